/*
 * Tests of rk_glib_source with real GMainLoops (GLib's test framework; one GMainContext per test):
 * timing (test_glib_timing.c), the deadline case (test_glib_deadline.c), and lifecycle and threads
 * (test_glib_lifecycle.c). This file holds the fixture and main.
 *
 * Liveness is bounded by generous real timeouts (a run that needs one of them has failed); nothing
 * asserts how long anything took. Where a test needs to know "not yet", it uses a host clock that
 * only the test moves.
 */
#include "test_glib_fixture.h"

void fixture_set_up(Fixture *f, gconstpointer data) {
    (void)data;
    f->main_context = g_main_context_new();
    g_main_context_push_thread_default(f->main_context);
    f->loop = g_main_loop_new(f->main_context, FALSE);
    CHECK_RK(rk_context_create(&f->ctx));
    f->source = NULL;
}

void fixture_tear_down(Fixture *f, gconstpointer data) {
    (void)data;
    rk_glib_source_detach(f->source);
    if (f->ctx != NULL) CHECK_RK(rk_context_destroy(f->ctx));
    g_main_loop_unref(f->loop);
    g_main_context_pop_thread_default(f->main_context);
    g_main_context_unref(f->main_context);
}

void attach(Fixture *f) {
    CHECK_RK(rk_glib_source_attach(f->ctx, f->main_context, &f->source));
}

GSource *add_timeout(Fixture *f, guint ms, GSourceFunc fn, gpointer data) {
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

gboolean quit_on_timeout(gpointer data) {
    g_main_loop_quit(data);
    return G_SOURCE_REMOVE;
}

gboolean run_until_quit(Fixture *f) {
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

int main(int argc, char **argv) {
    g_test_init(&argc, &argv, NULL);
    add_timing_tests();
    add_deadline_tests();
    add_lifecycle_tests();
    return g_test_run();
}
