/*
 * rk-demo's chat mode (--chat, or the key m during a run): a chat list that opens at its end, the
 * newest message at the bottom, with an auto header (rk_auto_header, docs/behaviour/auto-header.md)
 * above the first message, on an rk_scroll_view that takes every scroll event.
 *
 * Scrolling up loads OLDER messages: the auto header begins a load when fewer than PREFETCH_ITEMS
 * messages lie above the first visible one (rk_scroll_metrics.first_visible_item), a timer stands
 * in for the network, and the page is inserted above the rows on screen. The host reports the
 * insertion with rk_scroll_view_content_inserted(RK_SCROLL_EDGE_TOP) and applies the offset the
 * scroll view asks for in that call ("offset-requested", component NULL): the messages on screen
 * stay on their rows (docs/behaviour/scroll-view.md §6). New messages arrive at the end on a timer
 * (RK_SCROLL_EDGE_BOTTOM): read at the end, the list follows them; read higher up, it stays still
 * and counts them ("N new messages below"). The first message ends the history: the last load ends
 * with no more data ("No older items"). The scroll view's "load-states-changed" feeds the status
 * line (refresh, prepend, append), and "load-cancelled" says when a load is given up: jumping to the
 * newest message cancels a load of older ones, and leaving the chat while one runs detaches the
 * auto header, which cancels it.
 *
 * The script (the terminal's animation, and on a fake clock the timeline) checks itself: each
 * prepend moves the offset by exactly the inserted height, the message first on screen stays first
 * and on its row, no load begins while another runs, and the history ends with no more data.
 */
#define _POSIX_C_SOURCE 200809L
#include "demo.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define CHAT_FIRST 20      /* the newest messages, shown at the start */
#define CHAT_PAGE 15       /* older messages per load */
#define CHAT_PAGES 3       /* loads until the first message: then no older items */
#define CHAT_MAX 400       /* messages kept (new ones stop arriving at this count) */
#define OLDER_LINES 2      /* the auto header is 40 points: two text lines */
#define PREFETCH_ITEMS 3   /* it loads when fewer than 3 messages lie above the first visible one */
#define T_OLDER 1.2        /* scene seconds a page of older messages takes (a timer) */
#define T_MESSAGE 1.6      /* a new message arrives this often */
#define SCROLL_LINES 12.0  /* the script scrolls this many lines a scene second */
#define T_SHOW 1.6         /* the script holds after a prepend, to show that nothing moved */
#define T_STUCK 15.0       /* scene seconds a step may wait */
#define TEXT_COLUMN 13     /* where a message's text starts on its line */
#define TEXT_COLUMNS (VIEW_COLUMNS - TEXT_COLUMN - 1)
#define CANCELLED_ROUND 3  /* the script's load that jumping to the newest message cancels */

struct message {
    int id;    /* 1 is the oldest of the history */
    int lines; /* 1 or 2 text lines */
};

enum chat_phase { C_INTRO, C_UP, C_LOADING, C_SHOW, C_NEWEST, C_TOP, C_FINAL, C_DONE };

struct chat {
    rk_context *ctx;
    rk_scroll_view *view;
    rk_auto_header *older;
    int print;                 /* 1: print every note (timeline); 0: keep them for the panel */
    double (*now)(void);
    rk_scroll_metrics metrics; /* the host's scroll view: every request applied at once */
    struct message messages[CHAT_MAX];
    int count, next_id;

    /* The auto header, as its signals tell it. */
    rk_footer_state state;
    char label[128];
    int spinner;
    double older_y, older_height;
    char trail[192];           /* every state it entered */

    /* Loads of older messages. */
    rk_load_id load_id;
    rk_timer page_timer;
    int page_pending, loads, pages, overlaps, cancels, completions;
    int32_t cancel_reason;
    int prepends, offset_kept, first_kept, anchor_calls;
    double anchor_offset;      /* the last offset the scroll view asked for itself */
    int fresh_first, fresh_last; /* ids drawn highlighted since fresh_at */
    double fresh_at;
    char proof[LOG_BYTES];     /* what the last prepend kept still */

    /* The list's load states ("load-states-changed"). */
    int32_t refresh, prepend, append;
    rk_load_id prepend_id;
    char prepend_trail[160];

    /* New messages at the end. */
    int arrived, followed, held, unread;

    int announcements;
    char announcement[LOG_BYTES];
    double announced_at;

    /* The script, or you. */
    int phase, round, manual, stuck, prepends_seen;
    double phase_start, last_step, last_key;
    char script[160];
    char log[LOG_LINES][LOG_BYTES];
};

static const char *const authors[] = {"Ada", "Bo", "Chen", "Dana"};
static const char *const phrases[] = {
    "morning! is the build green?",
    "yes, all 312 tests passed on the second run",
    "ok",
    "the auto header loads older messages when the top of the chat comes into view",
    "nice",
    "did anyone look at the flaky timer test?",
    "I did: it waited on the wall clock, now it uses the fake one and runs in 2 ms",
    "shipping it after lunch",
    "+1",
    "the offset grows by the height of what was inserted above, so nothing jumps",
    "lunch?",
};
#define PHRASES ((int)(sizeof phrases / sizeof phrases[0]))

static const char *message_text(int id) { return phrases[(id * 7) % PHRASES]; }
static int message_lines(int id) { return text_width(message_text(id)) > TEXT_COLUMNS ? 2 : 1; }

static void chat_note(struct chat *c, const char *format, ...) {
    char text[LOG_BYTES];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    if (c->print) {
        SAY("  %6.3f  %s\n", c->now(), text);
        return;
    }
    memmove(c->log[1], c->log[0], sizeof c->log[0] * (LOG_LINES - 1));
    format_text(c->log[0], sizeof c->log[0], "%7.3f s  %s", c->now(), text);
}

static void set_chat_script(struct chat *c, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(c->script, sizeof c->script, format, args);
    va_end(args);
}

/* ---- geometry: messages in content points, one text line each 20 points ---- */

static double message_top(const struct chat *c, int index) {
    double y = 0;
    for (int i = 0; i < index; i++) y += c->messages[i].lines * LINE_POINTS;
    return y;
}

/* The first and the last message at least partly in the viewport at offset (-1: none). */
static void visible_items(const struct chat *c, double offset, int64_t *first, int64_t *last) {
    double bottom = offset + c->metrics.viewport_height, y = 0;
    *first = *last = -1;
    for (int i = 0; i < c->count; i++) {
        double h = c->messages[i].lines * LINE_POINTS;
        if (y + h > offset && y < bottom) {
            if (*first < 0) *first = i;
            *last = i;
        }
        y += h;
    }
}

/* Where the list rests at its end: E = max(-T, C + B - H) (docs/behaviour/scroll-view.md §6). */
static double end_offset(const struct chat *c) {
    const rk_scroll_metrics *m = &c->metrics;
    double end = m->content_height + m->inset_bottom - m->viewport_height;
    return end > -m->inset_top ? end : -m->inset_top;
}

static int at_end(const struct chat *c) { return c->metrics.offset_y >= end_offset(c) - 0.5; }

/* The message shown on each viewport line at offset, as "#12 #12 #13 ..." ("--" for none). */
static void screen_map(const struct chat *c, double offset, char *text, size_t cap) {
    size_t used = 0;
    text[0] = '\0';
    for (int line = 0; line < VIEW_LINES && used < cap; line++) {
        double y = offset + (line + 0.5) * LINE_POINTS, top = 0;
        int id = 0;
        for (int i = 0; i < c->count && y >= top; i++) {
            double h = c->messages[i].lines * LINE_POINTS;
            if (y < top + h) id = c->messages[i].id;
            top += h;
        }
        int n = id > 0 ? snprintf(text + used, cap - used, "%s#%d", line ? " " : "", id)
                       : snprintf(text + used, cap - used, "%s--", line ? " " : "");
        used += n > 0 ? (size_t)n : 0;
    }
}

/* One scroll event: the metrics, with the items the list shows, to the scroll view. */
static void report(struct chat *c) {
    visible_items(c, c->metrics.offset_y, &c->metrics.first_visible_item, &c->metrics.last_visible_item);
    c->metrics.item_count = c->count;
    check(rk_scroll_view_set_metrics(c->view, &c->metrics), "rk_scroll_view_set_metrics");
    if (at_end(c)) c->unread = 0;
}

/* Scrolls to offset, kept between the top (the auto header in view) and the end. */
static void scroll_chat(struct chat *c, double offset) {
    double top = -c->metrics.inset_top, end = end_offset(c);
    c->metrics.offset_y = offset < top ? top : offset > end ? end : offset;
    report(c);
}

/* ---- the scroll view's signals: requests applied at once, and the load states ---- */

static void on_view_inset(rk_scroll_view *view, void *component, int32_t edge, double inset, double duration,
                          void *user_data) {
    struct chat *c = user_data;
    (void)view;
    (void)component;
    if (edge == RK_SCROLL_EDGE_TOP) c->metrics.inset_top = inset;
    else if (edge == RK_SCROLL_EDGE_BOTTOM) c->metrics.inset_bottom = inset;
    chat_note(c, "request    %s inset %g over %.2fs", edge == RK_SCROLL_EDGE_TOP ? "top" : "bottom", inset,
              duration);
}

/* A component's request, or (component NULL) the scroll view's own after an insertion: applied
   before anything is drawn, so the rows do not jump. */
static void on_view_offset(rk_scroll_view *view, void *component, int32_t axis, double offset, double duration,
                           void *user_data) {
    struct chat *c = user_data;
    (void)view;
    if (axis != RK_SCROLL_AXIS_VERTICAL) return;
    c->metrics.offset_y = offset;
    if (component == NULL) {
        c->anchor_calls++;
        c->anchor_offset = offset;
        chat_note(c, "anchor     the scroll view asks for offset %g (%.2fs): the rows stay still", offset, duration);
    } else {
        chat_note(c, "request    offset %g over %.2fs", offset, duration);
    }
}

static const char *status_name(int32_t status) {
    switch (status) {
    case RK_LOAD_STATUS_NOT_LOADING: return "not loading";
    case RK_LOAD_STATUS_LOADING: return "loading";
    case RK_LOAD_STATUS_FAILED: return "failed";
    case RK_LOAD_STATUS_END_REACHED: return "end reached";
    default: return "?";
    }
}

static void on_load_states(rk_scroll_view *view, int32_t refresh, int32_t prepend, int32_t append, void *user_data) {
    struct chat *c = user_data;
    rk_load_states states;
    states.struct_size = sizeof states;
    check(rk_scroll_view_get_load_states(view, &states), "rk_scroll_view_get_load_states");
    if (prepend != c->prepend) {
        size_t used = strlen(c->prepend_trail);
        format_text(c->prepend_trail + used, sizeof c->prepend_trail - used, ">%s", status_name(prepend));
    }
    c->refresh = refresh;
    c->prepend = prepend;
    c->append = append;
    c->prepend_id = states.prepend.load_id;
    chat_note(c, "states     refresh %s, prepend %s, append %s", status_name(refresh), status_name(prepend),
              status_name(append));
}

/* ---- the auto header's signals ---- */

static void on_older_state(rk_auto_header *older, int32_t state, int32_t old, void *user_data) {
    struct chat *c = user_data;
    (void)older;
    c->state = state;
    size_t used = strlen(c->trail);
    format_text(c->trail + used, sizeof c->trail - used, ">%s", state_name(state));
    chat_note(c, "older      %s -> %s", state_name(old), state_name(state));
}

static void on_older_label(rk_auto_header *older, const char *text, void *user_data) {
    struct chat *c = user_data;
    (void)older;
    format_text(c->label, sizeof c->label, "%s", text);
    chat_note(c, "label      \"%s\"", text);
}

static void on_older_layout(rk_auto_header *older, double x, double y, double w, double h, void *user_data) {
    struct chat *c = user_data;
    (void)older;
    (void)x;
    (void)w;
    c->older_y = y;
    c->older_height = h;
}

static void on_older_spinner(rk_auto_header *older, int32_t animating, void *user_data) {
    struct chat *c = user_data;
    (void)older;
    c->spinner = animating;
}

static double on_older_measure(rk_auto_header *older, const char *text, void *user_data) {
    (void)older;
    (void)user_data;
    return COLUMN_POINTS * (double)text_width(text); /* a monospace font */
}

static void on_older_announcement(rk_auto_header *older, const char *text, int32_t priority, void *user_data) {
    struct chat *c = user_data;
    (void)older;
    c->announcements++;
    format_text(c->announcement, sizeof c->announcement, "%s", text);
    c->announced_at = wall_now();
    chat_note(c, "older      announces \"%s\" (%s)", text, priority_name(priority));
}

static void on_end_done(void *older, int32_t finished, void *user_data) {
    struct chat *c = user_data;
    (void)older;
    (void)finished;
    c->completions++;
}

static int oldest_id(const struct chat *c) { return c->count > 0 ? c->messages[0].id : c->next_id; }

/* A page of older messages arrived: it goes above the first message, the scroll view keeps the
   rows on screen where they were, and the load ends (with no more data at the first message). */
static void page_arrived(void *user_data, int32_t finished) {
    struct chat *c = user_data;
    if (!finished) return; /* cancelled with its load, or the context ended */
    c->page_pending = 0;
    int n = oldest_id(c) - 1 < CHAT_PAGE ? oldest_id(c) - 1 : CHAT_PAGE;
    if (n > CHAT_MAX - c->count) n = CHAT_MAX - c->count;

    int64_t first, last;
    visible_items(c, c->metrics.offset_y, &first, &last);
    int first_id = first >= 0 ? c->messages[first].id : 0;
    double before = c->metrics.offset_y, first_row = first >= 0 ? message_top(c, (int)first) - before : 0;
    int header_shown = before < 0;
    char map_before[VIEW_LINES * 6], map_after[VIEW_LINES * 6];
    screen_map(c, before, map_before, sizeof map_before);

    int oldest = oldest_id(c);
    memmove(c->messages + n, c->messages, sizeof c->messages[0] * (size_t)c->count);
    double height = 0;
    for (int i = 0; i < n; i++) {
        c->messages[i].id = oldest - n + i;
        c->messages[i].lines = message_lines(c->messages[i].id);
        height += c->messages[i].lines * LINE_POINTS;
    }
    c->count += n;
    c->metrics.content_height += height;
    int calls = c->anchor_calls;
    check(rk_scroll_view_content_inserted(c->view, RK_SCROLL_EDGE_TOP, height, n), "rk_scroll_view_content_inserted");
    report(c);

    /* The checks: the scroll view asked, in that call, for exactly the old offset plus the height;
       the message first on screen is still first (unless the auto header showed above it: then
       older ones fill its place) and on the same row. */
    int64_t after_first, after_last;
    visible_items(c, c->metrics.offset_y, &after_first, &after_last);
    int kept_index = first >= 0 ? (int)first + n : -1;
    double after_row = kept_index >= 0 ? message_top(c, kept_index) - c->metrics.offset_y : 0;
    int offset_ok = c->anchor_calls == calls + 1 && c->anchor_offset == before + height &&
                    c->metrics.offset_y == before + height;
    screen_map(c, c->metrics.offset_y, map_after, sizeof map_after);
    int first_ok = first >= 0 && after_row == first_row &&
                   (header_shown || (after_first >= 0 && c->messages[after_first].id == first_id &&
                                     strcmp(map_before, map_after) == 0));
    c->prepends++;
    c->pages++;
    c->offset_kept += offset_ok;
    c->first_kept += first_ok;
    c->fresh_first = oldest - n;
    c->fresh_last = oldest - 1;
    c->fresh_at = c->now();
    chat_note(c, "PREPEND    %d older messages (#%d-#%d), %g points above: offset %g -> %g (+%g) %s", n, oldest - n,
              oldest - 1, height, before, c->metrics.offset_y, c->metrics.offset_y - before,
              offset_ok ? "ok" : "WRONG");
    chat_note(c, "on screen  before: %s", map_before);
    chat_note(c, "on screen  after:  %s", map_after);
    chat_note(c, "kept       first visible #%d (item %" PRId64 " -> %" PRId64 "), its top %g points from the view's "
              "as before; %s: %s", first_id, first, after_first, first_row,
              header_shown ? "older ones fill the auto header's rows" : "every row as before",
              first_ok ? "ok" : "MOVED");
    format_text(c->proof, sizeof c->proof, "%d older messages above (+%g pt): #%d and every row below it stayed%s", n,
                height, first_id, offset_ok && first_ok ? "" : " (MOVED!)");
    if (c->manual) set_chat_script(c, "%s", c->proof); /* the script says it in its own step */

    int last_page = oldest_id(c) == 1;
    if (last_page) chat_note(c, "host       that was message #1: end with no more data");
    check(rk_component_end_load(c->older, c->load_id, last_page ? RK_LOAD_NO_MORE_DATA : RK_LOAD_DONE, NULL,
                                on_end_done, c),
          "rk_component_end_load");
}

/* The auto header's trigger, with its load's id: fetch the page before the first message. */
static void on_older_load(rk_auto_header *older, uint64_t load_id, void *user_data) {
    struct chat *c = user_data;
    (void)older;
    if (c->page_pending) c->overlaps++; /* a second load while one runs: a failed check */
    c->loads++;
    c->load_id = load_id;
    c->page_pending = 1;
    chat_note(c, "LOAD       older #%d (load id %" PRIu64 "): first visible item %" PRId64 " of %" PRId64
              " (prefetch %d): messages before #%d", c->loads, load_id, c->metrics.first_visible_item,
              c->metrics.item_count, PREFETCH_ITEMS, oldest_id(c));
    check(rk_timer_start(c->ctx, T_OLDER, page_arrived, c, &c->page_timer), "rk_timer_start");
}

static const char *cancel_reason_name(int32_t reason) {
    switch (reason) {
    case RK_LOAD_CANCEL_SUPERSEDED: return "superseded";
    case RK_LOAD_CANCEL_TASK_CANCELED: return "task canceled";
    case RK_LOAD_CANCEL_DETACHED: return "detached";
    case RK_LOAD_CANCEL_DESTROYED: return "destroyed";
    case RK_LOAD_CANCEL_HOST: return "host";
    default: return "?";
    }
}

/* The load ended without its page: the request made for it is dropped. */
static void on_older_cancelled(rk_auto_header *older, uint64_t load_id, int32_t reason, void *user_data) {
    struct chat *c = user_data;
    (void)older;
    c->cancels++;
    c->cancel_reason = reason;
    if (c->page_pending && load_id == c->load_id) {
        check(rk_timer_cancel(c->ctx, c->page_timer), "rk_timer_cancel");
        c->page_pending = 0;
    }
    chat_note(c, "CANCELLED  load id %" PRIu64 " (%s): its page is not fetched", load_id,
              cancel_reason_name(reason));
    format_text(c->proof, sizeof c->proof, "load-cancelled: load id %" PRIu64 " (%s)", load_id,
                cancel_reason_name(reason));
    if (c->manual) set_chat_script(c, "%s", c->proof);
}

/* ---- new messages at the end ---- */

static void message_arrived(void *user_data, int32_t finished) {
    struct chat *c = user_data;
    if (!finished) return;
    if (c->count < CHAT_MAX) {
        struct message *m = &c->messages[c->count++];
        m->id = c->next_id++;
        m->lines = message_lines(m->id);
        double height = m->lines * LINE_POINTS, before = c->metrics.offset_y;
        int calls = c->anchor_calls;
        c->metrics.content_height += height;
        c->arrived++;
        check(rk_scroll_view_content_inserted(c->view, RK_SCROLL_EDGE_BOTTOM, height, 1),
              "rk_scroll_view_content_inserted");
        if (c->anchor_calls > calls) {
            c->followed++;
            report(c);
            chat_note(c, "MESSAGE    #%d arrives at the end: the list follows (offset %.0f -> %.0f)", m->id, before,
                      c->metrics.offset_y);
        } else {
            c->held++;
            c->unread++;
            report(c);
            chat_note(c, "MESSAGE    #%d arrives below: the list stays at %.0f; %d new %s below", m->id,
                      c->metrics.offset_y, c->unread, plural(c->unread, "message", "messages"));
        }
    }
    check(rk_timer_start(c->ctx, T_MESSAGE, message_arrived, c, NULL), "rk_timer_start");
}

/* The badge "N new messages below" tapped (the key g): to the end; a load of older messages, no
   longer wanted, is cancelled. */
static void jump_to_newest(struct chat *c, const char *who) {
    chat_note(c, "%s %s the newest message", who, c->unread > 0 ? "taps the badge: to" : "jumps to");
    scroll_chat(c, end_offset(c));
    if (c->page_pending) check(rk_component_cancel_load(c->older, c->load_id), "rk_component_cancel_load");
}

/* ---- the scene ---- */

static void connect_chat(struct chat *c) {
    check(rk_scroll_view_connect_inset_requested(c->view, on_view_inset, c, NULL, NULL), "inset-requested");
    check(rk_scroll_view_connect_offset_requested(c->view, on_view_offset, c, NULL, NULL), "offset-requested");
    check(rk_scroll_view_connect_load_states_changed(c->view, on_load_states, c, NULL, NULL), "load-states-changed");
    rk_auto_header *older = c->older;
    check(rk_auto_header_connect_state_changed(older, on_older_state, c, NULL, NULL), "state-changed");
    check(rk_auto_header_connect_label_changed(older, on_older_label, c, NULL, NULL), "label-changed");
    check(rk_auto_header_connect_layout_changed(older, on_older_layout, c, NULL, NULL), "layout-changed");
    check(rk_auto_header_connect_spinner_changed(older, on_older_spinner, c, NULL, NULL), "spinner-changed");
    check(rk_auto_header_connect_measure_text(older, on_older_measure, c, NULL, NULL), "measure-text");
    check(rk_auto_header_connect_refreshing_load(older, on_older_load, c, NULL, NULL), "refreshing-load");
    check(rk_auto_header_connect_load_cancelled(older, on_older_cancelled, c, NULL, NULL), "load-cancelled");
    check(rk_auto_header_connect_announcement(older, on_older_announcement, c, NULL, NULL), "announcement");
}

/* The scroll view and the auto header attached to it, the newest messages, scrolled to the end,
   and the timer of new messages. */
static void setup_chat(struct chat *c) {
    check(rk_scroll_view_create(c->ctx, &c->view), "rk_scroll_view_create");
    check(rk_auto_header_create(c->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &c->older), "rk_auto_header_create");
    connect_chat(c);
    check(rk_component_set_height(c->older, OLDER_LINES * LINE_POINTS), "rk_component_set_height");
    check(rk_component_set_language(c->older, language), "rk_component_set_language");
    check(rk_auto_header_set_prefetch_items(c->older, PREFETCH_ITEMS), "rk_auto_header_set_prefetch_items");
    /* A first page that does not fill the screen loads older pages by itself (1.5). */
    check(rk_auto_header_set_fills_viewport(c->older, 1), "rk_auto_header_set_fills_viewport");
    check(rk_component_get_state(c->older, &c->state), "rk_component_get_state");
    check(rk_component_get_label(c->older, c->label, sizeof c->label, NULL), "rk_component_get_label");
    format_text(c->trail, sizeof c->trail, "%s", state_name(c->state));
    rk_load_states states;
    states.struct_size = sizeof states;
    check(rk_scroll_view_get_load_states(c->view, &states), "rk_scroll_view_get_load_states");
    c->prepend = states.prepend.status;
    format_text(c->prepend_trail, sizeof c->prepend_trail, "%s", status_name(c->prepend));

    int first_id = CHAT_PAGE * CHAT_PAGES + 1;
    for (int i = 0; i < CHAT_FIRST; i++) {
        c->messages[i].id = first_id + i;
        c->messages[i].lines = message_lines(first_id + i);
        c->metrics.content_height += c->messages[i].lines * LINE_POINTS;
    }
    c->count = CHAT_FIRST;
    c->next_id = first_id + CHAT_FIRST;
    c->metrics.struct_size = sizeof c->metrics;
    c->metrics.viewport_width = VIEW_COLUMNS * COLUMN_POINTS;
    c->metrics.viewport_height = VIEW_LINES * LINE_POINTS;
    c->metrics.offset_y = end_offset(c); /* a chat opens at its newest message */
    report(c);
    check(rk_scroll_view_attach(c->view, c->older), "rk_scroll_view_attach");
    report(c);
    check(rk_timer_start(c->ctx, T_MESSAGE, message_arrived, c, NULL), "rk_timer_start");
}

static void begin_chat_phase(struct chat *c, int phase, double now) {
    c->phase = phase;
    c->phase_start = now;
}

/* The script: read at the end while messages arrive; scroll up until a load of older messages
   begins; hold while it loads and after the page arrived; twice. The third time the user taps
   "N new messages below" while the load runs: the list jumps to the end and the load is
   cancelled. Then up again, all the way: the last page, "No older items". */
static void chat_script_step(struct chat *c, double now) {
    double t = now - c->phase_start, dt = now - c->last_step;
    int phase = c->phase;
    c->last_step = now;
    if (t > T_STUCK) { /* what the step waits for did not come: end the run (it then fails) */
        chat_note(c, "script     stuck: %.0f s in one step (%s)", T_STUCK, c->script);
        c->stuck = 1;
        c->phase = C_DONE;
        return;
    }
    switch (phase) {
    case C_INTRO:
        set_chat_script(c, "reading the newest messages: new ones arrive and the list follows");
        if (c->followed >= 2) {
            c->round = 1;
            begin_chat_phase(c, C_UP, now);
        }
        break;
    case C_UP:
        set_chat_script(c, "scrolling up to older messages (%d new below)", c->unread);
        scroll_chat(c, c->metrics.offset_y - SCROLL_LINES * LINE_POINTS * (c->round > CANCELLED_ROUND ? 3 : 1) * dt);
        if (c->page_pending) {
            c->prepends_seen = c->prepends;
            begin_chat_phase(c, C_LOADING, now);
        }
        break;
    case C_LOADING:
        set_chat_script(c, "%d messages above the first visible one: older ones are loading", PREFETCH_ITEMS - 1);
        if (c->round == CANCELLED_ROUND && t >= 0.5) {
            jump_to_newest(c, "the user");
            begin_chat_phase(c, C_NEWEST, now);
        } else if (c->prepends > c->prepends_seen) {
            begin_chat_phase(c, C_SHOW, now);
        }
        break;
    case C_SHOW:
        set_chat_script(c, "%s", c->proof);
        if (t < T_SHOW) break;
        c->round++;
        begin_chat_phase(c, c->state == RK_FOOTER_NO_MORE_DATA ? C_TOP : C_UP, now);
        break;
    case C_NEWEST:
        set_chat_script(c, "jumped to the newest: the older load was cancelled; the list follows again");
        if (t >= T_SHOW && at_end(c) && c->followed > 2) {
            c->round++;
            begin_chat_phase(c, C_UP, now);
        }
        break;
    case C_TOP:
        set_chat_script(c, "scrolling to the top: no older messages");
        scroll_chat(c, c->metrics.offset_y - SCROLL_LINES * LINE_POINTS * dt);
        if (c->metrics.offset_y <= -c->metrics.inset_top) begin_chat_phase(c, C_FINAL, now);
        break;
    case C_FINAL:
        set_chat_script(c, "done: %d pages of older messages, then \"%s\"", c->pages, c->label);
        if (t >= T_SHOW) c->phase = C_DONE;
        break;
    default:
        break;
    }
    if (c->phase != phase && c->phase != C_DONE) chat_script_step(c, now); /* its text, this frame */
}

static const char expected_prepend_trail[] =
    "not loading>loading>not loading>loading>not loading>loading>not loading>loading>end reached";

/* The checks every run makes (a run you drive too): each prepend kept the rows still, no load
   began while another ran. */
static int chat_anchoring_ok(const struct chat *c) {
    return c->offset_kept == c->prepends && c->first_kept == c->prepends && c->overlaps == 0;
}

/* The script's run, as it should have gone. */
static int chat_script_ok(const struct chat *c, rk_footer_state state) {
    return !c->stuck && c->phase == C_DONE && chat_anchoring_ok(c) && c->prepends == CHAT_PAGES &&
           c->loads == CHAT_PAGES + 1 && c->cancels == 1 && c->cancel_reason == RK_LOAD_CANCEL_HOST &&
           c->completions == CHAT_PAGES && state == RK_FOOTER_NO_MORE_DATA && c->state == state &&
           oldest_id(c) == 1 && strcmp(c->prepend_trail, expected_prepend_trail) == 0 && c->followed >= 3 &&
           c->held >= 1 && c->prepend == RK_LOAD_STATUS_END_REACHED && !c->spinner;
}

static void chat_summary(char *text, size_t cap, const struct chat *c, rk_footer_state state) {
    format_text(text, cap,
                "%d %s of older messages, %d prepended (offset +height %d/%d, first visible kept %d/%d), "
                "%d cancelled%s%s%s, %d started during another; prepend %s; final state %s \"%s\"; "
                "%d new %s: %d followed, %d held below",
                c->loads, plural(c->loads, "load", "loads"), c->prepends, c->offset_kept, c->prepends,
                c->first_kept, c->prepends, c->cancels, c->cancels ? " (" : "",
                c->cancels ? cancel_reason_name(c->cancel_reason) : "", c->cancels ? ")" : "", c->overlaps,
                c->prepend_trail, state_name(state), c->label, c->arrived,
                plural(c->arrived, "message", "messages"), c->followed, c->held);
}

/* ---- the terminal ---- */

/* One line of the viewport: content line k (a message's line, the auto header above them). */
static void chat_line(struct screen *s, const struct chat *c, int k, double now) {
    if (k < 0) {
        int label_line = floor_int((c->older_y + c->older_height / 2) / LINE_POINTS);
        if (k != label_line) return;
        int column = (VIEW_COLUMNS - text_width(c->label)) / 2;
        pad_to(s, column - 3);
        put(s, "\x1b[36;1m");
        put(s, c->spinner ? braille_spinner[(int)(wall_now() * 12) % 10] : " ");
        pad_to(s, column);
        put(s, c->label);
        put(s, "\x1b[0m");
        return;
    }
    int line = k;
    for (int i = 0; i < c->count; i++) {
        const struct message *m = &c->messages[i];
        if (line >= m->lines) {
            line -= m->lines;
            continue;
        }
        int fresh = now - c->fresh_at < 1.5 * speed && m->id >= c->fresh_first && m->id <= c->fresh_last;
        int newest = m->id >= c->next_id - c->unread;
        const char *text = message_text(m->id);
        size_t cut = strlen(text);
        if (m->lines == 2) { /* the first line breaks at the last space that fits */
            cut = (size_t)TEXT_COLUMNS;
            while (cut > 0 && text[cut] != ' ') cut--;
        }
        if (line == 0) {
            put(s, fresh ? "\x1b[36m" : "\x1b[2m");
            putf(s, " #%-4d", m->id);
            put(s, "\x1b[0m");
            pad_to(s, 7);
            putf(s, "\x1b[1m%s\x1b[0m", authors[m->id % 4]);
            pad_to(s, TEXT_COLUMN);
            putf(s, "%s%.*s\x1b[0m", fresh ? "\x1b[36m" : newest && c->unread ? "\x1b[32m" : "", (int)cut, text);
        } else {
            pad_to(s, TEXT_COLUMN);
            putf(s, "%s%s\x1b[0m", fresh ? "\x1b[36m" : "", text + cut + 1);
        }
        return;
    }
}

static void render_chat(struct chat *c, double now, int lines) {
    struct screen *s = &screen;
    if (!begin_frame(s, lines)) return;
    title_line(s, "chat", now);

    double content = c->metrics.content_height + c->metrics.inset_top, viewport = c->metrics.viewport_height;
    int thumb_length = content > viewport ? (int)(VIEW_LINES * viewport / content + 0.5) : VIEW_LINES;
    int thumb_start =
        content > viewport ? (int)(VIEW_LINES * (c->metrics.offset_y + c->metrics.inset_top) / content + 0.5) : 0;
    if (thumb_length < 1) thumb_length = 1;
    view_border(s, 1, NULL);
    int first = floor_int(c->metrics.offset_y / LINE_POINTS);
    for (int i = 0; i < VIEW_LINES; i++) {
        begin_line(s);
        put(s, " │");
        s->origin = 2;
        chat_line(s, c, first + i, now);
        put(s, "\x1b[0m");
        pad_to(s, VIEW_COLUMNS);
        put(s, i >= thumb_start && i < thumb_start + thumb_length ? "┃" : "│");
        end_line(s);
    }
    char badge[64];
    format_text(badge, sizeof badge, " ↓ %d new %s below ", c->unread, plural(c->unread, "message", "messages"));
    view_border(s, 0, c->unread > 0 ? badge : NULL);

    begin_line(s);
    putf(s, " older   %-11s \x1b[36m%s\x1b[0m  \x1b[1m", state_name(c->state),
         c->spinner ? braille_spinner[(int)(wall_now() * 12) % 10] : " ");
    put_fitted(s, c->label, 40);
    putf(s, "\x1b[0m · \x1b[2mprefetch %d\x1b[0m", PREFETCH_ITEMS);
    end_line(s);

    begin_line(s);
    putf(s, " loads   refresh %s · prepend %s%s", status_name(c->refresh),
         c->prepend == RK_LOAD_STATUS_LOADING ? "\x1b[1;33m" : c->prepend == RK_LOAD_STATUS_END_REACHED ? "\x1b[1m" : "",
         status_name(c->prepend));
    if (c->prepend == RK_LOAD_STATUS_LOADING) putf(s, " #%" PRIu64, c->prepend_id);
    putf(s, "\x1b[0m · append %s", status_name(c->append));
    end_line(s);

    begin_line(s);
    const rk_scroll_metrics *m = &c->metrics;
    putf(s, " metrics %" PRId64 " items · first %" PRId64 " (#%d) · last %" PRId64 " (#%d) · y %.0f", m->item_count,
         m->first_visible_item, m->first_visible_item >= 0 ? c->messages[m->first_visible_item].id : 0,
         m->last_visible_item, m->last_visible_item >= 0 ? c->messages[m->last_visible_item].id : 0, m->offset_y);
    end_line(s);

    begin_line(s);
    put(s, " script  ");
    put_fitted(s, c->script, SCREEN_COLUMNS - 9);
    end_line(s);

    begin_line(s);
    if (c->announcements > 0 && wall_now() - c->announced_at < 2.5) {
        put(s, " speaks  \x1b[1;32m“");
        put_fitted(s, c->announcement, SCREEN_COLUMNS - 12);
        put(s, "”\x1b[0m");
    } else {
        put(s, " \x1b[2mkeys    k/↑ older · j/↓ newer · g newest · t tap · m leave chat · q quit\x1b[0m");
    }
    end_line(s);
    render_log(s, (const char(*)[LOG_BYTES])c->log, lines);
    end_frame(s, lines);
}

static void draw_chat(void *chat, double now, int lines) { render_chat(chat, now, lines); }

/* Keys take over from the script: k or Up scrolls toward older messages, j or Down toward newer,
   g jumps to the newest, t taps the auto header, m leaves the chat, q quits. */
static int read_chat_keys(struct chat *c) {
    char keys[64];
    ssize_t n = read(STDIN_FILENO, keys, sizeof keys);
    if (n <= 0) return 0; /* no more keys (end of input) */
    for (ssize_t i = 0; i < n; i++) {
        char key = keys[i];
        if (key == 0x1b && i + 2 < n && keys[i + 1] == '[') {
            key = keys[i + 2] == 'B' ? 'j' : keys[i + 2] == 'A' ? 'k' : 0;
            i += 2;
        }
        switch (key) {
        case 'q': case 'Q': c->phase = C_DONE; c->manual = 2; return 1;
        case 'm': case 'M': c->phase = C_DONE; c->manual = 4; return 1;
        case 'k': scroll_chat(c, c->metrics.offset_y - LINE_POINTS); break;
        case 'j': scroll_chat(c, c->metrics.offset_y + LINE_POINTS); break;
        case 'g': case 'G': jump_to_newest(c, "you"); break;
        case 't': check(rk_auto_header_tap(c->older), "rk_auto_header_tap"); break;
        default: continue;
        }
        if (!c->manual) set_chat_script(c, "you drive: k/↑ older, j/↓ newer, g newest, t tap, m leave, q quit");
        c->manual = 1;
        c->last_key = wall_now();
    }
    return 1;
}

/* Leaving the chat (m, q) while older messages load: the auto header is detached from the list,
   which cancels its load ("load-cancelled", detached), shown for a moment before the screen goes. */
static void leave_chat(struct chat *c, int lines) {
    if (!c->page_pending || interrupted) return;
    check(rk_scroll_view_detach(c->view, c->older), "rk_scroll_view_detach");
    set_chat_script(c, "you left the chat while it loaded: %s", c->proof);
    render_chat(c, scene_now(), lines);
    struct timespec pause = {1, 200000000};
    nanosleep(&pause, NULL);
}

int run_chat_terminal(int switched) {
    int lines, columns;
    terminal_size(&lines, &columns);
    if (lines < SCREEN_LINES || columns < SCREEN_COLUMNS) {
        fprintf(stderr, "rk-demo: the terminal has %d x %d cells and the animation needs %d x %d: printing the "
                "timeline\n", columns, lines, SCREEN_COLUMNS, SCREEN_LINES);
        return -1;
    }
    struct chat *c = calloc(1, sizeof *c);
    if (c == NULL) return 1;
    int fd = -1;
    check(rk_context_create(&c->ctx), "rk_context_create");
    scene_origin = wall_now();
    check(rk_context_set_clock(c->ctx, scene_clock, NULL), "rk_context_set_clock");
    c->now = scene_now;
    setup_chat(c);
    check(rk_context_fd(c->ctx, &fd), "rk_context_fd");
    int keys = isatty(STDIN_FILENO);
    if (!switched) terminal_enter(keys);
    double started = wall_now();
    struct frame_clock frame = {started, lines, columns, 0};
    c->last_key = started;
    if (switched) {
        c->manual = 1;
        set_chat_script(c, "you drive (m switched to the chat): k/↑ older, j/↓ newer, g newest");
    }
    while (c->phase != C_DONE && !interrupted) {
        double now = scene_now();
        if (!c->manual) chat_script_step(c, now);
        else if (wall_now() - c->last_key > MANUAL_IDLE_SECONDS) c->phase = C_DONE;
        if (terminal_turn(c->ctx, fd, keys, &frame, now, draw_chat, c)) keys = read_chat_keys(c);
        check(rk_context_dispatch(c->ctx, NULL), "rk_context_dispatch");
    }
    int switching = c->manual == 4 && !interrupted;
    leave_chat(c, frame.lines);
    if (!interrupted && !switching) render_chat(c, scene_now(), frame.lines);
    if (!switching) terminal_restore();
    rk_footer_state state = 0;
    check(rk_component_get_state(c->older, &state), "rk_component_get_state");
    double seconds = wall_now() - started;
    check(rk_context_destroy(c->ctx), "rk_context_destroy");
    if (switching) {
        write_all(STDOUT_FILENO, "\x1b[2J", 4);
        screen_invalidate();
        free(c);
        return -3;
    }
    int scripted = !c->manual && !interrupted;
    int ok = screen.overflows == 0 && chat_anchoring_ok(c) && (!scripted || chat_script_ok(c, state));
    const char *verdict = interrupted ? "interrupted" : !ok ? "FAILED" : c->manual == 2 ? "quit" : "ok";
    char summary[768];
    report_overflows();
    chat_summary(summary, sizeof summary, c, state);
    printf("rk-demo: %s (terminal, chat: language %s, speed %g; %s; %d %s in %.1f s, %ld of %ld lines redrawn)\n",
           verdict, language, speed, summary, frame.frames, plural(frame.frames, "frame", "frames"), seconds,
           screen.lines_redrawn, screen.lines_drawn);
    free(c);
    return interrupted ? 130 : ok ? 0 : 1;
}

void chat_usage(FILE *out) {
    fprintf(out,
        "The chat mode (--chat, or the key m): a chat opened at its newest message, with an auto\n"
        "header (rk_auto_header) above the first one. Scrolling up loads %d older messages when\n"
        "fewer than %d lie above the first visible one (prefetch by first_visible_item); they are\n"
        "inserted above with rk_scroll_view_content_inserted and the scroll view's offset request\n"
        "keeps every message on its row. New messages arrive at the end every %.1f s: the list\n"
        "follows them at the end and stays still higher up (\"N new messages below\"). The status\n"
        "lines show the load states (refresh, prepend, append) and the metrics' items. Its script\n"
        "loads two pages, jumps to the newest during the third load (which cancels it:\n"
        "\"load-cancelled\"), then scrolls up again to the last page: \"No older items\". Keys: k or\n"
        "Up older, j or Down newer, g the newest, t taps the auto header, m leaves the chat (a load\n"
        "under way is cancelled), q quits. Without a terminal, or with --timeline, it prints its\n"
        "timeline with the checks: each prepend moves the offset by exactly the inserted height,\n"
        "the first visible message stays first, no load begins while one runs, the history ends.\n"
        "\n",
            CHAT_PAGE, PREFETCH_ITEMS, T_MESSAGE);
}

/* ---- the timeline: the script on the fake clock ---- */

int run_chat_timeline(void) {
    struct chat *c = calloc(1, sizeof *c);
    if (c == NULL) return 1;
    check(rk_context_create(&c->ctx), "rk_context_create");
    demo_clock = 0;
    check(rk_context_set_clock(c->ctx, clock_now, NULL), "rk_context_set_clock");
    c->print = !quiet;
    c->now = timeline_now;
    uint32_t version = rk_version();
    SAY("RefreshKit %u.%u.%u: the chat, language %s\n", version >> 16, (version >> 8) & 0xff, version & 0xff,
        language);
    SAY("A chat of %d messages on a scroll view 375 x 320 (16 lines of 20 points), opened at its end; an\n"
        "auto header above the first message loads %d older ones at a time (a timer of %.1f s) when fewer\n"
        "than %d lie above the first visible one; %d pages reach message #1. New messages arrive every %.1f s.\n",
        CHAT_FIRST, CHAT_PAGE, T_OLDER, PREFETCH_ITEMS, CHAT_PAGES, T_MESSAGE);
    setup_chat(c);
    char said[sizeof c->script] = "";
    while (c->phase != C_DONE && demo_clock < 120) {
        chat_script_step(c, demo_clock);
        if (strcmp(said, c->script) != 0) { /* the script's step, as the terminal shows it */
            SAY("-- %s\n", c->script);
            format_text(said, sizeof said, "%s", c->script);
        }
        advance_clock(c->ctx, 1.0 / 30);
    }
    rk_footer_state state = 0;
    check(rk_component_get_state(c->older, &state), "rk_component_get_state");
    int ok = chat_script_ok(c, state);
    char summary[768];
    chat_summary(summary, sizeof summary, c, state);
    check(rk_context_destroy(c->ctx), "rk_context_destroy");
    printf("rk-demo: %s (chat timeline: language %s; %s)\n", ok ? "ok" : "FAILED", language, summary);
    free(c);
    return ok ? 0 : 1;
}
