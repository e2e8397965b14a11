/*
 * rk-gtk-app: RefreshKit in a GTK 4 application.
 *
 * A list of items in a GtkScrolledWindow; RefreshKit's footer under it and its pull-down header
 * above it, both with GIFs decoded by GdkPixbuf, both attached to the rk_scroll_view that stands for
 * the GtkScrolledWindow (list_footer.c). Pull the list up past its end (drag with the mouse)
 * and let go: the footer refreshes, and its "refreshing" trigger starts a real HTTP request with
 * libcurl, in the same GLib loop, to a local server this program starts on 127.0.0.1. Each request
 * is a RefreshKit task: the footer and a GtkSpinner follow it, the header bar shows the activity
 * monitor, Pause and Cancel act on it, and a GtkProgressBar driven by an rk_progress bound to it
 * shows the transfer's bytes as curl reports them (B7; indeterminate, pulsing, until the response's
 * length is known). The last page ends with "No more data". Pull the list down
 * past its top and let go: the header refreshes, and its trigger reloads the list from page 1 (the
 * header bound to that request), which lets the footer load again.
 *
 * A second page, Chat (the switcher under the header bar), is a chat (chat_view.c): message bubbles
 * that open at the newest one, RefreshKit's auto header above them loading older messages from the
 * same server when the top comes into view, inserted without moving the messages in view, and new
 * messages arriving at the bottom every --chat-interval seconds.
 *
 * Every line the program prints starts with "rk-gtk: "; the test reads them. With --control it also
 * reads commands from standard input (control.c).
 *
 * Usage: rk-gtk-app [--server SCRIPT] [--python PYTHON] [--url URL] [--pages N] [--page-size N]
 *                   [--delay S] [--fail PAGES] [--fail-times K] [--trickle P] [--trickle-interval S]
 *                   [--gifs DIR] [--out DIR] [--control]
 *                   [--chat-interval S]
 */
#include "rk_gtk.h"
#include "rk_glib_source.h"

#include <glib-unix.h>
#include <signal.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef RK_GTK_GIF_DIR
#define RK_GTK_GIF_DIR "gifs"
#endif
#ifndef RK_GTK_SERVER_SCRIPT
#define RK_GTK_SERVER_SCRIPT "rk_http_server.py"
#endif
#ifndef RK_GTK_PYTHON
#define RK_GTK_PYTHON "python3"
#endif

typedef struct {
    rk_context *ctx;
    GSource *rk_source;
    GMainLoop *loop;
    ListFooter *lf;
    ChatView *chat;
    Loader *loader;
    LocalServer *server;
    RkGtkGif gifs[GIF_STATES], header_gifs[GIF_STATES];
    GtkWidget *window, *switcher, *spinner, *status, *activity, *pause_button, *cancel_button, *progress_bar;
    rk_indicator *indicator;
    rk_progress *progress; /* B7: follows the load in flight's download; drives progress_bar */
    guint pulse_id;        /* pulses progress_bar while the progress is indeterminate */
    rk_task *task; /* the load in flight */
    int next_page;
    gboolean paused, started;
    gboolean reloading;      /* the load in flight is the header's reload (page 1, replacing the rows) */
    gboolean reload_pending; /* the header asked for a reload while a load was in flight */
    char *out_dir;
} App;

void rk_gtk_check(rk_status status, const char *call) {
    if (status == RK_OK) return;
    char message[512];
    rk_last_error_message(message, sizeof message);
    fprintf(stderr, "rk-gtk: %s failed: %s (%s)\n", call, rk_status_string(status), message);
    exit(1);
}

void rk_gtk_event(const char *format, ...) {
    va_list args;
    va_start(args, format);
    g_autofree char *text = g_strdup_vprintf(format, args);
    va_end(args);
    printf("rk-gtk: %s\n", text);
    fflush(stdout);
}

static void set_status(App *app, const char *text) {
    gtk_label_set_text(GTK_LABEL(app->status), text);
}

/* ---- loads ---- */

static void start_load(App *app) {
    if (app->task != NULL) return;
    rk_task *task = loader_create(app->loader, app->next_page);
    /* Bound before it starts: the spinner and the footer follow this transfer from its resume. */
    RK_GTK_CHECK(rk_indicator_set_animating_with_state_of_task(app->indicator, task));
    /* F17/B8: a load that fails leaves the footer in Failed (its label the failure's message); a
       click on that label retries (footer_view.c). */
    RK_GTK_CHECK(rk_follow_task(list_footer_footer(app->lf), task, RK_FOLLOW_FAILURE));
    /* The bar follows the new transfer at once: 0 of 0 so far, so it shows 0 (a new task). */
    RK_GTK_CHECK(rk_progress_set_task(app->progress, task, RK_PROGRESS_DOWNLOAD, 1));
    app->reloading = FALSE;
    loader_start(task);
    app->task = task;
    app->paused = FALSE;
    gtk_button_set_label(GTK_BUTTON(app->pause_button), "Pause");
    gtk_widget_set_sensitive(app->pause_button, TRUE);
    gtk_widget_set_sensitive(app->cancel_button, TRUE);
    g_autofree char *text = g_strdup_printf("Loading page %d…", app->next_page);
    set_status(app, text);
    rk_gtk_event("load-start page=%d", app->next_page);
}

/* The header's reload: page 1 again, the header bound to its transfer (it ends when the transfer
   completes, whatever the result); on success the rows are replaced. */
static void start_reload(App *app) {
    rk_task *task = loader_create(app->loader, 1);
    RK_GTK_CHECK(rk_indicator_set_animating_with_state_of_task(app->indicator, task));
    RK_GTK_CHECK(rk_component_set_refreshing_with_state_of_task(list_footer_header(app->lf), task));
    RK_GTK_CHECK(rk_progress_set_task(app->progress, task, RK_PROGRESS_DOWNLOAD, 1));
    app->reloading = TRUE;
    app->reload_pending = FALSE;
    loader_start(task);
    app->task = task;
    app->paused = FALSE;
    gtk_button_set_label(GTK_BUTTON(app->pause_button), "Pause");
    gtk_widget_set_sensitive(app->pause_button, TRUE);
    gtk_widget_set_sensitive(app->cancel_button, TRUE);
    set_status(app, "Reloading…");
    rk_gtk_event("reload-start page=1");
}

/* The header's trigger: it has finished its animation into Refreshing. A load in flight is
   cancelled first (its rows would land in the list being replaced); the reload follows it. */
static void on_header_refreshing(rk_header *header, void *data) {
    (void)header;
    App *app = data;
    rk_gtk_event("header-refreshing");
    if (app->task == NULL) {
        start_reload(app);
    } else if (!app->reloading) {
        app->reload_pending = TRUE;
        loader_cancel(app->task);
    }
}

/* The trigger: the footer has finished its animation into Refreshing. This is what loads. */
static void on_refreshing(rk_footer *footer, void *data) {
    App *app = data;
    rk_gtk_event("refreshing");
    if (app->task != NULL) {
        /* The header's reload is in flight: the list is being replaced, there is nothing to add. */
        RK_GTK_CHECK(rk_component_end_refreshing(footer, NULL, NULL));
        return;
    }
    start_load(app);
}

/* A context signal: any task's completion, with the transfer found from the task itself. */
static void on_task_completed(rk_context *ctx, void *task, int32_t code, const char *message, void *data) {
    (void)ctx;
    App *app = data;
    if (task != app->task) return; /* the chat's (chat_view.c) */
    const LoaderResult *result = loader_result_of(task);
    gboolean reload = task == app->task && app->reloading;
    if (code == 0 && reload) {
        /* The reload: the first page replaces the rows; a footer that had no more data loads again. */
        rk_footer_state footer_state = RK_FOOTER_IDLE;
        list_footer_clear_rows(app->lf);
        list_footer_append_rows(app->lf, result->items);
        app->next_page = result->page + 1;
        RK_GTK_CHECK(rk_component_get_state(list_footer_footer(app->lf), &footer_state));
        if (footer_state == RK_FOOTER_NO_MORE_DATA)
            RK_GTK_CHECK(rk_component_reset_no_more_data(list_footer_footer(app->lf), NULL, NULL));
        g_autofree char *text = g_strdup_printf("%u items, reloaded", list_footer_row_count(app->lf));
        set_status(app, text);
    } else if (code == 0) {
        list_footer_append_rows(app->lf, result->items);
        app->next_page = result->page + 1;
        g_autofree char *text = g_strdup_printf("%u items%s", list_footer_row_count(app->lf),
                                                result->last ? ", all loaded" : "");
        set_status(app, text);
        /* After this handler the footer's binding ends the refresh; the last page ends it here,
           with no more data, and the binding then finds nothing to end. */
        if (result->last) RK_GTK_CHECK(rk_component_end_refreshing_with_no_more_data(list_footer_footer(app->lf), NULL, NULL));
    } else {
        g_autofree char *text = g_strdup_printf("Page %d: %s", result->page, message);
        set_status(app, text);
    }
    rk_gtk_event("%s page=%d code=%d rows=%u last=%d message=%s", reload ? "reload-done" : "load-done", result->page,
                 code, list_footer_row_count(app->lf), code == 0 && result->last, message);
    if (task == app->task) {
        app->task = NULL;
        app->reloading = FALSE;
    }
    gtk_widget_set_sensitive(app->pause_button, FALSE);
    gtk_widget_set_sensitive(app->cancel_button, FALSE);
    /* Not now: the footer's (or header's) binding still has this event to deliver. */
    loader_destroy_later(task);
    if (app->reload_pending) start_reload(app);
}

static void on_task_event(rk_context *ctx, void *task, void *data) {
    (void)ctx;
    rk_gtk_event("task %s page=%d", (const char *)data, loader_page_of(task));
}

static void on_activity(rk_context *ctx, int32_t visible, void *data) {
    (void)ctx;
    App *app = data;
    gtk_widget_set_visible(app->activity, visible != 0);
    rk_gtk_event("activity %s", visible ? "visible" : "hidden");
}

static void on_start_animating(rk_indicator *indicator, void *data) {
    (void)indicator;
    gtk_spinner_start(GTK_SPINNER(((App *)data)->spinner));
    rk_gtk_event("spinner on");
}

static void on_stop_animating(rk_indicator *indicator, void *data) {
    (void)indicator;
    gtk_spinner_stop(GTK_SPINNER(((App *)data)->spinner));
    rk_gtk_event("spinner off");
}

/* B7: the bar shows the load's bytes; a bound task's report moves it at most once per dispatch. */
static void on_progress_changed(rk_progress *progress, double fraction, int32_t animated, void *data) {
    (void)progress;
    (void)animated;
    App *app = data;
    gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(app->progress_bar), fraction);
    rk_gtk_event("progress fraction=%.3f", fraction);
}

static gboolean pulse(gpointer data) {
    gtk_progress_bar_pulse(GTK_PROGRESS_BAR(((App *)data)->progress_bar));
    return G_SOURCE_CONTINUE;
}

static void on_indeterminate_changed(rk_progress *progress, int32_t indeterminate, void *data) {
    (void)progress;
    App *app = data;
    if (indeterminate && app->pulse_id == 0) app->pulse_id = g_timeout_add(100, pulse, app);
    if (!indeterminate && app->pulse_id != 0) {
        g_source_remove(app->pulse_id);
        app->pulse_id = 0;
    }
    rk_gtk_event("progress indeterminate=%d", (int)indeterminate);
}

static void on_state(rk_footer *footer, int32_t state, int32_t old, void *data) {
    (void)footer;
    (void)data;
    rk_gtk_event("state %s from=%s", rk_footer_state_name(state), rk_footer_state_name(old));
}

static void on_percent(rk_footer *footer, double percent, void *data) {
    (void)footer;
    (void)data;
    rk_gtk_event("percent %.3f", percent);
}

static void on_header_state(rk_header *header, int32_t state, int32_t old, void *data) {
    (void)header;
    (void)data;
    rk_gtk_event("header-state %s from=%s", rk_footer_state_name(state), rk_footer_state_name(old));
}

static void on_header_percent(rk_header *header, double percent, void *data) {
    (void)header;
    (void)data;
    rk_gtk_event("header-percent %.3f", percent);
}

/* The first page loads like every other: the footer begins refreshing and its trigger loads. It
   starts once the footer has had real metrics (its first layout), from an idle callback. */
static gboolean begin_first_load(gpointer data) {
    App *app = data;
    RK_GTK_CHECK(rk_component_begin_refreshing(list_footer_footer(app->lf), NULL, NULL));
    return G_SOURCE_REMOVE;
}

static void on_first_layout(rk_footer *footer, double x, double y, double w, double h, double gx,
                            double gy, double gw, double gh, int32_t mode, void *data) {
    (void)footer, (void)x, (void)y, (void)w, (void)h, (void)gx, (void)gy, (void)gw, (void)gh, (void)mode;
    App *app = data;
    if (app->started) return;
    app->started = TRUE;
    g_idle_add(begin_first_load, app);
}

static void on_pause_clicked(GtkButton *button, gpointer data) {
    App *app = data;
    if (app->task == NULL) return;
    if (app->paused) {
        loader_resume(app->task);
        gtk_button_set_label(button, "Pause");
    } else {
        loader_pause(app->task);
        gtk_button_set_label(button, "Resume");
    }
    app->paused = !app->paused;
}

static void on_cancel_clicked(GtkButton *button, gpointer data) {
    (void)button;
    App *app = data;
    if (app->task != NULL) loader_cancel(app->task);
}

/* The control lines' actions: the same as the header bar's buttons. */
static void control_pause(void *data, gboolean pause) {
    App *app = data;
    if (app->task != NULL && app->paused != pause) on_pause_clicked(GTK_BUTTON(app->pause_button), app);
}

static void control_cancel(void *data) {
    on_cancel_clicked(NULL, data);
}

static void control_quit(void *data) {
    g_main_loop_quit(((App *)data)->loop);
}

/* The chat page, and the switcher's buttons (the harness clicks them with the real pointer). */
static void control_describe(void *data, GtkWidget *window, double ox, double oy, GString *json) {
    App *app = data;
    g_string_append(json, ", \"chat\": ");
    chat_view_describe(app->chat, window, ox, oy, json);
    g_string_append(json, ", \"tabs\": {");
    const char *sep = "";
    for (GtkWidget *b = gtk_widget_get_first_child(app->switcher); b != NULL; b = gtk_widget_get_next_sibling(b)) {
        GtkWidget *label = gtk_button_get_child(GTK_BUTTON(b));
        if (label == NULL || !GTK_IS_LABEL(label)) continue;
        g_autofree char *name = g_ascii_strdown(gtk_label_get_text(GTK_LABEL(label)), -1);
        g_string_append(json, sep);
        rk_gtk_describe_widget(json, name, b, window, ox, oy);
        sep = ", ";
    }
    g_string_append(json, "}");
}

/* ---- the window ---- */

static const char css[] =
    ".item { padding: 8px 16px; font-size: 15px; }\n"
    ".footer-label { font-size: 14px; color: #303030; }\n"
    ".header-label { font-size: 13px; color: #303030; }\n"
    ".activity { color: #1a5fb4; font-weight: bold; margin: 0 6px; }\n"
    ".chat { background-color: #f6f5f4; }\n"
    ".bubble { padding: 6px 12px; border-radius: 14px; font-size: 14px; margin: 0 12px; }\n"
    ".bubble-theirs { background-color: #e3e3e8; color: #1c1c1c; }\n"
    ".bubble-mine { background-color: #c8defc; color: #10243e; }\n"
    ".older-label { font-size: 13px; color: #505050; }\n"
    ".chat-status { font-size: 12px; color: #404040; padding: 4px 10px; border-top: 1px solid #d0d0d0; }\n";

/* SIGTERM and SIGINT close the application like its window does (the server is stopped too). */
static gboolean on_signal(gpointer data) {
    g_main_loop_quit(((App *)data)->loop);
    return G_SOURCE_CONTINUE;
}

static gboolean on_close(GtkWindow *window, gpointer data) {
    (void)window;
    g_main_loop_quit(((App *)data)->loop);
    return TRUE;
}

/* The status line and the progress bar under the title are the list's: hidden on the chat page. */
static void on_page(GObject *stack, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    App *app = data;
    gboolean list = g_strcmp0(gtk_stack_get_visible_child_name(GTK_STACK(stack)), "list") == 0;
    gtk_widget_set_visible(app->status, list);
    gtk_widget_set_visible(app->progress_bar, list);
}

static void build_window(App *app) {
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, css, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);

    app->window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(app->window), "RefreshKit GTK");
    gtk_window_set_default_size(GTK_WINDOW(app->window), 440, 640);
    g_signal_connect(app->window, "close-request", G_CALLBACK(on_close), app);

    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *titles = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_valign(titles, GTK_ALIGN_CENTER); /* the title alone on the chat page, too */
    GtkWidget *title = gtk_label_new("RefreshKit GTK");
    gtk_widget_add_css_class(title, "title");
    app->status = gtk_label_new("Starting…");
    gtk_label_set_ellipsize(GTK_LABEL(app->status), PANGO_ELLIPSIZE_END);
    gtk_label_set_max_width_chars(GTK_LABEL(app->status), 28);
    gtk_widget_add_css_class(app->status, "subtitle");
    gtk_box_append(GTK_BOX(titles), title);
    gtk_box_append(GTK_BOX(titles), app->status);
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), titles);
    app->spinner = gtk_spinner_new();
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), app->spinner);
    app->cancel_button = gtk_button_new_with_label("Cancel");
    app->pause_button = gtk_button_new_with_label("Pause");
    gtk_widget_set_sensitive(app->pause_button, FALSE);
    gtk_widget_set_sensitive(app->cancel_button, FALSE);
    g_signal_connect(app->pause_button, "clicked", G_CALLBACK(on_pause_clicked), app);
    g_signal_connect(app->cancel_button, "clicked", G_CALLBACK(on_cancel_clicked), app);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), app->cancel_button);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), app->pause_button);
    /* The activity monitor: shown while the network has been busy a while (AFNetworking's status
       bar indicator). */
    app->activity = gtk_label_new("⇅ network");
    gtk_widget_add_css_class(app->activity, "activity");
    gtk_widget_set_visible(app->activity, FALSE);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), app->activity);
    gtk_header_bar_set_show_title_buttons(GTK_HEADER_BAR(header), FALSE);
    gtk_window_set_titlebar(GTK_WINDOW(app->window), header);
    /* The load's transfer, under the title (B7). */
    app->progress_bar = gtk_progress_bar_new();
    gtk_progress_bar_set_pulse_step(GTK_PROGRESS_BAR(app->progress_bar), 0.1);
    gtk_widget_set_size_request(app->progress_bar, 140, -1);
    gtk_widget_add_css_class(app->progress_bar, "load-progress");
    gtk_box_append(GTK_BOX(titles), app->progress_bar);
    /* Two pages: the list with its header and footer, and the chat with its auto header. */
    GtkWidget *stack = gtk_stack_new();
    gtk_stack_add_titled(GTK_STACK(stack), list_footer_widget(app->lf), "list", "List");
    gtk_stack_add_titled(GTK_STACK(stack), chat_view_widget(app->chat), "chat", "Chat");
    gtk_widget_set_vexpand(stack, TRUE);
    g_signal_connect(stack, "notify::visible-child-name", G_CALLBACK(on_page), app);
    app->switcher = gtk_stack_switcher_new();
    gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(app->switcher), GTK_STACK(stack));
    gtk_widget_set_halign(app->switcher, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_top(app->switcher, 4);
    gtk_widget_set_margin_bottom(app->switcher, 4);
    GtkWidget *pages = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(pages), app->switcher);
    gtk_box_append(GTK_BOX(pages), stack);
    gtk_window_set_child(GTK_WINDOW(app->window), pages);
}

/* ---- start and stop ---- */

static void connect_all(App *app) {
    rk_footer *footer = list_footer_footer(app->lf);
    RK_GTK_CHECK(rk_footer_connect_refreshing(footer, on_refreshing, app, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_state_changed(footer, on_state, app, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_pulling_percent(footer, on_percent, app, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_layout_changed(footer, on_first_layout, app, NULL, NULL));
    rk_header *header = list_footer_header(app->lf);
    RK_GTK_CHECK(rk_header_connect_refreshing(header, on_header_refreshing, app, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_state_changed(header, on_header_state, app, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_pulling_percent(header, on_header_percent, app, NULL, NULL));
    RK_GTK_CHECK(rk_context_connect_task_completed(app->ctx, on_task_completed, app, NULL, NULL));
    RK_GTK_CHECK(rk_context_connect_task_resumed(app->ctx, on_task_event, "resumed", NULL, NULL));
    RK_GTK_CHECK(rk_context_connect_task_suspended(app->ctx, on_task_event, "suspended", NULL, NULL));
    RK_GTK_CHECK(rk_context_connect_task_canceled(app->ctx, on_task_event, "canceled", NULL, NULL));
    RK_GTK_CHECK(rk_context_connect_activity_visibility_changed(app->ctx, on_activity, app, NULL, NULL));
    RK_GTK_CHECK(rk_progress_create(app->ctx, &app->progress));
    RK_GTK_CHECK(rk_progress_connect_progress_changed(app->progress, on_progress_changed, app, NULL, NULL));
    RK_GTK_CHECK(rk_progress_connect_indeterminate_changed(app->progress, on_indeterminate_changed, app, NULL,
                            NULL));
    RK_GTK_CHECK(rk_indicator_create(app->ctx, &app->indicator));
    RK_GTK_CHECK(rk_indicator_connect_start_animating(app->indicator, on_start_animating, app, NULL, NULL));
    RK_GTK_CHECK(rk_indicator_connect_stop_animating(app->indicator, on_stop_animating, app, NULL, NULL));
    /* Shown after half a second of activity (AFNetworking waits 1 s), hidden 0.17 s after it ends. */
    RK_GTK_CHECK(rk_activity_monitor_set_delays(app->ctx, 0.5, 0.17));
    RK_GTK_CHECK(rk_activity_monitor_set_enabled(app->ctx, 1));
}

/* GtkSettings "gtk-enable-animations" off is reduced motion on (F20). */
static void on_enable_animations(GObject *settings, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    App *app = data;
    gboolean enabled = TRUE;
    g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    RK_GTK_CHECK(rk_context_set_reduced_motion(app->ctx, !enabled));
    rk_gtk_event("reduced-motion %d", !enabled);
}

int main(int argc, char **argv) {
    char *server_script = NULL, *python = NULL, *url = NULL, *gif_dir = NULL, *out_dir = NULL, *fail = NULL;
    int pages = 4, page_size = 20, fail_times = 0, trickle = 1;
    double delay = 0.5, trickle_interval = 0, chat_interval = 4;
    gboolean control = FALSE;
    GOptionEntry entries[] = {
        {"server", 0, 0, G_OPTION_ARG_FILENAME, &server_script, "The HTTP server script to start", "SCRIPT"},
        {"python", 0, 0, G_OPTION_ARG_FILENAME, &python, "The Python that runs it", "PYTHON"},
        {"url", 0, 0, G_OPTION_ARG_STRING, &url, "Use this server instead of starting one", "URL"},
        {"pages", 0, 0, G_OPTION_ARG_INT, &pages, "Pages the server offers (default 4)", "N"},
        {"page-size", 0, 0, G_OPTION_ARG_INT, &page_size, "Items per page (default 20)", "N"},
        {"delay", 0, 0, G_OPTION_ARG_DOUBLE, &delay, "Seconds the server waits per page (default 0.5)", "S"},
        {"fail", 0, 0, G_OPTION_ARG_STRING, &fail, "Pages the server fails with HTTP 500", "P,..."},
        {"fail-times", 0, 0, G_OPTION_ARG_INT, &fail_times, "How often each fails (0: always)", "K"},
        {"trickle", 0, 0, G_OPTION_ARG_INT, &trickle, "Pieces the server sends each page in (default 1)", "P"},
        {"trickle-interval", 0, 0, G_OPTION_ARG_DOUBLE, &trickle_interval, "Seconds between them", "S"},
        {"gifs", 0, 0, G_OPTION_ARG_FILENAME, &gif_dir, "Folder of the GIFs (idle.gif, header_idle.gif, ...)", "DIR"},
        {"out", 0, 0, G_OPTION_ARG_FILENAME, &out_dir, "Folder for screenshots (default .)", "DIR"},
        {"control", 0, 0, G_OPTION_ARG_NONE, &control, "Read commands from standard input", NULL},
        {"chat-interval", 0, 0, G_OPTION_ARG_DOUBLE, &chat_interval, "Seconds between new chat messages (default 4; 0: none)", "S"},
        {NULL, 0, 0, 0, NULL, NULL, NULL},
    };
    GError *error = NULL;
    GOptionContext *options = g_option_context_new("- RefreshKit's footer in a GTK 4 list, loading over HTTP");
    g_option_context_add_main_entries(options, entries, NULL);
    if (!g_option_context_parse(options, &argc, &argv, &error)) {
        fprintf(stderr, "rk-gtk: %s\n", error->message);
        return 2;
    }
    g_option_context_free(options);
    gtk_init();

    App app = {.next_page = 1, .out_dir = out_dir != NULL ? out_dir : g_strdup(".")};
    /* The footer's GIFs, then the header's. */
    static const char *const gif_names[2 * GIF_STATES] = {"idle",        "pulling",        "refreshing",
                                                          "header_idle", "header_pulling", "header_refreshing"};
    for (int s = 0; s < 2 * GIF_STATES; s++) {
        RkGtkGif *gif = s < GIF_STATES ? &app.gifs[s] : &app.header_gifs[s - GIF_STATES];
        g_autofree char *file = g_strdup_printf("%s.gif", gif_names[s]);
        g_autofree char *path = g_build_filename(gif_dir != NULL ? gif_dir : RK_GTK_GIF_DIR, file, NULL);
        if (!rk_gtk_gif_load(path, gif, &error)) {
            fprintf(stderr, "rk-gtk: %s: %s\n", path, error->message);
            return 1;
        }
        GString *delays = g_string_new(NULL);
        for (guint i = 0; i < gif->count; i++)
            g_string_append_printf(delays, "%s%.0f", i ? "," : "", gif->durations[i] * 1000);
        rk_gtk_event("gif %s frames=%u size=%dx%d delays_ms=%s", gif_names[s], gif->count, gif->width, gif->height,
                     delays->str);
        g_string_free(delays, TRUE);
    }

    if (url == NULL) {
        g_autofree char *pages_arg = g_strdup_printf("%d", pages);
        g_autofree char *size_arg = g_strdup_printf("%d", page_size);
        g_autofree char *delay_arg = g_strdup_printf("%g", delay);
        g_autofree char *times_arg = g_strdup_printf("%d", fail_times);
        g_autofree char *trickle_arg = g_strdup_printf("%d", trickle);
        g_autofree char *interval_arg = g_strdup_printf("%g", trickle_interval);
        const char *args[] = {"--pages", pages_arg, "--page-size", size_arg, "--delay", delay_arg,
                              "--fail-times", times_arg, "--trickle", trickle_arg, "--trickle-interval",
                              interval_arg, fail != NULL ? "--fail" : NULL, fail, NULL};
        const char *script = server_script != NULL ? server_script : RK_GTK_SERVER_SCRIPT;
        app.server = local_server_start(python != NULL ? python : RK_GTK_PYTHON, script, args, &error);
        if (app.server == NULL) {
            fprintf(stderr, "rk-gtk: could not start the HTTP server %s: %s\n", script, error->message);
            return 1;
        }
        url = g_strdup(local_server_url(app.server));
    }
    rk_gtk_event("server %s", url);

    RK_GTK_CHECK(rk_context_create(&app.ctx));
    RK_GTK_CHECK(rk_glib_source_attach(app.ctx, NULL, &app.rk_source));
    app.loop = g_main_loop_new(NULL, FALSE);
    app.loader = loader_new(app.ctx, url);
    app.lf = list_footer_new(app.ctx, app.gifs, app.header_gifs);
    app.chat = chat_view_new(app.ctx, app.loader, chat_interval);
    /* F20: the platform's reduced-motion setting is GTK's "gtk-enable-animations", followed live. */
    GtkSettings *settings = gtk_settings_get_default();
    g_signal_connect(settings, "notify::gtk-enable-animations", G_CALLBACK(on_enable_animations), &app);
    on_enable_animations(G_OBJECT(settings), NULL, &app);
    connect_all(&app);
    build_window(&app);
    Control *ctl = NULL;
    if (control) {
        ControlHooks hooks = {control_pause, control_cancel, control_quit, control_describe, &app};
        ctl = control_start(app.window, app.lf, app.activity, app.out_dir, &hooks);
    }
    guint sigterm = g_unix_signal_add(SIGTERM, on_signal, &app), sigint = g_unix_signal_add(SIGINT, on_signal, &app);
    gtk_window_present(GTK_WINDOW(app.window));
    rk_gtk_event("ready");
    g_main_loop_run(app.loop);
    g_source_remove(sigterm);
    g_source_remove(sigint);

    /* Stop in this order: the RefreshKit source, the context (its tasks' notifies free their
       transfers), the list's own sources, the window, curl, the server. */
    rk_glib_source_detach(app.rk_source);
    if (app.pulse_id != 0) g_source_remove(app.pulse_id);
    RK_GTK_CHECK(rk_context_destroy(app.ctx));
    list_footer_free(app.lf);
    chat_view_free(app.chat);
    gtk_window_destroy(GTK_WINDOW(app.window));
    loader_free(app.loader);
    local_server_stop(app.server);
    for (int s = 0; s < GIF_STATES; s++) {
        rk_gtk_gif_clear(&app.gifs[s]);
        rk_gtk_gif_clear(&app.header_gifs[s]);
    }
    control_stop(ctl);
    g_main_loop_unref(app.loop);
    rk_gtk_event("exit");
    g_free(url);
    g_free(app.out_dir);
    return 0;
}
