/*
 * bench.h — what the parts of rk-bench share: the case table, the result of a run, the allocation
 * counter, the clock and the RSS reader.
 *
 * A case is one operation measured N times: setup (not measured) builds its objects, run does N
 * operations and proves they happened (callback counts), teardown frees. Cases of one group are
 * peers: the driver interleaves them, and a case names the peer its ratio is taken against.
 */
#ifndef RKB_BENCH_H
#define RKB_BENCH_H

#include <stdint.h>
#include <stdio.h>

#include <refreshkit.h>

typedef struct rkb_result {
    /* Operations proven done: the driver fails the case when this differs from N. */
    uint64_t ops;
    /* Times the loop thread woke up (worker -> loop cases), 0 when it does not apply. */
    uint64_t wakeups;
} rkb_result;

typedef struct rkb_case {
    const char *name;
    /* Cases of one group run interleaved, and their table rows stand together. */
    const char *group;
    /* The case this one is compared with (ratio = this / peer), or NULL. */
    const char *peer;
    const char *what;
    /* N for one timed repetition (about 50 ms on this kind of machine), for the smoke run, and the
       smaller of the two N of the callgrind mode (callgrind.sh takes 3x it as the larger). */
    uint64_t n_time, n_smoke, n_callgrind;
    /* A parameter of the case's functions: handler count, bound indicators, ... */
    long arg;
    /* 0 on success; on failure they print why to stderr. */
    int (*setup)(const struct rkb_case *c, void **state);
    int (*run)(void *state, uint64_t n, rkb_result *result);
    void (*teardown)(void *state);
} rkb_case;

/* The case tables of each part, each ending with a zeroed entry. */
extern const rkb_case rkb_emission_cases[];
extern const rkb_case rkb_binder_cases[];
extern const rkb_case rkb_footer_cases[];
extern const rkb_case rkb_family_cases[];
extern const rkb_case rkb_list_cases[];
extern const rkb_case rkb_adapter_cases[];

/* Reports that are not ns-per-operation cases (memory.c, load.c). Each prints Markdown rows to out
   and returns 0, or prints why to stderr and returns nonzero. `smoke` shrinks them to a check. */
int rkb_memory_report(FILE *out, int smoke);
int rkb_load_report(FILE *out, int smoke, int reps);
/* What the last rkb_load_report measured (for the targets' table, docs/ARCHITECTURE.md §5): the
   library it loaded (RKB_LIBRARY, else the build tree's), the median of dlopen + first call, the
   file's size and whether it is stripped (no .symtab, no .debug_* section). */
typedef struct rkb_load_figures {
    int measured;
    const char *path;
    double first_call_ms;
    uint64_t bytes;
    int stripped;
} rkb_load_figures;
extern rkb_load_figures rkb_load_result;
/* The memory child: `rk-bench --memory-child KIND COUNT` prints "bytes_rss bytes_heap" per object. */
int rkb_memory_child(const char *kind, long count);

/* ---- the family's objects with every signal counted (cases_family.c) ---- */

typedef struct rkb_counts {
    uint64_t emitted; /* every signal of every object of the case */
    uint64_t measured;
} rkb_counts;
/* Connects a counting handler to every signal of the object's kind (found through rk_signal_info,
   so a signal added later is connected too). 0, or prints why and returns nonzero. */
int rkb_connect_all(void *object, rk_kind kind, rkb_counts *c);
/* The same but for the signals named in `own` (NULL-terminated, or NULL for none): the case
   connects its own handler to those, so that every signal still has exactly one. */
int rkb_connect_all_but(void *object, rk_kind kind, rkb_counts *c, const char *const *own);
/* A list as the scroll view cases have it: a scroll view with a header (normal style) and a back
   footer (GIF frames, 100 rows) attached, every signal of the three counted into c but the scroll
   view's signals named in `own` (as rkb_connect_all_but). */
int rkb_list_view(rk_context *ctx, rkb_counts *c, const char *const *own, rk_scroll_view **out_view,
                  rk_footer **out_footer);

/* ---- allocation counter (alloc_count.c) ---- */

/* Every malloc, calloc, realloc and aligned allocation in the process so far, all threads. */
uint64_t rkb_allocations(void);

/* ---- small helpers (main.c) ---- */

/* CLOCK_MONOTONIC in nanoseconds. */
uint64_t rkb_now_ns(void);
/* Resident set size in bytes, from /proc/self/statm. */
uint64_t rkb_rss_bytes(void);
/* Bytes in use on the malloc heap (mallinfo2: arena + mmapped). */
uint64_t rkb_heap_bytes(void);
/* Prints "<what>: <status string> (<last error message>)" to stderr; returns 1. */
int rkb_fail_status(const char *what, rk_status status);

/* The executable's own path, for re-running itself as a child. */
const char *rkb_self_path(void);

/* The callgrind client requests around the measured part of the callgrind mode (main.c): no-ops
   when not under valgrind. */
void rkb_measure_begin(void);
void rkb_measure_end(void);

#define RKB_CHECK_OK(expr)                                                                         \
    do {                                                                                           \
        rk_status rkb_status_ = (expr);                                                            \
        if (rkb_status_ != RK_OK) return rkb_fail_status(#expr, rkb_status_);                      \
    } while (0)

#endif
