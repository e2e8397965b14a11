/*
 * cases_list.c — what a list does besides scrolling (1.5, docs/behaviour/scroll-view.md §6-§7), on
 * the scroll view of the scroll view cases (a header and a back footer attached, every signal of the
 * three connected and counted):
 *
 *   scrollview.prepend      older rows inserted above: rk_scroll_view_content_inserted on the top
 *                           edge (the scroll view asks at once for the offset that keeps the rows
 *                           still), then the rk_scroll_view_set_metrics the host reports with that
 *                           offset and the taller content (the footer's frame moves). The issue's
 *                           target: no dearer than footer.frame, a lone footer's frame-moving update.
 *   scrollview.load-states  the footer's load state changes (rk_footer_end_refreshing_with_no_more_data
 *                           and rk_footer_reset_no_more_data in turn) and the scroll view emits
 *                           "load-states-changed": allocates nothing.
 *
 * A run proves each operation did what it says: one anchoring offset request (component NULL) per
 * insertion, one "load-states-changed" per state change.
 */
#include "bench.h"

#include <stdlib.h>

enum { PREPEND, LOAD_STATES };

/* One prepend: five rows of 50 points. */
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
    list_case *lc = calloc(1, sizeof *lc);
    if (lc == NULL) return 1;
    *state = lc;
    lc->what = (int)c->arg;
    RKB_CHECK_OK(rk_context_create(&lc->ctx));
    if (rkb_list_view(lc->ctx, &lc->counts, &lc->view, &lc->footer) != 0) return 1;
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
        rk_scroll_metrics m = lc->metrics;
        for (i = 0; i < n; i++) {
            failures |= rk_scroll_view_content_inserted(lc->view, RK_SCROLL_EDGE_TOP, ROWS_HEIGHT);
            /* The host applies the request and reports the list as it now is. */
            m.offset_y = lc->anchored_offset;
            m.content_height += ROWS_HEIGHT;
            failures |= rk_scroll_view_set_metrics(lc->view, &m);
            /* The list keeps its length (the oldest rows leave the bottom as a window of rows
               would) so that every run measures the same update. */
            if ((i & 1023) == 1023) {
                m = lc->metrics;
                failures |= rk_scroll_view_set_metrics(lc->view, &m);
            }
        }
        /* Where the next run starts. */
        failures |= rk_scroll_view_set_metrics(lc->view, &lc->metrics);
        if (failures != RK_OK) return rkb_fail_status("the prepend", failures);
        if (lc->anchors != n) {
            fprintf(stderr, "rk-bench: %llu insertions at the top, %llu anchoring offset requests\n",
                    (unsigned long long)n, (unsigned long long)lc->anchors);
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
     "rows inserted at the top: content_inserted (anchoring offset request) + the metrics update that follows",
     200000, 200, 20000, PREPEND, list_setup, list_run, list_teardown},
    {"scrollview.load-states", LIST_GROUP, NULL,
     "the footer enters or leaves NoMoreData: its signals + one load-states-changed", 200000, 200, 20000,
     LOAD_STATES, list_setup, list_run, list_teardown},
    {0},
};
