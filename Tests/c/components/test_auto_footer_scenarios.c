/*
 * test_auto_footer_scenarios: the 26 given/when/then cases of MJRefresh's auto footer (the
 * original's behaviour, as the port keeps it: docs/behaviour/auto-footer.md) through the C ABI, one
 * case each (afNN_...), with the outcome changed where the deliberate fixes (F1-F10, F13;
 * docs/FIXES.md) change it: those cases name the fix and say what the original did. Then the other
 * things every component has (languages, completions, the task binding, frame_at, the signals as
 * data: xNN_), and property tests of the auto footer's formulas over seeded random inputs
 * (pNN_...).
 *
 * Setups (docs/behaviour/auto-footer.md §3): FA: H=600, W=375, T=64, B0=0, C=1000, h=44 =>
 * attached, B = 44, frame y 1000, tall, trigger line 400 + 44r (444 for r = 1), pan-end line 444.
 * FB: FA with C = 300 (short). n = 1, the normal style, unless a case says otherwise.
 *
 * The host double (fx below): a context on a fake clock (t = 1000), one rk_scroll_view with the
 * auto footer attached (as the spec's footer is), the host applying every request the scroll view
 * relays ("inset-requested"/"offset-requested", edge- and axis-tagged) to the metrics it reports
 * next, as UIKit does and F8 asks. A handler on each of the footer's signals appends one item to
 * the rk_test.h event log in the order they come:
 *   state:NEW<OLD  pct:P  frame:ID/INDEX  gif:V  inset:B@DUR  offset:Y@DUR  alpha:A@DUR
 *   label:TEXT  refreshing  end-anim  spinner:A  done:TAG:FINISHED
 * layout-changed is not logged (the layout query is checked instead). The label's text is
 * measured as 70 points (rk_auto_footer_set_text_width), as in the spec's worked numbers.
 */
#include "rk_test.h"

#include <math.h>

/* ---- the host double (rkt_host of rk_test.h) ---- */

typedef rkt_host fx;

/* The auto footer's signals the fixture watches. */
#define FX_WATCHED                                                                                \
    (RKT_EVM(RKT_EV_STATE) | RKT_EVM(RKT_EV_PCT) | RKT_EVM(RKT_EV_FRAME) | RKT_EVM(RKT_EV_GIFVIS) | \
     RKT_EVM(RKT_EV_LAYOUT) | RKT_EVM(RKT_EV_INSET) | RKT_EVM(RKT_EV_OFFSET) |                     \
     RKT_EVM(RKT_EV_ALPHA) | RKT_EVM(RKT_EV_LABEL) | RKT_EVM(RKT_EV_REFRESHING) |                  \
     RKT_EVM(RKT_EV_ENDANIM) | RKT_EVM(RKT_EV_SPINNER))

static void fx_metrics(fx *f, double H, double W, double C, double T, double B) {
    f->m = rkt_metrics(W, H, W, C, T);
    f->m.inset_bottom = B;
}

static void fx_push(fx *f) { CHECK_OK(rk_scroll_view_set_metrics(f->sv, &f->m)); }

/* A context, a scroll view and an auto footer of the style with every handler; not attached. */
static fx *fx_new(rk_auto_footer_style style) {
    fx *f = rkt_host_new(1000.0);
    rk_scroll_view *sv = NULL;
    f->style = style;
    CHECK_OK(rk_scroll_view_create(f->fx.ctx, &sv));
    CHECK_OK(rk_auto_footer_create(f->fx.ctx, style, &f->af));
    CHECK_OK(rk_auto_footer_set_text_width(f->af, 70));
    rkt_host_watch(f, RK_KIND_AUTO_FOOTER, FX_WATCHED);
    rkt_host_relay(f, sv);
    return f;
}

/* The scroll view reports the setup (content C, top T, host bottom B0, at rest unless offset is
   finite), then the footer attaches (B becomes B0 + 44); the log is emptied. */
static void fx_attach(fx *f, double C, double T, double B0, double offset) {
    fx_metrics(f, 600, 375, C, T, B0);
    if (!isnan(offset)) f->m.offset_y = offset;
    fx_push(f);
    CHECK_OK(rk_scroll_view_attach(f->sv, f->af));
    rkt_log_reset();
}

static fx *fx_FA(void) {
    fx *f = fx_new(RK_AUTO_FOOTER_STYLE_NORMAL);
    fx_attach(f, 1000, 64, 0, NAN);
    return f;
}

static void fx_advance(fx *f, double dt) { rkt_fixture_advance(&f->fx, dt); }

/* One scroll event: the offset, the finger and the pan phase (the rest as last reported). */
static void fx_scroll(fx *f, double y, int dragging, rk_pan_state pan) {
    f->m.offset_y = y;
    f->m.dragging = dragging;
    f->m.pan = pan;
    fx_push(f);
}

/* Dragging to y (the pan goes on). */
static void fx_drag(fx *f, double y) { fx_scroll(f, y, 1, RK_PAN_CHANGED); }
/* Not dragging (deceleration, a programmatic scroll). */
static void fx_coast(fx *f, double y) { fx_scroll(f, y, 0, RK_PAN_NONE); }
/* A new drag begins at y. */
static void fx_touch(fx *f, double y) { fx_scroll(f, y, 1, RK_PAN_BEGAN); }
/* The finger lifts at y: the pan ends in the update that carries the last offset. */
static void fx_lift(fx *f, double y) { fx_scroll(f, y, 0, RK_PAN_ENDED); }

RKT_QUERIES(fx, fx, af, auto_footer)
RKT_QUERY_FN(fx_gif, fx, af, rk_footer_gif, rk_auto_footer_get_gif)

static int32_t fx_spinning(fx *f) {
    int32_t a = -1;
    CHECK_OK(rk_auto_footer_is_spinner_animating(f->af, &a));
    return a;
}

static void fx_end(fx *f) { CHECK_OK(rk_auto_footer_end_refreshing(f->af, NULL, NULL)); }

static void check_rect(rk_rect r, double x, double y, double w, double h) {
    CHECK_EQ_BITS(r.x, x);
    CHECK_EQ_BITS(r.y, y);
    CHECK_EQ_BITS(r.width, w);
    CHECK_EQ_BITS(r.height, h);
}

#define IDLE_TITLE "Tap or pull up to load more"

/* ---- cases 1-13, 22 and 26: the rules that load ---- */

/* 1. F10: the label and the spinner come before the trigger (the original ran the trigger and the
   begin completion inside the state setter, before its label and indicator layers). */
static void af01_reaching_the_line_while_dragging_loads(void) {
    fx *f = fx_FA();
    rk_auto_footer_geometry g = fx_geo(f);
    CHECK_EQ_BITS(f->m.inset_bottom, 44.0);
    CHECK_EQ_BITS(g.trigger_offset, 444.0);
    CHECK_EQ_BITS(g.pan_end_offset, 444.0);
    CHECK_EQ_BITS(g.bottom_contribution, 44.0);
    CHECK_EQ_BITS(g.base_bottom, 0.0);
    CHECK_EQ_INT(g.tall, 1);
    fx_drag(f, 443);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_drag(f, 444);
    RKT_EXPECT_LOG("pct:1 state:3<1 label:Loading... spinner:1 refreshing");
    CHECK_STR(fx_label(f), "Loading...");
    CHECK_EQ_INT(fx_spinning(f), 1);
    CHECK_EQ_BITS(f->m.inset_bottom, 44.0); /* no inset change entering Refreshing */
    CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, 0);
    rkt_host_free(f);
}

static void af02_decreasing_offsets_do_not_load(void) {
    fx *f = fx_new(RK_AUTO_FOOTER_STYLE_NORMAL);
    fx_attach(f, 1000, 64, 0, 460);
    fx_drag(f, 450);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(fx_geo(f).previous_offset, 460.0);
    rkt_host_free(f);
}

static void af03_deceleration_loads_uncounted(void) {
    fx *f = fx_FA();
    fx_coast(f, 300);
    fx_coast(f, 444);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, 1);
    rkt_host_free(f);
}

/* 4. F1: Idle at once (the original: a turn later). F9: the unit was used when the load began.
   F10: end-animation-began before the end completion (the original: never without paging). */
static void af04_end_while_still_dragging_leaves_the_budget_spent(void) {
    fx *f = fx_FA();
    double timeout = 0;
    fx_drag(f, 444);
    rkt_log_reset();
    CHECK_OK(rk_auto_footer_end_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 4)));
    RKT_EXPECT_LOG("state:1<3 label:" IDLE_TITLE " spinner:0 end-anim done:4:1");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, 0);
    CHECK_OK(rk_context_next_timeout(f->fx.ctx, &timeout));
    CHECK_EQ_BITS(timeout, -1.0); /* nothing animates */
    fx_drag(f, 446);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    rkt_host_free(f);
}

static void af05_a_new_drag_refills_the_budget(void) {
    fx *f = fx_FA();
    fx_drag(f, 444);
    fx_end(f);
    fx_drag(f, 446);
    fx_lift(f, 444); /* tall, 444 >= 444: the pan-end rule asks, the budget says no */
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_touch(f, 440);
    CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, 1);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_drag(f, 445);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, 0);
    rkt_host_free(f);
}

/* 6. F9: a blocked attempt leaves nothing behind. The original ignored the retry (#1524, #1525)
   and after the tap's load read the budget as unlimited (k = -1). */
static void af06_retry_and_tap_are_never_blocked_nor_counted(void) {
    fx *f = fx_FA();
    fx_drag(f, 444);
    fx_end(f);
    fx_drag(f, 446); /* blocked */
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 6)));
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(f->done[6].calls, 1);
    CHECK_EQ_INT(f->done[6].finished, 1);
    fx_end(f);
    rkt_log_reset();
    CHECK_OK(rk_auto_footer_tap(f->af));
    RKT_EXPECT_LOG("state:3<1 label:Loading... spinner:1 refreshing");
    fx_end(f);
    CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, 0);
    fx_drag(f, 450); /* still blocked: not unlimited */
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    rkt_host_free(f);
}

static void af07_unlimited_loads_on_every_increasing_event(void) {
    fx *f = fx_FA();
    int step;
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(f->af, -1));
    for (step = 0; step < 5; step++) {
        fx_drag(f, 444 + step);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
        CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, -1);
        fx_end(f);
    }
    CHECK_EQ_INT(fx_geo(f).auto_trigger_times, -1);
    rkt_host_free(f);
}

static void af08_three_loads_per_drag(void) {
    fx *f = fx_FA();
    static const int left[3] = {2, 1, 0};
    int step;
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(f->af, 3));
    for (step = 0; step < 3; step++) {
        fx_drag(f, 444 + step);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
        fx_end(f);
        CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, left[step]);
    }
    fx_drag(f, 447);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    rkt_host_free(f);
}

/* 9. F9: a pan that begins while Refreshing refills the budget; the original ignored it, so that
   whole drag could not load. */
static void af09_a_drag_begun_while_loading_can_load(void) {
    fx *f = fx_FA();
    fx_drag(f, 444);
    fx_touch(f, 400);
    CHECK_EQ_INT(fx_geo(f).remaining_trigger_times, 1);
    fx_end(f);
    fx_drag(f, 445);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    rkt_host_free(f);
}

static void af10_short_content_loads_on_pan_end(void) {
    static const double ends[2] = {-60, -64};
    int i;
    double y;
    for (i = 0; i < 2; i++) {
        fx *f = fx_new(RK_AUTO_FOOTER_STYLE_NORMAL);
        fx_attach(f, 300, 64, 0, NAN);
        CHECK_EQ_INT(fx_geo(f).tall, 0);
        CHECK_EQ_BITS(fx_geo(f).pan_end_offset, -64.0);
        CHECK_EQ_BITS(fx_layout(f).footer.y, 300.0);
        fx_drag(f, -30);
        fx_lift(f, ends[i]);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
        rkt_host_free(f);
    }
    {
        fx *f = fx_new(RK_AUTO_FOOTER_STYLE_NORMAL);
        fx_attach(f, 300, 64, 0, NAN);
        fx_drag(f, -120);
        fx_lift(f, -120);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
        for (y = -64; y <= 400; y += 8) fx_drag(f, y); /* offsets never load short content */
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
        rkt_host_free(f);
    }
}

static void af11_without_automatic_refresh_only_the_pan_end_loads(void) {
    fx *f = fx_FA();
    CHECK_OK(rk_auto_footer_set_automatically_refresh(f->af, 0));
    CHECK_EQ_INT(fx_geo(f).automatically_refresh, 0);
    fx_drag(f, 444);
    fx_drag(f, 450);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_lift(f, 450);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    rkt_host_free(f);
}

static void af12_the_trigger_percent_moves_the_line(void) {
    static const double percents[4] = {-1, 0.5, 0, 2};
    static const double lines[4] = {356, 422, 400, 488};
    int i;
    for (i = 0; i < 4; i++) {
        fx *f = fx_FA();
        RKT_NOTE("r = %g", percents[i]);
        CHECK_OK(rk_auto_footer_set_trigger_percent(f->af, percents[i]));
        CHECK_EQ_BITS(fx_geo(f).trigger_percent, percents[i]);
        CHECK_EQ_BITS(fx_geo(f).trigger_offset, lines[i]);
        CHECK_EQ_BITS(fx_geo(f).pan_end_offset, 444.0); /* whatever r */
        fx_drag(f, lines[i] - 1);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
        fx_drag(f, lines[i]);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
        rkt_host_free(f);
    }
    rkt_note[0] = '\0';
    {
        /* r = 2: past the largest offset (444), only an overscroll reaches it. */
        fx *f = fx_FA();
        CHECK_OK(rk_auto_footer_set_trigger_percent(f->af, 2));
        fx_drag(f, 444);
        fx_drag(f, 487);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
        fx_drag(f, 490);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
        rkt_host_free(f);
    }
}

/* 13. F13: no auto-load from the top edge. With a real header on the same scroll view: the
   release asks for the header's offset -118, which the footer sees in the same update (the
   scroll view drives the header first). The original loaded here (#1500, #1618, PR #1328); the
   fix needs y > -T (T the live top inset, the header's contribution included), so the footer
   loads only once the content is below its top rest line. */
static void af13_no_auto_load_from_the_top_edge(void) {
    fx *f = fx_new(RK_AUTO_FOOTER_STYLE_NORMAL);
    rk_header *header = NULL;
    rk_footer_state hs = 0;
    CHECK_OK(rk_header_create(f->fx.ctx, RK_HEADER_STYLE_NORMAL, &header));
    fx_metrics(f, 600, 375, 560, 64, 0);
    fx_push(f);
    CHECK_OK(rk_scroll_view_attach(f->sv, header));
    CHECK_OK(rk_scroll_view_attach(f->sv, f->af));
    CHECK_OK(rk_auto_footer_set_trigger_percent(f->af, -2));
    CHECK_EQ_INT(fx_geo(f).tall, 1);
    CHECK_EQ_BITS(fx_geo(f).trigger_offset, -128.0);
    fx_drag(f, -150);
    CHECK_OK(rk_header_get_state(header, &hs));
    CHECK_EQ_INT(hs, RK_FOOTER_PULLING);
    fx_coast(f, -150); /* released: the header refreshes and asks for y = -118, top 118 */
    CHECK_OK(rk_header_get_state(header, &hs));
    CHECK_EQ_INT(hs, RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(f->m.offset_y, -118.0);
    CHECK_EQ_BITS(f->m.inset_top, 118.0);
    CHECK_EQ_BITS(fx_geo(f).previous_offset, -150.0); /* the footer saw -150, then -118 */
    CHECK_EQ_BITS(fx_geo(f).top_rest_offset, -118.0);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_OK(rk_header_end_refreshing(header, NULL, NULL));
    CHECK_EQ_BITS(f->m.inset_top, 64.0);
    fx_coast(f, -64); /* on the rest line: still not below it */
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_coast(f, -63);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    rkt_host_free(f);
}

static void af22_an_empty_list_has_no_offset_rule(void) {
    fx *f = fx_new(RK_AUTO_FOOTER_STYLE_NORMAL);
    double y;
    fx_attach(f, 0, 64, 0, NAN);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 0.0);
    for (y = -64; y <= 200; y += 20) fx_drag(f, y);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_lift(f, -50); /* short, -50 >= -64 */
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    rkt_host_free(f);
    /* The guard is the frame at 0, not the shortness: a tall empty list (T > H) is off too, and
       moving the frame off 0 with gB turns the rule on. */
    f = fx_new(RK_AUTO_FOOTER_STYLE_NORMAL);
    fx_attach(f, 0, 650, 0, NAN);
    CHECK_EQ_INT(fx_geo(f).tall, 1);
    fx_drag(f, -600);
    fx_drag(f, -500);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_OK(rk_auto_footer_set_ignored_bottom_inset(f->af, 10));
    fx_drag(f, -400);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    rkt_host_free(f);
}

/* 26. F1 alone keeps the double load (faithful); the update order of
   docs/behaviour/scroll-view.md §2 removes it when the host reports the new content height with the
   offset it caused. */
static void af26_self_sizing_after_an_end(void) {
    fx *f = fx_FA();
    fx_coast(f, 444);
    fx_end(f);
    fx_coast(f, 450);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    rkt_host_free(f);
    f = fx_FA();
    fx_coast(f, 444);
    fx_end(f);
    f->m.content_height = 1800;
    fx_coast(f, 450);
    CHECK_EQ_BITS(fx_geo(f).trigger_offset, 1244.0);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    rkt_host_free(f);
}

/* ---- cases 14-21 and 23-25: states, insets, visuals ---- */

/* 14. F1: resetNoMoreData acts at once (the original: a turn later). */
static void af14_no_more_data_turns_the_rules_off(void) {
    int style;
    for (style = RK_AUTO_FOOTER_STYLE_NORMAL; style <= RK_AUTO_FOOTER_STYLE_GIF; style++) {
        fx *f = fx_new(style);
        fx_attach(f, 1000, 64, 0, NAN);
        RKT_NOTE("style %d", style);
        fx_drag(f, 444);
        CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(f->af, NULL, NULL));
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_NO_MORE_DATA);
        CHECK_STR(fx_label(f), "No more data");
        CHECK_EQ_INT(fx_spinning(f), 0);
        CHECK_EQ_INT(fx_gif(f).visible, 0);
        fx_touch(f, 400);
        fx_drag(f, 460);
        fx_lift(f, 460);
        CHECK_OK(rk_auto_footer_tap(f->af));
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_NO_MORE_DATA);
        CHECK_OK(rk_auto_footer_begin_refreshing(f->af, NULL, NULL));
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
        CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(f->af, NULL, NULL));
        rkt_log_reset();
        CHECK_OK(rk_auto_footer_reset_no_more_data(f->af, rkt_done_auto_footer, rkt_host_done(f, 8)));
        RKT_EXPECT_LOG("state:1<5 label:" IDLE_TITLE " done:8:1");
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
        rkt_host_free(f);
    }
    rkt_note[0] = '\0';
}

static void af15_hiding_removes_the_inset(void) {
    fx *f = fx_FA();
    CHECK_OK(rk_auto_footer_set_hidden(f->af, 1));
    RKT_EXPECT_LOG("inset:0@0");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(f->m.inset_bottom, 0.0);
    CHECK_OK(rk_auto_footer_set_ignored_bottom_inset(f->af, 6));
    CHECK_OK(rk_auto_footer_set_hidden(f->af, 0));
    RKT_EXPECT_LOG("inset:44@0");
    CHECK_EQ_BITS(f->m.inset_bottom, 44.0);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 1006.0);
    CHECK_OK(rk_auto_footer_set_hidden(f->af, 0));
    RKT_EXPECT_LOG("");
    rkt_host_free(f);
}

/* 16. The original ran its sticky end block here; completions are one-shot (F3) and a hide passes
   none, so the exit shows as end-animation-began (F10); an end completion still pending (the
   paging animation) is called with 1 (the hide ends the load). */
static void af16_hiding_ends_a_load_at_once(void) {
    fx *f = fx_FA();
    fx_drag(f, 444);
    rkt_log_reset();
    CHECK_OK(rk_auto_footer_set_hidden(f->af, 1));
    RKT_EXPECT_LOG("state:1<3 label:" IDLE_TITLE " spinner:0 end-anim inset:0@0");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(f->m.inset_bottom, 0.0);
    fx_drag(f, 460); /* hidden: no load */
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_OK(rk_auto_footer_tap(f->af)); /* a hidden footer cannot be tapped */
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    rkt_host_free(f);
}

/* 17. F8: the contribution follows h, so hiding removes exactly what was added. The original
   removed the new h from an inset that held the old one: B = -16. */
static void af17_growing_gif_height_is_followed(void) {
    fx *f = fx_new(RK_AUTO_FOOTER_STYLE_GIF);
    rk_image img[3];
    fx_attach(f, 1000, 64, 0, NAN);
    rkt_frames(img, 3, 1, 50, 60);
    CHECK_OK(rk_auto_footer_set_images(f->af, RK_FOOTER_REFRESHING, img, 3));
    RKT_EXPECT_LOG("inset:60@0");
    CHECK_EQ_BITS(fx_geo(f).height, 60.0);
    CHECK_EQ_BITS(f->m.inset_bottom, 60.0);
    CHECK_OK(rk_auto_footer_set_hidden(f->af, 1));
    CHECK_EQ_BITS(f->m.inset_bottom, 0.0);
    rkt_host_free(f);
}

/* 18. F8: the footer removes its 44 and keeps the host's own 40 (reported beside the footer's 44,
   B = 84). A host that overwrites the whole inset with 40 erased the footer's part itself;
   reported - c is then -4, as the original's #916. */
static void af18_a_host_inset_change_survives(void) {
    fx *f = fx_FA();
    f->m.inset_bottom = 84;
    fx_coast(f, -64);
    CHECK_EQ_BITS(fx_geo(f).base_bottom, 40.0);
    CHECK_OK(rk_auto_footer_set_hidden(f->af, 1));
    CHECK_EQ_BITS(f->m.inset_bottom, 40.0);
    rkt_host_free(f);
    f = fx_FA();
    f->m.inset_bottom = 40;
    fx_coast(f, -64);
    CHECK_OK(rk_auto_footer_set_hidden(f->af, 1));
    CHECK_EQ_BITS(f->m.inset_bottom, -4.0);
    rkt_host_free(f);
}

/* 19. F1: the end acts at once; the rest is the original's paging end. */
static void af19_paging_ends_on_the_page_boundary(void) {
    fx *f = fx_FA();
    double p = 0;
    CHECK_OK(rk_auto_footer_set_paging_enabled(f->af, 1));
    CHECK_EQ_INT(fx_geo(f).paging_enabled, 1);
    fx_drag(f, 444);
    rkt_log_reset();
    CHECK_OK(rk_auto_footer_end_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 19)));
    RKT_EXPECT_LOG("state:1<3 label:" IDLE_TITLE " spinner:0 offset:400@0.4 end-anim");
    CHECK_EQ_BITS(f->m.offset_y, 400.0);
    fx_advance(f, 0.39);
    RKT_EXPECT_LOG("");
    fx_advance(f, 0.01);
    RKT_EXPECT_LOG("done:19:1");
    CHECK_OK(rk_auto_footer_get_pulling_percent(f->af, &p));
    CHECK_EQ_BITS(p, 1.0); /* never reset (docs/behaviour/auto-footer.md §8) */
    rkt_host_free(f);
    /* A tab bar's inset moves the offset too: the whole B. */
    f = fx_new(RK_AUTO_FOOTER_STYLE_NORMAL);
    fx_attach(f, 1000, 64, 49, NAN);
    CHECK_OK(rk_auto_footer_set_paging_enabled(f->af, 1));
    CHECK_EQ_BITS(f->m.inset_bottom, 93.0);
    fx_drag(f, 493);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    fx_end(f);
    CHECK_EQ_BITS(f->m.offset_y, 400.0);
    rkt_host_free(f);
}

static void af20_refreshing_title_hidden(void) {
    fx *f = fx_FA();
    rk_auto_footer_layout l = fx_layout(f);
    CHECK_EQ_INT(l.style, RK_AUTO_FOOTER_STYLE_NORMAL);
    check_rect(l.footer, 0, 1000, 375, 44);
    check_rect(l.label, 0, 0, 375, 44);
    check_rect(l.spinner, 117.5, 12, 20, 20); /* centre 127.5 = 375/2 - (70/2 + 25) */
    check_rect(l.gif, 0, 0, 0, 0);
    CHECK_OK(rk_auto_footer_set_refreshing_title_hidden(f->af, 1));
    fx_drag(f, 444);
    CHECK_STR(fx_label(f), "");
    check_rect(fx_layout(f).spinner, 177.5, 12, 20, 20); /* centre 187.5 */
    fx_end(f);
    CHECK_STR(fx_label(f), IDLE_TITLE);
    rkt_host_free(f);
    f = fx_new(RK_AUTO_FOOTER_STYLE_GIF);
    fx_attach(f, 1000, 64, 0, NAN);
    CHECK_OK(rk_auto_footer_set_refreshing_title_hidden(f->af, 1));
    l = fx_layout(f);
    check_rect(l.gif, 0, 0, 375, 44);
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_CENTER);
    check_rect(l.spinner, 0, 0, 0, 0);
    rkt_host_free(f);
    f = fx_new(RK_AUTO_FOOTER_STYLE_GIF);
    fx_attach(f, 1000, 64, 0, NAN);
    fx_drag(f, 444);
    l = fx_layout(f);
    check_rect(l.gif, 0, 0, 132.5, 44); /* W/2 - L - tw/2 = 187.5 - 20 - 35 */
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_RIGHT);
    rkt_host_free(f);
}

static void af21_gif_shows_only_refreshing_frames(void) {
    fx *f = fx_new(RK_AUTO_FOOTER_STYLE_GIF);
    rk_image img[4];
    uint64_t id = 0;
    int32_t index = -1;
    rk_footer_gif g;
    fx_attach(f, 1000, 64, 0, NAN);
    fx_drag(f, 444);
    RKT_EXPECT_LOG("pct:1 state:3<1 label:Loading... refreshing"); /* no frames: stays hidden */
    CHECK_EQ_INT(fx_gif(f).visible, 0);
    CHECK_RC(rk_auto_footer_frame_at(f->af, 1000, &id, &index), RK_ERR_NOT_FOUND);
    rkt_host_free(f);
    f = fx_new(RK_AUTO_FOOTER_STYLE_GIF);
    fx_attach(f, 1000, 64, 0, NAN);
    rkt_frames(img, 1, 7, 50, 30);
    CHECK_OK(rk_auto_footer_set_images_with_duration(f->af, RK_FOOTER_REFRESHING, img, 1, 0));
    fx_drag(f, 444);
    RKT_EXPECT_LOG("pct:1 state:3<1 label:Loading... gif:1 frame:7/0 refreshing");
    g = fx_gif(f);
    CHECK_EQ_INT(g.visible, 1);
    CHECK_EQ_INT(g.animating, 0);
    rkt_host_free(f);
    f = fx_new(RK_AUTO_FOOTER_STYLE_GIF);
    fx_attach(f, 1000, 64, 0, NAN);
    rkt_frames(img, 4, 10, 50, 30);
    CHECK_OK(rk_auto_footer_set_images_with_duration(f->af, RK_FOOTER_REFRESHING, img, 4, 0.4));
    rkt_frames(img, 4, 20, 50, 30);
    CHECK_OK(rk_auto_footer_set_images_with_duration(f->af, RK_FOOTER_IDLE, img, 4, 0.4));
    fx_drag(f, 444);
    CHECK_EQ_INT(fx_gif(f).animating, 1);
    CHECK_OK(rk_auto_footer_frame_at(f->af, 1000.25, &id, &index));
    CHECK_EQ_U64(id, 12);
    CHECK_EQ_INT(index, 2);
    fx_advance(f, 0.1);
    CHECK_EQ_INT(fx_gif(f).index, 1);
    CHECK_EQ_U64(fx_gif(f).image_id, 11);
    fx_end(f);
    g = fx_gif(f);
    CHECK_EQ_INT(g.visible, 0);
    CHECK_EQ_INT(g.animating, 0);
    {
        double timeout = 0;
        CHECK_OK(rk_context_next_timeout(f->fx.ctx, &timeout));
        CHECK_EQ_BITS(timeout, -1.0); /* the frame timer stopped */
    }
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, NULL, NULL));
    CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(f->af, NULL, NULL));
    CHECK_EQ_INT(fx_gif(f).visible, 0);
    CHECK_EQ_INT(fx_gif(f).animating, 0);
    rkt_host_free(f);
}

static void af23_content_size_moves_only_the_frame(void) {
    fx *f = fx_FA();
    f->mask = RKT_EVM_ALL;
    CHECK_OK(rk_auto_footer_set_ignored_bottom_inset(f->af, 5));
    RKT_EXPECT_LOG("layout:0,1005,375,44");
    f->m.content_height = 1800;
    fx_coast(f, -64);
    RKT_EXPECT_LOG("layout:0,1805,375,44");
    check_rect(fx_layout(f).footer, 0, 1805, 375, 44);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(f->m.inset_bottom, 44.0);
    rkt_host_free(f);
}

static void af24_alpha_stays_opaque_after_the_first_load(void) {
    fx *f = fx_FA();
    double alpha = -1;
    CHECK_OK(rk_auto_footer_set_automatically_change_alpha(f->af, 1));
    RKT_EXPECT_LOG("alpha:0@0");
    CHECK_OK(rk_auto_footer_get_alpha(f->af, &alpha));
    CHECK_EQ_BITS(alpha, 0.0);
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, NULL, NULL));
    RKT_EXPECT_LOG("alpha:1@0.25 pct:1 state:3<1 label:Loading... spinner:1 refreshing");
    fx_end(f);
    fx_coast(f, 100);
    CHECK_OK(rk_auto_footer_get_alpha(f->af, &alpha));
    CHECK_EQ_BITS(alpha, 1.0);
    CHECK_OK(rk_auto_footer_get_pulling_percent(f->af, &alpha));
    CHECK_EQ_BITS(alpha, 1.0);
    rkt_host_free(f);
}

static void af25_not_in_a_window_waits_in_will_refresh(void) {
    fx *f = fx_FA();
    CHECK_OK(rk_auto_footer_set_visible(f->af, 0));
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 25)));
    RKT_EXPECT_LOG("pct:1 state:4<1 label:");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_WILL_REFRESH);
    CHECK_STR(fx_label(f), "");
    CHECK_EQ_INT(fx_spinning(f), 0);
    CHECK_OK(rk_auto_footer_set_visible(f->af, 1));
    RKT_EXPECT_LOG("state:3<4 label:Loading... spinner:1 refreshing done:25:1");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    rkt_host_free(f);
}

/* ---- what every component has ---- */

/* F10: a "refreshing" handler that ends the load at once: the begin completion still gets 1 (it
   was due when the trigger fired, and the end's signals follow those still pending, as for every
   call made from a handler); the state, label and spinner of Refreshing came first. */
static void on_refreshing_end_at_once(void *o, void *ud) {
    (void)ud;
    rkt_log("handler-ends");
    CHECK_OK(rk_auto_footer_end_refreshing(o, NULL, NULL));
}

static void x01_a_trigger_handler_may_end_the_load(void) {
    fx *f = fx_FA();
    CHECK_OK(rk_connect(f->af, "refreshing", (rk_callback)on_refreshing_end_at_once, f, NULL, NULL));
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 1)));
    RKT_EXPECT_LOG("pct:1 state:3<1 label:Loading... spinner:1 refreshing handler-ends done:1:1 "
                   "state:1<3 label:" IDLE_TITLE " spinner:0 end-anim");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    rkt_host_free(f);
}

/* F3: completions are one-shot: 0 when nothing happened or when superseded or destroyed. */
static void x02_completions_are_called_once(void) {
    fx *f = fx_FA();
    CHECK_OK(rk_auto_footer_end_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 1))); /* from Idle */
    RKT_EXPECT_LOG("done:1:0");
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, NULL, NULL));
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 2))); /* already */
    CHECK_EQ_INT(f->done[2].finished, 0);
    CHECK_OK(rk_auto_footer_set_paging_enabled(f->af, 1));
    CHECK_OK(rk_auto_footer_end_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 3)));
    CHECK_EQ_INT(f->done[3].calls, 0); /* waits for the paging animation */
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, NULL, NULL)); /* supersedes it */
    CHECK_EQ_INT(f->done[3].calls, 1);
    CHECK_EQ_INT(f->done[3].finished, 0);
    CHECK_OK(rk_auto_footer_end_refreshing(f->af, rkt_done_auto_footer, rkt_host_done(f, 4)));
    CHECK_OK(rk_auto_footer_destroy(f->af)); /* pending: called with 0 during the destroy */
    CHECK_EQ_INT(f->done[4].calls, 1);
    CHECK_EQ_INT(f->done[4].finished, 0);
    rkt_host_free(f);
}

/* F7: languages, custom titles surviving them, and refreshingTitleHidden kept (the original showed
   the Refreshing title after a language change). */
static void x03_languages_and_titles(void) {
    fx *f = fx_FA();
    char buf[128];
    size_t len = 0;
    CHECK_OK(rk_auto_footer_set_language(f->af, "zh-CN"));
    CHECK_OK(rk_auto_footer_get_language(f->af, buf, sizeof buf, &len));
    CHECK_STR(buf, "zh-Hans");
    CHECK_STR(fx_label(f), "点击或上拉加载更多");
    CHECK_OK(rk_auto_footer_set_title(f->af, RK_FOOTER_NO_MORE_DATA, "The end"));
    CHECK_OK(rk_auto_footer_set_language(f->af, "uk"));
    CHECK_OK(rk_auto_footer_get_title(f->af, RK_FOOTER_NO_MORE_DATA, buf, sizeof buf, &len));
    CHECK_STR(buf, "The end");
    CHECK_OK(rk_auto_footer_get_title(f->af, RK_FOOTER_REFRESHING, buf, sizeof buf, &len));
    CHECK_STR(buf, "Завантаження...");
    CHECK_OK(rk_auto_footer_get_title(f->af, RK_FOOTER_PULLING, buf, sizeof buf, &len));
    CHECK_STR(buf, "");
    CHECK_OK(rk_auto_footer_set_title(f->af, RK_FOOTER_NO_MORE_DATA, NULL));
    CHECK_OK(rk_auto_footer_get_title(f->af, RK_FOOTER_NO_MORE_DATA, buf, sizeof buf, &len));
    CHECK_STR(buf, "Більше немає даних");
    CHECK_OK(rk_auto_footer_set_refreshing_title_hidden(f->af, 1));
    CHECK_OK(rk_auto_footer_begin_refreshing(f->af, NULL, NULL));
    CHECK_OK(rk_auto_footer_set_language(f->af, "ko"));
    CHECK_STR(fx_label(f), "");
    fx_end(f);
    CHECK_STR(fx_label(f), "탭 또는 위로 당겨 로드함");
    rkt_host_free(f);
}

/* B4: bound to a task, the footer loads while it runs, without the trigger (the task is the load),
   and an end from the binding never moves NoMoreData to Idle. */
static void x04_bound_to_a_task(void) {
    fx *f = fx_FA();
    rk_task *task = NULL;
    CHECK_OK(rk_task_create(f->fx.ctx, &task));
    CHECK_OK(rk_task_resume(task));
    rkt_fixture_dispatch(&f->fx);
    rkt_log_reset();
    CHECK_OK(rk_auto_footer_set_refreshing_with_state_of_task(f->af, task));
    RKT_EXPECT_LOG("pct:1 state:3<1 label:Loading... spinner:1");
    CHECK_OK(rk_task_complete(task, 0, NULL));
    rkt_fixture_dispatch(&f->fx);
    RKT_EXPECT_LOG("state:1<3 label:" IDLE_TITLE " spinner:0 end-anim");
    CHECK_OK(rk_task_destroy(task));
    CHECK_OK(rk_task_create(f->fx.ctx, &task));
    CHECK_OK(rk_auto_footer_set_refreshing_with_state_of_task(f->af, task));
    CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(f->af, NULL, NULL));
    CHECK_OK(rk_task_cancel(task));
    rkt_fixture_dispatch(&f->fx);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_NO_MORE_DATA);
    CHECK_OK(rk_auto_footer_set_refreshing_with_state_of_task(f->af, NULL));
    rkt_host_free(f);
}

/* The signals are data: a dynamic host can bind by name and type. */
static void x05_signals_are_introspectable(void) {
    static const char *const names[] = {
        "state-changed", "pulling-percent", "frame-changed", "gif-visibility", "layout-changed",
        "inset-requested", "offset-requested", "alpha-changed", "label-changed", "refreshing",
        "end-animation-began", "spinner-changed", "measure-text", "refreshing-load", "announcement",
        "load-cancelled",
    };
    static const char *const shapes[] = {"v:ii", "v:d", "v:ui", "v:i", "v:dddd", "v:dd", "v:dd", "v:dd",
                                         "v:s", "v:", "v:", "v:i", "d:s", "v:u", "v:si", "v:ui"};
    uint32_t count = 0, i, index = 99;
    CHECK_OK(rk_signal_count(RK_KIND_AUTO_FOOTER, &count));
    CHECK_EQ_U64(count, 16);
    for (i = 0; i < count && i < 16; i++) {
        rk_signal_desc d;
        char shape[RKT_SHAPE_SIZE];
        memset(&d, 0, sizeof d);
        d.struct_size = sizeof d;
        CHECK_OK(rk_signal_info(RK_KIND_AUTO_FOOTER, i, &d));
        CHECK_STR(d.name, names[i]);
        rkt_signal_shape(&d, shape);
        CHECK_STR(shape, shapes[i]);
        CHECK_OK(rk_signal_lookup(RK_KIND_AUTO_FOOTER, names[i], &index));
        CHECK_EQ_U64(index, i);
    }
    CHECK_RC(rk_signal_info(RK_KIND_AUTO_FOOTER, 16, &(rk_signal_desc){.struct_size = sizeof(rk_signal_desc)}),
             RK_ERR_NOT_FOUND);
    CHECK_STR(rk_kind_name(RK_KIND_AUTO_FOOTER), "auto-footer");
    CHECK_STR(rk_auto_footer_style_name(RK_AUTO_FOOTER_STYLE_NORMAL), "normal");
    CHECK_STR(rk_auto_footer_style_name(RK_AUTO_FOOTER_STYLE_GIF), "gif");
    CHECK_STR(rk_auto_footer_style_name(2), "unknown");
}

/* Without a scroll view: the first rk_auto_footer_set_metrics attaches (B += h), the rest update;
   measure-text, when connected, gives the label's width. */
static double measure_80(void *o, const char *text, void *ud) {
    (void)o;
    (void)ud;
    return text[0] == '\0' ? 0 : 80;
}

static void x06_a_lone_footer_takes_its_own_updates(void) {
    rk_context *ctx = NULL;
    rk_auto_footer *af = NULL;
    rk_scroll_metrics m;
    rk_auto_footer_geometry g;
    rk_auto_footer_layout l;
    rk_footer_state s = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_auto_footer_create(ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &af));
    memset(&m, 0, sizeof m);
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0; /* a 1.0-sized struct is read, pan as none */
    m.viewport_width = 375;
    m.viewport_height = 600;
    m.content_height = 1000;
    m.inset_top = 64;
    m.offset_y = -64;
    CHECK_OK(rk_auto_footer_set_metrics(af, &m));
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_auto_footer_get_geometry(af, &g));
    CHECK_EQ_INT(g.attached, 1);
    CHECK_EQ_BITS(g.bottom_contribution, 44.0);
    m.inset_bottom = 44; /* the host applied the request */
    m.dragging = 1;
    m.offset_y = 444;
    CHECK_OK(rk_auto_footer_set_metrics(af, &m));
    CHECK_OK(rk_auto_footer_get_state(af, &s));
    CHECK_EQ_INT(s, RK_FOOTER_REFRESHING);
    CHECK_OK(rk_connect(af, "measure-text", (rk_callback)measure_80, NULL, NULL, NULL));
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    CHECK_OK(rk_auto_footer_get_layout(af, &l));
    check_rect(l.spinner, 112.5, 12, 20, 20); /* 187.5 - (40 + 25) - 10 */
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- properties over random inputs ---- */

enum { PG, PL, PO, PB, PI, NPROP };
static const char *const prop_names[NPROP] = {
    "PG trigger = C - H + B - h(1 - r), pan-end = tall ? C + B - H : -T, tall = T + C > H",
    "PL frame (-L, C + gB, W, h); spinner centre W/2 - (tw/2 + L) or W/2; gif width W/2 - L - tw/2",
    "PO Idle loads exactly when the offset rule or the pan-end rule says (F13), else stays Idle",
    "PB drag loads use the budget, deceleration, begins and taps never; a pan began refills (F9)",
    "PI the bottom inset = base + c, c = h while attached and shown (F8), base kept exactly",
};

/* The world the properties are checked in: the host double, and what the test knows independently
   of the library (the host's own bottom inset, the footer's height and settings, the budget). */
typedef struct {
    fx *f;
    rkt_rng r;
    rkt_props *st;
    uint64_t seed;
    long step;
    double base;   /* B0: the host's own bottom inset */
    double h, gB, r_pct, tw, L;
    int hidden, attached, automatic, title_hidden;
    int times, left; /* n and k, as the test keeps them */
    double prev;    /* the last offset the footer saw */
} pworld;

/* The contribution the footer must hold now. */
static double pw_c(const pworld *w) { return w->attached && !w->hidden ? w->h : 0; }

static void pw_check_inset(pworld *w) {
    fx *f = w->f;
    rk_auto_footer_geometry g = fx_geo(f);
    w->st->exercised[PI]++;
    if (!rkt_near(g.bottom_contribution, pw_c(w)) || !rkt_near(f->m.inset_bottom, w->base + pw_c(w)) ||
        !rkt_near(g.base_bottom, w->base)) {
        rkt_violate(w->st, PI, "seed %llu step %ld: B %.17g c %.17g base %.17g, expected base %.17g c %.17g",
                (unsigned long long)w->seed, w->step, f->m.inset_bottom, g.bottom_contribution,
                g.base_bottom, w->base, pw_c(w));
    }
}

static void pw_check_geometry(pworld *w) {
    fx *f = w->f;
    rk_auto_footer_geometry g = fx_geo(f);
    const rk_scroll_metrics *m = &f->m;
    double B = m->inset_bottom;
    double thr = m->content_height - m->viewport_height + B - w->h * (1 - w->r_pct);
    int tall = m->inset_top + m->content_height > m->viewport_height;
    double pan_end = tall ? m->content_height + B - m->viewport_height : -m->inset_top;
    w->st->exercised[PG]++;
    if (!rkt_near(g.trigger_offset, thr) || g.tall != tall || !rkt_near(g.pan_end_offset, pan_end) ||
        !rkt_near(g.height, w->h) || !rkt_near(g.top_rest_offset, -m->inset_top)) {
        rkt_violate(w->st, PG, "seed %llu step %ld: trigger %.17g tall %d pan-end %.17g h %.17g, "
                "expected %.17g %d %.17g %.17g", (unsigned long long)w->seed, w->step,
                g.trigger_offset, g.tall, g.pan_end_offset, g.height, thr, tall, pan_end, w->h);
    }
}

static void pw_check_layout(pworld *w) {
    fx *f = w->f;
    rk_auto_footer_layout l = fx_layout(f);
    const rk_scroll_metrics *m = &f->m;
    double W = m->viewport_width;
    double tw = fx_label(f)[0] != '\0' ? w->tw : 0; /* an empty label measures 0 */
    int ok = rkt_near(l.footer.x, -m->inset_left) && rkt_near(l.footer.y, m->content_height + w->gB) &&
             rkt_near(l.footer.width, W) && rkt_near(l.footer.height, w->h);
    if (f->style == RK_AUTO_FOOTER_STYLE_NORMAL) {
        double cx = w->title_hidden ? W / 2 : W / 2 - (tw / 2 + w->L);
        ok = ok && rkt_near(l.spinner.x + l.spinner.width / 2, cx) &&
             rkt_near(l.spinner.y + l.spinner.height / 2, w->h / 2);
    } else {
        double gw = w->title_hidden ? W : fmax(0, W / 2 - w->L - tw / 2);
        ok = ok && rkt_near(l.gif.width, gw) && rkt_near(l.gif.height, w->h) &&
             l.content_mode == (w->title_hidden ? RK_CONTENT_MODE_CENTER : RK_CONTENT_MODE_RIGHT);
    }
    w->st->exercised[PL]++;
    if (!ok) {
        rkt_violate(w->st, PL, "seed %llu step %ld: footer (%.17g, %.17g, %.17g, %.17g) spinner x %.17g "
                "gif w %.17g; W %.17g L %.17g tw %.17g hidden-title %d",
                (unsigned long long)w->seed, w->step, l.footer.x, l.footer.y, l.footer.width,
                l.footer.height, l.spinner.x, l.gif.width, W, w->L, tw, w->title_hidden);
    }
}

/* One scroll event with a random offset near the line, a random finger and pan phase; checks that
   the footer loads exactly when the rules say and the budget allows. */
static void pw_update(pworld *w) {
    fx *f = w->f;
    rk_scroll_metrics *m = &f->m;
    rk_footer_state before = fx_state(f), after;
    rk_auto_footer_geometry g = fx_geo(f);
    int roll = rkt_rng_int(&w->r, 10);
    double y;
    int dragging = rkt_rng_int(&w->r, 3) != 0;
    rk_pan_state pan = dragging ? (rkt_rng_int(&w->r, 8) == 0 ? RK_PAN_BEGAN : RK_PAN_CHANGED)
                                : (rkt_rng_int(&w->r, 3) == 0 ? RK_PAN_ENDED : RK_PAN_NONE);
    if (roll < 2) y = g.trigger_offset;
    else if (roll < 3) y = g.pan_end_offset;
    else if (roll < 4) y = -m->inset_top;
    else y = g.trigger_offset + rkt_rng_range(&w->r, -1.5, 0.5) * (w->h + 40);
    if (rkt_rng_int(&w->r, 4) == 0) m->content_height = rkt_rng_int(&w->r, 20) == 0 ? 0 : rkt_rng_range(&w->r, 0, 2500);
    if (rkt_rng_int(&w->r, 10) == 0) m->inset_top = rkt_rng_range(&w->r, -20, 150);
    {
        /* What the rules say, from the numbers this update carries. */
        double B = m->inset_bottom, C = m->content_height, H = m->viewport_height, T = m->inset_top;
        double thr = C - H + B - w->h * (1 - w->r_pct);
        int tall = T + C > H;
        int shown = !w->hidden;
        int offset_rule = w->automatic && C + w->gB != 0 && tall && y >= thr && y > w->prev && y > -T;
        int pan_rule = pan == RK_PAN_ENDED && y >= (tall ? C + B - H : -T);
        int idle = before == RK_FOOTER_IDLE;
        int allowed;
        int expect_load;
        int drag_load;
        if (shown && pan == RK_PAN_BEGAN) w->left = w->times;
        allowed = w->left == -1 || w->left > 0;
        drag_load = idle && shown && (pan_rule || (offset_rule && dragging)) && allowed;
        /* Not dragging, the offset rule loads without the budget (deceleration), also after a pan
           end the budget refused. */
        expect_load = drag_load || (idle && shown && offset_rule && !dragging);
        m->offset_y = y;
        m->dragging = dragging;
        m->pan = pan;
        fx_push(f);
        w->prev = m->offset_y;
        after = fx_state(f);
        w->st->exercised[PO]++;
        if ((after == RK_FOOTER_REFRESHING && before != RK_FOOTER_REFRESHING) != expect_load) {
            rkt_violate(w->st, PO, "seed %llu step %ld: state %d -> %d at y %.17g (prev %.17g, thr "
                    "%.17g, T %.17g, C %.17g, tall %d, drag %d, pan %d, k %d, hidden %d, auto %d)",
                    (unsigned long long)w->seed, w->step, before, after, y, g.previous_offset, thr,
                    T, C, tall, dragging, pan, w->left, w->hidden, w->automatic);
        }
        if (drag_load && w->left > 0) w->left--;
        w->st->exercised[PB]++;
        if (fx_geo(f).remaining_trigger_times != w->left) {
            rkt_violate(w->st, PB, "seed %llu step %ld: k %d, expected %d (n %d; state %d -> %d, y %.17g, "
                    "drag %d, pan %d, hidden %d, offset rule %d, pan rule %d)", (unsigned long long)w->seed,
                    w->step, fx_geo(f).remaining_trigger_times, w->left, w->times, before, after, y,
                    dragging, pan, w->hidden, offset_rule, pan_rule);
            w->left = fx_geo(f).remaining_trigger_times; /* resynchronise: one report per run */
        }
    }
}

static void simulate(uint64_t seed, long steps, rkt_props *st) {
    pworld w = {.r = {seed}, .st = st, .seed = seed}; /* the generator seeded, the rest 0 */
    fx *f;
    w.f = f = fx_new(seed % 2 ? RK_AUTO_FOOTER_STYLE_GIF : RK_AUTO_FOOTER_STYLE_NORMAL);
    rkt_log_mute(1);
    w.h = 44;
    w.r_pct = 1;
    w.tw = 70;
    w.L = f->style == RK_AUTO_FOOTER_STYLE_GIF ? 20 : 25;
    w.automatic = 1;
    w.times = w.left = 1;
    w.base = rkt_rng_range(&w.r, 0, 60);
    fx_metrics(f, rkt_rng_range(&w.r, 300, 900), rkt_rng_range(&w.r, 250, 500), rkt_rng_range(&w.r, 0, 2500),
               rkt_rng_range(&w.r, 0, 120), w.base);
    f->m.inset_left = rkt_rng_range(&w.r, 0, 16);
    fx_push(f);
    CHECK_OK(rk_scroll_view_attach(f->sv, f->af));
    w.attached = 1;
    w.prev = f->m.offset_y;
    for (w.step = 0; w.step < steps; w.step++) {
        int roll = rkt_rng_int(&w.r, 100);
        /* Updates other than pw_update's carry no pan phase and keep the offset: they cannot load. */
        f->m.pan = RK_PAN_NONE;
        if (roll < 55) {
            pw_update(&w);
        } else if (roll < 63) {
            /* End the load (or the no-more-data state), sometimes with no more data. */
            if (rkt_rng_int(&w.r, 4) == 0) CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(f->af, NULL, NULL));
            else CHECK_OK(rk_auto_footer_reset_no_more_data(f->af, NULL, NULL));
        } else if (roll < 66) {
            /* A begin or a tap: never blocked, never counted. */
            int before_k = fx_geo(f).remaining_trigger_times;
            rk_footer_state before = fx_state(f);
            if (rkt_rng_int(&w.r, 2)) CHECK_OK(rk_auto_footer_begin_refreshing(f->af, NULL, NULL));
            else CHECK_OK(rk_auto_footer_tap(f->af));
            w.st->exercised[PB]++;
            if (fx_geo(f).remaining_trigger_times != before_k ||
                (before == RK_FOOTER_IDLE && !w.hidden && fx_state(f) != RK_FOOTER_REFRESHING)) {
                rkt_violate(w.st, PB, "seed %llu step %ld: a begin or tap from %d left state %d, k %d -> %d",
                        (unsigned long long)w.seed, w.step, before, fx_state(f), before_k,
                        fx_geo(f).remaining_trigger_times);
            }
        } else if (roll < 70) {
            w.hidden = !w.hidden;
            CHECK_OK(rk_auto_footer_set_hidden(f->af, w.hidden));
            pw_check_inset(&w);
        } else if (roll < 74) {
            w.h = rkt_rng_range(&w.r, 1, 120);
            CHECK_OK(rk_auto_footer_set_height(f->af, w.h));
            pw_check_inset(&w);
        } else if (roll < 78) {
            /* The host changes its own inset beside the footer's (F8 keeps both). */
            w.base = rkt_rng_range(&w.r, -10, 80);
            f->m.inset_bottom = w.base + pw_c(&w);
            fx_push(f);
            w.prev = f->m.offset_y;
            pw_check_inset(&w);
        } else if (roll < 81) {
            w.r_pct = rkt_rng_int(&w.r, 5) == 0 ? (double)rkt_rng_int(&w.r, 3) : rkt_rng_range(&w.r, -3, 3);
            CHECK_OK(rk_auto_footer_set_trigger_percent(f->af, w.r_pct));
        } else if (roll < 84) {
            w.times = rkt_rng_int(&w.r, 5) - 1;
            w.left = w.times;
            CHECK_OK(rk_auto_footer_set_auto_trigger_times(f->af, w.times));
        } else if (roll < 86) {
            w.automatic = !w.automatic;
            CHECK_OK(rk_auto_footer_set_automatically_refresh(f->af, w.automatic));
        } else if (roll < 89) {
            w.gB = rkt_rng_int(&w.r, 2) ? rkt_rng_range(&w.r, 0, 30) : 0;
            CHECK_OK(rk_auto_footer_set_ignored_bottom_inset(f->af, w.gB));
        } else if (roll < 92) {
            w.tw = rkt_rng_range(&w.r, 0, 300);
            w.L = rkt_rng_range(&w.r, 0, 40);
            CHECK_OK(rk_auto_footer_set_text_width(f->af, w.tw));
            CHECK_OK(rk_auto_footer_set_label_left_inset(f->af, w.L));
        } else if (roll < 94) {
            w.title_hidden = !w.title_hidden;
            CHECK_OK(rk_auto_footer_set_refreshing_title_hidden(f->af, w.title_hidden));
        } else if (roll < 96) {
            /* Detach and attach again: exactly c comes off and goes back on. */
            CHECK_OK(rk_scroll_view_detach(f->sv, f->af));
            w.attached = 0;
            pw_check_inset(&w);
            f->m.offset_y = rkt_rng_range(&w.r, -100, 800);
            fx_push(f);
            CHECK_OK(rk_scroll_view_attach(f->sv, f->af));
            w.attached = 1;
            w.prev = f->m.offset_y;
            pw_check_inset(&w);
        } else {
            f->m.viewport_width = rkt_rng_range(&w.r, 250, 500);
            f->m.viewport_height = rkt_rng_range(&w.r, 300, 900);
            f->m.inset_left = rkt_rng_range(&w.r, 0, 16);
            fx_push(f);
            w.prev = f->m.offset_y;
        }
        pw_check_geometry(&w);
        pw_check_layout(&w);
    }
    rkt_log_mute(0);
    rkt_host_free(f);
}

static const uint64_t seeds[] = {1, 2, 3, 42, 0xC0FFEE, 20241128};
static rkt_props props = {.names = prop_names, .simulate = simulate, .seeds = seeds,
                          .nseeds = sizeof seeds / sizeof seeds[0], .steps = 4000};

static void check_prop(int prop) { rkt_props_check(&props, prop, 1001); }

static void p01_trigger_and_pan_end_lines(void) { check_prop(PG); }
static void p02_layout(void) { check_prop(PL); }
static void p03_what_loads(void) { check_prop(PO); }
static void p04_the_budget(void) { check_prop(PB); }
static void p05_additive_inset(void) { check_prop(PI); }

static const rkt_case cases[] = {
    RKT_CASE(af01_reaching_the_line_while_dragging_loads),
    RKT_CASE(af02_decreasing_offsets_do_not_load),
    RKT_CASE(af03_deceleration_loads_uncounted),
    RKT_CASE(af04_end_while_still_dragging_leaves_the_budget_spent),
    RKT_CASE(af05_a_new_drag_refills_the_budget),
    RKT_CASE(af06_retry_and_tap_are_never_blocked_nor_counted),
    RKT_CASE(af07_unlimited_loads_on_every_increasing_event),
    RKT_CASE(af08_three_loads_per_drag),
    RKT_CASE(af09_a_drag_begun_while_loading_can_load),
    RKT_CASE(af10_short_content_loads_on_pan_end),
    RKT_CASE(af11_without_automatic_refresh_only_the_pan_end_loads),
    RKT_CASE(af12_the_trigger_percent_moves_the_line),
    RKT_CASE(af13_no_auto_load_from_the_top_edge),
    RKT_CASE(af14_no_more_data_turns_the_rules_off),
    RKT_CASE(af15_hiding_removes_the_inset),
    RKT_CASE(af16_hiding_ends_a_load_at_once),
    RKT_CASE(af17_growing_gif_height_is_followed),
    RKT_CASE(af18_a_host_inset_change_survives),
    RKT_CASE(af19_paging_ends_on_the_page_boundary),
    RKT_CASE(af20_refreshing_title_hidden),
    RKT_CASE(af21_gif_shows_only_refreshing_frames),
    RKT_CASE(af22_an_empty_list_has_no_offset_rule),
    RKT_CASE(af23_content_size_moves_only_the_frame),
    RKT_CASE(af24_alpha_stays_opaque_after_the_first_load),
    RKT_CASE(af25_not_in_a_window_waits_in_will_refresh),
    RKT_CASE(af26_self_sizing_after_an_end),
    RKT_CASE(x01_a_trigger_handler_may_end_the_load),
    RKT_CASE(x02_completions_are_called_once),
    RKT_CASE(x03_languages_and_titles),
    RKT_CASE(x04_bound_to_a_task),
    RKT_CASE(x05_signals_are_introspectable),
    RKT_CASE(x06_a_lone_footer_takes_its_own_updates),
    RKT_CASE(p01_trigger_and_pan_end_lines),
    RKT_CASE(p02_layout),
    RKT_CASE(p03_what_loads),
    RKT_CASE(p04_the_budget),
    RKT_CASE(p05_additive_inset),
};

RKT_MAIN(cases)
