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
 */
#ifndef RK_TEST_H
#define RK_TEST_H

#include "refreshkit.h"

#include <inttypes.h>
#include <math.h>
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

/* Prints a failure with the calling thread's last RefreshKit error message. */
static inline void rkt_fail(const char *file, int line, const char *format, ...) {
    char message[512];
    va_list args;
    atomic_fetch_add(&rkt_failures, 1u);
    rk_last_error_message(message, sizeof message);
    fprintf(stderr, "%s:%d: FAILED: ", file, line);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fprintf(stderr, "\n    last error: \"%s\"\n", message);
    if (rkt_note[0] != '\0') fprintf(stderr, "    while: %s\n", rkt_note);
    fflush(stderr);
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
