/*
 * test_progress_scenarios: B7, progress (1.3, issue 16), through the C ABI (docs/FIXES.md#b7,
 * docs/behaviour/progress.md):
 * - reports coalesce: many reports before a dispatch give one delivery per task and direction,
 *   with the latest bytes, after one wakeup; upload and download are independent;
 * - a delivery's place among the task's transitions (the header's rule), and no report after the
 *   completion;
 * - an rk_progress: the value at bind applied synchronously; one task or several combined by byte
 *   totals; unknown totals (indeterminate); completion, cancel and failure; a rebind drops the old
 *   task's queued reports; a refused bind changes nothing; a destroyed task or progress;
 *   reentrancy: a destroy and a rebind from a handler.
 *
 * Log items: "T<n>:progress:DIR:COMPLETED/EXPECTED" (a task's signal), "ctx:progress:..." (the
 * context's "task-progress"), "T<n>:resumed", ..., "P<n>:f=FRACTION[a]" ("progress-changed", a when
 * animated), "P<n>:ind=0|1" ("indeterminate-changed").
 */
#include "rk_test.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static rk_task *task_named[8];
static rk_progress *progress_named[8];

static int task_number(void *task) {
    int i;
    for (i = 0; i < 8; i++) {
        if (task_named[i] == task) return i;
    }
    return -1;
}

static const char *dir_name(int32_t direction) { return direction == RK_PROGRESS_UPLOAD ? "up" : "down"; }

static void on_task_progress(void *task, int32_t direction, int64_t completed, int64_t expected, void *ud) {
    (void)ud;
    rkt_log("T%d:progress:%s:%lld/%lld", task_number(task), dir_name(direction), (long long)completed,
            (long long)expected);
}
static void on_ctx_progress(void *ctx, void *task, int32_t direction, int64_t completed, int64_t expected,
                            void *ud) {
    (void)ctx;
    (void)ud;
    rkt_log("ctx:progress:T%d:%s:%lld/%lld", task_number(task), dir_name(direction), (long long)completed,
            (long long)expected);
}
static void on_resumed(void *task, void *ud) {
    (void)ud;
    rkt_log("T%d:resumed", task_number(task));
}
static void on_suspended(void *task, void *ud) {
    (void)ud;
    rkt_log("T%d:suspended", task_number(task));
}
static void on_completed(void *task, int32_t code, const char *message, void *ud) {
    (void)ud;
    (void)message;
    rkt_log("T%d:completed:%d", task_number(task), (int)code);
}
static void on_fraction(void *progress, double fraction, int32_t animated, void *ud) {
    (void)progress;
    rkt_log("P%d:f=%g%s", (int)RKT_INT(ud), fraction, animated ? "a" : "");
}
static void on_indeterminate(void *progress, int32_t indeterminate, void *ud) {
    (void)progress;
    rkt_log("P%d:ind=%d", (int)RKT_INT(ud), (int)indeterminate);
}

static int wakeups;
static void count_wakeup(void *ud) {
    (void)ud;
    wakeups++; /* under the queue lock, from the reporting thread: read only after the join */
}

/* A context on a fake clock (rk_test.h); nothing here waits for time. */
typedef struct world {
    rkt_fixture fx;
} world;

static rk_task *make_task(world *w, int n, int connect) {
    rk_task *task = NULL;
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    task_named[n] = task;
    if (connect) {
        CHECK_OK(rk_connect(task, "progress", (rk_callback)on_task_progress, NULL, NULL, NULL));
        CHECK_OK(rk_connect(task, "resumed", (rk_callback)on_resumed, NULL, NULL, NULL));
        CHECK_OK(rk_connect(task, "suspended", (rk_callback)on_suspended, NULL, NULL, NULL));
        CHECK_OK(rk_connect(task, "completed", (rk_callback)on_completed, NULL, NULL, NULL));
    }
    return task;
}

static rk_progress *make_progress(world *w, int n) {
    rk_progress *progress = NULL;
    CHECK_OK(rk_progress_create(w->fx.ctx, &progress));
    progress_named[n] = progress;
    CHECK_OK(rk_connect(progress, "progress-changed", (rk_callback)on_fraction, RKT_PTR(n), NULL, NULL));
    CHECK_OK(rk_connect(progress, "indeterminate-changed", (rk_callback)on_indeterminate, RKT_PTR(n), NULL, NULL));
    return progress;
}

static void world_open(world *w) {
    memset(w, 0, sizeof *w);
    memset(task_named, 0, sizeof task_named);
    memset(progress_named, 0, sizeof progress_named);
    rkt_fixture_open(&w->fx, 1000.0);
}

static void world_close(world *w) { rkt_fixture_close(&w->fx); }

static void check_fraction(rk_progress *progress, double fraction, int indeterminate) {
    double got = -1;
    int32_t ind = -1;
    CHECK_OK(rk_progress_get_fraction(progress, &got, &ind));
    CHECK_NEAR(got, fraction, 1e-12);
    CHECK_EQ_INT(ind, indeterminate);
}

/* ---- coalescing ---- */

typedef struct reporter {
    rk_task *task;
    int32_t direction;
    int64_t first, last, expected;
    rk_status worst;
} reporter;

static void *report_many(void *arg) {
    reporter *r = arg;
    int64_t n;
    r->worst = RK_OK;
    for (n = r->first; n <= r->last; n++) {
        rk_status status = rk_task_set_progress(r->task, r->direction, n, r->expected);
        if (status != RK_OK) r->worst = status;
    }
    return NULL;
}

/* A worker's 10,000 reports before a dispatch: one wakeup, one queued item, one delivery with the
   latest bytes (to the task, the context and a bound progress). */
static void many_reports_one_delivery(void) {
    world w;
    reporter r;
    rk_task *t;
    rk_progress *p;
    int64_t completed = -1, expected = -1;
    world_open(&w);
    t = make_task(&w, 1, 1);
    p = make_progress(&w, 1);
    CHECK_OK(rk_connect(w.fx.ctx, "task-progress", (rk_callback)on_ctx_progress, NULL, NULL, NULL));
    CHECK_OK(rk_progress_set_task(p, t, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_task_resume(t));
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 1);
    RKT_EXPECT_LOG("T1:resumed");
    wakeups = 0;
    CHECK_OK(rk_context_set_wakeup(w.fx.ctx, count_wakeup, NULL));
    r = (reporter){t, RK_PROGRESS_DOWNLOAD, 1, 10000, 20000, RK_OK};
    RKT_RUN_THREAD(report_many, &r);
    CHECK_EQ_INT(r.worst, RK_OK);
    CHECK_EQ_INT(wakeups, 1);
    /* The record holds the latest bytes before any delivery. */
    CHECK_OK(rk_task_get_progress(t, RK_PROGRESS_DOWNLOAD, &completed, &expected));
    CHECK(completed == 10000 && expected == 20000);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 1);
    RKT_EXPECT_LOG("T1:progress:down:10000/20000 ctx:progress:T1:down:10000/20000 P1:f=0.5");
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 0);
    RKT_EXPECT_LOG("");
    /* After the delivery a report queues again. */
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 15000, 20000));
    CHECK_EQ_INT(wakeups, 2);
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 1);
    RKT_EXPECT_LOG("T1:progress:down:15000/20000 ctx:progress:T1:down:15000/20000 P1:f=0.75");
    check_fraction(p, 0.75, 0);
    CHECK_OK(rk_context_set_wakeup(w.fx.ctx, NULL, NULL));
    world_close(&w);
}

/* Reports on the loop thread are delivered at dispatch too, never during the call. */
static void loop_thread_reports_wait_for_dispatch(void) {
    world w;
    rk_task *t;
    world_open(&w);
    t = make_task(&w, 1, 1);
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, 1, 4));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, 2, 4));
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 1);
    RKT_EXPECT_LOG("T1:progress:up:2/4");
    world_close(&w);
}

/* Upload and download are separate: one delivery each, in the order of their first reports; a
   progress following one direction ignores the other. */
static void upload_and_download_are_independent(void) {
    world w;
    rk_task *t;
    rk_progress *up, *down;
    int64_t c = -1, e = -1;
    world_open(&w);
    t = make_task(&w, 1, 1);
    up = make_progress(&w, 1);
    down = make_progress(&w, 2);
    CHECK_OK(rk_progress_set_task(up, t, RK_PROGRESS_UPLOAD, 1));
    CHECK_OK(rk_progress_set_task(down, t, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_task_get_progress(t, RK_PROGRESS_UPLOAD, &c, &e));
    CHECK(c == 0 && e == 0); /* nothing reported yet: 0 of 0 */
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, 10, 40));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 1, 100));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, 40, 40));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 5, 100));
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 2);
    RKT_EXPECT_LOG("T1:progress:up:40/40 P1:f=1a T1:progress:down:5/100 P2:f=0.05");
    CHECK_OK(rk_task_get_progress(t, RK_PROGRESS_UPLOAD, &c, &e));
    CHECK(c == 40 && e == 40);
    CHECK_OK(rk_task_get_progress(t, RK_PROGRESS_DOWNLOAD, &c, &e));
    CHECK(c == 5 && e == 100);
    world_close(&w);
}

/* ---- order with the task's transitions ---- */

/* A delivery takes its place at its first report and carries the latest bytes; a report after the
   completion is refused, so nothing follows "completed". */
static void deliveries_keep_their_place_among_transitions(void) {
    world w;
    rk_task *t;
    char message[256];
    world_open(&w);
    t = make_task(&w, 1, 1);
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 1, 10));
    CHECK_OK(rk_task_suspend(t));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 2, 10));
    CHECK_OK(rk_task_resume(t));
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 4);
    RKT_EXPECT_LOG("T1:resumed T1:progress:down:2/10 T1:suspended T1:resumed");
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 9, 10));
    CHECK_OK(rk_task_complete(t, 0, NULL));
    CHECK_RC(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 10, 10), RK_ERR_INVALID_STATE);
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, "completed") != NULL, "message: %s", message);
    CHECK_RC(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, 0, 0), RK_ERR_INVALID_STATE);
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 2);
    RKT_EXPECT_LOG("T1:progress:down:9/10 T1:completed:0");
    world_close(&w);
}

/* Canceling still reports (a transfer winding down), and the report comes before the completion. */
static void a_canceling_task_still_reports(void) {
    world w;
    rk_task *t;
    world_open(&w);
    t = make_task(&w, 1, 1);
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_cancel(t));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 3, 10));
    CHECK_OK(rk_task_complete(t, 42, "aborted"));
    CHECK_EQ_INT(rkt_dispatch(w.fx.ctx), 4);
    RKT_EXPECT_LOG("T1:resumed T1:progress:down:3/10 T1:completed:42");
    world_close(&w);
}

/* ---- the progress object ---- */

/* The task's bytes at bind are shown during the bind call, and a bind to a task at 0 of 0 tells
   nothing; a NULL task unbinds without a signal and keeps what is shown. */
static void the_value_at_bind_is_applied_synchronously(void) {
    world w;
    rk_task *t;
    rk_progress *p;
    world_open(&w);
    t = make_task(&w, 1, 0);
    p = make_progress(&w, 1);
    CHECK_OK(rk_progress_set_task(p, t, RK_PROGRESS_DOWNLOAD, 1));
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 30, 120));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P1:f=0.25a");
    CHECK_OK(rk_progress_set_task(p, NULL, RK_PROGRESS_DOWNLOAD, 1));
    RKT_EXPECT_LOG("");
    check_fraction(p, 0.25, 0);
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 60, 120));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("");
    /* Rebinding shows the task's bytes now, without waiting for a report. */
    CHECK_OK(rk_progress_set_task(p, t, RK_PROGRESS_DOWNLOAD, 0));
    RKT_EXPECT_LOG("P1:f=0.5");
    /* Another progress bound now starts from the same bytes. */
    {
        rk_progress *q = make_progress(&w, 2);
        check_fraction(q, 0, 0);
        CHECK_OK(rk_progress_set_task(q, t, RK_PROGRESS_DOWNLOAD, 0));
        RKT_EXPECT_LOG("P2:f=0.5");
    }
    world_close(&w);
}

/* Several tasks combine by byte totals, not by the mean of their fractions. */
static void tasks_combine_by_byte_totals(void) {
    world w;
    rk_task *a, *b, *c;
    rk_progress *p;
    rk_task *list[3];
    world_open(&w);
    a = make_task(&w, 1, 0);
    b = make_task(&w, 2, 0);
    c = make_task(&w, 3, 0);
    p = make_progress(&w, 1);
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_UPLOAD, 100, 100));
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_UPLOAD, 0, 300));
    CHECK_OK(rk_task_set_progress(c, RK_PROGRESS_UPLOAD, 0, 600));
    list[0] = a;
    list[1] = b;
    list[2] = c;
    CHECK_OK(rk_progress_set_tasks(p, list, 3, RK_PROGRESS_UPLOAD, 0));
    RKT_EXPECT_LOG("P1:f=0.1"); /* 100 of 1000 (the mean of the fractions would be 1/3) */
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_UPLOAD, 300, 300));
    CHECK_OK(rk_task_set_progress(c, RK_PROGRESS_UPLOAD, 100, 600));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P1:f=0.4 P1:f=0.5");
    /* A task past its total counts as its total. */
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_UPLOAD, 5000, 100));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("");
    /* count 0 unbinds, tasks may then be NULL. */
    CHECK_OK(rk_progress_set_tasks(p, NULL, 0, RK_PROGRESS_UPLOAD, 0));
    CHECK_OK(rk_task_set_progress(c, RK_PROGRESS_UPLOAD, 600, 600));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("");
    check_fraction(p, 0.5, 0);
    world_close(&w);
}

/* A bind the library refuses changes nothing: the earlier binding still follows its task. */
static void a_refused_bind_changes_nothing(void) {
    world w, other;
    rk_task *a, *b, *foreign, *dead;
    rk_progress *p;
    rk_task *list[3];
    char message[256];
    world_open(&w);
    a = make_task(&w, 1, 0);
    b = make_task(&w, 2, 0);
    CHECK_OK(rk_task_create(w.fx.ctx, &dead));
    CHECK_OK(rk_task_destroy(dead));
    CHECK_OK(rk_context_create(&other.fx.ctx));
    CHECK_OK(rk_task_create(other.fx.ctx, &foreign));
    p = make_progress(&w, 1);
    CHECK_OK(rk_progress_set_task(p, a, RK_PROGRESS_DOWNLOAD, 0));
    list[0] = b;
    list[1] = b;
    CHECK_RC(rk_progress_set_tasks(p, list, 2, RK_PROGRESS_DOWNLOAD, 0), RK_ERR_INVALID_ARGUMENT);
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, "tasks[1]") != NULL, "message: %s", message);
    list[1] = NULL;
    CHECK_RC(rk_progress_set_tasks(p, list, 2, RK_PROGRESS_DOWNLOAD, 0), RK_ERR_INVALID_HANDLE);
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, "tasks[1]") != NULL, "message: %s", message);
    list[1] = a;
    list[2] = foreign;
    CHECK_RC(rk_progress_set_tasks(p, list, 3, RK_PROGRESS_DOWNLOAD, 0), RK_ERR_INVALID_HANDLE);
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, "tasks[2]") != NULL, "message: %s", message);
    list[2] = dead;
    CHECK_RC(rk_progress_set_tasks(p, list, 3, RK_PROGRESS_DOWNLOAD, 0), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_progress_set_tasks(p, NULL, 1, RK_PROGRESS_DOWNLOAD, 0), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_progress_set_tasks(p, list, (size_t)RK_PROGRESS_MAX_TASKS + 1, RK_PROGRESS_DOWNLOAD, 0),
             RK_ERR_INVALID_ARGUMENT);
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, "RK_PROGRESS_MAX_TASKS") != NULL, "message: %s", message);
    CHECK_RC(rk_progress_set_tasks(p, list, 2, 2, 0), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_progress_set_tasks(p, list, 2, RK_PROGRESS_DOWNLOAD, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_progress_set_task(p, foreign, RK_PROGRESS_DOWNLOAD, 0), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_progress_set_task(p, b, -1, 0), RK_ERR_INVALID_ARGUMENT);
    RKT_EXPECT_LOG("");
    /* Still bound to a alone, downloading. */
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_DOWNLOAD, 1, 2));
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_UPLOAD, 1, 2));
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_DOWNLOAD, 1, 4));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P1:f=0.25");
    CHECK_OK(rk_context_destroy(other.fx.ctx));
    world_close(&w);
}

/* An unknown total makes the progress indeterminate; a known one brings the fraction back. */
static void unknown_totals_are_indeterminate(void) {
    world w;
    rk_task *a, *b;
    rk_progress *p;
    rk_task *list[2];
    world_open(&w);
    a = make_task(&w, 1, 0);
    b = make_task(&w, 2, 0);
    p = make_progress(&w, 1);
    list[0] = a;
    list[1] = b;
    CHECK_OK(rk_progress_set_tasks(p, list, 2, RK_PROGRESS_DOWNLOAD, 1));
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_DOWNLOAD, 50, 100));
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_DOWNLOAD, 10, RK_PROGRESS_UNKNOWN));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P1:f=0.5a P1:ind=1");
    check_fraction(p, 0.5, 1);
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_DOWNLOAD, 80, 100));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_DOWNLOAD, 20, 100));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P1:ind=0 P1:f=0.5a");
    check_fraction(p, 0.5, 0);
    world_close(&w);
}

/* Completion with code 0 fills the task (an unknown total too); a cancel and a failure keep its
   last bytes. A task completed before the bind counts as it ended. */
static void completion_cancel_and_failure(void) {
    world w;
    rk_task *ok, *failed, *canceled;
    rk_progress *p, *q, *r, *late;
    world_open(&w);
    ok = make_task(&w, 1, 0);
    failed = make_task(&w, 2, 0);
    canceled = make_task(&w, 3, 0);
    p = make_progress(&w, 1);
    q = make_progress(&w, 2);
    r = make_progress(&w, 3);
    CHECK_OK(rk_progress_set_task(p, ok, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_progress_set_task(q, failed, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_progress_set_task(r, canceled, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_task_resume(ok));
    CHECK_OK(rk_task_resume(failed));
    CHECK_OK(rk_task_resume(canceled));
    CHECK_OK(rk_task_set_progress(ok, RK_PROGRESS_DOWNLOAD, 700, RK_PROGRESS_UNKNOWN));
    CHECK_OK(rk_task_set_progress(failed, RK_PROGRESS_DOWNLOAD, 30, 100));
    CHECK_OK(rk_task_set_progress(canceled, RK_PROGRESS_DOWNLOAD, 60, 100));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P1:ind=1 P2:f=0.3 P3:f=0.6");
    CHECK_OK(rk_task_complete(ok, 0, NULL));
    CHECK_OK(rk_task_complete(failed, 500, "server error"));
    CHECK_OK(rk_task_cancel(canceled));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P1:ind=0 P1:f=1");
    check_fraction(q, 0.3, 0);
    check_fraction(r, 0.6, 0);
    CHECK_OK(rk_task_complete(canceled, 42, "canceled"));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("");
    /* Bound after the completion: the same view, at once. */
    late = make_progress(&w, 4);
    CHECK_OK(rk_progress_set_task(late, ok, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_progress_set_task(late, failed, RK_PROGRESS_DOWNLOAD, 0));
    RKT_EXPECT_LOG("P4:f=1 P4:f=0.3");
    world_close(&w);
}

/* A rebind drops the old task's queued reports: they still reach the task, not the progress. */
static void a_rebind_drops_queued_reports(void) {
    world w;
    rk_task *a, *b;
    rk_progress *p;
    world_open(&w);
    a = make_task(&w, 1, 1);
    b = make_task(&w, 2, 1);
    p = make_progress(&w, 1);
    CHECK_OK(rk_progress_set_task(p, a, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_DOWNLOAD, 9, 10));
    CHECK_OK(rk_progress_set_task(p, b, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_DOWNLOAD, 1, 10));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("T1:progress:down:9/10 T2:progress:down:1/10 P1:f=0.1");
    world_close(&w);
}

/* A destroyed task leaves the progress without a signal; the next change counts the others. */
static void a_destroyed_task_leaves_the_progress(void) {
    world w;
    rk_task *a, *b;
    rk_progress *p;
    rk_task *list[2];
    world_open(&w);
    a = make_task(&w, 1, 0);
    b = make_task(&w, 2, 0);
    p = make_progress(&w, 1);
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_DOWNLOAD, 50, 100));
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_DOWNLOAD, 0, 100));
    list[0] = a;
    list[1] = b;
    CHECK_OK(rk_progress_set_tasks(p, list, 2, RK_PROGRESS_DOWNLOAD, 0));
    RKT_EXPECT_LOG("P1:f=0.25");
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_DOWNLOAD, 100, 100));
    CHECK_OK(rk_task_destroy(a));
    RKT_EXPECT_LOG("");
    rkt_dispatch(w.fx.ctx); /* a's queued report goes nowhere */
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_DOWNLOAD, 40, 100));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P1:f=0.4");
    world_close(&w);
}

/* ---- reentrancy ---- */

static void destroy_progress_handler(void *progress, double fraction, int32_t animated, void *ud) {
    (void)fraction;
    (void)animated;
    (void)ud;
    rkt_log("destroy");
    CHECK_OK(rk_progress_destroy(progress));
}

static void destroy_task_handler(void *task, int32_t direction, int64_t completed, int64_t expected, void *ud) {
    (void)direction;
    (void)completed;
    (void)expected;
    (void)ud;
    rkt_log("destroy-task");
    CHECK_OK(rk_task_destroy(task));
}

static void destroy_watch(void *ud) { rkt_log("notify:%d", (int)RKT_INT(ud)); }

/* A handler destroys the progress: no later handler of it runs, another progress still does; a
   handler of the task's "progress" destroys the task: its progress objects see nothing. */
static void destroy_during_delivery(void) {
    world w;
    rk_task *t, *u;
    rk_progress *p, *q;
    world_open(&w);
    t = make_task(&w, 1, 0);
    p = progress_named[1] = NULL;
    CHECK_OK(rk_progress_create(w.fx.ctx, &p));
    CHECK_OK(rk_connect(p, "progress-changed", (rk_callback)destroy_progress_handler, RKT_PTR(9), destroy_watch,
                        NULL));
    CHECK_OK(rk_connect(p, "progress-changed", (rk_callback)on_fraction, RKT_PTR(1), destroy_watch, NULL));
    q = make_progress(&w, 2);
    CHECK_OK(rk_progress_set_task(p, t, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_progress_set_task(q, t, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 1, 2));
    rkt_dispatch(w.fx.ctx);
    /* The idle handler's notify runs at the destroy, the running one's after it returns. */
    RKT_EXPECT_LOG("destroy notify:1 notify:9 P2:f=0.5");
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 2, 2));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("P2:f=1");

    u = make_task(&w, 2, 0);
    CHECK_OK(rk_connect(u, "progress", (rk_callback)destroy_task_handler, NULL, NULL, NULL));
    CHECK_OK(rk_connect(u, "progress", (rk_callback)on_task_progress, NULL, NULL, NULL));
    CHECK_OK(rk_progress_set_task(q, u, RK_PROGRESS_DOWNLOAD, 0));
    RKT_EXPECT_LOG("P2:f=0");
    CHECK_OK(rk_task_set_progress(u, RK_PROGRESS_DOWNLOAD, 1, 4));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("destroy-task");
    check_fraction(q, 0, 0);
    world_close(&w);
}

static rk_task *rebind_to;
static void rebind_handler(void *progress, double fraction, int32_t animated, void *ud) {
    (void)animated;
    (void)ud;
    rkt_log("rebind@%g", fraction);
    if (rebind_to != NULL) {
        rk_task *to = rebind_to;
        rebind_to = NULL;
        CHECK_OK(rk_progress_set_task(progress, to, RK_PROGRESS_DOWNLOAD, 0));
    }
}

/* A handler that rebinds: the new binding's signal waits until the one in progress has reached
   every handler, so later handlers see the fractions in order. */
static void a_rebind_from_a_handler_keeps_the_order(void) {
    world w;
    rk_task *a, *b;
    rk_progress *p = NULL;
    world_open(&w);
    a = make_task(&w, 1, 0);
    b = make_task(&w, 2, 0);
    CHECK_OK(rk_task_set_progress(b, RK_PROGRESS_DOWNLOAD, 3, 4));
    CHECK_OK(rk_progress_create(w.fx.ctx, &p));
    CHECK_OK(rk_connect(p, "progress-changed", (rk_callback)rebind_handler, NULL, NULL, NULL));
    CHECK_OK(rk_connect(p, "progress-changed", (rk_callback)on_fraction, RKT_PTR(1), NULL, NULL));
    CHECK_OK(rk_progress_set_task(p, a, RK_PROGRESS_DOWNLOAD, 0));
    rkt_dispatch(w.fx.ctx); /* b's report, which p does not follow yet */
    rebind_to = b;
    CHECK_OK(rk_task_set_progress(a, RK_PROGRESS_DOWNLOAD, 1, 4));
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("rebind@0.25 P1:f=0.25 rebind@0.75 P1:f=0.75");
    check_fraction(p, 0.75, 0);
    world_close(&w);
}

/* A report from a handler of a delivery queues a new delivery (the pending mark was cleared
   before any handler ran); a nested dispatch delivers it in order. */
static void report_from_handler(void *task, int32_t direction, int64_t completed, int64_t expected, void *ud) {
    rk_context *ctx = ud;
    (void)expected;
    rkt_log("h:%lld", (long long)completed);
    if (completed == 1) {
        CHECK_OK(rk_task_set_progress(task, direction, 2, 4));
        rkt_dispatch(ctx);
    }
}

static void a_report_from_a_handler_is_delivered_after(void) {
    world w;
    rk_task *t;
    rk_progress *p;
    world_open(&w);
    t = make_task(&w, 1, 0);
    p = make_progress(&w, 1);
    CHECK_OK(rk_connect(t, "progress", (rk_callback)report_from_handler, w.fx.ctx, NULL, NULL));
    CHECK_OK(rk_progress_set_task(p, t, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_DOWNLOAD, 1, 4));
    rkt_dispatch(w.fx.ctx);
    /* The nested delivery is parked until the outer one has reached the progress. */
    RKT_EXPECT_LOG("h:1 P1:f=0.25 h:2 P1:f=0.5");
    world_close(&w);
}

/* ---- errors, names, signals ---- */

static void bad_reports_are_refused(void) {
    world w;
    rk_task *t;
    int64_t c = 7, e = 7;
    world_open(&w);
    t = make_task(&w, 1, 1);
    CHECK_RC(rk_task_set_progress(t, 2, 1, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_task_set_progress(t, -1, 1, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, -1, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, 1, -2), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, INT64_MIN, INT64_MIN), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_task_set_progress(NULL, RK_PROGRESS_UPLOAD, 1, 2), RK_ERR_INVALID_HANDLE);
    /* An argument error comes before a handle error. */
    CHECK_RC(rk_task_set_progress(NULL, 5, 1, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, INT64_MAX, INT64_MAX));
    CHECK_OK(rk_task_set_progress(t, RK_PROGRESS_UPLOAD, 0, RK_PROGRESS_UNKNOWN));
    CHECK_RC(rk_task_get_progress(t, 3, &c, &e), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_task_get_progress(t, RK_PROGRESS_UPLOAD, NULL, &e), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_task_get_progress(t, RK_PROGRESS_UPLOAD, &c, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK(c == 7 && e == 7);
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("T1:progress:up:0/-1");
    CHECK_STR(rk_progress_direction_name(RK_PROGRESS_UPLOAD), "upload");
    CHECK_STR(rk_progress_direction_name(RK_PROGRESS_DOWNLOAD), "download");
    CHECK_STR(rk_progress_direction_name(2), "unknown");
    CHECK_STR(rk_kind_name(RK_KIND_PROGRESS), "progress");
    world_close(&w);
}

static void signals_are_described(void) {
    uint32_t count = 0, index = 99;
    rk_signal_desc d;
    char shape[RKT_SHAPE_SIZE];
    rk_kind kind = 0;
    world w;
    rk_progress *p;
    CHECK_OK(rk_signal_count(RK_KIND_PROGRESS, &count));
    CHECK_EQ_INT(count, 2);
    memset(&d, 0, sizeof d);
    d.struct_size = sizeof d;
    CHECK_OK(rk_signal_info(RK_KIND_PROGRESS, 0, &d));
    CHECK_STR(d.name, "progress-changed");
    rkt_signal_shape(&d, shape);
    CHECK_STR(shape, "v:di");
    CHECK_OK(rk_signal_info(RK_KIND_PROGRESS, 1, &d));
    CHECK_STR(d.name, "indeterminate-changed");
    CHECK_OK(rk_signal_lookup(RK_KIND_TASK, "progress", &index));
    CHECK_EQ_INT(index, 4);
    CHECK_OK(rk_signal_info(RK_KIND_TASK, 4, &d));
    rkt_signal_shape(&d, shape);
    CHECK_STR(shape, "v:ill");
    CHECK_OK(rk_signal_lookup(RK_KIND_CONTEXT, "task-progress", &index));
    CHECK_EQ_INT(index, 5);
    world_open(&w);
    CHECK_OK(rk_progress_create(w.fx.ctx, &p));
    CHECK_OK(rk_object_kind(p, &kind));
    CHECK_EQ_INT(kind, RK_KIND_PROGRESS);
    check_fraction(p, 0, 0);
    CHECK_OK(rk_progress_destroy(p));
    CHECK_RC(rk_progress_destroy(p), RK_ERR_INVALID_HANDLE);
    world_close(&w);
}

/* Off the loop thread a progress refuses (its functions are loop-thread ones); a report is fine. */
typedef struct off_loop {
    rk_progress *progress;
    rk_task *task;
    rk_status bind, query, report;
} off_loop;

static void *off_loop_calls(void *arg) {
    off_loop *o = arg;
    double f;
    int32_t ind;
    o->bind = rk_progress_set_task(o->progress, o->task, RK_PROGRESS_DOWNLOAD, 0);
    o->query = rk_progress_get_fraction(o->progress, &f, &ind);
    o->report = rk_task_set_progress(o->task, RK_PROGRESS_DOWNLOAD, 1, 2);
    return NULL;
}

static void progress_functions_are_loop_thread_ones(void) {
    world w;
    off_loop o;
    world_open(&w);
    o.task = make_task(&w, 1, 0);
    o.progress = make_progress(&w, 1);
    RKT_RUN_THREAD(off_loop_calls, &o);
    CHECK_EQ_INT(o.bind, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(o.query, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(o.report, RK_OK);
    rkt_dispatch(w.fx.ctx);
    RKT_EXPECT_LOG("");
    world_close(&w);
}

static const rkt_case cases[] = {
    RKT_CASE(many_reports_one_delivery),
    RKT_CASE(loop_thread_reports_wait_for_dispatch),
    RKT_CASE(upload_and_download_are_independent),
    RKT_CASE(deliveries_keep_their_place_among_transitions),
    RKT_CASE(a_canceling_task_still_reports),
    RKT_CASE(the_value_at_bind_is_applied_synchronously),
    RKT_CASE(tasks_combine_by_byte_totals),
    RKT_CASE(a_refused_bind_changes_nothing),
    RKT_CASE(unknown_totals_are_indeterminate),
    RKT_CASE(completion_cancel_and_failure),
    RKT_CASE(a_rebind_drops_queued_reports),
    RKT_CASE(a_destroyed_task_leaves_the_progress),
    RKT_CASE(destroy_during_delivery),
    RKT_CASE(a_rebind_from_a_handler_keeps_the_order),
    RKT_CASE(a_report_from_a_handler_is_delivered_after),
    RKT_CASE(bad_reports_are_refused),
    RKT_CASE(signals_are_described),
    RKT_CASE(progress_functions_are_loop_thread_ones),
};

RKT_MAIN(cases)
