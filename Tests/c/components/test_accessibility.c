/*
 * test_accessibility: F20, accessibility as output (1.3), through the C ABI (docs/FIXES.md#f20):
 * - "announcement" (text, priority) on every member of the family, localized: a load began, ended
 *   (with the number of new items when the host reports item counts), reached no more data, or
 *   failed; only while a handler listens;
 * - rk_activate: what a tap or a pull would do (a load from Idle, a retry from Failed, nothing
 *   elsewhere), from any thread;
 * - the context's reduced motion: every request with duration 0, GIFs on their first frame.
 *
 * Log items: "say:TEXT/PRIORITY", "state:NEW<OLD", "refreshing", "inset:VALUE@DURATION",
 * "alpha:VALUE@DURATION", "frame:ID".
 */
#include "rk_test.h"

#include <stdlib.h>
#include <string.h>

static void on_frame(void *o, uint64_t id, int32_t index, void *ud) {
    (void)o;
    (void)ud;
    (void)index;
    rkt_log("frame:%llu", (unsigned long long)id);
}

/* The four members in one context on a fake clock (rk_test.h); the back footer's announcements
   logged and its metrics reported (no item yet). */
typedef rkt_family world;

static rk_connection footer_say; /* the back footer's announcement handler, of the last world_new */

static world *world_new(void) {
    world *w = rkt_family_new(1000.0);
    CHECK_OK(rk_connect(w->footer, "announcement", (rk_callback)rkt_on_say, NULL, NULL, &footer_say));
    w->m = rkt_metrics_at_rest(1);
    CHECK_OK(rk_footer_set_metrics(w->footer, &w->m));
    return w;
}

static void world_free(world *w) { rkt_family_free(w); }

static void run(world *w, double seconds) { rkt_fixture_advance(&w->fx, seconds); }

static void metrics(world *w, double y, int dragging, int64_t items, int64_t last) {
    w->m.offset_y = y;
    w->m.dragging = dragging;
    w->m.item_count = items;
    w->m.last_visible_item = last;
    CHECK_OK(rk_footer_set_metrics(w->footer, &w->m));
}

/* A pull past the footer's trigger, released. */
static void pull(world *w, int64_t items) {
    metrics(w, 460, 1, items, items > 0 ? items - 1 : -1);
    metrics(w, 460, 0, items, items > 0 ? items - 1 : -1);
}

static void a01_a_load_says_began_loaded_no_more_data_failed(void) {
    world *w = world_new();
    rkt_log_reset();
    pull(w, 0);
    RKT_EXPECT_LOG("say:Loading/0");
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    RKT_EXPECT_LOG("say:Loaded/1");
    run(w, 0.5);
    pull(w, 0);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(w->footer, NULL, NULL));
    RKT_EXPECT_LOG("say:Loading/0 say:No more data/1");
    CHECK_OK(rk_footer_reset_no_more_data(w->footer, NULL, NULL));
    run(w, 0.5);
    pull(w, 0);
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, NULL, NULL, NULL));
    RKT_EXPECT_LOG("say:Loading/0 say:Loading failed. Tap to retry/2");
    CHECK_OK(rk_footer_retry(w->footer, NULL, NULL));
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, "Server said 503", NULL, NULL));
    RKT_EXPECT_LOG("say:Loading/0 say:Server said 503/2");
    world_free(w);
}

/* With item counts the end says how many arrived: the count reported before the end, minus the
   one reported when the load began. */
static void a02_the_number_of_new_items(void) {
    world *w = world_new();
    pull(w, 20);
    metrics(w, 460, 0, 32, 19); /* the page arrived: 12 rows more */
    rkt_log_reset();
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    RKT_EXPECT_LOG("say:Loaded 12 new items/1");
    run(w, 0.5);
    pull(w, 32);
    metrics(w, 460, 0, 33, 31);
    rkt_log_reset();
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    RKT_EXPECT_LOG("say:Loaded 1 new item/1");
    run(w, 0.5);
    /* In another language. */
    CHECK_OK(rk_footer_set_language(w->footer, "ru"));
    pull(w, 33);
    metrics(w, 460, 0, 43, 32);
    rkt_log_reset();
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    RKT_EXPECT_LOG("say:Загружено новых элементов: 10/1");
    run(w, 0.5);
    CHECK_OK(rk_footer_set_language(w->footer, "zh-Hans"));
    pull(w, 0);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(w->footer, NULL, NULL));
    RKT_EXPECT_LOG("say:正在加载/0 say:没有更多数据了/1");
    world_free(w);
}

/* Nobody listening: nothing is emitted (and a second handler is the same signal). */
static void a03_only_while_a_handler_listens(void) {
    world *w = world_new();
    CHECK_OK(rk_disconnect(w->fx.ctx, footer_say));
    rkt_log_reset();
    pull(w, 0);
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    RKT_EXPECT_LOG("");
    run(w, 0.5);
    CHECK_OK(rk_connect(w->footer, "announcement", (rk_callback)rkt_on_say, NULL, NULL, NULL));
    pull(w, 0);
    RKT_EXPECT_LOG("say:Loading/0");
    world_free(w);
}

static void *activate_from_worker(void *arg) {
    CHECK_OK(rk_activate(arg));
    return NULL;
}

/* rk_activate: a load from Idle (its trigger too), a retry from Failed, nothing elsewhere. */
static void a04_activate_is_a_tap_or_a_pull(void) {
    world *w = world_new();
    rk_footer_state s = 0;
    rk_task *task = NULL;
    CHECK_OK(rk_connect(w->footer, "state-changed", (rk_callback)rkt_on_state, NULL, NULL, NULL));
    CHECK_OK(rk_connect(w->footer, "refreshing", (rk_callback)rkt_on_refreshing, NULL, NULL, NULL));
    rkt_log_reset();
    CHECK_OK(rk_activate(w->footer));
    RKT_EXPECT_LOG("state:3<1 say:Loading/0");
    run(w, 0.25);
    RKT_EXPECT_LOG("refreshing");
    CHECK_OK(rk_activate(w->footer)); /* loading: nothing */
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, "offline", NULL, NULL));
    run(w, 0.5);
    rkt_log_reset();
    RKT_RUN_THREAD(activate_from_worker, w->footer); /* queued, from any thread */
    RKT_EXPECT_LOG("");
    run(w, 0);
    RKT_EXPECT_LOG("state:3<6 say:Loading/0");
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(w->footer, NULL, NULL));
    rkt_log_reset();
    CHECK_OK(rk_activate(w->footer)); /* NoMoreData: a tap does nothing */
    CHECK_OK(rk_footer_get_state(w->footer, &s));
    CHECK_EQ_INT(s, RK_FOOTER_NO_MORE_DATA);
    CHECK_OK(rk_footer_reset_no_more_data(w->footer, NULL, NULL));
    CHECK_OK(rk_footer_set_hidden(w->footer, 1));
    rkt_log_reset();
    CHECK_OK(rk_activate(w->footer)); /* hidden: no tap reaches it */
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    CHECK_RC(rk_activate(task), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_activate(NULL), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_activate(w->fx.ctx), RK_ERR_INVALID_HANDLE);
    world_free(w);
}

/* Every member: the header and trailer announce too, the auto footer before its trigger. */
static void a05_the_family(void) {
    world *w = world_new();
    rk_header *h = w->header;
    rk_trailer *t = w->trailer;
    rk_auto_footer *af = w->af;
    rkt_log_signals(h, RKT_EVM(RKT_EV_SAY));
    rkt_log_signals(t, RKT_EVM(RKT_EV_SAY));
    rkt_log_signals(af, RKT_EVM(RKT_EV_SAY) | RKT_EVM(RKT_EV_REFRESHING));
    CHECK_OK(rk_header_set_language(h, "uk"));
    rkt_log_reset();
    CHECK_OK(rk_activate(h));
    CHECK_OK(rk_header_end_refreshing_with_failure(h, NULL, NULL, NULL));
    RKT_EXPECT_LOG("say:Завантаження/0 say:Помилка завантаження. Торкніться, щоб повторити/2");
    CHECK_OK(rk_trailer_set_language(t, "ko"));
    CHECK_OK(rk_trailer_begin_refreshing(t, NULL, NULL));
    CHECK_OK(rk_trailer_end_refreshing(t, NULL, NULL));
    RKT_EXPECT_LOG("say:로딩 중/0 say:로딩 완료/1");
    CHECK_OK(rk_activate(af)); /* a tap */
    RKT_EXPECT_LOG("say:Loading/0 refreshing");
    CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(af, NULL, NULL));
    RKT_EXPECT_LOG("say:No more data/1");
    world_free(w);
}

/* Reduced motion: durations 0 and the GIF on its first frame; off again, motion comes back. */
static void a06_reduced_motion(void) {
    world *w = world_new();
    static const rk_image idle[3] = {{101, 40, 40}, {102, 40, 40}, {103, 40, 40}};
    static const rk_image loading[3] = {{201, 40, 40}, {202, 40, 40}, {203, 40, 40}};
    int32_t on = -1;
    CHECK_OK(rk_footer_set_images(w->footer, RK_FOOTER_IDLE, idle, 3));
    CHECK_OK(rk_footer_set_images(w->footer, RK_FOOTER_REFRESHING, loading, 3));
    CHECK_OK(rk_footer_set_automatically_change_alpha(w->footer, 1));
    CHECK_OK(rk_connect(w->footer, "inset-requested", (rk_callback)rkt_on_inset, NULL, NULL, NULL));
    CHECK_OK(rk_connect(w->footer, "frame-changed", (rk_callback)on_frame, NULL, NULL, NULL));
    CHECK_OK(rk_context_get_reduced_motion(w->fx.ctx, &on));
    CHECK_EQ_INT(on, 0);
    CHECK_OK(rk_context_set_reduced_motion(w->fx.ctx, 1));
    CHECK_OK(rk_context_get_reduced_motion(w->fx.ctx, &on));
    CHECK_EQ_INT(on, 1);
    CHECK_RC(rk_context_set_reduced_motion(w->fx.ctx, 2), RK_ERR_INVALID_ARGUMENT);
    rkt_log_reset();
    metrics(w, 430, 1, 0, -1); /* a part of the way: Idle's frames would follow the pull */
    RKT_EXPECT_LOG("");       /* the first frame, 101, stays */
    pull(w, 0);
    RKT_EXPECT_LOG("inset:44@0 frame:201 say:Loading/0"); /* the announcement is the last step */
    run(w, 1.0); /* no frame loop */
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_connect(w->footer, "alpha-changed", (rk_callback)rkt_on_alpha, NULL, NULL, NULL));
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    RKT_EXPECT_LOG("inset:0@0 alpha:0@0 frame:101 say:Loaded/1");
    run(w, 0.5);
    /* Off: the next load animates again. */
    CHECK_OK(rk_context_set_reduced_motion(w->fx.ctx, 0));
    metrics(w, -64, 0, 0, -1);
    rkt_log_reset();
    pull(w, 0);
    CHECK(strstr(rkt_log_text(), "inset:44@0.25") != NULL);
    run(w, 0.1);
    CHECK_MSG(strstr(rkt_log_text(), "frame:202") != NULL, "log: %s", rkt_log_text());
    world_free(w);
}

/* Reduced motion that comes on while a GIF loops stops it at its next frame, on the first. */
static void a07_reduced_motion_stops_a_running_gif(void) {
    world *w = world_new();
    static const rk_image loading[3] = {{201, 40, 40}, {202, 40, 40}, {203, 40, 40}};
    CHECK_OK(rk_footer_set_images(w->footer, RK_FOOTER_REFRESHING, loading, 3));
    CHECK_OK(rk_connect(w->footer, "frame-changed", (rk_callback)on_frame, NULL, NULL, NULL));
    pull(w, 0);
    run(w, 0.15);
    rkt_log_reset();
    CHECK_OK(rk_context_set_reduced_motion(w->fx.ctx, 1));
    run(w, 1.0);
    RKT_EXPECT_LOG("frame:201");
    world_free(w);
}

static const rkt_case cases[] = {
    RKT_CASE(a01_a_load_says_began_loaded_no_more_data_failed),
    RKT_CASE(a02_the_number_of_new_items),
    RKT_CASE(a03_only_while_a_handler_listens),
    RKT_CASE(a04_activate_is_a_tap_or_a_pull),
    RKT_CASE(a05_the_family),
    RKT_CASE(a06_reduced_motion),
    RKT_CASE(a07_reduced_motion_stops_a_running_gif),
};

RKT_MAIN(cases)
