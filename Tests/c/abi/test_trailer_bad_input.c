/*
 * test_trailer_bad_input: every trailer setter, command and query (1.2) given bad input, in each of
 * the trailer's states, as test_header_bad_input does for the header. test_bad_input_matrix covers
 * every function with bad handles, threads and values once, in one world; this file adds what the
 * matrix leaves out:
 * - each bad call in five trailer states (Idle swiped halfway, Pulling past the trigger, Refreshing
 *   with the begin animation pending, WillRefresh while not visible, and Pulling in the state
 *   style), compared with the whole observable state before and after and with the signal log (no
 *   signal at all);
 * - a twin trailer that got no bad call: after the bad calls both take the same next steps (a
 *   swipe, a release, an end with more items, the bound task resumed and suspended) and must emit
 *   the same signals with the same arguments (nothing invisible was half-applied, no binding lost);
 * - the metrics field by field, the fields appended in 1.2 (content_width, inset_right, offset_x,
 *   pan) included, and the struct sizes: RK_SCROLL_METRICS_SIZE_1_0 exactly is accepted (the
 *   horizontal fields then read as 0, whatever they hold), a size between it and sizeof is refused,
 *   a larger one from a newer header is accepted;
 * - the valid edges of every range (the other side of the bad values);
 * - a destroy with a completion pending calls it once with finished = 0.
 * Each bad call must return the status its declaration documents, with a last-error message, and
 * leave out-parameters untouched.
 */
#include "rk_test.h"

#include <float.h>
#include <stdarg.h>
#include <stddef.h>

/* ================================================================================================
 * A host double: a context on a fake clock, one trailer bound to a task, every signal logged
 * ============================================================================================== */

enum { LOG_CAP = 1 << 16, MAX_SIGNALS = 32 };

typedef struct tx tx;
typedef struct {
    tx *owner;
    const char *name;
} tslot;

struct tx {
    rk_context *ctx, *ctx2;
    rkt_clock clock;
    rk_trailer *trailer;
    rk_task *task, *foreign_task, *dead_task;
    rk_scroll_metrics m;
    tslot slots[MAX_SIGNALS];
    size_t nslots;
    unsigned long nev, mark;
    char log[LOG_CAP];
    size_t len;
    int done_calls, done_finished;
};

static void tx_log(tx *t, const char *fmt, ...) RKT_PRINTF(2, 3);
static void tx_log(tx *t, const char *fmt, ...) {
    va_list ap;
    t->nev++;
    if (t->len >= LOG_CAP - 1) return;
    va_start(ap, fmt);
    t->len += (size_t)vsnprintf(t->log + t->len, LOG_CAP - t->len, fmt, ap);
    va_end(ap);
    if (t->len > LOG_CAP - 1) t->len = LOG_CAP - 1;
}

#define SLOT(ud) ((tslot *)(ud))
static void s_v(void *o, void *ud) { (void)o; tx_log(SLOT(ud)->owner, "%s; ", SLOT(ud)->name); }
static void s_ii(void *o, int32_t a, int32_t b, void *ud) {
    (void)o;
    tx_log(SLOT(ud)->owner, "%s:%d<%d; ", SLOT(ud)->name, (int)a, (int)b);
}
static void s_d(void *o, double a, void *ud) { (void)o; tx_log(SLOT(ud)->owner, "%s:%.17g; ", SLOT(ud)->name, a); }
static void s_dd(void *o, double a, double b, void *ud) {
    (void)o;
    tx_log(SLOT(ud)->owner, "%s:%.17g@%.17g; ", SLOT(ud)->name, a, b);
}
static void s_dddd(void *o, double a, double b, double c, double d, void *ud) {
    (void)o;
    tx_log(SLOT(ud)->owner, "%s:%.17g,%.17g,%.17g,%.17g; ", SLOT(ud)->name, a, b, c, d);
}
static void s_si(void *o, const char *text, int32_t priority, void *ud) {
    (void)o;
    tx_log(SLOT(ud)->owner, "%s:%s/%d; ", SLOT(ud)->name, text, (int)priority);
}
static void s_u(void *o, uint64_t a, void *ud) {
    (void)o;
    tx_log(SLOT(ud)->owner, "%s:%llu; ", SLOT(ud)->name, (unsigned long long)a);
}
static void s_s(void *o, const char *s, void *ud) { (void)o; tx_log(SLOT(ud)->owner, "%s:%s; ", SLOT(ud)->name, s); }

static const struct {
    const char *shape;
    rk_callback fn;
} handlers[] = {
    {"v:", (rk_callback)s_v},     {"v:ii", (rk_callback)s_ii},     {"v:d", (rk_callback)s_d},
    {"v:dd", (rk_callback)s_dd},  {"v:dddd", (rk_callback)s_dddd}, {"v:s", (rk_callback)s_s},   {"v:u", (rk_callback)s_u},  {"v:si", (rk_callback)s_si},
};

static void tx_dispatch(tx *t) {
    uint32_t ran = 1;
    int guard = 0;
    while (ran != 0 && guard++ < 100) CHECK_OK(rk_context_dispatch(t->ctx, &ran));
}

static void tx_advance(tx *t, double seconds) {
    rkt_clock_advance(&t->clock, seconds);
    tx_dispatch(t);
}

static void tx_swipe(tx *t, double x, int32_t dragging, rk_pan_state pan) {
    t->m.offset_x = x;
    t->m.dragging = dragging;
    t->m.pan = pan;
    CHECK_OK(rk_trailer_set_metrics(t->trailer, &t->m));
}

/*
 * A trailer at rest under insets on every side (left 4, right 6): V = 375 - 4 - 6 = 365, the
 * content 1000 wide, so D = 635, happen_offset = 631 and trigger_offset = 691. Custom titles, a
 * data count, an arrow size, an ignored right inset, alpha following the pull, bound to a
 * Suspended task of its context; a logging handler on every signal. A second context holds a task
 * of its own; a destroyed task is kept for the bad bindings.
 */
static tx *tx_new(rk_trailer_style style) {
    tx *t = calloc(1, sizeof *t);
    uint32_t count = 0, i;
    if (t == NULL) {
        CHECK_MSG(0, "out of memory");
        exit(1);
    }
    rkt_clock_init(&t->clock, 1000.0);
    CHECK_OK(rk_context_create(&t->ctx));
    CHECK_OK(rkt_clock_install(t->ctx, &t->clock));
    CHECK_OK(rk_context_create(&t->ctx2));
    CHECK_OK(rk_task_create(t->ctx2, &t->foreign_task));
    CHECK_OK(rk_task_create(t->ctx, &t->dead_task));
    CHECK_OK(rk_task_destroy(t->dead_task));
    CHECK_OK(rk_task_create(t->ctx, &t->task));
    CHECK_OK(rk_trailer_create(t->ctx, style, &t->trailer));
    CHECK_OK(rk_signal_count(RK_KIND_TRAILER, &count));
    for (i = 0; i < count && t->nslots < MAX_SIGNALS; i++) {
        rk_signal_desc d;
        char shape[RKT_SHAPE_SIZE];
        rk_callback fn = NULL;
        size_t k;
        memset(&d, 0, sizeof d);
        d.struct_size = sizeof d;
        CHECK_OK(rk_signal_info(RK_KIND_TRAILER, i, &d));
        rkt_signal_shape(&d, shape);
        for (k = 0; k < sizeof handlers / sizeof handlers[0]; k++) {
            if (strcmp(handlers[k].shape, shape) == 0) fn = handlers[k].fn;
        }
        CHECK_MSG(fn != NULL, "no logging handler for the trailer's \"%s\" (%s)", d.name, shape);
        if (fn == NULL) continue;
        t->slots[t->nslots].owner = t;
        t->slots[t->nslots].name = d.name;
        CHECK_OK(rk_connect(t->trailer, d.name, fn, &t->slots[t->nslots], NULL, NULL));
        t->nslots++;
    }
    memset(&t->m, 0, sizeof t->m);
    t->m.struct_size = sizeof t->m;
    t->m.viewport_width = 375;
    t->m.viewport_height = 600;
    t->m.content_height = 600;
    t->m.inset_top = 64;
    t->m.inset_bottom = 8;
    t->m.inset_left = 4;
    t->m.offset_y = -64;
    t->m.content_width = 1000;
    t->m.inset_right = 6;
    t->m.offset_x = -4;
    CHECK_OK(rk_trailer_set_metrics(t->trailer, &t->m));
    CHECK_OK(rk_trailer_set_title(t->trailer, RK_FOOTER_IDLE, "swipe me"));
    CHECK_OK(rk_trailer_set_title(t->trailer, RK_FOOTER_REFRESHING, "\xe8\xa9\xb3\xe6\x83\x85"));
    CHECK_OK(rk_trailer_set_data_count(t->trailer, 10));
    CHECK_OK(rk_trailer_set_arrow_size(t->trailer, 18, 22));
    CHECK_OK(rk_trailer_set_ignored_right_inset(t->trailer, 2));
    CHECK_OK(rk_trailer_set_automatically_change_alpha(t->trailer, 1));
    CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(t->trailer, t->task));
    tx_dispatch(t);
    return t;
}

static void tx_free(tx *t) {
    CHECK_OK(rk_context_destroy(t->ctx));
    CHECK_OK(rk_context_destroy(t->ctx2));
    free(t);
}

static rk_footer_state tx_state(tx *t) {
    rk_footer_state s = -1;
    CHECK_OK(rk_trailer_get_state(t->trailer, &s));
    return s;
}

/* ---- the states ---- */

static tx *idle_of(rk_trailer_style style) {
    tx *t = tx_new(style);
    tx_swipe(t, 661, 1, RK_PAN_BEGAN); /* halfway: percent 0.5 */
    CHECK_EQ_INT(tx_state(t), RK_FOOTER_IDLE);
    return t;
}

static tx *pulling_of(rk_trailer_style style) {
    tx *t = idle_of(style);
    tx_swipe(t, 720, 1, RK_PAN_CHANGED);
    tx_advance(t, 0.05);
    CHECK_EQ_INT(tx_state(t), RK_FOOTER_PULLING);
    return t;
}

static tx *in_idle(void) { return idle_of(RK_TRAILER_STYLE_NORMAL); }
static tx *in_pulling(void) { return pulling_of(RK_TRAILER_STYLE_NORMAL); }
static tx *in_state_style_pulling(void) { return pulling_of(RK_TRAILER_STYLE_STATE); }

static tx *in_refreshing(void) {
    tx *t = in_pulling();
    tx_swipe(t, 720, 0, RK_PAN_ENDED);
    tx_advance(t, 0.1); /* the begin animation (0.25 s) is still running */
    CHECK_EQ_INT(tx_state(t), RK_FOOTER_REFRESHING);
    return t;
}

static tx *in_will_refresh(void) {
    tx *t = in_idle();
    CHECK_OK(rk_trailer_set_visible(t->trailer, 0));
    CHECK_OK(rk_trailer_begin_refreshing(t->trailer, NULL, NULL));
    tx_dispatch(t);
    CHECK_EQ_INT(tx_state(t), RK_FOOTER_WILL_REFRESH);
    return t;
}

static const struct {
    const char *name;
    tx *(*make)(void);
} setups[] = {
    {"Idle", in_idle},
    {"Pulling", in_pulling},
    {"Refreshing", in_refreshing},
    {"WillRefresh", in_will_refresh},
    {"Pulling (state style)", in_state_style_pulling},
};

/* ---- the trailer's whole observable state ---- */

typedef struct {
    rk_footer_state state;
    double percent, alpha, angle;
    rk_trailer_layout layout;
    rk_trailer_geometry geo;
    char label[256], lang[32];
    char titles[5][256];
    double next_timeout;
    rk_task_state task, foreign_task;
} snap;

static void take(tx *t, snap *s) {
    int k;
    memset(s, 0, sizeof *s);
    CHECK_OK(rk_trailer_get_state(t->trailer, &s->state));
    CHECK_OK(rk_trailer_get_pulling_percent(t->trailer, &s->percent));
    CHECK_OK(rk_trailer_get_alpha(t->trailer, &s->alpha));
    CHECK_OK(rk_trailer_get_arrow_angle(t->trailer, &s->angle));
    s->layout.struct_size = sizeof s->layout;
    CHECK_OK(rk_trailer_get_layout(t->trailer, &s->layout));
    s->geo.struct_size = sizeof s->geo;
    CHECK_OK(rk_trailer_get_geometry(t->trailer, &s->geo));
    CHECK_OK(rk_trailer_get_label(t->trailer, s->label, sizeof s->label, NULL));
    CHECK_OK(rk_trailer_get_language(t->trailer, s->lang, sizeof s->lang, NULL));
    for (k = RK_FOOTER_IDLE; k <= RK_FOOTER_WILL_REFRESH; k++) {
        CHECK_OK(rk_trailer_get_title(t->trailer, k, s->titles[k], sizeof s->titles[k], NULL));
    }
    CHECK_OK(rk_context_next_timeout(t->ctx, &s->next_timeout));
    CHECK_OK(rk_task_get_state(t->task, &s->task));
    CHECK_OK(rk_task_get_state(t->foreign_task, &s->foreign_task));
}

static const char *snap_diff(const snap *a, const snap *b) {
    static char out[512];
    size_t used = 0;
#define SNAP_FIELD(field)                                                                         \
    if (memcmp(&a->field, &b->field, sizeof a->field) != 0 && used < sizeof out)                  \
        used += (size_t)snprintf(out + used, sizeof out - used, "%s ", #field);
    out[0] = '\0';
    SNAP_FIELD(state) SNAP_FIELD(percent) SNAP_FIELD(alpha) SNAP_FIELD(angle) SNAP_FIELD(layout)
    SNAP_FIELD(geo) SNAP_FIELD(label) SNAP_FIELD(lang) SNAP_FIELD(titles) SNAP_FIELD(next_timeout)
    SNAP_FIELD(task) SNAP_FIELD(foreign_task)
#undef SNAP_FIELD
    return out;
}

/* ================================================================================================
 * The bad calls
 * ============================================================================================== */

typedef struct bad_row bad_row;
struct bad_row {
    const char *name;
    rk_status (*call)(tx *t, const bad_row *r);
    int i1, i2, i3;
    double d1, d2;
    const char *s1;
    rk_status want;
};

#define BAD_ARG RK_ERR_INVALID_ARGUMENT
#define BAD_STATE RK_ERR_INVALID_STATE
#define BAD_HANDLE RK_ERR_INVALID_HANDLE

/* Metrics that differ from the host's in every field (the 1.2 ones too), one field set to d1 at
   offset i1 (a double). */
static rk_scroll_metrics changed(const tx *t) {
    rk_scroll_metrics m = t->m;
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
    m.offset_x += 40;
    m.pan = RK_PAN_CANCELLED;
    return m;
}

static rk_status r_metrics_field(tx *t, const bad_row *r) {
    rk_scroll_metrics m = changed(t);
    memcpy((char *)&m + r->i1, &r->d1, sizeof r->d1);
    return rk_trailer_set_metrics(t->trailer, &m);
}

/* i1 = struct_size; i2 = 1: also put NaN in offset_y, 2: -1 in viewport_width (fields of 1.0). */
static rk_status r_metrics_size(tx *t, const bad_row *r) {
    rk_scroll_metrics m = changed(t);
    m.struct_size = (uint32_t)r->i1;
    if (r->i2 == 1) m.offset_y = NAN;
    if (r->i2 == 2) m.viewport_width = -1;
    return rk_trailer_set_metrics(t->trailer, &m);
}

static rk_status r_metrics_null(tx *t, const bad_row *r) {
    (void)r;
    return rk_trailer_set_metrics(t->trailer, NULL);
}

static rk_status r_metrics_dragging(tx *t, const bad_row *r) {
    rk_scroll_metrics m = changed(t);
    m.dragging = r->i1;
    return rk_trailer_set_metrics(t->trailer, &m);
}

static rk_status r_metrics_pan(tx *t, const bad_row *r) {
    rk_scroll_metrics m = changed(t);
    m.pan = r->i1;
    return rk_trailer_set_metrics(t->trailer, &m);
}

static rk_status r_flag(tx *t, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_trailer_set_visible(t->trailer, r->i2);
    case 1: return rk_trailer_set_hidden(t->trailer, r->i2);
    case 2: return rk_trailer_set_interaction_enabled(t->trailer, r->i2);
    case 3: return rk_trailer_set_label_hidden(t->trailer, r->i2);
    default: return rk_trailer_set_automatically_change_alpha(t->trailer, r->i2);
    }
}

/* i1: 0 ignored right inset, 1 arrow width, 2 arrow height, 3 both arrow sides = d1. */
static rk_status r_double(tx *t, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_trailer_set_ignored_right_inset(t->trailer, r->d1);
    case 1: return rk_trailer_set_arrow_size(t->trailer, r->d1, 30);
    case 2: return rk_trailer_set_arrow_size(t->trailer, 30, r->d1);
    default: return rk_trailer_set_arrow_size(t->trailer, r->d1, r->d1);
    }
}

static rk_status r_durations(tx *t, const bad_row *r) {
    return rk_trailer_set_animation_durations(t->trailer, r->d1, r->d2);
}

/* i1: 0 -1, 1 INT64_MIN, 2 -2^40. */
static rk_status r_count(tx *t, const bad_row *r) {
    static const int64_t counts[] = {-1, INT64_MIN, -((int64_t)1 << 40)};
    return rk_trailer_set_data_count(t->trailer, counts[r->i1]);
}

static char long_text[RK_MAX_STRING_BYTES + 2];

/* i1: 0 title (state i2; s1 NULL = the over-long text, i3 = 1: a NULL title), 1 language (s1 NULL
   = the over-long text, i3 = 1: NULL). */
static rk_status r_text(tx *t, const bad_row *r) {
    const char *text = r->i3 ? NULL : r->s1 ? r->s1 : long_text;
    if (r->i1 == 0) return rk_trailer_set_title(t->trailer, r->i2, text);
    return rk_trailer_set_language(t->trailer, text);
}

/* Copying queries: i1 = 0 title (state i2), 1 language, 2 label; i3 = 1: buf NULL with cap 5,
   2: buf NULL with cap SIZE_MAX. Nothing may be written on an error. */
static rk_status r_copy_query(tx *t, const bad_row *r) {
    char buf[64];
    size_t len = 777;
    rk_status s;
    char *b = r->i3 ? NULL : buf;
    size_t cap = r->i3 == 1 ? 5 : r->i3 == 2 ? SIZE_MAX : sizeof buf;
    memset(buf, 'Q', sizeof buf);
    switch (r->i1) {
    case 0: s = rk_trailer_get_title(t->trailer, r->i2, b, cap, &len); break;
    case 1: s = rk_trailer_get_language(t->trailer, b, cap, &len); break;
    default: s = rk_trailer_get_label(t->trailer, b, cap, &len); break;
    }
    if (s != RK_OK) {
        CHECK_EQ_U64(len, 777);
        CHECK(buf[0] == 'Q' && buf[63] == 'Q');
    }
    return s;
}

static rk_status r_scalar_null(tx *t, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_trailer_get_state(t->trailer, NULL);
    case 1: return rk_trailer_get_pulling_percent(t->trailer, NULL);
    case 2: return rk_trailer_get_alpha(t->trailer, NULL);
    default: return rk_trailer_get_arrow_angle(t->trailer, NULL);
    }
}

/* Struct queries: i1 = 0 layout, 1 geometry; i2 = struct_size, or -1 for a NULL out. */
static rk_status r_struct_query(tx *t, const bad_row *r) {
    union {
        rk_trailer_layout l;
        rk_trailer_geometry g;
        unsigned char bytes[512];
    } u, copy;
    rk_status s;
    memset(&u, 0x5A, sizeof u);
    u.l.struct_size = (uint32_t)r->i2;
    copy = u;
    if (r->i1 == 0) s = rk_trailer_get_layout(t->trailer, r->i2 < 0 ? NULL : &u.l);
    else s = rk_trailer_get_geometry(t->trailer, r->i2 < 0 ? NULL : &u.g);
    if (s != RK_OK) CHECK_MSG(memcmp(&u, &copy, sizeof u) == 0, "out struct written on an error");
    return s;
}

/* A second trailer in the context with a bad style (i1), or out_trailer NULL (i2 = 1): nothing
   made, out_trailer untouched. */
static rk_status r_create(tx *t, const bad_row *r) {
    rk_trailer *out = RKT_HANDLE(rk_trailer, 0x5E5E5E5E5E5E5E5Eull);
    rk_status s = rk_trailer_create(t->ctx, r->i1, r->i2 ? NULL : &out);
    if (s != RK_OK) CHECK(out == RKT_HANDLE(rk_trailer, 0x5E5E5E5E5E5E5E5Eull));
    return s;
}

/* The task binding with a task it cannot take: i1 = 0 a task of the other context, 1 a destroyed
   task, 2 the context itself, 3 an address that never was a handle. The binding to the host's task
   must stay (the twin's next steps resume that task). */
static rk_status r_bind(tx *t, const bad_row *r) {
    static int not_a_handle;
    void *task;
    switch (r->i1) {
    case 0: task = t->foreign_task; break;
    case 1: task = t->dead_task; break;
    case 2: task = t->ctx; break;
    default: task = &not_a_handle; break;
    }
    return rk_trailer_set_refreshing_with_state_of_task(t->trailer, task);
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
#define LEN6(name, which)                                                                         \
    {name " NaN", r_double, which, 0, 0, NAN, 0, NULL, BAD_ARG},                                  \
    {name " +inf", r_double, which, 0, 0, INFINITY, 0, NULL, BAD_ARG},                            \
    {name " -inf", r_double, which, 0, 0, -INFINITY, 0, NULL, BAD_ARG},                           \
    {name " -1", r_double, which, 0, 0, -1, 0, NULL, BAD_ARG},                                    \
    {name " -1e-300", r_double, which, 0, 0, -1e-300, 0, NULL, BAD_ARG},                          \
    {name " 1.5e9", r_double, which, 0, 0, 1.5e9, 0, NULL, BAD_ARG}
#define TITLE(state, text)                                                                        \
    {"set_title state " #state " " #text, r_text, 0, state, 0, 0, 0, text, BAD_ARG}

static const bad_row rows[] = {
    /* rk_trailer_set_metrics */
    {"set_metrics NULL", r_metrics_null, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 0", r_metrics_size, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 4", r_metrics_size, 4, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 1.0 - 1", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0 - 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 1.0 + 1", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0 + 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 1.0 + 8 (content_width only)", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0 + 8, 0,
     0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size up to offset_x", r_metrics_size, OFF(offset_x), 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size up to pan", r_metrics_size, OFF(pan), 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size sizeof - 1", r_metrics_size, (int)sizeof(rk_scroll_metrics) - 1, 0, 0, 0, 0, NULL,
     BAD_ARG},
    {"set_metrics struct_size 1.0, offset_y NaN", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0, 1, 0, 0, 0, NULL,
     BAD_ARG},
    {"set_metrics struct_size 1.0, viewport_width -1", r_metrics_size, RK_SCROLL_METRICS_SIZE_1_0, 2, 0, 0, 0,
     NULL, BAD_ARG},
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
    FLAG3("set_label_hidden", 3), FLAG3("set_automatically_change_alpha", 4),
    /* numbers */
    {"set_data_count -1", r_count, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_data_count INT64_MIN", r_count, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_data_count -2^40", r_count, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    LEN6("set_ignored_right_inset", 0), LEN6("set_arrow_size width", 1), LEN6("set_arrow_size height", 2),
    LEN6("set_arrow_size both", 3),
    {"set_animation_durations NaN,0.2", r_durations, 0, 0, 0, NAN, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,NaN", r_durations, 0, 0, 0, 0.2, NAN, NULL, BAD_ARG},
    {"set_animation_durations inf,0.2", r_durations, 0, 0, 0, INFINITY, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,-inf", r_durations, 0, 0, 0, 0.2, -INFINITY, NULL, BAD_ARG},
    {"set_animation_durations -0.1,0.2", r_durations, 0, 0, 0, -0.1, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,-0.1", r_durations, 0, 0, 0, 0.2, -0.1, NULL, BAD_ARG},
    {"set_animation_durations 2e9,0.2", r_durations, 0, 0, 0, 2e9, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,2e9", r_durations, 0, 0, 0, 0.2, 2e9, NULL, BAD_ARG},
    {"set_animation_durations DBL_MAX,DBL_MAX", r_durations, 0, 0, 0, DBL_MAX, DBL_MAX, NULL, BAD_ARG},
    /* titles and language */
    TITLE(0, "T"), TITLE(7, "T"), TITLE(-1, "T"), TITLE(1, "\xff"), TITLE(2, "abc\xc3"),
    TITLE(1, "\xc0\xaf"), TITLE(3, "\xed\xa0\x80"), TITLE(4, "\xf4\x90\x80\x80"), TITLE(1, "\x80"),
    TITLE(2, "ok\xe2\x82"), TITLE(4, "\xf8\x88\x80\x80\x80"),
    {"set_title state 0 NULL", r_text, 0, 0, 1, 0, 0, NULL, BAD_ARG},
    {"set_title NoMoreData", r_text, 0, 5, 0, 0, 0, "T", BAD_STATE},
    {"set_title NoMoreData NULL", r_text, 0, 5, 1, 0, 0, NULL, BAD_STATE},
    {"set_title too long", r_text, 0, 1, 0, 0, 0, NULL, BAD_ARG},
    {"set_language NULL", r_text, 1, 0, 1, 0, 0, NULL, BAD_ARG},
    {"set_language \\xff", r_text, 1, 0, 0, 0, 0, "\xff", BAD_ARG},
    {"set_language zh\\xc3", r_text, 1, 0, 0, 0, 0, "zh\xc3", BAD_ARG},
    {"set_language surrogate", r_text, 1, 0, 0, 0, 0, "uk\xed\xa0\x80", BAD_ARG},
    {"set_language too long", r_text, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    /* copying queries */
    {"get_title state 0", r_copy_query, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_title state 7", r_copy_query, 0, 7, 0, 0, 0, NULL, BAD_ARG}, /* 6 is Failed since 1.3 */
    {"get_title state -1", r_copy_query, 0, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_title NoMoreData", r_copy_query, 0, 5, 0, 0, 0, NULL, BAD_STATE},
    {"get_title buf NULL cap 5", r_copy_query, 0, 1, 1, 0, 0, NULL, BAD_ARG},
    {"get_title buf NULL cap SIZE_MAX", r_copy_query, 0, 2, 2, 0, 0, NULL, BAD_ARG},
    {"get_language buf NULL cap 5", r_copy_query, 1, 0, 1, 0, 0, NULL, BAD_ARG},
    {"get_language buf NULL cap SIZE_MAX", r_copy_query, 1, 0, 2, 0, 0, NULL, BAD_ARG},
    {"get_label buf NULL cap 5", r_copy_query, 2, 0, 1, 0, 0, NULL, BAD_ARG},
    {"get_label buf NULL cap SIZE_MAX", r_copy_query, 2, 0, 2, 0, 0, NULL, BAD_ARG},
    /* scalar and struct queries */
    {"get_state NULL", r_scalar_null, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_pulling_percent NULL", r_scalar_null, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_alpha NULL", r_scalar_null, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_arrow_angle NULL", r_scalar_null, 3, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout NULL", r_struct_query, 0, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size 0", r_struct_query, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size 4", r_struct_query, 0, 4, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size without the arrow", r_struct_query, 0, (int)offsetof(rk_trailer_layout, arrow), 0, 0, 0,
     NULL, BAD_ARG},
    {"get_layout size -1", r_struct_query, 0, (int)sizeof(rk_trailer_layout) - 1, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry NULL", r_struct_query, 1, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size 0", r_struct_query, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size 8", r_struct_query, 1, 8, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size without the ignored inset", r_struct_query, 1,
     (int)offsetof(rk_trailer_geometry, ignored_right_inset), 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size -1", r_struct_query, 1, (int)sizeof(rk_trailer_geometry) - 1, 0, 0, 0, NULL, BAD_ARG},
    /* creation and the task binding */
    {"create style 2", r_create, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"create style -1", r_create, -1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"create style INT32_MAX", r_create, INT32_MAX, 0, 0, 0, 0, NULL, BAD_ARG},
    {"create out_trailer NULL", r_create, RK_TRAILER_STYLE_NORMAL, 1, 0, 0, 0, NULL, BAD_ARG},
    {"bind a task of another context", r_bind, 0, 0, 0, 0, 0, NULL, BAD_HANDLE},
    {"bind a destroyed task", r_bind, 1, 0, 0, 0, 0, NULL, BAD_HANDLE},
    {"bind the context as a task", r_bind, 2, 0, 0, 0, 0, NULL, BAD_HANDLE},
    {"bind an address that never was a handle", r_bind, 3, 0, 0, 0, 0, NULL, BAD_HANDLE},
};

/* One bad call in one state: the status and a message; the trailer as it was; no signal. */
static void run_row(tx *t, const bad_row *r, const char *state_name) {
    snap before, after;
    rk_status got;
    RKT_NOTE("%s, in %s", r->name, state_name);
    take(t, &before);
    t->mark = t->nev;
    rk_clear_last_error();
    got = r->call(t, r);
    CHECK_MSG(got == r->want, "%s in %s returned %d (%s), expected %d (%s)", r->name, state_name, (int)got,
              rk_status_string(got), (int)r->want, rk_status_string(r->want));
    CHECK_MSG(rkt_error_length() > 0, "%s in %s set no last error message", r->name, state_name);
    take(t, &after);
    CHECK_MSG(memcmp(&before, &after, sizeof before) == 0, "%s in %s changed the trailer: %s", r->name,
              state_name, snap_diff(&before, &after));
    tx_dispatch(t);
    take(t, &after);
    CHECK_MSG(memcmp(&before, &after, sizeof before) == 0, "%s in %s changed the trailer at the next dispatch: %s",
              r->name, state_name, snap_diff(&before, &after));
    CHECK_MSG(t->nev == t->mark, "%s in %s emitted %lu signal(s)", r->name, state_name, t->nev - t->mark);
}

/* The same next steps for both: time, a swipe past the trigger, a release, visible again, the
   count set to the fixture's own (10) and an end (a count changed by a bad call would have been the
   one the refresh began with: the end would re-assert the offset), a swipe back, then the bound
   task resumed (the binding begins), more items, and the task suspended (it ends, re-asserting the
   offset). */
static void same_steps(tx *t) {
    tx_advance(t, 0.3);
    tx_swipe(t, 730, 1, RK_PAN_CHANGED);
    tx_advance(t, 0.05);
    tx_swipe(t, 730, 0, RK_PAN_ENDED);
    tx_advance(t, 1.0);
    CHECK_OK(rk_trailer_set_visible(t->trailer, 1));
    tx_advance(t, 0.5);
    CHECK_OK(rk_trailer_set_data_count(t->trailer, 10));
    CHECK_OK(rk_trailer_end_refreshing(t->trailer, NULL, NULL));
    tx_advance(t, 1.0);
    tx_swipe(t, -4, 0, RK_PAN_NONE);
    tx_advance(t, 1.0);
    CHECK_OK(rk_task_resume(t->task));
    tx_advance(t, 0.5);
    CHECK_EQ_INT(tx_state(t), RK_FOOTER_REFRESHING);
    CHECK_OK(rk_trailer_set_data_count(t->trailer, 14));
    CHECK_OK(rk_task_suspend(t->task));
    tx_advance(t, 1.0);
    CHECK_EQ_INT(tx_state(t), RK_FOOTER_IDLE);
}

/* Every row in each state; then the trailer behaves exactly as a twin that got no bad call. */
static void bad_arguments_change_nothing(void) {
    static char log_a[LOG_CAP];
    size_t s, i;
    memset(long_text, 'a', RK_MAX_STRING_BYTES + 1);
    long_text[RK_MAX_STRING_BYTES + 1] = '\0';
    for (s = 0; s < sizeof setups / sizeof setups[0]; s++) {
        tx *t = setups[s].make(), *twin = setups[s].make();
        snap a, b;
        for (i = 0; i < sizeof rows / sizeof rows[0]; i++) run_row(t, &rows[i], setups[s].name);
        RKT_NOTE("after the bad calls in %s: the trailer and its twin agree", setups[s].name);
        take(t, &a);
        take(twin, &b);
        /* The clocks are the same (no bad call moves them), so the snapshots agree too. */
        CHECK_MSG(memcmp(&a, &b, sizeof a) == 0, "in %s the trailer and its twin differ: %s", setups[s].name,
                  snap_diff(&a, &b));
        t->len = twin->len = 0;
        t->log[0] = twin->log[0] = '\0';
        same_steps(t);
        same_steps(twin);
        snprintf(log_a, sizeof log_a, "%s", t->log);
        CHECK_MSG(t->len > 0, "the next steps in %s emitted nothing", setups[s].name);
        CHECK_STR(log_a, twin->log);
        take(t, &a);
        take(twin, &b);
        CHECK_MSG(memcmp(&a, &b, sizeof a) == 0, "after the next steps in %s the trailer and its twin differ: %s",
                  setups[s].name, snap_diff(&a, &b));
        tx_free(t);
        tx_free(twin);
    }
    rkt_note[0] = '\0';
}

/* The snapshot sees what a valid call changes (so that "unchanged" above means something). */
static void snapshot_sees_changes(void) {
    tx *t = in_pulling();
    snap before, after;
    rk_scroll_metrics m = t->m;
    int step;
    for (step = 0; step < 8; step++) {
        take(t, &before);
        switch (step) {
        case 0: CHECK_OK(rk_trailer_set_title(t->trailer, RK_FOOTER_WILL_REFRESH, "changed")); break;
        case 1: CHECK_OK(rk_trailer_set_ignored_right_inset(t->trailer, 7)); break;
        case 2: CHECK_OK(rk_trailer_set_arrow_size(t->trailer, 11, 12)); break;
        case 3: CHECK_OK(rk_trailer_set_language(t->trailer, "ko")); break;
        case 4:
            m.offset_x += 3;
            CHECK_OK(rk_trailer_set_metrics(t->trailer, &m));
            break;
        case 5:
            m.inset_right += 3;
            m.offset_x = 640; /* back under the trigger: Idle, the snapshot taken */
            CHECK_OK(rk_trailer_set_metrics(t->trailer, &m));
            break;
        case 6: CHECK_OK(rk_task_resume(t->task)); break;
        default: CHECK_OK(rk_trailer_set_label_hidden(t->trailer, 1)); break;
        }
        take(t, &after);
        RKT_NOTE("snapshot step %d", step);
        CHECK(memcmp(&before, &after, sizeof before) != 0);
        tx_dispatch(t);
    }
    rkt_note[0] = '\0';
    tx_free(t);
}

/* ================================================================================================
 * The other side: valid edges are accepted
 * ============================================================================================== */

static void metrics_sizes_accepted(void) {
    tx *t = in_idle();
    rk_scroll_metrics m = t->m;
    rk_trailer_geometry g;
    struct {
        rk_scroll_metrics m;
        double more[4];
    } newer;
    int32_t pan;
    /* 1.0's size exactly: the horizontal fields read as 0, whatever they hold. With content_width,
       inset_right and offset_x 0: V = 375 - 4 - 0 = 371, D = -371, happen_offset = 0 - 4 = -4. */
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.content_width = NAN;
    m.inset_right = -INFINITY;
    m.offset_x = 1e300;
    m.pan = 99;
    m.reserved = 0xFFFFFFFFu;
    m.dragging = 1;
    CHECK_OK(rk_trailer_set_metrics(t->trailer, &m));
    memset(&g, 0, sizeof g);
    g.struct_size = sizeof g;
    CHECK_OK(rk_trailer_get_geometry(t->trailer, &g));
    CHECK_EQ_BITS(g.snapshot_right, 0.0);
    CHECK_EQ_BITS(g.snapshot_left, 4.0);
    CHECK_EQ_BITS(g.happen_offset, -4.0);
    CHECK_EQ_BITS(g.trigger_offset, 56.0);
    /* offset_x read as 0: short of the trigger (56), so no Pulling. */
    CHECK_EQ_INT(tx_state(t), RK_FOOTER_IDLE);
    /* The whole struct again: the thresholds come back. */
    CHECK_OK(rk_trailer_set_metrics(t->trailer, &t->m));
    CHECK_OK(rk_trailer_get_geometry(t->trailer, &g));
    CHECK_EQ_BITS(g.happen_offset, 631.0);
    CHECK_EQ_BITS(g.trigger_offset, 691.0);
    /* A newer header's larger struct. */
    memset(&newer, 0, sizeof newer);
    newer.m = t->m;
    newer.m.struct_size = sizeof newer;
    newer.more[0] = NAN;
    CHECK_OK(rk_trailer_set_metrics(t->trailer, &newer.m));
    /* Every pan phase, and the ranges' edges of the appended fields. */
    for (pan = RK_PAN_NONE; pan <= RK_PAN_CANCELLED; pan++) {
        m = t->m;
        m.pan = pan;
        RKT_NOTE("pan %d", (int)pan);
        CHECK_OK(rk_trailer_set_metrics(t->trailer, &m));
    }
    m = t->m;
    m.content_width = 0;
    m.inset_right = -1e9;
    m.offset_x = 1e9;
    CHECK_OK(rk_trailer_set_metrics(t->trailer, &m));
    m.content_width = 1e9;
    m.inset_right = 1e9;
    m.offset_x = -1e9;
    CHECK_OK(rk_trailer_set_metrics(t->trailer, &m));
    CHECK_OK(rk_trailer_get_geometry(t->trailer, &g));
    CHECK(isfinite(g.happen_offset) && isfinite(g.trigger_offset) && isfinite(g.snapshot_right));
    rkt_note[0] = '\0';
    tx_free(t);
}

static void edge_values_accepted(void) {
    tx *t = in_idle();
    size_t len = 0;
    rk_task *completed = NULL;
    /* Lengths at 0 and 1e9. */
    CHECK_OK(rk_trailer_set_ignored_right_inset(t->trailer, 1e9));
    CHECK_OK(rk_trailer_set_ignored_right_inset(t->trailer, 0));
    CHECK_OK(rk_trailer_set_arrow_size(t->trailer, 0, 0));
    CHECK_OK(rk_trailer_set_arrow_size(t->trailer, 1e9, 1e9));
    CHECK_OK(rk_trailer_set_arrow_size(t->trailer, 0, 1e9));
    /* Durations at 0 and RK_MAX_DELAY_SECONDS. */
    CHECK_OK(rk_trailer_set_animation_durations(t->trailer, 0, RK_MAX_DELAY_SECONDS));
    CHECK_OK(rk_trailer_set_animation_durations(t->trailer, RK_MAX_DELAY_SECONDS, 0));
    CHECK_OK(rk_trailer_set_animation_durations(t->trailer, 0.25, 0.4));
    /* Counts at 0 and INT64_MAX. */
    CHECK_OK(rk_trailer_set_data_count(t->trailer, 0));
    CHECK_OK(rk_trailer_set_data_count(t->trailer, INT64_MAX));
    /* Titles and language: NULL where documented, empty, the longest. */
    memset(long_text, 'b', RK_MAX_STRING_BYTES);
    long_text[RK_MAX_STRING_BYTES] = '\0';
    CHECK_OK(rk_trailer_set_title(t->trailer, RK_FOOTER_PULLING, long_text));
    CHECK_OK(rk_trailer_get_title(t->trailer, RK_FOOTER_PULLING, NULL, 0, &len));
    CHECK_EQ_U64(len, RK_MAX_STRING_BYTES);
    CHECK_OK(rk_trailer_set_title(t->trailer, RK_FOOTER_PULLING, NULL));
    CHECK_OK(rk_trailer_set_title(t->trailer, RK_FOOTER_WILL_REFRESH, ""));
    CHECK_OK(rk_trailer_set_language(t->trailer, ""));
    CHECK_OK(rk_trailer_set_language(t->trailer, long_text));
    /* The binding: NULL unbinds; a Completed task of the context binds nothing, and is no error. */
    CHECK_OK(rk_task_create(t->ctx, &completed));
    CHECK_OK(rk_task_resume(completed));
    CHECK_OK(rk_task_complete(completed, 0, NULL));
    tx_dispatch(t);
    CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(t->trailer, completed));
    CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(t->trailer, NULL));
    /* Both styles by number. */
    {
        rk_trailer *other = NULL;
        CHECK_OK(rk_trailer_create(t->ctx, RK_TRAILER_STYLE_STATE, &other));
        CHECK_OK(rk_trailer_destroy(other));
        CHECK_OK(rk_trailer_create(t->ctx, RK_TRAILER_STYLE_NORMAL, &other));
        CHECK_OK(rk_trailer_destroy(other));
    }
    tx_free(t);
}

/* ================================================================================================
 * Lifetime
 * ============================================================================================== */

static void on_done(rk_trailer *trailer, int32_t finished, void *user_data) {
    tx *t = user_data;
    (void)trailer;
    t->done_calls++;
    t->done_finished = finished;
}

/* A destroy with the end animation pending: the completion once, with 0; the handle dead; nothing
   more at later dispatches. */
static void destroy_finishes_pending_completions(void) {
    tx *t = in_refreshing();
    rk_kind kind = 0;
    rk_footer_state state = 0;
    tx_advance(t, 1.0);
    CHECK_OK(rk_trailer_end_refreshing(t->trailer, on_done, t));
    CHECK_EQ_INT(t->done_calls, 0);
    t->mark = t->nev;
    CHECK_OK(rk_trailer_destroy(t->trailer));
    CHECK_EQ_INT(t->done_calls, 1);
    CHECK_EQ_INT(t->done_finished, 0);
    CHECK_RC(rk_object_kind(t->trailer, &kind), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_trailer_get_state(t->trailer, &state), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_trailer_end_refreshing(t->trailer, on_done, t), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_trailer_set_refreshing_with_state_of_task(t->trailer, t->task), RK_ERR_INVALID_HANDLE);
    /* The task the dead trailer was bound to reaches nothing. */
    CHECK_OK(rk_task_resume(t->task));
    tx_advance(t, 5.0);
    CHECK_EQ_INT(t->done_calls, 1);
    CHECK_EQ_INT(t->nev, t->mark);
    tx_free(t);
}

static const rkt_case cases[] = {
    RKT_CASE(snapshot_sees_changes),
    RKT_CASE(bad_arguments_change_nothing),
    RKT_CASE(metrics_sizes_accepted),
    RKT_CASE(edge_values_accepted),
    RKT_CASE(destroy_finishes_pending_completions),
};

RKT_MAIN(cases)
