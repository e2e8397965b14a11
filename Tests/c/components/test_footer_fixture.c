/*
 * test_footer_fixture.c — the host double shared by the test_footer_* executables. It is #included
 * by each of them (not compiled on its own), so everything here is static inline.
 *
 * A fixture is a context on a fake clock, one footer with a handler on every footer signal, and a
 * host model of the scroll view (its metrics). Every signal and every completion appends an event to
 * the fixture's log; the host applies every inset and offset request to its metrics (as UIKit would),
 * and reports them on the next rk_footer_set_metrics. Sequences of events are compared as strings:
 *   "state:3<2; inset:60@0.25; offset:460@0.25; label:Loading...; frame:200/0; done:1:1"
 * ("done:TAG:FINISHED" is a completion). Expected values are computed in the tests from the spec's
 * formulas (docs/behaviour/footer.md §3), with the helpers ex_* below.
 */
#ifndef TEST_FOOTER_FIXTURE_C
#define TEST_FOOTER_FIXTURE_C

#include "rk_test.h"

#include <float.h>
#include <pthread.h>

/* ---- events ---- */

enum {
    EV_STATE,      /* a = state, b = old state */
    EV_PERCENT,    /* d[0] */
    EV_FRAME,      /* id, a = index */
    EV_GIFVIS,     /* a = visible */
    EV_LAYOUT,     /* d[0..7] = footer x y w h, gif x y w h; a = content mode */
    EV_INSET,      /* d[0] = bottom, d[1] = duration */
    EV_OFFSET,     /* d[0] = offset, d[1] = duration */
    EV_ALPHA,      /* d[0] = alpha, d[1] = duration */
    EV_LABEL,      /* text */
    EV_REFRESHING, /* the load-more trigger */
    EV_MEASURE,    /* text */
    EV_DONE,       /* a completion: a = tag, b = finished */
    EV_KINDS
};

#define EVM(k) (1u << (k))
#define EVM_ALL ((1u << EV_KINDS) - 1u)
/* What sequences compare by default: layout passes and measuring are checked on their own. */
#define EVM_SEQ (EVM_ALL & ~EVM(EV_LAYOUT) & ~EVM(EV_MEASURE))

typedef struct fev {
    int kind;
    int32_t a, b;
    uint64_t id;
    double d[8];
    double time; /* the fake clock when it happened */
    char text[128];
} fev;

typedef struct fx fx;

/* A completion token: pass fx_done(f, tag) as the completion's user_data. */
typedef struct fdone {
    fx *owner;
    int tag;
    int calls;
    int32_t finished;
    int bad_footer; /* called with finished = 1 but another footer */
    int off_loop;
} fdone;

#define FX_MAX_DONE 256

struct fx {
    rkt_fixture fx; /* the context on its fake clock (rk_test.h); move it with fx_to and fx_advance */
    rk_footer *footer;
    rk_scroll_metrics m;
    int apply_requests; /* 1: inset/offset requests are applied to m (default) */
    fev *ev;
    size_t nev, cap, mark;
    /* measure-text: fixed_width when >= 0, else char_width per byte of text. */
    double char_width;
    double fixed_width;
    pthread_t loop_thread;
    int off_loop_callbacks;
    int wrong_object;
    fdone done[FX_MAX_DONE];
    /* Called for every event after it is logged (property tests). */
    void (*hook)(fx *f, const fev *e);
    void *hook_data;
    char seq[16384];
};

static inline fev *fx_add(fx *f, void *object, int kind) {
    fev *e;
    if (!pthread_equal(pthread_self(), f->loop_thread)) f->off_loop_callbacks++;
    if (object != NULL && object != (void *)f->footer) f->wrong_object++;
    if (f->nev == f->cap) {
        size_t cap = f->cap ? f->cap * 2 : 256;
        fev *grown = realloc(f->ev, cap * sizeof *grown);
        if (grown == NULL) abort();
        f->ev = grown;
        f->cap = cap;
    }
    e = &f->ev[f->nev++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->time = f->fx.clock.now;
    return e;
}

static inline void fx_logged(fx *f, const fev *e) {
    if (f->hook) f->hook(f, e);
}

/* Records one event: a and b its integers, d0 and d1 its first two doubles, text (when not
   NULL) its text. */
static inline fev *fx_event(fx *f, void *object, int kind, int32_t a, int32_t b, double d0, double d1,
                            const char *text) {
    fev *e = fx_add(f, object, kind);
    e->a = a;
    e->b = b;
    e->d[0] = d0;
    e->d[1] = d1;
    if (text != NULL) snprintf(e->text, sizeof e->text, "%s", text);
    return e;
}

static void fx_on_state(void *o, int32_t state, int32_t old, void *ud) {
    fx_logged(ud, fx_event(ud, o, EV_STATE, state, old, 0, 0, NULL));
}

static void fx_on_percent(void *o, double p, void *ud) { fx_logged(ud, fx_event(ud, o, EV_PERCENT, 0, 0, p, 0, NULL)); }

static void fx_on_frame(void *o, uint64_t id, int32_t index, void *ud) {
    fev *e = fx_event(ud, o, EV_FRAME, index, 0, 0, 0, NULL);
    e->id = id;
    fx_logged(ud, e);
}

static void fx_on_gifvis(void *o, int32_t visible, void *ud) {
    fx_logged(ud, fx_event(ud, o, EV_GIFVIS, visible, 0, 0, 0, NULL));
}

static void fx_on_layout(void *o, double x, double y, double w, double h, double gx, double gy,
                         double gw, double gh, int32_t mode, void *ud) {
    fev *e = fx_event(ud, o, EV_LAYOUT, mode, 0, 0, 0, NULL);
    const double rects[8] = {x, y, w, h, gx, gy, gw, gh};
    memcpy(e->d, rects, sizeof rects);
    fx_logged(ud, e);
}

/* The host applies the requests (while apply_requests), then records them. */
static void fx_on_inset(void *o, double bottom, double duration, void *ud) {
    fx *f = ud;
    if (f->apply_requests) f->m.inset_bottom = bottom;
    fx_logged(f, fx_event(f, o, EV_INSET, 0, 0, bottom, duration, NULL));
}

static void fx_on_offset(void *o, double offset, double duration, void *ud) {
    fx *f = ud;
    if (f->apply_requests) f->m.offset_y = offset;
    fx_logged(f, fx_event(f, o, EV_OFFSET, 0, 0, offset, duration, NULL));
}

static void fx_on_alpha(void *o, double alpha, double duration, void *ud) {
    fx_logged(ud, fx_event(ud, o, EV_ALPHA, 0, 0, alpha, duration, NULL));
}

static void fx_on_label(void *o, const char *text, void *ud) {
    fx_logged(ud, fx_event(ud, o, EV_LABEL, 0, 0, 0, 0, text ? text : "(NULL)"));
}

static void fx_on_refreshing(void *o, void *ud) { fx_logged(ud, fx_event(ud, o, EV_REFRESHING, 0, 0, 0, 0, NULL)); }

static double fx_on_measure(void *o, const char *text, void *ud) {
    fx *f = ud;
    fx_logged(f, fx_event(f, o, EV_MEASURE, 0, 0, 0, 0, text ? text : "(NULL)"));
    if (f->fixed_width >= 0) return f->fixed_width;
    return f->char_width * (double)(text ? strlen(text) : 0);
}

static inline void fx_on_done(rk_footer *footer, int32_t finished, void *ud) {
    fdone *d = ud;
    fx *f = d->owner;
    fev *e = fx_add(f, NULL, EV_DONE);
    d->calls++;
    d->finished = finished;
    if (finished && footer != f->footer) d->bad_footer++;
    if (!pthread_equal(pthread_self(), f->loop_thread)) d->off_loop++;
    e->a = d->tag;
    e->b = finished;
    fx_logged(f, e);
}

/* A fresh completion token (tag < FX_MAX_DONE); pass the result as user_data with fx_on_done. */
static inline fdone *fx_done(fx *f, int tag) {
    fdone *d = &f->done[tag];
    memset(d, 0, sizeof *d);
    d->owner = f;
    d->tag = tag;
    return d;
}

static inline void fx_connect_all(fx *f, int with_measure) {
    CHECK_OK(rk_connect(f->footer, "state-changed", (rk_callback)fx_on_state, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "pulling-percent", (rk_callback)fx_on_percent, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "frame-changed", (rk_callback)fx_on_frame, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "gif-visibility", (rk_callback)fx_on_gifvis, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "layout-changed", (rk_callback)fx_on_layout, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "inset-requested", (rk_callback)fx_on_inset, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "offset-requested", (rk_callback)fx_on_offset, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "alpha-changed", (rk_callback)fx_on_alpha, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "label-changed", (rk_callback)fx_on_label, f, NULL, NULL));
    CHECK_OK(rk_connect(f->footer, "refreshing", (rk_callback)fx_on_refreshing, f, NULL, NULL));
    if (with_measure) {
        CHECK_OK(rk_connect(f->footer, "measure-text", (rk_callback)fx_on_measure, f, NULL, NULL));
    }
}

/* A context on a fake clock at t = 1000 and a footer with every handler (measure-text included
   when with_measure), nothing reported yet. */
static inline fx *fx_new_opt(int with_measure) {
    fx *f = calloc(1, sizeof *f);
    if (f == NULL) abort();
    rkt_fixture_open(&f->fx, 1000.0);
    f->apply_requests = 1;
    f->char_width = 6.0;
    f->fixed_width = -1.0;
    f->loop_thread = pthread_self();
    f->m.struct_size = sizeof f->m;
    CHECK_OK(rk_footer_create(f->fx.ctx, &f->footer));
    fx_connect_all(f, with_measure);
    return f;
}

static inline fx *fx_new(void) { return fx_new_opt(1); }

static inline void fx_free(fx *f) {
    int i;
    rkt_fixture_close(&f->fx);
    CHECK_EQ_INT(f->off_loop_callbacks, 0);
    CHECK_EQ_INT(f->wrong_object, 0);
    for (i = 0; i < FX_MAX_DONE; i++) {
        if (f->done[i].owner == NULL) continue;
        CHECK_MSG(f->done[i].calls == 1, "completion %d called %d times (exactly once expected)", i,
                  f->done[i].calls);
        CHECK_EQ_INT(f->done[i].bad_footer, 0);
        CHECK_EQ_INT(f->done[i].off_loop, 0);
    }
    free(f->ev);
    free(f);
}

/* ---- the event log ---- */

static inline void fx_mark(fx *f) { f->mark = f->nev; }
static inline void fx_clear(fx *f) { f->nev = f->mark = 0; }

static inline size_t fx_count_since(const fx *f, int kind, size_t from) {
    size_t i, n = 0;
    for (i = from; i < f->nev; i++) n += f->ev[i].kind == kind;
    return n;
}
static inline size_t fx_count(const fx *f, int kind) { return fx_count_since(f, kind, 0); }

/* The last event of a kind, or NULL. */
static inline const fev *fx_last(const fx *f, int kind) {
    size_t i = f->nev;
    while (i > 0) {
        if (f->ev[--i].kind == kind) return &f->ev[i];
    }
    return NULL;
}

static inline void fx_format(const fev *e, char *out, size_t cap) {
    switch (e->kind) {
    case EV_STATE: snprintf(out, cap, "state:%d<%d", (int)e->a, (int)e->b); break;
    case EV_PERCENT: snprintf(out, cap, "pct:%g", e->d[0]); break;
    case EV_FRAME: snprintf(out, cap, "frame:%llu/%d", (unsigned long long)e->id, (int)e->a); break;
    case EV_GIFVIS: snprintf(out, cap, "gif:%d", (int)e->a); break;
    case EV_LAYOUT:
        snprintf(out, cap, "layout:%g,%g,%g,%g|%g,%g,%g,%g|%d", e->d[0], e->d[1], e->d[2], e->d[3],
                 e->d[4], e->d[5], e->d[6], e->d[7], (int)e->a);
        break;
    case EV_INSET: snprintf(out, cap, "inset:%g@%g", e->d[0], e->d[1]); break;
    case EV_OFFSET: snprintf(out, cap, "offset:%g@%g", e->d[0], e->d[1]); break;
    case EV_ALPHA: snprintf(out, cap, "alpha:%g@%g", e->d[0], e->d[1]); break;
    case EV_LABEL: snprintf(out, cap, "label:%s", e->text); break;
    case EV_REFRESHING: snprintf(out, cap, "refreshing"); break;
    case EV_MEASURE: snprintf(out, cap, "measure:%s", e->text); break;
    case EV_DONE: snprintf(out, cap, "done:%d:%d", (int)e->a, (int)e->b); break;
    default: snprintf(out, cap, "?%d", e->kind); break;
    }
}

/* The events since the mark whose kinds are in mask, as "a; b; c". */
static inline const char *fx_seq_mask(fx *f, unsigned mask) {
    size_t i, used = 0;
    f->seq[0] = '\0';
    for (i = f->mark; i < f->nev; i++) {
        char item[256];
        if (!(mask & EVM(f->ev[i].kind))) continue;
        fx_format(&f->ev[i], item, sizeof item);
        used += (size_t)snprintf(f->seq + used, used < sizeof f->seq ? sizeof f->seq - used : 0,
                                 "%s%s", used ? "; " : "", item);
        if (used >= sizeof f->seq) break;
    }
    return f->seq;
}

/* CHECK_SEQ(f, "..."): the events since the mark (layout and measure left out) are exactly these;
   then moves the mark past them. CHECK_SEQ_M takes the mask. */
#define CHECK_SEQ_M(f, mask, expected)                                                            \
    do {                                                                                          \
        const char *seq_got_ = fx_seq_mask((f), (mask)), *seq_want_ = (expected);                 \
        CHECK_MSG(strcmp(seq_got_, seq_want_) == 0, "events since the mark:\n    got  \"%s\"\n"   \
                  "    want \"%s\"", seq_got_, seq_want_);                                        \
        fx_mark(f);                                                                               \
    } while (0)
#define CHECK_SEQ(f, expected) CHECK_SEQ_M((f), EVM_SEQ, (expected))

/* ---- time ---- */

/* Dispatches until nothing more runs at the current fake time. */
static inline void fx_run(fx *f) { rkt_fixture_dispatch(&f->fx); }
static inline void fx_to(fx *f, double t) { rkt_fixture_to(&f->fx, t); }
static inline void fx_advance(fx *f, double dt) { rkt_fixture_advance(&f->fx, dt); }

/* ---- the host's scroll view ---- */

static inline void fx_push(fx *f) { CHECK_OK(rk_footer_set_metrics(f->footer, &f->m)); }

static inline void fx_scroll(fx *f, double y, int dragging) {
    f->m.offset_y = y;
    f->m.dragging = dragging;
    fx_push(f);
}

/* (The footer reads no content width; at rest at the top: y = -T, -0.0 with no top inset.) */
static inline void fx_metrics(fx *f, double H, double W, double C, double T, double B, double L) {
    f->m = rkt_metrics(W, H, 0, C, T);
    f->m.inset_bottom = B;
    f->m.inset_left = L;
    f->m.offset_y = -T;
}

/* Setup A (tall) and B (short) of the spec: H=600, T=64, B=0, W=375, C=1000 or 300; reported at
   rest (y = -64), log cleared. */
static inline void fx_setup_A(fx *f) {
    fx_metrics(f, 600, 375, 1000, 64, 0, 0);
    fx_push(f);
    fx_clear(f);
}

static inline void fx_setup_B(fx *f) {
    fx_metrics(f, 600, 375, 300, 64, 0, 0);
    fx_push(f);
    fx_clear(f);
}

/* ---- images ---- */

/* Image ids (rkt_frames): 100 + i idle, 200 + i pulling (and refreshing, as in setup G), 500 + i
   others. */

/* Setup G: 8 idle frames 60 pt tall (ids 100..107), 3 Pulling frames and the same 3 Refreshing
   frames (ids 200..202, 50 x 50); each part optional. Log cleared. */
static inline void fx_setup_G(fx *f, int idle, int pulling, int refreshing) {
    rk_image img[8];
    if (idle) {
        rkt_frames(img, 8, 100, 50, 60);
        CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_IDLE, img, 8));
    }
    rkt_frames(img, 3, 200, 50, 50);
    if (pulling) CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_PULLING, img, 3));
    if (refreshing) CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_REFRESHING, img, 3));
    fx_clear(f);
}

/* ---- queries ---- */

RKT_QUERIES(fx, fx, footer, footer)
RKT_QUERY_FN(fx_gif, fx, footer, rk_footer_gif, rk_footer_get_gif)


/* CHECK_GIF(f, visible, animating, id, index): the GIF query (a frame has been shown). */
#define CHECK_GIF(f, vis, anim, want_id, want_index)                                              \
    do {                                                                                          \
        rk_footer_gif g_ = fx_gif(f);                                                             \
        CHECK_EQ_INT(g_.visible, (vis));                                                          \
        CHECK_EQ_INT(g_.animating, (anim));                                                       \
        CHECK_EQ_INT(g_.has_frame, 1);                                                            \
        CHECK_EQ_U64(g_.image_id, (want_id));                                                     \
        CHECK_EQ_INT(g_.index, (want_index));                                                     \
    } while (0)

/* CHECK_FRAME_AT(f, t, id, index): rk_footer_frame_at. */
#define CHECK_FRAME_AT(f, t, want_id, want_index)                                                 \
    do {                                                                                          \
        uint64_t id_ = 0xDEAD;                                                                    \
        int32_t index_ = -77;                                                                     \
        CHECK_OK(rk_footer_frame_at((f)->footer, (t), &id_, &index_));                            \
        CHECK_EQ_U64(id_, (want_id));                                                             \
        CHECK_EQ_INT(index_, (want_index));                                                       \
    } while (0)

/* ---- the spec's formulas (section 2), for expected values ---- */

/* V = H - T0 - B0 */
static inline double ex_visible(double H, double T0, double B0) { return H - T0 - B0; }
/* happen = max(D, 0) - T0, D = C - V */
static inline double ex_happen(double H, double C, double T0, double B0) {
    double D = C - ex_visible(H, T0, B0);
    return (D > 0 ? D : 0) - T0;
}
/* frame y = max(C + g, V + g) */
static inline double ex_frame_y(double H, double C, double T0, double B0, double g) {
    double V = ex_visible(H, T0, B0);
    return C + g > V + g ? C + g : V + g;
}
/* Bref = h + B0 + (D < 0 ? -D : 0) */
static inline double ex_bref(double H, double C, double T0, double B0, double h) {
    double D = C - ex_visible(H, T0, B0);
    return h + B0 + (D < 0 ? -D : 0);
}
/* The idle frame for a percent: min(floor(n p), n - 1), p < 0 as 0. */
static inline int ex_index(int n, double p) {
    double s;
    if (n <= 0) return -1;
    if (!(p > 0)) p = 0;
    s = (double)n * p;
    if (s >= (double)n) return n - 1;
    return (int)s;
}
/* The GIF width with the label showing: max(0, W/2 - L - tw/2). */
static inline double ex_gif_width(double W, double L, double tw) {
    double w = W / 2 - L - tw / 2;
    return w > 0 ? w : 0;
}

/* The happen offset for the fixture's current metrics (the snapshot is the reported insets outside
   Refreshing). */
static inline double fx_ex_happen(const fx *f) {
    return ex_happen(f->m.viewport_height, f->m.content_height, f->m.inset_top, f->m.inset_bottom);
}

#endif /* TEST_FOOTER_FIXTURE_C */
