/*
 * test_timers: one-shot timers on a test-driven clock (rk_context_set_clock): deadline order, ties,
 * exactly once, next_timeout, cancel, a clock that misbehaves, switching clocks, destroy.
 */
#include "rk_test.h"

#include <float.h>
#include <time.h>

/* The clocks are rk_test.h's rkt_clock; fired timers go to its log (rkt_log, RKT_CHECK_LOG). */

static void named_timer(void *user_data, int32_t finished) {
    rkt_log("%d%s", (int)RKT_INT(user_data), finished ? "" : "(0)");
}

/* A context on a fresh fake clock reading `now`, and an empty log. */
static rk_context *make_context(rkt_clock *clock, double now) {
    rk_context *ctx = NULL;
    rkt_clock_init(clock, now);
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rkt_clock_install(ctx, clock));
    return ctx;
}

/* ---- cases ---- */

static void deadline_order_and_ties(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 100.0);
    CHECK_OK(rk_timer_start(ctx, 3.0, named_timer, RKT_PTR(3), NULL));
    CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(11), NULL));
    CHECK_OK(rk_timer_start(ctx, 2.0, named_timer, RKT_PTR(2), NULL));
    CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(12), NULL));
    CHECK_OK(rk_timer_start(ctx, 0.5, named_timer, RKT_PTR(5), NULL));
    CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(13), NULL));
    /* Nothing is due yet. */
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    rkt_clock_set(&clock, 100.4999);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    RKT_CHECK_LOG("");
    /* Exactly at the deadline counts as due. */
    rkt_clock_set(&clock, 100.5);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    RKT_CHECK_LOG("5");
    /* The three ties fire in start order. */
    rkt_clock_set(&clock, 101.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 3);
    RKT_CHECK_LOG("5 11 12 13");
    /* A jump past both remaining deadlines: deadline order. */
    rkt_clock_set(&clock, 1000.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 2);
    RKT_CHECK_LOG("5 11 12 13 2 3");
    /* Each exactly once. */
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    RKT_CHECK_LOG("5 11 12 13 2 3");
    CHECK_EQ_INT(clock.foreign_reads, 0);
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("5 11 12 13 2 3");
}

/* Many timers with scrambled deadlines come out sorted, ties in start order. */
static void many_timers_sorted(void) {
    enum { N = 500 };
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    static int order[N];
    int i, count = 0;
    uint32_t seed = 7;
    double last_deadline = -1;
    int last_index = -1;
    static double deadlines[N];
    for (i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        deadlines[i] = (double)((seed >> 16) % 50); /* many ties */
        CHECK_OK(rk_timer_start(ctx, deadlines[i], named_timer, RKT_PTR(i), NULL));
    }
    rkt_log_reset();
    rkt_clock_set(&clock, 100.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), N);
    /* Parse the log back. */
    {
        const char *p = rkt_log_text();
        while (*p && count < N) {
            char *end;
            long v = strtol(p, &end, 10);
            if (end == p) break;
            order[count++] = (int)v;
            p = end;
            while (*p == ' ') p++;
        }
    }
    CHECK_EQ_INT(count, N);
    for (i = 0; i < count; i++) {
        int k = order[i];
        double d = deadlines[k];
        CHECK_MSG(d > last_deadline || (d == last_deadline && k > last_index),
                  "timer %d (deadline %g) fired after timer %d (deadline %g)", k, d, last_index,
                  last_deadline);
        last_deadline = d;
        last_index = k;
    }
    CHECK_OK(rk_context_destroy(ctx));
}

static void next_timeout(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 10.0);
    double t = 123;
    rk_timer id = 0;
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, -1.0);
    CHECK_OK(rk_timer_start(ctx, 5.0, named_timer, RKT_PTR(1), &id));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 5.0);
    rkt_clock_set(&clock, 12.0);
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 3.0);
    /* An earlier timer takes over. */
    CHECK_OK(rk_timer_start(ctx, 0.25, named_timer, RKT_PTR(2), NULL));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 0.25);
    /* Due: 0. */
    rkt_clock_set(&clock, 12.25);
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 0.0);
    rkt_clock_set(&clock, 14.0);
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 0.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 1.0);
    /* Pending work: 0, whatever the timers say. */
    CHECK_OK(rk_context_post(ctx, named_timer, RKT_PTR(3)));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 0.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    /* A canceled timer no longer counts. */
    CHECK_OK(rk_timer_cancel(ctx, id));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, -1.0);
    /* Errors. */
    CHECK_RC(rk_context_next_timeout(ctx, NULL), RK_ERR_INVALID_ARGUMENT);
    RKT_CHECK_LOG("2 3 1(0)");
    CHECK_OK(rk_context_destroy(ctx));
}

static void cancel(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    rk_timer a = 0, b = 0, c = 0;
    CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(1), &a));
    CHECK_OK(rk_timer_start(ctx, 2.0, named_timer, RKT_PTR(2), &b));
    CHECK_OK(rk_timer_start(ctx, 3.0, named_timer, RKT_PTR(3), &c));
    CHECK(a != 0 && b != 0 && c != 0 && a != b && b != c && a != c);
    /* fn runs with finished = 0 before cancel returns. */
    CHECK_OK(rk_timer_cancel(ctx, b));
    RKT_CHECK_LOG("2(0)");
    /* A second cancel: not found, nothing called. */
    CHECK_RC(rk_timer_cancel(ctx, b), RK_ERR_NOT_FOUND);
    RKT_CHECK_LOG("2(0)");
    /* The others still fire, the canceled one never does. */
    rkt_clock_set(&clock, 10.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 2);
    RKT_CHECK_LOG("2(0) 1 3");
    /* Cancel after firing: not found. Unknown ids: not found. */
    CHECK_RC(rk_timer_cancel(ctx, a), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_timer_cancel(ctx, 0), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_timer_cancel(ctx, UINT64_MAX), RK_ERR_NOT_FOUND);
    RKT_CHECK_LOG("2(0) 1 3");
    /* Ids are never reused within the context. */
    {
        rk_timer d = 0;
        CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(4), &d));
        CHECK(d != a && d != b && d != c && d != 0);
        /* out_timer may be NULL. */
        CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(5), NULL));
    }
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("2(0) 1 3 4(0) 5(0)");
}

/* Cancel the earliest timer (at the top of any heap), then the rest fire in order. */
static void cancel_earliest_and_middle(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    rk_timer ids[6];
    int i;
    for (i = 0; i < 6; i++) {
        CHECK_OK(rk_timer_start(ctx, (double)(i + 1), named_timer, RKT_PTR(i + 1), &ids[i]));
    }
    CHECK_OK(rk_timer_cancel(ctx, ids[0]));
    CHECK_OK(rk_timer_cancel(ctx, ids[3]));
    rkt_clock_set(&clock, 2.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    rkt_clock_set(&clock, 100.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 3);
    RKT_CHECK_LOG("1(0) 4(0) 2 3 5 6");
    CHECK_OK(rk_context_destroy(ctx));
}

/* Cancel from inside a timer callback, of a timer due in the same dispatch. */
static rk_context *cancel_ctx;
static rk_timer cancel_target;
static rk_timer cancel_self;
static void canceling_timer(void *user_data, int32_t finished) {
    named_timer(user_data, finished);
    if (finished) {
        CHECK_OK(rk_timer_cancel(cancel_ctx, cancel_target));
        /* A timer that is running has fired: canceling it is NOT_FOUND and calls nothing. */
        CHECK_RC(rk_timer_cancel(cancel_ctx, cancel_self), RK_ERR_NOT_FOUND);
    }
}

static void cancel_from_timer_callback(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    cancel_ctx = ctx;
    CHECK_OK(rk_timer_start(ctx, 1.0, canceling_timer, RKT_PTR(1), &cancel_self));
    CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(2), &cancel_target));
    CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(3), NULL));
    rkt_clock_set(&clock, 1.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 2);
    RKT_CHECK_LOG("1 2(0) 3");
    CHECK_OK(rk_context_destroy(ctx));
}

static void clock_never_goes_backwards(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 50.0);
    double now = 0;
    CHECK_OK(rk_context_now(ctx, &now));
    CHECK_EQ_BITS(now, 50.0);
    rkt_clock_set(&clock, 40.0);
    CHECK_OK(rk_context_now(ctx, &now));
    CHECK_EQ_BITS(now, 50.0);
    rkt_clock_set(&clock, NAN);
    CHECK_OK(rk_context_now(ctx, &now));
    CHECK_EQ_BITS(now, 50.0);
    rkt_clock_set(&clock, INFINITY);
    CHECK_OK(rk_context_now(ctx, &now));
    CHECK_EQ_BITS(now, 50.0);
    rkt_clock_set(&clock, -INFINITY);
    CHECK_OK(rk_context_now(ctx, &now));
    CHECK_EQ_BITS(now, 50.0);
    rkt_clock_set(&clock, 51.0);
    CHECK_OK(rk_context_now(ctx, &now));
    CHECK_EQ_BITS(now, 51.0);
    /* A timer is judged on the clamped time: a backwards reading does not make it fire early, and
       it fires exactly once. */
    CHECK_OK(rk_timer_start(ctx, 2.0, named_timer, RKT_PTR(1), NULL)); /* due at 53 */
    rkt_clock_set(&clock, 0.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    rkt_clock_set(&clock, NAN);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    rkt_clock_set(&clock, 53.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    rkt_clock_set(&clock, 52.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    RKT_CHECK_LOG("1");
    CHECK_OK(rk_context_now(ctx, &now));
    CHECK_EQ_BITS(now, 53.0);
    CHECK_RC(rk_context_now(ctx, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(clock.foreign_reads, 0);
    CHECK_OK(rk_context_destroy(ctx));
}

/* The first readings are NaN: whatever time that counts as, later readings must not go below it. */
static void clock_first_reading_nan(void) {
    rkt_clock clock;
    rk_context *ctx = NULL;
    double first = 0, later = 0;
    rkt_clock_init(&clock, NAN);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rkt_clock_install(ctx, &clock));
    CHECK_OK(rk_context_now(ctx, &first));
    CHECK(!isnan(first));
    rkt_clock_set(&clock, -5.0);
    CHECK_OK(rk_context_now(ctx, &later));
    CHECK_MSG(later >= first, "time went backwards: %g, then %g", first, later);
    CHECK_OK(rk_context_destroy(ctx));
}

/* A timer started inside a timer callback (delay 0) runs at the next dispatch, not the current
   one, so a dispatch always ends. Likewise for a timer started by posted work. */
static rk_context *chain_ctx;
static int chain_left;
static void chaining_timer(void *user_data, int32_t finished) {
    named_timer(user_data, finished);
    if (finished && chain_left > 0) {
        chain_left--;
        CHECK_OK(rk_timer_start(chain_ctx, 0.0, chaining_timer, RKT_PTR(RKT_INT(user_data) + 1), NULL));
    }
}
static void timer_starting_work(void *user_data, int32_t finished) {
    (void)user_data;
    rkt_log("w");
    if (finished) CHECK_OK(rk_timer_start(chain_ctx, 0.0, named_timer, RKT_PTR(50), NULL));
}

static void timer_started_in_callback_waits(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    double t = -5;
    chain_ctx = ctx;
    chain_left = 3;
    CHECK_OK(rk_timer_start(ctx, 0.0, chaining_timer, RKT_PTR(1), NULL));
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    RKT_CHECK_LOG("1");
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 0.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    RKT_CHECK_LOG("1 2 3 4");
    /* Started by a work item during dispatch: also the next dispatch. */
    rkt_log_reset();
    CHECK_OK(rk_context_post(ctx, timer_starting_work, NULL));
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    RKT_CHECK_LOG("w");
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    RKT_CHECK_LOG("w 50");
    CHECK_OK(rk_context_destroy(ctx));
}

/* Due-ness is judged at the clock reading taken when dispatch starts. */
static rkt_clock *advancing_clock;
static void advancing_work(void *user_data, int32_t finished) {
    (void)user_data;
    rkt_log("w");
    if (finished) rkt_clock_advance(advancing_clock, 10.0);
}

static void due_at_dispatch_start(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    advancing_clock = &clock;
    CHECK_OK(rk_timer_start(ctx, 5.0, named_timer, RKT_PTR(5), NULL));
    CHECK_OK(rk_context_post(ctx, advancing_work, NULL));
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    RKT_CHECK_LOG("w");
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    RKT_CHECK_LOG("w 5");
    CHECK_OK(rk_context_destroy(ctx));
}

static void destroy_runs_pending_timers(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    CHECK_OK(rk_timer_start(ctx, 30.0, named_timer, RKT_PTR(30), NULL));
    CHECK_OK(rk_timer_start(ctx, 10.0, named_timer, RKT_PTR(10), NULL));
    CHECK_OK(rk_timer_start(ctx, 20.0, named_timer, RKT_PTR(20), NULL));
    CHECK_OK(rk_timer_start(ctx, 10.0, named_timer, RKT_PTR(11), NULL));
    /* Even one that is already due but not dispatched is finished = 0. */
    CHECK_OK(rk_timer_start(ctx, 0.0, named_timer, RKT_PTR(0), NULL));
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("0(0) 10(0) 11(0) 20(0) 30(0)");
}

static void invalid_delays(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    rk_timer t = 777;
    double t_out = 0;
    CHECK_RC(rk_timer_start(ctx, NAN, named_timer, RKT_PTR(1), &t), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_timer_start(ctx, -NAN, named_timer, RKT_PTR(1), &t), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_timer_start(ctx, -1.0, named_timer, RKT_PTR(1), &t), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_timer_start(ctx, -DBL_MIN, named_timer, RKT_PTR(1), &t), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_timer_start(ctx, -5e-324, named_timer, RKT_PTR(1), &t), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_timer_start(ctx, INFINITY, named_timer, RKT_PTR(1), &t), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_timer_start(ctx, -INFINITY, named_timer, RKT_PTR(1), &t), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_timer_start(ctx, 1.0, NULL, RKT_PTR(1), &t), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_U64(t, 777);
    /* Nothing was scheduled, nothing is called. */
    CHECK_OK(rk_context_next_timeout(ctx, &t_out));
    CHECK_EQ_BITS(t_out, -1.0);
    /* Zero (and negative zero) are fine. */
    CHECK_OK(rk_timer_start(ctx, 0.0, named_timer, RKT_PTR(1), NULL));
    CHECK_OK(rk_timer_start(ctx, -0.0, named_timer, RKT_PTR(2), NULL));
    CHECK_EQ_INT(rkt_dispatch(ctx), 2);
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("1 2");
}

/* Switching clocks keeps every pending timer's remaining delay. */
static void switching_clocks_keeps_remaining_delays(void) {
    rkt_clock a, b;
    rk_context *ctx = make_context(&a, 100.0);
    double t = 0;
    CHECK_OK(rk_timer_start(ctx, 10.0, named_timer, RKT_PTR(10), NULL)); /* remaining 10 */
    CHECK_OK(rk_timer_start(ctx, 20.0, named_timer, RKT_PTR(20), NULL)); /* remaining 20 */
    rkt_clock_set(&a, 104.0); /* remaining 6, 16 */
    rkt_clock_init(&b, 0.0);
    CHECK_OK(rkt_clock_install(ctx, &b));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 6.0);
    rkt_clock_set(&b, 5.9);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    rkt_clock_set(&b, 6.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    RKT_CHECK_LOG("10");
    /* Back to a clock far ahead: the remaining 10 s stay 10 s. */
    rkt_clock_set(&b, 8.0); /* remaining 8 */
    rkt_clock_init(&a, 5000.0);
    CHECK_OK(rkt_clock_install(ctx, &a));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 8.0);
    rkt_clock_set(&a, 5007.5);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    rkt_clock_set(&a, 5008.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    RKT_CHECK_LOG("10 20");
    /* The old clock is not called any more. */
    {
        int before = b.reads;
        CHECK_OK(rk_context_now(ctx, &t));
        CHECK_EQ_INT(b.reads, before);
    }
    CHECK_OK(rk_context_destroy(ctx));
}

/* Back to the real clock (fn NULL): remaining delays kept too. */
static void switching_to_real_clock(void) {
    rkt_clock a;
    rk_context *ctx = make_context(&a, 1.0e9);
    double t = 0, now1 = 0, now2 = 0;
    struct timespec ts;
    CHECK_OK(rk_timer_start(ctx, 30.0, named_timer, RKT_PTR(1), NULL));
    rkt_clock_set(&a, 1.0e9 + 10.0); /* remaining 20 */
    CHECK_OK(rk_context_set_clock(ctx, NULL, NULL));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_NEAR(t, 20.0, 0.5);
    /* The real clock is CLOCK_MONOTONIC. */
    CHECK_OK(rk_context_now(ctx, &now1));
    clock_gettime(CLOCK_MONOTONIC, &ts);
    CHECK_NEAR(now1, (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9, 0.5);
    CHECK_OK(rk_context_now(ctx, &now2));
    CHECK(now2 >= now1);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("1(0)");
}

/* With the real clock, a short timer fires after its delay and not before. */
static void real_clock_timer(void) {
    rk_context *ctx = NULL;
    double start = 0, t = 0, end = 0;
    int spins = 0;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_now(ctx, &start));
    CHECK_OK(rk_timer_start(ctx, 0.02, named_timer, RKT_PTR(1), NULL));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK(t > 0.0 && t <= 0.02);
    while (rkt_log_text()[0] == '\0' && spins < 1000) {
        struct timespec pause = {0, 1000000};
        CHECK_OK(rk_context_dispatch(ctx, NULL));
        if (rkt_log_text()[0] == '\0') nanosleep(&pause, NULL);
        spins++;
    }
    CHECK_OK(rk_context_now(ctx, &end));
    RKT_CHECK_LOG("1");
    CHECK(end - start >= 0.02);
    CHECK_OK(rk_context_destroy(ctx));
}

static void clock_runs_on_loop_thread_only(void) {
    rkt_clock clock;
    rk_context *ctx = make_context(&clock, 0.0);
    CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(1), NULL));
    rkt_clock_set(&clock, 1.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    CHECK(clock.reads > 0);
    CHECK_EQ_INT(clock.foreign_reads, 0);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- clocks at the ends of the double range (issue 11, item 2) ---- */

static int timeout_is_sane(double t) {
    return t == -1.0 || (isfinite(t) && t >= 0.0 && t <= RK_MAX_DELAY_SECONDS);
}

/* A clock near +DBL_MAX with the longest delay, then a switch to a clock near -DBL_MAX: before the
   fix the first deadline overflowed to +inf and the switch made it NaN, which is never due: the
   timeout stayed 0 (a poll host spins), later timers never fired, and the destroy called neither
   timer. Now every deadline stays finite, the remaining delays survive the switch, and each timer
   is called exactly once. */
static void extreme_clocks_keep_every_timer(void) {
    rkt_clock a, b, c;
    rk_context *ctx = make_context(&a, 1.7e308);
    double t = 0;
    CHECK_OK(rk_timer_start(ctx, RK_MAX_DELAY_SECONDS, named_timer, RKT_PTR(1), NULL));
    CHECK_OK(rk_timer_start(ctx, 2.0, named_timer, RKT_PTR(2), NULL));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK(timeout_is_sane(t));
    /* Past the bound is refused, and nothing starts. */
    CHECK_RC(rk_timer_start(ctx, RK_MAX_DELAY_SECONDS * (1 + 1e-15), named_timer, RKT_PTR(9), NULL),
             RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_timer_start(ctx, 1e308, named_timer, RKT_PTR(9), NULL), RK_ERR_INVALID_ARGUMENT);
    rkt_clock_init(&b, -1.7e308);
    CHECK_OK(rkt_clock_install(ctx, &b));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK(timeout_is_sane(t));
    /* At |t| = 1.7e308 a double's step is ~1e292 s: both delays are below the clock's resolution,
       so both timers are due at once, and they stay due across the switch (never lost). */
    CHECK_EQ_BITS(t, 0.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 2);
    RKT_CHECK_LOG("1 2");
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, -1.0);
    /* Destroy with timers pending on an extreme line: each is called once, with 0. */
    CHECK_OK(rk_timer_start(ctx, RK_MAX_DELAY_SECONDS, named_timer, RKT_PTR(4), NULL));
    CHECK_OK(rk_timer_start(ctx, 1.0, named_timer, RKT_PTR(5), NULL));
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("1 2 4(0) 5(0)");

    /* Where the clock still resolves seconds (1e15, a step of 0.125 s), the remaining delays
       survive a switch to the far end of the line. */
    ctx = make_context(&a, 1e15);
    CHECK_OK(rk_timer_start(ctx, 10.0, named_timer, RKT_PTR(10), NULL));
    CHECK_OK(rk_timer_start(ctx, RK_MAX_DELAY_SECONDS, named_timer, RKT_PTR(11), NULL));
    rkt_clock_init(&c, -1e15);
    CHECK_OK(rkt_clock_install(ctx, &c));
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, 10.0);
    rkt_clock_set(&c, -1e15 + 9.875);
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    rkt_clock_set(&c, -1e15 + 10.0);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    CHECK_OK(rk_context_next_timeout(ctx, &t));
    CHECK_EQ_BITS(t, RK_MAX_DELAY_SECONDS - 10.0);
    rkt_clock_set(&c, -1e15 + RK_MAX_DELAY_SECONDS);
    CHECK_EQ_INT(rkt_dispatch(ctx), 1);
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("10 11");
}

/* Readings that are not finite are ignored, at any point of a time line and across switches. */
static void non_finite_readings_are_ignored(void) {
    rkt_clock a;
    rk_context *ctx = make_context(&a, 50.0);
    double t = 0, now = 0;
    const double bad[] = {NAN, INFINITY, -INFINITY, -NAN};
    size_t i;
    CHECK_OK(rk_timer_start(ctx, 10.0, named_timer, RKT_PTR(1), NULL));
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        rkt_clock_set(&a, bad[i]);
        CHECK_OK(rk_context_now(ctx, &now));
        CHECK_EQ_BITS(now, 50.0);
        CHECK_OK(rk_context_next_timeout(ctx, &t));
        CHECK_EQ_BITS(t, 10.0);
        CHECK_EQ_INT(rkt_dispatch(ctx), 0);
    }
    /* A switch to a clock that reads NaN: the new line starts at 0, the remaining 10 s stay. */
    {
        rkt_clock b;
        rkt_clock_init(&b, NAN);
        CHECK_OK(rkt_clock_install(ctx, &b));
        CHECK_OK(rk_context_next_timeout(ctx, &t));
        CHECK_EQ_BITS(t, 10.0);
        rkt_clock_set(&b, 10.0);
        CHECK_EQ_INT(rkt_dispatch(ctx), 1);
        rkt_clock_set(&a, 60.0); /* the old clock is not read any more */
    }
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("1");
}

/* Every duration-taking function refuses more than RK_MAX_DELAY_SECONDS and accepts it exactly. */
static void delay_bound_everywhere(void) {
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    const rk_image images[2] = {{1, 10, 10}, {2, 10, 10}};
    const double ok[2] = {RK_MAX_DELAY_SECONDS, 1.0};
    const double over[2] = {1.0, RK_MAX_DELAY_SECONDS * 2};
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_OK(rk_timer_start(ctx, RK_MAX_DELAY_SECONDS, named_timer, RKT_PTR(1), NULL));
    CHECK_RC(rk_timer_start(ctx, RK_MAX_DELAY_SECONDS * 2, named_timer, RKT_PTR(2), NULL),
             RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_activity_monitor_set_delays(ctx, RK_MAX_DELAY_SECONDS, RK_MAX_DELAY_SECONDS));
    CHECK_RC(rk_activity_monitor_set_delays(ctx, RK_MAX_DELAY_SECONDS * 2, 0.1), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_activity_monitor_set_delays(ctx, 0.1, RK_MAX_DELAY_SECONDS * 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_footer_set_animation_durations(footer, RK_MAX_DELAY_SECONDS, RK_MAX_DELAY_SECONDS));
    CHECK_RC(rk_footer_set_animation_durations(footer, RK_MAX_DELAY_SECONDS * 2, 0.4), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_animation_durations(footer, 0.25, RK_MAX_DELAY_SECONDS * 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_footer_set_images_with_duration(footer, RK_FOOTER_PULLING, images, 2, RK_MAX_DELAY_SECONDS));
    CHECK_RC(rk_footer_set_images_with_duration(footer, RK_FOOTER_PULLING, images, 2, RK_MAX_DELAY_SECONDS * 2),
             RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_footer_set_images_with_frame_durations(footer, RK_FOOTER_REFRESHING, images, ok, 2));
    CHECK_RC(rk_footer_set_images_with_frame_durations(footer, RK_FOOTER_REFRESHING, images, over, 2),
             RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("1(0)");
}

static const rkt_case cases[] = {
    RKT_CASE(deadline_order_and_ties),
    RKT_CASE(many_timers_sorted),
    RKT_CASE(next_timeout),
    RKT_CASE(cancel),
    RKT_CASE(cancel_earliest_and_middle),
    RKT_CASE(cancel_from_timer_callback),
    RKT_CASE(clock_never_goes_backwards),
    RKT_CASE(clock_first_reading_nan),
    RKT_CASE(timer_started_in_callback_waits),
    RKT_CASE(due_at_dispatch_start),
    RKT_CASE(destroy_runs_pending_timers),
    RKT_CASE(invalid_delays),
    RKT_CASE(switching_clocks_keeps_remaining_delays),
    RKT_CASE(switching_to_real_clock),
    RKT_CASE(real_clock_timer),
    RKT_CASE(clock_runs_on_loop_thread_only),
    RKT_CASE(extreme_clocks_keep_every_timer),
    RKT_CASE(non_finite_readings_are_ignored),
    RKT_CASE(delay_bound_everywhere),
};

RKT_MAIN(cases)
