/*
 * test_auto_footer_bad_input: every auto footer setter, command and query (1.2) given bad input,
 * in each of the footer's states, as test_header_bad_input does for the header. The bad-input
 * matrix covers every function with bad handles, threads and values once, in one world; this file
 * adds what the matrix leaves out:
 * - each bad call in five footer states (Idle dragged near the line after a pan began, Refreshing
 *   with its GIF animating, Idle with the paging end animation and its completion pending,
 *   NoMoreData, WillRefresh while not visible), compared with the whole observable state before
 *   and after and with the signal log (no signal at all);
 * - a twin footer that got no bad call: after the matrix both take the same next steps and must
 *   emit the same signals with the same arguments (nothing invisible was half-applied: a budget, a
 *   previous offset, a contribution);
 * - the metrics field by field, the fields appended in 1.2 included, and the struct sizes;
 * - an attached footer's own rk_auto_footer_set_metrics (RK_ERR_INVALID_STATE, nothing changed; bad
 *   metrics are still RK_ERR_INVALID_ARGUMENT: arguments are checked first);
 * - the valid edges of every range (the other side of the matrix);
 * - a destroy with a completion pending calls it once with finished = 0.
 * Each bad call must return the status its declaration documents, with a last-error message, and
 * leave out-parameters untouched.
 */
#include "rk_test.h"

#include <float.h>
#include <stdarg.h>
#include <stddef.h>

/* ================================================================================================
 * A host double: a context on a fake clock, one lone auto footer, every signal logged
 * ============================================================================================== */

enum { LOG_CAP = 1 << 16, MAX_SIGNALS = 32 };

typedef struct fx fx;
typedef struct {
    fx *owner;
    const char *name;
} fslot;

struct fx {
    rk_context *ctx;
    rkt_clock clock;
    rk_auto_footer *af;
    rk_scroll_metrics m;
    fslot slots[MAX_SIGNALS];
    size_t nslots;
    unsigned long nev, mark;
    char log[LOG_CAP];
    size_t len;
    int done_calls, done_finished;
};

static void fx_log(fx *h, const char *fmt, ...) RKT_PRINTF(2, 3);
static void fx_log(fx *h, const char *fmt, ...) {
    va_list ap;
    h->nev++;
    if (h->len >= LOG_CAP - 1) return;
    va_start(ap, fmt);
    h->len += (size_t)vsnprintf(h->log + h->len, LOG_CAP - h->len, fmt, ap);
    va_end(ap);
    if (h->len > LOG_CAP - 1) h->len = LOG_CAP - 1;
}

#define SLOT(ud) ((fslot *)(ud))
static void s_v(void *o, void *ud) { (void)o; fx_log(SLOT(ud)->owner, "%s; ", SLOT(ud)->name); }
static void s_i(void *o, int32_t a, void *ud) { (void)o; fx_log(SLOT(ud)->owner, "%s:%d; ", SLOT(ud)->name, (int)a); }
static void s_ii(void *o, int32_t a, int32_t b, void *ud) {
    (void)o;
    fx_log(SLOT(ud)->owner, "%s:%d<%d; ", SLOT(ud)->name, (int)a, (int)b);
}
static void s_d(void *o, double a, void *ud) { (void)o; fx_log(SLOT(ud)->owner, "%s:%.17g; ", SLOT(ud)->name, a); }
static void s_dd(void *o, double a, double b, void *ud) {
    (void)o;
    fx_log(SLOT(ud)->owner, "%s:%.17g@%.17g; ", SLOT(ud)->name, a, b);
}
static void s_dddd(void *o, double a, double b, double c, double d, void *ud) {
    (void)o;
    fx_log(SLOT(ud)->owner, "%s:%.17g,%.17g,%.17g,%.17g; ", SLOT(ud)->name, a, b, c, d);
}
static void s_si(void *o, const char *text, int32_t priority, void *ud) {
    (void)o;
    fx_log(SLOT(ud)->owner, "%s:%s/%d; ", SLOT(ud)->name, text, (int)priority);
}
static void s_u(void *o, uint64_t a, void *ud) {
    (void)o;
    fx_log(SLOT(ud)->owner, "%s:%llu; ", SLOT(ud)->name, (unsigned long long)a);
}
static void s_ui(void *o, uint64_t a, int32_t b, void *ud) {
    (void)o;
    fx_log(SLOT(ud)->owner, "%s:%llu/%d; ", SLOT(ud)->name, (unsigned long long)a, (int)b);
}
static void s_s(void *o, const char *s, void *ud) { (void)o; fx_log(SLOT(ud)->owner, "%s:%s; ", SLOT(ud)->name, s); }
static double s_measure(void *o, const char *s, void *ud) {
    (void)o;
    fx_log(SLOT(ud)->owner, "%s:%s; ", SLOT(ud)->name, s);
    return 7.0 * (double)strlen(s);
}

static const struct {
    const char *shape;
    rk_callback fn;
} handlers[] = {
    {"v:", (rk_callback)s_v},     {"v:i", (rk_callback)s_i},   {"v:ii", (rk_callback)s_ii},
    {"v:d", (rk_callback)s_d},    {"v:dd", (rk_callback)s_dd}, {"v:dddd", (rk_callback)s_dddd},
    {"v:ui", (rk_callback)s_ui},  {"v:s", (rk_callback)s_s},   {"v:u", (rk_callback)s_u},  {"v:si", (rk_callback)s_si},   {"d:s", (rk_callback)s_measure},
};

static void fx_dispatch(fx *h) {
    uint32_t ran = 1;
    int guard = 0;
    while (ran != 0 && guard++ < 100) CHECK_OK(rk_context_dispatch(h->ctx, &ran));
}

static void fx_advance(fx *h, double seconds) {
    rkt_clock_advance(&h->clock, seconds);
    fx_dispatch(h);
}

static void fx_scroll(fx *h, double y, int32_t dragging, rk_pan_state pan) {
    h->m.offset_y = y;
    h->m.dragging = dragging;
    h->m.pan = pan;
    CHECK_OK(rk_auto_footer_set_metrics(h->af, &h->m));
}

static void on_inset(void *o, double bottom, double duration, void *ud) {
    (void)o;
    (void)duration;
    ((fx *)ud)->m.inset_bottom = bottom; /* the host applies it */
}

static void on_offset(void *o, double y, double duration, void *ud) {
    (void)o;
    (void)duration;
    ((fx *)ud)->m.offset_y = y;
}

static void frames(rk_image *out, uint32_t n, uint64_t base, double width, double height) {
    uint32_t i;
    for (i = 0; i < n; i++) {
        out[i].id = base + i;
        out[i].width = width;
        out[i].height = height;
    }
}

/* A GIF auto footer (setup FA of test_auto_footer_scenarios.c, alone: its first update attaches it,
   B = 44), frames on Idle and Refreshing, custom titles, a trigger budget of 2, auto-alpha and a
   logging handler on every signal. */
static fx *fx_new(void) {
    fx *h = calloc(1, sizeof *h);
    rk_image img[4];
    const double durations[3] = {0.1, 0.2, 0.3};
    uint32_t count = 0, i;
    if (h == NULL) {
        CHECK_MSG(0, "out of memory");
        exit(1);
    }
    rkt_clock_init(&h->clock, 1000.0);
    CHECK_OK(rk_context_create(&h->ctx));
    CHECK_OK(rkt_clock_install(h->ctx, &h->clock));
    CHECK_OK(rk_auto_footer_create(h->ctx, RK_AUTO_FOOTER_STYLE_GIF, &h->af));
    CHECK_OK(rk_signal_count(RK_KIND_AUTO_FOOTER, &count));
    for (i = 0; i < count && h->nslots < MAX_SIGNALS; i++) {
        rk_signal_desc d;
        char shape[RKT_SHAPE_SIZE];
        rk_callback fn = NULL;
        size_t k;
        memset(&d, 0, sizeof d);
        d.struct_size = sizeof d;
        CHECK_OK(rk_signal_info(RK_KIND_AUTO_FOOTER, i, &d));
        rkt_signal_shape(&d, shape);
        for (k = 0; k < sizeof handlers / sizeof handlers[0]; k++) {
            if (strcmp(handlers[k].shape, shape) == 0) fn = handlers[k].fn;
        }
        CHECK_MSG(fn != NULL, "no logging handler for the auto footer's \"%s\" (%s)", d.name, shape);
        if (fn == NULL) continue;
        h->slots[h->nslots].owner = h;
        h->slots[h->nslots].name = d.name;
        CHECK_OK(rk_connect(h->af, d.name, fn, &h->slots[h->nslots], NULL, NULL));
        h->nslots++;
    }
    CHECK_OK(rk_connect(h->af, "inset-requested", (rk_callback)on_inset, h, NULL, NULL));
    CHECK_OK(rk_connect(h->af, "offset-requested", (rk_callback)on_offset, h, NULL, NULL));
    memset(&h->m, 0, sizeof h->m);
    h->m.struct_size = sizeof h->m;
    h->m.viewport_width = 375;
    h->m.viewport_height = 600;
    h->m.content_height = 1000;
    h->m.inset_top = 64;
    h->m.inset_left = 2;
    h->m.offset_y = -64;
    h->m.content_width = 375;
    h->m.inset_right = 3;
    h->m.offset_x = 1;
    CHECK_OK(rk_auto_footer_set_metrics(h->af, &h->m));
    frames(img, 4, 100, 50, 30);
    CHECK_OK(rk_auto_footer_set_images(h->af, RK_FOOTER_IDLE, img, 4));
    frames(img, 3, 300, 50, 30);
    CHECK_OK(rk_auto_footer_set_images_with_frame_durations(h->af, RK_FOOTER_REFRESHING, img, durations, 3));
    CHECK_OK(rk_auto_footer_set_title(h->af, RK_FOOTER_IDLE, "more"));
    CHECK_OK(rk_auto_footer_set_title(h->af, RK_FOOTER_NO_MORE_DATA, "\xe5\xae\x8c"));
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(h->af, 2));
    CHECK_OK(rk_auto_footer_set_automatically_change_alpha(h->af, 1));
    fx_dispatch(h);
    return h;
}

static void fx_free(fx *h) {
    CHECK_OK(rk_context_destroy(h->ctx));
    free(h);
}

static rk_footer_state fx_state(fx *h) {
    rk_footer_state s = -1;
    CHECK_OK(rk_auto_footer_get_state(h->af, &s));
    return s;
}

/* ---- the five states ---- */

static fx *in_idle(void) {
    fx *h = fx_new();
    fx_scroll(h, 300, 1, RK_PAN_BEGAN);
    fx_scroll(h, 430, 1, RK_PAN_CHANGED); /* 14 short of the line */
    CHECK_EQ_INT(fx_state(h), RK_FOOTER_IDLE);
    return h;
}

static fx *in_refreshing(void) {
    fx *h = in_idle();
    fx_scroll(h, 444, 1, RK_PAN_CHANGED);
    fx_advance(h, 0.05); /* its GIF animates */
    CHECK_EQ_INT(fx_state(h), RK_FOOTER_REFRESHING);
    return h;
}

static void on_paging_done(rk_auto_footer *footer, int32_t finished, void *ud) {
    fx *h = ud;
    (void)footer;
    h->done_calls++;
    h->done_finished = finished;
}

static fx *in_paging_end(void) {
    fx *h = in_refreshing();
    CHECK_OK(rk_auto_footer_set_paging_enabled(h->af, 1));
    CHECK_OK(rk_auto_footer_end_refreshing(h->af, on_paging_done, h));
    fx_advance(h, 0.1); /* the 0.4 s paging animation is still running */
    CHECK_EQ_INT(fx_state(h), RK_FOOTER_IDLE);
    CHECK_EQ_INT(h->done_calls, 0);
    return h;
}

static fx *in_no_more_data(void) {
    fx *h = in_refreshing();
    CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(h->af, NULL, NULL));
    CHECK_EQ_INT(fx_state(h), RK_FOOTER_NO_MORE_DATA);
    return h;
}

static fx *in_will_refresh(void) {
    fx *h = in_idle();
    CHECK_OK(rk_auto_footer_set_visible(h->af, 0));
    CHECK_OK(rk_auto_footer_begin_refreshing(h->af, NULL, NULL));
    CHECK_EQ_INT(fx_state(h), RK_FOOTER_WILL_REFRESH);
    return h;
}

static const struct {
    const char *name;
    fx *(*make)(void);
} setups[] = {
    {"Idle", in_idle},
    {"Refreshing", in_refreshing},
    {"Idle with the paging end pending", in_paging_end},
    {"NoMoreData", in_no_more_data},
    {"WillRefresh", in_will_refresh},
};

/* ---- the footer's whole observable state ---- */

typedef struct {
    rk_footer_state state;
    double percent, alpha;
    int32_t spinning;
    rk_auto_footer_layout layout;
    rk_auto_footer_geometry geo;
    rk_footer_gif gif;
    char label[256], lang[32];
    char titles[6][256];
    rk_status frame_rc;
    uint64_t frame_id;
    int32_t frame_index;
    double next_timeout;
    int done_calls;
} snap;

static void take(fx *h, snap *s) {
    int k;
    memset(s, 0, sizeof *s);
    CHECK_OK(rk_auto_footer_get_state(h->af, &s->state));
    CHECK_OK(rk_auto_footer_get_pulling_percent(h->af, &s->percent));
    CHECK_OK(rk_auto_footer_get_alpha(h->af, &s->alpha));
    CHECK_OK(rk_auto_footer_is_spinner_animating(h->af, &s->spinning));
    s->layout.struct_size = sizeof s->layout;
    CHECK_OK(rk_auto_footer_get_layout(h->af, &s->layout));
    s->geo.struct_size = sizeof s->geo;
    CHECK_OK(rk_auto_footer_get_geometry(h->af, &s->geo));
    s->gif.struct_size = sizeof s->gif;
    CHECK_OK(rk_auto_footer_get_gif(h->af, &s->gif));
    CHECK_OK(rk_auto_footer_get_label(h->af, s->label, sizeof s->label, NULL));
    CHECK_OK(rk_auto_footer_get_language(h->af, s->lang, sizeof s->lang, NULL));
    for (k = RK_FOOTER_IDLE; k <= RK_FOOTER_NO_MORE_DATA; k++) {
        CHECK_OK(rk_auto_footer_get_title(h->af, k, s->titles[k], sizeof s->titles[k], NULL));
    }
    s->frame_rc = rk_auto_footer_frame_at(h->af, h->clock.now + 0.123, &s->frame_id, &s->frame_index);
    CHECK_OK(rk_context_next_timeout(h->ctx, &s->next_timeout));
    s->done_calls = h->done_calls;
}

static const char *snap_diff(const snap *a, const snap *b) {
    static char out[512];
    size_t used = 0;
#define SNAP_FIELD(field)                                                                         \
    if (memcmp(&a->field, &b->field, sizeof a->field) != 0 && used < sizeof out)                  \
        used += (size_t)snprintf(out + used, sizeof out - used, "%s ", #field);
    out[0] = '\0';
    SNAP_FIELD(state) SNAP_FIELD(percent) SNAP_FIELD(alpha) SNAP_FIELD(spinning) SNAP_FIELD(layout)
    SNAP_FIELD(geo) SNAP_FIELD(gif) SNAP_FIELD(label) SNAP_FIELD(lang) SNAP_FIELD(titles)
    SNAP_FIELD(frame_rc) SNAP_FIELD(frame_id) SNAP_FIELD(frame_index) SNAP_FIELD(next_timeout)
    SNAP_FIELD(done_calls)
#undef SNAP_FIELD
    return out;
}

/* ================================================================================================
 * The bad calls
 * ============================================================================================== */

typedef struct bad_row bad_row;
struct bad_row {
    const char *name;
    rk_status (*call)(fx *h, const bad_row *r);
    int i1, i2, i3;
    double d1, d2;
    const char *s1;
    rk_status want;
};

#define BAD_ARG RK_ERR_INVALID_ARGUMENT

/* Metrics that differ from the host's in every field (the 1.2 ones too) and would load: the pan
   ends past the line. */
static rk_scroll_metrics changed(const fx *h) {
    rk_scroll_metrics m = h->m;
    m.viewport_width += 10;
    m.viewport_height += 10;
    m.content_height += 77;
    m.inset_top += 1;
    m.inset_bottom += 2;
    m.inset_left += 3;
    m.offset_y = 900;
    m.dragging = 0;
    m.content_width += 9;
    m.inset_right += 4;
    m.offset_x += 6;
    m.pan = RK_PAN_ENDED;
    return m;
}

static rk_status r_metrics_field(fx *h, const bad_row *r) {
    rk_scroll_metrics m = changed(h);
    memcpy((char *)&m + r->i1, &r->d1, sizeof r->d1);
    return rk_auto_footer_set_metrics(h->af, &m);
}

/* i1 = struct_size; i2 = 1: also put NaN in offset_y (a field of 1.0). */
static rk_status r_metrics_size(fx *h, const bad_row *r) {
    rk_scroll_metrics m = changed(h);
    m.struct_size = (uint32_t)r->i1;
    if (r->i2) m.offset_y = NAN;
    return rk_auto_footer_set_metrics(h->af, &m);
}

static rk_status r_metrics_null(fx *h, const bad_row *r) {
    (void)r;
    return rk_auto_footer_set_metrics(h->af, NULL);
}

static rk_status r_metrics_dragging(fx *h, const bad_row *r) {
    rk_scroll_metrics m = changed(h);
    m.dragging = r->i1;
    return rk_auto_footer_set_metrics(h->af, &m);
}

static rk_status r_metrics_pan(fx *h, const bad_row *r) {
    rk_scroll_metrics m = changed(h);
    m.pan = r->i1;
    return rk_auto_footer_set_metrics(h->af, &m);
}

static rk_status r_flag(fx *h, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_auto_footer_set_visible(h->af, r->i2);
    case 1: return rk_auto_footer_set_hidden(h->af, r->i2);
    case 2: return rk_auto_footer_set_interaction_enabled(h->af, r->i2);
    case 3: return rk_auto_footer_set_automatically_refresh(h->af, r->i2);
    case 4: return rk_auto_footer_set_paging_enabled(h->af, r->i2);
    case 5: return rk_auto_footer_set_refreshing_title_hidden(h->af, r->i2);
    default: return rk_auto_footer_set_automatically_change_alpha(h->af, r->i2);
    }
}

/* i1: 0 height, 1 ignored bottom inset, 2 label left inset, 3 text width, 4/5 spinner width/height,
   6 trigger percent. */
static rk_status r_double(fx *h, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_auto_footer_set_height(h->af, r->d1);
    case 1: return rk_auto_footer_set_ignored_bottom_inset(h->af, r->d1);
    case 2: return rk_auto_footer_set_label_left_inset(h->af, r->d1);
    case 3: return rk_auto_footer_set_text_width(h->af, r->d1);
    case 4: return rk_auto_footer_set_spinner_size(h->af, r->d1, 20);
    case 5: return rk_auto_footer_set_spinner_size(h->af, 20, r->d1);
    default: return rk_auto_footer_set_trigger_percent(h->af, r->d1);
    }
}

static rk_status r_durations(fx *h, const bad_row *r) {
    return rk_auto_footer_set_animation_durations(h->af, r->d1, r->d2);
}

/* Images: i1 = api (0 plain, 1 with duration d2, 2 with frame durations), i2 = state, i3 = variant:
   0 valid, 1 NULL images with count 3, 2 too many, 3/4 first/last width = d1, 5/6 first/last
   height = d1, 7 durations NULL, 8 the second frame's duration = d1. The valid frames' first is 95
   tall: a partial application would grow the footer and its inset. */
static rk_status r_images(fx *h, const bad_row *r) {
    static rk_image many[RK_FOOTER_MAX_FRAMES + 1];
    static double many_d[RK_FOOTER_MAX_FRAMES + 1];
    rk_image img[3] = {{700, 30, 95}, {701, 30, 30}, {702, 30, 30}};
    double d[3] = {0.1, 0.1, 0.1};
    const rk_image *images = img;
    const double *durations = d;
    uint32_t count = 3, i;
    switch (r->i3) {
    case 1: images = NULL; break;
    case 2:
        for (i = 0; i < RK_FOOTER_MAX_FRAMES + 1; i++) {
            many[i].id = 800 + i;
            many[i].width = many[i].height = 10;
            many_d[i] = 0.01;
        }
        many[0].height = 95;
        images = many;
        durations = many_d;
        count = RK_FOOTER_MAX_FRAMES + 1;
        break;
    case 3: img[0].width = r->d1; break;
    case 4: img[2].width = r->d1; break;
    case 5: img[0].height = r->d1; break;
    case 6: img[2].height = r->d1; break;
    case 7: durations = NULL; break;
    case 8: d[1] = r->d1; break;
    default: break;
    }
    switch (r->i1) {
    case 0: return rk_auto_footer_set_images(h->af, r->i2, images, count);
    case 1: return rk_auto_footer_set_images_with_duration(h->af, r->i2, images, count, r->d2);
    default: return rk_auto_footer_set_images_with_frame_durations(h->af, r->i2, images, durations, count);
    }
}

static char long_text[RK_MAX_STRING_BYTES + 2];

/* i1: 0 title (state i2; s1 NULL = the over-long text), 1 language (i3 = 1: NULL; s1 NULL = the
   over-long text). */
static rk_status r_text(fx *h, const bad_row *r) {
    if (r->i1 == 0) return rk_auto_footer_set_title(h->af, r->i2, r->s1 ? r->s1 : long_text);
    return rk_auto_footer_set_language(h->af, r->i3 ? NULL : r->s1 ? r->s1 : long_text);
}

/* Copying queries: i1 = 0 title (state i2), 1 language, 2 label; i3 = 1: buf NULL with cap 5.
   Nothing may be written on an error. */
static rk_status r_copy_query(fx *h, const bad_row *r) {
    char buf[64];
    size_t len = 777;
    rk_status s;
    char *b = r->i3 ? NULL : buf;
    size_t cap = r->i3 ? 5 : sizeof buf;
    memset(buf, 'Q', sizeof buf);
    switch (r->i1) {
    case 0: s = rk_auto_footer_get_title(h->af, r->i2, b, cap, &len); break;
    case 1: s = rk_auto_footer_get_language(h->af, b, cap, &len); break;
    default: s = rk_auto_footer_get_label(h->af, b, cap, &len); break;
    }
    if (s != RK_OK) {
        CHECK_EQ_U64(len, 777);
        CHECK(buf[0] == 'Q' && buf[63] == 'Q');
    }
    return s;
}

static rk_status r_scalar_null(fx *h, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_auto_footer_get_state(h->af, NULL);
    case 1: return rk_auto_footer_get_pulling_percent(h->af, NULL);
    case 2: return rk_auto_footer_get_alpha(h->af, NULL);
    default: return rk_auto_footer_is_spinner_animating(h->af, NULL);
    }
}

/* Struct queries: i1 = 0 layout, 1 geometry, 2 gif; i2 = struct_size, or -1 for a NULL out. */
static rk_status r_struct_query(fx *h, const bad_row *r) {
    union {
        rk_auto_footer_layout l;
        rk_auto_footer_geometry g;
        rk_footer_gif gif;
        unsigned char bytes[512];
    } u, copy;
    rk_status s;
    memset(&u, 0x5A, sizeof u);
    u.l.struct_size = (uint32_t)r->i2;
    copy = u;
    switch (r->i1) {
    case 0: s = rk_auto_footer_get_layout(h->af, r->i2 < 0 ? NULL : &u.l); break;
    case 1: s = rk_auto_footer_get_geometry(h->af, r->i2 < 0 ? NULL : &u.g); break;
    default: s = rk_auto_footer_get_gif(h->af, r->i2 < 0 ? NULL : &u.gif); break;
    }
    if (s != RK_OK) CHECK_MSG(memcmp(&u, &copy, sizeof u) == 0, "out struct written on an error");
    return s;
}

/* frame_at: d1 = t (relative to now unless not finite); i1 = 0 both outs, 1 id NULL, 2 index NULL. */
static rk_status r_frame_at(fx *h, const bad_row *r) {
    uint64_t id = 4242;
    int32_t index = 4242;
    double t = isfinite(r->d1) ? h->clock.now + r->d1 : r->d1;
    rk_status s = rk_auto_footer_frame_at(h->af, t, r->i1 == 1 ? NULL : &id, r->i1 == 2 ? NULL : &index);
    if (s != RK_OK) {
        CHECK_EQ_U64(id, 4242);
        CHECK_EQ_INT(index, 4242);
    }
    return s;
}

static rk_status r_create(fx *h, const bad_row *r) {
    rk_auto_footer *out = RKT_HANDLE(rk_auto_footer, 0x77);
    rk_status s = rk_auto_footer_create(h->ctx, r->i1, r->i2 ? NULL : &out);
    if (s != RK_OK) CHECK(out == RKT_HANDLE(rk_auto_footer, 0x77));
    return s;
}

#define OFF(field) (int)offsetof(rk_scroll_metrics, field)
#define M4(field)                                                                                 \
    {"set_metrics " #field " NaN", r_metrics_field, OFF(field), 0, 0, NAN, 0, NULL, BAD_ARG},     \
    {"set_metrics " #field " +inf", r_metrics_field, OFF(field), 0, 0, INFINITY, 0, NULL, BAD_ARG}, \
    {"set_metrics " #field " -inf", r_metrics_field, OFF(field), 0, 0, -INFINITY, 0, NULL, BAD_ARG}, \
    {"set_metrics " #field " 1.5e9", r_metrics_field, OFF(field), 0, 0, 1.5e9, 0, NULL, BAD_ARG}
#define NEG(field)                                                                                \
    {"set_metrics " #field " -1", r_metrics_field, OFF(field), 0, 0, -1, 0, NULL, BAD_ARG},       \
    {"set_metrics " #field " -1e-300", r_metrics_field, OFF(field), 0, 0, -1e-300, 0, NULL, BAD_ARG}
#define FAR(field)                                                                                \
    {"set_metrics " #field " -1.5e9", r_metrics_field, OFF(field), 0, 0, -1.5e9, 0, NULL, BAD_ARG}
#define FLAG3(name, which)                                                                        \
    {name " 2", r_flag, which, 2, 0, 0, 0, NULL, BAD_ARG},                                        \
    {name " -1", r_flag, which, -1, 0, 0, 0, NULL, BAD_ARG},                                      \
    {name " INT32_MIN", r_flag, which, INT32_MIN, 0, 0, 0, NULL, BAD_ARG}
#define LEN5(name, which)                                                                         \
    {name " NaN", r_double, which, 0, 0, NAN, 0, NULL, BAD_ARG},                                  \
    {name " +inf", r_double, which, 0, 0, INFINITY, 0, NULL, BAD_ARG},                            \
    {name " -inf", r_double, which, 0, 0, -INFINITY, 0, NULL, BAD_ARG},                           \
    {name " -1", r_double, which, 0, 0, -1, 0, NULL, BAD_ARG},                                    \
    {name " -1e-300", r_double, which, 0, 0, -1e-300, 0, NULL, BAD_ARG},                          \
    {name " 1.5e9", r_double, which, 0, 0, 1.5e9, 0, NULL, BAD_ARG}
#define IMGS(api, dur)                                                                            \
    {"images api " #api " state 0", r_images, api, 0, 0, 0, dur, NULL, BAD_ARG},                  \
    {"images api " #api " state 7", r_images, api, 7, 0, 0, dur, NULL, BAD_ARG},                  \
    {"images api " #api " state -1", r_images, api, -1, 0, 0, dur, NULL, BAD_ARG},                \
    {"images api " #api " NULL with count", r_images, api, 1, 1, 0, dur, NULL, BAD_ARG},          \
    {"images api " #api " too many", r_images, api, 3, 2, 0, dur, NULL, BAD_ARG},                 \
    {"images api " #api " first width NaN", r_images, api, 1, 3, NAN, dur, NULL, BAD_ARG},        \
    {"images api " #api " last width -1", r_images, api, 3, 4, -1, dur, NULL, BAD_ARG},           \
    {"images api " #api " last width 1.5e9", r_images, api, 5, 4, 1.5e9, dur, NULL, BAD_ARG},     \
    {"images api " #api " first height +inf", r_images, api, 3, 5, INFINITY, dur, NULL, BAD_ARG}, \
    {"images api " #api " first height -1", r_images, api, 2, 5, -1, dur, NULL, BAD_ARG},         \
    {"images api " #api " last height NaN", r_images, api, 4, 6, NAN, dur, NULL, BAD_ARG}
#define TITLE(state, text)                                                                        \
    {"set_title state " #state " " #text, r_text, 0, state, 0, 0, 0, text, BAD_ARG}

static const bad_row rows[] = {
    /* rk_auto_footer_set_metrics */
    {"set_metrics NULL", r_metrics_null, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 0", r_metrics_size, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 4", r_metrics_size, 4, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 1.0 - 1", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0 - 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 1.0 + 1", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0 + 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size up to pan", r_metrics_size, OFF(pan), 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size sizeof - 1", r_metrics_size, (int)sizeof(rk_scroll_metrics) - 1, 0, 0, 0, 0, NULL,
     BAD_ARG},
    {"set_metrics struct_size 1.0, offset_y NaN", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0, 1, 0, 0, 0, NULL,
     BAD_ARG},
    M4(viewport_width), M4(viewport_height), M4(content_height), M4(inset_top), M4(inset_bottom),
    M4(inset_left), M4(offset_y), M4(content_width), M4(inset_right), M4(offset_x),
    NEG(viewport_width), NEG(viewport_height), NEG(content_height), NEG(content_width),
    FAR(inset_top), FAR(inset_bottom), FAR(inset_left), FAR(offset_y), FAR(inset_right), FAR(offset_x),
    {"set_metrics dragging 2", r_metrics_dragging, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics dragging -1", r_metrics_dragging, -1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics pan 5", r_metrics_pan, 5, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics pan -1", r_metrics_pan, -1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics pan INT32_MIN", r_metrics_pan, INT32_MIN, 0, 0, 0, 0, NULL, BAD_ARG},
    /* flags */
    FLAG3("set_visible", 0), FLAG3("set_hidden", 1), FLAG3("set_interaction_enabled", 2),
    FLAG3("set_automatically_refresh", 3), FLAG3("set_paging_enabled", 4),
    FLAG3("set_refreshing_title_hidden", 5), FLAG3("set_automatically_change_alpha", 6),
    /* numbers */
    {"set_height NaN", r_double, 0, 0, 0, NAN, 0, NULL, BAD_ARG},
    {"set_height +inf", r_double, 0, 0, 0, INFINITY, 0, NULL, BAD_ARG},
    {"set_height -1", r_double, 0, 0, 0, -1, 0, NULL, BAD_ARG},
    {"set_height 0", r_double, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_height 0.0009", r_double, 0, 0, 0, 0.0009, 0, NULL, BAD_ARG},
    {"set_height 1.5e9", r_double, 0, 0, 0, 1.5e9, 0, NULL, BAD_ARG},
    LEN5("set_ignored_bottom_inset", 1), LEN5("set_label_left_inset", 2), LEN5("set_text_width", 3),
    LEN5("set_spinner_size width", 4), LEN5("set_spinner_size height", 5),
    {"set_trigger_percent NaN", r_double, 6, 0, 0, NAN, 0, NULL, BAD_ARG},
    {"set_trigger_percent +inf", r_double, 6, 0, 0, INFINITY, 0, NULL, BAD_ARG},
    {"set_trigger_percent -inf", r_double, 6, 0, 0, -INFINITY, 0, NULL, BAD_ARG},
    {"set_trigger_percent 1.5e9", r_double, 6, 0, 0, 1.5e9, 0, NULL, BAD_ARG},
    {"set_trigger_percent -1.5e9", r_double, 6, 0, 0, -1.5e9, 0, NULL, BAD_ARG},
    {"set_animation_durations NaN,0.2", r_durations, 0, 0, 0, NAN, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,NaN", r_durations, 0, 0, 0, 0.2, NAN, NULL, BAD_ARG},
    {"set_animation_durations inf,0.2", r_durations, 0, 0, 0, INFINITY, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,-inf", r_durations, 0, 0, 0, 0.2, -INFINITY, NULL, BAD_ARG},
    {"set_animation_durations -0.1,0.2", r_durations, 0, 0, 0, -0.1, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,-0.1", r_durations, 0, 0, 0, 0.2, -0.1, NULL, BAD_ARG},
    {"set_animation_durations 2e9,0.2", r_durations, 0, 0, 0, 2e9, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,2e9", r_durations, 0, 0, 0, 0.2, 2e9, NULL, BAD_ARG},
    /* images */
    IMGS(0, 0), IMGS(1, 0.5), IMGS(2, 0),
    {"images with_duration NaN", r_images, 1, 3, 0, 0, NAN, NULL, BAD_ARG},
    {"images with_duration +inf", r_images, 1, 3, 0, 0, INFINITY, NULL, BAD_ARG},
    {"images with_duration -0.5", r_images, 1, 1, 0, 0, -0.5, NULL, BAD_ARG},
    {"images with_duration 2e9", r_images, 1, 2, 0, 0, 2e9, NULL, BAD_ARG},
    {"images with_duration 0 Refreshing", r_images, 1, 3, 0, 0, 0, NULL, BAD_ARG},
    {"images frame_durations NULL", r_images, 2, 3, 7, 0, 0, NULL, BAD_ARG},
    {"images frame_durations NaN", r_images, 2, 1, 8, NAN, 0, NULL, BAD_ARG},
    {"images frame_durations +inf", r_images, 2, 5, 8, INFINITY, 0, NULL, BAD_ARG},
    {"images frame_durations 2e9", r_images, 2, 3, 8, 2e9, 0, NULL, BAD_ARG},
    {"images frame_durations -0.1", r_images, 2, 1, 8, -0.1, 0, NULL, BAD_ARG},
    {"images frame_durations 0 Refreshing", r_images, 2, 3, 8, 0, 0, NULL, BAD_ARG},
    /* titles, language */
    TITLE(0, "T"), TITLE(7, "T"), TITLE(-1, "T"), TITLE(1, "\xff"), TITLE(2, "abc\xc3"),
    TITLE(1, "\xc0\xaf"), TITLE(3, "\xed\xa0\x80"), TITLE(4, "\xf4\x90\x80\x80"), TITLE(5, "\x80"),
    TITLE(5, "ok\xe2\x82"), TITLE(4, "\xf8\x88\x80\x80\x80"),
    {"set_title too long", r_text, 0, 1, 0, 0, 0, NULL, BAD_ARG},
    {"set_language NULL", r_text, 1, 0, 1, 0, 0, NULL, BAD_ARG},
    {"set_language \\xff", r_text, 1, 0, 0, 0, 0, "\xff", BAD_ARG},
    {"set_language zh\\xc3", r_text, 1, 0, 0, 0, 0, "zh\xc3", BAD_ARG},
    {"set_language too long", r_text, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    /* copying queries */
    {"get_title state 0", r_copy_query, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_title state 7", r_copy_query, 0, 7, 0, 0, 0, NULL, BAD_ARG}, /* 6 is Failed since 1.3 */
    {"get_title state -1", r_copy_query, 0, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_title buf NULL cap 5", r_copy_query, 0, 1, 1, 0, 0, NULL, BAD_ARG},
    {"get_language buf NULL cap 5", r_copy_query, 1, 0, 1, 0, 0, NULL, BAD_ARG},
    {"get_label buf NULL cap 5", r_copy_query, 2, 0, 1, 0, 0, NULL, BAD_ARG},
    /* scalar and struct queries */
    {"get_state NULL", r_scalar_null, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_pulling_percent NULL", r_scalar_null, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_alpha NULL", r_scalar_null, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"is_spinner_animating NULL", r_scalar_null, 3, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout NULL", r_struct_query, 0, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size 0", r_struct_query, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size -1", r_struct_query, 0, (int)sizeof(rk_auto_footer_layout) - 1, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry NULL", r_struct_query, 1, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size 4", r_struct_query, 1, 4, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size -1", r_struct_query, 1, (int)sizeof(rk_auto_footer_geometry) - 1, 0, 0, 0, NULL, BAD_ARG},
    {"get_gif NULL", r_struct_query, 2, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_gif size -1", r_struct_query, 2, (int)sizeof(rk_footer_gif) - 1, 0, 0, 0, NULL, BAD_ARG},
    {"frame_at t NaN", r_frame_at, 0, 0, 0, NAN, 0, NULL, BAD_ARG},
    {"frame_at t +inf", r_frame_at, 0, 0, 0, INFINITY, 0, NULL, BAD_ARG},
    {"frame_at t -inf", r_frame_at, 0, 0, 0, -INFINITY, 0, NULL, BAD_ARG},
    {"frame_at id NULL", r_frame_at, 1, 0, 0, 0.01, 0, NULL, BAD_ARG},
    {"frame_at index NULL", r_frame_at, 2, 0, 0, 0.01, 0, NULL, BAD_ARG},
    /* create in the footer's context */
    {"create style 2", r_create, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"create style -1", r_create, -1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"create out NULL", r_create, 0, 1, 0, 0, 0, NULL, BAD_ARG},
};

/* One bad call in one state: the status and a message; the footer as it was; no signal. */
static void run_row(fx *h, const bad_row *r, const char *state_name) {
    snap before, after;
    rk_status got;
    RKT_NOTE("%s, in %s", r->name, state_name);
    take(h, &before);
    h->mark = h->nev;
    rk_clear_last_error();
    got = r->call(h, r);
    CHECK_MSG(got == r->want, "%s in %s returned %d (%s), expected %d (%s)", r->name, state_name, (int)got,
              rk_status_string(got), (int)r->want, rk_status_string(r->want));
    CHECK_MSG(rkt_error_length() > 0, "%s in %s set no last error message", r->name, state_name);
    take(h, &after);
    CHECK_MSG(memcmp(&before, &after, sizeof before) == 0, "%s in %s changed the footer: %s", r->name,
              state_name, snap_diff(&before, &after));
    CHECK_MSG(h->nev == h->mark, "%s in %s emitted %lu signal(s)", r->name, state_name, h->nev - h->mark);
}

/* The same next steps for both: time, a new drag to the line and over it, a lift, an end, a tap,
   visibility, a reset, more time. */
static void same_steps(fx *h) {
    fx_advance(h, 0.5);
    CHECK_OK(rk_auto_footer_set_visible(h->af, 1));
    CHECK_OK(rk_auto_footer_reset_no_more_data(h->af, NULL, NULL));
    fx_scroll(h, 200, 1, RK_PAN_BEGAN);
    fx_scroll(h, 444, 1, RK_PAN_CHANGED);
    fx_advance(h, 0.2);
    CHECK_OK(rk_auto_footer_end_refreshing(h->af, NULL, NULL));
    fx_scroll(h, 450, 1, RK_PAN_CHANGED);
    fx_scroll(h, 452, 0, RK_PAN_ENDED);
    fx_advance(h, 1.0);
    CHECK_OK(rk_auto_footer_end_refreshing(h->af, NULL, NULL));
    CHECK_OK(rk_auto_footer_tap(h->af));
    fx_advance(h, 0.3);
    CHECK_OK(rk_auto_footer_end_refreshing_with_no_more_data(h->af, NULL, NULL));
    fx_advance(h, 1.0);
}

/* Every row in each state; then the footer behaves exactly as a twin that got no bad call. */
static void bad_arguments_change_nothing(void) {
    static char log_a[LOG_CAP];
    size_t s, i;
    memset(long_text, 'a', RK_MAX_STRING_BYTES + 1);
    long_text[RK_MAX_STRING_BYTES + 1] = '\0';
    for (s = 0; s < sizeof setups / sizeof setups[0]; s++) {
        fx *h = setups[s].make(), *twin = setups[s].make();
        snap a, b;
        for (i = 0; i < sizeof rows / sizeof rows[0]; i++) run_row(h, &rows[i], setups[s].name);
        RKT_NOTE("after the matrix in %s: the footer and its twin agree", setups[s].name);
        take(h, &a);
        take(twin, &b);
        CHECK_MSG(memcmp(&a, &b, sizeof a) == 0, "in %s the footer and its twin differ: %s", setups[s].name,
                  snap_diff(&a, &b));
        h->len = twin->len = 0;
        h->log[0] = twin->log[0] = '\0';
        same_steps(h);
        same_steps(twin);
        snprintf(log_a, sizeof log_a, "%s", h->log);
        CHECK_MSG(h->len > 0, "the next steps in %s emitted nothing", setups[s].name);
        CHECK_STR(log_a, twin->log);
        take(h, &a);
        take(twin, &b);
        CHECK_MSG(memcmp(&a, &b, sizeof a) == 0, "after the next steps in %s the footer and its twin differ: %s",
                  setups[s].name, snap_diff(&a, &b));
        fx_free(h);
        fx_free(twin);
    }
    rkt_note[0] = '\0';
}

/* The snapshot sees what a valid call changes (so that "unchanged" above means something). */
static void snapshot_sees_changes(void) {
    fx *h = in_idle();
    snap before, after;
    rk_scroll_metrics m = h->m;
    int step;
    for (step = 0; step < 8; step++) {
        take(h, &before);
        switch (step) {
        case 0: CHECK_OK(rk_auto_footer_set_title(h->af, RK_FOOTER_WILL_REFRESH, "changed")); break;
        case 1: CHECK_OK(rk_auto_footer_set_height(h->af, 61)); break;
        case 2: CHECK_OK(rk_auto_footer_set_trigger_percent(h->af, 0.5)); break;
        case 3: CHECK_OK(rk_auto_footer_set_auto_trigger_times(h->af, 5)); break;
        case 4:
            m.offset_y -= 3;
            CHECK_OK(rk_auto_footer_set_metrics(h->af, &m));
            break;
        case 5: CHECK_OK(rk_auto_footer_set_paging_enabled(h->af, 1)); break;
        case 6: CHECK_OK(rk_auto_footer_set_language(h->af, "ru")); break;
        default: CHECK_OK(rk_auto_footer_set_ignored_bottom_inset(h->af, 5)); break;
        }
        take(h, &after);
        RKT_NOTE("snapshot step %d", step);
        CHECK(memcmp(&before, &after, sizeof before) != 0);
    }
    rkt_note[0] = '\0';
    fx_free(h);
}

/* An attached footer's own update is refused, bad metrics first as bad arguments; after a detach
   its own updates work again (the first one attaching it). */
/* What the scroll view of attached_footer_refuses_its_own_updates relays. */
typedef struct {
    int count;
    int32_t edge;
    double inset;
} relay_log;

static void on_relayed_inset(void *sv, void *component, int32_t edge, double inset, double duration, void *ud) {
    relay_log *r = ud;
    (void)sv;
    (void)component;
    (void)duration;
    r->count++;
    r->edge = edge;
    r->inset = inset;
}

static void attached_footer_refuses_its_own_updates(void) {
    fx *h = in_idle();
    rk_scroll_view *sv = NULL;
    rk_scroll_metrics m = changed(h);
    rk_scroll_metrics vm = h->m;
    relay_log relayed = {0, -1, 0};
    snap before, after;
    double host = 0;
    CHECK_OK(rk_scroll_view_create(h->ctx, &sv));
    CHECK_OK(rk_connect(sv, "inset-requested", (rk_callback)on_relayed_inset, &relayed, NULL, NULL));
    vm.inset_bottom = 10; /* the scroll view's own inset: the lone footer's 44 is its own host's */
    CHECK_OK(rk_scroll_view_set_metrics(sv, &vm));
    CHECK_OK(rk_auto_footer_set_metrics(h->af, &h->m)); /* a lone footer: attached already */
    CHECK_NEAR(h->m.inset_bottom, 44, 0);
    /* A lone footer (attached by its own first update) moves: it gives back its 44 to its own host
       through its own signal (not relayed: the scroll view never had it), then asks the scroll
       view for 10 + 44, as any attach does. */
    {
        size_t from = h->len;
        const char *gave, *asked;
        CHECK_OK(rk_scroll_view_attach(sv, h->af));
        gave = strstr(h->log + from, "inset-requested:0@0; ");
        asked = strstr(h->log + from, "inset-requested:54@0; ");
        CHECK_MSG(gave != NULL && asked != NULL && gave < asked, "attach: %s", h->log + from);
        CHECK_EQ_INT(relayed.count, 1);
        CHECK_EQ_INT(relayed.edge, RK_SCROLL_EDGE_BOTTOM);
        CHECK_NEAR(relayed.inset, 54, 0);
        CHECK_OK(rk_scroll_view_get_host_inset(sv, RK_SCROLL_EDGE_BOTTOM, &host));
        CHECK_NEAR(host, 10, 0);
    }
    take(h, &before);
    h->mark = h->nev;
    rk_clear_last_error();
    CHECK_RC(rk_auto_footer_set_metrics(h->af, &m), RK_ERR_INVALID_STATE);
    CHECK(rkt_error_length() > 0);
    m.offset_y = NAN;
    CHECK_RC(rk_auto_footer_set_metrics(h->af, &m), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_auto_footer_set_metrics(h->af, NULL), RK_ERR_INVALID_ARGUMENT);
    take(h, &after);
    CHECK_MSG(memcmp(&before, &after, sizeof before) == 0, "a refused update changed the footer: %s",
              snap_diff(&before, &after));
    CHECK_EQ_INT(h->nev, h->mark);
    CHECK_OK(rk_scroll_view_detach(sv, h->af));
    CHECK_EQ_INT(relayed.count, 2); /* the detach gives back exactly its 44 */
    CHECK_NEAR(relayed.inset, 10, 0);
    CHECK_OK(rk_scroll_view_get_host_inset(sv, RK_SCROLL_EDGE_BOTTOM, &host));
    CHECK_NEAR(host, 10, 0);
    CHECK_OK(rk_scroll_view_destroy(sv));
    CHECK_OK(rk_auto_footer_set_metrics(h->af, &h->m));
    fx_free(h);
}

/* ================================================================================================
 * The other side: valid edges are accepted
 * ============================================================================================== */

static void metrics_sizes_accepted(void) {
    fx *h = in_idle();
    rk_scroll_metrics m = h->m;
    struct {
        rk_scroll_metrics m;
        double more[4];
    } newer;
    int32_t pan;
    /* 1.0's size exactly: the appended fields are not read, whatever they hold (pan is none). */
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.content_width = NAN;
    m.inset_right = -INFINITY;
    m.offset_x = 1e300;
    m.pan = 99;
    m.reserved = 0xFFFFFFFFu;
    m.offset_y = 444;
    m.dragging = 1;
    CHECK_OK(rk_auto_footer_set_metrics(h->af, &m));
    CHECK_EQ_INT(fx_state(h), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_auto_footer_end_refreshing(h->af, NULL, NULL));
    /* A newer header's larger struct. */
    memset(&newer, 0, sizeof newer);
    newer.m = h->m;
    newer.m.struct_size = sizeof newer;
    newer.more[0] = NAN;
    CHECK_OK(rk_auto_footer_set_metrics(h->af, &newer.m));
    for (pan = RK_PAN_NONE; pan <= RK_PAN_CANCELLED; pan++) {
        m = h->m;
        m.pan = pan;
        RKT_NOTE("pan %d", (int)pan);
        CHECK_OK(rk_auto_footer_set_metrics(h->af, &m));
    }
    m = h->m;
    m.content_width = 0;
    m.inset_right = -1e9;
    m.offset_x = 1e9;
    m.content_height = 1e9;
    m.offset_y = -1e9;
    CHECK_OK(rk_auto_footer_set_metrics(h->af, &m));
    rkt_note[0] = '\0';
    fx_free(h);
}

static void edge_values_accepted(void) {
    fx *h = in_idle();
    rk_image img[2] = {{1, 0, 0}, {2, 0, 0}};
    double d2[2] = {0, 0};
    size_t len = 0;
    rk_auto_footer_geometry g;
    CHECK_OK(rk_auto_footer_set_height(h->af, 1e9));
    CHECK_OK(rk_auto_footer_set_height(h->af, 0.001));
    CHECK_OK(rk_auto_footer_set_height(h->af, 44));
    CHECK_OK(rk_auto_footer_set_ignored_bottom_inset(h->af, 1e9));
    CHECK_OK(rk_auto_footer_set_ignored_bottom_inset(h->af, 0));
    CHECK_OK(rk_auto_footer_set_label_left_inset(h->af, 0));
    CHECK_OK(rk_auto_footer_set_label_left_inset(h->af, 1e9));
    CHECK_OK(rk_auto_footer_set_text_width(h->af, 1e9));
    CHECK_OK(rk_auto_footer_set_text_width(h->af, 0));
    CHECK_OK(rk_auto_footer_set_spinner_size(h->af, 0, 1e9));
    /* Trigger percents: +-1e9, 0, negative, above 1 (F5: any finite value in range). */
    CHECK_OK(rk_auto_footer_set_trigger_percent(h->af, -1e9));
    CHECK_OK(rk_auto_footer_set_trigger_percent(h->af, 1e9));
    CHECK_OK(rk_auto_footer_set_trigger_percent(h->af, 0));
    CHECK_OK(rk_auto_footer_set_trigger_percent(h->af, -0.0));
    CHECK_OK(rk_auto_footer_set_trigger_percent(h->af, 1));
    /* Budgets: any int32_t. */
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(h->af, INT32_MIN));
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(h->af, INT32_MAX));
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_auto_footer_get_geometry(h->af, &g));
    CHECK_EQ_INT(g.auto_trigger_times, INT32_MAX);
    CHECK_EQ_INT(g.remaining_trigger_times, INT32_MAX);
    CHECK_OK(rk_auto_footer_set_auto_trigger_times(h->af, -1));
    CHECK_OK(rk_auto_footer_set_animation_durations(h->af, 0, RK_MAX_DELAY_SECONDS));
    CHECK_OK(rk_auto_footer_set_animation_durations(h->af, RK_MAX_DELAY_SECONDS, 0));
    /* Zero durations where frames never show (every state but Refreshing), or with one frame. */
    CHECK_OK(rk_auto_footer_set_images_with_duration(h->af, RK_FOOTER_IDLE, img, 2, 0));
    CHECK_OK(rk_auto_footer_set_images_with_duration(h->af, RK_FOOTER_PULLING, img, 2, 0));
    CHECK_OK(rk_auto_footer_set_images_with_duration(h->af, RK_FOOTER_WILL_REFRESH, img, 2, 0));
    CHECK_OK(rk_auto_footer_set_images_with_duration(h->af, RK_FOOTER_NO_MORE_DATA, img, 2, 0));
    CHECK_OK(rk_auto_footer_set_images_with_duration(h->af, RK_FOOTER_REFRESHING, img, 1, 0));
    CHECK_OK(rk_auto_footer_set_images_with_frame_durations(h->af, RK_FOOTER_PULLING, img, d2, 2));
    CHECK_OK(rk_auto_footer_set_images_with_frame_durations(h->af, RK_FOOTER_REFRESHING, img, d2, 1));
    CHECK_OK(rk_auto_footer_set_images(h->af, RK_FOOTER_REFRESHING, NULL, 0));
    CHECK_OK(rk_auto_footer_set_images_with_frame_durations(h->af, RK_FOOTER_IDLE, NULL, NULL, 0));
    memset(long_text, 'b', RK_MAX_STRING_BYTES);
    long_text[RK_MAX_STRING_BYTES] = '\0';
    CHECK_OK(rk_auto_footer_set_title(h->af, RK_FOOTER_PULLING, long_text));
    CHECK_OK(rk_auto_footer_get_title(h->af, RK_FOOTER_PULLING, NULL, 0, &len));
    CHECK_EQ_U64(len, RK_MAX_STRING_BYTES);
    CHECK_OK(rk_auto_footer_set_title(h->af, RK_FOOTER_PULLING, NULL));
    CHECK_OK(rk_auto_footer_set_title(h->af, RK_FOOTER_NO_MORE_DATA, ""));
    CHECK_OK(rk_auto_footer_set_language(h->af, ""));
    {
        uint64_t id = 0;
        int32_t index = -1;
        rk_status st = rk_auto_footer_frame_at(h->af, -1e300, &id, &index);
        CHECK_MSG(st == RK_OK || st == RK_ERR_NOT_FOUND, "frame_at(-1e300): %d (%s)", (int)st, rk_status_string(st));
        st = rk_auto_footer_frame_at(h->af, DBL_MAX, &id, &index);
        CHECK_MSG(st == RK_OK || st == RK_ERR_NOT_FOUND, "frame_at(DBL_MAX): %d (%s)", (int)st, rk_status_string(st));
    }
    {
        rk_auto_footer *other = NULL;
        CHECK_OK(rk_auto_footer_create(h->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &other));
        CHECK_OK(rk_auto_footer_destroy(other));
        CHECK_OK(rk_auto_footer_create(h->ctx, RK_AUTO_FOOTER_STYLE_GIF, &other));
        CHECK_OK(rk_auto_footer_destroy(other));
    }
    fx_free(h);
}

/* ================================================================================================
 * Lifetime
 * ============================================================================================== */

/* A destroy with the paging end pending: the completion once, with 0; the handle dead; nothing
   more at later dispatches. */
static void destroy_finishes_pending_completions(void) {
    fx *h = in_paging_end();
    rk_kind kind = 0;
    rk_footer_state state = 0;
    h->mark = h->nev;
    CHECK_OK(rk_auto_footer_destroy(h->af));
    CHECK_EQ_INT(h->done_calls, 1);
    CHECK_EQ_INT(h->done_finished, 0);
    CHECK_RC(rk_object_kind(h->af, &kind), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_auto_footer_get_state(h->af, &state), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_auto_footer_end_refreshing(h->af, on_paging_done, h), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_auto_footer_tap(h->af), RK_ERR_INVALID_HANDLE);
    fx_advance(h, 5.0);
    CHECK_EQ_INT(h->done_calls, 1);
    CHECK_EQ_INT(h->nev, h->mark);
    fx_free(h);
}

static const rkt_case cases[] = {
    RKT_CASE(snapshot_sees_changes),
    RKT_CASE(bad_arguments_change_nothing),
    RKT_CASE(attached_footer_refuses_its_own_updates),
    RKT_CASE(metrics_sizes_accepted),
    RKT_CASE(edge_values_accepted),
    RKT_CASE(destroy_finishes_pending_completions),
};

RKT_MAIN(cases)
