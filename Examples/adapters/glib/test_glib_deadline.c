/*
 * THE deadline case: a timer started from the loop's own callbacks, with no other event, still
 * fires (RefreshKit wakes the loop through the context's fd: "a host never misses a deadline", docs/ARCHITECTURE.md §3).
 */
#include "test_glib_fixture.h"

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

static void on_begin_done(void *footer, int32_t finished, void *data) {
    (void)footer;
    DeadlineState *state = data;
    state->completions++;
    state->completion_finished = finished;
}

static void begin_refreshing(DeadlineState *state) {
    CHECK_RK(rk_component_begin_refreshing(state->footer, on_begin_done, state));
    CHECK_RK(rk_component_get_state(state->footer, &state->state_after_begin));
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
    if (fast >= 0) CHECK_RK(rk_component_set_animation_durations(state->footer, fast, 0.4));
    CHECK_RK(rk_footer_connect_refreshing(state->footer, on_refreshing, state, NULL, NULL));
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

void add_deadline_tests(void) {
    ADD_TEST("deadline/begin-from-idle", test_deadline_begin_from_idle);
    ADD_TEST("deadline/earlier-than-known", test_deadline_earlier_than_known);
    ADD_TEST("deadline/timer-from-timeout", test_deadline_timer_from_timeout);
    ADD_TEST("deadline/begin-from-refreshkit-callback", test_deadline_begin_from_refreshkit_callback);
}
