/*
 * test_gif_boundaries: where an animating GIF changes frame, for every component with a GIF (the
 * back footer, the header, the auto footer), every way of giving its frames (the default count x
 * 0.1 s, one loop duration split evenly, a duration per frame) and several start times.
 *
 * The rule: n frames over a loop of D seconds split evenly, frame k (counting on across loops)
 * begins when elapsed x n >= k x D, in real arithmetic, so no rounding of D / n moves a boundary;
 * the default duration is 0.1 s a frame, so frame k begins when elapsed >= k x 0.1. With a duration
 * per frame, frame j of a loop begins when the time into the loop (elapsed modulo the loop, exact)
 * reaches the sum of the durations before it (equal durations d count as frames of d each). b_k is
 * the least representable elapsed time by which frame k has begun; on the context's clock the
 * frame shows from the reading t0 + b_k, as C adds them (t0: the reading at which the animation
 * started), so a host that moves its clock from t0 by b_k sees the new frame there.
 *
 * What must hold at every instant t, the boundaries themselves and their neighbours included:
 * after a dispatch at t, the frame the timers show (rk_*_get_gif) is the frame rk_*_frame_at
 * reports for t, and both are the rule's frame. The oracle below computes b_k with exact
 * comparisons (fma), stepping one representable double at a time; the component's timers and
 * frame_at must land on the same instants.
 */
#include "rk_test.h"

#include <float.h>

/* ---- the rule, as an oracle ---- */

/* a * b <= c * d in real arithmetic (the products' rounding errors are exact with fma). */
static int products_le(double a, double b, double c, double d) {
    double p = a * b, q = c * d;
    if (p != q) return p < q;
    return fma(a, b, -p) <= fma(c, d, -q);
}

typedef struct timing {
    int count;
    /* Evenly split: frame k begins when elapsed * divisor >= k * unit. */
    int even;
    double unit, divisor;
    /* Per frame: the start of each frame in a loop, and the loop's length (boundaries[count]). */
    double boundaries[16];
} timing;

/* Frames begun `elapsed` seconds after the animation started (0 before the first boundary). */
static double rule_begun(const timing *g, double elapsed) {
    if (elapsed <= 0) return 0;
    if (g->even) {
        double k = floor(elapsed * g->divisor / g->unit);
        if (k > 0) k -= 1;
        while (products_le(k + 1, g->unit, elapsed, g->divisor)) k += 1;
        while (k > 0 && !products_le(k, g->unit, elapsed, g->divisor)) k -= 1;
        return k;
    } else {
        double loop = g->boundaries[g->count];
        double into = fmod(elapsed, loop), loops = nearbyint((elapsed - into) / loop);
        int j = 0;
        while (j + 1 < g->count && g->boundaries[j + 1] <= into) j++;
        return loops * g->count + j;
    }
}

/* b_k: the least double elapsed time by which k frames have begun (k >= 1). */
static double rule_elapsed(const timing *g, int k) {
    double e = g->even ? k * g->unit / g->divisor
                       : (k / g->count) * g->boundaries[g->count] + g->boundaries[k % g->count];
    int steps;
    for (steps = 0; steps < 64 && e > 0 && rule_begun(g, nextafter(e, -INFINITY)) >= k; steps++)
        e = nextafter(e, -INFINITY);
    for (steps = 0; steps < 64 && rule_begun(g, e) < k; steps++) e = nextafter(e, INFINITY);
    return e;
}

/* ---- the components, behind one face ---- */

typedef struct kind {
    const char *name;
    void *(*create)(rk_context *ctx);
    rk_status (*set_default)(void *c, const rk_image *images, uint32_t count);
    rk_status (*set_duration)(void *c, const rk_image *images, uint32_t count, double duration);
    rk_status (*set_durations)(void *c, const rk_image *images, const double *durations, uint32_t count);
    rk_status (*begin)(void *c);
    rk_status (*gif)(void *c, rk_footer_gif *out);
    rk_status (*frame_at)(void *c, double t, uint64_t *id, int32_t *index);
} kind;

/* One kind's face (p_create, p_default, ...): each calls that kind's own function,
   rk_<kind>_..., on its Refreshing frames; `create` makes one in ctx into c. */
#define KIND_FACE(p, kind, create)                                                                \
    static void *p##_create(rk_context *ctx) {                                                    \
        rk_##kind *c = NULL;                                                                      \
        CHECK_OK(create);                                                                         \
        return c;                                                                                 \
    }                                                                                             \
    static rk_status p##_default(void *c, const rk_image *i, uint32_t n) {                        \
        return rk_##kind##_set_images(c, RK_FOOTER_REFRESHING, i, n);                             \
    }                                                                                             \
    static rk_status p##_duration(void *c, const rk_image *i, uint32_t n, double d) {             \
        return rk_##kind##_set_images_with_duration(c, RK_FOOTER_REFRESHING, i, n, d);            \
    }                                                                                             \
    static rk_status p##_durations(void *c, const rk_image *i, const double *d, uint32_t n) {     \
        return rk_##kind##_set_images_with_frame_durations(c, RK_FOOTER_REFRESHING, i, d, n);     \
    }                                                                                             \
    static rk_status p##_begin(void *c) { return rk_##kind##_begin_refreshing(c, NULL, NULL); }   \
    static rk_status p##_gif(void *c, rk_footer_gif *out) { return rk_##kind##_get_gif(c, out); } \
    static rk_status p##_frame_at(void *c, double t, uint64_t *id, int32_t *index) {              \
        return rk_##kind##_frame_at(c, t, id, index);                                             \
    }
#define KIND_ROW(name, p)                                                                         \
    { name, p##_create, p##_default, p##_duration, p##_durations, p##_begin, p##_gif, p##_frame_at }

KIND_FACE(footer, footer, rk_footer_create(ctx, &c))
KIND_FACE(header, header, rk_header_create(ctx, RK_HEADER_STYLE_GIF, &c))
KIND_FACE(auto, auto_footer, rk_auto_footer_create(ctx, RK_AUTO_FOOTER_STYLE_GIF, &c))

static const kind kinds[] = {
    KIND_ROW("footer", footer),
    KIND_ROW("header", header),
    KIND_ROW("auto footer", auto),
};

/* ---- the GIFs ---- */

typedef enum form { DEFAULT, LOOP, PER_FRAME } form;

typedef struct gif_case {
    const char *name;
    form how;
    int count;
    double loop;
    double durations[8];
} gif_case;

static const gif_case gif_cases[] = {
    {"3 frames, default (0.1 s each)", DEFAULT, 3, 0, {0}},
    {"7 frames, default", DEFAULT, 7, 0, {0}},
    {"2 frames, default", DEFAULT, 2, 0, {0}},
    {"3 frames over 0.3 s", LOOP, 3, 0.3, {0}},
    {"7 frames over 0.7 s", LOOP, 7, 0.7, {0}},
    {"5 frames over 0.3 s", LOOP, 5, 0.3, {0}},
    {"6 frames over 1 s", LOOP, 6, 1.0, {0}},
    {"3 frames over 0.1 s", LOOP, 3, 0.1, {0}},
    {"frames of 0.1, 0.1, 0.1 s", PER_FRAME, 3, 0, {0.1, 0.1, 0.1}},
    {"frames of 0.1, 0.2, 0.3 s", PER_FRAME, 3, 0, {0.1, 0.2, 0.3}},
    {"frames of 0.05, 0.2, 0.1, 0.15 s", PER_FRAME, 4, 0, {0.05, 0.2, 0.1, 0.15}},
};

static timing timing_of(const gif_case *c) {
    timing g;
    int j;
    memset(&g, 0, sizeof g);
    g.count = c->count;
    switch (c->how) {
    case DEFAULT:
        g.even = 1;
        g.unit = 0.1;
        g.divisor = 1;
        break;
    case LOOP:
        g.even = 1;
        g.unit = c->loop;
        g.divisor = c->count;
        break;
    case PER_FRAME:
        g.even = 1;
        g.unit = c->durations[0];
        g.divisor = 1;
        for (j = 0; j < c->count; j++) {
            g.boundaries[j + 1] = g.boundaries[j] + c->durations[j];
            if (c->durations[j] != c->durations[0]) g.even = 0;
        }
        break;
    }
    return g;
}

/* ---- the host ---- */

typedef struct host {
    rkt_fixture fx; /* the context on its fake clock (rk_test.h) */
    const kind *k;
    void *c;
} host;

/* A component of the kind with the case's Refreshing frames (ids 100 + index), refreshing from
   t0 on: its animation starts at t0. */
static host *host_new(const kind *k, const gif_case *gc, double t0) {
    host *h = calloc(1, sizeof *h);
    rk_image images[8];
    if (h == NULL) abort();
    rkt_fixture_open(&h->fx, t0);
    h->k = k;
    h->c = k->create(h->fx.ctx);
    rkt_frames(images, (uint32_t)gc->count, 100, 20, 20);
    switch (gc->how) {
    case DEFAULT: CHECK_OK(k->set_default(h->c, images, (uint32_t)gc->count)); break;
    case LOOP: CHECK_OK(k->set_duration(h->c, images, (uint32_t)gc->count, gc->loop)); break;
    case PER_FRAME: CHECK_OK(k->set_durations(h->c, images, gc->durations, (uint32_t)gc->count)); break;
    }
    CHECK_OK(k->begin(h->c));
    return h;
}

static void host_free(host *h) {
    rkt_fixture_close(&h->fx);
    free(h);
}

/* Moves the clock to t and dispatches until nothing is left to run. */
static void host_to(host *h, double t) { rkt_fixture_to(&h->fx, t); }

/* At t: the frame shown after the dispatch, frame_at's, and the rule's are one and the same. */
static void check_instant(host *h, double t0, double t, int want) {
    rk_footer_gif gif;
    uint64_t id = 0;
    int32_t index = -1;
    host_to(h, t);
    memset(&gif, 0, sizeof gif);
    gif.struct_size = sizeof gif;
    CHECK_OK(h->k->gif(h->c, &gif));
    CHECK_OK(h->k->frame_at(h->c, t, &id, &index));
    CHECK_MSG(gif.animating == 1, "not animating at t0 + %.17g", t - t0);
    CHECK_MSG(gif.index == want && index == want && gif.image_id == 100 + (uint64_t)want && id == gif.image_id,
              "at %.17g (t0 %.17g): shown %d, frame_at %d, rule %d", t, t0, (int)gif.index, (int)index,
              want);
}

/* Walks two loops and a frame: at each boundary instant t0 + b_k, the instants just before, on and
   after it. */
static void walk_boundaries(const kind *k, const gif_case *gc, double t0) {
    timing g = timing_of(gc);
    host *h = host_new(k, gc, t0);
    double last = t0;
    int b;
    RKT_NOTE("%s, %s, t0 %.17g", k->name, gc->name, t0);
    check_instant(h, t0, t0, 0);
    for (b = 1; b <= 2 * gc->count + 1; b++) {
        double on = t0 + rule_elapsed(&g, b);
        double before = nextafter(on, -INFINITY), after = nextafter(on, INFINITY);
        CHECK_MSG(before > last, "oracle: boundary %d at %.17g comes too soon after %.17g", b, on, last);
        check_instant(h, t0, before, (b - 1) % gc->count);
        check_instant(h, t0, on, b % gc->count);
        check_instant(h, t0, after, b % gc->count);
        last = after;
    }
    host_free(h);
}

static const double starts[] = {0, 100, 1000, 0.05, 123456.789};

static void run_kind(const kind *k) {
    size_t c, s;
    for (c = 0; c < sizeof gif_cases / sizeof gif_cases[0]; c++) {
        for (s = 0; s < sizeof starts / sizeof starts[0]; s++) walk_boundaries(k, &gif_cases[c], starts[s]);
    }
    rkt_note[0] = '\0';
}

static void g01_footer_boundaries(void) { run_kind(&kinds[0]); }
static void g02_header_boundaries(void) { run_kind(&kinds[1]); }
static void g03_auto_footer_boundaries(void) { run_kind(&kinds[2]); }

/* The case as the issue put it: three Refreshing frames at the default 0.3 s show frame 1 at exactly
   t0 + 0.1, shown and reported alike (the timer's boundary and frame_at agree), and frame 2 at
   t0 + 0.2, the sums as the host makes them; on every component, from several starts. */
static void g04_default_three_frames_at_a_tenth(void) {
    size_t i, s;
    for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        for (s = 0; s < sizeof starts / sizeof starts[0]; s++) {
            double t0 = starts[s];
            host *h = host_new(&kinds[i], &gif_cases[0], t0);
            rk_footer_gif gif;
            uint64_t id = 0;
            int32_t index = -1;
            RKT_NOTE("%s, t0 %.17g", kinds[i].name, t0);
            memset(&gif, 0, sizeof gif);
            gif.struct_size = sizeof gif;
            host_to(h, nextafter(t0 + 0.1, 0));
            CHECK_OK(kinds[i].gif(h->c, &gif));
            CHECK_EQ_INT(gif.index, 0);
            CHECK_OK(kinds[i].frame_at(h->c, nextafter(t0 + 0.1, 0), &id, &index));
            CHECK_EQ_INT(index, 0);
            host_to(h, t0 + 0.1);
            CHECK_OK(kinds[i].gif(h->c, &gif));
            CHECK_EQ_INT(gif.index, 1);
            CHECK_OK(kinds[i].frame_at(h->c, t0 + 0.1, &id, &index));
            CHECK_EQ_INT(index, 1);
            host_to(h, t0 + 0.2);
            CHECK_OK(kinds[i].gif(h->c, &gif));
            CHECK_EQ_INT(gif.index, 2);
            CHECK_OK(kinds[i].frame_at(h->c, t0 + 0.2, &id, &index));
            CHECK_EQ_INT(index, 2);
            host_free(h);
        }
    }
    rkt_note[0] = '\0';
}

/* The timer's deadline is the boundary itself: the timeout the host is told ends exactly there. */
static void g05_timeout_ends_on_the_boundary(void) {
    size_t i;
    for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        host *h = host_new(&kinds[i], &gif_cases[0], 0);
        double timeout = -1;
        RKT_NOTE("%s", kinds[i].name);
        host_to(h, 0);
        CHECK_OK(rk_context_next_timeout(h->fx.ctx, &timeout));
        CHECK_EQ_BITS(timeout, 0.1);
        host_to(h, 0.1);
        CHECK_OK(rk_context_next_timeout(h->fx.ctx, &timeout));
        CHECK_EQ_BITS(timeout, 0.1);
        host_free(h);
    }
    rkt_note[0] = '\0';
}

static const rkt_case cases[] = {
    RKT_CASE(g01_footer_boundaries),
    RKT_CASE(g02_header_boundaries),
    RKT_CASE(g03_auto_footer_boundaries),
    RKT_CASE(g04_default_three_frames_at_a_tenth),
    RKT_CASE(g05_timeout_ends_on_the_boundary),
};

RKT_MAIN(cases)
