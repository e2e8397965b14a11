/*
 * footer_view.c — what RefreshKit's footer looks like: a label across it and the GIF frame.
 *
 * The GIF frame is a GtkPicture showing the texture for the image id of "frame-changed", at the
 * image's natural size (never scaled) in the GIF rect of "layout-changed": right-aligned beside the
 * label, or centred when the label is hidden (the content mode). The label is a GtkLabel; its text
 * is measured with Pango, in the label's own font, for "measure-text". "gif-visibility" shows and
 * hides the picture, "alpha-changed" sets the view's opacity, "label-changed" the text.
 */
#include "rk_gtk.h"

#include <math.h>

struct FooterView {
    rk_footer *footer;
    const RkGtkGif *gifs;
    GtkWidget *box, *picture, *label;
    rk_rect gif_rect;
    rk_content_mode content_mode;
    /* What is drawn now. */
    int frame_state, frame_index;
    gboolean gif_visible;
};

/* Image ids: the GIF state times 1000, plus the frame index plus one (never 0). */
static uint64_t image_id(int gif_state, guint index) {
    return (uint64_t)gif_state * 1000 + index + 1;
}

static void allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    FooterView *view = g_object_get_data(G_OBJECT(widget), "footer-view");
    if (view == NULL) return; /* the view has gone; the window is closing */
    gtk_widget_allocate(view->label, width, height, -1, NULL);
    const RkGtkGif *gif = &view->gifs[view->frame_state];
    rk_rect g = view->gif_rect;
    double x = view->content_mode == RK_CONTENT_MODE_RIGHT ? g.x + g.width - gif->width
                                                            : g.x + (g.width - gif->width) / 2.0;
    double y = g.y + (g.height - gif->height) / 2.0;
    GskTransform *at = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)floor(x), (float)floor(y)));
    gtk_widget_allocate(view->picture, gif->width, gif->height, -1, at);
}

static void on_layout(rk_footer *footer, double x, double y, double w, double h, double gx, double gy,
                      double gw, double gh, int32_t mode, void *data) {
    (void)footer, (void)x, (void)y, (void)w, (void)h;
    FooterView *view = data;
    view->gif_rect = (rk_rect){gx, gy, gw, gh};
    view->content_mode = mode;
    gtk_widget_queue_allocate(view->box);
}

static void on_frame(rk_footer *footer, uint64_t id, int32_t index, void *data) {
    (void)footer, (void)index;
    FooterView *view = data;
    int state = (int)(id / 1000);
    guint frame = (guint)(id % 1000) - 1;
    g_return_if_fail(state < GIF_STATES && frame < view->gifs[state].count);
    view->frame_state = state;
    view->frame_index = (int)frame;
    gtk_picture_set_paintable(GTK_PICTURE(view->picture), GDK_PAINTABLE(view->gifs[state].textures[frame]));
    gtk_widget_queue_allocate(view->box);
}

static void on_gif_visibility(rk_footer *footer, int32_t visible, void *data) {
    (void)footer;
    FooterView *view = data;
    view->gif_visible = visible != 0;
    gtk_widget_set_visible(view->picture, visible != 0);
}

static void on_alpha(rk_footer *footer, double alpha, double duration, void *data) {
    (void)footer, (void)duration;
    gtk_widget_set_opacity(((FooterView *)data)->box, alpha);
}

static void on_label(rk_footer *footer, const char *text, void *data) {
    (void)footer;
    gtk_label_set_text(GTK_LABEL(((FooterView *)data)->label), text);
}

void rk_gtk_announce(GtkWidget *widget, const char *who, const char *text, int32_t priority) {
#if GTK_CHECK_VERSION(4, 14, 0)
    GtkAccessibleAnnouncementPriority level = priority == RK_ANNOUNCEMENT_HIGH     ? GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH
                                              : priority == RK_ANNOUNCEMENT_MEDIUM ? GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM
                                                                                   : GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_LOW;
    gtk_accessible_announce(GTK_ACCESSIBLE(widget), text, level);
    const char *via = "announce";
#else
    /* No announcements before GTK 4.14: the label's accessible description carries the text, which a
       screen reader reads when it reads the label. */
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    const char *via = "description";
#endif
    rk_gtk_event("announcement %s priority=%d via=%s text=%s", who, (int)priority, via, text);
}

static void on_announcement(rk_footer *footer, const char *text, int32_t priority, void *data) {
    (void)footer;
    rk_gtk_announce(((FooterView *)data)->label, "footer", text, priority);
}

/* A click on the label of a failed load retries it (F17, F20: rk_activate, the accessibility
   action, is what a tap does). In any other state the click does nothing. */
static void on_label_clicked(GtkGestureClick *gesture, int n_press, double x, double y, gpointer data) {
    (void)gesture, (void)n_press, (void)x, (void)y;
    FooterView *view = data;
    rk_footer_state state = RK_FOOTER_IDLE;
    RK_GTK_CHECK(rk_component_get_state(view->footer, &state));
    if (state != RK_FOOTER_FAILED) return;
    rk_gtk_event("footer-activate");
    RK_GTK_CHECK(rk_activate(view->footer));
}

/* The label's width as Pango lays it out in the label's own font. */
static double on_measure_text(rk_footer *footer, const char *text, void *data) {
    (void)footer;
    return rk_gtk_text_width(((FooterView *)data)->label, text);
}

FooterView *footer_view_new(rk_footer *footer, const RkGtkGif *gifs) {
    FooterView *view = g_new0(FooterView, 1);
    view->footer = footer;
    view->gifs = gifs;
    view->gif_visible = TRUE;
    view->label = gtk_label_new(NULL);
    gtk_widget_add_css_class(view->label, "footer-label");
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "released", G_CALLBACK(on_label_clicked), view);
    gtk_widget_add_controller(view->label, GTK_EVENT_CONTROLLER(click));
    view->picture = gtk_picture_new();
    gtk_picture_set_can_shrink(GTK_PICTURE(view->picture), TRUE);
    view->box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_layout_manager(view->box, gtk_custom_layout_new(NULL, rk_gtk_measure_none, allocate));
    g_object_set_data(G_OBJECT(view->box), "footer-view", view);
    gtk_widget_add_css_class(view->box, "footer");
    gtk_box_append(GTK_BOX(view->box), view->label);
    gtk_box_append(GTK_BOX(view->box), view->picture);

    /* Each state's frames with their own delays from the file. */
    static const rk_footer_state states[GIF_STATES] = {RK_FOOTER_IDLE, RK_FOOTER_PULLING, RK_FOOTER_REFRESHING};
    for (int s = 0; s < GIF_STATES; s++) {
        rk_image *images = g_new(rk_image, gifs[s].count);
        for (guint i = 0; i < gifs[s].count; i++) images[i] = (rk_image){image_id(s, i), gifs[s].width, gifs[s].height};
        RK_GTK_CHECK(rk_component_set_images_with_frame_durations(footer, states[s], images, gifs[s].durations,
                                                               gifs[s].count));
        g_free(images);
    }
    RK_GTK_CHECK(rk_footer_connect_layout_changed(footer, on_layout, view, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_frame_changed(footer, on_frame, view, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_gif_visibility(footer, on_gif_visibility, view, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_alpha_changed(footer, on_alpha, view, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_label_changed(footer, on_label, view, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_announcement(footer, on_announcement, view, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_measure_text(footer, on_measure_text, view, NULL, NULL));
    /* The label the footer shows before any signal: its state's title now. */
    char text[256];
    RK_GTK_CHECK(rk_component_get_label(footer, text, sizeof text, NULL));
    gtk_label_set_text(GTK_LABEL(view->label), text);
    return view;
}

/* After the footer's context is destroyed (its handlers are gone); the widgets may live on. */
void footer_view_free(FooterView *view) {
    g_object_set_data(G_OBJECT(view->box), "footer-view", NULL);
    g_free(view);
}

GtkWidget *footer_view_widget(FooterView *view) {
    return view->box;
}

void rk_gtk_describe_widget(GString *json, const char *name, GtkWidget *widget, GtkWidget *window, double ox,
                            double oy) {
    graphene_rect_t r;
    if (!gtk_widget_get_visible(widget) || !gtk_widget_compute_bounds(widget, window, &r)) {
        g_string_append_printf(json, "\"%s\": null", name);
        return;
    }
    g_string_append_printf(json, "\"%s\": {\"x\": %.1f, \"y\": %.1f, \"w\": %.1f, \"h\": %.1f}", name,
                           r.origin.x - ox, r.origin.y - oy, r.size.width, r.size.height);
}

void footer_view_describe(FooterView *view, GtkWidget *window, double ox, double oy, GString *json) {
    static const char *const names[GIF_STATES] = {"idle", "pulling", "refreshing"};
    rk_footer_state state = 0;
    RK_GTK_CHECK(rk_component_get_state(view->footer, &state));
    const char *text = gtk_label_get_text(GTK_LABEL(view->label));
    char *label = g_strescape(text, NULL);
    g_string_append_printf(json, "\"state\": \"%s\", \"gif_visible\": %s, \"frame\": [\"%s\", %d], "
                           "\"label\": \"%s\", \"text_width\": %.1f, ",
                           rk_footer_state_name(state), view->gif_visible ? "true" : "false",
                           names[view->frame_state], view->frame_index, label,
                           on_measure_text(view->footer, text, view));
    g_free(label);
    rk_gtk_describe_widget(json, "gif", view->picture, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "label_rect", view->label, window, ox, oy);
}
