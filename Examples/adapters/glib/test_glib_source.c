/*
 * Tests of rk_glib_source with real GMainLoops (GLib's test framework; one GMainContext per test).
 *
 * Liveness is bounded by generous real timeouts (a run that needs one of them has failed); nothing
 * asserts how long anything took. Where a test needs to know "not yet", it uses a host clock that
 * only the test moves.
 */
#include "rk_glib_source.h"

#include <math.h>
#include <stdio.h>

#define CHECK_RK(call) g_assert_cmpstr(rk_status_string(call), ==, rk_status_string(RK_OK))

/* How long a test may wait for something that should happen within a fraction of a second. */
#define LIVENESS_SECONDS 10

typedef struct {
    GMainContext *main_context;
    GMainLoop *loop;
    rk_context *ctx;
    GSource *source;
} Fixture;

static void fixture_set_up(Fixture *f, gconstpointer data) {
    (void)data;
    f->main_context = g_main_context_new();
    g_main_context_push_thread_default(f->main_context);
    f->loop = g_main_loop_new(f->main_context, FALSE);
    CHECK_RK(rk_context_create(&f->ctx));
    f->source = NULL;
}

static void fixture_tear_down(Fixture *f, gconstpointer data) {
    (void)data;
    rk_glib_source_detach(f->source);
    if (f->ctx != NULL) CHECK_RK(rk_context_destroy(f->ctx));
    g_main_loop_unref(f->loop);
    g_main_context_pop_thread_default(f->main_context);
    g_main_context_unref(f->main_context);
}

static void attach(Fixture *f) {
    CHECK_RK(rk_glib_source_attach(f->ctx, f->main_context, &f->source));
}

/* Adds fn as a GLib timeout (or idle, for 0 ms) source of the fixture's main context. */
static GSource *add_timeout(Fixture *f, guint ms, GSourceFunc fn, gpointer data) {
    GSource *source = ms == 0 ? g_idle_source_new() : g_timeout_source_new(ms);
    g_source_set_callback(source, fn, data, NULL);
    g_source_attach(source, f->main_context);
    return source;
}

static gboolean on_liveness_timeout(gpointer data) {
    gboolean *timed_out = data;
    *timed_out = TRUE;
    return G_SOURCE_REMOVE;
}

static gboolean quit_on_timeout(gpointer data) {
    g_main_loop_quit(data);
    return G_SOURCE_REMOVE;
}

/* As run_loop, but the guard quits the loop itself. */
static gboolean run_until_quit(Fixture *f) {
    gboolean timed_out = FALSE;
    GSource *flag = g_timeout_source_new_seconds(LIVENESS_SECONDS);
    g_source_set_callback(flag, on_liveness_timeout, &timed_out, NULL);
    g_source_attach(flag, f->main_context);
    GSource *quit = g_timeout_source_new_seconds(LIVENESS_SECONDS);
    g_source_set_callback(quit, quit_on_timeout, f->loop, NULL);
    g_source_attach(quit, f->main_context);
    g_main_loop_run(f->loop);
    g_source_destroy(flag);
    g_source_unref(flag);
    g_source_destroy(quit);
    g_source_unref(quit);
    return !timed_out;
}

/* ---- posted work from other threads ---- */

#define POST_THREADS 4
#define POSTS_PER_THREAD 250

typedef struct {
    Fixture *f;
    int next[POST_THREADS];
    int total;
    gboolean in_order;
} PostState;

typedef struct {
    PostState *state;
    int thread;
    int seq;
} PostItem;

static void run_post_item(void *data, int32_t finished) {
    PostItem *item = data;
    if (finished) {
        PostState *state = item->state;
        if (item->seq != state->next[item->thread]) state->in_order = FALSE;
        state->next[item->thread] = item->seq + 1;
        if (++state->total == POST_THREADS * POSTS_PER_THREAD) g_main_loop_quit(state->f->loop);
    }
    g_free(item);
}

typedef struct {
    PostState *state;
    int thread;
} PosterArgs;

static gpointer poster_thread(gpointer data) {
    PosterArgs *args = data;
    for (int i = 0; i < POSTS_PER_THREAD; i++) {
        PostItem *item = g_new(PostItem, 1);
        *item = (PostItem){args->state, args->thread, i};
        CHECK_RK(rk_context_post(args->state->f->ctx, run_post_item, item));
        if (i % 50 == 0) g_usleep(1000);
    }
    return NULL;
}

static void test_posted_work_from_threads(Fixture *f, gconstpointer data) {
    (void)data;
    attach(f);
    PostState state = {.f = f, .in_order = TRUE};
    PosterArgs args[POST_THREADS];
    GThread *threads[POST_THREADS];
    for (int t = 0; t < POST_THREADS; t++) {
        args[t] = (PosterArgs){&state, t};
        threads[t] = g_thread_new("poster", poster_thread, &args[t]);
    }
    g_assert_true(run_until_quit(f));
    for (int t = 0; t < POST_THREADS; t++) g_thread_join(threads[t]);
    g_assert_cmpint(state.total, ==, POST_THREADS * POSTS_PER_THREAD);
    g_assert_true(state.in_order);
    g_assert_cmpint(rk_glib_source_get_status(f->source), ==, RK_OK);
}

/* ---- timers on a host clock: not before their time, no spinning, rounded up ---- */

static double read_host_clock(void *data) {
    return *(double *)data;
}

typedef struct {
    Fixture *f;
    double *clock;
    int fired;
    double fired_at[2];
    guint64 dispatches_while_frozen;
    gint64 frozen_since;
    gint64 frozen_micros;
} HostClockState;

static void on_host_timer(void *data, int32_t finished) {
    HostClockState *state = data;
    if (!finished) return;
    CHECK_RK(rk_context_now(state->f->ctx, &state->fired_at[state->fired]));
    state->fired++;
    if (state->fired == 1) {
        /* Moving the clock from inside a dispatch: the second timer is due at the next one. */
        *state->clock = 100.040;
    } else {
        g_main_loop_quit(state->f->loop);
    }
}

static gboolean move_host_clock(gpointer data) {
    HostClockState *state = data;
    state->frozen_micros = g_get_monotonic_time() - state->frozen_since;
    state->dispatches_while_frozen = rk_glib_source_get_dispatch_count(state->f->source);
    g_assert_cmpint(state->fired, ==, 0);
    *state->clock = 100.020;
    return G_SOURCE_REMOVE;
}

static void test_timers_on_host_clock(Fixture *f, gconstpointer data) {
    (void)data;
    double clock = 100.0;
    CHECK_RK(rk_context_set_clock(f->ctx, read_host_clock, &clock));
    HostClockState state = {.f = f, .clock = &clock};
    CHECK_RK(rk_timer_start(f->ctx, 0.040, on_host_timer, &state, NULL));
    CHECK_RK(rk_timer_start(f->ctx, 0.020, on_host_timer, &state, NULL));
    attach(f);
    state.frozen_since = g_get_monotonic_time();
    GSource *mover = add_timeout(f, 200, move_host_clock, &state);
    g_assert_true(run_until_quit(f));
    g_source_unref(mover);

    /* Nothing ran while the host clock stood still, though the source woke to look. */
    g_assert_cmpint(state.fired, ==, 2);
    g_assert_cmpfloat(state.fired_at[0], >=, 100.020);
    g_assert_cmpfloat(state.fired_at[1], >=, 100.040);
    /* It woke once per 20 ms timeout at most (plus the attach), never in a tight loop. */
    guint64 bound = (guint64)(state.frozen_micros / 20000) + 2;
    g_assert_cmpuint(state.dispatches_while_frozen, <=, bound);
}

typedef struct {
    Fixture *f;
    guint64 dispatches;
    gint64 micros;
    gint64 started;
    int fired;
} SubMillisecondState;

static void on_sub_ms_timer(void *data, int32_t finished) {
    SubMillisecondState *state = data;
    if (finished) state->fired++;
}

static gboolean stop_sub_ms(gpointer data) {
    SubMillisecondState *state = data;
    state->micros = g_get_monotonic_time() - state->started;
    state->dispatches = rk_glib_source_get_dispatch_count(state->f->source);
    g_main_loop_quit(state->f->loop);
    return G_SOURCE_REMOVE;
}

static void test_sub_millisecond_timeout_rounds_up(Fixture *f, gconstpointer data) {
    (void)data;
    double clock = 5.0;
    CHECK_RK(rk_context_set_clock(f->ctx, read_host_clock, &clock));
    SubMillisecondState state = {.f = f};
    /* 0.4 ms on a clock that never moves: due never, and each wait is one whole millisecond. */
    CHECK_RK(rk_timer_start(f->ctx, 0.0004, on_sub_ms_timer, &state, NULL));
    attach(f);
    state.started = g_get_monotonic_time();
    GSource *stop = add_timeout(f, 100, stop_sub_ms, &state);
    g_assert_true(run_until_quit(f));
    g_source_unref(stop);
    g_assert_cmpint(state.fired, ==, 0);
    /* A timeout rounded down to 0 ms would dispatch many thousands of times in 100 ms. */
    g_assert_cmpuint(state.dispatches, >=, 1);
    g_assert_cmpuint(state.dispatches, <=, (guint64)(state.micros / 1000) + 3);
}

/* ---- real timers, started from inside a dispatch ---- */

typedef struct {
    Fixture *f;
    double delays[3];
    double started_at;
    double fired_at[3];
    int order[3];
    int fired;
} RealTimerState;

typedef struct {
    RealTimerState *state;
    int index;
} RealTimer;

static void on_real_timer(void *data, int32_t finished) {
    RealTimer *timer = data;
    RealTimerState *state = timer->state;
    if (!finished) return;
    CHECK_RK(rk_context_now(state->f->ctx, &state->fired_at[timer->index]));
    state->order[state->fired++] = timer->index;
    if (state->fired == 3) g_main_loop_quit(state->f->loop);
}

static void start_real_timers(void *data, int32_t finished) {
    RealTimer *timers = data;
    if (!finished) return;
    RealTimerState *state = timers[0].state;
    CHECK_RK(rk_context_now(state->f->ctx, &state->started_at));
    for (int i = 0; i < 3; i++)
        CHECK_RK(rk_timer_start(state->f->ctx, state->delays[i], on_real_timer, &timers[i], NULL));
}

static void test_real_timers_fire_in_order(Fixture *f, gconstpointer data) {
    (void)data;
    attach(f);
    RealTimerState state = {.f = f, .delays = {0.060, 0.020, 0.040}};
    RealTimer timers[3] = {{&state, 0}, {&state, 1}, {&state, 2}};
    CHECK_RK(rk_context_post(f->ctx, start_real_timers, timers));
    g_assert_true(run_until_quit(f));
    g_assert_cmpint(state.fired, ==, 3);
    g_assert_cmpint(state.order[0], ==, 1);
    g_assert_cmpint(state.order[1], ==, 2);
    g_assert_cmpint(state.order[2], ==, 0);
    for (int i = 0; i < 3; i++)
        g_assert_cmpfloat(state.fired_at[i], >=, state.started_at + state.delays[i]);
}

/* ---- THE deadline case: a timer started from the loop's own callbacks, no other event ---- */

typedef struct {
    Fixture *f;
    rk_footer *footer;
    int triggers;
    int completions;
    int completion_finished;
    rk_footer_state state_after_begin;
    int long_timer_fired;
} DeadlineState;

static void on_refreshing(rk_footer *footer, void *data) {
    (void)footer;
    DeadlineState *state = data;
    state->triggers++;
    g_main_loop_quit(state->f->loop);
}

static void on_begin_done(rk_footer *footer, int32_t finished, void *data) {
    (void)footer;
    DeadlineState *state = data;
    state->completions++;
    state->completion_finished = finished;
}

static void begin_refreshing(DeadlineState *state) {
    CHECK_RK(rk_footer_begin_refreshing(state->footer, on_begin_done, state));
    CHECK_RK(rk_footer_get_state(state->footer, &state->state_after_begin));
}

static gboolean begin_from_glib(gpointer data) {
    begin_refreshing(data);
    return G_SOURCE_REMOVE;
}

static void begin_from_refreshkit(void *data, int32_t finished) {
    if (finished) begin_refreshing(data);
}

static void on_long_timer(void *data, int32_t finished) {
    DeadlineState *state = data;
    if (finished) state->long_timer_fired = 1;
}

static void deadline_set_up(Fixture *f, DeadlineState *state, double fast) {
    *state = (DeadlineState){.f = f};
    CHECK_RK(rk_footer_create(f->ctx, &state->footer));
    if (fast >= 0) CHECK_RK(rk_footer_set_animation_durations(state->footer, fast, 0.4));
    CHECK_RK(rk_connect(state->footer, "refreshing", (rk_callback)on_refreshing, state, NULL, NULL));
}

static void deadline_check(DeadlineState *state) {
    g_assert_cmpint(state->state_after_begin, ==, RK_FOOTER_REFRESHING);
    g_assert_cmpint(state->triggers, ==, 1);
    g_assert_cmpint(state->completions, ==, 1);
    g_assert_cmpint(state->completion_finished, ==, 1);
}

/* The begin comes from an idle callback once the loop sleeps with no deadline at all. */
static void test_deadline_begin_from_idle(Fixture *f, gconstpointer data) {
    (void)data;
    DeadlineState state;
    deadline_set_up(f, &state, -1); /* the footer's own 0.25 s animation */
    attach(f);
    GSource *idle = add_timeout(f, 0, begin_from_glib, &state);
    g_assert_true(run_until_quit(f));
    g_source_unref(idle);
    deadline_check(&state);
}

/* The begin comes from a GLib timeout while the source waits for a much later timer: the new
   deadline is earlier than the one the source knows. */
static void test_deadline_earlier_than_known(Fixture *f, gconstpointer data) {
    (void)data;
    DeadlineState state;
    deadline_set_up(f, &state, 0.05);
    /* Due after the liveness timeout: a source that only knew this one would time out. */
    rk_timer long_timer = 0;
    CHECK_RK(rk_timer_start(f->ctx, 3.0 * LIVENESS_SECONDS, on_long_timer, &state, &long_timer));
    attach(f);
    GSource *later = add_timeout(f, 30, begin_from_glib, &state);
    g_assert_true(run_until_quit(f));
    g_source_unref(later);
    deadline_check(&state);
    g_assert_cmpint(state.long_timer_fired, ==, 0);
    CHECK_RK(rk_timer_cancel(f->ctx, long_timer));
}

/* A bare timer started from a GLib callback. */
static void on_bare_timer(void *data, int32_t finished) {
    DeadlineState *state = data;
    if (!finished) return;
    state->triggers++;
    g_main_loop_quit(state->f->loop);
}

static gboolean start_timer_from_glib(gpointer data) {
    DeadlineState *state = data;
    CHECK_RK(rk_timer_start(state->f->ctx, 0.05, on_bare_timer, state, NULL));
    return G_SOURCE_REMOVE;
}

static void test_deadline_timer_from_timeout(Fixture *f, gconstpointer data) {
    (void)data;
    DeadlineState state = {.f = f};
    attach(f);
    GSource *later = add_timeout(f, 20, start_timer_from_glib, &state);
    g_assert_true(run_until_quit(f));
    g_source_unref(later);
    g_assert_cmpint(state.triggers, ==, 1);
}

/* The begin comes from inside one of RefreshKit's own callbacks (work the source dispatches). */
static void test_deadline_begin_from_refreshkit_callback(Fixture *f, gconstpointer data) {
    (void)data;
    DeadlineState state;
    deadline_set_up(f, &state, 0.05);
    attach(f);
    CHECK_RK(rk_context_post(f->ctx, begin_from_refreshkit, &state));
    g_assert_true(run_until_quit(f));
    deadline_check(&state);
}

/* ---- attach, detach, destroy ---- */

static void count_work(void *data, int32_t finished) {
    int *count = data;
    if (finished) (*count)++;
}

static gboolean quit_loop(gpointer data) {
    g_main_loop_quit(data);
    return G_SOURCE_REMOVE;
}

static void test_detach_and_reattach(Fixture *f, gconstpointer data) {
    (void)data;
    int ran = 0;
    attach(f);
    g_assert_true(rk_glib_source_get_context(f->source) == f->ctx);
    rk_glib_source_detach(f->source);
    f->source = NULL;
    CHECK_RK(rk_context_post(f->ctx, count_work, &ran));
    /* With no source nothing dispatches the context, however long the loop runs. */
    GSource *stop = add_timeout(f, 50, quit_loop, f->loop);
    g_assert_true(run_until_quit(f));
    g_source_unref(stop);
    g_assert_cmpint(ran, ==, 0);
    attach(f);
    GSource *stop_again = add_timeout(f, 0, quit_loop, f->loop);
    while (ran == 0 && g_main_context_iteration(f->main_context, TRUE)) {}
    g_source_destroy(stop_again);
    g_source_unref(stop_again);
    g_assert_cmpint(ran, ==, 1);
}

typedef struct {
    Fixture *f;
    int ran;
} DetachInside;

static void detach_inside(void *data, int32_t finished) {
    DetachInside *state = data;
    if (!finished) return;
    state->ran++;
    rk_glib_source_detach(state->f->source);
    state->f->source = NULL;
    g_main_loop_quit(state->f->loop);
}

static void test_detach_inside_callback(Fixture *f, gconstpointer data) {
    (void)data;
    DetachInside state = {.f = f};
    int later = 0;
    attach(f);
    GSource *kept = g_source_ref(f->source);
    CHECK_RK(rk_context_post(f->ctx, detach_inside, &state));
    g_assert_true(run_until_quit(f));
    g_assert_true(g_source_is_destroyed(kept));
    g_source_unref(kept);
    /* Work posted after the detach waits for a new source. */
    CHECK_RK(rk_context_post(f->ctx, count_work, &later));
    while (g_main_context_iteration(f->main_context, FALSE)) {}
    g_assert_cmpint(later, ==, 0);
    attach(f);
    while (later == 0 && g_main_context_iteration(f->main_context, TRUE)) {}
    g_assert_cmpint(state.ran, ==, 1);
    g_assert_cmpint(later, ==, 1);
}

static void test_context_destroyed_first(Fixture *f, gconstpointer data) {
    (void)data;
    attach(f);
    CHECK_RK(rk_context_destroy(f->ctx));
    f->ctx = NULL;
    g_test_expect_message(G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*context was destroyed*");
    gint64 give_up = g_get_monotonic_time() + LIVENESS_SECONDS * G_USEC_PER_SEC;
    while (!g_source_is_destroyed(f->source) && g_get_monotonic_time() < give_up)
        g_main_context_iteration(f->main_context, TRUE);
    g_test_assert_expected_messages();
    g_assert_true(g_source_is_destroyed(f->source));
    g_assert_cmpint(rk_glib_source_get_status(f->source), ==, RK_ERR_INVALID_HANDLE);
}

/* ---- threads ---- */

static gpointer create_on_other_thread(gpointer data) {
    GSource *source = NULL;
    rk_status status = rk_glib_source_new(data, &source);
    g_assert_null(source);
    return GINT_TO_POINTER(status);
}

typedef struct {
    GMainContext *main_context;
    GSource *source;
    gint stop;
} OtherLoop;

static gpointer iterate_other_context(gpointer data) {
    OtherLoop *other = data;
    g_main_context_push_thread_default(other->main_context);
    while (!g_atomic_int_get(&other->stop)) g_main_context_iteration(other->main_context, TRUE);
    g_main_context_pop_thread_default(other->main_context);
    return NULL;
}

static void test_wrong_thread(Fixture *f, gconstpointer data) {
    (void)data;
    GThread *creator = g_thread_new("creator", create_on_other_thread, f->ctx);
    g_assert_cmpint(GPOINTER_TO_INT(g_thread_join(creator)), ==, RK_ERR_WRONG_THREAD);

    /* A source attached to a main context that another thread iterates stops at its first
       dispatch, and says why. */
    int ran = 0;
    OtherLoop other = {.main_context = g_main_context_new()};
    CHECK_RK(rk_glib_source_attach(f->ctx, other.main_context, &other.source));
    g_test_expect_message(G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*wrong thread*");
    GThread *iterator = g_thread_new("iterator", iterate_other_context, &other);
    CHECK_RK(rk_context_post(f->ctx, count_work, &ran));
    gint64 give_up = g_get_monotonic_time() + LIVENESS_SECONDS * G_USEC_PER_SEC;
    while (!g_source_is_destroyed(other.source) && g_get_monotonic_time() < give_up) g_usleep(1000);
    g_atomic_int_set(&other.stop, 1);
    g_main_context_wakeup(other.main_context);
    g_thread_join(iterator);
    g_test_assert_expected_messages();
    g_assert_true(g_source_is_destroyed(other.source));
    g_assert_cmpint(rk_glib_source_get_status(other.source), ==, RK_ERR_WRONG_THREAD);
    g_assert_cmpint(ran, ==, 0);
    rk_glib_source_detach(other.source);
    g_main_context_unref(other.main_context);
    /* The work is still pending; the right source runs it. */
    attach(f);
    while (ran == 0 && g_main_context_iteration(f->main_context, TRUE)) {}
    g_assert_cmpint(ran, ==, 1);
}

/* ---- a nested main loop inside a RefreshKit callback ---- */

typedef struct {
    Fixture *f;
    GMainLoop *nested;
    int inner_fired;
    int outer_done;
} NestedState;

static void on_inner_timer(void *data, int32_t finished) {
    NestedState *state = data;
    if (!finished) return;
    state->inner_fired++;
    g_main_loop_quit(state->nested);
}

static void run_nested_loop(void *data, int32_t finished) {
    NestedState *state = data;
    if (!finished) return;
    CHECK_RK(rk_timer_start(state->f->ctx, 0.02, on_inner_timer, state, NULL));
    /* A modal wait: the same main context, run again from inside this callback (bounded too). */
    GSource *guard = g_timeout_source_new_seconds(LIVENESS_SECONDS);
    g_source_set_callback(guard, quit_on_timeout, state->nested, NULL);
    g_source_attach(guard, state->f->main_context);
    g_main_loop_run(state->nested);
    g_source_destroy(guard);
    g_source_unref(guard);
    state->outer_done = 1;
    g_main_loop_quit(state->f->loop);
}

static void test_nested_main_loop(Fixture *f, gconstpointer data) {
    (void)data;
    NestedState state = {.f = f, .nested = g_main_loop_new(f->main_context, FALSE)};
    attach(f);
    CHECK_RK(rk_context_post(f->ctx, run_nested_loop, &state));
    g_assert_true(run_until_quit(f));
    g_assert_cmpint(state.inner_fired, ==, 1);
    g_assert_cmpint(state.outer_done, ==, 1);
    g_main_loop_unref(state.nested);
}

int main(int argc, char **argv) {
    g_test_init(&argc, &argv, NULL);
#define ADD(path, fn) g_test_add("/glib-source/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
    ADD("posted-work-from-threads", test_posted_work_from_threads);
    ADD("timers-on-host-clock", test_timers_on_host_clock);
    ADD("sub-millisecond-timeout-rounds-up", test_sub_millisecond_timeout_rounds_up);
    ADD("real-timers-fire-in-order", test_real_timers_fire_in_order);
    ADD("deadline/begin-from-idle", test_deadline_begin_from_idle);
    ADD("deadline/earlier-than-known", test_deadline_earlier_than_known);
    ADD("deadline/timer-from-timeout", test_deadline_timer_from_timeout);
    ADD("deadline/begin-from-refreshkit-callback", test_deadline_begin_from_refreshkit_callback);
    ADD("detach-and-reattach", test_detach_and_reattach);
    ADD("detach-inside-callback", test_detach_inside_callback);
    ADD("context-destroyed-first", test_context_destroyed_first);
    ADD("wrong-thread", test_wrong_thread);
    ADD("nested-main-loop", test_nested_main_loop);
#undef ADD
    return g_test_run();
}
