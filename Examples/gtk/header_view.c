/*
 * header_view.c — what RefreshKit's pull-down header looks like: its GIF frame and its two labels.
 *
 * The header is MJRefresh's GIF header (RK_HEADER_STYLE_GIF). Each state's frames are the frames
 * of a real GIF file (header_idle.gif, header_pulling.gif, header_refreshing.gif) with their own
 * delays; the frame "frame-changed" names is a GtkPicture at the image's natural size in the GIF
 * rect of the header's layout (right-aligned beside the labels). The state label and the
 * "Last update" label are GtkLabels in their rects (the top and bottom halves), their text
 * centred; "measure-text" answers with the width Pango gives a text in the labels' font.
 */
#include "rk_gtk.h"

struct HeaderView {
    rk_header *header;
    const RkGtkGif *gifs;
    GtkWidget *box, *picture, *label, *time_label;
    rk_header_layout layout;
    int frame_state, frame_index; /* what is drawn now */
};

/* Image ids: 100 plus the header GIF state, times 1000, plus the frame index plus one (never 0,
   and never one of the footer's). */
static uint64_t image_id(int gif_state, guint index) {
    return (uint64_t)(100 + gif_state) * 1000 + index + 1;
}

static void allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)width, (void)height, (void)baseline;
    HeaderView *view = g_object_get_data(G_OBJECT(widget), "header-view");
    if (view == NULL) return; /* the view has gone; the window is closing */
    rk_gtk_place(view->label, view->layout.state_label);
    rk_gtk_place(view->time_label, view->layout.time_label);
    const RkGtkGif *gif = &view->gifs[view->frame_state];
    rk_rect g = view->layout.gif;
    double x = view->layout.content_mode == RK_CONTENT_MODE_RIGHT ? g.x + g.width - gif->width
                                                                   : g.x + (g.width - gif->width) / 2.0;
    rk_gtk_place(view->picture, (rk_rect){x, g.y + (g.height - gif->height) / 2.0, gif->width, gif->height});
}

static void on_announcement(rk_header *header, const char *text, int32_t priority, void *data) {
    (void)header;
    rk_gtk_announce(((HeaderView *)data)->label, "header", text, priority);
}

static void on_layout(rk_header *header, double x, double y, double w, double h, void *data) {
    (void)x, (void)y, (void)w, (void)h;
    HeaderView *view = data;
    view->layout.struct_size = sizeof view->layout;
    RK_GTK_CHECK(rk_header_get_layout(header, &view->layout));
    gtk_widget_queue_allocate(view->box);
}

static void on_frame(rk_header *header, uint64_t id, int32_t index, void *data) {
    (void)header, (void)index;
    HeaderView *view = data;
    int state = (int)(id / 1000) - 100;
    guint frame = (guint)(id % 1000) - 1;
    g_return_if_fail(state >= 0 && state < GIF_STATES && frame < view->gifs[state].count);
    view->frame_state = state;
    view->frame_index = (int)frame;
    gtk_picture_set_paintable(GTK_PICTURE(view->picture), GDK_PAINTABLE(view->gifs[state].textures[frame]));
    gtk_widget_queue_allocate(view->box);
}

static void on_alpha(rk_header *header, double alpha, double duration, void *data) {
    (void)header, (void)duration;
    gtk_widget_set_opacity(((HeaderView *)data)->box, alpha);
}

static void on_label(rk_header *header, const char *text, void *data) {
    (void)header;
    gtk_label_set_text(GTK_LABEL(((HeaderView *)data)->label), text);
}

static void on_time_label(rk_header *header, const char *text, void *data) {
    (void)header;
    gtk_label_set_text(GTK_LABEL(((HeaderView *)data)->time_label), text);
    rk_gtk_event("header-time %s", text);
}

/* Both labels use one font (the header's rule): the width as Pango lays the text out in it. */
static double on_measure_text(rk_header *header, const char *text, void *data) {
    (void)header;
    return rk_gtk_text_width(((HeaderView *)data)->label, text);
}

static GtkWidget *new_label(const char *css_class) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0.5f);
    gtk_widget_add_css_class(label, css_class);
    return label;
}

HeaderView *header_view_new(rk_header *header, const RkGtkGif *gifs) {
    HeaderView *view = g_new0(HeaderView, 1);
    view->header = header;
    view->gifs = gifs;
    view->label = new_label("header-label");
    view->time_label = new_label("header-label");
    view->picture = gtk_picture_new();
    gtk_picture_set_can_shrink(GTK_PICTURE(view->picture), TRUE);
    view->box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_layout_manager(view->box, gtk_custom_layout_new(NULL, rk_gtk_measure_none, allocate));
    g_object_set_data(G_OBJECT(view->box), "header-view", view);
    gtk_widget_add_css_class(view->box, "header");
    gtk_box_append(GTK_BOX(view->box), view->label);
    gtk_box_append(GTK_BOX(view->box), view->time_label);
    gtk_box_append(GTK_BOX(view->box), view->picture);

    static const rk_footer_state states[GIF_STATES] = {RK_FOOTER_IDLE, RK_FOOTER_PULLING, RK_FOOTER_REFRESHING};
    for (int s = 0; s < GIF_STATES; s++) {
        rk_image *images = g_new(rk_image, gifs[s].count);
        for (guint i = 0; i < gifs[s].count; i++) images[i] = (rk_image){image_id(s, i), gifs[s].width, gifs[s].height};
        RK_GTK_CHECK(rk_component_set_images_with_frame_durations(header, states[s], images, gifs[s].durations,
                                                               gifs[s].count));
        g_free(images);
    }
    RK_GTK_CHECK(rk_header_connect_announcement(header, on_announcement, view, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_layout_changed(header, on_layout, view, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_frame_changed(header, on_frame, view, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_alpha_changed(header, on_alpha, view, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_label_changed(header, on_label, view, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_time_label_changed(header, on_time_label, view, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_measure_text(header, on_measure_text, view, NULL, NULL));
    /* What the header shows before any signal. */
    char text[256];
    RK_GTK_CHECK(rk_component_get_label(header, text, sizeof text, NULL));
    gtk_label_set_text(GTK_LABEL(view->label), text);
    RK_GTK_CHECK(rk_header_get_time_label(header, text, sizeof text, NULL));
    gtk_label_set_text(GTK_LABEL(view->time_label), text);
    view->layout.struct_size = sizeof view->layout;
    RK_GTK_CHECK(rk_header_get_layout(header, &view->layout));
    uint64_t id = 0;
    int32_t index = 0;
    rk_status shown = rk_component_frame_at(header, 0, &id, &index);
    if (shown == RK_OK) on_frame(header, id, index, view);
    else if (shown != RK_ERR_NOT_FOUND) RK_GTK_CHECK(shown); /* not found: no frame shown yet */
    return view;
}

/* After the header's context is destroyed (its handlers are gone); the widgets may live on. */
void header_view_free(HeaderView *view) {
    g_object_set_data(G_OBJECT(view->box), "header-view", NULL);
    g_free(view);
}

GtkWidget *header_view_widget(HeaderView *view) {
    return view->box;
}

void header_view_describe(HeaderView *view, GtkWidget *window, double ox, double oy, GString *json) {
    static const char *const names[GIF_STATES] = {"header_idle", "header_pulling", "header_refreshing"};
    rk_footer_state state = 0;
    RK_GTK_CHECK(rk_component_get_state(view->header, &state));
    const char *text = gtk_label_get_text(GTK_LABEL(view->label));
    const char *time_text = gtk_label_get_text(GTK_LABEL(view->time_label));
    char *label = g_strescape(text, NULL), *time_label = g_strescape(time_text, NULL);
    g_string_append_printf(json, "\"state\": \"%s\", \"frame\": [\"%s\", %d], \"label\": \"%s\", "
                           "\"text_width\": %.1f, \"time_label\": \"%s\", \"time_width\": %.1f, ",
                           rk_footer_state_name(state), names[view->frame_state], view->frame_index, label,
                           on_measure_text(view->header, text, view), time_label,
                           on_measure_text(view->header, time_text, view));
    g_free(label);
    g_free(time_label);
    rk_gtk_describe_widget(json, "gif", view->picture, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "label_rect", view->label, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "time_label_rect", view->time_label, window, ox, oy);
}
