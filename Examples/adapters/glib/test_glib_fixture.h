/*
 * test_glib_fixture.h: what the GLib adapter's tests share: one GMainContext, GMainLoop and
 * rk_context per test, and liveness-bounded loop runs.
 */
#ifndef TEST_GLIB_FIXTURE_H
#define TEST_GLIB_FIXTURE_H

#include "rk_glib_source.h"

#define CHECK_RK(call) g_assert_cmpstr(rk_status_string(call), ==, rk_status_string(RK_OK))

/* How long a test may wait for something that should happen within a fraction of a second. */
#define LIVENESS_SECONDS 10

typedef struct {
    GMainContext *main_context;
    GMainLoop *loop;
    rk_context *ctx;
    GSource *source;
} Fixture;

void fixture_set_up(Fixture *f, gconstpointer data);
void fixture_tear_down(Fixture *f, gconstpointer data);
/* Attaches f->source for f->ctx to f->main_context. */
void attach(Fixture *f);
/* Adds fn as a GLib timeout (or idle, for 0 ms) source of the fixture's main context. */
GSource *add_timeout(Fixture *f, guint ms, GSourceFunc fn, gpointer data);
gboolean quit_on_timeout(gpointer loop);
/* Runs the loop until g_main_loop_quit; FALSE when the liveness timeout ended it instead. */
gboolean run_until_quit(Fixture *f);

/* The test groups, registered by main (test_glib_source.c). */
void add_timing_tests(void);
void add_deadline_tests(void);
void add_lifecycle_tests(void);

#define ADD_TEST(path, fn) g_test_add("/glib-source/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)

#endif
