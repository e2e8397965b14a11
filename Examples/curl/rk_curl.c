/*
 * rk-curl: RefreshKit driven by a libcurl multi loop, with no toolkit.
 *
 * Six HTTP transfers run at once against a server on 127.0.0.1 (Examples/server/rk_http_server.py,
 * started with --pages 3 --fail 2): three pages of items (page 2 answers HTTP 500), a byte stream
 * that is paused and resumed, a slow byte stream that is cancelled, and a download of 240,000 bytes
 * (24 chunks, 0.02 s apart) that runs on a thread of its own with curl_easy_perform. Each transfer
 * is an rk_task with an rk_indicator (a spinner) bound to it; the context's activity monitor is on.
 * The host reports to RefreshKit what curl does:
 *
 *   curl_multi_add_handle          -> rk_task_resume
 *   write callback returns PAUSE   -> rk_task_suspend     (the transfer is paused, as a user would)
 *   curl_easy_pause(CURLPAUSE_CONT) -> rk_task_resume     (from an rk_timer, 0.15 s later)
 *   the user cancels               -> rk_task_cancel, curl_multi_remove_handle, rk_task_complete
 *   CURLMSG_DONE                   -> rk_task_complete(error_code, message)
 *   CURLOPT_XFERINFOFUNCTION       -> rk_task_set_progress (B7, 1.3): the download's from its own
 *                                     thread, the paused stream's from the loop's multi; a total of
 *                                     0 (no headers yet) is RK_PROGRESS_UNKNOWN
 *
 * Two rk_progress objects follow the bytes: one the download alone, drawn as a text progress bar
 * on every "progress-changed", one the download and the paused stream combined by their byte
 * totals. Reports coalesce: the loop sees one delivery per task per dispatch, however many times
 * curl called back; the bar must move through several steps, never back, and end full.
 *
 * error_code, the completion error domain of this host: 0 success; 100..599 the HTTP status of a
 * response that is not a success (the message is "HTTP <status>: <first line of the body>");
 * 1000 + the CURLcode for a transport failure (1000 + 7: could not connect; 1000 + 28: timeout;
 * the message is curl's error text); RK_CURL_CANCELLED (1000 + CURLE_ABORTED_BY_CALLBACK) for a
 * transfer the user cancelled.
 *
 * One loop, one thread: curl_multi_poll waits on curl's sockets and on RefreshKit's fd (an extra
 * struct curl_waitfd), for at most the smaller of curl_multi_timeout and rk_context_next_timeout;
 * then curl_multi_perform, the finished transfers, and rk_context_dispatch. Each task carries its
 * transfer record as host data (rk_object_set_user_data; freed by its destroy notify), so the
 * context-wide "task-completed" handler finds the transfer in O(1), and curl's side uses
 * CURLOPT_PRIVATE the same way.
 *
 * Then two components run loads through the same multi handle (F17, F18; cancelled loads, 1.5).
 * Each load id "refreshing-load" hands over is one transfer, tagged "&load=ID", ended with
 * rk_component_end_load naming that id. A "load more" footer runs a load against /status?code=503
 * that ends Failed with "HTTP 503: ..." as its label, then rk_component_retry's load (the user's tap
 * on the label) against /items?page=1, which ends Idle. A search list's header starts a load on an
 * endless slow stream; once its first bytes arrive the query changes (rk_component_restart_load),
 * and its next slow load is cancelled by the user (rk_component_cancel_load). For each,
 * "load-cancelled" (id, reason) arrives and the host aborts that load's transfer at once:
 *
 *   load-cancelled(id, reason)     -> curl_multi_remove_handle + curl_easy_cleanup of id's handle,
 *                                     "load N cancelled (reason): transfer aborted after B bytes";
 *                                     never an end for that id
 *
 * Every signal is logged per transfer. At the end each transfer's events and the monitor's
 * visibility changes are printed and checked against what must happen; the last line is
 * "rk-curl: ok" and the exit status 0 only if every check passed.
 *
 * Usage: rk-curl BASE_URL [--verbose]     e.g. rk-curl http://127.0.0.1:8080
 * (Examples/server/with_server.py --pages 3 --fail 2 -- rk-curl {url} runs it against a fresh server.)
 */
#define _POSIX_C_SOURCE 200809L
#include <refreshkit.h>

#include <curl/curl.h>

#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The completion error domain (see above). */
#define RK_CURL_TRANSPORT_BASE 1000
#define RK_CURL_CANCELLED (RK_CURL_TRANSPORT_BASE + CURLE_ABORTED_BY_CALLBACK)

/* The paused stream: 16,000 bytes in 1,000-byte chunks; paused at the chunk that reaches 4,000
   bytes. A busy machine can hand curl the whole stream in one chunk (the chunks pile up in the
   socket): the pause is then at 0 bytes, before that chunk, never after the last. */
#define STREAM_BYTES 16000
#define PAUSE_AT 4000
#define PAUSE_SECONDS 0.15
/* Seconds before the program gives up (a liveness bound, far above a normal run's ~1 s). */
#define GIVE_UP_SECONDS 25.0

/* The download on its own thread (B7): big and slow enough for a bar with several steps. */
#define DOWNLOAD_BYTES 240000
#define DOWNLOAD_CHUNK 10000
#define MAX_STEPS 256

enum transfer_kind { KIND_ITEMS, KIND_PAUSED_STREAM, KIND_CANCELLED_STREAM, KIND_THREADED_DOWNLOAD };

struct transfer {
    const char *name;
    char name_colon[32];    /* "name:", for the summary */
    enum transfer_kind kind;
    char url[512];
    CURL *easy;
    rk_task *task;
    rk_indicator *indicator;
    char *body;             /* what arrived (an /items body, or the stream, to check it) */
    size_t received;
    size_t capacity;
    int in_multi;           /* added to the multi handle and not yet removed */
    int paused_once;        /* the stream was paused (and a resume timer started) */
    int finished;           /* rk_task_complete was called */
    int32_t error_code;     /* what it completed with */
    char message[256];
    char events[1024];      /* the signals it received, in order, " > " between them */
    size_t freed_marker;    /* checked by the destroy notify (see free_transfer) */
    /* B7: curl's progress calls and RefreshKit's deliveries of them (the task's "progress"). */
    long xferinfo_calls;    /* the transfer's thread: the loop's, or the download's own */
    int report_errors;      /* the same thread: rk_task_set_progress refused */
    int deliveries;         /* the loop thread */
    pthread_t thread;       /* KIND_THREADED_DOWNLOAD: the thread running curl_easy_perform */
    int thread_started;
    CURLcode thread_result; /* set by that thread before it completes the task */
    long thread_status;
};

#define TRANSFER_COUNT 6

/* B7: the progress objects and what they showed (loop thread). */
static rk_progress *download_bar, *combined_bar;
typedef struct {
    const char *name;
    double steps[MAX_STEPS];
    int nsteps;
    int indeterminate, went_indeterminate, went_back;
    /* The bar was indeterminate since its last step: a total learned meanwhile (the paused
       stream's headers) joins the combined bar's denominator, and its fraction may start lower. */
    int rebase;
} bar_record;
static bar_record download_record = {.name = "download progress"};
static bar_record combined_record = {.name = "combined progress"};
static struct transfer *transfers[TRANSFER_COUNT];
static CURLM *multi;
static rk_context *ctx;
static int verbose;
static int failures;
static int records_freed;
static char monitor_events[256];
static char context_events[2048];

static void fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("rk-curl: FAIL: ", stdout);
    vprintf(fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
    fflush(stdout);
    failures++;
}

/* Every RefreshKit status is checked; a failure is reported with the library's message. */
static int check_rk(rk_status status, const char *what) {
    if (status == RK_OK) return 1;
    char message[256];
    rk_last_error_message(message, sizeof message);
    fail("%s: %s (%s)", what, rk_status_string(status), message);
    return 0;
}
#define RK(call) check_rk((call), #call)

static int check_curlm(CURLMcode code, const char *what) {
    if (code == CURLM_OK) return 1;
    fail("%s: %s", what, curl_multi_strerror(code));
    return 0;
}
#define CM(call) check_curlm((call), #call)

static int check_curle(CURLcode code, const char *what) {
    if (code == CURLE_OK) return 1;
    fail("%s: %s", what, curl_easy_strerror(code));
    return 0;
}
#define CE(call) check_curle((call), #call)

static void append(char *log, size_t cap, const char *fmt, ...) {
    size_t used = strlen(log);
    if (used + 4 >= cap) return;
    if (used) {
        memcpy(log + used, " > ", 4);
        used += 3;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(log + used, cap - used, fmt, ap);
    va_end(ap);
}

static double wall_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- host data: from a task to its transfer ---- */


static void free_transfer(void *data) {
    struct transfer *t = data;
    if (t->freed_marker != 0) fail("the destroy notify ran twice for %s", t->name);
    t->freed_marker = 1;
    records_freed++;
    free(t->body);
    free(t);
}

static struct transfer *transfer_of(const void *task) {
    void *data = NULL;
    if (!RK(rk_object_get_user_data(task, &data))) return NULL;
    if (data == NULL) fail("a task without its transfer record");
    return data;
}

/* ---- RefreshKit signals ---- */

static void on_resumed(rk_task *task, void *user_data) {
    (void)task;
    struct transfer *t = user_data;
    append(t->events, sizeof t->events, "resumed");
}

static void on_suspended(rk_task *task, void *user_data) {
    (void)task;
    struct transfer *t = user_data;
    append(t->events, sizeof t->events, "suspended");
}

static void on_canceled(rk_task *task, void *user_data) {
    (void)task;
    struct transfer *t = user_data;
    append(t->events, sizeof t->events, "canceled");
}

static void on_completed(rk_task *task, int32_t error_code, const char *message, void *user_data) {
    (void)task;
    struct transfer *t = user_data;
    if (t->kind == KIND_THREADED_DOWNLOAD) {
        /* Completed on its own thread: the loop learns of it here, at dispatch. */
        t->finished = 1;
        t->error_code = error_code;
        snprintf(t->message, sizeof t->message, "%s", message);
    }
    if (*message) append(t->events, sizeof t->events, "completed %d \"%s\"", (int)error_code, message);
    else append(t->events, sizeof t->events, "completed %d", (int)error_code);
}

static void on_start_animating(rk_indicator *indicator, void *user_data) {
    (void)indicator;
    struct transfer *t = user_data;
    append(t->events, sizeof t->events, "spinner on");
}

static void on_stop_animating(rk_indicator *indicator, void *user_data) {
    (void)indicator;
    struct transfer *t = user_data;
    append(t->events, sizeof t->events, "spinner off");
}

/* A context-wide signal names the task only: its host data leads to the transfer. */
static void on_any_task_completed(rk_context *c, void *task, int32_t error_code, const char *message,
                                  void *user_data) {
    (void)c;
    (void)message;
    (void)user_data;
    struct transfer *t = transfer_of(task);
    if (t != NULL) append(context_events, sizeof context_events, "%s %d", t->name, (int)error_code);
}

static void on_activity_visibility(rk_context *c, int32_t visible, void *user_data) {
    (void)c;
    (void)user_data;
    append(monitor_events, sizeof monitor_events, visible ? "shown" : "hidden");
    if (verbose) printf("rk-curl: network activity %s\n", visible ? "shown" : "hidden");
}

/* B7: a delivery of the task's bytes (coalesced: the latest report since the last dispatch). */
static void on_task_progress(rk_task *task, int32_t direction, int64_t completed, int64_t expected,
                             void *user_data) {
    (void)task;
    (void)direction;
    (void)completed;
    (void)expected;
    struct transfer *t = user_data;
    t->deliveries++;
}

/* A text progress bar: what a toolkit's progress widget would show. */
static void draw_bar(const char *name, double fraction) {
    char cells[41];
    int filled = (int)lround(fraction * 40);
    for (int i = 0; i < 40; i++) cells[i] = i < filled ? '#' : '.';
    cells[40] = '\0';
    printf("rk-curl: %s [%s] %3ld%%\n", name, cells, lround(fraction * 100));
    fflush(stdout);
}

static void on_progress_changed(rk_progress *bar, double fraction, int32_t animated, void *user_data) {
    (void)bar;
    (void)animated;
    bar_record *r = user_data;
    if (r->nsteps > 0 && !r->rebase && fraction < r->steps[r->nsteps - 1]) r->went_back++;
    r->rebase = 0;
    if (r->nsteps < MAX_STEPS) r->steps[r->nsteps++] = fraction;
    if (verbose || r == &download_record) draw_bar(r->name, fraction);
}

static void on_indeterminate_changed(rk_progress *bar, int32_t indeterminate, void *user_data) {
    (void)bar;
    bar_record *r = user_data;
    r->indeterminate = indeterminate;
    if (indeterminate) {
        r->went_indeterminate++;
        r->rebase = 1;
    }
    if (verbose) printf("rk-curl: %s %s\n", r->name, indeterminate ? "indeterminate (no total yet)" : "determinate");
}

/* ---- curl callbacks ---- */

/* CURLOPT_XFERINFOFUNCTION, on the transfer's thread: the bytes go to RefreshKit from there. curl
   reports a total of 0 until it knows one: that is RK_PROGRESS_UNKNOWN. */
static int on_xferinfo(void *user_data, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
                       curl_off_t ulnow) {
    struct transfer *t = user_data;
    (void)ultotal;
    (void)ulnow;
    t->xferinfo_calls++;
    if (rk_task_set_progress(t->task, RK_PROGRESS_DOWNLOAD, (int64_t)dlnow,
                             dltotal > 0 ? (int64_t)dltotal : RK_PROGRESS_UNKNOWN) != RK_OK) {
        t->report_errors++;
    }
    return 0;
}


static void resume_stream(void *user_data, int32_t finished);

static size_t on_body(char *data, size_t size, size_t nmemb, void *user_data) {
    struct transfer *t = user_data;
    size_t n = size * nmemb;
    if (t->kind == KIND_PAUSED_STREAM && !t->paused_once && t->received + n >= PAUSE_AT) {
        /* The user pauses: curl keeps this chunk and gives it again after the resume. */
        t->paused_once = 1;
        if (!RK(rk_task_suspend(t->task))) return 0;
        if (!RK(rk_timer_start(ctx, PAUSE_SECONDS, resume_stream, t, NULL))) return 0;
        if (verbose) printf("rk-curl: %s paused at %zu bytes\n", t->name, t->received);
        return CURL_WRITEFUNC_PAUSE;
    }
    if (t->received + n + 1 > t->capacity) {
        size_t cap = t->capacity ? t->capacity : 4096;
        while (cap < t->received + n + 1) cap *= 2;
        char *grown = realloc(t->body, cap);
        if (grown == NULL) {
            fail("out of memory for %s", t->name);
            return 0;
        }
        t->body = grown;
        t->capacity = cap;
    }
    memcpy(t->body + t->received, data, n);
    t->received += n;
    t->body[t->received] = '\0';
    return n;
}

/* The rk_timer that ends the pause (it runs during rk_context_dispatch, outside curl's callbacks). */
static void resume_stream(void *user_data, int32_t finished) {
    struct transfer *t = user_data;
    if (!finished || t->finished) return;
    if (verbose) printf("rk-curl: %s resumed at %zu bytes\n", t->name, t->received);
    RK(rk_task_resume(t->task));
    CE(curl_easy_pause(t->easy, CURLPAUSE_CONT));
}

/* ---- transfers ---- */

/* An easy handle for url whose body goes to write(record), with record as its CURLOPT_PRIVATE;
   NULL (reported) when curl refuses. */
static CURL *new_easy(const char *url, curl_write_callback write, void *record) {
    CURL *easy = curl_easy_init();
    if (easy == NULL) {
        fail("curl_easy_init failed");
        return NULL;
    }
    int ok = CE(curl_easy_setopt(easy, CURLOPT_URL, url)) &&
             CE(curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, write)) &&
             CE(curl_easy_setopt(easy, CURLOPT_WRITEDATA, record)) &&
             CE(curl_easy_setopt(easy, CURLOPT_PRIVATE, record)) &&
             CE(curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L)) &&
             CE(curl_easy_setopt(easy, CURLOPT_TIMEOUT, (long)GIVE_UP_SECONDS)) &&
             CE(curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http"));
    if (ok) return easy;
    curl_easy_cleanup(easy);
    return NULL;
}

static struct transfer *new_transfer(const char *name, enum transfer_kind kind, const char *base,
                                     const char *path) {
    struct transfer *t = calloc(1, sizeof *t);
    if (t == NULL) {
        fail("out of memory");
        return NULL;
    }
    t->name = name;
    snprintf(t->name_colon, sizeof t->name_colon, "%s:", name);
    t->kind = kind;
    snprintf(t->url, sizeof t->url, "%s%s", base, path);

    rk_task *task = NULL;
    if (!RK(rk_task_create(ctx, &task))) {
        free(t);
        return NULL;
    }
    t->task = task;
    /* From now on the task owns the record: it is freed when the task (or the context) goes. */
    if (!RK(rk_object_set_user_data(task, t, free_transfer))) {
        free(t);
        return NULL;
    }
    int ok = RK(rk_task_connect_resumed(task, on_resumed, t, NULL, NULL)) &&
             RK(rk_task_connect_suspended(task, on_suspended, t, NULL, NULL)) &&
             RK(rk_task_connect_canceled(task, on_canceled, t, NULL, NULL)) &&
             RK(rk_task_connect_completed(task, on_completed, t, NULL, NULL)) &&
             RK(rk_indicator_create(ctx, &t->indicator)) &&
             RK(rk_indicator_connect_start_animating(t->indicator, on_start_animating, t, NULL,
                           NULL)) &&
             RK(rk_indicator_connect_stop_animating(t->indicator, on_stop_animating, t, NULL,
                           NULL));
    if (!ok) return t;
    /* Bound while the task is Suspended: "spinner off" now, then it follows the task. */
    if (!RK(rk_indicator_set_animating_with_state_of_task(t->indicator, task))) return t;
    t->events[0] = '\0';  /* the log starts with the transfer itself, not with the bind */

    t->easy = new_easy(t->url, on_body, t);
    if (t->easy == NULL) return t;
    if (kind == KIND_THREADED_DOWNLOAD || kind == KIND_PAUSED_STREAM) {
        ok = CE(curl_easy_setopt(t->easy, CURLOPT_XFERINFOFUNCTION, on_xferinfo)) &&
             CE(curl_easy_setopt(t->easy, CURLOPT_XFERINFODATA, t)) &&
             CE(curl_easy_setopt(t->easy, CURLOPT_NOPROGRESS, 0L)) &&
             RK(rk_task_connect_progress(task, on_task_progress, t, NULL, NULL));
    }
    if (!ok) return t;
    if (kind == KIND_THREADED_DOWNLOAD) return t; /* started by start_download, on its own thread */
    if (!CM(curl_multi_add_handle(multi, t->easy))) return t;
    t->in_multi = 1;
    RK(rk_task_resume(task));
    return t;
}

/* The download's thread: the whole transfer with curl_easy_perform, its bytes reported from here by
   on_xferinfo, then its completion (RefreshKit delivers both to the loop at dispatch). */
static void *download_thread(void *arg) {
    struct transfer *t = arg;
    t->thread_result = curl_easy_perform(t->easy);
    curl_easy_getinfo(t->easy, CURLINFO_RESPONSE_CODE, &t->thread_status);
    char message[256];
    int32_t code = 0;
    if (t->thread_result != CURLE_OK) {
        snprintf(message, sizeof message, "%s", curl_easy_strerror(t->thread_result));
        code = RK_CURL_TRANSPORT_BASE + (int32_t)t->thread_result;
    } else if (t->thread_status < 200 || t->thread_status > 299) {
        snprintf(message, sizeof message, "HTTP %ld", t->thread_status);
        code = (int32_t)t->thread_status;
    }
    if (rk_task_complete(t->task, code, code == 0 ? NULL : message) != RK_OK) t->report_errors++;
    return NULL;
}

static int start_download(struct transfer *t) {
    if (t->easy == NULL) return 0;
    if (!RK(rk_task_resume(t->task))) return 0;
    if (pthread_create(&t->thread, NULL, download_thread, t) != 0) {
        fail("pthread_create failed for %s", t->name);
        return 0;
    }
    t->thread_started = 1;
    return 1;
}

static void finish(struct transfer *t, int32_t error_code, const char *message) {
    t->finished = 1;
    t->error_code = error_code;
    snprintf(t->message, sizeof t->message, "%s", message ? message : "");
    RK(rk_task_complete(t->task, error_code, message));
}

static void first_line(const char *text, char *out, size_t cap) {
    size_t n = strcspn(text, "\r\n");
    if (n >= cap) n = cap - 1;
    memcpy(out, text, n);
    out[n] = '\0';
}

/* CURLMSG_DONE: map curl's result and the HTTP status to the completion error domain. */
static void transfer_done(CURL *easy, CURLcode result) {
    struct transfer *t = NULL;
    if (!CE(curl_easy_getinfo(easy, CURLINFO_PRIVATE, (char **)&t)) || t == NULL) return;
    long status = 0;
    CE(curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status));
    CM(curl_multi_remove_handle(multi, easy));
    t->in_multi = 0;
    char message[256];
    if (result != CURLE_OK) {
        snprintf(message, sizeof message, "%s", curl_easy_strerror(result));
        finish(t, RK_CURL_TRANSPORT_BASE + (int32_t)result, message);
    } else if (status < 200 || status > 299) {
        char line[200];
        first_line(t->body ? t->body : "", line, sizeof line);
        snprintf(message, sizeof message, "HTTP %ld: %s", status, line);
        finish(t, (int32_t)status, message);
    } else {
        finish(t, 0, NULL);
    }
}

/* The user cancels the slow stream: RefreshKit hears of it first, then curl drops the transfer. */
static void cancel_transfer(struct transfer *t) {
    if (verbose) printf("rk-curl: %s cancelled after %zu bytes\n", t->name, t->received);
    RK(rk_task_cancel(t->task));
    if (t->in_multi) {
        CM(curl_multi_remove_handle(multi, t->easy));
        t->in_multi = 0;
    }
    finish(t, RK_CURL_CANCELLED, "cancelled by the user");
}

/* ---- checks ---- */

static int count_items(const char *body) {
    int n = 0;
    for (const char *p = body; (p = strstr(p, "\"Item ")) != NULL; p++) n++;
    return n;
}

static void expect_events(const struct transfer *t, const char *expected) {
    if (strcmp(t->events, expected) != 0)
        fail("%s: events were\n    %s\n  expected\n    %s", t->name, t->events, expected);
}

static void check_items(const struct transfer *t, int page, int last) {
    const char *body = t->body ? t->body : "";
    char head[64];
    snprintf(head, sizeof head, "{\"page\": %d,", page);
    if (strncmp(body, head, strlen(head)) != 0) fail("%s: unexpected body %.80s", t->name, body);
    if (count_items(body) != 10) fail("%s: %d items, expected 10", t->name, count_items(body));
    const char *flag = last ? "\"last\": true" : "\"last\": false";
    if (strstr(body, flag) == NULL) fail("%s: no %s in %.200s", t->name, flag, body);
}

/* B7: the bars moved through several steps, never back within a determinate stretch (a total
   learned while indeterminate may lower a combined fraction), and ended full; the reports
   coalesced. */
static void check_bar(const bar_record *r, int min_steps) {
    int inside = 0;
    for (int i = 0; i < r->nsteps; i++) inside += r->steps[i] > 0 && r->steps[i] < 1;
    printf("rk-curl: %-18s %d steps, %d between 0 and 1, last %g%s\n", r->name, r->nsteps, inside,
           r->nsteps ? r->steps[r->nsteps - 1] : -1.0, r->went_indeterminate ? ", indeterminate before the headers" : "");
    if (inside < min_steps) fail("%s: %d steps between 0 and 1, expected at least %d", r->name, inside, min_steps);
    if (r->went_back) fail("%s: went back %d times", r->name, r->went_back);
    if (r->nsteps == 0 || r->steps[r->nsteps - 1] != 1.0 || r->indeterminate)
        fail("%s: did not end full and determinate", r->name);
}

static void check_progress(void) {
    const struct transfer *d = transfers[5], *p = transfers[3];
    printf("rk-curl: %-18s %ld curl progress calls, %d deliveries (the paused stream: %ld, %d)\n",
           "download reports:", d->xferinfo_calls, d->deliveries, p->xferinfo_calls, p->deliveries);
    if (d->report_errors || p->report_errors)
        fail("rk_task_set_progress or the completion was refused (%d, %d)", d->report_errors, p->report_errors);
    if (d->deliveries == 0 || d->deliveries > d->xferinfo_calls)
        fail("download: %d deliveries for %ld reports", d->deliveries, d->xferinfo_calls);
    if (d->received != DOWNLOAD_BYTES) fail("download: %zu bytes, expected %d", d->received, DOWNLOAD_BYTES);
    check_bar(&download_record, 3);
    check_bar(&combined_record, 3);
    double fraction = -1;
    int32_t indeterminate = -1;
    if (RK(rk_progress_get_fraction(download_bar, &fraction, &indeterminate)) && (fraction != 1.0 || indeterminate))
        fail("the download bar's query says %g (indeterminate %d)", fraction, (int)indeterminate);
}

static void check_stream(const struct transfer *t) {
    static const char pattern[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    if (t->received != STREAM_BYTES) {
        fail("%s: %zu bytes, expected %d", t->name, t->received, STREAM_BYTES);
        return;
    }
    for (size_t i = 0; i < t->received; i++) {
        if (t->body[i] != pattern[i % (sizeof pattern - 1)]) {
            fail("%s: byte %zu is wrong (a chunk was lost or repeated around the pause)", t->name, i);
            return;
        }
    }
}

/* ---- one turn of the loop: the transfers' loop and the components' loads share it ---- */

/* curl moves, its finished transfers go to `done`, then RefreshKit dispatches. */
static int loop_turn(void (*done)(CURL *easy, CURLcode result)) {
    int running = 0;
    if (!CM(curl_multi_perform(multi, &running))) return 0;
    CURLMsg *msg;
    int left = 0;
    while ((msg = curl_multi_info_read(multi, &left)) != NULL)
        if (msg->msg == CURLMSG_DONE) done(msg->easy_handle, msg->data.result);
    return RK(rk_context_dispatch(ctx, NULL));
}

/* Sleeps until a socket, RefreshKit's fd, or the earliest of curl's deadline, RefreshKit's and
   give_up. When neither has a deadline only sockets and the fd wake the loop, or the give-up
   time. */
static int loop_sleep(int fd, double give_up) {
    long curl_ms = -1;
    if (!CM(curl_multi_timeout(multi, &curl_ms))) return 0;
    double rk_seconds = -1;
    if (!RK(rk_context_next_timeout(ctx, &rk_seconds))) return 0;
    long timeout_ms = (long)ceil((give_up - wall_seconds()) * 1000.0);
    if (timeout_ms < 0) timeout_ms = 0;
    if (curl_ms >= 0 && curl_ms < timeout_ms) timeout_ms = curl_ms;
    if (rk_seconds >= 0) {
        long rk_ms = (long)ceil(rk_seconds * 1000.0);
        if (rk_ms < timeout_ms) timeout_ms = rk_ms;
    }
    struct curl_waitfd extra = {.fd = fd, .events = CURL_WAIT_POLLIN, .revents = 0};
    return CM(curl_multi_poll(multi, &extra, 1, (int)timeout_ms, NULL));
}

/* ---- component loads: every load id is a transfer in the multi (F17, F18; cancelled loads, 1.5) ----
   The host drives two components. A "load more" footer runs a load that fails (/status?code=503:
   the footer shows Failed with "HTTP 503: ..." as its label), then rk_component_retry's load (the
   user's tap on that label), which ends Idle. A search list's header runs a slow load that the user
   supersedes (a new query: rk_component_restart_load), then one the user cancels
   (rk_component_cancel_load).
   Each id "refreshing-load" hands over becomes one curl easy handle, tagged "&load=ID" in its URL
   and found again by (component, id). Its response ends that load with rk_component_end_load
   naming it. When RefreshKit says a load is over without an end ("load-cancelled"), the host
   aborts that transfer at once: curl_multi_remove_handle drops the connection mid-response (the
   server sees the client leave), and no end is ever sent for that id. */

struct driven {               /* a component the host drives */
    const char *name;         /* "footer", "search" */
    const char *name_colon;   /* "footer:", for the summary */
    void *component;
    const char *next_path;    /* what the next load asks for */
    char events[1024];        /* its state changes, loads and cancellations, in order */
};

struct load_request {         /* one load's request: RefreshKit's load id <-> curl's easy handle */
    struct driven *owner;
    rk_load_id id;
    CURL *easy;
    char path[256];           /* as asked, without the load tag */
    char head[256];           /* the body's first bytes: a failure's message */
    size_t received;
};

#define MAX_LOAD_REQUESTS 4
static struct load_request *load_requests[MAX_LOAD_REQUESTS];
static const char *server_base;

static const char *const state_names[] = {"?", "Idle", "Pulling", "Refreshing", "WillRefresh", "NoMoreData",
                                          "Failed"};

static const char *state_name(int32_t state) {
    return state >= 1 && state <= 6 ? state_names[state] : "?";
}

static int find_load_request(const struct driven *owner, rk_load_id id) {
    for (int i = 0; i < MAX_LOAD_REQUESTS; i++)
        if (load_requests[i] != NULL && load_requests[i]->owner == owner && load_requests[i]->id == id) return i;
    return -1;
}

static int free_load_slot(void) {
    for (int i = 0; i < MAX_LOAD_REQUESTS; i++)
        if (load_requests[i] == NULL) return i;
    return -1;
}

static int has_load_request(const struct driven *owner) {
    for (int i = 0; i < MAX_LOAD_REQUESTS; i++)
        if (load_requests[i] != NULL && load_requests[i]->owner == owner) return 1;
    return 0;
}

/* Out of the multi (mid-response this closes the connection), and forgotten. */
static void drop_load_request(int i) {
    struct load_request *r = load_requests[i];
    CM(curl_multi_remove_handle(multi, r->easy));
    curl_easy_cleanup(r->easy);
    free(r);
    load_requests[i] = NULL;
}

static size_t on_load_body(char *data, size_t size, size_t nmemb, void *user_data) {
    struct load_request *r = user_data;
    size_t n = size * nmemb, used = strlen(r->head), room = sizeof r->head - 1 - used;
    size_t keep = n < room ? n : room;
    memcpy(r->head + used, data, keep);
    r->head[used + keep] = '\0';
    r->received += n;
    return n;
}

static void on_component_state(void *component, int32_t state, int32_t old_state, void *user_data) {
    (void)component;
    (void)old_state;
    struct driven *d = user_data;
    append(d->events, sizeof d->events, "%s", state_name(state));
    if (verbose) printf("rk-curl: %s state %s\n", d->name, state_name(state));
}

/* A load began: its request starts now, tagged with its id. */
static void on_refreshing_load(void *component, uint64_t load_id, void *user_data) {
    (void)component;
    struct driven *d = user_data;
    append(d->events, sizeof d->events, "load %llu", (unsigned long long)load_id);
    int slot = free_load_slot();
    struct load_request *r = slot < 0 ? NULL : calloc(1, sizeof *r);
    if (r == NULL) {
        fail("%s load %llu: no room for its request", d->name, (unsigned long long)load_id);
        return;
    }
    r->owner = d;
    r->id = load_id;
    snprintf(r->path, sizeof r->path, "%s", d->next_path);
    char url[600];
    snprintf(url, sizeof url, "%s%s%cload=%llu", server_base, r->path, strchr(r->path, '?') ? '&' : '?',
             (unsigned long long)load_id);
    r->easy = new_easy(url, on_load_body, r);
    if (r->easy == NULL || !CM(curl_multi_add_handle(multi, r->easy))) {
        curl_easy_cleanup(r->easy);
        free(r);
        return;
    }
    load_requests[slot] = r;
    if (verbose) printf("rk-curl: %s load %llu: GET %s\n", d->name, (unsigned long long)load_id, url);
}

/* RefreshKit ended the load without an end: its response is no longer wanted, so the transfer
   goes now (an end for this id would be refused as stale anyway). */
static void on_load_cancelled(void *component, uint64_t load_id, int32_t reason, void *user_data) {
    (void)component;
    struct driven *d = user_data;
    const char *why = rk_load_cancel_reason_name(reason);
    append(d->events, sizeof d->events, "cancelled %llu %s", (unsigned long long)load_id, why);
    int i = find_load_request(d, load_id);
    if (i < 0) {
        printf("rk-curl: %s load %llu cancelled (%s): no transfer was running\n", d->name,
               (unsigned long long)load_id, why);
        return;
    }
    printf("rk-curl: %s load %llu cancelled (%s): transfer aborted after %zu bytes\n", d->name,
           (unsigned long long)load_id, why, load_requests[i]->received);
    fflush(stdout);
    drop_load_request(i);
}

/* CURLMSG_DONE for a load: the response ends the load it was made for, by its id. */
static void load_request_done(CURL *easy, CURLcode result) {
    struct load_request *r = NULL;
    if (!CE(curl_easy_getinfo(easy, CURLINFO_PRIVATE, (char **)&r)) || r == NULL) return;
    int i = find_load_request(r->owner, r->id);
    if (i < 0) return;
    long status = 0;
    CE(curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status));
    char message[256] = "";
    int32_t code = 0;
    if (result != CURLE_OK) {
        snprintf(message, sizeof message, "%s", curl_easy_strerror(result));
        code = RK_CURL_TRANSPORT_BASE + (int32_t)result;
    } else if (status < 200 || status > 299) {
        char line[200];
        first_line(r->head, line, sizeof line);
        snprintf(message, sizeof message, "HTTP %ld: %s", status, line);
        code = (int32_t)status;
    }
    struct driven *d = r->owner;
    rk_load_id id = r->id;
    if (verbose) printf("rk-curl: %s load %llu: %s%s -> %d\n", d->name, (unsigned long long)id, server_base, r->path, (int)code);
    drop_load_request(i);
    if (code == 0) RK(rk_component_end_load(d->component, id, RK_LOAD_DONE, NULL, NULL, NULL));
    else RK(rk_component_end_load(d->component, id, RK_LOAD_FAILED, message, NULL, NULL));
}

/* What the user does to the current load once its first bytes arrived (so its response is under
   way: the abort happens mid-response). */
enum user_action { USER_WAITS, USER_RESTARTS, USER_CANCELS };

/* Runs the loop until the component is in `want` with no request of its own left and no
   animation: curl's transfers, RefreshKit's dispatch, and the user's action. */
static int pump_loads(struct driven *d, rk_refresh_state want, enum user_action action, const char *restart_path) {
    int fd = -1;
    if (!RK(rk_context_fd(ctx, &fd))) return 0;
    double give_up = wall_seconds() + 10.0;
    for (;;) {
        if (!loop_turn(load_request_done)) return 0;

        rk_load_id current = 0;
        if (!RK(rk_component_get_load_id(d->component, &current))) return 0;
        int i = action == USER_WAITS ? -1 : find_load_request(d, current);
        if (i >= 0 && load_requests[i]->received > 0) {
            rk_load_id next = 0;
            if (action == USER_RESTARTS) {
                if (verbose) printf("rk-curl: %s: the query changed, load %llu restarts\n", d->name, (unsigned long long)current);
                d->next_path = restart_path;
                if (!RK(rk_component_restart_load(d->component, NULL, NULL, &next))) return 0;
            } else {
                if (verbose) printf("rk-curl: %s: the user cancels load %llu\n", d->name, (unsigned long long)current);
                if (!RK(rk_component_cancel_load(d->component, current))) return 0;
            }
            action = USER_WAITS;
            continue; /* dispatch what the call queued before sleeping */
        }

        rk_refresh_state state = 0;
        if (!RK(rk_component_get_state(d->component, &state))) return 0;
        double next_timeout = -1;
        if (!RK(rk_context_next_timeout(ctx, &next_timeout))) return 0;
        if (state == want && next_timeout < 0 && action == USER_WAITS && !has_load_request(d)) return 1;
        if (wall_seconds() > give_up) {
            fail("%s did not reach %s with its requests done (it is %s%s)", d->name, state_name(want),
                 state_name(state), has_load_request(d) ? ", a request still running" : "");
            return 0;
        }
        if (!loop_sleep(fd, give_up)) return 0;
    }
}

static int drive(struct driven *d) {
    return RK(rk_component_connect_state_changed(d->component, on_component_state, d, NULL, NULL)) &&
           RK(rk_component_connect_refreshing_load(d->component, on_refreshing_load, d, NULL, NULL)) &&
           RK(rk_component_connect_load_cancelled(d->component, on_load_cancelled, d, NULL, NULL));
}

static int begin_load(struct driven *d, const char *path, rk_load_id *out_id) {
    d->next_path = path;
    return RK(rk_component_begin_load(d->component, NULL, NULL, out_id));
}

static void print_label(const struct driven *d) {
    char label[512] = "";
    rk_refresh_state state = 0;
    RK(rk_component_get_state(d->component, &state));
    RK(rk_component_get_label(d->component, label, sizeof label, NULL));
    printf("rk-curl: %s %s: \"%s\"\n", d->name, state_name(state), label);
    fflush(stdout);
}

static void expect_load_events(const struct driven *d, const char *expected) {
    printf("rk-curl: %-18s %s\n", d->name_colon, d->events);
    if (strcmp(d->events, expected) != 0)
        fail("the %s's events were \"%s\", expected \"%s\"", d->name, d->events, expected);
}

/* The footer: a load that fails, then a retry that succeeds (F17, F18). */
static void run_footer(void) {
    static struct driven footer = {.name = "footer", .name_colon = "footer:"};
    rk_footer *f = NULL;
    if (!RK(rk_footer_create(ctx, &f))) return;
    footer.component = f;
    rk_scroll_metrics m = {.struct_size = sizeof m, .viewport_width = 320, .viewport_height = 480,
                           .content_height = 1000, .offset_y = 520};
    rk_load_id first = 0;
    int ok = drive(&footer) && RK(rk_component_set_metrics(f, &m)) && RK(rk_component_set_visible(f, 1)) &&
             begin_load(&footer, "/status?code=503", &first) && pump_loads(&footer, RK_FOOTER_FAILED, USER_WAITS, NULL);
    if (ok) {
        print_label(&footer);
        /* The user taps the failure's label: a retry, this time the server answers. */
        footer.next_path = "/items?page=1";
        ok = RK(rk_component_retry(f, NULL, NULL)) && pump_loads(&footer, RK_FOOTER_IDLE, USER_WAITS, NULL);
    }
    if (ok) {
        print_label(&footer);
        char want[256];
        snprintf(want, sizeof want, "Refreshing > load %llu > Failed > Refreshing > load %llu > Idle",
                 (unsigned long long)first, (unsigned long long)first + 1);
        expect_load_events(&footer, want);
    }
    RK(rk_component_destroy(f));
}

/* The search header: a slow load superseded by a new query, then a slow load the user cancels;
   both transfers are aborted mid-response, the new query's load ends normally. */
static void run_search(void) {
    static struct driven search = {.name = "search", .name_colon = "search:"};
    static const char slow[] = "/bytes?n=100000000&chunk=1000&interval=0.05";
    rk_header *h = NULL;
    if (!RK(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &h))) return;
    search.component = h;
    rk_load_id first = 0, third = 0;
    int ok = drive(&search) && begin_load(&search, slow, &first) &&
             pump_loads(&search, RK_FOOTER_IDLE, USER_RESTARTS, "/items?page=1") &&
             begin_load(&search, slow, &third) && pump_loads(&search, RK_FOOTER_IDLE, USER_CANCELS, NULL);
    if (ok) {
        char want[512];
        snprintf(want, sizeof want,
                 "Refreshing > load %llu > cancelled %llu superseded > load %llu > Idle > Refreshing > load %llu > "
                 "Idle > cancelled %llu host",
                 (unsigned long long)first, (unsigned long long)first, (unsigned long long)first + 1,
                 (unsigned long long)third, (unsigned long long)third);
        expect_load_events(&search, want);
    }
    RK(rk_component_destroy(h));
}

/* ---- the loop ---- */

static int all_finished(void) {
    for (int i = 0; i < TRANSFER_COUNT; i++)
        if (transfers[i] == NULL || !transfers[i]->finished) return 0;
    return 1;
}

static int run_loop(void) {
    int fd = -1;
    if (!RK(rk_context_fd(ctx, &fd))) return 0;
    struct transfer *slow = transfers[4];
    double give_up = wall_seconds() + GIVE_UP_SECONDS;
    for (;;) {
        if (!loop_turn(transfer_done)) return 0;

        /* The user cancels the slow stream once everything else is done and the monitor shows
           (it stays shown meanwhile, since the slow stream is active the whole time). */
        rk_activity_monitor_info info = {.struct_size = sizeof info};
        if (!RK(rk_activity_monitor_get_info(ctx, &info))) return 0;
        int others_done = 1;
        for (int i = 0; i < TRANSFER_COUNT; i++) others_done &= transfers[i] == slow || transfers[i]->finished;
        if (!slow->finished && others_done && info.visible && slow->received > 0) {
            cancel_transfer(slow);
            continue;  /* dispatch what the cancel reported before sleeping */
        }
        if (all_finished() && !info.visible && info.state == RK_ACTIVITY_NOT_ACTIVE) return 1;
        if (wall_seconds() > give_up) {
            fail("still running after %g s", GIVE_UP_SECONDS);
            return 0;
        }

        if (!loop_sleep(fd, give_up)) return 0;
    }
}

int main(int argc, char **argv) {
    const char *base = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--verbose") == 0) verbose = 1;
        else if (base == NULL && strncmp(argv[i], "http://", 7) == 0) base = argv[i];
        else {
            fprintf(stderr, "usage: rk-curl BASE_URL [--verbose]   (e.g. http://127.0.0.1:8080)\n");
            return 2;
        }
    }
    if (base == NULL) {
        fprintf(stderr, "usage: rk-curl BASE_URL [--verbose]   (e.g. http://127.0.0.1:8080)\n");
        return 2;
    }
    if (!CE(curl_global_init(CURL_GLOBAL_DEFAULT))) return 1;
    multi = curl_multi_init();
    if (multi == NULL) {
        fail("curl_multi_init failed");
        return 1;
    }
    printf("rk-curl: RefreshKit %u.%u.%u, libcurl %s, server %s\n", rk_version() >> 16,
           (rk_version() >> 8) & 0xff, rk_version() & 0xff, curl_version_info(CURLVERSION_NOW)->version, base);

    int ok = RK(rk_context_create(&ctx)) &&
             RK(rk_activity_monitor_set_delays(ctx, 0.05, 0.05)) &&
             RK(rk_activity_monitor_set_enabled(ctx, 1)) &&
             RK(rk_context_connect_task_completed(ctx, on_any_task_completed, NULL, NULL, NULL)) &&
             RK(rk_context_connect_activity_visibility_changed(ctx, on_activity_visibility, NULL,
                           NULL, NULL));
    if (ok) {
        char stream_path[96], slow_path[96];
        snprintf(stream_path, sizeof stream_path, "/bytes?n=%d&chunk=1000&interval=0.01", STREAM_BYTES);
        snprintf(slow_path, sizeof slow_path, "/bytes?n=100000000&chunk=1000&interval=0.05");
        transfers[0] = new_transfer("page 1", KIND_ITEMS, base, "/items?page=1");
        transfers[1] = new_transfer("page 2", KIND_ITEMS, base, "/items?page=2");
        transfers[2] = new_transfer("page 3", KIND_ITEMS, base, "/items?page=3");
        transfers[3] = new_transfer("paused stream", KIND_PAUSED_STREAM, base, stream_path);
        transfers[4] = new_transfer("cancelled stream", KIND_CANCELLED_STREAM, base, slow_path);
        char download_path[96];
        snprintf(download_path, sizeof download_path, "/bytes?n=%d&chunk=%d&interval=0.02", DOWNLOAD_BYTES,
                 DOWNLOAD_CHUNK);
        transfers[5] = new_transfer("download", KIND_THREADED_DOWNLOAD, base, download_path);
        for (int i = 0; i < TRANSFER_COUNT; i++) ok &= transfers[i] != NULL;
        /* B7: a bar for the download, and one for the download and the paused stream together. */
        if (ok) {
            rk_task *both[2] = {transfers[5]->task, transfers[3]->task};
            ok = RK(rk_progress_create(ctx, &download_bar)) &&
                 RK(rk_progress_connect_progress_changed(download_bar, on_progress_changed,
                               &download_record, NULL, NULL)) &&
                 RK(rk_progress_connect_indeterminate_changed(download_bar, on_indeterminate_changed,
                               &download_record, NULL, NULL)) &&
                 RK(rk_progress_set_task(download_bar, transfers[5]->task, RK_PROGRESS_DOWNLOAD, 1)) &&
                 RK(rk_progress_create(ctx, &combined_bar)) &&
                 RK(rk_progress_connect_progress_changed(combined_bar, on_progress_changed,
                               &combined_record, NULL, NULL)) &&
                 RK(rk_progress_connect_indeterminate_changed(combined_bar, on_indeterminate_changed,
                               &combined_record, NULL, NULL)) &&
                 RK(rk_progress_set_tasks(combined_bar, both, 2, RK_PROGRESS_DOWNLOAD, 0)) &&
                 start_download(transfers[5]);
        }
    }
    if (ok && failures == 0 && run_loop()) {
        for (int i = 0; i < TRANSFER_COUNT; i++) {
            const struct transfer *t = transfers[i];
            printf("rk-curl: %-18s %s\n", t->name_colon, t->events);
        }
        printf("rk-curl: %-18s %s\n", "monitor:", monitor_events);
        printf("rk-curl: %-18s %s\n", "task-completed:", context_events);

        const char *plain = "resumed > spinner on > completed 0 > spinner off";
        expect_events(transfers[0], plain);
        expect_events(transfers[1], "resumed > spinner on > completed 500 \"HTTP 500: page 2 failed "
                                    "(the server was told to fail it)\" > spinner off");
        expect_events(transfers[2], plain);
        expect_events(transfers[3], "resumed > spinner on > suspended > spinner off > resumed > "
                                    "spinner on > completed 0 > spinner off");
        expect_events(transfers[4], "resumed > spinner on > canceled > spinner off > completed 1042 "
                                    "\"cancelled by the user\" > spinner off");
        expect_events(transfers[5], plain);
        if (strcmp(monitor_events, "shown > hidden") != 0)
            fail("the monitor's visibility changes were \"%s\", expected \"shown > hidden\"", monitor_events);
        /* The context-wide handler saw every completion, in completion order, through host data. */
        for (int i = 0; i < TRANSFER_COUNT; i++) {
            char entry[64];
            snprintf(entry, sizeof entry, "%s %d", transfers[i]->name, (int)transfers[i]->error_code);
            if (strstr(context_events, entry) == NULL) fail("task-completed never named %s", entry);
        }
        check_items(transfers[0], 1, 0);
        check_items(transfers[2], 3, 1);
        check_stream(transfers[3]);
        if (transfers[4]->received == 0 || transfers[4]->received >= 100000000)
            fail("the cancelled stream received %zu bytes", transfers[4]->received);
        check_progress();
        server_base = base;
        if (failures == 0) run_footer();
        if (failures == 0) run_search();
    }

    /* Tear down: the download's thread, curl's handles, then the context (which frees every
       transfer record). */
    for (int i = 0; i < TRANSFER_COUNT; i++) {
        struct transfer *t = transfers[i];
        if (t == NULL) continue;
        if (t->thread_started && pthread_join(t->thread, NULL) != 0) fail("pthread_join failed for %s", t->name);
        if (t->in_multi) CM(curl_multi_remove_handle(multi, t->easy));
        if (t->easy) curl_easy_cleanup(t->easy);
        t->easy = NULL;
    }
    for (int i = 0; i < MAX_LOAD_REQUESTS; i++)
        if (load_requests[i] != NULL) drop_load_request(i);
    if (ctx != NULL) RK(rk_context_destroy(ctx));
    int created = 0;
    for (int i = 0; i < TRANSFER_COUNT; i++) created += transfers[i] != NULL;
    if (records_freed != created)
        fail("%d transfer records freed by their destroy notify, expected %d", records_freed, created);
    CM(curl_multi_cleanup(multi));
    curl_global_cleanup();

    if (failures) {
        printf("rk-curl: FAILED (%d problems)\n", failures);
        return 1;
    }
    printf("rk-curl: ok (6 transfers: 2 pages, 1 paused-and-resumed stream and 1 download on its own "
           "thread completed, 1 page failed with HTTP 500, 1 stream cancelled; 5 component loads: 1 failed, "
           "2 ended, 1 superseded and 1 cancelled with their transfers aborted)\n");
    return 0;
}
