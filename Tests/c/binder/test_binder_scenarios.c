/*
 * test_binder_scenarios: AFNetworking's binding acceptance scenarios
 * (docs/behaviour/task-binder.md), as they apply to the headless port (Include/refreshkit.h, "Task
 * binder"), one case per scenario, named sNN_... after its number. Where a deliberate fix (B1-B6)
 * changes the original's outcome, the case asserts the changed outcome and its name says which fix.
 * The refresh control is the footer bound to a task (B4). The "event source" scenarios 22-27
 * become: each real transition emits exactly one task signal and one context signal, at dispatch; a
 * request that changes nothing emits nothing; there is no unmanaged task (B1). Cases named x_...
 * cover the header's other binder promises.
 *
 * "Drain" is rk_context_dispatch; the activity monitor's delays run on a fake clock. Every host
 * callback appends to one ordered log, compared as a string:
 *   AI:start AI:stop                      an indicator's "start-animating" / "stop-animating"
 *   T:resumed T:completed(code,message)   a task's own signals
 *   ctx:resumed(T) ctx:completed(T,c,m)   the context's "task-*" signals (T = the task's name)
 *   ctx:visible(1)@t                      "activity-visibility-changed" at fake time t
 *   F:I>R F:refreshing                    a footer's "state-changed" (old>new: I P R W N) and trigger
 * Each case checks the whole log after each step, so "nothing before dispatch" and "exactly once"
 * are exact. At the end of each case the context is destroyed and every connection's destroy_notify
 * must have run exactly once, no handler may have run after its destroy_notify, and none off the
 * loop thread.
 */
#include "rk_test.h"

#include <pthread.h>
#include <sched.h>

/* The log is rk_test.h's: rkt_log appends, RKT_EXPECT_LOG(s) checks that the log since the last
   RKT_EXPECT_LOG is exactly s and starts it over. */

/* ---- names for handles (the context's task signals carry the task) ---- */

static struct {
    const void *object;
    char name[16];
} names[64];
static int name_count;

static void set_name(const void *object, const char *name) {
    if (name_count < (int)(sizeof names / sizeof names[0])) {
        names[name_count].object = object;
        snprintf(names[name_count].name, sizeof names[name_count].name, "%s", name);
        name_count++;
    }
}

static const char *name_of(const void *object) {
    int i;
    for (i = name_count - 1; i >= 0; i--) {
        if (names[i].object == object) return names[i].name;
    }
    return "?";
}

/* ---- the fixture: a context on a fake clock, handlers that log, destroy_notify bookkeeping ---- */

static rkt_fixture fixture; /* the context on its fake clock (rk_test.h) */
static rk_context *ctx;      /* fixture.ctx, the context every case works in */
static pthread_t loop_thread;
/* Calls off the loop thread of the handlers that keep no watch (the watches count their own). */
static int off_loop_calls;

/* Every logging connection: its object and signal, and a watch (the handler's user_data). */
typedef struct watch {
    const void *object;
    const char *signal;
    rkt_watch watch;
} watch;

static watch watches[256];
static int watch_count;

static void connect_watch(void *object, const char *signal, rk_callback fn) {
    watch *w;
    if (watch_count >= (int)(sizeof watches / sizeof watches[0])) {
        CHECK_MSG(0, "too many watches");
        return;
    }
    w = &watches[watch_count++];
    w->object = object;
    w->signal = signal;
    rkt_watch_init(&w->watch);
    CHECK_OK(rk_connect(object, signal, fn, &w->watch, rkt_watch_notify, NULL));
}

/* Handler calls and destroy_notifies so far that ran off the loop thread. */
static int off_loop(void) {
    int i, n = off_loop_calls;
    for (i = 0; i < watch_count; i++) n += atomic_load(&watches[i].watch.off_thread);
    return n;
}

/* Every connection of `object` has had its destroy_notify, exactly once (right after a destroy). */
static void check_notified(const void *object) {
    int i, found = 0;
    for (i = 0; i < watch_count; i++) {
        int notified = atomic_load(&watches[i].watch.notified);
        if (watches[i].object != object) continue;
        found++;
        CHECK_MSG(notified == 1, "%s \"%s\": destroy_notify ran %d times, expected 1",
                  name_of(object), watches[i].signal, notified);
    }
    CHECK_MSG(found > 0, "no connection of %s", name_of(object));
}

static void on_start(void *indicator, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:start", name_of(indicator));
}

static void on_stop(void *indicator, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:stop", name_of(indicator));
}

static void on_resumed(void *task, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:resumed", name_of(task));
}

static void on_suspended(void *task, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:suspended", name_of(task));
}

static void on_canceled(void *task, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:canceled", name_of(task));
}

static void on_completed(void *task, int32_t code, const char *message, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:completed(%d,%s)", name_of(task), (int)code, message ? message : "(NULL)");
}

static void on_ctx_resumed(void *context, void *task, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:resumed(%s)", name_of(context), name_of(task));
}

static void on_ctx_suspended(void *context, void *task, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:suspended(%s)", name_of(context), name_of(task));
}

static void on_ctx_canceled(void *context, void *task, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:canceled(%s)", name_of(context), name_of(task));
}

static void on_ctx_completed(void *context, void *task, int32_t code, const char *message,
                             void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:completed(%s,%d,%s)", name_of(context), name_of(task), (int)code,
              message ? message : "(NULL)");
}

static void on_visibility(void *context, int32_t visible, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:visible(%d)@%.4f", name_of(context), (int)visible, fixture.clock.now);
}

static char state_letter(int32_t state) {
    switch (state) {
    case RK_FOOTER_IDLE: return 'I';
    case RK_FOOTER_PULLING: return 'P';
    case RK_FOOTER_REFRESHING: return 'R';
    case RK_FOOTER_WILL_REFRESH: return 'W';
    case RK_FOOTER_NO_MORE_DATA: return 'N';
    default: return '?';
    }
}

static void on_footer_state(void *footer, int32_t state, int32_t old, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:%c>%c", name_of(footer), state_letter(old), state_letter(state));
}

static void on_footer_refreshing(void *footer, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:refreshing", name_of(footer));
}

static void watch_context(rk_context *context, const char *name) {
    set_name(context, name);
    connect_watch(context, "task-resumed", (rk_callback)on_ctx_resumed);
    connect_watch(context, "task-suspended", (rk_callback)on_ctx_suspended);
    connect_watch(context, "task-canceled", (rk_callback)on_ctx_canceled);
    connect_watch(context, "task-completed", (rk_callback)on_ctx_completed);
    connect_watch(context, "activity-visibility-changed", (rk_callback)on_visibility);
}

static void setup(void) {
    rkt_log_reset();
    rkt_log_mute(0);
    name_count = 0;
    watch_count = 0;
    off_loop_calls = 0;
    loop_thread = pthread_self();
    rkt_fixture_open(&fixture, 0.0);
    ctx = fixture.ctx;
    watch_context(ctx, "ctx");
}

static void teardown(void) {
    int i;
    CHECK_MSG(rkt_log_text()[0] == '\0', "the case left an unchecked log: \"%s\"", rkt_log_text());
    rkt_fixture_close(&fixture);
    for (i = 0; i < watch_count; i++) {
        char what[64];
        snprintf(what, sizeof what, "%s \"%s\"", name_of(watches[i].object), watches[i].signal);
        RKT_CHECK_ENDED(&watches[i].watch, what);
    }
    CHECK_EQ_INT(off_loop(), 0);
    rkt_log_reset();
}

static rk_task *new_task_in(rk_context *context, const char *name) {
    rk_task *task = NULL;
    CHECK_OK(rk_task_create(context, &task));
    set_name(task, name);
    connect_watch(task, "resumed", (rk_callback)on_resumed);
    connect_watch(task, "suspended", (rk_callback)on_suspended);
    connect_watch(task, "canceled", (rk_callback)on_canceled);
    connect_watch(task, "completed", (rk_callback)on_completed);
    return task;
}

static rk_task *new_task(const char *name) { return new_task_in(ctx, name); }

static rk_indicator *new_indicator_in(rk_context *context, const char *name) {
    rk_indicator *indicator = NULL;
    CHECK_OK(rk_indicator_create(context, &indicator));
    set_name(indicator, name);
    connect_watch(indicator, "start-animating", (rk_callback)on_start);
    connect_watch(indicator, "stop-animating", (rk_callback)on_stop);
    return indicator;
}

static rk_indicator *new_indicator(const char *name) { return new_indicator_in(ctx, name); }

static rk_footer *new_footer_in(rk_context *context, const char *name) {
    rk_footer *footer = NULL;
    CHECK_OK(rk_footer_create(context, &footer));
    set_name(footer, name);
    connect_watch(footer, "state-changed", (rk_callback)on_footer_state);
    connect_watch(footer, "refreshing", (rk_callback)on_footer_refreshing);
    return footer;
}

static rk_footer *new_footer(const char *name) { return new_footer_in(ctx, name); }

static void dispatch(void) { CHECK_OK(rk_context_dispatch(ctx, NULL)); }

/* Sets the fake clock, then dispatches (timers due by then run). */
static void at(double t) {
    rkt_clock_set(&fixture.clock, t);
    dispatch();
}

#define BIND(indicator, task) CHECK_OK(rk_indicator_set_animating_with_state_of_task((indicator), (task)))
#define BIND_FOOTER(footer, task) CHECK_OK(rk_footer_set_refreshing_with_state_of_task((footer), (task)))

#define CHECK_STATE(task, expected)                                                               \
    do {                                                                                          \
        rk_task_state st_ = -1;                                                                   \
        CHECK_OK(rk_task_get_state((task), &st_));                                                \
        CHECK_EQ_INT(st_, (expected));                                                            \
    } while (0)

#define CHECK_ANIMATING(indicator, expected)                                                      \
    do {                                                                                          \
        int32_t an_ = -1;                                                                         \
        CHECK_OK(rk_indicator_is_animating((indicator), &an_));                                   \
        CHECK_EQ_INT(an_, (expected));                                                            \
    } while (0)

#define CHECK_FOOTER_STATE(footer, expected)                                                      \
    do {                                                                                          \
        rk_footer_state fs_ = -1;                                                                 \
        CHECK_OK(rk_footer_get_state((footer), &fs_));                                            \
        CHECK_EQ_INT(fs_, (expected));                                                            \
    } while (0)

static rk_activity_monitor_info monitor_info(void) {
    rk_activity_monitor_info info;
    memset(&info, 0xAB, sizeof info);
    info.struct_size = sizeof info;
    CHECK_OK(rk_activity_monitor_get_info(ctx, &info));
    return info;
}

#define CHECK_MONITOR(state_, visible_, active_)                                                  \
    do {                                                                                          \
        rk_activity_monitor_info mi_ = monitor_info();                                            \
        CHECK_EQ_INT(mi_.state, (state_));                                                        \
        CHECK_EQ_INT(mi_.visible, (visible_));                                                    \
        CHECK_EQ_INT(mi_.active_tasks, (active_));                                                \
    } while (0)

/* A task resumed and delivered: its events are in the log and checked. */
static rk_task *running_task(const char *name) {
    char expected[128];
    rk_task *task = new_task(name);
    CHECK_OK(rk_task_resume(task));
    dispatch();
    snprintf(expected, sizeof expected, "%s:resumed ctx:resumed(%s)", name, name);
    RKT_EXPECT_LOG(expected);
    return task;
}

/* ================================================================================================
 * Activity indicator (scenarios 1-16)
 * ============================================================================================== */

/* 1. Bind to a Suspended task: one stop before bind returns, no start. */
static void s01_bind_suspended_stops_sync(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = new_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    CHECK_ANIMATING(ai, 0);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* 2. Then T resumes: exactly one start, at dispatch (the state changes at once, the event later). */
static void s02_resume_starts_at_dispatch(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = new_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    CHECK_OK(rk_task_resume(t));
    CHECK_STATE(t, RK_TASK_RUNNING);
    RKT_EXPECT_LOG("");
    CHECK_ANIMATING(ai, 0);
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) AI:start");
    CHECK_ANIMATING(ai, 1);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* 3. Bind to a Running task: one start, synchronously. */
static void s03_bind_running_starts_sync(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = running_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    CHECK_ANIMATING(ai, 1);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* 4. Completion: one stop, after the task's own "completed" (the completion handler) ran. */
static void s04_completion_stops_after_completed(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = running_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    CHECK_STATE(t, RK_TASK_COMPLETED);
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,) AI:stop");
    CHECK_ANIMATING(ai, 0);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* 5. Suspend, drain, resume, drain: stop then start. */
static void s05_suspend_then_resume(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = running_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    CHECK_OK(rk_task_suspend(t));
    dispatch();
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T) AI:stop");
    CHECK_ANIMATING(ai, 0);
    CHECK_OK(rk_task_resume(t));
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) AI:start");
    CHECK_ANIMATING(ai, 1);
    teardown();
}

/* 6. CHANGED (B3): binding to a Completed task stops the indicator (the original issued nothing and
   kept it spinning); it binds nothing, and the earlier task's events no longer reach it. */
static void s06_bind_completed_stops_B3(void) {
    rk_task *a, *b;
    rk_indicator *ai;
    setup();
    a = running_task("A");
    ai = new_indicator("AI");
    BIND(ai, a);
    RKT_EXPECT_LOG("AI:start");
    b = new_task("B");
    CHECK_OK(rk_task_resume(b));
    CHECK_OK(rk_task_complete(b, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("B:resumed ctx:resumed(B) B:completed(0,) ctx:completed(B,0,)");
    BIND(ai, b);
    RKT_EXPECT_LOG("AI:stop");
    CHECK_ANIMATING(ai, 0);
    CHECK_OK(rk_task_suspend(a));
    CHECK_OK(rk_task_resume(a));
    CHECK_OK(rk_task_complete(a, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("A:suspended ctx:suspended(A) A:resumed ctx:resumed(A) A:completed(0,) ctx:completed(A,0,)");
    CHECK_ANIMATING(ai, 0);
    teardown();
}

/* 7. Rebinding from A to B: A's completion causes no stop; B's causes one. */
static void s07_rebind_drops_old_task(void) {
    rk_task *a, *b;
    rk_indicator *ai;
    setup();
    a = running_task("A");
    b = running_task("B");
    ai = new_indicator("AI");
    BIND(ai, a);
    RKT_EXPECT_LOG("AI:start");
    BIND(ai, b);
    RKT_EXPECT_LOG("AI:start");
    CHECK_OK(rk_task_complete(a, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("A:completed(0,) ctx:completed(A,0,)");
    CHECK_ANIMATING(ai, 1);
    CHECK_OK(rk_task_complete(b, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("B:completed(0,) ctx:completed(B,0,) AI:stop");
    CHECK_ANIMATING(ai, 0);
    teardown();
}

/* 8. Unbinding (NULL): no command, the indicator keeps animating, A's completion issues nothing. */
static void s08_unbind_issues_nothing(void) {
    rk_task *a;
    rk_indicator *ai;
    setup();
    a = running_task("A");
    ai = new_indicator("AI");
    BIND(ai, a);
    RKT_EXPECT_LOG("AI:start");
    BIND(ai, NULL);
    RKT_EXPECT_LOG("");
    CHECK_ANIMATING(ai, 1);
    CHECK_OK(rk_task_complete(a, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("A:completed(0,) ctx:completed(A,0,)");
    CHECK_ANIMATING(ai, 1);
    /* Unbinding an unbound indicator is fine too. */
    BIND(ai, NULL);
    RKT_EXPECT_LOG("");
    teardown();
}

/* 9. Bind to a Canceling task: one stop at once; the completion that follows stops once more. */
static void s09_bind_canceling_stops_then_completion_stops(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = running_task("T");
    CHECK_OK(rk_task_cancel(t));
    dispatch();
    RKT_EXPECT_LOG("T:canceled ctx:canceled(T)");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    CHECK_OK(rk_task_complete(t, -999, "cancelled"));
    dispatch();
    RKT_EXPECT_LOG("T:completed(-999,cancelled) ctx:completed(T,-999,cancelled) AI:stop");
    CHECK_ANIMATING(ai, 0);
    teardown();
}

/* 9b. CHANGED (B3): a bound indicator stops at cancel (the original spun until the completion that
   follows a cancel); the completion then issues its own stop (every event issues its command). */
static void s09b_cancel_stops_B3(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = running_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    CHECK_OK(rk_task_cancel(t));
    dispatch();
    RKT_EXPECT_LOG("T:canceled ctx:canceled(T) AI:stop");
    CHECK_ANIMATING(ai, 0);
    CHECK_OK(rk_task_complete(t, -999, "cancelled"));
    dispatch();
    RKT_EXPECT_LOG("T:completed(-999,cancelled) ctx:completed(T,-999,cancelled) AI:stop");
    /* Canceling a Suspended task (legal) also stops it. */
    {
        rk_task *u = new_task("U");
        rk_indicator *ai2 = new_indicator("AI2");
        BIND(ai2, u);
        RKT_EXPECT_LOG("AI2:stop");
        CHECK_OK(rk_task_cancel(u));
        dispatch();
        RKT_EXPECT_LOG("U:canceled ctx:canceled(U) AI2:stop");
    }
    teardown();
}

/* 10. The indicator destroyed while bound: its connections end at once, and T's later events never
   reach it; its handle is dead. */
static void s10_destroyed_indicator_never_called(void) {
    rk_task *t;
    rk_indicator *ai;
    int32_t animating = 7;
    setup();
    t = running_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    CHECK_OK(rk_indicator_destroy(ai));
    RKT_EXPECT_LOG("");
    check_notified(ai);
    CHECK_RC(rk_indicator_is_animating(ai, &animating), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(animating, 7);
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(ai, t), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_indicator_destroy(ai), RK_ERR_INVALID_HANDLE);
    CHECK_OK(rk_task_suspend(t));
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T) T:resumed ctx:resumed(T) T:completed(0,) ctx:completed(T,0,)");
    teardown();
}

/* 11. Destroyed with its stop queued (T completed, not yet dispatched): nothing reaches it. */
static void s11_destroyed_with_stop_queued(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = running_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    CHECK_OK(rk_indicator_destroy(ai));
    check_notified(ai);
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,)");
    teardown();
}

/* 12. Binding the same task twice: a second synchronous start; the completion stops only once. */
static void s12_rebind_same_task_no_duplicate(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = running_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,) AI:stop");
    teardown();
}

/* 13. Two indicators on one task: each stops exactly once, in bind order. */
static void s13_two_indicators_each_stop_once(void) {
    rk_task *t;
    rk_indicator *ai1, *ai2;
    setup();
    t = running_task("T");
    ai1 = new_indicator("AI1");
    ai2 = new_indicator("AI2");
    BIND(ai2, t);
    BIND(ai1, t);
    RKT_EXPECT_LOG("AI2:start AI1:start");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,) AI2:stop AI1:stop");
    CHECK_ANIMATING(ai1, 0);
    CHECK_ANIMATING(ai2, 0);
    teardown();
}

/* 14. Another task's events never reach the indicator. */
static void s14_other_task_ignored(void) {
    rk_task *t, *u;
    rk_indicator *ai;
    setup();
    t = new_task("T");
    u = new_task("U");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    CHECK_OK(rk_task_resume(u));
    dispatch();
    CHECK_OK(rk_task_suspend(u));
    dispatch();
    CHECK_OK(rk_task_resume(u));
    CHECK_OK(rk_task_complete(u, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("U:resumed ctx:resumed(U) U:suspended ctx:suspended(U) U:resumed ctx:resumed(U) "
               "U:completed(0,) ctx:completed(U,0,)");
    CHECK_ANIMATING(ai, 0);
    teardown();
}

/* 15. CHANGED (B1): any task emits its events (the original's "unmanaged" task emitted none, and
   its indicator spun forever). */
static void s15_every_task_emits_B1(void) {
    rk_task *x;
    rk_indicator *ai;
    setup();
    x = running_task("X");
    ai = new_indicator("AI");
    BIND(ai, x);
    RKT_EXPECT_LOG("AI:start");
    CHECK_OK(rk_task_complete(x, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("X:completed(0,) ctx:completed(X,0,) AI:stop");
    CHECK_ANIMATING(ai, 0);
    teardown();
}

/* 16. Resumed on a background thread: start is issued on the loop thread, at dispatch, never on the
   reporting thread. */
typedef struct {
    rk_task *task;
    int which; /* 0 resume, 1 suspend, 2 cancel, 3 complete */
    rk_status status;
} report_args;

static void *report_thread(void *arg) {
    report_args *a = arg;
    switch (a->which) {
    case 0: a->status = rk_task_resume(a->task); break;
    case 1: a->status = rk_task_suspend(a->task); break;
    case 2: a->status = rk_task_cancel(a->task); break;
    default: a->status = rk_task_complete(a->task, 0, "from a worker"); break;
    }
    return NULL;
}

static rk_status report_from_thread(rk_task *task, int which) {
    pthread_t thread;
    report_args a;
    a.task = task;
    a.which = which;
    a.status = 12345;
    if (pthread_create(&thread, NULL, report_thread, &a) != 0) {
        CHECK_MSG(0, "pthread_create failed");
        return a.status;
    }
    pthread_join(thread, NULL);
    return a.status;
}

static void s16_background_resume_starts_on_loop(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = new_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    CHECK_EQ_INT(report_from_thread(t, 0), RK_OK);
    RKT_EXPECT_LOG("");
    CHECK_STATE(t, RK_TASK_RUNNING);
    CHECK_ANIMATING(ai, 0);
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) AI:start");
    CHECK_EQ_INT(report_from_thread(t, 3), RK_OK);
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,from a worker) ctx:completed(T,0,from a worker) AI:stop");
    CHECK_EQ_INT(off_loop(), 0);
    teardown();
}

/* ================================================================================================
 * Refresh control -> the footer bound to a task (scenarios 17-21, B4)
 * ============================================================================================== */

/* 17. Bind to a Running task: Refreshing at once, synchronously, and without the "refreshing"
   trigger even when the begin animation ends (the task is the load); later events are followed. */
static void s17_footer_running_begins_sync_without_trigger_B4(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    t = running_task("T");
    f = new_footer("F");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("F:I>R");
    CHECK_FOOTER_STATE(f, RK_FOOTER_REFRESHING);
    at(1.0); /* the 0.25 s begin animation ends */
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,) F:R>I");
    CHECK_FOOTER_STATE(f, RK_FOOTER_IDLE);
    at(2.0);
    RKT_EXPECT_LOG("");
    teardown();
}

/* 18. CHANGED (B4): bound to a Suspended task the footer does nothing yet and begins when the task
   resumes (the original refresh control ended at once, registered nothing, and never began). */
static void s18_footer_suspended_begins_on_resume_B4(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    t = new_task("T");
    f = new_footer("F");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("");
    CHECK_FOOTER_STATE(f, RK_FOOTER_IDLE);
    CHECK_OK(rk_task_resume(t));
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) F:I>R");
    at(1.0);
    RKT_EXPECT_LOG("");
    CHECK_FOOTER_STATE(f, RK_FOOTER_REFRESHING);
    teardown();
}

/* 19. Bind to a Completed task: a refreshing footer ends once, at once; nothing is bound. */
static void s19_footer_completed_ends_once(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    f = new_footer("F");
    CHECK_OK(rk_footer_begin_refreshing(f, NULL, NULL));
    RKT_EXPECT_LOG("F:I>R");
    at(1.0);
    RKT_EXPECT_LOG("F:refreshing"); /* the host's own begin keeps its trigger */
    t = running_task("T");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,)");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("F:R>I");
    CHECK_FOOTER_STATE(f, RK_FOOTER_IDLE);
    /* An Idle footer bound to a Completed task: the end acts only on a refreshing footer. */
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("");
    at(2.0);
    RKT_EXPECT_LOG("");
    teardown();
}

/* 20. Suspend, resume, complete (each drained): end, begin, end. */
static void s20_footer_follows_suspend_resume_complete(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    t = running_task("T");
    f = new_footer("F");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("F:I>R");
    CHECK_OK(rk_task_suspend(t));
    dispatch();
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T) F:R>I");
    CHECK_OK(rk_task_resume(t));
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) F:I>R");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,) F:R>I");
    at(5.0);
    RKT_EXPECT_LOG("");
    teardown();
}

/* 21. Unbinding (NULL): no command then, none after. */
static void s21_footer_unbind_no_commands(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    t = running_task("T");
    f = new_footer("F");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("F:I>R");
    BIND_FOOTER(f, NULL);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,)");
    CHECK_FOOTER_STATE(f, RK_FOOTER_REFRESHING);
    teardown();
}

/* ================================================================================================
 * Refresh control -> the header bound to a task (B4, as the footer's; added in 1.2)
 * ============================================================================================== */

static rk_header *new_header(const char *name) {
    rk_header *header = NULL;
    CHECK_OK(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &header));
    set_name(header, name);
    connect_watch(header, "state-changed", (rk_callback)on_footer_state);
    connect_watch(header, "refreshing", (rk_callback)on_footer_refreshing);
    return header;
}

#define BIND_HEADER(header, task) CHECK_OK(rk_header_set_refreshing_with_state_of_task((header), (task)))

#define CHECK_HEADER_STATE(header, expected)                                                      \
    do {                                                                                          \
        rk_footer_state hs_ = -1;                                                                 \
        CHECK_OK(rk_header_get_state((header), &hs_));                                            \
        CHECK_EQ_INT(hs_, (expected));                                                            \
    } while (0)

/* Running at bind: Refreshing at once without the trigger; suspend ends, resume begins, completion
   ends, each at dispatch, in the task's order. */
static void h1_header_follows_its_task_B4(void) {
    rk_task *t;
    rk_header *h;
    setup();
    t = running_task("T");
    h = new_header("H");
    BIND_HEADER(h, t);
    RKT_EXPECT_LOG("H:I>R");
    CHECK_HEADER_STATE(h, RK_FOOTER_REFRESHING);
    at(1.0); /* the begin animation ends: no "refreshing" (the task is the load) */
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_suspend(t));
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_complete(t, 0, NULL));
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T) H:R>I T:resumed ctx:resumed(T) H:I>R "
                   "T:completed(0,) ctx:completed(T,0,) H:R>I");
    CHECK_HEADER_STATE(h, RK_FOOTER_IDLE);
    at(5.0);
    RKT_EXPECT_LOG("");
    teardown();
}

/* Suspended at bind: nothing until the resume; a host begin keeps its trigger; unbinding stops the
   commands; a footer and a header bound to one task follow it in bind order. */
static void h2_header_suspended_unbind_and_bind_order_B4(void) {
    rk_task *t;
    rk_header *h;
    rk_footer *f;
    setup();
    t = new_task("T");
    h = new_header("H");
    f = new_footer("F");
    BIND_HEADER(h, t);
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_resume(t));
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) H:I>R F:I>R");
    BIND_HEADER(h, NULL);
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,) F:R>I");
    CHECK_HEADER_STATE(h, RK_FOOTER_REFRESHING);
    /* Bound to a Completed task: a refreshing header ends at once. */
    BIND_HEADER(h, t);
    RKT_EXPECT_LOG("H:R>I");
    CHECK_OK(rk_header_begin_refreshing(h, NULL, NULL));
    RKT_EXPECT_LOG("H:I>R");
    at(1.0);
    RKT_EXPECT_LOG("H:refreshing");
    teardown();
}

/* Bad pairs: a footer handle for a header, a task of another context, a destroyed task. */
static void h3_header_bind_bad_handles(void) {
    rk_context *other = NULL;
    rk_task *t, *foreign = NULL;
    rk_header *h;
    rk_footer *f;
    setup();
    t = running_task("T");
    h = new_header("H");
    f = new_footer("F");
    CHECK_EQ_INT(rk_header_set_refreshing_with_state_of_task((rk_header *)f, t), RK_ERR_INVALID_HANDLE);
    CHECK_OK(rk_context_create(&other));
    CHECK_OK(rk_task_create(other, &foreign));
    CHECK_EQ_INT(rk_header_set_refreshing_with_state_of_task(h, foreign), RK_ERR_INVALID_HANDLE);
    CHECK(rk_last_error_message(NULL, 0) > 0);
    CHECK_OK(rk_context_destroy(other));
    CHECK_OK(rk_task_destroy(t));
    CHECK_EQ_INT(rk_header_set_refreshing_with_state_of_task(h, t), RK_ERR_INVALID_HANDLE);
    CHECK_HEADER_STATE(h, RK_FOOTER_IDLE);
    RKT_EXPECT_LOG("");
    teardown();
}

/* ================================================================================================
 * Event source (scenarios 22-27)
 * ============================================================================================== */

/* 22. A resume of a Suspended task: exactly one task signal and one context signal, whose object
   and parameter are that task, at dispatch only. */
static void s22_resume_emits_one_task_and_one_context_signal(void) {
    rk_task *t;
    setup();
    t = new_task("T");
    CHECK_OK(rk_task_resume(t));
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T)");
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* 23. Requests that change nothing (resume while Running, suspend while Suspended, cancel while
   Canceling) succeed and emit nothing. */
static void s23_request_that_changes_nothing_emits_nothing(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = new_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    CHECK_OK(rk_task_suspend(t)); /* never resumed */
    CHECK_STATE(t, RK_TASK_SUSPENDED);
    dispatch();
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_resume(t)); /* already Running */
    CHECK_OK(rk_task_resume(t));
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) AI:start");
    CHECK_OK(rk_task_cancel(t));
    CHECK_OK(rk_task_cancel(t)); /* already Canceling */
    CHECK_STATE(t, RK_TASK_CANCELING);
    dispatch();
    RKT_EXPECT_LOG("T:canceled ctx:canceled(T) AI:stop");
    CHECK_OK(rk_task_cancel(t));
    dispatch();
    RKT_EXPECT_LOG("");
    /* The same from another thread. */
    CHECK_EQ_INT(report_from_thread(t, 2), RK_OK);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* 24. A failed completion carries its error code and message (copied at the call). */
static void s24_completion_carries_error_and_message(void) {
    rk_task *t;
    char message[64];
    setup();
    t = running_task("T");
    snprintf(message, sizeof message, "%s", "The request timed out.");
    CHECK_OK(rk_task_complete(t, -1001, message));
    memset(message, 'X', sizeof message - 1); /* the message was copied */
    message[sizeof message - 1] = '\0';
    dispatch();
    RKT_EXPECT_LOG("T:completed(-1001,The request timed out.) ctx:completed(T,-1001,The request timed out.)");
    teardown();
}

/* 25. A successful completion: code 0; a NULL message reaches handlers as "" (never NULL); UTF-8
   passes through; invalid UTF-8 is refused and changes nothing. */
static void s25_completion_success_and_message_rules(void) {
    rk_task *t, *u;
    static const char bad[] = {(char)0xC3, (char)0x28, 0};
    setup();
    t = running_task("T");
    CHECK_RC(rk_task_complete(t, 0, bad), RK_ERR_INVALID_ARGUMENT);
    CHECK_STATE(t, RK_TASK_RUNNING);
    {
        char *longest = malloc(RK_MAX_STRING_BYTES + 2);
        if (longest) {
            memset(longest, 'a', RK_MAX_STRING_BYTES + 1);
            longest[RK_MAX_STRING_BYTES + 1] = '\0';
            CHECK_RC(rk_task_complete(t, 0, longest), RK_ERR_INVALID_ARGUMENT);
            free(longest);
        }
    }
    CHECK_STATE(t, RK_TASK_RUNNING);
    dispatch();
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,)");
    u = running_task("U");
    CHECK_OK(rk_task_complete(u, 0, "\xE5\xAE\x8C\xE6\x88\x90")); /* 完成 */
    dispatch();
    RKT_EXPECT_LOG("U:completed(0,\xE5\xAE\x8C\xE6\x88\x90) ctx:completed(U,0,\xE5\xAE\x8C\xE6\x88\x90)");
    teardown();
}

/* 26. Two contexts (the original's two managers): a task's event is emitted once, by its own
   context; the other context sees nothing. */
static void s26_one_event_from_the_tasks_own_context(void) {
    rk_context *ctx2 = NULL;
    rk_task *t;
    setup();
    CHECK_OK(rk_context_create(&ctx2));
    watch_context(ctx2, "ctx2");
    t = new_task("T");
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_context_dispatch(ctx2, NULL));
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T)");
    CHECK_OK(rk_context_dispatch(ctx2, NULL));
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_context_destroy(ctx2));
    teardown();
}

/* 27. CHANGED (B1): every transition of every task is emitted, in transition order (the original
   stopped republishing resume/suspend when the app overwrote taskDescription). */
static void s27_every_transition_emitted_in_order_B1(void) {
    rk_task *t;
    setup();
    t = new_task("T");
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_suspend(t));
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_cancel(t));
    CHECK_OK(rk_task_complete(t, -999, "cancelled"));
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) T:suspended ctx:suspended(T) T:resumed ctx:resumed(T) "
               "T:canceled ctx:canceled(T) T:completed(-999,cancelled) ctx:completed(T,-999,cancelled)");
    teardown();
}

/* ================================================================================================
 * Activity monitor (scenarios 28-41)
 * ============================================================================================== */

/* 28. Defaults: off, delays 1.0 and 0.17, hidden, NotActive, nothing counted. */
static void s28_monitor_defaults(void) {
    rk_activity_monitor_info info;
    setup();
    info = monitor_info();
    CHECK_EQ_INT(info.struct_size, sizeof info);
    CHECK_EQ_INT(info.enabled, 0);
    CHECK_EQ_INT(info.state, RK_ACTIVITY_NOT_ACTIVE);
    CHECK_EQ_INT(info.visible, 0);
    CHECK_EQ_INT(info.active_tasks, 0);
    CHECK_EQ_BITS(info.activation_delay, 1.0);
    CHECK_EQ_BITS(info.completion_delay, 0.17);
    teardown();
}

/* 29. Disabled: a resumed task is counted (at dispatch), nothing is ever shown. */
static void s29_disabled_counts_without_showing(void) {
    rk_task *t;
    setup();
    t = new_task("T");
    CHECK_OK(rk_task_resume(t));
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0); /* it sees transitions at dispatch */
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T)");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 1);
    at(10.0);
    RKT_EXPECT_LOG("");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 1);
    teardown();
}

/* 30. Enabled with both delays 0: one request shows once, then hides once; a delay of 0 still waits
   for the next dispatch. */
static void s30_zero_delays_show_then_hide(void) {
    rk_task *t;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_OK(rk_activity_monitor_set_delays(ctx, 0.0, 0.0));
    t = new_task("T");
    CHECK_OK(rk_task_resume(t));
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T)");
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_START, 0, 1);
    dispatch();
    RKT_EXPECT_LOG("ctx:visible(1)@0.0000");
    CHECK_MONITOR(RK_ACTIVITY_ACTIVE, 1, 1);
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,)");
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_END, 1, 0);
    dispatch();
    RKT_EXPECT_LOG("ctx:visible(0)@0.0000");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* 31. Defaults: a request from 0 to 0.5 s never shows anything. */
static void s31_short_request_never_shows(void) {
    rk_task *t;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    t = new_task("T");
    CHECK_OK(rk_task_resume(t));
    at(0.0);
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T)");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    at(0.5);
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,)");
    at(1.0);
    at(1.5);
    at(10.0);
    RKT_EXPECT_LOG("");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0);
    double timeout = 0;
    CHECK_OK(rk_context_next_timeout(ctx, &timeout));
    CHECK_EQ_BITS(timeout, -1.0);
    teardown();
}

/* 32. Defaults: a request from 0 to 2.0 s shows at 1.0 and hides at 2.17 (not before). */
static void s32_long_request_shows_at_1_hides_at_2_17(void) {
    rk_task *t;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    t = new_task("T");
    CHECK_OK(rk_task_resume(t));
    at(0.0);
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T)");
    at(0.9999);
    RKT_EXPECT_LOG("");
    at(1.0);
    RKT_EXPECT_LOG("ctx:visible(1)@1.0000");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    at(2.0);
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,)");
    at(2.1699);
    RKT_EXPECT_LOG("");
    at(2.1701);
    RKT_EXPECT_LOG("ctx:visible(0)@2.1701");
    teardown();
}

/* 33. Delays 1.0/1.0, requests 0-4 s and 0-2 s: exactly one show and one hide. */
static void s33_overlapping_requests_one_show_one_hide(void) {
    rk_task *a, *b;
    double t;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_OK(rk_activity_monitor_set_delays(ctx, 1.0, 1.0));
    a = new_task("A");
    b = new_task("B");
    CHECK_OK(rk_task_resume(a));
    CHECK_OK(rk_task_resume(b));
    at(0.0);
    RKT_EXPECT_LOG("A:resumed ctx:resumed(A) B:resumed ctx:resumed(B)");
    for (t = 0.25; t < 2.0; t += 0.25) at(t);
    RKT_EXPECT_LOG("ctx:visible(1)@1.0000");
    CHECK_OK(rk_task_complete(b, 0, NULL));
    at(2.0);
    RKT_EXPECT_LOG("B:completed(0,) ctx:completed(B,0,)");
    for (t = 2.25; t < 4.0; t += 0.25) at(t);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_complete(a, 0, NULL));
    at(4.0);
    RKT_EXPECT_LOG("A:completed(0,) ctx:completed(A,0,)");
    for (t = 4.25; t <= 8.0; t += 0.25) at(t);
    RKT_EXPECT_LOG("ctx:visible(0)@5.0000");
    teardown();
}

/* 34. Active; A completes and B resumes 0.1 s later (< 0.17): no hide in between. */
static void s34_back_to_back_requests_stay_visible(void) {
    rk_task *a, *b;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    a = new_task("A");
    CHECK_OK(rk_task_resume(a));
    at(0.0);
    at(1.0);
    RKT_EXPECT_LOG("A:resumed ctx:resumed(A) ctx:visible(1)@1.0000");
    CHECK_OK(rk_task_complete(a, 0, NULL));
    at(2.0);
    RKT_EXPECT_LOG("A:completed(0,) ctx:completed(A,0,)");
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_END, 1, 0);
    b = new_task("B");
    CHECK_OK(rk_task_resume(b));
    at(2.1);
    RKT_EXPECT_LOG("B:resumed ctx:resumed(B)");
    CHECK_MONITOR(RK_ACTIVITY_ACTIVE, 1, 1);
    at(2.2);
    at(3.0);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_complete(b, 0, NULL));
    at(3.0);
    at(3.2);
    RKT_EXPECT_LOG("B:completed(0,) ctx:completed(B,0,) ctx:visible(0)@3.2000");
    teardown();
}

/* 35. CHANGED (B5): end events of a task that was never counted (cancel and completion without a
   resume) leave the count at 0 and show nothing (the original decremented, clamped at 0). */
static void s35_uncounted_end_events_change_nothing_B5(void) {
    rk_task *t;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_OK(rk_activity_monitor_set_delays(ctx, 0.0, 0.0));
    t = new_task("T");
    CHECK_OK(rk_task_cancel(t));
    CHECK_OK(rk_task_complete(t, -999, "cancelled"));
    dispatch();
    RKT_EXPECT_LOG("T:canceled ctx:canceled(T) T:completed(-999,cancelled) ctx:completed(T,-999,cancelled)");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0);
    at(5.0);
    RKT_EXPECT_LOG("");
    teardown();
}

/* 36. CHANGED (B1): there is no task "without a URL": every resumed task counts. */
static void s36_every_task_counts_B1(void) {
    rk_task *a, *b;
    setup();
    a = new_task("A");
    b = new_task("B");
    CHECK_OK(rk_task_resume(a));
    CHECK_OK(rk_task_resume(b));
    dispatch();
    RKT_EXPECT_LOG("A:resumed ctx:resumed(A) B:resumed ctx:resumed(B)");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 2);
    teardown();
}

/* 37. Enabled and Active: disabling hides at once (during the call, on the loop thread), and both
   timers are canceled (nothing fires later, from DelayingStart or DelayingEnd either). */
static void s37_disable_hides_at_once_and_cancels_timers(void) {
    rk_task *a, *b;
    double timeout = 0;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    a = new_task("A");
    CHECK_OK(rk_task_resume(a));
    at(0.0);
    at(1.0);
    RKT_EXPECT_LOG("A:resumed ctx:resumed(A) ctx:visible(1)@1.0000");
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 0));
    RKT_EXPECT_LOG("ctx:visible(0)@1.0000");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 1);
    CHECK_OK(rk_context_next_timeout(ctx, &timeout));
    CHECK_EQ_BITS(timeout, -1.0);
    at(5.0);
    RKT_EXPECT_LOG("");
    /* From DelayingStart: the activation timer is canceled. */
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_START, 0, 1);
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 0));
    RKT_EXPECT_LOG("");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 1);
    at(10.0);
    RKT_EXPECT_LOG("");
    /* From DelayingEnd: the completion timer is canceled, and the hide happens at the call. */
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    at(11.0);
    RKT_EXPECT_LOG("ctx:visible(1)@11.0000");
    CHECK_OK(rk_task_complete(a, 0, NULL));
    at(11.05);
    RKT_EXPECT_LOG("A:completed(0,) ctx:completed(A,0,)");
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_END, 1, 0);
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 0));
    RKT_EXPECT_LOG("ctx:visible(0)@11.0500");
    CHECK_OK(rk_context_next_timeout(ctx, &timeout));
    CHECK_EQ_BITS(timeout, -1.0);
    at(20.0);
    RKT_EXPECT_LOG("");
    /* Disabled, a task keeps being counted. */
    b = new_task("B");
    CHECK_OK(rk_task_resume(b));
    at(21.0);
    RKT_EXPECT_LOG("B:resumed ctx:resumed(B)");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 1);
    teardown();
}

/* 38. CHANGED (B5): enabling re-evaluates at once (the original waited for the next count change):
   with a task running it shows after the activation delay; if the task ends before that, nothing
   is ever shown. */
static void s38_enable_reevaluates_B5(void) {
    rk_task *a, *b;
    setup();
    a = new_task("A");
    CHECK_OK(rk_task_resume(a));
    at(0.0);
    RKT_EXPECT_LOG("A:resumed ctx:resumed(A)");
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_START, 0, 1);
    RKT_EXPECT_LOG("");
    at(0.9);
    RKT_EXPECT_LOG("");
    at(1.0);
    RKT_EXPECT_LOG("ctx:visible(1)@1.0000");
    CHECK_OK(rk_task_complete(a, 0, NULL));
    at(1.0);
    at(2.0);
    RKT_EXPECT_LOG("A:completed(0,) ctx:completed(A,0,) ctx:visible(0)@2.0000");
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 0));
    /* Count 1 while disabled; enable; the task ends at +0.5, before the activation delay. */
    b = new_task("B");
    CHECK_OK(rk_task_resume(b));
    at(10.0);
    RKT_EXPECT_LOG("B:resumed ctx:resumed(B)");
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_START, 0, 1);
    CHECK_OK(rk_task_complete(b, 0, NULL));
    at(10.5);
    RKT_EXPECT_LOG("B:completed(0,) ctx:completed(B,0,)");
    at(11.0);
    at(12.0);
    RKT_EXPECT_LOG("");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0);
    /* Enabling an enabled monitor changes nothing. */
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0);
    RKT_EXPECT_LOG("");
    teardown();
}

/* 39. Active: a suspend uncounts the task (DelayingEnd), a resume counts it again. */
static void s39_suspend_uncounts_resume_recounts(void) {
    rk_task *t;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    t = new_task("T");
    CHECK_OK(rk_task_resume(t));
    at(0.0);
    at(1.0);
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) ctx:visible(1)@1.0000");
    CHECK_OK(rk_task_suspend(t));
    at(1.5);
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T)");
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_END, 1, 0);
    CHECK_OK(rk_task_resume(t));
    at(1.6);
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T)");
    CHECK_MONITOR(RK_ACTIVITY_ACTIVE, 1, 1);
    at(3.0);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_suspend(t));
    at(3.0);
    at(3.2);
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T) ctx:visible(0)@3.2000");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0);
    teardown();
}

/* 40. "activity-visibility-changed" fires only on a real change; without a handler the monitor
   works the same (get_info follows). */
static void s40_visibility_signal_only_on_real_change(void) {
    rk_context *quiet = NULL;
    rk_task *t = NULL;
    rk_activity_monitor_info info;
    setup();
    /* Hidden: toggling enabled changes nothing visible, so nothing is emitted. */
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 0));
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 0));
    at(3.0);
    RKT_EXPECT_LOG("");
    CHECK_RC(rk_activity_monitor_set_enabled(ctx, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_activity_monitor_set_delays(ctx, -1.0, 0.0), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_activity_monitor_set_delays(ctx, 0.0, NAN), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_activity_monitor_set_delays(ctx, INFINITY, 0.0), RK_ERR_INVALID_ARGUMENT);
    info = monitor_info();
    CHECK_EQ_INT(info.enabled, 0);
    info.struct_size = sizeof info - 1;
    CHECK_RC(rk_activity_monitor_get_info(ctx, &info), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_activity_monitor_get_info(ctx, NULL), RK_ERR_INVALID_ARGUMENT);
    info = monitor_info();
    CHECK_EQ_BITS(info.activation_delay, 1.0);
    CHECK_EQ_BITS(info.completion_delay, 0.17);
    /* A context with no handler at all. */
    CHECK_OK(rk_context_create(&quiet));
    CHECK_OK(rk_activity_monitor_set_enabled(quiet, 1));
    CHECK_OK(rk_activity_monitor_set_delays(quiet, 0.0, 0.0));
    CHECK_OK(rk_task_create(quiet, &t));
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_context_dispatch(quiet, NULL));
    CHECK_OK(rk_context_dispatch(quiet, NULL));
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    CHECK_OK(rk_activity_monitor_get_info(quiet, &info));
    CHECK_EQ_INT(info.visible, 1);
    CHECK_EQ_INT(info.state, RK_ACTIVITY_ACTIVE);
    CHECK_OK(rk_context_destroy(quiet));
    RKT_EXPECT_LOG("");
    teardown();
}

/* 41. CHANGED (B5): Active with A running; B is canceled and completed without ever being resumed:
   the count stays 1 and nothing hides (the original under-counted and hid while A still ran). */
static void s41_cancel_without_resume_changes_nothing_B5(void) {
    rk_task *a, *b;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    a = new_task("A");
    CHECK_OK(rk_task_resume(a));
    at(0.0);
    at(1.0);
    RKT_EXPECT_LOG("A:resumed ctx:resumed(A) ctx:visible(1)@1.0000");
    b = new_task("B");
    CHECK_OK(rk_task_cancel(b));
    CHECK_OK(rk_task_complete(b, -999, "cancelled"));
    at(1.1);
    RKT_EXPECT_LOG("B:canceled ctx:canceled(B) B:completed(-999,cancelled) ctx:completed(B,-999,cancelled)");
    CHECK_MONITOR(RK_ACTIVITY_ACTIVE, 1, 1);
    at(2.0);
    at(5.0);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_complete(a, 0, NULL));
    at(6.0);
    at(6.16);
    at(6.2);
    RKT_EXPECT_LOG("A:completed(0,) ctx:completed(A,0,) ctx:visible(0)@6.2000");
    teardown();
}

/* 42. CHANGED (B3, B6): T just completed, its event still queued; bind then: the indicator stops at
   once (B3: the original issued nothing), binds nothing, and the queued completion, made before
   the bind, is not replayed to it (B6). */
static void s42_bind_while_completion_queued_B3_B6(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = running_task("T");
    ai = new_indicator("AI");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,)");
    CHECK_ANIMATING(ai, 0);
    teardown();
}

/* ================================================================================================
 * The header's other binder promises
 * ============================================================================================== */

/* B2: illegal transitions return RK_ERR_INVALID_STATE, change nothing and emit nothing. */
static void x_illegal_transitions_refused_B2(void) {
    rk_task *t;
    rk_indicator *ai;
    rk_task_state state = 77;
    setup();
    t = new_task("T");
    ai = new_indicator("AI");
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    /* Suspended: complete is illegal. */
    CHECK_RC(rk_task_complete(t, 0, NULL), RK_ERR_INVALID_STATE);
    CHECK_STATE(t, RK_TASK_SUSPENDED);
    /* Canceling: resume and suspend are illegal. */
    CHECK_OK(rk_task_cancel(t));
    CHECK_RC(rk_task_resume(t), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_task_suspend(t), RK_ERR_INVALID_STATE);
    CHECK_STATE(t, RK_TASK_CANCELING);
    /* Completed: everything is illegal. */
    CHECK_OK(rk_task_complete(t, 1, "done"));
    CHECK_RC(rk_task_resume(t), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_task_suspend(t), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_task_cancel(t), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_task_complete(t, 0, NULL), RK_ERR_INVALID_STATE);
    CHECK_STATE(t, RK_TASK_COMPLETED);
    /* From another thread as well. */
    CHECK_EQ_INT(report_from_thread(t, 0), RK_ERR_INVALID_STATE);
    CHECK_EQ_INT(report_from_thread(t, 3), RK_ERR_INVALID_STATE);
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:canceled ctx:canceled(T) AI:stop T:completed(1,done) ctx:completed(T,1,done) AI:stop");
    /* Bad handles and arguments. */
    CHECK_RC(rk_task_resume(NULL), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_task_resume(RKT_HANDLE(rk_task, 0x1234)), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_task_resume((rk_task *)(void *)ai), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_task_get_state(t, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_task_get_state(NULL, &state), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(state, 77);
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(ai, (rk_task *)(void *)ai), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(NULL, t), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_indicator_is_animating(ai, NULL), RK_ERR_INVALID_ARGUMENT);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* B6: the initial command runs inside the bind call; events, even of transitions made on the loop
   thread, only at dispatch, in transition order, to the task, the context, then the followers in
   bind order (indicators and footers), then the activity monitor. */
static void on_start_read_monitor(void *indicator, void *user_data) {
    rk_activity_monitor_info info;
    rkt_watch_called(user_data);
    (void)indicator;
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    CHECK_OK(rk_activity_monitor_get_info(ctx, &info));
    rkt_log("monitor=%lld", (long long)info.active_tasks);
}

static void x_delivery_order_and_timing_B6(void) {
    rk_task *t;
    rk_indicator *ai1, *ai2;
    rk_footer *f;
    setup();
    t = new_task("T");
    ai1 = new_indicator("AI1");
    f = new_footer("F");
    ai2 = new_indicator("AI2");
    connect_watch(ai2, "start-animating", (rk_callback)on_start_read_monitor);
    BIND(ai1, t);
    RKT_EXPECT_LOG("AI1:stop");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("");
    BIND(ai2, t);
    RKT_EXPECT_LOG("AI2:stop");
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_suspend(t));
    CHECK_OK(rk_task_resume(t));
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T) AI1:start F:I>R AI2:start monitor=0 "
               "T:suspended ctx:suspended(T) AI1:stop F:R>I AI2:stop "
               "T:resumed ctx:resumed(T) AI1:start F:I>R AI2:start monitor=0");
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 1);
    teardown();
}

/* B6: a rebind drops the old task's queued events, for indicators and footers, also when the
   "new" task is the same one. */
static void x_rebind_drops_queued_events_B6(void) {
    rk_task *a, *b, *t;
    rk_indicator *ai, *ai2;
    rk_footer *f;
    setup();
    a = running_task("A");
    b = running_task("B");
    ai = new_indicator("AI");
    f = new_footer("F");
    BIND(ai, a);
    BIND_FOOTER(f, a);
    RKT_EXPECT_LOG("AI:start F:I>R");
    CHECK_OK(rk_task_suspend(a));
    CHECK_OK(rk_task_resume(a));
    CHECK_OK(rk_task_complete(a, 0, NULL));
    BIND(ai, b);
    BIND_FOOTER(f, b); /* already Refreshing: nothing to do */
    RKT_EXPECT_LOG("AI:start");
    dispatch();
    RKT_EXPECT_LOG("A:suspended ctx:suspended(A) A:resumed ctx:resumed(A) A:completed(0,) ctx:completed(A,0,)");
    CHECK_ANIMATING(ai, 1);
    CHECK_FOOTER_STATE(f, RK_FOOTER_REFRESHING);
    /* Rebinding to the same task: what was queued before the rebind is dropped, what comes after
       is delivered. */
    t = running_task("T");
    ai2 = new_indicator("AI2");
    BIND(ai2, t);
    RKT_EXPECT_LOG("AI2:start");
    CHECK_OK(rk_task_suspend(t));
    BIND(ai2, t);
    RKT_EXPECT_LOG("AI2:stop");
    CHECK_OK(rk_task_resume(t));
    dispatch();
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T) T:resumed ctx:resumed(T) AI2:start");
    teardown();
}

/* B6: a new bind does not replay events queued before it (the original could issue a stale second
   start: spec section 6). */
static void x_bind_does_not_replay_queued_events_B6(void) {
    rk_task *t, *u;
    rk_indicator *ai;
    rk_footer *f;
    setup();
    t = new_task("T");
    ai = new_indicator("AI");
    CHECK_OK(rk_task_resume(t));
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:start");
    dispatch();
    RKT_EXPECT_LOG("T:resumed ctx:resumed(T)");
    /* A footer bound to a Suspended task whose resume and suspend are still queued. */
    u = new_task("U");
    f = new_footer("F");
    CHECK_OK(rk_task_resume(u));
    CHECK_OK(rk_task_suspend(u));
    BIND_FOOTER(f, u);
    RKT_EXPECT_LOG("");
    dispatch();
    RKT_EXPECT_LOG("U:resumed ctx:resumed(U) U:suspended ctx:suspended(U)");
    CHECK_FOOTER_STATE(f, RK_FOOTER_IDLE);
    CHECK_OK(rk_task_resume(u));
    dispatch();
    RKT_EXPECT_LOG("U:resumed ctx:resumed(U) F:I>R");
    teardown();
}

/* A task destroyed with queued events: its followers are unbound without a command, its queued
   events are dropped (no task or context signal), the monitor stops counting it, its connections
   end at once, and its handle is dead from every thread. */
static void x_task_destroyed_with_queued_events(void) {
    rk_task *t;
    rk_indicator *ai;
    rk_footer *f;
    setup();
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    CHECK_OK(rk_activity_monitor_set_delays(ctx, 0.0, 0.0));
    t = running_task("T");
    at(0.0);
    RKT_EXPECT_LOG("ctx:visible(1)@0.0000");
    ai = new_indicator("AI");
    f = new_footer("F");
    BIND(ai, t);
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("AI:start F:I>R");
    CHECK_OK(rk_task_suspend(t));
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_destroy(t));
    RKT_EXPECT_LOG("");
    check_notified(t);
    CHECK_MONITOR(RK_ACTIVITY_DELAYING_END, 1, 0);
    CHECK_ANIMATING(ai, 1);
    CHECK_FOOTER_STATE(f, RK_FOOTER_REFRESHING);
    dispatch();
    RKT_EXPECT_LOG("ctx:visible(0)@0.0000");
    dispatch();
    RKT_EXPECT_LOG("");
    CHECK_RC(rk_task_resume(t), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_task_destroy(t), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(report_from_thread(t, 1), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(ai, t), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_set_refreshing_with_state_of_task(f, t), RK_ERR_INVALID_HANDLE);
    /* A task whose events were never dispatched: destroyed, they never appear. */
    {
        rk_task *u = new_task("U");
        CHECK_OK(rk_task_resume(u));
        CHECK_OK(rk_task_complete(u, 0, NULL));
        CHECK_OK(rk_task_destroy(u));
        check_notified(u);
        dispatch();
        RKT_EXPECT_LOG("");
        CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0);
    }
    teardown();
}

/* B6: a task destroyed by its own handler, mid-delivery: the rest of that delivery is dropped like
   its queued events (rk_task_destroy): no context signal carrying the dead handle after the destroy
   returned, no command to its (now unbound) followers, the monitor does not count it; the
   following queued events are dropped too. */
static rk_task *destroy_me;

static void on_resumed_destroy(void *task, void *user_data) {
    rkt_watch_called(user_data);
    rkt_log("%s:resumed+destroy", name_of(task));
    if (task == (void *)destroy_me) {
        CHECK_OK(rk_task_destroy(destroy_me));
        destroy_me = NULL;
    }
}

static void x_task_destroyed_by_own_handler_B6(void) {
    rk_task *t;
    rk_indicator *ai;
    setup();
    t = new_task("T");
    ai = new_indicator("AI");
    connect_watch(t, "resumed", (rk_callback)on_resumed_destroy);
    BIND(ai, t);
    RKT_EXPECT_LOG("AI:stop");
    destroy_me = t;
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_task_suspend(t));
    dispatch();
    RKT_EXPECT_LOG("T:resumed T:resumed+destroy");
    check_notified(t);
    CHECK_ANIMATING(ai, 0);
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 0);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* A footer destroyed with events queued for it: nothing of it is called after the destroy. */
static void x_footer_destroyed_with_queued_events(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    t = running_task("T");
    f = new_footer("F");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("F:I>R");
    CHECK_OK(rk_task_suspend(t));
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_footer_destroy(f));
    check_notified(f);
    RKT_EXPECT_LOG("");
    dispatch();
    at(5.0);
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T) T:resumed ctx:resumed(T)");
    teardown();
}

/* A task of another context is refused with RK_ERR_INVALID_HANDLE, and the earlier binding stays. */
static void x_task_of_other_context_refused(void) {
    rk_context *ctx2 = NULL;
    rk_task *t, *other;
    rk_indicator *ai;
    rk_footer *f;
    setup();
    CHECK_OK(rk_context_create(&ctx2));
    watch_context(ctx2, "ctx2");
    other = new_task_in(ctx2, "O");
    CHECK_OK(rk_task_resume(other));
    t = running_task("T");
    ai = new_indicator("AI");
    f = new_footer("F");
    BIND(ai, t);
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("AI:start F:I>R");
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(ai, other), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_set_refreshing_with_state_of_task(f, other), RK_ERR_INVALID_HANDLE);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_context_dispatch(ctx2, NULL));
    RKT_EXPECT_LOG("O:resumed ctx2:resumed(O)");
    CHECK_OK(rk_task_suspend(t));
    dispatch();
    RKT_EXPECT_LOG("T:suspended ctx:suspended(T) AI:stop F:R>I");
    CHECK_OK(rk_task_complete(other, 0, NULL));
    CHECK_OK(rk_context_dispatch(ctx2, NULL));
    dispatch();
    RKT_EXPECT_LOG("O:completed(0,) ctx2:completed(O,0,)");
    CHECK_OK(rk_context_destroy(ctx2));
    check_notified(other);
    teardown();
}

/* Loop-only binder functions refuse other threads; task reports are accepted from any thread. */
typedef struct {
    rk_context *ctx;
    rk_task *task;
    rk_indicator *indicator;
    rk_footer *footer;
    rk_status create_task, destroy_task, create_indicator, bind, is_animating, bind_footer,
        monitor_enable, monitor_info, get_state;
    rk_task_state state;
} thread_rules_args;

static void *thread_rules(void *arg) {
    thread_rules_args *a = arg;
    rk_task *task = NULL;
    rk_indicator *indicator = NULL;
    int32_t animating = 0;
    rk_activity_monitor_info info;
    info.struct_size = sizeof info;
    a->create_task = rk_task_create(a->ctx, &task);
    a->destroy_task = rk_task_destroy(a->task);
    a->create_indicator = rk_indicator_create(a->ctx, &indicator);
    a->bind = rk_indicator_set_animating_with_state_of_task(a->indicator, a->task);
    a->is_animating = rk_indicator_is_animating(a->indicator, &animating);
    a->bind_footer = rk_footer_set_refreshing_with_state_of_task(a->footer, a->task);
    a->monitor_enable = rk_activity_monitor_set_enabled(a->ctx, 1);
    a->monitor_info = rk_activity_monitor_get_info(a->ctx, &info);
    a->get_state = rk_task_get_state(a->task, &a->state);
    return NULL;
}

static void x_thread_rules(void) {
    thread_rules_args a;
    setup();
    memset(&a, 0, sizeof a);
    a.ctx = ctx;
    a.task = running_task("T");
    a.indicator = new_indicator("AI");
    a.footer = new_footer("F");
    a.state = 99;
    RKT_RUN_THREAD(thread_rules, &a);
    CHECK_EQ_INT(a.create_task, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(a.destroy_task, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(a.create_indicator, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(a.bind, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(a.is_animating, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(a.bind_footer, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(a.monitor_enable, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(a.monitor_info, RK_ERR_WRONG_THREAD);
    CHECK_EQ_INT(a.get_state, RK_OK);
    CHECK_EQ_INT(a.state, RK_TASK_RUNNING);
    CHECK_STATE(a.task, RK_TASK_RUNNING);
    CHECK_MONITOR(RK_ACTIVITY_NOT_ACTIVE, 0, 1);
    dispatch();
    RKT_EXPECT_LOG("");
    teardown();
}

/* B4: a footer that is not visible enters WillRefresh for a running task, then Refreshing when it
   becomes visible, still without the trigger. */
static void x_footer_not_visible_then_visible_no_trigger_B4(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    t = running_task("T");
    f = new_footer("F");
    CHECK_OK(rk_footer_set_visible(f, 0));
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("F:I>W");
    at(1.0);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_footer_set_visible(f, 1));
    RKT_EXPECT_LOG("F:W>R");
    at(2.0);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:completed(0,) ctx:completed(T,0,) F:R>I");
    teardown();
}

/* B4: an end that comes from the binding acts only on a refreshing footer: NoMoreData stays, at
   bind (Canceling, Completed) and at later events. */
static void x_footer_binding_never_ends_no_more_data_B4(void) {
    rk_task *t, *c;
    rk_footer *f;
    setup();
    f = new_footer("F");
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f, NULL, NULL));
    RKT_EXPECT_LOG("F:I>N");
    c = running_task("C");
    CHECK_OK(rk_task_cancel(c));
    dispatch();
    RKT_EXPECT_LOG("C:canceled ctx:canceled(C)");
    BIND_FOOTER(f, c);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_complete(c, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("C:completed(0,) ctx:completed(C,0,)");
    BIND_FOOTER(f, c);
    RKT_EXPECT_LOG("");
    t = new_task("T");
    BIND_FOOTER(f, t);
    CHECK_OK(rk_task_cancel(t));
    CHECK_OK(rk_task_complete(t, 0, NULL));
    dispatch();
    RKT_EXPECT_LOG("T:canceled ctx:canceled(T) T:completed(0,) ctx:completed(T,0,)");
    CHECK_FOOTER_STATE(f, RK_FOOTER_NO_MORE_DATA);
    at(5.0);
    RKT_EXPECT_LOG("");
    teardown();
}

/* B4: bound to a Canceling task, a refreshing footer ends at once; the completion that follows
   has nothing left to end. */
static void x_footer_bind_canceling_ends_B4(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    f = new_footer("F");
    CHECK_OK(rk_footer_begin_refreshing(f, NULL, NULL));
    RKT_EXPECT_LOG("F:I>R");
    t = running_task("T");
    CHECK_OK(rk_task_cancel(t));
    dispatch();
    RKT_EXPECT_LOG("T:canceled ctx:canceled(T)");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("F:R>I");
    CHECK_OK(rk_task_complete(t, -999, "cancelled"));
    dispatch();
    RKT_EXPECT_LOG("T:completed(-999,cancelled) ctx:completed(T,-999,cancelled)");
    CHECK_FOOTER_STATE(f, RK_FOOTER_IDLE);
    teardown();
}

/* B4 with F3: a refresh the host began (WillRefresh while not visible, trigger promised) keeps its
   trigger when the footer is then bound to a running task: the binding's begin finds the footer
   already refreshing and changes nothing. */
static int completion_calls;
static int completion_finished;

static void on_completion(rk_footer *footer, int32_t finished, void *user_data) {
    (void)footer;
    (void)user_data;
    completion_calls++;
    completion_finished = finished;
    rkt_log("completion(%d)", (int)finished);
}

static void x_footer_host_begin_keeps_trigger_when_bound_B4(void) {
    rk_task *t;
    rk_footer *f;
    setup();
    completion_calls = 0;
    t = running_task("T");
    f = new_footer("F");
    CHECK_OK(rk_footer_set_visible(f, 0));
    CHECK_OK(rk_footer_begin_refreshing(f, on_completion, NULL));
    RKT_EXPECT_LOG("F:I>W");
    BIND_FOOTER(f, t);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_footer_set_visible(f, 1));
    RKT_EXPECT_LOG("F:W>R");
    at(1.0);
    RKT_EXPECT_LOG("F:refreshing completion(1)");
    CHECK_EQ_INT(completion_calls, 1);
    teardown();
}

/* Reports from several threads: each task's events arrive in the order of its transitions, each
   exactly once, on the loop thread, while the loop dispatches concurrently. Owned tasks get a known
   script; one shared task is flipped by every thread (resume/suspend after reading its state). */
enum { MT_THREADS = 4, MT_TASKS_PER_THREAD = 4, MT_ROUNDS = 1000, MT_SHARED_FLIPS = 1000 };

typedef struct {
    rk_task *tasks[MT_TASKS_PER_THREAD];
    rk_task *shared;
    atomic_int *done;
    int failures;
} mt_args;

static void *mt_worker(void *arg) {
    mt_args *a = arg;
    int round, i;
    for (round = 0; round < MT_ROUNDS; round++) {
        for (i = 0; i < MT_TASKS_PER_THREAD; i++) {
            if (rk_task_resume(a->tasks[i]) != RK_OK) a->failures++;
            if (rk_task_suspend(a->tasks[i]) != RK_OK) a->failures++;
        }
        if (round < MT_SHARED_FLIPS) {
            rk_task_state state = RK_TASK_SUSPENDED;
            if (rk_task_get_state(a->shared, &state) != RK_OK) a->failures++;
            /* Resume and suspend are legal from Running and Suspended whatever happened since. */
            if ((state == RK_TASK_RUNNING ? rk_task_suspend(a->shared) : rk_task_resume(a->shared)) != RK_OK)
                a->failures++;
        }
        if (round % 16 == 0) sched_yield();
    }
    for (i = 0; i < MT_TASKS_PER_THREAD; i++) {
        if (rk_task_resume(a->tasks[i]) != RK_OK) a->failures++;
        if (rk_task_cancel(a->tasks[i]) != RK_OK) a->failures++;
        if (rk_task_complete(a->tasks[i], i, "bye") != RK_OK) a->failures++;
    }
    atomic_fetch_add(a->done, 1);
    return NULL;
}

typedef struct {
    rk_task *task;
    char seen[4 * MT_ROUNDS + 16];
    int seen_count;
    char ctx_seen[4 * MT_ROUNDS + 16];
    int ctx_count;
    char commands[4 * MT_ROUNDS + 16];
    int command_count;
} mt_record;

static mt_record mt_records[MT_THREADS * MT_TASKS_PER_THREAD + 1];
static int mt_record_count;
static int mt_overflow;

static mt_record *mt_find(const void *task) {
    int i;
    for (i = 0; i < mt_record_count; i++) {
        if ((const void *)mt_records[i].task == task) return &mt_records[i];
    }
    return NULL;
}

static void mt_push(char *list, int *count, char c) {
    if (*count < 4 * MT_ROUNDS + 15) {
        list[(*count)++] = c;
        list[*count] = '\0';
    } else {
        mt_overflow++;
    }
}

static void mt_task_event(void *task, int32_t event, void *user_data) {
    mt_record *r = mt_find(task);
    (void)user_data;
    if (!pthread_equal(pthread_self(), loop_thread)) off_loop_calls++;
    if (r) mt_push(r->seen, &r->seen_count, "RSCX"[event]);
}
static void mt_on_resumed(void *task, void *ud) { mt_task_event(task, 0, ud); }
static void mt_on_suspended(void *task, void *ud) { mt_task_event(task, 1, ud); }
static void mt_on_canceled(void *task, void *ud) { mt_task_event(task, 2, ud); }
static void mt_on_completed(void *task, int32_t code, const char *message, void *ud) {
    (void)code;
    (void)message;
    mt_task_event(task, 3, ud);
}

static void mt_ctx_event(void *task, int32_t event) {
    mt_record *r = mt_find(task);
    if (!pthread_equal(pthread_self(), loop_thread)) off_loop_calls++;
    if (r) mt_push(r->ctx_seen, &r->ctx_count, "RSCX"[event]);
}
static void mt_ctx_resumed(void *c, void *task, void *ud) { (void)c; (void)ud; mt_ctx_event(task, 0); }
static void mt_ctx_suspended(void *c, void *task, void *ud) { (void)c; (void)ud; mt_ctx_event(task, 1); }
static void mt_ctx_canceled(void *c, void *task, void *ud) { (void)c; (void)ud; mt_ctx_event(task, 2); }
static void mt_ctx_completed(void *c, void *task, int32_t code, const char *m, void *ud) {
    (void)c;
    (void)ud;
    (void)code;
    (void)m;
    mt_ctx_event(task, 3);
}

static void mt_command(void *indicator, int started, void *user_data) {
    mt_record *r = user_data;
    (void)indicator;
    if (!pthread_equal(pthread_self(), loop_thread)) off_loop_calls++;
    mt_push(r->commands, &r->command_count, started ? '+' : '-');
}
static void mt_on_start(void *indicator, void *ud) { mt_command(indicator, 1, ud); }
static void mt_on_stop(void *indicator, void *ud) { mt_command(indicator, 0, ud); }

static void x_transitions_from_several_threads_B2(void) {
    pthread_t threads[MT_THREADS];
    mt_args args[MT_THREADS];
    atomic_int done = 0;
    rk_task *shared = NULL;
    rk_indicator *indicators[MT_THREADS * MT_TASKS_PER_THREAD + 1];
    int i, j, failures = 0, dispatches = 0;
    char expected[4 * MT_ROUNDS + 16];
    setup();
    rkt_log_mute(1); /* the context's logging handlers stay connected, for teardown's notify checks */
    mt_record_count = 0;
    mt_overflow = 0;
    memset(mt_records, 0, sizeof mt_records);
    CHECK_OK(rk_connect(ctx, "task-resumed", (rk_callback)mt_ctx_resumed, NULL, NULL, NULL));
    CHECK_OK(rk_connect(ctx, "task-suspended", (rk_callback)mt_ctx_suspended, NULL, NULL, NULL));
    CHECK_OK(rk_connect(ctx, "task-canceled", (rk_callback)mt_ctx_canceled, NULL, NULL, NULL));
    CHECK_OK(rk_connect(ctx, "task-completed", (rk_callback)mt_ctx_completed, NULL, NULL, NULL));
    for (i = 0; i < MT_THREADS * MT_TASKS_PER_THREAD + 1; i++) {
        mt_record *r = &mt_records[mt_record_count++];
        CHECK_OK(rk_task_create(ctx, &r->task));
        CHECK_OK(rk_connect(r->task, "resumed", (rk_callback)mt_on_resumed, NULL, NULL, NULL));
        CHECK_OK(rk_connect(r->task, "suspended", (rk_callback)mt_on_suspended, NULL, NULL, NULL));
        CHECK_OK(rk_connect(r->task, "canceled", (rk_callback)mt_on_canceled, NULL, NULL, NULL));
        CHECK_OK(rk_connect(r->task, "completed", (rk_callback)mt_on_completed, NULL, NULL, NULL));
        CHECK_OK(rk_indicator_create(ctx, &indicators[i]));
        CHECK_OK(rk_connect(indicators[i], "start-animating", (rk_callback)mt_on_start, r, NULL, NULL));
        CHECK_OK(rk_connect(indicators[i], "stop-animating", (rk_callback)mt_on_stop, r, NULL, NULL));
        CHECK_OK(rk_indicator_set_animating_with_state_of_task(indicators[i], r->task));
    }
    shared = mt_records[MT_THREADS * MT_TASKS_PER_THREAD].task;
    for (i = 0; i < MT_THREADS; i++) {
        args[i].shared = shared;
        args[i].done = &done;
        args[i].failures = 0;
        for (j = 0; j < MT_TASKS_PER_THREAD; j++) args[i].tasks[j] = mt_records[i * MT_TASKS_PER_THREAD + j].task;
        CHECK(pthread_create(&threads[i], NULL, mt_worker, &args[i]) == 0);
    }
    while (atomic_load(&done) < MT_THREADS) {
        CHECK_OK(rk_context_dispatch(ctx, NULL));
        dispatches++;
        sched_yield();
    }
    for (i = 0; i < MT_THREADS; i++) {
        pthread_join(threads[i], NULL);
        failures += args[i].failures;
    }
    CHECK_OK(rk_context_dispatch(ctx, NULL));
    CHECK_EQ_INT(failures, 0);
    CHECK_EQ_INT(mt_overflow, 0);
    /* Owned tasks: exactly their script. */
    for (i = 0; i < MT_ROUNDS; i++) {
        expected[2 * i] = 'R';
        expected[2 * i + 1] = 'S';
    }
    memcpy(expected + 2 * MT_ROUNDS, "RCX", 4);
    for (i = 0; i < MT_THREADS * MT_TASKS_PER_THREAD; i++) {
        mt_record *r = &mt_records[i];
        char commands[4 * MT_ROUNDS + 16];
        RKT_NOTE("owned task %d", i);
        CHECK_MSG(strcmp(r->seen, expected) == 0, "task %d saw \"%.40s...\" (%d events), expected %d",
                  i, r->seen, r->seen_count, (int)strlen(expected));
        CHECK_STR(r->ctx_seen, r->seen);
        /* The indicator: the initial stop, then one command per event. */
        commands[0] = '-';
        for (j = 0; expected[j]; j++) commands[j + 1] = expected[j] == 'R' ? '+' : '-';
        commands[j + 1] = '\0';
        CHECK_MSG(strcmp(r->commands, commands) == 0, "indicator of task %d got \"%.40s...\" (%d)", i,
                  r->commands, r->command_count);
    }
    /* The shared task: alternates from Suspended, one event per real flip. */
    {
        mt_record *r = &mt_records[MT_THREADS * MT_TASKS_PER_THREAD];
        rk_task_state state = -1;
        int alternates = 1;
        RKT_NOTE("shared task");
        for (j = 0; j < r->seen_count; j++) {
            if (r->seen[j] != (j % 2 == 0 ? 'R' : 'S')) alternates = 0;
        }
        CHECK_MSG(alternates, "shared task events do not alternate: %.60s", r->seen);
        CHECK(r->seen_count > 0);
        CHECK_STR(r->ctx_seen, r->seen);
        CHECK_OK(rk_task_get_state(shared, &state));
        CHECK_EQ_INT(state, r->seen_count % 2 == 1 ? RK_TASK_RUNNING : RK_TASK_SUSPENDED);
        CHECK_EQ_INT(r->command_count, r->seen_count + 1);
        for (j = 0; j < r->seen_count; j++) {
            if (r->commands[j + 1] != (r->seen[j] == 'R' ? '+' : '-')) {
                CHECK_MSG(0, "shared indicator command %d is %c for event %c", j, r->commands[j + 1], r->seen[j]);
                break;
            }
        }
        CHECK_ANIMATING(indicators[MT_THREADS * MT_TASKS_PER_THREAD], state == RK_TASK_RUNNING);
    }
    RKT_NOTE("%s", "");
    printf("# %d threads, %d tasks, %d dispatches\n", MT_THREADS, mt_record_count, dispatches);
    teardown();
}


/* A handler that dispatches while a task event is being delivered must not let the task's next
   event overtake this one at the observers after it (found by the fuzzer: the monitor counted a
   canceled task, and the indicator kept spinning). */
static rk_context *nested_ctx;
static void nested_dispatch_on_resume(void *ctx, void *task, void *user_data) {
    (void)ctx;
    (void)task;
    (void)user_data;
    CHECK_OK(rk_context_dispatch(nested_ctx, NULL));
}

static void x_nested_dispatch_keeps_task_order_B2(void) {
    rk_context *ctx = NULL;
    rk_task *task = NULL;
    rk_indicator *indicator = NULL;
    rk_activity_monitor_info info;
    int32_t animating = -1;
    CHECK_OK(rk_context_create(&ctx));
    nested_ctx = ctx;
    CHECK_OK(rk_task_create(ctx, &task));
    CHECK_OK(rk_indicator_create(ctx, &indicator));
    CHECK_OK(rk_indicator_set_animating_with_state_of_task(indicator, task));
    CHECK_OK(rk_connect(ctx, "task-resumed", (rk_callback)nested_dispatch_on_resume, NULL, NULL, NULL));
    CHECK_OK(rk_task_resume(task));
    CHECK_OK(rk_task_cancel(task));
    CHECK_OK(rk_context_dispatch(ctx, NULL));
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    CHECK_OK(rk_activity_monitor_get_info(ctx, &info));
    CHECK_EQ_INT(info.active_tasks, 0);
    CHECK_OK(rk_indicator_is_animating(indicator, &animating));
    CHECK_EQ_INT(animating, 0);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- a task of a context another thread owns (issue 11, item 4) ---- */

/* Stage 1: the other thread made its objects; stage 2: this thread is done with them. */
typedef struct {
    rkt_stage stage;
    rk_context *ctx;
    rk_task *task;
    rk_indicator *indicator;
    rk_footer *footer;
} foreign_loop;

static void *foreign_owner(void *arg) {
    foreign_loop *l = arg;
    CHECK_OK(rk_context_create(&l->ctx));
    CHECK_OK(rk_task_create(l->ctx, &l->task));
    CHECK_OK(rk_task_resume(l->task));
    CHECK_OK(rk_indicator_create(l->ctx, &l->indicator));
    CHECK_OK(rk_footer_create(l->ctx, &l->footer));
    rkt_stage_set(&l->stage, 1);
    rkt_stage_wait(&l->stage, 2); /* alive until the binds are done */
    CHECK_OK(rk_context_destroy(l->ctx));
    return NULL;
}

/* Binding to a live task of a context whose loop thread is another (live) thread: the caller is
   on its own loop thread, so the task is of the wrong context, RK_ERR_INVALID_HANDLE; it used to
   be RK_ERR_WRONG_THREAD, saying the call came from the wrong thread. With two bad handles the
   first in parameter order decides. */
static void bind_to_a_task_of_another_threads_context(void) {
    foreign_loop l;
    pthread_t thread;
    rk_context *ctx = NULL;
    rk_indicator *indicator = NULL, *dead = NULL;
    rk_footer *footer = NULL;
    char message[256];
    int32_t animating = 7;
    rk_footer_state state = 0;
    memset(&l, 0, sizeof l);
    rkt_stage_init(&l.stage);
    CHECK(pthread_create(&thread, NULL, foreign_owner, &l) == 0);
    rkt_stage_wait(&l.stage, 1);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_indicator_create(ctx, &indicator));
    CHECK_OK(rk_indicator_create(ctx, &dead));
    CHECK_OK(rk_indicator_destroy(dead));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(indicator, l.task), RK_ERR_INVALID_HANDLE);
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, "context") != NULL && strstr(message, "thread") == NULL,
              "the message should name the context, not a thread: \"%s\"", message);
    CHECK_RC(rk_footer_set_refreshing_with_state_of_task(footer, l.task), RK_ERR_INVALID_HANDLE);
    /* Nothing changed: no command, no binding. */
    CHECK_OK(rk_indicator_is_animating(indicator, &animating));
    CHECK_EQ_INT(animating, 0);
    CHECK_OK(rk_footer_get_state(footer, &state));
    CHECK_EQ_INT(state, RK_FOOTER_IDLE);
    /* Two bad handles: the destroyed indicator (first) is what the status and message are about. */
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(dead, l.task), RK_ERR_INVALID_HANDLE);
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, "indicator") != NULL, "the message should be about the indicator: \"%s\"",
              message);
    rkt_stage_set(&l.stage, 2);
    pthread_join(thread, NULL);
    CHECK_OK(rk_context_destroy(ctx));
    rkt_stage_destroy(&l.stage);
}

/* The other way round: the other thread's indicator and footer bound to this thread's task, from
   this thread. Handles are checked before the calling thread, so the task (another context's for
   them) decides: RK_ERR_INVALID_HANDLE, not RK_ERR_WRONG_THREAD; with a task of their own context
   (or NULL) the call is from the wrong thread. Found by the fuzzer (foreign-pair-wrong-thread). */
static void bind_another_threads_object_to_this_threads_task(void) {
    foreign_loop l;
    pthread_t thread;
    rk_context *ctx = NULL;
    rk_task *task = NULL, *dead = NULL;
    char message[256];
    memset(&l, 0, sizeof l);
    rkt_stage_init(&l.stage);
    CHECK(pthread_create(&thread, NULL, foreign_owner, &l) == 0);
    rkt_stage_wait(&l.stage, 1);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_task_create(ctx, &task));
    CHECK_OK(rk_task_create(ctx, &dead));
    CHECK_OK(rk_task_destroy(dead));
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(l.indicator, task), RK_ERR_INVALID_HANDLE);
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, "task") != NULL && strstr(message, "thread") == NULL,
              "the message should be about the task, not a thread: \"%s\"", message);
    CHECK_RC(rk_footer_set_refreshing_with_state_of_task(l.footer, task), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_set_refreshing_with_state_of_task(l.footer, dead), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(l.indicator, (rk_task *)(void *)l.footer),
             RK_ERR_INVALID_HANDLE);
    /* Nothing wrong with the handles: the thread is. */
    CHECK_RC(rk_indicator_set_animating_with_state_of_task(l.indicator, l.task), RK_ERR_WRONG_THREAD);
    CHECK_RC(rk_footer_set_refreshing_with_state_of_task(l.footer, l.task), RK_ERR_WRONG_THREAD);
    CHECK_RC(rk_footer_set_refreshing_with_state_of_task(l.footer, NULL), RK_ERR_WRONG_THREAD);
    rkt_stage_set(&l.stage, 2);
    pthread_join(thread, NULL);
    CHECK_OK(rk_context_destroy(ctx));
    rkt_stage_destroy(&l.stage);
}

static const rkt_case cases[] = {
    RKT_CASE(s01_bind_suspended_stops_sync),
    RKT_CASE(bind_to_a_task_of_another_threads_context),
    RKT_CASE(bind_another_threads_object_to_this_threads_task),
    RKT_CASE(s02_resume_starts_at_dispatch),
    RKT_CASE(s03_bind_running_starts_sync),
    RKT_CASE(s04_completion_stops_after_completed),
    RKT_CASE(s05_suspend_then_resume),
    RKT_CASE(s06_bind_completed_stops_B3),
    RKT_CASE(s07_rebind_drops_old_task),
    RKT_CASE(s08_unbind_issues_nothing),
    RKT_CASE(s09_bind_canceling_stops_then_completion_stops),
    RKT_CASE(s09b_cancel_stops_B3),
    RKT_CASE(s10_destroyed_indicator_never_called),
    RKT_CASE(s11_destroyed_with_stop_queued),
    RKT_CASE(s12_rebind_same_task_no_duplicate),
    RKT_CASE(s13_two_indicators_each_stop_once),
    RKT_CASE(s14_other_task_ignored),
    RKT_CASE(s15_every_task_emits_B1),
    RKT_CASE(s16_background_resume_starts_on_loop),
    RKT_CASE(s17_footer_running_begins_sync_without_trigger_B4),
    RKT_CASE(s18_footer_suspended_begins_on_resume_B4),
    RKT_CASE(s19_footer_completed_ends_once),
    RKT_CASE(s20_footer_follows_suspend_resume_complete),
    RKT_CASE(s21_footer_unbind_no_commands),
    RKT_CASE(h1_header_follows_its_task_B4),
    RKT_CASE(h2_header_suspended_unbind_and_bind_order_B4),
    RKT_CASE(h3_header_bind_bad_handles),
    RKT_CASE(s22_resume_emits_one_task_and_one_context_signal),
    RKT_CASE(s23_request_that_changes_nothing_emits_nothing),
    RKT_CASE(s24_completion_carries_error_and_message),
    RKT_CASE(s25_completion_success_and_message_rules),
    RKT_CASE(s26_one_event_from_the_tasks_own_context),
    RKT_CASE(s27_every_transition_emitted_in_order_B1),
    RKT_CASE(s28_monitor_defaults),
    RKT_CASE(s29_disabled_counts_without_showing),
    RKT_CASE(s30_zero_delays_show_then_hide),
    RKT_CASE(s31_short_request_never_shows),
    RKT_CASE(s32_long_request_shows_at_1_hides_at_2_17),
    RKT_CASE(s33_overlapping_requests_one_show_one_hide),
    RKT_CASE(s34_back_to_back_requests_stay_visible),
    RKT_CASE(s35_uncounted_end_events_change_nothing_B5),
    RKT_CASE(s36_every_task_counts_B1),
    RKT_CASE(s37_disable_hides_at_once_and_cancels_timers),
    RKT_CASE(s38_enable_reevaluates_B5),
    RKT_CASE(s39_suspend_uncounts_resume_recounts),
    RKT_CASE(s40_visibility_signal_only_on_real_change),
    RKT_CASE(s41_cancel_without_resume_changes_nothing_B5),
    RKT_CASE(s42_bind_while_completion_queued_B3_B6),
    RKT_CASE(x_illegal_transitions_refused_B2),
    RKT_CASE(x_delivery_order_and_timing_B6),
    RKT_CASE(x_rebind_drops_queued_events_B6),
    RKT_CASE(x_bind_does_not_replay_queued_events_B6),
    RKT_CASE(x_task_destroyed_with_queued_events),
    RKT_CASE(x_task_destroyed_by_own_handler_B6),
    RKT_CASE(x_footer_destroyed_with_queued_events),
    RKT_CASE(x_task_of_other_context_refused),
    RKT_CASE(x_thread_rules),
    RKT_CASE(x_footer_not_visible_then_visible_no_trigger_B4),
    RKT_CASE(x_footer_binding_never_ends_no_more_data_B4),
    RKT_CASE(x_footer_bind_canceling_ends_B4),
    RKT_CASE(x_footer_host_begin_keeps_trigger_when_bound_B4),
    RKT_CASE(x_transitions_from_several_threads_B2),
    RKT_CASE(x_nested_dispatch_keeps_task_order_B2),
};

RKT_MAIN(cases)
