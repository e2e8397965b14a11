/*
 * rk-demo: a small C host of RefreshKit.
 *
 * It does what every host does: creates a context, looks at the signals an object offers, connects
 * handlers, makes things happen (a synchronous emission, work posted from a worker thread, a timer),
 * and runs the context's loop on its fd with poll(2) until the work is done. Everything it prints
 * comes from a callback RefreshKit made through libffi.
 *
 * Then a footer under a scripted list: two pull-ups (drag past the trigger, release, rows arrive,
 * end) on a fake clock, printed as a timeline of states, frames, rects and requests.
 *
 * Last, a load-more session in real time: a worker thread plays three network tasks; a spinner and
 * the footer follow them, and the activity monitor shows and hides with its delays.
 *
 * Usage: rk-demo [--quiet] [--help]
 */
#define _POSIX_C_SOURCE 200809L
#include <refreshkit.h>

#include <inttypes.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int quiet;

#define SAY(...) do { if (!quiet) { printf(__VA_ARGS__); fflush(stdout); } } while (0)

static int check(rk_status status, const char *what) {
    if (status == RK_OK) return 1;
    char message[256];
    rk_last_error_message(message, sizeof message);
    fprintf(stderr, "rk-demo: %s failed: %s (%s)\n", what, rk_status_string(status), message);
    exit(1);
}

static const char *type_name(rk_type type) {
    switch (type) {
    case RK_TYPE_VOID: return "void";
    case RK_TYPE_POINTER: return "void *";
    case RK_TYPE_INT32: return "int32_t";
    case RK_TYPE_INT64: return "int64_t";
    case RK_TYPE_UINT64: return "uint64_t";
    case RK_TYPE_DOUBLE: return "double";
    case RK_TYPE_STRING: return "const char *";
    default: return "?";
    }
}

/* ---- handlers: called by RefreshKit through libffi with the signal's exact signature ---- */

struct tally {
    const char *name;
    int calls;
    int notified;
};

static void on_values(void *probe, void *pointer, int32_t i32, int64_t i64, uint64_t u64, double real,
                      const char *text, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    SAY("  [%s] values: pointer=%p i32=%" PRId32 " i64=%" PRId64 " u64=%" PRIu64 " real=%g text=\"%s\"\n",
        tally->name, pointer, i32, i64, u64, real, text);
}

static double on_measure(void *probe, const char *text, double size, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    double width = (double)strlen(text) * size * 0.5;
    SAY("  [%s] measure \"%s\" at %g -> %g\n", tally->name, text, size, width);
    return width;
}

static void on_ping(void *probe, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    SAY("  [%s] ping\n", tally->name);
}

static void on_destroy_notify(void *user_data) {
    struct tally *tally = user_data;
    tally->notified++;
    SAY("  [%s] destroy_notify (after %d calls)\n", tally->name, tally->calls);
}

/* ---- work posted from a worker thread, and a timer ---- */

struct job {
    int number;
    int *done;
};

static void run_job(void *user_data, int32_t finished) {
    struct job *job = user_data;
    SAY("  work item %d ran on the loop thread (finished=%d)\n", job->number, finished);
    if (finished) (*job->done)++;
    free(job);
}

struct worker_args {
    rk_context *ctx;
    int *done;
};

static void *worker(void *arg) {
    struct worker_args *args = arg;
    for (int i = 1; i <= 3; i++) {
        struct job *job = malloc(sizeof *job);
        if (job == NULL) abort();
        job->number = i;
        job->done = args->done;
        check(rk_context_post(args->ctx, run_job, job), "rk_context_post");
    }
    return NULL;
}

static void on_timer(void *user_data, int32_t finished) {
    int *fired = user_data;
    *fired = finished;
    SAY("  timer fired (finished=%d)\n", finished);
}


/* ---- part 2: the footer, driven by a scripted pull-up on a fake clock ---- */

static double demo_clock;
static double clock_now(void *user_data) { (void)user_data; return demo_clock; }

struct host_view {
    rk_context *ctx;
    rk_footer *footer;
    rk_scroll_metrics metrics;
    int rows;
    int loads;
    int completions;
    int transitions;
};

static const char *state_name(int32_t state) {
    switch (state) {
    case RK_FOOTER_IDLE: return "Idle";
    case RK_FOOTER_PULLING: return "Pulling";
    case RK_FOOTER_REFRESHING: return "Refreshing";
    case RK_FOOTER_WILL_REFRESH: return "WillRefresh";
    case RK_FOOTER_NO_MORE_DATA: return "NoMoreData";
    default: return "?";
    }
}

static void on_state(void *footer, int32_t state, int32_t old, void *user_data) {
    struct host_view *view = user_data;
    (void)footer;
    view->transitions++;
    SAY("  %6.3f  state      %s -> %s\n", demo_clock, state_name(old), state_name(state));
}

static void on_percent(void *footer, double percent, void *user_data) {
    (void)footer; (void)user_data;
    SAY("  %6.3f  percent    %.3f\n", demo_clock, percent);
}

static void on_frame(void *footer, uint64_t image, int32_t index, void *user_data) {
    (void)footer; (void)user_data;
    SAY("  %6.3f  gif frame  image %" PRIu64 " (#%d)\n", demo_clock, image, index);
}

static void on_gif_visibility(void *footer, int32_t visible, void *user_data) {
    (void)footer; (void)user_data;
    SAY("  %6.3f  gif        %s\n", demo_clock, visible ? "shown" : "hidden");
}

static void on_layout(void *footer, double x, double y, double w, double h, double gx, double gy, double gw,
                      double gh, int32_t mode, void *user_data) {
    (void)footer; (void)user_data;
    SAY("  %6.3f  layout     footer (%g, %g, %g x %g), gif (%g, %g, %g x %g) %s\n", demo_clock, x, y, w, h, gx,
        gy, gw, gh, mode == RK_CONTENT_MODE_RIGHT ? "right" : "center");
}

/* The host applies the footer's requests to its scroll view, as UIKit would. */
static void on_inset(void *footer, double bottom, double duration, void *user_data) {
    struct host_view *view = user_data;
    (void)footer;
    view->metrics.inset_bottom = bottom;
    SAY("  %6.3f  request    bottom inset %g over %.2fs\n", demo_clock, bottom, duration);
}

static void on_offset(void *footer, double offset, double duration, void *user_data) {
    struct host_view *view = user_data;
    (void)footer;
    view->metrics.offset_y = offset;
    SAY("  %6.3f  request    offset %g over %.2fs\n", demo_clock, offset, duration);
}

static void on_label(void *footer, const char *text, void *user_data) {
    (void)footer; (void)user_data;
    SAY("  %6.3f  label      \"%s\"\n", demo_clock, text);
}

static double on_measure_text(void *footer, const char *text, void *user_data) {
    (void)footer; (void)user_data;
    return 7.5 * (double)strlen(text); /* a monospace font: 7.5 points per byte */
}

/* The load-more trigger: the host "fetches" 20 rows (44 points each). */
static void on_refreshing(void *footer, void *user_data) {
    struct host_view *view = user_data;
    (void)footer;
    view->loads++;
    SAY("  %6.3f  REFRESHING load #%d: fetching 20 more rows\n", demo_clock, view->loads);
}

static void on_end_done(rk_footer *footer, int32_t finished, void *user_data) {
    struct host_view *view = user_data;
    (void)footer;
    view->completions++;
    SAY("  %6.3f  completion end (finished=%d)\n", demo_clock, finished);
}

static void scroll_to(struct host_view *view, double offset, int dragging) {
    view->metrics.offset_y = offset;
    view->metrics.dragging = dragging;
    check(rk_footer_set_metrics(view->footer, &view->metrics), "rk_footer_set_metrics");
}

static void advance(struct host_view *view, double seconds) {
    double end = demo_clock + seconds;
    for (;;) {
        double timeout = -1;
        check(rk_context_next_timeout(view->ctx, &timeout), "rk_context_next_timeout");
        if (timeout < 0 || demo_clock + timeout > end) break;
        demo_clock += timeout;
        check(rk_context_dispatch(view->ctx, NULL), "rk_context_dispatch");
    }
    demo_clock = end;
}

static void rows_arrived(struct host_view *view, int rows) {
    view->rows += rows;
    view->metrics.content_height = 44.0 * view->rows;
    check(rk_footer_set_data_count(view->footer, view->rows), "rk_footer_set_data_count");
    check(rk_footer_set_metrics(view->footer, &view->metrics), "rk_footer_set_metrics");
}

static int run_footer_timeline(rk_context *ctx) {
    struct host_view view;
    rk_image idle[8], pulling[3], refreshing[3];
    memset(&view, 0, sizeof view);
    view.ctx = ctx;
    check(rk_context_set_clock(ctx, clock_now, NULL), "rk_context_set_clock");
    check(rk_footer_create(ctx, &view.footer), "rk_footer_create");
    for (int i = 0; i < 8; i++) idle[i] = (rk_image){100u + (uint64_t)i, 60, 60};
    for (int i = 0; i < 3; i++) pulling[i] = (rk_image){200u + (uint64_t)i, 40, 40};
    for (int i = 0; i < 3; i++) refreshing[i] = (rk_image){300u + (uint64_t)i, 40, 40};

    check(rk_connect(view.footer, "state-changed", (rk_callback)on_state, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "pulling-percent", (rk_callback)on_percent, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "frame-changed", (rk_callback)on_frame, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "gif-visibility", (rk_callback)on_gif_visibility, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "layout-changed", (rk_callback)on_layout, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "inset-requested", (rk_callback)on_inset, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "offset-requested", (rk_callback)on_offset, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "label-changed", (rk_callback)on_label, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "measure-text", (rk_callback)on_measure_text, &view, NULL, NULL), "connect");
    check(rk_connect(view.footer, "refreshing", (rk_callback)on_refreshing, &view, NULL, NULL), "connect");

    SAY("\nA footer under a 375 x 600 list of 25 rows (content 1100, top inset 64):\n");
    check(rk_footer_set_images(view.footer, RK_FOOTER_IDLE, idle, 8), "set idle images");
    check(rk_footer_set_images(view.footer, RK_FOOTER_PULLING, pulling, 3), "set pulling images");
    check(rk_footer_set_images(view.footer, RK_FOOTER_REFRESHING, refreshing, 3), "set refreshing images");
    view.metrics.struct_size = sizeof view.metrics;
    view.metrics.viewport_width = 375;
    view.metrics.viewport_height = 600;
    view.metrics.inset_top = 64;
    view.metrics.offset_y = -64;
    rows_arrived(&view, 25);

    for (int round = 1; round <= 2; round++) {
        SAY("\n-- pull up #%d: drag past the trigger, release\n", round);
        double happen = view.metrics.content_height - (600 - 64 - view.metrics.inset_bottom) - 64;
        for (double pull = 10; pull <= 70; pull += 20) {
            scroll_to(&view, happen + pull, 1);
            advance(&view, 0.05);
        }
        scroll_to(&view, happen + 66, 0);
        advance(&view, 0.3);
        rows_arrived(&view, 20);
        if (round == 1) {
            SAY("-- rows arrived; end refreshing\n");
            check(rk_footer_end_refreshing(view.footer, on_end_done, &view), "end refreshing");
        } else {
            SAY("-- rows arrived and the server says that was all; end with no more data\n");
            check(rk_footer_end_refreshing_with_no_more_data(view.footer, on_end_done, &view), "end no more data");
        }
        advance(&view, 0.5);
    }
    SAY("\n-- dragging in NoMoreData changes only the percent; then reset\n");
    scroll_to(&view, view.metrics.content_height - 536 - 64 + 30, 1);
    scroll_to(&view, view.metrics.content_height - 536 - 64 + 30, 0);
    check(rk_footer_reset_no_more_data(view.footer, NULL, NULL), "reset");

    rk_footer_state state = 0;
    check(rk_footer_get_state(view.footer, &state), "rk_footer_get_state");
    check(rk_context_set_clock(ctx, NULL, NULL), "rk_context_set_clock");
    int ok = view.loads == 2 && view.completions == 2 && state == RK_FOOTER_IDLE && view.rows == 65;
    SAY("footer: %d loads, %d completions, %d transitions, %d rows, final state %s\n", view.loads,
        view.completions, view.transitions, view.rows, state_name(state));
    return ok;
}


/* ---- part 3: a load-more session: a worker thread plays network tasks ---- */

static double wall_start;
static double wall_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
#define T_MS ((wall_now() - wall_start) * 1000.0)

struct session {
    rk_context *ctx;
    rk_task *tasks[3];
    double durations[3];
    int starts, stops, shown, hidden, completed;
};

static void sleep_seconds(double seconds) {
    struct timespec ts;
    ts.tv_sec = (time_t)seconds;
    ts.tv_nsec = (long)((seconds - (double)ts.tv_sec) * 1e9);
    nanosleep(&ts, NULL);
}

static void *network_worker(void *arg) {
    struct session *session = arg;
    for (int i = 0; i < 3; i++) {
        sleep_seconds(0.05);
        check(rk_task_resume(session->tasks[i]), "rk_task_resume");
        sleep_seconds(session->durations[i]);
        if (i == 2) check(rk_task_complete(session->tasks[i], -1001, "The request timed out."), "complete");
        else check(rk_task_complete(session->tasks[i], 0, NULL), "complete");
    }
    return NULL;
}

static void on_spinner_start(void *indicator, void *user_data) {
    struct session *session = user_data;
    (void)indicator;
    session->starts++;
    SAY("  %5.0f ms  spinner    start\n", T_MS);
}

static void on_spinner_stop(void *indicator, void *user_data) {
    struct session *session = user_data;
    (void)indicator;
    session->stops++;
    SAY("  %5.0f ms  spinner    stop\n", T_MS);
}

static void on_task_completed(void *ctx, void *task, int32_t code, const char *message, void *user_data) {
    struct session *session = user_data;
    (void)ctx;
    session->completed++;
    SAY("  %5.0f ms  task %p completed: %d%s%s\n", T_MS, task, code, *message ? " " : "", message);
}

static void on_activity(void *ctx, int32_t visible, void *user_data) {
    struct session *session = user_data;
    (void)ctx;
    if (visible) session->shown++; else session->hidden++;
    SAY("  %5.0f ms  network activity %s\n", T_MS, visible ? "SHOWN" : "hidden");
}

static void on_session_footer(void *footer, int32_t state, int32_t old, void *user_data) {
    (void)footer; (void)user_data;
    SAY("  %5.0f ms  footer     %s -> %s\n", T_MS, state_name(old), state_name(state));
}

static int run_load_session(rk_context *ctx) {
    struct session session;
    rk_indicator *spinner = NULL;
    rk_footer *footer = NULL;
    pthread_t thread;
    int fd = -1, bound = -1;
    memset(&session, 0, sizeof session);
    session.ctx = ctx;
    session.durations[0] = 0.45; /* long enough for the activity indicator (0.3 s delay) */
    session.durations[1] = 0.40;
    session.durations[2] = 0.10; /* too short to show it: no flicker */

    check(rk_indicator_create(ctx, &spinner), "rk_indicator_create");
    check(rk_footer_create(ctx, &footer), "rk_footer_create");
    for (int i = 0; i < 3; i++) check(rk_task_create(ctx, &session.tasks[i]), "rk_task_create");
    check(rk_connect(spinner, "start-animating", (rk_callback)on_spinner_start, &session, NULL, NULL), "connect");
    check(rk_connect(spinner, "stop-animating", (rk_callback)on_spinner_stop, &session, NULL, NULL), "connect");
    check(rk_connect(footer, "state-changed", (rk_callback)on_session_footer, &session, NULL, NULL), "connect");
    check(rk_connect(ctx, "task-completed", (rk_callback)on_task_completed, &session, NULL, NULL), "connect");
    check(rk_connect(ctx, "activity-visibility-changed", (rk_callback)on_activity, &session, NULL, NULL), "connect");
    check(rk_activity_monitor_set_delays(ctx, 0.3, 0.1), "rk_activity_monitor_set_delays");
    check(rk_activity_monitor_set_enabled(ctx, 1), "rk_activity_monitor_set_enabled");
    check(rk_context_fd(ctx, &fd), "rk_context_fd");

    SAY("\nA load-more session: a worker thread plays three requests (450, 400 and 100 ms);\n"
        "the spinner and the footer follow each task; network activity shows after 300 ms:\n");
    wall_start = wall_now();
    if (pthread_create(&thread, NULL, network_worker, &session) != 0) return 0;
    while (session.completed < 3 || session.hidden < session.shown) {
        /* Bind the spinner and the footer to the request in flight (the first not completed). */
        int current = session.completed < 3 ? session.completed : 2;
        if (current != bound) {
            SAY("  %5.0f ms  bind spinner and footer to request %d\n", T_MS, current + 1);
            check(rk_indicator_set_animating_with_state_of_task(spinner, session.tasks[current]), "bind");
            check(rk_footer_set_refreshing_with_state_of_task(footer, session.tasks[current]), "bind footer");
            bound = current;
        }
        double timeout = 0;
        check(rk_context_next_timeout(ctx, &timeout), "rk_context_next_timeout");
        struct pollfd pfd = {fd, POLLIN, 0};
        poll(&pfd, 1, timeout < 0 ? 100 : (int)(timeout * 1000.0 + 0.999));
        check(rk_context_dispatch(ctx, NULL), "rk_context_dispatch");
        if (T_MS > 5000) break;
    }
    pthread_join(thread, NULL);
    check(rk_context_dispatch(ctx, NULL), "rk_context_dispatch");
    int32_t animating = 1;
    check(rk_indicator_is_animating(spinner, &animating), "rk_indicator_is_animating");
    SAY("session: %d completed, spinner %d starts / %d stops, activity shown %d / hidden %d\n", session.completed,
        session.starts, session.stops, session.shown, session.hidden);
    return session.completed == 3 && animating == 0 && session.shown == session.hidden && session.shown >= 1 &&
           session.starts >= 3 && session.stops >= 3;
}

static void usage(void) {
    printf("usage: rk-demo [--quiet] [--help]\n"
           "  Runs a small RefreshKit host: signal introspection, emissions through libffi,\n"
           "  work posted from a worker thread, a timer, and the loop driven by poll(2).\n"
           "  --quiet  print only the final summary line\n");
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quiet") == 0) quiet = 1;
        else if (strcmp(argv[i], "--help") == 0) { usage(); return 0; }
        else { usage(); return 2; }
    }

    uint32_t version = rk_version();
    SAY("RefreshKit %u.%u.%u\n", version >> 16, (version >> 8) & 0xff, version & 0xff);

    rk_context *ctx = NULL;
    check(rk_context_create(&ctx), "rk_context_create");
    rk_probe *probe = NULL;
    check(rk_probe_create(ctx, &probe), "rk_probe_create");

    /* 1. What does a probe offer? Ask, as a language binding would. */
    uint32_t count = 0;
    check(rk_signal_count(RK_KIND_PROBE, &count), "rk_signal_count");
    SAY("\nA probe declares %u signals:\n", count);
    for (uint32_t i = 0; i < count; i++) {
        rk_signal_desc desc;
        desc.struct_size = sizeof desc;
        check(rk_signal_info(RK_KIND_PROBE, i, &desc), "rk_signal_info");
        SAY("  %s %s(void *object", type_name(desc.return_type), desc.name);
        for (uint32_t p = 0; p < desc.param_count; p++) {
            SAY(", %s %s", type_name(desc.param_types[p]), desc.param_names[p]);
        }
        SAY(", void *user_data)\n");
    }

    /* 2. Connect handlers and emit synchronously. */
    struct tally first = {"first", 0, 0}, second = {"second", 0, 0}, ruler = {"ruler", 0, 0},
                 pinger = {"pinger", 0, 0};
    rk_connection second_connection = 0;
    check(rk_connect(probe, "values", (rk_callback)on_values, &first, on_destroy_notify, NULL), "connect");
    check(rk_connect(probe, "values", (rk_callback)on_values, &second, on_destroy_notify, &second_connection),
          "connect");
    check(rk_connect(probe, "measure", (rk_callback)on_measure, &ruler, on_destroy_notify, NULL), "connect");
    check(rk_connect(probe, "ping", (rk_callback)on_ping, &pinger, on_destroy_notify, NULL), "connect");

    SAY("\nEmitting \"values\" to two handlers, in connection order:\n");
    check(rk_probe_emit_values(probe, &first, -7, INT64_MAX, UINT64_MAX, 0.25, "pull up to load more"),
          "emit values");
    SAY("Disconnecting the second handler, emitting again:\n");
    check(rk_disconnect(ctx, second_connection), "rk_disconnect");
    check(rk_probe_emit_values(probe, NULL, 1, 2, 3, 4.5, "只剩一个"), "emit values");

    double width = 0;
    int32_t handled = 0;
    check(rk_probe_emit_measure(probe, "Loading...", 16, &width, &handled), "emit measure");
    SAY("\"measure\" returned %g to RefreshKit (handled=%d)\n", width, handled);

    /* 3. Work from another thread, and a timer, delivered by the loop on this thread. */
    int done = 0, fired = -1;
    check(rk_timer_start(ctx, 0.05, on_timer, &fired, NULL), "rk_timer_start");
    struct worker_args args = {ctx, &done};
    pthread_t thread;
    if (pthread_create(&thread, NULL, worker, &args) != 0) return 1;
    pthread_join(thread, NULL);

    int fd = -1;
    check(rk_context_fd(ctx, &fd), "rk_context_fd");
    SAY("\nLoop: poll(fd=%d) with rk_context_next_timeout, then rk_context_dispatch:\n", fd);
    int rounds = 0;
    while ((done < 3 || fired != 1) && rounds < 1000) {
        double timeout = 0;
        check(rk_context_next_timeout(ctx, &timeout), "rk_context_next_timeout");
        struct pollfd pfd = {fd, POLLIN, 0};
        int wait_ms = timeout < 0 ? 1000 : (int)(timeout * 1000.0 + 0.999);
        poll(&pfd, 1, wait_ms);
        uint32_t ran = 0;
        check(rk_context_dispatch(ctx, &ran), "rk_context_dispatch");
        if (ran > 0) SAY("  dispatch ran %u callbacks\n", ran);
        check(rk_probe_emit_ping(probe), "emit ping");
        rounds++;
    }

    /* 4. The footer: a scripted pull-up, printed as a timeline. */
    int footer_ok = run_footer_timeline(ctx);

    /* 5. Tasks from a worker thread: a spinner, the footer and the activity monitor follow them. */
    int session_ok = run_load_session(ctx);

    /* 6. Destroying the context ends every connection: each destroy_notify runs exactly once. */
    SAY("\nDestroying the context:\n");
    check(rk_context_destroy(ctx), "rk_context_destroy");
    rk_status after = rk_probe_emit_ping(probe);
    SAY("Using the probe afterwards: %s\n", rk_status_string(after));

    int ok = first.calls == 2 && second.calls == 1 && ruler.calls == 1 && pinger.calls == rounds &&
             first.notified == 1 && second.notified == 1 && ruler.notified == 1 && pinger.notified == 1 &&
             done == 3 && fired == 1 && after == RK_ERR_INVALID_HANDLE && footer_ok && session_ok;
    printf("rk-demo: %s (handler calls %d/%d/%d/%d, work %d/3, timer %s, %d loop rounds, footer %s, session %s)\n",
           ok ? "ok" : "FAILED", first.calls, second.calls, ruler.calls, pinger.calls, done,
           fired == 1 ? "fired" : "missing", rounds, footer_ok ? "ok" : "FAILED", session_ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
