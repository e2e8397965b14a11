/*
 * rk_test.h — the tiny harness shared by the C tests of the RefreshKit ABI.
 *
 * Each test executable lists its cases with RKT_CASE and ends with RKT_MAIN(cases). Running it with
 * no argument runs every case; with case names as arguments it runs only those, with "--except" and
 * case names every case but those; "--list" prints the
 * names. A failed check prints file:line, the expression, and the calling thread's last RefreshKit
 * error message; the case goes on (so one run shows every broken promise). The executable prints one
 * summary line and exits non-zero if any check failed.
 *
 * Checks are safe to use from helper threads (the counters are atomic).
 *
 * Below the checks, the helpers the tests share instead of each writing its own (each section says
 * which thread may use it):
 *   rkt_log, RKT_EXPECT_LOG, RKT_CHECK_LOG   one ordered event log, compared as a whole string
 *   rkt_clock                                a fake clock for rk_context_set_clock
 *   rkt_watch                                one connection's calls and its destroy_notify
 *   rkt_stage                                two threads taking turns (numbered steps)
 *   RKT_RUN_THREAD, rkt_dispatch             run a function on a new thread; dispatch and check
 *   rkt_fixture                              a context on an rkt_clock, objects' signals logged
 *   rkt_metrics_at_rest, rkt_family          setup A's metrics; the four kinds in one fixture
 */
#ifndef RK_TEST_H
#define RK_TEST_H

#include "refreshkit.h"

#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static atomic_uint rkt_checks;
static atomic_uint rkt_failures;
/* What the calling thread is testing right now (see RKT_NOTE); printed with every failure. */
static _Thread_local char rkt_note[160];

/* RKT_NOTE(fmt, ...): describes the value under test (for failures in loops and helpers). */
#define RKT_NOTE(...) snprintf(rkt_note, sizeof rkt_note, __VA_ARGS__)

/* printf-style format checking where the compiler has it. */
#if defined(__GNUC__) || defined(__clang__)
#define RKT_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define RKT_PRINTF(fmt, args)
#endif

static inline void rkt_vfail(const char *file, int line, const char *format, va_list args) {
    char message[512];
    atomic_fetch_add(&rkt_failures, 1u);
    rk_last_error_message(message, sizeof message);
    fprintf(stderr, "%s:%d: FAILED: ", file, line);
    vfprintf(stderr, format, args);
    fprintf(stderr, "\n    last error: \"%s\"\n", message);
    if (rkt_note[0] != '\0') fprintf(stderr, "    while: %s\n", rkt_note);
    fflush(stderr);
}

/* Prints a failure with the calling thread's last RefreshKit error message. */
RKT_PRINTF(3, 4) static inline void rkt_fail(const char *file, int line, const char *format, ...) {
    va_list args;
    va_start(args, format);
    rkt_vfail(file, line, format, args);
    va_end(args);
}

/* One check made by a helper function on behalf of its caller (file and line are the caller's):
   counted like CHECK_MSG, reported when `ok` is 0. Returns `ok`. */
RKT_PRINTF(4, 5) static inline int rkt_check_at(const char *file, int line, int ok,
                                                const char *format, ...) {
    atomic_fetch_add(&rkt_checks, 1u);
    if (!ok) {
        va_list args;
        va_start(args, format);
        rkt_vfail(file, line, format, args);
        va_end(args);
    }
    return ok;
}

static inline size_t rkt_error_length(void) { return rk_last_error_message(NULL, 0); }

/* A signal's shape as "<return>:<params>", one letter per type (v p i l u d s), from its
   rk_signal_desc: the key tests use to pick a handler of the right C type for any signal. */
enum { RKT_SHAPE_SIZE = RK_SIGNAL_MAX_PARAMS + 3 };
static inline char rkt_type_letter(rk_type t) {
    switch (t) {
    case RK_TYPE_VOID: return 'v';
    case RK_TYPE_POINTER: return 'p';
    case RK_TYPE_INT32: return 'i';
    case RK_TYPE_INT64: return 'l';
    case RK_TYPE_UINT64: return 'u';
    case RK_TYPE_DOUBLE: return 'd';
    case RK_TYPE_STRING: return 's';
    default: return '?';
    }
}
static inline void rkt_signal_shape(const rk_signal_desc *d, char shape[RKT_SHAPE_SIZE]) {
    uint32_t p, n = d->param_count < RK_SIGNAL_MAX_PARAMS ? d->param_count : RK_SIGNAL_MAX_PARAMS;
    shape[0] = rkt_type_letter(d->return_type);
    shape[1] = ':';
    for (p = 0; p < n; p++) shape[2 + p] = rkt_type_letter(d->param_types[p]);
    shape[2 + n] = '\0';
}

/* CHECK(cond): a plain condition. */
#define CHECK(cond)                                                                               \
    do {                                                                                          \
        atomic_fetch_add(&rkt_checks, 1u);                                                        \
        if (!(cond)) rkt_fail(__FILE__, __LINE__, "%s", #cond);                                   \
    } while (0)

/* CHECK_MSG(cond, fmt, ...): a condition with a formatted explanation. */
#define CHECK_MSG(cond, ...)                                                                      \
    do {                                                                                          \
        atomic_fetch_add(&rkt_checks, 1u);                                                        \
        if (!(cond)) rkt_fail(__FILE__, __LINE__, __VA_ARGS__);                                   \
    } while (0)

#define CHECK_EQ_INT(a, b)                                                                        \
    do {                                                                                          \
        long long rkt_a_ = (long long)(a), rkt_b_ = (long long)(b);                               \
        CHECK_MSG(rkt_a_ == rkt_b_, "%s == %s (%lld vs %lld)", #a, #b, rkt_a_, rkt_b_);           \
    } while (0)

#define CHECK_EQ_U64(a, b)                                                                        \
    do {                                                                                          \
        unsigned long long rkt_a_ = (unsigned long long)(a), rkt_b_ = (unsigned long long)(b);    \
        CHECK_MSG(rkt_a_ == rkt_b_, "%s == %s (%llu vs %llu)", #a, #b, rkt_a_, rkt_b_);           \
    } while (0)

/* Doubles compared bit for bit (tells -0.0 from 0.0, and any NaN payload). */
#define CHECK_EQ_BITS(a, b)                                                                       \
    do {                                                                                          \
        double rkt_a_ = (a), rkt_b_ = (b);                                                        \
        CHECK_MSG(memcmp(&rkt_a_, &rkt_b_, sizeof rkt_a_) == 0, "%s == %s bitwise (%.17g vs %.17g)", \
                  #a, #b, rkt_a_, rkt_b_);                                                        \
    } while (0)

#define CHECK_NEAR(a, b, eps)                                                                     \
    do {                                                                                          \
        double rkt_a_ = (a), rkt_b_ = (b);                                                        \
        CHECK_MSG(fabs(rkt_a_ - rkt_b_) <= (eps), "%s ~= %s (%.17g vs %.17g)", #a, #b, rkt_a_,    \
                  rkt_b_);                                                                        \
    } while (0)

#define CHECK_STR(a, b)                                                                           \
    do {                                                                                          \
        const char *rkt_a_ = (a), *rkt_b_ = (b);                                                  \
        CHECK_MSG(rkt_a_ != NULL && rkt_b_ != NULL && strcmp(rkt_a_, rkt_b_) == 0,                \
                  "%s == %s (\"%s\" vs \"%s\")", #a, #b, rkt_a_ ? rkt_a_ : "(null)",              \
                  rkt_b_ ? rkt_b_ : "(null)");                                                    \
    } while (0)

/*
 * CHECK_RC(call, expected): the call returns exactly `expected`. For an error code it also checks
 * that the call set a non-empty last error message (the last error is cleared just before the call,
 * so a stale message cannot satisfy it).
 */
#define CHECK_RC(call, expected)                                                                  \
    do {                                                                                          \
        rk_status rkt_want_ = (expected);                                                         \
        rk_status rkt_got_;                                                                       \
        atomic_fetch_add(&rkt_checks, 1u);                                                        \
        if (rkt_want_ != RK_OK) rk_clear_last_error();                                            \
        rkt_got_ = (call);                                                                        \
        if (rkt_got_ != rkt_want_) {                                                              \
            rkt_fail(__FILE__, __LINE__, "%s returned %d (%s), expected %d (%s)", #call,          \
                     (int)rkt_got_, rk_status_string(rkt_got_), (int)rkt_want_,                   \
                     rk_status_string(rkt_want_));                                                \
        } else if (rkt_want_ != RK_OK && rkt_error_length() == 0) {                               \
            rkt_fail(__FILE__, __LINE__, "%s returned %s but set no last error message", #call,   \
                     rk_status_string(rkt_got_));                                                 \
        }                                                                                         \
    } while (0)

#define CHECK_OK(call) CHECK_RC(call, RK_OK)

/* ---- the event log ----
 *
 * One ordered log per test executable: callbacks append items with rkt_log(format, ...), and the
 * test compares the whole log with one string, items separated by single spaces ("A< A> ~A w1").
 * RKT_EXPECT_LOG(s) checks that the log since the last RKT_EXPECT_LOG (or rkt_log_reset) is exactly
 * s, then starts it over; RKT_CHECK_LOG(s) checks the same and keeps the log growing. Each is one
 * check. On a mismatch both strings are printed and, when they share a start, the items from the
 * first difference on.
 *
 * The log holds RKT_LOG_SIZE bytes; an item that does not fit is not cut short: the log stops there
 * and the next comparison fails ("overflowed"), so a truncated log can never match by accident.
 * rkt_log_mute(1) drops items until rkt_log_mute(0) (for cases that count thousands of events
 * another way). Every case starts with an empty log, not muted (rkt_main resets it).
 *
 * Threads: the log belongs to one thread, the one that last reset it (or first appended to it):
 * the loop thread, where RefreshKit runs every callback. It takes no lock on purpose: a lock would
 * order the threads that log, and hide from ThreadSanitizer a race between them that RefreshKit
 * should have prevented. An item appended from another thread is not logged; the next comparison
 * fails and says so.
 */
enum { RKT_LOG_SIZE = 16384 };

static char rkt_log_buffer[RKT_LOG_SIZE];
static size_t rkt_log_used;
static int rkt_log_overflowed;
static int rkt_log_muted;
static int rkt_log_owned;
static pthread_t rkt_log_owner;
static atomic_int rkt_log_foreign; /* items dropped because another thread appended them */

/* Empties the log; the calling thread owns it from now on. */
static inline void rkt_log_reset(void) {
    rkt_log_buffer[0] = '\0';
    rkt_log_used = 0;
    rkt_log_overflowed = 0;
    atomic_store(&rkt_log_foreign, 0);
    rkt_log_owner = pthread_self();
    rkt_log_owned = 1;
}

static inline void rkt_log_mute(int muted) { rkt_log_muted = muted; }

/* The log so far ("" when empty). */
static inline const char *rkt_log_text(void) { return rkt_log_buffer; }

/* Appends one item, formatted like printf. */
RKT_PRINTF(1, 2) static inline void rkt_log(const char *format, ...) {
    va_list args;
    size_t separator, room;
    int n;
    if (!rkt_log_owned) {
        rkt_log_owner = pthread_self();
        rkt_log_owned = 1;
    } else if (!pthread_equal(pthread_self(), rkt_log_owner)) {
        atomic_fetch_add(&rkt_log_foreign, 1);
        return;
    }
    if (rkt_log_muted || rkt_log_overflowed) return;
    separator = rkt_log_used > 0;
    room = RKT_LOG_SIZE - rkt_log_used;
    if (room <= separator + 1) {
        rkt_log_overflowed = 1;
        return;
    }
    va_start(args, format);
    n = vsnprintf(rkt_log_buffer + rkt_log_used + separator, room - separator, format, args);
    va_end(args);
    if (n < 0 || (size_t)n >= room - separator) {
        rkt_log_buffer[rkt_log_used] = '\0'; /* the log ends with its last whole item */
        rkt_log_overflowed = 1;
        return;
    }
    if (separator) rkt_log_buffer[rkt_log_used] = ' ';
    rkt_log_used += separator + (size_t)n;
}

/* The length of the item at s (up to the next space or the end). */
static inline size_t rkt_log_item_length(const char *s) {
    const char *space = strchr(s, ' ');
    return space ? (size_t)(space - s) : strlen(s);
}

/* The number of items in a log string. */
static inline size_t rkt_log_item_count(const char *s) {
    size_t n = 0;
    while (*s != '\0') {
        size_t length = rkt_log_item_length(s);
        n++;
        s += length;
        if (*s == ' ') s++;
    }
    return n;
}

static inline void rkt_log_compare_at(const char *file, int line, const char *expected,
                                      int restart) {
    const char *got = rkt_log_buffer;
    int foreign = atomic_load(&rkt_log_foreign);
    if (expected == NULL) expected = "(null)";
    if (rkt_log_overflowed) {
        rkt_check_at(file, line, 0, "the log overflowed its %d bytes; it starts\n      \"%.200s\"",
                     (int)RKT_LOG_SIZE, got);
    } else if (foreign != 0) {
        rkt_check_at(file, line, 0, "%d items were logged from a thread other than the log's",
                     foreign);
    } else if (strcmp(got, expected) == 0) {
        rkt_check_at(file, line, 1, "log");
    } else {
        /* Skip the items both start with. */
        const char *g = got, *e = expected;
        size_t same = 0;
        for (;;) {
            size_t gl = rkt_log_item_length(g), el = rkt_log_item_length(e);
            if (*g == '\0' || *e == '\0' || gl != el || memcmp(g, e, gl) != 0) break;
            if ((g[gl] == ' ') != (e[el] == ' ')) break;
            same++;
            g += gl + (g[gl] == ' ');
            e += el + (e[el] == ' ');
        }
        if (same == 0) {
            rkt_check_at(file, line, 0, "log is\n      \"%s\"\n    expected\n      \"%s\"", got,
                         expected);
        } else {
            rkt_check_at(file, line, 0,
                         "log is\n      \"%s\"\n    expected\n      \"%s\"\n"
                         "    the first %zu items agree; from item %zu on, the log has %zu more\n"
                         "      \"%s\"\n    where %zu more were expected\n      \"%s\"",
                         got, expected, same, same + 1, rkt_log_item_count(g), g,
                         rkt_log_item_count(e), e);
        }
    }
    if (restart) rkt_log_reset();
}

/* RKT_EXPECT_LOG(s): the log since the last RKT_EXPECT_LOG or reset is exactly s; then it is
   emptied. RKT_CHECK_LOG(s): the log so far is exactly s; it is kept. */
#define RKT_EXPECT_LOG(expected) rkt_log_compare_at(__FILE__, __LINE__, (expected), 1)
#define RKT_CHECK_LOG(expected) rkt_log_compare_at(__FILE__, __LINE__, (expected), 0)

/* ---- a fake clock ----
 *
 * For rk_context_set_clock: the context reads `now`, which only the test moves.
 *   rkt_clock clock;
 *   rkt_clock_init(&clock, 1000.0);
 *   CHECK_OK(rkt_clock_install(ctx, &clock));
 *   rkt_clock_advance(&clock, 0.25);   then dispatch: the timers due by now run
 * `reads` counts RefreshKit's readings; `foreign_reads` those made on another thread than the one
 * that initialised the clock (the header promises the clock is called on the loop thread only).
 *
 * Threads: set and advance the clock on the loop thread (RefreshKit reads it there, and a reading
 * elsewhere is exactly what foreign_reads exists to catch); the counters are atomic, so they count
 * right wherever the readings come from.
 */
typedef struct rkt_clock {
    double now;
    atomic_uint reads;
    atomic_uint foreign_reads;
    pthread_t thread;
} rkt_clock;

static inline void rkt_clock_init(rkt_clock *clock, double now) {
    clock->now = now;
    atomic_init(&clock->reads, 0u);
    atomic_init(&clock->foreign_reads, 0u);
    clock->thread = pthread_self();
}

/* The rk_clock_fn; user_data is the rkt_clock. */
static inline double rkt_clock_read(void *user_data) {
    rkt_clock *clock = (rkt_clock *)user_data;
    atomic_fetch_add(&clock->reads, 1u);
    if (!pthread_equal(pthread_self(), clock->thread)) atomic_fetch_add(&clock->foreign_reads, 1u);
    return clock->now;
}

/* rk_context_set_clock(ctx, rkt_clock_read, clock); check its status (one CHECK_OK). */
static inline rk_status rkt_clock_install(rk_context *ctx, rkt_clock *clock) {
    return rk_context_set_clock(ctx, rkt_clock_read, clock);
}

static inline void rkt_clock_set(rkt_clock *clock, double now) { clock->now = now; }
static inline void rkt_clock_advance(rkt_clock *clock, double seconds) { clock->now += seconds; }

/* ---- a connection's watch ----
 *
 * What happened to one connection (or any callback with a destroy_notify): pass the watch as the
 * user_data, call rkt_watch_called(watch) from the handler, and give rkt_watch_notify as the
 * destroy_notify. RKT_CHECK_ENDED(watch, what) then checks (two checks) that the destroy_notify ran
 * exactly once and that the handler never ran after it; `what` names the connection in a failure.
 *
 * Threads: the counters are atomic, so a handler or notify run on a wrong thread still counts
 * right; `off_thread` counts the calls and notifies made on another thread than the one that
 * initialised the watch (RefreshKit makes them all on the loop thread).
 */
typedef struct rkt_watch {
    atomic_int calls;
    atomic_int notified;
    atomic_int calls_after_notify;
    atomic_int off_thread;
    pthread_t thread;
} rkt_watch;

static inline void rkt_watch_init(rkt_watch *watch) {
    atomic_init(&watch->calls, 0);
    atomic_init(&watch->notified, 0);
    atomic_init(&watch->calls_after_notify, 0);
    atomic_init(&watch->off_thread, 0);
    watch->thread = pthread_self();
}

static inline void rkt_watch_called(rkt_watch *watch) {
    atomic_fetch_add(&watch->calls, 1);
    if (atomic_load(&watch->notified) != 0) atomic_fetch_add(&watch->calls_after_notify, 1);
    if (!pthread_equal(pthread_self(), watch->thread)) atomic_fetch_add(&watch->off_thread, 1);
}

/* The rk_destroy_notify; user_data is the rkt_watch. */
static inline void rkt_watch_notify(void *user_data) {
    rkt_watch *watch = (rkt_watch *)user_data;
    atomic_fetch_add(&watch->notified, 1);
    if (!pthread_equal(pthread_self(), watch->thread)) atomic_fetch_add(&watch->off_thread, 1);
}

static inline void rkt_check_ended_at(const char *file, int line, rkt_watch *watch,
                                      const char *what) {
    int notified = atomic_load(&watch->notified), late = atomic_load(&watch->calls_after_notify);
    rkt_check_at(file, line, notified == 1, "%s: destroy_notify ran %d times, expected 1", what,
                 notified);
    rkt_check_at(file, line, late == 0, "%s: handler called %d times after its destroy_notify",
                 what, late);
}
#define RKT_CHECK_ENDED(watch, what) rkt_check_ended_at(__FILE__, __LINE__, (watch), (what))

/* ---- stages: two threads taking turns ----
 *
 * A step number and a way to wait for it: one thread does its part and calls
 * rkt_stage_set(stage, n); the other waits with rkt_stage_wait(stage, n) (until the number is at
 * least n) and goes on. The number starts at 0. Safe from any thread (a mutex and a condition variable); that the waiting
 * thread then sees what the other did before rkt_stage_set is exactly what the mutex guarantees.
 *   rkt_stage_init(&stage) ... rkt_stage_destroy(&stage)
 */
typedef struct rkt_stage {
    pthread_mutex_t lock;
    pthread_cond_t cond;
    int value;
} rkt_stage;

static inline void rkt_stage_init_at(const char *file, int line, rkt_stage *stage) {
    int rc = pthread_mutex_init(&stage->lock, NULL);
    if (rc != 0) rkt_check_at(file, line, 0, "pthread_mutex_init failed (%d)", rc);
    rc = pthread_cond_init(&stage->cond, NULL);
    if (rc != 0) rkt_check_at(file, line, 0, "pthread_cond_init failed (%d)", rc);
    stage->value = 0;
}
/* A failure to make the mutex or condition variable is one failed check (a success counts none). */
#define rkt_stage_init(stage) rkt_stage_init_at(__FILE__, __LINE__, (stage))

static inline void rkt_stage_destroy(rkt_stage *stage) {
    pthread_cond_destroy(&stage->cond);
    pthread_mutex_destroy(&stage->lock);
}

static inline void rkt_stage_set(rkt_stage *stage, int value) {
    pthread_mutex_lock(&stage->lock);
    stage->value = value;
    pthread_cond_broadcast(&stage->cond);
    pthread_mutex_unlock(&stage->lock);
}

static inline void rkt_stage_wait(rkt_stage *stage, int value) {
    pthread_mutex_lock(&stage->lock);
    while (stage->value < value) pthread_cond_wait(&stage->cond, &stage->lock);
    pthread_mutex_unlock(&stage->lock);
}

/* ---- threads and dispatch ---- */

/* RKT_RUN_THREAD(fn, arg): runs fn(arg) on a new thread and waits for it to end. Two checks: the
   thread was created, and joined. Use it from any thread. */
static inline void rkt_run_thread_at(const char *file, int line, void *(*fn)(void *), void *arg) {
    pthread_t thread;
    int rc = pthread_create(&thread, NULL, fn, arg);
    rkt_check_at(file, line, rc == 0, "pthread_create failed (%d)", rc);
    rc = rc == 0 ? pthread_join(thread, NULL) : rc;
    rkt_check_at(file, line, rc == 0, "the thread was not joined (%d)", rc);
}
#define RKT_RUN_THREAD(fn, arg) rkt_run_thread_at(__FILE__, __LINE__, (fn), (arg))

/* rkt_dispatch(ctx): one rk_context_dispatch, checked to return RK_OK (one check, reported at the
   caller's line); returns what it ran (out_ran). Loop thread only, like the call. */
static inline uint32_t rkt_dispatch_at(const char *file, int line, rk_context *ctx) {
    uint32_t ran = UINT32_MAX; /* stays when the call fails and leaves out_ran alone */
    rk_status status = rk_context_dispatch(ctx, &ran);
    rkt_check_at(file, line, status == RK_OK,
                 "rk_context_dispatch returned %d (%s), expected RK_OK", (int)status,
                 rk_status_string(status));
    return ran;
}
#define rkt_dispatch(ctx) rkt_dispatch_at(__FILE__, __LINE__, (ctx))

/* ---- a fixture: a context on a fake clock, and the signals of the objects it watches ----
 *
 * The set-up every scenario shares: a context whose clock is an rkt_clock, and a log of what the
 * objects under test emit, for any kind. rkt_fixture_watch connects a logging handler to every
 * signal of the object's kind, found through rk_signal_count/rk_signal_info (so a signal added to a
 * kind is watched without a change here); each emission counts in `events` and appends
 * "<signal>:<args>; " to the fixture's own log (doubles as %.17g, strings as they are, pointers as
 * "p" or "0": two fixtures given the same steps log the same text). measure-text style signals
 * (returning a double) answer 7 points per byte.
 *   rkt_fixture fx;                         (or a member of the test's own world)
 *   rkt_fixture_open(&fx, 1000.0);          context + clock: two checks
 *   rkt_fixture_watch(&fx, footer, RK_KIND_FOOTER);
 *   rkt_fixture_advance(&fx, 0.25);         the clock moves, the context dispatches until idle
 *   rkt_fixture_close(&fx);                 destroys the context (and with it every object)
 * The log holds RKT_FIXTURE_LOG bytes and keeps its first ones when it is full (`events` still
 * counts). Loop thread only, like the calls it makes.
 */
enum { RKT_FIXTURE_LOG = 1 << 16, RKT_FIXTURE_SLOTS = 48 };

typedef struct rkt_fixture rkt_fixture;
typedef struct rkt_fixture_slot {
    rkt_fixture *owner;
    const char *name;
} rkt_fixture_slot;

struct rkt_fixture {
    rk_context *ctx;
    rkt_clock clock;
    unsigned long events;
    size_t log_used;
    char log[RKT_FIXTURE_LOG];
    rkt_fixture_slot slots[RKT_FIXTURE_SLOTS];
    size_t nslots;
};

RKT_PRINTF(2, 3) static inline void rkt_fixture_log(rkt_fixture *fx, const char *format, ...) {
    va_list args;
    int n;
    fx->events++;
    if (fx->log_used >= RKT_FIXTURE_LOG - 1) return;
    va_start(args, format);
    n = vsnprintf(fx->log + fx->log_used, RKT_FIXTURE_LOG - fx->log_used, format, args);
    va_end(args);
    if (n > 0) fx->log_used += (size_t)n;
    if (fx->log_used > RKT_FIXTURE_LOG - 1) fx->log_used = RKT_FIXTURE_LOG - 1;
}

/* Empties the log (the event count goes on). */
static inline void rkt_fixture_log_reset(rkt_fixture *fx) {
    fx->log_used = 0;
    fx->log[0] = '\0';
}

#define RKT_SLOT_(ud) ((rkt_fixture_slot *)(ud))
#define RKT_LOG_(ud, ...) rkt_fixture_log(RKT_SLOT_(ud)->owner, __VA_ARGS__)
#define RKT_P_(p) ((p) != NULL ? "p" : "0")
static inline void rkt_fx_v(void *o, void *ud) { (void)o; RKT_LOG_(ud, "%s; ", RKT_SLOT_(ud)->name); }
static inline void rkt_fx_i(void *o, int32_t a, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%d; ", RKT_SLOT_(ud)->name, (int)a);
}
static inline void rkt_fx_ii(void *o, int32_t a, int32_t b, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%d<%d; ", RKT_SLOT_(ud)->name, (int)a, (int)b);
}
static inline void rkt_fx_iii(void *o, int32_t a, int32_t b, int32_t c, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%d,%d,%d; ", RKT_SLOT_(ud)->name, (int)a, (int)b, (int)c);
}
static inline void rkt_fx_d(void *o, double a, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%.17g; ", RKT_SLOT_(ud)->name, a);
}
static inline void rkt_fx_dd(void *o, double a, double b, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%.17g@%.17g; ", RKT_SLOT_(ud)->name, a, b);
}
static inline void rkt_fx_di(void *o, double a, int32_t b, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%.17g,%d; ", RKT_SLOT_(ud)->name, a, (int)b);
}
static inline void rkt_fx_dddd(void *o, double a, double b, double c, double d, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%.17g,%.17g,%.17g,%.17g; ", RKT_SLOT_(ud)->name, a, b, c, d);
}
static inline void rkt_fx_layout(void *o, double a, double b, double c, double d, double e, double f,
                                 double g, double h, int32_t mode, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%d; ", RKT_SLOT_(ud)->name, a, b,
             c, d, e, f, g, h, (int)mode);
}
static inline void rkt_fx_u(void *o, uint64_t a, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%" PRIu64 "; ", RKT_SLOT_(ud)->name, a);
}
static inline void rkt_fx_ui(void *o, uint64_t a, int32_t b, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%" PRIu64 "/%d; ", RKT_SLOT_(ud)->name, a, (int)b);
}
static inline void rkt_fx_s(void *o, const char *s, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s; ", RKT_SLOT_(ud)->name, s ? s : "(null)");
}
static inline void rkt_fx_si(void *o, const char *s, int32_t a, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s/%d; ", RKT_SLOT_(ud)->name, s ? s : "(null)", (int)a);
}
static inline void rkt_fx_is(void *o, int32_t a, const char *s, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%d/%s; ", RKT_SLOT_(ud)->name, (int)a, s ? s : "(null)");
}
static inline void rkt_fx_ill(void *o, int32_t a, int64_t b, int64_t c, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%d/%" PRId64 "/%" PRId64 "; ", RKT_SLOT_(ud)->name, (int)a, b, c);
}
static inline void rkt_fx_p(void *o, void *p, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s; ", RKT_SLOT_(ud)->name, RKT_P_(p));
}
static inline void rkt_fx_pidd(void *o, void *p, int32_t a, double b, double c, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s/%d/%.17g@%.17g; ", RKT_SLOT_(ud)->name, RKT_P_(p), (int)a, b, c);
}
static inline void rkt_fx_pill(void *o, void *p, int32_t a, int64_t b, int64_t c, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s/%d/%" PRId64 "/%" PRId64 "; ", RKT_SLOT_(ud)->name, RKT_P_(p), (int)a, b, c);
}
static inline void rkt_fx_pis(void *o, void *p, int32_t a, const char *s, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s/%d/%s; ", RKT_SLOT_(ud)->name, RKT_P_(p), (int)a, s ? s : "(null)");
}
static inline void rkt_fx_piluds(void *o, void *p, int32_t a, int64_t b, uint64_t c, double d,
                                 const char *s, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s/%d/%" PRId64 "/%" PRIu64 "/%.17g/%s; ", RKT_SLOT_(ud)->name, RKT_P_(p), (int)a,
             b, c, d, s ? s : "(null)");
}
static inline double rkt_fx_measure(void *o, const char *s, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s; ", RKT_SLOT_(ud)->name, s ? s : "(null)");
    return s ? 7.0 * (double)strlen(s) : 0.0;
}
static inline double rkt_fx_measure_d(void *o, const char *s, double a, void *ud) {
    (void)o;
    RKT_LOG_(ud, "%s:%s/%.17g; ", RKT_SLOT_(ud)->name, s ? s : "(null)", a);
    return s ? 7.0 * (double)strlen(s) : 0.0;
}
#undef RKT_P_
#undef RKT_LOG_
#undef RKT_SLOT_

/* The logging handler for a signal shape (rkt_signal_shape), or NULL. */
static inline rk_callback rkt_fixture_handler(const char *shape) {
    static const struct {
        const char *shape;
        rk_callback fn;
    } handlers[] = {
        {"v:", (rk_callback)rkt_fx_v},         {"v:i", (rk_callback)rkt_fx_i},
        {"v:ii", (rk_callback)rkt_fx_ii},      {"v:iii", (rk_callback)rkt_fx_iii},
        {"v:d", (rk_callback)rkt_fx_d},
        {"v:dd", (rk_callback)rkt_fx_dd},      {"v:di", (rk_callback)rkt_fx_di},
        {"v:dddd", (rk_callback)rkt_fx_dddd},  {"v:ddddddddi", (rk_callback)rkt_fx_layout},
        {"v:u", (rk_callback)rkt_fx_u},        {"v:ui", (rk_callback)rkt_fx_ui},
        {"v:s", (rk_callback)rkt_fx_s},        {"v:si", (rk_callback)rkt_fx_si},
        {"v:is", (rk_callback)rkt_fx_is},      {"v:ill", (rk_callback)rkt_fx_ill},
        {"v:p", (rk_callback)rkt_fx_p},        {"v:pidd", (rk_callback)rkt_fx_pidd},
        {"v:pill", (rk_callback)rkt_fx_pill},  {"v:pis", (rk_callback)rkt_fx_pis},
        {"v:piluds", (rk_callback)rkt_fx_piluds}, {"d:s", (rk_callback)rkt_fx_measure},
        {"d:sd", (rk_callback)rkt_fx_measure_d},
    };
    size_t i;
    for (i = 0; i < sizeof handlers / sizeof handlers[0]; i++) {
        if (strcmp(handlers[i].shape, shape) == 0) return handlers[i].fn;
    }
    return NULL;
}

/* A context on the fixture's clock, set to `now`; the log empty. Two checks. */
static inline void rkt_fixture_open_at(const char *file, int line, rkt_fixture *fx, double now) {
    rk_status st;
    fx->ctx = NULL;
    fx->events = 0;
    fx->nslots = 0;
    rkt_fixture_log_reset(fx);
    rkt_clock_init(&fx->clock, now);
    st = rk_context_create(&fx->ctx);
    rkt_check_at(file, line, st == RK_OK, "rk_context_create: %s", rk_status_string(st));
    st = fx->ctx ? rkt_clock_install(fx->ctx, &fx->clock) : RK_ERR_INVALID_HANDLE;
    rkt_check_at(file, line, st == RK_OK, "rk_context_set_clock: %s", rk_status_string(st));
}
#define rkt_fixture_open(fx, now) rkt_fixture_open_at(__FILE__, __LINE__, (fx), (now))

/* Every signal of `kind` on `object` logged into the fixture. One check per signal. */
static inline void rkt_fixture_watch_at(const char *file, int line, rkt_fixture *fx, void *object,
                                        rk_kind kind) {
    uint32_t count = 0, i;
    rk_status st = rk_signal_count(kind, &count);
    rkt_check_at(file, line, st == RK_OK, "rk_signal_count(%d): %s", (int)kind, rk_status_string(st));
    for (i = 0; i < count; i++) {
        rk_signal_desc d;
        char shape[RKT_SHAPE_SIZE];
        rk_callback fn;
        memset(&d, 0, sizeof d);
        d.struct_size = sizeof d;
        st = rk_signal_info(kind, i, &d);
        if (!rkt_check_at(file, line, st == RK_OK, "rk_signal_info(%d, %u): %s", (int)kind, (unsigned)i,
                          rk_status_string(st)))
            continue;
        rkt_signal_shape(&d, shape);
        fn = rkt_fixture_handler(shape);
        if (!rkt_check_at(file, line, fn != NULL && fx->nslots < RKT_FIXTURE_SLOTS,
                          "no logging handler (or slot) for \"%s\" (%s)", d.name, shape))
            continue;
        fx->slots[fx->nslots].owner = fx;
        fx->slots[fx->nslots].name = d.name;
        st = rk_connect(object, d.name, fn, &fx->slots[fx->nslots], NULL, NULL);
        rkt_check_at(file, line, st == RK_OK, "rk_connect(\"%s\"): %s", d.name, rk_status_string(st));
        fx->nslots++;
    }
}
#define rkt_fixture_watch(fx, object, kind) rkt_fixture_watch_at(__FILE__, __LINE__, (fx), (object), (kind))

/* Dispatches until nothing runs (at most 100 rounds), each checked. */
static inline void rkt_fixture_dispatch_at(const char *file, int line, rkt_fixture *fx) {
    uint32_t ran = 1;
    int rounds = 0;
    while (ran != 0 && ran != UINT32_MAX && rounds++ < 100) ran = rkt_dispatch_at(file, line, fx->ctx);
}
#define rkt_fixture_dispatch(fx) rkt_fixture_dispatch_at(__FILE__, __LINE__, (fx))

/* The clock moves on by `seconds`, then the context dispatches until idle. */
#define rkt_fixture_advance(fx, seconds)                                                          \
    do {                                                                                          \
        rkt_clock_advance(&(fx)->clock, (seconds));                                               \
        rkt_fixture_dispatch(fx);                                                                 \
    } while (0)

/* Destroys the context (every object in it with it). One check. */
static inline void rkt_fixture_close_at(const char *file, int line, rkt_fixture *fx) {
    rk_status st = fx->ctx ? rk_context_destroy(fx->ctx) : RK_OK;
    rkt_check_at(file, line, st == RK_OK, "rk_context_destroy: %s", rk_status_string(st));
    fx->ctx = NULL;
}
#define rkt_fixture_close(fx) rkt_fixture_close_at(__FILE__, __LINE__, (fx))

/* n GIF frames for rk_*_set_images: ids base, base + 1, ..., each width x height. */
static inline void rkt_frames(rk_image *out, uint32_t n, uint64_t base, double width, double height) {
    uint32_t i;
    for (i = 0; i < n; i++) {
        out[i].id = base + i;
        out[i].width = width;
        out[i].height = height;
    }
}

/* The scroll metrics most scenarios start from (setup A of docs/behaviour/footer.md): a 375 x 600
   viewport under a 64-point top inset, 1000 points of content as wide as the viewport, at rest at the
   top (y = -64), no item reported (last_visible_item -1 where `no_items`, else 0). */
static inline rk_scroll_metrics rkt_metrics_at_rest(int no_items) {
    rk_scroll_metrics m;
    memset(&m, 0, sizeof m);
    m.struct_size = sizeof m;
    m.viewport_width = 375;
    m.viewport_height = 600;
    m.content_height = 1000;
    m.content_width = 375;
    m.inset_top = 64;
    m.offset_y = -64;
    if (no_items) m.last_visible_item = -1;
    return m;
}

/* The refresh family in one fixture: a footer, a normal header, a normal auto footer and a normal
   trailer in the fixture's context (four checks), and the metrics at rest (not yet reported). */
typedef struct rkt_family {
    rkt_fixture fx;
    rk_footer *footer;
    rk_header *header;
    rk_auto_footer *af;
    rk_trailer *trailer;
    rk_scroll_metrics m;
} rkt_family;

static inline void rkt_family_open_at(const char *file, int line, rkt_family *f, double now) {
    rk_status st[4];
    int i;
    rkt_fixture_open_at(file, line, &f->fx, now);
    st[0] = rk_footer_create(f->fx.ctx, &f->footer);
    st[1] = rk_header_create(f->fx.ctx, RK_HEADER_STYLE_NORMAL, &f->header);
    st[2] = rk_auto_footer_create(f->fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &f->af);
    st[3] = rk_trailer_create(f->fx.ctx, RK_TRAILER_STYLE_NORMAL, &f->trailer);
    for (i = 0; i < 4; i++) rkt_check_at(file, line, st[i] == RK_OK, "create: %s", rk_status_string(st[i]));
    f->m = rkt_metrics_at_rest(0);
}
#define rkt_family_open(f, now) rkt_family_open_at(__FILE__, __LINE__, (f), (now))

/* ---- cases and main ---- */

typedef struct rkt_case {
    const char *name;
    void (*run)(void);
} rkt_case;

#define RKT_CASE(fn) { #fn, fn }

/* No arguments: every case. Names: those cases. "--except" and names: every case but those. */
static inline int rkt_selected(const char *name, int argc, char **argv) {
    int i, except = argc >= 2 && strcmp(argv[1], "--except") == 0;
    if (argc < 2) return 1;
    for (i = except ? 2 : 1; i < argc; i++) {
        if (strcmp(argv[i], name) == 0) return !except;
    }
    return except;
}

static inline int rkt_main(const char *program, const rkt_case *cases, size_t count, int argc,
                    char **argv) {
    size_t i, ran = 0, failed_cases = 0;
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (i = 0; i < count; i++) printf("%s\n", cases[i].name);
        return 0;
    }
    for (i = 0; i < count; i++) {
        unsigned before;
        if (!rkt_selected(cases[i].name, argc, argv)) continue;
        before = atomic_load(&rkt_failures);
        printf("# %s\n", cases[i].name);
        fflush(stdout);
        rk_clear_last_error();
        rkt_note[0] = '\0';
        rkt_log_reset();
        rkt_log_mute(0);
        cases[i].run();
        ran++;
        if (atomic_load(&rkt_failures) != before) {
            failed_cases++;
            printf("not ok %zu - %s\n", ran, cases[i].name);
        } else {
            printf("ok %zu - %s\n", ran, cases[i].name);
        }
        fflush(stdout);
    }
    printf("%s: %zu cases, %zu failed; %u checks, %u failed\n", program, ran, failed_cases,
           atomic_load(&rkt_checks), atomic_load(&rkt_failures));
    if (ran == 0) {
        fprintf(stderr, "%s: no case matched\n", program);
        return 2;
    }
    return atomic_load(&rkt_failures) == 0 ? 0 : 1;
}

#define RKT_MAIN(cases)                                                                           \
    int main(int argc, char **argv) {                                                             \
        return rkt_main(argv[0], cases, sizeof(cases) / sizeof(cases[0]), argc, argv);            \
    }

/* ---- small helpers shared by several tests ---- */

/* Integers carried through void * user_data. */
#define RKT_PTR(n) ((void *)(uintptr_t)(n))
#define RKT_INT(p) ((uintptr_t)(p))

/* A handle value that RefreshKit must reject: any integer turned into a pointer. */
#define RKT_HANDLE(type, n) ((type *)(uintptr_t)(n))

#endif /* RK_TEST_H */
