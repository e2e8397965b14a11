/*
 * chat_view.c — the chat: a list of message bubbles that starts at its bottom, RefreshKit's auto
 * header (1.5) above the first message loading older ones from the local server, new messages
 * arriving at the bottom on a timer.
 *
 * The GtkScrolledWindow is one rk_scroll_view with the auto header attached (its own slot, docs/
 * behaviour/auto-header.md §2). In UIKit's terms the content is the messages and the top inset is
 * what the auto header adds (its height): the scrolled child (the "canvas") is that inset with the
 * messages under it, so UIKit's offset is the adjustment's value minus the top inset. Every
 * adjustment change is one rk_scroll_view_set_metrics, with the messages as items
 * (first_visible_item, last_visible_item), from an idle callback (adjustment signals come in the
 * middle of a layout).
 *
 * When the auto header loads ("refreshing-load", with its load id) a page of the server is
 * fetched with the app's loader; its items become older messages inserted above the first one, and
 * rk_scroll_view_content_inserted(TOP, their height, their count) makes the scroll view ask, in that call, for
 * the offset that keeps the visible messages still (docs/behaviour/scroll-view.md §6). That
 * request is applied to the adjustment at once, its upper bound grown with it, so the first frame
 * drawn after the insertion already has the messages where they were; the app checks it on that
 * frame and prints "chat-anchor". New messages are inserted at the bottom the same way: a chat
 * resting at its end follows them. Leaving the chat while a load runs cancels that load
 * (rk_component_cancel_load): its "load-cancelled" aborts the request. The scroll view's
 * "load-states-changed" writes the status line under the messages.
 */
#include "rk_gtk.h"

#include <inttypes.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

/* Gaps around and between the bubbles (the messages box's margins and spacing). */
#define MESSAGE_GAP 8

struct ChatView {
    rk_scroll_view *scroll_view;
    rk_auto_header *older;
    OlderView *older_view;
    Loader *loader;
    GtkWidget *page, *scrolled, *viewport, *canvas, *messages, *older_box, *status;
    GtkAdjustment *vadj;
    gboolean attached, placed; /* placed: scrolled to the end the first time it was laid out */
    double inset_top;          /* the top inset the auto header asked for */
    rk_auto_header_layout layout;
    gboolean have_layout;
    guint count, older_count, new_count;
    int next_page;
    rk_task *task;     /* the load of older messages in flight */
    rk_load_id load_id; /* the auto header's load it serves */
    double interval;
    guint timer_id, report_idle;
    /* The first frame after a prepend: the message that was first in view and where it was. */
    GtkWidget *anchor;
    double anchor_y, inserted;
    gulong paint_handler;
    GdkFrameClock *paint_clock;
};

static double content_height(ChatView *cv) {
    int width = gtk_widget_get_width(cv->viewport), min = 0, nat = 0;
    gtk_widget_measure(cv->messages, GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1, &min, &nat, NULL, NULL);
    return nat;
}

static double offset_of(ChatView *cv) {
    return gtk_adjustment_get_value(cv->vadj) - cv->inset_top;
}

/* Sets UIKit's offset: the adjustment's value, its upper bound as the canvas will measure (the
   messages may have grown since the last layout: a prepend's offset must not be clamped to it). */
static void apply_offset(ChatView *cv, double offset) {
    double page = gtk_adjustment_get_page_size(cv->vadj);
    double upper = fmax(cv->inset_top + content_height(cv), page);
    double value = fmin(fmax(offset + cv->inset_top, 0), fmax(upper - page, 0));
    gtk_adjustment_configure(cv->vadj, value, 0, upper, gtk_adjustment_get_step_increment(cv->vadj),
                             gtk_adjustment_get_page_increment(cv->vadj), page);
}

/* Where the list rests at its end: max(-T, C + B - H). */
static double end_offset(ChatView *cv) {
    return fmax(-cv->inset_top, content_height(cv) - gtk_adjustment_get_page_size(cv->vadj));
}

/* The messages in view, by the heights the box gives them (new ones have no allocation yet). */
static void visible_items(ChatView *cv, int64_t *first, int64_t *last) {
    int width = gtk_widget_get_width(cv->viewport);
    double top = offset_of(cv), bottom = top + gtk_adjustment_get_page_size(cv->vadj), y = MESSAGE_GAP;
    int64_t index = 0;
    *first = *last = -1;
    for (GtkWidget *m = gtk_widget_get_first_child(cv->messages); m != NULL; m = gtk_widget_get_next_sibling(m)) {
        int min = 0, nat = 0;
        gtk_widget_measure(m, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
        if (y + nat > top && y < bottom) {
            if (*first < 0) *first = index;
            *last = index;
        }
        y += nat + MESSAGE_GAP;
        index++;
    }
}

/* ---- the scroll view ---- */

static void report(ChatView *cv) {
    double page = gtk_adjustment_get_page_size(cv->vadj);
    int width = gtk_widget_get_width(cv->viewport);
    if (page <= 0 || width <= 0) return; /* not laid out yet */
    if (!cv->placed) {
        apply_offset(cv, end_offset(cv)); /* a chat opens at its newest message */
        cv->placed = TRUE;
    }
    rk_scroll_metrics metrics = {
        .struct_size = sizeof metrics,
        .viewport_width = width,
        .viewport_height = page,
        .content_height = content_height(cv),
        .content_width = width,
        .inset_top = cv->inset_top,
        .offset_y = offset_of(cv),
        .item_count = cv->count,
    };
    visible_items(cv, &metrics.first_visible_item, &metrics.last_visible_item);
    RK_GTK_CHECK(rk_scroll_view_set_metrics(cv->scroll_view, &metrics));
    if (!cv->attached) {
        /* After the first real metrics, as the list's components (an auto header attached to a
           scroll view of size 0 would lay itself out for it). */
        RK_GTK_CHECK(rk_scroll_view_attach(cv->scroll_view, cv->older));
        cv->attached = TRUE;
        rk_gtk_event("chat-view attached older=yes");
    }
}

static gboolean report_later_cb(gpointer data) {
    ChatView *cv = data;
    cv->report_idle = 0;
    report(cv);
    return G_SOURCE_REMOVE;
}

static void report_later(ChatView *cv) {
    if (cv->report_idle == 0) cv->report_idle = g_idle_add_full(G_PRIORITY_DEFAULT, report_later_cb, cv, NULL);
}

static void on_adjustment(GtkAdjustment *adjustment, gpointer data) {
    (void)adjustment;
    report_later(data);
}

/* The top inset is the auto header's room: the offset stays (UIKit's does), the canvas grows. */
static void on_inset(rk_scroll_view *scroll_view, void *component, int32_t edge, double inset, double duration,
                     void *data) {
    (void)scroll_view, (void)duration;
    ChatView *cv = data;
    rk_gtk_event("chat-view inset edge=%s inset=%.1f from=%s", edge == RK_SCROLL_EDGE_TOP ? "top" : "other", inset,
                 component == (void *)cv->older ? "older" : "other");
    if (edge != RK_SCROLL_EDGE_TOP) return; /* nothing else here asks for an inset */
    double offset = offset_of(cv);
    cv->inset_top = inset;
    apply_offset(cv, offset);
    gtk_widget_queue_resize(cv->canvas);
}

/* The scroll view's anchoring after an insertion (component NULL), with duration 0: at once. */
static void on_offset(rk_scroll_view *scroll_view, void *component, int32_t axis, double offset, double duration,
                      void *data) {
    (void)scroll_view;
    ChatView *cv = data;
    rk_gtk_event("chat-view offset offset=%.1f duration=%.2f from=%s", offset, duration,
                 component == NULL ? "anchoring" : "older");
    if (axis == RK_SCROLL_AXIS_VERTICAL) apply_offset(cv, offset);
}

static const char *load_status_name(int32_t status) {
    static const char *const names[] = {"idle", "loading", "failed", "end reached"};
    return status >= 0 && status < (int32_t)G_N_ELEMENTS(names) ? names[status] : "?";
}

static void on_load_states(rk_scroll_view *scroll_view, int32_t refresh, int32_t prepend, int32_t append,
                           void *data) {
    ChatView *cv = data;
    rk_load_states states = {.struct_size = sizeof states};
    RK_GTK_CHECK(rk_scroll_view_get_load_states(scroll_view, &states));
    g_autofree char *older = prepend == RK_LOAD_STATUS_LOADING
                                 ? g_strdup_printf("loading (load %" PRIu64 ")", (uint64_t)states.prepend.load_id)
                                 : g_strdup(load_status_name(prepend));
    g_autofree char *text = g_strdup_printf("Older: %s · Refresh: %s · Newer: %s", older, load_status_name(refresh),
                                            load_status_name(append));
    gtk_label_set_text(GTK_LABEL(cv->status), text);
    rk_gtk_event("chat-load-states refresh=%d prepend=%d append=%d prepend_id=%" PRIu64, refresh, prepend, append,
                 (uint64_t)states.prepend.load_id);
}

/* ---- the canvas: the top inset, the auto header at its bottom, the messages under it ---- */

static void canvas_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                           int *natural, int *minimum_baseline, int *natural_baseline) {
    ChatView *cv = g_object_get_data(G_OBJECT(widget), "chat-view");
    *minimum_baseline = *natural_baseline = -1;
    *minimum = *natural = 0;
    if (cv == NULL) return; /* the chat has gone; the window is closing */
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        gtk_widget_measure(cv->messages, orientation, -1, minimum, natural, NULL, NULL);
        return;
    }
    int min = 0, nat = 0;
    gtk_widget_measure(cv->messages, orientation, for_size, &min, &nat, NULL, NULL);
    /* As apply_offset counts it: the adjustment's upper bound stays what the offset was set for. */
    *minimum = *natural = (int)ceil(fmax(cv->inset_top + nat, gtk_adjustment_get_page_size(cv->vadj)));
}

static void canvas_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)height, (void)baseline;
    ChatView *cv = g_object_get_data(G_OBJECT(widget), "chat-view");
    if (cv == NULL) return;
    int min = 0, nat = 0;
    gtk_widget_measure(cv->messages, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
    GskTransform *at = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(0, (float)cv->inset_top));
    gtk_widget_allocate(cv->messages, width, nat, -1, at);
    /* The auto header right above the first message (its rect is in content coordinates). */
    rk_rect r = cv->have_layout ? cv->layout.header : (rk_rect){0, -44, width, 44};
    GskTransform *older_at =
        gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)r.x, (float)(r.y + cv->inset_top)));
    gtk_widget_allocate(cv->older_box, (int)r.width, (int)r.height, -1, older_at);
    report_later(cv);
}

static void on_older_layout(rk_auto_header *older, double x, double y, double w, double h, void *data) {
    (void)x, (void)y, (void)w, (void)h;
    ChatView *cv = data;
    cv->layout.struct_size = sizeof cv->layout;
    RK_GTK_CHECK(rk_auto_header_get_layout(older, &cv->layout));
    cv->have_layout = TRUE;
    gtk_widget_queue_allocate(cv->canvas);
}

/* ---- messages ---- */

static GtkWidget *new_bubble(const char *id, const char *sender, const char *text, gboolean mine) {
    GtkWidget *bubble = gtk_label_new(NULL);
    g_autofree char *markup = g_markup_printf_escaped("<span size=\"small\" weight=\"bold\">%s</span>\n%s", sender, text);
    gtk_label_set_markup(GTK_LABEL(bubble), markup);
    gtk_label_set_wrap(GTK_LABEL(bubble), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(bubble), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_max_width_chars(GTK_LABEL(bubble), 30);
    gtk_label_set_xalign(GTK_LABEL(bubble), 0);
    gtk_widget_set_halign(bubble, mine ? GTK_ALIGN_END : GTK_ALIGN_START);
    gtk_widget_add_css_class(bubble, "bubble");
    gtk_widget_add_css_class(bubble, mine ? "bubble-mine" : "bubble-theirs");
    g_object_set_data_full(G_OBJECT(bubble), "message-id", g_strdup(id), g_free);
    g_object_set_data(G_OBJECT(bubble), "mine", GINT_TO_POINTER(mine));
    return bubble;
}

/* The message in view nearest the top, by what is on screen now (allocations), and its y. */
static GtkWidget *first_on_screen(ChatView *cv, double *y) {
    graphene_rect_t view, bounds;
    if (!gtk_widget_compute_bounds(cv->viewport, cv->viewport, &view)) return NULL;
    for (GtkWidget *m = gtk_widget_get_first_child(cv->messages); m != NULL; m = gtk_widget_get_next_sibling(m)) {
        if (!gtk_widget_compute_bounds(m, cv->viewport, &bounds) || bounds.size.height <= 0) continue;
        if (bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < view.size.height) {
            *y = bounds.origin.y;
            return m;
        }
    }
    return NULL;
}

/* The first frame drawn after a prepend: where the message that was first in view is now. */
static void check_anchor(GdkFrameClock *clock, gpointer data) {
    ChatView *cv = data;
    g_signal_handler_disconnect(clock, cv->paint_handler);
    cv->paint_handler = 0;
    graphene_rect_t bounds;
    double after = gtk_widget_compute_bounds(cv->anchor, cv->viewport, &bounds) ? bounds.origin.y : NAN;
    rk_gtk_event("chat-anchor id=%s before=%.1f after=%.1f inserted=%.1f offset=%.1f",
                 (const char *)g_object_get_data(G_OBJECT(cv->anchor), "message-id"), cv->anchor_y, after,
                 cv->inserted, offset_of(cv));
    g_clear_object(&cv->anchor);
}

/* anchor and y: found before the insertion, while the allocations are still what is on screen. */
static void watch_anchor(ChatView *cv, GtkWidget *anchor, double y, double inserted) {
    if (anchor == NULL || cv->paint_handler != 0) return;
    cv->anchor = g_object_ref(anchor);
    cv->anchor_y = y;
    cv->inserted = inserted;
    cv->paint_clock = gtk_widget_get_frame_clock(cv->scrolled);
    cv->paint_handler = g_signal_connect(cv->paint_clock, "after-paint", G_CALLBACK(check_anchor), cv);
}

/* Older messages above the first: the page's first item is the most recent of them. */
static void insert_older(ChatView *cv, const LoaderResult *result) {
    double before = content_height(cv);
    double anchor_y = 0;
    GtkWidget *anchor = first_on_screen(cv, &anchor_y);
    for (guint i = 0; i < result->items->len; i++) {
        guint n = ++cv->older_count;
        g_autofree char *id = g_strdup_printf("older-%u", n);
        g_autofree char *text = g_strdup_printf("%s, from page %d of the history", (char *)g_ptr_array_index(result->items, i),
                                                result->page);
        gtk_box_prepend(GTK_BOX(cv->messages), new_bubble(id, n % 3 == 0 ? "You" : "Ada", text, n % 3 == 0));
    }
    cv->count += result->items->len;
    double inserted = content_height(cv) - before;
    watch_anchor(cv, anchor, anchor_y, inserted);
    /* The scroll view asks for the offset that keeps the visible messages still, in this call. */
    RK_GTK_CHECK(rk_scroll_view_content_inserted(cv->scroll_view, RK_SCROLL_EDGE_TOP, inserted, result->items->len));
    gtk_widget_queue_resize(cv->canvas);
    /* The new item count before the load ends: the auto header's "Loaded N new items" reads it. */
    report(cv);
}

static void append_message(ChatView *cv, const char *id, const char *sender, const char *text, gboolean mine) {
    double before = content_height(cv);
    gtk_box_append(GTK_BOX(cv->messages), new_bubble(id, sender, text, mine));
    cv->count++;
    /* A chat resting at its end follows the new message (the scroll view asks for the new end). */
    RK_GTK_CHECK(rk_scroll_view_content_inserted(cv->scroll_view, RK_SCROLL_EDGE_BOTTOM, content_height(cv) - before, 1));
    gtk_widget_queue_resize(cv->canvas);
}

static gboolean on_timer(gpointer data) {
    static const char *const lines[] = {
        "Did the build go green?", "Yes, all of it. Pushing the tag now.", "Scroll up if you missed the history.",
        "New messages keep arriving down here.", "The older ones load at the top.",
    };
    ChatView *cv = data;
    guint n = ++cv->new_count;
    g_autofree char *id = g_strdup_printf("new-%u", n);
    gboolean mine = n % 2 == 0;
    append_message(cv, id, mine ? "You" : "Ada", lines[(n - 1) % G_N_ELEMENTS(lines)], mine);
    rk_gtk_event("chat-new id=%s count=%u", id, cv->count);
    return G_SOURCE_CONTINUE;
}

/* ---- loads of older messages ---- */

/* The auto header's trigger with its load id: fetch the next page of the history. */
static void on_refreshing_load(rk_auto_header *older, uint64_t load_id, void *data) {
    (void)older;
    ChatView *cv = data;
    if (cv->task != NULL) {
        /* A cancelled request whose completion has not come yet: this load has nothing to run. */
        RK_GTK_CHECK(rk_component_end_load(cv->older, load_id, RK_LOAD_CANCELLED, NULL, NULL, NULL));
        return;
    }
    cv->load_id = load_id;
    cv->task = loader_create(cv->loader, cv->next_page);
    loader_start(cv->task);
    rk_gtk_event("chat-load-start page=%d id=%" PRIu64, cv->next_page, load_id);
}

/* The load ended other than by its end (the chat was left, or the component went): abort it. */
static void on_load_cancelled(rk_auto_header *older, uint64_t load_id, int32_t reason, void *data) {
    (void)older;
    ChatView *cv = data;
    rk_gtk_event("chat-load-cancelled id=%" PRIu64 " reason=%d", load_id, reason);
    if (load_id != cv->load_id || cv->task == NULL) return;
    cv->load_id = 0;
    loader_cancel(cv->task); /* completes the task: on_task_completed below */
}

static void on_task_completed(rk_context *ctx, void *task, int32_t code, const char *message, void *data) {
    (void)ctx;
    ChatView *cv = data;
    if (task != cv->task) return; /* the list's */
    const LoaderResult *result = loader_result_of(task);
    rk_load_id load_id = cv->load_id;
    cv->task = NULL;
    cv->load_id = 0;
    if (code == 0) {
        insert_older(cv, result);
        cv->next_page = result->page + 1;
    }
    rk_gtk_event("chat-load-done page=%d code=%d added=%u count=%u last=%d message=%s", result->page, code,
                 code == 0 ? result->items->len : 0, cv->count, code == 0 && result->last, message);
    if (load_id != 0) {
        rk_load_outcome outcome = code != 0 ? RK_LOAD_FAILED : result->last ? RK_LOAD_NO_MORE_DATA : RK_LOAD_DONE;
        RK_GTK_CHECK(rk_component_end_load(cv->older, load_id, outcome, code != 0 ? message : NULL, NULL, NULL));
    }
    loader_destroy_later(task);
}

/* ---- shown and left ---- */

static void on_map(GtkWidget *widget, gpointer data) {
    (void)widget;
    ChatView *cv = data;
    rk_gtk_event("chat-shown");
    if (cv->timer_id == 0 && cv->interval > 0)
        cv->timer_id = g_timeout_add((guint)(cv->interval * 1000), on_timer, cv);
}

/* Leaving the chat: no new messages while nobody reads them, and a load of older ones stops. */
static void on_unmap(GtkWidget *widget, gpointer data) {
    (void)widget;
    ChatView *cv = data;
    rk_gtk_event("chat-left loading=%d", cv->load_id != 0);
    if (cv->timer_id != 0) g_source_remove(cv->timer_id);
    cv->timer_id = 0;
    if (cv->load_id != 0) RK_GTK_CHECK(rk_component_cancel_load(cv->older, cv->load_id));
}

/* ---- construction ---- */

static const char *const recent[][2] = {
    {"Ada", "Morning! Did you see the new RefreshKit build?"},
    {"You", "Yes, 1.5 has the auto header."},
    {"Ada", "The one that loads older items at the top?"},
    {"You", "That one. Scroll up in this chat and it fetches the history from the local server."},
    {"Ada", "And the messages I am reading stay where they are?"},
    {"You", "They do: the scroll view asks for the offset that keeps them still."},
    {"Ada", "Nice. What happens at the very beginning?"},
    {"You", "The header says \"No older items\"."},
    {"Ada", "And if I switch tabs while it loads?"},
    {"You", "The load is cancelled and the request aborted."},
    {"Ada", "Let me try it."},
};

ChatView *chat_view_new(rk_context *ctx, Loader *loader, double interval) {
    ChatView *cv = g_new0(ChatView, 1);
    cv->loader = loader;
    cv->interval = interval;
    cv->next_page = 1;
    RK_GTK_CHECK(rk_scroll_view_create(ctx, &cv->scroll_view));
    RK_GTK_CHECK(rk_auto_header_create(ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &cv->older));
    /* 1.5: a first page that does not fill the window loads older pages by itself. */
    RK_GTK_CHECK(rk_auto_header_set_fills_viewport(cv->older, 1));
    cv->older_view = older_view_new(cv->older);
    cv->older_box = older_view_widget(cv->older_view);

    cv->messages = gtk_box_new(GTK_ORIENTATION_VERTICAL, MESSAGE_GAP);
    gtk_widget_set_margin_top(cv->messages, MESSAGE_GAP);
    gtk_widget_set_margin_bottom(cv->messages, MESSAGE_GAP);
    for (guint i = 0; i < G_N_ELEMENTS(recent); i++) {
        g_autofree char *id = g_strdup_printf("recent-%u", i + 1);
        gboolean mine = strcmp(recent[i][0], "You") == 0;
        gtk_box_append(GTK_BOX(cv->messages), new_bubble(id, recent[i][0], recent[i][1], mine));
    }
    cv->count = G_N_ELEMENTS(recent);
    cv->canvas = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_layout_manager(cv->canvas, gtk_custom_layout_new(NULL, canvas_measure, canvas_allocate));
    g_object_set_data(G_OBJECT(cv->canvas), "chat-view", cv);
    gtk_widget_add_css_class(cv->canvas, "chat");
    gtk_box_append(GTK_BOX(cv->canvas), cv->messages);
    gtk_box_append(GTK_BOX(cv->canvas), cv->older_box);

    cv->scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(cv->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_kinetic_scrolling(GTK_SCROLLED_WINDOW(cv->scrolled), FALSE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(cv->scrolled), cv->canvas);
    gtk_widget_set_vexpand(cv->scrolled, TRUE);
    cv->viewport = gtk_scrolled_window_get_child(GTK_SCROLLED_WINDOW(cv->scrolled));
    cv->vadj = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(cv->scrolled));
    g_signal_connect(cv->vadj, "value-changed", G_CALLBACK(on_adjustment), cv);
    g_signal_connect(cv->vadj, "changed", G_CALLBACK(on_adjustment), cv);
    g_signal_connect(cv->scrolled, "map", G_CALLBACK(on_map), cv);
    g_signal_connect(cv->scrolled, "unmap", G_CALLBACK(on_unmap), cv);

    cv->status = gtk_label_new("Older: idle · Refresh: idle · Newer: idle");
    gtk_label_set_xalign(GTK_LABEL(cv->status), 0);
    gtk_label_set_ellipsize(GTK_LABEL(cv->status), PANGO_ELLIPSIZE_END);
    gtk_widget_add_css_class(cv->status, "chat-status");
    cv->page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(cv->page), cv->scrolled);
    gtk_box_append(GTK_BOX(cv->page), cv->status);

    RK_GTK_CHECK(rk_scroll_view_connect_inset_requested(cv->scroll_view, on_inset, cv, NULL, NULL));
    RK_GTK_CHECK(rk_scroll_view_connect_offset_requested(cv->scroll_view, on_offset, cv, NULL, NULL));
    RK_GTK_CHECK(rk_scroll_view_connect_load_states_changed(cv->scroll_view, on_load_states, cv, NULL, NULL));
    RK_GTK_CHECK(rk_auto_header_connect_layout_changed(cv->older, on_older_layout, cv, NULL, NULL));
    RK_GTK_CHECK(rk_auto_header_connect_refreshing_load(cv->older, on_refreshing_load, cv, NULL, NULL));
    RK_GTK_CHECK(rk_auto_header_connect_load_cancelled(cv->older, on_load_cancelled, cv, NULL, NULL));
    RK_GTK_CHECK(rk_context_connect_task_completed(ctx, on_task_completed, cv, NULL, NULL));
    return cv;
}

/* After the context is destroyed (its handlers are gone, its tasks freed); the widgets live on. */
void chat_view_free(ChatView *cv) {
    g_signal_handlers_disconnect_by_data(cv->vadj, cv);
    g_signal_handlers_disconnect_by_data(cv->scrolled, cv);
    g_object_set_data(G_OBJECT(cv->canvas), "chat-view", NULL);
    older_view_free(cv->older_view);
    if (cv->paint_handler != 0) g_signal_handler_disconnect(cv->paint_clock, cv->paint_handler);
    g_clear_object(&cv->anchor);
    if (cv->report_idle != 0) g_source_remove(cv->report_idle);
    if (cv->timer_id != 0) g_source_remove(cv->timer_id);
    g_free(cv);
}

GtkWidget *chat_view_widget(ChatView *cv) {
    return cv->page;
}

/* The messages in view: their ids, sides and rects. */
static void describe_messages(ChatView *cv, GtkWidget *window, double ox, double oy, GString *json) {
    graphene_rect_t view, bounds;
    gboolean shown = gtk_widget_compute_bounds(cv->viewport, cv->viewport, &view);
    g_string_append(json, "\"messages\": [");
    gboolean first = TRUE;
    int index = -1;
    for (GtkWidget *m = gtk_widget_get_first_child(cv->messages); shown && m != NULL; m = gtk_widget_get_next_sibling(m)) {
        index++;
        if (!gtk_widget_compute_bounds(m, cv->viewport, &bounds) || bounds.size.height <= 0) continue;
        if (bounds.origin.y + bounds.size.height <= 0 || bounds.origin.y >= view.size.height) continue;
        g_string_append_printf(json, "%s{\"index\": %d, \"id\": \"%s\", \"mine\": %s, ", first ? "" : ", ", index,
                               (const char *)g_object_get_data(G_OBJECT(m), "message-id"),
                               g_object_get_data(G_OBJECT(m), "mine") ? "true" : "false");
        rk_gtk_describe_widget(json, "rect", m, window, ox, oy);
        g_string_append(json, "}");
        first = FALSE;
    }
    g_string_append(json, "]");
}

void chat_view_describe(ChatView *cv, GtkWidget *window, double ox, double oy, GString *json) {
    rk_scroll_metrics m = {.struct_size = sizeof m};
    rk_load_states states = {.struct_size = sizeof states};
    RK_GTK_CHECK(rk_scroll_view_get_metrics(cv->scroll_view, &m));
    RK_GTK_CHECK(rk_scroll_view_get_load_states(cv->scroll_view, &states));
    /* JSON's escaping (the status line is UTF-8, which g_strescape would turn into octal). */
    JsonNode *node = json_node_init_string(json_node_alloc(), gtk_label_get_text(GTK_LABEL(cv->status)));
    g_autofree char *status = json_to_string(node, FALSE);
    json_node_unref(node);
    gboolean settled = cv->report_idle == 0 && cv->paint_handler == 0;
    g_string_append_printf(json, "{\"shown\": %s, \"count\": %u, \"offset\": %.1f, \"inset_top\": %.1f, "
                           "\"end_offset\": %.1f, \"settled\": %s, \"status\": %s, "
                           "\"scroll_view\": {\"offset_y\": %.1f, \"inset_top\": %.1f, \"content_height\": %.1f, "
                           "\"item_count\": %" PRId64 ", \"first_visible_item\": %" PRId64 "}, "
                           "\"load_states\": {\"refresh\": %d, \"prepend\": %d, \"append\": %d, \"prepend_id\": %" PRIu64 "}, ",
                           gtk_widget_get_mapped(cv->scrolled) ? "true" : "false", cv->count, offset_of(cv),
                           cv->inset_top, end_offset(cv), settled ? "true" : "false", status, m.offset_y, m.inset_top,
                           m.content_height, m.item_count, m.first_visible_item, states.refresh.status,
                           states.prepend.status, states.append.status, (uint64_t)states.prepend.load_id);
    older_view_describe(cv->older_view, window, ox, oy, json);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "viewport", cv->viewport, window, ox, oy);
    g_string_append(json, ", ");
    rk_gtk_describe_widget(json, "scrollbar", gtk_scrolled_window_get_vscrollbar(GTK_SCROLLED_WINDOW(cv->scrolled)),
                           window, ox, oy);
    g_string_append(json, ", ");
    describe_messages(cv, window, ox, oy, json);
    g_string_append(json, "}");
}
