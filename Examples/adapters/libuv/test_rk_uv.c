/*
 * Tests of rk_uv, each in a real libuv loop (its own uv_loop_t) with a real RefreshKit context on the
 * monotonic clock. No test measures time: a 10 s watchdog timer only ends a test that would hang,
 * and fails it. Each test ends by detaching, running the loop until every handle is closed, and
 * uv_loop_close, which fails if the adapter left a handle open.
 *
 * The deadline tests are the point of the adapter: a call made from one of the loop's own callbacks
 * (a uv_timer_t of the host, not the adapter's) starts a RefreshKit timer, and nothing else happens;
 * the timer must still run. With RefreshKit 1.0 (no deadline wakeup) they fail by the watchdog.
 *
 * Usage: test-rk-uv [TEST_NAME]   (no argument: every test)
 */
#define _POSIX_C_SOURCE 200809L
#include "rk_uv.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int failures;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            printf("  FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                 \
            failures++;                                                              \
        }                                                                            \
    } while (0)

/* A log compared with what it must be; on a difference both are printed. */
#define CHECK_LOG(log, expected)                                                     \
    do {                                                                             \
        if (strcmp((log), (expected)) != 0) {                                        \
            printf("  FAIL %s:%d: the log is\n    %s\n  expected\n    %s\n",         \
                   __FILE__, __LINE__, (log), (expected));                           \
            failures++;                                                              \
        }                                                                            \
    } while (0)

#define RK_OK_(call)                                                                 \
    do {                                                                             \
        rk_status _s = (call);                                                       \
        if (_s != RK_OK) {                                                           \
            char _m[256];                                                            \
            rk_last_error_message(_m, sizeof _m);                                    \
            printf("  FAIL %s:%d: %s: %s (%s)\n", __FILE__, __LINE__, #call,         \
                   rk_status_string(_s), _m);                                        \
            failures++;                                                              \
        }                                                                            \
    } while (0)

#define UV_OK(call)                                                                  \
    do {                                                                             \
        int _r = (call);                                                             \
        if (_r != 0) {                                                               \
            printf("  FAIL %s:%d: %s: %s\n", __FILE__, __LINE__, #call, uv_strerror(_r)); \
            failures++;                                                              \
        }                                                                            \
    } while (0)

static void sleep_ms(int ms) {
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* ---- a fixture: one loop, one context, the adapter, a watchdog, an event log ---- */

struct fixture {
    uv_loop_t loop;
    uv_timer_t watchdog;
    rk_context *ctx;
    rk_uv_source *source;
    int watchdog_fired;
    int finished;
    char log[2048];
};

static void note(struct fixture *f, const char *fmt, ...) {
    size_t used = strlen(f->log);
    if (used + 2 >= sizeof f->log) return;
    if (used) f->log[used++] = ' ';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->log + used, sizeof f->log - used, fmt, ap);
    va_end(ap);
}

static void on_watchdog(uv_timer_t *timer) {
    struct fixture *f = timer->data;
    f->watchdog_fired = 1;
    printf("  FAIL: the watchdog fired after 10 s: the loop missed an event or a deadline (log: %s)\n",
           f->log);
    failures++;
    uv_stop(&f->loop);
}

static void setup(struct fixture *f) {
    memset(f, 0, sizeof *f);
    UV_OK(uv_loop_init(&f->loop));
    UV_OK(uv_timer_init(&f->loop, &f->watchdog));
    f->watchdog.data = f;
    UV_OK(uv_timer_start(&f->watchdog, on_watchdog, 10000, 0));
    uv_unref((uv_handle_t *)&f->watchdog);  /* the watchdog alone does not keep the loop running */
    RK_OK_(rk_context_create(&f->ctx));
    UV_OK(rk_uv_attach(&f->loop, f->ctx, &f->source));
    CHECK(f->source != NULL);
}

/* Ends the test's loop: detach (the adapter's handles close) and stop the watchdog. */
static void finish(struct fixture *f) {
    if (f->finished) return;
    f->finished = 1;
    rk_uv_detach(f->source);
    f->source = NULL;
    uv_timer_stop(&f->watchdog);
}

static void run(struct fixture *f) {
    uv_run(&f->loop, UV_RUN_DEFAULT);
}

static void teardown(struct fixture *f) {
    finish(f);
    uv_close((uv_handle_t *)&f->watchdog, NULL);
    uv_run(&f->loop, UV_RUN_DEFAULT);  /* the close callbacks: the adapter frees its source */
    CHECK(uv_loop_close(&f->loop) == 0);  /* UV_EBUSY if a handle were left open */
    if (f->ctx) RK_OK_(rk_context_destroy(f->ctx));
}

/* ---- posted work from other threads ---- */

struct post_job {
    struct fixture *f;
    int id;
};

static void work_item(void *user_data, int32_t finished) {
    struct post_job *job = user_data;
    note(job->f, "%s%d", finished ? "work" : "dropped", job->id);
    if (finished && job->id == 3) finish(job->f);
}

static void *poster(void *arg) {
    struct post_job *jobs = arg;
    for (int i = 0; i < 3; i++) {
        sleep_ms(20);  /* the loop is asleep in epoll when each arrives */
        rk_status s = rk_context_post(jobs[i].f->ctx, work_item, &jobs[i]);
        if (s != RK_OK) printf("  FAIL: rk_context_post from a thread: %s\n", rk_status_string(s));
    }
    return NULL;
}

static void test_posted_work_wakes_the_loop(void) {
    struct fixture f;
    setup(&f);
    struct post_job jobs[3] = {{&f, 1}, {&f, 2}, {&f, 3}};
    pthread_t thread;
    CHECK(pthread_create(&thread, NULL, poster, jobs) == 0);
    run(&f);
    pthread_join(thread, NULL);
    CHECK_LOG(f.log, "work1 work2 work3");
    CHECK(!f.watchdog_fired);
    teardown(&f);
}

/* ---- RefreshKit timers: before the attach, and started from RefreshKit's own callbacks ---- */

struct timer_job {
    struct fixture *f;
    const char *name;
    struct timer_job *then;  /* started from this one's callback */
    double then_delay;
    int last;
};

static void timer_fired(void *user_data, int32_t finished) {
    struct timer_job *job = user_data;
    if (!finished) return;
    note(job->f, "%s", job->name);
    if (job->then) RK_OK_(rk_timer_start(job->f->ctx, job->then_delay, timer_fired, job->then, NULL));
    if (job->last) finish(job->f);
}

static void test_timers_run_in_deadline_order(void) {
    struct fixture f;
    memset(&f, 0, sizeof f);
    /* Timers started before the attach: attaching arms the uv timer for the earliest. */
    UV_OK(uv_loop_init(&f.loop));
    RK_OK_(rk_context_create(&f.ctx));
    struct timer_job c2 = {&f, "c2", NULL, 0, 1};
    struct timer_job c1 = {&f, "c1", &c2, 0.01, 0};
    struct timer_job a = {&f, "a", NULL, 0, 0};
    struct timer_job b = {&f, "b", &c1, 0.005, 0};
    RK_OK_(rk_timer_start(f.ctx, 0.06, timer_fired, &b, NULL));
    RK_OK_(rk_timer_start(f.ctx, 0.02, timer_fired, &a, NULL));
    UV_OK(uv_timer_init(&f.loop, &f.watchdog));
    f.watchdog.data = &f;
    UV_OK(uv_timer_start(&f.watchdog, on_watchdog, 10000, 0));
    uv_unref((uv_handle_t *)&f.watchdog);
    UV_OK(rk_uv_attach(&f.loop, f.ctx, &f.source));
    run(&f);
    CHECK_LOG(f.log, "a b c1 c2");
    CHECK(!f.watchdog_fired);
    teardown(&f);
}

/* ---- the deadline cases ---- */

struct footer_fixture {
    struct fixture f;
    rk_footer *footer;
    uv_timer_t host_timer;  /* the host's own timer: the adapter knows nothing of it */
    int step;
};

static void on_state(rk_footer *footer, int32_t state, int32_t old, void *user_data) {
    (void)footer;
    struct footer_fixture *ff = user_data;
    note(&ff->f, "state:%d<%d", (int)state, (int)old);
}

static void on_refreshing(rk_footer *footer, void *user_data) {
    (void)footer;
    struct footer_fixture *ff = user_data;
    note(&ff->f, "refreshing");
    finish(&ff->f);
    uv_close((uv_handle_t *)&ff->host_timer, NULL);
}

static void begin_done(void *footer, int32_t finished, void *user_data) {
    (void)footer;
    struct footer_fixture *ff = user_data;
    note(&ff->f, "begin-done:%d", (int)finished);
}

static rk_scroll_metrics setup_a(double offset_y, int32_t dragging) {
    rk_scroll_metrics m;
    memset(&m, 0, sizeof m);
    m.struct_size = sizeof m;
    m.viewport_width = 375;
    m.viewport_height = 600;
    m.content_height = 1000;
    m.inset_top = 64;
    m.offset_y = offset_y;
    m.dragging = dragging;
    return m;
}

static void footer_setup(struct footer_fixture *ff) {
    setup(&ff->f);
    ff->step = 0;
    RK_OK_(rk_footer_create(ff->f.ctx, &ff->footer));
    RK_OK_(rk_footer_connect_state_changed(ff->footer, on_state, ff, NULL, NULL));
    RK_OK_(rk_footer_connect_refreshing(ff->footer, on_refreshing, ff, NULL, NULL));
    rk_scroll_metrics m = setup_a(-64, 0);
    RK_OK_(rk_component_set_metrics(ff->footer, &m));
    UV_OK(uv_timer_init(&ff->f.loop, &ff->host_timer));
    ff->host_timer.data = ff;
}

/* The host's timer calls rk_component_begin_refreshing: it starts the 0.25 s animation, whose end fires
   "refreshing". Nothing else happens in the loop (the watchdog does not keep it running). */
static void begin_from_host_timer(uv_timer_t *timer) {
    struct footer_fixture *ff = timer->data;
    note(&ff->f, "begin");
    RK_OK_(rk_component_begin_refreshing(ff->footer, begin_done, ff));
}

static void test_deadline_begin_refreshing_from_a_host_timer(void) {
    struct footer_fixture ff;
    footer_setup(&ff);
    UV_OK(uv_timer_start(&ff.host_timer, begin_from_host_timer, 10, 0));
    run(&ff.f);
    CHECK_LOG(ff.f.log, "begin state:3<1 refreshing begin-done:1");
    rk_footer_state state = 0;
    RK_OK_(rk_component_get_state(ff.footer, &state));
    CHECK(state == RK_FOOTER_REFRESHING);
    CHECK(!ff.f.watchdog_fired);
    if (ff.f.watchdog_fired) {
        uv_close((uv_handle_t *)&ff.host_timer, NULL);
        printf("  (RefreshKit %u.%u: without the deadline wakeup the begin's timer is never run)\n",
               rk_version() >> 16, (rk_version() >> 8) & 0xff);
    }
    teardown(&ff.f);
}

/* A scripted drag on the host's timer (every 5 ms): to 450 while dragging (Pulling), then release
   at 448 (Refreshing, which starts the 0.25 s timer), then the host's timer stops. */
static void drag_step(uv_timer_t *timer) {
    struct footer_fixture *ff = timer->data;
    rk_scroll_metrics m;
    switch (ff->step++) {
    case 0: m = setup_a(300, 1); break;
    case 1: m = setup_a(450, 1); break;
    default:
        m = setup_a(448, 0);
        uv_timer_stop(timer);  /* the finger is gone: no more host events */
        break;
    }
    RK_OK_(rk_component_set_metrics(ff->footer, &m));
}

static void test_deadline_release_of_a_drag_on_host_timers(void) {
    struct footer_fixture ff;
    footer_setup(&ff);
    UV_OK(uv_timer_start(&ff.host_timer, drag_step, 5, 5));
    run(&ff.f);
    CHECK_LOG(ff.f.log, "state:2<1 state:3<2 refreshing");
    CHECK(!ff.f.watchdog_fired);
    if (ff.f.watchdog_fired) uv_close((uv_handle_t *)&ff.host_timer, NULL);
    teardown(&ff.f);
}

/* The plainest form: rk_timer_start from the host's timer. */
static void timer_from_host(uv_timer_t *timer) {
    struct footer_fixture *ff = timer->data;
    static struct timer_job job;
    job = (struct timer_job){&ff->f, "rk-timer", NULL, 0, 1};
    RK_OK_(rk_timer_start(ff->f.ctx, 0.03, timer_fired, &job, NULL));
    uv_close((uv_handle_t *)timer, NULL);
}

static void test_deadline_rk_timer_started_from_a_host_timer(void) {
    struct footer_fixture ff;
    footer_setup(&ff);
    UV_OK(uv_timer_start(&ff.host_timer, timer_from_host, 10, 0));
    run(&ff.f);
    CHECK_LOG(ff.f.log, "rk-timer");
    CHECK(!ff.f.watchdog_fired);
    teardown(&ff.f);
}

/* ---- a task reported from a worker thread, with an indicator, the footer and the monitor ---- */

struct task_fixture {
    struct fixture f;
    rk_task *task;
    rk_indicator *indicator;
    rk_footer *footer;
    pthread_mutex_t lock;
    pthread_cond_t shown_cond;
    int shown;
};

static void on_start(rk_indicator *i, void *user_data) {
    (void)i;
    note(user_data, "spinner-on");
}

static void on_stop(rk_indicator *i, void *user_data) {
    (void)i;
    note(user_data, "spinner-off");
}

static void on_task_state(rk_footer *footer, int32_t state, int32_t old, void *user_data) {
    (void)footer;
    (void)old;
    note(user_data, "footer:%d", (int)state);
}

static void on_visibility(rk_context *ctx, int32_t visible, void *user_data) {
    (void)ctx;
    struct task_fixture *tf = user_data;
    note(&tf->f, "monitor:%d", (int)visible);
    if (visible) {
        pthread_mutex_lock(&tf->lock);
        tf->shown = 1;
        pthread_cond_signal(&tf->shown_cond);
        pthread_mutex_unlock(&tf->lock);
    } else {
        finish(&tf->f);
    }
}

static void *network(void *arg) {
    struct task_fixture *tf = arg;
    rk_status s = rk_task_resume(tf->task);
    /* The transfer lasts until the monitor has shown (its activation delay passed in the loop),
       so the order below does not depend on how fast this machine is; 10 s at most. */
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 10;
    pthread_mutex_lock(&tf->lock);
    while (!tf->shown)
        if (pthread_cond_timedwait(&tf->shown_cond, &tf->lock, &until) != 0) break;
    pthread_mutex_unlock(&tf->lock);
    if (s == RK_OK) s = rk_task_complete(tf->task, 0, NULL);
    if (s != RK_OK) printf("  FAIL: task report from a thread: %s\n", rk_status_string(s));
    return NULL;
}

static void test_task_reported_from_a_thread(void) {
    struct task_fixture tf;
    setup(&tf.f);
    pthread_mutex_init(&tf.lock, NULL);
    pthread_cond_init(&tf.shown_cond, NULL);
    tf.shown = 0;
    struct fixture *f = &tf.f;
    RK_OK_(rk_task_create(f->ctx, &tf.task));
    RK_OK_(rk_indicator_create(f->ctx, &tf.indicator));
    RK_OK_(rk_footer_create(f->ctx, &tf.footer));
    rk_scroll_metrics m = setup_a(-64, 0);
    RK_OK_(rk_component_set_metrics(tf.footer, &m));
    RK_OK_(rk_indicator_connect_start_animating(tf.indicator, on_start, f, NULL, NULL));
    RK_OK_(rk_indicator_connect_stop_animating(tf.indicator, on_stop, f, NULL, NULL));
    RK_OK_(rk_footer_connect_state_changed(tf.footer, on_task_state, f, NULL, NULL));
    RK_OK_(rk_context_connect_activity_visibility_changed(f->ctx, on_visibility, &tf, NULL, NULL));
    RK_OK_(rk_activity_monitor_set_delays(f->ctx, 0.02, 0.02));
    RK_OK_(rk_activity_monitor_set_enabled(f->ctx, 1));
    RK_OK_(rk_indicator_set_animating_with_state_of_task(tf.indicator, tf.task));
    RK_OK_(rk_component_set_refreshing_with_state_of_task(tf.footer, tf.task));
    f->log[0] = '\0';  /* the bind's own "spinner-off" */
    pthread_t thread;
    CHECK(pthread_create(&thread, NULL, network, &tf) == 0);
    run(f);
    pthread_join(thread, NULL);
    /* Resume: the spinner starts, the footer refreshes, the monitor shows after 0.02 s; completion:
       the spinner stops, the footer goes back to Idle, the monitor hides after 0.02 s. */
    CHECK_LOG(f->log, "spinner-on footer:3 monitor:1 spinner-off footer:1 monitor:0");
    CHECK(!f->watchdog_fired);
    teardown(f);
    pthread_cond_destroy(&tf.shown_cond);
    pthread_mutex_destroy(&tf.lock);
}

/* ---- detach ---- */

static void detach_now(void *user_data, int32_t finished) {
    struct fixture *f = user_data;
    note(f, finished ? "detach" : "detach-dropped");
    if (finished) finish(f);  /* inside the adapter's own dispatch */
}

static void late_item(void *user_data, int32_t finished) {
    note(user_data, finished ? "late-ran" : "late-dropped");
}

static void test_detach_from_inside_a_dispatch(void) {
    struct fixture f;
    setup(&f);
    RK_OK_(rk_context_post(f.ctx, detach_now, &f));
    run(&f);  /* returns: the adapter's handles are closed, the watchdog is stopped */
    RK_OK_(rk_context_post(f.ctx, late_item, &f));
    uv_run(&f.loop, UV_RUN_NOWAIT);  /* detached: nothing dispatches the context any more */
    CHECK_LOG(f.log, "detach");
    uv_close((uv_handle_t *)&f.watchdog, NULL);
    uv_run(&f.loop, UV_RUN_DEFAULT);
    CHECK(uv_loop_close(&f.loop) == 0);
    RK_OK_(rk_context_destroy(f.ctx));  /* the late item ends with finished = 0 */
    CHECK_LOG(f.log, "detach late-dropped");
}

/* ---- two contexts in one loop ---- */

struct other_context {
    rk_uv_source *source;
    int ran;
};

static void other_item(void *user_data, int32_t finished) {
    struct other_context *o = user_data;
    if (!finished) return;
    o->ran++;
    rk_uv_detach(o->source);
}

static void two_item(void *user_data, int32_t finished) {
    struct fixture *f = user_data;
    if (!finished) return;
    note(f, "ran");
    finish(f);
}

static void test_two_contexts_in_one_loop(void) {
    struct fixture f;
    setup(&f);
    rk_context *other = NULL;
    struct other_context o = {NULL, 0};
    RK_OK_(rk_context_create(&other));
    UV_OK(rk_uv_attach(&f.loop, other, &o.source));
    RK_OK_(rk_context_post(other, other_item, &o));
    RK_OK_(rk_context_post(f.ctx, two_item, &f));
    run(&f);  /* returns once both adapters are detached */
    CHECK_LOG(f.log, "ran");
    CHECK(o.ran == 1);
    teardown(&f);
    RK_OK_(rk_context_destroy(other));
}

/* ---- arguments ---- */

static void test_attach_refuses_bad_arguments(void) {
    uv_loop_t loop;
    UV_OK(uv_loop_init(&loop));
    rk_context *ctx = NULL;
    RK_OK_(rk_context_create(&ctx));
    rk_uv_source *source = (rk_uv_source *)&loop;  /* overwritten with NULL on failure */
    CHECK(rk_uv_attach(NULL, ctx, &source) == UV_EINVAL);
    CHECK(rk_uv_attach(&loop, NULL, &source) == UV_EINVAL);
    CHECK(rk_uv_attach(&loop, ctx, NULL) == UV_EINVAL);
    CHECK(rk_uv_attach(&loop, (rk_context *)&loop, &source) == UV_EINVAL);  /* not a handle */
    CHECK(source == NULL);
    rk_context *dead = NULL;
    RK_OK_(rk_context_create(&dead));
    RK_OK_(rk_context_destroy(dead));
    CHECK(rk_uv_attach(&loop, dead, &source) == UV_EINVAL);
    CHECK(rk_uv_status(NULL) == RK_ERR_INVALID_ARGUMENT);
    rk_uv_detach(NULL);
    UV_OK(rk_uv_attach(&loop, ctx, &source));
    CHECK(rk_uv_status(source) == RK_OK);
    rk_uv_detach(source);
    uv_run(&loop, UV_RUN_DEFAULT);
    CHECK(uv_loop_close(&loop) == 0);
    RK_OK_(rk_context_destroy(ctx));
}

static const struct {
    const char *name;
    void (*fn)(void);
} tests[] = {
    {"posted_work_wakes_the_loop", test_posted_work_wakes_the_loop},
    {"timers_run_in_deadline_order", test_timers_run_in_deadline_order},
    {"deadline_begin_refreshing_from_a_host_timer", test_deadline_begin_refreshing_from_a_host_timer},
    {"deadline_release_of_a_drag_on_host_timers", test_deadline_release_of_a_drag_on_host_timers},
    {"deadline_rk_timer_started_from_a_host_timer", test_deadline_rk_timer_started_from_a_host_timer},
    {"task_reported_from_a_thread", test_task_reported_from_a_thread},
    {"detach_from_inside_a_dispatch", test_detach_from_inside_a_dispatch},
    {"two_contexts_in_one_loop", test_two_contexts_in_one_loop},
    {"attach_refuses_bad_arguments", test_attach_refuses_bad_arguments},
};

int main(int argc, char **argv) {
    int ran = 0;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        if (argc > 1 && strcmp(argv[1], tests[i].name) != 0) continue;
        int before = failures;
        tests[i].fn();
        printf("%s %s\n", failures == before ? "ok  " : "FAIL", tests[i].name);
        fflush(stdout);
        ran++;
    }
    if (ran == 0) {
        printf("no test named %s\n", argc > 1 ? argv[1] : "");
        return 1;
    }
    printf("%s: %d tests, %d failures\n", failures ? "FAILED" : "ok", ran, failures);
    return failures ? 1 : 0;
}
