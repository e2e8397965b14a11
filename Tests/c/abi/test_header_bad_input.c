/*
 * test_header_bad_input: every header setter, command and query (1.2) given bad input, in each of
 * the header's states, as test_footer_bad_input does for the footer. test_bad_input_matrix covers
 * every function with bad handles, threads and values once, in one world; this file adds what the
 * matrix leaves out:
 * - each bad call in four header states (Idle pulled halfway, Pulling with its GIF animating,
 *   Refreshing with the begin animation pending, WillRefresh while not visible), compared with the
 *   whole observable state before and after and with the signal log (no signal at all);
 * - a twin header that got no bad call: after the matrix both take the same next steps and must
 *   emit the same signals with the same arguments (nothing invisible was half-applied);
 * - the metrics field by field, the fields appended in 1.2 (content_width, inset_right, offset_x,
 *   pan) included, and the struct sizes: RK_SCROLL_METRICS_SIZE_1_0 exactly is accepted (the
 *   appended fields are then not read at all), a size between it and sizeof is refused, a larger
 *   one from a newer header is accepted;
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
 * A host double: a context on a fake clock and a fixed wall clock, one header, every signal logged
 * ============================================================================================== */

enum { LOG_CAP = 1 << 16, MAX_SIGNALS = 32 };

typedef struct hx hx;
typedef struct {
    hx *owner;
    const char *name;
} hslot;

struct hx {
    rk_context *ctx;
    rkt_clock clock, wall;
    rk_header *header;
    rk_scroll_metrics m;
    hslot slots[MAX_SIGNALS];
    size_t nslots;
    unsigned long nev, mark;
    char log[LOG_CAP];
    size_t len;
    int done_calls, done_finished;
};

static void hx_log(hx *h, const char *fmt, ...) RKT_PRINTF(2, 3);
static void hx_log(hx *h, const char *fmt, ...) {
    va_list ap;
    h->nev++;
    if (h->len >= LOG_CAP - 1) return;
    va_start(ap, fmt);
    h->len += (size_t)vsnprintf(h->log + h->len, LOG_CAP - h->len, fmt, ap);
    va_end(ap);
    if (h->len > LOG_CAP - 1) h->len = LOG_CAP - 1;
}

#define SLOT(ud) ((hslot *)(ud))
static void s_v(void *o, void *ud) { (void)o; hx_log(SLOT(ud)->owner, "%s; ", SLOT(ud)->name); }
static void s_i(void *o, int32_t a, void *ud) { (void)o; hx_log(SLOT(ud)->owner, "%s:%d; ", SLOT(ud)->name, (int)a); }
static void s_ii(void *o, int32_t a, int32_t b, void *ud) {
    (void)o;
    hx_log(SLOT(ud)->owner, "%s:%d<%d; ", SLOT(ud)->name, (int)a, (int)b);
}
static void s_d(void *o, double a, void *ud) { (void)o; hx_log(SLOT(ud)->owner, "%s:%.17g; ", SLOT(ud)->name, a); }
static void s_dd(void *o, double a, double b, void *ud) {
    (void)o;
    hx_log(SLOT(ud)->owner, "%s:%.17g@%.17g; ", SLOT(ud)->name, a, b);
}
static void s_dddd(void *o, double a, double b, double c, double d, void *ud) {
    (void)o;
    hx_log(SLOT(ud)->owner, "%s:%.17g,%.17g,%.17g,%.17g; ", SLOT(ud)->name, a, b, c, d);
}
static void s_si(void *o, const char *text, int32_t priority, void *ud) {
    (void)o;
    hx_log(SLOT(ud)->owner, "%s:%s/%d; ", SLOT(ud)->name, text, (int)priority);
}
static void s_u(void *o, uint64_t a, void *ud) {
    (void)o;
    hx_log(SLOT(ud)->owner, "%s:%llu; ", SLOT(ud)->name, (unsigned long long)a);
}
static void s_ui(void *o, uint64_t a, int32_t b, void *ud) {
    (void)o;
    hx_log(SLOT(ud)->owner, "%s:%llu/%d; ", SLOT(ud)->name, (unsigned long long)a, (int)b);
}
static void s_s(void *o, const char *s, void *ud) { (void)o; hx_log(SLOT(ud)->owner, "%s:%s; ", SLOT(ud)->name, s); }
static double s_measure(void *o, const char *s, void *ud) {
    (void)o;
    hx_log(SLOT(ud)->owner, "%s:%s; ", SLOT(ud)->name, s);
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

static void hx_dispatch(hx *h) {
    uint32_t ran = 1;
    int guard = 0;
    while (ran != 0 && guard++ < 100) CHECK_OK(rk_context_dispatch(h->ctx, &ran));
}

static void hx_advance(hx *h, double seconds) {
    rkt_clock_advance(&h->clock, seconds);
    hx_dispatch(h);
}

static void hx_scroll(hx *h, double y, int32_t dragging, rk_pan_state pan) {
    h->m.offset_y = y;
    h->m.dragging = dragging;
    h->m.pan = pan;
    CHECK_OK(rk_header_set_metrics(h->header, &h->m));
}

static void frames(rk_image *out, uint32_t n, uint64_t base, double width, double height) {
    uint32_t i;
    for (i = 0; i < n; i++) {
        out[i].id = base + i;
        out[i].width = width;
        out[i].height = height;
    }
}

/* A GIF header (or a normal one) at rest under a 64-point top inset, with frames on every state,
   custom titles, a stored last-updated time and a logging handler on every signal. */
static hx *hx_new(rk_header_style style) {
    hx *h = calloc(1, sizeof *h);
    rk_image img[4];
    const double durations[3] = {0.1, 0.2, 0.3};
    uint32_t count = 0, i;
    if (h == NULL) {
        CHECK_MSG(0, "out of memory");
        exit(1);
    }
    rkt_clock_init(&h->clock, 1000.0);
    rkt_clock_init(&h->wall, 1.7e9);
    CHECK_OK(rk_context_create(&h->ctx));
    CHECK_OK(rkt_clock_install(h->ctx, &h->clock));
    CHECK_OK(rk_context_set_wall_clock(h->ctx, rkt_clock_read, &h->wall));
    CHECK_OK(rk_context_set_last_updated(h->ctx, "news", 1.7e9 - 7200));
    CHECK_OK(rk_header_create(h->ctx, style, &h->header));
    CHECK_OK(rk_signal_count(RK_KIND_HEADER, &count));
    for (i = 0; i < count && h->nslots < MAX_SIGNALS; i++) {
        rk_signal_desc d;
        char shape[RKT_SHAPE_SIZE];
        rk_callback fn = NULL;
        size_t k;
        memset(&d, 0, sizeof d);
        d.struct_size = sizeof d;
        CHECK_OK(rk_signal_info(RK_KIND_HEADER, i, &d));
        rkt_signal_shape(&d, shape);
        for (k = 0; k < sizeof handlers / sizeof handlers[0]; k++) {
            if (strcmp(handlers[k].shape, shape) == 0) fn = handlers[k].fn;
        }
        CHECK_MSG(fn != NULL, "no logging handler for the header's \"%s\" (%s)", d.name, shape);
        if (fn == NULL) continue;
        h->slots[h->nslots].owner = h;
        h->slots[h->nslots].name = d.name;
        CHECK_OK(rk_connect(h->header, d.name, fn, &h->slots[h->nslots], NULL, NULL));
        h->nslots++;
    }
    memset(&h->m, 0, sizeof h->m);
    h->m.struct_size = sizeof h->m;
    h->m.viewport_width = 375;
    h->m.viewport_height = 600;
    h->m.content_height = 1200;
    h->m.inset_top = 64;
    h->m.inset_bottom = 8;
    h->m.inset_left = 2;
    h->m.offset_y = -64;
    h->m.content_width = 375;
    h->m.inset_right = 3;
    h->m.offset_x = 1;
    CHECK_OK(rk_header_set_metrics(h->header, &h->m));
    frames(img, 4, 100, 50, 50);
    CHECK_OK(rk_header_set_images(h->header, RK_FOOTER_IDLE, img, 4));
    frames(img, 3, 200, 50, 50);
    CHECK_OK(rk_header_set_images_with_duration(h->header, RK_FOOTER_PULLING, img, 3, 0.3));
    frames(img, 3, 300, 50, 50);
    CHECK_OK(rk_header_set_images_with_frame_durations(h->header, RK_FOOTER_REFRESHING, img, durations, 3));
    frames(img, 2, 400, 40, 40);
    CHECK_OK(rk_header_set_images(h->header, RK_FOOTER_WILL_REFRESH, img, 2));
    CHECK_OK(rk_header_set_title(h->header, RK_FOOTER_IDLE, "pull me"));
    CHECK_OK(rk_header_set_title(h->header, RK_FOOTER_REFRESHING, "\xe6\x9b\xb4\xe6\x96\xb0\xe4\xb8\xad"));
    CHECK_OK(rk_header_set_last_updated_key(h->header, "news"));
    CHECK_OK(rk_header_set_utc_offset(h->header, -3600));
    CHECK_OK(rk_header_set_automatically_change_alpha(h->header, 1));
    hx_dispatch(h);
    return h;
}

static void hx_free(hx *h) {
    CHECK_OK(rk_context_destroy(h->ctx));
    free(h);
}

static rk_footer_state hx_state(hx *h) {
    rk_footer_state s = -1;
    CHECK_OK(rk_header_get_state(h->header, &s));
    return s;
}

/* ---- the four states ---- */

static hx *in_idle(void) {
    hx *h = hx_new(RK_HEADER_STYLE_GIF);
    hx_scroll(h, -64 - 27, 1, RK_PAN_BEGAN); /* halfway: percent 0.5 */
    CHECK_EQ_INT(hx_state(h), RK_FOOTER_IDLE);
    return h;
}

static hx *in_pulling(void) {
    hx *h = in_idle();
    hx_scroll(h, -64 - 54 - 20, 1, RK_PAN_CHANGED);
    hx_advance(h, 0.05);
    CHECK_EQ_INT(hx_state(h), RK_FOOTER_PULLING);
    return h;
}

static hx *in_refreshing(void) {
    hx *h = in_pulling();
    hx_scroll(h, -64 - 54 - 20, 0, RK_PAN_ENDED);
    hx_advance(h, 0.1); /* the begin animation (0.25 s) is still running */
    CHECK_EQ_INT(hx_state(h), RK_FOOTER_REFRESHING);
    return h;
}

static hx *in_will_refresh(void) {
    hx *h = in_idle();
    CHECK_OK(rk_header_set_visible(h->header, 0));
    CHECK_OK(rk_header_begin_refreshing(h->header, NULL, NULL));
    hx_dispatch(h);
    CHECK_EQ_INT(hx_state(h), RK_FOOTER_WILL_REFRESH);
    return h;
}

static const struct {
    const char *name;
    hx *(*make)(void);
} setups[] = {
    {"Idle", in_idle}, {"Pulling", in_pulling}, {"Refreshing", in_refreshing}, {"WillRefresh", in_will_refresh},
};

/* ---- the header's whole observable state ---- */

typedef struct {
    rk_footer_state state;
    double percent, alpha;
    rk_header_layout layout;
    rk_header_geometry geo;
    rk_footer_gif gif;
    char label[256], time[256], lang[32], key[64];
    char titles[5][256];
    rk_status frame_rc;
    uint64_t frame_id;
    int32_t frame_index;
    double next_timeout, stored;
    uint32_t store_count;
} snap;

static void take(hx *h, snap *s) {
    int k;
    memset(s, 0, sizeof *s);
    CHECK_OK(rk_header_get_state(h->header, &s->state));
    CHECK_OK(rk_header_get_pulling_percent(h->header, &s->percent));
    CHECK_OK(rk_header_get_alpha(h->header, &s->alpha));
    s->layout.struct_size = sizeof s->layout;
    CHECK_OK(rk_header_get_layout(h->header, &s->layout));
    s->geo.struct_size = sizeof s->geo;
    CHECK_OK(rk_header_get_geometry(h->header, &s->geo));
    s->gif.struct_size = sizeof s->gif;
    CHECK_OK(rk_header_get_gif(h->header, &s->gif));
    CHECK_OK(rk_header_get_label(h->header, s->label, sizeof s->label, NULL));
    CHECK_OK(rk_header_get_time_label(h->header, s->time, sizeof s->time, NULL));
    CHECK_OK(rk_header_get_language(h->header, s->lang, sizeof s->lang, NULL));
    CHECK_OK(rk_header_get_last_updated_key(h->header, s->key, sizeof s->key, NULL));
    for (k = RK_FOOTER_IDLE; k <= RK_FOOTER_WILL_REFRESH; k++) {
        CHECK_OK(rk_header_get_title(h->header, k, s->titles[k], sizeof s->titles[k], NULL));
    }
    s->frame_rc = rk_header_frame_at(h->header, h->clock.now + 0.123, &s->frame_id, &s->frame_index);
    CHECK_OK(rk_context_next_timeout(h->ctx, &s->next_timeout));
    CHECK_OK(rk_context_get_last_updated(h->ctx, "news", &s->stored));
    CHECK_OK(rk_context_last_updated_entry(h->ctx, 0, NULL, 0, NULL, NULL, &s->store_count));
}

static const char *snap_diff(const snap *a, const snap *b) {
    static char out[512];
    size_t used = 0;
#define SNAP_FIELD(field)                                                                         \
    if (memcmp(&a->field, &b->field, sizeof a->field) != 0 && used < sizeof out)                  \
        used += (size_t)snprintf(out + used, sizeof out - used, "%s ", #field);
    out[0] = '\0';
    SNAP_FIELD(state) SNAP_FIELD(percent) SNAP_FIELD(alpha) SNAP_FIELD(layout) SNAP_FIELD(geo)
    SNAP_FIELD(gif) SNAP_FIELD(label) SNAP_FIELD(time) SNAP_FIELD(lang) SNAP_FIELD(key)
    SNAP_FIELD(titles) SNAP_FIELD(frame_rc) SNAP_FIELD(frame_id) SNAP_FIELD(frame_index)
    SNAP_FIELD(next_timeout) SNAP_FIELD(stored) SNAP_FIELD(store_count)
#undef SNAP_FIELD
    return out;
}

/* ================================================================================================
 * The bad calls
 * ============================================================================================== */

typedef struct bad_row bad_row;
struct bad_row {
    const char *name;
    rk_status (*call)(hx *h, const bad_row *r);
    int i1, i2, i3;
    double d1, d2;
    const char *s1;
    rk_status want;
};

#define BAD_ARG RK_ERR_INVALID_ARGUMENT
#define BAD_STATE RK_ERR_INVALID_STATE

/* Metrics that differ from the host's in every field (the 1.2 ones too), one field set to d1 at
   offset i1 (a double). */
static rk_scroll_metrics changed(const hx *h) {
    rk_scroll_metrics m = h->m;
    m.viewport_width += 10;
    m.viewport_height += 10;
    m.content_height += 77;
    m.inset_top += 1;
    m.inset_bottom += 2;
    m.inset_left += 3;
    m.offset_y -= 5;
    m.dragging = !m.dragging;
    m.content_width += 9;
    m.inset_right += 4;
    m.offset_x += 6;
    m.pan = RK_PAN_CANCELLED;
    return m;
}

static rk_status r_metrics_field(hx *h, const bad_row *r) {
    rk_scroll_metrics m = changed(h);
    memcpy((char *)&m + r->i1, &r->d1, sizeof r->d1);
    return rk_header_set_metrics(h->header, &m);
}

/* i1 = struct_size; i2 = 1: also put NaN in offset_y (a field of 1.0). */
static rk_status r_metrics_size(hx *h, const bad_row *r) {
    rk_scroll_metrics m = changed(h);
    m.struct_size = (uint32_t)r->i1;
    if (r->i2) m.offset_y = NAN;
    return rk_header_set_metrics(h->header, &m);
}

static rk_status r_metrics_null(hx *h, const bad_row *r) {
    (void)r;
    return rk_header_set_metrics(h->header, NULL);
}

static rk_status r_metrics_dragging(hx *h, const bad_row *r) {
    rk_scroll_metrics m = changed(h);
    m.dragging = r->i1;
    return rk_header_set_metrics(h->header, &m);
}

static rk_status r_metrics_pan(hx *h, const bad_row *r) {
    rk_scroll_metrics m = changed(h);
    m.pan = r->i1;
    return rk_header_set_metrics(h->header, &m);
}

static rk_status r_flag(hx *h, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_header_set_visible(h->header, r->i2);
    case 1: return rk_header_set_hidden(h->header, r->i2);
    case 2: return rk_header_set_interaction_enabled(h->header, r->i2);
    case 3: return rk_header_set_label_hidden(h->header, r->i2);
    case 4: return rk_header_set_time_label_hidden(h->header, r->i2);
    default: return rk_header_set_automatically_change_alpha(h->header, r->i2);
    }
}

/* i1: 0 height, 1 ignored top inset, 2 label left inset, 3/4 text widths (state/time),
   5..8 visual sizes (the i1 - 5th of arrow w, arrow h, spinner w, spinner h). */
static rk_status r_double(hx *h, const bad_row *r) {
    double v[4] = {15, 40, 20, 20};
    switch (r->i1) {
    case 0: return rk_header_set_height(h->header, r->d1);
    case 1: return rk_header_set_ignored_top_inset(h->header, r->d1);
    case 2: return rk_header_set_label_left_inset(h->header, r->d1);
    case 3: return rk_header_set_text_widths(h->header, r->d1, 50);
    case 4: return rk_header_set_text_widths(h->header, 50, r->d1);
    default:
        v[r->i1 - 5] = r->d1;
        return rk_header_set_visual_sizes(h->header, v[0], v[1], v[2], v[3]);
    }
}

static rk_status r_durations(hx *h, const bad_row *r) {
    return rk_header_set_animation_durations(h->header, r->d1, r->d2);
}

static rk_status r_utc(hx *h, const bad_row *r) { return rk_header_set_utc_offset(h->header, r->i1); }

/* Images: i1 = api (0 plain, 1 with duration d2, 2 with frame durations), i2 = state, i3 = variant:
   0 valid, 1 NULL images with count 3, 2 too many, 3/4 first/last width = d1, 5/6 first/last
   height = d1, 7 durations NULL, 8 the second frame's duration = d1. The valid frames' first is 95
   tall: a partial application would grow the header. */
static rk_status r_images(hx *h, const bad_row *r) {
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
    case 0: return rk_header_set_images(h->header, r->i2, images, count);
    case 1: return rk_header_set_images_with_duration(h->header, r->i2, images, count, r->d2);
    default: return rk_header_set_images_with_frame_durations(h->header, r->i2, images, durations, count);
    }
}

static char long_text[RK_MAX_STRING_BYTES + 2];
static char long_key[RK_LAST_UPDATED_KEY_MAX + 2];

/* i1: 0 title (state i2; s1 NULL = the over-long text, i3 = 1: a NULL title), 1 language, 2 key
   (s1 NULL = the over-long key, i3 = 1: NULL), 3 last-updated text (s1 NULL = the over-long text). */
static rk_status r_text(hx *h, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_header_set_title(h->header, r->i2, r->i3 ? NULL : r->s1 ? r->s1 : long_text);
    case 1: return rk_header_set_language(h->header, r->i3 ? NULL : r->s1 ? r->s1 : long_text);
    case 2: return rk_header_set_last_updated_key(h->header, r->i3 ? NULL : r->s1 ? r->s1 : long_key);
    default: return rk_header_set_last_updated_text(h->header, r->s1 ? r->s1 : long_text);
    }
}

/* Copying queries: i1 = 0 title (state i2), 1 language, 2 label, 3 time label, 4 key; i3 = 1: buf
   NULL with cap 5. Nothing may be written on an error. */
static rk_status r_copy_query(hx *h, const bad_row *r) {
    char buf[64];
    size_t len = 777;
    rk_status s;
    char *b = r->i3 ? NULL : buf;
    size_t cap = r->i3 ? 5 : sizeof buf;
    memset(buf, 'Q', sizeof buf);
    switch (r->i1) {
    case 0: s = rk_header_get_title(h->header, r->i2, b, cap, &len); break;
    case 1: s = rk_header_get_language(h->header, b, cap, &len); break;
    case 2: s = rk_header_get_label(h->header, b, cap, &len); break;
    case 3: s = rk_header_get_time_label(h->header, b, cap, &len); break;
    default: s = rk_header_get_last_updated_key(h->header, b, cap, &len); break;
    }
    if (s != RK_OK) {
        CHECK_EQ_U64(len, 777);
        CHECK(buf[0] == 'Q' && buf[63] == 'Q');
    }
    return s;
}

static rk_status r_scalar_null(hx *h, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_header_get_state(h->header, NULL);
    case 1: return rk_header_get_pulling_percent(h->header, NULL);
    default: return rk_header_get_alpha(h->header, NULL);
    }
}

/* Struct queries: i1 = 0 layout, 1 geometry, 2 gif; i2 = struct_size, or -1 for a NULL out. */
static rk_status r_struct_query(hx *h, const bad_row *r) {
    union {
        rk_header_layout l;
        rk_header_geometry g;
        rk_footer_gif gif;
        unsigned char bytes[512];
    } u, copy;
    rk_status s;
    memset(&u, 0x5A, sizeof u);
    u.l.struct_size = (uint32_t)r->i2;
    copy = u;
    switch (r->i1) {
    case 0: s = rk_header_get_layout(h->header, r->i2 < 0 ? NULL : &u.l); break;
    case 1: s = rk_header_get_geometry(h->header, r->i2 < 0 ? NULL : &u.g); break;
    default: s = rk_header_get_gif(h->header, r->i2 < 0 ? NULL : &u.gif); break;
    }
    if (s != RK_OK) CHECK_MSG(memcmp(&u, &copy, sizeof u) == 0, "out struct written on an error");
    return s;
}

/* frame_at: d1 = t (relative to now unless not finite); i1 = 0 both outs, 1 id NULL, 2 index NULL. */
static rk_status r_frame_at(hx *h, const bad_row *r) {
    uint64_t id = 4242;
    int32_t index = 4242;
    double t = isfinite(r->d1) ? h->clock.now + r->d1 : r->d1;
    rk_status s = rk_header_frame_at(h->header, t, r->i1 == 1 ? NULL : &id, r->i1 == 2 ? NULL : &index);
    if (s != RK_OK) {
        CHECK_EQ_U64(id, 4242);
        CHECK_EQ_INT(index, 4242);
    }
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
    {"images api " #api " NoMoreData", r_images, api, 5, 0, 0, dur, NULL, BAD_STATE},             \
    {"images api " #api " NULL with count", r_images, api, 1, 1, 0, dur, NULL, BAD_ARG},          \
    {"images api " #api " too many", r_images, api, 2, 2, 0, dur, NULL, BAD_ARG},                 \
    {"images api " #api " first width NaN", r_images, api, 1, 3, NAN, dur, NULL, BAD_ARG},        \
    {"images api " #api " last width -1", r_images, api, 2, 4, -1, dur, NULL, BAD_ARG},           \
    {"images api " #api " last width 1.5e9", r_images, api, 2, 4, 1.5e9, dur, NULL, BAD_ARG},     \
    {"images api " #api " first height +inf", r_images, api, 2, 5, INFINITY, dur, NULL, BAD_ARG}, \
    {"images api " #api " first height -1", r_images, api, 3, 5, -1, dur, NULL, BAD_ARG},         \
    {"images api " #api " last height NaN", r_images, api, 4, 6, NAN, dur, NULL, BAD_ARG}
#define TITLE(state, text)                                                                        \
    {"set_title state " #state " " #text, r_text, 0, state, 0, 0, 0, text, BAD_ARG}

static const bad_row rows[] = {
    /* rk_header_set_metrics */
    {"set_metrics NULL", r_metrics_null, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 0", r_metrics_size, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 4", r_metrics_size, 4, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 1.0 - 1", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0 - 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 1.0 + 1", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0 + 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 1.0 + 8 (content_width only)", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0 + 8, 0,
     0, 0, 0, NULL, BAD_ARG},
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
    {"set_metrics pan INT32_MAX", r_metrics_pan, INT32_MAX, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics pan INT32_MIN", r_metrics_pan, INT32_MIN, 0, 0, 0, 0, NULL, BAD_ARG},
    /* flags */
    FLAG3("set_visible", 0), FLAG3("set_hidden", 1), FLAG3("set_interaction_enabled", 2),
    FLAG3("set_label_hidden", 3), FLAG3("set_time_label_hidden", 4), FLAG3("set_automatically_change_alpha", 5),
    /* numbers */
    {"set_height NaN", r_double, 0, 0, 0, NAN, 0, NULL, BAD_ARG},
    {"set_height +inf", r_double, 0, 0, 0, INFINITY, 0, NULL, BAD_ARG},
    {"set_height -1", r_double, 0, 0, 0, -1, 0, NULL, BAD_ARG},
    {"set_height 0", r_double, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_height -0", r_double, 0, 0, 0, -0.0, 0, NULL, BAD_ARG},
    {"set_height 1.5e9", r_double, 0, 0, 0, 1.5e9, 0, NULL, BAD_ARG},
    LEN5("set_ignored_top_inset", 1), LEN5("set_label_left_inset", 2), LEN5("set_text_widths state", 3),
    LEN5("set_text_widths time", 4), LEN5("set_visual_sizes arrow_width", 5),
    LEN5("set_visual_sizes arrow_height", 6), LEN5("set_visual_sizes spinner_width", 7),
    LEN5("set_visual_sizes spinner_height", 8),
    {"set_animation_durations NaN,0.2", r_durations, 0, 0, 0, NAN, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,NaN", r_durations, 0, 0, 0, 0.2, NAN, NULL, BAD_ARG},
    {"set_animation_durations inf,0.2", r_durations, 0, 0, 0, INFINITY, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,-inf", r_durations, 0, 0, 0, 0.2, -INFINITY, NULL, BAD_ARG},
    {"set_animation_durations -0.1,0.2", r_durations, 0, 0, 0, -0.1, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,-0.1", r_durations, 0, 0, 0, 0.2, -0.1, NULL, BAD_ARG},
    {"set_animation_durations 2e9,0.2", r_durations, 0, 0, 0, 2e9, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,2e9", r_durations, 0, 0, 0, 0.2, 2e9, NULL, BAD_ARG},
    {"set_utc_offset 64801", r_utc, 64801, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_utc_offset -64801", r_utc, -64801, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_utc_offset INT32_MIN", r_utc, INT32_MIN, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_utc_offset INT32_MAX", r_utc, INT32_MAX, 0, 0, 0, 0, NULL, BAD_ARG},
    /* images */
    IMGS(0, 0), IMGS(1, 0.5), IMGS(2, 0),
    {"images with_duration NaN", r_images, 1, 2, 0, 0, NAN, NULL, BAD_ARG},
    {"images with_duration +inf", r_images, 1, 2, 0, 0, INFINITY, NULL, BAD_ARG},
    {"images with_duration -0.5", r_images, 1, 1, 0, 0, -0.5, NULL, BAD_ARG},
    {"images with_duration 2e9", r_images, 1, 2, 0, 0, 2e9, NULL, BAD_ARG},
    {"images with_duration 0 Pulling", r_images, 1, 2, 0, 0, 0, NULL, BAD_ARG},
    {"images with_duration 0 Refreshing", r_images, 1, 3, 0, 0, 0, NULL, BAD_ARG},
    {"images frame_durations NULL", r_images, 2, 2, 7, 0, 0, NULL, BAD_ARG},
    {"images frame_durations NaN", r_images, 2, 1, 8, NAN, 0, NULL, BAD_ARG},
    {"images frame_durations +inf", r_images, 2, 4, 8, INFINITY, 0, NULL, BAD_ARG},
    {"images frame_durations 2e9", r_images, 2, 3, 8, 2e9, 0, NULL, BAD_ARG},
    {"images frame_durations -0.1", r_images, 2, 1, 8, -0.1, 0, NULL, BAD_ARG},
    {"images frame_durations 0 Pulling", r_images, 2, 2, 8, 0, 0, NULL, BAD_ARG},
    {"images frame_durations 0 Refreshing", r_images, 2, 3, 8, 0, 0, NULL, BAD_ARG},
    /* titles, language, key, last-updated text */
    TITLE(0, "T"), TITLE(7, "T"), TITLE(-1, "T"), TITLE(1, "\xff"), TITLE(2, "abc\xc3"),
    TITLE(1, "\xc0\xaf"), TITLE(3, "\xed\xa0\x80"), TITLE(4, "\xf4\x90\x80\x80"), TITLE(1, "\x80"),
    TITLE(2, "ok\xe2\x82"), TITLE(4, "\xf8\x88\x80\x80\x80"),
    {"set_title NoMoreData", r_text, 0, 5, 0, 0, 0, "T", BAD_STATE},
    {"set_title NoMoreData NULL", r_text, 0, 5, 1, 0, 0, NULL, BAD_STATE},
    {"set_title too long", r_text, 0, 1, 0, 0, 0, NULL, BAD_ARG},
    {"set_language NULL", r_text, 1, 0, 1, 0, 0, NULL, BAD_ARG},
    {"set_language \\xff", r_text, 1, 0, 0, 0, 0, "\xff", BAD_ARG},
    {"set_language zh\\xc3", r_text, 1, 0, 0, 0, 0, "zh\xc3", BAD_ARG},
    {"set_language too long", r_text, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_last_updated_key NULL", r_text, 2, 0, 1, 0, 0, NULL, BAD_ARG},
    {"set_last_updated_key empty", r_text, 2, 0, 0, 0, 0, "", BAD_ARG},
    {"set_last_updated_key \\xc0\\xaf", r_text, 2, 0, 0, 0, 0, "\xc0\xaf", BAD_ARG},
    {"set_last_updated_key surrogate", r_text, 2, 0, 0, 0, 0, "k\xed\xa0\x80", BAD_ARG},
    {"set_last_updated_key too long", r_text, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_last_updated_text \\xff", r_text, 3, 0, 0, 0, 0, "\xff", BAD_ARG},
    {"set_last_updated_text truncated", r_text, 3, 0, 0, 0, 0, "today\xe2\x82", BAD_ARG},
    {"set_last_updated_text too long", r_text, 3, 0, 0, 0, 0, NULL, BAD_ARG},
    /* copying queries */
    {"get_title state 0", r_copy_query, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_title state 7", r_copy_query, 0, 7, 0, 0, 0, NULL, BAD_ARG}, /* 6 is Failed since 1.3 */
    {"get_title state -1", r_copy_query, 0, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_title NoMoreData", r_copy_query, 0, 5, 0, 0, 0, NULL, BAD_STATE},
    {"get_title buf NULL cap 5", r_copy_query, 0, 1, 1, 0, 0, NULL, BAD_ARG},
    {"get_language buf NULL cap 5", r_copy_query, 1, 0, 1, 0, 0, NULL, BAD_ARG},
    {"get_label buf NULL cap 5", r_copy_query, 2, 0, 1, 0, 0, NULL, BAD_ARG},
    {"get_time_label buf NULL cap 5", r_copy_query, 3, 0, 1, 0, 0, NULL, BAD_ARG},
    {"get_last_updated_key buf NULL cap 5", r_copy_query, 4, 0, 1, 0, 0, NULL, BAD_ARG},
    /* scalar and struct queries */
    {"get_state NULL", r_scalar_null, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_pulling_percent NULL", r_scalar_null, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_alpha NULL", r_scalar_null, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout NULL", r_struct_query, 0, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size 0", r_struct_query, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size 4", r_struct_query, 0, 4, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size -1", r_struct_query, 0, (int)sizeof(rk_header_layout) - 1, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry NULL", r_struct_query, 1, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size 0", r_struct_query, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size -1", r_struct_query, 1, (int)sizeof(rk_header_geometry) - 1, 0, 0, 0, NULL, BAD_ARG},
    {"get_gif NULL", r_struct_query, 2, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_gif size 4", r_struct_query, 2, 4, 0, 0, 0, NULL, BAD_ARG},
    {"get_gif size -1", r_struct_query, 2, (int)sizeof(rk_footer_gif) - 1, 0, 0, 0, NULL, BAD_ARG},
    {"frame_at t NaN", r_frame_at, 0, 0, 0, NAN, 0, NULL, BAD_ARG},
    {"frame_at t +inf", r_frame_at, 0, 0, 0, INFINITY, 0, NULL, BAD_ARG},
    {"frame_at t -inf", r_frame_at, 0, 0, 0, -INFINITY, 0, NULL, BAD_ARG},
    {"frame_at id NULL", r_frame_at, 1, 0, 0, 0.01, 0, NULL, BAD_ARG},
    {"frame_at index NULL", r_frame_at, 2, 0, 0, 0.01, 0, NULL, BAD_ARG},
};

/* One bad call in one state: the status and a message; the header as it was; no signal. */
static void run_row(hx *h, const bad_row *r, const char *state_name) {
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
    CHECK_MSG(memcmp(&before, &after, sizeof before) == 0, "%s in %s changed the header: %s", r->name,
              state_name, snap_diff(&before, &after));
    CHECK_MSG(h->nev == h->mark, "%s in %s emitted %lu signal(s)", r->name, state_name, h->nev - h->mark);
}

/* The same next steps for both: time, a scroll back to rest, a release, an end, more time. */
static void same_steps(hx *h) {
    hx_advance(h, 0.3);
    hx_scroll(h, -64 - 54 - 30, 1, RK_PAN_CHANGED);
    hx_advance(h, 0.05);
    hx_scroll(h, -64 - 54 - 30, 0, RK_PAN_ENDED);
    hx_advance(h, 1.0);
    CHECK_OK(rk_header_set_visible(h->header, 1));
    hx_advance(h, 0.5);
    rkt_clock_advance(&h->wall, 60);
    CHECK_OK(rk_header_end_refreshing(h->header, NULL, NULL));
    hx_advance(h, 1.0);
    hx_scroll(h, -64, 0, RK_PAN_NONE);
    hx_advance(h, 1.0);
}

/* Every row in each state; then the header behaves exactly as a twin that got no bad call. */
static void bad_arguments_change_nothing(void) {
    static char log_a[LOG_CAP];
    size_t s, i;
    memset(long_text, 'a', RK_MAX_STRING_BYTES + 1);
    long_text[RK_MAX_STRING_BYTES + 1] = '\0';
    memset(long_key, 'k', RK_LAST_UPDATED_KEY_MAX + 1);
    long_key[RK_LAST_UPDATED_KEY_MAX + 1] = '\0';
    for (s = 0; s < sizeof setups / sizeof setups[0]; s++) {
        hx *h = setups[s].make(), *twin = setups[s].make();
        snap a, b;
        for (i = 0; i < sizeof rows / sizeof rows[0]; i++) run_row(h, &rows[i], setups[s].name);
        RKT_NOTE("after the matrix in %s: the header and its twin agree", setups[s].name);
        take(h, &a);
        take(twin, &b);
        /* The clocks are the same (no bad call moves them), so the snapshots agree too. */
        CHECK_MSG(memcmp(&a, &b, sizeof a) == 0, "in %s the header and its twin differ: %s", setups[s].name,
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
        CHECK_MSG(memcmp(&a, &b, sizeof a) == 0, "after the next steps in %s the header and its twin differ: %s",
                  setups[s].name, snap_diff(&a, &b));
        hx_free(h);
        hx_free(twin);
    }
    rkt_note[0] = '\0';
}

/* The snapshot sees what a valid call changes (so that "unchanged" above means something). */
static void snapshot_sees_changes(void) {
    hx *h = in_pulling();
    snap before, after;
    rk_scroll_metrics m = h->m;
    int step;
    for (step = 0; step < 6; step++) {
        take(h, &before);
        switch (step) {
        case 0: CHECK_OK(rk_header_set_title(h->header, RK_FOOTER_WILL_REFRESH, "changed")); break;
        case 1: CHECK_OK(rk_header_set_height(h->header, 61)); break;
        case 2: CHECK_OK(rk_header_set_utc_offset(h->header, 7200)); break;
        case 3: CHECK_OK(rk_context_set_last_updated(h->ctx, "news", 1.6e9)); break;
        case 4:
            m.offset_y -= 3;
            CHECK_OK(rk_header_set_metrics(h->header, &m));
            break;
        default: CHECK_OK(rk_header_set_ignored_top_inset(h->header, 5)); break;
        }
        take(h, &after);
        RKT_NOTE("snapshot step %d", step);
        CHECK(memcmp(&before, &after, sizeof before) != 0);
    }
    rkt_note[0] = '\0';
    hx_free(h);
}

/* ================================================================================================
 * The other side: valid edges are accepted
 * ============================================================================================== */

static void metrics_sizes_accepted(void) {
    hx *h = in_idle();
    rk_scroll_metrics m = h->m;
    rk_header_geometry g;
    struct {
        rk_scroll_metrics m;
        double more[4];
    } newer;
    int32_t pan;
    /* 1.0's size exactly: the appended fields are not read, whatever they hold. */
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.content_width = NAN;
    m.inset_right = -INFINITY;
    m.offset_x = 1e300;
    m.pan = 99;
    m.reserved = 0xFFFFFFFFu;
    m.offset_y = -64 - 54 - 10;
    m.dragging = 1;
    CHECK_OK(rk_header_set_metrics(h->header, &m));
    CHECK_EQ_INT(hx_state(h), RK_FOOTER_PULLING);
    /* A newer header's larger struct. */
    memset(&newer, 0, sizeof newer);
    newer.m = h->m;
    newer.m.struct_size = sizeof newer;
    newer.more[0] = NAN;
    CHECK_OK(rk_header_set_metrics(h->header, &newer.m));
    /* Every pan phase, and the ranges' edges of the appended fields. */
    for (pan = RK_PAN_NONE; pan <= RK_PAN_CANCELLED; pan++) {
        m = h->m;
        m.pan = pan;
        RKT_NOTE("pan %d", (int)pan);
        CHECK_OK(rk_header_set_metrics(h->header, &m));
    }
    m = h->m;
    m.content_width = 0;
    m.inset_right = -1e9;
    m.offset_x = 1e9;
    CHECK_OK(rk_header_set_metrics(h->header, &m));
    m.content_width = 1e9;
    m.inset_right = 1e9;
    m.offset_x = -1e9;
    CHECK_OK(rk_header_set_metrics(h->header, &m));
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_header_get_geometry(h->header, &g));
    CHECK(isfinite(g.base_top) && isfinite(g.trigger_offset));
    rkt_note[0] = '\0';
    hx_free(h);
}

static void edge_values_accepted(void) {
    hx *h = in_idle();
    rk_image img[2] = {{1, 0, 0}, {2, 0, 0}};
    double d2[2] = {0, 0};
    static char key[RK_LAST_UPDATED_KEY_MAX + 1];
    size_t len = 0;
    double t = 0;
    /* Heights: the declaration says [0.001, 1e9], as the footer's. */
    CHECK_OK(rk_header_set_height(h->header, 1e9));
    CHECK_OK(rk_header_set_height(h->header, 0.001));
    CHECK_EQ_INT(rk_header_set_height(h->header, 0.0009), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(rk_header_set_height(h->header, DBL_TRUE_MIN), RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_header_set_height(h->header, 54));
    /* Lengths at 0 and 1e9. */
    CHECK_OK(rk_header_set_ignored_top_inset(h->header, 1e9));
    CHECK_OK(rk_header_set_ignored_top_inset(h->header, 0));
    CHECK_OK(rk_header_set_label_left_inset(h->header, 0));
    CHECK_OK(rk_header_set_label_left_inset(h->header, 1e9));
    CHECK_OK(rk_header_set_text_widths(h->header, 0, 1e9));
    CHECK_OK(rk_header_set_visual_sizes(h->header, 0, 1e9, 1e9, 0));
    /* Durations at 0 and RK_MAX_DELAY_SECONDS. */
    CHECK_OK(rk_header_set_animation_durations(h->header, 0, RK_MAX_DELAY_SECONDS));
    CHECK_OK(rk_header_set_animation_durations(h->header, RK_MAX_DELAY_SECONDS, 0));
    CHECK_OK(rk_header_set_animation_durations(h->header, 0.25, 0.4));
    /* UTC offsets at +-18 hours. */
    CHECK_OK(rk_header_set_utc_offset(h->header, 64800));
    CHECK_OK(rk_header_set_utc_offset(h->header, -64800));
    /* Zero durations where frames never animate, or with one frame; zero-sized images; no images. */
    CHECK_OK(rk_header_set_images_with_duration(h->header, RK_FOOTER_IDLE, img, 2, 0));
    CHECK_OK(rk_header_set_images_with_duration(h->header, RK_FOOTER_WILL_REFRESH, img, 2, 0));
    CHECK_OK(rk_header_set_images_with_duration(h->header, RK_FOOTER_PULLING, img, 1, 0));
    CHECK_OK(rk_header_set_images_with_duration(h->header, RK_FOOTER_PULLING, img, 2, RK_MAX_DELAY_SECONDS));
    CHECK_OK(rk_header_set_images_with_frame_durations(h->header, RK_FOOTER_IDLE, img, d2, 2));
    CHECK_OK(rk_header_set_images_with_frame_durations(h->header, RK_FOOTER_REFRESHING, img, d2, 1));
    CHECK_OK(rk_header_set_images(h->header, RK_FOOTER_PULLING, NULL, 0));
    CHECK_OK(rk_header_set_images_with_frame_durations(h->header, RK_FOOTER_PULLING, NULL, NULL, 0));
    /* Titles and texts: NULL where documented, empty, the longest. */
    memset(long_text, 'b', RK_MAX_STRING_BYTES);
    long_text[RK_MAX_STRING_BYTES] = '\0';
    CHECK_OK(rk_header_set_title(h->header, RK_FOOTER_PULLING, long_text));
    CHECK_OK(rk_header_get_title(h->header, RK_FOOTER_PULLING, NULL, 0, &len));
    CHECK_EQ_U64(len, RK_MAX_STRING_BYTES);
    CHECK_OK(rk_header_set_title(h->header, RK_FOOTER_PULLING, NULL));
    CHECK_OK(rk_header_set_title(h->header, RK_FOOTER_REFRESHING, ""));
    CHECK_OK(rk_header_set_last_updated_text(h->header, long_text));
    CHECK_OK(rk_header_set_last_updated_text(h->header, ""));
    CHECK_OK(rk_header_set_last_updated_text(h->header, NULL));
    CHECK_OK(rk_header_set_language(h->header, ""));
    /* Keys: one byte, and RK_LAST_UPDATED_KEY_MAX bytes. */
    CHECK_OK(rk_header_set_last_updated_key(h->header, "k"));
    memset(key, 'k', RK_LAST_UPDATED_KEY_MAX);
    key[RK_LAST_UPDATED_KEY_MAX] = '\0';
    CHECK_OK(rk_header_set_last_updated_key(h->header, key));
    /* Store times at the years 1 and 9999. */
    CHECK_OK(rk_context_set_last_updated(h->ctx, "first", -62135596800.0));
    CHECK_OK(rk_context_get_last_updated(h->ctx, "first", &t));
    CHECK_EQ_BITS(t, -62135596800.0);
    CHECK_OK(rk_context_set_last_updated(h->ctx, "last", 253402300799.0));
    CHECK_OK(rk_context_get_last_updated(h->ctx, "last", &t));
    CHECK_EQ_BITS(t, 253402300799.0);
    CHECK_OK(rk_header_set_last_updated_key(h->header, "first"));
    CHECK_OK(rk_header_set_last_updated_key(h->header, "last"));
    /* frame_at any finite time, however far. */
    {
        uint64_t id = 0;
        int32_t index = -1;
        rk_status st = rk_header_frame_at(h->header, -1e300, &id, &index);
        CHECK_MSG(st == RK_OK || st == RK_ERR_NOT_FOUND, "frame_at(-1e300): %d (%s)", (int)st, rk_status_string(st));
        st = rk_header_frame_at(h->header, DBL_MAX, &id, &index);
        CHECK_MSG(st == RK_OK || st == RK_ERR_NOT_FOUND, "frame_at(DBL_MAX): %d (%s)", (int)st, rk_status_string(st));
    }
    /* Both styles by number. */
    {
        rk_header *other = NULL;
        CHECK_OK(rk_header_create(h->ctx, RK_HEADER_STYLE_NORMAL, &other));
        CHECK_OK(rk_header_destroy(other));
        CHECK_OK(rk_header_create(h->ctx, RK_HEADER_STYLE_GIF, &other));
        CHECK_OK(rk_header_destroy(other));
    }
    hx_free(h);
}

/* ================================================================================================
 * Lifetime
 * ============================================================================================== */

static void on_done(rk_header *header, int32_t finished, void *user_data) {
    hx *h = user_data;
    (void)header;
    h->done_calls++;
    h->done_finished = finished;
}

/* A destroy with the end animation pending: the completion once, with 0; the handle dead; nothing
   more at later dispatches. */
static void destroy_finishes_pending_completions(void) {
    hx *h = in_refreshing();
    rk_kind kind = 0;
    rk_footer_state state = 0;
    hx_advance(h, 1.0);
    CHECK_OK(rk_header_end_refreshing(h->header, on_done, h));
    CHECK_EQ_INT(h->done_calls, 0);
    h->mark = h->nev;
    CHECK_OK(rk_header_destroy(h->header));
    CHECK_EQ_INT(h->done_calls, 1);
    CHECK_EQ_INT(h->done_finished, 0);
    CHECK_RC(rk_object_kind(h->header, &kind), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_header_get_state(h->header, &state), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_header_end_refreshing(h->header, on_done, h), RK_ERR_INVALID_HANDLE);
    hx_advance(h, 5.0);
    CHECK_EQ_INT(h->done_calls, 1);
    CHECK_EQ_INT(h->nev, h->mark);
    hx_free(h);
}

static const rkt_case cases[] = {
    RKT_CASE(snapshot_sees_changes),
    RKT_CASE(bad_arguments_change_nothing),
    RKT_CASE(metrics_sizes_accepted),
    RKT_CASE(edge_values_accepted),
    RKT_CASE(destroy_finishes_pending_completions),
};

RKT_MAIN(cases)
