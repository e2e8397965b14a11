/*
 * test_prefetch: F19, prefetch by item count (1.3), through the C ABI (docs/FIXES.md#f19):
 * - the host reports item_count and last_visible_item in rk_scroll_metrics; an auto footer set to
 *   prefetch n begins when the last visible item reaches count - n, far above the pixel line;
 * - edge-triggered: once per arrival; again when the count grows (a short list filling up) or
 *   shrinks while the end shows, or after a new pan; never while the condition merely holds;
 * - one load at a time, under F9's budget while dragging, never in Failed or NoMoreData;
 * - through a scroll view, and from a worker (the setter is queued);
 * - a 1.2-sized struct reads no items; the getter; bad values refused, nothing changed.
 *
 * Log items: "state:NEW<OLD", "refreshing".
 */
#include "rk_test.h"

#include <stdlib.h>
#include <string.h>


typedef struct {
    rkt_fixture fx; /* the context on a fake clock (rk_test.h) */
    rk_auto_footer *af;
    rk_scroll_metrics m;
} world;

/* Setup FA of the spec (H 600, C 1000, T 64; the pixel line at 444 once attached alone), at rest
   at y 100, prefetching n items. */
static world *world_new(int64_t n) {
    world *w = calloc(1, sizeof *w);
    if (w == NULL) abort();
    rkt_fixture_open(&w->fx, 1000.0);
    CHECK_OK(rk_auto_footer_create(w->fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &w->af));
    CHECK_OK(rk_connect(w->af, "state-changed", (rk_callback)rkt_on_state, NULL, NULL, NULL));
    CHECK_OK(rk_connect(w->af, "refreshing", (rk_callback)rkt_on_refreshing, NULL, NULL, NULL));
    CHECK_OK(rk_auto_footer_set_prefetch_items(w->af, n));
    w->m = rkt_metrics_at_rest(1);
    w->m.offset_y = 100;
    CHECK_OK(rk_auto_footer_set_metrics(w->af, &w->m));
    rkt_log_reset();
    return w;
}

static void world_free(world *w) {
    rkt_fixture_close(&w->fx);
    free(w);
}

/* One update at y 100 reporting the items; dragging 1 is a drag (RK_PAN_CHANGED). */
static void items(world *w, int64_t count, int64_t last, int dragging) {
    w->m.item_count = count;
    w->m.last_visible_item = last;
    w->m.dragging = dragging;
    w->m.pan = dragging ? RK_PAN_CHANGED : RK_PAN_NONE;
    CHECK_OK(rk_auto_footer_set_metrics(w->af, &w->m));
}

RKT_VALUE_FN(state, world, af, rk_footer_state, 0, rk_auto_footer_get_state)

static void p01_the_last_visible_item_reaching_count_minus_n_loads(void) {
    world *w = world_new(5);
    int64_t n = -1;
    CHECK_OK(rk_auto_footer_get_prefetch_items(w->af, &n));
    CHECK_EQ_INT(n, 5);
    items(w, 100, 93, 1);
    items(w, 100, 94, 1);
    RKT_EXPECT_LOG("");
    items(w, 100, 95, 1); /* 95 >= 100 - 5: far above the pixel line, it loads */
    RKT_EXPECT_LOG("state:3<1 refreshing");
    items(w, 100, 97, 1); /* one load at a time */
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_auto_footer_end_refreshing(w->af, NULL, NULL));
    rkt_log_reset();
    /* The load brought nothing: still within 5 of the end, same count: no repeat. */
    items(w, 100, 98, 1);
    items(w, 100, 99, 0);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(state(w), RK_FOOTER_IDLE);
    world_free(w);
}

/* A list shorter than the screen fills up: every page that leaves the end visible with a new
   count loads the next. */
static void p02_a_short_list_fills_up_and_stops(void) {
    world *w = world_new(1);
    int loads = 0;
    int64_t count = 4;
    while (count < 40) {
        int64_t last = count < 12 ? count - 1 : 11; /* 12 rows fit on the screen */
        items(w, count, last, 0);
        if (state(w) != RK_FOOTER_REFRESHING) break;
        loads++;
        CHECK_OK(rk_auto_footer_end_refreshing(w->af, NULL, NULL));
        count += 4;
    }
    CHECK_EQ_INT(loads, 3);     /* 4, 8 and 12 rows showed their last; 16 did not */
    CHECK_EQ_INT(count, 16);
    world_free(w);
}

static void p03_a_shrinking_count_and_a_new_pan_rearm(void) {
    world *w = world_new(3);
    items(w, 50, 48, 0);
    CHECK_OK(rk_auto_footer_end_refreshing(w->af, NULL, NULL));
    rkt_log_reset();
    items(w, 20, 19, 0); /* a refresh replaced the data */
    RKT_EXPECT_LOG("state:3<1 refreshing");
    CHECK_OK(rk_auto_footer_end_refreshing(w->af, NULL, NULL));
    items(w, 20, 19, 1);
    rkt_log_reset();
    w->m.pan = RK_PAN_BEGAN; /* a new drag: the arrival counts again */
    CHECK_OK(rk_auto_footer_set_metrics(w->af, &w->m));
    RKT_EXPECT_LOG("state:3<1 refreshing");
    world_free(w);
}

/* While dragging the budget applies (F9); Failed waits for a new drag (F17); NoMoreData never. */
static void p04_the_budget_failed_and_no_more_data(void) {
    world *w = world_new(5);
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(w->af, 0));
    items(w, 100, 97, 1);
    CHECK_EQ_INT(state(w), RK_FOOTER_IDLE);
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(w->af, 1));
    items(w, 100, 96, 0); /* decelerating: a new count? no, the same arrival */
    CHECK_EQ_INT(state(w), RK_FOOTER_IDLE);
    CHECK_OK(rk_auto_footer_set_prefetch_items(w->af, 5)); /* setting it re-arms */
    items(w, 100, 96, 0);
    CHECK_EQ_INT(state(w), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_auto_footer_end_refreshing_with_failure(w->af, NULL, NULL, NULL));
    items(w, 110, 108, 0);
    CHECK_EQ_INT(state(w), RK_FOOTER_FAILED);
    CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(w->af, NULL, NULL));
    items(w, 120, 119, 0);
    CHECK_EQ_INT(state(w), RK_FOOTER_NO_MORE_DATA);
    world_free(w);
}

/* Through a scroll view: its update carries the items to the attached auto footer. */
static void p05_through_a_scroll_view(void) {
    world *w = world_new(2);
    rk_scroll_view *sv = NULL;
    rk_scroll_metrics back;
    CHECK_OK(rk_scroll_view_create(w->fx.ctx, &sv));
    CHECK_OK(rk_scroll_view_attach(sv, w->af));
    w->m.item_count = 30;
    w->m.last_visible_item = 20;
    CHECK_OK(rk_scroll_view_set_metrics(sv, &w->m));
    rkt_log_reset();
    w->m.last_visible_item = 28;
    CHECK_OK(rk_scroll_view_set_metrics(sv, &w->m));
    RKT_EXPECT_LOG("state:3<1 refreshing");
    memset(&back, 0x55, sizeof back);
    back.struct_size = sizeof back;
    CHECK_OK(rk_scroll_view_get_metrics(sv, &back));
    CHECK_EQ_INT(back.item_count, 30);
    CHECK_EQ_INT(back.last_visible_item, 28);
    /* A 1.2 caller's struct: nothing written past its end. */
    memset(&back, 0x55, sizeof back);
    back.struct_size = RK_SCROLL_METRICS_SIZE_1_2;
    CHECK_OK(rk_scroll_view_get_metrics(sv, &back));
    CHECK_EQ_U64((uint64_t)back.item_count, 0x5555555555555555ull);
    world_free(w);
}

/* A 1.2 struct reports no items; bad items are refused and change nothing. */
static void p06_older_structs_and_bad_values(void) {
    world *w = world_new(5);
    rk_scroll_metrics m = w->m;
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_2;
    m.item_count = 100; /* past a 1.2 struct's end: not read */
    m.last_visible_item = 99;
    CHECK_OK(rk_auto_footer_set_metrics(w->af, &m));
    RKT_EXPECT_LOG("");
    m = w->m;
    m.item_count = 10;
    m.last_visible_item = 10;
    CHECK_RC(rk_auto_footer_set_metrics(w->af, &m), RK_ERR_INVALID_ARGUMENT);
    m.last_visible_item = 9;
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_2 + 8;
    CHECK_RC(rk_auto_footer_set_metrics(w->af, &m), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_auto_footer_set_prefetch_items(w->af, -1), RK_ERR_INVALID_ARGUMENT);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(state(w), RK_FOOTER_IDLE);
    world_free(w);
}

static void *set_prefetch_from_worker(void *arg) {
    world *w = arg;
    CHECK_OK(rk_auto_footer_set_prefetch_items(w->af, 10));
    return NULL;
}

static void p07_the_setter_from_a_worker_is_queued(void) {
    world *w = world_new(0);
    int64_t n = -1;
    RKT_RUN_THREAD(set_prefetch_from_worker, w);
    CHECK_OK(rk_auto_footer_get_prefetch_items(w->af, &n));
    CHECK_EQ_INT(n, 0);
    (void)rkt_dispatch(w->fx.ctx);
    CHECK_OK(rk_auto_footer_get_prefetch_items(w->af, &n));
    CHECK_EQ_INT(n, 10);
    items(w, 100, 90, 0);
    CHECK_EQ_INT(state(w), RK_FOOTER_REFRESHING);
    world_free(w);
}

static const rkt_case cases[] = {
    RKT_CASE(p01_the_last_visible_item_reaching_count_minus_n_loads),
    RKT_CASE(p02_a_short_list_fills_up_and_stops),
    RKT_CASE(p03_a_shrinking_count_and_a_new_pan_rearm),
    RKT_CASE(p04_the_budget_failed_and_no_more_data),
    RKT_CASE(p05_through_a_scroll_view),
    RKT_CASE(p06_older_structs_and_bad_values),
    RKT_CASE(p07_the_setter_from_a_worker_is_queued),
};

RKT_MAIN(cases)
