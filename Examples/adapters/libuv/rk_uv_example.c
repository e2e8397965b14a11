/*
 * rk-uv-example: "pull up to load more" in a libuv program, through rk_uv.
 *
 * Everything runs in one uv loop: a scripted finger drags a list past its end on a uv_timer_t (the
 * host's own timer), RefreshKit's footer answers (Pulling, then Refreshing on release), and its
 * "refreshing" trigger -- the signal that starts a load, fired when the 0.25 s begin animation ends,
 * not the state change -- starts a real HTTP request over uv_tcp_t to the local server
 * (Examples/server/rk_http_server.py). The request is an rk_task with a spinner bound to it; the
 * response's items become rows, and the footer ends refreshing, or ends with "No more data" after
 * the last page. The activity monitor shows while requests run. When the last end animation is
 * over and the network is idle, the program detaches the adapter and the loop ends by itself.
 *
 * The 0.25 s timer is started by rk_component_set_metrics called from the host's timer, with no other
 * event after it: the loop runs it only because RefreshKit makes its fd readable for a deadline
 * earlier than the adapter knew (the deadline rule), and rk_uv dispatches and re-arms.
 *
 * Usage: rk-uv-example BASE_URL [--quiet]   e.g. http://127.0.0.1:8080 (a server with 3 pages)
 * Prints a timeline, then "rk-uv-example: ok (...)"; exit status 0 only if every step happened.
 */
#define _POSIX_C_SOURCE 200809L
#include "rk_uv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROW_HEIGHT 50.0
#define MAX_PAGES 20

static uv_loop_t *loop;
static rk_context *ctx;
static rk_uv_source *source;
static rk_footer *footer;
static rk_indicator *spinner;
static uv_timer_t finger;          /* the scripted gesture: the host's own timer */
static struct sockaddr_in server;
static rk_scroll_metrics view;     /* the scroll view, as the host applies the footer's requests */
static int quiet;
static int failures;
static int rows = 20;
static int pages_loaded;
static int no_more_data;
static int drag_step;

static void say(const char *fmt, ...) {
    if (quiet) return;
    va_list ap;
    va_start(ap, fmt);
    fputs("rk-uv-example: ", stdout);
    vprintf(fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
    fflush(stdout);
}

static int check(rk_status status, const char *what) {
    if (status == RK_OK) return 1;
    char message[256];
    rk_last_error_message(message, sizeof message);
    printf("rk-uv-example: FAIL: %s: %s (%s)\n", what, rk_status_string(status), message);
    failures++;
    return 0;
}
#define RK(call) check((call), #call)

static int check_uv(int rc, const char *what) {
    if (rc == 0) return 1;
    printf("rk-uv-example: FAIL: %s: %s\n", what, uv_strerror(rc));
    failures++;
    return 0;
}
#define UV(call) check_uv((call), #call)

static void push_metrics(void) {
    view.content_height = rows * ROW_HEIGHT;
    RK(rk_component_set_metrics(footer, &view));
}

/* ---- the finger: drag past the trigger, then lift ---- */

static void finger_moves(uv_timer_t *timer) {
    rk_footer_geometry g = {.struct_size = sizeof g};
    if (!RK(rk_footer_get_geometry(footer, &g))) return;
    /* From the resting offset towards 6 points past the trigger, in four moves; then lift. */
    double rest = g.happen_offset, target = g.trigger_offset + 6;
    drag_step++;
    if (drag_step <= 4) {
        view.dragging = 1;
        view.offset_y = rest + (target - rest) * drag_step / 4.0;
    } else {
        view.dragging = 0;
        view.offset_y = target - 2;
        uv_timer_stop(timer);  /* the finger is gone: nothing else happens in the loop */
    }
    push_metrics();
}

static void start_drag(void) {
    drag_step = 0;
    view.offset_y = rows * ROW_HEIGHT - view.viewport_height;  /* scrolled to the end */
    push_metrics();
    UV(uv_timer_start(&finger, finger_moves, 16, 16));
}

/* ---- one page over uv_tcp_t ---- */

struct request {
    uv_tcp_t tcp;
    uv_connect_t connect;
    uv_write_t write;
    rk_task *task;
    int page;
    char text[128];
    char *response;
    size_t length;
    size_t capacity;
};

static void page_done(struct request *r, int32_t error_code, const char *message);

static void on_closed(uv_handle_t *handle) {
    struct request *r = handle->data;
    free(r->response);
    free(r);
}

static void on_alloc(uv_handle_t *handle, size_t suggested, uv_buf_t *buf) {
    struct request *r = handle->data;
    if (r->length + suggested + 1 > r->capacity) {
        size_t cap = r->capacity ? r->capacity * 2 : 8192;
        while (cap < r->length + suggested + 1) cap *= 2;
        char *grown = realloc(r->response, cap);
        if (grown == NULL) {
            *buf = uv_buf_init(NULL, 0);  /* libuv reports UV_ENOBUFS */
            return;
        }
        r->response = grown;
        r->capacity = cap;
    }
    *buf = uv_buf_init(r->response + r->length, (unsigned)(r->capacity - r->length - 1));
}

static void on_read(uv_stream_t *stream, ssize_t n, const uv_buf_t *buf) {
    (void)buf;
    struct request *r = stream->data;
    if (n > 0) {
        r->length += (size_t)n;
        return;
    }
    if (n == 0) return;
    uv_read_stop(stream);
    if (n != UV_EOF) {
        page_done(r, 1000 - (int32_t)n, uv_strerror((int)n));  /* 1000 + errno: transport */
        return;
    }
    r->response[r->length] = '\0';
    int status = 0;
    if (sscanf(r->response, "HTTP/%*d.%*d %d", &status) != 1) {
        page_done(r, 1000, "not an HTTP response");
        return;
    }
    const char *body = strstr(r->response, "\r\n\r\n");
    body = body ? body + 4 : "";
    if (status != 200) {
        char message[160];
        snprintf(message, sizeof message, "HTTP %d: %.*s", status, (int)strcspn(body, "\n"), body);
        page_done(r, status, message);
        return;
    }
    int items = 0;
    for (const char *p = body; (p = strstr(p, "\"Item ")) != NULL; p++) items++;
    rows += items;
    pages_loaded++;
    no_more_data = strstr(body, "\"last\": true") != NULL;
    say("page %d: HTTP 200, %d items%s", r->page, items, no_more_data ? ", the last page" : "");
    page_done(r, 0, NULL);
}

static void on_written(uv_write_t *write, int status) {
    struct request *r = write->data;
    if (status < 0) {
        page_done(r, 1000 - status, uv_strerror(status));
        return;
    }
    UV(uv_read_start((uv_stream_t *)&r->tcp, on_alloc, on_read));
}

static void on_connected(uv_connect_t *connect, int status) {
    struct request *r = connect->data;
    if (status < 0) {
        page_done(r, 1000 - status, uv_strerror(status));
        return;
    }
    snprintf(r->text, sizeof r->text, "GET /items?page=%d HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", r->page);
    uv_buf_t buf = uv_buf_init(r->text, (unsigned)strlen(r->text));
    r->write.data = r;
    UV(uv_write(&r->write, (uv_stream_t *)&r->tcp, &buf, 1, on_written));
}

static void load_page(int page) {
    struct request *r = calloc(1, sizeof *r);
    if (r == NULL) {
        printf("rk-uv-example: FAIL: out of memory\n");
        failures++;
        return;
    }
    r->page = page;
    if (!RK(rk_task_create(ctx, &r->task))) {
        free(r);
        return;
    }
    RK(rk_indicator_set_animating_with_state_of_task(spinner, r->task));
    UV(uv_tcp_init(loop, &r->tcp));
    r->tcp.data = r;
    r->connect.data = r;
    if (!UV(uv_tcp_connect(&r->connect, &r->tcp, (const struct sockaddr *)&server, on_connected))) return;
    RK(rk_task_resume(r->task));
}

static void end_done(void *f, int32_t finished, void *user_data);

/* The load is over: report it, end the footer's refreshing, close the connection. */
static void page_done(struct request *r, int32_t error_code, const char *message) {
    RK(rk_task_complete(r->task, error_code, message));
    if (error_code != 0) {
        printf("rk-uv-example: FAIL: page %d: error %d: %s\n", r->page, (int)error_code, message);
        failures++;
    }
    push_metrics();  /* the new rows */
    if (error_code == 0 && no_more_data)
        RK(rk_component_end_refreshing_with_no_more_data(footer, end_done, NULL));
    else
        RK(rk_component_end_refreshing(footer, end_done, NULL));
    uv_close((uv_handle_t *)&r->tcp, on_closed);
}

/* ---- RefreshKit's signals ---- */

static void on_state(rk_footer *f, int32_t state, int32_t old, void *user_data) {
    (void)f;
    (void)user_data;
    say("footer %s -> %s", rk_footer_state_name(old), rk_footer_state_name(state));
}

/* The trigger: load the next page now. */
static void on_refreshing(rk_footer *f, void *user_data) {
    (void)f;
    (void)user_data;
    say("\"refreshing\": loading page %d", pages_loaded + 1);
    load_page(pages_loaded + 1);
}

static void on_label(rk_footer *f, const char *text, void *user_data) {
    (void)f;
    (void)user_data;
    say("label \"%s\"", text);
}

static void on_inset(rk_footer *f, double bottom, double duration, void *user_data) {
    (void)f;
    (void)duration;
    (void)user_data;
    view.inset_bottom = bottom;  /* applied at once (a real view would animate) */
}

static void on_offset(rk_footer *f, double offset_y, double duration, void *user_data) {
    (void)f;
    (void)duration;
    (void)user_data;
    view.offset_y = offset_y;
}

static void on_spinner(rk_indicator *i, void *user_data) {
    (void)i;
    say("spinner %s", (const char *)user_data);
}

/* The end: no more data, its end animation over, and the network idle (the monitor hidden, or it
   never showed for the last request). Then the adapter detaches and the loop ends by itself. */
static int ended;

static void maybe_finish(int just_hidden) {
    if (!no_more_data || !ended || source == NULL) return;
    if (!just_hidden) {
        rk_activity_monitor_info info = {.struct_size = sizeof info};
        if (!RK(rk_activity_monitor_get_info(ctx, &info))) return;
        if (info.visible || info.state != RK_ACTIVITY_NOT_ACTIVE) return;  /* "hidden" comes later */
    }
    say("no more data and the network is idle: detaching");
    rk_uv_detach(source);  /* the loop has nothing left and ends */
    source = NULL;
    uv_close((uv_handle_t *)&finger, NULL);
}

static void on_visibility(rk_context *c, int32_t visible, void *user_data) {
    (void)c;
    (void)user_data;
    say("network activity %s", visible ? "shown" : "hidden");
    if (!visible) maybe_finish(1);
}

/* After an end animation: pull again, or, after the last page, finish. */
static void end_done(void *f, int32_t finished, void *user_data) {
    (void)f;
    (void)user_data;
    if (!finished) return;
    if (no_more_data) {
        ended = 1;
        maybe_finish(0);
    } else if (pages_loaded < MAX_PAGES) {
        start_drag();
    }
}

int main(int argc, char **argv) {
    const char *url = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quiet") == 0) quiet = 1;
        else url = argv[i];
    }
    int port = 0;
    if (url == NULL || sscanf(url, "http://127.0.0.1:%d", &port) != 1 || port <= 0 || port > 65535) {
        fprintf(stderr, "usage: rk-uv-example http://127.0.0.1:PORT [--quiet]\n");
        return 2;
    }
    loop = uv_default_loop();
    if (!UV(uv_ip4_addr("127.0.0.1", port, &server))) return 1;
    if (!RK(rk_context_create(&ctx))) return 1;
    int ok = RK(rk_footer_create(ctx, &footer)) && RK(rk_indicator_create(ctx, &spinner)) &&
             RK(rk_footer_connect_state_changed(footer, on_state, NULL, NULL, NULL)) &&
             RK(rk_footer_connect_refreshing(footer, on_refreshing, NULL, NULL, NULL)) &&
             RK(rk_footer_connect_label_changed(footer, on_label, NULL, NULL, NULL)) &&
             RK(rk_footer_connect_inset_requested(footer, on_inset, NULL, NULL, NULL)) &&
             RK(rk_footer_connect_offset_requested(footer, on_offset, NULL, NULL, NULL)) &&
             RK(rk_indicator_connect_start_animating(spinner, on_spinner, "on", NULL, NULL)) &&
             RK(rk_indicator_connect_stop_animating(spinner, on_spinner, "off", NULL, NULL)) &&
             RK(rk_context_connect_activity_visibility_changed(ctx, on_visibility, NULL, NULL,
                           NULL)) &&
             RK(rk_activity_monitor_set_delays(ctx, 0.05, 0.1)) &&
             RK(rk_activity_monitor_set_enabled(ctx, 1)) &&
             RK(rk_component_set_text_width(footer, 120)) &&
             UV(uv_timer_init(loop, &finger)) &&
             UV(rk_uv_attach(loop, ctx, &source));
    if (ok) {
        memset(&view, 0, sizeof view);
        view.struct_size = sizeof view;
        view.viewport_width = 375;
        view.viewport_height = 600;
        start_drag();
        uv_run(loop, UV_RUN_DEFAULT);  /* returns when the adapter is detached (or nothing is left) */
    }
    if (source != NULL) rk_uv_detach(source);  /* after a failure: close what is left */
    if (!uv_is_closing((uv_handle_t *)&finger)) uv_close((uv_handle_t *)&finger, NULL);
    uv_run(loop, UV_RUN_DEFAULT);
    RK(rk_context_destroy(ctx));
    if (!UV(uv_loop_close(loop))) failures++;

    if (!no_more_data || pages_loaded != 3 || rows != 50) {
        printf("rk-uv-example: FAIL: %d pages, %d rows, no more data: %d (expected 3, 50, 1)\n",
               pages_loaded, rows, no_more_data);
        failures++;
    }
    if (failures) {
        printf("rk-uv-example: FAILED (%d problems)\n", failures);
        return 1;
    }
    printf("rk-uv-example: ok (%d pages loaded by pull-ups, %d rows, no more data)\n", pages_loaded, rows);
    return 0;
}
