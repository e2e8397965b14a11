/*
 * test_binder_stress: worker threads drive tasks through random transitions while the loop thread
 * binds, rebinds, unbinds, destroys and recreates indicators and footers, recycles tasks and
 * dispatches. Everything the host sees is recorded and checked against the header's promises:
 *
 * - Each task's events arrive in the order of its transitions, each exactly once: an owned task's
 *   events (task signals) are exactly the transitions its worker made (a prefix of them when the
 *   task was destroyed with events queued); a shared task's events form a legal path. Each task
 *   event is followed by exactly one context "task-*" signal for the same task and event.
 * - Each indicator binding period: exactly one initial command during the bind call, then exactly
 *   one command per transition of its task made after the bind (resumed -> start, anything else
 *   -> stop), in order, nothing lost, duplicated, reordered or stray, until the period ends
 *   (rebind, unbind, indicator or task destroyed, end of run). The initial command matches the
 *   task's state at that transition number.
 * - At the end (workers joined, final dispatch): every live bound indicator animates exactly when
 *   its task runs; every live footer bound to a running task is Refreshing, to a canceling or
 *   completed one Idle; no "refreshing" trigger ever fired; the activity monitor counts exactly the
 *   running tasks; its visibility signal alternates; destroy_notify ran once per connection, at the
 *   object's destroy; nothing of a destroyed object was called after its destroy returned.
 *
 * Environment: RK_STRESS_STEPS (steps per worker, default 200000), RK_STRESS_SEED (default: time).
 */
#include "rk_test.h"

#include <pthread.h>
#include <sched.h>
#include <time.h>

enum {
    WORKERS = 4,
    OWNED_PER_WORKER = 14,
    OWNED = WORKERS * OWNED_PER_WORKER,
    SHARED = 8,
    SLOTS = OWNED + SHARED,
    INDICATORS = 16,
    FOOTERS = 4
};

/* ---- growable byte lists ---- */

typedef struct {
    char *items;
    size_t count, cap;
} list;

static void list_push(list *l, char c) {
    if (l->count + 1 >= l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 32;
        char *grown = realloc(l->items, cap);
        if (!grown) {
            fprintf(stderr, "out of memory\n");
            abort();
        }
        l->items = grown;
        l->cap = cap;
    }
    l->items[l->count++] = c;
    l->items[l->count] = '\0';
}

/* Events: R resumed, S suspended, C canceled, X completed. */
static char command_for_event(char event) { return event == 'R' ? '+' : '-'; }

/* The state after a sequence of events, from Suspended. */
static rk_task_state state_after(const char *events, size_t count) {
    rk_task_state state = RK_TASK_SUSPENDED;
    size_t i;
    for (i = 0; i < count; i++) {
        switch (events[i]) {
        case 'R': state = RK_TASK_RUNNING; break;
        case 'S': state = RK_TASK_SUSPENDED; break;
        case 'C': state = RK_TASK_CANCELING; break;
        default: state = RK_TASK_COMPLETED; break;
        }
    }
    return state;
}

static char command_for_state(rk_task_state state) { return state == RK_TASK_RUNNING ? '+' : '-'; }

/* Whether a sequence of events is a legal path of the state table from Suspended. */
static int legal_path(const char *events, size_t count) {
    rk_task_state state = RK_TASK_SUSPENDED;
    size_t i;
    for (i = 0; i < count; i++) {
        char e = events[i];
        int ok = (e == 'R' && state == RK_TASK_SUSPENDED) || (e == 'S' && state == RK_TASK_RUNNING) ||
                 (e == 'C' && (state == RK_TASK_RUNNING || state == RK_TASK_SUSPENDED)) ||
                 (e == 'X' && (state == RK_TASK_RUNNING || state == RK_TASK_CANCELING));
        if (!ok) return 0;
        state = state_after(&events[i], 1);
    }
    return 1;
}

/* ---- records ---- */

typedef struct task_rec {
    rk_task *handle;
    int owner;             /* worker index, -1 for a shared task */
    atomic_int destroyed;  /* set by the loop thread before rk_task_destroy */
    /* Owned tasks: the transitions the owner made, in order (written only by the owner; read by the
       loop thread after the workers are joined). */
    list made;
    /* Loop thread: */
    list seen;             /* through the task's own signals */
    list ctx_seen;         /* through the context's task-* signals */
    int live;
    int connections, notified, calls_after_destroy;
    struct task_rec *next_all;
} task_rec;

typedef struct {
    _Atomic(task_rec *) rec;
    _Atomic(task_rec *) retired; /* the slot's last destroyed task: its handle must be dead */
    atomic_int done;             /* owned: the owner completed it; the loop recycles it */
} slot;

typedef struct period {
    task_rec *task;
    size_t seen_at_bind, seen_at_end;
    char initial;
    int initial_count;
    list commands;
    size_t *seqs;
    size_t seq_cap;
    int open;
    struct period *next_all;
} period;

typedef struct {
    rk_indicator *handle;
    int live;
    period *current;
    char last_command;
    int connections, notified, calls_after_destroy;
} indicator_rec;

typedef struct {
    rk_footer *handle;
    int live;
    task_rec *task;            /* bound task, or NULL */
    rk_footer_state state;     /* as the state-changed signals told */
    int connections, notified, calls_after_destroy;
} footer_rec;

static slot slots[SLOTS];
static task_rec *all_tasks;
static period *all_periods;
static indicator_rec indicators[INDICATORS];
static footer_rec footers[FOOTERS];
static rk_context *ctx;
static pthread_t loop_thread;

/* What is being delivered or bound right now (loop thread). */
static task_rec *current_task;
static char current_event;
static int ctx_signal_pending;
static indicator_rec *binding_indicator;
static footer_rec *binding_footer;

/* Loop-thread counters of broken promises (checked at the end, with details for the first). */
static int off_loop_calls;
static int stray_commands;
static int unpaired_ctx_signals;
static int footer_violations;
static int refreshing_triggers;
static int visibility_changes;
static int visibility_violations;
static int last_visibility;
static int ctx_connections, ctx_notified;

static void note_off_loop(void) {
    if (!pthread_equal(pthread_self(), loop_thread)) off_loop_calls++;
}

/* ---- task handlers ---- */

static void task_event(task_rec *t, const void *object, char event) {
    note_off_loop();
    if (!t->live) t->calls_after_destroy++;
    if ((const void *)t->handle != object) stray_commands++;
    if (ctx_signal_pending) unpaired_ctx_signals++;
    list_push(&t->seen, event);
    current_task = t;
    current_event = event;
    ctx_signal_pending = 1;
}

static void on_resumed(void *task, void *ud) { task_event(ud, task, 'R'); }
static void on_suspended(void *task, void *ud) { task_event(ud, task, 'S'); }
static void on_canceled(void *task, void *ud) { task_event(ud, task, 'C'); }
static void on_completed(void *task, int32_t code, const char *message, void *ud) {
    (void)code;
    if (message == NULL) stray_commands++;
    task_event(ud, task, 'X');
}

static void task_notify(void *ud) {
    task_rec *t = ud;
    t->notified++;
    note_off_loop();
}

static void ctx_event(const void *task, char event) {
    note_off_loop();
    if (!ctx_signal_pending || current_task == NULL || (const void *)current_task->handle != task ||
        current_event != event) {
        unpaired_ctx_signals++;
        return;
    }
    ctx_signal_pending = 0;
    list_push(&current_task->ctx_seen, event);
}

static void on_ctx_resumed(void *c, void *task, void *ud) { (void)c; (void)ud; ctx_event(task, 'R'); }
static void on_ctx_suspended(void *c, void *task, void *ud) { (void)c; (void)ud; ctx_event(task, 'S'); }
static void on_ctx_canceled(void *c, void *task, void *ud) { (void)c; (void)ud; ctx_event(task, 'C'); }
static void on_ctx_completed(void *c, void *task, int32_t code, const char *m, void *ud) {
    (void)c;
    (void)ud;
    (void)code;
    (void)m;
    ctx_event(task, 'X');
}

static void on_visibility(void *c, int32_t visible, void *ud) {
    (void)c;
    (void)ud;
    note_off_loop();
    visibility_changes++;
    if (visible == last_visibility || (visible != 0 && visible != 1)) visibility_violations++;
    last_visibility = visible;
}

static void ctx_notify(void *ud) {
    (void)ud;
    ctx_notified++;
    note_off_loop();
}

/* ---- indicator handlers ---- */

static void indicator_command(indicator_rec *r, const void *object, char command) {
    period *p = r->current;
    note_off_loop();
    if (!r->live) {
        r->calls_after_destroy++;
        return;
    }
    if ((const void *)r->handle != object) stray_commands++;
    r->last_command = command;
    if (binding_indicator == r) {
        if (p == NULL) {
            stray_commands++;
            return;
        }
        p->initial = command;
        p->initial_count++;
        return;
    }
    /* Otherwise only while a transition of the bound task is being delivered. */
    if (p == NULL || current_task != p->task || ctx_signal_pending) {
        stray_commands++;
        return;
    }
    list_push(&p->commands, command);
    if (p->commands.count > p->seq_cap) {
        size_t cap = p->seq_cap ? p->seq_cap * 2 : 16;
        size_t *grown = realloc(p->seqs, cap * sizeof *grown);
        if (!grown) abort();
        p->seqs = grown;
        p->seq_cap = cap;
    }
    p->seqs[p->commands.count - 1] = current_task->seen.count; /* 1-based number of the event */
}

static void on_start(void *indicator, void *ud) { indicator_command(ud, indicator, '+'); }
static void on_stop(void *indicator, void *ud) { indicator_command(ud, indicator, '-'); }

static void indicator_notify(void *ud) {
    indicator_rec *r = ud;
    r->notified++;
    note_off_loop();
}

/* ---- footer handlers ---- */

static void on_footer_state(void *footer, int32_t state, int32_t old, void *ud) {
    footer_rec *r = ud;
    note_off_loop();
    if (!r->live) {
        r->calls_after_destroy++;
        return;
    }
    if ((const void *)r->handle != footer || old != r->state) footer_violations++;
    r->state = state;
    if (state != RK_FOOTER_IDLE && state != RK_FOOTER_REFRESHING) footer_violations++;
    if (binding_footer == r) return;
    /* At dispatch: only for a transition of the bound task, begin on resume, end otherwise. */
    if (r->task == NULL || current_task != r->task || ctx_signal_pending) {
        footer_violations++;
        return;
    }
    if (state != (current_event == 'R' ? RK_FOOTER_REFRESHING : RK_FOOTER_IDLE)) footer_violations++;
}

static void on_footer_refreshing(void *footer, void *ud) {
    (void)footer;
    (void)ud;
    note_off_loop();
    refreshing_triggers++;
}

static void footer_notify(void *ud) {
    footer_rec *r = ud;
    r->notified++;
    note_off_loop();
}

/* ---- the loop thread's operations ---- */

static uint64_t loop_rng;

static uint64_t next_random(uint64_t *state) {
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    return x;
}

static unsigned pick(uint64_t *state, unsigned n) { return (unsigned)(next_random(state) % n); }

static size_t tasks_created, task_destroys, binds, unbinds, footer_binds, indicator_recycles,
    footer_recycles, dispatches, shared_kills;

static task_rec *create_task(int owner) {
    task_rec *t = calloc(1, sizeof *t);
    if (!t) abort();
    t->owner = owner;
    atomic_init(&t->destroyed, 0);
    CHECK_OK(rk_task_create(ctx, &t->handle));
    t->live = 1;
    CHECK_OK(rk_connect(t->handle, "resumed", (rk_callback)on_resumed, t, task_notify, NULL));
    CHECK_OK(rk_connect(t->handle, "suspended", (rk_callback)on_suspended, t, task_notify, NULL));
    CHECK_OK(rk_connect(t->handle, "canceled", (rk_callback)on_canceled, t, task_notify, NULL));
    CHECK_OK(rk_connect(t->handle, "completed", (rk_callback)on_completed, t, task_notify, NULL));
    t->connections = 4;
    t->next_all = all_tasks;
    all_tasks = t;
    tasks_created++;
    return t;
}

static void end_period(period *p) {
    if (!p || !p->open) return;
    p->open = 0;
    p->seen_at_end = p->task->seen.count;
}

static void destroy_task(task_rec *t) {
    int i;
    atomic_store(&t->destroyed, 1);
    /* Its followers are unbound (no command): their periods end here. */
    for (i = 0; i < INDICATORS; i++) {
        if (indicators[i].current && indicators[i].current->task == t) {
            end_period(indicators[i].current);
            indicators[i].current = NULL;
        }
    }
    for (i = 0; i < FOOTERS; i++) {
        if (footers[i].task == t) footers[i].task = NULL;
    }
    CHECK_OK(rk_task_destroy(t->handle));
    t->live = 0;
    CHECK_MSG(t->notified == t->connections, "task destroyed: %d of %d destroy_notify", t->notified,
              t->connections);
    task_destroys++;
}

static void create_indicator(indicator_rec *r) {
    memset(r, 0, sizeof *r);
    CHECK_OK(rk_indicator_create(ctx, &r->handle));
    r->live = 1;
    CHECK_OK(rk_connect(r->handle, "start-animating", (rk_callback)on_start, r, indicator_notify, NULL));
    CHECK_OK(rk_connect(r->handle, "stop-animating", (rk_callback)on_stop, r, indicator_notify, NULL));
    r->connections = 2;
}

static void destroy_indicator(indicator_rec *r) {
    end_period(r->current);
    r->current = NULL;
    CHECK_OK(rk_indicator_destroy(r->handle));
    r->live = 0;
    CHECK_MSG(r->notified == r->connections, "indicator destroyed: %d of %d destroy_notify",
              r->notified, r->connections);
    CHECK_EQ_INT(r->calls_after_destroy, 0);
}

static void create_footer(footer_rec *r) {
    memset(r, 0, sizeof *r);
    CHECK_OK(rk_footer_create(ctx, &r->handle));
    r->live = 1;
    r->state = RK_FOOTER_IDLE;
    CHECK_OK(rk_connect(r->handle, "state-changed", (rk_callback)on_footer_state, r, footer_notify, NULL));
    CHECK_OK(rk_connect(r->handle, "refreshing", (rk_callback)on_footer_refreshing, r, footer_notify, NULL));
    r->connections = 2;
}

static void destroy_footer(footer_rec *r) {
    CHECK_OK(rk_footer_destroy(r->handle));
    r->live = 0;
    r->task = NULL;
    CHECK_MSG(r->notified == r->connections, "footer destroyed: %d of %d destroy_notify", r->notified,
              r->connections);
    CHECK_EQ_INT(r->calls_after_destroy, 0);
}

/* A live task to bind: any slot's current task (owned tasks may be Completed: that binds nothing). */
static task_rec *random_task(void) {
    return atomic_load(&slots[pick(&loop_rng, SLOTS)].rec);
}

static void bind_indicator(indicator_rec *r, task_rec *t) {
    period *p = NULL;
    end_period(r->current);
    r->current = NULL;
    if (t) {
        p = calloc(1, sizeof *p);
        if (!p) abort();
        p->task = t;
        p->seen_at_bind = t->seen.count;
        p->open = 1;
        p->next_all = all_periods;
        all_periods = p;
        r->current = p;
    }
    binding_indicator = r;
    CHECK_OK(rk_indicator_set_animating_with_state_of_task(r->handle, t ? t->handle : NULL));
    binding_indicator = NULL;
    if (p) {
        CHECK_MSG(p->initial_count == 1, "bind: %d initial commands during the call", p->initial_count);
        binds++;
    } else {
        unbinds++;
    }
}

static void bind_footer(footer_rec *r, task_rec *t) {
    r->task = t;
    binding_footer = r;
    CHECK_OK(rk_footer_set_refreshing_with_state_of_task(r->handle, t ? t->handle : NULL));
    binding_footer = NULL;
    footer_binds++;
}

static void dispatch(void) {
    CHECK_OK(rk_context_dispatch(ctx, NULL));
    CHECK_MSG(!ctx_signal_pending, "a task signal without its context signal");
    current_task = NULL;
    dispatches++;
}

/* Owned tasks their worker completed, and completed shared tasks, are destroyed and replaced. */
static void recycle_tasks(int kill_a_shared_one) {
    int i;
    for (i = 0; i < SLOTS; i++) {
        task_rec *t = atomic_load(&slots[i].rec);
        int replace = 0;
        if (i < OWNED) {
            replace = atomic_load(&slots[i].done);
        } else {
            rk_task_state state = -1;
            CHECK_OK(rk_task_get_state(t->handle, &state));
            replace = state == RK_TASK_COMPLETED || (kill_a_shared_one && i == OWNED + (int)pick(&loop_rng, SHARED));
            if (replace && state != RK_TASK_COMPLETED) shared_kills++;
        }
        if (!replace) continue;
        destroy_task(t);
        atomic_store(&slots[i].retired, t);
        atomic_store(&slots[i].rec, create_task(t->owner));
        if (i < OWNED) atomic_store(&slots[i].done, 0);
    }
}

/* ---- workers ---- */

typedef struct {
    int index;
    uint64_t rng;
    long steps;
    long transitions, noops, illegal, shared_ok, shared_refused, shared_gone, stale_checked;
    long failures;
    char first_failure[160];
} worker;

static void worker_fail(worker *w, const char *what, rk_status status) {
    if (w->failures++ == 0) {
        snprintf(w->first_failure, sizeof w->first_failure, "%s returned %d (%s)", what, (int)status,
                 rk_status_string(status));
    }
}

/* One request on an owned task whose state the worker alone decides. */
static void owned_step(worker *w, int index, task_rec **cached, rk_task_state *states) {
    slot *s = &slots[w->index * OWNED_PER_WORKER + index];
    task_rec *t;
    rk_task_state *state = &states[index];
    unsigned r = pick(&w->rng, 100);
    rk_status status;
    char event = 0;
    if (atomic_load(&s->done)) return; /* waiting for the loop to replace it */
    t = atomic_load(&s->rec);
    if (t != cached[index]) {
        cached[index] = t;
        *state = RK_TASK_SUSPENDED;
    }
    switch (*state) {
    case RK_TASK_SUSPENDED:
        if (r < 60) {
            status = rk_task_resume(t->handle);
            event = 'R';
        } else if (r < 62) {
            status = rk_task_cancel(t->handle);
            event = 'C';
        } else if (r < 90) {
            if ((status = rk_task_suspend(t->handle)) != RK_OK) worker_fail(w, "no-op suspend", status);
            w->noops++;
            return;
        } else {
            if ((status = rk_task_complete(t->handle, 0, NULL)) != RK_ERR_INVALID_STATE)
                worker_fail(w, "complete while Suspended", status);
            w->illegal++;
            return;
        }
        break;
    case RK_TASK_RUNNING:
        if (r < 60) {
            status = rk_task_suspend(t->handle);
            event = 'S';
        } else if (r < 63) {
            status = rk_task_cancel(t->handle);
            event = 'C';
        } else if (r < 67) {
            status = rk_task_complete(t->handle, (int32_t)r, r & 1 ? "done" : NULL);
            event = 'X';
        } else {
            if ((status = rk_task_resume(t->handle)) != RK_OK) worker_fail(w, "no-op resume", status);
            w->noops++;
            return;
        }
        break;
    case RK_TASK_CANCELING:
        if (r < 70) {
            status = rk_task_complete(t->handle, -999, "cancelled");
            event = 'X';
        } else if (r < 85) {
            if ((status = (r & 1 ? rk_task_resume(t->handle) : rk_task_suspend(t->handle))) != RK_ERR_INVALID_STATE)
                worker_fail(w, "resume/suspend while Canceling", status);
            w->illegal++;
            return;
        } else {
            if ((status = rk_task_cancel(t->handle)) != RK_OK) worker_fail(w, "no-op cancel", status);
            w->noops++;
            return;
        }
        break;
    default:
        return;
    }
    if (status != RK_OK) {
        worker_fail(w, "a legal transition", status);
        return;
    }
    list_push(&t->made, event);
    w->transitions++;
    *state = state_after(&event, 1);
    if (*state == RK_TASK_COMPLETED) atomic_store(&s->done, 1);
}

/* One request on a shared task: read its state, ask for a transition legal from it; another
   worker may have moved it meanwhile (RK_ERR_INVALID_STATE), or the loop destroyed it
   (RK_ERR_INVALID_HANDLE, only then). */
static void shared_step(worker *w) {
    slot *s = &slots[OWNED + pick(&w->rng, SHARED)];
    task_rec *t = atomic_load(&s->rec);
    rk_task_state state = -1;
    rk_status status = rk_task_get_state(t->handle, &state);
    unsigned r = pick(&w->rng, 100);
    if (status == RK_ERR_INVALID_HANDLE && atomic_load(&t->destroyed)) {
        w->shared_gone++;
        return;
    }
    if (status != RK_OK) {
        worker_fail(w, "rk_task_get_state (shared)", status);
        return;
    }
    switch (state) {
    case RK_TASK_SUSPENDED: status = r < 95 ? rk_task_resume(t->handle) : rk_task_cancel(t->handle); break;
    case RK_TASK_RUNNING:
        status = r < 90 ? rk_task_suspend(t->handle) : r < 95 ? rk_task_cancel(t->handle)
                                                              : rk_task_complete(t->handle, 0, NULL);
        break;
    case RK_TASK_CANCELING: status = rk_task_complete(t->handle, -999, NULL); break;
    default: return;
    }
    if (status == RK_OK) {
        w->shared_ok++;
    } else if (status == RK_ERR_INVALID_STATE) {
        w->shared_refused++;
    } else if (status == RK_ERR_INVALID_HANDLE && atomic_load(&t->destroyed)) {
        w->shared_gone++;
    } else {
        worker_fail(w, "a shared transition", status);
    }
}

/* A destroyed task's handle is dead, from any thread. */
static void stale_step(worker *w) {
    task_rec *t = atomic_load(&slots[pick(&w->rng, SLOTS)].retired);
    rk_task_state state = -1;
    rk_status status;
    if (!t) return;
    if ((status = rk_task_get_state(t->handle, &state)) != RK_ERR_INVALID_HANDLE)
        worker_fail(w, "rk_task_get_state on a destroyed task", status);
    if ((status = rk_task_resume(t->handle)) != RK_ERR_INVALID_HANDLE)
        worker_fail(w, "rk_task_resume on a destroyed task", status);
    w->stale_checked++;
}

static atomic_int workers_done;
/* Pacing, both ways: a worker runs at most PACE steps per loop iteration (plus some slack), and the
   loop thread at most one iteration per PACE steps of each worker, so binds, destroys and
   dispatches interleave with the transitions all along, whatever the scheduler does. */
static atomic_long loop_iterations;
static atomic_long worker_steps;
enum { PACE = 2, SLACK = 512 };

static void *worker_main(void *arg) {
    worker *w = arg;
    task_rec *cached[OWNED_PER_WORKER] = {0};
    rk_task_state states[OWNED_PER_WORKER];
    long step;
    int i;
    for (i = 0; i < OWNED_PER_WORKER; i++) states[i] = RK_TASK_SUSPENDED;
    for (step = 0; step < w->steps; step++) {
        unsigned r = pick(&w->rng, 100);
        while (step > atomic_load(&loop_iterations) * PACE + SLACK) sched_yield();
        if (r < 80) {
            owned_step(w, (int)pick(&w->rng, OWNED_PER_WORKER), cached, states);
        } else if (r < 98) {
            shared_step(w);
        } else {
            stale_step(w);
        }
        if (step % 64 == 63) {
            atomic_fetch_add(&worker_steps, 64);
            sched_yield();
        }
    }
    atomic_fetch_add(&worker_steps, w->steps % 64);
    atomic_fetch_add(&workers_done, 1);
    return NULL;
}

/* ---- checks at the end ---- */

static size_t period_failures;

static void period_fail(const period *p, const char *what) {
    if (period_failures++ < 5) {
        CHECK_MSG(0, "binding period (task seen %zu at bind, %zu at end; initial %c x%d; commands \"%.40s\"): %s",
                  p->seen_at_bind, p->seen_at_end, p->initial ? p->initial : '0', p->initial_count,
                  p->commands.items ? p->commands.items : "", what);
    }
}

static void check_period(const period *p) {
    const task_rec *t = p->task;
    /* The task's full transition list: what the owner made, or (shared) what was delivered. */
    const char *events = t->owner >= 0 ? t->made.items : t->seen.items;
    size_t total = t->owner >= 0 ? t->made.count : t->seen.count;
    size_t n = p->commands.count, i, k;
    if (p->initial_count != 1) {
        period_fail(p, "not exactly one initial command");
        return;
    }
    for (i = 0; i < n; i++) {
        if (p->seqs[i] != p->seqs[0] + i) {
            period_fail(p, "commands skip or repeat transitions");
            return;
        }
        if (p->commands.items[i] != command_for_event(t->seen.items[p->seqs[i] - 1])) {
            period_fail(p, "a command does not match its transition");
            return;
        }
    }
    if (n > 0) {
        k = p->seqs[0] - 1; /* the transition number the bind saw */
        if (k < p->seen_at_bind) period_fail(p, "a transition delivered before the bind reached it");
        if (p->seqs[n - 1] != p->seen_at_end) period_fail(p, "transitions delivered while bound were lost");
        if (p->initial != command_for_state(state_after(events, k)))
            period_fail(p, "the initial command does not match the task's state at bind");
        return;
    }
    /* No command after the initial one: every transition delivered while bound was made before
       the bind, so the bind saw some k >= seen_at_end, and its state gave the initial command. */
    if (t->owner < 0 && atomic_load(&t->destroyed)) return; /* its undelivered tail is unknown */
    for (k = p->seen_at_end; k <= total; k++) {
        if (command_for_state(state_after(events, k)) == p->initial) return;
    }
    period_fail(p, "no transition number matches the initial command");
}

static void stress(void) {
    pthread_t threads[WORKERS];
    worker workers[WORKERS];
    const char *env_steps = getenv("RK_STRESS_STEPS");
    const char *env_seed = getenv("RK_STRESS_SEED");
    long steps = env_steps ? atol(env_steps) : 200000;
    uint64_t seed = env_seed ? strtoull(env_seed, NULL, 0) : (uint64_t)time(NULL);
    long transitions = 0, noops = 0, illegal = 0, shared_ok = 0, shared_refused = 0, shared_gone = 0,
         stale = 0;
    size_t events = 0, periods = 0, commands = 0, live_running = 0;
    int i;
    struct timespec start, end;
    rk_activity_monitor_info info;

    clock_gettime(CLOCK_MONOTONIC, &start);
    printf("# seed %llu (RK_STRESS_SEED to repeat), %ld steps per worker\n", (unsigned long long)seed, steps);
    loop_rng = seed * 2654435761u + 1;
    loop_thread = pthread_self();
    last_visibility = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_connect(ctx, "task-resumed", (rk_callback)on_ctx_resumed, NULL, ctx_notify, NULL));
    CHECK_OK(rk_connect(ctx, "task-suspended", (rk_callback)on_ctx_suspended, NULL, ctx_notify, NULL));
    CHECK_OK(rk_connect(ctx, "task-canceled", (rk_callback)on_ctx_canceled, NULL, ctx_notify, NULL));
    CHECK_OK(rk_connect(ctx, "task-completed", (rk_callback)on_ctx_completed, NULL, ctx_notify, NULL));
    CHECK_OK(rk_connect(ctx, "activity-visibility-changed", (rk_callback)on_visibility, NULL, ctx_notify, NULL));
    ctx_connections = 5;
    CHECK_OK(rk_activity_monitor_set_delays(ctx, 0.0005, 0.0002));
    CHECK_OK(rk_activity_monitor_set_enabled(ctx, 1));
    for (i = 0; i < SLOTS; i++) {
        atomic_init(&slots[i].rec, create_task(i < OWNED ? i / OWNED_PER_WORKER : -1));
        atomic_init(&slots[i].retired, NULL);
        atomic_init(&slots[i].done, 0);
    }
    for (i = 0; i < INDICATORS; i++) create_indicator(&indicators[i]);
    for (i = 0; i < FOOTERS; i++) create_footer(&footers[i]);
    atomic_init(&workers_done, 0);
    atomic_init(&loop_iterations, 0);
    atomic_init(&worker_steps, 0);
    for (i = 0; i < WORKERS; i++) {
        memset(&workers[i], 0, sizeof workers[i]);
        workers[i].index = i;
        workers[i].rng = seed * 0x9E3779B97F4A7C15ull + (uint64_t)i * 7919u + 17u;
        workers[i].steps = steps;
        if (pthread_create(&threads[i], NULL, worker_main, &workers[i]) != 0) {
            CHECK_MSG(0, "pthread_create failed");
            return;
        }
    }

    /* The loop thread. */
    while (atomic_load(&workers_done) < WORKERS) {
        unsigned r = pick(&loop_rng, 1000);
        long iteration = atomic_fetch_add(&loop_iterations, 1);
        while (iteration * PACE * WORKERS > atomic_load(&worker_steps) + SLACK * WORKERS &&
               atomic_load(&workers_done) < WORKERS)
            sched_yield();
        if (r < 450) {
            dispatch();
        } else if (r < 650) {
            bind_indicator(&indicators[pick(&loop_rng, INDICATORS)], random_task());
        } else if (r < 700) {
            bind_indicator(&indicators[pick(&loop_rng, INDICATORS)], NULL);
        } else if (r < 730) {
            indicator_rec *ir = &indicators[pick(&loop_rng, INDICATORS)];
            destroy_indicator(ir);
            create_indicator(ir);
            indicator_recycles++;
        } else if (r < 800) {
            bind_footer(&footers[pick(&loop_rng, FOOTERS)], random_task());
        } else if (r < 815) {
            bind_footer(&footers[pick(&loop_rng, FOOTERS)], NULL);
        } else if (r < 830) {
            footer_rec *fr = &footers[pick(&loop_rng, FOOTERS)];
            destroy_footer(fr);
            create_footer(fr);
            footer_recycles++;
        } else if (r < 960) {
            recycle_tasks(r < 840);
        } else {
            /* Always: an indicator animates exactly after "start-animating". */
            indicator_rec *ir = &indicators[pick(&loop_rng, INDICATORS)];
            int32_t animating = -1;
            CHECK_OK(rk_indicator_is_animating(ir->handle, &animating));
            CHECK_EQ_INT(animating, ir->last_command == '+');
        }
    }
    for (i = 0; i < WORKERS; i++) pthread_join(threads[i], NULL);
    dispatch(); /* everything the workers reported was posted before this dispatch started */

    /* ---- the end state ---- */
    for (i = 0; i < WORKERS; i++) {
        worker *w = &workers[i];
        CHECK_MSG(w->failures == 0, "worker %d: %ld failures, first: %s", i, w->failures, w->first_failure);
        transitions += w->transitions;
        noops += w->noops;
        illegal += w->illegal;
        shared_ok += w->shared_ok;
        shared_refused += w->shared_refused;
        shared_gone += w->shared_gone;
        stale += w->stale_checked;
    }
    for (i = 0; i < INDICATORS; i++) {
        indicator_rec *ir = &indicators[i];
        int32_t animating = -1;
        CHECK_OK(rk_indicator_is_animating(ir->handle, &animating));
        CHECK_EQ_INT(animating, ir->last_command == '+');
        if (ir->current) {
            rk_task_state state = -1;
            CHECK_OK(rk_task_get_state(ir->current->task->handle, &state));
            RKT_NOTE("indicator %d bound to a task in state %d", i, (int)state);
            CHECK_EQ_INT(animating, state == RK_TASK_RUNNING);
            RKT_NOTE("%s", "");
        }
    }
    for (i = 0; i < FOOTERS; i++) {
        footer_rec *fr = &footers[i];
        rk_footer_state fstate = -1;
        CHECK_OK(rk_footer_get_state(fr->handle, &fstate));
        CHECK_EQ_INT(fstate, fr->state);
        if (fr->task) {
            rk_task_state state = -1;
            CHECK_OK(rk_task_get_state(fr->task->handle, &state));
            RKT_NOTE("footer %d bound to a task in state %d", i, (int)state);
            if (state == RK_TASK_RUNNING) CHECK_EQ_INT(fstate, RK_FOOTER_REFRESHING);
            if (state == RK_TASK_CANCELING || state == RK_TASK_COMPLETED) CHECK_EQ_INT(fstate, RK_FOOTER_IDLE);
            RKT_NOTE("%s", "");
        }
    }
    for (i = 0; i < SLOTS; i++) {
        task_rec *t = atomic_load(&slots[i].rec);
        rk_task_state state = -1;
        CHECK_OK(rk_task_get_state(t->handle, &state));
        if (state == RK_TASK_RUNNING) live_running++;
        CHECK_EQ_INT(state, state_after(t->seen.items, t->seen.count));
    }
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    CHECK_OK(rk_activity_monitor_get_info(ctx, &info));
    CHECK_EQ_INT(info.active_tasks, (long long)live_running);
    CHECK_EQ_INT(info.visible, last_visibility);

    /* Every task: the events its observers saw. */
    for (task_rec *t = all_tasks; t; t = t->next_all) {
        events += t->seen.count;
        CHECK_MSG(t->calls_after_destroy == 0, "a destroyed task's handler ran %d times", t->calls_after_destroy);
        CHECK_MSG(t->ctx_seen.count == t->seen.count &&
                      (t->seen.count == 0 || memcmp(t->ctx_seen.items, t->seen.items, t->seen.count) == 0),
                  "context signals \"%.30s\" differ from task signals \"%.30s\"",
                  t->ctx_seen.items ? t->ctx_seen.items : "", t->seen.items ? t->seen.items : "");
        if (t->owner >= 0) {
            int prefix = t->seen.count <= t->made.count &&
                         (t->seen.count == 0 || memcmp(t->seen.items, t->made.items, t->seen.count) == 0);
            CHECK_MSG(prefix, "owned task: saw \"%.40s\" (%zu), made \"%.40s\" (%zu)",
                      t->seen.items ? t->seen.items : "", t->seen.count,
                      t->made.items ? t->made.items : "", t->made.count);
            if (t->live) CHECK_MSG(t->seen.count == t->made.count, "live task: %zu events seen, %zu made",
                                   t->seen.count, t->made.count);
        } else {
            CHECK_MSG(legal_path(t->seen.items, t->seen.count), "shared task: illegal path \"%.60s\"",
                      t->seen.items ? t->seen.items : "");
        }
    }
    for (i = 0; i < INDICATORS; i++) end_period(indicators[i].current);
    for (period *p = all_periods; p; p = p->next_all) {
        periods++;
        commands += p->commands.count + (size_t)p->initial_count;
        check_period(p);
    }
    CHECK_EQ_INT(period_failures, 0);
    CHECK_EQ_INT(stray_commands, 0);
    CHECK_EQ_INT(unpaired_ctx_signals, 0);
    CHECK_EQ_INT(footer_violations, 0);
    CHECK_EQ_INT(refreshing_triggers, 0);
    CHECK_EQ_INT(visibility_violations, 0);
    CHECK_EQ_INT(off_loop_calls, 0);

    /* Destroying the context ends every remaining connection, once. */
    CHECK_OK(rk_context_destroy(ctx));
    CHECK_EQ_INT(ctx_notified, ctx_connections);
    for (task_rec *t = all_tasks; t; t = t->next_all) {
        if (t->notified != t->connections) {
            CHECK_MSG(0, "task: %d of %d destroy_notify", t->notified, t->connections);
            break;
        }
    }
    for (i = 0; i < INDICATORS; i++) CHECK_EQ_INT(indicators[i].notified, indicators[i].connections);
    for (i = 0; i < FOOTERS; i++) CHECK_EQ_INT(footers[i].notified, footers[i].connections);
    CHECK_EQ_INT(off_loop_calls, 0);

    clock_gettime(CLOCK_MONOTONIC, &end);
    printf("# %d worker threads x %ld steps, %zu tasks (%d slots: %d owned, %d shared), %zu destroyed\n",
           WORKERS, steps, tasks_created, SLOTS, OWNED, SHARED, task_destroys);
    printf("# transitions: %ld owned, %ld shared ok, %ld shared refused (raced), %ld on destroyed shared "
           "tasks; %ld no-op and %ld illegal requests; %ld stale-handle probes\n",
           transitions, shared_ok, shared_refused, shared_gone, noops, illegal, stale);
    printf("# %zu events delivered, %zu indicator binds (%zu periods, %zu commands), %zu unbinds, "
           "%zu footer binds, %zu indicator and %zu footer recycles, %zu shared tasks killed, "
           "%zu dispatches, %d visibility changes, %.2f s\n",
           events, binds, periods, commands, unbinds, footer_binds, indicator_recycles, footer_recycles,
           shared_kills, dispatches, visibility_changes,
           (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) * 1e-9);
}

static const rkt_case cases[] = {
    RKT_CASE(stress),
};

RKT_MAIN(cases)
