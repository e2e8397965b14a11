/*
 * test_load_ids: F18, load ids (1.3), through the C ABI, for every member of the family
 * (docs/FIXES.md#f18), with the classic races of every peer's bug tracker:
 * - every load has an id: a pull, a begin (rk_*_begin_load returns it), an auto footer's trigger,
 *   a retry, a task; "refreshing-load" follows "refreshing" with it; rk_*_get_load_id reads it;
 * - an end naming the current load ends it as its outcome says; one naming any other load is
 *   RK_ERR_INVALID_STATE with nothing changed and its completion never called;
 * - the races: a slow first response ending a second load, a double trigger, an end arriving
 *   after a cancel (a task's, and the host's own end);
 * - from a worker thread: a begin's id before its dispatch, an end of that load queued behind it,
 *   a stale end refused at the call, an end that turns stale between the call and the dispatch,
 *   a queued begin whose component is destroyed first;
 * - a "refreshing-load" handler that ends its load at once.
 *
 * Log items: "<who>:<what>" with who F (back footer), H (header), A (auto footer), T (trailer):
 * "state:NEW<OLD", "refreshing", "load:ID", "done:TAG=FINISHED".
 */
#include "rk_test.h"

#include <stdlib.h>
#include <string.h>

/* The four kinds in one context on a fake clock (rk_test.h). */
typedef rkt_family world;

static world *world_new(void) {
    world *w = rkt_family_new(1000.0);
    rkt_family_log(w, RKT_EVM(RKT_EV_STATE) | RKT_EVM(RKT_EV_REFRESHING) | RKT_EVM(RKT_EV_LOAD));
    return w;
}

static void world_free(world *w) { rkt_family_free(w); }

static void run(world *w, double seconds) { rkt_fixture_advance(&w->fx, seconds); }

RKT_VALUE_FN(footer_state, world, footer, rk_footer_state, 0, rk_footer_get_state)

static rk_load_id footer_load(world *w) {
    rk_load_id id = 77;
    CHECK_OK(rk_footer_get_load_id(w->footer, &id));
    return id;
}

static void error_is(const char *want) {
    char buf[512];
    rk_last_error_message(buf, sizeof buf);
    CHECK_MSG(strstr(buf, want) != NULL, "last error \"%s\" does not say \"%s\"", buf, want);
}

/* ---- the back footer, on the loop thread ---- */

static void l01_a_pull_starts_a_load_the_trigger_names(void) {
    world *w = world_new();
    CHECK_EQ_U64(footer_load(w), 0);
    rkt_family_footer_pull(w);
    CHECK_EQ_U64(footer_load(w), 1);
    rkt_log_reset();
    run(w, 0.25);
    RKT_EXPECT_LOG("F:refreshing F:load:1"); /* "refreshing" as ever, then its id */
    CHECK_OK(rk_footer_end_load(w->footer, 1, RK_LOAD_DONE, NULL, (rk_completion_fn)rkt_done_named, "end"));
    RKT_EXPECT_LOG("F:state:1<3");
    CHECK_EQ_U64(footer_load(w), 0);
    run(w, 0.4);
    RKT_EXPECT_LOG("done:end=1");
    /* The next load has the next id. */
    rkt_family_footer_pull(w);
    CHECK_EQ_U64(footer_load(w), 2);
    world_free(w);
}

static void l02_a_begin_returns_the_id_of_the_load_it_starts(void) {
    world *w = world_new();
    rk_load_id id = 0;
    rkt_family_footer_to(w, -64, 0);
    rkt_log_reset();
    CHECK_OK(rk_footer_begin_load(w->footer, (rk_completion_fn)rkt_done_named, "begin", &id));
    CHECK_EQ_U64(id, 1);
    CHECK_EQ_U64(footer_load(w), id);
    RKT_EXPECT_LOG("F:state:3<1");
    run(w, 0.25);
    RKT_EXPECT_LOG("F:refreshing F:load:1 done:begin=1");
    CHECK_OK(rk_footer_end_load(w->footer, id, RK_LOAD_NO_MORE_DATA, NULL, NULL, NULL));
    CHECK_EQ_INT(footer_state(w), RK_FOOTER_NO_MORE_DATA);
    world_free(w);
}

/* A double trigger: a pull and a button at once. One load, one trigger; the second begin's id
   never becomes current. */
static void l03_a_double_trigger_starts_one_load(void) {
    world *w = world_new();
    rk_load_id second = 0;
    rkt_family_footer_pull(w);
    rkt_log_reset();
    CHECK_OK(rk_footer_begin_load(w->footer, (rk_completion_fn)rkt_done_named, "second", &second));
    CHECK_EQ_U64(second, 2);
    RKT_EXPECT_LOG("done:second=0");
    CHECK_EQ_U64(footer_load(w), 1);
    run(w, 0.25);
    RKT_EXPECT_LOG("F:refreshing F:load:1");
    /* Its request, had the host sent one, is refused: nothing changes, no completion. */
    CHECK_RC(rk_footer_end_load(w->footer, second, RK_LOAD_DONE, NULL, (rk_completion_fn)rkt_done_named, "x"),
             RK_ERR_INVALID_STATE);
    error_is("load 2 is not the footer's current load (the current load is 1)");
    CHECK_EQ_INT(footer_state(w), RK_FOOTER_REFRESHING);
    run(w, 1);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_footer_end_load(w->footer, 1, RK_LOAD_DONE, NULL, NULL, NULL));
    CHECK_EQ_INT(footer_state(w), RK_FOOTER_IDLE);
    world_free(w);
}

/* A slow first response: load 1 timed out (the host ended it), load 2 runs, then 1's response
   arrives. It must not end load 2. */
static void l04_a_slow_first_response_cannot_end_the_second_load(void) {
    world *w = world_new();
    rk_load_id first = 0, second = 0;
    rkt_family_footer_to(w, -64, 0);
    CHECK_OK(rk_footer_begin_load(w->footer, NULL, NULL, &first));
    run(w, 0.25);
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL)); /* the host's timeout */
    run(w, 0.4);
    CHECK_OK(rk_footer_begin_load(w->footer, NULL, NULL, &second));
    CHECK(second > first);
    run(w, 0.25);
    rkt_log_reset();
    CHECK_RC(rk_footer_end_load(w->footer, first, RK_LOAD_FAILED, "timeout", (rk_completion_fn)rkt_done_named, "late"),
             RK_ERR_INVALID_STATE);
    CHECK_RC(rk_footer_end_load(w->footer, first, RK_LOAD_DONE, NULL, NULL, NULL), RK_ERR_INVALID_STATE);
    run(w, 1);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(footer_state(w), RK_FOOTER_REFRESHING);
    CHECK_EQ_U64(footer_load(w), second);
    CHECK_OK(rk_footer_end_load(w->footer, second, RK_LOAD_DONE, NULL, (rk_completion_fn)rkt_done_named, "2"));
    run(w, 0.4);
    RKT_EXPECT_LOG("F:state:1<3 done:2=1");
    /* An id is spent once: a second end of the same load is stale too. */
    CHECK_RC(rk_footer_end_load(w->footer, second, RK_LOAD_DONE, NULL, NULL, NULL), RK_ERR_INVALID_STATE);
    error_is("no load is current");
    CHECK_RC(rk_footer_end_load(w->footer, 0, RK_LOAD_DONE, NULL, NULL, NULL), RK_ERR_INVALID_STATE);
    world_free(w);
}

/* An end after a cancel: the task the footer follows is canceled (the load ends with it), then
   the response of the canceled request arrives. */
static void l05_an_end_after_a_cancel_is_refused(void) {
    world *w = world_new();
    rk_task *task = NULL;
    rk_load_id id = 0;
    rkt_family_footer_to(w, -64, 0);
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    CHECK_OK(rk_task_resume(task));
    CHECK_OK(rk_follow_task(w->footer, task, RK_FOLLOW_FAILURE));
    CHECK_EQ_INT(footer_state(w), RK_FOOTER_REFRESHING);
    id = footer_load(w);
    CHECK_EQ_U64(id, 1); /* a task's load has an id too (and no trigger: the task is the load) */
    run(w, 0.25);
    rkt_log_reset();
    CHECK_OK(rk_task_cancel(task));
    run(w, 0);
    RKT_EXPECT_LOG("F:state:1<3");
    CHECK_RC(rk_footer_end_load(w->footer, id, RK_LOAD_FAILED, "canceled", NULL, NULL), RK_ERR_INVALID_STATE);
    /* The same after the host's own cancel (a plain end), with a new load already running. */
    CHECK_OK(rk_follow_task(w->footer, NULL, 0));
    run(w, 0.4);
    rkt_family_footer_pull(w);
    id = footer_load(w);
    CHECK_OK(rk_footer_reset_no_more_data(w->footer, NULL, NULL)); /* back to Idle: a cancel */
    rkt_family_footer_pull(w);
    rkt_log_reset();
    CHECK_RC(rk_footer_end_load(w->footer, id, RK_LOAD_DONE, NULL, NULL, NULL), RK_ERR_INVALID_STATE);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(footer_state(w), RK_FOOTER_REFRESHING);
    CHECK_EQ_U64(footer_load(w), id + 1);
    CHECK_OK(rk_task_destroy(task));
    world_free(w);
}

/* The arguments are checked before the id, and nothing is changed by a refusal. */
static void l06_outcomes_and_messages(void) {
    world *w = world_new();
    rk_load_id id = 0;
    rk_footer_state s = 0;
    char buf[128];
    size_t len = 0;
    CHECK_OK(rk_header_begin_load(w->header, NULL, NULL, &id));
    CHECK_EQ_U64(id, 1); /* ids are per component */
    CHECK_RC(rk_header_end_load(w->header, id, RK_LOAD_NO_MORE_DATA, NULL, NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    error_is("a header has no NoMoreData");
    CHECK_RC(rk_header_end_load(w->header, id, RK_LOAD_DONE, "words", NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_header_end_load(w->header, id, 4, NULL, NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_header_end_load(w->header, id, RK_LOAD_CANCELLED, "words", NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_header_end_load(w->header, id, RK_LOAD_FAILED, "\xff", NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_header_get_state(w->header, &s));
    CHECK_EQ_INT(s, RK_FOOTER_REFRESHING);
    run(w, 0.25);
    CHECK_OK(rk_header_end_load(w->header, id, RK_LOAD_FAILED, "503", NULL, NULL));
    CHECK_OK(rk_header_get_state(w->header, &s));
    CHECK_EQ_INT(s, RK_FOOTER_FAILED);
    CHECK_OK(rk_header_get_label(w->header, buf, sizeof buf, &len));
    CHECK_STR(buf, "503");
    /* A retry is a new load: its id comes with the trigger. */
    rkt_log_reset();
    CHECK_OK(rk_header_retry(w->header, NULL, NULL));
    run(w, 0.25);
    RKT_EXPECT_LOG("H:state:3<6 H:refreshing H:load:2");
    CHECK_OK(rk_header_get_load_id(w->header, &id));
    CHECK_EQ_U64(id, 2);
    world_free(w);
}

/* ---- from a worker thread ---- */

typedef struct {
    world *w;
    rk_load_id id;
    rk_status begin, end, stale;
} worker_args;

/* A worker's begin and, before any dispatch, the end of the load that begin will start. */
static void *begin_then_end(void *arg) {
    worker_args *a = arg;
    a->begin = rk_footer_begin_load(a->w->footer, (rk_completion_fn)rkt_done_named, "wbegin", &a->id);
    a->end = rk_footer_end_load(a->w->footer, a->id, RK_LOAD_DONE, NULL, (rk_completion_fn)rkt_done_named, "wend");
    a->stale = rk_footer_end_load(a->w->footer, a->id + 1, RK_LOAD_DONE, NULL, (rk_completion_fn)rkt_done_named, "x");
    return NULL;
}

static void l07_a_workers_begin_and_end_queue_in_order(void) {
    world *w = world_new();
    worker_args a = {w, 0, -100, -100, -100};
    rkt_family_footer_to(w, -64, 0);
    rkt_log_reset();
    RKT_RUN_THREAD(begin_then_end, &a);
    CHECK_EQ_INT(a.begin, RK_OK);
    CHECK_EQ_U64(a.id, 1); /* before its dispatch */
    CHECK_EQ_INT(a.end, RK_OK); /* a load a queued begin will start */
    CHECK_EQ_INT(a.stale, RK_ERR_INVALID_STATE); /* never issued: refused at the call */
    RKT_EXPECT_LOG("");
    CHECK_EQ_U64(footer_load(w), 0);
    CHECK_EQ_U64(rkt_dispatch(w->fx.ctx), 2);
    /* The begin ran, then the end of that same load, which supersedes the begin animation (its
       completion ends unfinished as the end's transition starts, F2). */
    RKT_EXPECT_LOG("F:state:3<1 done:wbegin=0 F:state:1<3");
    run(w, 0.4);
    RKT_EXPECT_LOG("done:wend=1");
    world_free(w);
}

static void *end_from_worker(void *arg) {
    worker_args *a = arg;
    a->end = rk_footer_end_load(a->w->footer, a->id, RK_LOAD_DONE, NULL, (rk_completion_fn)rkt_done_named, "wend");
    return NULL;
}

/* The end is accepted at the call (its load is current), the loop ends that load another way
   and starts the next before the dispatch: the queued end changes nothing. */
static void l08_an_end_that_turns_stale_before_its_dispatch(void) {
    world *w = world_new();
    worker_args a = {w, 0, -100, -100, -100};
    rkt_family_footer_pull(w);
    run(w, 0.25);
    a.id = footer_load(w);
    RKT_RUN_THREAD(end_from_worker, &a);
    CHECK_EQ_INT(a.end, RK_OK);
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    run(w, 0.4); /* the queued end runs here: stale */
    rkt_family_footer_pull(w);
    rkt_log_reset();
    run(w, 0);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(footer_state(w), RK_FOOTER_REFRESHING);
    CHECK_EQ_U64(footer_load(w), a.id + 1);
    world_free(w);
}

static void l08b_the_stale_queued_end_calls_its_completion_with_0(void) {
    world *w = world_new();
    worker_args a = {w, 0, -100, -100, -100};
    rkt_family_footer_pull(w);
    a.id = footer_load(w);
    RKT_RUN_THREAD(end_from_worker, &a);
    CHECK_EQ_INT(a.end, RK_OK);
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    rkt_family_footer_pull(w); /* the next load, before the dispatch */
    rkt_log_reset();
    CHECK_EQ_U64(rkt_dispatch(w->fx.ctx), 1);
    RKT_EXPECT_LOG("done:wend=0");
    CHECK_EQ_INT(footer_state(w), RK_FOOTER_REFRESHING);
    world_free(w);
}

static void *begin_from_worker(void *arg) {
    worker_args *a = arg;
    a->begin = rk_footer_begin_load(a->w->footer, (rk_completion_fn)rkt_done_named, "wbegin", &a->id);
    return NULL;
}

/* A stale id from a worker is refused at the call; a queued begin whose footer is destroyed first
   ends unfinished, and its id is then refused. */
static void l09_a_worker_is_told_at_the_call(void) {
    world *w = world_new();
    worker_args a = {w, 0, -100, -100, -100};
    rkt_family_footer_pull(w);
    CHECK_OK(rk_footer_end_load(w->footer, 1, RK_LOAD_DONE, NULL, NULL, NULL));
    a.id = 1;
    RKT_RUN_THREAD(end_from_worker, &a);
    CHECK_EQ_INT(a.end, RK_ERR_INVALID_STATE);
    run(w, 1);
    rkt_log_reset();
    RKT_RUN_THREAD(begin_from_worker, &a);
    CHECK_EQ_INT(a.begin, RK_OK);
    CHECK_EQ_U64(a.id, 2);
    CHECK_OK(rk_footer_destroy(w->footer));
    run(w, 0);
    RKT_EXPECT_LOG("done:wbegin=0");
    CHECK_RC(rk_footer_end_load(w->footer, a.id, RK_LOAD_DONE, NULL, NULL, NULL), RK_ERR_INVALID_HANDLE);
    world_free(w);
}

/* ---- the other members ---- */

/* The auto footer's trigger names its load at once; a second pass over the line while it loads
   starts nothing (F9), and only the named end ends it. */
static void a01_an_auto_footers_loads(void) {
    world *w = world_new();
    rk_load_id id = 0;
    rkt_family_af_to(w, -64, 0, RK_PAN_NONE);
    rkt_log_reset();
    rkt_family_af_to(w, 450, 1, RK_PAN_BEGAN);
    RKT_EXPECT_LOG("A:state:3<1 A:refreshing A:load:1");
    rkt_family_af_to(w, 470, 1, RK_PAN_CHANGED);
    rkt_family_af_to(w, 480, 1, RK_PAN_BEGAN);
    RKT_EXPECT_LOG("");
    CHECK_RC(rk_auto_footer_end_load(w->af, 2, RK_LOAD_DONE, NULL, NULL, NULL), RK_ERR_INVALID_STATE);
    CHECK_OK(rk_auto_footer_get_load_id(w->af, &id));
    CHECK_EQ_U64(id, 1);
    CHECK_OK(rk_auto_footer_end_load(w->af, 1, RK_LOAD_NO_MORE_DATA, NULL, NULL, NULL));
    RKT_EXPECT_LOG("A:state:5<3");
    CHECK_OK(rk_auto_footer_get_load_id(w->af, &id));
    CHECK_EQ_U64(id, 0);
    world_free(w);
}

/* A host whose "refreshing-load" handler answers from a cache ends the load inside the trigger. */
static void on_load_end_at_once(void *o, uint64_t id, void *ud) {
    (void)ud;
    rkt_log("T:load:%llu", (unsigned long long)id);
    CHECK_OK(rk_trailer_end_load((rk_trailer *)o, id, RK_LOAD_DONE, NULL, (rk_trailer_completion_fn)rkt_done_named, "cache"));
}

static void t01_a_trailer_ends_its_load_inside_the_trigger(void) {
    world *w = world_new();
    rk_trailer *t = NULL;
    rk_load_id id = 0;
    rk_footer_state s = 0;
    CHECK_OK(rk_trailer_create(w->fx.ctx, RK_TRAILER_STYLE_NORMAL, &t));
    rkt_who_connect(t, &w->tt, RKT_EVM(RKT_EV_STATE));
    CHECK_OK(rk_connect(t, "refreshing-load", (rk_callback)on_load_end_at_once, NULL, NULL, NULL));
    w->m.content_height = 600;
    w->m.content_width = 1000;
    w->m.offset_y = 0;
    CHECK_OK(rk_trailer_set_metrics(t, &w->m));
    CHECK_OK(rk_trailer_begin_load(t, NULL, NULL, &id));
    rkt_log_reset();
    run(w, 0.25);
    RKT_EXPECT_LOG("T:load:1 T:state:1<3");
    CHECK_OK(rk_trailer_get_state(t, &s));
    CHECK_EQ_INT(s, RK_FOOTER_IDLE);
    run(w, 0.4);
    RKT_EXPECT_LOG("done:cache=1");
    CHECK_OK(rk_trailer_get_load_id(t, &id));
    CHECK_EQ_U64(id, 0);
    world_free(w);
}

/* WillRefresh to Refreshing is one load: a begin while not visible keeps its id. */
static void h01_a_begin_while_not_visible_keeps_its_id(void) {
    world *w = world_new();
    rk_load_id id = 0, now = 0;
    CHECK_OK(rk_header_set_visible(w->header, 0));
    CHECK_OK(rk_header_begin_load(w->header, NULL, NULL, &id));
    CHECK_OK(rk_header_get_load_id(w->header, &now));
    CHECK_EQ_U64(now, id);
    rkt_log_reset();
    CHECK_OK(rk_header_set_visible(w->header, 1));
    run(w, 0.25);
    RKT_EXPECT_LOG("H:state:3<4 H:refreshing H:load:1");
    CHECK_OK(rk_header_end_load(w->header, id, RK_LOAD_DONE, NULL, NULL, NULL));
    world_free(w);
}

static const rkt_case cases[] = {
    RKT_CASE(l01_a_pull_starts_a_load_the_trigger_names),
    RKT_CASE(l02_a_begin_returns_the_id_of_the_load_it_starts),
    RKT_CASE(l03_a_double_trigger_starts_one_load),
    RKT_CASE(l04_a_slow_first_response_cannot_end_the_second_load),
    RKT_CASE(l05_an_end_after_a_cancel_is_refused),
    RKT_CASE(l06_outcomes_and_messages),
    RKT_CASE(l07_a_workers_begin_and_end_queue_in_order),
    RKT_CASE(l08_an_end_that_turns_stale_before_its_dispatch),
    RKT_CASE(l08b_the_stale_queued_end_calls_its_completion_with_0),
    RKT_CASE(l09_a_worker_is_told_at_the_call),
    RKT_CASE(a01_an_auto_footers_loads),
    RKT_CASE(t01_a_trailer_ends_its_load_inside_the_trigger),
    RKT_CASE(h01_a_begin_while_not_visible_keeps_its_id),
};

RKT_MAIN(cases)
