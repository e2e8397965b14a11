/*
 * view_parts.c — what the components' views (footer_view.c, header_view.c, older_view.c) and the
 * scrolled views share: a view sized by its parent, its parts placed in the rects RefreshKit gives,
 * a text's width as Pango lays it out, and the controllers' handlers let go when a view goes.
 */
#include "rk_gtk.h"

#include <math.h>

void rk_gtk_measure_none(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                         int *minimum_baseline, int *natural_baseline) {
    (void)widget, (void)orientation, (void)for_size;
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
}

void rk_gtk_place(GtkWidget *child, rk_rect r) {
    GskTransform *at = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)floor(r.x), (float)floor(r.y)));
    gtk_widget_allocate(child, (int)r.width, (int)r.height, -1, at);
}

double rk_gtk_text_width(GtkWidget *label, const char *text) {
    PangoLayout *layout = gtk_widget_create_pango_layout(label, text);
    int width = 0, height = 0;
    pango_layout_get_pixel_size(layout, &width, &height);
    g_object_unref(layout);
    return width;
}

void rk_gtk_disconnect_controllers(GtkWidget *widget, gpointer data) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    for (guint i = 0; i < g_list_model_get_n_items(controllers); i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        g_signal_handlers_disconnect_by_data(controller, data);
        g_object_unref(controller);
    }
    g_object_unref(controllers);
}
