/*
 * test_loop: rk_context_post from many threads, the context fd, the wakeup callback, dispatch
 * (what one dispatch runs, out_ran, nesting limit) and the posted work's fate at destroy.
 */
#include "rk_test.h"

#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- simple work (logged with rk_test.h's rkt_log; RKT_CHECK_LOG checks the log so far) ---- */

static void named_work(void *user_data, int32_t finished) {
    rkt_log("%d%s", (int)RKT_INT(user_data), finished ? "" : "(0)");
}

/* ---- many producers ---- */

enum { PRODUCERS = 4, ITEMS = 20000 };

typedef struct {
    rk_context *ctx;
    int producer;
    atomic_int *failures;
} producer_args;

static int received[PRODUCERS];
static int out_of_order;
static int not_finished;

static void producer_work(void *user_data, int32_t finished) {
    uintptr_t v = RKT_INT(user_data);
    int producer = (int)(v >> 24), seq = (int)(v & 0xFFFFFF);
    if (!finished) not_finished++;
    if (producer < 0 || producer >= PRODUCERS) {
        out_of_order++;
        return;
    }
    if (seq != received[producer]) out_of_order++;
    received[producer] = seq + 1;
}

static void *producer(void *arg) {
    producer_args *a = arg;
    int i;
    for (i = 0; i < ITEMS; i++) {
        rk_status s = rk_context_post(a->ctx, producer_work,
                                      RKT_PTR(((uintptr_t)a->producer << 24) | (uintptr_t)i));
        if (s != RK_OK) atomic_fetch_add(a->failures, 1);
        if (i % 1000 == 0) sched_yield();
    }
    return NULL;
}

static void many_producers(void) {
    rk_context *ctx = NULL;
    pthread_t threads[PRODUCERS];
    producer_args args[PRODUCERS];
    atomic_int failures = 0;
    int fd = -1, i, total = 0, dispatches = 0;
    uint32_t ran_total = 0;
    memset(received, 0, sizeof received);
    out_of_order = 0;
    not_finished = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_fd(ctx, &fd));
    for (i = 0; i < PRODUCERS; i++) {
        args[i].ctx = ctx;
        args[i].producer = i;
        args[i].failures = &failures;
        CHECK(pthread_create(&threads[i], NULL, producer, &args[i]) == 0);
    }
    /* The loop: sleep on the fd, dispatch when readable, until everything arrived. */
    while (total < PRODUCERS * ITEMS) {
        struct pollfd p;
        uint32_t ran = 0;
        int r;
        p.fd = fd;
        p.events = POLLIN;
        p.revents = 0;
        r = poll(&p, 1, 5000);
        if (r == 0) {
            CHECK_MSG(0, "no wakeup for 5 s with %d of %d items received", total, PRODUCERS * ITEMS);
            break;
        }
        CHECK_OK(rk_context_dispatch(ctx, &ran));
        ran_total += ran;
        dispatches++;
        total = 0;
        for (i = 0; i < PRODUCERS; i++) total += received[i];
    }
    for (i = 0; i < PRODUCERS; i++) pthread_join(threads[i], NULL);
    {
        uint32_t ran = 0;
        CHECK_OK(rk_context_dispatch(ctx, &ran));
        ran_total += ran;
    }
    CHECK_EQ_INT(atomic_load(&failures), 0);
    CHECK_EQ_INT(out_of_order, 0);
    CHECK_EQ_INT(not_finished, 0);
    for (i = 0; i < PRODUCERS; i++) CHECK_EQ_INT(received[i], ITEMS);
    CHECK_EQ_U64(ran_total, (uint64_t)PRODUCERS * ITEMS);
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    printf("# %d items in %d dispatches\n", PRODUCERS * ITEMS, dispatches);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- the fd ---- */

static void repost_work(void *user_data, int32_t finished) {
    rk_context *ctx = user_data;
    rkt_log("r%s", finished ? "" : "(0)");
    if (finished) CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(99)));
}

static void fd_readable_exactly_while_pending(void) {
    rk_context *ctx = NULL;
    uint32_t ran = 0;
    int fd = -1, fd2 = -2;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_fd(ctx, &fd));
    CHECK(fd >= 0);
    CHECK_OK(rk_context_fd(ctx, &fd2));
    CHECK_EQ_INT(fd, fd2);
    CHECK_RC(rk_context_fd(ctx, NULL), RK_ERR_INVALID_ARGUMENT);
    /* Fresh: not readable. */
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    /* A timer earlier than anything the host was told of makes it readable
       (docs/ARCHITECTURE.md §3: a host never misses a deadline), until the host asks for the
       timeout... */
    CHECK_OK(rk_timer_start(ctx, 0.0, named_work, RKT_PTR(7), NULL));
    CHECK_EQ_INT(rkt_fd_readable(ctx), 1);
    {
        double timeout = -2;
        CHECK_OK(rk_context_next_timeout(ctx, &timeout));
        CHECK_EQ_BITS(timeout, 0.0);
    }
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    /* ...and a later one, after the host knows of the first, does not. */
    CHECK_OK(rk_timer_start(ctx, 5.0, named_work, RKT_PTR(9), NULL));
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 1);
    /* A post: readable; two posts: still readable (coalesced); reading is not needed. */
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(1)));
    CHECK_EQ_INT(rkt_fd_readable(ctx), 1);
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(2)));
    CHECK_EQ_INT(rkt_fd_readable(ctx), 1);
    /* Dispatch drains it: not readable. */
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 2);
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    /* A work item that posts another: that one waits for the next dispatch, and the fd is readable
       after this dispatch returns. */
    CHECK_OK(rk_context_post(ctx, repost_work, ctx));
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 1);
    RKT_CHECK_LOG("7 1 2 r");
    CHECK_EQ_INT(rkt_fd_readable(ctx), 1);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 1);
    RKT_CHECK_LOG("7 1 2 r 99");
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    /* A dispatch with nothing to do leaves it unreadable. */
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 0);
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    /* A host that reads the eventfd anyway changes nothing: still pending, still dispatched. */
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(3)));
    {
        uint64_t counter = 0;
        ssize_t n = read(fd, &counter, sizeof counter);
        CHECK(n == (ssize_t)sizeof counter);
    }
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 1);
    RKT_CHECK_LOG("7 1 2 r 99 3");
    CHECK_OK(rk_context_destroy(ctx));
}

static void *post_one(void *arg) {
    CHECK_OK(rk_context_post((rk_context *)arg, named_work, RKT_PTR(5)));
    return NULL;
}

/* A post from another thread wakes a loop sleeping in poll. */
static void fd_wakes_poll_from_other_thread(void) {
    rk_context *ctx = NULL;
    pthread_t thread;
    int fd = -1;
    struct pollfd p;
    uint32_t ran = 0;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_fd(ctx, &fd));
    CHECK(pthread_create(&thread, NULL, post_one, ctx) == 0);
    p.fd = fd;
    p.events = POLLIN;
    p.revents = 0;
    CHECK_EQ_INT(poll(&p, 1, 5000), 1);
    pthread_join(thread, NULL);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 1);
    RKT_CHECK_LOG("5");
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- wakeup ---- */

static atomic_int wakeups_a;
static atomic_int wakeups_b;
static void wakeup_a(void *user_data) {
    CHECK(user_data == &wakeups_a);
    atomic_fetch_add(&wakeups_a, 1);
}
static void wakeup_b(void *user_data) {
    (void)user_data;
    atomic_fetch_add(&wakeups_b, 1);
}

static void wakeup_coalesced(void) {
    rk_context *ctx = NULL;
    uint32_t ran = 0;
    atomic_store(&wakeups_a, 0);
    atomic_store(&wakeups_b, 0);
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_set_wakeup(ctx, wakeup_a, &wakeups_a));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 0);
    /* Empty -> pending: one call however many posts follow. */
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(1)));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 1);
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(2)));
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(3)));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 1);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 3);
    /* Drained; the next post is a new transition. */
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(4)));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 2);
    /* A work item that posts during dispatch (queue went empty when it was taken): one more. */
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_OK(rk_context_post(ctx, repost_work, ctx));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 3);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 4);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    /* A timer earlier than every deadline the host knows of calls it (the deadline rule); a second,
       later one does not. */
    CHECK_OK(rk_timer_start(ctx, 0.0, named_work, RKT_PTR(8), NULL));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 5);
    CHECK_OK(rk_timer_start(ctx, 1.0, named_work, RKT_PTR(88), NULL));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 5);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 1);
    /* Replaced: the old one is never called again, the new one is. */
    CHECK_OK(rk_context_set_wakeup(ctx, wakeup_b, NULL));
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(5)));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 5);
    CHECK_EQ_INT(atomic_load(&wakeups_b), 1);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    /* Removed: nobody is called; the fd still works. */
    CHECK_OK(rk_context_set_wakeup(ctx, NULL, NULL));
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(6)));
    CHECK_EQ_INT(atomic_load(&wakeups_a), 5);
    CHECK_EQ_INT(atomic_load(&wakeups_b), 1);
    CHECK_EQ_INT(rkt_fd_readable(ctx), 1);
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    RKT_CHECK_LOG("1 2 3 4 r 99 8 5 6");
    CHECK_OK(rk_context_destroy(ctx));
}

/* A wakeup that calls back in (the header forbids it): every call naming its context is refused
   with RK_ERR_BUSY and changes nothing; its context keeps working afterwards; other contexts are
   not affected. The wakeup runs under the context's queue lock, so before this each of these calls
   took that lock again. */
typedef struct {
    rk_context *ctx, *other;
    rk_task *task;
    rk_probe *probe;
    int calls;
    int not_busy; /* calls into ctx that were not refused */
    int other_failed;
} reentrant_wakeup;

static void wakeup_calls_back(void *user_data) {
    reentrant_wakeup *w = user_data;
    uint32_t ran = 0;
    double seconds = 0;
    int fd = -1;
    rk_task_state state = RK_TASK_SUSPENDED;
    uint32_t other_ran = 0;
    w->calls++;
    if (rk_context_post(w->ctx, named_work, RKT_PTR(7)) != RK_ERR_BUSY) w->not_busy++;
    if (rk_context_dispatch(w->ctx, &ran) != RK_ERR_BUSY) w->not_busy++;
    if (rk_context_next_timeout(w->ctx, &seconds) != RK_ERR_BUSY) w->not_busy++;
    if (rk_context_set_wakeup(w->ctx, NULL, NULL) != RK_ERR_BUSY) w->not_busy++;
    if (rk_context_destroy(w->ctx) != RK_ERR_BUSY) w->not_busy++;
    if (rk_context_fd(w->ctx, &fd) != RK_ERR_BUSY) w->not_busy++;
    if (rk_task_get_state(w->task, &state) != RK_ERR_BUSY) w->not_busy++;
    if (rk_task_cancel(w->task) != RK_ERR_BUSY) w->not_busy++;
    if (rk_probe_emit_ping(w->probe) != RK_ERR_BUSY) w->not_busy++;
    if (rk_last_error_message(NULL, 0) == 0) w->not_busy++;
    /* Another context is not affected. */
    if (rk_context_post(w->other, named_work, RKT_PTR(8)) != RK_OK) w->other_failed++;
    if (rk_context_dispatch(w->other, &other_ran) != RK_OK || other_ran != 1) w->other_failed++;
}

static void wakeup_calling_back_is_refused(void) {
    reentrant_wakeup w;
    uint32_t ran = 0;
    rk_task_state state = RK_TASK_SUSPENDED;
    memset(&w, 0, sizeof w);
    rkt_log_reset();
    CHECK_OK(rk_context_create(&w.ctx));
    CHECK_OK(rk_context_create(&w.other));
    CHECK_OK(rk_task_create(w.ctx, &w.task));
    CHECK_OK(rk_probe_create(w.ctx, &w.probe));
    CHECK_OK(rk_context_set_wakeup(w.ctx, wakeup_calls_back, &w));
    /* From a post, then from a task transition (which also holds the task's lock). */
    CHECK_OK(rk_context_post(w.ctx, named_work, RKT_PTR(1)));
    CHECK_EQ_INT(w.calls, 1);
    CHECK_OK(rk_context_dispatch(w.ctx, &ran));
    CHECK_EQ_INT(ran, 1);
    CHECK_OK(rk_task_resume(w.task));
    CHECK_EQ_INT(w.calls, 2);
    CHECK_EQ_INT(w.not_busy, 0);
    CHECK_EQ_INT(w.other_failed, 0);
    /* Nothing the refused calls asked for happened; the context works as before. */
    CHECK_OK(rk_task_get_state(w.task, &state));
    CHECK_EQ_INT(state, RK_TASK_RUNNING);
    CHECK_OK(rk_context_dispatch(w.ctx, &ran));
    CHECK_EQ_INT(ran, 1); /* the task event; no work item 7 was queued */
    RKT_CHECK_LOG("8 1 8"); /* other's work ran inside each wakeup */
    CHECK_OK(rk_context_set_wakeup(w.ctx, NULL, NULL));
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_OK(rk_context_destroy(w.ctx));
    CHECK_OK(rk_context_destroy(w.other));
}

/* Producers on other threads: each wakeup matches one empty -> pending transition, so the count
   never exceeds the number of dispatches that drained the queue, plus one. */
static atomic_int wakeup_pipe_count;
static void wakeup_counting(void *user_data) {
    int fd = (int)RKT_INT(user_data);
    char byte = 1;
    atomic_fetch_add(&wakeup_pipe_count, 1);
    CHECK(write(fd, &byte, 1) == 1);
}

static void wakeup_from_other_threads(void) {
    rk_context *ctx = NULL;
    pthread_t threads[PRODUCERS];
    producer_args args[PRODUCERS];
    atomic_int failures = 0;
    int pipe_fds[2], i, total = 0, drained = 0;
    memset(received, 0, sizeof received);
    out_of_order = 0;
    not_finished = 0;
    atomic_store(&wakeup_pipe_count, 0);
    CHECK(pipe(pipe_fds) == 0);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_set_wakeup(ctx, wakeup_counting, RKT_PTR(pipe_fds[1])));
    for (i = 0; i < PRODUCERS; i++) {
        args[i].ctx = ctx;
        args[i].producer = i;
        args[i].failures = &failures;
        CHECK(pthread_create(&threads[i], NULL, producer, &args[i]) == 0);
    }
    /* A purely push-driven host: it sleeps until a wakeup, then dispatches. It never asks
       rk_context_next_timeout, so it relies on the promise that work left pending at the end of a
       dispatch is always announced by a wakeup. */
    while (total < PRODUCERS * ITEMS) {
        {
            struct pollfd p;
            char buf[256];
            p.fd = pipe_fds[0];
            p.events = POLLIN;
            p.revents = 0;
            if (poll(&p, 1, 5000) == 0) {
                CHECK_MSG(0, "no wakeup for 5 s with %d items received", total);
                break;
            }
            CHECK(read(pipe_fds[0], buf, sizeof buf) > 0);
        }
        CHECK_OK(rk_context_dispatch(ctx, NULL));
        drained++;
        total = 0;
        for (i = 0; i < PRODUCERS; i++) total += received[i];
    }
    for (i = 0; i < PRODUCERS; i++) pthread_join(threads[i], NULL);
    CHECK_OK(rk_context_dispatch(ctx, NULL));
    CHECK_EQ_INT(out_of_order, 0);
    for (i = 0; i < PRODUCERS; i++) CHECK_EQ_INT(received[i], ITEMS);
    CHECK(atomic_load(&wakeup_pipe_count) >= 1);
    CHECK_MSG(atomic_load(&wakeup_pipe_count) < PRODUCERS * ITEMS,
              "%d wakeups for %d posts: not coalesced", atomic_load(&wakeup_pipe_count),
              PRODUCERS * ITEMS);
    /* Each dispatch drained at most one transition's worth, and wakeups never outnumber the
       transitions a dispatch can reset: dispatches + 1. */
    CHECK_MSG(atomic_load(&wakeup_pipe_count) <= drained + 1, "%d wakeups for %d dispatches",
              atomic_load(&wakeup_pipe_count), drained);
    printf("# %d wakeups, %d dispatches\n", atomic_load(&wakeup_pipe_count), drained);
    CHECK_OK(rk_context_destroy(ctx));
    close(pipe_fds[0]);
    close(pipe_fds[1]);
}

/* "After this call returns, the earlier callback is never called again", even with producers on
   other threads posting right through the replacement. */
static atomic_int old_removed;
static atomic_int old_calls_after_removal;
static atomic_int new_calls;
static void old_wakeup(void *user_data) {
    (void)user_data;
    if (atomic_load(&old_removed)) atomic_fetch_add(&old_calls_after_removal, 1);
}
static void new_wakeup(void *user_data) {
    (void)user_data;
    atomic_fetch_add(&new_calls, 1);
}

static void wakeup_replacement_under_load(void) {
    rk_context *ctx = NULL;
    pthread_t threads[PRODUCERS];
    producer_args args[PRODUCERS];
    atomic_int failures = 0;
    int i, rounds;
    memset(received, 0, sizeof received);
    out_of_order = 0;
    atomic_store(&old_removed, 0);
    atomic_store(&old_calls_after_removal, 0);
    atomic_store(&new_calls, 0);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_set_wakeup(ctx, old_wakeup, NULL));
    for (i = 0; i < PRODUCERS; i++) {
        args[i].ctx = ctx;
        args[i].producer = i;
        args[i].failures = &failures;
        CHECK(pthread_create(&threads[i], NULL, producer, &args[i]) == 0);
    }
    /* Drain a while, swap the callback, drain a while more (each drain lets the queue go empty,
       so producers make new empty-to-pending changes). */
    for (rounds = 0; rounds < 200; rounds++) {
        CHECK_OK(rk_context_dispatch(ctx, NULL));
        if (rounds == 50) {
            CHECK_OK(rk_context_set_wakeup(ctx, new_wakeup, NULL));
            atomic_store(&old_removed, 1);
        }
        sched_yield();
    }
    for (i = 0; i < PRODUCERS; i++) pthread_join(threads[i], NULL);
    CHECK_OK(rk_context_dispatch(ctx, NULL));
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(0))); /* one sure transition */
    CHECK_EQ_INT(atomic_load(&old_calls_after_removal), 0);
    CHECK(atomic_load(&new_calls) >= 1);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- dispatch ---- */

static void post_errors(void) {
    rk_context *ctx = NULL;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_RC(rk_context_post(ctx, NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    CHECK_RC(rk_context_post(NULL, named_work, NULL), RK_ERR_INVALID_HANDLE);
    CHECK_OK(rk_context_destroy(ctx));
    rkt_log_reset();
    CHECK_RC(rk_context_post(ctx, named_work, RKT_PTR(1)), RK_ERR_INVALID_HANDLE);
    /* fn is never called when posting fails. */
    RKT_CHECK_LOG("");
}

static void dispatch_counts_and_order(void) {
    rk_context *ctx = NULL;
    uint32_t ran = 77;
    int i;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 0);
    CHECK_OK(rk_context_dispatch(ctx, NULL));
    /* Work first, in posting order, then due timers: out_ran counts both. */
    CHECK_OK(rk_timer_start(ctx, 0.0, named_work, RKT_PTR(100), NULL));
    for (i = 1; i <= 5; i++) CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(i)));
    CHECK_OK(rk_timer_start(ctx, 0.0, named_work, RKT_PTR(101), NULL));
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(ran, 7);
    RKT_CHECK_LOG("1 2 3 4 5 100 101");
    /* out_ran may be NULL. */
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(6)));
    CHECK_OK(rk_context_dispatch(ctx, NULL));
    RKT_CHECK_LOG("1 2 3 4 5 100 101 6");
    CHECK_OK(rk_context_destroy(ctx));
}

/* Nested dispatch is limited to 32 levels: each work item dispatches from inside. */
static int depth_now, depth_max, limit_hits, items_run;
static rk_context *nesting_ctx;
static void nesting_work(void *user_data, int32_t finished) {
    rk_status s;
    (void)user_data;
    if (!finished) return;
    items_run++;
    depth_now++;
    if (depth_now > depth_max) depth_max = depth_now;
    rk_clear_last_error();
    s = rk_context_dispatch(nesting_ctx, NULL);
    if (s == RK_ERR_LIMIT) {
        limit_hits++;
        CHECK(rkt_error_length() > 0);
    } else {
        CHECK_EQ_INT(s, RK_OK);
    }
    depth_now--;
}

static void dispatch_nesting_limit(void) {
    rk_context *ctx = NULL;
    uint32_t ran = 0;
    int i;
    depth_now = depth_max = limit_hits = items_run = 0;
    CHECK_OK(rk_context_create(&ctx));
    nesting_ctx = ctx;
    for (i = 0; i < 40; i++) CHECK_OK(rk_context_post(ctx, nesting_work, NULL));
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(items_run, 40);
    /* "Nesting is limited to 32 levels": read as 32 dispatches deep in all (the outermost is level 1)
       or as 32 nested inside the outermost; either way every item whose nested call was refused
       ran at the deepest level. */
    CHECK_MSG(depth_max == 32 || depth_max == 33, "nesting reached %d levels", depth_max);
    CHECK_EQ_INT(limit_hits, 40 - (depth_max - 1));
    /* Afterwards, dispatch works normally again. */
    CHECK_OK(rk_context_post(ctx, nesting_work, NULL));
    limit_hits = 0;
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_EQ_INT(limit_hits, 0);
    CHECK_OK(rk_context_destroy(ctx));
}

static void destroy_runs_pending_work(void) {
    rk_context *ctx = NULL;
    uint32_t ran = 0;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(1)));
    CHECK_OK(rk_context_dispatch(ctx, &ran));
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(2)));
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(3)));
    CHECK_OK(rk_context_post(ctx, named_work, RKT_PTR(4)));
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("1 2(0) 3(0) 4(0)");
    CHECK_RC(rk_context_post(ctx, named_work, RKT_PTR(5)), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_context_dispatch(ctx, &ran), RK_ERR_INVALID_HANDLE);
    RKT_CHECK_LOG("1 2(0) 3(0) 4(0)");
}

/* Posting from other threads while the loop thread destroys the context: every post either fails
   (and its fn is never called) or succeeds (and its fn is called exactly once). */
typedef struct {
    rk_context *ctx;
    atomic_int accepted;
    atomic_int stop;
} racing_args;

static atomic_int racing_calls;
static void racing_work(void *user_data, int32_t finished) {
    (void)user_data;
    (void)finished;
    atomic_fetch_add(&racing_calls, 1);
}

static void *racing_poster(void *arg) {
    racing_args *a = arg;
    int i;
    /* Bounded, so a slow run (valgrind serializes threads) stays bounded too. */
    for (i = 0; i < 50000 && !atomic_load(&a->stop); i++) {
        rk_status s = rk_context_post(a->ctx, racing_work, NULL);
        if (s == RK_OK) {
            atomic_fetch_add(&a->accepted, 1);
        } else {
            CHECK_EQ_INT(s, RK_ERR_INVALID_HANDLE);
            break;
        }
    }
    return NULL;
}

static void post_races_destroy(void) {
    int round;
    for (round = 0; round < 20; round++) {
        racing_args a;
        pthread_t threads[3];
        int i;
        struct timespec pause = {0, 200000};
        a.ctx = NULL;
        atomic_store(&a.accepted, 0);
        atomic_store(&a.stop, 0);
        atomic_store(&racing_calls, 0);
        CHECK_OK(rk_context_create(&a.ctx));
        for (i = 0; i < 3; i++) CHECK(pthread_create(&threads[i], NULL, racing_poster, &a) == 0);
        nanosleep(&pause, NULL);
        CHECK_OK(rk_context_dispatch(a.ctx, NULL));
        CHECK_OK(rk_context_destroy(a.ctx));
        for (i = 0; i < 3; i++) pthread_join(threads[i], NULL);
        atomic_store(&a.stop, 1);
        RKT_NOTE("round %d", round);
        CHECK_EQ_INT(atomic_load(&racing_calls), atomic_load(&a.accepted));
    }
}

/* ---- wakeups that call other contexts (issue 11, item 1) ---- */

/* A ring of contexts: each one's wakeup posts to the next. The post that comes back round to a
   context whose wakeup is running on this thread must be refused with RK_ERR_BUSY (its queue lock
   is held); every other hop succeeds. Before the fix only the innermost wakeup was remembered, so
   the way back into the first context took its lock again and the process died in a trap. */
enum { RING_MAX = 6 };
typedef struct {
    rk_context *ctx[RING_MAX];
    rk_task *task[RING_MAX];
    int n;
    int calls[RING_MAX];
    rk_status back;      /* status of the call that closed the ring */
    rk_status read_task; /* rk_task_get_state on the first context's task, from the last wakeup */
    size_t back_message, read_message;
    int hops_ok;
    int hops_failed;
} ring;

static ring the_ring;

static void ring_wakeup(void *user_data) {
    int i = (int)RKT_INT(user_data), next;
    ring *r = &the_ring;
    rk_task_state state;
    r->calls[i]++;
    next = (i + 1) % r->n;
    if (next == 0) {
        /* Back to the start: both a post and a task read name a context whose wakeup runs here. */
        rk_clear_last_error();
        r->back = rk_context_post(r->ctx[0], named_work, RKT_PTR(90 + i));
        r->back_message = rk_last_error_message(NULL, 0);
        rk_clear_last_error();
        r->read_task = rk_task_get_state(r->task[0], &state);
        r->read_message = rk_last_error_message(NULL, 0);
        return;
    }
    if (rk_context_post(r->ctx[next], named_work, RKT_PTR(10 + next)) == RK_OK) {
        r->hops_ok++;
    } else {
        r->hops_failed++;
    }
}

static void run_ring(int n, int start_with_task) {
    ring *r = &the_ring;
    int i;
    uint32_t ran = 0;
    memset(r, 0, sizeof *r);
    r->n = n;
    r->back = r->read_task = 12345;
    rkt_log_reset();
    for (i = 0; i < n; i++) {
        CHECK_OK(rk_context_create(&r->ctx[i]));
        CHECK_OK(rk_task_create(r->ctx[i], &r->task[i]));
        CHECK_OK(rk_context_set_wakeup(r->ctx[i], ring_wakeup, RKT_PTR(i)));
    }
    RKT_NOTE("a ring of %d contexts, started by %s", n, start_with_task ? "a task transition" : "a post");
    if (start_with_task) {
        /* The transition holds the first task's lock while its context's wakeup runs. */
        CHECK_OK(rk_task_resume(r->task[0]));
    } else {
        CHECK_OK(rk_context_post(r->ctx[0], named_work, RKT_PTR(1)));
    }
    for (i = 0; i < n; i++) CHECK_EQ_INT(r->calls[i], 1);
    CHECK_EQ_INT(r->hops_ok, n - 1);
    CHECK_EQ_INT(r->hops_failed, 0);
    CHECK_EQ_INT(r->back, RK_ERR_BUSY);
    CHECK_EQ_INT(r->read_task, RK_ERR_BUSY);
    CHECK(r->back_message > 0 && r->read_message > 0);
    /* The refused post queued nothing: each context runs exactly what it accepted. */
    for (i = 0; i < n; i++) {
        CHECK_OK(rk_context_dispatch(r->ctx[i], &ran));
        CHECK_EQ_INT(ran, 1);
    }
    for (i = 0; i < n; i++) {
        rk_task_state state = RK_TASK_COMPLETED;
        CHECK_OK(rk_task_get_state(r->task[i], &state));
        CHECK_EQ_INT(state, i == 0 && start_with_task ? RK_TASK_RUNNING : RK_TASK_SUSPENDED);
        CHECK_OK(rk_context_destroy(r->ctx[i]));
    }
    rkt_note[0] = '\0';
}

static void wakeup_cycles_across_contexts_are_busy(void) {
    int n;
    for (n = 2; n <= RING_MAX; n++) {
        run_ring(n, 0);
        run_ring(n, 1);
    }
}

/* ---- a host never misses a deadline (issue 12; docs/ARCHITECTURE.md §3) ---- */

/* A host driven only by the fd: it polls the fd with the timeout it was last told, dispatches when
   the fd is readable or the timeout expires, and asks for the timeout again after every dispatch.
   A footer begin from inside one of its own callbacks (a posted work item here) starts the 0.25 s
   animation with no other event: the fd must wake the host so that it asks again, or it would
   sleep forever (-1) and "refreshing" would never fire. */
static int refreshing_fired;
static void on_refreshing_count(void *footer, void *user_data) {
    (void)footer;
    (void)user_data;
    refreshing_fired++;
}
static void begin_from_work(void *user_data, int32_t finished) {
    if (finished) CHECK_OK(rk_footer_begin_refreshing(user_data, NULL, NULL));
}

static void deadline_started_from_a_callback_wakes_the_host(void) {
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    rk_scroll_metrics m;
    struct pollfd p;
    double timeout = 0;
    int fd = -1, rounds = 0, slept_forever = 0;
    refreshing_fired = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_fd(ctx, &fd));
    CHECK_OK(rk_footer_create(ctx, &footer));
    memset(&m, 0, sizeof m);
    m.struct_size = sizeof m;
    m.viewport_width = 320;
    m.viewport_height = 480;
    m.content_height = 1000;
    CHECK_OK(rk_footer_set_metrics(footer, &m));
    CHECK_OK(rk_footer_set_animation_durations(footer, 0.02, 0.02));
    CHECK_OK(rk_connect(footer, "refreshing", (rk_callback)on_refreshing_count, NULL, NULL, NULL));
    CHECK_OK(rk_context_post(ctx, begin_from_work, footer));
    /* The host's loop: nothing but the fd and the timeout it was told. */
    CHECK_OK(rk_context_next_timeout(ctx, &timeout));
    while (refreshing_fired == 0 && rounds < 200) {
        int ms = timeout < 0 ? 2000 : (int)ceil(timeout * 1000.0);
        p.fd = fd;
        p.events = POLLIN;
        p.revents = 0;
        if (poll(&p, 1, ms) == 0 && timeout < 0) slept_forever = 1;
        CHECK_OK(rk_context_dispatch(ctx, NULL));
        CHECK_OK(rk_context_next_timeout(ctx, &timeout));
        rounds++;
        if (slept_forever) break;
    }
    CHECK_MSG(!slept_forever, "the host was told to sleep until the fd, and the fd never woke it");
    CHECK_EQ_INT(refreshing_fired, 1);
    CHECK_OK(rk_context_destroy(ctx));
}

/* The same for a wakeup-driven host, on the loop thread: the begin calls the wakeup once. */
static int deadline_wakeups;
static void count_deadline_wakeup(void *user_data) {
    (void)user_data;
    deadline_wakeups++;
}

static void deadline_calls_the_wakeup(void) {
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    double timeout = 0;
    deadline_wakeups = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_OK(rk_context_set_wakeup(ctx, count_deadline_wakeup, NULL));
    CHECK_OK(rk_context_next_timeout(ctx, &timeout));
    CHECK_EQ_BITS(timeout, -1.0);
    CHECK_OK(rk_footer_begin_refreshing(footer, NULL, NULL));
    CHECK_EQ_INT(deadline_wakeups, 1);
    CHECK_EQ_INT(rkt_fd_readable(ctx), 1);
    CHECK_OK(rk_context_next_timeout(ctx, &timeout));
    CHECK(timeout > 0.0 && timeout <= 0.25);
    CHECK_EQ_INT(rkt_fd_readable(ctx), 0);
    /* A later timer than the one the host knows of needs no wakeup. */
    CHECK_OK(rk_timer_start(ctx, 10.0, named_work, RKT_PTR(1), NULL));
    CHECK_EQ_INT(deadline_wakeups, 1);
    /* An earlier one does. */
    CHECK_OK(rk_timer_start(ctx, 0.0, named_work, RKT_PTR(2), NULL));
    CHECK_EQ_INT(deadline_wakeups, 2);
    /* The notice alone runs nothing and is not counted. */
    {
        uint32_t ran = 99;
        CHECK_OK(rk_context_dispatch(ctx, &ran));
        CHECK_EQ_INT(ran, 1); /* timer 2 */
    }
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- fork (issue 11) ---- */

/* The child of a single-threaded parent: the inherited context and its objects are refused with
   RK_ERR_INVALID_STATE (they share the parent's eventfd); a new context works. The parent's
   context is untouched. */
static void forked_child_refuses_inherited_contexts(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    pid_t child;
    int status = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_probe_emit_ping(probe)); /* the loop cache now holds ctx */
    child = fork();
    CHECK(child >= 0);
    if (child == 0) {
        rk_context *fresh = NULL;
        rk_probe *mine = NULL;
        int bad = 0;
        uint32_t ran = 0;
        if (rk_probe_emit_ping(probe) != RK_ERR_INVALID_STATE) bad |= 1;
        if (rk_context_dispatch(ctx, &ran) != RK_ERR_INVALID_STATE) bad |= 2;
        if (rk_context_post(ctx, named_work, NULL) != RK_ERR_INVALID_STATE) bad |= 4;
        if (rk_context_destroy(ctx) != RK_ERR_INVALID_STATE) bad |= 8;
        if (rk_last_error_message(NULL, 0) == 0) bad |= 16;
        if (rk_context_create(&fresh) != RK_OK) bad |= 32;
        if (rk_probe_create(fresh, &mine) != RK_OK || rk_probe_emit_ping(mine) != RK_OK) bad |= 64;
        if (rk_context_destroy(fresh) != RK_OK) bad |= 128;
        _exit(bad);
    }
    CHECK(waitpid(child, &status, 0) == child);
    CHECK_MSG(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child reported %#x",
              WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    CHECK_OK(rk_probe_emit_ping(probe));
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- a loop thread that exits (issue 11) ---- */

typedef struct {
    rk_context *ctx;
    rk_task *task;
} orphan_world;

static void *make_context_and_exit(void *arg) {
    orphan_world *o = arg;
    CHECK_OK(rk_context_create(&o->ctx));
    CHECK_OK(rk_task_create(o->ctx, &o->task));
    CHECK_OK(rk_context_post(o->ctx, named_work, RKT_PTR(5)));
    return NULL;
}

static void exited_loop_thread_gives_a_status(void) {
    orphan_world o;
    rk_task_state state;
    rkt_log_reset();
    RKT_RUN_THREAD(make_context_and_exit, &o);
    /* Nothing can run any more: every call says so instead of succeeding silently. */
    CHECK_RC(rk_context_post(o.ctx, named_work, RKT_PTR(6)), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_task_resume(o.task), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_task_get_state(o.task, &state), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_context_dispatch(o.ctx, NULL), RK_ERR_INVALID_STATE);
    RKT_CHECK_LOG("");
    /* Destroy works from this thread and ends the work posted before the exit with finished 0. */
    CHECK_OK(rk_context_destroy(o.ctx));
    RKT_CHECK_LOG("5(0)");
    CHECK_RC(rk_context_post(o.ctx, named_work, RKT_PTR(7)), RK_ERR_INVALID_HANDLE);
}

static const rkt_case cases[] = {
    RKT_CASE(many_producers),
    RKT_CASE(fd_readable_exactly_while_pending),
    RKT_CASE(fd_wakes_poll_from_other_thread),
    RKT_CASE(wakeup_coalesced),
    RKT_CASE(wakeup_calling_back_is_refused),
    RKT_CASE(wakeup_from_other_threads),
    RKT_CASE(wakeup_replacement_under_load),
    RKT_CASE(post_errors),
    RKT_CASE(dispatch_counts_and_order),
    RKT_CASE(dispatch_nesting_limit),
    RKT_CASE(destroy_runs_pending_work),
    RKT_CASE(post_races_destroy),
    RKT_CASE(wakeup_cycles_across_contexts_are_busy),
    RKT_CASE(deadline_started_from_a_callback_wakes_the_host),
    RKT_CASE(deadline_calls_the_wakeup),
    RKT_CASE(forked_child_refuses_inherited_contexts),
    RKT_CASE(exited_loop_thread_gives_a_status),
};

RKT_MAIN(cases)
