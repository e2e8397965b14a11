/*
 * The GLib adapter's lifecycle tests: attach and detach, detach inside a callback, the context
 * destroyed first, the wrong thread, a nested main loop inside a callback.
 */
#include "test_glib_fixture.h"

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

void add_lifecycle_tests(void) {
    ADD_TEST("detach-and-reattach", test_detach_and_reattach);
    ADD_TEST("detach-inside-callback", test_detach_inside_callback);
    ADD_TEST("context-destroyed-first", test_context_destroyed_first);
    ADD_TEST("wrong-thread", test_wrong_thread);
    ADD_TEST("nested-main-loop", test_nested_main_loop);
}
