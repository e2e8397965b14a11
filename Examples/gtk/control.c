/*
 * control.c — rk-gtk-app's control lines (--control): commands on standard input, one a line, for
 * a test or a script to drive the running application and see what it draws.
 *
 *   shot NAME    after the next paint, render the window to OUT/NAME.png and print
 *                "rk-gtk: shot {JSON}": the file, the footer's and the header's state, the GIF frame
 *                each shows, and the rects (in the PNG's pixels) of the viewport, footer, header,
 *                their GIFs and labels, the scrollbar and the activity monitor's label (null when
 *                hidden), and the metrics the list's rk_scroll_view holds ("scroll_view": its
 *                insets, offset, pan, the host's own insets, which components are attached, and
 *                the list's own insets and offset with whether it is settled); and what the app adds
 *                (main.c: "chat", the chat page as chat_view.c describes it, and "tabs", the page
 *                switcher's buttons)
 *   describe     print "rk-gtk: describe {JSON}" (the same, without a PNG)
 *   scroll-end   scroll to the end of the list, as a mouse wheel would; prints "rk-gtk: scrolled"
 *   scroll-top   scroll to the top of the list (its rest position); prints "rk-gtk: scrolled"
 *   pause, resume, cancel   what the header bar's buttons do
 *   quit         close the application (so does the end of the input)
 */
#include "rk_gtk.h"

#include <gio/gunixinputstream.h>
#include <math.h>
#include <string.h>

struct Control {
    GtkWidget *window, *activity;
    ListFooter *lf;
    char *out_dir;
    ControlHooks hooks;
    GDataInputStream *input;
    GCancellable *cancellable;
};

/* The window's own bounds: its drawing may reach outside its allocation (client-side decorations),
   so the screenshot covers them and every rect is given in the screenshot's pixels. */
static graphene_rect_t window_bounds(Control *c) {
    graphene_rect_t bounds;
    if (!gtk_widget_compute_bounds(c->window, c->window, &bounds))
        graphene_rect_init(&bounds, 0, 0, (float)gtk_widget_get_width(c->window), (float)gtk_widget_get_height(c->window));
    return bounds;
}

static void describe(Control *c, GString *json) {
    graphene_rect_t bounds = window_bounds(c);
    g_string_append_printf(json, "\"window\": {\"w\": %.0f, \"h\": %.0f}, \"rows\": %u, \"footer\": ",
                           ceil(bounds.size.width), ceil(bounds.size.height), list_footer_row_count(c->lf));
    list_footer_describe(c->lf, c->window, bounds.origin.x, bounds.origin.y, json);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "activity", c->activity, c->window, bounds.origin.x, bounds.origin.y);
    if (c->hooks.describe != NULL) c->hooks.describe(c->hooks.data, c->window, bounds.origin.x, bounds.origin.y, json);
}

/* Renders the window as it is drawn, with its own renderer, into a PNG of its bounds, unscaled. */
static gboolean snapshot_window(Control *c, const char *path) {
    graphene_rect_t bounds = window_bounds(c);
    double width = ceil(bounds.size.width), height = ceil(bounds.size.height);
    /* The widget paintable's own size is the bounds: drawn at that size nothing is scaled, and the
       picture starts at the bounds' origin. */
    GdkPaintable *paintable = gtk_widget_paintable_new(c->window);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    g_object_unref(paintable);
    if (node == NULL) return FALSE;
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(c->window));
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height));
    gboolean saved = gdk_texture_save_to_png(texture, path);
    g_object_unref(texture);
    gsk_render_node_unref(node);
    return saved;
}

typedef struct {
    Control *control;
    char *name;
    gulong handler;
} PendingShot;

/* After the next paint, so that every queued layout and frame is on screen. */
static void take_shot(GdkFrameClock *clock, gpointer data) {
    PendingShot *shot = data;
    Control *c = shot->control;
    g_signal_handler_disconnect(clock, shot->handler);
    g_autofree char *file = g_strdup_printf("%s.png", shot->name);
    g_autofree char *path = g_build_filename(c->out_dir, file, NULL);
    g_autofree char *escaped = g_strescape(path, NULL);
    g_autofree char *name = g_strescape(shot->name, NULL);
    GString *json = g_string_new(NULL);
    g_string_append_printf(json, "{\"name\": \"%s\", \"file\": \"%s\", \"saved\": %s, ", name, escaped,
                           snapshot_window(c, path) ? "true" : "false");
    describe(c, json);
    g_string_append(json, "}");
    rk_gtk_event("shot %s", json->str);
    g_string_free(json, TRUE);
    g_free(shot->name);
    g_free(shot);
}

static void command(Control *c, const char *line) {
    if (g_str_has_prefix(line, "shot ") && line[5] != '\0' && strchr(line + 5, '/') == NULL) {
        PendingShot *shot = g_new0(PendingShot, 1);
        shot->control = c;
        shot->name = g_strdup(line + 5);
        GdkFrameClock *clock = gtk_widget_get_frame_clock(c->window);
        shot->handler = g_signal_connect(clock, "after-paint", G_CALLBACK(take_shot), shot);
        gtk_widget_queue_draw(c->window);
    } else if (strcmp(line, "describe") == 0) {
        GString *json = g_string_new("{");
        describe(c, json);
        g_string_append(json, "}");
        rk_gtk_event("describe %s", json->str);
        g_string_free(json, TRUE);
    } else if (strcmp(line, "scroll-end") == 0) {
        list_footer_scroll_to_end(c->lf); /* prints "scrolled" when it is there */
    } else if (strcmp(line, "scroll-top") == 0) {
        list_footer_scroll_to_top(c->lf);
    } else if (strcmp(line, "pause") == 0 || strcmp(line, "resume") == 0) {
        c->hooks.pause(c->hooks.data, strcmp(line, "pause") == 0);
    } else if (strcmp(line, "cancel") == 0) {
        c->hooks.cancel(c->hooks.data);
    } else if (strcmp(line, "quit") == 0) {
        c->hooks.quit(c->hooks.data);
    } else {
        rk_gtk_event("unknown-command %s", line);
    }
}

static void on_line(GObject *source, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    g_autofree char *line = g_data_input_stream_read_line_finish_utf8(G_DATA_INPUT_STREAM(source), result, NULL, &error);
    if (g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED)) {
        g_error_free(error);
        return; /* control_stop: c is gone */
    }
    Control *c = data;
    if (line == NULL) {
        /* The end of the input (or an error): whoever drove the application has gone. */
        g_clear_error(&error);
        c->hooks.quit(c->hooks.data);
        return;
    }
    command(c, g_strstrip(line));
    g_data_input_stream_read_line_async(c->input, G_PRIORITY_DEFAULT, c->cancellable, on_line, c);
}

Control *control_start(GtkWidget *window, ListFooter *lf, GtkWidget *activity, const char *out_dir,
                       const ControlHooks *hooks) {
    Control *c = g_new0(Control, 1);
    c->window = window;
    c->lf = lf;
    c->activity = activity;
    c->out_dir = g_strdup(out_dir);
    c->hooks = *hooks;
    c->cancellable = g_cancellable_new();
    GInputStream *stdin_stream = g_unix_input_stream_new(0, FALSE);
    c->input = g_data_input_stream_new(stdin_stream);
    g_object_unref(stdin_stream);
    g_data_input_stream_read_line_async(c->input, G_PRIORITY_DEFAULT, c->cancellable, on_line, c);
    return c;
}

void control_stop(Control *c) {
    if (c == NULL) return;
    g_cancellable_cancel(c->cancellable);
    g_object_unref(c->cancellable);
    g_object_unref(c->input);
    g_free(c->out_dir);
    g_free(c);
}
