/*
 * test_trailer_scenarios: the 17 given/when/then cases of MJRefresh's trailer
 * (docs/behaviour/trailer.md) through the C ABI, one case each (tNN_...), with the outcome changed
 * where the deliberate fixes (F1-F8, F14, F15; docs/FIXES.md) change it: those cases name the fix
 * and say what the original did. Then the trailer bound to a task (B4, as the footer's and the
 * header's), and property tests of the trailer's formulas (docs/behaviour/trailer.md §2-§4) over
 * seeded random inputs (pNN_...).
 *
 * Setups (docs/behaviour/trailer.md §2): TA: W=375, H=200, L0=R0=0, Cw=1000 => D 625, happen 625,
 * trigger 685, frame (1000, 0, 60, 200). TB: TA with Cw=300 => D -75, happen 0, trigger 60, frame x
 * 375. TC: TA with L0=R0=16 => V 343, D 657, happen 641, trigger 701, frame x 1000. Normal style
 * unless a case says.
 *
 * The host double (tx below): a context on a fake monotonic clock (rkt_clock, t = 1000); one
 * trailer with a handler on each of its 10 signals, each appending one item to the rk_test.h event
 * log in the order they come; a host scroll view that applies every inset-requested (right inset)
 * and offset-requested (horizontal offset) to the metrics it reports next (as UIKit does, and as
 * F8 asks of a host). Log items:
 *   state:NEW<OLD  pct:P  layout:X,Y,W,H  inset:R@DUR  offset:X@DUR  alpha:A@DUR  label:TEXT
 *   refreshing  end-anim  arrow:pi@DUR / arrow:A@DUR  done:TAG:FINISHED
 * layout-changed is not logged by default (the frame follows every update; the cases check it
 * with rk_trailer_get_layout and the fixture's last value instead). A case may widen the mask.
 *
 * Where the spec leaves it open, a signal is expected only when its value changes (the label on
 * Pulling -> Refreshing, whose titles are the same; the arrow on Refreshing -> Idle when it already
 * points right), and the order of one transition's effects is the original's order of overridden
 * setters: state, then the trailer layer (end action, inset, alpha, offset re-assert; the enter's
 * inset then offset), then the label (StateTrailer), then the arrow (NormalTrailer).
 */
#include "rk_test.h"

/* ---- the host double (rkt_host of rk_test.h) ---- */

typedef rkt_host tx;

/* The default without completions (checked on their own where their place is not the spec's). */
#define TM_NODONE (RKT_EVM_SEQ & ~RKT_EVM(RKT_EV_DONE))
/* The trailer's signals the fixture watches. */
#define TX_WATCHED                                                                                \
    (RKT_EVM(RKT_EV_STATE) | RKT_EVM(RKT_EV_PCT) | RKT_EVM(RKT_EV_LAYOUT) | RKT_EVM(RKT_EV_INSET) | \
     RKT_EVM(RKT_EV_OFFSET) | RKT_EVM(RKT_EV_ALPHA) | RKT_EVM(RKT_EV_LABEL) |                      \
     RKT_EVM(RKT_EV_REFRESHING) | RKT_EVM(RKT_EV_ENDANIM) | RKT_EVM(RKT_EV_ARROW))

static const double TX_PI = 3.14159265358979323846;

/* A context on the fake clock and a trailer of the style with every handler; nothing reported. */
static tx *tx_new(rk_trailer_style style) {
    tx *f = rkt_host_new(1000.0);
    f->arrow_named = TX_PI;
    f->arrow_name = "pi";
    CHECK_OK(rk_trailer_create(f->fx.ctx, style, &f->trailer));
    rkt_host_watch(f, RK_KIND_TRAILER, TX_WATCHED);
    return f;
}

/* ---- time ---- */

static void tx_to(tx *f, double t) { rkt_fixture_to(&f->fx, t); }
static void tx_advance(tx *f, double dt) { rkt_fixture_advance(&f->fx, dt); }

/* ---- the host's scroll view ---- */

static void tx_push(tx *f) { CHECK_OK(rk_trailer_set_metrics(f->trailer, &f->m)); }

static void tx_scroll(tx *f, double x, int dragging) {
    f->m.offset_x = x;
    f->m.dragging = dragging;
    f->m.pan = dragging ? RK_PAN_CHANGED : RK_PAN_NONE;
    tx_push(f);
}

/* Metrics of a horizontal scroll view at rest at its left end (x = -L). */
static void tx_metrics(tx *f, double W, double H, double Cw, double L, double R) {
    f->m = rkt_metrics(W, H, Cw, H, 0);
    f->m.inset_left = L;
    f->m.inset_right = R;
    f->m.offset_x = -L;
}

/* A setup reported at rest, log emptied. */
static tx *tx_new_setup(rk_trailer_style style, double Cw, double L, double R) {
    tx *f = tx_new(style);
    tx_metrics(f, 375, 200, Cw, L, R);
    tx_push(f);
    rkt_log_reset();
    return f;
}

static tx *tx_new_TA(void) { return tx_new_setup(RK_TRAILER_STYLE_NORMAL, 1000, 0, 0); }
static tx *tx_new_TB(void) { return tx_new_setup(RK_TRAILER_STYLE_NORMAL, 300, 0, 0); }
static tx *tx_new_TC(void) { return tx_new_setup(RK_TRAILER_STYLE_NORMAL, 1000, 16, 16); }

/* ---- queries ---- */

RKT_QUERIES(tx, tx, trailer, trailer)
RKT_VALUE_FN(tx_angle, tx, trailer, double, NAN, rk_trailer_get_arrow_angle)


/* The last layout-changed equals get_layout's trailer rect. */
#define CHECK_LAYOUT_SIGNAL(f, X, Y, W, H)                                                        \
    do {                                                                                          \
        CHECK_EQ_BITS((f)->layout[0], (X));                                                       \
        CHECK_EQ_BITS((f)->layout[1], (Y));                                                       \
        CHECK_EQ_BITS((f)->layout[2], (W));                                                       \
        CHECK_EQ_BITS((f)->layout[3], (H));                                                       \
    } while (0)

#define TX_IDLE_EN "Swipe to view details"
#define TX_PULL_EN "Release to view details"

/* TA dragged to x = 686: Pulling (case 3's state), log emptied. */
static void tx_drag_to_pulling(tx *f) {
    tx_scroll(f, 655, 1);
    tx_scroll(f, 686, 1);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_PULLING);
    rkt_log_reset();
}

/* TA refreshing entered by drag and release (case 4), the host reporting what it applied
   (right inset 60, x 685), the refreshing trigger fired; log emptied. */
static tx *tx_refreshing_by_drag(void) {
    tx *f = tx_new_TA();
    tx_drag_to_pulling(f);
    tx_scroll(f, 690, 0);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
    tx_advance(f, 0.25);
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 1);
    CHECK_EQ_BITS(f->m.inset_right, 60.0);
    CHECK_EQ_BITS(f->m.offset_x, 685.0);
    tx_push(f);
    rkt_log_reset();
    return f;
}

/* ---- the trailer as documented ---- */

static void trailer_defaults(void) {
    tx *f = tx_new_TA();
    rk_trailer_geometry g = tx_geo(f);
    rk_trailer_layout l = tx_layout(f);
    char buf[64];
    size_t len = 0;
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(tx_percent(f), 0.0);
    CHECK_EQ_BITS(tx_alpha(f), 1.0);
    CHECK_EQ_BITS(tx_angle(f), 0.0);
    CHECK_EQ_BITS(g.width, 60.0);
    CHECK_EQ_BITS(g.snapshot_left, 0.0);
    CHECK_EQ_BITS(g.snapshot_right, 0.0);
    CHECK_EQ_BITS(g.happen_offset, 625.0);
    CHECK_EQ_BITS(g.trigger_offset, 685.0);
    CHECK_EQ_BITS(g.right_contribution, 0.0);
    CHECK_EQ_BITS(g.ignored_right_inset, 0.0);
    CHECK_EQ_INT(g.reserved, 0);
    CHECK_EQ_INT(l.has_arrow, 1);
    CHECK_RECT(l.trailer, 1000, 0, 60, 200);
    CHECK_LAYOUT_SIGNAL(f, 1000, 0, 60, 200);
    CHECK_STR(tx_label(f), TX_IDLE_EN);
    CHECK_OK(rk_trailer_get_language(f->trailer, buf, sizeof buf, &len));
    CHECK_STR(buf, "en");
    CHECK_STR(tx_title(f, RK_FOOTER_IDLE), TX_IDLE_EN);
    CHECK_STR(tx_title(f, RK_FOOTER_PULLING), TX_PULL_EN);
    CHECK_STR(tx_title(f, RK_FOOTER_REFRESHING), TX_PULL_EN);
    CHECK_STR(tx_title(f, RK_FOOTER_WILL_REFRESH), "");
    CHECK_STR(rk_trailer_style_name(RK_TRAILER_STYLE_STATE), "state");
    CHECK_STR(rk_trailer_style_name(RK_TRAILER_STYLE_NORMAL), "normal");
    rkt_host_free(f);
}

static void trailer_signals_as_documented(void) {
    static const rkt_signal_doc want[] = {
        {"state-changed", RK_TYPE_VOID, 2, {RK_TYPE_INT32, RK_TYPE_INT32}},
        {"pulling-percent", RK_TYPE_VOID, 1, {RK_TYPE_DOUBLE}},
        {"layout-changed", RK_TYPE_VOID, 4, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"inset-requested", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"offset-requested", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"alpha-changed", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"label-changed", RK_TYPE_VOID, 1, {RK_TYPE_STRING}},
        {"refreshing", RK_TYPE_VOID, 0, {0}},
        {"end-animation-began", RK_TYPE_VOID, 0, {0}},
        {"arrow-changed", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"refreshing-load", RK_TYPE_VOID, 1, {RK_TYPE_UINT64}},
        {"announcement", RK_TYPE_VOID, 2, {RK_TYPE_STRING, RK_TYPE_INT32}},
        {"load-cancelled", RK_TYPE_VOID, 2, {RK_TYPE_UINT64, RK_TYPE_INT32}}, /* 1.5 */
    };
    rkt_check_signals(RK_KIND_TRAILER, want, (uint32_t)(sizeof want / sizeof want[0]));
}

/* ---- part 5.3 ---- */

/* 1. TA, dragging to x = 655: p = 30/60 = 0.5, Idle. At rest (x = 0 <= happen) nothing was
   computed. */
static void t01_drag_half_pull(void) {
    tx *f = tx_new_TA();
    CHECK_EQ_INT(f->count[RKT_EV_PCT], 0);
    tx_scroll(f, 655, 1);
    RKT_EXPECT_LOG("pct:0.5");
    CHECK_EQ_BITS(tx_percent(f), 0.5);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_IDLE);
    CHECK_STR(tx_label(f), TX_IDLE_EN);
    CHECK_EQ_INT(f->count[RKT_EV_ARROW], 0);
    /* At happen exactly (x = 625) nothing is computed: p keeps its value. */
    tx_scroll(f, 625, 1);
    RKT_EXPECT_LOG("");
    CHECK_EQ_BITS(tx_percent(f), 0.5);
    rkt_host_free(f);
}

/* 2. TA, dragging to x = 685 (the trigger line): p = 1, still Idle (Idle -> Pulling is strict). */
static void t02_drag_to_trigger_stays_idle(void) {
    tx *f = tx_new_TA();
    tx_scroll(f, 685, 1);
    RKT_EXPECT_LOG("pct:1");
    CHECK_EQ_BITS(tx_percent(f), 1.0);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_INT(f->count[RKT_EV_ARROW], 0);
    rkt_host_free(f);
}

/* 3. TA, dragging to x = 686: p = 61/60, Pulling, the Pulling title (F14: the port's English
   "Release to view details"; the original showed its key), the arrow turns to pi over 0.25 s.
   Dragging back to the line returns to Idle, the arrow to 0 over 0.25 s. */
static void t03_past_trigger_pulling_arrow_turns(void) {
    tx *f = tx_new_TA();
    double t0 = f->fx.clock.now;
    tx_scroll(f, 686, 1);
    RKT_EXPECT_LOG("pct:1.01667 state:2<1 label:" TX_PULL_EN " arrow:pi@0.25");
    CHECK_EQ_BITS(tx_percent(f), 61.0 / 60);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_PULLING);
    CHECK_STR(tx_label(f), TX_PULL_EN);
    CHECK_EQ_BITS(tx_angle(f), TX_PI);
    CHECK_EQ_BITS(f->last[RKT_EV_ARROW].time, t0);
    tx_scroll(f, 685, 1);
    RKT_EXPECT_LOG("pct:1 state:1<2 label:" TX_IDLE_EN " arrow:0@0.25");
    CHECK_EQ_BITS(tx_angle(f), 0.0);
    rkt_host_free(f);
}

/* 4. From 3 the finger lifts; the next event is x = 690, not dragging: p := 1, Refreshing; the
   right inset 60 (c = 60, the original's delta 60) and the offset 685, both over 0.25 s; the label
   keeps the Pulling text (the Refreshing title is the Pulling title: no label signal); the arrow
   stays at pi; at +0.25 s the refreshing trigger (the original's block, target/action and begin
   completion: one signal here, F3). */
static void t04_release_refreshes(void) {
    tx *f = tx_new_TA();
    rk_trailer_geometry g;
    double t0;
    tx_drag_to_pulling(f);
    t0 = f->fx.clock.now;
    tx_scroll(f, 690, 0);
    RKT_EXPECT_LOG("pct:1 state:3<2 inset:60@0.25 offset:685@0.25");
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(tx_percent(f), 1.0);
    CHECK_STR(tx_label(f), TX_PULL_EN);
    CHECK_EQ_BITS(tx_angle(f), TX_PI);
    g = tx_geo(f);
    CHECK_EQ_BITS(g.right_contribution, 60.0);
    CHECK_EQ_BITS(g.happen_offset, 625.0);
    CHECK_EQ_BITS(f->m.inset_right, 60.0);
    CHECK_EQ_BITS(f->m.offset_x, 685.0);
    /* The host reports what it applied: nothing happens. */
    tx_push(f);
    RKT_EXPECT_LOG("");
    tx_to(f, t0 + 0.2499);
    RKT_EXPECT_LOG("");
    tx_to(f, t0 + 0.25);
    RKT_EXPECT_LOG("refreshing");
    tx_advance(f, 2.0);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 1);
    rkt_host_free(f);
}

/* 5. Refreshing: offset events at any x, dragging or not, change neither p nor the state. The base
   insets (L0, R0) are the host's as reported, less the trailer's c: a left inset the host changes
   meanwhile shows at once (the original kept a snapshot frozen while refreshing; with wide content
   L0 moves V and happen alike, so the lines stay). */
static void t05_offsets_ignored_while_refreshing(void) {
    tx *f = tx_refreshing_by_drag();
    static const double xs[] = {0, 600, 700, 686, 900, -50, 685};
    size_t i;
    int d;
    rk_trailer_geometry g;
    for (d = 0; d < 2; d++) {
        for (i = 0; i < sizeof xs / sizeof xs[0]; i++) {
            RKT_NOTE("x %g dragging %d", xs[i], d);
            tx_scroll(f, xs[i], d);
            RKT_EXPECT_LOG("");
            CHECK_EQ_BITS(tx_percent(f), 1.0);
            CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
        }
    }
    rkt_note[0] = '\0';
    f->m.inset_left = 30;
    tx_scroll(f, 750, 1);
    tx_scroll(f, 750, 0);
    RKT_EXPECT_LOG("");
    g = tx_geo(f);
    CHECK_EQ_BITS(g.snapshot_left, 30.0);
    CHECK_EQ_BITS(g.snapshot_right, 0.0);
    CHECK_EQ_BITS(g.happen_offset, 625.0);
    CHECK_EQ_BITS(g.trigger_offset, 685.0);
    CHECK_EQ_BITS(g.right_contribution, 60.0);
    CHECK_EQ_BITS(tx_percent(f), 1.0);
    CHECK_EQ_INT(f->count[RKT_EV_PCT], 3); /* 0.5, 1.01667 and 1 before the refresh, none since */
    rkt_host_free(f);
}

/* 6. Refreshing entered with N = 10; items appended (N = 20, Cw = 1600, reported at x = 685);
   endRefreshing. The original waits a turn; F1: at once Idle, the end action, the right inset 60 ->
   0 over 0.4 s, the offset re-asserted at 685 (duration 0, docs/behaviour/trailer.md §4), the Idle
   title; the arrow is already at pi (no signal) and snaps to 0 at +0.25 s; p := 0 and the end
   completion at +0.4 s. */
static void t06_end_after_items_appended_reasserts(void) {
    tx *f = tx_new_TA();
    double t1;
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 10));
    tx_drag_to_pulling(f);
    tx_scroll(f, 690, 0);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
    tx_advance(f, 0.25);
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 20));
    f->m.content_width = 1600;
    tx_push(f);
    CHECK_RECT(tx_layout(f).trailer, 1600, 0, 60, 200);
    rkt_log_reset();
    t1 = f->fx.clock.now;
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, rkt_done_trailer, rkt_host_done(f, 1)));
    RKT_EXPECT_LOG("state:1<3 end-anim inset:0@0.4 offset:685@0 label:" TX_IDLE_EN);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(f->m.inset_right, 0.0);
    CHECK_EQ_BITS(tx_geo(f).right_contribution, 0.0);
    CHECK_EQ_BITS(tx_angle(f), TX_PI);
    CHECK_EQ_BITS(tx_percent(f), 1.0);
    CHECK_DONE(f, 1, 0, 0);
    tx_to(f, t1 + 0.2499);
    RKT_EXPECT_LOG("");
    tx_to(f, t1 + 0.25);
    RKT_EXPECT_LOG("arrow:0@0");
    CHECK_EQ_BITS(tx_angle(f), 0.0);
    tx_to(f, t1 + 0.3999);
    RKT_EXPECT_LOG("");
    tx_to(f, t1 + 0.4);
    RKT_EXPECT_LOG("pct:0 done:1:1");
    CHECK_EQ_BITS(tx_percent(f), 0.0);
    tx_advance(f, 1.0);
    RKT_EXPECT_LOG("");
    /* The same end without new items asks for no offset. */
    rkt_host_free(f);
    f = tx_new_TA();
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 10));
    CHECK_OK(rk_trailer_begin_refreshing(f->trailer, NULL, NULL));
    tx_advance(f, 0.25);
    rkt_log_reset();
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3 end-anim inset:0@0.4 label:" TX_IDLE_EN " arrow:pi@0.25");
    rkt_host_free(f);

    /* The spec's condition is N != lastRefreshCount (not only "more"): fewer items re-assert too. */
    f = tx_new_TA();
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 10));
    CHECK_OK(rk_trailer_begin_refreshing(f->trailer, NULL, NULL));
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 4));
    tx_push(f);
    rkt_log_reset();
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3 end-anim inset:0@0.4 offset:685@0 label:" TX_IDLE_EN
                   " arrow:pi@0.25");
    rkt_host_free(f);

    /* With auto-alpha (docs/behaviour/trailer.md §4, docs/behaviour/component.md §4): alpha follows
       p outside Refreshing (clamped to 1, F5), the begin takes it to 1 over f before p := 1, and
       the exit takes it to 0 over s, after the inset request, before the re-assert. */
    f = tx_new_TA();
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 10));
    CHECK_OK(rk_trailer_set_automatically_change_alpha(f->trailer, 1));
    RKT_EXPECT_LOG("alpha:0@0");
    tx_scroll(f, 655, 1);
    RKT_EXPECT_LOG("pct:0.5 alpha:0.5@0");
    tx_scroll(f, 700, 1);
    RKT_EXPECT_LOG("pct:1.25 alpha:1@0 state:2<1 label:" TX_PULL_EN " arrow:pi@0.25");
    CHECK_EQ_BITS(tx_alpha(f), 1.0);
    tx_scroll(f, 700, 0);
    RKT_EXPECT_LOG("pct:1 state:3<2 inset:60@0.25 offset:685@0.25");
    tx_advance(f, 0.25);
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 11));
    tx_push(f);
    rkt_log_reset();
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3 end-anim inset:0@0.4 alpha:0@0.4 offset:685@0 label:" TX_IDLE_EN);
    CHECK_EQ_BITS(tx_alpha(f), 0.0);
    rkt_host_free(f);
}

/* 7. TB (Cw = 300, happen 0, trigger 60): pulled past 60 and released: Rref = 135 (c = 60 + 75),
   x -> 60 (the max offset 300 + 135 - 375); the end gives the 135 back and re-asserts nothing
   (D < 0), even with new items. */
static void t07_short_content_refresh(void) {
    tx *f = tx_new_TB();
    rk_trailer_geometry g = tx_geo(f);
    CHECK_EQ_BITS(g.happen_offset, 0.0);
    CHECK_EQ_BITS(g.trigger_offset, 60.0);
    CHECK_RECT(tx_layout(f).trailer, 375, 0, 60, 200);
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 3));
    tx_scroll(f, 30, 1);
    RKT_EXPECT_LOG("pct:0.5");
    tx_scroll(f, 61, 1);
    RKT_EXPECT_LOG("pct:1.01667 state:2<1 label:" TX_PULL_EN " arrow:pi@0.25");
    tx_scroll(f, 61, 0);
    RKT_EXPECT_LOG("pct:1 state:3<2 inset:135@0.25 offset:60@0.25");
    CHECK_EQ_BITS(tx_geo(f).right_contribution, 135.0);
    CHECK_EQ_BITS(f->m.offset_x, f->m.content_width + f->m.inset_right - f->m.viewport_width);
    tx_advance(f, 0.25);
    RKT_EXPECT_LOG("refreshing");
    CHECK_OK(rk_trailer_set_data_count(f->trailer, 6));
    tx_push(f);
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3 end-anim inset:0@0.4 label:" TX_IDLE_EN);
    CHECK_EQ_BITS(f->m.inset_right, 0.0);
    rkt_host_free(f);
}

/* 8. TC (L0 = R0 = 16): happen 641, trigger 701; p at 671 is 0.5; a refresh asks for the right
   inset 76 (16 + c 60, the original's delta 60) and x 701 (1000 + 76 - 375); the end gives back
   exactly 16. */
static void t08_insets_shift_the_lines(void) {
    tx *f = tx_new_TC();
    rk_trailer_geometry g = tx_geo(f);
    CHECK_EQ_BITS(g.snapshot_left, 16.0);
    CHECK_EQ_BITS(g.snapshot_right, 16.0);
    CHECK_EQ_BITS(g.happen_offset, 641.0);
    CHECK_EQ_BITS(g.trigger_offset, 701.0);
    CHECK_RECT(tx_layout(f).trailer, 1000, 0, 60, 200);
    tx_scroll(f, 671, 1);
    RKT_EXPECT_LOG("pct:0.5");
    tx_scroll(f, 701, 1);
    RKT_EXPECT_LOG("pct:1");
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_IDLE);
    tx_scroll(f, 702, 1);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_PULLING);
    rkt_log_reset();
    tx_scroll(f, 710, 0);
    RKT_EXPECT_LOG("pct:1 state:3<2 inset:76@0.25 offset:701@0.25");
    CHECK_EQ_BITS(tx_geo(f).right_contribution, 60.0);
    CHECK_EQ_BITS(f->m.offset_x, f->m.content_width + f->m.inset_right - f->m.viewport_width);
    tx_push(f);
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3 end-anim inset:16@0.4 label:" TX_IDLE_EN);
    rkt_host_free(f);
}

/* 9. TA with gR = 10: frame x = max(1010, 385) = 1010 at once (F6), thresholds unchanged; TB with
   gR = 10: max(310, 385) = 385. */
static void t09_ignored_right_inset_moves_frame_only(void) {
    tx *f = tx_new_TA();
    rk_trailer_geometry g;
    f->mask |= RKT_EVM(RKT_EV_LAYOUT);
    CHECK_OK(rk_trailer_set_ignored_right_inset(f->trailer, 10));
    RKT_EXPECT_LOG("layout:1010,0,60,200");
    CHECK_RECT(tx_layout(f).trailer, 1010, 0, 60, 200);
    g = tx_geo(f);
    CHECK_EQ_BITS(g.ignored_right_inset, 10.0);
    CHECK_EQ_BITS(g.happen_offset, 625.0);
    CHECK_EQ_BITS(g.trigger_offset, 685.0);
    f->mask = RKT_EVM_SEQ;
    tx_scroll(f, 655, 1);
    RKT_EXPECT_LOG("pct:0.5");
    tx_scroll(f, 686, 1);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_PULLING);
    CHECK_RECT(tx_layout(f).trailer, 1010, 0, 60, 200);
    rkt_host_free(f);

    f = tx_new_TB();
    CHECK_OK(rk_trailer_set_ignored_right_inset(f->trailer, 10));
    CHECK_RECT(tx_layout(f).trailer, 385, 0, 60, 200);
    CHECK_EQ_BITS(tx_geo(f).trigger_offset, 60.0);
    rkt_host_free(f);
}

/* 10. The original: `state := NoMoreData`, then dragging to x = 800 stores p = 175/60 with no
   transition and an empty label. The port has no NoMoreData on a trailer
   (docs/behaviour/trailer.md §1: invalid state; the trailer has no end-with-no-more-data): every
   call that names it is refused with RK_ERR_INVALID_STATE and changes nothing, so the drag to 800
   is an Idle trailer's: p = 175/60 stored, Pulling. */
static void t10_no_more_data_refused(void) {
    tx *f = tx_new_TA();
    char buf[64];
    size_t len = 0;
    CHECK_RC(rk_trailer_set_title(f->trailer, RK_FOOTER_NO_MORE_DATA, "none"), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_trailer_get_title(f->trailer, RK_FOOTER_NO_MORE_DATA, buf, sizeof buf, &len),
             RK_ERR_INVALID_STATE);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_IDLE);
    CHECK_STR(tx_label(f), TX_IDLE_EN);
    tx_scroll(f, 800, 1);
    RKT_EXPECT_LOG("pct:2.91667 state:2<1 label:" TX_PULL_EN " arrow:pi@0.25");
    CHECK_EQ_BITS(tx_percent(f), 175.0 / 60);
    /* Refused while Refreshing too: the refresh and its inset stay. */
    tx_scroll(f, 800, 0);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
    CHECK_RC(rk_trailer_set_title(f->trailer, RK_FOOTER_NO_MORE_DATA, "none"), RK_ERR_INVALID_STATE);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(tx_geo(f).right_contribution, 60.0);
    rkt_host_free(f);
}

/* 11. TA Idle, not dragging (a bounce): x = 700 gives p = 1.25, not stored (>= 1); x = 670 gives
   p = 0.75, stored. No transition either way. */
static void t11_bounce_stores_only_below_one(void) {
    tx *f = tx_new_TA();
    tx_scroll(f, 700, 0);
    RKT_EXPECT_LOG("");
    CHECK_EQ_BITS(tx_percent(f), 0.0);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_IDLE);
    tx_scroll(f, 670, 0);
    RKT_EXPECT_LOG("pct:0.75");
    CHECK_EQ_BITS(tx_percent(f), 0.75);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_IDLE);
    rkt_host_free(f);
}

/* 12. Titles. The original in English shows its keys "MJRefreshTrailerIdleText" /
   "MJRefreshTrailerPullingText"; F14: English reads "Swipe to view details" / "Release to view
   details" (the port's own wording), and ko, ru, uk have titles of their own too (never a key);
   zh-Hans and zh-Hant are MJRefresh's. Refreshing shows the Pulling title, WillRefresh none; the
   label is a 14-pt column (one glyph per line). zh-CN maps to zh-Hans (F7); a custom title shows
   at once (#1536) and survives a language change (F7). */
static void t12_titles_every_language_F14(void) {
    static const char *const others[] = {"ko", "ru", "uk"};
    tx *f = tx_new_TA();
    char idle[256], pull[256];
    size_t i;
    CHECK_STR(tx_label(f), TX_IDLE_EN);
    CHECK_EQ_BITS(tx_layout(f).label.width, 14.0);
    CHECK_OK(rk_trailer_set_language(f->trailer, "zh-Hans"));
    RKT_EXPECT_LOG("label:滑动查看图文详情");
    CHECK_STR(tx_title(f, RK_FOOTER_IDLE), "滑动查看图文详情");
    CHECK_STR(tx_title(f, RK_FOOTER_PULLING), "释放查看图文详情");
    CHECK_STR(tx_title(f, RK_FOOTER_REFRESHING), "释放查看图文详情");
    tx_scroll(f, 686, 1);
    RKT_EXPECT_LOG("pct:1.01667 state:2<1 label:释放查看图文详情 arrow:pi@0.25");
    tx_scroll(f, 650, 1);
    RKT_EXPECT_LOG("pct:0.416667 state:1<2 label:滑动查看图文详情 arrow:0@0.25");
    CHECK_OK(rk_trailer_set_language(f->trailer, "zh-Hant"));
    RKT_EXPECT_LOG("label:滑動查看圖文詳情");
    CHECK_STR(tx_title(f, RK_FOOTER_PULLING), "釋放查看圖文詳情");
    CHECK_OK(rk_trailer_set_language(f->trailer, "zh-CN"));
    CHECK_STR(tx_label(f), "滑动查看图文详情");
    for (i = 0; i < sizeof others / sizeof others[0]; i++) {
        RKT_NOTE("language %s", others[i]);
        CHECK_OK(rk_trailer_set_language(f->trailer, others[i]));
        snprintf(idle, sizeof idle, "%s", tx_title(f, RK_FOOTER_IDLE));
        snprintf(pull, sizeof pull, "%s", tx_title(f, RK_FOOTER_PULLING));
        CHECK(idle[0] != '\0' && pull[0] != '\0');
        CHECK(strstr(idle, "MJRefresh") == NULL && strstr(pull, "MJRefresh") == NULL);
        CHECK(strcmp(idle, pull) != 0);
        CHECK(strcmp(idle, TX_IDLE_EN) != 0 && strcmp(pull, TX_PULL_EN) != 0);
        CHECK_STR(tx_title(f, RK_FOOTER_REFRESHING), pull);
        CHECK_STR(tx_title(f, RK_FOOTER_WILL_REFRESH), "");
        CHECK_STR(tx_label(f), idle);
    }
    rkt_note[0] = '\0';
    CHECK_OK(rk_trailer_set_language(f->trailer, "en"));
    rkt_log_reset();
    CHECK_OK(rk_trailer_set_title(f->trailer, RK_FOOTER_IDLE, "More"));
    RKT_EXPECT_LOG("label:More");
    CHECK_OK(rk_trailer_set_language(f->trailer, "zh-Hans"));
    CHECK_STR(tx_label(f), "More");
    CHECK_STR(tx_title(f, RK_FOOTER_PULLING), "释放查看图文详情");
    CHECK_OK(rk_trailer_set_title(f->trailer, RK_FOOTER_IDLE, NULL));
    CHECK_STR(tx_label(f), "滑动查看图文详情");
    rkt_host_free(f);
}

/* 13. Normal trailer, H = 200: arrow (5, 90, 20, 20), label (33, 0, 14, 200); label hidden =>
   arrow (20, 90, 20, 20). A state trailer: the original's first layout puts the label at
   (30, 100, 14, 200) and later ones at (23, 0, 14, 200); F15: (23, 0, 14, 200) from the first
   layout on, and a new H leaves no offset behind. */
static void t13_label_and_arrow_layout_F15(void) {
    tx *f = tx_new_TA();
    rk_trailer_layout l = tx_layout(f);
    CHECK_EQ_INT(l.has_arrow, 1);
    CHECK_RECT(l.arrow, 5, 90, 20, 20);
    CHECK_RECT(l.label, 33, 0, 14, 200);
    CHECK_OK(rk_trailer_set_label_hidden(f->trailer, 1));
    l = tx_layout(f);
    CHECK_RECT(l.arrow, 20, 90, 20, 20);
    CHECK_RECT(l.trailer, 1000, 0, 60, 200);
    CHECK_OK(rk_trailer_set_label_hidden(f->trailer, 0));
    l = tx_layout(f);
    CHECK_RECT(l.arrow, 5, 90, 20, 20);
    CHECK_RECT(l.label, 33, 0, 14, 200);
    rkt_host_free(f);

    f = tx_new(RK_TRAILER_STYLE_STATE);
    tx_metrics(f, 375, 200, 1000, 0, 0);
    tx_push(f);
    CHECK_EQ_INT(f->count[RKT_EV_LAYOUT], 1);
    CHECK_LAYOUT_SIGNAL(f, 1000, 0, 60, 200);
    l = tx_layout(f);
    CHECK_EQ_INT(l.has_arrow, 0);
    CHECK_RECT(l.arrow, 0, 0, 0, 0);
    CHECK_RECT(l.label, 23, 0, 14, 200);
    f->m.viewport_height = 300;
    tx_push(f);
    l = tx_layout(f);
    CHECK_RECT(l.trailer, 1000, 0, 60, 300);
    CHECK_RECT(l.label, 23, 0, 14, 300);
    CHECK_LAYOUT_SIGNAL(f, 1000, 0, 60, 300);
    /* The state style has no arrow: its angle stays 0 through a pull. */
    tx_scroll(f, 686, 1);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_PULLING);
    CHECK_EQ_BITS(tx_angle(f), 0.0);
    CHECK_EQ_INT(f->count[RKT_EV_ARROW], 0);
    rkt_host_free(f);
}

/* 14. The original: a trailer attached to a scroll view whose Cw was set before sits at x = -L
   until Cw changes, and is W (375) wide until its first layout, so p = (x - happen) / 375 then.
   F14: the width is 60 from creation, and the first update places it at max(Cw, V) + gR and reads
   the percent with w = 60. */
static void t14_geometry_from_creation_F14(void) {
    tx *f = tx_new(RK_TRAILER_STYLE_NORMAL);
    rk_trailer_geometry g = tx_geo(f);
    CHECK_EQ_BITS(g.width, 60.0);
    CHECK_EQ_BITS(tx_layout(f).trailer.width, 60.0);
    tx_metrics(f, 375, 200, 1000, 16, 0);
    tx_push(f);
    CHECK_EQ_INT(f->count[RKT_EV_LAYOUT], 1);
    CHECK_LAYOUT_SIGNAL(f, 1000, 0, 60, 200);
    CHECK_RECT(tx_layout(f).trailer, 1000, 0, 60, 200);
    g = tx_geo(f);
    CHECK_EQ_BITS(g.width, 60.0);
    CHECK_EQ_BITS(g.happen_offset, 625.0); /* V = 375 - 16 = 359, D = 641, minus L0 16 */
    rkt_log_reset();
    tx_scroll(f, 655, 1);
    RKT_EXPECT_LOG("pct:0.5");
    CHECK_EQ_BITS(tx_percent(f), 0.5);
    rkt_host_free(f);
}

/* 15. Refreshing ended; the user pulls into Pulling again within 0.25 s. The original: the arrow
   turns to pi, then the old end's completion snaps it to 0 (pointing left while Pulling). F2 and
   F15: the new transition cancels the snap, so the arrow stays at pi while Pulling, and turns to 0
   only when the drag goes back to Idle. */
static void t15_no_arrow_snap_in_new_pull_F2_F15(void) {
    tx *f = tx_refreshing_by_drag();
    double t1 = f->fx.clock.now;
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, NULL, NULL));
    CHECK_EQ_BITS(tx_angle(f), TX_PI);
    rkt_log_reset();
    tx_to(f, t1 + 0.1);
    tx_scroll(f, 686, 1);
    RKT_EXPECT_LOG("pct:1.01667 state:2<1 label:" TX_PULL_EN);
    CHECK_EQ_BITS(tx_angle(f), TX_PI);
    tx_to(f, t1 + 0.25);
    RKT_EXPECT_LOG("");
    tx_to(f, t1 + 1.0);
    RKT_EXPECT_LOG(""); /* the old exit's p := 0 at +0.4 s was superseded too (F2) */
    CHECK_EQ_BITS(tx_angle(f), TX_PI);
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_PULLING);
    tx_scroll(f, 680, 1);
    RKT_EXPECT_LOG("pct:0.916667 state:1<2 label:" TX_IDLE_EN " arrow:0@0.25");
    rkt_host_free(f);
}

/* 16. Not in a window: beginRefreshing gives WillRefresh, the label empty, no inset; drawn
   (visible): Refreshing with 4's effects; the trigger and the begin completion at +0.25 s. */
static void t16_begin_off_window_will_refresh(void) {
    tx *f = tx_new_TA();
    double t1;
    CHECK_OK(rk_trailer_set_visible(f->trailer, 0));
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_trailer_begin_refreshing(f->trailer, rkt_done_trailer, rkt_host_done(f, 1)));
    RKT_EXPECT_LOG("pct:1 state:4<1 label:");
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_WILL_REFRESH);
    CHECK_STR(tx_label(f), "");
    CHECK_EQ_BITS(tx_geo(f).right_contribution, 0.0);
    CHECK_EQ_INT(f->count[RKT_EV_INSET], 0);
    tx_advance(f, 1.0);
    RKT_EXPECT_LOG("");
    CHECK_DONE(f, 1, 0, 0);
    t1 = f->fx.clock.now;
    CHECK_OK(rk_trailer_set_visible(f->trailer, 1));
    RKT_EXPECT_LOG("state:3<4 inset:60@0.25 offset:685@0.25 label:" TX_PULL_EN);
    CHECK_EQ_BITS(tx_geo(f).right_contribution, 60.0);
    CHECK_EQ_BITS(tx_angle(f), 0.0); /* unchanged: no Pulling came first */
    tx_to(f, t1 + 0.25);
    RKT_EXPECT_LOG("refreshing done:1:1");
    rkt_host_free(f);
}

/* 17. Idle; endRefreshing then beginRefreshing in one turn. The original: the begin enters
   Refreshing at once (R applied), the deferred end lands next turn (Idle, R restored), and the
   callbacks still fire at +0.25 s while Idle. F1: the end acts at once, on an Idle trailer: no
   transition, its completion gets 0 (F3); the begin then refreshes and stays refreshing (a later
   turn changes nothing), and the trigger and the begin's completion come at +0.25 s while
   Refreshing. The reverse order (begin then end) ends at once, and F2 cancels the trigger. */
static void t17_end_then_begin_in_one_turn_F1(void) {
    tx *f = tx_new_TA();
    double t0 = f->fx.clock.now;
    f->mask = TM_NODONE;
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, rkt_done_trailer, rkt_host_done(f, 1)));
    CHECK_DONE(f, 1, 1, 0);
    CHECK_OK(rk_trailer_begin_refreshing(f->trailer, rkt_done_trailer, rkt_host_done(f, 2)));
    RKT_EXPECT_LOG("pct:1 state:3<1 inset:60@0.25 offset:685@0.25 label:" TX_PULL_EN);
    CHECK_DONE(f, 2, 0, 0);
    f->mask = RKT_EVM_SEQ;
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
    rkt_fixture_dispatch(&f->fx); /* the next turn */
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(f->m.inset_right, 60.0);
    tx_to(f, t0 + 0.25);
    RKT_EXPECT_LOG("refreshing done:2:1");
    CHECK_EQ_INT(tx_state(f), RK_FOOTER_REFRESHING);
    rkt_host_free(f);

    f = tx_new_TA();
    t0 = f->fx.clock.now;
    f->mask = TM_NODONE;
    CHECK_OK(rk_trailer_begin_refreshing(f->trailer, rkt_done_trailer, rkt_host_done(f, 1)));
    CHECK_OK(rk_trailer_end_refreshing(f->trailer, rkt_done_trailer, rkt_host_done(f, 2)));
    RKT_EXPECT_LOG("pct:1 state:3<1 inset:60@0.25 offset:685@0.25 label:" TX_PULL_EN " "
                   "state:1<3 end-anim inset:0@0.4 label:" TX_IDLE_EN " arrow:pi@0.25");
    CHECK_DONE(f, 1, 1, 0);
    CHECK_DONE(f, 2, 0, 0);
    f->mask = RKT_EVM_SEQ;
    CHECK_EQ_BITS(f->m.inset_right, 0.0);
    tx_to(f, t0 + 0.25);
    RKT_EXPECT_LOG("arrow:0@0");
    tx_to(f, t0 + 0.4);
    RKT_EXPECT_LOG("pct:0 done:2:1");
    tx_advance(f, 1.0);
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 0);
    rkt_host_free(f);
}

/* ---- the trailer bound to a task (B4, as the footer's) ---- */

/* Running at bind: Refreshing at once, without the "refreshing" trigger (the task is the load);
   suspend ends, resume begins, completion ends, each at dispatch. Suspended at bind: nothing until
   the resume. Unbinding (NULL) stops the commands; a Completed task ends a refreshing trailer at
   once and binds nothing; a bad task is refused. */
static void t18_bound_to_task_B4(void) {
    tx *f = tx_new_TA();
    rk_task *t = NULL, *u = NULL;
    rk_footer_state s = -1;
    CHECK_OK(rk_task_create(f->fx.ctx, &t));
    CHECK_OK(rk_task_resume(t));
    rkt_fixture_dispatch(&f->fx);
    rkt_log_reset();
    CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(f->trailer, t));
    RKT_EXPECT_LOG("pct:1 state:3<1 inset:60@0.25 offset:685@0.25 label:" TX_PULL_EN);
    CHECK_OK(rk_trailer_get_state(f->trailer, &s));
    CHECK_EQ_INT(s, RK_FOOTER_REFRESHING);
    tx_advance(f, 1.0);
    RKT_EXPECT_LOG("");
    tx_push(f);
    CHECK_OK(rk_task_suspend(t));
    RKT_EXPECT_LOG("");
    rkt_fixture_dispatch(&f->fx);
    RKT_EXPECT_LOG("state:1<3 end-anim inset:0@0.4 label:" TX_IDLE_EN " arrow:pi@0.25");
    tx_advance(f, 1.0);
    rkt_log_reset();
    CHECK_OK(rk_task_resume(t));
    rkt_fixture_dispatch(&f->fx);
    RKT_EXPECT_LOG("pct:1 state:3<1 inset:60@0.25 offset:685@0.25 label:" TX_PULL_EN);
    tx_push(f);
    CHECK_OK(rk_task_complete(t, 0, NULL));
    rkt_fixture_dispatch(&f->fx);
    RKT_EXPECT_LOG("state:1<3 end-anim inset:0@0.4 label:" TX_IDLE_EN " arrow:pi@0.25");
    CHECK_EQ_BITS(f->m.inset_right, 0.0);
    tx_advance(f, 1.0);
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 0);
    rkt_log_reset();

    /* Suspended at bind, then unbound before it resumes: no command at all. */
    CHECK_OK(rk_task_create(f->fx.ctx, &u));
    CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(f->trailer, u));
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_task_resume(u));
    rkt_fixture_dispatch(&f->fx);
    RKT_EXPECT_LOG("pct:1 state:3<1 inset:60@0.25 offset:685@0.25 label:" TX_PULL_EN);
    tx_push(f);
    CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(f->trailer, NULL));
    CHECK_OK(rk_task_complete(u, 0, NULL));
    rkt_fixture_dispatch(&f->fx);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_trailer_get_state(f->trailer, &s));
    CHECK_EQ_INT(s, RK_FOOTER_REFRESHING);
    /* Bound to the Completed task: the refreshing trailer ends at once; Idle, nothing more. */
    CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(f->trailer, u));
    RKT_EXPECT_LOG("state:1<3 end-anim inset:0@0.4 label:" TX_IDLE_EN " arrow:pi@0.25");
    CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(f->trailer, u));
    RKT_EXPECT_LOG("");
    /* A host begin keeps its trigger. */
    tx_advance(f, 1.0);
    rkt_log_reset();
    CHECK_OK(rk_trailer_begin_refreshing(f->trailer, NULL, NULL));
    tx_advance(f, 0.25);
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 1);
    /* A destroyed task is refused, nothing changes. */
    CHECK_OK(rk_task_destroy(t));
    CHECK_RC(rk_trailer_set_refreshing_with_state_of_task(f->trailer, t), RK_ERR_INVALID_HANDLE);
    CHECK_OK(rk_trailer_get_state(f->trailer, &s));
    CHECK_EQ_INT(s, RK_FOOTER_REFRESHING);
    rkt_host_free(f);
}

/* ---- properties over random inputs ---- */

enum { PG, PF, PP, PT, PC, PR, NPROP };
static const char *const prop_names[NPROP] = {
    "PG happen = max(Cw - (W - L0 - R0), 0) - L0, trigger = happen + 60, (L0, R0) reported - c",
    "PF frame = (max(Cw, W - L0 - R0) + gR, 0, 60, H) after every update and setting",
    "PP percent = (x - happen) / 60 where the spec stores it, else kept",
    "PT Idle -> Pulling only dragging strictly past the trigger, back at or before it",
    "PC refreshing: c = 60 + max(-D, 0), inset reported + c, offset happen + 60; updates ignored",
    "PR the right inset after a refresh = the one before it, less nothing and plus nothing",
};

typedef struct {
    tx *f;
    rkt_rng r;
    rkt_props *st;
    uint64_t seed;
    long step;
    double L0, R0; /* the host's insets as last reported, less the trailer's c */
    double gR;
    int hidden;
    int host_changed_inset; /* during the current refresh */
    double inset_before_refresh;
    int refreshing_known;
} pworld;

/* The base insets: what the host reports, less what the trailer added (read live, never a copy
   kept from an earlier update: hidden or refreshing, the trailer still holds the metrics). */
static void pw_read_base(pworld *w) {
    w->L0 = w->f->m.inset_left;
    w->R0 = w->f->m.inset_right - tx_geo(w->f).right_contribution;
}

/* The spec's numbers for the world's base insets and the reported widths. */
static double pw_visible(const pworld *w) { return w->f->m.viewport_width - w->L0 - w->R0; }
static double pw_overflow(const pworld *w) { return w->f->m.content_width - pw_visible(w); }
static double pw_happen(const pworld *w) {
    double D = pw_overflow(w);
    return (D > 0 ? D : 0) - w->L0;
}

static void pw_check_frame(pworld *w) {
    tx *f = w->f;
    rk_trailer_layout l = tx_layout(f);
    double V = pw_visible(w), Cw = f->m.content_width;
    double x = (Cw > V ? Cw : V) + w->gR;
    w->st->exercised[PF]++;
    if (!(rkt_near(l.trailer.x, x) && l.trailer.y == 0 && l.trailer.width == 60 &&
          l.trailer.height == f->m.viewport_height)) {
        rkt_violate(w->st, PF,
                "seed %llu step %ld: trailer rect (%.17g, %.17g, %.17g, %.17g), expected "
                "(%.17g, 0, 60, %.17g) (Cw %.17g V %.17g gR %.17g)",
                (unsigned long long)w->seed, w->step, l.trailer.x, l.trailer.y, l.trailer.width,
                l.trailer.height, x, f->m.viewport_height, Cw, V, w->gR);
    }
    if (f->count[RKT_EV_LAYOUT] > 0 &&
        !(f->layout[0] == l.trailer.x && f->layout[1] == l.trailer.y &&
          f->layout[2] == l.trailer.width && f->layout[3] == l.trailer.height)) {
        rkt_violate(w->st, PF, "seed %llu step %ld: layout-changed (%.17g, %.17g, %.17g, %.17g) is not "
                "get_layout's trailer", (unsigned long long)w->seed, w->step, f->layout[0],
                f->layout[1], f->layout[2], f->layout[3]);
    }
}

static void pw_check_geometry(pworld *w) {
    rk_trailer_geometry g = tx_geo(w->f);
    double happen = pw_happen(w);
    w->st->exercised[PG]++;
    if (g.snapshot_left != w->L0 || !rkt_near(g.snapshot_right, w->R0) || !rkt_near(g.happen_offset, happen) ||
        !rkt_near(g.trigger_offset, happen + 60) || g.width != 60 || g.ignored_right_inset != w->gR) {
        rkt_violate(w->st, PG, "seed %llu step %ld: L0 %.17g R0 %.17g happen %.17g trigger %.17g w "
                "%.17g gR %.17g; expected L0 %.17g R0 %.17g happen %.17g trigger %.17g gR %.17g",
                (unsigned long long)w->seed, w->step, g.snapshot_left, g.snapshot_right,
                g.happen_offset, g.trigger_offset, g.width, g.ignored_right_inset, w->L0, w->R0,
                happen, happen + 60, w->gR);
    }
}

/* The refreshes: the inset when one begins, the same inset when it ends. */
static void pw_after(pworld *w, rk_footer_state before, rk_footer_state after, double inset_before) {
    tx *f = w->f;
    if (before != RK_FOOTER_REFRESHING && after == RK_FOOTER_REFRESHING) {
        /* Entering (docs/behaviour/trailer.md §4, F8): c = w + max(-D, 0) on the reported inset,
           x := happen + w. */
        double D = pw_overflow(w), c = 60 + (D < 0 ? -D : 0);
        rk_trailer_geometry g = tx_geo(f);
        w->st->exercised[PC]++;
        if (!rkt_near(g.right_contribution, c) || !rkt_near(f->m.inset_right, inset_before + c) ||
            !rkt_near(f->last[RKT_EV_OFFSET].value, pw_happen(w) + 60) || tx_percent(f) != 1.0) {
            rkt_violate(w->st, PC, "seed %llu step %ld: entering Refreshing: c %.17g inset %.17g offset "
                    "%.17g p %.17g; expected c %.17g inset %.17g offset %.17g p 1",
                    (unsigned long long)w->seed, w->step, g.right_contribution, f->m.inset_right,
                    f->last[RKT_EV_OFFSET].value, tx_percent(f), c, inset_before + c, pw_happen(w) + 60);
        }
        w->inset_before_refresh = inset_before;
        w->host_changed_inset = 0;
        w->refreshing_known = 1;
    } else if (before == RK_FOOTER_REFRESHING && after != RK_FOOTER_REFRESHING) {
        if (w->refreshing_known && !w->host_changed_inset) {
            w->st->exercised[PR]++;
            if (f->m.inset_right != w->inset_before_refresh) {
                rkt_violate(w->st, PR, "seed %llu step %ld: right inset %.17g after the refresh, %.17g "
                        "before it", (unsigned long long)w->seed, w->step, f->m.inset_right,
                        w->inset_before_refresh);
            }
        }
        if (tx_geo(f).right_contribution != 0) {
            rkt_violate(w->st, PC, "seed %llu step %ld: contribution %.17g after leaving Refreshing",
                    (unsigned long long)w->seed, w->step, tx_geo(f).right_contribution);
        }
        w->refreshing_known = 0;
    }
}

/* One scroll update and the properties it must keep. */
static void pw_update(pworld *w, double x, int dragging) {
    tx *f = w->f;
    rk_footer_state before = tx_state(f), after;
    double p_before = tx_percent(f), reported = f->m.inset_right, p_after, pf, happen, trigger;
    double c_before = tx_geo(f).right_contribution;
    int insets_before = f->count[RKT_EV_INSET], offsets_before = f->count[RKT_EV_OFFSET];
    f->m.offset_x = x;
    f->m.dragging = dragging;
    f->m.pan = dragging ? RK_PAN_CHANGED : RK_PAN_NONE;
    tx_push(f);
    pw_read_base(w);
    after = tx_state(f);
    p_after = tx_percent(f);
    pw_check_frame(w);
    pw_check_geometry(w);
    if (w->hidden || before == RK_FOOTER_REFRESHING) {
        if (after != before || p_after != p_before || f->count[RKT_EV_INSET] != insets_before ||
            f->count[RKT_EV_OFFSET] != offsets_before || tx_geo(f).right_contribution != c_before) {
            rkt_violate(w->st, before == RK_FOOTER_REFRESHING ? PC : PP,
                    "seed %llu step %ld: a %s trailer changed (state %d -> %d, p %.17g -> %.17g, "
                    "%d inset and %d offset requests)", (unsigned long long)w->seed, w->step,
                    w->hidden ? "hidden" : "refreshing", before, after, p_before, p_after,
                    f->count[RKT_EV_INSET] - insets_before, f->count[RKT_EV_OFFSET] - offsets_before);
        }
        if (before == RK_FOOTER_REFRESHING && !w->hidden) w->st->exercised[PC]++;
        return;
    }
    if (before == RK_FOOTER_WILL_REFRESH) return;
    happen = pw_happen(w);
    trigger = happen + 60;
    pf = (x - happen) / 60;
    w->st->exercised[PP]++;
    if (x <= happen) {
        if (p_after != p_before || after != before) {
            rkt_violate(w->st, PP, "seed %llu step %ld: x %.17g at or before happen %.17g changed p "
                    "%.17g -> %.17g or the state %d -> %d", (unsigned long long)w->seed, w->step, x,
                    happen, p_before, p_after, before, after);
        }
        return;
    }
    if (dragging) {
        rk_footer_state want = before;
        if (before == RK_FOOTER_IDLE && x > trigger) want = RK_FOOTER_PULLING;
        if (before == RK_FOOTER_PULLING && x <= trigger) want = RK_FOOTER_IDLE;
        w->st->exercised[PT]++;
        if (after != want) {
            rkt_violate(w->st, PT, "seed %llu step %ld: dragging to x %.17g (trigger %.17g) in state %d "
                    "gave %d, expected %d", (unsigned long long)w->seed, w->step, x, trigger,
                    before, after, want);
        }
        if (!rkt_near(p_after, pf)) {
            rkt_violate(w->st, PP, "seed %llu step %ld: dragging x %.17g happen %.17g: p %.17g, "
                    "expected %.17g", (unsigned long long)w->seed, w->step, x, happen, p_after, pf);
        }
    } else if (before == RK_FOOTER_PULLING) {
        w->st->exercised[PT]++;
        if (after != RK_FOOTER_REFRESHING) {
            rkt_violate(w->st, PT, "seed %llu step %ld: release while Pulling gave state %d",
                    (unsigned long long)w->seed, w->step, after);
        }
    } else {
        double want = pf < 1 ? pf : p_before;
        if (!rkt_near(p_after, want) || after != before) {
            rkt_violate(w->st, PP, "seed %llu step %ld: not dragging x %.17g happen %.17g: p %.17g "
                    "state %d, expected p %.17g state %d", (unsigned long long)w->seed, w->step, x,
                    happen, p_after, after, want, before);
        }
    }
    pw_after(w, before, after, reported);
}

static void pw_command(pworld *w, int begin) {
    tx *f = w->f;
    rk_footer_state before = tx_state(f), after;
    double reported = f->m.inset_right, c_before = tx_geo(f).right_contribution;
    int insets_before = f->count[RKT_EV_INSET];
    if (begin) CHECK_OK(rk_trailer_begin_refreshing(f->trailer, NULL, NULL));
    else CHECK_OK(rk_trailer_end_refreshing(f->trailer, NULL, NULL));
    pw_read_base(w);
    after = tx_state(f);
    pw_check_frame(w);
    pw_check_geometry(w);
    if (!begin && before == RK_FOOTER_REFRESHING) {
        /* Exit: exactly c given back from what the host reports (F8). */
        int asked = f->count[RKT_EV_INSET] - insets_before;
        w->st->exercised[PC]++;
        if (asked != 1 || !rkt_near(f->last[RKT_EV_INSET].value, reported - c_before)) {
            rkt_violate(w->st, PC, "seed %llu step %ld: end: asked %d times (last %.17g), expected "
                    "reported %.17g - c %.17g", (unsigned long long)w->seed, w->step, asked,
                    f->last[RKT_EV_INSET].value, reported, c_before);
        }
    }
    pw_after(w, before, after, reported);
}

static void simulate(uint64_t seed, long steps, rkt_props *st) {
    pworld w = {.r = {seed}, .st = st, .seed = seed}; /* the generator seeded, the rest 0 */
    tx *f;
    w.f = f = tx_new(seed % 2 ? RK_TRAILER_STYLE_STATE : RK_TRAILER_STYLE_NORMAL);
    rkt_log_mute(1);
    tx_metrics(f, rkt_rng_range(&w.r, 250, 500), rkt_rng_range(&w.r, 100, 900), rkt_rng_range(&w.r, 0, 3000),
               rkt_rng_range(&w.r, -10, 30), rkt_rng_range(&w.r, -10, 30));
    CHECK_OK(rk_trailer_set_animation_durations(f->trailer, rkt_rng_range(&w.r, 0, 0.4),
                                                rkt_rng_range(&w.r, 0, 0.6)));
    tx_push(f);
    pw_read_base(&w);
    for (w.step = 0; w.step < steps; w.step++) {
        int roll = rkt_rng_int(&w.r, 100);
        double happen = pw_happen(&w);
        double x = happen + rkt_rng_range(&w.r, -1.0, 2.2) * 60;
        if (rkt_rng_int(&w.r, 50) == 0) x = happen;            /* exactly at happen */
        else if (rkt_rng_int(&w.r, 50) == 0) x = happen + 60;  /* exactly at the trigger */
        if (roll < 45) {
            pw_update(&w, x, 1);
        } else if (roll < 62) {
            pw_update(&w, x, 0);
        } else if (roll < 70) {
            tx_advance(f, rkt_rng_int(&w.r, 4) ? rkt_rng_range(&w.r, 0, 0.6) : 0);
        } else if (roll < 75) {
            /* Another party changes an inset (while refreshing too: F8 keeps it). */
            if (rkt_rng_int(&w.r, 2)) f->m.inset_right += rkt_rng_range(&w.r, -20, 20);
            else f->m.inset_left = rkt_rng_range(&w.r, -10, 30);
            if (tx_state(f) == RK_FOOTER_REFRESHING) w.host_changed_inset = 1;
            pw_update(&w, f->m.offset_x, f->m.dragging);
        } else if (roll < 80) {
            /* The content grows or shrinks. */
            f->m.content_width = rkt_rng_range(&w.r, 0, 3000);
            pw_update(&w, f->m.offset_x, f->m.dragging);
        } else if (roll < 84) {
            w.gR = rkt_rng_int(&w.r, 3) ? rkt_rng_range(&w.r, 0, 50) : 0;
            CHECK_OK(rk_trailer_set_ignored_right_inset(f->trailer, w.gR));
            pw_check_frame(&w);
        } else if (roll < 93) {
            pw_command(&w, rkt_rng_int(&w.r, 2));
        } else if (roll < 96) {
            w.hidden = !w.hidden;
            CHECK_OK(rk_trailer_set_hidden(f->trailer, w.hidden));
        } else {
            f->m.viewport_width = rkt_rng_range(&w.r, 250, 500);
            f->m.viewport_height = rkt_rng_range(&w.r, 100, 900);
            pw_update(&w, f->m.offset_x, f->m.dragging);
        }
    }
    rkt_log_mute(0);
    rkt_host_free(f);
}

static const uint64_t seeds[] = {1, 2, 3, 42, 0xC0FFEE, 20241128};
static rkt_props props = {.names = prop_names, .simulate = simulate, .seeds = seeds,
                          .nseeds = sizeof seeds / sizeof seeds[0], .steps = 3000};

static void p01_happen_and_trigger_from_snapshot(void) { rkt_props_check(&props, PG, 5000); }
static void p02_frame_x_is_max_cw_v_plus_gR(void) { rkt_props_check(&props, PF, 5000); }
static void p03_pulling_percent_formula(void) { rkt_props_check(&props, PP, 2000); }
static void p04_pulling_lines_strict(void) { rkt_props_check(&props, PT, 1000); }
static void p05_refreshing_contribution_and_offset(void) { rkt_props_check(&props, PC, 300); }
static void p06_refresh_gives_back_exactly_its_inset(void) { rkt_props_check(&props, PR, 30); }

static const rkt_case cases[] = {
    RKT_CASE(trailer_defaults),
    RKT_CASE(trailer_signals_as_documented),
    RKT_CASE(t01_drag_half_pull),
    RKT_CASE(t02_drag_to_trigger_stays_idle),
    RKT_CASE(t03_past_trigger_pulling_arrow_turns),
    RKT_CASE(t04_release_refreshes),
    RKT_CASE(t05_offsets_ignored_while_refreshing),
    RKT_CASE(t06_end_after_items_appended_reasserts),
    RKT_CASE(t07_short_content_refresh),
    RKT_CASE(t08_insets_shift_the_lines),
    RKT_CASE(t09_ignored_right_inset_moves_frame_only),
    RKT_CASE(t10_no_more_data_refused),
    RKT_CASE(t11_bounce_stores_only_below_one),
    RKT_CASE(t12_titles_every_language_F14),
    RKT_CASE(t13_label_and_arrow_layout_F15),
    RKT_CASE(t14_geometry_from_creation_F14),
    RKT_CASE(t15_no_arrow_snap_in_new_pull_F2_F15),
    RKT_CASE(t16_begin_off_window_will_refresh),
    RKT_CASE(t17_end_then_begin_in_one_turn_F1),
    RKT_CASE(t18_bound_to_task_B4),
    RKT_CASE(p01_happen_and_trigger_from_snapshot),
    RKT_CASE(p02_frame_x_is_max_cw_v_plus_gR),
    RKT_CASE(p03_pulling_percent_formula),
    RKT_CASE(p04_pulling_lines_strict),
    RKT_CASE(p05_refreshing_contribution_and_offset),
    RKT_CASE(p06_refresh_gives_back_exactly_its_inset),
};

RKT_MAIN(cases)
