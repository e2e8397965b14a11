/*
 * cases_footer.c — one scroll update (rk_footer_set_metrics) of the load-more footer.
 *
 *   footer.same    the same metrics again (a host that reports on every display frame);
 *   footer.scroll  the offset moves while the footer is far below the visible area (the user reads
 *                  the middle of a long list): nothing visible changes;
 *   footer.frame   the content height changes every update (rows arrive), so the footer's frame
 *                  moves: one "layout-changed" per update.
 * The footer is a realistic one: Idle and Refreshing GIF frames, and a handler on every signal
 * (measure-text included), as a host that draws everything would connect. The handlers count: the
 * first two cases must emit nothing at all, the third exactly one layout per update. There is no
 * peer (the original is UIKit); the targets are absolute: no allocation and < 300 instructions for
 * an update that changes nothing.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    rk_context *ctx;
    rk_footer *footer;
    rk_scroll_metrics metrics;
    int variant;
    uint64_t emitted; /* every signal */
    uint64_t layouts; /* "layout-changed" */
    uint64_t measured;
    double last_y;
} footer_case;

enum { VARIANT_SAME, VARIANT_SCROLL, VARIANT_FRAME };

static void on_two_ints(void *f, int32_t a, int32_t b, void *ud) {
    (void)f, (void)a, (void)b;
    ((footer_case *)ud)->emitted++;
}
static void on_double(void *f, double a, void *ud) {
    (void)f, (void)a;
    ((footer_case *)ud)->emitted++;
}
static void on_frame(void *f, uint64_t image, int32_t index, void *ud) {
    (void)f, (void)image, (void)index;
    ((footer_case *)ud)->emitted++;
}
static void on_int(void *f, int32_t a, void *ud) {
    (void)f, (void)a;
    ((footer_case *)ud)->emitted++;
}
static void on_layout(void *f, double x, double y, double w, double h, double gx, double gy, double gw, double gh,
                      int32_t mode, void *ud) {
    footer_case *fc = ud;
    (void)f, (void)x, (void)w, (void)h, (void)gx, (void)gy, (void)gw, (void)gh, (void)mode;
    fc->emitted++;
    fc->layouts++;
    fc->last_y = y;
}
static void on_two_doubles(void *f, double a, double b, void *ud) {
    (void)f, (void)a, (void)b;
    ((footer_case *)ud)->emitted++;
}
static void on_text(void *f, const char *text, void *ud) {
    (void)f, (void)text;
    ((footer_case *)ud)->emitted++;
}
static void on_void(void *f, void *ud) {
    (void)f;
    ((footer_case *)ud)->emitted++;
}
static double on_measure(void *f, const char *text, void *ud) {
    footer_case *fc = ud;
    (void)f;
    fc->emitted++;
    fc->measured++;
    return 7.0 * (double)strlen(text);
}

static int footer_setup(const rkb_case *c, void **state) {
    footer_case *fc = calloc(1, sizeof *fc);
    rk_image idle[3] = {{1, 30, 30}, {2, 30, 30}, {3, 30, 30}};
    rk_image refreshing[4] = {{11, 30, 30}, {12, 30, 30}, {13, 30, 30}, {14, 30, 30}};
    if (fc == NULL) return 1;
    *state = fc;
    fc->variant = (int)c->arg;
    RKB_CHECK_OK(rk_context_create(&fc->ctx));
    RKB_CHECK_OK(rk_footer_create(fc->ctx, &fc->footer));
    RKB_CHECK_OK(rk_connect(fc->footer, "state-changed", (rk_callback)on_two_ints, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "pulling-percent", (rk_callback)on_double, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "frame-changed", (rk_callback)on_frame, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "gif-visibility", (rk_callback)on_int, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "layout-changed", (rk_callback)on_layout, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "inset-requested", (rk_callback)on_two_doubles, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "offset-requested", (rk_callback)on_two_doubles, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "alpha-changed", (rk_callback)on_two_doubles, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "label-changed", (rk_callback)on_text, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "refreshing", (rk_callback)on_void, fc, NULL, NULL));
    RKB_CHECK_OK(rk_connect(fc->footer, "measure-text", (rk_callback)on_measure, fc, NULL, NULL));
    RKB_CHECK_OK(rk_footer_set_images(fc->footer, RK_FOOTER_IDLE, idle, 3));
    RKB_CHECK_OK(rk_footer_set_images(fc->footer, RK_FOOTER_REFRESHING, refreshing, 4));
    RKB_CHECK_OK(rk_footer_set_data_count(fc->footer, 100));
    /* A phone-sized list of 100 rows of 50 points, the user's finger on it, reading row 20. */
    fc->metrics.struct_size = sizeof fc->metrics;
    fc->metrics.dragging = 1;
    fc->metrics.viewport_width = 375;
    fc->metrics.viewport_height = 667;
    fc->metrics.content_height = 5000;
    fc->metrics.inset_top = 44;
    fc->metrics.inset_bottom = 34;
    fc->metrics.offset_y = 1000;
    RKB_CHECK_OK(rk_footer_set_metrics(fc->footer, &fc->metrics));
    return 0;
}

static int footer_run(void *state, uint64_t n, rkb_result *result) {
    footer_case *fc = state;
    rk_scroll_metrics m = fc->metrics;
    rk_status failures = 0;
    uint64_t i;
    fc->emitted = 0;
    fc->layouts = 0;
    fc->measured = 0;
    switch (fc->variant) {
    case VARIANT_SAME:
        for (i = 0; i < n; i++) failures |= rk_footer_set_metrics(fc->footer, &m);
        break;
    case VARIANT_SCROLL:
        /* Offsets 1000..2023, far above happen_offset (about 4400): the footer stays out of view. */
        for (i = 0; i < n; i++) {
            m.offset_y = 1000 + (double)(i & 1023);
            failures |= rk_footer_set_metrics(fc->footer, &m);
        }
        break;
    default:
        /* Rows arrive and leave: the content height alternates, so every update moves the frame. */
        for (i = 0; i < n; i++) {
            m.content_height = (i & 1) ? 5000 : 5050;
            failures |= rk_footer_set_metrics(fc->footer, &m);
        }
        break;
    }
    if (failures != RK_OK) return rkb_fail_status("rk_footer_set_metrics", failures);
    /* Leave the footer where the next run expects it (the frame case ends on 5000 for even n). */
    if (fc->variant == VARIANT_FRAME && (n & 1)) {
        RKB_CHECK_OK(rk_footer_set_metrics(fc->footer, &fc->metrics));
        fc->emitted--;
        fc->layouts--;
    }
    if (fc->variant == VARIANT_FRAME) {
        if (fc->layouts != n) {
            fprintf(stderr, "rk-bench: %llu updates moved the frame, %llu layouts emitted\n", (unsigned long long)n,
                    (unsigned long long)fc->layouts);
            return 1;
        }
    } else if (fc->emitted != 0) {
        fprintf(stderr, "rk-bench: %llu updates that change nothing emitted %llu signals (%llu measure-text)\n",
                (unsigned long long)n, (unsigned long long)fc->emitted, (unsigned long long)fc->measured);
        return 1;
    }
    result->ops = n;
    return 0;
}

static void footer_teardown(void *state) {
    footer_case *fc = state;
    if (fc == NULL) return;
    if (fc->ctx) rk_context_destroy(fc->ctx);
    free(fc);
}

#define FOOTER_GROUP "footer: one scroll update (rk_footer_set_metrics), every signal connected"

const rkb_case rkb_footer_cases[] = {
    {"footer.same", FOOTER_GROUP, NULL, "same metrics again: nothing changes", 1000000, 200, 20000, VARIANT_SAME,
     footer_setup, footer_run, footer_teardown},
    {"footer.scroll", FOOTER_GROUP, NULL, "offset moves, footer far out of view: nothing visible changes", 1000000,
     200, 20000, VARIANT_SCROLL, footer_setup, footer_run, footer_teardown},
    {"footer.frame", FOOTER_GROUP, NULL, "content height changes: the frame moves (1 layout-changed)", 500000, 200,
     20000, VARIANT_FRAME, footer_setup, footer_run, footer_teardown},
    {0},
};
