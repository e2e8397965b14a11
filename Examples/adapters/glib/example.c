/*
 * rk-glib-example: a RefreshKit footer in a GLib main loop, through rk_glib_source.
 *
 * A pretend scroll view (numbers only, no toolkit) is pulled up past its end by GLib timeouts that
 * play a finger's drag. The footer goes Pulling, then Refreshing; its "refreshing" trigger starts a
 * load: a task whose work runs on a worker thread, which completes it from there. The footer is
 * bound to the task, so the completion ends the refresh; the second load is the last, and the host
 * ends with NoMoreData. Everything RefreshKit calls back runs in the GLib loop, woken by the source.
 *
 * Usage: rk-glib-example        (prints a timeline; the last line says ok, and so does the status)
 */
#include "rk_glib_source.h"

#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                              \
    do {                                                                                         \
        rk_status check_status_ = (call);                                                        \
        if (check_status_ != RK_OK) {                                                            \
            char message_[256];                                                                  \
            rk_last_error_message(message_, sizeof message_);                                    \
            fprintf(stderr, "rk-glib-example: %s: %s (%s)\n", #call,                             \
                    rk_status_string(check_status_), message_);                                  \
            exit(1);                                                                             \
        }                                                                                        \
    } while (0)

#define LOADS 2
#define ROWS_PER_LOAD 20
#define ROW_HEIGHT 44.0

static const char *const state_names[] = {"?", "Idle", "Pulling", "Refreshing", "WillRefresh",
                                          "NoMoreData"};

typedef struct {
    GMainLoop *loop;
    rk_context *ctx;
    rk_footer *footer;
    rk_task *task;
    /* The pretend scroll view. */
    double content, inset_bottom, offset;
    int rows, loads, drag_step;
    gboolean done;
    gint64 started;
} App;

static double since(App *app) {
    return (double)(g_get_monotonic_time() - app->started) / 1e6;
}

static void report(App *app, int dragging) {
    rk_scroll_metrics metrics = {
        .struct_size = sizeof metrics, .dragging = dragging, .viewport_width = 320,
        .viewport_height = 480, .content_height = app->content, .inset_bottom = app->inset_bottom,
        .offset_y = app->offset,
    };
    CHECK(rk_component_set_metrics(app->footer, &metrics));
}

/* A finger drags the list up past its end in steps of 12 points, then lets go. */
static gboolean drag_step(gpointer data) {
    App *app = data;
    double rest = app->content + app->inset_bottom - 480;
    if (app->drag_step <= 6) {
        app->offset = rest + 12.0 * app->drag_step++;
        report(app, 1);
        return G_SOURCE_CONTINUE;
    }
    printf("%6.3f  release at offset %.0f\n", since(app), app->offset);
    report(app, 0);
    app->drag_step = 0;
    return G_SOURCE_REMOVE;
}

static void on_state(rk_footer *footer, int32_t state, int32_t old, void *data) {
    (void)footer;
    App *app = data;
    printf("%6.3f  state %s -> %s\n", since(app), state_names[old], state_names[state]);
    /* Back to Idle after a load: the user pulls again a little later. */
    if (state == RK_FOOTER_IDLE && old == RK_FOOTER_REFRESHING) g_timeout_add(100, drag_step, app);
    if (state == RK_FOOTER_NO_MORE_DATA) {
        app->done = TRUE;
        g_main_loop_quit(app->loop);
    }
}

static void on_inset(rk_footer *footer, double bottom, double duration, void *data) {
    (void)footer;
    (void)duration;
    ((App *)data)->inset_bottom = bottom; /* a toolkit would animate over `duration` */
}

static void on_offset(rk_footer *footer, double offset, double duration, void *data) {
    (void)footer;
    (void)duration;
    ((App *)data)->offset = offset;
}

/* The worker: the "network" takes 150 ms, then reports the result from this thread. */
static gpointer download(gpointer data) {
    rk_task *task = data;
    g_usleep(150000);
    CHECK(rk_task_complete(task, 0, NULL));
    return NULL;
}

static void on_completed(rk_task *task, int32_t error_code, const char *message, void *data) {
    (void)message;
    App *app = data;
    app->rows += ROWS_PER_LOAD;
    app->content = app->rows * ROW_HEIGHT;
    app->loads++;
    printf("%6.3f  load %d completed (error %d): %d rows\n", since(app), app->loads, error_code,
           app->rows);
    CHECK(rk_component_set_data_count(app->footer, app->rows));
    report(app, 0);
    /* The binding ends the refresh after this handler; the last page ends it with no more data. */
    if (app->loads == LOADS) CHECK(rk_component_end_refreshing_with_no_more_data(app->footer, NULL, NULL));
    (void)task;
}

/* The trigger: the one signal that starts a load. */
static void on_refreshing(rk_footer *footer, void *data) {
    App *app = data;
    printf("%6.3f  \"refreshing\": load %d starts\n", since(app), app->loads + 1);
    if (app->task != NULL) CHECK(rk_task_destroy(app->task));
    CHECK(rk_task_create(app->ctx, &app->task));
    CHECK(rk_task_connect_completed(app->task, on_completed, app, NULL, NULL));
    CHECK(rk_component_set_refreshing_with_state_of_task(footer, app->task));
    CHECK(rk_task_resume(app->task));
    g_thread_unref(g_thread_new("download", download, app->task));
}

static guint guard_id;

static gboolean give_up(gpointer data) {
    App *app = data;
    guard_id = 0;
    fprintf(stderr, "rk-glib-example: the loads did not finish within 20 s\n");
    g_main_loop_quit(app->loop);
    return G_SOURCE_REMOVE;
}

int main(void) {
    App app = {.rows = ROWS_PER_LOAD, .content = ROWS_PER_LOAD * ROW_HEIGHT};
    app.started = g_get_monotonic_time();
    app.loop = g_main_loop_new(NULL, FALSE);
    CHECK(rk_context_create(&app.ctx));
    GSource *source = NULL;
    CHECK(rk_glib_source_attach(app.ctx, NULL, &source));

    CHECK(rk_footer_create(app.ctx, &app.footer));
    CHECK(rk_component_set_data_count(app.footer, app.rows));
    CHECK(rk_footer_connect_state_changed(app.footer, on_state, &app, NULL, NULL));
    CHECK(rk_footer_connect_inset_requested(app.footer, on_inset, &app, NULL, NULL));
    CHECK(rk_footer_connect_offset_requested(app.footer, on_offset, &app, NULL, NULL));
    CHECK(rk_footer_connect_refreshing(app.footer, on_refreshing, &app, NULL, NULL));
    report(&app, 0);

    g_timeout_add(50, drag_step, &app);
    guard_id = g_timeout_add_seconds(20, give_up, &app);
    g_main_loop_run(app.loop);
    if (guard_id != 0) g_source_remove(guard_id);

    rk_footer_state state = 0;
    CHECK(rk_component_get_state(app.footer, &state));
    rk_glib_source_detach(source);
    CHECK(rk_context_destroy(app.ctx));
    g_main_loop_unref(app.loop);
    if (!app.done || app.loads != LOADS || state != RK_FOOTER_NO_MORE_DATA) {
        fprintf(stderr, "rk-glib-example: FAILED (%d loads, state %s)\n", app.loads,
                state_names[state >= 1 && state <= 5 ? state : 0]);
        return 1;
    }
    printf("rk-glib-example: ok (%d loads of %d rows, then no more data)\n", app.loads, ROWS_PER_LOAD);
    return 0;
}
