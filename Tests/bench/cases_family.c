/*
 * cases_family.c — the rest of the refresh family: one scroll update that changes nothing visible,
 * for each lone component and for a scroll view driving a header and a footer
 * (docs/ARCHITECTURE.md §5: no allocation, under 300 instructions for a lone component, under 500
 * for the scroll view).
 *
 *   header.same / header.scroll          rk_header_set_metrics (normal style: arrow and spinner)
 *   autofooter.same / autofooter.scroll  rk_auto_footer_set_metrics (GIF style, with frames)
 *   trailer.same                         rk_trailer_set_metrics (normal style), a horizontal list
 *   scrollview.same / scrollview.scroll  rk_scroll_view_set_metrics with a header (normal style) and
 *                                        a back footer (GIF frames, as footer.*) attached
 * ".same" reports the same metrics again (a host that reports on every display frame); ".scroll"
 * moves the offset through the middle of a long list, far from every component (the user reads row
 * 20-40). Each object has a handler on every one of its signals, found through rk_signal_info (so a
 * signal added later is connected too; a signature the harness does not know fails the set-up), and
 * measure-text answers. A run proves that N updates emitted nothing at all, and that the updates
 * reached the library (every call returned RK_OK). There is no peer: the targets are absolute.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

typedef rkb_counts counts;

/* ---- one handler per signature, each counting into the case's counts ---- */

static void on_none(void *o, void *ud) {
    (void)o;
    ((counts *)ud)->emitted++;
}
static void on_i(void *o, int32_t a, void *ud) {
    (void)o, (void)a;
    ((counts *)ud)->emitted++;
}
static void on_ii(void *o, int32_t a, int32_t b, void *ud) {
    (void)o, (void)a, (void)b;
    ((counts *)ud)->emitted++;
}
static void on_d(void *o, double a, void *ud) {
    (void)o, (void)a;
    ((counts *)ud)->emitted++;
}
static void on_dd(void *o, double a, double b, void *ud) {
    (void)o, (void)a, (void)b;
    ((counts *)ud)->emitted++;
}
static void on_dddd(void *o, double a, double b, double c, double d, void *ud) {
    (void)o, (void)a, (void)b, (void)c, (void)d;
    ((counts *)ud)->emitted++;
}
static void on_frame(void *o, uint64_t image, int32_t index, void *ud) {
    (void)o, (void)image, (void)index;
    ((counts *)ud)->emitted++;
}
static void on_text(void *o, const char *text, void *ud) {
    (void)o, (void)text;
    ((counts *)ud)->emitted++;
}
static double on_measure(void *o, const char *text, void *ud) {
    counts *c = ud;
    (void)o;
    c->emitted++;
    c->measured++;
    return 7.0 * (double)strlen(text);
}
static void on_layout9(void *o, double x, double y, double w, double h, double gx, double gy, double gw, double gh,
                       int32_t mode, void *ud) {
    (void)o, (void)x, (void)y, (void)w, (void)h, (void)gx, (void)gy, (void)gw, (void)gh, (void)mode;
    ((counts *)ud)->emitted++;
}
static void on_iii(void *o, int32_t a, int32_t b, int32_t c, void *ud) {
    (void)o, (void)a, (void)b, (void)c;
    ((counts *)ud)->emitted++;
}
static void on_load(void *o, uint64_t id, void *ud) {
    (void)o, (void)id;
    ((counts *)ud)->emitted++;
}
static void on_announcement(void *o, const char *text, int32_t priority, void *ud) {
    (void)o, (void)text, (void)priority;
    ((counts *)ud)->emitted++;
}
static void on_request(void *o, void *component, int32_t edge, double value, double duration, void *ud) {
    (void)o, (void)component, (void)edge, (void)value, (void)duration;
    ((counts *)ud)->emitted++;
}

/* The signature as letters (v void, p pointer, i int32, l int64, u uint64, d double, s string),
   the return type first: "v:ii" is void(int32, int32). */
static const struct {
    const char *signature;
    rk_callback fn;
} handlers[] = {
    {"v:", (rk_callback)on_none},
    {"v:i", (rk_callback)on_i},
    {"v:ii", (rk_callback)on_ii},
    {"v:iii", (rk_callback)on_iii},
    {"v:d", (rk_callback)on_d},
    {"v:dd", (rk_callback)on_dd},
    {"v:dddd", (rk_callback)on_dddd},
    {"v:ui", (rk_callback)on_frame},
    {"v:s", (rk_callback)on_text},
    {"d:s", (rk_callback)on_measure},
    {"v:ddddddddi", (rk_callback)on_layout9},
    {"v:pidd", (rk_callback)on_request},
    {"v:u", (rk_callback)on_load},
    {"v:si", (rk_callback)on_announcement},
};

int rkb_connect_all(void *object, rk_kind kind, rkb_counts *c) { return rkb_connect_all_but(object, kind, c, NULL); }

static int is_own(const char *name, const char *const *own) {
    for (; own != NULL && *own != NULL; own++)
        if (strcmp(*own, name) == 0) return 1;
    return 0;
}

int rkb_connect_all_but(void *object, rk_kind kind, rkb_counts *c, const char *const *own) {
    static const char letters[] = "vpiluds";
    uint32_t count = 0, i, k;
    RKB_CHECK_OK(rk_signal_count(kind, &count));
    for (i = 0; i < count; i++) {
        rk_signal_desc desc;
        char signature[RK_SIGNAL_MAX_PARAMS + 3];
        size_t used = 0;
        rk_callback fn = NULL;
        memset(&desc, 0, sizeof desc);
        desc.struct_size = sizeof desc;
        RKB_CHECK_OK(rk_signal_info(kind, i, &desc));
        if (is_own(desc.name, own)) continue;
        signature[used++] = desc.return_type == RK_TYPE_DOUBLE ? 'd' : 'v';
        signature[used++] = ':';
        for (k = 0; k < desc.param_count && k < RK_SIGNAL_MAX_PARAMS; k++) {
            rk_type t = desc.param_types[k];
            signature[used++] = t >= 0 && t <= RK_TYPE_STRING ? letters[t] : '?';
        }
        signature[used] = '\0';
        for (k = 0; k < sizeof handlers / sizeof handlers[0]; k++)
            if (strcmp(handlers[k].signature, signature) == 0) fn = handlers[k].fn;
        if (fn == NULL) {
            fprintf(stderr, "rk-bench: %s's signal \"%s\" has the signature %s, which the harness has no handler for\n",
                    rk_kind_name(kind), desc.name, signature);
            return 1;
        }
        RKB_CHECK_OK(rk_connect(object, desc.name, fn, c, NULL, NULL));
    }
    return 0;
}

/* ---- the cases ---- */

enum { HEADER, AUTO_FOOTER, TRAILER, SCROLL_VIEW };

typedef struct {
    int what;   /* HEADER, ... */
    int scroll; /* 1: the offset moves */
    rk_context *ctx;
    void *object; /* what the update goes to */
    rk_scroll_metrics metrics;
    counts counts;
} family_case;

static rk_status update(family_case *fc, const rk_scroll_metrics *m) {
    switch (fc->what) {
    case HEADER: return rk_header_set_metrics(fc->object, m);
    case AUTO_FOOTER: return rk_auto_footer_set_metrics(fc->object, m);
    case TRAILER: return rk_trailer_set_metrics(fc->object, m);
    default: return rk_scroll_view_set_metrics(fc->object, m);
    }
}

int rkb_list_view(rk_context *ctx, rkb_counts *c, const char *const *own, rk_scroll_view **out_view,
                  rk_footer **out_footer) {
    rk_image idle[3] = {{1, 30, 30}, {2, 30, 30}, {3, 30, 30}};
    rk_image refreshing[4] = {{11, 30, 30}, {12, 30, 30}, {13, 30, 30}, {14, 30, 30}};
    rk_scroll_view *view = NULL;
    rk_header *header = NULL;
    rk_footer *footer = NULL;
    RKB_CHECK_OK(rk_scroll_view_create(ctx, &view));
    RKB_CHECK_OK(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &header));
    RKB_CHECK_OK(rk_footer_create(ctx, &footer));
    if (rkb_connect_all_but(view, RK_KIND_SCROLL_VIEW, c, own) != 0 || rkb_connect_all(header, RK_KIND_HEADER, c) != 0 ||
        rkb_connect_all(footer, RK_KIND_FOOTER, c) != 0)
        return 1;
    RKB_CHECK_OK(rk_footer_set_images(footer, RK_FOOTER_IDLE, idle, 3));
    RKB_CHECK_OK(rk_footer_set_images(footer, RK_FOOTER_REFRESHING, refreshing, 4));
    RKB_CHECK_OK(rk_footer_set_data_count(footer, 100));
    RKB_CHECK_OK(rk_scroll_view_attach(view, header));
    RKB_CHECK_OK(rk_scroll_view_attach(view, footer));
    *out_view = view;
    *out_footer = footer;
    return 0;
}

static int family_setup(const rkb_case *c, void **state) {
    family_case *fc = calloc(1, sizeof *fc);
    rk_image idle[3] = {{1, 30, 30}, {2, 30, 30}, {3, 30, 30}};
    rk_image refreshing[4] = {{11, 30, 30}, {12, 30, 30}, {13, 30, 30}, {14, 30, 30}};
    if (fc == NULL) return 1;
    *state = fc;
    fc->what = (int)(c->arg / 2);
    fc->scroll = (int)(c->arg % 2);
    RKB_CHECK_OK(rk_context_create(&fc->ctx));
    /* A phone-sized list of 100 rows of 50 points, the user's finger on it, reading row 20. */
    fc->metrics.struct_size = sizeof fc->metrics;
    fc->metrics.dragging = 1;
    fc->metrics.viewport_width = 375;
    fc->metrics.viewport_height = 667;
    fc->metrics.content_height = 5000;
    fc->metrics.content_width = 375;
    fc->metrics.inset_top = 44;
    fc->metrics.inset_bottom = 34;
    fc->metrics.offset_y = 1000;
    fc->metrics.pan = RK_PAN_CHANGED;
    switch (fc->what) {
    case HEADER: {
        rk_header *header = NULL;
        RKB_CHECK_OK(rk_header_create(fc->ctx, RK_HEADER_STYLE_NORMAL, &header));
        if (rkb_connect_all(header, RK_KIND_HEADER, &fc->counts) != 0) return 1;
        fc->object = header;
        break;
    }
    case AUTO_FOOTER: {
        rk_auto_footer *footer = NULL;
        RKB_CHECK_OK(rk_auto_footer_create(fc->ctx, RK_AUTO_FOOTER_STYLE_GIF, &footer));
        if (rkb_connect_all(footer, RK_KIND_AUTO_FOOTER, &fc->counts) != 0) return 1;
        RKB_CHECK_OK(rk_auto_footer_set_images(footer, RK_FOOTER_IDLE, idle, 3));
        RKB_CHECK_OK(rk_auto_footer_set_images(footer, RK_FOOTER_REFRESHING, refreshing, 4));
        fc->object = footer;
        /* Its first update attaches it and asks for its height (44) on the bottom inset: the host
           applies that, so the updates measured report the inset with it. */
        RKB_CHECK_OK(rk_auto_footer_set_metrics(footer, &fc->metrics));
        fc->metrics.inset_bottom += 44;
        break;
    }
    case TRAILER: {
        rk_trailer *trailer = NULL;
        RKB_CHECK_OK(rk_trailer_create(fc->ctx, RK_TRAILER_STYLE_NORMAL, &trailer));
        if (rkb_connect_all(trailer, RK_KIND_TRAILER, &fc->counts) != 0) return 1;
        fc->object = trailer;
        /* A horizontal list (a carousel) of 20 cards, the user reading the third. */
        fc->metrics.content_width = 20 * 180;
        fc->metrics.content_height = 667;
        fc->metrics.offset_y = 0;
        fc->metrics.offset_x = 360;
        break;
    }
    default: {
        rk_scroll_view *view = NULL;
        rk_footer *footer = NULL;
        if (rkb_list_view(fc->ctx, &fc->counts, NULL, &view, &footer) != 0) return 1;
        fc->object = view;
        break;
    }
    }
    /* The first updates lay everything out: their signals prove the handlers are connected and the
       updates reach the components. The measured ones then change nothing. */
    {
        rk_status status = update(fc, &fc->metrics);
        if (status != RK_OK) return rkb_fail_status("the first update", status);
        if (fc->counts.emitted == 0) {
            fprintf(stderr, "rk-bench: %s: the first updates emitted nothing (no layout?)\n", c->name);
            return 1;
        }
    }
    return 0;
}

static int family_run(void *state, uint64_t n, rkb_result *result) {
    family_case *fc = state;
    rk_scroll_metrics m = fc->metrics;
    rk_status failures = RK_OK;
    uint64_t i;
    fc->counts.emitted = 0;
    fc->counts.measured = 0;
    if (fc->scroll) {
        /* Offsets 1000..2023: rows 20 to 40, far from the header (above 0) and the footers (about
           4,400 and past); back to 1000 every 1,024 updates, as a user scrolling up and down. */
        for (i = 0; i < n; i++) {
            m.offset_y = 1000 + (double)(i & 1023);
            failures |= update(fc, &m);
        }
    } else {
        for (i = 0; i < n; i++) failures |= update(fc, &m);
    }
    if (failures != RK_OK) return rkb_fail_status("the update", failures);
    if (fc->counts.emitted != 0) {
        fprintf(stderr, "rk-bench: %llu updates that change nothing visible emitted %llu signals (%llu measure-text)\n",
                (unsigned long long)n, (unsigned long long)fc->counts.emitted,
                (unsigned long long)fc->counts.measured);
        return 1;
    }
    result->ops = n;
    return 0;
}

static void family_teardown(void *state) {
    family_case *fc = state;
    if (fc == NULL) return;
    if (fc->ctx) rk_context_destroy(fc->ctx);
    free(fc);
}

#define FAMILY_GROUP "refresh family: one scroll update of a lone component that changes nothing visible, every signal connected"
#define VIEW_GROUP "scroll view: one update (rk_scroll_view_set_metrics) driving a header and a back footer, nothing visible changes, every signal connected"

/* arg: what * 2 + scroll */
const rkb_case rkb_family_cases[] = {
    {"header.same", FAMILY_GROUP, NULL, "header (normal style): same metrics again", 1000000, 200, 20000, HEADER * 2,
     family_setup, family_run, family_teardown},
    {"header.scroll", FAMILY_GROUP, NULL, "header: offset moves, header far out of view", 1000000, 200, 20000,
     HEADER * 2 + 1, family_setup, family_run, family_teardown},
    {"autofooter.same", FAMILY_GROUP, NULL, "auto footer (GIF frames): same metrics again", 1000000, 200, 20000,
     AUTO_FOOTER * 2, family_setup, family_run, family_teardown},
    {"autofooter.scroll", FAMILY_GROUP, NULL, "auto footer: offset moves, far from its trigger", 1000000, 200, 20000,
     AUTO_FOOTER * 2 + 1, family_setup, family_run, family_teardown},
    {"trailer.same", FAMILY_GROUP, NULL, "trailer (normal style), horizontal list: same metrics again", 1000000, 200,
     20000, TRAILER * 2, family_setup, family_run, family_teardown},
    {"scrollview.same", VIEW_GROUP, NULL, "same metrics again", 500000, 200, 20000, SCROLL_VIEW * 2, family_setup,
     family_run, family_teardown},
    {"scrollview.scroll", VIEW_GROUP, NULL, "offset moves, far from the header and the footer", 500000, 200, 20000,
     SCROLL_VIEW * 2 + 1, family_setup, family_run, family_teardown},
    {0},
};
