/*
 * test_footer_properties: random metrics and drag sequences (seeded, reproducible) against
 * properties that must hold at every step:
 *   P0 the queries agree with the signals (state chain, percent, alpha); the percent is signalled
 *      only when it changes and never negative, alpha stays in [0, 1];
 *   P1 every percent written by a scroll update is (y - happen) / h for that update (or 1 when the
 *      update releases Pulling into a refresh), and none is written at or below happen;
 *   P2 every frame shown has an index within its state's frame count (Idle: the percent's frame);
 *   P3 Idle -> Pulling happens only in a scroll update, while dragging, strictly past the trigger;
 *   P4 the bottom inset requested at the end of every refresh equals the inset before it began
 *      (the host applies every request and changes no inset while refreshing);
 *   P5 every completion is called exactly once (the footer is destroyed at the end);
 *   P6 the footer frame follows every processed update (F6); layout-changed agrees with
 *      get_layout and never has a negative GIF width.
 * Each property is one case; each case runs the same simulations over all seeds (cached) and
 * also checks that its property was exercised, so a case cannot pass vacuously.
 */
#include "test_footer_fixture.c"

#include <stdarg.h>

/* ---- a seeded PRNG (splitmix64) ---- */

typedef struct {
    uint64_t s;
} rng;

static uint64_t rng_next(rng *r) {
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static double rng_unit(rng *r) { return (double)(rng_next(r) >> 11) * 0x1p-53; }
static double rng_range(rng *r, double lo, double hi) { return lo + (hi - lo) * rng_unit(r); }
static int rng_int(rng *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }

/* ---- properties and their tallies ---- */

enum { P0, P1, P2, P3, P4, P5, P6, NPROP };

typedef struct {
    long violations[NPROP];
    long exercised[NPROP];
    char first[NPROP][400];
} stats;

static void violate(stats *s, int prop, const char *format, ...) {
    va_list args;
    if (s->violations[prop]++ > 0) return;
    va_start(args, format);
    vsnprintf(s->first[prop], sizeof s->first[prop], format, args);
    va_end(args);
}

/* ---- completions ---- */

typedef struct {
    int calls;
    int32_t finished;
    int off_loop;
} ptok;

static pthread_t loop_thread;

static void p_done(rk_footer *footer, int32_t finished, void *ud) {
    ptok *t = ud;
    (void)footer;
    t->calls++;
    t->finished = finished;
    if (!pthread_equal(pthread_self(), loop_thread)) t->off_loop++;
}

/* ---- the simulated host ---- */

typedef struct {
    fx *f;
    rng r;
    stats *st;
    uint64_t seed;
    long step;
    int n[6];       /* frames per state */
    double h;       /* the footer height the oracle expects */
    double T0, B0;  /* the inset snapshot the oracle expects */
    rk_scroll_metrics last; /* the last metrics sent (remembered even when ignored) */
    int hidden, enabled, visible, auto_alpha;
    rk_footer_state state;
    double p, alpha;
    const fev *layout_event;
    double refresh_B_before;
    int entry_pending, exit_pending;
    ptok *tok;
    int ntok, captok;
} world;

static double w_happen(const world *w) {
    return ex_happen(w->last.viewport_height, w->last.content_height, w->T0, w->B0);
}

static ptok *w_token(world *w) {
    if (w->ntok == w->captok) {
        w->captok = w->captok ? w->captok * 2 : 256;
        w->tok = realloc(w->tok, (size_t)w->captok * sizeof *w->tok);
        if (w->tok == NULL) abort();
    }
    memset(&w->tok[w->ntok], 0, sizeof w->tok[0]);
    return &w->tok[w->ntok++];
}

/* Frame ids: state * 10000 + index. */
static void w_set_frames(world *w, rk_footer_state state, int n) {
    static rk_image img[100];
    int i;
    w->n[state] = n;
    if (n == 0) return;
    for (i = 0; i < n; i++) {
        img[i].id = (uint64_t)state * 10000 + (uint64_t)i;
        img[i].width = rng_range(&w->r, 5, 120);
        img[i].height = rng_range(&w->r, 5, 90);
    }
    if (img[0].height > w->h) w->h = img[0].height;
    CHECK_OK(rk_footer_set_images(w->f->footer, state, img, (uint32_t)n));
}

typedef struct {
    int is_metrics;
    int processed; /* a scroll update the footer acts on (enabled, shown, not Refreshing) */
    rk_scroll_metrics sent;
    rk_footer_state before;
    double B_before;
    double happen, trigger;
} call_info;

static void w_begin_call(world *w, call_info *c) {
    memset(c, 0, sizeof *c);
    c->before = w->state;
    c->B_before = w->f->m.inset_bottom;
    fx_mark(w->f);
}

/* Checks the events of one call (or one time step) and the queries after it. */
static void w_end_call(world *w, const call_info *c) {
    fx *f = w->f;
    stats *st = w->st;
    size_t i;
    int entered_refresh = 0;
    for (i = f->mark; i < f->nev; i++) {
        if (f->ev[i].kind == EV_STATE &&
            (f->ev[i].a == RK_FOOTER_REFRESHING || f->ev[i].a == RK_FOOTER_WILL_REFRESH)) {
            entered_refresh = 1; /* begin from a release: p := 1 */
        }
    }
    for (i = f->mark; i < f->nev; i++) {
        const fev *e = &f->ev[i];
        switch (e->kind) {
        case EV_STATE:
            if (e->b != w->state) {
                violate(st, P0, "seed %llu step %ld: state-changed(%d, old %d) after state %d",
                        (unsigned long long)w->seed, w->step, e->a, e->b, w->state);
            }
            if (e->a == RK_FOOTER_PULLING && e->b == RK_FOOTER_IDLE) {
                st->exercised[P3]++;
                if (!c->is_metrics || !c->processed || !c->sent.dragging ||
                    !(c->sent.offset_y > c->trigger)) {
                    violate(st, P3,
                            "seed %llu step %ld: Idle -> Pulling with metrics call %d, processed "
                            "%d, dragging %d, y %.17g, trigger %.17g",
                            (unsigned long long)w->seed, w->step, c->is_metrics, c->processed,
                            (int)c->sent.dragging, c->sent.offset_y, c->trigger);
                }
            }
            if (e->a == RK_FOOTER_REFRESHING) {
                w->entry_pending = 1;
                w->refresh_B_before = c->B_before;
            }
            if (e->b == RK_FOOTER_REFRESHING) w->exit_pending = 1;
            w->state = e->a;
            break;
        case EV_INSET:
            if (w->entry_pending) {
                double bref = ex_bref(w->last.viewport_height, w->last.content_height, w->T0,
                                      w->B0, w->h);
                w->entry_pending = 0;
                if (fabs(e->d[0] - bref) > 1e-9 * (1 + fabs(bref))) {
                    violate(st, P4, "seed %llu step %ld: refreshing inset %.17g, expected %.17g",
                            (unsigned long long)w->seed, w->step, e->d[0], bref);
                }
            } else if (w->exit_pending) {
                w->exit_pending = 0;
                st->exercised[P4]++;
                if (memcmp(&e->d[0], &w->refresh_B_before, sizeof(double)) != 0) {
                    violate(st, P4,
                            "seed %llu step %ld: restored inset %.17g, before the refresh %.17g "
                            "(difference %.3g)",
                            (unsigned long long)w->seed, w->step, e->d[0], w->refresh_B_before,
                            e->d[0] - w->refresh_B_before);
                }
            } else {
                violate(st, P4, "seed %llu step %ld: inset-requested(%.17g) outside a transition",
                        (unsigned long long)w->seed, w->step, e->d[0]);
            }
            break;
        case EV_PERCENT:
            if (e->d[0] == w->p || !(e->d[0] >= 0)) {
                violate(st, P0, "seed %llu step %ld: pulling-percent(%.17g) after %.17g (only "
                                "changes, never negative)",
                        (unsigned long long)w->seed, w->step, e->d[0], w->p);
            }
            w->p = e->d[0];
            if (c->is_metrics) {
                double y = c->sent.offset_y, want = (y - c->happen) / w->h;
                st->exercised[P1]++;
                if (!c->processed) {
                    violate(st, P1, "seed %llu step %ld: percent %.17g written by an ignored update",
                            (unsigned long long)w->seed, w->step, e->d[0]);
                } else if (!(y > c->happen)) {
                    violate(st, P1, "seed %llu step %ld: percent %.17g written at y %.17g <= happen "
                                    "%.17g",
                            (unsigned long long)w->seed, w->step, e->d[0], y, c->happen);
                } else if (fabs(e->d[0] - want) > 1e-9 * (1 + fabs(want)) &&
                           !(e->d[0] == 1.0 && entered_refresh && c->before == RK_FOOTER_PULLING &&
                             !c->sent.dragging)) {
                    violate(st, P1, "seed %llu step %ld: percent %.17g, (y - happen)/h = %.17g "
                                    "(y %.17g, happen %.17g, h %.17g)",
                            (unsigned long long)w->seed, w->step, e->d[0], want, y, c->happen, w->h);
                }
            }
            break;
        case EV_FRAME: {
            int set = (int)(e->id / 10000), index = (int)(e->id % 10000), ok_set;
            st->exercised[P2]++;
            if (set < 1 || set > 5 || e->a != index || index >= w->n[set] || e->a < 0) {
                violate(st, P2, "seed %llu step %ld: frame %llu/%d outside its state's %d frames",
                        (unsigned long long)w->seed, w->step, (unsigned long long)e->id, e->a,
                        (set >= 1 && set <= 5) ? w->n[set] : -1);
                break;
            }
            switch (w->state) {
            case RK_FOOTER_IDLE: ok_set = set == RK_FOOTER_IDLE && index == ex_index(w->n[1], w->p); break;
            case RK_FOOTER_PULLING: ok_set = set == RK_FOOTER_PULLING; break;
            case RK_FOOTER_REFRESHING:
                ok_set = set == RK_FOOTER_REFRESHING || set == RK_FOOTER_PULLING;
                break;
            case RK_FOOTER_WILL_REFRESH: ok_set = set == RK_FOOTER_PULLING; break;
            default: ok_set = 0; break; /* NoMoreData: hidden, nothing animates */
            }
            if (!ok_set) {
                violate(st, P2, "seed %llu step %ld: frame %llu/%d shown in state %d (p %.17g, %d "
                                "idle frames)",
                        (unsigned long long)w->seed, w->step, (unsigned long long)e->id, e->a,
                        w->state, w->p, w->n[1]);
            }
            break;
        }
        case EV_ALPHA:
            w->alpha = e->d[0];
            if (!(e->d[0] >= 0 && e->d[0] <= 1) || !(e->d[1] >= 0)) {
                violate(st, P0, "seed %llu step %ld: alpha-changed(%.17g, %.17g)",
                        (unsigned long long)w->seed, w->step, e->d[0], e->d[1]);
            }
            break;
        case EV_LAYOUT: w->layout_event = e; break;
        default: break;
        }
    }
    /* The queries agree. */
    {
        rk_footer_state s = fx_state(f);
        double p = fx_percent(f);
        rk_footer_gif g = fx_gif(f);
        if (s != w->state) {
            violate(st, P0, "seed %llu step %ld: get_state %d, signals say %d",
                    (unsigned long long)w->seed, w->step, s, w->state);
        }
        if (fx_alpha(f) != w->alpha) {
            violate(st, P0, "seed %llu step %ld: get_alpha %.17g, signals say %.17g",
                    (unsigned long long)w->seed, w->step, fx_alpha(f), w->alpha);
        }
        if (p != w->p) {
            violate(st, P0, "seed %llu step %ld: get_pulling_percent %.17g, signals say %.17g",
                    (unsigned long long)w->seed, w->step, p, w->p);
        }
        if (g.has_frame) {
            int set = (int)(g.image_id / 10000);
            if (set < 1 || set > 5 || g.index < 0 || g.index >= w->n[set] ||
                (uint64_t)g.index != g.image_id % 10000) {
                violate(st, P2, "seed %llu step %ld: get_gif frame %llu/%d out of range",
                        (unsigned long long)w->seed, w->step, (unsigned long long)g.image_id,
                        g.index);
            }
        }
        st->exercised[P0]++;
    }
    if (w->layout_event) {
        /* The last layout-changed of the call is what get_layout says. */
        const fev *e = w->layout_event;
        rk_footer_layout l = fx_layout(f);
        st->exercised[P6]++;
        if (e->d[0] != l.footer.x || e->d[1] != l.footer.y || e->d[2] != l.footer.width ||
            e->d[3] != l.footer.height || e->d[4] != l.gif.x || e->d[5] != l.gif.y ||
            e->d[6] != l.gif.width || e->d[7] != l.gif.height || e->a != l.content_mode) {
            violate(st, P6, "seed %llu step %ld: layout-changed disagrees with get_layout",
                    (unsigned long long)w->seed, w->step);
        }
        if (!(e->d[6] >= 0)) {
            violate(st, P6, "seed %llu step %ld: GIF width %.17g", (unsigned long long)w->seed,
                    w->step, e->d[6]);
        }
        w->layout_event = NULL;
    }
    if (c->is_metrics && c->processed) {
        rk_footer_geometry g = fx_geo(f);
        rk_footer_layout l = fx_layout(f);
        double fy = ex_frame_y(w->last.viewport_height, w->last.content_height, w->T0, w->B0, 0);
        st->exercised[P6]++;
        if (fabs(g.happen_offset - c->happen) > 1e-9 * (1 + fabs(c->happen)) ||
            fabs(g.trigger_offset - c->trigger) > 1e-9 * (1 + fabs(c->trigger))) {
            violate(st, P1, "seed %llu step %ld: geometry happen/trigger %.17g/%.17g, expected "
                            "%.17g/%.17g",
                    (unsigned long long)w->seed, w->step, g.happen_offset, g.trigger_offset,
                    c->happen, c->trigger);
        }
        if (fabs(l.footer.y - fy) > 1e-9 * (1 + fabs(fy)) || l.footer.width != w->last.viewport_width ||
            l.footer.x != -w->last.inset_left || l.footer.height != w->h) {
            violate(st, P6, "seed %llu step %ld: footer rect (%.17g, %.17g, %.17g, %.17g), expected "
                            "(%.17g, %.17g, %.17g, %.17g)",
                    (unsigned long long)w->seed, w->step, l.footer.x, l.footer.y, l.footer.width,
                    l.footer.height, -w->last.inset_left, fy, w->last.viewport_width, w->h);
        }
    }
    fx_clear(f);
}

/* One scroll update of the host (its metrics f->m). */
static void w_push(world *w) {
    call_info c;
    w_begin_call(w, &c);
    c.is_metrics = 1;
    c.sent = w->f->m;
    c.processed = w->enabled && !w->hidden && w->state != RK_FOOTER_REFRESHING;
    w->last = w->f->m;
    if (c.processed) {
        w->T0 = c.sent.inset_top;
        w->B0 = c.sent.inset_bottom;
    }
    c.happen = w_happen(w);
    c.trigger = c.happen + w->h;
    fx_push(w->f);
    w_end_call(w, &c);
}

static void w_advance(world *w, double dt) {
    call_info c;
    w_begin_call(w, &c);
    fx_advance(w->f, dt);
    w_end_call(w, &c);
}

typedef rk_status (*command_fn)(rk_footer *, rk_completion_fn, void *);

static void w_command(world *w, command_fn fn) {
    call_info c;
    w_begin_call(w, &c);
    CHECK_OK(fn(w->f->footer, p_done, w_token(w)));
    w_end_call(w, &c);
}

static void w_toggle(world *w, rk_status (*fn)(rk_footer *, int32_t), int *flag) {
    call_info c;
    w_begin_call(w, &c);
    *flag = !*flag;
    CHECK_OK(fn(w->f->footer, *flag));
    w_end_call(w, &c);
}

static rk_status set_interaction(rk_footer *f, int32_t v) {
    return rk_footer_set_interaction_enabled(f, v);
}

static void simulate(uint64_t seed, long steps, stats *st) {
    static const int counts[] = {0, 1, 2, 5, 13, 100};
    world w;
    fx *f;
    int i;
    memset(&w, 0, sizeof w);
    w.seed = seed;
    w.st = st;
    w.r.s = seed;
    w.f = f = fx_new();
    w.enabled = 1;
    w.visible = 1;
    w.state = RK_FOOTER_IDLE;
    w.alpha = 1;
    w.h = rng_range(&w.r, 30, 80);
    CHECK_OK(rk_footer_set_height(f->footer, w.h));
    {
        double fast = rng_int(&w.r, 4) ? rng_range(&w.r, 0.01, 0.4) : 0;
        double slow = rng_int(&w.r, 4) ? rng_range(&w.r, 0.01, 0.6) : 0;
        CHECK_OK(rk_footer_set_animation_durations(f->footer, fast, slow));
    }
    w_set_frames(&w, RK_FOOTER_IDLE, counts[rng_int(&w.r, 6)]);
    w_set_frames(&w, RK_FOOTER_PULLING, counts[rng_int(&w.r, 6)]);
    w_set_frames(&w, RK_FOOTER_REFRESHING, counts[rng_int(&w.r, 6)]);
    CHECK_EQ_BITS(fx_geo(f).height, w.h);
    fx_metrics(f, rng_range(&w.r, 300, 1000), rng_range(&w.r, 250, 500), rng_range(&w.r, 0, 3000),
               rng_range(&w.r, 0, 100), rng_range(&w.r, 0, 50), rng_range(&w.r, 0, 16));
    fx_clear(f);
    /* The first update needs no special treatment: it is processed like any other. */
    w_push(&w);
    for (w.step = 0; w.step < steps; w.step++) {
        int roll = rng_int(&w.r, 100);
        double happen = w_happen(&w);
        if (roll < 45) {
            f->m.offset_y = happen + rng_range(&w.r, -0.6, 2.5) * w.h;
            f->m.dragging = 1;
            w_push(&w);
        } else if (roll < 58) {
            if (rng_int(&w.r, 2)) f->m.offset_y = happen + rng_range(&w.r, -0.6, 2.5) * w.h;
            f->m.dragging = 0;
            w_push(&w);
        } else if (roll < 73) {
            w_advance(&w, rng_int(&w.r, 8) ? rng_range(&w.r, 0, 0.6) : 0);
        } else if (roll < 78) {
            f->m.content_height = rng_range(&w.r, 0, 3000);
            w_push(&w);
        } else if (roll < 81) {
            if (w.state != RK_FOOTER_REFRESHING) {
                f->m.inset_top = rng_range(&w.r, -20, 100);
                f->m.inset_bottom = rng_range(&w.r, 0, 50);
            }
            f->m.viewport_height = rng_range(&w.r, 300, 1000);
            f->m.viewport_width = rng_range(&w.r, 250, 500);
            w_push(&w);
        } else if (roll < 91) {
            static const command_fn commands[] = {
                rk_footer_begin_refreshing, rk_footer_end_refreshing,
                rk_footer_end_refreshing_with_no_more_data, rk_footer_reset_no_more_data,
            };
            w_command(&w, commands[rng_int(&w.r, 4)]);
        } else if (roll < 94) {
            w_toggle(&w, rk_footer_set_visible, &w.visible);
        } else if (roll < 96) {
            w_toggle(&w, rk_footer_set_hidden, &w.hidden);
        } else if (roll < 97) {
            w_toggle(&w, set_interaction, &w.enabled);
        } else if (roll < 98) {
            w_toggle(&w, rk_footer_set_automatically_change_alpha, &w.auto_alpha);
        } else {
            call_info c;
            w_begin_call(&w, &c);
            CHECK_OK(rk_footer_set_data_count(f->footer, rng_int(&w.r, 50)));
            w_end_call(&w, &c);
        }
    }
    /* Destroy: every completion still pending is called with 0, during the destroy. */
    CHECK_OK(rk_footer_destroy(f->footer));
    f->footer = NULL;
    fx_advance(f, 10.0);
    for (i = 0; i < w.ntok; i++) {
        st->exercised[P5]++;
        if (w.tok[i].calls != 1 || w.tok[i].off_loop != 0 ||
            (w.tok[i].finished != 0 && w.tok[i].finished != 1)) {
            violate(st, P5, "seed %llu: completion %d of %d called %d times (finished %d)",
                    (unsigned long long)seed, i, w.ntok, w.tok[i].calls, w.tok[i].finished);
        }
    }
    fx_free(f);
    free(w.tok);
}

/* ---- the cases ---- */

static const uint64_t seeds[] = {1, 2, 3, 42, 0xC0FFEE, 20261129};
enum { STEPS = 3000 };

static stats *results(void) {
    static stats st;
    static int done;
    size_t i;
    if (!done) {
        done = 1;
        loop_thread = pthread_self();
        for (i = 0; i < sizeof seeds / sizeof seeds[0]; i++) simulate(seeds[i], STEPS, &st);
    }
    return &st;
}

static void check_property(int prop, long min_exercised) {
    stats *st = results();
    printf("#   P%d: exercised %ld times, %ld violations\n", prop, st->exercised[prop],
           st->violations[prop]);
    CHECK_MSG(st->violations[prop] == 0, "P%d violated %ld times; first: %s", prop,
              st->violations[prop], st->first[prop]);
    CHECK_MSG(st->exercised[prop] >= min_exercised, "P%d exercised only %ld times (want >= %ld)",
              prop, st->exercised[prop], min_exercised);
}

static void p0_queries_agree_with_signals(void) { check_property(P0, 1000); }
static void p1_percent_formula_on_every_update(void) { check_property(P1, 500); }
static void p2_frame_index_within_state_frames(void) { check_property(P2, 200); }
static void p3_pulling_only_past_trigger_while_dragging(void) { check_property(P3, 50); }
static void p4_inset_restored_after_every_refresh(void) { check_property(P4, 30); }
static void p5_completions_exactly_once(void) { check_property(P5, 300); }
static void p6_frame_follows_every_update(void) { check_property(P6, 1000); }

static const rkt_case cases[] = {
    RKT_CASE(p0_queries_agree_with_signals),
    RKT_CASE(p1_percent_formula_on_every_update),
    RKT_CASE(p2_frame_index_within_state_frames),
    RKT_CASE(p3_pulling_only_past_trigger_while_dragging),
    RKT_CASE(p4_inset_restored_after_every_refresh),
    RKT_CASE(p5_completions_exactly_once),
    RKT_CASE(p6_frame_follows_every_update),
};

RKT_MAIN(cases)
