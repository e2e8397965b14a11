/*
 * test_both_ways: lists that load both ways (1.5, docs/behaviour/scroll-view.md §6).
 * - anchoring: rows inserted above the visible ones move the offset by their height, at once, in
 *   the call, through the scroll view's own "offset-requested" (component NULL, duration 0); rows
 *   inserted below move nothing unless the list rested at its end, which it then follows; every
 *   attached component takes the grown metrics without reacting; refused insertions change
 *   nothing; an insertion from another thread is queued in order with the scroll updates.
 * - cancelled loads: each reason once per load (superseded, task canceled, detached, destroyed, host,
 *   hidden), never for a load that ended or failed, a stale id refused, a worker's cancel queued;
 * - fill the viewport (docs/behaviour/auto-footer.md §12): short first pages load the next ones;
 * - load states: the snapshot of the header's refresh, the prepend and the footer's append, and
 *   "load-states-changed" once per command, attach, detach or scroll update that changed it, never
 *   once per component inside an update.
 *
 * The fixture logs every signal of the scroll view and the auto footer as "<signal>:<args>; ".
 */
#include "rk_test.h"

#include <math.h>

typedef struct {
    rkt_fixture fx;
    rk_scroll_view *sv;
    rk_auto_footer *af;
    rk_scroll_metrics m;
} world;

/* A 700-high viewport over `content` points, insets T 50, B 20, scrolled to y; an auto footer
   (44 high) attached, which adds its height to the bottom inset. */
static world *world_open(double content, double y, int watch_footer) {
    world *w = calloc(1, sizeof *w);
    CHECK(w != NULL);
    rkt_fixture_open(&w->fx, 100.0);
    CHECK_OK(rk_scroll_view_create(w->fx.ctx, &w->sv));
    CHECK_OK(rk_auto_footer_create(w->fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &w->af));
    memset(&w->m, 0, sizeof w->m);
    w->m.struct_size = sizeof w->m;
    w->m.viewport_width = 320;
    w->m.viewport_height = 700;
    w->m.content_width = 320;
    w->m.content_height = content;
    w->m.inset_top = 50;
    w->m.inset_bottom = 20;
    w->m.offset_y = y;
    w->m.last_visible_item = -1;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &w->m));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    rkt_fixture_watch(&w->fx, w->sv, RK_KIND_SCROLL_VIEW);
    if (watch_footer) rkt_fixture_watch(&w->fx, w->af, RK_KIND_AUTO_FOOTER);
    rkt_fixture_dispatch(&w->fx);
    rkt_fixture_log_reset(&w->fx); /* the measurer's first question and the layout it answers */
    return w;
}

static world *world_new(double content, double y) { return world_open(content, y, 1); }

static void world_free(world *w) {
    rkt_fixture_close(&w->fx);
    free(w);
}

static rk_scroll_metrics current(world *w) {
    rk_scroll_metrics m;
    memset(&m, 0, sizeof m);
    m.struct_size = sizeof m;
    CHECK_OK(rk_scroll_view_get_metrics(w->sv, &m));
    return m;
}

static const char *last_error(void) {
    static char buf[512];
    rk_last_error_message(buf, sizeof buf);
    return buf;
}

static void expect_log(world *w, const char *expected) {
    CHECK_STR(w->fx.log, expected);
    rkt_fixture_log_reset(&w->fx);
}

static void a01_rows_inserted_above_keep_the_visible_rows_still(void) {
    world *w = world_new(3000, 410.25);
    rk_scroll_metrics m;
    rk_refresh_state state = -1;
    CHECK_OK(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, 137.5, 0));
    expect_log(w, "offset-requested:0/0/547.75@0; ");
    m = current(w);
    CHECK_NEAR(m.offset_y, 547.75, 0);
    CHECK_NEAR(m.content_height, 3137.5, 0);
    /* The host applies it and reports the same metrics: the auto footer saw the grown offset
       already, so this is no move toward the end; nothing loads. */
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    CHECK_OK(rk_component_get_state(w->af, &state));
    CHECK_EQ_INT(state, RK_FOOTER_IDLE);
    expect_log(w, "layout-changed:0,3137.5,320,44; ");
    world_free(w);
}

static void a02_rows_inserted_below_move_nothing_unless_the_list_rests_at_its_end(void) {
    /* The end rests at 3000 + 20 + 44 - 700 = 2364 (the auto footer's 44 in the bottom inset). */
    world *w = world_new(3000, 1200);
    rk_scroll_metrics m;
    CHECK_OK(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_BOTTOM, 64, 0));
    expect_log(w, "");
    m = current(w);
    CHECK_NEAR(m.offset_y, 1200, 0);
    CHECK_NEAR(m.content_height, 3064, 0);
    /* At the end within half a point: it follows the new end, 3064 + 64 + 64 - 700 = 2492. */
    m.offset_y = 2427.7;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    rkt_fixture_log_reset(&w->fx);
    CHECK_OK(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_BOTTOM, 64, 0));
    expect_log(w, "offset-requested:0/0/2492@0; ");
    world_free(w);
}

static void a03_a_short_chat_stays_at_rest_until_it_outgrows_the_viewport(void) {
    /* 300 of content rests at -T = -50, also its end. */
    world *w = world_new(300, -50);
    CHECK_OK(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_BOTTOM, 200, 0));
    expect_log(w, "");
    /* 700 of content: the end is 700 + 64 - 700 = 64. */
    CHECK_OK(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_BOTTOM, 200, 0));
    expect_log(w, "offset-requested:0/0/64@0; ");
    /* Older rows above: the offset grows with them. */
    CHECK_OK(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, 30, 0));
    expect_log(w, "offset-requested:0/0/94@0; ");
    world_free(w);
}

static void a04_refused_insertions_change_nothing(void) {
    world *w = world_new(3000, 100);
    const double bad[] = {NAN, INFINITY, -INFINITY, -1, -0.001, 1.5e9};
    rk_scroll_metrics before = current(w), after;
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        RKT_NOTE("height %g", bad[i]);
        CHECK_RC(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, bad[i], 0), RK_ERR_INVALID_ARGUMENT);
        CHECK(strstr(last_error(), "height") != NULL);
    }
    RKT_NOTE("%s", "");
    CHECK_RC(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_RIGHT, 10, 0), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_scroll_view_content_inserted(w->sv, 7, 10, 0), RK_ERR_INVALID_ARGUMENT);
    /* Content or an offset past 1e9. */
    CHECK_RC(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, 1e9 - 2999, 0), RK_ERR_INVALID_ARGUMENT);
    CHECK(strstr(last_error(), "1e9") != NULL);
    CHECK_RC(rk_scroll_view_content_inserted(NULL, RK_SCROLL_EDGE_TOP, 10, 0), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_scroll_view_content_inserted((rk_scroll_view *)w->af, RK_SCROLL_EDGE_TOP, 10, 0),
             RK_ERR_INVALID_HANDLE);
    /* A height of 0 inserts nothing. */
    CHECK_OK(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, 0, 0));
    after = current(w);
    CHECK(memcmp(&before, &after, sizeof before) == 0);
    expect_log(w, "");
    world_free(w);
}

static void *insert_from_a_worker(void *arg) {
    world *w = arg;
    rk_scroll_metrics m = w->m;
    m.offset_y = 900;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    CHECK_OK(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, 120, 0));
    m.offset_y = 1020;
    m.content_height = 3120;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    CHECK_RC(rk_scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, NAN, 0), RK_ERR_INVALID_ARGUMENT);
    return NULL;
}

static void a05_an_insertion_from_another_thread_is_queued_in_order(void) {
    world *w = world_new(3000, 100);
    rk_scroll_metrics m;
    RKT_RUN_THREAD(insert_from_a_worker, w);
    expect_log(w, "");
    (void)rkt_dispatch(w->fx.ctx);
    /* The update after the insertion carries the grown content: the footer's frame follows it. */
    expect_log(w, "offset-requested:0/0/1020@0; layout-changed:0,3120,320,44; ");
    m = current(w);
    CHECK_NEAR(m.offset_y, 1020, 0);
    CHECK_NEAR(m.content_height, 3120, 0);
    world_free(w);
}

static int occurrences(const char *text, const char *needle) {
    int n = 0;
    const char *at = text;
    while ((at = strstr(at, needle)) != NULL) {
        n++;
        at += strlen(needle);
    }
    return n;
}

static rk_load_states load_states(world *w) {
    rk_load_states s;
    memset(&s, 0xa5, sizeof s);
    s.struct_size = sizeof s;
    CHECK_OK(rk_scroll_view_get_load_states(w->sv, &s));
    CHECK_EQ_INT(s.reserved, 0);
    return s;
}

#define CHECK_LOAD(state_, status_, id_, length_)                                                 \
    do {                                                                                          \
        CHECK_EQ_INT((state_).status, (status_));                                                 \
        CHECK_EQ_U64((state_).load_id, (id_));                                                    \
        CHECK_EQ_U64((state_).failure_message_length, (length_));                                 \
        CHECK_EQ_INT((state_).reserved, 0);                                                       \
    } while (0)

static void s01_the_snapshot_follows_every_load_of_the_list(void) {
    world *w = world_open(3000, 100, 0);
    rk_load_states s = load_states(w);
    rk_header *header = NULL;
    rk_load_id id = 0, hid = 0;
    CHECK_LOAD(s.refresh, RK_LOAD_STATUS_NOT_LOADING, 0, 0);
    CHECK_LOAD(s.prepend, RK_LOAD_STATUS_NOT_LOADING, 0, 0);
    CHECK_LOAD(s.append, RK_LOAD_STATUS_NOT_LOADING, 0, 0);
    /* A command on the attached auto footer: one signal, after its own. */
    CHECK_OK(rk_component_begin_load(w->af, NULL, NULL, &id));
    expect_log(w, "load-states-changed:0,0,1; ");
    s = load_states(w);
    CHECK_LOAD(s.append, RK_LOAD_STATUS_LOADING, id, 0);
    CHECK(id != 0);
    /* Failed with the host's message (10 bytes); a new message in Failed changes only its length,
       which is part of the snapshot. */
    CHECK_OK(rk_component_end_load(w->af, id, RK_LOAD_FAILED, "no network", NULL, NULL));
    expect_log(w, "load-states-changed:0,0,2; ");
    CHECK_LOAD(load_states(w).append, RK_LOAD_STATUS_FAILED, 0, 10);
    CHECK_OK(rk_component_end_refreshing_with_failure(w->af, "\303\251chec", NULL, NULL));
    expect_log(w, "load-states-changed:0,0,2; ");
    CHECK_LOAD(load_states(w).append, RK_LOAD_STATUS_FAILED, 0, 6);
    /* Failed without a message: the label shows the title, the length is 0. */
    CHECK_OK(rk_component_retry(w->af, NULL, NULL));
    expect_log(w, "load-states-changed:0,0,1; ");
    CHECK_OK(rk_component_get_load_id(w->af, &id));
    CHECK_OK(rk_component_end_load(w->af, id, RK_LOAD_NO_MORE_DATA, NULL, NULL, NULL));
    expect_log(w, "load-states-changed:0,0,3; ");
    CHECK_LOAD(load_states(w).append, RK_LOAD_STATUS_END_REACHED, 0, 0);
    /* A command that moves no load (a title) tells nothing. */
    CHECK_OK(rk_component_set_title(w->af, RK_FOOTER_IDLE, "More"));
    expect_log(w, "");
    /* A header refreshing on its own, then attached: the attach changes the snapshot. */
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_NORMAL, &header));
    CHECK_OK(rk_component_begin_load(header, NULL, NULL, &hid));
    expect_log(w, "");
    CHECK_OK(rk_scroll_view_attach(w->sv, header));
    CHECK(strstr(w->fx.log, "load-states-changed:1,0,3; ") != NULL);
    rkt_fixture_log_reset(&w->fx);
    s = load_states(w);
    CHECK_LOAD(s.refresh, RK_LOAD_STATUS_LOADING, hid, 0);
    CHECK_LOAD(s.prepend, RK_LOAD_STATUS_NOT_LOADING, 0, 0);
    CHECK_OK(rk_scroll_view_detach(w->sv, header));
    CHECK(strstr(w->fx.log, "load-states-changed:0,0,3; ") != NULL);
    rkt_fixture_log_reset(&w->fx);
    /* A component destroyed while attached leaves the snapshot too. */
    CHECK_OK(rk_component_reset_no_more_data(w->af, NULL, NULL));
    expect_log(w, "load-states-changed:0,0,0; ");
    CHECK_OK(rk_component_begin_refreshing(w->af, NULL, NULL));
    expect_log(w, "load-states-changed:0,0,1; ");
    CHECK_OK(rk_component_destroy(w->af));
    CHECK(strstr(w->fx.log, "load-states-changed:0,0,0; ") != NULL);
    CHECK_OK(rk_component_destroy(header));
    world_free(w);
}

/* The header's handler begins the auto footer's load inside the update that starts the header's. */
static void begin_the_footer_too(void *header, int32_t state, int32_t old, void *user_data) {
    world *w = user_data;
    (void)header;
    (void)old;
    if (state == RK_FOOTER_REFRESHING) CHECK_OK(rk_component_begin_refreshing(w->af, NULL, NULL));
}

static void s02_one_signal_per_update_whatever_changed_inside_it(void) {
    world *w = world_open(3000, 100, 0);
    rk_header *header = NULL;
    rk_scroll_metrics m = w->m;
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_NORMAL, &header));
    CHECK_OK(rk_scroll_view_attach(w->sv, header));
    CHECK_OK(rk_connect(header, "state-changed", (rk_callback)begin_the_footer_too, w, NULL, NULL));
    /* Pulled past the header's 54 points above the top inset, then released. */
    m.dragging = 1;
    m.offset_y = -120;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    expect_log(w, "");
    m.dragging = 0;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    /* Both loads began in that update: one signal, at its end, with both. */
    CHECK_EQ_INT(occurrences(w->fx.log, "load-states-changed"), 1);
    CHECK(strstr(w->fx.log, "load-states-changed:1,0,1; ") != NULL);
    CHECK_EQ_INT(load_states(w).refresh.status, RK_LOAD_STATUS_LOADING);
    CHECK_EQ_INT(load_states(w).append.status, RK_LOAD_STATUS_LOADING);
    CHECK_OK(rk_component_destroy(header));
    world_free(w);
}

static void s03_bad_calls_write_nothing(void) {
    world *w = world_open(3000, 100, 0);
    rk_load_states s;
    memset(&s, 0x5a, sizeof s);
    s.struct_size = sizeof s - 1;
    CHECK_RC(rk_scroll_view_get_load_states(w->sv, &s), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(s.refresh.status, 0x5a5a5a5a);
    CHECK_RC(rk_scroll_view_get_load_states(w->sv, NULL), RK_ERR_INVALID_ARGUMENT);
    s.struct_size = sizeof s;
    CHECK_RC(rk_scroll_view_get_load_states(NULL, &s), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_scroll_view_get_load_states((rk_scroll_view *)w->af, &s), RK_ERR_INVALID_HANDLE);
    CHECK_STR(rk_load_status_name(RK_LOAD_STATUS_NOT_LOADING), "not-loading");
    CHECK_STR(rk_load_status_name(RK_LOAD_STATUS_LOADING), "loading");
    CHECK_STR(rk_load_status_name(RK_LOAD_STATUS_FAILED), "failed");
    CHECK_STR(rk_load_status_name(RK_LOAD_STATUS_END_REACHED), "end-reached");
    CHECK_STR(rk_load_status_name(4), "unknown");
    CHECK_STR(rk_load_status_name(-1), "unknown");
    world_free(w);
}

/* "load-cancelled:<id>/<reason>; " items in the log, and whether the item for (id, reason) is one. */
static int cancelled(world *w, rk_load_id id, int reason) {
    char item[64];
    snprintf(item, sizeof item, "load-cancelled:%llu/%d; ", (unsigned long long)id, reason);
    return occurrences(w->fx.log, item);
}

static rk_refresh_state state_of(void *component) {
    rk_refresh_state s = -1;
    CHECK_OK(rk_component_get_state(component, &s));
    return s;
}

static void c01_the_host_cancels_by_id_and_a_restart_supersedes(void) {
    world *w = world_new(3000, 100);
    rk_load_id first = 0, second = 0, third = 0;
    CHECK_OK(rk_component_begin_load(w->af, NULL, NULL, &first));
    rkt_fixture_log_reset(&w->fx);
    CHECK_OK(rk_component_cancel_load(w->af, first));
    CHECK_EQ_INT(cancelled(w, first, RK_LOAD_CANCEL_HOST), 1);
    CHECK_EQ_INT(occurrences(w->fx.log, "load-cancelled"), 1);
    /* After the state change it caused, and no "Loaded" announcement (none is connected here, so
       the state's order is what shows). */
    CHECK(strstr(w->fx.log, "state-changed:1<3; ") < strstr(w->fx.log, "load-cancelled"));
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    /* Stale, zero and never-started ids are refused and change nothing. */
    rkt_fixture_log_reset(&w->fx);
    CHECK_RC(rk_component_cancel_load(w->af, first), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_component_cancel_load(w->af, 0), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_component_cancel_load(w->af, 999), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_component_cancel_load(NULL, 1), RK_ERR_INVALID_HANDLE);
    expect_log(w, "");
    /* A restart: the load under way is superseded, the state stays, the trigger names the new id. */
    CHECK_OK(rk_component_begin_load(w->af, NULL, NULL, &second));
    rkt_fixture_log_reset(&w->fx);
    CHECK_OK(rk_component_restart_load(w->af, NULL, NULL, &third));
    CHECK(third != second && third != 0);
    {
        char expected[128];
        /* The snapshot changed too: the append load has a new id. */
        snprintf(expected, sizeof expected,
                 "load-cancelled:%llu/0; refreshing; refreshing-load:%llu; load-states-changed:0,0,1; ",
                 (unsigned long long)second, (unsigned long long)third);
        CHECK_STR(w->fx.log, expected);
    }
    rkt_fixture_log_reset(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_REFRESHING);
    CHECK_RC(rk_component_end_load(w->af, second, RK_LOAD_DONE, NULL, NULL, NULL), RK_ERR_INVALID_STATE);
    /* A load that ends or fails is never told as cancelled. */
    CHECK_OK(rk_component_end_load(w->af, third, RK_LOAD_FAILED, "x", NULL, NULL));
    CHECK_OK(rk_component_retry(w->af, NULL, NULL));
    CHECK_OK(rk_component_end_refreshing(w->af, NULL, NULL));
    CHECK_EQ_INT(occurrences(w->fx.log, "load-cancelled"), 0);
    /* RK_LOAD_CANCELLED through rk_component_end_load is the same cancel. */
    CHECK_OK(rk_component_begin_load(w->af, NULL, NULL, &first));
    CHECK_OK(rk_component_end_load(w->af, first, RK_LOAD_CANCELLED, NULL, NULL, NULL));
    CHECK_EQ_INT(cancelled(w, first, RK_LOAD_CANCEL_HOST), 1);
    world_free(w);
}

static void c02_hidden_detached_and_destroyed_loads_are_cancelled(void) {
    world *w = world_new(3000, 100);
    rk_auto_footer *alone = NULL;
    rk_load_id id = 0;
    CHECK_OK(rk_component_begin_load(w->af, NULL, NULL, &id));
    CHECK_OK(rk_component_set_hidden(w->af, 1));
    CHECK_EQ_INT(cancelled(w, id, RK_LOAD_CANCEL_HIDDEN), 1);
    CHECK_OK(rk_component_set_hidden(w->af, 0));
    CHECK_OK(rk_component_begin_load(w->af, NULL, NULL, &id));
    CHECK_OK(rk_scroll_view_detach(w->sv, w->af));
    CHECK_EQ_INT(cancelled(w, id, RK_LOAD_CANCEL_DETACHED), 1);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    /* Destroyed while loading: told while the handle still lives, its last signal. */
    CHECK_OK(rk_auto_footer_create(w->fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &alone));
    rkt_fixture_watch(&w->fx, alone, RK_KIND_AUTO_FOOTER);
    CHECK_OK(rk_component_begin_load(alone, NULL, NULL, &id));
    rkt_fixture_log_reset(&w->fx);
    CHECK_OK(rk_component_destroy(alone));
    {
        char expected[64];
        snprintf(expected, sizeof expected, "load-cancelled:%llu/3; ", (unsigned long long)id);
        CHECK_STR(w->fx.log, expected);
    }
    world_free(w);
}

/* A handler that tries to start another load while its component is being destroyed: the begin
   is taken (the handle lives) but starts nothing, so no load outlives the component untold. */
static int begins_in_handler;
static void begin_again(void *component, uint64_t load_id, int32_t reason, void *user_data) {
    rk_load_id again = 0;
    (void)load_id;
    (void)user_data;
    if (reason != RK_LOAD_CANCEL_DESTROYED) return;
    begins_in_handler++;
    CHECK_OK(rk_component_begin_load(component, NULL, NULL, &again));
    CHECK_OK(rk_component_get_load_id(component, &again));
    CHECK_EQ_U64(again, 0);
}

static void c03_a_handler_may_begin_again_or_destroy(void) {
    world *w = world_open(3000, 100, 0);
    rk_load_id id = 0;
    CHECK_OK(rk_connect(w->af, "load-cancelled", (rk_callback)begin_again, NULL, NULL, NULL));
    CHECK_OK(rk_component_begin_load(w->af, NULL, NULL, &id));
    CHECK_OK(rk_component_destroy(w->af));
    CHECK_EQ_INT(begins_in_handler, 1);
    world_free(w);
}

static void *cancel_from_a_worker(void *arg) {
    world *w = arg;
    rk_load_id id = 0;
    CHECK_OK(rk_component_begin_load(w->af, NULL, NULL, &id));
    CHECK_OK(rk_component_cancel_load(w->af, id)); /* its begin is queued ahead: accepted */
    CHECK_RC(rk_component_cancel_load(w->af, id + 100), RK_ERR_INVALID_STATE);
    w->m.item_count = (int64_t)id; /* hands the id back */
    return NULL;
}

static void c04_a_worker_cancel_is_queued_in_order_and_a_task_cancel_is_told(void) {
    world *w = world_new(3000, 100);
    rk_task *task = NULL;
    rk_load_id id;
    RKT_RUN_THREAD(cancel_from_a_worker, w);
    id = (rk_load_id)w->m.item_count;
    expect_log(w, "");
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(cancelled(w, id, RK_LOAD_CANCEL_HOST), 1);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    /* A bound task canceled: its load is cancelled, reason task canceled. */
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    CHECK_OK(rk_component_set_refreshing_with_state_of_task(w->af, task));
    CHECK_OK(rk_task_resume(task));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_component_get_load_id(w->af, &id));
    rkt_fixture_log_reset(&w->fx);
    CHECK_OK(rk_task_cancel(task));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(cancelled(w, id, RK_LOAD_CANCEL_TASK_CANCELED), 1);
    CHECK_OK(rk_task_destroy(task));
    /* A rebind is not a cancel (docs/behaviour/task-binder.md §3): the load under way for the
       old task carries on under the new one, which ends it; no load-cancelled, old task or new. */
    {
        rk_task *first = NULL, *second = NULL;
        rk_load_id load = 0, after = 0;
        CHECK_OK(rk_task_create(w->fx.ctx, &first));
        CHECK_OK(rk_task_create(w->fx.ctx, &second));
        CHECK_OK(rk_component_set_refreshing_with_state_of_task(w->af, first));
        CHECK_OK(rk_task_resume(first));
        rkt_fixture_dispatch(&w->fx);
        CHECK_OK(rk_component_get_load_id(w->af, &load));
        CHECK(load != 0);
        CHECK_OK(rk_task_resume(second));
        rkt_fixture_log_reset(&w->fx);
        CHECK_OK(rk_component_set_refreshing_with_state_of_task(w->af, second));
        CHECK_OK(rk_task_cancel(first)); /* no longer its binding's: nothing */
        rkt_fixture_dispatch(&w->fx);
        CHECK_EQ_INT(state_of(w->af), RK_FOOTER_REFRESHING);
        CHECK_OK(rk_component_get_load_id(w->af, &after));
        CHECK_EQ_U64(after, load);
        CHECK_OK(rk_task_complete(second, 0, NULL));
        rkt_fixture_dispatch(&w->fx);
        CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
        CHECK_MSG(strstr(w->fx.log, "load-cancelled") == NULL, "log: %s", w->fx.log);
        CHECK_OK(rk_task_destroy(first));
        CHECK_OK(rk_task_destroy(second));
    }
    CHECK_STR(rk_load_cancel_reason_name(RK_LOAD_CANCEL_TASK_CANCELED), "task-canceled");
    CHECK_STR(rk_load_cancel_reason_name(6), "unknown");
    world_free(w);
}


/* Fill the viewport (1.5, docs/behaviour/auto-footer.md §12): a first page of 300 points under a
   700-high viewport (T 50) has nothing to scroll; with the option on, each load that grows the
   content begins the next at the next update, until T + C > H, one at a time, off the budget. */
static void f01_a_short_first_page_fills_the_viewport(void) {
    world *w = world_new(300, -50);
    rk_scroll_metrics m = current(w);
    rk_load_id id = 0, first;
    /* Off (the default): nothing loads, however many updates come. */
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(w->af, 2));
    CHECK_OK(rk_auto_footer_set_fills_viewport(w->af, 1));
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_component_get_load_id(w->af, &first));
    /* The page arrives: 200 more, still short (50 + 500 <= 700): the next load begins. */
    CHECK_OK(rk_component_end_load(w->af, first, RK_LOAD_DONE, NULL, NULL, NULL));
    rkt_fixture_dispatch(&w->fx);
    m = current(w);
    m.content_height = 500;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_component_get_load_id(w->af, &id));
    CHECK(id != first);
    /* The budget (2) is spent: the third page waits for a pan, though the list is still short. */
    CHECK_OK(rk_component_end_load(w->af, id, RK_LOAD_DONE, NULL, NULL, NULL));
    rkt_fixture_dispatch(&w->fx);
    m = current(w);
    m.content_height = 600;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    /* A pan refills the budget and re-arms the rule: the page that makes it tall is the last. */
    m.pan = RK_PAN_BEGAN;
    m.dragging = 1;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_component_get_load_id(w->af, &id));
    CHECK_OK(rk_component_end_load(w->af, id, RK_LOAD_DONE, NULL, NULL, NULL));
    rkt_fixture_dispatch(&w->fx);
    m = current(w);
    m.pan = RK_PAN_NONE;
    m.dragging = 0;
    m.content_height = 900; /* 50 + 900 > 700: full */
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    world_free(w);
}

/* A load that brings nothing stops the rule (no loop of empty pages); NoMoreData and Failed stop
   it too. */
static void f02_filling_stops_without_growth_and_at_the_end(void) {
    world *w = world_new(300, -50);
    rk_scroll_metrics m = current(w);
    rk_load_id id = 0;
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(w->af, -1));
    CHECK_OK(rk_auto_footer_set_fills_viewport(w->af, 1));
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    CHECK_OK(rk_component_get_load_id(w->af, &id));
    CHECK_OK(rk_component_end_load(w->af, id, RK_LOAD_DONE, NULL, NULL, NULL));
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m)); /* the same 300: nothing came */
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    /* Set again: it looks again; this time the end says there is nothing more. */
    CHECK_OK(rk_auto_footer_set_fills_viewport(w->af, 1));
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_component_get_load_id(w->af, &id));
    CHECK_OK(rk_component_end_load(w->af, id, RK_LOAD_NO_MORE_DATA, NULL, NULL, NULL));
    m.content_height = 400;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &m));
    rkt_fixture_dispatch(&w->fx);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_NO_MORE_DATA);
    CHECK_RC(rk_auto_footer_set_fills_viewport(w->af, 2), RK_ERR_INVALID_ARGUMENT);
    world_free(w);
}

static const rkt_case cases[] = {
    RKT_CASE(a01_rows_inserted_above_keep_the_visible_rows_still),
    RKT_CASE(a02_rows_inserted_below_move_nothing_unless_the_list_rests_at_its_end),
    RKT_CASE(a03_a_short_chat_stays_at_rest_until_it_outgrows_the_viewport),
    RKT_CASE(a04_refused_insertions_change_nothing),
    RKT_CASE(a05_an_insertion_from_another_thread_is_queued_in_order),
    RKT_CASE(c01_the_host_cancels_by_id_and_a_restart_supersedes),
    RKT_CASE(c02_hidden_detached_and_destroyed_loads_are_cancelled),
    RKT_CASE(c03_a_handler_may_begin_again_or_destroy),
    RKT_CASE(c04_a_worker_cancel_is_queued_in_order_and_a_task_cancel_is_told),
    RKT_CASE(s01_the_snapshot_follows_every_load_of_the_list),
    RKT_CASE(s02_one_signal_per_update_whatever_changed_inside_it),
    RKT_CASE(s03_bad_calls_write_nothing),
    RKT_CASE(f01_a_short_first_page_fills_the_viewport),
    RKT_CASE(f02_filling_stops_without_growth_and_at_the_end),
};

RKT_MAIN(cases)
