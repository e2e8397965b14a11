/*
 * test_auto_header_scenarios: the auto header (1.5, docs/behaviour/auto-header.md), through the C
 * ABI, with numbers of its own (not the auto footer's cases mirrored):
 * - defaults, its titles, the top inset it adds while attached and shown (and gives back);
 * - the offset rule's mirrored line, direction and F13 line; the pan-end line -T for tall and short
 *   lists; the budget; the item-count rule counted from the first visible item;
 * - NoMoreData ("no older items"), Failed and a tap to retry, load ids and cancels;
 * - on a scroll view beside a pull-down header and an auto footer: its own slot, the prepend part
 *   of the load states, and anchoring after older rows arrive (no jump, no second load);
 * - what it refuses: the bottom inset's verb, the auto footer's own functions, a bad first item.
 *
 * Geometry here: a 600-high viewport, 320 wide, top inset T0 30 (T = 74 with the auto header's 44),
 * bottom inset 10, content 1500 unless a case says otherwise.
 */
#include "rk_test.h"

typedef struct {
    rkt_fixture fx;
    rk_auto_header *ah;
    rk_scroll_metrics m;
} lone;

static rk_scroll_metrics metrics(double content, double top, double y) {
    rk_scroll_metrics m;
    memset(&m, 0, sizeof m);
    m.struct_size = sizeof m;
    m.viewport_width = 320;
    m.viewport_height = 600;
    m.content_width = 320;
    m.content_height = content;
    m.inset_top = top;
    m.inset_bottom = 10;
    m.offset_y = y;
    m.last_visible_item = -1;
    m.first_visible_item = -1;
    return m;
}

/* An auto header alone, attached by its first update at y (its 44 then in the top inset). */
static lone *lone_open(double content, double y) {
    lone *l = calloc(1, sizeof *l);
    CHECK(l != NULL);
    rkt_fixture_open(&l->fx, 10.0);
    CHECK_OK(rk_auto_header_create(l->fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &l->ah));
    rkt_fixture_watch(&l->fx, l->ah, RK_KIND_AUTO_HEADER);
    l->m = metrics(content, 30, y);
    CHECK_OK(rk_component_set_metrics(l->ah, &l->m));
    rkt_fixture_dispatch(&l->fx);
    l->m.inset_top = 74; /* the host applied the request */
    return l;
}

static void lone_close(lone *l) {
    rkt_fixture_close(&l->fx);
    free(l);
}

/* One update at y (dragging or not, with a pan phase). */
static void scroll(lone *l, double y, int32_t dragging, rk_pan_state pan) {
    l->m.offset_y = y;
    l->m.dragging = dragging;
    l->m.pan = pan;
    CHECK_OK(rk_component_set_metrics(l->ah, &l->m));
    rkt_fixture_dispatch(&l->fx);
}

static rk_refresh_state state_of(void *c) {
    rk_refresh_state s = -1;
    CHECK_OK(rk_component_get_state(c, &s));
    return s;
}

static const char *label_of(void *c) {
    static char buf[256];
    CHECK_OK(rk_component_get_label(c, buf, sizeof buf, NULL));
    return buf;
}

static rk_auto_header_geometry geometry_of(rk_auto_header *ah) {
    rk_auto_header_geometry g;
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_auto_header_get_geometry(ah, &g));
    return g;
}

static int logged(lone *l, const char *what) { return strstr(l->fx.log, what) != NULL; }

static void h01_defaults_titles_and_the_top_inset(void) {
    lone *l;
    rk_auto_header *ah;
    rk_auto_header_geometry g;
    rk_auto_header_layout layout;
    rkt_fixture fx;
    rkt_fixture_open(&fx, 0);
    CHECK_OK(rk_auto_header_create(fx.ctx, RK_AUTO_FOOTER_STYLE_GIF, &ah));
    CHECK_EQ_INT(state_of(ah), RK_FOOTER_IDLE);
    CHECK_STR(label_of(ah), "Tap or pull down to load older items");
    g = geometry_of(ah);
    CHECK_NEAR(g.height, 44, 0);
    CHECK_NEAR(g.trigger_percent, 1, 0);
    CHECK_EQ_INT(g.attached, 0);
    CHECK_EQ_INT(g.automatically_refresh, 1);
    CHECK_EQ_INT(g.auto_trigger_times, 1);
    CHECK_OK(rk_component_set_language(ah, "zh-Hant"));
    CHECK_STR(label_of(ah), "點擊或下拉載入更早的內容");
    CHECK_OK(rk_component_set_language(ah, "uk"));
    CHECK_OK(rk_component_end_refreshing_with_no_more_data(ah, NULL, NULL));
    CHECK_STR(label_of(ah), "Раніших немає");
    rkt_fixture_close(&fx);

    /* Attached by its first update: it asks for T0 + 44 on the top edge, once. */
    l = lone_open(1500, 400);
    CHECK(logged(l, "inset-requested:74@0; "));
    g = geometry_of(l->ah);
    CHECK_NEAR(g.base_top, 30, 0);
    CHECK_NEAR(g.top_contribution, 44, 0);
    CHECK_EQ_INT(g.attached, 1);
    /* -T + h(1 - r) = -74; C + B - H = 910. */
    CHECK_NEAR(g.trigger_offset, -74, 0);
    CHECK_NEAR(g.pan_end_offset, -74, 0);
    CHECK_NEAR(g.bottom_rest_offset, 910, 0);
    CHECK_EQ_INT(g.tall, 1);
    memset(&layout, 0, sizeof layout);
    layout.struct_size = sizeof layout;
    CHECK_OK(rk_auto_header_get_layout(l->ah, &layout));
    CHECK_NEAR(layout.header.y, -44, 0);
    CHECK_NEAR(layout.header.height, 44, 0);
    CHECK_NEAR(layout.header.width, 320, 0);
    /* Hidden, it gives exactly its 44 back, whatever the host did to the inset meanwhile. */
    l->m.inset_top = 90; /* the host added 16 of its own */
    scroll(l, 400, 0, RK_PAN_NONE);
    rkt_fixture_log_reset(&l->fx);
    CHECK_OK(rk_component_set_hidden(l->ah, 1));
    rkt_fixture_dispatch(&l->fx);
    CHECK(logged(l, "inset-requested:46@0; "));
    lone_close(l);
}

static void h02_the_offset_rule_reads_upward(void) {
    lone *l = lone_open(1500, 400);
    /* Moving down onto the line loads nothing: from -90 to -74 is not "moving up". */
    scroll(l, -90, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_REFRESHING); /* -90 <= -74 while moving up from 400 */
    CHECK_OK(rk_component_end_refreshing(l->ah, NULL, NULL));
    rkt_fixture_dispatch(&l->fx);
    scroll(l, -74, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    /* r = 0.25: the line is -74 + 44 * 0.75 = -41. -40 is above it, -41 on it. */
    CHECK_OK(rk_auto_header_set_trigger_percent(l->ah, 0.25));
    scroll(l, 300, 0, RK_PAN_NONE);
    scroll(l, -40, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    scroll(l, -41, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_component_end_refreshing(l->ah, NULL, NULL));
    rkt_fixture_dispatch(&l->fx);
    /* F13 mirrored: with r = -40 the line is -74 + 44 * 41 = 1730, past the bottom rest line 910;
       moving up inside the bottom bounce (950 -> 920) loads nothing, above it (900) loads. */
    CHECK_OK(rk_auto_header_set_trigger_percent(l->ah, -40));
    scroll(l, 950, 0, RK_PAN_NONE);
    scroll(l, 920, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    scroll(l, 900, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_REFRESHING);
    lone_close(l);
}

static void h03_drag_loads_take_the_budget_and_the_pan_end_line_is_minus_t(void) {
    lone *l = lone_open(1500, 400);
    CHECK_OK(rk_auto_header_set_automatically_refresh(l->ah, 0));
    /* A pan that ends at -73 (one point below the line) loads nothing; at -74 it loads. */
    scroll(l, 200, 1, RK_PAN_BEGAN);
    scroll(l, -73, 1, RK_PAN_CHANGED);
    scroll(l, -73, 0, RK_PAN_ENDED);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    scroll(l, 200, 1, RK_PAN_BEGAN);
    scroll(l, -74, 1, RK_PAN_CHANGED);
    scroll(l, -74, 0, RK_PAN_ENDED);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(geometry_of(l->ah).remaining_trigger_times, 0);
    CHECK_OK(rk_component_end_refreshing(l->ah, NULL, NULL));
    rkt_fixture_dispatch(&l->fx);
    /* The budget is spent until the next pan begins. */
    scroll(l, -80, 1, RK_PAN_CHANGED);
    scroll(l, -80, 0, RK_PAN_ENDED);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    lone_close(l);

    /* A short list (C + B = 410 < 600) rests at -T: a drag that does not end pulled up loads. */
    l = lone_open(400, -74);
    CHECK_EQ_INT(geometry_of(l->ah).tall, 0);
    scroll(l, -74, 1, RK_PAN_BEGAN);
    scroll(l, -30, 1, RK_PAN_CHANGED);
    scroll(l, -30, 0, RK_PAN_ENDED);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    scroll(l, -74, 1, RK_PAN_BEGAN);
    scroll(l, -120, 1, RK_PAN_CHANGED);
    scroll(l, -120, 0, RK_PAN_ENDED);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_REFRESHING);
    lone_close(l);
}

static void h04_prefetch_counts_the_items_above_the_first_visible_one(void) {
    lone *l = lone_open(1500, 400);
    int64_t items = 0;
    CHECK_OK(rk_auto_header_set_prefetch_items(l->ah, 6));
    CHECK_OK(rk_auto_header_get_prefetch_items(l->ah, &items));
    CHECK_EQ_INT(items, 6);
    l->m.item_count = 80;
    l->m.last_visible_item = 20;
    l->m.first_visible_item = 6; /* six items above: not fewer than 6 */
    scroll(l, 250, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    l->m.first_visible_item = 5;
    l->m.last_visible_item = 19;
    scroll(l, 240, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_component_end_refreshing(l->ah, NULL, NULL));
    rkt_fixture_dispatch(&l->fx);
    /* Still within six, same count: no second load by itself. */
    l->m.first_visible_item = 4;
    scroll(l, 230, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    /* A struct from before 1.5 reports no first item: the rule waits. */
    CHECK_OK(rk_auto_header_set_prefetch_items(l->ah, 50));
    l->m.struct_size = RK_SCROLL_METRICS_SIZE_1_3;
    l->m.first_visible_item = 0;
    scroll(l, 220, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    lone_close(l);
}

static void h05_no_older_items_failure_retry_and_ids(void) {
    lone *l = lone_open(1500, 400);
    rk_load_id id = 0, stale;
    CHECK_OK(rk_component_begin_load(l->ah, NULL, NULL, &id));
    CHECK(id != 0);
    CHECK_OK(rk_component_end_load(l->ah, id, RK_LOAD_FAILED, "offline", NULL, NULL));
    rkt_fixture_dispatch(&l->fx);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_FAILED);
    /* A tap in Failed retries. */
    CHECK_OK(rk_auto_header_tap(l->ah));
    rkt_fixture_dispatch(&l->fx);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_REFRESHING);
    stale = id;
    CHECK_OK(rk_component_get_load_id(l->ah, &id));
    CHECK(id != stale);
    CHECK_RC(rk_component_end_load(l->ah, stale, RK_LOAD_DONE, NULL, NULL, NULL), RK_ERR_INVALID_STATE);
    CHECK_OK(rk_component_end_load(l->ah, id, RK_LOAD_NO_MORE_DATA, NULL, NULL, NULL));
    rkt_fixture_dispatch(&l->fx);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_NO_MORE_DATA);
    CHECK_STR(label_of(l->ah), "No older items");
    /* NoMoreData: nothing loads by scrolling. */
    scroll(l, -90, 0, RK_PAN_NONE);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_NO_MORE_DATA);
    CHECK_OK(rk_component_reset_no_more_data(l->ah, NULL, NULL));
    rkt_fixture_dispatch(&l->fx);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    /* Hidden while loading: cancelled with the reason "hidden". */
    CHECK_OK(rk_component_begin_load(l->ah, NULL, NULL, &id));
    rkt_fixture_log_reset(&l->fx);
    CHECK_OK(rk_component_set_hidden(l->ah, 1));
    rkt_fixture_dispatch(&l->fx);
    {
        char want[64];
        snprintf(want, sizeof want, "load-cancelled:%llu/%d; ", (unsigned long long)id, RK_LOAD_CANCEL_HIDDEN);
        CHECK_MSG(logged(l, want), "no \"%s\" in %s", want, l->fx.log);
    }
    lone_close(l);
}

static void h06_beside_a_header_and_a_footer_it_anchors_and_reports_prepend(void) {
    rkt_fixture fx;
    rk_scroll_view *sv;
    rk_header *header;
    rk_auto_header *ah, *second;
    rk_auto_footer *af;
    rk_scroll_metrics m, now;
    rk_load_states states;
    rk_load_id id = 0;
    void *found = NULL;
    rkt_fixture_open(&fx, 5.0);
    CHECK_OK(rk_scroll_view_create(fx.ctx, &sv));
    CHECK_OK(rk_header_create(fx.ctx, RK_HEADER_STYLE_NORMAL, &header));
    CHECK_OK(rk_auto_header_create(fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &ah));
    CHECK_OK(rk_auto_header_create(fx.ctx, RK_AUTO_FOOTER_STYLE_GIF, &second));
    CHECK_OK(rk_auto_footer_create(fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &af));
    m = metrics(2400, 30, 900);
    CHECK_OK(rk_scroll_view_set_metrics(sv, &m));
    CHECK_OK(rk_scroll_view_attach(sv, header));
    CHECK_OK(rk_scroll_view_attach(sv, ah));
    CHECK_OK(rk_scroll_view_attach(sv, af));
    CHECK_RC(rk_scroll_view_attach(sv, second), RK_ERR_INVALID_STATE); /* one per slot */
    CHECK_OK(rk_scroll_view_get_component(sv, RK_KIND_AUTO_HEADER, &found));
    CHECK(found == (void *)ah);
    rkt_fixture_watch(&fx, sv, RK_KIND_SCROLL_VIEW);
    rkt_fixture_dispatch(&fx);
    memset(&now, 0, sizeof now);
    now.struct_size = sizeof now;
    CHECK_OK(rk_scroll_view_get_metrics(sv, &now));
    CHECK_NEAR(now.inset_top, 74, 0); /* the auto header's 44 on the top edge */
    CHECK_NEAR(now.inset_bottom, 54, 0); /* the auto footer's 44 at the bottom */
    /* Scrolling up to the top loads older items: prepend is loading. */
    now.offset_y = -74;
    rkt_fixture_log_reset(&fx);
    CHECK_OK(rk_scroll_view_set_metrics(sv, &now));
    rkt_fixture_dispatch(&fx);
    CHECK_EQ_INT(state_of(ah), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(state_of(header), RK_FOOTER_IDLE);
    CHECK_OK(rk_component_get_load_id(ah, &id));
    memset(&states, 0, sizeof states);
    states.struct_size = sizeof states;
    CHECK_OK(rk_scroll_view_get_load_states(sv, &states));
    CHECK_EQ_INT(states.prepend.status, RK_LOAD_STATUS_LOADING);
    CHECK_EQ_U64(states.prepend.load_id, id);
    CHECK_EQ_INT(states.refresh.status, RK_LOAD_STATUS_NOT_LOADING);
    CHECK_EQ_INT(states.append.status, RK_LOAD_STATUS_NOT_LOADING);
    CHECK(strstr(fx.log, "load-states-changed:0,1,0; ") != NULL);
    /* 25 older rows of 48 arrive: the end, then the insertion above, in the same turn. The
       offset moves by 1200 at once, with no animation, and nothing loads again. */
    CHECK_OK(rk_component_end_load(ah, id, RK_LOAD_DONE, NULL, NULL, NULL));
    rkt_fixture_log_reset(&fx);
    CHECK_OK(rk_scroll_view_content_inserted(sv, RK_SCROLL_EDGE_TOP, 1200, 0));
    rkt_fixture_dispatch(&fx);
    CHECK(strstr(fx.log, "offset-requested:0/0/1126@0; ") != NULL);
    CHECK_OK(rk_scroll_view_get_metrics(sv, &now));
    CHECK_NEAR(now.offset_y, 1126, 0);
    CHECK_NEAR(now.content_height, 3600, 0);
    CHECK_OK(rk_scroll_view_set_metrics(sv, &now)); /* the host applied it */
    rkt_fixture_dispatch(&fx);
    CHECK_EQ_INT(state_of(ah), RK_FOOTER_IDLE);
    /* No older items: end reached. */
    CHECK_OK(rk_component_begin_load(ah, NULL, NULL, &id));
    CHECK_OK(rk_component_end_load(ah, id, RK_LOAD_NO_MORE_DATA, NULL, NULL, NULL));
    rkt_fixture_dispatch(&fx);
    CHECK_OK(rk_scroll_view_get_load_states(sv, &states));
    CHECK_EQ_INT(states.prepend.status, RK_LOAD_STATUS_END_REACHED);
    /* Detached, it takes its part of the snapshot and its 44 with it. */
    CHECK_OK(rk_scroll_view_detach(sv, ah));
    CHECK_OK(rk_scroll_view_get_load_states(sv, &states));
    CHECK_EQ_INT(states.prepend.status, RK_LOAD_STATUS_NOT_LOADING);
    CHECK_OK(rk_scroll_view_get_metrics(sv, &now));
    CHECK_NEAR(now.inset_top, 30, 0);
    rkt_fixture_close(&fx);
}

static void h07_what_it_refuses(void) {
    lone *l = lone_open(1500, 400);
    rk_auto_footer *af;
    rk_scroll_metrics bad;
    CHECK_RC(rk_component_set_ignored_bottom_inset(l->ah, 4), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_component_set_data_count(l->ah, 4), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_auto_footer_set_paging_enabled((rk_auto_footer *)l->ah, 1), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_auto_footer_tap((rk_auto_footer *)l->ah), RK_ERR_INVALID_HANDLE);
    CHECK_OK(rk_auto_footer_create(l->fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &af));
    CHECK_RC(rk_auto_header_tap((rk_auto_header *)af), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_auto_header_create(l->fx.ctx, 2, NULL), RK_ERR_INVALID_ARGUMENT);
    /* first_visible_item out of -1 ... item_count - 1: refused, nothing changed. */
    bad = l->m;
    bad.item_count = 10;
    bad.last_visible_item = 9;
    bad.first_visible_item = 10;
    CHECK_RC(rk_component_set_metrics(l->ah, &bad), RK_ERR_INVALID_ARGUMENT);
    bad.first_visible_item = -2;
    CHECK_RC(rk_component_set_metrics(l->ah, &bad), RK_ERR_INVALID_ARGUMENT);
    CHECK_NEAR(geometry_of(l->ah).previous_offset, 400, 0);
    lone_close(l);
}


/* A chat whose first page is short loads older pages until the screen is full (fill the viewport,
   the auto header's option): each page inserted above, each end followed by the grown content. */
static void h08_a_short_chat_fills_with_older_pages(void) {
    lone *l = lone_open(250, -74); /* C + B = 260 <= 600 */
    rk_load_id id = 0;
    int pages = 0;
    CHECK_OK(rk_auto_header_set_auto_trigger_times(l->ah, -1));
    CHECK_OK(rk_auto_header_set_fills_viewport(l->ah, 1));
    scroll(l, -74, 0, RK_PAN_NONE);
    while (state_of(l->ah) == RK_FOOTER_REFRESHING && pages < 10) {
        pages++;
        CHECK_OK(rk_component_get_load_id(l->ah, &id));
        CHECK_OK(rk_component_end_load(l->ah, id, RK_LOAD_DONE, NULL, NULL, NULL));
        l->m.content_height += 200; /* a page of older items */
        scroll(l, l->m.offset_y + 200, 0, RK_PAN_NONE);
    }
    /* Loads at 250 and 450 of content; at 650 it is tall (660 > 600): full after two. */
    CHECK_EQ_INT(pages, 2);
    CHECK_EQ_INT(state_of(l->ah), RK_FOOTER_IDLE);
    lone_close(l);
}

/* A chat loads older messages while new ones arrive at the bottom: "Loaded N new items" counts
   the older page only (the items rk_scroll_view_content_inserted reported at the bottom are left
   out), and the inserted items join the metrics' count and move the visible indices. */
static void h09_an_older_page_announces_its_own_items_while_messages_arrive_below(void) {
    rkt_fixture fx;
    rk_scroll_view *sv = NULL;
    rk_auto_header *ah = NULL;
    rk_scroll_metrics m, now;
    rk_load_id id = 0;
    rkt_fixture_open(&fx, 5.0);
    CHECK_OK(rk_scroll_view_create(fx.ctx, &sv));
    CHECK_OK(rk_auto_header_create(fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &ah));
    m = metrics(2400, 30, 900);
    m.item_count = 50;
    m.first_visible_item = 18;
    m.last_visible_item = 30;
    CHECK_OK(rk_scroll_view_set_metrics(sv, &m));
    CHECK_OK(rk_scroll_view_attach(sv, ah));
    rkt_fixture_watch(&fx, ah, RK_KIND_AUTO_HEADER);
    CHECK_OK(rk_component_begin_load(ah, NULL, NULL, &id));
    rkt_fixture_dispatch(&fx);
    /* Two new messages below, the host's next update with them counted. */
    CHECK_OK(rk_scroll_view_content_inserted(sv, RK_SCROLL_EDGE_BOTTOM, 120, 2));
    memset(&now, 0, sizeof now);
    now.struct_size = sizeof now;
    CHECK_OK(rk_scroll_view_get_metrics(sv, &now));
    CHECK_EQ_INT(now.item_count, 52);
    CHECK_EQ_INT(now.first_visible_item, 18);
    CHECK_OK(rk_scroll_view_set_metrics(sv, &now));
    /* The older page: 20 messages inserted above, then the load's end. */
    CHECK_OK(rk_scroll_view_content_inserted(sv, RK_SCROLL_EDGE_TOP, 960, 20));
    CHECK_OK(rk_scroll_view_get_metrics(sv, &now));
    CHECK_EQ_INT(now.item_count, 72);
    CHECK_EQ_INT(now.first_visible_item, 38);
    CHECK_EQ_INT(now.last_visible_item, 50);
    rkt_fixture_log_reset(&fx);
    CHECK_OK(rk_component_end_load(ah, id, RK_LOAD_DONE, NULL, NULL, NULL));
    rkt_fixture_dispatch(&fx);
    CHECK_MSG(strstr(fx.log, "announcement:Loaded 20 new items/1") != NULL, "log: %s", fx.log);
    rkt_fixture_close(&fx);
}

static const rkt_case cases[] = {
    RKT_CASE(h01_defaults_titles_and_the_top_inset),
    RKT_CASE(h02_the_offset_rule_reads_upward),
    RKT_CASE(h03_drag_loads_take_the_budget_and_the_pan_end_line_is_minus_t),
    RKT_CASE(h04_prefetch_counts_the_items_above_the_first_visible_one),
    RKT_CASE(h05_no_older_items_failure_retry_and_ids),
    RKT_CASE(h06_beside_a_header_and_a_footer_it_anchors_and_reports_prepend),
    RKT_CASE(h07_what_it_refuses),
    RKT_CASE(h08_a_short_chat_fills_with_older_pages),
    RKT_CASE(h09_an_older_page_announces_its_own_items_while_messages_arrive_below),
};

RKT_MAIN(cases)
