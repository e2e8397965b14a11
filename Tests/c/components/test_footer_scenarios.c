/*
 * test_footer_scenarios: the 40 given/when/then scenarios of MJRefresh's back GIF footer
 * (docs/behaviour/footer.md), through the C ABI, one case each, with the outcome changed where the
 * deliberate fixes F1-F7 (docs/FIXES.md, the header's Footer section) change it: such cases say
 * which fix in their name.
 *
 * Setups: A (tall) H=600, T=64, B=0, C=1000, W=375, h=44 => V=536, happen=400, trigger=444, frame
 * y=1000. B (short) the same with C=300 => happen=-64, trigger=-20, frame y=536. G: 8 idle frames 60
 * pt tall (ids 100..107), 3 Pulling frames and the same 3 as Refreshing frames (ids 200..202). With G
 * the footer is 60 tall, so the trigger is 460 (not 444): the scenarios' offsets are kept and the
 * expectations recomputed from the formulas for h = 60, or the offset is moved past the real
 * trigger where the scenario is about crossing it.
 *
 * The host applies every inset and offset request it is sent (fixture), the clock is the fixture's
 * fake clock starting at t = 1000, and timers run at rk_context_dispatch.
 */
#include "test_footer_fixture.c"

/* Sequences without completions, for calls whose completions are checked on their own. */
#define EVM_NODONE (EVM_SEQ & ~EVM(EV_DONE))

/* The position of completion `tag` in the log, or -1. */
static long done_position(const fx *f, int tag) {
    size_t i;
    for (i = 0; i < f->nev; i++) {
        if (f->ev[i].kind == EV_DONE && f->ev[i].a == tag) return (long)i;
    }
    return -1;
}

/* Setup A, then G (each part optional). */
static fx *new_AG(int idle, int pulling, int refreshing) {
    fx *f = fx_new();
    fx_setup_A(f);
    fx_setup_G(f, idle, pulling, refreshing);
    return f;
}

/* A+G: drag past the h = 60 trigger (460) to y = 470: Pulling. Returns when it happened. */
static double drag_to_pulling(fx *f) {
    fx_scroll(f, 470, 1);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_PULLING);
    fx_mark(f);
    return f->fx.clock.now;
}

/* Setup A, begin refreshing and let the begin animation end: Refreshing, B = 44, y = 444. */
static fx *refreshing_A(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    fx_advance(f, 0.25);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(fx_count(f, EV_REFRESHING), 1);
    CHECK_EQ_BITS(f->m.inset_bottom, 44.0);
    CHECK_EQ_BITS(f->m.offset_y, 444.0);
    fx_push(f); /* the host reports what it applied */
    fx_mark(f);
    return f;
}

/* ---- the footer as documented ---- */

static void footer_defaults(void) {
    fx *f = fx_new();
    rk_footer_geometry g;
    rk_footer_layout l;
    char lang[16];
    size_t len = 0;
    fx_setup_A(f);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(fx_percent(f), 0.0);
    CHECK_EQ_BITS(fx_alpha(f), 1.0);
    g = fx_geo(f);
    CHECK_EQ_BITS(g.height, 44.0);
    CHECK_EQ_BITS(g.happen_offset, 400.0);
    CHECK_EQ_BITS(g.trigger_offset, 444.0);
    CHECK_STR(fx_label(f), "Pull up to load more");
    CHECK_OK(rk_footer_get_language(f->footer, lang, sizeof lang, &len));
    CHECK_STR(lang, "en");
    CHECK_EQ_U64(len, 2);
    /* Label left inset 20: gif width = W/2 - 20 - tw/2, tw = 6 x 20 characters = 120. */
    l = fx_layout(f);
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_RIGHT);
    CHECK_EQ_BITS(l.footer.x, 0.0);
    CHECK_EQ_BITS(l.footer.y, 1000.0);
    CHECK_EQ_BITS(l.footer.width, 375.0);
    CHECK_EQ_BITS(l.footer.height, 44.0);
    CHECK_EQ_BITS(l.gif.width, ex_gif_width(375, 20, 120));
    CHECK_EQ_BITS(l.gif.height, 44.0);
    /* No frame shown yet. */
    {
        rk_footer_gif gif = fx_gif(f);
        uint64_t id = 5;
        int32_t index = 5;
        CHECK_EQ_INT(gif.visible, 1);
        CHECK_EQ_INT(gif.animating, 0);
        CHECK_EQ_INT(gif.has_frame, 0);
        CHECK_EQ_U64(gif.image_id, 0);
        CHECK_EQ_INT(gif.index, 0);
        CHECK_RC(rk_footer_frame_at(f->footer, f->fx.clock.now, &id, &index), RK_ERR_NOT_FOUND);
        CHECK_EQ_U64(id, 5);
        CHECK_EQ_INT(index, 5);
    }
    fx_free(f);
}

typedef struct {
    const char *name;
    rk_type ret;
    uint32_t count;
    rk_type types[9];
} footer_signal;

static void footer_signals_as_documented(void) {
    static const footer_signal want[] = {
        {"state-changed", RK_TYPE_VOID, 2, {RK_TYPE_INT32, RK_TYPE_INT32}},
        {"pulling-percent", RK_TYPE_VOID, 1, {RK_TYPE_DOUBLE}},
        {"frame-changed", RK_TYPE_VOID, 2, {RK_TYPE_UINT64, RK_TYPE_INT32}},
        {"gif-visibility", RK_TYPE_VOID, 1, {RK_TYPE_INT32}},
        {"layout-changed", RK_TYPE_VOID, 9,
         {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_DOUBLE,
          RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_DOUBLE, RK_TYPE_INT32}},
        {"inset-requested", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"offset-requested", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"alpha-changed", RK_TYPE_VOID, 2, {RK_TYPE_DOUBLE, RK_TYPE_DOUBLE}},
        {"label-changed", RK_TYPE_VOID, 1, {RK_TYPE_STRING}},
        {"refreshing", RK_TYPE_VOID, 0, {0}},
        {"measure-text", RK_TYPE_DOUBLE, 1, {RK_TYPE_STRING}},
        {"refreshing-load", RK_TYPE_VOID, 1, {RK_TYPE_UINT64}},
        {"announcement", RK_TYPE_VOID, 2, {RK_TYPE_STRING, RK_TYPE_INT32}},
        {"load-cancelled", RK_TYPE_VOID, 2, {RK_TYPE_UINT64, RK_TYPE_INT32}}, /* 1.5 */
    };
    uint32_t count = 0, i, k;
    CHECK_OK(rk_signal_count(RK_KIND_FOOTER, &count));
    CHECK_EQ_INT(count, 14);
    for (i = 0; i < 14; i++) {
        rk_signal_desc d;
        uint32_t index = 99;
        memset(&d, 0, sizeof d);
        d.struct_size = sizeof d;
        RKT_NOTE("footer signal %u (%s)", i, want[i].name);
        CHECK_OK(rk_signal_info(RK_KIND_FOOTER, i, &d));
        CHECK_STR(d.name, want[i].name);
        CHECK_EQ_INT(d.return_type, want[i].ret);
        CHECK_EQ_U64(d.param_count, want[i].count);
        for (k = 0; k < want[i].count; k++) CHECK_EQ_INT(d.param_types[k], want[i].types[k]);
        CHECK_OK(rk_signal_lookup(RK_KIND_FOOTER, want[i].name, &index));
        CHECK_EQ_U64(index, i);
    }
}

/* ---- 3.1 storage ---- */

/* 1. A new footer (h=44) given 8 idle frames 60 pt tall grows to h=60. (The idle duration, 0.8 s,
   is stored but never used: Idle frames follow the percent, so it is not observable.) The idle
   frames are the state being shown: frame 0 (p=0) at once. */
static void s01_idle_images_grow_height_to_60(void) {
    fx *f = fx_new();
    rk_image img[8];
    rk_footer_geometry g;
    const fev *e;
    fx_setup_A(f);
    CHECK_EQ_BITS(fx_geo(f).height, 44.0);
    rkt_frames(img, 8, 100, 50, 60);
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_IDLE, img, 8));
    CHECK_SEQ(f, "frame:100/0");
    g = fx_geo(f);
    CHECK_EQ_BITS(g.height, 60.0);
    CHECK_EQ_BITS(g.happen_offset, 400.0);
    CHECK_EQ_BITS(g.trigger_offset, 460.0);
    CHECK_EQ_BITS(fx_layout(f).footer.height, 60.0);
    e = fx_last(f, EV_LAYOUT);
    CHECK(e != NULL && e->d[3] == 60.0 && e->d[7] == 60.0);
    CHECK_GIF(f, 1, 0, 100, 0);
    fx_free(f);
}

/* 2. h=60; Refreshing frames 30 pt tall leave h at 60; their default duration is 3 x 0.1 s, so
   each frame shows 0.1 s. */
static void s02_shorter_images_keep_height_default_duration(void) {
    fx *f = new_AG(1, 0, 0);
    rk_image img[3];
    double t0;
    rkt_frames(img, 3, 300, 30, 30);
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_REFRESHING, img, 3));
    CHECK_EQ_BITS(fx_geo(f).height, 60.0);
    t0 = f->fx.clock.now;
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    CHECK_GIF(f, 1, 1, 300, 0);
    fx_mark(f);
    fx_to(f, t0 + 0.09);
    CHECK_SEQ_M(f, EVM(EV_FRAME), "");
    fx_to(f, t0 + 0.11);
    CHECK_SEQ_M(f, EVM(EV_FRAME), "frame:301/1");
    fx_to(f, t0 + 0.21);
    CHECK_SEQ_M(f, EVM(EV_FRAME), "frame:302/2");
    fx_to(f, t0 + 0.29);
    CHECK_SEQ_M(f, EVM(EV_FRAME), "");
    fx_to(f, t0 + 0.31);
    CHECK_SEQ_M(f, EVM(EV_FRAME), "frame:300/0");
    CHECK_FRAME_AT(f, t0 + 0.45, 301, 1);
    fx_free(f);
}

/* 3. One 80 pt NoMoreData image grows h to 80 although it is never shown. */
static void s03_no_more_data_image_grows_height(void) {
    fx *f = fx_new();
    rk_image img;
    fx_setup_A(f);
    rkt_frames(&img, 1, 500, 80, 80);
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_NO_MORE_DATA, &img, 1));
    CHECK_SEQ(f, "");
    CHECK_EQ_BITS(fx_geo(f).height, 80.0);
    CHECK_EQ_BITS(fx_geo(f).trigger_offset, 480.0);
    CHECK_EQ_BITS(fx_layout(f).footer.height, 80.0);
    CHECK_EQ_INT(fx_gif(f).has_frame, 0);
    fx_free(f);
}

/* 4. "setImages(nil)" has no C form but NULL with count 0, which the header defines as clearing the
   state's frames; NULL with a count is an error. After clearing, or with an empty array, percent
   writes never change the GIF. */
static void s04_null_or_empty_idle_images_never_change_gif(void) {
    fx *f = new_AG(1, 0, 0);
    rk_image img[2];
    rkt_frames(img, 2, 900, 10, 10);
    CHECK_RC(rk_footer_set_images(f->footer, RK_FOOTER_IDLE, NULL, 3), RK_ERR_INVALID_ARGUMENT);
    fx_scroll(f, 430, 1); /* still the 8 frames: p = 0.5 -> frame 4 */
    CHECK_SEQ(f, "pct:0.5; frame:104/4");
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_IDLE, NULL, 0));
    fx_scroll(f, 410, 1);
    fx_scroll(f, 455, 1);
    CHECK_EQ_INT(fx_count_since(f, EV_FRAME, f->mark), 0);
    CHECK_EQ_INT(fx_count_since(f, EV_PERCENT, f->mark), 2);
    CHECK_GIF(f, 1, 0, 104, 4);
    fx_mark(f);
    /* An empty (non-NULL) array: the same. */
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_IDLE, img, 0));
    fx_scroll(f, 401, 1);
    fx_scroll(f, 430, 1);
    CHECK_EQ_INT(fx_count_since(f, EV_FRAME, f->mark), 0);
    CHECK_GIF(f, 1, 0, 104, 4);
    fx_free(f);
}

/* 5. 8 idle frames: frame = min(floor(8 p), 7). With h=60 the offsets are 400 + 60 p. */
static void s05_idle_frame_from_percent(void) {
    static const struct {
        double y;
        double p; /* the spec's percent */
        int frame; /* the spec's frame */
    } steps[] = {
        {433, 0.55, 4}, {407.44, 0.124, 0}, {407.5, 0.125, 1}, {459.4, 0.99, 7},
        {407.5, 0.125, 1}, {460, 1.0, 7}, {433, 0.55, 4},
    };
    fx *f = new_AG(1, 0, 0);
    size_t i;
    /* p = 0: frame 0, shown when the frames were set. */
    CHECK_GIF(f, 1, 0, 100, 0);
    for (i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        double p = (steps[i].y - 400) / 60;
        RKT_NOTE("y = %g (p = %g)", steps[i].y, steps[i].p);
        fx_scroll(f, steps[i].y, 1);
        CHECK_NEAR(p, steps[i].p, 1e-12);
        CHECK_EQ_INT(ex_index(8, p), steps[i].frame);
        CHECK_EQ_BITS(fx_percent(f), p);
        CHECK_GIF(f, 1, 0, 100 + (uint64_t)steps[i].frame, steps[i].frame);
        CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    }
    RKT_NOTE("p = 1.3");
    /* 1.3: written in Idle (frame 7) before the move to Pulling (no Pulling frames here). */
    fx_mark(f);
    fx_scroll(f, 478, 1);
    CHECK_EQ_BITS(fx_percent(f), (478.0 - 400) / 60);
    CHECK_SEQ(f, "pct:1.3; frame:107/7; state:2<1; label:Release to load more");
    CHECK_GIF(f, 1, 0, 107, 7);
    fx_free(f);
}

/* 6. 100 idle frames, p = 0.29: 100 x 0.29 = 28.999... in double, frame 28. One frame: frame 0 for
   any p. (Frames 100 pt tall make h = 100, so y = 429 gives p = 29/100.) */
static void s06_hundred_frames_truncate_and_single_frame(void) {
    fx *f = fx_new();
    static rk_image img[100];
    double ys[] = {400.5, 429, 460, 499.9};
    size_t i;
    fx_setup_A(f);
    rkt_frames(img, 100, 1000, 100, 100);
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_IDLE, img, 100));
    CHECK_EQ_BITS(fx_geo(f).height, 100.0);
    fx_scroll(f, 429, 1);
    CHECK_EQ_BITS(fx_percent(f), 0.29);
    CHECK(100 * 0.29 < 29.0); /* the spec's point: it truncates to 28 */
    CHECK_GIF(f, 1, 0, 1028, 28);
    rkt_frames(img, 1, 600, 100, 100);
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_IDLE, img, 1));
    CHECK_GIF(f, 1, 0, 600, 0);
    for (i = 0; i < sizeof ys / sizeof ys[0]; i++) {
        RKT_NOTE("y = %g", ys[i]);
        fx_scroll(f, ys[i], 1);
        CHECK_GIF(f, 1, 0, 600, 0);
    }
    fx_free(f);
}

/* 7. In Pulling a percent write does not touch the GIF (only Idle maps p to frames): dragging
   further keeps the Pulling animation; dragging back to p = 0.3 writes p while still Pulling, then
   Idle shows the idle frame for 0.3 (F4). */
static void s07_percent_in_pulling_leaves_gif(void) {
    fx *f = new_AG(1, 1, 1);
    drag_to_pulling(f);
    CHECK_GIF(f, 1, 1, 200, 0);
    fx_scroll(f, 490, 1);
    CHECK_SEQ(f, "pct:1.5");
    CHECK_GIF(f, 1, 1, 200, 0);
    fx_scroll(f, 418, 1);
    CHECK_SEQ(f, "pct:0.3; state:1<2; label:Pull up to load more; frame:102/2");
    CHECK_EQ_INT(ex_index(8, 0.3), 2);
    fx_free(f);
}

/* 8. A+G, Idle, dragging to y=422: p = 22/60 (h=60; the spec's 0.5 is for h=44), frame
   floor(8 x 22/60) = 2; and y=430 gives the spec's p = 0.5, frame 4. */
static void s08_drag_sets_percent_and_idle_frame(void) {
    fx *f = new_AG(1, 1, 1);
    fx_scroll(f, 422, 1);
    CHECK_EQ_BITS(fx_percent(f), 22.0 / 60);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_GIF(f, 1, 0, 100 + (uint64_t)ex_index(8, 22.0 / 60), ex_index(8, 22.0 / 60));
    CHECK_EQ_INT(ex_index(8, 22.0 / 60), 2);
    fx_scroll(f, 430, 1);
    CHECK_EQ_BITS(fx_percent(f), 0.5);
    CHECK_GIF(f, 1, 0, 104, 4);
    fx_free(f);
}

/* 9. Exactly at the trigger (p = 1) the footer stays Idle (strictly past is needed): A at 444, and
   A+G at 460 (frame 7); a hair past it, Pulling. */
static void s09_at_trigger_stays_idle_strict(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    fx_scroll(f, 444, 1);
    CHECK_EQ_BITS(fx_percent(f), 1.0);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_SEQ(f, "pct:1");
    fx_scroll(f, nextafter(444.0, 1e9), 1);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_PULLING);
    fx_free(f);

    f = new_AG(1, 1, 1);
    fx_scroll(f, 460, 1);
    CHECK_EQ_BITS(fx_percent(f), 1.0);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_GIF(f, 1, 0, 107, 7);
    fx_free(f);
}

/* 10. A+G dragging: y=450 is below the h=60 trigger (p = 50/60, frame 6, Idle); y=470 is past it:
   p = 70/60 written first (idle frame 7), then Pulling, "Release to load more", and the 3-frame
   animation over 0.3 s from frame 0. */
static void s10_past_trigger_to_pulling_with_animation(void) {
    fx *f = new_AG(1, 1, 1);
    double t0;
    fx_scroll(f, 450, 1);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_SEQ(f, "pct:0.833333; frame:106/6");
    t0 = f->fx.clock.now;
    fx_scroll(f, 470, 1);
    CHECK_EQ_BITS(fx_percent(f), 70.0 / 60);
    CHECK_SEQ(f, "pct:1.16667; frame:107/7; state:2<1; label:Release to load more; frame:200/0");
    CHECK_STR(fx_label(f), "Release to load more");
    CHECK_GIF(f, 1, 1, 200, 0);
    fx_to(f, t0 + 0.09);
    CHECK_SEQ(f, "");
    fx_to(f, t0 + 0.11);
    CHECK_SEQ(f, "frame:201/1");
    fx_to(f, t0 + 0.21);
    CHECK_SEQ(f, "frame:202/2");
    fx_to(f, t0 + 0.31);
    CHECK_SEQ(f, "frame:200/0");
    CHECK_FRAME_AT(f, t0 + 0.35, 200, 0);
    CHECK_FRAME_AT(f, t0 + 0.45, 201, 1);
    CHECK_FRAME_AT(f, t0 + 0.55, 202, 2);
    CHECK_GIF(f, 1, 1, 200, 0);
    fx_free(f);
}

/* 11. From 10, dragging back to y=430: Idle, "Pull up to load more", and (F4) the Pulling animation
   stops at once with the idle frame for p = 0.5 (frame 4), instead of running on; then y=431:
   floor(8 x 31/60) = 4 (the spec's 5 is for h=44), y=445: frame 6. */
static void s11_drag_back_to_idle_F4_stops_animation(void) {
    fx *f = new_AG(1, 1, 1);
    double t0 = drag_to_pulling(f);
    fx_to(f, t0 + 0.15);
    CHECK_SEQ(f, "frame:201/1");
    fx_scroll(f, 430, 1);
    CHECK_SEQ(f, "pct:0.5; state:1<2; label:Pull up to load more; frame:104/4");
    CHECK_GIF(f, 1, 0, 104, 4);
    fx_advance(f, 1.0);
    CHECK_SEQ(f, "");
    fx_scroll(f, 431, 1);
    CHECK_EQ_INT(ex_index(8, 31.0 / 60), 4);
    CHECK_EQ_BITS(fx_percent(f), 31.0 / 60);
    CHECK_SEQ_M(f, EVM(EV_FRAME), "");
    CHECK_GIF(f, 1, 0, 104, 4);
    fx_scroll(f, 445, 1);
    CHECK_SEQ_M(f, EVM(EV_FRAME), "frame:106/6");
    fx_free(f);
}

/* 12. From 10 the finger lifts (y=468): p = 1, Refreshing, B = h + B0 = 60 (delta 60), y -> happen
   + h = 460 over 0.25 s, "Loading...", the Refreshing animation from frame 0; at +0.25 s the
   trigger, once. */
static void s12_release_refreshes(void) {
    fx *f = new_AG(1, 1, 1);
    double t0 = drag_to_pulling(f), t1;
    rk_footer_geometry g;
    fx_to(f, t0 + 0.15);
    CHECK_SEQ(f, "frame:201/1");
    t1 = f->fx.clock.now;
    fx_scroll(f, 468, 0);
    CHECK_SEQ(f, "pct:1; state:3<2; inset:60@0.25; offset:460@0.25; label:Loading...; "
                 "frame:200/0");
    g = fx_geo(f);
    CHECK_EQ_BITS(g.bottom_inset, 60.0);
    CHECK_EQ_BITS(g.bottom_delta, 60.0);
    CHECK_EQ_BITS(g.offset_y, 460.0);
    CHECK_EQ_BITS(fx_percent(f), 1.0);
    CHECK_STR(fx_label(f), "Loading...");
    fx_push(f); /* the host reports the applied inset and offset: ignored while Refreshing */
    CHECK_SEQ_M(f, EVM_ALL, "");
    /* The Refreshing animation restarted at t1 (the Pulling one would show frame 2 here). */
    fx_to(f, t1 + 0.11);
    CHECK_SEQ(f, "frame:201/1");
    fx_to(f, t1 + 0.2499);
    CHECK_SEQ(f, "frame:202/2");
    fx_to(f, t1 + 0.25);
    CHECK_SEQ(f, "refreshing");
    fx_advance(f, 2.0);
    CHECK_EQ_INT(fx_count(f, EV_REFRESHING), 1);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    fx_free(f);
}

/* 13. Idle, dragging at p = 0.5 (frame 4), then y jumps below happen (380): nothing at all
   changes, p stays 0.5. */
static void s13_below_happen_changes_nothing(void) {
    fx *f = new_AG(1, 1, 1);
    fx_scroll(f, 430, 1);
    CHECK_SEQ(f, "pct:0.5; frame:104/4");
    fx_scroll(f, 380, 1);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_BITS(fx_percent(f), 0.5);
    CHECK_GIF(f, 1, 0, 104, 4);
    fx_free(f);
}

/* 14. A, Idle, not dragging (bounce): y=430 sets p = 30/44, no transition; y=460 (p >= 1) is not
   stored. */
static void s14_bounce_percent_below_one_only(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    fx_scroll(f, 430, 0);
    CHECK_EQ_BITS(fx_percent(f), 30.0 / 44);
    CHECK_SEQ(f, "pct:0.681818");
    fx_scroll(f, 460, 0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_BITS(fx_percent(f), 30.0 / 44);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_free(f);
}

/* 15. While Refreshing, offsets (drag or not) change nothing: percent, state, inset snapshot (a
   new top inset does not move happen/trigger or the frame). */
static void s15_refreshing_ignores_offsets(void) {
    fx *f = refreshing_A();
    static const double ys[] = {300, 500, 444, 1000, -64};
    size_t i;
    f->m.inset_top = 100;
    for (i = 0; i < sizeof ys / sizeof ys[0]; i++) {
        fx_scroll(f, ys[i], 1);
        fx_scroll(f, ys[i], 0);
    }
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(fx_percent(f), 1.0);
    CHECK_EQ_BITS(fx_geo(f).happen_offset, 400.0);
    CHECK_EQ_BITS(fx_geo(f).trigger_offset, 444.0);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 1000.0);
    CHECK_EQ_BITS(fx_geo(f).bottom_delta, 44.0);
    fx_free(f);
}

/* Refreshing in A+G from a drag (B = 60, delta 60, y = 460), data count 20, trigger fired. */
static fx *refreshing_AG(void) {
    fx *f = new_AG(1, 1, 1);
    CHECK_OK(rk_footer_set_data_count(f->footer, 20));
    drag_to_pulling(f);
    fx_scroll(f, 468, 0);
    fx_advance(f, 0.25);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(fx_count(f, EV_REFRESHING), 1);
    fx_push(f);
    fx_mark(f);
    return f;
}

/* 16. Refreshing with N=20; rows come (N=40, C=1800; the frame moves to 1800 at that update, F6);
   endRefreshing acts at once (F1): Idle, B 60 -> 0, y re-asserted at 460, the refreshing
   animation stops on the idle frame for p = 1 (F4); at +0.4 s p = 0, frame 0, the completion once
   with 1. */
static void s16_end_with_new_rows_F1_synchronous(void) {
    fx *f = refreshing_AG();
    double t1;
    const fev *e;
    CHECK_OK(rk_footer_set_data_count(f->footer, 40));
    f->m.content_height = 1800;
    fx_push(f);
    e = fx_last(f, EV_LAYOUT);
    CHECK(e != NULL && e->d[1] == 1800.0);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 1800.0);
    CHECK_SEQ(f, "");
    t1 = f->fx.clock.now;
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    /* The offset re-assert is not part of the exit animation: duration 0
       (docs/behaviour/footer.md §5). */
    CHECK_SEQ(f, "state:1<3; inset:0@0.4; offset:460@0; label:Pull up to load more; "
                 "frame:107/7");
    CHECK_GIF(f, 1, 0, 107, 7);
    CHECK_EQ_BITS(fx_geo(f).bottom_inset, 0.0);
    CHECK_EQ_BITS(fx_percent(f), 1.0);
    fx_to(f, t1 + 0.3999);
    CHECK_SEQ(f, "");
    fx_to(f, t1 + 0.4);
    CHECK_SEQ(f, "pct:0; frame:100/0; done:1:1");
    fx_advance(f, 1.0);
    CHECK_SEQ(f, "");
    fx_free(f);
}

/* 17. Refreshing, N unchanged, C=1000: end at once (F1), B -> 0, no re-assert; the host clamps y
   460 -> 400 and reports it: ignored (y <= happen), p stays 1; at +0.4 s p = 0, frame 0, completion. */
static void s17_end_same_rows_F1_synchronous(void) {
    fx *f = refreshing_AG();
    double t1 = f->fx.clock.now;
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_SEQ(f, "state:1<3; inset:0@0.4; label:Pull up to load more; frame:107/7");
    /* The host clamps y into [-T, max(-T, C + B - H)] = [-64, 400]. */
    fx_scroll(f, 400, 0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_BITS(fx_percent(f), 1.0);
    fx_to(f, t1 + 0.4);
    CHECK_SEQ(f, "pct:0; frame:100/0; done:1:1");
    CHECK_GIF(f, 1, 0, 100, 0);
    fx_free(f);
}

/* 18. endRefreshingWithNoMoreData acts at once (F1): NoMoreData, B restored, "No more data", GIF
   hidden (and not animating); at +0.4 s p = 0 without a GIF change, completion. */
static void s18_end_no_more_data_F1_synchronous(void) {
    fx *f = refreshing_AG();
    double t1 = f->fx.clock.now;
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_NO_MORE_DATA);
    CHECK_SEQ(f, "state:5<3; inset:0@0.4; label:No more data; gif:0");
    CHECK_EQ_INT(fx_gif(f).visible, 0);
    CHECK_EQ_INT(fx_gif(f).animating, 0);
    fx_to(f, t1 + 0.4);
    CHECK_SEQ(f, "pct:0; done:1:1");
    fx_advance(f, 1.0);
    CHECK_SEQ(f, "");
    fx_free(f);
}

/* 19. NoMoreData, dragging to y=500: p = 100/44, still NoMoreData; release does not refresh; with
   auto-alpha the alpha follows p but is clamped to 1 (F5). */
static void s19_no_more_data_drag_F5_alpha_clamped(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_footer_set_automatically_change_alpha(f->footer, 1));
    CHECK_EQ_BITS(fx_alpha(f), 0.0);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_DONE(f, 1, 1, 1);
    fx_mark(f);
    fx_scroll(f, 500, 1);
    CHECK_EQ_BITS(fx_percent(f), 100.0 / 44);
    CHECK_EQ_BITS(fx_alpha(f), 1.0);
    CHECK_SEQ_M(f, EVM(EV_PERCENT) | EVM(EV_STATE) | EVM(EV_ALPHA), "pct:2.27273; alpha:1@0");
    fx_scroll(f, 500, 0);
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_NO_MORE_DATA);
    fx_free(f);
}

/* 20. NoMoreData, resetNoMoreData acts at once (F1): Idle, GIF shown, no inset change, completion
   with 1 at once (F3). */
static void s20_reset_no_more_data_F1_synchronous(void) {
    fx *f = new_AG(1, 1, 1);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, NULL, NULL));
    CHECK_SEQ(f, "state:5<1; label:No more data; gif:0");
    CHECK_OK(rk_footer_reset_no_more_data(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_SEQ_M(f, EVM_NODONE, "state:1<5; label:Pull up to load more; gif:1");
    CHECK_DONE(f, 2, 1, 1);
    CHECK_GIF(f, 1, 0, 100, 0);
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    fx_free(f);
}

/* 21. endRefreshing while Idle: nothing happens and its completion is called at once with 0
   (F3), and never again: not at the next exit from Refreshing (nothing sticky). */
static void s21_end_while_idle_F3_completion_once_with_0(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ_M(f, EVM_ALL, "done:1:0");
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    fx_advance(f, 0.25);
    CHECK_OK(rk_footer_end_refreshing(f->footer, NULL, NULL));
    fx_advance(f, 0.4);
    CHECK_EQ_INT(fx_count(f, EV_DONE), 1);
    CHECK_DONE(f, 1, 1, 0);
    fx_free(f);
}

/* 22. endRefreshing twice (the second with b2): one transition (F1: the first acts at once); the
   second finds Idle and calls b2 with 0 at once; b1 is called once with 1 at +0.4 s (F3). */
static void s22_end_twice_F1_F3_second_is_noop(void) {
    fx *f = refreshing_A();
    double t1 = f->fx.clock.now;
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ(f, "state:1<3; inset:0@0.4; label:Pull up to load more");
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_SEQ_M(f, EVM_ALL, "done:2:0");
    fx_to(f, t1 + 0.4);
    CHECK_SEQ(f, "pct:0; done:1:1");
    CHECK_EQ_INT(fx_count(f, EV_STATE), 2); /* into Refreshing, and out */
    fx_free(f);
}

/* 23. endRefreshingWithNoMoreData (b1) then endRefreshing (b2): NoMoreData then Idle, both at once
   (F1); the inset is restored once; the second transition supersedes the first's exit animation:
   b1 with 0, and its end (p -> 0) never runs (F2); b2 with 1 at once (no animation, F3). */
static void s23_no_more_data_then_end_F1_F2_F3(void) {
    fx *f = refreshing_A();
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ(f, "state:5<3; inset:0@0.4; label:No more data; gif:0");
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_SEQ_M(f, EVM_NODONE, "state:1<5; label:Pull up to load more; gif:1");
    CHECK_DONE(f, 1, 1, 0);
    CHECK_DONE(f, 2, 1, 1);
    CHECK(done_position(f, 1) < done_position(f, 2));
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_BITS(fx_percent(f), 1.0);
    CHECK_EQ_INT(fx_count(f, EV_INSET), 2);
    fx_free(f);
}

/* 24. endRefreshing then (the original's direct state = NoMoreData, here)
   endRefreshingWithNoMoreData: Idle at once with the restore, then NoMoreData, which stays (F1; the
   original ended in Idle, issue #1025). b1 superseded with 0 (F2/F3), b2 with 1. */
static void s24_end_then_no_more_data_F1_final_no_more_data(void) {
    fx *f = refreshing_A();
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ(f, "state:1<3; inset:0@0.4; label:Pull up to load more");
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_SEQ_M(f, EVM_NODONE, "state:5<1; label:No more data; gif:0");
    CHECK_DONE(f, 1, 1, 0);
    CHECK_DONE(f, 2, 1, 1);
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_NO_MORE_DATA);
    CHECK_EQ_INT(fx_count(f, EV_INSET), 2);
    fx_free(f);
}

/* 25. NoMoreData, resetNoMoreData then beginRefreshing: Idle, then Refreshing (inset applied) at
   once, and it stays Refreshing (F1: no deferred Idle); the trigger fires at +0.25 s in Refreshing. */
static void s25_reset_then_begin_F1_stays_refreshing(void) {
    fx *f = fx_new();
    double t0;
    fx_setup_A(f);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, NULL, NULL));
    fx_mark(f);
    t0 = f->fx.clock.now;
    CHECK_OK(rk_footer_reset_no_more_data(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ_M(f, EVM_NODONE, "state:1<5; label:Pull up to load more; gif:1");
    CHECK_DONE(f, 1, 1, 1);
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_SEQ(f, "pct:1; state:3<1; inset:44@0.25; offset:444@0.25; label:Loading...");
    fx_to(f, t0 + 0.25);
    CHECK_SEQ(f, "refreshing; done:2:1");
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_BITS(fx_geo(f).bottom_inset, 44.0);
    fx_free(f);
}

/* 26. beginRefreshing while Refreshing (visible): nothing changes, no new trigger; its completion
   is called at once with 0 (F3: no transition). */
static void s26_begin_while_refreshing_F3_completion_0(void) {
    fx *f = fx_new();
    double t0;
    fx_setup_A(f);
    t0 = f->fx.clock.now;
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    fx_to(f, t0 + 0.1);
    fx_mark(f);
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_SEQ_M(f, EVM_ALL, "done:2:0");
    fx_to(f, t0 + 0.25);
    CHECK_SEQ(f, "refreshing; done:1:1");
    fx_to(f, t0 + 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(fx_count(f, EV_STATE), 1);
    fx_free(f);
}

/* 27. Not visible (not in a window): beginRefreshing gives WillRefresh (refreshing, empty label, no
   inset change); its completion waits for the Refreshing that visibility brings (F3). Becoming
   visible: Refreshing with its full effects, trigger and completion at +0.25 s. A begin while
   WillRefresh, or while Refreshing off-window, changes nothing (completion with 0). */
static void s27_begin_off_window_will_refresh_F3_waits(void) {
    fx *f = fx_new();
    double t1;
    fx_setup_A(f);
    CHECK_OK(rk_footer_set_visible(f->footer, 0));
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ(f, "pct:1; state:4<1; label:");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_WILL_REFRESH);
    CHECK_STR(fx_label(f), "");
    CHECK_EQ_BITS(fx_geo(f).bottom_inset, 0.0);
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_SEQ_M(f, EVM_ALL, "done:2:0");
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_DONE(f, 1, 0, 0);
    t1 = f->fx.clock.now;
    CHECK_OK(rk_footer_set_visible(f->footer, 1));
    CHECK_SEQ(f, "state:3<4; inset:44@0.25; offset:444@0.25; label:Loading...");
    fx_to(f, t1 + 0.25);
    CHECK_SEQ(f, "refreshing; done:1:1");
    CHECK_OK(rk_footer_set_visible(f->footer, 0));
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 3)));
    CHECK_SEQ_M(f, EVM_ALL, "done:3:0");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    fx_free(f);
}

/* 28. endRefreshing less than 0.25 s after the refresh began: Idle at once with the restore (F1),
   and the pending trigger never fires (F2); the begin completion is called with 0. */
static void s28_end_before_trigger_F2_trigger_canceled(void) {
    fx *f = fx_new();
    double t0;
    fx_setup_A(f);
    t0 = f->fx.clock.now;
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    fx_to(f, t0 + 0.1);
    fx_mark(f);
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_SEQ_M(f, EVM_NODONE, "state:1<3; inset:0@0.4; label:Pull up to load more");
    CHECK_DONE(f, 1, 1, 0);
    CHECK_DONE(f, 2, 0, 0);
    fx_to(f, t0 + 0.25);
    CHECK_SEQ_M(f, EVM_ALL, "");
    fx_to(f, t0 + 0.1 + 0.4);
    CHECK_SEQ(f, "pct:0; done:2:1");
    fx_advance(f, 1.0);
    CHECK_EQ_INT(fx_count(f, EV_REFRESHING), 0);
    fx_free(f);
}

/* 29. Hidden: dragging to y=500 changes nothing; a content change still moves the frame;
   beginRefreshing still applies the inset and offset (happen with C=1200: 664 - 64 = 600). */
static void s29_hidden_ignores_offsets_not_content(void) {
    fx *f = fx_new();
    const fev *e;
    fx_setup_A(f);
    CHECK_OK(rk_footer_set_hidden(f->footer, 1));
    fx_scroll(f, 500, 1);
    fx_scroll(f, 500, 0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_BITS(fx_percent(f), 0.0);
    f->m.content_height = 1200;
    fx_push(f);
    e = fx_last(f, EV_LAYOUT);
    CHECK(e != NULL && e->d[1] == 1200.0);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 1200.0);
    CHECK_SEQ(f, "");
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    CHECK_SEQ(f, "pct:1; state:3<1; inset:44@0.25; offset:644@0.25; label:Loading...");
    fx_free(f);
}

/* 30. Interaction disabled: a content change does not move the frame (nor does a drag do
   anything); once enabled, the next update does. */
static void s30_interaction_disabled_frame_not_updated(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_footer_set_interaction_enabled(f->footer, 0));
    f->m.content_height = 1500;
    fx_push(f);
    fx_scroll(f, 1200, 1);
    fx_scroll(f, 1200, 0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_BITS(fx_layout(f).footer.y, 1000.0);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    CHECK_OK(rk_footer_set_interaction_enabled(f->footer, 1));
    fx_scroll(f, -64, 0);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 1500.0);
    fx_free(f);
}

/* 31. Setup B (short): at rest no percent, frame y = V = 536; y=-42: p = 0.5; y=-10: Pulling;
   release: B = 44 + 236 = 280, delta 280, y -> -20; end: B -> 0 (no re-assert, D < 0). */
static void s31_short_content_cycle(void) {
    fx *f = fx_new();
    rk_footer_geometry g;
    fx_setup_B(f);
    CHECK_EQ_BITS(fx_percent(f), 0.0);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 536.0);
    g = fx_geo(f);
    CHECK_EQ_BITS(g.happen_offset, -64.0);
    CHECK_EQ_BITS(g.trigger_offset, -20.0);
    fx_scroll(f, -42, 1);
    CHECK_SEQ(f, "pct:0.5");
    fx_scroll(f, -10, 1);
    CHECK_SEQ(f, "pct:1.22727; state:2<1; label:Release to load more");
    fx_scroll(f, -12, 0);
    CHECK_SEQ(f, "pct:1; state:3<2; inset:280@0.25; offset:-20@0.25; label:Loading...");
    g = fx_geo(f);
    CHECK_EQ_BITS(g.bottom_delta, 280.0);
    CHECK_EQ_BITS(g.bottom_inset, 280.0);
    fx_advance(f, 0.25);
    CHECK_SEQ(f, "refreshing");
    fx_push(f);
    CHECK_OK(rk_footer_end_refreshing(f->footer, NULL, NULL));
    CHECK_SEQ(f, "state:1<3; inset:0@0.4; label:Pull up to load more");
    fx_free(f);
}

/* 32. Setup B with g=34: frame y = 536 + 34 = 570, happen/trigger stay -64/-20. */
static void s32_ignored_bottom_inset_moves_frame_only(void) {
    fx *f = fx_new();
    const fev *e;
    fx_setup_B(f);
    CHECK_OK(rk_footer_set_ignored_bottom_inset(f->footer, 34));
    e = fx_last(f, EV_LAYOUT);
    CHECK(e != NULL && e->d[1] == 570.0);
    CHECK_EQ_BITS(fx_layout(f).footer.y, 570.0);
    CHECK_EQ_BITS(fx_geo(f).happen_offset, -64.0);
    CHECK_EQ_BITS(fx_geo(f).trigger_offset, -20.0);
    fx_scroll(f, -42, 1);
    CHECK_EQ_BITS(fx_percent(f), 0.5);
    fx_free(f);
}

/* 33. G without Refreshing frames: releasing from Pulling refreshes, and the Pulling animation runs
   on with its own timing; label "Loading...". */
static void s33_no_refreshing_images_pulling_animation_runs_on(void) {
    fx *f = new_AG(1, 1, 0);
    double t0 = drag_to_pulling(f);
    fx_to(f, t0 + 0.15);
    CHECK_SEQ(f, "frame:201/1");
    fx_scroll(f, 468, 0);
    CHECK_SEQ(f, "pct:1; state:3<2; inset:60@0.25; offset:460@0.25; label:Loading...");
    CHECK_GIF(f, 1, 1, 201, 1);
    fx_to(f, t0 + 0.21); /* restarted, it would still show frame 0 */
    CHECK_SEQ_M(f, EVM(EV_FRAME), "frame:202/2");
    fx_free(f);
}

/* 34. NoMoreData (GIF hidden), no Refreshing frames: beginRefreshing refreshes, the GIF stays
   hidden. */
static void s34_no_more_data_begin_gif_stays_hidden(void) {
    fx *f = new_AG(1, 1, 0);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, NULL, NULL));
    CHECK_SEQ(f, "state:5<1; label:No more data; gif:0");
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    CHECK_SEQ(f, "pct:1; state:3<5; inset:60@0.25; offset:460@0.25; label:Loading...");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(fx_gif(f).visible, 0);
    fx_free(f);
}

/* 35. Refreshing -> Idle without idle frames: the original animates forever in Idle; F4 stops the
   animation on entering Idle (the last frame stays). */
static void s35_refreshing_to_idle_without_idle_images_F4_stops(void) {
    fx *f = new_AG(0, 1, 1);
    double t0 = f->fx.clock.now;
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    CHECK_GIF(f, 1, 1, 200, 0);
    fx_to(f, t0 + 0.15);
    CHECK_GIF(f, 1, 1, 201, 1);
    fx_mark(f);
    CHECK_OK(rk_footer_end_refreshing(f->footer, NULL, NULL));
    CHECK_SEQ(f, "state:1<3; inset:0@0.4; label:Pull up to load more");
    CHECK_GIF(f, 1, 0, 201, 1);
    fx_advance(f, 2.0);
    CHECK_EQ_INT(fx_count_since(f, EV_FRAME, f->mark), 0);
    CHECK_FRAME_AT(f, f->fx.clock.now + 0.05, 201, 1);
    fx_free(f);
}

/* 36. Layout: W=375, h=60, L=20, label shown with tw=120, 50x50 frames: GIF view (0, 0, 107.5, 60)
   right-aligned (the image at x 57.5...107.5); label hidden: (0, 0, 375, 60) centered. */
static void s36_layout_gif_rect(void) {
    fx *f = fx_new();
    rk_footer_layout l;
    const fev *e;
    f->fixed_width = 120;
    fx_setup_A(f);
    fx_setup_G(f, 1, 1, 1);
    l = fx_layout(f);
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_RIGHT);
    CHECK_EQ_BITS(l.gif.x, 0.0);
    CHECK_EQ_BITS(l.gif.y, 0.0);
    CHECK_EQ_BITS(l.gif.width, 107.5);
    CHECK_EQ_BITS(l.gif.height, 60.0);
    CHECK_EQ_BITS(l.gif.x + l.gif.width - 50, 57.5);
    CHECK_EQ_BITS(l.footer.height, 60.0);
    CHECK_OK(rk_footer_set_label_hidden(f->footer, 1));
    l = fx_layout(f);
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_CENTER);
    CHECK_EQ_BITS(l.gif.x, 0.0);
    CHECK_EQ_BITS(l.gif.y, 0.0);
    CHECK_EQ_BITS(l.gif.width, 375.0);
    CHECK_EQ_BITS(l.gif.height, 60.0);
    e = fx_last(f, EV_LAYOUT);
    CHECK(e != NULL && e->d[6] == 375.0 && e->d[7] == 60.0 && e->a == RK_CONTENT_MODE_CENTER);
    fx_free(f);
}

/* 37. WillRefresh has no title: tw = 0 and the GIF is 375/2 - 20 = 167.5 wide. W=320 with tw=300
   gives -10 in the original; F5 clamps it to 0. */
static void s37_gif_width_empty_label_and_F5_clamp(void) {
    fx *f = fx_new();
    rk_footer_layout l;
    fx_setup_A(f);
    CHECK_OK(rk_footer_set_visible(f->footer, 0));
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    CHECK_STR(fx_label(f), "");
    l = fx_layout(f);
    CHECK_EQ_BITS(l.gif.width, 167.5);
    CHECK_EQ_INT(l.content_mode, RK_CONTENT_MODE_RIGHT);
    fx_free(f);

    f = fx_new();
    f->fixed_width = 300;
    fx_metrics(f, 600, 320, 1000, 64, 0, 0);
    fx_push(f);
    l = fx_layout(f);
    CHECK_EQ_BITS(l.gif.width, 0.0);
    CHECK_EQ_BITS(l.footer.width, 320.0);
    {
        const fev *e = fx_last(f, EV_LAYOUT);
        CHECK(e != NULL && e->d[6] == 0.0 && !signbit(e->d[6]));
    }
    fx_free(f);
}

/* 37b. measure-text is asked when the layout's text width may have changed (the text, the
   footer's width, the set width, the measurer), not when the frame only moves: a new content
   height lays the footer out again with the width it was given last. */
static void s37b_measure_only_when_the_width_may_change(void) {
    fx *f = fx_new();
    size_t from;
    rk_footer_layout l;
    fx_setup_A(f);
    f->fixed_width = 90;
    /* A frame that moves: laid out again (y follows C), measured not. */
    from = f->nev;
    f->m.content_height = 1200;
    fx_push(f);
    CHECK_EQ_INT((int)fx_count_since(f, EV_LAYOUT, from), 1);
    CHECK_EQ_INT((int)fx_count_since(f, EV_MEASURE, from), 0);
    l = fx_layout(f);
    CHECK_EQ_BITS(l.footer.y, 1200.0);
    CHECK_EQ_BITS(l.gif.width, 375.0 / 2 - 20 - 6.0 * (double)strlen("Pull up to load more") / 2);
    /* A new width: measured (the host's answer is 90 now). */
    from = f->nev;
    f->m.viewport_width = 320;
    fx_push(f);
    CHECK_EQ_INT((int)fx_count_since(f, EV_MEASURE, from), 1);
    CHECK_EQ_BITS(fx_layout(f).gif.width, 320.0 / 2 - 20 - 45);
    /* The left inset: laid out, not measured. */
    from = f->nev;
    CHECK_OK(rk_footer_set_label_left_inset(f->footer, 10));
    CHECK_EQ_INT((int)fx_count_since(f, EV_MEASURE, from), 0);
    CHECK_EQ_BITS(fx_layout(f).gif.width, 320.0 / 2 - 10 - 45);
    /* The set width, a new text: measured each time. */
    f->fixed_width = 30;
    from = f->nev;
    CHECK_OK(rk_footer_set_text_width(f->footer, 12));
    CHECK_EQ_INT((int)fx_count_since(f, EV_MEASURE, from), 1);
    CHECK_EQ_BITS(fx_layout(f).gif.width, 320.0 / 2 - 10 - 15);
    f->fixed_width = 50;
    from = f->nev;
    CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_IDLE, "More"));
    CHECK_EQ_INT((int)fx_count_since(f, EV_MEASURE, from), 1);
    CHECK_EQ_BITS(fx_layout(f).gif.width, 320.0 / 2 - 10 - 25);
    fx_free(f);
}

/* 38. Auto-alpha: on in Idle with p=0 -> alpha 0; begin brings it to 1 over the fast duration;
   toggling while Refreshing leaves alpha alone; the end fades to 0; off while Idle -> 1. */
static void s38_auto_alpha_toggles(void) {
    fx *f = fx_new();
    double t1;
    fx_setup_A(f);
    CHECK_OK(rk_footer_set_automatically_change_alpha(f->footer, 1));
    CHECK_EQ_BITS(fx_alpha(f), 0.0);
    CHECK_EQ_INT(fx_count(f, EV_ALPHA), 1);
    CHECK_EQ_BITS(fx_last(f, EV_ALPHA)->d[0], 0.0);
    fx_mark(f);
    CHECK_OK(rk_footer_begin_refreshing(f->footer, NULL, NULL));
    CHECK_SEQ(f, "alpha:1@0.25; pct:1; state:3<1; inset:44@0.25; offset:444@0.25; "
                 "label:Loading...");
    fx_advance(f, 0.25);
    fx_mark(f);
    CHECK_OK(rk_footer_set_automatically_change_alpha(f->footer, 0));
    CHECK_OK(rk_footer_set_automatically_change_alpha(f->footer, 1));
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_BITS(fx_alpha(f), 1.0);
    t1 = f->fx.clock.now;
    CHECK_OK(rk_footer_end_refreshing(f->footer, NULL, NULL));
    CHECK_SEQ(f, "state:1<3; inset:0@0.4; alpha:0@0.4; label:Pull up to load more");
    fx_to(f, t1 + 0.4);
    CHECK_SEQ(f, "pct:0");
    CHECK_OK(rk_footer_set_automatically_change_alpha(f->footer, 0));
    CHECK_EQ_BITS(fx_alpha(f), 1.0);
    CHECK_SEQ_M(f, EVM(EV_ALPHA), "alpha:1@0");
    fx_free(f);
}

/* 39. Titles: English Idle text; a Pulling title set while Idle does not change the label; the
   WillRefresh title is empty; a NULL title restores the built-in one (the original ignored nil);
   F7: zh-CN is Simplified Chinese and custom titles survive a language change. */
static void s39_titles_F7(void) {
    fx *f = fx_new();
    char lang[16];
    fx_setup_A(f);
    CHECK_STR(fx_label(f), "Pull up to load more");
    CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_PULLING, "X"));
    CHECK_SEQ_M(f, EVM(EV_LABEL), "");
    CHECK_STR(fx_label(f), "Pull up to load more");
    CHECK_STR(fx_title(f, RK_FOOTER_PULLING), "X");
    CHECK_STR(fx_title(f, RK_FOOTER_WILL_REFRESH), "");
    CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_IDLE, "Y"));
    CHECK_SEQ_M(f, EVM(EV_LABEL), "label:Y");
    CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_IDLE, NULL));
    CHECK_SEQ_M(f, EVM(EV_LABEL), "label:Pull up to load more");
    CHECK_STR(fx_title(f, RK_FOOTER_IDLE), "Pull up to load more");
    CHECK_OK(rk_footer_set_language(f->footer, "zh-CN"));
    CHECK_SEQ_M(f, EVM(EV_LABEL), "label:上拉可以加载更多");
    CHECK_OK(rk_footer_get_language(f->footer, lang, sizeof lang, NULL));
    CHECK_STR(lang, "zh-Hans");
    CHECK_STR(fx_title(f, RK_FOOTER_PULLING), "X");
    CHECK_STR(fx_title(f, RK_FOOTER_REFRESHING), "正在加载更多的数据...");
    fx_scroll(f, 450, 1);
    CHECK_SEQ_M(f, EVM(EV_LABEL) | EVM(EV_STATE), "state:2<1; label:X");
    fx_free(f);
}

/* 40. A begin completion X runs once (with 1, after the trigger); a later refresh the user drags
   does not run it again (F3: nothing sticky). */
static void s40_begin_completion_one_shot_F3(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    fx_advance(f, 0.25);
    CHECK_SEQ_M(f, EVM(EV_REFRESHING) | EVM(EV_DONE), "refreshing; done:1:1");
    fx_push(f);
    CHECK_OK(rk_footer_end_refreshing(f->footer, NULL, NULL));
    fx_advance(f, 0.4);
    fx_scroll(f, 400, 0);
    fx_scroll(f, 450, 1);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_PULLING);
    fx_scroll(f, 449, 0);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    fx_advance(f, 0.25);
    CHECK_SEQ_M(f, EVM(EV_REFRESHING) | EVM(EV_DONE), "refreshing");
    fx_advance(f, 1.0);
    CHECK_DONE(f, 1, 1, 1);
    fx_free(f);
}

/* ---- the rest of the transition table (docs/behaviour/footer.md §4) ---- */

/* T9: Pulling or WillRefresh -> NoMoreData: no inset change, label, GIF hidden (and stopped); the
   completion with 1 at once (F3); a waiting begin completion with 0. */
static void t09_no_more_data_from_pulling_and_will_refresh(void) {
    fx *f = new_AG(1, 1, 1);
    drag_to_pulling(f);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ_M(f, EVM_NODONE, "state:5<2; label:No more data; gif:0");
    CHECK_DONE(f, 1, 1, 1);
    CHECK_EQ_INT(fx_gif(f).animating, 0);
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    fx_free(f);

    f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_footer_set_visible(f->footer, 0));
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    fx_mark(f);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, fx_on_done, fx_done(f, 3)));
    CHECK_SEQ_M(f, EVM_NODONE, "state:5<4; label:No more data; gif:0");
    CHECK_DONE(f, 2, 1, 0);
    CHECK_DONE(f, 3, 1, 1);
    CHECK_OK(rk_footer_set_visible(f->footer, 1));
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_NO_MORE_DATA);
    fx_free(f);
}

/* T10: Pulling or WillRefresh -> Idle by endRefreshing or resetNoMoreData: no inset change; from
   Pulling the animation stops on the idle frame for p (F4). */
static void t10_idle_from_pulling_and_will_refresh(void) {
    fx *f = new_AG(1, 1, 1);
    drag_to_pulling(f);
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ_M(f, EVM_NODONE, "state:1<2; label:Pull up to load more; frame:107/7");
    CHECK_DONE(f, 1, 1, 1);
    CHECK_GIF(f, 1, 0, 107, 7);
    fx_free(f);

    f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_footer_set_visible(f->footer, 0));
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    fx_mark(f);
    CHECK_OK(rk_footer_reset_no_more_data(f->footer, fx_on_done, fx_done(f, 3)));
    CHECK_SEQ_M(f, EVM_NODONE, "state:1<4; label:Pull up to load more");
    CHECK_DONE(f, 2, 1, 0);
    CHECK_DONE(f, 3, 1, 1);
    CHECK_OK(rk_footer_set_visible(f->footer, 1));
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_IDLE);
    fx_free(f);
}

/* T11: a request for the current state changes nothing; its completion with 0 (F3). */
static void t11_same_state_requests_change_nothing(void) {
    fx *f = new_AG(1, 1, 1);
    CHECK_OK(rk_footer_reset_no_more_data(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_SEQ_M(f, EVM_ALL, "done:1:0; done:2:0");
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, NULL, NULL));
    fx_mark(f);
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, fx_on_done, fx_done(f, 3)));
    CHECK_SEQ_M(f, EVM_ALL, "done:3:0");
    fx_free(f);
}

/* ---- calls from the footer's own handlers (header: Footer, last paragraph; rk_footer_destroy) ---- */

static rk_footer_state state_seen_in_handler;

static void end_when_refreshing(void *object, int32_t state, int32_t old, void *user_data) {
    fx *f = user_data;
    (void)object;
    (void)old;
    if (state != RK_FOOTER_REFRESHING) return;
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 2)));
    CHECK_OK(rk_footer_get_state(f->footer, &state_seen_in_handler));
}

/* A call from a handler takes effect at once; its signals follow those still pending from the
   outer call, so the host sees the refresh begin completely, then end. */
static void h1_end_from_state_handler_follows_pending_signals(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_connect(f->footer, "state-changed", (rk_callback)end_when_refreshing, f, NULL,
                        NULL));
    state_seen_in_handler = -1;
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_EQ_INT(state_seen_in_handler, RK_FOOTER_IDLE);
    CHECK_SEQ_M(f, EVM_NODONE, "pct:1; state:3<1; inset:44@0.25; offset:444@0.25; label:Loading...; "
                               "state:1<3; inset:0@0.4; label:Pull up to load more");
    CHECK_DONE(f, 1, 1, 0);
    CHECK_DONE(f, 2, 0, 0);
    fx_advance(f, 1.0);
    CHECK_SEQ(f, "pct:0; done:2:1");
    CHECK_EQ_INT(fx_count(f, EV_REFRESHING), 0);
    fx_free(f);
}

static void destroy_when_refreshing(void *object, int32_t state, int32_t old, void *user_data) {
    fx *f = user_data;
    (void)object;
    (void)old;
    if (state == RK_FOOTER_REFRESHING) CHECK_OK(rk_footer_destroy(f->footer));
}

/* Destroyed from its own handler: the emission stops after that handler, the outer call still
   returns its status, the pending completion is called with 0 during the destroy, and nothing of
   the footer runs afterwards. */
static void h2_destroy_from_state_handler(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    CHECK_OK(rk_connect(f->footer, "state-changed", (rk_callback)destroy_when_refreshing, f, NULL,
                        NULL));
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 1)));
    CHECK_SEQ(f, "pct:1; state:3<1; done:1:0");
    fx_advance(f, 1.0);
    CHECK_SEQ_M(f, EVM_ALL, "");
    fx_free(f);
}

/* ---- the label width is never measured for other text (issue 11, item 6;
   docs/behaviour/component.md §9) ---- */

/* The GIF's width with the label showing: W/2 - label_left_inset - text_width/2, at least 0. */
static double gif_width_for(double W, double text_width) {
    double w = W / 2 - 20.0 - text_width / 2;
    return w < 0 ? 0 : w;
}

static double measure_by_length_times_ten(void *footer, const char *text, void *ud) {
    (void)footer;
    ++*(int *)ud;
    return 10.0 * (double)strlen(text);
}

/* (a) A measure-text handler connected after the first layout is asked at once and its width is
   used; once it is disconnected, the set width is used again. Before the fix the first layout's
   width stayed until some other input changed. */
static void label_width_follows_the_handler_coming_and_going(void) {
    fx *f = fx_new_opt(0);
    rk_connection ruler = 0;
    int asked = 0;
    const double W = 375;
    fx_metrics(f, 600, W, 2000, 0, 0, 0);
    fx_push(f);
    CHECK_OK(rk_footer_set_text_width(f->footer, 40));
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 40));
    CHECK_OK(rk_connect(f->footer, "measure-text", (rk_callback)measure_by_length_times_ten, &asked,
                        NULL, &ruler));
    CHECK_EQ_INT(asked, 1);
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 10.0 * strlen("Pull up to load more")));
    CHECK_OK(rk_disconnect(f->fx.ctx, ruler));
    CHECK_EQ_INT(asked, 1);
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 40));
    /* The same metrics again change nothing and ask nobody. */
    fx_push(f);
    CHECK_EQ_INT(asked, 1);
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 40));
    fx_free(f);
}

/* (b) A handler that changes the title from inside measure-text: the layout must use the width of
   the text now shown, never the one measured for the old text, and an identical update must not
   be needed to repair it. */
typedef struct {
    rk_footer *footer;
    int calls;
    int changes_left;
    char seen[8][64];
} retitling_ruler;

static double measure_and_retitle(void *footer, const char *text, void *ud) {
    retitling_ruler *r = ud;
    (void)footer;
    if (r->calls < 8) snprintf(r->seen[r->calls], sizeof r->seen[0], "%s", text);
    r->calls++;
    if (r->changes_left > 0) {
        r->changes_left--;
        CHECK_OK(rk_footer_set_title(r->footer, RK_FOOTER_IDLE, r->changes_left % 2 ? "Much longer idle title" : "Short"));
    }
    return 10.0 * (double)strlen(text);
}

static void label_width_survives_a_retitle_from_inside_measure(void) {
    fx *f = fx_new_opt(0);
    retitling_ruler r;
    const double W = 375;
    char label[64];
    size_t length = 0;
    memset(&r, 0, sizeof r);
    r.footer = f->footer;
    fx_metrics(f, 600, W, 2000, 0, 0, 0);
    fx_push(f);
    r.changes_left = 1;
    CHECK_OK(rk_connect(f->footer, "measure-text", (rk_callback)measure_and_retitle, &r, NULL, NULL));
    /* Asked for the old text, which it changed to "Short": asked again for "Short". */
    CHECK_EQ_INT(r.calls, 2);
    CHECK_STR(r.seen[0], "Pull up to load more");
    CHECK_STR(r.seen[1], "Short");
    CHECK_OK(rk_footer_get_label(f->footer, label, sizeof label, &length));
    CHECK_STR(label, "Short");
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 10.0 * strlen("Short")));
    /* A handler that never stops changing the text: asked a bounded number of times, and the
       layout falls back to the set width rather than to a width for other text. */
    CHECK_OK(rk_footer_set_text_width(f->footer, 33));
    r.calls = 0;
    r.changes_left = 1000;
    CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_IDLE, "Again"));
    CHECK(r.calls >= 2 && r.calls <= 16);
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 33));
    r.changes_left = 0;
    fx_free(f);
}

/* A measure-text handler that disconnects itself from inside measure-text: its answer is not the
   width source any more, so the layout uses the set width (found by the fuzzer after issue 11). */
typedef struct {
    rk_context *ctx;
    rk_connection self;
    int calls;
    int leave_on_call;
} leaving_ruler;

static double measure_then_leave(void *footer, const char *text, void *ud) {
    leaving_ruler *r = ud;
    (void)footer;
    if (++r->calls == r->leave_on_call) CHECK_OK(rk_disconnect(r->ctx, r->self));
    return 7.0 * (double)strlen(text);
}

static void label_width_after_the_measurer_leaves_from_inside(void) {
    fx *f = fx_new_opt(0);
    leaving_ruler r;
    const double W = 320;
    memset(&r, 0, sizeof r);
    r.ctx = f->fx.ctx;
    r.leave_on_call = 2;
    fx_metrics(f, 600, W, 2000, 0, 0, 0);
    fx_push(f);
    CHECK_OK(rk_connect(f->footer, "measure-text", (rk_callback)measure_then_leave, &r, NULL, &r.self));
    CHECK_EQ_INT(r.calls, 1);
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 7.0 * strlen("Pull up to load more")));
    CHECK_OK(rk_footer_set_language(f->footer, "ru"));
    CHECK_EQ_INT(r.calls, 2);
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 0)); /* the set width, 0 */
    fx_free(f);
}

/* A connection is out of the context's table before the relayout its rk_disconnect starts: a
   layout-changed handler run by that relayout that disconnects it again is told RK_ERR_NOT_FOUND,
   and the handler's destroy_notify still runs exactly once (the fuzzer's harness once expected
   RK_OK here). */
typedef struct {
    rk_context *ctx;
    rk_connection target;
    int armed;
    int nested_calls;
    rk_status nested_status;
    int notifies;
} second_disconnect;

static double measure_seven(void *footer, const char *text, void *ud) {
    (void)footer, (void)ud;
    return 7.0 * (double)strlen(text);
}

static void count_notify(void *ud) { ((second_disconnect *)ud)->notifies++; }

static void disconnect_target_again(void *footer, double x, double y, double w, double h, double gx,
                                    double gy, double gw, double gh, int32_t mode, void *ud) {
    second_disconnect *d = ud;
    (void)footer, (void)x, (void)y, (void)w, (void)h, (void)gx, (void)gy, (void)gw, (void)gh, (void)mode;
    if (!d->armed) return;
    d->armed = 0;
    d->nested_calls++;
    d->nested_status = rk_disconnect(d->ctx, d->target);
}

static void disconnect_from_the_relayout_of_its_own_disconnect(void) {
    fx *f = fx_new_opt(0);
    second_disconnect d;
    rk_connection layout_handler = 0;
    const double W = 320;
    memset(&d, 0, sizeof d);
    d.ctx = f->fx.ctx;
    fx_metrics(f, 600, W, 2000, 0, 0, 0);
    fx_push(f);
    CHECK_OK(rk_connect(f->footer, "measure-text", (rk_callback)measure_seven, &d, count_notify, &d.target));
    CHECK_OK(rk_connect(f->footer, "layout-changed", (rk_callback)disconnect_target_again, &d, NULL,
                        &layout_handler));
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 7.0 * strlen("Pull up to load more")));
    d.armed = 1;
    CHECK_OK(rk_disconnect(f->fx.ctx, d.target));
    CHECK_EQ_INT(d.nested_calls, 1);
    CHECK_EQ_INT(d.nested_status, RK_ERR_NOT_FOUND);
    CHECK_EQ_INT(d.notifies, 1);
    CHECK_EQ_BITS(fx_layout(f).gif.width, gif_width_for(W, 0)); /* the set width, 0 */
    CHECK_EQ_INT(rk_disconnect(f->fx.ctx, d.target), RK_ERR_NOT_FOUND);
    CHECK_EQ_INT(d.notifies, 1);
    CHECK_OK(rk_disconnect(f->fx.ctx, layout_handler));
    fx_free(f);
}

static const rkt_case cases[] = {
    RKT_CASE(footer_defaults),
    RKT_CASE(label_width_follows_the_handler_coming_and_going),
    RKT_CASE(label_width_survives_a_retitle_from_inside_measure),
    RKT_CASE(label_width_after_the_measurer_leaves_from_inside),
    RKT_CASE(disconnect_from_the_relayout_of_its_own_disconnect),
    RKT_CASE(footer_signals_as_documented),
    RKT_CASE(s01_idle_images_grow_height_to_60),
    RKT_CASE(s02_shorter_images_keep_height_default_duration),
    RKT_CASE(s03_no_more_data_image_grows_height),
    RKT_CASE(s04_null_or_empty_idle_images_never_change_gif),
    RKT_CASE(s05_idle_frame_from_percent),
    RKT_CASE(s06_hundred_frames_truncate_and_single_frame),
    RKT_CASE(s07_percent_in_pulling_leaves_gif),
    RKT_CASE(s08_drag_sets_percent_and_idle_frame),
    RKT_CASE(s09_at_trigger_stays_idle_strict),
    RKT_CASE(s10_past_trigger_to_pulling_with_animation),
    RKT_CASE(s11_drag_back_to_idle_F4_stops_animation),
    RKT_CASE(s12_release_refreshes),
    RKT_CASE(s13_below_happen_changes_nothing),
    RKT_CASE(s14_bounce_percent_below_one_only),
    RKT_CASE(s15_refreshing_ignores_offsets),
    RKT_CASE(s16_end_with_new_rows_F1_synchronous),
    RKT_CASE(s17_end_same_rows_F1_synchronous),
    RKT_CASE(s18_end_no_more_data_F1_synchronous),
    RKT_CASE(s19_no_more_data_drag_F5_alpha_clamped),
    RKT_CASE(s20_reset_no_more_data_F1_synchronous),
    RKT_CASE(s21_end_while_idle_F3_completion_once_with_0),
    RKT_CASE(s22_end_twice_F1_F3_second_is_noop),
    RKT_CASE(s23_no_more_data_then_end_F1_F2_F3),
    RKT_CASE(s24_end_then_no_more_data_F1_final_no_more_data),
    RKT_CASE(s25_reset_then_begin_F1_stays_refreshing),
    RKT_CASE(s26_begin_while_refreshing_F3_completion_0),
    RKT_CASE(s27_begin_off_window_will_refresh_F3_waits),
    RKT_CASE(s28_end_before_trigger_F2_trigger_canceled),
    RKT_CASE(s29_hidden_ignores_offsets_not_content),
    RKT_CASE(s30_interaction_disabled_frame_not_updated),
    RKT_CASE(s31_short_content_cycle),
    RKT_CASE(s32_ignored_bottom_inset_moves_frame_only),
    RKT_CASE(s33_no_refreshing_images_pulling_animation_runs_on),
    RKT_CASE(s34_no_more_data_begin_gif_stays_hidden),
    RKT_CASE(s35_refreshing_to_idle_without_idle_images_F4_stops),
    RKT_CASE(s36_layout_gif_rect),
    RKT_CASE(s37_gif_width_empty_label_and_F5_clamp),
    RKT_CASE(s37b_measure_only_when_the_width_may_change),
    RKT_CASE(s38_auto_alpha_toggles),
    RKT_CASE(s39_titles_F7),
    RKT_CASE(s40_begin_completion_one_shot_F3),
    RKT_CASE(t09_no_more_data_from_pulling_and_will_refresh),
    RKT_CASE(t10_idle_from_pulling_and_will_refresh),
    RKT_CASE(t11_same_state_requests_change_nothing),
    RKT_CASE(h1_end_from_state_handler_follows_pending_signals),
    RKT_CASE(h2_destroy_from_state_handler),
};

RKT_MAIN(cases)
