/*
 * older_view.c — what RefreshKit's auto header (1.5) looks like in the chat: its label and its
 * spinner, at the top of the messages.
 *
 * The auto header is in its normal style (RK_AUTO_FOOTER_STYLE_NORMAL): the label is a GtkLabel in
 * the label rect of rk_auto_header_get_layout, its text centred; the spinner is a GtkSpinner in
 * the spinner rect, running while "spinner-changed" says so and hidden otherwise. "measure-text"
 * answers with the width Pango gives a text in the label's font, so the spinner sits beside the
 * text. A click on the label is rk_auto_header_tap (load older messages now, or retry a failure).
 */
#include "rk_gtk.h"

struct OlderView {
    rk_auto_header *older;
    GtkWidget *box, *label, *spinner;
    rk_auto_header_layout layout;
};

static void allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)width, (void)height, (void)baseline;
    OlderView *view = g_object_get_data(G_OBJECT(widget), "older-view");
    if (view == NULL) return; /* the view has gone; the window is closing */
    rk_gtk_place(view->label, view->layout.label);
    rk_gtk_place(view->spinner, view->layout.spinner);
}

static void on_layout(rk_auto_header *older, double x, double y, double w, double h, void *data) {
    (void)x, (void)y, (void)w, (void)h;
    OlderView *view = data;
    view->layout.struct_size = sizeof view->layout;
    RK_GTK_CHECK(rk_auto_header_get_layout(older, &view->layout));
    gtk_widget_queue_allocate(view->box);
}

static void on_label(rk_auto_header *older, const char *text, void *data) {
    (void)older;
    gtk_label_set_text(GTK_LABEL(((OlderView *)data)->label), text);
    rk_gtk_event("chat-older-label %s", text);
}

static void on_spinner(rk_auto_header *older, int32_t animating, void *data) {
    (void)older;
    GtkWidget *spinner = ((OlderView *)data)->spinner;
    gtk_widget_set_visible(spinner, animating != 0);
    if (animating) gtk_spinner_start(GTK_SPINNER(spinner));
    else gtk_spinner_stop(GTK_SPINNER(spinner));
}

static void on_alpha(rk_auto_header *older, double alpha, double duration, void *data) {
    (void)older, (void)duration;
    gtk_widget_set_opacity(((OlderView *)data)->box, alpha);
}

static void on_announcement(rk_auto_header *older, const char *text, int32_t priority, void *data) {
    (void)older;
    rk_gtk_announce(((OlderView *)data)->label, "chat", text, priority);
}

static double on_measure_text(rk_auto_header *older, const char *text, void *data) {
    (void)older;
    return rk_gtk_text_width(((OlderView *)data)->label, text);
}

static void on_label_clicked(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)gesture, (void)presses, (void)x, (void)y;
    rk_gtk_event("chat-older-tap");
    RK_GTK_CHECK(rk_auto_header_tap(((OlderView *)data)->older));
}

OlderView *older_view_new(rk_auto_header *older) {
    OlderView *view = g_new0(OlderView, 1);
    view->older = older;
    view->label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(view->label), 0.5f);
    gtk_widget_add_css_class(view->label, "older-label");
    view->spinner = gtk_spinner_new();
    gtk_widget_set_visible(view->spinner, FALSE);
    view->box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_layout_manager(view->box, gtk_custom_layout_new(NULL, rk_gtk_measure_none, allocate));
    g_object_set_data(G_OBJECT(view->box), "older-view", view);
    gtk_widget_add_css_class(view->box, "older");
    gtk_box_append(GTK_BOX(view->box), view->label);
    gtk_box_append(GTK_BOX(view->box), view->spinner);
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "released", G_CALLBACK(on_label_clicked), view);
    gtk_widget_add_controller(view->label, GTK_EVENT_CONTROLLER(click));

    RK_GTK_CHECK(rk_auto_header_connect_layout_changed(older, on_layout, view, NULL, NULL));
    RK_GTK_CHECK(rk_auto_header_connect_label_changed(older, on_label, view, NULL, NULL));
    RK_GTK_CHECK(rk_auto_header_connect_spinner_changed(older, on_spinner, view, NULL, NULL));
    RK_GTK_CHECK(rk_auto_header_connect_alpha_changed(older, on_alpha, view, NULL, NULL));
    RK_GTK_CHECK(rk_auto_header_connect_announcement(older, on_announcement, view, NULL, NULL));
    RK_GTK_CHECK(rk_auto_header_connect_measure_text(older, on_measure_text, view, NULL, NULL));
    /* What the auto header shows before any signal. */
    char text[256];
    RK_GTK_CHECK(rk_component_get_label(older, text, sizeof text, NULL));
    gtk_label_set_text(GTK_LABEL(view->label), text);
    view->layout.struct_size = sizeof view->layout;
    RK_GTK_CHECK(rk_auto_header_get_layout(older, &view->layout));
    return view;
}

/* After the auto header's context is destroyed (its handlers are gone); the widgets may live on. */
void older_view_free(OlderView *view) {
    rk_gtk_disconnect_controllers(view->label, view);
    g_object_set_data(G_OBJECT(view->box), "older-view", NULL);
    g_free(view);
}

GtkWidget *older_view_widget(OlderView *view) {
    return view->box;
}

void older_view_describe(OlderView *view, GtkWidget *window, double ox, double oy, GString *json) {
    rk_footer_state state = 0;
    RK_GTK_CHECK(rk_component_get_state(view->older, &state));
    const char *text = gtk_label_get_text(GTK_LABEL(view->label));
    g_autofree char *label = g_strescape(text, NULL);
    g_string_append_printf(json, "\"state\": \"%s\", \"label\": \"%s\", \"text_width\": %.1f, ",
                           rk_footer_state_name(state), label, on_measure_text(view->older, text, view));
    rk_gtk_describe_widget(json, "header", view->box, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "label_rect", view->label, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "spinner", view->spinner, window, ox, oy);
}
