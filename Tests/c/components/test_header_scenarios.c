/*
 * test_header_scenarios: the 26 given/when/then cases of MJRefresh's header
 * (docs/behaviour/header.md) through the C ABI, one case each (hNN_...), with the outcome changed
 * where the deliberate fixes (F1-F8, F11, F12, F15, F16; docs/FIXES.md) change it: those cases name
 * the fix and say what the original did. Then property tests of the header's formulas over seeded
 * random inputs (pNN_...).
 *
 * Setups (docs/behaviour/header.md §3): HA: H=812, W=375, T0=88, C=1500, h=54 => frame (0, -54,
 * 375, 54), happen -88, trigger -142. HG: HA with a GIF header, 10 idle frames 60 pt tall (ids
 * 100..109) => h = 60, frame y -60, trigger -148; 4 Pulling frames (ids 200..203, 50 x 50) and the
 * same 4 as Refreshing frames, 0.4 s a loop.
 *
 * The host double (hx below): a context on a fake monotonic clock (rkt_clock, t = 1000) and a fake
 * wall clock (rk_context_set_wall_clock; "now" = 2024-11-28 15:30 in the header's time zone, UTC
 * unless a case sets rk_header_set_utc_offset); one header with a handler on every signal, each
 * appending one item to the rk_test.h event log in the order they come; a host scroll view that
 * applies every inset-requested and offset-requested to the metrics it reports next (as UIKit
 * does, and as F8 asks of a host). Log items:
 *   state:NEW<OLD  pct:P  frame:ID/INDEX  gif:V  inset:TOP@DUR  offset:Y@DUR  alpha:A@DUR
 *   label:TEXT  time:TEXT  refreshing  end-anim  done:TAG:FINISHED
 * The arrow and spinner signals, layout-changed and measure-text are not logged by default (their
 * order among the other effects of one transition is not the spec's to say): the fixture keeps
 * their last values, times and counts, which the cases check instead. A case may widen the mask.
 *
 * Where the spec leaves it open, a signal is expected only when its value changes (as the footer's
 * and the section comment of the header: "told only when it changes" in the model), and the order
 * of one transition's effects is the original's order of overridden setters: state, then the
 * header layer (inset, offset, end-animation, alpha), then the labels (state label, time label),
 * then the visuals.
 */
#include "rk_test.h"

#include <float.h>

/* ---- the host double (rkt_host of rk_test.h) ---- */

typedef rkt_host hx;

#define HM_VISUALS                                                                                \
    (RKT_EVM(RKT_EV_ARROW) | RKT_EVM(RKT_EV_ARROWVIS) | RKT_EVM(RKT_EV_SPINNER) |                 \
     RKT_EVM(RKT_EV_SPINALPHA))
/* What the log takes by default. */
#define HM_SEQ (RKT_EVM_SEQ & ~HM_VISUALS)
/* The default without completions (checked on their own where their place is not the spec's). */
#define HM_NODONE (HM_SEQ & ~RKT_EVM(RKT_EV_DONE))
/* The signals the fixture watches (measure-text only where a case connects it). */
#define HX_WATCHED                                                                                \
    (RKT_EVM_ALL & ~RKT_EVM(RKT_EV_GIFVIS) & ~RKT_EVM(RKT_EV_MEASURE) & ~RKT_EVM(RKT_EV_SAY) &     \
     ~RKT_EVM(RKT_EV_DONE) & ~RKT_EVM(RKT_EV_LOAD))

static const double HX_PI = 3.14159265358979323846;
/* The arrow's angle in Pulling (docs/behaviour/header.md §8): -pi + 0.000001. */
#define HX_UP (-HX_PI + 0.000001)

/* Seconds since 1970-01-01 00:00 UTC of a civil time (Gregorian, year >= 1970) seen in a time zone
   utc_offset seconds east of UTC. */
static int hx_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static double hx_civil(int year, int month, int day, int hour, int minute, int utc_offset) {
    static const int month_days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    long days = 0;
    int y, mo;
    for (y = 1970; y < year; y++) days += hx_leap(y) ? 366 : 365;
    for (mo = 1; mo < month; mo++) days += month_days[mo - 1] + (mo == 2 && hx_leap(year));
    days += day - 1;
    return (double)days * 86400.0 + hour * 3600.0 + minute * 60.0 - utc_offset;
}

/* 2024-11-28 15:30 UTC: the cases' "now" (the original's examples of the last-updated text). */
#define HX_NOW hx_civil(2024, 11, 28, 15, 30, 0)
#define HX_KEY "MJRefreshHeaderLastUpdatedTimeKey"

/* A context on the fake clocks and a header of the style with every handler but measure-text;
   nothing reported yet. */
static hx *hx_new(rk_header_style style) {
    hx *f = rkt_host_new(1000.0);
    rkt_fixture_set_wall(&f->fx, HX_NOW);
    f->mask = HM_SEQ;
    f->arrow_named = HX_UP;
    f->arrow_name = "up";
    CHECK_OK(rk_header_create(f->fx.ctx, style, &f->header));
    rkt_host_watch(f, RK_KIND_HEADER, HX_WATCHED);
    return f;
}

/* ---- time ---- */

static void hx_to(hx *f, double t) { rkt_fixture_to(&f->fx, t); }
static void hx_advance(hx *f, double dt) { rkt_fixture_advance(&f->fx, dt); }

/* ---- the host's scroll view ---- */

static void hx_push(hx *f) { CHECK_OK(rk_header_set_metrics(f->header, &f->m)); }

static void hx_scroll_pan(hx *f, double y, int dragging, rk_pan_state pan) {
    f->m.offset_y = y;
    f->m.dragging = dragging;
    f->m.pan = pan;
    hx_push(f);
}

static void hx_scroll(hx *f, double y, int dragging) {
    hx_scroll_pan(f, y, dragging, dragging ? RK_PAN_CHANGED : RK_PAN_NONE);
}

static void hx_metrics(hx *f, double H, double W, double C, double T) { f->m = rkt_metrics(W, H, W, C, T); }

/* HA reported at rest (y = -88), log emptied. */
static void hx_setup_HA(hx *f) {
    hx_metrics(f, 812, 375, 1500, 88);
    hx_push(f);
    rkt_log_reset();
}

/* HG: a GIF header with 10 idle frames 60 pt tall (100..109), 4 Pulling and the same 4
   Refreshing frames (200..203), 0.4 s a loop; then HA reported at rest, log emptied. */
static hx *hx_new_HG(void) {
    hx *f = hx_new(RK_HEADER_STYLE_GIF);
    rk_image img[10];
    rkt_frames(img, 10, 100, 50, 60);
    CHECK_OK(rk_header_set_images(f->header, RK_FOOTER_IDLE, img, 10));
    rkt_frames(img, 4, 200, 50, 50);
    CHECK_OK(rk_header_set_images_with_duration(f->header, RK_FOOTER_PULLING, img, 4, 0.4));
    CHECK_OK(rk_header_set_images_with_duration(f->header, RK_FOOTER_REFRESHING, img, 4, 0.4));
    hx_setup_HA(f);
    return f;
}

static hx *hx_new_HA(void) {
    hx *f = hx_new(RK_HEADER_STYLE_NORMAL);
    hx_setup_HA(f);
    return f;
}

/* ---- queries ---- */

RKT_QUERIES(hx, hx, header, header)
RKT_QUERY_FN(hx_gif, hx, header, rk_footer_gif, rk_header_get_gif)

RKT_TEXT_FN(hx_time, hx, header, rk_header_get_time_label)

#define CHECK_GIF(f, anim, want_id, want_index)                                                   \
    do {                                                                                          \
        rk_footer_gif g_ = hx_gif(f);                                                             \
        CHECK_EQ_INT(g_.visible, 1);                                                              \
        CHECK_EQ_INT(g_.animating, (anim));                                                       \
        CHECK_EQ_INT(g_.has_frame, 1);                                                            \
        CHECK_EQ_U64(g_.image_id, (want_id));                                                     \
        CHECK_EQ_INT(g_.index, (want_index));                                                     \
    } while (0)

/* The normal header's visuals as the signals left them: arrow angle, arrow shown, spinner
   animating, spinner alpha. */
#define CHECK_VISUALS(f, angle, shown, animating, alpha)                                          \
    do {                                                                                          \
        CHECK_EQ_BITS((f)->last[RKT_EV_ARROW].value, (angle));                                    \
        CHECK_EQ_INT((f)->last[RKT_EV_ARROWVIS].value, (shown));                                  \
        CHECK_EQ_INT((f)->last[RKT_EV_SPINNER].value, (animating));                               \
        CHECK_EQ_BITS((f)->last[RKT_EV_SPINALPHA].value, (alpha));                                \
    } while (0)

static double hx_stored(hx *f, const char *key) {
    double t = NAN;
    CHECK_OK(rk_context_get_last_updated(f->fx.ctx, key, &t));
    return t;
}

/* HA dragged to y = -143: Pulling (case 4's state), log emptied. */
static void hx_drag_to_pulling(hx *f) {
    hx_scroll(f, -115, 1);
    hx_scroll(f, -143, 1);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_PULLING);
    rkt_log_reset();
}

/* HA refreshing entered by drag and release (case 6), the host reporting what it applied
   (inset 142, y -142), the refreshing trigger fired; log emptied. */
static hx *hx_refreshing_by_drag(void) {
    hx *f = hx_new_HA();
    hx_drag_to_pulling(f);
    hx_scroll(f, -160, 0);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_REFRESHING);
    hx_advance(f, 0.25);
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 1);
    CHECK_EQ_BITS(f->m.inset_top, 142.0);
    CHECK_EQ_BITS(f->m.offset_y, -142.0);
    hx_push(f);
    rkt_log_reset();
    return f;
}

/* ---- the header as documented ---- */

static void header_defaults(void) {
    hx *f = hx_new_HA();
    rk_header_geometry g = hx_geo(f);
    rk_header_layout l = hx_layout(f);
    char buf[128];
    size_t len = 0;
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(hx_percent(f), 0.0);
    CHECK_EQ_BITS(hx_alpha(f), 1.0);
    CHECK_EQ_BITS(g.height, 54.0);
    CHECK_EQ_BITS(g.base_top, 88.0);
    CHECK_EQ_BITS(g.happen_offset, -88.0);
    CHECK_EQ_BITS(g.trigger_offset, -142.0);
    CHECK_EQ_BITS(g.top_contribution, 0.0);
    CHECK_EQ_BITS(g.ignored_top_inset, 0.0);
    CHECK_EQ_INT(l.style, RK_HEADER_STYLE_NORMAL);
    CHECK_RECT(l.header, 0, -54, 375, 54);
    CHECK_STR(hx_label(f), "Pull down to refresh");
    CHECK_STR(hx_time(f), "Last update: No record");
    CHECK_OK(rk_header_get_language(f->header, buf, sizeof buf, &len));
    CHECK_STR(buf, "en");
    CHECK_OK(rk_header_get_last_updated_key(f->header, buf, sizeof buf, &len));
    CHECK_STR(buf, HX_KEY);
    CHECK_EQ_U64(len, strlen(HX_KEY));
    CHECK_STR(hx_title(f, RK_FOOTER_IDLE), "Pull down to refresh");
    CHECK_STR(hx_title(f, RK_FOOTER_PULLING), "Release to refresh");
    CHECK_STR(hx_title(f, RK_FOOTER_REFRESHING), "Loading...");
    CHECK_STR(hx_title(f, RK_FOOTER_WILL_REFRESH), "");
    rkt_host_free(f);
}

static void header_signals_as_documented(void) {
    static const rkt_signal_doc want[] = {
        {"state-changed", RK_TYPE_VOID, 2, {RK_TYPE_INT32, RK_TYPE_INT32}},
        {"pulling-percent", RK_TYPE_VOID, 1, {RK_TYPE_DOUBLE}},
        {"frame-changed", RK_TYPE_VOID, 2, {RK_TYPE_UINT64, RK_TYPE_INT32}},
        {"layout-changed", RK_TYPE_VOID, 4,
         {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"inset-requested", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"offset-requested", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"alpha-changed", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"label-changed", RK_TYPE_VOID, 1, {RK_TYPE_STRING}},
        {"time-label-changed", RK_TYPE_VOID, 1, {RK_TYPE_STRING}},
        {"refreshing", RK_TYPE_VOID, 0, {0}},
        {"end-animation-began", RK_TYPE_VOID, 0, {0}},
        {"arrow-changed", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"arrow-visibility", RK_TYPE_VOID, 1, {RK_TYPE_INT32}},
        {"spinner-changed", RK_TYPE_VOID, 1, {RK_TYPE_INT32}},
        {"spinner-alpha", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"measure-text", RK_TYPE_DOUBLE, 1, {RK_TYPE_STRING}},
        {"refreshing-load", RK_TYPE_VOID, 1, {RK_TYPE_UINT64}},
        {"announcement", RK_TYPE_VOID, 2, {RK_TYPE_STRING, RK_TYPE_INT32}},
        {"time-text-refused", RK_TYPE_VOID, 1, {RK_TYPE_INT32}}, /* 1.4 */
        {"load-cancelled", RK_TYPE_VOID, 2, {RK_TYPE_UINT64, RK_TYPE_INT32}}, /* 1.5 */
    };
    rkt_check_signals(RK_KIND_HEADER, want, (uint32_t)(sizeof want / sizeof want[0]));
}

/* ---- part 5.1 ---- */

/* 1. HA at rest: an offset event at y = -88 (== happen), not dragging, stores p = 0 (the header
   computes the percent at y <= happen, unlike the footers' y > happen); with auto-alpha, alpha 0.
   To see the store, a bounce to y = -100 first leaves p = 12/54 (< 1, stored when not dragging). */
static void h01_rest_offset_stores_percent_zero(void) {
    hx *f = hx_new_HA();
    CHECK_OK(rk_header_set_automatically_change_alpha(f->header, 1));
    /* toggling on outside Refreshing: alpha := p (docs/behaviour/component.md §4) */
    RKT_EXPECT_LOG("alpha:0@0");
    hx_scroll(f, -100, 0);
    CHECK_EQ_BITS(hx_percent(f), 12.0 / 54);
    RKT_EXPECT_LOG("pct:0.222222 alpha:0.222222@0");
    hx_scroll(f, -88, 0);
    RKT_EXPECT_LOG("pct:0 alpha:0@0");
    CHECK_EQ_BITS(hx_percent(f), 0.0);
    CHECK_EQ_BITS(hx_alpha(f), 0.0);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_IDLE);
    /* Above happen (y > -88) nothing is computed: p keeps its value. */
    hx_scroll(f, -100, 0);
    rkt_log_reset();
    hx_scroll(f, -50, 0);
    RKT_EXPECT_LOG("");
    CHECK_EQ_BITS(hx_percent(f), 12.0 / 54);
    rkt_host_free(f);
}

/* 2. HA Idle, dragging to y = -115: p = 27/54 = 0.5, still Idle, label "Pull down to refresh". */
static void h02_drag_half_pull(void) {
    hx *f = hx_new_HA();
    hx_scroll(f, -115, 1);
    RKT_EXPECT_LOG("pct:0.5");
    CHECK_EQ_BITS(hx_percent(f), 0.5);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_IDLE);
    CHECK_STR(hx_label(f), "Pull down to refresh");
    CHECK_EQ_INT(f->count[RKT_EV_ARROW], 0);
    rkt_host_free(f);
}

/* 3. HA dragging to y = -142 (the trigger line): p = 1, still Idle (Idle -> Pulling is strict). */
static void h03_drag_to_trigger_stays_idle(void) {
    hx *f = hx_new_HA();
    hx_scroll(f, -142, 1);
    RKT_EXPECT_LOG("pct:1");
    CHECK_EQ_BITS(hx_percent(f), 1.0);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_IDLE);
    rkt_host_free(f);
}

/* 4. HA dragging to y = -143: p = 55/54, Pulling, "Release to refresh", the arrow turns to
   -pi + 1e-6 over 0.25 s, the spinner stays stopped. */
static void h04_past_trigger_pulling_arrow_up(void) {
    hx *f = hx_new_HA();
    double t0 = f->fx.clock.now;
    hx_scroll(f, -143, 1);
    RKT_EXPECT_LOG("pct:1.01852 state:2<1 label:Release to refresh");
    CHECK_EQ_BITS(hx_percent(f), 55.0 / 54);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_PULLING);
    CHECK_STR(hx_label(f), "Release to refresh");
    CHECK_EQ_INT(f->count[RKT_EV_ARROW], 1);
    CHECK_EQ_BITS(f->last[RKT_EV_ARROW].value, HX_UP);
    CHECK_EQ_BITS(f->last[RKT_EV_ARROW].duration, 0.25);
    CHECK_EQ_BITS(f->last[RKT_EV_ARROW].time, t0);
    CHECK_VISUALS(f, HX_UP, 1, 0, 1.0);
    CHECK_EQ_INT(f->count[RKT_EV_SPINNER], 0);
    CHECK_EQ_INT(f->count[RKT_EV_ARROWVIS], 0);
    rkt_host_free(f);
}

/* 5. From 4, dragging back to y = -142: Idle, the arrow turns back to 0 over 0.25 s. */
static void h05_drag_back_idle_arrow_down(void) {
    hx *f = hx_new_HA();
    hx_drag_to_pulling(f);
    hx_scroll(f, -142, 1);
    RKT_EXPECT_LOG("pct:1 state:1<2 label:Pull down to refresh");
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_INT(f->count[RKT_EV_ARROW], 2);
    CHECK_EQ_BITS(f->last[RKT_EV_ARROW].duration, 0.25);
    CHECK_VISUALS(f, 0.0, 1, 0, 1.0);
    rkt_host_free(f);
}

/* 6. From 4 the finger lifts; the next event is y = -160, not dragging: p := 1, Refreshing;
   inset-requested(142, 0.25), offset-requested(-142, 0.25); the header adds c = 54 (the
   original's delta -54); "Loading..."; arrow hidden, spinner on; at +0.25 s the refreshing
   trigger (the original's block, target/action and begin completion: one signal here, F3). */
static void h06_release_refreshes(void) {
    hx *f = hx_new_HA();
    rk_header_geometry g;
    double t0;
    hx_drag_to_pulling(f);
    t0 = f->fx.clock.now;
    hx_scroll(f, -160, 0);
    RKT_EXPECT_LOG("pct:1 state:3<2 inset:142@0.25 offset:-142@0.25 label:Loading...");
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(hx_percent(f), 1.0);
    g = hx_geo(f);
    CHECK_EQ_BITS(g.top_contribution, 54.0);
    CHECK_EQ_BITS(g.base_top, 88.0);
    CHECK_STR(hx_label(f), "Loading...");
    /* Arrow hidden (its rotation kept, still up), spinner at alpha 1 and started. */
    CHECK_VISUALS(f, HX_UP, 0, 1, 1.0);
    CHECK_EQ_BITS(f->last[RKT_EV_ARROWVIS].time, t0);
    CHECK_EQ_BITS(f->last[RKT_EV_SPINNER].time, t0);
    /* The host reports what it applied: the rule on y = -142 changes nothing. */
    hx_push(f);
    RKT_EXPECT_LOG("");
    hx_to(f, t0 + 0.2499);
    RKT_EXPECT_LOG("");
    hx_to(f, t0 + 0.25);
    RKT_EXPECT_LOG("refreshing");
    hx_advance(f, 2.0);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 1);
    rkt_host_free(f);
}

/* 7. Refreshing at y = -142; the user scrolls to -100, 200, -300: the top inset becomes 100
   (c 12, delta -12), 88 (c 0), 142 (c 54), each asked at once (duration 0); p stays 1; Refreshing
   throughout. (F8: the header asks reported - c_old + c_new; with nobody else touching the inset
   that is the original's clamp(-y, T0, T0 + h).) */
static void h07_scroll_while_refreshing_inset_rule(void) {
    hx *f = hx_refreshing_by_drag();
    hx_scroll(f, -100, 1);
    RKT_EXPECT_LOG("inset:100@0");
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 12.0);
    CHECK_EQ_BITS(hx_geo(f).base_top, 88.0);
    /* A move within FLT_EPSILON asks nothing (docs/behaviour/header.md §5); one past it does. */
    hx_scroll(f, -100.00000001, 1);
    RKT_EXPECT_LOG("");
    hx_scroll(f, -100.001, 1);
    RKT_EXPECT_LOG("inset:100.001@0");
    CHECK_NEAR(hx_geo(f).top_contribution, 12.001, 1e-9);
    hx_scroll(f, -100, 1);
    RKT_EXPECT_LOG("inset:100@0");
    hx_scroll(f, 200, 1);
    RKT_EXPECT_LOG("inset:88@0");
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 0.0);
    CHECK_EQ_BITS(hx_geo(f).base_top, 88.0);
    hx_scroll(f, -300, 0);
    RKT_EXPECT_LOG("inset:142@0");
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 54.0);
    /* Nothing moves by more than FLT_EPSILON: nothing asked. */
    hx_scroll(f, -250, 1);
    RKT_EXPECT_LOG("");
    CHECK_EQ_BITS(hx_percent(f), 1.0);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(f->count[RKT_EV_PCT], 3); /* 0.5, 1.01852 and 1 before the refresh, none since */
    rkt_host_free(f);
}

/* 8. Refreshing with c = 0 (scrolled to y = 200); endRefreshing. The original waits a turn; F1:
   at once Idle, the date saved, the top inset stays 88 (no jump; no request, since nothing moves
   by more than FLT_EPSILON), the end animation begins, label Idle and "Last update: Today 15:30",
   the spinner fades over 0.4 s, the arrow is reset at once (hidden) and shown at +0.4 s, p := 0
   and the completion at +0.4 s. */
static void h08_end_with_no_contribution(void) {
    hx *f = hx_refreshing_by_drag();
    double t1;
    hx_scroll(f, 200, 0);
    RKT_EXPECT_LOG("inset:88@0");
    hx_push(f);
    RKT_EXPECT_LOG("");
    t1 = f->fx.clock.now;
    CHECK_OK(rk_header_end_refreshing(f->header, rkt_done_header, rkt_host_done(f, 1)));
    RKT_EXPECT_LOG("state:1<3 end-anim label:Pull down to refresh time:Last update: Today 15:30");
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(hx_stored(f, HX_KEY), HX_NOW);
    CHECK_EQ_BITS(f->m.inset_top, 88.0);
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 0.0);
    CHECK_STR(hx_time(f), "Last update: Today 15:30");
    /* Arrow rotation reset at once, while still hidden; spinner fading over 0.4 s. */
    CHECK_EQ_BITS(f->last[RKT_EV_ARROW].duration, 0.0);
    CHECK_VISUALS(f, 0.0, 0, 1, 0.0);
    CHECK_EQ_BITS(f->last[RKT_EV_SPINALPHA].duration, 0.4);
    CHECK_EQ_BITS(hx_percent(f), 1.0);
    hx_to(f, t1 + 0.3999);
    RKT_EXPECT_LOG("");
    CHECK_DONE(f, 1, 0, 0);
    CHECK_VISUALS(f, 0.0, 0, 1, 0.0);
    hx_to(f, t1 + 0.4);
    RKT_EXPECT_LOG("pct:0 done:1:1");
    /* At +0.4 s, still Idle: spinner alpha 1, stopped, arrow shown. */
    CHECK_VISUALS(f, 0.0, 1, 0, 1.0);
    CHECK_EQ_BITS(f->last[RKT_EV_ARROWVIS].time, t1 + 0.4);
    CHECK_EQ_BITS(f->last[RKT_EV_SPINNER].time, t1 + 0.4);
    CHECK_EQ_BITS(hx_percent(f), 0.0);
    rkt_host_free(f);
}

/* 9. Refreshing at y = -142, ended: top 142 -> 88 over 0.4 s (F1: at once); the host clamps y to
   -88 and reports it; the header, Idle, stores p = 0. */
static void h09_end_at_full_pull_host_clamps(void) {
    hx *f = hx_refreshing_by_drag();
    double t1 = f->fx.clock.now;
    CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3 inset:88@0.4 end-anim label:Pull down to refresh "
                   "time:Last update: Today 15:30");
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 0.0);
    hx_scroll(f, -88, 0);
    RKT_EXPECT_LOG("pct:0");
    CHECK_EQ_BITS(hx_percent(f), 0.0);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_IDLE);
    hx_to(f, t1 + 0.4);
    RKT_EXPECT_LOG("");
    rkt_host_free(f);
}

/* 10. HA Idle, visible, at rest: beginRefreshing sets p := 1 first, then Refreshing, top 142,
   y -142, and at +0.25 s the trigger then the begin completion. HG would first show idle frame 9
   (p = 1 set while Idle), then the Refreshing loop. */
static void h10_begin_in_window(void) {
    hx *f = hx_new_HA();
    double t0 = f->fx.clock.now;
    CHECK_OK(rk_header_begin_refreshing(f->header, rkt_done_header, rkt_host_done(f, 1)));
    RKT_EXPECT_LOG("pct:1 state:3<1 inset:142@0.25 offset:-142@0.25 label:Loading...");
    CHECK_VISUALS(f, 0.0, 0, 1, 1.0);
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 54.0);
    hx_to(f, t0 + 0.25);
    RKT_EXPECT_LOG("refreshing done:1:1");
    rkt_host_free(f);

    f = hx_new_HG();
    t0 = f->fx.clock.now;
    CHECK_EQ_BITS(hx_geo(f).height, 60.0);
    CHECK_OK(rk_header_begin_refreshing(f->header, rkt_done_header, rkt_host_done(f, 1)));
    RKT_EXPECT_LOG("pct:1 frame:109/9 state:3<1 inset:148@0.25 offset:-148@0.25 "
                   "label:Loading... frame:200/0");
    CHECK_GIF(f, 1, 200, 0);
    /* Frame boundaries every 0.1 s (checked just after each, as a chained deadline may land an ulp
       late). */
    hx_to(f, t0 + 0.0999);
    RKT_EXPECT_LOG("");
    hx_to(f, t0 + 0.1001);
    RKT_EXPECT_LOG("frame:201/1");
    hx_to(f, t0 + 0.2001);
    RKT_EXPECT_LOG("frame:202/2");
    hx_to(f, t0 + 0.25);
    RKT_EXPECT_LOG("refreshing done:1:1");
    rkt_host_free(f);
}

/* 11. Not in a window: beginRefreshing goes to WillRefresh, label empty, arrow unchanged, no
   inset; drawn (visible): Refreshing with all of 6's effects; the completion at +0.25 s. */
static void h11_begin_off_window_will_refresh(void) {
    hx *f = hx_new_HA();
    double t1;
    CHECK_OK(rk_header_set_visible(f->header, 0));
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_header_begin_refreshing(f->header, rkt_done_header, rkt_host_done(f, 1)));
    RKT_EXPECT_LOG("pct:1 state:4<1 label:");
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_WILL_REFRESH);
    CHECK_STR(hx_label(f), "");
    CHECK_EQ_INT(f->count[RKT_EV_ARROW] + f->count[RKT_EV_ARROWVIS] + f->count[RKT_EV_SPINNER], 0);
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 0.0);
    hx_advance(f, 1.0);
    RKT_EXPECT_LOG("");
    CHECK_DONE(f, 1, 0, 0);
    t1 = f->fx.clock.now;
    CHECK_OK(rk_header_set_visible(f->header, 1));
    RKT_EXPECT_LOG("state:3<4 inset:142@0.25 offset:-142@0.25 label:Loading...");
    CHECK_VISUALS(f, 0.0, 0, 1, 1.0);
    hx_to(f, t1 + 0.25);
    RKT_EXPECT_LOG("refreshing done:1:1");
    rkt_host_free(f);
}

/* 12. Pulling while the pan becomes cancelled: the next not-dragging event (pan cancelled)
   enters Refreshing with no inset or offset request; the trigger at +0.25 s; a later event at
   y = -120 sets top 120 (c 32; the original's delta -32). */
static void h12_cancelled_pan_refreshes_without_inset(void) {
    hx *f = hx_new_HA();
    double t0;
    hx_drag_to_pulling(f);
    t0 = f->fx.clock.now;
    hx_scroll_pan(f, -143, 0, RK_PAN_CANCELLED);
    RKT_EXPECT_LOG("pct:1 state:3<2 label:Loading...");
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 0.0);
    CHECK_EQ_BITS(f->m.inset_top, 88.0);
    CHECK_VISUALS(f, HX_UP, 0, 1, 1.0);
    hx_to(f, t0 + 0.25);
    RKT_EXPECT_LOG("refreshing");
    hx_scroll(f, -120, 0);
    RKT_EXPECT_LOG("inset:120@0");
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 32.0);
    /* The end gives back exactly what was added (F8). */
    CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    CHECK_EQ_BITS(f->m.inset_top, 88.0);
    rkt_host_free(f);
}

/* 13. HA with gT = 20: frame y = -74, at once (F6); happen and trigger unchanged (-88/-142); the
   header's bottom edge shows only after 20 pt of pull (y = -108), when p is already 20/54. */
static void h13_ignored_top_inset_moves_frame_only(void) {
    hx *f = hx_new_HA();
    rk_header_geometry g;
    f->mask |= RKT_EVM(RKT_EV_LAYOUT);
    CHECK_OK(rk_header_set_ignored_top_inset(f->header, 20));
    RKT_EXPECT_LOG("layout:0,-74,375,54");
    CHECK_RECT(hx_layout(f).header, 0, -74, 375, 54);
    g = hx_geo(f);
    CHECK_EQ_BITS(g.ignored_top_inset, 20.0);
    CHECK_EQ_BITS(g.happen_offset, -88.0);
    CHECK_EQ_BITS(g.trigger_offset, -142.0);
    f->mask = HM_SEQ;
    /* The header's bottom edge (content y -74 + 54 = -20) reaches the visible top (y + T0) at
       y = -108. */
    hx_scroll(f, -108, 1);
    RKT_EXPECT_LOG("pct:0.37037");
    CHECK_EQ_BITS(hx_percent(f), 20.0 / 54);
    hx_scroll(f, -143, 1);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_PULLING);
    CHECK_RECT(hx_layout(f).header, 0, -74, 375, 54);
    rkt_host_free(f);
}

/* 14. HG dragging: y = -118 => p = 0.5, idle frame 5; y = -148 => p = 1, frame 9, Idle; y = -149
   => Pulling, the 4-frame loop over 0.4 s. */
static void h14_gif_percent_frames_then_pulling_loop(void) {
    hx *f = hx_new_HG();
    rk_header_geometry g = hx_geo(f);
    double t0;
    CHECK_EQ_BITS(g.height, 60.0);
    CHECK_EQ_BITS(g.trigger_offset, -148.0);
    CHECK_RECT(hx_layout(f).header, 0, -60, 375, 60);
    hx_scroll(f, -118, 1);
    RKT_EXPECT_LOG("pct:0.5 frame:105/5");
    CHECK_GIF(f, 0, 105, 5);
    hx_scroll(f, -148, 1);
    RKT_EXPECT_LOG("pct:1 frame:109/9");
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_IDLE);
    CHECK_GIF(f, 0, 109, 9);
    t0 = f->fx.clock.now;
    f->mask = HM_SEQ & ~RKT_EVM(RKT_EV_FRAME);
    hx_scroll(f, -149, 1);
    RKT_EXPECT_LOG("pct:1.01667 state:2<1 label:Release to refresh");
    CHECK_GIF(f, 1, 200, 0);
    f->mask = RKT_EVM(RKT_EV_FRAME);
    hx_to(f, t0 + 0.0999);
    RKT_EXPECT_LOG("");
    hx_to(f, t0 + 0.1001);
    RKT_EXPECT_LOG("frame:201/1");
    hx_to(f, t0 + 0.2001);
    RKT_EXPECT_LOG("frame:202/2");
    hx_to(f, t0 + 0.3001);
    RKT_EXPECT_LOG("frame:203/3");
    hx_to(f, t0 + 0.4001);
    RKT_EXPECT_LOG("frame:200/0");
    CHECK_EQ_INT(f->count[RKT_EV_GIFVIS], 0); /* the header's GIF is never hidden */
    rkt_host_free(f);
}

/* 15. HG Refreshing entered by drag, then ended: the animation stops at once and the view shows
   idle frame 9 (the original: its last static image, frame 9; F4: the idle frame for p = 1,
   frame 9 as well); the host's clamp event then stores p = 0 => frame 0. */
static void h15_gif_end_stops_on_idle_frame(void) {
    hx *f = hx_new_HG();
    double t1;
    hx_scroll(f, -149, 1);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_PULLING);
    CHECK_GIF(f, 1, 200, 0);
    hx_scroll(f, -160, 0);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(f->m.inset_top, 148.0);
    hx_advance(f, 0.25);
    hx_push(f);
    rkt_log_reset();
    t1 = f->fx.clock.now;
    CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3 inset:88@0.4 end-anim label:Pull down to refresh "
                   "time:Last update: Today 15:30 frame:109/9");
    CHECK_GIF(f, 0, 109, 9);
    hx_scroll(f, -88, 0);
    RKT_EXPECT_LOG("pct:0 frame:100/0");
    CHECK_GIF(f, 0, 100, 0);
    hx_to(f, t1 + 1.0);
    RKT_EXPECT_LOG("");
    rkt_host_free(f);
}

/* Stores a time under the default key and lets the header recompute (a scroll update). */
static const char *hx_time_for(hx *f, double stored) {
    CHECK_OK(rk_context_set_last_updated(f->fx.ctx, HX_KEY, stored));
    hx_push(f);
    return hx_time(f);
}

/* 16. now = 2024-11-28 15:30. Stored 2024-10-28 09:05: the original says "Today 09:05" (it
   compares only the day of the month); F11: same year, month and day => "Last update: 10-28
   09:05". 2024-11-27 23:59 => "Last update: 11-27 23:59"; 2023-11-27 08:00 => "Last update:
   2023-11-27 08:00"; 2023-11-28 => with the year (F11; the original: "Today"); 2024-11-28 09:05 =>
   "Last update: Today 09:05"; none => "Last update: No record". The same in a time zone the host
   gives (F11), and the zh-Hans texts of docs/behaviour/header.md §6. */
static void h16_last_updated_text_F11(void) {
    static const int zones[] = {0, 8 * 3600, -5 * 3600};
    size_t z;
    for (z = 0; z < sizeof zones / sizeof zones[0]; z++) {
        int tz = zones[z];
        hx *f = hx_new_HA();
        RKT_NOTE("UTC offset %d s", tz);
        f->fx.wall = hx_civil(2024, 11, 28, 15, 30, tz);
        CHECK_OK(rk_header_set_utc_offset(f->header, tz));
        hx_push(f);
        CHECK_STR(hx_time(f), "Last update: No record");
        CHECK_STR(hx_time_for(f, hx_civil(2024, 10, 28, 9, 5, tz)), "Last update: 10-28 09:05");
        CHECK_STR(hx_time_for(f, hx_civil(2024, 11, 27, 23, 59, tz)), "Last update: 11-27 23:59");
        CHECK_STR(hx_time_for(f, hx_civil(2023, 11, 27, 8, 0, tz)),
                  "Last update: 2023-11-27 08:00");
        CHECK_STR(hx_time_for(f, hx_civil(2023, 11, 28, 9, 5, tz)),
                  "Last update: 2023-11-28 09:05");
        CHECK_STR(hx_time_for(f, hx_civil(2024, 11, 28, 9, 5, tz)), "Last update: Today 09:05");
        CHECK_STR(hx_time_for(f, hx_civil(2024, 11, 28, 0, 0, tz)), "Last update: Today 00:00");
        CHECK_OK(rk_header_set_language(f->header, "zh-Hans"));
        CHECK_STR(hx_time_for(f, hx_civil(2024, 11, 28, 9, 5, tz)), "最后更新：今天 09:05");
        CHECK_OK(rk_context_remove_last_updated(f->fx.ctx, HX_KEY));
        hx_push(f);
        CHECK_STR(hx_time(f), "最后更新：无记录");
        CHECK_OK(rk_header_set_language(f->header, "en"));
        CHECK_STR(hx_time(f), "Last update: No record");
        rkt_host_free(f);
    }
    rkt_note[0] = '\0';
    /* The time zone decides the day: 2024-11-28 02:00 UTC is 11-27 21:00 in New York, and "now"
       (15:30 UTC) is 10:30 there, so it is not today. */
    {
        hx *f = hx_new_HA();
        CHECK_OK(rk_context_set_last_updated(f->fx.ctx, HX_KEY, hx_civil(2024, 11, 28, 2, 0, 0)));
        hx_push(f);
        CHECK_STR(hx_time(f), "Last update: Today 02:00");
        CHECK_OK(rk_header_set_utc_offset(f->header, -5 * 3600));
        CHECK_STR(hx_time(f), "Last update: 11-27 21:00");
        rkt_host_free(f);
    }
}

/* 17. A lastUpdatedTimeText returning "3 min ago" (here the host's text, set through the ABI):
   the time label shows it at once, and through state changes; NULL returns to the formatted text.
   (The original's block received the date or nil; the ABI takes the text, so there is no call to
   observe.) */
static void h17_last_updated_custom_text(void) {
    hx *f = hx_new_HA();
    CHECK_OK(rk_header_set_last_updated_text(f->header, "3 min ago"));
    RKT_EXPECT_LOG("time:3 min ago");
    CHECK_STR(hx_time(f), "3 min ago");
    CHECK_OK(rk_header_begin_refreshing(f->header, NULL, NULL));
    CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    CHECK_STR(hx_time(f), "3 min ago");
    rkt_log_reset();
    CHECK_OK(rk_header_set_last_updated_text(f->header, NULL));
    RKT_EXPECT_LOG("time:Last update: Today 15:30");
    CHECK_STR(hx_time(f), "Last update: Today 15:30");
    rkt_host_free(f);
}

/* 18. Headers A and B with the default key: A ends a refresh at 09:05; B shows "Today 09:05" at
   its next state change (#226: the default key is shared, F12 keeps that). A header C with its
   own key does not. */
static void h18_default_key_shared_between_headers(void) {
    hx *f = hx_new_HA();
    rk_header *b = NULL, *c = NULL;
    char buf[256];
    CHECK_OK(rk_header_create(f->fx.ctx, RK_HEADER_STYLE_NORMAL, &b));
    CHECK_OK(rk_header_create(f->fx.ctx, RK_HEADER_STYLE_GIF, &c));
    CHECK_OK(rk_header_set_last_updated_key(c, "feed"));
    CHECK_OK(rk_header_set_metrics(b, &f->m));
    CHECK_OK(rk_header_set_metrics(c, &f->m));
    f->fx.wall = hx_civil(2024, 11, 28, 9, 5, 0);
    CHECK_OK(rk_header_begin_refreshing(f->header, NULL, NULL));
    CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    CHECK_STR(hx_time(f), "Last update: Today 09:05");
    CHECK_EQ_BITS(hx_stored(f, HX_KEY), hx_civil(2024, 11, 28, 9, 5, 0));
    f->fx.wall = HX_NOW;
    CHECK_OK(rk_header_begin_refreshing(b, NULL, NULL)); /* B's next state change */
    CHECK_OK(rk_header_get_time_label(b, buf, sizeof buf, NULL));
    CHECK_STR(buf, "Last update: Today 09:05");
    CHECK_OK(rk_header_begin_refreshing(c, NULL, NULL));
    CHECK_OK(rk_header_get_time_label(c, buf, sizeof buf, NULL));
    CHECK_STR(buf, "Last update: No record");
    CHECK_OK(rk_header_destroy(b));
    CHECK_OK(rk_header_destroy(c));
    rkt_host_free(f);
}

/* 19. A custom key "feed" and a custom Idle title, then a language change. The original resets the
   key to the default and the Idle title to the localized one; F12: the key survives; F7: the
   custom title survives (the other titles follow the language). */
static void h19_language_change_keeps_key_and_title_F7_F12(void) {
    hx *f = hx_new_HA();
    char buf[256];
    CHECK_OK(rk_context_set_last_updated(f->fx.ctx, HX_KEY, hx_civil(2024, 11, 28, 9, 5, 0)));
    CHECK_OK(rk_header_set_last_updated_key(f->header, "feed"));
    rkt_log_reset(); /* whether the store write showed before the key changed is not the point */
    CHECK_OK(rk_header_set_title(f->header, RK_FOOTER_IDLE, "Pull, please"));
    RKT_EXPECT_LOG("label:Pull, please");
    CHECK_STR(hx_time(f), "Last update: No record");
    CHECK_OK(rk_header_set_language(f->header, "zh-Hans"));
    RKT_EXPECT_LOG("time:最后更新：无记录");
    CHECK_OK(rk_header_get_last_updated_key(f->header, buf, sizeof buf, NULL));
    CHECK_STR(buf, "feed");
    CHECK_STR(hx_label(f), "Pull, please");
    CHECK_STR(hx_title(f, RK_FOOTER_IDLE), "Pull, please");
    CHECK_STR(hx_title(f, RK_FOOTER_PULLING), "松开立即刷新");
    CHECK_STR(hx_title(f, RK_FOOTER_REFRESHING), "正在刷新数据中...");
    /* The default key's time would read "今天 09:05": the header still reads "feed". */
    CHECK_STR(hx_time(f), "最后更新：无记录");
    hx_push(f);
    CHECK_STR(hx_time(f), "最后更新：无记录");
    CHECK_OK(rk_header_set_title(f->header, RK_FOOTER_IDLE, NULL));
    CHECK_STR(hx_label(f), "下拉可以刷新");
    rkt_host_free(f);
}

/* 20. Normal header, W = 375, state text 140 pt, time text 170 pt: state label (0,0,375,27), time
   label (0,27,375,27), arrow (70, 7, 15, 40), spinner centred on it at (77.5, 27); time label
   hidden => arrow centre x 92.5; state label hidden => 187.5, and (F15) the time label takes the
   full bounds (the original left it where it was). */
static void h20_normal_layout_F15(void) {
    hx *f = hx_new(RK_HEADER_STYLE_NORMAL);
    rk_header_layout l;
    CHECK_OK(rk_header_set_text_widths(f->header, 140, 170));
    hx_setup_HA(f);
    l = hx_layout(f);
    CHECK_EQ_INT(l.style, RK_HEADER_STYLE_NORMAL);
    CHECK_RECT(l.header, 0, -54, 375, 54);
    CHECK_RECT(l.state_label, 0, 0, 375, 27);
    CHECK_RECT(l.time_label, 0, 27, 375, 27);
    CHECK_RECT(l.arrow, 70, 7, 15, 40);
    CHECK_RECT(l.spinner, 67.5, 17, 20, 20);
    CHECK_RECT(l.gif, 0, 0, 0, 0);
    CHECK_EQ_BITS(l.spinner.x + l.spinner.width / 2, 77.5);
    CHECK_EQ_BITS(l.spinner.y + l.spinner.height / 2, 27.0);
    CHECK_OK(rk_header_set_time_label_hidden(f->header, 1));
    l = hx_layout(f);
    CHECK_EQ_BITS(l.arrow.x + l.arrow.width / 2, 92.5);
    CHECK_RECT(l.arrow, 85, 7, 15, 40);
    CHECK_RECT(l.state_label, 0, 0, 375, 54);
    CHECK_RECT(l.time_label, 0, 0, 375, 54); /* hidden: it keeps the bounds (the header's doc) */
    CHECK_OK(rk_header_set_time_label_hidden(f->header, 0));
    CHECK_OK(rk_header_set_label_hidden(f->header, 1));
    l = hx_layout(f);
    CHECK_EQ_BITS(l.arrow.x + l.arrow.width / 2, 187.5);
    CHECK_RECT(l.arrow, 180, 7, 15, 40);
    CHECK_RECT(l.spinner, 177.5, 17, 20, 20);
    CHECK_RECT(l.time_label, 0, 0, 375, 54); /* F15 */
    CHECK_RECT(l.state_label, 0, 0, 375, 54); /* hidden: it keeps the bounds */
    rkt_host_free(f);

    /* The same through measure-text (the host measures both labels). */
    f = hx_new(RK_HEADER_STYLE_NORMAL);
    f->label_width = 140;
    f->text_width = 170;
    CHECK_OK(rk_connect(f->header, "measure-text", (rk_callback)rkt_on_measure, f, NULL, NULL));
    hx_setup_HA(f);
    l = hx_layout(f);
    CHECK_RECT(l.arrow, 70, 7, 15, 40);
    CHECK_EQ_BITS(f->layout[1], -54.0);
    rkt_host_free(f);
}

/* 21. GIF header, the same texts: GIF width 375/2 - 170/2 - 20 = 82.5, right-aligned; both labels
   hidden => the bounds, centred. F15: only visible labels are measured (a hidden state label's
   wider text does not narrow the GIF; the original measured it). */
static void h21_gif_layout_F15(void) {
    hx *f = hx_new(RK_HEADER_STYLE_GIF);
    rk_header_layout l;
    CHECK_OK(rk_header_set_text_widths(f->header, 140, 170));
    hx_setup_HA(f);
    l = hx_layout(f);
    CHECK_EQ_INT(l.style, RK_HEADER_STYLE_GIF);
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_RIGHT);
    CHECK_RECT(l.gif, 0, 0, 82.5, 54);
    CHECK_RECT(l.arrow, 0, 0, 0, 0);
    CHECK_RECT(l.spinner, 0, 0, 0, 0);
    CHECK_OK(rk_header_set_label_hidden(f->header, 1));
    CHECK_OK(rk_header_set_time_label_hidden(f->header, 1));
    l = hx_layout(f);
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_CENTER);
    CHECK_RECT(l.gif, 0, 0, 375, 54);
    /* State text 200 pt (hidden), time text 170 pt (shown): F15 counts 170 => 82.5 (the original:
       200 => 67.5). */
    CHECK_OK(rk_header_set_text_widths(f->header, 200, 170));
    CHECK_OK(rk_header_set_time_label_hidden(f->header, 0));
    l = hx_layout(f);
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_RIGHT);
    CHECK_RECT(l.gif, 0, 0, 82.5, 54);
    /* F5: a negative width clamps to 0. */
    CHECK_OK(rk_header_set_label_hidden(f->header, 0));
    CHECK_OK(rk_header_set_text_widths(f->header, 400, 170));
    l = hx_layout(f);
    CHECK_EQ_BITS(l.gif.width, 0.0);
    CHECK(!signbit(l.gif.width));
    rkt_host_free(f);
}

/* 22. Refreshing; endRefreshing then beginRefreshing in one turn. The original: the begin is a
   no-op (still Refreshing) and the deferred end lands next turn: Idle, nothing refreshes (#765).
   F1: the end acts at once, so the begin starts a new refresh: Refreshing again, the end's
   completion superseded (0, F2), the old exit's p := 0 never runs, the trigger once more at
   +0.25 s with the begin's completion. */
static void h22_end_then_begin_F1_new_refresh(void) {
    hx *f = hx_refreshing_by_drag();
    double t1 = f->fx.clock.now;
    f->mask = HM_NODONE;
    CHECK_OK(rk_header_end_refreshing(f->header, rkt_done_header, rkt_host_done(f, 1)));
    CHECK_OK(rk_header_begin_refreshing(f->header, rkt_done_header, rkt_host_done(f, 2)));
    RKT_EXPECT_LOG("state:1<3 inset:88@0.4 end-anim label:Pull down to refresh "
                   "time:Last update: Today 15:30 "
                   "state:3<1 inset:142@0.25 offset:-142@0.25 label:Loading...");
    CHECK_DONE(f, 1, 1, 0);
    CHECK_DONE(f, 2, 0, 0);
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_REFRESHING);
    CHECK_VISUALS(f, 0.0, 0, 1, 1.0);
    f->mask = HM_SEQ;
    hx_to(f, t1 + 0.25);
    RKT_EXPECT_LOG("refreshing done:2:1");
    hx_to(f, t1 + 1.0);
    RKT_EXPECT_LOG("");
    CHECK_EQ_BITS(hx_percent(f), 1.0);
    CHECK_VISUALS(f, 0.0, 0, 1, 1.0);
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 2);
    rkt_host_free(f);
}

/* 23. Idle; beginRefreshing then endRefreshing in one turn. The original: Refreshing with insets
   now, Idle and the restore next turn, and the refreshing callbacks still fire at +0.25 s while
   Idle. F1: Idle and the restore at once; F2: the trigger never fires, the begin's completion
   gets 0; the end's completion 1 at +0.4 s. */
static void h23_begin_then_end_F1_F2_no_trigger(void) {
    hx *f = hx_new_HA();
    double t0 = f->fx.clock.now;
    f->mask = HM_NODONE;
    CHECK_OK(rk_header_begin_refreshing(f->header, rkt_done_header, rkt_host_done(f, 1)));
    CHECK_OK(rk_header_end_refreshing(f->header, rkt_done_header, rkt_host_done(f, 2)));
    RKT_EXPECT_LOG("pct:1 state:3<1 inset:142@0.25 offset:-142@0.25 label:Loading... "
                   "state:1<3 inset:88@0.4 end-anim label:Pull down to refresh "
                   "time:Last update: Today 15:30");
    CHECK_DONE(f, 1, 1, 0);
    CHECK_DONE(f, 2, 0, 0);
    CHECK_EQ_BITS(f->m.inset_top, 88.0);
    f->mask = HM_SEQ;
    hx_to(f, t0 + 0.25);
    RKT_EXPECT_LOG("");
    hx_to(f, t0 + 0.4);
    RKT_EXPECT_LOG("pct:0 done:2:1");
    hx_advance(f, 1.0);
    CHECK_EQ_INT(f->count[RKT_EV_REFRESHING], 0);
    rkt_host_free(f);
}

/* 24. WillRefresh; endRefreshing: Idle (F1: at once; the original next turn) without inset work
   and without saving a date; the begin that waited gets 0, the end 1 at once (no exit
   animation). */
static void h24_end_will_refresh_no_date(void) {
    hx *f = hx_new_HA();
    double t = NAN;
    CHECK_OK(rk_header_set_visible(f->header, 0));
    CHECK_OK(rk_header_begin_refreshing(f->header, rkt_done_header, rkt_host_done(f, 1)));
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_WILL_REFRESH);
    rkt_log_reset();
    f->mask = HM_NODONE;
    CHECK_OK(rk_header_end_refreshing(f->header, rkt_done_header, rkt_host_done(f, 2)));
    RKT_EXPECT_LOG("state:1<4 label:Pull down to refresh");
    CHECK_DONE(f, 1, 1, 0);
    CHECK_DONE(f, 2, 1, 1);
    CHECK_EQ_INT(f->count[RKT_EV_ENDANIM], 0);
    CHECK_EQ_INT(f->count[RKT_EV_INSET], 0);
    CHECK_RC(rk_context_get_last_updated(f->fx.ctx, HX_KEY, &t), RK_ERR_NOT_FOUND);
    CHECK_STR(hx_time(f), "Last update: No record");
    hx_advance(f, 1.0);
    RKT_EXPECT_LOG("");
    rkt_host_free(f);
}

/* 25. Refreshing (y = -142, top 142); the app sets contentInset.top = 88 itself (the host reports
   it). The original re-applies t = clamp(-y, 88, 142) = 142 at the next offset event, overwriting
   the app (#433). F8: the header owns only c; the base is read live (88 - 54 = 34), c stays 54,
   the reported 88 already is base + c: nothing is asked, the app's change stands, and the end
   gives back exactly c (88 - 54 = 34). A second app change that grows the inset (+20) is kept
   the same way (never lost or doubled). */
static void h25_app_changes_inset_while_refreshing_F8(void) {
    hx *f = hx_refreshing_by_drag();
    f->m.inset_top = 88;
    hx_scroll(f, -142, 0);
    RKT_EXPECT_LOG("");
    CHECK_EQ_BITS(hx_geo(f).base_top, 34.0);
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 54.0);
    CHECK_EQ_BITS(f->m.inset_top, 88.0);
    CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3 inset:34@0.4 end-anim label:Pull down to refresh "
                   "time:Last update: Today 15:30");
    rkt_host_free(f);

    f = hx_refreshing_by_drag();
    f->m.inset_top = 162; /* the app adds 20 (a search bar) */
    hx_scroll(f, -162, 1);
    RKT_EXPECT_LOG("");
    CHECK_EQ_BITS(hx_geo(f).base_top, 108.0);
    CHECK_EQ_BITS(hx_geo(f).happen_offset, -108.0);
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 54.0);
    hx_scroll(f, -130, 1); /* c = clamp(130 - 108, 0, 54) = 22 */
    RKT_EXPECT_LOG("inset:130@0");
    CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    CHECK_EQ_BITS(f->m.inset_top, 108.0);
    rkt_host_free(f);
}

/* 26. Refreshing and state := NoMoreData assigned directly: the original keeps the extra top inset
   (no exit handling). The port has no NoMoreData on a header (docs/behaviour/header.md §1): every
   call that names it is refused with RK_ERR_INVALID_STATE and changes nothing; the header stays
   Refreshing with its inset, and its end gives the inset back. */
static void h26_no_more_data_refused(void) {
    hx *f = hx_refreshing_by_drag();
    rk_image img = {900, 50, 50};
    char buf[64];
    CHECK_RC(rk_header_set_title(f->header, RK_FOOTER_NO_MORE_DATA, "done"), RK_ERR_INVALID_STATE);
    CHECK_RC(rk_header_get_title(f->header, RK_FOOTER_NO_MORE_DATA, buf, sizeof buf, NULL),
             RK_ERR_INVALID_STATE);
    CHECK_RC(rk_header_set_images(f->header, RK_FOOTER_NO_MORE_DATA, &img, 1),
             RK_ERR_INVALID_STATE);
    CHECK_RC(rk_header_set_images_with_duration(f->header, RK_FOOTER_NO_MORE_DATA, &img, 1, 1.0),
             RK_ERR_INVALID_STATE);
    {
        double d = 0.5;
        CHECK_RC(rk_header_set_images_with_frame_durations(f->header, RK_FOOTER_NO_MORE_DATA, &img,
                                                           &d, 1),
                 RK_ERR_INVALID_STATE);
    }
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(hx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(hx_geo(f).top_contribution, 54.0);
    CHECK_EQ_BITS(hx_geo(f).height, 54.0);
    CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    CHECK_EQ_BITS(f->m.inset_top, 88.0);
    rkt_host_free(f);
}

/* ---- properties over random inputs ---- */

enum { PG, PF, PP, PT, PC, PR, NPROP };
static const char *const prop_names[NPROP] = {
    "PG happen = -T0, trigger = -T0 - h, T0 = reported - c",
    "PF frame = (-L, -h - gT, W, h) after every update and setting",
    "PP percent = (-T0 - y) / h where the spec computes it, else kept or 1 on release",
    "PT Idle -> Pulling only dragging strictly above the trigger, back at or below it",
    "PC refreshing contribution c = clamp(-y - T0, 0, h), asked only past FLT_EPSILON",
    "PR the top inset after a refresh = the base before it, the host changing nothing",
};

static double clampd(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }

typedef struct {
    hx *f;
    rkt_rng r;
    rkt_props *st;
    uint64_t seed;
    long step;
    double h, gT;
    int hidden;
    int host_changed_inset; /* during the current refresh */
    double base_before_refresh;
    int refreshing_known;
} pworld;

static void pw_check_frame(pworld *w) {
    hx *f = w->f;
    rk_header_layout l = hx_layout(f);
    w->st->exercised[PF]++;
    if (!(l.header.x == -f->m.inset_left && l.header.y == -w->h - w->gT &&
          l.header.width == f->m.viewport_width && l.header.height == w->h)) {
        rkt_violate(w->st, PF,
                "seed %llu step %ld: header rect (%.17g, %.17g, %.17g, %.17g), expected "
                "(%.17g, %.17g, %.17g, %.17g)",
                (unsigned long long)w->seed, w->step, l.header.x, l.header.y, l.header.width,
                l.header.height, -f->m.inset_left, -w->h - w->gT, f->m.viewport_width, w->h);
    }
    if (f->count[RKT_EV_LAYOUT] > 0 &&
        !(f->layout[0] == l.header.x && f->layout[1] == l.header.y &&
          f->layout[2] == l.header.width && f->layout[3] == l.header.height)) {
        rkt_violate(w->st, PF, "seed %llu step %ld: layout-changed (%.17g, %.17g, %.17g, %.17g) is not "
                "get_layout's header", (unsigned long long)w->seed, w->step, f->layout[0],
                f->layout[1], f->layout[2], f->layout[3]);
    }
}

/* Watches the refreshes: the base when one begins, the inset when it ends. */
static void pw_after_command_or_update(pworld *w, rk_footer_state before, rk_footer_state after,
                                       double base_before) {
    hx *f = w->f;
    if (before != RK_FOOTER_REFRESHING && after == RK_FOOTER_REFRESHING) {
        w->base_before_refresh = base_before;
        w->host_changed_inset = 0;
        w->refreshing_known = 1;
    } else if (before == RK_FOOTER_REFRESHING && after != RK_FOOTER_REFRESHING) {
        if (w->refreshing_known && !w->host_changed_inset) {
            w->st->exercised[PR]++;
            if (!rkt_near(f->m.inset_top, w->base_before_refresh)) {
                rkt_violate(w->st, PR, "seed %llu step %ld: top inset %.17g after the refresh, %.17g "
                        "before it", (unsigned long long)w->seed, w->step, f->m.inset_top,
                        w->base_before_refresh);
            }
        }
        if (hx_geo(f).top_contribution != 0) {
            rkt_violate(w->st, PC, "seed %llu step %ld: contribution %.17g after leaving Refreshing",
                    (unsigned long long)w->seed, w->step, hx_geo(f).top_contribution);
        }
        w->refreshing_known = 0;
    }
}

/* One scroll update and the properties it must keep. */
static void pw_update(pworld *w, double y, int dragging) {
    hx *f = w->f;
    rk_footer_state before = hx_state(f), after;
    double p_before = hx_percent(f), reported = f->m.inset_top;
    rk_header_geometry g0 = hx_geo(f), g;
    int insets_before = f->count[RKT_EV_INSET];
    double T0, p_after, pf;
    f->m.offset_y = y;
    f->m.dragging = dragging;
    f->m.pan = dragging ? RK_PAN_CHANGED : (rkt_rng_int(&w->r, 2) ? RK_PAN_ENDED : RK_PAN_NONE);
    hx_push(f);
    after = hx_state(f);
    g = hx_geo(f);
    p_after = hx_percent(f);
    pw_check_frame(w);
    if (w->hidden) {
        if (after != before || p_after != p_before || f->count[RKT_EV_INSET] != insets_before) {
            rkt_violate(w->st, PP, "seed %llu step %ld: a hidden header changed (state %d -> %d, p "
                    "%.17g -> %.17g)", (unsigned long long)w->seed, w->step, before, after,
                    p_before, p_after);
        }
        return;
    }
    /* PG: the base is the reported inset minus what the header had added. */
    T0 = reported - g0.top_contribution;
    w->st->exercised[PG]++;
    if (!rkt_near(g.base_top, T0) || !rkt_near(g.happen_offset, -g.base_top) ||
        !rkt_near(g.trigger_offset, -g.base_top - w->h) || g.height != w->h ||
        g.ignored_top_inset != w->gT) {
        rkt_violate(w->st, PG, "seed %llu step %ld: base %.17g happen %.17g trigger %.17g h %.17g gT "
                "%.17g; expected base %.17g (reported %.17g - c %.17g), h %.17g, gT %.17g",
                (unsigned long long)w->seed, w->step, g.base_top, g.happen_offset,
                g.trigger_offset, g.height, g.ignored_top_inset, T0, reported,
                g0.top_contribution, w->h, w->gT);
    }
    if (before == RK_FOOTER_REFRESHING) {
        double c = clampd(-y - T0, 0, w->h), target = T0 + c;
        int asked = f->count[RKT_EV_INSET] - insets_before;
        int want_ask = fabs(reported - target) > FLT_EPSILON;
        w->st->exercised[PC]++;
        if (after != RK_FOOTER_REFRESHING || p_after != p_before) {
            rkt_violate(w->st, PC, "seed %llu step %ld: an update while Refreshing moved the state to "
                    "%d or p %.17g -> %.17g", (unsigned long long)w->seed, w->step, after,
                    p_before, p_after);
        }
        if (want_ask) {
            if (asked != 1 || !rkt_near(f->last[RKT_EV_INSET].value, target) || f->last[RKT_EV_INSET].duration != 0 ||
                !rkt_near(g.top_contribution, c)) {
                rkt_violate(w->st, PC, "seed %llu step %ld: y %.17g T0 %.17g h %.17g: c %.17g asked %d "
                        "times (last %.17g@%g), expected c %.17g, one request for %.17g@0",
                        (unsigned long long)w->seed, w->step, y, T0, w->h, g.top_contribution,
                        asked, f->last[RKT_EV_INSET].value, f->last[RKT_EV_INSET].duration, c, target);
            }
        } else if (asked != 0) {
            rkt_violate(w->st, PC, "seed %llu step %ld: inset asked (%.17g) though the reported %.17g "
                    "is within FLT_EPSILON of %.17g", (unsigned long long)w->seed, w->step,
                    f->last[RKT_EV_INSET].value, reported, target);
        }
        return;
    }
    if (before == RK_FOOTER_WILL_REFRESH) return;
    /* Outside Refreshing the header adds nothing: T0 is the reported inset. */
    pf = (-T0 - y) / w->h;
    w->st->exercised[PP]++;
    if (y > -T0) {
        if (p_after != p_before || after != before) {
            rkt_violate(w->st, PP, "seed %llu step %ld: y %.17g above happen %.17g changed p %.17g -> "
                    "%.17g or the state %d -> %d", (unsigned long long)w->seed, w->step, y, -T0,
                    p_before, p_after, before, after);
        }
        return;
    }
    if (dragging) {
        rk_footer_state want = before;
        if (before == RK_FOOTER_IDLE && y < -T0 - w->h) want = RK_FOOTER_PULLING;
        if (before == RK_FOOTER_PULLING && y >= -T0 - w->h) want = RK_FOOTER_IDLE;
        w->st->exercised[PT]++;
        if (after != want) {
            rkt_violate(w->st, PT, "seed %llu step %ld: dragging to y %.17g (trigger %.17g) in state %d "
                    "gave %d, expected %d", (unsigned long long)w->seed, w->step, y, -T0 - w->h,
                    before, after, want);
        }
        if (!rkt_near(p_after, pf)) {
            rkt_violate(w->st, PP, "seed %llu step %ld: dragging y %.17g T0 %.17g h %.17g: p %.17g, "
                    "expected %.17g", (unsigned long long)w->seed, w->step, y, T0, w->h, p_after,
                    pf);
        }
    } else if (before == RK_FOOTER_PULLING) {
        /* Release: begin (p := 1), Refreshing (visible), the enter requests T0 + h and -(T0 + h)
           (the pan is never cancelled here). */
        w->st->exercised[PT]++;
        if (after != RK_FOOTER_REFRESHING || p_after != 1.0) {
            rkt_violate(w->st, PT, "seed %llu step %ld: release while Pulling gave state %d p %.17g",
                    (unsigned long long)w->seed, w->step, after, p_after);
        }
        w->st->exercised[PC]++;
        if (!rkt_near(g.top_contribution, w->h) || !rkt_near(f->m.inset_top, T0 + w->h) ||
            !rkt_near(f->last[RKT_EV_OFFSET].value, -(T0 + w->h))) {
            rkt_violate(w->st, PC, "seed %llu step %ld: entering Refreshing: c %.17g inset %.17g "
                    "offset %.17g; expected c %.17g inset %.17g offset %.17g",
                    (unsigned long long)w->seed, w->step, g.top_contribution, f->m.inset_top,
                    f->last[RKT_EV_OFFSET].value, w->h, T0 + w->h, -(T0 + w->h));
        }
    } else {
        double want = pf < 1 ? pf : p_before;
        if (!rkt_near(p_after, want) || after != before) {
            rkt_violate(w->st, PP, "seed %llu step %ld: not dragging y %.17g T0 %.17g h %.17g: p %.17g "
                    "state %d, expected p %.17g state %d", (unsigned long long)w->seed, w->step, y,
                    T0, w->h, p_after, after, want, before);
        }
    }
    pw_after_command_or_update(w, before, after, T0);
}

static void pw_command(pworld *w, int begin) {
    hx *f = w->f;
    rk_footer_state before = hx_state(f), after;
    double base = hx_geo(f).base_top, c_before = hx_geo(f).top_contribution;
    double reported = f->m.inset_top;
    int insets_before = f->count[RKT_EV_INSET];
    if (begin) CHECK_OK(rk_header_begin_refreshing(f->header, NULL, NULL));
    else CHECK_OK(rk_header_end_refreshing(f->header, NULL, NULL));
    after = hx_state(f);
    pw_check_frame(w);
    if (begin && before != RK_FOOTER_REFRESHING && after == RK_FOOTER_REFRESHING) {
        /* Entering from a command: the base is read live from the reported inset. */
        double T0 = reported - c_before;
        (void)base;
        w->st->exercised[PC]++;
        if (!rkt_near(hx_geo(f).top_contribution, w->h) || !rkt_near(f->m.inset_top, T0 + w->h)) {
            rkt_violate(w->st, PC, "seed %llu step %ld: begin: c %.17g inset %.17g, expected %.17g and "
                    "%.17g", (unsigned long long)w->seed, w->step, hx_geo(f).top_contribution,
                    f->m.inset_top, w->h, T0 + w->h);
        }
        pw_after_command_or_update(w, before, after, T0);
    } else if (!begin && before == RK_FOOTER_REFRESHING) {
        /* Exit: exactly c given back, asked only when it moves the inset (F8). */
        int asked = f->count[RKT_EV_INSET] - insets_before;
        w->st->exercised[PC]++;
        if (fabs(c_before) > FLT_EPSILON &&
            (asked != 1 || !rkt_near(f->last[RKT_EV_INSET].value, reported - c_before))) {
            rkt_violate(w->st, PC, "seed %llu step %ld: end: asked %d times (last %.17g), expected "
                    "reported %.17g - c %.17g", (unsigned long long)w->seed, w->step, asked,
                    f->last[RKT_EV_INSET].value, reported, c_before);
        }
        pw_after_command_or_update(w, before, after, 0);
    } else {
        pw_after_command_or_update(w, before, after, base);
    }
}

static void simulate(uint64_t seed, long steps, rkt_props *st) {
    pworld w = {.r = {seed}, .st = st, .seed = seed}; /* the generator seeded, the rest 0 */
    hx *f;
    w.f = f = hx_new(seed % 2 ? RK_HEADER_STYLE_GIF : RK_HEADER_STYLE_NORMAL);
    rkt_log_mute(1);
    w.h = 54;
    hx_metrics(f, rkt_rng_range(&w.r, 300, 1000), rkt_rng_range(&w.r, 250, 500), rkt_rng_range(&w.r, 0, 3000),
               rkt_rng_range(&w.r, -20, 150));
    f->m.inset_left = rkt_rng_range(&w.r, 0, 16);
    CHECK_OK(rk_header_set_animation_durations(f->header, rkt_rng_range(&w.r, 0, 0.4),
                                               rkt_rng_range(&w.r, 0, 0.6)));
    hx_push(f);
    for (w.step = 0; w.step < steps; w.step++) {
        int roll = rkt_rng_int(&w.r, 100);
        double T0 = f->m.inset_top - hx_geo(f).top_contribution;
        double y = -T0 + rkt_rng_range(&w.r, -2.0, 0.6) * w.h;
        if (rkt_rng_int(&w.r, 50) == 0) y = -T0;                   /* exactly at happen */
        else if (rkt_rng_int(&w.r, 50) == 0) y = -T0 - w.h;        /* exactly at the trigger */
        if (roll < 45) {
            pw_update(&w, y, 1);
        } else if (roll < 62) {
            pw_update(&w, y, 0);
        } else if (roll < 70) {
            hx_advance(f, rkt_rng_int(&w.r, 4) ? rkt_rng_range(&w.r, 0, 0.6) : 0);
        } else if (roll < 75) {
            /* Another party changes the top inset (while refreshing too: F8 keeps it). */
            f->m.inset_top += rkt_rng_range(&w.r, -30, 30);
            if (hx_state(f) == RK_FOOTER_REFRESHING) w.host_changed_inset = 1;
            pw_update(&w, f->m.offset_y, f->m.dragging);
        } else if (roll < 79) {
            w.h = rkt_rng_range(&w.r, 10, 120);
            CHECK_OK(rk_header_set_height(f->header, w.h));
            pw_check_frame(&w);
        } else if (roll < 83) {
            w.gT = rkt_rng_int(&w.r, 3) ? rkt_rng_range(&w.r, 0, 50) : 0;
            CHECK_OK(rk_header_set_ignored_top_inset(f->header, w.gT));
            pw_check_frame(&w);
        } else if (roll < 92) {
            pw_command(&w, rkt_rng_int(&w.r, 2));
        } else if (roll < 95) {
            w.hidden = !w.hidden;
            CHECK_OK(rk_header_set_hidden(f->header, w.hidden));
        } else {
            f->m.viewport_width = rkt_rng_range(&w.r, 250, 500);
            f->m.inset_left = rkt_rng_range(&w.r, 0, 16);
            pw_update(&w, f->m.offset_y, f->m.dragging);
        }
    }
    rkt_log_mute(0);
    rkt_host_free(f);
}

static const uint64_t seeds[] = {1, 2, 3, 42, 0xC0FFEE, 20241128};
static rkt_props props = {.names = prop_names, .simulate = simulate, .seeds = seeds,
                          .nseeds = sizeof seeds / sizeof seeds[0], .steps = 3000};

static void p01_happen_and_trigger_from_live_base(void) { rkt_props_check(&props, PG, 3000); }
static void p02_frame_y_is_minus_h_minus_gT(void) { rkt_props_check(&props, PF, 5000); }
static void p03_pulling_percent_formula(void) { rkt_props_check(&props, PP, 2000); }
static void p04_pulling_lines_strict(void) { rkt_props_check(&props, PT, 1000); }
static void p05_refreshing_contribution_clamp(void) { rkt_props_check(&props, PC, 300); }
static void p06_refresh_gives_back_exactly_its_inset(void) { rkt_props_check(&props, PR, 30); }

static const rkt_case cases[] = {
    RKT_CASE(header_defaults),
    RKT_CASE(header_signals_as_documented),
    RKT_CASE(h01_rest_offset_stores_percent_zero),
    RKT_CASE(h02_drag_half_pull),
    RKT_CASE(h03_drag_to_trigger_stays_idle),
    RKT_CASE(h04_past_trigger_pulling_arrow_up),
    RKT_CASE(h05_drag_back_idle_arrow_down),
    RKT_CASE(h06_release_refreshes),
    RKT_CASE(h07_scroll_while_refreshing_inset_rule),
    RKT_CASE(h08_end_with_no_contribution),
    RKT_CASE(h09_end_at_full_pull_host_clamps),
    RKT_CASE(h10_begin_in_window),
    RKT_CASE(h11_begin_off_window_will_refresh),
    RKT_CASE(h12_cancelled_pan_refreshes_without_inset),
    RKT_CASE(h13_ignored_top_inset_moves_frame_only),
    RKT_CASE(h14_gif_percent_frames_then_pulling_loop),
    RKT_CASE(h15_gif_end_stops_on_idle_frame),
    RKT_CASE(h16_last_updated_text_F11),
    RKT_CASE(h17_last_updated_custom_text),
    RKT_CASE(h18_default_key_shared_between_headers),
    RKT_CASE(h19_language_change_keeps_key_and_title_F7_F12),
    RKT_CASE(h20_normal_layout_F15),
    RKT_CASE(h21_gif_layout_F15),
    RKT_CASE(h22_end_then_begin_F1_new_refresh),
    RKT_CASE(h23_begin_then_end_F1_F2_no_trigger),
    RKT_CASE(h24_end_will_refresh_no_date),
    RKT_CASE(h25_app_changes_inset_while_refreshing_F8),
    RKT_CASE(h26_no_more_data_refused),
    RKT_CASE(p01_happen_and_trigger_from_live_base),
    RKT_CASE(p02_frame_y_is_minus_h_minus_gT),
    RKT_CASE(p03_pulling_percent_formula),
    RKT_CASE(p04_pulling_lines_strict),
    RKT_CASE(p05_refreshing_contribution_clamp),
    RKT_CASE(p06_refresh_gives_back_exactly_its_inset),
};

RKT_MAIN(cases)
