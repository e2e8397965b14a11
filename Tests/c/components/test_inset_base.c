/*
 * test_inset_base: the base inset a component builds on is the host's inset as reported now, minus
 * what the component itself added (never a copy kept from an earlier update). A host may change
 * its insets while a component ignores offsets (hidden, interaction disabled) or while it is
 * refreshing; the next requests and the geometry queries must then start from the new inset.
 *
 * Trailer (the horizontal pull edge): W the viewport width, Cw the content width, L/R the host's
 * left/right insets. V = W - L - R, D = Cw - V, happen = max(D, 0) - L; entering Refreshing adds
 * c = 60 + max(-D, 0) to the right inset (asks for R + c) and asks for the offset happen + 60.
 * Header: the base top inset is the reported top inset minus the header's contribution.
 *
 * The host double applies every inset and offset request to the metrics it reports next, as a
 * scroll view does; the cases change an inset between two requests, as a host's own layout does
 * (a keyboard, a safe area, a toolbar).
 */
#include "rk_test.h"

/* The host double: rkt_host (rk_test.h), watching the requests of its trailer or header. */
typedef rkt_host host;

#define REQUESTS (RKT_EVM(RKT_EV_INSET) | RKT_EVM(RKT_EV_OFFSET))

/* Forgets the requests seen so far. */
static void host_forget(host *h) {
    h->count[RKT_EV_INSET] = 0;
    h->count[RKT_EV_OFFSET] = 0;
    h->last[RKT_EV_INSET].value = NAN;
    h->last[RKT_EV_OFFSET].value = NAN;
}

/* ---- the trailer ---- */

/* A trailer of a horizontal scroll view (W x 200, content Cw wide) at rest at its left end. */
static host *trailer_host(double W, double Cw, double L, double R) {
    host *h = rkt_host_new(1000.0);
    CHECK_OK(rk_trailer_create(h->fx.ctx, RK_TRAILER_STYLE_NORMAL, &h->trailer));
    rkt_host_watch(h, RK_KIND_TRAILER, REQUESTS);
    h->m = rkt_metrics(W, 200, Cw, 200, 0);
    h->m.inset_left = L;
    h->m.inset_right = R;
    h->m.offset_x = -L;
    CHECK_OK(rk_trailer_set_metrics(h->trailer, &h->m));
    host_forget(h);
    return h;
}

RKT_QUERY_FN(trailer_geometry, host, trailer, rk_trailer_geometry, rk_trailer_get_geometry)
RKT_VALUE_FN(trailer_state, host, trailer, rk_footer_state, -1, rk_trailer_get_state)

/* What the trailer should ask for when it begins with the host's insets L, R (see the top). */
typedef struct expected {
    double inset;
    double offset;
    double happen;
} expected;

static expected trailer_expects(double W, double Cw, double L, double R) {
    double V = W - L - R, D = Cw - V;
    expected e;
    e.happen = (D > 0 ? D : 0) - L;
    e.inset = R + 60 + (D < 0 ? -D : 0);
    e.offset = e.happen + 60;
    return e;
}

/* Begins (the trailer is visible, so at once) and checks the two requests. */
static void trailer_begin_expecting(host *h, expected e) {
    host_forget(h);
    CHECK_OK(rk_trailer_begin_refreshing(h->trailer, NULL, NULL));
    CHECK_EQ_INT(trailer_state(h), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(h->count[RKT_EV_INSET], 1);
    CHECK_EQ_BITS(h->last[RKT_EV_INSET].value, e.inset);
    CHECK_EQ_INT(h->count[RKT_EV_OFFSET], 1);
    CHECK_EQ_BITS(h->last[RKT_EV_OFFSET].value, e.offset);
}

typedef struct trailer_case {
    const char *name;
    double W, Cw, L, R;
    /* The host's insets after its change. */
    double L2, R2;
} trailer_case;

/* The numbers first (right 0 -> 6 under wide content: offset 1311, not 1305; right 0 -> 10
   beside narrow content: c 140, not 150), then independent ones (both insets moving, both ways). */
static const trailer_case trailer_cases[] = {
    {"wide, right 0 -> 6", 375, 1620, 0, 0, 0, 6},
    {"narrow, right 0 -> 10", 375, 285, 0, 0, 0, 10},
    {"wide, left 12 -> 30, right 4 -> 20", 320, 900, 12, 4, 30, 20},
    {"narrow, left 10 -> 10, right 5 -> 25", 400, 250, 10, 5, 10, 25},
    {"narrow, right 40 -> 8", 414, 300, 0, 40, 0, 8},
};

/* A hidden trailer ignores offsets, but its base is the host's inset of now: the host changes its
   insets while the trailer is hidden, then begins refreshing it from code. */
static void t01_right_inset_changed_while_hidden(void) {
    size_t i;
    for (i = 0; i < sizeof trailer_cases / sizeof trailer_cases[0]; i++) {
        const trailer_case *c = &trailer_cases[i];
        host *h = trailer_host(c->W, c->Cw, c->L, c->R);
        expected before = trailer_expects(c->W, c->Cw, c->L, c->R);
        expected after = trailer_expects(c->W, c->Cw, c->L2, c->R2);
        rk_trailer_geometry g;
        RKT_NOTE("%s", c->name);
        CHECK_EQ_BITS(trailer_geometry(h).happen_offset, before.happen);
        CHECK_OK(rk_trailer_set_hidden(h->trailer, 1));
        h->m.inset_left = c->L2;
        h->m.inset_right = c->R2;
        h->m.offset_x = -c->L2;
        CHECK_OK(rk_trailer_set_metrics(h->trailer, &h->m));
        g = trailer_geometry(h);
        CHECK_EQ_BITS(g.snapshot_left, c->L2);
        CHECK_EQ_BITS(g.snapshot_right, c->R2);
        CHECK_EQ_BITS(g.happen_offset, after.happen);
        CHECK_EQ_BITS(g.trigger_offset, after.happen + 60);
        trailer_begin_expecting(h, after);
        /* The end gives back exactly what the trailer added. */
        host_forget(h);
        CHECK_OK(rk_trailer_end_refreshing(h->trailer, NULL, NULL));
        CHECK_EQ_INT(h->count[RKT_EV_INSET], 1);
        CHECK_EQ_BITS(h->last[RKT_EV_INSET].value, c->R2);
        rkt_host_free(h);
    }
    rkt_note[0] = '\0';
}

/* Interaction disabled: the trailer takes no update at all, yet what it asks for follows the
   insets the host reported meanwhile. */
static void t02_right_inset_changed_while_interaction_disabled(void) {
    size_t i;
    for (i = 0; i < sizeof trailer_cases / sizeof trailer_cases[0]; i++) {
        const trailer_case *c = &trailer_cases[i];
        host *h = trailer_host(c->W, c->Cw, c->L, c->R);
        RKT_NOTE("%s", c->name);
        CHECK_OK(rk_trailer_set_interaction_enabled(h->trailer, 0));
        h->m.inset_left = c->L2;
        h->m.inset_right = c->R2;
        CHECK_OK(rk_trailer_set_metrics(h->trailer, &h->m));
        CHECK_OK(rk_trailer_set_interaction_enabled(h->trailer, 1));
        trailer_begin_expecting(h, trailer_expects(c->W, c->Cw, c->L2, c->R2));
        rkt_host_free(h);
    }
    rkt_note[0] = '\0';
}

/* While refreshing the host moves its insets (the trailer's c stays in the reported right inset);
   the end gives back exactly c, and the next refresh, begun before any other update, starts from
   the host's new insets. */
static void t03_right_inset_changed_while_refreshing(void) {
    size_t i;
    for (i = 0; i < sizeof trailer_cases / sizeof trailer_cases[0]; i++) {
        const trailer_case *c = &trailer_cases[i];
        host *h = trailer_host(c->W, c->Cw, c->L, c->R);
        expected before = trailer_expects(c->W, c->Cw, c->L, c->R);
        expected after = trailer_expects(c->W, c->Cw, c->L2, c->R2);
        double contribution = before.inset - c->R;
        rk_trailer_geometry g;
        RKT_NOTE("%s", c->name);
        trailer_begin_expecting(h, before);
        /* The host's change: its own right inset moves by R2 - R under the trailer's c. */
        h->m.inset_left = c->L2;
        h->m.inset_right = c->R2 + contribution;
        CHECK_OK(rk_trailer_set_metrics(h->trailer, &h->m));
        g = trailer_geometry(h);
        CHECK_EQ_BITS(g.snapshot_left, c->L2);
        CHECK_EQ_BITS(g.snapshot_right, c->R2);
        CHECK_EQ_BITS(g.right_contribution, contribution);
        host_forget(h);
        CHECK_OK(rk_trailer_end_refreshing(h->trailer, NULL, NULL));
        CHECK_EQ_INT(h->count[RKT_EV_INSET], 1);
        CHECK_EQ_BITS(h->last[RKT_EV_INSET].value, c->R2);
        g = trailer_geometry(h);
        CHECK_EQ_BITS(g.snapshot_right, c->R2);
        CHECK_EQ_BITS(g.happen_offset, after.happen);
        trailer_begin_expecting(h, after);
        rkt_host_free(h);
    }
    rkt_note[0] = '\0';
}

/* Refreshing and hidden at once: the change reaches the trailer only as reported metrics. */
static void t04_right_inset_changed_while_refreshing_and_hidden(void) {
    size_t i;
    for (i = 0; i < sizeof trailer_cases / sizeof trailer_cases[0]; i++) {
        const trailer_case *c = &trailer_cases[i];
        host *h = trailer_host(c->W, c->Cw, c->L, c->R);
        expected before = trailer_expects(c->W, c->Cw, c->L, c->R);
        double contribution = before.inset - c->R;
        RKT_NOTE("%s", c->name);
        trailer_begin_expecting(h, before);
        CHECK_OK(rk_trailer_set_hidden(h->trailer, 1));
        h->m.inset_left = c->L2;
        h->m.inset_right = c->R2 + contribution;
        CHECK_OK(rk_trailer_set_metrics(h->trailer, &h->m));
        host_forget(h);
        CHECK_OK(rk_trailer_end_refreshing(h->trailer, NULL, NULL));
        CHECK_EQ_BITS(h->last[RKT_EV_INSET].value, c->R2);
        trailer_begin_expecting(h, trailer_expects(c->W, c->Cw, c->L2, c->R2));
        rkt_host_free(h);
    }
    rkt_note[0] = '\0';
}

/* ---- the header ---- */

static host *header_host(double top) {
    host *h = rkt_host_new(1000.0);
    CHECK_OK(rk_header_create(h->fx.ctx, RK_HEADER_STYLE_NORMAL, &h->header));
    rkt_host_watch(h, RK_KIND_HEADER, REQUESTS);
    h->m = rkt_metrics(375, 812, 0, 1500, top);
    CHECK_OK(rk_header_set_metrics(h->header, &h->m));
    host_forget(h);
    return h;
}

RKT_QUERY_FN(header_geometry, host, header, rk_header_geometry, rk_header_get_geometry)

/* The header's base and the lines made from it follow the host's top inset while the header is
   hidden or takes no interaction (it reads no offset then), and its refresh starts from there. */
static void h01_top_inset_changed_while_hidden(void) {
    static const struct {
        double top, top2;
        int hide;
    } cases[] = {{88, 20, 1}, {88, 20, 0}, {0, 47, 1}, {64, 140, 0}};
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        host *h = header_host(cases[i].top);
        rk_header_geometry g;
        RKT_NOTE("top %g -> %g, %s", cases[i].top, cases[i].top2, cases[i].hide ? "hidden" : "interaction off");
        if (cases[i].hide) CHECK_OK(rk_header_set_hidden(h->header, 1));
        else CHECK_OK(rk_header_set_interaction_enabled(h->header, 0));
        h->m.inset_top = cases[i].top2;
        CHECK_OK(rk_header_set_metrics(h->header, &h->m));
        g = header_geometry(h);
        CHECK_EQ_BITS(g.base_top, cases[i].top2);
        CHECK_EQ_BITS(g.happen_offset, -cases[i].top2);
        CHECK_EQ_BITS(g.trigger_offset, -cases[i].top2 - 54);
        if (!cases[i].hide) CHECK_OK(rk_header_set_interaction_enabled(h->header, 1));
        CHECK_OK(rk_header_begin_refreshing(h->header, NULL, NULL));
        CHECK_EQ_BITS(h->last[RKT_EV_INSET].value, cases[i].top2 + 54);
        CHECK_EQ_BITS(h->last[RKT_EV_OFFSET].value, -(cases[i].top2 + 54));
        rkt_host_free(h);
    }
    rkt_note[0] = '\0';
}

static const rkt_case cases[] = {
    RKT_CASE(t01_right_inset_changed_while_hidden),
    RKT_CASE(t02_right_inset_changed_while_interaction_disabled),
    RKT_CASE(t03_right_inset_changed_while_refreshing),
    RKT_CASE(t04_right_inset_changed_while_refreshing_and_hidden),
    RKT_CASE(h01_top_inset_changed_while_hidden),
};

RKT_MAIN(cases)
