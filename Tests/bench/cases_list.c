/*
 * cases_list.c — what a list does besides scrolling (1.5, docs/behaviour/scroll-view.md §6-§7), on
 * the scroll view of the scroll view cases (a header and a back footer attached, every signal of the
 * three connected, one handler each, and counted):
 *
 *   scrollview.prepend      the anchoring update: older rows inserted above
 *                           (rk_scroll_view_content_inserted on the top edge); the scroll view asks
 *                           at once for the offset that keeps the rows still. The target:
 *                           no dearer than footer.frame, a lone footer's frame-moving update.
 *   scrollview.grow         the update the host reports next, as after any growth of the list: the
 *                           taller content and the moved offset (rk_scroll_view_set_metrics); the
 *                           footer's frame moves. Its figure is the rest of a prepend's cost.
 *   scrollview.load-states  the footer's load state changes (rk_footer_end_refreshing_with_no_more_data
 *                           and rk_footer_reset_no_more_data in turn) and the scroll view emits
 *                           "load-states-changed": allocates nothing.
 *
 * A run proves each operation did what it says: one anchoring offset request (component NULL) per
 * insertion, at least one signal per growth (the footer's layout-changed), one "load-states-changed" per state change.
 */
#include "bench.h"

#include <stdlib.h>

enum { PREPEND, GROW, LOAD_STATES };

/* One prepend: five rows of 50 points. */
#define ROWS 5
#define ROWS_HEIGHT 250.0

typedef struct {
    int what;
    rk_context *ctx;
    rk_scroll_view *view;
    rk_footer *footer;
    rk_scroll_metrics metrics;
    rkb_counts counts;
    uint64_t anchors, load_states;
    double anchored_offset;
} list_case;

static void on_offset(rk_scroll_view *view, void *component, int32_t axis, double offset, double duration,
                      void *user_data) {
    list_case *lc = user_data;
    (void)view, (void)axis, (void)duration;
    if (component != NULL) return;
    lc->anchors++;
    lc->anchored_offset = offset;
}

static void on_load_states(rk_scroll_view *view, int32_t refresh, int32_t prepend, int32_t append,
                           void *user_data) {
    (void)view, (void)refresh, (void)prepend, (void)append;
    ((list_case *)user_data)->load_states++;
}

static int list_setup(const rkb_case *c, void **state) {
    static const char *const own[] = {"offset-requested", "load-states-changed", NULL};
    list_case *lc = calloc(1, sizeof *lc);
    if (lc == NULL) return 1;
    *state = lc;
    lc->what = (int)c->arg;
    RKB_CHECK_OK(rk_context_create(&lc->ctx));
    if (rkb_list_view(lc->ctx, &lc->counts, own, &lc->view, &lc->footer) != 0) return 1;
    RKB_CHECK_OK(rk_scroll_view_connect_offset_requested(lc->view, on_offset, lc, NULL, NULL));
    RKB_CHECK_OK(rk_scroll_view_connect_load_states_changed(lc->view, on_load_states, lc, NULL, NULL));
    /* A phone-sized list of 100 rows of 50 points, the user's finger on it, reading row 20. */
    lc->metrics.struct_size = sizeof lc->metrics;
    lc->metrics.dragging = 1;
    lc->metrics.viewport_width = 375;
    lc->metrics.viewport_height = 667;
    lc->metrics.content_height = 5000;
    lc->metrics.content_width = 375;
    lc->metrics.inset_top = 44;
    lc->metrics.inset_bottom = 34;
    lc->metrics.offset_y = 1000;
    lc->metrics.pan = RK_PAN_CHANGED;
    lc->metrics.item_count = 100;
    lc->metrics.first_visible_item = 20;
    lc->metrics.last_visible_item = 33;
    RKB_CHECK_OK(rk_scroll_view_set_metrics(lc->view, &lc->metrics));
    return 0;
}

static int list_run(void *state, uint64_t n, rkb_result *result) {
    list_case *lc = state;
    rk_status failures = RK_OK;
    uint64_t i;
    lc->anchors = 0;
    lc->load_states = 0;
    if (lc->what == PREPEND) {
        for (i = 0; i < n; i++) {
            failures |= rk_scroll_view_content_inserted(lc->view, RK_SCROLL_EDGE_TOP, ROWS_HEIGHT, ROWS);
            /* The list keeps its length (the oldest rows leave the bottom as a window of rows
               would) so that every run measures the same update: one update in 1,024. */
            if ((i & 1023) == 1023) failures |= rk_scroll_view_set_metrics(lc->view, &lc->metrics);
        }
        failures |= rk_scroll_view_set_metrics(lc->view, &lc->metrics);
        if (failures != RK_OK) return rkb_fail_status("the prepend", failures);
        if (lc->anchors != n) {
            fprintf(stderr, "rk-bench: %llu insertions at the top, %llu anchoring offset requests\n",
                    (unsigned long long)n, (unsigned long long)lc->anchors);
            return 1;
        }
    } else if (lc->what == GROW) {
        /* The host's report after a prepend, in turn with the list as it was: the content and the
           offset grown by the inserted rows, then back. */
        rk_scroll_metrics grown = lc->metrics;
        uint64_t before = lc->counts.emitted;
        grown.content_height += ROWS_HEIGHT;
        grown.offset_y += ROWS_HEIGHT;
        grown.item_count += ROWS;
        grown.first_visible_item += ROWS;
        grown.last_visible_item += ROWS;
        for (i = 0; i < n; i++) failures |= rk_scroll_view_set_metrics(lc->view, (i & 1) ? &lc->metrics : &grown);
        if (n & 1) failures |= rk_scroll_view_set_metrics(lc->view, &lc->metrics);
        if (failures != RK_OK) return rkb_fail_status("the growth", failures);
        if (lc->counts.emitted - before < n) {
            fprintf(stderr, "rk-bench: %llu updates that move the footer, %llu signals\n", (unsigned long long)n,
                    (unsigned long long)(lc->counts.emitted - before));
            return 1;
        }
    } else {
        for (i = 0; i < n; i++) {
            failures |= (i & 1) ? rk_footer_reset_no_more_data(lc->footer, NULL, NULL)
                                : rk_footer_end_refreshing_with_no_more_data(lc->footer, NULL, NULL);
        }
        if (n & 1) failures |= rk_footer_reset_no_more_data(lc->footer, NULL, NULL);
        if (failures != RK_OK) return rkb_fail_status("the footer's state change", failures);
        if (lc->load_states != n + (n & 1)) {
            fprintf(stderr, "rk-bench: %llu load state changes, %llu load-states-changed\n", (unsigned long long)n,
                    (unsigned long long)lc->load_states);
            return 1;
        }
    }
    result->ops = n;
    return 0;
}

static void list_teardown(void *state) {
    list_case *lc = state;
    if (lc == NULL) return;
    if (lc->ctx) rk_context_destroy(lc->ctx);
    free(lc);
}

#define LIST_GROUP "list: a scroll view with a header and a back footer, every signal connected (1.5)"

const rkb_case rkb_list_cases[] = {
    {"scrollview.prepend", LIST_GROUP, NULL,
     "the anchoring update: rows inserted at the top (content_inserted, one offset-requested)", 200000, 200, 20000,
     PREPEND, list_setup, list_run, list_teardown},
    {"scrollview.grow", LIST_GROUP, NULL,
     "the host's next update: taller content and the moved offset (the footer's frame moves)", 200000, 200, 20000,
     GROW, list_setup, list_run, list_teardown},
    {"scrollview.load-states", LIST_GROUP, NULL,
     "the footer enters or leaves NoMoreData: its signals + one load-states-changed", 200000, 200, 20000,
     LOAD_STATES, list_setup, list_run, list_teardown},
    {0},
};
