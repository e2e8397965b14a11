/*
 * test_limits: every limit refreshkit.h documents, reached through the real ABI. Each one must give
 * its documented status with a last-error message, and corrupt nothing: what existed before still
 * emits, answers queries and can be destroyed; a freed slot can be used again; dead handles stay
 * dead; destroying the context calls every destroy_notify exactly once.
 *
 * Limits covered (the header's own words in quotes):
 *   - handle slots of one context, "RK_ERR_LIMIT (handle slots exhausted)": 8,388,607 objects, the
 *     real number (a 23-bit object slot; the table holds 2^23 - 1). The header does not state the
 *     number; HandleCode.swift and Context.swift do. Case object_slots_exhausted: ~5 s and ~1.9 GB
 *     peak RSS on a 2-core machine, too slow for valgrind/ASan (leave it out there, see its
 *     comment).
 *   - "1,024 live contexts per process" (context_limit_nothing_corrupted)
 *   - "nesting is limited to 32 levels" of rk_context_dispatch (dispatch_nesting_nothing_lost)
 *   - RK_MAX_STRING_BYTES at every function that takes a string (string_limit_*)
 *   - RK_FOOTER_MAX_FRAMES at the three image setters (footer_frame_limit)
 *   - F5's length bounds: lengths beyond +-1e9 points, footer heights below 0.001
 *     (footer_length_limits)
 *   - the auto footer (1.2): F5's bounds at its length setters, its trigger percent's +-1e9 and
 *     the scroll view's metrics (auto_footer_and_scroll_view_length_limits); RK_MAX_STRING_BYTES at
 *     its titles and language, RK_FOOTER_MAX_FRAMES at its three image setters
 *     (auto_footer_string_and_frame_limits)
 *   - RK_SIGNAL_MAX_PARAMS over every signal of every kind (signal_param_limit)
 *   - RK_LAST_UPDATED_KEY_MAX at every function that takes a key (last_updated_key_limit) and
 *     RK_LAST_UPDATED_MAX_KEYS in a context's store, with rk_context_last_updated_entry past the
 *     end (last_updated_store_limit)
 *   - "268,434,432 contexts created in this process": more than the 16,776,192 creations that
 *     used to exhaust every context slot for good (context_creations_are_not_a_lifetime_cap:
 *     ~17 M create/destroy cycles, about a minute natively, so it is left out under
 *     valgrind and ASan, which run the other cases)
 * test_handles.context_limit and test_loop.dispatch_nesting_limit count the first two limits; the
 * cases here add what those leave out: that nothing around the limit is damaged.
 */
#include "rk_test.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <time.h>

/* Objects one context can hold: 2^23 - 1 (HandleCode.maxObjectSlots - 1, Context.swift). */
#define OBJECT_SLOTS 8388607u
#define LIVE_CONTEXTS 1024
#define DISPATCH_LEVELS 32

/* Values an out-parameter starts with, so "left untouched on error" can be seen. */
#define SENTINEL_HANDLE 0x5E5E5E5E5E5E5E5Eull

/* ---- shared helpers ---- */

/* A fake clock (rk_test.h): timers fire exactly when a case says so. */
static rkt_clock fake_clock;

static double wall_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A field of /proc/self/status in kB ("VmRSS", "VmHWM"), or -1 where there is no procfs. */
static long proc_status_kb(const char *field) {
    char line[256];
    long value = -1;
    size_t length = strlen(field);
    FILE *f = fopen("/proc/self/status", "r");
    if (f == NULL) return -1;
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, field, length) == 0 && line[length] == ':') {
            value = atol(line + length + 1);
            break;
        }
    }
    fclose(f);
    return value;
}

/* Open file descriptors of the process, or -1 without /proc/self/fd. */
static int open_fd_count(void) {
    int n = 0;
    struct dirent *entry;
    DIR *dir = opendir("/proc/self/fd");
    if (dir == NULL) return -1;
    while ((entry = readdir(dir)) != NULL) n += entry->d_name[0] != '.';
    closedir(dir);
    return n - 1; /* the directory's own descriptor */
}

/* What happened to one connection, work item, timer or completion. */
typedef struct tally {
    int calls;      /* handler, work, timer or completion calls */
    int finished_1; /* work/timer/completion calls with finished = 1 */
    int finished_0;
    int notified;   /* destroy_notify calls */
    int after_notify; /* handler calls after its destroy_notify: never allowed */
} tally;

static void tally_notify(void *user_data) { ((tally *)user_data)->notified++; }

static void tally_called(tally *t) {
    t->calls++;
    if (t->notified) t->after_notify++;
}

static void on_void(void *object, void *user_data) {
    (void)object;
    tally_called(user_data);
}

static void on_state(void *object, int32_t state, int32_t old_state, void *user_data) {
    (void)object;
    (void)state;
    (void)old_state;
    tally_called(user_data);
}

static void on_finish(void *user_data, int32_t finished) {
    tally *t = user_data;
    t->calls++;
    if (finished) t->finished_1++;
    else t->finished_0++;
}

static void on_completion(rk_footer *footer, int32_t finished, void *user_data) {
    (void)footer;
    on_finish(user_data, finished);
}

/* Every connection of a case ends exactly once and no handler runs after its end. */
static void check_connection_ended(const tally *t, const char *what) {
    CHECK_MSG(t->notified == 1, "%s: destroy_notify called %d times", what, t->notified);
    CHECK_MSG(t->after_notify == 0, "%s: handler called %d times after destroy_notify", what,
              t->after_notify);
}

/* Work, timers and completions end with exactly one call. */
static void check_called_once(const tally *t, int finished, const char *what) {
    CHECK_MSG(t->calls == 1, "%s: called %d times", what, t->calls);
    if (finished) CHECK_MSG(t->finished_1 == 1, "%s: not finished normally", what);
    else CHECK_MSG(t->finished_0 == 1, "%s: not called with finished = 0", what);
}

/* Dispatches until nothing runs at the current fake time. */
static void run_until_idle(rk_context *ctx) {
    int i;
    for (i = 0; i < 100; i++) {
        uint32_t ran = 0;
        CHECK_OK(rk_context_dispatch(ctx, &ran));
        if (ran == 0) return;
    }
    CHECK_MSG(0, "dispatch keeps finding work");
}

static void check_kind(const void *object, rk_kind expected) {
    rk_kind kind = -1;
    CHECK_OK(rk_object_kind(object, &kind));
    CHECK_EQ_INT(kind, expected);
}

static void check_dead(const void *object) {
    rk_kind kind = -77;
    CHECK_RC(rk_object_kind(object, &kind), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(kind, -77);
}

/* ---- handle slots of one context ---- */

/* A context's objects of every kind with a connection each, made before the fill, so the case can
   prove they still work at the limit. */
typedef struct witnesses {
    rk_probe *probe;
    rk_footer *footer;
    rk_task *task;
    rk_indicator *indicator;
    tally ping, state, resumed, start, work, timer, done;
} witnesses;

static void make_witnesses(rk_context *ctx, witnesses *w) {
    memset(w, 0, sizeof *w);
    CHECK_OK(rk_probe_create(ctx, &w->probe));
    CHECK_OK(rk_footer_create(ctx, &w->footer));
    CHECK_OK(rk_task_create(ctx, &w->task));
    CHECK_OK(rk_indicator_create(ctx, &w->indicator));
    CHECK_OK(rk_connect(w->probe, "ping", (rk_callback)on_void, &w->ping, tally_notify, NULL));
    CHECK_OK(rk_connect(w->footer, "state-changed", (rk_callback)on_state, &w->state, tally_notify,
                        NULL));
    CHECK_OK(rk_connect(w->task, "resumed", (rk_callback)on_void, &w->resumed, tally_notify, NULL));
    CHECK_OK(rk_connect(w->indicator, "start-animating", (rk_callback)on_void, &w->start,
                        tally_notify, NULL));
    /* Pending work and a pending timer: the fill must not disturb the loop either. */
    CHECK_OK(rk_context_post(ctx, on_finish, &w->work));
    CHECK_OK(rk_timer_start(ctx, 1.0, on_finish, &w->timer, NULL));
}

/* The witnesses emit, answer and change state as usual. */
static void use_witnesses(rk_context *ctx, witnesses *w) {
    rk_footer_state state = -1;
    rk_task_state task_state = -1;
    int32_t animating = -1;
    CHECK_OK(rk_probe_emit_ping(w->probe));
    CHECK_EQ_INT(w->ping.calls, 1);
    CHECK_OK(rk_footer_begin_refreshing(w->footer, on_completion, &w->done));
    CHECK_MSG(w->state.calls >= 1, "no state-changed from the footer at the limit");
    CHECK_OK(rk_footer_get_state(w->footer, &state));
    CHECK(state == RK_FOOTER_REFRESHING || state == RK_FOOTER_WILL_REFRESH);
    CHECK_OK(rk_task_resume(w->task));
    CHECK_OK(rk_task_get_state(w->task, &task_state));
    CHECK_EQ_INT(task_state, RK_TASK_RUNNING);
    run_until_idle(ctx);
    CHECK_EQ_INT(w->resumed.calls, 1);
    check_called_once(&w->work, 1, "work posted before the fill");
    CHECK_OK(rk_indicator_set_animating_with_state_of_task(w->indicator, w->task));
    CHECK_EQ_INT(w->start.calls, 1);
    CHECK_OK(rk_indicator_is_animating(w->indicator, &animating));
    CHECK_EQ_INT(animating, 1);
    rkt_clock_advance(&fake_clock, 2.0); /* the timer and the footer's 0.25 s animation are due */
    run_until_idle(ctx);
    check_called_once(&w->timer, 1, "timer started before the fill");
    check_called_once(&w->done, 1, "begin_refreshing's completion at the limit");
}

/* Every create function refuses a full context, sets a message and leaves its out-parameter. */
static void check_creates_refused(rk_context *ctx) {
    int round;
    for (round = 0; round < 3; round++) {
        rk_probe *p = RKT_HANDLE(rk_probe, SENTINEL_HANDLE);
        rk_footer *f = RKT_HANDLE(rk_footer, SENTINEL_HANDLE);
        rk_task *t = RKT_HANDLE(rk_task, SENTINEL_HANDLE);
        rk_indicator *i = RKT_HANDLE(rk_indicator, SENTINEL_HANDLE);
        RKT_NOTE("create in a full context, round %d", round);
        CHECK_RC(rk_probe_create(ctx, &p), RK_ERR_LIMIT);
        CHECK_RC(rk_footer_create(ctx, &f), RK_ERR_LIMIT);
        CHECK_RC(rk_task_create(ctx, &t), RK_ERR_LIMIT);
        CHECK_RC(rk_indicator_create(ctx, &i), RK_ERR_LIMIT);
        CHECK(p == RKT_HANDLE(rk_probe, SENTINEL_HANDLE));
        CHECK(f == RKT_HANDLE(rk_footer, SENTINEL_HANDLE));
        CHECK(t == RKT_HANDLE(rk_task, SENTINEL_HANDLE));
        CHECK(i == RKT_HANDLE(rk_indicator, SENTINEL_HANDLE));
    }
    RKT_NOTE("%s", "");
}

/* A context of its own, made and used while another context is full: contexts share nothing. */
static void use_fresh_objects(rk_context *ctx) {
    rk_probe *p = NULL;
    rk_footer *f = NULL;
    rk_task *t = NULL;
    rk_indicator *i = NULL;
    tally ping = {0}, start = {0};
    CHECK_OK(rk_probe_create(ctx, &p));
    CHECK_OK(rk_footer_create(ctx, &f));
    CHECK_OK(rk_task_create(ctx, &t));
    CHECK_OK(rk_indicator_create(ctx, &i));
    CHECK_OK(rk_connect(p, "ping", (rk_callback)on_void, &ping, tally_notify, NULL));
    CHECK_OK(rk_connect(i, "start-animating", (rk_callback)on_void, &start, tally_notify, NULL));
    CHECK_OK(rk_probe_emit_ping(p));
    CHECK_OK(rk_task_resume(t));
    CHECK_OK(rk_indicator_set_animating_with_state_of_task(i, t));
    CHECK_EQ_INT(ping.calls, 1);
    CHECK_EQ_INT(start.calls, 1);
    CHECK_OK(rk_footer_destroy(f));
    CHECK_OK(rk_probe_destroy(p));
    CHECK_OK(rk_indicator_destroy(i));
    CHECK_OK(rk_task_destroy(t));
    check_connection_ended(&ping, "probe of a second context");
    check_connection_ended(&start, "indicator of a second context");
}

/*
 * Fills one context to the last handle slot with probes (the cheapest object), then checks the
 * limit, the objects made before it, slot reuse, other contexts, and the teardown.
 *
 * Cost on a 2-core machine (Release): the fill ~2.1-2.5 s and ~1.6 GB RSS, the context's destroy
 * ~3 s, ~1.9 GB peak; ~5.5 s in all. Under valgrind or ASan it would take many minutes and several
 * GB more: run the other cases there, e.g.
 *   test_limits $(test_limits --list | grep -v '^object_slots_exhausted$')
 */
static void object_slots_exhausted(void) {
    rk_context *ctx = NULL, *other = NULL, *late = NULL;
    rk_probe **fill, *last = NULL;
    witnesses w;
    tally late_ping = {0};
    size_t made = 0, i;
    rk_status status = RK_OK;
    rk_probe *refused = RKT_HANDLE(rk_probe, SENTINEL_HANDLE);
    double t0, t_fill, t_destroy;
    long rss_before;

    fill = malloc(OBJECT_SLOTS * sizeof *fill);
    CHECK(fill != NULL);
    if (fill == NULL) return;
    rkt_clock_init(&fake_clock, 1000.0);
    /* A context made before the fill, to show the fill does not reach it. */
    CHECK_OK(rk_context_create(&other));
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rkt_clock_install(ctx, &fake_clock));
    make_witnesses(ctx, &w);

    rss_before = proc_status_kb("VmRSS");
    rk_clear_last_error();
    t0 = wall_seconds();
    /* The four witnesses hold four slots; the loop stops at the first refusal, or where the
       array ends if there were none. */
    while (made < OBJECT_SLOTS) {
        rk_probe *p = refused;
        status = rk_probe_create(ctx, &p);
        if (status != RK_OK) {
            CHECK(p == refused); /* untouched */
            break;
        }
        fill[made++] = p;
    }
    t_fill = wall_seconds() - t0;
    printf("# filled: %zu probes + 4 witnesses in %.2f s (%.0f ns each); RSS %ld -> %ld MB\n", made,
           t_fill, made ? t_fill * 1e9 / (double)made : 0.0, rss_before / 1024,
           proc_status_kb("VmRSS") / 1024);
    CHECK_MSG(made + 4 == OBJECT_SLOTS, "the context held %zu objects, expected %u", made + 4,
              OBJECT_SLOTS);
    CHECK_MSG(status == RK_ERR_LIMIT, "the create past the last slot returned %d (%s)", (int)status,
              rk_status_string(status));
    CHECK(rkt_error_length() > 0);
    if (made == 0) {
        free(fill);
        return;
    }
    last = fill[made - 1];
    check_creates_refused(ctx);

    /* What exists still works at the limit; connections and timers use no handle slot. */
    use_witnesses(ctx, &w);
    check_kind(fill[0], RK_KIND_PROBE);
    check_kind(fill[made / 2], RK_KIND_PROBE);
    check_kind(last, RK_KIND_PROBE);
    CHECK(fill[0] != last && fill[0] != w.probe && last != w.probe);
    CHECK_OK(rk_connect(last, "ping", (rk_callback)on_void, &late_ping, tally_notify, NULL));
    CHECK_OK(rk_probe_emit_ping(last));
    CHECK_OK(rk_probe_emit_ping(fill[0]));
    CHECK_EQ_INT(late_ping.calls, 1);

    /* A destroyed object's slot is free again, once; its old handle stays dead. */
    {
        rk_probe *victim = fill[made / 2], *again = NULL;
        CHECK_OK(rk_probe_destroy(victim));
        CHECK_RC(rk_probe_destroy(victim), RK_ERR_INVALID_HANDLE);
        CHECK_RC(rk_probe_emit_ping(victim), RK_ERR_INVALID_HANDLE);
        check_dead(victim);
        CHECK_OK(rk_probe_create(ctx, &again));
        CHECK(again != victim);
        check_kind(again, RK_KIND_PROBE);
        CHECK_OK(rk_probe_emit_ping(again));
        check_dead(victim);
        check_creates_refused(ctx);
        fill[made / 2] = again;
    }
    /* A slot freed by one kind serves another kind; the probe's connection ended exactly then. */
    {
        rk_task *task = NULL;
        rk_task_state state = -1;
        CHECK_OK(rk_probe_destroy(w.probe));
        check_connection_ended(&w.ping, "witness probe destroyed at the limit");
        CHECK_OK(rk_task_create(ctx, &task));
        CHECK((void *)task != (void *)w.probe);
        check_kind(task, RK_KIND_TASK);
        CHECK_OK(rk_task_get_state(task, &state));
        CHECK_EQ_INT(state, RK_TASK_SUSPENDED);
        CHECK_RC(rk_probe_emit_ping(w.probe), RK_ERR_INVALID_HANDLE);
        CHECK_RC(rk_task_resume((rk_task *)(void *)w.probe), RK_ERR_INVALID_HANDLE);
        check_dead(w.probe);
        check_creates_refused(ctx);
    }
    /* Churn on the one free slot: every round gets a fresh handle, and the old one stays dead. */
    {
        rk_probe *current = fill[0];
        int round, bad = 0;
        for (round = 0; round < 1000; round++) {
            rk_probe *next = NULL;
            rk_kind kind = 0;
            if (rk_probe_destroy(current) != RK_OK) bad++;
            if (rk_probe_create(ctx, &next) != RK_OK) bad++;
            if (next == current) bad++;
            if (rk_object_kind(current, &kind) != RK_ERR_INVALID_HANDLE) bad++;
            current = next;
        }
        CHECK_MSG(bad == 0, "%d failures while churning one slot 1,000 times", bad);
        fill[0] = current;
        check_kind(current, RK_KIND_PROBE);
        check_creates_refused(ctx);
    }

    /* Other contexts: one made before the fill and one made now work as if nothing happened. */
    use_fresh_objects(other);
    CHECK_OK(rk_context_create(&late));
    use_fresh_objects(late);
    CHECK_OK(rk_context_destroy(late));
    check_creates_refused(ctx);

    /* The teardown ends every connection once and kills every handle. */
    t0 = wall_seconds();
    CHECK_OK(rk_context_destroy(ctx));
    t_destroy = wall_seconds() - t0;
    check_connection_ended(&w.state, "witness footer");
    check_connection_ended(&w.resumed, "witness task");
    check_connection_ended(&w.start, "witness indicator");
    check_connection_ended(&late_ping, "connection made at the limit");
    for (i = 0; i < made; i += made / 7 + 1) check_dead(fill[i]);
    check_dead(last);
    check_dead(w.footer);
    check_dead(w.task);
    check_dead(w.indicator);
    check_dead(ctx);
    printf("# destroying the full context took %.2f s; peak RSS %ld MB\n", t_destroy,
           proc_status_kb("VmHWM") / 1024);
    CHECK_OK(rk_context_destroy(other));
    free(fill);
}

/* ---- live contexts ---- */

typedef struct {
    rk_context *ctx;
    rk_probe *probe;
    tally ping, work, timer;
} watched_context;

static void *create_context_elsewhere(void *arg) {
    rk_context *ctx = RKT_HANDLE(rk_context, SENTINEL_HANDLE);
    (void)arg;
    /* The last error is per thread: the check reads this thread's message. */
    CHECK_RC(rk_context_create(&ctx), RK_ERR_LIMIT);
    CHECK(ctx == RKT_HANDLE(rk_context, SENTINEL_HANDLE));
    return NULL;
}

static void watch(watched_context *c) {
    memset(&c->ping, 0, sizeof c->ping);
    memset(&c->work, 0, sizeof c->work);
    memset(&c->timer, 0, sizeof c->timer);
    CHECK_OK(rk_probe_create(c->ctx, &c->probe));
    CHECK_OK(rk_connect(c->probe, "ping", (rk_callback)on_void, &c->ping, tally_notify, NULL));
    CHECK_OK(rk_context_post(c->ctx, on_finish, &c->work));
    CHECK_OK(rk_timer_start(c->ctx, 3600.0, on_finish, &c->timer, NULL));
}

/* The fd of a context with pending work is readable (the refused creates closed nothing of it). */
static void check_fd_readable(rk_context *ctx) {
    int fd = -1;
    struct pollfd p;
    CHECK_OK(rk_context_fd(ctx, &fd));
    CHECK(fd >= 0 && fcntl(fd, F_GETFD) != -1);
    p.fd = fd;
    p.events = POLLIN;
    p.revents = 0;
    CHECK_EQ_INT(poll(&p, 1, 0), 1);
}

static void context_limit_nothing_corrupted(void) {
    rk_context **all = calloc(LIVE_CONTEXTS + 1, sizeof *all);
    watched_context first, last, reused;
    struct rlimit limit;
    memset(&reused, 0, sizeof reused);
    size_t made = 0, i;
    rk_status status = RK_OK;
    int fds_before;
    if (all == NULL) {
        CHECK(all != NULL);
        return;
    }
    /* One eventfd per context: make room for them (as test_handles.context_limit does). */
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < LIVE_CONTEXTS + 64) {
        limit.rlim_cur = limit.rlim_max < LIVE_CONTEXTS + 64 ? limit.rlim_max : LIVE_CONTEXTS + 64;
        setrlimit(RLIMIT_NOFILE, &limit);
        getrlimit(RLIMIT_NOFILE, &limit);
    }
    if (limit.rlim_cur < LIVE_CONTEXTS + 64) {
        printf("# skipped: RLIMIT_NOFILE is %ju, too low for %d eventfds\n",
               (uintmax_t)limit.rlim_cur, LIVE_CONTEXTS);
        free(all);
        return;
    }
    rk_clear_last_error();
    while (made <= LIVE_CONTEXTS) {
        rk_context *c = RKT_HANDLE(rk_context, SENTINEL_HANDLE);
        status = rk_context_create(&c);
        if (status != RK_OK) {
            CHECK(c == RKT_HANDLE(rk_context, SENTINEL_HANDLE));
            break;
        }
        all[made++] = c;
    }
    CHECK_EQ_INT(made, LIVE_CONTEXTS);
    CHECK_EQ_INT(status, RK_ERR_LIMIT);
    CHECK(rkt_error_length() > 0);
    if (made < 3) {
        for (i = 0; i < made; i++) CHECK_OK(rk_context_destroy(all[i]));
        free(all);
        return;
    }
    first.ctx = all[0];
    last.ctx = all[made - 1];
    watch(&first);
    watch(&last);

    /* Refused creates, from this thread and from another, leak no descriptor. */
    fds_before = open_fd_count();
    for (i = 0; i < 100; i++) {
        rk_context *c = RKT_HANDLE(rk_context, SENTINEL_HANDLE);
        CHECK_RC(rk_context_create(&c), RK_ERR_LIMIT);
        CHECK(c == RKT_HANDLE(rk_context, SENTINEL_HANDLE));
    }
    RKT_RUN_THREAD(create_context_elsewhere, NULL);
    CHECK_EQ_INT(open_fd_count(), fds_before);

    /* The live contexts work: fds readable with work pending, emissions, dispatch. */
    check_fd_readable(first.ctx);
    check_fd_readable(last.ctx);
    CHECK_OK(rk_probe_emit_ping(first.probe));
    CHECK_OK(rk_probe_emit_ping(last.probe));
    CHECK_EQ_INT(first.ping.calls, 1);
    CHECK_EQ_INT(last.ping.calls, 1);
    run_until_idle(first.ctx);
    run_until_idle(last.ctx);
    check_called_once(&first.work, 1, "work of the first context");
    check_called_once(&last.work, 1, "work of the last context");

    /* Destroying one frees its slot for one new context; the old handles stay dead even though the
       new context sits in the same slot and makes an object in the same object slot. */
    {
        rk_context *old_ctx = last.ctx;
        rk_probe *old_probe = last.probe;
        CHECK_OK(rk_context_destroy(old_ctx));
        check_connection_ended(&last.ping, "probe of the destroyed context");
        check_called_once(&last.timer, 0, "pending timer of the destroyed context");
        reused.ctx = RKT_HANDLE(rk_context, SENTINEL_HANDLE);
        CHECK_OK(rk_context_create(&reused.ctx));
        CHECK(reused.ctx != old_ctx);
        watch(&reused);
        CHECK((void *)reused.probe != (void *)old_probe);
        check_dead(old_ctx);
        check_dead(old_probe);
        CHECK_RC(rk_context_dispatch(old_ctx, NULL), RK_ERR_INVALID_HANDLE);
        CHECK_RC(rk_context_post(old_ctx, on_finish, &last.work), RK_ERR_INVALID_HANDLE);
        CHECK_RC(rk_probe_emit_ping(old_probe), RK_ERR_INVALID_HANDLE);
        CHECK_RC(rk_disconnect(old_ctx, 1), RK_ERR_INVALID_HANDLE);
        {
            rk_context *c = RKT_HANDLE(rk_context, SENTINEL_HANDLE);
            CHECK_RC(rk_context_create(&c), RK_ERR_LIMIT);
        }
        CHECK_OK(rk_probe_emit_ping(reused.probe));
        CHECK_EQ_INT(reused.ping.calls, 1);
        CHECK_EQ_INT(last.ping.calls, 1);
        all[made - 1] = reused.ctx;
    }

    /* Teardown: every connection, work item and timer ends exactly once. */
    for (i = 0; i < made; i++) CHECK_OK(rk_context_destroy(all[i]));
    check_connection_ended(&first.ping, "probe of the first context");
    check_called_once(&first.timer, 0, "pending timer of the first context");
    check_connection_ended(&reused.ping, "probe of the reused slot's context");
    check_called_once(&reused.work, 0, "pending work of the reused slot's context");
    check_called_once(&reused.timer, 0, "pending timer of the reused slot's context");
    /* All slots are free again. */
    {
        rk_context *c = NULL;
        CHECK_OK(rk_context_create(&c));
        CHECK_OK(rk_context_destroy(c));
    }
    free(all);
}

/* ---- dispatch nesting ---- */

/* Work item k emits "ping"; the first ping handler dispatches from inside, so dispatches nest
   through a work item and a signal handler at each level. */
enum { NEST_ITEMS = 40 };
static struct {
    rk_context *ctx;
    rk_probe *probe;
    int active;     /* dispatches running now, the outermost included */
    int max_active;
    int limit_hits;
    int other_failures; /* nested dispatches that failed with something other than the limit */
    int order[NEST_ITEMS + 8];
    int ran;
    int later_handler;
    int deepest_done; /* the calls made once at the deepest level */
    tally posted_deep, timer_deep, probe_deep_ping;
    rk_probe *probe_deep;
} nest;

static rk_status nested_dispatch(void) {
    rk_status s;
    nest.active++;
    rk_clear_last_error();
    s = rk_context_dispatch(nest.ctx, NULL);
    nest.active--;
    return s;
}

static void at_the_deepest_level(void) {
    /* The refused dispatch changed nothing: posting, timers, objects, emissions all still work.
       What is posted or started here waits for the next top-level dispatch. */
    nest.deepest_done = 1;
    CHECK_OK(rk_context_post(nest.ctx, on_finish, &nest.posted_deep));
    CHECK_OK(rk_timer_start(nest.ctx, 0, on_finish, &nest.timer_deep, NULL));
    CHECK_OK(rk_probe_create(nest.ctx, &nest.probe_deep));
    CHECK_OK(rk_connect(nest.probe_deep, "ping", (rk_callback)on_void, &nest.probe_deep_ping,
                        tally_notify, NULL));
    CHECK_OK(rk_probe_emit_ping(nest.probe_deep));
    CHECK_EQ_INT(nest.probe_deep_ping.calls, 1);
}

static void nesting_ping(void *object, void *user_data) {
    rk_status s;
    (void)object;
    (void)user_data;
    s = nested_dispatch();
    if (s == RK_ERR_LIMIT) {
        nest.limit_hits++;
        CHECK(rkt_error_length() > 0);
        if (!nest.deepest_done) at_the_deepest_level();
    } else if (s != RK_OK) {
        nest.other_failures++;
    }
}

static void later_ping(void *object, void *user_data) {
    (void)object;
    (void)user_data;
    nest.later_handler++;
}

static void nesting_work(void *user_data, int32_t finished) {
    if (!finished) return;
    /* Counted where work runs, so a refused dispatch does not count as a level. */
    if (nest.active > nest.max_active) nest.max_active = nest.active;
    nest.order[nest.ran++] = (int)RKT_INT(user_data);
    CHECK_OK(rk_probe_emit_ping(nest.probe));
}

/* Timers nest the same way: each due timer dispatches from inside. */
static tally nesting_timer_calls;
static void nesting_timer(void *user_data, int32_t finished) {
    rk_status s;
    (void)user_data;
    on_finish(&nesting_timer_calls, finished);
    if (!finished) return;
    if (nest.active > nest.max_active) nest.max_active = nest.active;
    s = nested_dispatch();
    if (s == RK_ERR_LIMIT) nest.limit_hits++;
    else if (s != RK_OK) nest.other_failures++;
}

static void dispatch_nesting_nothing_lost(void) {
    tally ping_end = {0}, later_end = {0};
    int i, in_order = 1;
    memset(&nest, 0, sizeof nest);
    rkt_clock_init(&fake_clock, 1000.0);
    CHECK_OK(rk_context_create(&nest.ctx));
    CHECK_OK(rkt_clock_install(nest.ctx, &fake_clock));
    CHECK_OK(rk_probe_create(nest.ctx, &nest.probe));
    CHECK_OK(rk_connect(nest.probe, "ping", (rk_callback)nesting_ping, &ping_end, tally_notify, NULL));
    CHECK_OK(rk_connect(nest.probe, "ping", (rk_callback)later_ping, &later_end, tally_notify, NULL));
    for (i = 1; i <= NEST_ITEMS; i++) CHECK_OK(rk_context_post(nest.ctx, nesting_work, RKT_PTR(i)));

    nest.active = 1; /* the top-level dispatch */
    nest.max_active = 1;
    CHECK_OK(rk_context_dispatch(nest.ctx, NULL));
    nest.active = 0;
    /* "nesting is limited to 32 levels": read as 32 dispatches running at once, the top-level one
       included (test_loop accepts 32 or 33; the implementation's Context.maxDispatchDepth). */
    CHECK_EQ_INT(nest.max_active, DISPATCH_LEVELS);
    CHECK_EQ_INT(nest.limit_hits, NEST_ITEMS - (DISPATCH_LEVELS - 1));
    CHECK_EQ_INT(nest.other_failures, 0);
    /* Each item ran once, in posting order, whatever level ran it, and a refused dispatch inside a
       handler does not cut the emission short. */
    CHECK_EQ_INT(nest.ran, NEST_ITEMS);
    for (i = 0; i < nest.ran && i < NEST_ITEMS; i++) in_order &= nest.order[i] == i + 1;
    CHECK_MSG(in_order, "work items ran out of posting order");
    CHECK_EQ_INT(nest.later_handler, NEST_ITEMS);
    CHECK(nest.deepest_done);
    /* What the deepest level posted and started waits for the next top-level dispatch. */
    CHECK_EQ_INT(nest.posted_deep.calls, 0);
    CHECK_EQ_INT(nest.timer_deep.calls, 0);
    CHECK_OK(rk_context_dispatch(nest.ctx, NULL));
    check_called_once(&nest.posted_deep, 1, "work posted at the deepest level");
    check_called_once(&nest.timer_deep, 1, "timer started at the deepest level");

    /* Timers: 40 due timers, each dispatching from inside. */
    memset(&nesting_timer_calls, 0, sizeof nesting_timer_calls);
    nest.limit_hits = nest.max_active = 0;
    for (i = 0; i < NEST_ITEMS; i++) CHECK_OK(rk_timer_start(nest.ctx, 0.5, nesting_timer, NULL, NULL));
    rkt_clock_advance(&fake_clock, 1.0);
    nest.active = 1;
    CHECK_OK(rk_context_dispatch(nest.ctx, NULL));
    nest.active = 0;
    CHECK_EQ_INT(nesting_timer_calls.calls, NEST_ITEMS);
    CHECK_EQ_INT(nesting_timer_calls.finished_1, NEST_ITEMS);
    CHECK_EQ_INT(nest.max_active, DISPATCH_LEVELS);
    CHECK_EQ_INT(nest.limit_hits, NEST_ITEMS - (DISPATCH_LEVELS - 1));
    CHECK_EQ_INT(nest.other_failures, 0);

    /* The depth went back to 0: a plain nested dispatch works again. */
    nest.limit_hits = 0;
    CHECK_OK(rk_context_post(nest.ctx, nesting_work, RKT_PTR(99)));
    CHECK_OK(rk_context_dispatch(nest.ctx, NULL));
    CHECK_EQ_INT(nest.limit_hits, 0);
    CHECK_EQ_INT(nest.ran, NEST_ITEMS + 1);

    CHECK_OK(rk_context_destroy(nest.ctx));
    check_connection_ended(&ping_end, "nesting handler");
    check_connection_ended(&later_end, "handler after the nesting one");
    check_connection_ended(&nest.probe_deep_ping, "probe made at the deepest level");
}

/* ---- strings ---- */

/* A string of exactly `bytes` bytes: `unit` repeated, then 'a' to fill up (NULL on no memory). */
static char *make_string(size_t bytes, const char *unit) {
    size_t unit_length = strlen(unit), used = 0;
    char *s = malloc(bytes + 1);
    if (s == NULL) return NULL;
    while (used + unit_length <= bytes) {
        memcpy(s + used, unit, unit_length);
        used += unit_length;
    }
    memset(s + used, 'a', bytes - used);
    s[bytes] = '\0';
    return s;
}

/* The strings at the limit: what must pass and what must not. */
typedef struct {
    char *ascii_max;     /* 65,535 x 'a' */
    char *utf8_max;      /* 21,845 x U+20AC (3 bytes each) = 65,535 bytes */
    char *tail_max;      /* 65,533 x 'a' + U+00E9 (2 bytes) = 65,535 bytes */
    char *ascii_over;    /* 65,536 x 'a' */
    char *utf8_over;     /* 21,845 x U+20AC + 'a' = 65,536 bytes */
    char *straddle_over; /* 65,534 x 'a' + U+00E9: the last character ends at byte 65,536 */
} limit_strings;

static int make_limit_strings(limit_strings *s) {
    char *tail_max = make_string(RK_MAX_STRING_BYTES - 2, "a");
    char *straddle = make_string(RK_MAX_STRING_BYTES - 1, "a");
    s->ascii_max = make_string(RK_MAX_STRING_BYTES, "a");
    s->utf8_max = make_string(RK_MAX_STRING_BYTES, "\xE2\x82\xAC");
    s->ascii_over = make_string(RK_MAX_STRING_BYTES + 1, "a");
    s->utf8_over = make_string(RK_MAX_STRING_BYTES + 1, "\xE2\x82\xAC");
    s->tail_max = tail_max ? realloc(tail_max, RK_MAX_STRING_BYTES + 1) : NULL;
    s->straddle_over = straddle ? realloc(straddle, RK_MAX_STRING_BYTES + 2) : NULL;
    if (!s->ascii_max || !s->utf8_max || !s->ascii_over || !s->utf8_over || !s->tail_max ||
        !s->straddle_over) {
        return 0;
    }
    strcat(s->tail_max, "\xC3\xA9");
    strcat(s->straddle_over, "\xC3\xA9");
    /* The construction itself is what the names say. */
    CHECK_EQ_U64(strlen(s->ascii_max), RK_MAX_STRING_BYTES);
    CHECK_EQ_U64(strlen(s->utf8_max), RK_MAX_STRING_BYTES);
    CHECK_EQ_U64(strlen(s->tail_max), RK_MAX_STRING_BYTES);
    CHECK_EQ_U64(strlen(s->ascii_over), RK_MAX_STRING_BYTES + 1);
    CHECK_EQ_U64(strlen(s->utf8_over), RK_MAX_STRING_BYTES + 1);
    CHECK_EQ_U64(strlen(s->straddle_over), RK_MAX_STRING_BYTES + 1);
    return 1;
}

static void free_limit_strings(limit_strings *s) {
    free(s->ascii_max);
    free(s->utf8_max);
    free(s->tail_max);
    free(s->ascii_over);
    free(s->utf8_over);
    free(s->straddle_over);
}

/* What a string-carrying handler received: its length and whether it matched what was sent. */
static struct {
    int calls;
    size_t length;
    int same;
    const char *expected;
} got;

static void expect_text(const char *expected) {
    got.calls = 0;
    got.length = 0;
    got.same = 0;
    got.expected = expected;
}

static void record_text(const char *text) {
    got.calls++;
    got.length = text ? strlen(text) : 0;
    got.same = text != NULL && got.expected != NULL && strcmp(text, got.expected) == 0;
}

static void values_text(void *object, void *pointer, int32_t i32, int64_t i64, uint64_t u64,
                        double real, const char *text, void *user_data) {
    (void)object, (void)pointer, (void)i32, (void)i64, (void)u64, (void)real, (void)user_data;
    record_text(text);
}

static double measure_text(void *object, const char *text, double size, void *user_data) {
    (void)object, (void)user_data;
    record_text(text);
    return size * 2;
}

static void label_text(void *object, const char *text, void *user_data) {
    (void)object, (void)user_data;
    record_text(text);
}

static void completed_text(void *object, int32_t code, const char *message, void *user_data) {
    (void)object, (void)code, (void)user_data;
    record_text(message);
}

static int context_completed_calls;
static void context_completed(void *object, void *task, int32_t code, const char *message,
                              void *user_data) {
    (void)object, (void)task, (void)code, (void)user_data;
    context_completed_calls++;
    CHECK(message != NULL && got.expected != NULL && strcmp(message, got.expected) == 0);
}

/* The strings a case sends: the three that fit and the three that do not. */
static const char *fitting(const limit_strings *s, int i) {
    return i == 0 ? s->ascii_max : i == 1 ? s->utf8_max : s->tail_max;
}
static const char *too_long(const limit_strings *s, int i) {
    return i == 0 ? s->ascii_over : i == 1 ? s->utf8_over : s->straddle_over;
}
static const char *const fitting_names[3] = {"65,535 ASCII bytes", "21,845 three-byte characters",
                                             "65,533 ASCII bytes and a two-byte character"};
static const char *const too_long_names[3] = {"65,536 ASCII bytes",
                                              "21,845 three-byte characters and one ASCII byte",
                                              "65,534 ASCII bytes and a two-byte character"};

/* Probe emissions, signal names: what fits reaches the handler whole; what does not is refused
   before anything is emitted or connected. */
static void string_limit_probe_and_signals(void) {
    limit_strings s;
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    tally values_end = {0}, measure_end = {0}, never = {0};
    int i;
    if (!make_limit_strings(&s)) {
        CHECK_MSG(0, "out of memory");
        free_limit_strings(&s);
        return;
    }
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_connect(probe, "values", (rk_callback)values_text, &values_end, tally_notify, NULL));
    CHECK_OK(rk_connect(probe, "measure", (rk_callback)measure_text, &measure_end, tally_notify, NULL));
    for (i = 0; i < 3; i++) {
        const char *ok = fitting(&s, i), *bad = too_long(&s, i);
        double value = -1;
        int32_t handled = -1;
        uint32_t index = 77;
        rk_connection connection = 77;
        RKT_NOTE("fits: %s", fitting_names[i]);
        expect_text(ok);
        CHECK_OK(rk_probe_emit_values(probe, NULL, 1, 2, 3, 4.0, ok));
        CHECK_EQ_INT(got.calls, 1);
        CHECK_EQ_U64(got.length, RK_MAX_STRING_BYTES);
        CHECK(got.same);
        expect_text(ok);
        CHECK_OK(rk_probe_emit_measure(probe, ok, 3.0, &value, &handled));
        CHECK_EQ_INT(got.calls, 1);
        CHECK(got.same);
        CHECK_EQ_BITS(value, 6.0);
        CHECK_EQ_INT(handled, 1);
        /* A name of the longest length is a valid string naming no signal. */
        CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, ok, &index), RK_ERR_NOT_FOUND);
        CHECK_RC(rk_connect(probe, ok, (rk_callback)on_void, &never, tally_notify, &connection),
                 RK_ERR_NOT_FOUND);

        RKT_NOTE("too long: %s", too_long_names[i]);
        expect_text(NULL);
        CHECK_RC(rk_probe_emit_values(probe, NULL, 1, 2, 3, 4.0, bad), RK_ERR_INVALID_ARGUMENT);
        value = -1;
        handled = -1;
        CHECK_RC(rk_probe_emit_measure(probe, bad, 3.0, &value, &handled), RK_ERR_INVALID_ARGUMENT);
        CHECK_EQ_BITS(value, -1.0);
        CHECK_EQ_INT(handled, -1);
        CHECK_EQ_INT(got.calls, 0);
        CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, bad, &index), RK_ERR_INVALID_ARGUMENT);
        CHECK_RC(rk_connect(probe, bad, (rk_callback)on_void, &never, tally_notify, &connection),
                 RK_ERR_INVALID_ARGUMENT);
        CHECK_EQ_INT(index, 77);
        CHECK_EQ_U64(connection, 77);
        CHECK_EQ_INT(never.notified, 0); /* failed connects call no destroy_notify */
    }
    RKT_NOTE("%s", "");
    /* The probe is intact: a normal emission still reaches both handlers once. */
    expect_text("after");
    CHECK_OK(rk_probe_emit_values(probe, NULL, 0, 0, 0, 0, "after"));
    CHECK_EQ_INT(got.calls, 1);
    CHECK(got.same);
    CHECK_OK(rk_context_destroy(ctx));
    check_connection_ended(&values_end, "values handler");
    check_connection_ended(&measure_end, "measure handler");
    CHECK_EQ_INT(never.calls + never.notified, 0);
    free_limit_strings(&s);
}

typedef struct {
    rk_footer *footer;
    rk_task *task;
    const char *text;
    rk_status expected;
} string_call;

static void *set_title_elsewhere(void *arg) {
    string_call *c = arg;
    CHECK_RC(rk_footer_set_title(c->footer, RK_FOOTER_IDLE, c->text), c->expected);
    return NULL;
}

static void *complete_elsewhere(void *arg) {
    string_call *c = arg;
    CHECK_RC(rk_task_complete(c->task, 5, c->text), c->expected);
    return NULL;
}

static void check_title(rk_footer *footer, const char *expected) {
    char *buf = malloc(RK_MAX_STRING_BYTES + 1);
    size_t length = 0;
    if (buf == NULL) return;
    CHECK_OK(rk_footer_get_title(footer, RK_FOOTER_IDLE, buf, RK_MAX_STRING_BYTES + 1, &length));
    CHECK_EQ_U64(length, strlen(expected));
    CHECK(strcmp(buf, expected) == 0);
    length = 0;
    CHECK_OK(rk_footer_get_label(footer, buf, RK_MAX_STRING_BYTES + 1, &length));
    CHECK_EQ_U64(length, strlen(expected));
    CHECK(strcmp(buf, expected) == 0);
    free(buf);
}

static void check_language(rk_footer *footer, const char *expected) {
    char buf[32];
    CHECK_OK(rk_footer_get_language(footer, buf, sizeof buf, NULL));
    CHECK_STR(buf, expected);
}

/* Footer titles and languages: the longest title is kept whole and shown; a longer one is refused
   on any thread and changes nothing. */
static void string_limit_footer(void) {
    limit_strings s;
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    tally label_end = {0};
    string_call call;
    int i;
    if (!make_limit_strings(&s)) {
        CHECK_MSG(0, "out of memory");
        free_limit_strings(&s);
        return;
    }
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_OK(rk_connect(footer, "label-changed", (rk_callback)label_text, &label_end, tally_notify,
                        NULL));
    for (i = 0; i < 3; i++) {
        const char *ok = fitting(&s, i);
        RKT_NOTE("title that fits: %s", fitting_names[i]);
        expect_text(ok);
        CHECK_OK(rk_footer_set_title(footer, RK_FOOTER_IDLE, ok));
        CHECK_EQ_INT(got.calls, 1); /* Idle is shown: the label changes at once */
        CHECK(got.same);
        check_title(footer, ok);
    }
    /* The last accepted title stays through every refused one. */
    for (i = 0; i < 3; i++) {
        RKT_NOTE("title too long: %s", too_long_names[i]);
        expect_text(NULL);
        CHECK_RC(rk_footer_set_title(footer, RK_FOOTER_IDLE, too_long(&s, i)), RK_ERR_INVALID_ARGUMENT);
        CHECK_EQ_INT(got.calls, 0);
        check_title(footer, s.tail_max);
    }
    /* Off the loop thread the length is checked at the call, not at the dispatch that applies it. */
    RKT_NOTE("titles from another thread");
    call.footer = footer;
    call.text = s.ascii_over;
    call.expected = RK_ERR_INVALID_ARGUMENT;
    RKT_RUN_THREAD(set_title_elsewhere, &call);
    call.text = s.utf8_max;
    call.expected = RK_OK;
    RKT_RUN_THREAD(set_title_elsewhere, &call);
    expect_text(s.utf8_max);
    run_until_idle(ctx);
    CHECK_EQ_INT(got.calls, 1);
    CHECK(got.same);
    check_title(footer, s.utf8_max);

    /* Language tags: the longest tag is valid (and English); a longer one changes nothing. */
    RKT_NOTE("languages");
    CHECK_OK(rk_footer_set_language(footer, "ko"));
    check_language(footer, "ko");
    for (i = 0; i < 3; i++) {
        CHECK_RC(rk_footer_set_language(footer, too_long(&s, i)), RK_ERR_INVALID_ARGUMENT);
        check_language(footer, "ko");
    }
    CHECK_OK(rk_footer_set_language(footer, s.ascii_max));
    check_language(footer, "en");
    check_title(footer, s.utf8_max); /* custom titles survive a language change (F7) */
    RKT_NOTE("%s", "");
    CHECK_OK(rk_context_destroy(ctx));
    check_connection_ended(&label_end, "label handler");
    free_limit_strings(&s);
}

/* Task completion messages: the longest arrives whole at the task's and the context's handlers; a
   longer one is refused on any thread and leaves the task Running. */
static void string_limit_task_message(void) {
    limit_strings s;
    rk_context *ctx = NULL;
    rk_task *task = NULL;
    tally completed_end[3], context_end = {0};
    string_call call;
    rk_task_state state = -1;
    int i;
    if (!make_limit_strings(&s)) {
        CHECK_MSG(0, "out of memory");
        free_limit_strings(&s);
        return;
    }
    memset(completed_end, 0, sizeof completed_end);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_connect(ctx, "task-completed", (rk_callback)context_completed, &context_end, tally_notify,
                        NULL));
    for (i = 0; i < 3; i++) {
        const char *ok = fitting(&s, i);
        RKT_NOTE("message: %s / %s", fitting_names[i], too_long_names[i]);
        context_completed_calls = 0;
        CHECK_OK(rk_task_create(ctx, &task));
        CHECK_OK(rk_connect(task, "completed", (rk_callback)completed_text, &completed_end[i], tally_notify,
                            NULL));
        CHECK_OK(rk_task_resume(task));
        run_until_idle(ctx);
        expect_text(NULL);
        CHECK_RC(rk_task_complete(task, 5, too_long(&s, i)), RK_ERR_INVALID_ARGUMENT);
        call.task = task;
        call.text = too_long(&s, (i + 1) % 3);
        call.expected = RK_ERR_INVALID_ARGUMENT;
        RKT_RUN_THREAD(complete_elsewhere, &call);
        CHECK_OK(rk_task_get_state(task, &state));
        CHECK_EQ_INT(state, RK_TASK_RUNNING);
        run_until_idle(ctx);
        CHECK_EQ_INT(got.calls, 0);
        CHECK_EQ_INT(context_completed_calls, 0);
        expect_text(ok);
        if (i == 2) {
            /* The longest message also passes from another thread. */
            call.text = ok;
            call.expected = RK_OK;
            RKT_RUN_THREAD(complete_elsewhere, &call);
        } else {
            CHECK_OK(rk_task_complete(task, 5, ok));
        }
        run_until_idle(ctx);
        CHECK_EQ_INT(got.calls, 1);
        CHECK_EQ_U64(got.length, RK_MAX_STRING_BYTES);
        CHECK(got.same);
        CHECK_EQ_INT(context_completed_calls, 1);
        CHECK_OK(rk_task_destroy(task));
        check_connection_ended(&completed_end[i], "completed handler");
    }
    RKT_NOTE("%s", "");
    CHECK_OK(rk_context_destroy(ctx));
    check_connection_ended(&context_end, "task-completed handler");
    free_limit_strings(&s);
}

/* ---- footer frames ---- */

static rk_image frames_a[RK_FOOTER_MAX_FRAMES + 1];
static rk_image frames_b[RK_FOOTER_MAX_FRAMES + 1];
static double frame_durations[RK_FOOTER_MAX_FRAMES + 1];

static void fill_frames(rk_image *images, uint32_t count, uint64_t first_id) {
    uint32_t i;
    for (i = 0; i < count; i++) {
        images[i].id = first_id + i;
        images[i].width = 20;
        images[i].height = 20;
    }
}

/* The three setters with `count` frames; which = 0 set_images, 1 with_duration, 2 with_frame_durations. */
static rk_status set_frames(rk_footer *footer, int which, rk_footer_state state, const rk_image *images,
                            uint32_t count, double each) {
    uint32_t i;
    for (i = 0; i < count; i++) frame_durations[i] = each;
    switch (which) {
    case 0: return rk_footer_set_images(footer, state, images, count);
    case 1: return rk_footer_set_images_with_duration(footer, state, images, count, each * count);
    default: return rk_footer_set_images_with_frame_durations(footer, state, images, frame_durations, count);
    }
}

/* The refreshing GIF loops through exactly `count` frames with ids first_id + index, `each`
   seconds apiece: stepping by one frame time moves the index by one, wrapping at count. */
static void check_loop(rk_footer *footer, uint32_t count, uint64_t first_id, double each) {
    double t = fake_clock.now + each / 2; /* mid-frame, if the loop started now */
    uint64_t id = 0;
    int32_t index = -1, previous = -1;
    uint32_t k, bad = 0, wraps = 0;
    for (k = 0; k <= count; k++, t += each) {
        if (rk_footer_frame_at(footer, t, &id, &index) != RK_OK) {
            bad++;
            continue;
        }
        if (index < 0 || (uint32_t)index >= count || id != first_id + (uint64_t)index) bad++;
        if (previous >= 0) {
            if (index == 0 && previous == (int32_t)count - 1) wraps++;
            else if (index != previous + 1) bad++;
        }
        previous = index;
    }
    CHECK_MSG(bad == 0 && wraps == 1, "the GIF does not loop through %u frames (%u bad steps, %u wraps)",
              count, bad, wraps);
}

typedef struct {
    rk_footer *footer;
    int which;
    uint32_t count;
    rk_status expected;
} frames_call;

static void *set_frames_elsewhere(void *arg) {
    frames_call *c = arg;
    CHECK_RC(set_frames(c->footer, c->which, RK_FOOTER_REFRESHING, frames_b, c->count, 0.01), c->expected);
    return NULL;
}

static void footer_frame_limit(void) {
    static const rk_footer_state states[] = {RK_FOOTER_IDLE, RK_FOOTER_PULLING, RK_FOOTER_REFRESHING,
                                             RK_FOOTER_WILL_REFRESH, RK_FOOTER_NO_MORE_DATA};
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    rk_footer_gif gif;
    rk_footer_state state = -1;
    int which;
    size_t k;
    rkt_clock_init(&fake_clock, 1000.0);
    fill_frames(frames_a, RK_FOOTER_MAX_FRAMES + 1, 10000);
    fill_frames(frames_b, RK_FOOTER_MAX_FRAMES + 1, 50000);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rkt_clock_install(ctx, &fake_clock));
    CHECK_OK(rk_footer_create(ctx, &footer));

    /* Every setter, every state: RK_FOOTER_MAX_FRAMES is accepted, one more is not. */
    for (which = 0; which < 3; which++) {
        for (k = 0; k < sizeof states / sizeof states[0]; k++) {
            RKT_NOTE("setter %d, state %d", which, (int)states[k]);
            CHECK_OK(set_frames(footer, which, states[k], frames_a, RK_FOOTER_MAX_FRAMES, 0.01));
            CHECK_RC(set_frames(footer, which, states[k], frames_b, RK_FOOTER_MAX_FRAMES + 1, 0.01),
                     RK_ERR_INVALID_ARGUMENT);
        }
    }
    RKT_NOTE("%s", "");
    /* Idle shows the Idle frame for percent 0: the first of the accepted frames. */
    memset(&gif, 0, sizeof gif);
    gif.struct_size = sizeof gif;
    CHECK_OK(rk_footer_get_gif(footer, &gif));
    CHECK_EQ_INT(gif.has_frame, 1);
    CHECK_EQ_U64(gif.image_id, 10000);

    /* Refreshing animates all 4,096 frames; each refused setter leaves that loop as it was. */
    CHECK_OK(rk_footer_begin_refreshing(footer, NULL, NULL));
    CHECK_OK(rk_footer_get_state(footer, &state));
    CHECK_EQ_INT(state, RK_FOOTER_REFRESHING);
    CHECK_OK(set_frames(footer, 2, RK_FOOTER_REFRESHING, frames_a, RK_FOOTER_MAX_FRAMES, 0.01));
    check_loop(footer, RK_FOOTER_MAX_FRAMES, 10000, 0.01);
    for (which = 0; which < 3; which++) {
        RKT_NOTE("refused setter %d while refreshing", which);
        CHECK_RC(set_frames(footer, which, RK_FOOTER_REFRESHING, frames_b, RK_FOOTER_MAX_FRAMES + 1, 0.01),
                 RK_ERR_INVALID_ARGUMENT);
        check_loop(footer, RK_FOOTER_MAX_FRAMES, 10000, 0.01);
    }
    /* The frames were copied: changing the caller's array afterwards changes nothing. */
    frames_a[RK_FOOTER_MAX_FRAMES - 1].id = 1;
    check_loop(footer, RK_FOOTER_MAX_FRAMES, 10000, 0.01);
    frames_a[RK_FOOTER_MAX_FRAMES - 1].id = 10000 + RK_FOOTER_MAX_FRAMES - 1;

    /* From another thread the count is checked at the call; the accepted one applies at dispatch. */
    {
        frames_call call;
        call.footer = footer;
        call.which = 0;
        call.count = RK_FOOTER_MAX_FRAMES + 1;
        call.expected = RK_ERR_INVALID_ARGUMENT;
        RKT_NOTE("setters from another thread");
        for (which = 0; which < 3; which++) {
            call.which = which;
            RKT_RUN_THREAD(set_frames_elsewhere, &call);
        }
        run_until_idle(ctx);
        check_loop(footer, RK_FOOTER_MAX_FRAMES, 10000, 0.01);
        call.which = 2;
        call.count = RK_FOOTER_MAX_FRAMES;
        call.expected = RK_OK;
        RKT_RUN_THREAD(set_frames_elsewhere, &call);
        run_until_idle(ctx);
        check_loop(footer, RK_FOOTER_MAX_FRAMES, 50000, 0.01);
    }
    RKT_NOTE("%s", "");
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- footer lengths (F5) ---- */

/* Signals a refused footer call must not emit: every footer signal counts here. */
static uint32_t footer_signal_calls;
static void any_void(void *o, void *u) {
    (void)o, (void)u;
    footer_signal_calls++;
}
static void any_state(void *o, int32_t a, int32_t b, void *u) {
    (void)o, (void)a, (void)b, (void)u;
    footer_signal_calls++;
}
static void any_double(void *o, double a, void *u) {
    (void)o, (void)a, (void)u;
    footer_signal_calls++;
}
static void any_pair(void *o, double a, double b, void *u) {
    (void)o, (void)a, (void)b, (void)u;
    footer_signal_calls++;
}
static void any_frame(void *o, uint64_t a, int32_t b, void *u) {
    (void)o, (void)a, (void)b, (void)u;
    footer_signal_calls++;
}
static void any_int(void *o, int32_t a, void *u) {
    (void)o, (void)a, (void)u;
    footer_signal_calls++;
}
static void any_text(void *o, const char *a, void *u) {
    (void)o, (void)a, (void)u;
    footer_signal_calls++;
}
static void any_layout(void *o, double a, double b, double c, double d, double e, double f, double g,
                       double h, int32_t m, void *u) {
    (void)o, (void)a, (void)b, (void)c, (void)d, (void)e, (void)f, (void)g, (void)h, (void)m, (void)u;
    footer_signal_calls++;
}

/* Everything a footer reports, to compare before and after a refused call. */
typedef struct {
    rk_footer_state state;
    double percent, alpha;
    rk_footer_layout layout;
    rk_footer_geometry geometry;
    rk_footer_gif gif;
} footer_snapshot;

static void snapshot(rk_footer *footer, footer_snapshot *s) {
    memset(s, 0, sizeof *s);
    s->layout.struct_size = sizeof s->layout;
    s->geometry.struct_size = sizeof s->geometry;
    s->gif.struct_size = sizeof s->gif;
    CHECK_OK(rk_footer_get_state(footer, &s->state));
    CHECK_OK(rk_footer_get_pulling_percent(footer, &s->percent));
    CHECK_OK(rk_footer_get_alpha(footer, &s->alpha));
    CHECK_OK(rk_footer_get_layout(footer, &s->layout));
    CHECK_OK(rk_footer_get_geometry(footer, &s->geometry));
    CHECK_OK(rk_footer_get_gif(footer, &s->gif));
}

static int snapshot_finite(const footer_snapshot *s) {
    const rk_rect *r[2];
    int i, ok = isfinite(s->percent) && isfinite(s->alpha) && isfinite(s->geometry.height) &&
                isfinite(s->geometry.happen_offset) && isfinite(s->geometry.trigger_offset) &&
                isfinite(s->geometry.bottom_inset) && isfinite(s->geometry.offset_y) &&
                isfinite(s->geometry.bottom_delta);
    r[0] = &s->layout.footer;
    r[1] = &s->layout.gif;
    for (i = 0; i < 2; i++) {
        ok &= isfinite(r[i]->x) && isfinite(r[i]->y) && isfinite(r[i]->width) && isfinite(r[i]->height);
    }
    return ok;
}

/* One length input: how to set it, and its bounds. */
typedef struct {
    const char *name;
    double low, high; /* the extreme accepted values */
    int field;        /* which input: see set_length */
} length_input;

enum {
    L_HEIGHT, L_IGNORED_INSET, L_LABEL_INSET, L_TEXT_WIDTH, L_VIEW_W, L_VIEW_H, L_CONTENT_H,
    L_INSET_TOP, L_INSET_BOTTOM, L_INSET_LEFT, L_OFFSET, L_IMAGE_W, L_IMAGE_H
};

static rk_status set_length(rk_footer *footer, const rk_scroll_metrics *base, int field, double v) {
    rk_scroll_metrics m = *base;
    rk_image image = {7, 10, 10};
    switch (field) {
    case L_HEIGHT: return rk_footer_set_height(footer, v);
    case L_IGNORED_INSET: return rk_footer_set_ignored_bottom_inset(footer, v);
    case L_LABEL_INSET: return rk_footer_set_label_left_inset(footer, v);
    case L_TEXT_WIDTH: return rk_footer_set_text_width(footer, v);
    case L_VIEW_W: m.viewport_width = v; break;
    case L_VIEW_H: m.viewport_height = v; break;
    case L_CONTENT_H: m.content_height = v; break;
    case L_INSET_TOP: m.inset_top = v; break;
    case L_INSET_BOTTOM: m.inset_bottom = v; break;
    case L_INSET_LEFT: m.inset_left = v; break;
    case L_OFFSET: m.offset_y = v; break;
    case L_IMAGE_W: image.width = v; return rk_footer_set_images(footer, RK_FOOTER_IDLE, &image, 1);
    case L_IMAGE_H: image.height = v; return rk_footer_set_images(footer, RK_FOOTER_IDLE, &image, 1);
    default: break;
    }
    return rk_footer_set_metrics(footer, &m);
}

/* F5: lengths within +-1e9 points (footer heights from 0.001) are taken and every reported value
   stays finite; the next double beyond is refused and changes nothing, not even a signal. */
static void footer_length_limits(void) {
    static const length_input inputs[] = {
        {"height", 0.001, 1e9, L_HEIGHT},
        {"ignored bottom inset", 0, 1e9, L_IGNORED_INSET},
        {"label left inset", 0, 1e9, L_LABEL_INSET},
        {"text width", 0, 1e9, L_TEXT_WIDTH},
        {"viewport width", 0, 1e9, L_VIEW_W},
        {"viewport height", 0, 1e9, L_VIEW_H},
        {"content height", 0, 1e9, L_CONTENT_H},
        {"inset top", -1e9, 1e9, L_INSET_TOP},
        {"inset bottom", -1e9, 1e9, L_INSET_BOTTOM},
        {"inset left", -1e9, 1e9, L_INSET_LEFT},
        {"offset", -1e9, 1e9, L_OFFSET},
        {"image width", 0, 1e9, L_IMAGE_W},
        {"image height", 0, 1e9, L_IMAGE_H},
    };
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    rk_scroll_metrics base;
    size_t k;
    base = rkt_metrics(375, 600, 0, 1000, 0);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_OK(rk_connect(footer, "state-changed", (rk_callback)any_state, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "pulling-percent", (rk_callback)any_double, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "frame-changed", (rk_callback)any_frame, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "gif-visibility", (rk_callback)any_int, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "layout-changed", (rk_callback)any_layout, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "inset-requested", (rk_callback)any_pair, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "offset-requested", (rk_callback)any_pair, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "alpha-changed", (rk_callback)any_pair, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "label-changed", (rk_callback)any_text, NULL, NULL, NULL));
    CHECK_OK(rk_connect(footer, "refreshing", (rk_callback)any_void, NULL, NULL, NULL));
    CHECK_OK(rk_footer_set_metrics(footer, &base));
    for (k = 0; k < sizeof inputs / sizeof inputs[0]; k++) {
        const length_input *in = &inputs[k];
        double beyond[2];
        footer_snapshot before, after;
        int side;
        beyond[0] = nextafter(in->low, -INFINITY);
        beyond[1] = nextafter(in->high, INFINITY);
        for (side = 0; side < 2; side++) {
            double edge = side == 0 ? in->low : in->high;
            RKT_NOTE("%s = %.17g (accepted edge)", in->name, edge);
            CHECK_OK(set_length(footer, &base, in->field, edge));
            snapshot(footer, &before);
            CHECK_MSG(snapshot_finite(&before), "%s at %.17g: the footer reports a non-finite value",
                      in->name, edge);
            /* Below 0 is refused anyway for sizes; only the bounds at +-1e9 and 0.001 are limits. */
            if (side == 0 && in->low == 0) continue;
            RKT_NOTE("%s = %.17g (beyond the edge)", in->name, beyond[side]);
            footer_signal_calls = 0;
            CHECK_RC(set_length(footer, &base, in->field, beyond[side]), RK_ERR_INVALID_ARGUMENT);
            snapshot(footer, &after);
            CHECK_MSG(memcmp(&before, &after, sizeof before) == 0, "%s: a refused %.17g changed the footer",
                      in->name, beyond[side]);
            CHECK_EQ_INT(footer_signal_calls, 0);
        }
        /* Back to ordinary values for the next input. */
        RKT_NOTE("%s: restore", in->name);
        if (in->field == L_HEIGHT) CHECK_OK(rk_footer_set_height(footer, 44));
        if (in->field == L_IGNORED_INSET) CHECK_OK(rk_footer_set_ignored_bottom_inset(footer, 0));
        if (in->field == L_LABEL_INSET) CHECK_OK(rk_footer_set_label_left_inset(footer, 20));
        if (in->field == L_TEXT_WIDTH) CHECK_OK(rk_footer_set_text_width(footer, 0));
        if (in->field == L_IMAGE_W || in->field == L_IMAGE_H) {
            CHECK_OK(rk_footer_set_images(footer, RK_FOOTER_IDLE, NULL, 0));
            CHECK_OK(rk_footer_set_height(footer, 44)); /* a 1e9-tall image grew it */
        }
        CHECK_OK(rk_footer_set_metrics(footer, &base));
    }
    RKT_NOTE("%s", "");
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- the auto footer and the scroll view (1.2) ---- */

/* Every signal of the auto footer and the scroll view counts here. */
static uint32_t family_signal_calls;
static void fam_void(void *o, void *u) { (void)o, (void)u; family_signal_calls++; }
static void fam_ii(void *o, int32_t a, int32_t b, void *u) { (void)o, (void)a, (void)b, (void)u; family_signal_calls++; }
static void fam_i(void *o, int32_t a, void *u) { (void)o, (void)a, (void)u; family_signal_calls++; }
static void fam_d(void *o, double a, void *u) { (void)o, (void)a, (void)u; family_signal_calls++; }
static void fam_dd(void *o, double a, double b, void *u) { (void)o, (void)a, (void)b, (void)u; family_signal_calls++; }
static void fam_ui(void *o, uint64_t a, int32_t b, void *u) { (void)o, (void)a, (void)b, (void)u; family_signal_calls++; }
static void fam_dddd(void *o, double a, double b, double c, double d, void *u) {
    (void)o, (void)a, (void)b, (void)c, (void)d, (void)u;
    family_signal_calls++;
}
static void fam_s(void *o, const char *s, void *u) {
    (void)o, (void)u;
    family_signal_calls++;
    record_text(s);
}
static double fam_measure(void *o, const char *s, void *u) {
    (void)o, (void)u;
    family_signal_calls++;
    return s != NULL ? (double)strlen(s) : 0.0;
}
static void fam_pidd(void *o, void *p, int32_t a, double b, double c, void *u) {
    (void)o, (void)p, (void)a, (void)b, (void)c, (void)u;
    family_signal_calls++;
}

/* A handler on every signal of the auto footer and the scroll view, by name. */
static void connect_family(rk_auto_footer *af, rk_scroll_view *sv) {
    CHECK_OK(rk_connect(af, "state-changed", (rk_callback)fam_ii, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "pulling-percent", (rk_callback)fam_d, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "frame-changed", (rk_callback)fam_ui, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "gif-visibility", (rk_callback)fam_i, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "layout-changed", (rk_callback)fam_dddd, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "inset-requested", (rk_callback)fam_dd, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "offset-requested", (rk_callback)fam_dd, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "alpha-changed", (rk_callback)fam_dd, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "label-changed", (rk_callback)fam_s, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "refreshing", (rk_callback)fam_void, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "end-animation-began", (rk_callback)fam_void, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "spinner-changed", (rk_callback)fam_i, NULL, NULL, NULL));
    CHECK_OK(rk_connect(af, "measure-text", (rk_callback)fam_measure, NULL, NULL, NULL));
    CHECK_OK(rk_connect(sv, "inset-requested", (rk_callback)fam_pidd, NULL, NULL, NULL));
    CHECK_OK(rk_connect(sv, "offset-requested", (rk_callback)fam_pidd, NULL, NULL, NULL));
}

/* Everything the auto footer's and the scroll view's queries show. */
typedef struct {
    rk_footer_state state;
    double percent, alpha, host[3];
    rk_auto_footer_layout layout;
    rk_auto_footer_geometry geometry;
    rk_footer_gif gif;
    rk_scroll_metrics metrics;
    char label[64];
} family_snapshot;

static void family_snap(rk_auto_footer *af, rk_scroll_view *sv, family_snapshot *s) {
    int e;
    memset(s, 0, sizeof *s);
    s->layout.struct_size = sizeof s->layout;
    s->geometry.struct_size = sizeof s->geometry;
    s->gif.struct_size = sizeof s->gif;
    s->metrics.struct_size = sizeof s->metrics;
    CHECK_OK(rk_auto_footer_get_state(af, &s->state));
    CHECK_OK(rk_auto_footer_get_pulling_percent(af, &s->percent));
    CHECK_OK(rk_auto_footer_get_alpha(af, &s->alpha));
    CHECK_OK(rk_auto_footer_get_layout(af, &s->layout));
    CHECK_OK(rk_auto_footer_get_geometry(af, &s->geometry));
    CHECK_OK(rk_auto_footer_get_gif(af, &s->gif));
    CHECK_OK(rk_auto_footer_get_label(af, s->label, sizeof s->label, NULL));
    CHECK_OK(rk_scroll_view_get_metrics(sv, &s->metrics));
    for (e = RK_SCROLL_EDGE_TOP; e <= RK_SCROLL_EDGE_RIGHT; e++) {
        CHECK_OK(rk_scroll_view_get_host_inset(sv, e, &s->host[e]));
    }
}

static int family_finite(const family_snapshot *s) {
    const rk_auto_footer_geometry *g = &s->geometry;
    const rk_rect *r[4];
    int i, ok = isfinite(s->percent) && isfinite(s->alpha) && isfinite(g->height) &&
                isfinite(g->base_bottom) && isfinite(g->bottom_contribution) &&
                isfinite(g->trigger_percent) && isfinite(g->trigger_offset) &&
                isfinite(g->pan_end_offset) && isfinite(g->top_rest_offset) &&
                isfinite(g->previous_offset);
    r[0] = &s->layout.footer;
    r[1] = &s->layout.label;
    r[2] = &s->layout.spinner;
    r[3] = &s->layout.gif;
    for (i = 0; i < 4; i++) {
        ok &= isfinite(r[i]->x) && isfinite(r[i]->y) && isfinite(r[i]->width) && isfinite(r[i]->height);
    }
    for (i = 0; i < 3; i++) ok &= isfinite(s->host[i]);
    return ok;
}

enum {
    A_HEIGHT, A_IGNORED_INSET, A_LABEL_INSET, A_TEXT_WIDTH, A_SPINNER_W, A_SPINNER_H, A_TRIGGER,
    A_IMAGE_W, A_IMAGE_H, S_VIEW_W, S_VIEW_H, S_CONTENT_H, S_CONTENT_W, S_INSET_TOP, S_INSET_BOTTOM,
    S_INSET_LEFT, S_INSET_RIGHT, S_OFFSET_Y, S_OFFSET_X
};

static rk_status set_family_length(rk_auto_footer *af, rk_scroll_view *sv, const rk_scroll_metrics *base,
                                   int field, double v) {
    rk_scroll_metrics m = *base;
    rk_image image = {7, 10, 10};
    switch (field) {
    case A_HEIGHT: return rk_auto_footer_set_height(af, v);
    case A_IGNORED_INSET: return rk_auto_footer_set_ignored_bottom_inset(af, v);
    case A_LABEL_INSET: return rk_auto_footer_set_label_left_inset(af, v);
    case A_TEXT_WIDTH: return rk_auto_footer_set_text_width(af, v);
    case A_SPINNER_W: return rk_auto_footer_set_spinner_size(af, v, 20);
    case A_SPINNER_H: return rk_auto_footer_set_spinner_size(af, 20, v);
    case A_TRIGGER: return rk_auto_footer_set_trigger_percent(af, v);
    case A_IMAGE_W: image.width = v; return rk_auto_footer_set_images(af, RK_FOOTER_REFRESHING, &image, 1);
    case A_IMAGE_H: image.height = v; return rk_auto_footer_set_images(af, RK_FOOTER_REFRESHING, &image, 1);
    case S_VIEW_W: m.viewport_width = v; break;
    case S_VIEW_H: m.viewport_height = v; break;
    case S_CONTENT_H: m.content_height = v; break;
    case S_CONTENT_W: m.content_width = v; break;
    case S_INSET_TOP: m.inset_top = v; break;
    case S_INSET_BOTTOM: m.inset_bottom = v; break;
    case S_INSET_LEFT: m.inset_left = v; break;
    case S_INSET_RIGHT: m.inset_right = v; break;
    case S_OFFSET_Y: m.offset_y = v; break;
    case S_OFFSET_X: m.offset_x = v; break;
    default: break;
    }
    return rk_scroll_view_set_metrics(sv, &m);
}

/* F5 for the auto footer (normal style, attached) and the scroll view that drives it: each length
   within its bounds is taken and every reported value stays finite; the next double beyond is
   refused and changes nothing, not a signal of either. The trigger percent is any value within
   +-1e9, negative included. */
static void auto_footer_and_scroll_view_length_limits(void) {
    static const length_input inputs[] = {
        {"auto footer height", 0.001, 1e9, A_HEIGHT},
        {"ignored bottom inset", 0, 1e9, A_IGNORED_INSET},
        {"label left inset", 0, 1e9, A_LABEL_INSET},
        {"text width", 0, 1e9, A_TEXT_WIDTH},
        {"spinner width", 0, 1e9, A_SPINNER_W},
        {"spinner height", 0, 1e9, A_SPINNER_H},
        {"trigger percent", -1e9, 1e9, A_TRIGGER},
        {"image width", 0, 1e9, A_IMAGE_W},
        {"image height", 0, 1e9, A_IMAGE_H},
        {"viewport width", 0, 1e9, S_VIEW_W},
        {"viewport height", 0, 1e9, S_VIEW_H},
        {"content height", 0, 1e9, S_CONTENT_H},
        {"content width", 0, 1e9, S_CONTENT_W},
        {"inset top", -1e9, 1e9, S_INSET_TOP},
        {"inset bottom", -1e9, 1e9, S_INSET_BOTTOM},
        {"inset left", -1e9, 1e9, S_INSET_LEFT},
        {"inset right", -1e9, 1e9, S_INSET_RIGHT},
        {"offset y", -1e9, 1e9, S_OFFSET_Y},
        {"offset x", -1e9, 1e9, S_OFFSET_X},
    };
    rk_context *ctx = NULL;
    rk_auto_footer *af = NULL;
    rk_scroll_view *sv = NULL;
    rk_scroll_metrics base;
    size_t k;
    expect_text(NULL); /* labels are counted, not compared: no case's strings are alive here */
    base = rkt_metrics(375, 600, 0, 1000, 0);
    base.content_width = 375;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_auto_footer_create(ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &af));
    CHECK_OK(rk_scroll_view_create(ctx, &sv));
    connect_family(af, sv);
    CHECK_OK(rk_scroll_view_attach(sv, af));
    CHECK_OK(rk_scroll_view_set_metrics(sv, &base));
    for (k = 0; k < sizeof inputs / sizeof inputs[0]; k++) {
        const length_input *in = &inputs[k];
        double beyond[2];
        family_snapshot before, after;
        int side;
        beyond[0] = nextafter(in->low, -INFINITY);
        beyond[1] = nextafter(in->high, INFINITY);
        for (side = 0; side < 2; side++) {
            double edge = side == 0 ? in->low : in->high;
            RKT_NOTE("%s = %.17g (accepted edge)", in->name, edge);
            CHECK_OK(set_family_length(af, sv, &base, in->field, edge));
            family_snap(af, sv, &before);
            CHECK_MSG(family_finite(&before), "%s at %.17g: the auto footer or the scroll view reports a "
                      "non-finite value", in->name, edge);
            if (side == 0 && in->low == 0) continue;
            RKT_NOTE("%s = %.17g (beyond the edge)", in->name, beyond[side]);
            family_signal_calls = 0;
            CHECK_RC(set_family_length(af, sv, &base, in->field, beyond[side]), RK_ERR_INVALID_ARGUMENT);
            CHECK(rkt_error_length() > 0);
            family_snap(af, sv, &after);
            CHECK_MSG(memcmp(&before, &after, sizeof before) == 0, "%s: a refused %.17g changed the auto "
                      "footer or the scroll view", in->name, beyond[side]);
            CHECK_EQ_INT(family_signal_calls, 0);
        }
        RKT_NOTE("%s: restore", in->name);
        if (in->field == A_HEIGHT) CHECK_OK(rk_auto_footer_set_height(af, 44));
        if (in->field == A_IGNORED_INSET) CHECK_OK(rk_auto_footer_set_ignored_bottom_inset(af, 0));
        if (in->field == A_LABEL_INSET) CHECK_OK(rk_auto_footer_set_label_left_inset(af, 25));
        if (in->field == A_TEXT_WIDTH) CHECK_OK(rk_auto_footer_set_text_width(af, 0));
        if (in->field == A_SPINNER_W || in->field == A_SPINNER_H) CHECK_OK(rk_auto_footer_set_spinner_size(af, 20, 20));
        if (in->field == A_TRIGGER) CHECK_OK(rk_auto_footer_set_trigger_percent(af, 1));
        if (in->field == A_IMAGE_W || in->field == A_IMAGE_H) {
            CHECK_OK(rk_auto_footer_set_images(af, RK_FOOTER_REFRESHING, NULL, 0));
            CHECK_OK(rk_auto_footer_set_height(af, 44)); /* a 1e9-tall image grew it */
        }
        CHECK_OK(rk_scroll_view_set_metrics(sv, &base));
    }
    RKT_NOTE("%s", "");
    CHECK_OK(rk_context_destroy(ctx));
}

typedef struct {
    rk_auto_footer *af;
    const char *text;
    int which; /* 0 a title, 1 frames */
    uint32_t count;
    rk_status expected;
} auto_footer_call;

static rk_status set_auto_frames(rk_auto_footer *af, int which, rk_footer_state state, const rk_image *images,
                                 uint32_t count, double each) {
    uint32_t i;
    for (i = 0; i < count; i++) frame_durations[i] = each;
    switch (which) {
    case 0: return rk_auto_footer_set_images(af, state, images, count);
    case 1: return rk_auto_footer_set_images_with_duration(af, state, images, count, each * count);
    default: return rk_auto_footer_set_images_with_frame_durations(af, state, images, frame_durations, count);
    }
}

static void *auto_footer_call_elsewhere(void *arg) {
    auto_footer_call *c = arg;
    if (c->which == 0) {
        CHECK_RC(rk_auto_footer_set_title(c->af, RK_FOOTER_IDLE, c->text), c->expected);
    } else {
        CHECK_RC(set_auto_frames(c->af, 2, RK_FOOTER_REFRESHING, frames_b, c->count, 0.01), c->expected);
    }
    return NULL;
}

static void check_auto_title(rk_auto_footer *af, rk_footer_state state, const char *expected) {
    char *buf = malloc(RK_MAX_STRING_BYTES + 1);
    size_t length = 0;
    if (buf == NULL) return;
    CHECK_OK(rk_auto_footer_get_title(af, state, buf, RK_MAX_STRING_BYTES + 1, &length));
    CHECK_EQ_U64(length, strlen(expected));
    CHECK(strcmp(buf, expected) == 0);
    free(buf);
}

static void check_auto_label(rk_auto_footer *af, const char *expected) {
    char *buf = malloc(RK_MAX_STRING_BYTES + 1);
    size_t length = 0;
    if (buf == NULL) return;
    CHECK_OK(rk_auto_footer_get_label(af, buf, RK_MAX_STRING_BYTES + 1, &length));
    CHECK_EQ_U64(length, strlen(expected));
    CHECK(strcmp(buf, expected) == 0);
    free(buf);
}

/* The frame shown at `index` of a Refreshing loop of `each` seconds a frame started now. */
static void check_auto_frame(rk_auto_footer *af, uint32_t index, uint64_t first_id, double each) {
    uint64_t id = 0;
    int32_t got = -1;
    CHECK_OK(rk_auto_footer_frame_at(af, fake_clock.now + each * index + each / 2, &id, &got));
    CHECK_EQ_INT(got, (int32_t)index);
    CHECK_EQ_U64(id, first_id + index);
}

/* The auto footer's titles and languages at RK_MAX_STRING_BYTES (the longest title kept whole and
   shown, one byte more refused on any thread, changing nothing) and its frames at
   RK_FOOTER_MAX_FRAMES (accepted by the three setters in every state, one more refused; a
   Refreshing loop of 4,096 frames animates and survives every refused setter). */
static void auto_footer_string_and_frame_limits(void) {
    static const rk_footer_state states[] = {RK_FOOTER_IDLE, RK_FOOTER_PULLING, RK_FOOTER_REFRESHING,
                                             RK_FOOTER_WILL_REFRESH, RK_FOOTER_NO_MORE_DATA};
    limit_strings s;
    rk_context *ctx = NULL;
    rk_auto_footer *af = NULL;
    rk_scroll_view *sv = NULL;
    rk_footer_state state = -1;
    auto_footer_call call;
    int i, which;
    size_t k;
    if (!make_limit_strings(&s)) {
        CHECK_MSG(0, "out of memory");
        free_limit_strings(&s);
        return;
    }
    expect_text(NULL); /* until the first title below, labels are counted, not compared */
    rkt_clock_init(&fake_clock, 1000.0);
    fill_frames(frames_a, RK_FOOTER_MAX_FRAMES + 1, 20000);
    fill_frames(frames_b, RK_FOOTER_MAX_FRAMES + 1, 60000);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rkt_clock_install(ctx, &fake_clock));
    CHECK_OK(rk_auto_footer_create(ctx, RK_AUTO_FOOTER_STYLE_GIF, &af));
    CHECK_OK(rk_scroll_view_create(ctx, &sv));
    connect_family(af, sv);
    CHECK_OK(rk_scroll_view_attach(sv, af));

    for (i = 0; i < 3; i++) {
        const char *ok = fitting(&s, i);
        RKT_NOTE("title that fits: %s", fitting_names[i]);
        expect_text(ok);
        CHECK_OK(rk_auto_footer_set_title(af, RK_FOOTER_IDLE, ok));
        CHECK_EQ_INT(got.calls, 1); /* Idle is shown: the label changes at once */
        CHECK(got.same);
        check_auto_title(af, RK_FOOTER_IDLE, ok);
        check_auto_label(af, ok);
        CHECK_OK(rk_auto_footer_set_title(af, RK_FOOTER_NO_MORE_DATA, ok));
        check_auto_title(af, RK_FOOTER_NO_MORE_DATA, ok);
    }
    for (i = 0; i < 3; i++) {
        RKT_NOTE("title too long: %s", too_long_names[i]);
        family_signal_calls = 0;
        CHECK_RC(rk_auto_footer_set_title(af, RK_FOOTER_IDLE, too_long(&s, i)), RK_ERR_INVALID_ARGUMENT);
        CHECK(rkt_error_length() > 0);
        CHECK_RC(rk_auto_footer_set_title(af, RK_FOOTER_PULLING, too_long(&s, i)), RK_ERR_INVALID_ARGUMENT);
        CHECK_RC(rk_auto_footer_set_language(af, too_long(&s, i)), RK_ERR_INVALID_ARGUMENT);
        CHECK_EQ_INT(family_signal_calls, 0);
        check_auto_title(af, RK_FOOTER_IDLE, s.tail_max);
        check_auto_title(af, RK_FOOTER_PULLING, "");
        check_auto_label(af, s.tail_max);
    }
    RKT_NOTE("titles from another thread");
    memset(&call, 0, sizeof call);
    call.af = af;
    call.text = s.ascii_over;
    call.expected = RK_ERR_INVALID_ARGUMENT;
    RKT_RUN_THREAD(auto_footer_call_elsewhere, &call);
    run_until_idle(ctx);
    check_auto_label(af, s.tail_max);
    call.text = s.utf8_max;
    call.expected = RK_OK;
    RKT_RUN_THREAD(auto_footer_call_elsewhere, &call);
    expect_text(s.utf8_max);
    run_until_idle(ctx);
    CHECK_EQ_INT(got.calls, 1);
    CHECK(got.same);
    check_auto_label(af, s.utf8_max);
    /* The longest language tag is valid (and English); custom titles survive it (F7). */
    CHECK_OK(rk_auto_footer_set_language(af, s.ascii_max));
    check_auto_title(af, RK_FOOTER_IDLE, s.utf8_max);

    /* Frames: every setter, every state. */
    for (which = 0; which < 3; which++) {
        for (k = 0; k < sizeof states / sizeof states[0]; k++) {
            RKT_NOTE("setter %d, state %d", which, (int)states[k]);
            CHECK_OK(set_auto_frames(af, which, states[k], frames_a, RK_FOOTER_MAX_FRAMES, 0.01));
            CHECK_RC(set_auto_frames(af, which, states[k], frames_b, RK_FOOTER_MAX_FRAMES + 1, 0.01),
                     RK_ERR_INVALID_ARGUMENT);
            CHECK(rkt_error_length() > 0);
        }
    }
    CHECK_OK(rk_auto_footer_begin_refreshing(af, NULL, NULL));
    CHECK_OK(rk_auto_footer_get_state(af, &state));
    CHECK_EQ_INT(state, RK_FOOTER_REFRESHING);
    CHECK_OK(set_auto_frames(af, 2, RK_FOOTER_REFRESHING, frames_a, RK_FOOTER_MAX_FRAMES, 0.01));
    check_auto_frame(af, 0, 20000, 0.01);
    check_auto_frame(af, RK_FOOTER_MAX_FRAMES - 1, 20000, 0.01);
    for (which = 0; which < 3; which++) {
        RKT_NOTE("refused setter %d while refreshing", which);
        family_signal_calls = 0;
        CHECK_RC(set_auto_frames(af, which, RK_FOOTER_REFRESHING, frames_b, RK_FOOTER_MAX_FRAMES + 1, 0.01),
                 RK_ERR_INVALID_ARGUMENT);
        CHECK_EQ_INT(family_signal_calls, 0);
        check_auto_frame(af, RK_FOOTER_MAX_FRAMES - 1, 20000, 0.01);
    }
    RKT_NOTE("frames from another thread");
    call.which = 1;
    call.count = RK_FOOTER_MAX_FRAMES + 1;
    call.expected = RK_ERR_INVALID_ARGUMENT;
    RKT_RUN_THREAD(auto_footer_call_elsewhere, &call);
    run_until_idle(ctx);
    check_auto_frame(af, RK_FOOTER_MAX_FRAMES - 1, 20000, 0.01);
    call.count = RK_FOOTER_MAX_FRAMES;
    call.expected = RK_OK;
    RKT_RUN_THREAD(auto_footer_call_elsewhere, &call);
    run_until_idle(ctx);
    check_auto_frame(af, RK_FOOTER_MAX_FRAMES - 1, 60000, 0.01);
    RKT_NOTE("%s", "");
    CHECK_OK(rk_context_destroy(ctx));
    expect_text(NULL); /* the strings are freed next: nothing may compare with them later */
    free_limit_strings(&s);
}

/* ---- the last-updated store (1.2): RK_LAST_UPDATED_KEY_MAX and RK_LAST_UPDATED_MAX_KEYS ---- */

/* The calling thread's last error message contains one of two words (the limit's name or number). */
static void check_message_names(const char *what, const char *a, const char *b) {
    char message[512];
    rk_last_error_message(message, sizeof message);
    CHECK_MSG(strstr(message, a) != NULL || strstr(message, b) != NULL,
              "%s: the message \"%s\" names neither %s nor %s", what, message, a, b);
}

/* A key of `bytes` bytes: `unit` repeated, then 'k' to fill (units are whole characters). */
static void make_key(char *out, size_t bytes, const char *unit) {
    size_t u = strlen(unit), n = 0;
    while (n + u <= bytes) {
        memcpy(out + n, unit, u);
        n += u;
    }
    while (n < bytes) out[n++] = 'k';
    out[n] = '\0';
}

/* Keys: RK_LAST_UPDATED_KEY_MAX bytes are taken by every function that takes a key; one byte more is
   RK_ERR_INVALID_ARGUMENT with a message naming the limit, and changes nothing. */
static void last_updated_key_limit(void) {
    static char fits_ascii[RK_LAST_UPDATED_KEY_MAX + 1], fits_utf8[RK_LAST_UPDATED_KEY_MAX + 1];
    static char over_ascii[RK_LAST_UPDATED_KEY_MAX + 2], over_utf8[RK_LAST_UPDATED_KEY_MAX + 2];
    static char buf[RK_LAST_UPDATED_KEY_MAX + 16];
    const char *fits[2], *over[2];
    rk_context *ctx = NULL;
    rk_header *header = NULL;
    double t = -1;
    uint32_t count = 99;
    size_t len = 0;
    int i;
    make_key(fits_ascii, RK_LAST_UPDATED_KEY_MAX, "a");
    make_key(fits_utf8, RK_LAST_UPDATED_KEY_MAX, "\xe2\x82\xac"); /* 341 euro signs and one 'k' */
    make_key(over_ascii, RK_LAST_UPDATED_KEY_MAX + 1, "a");
    make_key(over_utf8, RK_LAST_UPDATED_KEY_MAX + 1, "\xe2\x82\xac");
    fits[0] = fits_ascii;
    fits[1] = fits_utf8;
    over[0] = over_ascii;
    over[1] = over_utf8;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &header));
    for (i = 0; i < 2; i++) {
        RKT_NOTE("key of RK_LAST_UPDATED_KEY_MAX bytes (%s)", i == 0 ? "ASCII" : "3-byte characters");
        CHECK_OK(rk_context_set_last_updated(ctx, fits[i], 1.6e9 + i));
        CHECK_OK(rk_context_get_last_updated(ctx, fits[i], &t));
        CHECK_EQ_BITS(t, 1.6e9 + i);
        CHECK_OK(rk_header_set_last_updated_key(header, fits[i]));
        CHECK_OK(rk_header_get_last_updated_key(header, buf, sizeof buf, &len));
        CHECK_EQ_U64(len, RK_LAST_UPDATED_KEY_MAX);
        CHECK_STR(buf, fits[i]);
    }
    CHECK_OK(rk_context_last_updated_entry(ctx, 0, buf, sizeof buf, &len, NULL, &count));
    CHECK_EQ_INT(count, 2);
    CHECK_EQ_U64(len, RK_LAST_UPDATED_KEY_MAX);
    for (i = 0; i < 2; i++) {
        RKT_NOTE("key of RK_LAST_UPDATED_KEY_MAX + 1 bytes (%s)", i == 0 ? "ASCII" : "3-byte characters");
        t = -1;
        CHECK_RC(rk_context_set_last_updated(ctx, over[i], 1.7e9), RK_ERR_INVALID_ARGUMENT);
        check_message_names("set_last_updated", "RK_LAST_UPDATED_KEY_MAX", "1024");
        CHECK_RC(rk_context_get_last_updated(ctx, over[i], &t), RK_ERR_INVALID_ARGUMENT);
        check_message_names("get_last_updated", "RK_LAST_UPDATED_KEY_MAX", "1024");
        CHECK_EQ_BITS(t, -1.0);
        CHECK_RC(rk_context_remove_last_updated(ctx, over[i]), RK_ERR_INVALID_ARGUMENT);
        check_message_names("remove_last_updated", "RK_LAST_UPDATED_KEY_MAX", "1024");
        CHECK_RC(rk_header_set_last_updated_key(header, over[i]), RK_ERR_INVALID_ARGUMENT);
        check_message_names("header_set_last_updated_key", "RK_LAST_UPDATED_KEY_MAX", "1024");
        /* Nothing changed: the store still holds the two keys, the header the last one. */
        CHECK_OK(rk_context_last_updated_entry(ctx, 0, NULL, 0, NULL, NULL, &count));
        CHECK_EQ_INT(count, 2);
        CHECK_OK(rk_header_get_last_updated_key(header, buf, sizeof buf, NULL));
        CHECK_STR(buf, fits_utf8);
    }
    RKT_NOTE("%s", "");
    CHECK_OK(rk_context_destroy(ctx));
}

/* Store size: RK_LAST_UPDATED_MAX_KEYS keys are held; a new key beyond is RK_ERR_LIMIT with a message
   naming the limit, and changes nothing; an existing key is still updated, and a freed place takes a
   new key. rk_context_last_updated_entry past the end is RK_ERR_NOT_FOUND with *out_count written. */
static void last_updated_store_limit(void) {
    rk_context *ctx = NULL;
    rk_header *header = NULL;
    char key[32], prev[32], buf[32];
    uint32_t i, count = 77;
    double t = -1;
    size_t len = 0x77;
    rk_status st;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_header_create(ctx, RK_HEADER_STYLE_GIF, &header));
    /* An empty store: index 0 is past the end, and tells the count. */
    st = rk_context_last_updated_entry(ctx, 0, buf, sizeof buf, &len, &t, &count);
    CHECK_MSG(st == RK_ERR_NOT_FOUND, "entry 0 of an empty store: %d (%s)", (int)st, rk_status_string(st));
    CHECK_EQ_INT(count, 0);
    CHECK_EQ_U64(len, 0x77);
    CHECK_EQ_BITS(t, -1.0);
    for (i = 0; i < RK_LAST_UPDATED_MAX_KEYS; i++) {
        snprintf(key, sizeof key, "key-%05u", (unsigned)i);
        st = rk_context_set_last_updated(ctx, key, 1.0e9 + i);
        if (st != RK_OK) {
            CHECK_MSG(0, "key %u of %d refused: %d (%s)", (unsigned)i, RK_LAST_UPDATED_MAX_KEYS, (int)st,
                      rk_status_string(st));
            break;
        }
    }
    CHECK_OK(rk_context_last_updated_entry(ctx, 0, NULL, 0, NULL, NULL, &count));
    CHECK_EQ_INT(count, RK_LAST_UPDATED_MAX_KEYS);
    /* One more new key: refused, not stored. */
    CHECK_RC(rk_context_set_last_updated(ctx, "one-too-many", 1.5e9), RK_ERR_LIMIT);
    check_message_names("set_last_updated beyond the store", "RK_LAST_UPDATED_MAX_KEYS", "4096");
    t = -1;
    CHECK_RC(rk_context_get_last_updated(ctx, "one-too-many", &t), RK_ERR_NOT_FOUND);
    CHECK_EQ_BITS(t, -1.0);
    CHECK_OK(rk_context_last_updated_entry(ctx, 0, NULL, 0, NULL, NULL, &count));
    CHECK_EQ_INT(count, RK_LAST_UPDATED_MAX_KEYS);
    /* A full store still takes a new time for a key it holds. */
    CHECK_OK(rk_context_set_last_updated(ctx, "key-00007", 1.25e9));
    CHECK_OK(rk_context_get_last_updated(ctx, "key-00007", &t));
    CHECK_EQ_BITS(t, 1.25e9);
    /* Every entry is intact, in key order; past the end is not found, with the count written. */
    prev[0] = '\0';
    for (i = 0; i < RK_LAST_UPDATED_MAX_KEYS; i++) {
        double want;
        RKT_NOTE("entry %u", (unsigned)i);
        count = 0;
        CHECK_OK(rk_context_last_updated_entry(ctx, i, buf, sizeof buf, &len, &t, &count));
        CHECK_EQ_INT(count, RK_LAST_UPDATED_MAX_KEYS);
        CHECK_MSG(strcmp(prev, buf) < 0, "entry %u \"%s\" is not after \"%s\" (key order)", (unsigned)i, buf,
                  prev);
        snprintf(key, sizeof key, "key-%05u", (unsigned)i);
        CHECK_STR(buf, key);
        CHECK_EQ_U64(len, strlen(key));
        want = i == 7 ? 1.25e9 : 1.0e9 + i;
        CHECK_EQ_BITS(t, want);
        snprintf(prev, sizeof prev, "%s", buf);
    }
    {
        const uint32_t past[] = {RK_LAST_UPDATED_MAX_KEYS, RK_LAST_UPDATED_MAX_KEYS + 1, UINT32_MAX};
        size_t p;
        for (p = 0; p < sizeof past / sizeof past[0]; p++) {
            RKT_NOTE("entry %u (past the end)", (unsigned)past[p]);
            count = 0;
            len = 0x77;
            t = -1;
            memset(buf, 'Z', sizeof buf);
            CHECK_RC(rk_context_last_updated_entry(ctx, past[p], buf, sizeof buf, &len, &t, &count),
                     RK_ERR_NOT_FOUND);
            CHECK_EQ_INT(count, RK_LAST_UPDATED_MAX_KEYS);
            CHECK_EQ_U64(len, 0x77);
            CHECK_EQ_BITS(t, -1.0);
            CHECK_EQ_INT(buf[0], 'Z');
        }
    }
    /* A freed place takes the refused key. */
    CHECK_OK(rk_context_remove_last_updated(ctx, "key-00100"));
    CHECK_OK(rk_context_set_last_updated(ctx, "one-too-many", 1.5e9));
    CHECK_OK(rk_context_last_updated_entry(ctx, 0, NULL, 0, NULL, NULL, &count));
    CHECK_EQ_INT(count, RK_LAST_UPDATED_MAX_KEYS);
    CHECK_RC(rk_context_set_last_updated(ctx, "key-00100", 1.5e9), RK_ERR_LIMIT);
    /* A header still works with a full store (its key is the shared default, not stored). */
    {
        rk_footer_state state = -1;
        CHECK_OK(rk_header_begin_refreshing(header, NULL, NULL));
        CHECK_OK(rk_header_end_refreshing(header, NULL, NULL));
        CHECK_OK(rk_header_get_state(header, &state));
        CHECK_EQ_INT(state, RK_FOOTER_IDLE);
        CHECK_OK(rk_context_last_updated_entry(ctx, 0, NULL, 0, NULL, NULL, &count));
        CHECK_EQ_INT(count, RK_LAST_UPDATED_MAX_KEYS);
    }
    RKT_NOTE("%s", "");
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- signal parameters ---- */

/* No signal of any kind has more than RK_SIGNAL_MAX_PARAMS parameters; the entries past
   param_count are empty. */
static void signal_param_limit(void) {
    static const rk_kind kinds[] = {RK_KIND_CONTEXT, RK_KIND_PROBE, RK_KIND_FOOTER, RK_KIND_TASK,
                                    RK_KIND_INDICATOR, RK_KIND_HEADER, RK_KIND_TRAILER,
                                    RK_KIND_AUTO_FOOTER, RK_KIND_SCROLL_VIEW};
    uint32_t widest = 0, total = 0;
    size_t k;
    for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        uint32_t count = 0, i, p;
        CHECK_OK(rk_signal_count(kinds[k], &count));
        CHECK_MSG(count > 0, "kind %d has no signals", (int)kinds[k]);
        for (i = 0; i < count; i++) {
            rk_signal_desc d;
            memset(&d, 0xCD, sizeof d);
            d.struct_size = sizeof d;
            RKT_NOTE("kind %d signal %u", (int)kinds[k], i);
            CHECK_OK(rk_signal_info(kinds[k], i, &d));
            CHECK(d.param_count <= RK_SIGNAL_MAX_PARAMS);
            for (p = d.param_count; p < RK_SIGNAL_MAX_PARAMS; p++) {
                CHECK_EQ_INT(d.param_types[p], RK_TYPE_VOID);
                CHECK(d.param_names[p] == NULL);
            }
            if (d.param_count > widest) widest = d.param_count;
            total++;
        }
        /* One past the last signal is not found, and changes nothing. */
        {
            rk_signal_desc d;
            memset(&d, 0xCD, sizeof d);
            d.struct_size = sizeof d;
            CHECK_RC(rk_signal_info(kinds[k], count, &d), RK_ERR_NOT_FOUND);
            CHECK_EQ_U64(d.index, 0xCDCDCDCDu);
        }
    }
    RKT_NOTE("%s", "");
    printf("# %u signals; the widest has %u of at most %d parameters\n", total, widest,
           RK_SIGNAL_MAX_PARAMS);
}

/* ---- creations over a process's life (issue 11, item 3) ---- */

/* One context at a time, created and destroyed again and again: the slot's generations used to
   run out after 16,383 reuses per slot, so after 1,024 x 16,383 = 16,776,192 creations every
   create failed for good, with the false message "too many live contexts". A host creating 100
   contexts a second met it in two days. Now a process has room for 268,434,432. */
#define OLD_CONTEXT_CREATIONS 16776192L
static void context_creations_are_not_a_lifetime_cap(void) {
    long i, failures = 0;
    double start = wall_seconds();
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_status first_failure = RK_OK;
    char message[256] = "";
    for (i = 0; i < OLD_CONTEXT_CREATIONS + 1000; i++) {
        rk_status status = rk_context_create(&ctx);
        if (status != RK_OK) {
            if (failures++ == 0) {
                first_failure = status;
                rk_last_error_message(message, sizeof message);
                RKT_NOTE("creation %ld failed", i);
            }
            break;
        }
        if (rk_context_destroy(ctx) != RK_OK) failures++;
    }
    CHECK_MSG(failures == 0, "creation %ld failed with %d (%s): %s", i, (int)first_failure,
              rk_status_string(first_failure), message);
    /* The last context made is as good as the first: it holds objects and emits. */
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_probe_emit_ping(probe));
    CHECK_OK(rk_context_destroy(ctx));
    printf("# %ld context creations in %.1f s\n", i + 1, wall_seconds() - start);
}

static const rkt_case cases[] = {
    RKT_CASE(context_limit_nothing_corrupted),
    RKT_CASE(dispatch_nesting_nothing_lost),
    RKT_CASE(string_limit_probe_and_signals),
    RKT_CASE(string_limit_footer),
    RKT_CASE(string_limit_task_message),
    RKT_CASE(footer_frame_limit),
    RKT_CASE(footer_length_limits),
    RKT_CASE(auto_footer_and_scroll_view_length_limits),
    RKT_CASE(auto_footer_string_and_frame_limits),
    RKT_CASE(signal_param_limit),
    RKT_CASE(last_updated_key_limit),
    RKT_CASE(last_updated_store_limit),
    /* Last: ~5 s and ~1.9 GB; leave it out under valgrind and ASan (see its comment). */
    RKT_CASE(object_slots_exhausted),
    RKT_CASE(context_creations_are_not_a_lifetime_cap),
};

RKT_MAIN(cases)
