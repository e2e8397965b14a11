/*
 * The GLib adapter's timing tests: work posted from threads, timers on a host clock (not before
 * their time, no spinning, timeouts rounded up), real timers in deadline order.
 */
#include "test_glib_fixture.h"

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

void add_timing_tests(void) {
    ADD_TEST("posted-work-from-threads", test_posted_work_from_threads);
    ADD_TEST("timers-on-host-clock", test_timers_on_host_clock);
    ADD_TEST("sub-millisecond-timeout-rounds-up", test_sub_millisecond_timeout_rounds_up);
    ADD_TEST("real-timers-fire-in-order", test_real_timers_fire_in_order);
}
