/*
 * test_footer_threads: footer commands called off the loop thread are checked at the call, queued,
 * and applied at the next rk_context_dispatch on the loop thread, in call order (F1), with their
 * completions and signals on the loop thread; queries off the loop thread return
 * RK_ERR_WRONG_THREAD. "Applied in call order" is checked against a twin footer that gets the same
 * calls directly on the loop thread: both must emit the same events.
 */
#include "test_footer_fixture.c"


/* ---- scripts of footer calls ---- */

enum { OP_METRICS, OP_END, OP_END_NMD, OP_RESET, OP_BEGIN, OP_TITLE, OP_LANGUAGE, OP_HEIGHT,
       OP_DATA_COUNT, OP_LABEL_HIDDEN, OP_IMAGES, OP_VISIBLE };

typedef struct {
    int kind;
    rk_scroll_metrics m;
    int32_t i;
    double d;
    const char *s;
    int tag; /* completion tag, 0 = none */
} op;

static rk_status apply_op(fx *f, const op *o) {
    void *done = o->tag ? (void *)&f->done[o->tag] : NULL;
    rk_completion_fn fn = o->tag ? fx_on_done : NULL;
    switch (o->kind) {
    case OP_METRICS: return rk_footer_set_metrics(f->footer, &o->m);
    case OP_END: return rk_footer_end_refreshing(f->footer, fn, done);
    case OP_END_NMD: return rk_footer_end_refreshing_with_no_more_data(f->footer, fn, done);
    case OP_RESET: return rk_footer_reset_no_more_data(f->footer, fn, done);
    case OP_BEGIN: return rk_footer_begin_refreshing(f->footer, fn, done);
    case OP_TITLE: return rk_footer_set_title(f->footer, o->i, o->s);
    case OP_LANGUAGE: return rk_footer_set_language(f->footer, o->s);
    case OP_HEIGHT: return rk_footer_set_height(f->footer, o->d);
    case OP_DATA_COUNT: return rk_footer_set_data_count(f->footer, o->i);
    case OP_LABEL_HIDDEN: return rk_footer_set_label_hidden(f->footer, o->i);
    case OP_VISIBLE: return rk_footer_set_visible(f->footer, o->i);
    default: {
        rk_image img[3] = {{900, 40, 40}, {901, 40, 40}, {902, 40, 40}};
        return rk_footer_set_images(f->footer, o->i, img, 3);
    }
    }
}

typedef struct {
    fx *f;
    const op *ops;
    size_t count;
    rk_status want;
    int failures;
} script;

static void *run_script(void *arg) {
    script *s = arg;
    size_t i;
    for (i = 0; i < s->count; i++) {
        rk_status got = apply_op(s->f, &s->ops[i]);
        if (got != s->want) {
            s->failures++;
            fprintf(stderr, "off-thread op %zu (kind %d) returned %d, expected %d\n", i,
                    s->ops[i].kind, (int)got, (int)s->want);
        }
    }
    return NULL;
}

/* Runs the script on a new thread and waits for it. */
static void off_thread(fx *f, const op *ops, size_t count, rk_status want) {
    script s;
    s.f = f;
    s.ops = ops;
    s.count = count;
    s.want = want;
    s.failures = 0;
    RKT_RUN_THREAD(run_script, &s);
    CHECK_EQ_INT(s.failures, 0);
}

static void on_loop(fx *f, const op *ops, size_t count) {
    size_t i;
    for (i = 0; i < count; i++) CHECK_OK(apply_op(f, &ops[i]));
}

static void init_tags(fx *f, const op *ops, size_t count) {
    size_t i;
    for (i = 0; i < count; i++) {
        if (ops[i].tag) fx_done(f, ops[i].tag);
    }
}

/* Runs ops off the loop thread on f and on the loop thread on twin (both prepared the same way):
   nothing happens to f before dispatch; after it, f emitted exactly what twin did. */
static void compare_with_twin(fx *f, fx *twin, const op *ops, size_t count) {
    char got[16384];
    double timeout = -5;
    rk_footer_state state_before = fx_state(f);
    double percent_before = fx_percent(f);
    init_tags(f, ops, count);
    init_tags(twin, ops, count);
    fx_mark(f);
    fx_mark(twin);
    off_thread(f, ops, count, RK_OK);
    /* Queued, not applied. */
    CHECK_EQ_U64(f->nev, f->mark);
    CHECK_EQ_INT(fx_state(f), state_before);
    CHECK_EQ_BITS(fx_percent(f), percent_before);
    CHECK_OK(rk_context_next_timeout(f->fx.ctx, &timeout));
    CHECK_EQ_BITS(timeout, 0.0);
    CHECK_EQ_INT(rkt_fd_readable(f->fx.ctx), 1);
    fx_run(f);
    on_loop(twin, ops, count);
    snprintf(got, sizeof got, "%s", fx_seq_mask(f, EVM_ALL));
    CHECK_MSG(strcmp(got, fx_seq_mask(twin, EVM_ALL)) == 0,
              "queued calls emitted\n    %s\n  calls on the loop thread emitted\n    %s", got,
              fx_seq_mask(twin, EVM_ALL));
    CHECK(f->nev > f->mark); /* something did happen */
    CHECK_EQ_INT(fx_state(f), fx_state(twin));
    fx_mark(f);
    fx_mark(twin);
}

static op metrics_op(const fx *f, double y, int dragging) {
    op o;
    memset(&o, 0, sizeof o);
    o.kind = OP_METRICS;
    o.m = f->m;
    o.m.offset_y = y;
    o.m.dragging = dragging;
    return o;
}

static fx *new_AG(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    fx_setup_G(f, 1, 1, 1);
    return f;
}

/* ---- cases ---- */

/* A drag past the trigger and a release, reported from a worker: applied at dispatch, in order. */
static void metrics_off_thread_queued_in_order(void) {
    fx *f = new_AG(), *twin = new_AG();
    op ops[4];
    ops[0] = metrics_op(f, 430, 1);
    ops[1] = metrics_op(f, 470, 1);
    ops[2] = metrics_op(f, 455, 1);
    ops[3] = metrics_op(f, 475, 1);
    compare_with_twin(f, twin, ops, 4);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_PULLING);
    CHECK_EQ_BITS(fx_percent(f), 75.0 / 60);
    ops[0] = metrics_op(f, 468, 0);
    compare_with_twin(f, twin, ops, 1);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    fx_advance(f, 0.25);
    fx_advance(twin, 0.25);
    CHECK_EQ_INT(fx_count(f, EV_REFRESHING), 1);
    fx_free(f);
    fx_free(twin);
}

/* Rows loaded and endRefreshing from a worker: at dispatch the frame moves, then the end (with
   the re-assert), in that order; the completion runs on the loop thread after the slow duration. */
static void end_refreshing_off_thread_queued(void) {
    fx *f = new_AG(), *twin = new_AG();
    op ops[3];
    fx *both[2];
    int k;
    both[0] = f;
    both[1] = twin;
    for (k = 0; k < 2; k++) {
        CHECK_OK(rk_footer_set_data_count(both[k]->footer, 20));
        CHECK_OK(rk_footer_begin_refreshing(both[k]->footer, NULL, NULL));
        fx_advance(both[k], 0.25);
        fx_push(both[k]);
    }
    memset(ops, 0, sizeof ops);
    ops[0].kind = OP_DATA_COUNT;
    ops[0].i = 40;
    ops[1] = metrics_op(f, f->m.offset_y, 0);
    ops[1].m.content_height = 1800;
    ops[2].kind = OP_END;
    ops[2].tag = 7;
    compare_with_twin(f, twin, ops, 3);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 1800.0);
    CHECK_EQ_INT(fx_count(f, EV_OFFSET), 2); /* the refresh's offset and the re-assert */
    CHECK_EQ_INT(f->done[7].calls, 0);
    fx_advance(f, 0.4);
    fx_advance(twin, 0.4);
    CHECK_EQ_INT(f->done[7].calls, 1);
    CHECK_EQ_INT(f->done[7].finished, 1);
    CHECK_EQ_INT(f->done[7].off_loop, 0);
    fx_free(f);
    fx_free(twin);
}

/* Many kinds of commands from a worker, some superseding others: same effects, same order. */
static void mixed_commands_off_thread_in_order(void) {
    fx *f = new_AG(), *twin = new_AG();
    op ops[14];
    memset(ops, 0, sizeof ops);
    ops[0].kind = OP_TITLE, ops[0].i = RK_FOOTER_IDLE, ops[0].s = "A";
    ops[1].kind = OP_TITLE, ops[1].i = RK_FOOTER_IDLE, ops[1].s = "B";
    ops[2].kind = OP_LANGUAGE, ops[2].s = "ru";
    ops[3].kind = OP_TITLE, ops[3].i = RK_FOOTER_IDLE, ops[3].s = NULL;
    ops[4].kind = OP_HEIGHT, ops[4].d = 72;
    ops[5].kind = OP_IMAGES, ops[5].i = RK_FOOTER_REFRESHING;
    ops[6].kind = OP_BEGIN, ops[6].tag = 1;
    ops[7].kind = OP_END_NMD, ops[7].tag = 2;
    ops[8].kind = OP_RESET, ops[8].tag = 3;
    ops[9].kind = OP_LABEL_HIDDEN, ops[9].i = 1;
    ops[10].kind = OP_VISIBLE, ops[10].i = 0;
    ops[11].kind = OP_BEGIN, ops[11].tag = 4;
    ops[12].kind = OP_VISIBLE, ops[12].i = 1;
    ops[13].kind = OP_END, ops[13].tag = 5;
    compare_with_twin(f, twin, ops, 14);
    fx_advance(f, 1.0);
    fx_advance(twin, 1.0);
    CHECK_STR(fx_seq_mask(f, EVM_ALL), fx_seq_mask(twin, EVM_ALL)); /* each has its own buffer */
    {
        int t;
        for (t = 1; t <= 5; t++) {
            RKT_NOTE("completion %d", t);
            CHECK_EQ_INT(f->done[t].calls, 1);
            CHECK_EQ_INT(f->done[t].finished, twin->done[t].finished);
        }
    }
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_free(f);
    fx_free(twin);
}

/* Two workers: each one's calls apply in its own order. */
typedef struct {
    fx *f;
    int which;
    int failures;
} titler;

static char titles[2][100][8];

static void *title_worker(void *arg) {
    titler *t = arg;
    int i;
    for (i = 0; i < 100; i++) {
        if (rk_footer_set_title(t->f->footer, RK_FOOTER_IDLE, titles[t->which][i]) != RK_OK) {
            t->failures++;
        }
    }
    return NULL;
}

static void two_workers_keep_their_own_order(void) {
    fx *f = fx_new();
    pthread_t th[2];
    titler t[2];
    int k, i, next[2] = {0, 0};
    size_t e;
    fx_setup_A(f);
    for (k = 0; k < 2; k++) {
        for (i = 0; i < 100; i++) snprintf(titles[k][i], sizeof titles[k][i], "%c%d", 'a' + k, i);
        t[k].f = f;
        t[k].which = k;
        t[k].failures = 0;
    }
    for (k = 0; k < 2; k++) CHECK(pthread_create(&th[k], NULL, title_worker, &t[k]) == 0);
    for (k = 0; k < 2; k++) CHECK(pthread_join(th[k], NULL) == 0);
    CHECK_EQ_INT(t[0].failures + t[1].failures, 0);
    CHECK_EQ_INT(fx_count(f, EV_LABEL), 0);
    fx_run(f);
    for (e = 0; e < f->nev; e++) {
        int w, n;
        if (f->ev[e].kind != EV_LABEL) continue;
        w = f->ev[e].text[0] - 'a';
        n = atoi(f->ev[e].text + 1);
        CHECK_MSG(w >= 0 && w < 2 && n == next[w], "label %s out of its thread's order",
                  f->ev[e].text);
        if (w >= 0 && w < 2) next[w] = n + 1;
    }
    CHECK_EQ_INT(next[0], 100);
    CHECK_EQ_INT(next[1], 100);
    CHECK_STR(fx_label(f), fx_last(f, EV_LABEL)->text);
    fx_free(f);
}

/* Queries and loop-only functions from another thread: RK_ERR_WRONG_THREAD, outs untouched. */
typedef struct {
    fx *f;
} wrong_job;

static void *call_loop_only(void *arg) {
    wrong_job *j = arg;
    rk_footer *footer = j->f->footer;
    rk_footer_state st = -9;
    double d = -9;
    char buf[8] = "QQQQQQQ";
    size_t len = 99;
    rk_footer_layout l;
    rk_footer_geometry g;
    rk_footer_gif gif;
    uint64_t id = 99;
    int32_t index = 99;
    rk_footer *created = RKT_HANDLE(rk_footer, 0x77);
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    memset(&gif, 0, sizeof gif);
    gif.struct_size = sizeof gif;
#define WT(call) CHECK_RC(call, RK_ERR_WRONG_THREAD)
    WT(rk_footer_get_state(footer, &st));
    WT(rk_footer_get_pulling_percent(footer, &d));
    WT(rk_footer_get_alpha(footer, &d));
    WT(rk_footer_get_layout(footer, &l));
    WT(rk_footer_get_geometry(footer, &g));
    WT(rk_footer_get_gif(footer, &gif));
    WT(rk_footer_get_title(footer, RK_FOOTER_IDLE, buf, sizeof buf, &len));
    WT(rk_footer_get_language(footer, buf, sizeof buf, &len));
    WT(rk_footer_get_label(footer, buf, sizeof buf, &len));
    WT(rk_footer_frame_at(footer, 1000, &id, &index));
    WT(rk_footer_create(j->f->fx.ctx, &created));
    WT(rk_footer_destroy(footer));
    WT(rk_connect(footer, "state-changed", (rk_callback)fx_on_state, j->f, NULL, NULL));
#undef WT
    CHECK_EQ_INT(st, -9);
    CHECK_EQ_BITS(d, -9.0);
    CHECK_STR(buf, "QQQQQQQ");
    CHECK_EQ_U64(len, 99);
    CHECK_EQ_U64(l.footer.width, 0);
    CHECK_EQ_U64(g.height, 0);
    CHECK_EQ_INT(gif.has_frame, 0);
    CHECK_EQ_U64(id, 99);
    CHECK_EQ_INT(index, 99);
    CHECK(created == RKT_HANDLE(rk_footer, 0x77));
    return NULL;
}

static void queries_off_thread_wrong_thread(void) {
    fx *f = new_AG();
    wrong_job j;
    j.f = f;
    fx_scroll(f, 430, 1);
    fx_mark(f);
    RKT_RUN_THREAD(call_loop_only, &j);
    fx_run(f);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE); /* the footer survived the destroy attempt */
    fx_free(f);
}

/* Off the loop thread, arguments and handles are checked at the call: errors come back at once,
   nothing is queued, and the completion passed with a failed call is never called. */
static void *bad_calls_off_thread(void *arg) {
    fx *f = arg;
    rk_scroll_metrics m = f->m;
    rk_footer *dead = f->hook_data;
    m.offset_y = NAN;
    CHECK_RC(rk_footer_set_metrics(f->footer, &m), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_metrics(f->footer, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_height(f->footer, -1), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_title(f->footer, RK_FOOTER_IDLE, "\xff"), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_title(f->footer, 9, "x"), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_images(f->footer, RK_FOOTER_IDLE, NULL, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_visible(f->footer, 3), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_animation_durations(f->footer, -1, 0), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_end_refreshing(dead, fx_on_done, &f->done[1]), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_begin_refreshing(NULL, fx_on_done, &f->done[2]), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_set_metrics(dead, &f->m), RK_ERR_INVALID_HANDLE);
    return NULL;
}

static void bad_calls_off_thread_rejected_at_call(void) {
    fx *f = new_AG();
    rk_footer *dead = NULL;
    double timeout = -5;
    CHECK_OK(rk_footer_create(f->fx.ctx, &dead));
    CHECK_OK(rk_footer_destroy(dead));
    f->hook_data = dead;
    fx_done(f, 1);
    fx_done(f, 2);
    fx_mark(f);
    RKT_RUN_THREAD(bad_calls_off_thread, f);
    CHECK_OK(rk_context_next_timeout(f->fx.ctx, &timeout));
    CHECK_EQ_BITS(timeout, -1.0); /* nothing was queued */
    fx_run(f);
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(f->done[1].calls, 0);
    CHECK_EQ_INT(f->done[2].calls, 0);
    f->done[1].owner = f->done[2].owner = NULL; /* never to be called */
    fx_free(f);
}

/* A command queued from a worker for a footer destroyed before the dispatch: its completion is
   called exactly once, with 0, on the loop thread; nothing else happens. The same when the whole
   context is destroyed first (then during the destroy). */
static void queued_command_for_destroyed_footer(void) {
    fx *f = new_AG();
    op ops[2];
    memset(ops, 0, sizeof ops);
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    fx_advance(f, 0.25);
    ops[0].kind = OP_END, ops[0].tag = 1;
    ops[1].kind = OP_BEGIN, ops[1].tag = 2;
    init_tags(f, ops, 2);
    off_thread(f, ops, 2, RK_OK);
    fx_mark(f);
    CHECK_OK(rk_footer_destroy(f->footer));
    fx_run(f);
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL & ~EVM(EV_DONE), "");
    CHECK_EQ_INT(f->done[1].calls, 1);
    CHECK_EQ_INT(f->done[1].finished, 0);
    CHECK_EQ_INT(f->done[2].calls, 1);
    CHECK_EQ_INT(f->done[2].finished, 0);
    CHECK_EQ_INT(f->done[1].off_loop + f->done[2].off_loop, 0);
    fx_free(f);

    f = new_AG();
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    fx_advance(f, 0.25);
    init_tags(f, ops, 2);
    off_thread(f, ops, 2, RK_OK);
    CHECK_OK(rk_context_destroy(f->fx.ctx));
    f->fx.ctx = NULL;
    CHECK_EQ_INT(f->done[1].calls, 1);
    CHECK_EQ_INT(f->done[1].finished, 0);
    CHECK_EQ_INT(f->done[2].calls, 1);
    CHECK_EQ_INT(f->done[2].finished, 0);
    fx_free(f);
}

static const rkt_case cases[] = {
    RKT_CASE(metrics_off_thread_queued_in_order),
    RKT_CASE(end_refreshing_off_thread_queued),
    RKT_CASE(mixed_commands_off_thread_in_order),
    RKT_CASE(two_workers_keep_their_own_order),
    RKT_CASE(queries_off_thread_wrong_thread),
    RKT_CASE(bad_calls_off_thread_rejected_at_call),
    RKT_CASE(queued_command_for_destroyed_footer),
};

RKT_MAIN(cases)
