/*
 * test_progress_stress: B7 (1.3) from many threads. Worker threads report their tasks' bytes as fast
 * as they can (both directions, increasing, now and then an unknown total, now and then a suspend
 * and a resume), then complete them; meanwhile the loop thread dispatches, binds and rebinds
 * progress objects to one task or to several combined, destroys and recreates them, and queries.
 * What the host sees is checked against the header's promises:
 *
 * - per task and direction, deliveries carry strictly increasing bytes (the reports increase), at
 *   most one per top-level dispatch, never after the task's "completed"; the last one before
 *   "completed" carries the worker's last report (coalescing loses nothing that matters: the
 *   latest value always arrives);
 * - every task "progress" is followed by one context "task-progress" for the same task and bytes;
 * - a progress's "progress-changed" carries a fraction in [0, 1] that differs from the last one it
 *   showed, except right after it left the indeterminate state; "indeterminate-changed" alternates;
 *   its query says what its last signals said;
 * - at the end every progress bound to tasks (all completed with code 0) shows 1, determinate;
 *   reports after a completion are refused with RK_ERR_INVALID_STATE, and none is refused before.
 *
 * Tests/tsan/run.sh runs it under ThreadSanitizer. Environment: RK_STRESS_STEPS (reports per worker,
 * default 150000), RK_STRESS_SEED (default: time).
 */
#include "rk_test.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WORKERS = 4, TASKS_PER_WORKER = 6, TASKS = WORKERS * TASKS_PER_WORKER, PROGRESSES = 6 };

static rk_context *ctx;
static rk_task *tasks[TASKS];
static rkt_stage start; /* the workers begin together, once the loop is running */

/* ---- what the loop thread saw (loop thread only) ---- */

typedef struct {
    int64_t last_completed[2], last_expected[2];
    int deliveries[2], this_dispatch[2];
    int ctx_pending; /* a task "progress" waiting for its context "task-progress" */
    int64_t ctx_completed;
    int completed;
    int errors; /* order, duplicates, after completion */
} task_view;

static task_view views[TASKS];
static int total_deliveries, ctx_mismatches;

typedef struct {
    rk_progress *progress;
    int bound; /* follows at least one task */
    int has_fraction, indeterminate, just_left;
    double fraction;
    int errors;
} progress_view;

static progress_view progresses[PROGRESSES];

/* ---- what each worker did (its thread; read by the loop after the join) ---- */

typedef struct {
    int index;
    unsigned seed;
    long steps;
    int64_t last[TASKS_PER_WORKER][2], expected[TASKS_PER_WORKER][2];
    long refused_before, refused_after_ok;
    rk_status first_bad;
} worker;

static unsigned next_random(unsigned *state) {
    *state = *state * 1103515245u + 12345u;
    return (*state >> 8) & 0xffffffu;
}

static void *work(void *arg) {
    worker *w = arg;
    long step;
    int t, d;
    rkt_stage_wait(&start, 1);
    for (t = 0; t < TASKS_PER_WORKER; t++) (void)rk_task_resume(tasks[w->index * TASKS_PER_WORKER + t]);
    for (step = 0; step < w->steps; step++) {
        unsigned r = next_random(&w->seed);
        int local = (int)(r % TASKS_PER_WORKER);
        rk_task *task = tasks[w->index * TASKS_PER_WORKER + local];
        int32_t direction = (int32_t)((r >> 4) & 1);
        int64_t completed = w->last[local][direction] + 1 + (int64_t)((r >> 5) % 7);
        int64_t expected = ((r >> 9) % 61) == 0 ? RK_PROGRESS_UNKNOWN : 100000000;
        rk_status status = rk_task_set_progress(task, direction, completed, expected);
        if (status == RK_OK) {
            w->last[local][direction] = completed;
            w->expected[local][direction] = expected;
        } else {
            w->refused_before++;
            w->first_bad = status;
        }
        if (((r >> 12) % 997) == 0) {
            (void)rk_task_suspend(task);
            (void)rk_task_resume(task);
        }
        if (((r >> 3) % 4096) == 0) sched_yield(); /* let the loop in now and then */
    }
    for (t = 0; t < TASKS_PER_WORKER; t++) {
        rk_task *task = tasks[w->index * TASKS_PER_WORKER + t];
        (void)rk_task_resume(task);
        if (rk_task_complete(task, 0, NULL) != RK_OK) w->refused_before++;
        for (d = 0; d < 2; d++) {
            if (rk_task_set_progress(task, d, w->last[t][d] + 1, 1) != RK_ERR_INVALID_STATE) w->refused_after_ok++;
        }
    }
    return NULL;
}

/* ---- handlers (loop thread) ---- */

static void on_progress(void *task, int32_t direction, int64_t completed, int64_t expected, void *ud) {
    task_view *v = &views[RKT_INT(ud)];
    (void)task;
    (void)expected;
    if (direction != RK_PROGRESS_UPLOAD && direction != RK_PROGRESS_DOWNLOAD) {
        v->errors++;
        return;
    }
    if (v->completed || completed <= v->last_completed[direction] || v->this_dispatch[direction] > 0) v->errors++;
    if (v->ctx_pending) ctx_mismatches++; /* the previous one had no context signal */
    v->this_dispatch[direction]++;
    v->deliveries[direction]++;
    v->last_completed[direction] = completed;
    v->last_expected[direction] = expected;
    v->ctx_pending = 1;
    v->ctx_completed = completed;
    total_deliveries++;
}

static int slot_of(void *task) {
    int i;
    for (i = 0; i < TASKS; i++) {
        if (tasks[i] == task) return i;
    }
    return -1;
}

static void on_ctx_progress(void *c, void *task, int32_t direction, int64_t completed, int64_t expected,
                            void *ud) {
    int slot = slot_of(task);
    (void)c;
    (void)direction;
    (void)expected;
    (void)ud;
    if (slot < 0 || !views[slot].ctx_pending || views[slot].ctx_completed != completed) {
        ctx_mismatches++;
        return;
    }
    views[slot].ctx_pending = 0;
}

static void on_completed(void *task, int32_t code, const char *message, void *ud) {
    task_view *v = &views[RKT_INT(ud)];
    (void)task;
    (void)code;
    (void)message;
    if (v->completed) v->errors++;
    v->completed = 1;
}

static void on_fraction(void *progress, double fraction, int32_t animated, void *ud) {
    progress_view *p = &progresses[RKT_INT(ud)];
    (void)progress;
    (void)animated;
    if (!(fraction >= 0 && fraction <= 1)) p->errors++;
    if (p->has_fraction && fraction == p->fraction && !p->just_left) p->errors++;
    p->has_fraction = 1;
    p->fraction = fraction;
    p->just_left = 0;
}

static void on_indeterminate(void *progress, int32_t indeterminate, void *ud) {
    progress_view *p = &progresses[RKT_INT(ud)];
    (void)progress;
    if (indeterminate == p->indeterminate) p->errors++;
    p->indeterminate = indeterminate;
    p->just_left = !indeterminate;
}

static void make_progress(int i) {
    progress_view *p = &progresses[i];
    memset(p, 0, sizeof *p);
    CHECK_OK(rk_progress_create(ctx, &p->progress));
    CHECK_OK(rk_connect(p->progress, "progress-changed", (rk_callback)on_fraction, RKT_PTR(i), NULL, NULL));
    CHECK_OK(rk_connect(p->progress, "indeterminate-changed", (rk_callback)on_indeterminate, RKT_PTR(i), NULL, NULL));
}

static void check_progress_query(int i) {
    progress_view *p = &progresses[i];
    double fraction = -1;
    int32_t indeterminate = -1;
    CHECK_OK(rk_progress_get_fraction(p->progress, &fraction, &indeterminate));
    CHECK_MSG(fraction == (p->has_fraction ? p->fraction : 0.0) && indeterminate == p->indeterminate,
              "progress %d shows %.17g (indeterminate %d), its signals said %.17g (%d)", i, fraction,
              (int)indeterminate, p->has_fraction ? p->fraction : 0.0, p->indeterminate);
}

/* One top-level dispatch, with the per-dispatch delivery counts reset first. */
static void dispatch_once(void) {
    int i;
    for (i = 0; i < TASKS; i++) views[i].this_dispatch[0] = views[i].this_dispatch[1] = 0;
    rkt_dispatch(ctx);
}

static void loop_step(unsigned *seed) {
    unsigned r = next_random(seed);
    int i = (int)(r % PROGRESSES);
    progress_view *p = &progresses[i];
    switch ((r >> 4) % 8) {
    case 0:
    case 1: {
        int32_t direction = (int32_t)((r >> 8) & 1);
        CHECK_OK(rk_progress_set_task(p->progress, tasks[(r >> 9) % TASKS], direction, (int32_t)((r >> 14) & 1)));
        p->bound = 1;
        break;
    }
    case 2: {
        rk_task *list[5];
        size_t n = 1 + (r >> 8) % 5, k;
        unsigned first = (r >> 12) % TASKS;
        for (k = 0; k < n; k++) list[k] = tasks[(first + (unsigned)k * 5u) % TASKS]; /* distinct: 5 is coprime to 24 */
        CHECK_OK(rk_progress_set_tasks(p->progress, list, n, (int32_t)((r >> 20) & 1), 0));
        p->bound = 1;
        break;
    }
    case 3:
        check_progress_query(i);
        CHECK_OK(rk_progress_destroy(p->progress));
        make_progress(i);
        break;
    case 4: {
        int64_t completed = -1, expected = -2;
        CHECK_OK(rk_task_get_progress(tasks[(r >> 8) % TASKS], (int32_t)((r >> 13) & 1), &completed, &expected));
        CHECK(completed >= 0 && expected >= -1);
        break;
    }
    default:
        break;
    }
}

static void progress_from_many_threads(void) {
    pthread_t threads[WORKERS];
    worker workers[WORKERS];
    const char *steps_text = getenv("RK_STRESS_STEPS"), *seed_text = getenv("RK_STRESS_SEED");
    long steps = steps_text ? atol(steps_text) : 150000;
    unsigned seed = seed_text ? (unsigned)strtoul(seed_text, NULL, 10) : (unsigned)time(NULL);
    unsigned loop_seed = seed ^ 0x5bd1e995u;
    int i, d, running;
    long iterations = 0, busy_dispatches = 0;
    printf("# seed %u, %ld reports per worker, %d workers\n", seed, steps, WORKERS);
    memset(views, 0, sizeof views);
    total_deliveries = ctx_mismatches = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_connect(ctx, "task-progress", (rk_callback)on_ctx_progress, NULL, NULL, NULL));
    for (i = 0; i < TASKS; i++) {
        CHECK_OK(rk_task_create(ctx, &tasks[i]));
        CHECK_OK(rk_connect(tasks[i], "progress", (rk_callback)on_progress, RKT_PTR(i), NULL, NULL));
        CHECK_OK(rk_connect(tasks[i], "completed", (rk_callback)on_completed, RKT_PTR(i), NULL, NULL));
    }
    for (i = 0; i < PROGRESSES; i++) make_progress(i);
    rkt_stage_init(&start);
    for (i = 0; i < WORKERS; i++) {
        memset(&workers[i], 0, sizeof workers[i]);
        workers[i].index = i;
        workers[i].seed = seed + 7919u * (unsigned)i;
        workers[i].steps = steps;
        CHECK(pthread_create(&threads[i], NULL, work, &workers[i]) == 0);
    }
    rkt_stage_set(&start, 1);
    /* The loop runs until every task has delivered its completion. */
    do {
        int before = total_deliveries;
        loop_step(&loop_seed);
        dispatch_once();
        iterations++;
        busy_dispatches += total_deliveries > before;
        running = 0;
        for (i = 0; i < TASKS; i++) running += !views[i].completed;
        if ((next_random(&loop_seed) & 3) == 0) sched_yield();
    } while (running > 0);
    for (i = 0; i < WORKERS; i++) CHECK(pthread_join(threads[i], NULL) == 0);
    dispatch_once();
    CHECK_EQ_INT(rkt_dispatch(ctx), 0);

    for (i = 0; i < WORKERS; i++) {
        CHECK_MSG(workers[i].refused_before == 0, "worker %d: %ld calls refused before the completion (%s)", i,
                  workers[i].refused_before, rk_status_string(workers[i].first_bad));
        CHECK_MSG(workers[i].refused_after_ok == 0, "worker %d: %ld reports after a completion not refused", i,
                  workers[i].refused_after_ok);
    }
    for (i = 0; i < TASKS; i++) {
        const worker *w = &workers[i / TASKS_PER_WORKER];
        int local = i % TASKS_PER_WORKER;
        CHECK_MSG(views[i].errors == 0, "task %d: %d deliveries out of order, twice in a dispatch or after "
                  "its completion", i, views[i].errors);
        CHECK(views[i].completed);
        for (d = 0; d < 2; d++) {
            CHECK_MSG(views[i].last_completed[d] == w->last[local][d] && views[i].last_expected[d] == w->expected[local][d],
                      "task %d direction %d: the last delivery carried %lld/%lld, the last report was %lld/%lld", i,
                      d, (long long)views[i].last_completed[d], (long long)views[i].last_expected[d],
                      (long long)w->last[local][d], (long long)w->expected[local][d]);
        }
    }
    CHECK_EQ_INT(ctx_mismatches, 0);
    for (i = 0; i < PROGRESSES; i++) {
        CHECK_MSG(progresses[i].errors == 0, "progress %d: %d signals without a real change or out of range", i,
                  progresses[i].errors);
        check_progress_query(i);
        if (progresses[i].bound) {
            double fraction = -1;
            int32_t indeterminate = -1;
            CHECK_OK(rk_progress_get_fraction(progresses[i].progress, &fraction, &indeterminate));
            CHECK_MSG(fraction == 1.0 && indeterminate == 0,
                      "progress %d follows completed tasks but shows %.17g (indeterminate %d)", i, fraction,
                      (int)indeterminate);
        }
    }
    printf("# %d deliveries for %ld reports (%.4f per report), %ld loop iterations, %ld dispatches that "
           "delivered progress\n", total_deliveries, steps * WORKERS,
           (double)total_deliveries / (double)(steps * WORKERS), iterations, busy_dispatches);
    rkt_stage_destroy(&start);
    CHECK_OK(rk_context_destroy(ctx));
}

static const rkt_case cases[] = {
    RKT_CASE(progress_from_many_threads),
};

RKT_MAIN(cases)
