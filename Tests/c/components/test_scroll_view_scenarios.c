/*
 * test_scroll_view_scenarios: the scroll view (1.2), which drives every component attached to it
 * from one update per scroll event (docs/behaviour/scroll-view.md).
 * - attach and detach: one component per slot (header, footer - back or auto -, trailer), one
 *   scroll view per component, every other attach refused with a status and a message, nothing
 *   changed;
 * - the order of driving: the content size and pan of every component, then the offset of every
 *   component, each step in the order header, footer, trailer, whatever the attach order; a later
 *   component reads the earlier ones' requests as applied, but an auto footer's pan-end rule reads
 *   the offset its update carried;
 * - one truth: every request, in an update or outside one, is the scroll view's at once and every
 *   other component's; rk_scroll_view_get_metrics is the host's metrics, every request applied;
 * - a header, an auto footer and a trailer driven by one update, each request relayed by the
 *   scroll view with its edge or axis;
 * - destroy on either side (and from inside a handler during an update), the context's destroy;
 * - a component holding an inset of its own updates moving onto a scroll view (its own host gets
 *   it back, the scroll view is asked);
 * - the unattached path: rk_footer_set_metrics as in 1.0; an attached component's own update
 *   refused (queued from another thread: dropped); the back footer working through a scroll view.
 *
 * Log items: "<who>:<what>" with who H (header), F (back footer), A (auto footer), T (trailer),
 * S (the scroll view's relays, "S:inset:EDGE=V@D" and "S:offset:AXIS=V@D" with EDGE top, bottom,
 * right and AXIS y, x, and the component's letter).
 */
#include "rk_test.h"

#include <math.h>

/* A context on a fake clock, the four members of the family with the tagged log (rk_test.h), and
   the scroll view they attach to. */
typedef rkt_family world;

static char who_of(world *w, const void *component) {
    if (component == (void *)w->header) return 'H';
    if (component == (void *)w->footer) return 'F';
    if (component == (void *)w->af) return 'A';
    if (component == (void *)w->trailer) return 'T';
    return '?';
}

static const char *const edge_names[3] = {"top", "bottom", "right"};

static void on_sv_inset(void *o, void *component, int32_t edge, double v, double d, void *ud) {
    world *w = ud;
    CHECK(o == (void *)w->sv);
    rkt_log("S:inset:%s=%g@%g:%c", edge >= 0 && edge < 3 ? edge_names[edge] : "?", v, d, who_of(w, component));
    rkt_metrics_apply_inset(&w->m, edge, v);
}
static void on_sv_offset(void *o, void *component, int32_t axis, double v, double d, void *ud) {
    world *w = ud;
    CHECK(o == (void *)w->sv);
    rkt_log("S:offset:%s=%g@%g:%c", axis == RK_SCROLL_AXIS_VERTICAL ? "y" : "x", v, d, who_of(w, component));
    rkt_metrics_apply_offset(&w->m, axis, v);
}

/* The tagged items (layout-changed logged only where a case lets RKT_EV_LAYOUT in). */
#define LOGGED                                                                                    \
    (RKT_EVM(RKT_EV_STATE) | RKT_EVM(RKT_EV_INSET) | RKT_EVM(RKT_EV_OFFSET) | RKT_EVM(RKT_EV_LAYOUT) | \
     RKT_EVM(RKT_EV_REFRESHING))

/* A context on a fake clock, a scroll view with the relays logged and applied, and one component
   of each kind (none attached), each with its signals logged; the host at rest: H 600, W 375,
   C 1000, Cw 375, T 64, everything else 0. */
static world *world_new(void) {
    world *w = rkt_family_new(1000.0);
    CHECK_OK(rk_scroll_view_create(w->fx.ctx, &w->sv));
    rkt_family_log(w, LOGGED);
    w->mask &= ~RKT_EVM(RKT_EV_LAYOUT);
    CHECK_OK(rk_connect(w->sv, "inset-requested", (rk_callback)on_sv_inset, w, NULL, NULL));
    CHECK_OK(rk_connect(w->sv, "offset-requested", (rk_callback)on_sv_offset, w, NULL, NULL));
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &w->m));
    rkt_log_reset();
    return w;
}

static void world_free(world *w) { rkt_family_free(w); }

static void push(world *w) { CHECK_OK(rk_scroll_view_set_metrics(w->sv, &w->m)); }

static void scroll(world *w, double y, double x, int dragging) {
    w->m.offset_y = y;
    w->m.offset_x = x;
    w->m.dragging = dragging;
    w->m.pan = dragging ? RK_PAN_CHANGED : RK_PAN_NONE;
    push(w);
}

static void run(world *w, double seconds) { rkt_fixture_advance(&w->fx, seconds); }

static void *component_of(world *w, rk_kind kind) {
    void *out = RKT_PTR(0x1);
    CHECK_OK(rk_scroll_view_get_component(w->sv, kind, &out));
    return out;
}

static rk_footer_state state_of(void *component) {
    rk_footer_state s = 0;
    rk_kind kind = 0;
    CHECK_OK(rk_object_kind(component, &kind));
    switch (kind) {
    case RK_KIND_HEADER: CHECK_OK(rk_header_get_state(component, &s)); break;
    case RK_KIND_FOOTER: CHECK_OK(rk_footer_get_state(component, &s)); break;
    case RK_KIND_AUTO_FOOTER: CHECK_OK(rk_auto_footer_get_state(component, &s)); break;
    default: CHECK_OK(rk_trailer_get_state(component, &s)); break;
    }
    return s;
}

static rk_scroll_metrics sv_metrics(world *w) {
    rk_scroll_metrics m;
    memset(&m, 0, sizeof m);
    m.struct_size = sizeof m;
    CHECK_OK(rk_scroll_view_get_metrics(w->sv, &m));
    return m;
}

static double host_inset(world *w, rk_scroll_edge edge) {
    double v = NAN;
    CHECK_OK(rk_scroll_view_get_host_inset(w->sv, edge, &v));
    return v;
}

/* Checks a refused call: its status, a message naming what is wrong, nothing logged. */
static void check_refused(rk_status got, rk_status want, const char *needle) {
    char buf[512];
    CHECK_EQ_INT(got, want);
    rk_last_error_message(buf, sizeof buf);
    CHECK_MSG(strstr(buf, needle) != NULL, "the message \"%s\" does not say \"%s\"", buf, needle);
    RKT_EXPECT_LOG("");
}

/* ---- attach and detach ---- */

static void s01_one_component_per_slot(void) {
    world *w = world_new();
    rk_header *second = NULL;
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_GIF, &second));
    CHECK(component_of(w, RK_KIND_HEADER) == NULL);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->footer));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->trailer));
    rkt_log_reset();
    CHECK(component_of(w, RK_KIND_HEADER) == (void *)w->header);
    CHECK(component_of(w, RK_KIND_FOOTER) == (void *)w->footer);
    CHECK(component_of(w, RK_KIND_AUTO_FOOTER) == NULL); /* the footer slot holds a back footer */
    CHECK(component_of(w, RK_KIND_TRAILER) == (void *)w->trailer);
    /* A second header; an auto footer beside the back footer (MJRefresh's one mj_footer). */
    check_refused(rk_scroll_view_attach(w->sv, second), RK_ERR_INVALID_STATE, "header slot holds a header");
    check_refused(rk_scroll_view_attach(w->sv, w->af), RK_ERR_INVALID_STATE, "footer slot holds a footer");
    /* Attached already: here, or to another scroll view. */
    check_refused(rk_scroll_view_attach(w->sv, w->header), RK_ERR_INVALID_STATE, "attached to this scroll view");
    {
        rk_scroll_view *other = NULL;
        CHECK_OK(rk_scroll_view_create(w->fx.ctx, &other));
        check_refused(rk_scroll_view_attach(other, w->trailer), RK_ERR_INVALID_STATE,
                      "attached to another scroll view");
        check_refused(rk_scroll_view_detach(other, w->trailer), RK_ERR_INVALID_STATE, "not attached to this");
        CHECK_OK(rk_scroll_view_attach(other, second));
        CHECK_OK(rk_scroll_view_destroy(other));
    }
    CHECK(component_of(w, RK_KIND_HEADER) == (void *)w->header);
    /* Detach frees the slot; the other footer then fits. */
    CHECK_OK(rk_scroll_view_detach(w->sv, w->footer));
    check_refused(rk_scroll_view_detach(w->sv, w->footer), RK_ERR_INVALID_STATE, "not attached");
    CHECK(component_of(w, RK_KIND_FOOTER) == NULL);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    /* docs/behaviour/auto-footer.md §2: the auto footer adds h */
    RKT_EXPECT_LOG("A:req:44@0 S:inset:bottom=44@0:A");
    CHECK(component_of(w, RK_KIND_AUTO_FOOTER) == (void *)w->af);
    CHECK_OK(rk_header_destroy(second));
    world_free(w);
}

static void s02_what_cannot_attach(void) {
    world *w = world_new();
    rk_task *task = NULL;
    rk_probe *probe = NULL;
    rk_indicator *indicator = NULL;
    rk_context *other = NULL;
    rk_header *foreign = NULL;
    rk_auto_footer *dead = NULL;
    void *out = RKT_PTR(0x77);
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    CHECK_OK(rk_probe_create(w->fx.ctx, &probe));
    CHECK_OK(rk_indicator_create(w->fx.ctx, &indicator));
    CHECK_OK(rk_context_create(&other));
    CHECK_OK(rk_header_create(other, RK_HEADER_STYLE_NORMAL, &foreign));
    CHECK_OK(rk_auto_footer_create(w->fx.ctx, RK_AUTO_FOOTER_STYLE_GIF, &dead));
    CHECK_OK(rk_auto_footer_destroy(dead));
    check_refused(rk_scroll_view_attach(w->sv, task), RK_ERR_INVALID_HANDLE, "handle is a task");
    check_refused(rk_scroll_view_attach(w->sv, probe), RK_ERR_INVALID_HANDLE, "handle is a probe");
    check_refused(rk_scroll_view_attach(w->sv, indicator), RK_ERR_INVALID_HANDLE, "expected a footer, header");
    check_refused(rk_scroll_view_attach(w->sv, w->sv), RK_ERR_INVALID_HANDLE, "handle is a scroll view");
    check_refused(rk_scroll_view_attach(w->sv, w->fx.ctx), RK_ERR_INVALID_HANDLE, "");
    check_refused(rk_scroll_view_attach(w->sv, NULL), RK_ERR_INVALID_HANDLE, "NULL");
    check_refused(rk_scroll_view_attach(w->sv, dead), RK_ERR_INVALID_HANDLE, "destroyed");
    check_refused(rk_scroll_view_attach(w->sv, foreign), RK_ERR_INVALID_HANDLE, "another context");
    check_refused(rk_scroll_view_attach(NULL, w->header), RK_ERR_INVALID_HANDLE, "NULL");
    check_refused(rk_scroll_view_attach((rk_scroll_view *)w->header, w->trailer), RK_ERR_INVALID_HANDLE,
                  "expected a scroll view");
    check_refused(rk_scroll_view_detach(w->sv, task), RK_ERR_INVALID_HANDLE, "handle is a task");
    check_refused(rk_scroll_view_get_component(w->sv, RK_KIND_TASK, &out), RK_ERR_INVALID_ARGUMENT, "kind");
    check_refused(rk_scroll_view_get_component(w->sv, RK_KIND_SCROLL_VIEW, &out), RK_ERR_INVALID_ARGUMENT, "kind");
    check_refused(rk_scroll_view_get_component(w->sv, RK_KIND_HEADER, NULL), RK_ERR_INVALID_ARGUMENT, "NULL");
    CHECK(out == RKT_PTR(0x77));
    {
        double v = 5;
        check_refused(rk_scroll_view_get_host_inset(w->sv, 3, &v), RK_ERR_INVALID_ARGUMENT, "edge");
        check_refused(rk_scroll_view_get_host_inset(w->sv, -1, &v), RK_ERR_INVALID_ARGUMENT, "edge");
        CHECK_EQ_BITS(v, 5.0);
    }
    {
        rk_scroll_metrics m;
        memset(&m, 0, sizeof m);
        m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
        check_refused(rk_scroll_view_get_metrics(w->sv, &m), RK_ERR_INVALID_ARGUMENT, "struct_size");
        m = w->m;
        m.offset_y = NAN;
        check_refused(rk_scroll_view_set_metrics(w->sv, &m), RK_ERR_INVALID_ARGUMENT, "offset");
        check_refused(rk_scroll_view_set_metrics(w->sv, NULL), RK_ERR_INVALID_ARGUMENT, "NULL");
    }
    CHECK(component_of(w, RK_KIND_HEADER) == NULL);
    CHECK_STR(rk_kind_name(RK_KIND_SCROLL_VIEW), "scroll-view");
    {
        uint32_t count = 0, index = 9;
        CHECK_OK(rk_signal_count(RK_KIND_SCROLL_VIEW, &count));
        CHECK_EQ_U64(count, 3); /* 1.5: load-states-changed */
        CHECK_OK(rk_signal_lookup(RK_KIND_SCROLL_VIEW, "offset-requested", &index));
        CHECK_EQ_U64(index, 1);
    }
    CHECK_OK(rk_context_destroy(other));
    world_free(w);
}

/* Attach from another thread: loop-only. */
static void *attach_off_loop(void *arg) {
    world *w = arg;
    CHECK_RC(rk_scroll_view_attach(w->sv, w->header), RK_ERR_WRONG_THREAD);
    CHECK_RC(rk_scroll_view_detach(w->sv, w->header), RK_ERR_WRONG_THREAD);
    return NULL;
}

static void s03_attach_is_loop_only(void) {
    world *w = world_new();
    RKT_RUN_THREAD(attach_off_loop, w);
    CHECK(component_of(w, RK_KIND_HEADER) == NULL);
    world_free(w);
}

/* ---- the order of driving ---- */

static void s04_one_update_drives_header_footer_trailer_in_that_order(void) {
    world *w = world_new();
    rk_scroll_metrics m;
    /* Attached in the reverse order: the order of driving is the slots'. */
    CHECK_OK(rk_scroll_view_attach(w->sv, w->trailer));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    RKT_EXPECT_LOG("A:req:44@0 S:inset:bottom=44@0:A");
    w->mask |= RKT_EVM(RKT_EV_LAYOUT);
    w->m.viewport_width = 320; /* everyone's frame moves */
    w->m.content_width = 320;
    push(w);
    RKT_EXPECT_LOG("H:layout:0,-54,320,54 A:layout:0,1000,320,44 T:layout:320,0,60,600");
    w->mask &= ~RKT_EVM(RKT_EV_LAYOUT);
    /* One drag: the header and the trailer both pulled, the footer's content grows. */
    w->m.content_height = 1200;
    scroll(w, -150, 70, 1);
    RKT_EXPECT_LOG("H:state:2<1 T:state:2<1");
    /* The release: each enters Refreshing and asks for its own edge and axis; the scroll view
       relays each request after the component's own signal. */
    scroll(w, -150, 70, 0);
    RKT_EXPECT_LOG("H:state:3<2 H:req:118@0.25 S:inset:top=118@0.25:H H:req:-118@0.25 "
                   "S:offset:y=-118@0.25:H T:state:3<2 T:req:60@0.25 S:inset:right=60@0.25:T "
                   "T:req:60@0.25 S:offset:x=60@0.25:T");
    /* The host applied every request; the scroll view took them as applied too. */
    m = sv_metrics(w);
    CHECK_EQ_BITS(m.inset_top, 118.0);
    CHECK_EQ_BITS(m.offset_y, -118.0);
    CHECK_EQ_BITS(m.inset_right, 60.0);
    CHECK_EQ_BITS(m.offset_x, 60.0);
    CHECK_EQ_BITS(m.inset_bottom, 44.0);
    CHECK_EQ_BITS(w->m.inset_top, 118.0);
    CHECK_EQ_BITS(w->m.offset_x, 60.0);
    /* F8: the host's own insets are what it had. */
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_TOP), 64.0);
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_BOTTOM), 0.0);
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_RIGHT), 0.0);
    run(w, 0.25);
    RKT_EXPECT_LOG("H:refreshing T:refreshing");
    /* A command outside an update is relayed too, and the scroll view's metrics follow it. */
    CHECK_OK(rk_header_end_refreshing(w->header, NULL, NULL));
    RKT_EXPECT_LOG("H:state:1<3 H:req:64@0.4 S:inset:top=64@0.4:H");
    CHECK_EQ_BITS(sv_metrics(w).inset_top, 64.0);
    world_free(w);
}

/* The auto footer reads the header's request of the same update (the original's synchronous write
   to the scroll view, which its next observer sees): the offset rule of
   docs/behaviour/auto-footer.md §4 with r = 0 (F13 does not apply: the offset is below the rest
   line once the header has given its inset back). */
static void s05_a_later_component_sees_the_earlier_ones_requests(void) {
    world *w = world_new();
    rk_auto_footer_geometry g;
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    rkt_log_reset();
    scroll(w, -150, 0, 1);
    scroll(w, -150, 0, 0); /* the header asks for -118: the footer's offset of this update */
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_auto_footer_get_geometry(w->af, &g));
    CHECK_EQ_BITS(g.previous_offset, -150.0);
    CHECK_EQ_BITS(g.top_rest_offset, -118.0); /* T = 64 + the header's 54 */
    world_free(w);
}

/* ---- a header, an auto footer and a trailer driven by one update ---- */

static void s06_header_auto_footer_trailer_in_one_update(void) {
    world *w = world_new();
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->trailer));
    rkt_log_reset();
    /* A diagonal drag to the content's end: the footer loads (tall, 444 >= its line 444) and the
       trailer turns Pulling, in one update; the header, below its rest line, stays Idle. */
    scroll(w, 300, 20, 1);
    RKT_EXPECT_LOG("");
    scroll(w, 444, 70, 1);
    RKT_EXPECT_LOG("A:state:3<1 A:refreshing T:state:2<1");
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_IDLE);
    /* The lift: the trailer refreshes; the footer, Refreshing, takes no pan. */
    w->m.pan = RK_PAN_ENDED;
    w->m.dragging = 0;
    push(w);
    RKT_EXPECT_LOG("T:state:3<2 T:req:60@0.25 S:inset:right=60@0.25:T T:req:60@0.25 S:offset:x=60@0.25:T");
    CHECK_OK(rk_auto_footer_end_refreshing(w->af, NULL, NULL));
    CHECK_OK(rk_trailer_end_refreshing(w->trailer, NULL, NULL));
    RKT_EXPECT_LOG("A:state:1<3 T:state:1<3 T:req:0@0.4 S:inset:right=0@0.4:T");
    /* Pull the header down: only it reacts. */
    scroll(w, -150, 0, 1);
    scroll(w, -150, 0, 0);
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    CHECK_EQ_INT(state_of(w->trailer), RK_FOOTER_IDLE);
    world_free(w);
}

/* ---- destroy on either side ---- */

static void s07_destroying_the_scroll_view_detaches(void) {
    world *w = world_new();
    rk_auto_footer_geometry g;
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    scroll(w, -150, 0, 1);
    scroll(w, -150, 0, 0);
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_REFRESHING);
    rkt_log_reset();
    CHECK_OK(rk_scroll_view_destroy(w->sv));
    /* Each gives back its contribution through its own signal (the scroll view's ended first);
       the header's load ends, cancelled as detached (1.5), with no inset left to ask for. */
    RKT_EXPECT_LOG("H:req:64@0 H:state:1<3 A:req:0@0");
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_IDLE);
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_auto_footer_get_geometry(w->af, &g));
    CHECK_EQ_INT(g.attached, 0);
    CHECK_EQ_BITS(g.bottom_contribution, 0.0);
    /* Both take their own updates again. */
    w->m.inset_top = 64;
    w->m.inset_bottom = 0;
    CHECK_OK(rk_header_set_metrics(w->header, &w->m));
    CHECK_OK(rk_auto_footer_set_metrics(w->af, &w->m));
    RKT_EXPECT_LOG("A:req:44@0"); /* the idle header adds nothing, the footer attaches */
    w->sv = NULL;
    world_free(w);
}

static void s08_destroying_a_component_detaches_it(void) {
    world *w = world_new();
    rk_auto_footer *af2 = NULL;
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    scroll(w, -150, 0, 1);
    scroll(w, -150, 0, 0);
    rkt_log_reset();
    /* The destroyed component's handlers are gone: the scroll view tells its give-back. */
    CHECK_OK(rk_auto_footer_destroy(w->af));
    RKT_EXPECT_LOG("S:inset:bottom=0@0:A");
    CHECK(component_of(w, RK_KIND_AUTO_FOOTER) == NULL);
    CHECK_OK(rk_header_destroy(w->header));
    RKT_EXPECT_LOG("S:inset:top=64@0:H");
    CHECK(component_of(w, RK_KIND_HEADER) == NULL);
    CHECK_EQ_BITS(sv_metrics(w).inset_top, 64.0);
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_BOTTOM), 0.0);
    /* The slots are free; the scroll view keeps working. */
    CHECK_OK(rk_auto_footer_create(w->fx.ctx, RK_AUTO_FOOTER_STYLE_GIF, &af2));
    CHECK_OK(rk_scroll_view_attach(w->sv, af2));
    RKT_EXPECT_LOG("S:inset:bottom=44@0:?");
    push(w);
    world_free(w);
}

/* A handler may destroy either side during an update: the components still deliver what they
   queued; nothing more is driven after the scroll view is gone. */
static void destroy_view_in_header_handler(void *o, int32_t state, int32_t old, void *ud) {
    world *w = ud;
    (void)o;
    (void)old;
    if (state == RK_FOOTER_PULLING && w->sv != NULL) {
        rkt_log("destroy-view");
        CHECK_OK(rk_scroll_view_destroy(w->sv));
        w->sv = NULL;
    }
}

static void destroy_trailer_in_header_handler(void *o, int32_t state, int32_t old, void *ud) {
    world *w = ud;
    (void)o;
    (void)old;
    if (state == RK_FOOTER_PULLING && w->trailer != NULL) {
        rkt_log("destroy-trailer");
        CHECK_OK(rk_trailer_destroy(w->trailer));
        w->trailer = NULL;
    }
}

static void s09_destroy_from_a_handler_during_an_update(void) {
    world *w = world_new();
    rk_connection c = 0;
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->trailer));
    CHECK_OK(rk_connect(w->header, "state-changed", (rk_callback)destroy_trailer_in_header_handler, w, NULL, &c));
    rkt_log_reset();
    /* The trailer was driven (Pulling) before the header's handler destroyed it: its own handlers
       were gone by then, so its state change reaches nobody. */
    scroll(w, -150, 70, 1);
    RKT_EXPECT_LOG("H:state:2<1 destroy-trailer");
    CHECK(component_of(w, RK_KIND_TRAILER) == NULL);
    CHECK_OK(rk_disconnect(w->fx.ctx, c));
    scroll(w, -64, 0, 1); /* dragged back: Idle */
    scroll(w, -64, 0, 0);
    CHECK_OK(rk_connect(w->header, "state-changed", (rk_callback)destroy_view_in_header_handler, w, NULL, NULL));
    rkt_log_reset();
    scroll(w, -150, 0, 1);
    RKT_EXPECT_LOG("H:state:2<1 destroy-view");
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_PULLING);
    CHECK_OK(rk_header_set_metrics(w->header, &w->m)); /* alone again */
    world_free(w);
}

/* A handler may update the scroll view again (a nested scroll event). */
static void nested_update(void *o, int32_t state, int32_t old, void *ud) {
    world *w = ud;
    (void)o;
    (void)old;
    if (state == RK_FOOTER_PULLING) {
        rkt_log("nested");
        scroll(w, -64, 0, 1); /* dragged back to rest */
    }
}

static void s10_a_handler_may_update_again(void) {
    world *w = world_new();
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    CHECK_OK(rk_connect(w->header, "state-changed", (rk_callback)nested_update, w, NULL, NULL));
    rkt_log_reset();
    scroll(w, -150, 0, 1);
    RKT_EXPECT_LOG("H:state:2<1 nested H:state:1<2");
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_IDLE);
    CHECK_EQ_BITS(sv_metrics(w).offset_y, -64.0);
    world_free(w);
}

static void s11_the_context_destroy_ends_both_sides(void) {
    world *w = world_new();
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->trailer));
    scroll(w, -150, 70, 1);
    rkt_log_reset();
    CHECK_OK(rk_context_destroy(w->fx.ctx));
    RKT_EXPECT_LOG(""); /* every handler ended first */
    w->fx.ctx = NULL;
    world_free(w);
}

/* ---- the unattached path, the attached back footer ---- */

static void s12_the_back_footer_alone_and_attached(void) {
    world *w = world_new();
    rk_scroll_metrics m = w->m;
    char buf[256];
    /* Alone: rk_footer_set_metrics as in 1.0 (a 1.0-sized struct too). */
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.offset_y = 400 + 60; /* happen 400 (C - H), Pulling past 444 */
    m.dragging = 1;
    CHECK_OK(rk_footer_set_metrics(w->footer, &m));
    RKT_EXPECT_LOG("F:state:2<1");
    m.offset_y = 420; /* back between happen and the trigger */
    CHECK_OK(rk_footer_set_metrics(w->footer, &m));
    RKT_EXPECT_LOG("F:state:1<2");
    /* Attached, its own update is refused; the scroll view's drives it. */
    CHECK_OK(rk_scroll_view_attach(w->sv, w->footer));
    rkt_log_reset();
    m.offset_y = 460;
    CHECK_RC(rk_footer_set_metrics(w->footer, &m), RK_ERR_INVALID_STATE);
    rk_last_error_message(buf, sizeof buf);
    CHECK(strstr(buf, "rk_scroll_view_set_metrics") != NULL);
    RKT_EXPECT_LOG("");
    m.offset_y = NAN; /* bad arguments are still bad arguments */
    CHECK_RC(rk_footer_set_metrics(w->footer, &m), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_header_set_metrics(w->header, &w->m), RK_OK);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_RC(rk_header_set_metrics(w->header, &w->m), RK_ERR_INVALID_STATE);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->trailer));
    CHECK_RC(rk_trailer_set_metrics(w->trailer, &w->m), RK_ERR_INVALID_STATE);
    rkt_log_reset();
    scroll(w, 460, 0, 1);
    RKT_EXPECT_LOG("F:state:2<1");
    scroll(w, 460, 0, 0); /* released: Refreshing asks for h on the bottom edge */
    RKT_EXPECT_LOG("F:state:3<2 F:req:44@0.25 S:inset:bottom=44@0.25:F F:req:444@0.25 "
                   "S:offset:y=444@0.25:F");
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_BOTTOM), 0.0);
    /* Detached while refreshing: exactly the refreshing inset comes back, at once, and the load
       ends, cancelled as detached (1.5): to Idle, with no inset left to ask for. */
    CHECK_OK(rk_scroll_view_detach(w->sv, w->footer));
    RKT_EXPECT_LOG("F:req:0@0 S:inset:bottom=0@0:F F:state:1<3");
    CHECK_EQ_INT(state_of(w->footer), RK_FOOTER_IDLE);
    /* Alone again: its own updates work. */
    w->m.inset_bottom = 0;
    CHECK_OK(rk_footer_set_metrics(w->footer, &w->m));
    CHECK_OK(rk_footer_begin_refreshing(w->footer, NULL, NULL));
    CHECK_OK(rk_footer_end_refreshing(w->footer, NULL, NULL));
    world_free(w);
}

/* Off the loop thread: an attached footer's own update is queued (RK_OK, the attachment is the loop
   thread's to know) and dropped at dispatch; the scroll view's update is queued and drives. */
static void *update_off_loop(void *arg) {
    world *w = arg; /* the loop thread waits for this one: the host's metrics are its own meanwhile */
    CHECK_OK(rk_footer_set_metrics(w->footer, &w->m));
    w->m.offset_y = 470;
    CHECK_OK(rk_scroll_view_set_metrics(w->sv, &w->m));
    return NULL;
}

static void s13_updates_from_another_thread(void) {
    world *w = world_new();
    CHECK_OK(rk_scroll_view_attach(w->sv, w->footer));
    rkt_log_reset();
    w->m.offset_y = 460;
    w->m.dragging = 1;
    RKT_RUN_THREAD(update_off_loop, w);
    RKT_EXPECT_LOG(""); /* nothing before the dispatch */
    run(w, 0);
    RKT_EXPECT_LOG("F:state:2<1"); /* once: the scroll view's, not the dropped own update */
    CHECK_EQ_BITS(sv_metrics(w).offset_y, 470.0);
    world_free(w);
}

/* A component that holds an inset of its own updates moves onto a scroll view: it gives that
   inset back to its own host through its own signal (no relay), then asks the scroll view for its
   contribution on the scroll view's metrics (F8: each host inset stays its own). */
static void s14_a_lone_component_moves_its_inset(void) {
    world *w = world_new();
    rk_scroll_metrics lone = w->m; /* another native view: the components' own host */
    rk_header_geometry g;
    lone.inset_top = 20;
    lone.offset_y = -20;
    /* The auto footer, attached alone by its first update: it asks its own host for 44. */
    CHECK_OK(rk_auto_footer_set_metrics(w->af, &lone));
    RKT_EXPECT_LOG("A:req:44@0");
    /* The header, refreshing alone: 20 + 54 asked of its own host. */
    CHECK_OK(rk_header_set_metrics(w->header, &lone));
    CHECK_OK(rk_header_begin_refreshing(w->header, NULL, NULL));
    run(w, 1);
    lone.inset_top = 74;
    lone.offset_y = -74;
    CHECK_OK(rk_header_set_metrics(w->header, &lone));
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_REFRESHING);
    rkt_log_reset();
    w->m.inset_bottom = 10;
    push(w);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    RKT_EXPECT_LOG("A:req:0@0 A:req:54@0 S:inset:bottom=54@0:A");
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_BOTTOM), 10.0);
    /* The header's refreshing inset follows the offset (clamp(-y - T0, 0, h)): V at rest shows
       none of it, so it asks V for nothing until V's offset makes room. */
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    RKT_EXPECT_LOG("H:req:20@0");
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_TOP), 64.0);
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_header_get_geometry(w->header, &g));
    CHECK_EQ_BITS(g.top_contribution, 0.0);
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_REFRESHING);
    scroll(w, -100, 0, 0);
    RKT_EXPECT_LOG("H:req:100@0 S:inset:top=100@0:H");
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_TOP), 64.0);
    /* Detaching gives back exactly what each asked of the scroll view; the refreshing header's
       load ends, cancelled as detached (1.5). */
    CHECK_OK(rk_scroll_view_detach(w->sv, w->af));
    CHECK_OK(rk_scroll_view_detach(w->sv, w->header));
    RKT_EXPECT_LOG("A:req:10@0 S:inset:bottom=10@0:A H:req:64@0 S:inset:top=64@0:H H:state:1<3");
    CHECK_EQ_BITS(sv_metrics(w).inset_bottom, 10.0);
    CHECK_EQ_BITS(sv_metrics(w).inset_top, 64.0);
    world_free(w);
}

/* ---- the update order: content size and pan for every component, then the offset ---- */

/* rk_scroll_view_get_metrics is the host's metrics with every request since applied: the world's
   host applies every relayed request to w->m, which otherwise holds its last update. */
static void check_view_is_host(world *w, const char *step) {
    rk_scroll_metrics m = sv_metrics(w);
    RKT_NOTE("%s", step);
    CHECK_EQ_INT(m.dragging, w->m.dragging);
    CHECK_EQ_BITS(m.viewport_width, w->m.viewport_width);
    CHECK_EQ_BITS(m.viewport_height, w->m.viewport_height);
    CHECK_EQ_BITS(m.content_width, w->m.content_width);
    CHECK_EQ_BITS(m.content_height, w->m.content_height);
    CHECK_EQ_BITS(m.inset_top, w->m.inset_top);
    CHECK_EQ_BITS(m.inset_bottom, w->m.inset_bottom);
    CHECK_EQ_BITS(m.inset_left, w->m.inset_left);
    CHECK_EQ_BITS(m.inset_right, w->m.inset_right);
    CHECK_EQ_BITS(m.offset_y, w->m.offset_y);
    CHECK_EQ_BITS(m.offset_x, w->m.offset_x);
    CHECK_EQ_INT(m.pan, w->m.pan);
    CHECK_EQ_INT((int)m.item_count, (int)w->m.item_count);
    CHECK_EQ_INT((int)m.last_visible_item, (int)w->m.last_visible_item);
    RKT_NOTE("%s", "");
}

/* A drag on short content (H 600, C 300, T 20) pulls the header past its trigger (-74) to -286;
   the lift (pan ended) comes in an update carrying -286. The header begins and asks for -74 and
   a top inset of 74. The auto footer's pan-end rule reads the offset that update carried (-286,
   above its line -T = -20: no load), not the header's request (-74, exactly on the line once the
   header's inset is in): every component takes the pan before any takes the offset. */
static void s15_the_pan_end_rule_reads_its_own_update(void) {
    world *w = world_new();
    w->m.content_height = 300;
    w->m.inset_top = 20;
    w->m.offset_y = -20;
    push(w);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    RKT_EXPECT_LOG("A:req:44@0 S:inset:bottom=44@0:A");
    w->m.pan = RK_PAN_BEGAN;
    w->m.dragging = 1;
    push(w);
    w->m.pan = RK_PAN_CHANGED;
    w->m.offset_y = -286;
    push(w);
    RKT_EXPECT_LOG("H:state:2<1");
    w->m.pan = RK_PAN_ENDED;
    w->m.dragging = 0;
    push(w);
    RKT_EXPECT_LOG("H:state:3<2 H:req:74@0.25 S:inset:top=74@0.25:H H:req:-74@0.25 S:offset:y=-74@0.25:H");
    CHECK_EQ_INT(state_of(w->header), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    check_view_is_host(w, "after the lift");
    /* The host's next update carries the requests: nothing more happens. */
    w->m.pan = RK_PAN_NONE;
    push(w);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    /* The rule itself is unchanged: a drag that ends at the rest line of this short content loads. */
    CHECK_OK(rk_header_end_refreshing(w->header, NULL, NULL));
    RKT_EXPECT_LOG("H:state:1<3 H:req:20@0.4 S:inset:top=20@0.4:H");
    w->m.offset_y = -20;
    w->m.pan = RK_PAN_BEGAN;
    w->m.dragging = 1;
    push(w);
    w->m.pan = RK_PAN_ENDED;
    w->m.dragging = 0;
    push(w);
    RKT_EXPECT_LOG("A:state:3<1 A:refreshing");
    world_free(w);
}

/* The same order with other numbers and a trailer on the view (H 812, W 375, C 500, Cw 1000,
   T 88, B 34): a diagonal drag pulls the header (trigger -142) and the trailer (trigger 685);
   the lift at (-200, 700) begins both. The auto footer's pan-end line is -T = -88 for the
   update's -200: it stays Idle, whatever the header's -142 and top inset 142 say. */
static void s16_the_lift_begins_the_header_and_the_trailer_not_the_auto_footer(void) {
    world *w = world_new();
    w->m.viewport_height = 812;
    w->m.content_height = 500;
    w->m.content_width = 1000;
    w->m.inset_top = 88;
    w->m.inset_bottom = 34;
    w->m.offset_y = -88;
    push(w);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->trailer));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    RKT_EXPECT_LOG("A:req:78@0 S:inset:bottom=78@0:A");
    w->m.pan = RK_PAN_BEGAN;
    w->m.dragging = 1;
    push(w);
    w->m.pan = RK_PAN_CHANGED;
    w->m.offset_y = -200;
    w->m.offset_x = 700;
    push(w);
    RKT_EXPECT_LOG("H:state:2<1 T:state:2<1");
    w->m.pan = RK_PAN_ENDED;
    w->m.dragging = 0;
    push(w);
    RKT_EXPECT_LOG("H:state:3<2 H:req:142@0.25 S:inset:top=142@0.25:H H:req:-142@0.25 S:offset:y=-142@0.25:H "
                   "T:state:3<2 T:req:60@0.25 S:inset:right=60@0.25:T T:req:685@0.25 S:offset:x=685@0.25:T");
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    check_view_is_host(w, "after the diagonal lift");
    w->m.pan = RK_PAN_NONE;
    push(w);
    RKT_EXPECT_LOG("");
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    check_view_is_host(w, "the host's next update");
    world_free(w);
}

/* ---- one truth for the offset and the insets ---- */

/* A request made outside an update is the scroll view's at once, for every component: the header
   begins (a command) at y 2695 and asks for -54; the auto footer's images then grow it from 44 to
   60, which asks for the bottom inset again: the offset stays -54. */
static void s17_the_header_s_offset_survives_the_auto_footer_s_growth(void) {
    world *w = world_new();
    rk_image tall = {1, 375, 60};
    w->m.content_height = 4000;
    w->m.inset_top = 0;
    w->m.offset_y = 0;
    push(w);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    RKT_EXPECT_LOG("A:req:44@0 S:inset:bottom=44@0:A");
    scroll(w, 2695, 0, 0);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_header_begin_refreshing(w->header, NULL, NULL));
    RKT_EXPECT_LOG("H:state:3<1 H:req:54@0.25 S:inset:top=54@0.25:H H:req:-54@0.25 S:offset:y=-54@0.25:H");
    check_view_is_host(w, "the header began");
    CHECK_OK(rk_auto_footer_set_images(w->af, RK_FOOTER_IDLE, &tall, 1));
    RKT_EXPECT_LOG("A:req:60@0 S:inset:bottom=60@0:A");
    CHECK_EQ_BITS(sv_metrics(w).offset_y, -54.0);
    check_view_is_host(w, "the auto footer grew");
    push(w); /* the host's next update carries every request: nothing more is asked */
    RKT_EXPECT_LOG("");
    check_view_is_host(w, "the host's next update");
    CHECK_EQ_INT(state_of(w->af), RK_FOOTER_IDLE);
    world_free(w);
}

/* A header, an auto footer and a trailer on one view (H 700, W 400, C 2500, Cw 900, T 30, B 10):
   the header's and the trailer's requests made by commands, then the auto footer hidden, shown
   and detached; after each step the scroll view's metrics are the host's, every request applied,
   and each later request is made from them. */
static void s18_every_request_is_the_scroll_view_s_for_every_component(void) {
    world *w = world_new();
    rk_auto_footer_geometry g;
    w->m.viewport_width = 400;
    w->m.viewport_height = 700;
    w->m.content_height = 2500;
    w->m.content_width = 900;
    w->m.inset_top = 30;
    w->m.inset_bottom = 10;
    w->m.offset_y = 1200;
    w->m.offset_x = 100;
    push(w);
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->trailer));
    RKT_EXPECT_LOG("A:req:54@0 S:inset:bottom=54@0:A");
    check_view_is_host(w, "attached");
    CHECK_OK(rk_header_begin_refreshing(w->header, NULL, NULL));
    RKT_EXPECT_LOG("H:state:3<1 H:req:84@0.25 S:inset:top=84@0.25:H H:req:-84@0.25 S:offset:y=-84@0.25:H");
    check_view_is_host(w, "the header began");
    /* The auto footer sees the header's request as the offset it last saw. */
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_auto_footer_get_geometry(w->af, &g));
    CHECK_EQ_BITS(g.top_rest_offset, -84.0);
    CHECK_EQ_BITS(g.previous_offset, 1200.0);
    CHECK_OK(rk_auto_footer_set_hidden(w->af, 1));
    RKT_EXPECT_LOG("A:req:10@0 S:inset:bottom=10@0:A");
    check_view_is_host(w, "the auto footer hidden");
    CHECK_OK(rk_trailer_begin_refreshing(w->trailer, NULL, NULL));
    RKT_EXPECT_LOG("T:state:3<1 T:req:60@0.25 S:inset:right=60@0.25:T T:req:560@0.25 S:offset:x=560@0.25:T");
    check_view_is_host(w, "the trailer began");
    CHECK_OK(rk_auto_footer_set_hidden(w->af, 0));
    RKT_EXPECT_LOG("A:req:54@0 S:inset:bottom=54@0:A");
    check_view_is_host(w, "the auto footer shown");
    CHECK_OK(rk_scroll_view_detach(w->sv, w->af));
    RKT_EXPECT_LOG("A:req:10@0 S:inset:bottom=10@0:A");
    check_view_is_host(w, "the auto footer detached");
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_TOP), 30.0);
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_BOTTOM), 10.0);
    CHECK_EQ_BITS(host_inset(w, RK_SCROLL_EDGE_RIGHT), 0.0);
    push(w); /* the host's next update carries every request: nothing more is asked */
    RKT_EXPECT_LOG("");
    check_view_is_host(w, "the host's next update");
    world_free(w);
}

/* A paging auto footer loads at the end (H 600, T 0, C 1800: y 1244 = C + B - H); while it
   loads, the header begins by a command and asks for -54. The footer's end then scrolls back by
   the whole bottom inset from the offset the scroll view has now: -54 - 44 = -98. */
static void s19_the_paging_end_starts_from_the_current_offset(void) {
    world *w = world_new();
    w->m.content_height = 1800;
    w->m.inset_top = 0;
    w->m.offset_y = 0;
    push(w);
    CHECK_OK(rk_auto_footer_set_paging_enabled(w->af, 1));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->header));
    CHECK_OK(rk_scroll_view_attach(w->sv, w->af));
    RKT_EXPECT_LOG("A:req:44@0 S:inset:bottom=44@0:A");
    scroll(w, 1200, 0, 1);
    scroll(w, 1244, 0, 1);
    RKT_EXPECT_LOG("A:state:3<1 A:refreshing");
    scroll(w, 1244, 0, 0);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_header_begin_refreshing(w->header, NULL, NULL));
    RKT_EXPECT_LOG("H:state:3<1 H:req:54@0.25 S:inset:top=54@0.25:H H:req:-54@0.25 S:offset:y=-54@0.25:H");
    CHECK_OK(rk_auto_footer_end_refreshing(w->af, NULL, NULL));
    RKT_EXPECT_LOG("A:state:1<3 A:req:-98@0.4 S:offset:y=-98@0.4:A");
    check_view_is_host(w, "the paging end");
    world_free(w);
}

static const rkt_case cases[] = {
    RKT_CASE(s01_one_component_per_slot),
    RKT_CASE(s02_what_cannot_attach),
    RKT_CASE(s03_attach_is_loop_only),
    RKT_CASE(s04_one_update_drives_header_footer_trailer_in_that_order),
    RKT_CASE(s05_a_later_component_sees_the_earlier_ones_requests),
    RKT_CASE(s06_header_auto_footer_trailer_in_one_update),
    RKT_CASE(s07_destroying_the_scroll_view_detaches),
    RKT_CASE(s08_destroying_a_component_detaches_it),
    RKT_CASE(s09_destroy_from_a_handler_during_an_update),
    RKT_CASE(s10_a_handler_may_update_again),
    RKT_CASE(s11_the_context_destroy_ends_both_sides),
    RKT_CASE(s12_the_back_footer_alone_and_attached),
    RKT_CASE(s13_updates_from_another_thread),
    RKT_CASE(s14_a_lone_component_moves_its_inset),
    RKT_CASE(s15_the_pan_end_rule_reads_its_own_update),
    RKT_CASE(s16_the_lift_begins_the_header_and_the_trailer_not_the_auto_footer),
    RKT_CASE(s17_the_header_s_offset_survives_the_auto_footer_s_growth),
    RKT_CASE(s18_every_request_is_the_scroll_view_s_for_every_component),
    RKT_CASE(s19_the_paging_end_starts_from_the_current_offset),
};

RKT_MAIN(cases)
