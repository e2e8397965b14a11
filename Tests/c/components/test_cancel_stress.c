/*
 * test_cancel_stress: worker threads cancel, restart and end loads of every member of the family
 * while the loop thread begins loads, dispatches, moves the clock, and destroys and recreates the
 * components the workers name (1.5: rk_component_cancel_load, rk_component_restart_load,
 * docs/behaviour/component.md §6).
 *
 * Each worker calls, as fast as the loop drains its queue, rk_component_cancel_load and
 * rk_component_end_load with RK_LOAD_CANCELLED on the components it owns (slot % WORKERS), and
 * rk_component_restart_load and rk_component_end_load (done, failed) on any, naming the current load
 * (as the loop last published it), a stale one, or 0. Destroys are the loop thread's ("Thread:
 * loop"); a worker may hold a handle that has just died. What the host sees is checked against the
 * header's promises:
 *
 * - Every load ends exactly once: ended (to Idle), failed (to Failed) or cancelled (load-cancelled
 *   once, after the state change it causes; superseded by a restart; destroyed, as the component's
 *   last signal). The loop follows each component through state-changed, refreshing-load and
 *   load-cancelled; no load is told two ways or twice, and none is left without an end: at the end
 *   every component is destroyed on its own, so a load still under way is told cancelled then.
 * - A worker's queued cancels run in the order it made them: the host-reason cancellations of a
 *   worker's components arrive in the order of that worker's calls (each matched to the first call
 *   that named its load, which is the one that can succeed).
 * - Every worker call returns RK_OK, RK_ERR_INVALID_STATE (a load that is over) or
 *   RK_ERR_INVALID_HANDLE (a destroyed component); no crash; clean under ThreadSanitizer
 *   (Tests/tsan/run.sh).
 *
 * Environment: RK_STRESS_STEPS (calls per worker, default 100000), RK_STRESS_SEED (default: time).
 */
#include "rk_test.h"

#include <sched.h>
#include <time.h>

enum { WORKERS = 4, SLOTS = 12, BURST = 24, TERMS = 1024, VIEWS = 512 };

typedef enum { ENDED = 1, FAILED, CANCELLED } how;
static const char *const HOW[] = {"?", "ended", "failed", "cancelled"};

/* What the loop knows of one component: its state and load as its signals told them. */
typedef struct view {
    void *h;
    int slot;
    int32_t state;
    int open;          /* a load under way (Refreshing or WillRefresh) */
    uint64_t open_id;  /* its id, 0 until something names it */
    int pend;          /* closed to Idle in this dispatch: ended, unless load-cancelled follows */
    uint64_t pend_id;
    int destroying, destroy_told;
    uint64_t max_id;
    uint64_t term[TERMS];
    uint8_t how[TERMS];
    int nterm;
    long begun;        /* loads that began */
    int overflow;      /* more than TERMS loads ended: later ones are not remembered */
    uint64_t started[TERMS]; /* ids of the loads the loop's begins and restarts started */
    int nstarted;
} view;

/* A slot as the workers see it: the live handle and its current load, published by the loop. */
typedef struct slot {
    _Atomic(void *) h;
    _Atomic(void *) dead; /* the handle it had before its last destroy */
    _Atomic uint64_t load;
} slot;

/* A cancel a worker made that the library accepted at the call. */
typedef struct issued {
    void *h;
    uint64_t id;
} issued;

typedef struct worker {
    int index;
    unsigned seed;
    long steps;
    issued *cancels;
    long ncancels;
    long calls[3]; /* RK_OK, RK_ERR_INVALID_STATE, RK_ERR_INVALID_HANDLE */
    long other;    /* any other status */
} worker;

static rk_context *ctx;
static slot slots[SLOTS];
static view *views[VIEWS];
static int nviews;
static atomic_uint tick;
static atomic_int finished;
static atomic_long calls_made;
static long errors;
static issued *delivered; /* host-reason cancellations, in the order they arrived */
static long ndelivered, delivered_cap;
static long totals[4]; /* loads ended, failed, cancelled */
static long out_of_order; /* loads that started after a load with a later id */

#define ORACLE(...)                                                                                \
    do {                                                                                           \
        if (errors++ < 12) {                                                                       \
            fprintf(stderr, "load oracle: ");                                                      \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fprintf(stderr, "\n");                                                                 \
        }                                                                                          \
    } while (0)

static unsigned next_random(unsigned *seed) {
    *seed = *seed * 1103515245u + 12345u;
    return (*seed >> 8) & 0xffffff;
}

static int in_load(int32_t state) { return state == RK_FOOTER_REFRESHING || state == RK_FOOTER_WILL_REFRESH; }

static int told(const view *v, uint64_t id) {
    for (int i = 0; i < v->nterm; i++)
        if (v->term[i] == id) return 1;
    return 0;
}

/* Load id told as h: never twice, never two ways. */
static void terminal(view *v, uint64_t id, how h) {
    totals[h]++;
    if (id == 0) return; /* closed before anything named it: nothing can name it later */
    for (int i = 0; i < v->nterm; i++)
        if (v->term[i] == id) {
            ORACLE("load %" PRIu64 " of slot %d %s, but it was already %s", id, v->slot, HOW[h], HOW[v->how[i]]);
            return;
        }
    if (v->nterm < TERMS) {
        v->term[v->nterm] = id;
        v->how[v->nterm++] = (uint8_t)h;
    } else {
        v->overflow = 1;
    }
    if (id > v->max_id) v->max_id = id;
}

static void name_load(view *v, uint64_t id, const char *by) {
    if (id == 0) {
        ORACLE("%s names load 0 (slot %d)", by, v->slot);
    } else if (v->open_id == 0) {
        if (told(v, id)) ORACLE("%s names load %" PRIu64 " of slot %d, which already ended", by, id, v->slot);
        /* A worker's restart reserves its id at the call; a loop begin before the dispatch that
           runs it starts a later id first. Counted, not a failure: ids are unique and issued
           growing, they do not start in that order. */
        if (id <= v->max_id) out_of_order++;
        v->open_id = id;
        if (id > v->max_id) v->max_id = id;
    } else if (v->open_id != id) {
        ORACLE("%s names load %" PRIu64 " of slot %d, but load %" PRIu64 " is under way", by, id, v->slot, v->open_id);
    }
}

static void settle(view *v) {
    if (!v->pend) return;
    v->pend = 0;
    terminal(v, v->pend_id, ENDED);
}

static void on_state(void *o, int32_t state, int32_t old, void *user_data) {
    view *v = user_data;
    (void)o;
    if (old != v->state) ORACLE("slot %d: state-changed(%d, old %d) after state %d", v->slot, (int)state, (int)old, (int)v->state);
    v->state = state;
    if (!in_load(old) && in_load(state)) {
        settle(v);
        if (v->open) ORACLE("slot %d: a load began while load %" PRIu64 " was under way", v->slot, v->open_id);
        v->open = 1;
        v->open_id = 0;
        v->begun++;
    } else if (in_load(old) && !in_load(state)) {
        if (!v->open) ORACLE("slot %d left state %d with no load under way", v->slot, (int)old);
        v->open = 0;
        if (state == RK_FOOTER_FAILED) {
            terminal(v, v->open_id, FAILED);
        } else {
            v->pend = 1;
            v->pend_id = v->open_id;
        }
    }
}

static void on_trigger(void *o, uint64_t id, void *user_data) {
    view *v = user_data;
    (void)o;
    if (!v->open) ORACLE("slot %d: refreshing-load(%" PRIu64 ") with no load under way", v->slot, id);
    else name_load(v, id, "refreshing-load");
}

static void on_cancelled(void *o, uint64_t id, int32_t reason, void *user_data) {
    view *v = user_data;
    if (reason == RK_LOAD_CANCEL_SUPERSEDED) {
        if (!v->open) ORACLE("slot %d: load-cancelled(%" PRIu64 ", superseded) with no load under way", v->slot, id);
        name_load(v, id, "load-cancelled(superseded)");
        terminal(v, id, CANCELLED);
        v->open_id = 0; /* the new load, under way in the same state */
        v->begun++;
        return;
    }
    if (reason == RK_LOAD_CANCEL_DESTROYED) {
        if (!v->destroying) ORACLE("slot %d: load-cancelled(%" PRIu64 ", destroyed) outside its destroy", v->slot, id);
        if (v->destroy_told++) ORACLE("slot %d: load-cancelled(destroyed) twice", v->slot);
        settle(v);
        if (!v->open) v->open = 1, v->open_id = 0, v->begun++;
        name_load(v, id, "load-cancelled(destroyed)");
        terminal(v, id, CANCELLED);
        v->open = 0;
        return;
    }
    if (reason != RK_LOAD_CANCEL_HOST) ORACLE("slot %d: load-cancelled(%" PRIu64 ", reason %d)", v->slot, id, (int)reason);
    /* After the state change it caused. */
    if (!v->pend) {
        ORACLE("slot %d: load-cancelled(%" PRIu64 ", host) with no state change ending a load before it", v->slot, id);
        return;
    }
    if (v->pend_id != 0 && v->pend_id != id)
        ORACLE("slot %d: load-cancelled(%" PRIu64 ") after load %" PRIu64 " closed", v->slot, id, v->pend_id);
    if (v->pend_id == 0 && told(v, id))
        ORACLE("slot %d: load-cancelled(%" PRIu64 ") names a load that already ended", v->slot, id);
    v->pend = 0;
    terminal(v, id, CANCELLED);
    if (ndelivered == delivered_cap) {
        delivered_cap = delivered_cap ? delivered_cap * 2 : 1024;
        delivered = realloc(delivered, (size_t)delivered_cap * sizeof *delivered);
        if (!delivered) abort();
    }
    delivered[ndelivered++] = (issued){o, id};
}

static void connect_view(view *v, const char *signal, rk_callback fn) {
    CHECK_OK(rk_connect(v->h, signal, fn, v, NULL, NULL));
}

static void create_in(int s) {
    view *v = calloc(1, sizeof *v);
    void *h = NULL;
    if (!v || nviews == (int)(sizeof views / sizeof views[0])) abort();
    switch (s % 4) {
    case 0: CHECK_OK(rk_footer_create(ctx, (rk_footer **)&h)); break;
    case 1: CHECK_OK(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, (rk_header **)&h)); break;
    case 2: CHECK_OK(rk_trailer_create(ctx, RK_TRAILER_STYLE_NORMAL, (rk_trailer **)&h)); break;
    default: CHECK_OK(rk_auto_footer_create(ctx, RK_AUTO_FOOTER_STYLE_NORMAL, (rk_auto_footer **)&h)); break;
    }
    v->h = h;
    v->slot = s;
    v->state = RK_FOOTER_IDLE;
    connect_view(v, "state-changed", (rk_callback)on_state);
    connect_view(v, "refreshing-load", (rk_callback)on_trigger);
    connect_view(v, "load-cancelled", (rk_callback)on_cancelled);
    views[nviews++] = v;
    atomic_store(&slots[s].load, 0);
    atomic_store(&slots[s].h, h);
}

static view *view_in(int s) {
    void *h = atomic_load(&slots[s].h);
    for (int i = nviews - 1; i >= 0; i--)
        if (views[i]->h == h) return views[i];
    return NULL;
}

/* At top level on the loop thread: closes settled, the open load's id read from the component,
   the current load published for the workers. */
static void settle_and_publish(int s) {
    view *v = view_in(s);
    rk_load_id cur = 0;
    settle(v);
    CHECK_OK(rk_component_get_load_id(v->h, &cur));
    if (v->open && cur == 0) ORACLE("slot %d: load %" PRIu64 " under way by its signals, none current", s, v->open_id);
    if (!v->open && cur != 0) ORACLE("slot %d: current load %" PRIu64 ", but its signals began none", s, cur);
    if (v->open && cur != 0) name_load(v, cur, "rk_component_get_load_id");
    atomic_store(&slots[s].load, cur);
}

static void destroy_in(int s) {
    view *v = view_in(s);
    rk_load_id cur = 0;
    CHECK_OK(rk_component_get_load_id(v->h, &cur));
    v->destroying = 1;
    atomic_store(&slots[s].h, NULL);
    atomic_store(&slots[s].dead, v->h);
    CHECK_OK(rk_component_destroy(v->h));
    v->destroying = 0;
    settle(v);
    if (cur != 0 && !v->destroy_told) ORACLE("slot %d destroyed with load %" PRIu64 " under way, not told cancelled", s, cur);
    if (cur == 0 && v->destroy_told) ORACLE("slot %d told a load cancelled (destroyed) with none under way", s);
    if (v->open) ORACLE("slot %d destroyed with load %" PRIu64 " open", s, v->open_id);
    for (int i = 0; i < v->nstarted && !v->overflow; i++)
        if (!told(v, v->started[i])) ORACLE("slot %d: load %" PRIu64 " began and never ended", s, v->started[i]);
}

/* A begin or restart on the loop thread: the load it started (the current one after the call; a
   begin that found a load under way issues an id that names none, F18) must end once. */
static void loop_begin(int s, int restart) {
    view *v = view_in(s);
    rk_load_id id = 0, cur = 0;
    rk_status st = restart ? rk_component_restart_load(v->h, NULL, NULL, &id)
                           : rk_component_begin_load(v->h, NULL, NULL, &id);
    CHECK_OK(st);
    CHECK_OK(rk_component_get_load_id(v->h, &cur));
    if (st == RK_OK && cur == id) {
        name_load(v, id, restart ? "rk_component_restart_load" : "rk_component_begin_load");
        if (v->nstarted < TERMS) v->started[v->nstarted++] = id;
    }
    if (restart && st == RK_OK && cur != id) ORACLE("slot %d: a restart returned %" PRIu64 ", current %" PRIu64, s, id, cur);
}

static void count_status(worker *w, rk_status st) {
    if (st == RK_OK) w->calls[0]++;
    else if (st == RK_ERR_INVALID_STATE) w->calls[1]++;
    else if (st == RK_ERR_INVALID_HANDLE) w->calls[2]++;
    else w->other++;
}

static void *worker_main(void *arg) {
    worker *w = arg;
    unsigned seen_tick = 0, burst = 0;
    for (long step = 0; step < w->steps; step++) {
        unsigned r = next_random(&w->seed), t = atomic_load(&tick);
        int s, what = (int)(r % 8);
        void *h;
        uint64_t cur, id;
        rk_status st;
        if (t != seen_tick) seen_tick = t, burst = 0;
        while (burst >= BURST && atomic_load(&tick) == seen_tick) sched_yield();
        if (atomic_load(&tick) != seen_tick) seen_tick = atomic_load(&tick), burst = 0;
        burst++;
        atomic_fetch_add(&calls_made, 1);
        /* Cancels only on the worker's own slots: a host-reason cancellation has one author. */
        s = what < 4 ? (int)((r >> 4) % (SLOTS / WORKERS)) * WORKERS + w->index : (int)((r >> 4) % SLOTS);
        h = atomic_load(&slots[s].h);
        cur = atomic_load(&slots[s].load);
        if ((r >> 14) % 16 == 0 && atomic_load(&slots[s].dead) != NULL) h = atomic_load(&slots[s].dead);
        if (h == NULL) continue;
        id = (r >> 12) % 4 == 0 ? (cur > 1 ? cur - 1 : 0) : (r >> 12) % 4 == 1 ? cur + 1 : cur;
        if (what < 3) {
            st = rk_component_cancel_load(h, id);
        } else if (what == 3) {
            st = rk_component_end_load(h, id, RK_LOAD_CANCELLED, NULL, NULL, NULL);
        } else if (what < 6) {
            rk_load_id out = 0;
            st = rk_component_restart_load(h, NULL, NULL, &out);
            if (st == RK_OK && out == 0) w->other++;
        } else {
            st = rk_component_end_load(h, id, what == 6 ? RK_LOAD_DONE : RK_LOAD_FAILED,
                                       what == 6 ? NULL : "stress", NULL, NULL);
        }
        count_status(w, st);
        if (what < 4 && st == RK_OK) w->cancels[w->ncancels++] = (issued){h, id};
    }
    atomic_fetch_add(&finished, 1);
    return NULL;
}

/* The host-reason cancellations of each worker's slots arrive in the order of its calls. */
static void check_cancel_order(worker *workers) {
    long cursor[WORKERS] = {0};
    long matched = 0;
    for (long i = 0; i < ndelivered; i++) {
        int owner = -1;
        for (int k = 0; k < nviews && owner < 0; k++)
            if (views[k]->h == delivered[i].h) owner = views[k]->slot % WORKERS;
        worker *w = &workers[owner];
        long at = -1;
        for (long j = cursor[owner]; j < w->ncancels && at < 0; j++)
            if (w->cancels[j].h == delivered[i].h && w->cancels[j].id == delivered[i].id) at = j;
        if (at < 0) {
            for (long j = 0; j < cursor[owner] && at < 0; j++)
                if (w->cancels[j].h == delivered[i].h && w->cancels[j].id == delivered[i].id) at = j;
            if (at >= 0) ORACLE("worker %d: the cancellation of load %" PRIu64 " (its call %ld) arrived after "
                                "that of its call %ld", owner, delivered[i].id, at, cursor[owner] - 1);
            else ORACLE("a host cancellation of load %" PRIu64 " that no worker's accepted cancel named", delivered[i].id);
            continue;
        }
        cursor[owner] = at + 1;
        matched++;
    }
    printf("# %ld host cancellations, each matched to its worker's call, in order\n", matched);
}

static void cancels_from_many_threads(void) {
    long steps = getenv("RK_STRESS_STEPS") ? atol(getenv("RK_STRESS_STEPS")) : 100000;
    unsigned seed = getenv("RK_STRESS_SEED") ? (unsigned)atol(getenv("RK_STRESS_SEED")) : (unsigned)time(NULL);
    unsigned lr = seed ^ 0x5eedu;
    worker workers[WORKERS];
    pthread_t threads[WORKERS];
    rkt_clock clock;
    long loops = 0, destroys = 0, begun = 0, made = 0;
    printf("# seed %u, %ld calls per worker\n", seed, steps);
    CHECK_OK(rk_context_create(&ctx));
    rkt_clock_init(&clock, 1000.0);
    CHECK_OK(rkt_clock_install(ctx, &clock));
    for (int s = 0; s < SLOTS; s++) create_in(s);
    for (int i = 0; i < WORKERS; i++) {
        workers[i] = (worker){.index = i, .seed = seed * 31u + (unsigned)i, .steps = steps};
        workers[i].cancels = calloc((size_t)steps + 1, sizeof *workers[i].cancels);
        if (!workers[i].cancels) abort();
        CHECK(pthread_create(&threads[i], NULL, worker_main, &workers[i]) == 0);
    }
    while (atomic_load(&finished) < WORKERS) {
        unsigned r = next_random(&lr);
        /* A tick per half a burst of every worker's steps since the last tick: the loop keeps pace
           with the workers (each makes BURST steps per tick). */
        while (atomic_load(&calls_made) - made < (WORKERS - atomic_load(&finished)) * BURST / 2)
            sched_yield();
        int s = (int)(r % SLOTS);
        loops++;
        if (r % 5 < 2) {
            loop_begin(s, 0);
        } else if (r % 5 == 2 && (r >> 8) % 8 == 0) {
            loop_begin(s, 1);
        } else if (r % 5 == 3 && (r >> 8) % 4 == 0 && nviews < VIEWS) {
            destroy_in(s);
            create_in(s);
            destroys++;
        }
        rkt_clock_advance(&clock, (r >> 12) % 3 == 0 ? 0.3 : 0.01);
        CHECK_RC(rk_context_dispatch(ctx, NULL), RK_OK);
        for (int k = 0; k < SLOTS; k++) settle_and_publish(k);
        made = atomic_load(&calls_made);
        atomic_fetch_add(&tick, 1);
    }
    for (int i = 0; i < WORKERS; i++) CHECK(pthread_join(threads[i], NULL) == 0);
    /* The queue drains: the last calls run, and the last animations end. */
    for (int i = 0; i < 8; i++) {
        rkt_clock_advance(&clock, 0.5);
        CHECK_RC(rk_context_dispatch(ctx, NULL), RK_OK);
        for (int k = 0; k < SLOTS; k++) settle_and_publish(k);
    }
    for (int s = 0; s < SLOTS; s++) destroy_in(s);
    for (int i = 0; i < nviews; i++) begun += views[i]->begun;
    check_cancel_order(workers);
    for (int i = 0; i < WORKERS; i++) {
        printf("# worker %d: %ld ok, %ld refused (load over), %ld refused (handle dead)\n", i, workers[i].calls[0],
               workers[i].calls[1], workers[i].calls[2]);
        CHECK_MSG(workers[i].calls[0] > 0 && workers[i].calls[1] > 0 && workers[i].calls[2] > 0,
                  "worker %d: not every answer came (the stress does not reach what it means to)", i);
        CHECK_MSG(workers[i].other == 0, "worker %d: %ld calls answered outside OK, INVALID_STATE, INVALID_HANDLE",
                  i, workers[i].other);
        free(workers[i].cancels);
    }
    printf("# %ld loop iterations, %ld destroys, %ld loads: %ld ended, %ld failed, %ld cancelled; %ld started "
           "after a later id\n", loops, destroys, begun, totals[ENDED], totals[FAILED], totals[CANCELLED], out_of_order);
    CHECK_MSG(errors == 0, "%ld load oracle violations (the first are above)", errors);
    CHECK_MSG(totals[ENDED] + totals[FAILED] + totals[CANCELLED] == begun,
              "%ld loads began, %ld ended one way or another", begun, totals[ENDED] + totals[FAILED] + totals[CANCELLED]);
    CHECK(ndelivered > 0 && totals[CANCELLED] > ndelivered);
    CHECK_OK(rk_context_destroy(ctx));
    for (int i = 0; i < nviews; i++) free(views[i]);
    free(delivered);
}

static const rkt_case cases[] = {
    RKT_CASE(cancels_from_many_threads),
};

RKT_MAIN(cases)
