/*
 * cases_binder.c — a task state change reported on a worker thread and delivered to an indicator
 * callback on the loop thread: RefreshKit beside NotificationCenter + a DispatchQueue hop (the
 * original's mechanism, nc_peer.swift).
 *
 * One operation is one transition of the "hot" task (resume and suspend alternately) made on a worker
 * thread, ending in the host's indicator callback (start or stop) on the loop thread.
 *  - single: the worker waits until the callback has run before the next transition: the latency of
 *    one event, one wakeup each.
 *  - burst: the worker reports 64 transitions, then waits until all 64 are delivered: a burst of
 *    network activity, where one wakeup should carry many events. (A fixed burst also keeps the
 *    callgrind count reproducible: where valgrind's scheduler cuts a free-running stream would
 *    change the number of wakeups from run to run.)
 *  - flood: the worker reports transitions as fast as it can, never waiting: sustained load, where
 *    the queue grows and the loop drains it in a few wakeups. Its callgrind count depends on the
 *    scheduler (see above); its nanoseconds and events per wakeup are the figures.
 * single and burst run with 1, 1,000 and 100,000 bound indicators: indicator i follows task i, every indicator
 * has its host callbacks connected, and only task 0 moves (the others are bound bystanders), so a
 * cost that grows with the number of bindings shows.
 *
 * RefreshKit: the loop thread is the calling thread; it polls the context's fd and dispatches.
 * Peer: the loop is the peer's serial DispatchQueue; the calling thread waits for the last callback.
 * Both sides' workers are a fresh pthread per run, and both sides' callbacks are delivered() below.
 */
#include "bench.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* nc_peer.swift */
typedef void (*rkb_indicator_callback)(void *user_data, int32_t start);
void *rkb_nc_create(long count, rkb_indicator_callback callback, void *user_data);
void rkb_nc_observe(void *peer);
int32_t rkb_nc_transition(void *peer, long index, int32_t resume);
int32_t rkb_nc_is_animating(void *peer, long index);
void rkb_nc_destroy(void *peer);

enum { LIB_RK, LIB_NC };

/* What the loop side saw; written by one loop thread at a time, read by the others after a
   semaphore or an atomic load. */
typedef struct {
    _Atomic uint64_t delivered;
    _Atomic uint64_t starts;
    uint64_t target;
    uint64_t ack_every; /* post `ack` after every this many deliveries (and at target); 0: never */
    int signal_done;  /* post `done` at target (the peer: the caller waits for its queue) */
    sem_t ack, done;
} delivery;

/* One (library, bound) set of objects, shared by all its cases (single, burst, flood): building 100,000
   bindings once is enough. */
typedef struct {
    int lib;
    long bound;
    int refs;
    int running; /* the hot task's state after the last run */
    delivery d;
    /* RefreshKit */
    rk_context *ctx;
    rk_task **tasks;
    rk_indicator **indicators;
    int fd;
    /* peer */
    void *peer;
} binder_set;

enum { MODE_FLOOD, MODE_SINGLE, MODE_BURST };
enum { BURST = 64 };

typedef struct {
    binder_set *set;
    uint64_t ack_every;
} binder_case;

static binder_set *sets[2][3];

static void delivered(delivery *d, int start) {
    uint64_t count = atomic_load_explicit(&d->delivered, memory_order_relaxed) + 1;
    if (start) atomic_fetch_add_explicit(&d->starts, 1, memory_order_relaxed);
    atomic_store_explicit(&d->delivered, count, memory_order_release);
    if (d->ack_every != 0 && (count % d->ack_every == 0 || count == d->target)) sem_post(&d->ack);
    if (d->signal_done && count == d->target) sem_post(&d->done);
}

static void rk_on_start(void *indicator, void *user_data) {
    (void)indicator;
    delivered(user_data, 1);
}

static void rk_on_stop(void *indicator, void *user_data) {
    (void)indicator;
    delivered(user_data, 0);
}

static void nc_on_indicator(void *user_data, int32_t start) { delivered(user_data, start != 0); }

static int bound_index(long bound) { return bound == 1 ? 0 : bound == 1000 ? 1 : 2; }

static int set_build(binder_set *s) {
    long i;
    if (sem_init(&s->d.ack, 0, 0) != 0 || sem_init(&s->d.done, 0, 0) != 0) return 1;
    if (s->lib == LIB_NC) {
        s->peer = rkb_nc_create(s->bound, nc_on_indicator, &s->d);
        rkb_nc_observe(s->peer);
        return 0;
    }
    s->tasks = calloc((size_t)s->bound, sizeof *s->tasks);
    s->indicators = calloc((size_t)s->bound, sizeof *s->indicators);
    if (s->tasks == NULL || s->indicators == NULL) return 1;
    RKB_CHECK_OK(rk_context_create(&s->ctx));
    RKB_CHECK_OK(rk_context_fd(s->ctx, &s->fd));
    for (i = 0; i < s->bound; i++) {
        RKB_CHECK_OK(rk_task_create(s->ctx, &s->tasks[i]));
        RKB_CHECK_OK(rk_indicator_create(s->ctx, &s->indicators[i]));
        RKB_CHECK_OK(rk_connect(s->indicators[i], "start-animating", (rk_callback)rk_on_start, &s->d, NULL, NULL));
        RKB_CHECK_OK(rk_connect(s->indicators[i], "stop-animating", (rk_callback)rk_on_stop, &s->d, NULL, NULL));
        /* The bind issues its initial command (stop: the task is Suspended) synchronously. */
        RKB_CHECK_OK(rk_indicator_set_animating_with_state_of_task(s->indicators[i], s->tasks[i]));
    }
    return 0;
}

static void set_free(binder_set *s) {
    if (s->peer) rkb_nc_destroy(s->peer);
    if (s->ctx) rk_context_destroy(s->ctx);
    free(s->tasks);
    free(s->indicators);
    sem_destroy(&s->d.ack);
    sem_destroy(&s->d.done);
    free(s);
}

static int binder_setup(const rkb_case *c, void **state) {
    int lib = (int)(c->arg / 10000000), mode = (int)(c->arg / 1000000 % 10);
    long bound = c->arg % 1000000;
    binder_set **slot = &sets[lib][bound_index(bound)];
    binder_case *bc = calloc(1, sizeof *bc);
    if (bc == NULL) return 1;
    *state = bc;
    bc->ack_every = mode == MODE_SINGLE ? 1 : mode == MODE_BURST ? BURST : 0;
    if (*slot == NULL) {
        binder_set *s = calloc(1, sizeof *s);
        if (s == NULL) return 1;
        s->lib = lib;
        s->bound = bound;
        if (set_build(s) != 0) {
            set_free(s);
            return 1;
        }
        *slot = s;
    }
    bc->set = *slot;
    bc->set->refs++;
    return 0;
}

static void binder_teardown(void *state) {
    binder_case *bc = state;
    if (bc == NULL) return;
    if (bc->set != NULL && --bc->set->refs == 0) {
        binder_set *s = bc->set;
        sets[s->lib][bound_index(s->bound)] = NULL;
        set_free(s);
    }
    free(bc);
}

typedef struct {
    binder_set *s;
    uint64_t n;
    uint64_t ack_every;
    _Atomic int failed; /* read by the loop side while it waits */
} worker_job;

/* The worker: n transitions of task 0, resume and suspend alternately; after every ack_every of them
   (if not 0) it waits until the loop has delivered them. */
static void *worker(void *arg) {
    worker_job *job = arg;
    binder_set *s = job->s;
    int running = s->running;
    uint64_t i;
    for (i = 0; i < job->n; i++) {
        int resume = !running;
        if (s->lib == LIB_RK) {
            rk_status status = resume ? rk_task_resume(s->tasks[0]) : rk_task_suspend(s->tasks[0]);
            if (status != RK_OK) {
                rkb_fail_status(resume ? "rk_task_resume" : "rk_task_suspend", status);
                job->failed = 1;
                break;
            }
        } else if (rkb_nc_transition(s->peer, 0, resume) != 0) {
            fprintf(stderr, "rk-bench: peer transition refused\n");
            job->failed = 1;
            break;
        }
        running = resume;
        if (job->ack_every != 0 && ((i + 1) % job->ack_every == 0 || i + 1 == job->n)) {
            while (sem_wait(&s->d.ack) != 0 && errno == EINTR) {
            }
        }
    }
    return NULL;
}

static int wait_done(sem_t *done) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += 60;
    for (;;) {
        if (sem_timedwait(done, &deadline) == 0) return 0;
        if (errno != EINTR) return 1;
    }
}

static int binder_run(void *state, uint64_t n, rkb_result *result) {
    binder_case *bc = state;
    binder_set *s = bc->set;
    worker_job job = {s, n, bc->ack_every, 0};
    pthread_t thread;
    uint64_t wakeups = 0, starts;
    int timeouts = 0, failed = 0, running_after = (int)((unsigned)s->running ^ (unsigned)(n & 1));
    int32_t animating = -1;

    atomic_store(&s->d.delivered, 0);
    atomic_store(&s->d.starts, 0);
    s->d.target = n;
    s->d.ack_every = bc->ack_every;
    s->d.signal_done = s->lib == LIB_NC;
    if (pthread_create(&thread, NULL, worker, &job) != 0) return 1;

    if (s->lib == LIB_RK) {
        /* The loop thread: sleep on the fd, dispatch what woke it. */
        while (atomic_load_explicit(&s->d.delivered, memory_order_acquire) < n) {
            struct pollfd p = {s->fd, POLLIN, 0};
            int ready = poll(&p, 1, 1000);
            if (ready == 0 && (job.failed || ++timeouts > 30)) {
                fprintf(stderr, "rk-bench: the loop waited 30 s for an event\n");
                failed = 1;
                break;
            }
            if (ready < 0 && errno != EINTR) {
                failed = 1;
                break;
            }
            if (ready > 0) {
                rk_status status = rk_context_dispatch(s->ctx, NULL);
                wakeups++;
                if (status != RK_OK) {
                    failed = rkb_fail_status("rk_context_dispatch", status);
                    break;
                }
            }
        }
    } else if (n > 0 && wait_done(&s->d.done) != 0) {
        fprintf(stderr, "rk-bench: the peer's loop queue delivered %llu of %llu events in 60 s\n",
                (unsigned long long)atomic_load(&s->d.delivered), (unsigned long long)n);
        failed = 1;
    }
    pthread_join(thread, NULL);
    if (failed || job.failed) return 1;

    /* The proof: n callbacks, starts and stops alternating from the state before the run, and the
       indicator left in the task's state. */
    starts = atomic_load(&s->d.starts);
    s->running = running_after;
    if (s->lib == LIB_RK) {
        RKB_CHECK_OK(rk_indicator_is_animating(s->indicators[0], &animating));
    } else {
        animating = rkb_nc_is_animating(s->peer, 0);
    }
    if (animating != running_after) {
        fprintf(stderr, "rk-bench: the indicator animates = %d, its task running = %d\n", animating, running_after);
        return 1;
    }
    {
        /* From Suspended, n transitions are ceil(n/2) resumes; from Running, floor(n/2). */
        uint64_t expected_starts = running_after ^ (unsigned)(n & 1) ? n / 2 : (n + 1) / 2;
        if (starts != expected_starts) {
            fprintf(stderr, "rk-bench: %llu start callbacks, expected %llu\n", (unsigned long long)starts,
                    (unsigned long long)expected_starts);
            return 1;
        }
    }
    result->ops = atomic_load(&s->d.delivered);
    result->wakeups = wakeups;
    return 0;
}

/* ---- progress (B7, 1.3): a worker reporting as fast as it can ----
 *
 * One operation is one rk_task_set_progress on a worker thread, as fast as it can, while the loop
 * thread sleeps on the fd and dispatches: each delivery (the task's "progress", then a bound
 * rk_progress's "progress-changed") carries the latest bytes of every report since the previous
 * one. The run ends when the loop has delivered the last report. Checked: every report accepted,
 * the last one delivered, and at most one delivery per dispatch (one task, one direction); the
 * wakeups column counts the dispatches that delivered, so ops per wakeup is reports per delivery.
 * The peer is a NotificationCenter post per report with one observer (nc_peer.swift): the progress
 * target of docs/ARCHITECTURE.md §5: at most 0.1x a NotificationCenter post per report (`rk-bench
 * --targets`). */

void *rkb_nc_progress_create(void);
void rkb_nc_progress_report(void *peer, int64_t completed);
int64_t rkb_nc_progress_last(void *peer);
void rkb_nc_progress_destroy(void *peer);

enum { PROGRESS_TOTAL_SHIFT = 62 }; /* the expected total: far above any run's bytes */

typedef struct {
    int lib;
    rk_context *ctx;
    rk_task *task;
    rk_progress *progress;
    int fd;
    void *peer;
    int64_t base; /* the bytes reported so far, over all runs: every report is new */
    /* loop thread */
    int64_t last_delivered;
    uint64_t deliveries, this_dispatch, changes;
    int twice; /* a dispatch delivered the same task and direction twice */
} progress_case;

static void on_progress_delivery(void *task, int32_t direction, int64_t completed, int64_t expected, void *user_data) {
    progress_case *pc = user_data;
    (void)task;
    (void)direction;
    (void)expected;
    pc->last_delivered = completed;
    pc->deliveries++;
    if (++pc->this_dispatch > 1) pc->twice = 1;
}

static void on_progress_changed(void *progress, double fraction, int32_t animated, void *user_data) {
    (void)progress;
    (void)fraction;
    (void)animated;
    ((progress_case *)user_data)->changes++;
}

static int progress_setup(const rkb_case *c, void **state) {
    progress_case *pc = calloc(1, sizeof *pc);
    if (pc == NULL) return 1;
    *state = pc;
    pc->lib = (int)c->arg;
    if (pc->lib == LIB_NC) {
        pc->peer = rkb_nc_progress_create();
        return 0;
    }
    RKB_CHECK_OK(rk_context_create(&pc->ctx));
    RKB_CHECK_OK(rk_context_fd(pc->ctx, &pc->fd));
    RKB_CHECK_OK(rk_task_create(pc->ctx, &pc->task));
    RKB_CHECK_OK(rk_task_resume(pc->task));
    RKB_CHECK_OK(rk_progress_create(pc->ctx, &pc->progress));
    RKB_CHECK_OK(rk_connect(pc->task, "progress", (rk_callback)on_progress_delivery, pc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(pc->progress, "progress-changed", (rk_callback)on_progress_changed, pc, NULL, NULL));
    RKB_CHECK_OK(rk_progress_set_task(pc->progress, pc->task, RK_PROGRESS_DOWNLOAD, 0));
    RKB_CHECK_OK(rk_context_dispatch(pc->ctx, NULL)); /* the resume */
    return 0;
}

static void progress_teardown(void *state) {
    progress_case *pc = state;
    if (pc == NULL) return;
    if (pc->peer) rkb_nc_progress_destroy(pc->peer);
    if (pc->ctx) rk_context_destroy(pc->ctx);
    free(pc);
}

typedef struct {
    progress_case *pc;
    uint64_t n;
    _Atomic int done, failed;
} progress_job;

static void *progress_worker(void *arg) {
    progress_job *job = arg;
    progress_case *pc = job->pc;
    int64_t total = (int64_t)1 << PROGRESS_TOTAL_SHIFT;
    uint64_t i;
    for (i = 1; i <= job->n; i++) {
        int64_t completed = pc->base + (int64_t)i;
        if (pc->lib == LIB_NC) {
            rkb_nc_progress_report(pc->peer, completed);
        } else {
            rk_status status = rk_task_set_progress(pc->task, RK_PROGRESS_DOWNLOAD, completed, total);
            if (status != RK_OK) {
                rkb_fail_status("rk_task_set_progress", status);
                job->failed = 1;
                break;
            }
        }
    }
    job->done = 1;
    return NULL;
}

static int progress_run(void *state, uint64_t n, rkb_result *result) {
    progress_case *pc = state;
    progress_job job = {pc, n, 0, 0};
    pthread_t thread;
    int64_t last = pc->base + (int64_t)n;
    uint64_t wakeups = 0, deliveries_before = pc->deliveries;
    int timeouts = 0, failed = 0;
    if (pthread_create(&thread, NULL, progress_worker, &job) != 0) return 1;
    if (pc->lib == LIB_RK) {
        /* The loop thread: sleep on the fd, dispatch what woke it, until the last report is in. */
        while (n > 0 && pc->last_delivered != last) {
            struct pollfd p = {pc->fd, POLLIN, 0};
            int ready = poll(&p, 1, 1000);
            if (ready == 0 && (job.failed || ++timeouts > 30)) {
                fprintf(stderr, "rk-bench: the loop waited 30 s for the last progress report\n");
                failed = 1;
                break;
            }
            if (ready < 0 && errno != EINTR) {
                failed = 1;
                break;
            }
            if (ready > 0) {
                uint64_t before = pc->deliveries;
                rk_status status;
                pc->this_dispatch = 0;
                status = rk_context_dispatch(pc->ctx, NULL);
                if (status != RK_OK) {
                    failed = rkb_fail_status("rk_context_dispatch", status);
                    break;
                }
                if (pc->deliveries != before) wakeups++;
            }
        }
    }
    pthread_join(thread, NULL);
    if (failed || job.failed) return 1;
    if (pc->lib == LIB_NC) {
        if (n > 0 && rkb_nc_progress_last(pc->peer) != last) {
            fprintf(stderr, "rk-bench: the peer's observer saw %lld, the last report was %lld\n",
                    (long long)rkb_nc_progress_last(pc->peer), (long long)last);
            return 1;
        }
    } else if (pc->twice) {
        fprintf(stderr, "rk-bench: a dispatch delivered one task's download progress twice\n");
        return 1;
    } else if (pc->deliveries - deliveries_before != wakeups) {
        fprintf(stderr, "rk-bench: %llu deliveries in %llu dispatches that delivered\n",
                (unsigned long long)(pc->deliveries - deliveries_before), (unsigned long long)wakeups);
        return 1;
    }
    pc->base = last;
    result->ops = n;
    result->wakeups = wakeups;
    return 0;
}

#define PROGRESS(name, peers, what, lib, n_time, n_cg)                                                             \
    {name, "binder: progress reports on a worker as fast as it can, coalesced to the loop thread", peers, what,      \
     n_time, 128, n_cg, (lib), progress_setup, progress_run, progress_teardown}

/* arg = lib * 10,000,000 + mode * 1,000,000 + bound */
#define BINDER(name, peers, what, lib, mode, bound, n_time, n_cg)                                                   \
    {name, "binder: task transition on a worker -> indicator callback on the loop thread", peers, what, n_time, 128, \
     n_cg, (lib) * 10000000L + (MODE_##mode) * 1000000L + (bound), binder_setup, binder_run, binder_teardown}

const rkb_case rkb_binder_cases[] = {
    BINDER("binder.single.rk.1", "binder.single.nc.1", "RefreshKit, single events, 1 bound indicator", LIB_RK, SINGLE, 1, 3000, 4096),
    BINDER("binder.single.rk.1000", "binder.single.rk.1,binder.single.nc.1000", "RefreshKit, single events, 1,000 bound", LIB_RK, SINGLE, 1000, 3000, 4096),
    BINDER("binder.single.rk.100000", "binder.single.rk.1,binder.single.nc.100000", "RefreshKit, single events, 100,000 bound", LIB_RK, SINGLE, 100000, 3000, 4096),
    BINDER("binder.single.nc.1", NULL, "NotificationCenter + DispatchQueue, single events, 1 bound", LIB_NC, SINGLE, 1, 3000, 4096),
    BINDER("binder.single.nc.1000", "binder.single.nc.1", "NotificationCenter + DispatchQueue, single, 1,000 bound", LIB_NC, SINGLE, 1000, 3000, 4096),
    BINDER("binder.single.nc.100000", "binder.single.nc.1", "NotificationCenter + DispatchQueue, single, 100,000 bound", LIB_NC, SINGLE, 100000, 3000, 4096),
    BINDER("binder.burst.rk.1", "binder.burst.nc.1", "RefreshKit, bursts of 64, 1 bound indicator", LIB_RK, BURST, 1, 64000, 10240),
    BINDER("binder.burst.rk.1000", "binder.burst.rk.1,binder.burst.nc.1000", "RefreshKit, bursts of 64, 1,000 bound", LIB_RK, BURST, 1000, 64000, 10240),
    BINDER("binder.burst.rk.100000", "binder.burst.rk.1,binder.burst.nc.100000", "RefreshKit, bursts of 64, 100,000 bound", LIB_RK, BURST, 100000, 64000, 10240),
    BINDER("binder.burst.nc.1", NULL, "NotificationCenter + DispatchQueue, bursts of 64, 1 bound", LIB_NC, BURST, 1, 64000, 10240),
    BINDER("binder.burst.nc.1000", "binder.burst.nc.1", "NotificationCenter + DispatchQueue, bursts of 64, 1,000 bound", LIB_NC, BURST, 1000, 64000, 10240),
    BINDER("binder.burst.nc.100000", "binder.burst.nc.1", "NotificationCenter + DispatchQueue, bursts of 64, 100,000 bound", LIB_NC, BURST, 100000, 64000, 10240),
    BINDER("binder.flood.rk.1", "binder.flood.nc.1", "RefreshKit, flood (worker never waits), 1 bound", LIB_RK, FLOOD, 1, 100000, 5120),
    BINDER("binder.flood.nc.1", NULL, "NotificationCenter + DispatchQueue, flood, 1 bound", LIB_NC, FLOOD, 1, 100000, 5120),
    /* B7 (1.3): progress reports. */
    PROGRESS("binder.progress.rk.1", "binder.progress.nc.1", "RefreshKit, progress reports as fast as a worker can, 1 bound progress", LIB_RK, 200000, 20480),
    PROGRESS("binder.progress.nc.1", NULL, "NotificationCenter post per report, 1 observer", LIB_NC, 200000, 20480),
    {0},
};
