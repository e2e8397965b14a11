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
 *   rkt_fixture                              a context on an rkt_clock (and a fake wall clock),
 *                                            objects' signals logged
 *   rkt_metrics, rkt_metrics_at_rest         scroll metrics at rest; setup A's
 *   rkt_family, rkt_family_log               the four kinds in one fixture; their tagged log
 *   rkt_host, rkt_done_<kind>                the host double of one component; completion tokens
 *   RKT_QUERIES, RKT_QUERY_FN, RKT_TEXT_FN   a kind's getters, checked
 *   rkt_check_signals                        a kind's signals as documented
 *   rkt_rng, rkt_props                       seeded runs of a property test and their tallies
 *   rkt_fd_readable                          whether the context's fd is readable
 */
#ifndef RK_TEST_H
#define RK_TEST_H

#include "refreshkit.h"

#include <inttypes.h>
#include <math.h>
#include <poll.h>
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

/* printf-style format checking where the compiler has it; RKT_MAYBE_UNUSED on the helpers a
   macro defines in a test file, which may use only some of them (clang warns of an unused static
   inline function in the main file). */
#if defined(__GNUC__) || defined(__clang__)
#define RKT_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#define RKT_MAYBE_UNUSED __attribute__((unused))
#else
#define RKT_PRINTF(fmt, args)
#define RKT_MAYBE_UNUSED
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
    double wall; /* the fake wall clock's reading, when rkt_fixture_set_wall installed it */
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
    fx->wall = 0;
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

/* Dispatches until nothing runs, each round checked; still busy after 1000 rounds (a zero-delay
   timer loop?) is one failed check. */
static inline void rkt_fixture_dispatch_at(const char *file, int line, rkt_fixture *fx) {
    int rounds;
    for (rounds = 0; rounds < 1000; rounds++) {
        uint32_t ran = rkt_dispatch_at(file, line, fx->ctx);
        if (ran == 0 || ran == UINT32_MAX) return;
    }
    rkt_check_at(file, line, 0, "dispatch keeps running work at t=%.17g (a zero-delay timer loop?)",
                 fx->clock.now);
}
#define rkt_fixture_dispatch(fx) rkt_fixture_dispatch_at(__FILE__, __LINE__, (fx))

/* The clock moves on by `seconds` (or to `t`), then the context dispatches until idle. */
#define rkt_fixture_advance(fx, seconds)                                                          \
    do {                                                                                          \
        rkt_clock_advance(&(fx)->clock, (seconds));                                               \
        rkt_fixture_dispatch(fx);                                                                 \
    } while (0)
#define rkt_fixture_to(fx, t)                                                                     \
    do {                                                                                          \
        rkt_clock_set(&(fx)->clock, (t));                                                         \
        rkt_fixture_dispatch(fx);                                                                 \
    } while (0)

/* The rk_wall_clock_fn of rkt_fixture_set_wall; user_data is the fixture. */
static inline double rkt_fixture_wall_read(void *user_data) { return ((rkt_fixture *)user_data)->wall; }

/* A fake wall clock too: the context reads `wall` (seconds since 1970 UTC), which only the test
   moves. One check. */
static inline void rkt_fixture_set_wall_at(const char *file, int line, rkt_fixture *fx, double wall) {
    rk_status st;
    fx->wall = wall;
    st = rk_context_set_wall_clock(fx->ctx, rkt_fixture_wall_read, fx);
    rkt_check_at(file, line, st == RK_OK, "rk_context_set_wall_clock: %s", rk_status_string(st));
}
#define rkt_fixture_set_wall(fx, wall) rkt_fixture_set_wall_at(__FILE__, __LINE__, (fx), (wall))

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

/* RKT_SIZED(s): s zeroed, its struct_size set (the out-structs and in-structs of the ABI). */
#define RKT_SIZED(s)                                                                              \
    do {                                                                                          \
        memset(&(s), 0, sizeof(s));                                                               \
        (s).struct_size = sizeof(s);                                                              \
    } while (0)

/* Scroll metrics of a width x height viewport over content_width x content_height of content,
   under a top inset, at rest at the top; everything else 0. (0.0 - inset_top: with no inset the
   offset is +0.0, as in a zeroed struct, not -0.0.) */
static inline rk_scroll_metrics rkt_metrics(double width, double height, double content_width,
                                            double content_height, double inset_top) {
    rk_scroll_metrics m;
    RKT_SIZED(m);
    m.viewport_width = width;
    m.viewport_height = height;
    m.content_width = content_width;
    m.content_height = content_height;
    m.inset_top = inset_top;
    m.offset_y = 0.0 - inset_top;
    return m;
}

/* What a host does with a scroll view's relayed request: the inset of an edge, the offset on an
   axis (rk_scroll_view's "inset-requested" and "offset-requested"). */
static inline void rkt_metrics_apply_inset(rk_scroll_metrics *m, int32_t edge, double value) {
    if (edge == RK_SCROLL_EDGE_TOP) m->inset_top = value;
    else if (edge == RK_SCROLL_EDGE_BOTTOM) m->inset_bottom = value;
    else m->inset_right = value;
}
static inline void rkt_metrics_apply_offset(rk_scroll_metrics *m, int32_t axis, double value) {
    if (axis == RK_SCROLL_AXIS_VERTICAL) m->offset_y = value;
    else m->offset_x = value;
}

/* The scroll metrics most scenarios start from (setup A of docs/behaviour/footer.md): a 375 x 600
   viewport under a 64-point top inset, 1000 points of content as wide as the viewport, at rest at the
   top (y = -64), no item reported (last_visible_item -1 where `no_items`, else 0). */
static inline rk_scroll_metrics rkt_metrics_at_rest(int no_items) {
    rk_scroll_metrics m = rkt_metrics(375, 600, 375, 1000, 64);
    if (no_items) m.last_visible_item = -1;
    return m;
}

/* The refresh family in one fixture: a footer, a normal header, a normal auto footer and a normal
   trailer in the fixture's context (four checks), and the metrics at rest (not yet reported).
   rkt_family_log connects the family's tagged log (below); `sv` is a file's own scroll view, when
   it makes one. */
typedef struct rkt_family rkt_family;
typedef struct rkt_who {
    rkt_family *family;
    char who;
} rkt_who;

struct rkt_family {
    rkt_fixture fx;
    rk_footer *footer;
    rk_header *header;
    rk_auto_footer *af;
    rk_trailer *trailer;
    rk_scroll_metrics m;
    rk_scroll_view *sv;
    rkt_who tf, th, ta, tt; /* F, H, A, T */
    unsigned mask;          /* the tagged items logged (all, unless a case narrows it) */
};

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

/* A family on a new fixture (rkt_family_open); rkt_family_free closes and frees it. */
static inline rkt_family *rkt_family_new_at(const char *file, int line, double now) {
    rkt_family *f = (rkt_family *)calloc(1, sizeof *f);
    if (f == NULL) abort();
    rkt_family_open_at(file, line, f, now);
    return f;
}
#define rkt_family_new(now) rkt_family_new_at(__FILE__, __LINE__, (now))
#define rkt_family_free(f)                                                                        \
    do {                                                                                          \
        rkt_fixture_close(&(f)->fx);                                                              \
        free(f);                                                                                  \
    } while (0)

/* The back footer alone (rk_footer_set_metrics), at y, dragging or not (one check). */
static inline void rkt_family_footer_to_at(const char *file, int line, rkt_family *f, double y,
                                           int dragging) {
    rk_status st;
    f->m.offset_y = y;
    f->m.dragging = dragging;
    st = rk_footer_set_metrics(f->footer, &f->m);
    rkt_check_at(file, line, st == RK_OK, "rk_footer_set_metrics: %s", rk_status_string(st));
}
#define rkt_family_footer_to(f, y, dragging)                                                      \
    rkt_family_footer_to_at(__FILE__, __LINE__, (f), (y), (dragging))

/* The auto footer alone (rk_auto_footer_set_metrics), at y, dragging or not, in a pan phase (one
   check). */
static inline void rkt_family_af_to_at(const char *file, int line, rkt_family *f, double y, int dragging,
                                       rk_pan_state pan) {
    rk_status st;
    f->m.offset_y = y;
    f->m.dragging = dragging;
    f->m.pan = pan;
    st = rk_auto_footer_set_metrics(f->af, &f->m);
    rkt_check_at(file, line, st == RK_OK, "rk_auto_footer_set_metrics: %s", rk_status_string(st));
}
#define rkt_family_af_to(f, y, dragging, pan)                                                     \
    rkt_family_af_to_at(__FILE__, __LINE__, (f), (y), (dragging), (pan))

/* A pull past the back footer's trigger (444 at rest in setup A), released: at rest, dragged to
   460, let go there (three checks). */
#define rkt_family_footer_pull(f)                                                                 \
    do {                                                                                          \
        rkt_family_footer_to((f), -64, 0);                                                        \
        rkt_family_footer_to((f), 460, 1);                                                        \
        rkt_family_footer_to((f), 460, 0);                                                        \
    } while (0)

/* ---- the host double: one member of the refresh family, its signals as log items ----
 *
 * What the component scenarios share: an rkt_fixture, the component under test (`object`, or by
 * its kind's name) and the metrics `m` the host reports. rkt_host_watch connects, for each item in
 * a mask (RKT_EVM(RKT_EV_...)), a handler on the component's signal that appends the item to the
 * event log (rkt_log) when `mask` lets it in:
 *   state:NEW<OLD  pct:P  frame:ID/INDEX  gif:V  layout:X,Y,W,H  inset:V@DUR  offset:V@DUR
 *   alpha:A@DUR  label:TEXT  time:TEXT  refreshing  end-anim  arrow:A@DUR (arrow:NAME@DUR at the
 *   angle arrow_named)  arrowvis:V  spinner:A  spinalpha:A@DUR  measure:TEXT  say:TEXT/PRIORITY
 *   done:TAG:FINISHED
 * Whether or not it logs, a handler counts its signal in count[], keeps its arguments in last[],
 * counts a call off the loop thread (off_loop) or for another object (wrong_object), applies an inset
 * or offset request to the field of `m` its kind's edge names (the header's top, the footer's
 * bottom, the trailer's right; an auto footer's come through its scroll view, rkt_host_relay)
 * while apply_requests, as UIKit does and F8 asks of a host. measure-text answers label_width for
 * the component's label and text_width for any other text. rkt_host_done(h, tag) is a completion
 * token (rkt_done_<kind> the completion); rkt_host_free checks that every token was called
 * exactly once, with the right object when finished and on the loop thread, and that no handler
 * ran off the loop thread or for another object. Given NULL user_data (rkt_log_signals), the
 * handlers only log. Loop thread only, like the fixture.
 *   rkt_host *h = rkt_host_new(1000.0);
 *   CHECK_OK(rk_header_create(h->fx.ctx, RK_HEADER_STYLE_NORMAL, &h->header));
 *   rkt_host_watch(h, RK_KIND_HEADER, RKT_EVM(RKT_EV_STATE) | RKT_EVM(RKT_EV_LABEL));
 *   ... rkt_host_free(h);
 */
enum {
    RKT_EV_STATE,
    RKT_EV_PCT,
    RKT_EV_FRAME,
    RKT_EV_GIFVIS,
    RKT_EV_LAYOUT,
    RKT_EV_INSET,
    RKT_EV_OFFSET,
    RKT_EV_ALPHA,
    RKT_EV_LABEL,
    RKT_EV_TIME,
    RKT_EV_REFRESHING,
    RKT_EV_ENDANIM,
    RKT_EV_ARROW,
    RKT_EV_ARROWVIS,
    RKT_EV_SPINNER,
    RKT_EV_SPINALPHA,
    RKT_EV_MEASURE,
    RKT_EV_SAY,
    RKT_EV_DONE,
    RKT_EV_LOAD, /* the tagged log's only ("refreshing-load") */
    RKT_EV_KINDS
};
#define RKT_EVM(k) (1u << (k))
#define RKT_EVM_ALL ((1u << RKT_EV_KINDS) - 1u)
/* What a host logs by default: layout passes and measuring are checked on their own. */
#define RKT_EVM_SEQ (RKT_EVM_ALL & ~RKT_EVM(RKT_EV_LAYOUT) & ~RKT_EVM(RKT_EV_MEASURE))

enum { RKT_HOST_DONE = 64 };

typedef struct rkt_host rkt_host;

/* A completion token (rkt_host_done). */
typedef struct rkt_done {
    rkt_host *owner;
    int tag;
    int calls;
    int32_t finished;
    int bad_object; /* called with finished = 1 for another object */
    int off_loop;
    double time; /* the fake clock when it was called */
} rkt_done;

struct rkt_host {
    rkt_fixture fx;
    union { /* the component under test */
        void *object;
        rk_header *header;
        rk_footer *footer;
        rk_auto_footer *af;
        rk_trailer *trailer;
    };
    int style;            /* the style it was created with (the file's to set) */
    rk_scroll_view *sv;   /* the scroll view whose requests it applies (rkt_host_relay), or NULL */
    rk_scroll_metrics m;  /* what the host reports next */
    double *inset_to;     /* the field of m an inset request sets (NULL: none) */
    double *offset_to;    /* the field of m an offset request sets (NULL: none) */
    int apply_requests;   /* 1 (the default): requests are applied to m */
    unsigned mask;        /* the items logged (RKT_EVM_SEQ by default) */
    pthread_t loop_thread;
    int off_loop, wrong_object;
    int count[RKT_EV_KINDS];
    struct {
        double value, duration; /* its first two arguments (an id, a flag as a number) */
        double time;            /* the fake clock when it came */
    } last[RKT_EV_KINDS];       /* each signal's last call */
    double layout[4];           /* the last layout-changed's rect */
    double arrow_named;         /* the angle logged by name, */
    const char *arrow_name;     /* this name (NULL: none) */
    double label_width, text_width; /* measure-text's answers */
    rkt_done done[RKT_HOST_DONE];
};

/* The host of a handler's user_data (NULL: log only), its object and thread checked. */
static inline rkt_host *rkt_host_of(void *object, void *user_data) {
    rkt_host *h = (rkt_host *)user_data;
    if (h == NULL) return NULL;
    if (!pthread_equal(pthread_self(), h->loop_thread)) h->off_loop++;
    if (object != h->object) h->wrong_object++;
    return h;
}

/* Counts one item; whether the log takes it. */
static inline int rkt_host_logs(rkt_host *h, int item) {
    if (h == NULL) return 1;
    h->count[item]++;
    return (h->mask & RKT_EVM(item)) != 0;
}

/* Notes a signal's arguments in last[item] with the fake clock, and counts it; whether the log
   takes it (always, with no host). */
static inline int rkt_host_seen(rkt_host *h, int item, double value, double duration) {
    if (h == NULL) return 1;
    h->last[item].value = value;
    h->last[item].duration = duration;
    h->last[item].time = h->fx.clock.now;
    return rkt_host_logs(h, item);
}

static inline void rkt_on_state(void *o, int32_t state, int32_t old, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_STATE, state, old))
        rkt_log("state:%d<%d", (int)state, (int)old);
}
static inline void rkt_on_percent(void *o, double p, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_PCT, p, 0)) rkt_log("pct:%g", p);
}
static inline void rkt_on_frame(void *o, uint64_t id, int32_t index, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_FRAME, (double)id, index))
        rkt_log("frame:%llu/%d", (unsigned long long)id, (int)index);
}
static inline void rkt_on_gif_visibility(void *o, int32_t visible, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_GIFVIS, visible, 0)) rkt_log("gif:%d", (int)visible);
}
static inline void rkt_on_layout(void *o, double x, double y, double w, double height, void *ud) {
    rkt_host *h = rkt_host_of(o, ud);
    const double rect[4] = {x, y, w, height};
    if (h != NULL) memcpy(h->layout, rect, sizeof rect);
    if (rkt_host_seen(h, RKT_EV_LAYOUT, x, y)) rkt_log("layout:%g,%g,%g,%g", x, y, w, height);
}
/* The host applies a request to the field of m its kind's edge names (while apply_requests). */
static inline rkt_host *rkt_host_applies(rkt_host *h, double *to, double value) {
    if (h != NULL && h->apply_requests && to != NULL) *to = value;
    return h;
}
static inline void rkt_on_inset(void *o, double value, double duration, void *ud) {
    rkt_host *h = rkt_host_of(o, ud);
    if (rkt_host_seen(rkt_host_applies(h, h ? h->inset_to : NULL, value), RKT_EV_INSET, value, duration))
        rkt_log("inset:%g@%g", value, duration);
}
static inline void rkt_on_offset(void *o, double value, double duration, void *ud) {
    rkt_host *h = rkt_host_of(o, ud);
    if (rkt_host_seen(rkt_host_applies(h, h ? h->offset_to : NULL, value), RKT_EV_OFFSET, value, duration))
        rkt_log("offset:%g@%g", value, duration);
}
static inline void rkt_on_alpha(void *o, double alpha, double duration, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_ALPHA, alpha, duration))
        rkt_log("alpha:%g@%g", alpha, duration);
}
static inline void rkt_on_label(void *o, const char *text, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_LABEL, 0, 0)) rkt_log("label:%s", text ? text : "(NULL)");
}
static inline void rkt_on_time_label(void *o, const char *text, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_TIME, 0, 0)) rkt_log("time:%s", text ? text : "(NULL)");
}
static inline void rkt_on_refreshing(void *o, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_REFRESHING, 0, 0)) rkt_log("refreshing");
}
static inline void rkt_on_end_animation(void *o, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_ENDANIM, 0, 0)) rkt_log("end-anim");
}
static inline void rkt_on_arrow(void *o, double angle, double duration, void *ud) {
    rkt_host *h = rkt_host_of(o, ud);
    if (!rkt_host_seen(h, RKT_EV_ARROW, angle, duration)) return;
    if (h != NULL && h->arrow_name != NULL && angle == h->arrow_named)
        rkt_log("arrow:%s@%g", h->arrow_name, duration);
    else
        rkt_log("arrow:%.17g@%g", angle, duration);
}
static inline void rkt_on_arrow_visibility(void *o, int32_t visible, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_ARROWVIS, visible, 0))
        rkt_log("arrowvis:%d", (int)visible);
}
static inline void rkt_on_spinner(void *o, int32_t animating, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_SPINNER, animating, 0))
        rkt_log("spinner:%d", (int)animating);
}
static inline void rkt_on_spinner_alpha(void *o, double alpha, double duration, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_SPINALPHA, alpha, duration))
        rkt_log("spinalpha:%g@%g", alpha, duration);
}
static inline double rkt_on_measure(void *o, const char *text, void *ud) {
    rkt_host *h = rkt_host_of(o, ud);
    char label[512];
    size_t length = 0;
    if (rkt_host_seen(h, RKT_EV_MEASURE, 0, 0)) rkt_log("measure:%s", text ? text : "(NULL)");
    if (h == NULL) return 0;
    label[0] = '\0';
    if (rk_component_get_label(o, label, sizeof label, &length) == RK_OK && text != NULL &&
        strcmp(label, text) == 0)
        return h->label_width;
    return h->text_width;
}
static inline void rkt_on_say(void *o, const char *text, int32_t priority, void *ud) {
    if (rkt_host_seen(rkt_host_of(o, ud), RKT_EV_SAY, priority, 0))
        rkt_log("say:%s/%d", text, (int)priority);
}

/* A completion: its token's tally, and "done:TAG:FINISHED" (a wrong token is a failed check). */
static inline void rkt_host_completed(void *object, int32_t finished, void *user_data) {
    rkt_done *d = (rkt_done *)user_data;
    rkt_host *h = d != NULL ? d->owner : NULL;
    if (!rkt_check_at(__FILE__, __LINE__, h != NULL, "a completion without its rkt_host_done token"))
        return;
    d->calls++;
    d->finished = finished;
    d->time = h->fx.clock.now;
    if (finished && object != h->object) d->bad_object++;
    if (!pthread_equal(pthread_self(), h->loop_thread)) d->off_loop++;
    if (rkt_host_logs(h, RKT_EV_DONE)) rkt_log("done:%d:%d", d->tag, (int)finished);
}
/* rkt_host_completed as each kind's completion type. */
#define RKT_DONE_FN(kind)                                                                         \
    static inline void rkt_done_##kind(rk_##kind *o, int32_t finished, void *ud) {                \
        rkt_host_completed(o, finished, ud);                                                      \
    }
RKT_DONE_FN(header)
RKT_DONE_FN(footer)
RKT_DONE_FN(auto_footer)
RKT_DONE_FN(trailer)

/* A fresh completion token (tag < RKT_HOST_DONE); pass it as the user_data of rkt_done_<kind>. */
static inline rkt_done *rkt_host_done(rkt_host *h, int tag) {
    rkt_done *d;
    if (tag < 0 || tag >= RKT_HOST_DONE) abort();
    d = &h->done[tag];
    memset(d, 0, sizeof *d);
    d->owner = h;
    d->tag = tag;
    return d;
}

/* ---- the family's tagged log ----
 *
 * Scenarios that drive several members of a family log "<who>:<what>", who being F (back footer),
 * H (header), A (auto footer) or T (trailer): rkt_family_log(f, items) connects, on each of the
 * four, the handler of each item (RKT_EVM(RKT_EV_...)) that logs it while f->mask lets it in:
 *   W:state:NEW<OLD  W:label:TEXT  W:refreshing  W:load:ID  W:frame:ID  W:req:VALUE@DUR (an
 *   inset or an offset request: INSET, OFFSET)  W:layout:X,Y,W,H (the back footer's GIF rect and
 *   mode left out)
 * A completion whose user_data is a string logs "done:TAG=FINISHED" (rkt_done_named, cast to the
 * kind's completion type).
 */
static inline int rkt_who_logs(void *user_data, int item) {
    return (((rkt_who *)user_data)->family->mask & RKT_EVM(item)) != 0;
}
static inline char rkt_who_of(void *user_data) { return ((rkt_who *)user_data)->who; }

static inline void rkt_who_on_state(void *o, int32_t state, int32_t old, void *ud) {
    (void)o;
    if (rkt_who_logs(ud, RKT_EV_STATE)) rkt_log("%c:state:%d<%d", rkt_who_of(ud), (int)state, (int)old);
}
static inline void rkt_who_on_label(void *o, const char *text, void *ud) {
    (void)o;
    if (rkt_who_logs(ud, RKT_EV_LABEL)) rkt_log("%c:label:%s", rkt_who_of(ud), text);
}
static inline void rkt_who_on_refreshing(void *o, void *ud) {
    (void)o;
    if (rkt_who_logs(ud, RKT_EV_REFRESHING)) rkt_log("%c:refreshing", rkt_who_of(ud));
}
static inline void rkt_who_on_load(void *o, uint64_t id, void *ud) {
    (void)o;
    if (rkt_who_logs(ud, RKT_EV_LOAD)) rkt_log("%c:load:%llu", rkt_who_of(ud), (unsigned long long)id);
}
static inline void rkt_who_on_frame(void *o, uint64_t id, int32_t index, void *ud) {
    (void)o;
    (void)index;
    if (rkt_who_logs(ud, RKT_EV_FRAME)) rkt_log("%c:frame:%llu", rkt_who_of(ud), (unsigned long long)id);
}
static inline void rkt_who_on_request(void *o, double value, double duration, void *ud) {
    (void)o;
    if (rkt_who_logs(ud, RKT_EV_INSET) || rkt_who_logs(ud, RKT_EV_OFFSET))
        rkt_log("%c:req:%g@%g", rkt_who_of(ud), value, duration);
}
static inline void rkt_who_on_layout(void *o, double x, double y, double w, double h, void *ud) {
    (void)o;
    if (rkt_who_logs(ud, RKT_EV_LAYOUT)) rkt_log("%c:layout:%g,%g,%g,%g", rkt_who_of(ud), x, y, w, h);
}
/* The back footer's layout-changed carries its GIF rect and content mode too. */
static inline void rkt_who_on_footer_layout(void *o, double x, double y, double w, double h, double gx,
                                            double gy, double gw, double gh, int32_t mode, void *ud) {
    (void)gx;
    (void)gy;
    (void)gw;
    (void)gh;
    (void)mode;
    rkt_who_on_layout(o, x, y, w, h, ud);
}

/* A completion whose user_data names it: "done:TAG=FINISHED". */
static inline void rkt_done_named(void *o, int32_t finished, void *ud) {
    (void)o;
    rkt_log("done:%s=%d", (const char *)ud, (int)finished);
}

/* Each item's signal and handlers: the host's (rkt_host_connect) and the tagged log's
   (rkt_who_connect), NULL where it has none. */
typedef struct rkt_item_handler {
    int item;
    const char *signal;
    rk_callback host, who;
} rkt_item_handler;

static const rkt_item_handler rkt_item_handlers[] = {
    {RKT_EV_STATE, "state-changed", (rk_callback)rkt_on_state, (rk_callback)rkt_who_on_state},
    {RKT_EV_PCT, "pulling-percent", (rk_callback)rkt_on_percent, NULL},
    {RKT_EV_FRAME, "frame-changed", (rk_callback)rkt_on_frame, (rk_callback)rkt_who_on_frame},
    {RKT_EV_GIFVIS, "gif-visibility", (rk_callback)rkt_on_gif_visibility, NULL},
    {RKT_EV_LAYOUT, "layout-changed", (rk_callback)rkt_on_layout, (rk_callback)rkt_who_on_layout},
    {RKT_EV_INSET, "inset-requested", (rk_callback)rkt_on_inset, (rk_callback)rkt_who_on_request},
    {RKT_EV_OFFSET, "offset-requested", (rk_callback)rkt_on_offset, (rk_callback)rkt_who_on_request},
    {RKT_EV_ALPHA, "alpha-changed", (rk_callback)rkt_on_alpha, NULL},
    {RKT_EV_LABEL, "label-changed", (rk_callback)rkt_on_label, (rk_callback)rkt_who_on_label},
    {RKT_EV_TIME, "time-label-changed", (rk_callback)rkt_on_time_label, NULL},
    {RKT_EV_REFRESHING, "refreshing", (rk_callback)rkt_on_refreshing, (rk_callback)rkt_who_on_refreshing},
    {RKT_EV_ENDANIM, "end-animation-began", (rk_callback)rkt_on_end_animation, NULL},
    {RKT_EV_ARROW, "arrow-changed", (rk_callback)rkt_on_arrow, NULL},
    {RKT_EV_ARROWVIS, "arrow-visibility", (rk_callback)rkt_on_arrow_visibility, NULL},
    {RKT_EV_SPINNER, "spinner-changed", (rk_callback)rkt_on_spinner, NULL},
    {RKT_EV_SPINALPHA, "spinner-alpha", (rk_callback)rkt_on_spinner_alpha, NULL},
    {RKT_EV_MEASURE, "measure-text", (rk_callback)rkt_on_measure, NULL},
    {RKT_EV_SAY, "announcement", (rk_callback)rkt_on_say, NULL},
    {RKT_EV_LOAD, "refreshing-load", NULL, (rk_callback)rkt_who_on_load},
};

/* The handlers of `items` on `object` (one check each): the host's (user_data a host, or NULL to
   only log), or the tagged log's (user_data an rkt_who; a back footer's layout-changed has its own
   longer handler). An item with no handler of the kind asked for is a failed check. */
static inline void rkt_connect_items_at(const char *file, int line, void *object, unsigned items,
                                        void *user_data, int tagged, int is_footer) {
    size_t i;
    for (i = 0; i < sizeof rkt_item_handlers / sizeof rkt_item_handlers[0]; i++) {
        const rkt_item_handler *row = &rkt_item_handlers[i];
        rk_callback fn = tagged ? row->who : row->host;
        rk_status st;
        if (!(items & RKT_EVM(row->item))) continue;
        if (tagged && is_footer && row->item == RKT_EV_LAYOUT) fn = (rk_callback)rkt_who_on_footer_layout;
        st = fn != NULL ? rk_connect(object, row->signal, fn, user_data, NULL, NULL) : RK_ERR_NOT_FOUND;
        rkt_check_at(file, line, st == RK_OK, "connecting %s: %s", row->signal, rk_status_string(st));
    }
}
#define rkt_host_connect_at(file, line, h, object, items)                                         \
    rkt_connect_items_at((file), (line), (object), (items), (h), 0, 0)
#define rkt_who_connect_at(file, line, object, who, is_footer, items)                             \
    rkt_connect_items_at((file), (line), (object), (items), (who), 1, (is_footer))

#define rkt_who_connect(object, who, items)                                                       \
    rkt_who_connect_at(__FILE__, __LINE__, (object), (who), 0, (items))

/* rkt_log_signals(object, items): the items of an object logged, with no host. */
#define rkt_log_signals(object, items) rkt_host_connect_at(__FILE__, __LINE__, NULL, (object), (items))

/* The host watches its object (created in h->fx.ctx) of `kind`: the items' handlers connected,
   its requests applied to the edge of m the kind's requests name. */
static inline void rkt_host_watch_at(const char *file, int line, rkt_host *h, rk_kind kind,
                                     unsigned items) {
    switch (kind) {
    case RK_KIND_HEADER: h->inset_to = &h->m.inset_top; h->offset_to = &h->m.offset_y; break;
    case RK_KIND_FOOTER: h->inset_to = &h->m.inset_bottom; h->offset_to = &h->m.offset_y; break;
    case RK_KIND_TRAILER: h->inset_to = &h->m.inset_right; h->offset_to = &h->m.offset_x; break;
    default: h->inset_to = NULL; h->offset_to = NULL; break;
    }
    rkt_host_connect_at(file, line, h, h->object, items);
}
#define rkt_host_watch(h, kind, items) rkt_host_watch_at(__FILE__, __LINE__, (h), (kind), (items))

/* A host on a new fixture at `now` (two checks), no object yet, m zeroed but for struct_size. */
static inline rkt_host *rkt_host_new_at(const char *file, int line, double now) {
    rkt_host *h = (rkt_host *)calloc(1, sizeof *h);
    if (h == NULL) abort();
    rkt_fixture_open_at(file, line, &h->fx, now);
    h->m.struct_size = sizeof h->m;
    h->apply_requests = 1;
    h->mask = RKT_EVM_SEQ;
    h->loop_thread = pthread_self();
    h->last[RKT_EV_ARROWVIS].value = 1; /* the arrow shows, the spinner is opaque, until told */
    h->last[RKT_EV_SPINALPHA].value = 1.0;
    return h;
}
#define rkt_host_new(now) rkt_host_new_at(__FILE__, __LINE__, (now))

/* Destroys the context, then checks the handlers and every completion token (see above). */
static inline void rkt_host_close_at(const char *file, int line, rkt_host *h) {
    int i;
    rkt_fixture_close_at(file, line, &h->fx);
    rkt_check_at(file, line, h->off_loop == 0, "%d handler calls off the loop thread", h->off_loop);
    rkt_check_at(file, line, h->wrong_object == 0, "%d handler calls for another object", h->wrong_object);
    for (i = 0; i < RKT_HOST_DONE; i++) {
        const rkt_done *d = &h->done[i];
        if (d->owner == NULL) continue;
        rkt_check_at(file, line, d->calls == 1, "completion %d called %d times (exactly once expected)",
                     i, d->calls);
        rkt_check_at(file, line, d->bad_object == 0, "completion %d: finished for another object", i);
        rkt_check_at(file, line, d->off_loop == 0, "completion %d: called off the loop thread", i);
    }
}
#define rkt_host_close(h) rkt_host_close_at(__FILE__, __LINE__, (h))
#define rkt_host_free(h)                                                                          \
    do {                                                                                          \
        rkt_host_close(h);                                                                        \
        free(h);                                                                                  \
    } while (0)

/* The scroll view's "inset-requested" and "offset-requested": the host applies them to m. */
static inline void rkt_host_on_relayed_inset(void *o, void *component, int32_t edge, double value,
                                             double duration, void *ud) {
    (void)o;
    (void)component;
    (void)duration;
    rkt_metrics_apply_inset(&((rkt_host *)ud)->m, edge, value);
}
static inline void rkt_host_on_relayed_offset(void *o, void *component, int32_t axis, double value,
                                              double duration, void *ud) {
    (void)o;
    (void)component;
    (void)duration;
    rkt_metrics_apply_offset(&((rkt_host *)ud)->m, axis, value);
}
/* The host applies what scroll_view relays (two checks). */
static inline void rkt_host_relay_at(const char *file, int line, rkt_host *h, rk_scroll_view *sv) {
    rk_status st;
    h->sv = sv;
    st = rk_connect(sv, "inset-requested", (rk_callback)rkt_host_on_relayed_inset, h, NULL, NULL);
    rkt_check_at(file, line, st == RK_OK, "connecting the relayed inset: %s", rk_status_string(st));
    st = rk_connect(sv, "offset-requested", (rk_callback)rkt_host_on_relayed_offset, h, NULL, NULL);
    rkt_check_at(file, line, st == RK_OK, "connecting the relayed offset: %s", rk_status_string(st));
}
#define rkt_host_relay(h, sv) rkt_host_relay_at(__FILE__, __LINE__, (h), (sv))


/* The family's tagged log: `items` on each of the four; the mask lets every item in. */
static inline void rkt_family_log_at(const char *file, int line, rkt_family *f, unsigned items) {
    f->tf = (rkt_who){f, 'F'};
    f->th = (rkt_who){f, 'H'};
    f->ta = (rkt_who){f, 'A'};
    f->tt = (rkt_who){f, 'T'};
    f->mask = ~0u;
    rkt_who_connect_at(file, line, f->header, &f->th, 0, items);
    rkt_who_connect_at(file, line, f->footer, &f->tf, 1, items);
    rkt_who_connect_at(file, line, f->af, &f->ta, 0, items);
    rkt_who_connect_at(file, line, f->trailer, &f->tt, 0, items);
}
#define rkt_family_log(f, items) rkt_family_log_at(__FILE__, __LINE__, (f), (items))

/* CHECK_DONE(h, tag, calls, finished): completion token `tag` was called `calls` times, the last
   time with `finished` (one check, two when called). */
#define CHECK_DONE(h, tag, want_calls, want_finished)                                             \
    do {                                                                                          \
        CHECK_EQ_INT((h)->done[tag].calls, (want_calls));                                         \
        if ((want_calls) > 0) CHECK_EQ_INT((h)->done[tag].finished, (want_finished));             \
    } while (0)

/* CHECK_RECT(r, x, y, width, height): an rk_rect, compared with == (one check). */
#define CHECK_RECT(r, X, Y, W, H)                                                                 \
    do {                                                                                          \
        rk_rect r_ = (r);                                                                         \
        CHECK_MSG(r_.x == (X) && r_.y == (Y) && r_.width == (W) && r_.height == (H),             \
                  "%s == (%g, %g, %g, %g), got (%.17g, %.17g, %.17g, %.17g)", #r, (double)(X),    \
                  (double)(Y), (double)(W), (double)(H), r_.x, r_.y, r_.width, r_.height);        \
    } while (0)

/* RKT_QUERY_FN(name, self, field, type, call): defines `static inline type name(self *s)`, which
   returns a struct_size'd `type` filled by call(s->field, &out) (one CHECK_OK). RKT_VALUE_FN the
   same for a plain value, `unset` until the call writes it. */
#define RKT_QUERY_FN(name, self, field, type, call)                                               \
    RKT_MAYBE_UNUSED static inline type name(self *s) {                                           \
        type out_;                                                                                \
        RKT_SIZED(out_);                                                                          \
        CHECK_OK(call(s->field, &out_));                                                          \
        return out_;                                                                              \
    }
#define RKT_VALUE_FN(name, self, field, type, unset, call)                                        \
    RKT_MAYBE_UNUSED static inline type name(self *s) {                                           \
        type out_ = (unset);                                                                      \
        CHECK_OK(call(s->field, &out_));                                                          \
        return out_;                                                                              \
    }

/* RKT_TEXT_FN(name, self, field, call): defines `static inline const char *name(self *s)`, the
   text call(s->field, buf, cap, &length) writes into a buffer of the function's own (valid until
   its next call), checked: the call, and length == strlen (two checks). RKT_TITLE_FN the same for
   a state's text, `name(s, state)` calling call(s->field, state, buf, cap, &length). */
#define RKT_TEXT_FN(name, self, field, call)                                                      \
    RKT_MAYBE_UNUSED static inline const char *name(self *s) {                                    \
        static char buf_[512];                                                                    \
        size_t len_ = 0;                                                                          \
        buf_[0] = '\0';                                                                           \
        CHECK_OK(call(s->field, buf_, sizeof buf_, &len_));                                       \
        CHECK_EQ_U64(len_, strlen(buf_));                                                         \
        return buf_;                                                                              \
    }
#define RKT_TITLE_FN(name, self, field, call)                                                     \
    RKT_MAYBE_UNUSED static inline const char *name(self *s, rk_footer_state state) {             \
        static char buf_[512];                                                                    \
        size_t len_ = 0;                                                                          \
        buf_[0] = '\0';                                                                           \
        CHECK_OK(call(s->field, state, buf_, sizeof buf_, &len_));                                \
        CHECK_EQ_U64(len_, strlen(buf_));                                                         \
        return buf_;                                                                              \
    }

/* RKT_QUERIES(p, self, field, kind): the queries every member of the family answers, as getters
   of the component s->field of a `self *s`, each calling rk_<kind>_get_...: p_state, p_percent
   and p_alpha (-99, NaN and NaN unless the call writes), p_geo and p_layout (sized structs),
   p_label and p_title(s, state) (texts). */
#define RKT_QUERIES(p, self, field, kind)                                                         \
    RKT_VALUE_FN(p##_state, self, field, rk_footer_state, -99, rk_##kind##_get_state)             \
    RKT_VALUE_FN(p##_percent, self, field, double, NAN, rk_##kind##_get_pulling_percent)          \
    RKT_VALUE_FN(p##_alpha, self, field, double, NAN, rk_##kind##_get_alpha)                      \
    RKT_QUERY_FN(p##_geo, self, field, rk_##kind##_geometry, rk_##kind##_get_geometry)            \
    RKT_QUERY_FN(p##_layout, self, field, rk_##kind##_layout, rk_##kind##_get_layout)             \
    RKT_TEXT_FN(p##_label, self, field, rk_##kind##_get_label)                                    \
    RKT_TITLE_FN(p##_title, self, field, rk_##kind##_get_title)

/* ---- signals as documented ----
 *
 * A kind's signals, in order: each one's name, return type and parameter types, as rk_signal_info
 * and rk_signal_lookup report them. rkt_check_signals(kind, want, n): the kind has exactly n
 * signals, and signal i is want[i] (found at i by its name).
 */
typedef struct rkt_signal_doc {
    const char *name;
    rk_type ret;
    uint32_t count;
    rk_type types[RK_SIGNAL_MAX_PARAMS];
} rkt_signal_doc;

static inline void rkt_check_signals_at(const char *file, int line, rk_kind kind,
                                        const rkt_signal_doc *want, uint32_t n) {
    uint32_t count = 0, i, k;
    rk_status st = rk_signal_count(kind, &count);
    rkt_check_at(file, line, st == RK_OK, "rk_signal_count(%d): %s", (int)kind, rk_status_string(st));
    rkt_check_at(file, line, count == n, "kind %d has %u signals, expected %u", (int)kind,
                 (unsigned)count, (unsigned)n);
    for (i = 0; i < n; i++) {
        rk_signal_desc d;
        uint32_t index = 99;
        RKT_SIZED(d);
        RKT_NOTE("signal %u (%s) of kind %d", (unsigned)i, want[i].name, (int)kind);
        st = rk_signal_info(kind, i, &d);
        rkt_check_at(file, line, st == RK_OK, "rk_signal_info: %s", rk_status_string(st));
        rkt_check_at(file, line, d.name != NULL && strcmp(d.name, want[i].name) == 0,
                     "named \"%s\"", d.name ? d.name : "(null)");
        rkt_check_at(file, line, d.return_type == want[i].ret, "returns %d, expected %d",
                     (int)d.return_type, (int)want[i].ret);
        rkt_check_at(file, line, d.param_count == want[i].count, "%u parameters, expected %u",
                     (unsigned)d.param_count, (unsigned)want[i].count);
        for (k = 0; k < want[i].count && k < RK_SIGNAL_MAX_PARAMS; k++)
            rkt_check_at(file, line, d.param_types[k] == want[i].types[k],
                         "parameter %u is %d, expected %d", (unsigned)k, (int)d.param_types[k],
                         (int)want[i].types[k]);
        st = rk_signal_lookup(kind, want[i].name, &index);
        rkt_check_at(file, line, st == RK_OK, "rk_signal_lookup: %s", rk_status_string(st));
        rkt_check_at(file, line, index == i, "looked up at %u", (unsigned)index);
    }
    rkt_note[0] = '\0';
}
#define rkt_check_signals(kind, want, n) rkt_check_signals_at(__FILE__, __LINE__, (kind), (want), (n))

/* ---- seeded randomness and property tallies ----
 *
 * rkt_rng: splitmix64, so a seed replays a run exactly. rkt_props: the tallies of a property test
 * that simulates seeded runs and counts, per property, how often it was exercised and violated
 * (the first violation's description kept). rkt_props_check(props, prop, min) runs the
 * simulation once, on its first call, then checks (two checks) that the property was never
 * violated and exercised at least min times.
 *   static rkt_props props = {.names = prop_names, .simulate = simulate, .seeds = seeds,
 *                             .nseeds = 6, .steps = 3000};
 */
typedef struct rkt_rng {
    uint64_t s;
} rkt_rng;

static inline uint64_t rkt_rng_next(rkt_rng *r) {
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static inline double rkt_rng_unit(rkt_rng *r) { return (double)(rkt_rng_next(r) >> 11) * 0x1p-53; }
static inline double rkt_rng_range(rkt_rng *r, double lo, double hi) {
    return lo + (hi - lo) * rkt_rng_unit(r);
}
static inline int rkt_rng_int(rkt_rng *r, int n) { return (int)(rkt_rng_next(r) % (uint64_t)n); }

/* a ~ b, relatively (1e-9 of the larger magnitude, at least 1e-9). */
static inline int rkt_near(double a, double b) {
    double scale = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
    return fabs(a - b) <= 1e-9 * (scale > 1 ? scale : 1);
}

enum { RKT_PROPS_MAX = 8 };

typedef struct rkt_props rkt_props;
struct rkt_props {
    const char *const *names; /* what each property says */
    void (*simulate)(uint64_t seed, long steps, rkt_props *props);
    const uint64_t *seeds;
    size_t nseeds;
    long steps;
    int ran;
    long violations[RKT_PROPS_MAX];
    long exercised[RKT_PROPS_MAX];
    char first[RKT_PROPS_MAX][400];
};

/* One violation of a property (the first one's description is kept). */
RKT_PRINTF(3, 4) static inline void rkt_violate(rkt_props *p, int prop, const char *format, ...) {
    va_list args;
    if (p->violations[prop]++ > 0) return;
    va_start(args, format);
    vsnprintf(p->first[prop], sizeof p->first[prop], format, args);
    va_end(args);
}

static inline void rkt_props_check_at(const char *file, int line, rkt_props *p, int prop,
                                      long min_exercised) {
    size_t i;
    if (!p->ran) {
        p->ran = 1;
        for (i = 0; i < p->nseeds; i++) p->simulate(p->seeds[i], p->steps, p);
    }
    printf("#   %s: exercised %ld times, %ld violations\n", p->names[prop], p->exercised[prop],
           p->violations[prop]);
    rkt_check_at(file, line, p->violations[prop] == 0, "%s: violated %ld times; first: %s",
                 p->names[prop], p->violations[prop], p->first[prop]);
    rkt_check_at(file, line, p->exercised[prop] >= min_exercised,
                 "%s: exercised only %ld times (want >= %ld)", p->names[prop], p->exercised[prop],
                 min_exercised);
}
#define rkt_props_check(p, prop, min) rkt_props_check_at(__FILE__, __LINE__, (p), (prop), (min))

/* ---- the context's descriptor ---- */

/* Whether the context's fd (rk_context_fd) is readable now: 1 or 0, -1 when it cannot be asked. */
static inline int rkt_fd_readable(rk_context *ctx) {
    int fd = -1;
    struct pollfd p;
    if (rk_context_fd(ctx, &fd) != RK_OK) return -1;
    p.fd = fd;
    p.events = POLLIN;
    p.revents = 0;
    if (poll(&p, 1, 0) < 0) return -1;
    return (p.revents & POLLIN) != 0;
}

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
