/*
 * test_footer_bad_input: every footer setter, command and query given bad input: NaN and
 * infinities, negative sizes and durations, unknown states, NULL arrays with a count, zero
 * durations where frames would animate, invalid UTF-8, over-long titles, images with bad sizes,
 * NULL out-pointers, too-small struct_size, and dead or wrong-kind handles. Each must return the
 * documented negative status with a last-error message, leave the footer exactly as it was (every
 * query compared before and after, and the next timer), emit no signal, leave out-parameters
 * untouched, and never call a completion passed to it. The matrix runs in four footer states:
 * Idle with a frame, Pulling animating, Refreshing with the trigger pending, NoMoreData.
 */
#include "../components/test_footer_fixture.c"

#include <stddef.h>

/* ---- the footer's whole observable state ---- */

typedef struct {
    rk_footer_state state;
    double percent, alpha;
    rk_footer_layout layout;
    rk_footer_geometry geo;
    rk_footer_gif gif;
    char label[256];
    size_t label_len;
    char lang[32];
    char titles[6][256];
    rk_status frame_rc;
    uint64_t frame_id;
    int32_t frame_index;
    double next_timeout;
} snap;

static void take(fx *f, snap *s) {
    int k;
    memset(s, 0, sizeof *s);
    CHECK_OK(rk_footer_get_state(f->footer, &s->state));
    CHECK_OK(rk_footer_get_pulling_percent(f->footer, &s->percent));
    CHECK_OK(rk_footer_get_alpha(f->footer, &s->alpha));
    s->layout.struct_size = sizeof s->layout;
    CHECK_OK(rk_footer_get_layout(f->footer, &s->layout));
    s->geo.struct_size = sizeof s->geo;
    CHECK_OK(rk_footer_get_geometry(f->footer, &s->geo));
    s->gif.struct_size = sizeof s->gif;
    CHECK_OK(rk_footer_get_gif(f->footer, &s->gif));
    CHECK_OK(rk_footer_get_label(f->footer, s->label, sizeof s->label, &s->label_len));
    CHECK_OK(rk_footer_get_language(f->footer, s->lang, sizeof s->lang, NULL));
    for (k = 1; k <= 5; k++) {
        CHECK_OK(rk_footer_get_title(f->footer, k, s->titles[k], sizeof s->titles[k], NULL));
    }
    s->frame_rc =
        rk_footer_frame_at(f->footer, f->clock.now + 0.123, &s->frame_id, &s->frame_index);
    CHECK_OK(rk_context_next_timeout(f->ctx, &s->next_timeout));
}

/* Names the parts of two snapshots that differ. */
static const char *snap_diff(const snap *a, const snap *b) {
    static char out[512];
    size_t used = 0;
#define SNAP_FIELD(field)                                                                         \
    if (memcmp(&a->field, &b->field, sizeof a->field) != 0)                                       \
        used += (size_t)snprintf(out + used, sizeof out - used, "%s ", #field);
    out[0] = '\0';
    SNAP_FIELD(state)
    SNAP_FIELD(percent)
    SNAP_FIELD(alpha)
    SNAP_FIELD(layout)
    SNAP_FIELD(geo)
    SNAP_FIELD(gif)
    SNAP_FIELD(label)
    SNAP_FIELD(lang)
    SNAP_FIELD(titles)
    SNAP_FIELD(frame_rc)
    SNAP_FIELD(frame_id)
    SNAP_FIELD(frame_index)
    SNAP_FIELD(next_timeout)
#undef SNAP_FIELD
    return out;
}

/* ---- footers in four states (setup A + G) ---- */

static fx *in_idle(void) {
    fx *f = fx_new();
    fx_setup_A(f);
    fx_setup_G(f, 1, 1, 1);
    fx_scroll(f, 430, 1); /* p = 0.5, frame 4 */
    fx_mark(f);
    return f;
}

static fx *in_pulling(void) {
    fx *f = in_idle();
    fx_scroll(f, 470, 1);
    fx_advance(f, 0.05);
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_PULLING);
    CHECK_EQ_INT(fx_gif(f).animating, 1);
    fx_mark(f);
    return f;
}

static fx *in_refreshing(void) {
    fx *f = in_pulling();
    fx_scroll(f, 468, 0);
    fx_advance(f, 0.1); /* the trigger is still pending */
    CHECK_EQ_INT(fx_state(f), RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(fx_count(f, EV_REFRESHING), 0);
    fx_mark(f);
    return f;
}

static fx *in_no_more_data(void) {
    fx *f = in_idle();
    CHECK_OK(rk_footer_end_refreshing_with_no_more_data(f->footer, NULL, NULL));
    fx_mark(f);
    return f;
}

typedef fx *(*setup_fn)(void);
static const struct {
    const char *name;
    setup_fn make;
} setups[] = {
    {"Idle", in_idle}, {"Pulling", in_pulling}, {"Refreshing", in_refreshing},
    {"NoMoreData", in_no_more_data},
};

/* ---- bad calls ---- */

typedef struct bad_row bad_row;
struct bad_row {
    const char *name;
    rk_status (*call)(fx *f, const bad_row *r);
    int i1, i2, i3;
    double d1, d2;
    const char *s1;
    rk_status want;
};

#define BAD_ARG RK_ERR_INVALID_ARGUMENT

/* Metrics that differ from the host's in every valid field, with one field bad. */
static rk_status r_metrics_field(fx *f, const bad_row *r) {
    rk_scroll_metrics m = f->m;
    m.viewport_width += 10;
    m.viewport_height += 10;
    m.content_height += 77;
    m.inset_top += 1;
    m.inset_bottom += 2;
    m.inset_left += 3;
    m.offset_y += 5;
    m.dragging = !m.dragging;
    memcpy((char *)&m + r->i1, &r->d1, sizeof r->d1);
    return rk_footer_set_metrics(f->footer, &m);
}

static rk_status r_metrics_size(fx *f, const bad_row *r) {
    rk_scroll_metrics m = f->m;
    m.content_height += 77;
    m.struct_size = (uint32_t)r->i1;
    return rk_footer_set_metrics(f->footer, &m);
}

static rk_status r_metrics_null(fx *f, const bad_row *r) {
    (void)r;
    return rk_footer_set_metrics(f->footer, NULL);
}

static rk_status r_metrics_dragging(fx *f, const bad_row *r) {
    rk_scroll_metrics m = f->m;
    m.content_height += 77;
    m.dragging = r->i1;
    return rk_footer_set_metrics(f->footer, &m);
}

static rk_status r_flag(fx *f, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_footer_set_visible(f->footer, r->i2);
    case 1: return rk_footer_set_hidden(f->footer, r->i2);
    case 2: return rk_footer_set_interaction_enabled(f->footer, r->i2);
    case 3: return rk_footer_set_label_hidden(f->footer, r->i2);
    default: return rk_footer_set_automatically_change_alpha(f->footer, r->i2);
    }
}

static rk_status r_data_count(fx *f, const bad_row *r) {
    return rk_footer_set_data_count(f->footer, r->i1 ? INT64_MIN : -1);
}

static rk_status r_double(fx *f, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_footer_set_height(f->footer, r->d1);
    case 1: return rk_footer_set_ignored_bottom_inset(f->footer, r->d1);
    case 2: return rk_footer_set_label_left_inset(f->footer, r->d1);
    default: return rk_footer_set_text_width(f->footer, r->d1);
    }
}

static rk_status r_durations(fx *f, const bad_row *r) {
    return rk_footer_set_animation_durations(f->footer, r->d1, r->d2);
}

/* Images: i1 = api (0 set_images, 1 with_duration d2, 2 with_frame_durations), i2 = state,
   i3 = variant: 0 valid images, 1 NULL images with count 3, 2 count RK_FOOTER_MAX_FRAMES + 1,
   3/4 first/last image's width = d1, 5/6 first/last image's height = d1, 7 durations NULL,
   8 the second frame's duration = d1. The valid images are 3 frames whose first is 95 tall (so a
   partial application would grow the footer). */
static rk_status r_images(fx *f, const bad_row *r) {
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
    case 0: return rk_footer_set_images(f->footer, r->i2, images, count);
    case 1: return rk_footer_set_images_with_duration(f->footer, r->i2, images, count, r->d2);
    default:
        return rk_footer_set_images_with_frame_durations(f->footer, r->i2, images, durations, count);
    }
}

static char long_title[RK_MAX_STRING_BYTES + 2];

static rk_status r_set_title(fx *f, const bad_row *r) {
    return rk_footer_set_title(f->footer, r->i2, r->s1 ? r->s1 : long_title);
}

static rk_status r_set_language(fx *f, const bad_row *r) {
    return rk_footer_set_language(f->footer, r->s1);
}

/* Copying queries: i1 = 0 title (state i2), 1 language, 2 label; i3 = 1: buf NULL with cap 5. */
static rk_status r_copy_query(fx *f, const bad_row *r) {
    char buf[64];
    size_t len = 777;
    rk_status s;
    char *b = r->i3 ? NULL : buf;
    memset(buf, 'Q', sizeof buf);
    switch (r->i1) {
    case 0: s = rk_footer_get_title(f->footer, r->i2, b, r->i3 ? 5 : sizeof buf, &len); break;
    case 1: s = rk_footer_get_language(f->footer, b, 5, &len); break;
    default: s = rk_footer_get_label(f->footer, b, 5, &len); break;
    }
    if (s != RK_OK) {
        CHECK_EQ_U64(len, 777);
        CHECK(buf[0] == 'Q' && buf[63] == 'Q');
    }
    return s;
}

static rk_status r_scalar_null(fx *f, const bad_row *r) {
    switch (r->i1) {
    case 0: return rk_footer_get_state(f->footer, NULL);
    case 1: return rk_footer_get_pulling_percent(f->footer, NULL);
    default: return rk_footer_get_alpha(f->footer, NULL);
    }
}

/* Struct queries: i1 = 0 layout, 1 geometry, 2 gif; i2 = struct_size, or -1 for a NULL out. The
   buffer must be untouched on an error. */
static rk_status r_struct_query(fx *f, const bad_row *r) {
    union {
        rk_footer_layout l;
        rk_footer_geometry g;
        rk_footer_gif gif;
        unsigned char bytes[256];
    } u, copy;
    rk_status s;
    memset(&u, 0x5A, sizeof u);
    u.l.struct_size = (uint32_t)r->i2; /* struct_size is the first field of each */
    copy = u;
    switch (r->i1) {
    case 0: s = rk_footer_get_layout(f->footer, r->i2 < 0 ? NULL : &u.l); break;
    case 1: s = rk_footer_get_geometry(f->footer, r->i2 < 0 ? NULL : &u.g); break;
    default: s = rk_footer_get_gif(f->footer, r->i2 < 0 ? NULL : &u.gif); break;
    }
    if (s != RK_OK) CHECK_MSG(memcmp(&u, &copy, sizeof u) == 0, "out struct written on an error");
    return s;
}

/* frame_at: d1 = t; i1 = 0 both outs, 1 id NULL, 2 index NULL. */
static rk_status r_frame_at(fx *f, const bad_row *r) {
    uint64_t id = 4242;
    int32_t index = 4242;
    rk_status s = rk_footer_frame_at(f->footer, r->d1, r->i1 == 1 ? NULL : &id,
                                     r->i1 == 2 ? NULL : &index);
    if (s != RK_OK) {
        CHECK_EQ_U64(id, 4242);
        CHECK_EQ_INT(index, 4242);
    }
    return s;
}

#define OFF(field) (int)offsetof(rk_scroll_metrics, field)
#define M3(field)                                                                                 \
    {"set_metrics " #field " NaN", r_metrics_field, OFF(field), 0, 0, NAN, 0, NULL, BAD_ARG},     \
    {"set_metrics " #field " +inf", r_metrics_field, OFF(field), 0, 0, INFINITY, 0, NULL, BAD_ARG}, \
    {"set_metrics " #field " -inf", r_metrics_field, OFF(field), 0, 0, -INFINITY, 0, NULL, BAD_ARG}
#define FLAG2(name, which)                                                                        \
    {name " 2", r_flag, which, 2, 0, 0, 0, NULL, BAD_ARG},                                        \
    {name " -1", r_flag, which, -1, 0, 0, 0, NULL, BAD_ARG},                                      \
    {name " INT32_MIN", r_flag, which, INT32_MIN, 0, 0, 0, NULL, BAD_ARG}
#define DBL4(name, which)                                                                         \
    {name " NaN", r_double, which, 0, 0, NAN, 0, NULL, BAD_ARG},                                  \
    {name " +inf", r_double, which, 0, 0, INFINITY, 0, NULL, BAD_ARG},                            \
    {name " -inf", r_double, which, 0, 0, -INFINITY, 0, NULL, BAD_ARG},                           \
    {name " -1", r_double, which, 0, 0, -1, 0, NULL, BAD_ARG},                                    \
    {name " -1e-300", r_double, which, 0, 0, -1e-300, 0, NULL, BAD_ARG}
/* images rows for one api (0, 1, 2) */
#define IMGS(api, dur)                                                                            \
    {"images api " #api " state 0", r_images, api, 0, 0, 0, dur, NULL, BAD_ARG},                  \
    {"images api " #api " state 7", r_images, api, 7, 0, 0, dur, NULL, BAD_ARG},                  \
    {"images api " #api " state -1", r_images, api, -1, 0, 0, dur, NULL, BAD_ARG},                \
    {"images api " #api " NULL with count", r_images, api, 1, 1, 0, dur, NULL, BAD_ARG},          \
    {"images api " #api " too many", r_images, api, 2, 2, 0, dur, NULL, BAD_ARG},                 \
    {"images api " #api " first width NaN", r_images, api, 1, 3, NAN, dur, NULL, BAD_ARG},        \
    {"images api " #api " last width NaN", r_images, api, 1, 4, NAN, dur, NULL, BAD_ARG},         \
    {"images api " #api " last width -1", r_images, api, 1, 4, -1, dur, NULL, BAD_ARG},           \
    {"images api " #api " last width inf", r_images, api, 1, 4, INFINITY, dur, NULL, BAD_ARG},    \
    {"images api " #api " first height NaN", r_images, api, 2, 5, NAN, dur, NULL, BAD_ARG},       \
    {"images api " #api " first height +inf", r_images, api, 2, 5, INFINITY, dur, NULL, BAD_ARG}, \
    {"images api " #api " first height -1", r_images, api, 2, 5, -1, dur, NULL, BAD_ARG},        \
    {"images api " #api " last height NaN", r_images, api, 3, 6, NAN, dur, NULL, BAD_ARG},        \
    {"images api " #api " last height -inf", r_images, api, 3, 6, -INFINITY, dur, NULL, BAD_ARG}
#define TITLE(state, text)                                                                        \
    {"set_title state " #state " " #text, r_set_title, 0, state, 0, 0, 0, text, BAD_ARG}

static const bad_row rows[] = {
    /* rk_footer_set_metrics */
    {"set_metrics NULL", r_metrics_null, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 0", r_metrics_size, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size 4", r_metrics_size, 4, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics struct_size -8", r_metrics_size, (int)sizeof(rk_scroll_metrics) - 8, 0, 0, 0, 0,
     NULL, BAD_ARG},
    {"set_metrics struct_size -1", r_metrics_size, (int)sizeof(rk_scroll_metrics) - 1, 0, 0, 0, 0,
     NULL, BAD_ARG},
    M3(viewport_width), M3(viewport_height), M3(content_height), M3(inset_top), M3(inset_bottom),
    M3(inset_left), M3(offset_y),
    {"set_metrics viewport_width -1", r_metrics_field, OFF(viewport_width), 0, 0, -1, 0, NULL,
     BAD_ARG},
    {"set_metrics viewport_height -1", r_metrics_field, OFF(viewport_height), 0, 0, -1, 0, NULL,
     BAD_ARG},
    {"set_metrics content_height -1", r_metrics_field, OFF(content_height), 0, 0, -1, 0, NULL,
     BAD_ARG},
    {"set_metrics content_height -1e-300", r_metrics_field, OFF(content_height), 0, 0, -1e-300, 0,
     NULL, BAD_ARG},
    {"set_metrics dragging 2", r_metrics_dragging, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_metrics dragging -1", r_metrics_dragging, -1, 0, 0, 0, 0, NULL, BAD_ARG},
    /* flags */
    FLAG2("set_visible", 0), FLAG2("set_hidden", 1), FLAG2("set_interaction_enabled", 2),
    FLAG2("set_label_hidden", 3), FLAG2("set_automatically_change_alpha", 4),
    /* numbers */
    {"set_data_count -1", r_data_count, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_data_count INT64_MIN", r_data_count, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    DBL4("set_height", 0),
    {"set_height 0", r_double, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_height -0", r_double, 0, 0, 0, -0.0, 0, NULL, BAD_ARG},
    DBL4("set_ignored_bottom_inset", 1), DBL4("set_label_left_inset", 2),
    DBL4("set_text_width", 3),
    {"set_animation_durations NaN,0.2", r_durations, 0, 0, 0, NAN, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,NaN", r_durations, 0, 0, 0, 0.2, NAN, NULL, BAD_ARG},
    {"set_animation_durations inf,0.2", r_durations, 0, 0, 0, INFINITY, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,-inf", r_durations, 0, 0, 0, 0.2, -INFINITY, NULL, BAD_ARG},
    {"set_animation_durations -0.1,0.2", r_durations, 0, 0, 0, -0.1, 0.2, NULL, BAD_ARG},
    {"set_animation_durations 0.2,-0.1", r_durations, 0, 0, 0, 0.2, -0.1, NULL, BAD_ARG},
    /* images */
    IMGS(0, 0), IMGS(1, 0.5), IMGS(2, 0),
    {"images with_duration NaN", r_images, 1, 2, 0, 0, NAN, NULL, BAD_ARG},
    {"images with_duration +inf", r_images, 1, 2, 0, 0, INFINITY, NULL, BAD_ARG},
    {"images with_duration -0.5", r_images, 1, 1, 0, 0, -0.5, NULL, BAD_ARG},
    {"images with_duration 0 Pulling", r_images, 1, 2, 0, 0, 0, NULL, BAD_ARG},
    {"images with_duration 0 Refreshing", r_images, 1, 3, 0, 0, 0, NULL, BAD_ARG},
    {"images frame_durations NULL", r_images, 2, 2, 7, 0, 0, NULL, BAD_ARG},
    {"images frame_durations NULL Idle", r_images, 2, 1, 7, 0, 0, NULL, BAD_ARG},
    {"images frame_durations NaN", r_images, 2, 1, 8, NAN, 0, NULL, BAD_ARG},
    {"images frame_durations +inf", r_images, 2, 5, 8, INFINITY, 0, NULL, BAD_ARG},
    {"images frame_durations -0.1", r_images, 2, 1, 8, -0.1, 0, NULL, BAD_ARG},
    {"images frame_durations 0 Pulling", r_images, 2, 2, 8, 0, 0, NULL, BAD_ARG},
    {"images frame_durations 0 Refreshing", r_images, 2, 3, 8, 0, 0, NULL, BAD_ARG},
    /* titles and language */
    TITLE(0, "T"), TITLE(7, "T"), TITLE(-1, "T"), TITLE(1, "\xff"), TITLE(2, "abc\xc3"),
    TITLE(1, "\xc0\xaf"), TITLE(3, "\xed\xa0\x80"), TITLE(5, "\xf4\x90\x80\x80"), TITLE(1, "\x80"),
    TITLE(1, "ok\xe2\x82"), TITLE(4, "\xf8\x88\x80\x80\x80"),
    {"set_title too long", r_set_title, 0, 1, 0, 0, 0, NULL, BAD_ARG},
    {"set_language NULL", r_set_language, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"set_language \\xff", r_set_language, 0, 0, 0, 0, 0, "\xff", BAD_ARG},
    {"set_language zh\\xc3", r_set_language, 0, 0, 0, 0, 0, "zh\xc3", BAD_ARG},
    {"set_language overlong", r_set_language, 0, 0, 0, 0, 0, "\xc1\xbf", BAD_ARG},
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
    {"get_layout NULL", r_struct_query, 0, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size 0", r_struct_query, 0, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size 4", r_struct_query, 0, 4, 0, 0, 0, NULL, BAD_ARG},
    {"get_layout size -1", r_struct_query, 0, (int)sizeof(rk_footer_layout) - 1, 0, 0, 0, NULL,
     BAD_ARG},
    {"get_geometry NULL", r_struct_query, 1, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size 0", r_struct_query, 1, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size 4", r_struct_query, 1, 4, 0, 0, 0, NULL, BAD_ARG},
    {"get_geometry size -1", r_struct_query, 1, (int)sizeof(rk_footer_geometry) - 1, 0, 0, 0,
     NULL, BAD_ARG},
    {"get_gif NULL", r_struct_query, 2, -1, 0, 0, 0, NULL, BAD_ARG},
    {"get_gif size 0", r_struct_query, 2, 0, 0, 0, 0, NULL, BAD_ARG},
    {"get_gif size 4", r_struct_query, 2, 4, 0, 0, 0, NULL, BAD_ARG},
    {"get_gif size -1", r_struct_query, 2, (int)sizeof(rk_footer_gif) - 1, 0, 0, 0, NULL, BAD_ARG},
    {"frame_at t NaN", r_frame_at, 0, 0, 0, NAN, 0, NULL, BAD_ARG},
    {"frame_at t +inf", r_frame_at, 0, 0, 0, INFINITY, 0, NULL, BAD_ARG},
    {"frame_at t -inf", r_frame_at, 0, 0, 0, -INFINITY, 0, NULL, BAD_ARG},
    {"frame_at id NULL", r_frame_at, 1, 0, 0, 1000, 0, NULL, BAD_ARG},
    {"frame_at index NULL", r_frame_at, 2, 0, 0, 1000, 0, NULL, BAD_ARG},
};

/* One bad call in one footer state: the status and a message; the footer as it was; no signal. */
static void run_row(fx *f, const bad_row *r, const char *state_name) {
    snap before, after;
    rk_status got;
    RKT_NOTE("%s, in %s", r->name, state_name);
    take(f, &before);
    fx_mark(f);
    rk_clear_last_error();
    got = r->call(f, r);
    CHECK_MSG(got == r->want, "%s in %s returned %d (%s), expected %d", r->name, state_name,
              (int)got, rk_status_string(got), (int)r->want);
    CHECK_MSG(rkt_error_length() > 0, "%s in %s set no last error message", r->name, state_name);
    take(f, &after);
    CHECK_MSG(memcmp(&before, &after, sizeof before) == 0, "%s in %s changed the footer: %s",
              r->name, state_name, snap_diff(&before, &after));
    CHECK_MSG(f->nev == f->mark, "%s in %s emitted %zu signal(s): %s", r->name, state_name,
              f->nev - f->mark, fx_seq_mask(f, EVM_ALL));
    fx_mark(f);
}

/* The whole matrix in each state; then the footer still behaves: the same next steps give the
   same events as a twin that got no bad call. */
static void bad_arguments_change_nothing(void) {
    size_t s, i;
    memset(long_title, 'a', RK_MAX_STRING_BYTES + 1);
    long_title[RK_MAX_STRING_BYTES + 1] = '\0';
    for (s = 0; s < sizeof setups / sizeof setups[0]; s++) {
        fx *f = setups[s].make(), *twin = setups[s].make();
        const char *a, *b;
        static char seq_a[16384];
        for (i = 0; i < sizeof rows / sizeof rows[0]; i++) run_row(f, &rows[i], setups[s].name);
        /* The snapshot does see changes: a valid call shows up in it. */
        {
            snap before, after;
            take(f, &before);
            CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_NO_MORE_DATA, "changed"));
            take(f, &after);
            CHECK(memcmp(&before, &after, sizeof before) != 0);
            CHECK_OK(rk_footer_set_title(twin->footer, RK_FOOTER_NO_MORE_DATA, "changed"));
        }
        /* Time goes on identically for both. */
        fx_mark(f);
        fx_mark(twin);
        fx_advance(f, 0.3);
        fx_advance(twin, 0.3);
        fx_scroll(f, 300, 0);
        fx_scroll(twin, 300, 0);
        fx_advance(f, 1.0);
        fx_advance(twin, 1.0);
        a = fx_seq_mask(f, EVM_ALL);
        snprintf(seq_a, sizeof seq_a, "%s", a);
        b = fx_seq_mask(twin, EVM_ALL);
        RKT_NOTE("after the matrix in %s", setups[s].name);
        CHECK_STR(seq_a, b);
        fx_free(f);
        fx_free(twin);
    }
}

/* Valid edge values are accepted (the other side of the matrix). */
static void edge_values_accepted(void) {
    fx *f = in_idle();
    rk_image img[2] = {{1, 0, 0}, {2, 0, 0}};
    double d2[2] = {0, 0};
    static rk_image many[RK_FOOTER_MAX_FRAMES];
    uint32_t i;
    rk_scroll_metrics m = f->m;
    /* Zero durations: fine where frames never animate (Idle, NoMoreData, WillRefresh), or with
       one frame. Zero-sized images are not negative. */
    CHECK_OK(rk_footer_set_images_with_duration(f->footer, RK_FOOTER_IDLE, img, 2, 0));
    CHECK_OK(rk_footer_set_images_with_duration(f->footer, RK_FOOTER_NO_MORE_DATA, img, 2, 0));
    CHECK_OK(rk_footer_set_images_with_duration(f->footer, RK_FOOTER_WILL_REFRESH, img, 2, 0));
    CHECK_OK(rk_footer_set_images_with_duration(f->footer, RK_FOOTER_PULLING, img, 1, 0));
    CHECK_OK(rk_footer_set_images_with_frame_durations(f->footer, RK_FOOTER_IDLE, img, d2, 2));
    CHECK_OK(rk_footer_set_images_with_frame_durations(f->footer, RK_FOOTER_NO_MORE_DATA, img, d2, 2));
    CHECK_OK(rk_footer_set_images_with_frame_durations(f->footer, RK_FOOTER_REFRESHING, img, d2, 1));
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_PULLING, NULL, 0));
    CHECK_OK(rk_footer_set_images_with_frame_durations(f->footer, RK_FOOTER_PULLING, NULL, NULL, 0));
    for (i = 0; i < RK_FOOTER_MAX_FRAMES; i++) {
        many[i].id = i;
        many[i].width = many[i].height = 1;
    }
    CHECK_OK(rk_footer_set_images(f->footer, RK_FOOTER_REFRESHING, many, RK_FOOTER_MAX_FRAMES));
    /* Titles: empty, and exactly RK_MAX_STRING_BYTES. */
    memset(long_title, 'b', RK_MAX_STRING_BYTES);
    long_title[RK_MAX_STRING_BYTES] = '\0';
    CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_PULLING, long_title));
    CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_REFRESHING, ""));
    CHECK_OK(rk_footer_set_title(f->footer, RK_FOOTER_WILL_REFRESH, "\xf0\x9f\x98\x80"));
    {
        size_t len = 0;
        CHECK_OK(rk_footer_get_title(f->footer, RK_FOOTER_PULLING, NULL, 0, &len));
        CHECK_EQ_U64(len, RK_MAX_STRING_BYTES);
    }
    /* Numbers at their edges. */
    CHECK_OK(rk_footer_set_data_count(f->footer, INT64_MAX));
    CHECK_OK(rk_footer_set_data_count(f->footer, 0));
    CHECK_OK(rk_footer_set_ignored_bottom_inset(f->footer, 0));
    CHECK_OK(rk_footer_set_label_left_inset(f->footer, 0));
    CHECK_OK(rk_footer_set_text_width(f->footer, 0));
    CHECK_OK(rk_footer_set_animation_durations(f->footer, 0, 0));
    /* Heights down to 0.001 and lengths up to 1e9 in magnitude: beyond them the percent could
       overflow to infinity (found by the fuzzer), so they are refused (F5). */
    CHECK_OK(rk_footer_set_height(f->footer, 0.001));
    CHECK_RC(rk_footer_set_height(f->footer, DBL_MIN), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_height(f->footer, 0.0009), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_footer_set_height(f->footer, 1.5e9), RK_ERR_INVALID_ARGUMENT);
    /* Metrics: any insets and offsets within ±1e9, zero sizes, a larger struct_size from a newer
       header. */
    m.inset_top = -1e6;
    m.inset_bottom = -3;
    m.inset_left = -2;
    m.offset_y = -1e300;
    CHECK_RC(rk_footer_set_metrics(f->footer, &m), RK_ERR_INVALID_ARGUMENT);
    m.offset_y = -1e9;
    CHECK_OK(rk_footer_set_metrics(f->footer, &m));
    m.offset_y = 1e9;
    m.dragging = 1;
    CHECK_OK(rk_footer_set_metrics(f->footer, &m));
    {
        double percent = -1;
        CHECK_OK(rk_footer_get_pulling_percent(f->footer, &percent));
        CHECK(isfinite(percent) && percent >= 0);
    }
    m.dragging = 0;
    m.offset_y = -1e9;
    m.viewport_width = m.viewport_height = m.content_height = 0;
    CHECK_OK(rk_footer_set_metrics(f->footer, &m));
    {
        struct {
            rk_scroll_metrics m;
            double more[4];
        } newer;
        memset(&newer, 0, sizeof newer);
        newer.m = f->m;
        newer.m.struct_size = sizeof newer;
        CHECK_OK(rk_footer_set_metrics(f->footer, &newer.m));
    }
    {
        struct {
            rk_footer_layout l;
            double more[4];
        } newer;
        memset(&newer, 0, sizeof newer);
        newer.l.struct_size = sizeof newer;
        CHECK_OK(rk_footer_get_layout(f->footer, &newer.l));
        CHECK_EQ_BITS(newer.l.footer.width, f->m.viewport_width);
    }
    fx_free(f);
}

/* ---- dead and wrong-kind handles ---- */

/* Every footer function with a bad handle: RK_ERR_INVALID_HANDLE, a message, out-parameters and
   the live footer untouched, no signal, no completion. */
static void every_function_rejects(rk_footer *bad, fx *live, const char *what) {
    rk_scroll_metrics m = live->m;
    rk_image img[1] = {{1, 10, 10}};
    double d1[1] = {0.1};
    char buf[16];
    size_t len = 99;
    rk_footer_state st = -9;
    double dv = -9;
    rk_footer_layout l;
    rk_footer_geometry g;
    rk_footer_gif gif;
    uint64_t id = 99;
    int32_t index = 99;
    snap before, after;
    int tag0 = 100;
    RKT_NOTE("handle: %s", what);
    take(live, &before);
    fx_mark(live);
    memset(buf, 'Q', sizeof buf);
    memset(&l, 0x11, sizeof l);
    l.struct_size = sizeof l;
    memset(&g, 0x11, sizeof g);
    g.struct_size = sizeof g;
    memset(&gif, 0x11, sizeof gif);
    gif.struct_size = sizeof gif;
#define REJ(call) CHECK_RC(call, RK_ERR_INVALID_HANDLE)
    REJ(rk_footer_set_metrics(bad, &m));
    REJ(rk_footer_set_visible(bad, 1));
    REJ(rk_footer_set_hidden(bad, 0));
    REJ(rk_footer_set_interaction_enabled(bad, 1));
    REJ(rk_footer_set_data_count(bad, 3));
    REJ(rk_footer_set_height(bad, 50));
    REJ(rk_footer_set_ignored_bottom_inset(bad, 5));
    REJ(rk_footer_begin_refreshing(bad, fx_on_done, fx_done(live, tag0)));
    REJ(rk_footer_end_refreshing(bad, fx_on_done, fx_done(live, tag0 + 1)));
    REJ(rk_footer_end_refreshing_with_no_more_data(bad, fx_on_done, fx_done(live, tag0 + 2)));
    REJ(rk_footer_reset_no_more_data(bad, fx_on_done, fx_done(live, tag0 + 3)));
    REJ(rk_footer_set_images(bad, RK_FOOTER_IDLE, img, 1));
    REJ(rk_footer_set_images_with_duration(bad, RK_FOOTER_IDLE, img, 1, 0.1));
    REJ(rk_footer_set_images_with_frame_durations(bad, RK_FOOTER_IDLE, img, d1, 1));
    REJ(rk_footer_set_title(bad, RK_FOOTER_IDLE, "x"));
    REJ(rk_footer_get_title(bad, RK_FOOTER_IDLE, buf, sizeof buf, &len));
    REJ(rk_footer_set_language(bad, "ko"));
    REJ(rk_footer_get_language(bad, buf, sizeof buf, &len));
    REJ(rk_footer_get_label(bad, buf, sizeof buf, &len));
    REJ(rk_footer_set_label_hidden(bad, 1));
    REJ(rk_footer_set_label_left_inset(bad, 3));
    REJ(rk_footer_set_text_width(bad, 3));
    REJ(rk_footer_set_automatically_change_alpha(bad, 1));
    REJ(rk_footer_set_animation_durations(bad, 0.1, 0.1));
    REJ(rk_footer_set_animation_disabled(bad));
    REJ(rk_footer_get_state(bad, &st));
    REJ(rk_footer_get_pulling_percent(bad, &dv));
    REJ(rk_footer_get_alpha(bad, &dv));
    REJ(rk_footer_get_layout(bad, &l));
    REJ(rk_footer_get_geometry(bad, &g));
    REJ(rk_footer_get_gif(bad, &gif));
    REJ(rk_footer_frame_at(bad, 1000, &id, &index));
    REJ(rk_footer_destroy(bad));
#undef REJ
    CHECK_EQ_INT(buf[0], 'Q');
    CHECK_EQ_U64(len, 99);
    CHECK_EQ_INT(st, -9);
    CHECK_EQ_BITS(dv, -9.0);
    CHECK_EQ_U64(id, 99);
    CHECK_EQ_INT(index, 99);
    {
        rk_footer_layout l2;
        memset(&l2, 0x11, sizeof l2);
        l2.struct_size = sizeof l2;
        CHECK(memcmp(&l, &l2, sizeof l) == 0);
    }
    fx_advance(live, 1.0);
    take(live, &after);
    /* Time moved on for the live footer, so compare what a bad call could have changed. */
    CHECK_MSG(after.state == before.state && memcmp(after.titles, before.titles, sizeof after.titles) == 0 &&
                  memcmp(after.lang, before.lang, sizeof after.lang) == 0 &&
                  after.geo.height == before.geo.height,
              "a call with a bad handle (%s) changed the live footer: %s", what,
              snap_diff(&before, &after));
    CHECK_EQ_INT(fx_count_since(live, EV_DONE, live->mark), 0);
    CHECK_EQ_INT(fx_count_since(live, EV_STATE, live->mark), 0);
    CHECK_EQ_INT(fx_count_since(live, EV_LABEL, live->mark), 0);
    CHECK_EQ_INT(fx_count_since(live, EV_INSET, live->mark), 0);
    {
        int k;
        for (k = 0; k < 4; k++) {
            CHECK_MSG(live->done[tag0 + k].calls == 0,
                      "completion passed with a bad handle (%s) was called", what);
            /* fx_free expects every token called once: retire these. */
            live->done[tag0 + k].owner = NULL;
        }
    }
}

static void dead_and_wrong_kind_handles(void) {
    fx *live = in_idle();
    rk_footer *dead = NULL, *other_dead = NULL;
    rk_probe *probe = NULL;
    rk_context *other = NULL;
    CHECK_OK(rk_footer_create(live->ctx, &dead));
    CHECK_OK(rk_footer_destroy(dead));
    CHECK_OK(rk_probe_create(live->ctx, &probe));
    CHECK_OK(rk_context_create(&other));
    CHECK_OK(rk_footer_create(other, &other_dead));
    CHECK_OK(rk_context_destroy(other));
    every_function_rejects(NULL, live, "NULL");
    every_function_rejects(dead, live, "destroyed footer");
    every_function_rejects(other_dead, live, "footer of a destroyed context");
    every_function_rejects((rk_footer *)(void *)probe, live, "probe");
    every_function_rejects((rk_footer *)(void *)live->ctx, live, "context");
    every_function_rejects(RKT_HANDLE(rk_footer, 0x1234), live, "garbage 0x1234");
    every_function_rejects(RKT_HANDLE(rk_footer, UINTPTR_MAX - 7), live, "garbage max");
    /* The live footer still works. */
    fx_scroll(live, 470, 1);
    CHECK_EQ_INT(fx_state(live), RK_FOOTER_PULLING);
    CHECK_OK(rk_probe_destroy(probe));
    fx_free(live);
}

static void create_rejects_bad_context_and_out(void) {
    rk_context *ctx = NULL, *dead = NULL;
    rk_probe *probe = NULL;
    rk_footer *out = RKT_HANDLE(rk_footer, 0x77);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_create(&dead));
    CHECK_OK(rk_context_destroy(dead));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_RC(rk_footer_create(NULL, &out), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_create(dead, &out), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_create((rk_context *)(void *)probe, &out), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_footer_create(RKT_HANDLE(rk_context, 0x1234), &out), RK_ERR_INVALID_HANDLE);
    CHECK(out == RKT_HANDLE(rk_footer, 0x77));
    CHECK_RC(rk_footer_create(ctx, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_context_destroy(ctx));
}

/* A destroyed footer: pending completions are called with 0 during the destroy, timers stop,
   connections end, and its handle is dead; the completions are never called again. */
static void destroy_finishes_pending_completions(void) {
    fx *f = fx_new();
    rk_kind kind = 0;
    fx_setup_A(f);
    fx_setup_G(f, 1, 1, 1);
    CHECK_OK(rk_footer_set_visible(f->footer, 0));
    CHECK_OK(rk_footer_begin_refreshing(f->footer, fx_on_done, fx_done(f, 1))); /* waits */
    CHECK_OK(rk_footer_set_visible(f->footer, 1));
    CHECK_OK(rk_footer_end_refreshing(f->footer, fx_on_done, fx_done(f, 2))); /* exit animation */
    CHECK_EQ_INT(f->done[1].calls, 1); /* superseded by the end */
    CHECK_EQ_INT(f->done[2].calls, 0);
    fx_mark(f);
    CHECK_OK(rk_footer_destroy(f->footer));
    CHECK_EQ_INT(f->done[2].calls, 1);
    CHECK_EQ_INT(f->done[2].finished, 0);
    CHECK_RC(rk_object_kind(f->footer, &kind), RK_ERR_INVALID_HANDLE);
    fx_advance(f, 5.0);
    CHECK_EQ_INT(f->done[2].calls, 1);
    CHECK_EQ_INT(fx_count_since(f, EV_PERCENT, f->mark), 0);
    CHECK_EQ_INT(fx_count_since(f, EV_FRAME, f->mark), 0);
    fx_free(f);
}

/* ---- capacities are unsigned (issue 11, item 5) ---- */

/* A size_t capacity above INT64_MAX is a large buffer, not a negative one: before the fix the
   getters returned RK_OK, reported the length and wrote nothing, not even the NUL. */
static void huge_capacities_copy_everything(void) {
    const size_t caps[] = {SIZE_MAX, SIZE_MAX - 1, (size_t)INT64_MAX + 1, (size_t)INT64_MAX + 12345};
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    size_t i;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_OK(rk_footer_set_title(footer, RK_FOOTER_IDLE, "Tirez \xc3\xa0 nouveau"));
    for (i = 0; i < sizeof caps / sizeof caps[0]; i++) {
        char buf[64];
        size_t length = 0;
        RKT_NOTE("cap %zu", caps[i]);
        memset(buf, 'x', sizeof buf);
        CHECK_OK(rk_footer_get_title(footer, RK_FOOTER_IDLE, buf, caps[i], &length));
        CHECK_EQ_INT(length, strlen("Tirez \xc3\xa0 nouveau"));
        CHECK_STR(buf, "Tirez \xc3\xa0 nouveau");
        memset(buf, 'x', sizeof buf);
        CHECK_OK(rk_footer_get_label(footer, buf, caps[i], &length));
        CHECK_STR(buf, "Tirez \xc3\xa0 nouveau");
        memset(buf, 'x', sizeof buf);
        CHECK_OK(rk_footer_get_language(footer, buf, caps[i], &length));
        CHECK_STR(buf, "en");
        CHECK_EQ_INT(length, 2);
        memset(buf, 'x', sizeof buf);
        (void)rk_footer_get_state(footer, NULL); /* sets a last error to copy */
        length = rk_last_error_message(buf, caps[i]);
        CHECK(length > 0 && strlen(buf) == length);
        /* A huge capacity with a NULL buffer is still a NULL buffer. */
        CHECK_RC(rk_footer_get_label(footer, NULL, caps[i], &length), RK_ERR_INVALID_ARGUMENT);
    }
    rkt_note[0] = '\0';
    CHECK_OK(rk_context_destroy(ctx));
}

static const rkt_case cases[] = {
    RKT_CASE(bad_arguments_change_nothing),
    RKT_CASE(huge_capacities_copy_everything),
    RKT_CASE(edge_values_accepted),
    RKT_CASE(dead_and_wrong_kind_handles),
    RKT_CASE(create_rejects_bad_context_and_out),
    RKT_CASE(destroy_finishes_pending_completions),
};

RKT_MAIN(cases)
