/*
 * list_footer.c — a GtkScrolledWindow with a list of rows, RefreshKit's pull-down header above it
 * and its footer under it.
 *
 * The scroll view as RefreshKit sees it (UIKit's terms): the content is the list, the header sits
 * just above it and the footer just under it, and the top and bottom insets are whatever the header
 * and the footer asked for. GTK's adjustment cannot go past either end, and UIKit's bounce can, so
 * the scrolled child (the "canvas") has a room above the content where the header is pulled into
 * view (TOP_ROOM: the content's top is there, so UIKit's offset is the adjustment's value minus
 * it), and is as tall as the content plus the bottom inset under it; while a finger drags it is
 * taller by a bounce room of three footer heights: the drag can pull the footer into view past the
 * end, and letting go springs back. At rest the value never goes above the top inset (a wheel that
 * tries is held there), as UIKit's offset rests at -inset_top.
 *
 * The GtkScrolledWindow is one rk_scroll_view, the header and the footer attached to it. Metrics
 * come from the real adjustments (value, page size) and the list's measured height and width; the
 * drag gesture (on the viewport, which does not move) sets the adjustment, the dragging flag and
 * the pan's phase (began, changed, ended or cancelled). Each adjustment change or gesture event is
 * one rk_scroll_view_set_metrics, which drives the header, then the footer. Their inset and offset
 * requests come back through the scroll view's own "inset-requested" (naming the edge: top for the
 * header, bottom for the footer) and "offset-requested" (naming the axis), and are animated on the
 * frame clock over the duration given; each component's "layout-changed" places the header view
 * (header_view.c) and the footer view (footer_view.c) in the canvas.
 */
#include "rk_gtk.h"

#include <math.h>

typedef struct {
    gboolean active;
    double from, to;
    gint64 start, length; /* frame-clock microseconds */
    int settle;           /* frames left to wait for an upper bound that has not grown yet */
    gboolean announce;    /* print "scrolled" at the end (a scroll the host asked for) */
} Anim;

/* The footer's height (RefreshKit's default is 44; the GIFs are 40 high). */
#define FOOTER_HEIGHT 50
/* The header's height (RefreshKit's default, 54; its GIFs are 40 high). */
#define HEADER_HEIGHT 54
/* The room above the content the header is pulled down into: a pull of up to 200 px. */
#define TOP_ROOM 200

struct ListFooter {
    rk_scroll_view *scroll_view;
    gboolean attached; /* the header and the footer, once the scroll view has real metrics */
    rk_pan_state pan;  /* the phase the next update carries */
    gboolean drag_cancelled;
    rk_footer *footer;
    rk_header *header;
    FooterView *view;
    HeaderView *header_view;
    GtkWidget *scrolled, *viewport, *canvas, *list, *footer_box, *header_box;
    GtkAdjustment *vadj, *hadj;
    guint rows;
    /* The footer's and header's last layouts, in content coordinates. */
    rk_rect footer_rect, header_rect;
    gboolean have_layout, have_header_layout;
    /* The insets the footer (bottom) and header (top) asked for (UIKit's model values) and the ones
       the canvas shows now. */
    double inset, inset_shown, inset_top, inset_top_shown;
    Anim inset_anim, inset_top_anim, offset_anim;
    guint tick_id;
    gboolean dragging;
    double drag_start, drag_target, bounce_room;
    guint report_idle;
};

static double content_height(ListFooter *lf, int width) {
    int min = 0, nat = 0;
    gtk_widget_measure(lf->list, GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1, &min, &nat, NULL, NULL);
    return nat;
}

static double viewport_height(ListFooter *lf) {
    return gtk_adjustment_get_page_size(lf->vadj);
}

/* UIKit's content offset: the adjustment's value, from the content's top (TOP_ROOM down the canvas). */
static double offset_of(ListFooter *lf) {
    return gtk_adjustment_get_value(lf->vadj) - TOP_ROOM;
}

static void set_offset(ListFooter *lf, double offset) {
    gtk_adjustment_set_value(lf->vadj, offset + TOP_ROOM);
}

/* The largest offset at rest: UIKit's content + bottom inset - visible height (at least the top). */
static double rest_offset(ListFooter *lf) {
    double content = content_height(lf, gtk_widget_get_width(lf->viewport));
    return fmax(-lf->inset_top, content + lf->inset - viewport_height(lf));
}

/* The smallest offset at rest: the top inset shows above the content. */
static double top_offset(ListFooter *lf) {
    return -lf->inset_top_shown;
}

static const char *pan_name(rk_pan_state pan) {
    static const char *const names[] = {"none", "began", "changed", "ended", "cancelled"};
    return pan >= 0 && pan < (rk_pan_state)G_N_ELEMENTS(names) ? names[pan] : "?";
}

static const char *component_name(ListFooter *lf, const void *component) {
    return component == (const void *)lf->header ? "header" : component == (const void *)lf->footer ? "footer" : "other";
}

/* Attaches the header, then the footer, once the scroll view has had its first real metrics (a
   component attached to a scroll view of size 0 would lay itself out for it). */
static void attach_components(ListFooter *lf) {
    RK_GTK_CHECK(rk_scroll_view_attach(lf->scroll_view, lf->header));
    RK_GTK_CHECK(rk_scroll_view_attach(lf->scroll_view, lf->footer));
    lf->attached = TRUE;
    void *header = NULL, *footer = NULL;
    RK_GTK_CHECK(rk_scroll_view_get_component(lf->scroll_view, RK_KIND_HEADER, &header));
    RK_GTK_CHECK(rk_scroll_view_get_component(lf->scroll_view, RK_KIND_FOOTER, &footer));
    rk_gtk_event("scroll-view attached header=%s footer=%s", header == (void *)lf->header ? "yes" : "no",
                 footer == (void *)lf->footer ? "yes" : "no");
}

/* Whether the scroll view holds these metrics already (its last update with the requests since
   applied): then there is no scroll event to tell. */
static gboolean same_metrics(ListFooter *lf, const rk_scroll_metrics *m) {
    rk_scroll_metrics held = {.struct_size = sizeof held};
    RK_GTK_CHECK(rk_scroll_view_get_metrics(lf->scroll_view, &held));
    return held.dragging == m->dragging && held.pan == m->pan && held.viewport_width == m->viewport_width &&
           held.viewport_height == m->viewport_height && held.content_height == m->content_height &&
           held.content_width == m->content_width && held.inset_top == m->inset_top &&
           held.inset_bottom == m->inset_bottom && held.inset_left == m->inset_left &&
           held.inset_right == m->inset_right && held.offset_y == m->offset_y && held.offset_x == m->offset_x;
}

/* One scroll event: one update of the scroll view, which drives the header, then the footer. */
static void report(ListFooter *lf) {
    double page = viewport_height(lf);
    int width = gtk_widget_get_width(lf->viewport);
    if (page <= 0 || width <= 0) return; /* not laid out yet */
    rk_scroll_metrics metrics = {
        .struct_size = sizeof metrics,
        .dragging = lf->dragging ? 1 : 0,
        .viewport_width = width,
        .viewport_height = page,
        .content_height = content_height(lf, width),
        .inset_top = lf->inset_top,
        .inset_bottom = lf->inset,
        .offset_y = offset_of(lf),
        .content_width = width, /* the list is as wide as the viewport (no horizontal scrolling) */
        .offset_x = gtk_adjustment_get_value(lf->hadj),
        .pan = lf->pan,
    };
    if (lf->attached && same_metrics(lf, &metrics)) return; /* a layout that moved nothing */
    if (lf->pan == RK_PAN_BEGAN || lf->pan == RK_PAN_ENDED || lf->pan == RK_PAN_CANCELLED)
        rk_gtk_event("pan %s offset=%.0f", pan_name(lf->pan), metrics.offset_y);
    RK_GTK_CHECK(rk_scroll_view_set_metrics(lf->scroll_view, &metrics));
    /* A phase that begins or ends is told once; the updates after it carry what follows. */
    if (lf->pan == RK_PAN_BEGAN) lf->pan = RK_PAN_CHANGED;
    else if (lf->pan == RK_PAN_ENDED || lf->pan == RK_PAN_CANCELLED) lf->pan = RK_PAN_NONE;
    if (!lf->attached) attach_components(lf);
}

static gboolean report_later_cb(gpointer data) {
    ListFooter *lf = data;
    lf->report_idle = 0;
    report(lf);
    return G_SOURCE_REMOVE;
}

/* Adjustment signals can come in the middle of a layout: report from an idle callback, right after
   the frame. It runs at the default priority: one at the idle priority waits behind the frame
   clock, and while an animation renders frame after frame it would not run until the animation
   ended (the scroll view would hear none of the offsets in between). */
static void report_later(ListFooter *lf) {
    if (lf->report_idle == 0) lf->report_idle = g_idle_add_full(G_PRIORITY_DEFAULT, report_later_cb, lf, NULL);
}

/* ---- the canvas: list at the top, footer where the footer says ---- */

static void canvas_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                           int *natural, int *minimum_baseline, int *natural_baseline) {
    ListFooter *lf = g_object_get_data(G_OBJECT(widget), "list-footer");
    *minimum_baseline = *natural_baseline = -1;
    *minimum = *natural = 0;
    if (lf == NULL) return; /* the footer has gone; the window is closing */
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        gtk_widget_measure(lf->list, orientation, -1, minimum, natural, NULL, NULL);
        return;
    }
    /* While the inset grows, size for its target at once: an offset request that goes with it
       must find the adjustment's upper bound already there. */
    double inset = lf->inset_anim.active ? fmax(lf->inset_shown, lf->inset) : lf->inset_shown;
    double height = TOP_ROOM + fmax(content_height(lf, for_size) + inset, viewport_height(lf)) + lf->bounce_room;
    *minimum = *natural = (int)ceil(height);
}

static void canvas_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)height;
    (void)baseline;
    ListFooter *lf = g_object_get_data(G_OBJECT(widget), "list-footer");
    if (lf == NULL) return;
    int content = (int)content_height(lf, width);
    GskTransform *list_at = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(0, TOP_ROOM));
    gtk_widget_allocate(lf->list, width, content, -1, list_at);
    rk_rect r = lf->have_layout ? lf->footer_rect : (rk_rect){0, content, width, FOOTER_HEIGHT};
    GskTransform *at = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)r.x, (float)(r.y + TOP_ROOM)));
    gtk_widget_allocate(lf->footer_box, (int)r.width, (int)r.height, -1, at);
    rk_rect h = lf->have_header_layout ? lf->header_rect : (rk_rect){0, -HEADER_HEIGHT, width, HEADER_HEIGHT};
    GskTransform *header_at = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)h.x, (float)(h.y + TOP_ROOM)));
    gtk_widget_allocate(lf->header_box, (int)h.width, (int)h.height, -1, header_at);
    /* The content height or width may have changed under the footer. */
    report_later(lf);
}

/* ---- animations on the frame clock ---- */

static double ease_out(double t) {
    return 1 - pow(1 - t, 3);
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget;
    ListFooter *lf = data;
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    if (lf->inset_anim.active) {
        Anim *a = &lf->inset_anim;
        double t = a->length > 0 ? fmin(1, (double)(now - a->start) / (double)a->length) : 1;
        lf->inset_shown = a->from + (a->to - a->from) * ease_out(t);
        if (t >= 1) a->active = FALSE;
        gtk_widget_queue_resize(lf->canvas);
    }
    if (lf->inset_top_anim.active) {
        Anim *a = &lf->inset_top_anim;
        double t = a->length > 0 ? fmin(1, (double)(now - a->start) / (double)a->length) : 1;
        lf->inset_top_shown = a->from + (a->to - a->from) * ease_out(t);
        if (t >= 1) a->active = FALSE;
        /* A top inset that shrinks at rest takes the content with it, as UIKit's does. */
        if (!lf->dragging && !lf->offset_anim.active && offset_of(lf) < top_offset(lf)) set_offset(lf, top_offset(lf));
    }
    if (lf->offset_anim.active) {
        Anim *a = &lf->offset_anim;
        if (a->start == 0) a->start = now;
        double t = a->length > 0 ? fmin(1, (double)(now - a->start) / (double)a->length) : 1;
        double value = a->from + (a->to - a->from) * ease_out(t);
        set_offset(lf, value);
        if (t >= 1) {
            /* The adjustment clamps to its upper bound, which follows the canvas a frame late. */
            if (fabs(offset_of(lf) - a->to) > 0.5 && a->settle-- > 0) return G_SOURCE_CONTINUE;
            a->active = FALSE;
            if (a->announce) rk_gtk_event("scrolled offset=%.0f", offset_of(lf));
        }
    }
    if (lf->inset_anim.active || lf->inset_top_anim.active || lf->offset_anim.active) return G_SOURCE_CONTINUE;
    lf->tick_id = 0;
    /* Sprung back, or settled where the footer asked: the bounce room goes. */
    if (!lf->dragging && lf->bounce_room > 0) {
        lf->bounce_room = 0;
        gtk_widget_queue_resize(lf->canvas);
    }
    return G_SOURCE_REMOVE;
}

static void anim_start(ListFooter *lf, Anim *anim, double from, double to, double seconds) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(lf->scrolled);
    *anim = (Anim){.active = TRUE, .from = from, .to = to, .length = (gint64)(seconds * 1e6), .settle = 5};
    anim->start = clock != NULL ? gdk_frame_clock_get_frame_time(clock) : 0;
    if (lf->tick_id == 0) lf->tick_id = gtk_widget_add_tick_callback(lf->scrolled, tick, lf, NULL);
}

/* ---- the scroll view's relays of the components' requests ---- */

/* An inset request, naming its edge: the top is the header's, the bottom the footer's. */
static void on_inset(rk_scroll_view *scroll_view, void *component, int32_t edge, double inset, double duration,
                     void *data) {
    (void)scroll_view;
    ListFooter *lf = data;
    static const char *const edges[] = {"top", "bottom", "right"};
    rk_gtk_event("scroll-view inset edge=%s inset=%.1f duration=%.2f from=%s",
                 edge >= 0 && edge < (int32_t)G_N_ELEMENTS(edges) ? edges[edge] : "?", inset, duration,
                 component_name(lf, component));
    switch (edge) {
    case RK_SCROLL_EDGE_TOP:
        lf->inset_top = inset;
        anim_start(lf, &lf->inset_top_anim, lf->inset_top_shown, inset, duration);
        break;
    case RK_SCROLL_EDGE_BOTTOM:
        lf->inset = inset;
        anim_start(lf, &lf->inset_anim, lf->inset_shown, inset, duration);
        gtk_widget_queue_resize(lf->canvas);
        break;
    default:
        break; /* the right inset is a trailer's; this list has none */
    }
}

/* An offset request, naming its axis: the vertical offset (the header's and the footer's). */
static void on_offset(rk_scroll_view *scroll_view, void *component, int32_t axis, double offset, double duration,
                      void *data) {
    (void)scroll_view;
    ListFooter *lf = data;
    rk_gtk_event("scroll-view offset axis=%s offset=%.1f duration=%.2f from=%s",
                 axis == RK_SCROLL_AXIS_VERTICAL ? "vertical" : axis == RK_SCROLL_AXIS_HORIZONTAL ? "horizontal" : "?",
                 offset, duration, component_name(lf, component));
    if (axis == RK_SCROLL_AXIS_VERTICAL) anim_start(lf, &lf->offset_anim, offset_of(lf), offset, duration);
    /* the horizontal offset is a trailer's; this list does not scroll sideways */
}

static void on_header_layout(rk_header *header, double x, double y, double w, double h, void *data) {
    (void)header;
    ListFooter *lf = data;
    lf->header_rect = (rk_rect){x, y, w, h};
    lf->have_header_layout = TRUE;
    gtk_widget_queue_allocate(lf->canvas);
}

static void on_layout(rk_footer *footer, double x, double y, double w, double h, double gx, double gy,
                      double gw, double gh, int32_t mode, void *data) {
    (void)footer, (void)gx, (void)gy, (void)gw, (void)gh, (void)mode;
    ListFooter *lf = data;
    lf->footer_rect = (rk_rect){x, y, w, h};
    lf->have_layout = TRUE;
    gtk_widget_queue_allocate(lf->canvas);
}

/* ---- the drag gesture ---- */

static void on_drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    (void)gesture;
    (void)x;
    (void)y;
    ListFooter *lf = data;
    lf->dragging = TRUE;
    lf->pan = RK_PAN_BEGAN;
    lf->drag_cancelled = FALSE;
    lf->offset_anim.active = FALSE; /* the finger takes over */
    lf->drag_start = lf->drag_target = offset_of(lf);
    lf->bounce_room = 3 * (lf->have_layout ? lf->footer_rect.height : FOOTER_HEIGHT);
    gtk_widget_queue_resize(lf->canvas);
    report(lf);
    rk_gtk_event("drag begin offset=%.0f", lf->drag_start);
}

static void on_drag_update(GtkGestureDrag *gesture, double dx, double dy, gpointer data) {
    (void)gesture;
    (void)dx;
    ListFooter *lf = data;
    lf->drag_target = fmax(-TOP_ROOM, lf->drag_start - dy);
    set_offset(lf, lf->drag_target);
    report(lf);
}

static void on_drag_end(GtkGestureDrag *gesture, double dx, double dy, gpointer data) {
    (void)gesture;
    (void)dx;
    (void)dy;
    ListFooter *lf = data;
    lf->dragging = FALSE;
    lf->pan = lf->drag_cancelled ? RK_PAN_CANCELLED : RK_PAN_ENDED;
    rk_gtk_event("drag end offset=%.0f", offset_of(lf));
    /* Let go where the finger was: Pulling becomes Refreshing here, and its requests start. */
    report(lf);
    if (!lf->offset_anim.active) {
        double value = offset_of(lf), rest = rest_offset(lf);
        if (value > rest) {
            anim_start(lf, &lf->offset_anim, value, rest, 0.3); /* spring back */
        } else if (value < -lf->inset_top) {
            anim_start(lf, &lf->offset_anim, value, -lf->inset_top, 0.3); /* spring back to the top */
        } else {
            lf->bounce_room = 0;
            gtk_widget_queue_resize(lf->canvas);
        }
    }
}

/* GTK took the sequence away (another gesture claimed it): "drag-end" follows, as a cancelled pan. */
static void on_drag_cancel(GtkGesture *gesture, GdkEventSequence *sequence, gpointer data) {
    (void)gesture, (void)sequence;
    ((ListFooter *)data)->drag_cancelled = TRUE;
}

/* At rest nothing scrolls into the room above the top inset (a wheel at the top stops there). */
static void hold_top(ListFooter *lf) {
    if (!lf->dragging && !lf->offset_anim.active && offset_of(lf) < top_offset(lf) - 0.5) set_offset(lf, top_offset(lf));
}

static void on_adjustment(GtkAdjustment *adjustment, gpointer data) {
    (void)adjustment;
    hold_top(data);
    report_later(data);
}

/* The bounce room arrives with the next layout: a drag that went past the old end gets there then. */
static void on_adjustment_changed(GtkAdjustment *adjustment, gpointer data) {
    (void)adjustment;
    ListFooter *lf = data;
    if (lf->dragging && fabs(offset_of(lf) - lf->drag_target) > 0.5) set_offset(lf, lf->drag_target);
    hold_top(lf);
    report_later(lf);
}

static void on_map(GtkWidget *widget, gpointer data) {
    (void)widget;
    RK_GTK_CHECK(rk_component_set_visible(((ListFooter *)data)->footer, 1));
    RK_GTK_CHECK(rk_component_set_visible(((ListFooter *)data)->header, 1));
}

static void on_unmap(GtkWidget *widget, gpointer data) {
    (void)widget;
    RK_GTK_CHECK(rk_component_set_visible(((ListFooter *)data)->footer, 0));
    RK_GTK_CHECK(rk_component_set_visible(((ListFooter *)data)->header, 0));
}

/* ---- construction ---- */

ListFooter *list_footer_new(rk_context *ctx, const RkGtkGif *gifs, const RkGtkGif *header_gifs) {
    ListFooter *lf = g_new0(ListFooter, 1);
    RK_GTK_CHECK(rk_scroll_view_create(ctx, &lf->scroll_view));
    RK_GTK_CHECK(rk_footer_create(ctx, &lf->footer));
    RK_GTK_CHECK(rk_component_set_height(lf->footer, FOOTER_HEIGHT));
    lf->view = footer_view_new(lf->footer, gifs);
    lf->footer_box = footer_view_widget(lf->view);
    RK_GTK_CHECK(rk_header_create(ctx, RK_HEADER_STYLE_GIF, &lf->header));
    RK_GTK_CHECK(rk_component_set_height(lf->header, HEADER_HEIGHT));
    lf->header_view = header_view_new(lf->header, header_gifs);
    lf->header_box = header_view_widget(lf->header_view);

    lf->list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(lf->list), GTK_SELECTION_NONE);
    lf->canvas = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_layout_manager(lf->canvas, gtk_custom_layout_new(NULL, canvas_measure, canvas_allocate));
    g_object_set_data(G_OBJECT(lf->canvas), "list-footer", lf);
    gtk_box_append(GTK_BOX(lf->canvas), lf->list);
    gtk_box_append(GTK_BOX(lf->canvas), lf->footer_box);
    gtk_box_append(GTK_BOX(lf->canvas), lf->header_box);

    lf->scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(lf->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_kinetic_scrolling(GTK_SCROLLED_WINDOW(lf->scrolled), FALSE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(lf->scrolled), lf->canvas);
    gtk_widget_set_vexpand(lf->scrolled, TRUE);
    lf->viewport = gtk_scrolled_window_get_child(GTK_SCROLLED_WINDOW(lf->scrolled));
    lf->vadj = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(lf->scrolled));
    lf->hadj = gtk_scrolled_window_get_hadjustment(GTK_SCROLLED_WINDOW(lf->scrolled));
    g_signal_connect(lf->vadj, "value-changed", G_CALLBACK(on_adjustment), lf);
    g_signal_connect(lf->vadj, "changed", G_CALLBACK(on_adjustment_changed), lf);
    g_signal_connect(lf->scrolled, "map", G_CALLBACK(on_map), lf);
    g_signal_connect(lf->scrolled, "unmap", G_CALLBACK(on_unmap), lf);

    GtkGesture *drag = gtk_gesture_drag_new();
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(drag), GTK_PHASE_CAPTURE);
    g_signal_connect(drag, "drag-begin", G_CALLBACK(on_drag_begin), lf);
    g_signal_connect(drag, "drag-update", G_CALLBACK(on_drag_update), lf);
    g_signal_connect(drag, "drag-end", G_CALLBACK(on_drag_end), lf);
    g_signal_connect(drag, "cancel", G_CALLBACK(on_drag_cancel), lf);
    gtk_widget_add_controller(lf->viewport, GTK_EVENT_CONTROLLER(drag));

    /* Every inset and offset request, the header's and the footer's, through the scroll view. */
    RK_GTK_CHECK(rk_scroll_view_connect_inset_requested(lf->scroll_view, on_inset, lf, NULL, NULL));
    RK_GTK_CHECK(rk_scroll_view_connect_offset_requested(lf->scroll_view, on_offset, lf, NULL, NULL));
    RK_GTK_CHECK(rk_footer_connect_layout_changed(lf->footer, on_layout, lf, NULL, NULL));
    RK_GTK_CHECK(rk_header_connect_layout_changed(lf->header, on_header_layout, lf, NULL, NULL));
    return lf;
}

void list_footer_free(ListFooter *lf) {
    /* The widgets may outlive the footer (the window goes later): they must not call it. */
    g_signal_handlers_disconnect_by_data(lf->vadj, lf);
    g_signal_handlers_disconnect_by_data(lf->scrolled, lf);
    rk_gtk_disconnect_controllers(lf->viewport, lf);
    g_object_set_data(G_OBJECT(lf->canvas), "list-footer", NULL);
    footer_view_free(lf->view);
    header_view_free(lf->header_view);
    if (lf->report_idle != 0) g_source_remove(lf->report_idle);
    if (lf->tick_id != 0) gtk_widget_remove_tick_callback(lf->scrolled, lf->tick_id);
    g_free(lf);
}

GtkWidget *list_footer_widget(ListFooter *lf) {
    return lf->scrolled;
}

rk_footer *list_footer_footer(ListFooter *lf) {
    return lf->footer;
}

rk_header *list_footer_header(ListFooter *lf) {
    return lf->header;
}

guint list_footer_row_count(ListFooter *lf) {
    return lf->rows;
}

void list_footer_append_rows(ListFooter *lf, GPtrArray *texts) {
    for (guint i = 0; i < texts->len; i++) {
        GtkWidget *row = gtk_label_new(g_ptr_array_index(texts, i));
        gtk_label_set_xalign(GTK_LABEL(row), 0);
        gtk_widget_add_css_class(row, "item");
        gtk_list_box_append(GTK_LIST_BOX(lf->list), row);
    }
    lf->rows += texts->len;
    RK_GTK_CHECK(rk_component_set_data_count(lf->footer, lf->rows));
    gtk_widget_queue_resize(lf->canvas);
    report(lf);
}

void list_footer_clear_rows(ListFooter *lf) {
    for (GtkWidget *row = gtk_widget_get_first_child(lf->list); row != NULL; row = gtk_widget_get_first_child(lf->list))
        gtk_list_box_remove(GTK_LIST_BOX(lf->list), row);
    lf->rows = 0;
    RK_GTK_CHECK(rk_component_set_data_count(lf->footer, 0));
    gtk_widget_queue_resize(lf->canvas);
}

/* A short animated scroll, on the frame clock like the footer's requests, so that rows just
   added are laid out (and the adjustment's upper bound grown) before it ends. */
void list_footer_scroll_to_end(ListFooter *lf) {
    anim_start(lf, &lf->offset_anim, offset_of(lf), rest_offset(lf), 0.15);
    lf->offset_anim.announce = TRUE;
}

void list_footer_scroll_to_top(ListFooter *lf) {
    anim_start(lf, &lf->offset_anim, offset_of(lf), -lf->inset_top, 0.15);
    lf->offset_anim.announce = TRUE;
}

static void describe_header(ListFooter *lf, GtkWidget *window, double ox, double oy, GString *json) {
    g_string_append(json, "{");
    header_view_describe(lf->header_view, window, ox, oy, json);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "viewport", lf->viewport, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "header", lf->header_box, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "scrollbar", gtk_scrolled_window_get_vscrollbar(GTK_SCROLLED_WINDOW(lf->scrolled)),
                           window, ox, oy);
    g_string_append_printf(json, ", \"offset\": %.1f, \"inset_top\": %.1f}", offset_of(lf), lf->inset_top);
}

/* The scroll view as RefreshKit holds it: the last update with the requests since applied, the
   host's own insets (F8: what is left without the components' contributions), what is attached. */
static void describe_scroll_view(ListFooter *lf, GString *json) {
    rk_scroll_metrics m = {.struct_size = sizeof m};
    double host_top = 0, host_bottom = 0;
    void *header = NULL, *footer = NULL;
    RK_GTK_CHECK(rk_scroll_view_get_metrics(lf->scroll_view, &m));
    RK_GTK_CHECK(rk_scroll_view_get_host_inset(lf->scroll_view, RK_SCROLL_EDGE_TOP, &host_top));
    RK_GTK_CHECK(rk_scroll_view_get_host_inset(lf->scroll_view, RK_SCROLL_EDGE_BOTTOM, &host_bottom));
    RK_GTK_CHECK(rk_scroll_view_get_component(lf->scroll_view, RK_KIND_HEADER, &header));
    RK_GTK_CHECK(rk_scroll_view_get_component(lf->scroll_view, RK_KIND_FOOTER, &footer));
    g_string_append_printf(json, ", \"scroll_view\": {\"inset_top\": %.1f, \"inset_bottom\": %.1f, "
                           "\"offset_y\": %.1f, \"content_height\": %.1f, \"content_width\": %.1f, "
                           "\"viewport_height\": %.1f, \"pan\": \"%s\", \"dragging\": %d, \"host_inset_top\": %.1f, "
                           "\"host_inset_bottom\": %.1f, \"header\": %s, \"footer\": %s, ",
                           m.inset_top, m.inset_bottom, m.offset_y, m.content_height, m.content_width,
                           m.viewport_height, pan_name(m.pan), m.dragging, host_top, host_bottom,
                           header == (void *)lf->header ? "true" : "false",
                           footer == (void *)lf->footer ? "true" : "false");
    /* What the list has now, to compare: its insets (the requested ones, as the scroll view takes
       them), its offset, and whether it is settled (no animation running, no finger on it, no
       update waiting to be sent): only then has the scroll view heard the offset shown. */
    gboolean settled = !lf->dragging && !lf->inset_anim.active && !lf->inset_top_anim.active &&
                       !lf->offset_anim.active && lf->report_idle == 0;
    g_string_append_printf(json, "\"list\": {\"inset_top\": %.1f, \"inset_bottom\": %.1f, \"offset_y\": %.1f, "
                           "\"settled\": %s}}",
                           lf->inset_top, lf->inset, offset_of(lf), settled ? "true" : "false");
}

void list_footer_describe(ListFooter *lf, GtkWidget *window, double ox, double oy, GString *json) {
    g_string_append(json, "{");
    footer_view_describe(lf->view, window, ox, oy, json);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "viewport", lf->viewport, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "footer", lf->footer_box, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "scrollbar", gtk_scrolled_window_get_vscrollbar(GTK_SCROLLED_WINDOW(lf->scrolled)),
                           window, ox, oy);
    g_string_append(json, "}, \"header\": ");
    describe_header(lf, window, ox, oy, json);
    describe_scroll_view(lf, json);
}
