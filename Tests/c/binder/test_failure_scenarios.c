/*
 * test_failure_scenarios: F17, Failed and retry (1.3), through the C ABI, for every member of the
 * family (docs/FIXES.md#f17, #b8):
 * - a load ends as a failure: the state RK_FOOTER_FAILED after the exit a plain end makes, the
 *   label with the host's message or the Failed title (custom, or the language's), completions;
 * - in Failed: a second failure changes only the message; a pull past the trigger leaves it; a
 *   retry begins again with the trigger, and a retry in any other state changes nothing
 *   (completion 0);
 * - the auto footer in Failed does not load by itself: a new drag (RK_PAN_BEGAN) or a tap first;
 * - the header does not stamp its last-updated time for a failure;
 * - a failure queued from another thread (the message copied at the call), a destroy in Failed,
 *   the GIF's Failed frames, the state's name;
 * - B8: rk_follow_task with RK_FOLLOW_FAILURE: a task that completes with an error fails the
 *   components that follow it, with its message; without the flag, with error 0 or after a
 *   cancel the end is Idle; an indicator stops.
 *
 * Log items: "<who>:<what>" with who F (back footer), H (header), A (auto footer), T (trailer):
 * "state:NEW<OLD", "label:TEXT", "refreshing", "done:TAG=FINISHED", "frame:ID".
 */
#include "rk_test.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define FAILED_TITLE "Loading failed. Tap to retry"

/* The four kinds in one context on a fake clock (rk_test.h). */
typedef rkt_family world;

static double wall_clock(void *ud) {
    (void)ud;
    return 1.7e9;
}

static world *world_new(void) {
    world *w = rkt_family_new(1000.0);
    CHECK_OK(rk_context_set_wall_clock(w->fx.ctx, wall_clock, NULL));
    rkt_family_log(w, RKT_EVM(RKT_EV_STATE) | RKT_EVM(RKT_EV_LABEL) | RKT_EVM(RKT_EV_REFRESHING));
    return w;
}

static void world_free(world *w) { rkt_family_free(w); }

static void run(world *w, double seconds) { rkt_fixture_advance(&w->fx, seconds); }

/* Refreshing by a pull, its trigger fired; the log cleared. */
static void footer_refreshing(world *w) {
    rkt_family_footer_pull(w);
    run(w, 0.25);
    rkt_log_reset();
}

static void label_is(rk_footer *f, const char *want) {
    char buf[256];
    size_t len = 0;
    CHECK_OK(rk_footer_get_label(f, buf, sizeof buf, &len));
    CHECK_STR(buf, want);
}

static rk_footer_state footer_state(rk_footer *f) {
    rk_footer_state s = 0;
    CHECK_OK(rk_footer_get_state(f, &s));
    return s;
}

/* ---- the back footer ---- */

static void f01_a_failure_ends_the_load_in_failed(void) {
    world *w = world_new();
    footer_refreshing(w);
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, NULL, (rk_completion_fn)rkt_done_named, "end"));
    RKT_EXPECT_LOG("F:state:6<3 F:label:" FAILED_TITLE);
    CHECK_EQ_INT(footer_state(w->footer), RK_FOOTER_FAILED);
    CHECK_STR(rk_footer_state_name(RK_FOOTER_FAILED), "failed");
    run(w, 0.4); /* the exit animation, as an end's */
    RKT_EXPECT_LOG("done:end=1");
    label_is(w->footer, FAILED_TITLE);
    world_free(w);
}

static void f02_the_message_the_custom_title_the_language(void) {
    world *w = world_new();
    footer_refreshing(w);
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, "Server said 503", NULL, NULL));
    RKT_EXPECT_LOG("F:state:6<3 F:label:Server said 503");
    run(w, 0.4);
    /* In Failed already: only the message changes; the completion ends unfinished at once. */
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, "Still 503", (rk_completion_fn)rkt_done_named, "again"));
    RKT_EXPECT_LOG("F:label:Still 503 done:again=0");
    CHECK_OK(rk_footer_set_title(w->footer, RK_FOOTER_FAILED, "Custom failure"));
    RKT_EXPECT_LOG(""); /* the message is shown, not the title */
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, NULL, NULL, NULL));
    RKT_EXPECT_LOG("F:label:Custom failure");
    CHECK_OK(rk_footer_set_title(w->footer, RK_FOOTER_FAILED, NULL));
    RKT_EXPECT_LOG("F:label:" FAILED_TITLE);
    CHECK_OK(rk_footer_set_language(w->footer, "zh-CN"));
    RKT_EXPECT_LOG("F:label:加载失败，点击重试");
    {
        char buf[128];
        size_t len = 0;
        CHECK_OK(rk_footer_get_title(w->footer, RK_FOOTER_FAILED, buf, sizeof buf, &len));
        CHECK_STR(buf, "加载失败，点击重试");
    }
    world_free(w);
}

static void f03_a_retry_begins_again_only_from_failed(void) {
    world *w = world_new();
    rkt_family_footer_to(w, -64, 0);
    rkt_log_reset();
    CHECK_OK(rk_footer_retry(w->footer, (rk_completion_fn)rkt_done_named, "idle"));
    RKT_EXPECT_LOG("done:idle=0");
    CHECK_EQ_INT(footer_state(w->footer), RK_FOOTER_IDLE);
    footer_refreshing(w);
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, NULL, NULL, NULL));
    run(w, 0.4);
    rkt_log_reset();
    CHECK_OK(rk_footer_retry(w->footer, (rk_completion_fn)rkt_done_named, "retry"));
    RKT_EXPECT_LOG("F:state:3<6 F:label:Loading...");
    run(w, 0.25);
    RKT_EXPECT_LOG("F:refreshing done:retry=1");
    world_free(w);
}

static void f04_a_new_pull_leaves_failed(void) {
    world *w = world_new();
    footer_refreshing(w);
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, NULL, NULL, NULL));
    run(w, 0.4);
    rkt_family_footer_to(w, -64, 0);
    rkt_log_reset();
    rkt_family_footer_to(w, 420, 1); /* past happen, short of the trigger: still Failed */
    CHECK_EQ_INT(footer_state(w->footer), RK_FOOTER_FAILED);
    rkt_family_footer_to(w, 460, 1);
    RKT_EXPECT_LOG("F:state:2<6 F:label:Release to load more");
    rkt_family_footer_to(w, 420, 1);
    RKT_EXPECT_LOG("F:state:1<2 F:label:Pull up to load more");
    world_free(w);
}

static void *fail_from_worker(void *arg) {
    world *w = arg;
    char *message = strdup("from a worker");
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, message, (rk_completion_fn)rkt_done_named, "worker"));
    memset(message, 'x', strlen(message)); /* copied at the call: the caller's buffer is free */
    free(message);
    return NULL;
}

static void f05_a_failure_from_another_thread(void) {
    world *w = world_new();
    footer_refreshing(w);
    RKT_RUN_THREAD(fail_from_worker, w);
    RKT_EXPECT_LOG(""); /* queued */
    run(w, 0);
    RKT_EXPECT_LOG("F:state:6<3 F:label:from a worker");
    run(w, 0.4);
    RKT_EXPECT_LOG("done:worker=1");
    world_free(w);
}

static void f06_destroy_in_failed_ends_what_waits(void) {
    world *w = world_new();
    footer_refreshing(w);
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, NULL, (rk_completion_fn)rkt_done_named, "exit"));
    rkt_log_reset();
    CHECK_OK(rk_footer_destroy(w->footer));
    RKT_EXPECT_LOG("done:exit=0");
    CHECK_RC(rk_footer_retry(w->footer, (rk_completion_fn)rkt_done_named, "dead"), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_end_refreshing_with_failure(w->footer, NULL, NULL, NULL), RK_ERR_INVALID_HANDLE);
    RKT_EXPECT_LOG("");
    world_free(w);
}

static void f07_the_gif_shows_faileds_first_frame(void) {
    world *w = world_new();
    const rk_image failed[2] = {{77, 30, 30}, {78, 30, 30}};
    rkt_who_connect(w->footer, &w->tf, RKT_EVM(RKT_EV_FRAME));
    CHECK_OK(rk_footer_set_images(w->footer, RK_FOOTER_FAILED, failed, 2));
    footer_refreshing(w);
    CHECK_OK(rk_footer_end_refreshing_with_failure(w->footer, "x", NULL, NULL));
    RKT_EXPECT_LOG("F:state:6<3 F:label:x F:frame:77");
    run(w, 2.0); /* a failure does not loop its frames */
    RKT_EXPECT_LOG("");
    world_free(w);
}

/* Bad arguments, on the loop thread and off it: refused before anything is queued. */
static void f08_a_bad_message_changes_nothing(void) {
    world *w = world_new();
    char longer[RK_MAX_STRING_BYTES + 2];
    footer_refreshing(w);
    memset(longer, 'a', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    CHECK_RC(rk_footer_end_refreshing_with_failure(w->footer, "bad \xff", (rk_completion_fn)rkt_done_named, "bad"),
             RK_ERR_INVALID_ARGUMENT);
    CHECK(rkt_error_length() > 0);
    CHECK_RC(rk_footer_end_refreshing_with_failure(w->footer, longer, (rk_completion_fn)rkt_done_named, "long"),
             RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_header_end_refreshing_with_failure(w->header, "\xc0\xaf", NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_auto_footer_end_refreshing_with_failure(w->af, "\xed\xa0\x80", NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_trailer_end_refreshing_with_failure(w->trailer, "\x80", NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    run(w, 1);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(footer_state(w->footer), RK_FOOTER_REFRESHING);
    world_free(w);
}

/* ---- the header ---- */

static void h01_a_header_fails_without_stamping_and_retries(void) {
    world *w = world_new();
    double stamped = -1;
    rk_footer_state s = 0;
    CHECK_OK(rk_header_set_metrics(w->header, &w->m));
    CHECK_OK(rk_header_begin_refreshing(w->header, NULL, NULL));
    run(w, 0.25);
    rkt_log_reset();
    CHECK_OK(rk_header_end_refreshing_with_failure(w->header, NULL, (rk_header_completion_fn)rkt_done_named, "h"));
    RKT_EXPECT_LOG("H:state:6<3 H:label:" FAILED_TITLE);
    CHECK_RC(rk_context_get_last_updated(w->fx.ctx, "MJRefreshHeaderLastUpdatedTimeKey", &stamped), RK_ERR_NOT_FOUND);
    run(w, 0.4);
    CHECK_OK(rk_header_get_state(w->header, &s));
    CHECK_EQ_INT(s, RK_FOOTER_FAILED);
    rkt_log_reset();
    CHECK_OK(rk_header_retry(w->header, NULL, NULL));
    RKT_EXPECT_LOG("H:state:3<6 H:label:Loading...");
    /* A plain end stamps, as before. */
    run(w, 0.25);
    CHECK_OK(rk_header_end_refreshing(w->header, NULL, NULL));
    CHECK_OK(rk_context_get_last_updated(w->fx.ctx, "MJRefreshHeaderLastUpdatedTimeKey", &stamped));
    CHECK(stamped > 0);
    world_free(w);
}

/* ---- the auto footer ---- */

RKT_VALUE_FN(af_state, world, af, rk_footer_state, 0, rk_auto_footer_get_state)

static void a01_an_auto_footer_in_failed_waits_for_a_drag_or_a_tap(void) {
    world *w = world_new();
    rkt_family_af_to(w, -64, 0, RK_PAN_NONE); /* attaches alone: its line at 400 + 44 */
    rkt_family_af_to(w, 450, 1, RK_PAN_BEGAN);
    CHECK_EQ_INT(af_state(w), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_auto_footer_end_refreshing_with_failure(w->af, NULL, NULL, NULL));
    CHECK_EQ_INT(af_state(w), RK_FOOTER_FAILED);
    rkt_log_reset();
    /* Past the line, dragging, then decelerating, then letting go: no load in Failed. */
    rkt_family_af_to(w, 470, 1, RK_PAN_CHANGED);
    rkt_family_af_to(w, 490, 0, RK_PAN_ENDED);
    rkt_family_af_to(w, 500, 0, RK_PAN_NONE);
    RKT_EXPECT_LOG("");
    /* A new drag: back to Idle, and the offset moving on past the line loads. */
    rkt_family_af_to(w, 500, 1, RK_PAN_BEGAN);
    RKT_EXPECT_LOG("A:state:1<6 A:label:Tap or pull up to load more");
    rkt_family_af_to(w, 510, 1, RK_PAN_CHANGED);
    CHECK_EQ_INT(af_state(w), RK_FOOTER_REFRESHING);
    /* A tap in Failed is a retry. */
    CHECK_OK(rk_auto_footer_end_refreshing_with_failure(w->af, "offline", NULL, NULL));
    rkt_log_reset();
    CHECK_OK(rk_auto_footer_tap(w->af));
    RKT_EXPECT_LOG("A:state:3<6 A:label:Loading... A:refreshing");
    /* And rk_auto_footer_retry. */
    CHECK_OK(rk_auto_footer_end_refreshing_with_failure(w->af, NULL, NULL, NULL));
    CHECK_OK(rk_auto_footer_retry(w->af, (rk_auto_footer_completion_fn)rkt_done_named, "a"));
    CHECK_EQ_INT(af_state(w), RK_FOOTER_REFRESHING);
    world_free(w);
}

/* ---- the trailer ---- */

static void t01_a_trailer_fails_and_retries(void) {
    world *w = world_new();
    rk_footer_state s = 0;
    w->m.content_height = 600;
    w->m.content_width = 1000;
    w->m.offset_y = 0;
    CHECK_OK(rk_trailer_set_metrics(w->trailer, &w->m));
    CHECK_OK(rk_trailer_begin_refreshing(w->trailer, NULL, NULL));
    run(w, 0.25);
    rkt_log_reset();
    CHECK_OK(rk_trailer_end_refreshing_with_failure(w->trailer, "no page", (rk_trailer_completion_fn)rkt_done_named, "t"));
    RKT_EXPECT_LOG("T:state:6<3 T:label:no page");
    run(w, 0.4);
    CHECK_OK(rk_trailer_get_state(w->trailer, &s));
    CHECK_EQ_INT(s, RK_FOOTER_FAILED);
    CHECK_OK(rk_trailer_retry(w->trailer, (rk_trailer_completion_fn)rkt_done_named, "t2"));
    CHECK_OK(rk_trailer_get_state(w->trailer, &s));
    CHECK_EQ_INT(s, RK_FOOTER_REFRESHING);
    world_free(w);
}

/* ---- B8: a task's failure, through rk_follow_task ---- */

static void b01_a_failed_task_fails_the_component_that_asked(void) {
    world *w = world_new();
    rk_task *task = NULL;
    rkt_family_footer_to(w, -64, 0);
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    CHECK_OK(rk_task_resume(task));
    run(w, 0);
    CHECK_OK(rk_follow_task(w->footer, task, RK_FOLLOW_FAILURE));
    CHECK_EQ_INT(footer_state(w->footer), RK_FOOTER_REFRESHING); /* Running at bind begins (B4) */
    run(w, 0.25);
    rkt_log_reset();
    CHECK_OK(rk_task_complete(task, 28, "The request timed out."));
    RKT_EXPECT_LOG(""); /* at dispatch (B6) */
    run(w, 0);
    RKT_EXPECT_LOG("F:state:6<3 F:label:The request timed out.");
    CHECK_OK(rk_task_destroy(task));
    /* No message: the Failed title. */
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    CHECK_OK(rk_follow_task(w->footer, task, RK_FOLLOW_FAILURE));
    CHECK_OK(rk_task_resume(task));
    run(w, 0.5);
    rkt_log_reset();
    CHECK_OK(rk_task_complete(task, -1, NULL));
    run(w, 0);
    RKT_EXPECT_LOG("F:state:6<3 F:label:" FAILED_TITLE);
    CHECK_OK(rk_task_destroy(task));
    world_free(w);
}

/* Without the flag, with error 0, or by a cancel, a completion ends in Idle, as in 1.2. */
static void b02_without_the_flag_or_an_error_the_end_is_idle(void) {
    world *w = world_new();
    rk_task *task = NULL;
    rk_footer_state s = 0;
    int i;
    rkt_family_footer_to(w, -64, 0);
    for (i = 0; i < 3; i++) {
        uint32_t flags = i == 0 ? 0 : RK_FOLLOW_FAILURE;
        CHECK_OK(rk_task_create(w->fx.ctx, &task));
        CHECK_OK(rk_follow_task(w->footer, task, flags));
        CHECK_OK(rk_task_resume(task));
        run(w, 0.5);
        CHECK_EQ_INT(footer_state(w->footer), RK_FOOTER_REFRESHING);
        if (i == 2) CHECK_OK(rk_task_cancel(task));
        CHECK_OK(rk_task_complete(task, i == 1 ? 0 : 57, "gone"));
        run(w, 0.5);
        CHECK_EQ_INT(footer_state(w->footer), RK_FOOTER_IDLE);
        CHECK_OK(rk_task_destroy(task));
    }
    /* The other members, and an indicator (it stops, as for any completion). */
    {
        rk_indicator *ind = NULL;
        int32_t animating = -1;
        CHECK_OK(rk_indicator_create(w->fx.ctx, &ind));
        CHECK_OK(rk_task_create(w->fx.ctx, &task));
        CHECK_OK(rk_header_set_metrics(w->header, &w->m));
        CHECK_OK(rk_follow_task(w->header, task, RK_FOLLOW_FAILURE));
        CHECK_OK(rk_follow_task(w->af, task, RK_FOLLOW_FAILURE));
        CHECK_OK(rk_follow_task(w->trailer, task, RK_FOLLOW_FAILURE));
        CHECK_OK(rk_follow_task(ind, task, RK_FOLLOW_FAILURE));
        CHECK_OK(rk_task_resume(task));
        run(w, 0.5);
        CHECK_OK(rk_indicator_is_animating(ind, &animating));
        CHECK_EQ_INT(animating, 1);
        CHECK_OK(rk_task_complete(task, 5, "header, auto footer and trailer failed"));
        run(w, 0.5);
        CHECK_OK(rk_header_get_state(w->header, &s));
        CHECK_EQ_INT(s, RK_FOOTER_FAILED);
        CHECK_OK(rk_auto_footer_get_state(w->af, &s));
        CHECK_EQ_INT(s, RK_FOOTER_FAILED);
        CHECK_OK(rk_trailer_get_state(w->trailer, &s));
        CHECK_EQ_INT(s, RK_FOOTER_FAILED);
        CHECK_OK(rk_indicator_is_animating(ind, &animating));
        CHECK_EQ_INT(animating, 0);
    }
    world_free(w);
}

static void b03_follow_task_refuses_what_it_cannot_follow(void) {
    world *w = world_new();
    rk_task *task = NULL;
    rk_probe *probe = NULL;
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    CHECK_OK(rk_probe_create(w->fx.ctx, &probe));
    CHECK_RC(rk_follow_task(w->footer, task, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_follow_task(probe, task, 0), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_follow_task(task, task, 0), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_follow_task(NULL, task, 0), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_follow_task(w->footer, (rk_task *)(void *)w->header, 0), RK_ERR_INVALID_HANDLE);
    CHECK_OK(rk_follow_task(w->footer, NULL, 0)); /* unbinds: nothing to unbind */
    run(w, 0);
    RKT_EXPECT_LOG("");
    world_free(w);
}

static const rkt_case cases[] = {
    RKT_CASE(f01_a_failure_ends_the_load_in_failed),
    RKT_CASE(f02_the_message_the_custom_title_the_language),
    RKT_CASE(f03_a_retry_begins_again_only_from_failed),
    RKT_CASE(f04_a_new_pull_leaves_failed),
    RKT_CASE(f05_a_failure_from_another_thread),
    RKT_CASE(f06_destroy_in_failed_ends_what_waits),
    RKT_CASE(f07_the_gif_shows_faileds_first_frame),
    RKT_CASE(f08_a_bad_message_changes_nothing),
    RKT_CASE(h01_a_header_fails_without_stamping_and_retries),
    RKT_CASE(a01_an_auto_footer_in_failed_waits_for_a_drag_or_a_tap),
    RKT_CASE(t01_a_trailer_fails_and_retries),
    RKT_CASE(b01_a_failed_task_fails_the_component_that_asked),
    RKT_CASE(b02_without_the_flag_or_an_error_the_end_is_idle),
    RKT_CASE(b03_follow_task_refuses_what_it_cannot_follow),
};

RKT_MAIN(cases)
