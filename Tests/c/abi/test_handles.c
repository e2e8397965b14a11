/*
 * test_handles: handles are rejected reliably (NULL, destroyed, wrong kind, garbage, stale after a
 * context is recreated), rk_object_kind, independence of contexts, loop-thread ownership, and
 * generations (a new handle never equals a destroyed one).
 */
#include "rk_test.h"

#include <poll.h>
#include <pthread.h>
#include <sys/resource.h>

/* ---- counters for "nothing was called" ---- */

static atomic_int work_calls;
static atomic_int notify_calls;
static atomic_int handler_calls;
static atomic_int wakeup_calls;
static atomic_int clock_calls;

static void count_work(void *user_data, int32_t finished) {
    (void)user_data;
    (void)finished;
    atomic_fetch_add(&work_calls, 1);
}
static void count_notify(void *user_data) {
    (void)user_data;
    atomic_fetch_add(&notify_calls, 1);
}
static void ping_handler(void *object, void *user_data) {
    (void)object;
    (void)user_data;
    atomic_fetch_add(&handler_calls, 1);
}
static void count_wakeup(void *user_data) {
    (void)user_data;
    atomic_fetch_add(&wakeup_calls, 1);
}
static double counting_clock(void *user_data) {
    (void)user_data;
    atomic_fetch_add(&clock_calls, 1);
    return 1000.0;
}

static void reset_counters(void) {
    atomic_store(&work_calls, 0);
    atomic_store(&notify_calls, 0);
    atomic_store(&handler_calls, 0);
    atomic_store(&wakeup_calls, 0);
    atomic_store(&clock_calls, 0);
}

/* ---- every function that takes a handle, called with a bad one ---- */

#define SENTINEL_FD (-77)
#define SENTINEL_U32 0xDEADBEEFu
#define SENTINEL_U64 0xDEADBEEFCAFEF00Dull
#define SENTINEL_DBL (-123.25)

/* All functions that take a context. Each must return `expected`, leave out-parameters untouched
   and call nothing. */
static void expect_context_functions(rk_context *bad, rk_status expected) {
    int fd = SENTINEL_FD;
    uint32_t ran = SENTINEL_U32;
    double seconds = SENTINEL_DBL;
    rk_timer timer = SENTINEL_U64;
    rk_probe *probe = RKT_HANDLE(rk_probe, 0x5151);
    int before_work = atomic_load(&work_calls);

    if (expected != RK_ERR_WRONG_THREAD) {
        /* Thread: any functions are only checked for handles that are bad on every thread. */
        CHECK_RC(rk_context_fd(bad, &fd), expected);
        CHECK_EQ_INT(fd, SENTINEL_FD);
        CHECK_RC(rk_context_post(bad, count_work, NULL), expected);
    }
    CHECK_RC(rk_context_dispatch(bad, &ran), expected);
    CHECK_EQ_U64(ran, SENTINEL_U32);
    CHECK_RC(rk_context_next_timeout(bad, &seconds), expected);
    CHECK_EQ_BITS(seconds, SENTINEL_DBL);
    CHECK_RC(rk_context_set_wakeup(bad, count_wakeup, NULL), expected);
    CHECK_RC(rk_context_set_clock(bad, counting_clock, NULL), expected);
    CHECK_RC(rk_context_now(bad, &seconds), expected);
    CHECK_EQ_BITS(seconds, SENTINEL_DBL);
    CHECK_RC(rk_timer_start(bad, 0.0, count_work, NULL, &timer), expected);
    CHECK_EQ_U64(timer, SENTINEL_U64);
    CHECK_RC(rk_timer_cancel(bad, 1), expected);
    CHECK_RC(rk_disconnect(bad, 1), expected);
    CHECK_RC(rk_probe_create(bad, &probe), expected);
    CHECK(probe == RKT_HANDLE(rk_probe, 0x5151));
    CHECK_RC(rk_context_destroy(bad), expected);
    CHECK_EQ_INT(atomic_load(&work_calls), before_work);
}

/* All functions that take an object (a probe). */
static void expect_probe_functions(rk_probe *bad, rk_status expected, int check_object_kind) {
    rk_kind kind = (rk_kind)SENTINEL_U32;
    rk_connection connection = SENTINEL_U64;
    double value = SENTINEL_DBL;
    int32_t handled = -5;
    int before_notify = atomic_load(&notify_calls);
    int before_handler = atomic_load(&handler_calls);

    if (check_object_kind) {
        CHECK_RC(rk_object_kind(bad, &kind), expected);
        CHECK_EQ_INT(kind, (rk_kind)SENTINEL_U32);
    }
    {
        /* A live context is a signal source of its own (its task signals), with no "ping". */
        rk_kind live_kind = 0;
        int is_context = rk_object_kind(bad, &live_kind) == RK_OK && live_kind == RK_KIND_CONTEXT;
        CHECK_RC(rk_connect(bad, "ping", (rk_callback)ping_handler, NULL, count_notify, &connection),
                 is_context ? RK_ERR_NOT_FOUND : expected);
    }
    CHECK_EQ_U64(connection, SENTINEL_U64);
    CHECK_RC(rk_probe_emit_values(bad, NULL, 1, 2, 3, 4.0, "text"), expected);
    CHECK_RC(rk_probe_emit_measure(bad, "text", 1.0, &value, &handled), expected);
    CHECK_EQ_BITS(value, SENTINEL_DBL);
    CHECK_EQ_INT(handled, -5);
    CHECK_RC(rk_probe_emit_ping(bad), expected);
    CHECK_RC(rk_probe_destroy(bad), expected);
    CHECK_EQ_INT(atomic_load(&notify_calls), before_notify);
    CHECK_EQ_INT(atomic_load(&handler_calls), before_handler);
}

static void expect_rejected_everywhere(uintptr_t value) {
    expect_context_functions(RKT_HANDLE(rk_context, value), RK_ERR_INVALID_HANDLE);
    expect_probe_functions(RKT_HANDLE(rk_probe, value), RK_ERR_INVALID_HANDLE, 1);
}

/* A live context with a probe that has a handler: what bad handles must not disturb. */
typedef struct {
    rk_context *ctx;
    rk_probe *probe;
    rk_connection connection;
} fixture;

static void fixture_open(fixture *f) {
    memset(f, 0, sizeof *f);
    CHECK_OK(rk_context_create(&f->ctx));
    CHECK_OK(rk_probe_create(f->ctx, &f->probe));
    CHECK_OK(rk_connect(f->probe, "ping", (rk_callback)ping_handler, NULL, count_notify,
                        &f->connection));
}

/* The fixture still works: its handler runs once per ping. */
static void fixture_check_alive(fixture *f) {
    int before = atomic_load(&handler_calls);
    rk_kind kind = 0;
    CHECK_OK(rk_object_kind(f->ctx, &kind));
    CHECK_EQ_INT(kind, RK_KIND_CONTEXT);
    CHECK_OK(rk_object_kind(f->probe, &kind));
    CHECK_EQ_INT(kind, RK_KIND_PROBE);
    CHECK_OK(rk_probe_emit_ping(f->probe));
    CHECK_EQ_INT(atomic_load(&handler_calls), before + 1);
}

static void fixture_close(fixture *f) { CHECK_OK(rk_context_destroy(f->ctx)); }

/* ---- cases ---- */

static void null_handles(void) {
    fixture f;
    reset_counters();
    fixture_open(&f);
    RKT_NOTE("NULL handle");
    expect_rejected_everywhere(0);
    fixture_check_alive(&f);
    fixture_close(&f);
}

static void destroyed_handles(void) {
    fixture f;
    rk_context *ctx = NULL;
    rk_probe *probe = NULL, *other = NULL;
    reset_counters();
    fixture_open(&f);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_probe_create(ctx, &other));
    /* A destroyed probe, in a live context. */
    CHECK_OK(rk_probe_destroy(probe));
    RKT_NOTE("destroyed probe %p", (void *)probe);
    expect_probe_functions(probe, RK_ERR_INVALID_HANDLE, 1);
    /* Its sibling is untouched. */
    CHECK_OK(rk_probe_emit_ping(other));
    /* A destroyed context, and the probe that was in it. */
    CHECK_OK(rk_context_destroy(ctx));
    RKT_NOTE("destroyed context %p", (void *)ctx);
    expect_context_functions(ctx, RK_ERR_INVALID_HANDLE);
    expect_probe_functions(RKT_HANDLE(rk_probe, (uintptr_t)ctx), RK_ERR_INVALID_HANDLE, 1);
    RKT_NOTE("probe %p of a destroyed context", (void *)other);
    expect_probe_functions(other, RK_ERR_INVALID_HANDLE, 1);
    fixture_check_alive(&f);
    fixture_close(&f);
}

static void wrong_kind_handles(void) {
    fixture f;
    reset_counters();
    fixture_open(&f);
    /* A probe passed where a context is expected. */
    RKT_NOTE("probe passed as a context");
    expect_context_functions((rk_context *)(void *)f.probe, RK_ERR_INVALID_HANDLE);
    /* A context passed to rk_probe_* (rk_object_kind legitimately accepts it). */
    RKT_NOTE("context passed as a probe");
    expect_probe_functions((rk_probe *)(void *)f.ctx, RK_ERR_INVALID_HANDLE, 0);
    fixture_check_alive(&f);
    CHECK_EQ_INT(atomic_load(&notify_calls), 0);
    fixture_close(&f);
    CHECK_EQ_INT(atomic_load(&notify_calls), 1);
}

static int garbage_target;
static void garbage_function(void) {}

static void garbage_handles(void) {
    fixture f;
    int on_stack = 0;
    void *heap = malloc(64);
    uintptr_t values[12];
    size_t i;
    reset_counters();
    fixture_open(&f);
    values[0] = 0x1234;
    values[1] = 1;
    values[2] = 2;
    values[3] = 3;
    values[4] = 0x20;
    values[5] = UINTPTR_MAX;
    values[6] = UINTPTR_MAX - 1;
    values[7] = (uintptr_t)&on_stack; /* real memory: RefreshKit must not dereference it */
    values[8] = (uintptr_t)heap;
    values[9] = (uintptr_t)&garbage_target;
    memcpy(&values[10], &(void (*)(void)){garbage_function}, sizeof values[10]);
    values[11] = (uintptr_t)1 << 63;
    for (i = 0; i < sizeof values / sizeof values[0]; i++) {
        if (values[i] == (uintptr_t)f.ctx || values[i] == (uintptr_t)f.probe) continue;
        RKT_NOTE("garbage handle %#jx", (uintmax_t)values[i]);
        expect_rejected_everywhere(values[i]);
    }
    fixture_check_alive(&f);
    fixture_close(&f);
    free(heap);
}

/* Every value one bit away from a live handle is rejected, unless it is itself a live handle: this
   holds whatever the handle layout is. */
static void near_miss_handles(void) {
    fixture f;
    rk_probe *second = NULL;
    uintptr_t live[3];
    int bit, which;
    reset_counters();
    fixture_open(&f);
    CHECK_OK(rk_probe_create(f.ctx, &second));
    live[0] = (uintptr_t)f.ctx;
    live[1] = (uintptr_t)f.probe;
    live[2] = (uintptr_t)second;
    for (which = 0; which < 3; which++) {
        for (bit = 0; bit < (int)(sizeof(uintptr_t) * 8); bit++) {
            uintptr_t value = live[which] ^ ((uintptr_t)1 << bit);
            if (value == live[0] || value == live[1] || value == live[2]) continue;
            RKT_NOTE("handle %#jx with bit %d flipped", (uintmax_t)live[which], bit);
            expect_rejected_everywhere(value);
        }
    }
    rkt_note[0] = '\0';
    fixture_check_alive(&f);
    CHECK_OK(rk_probe_emit_ping(second));
    fixture_close(&f);
}

/* Stale handles after a context is destroyed and others are created in its place. */
static void stale_handles_after_context_recreated(void) {
    enum { ROUNDS = 64 };
    rk_context *old_ctx[ROUNDS];
    rk_probe *old_probe[ROUNDS];
    int round, k;
    reset_counters();
    for (round = 0; round < ROUNDS; round++) {
        rk_context *ctx = NULL;
        rk_probe *probe = NULL;
        CHECK_OK(rk_context_create(&ctx));
        CHECK_OK(rk_probe_create(ctx, &probe));
        for (k = 0; k < round; k++) {
            CHECK_MSG((uintptr_t)ctx != (uintptr_t)old_ctx[k],
                      "round %d: the new context reuses destroyed handle %p", round, (void *)ctx);
            CHECK_MSG((uintptr_t)probe != (uintptr_t)old_probe[k],
                      "round %d: the new probe reuses destroyed handle %p", round, (void *)probe);
        }
        /* While this context lives (perhaps in a reused slot), every earlier handle is dead. */
        for (k = 0; k < round; k++) {
            rk_kind kind = 0;
            RKT_NOTE("round %d, stale context %p", round, (void *)old_ctx[k]);
            CHECK_RC(rk_object_kind(old_ctx[k], &kind), RK_ERR_INVALID_HANDLE);
            CHECK_RC(rk_probe_create(old_ctx[k], &probe), RK_ERR_INVALID_HANDLE);
            RKT_NOTE("round %d, stale probe %p", round, (void *)old_probe[k]);
            CHECK_RC(rk_object_kind(old_probe[k], &kind), RK_ERR_INVALID_HANDLE);
            CHECK_RC(rk_probe_emit_ping(old_probe[k]), RK_ERR_INVALID_HANDLE);
        }
        if (round == ROUNDS - 1) {
            RKT_NOTE("full sweep of stale context %p", (void *)old_ctx[0]);
            expect_context_functions(old_ctx[0], RK_ERR_INVALID_HANDLE);
            expect_probe_functions(old_probe[0], RK_ERR_INVALID_HANDLE, 1);
            expect_context_functions(old_ctx[round - 1], RK_ERR_INVALID_HANDLE);
            expect_probe_functions(old_probe[round - 1], RK_ERR_INVALID_HANDLE, 1);
        }
        old_ctx[round] = ctx;
        old_probe[round] = probe;
        CHECK_OK(rk_context_destroy(ctx));
    }
}

static void object_kind(void) {
    fixture f;
    rk_kind kind = 0;
    reset_counters();
    fixture_open(&f);
    CHECK_OK(rk_object_kind(f.ctx, &kind));
    CHECK_EQ_INT(kind, RK_KIND_CONTEXT);
    CHECK_OK(rk_object_kind(f.probe, &kind));
    CHECK_EQ_INT(kind, RK_KIND_PROBE);
    CHECK_RC(rk_object_kind(f.ctx, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_object_kind(f.probe, NULL), RK_ERR_INVALID_ARGUMENT);
    kind = 99;
    CHECK_RC(rk_object_kind(NULL, &kind), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(kind, 99);
    fixture_close(&f);
}

static void *object_kind_thread(void *arg) {
    fixture *f = arg;
    rk_kind kind = 0;
    CHECK_OK(rk_object_kind(f->ctx, &kind));
    CHECK_EQ_INT(kind, RK_KIND_CONTEXT);
    kind = 0;
    CHECK_OK(rk_object_kind(f->probe, &kind));
    CHECK_EQ_INT(kind, RK_KIND_PROBE);
    return NULL;
}

/* rk_object_kind is "Thread: any". */
static void object_kind_from_any_thread(void) {
    fixture f;
    reset_counters();
    fixture_open(&f);
    RKT_RUN_THREAD(object_kind_thread, &f);
    fixture_close(&f);
}

/* Two contexts share nothing: handles, connection and timer ids, queues, clocks. */
static void contexts_are_independent(void) {
    fixture a, b;
    rk_timer timer_a = 0;
    int fd_a = -1, fd_b = -1;
    double now_b = 0;
    struct pollfd p[2];
    reset_counters();
    fixture_open(&a);
    fixture_open(&b);
    CHECK((uintptr_t)a.ctx != (uintptr_t)b.ctx);
    CHECK((uintptr_t)a.probe != (uintptr_t)b.probe);
    /* Emitting on A calls A's handler only. */
    CHECK_OK(rk_probe_emit_ping(a.probe));
    CHECK_EQ_INT(atomic_load(&handler_calls), 1);
    /* Ids are per context: an id of A that B does not have means nothing in B, and using it there
       leaves A's connection and timer alone. */
    if (a.connection != b.connection) {
        CHECK_RC(rk_disconnect(b.ctx, a.connection), RK_ERR_NOT_FOUND);
    }
    {
        rk_timer b1 = 0, b2 = 0;
        CHECK_OK(rk_timer_start(b.ctx, 1000.0, count_work, NULL, &b1));
        CHECK_OK(rk_timer_start(b.ctx, 1000.0, count_work, NULL, &b2));
        CHECK_OK(rk_timer_start(a.ctx, 1000.0, count_work, NULL, NULL));
        CHECK_OK(rk_timer_start(a.ctx, 1000.0, count_work, NULL, NULL));
        CHECK_OK(rk_timer_start(a.ctx, 1000.0, count_work, NULL, &timer_a));
        CHECK(timer_a != 0 && b1 != 0 && b2 != 0 && b1 != b2);
        if (timer_a != b1 && timer_a != b2) {
            CHECK_RC(rk_timer_cancel(b.ctx, timer_a), RK_ERR_NOT_FOUND);
        }
    }
    CHECK_EQ_INT(atomic_load(&work_calls), 0);
    /* The timers made both fds readable (each context's earliest deadline is new to its host);
       asking each for its timeout answers that. */
    {
        double timeout = 0;
        CHECK_OK(rk_context_next_timeout(a.ctx, &timeout));
        CHECK(timeout > 999.0 && timeout <= 1000.0);
        CHECK_OK(rk_context_next_timeout(b.ctx, &timeout));
        CHECK(timeout > 999.0 && timeout <= 1000.0);
    }
    /* Posting to A makes A's fd readable, not B's. */
    CHECK_OK(rk_context_fd(a.ctx, &fd_a));
    CHECK_OK(rk_context_fd(b.ctx, &fd_b));
    CHECK(fd_a != fd_b);
    CHECK_OK(rk_context_post(a.ctx, count_work, NULL));
    p[0].fd = fd_a;
    p[0].events = POLLIN;
    p[1].fd = fd_b;
    p[1].events = POLLIN;
    CHECK(poll(p, 2, 0) == 1);
    CHECK(p[0].revents & POLLIN);
    CHECK(!(p[1].revents & POLLIN));
    /* Dispatching B runs nothing of A's. */
    {
        uint32_t ran = 99;
        CHECK_OK(rk_context_dispatch(b.ctx, &ran));
        CHECK_EQ_INT(ran, 0);
        CHECK_EQ_INT(atomic_load(&work_calls), 0);
    }
    /* A's clock is not B's. */
    CHECK_OK(rk_context_set_clock(a.ctx, counting_clock, NULL));
    {
        int clock_before = atomic_load(&clock_calls);
        CHECK_OK(rk_context_now(b.ctx, &now_b));
        CHECK_EQ_INT(atomic_load(&clock_calls), clock_before);
        CHECK_OK(rk_context_now(a.ctx, &now_b));
        CHECK_EQ_BITS(now_b, 1000.0);
        CHECK(atomic_load(&clock_calls) > clock_before);
    }
    /* Destroying A leaves B whole. */
    {
        int before_notify = atomic_load(&notify_calls);
        fixture_close(&a);
        CHECK_EQ_INT(atomic_load(&notify_calls), before_notify + 1);
        CHECK_EQ_INT(atomic_load(&work_calls), 1 + 3); /* A's post and its 3 timers, finished = 0 */
    }
    fixture_check_alive(&b);
    CHECK_OK(rk_timer_start(b.ctx, 0.0, count_work, NULL, NULL));
    fixture_close(&b);
}

/* ---- threads ---- */

typedef struct {
    fixture *f;
    rk_timer timer;
} thread_job;

static void *call_loop_functions_off_thread(void *arg) {
    thread_job *job = arg;
    fixture *f = job->f;
    int fd = -1;
    RKT_NOTE("loop-only functions called off the loop thread");
    expect_context_functions(f->ctx, RK_ERR_WRONG_THREAD);
    expect_probe_functions(f->probe, RK_ERR_WRONG_THREAD, 0);
    /* A real timer and a real connection: not canceled, not disconnected. */
    CHECK_RC(rk_timer_cancel(f->ctx, job->timer), RK_ERR_WRONG_THREAD);
    CHECK_RC(rk_disconnect(f->ctx, f->connection), RK_ERR_WRONG_THREAD);
    /* "Thread: any" functions work. */
    CHECK_OK(rk_context_fd(f->ctx, &fd));
    CHECK(fd >= 0);
    CHECK_OK(rk_context_post(f->ctx, count_work, NULL));
    /* Bad handles are still bad handles off the loop thread. */
    CHECK_RC(rk_context_dispatch(NULL, NULL), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_probe_emit_ping(NULL), RK_ERR_INVALID_HANDLE);
    return NULL;
}

static void wrong_thread(void) {
    fixture f;
    thread_job job;
    double timeout = -5;
    uint32_t ran = 0;
    reset_counters();
    fixture_open(&f);
    job.f = &f;
    job.timer = 0;
    CHECK_OK(rk_timer_start(f.ctx, 1000.0, count_work, NULL, &job.timer));
    RKT_RUN_THREAD(call_loop_functions_off_thread, &job);
    /* Nothing the other thread tried took effect. */
    CHECK_EQ_INT(atomic_load(&work_calls), 0);     /* dispatch did not run, no timer fired */
    CHECK_EQ_INT(atomic_load(&notify_calls), 0);   /* no connect, no disconnect, no destroy */
    CHECK_EQ_INT(atomic_load(&clock_calls), 0);    /* set_clock did not install its clock */
    fixture_check_alive(&f);                       /* the probe and its connection are there */
    CHECK_OK(rk_context_dispatch(f.ctx, &ran));    /* the other thread's post runs here */
    CHECK_EQ_INT(ran, 1);
    CHECK_EQ_INT(atomic_load(&work_calls), 1);
    CHECK_OK(rk_context_next_timeout(f.ctx, &timeout));
    CHECK_MSG(timeout > 900.0, "the pending timer moved or a new one appeared (timeout %g)", timeout);
    CHECK_OK(rk_timer_cancel(f.ctx, job.timer)); /* still pending */
    CHECK_EQ_INT(atomic_load(&work_calls), 2);
    CHECK_EQ_INT(atomic_load(&wakeup_calls), 0);
    CHECK_OK(rk_context_post(f.ctx, count_work, NULL)); /* set_wakeup was not installed */
    CHECK_EQ_INT(atomic_load(&wakeup_calls), 0);
    fixture_close(&f);
    CHECK_EQ_INT(atomic_load(&notify_calls), 1);
}

/* Stage 1: the other thread made its context; stage 2: this thread posted to it. */
typedef struct {
    rk_context *ctx;
    rk_probe *probe;
    rkt_stage stage;
} owned_by_thread;

static void *loop_thread(void *arg) {
    owned_by_thread *o = arg;
    uint32_t ran = 0;
    CHECK_OK(rk_context_create(&o->ctx));
    CHECK_OK(rk_probe_create(o->ctx, &o->probe));
    rkt_stage_set(&o->stage, 1);
    rkt_stage_wait(&o->stage, 2);
    /* The main thread posted work; this thread, the loop thread, runs it. */
    CHECK_OK(rk_context_dispatch(o->ctx, &ran));
    CHECK_EQ_INT(ran, 1);
    CHECK_OK(rk_context_destroy(o->ctx));
    return NULL;
}

/* The creating thread is the loop thread, even when it is not the main thread. */
static void context_belongs_to_creating_thread(void) {
    owned_by_thread o;
    pthread_t thread;
    rk_probe *probe = NULL;
    memset(&o, 0, sizeof o);
    reset_counters();
    rkt_stage_init(&o.stage);
    CHECK(pthread_create(&thread, NULL, loop_thread, &o) == 0);
    rkt_stage_wait(&o.stage, 1);
    CHECK_RC(rk_context_dispatch(o.ctx, NULL), RK_ERR_WRONG_THREAD);
    CHECK_RC(rk_probe_create(o.ctx, &probe), RK_ERR_WRONG_THREAD);
    CHECK_RC(rk_probe_emit_ping(o.probe), RK_ERR_WRONG_THREAD);
    CHECK_RC(rk_context_destroy(o.ctx), RK_ERR_WRONG_THREAD);
    CHECK_OK(rk_context_post(o.ctx, count_work, NULL));
    rkt_stage_set(&o.stage, 2);
    pthread_join(thread, NULL);
    CHECK_EQ_INT(atomic_load(&work_calls), 1);
    CHECK_RC(rk_context_dispatch(o.ctx, NULL), RK_ERR_INVALID_HANDLE);
    rkt_stage_destroy(&o.stage);
}

static void *create_and_leave(void *arg) {
    fixture *f = arg;
    fixture_open(f);
    return NULL;
}

static void *try_from_new_thread(void *arg) {
    fixture *f = arg;
    rk_probe *probe = NULL;
    RKT_NOTE("a thread started after the loop thread exited (thread %#jx)",
             (uintmax_t)(uintptr_t)pthread_self());
    /* The loop thread has exited: the context can run nothing (not "wrong thread": no thread is
       right any more), and says so. */
    CHECK_RC(rk_probe_create(f->ctx, &probe), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_probe_emit_ping(f->probe), RK_ERR_INVALID_STATE);
    return NULL;
}

/* A context belongs to the thread that created it, not to whichever later thread happens to get the
   same pthread_t value once that thread has exited (glibc reuses them). */
static void loop_thread_identity_not_reused(void) {
    fixture f;
    reset_counters();
    RKT_RUN_THREAD(create_and_leave, &f);
    RKT_RUN_THREAD(try_from_new_thread, &f);
    CHECK_EQ_INT(atomic_load(&handler_calls), 0);
    /* Only destroy remains, from any thread: it ends the probe's connections here. */
    CHECK_OK(rk_context_destroy(f.ctx));
    CHECK_RC(rk_probe_emit_ping(f.probe), RK_ERR_INVALID_HANDLE);
}

/* ---- generations ---- */

static int compare_uintptr(const void *a, const void *b) {
    uintptr_t x = *(const uintptr_t *)a, y = *(const uintptr_t *)b;
    return (x > y) - (x < y);
}

static void check_all_distinct(uintptr_t *values, size_t count, const char *what) {
    size_t i;
    qsort(values, count, sizeof *values, compare_uintptr);
    for (i = 1; i < count; i++) {
        if (values[i] == values[i - 1]) {
            CHECK_MSG(0, "%s: handle %#jx was handed out twice", what, (uintmax_t)values[i]);
            return;
        }
    }
}

/* One probe at a time, many times: each slot reuse bumps the generation (and slots whose
   generation is used up must be retired, not wrapped). */
static void generations_sequential(void) {
    enum { COUNT = 20000 };
    uintptr_t *handles = malloc(COUNT * sizeof *handles);
    rk_context *ctx = NULL;
    size_t i;
    CHECK_OK(rk_context_create(&ctx));
    for (i = 0; i < COUNT; i++) {
        rk_probe *probe = NULL;
        CHECK_OK(rk_probe_create(ctx, &probe));
        handles[i] = (uintptr_t)probe;
        CHECK_OK(rk_probe_destroy(probe));
    }
    /* Every destroyed handle stays dead. */
    for (i = 0; i < COUNT; i++) {
        rk_kind kind;
        if (rk_object_kind(RKT_HANDLE(rk_probe, handles[i]), &kind) != RK_ERR_INVALID_HANDLE) {
            CHECK_MSG(0, "destroyed probe #%zu (%#jx) is still accepted", i, (uintmax_t)handles[i]);
            break;
        }
    }
    check_all_distinct(handles, COUNT, "sequential create/destroy");
    CHECK_OK(rk_context_destroy(ctx));
    free(handles);
}

/* Many live at once, destroyed in a scrambled order, then as many again. */
static void generations_interleaved(void) {
    enum { LIVE = 2000, ROUNDS = 5 };
    uintptr_t *all = malloc(LIVE * ROUNDS * sizeof *all);
    rk_probe **live = malloc(LIVE * sizeof *live);
    rk_context *ctx = NULL;
    size_t round, i, n = 0;
    uint32_t seed = 12345;
    CHECK_OK(rk_context_create(&ctx));
    for (round = 0; round < ROUNDS; round++) {
        for (i = 0; i < LIVE; i++) {
            CHECK_OK(rk_probe_create(ctx, &live[i]));
            all[n++] = (uintptr_t)live[i];
        }
        /* Fisher-Yates with a fixed LCG: a reproducible scramble. */
        for (i = LIVE - 1; i > 0; i--) {
            size_t j;
            rk_probe *t;
            seed = seed * 1103515245u + 12345u;
            j = (seed >> 8) % (i + 1);
            t = live[i];
            live[i] = live[j];
            live[j] = t;
        }
        for (i = 0; i < LIVE; i++) {
            rk_kind kind = 0;
            CHECK_OK(rk_object_kind(live[i], &kind));
            CHECK_OK(rk_probe_destroy(live[i]));
            CHECK_RC(rk_probe_destroy(live[i]), RK_ERR_INVALID_HANDLE);
        }
    }
    check_all_distinct(all, n, "interleaved create/destroy");
    CHECK_OK(rk_context_destroy(ctx));
    free(live);
    free(all);
}

/* RK_ERR_LIMIT at 1,024 live contexts; the limit frees up again. */
static void context_limit(void) {
    enum { MAX = 1024 };
    rk_context **ctx = malloc((MAX + 1) * sizeof *ctx);
    struct rlimit limit;
    size_t made = 0, i;
    rk_status status = RK_OK;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < MAX + 64) {
        limit.rlim_cur = limit.rlim_max < MAX + 64 ? limit.rlim_max : MAX + 64;
        setrlimit(RLIMIT_NOFILE, &limit);
        getrlimit(RLIMIT_NOFILE, &limit);
    }
    if (limit.rlim_cur < MAX + 64) {
        printf("# skipped: RLIMIT_NOFILE is %ju, too low for %d eventfds\n",
               (uintmax_t)limit.rlim_cur, MAX);
        free(ctx);
        return;
    }
    while (made <= MAX) {
        rk_context *c = RKT_HANDLE(rk_context, 0x4242);
        rk_clear_last_error();
        status = rk_context_create(&c);
        if (status != RK_OK) {
            CHECK(c == RKT_HANDLE(rk_context, 0x4242));
            break;
        }
        ctx[made++] = c;
    }
    CHECK_EQ_INT(made, MAX);
    CHECK_MSG(status == RK_ERR_LIMIT, "context %zu: %d (%s), expected RK_ERR_LIMIT", made,
              (int)status, rk_status_string(status));
    CHECK(rkt_error_length() > 0);
    /* One destroyed: one can be made again, and it is a new handle. */
    if (made > 0) {
        rk_context *again = NULL;
        rk_context *old = ctx[made / 2];
        CHECK_OK(rk_context_destroy(old));
        CHECK_OK(rk_context_create(&again));
        CHECK(again != old);
        ctx[made / 2] = again;
    }
    for (i = 0; i < made; i++) CHECK_OK(rk_context_destroy(ctx[i]));
    free(ctx);
}

static const rkt_case cases[] = {
    RKT_CASE(null_handles),
    RKT_CASE(destroyed_handles),
    RKT_CASE(wrong_kind_handles),
    RKT_CASE(garbage_handles),
    RKT_CASE(near_miss_handles),
    RKT_CASE(stale_handles_after_context_recreated),
    RKT_CASE(object_kind),
    RKT_CASE(object_kind_from_any_thread),
    RKT_CASE(contexts_are_independent),
    RKT_CASE(wrong_thread),
    RKT_CASE(context_belongs_to_creating_thread),
    RKT_CASE(generations_sequential),
    RKT_CASE(generations_interleaved),
    RKT_CASE(context_limit),
    RKT_CASE(loop_thread_identity_not_reused),
};

RKT_MAIN(cases)
