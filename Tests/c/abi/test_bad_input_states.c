/*
 * test_bad_input_states: the refresh family's bad input in each state of each kind, beside the
 * matrix's one world. test_bad_input_matrix.c gives every function of the table every bad handle,
 * thread and value once, with each component in one state; this file gives the footer, the header,
 * the trailer and the auto footer their bad arguments in every state they can be in, from one table:
 * - `bad_rows`: each row is one bad call, made for every kind that has the function (KCALL: a kind
 *   without it answers NA and the row is not one of that kind's), with the status the declaration
 *   documents for each kind. A function only one kind has (the header's UTC offset, the trailer's
 *   arrow size, the auto footer's trigger percent) is a row like any other.
 * - `families`: each kind's world (its metrics, what the host applies), its states as steps, the
 *   next steps a twin takes, the changes its snapshot must see, and how it is left with a completion
 *   pending.
 * For each kind, state and row: the status, a last-error message, out-parameters untouched (the
 *   query rows check their own), and no visible change: a snapshot of every query of the object and
 *   its context, before the call, after it and after a dispatch, and no signal at all. After every
 *   row, the object and a twin that got no bad call agree, take the same next steps and emit the same
 *   signals with the same arguments (nothing invisible was half-applied).
 * Then, per kind: the valid edges of every range are accepted (`edge_rows`, in order, on one object
 * in its first state), the metrics' struct sizes, and a destroy with a completion pending calls it
 * once with finished = 0, after which the handle is dead and nothing more is emitted.
 */
#include "rk_test.h"

#include <float.h>
#include <stddef.h>

enum family_kind { FOOTER, HEADER, TRAILER, AUTO_FOOTER, N_FAMILY };

/* Not a status: the kind has no such function. SKIP: a row the kind does not take. */
#define NA ((rk_status)0x7fff)
#define SKIP ((rk_status)0x7ffe)
/* An edge call that may answer RK_OK or RK_ERR_NOT_FOUND (frame_at far from now). */
#define FOUND_OR_NOT ((rk_status)0x7ffd)
#define NA_CALL(o) ((void)(o), NA)

/* The functions a kind does not have (KCALL below gives NA for them). */
#define rk_footer_set_ignored_top_inset(o, ...) NA_CALL(o)
#define rk_footer_set_ignored_right_inset(o, ...) NA_CALL(o)
#define rk_footer_set_text_widths(o, ...) NA_CALL(o)
#define rk_footer_set_visual_sizes(o, ...) NA_CALL(o)
#define rk_footer_set_utc_offset(o, ...) NA_CALL(o)
#define rk_footer_set_last_updated_key(o, ...) NA_CALL(o)
#define rk_footer_set_last_updated_text(o, ...) NA_CALL(o)
#define rk_footer_get_last_updated_key(o, ...) NA_CALL(o)
#define rk_footer_get_time_label(o, ...) NA_CALL(o)
#define rk_footer_set_time_label_hidden(o, ...) NA_CALL(o)
#define rk_footer_set_arrow_size(o, ...) NA_CALL(o)
#define rk_footer_get_arrow_angle(o, ...) NA_CALL(o)
#define rk_footer_set_spinner_size(o, ...) NA_CALL(o)
#define rk_footer_is_spinner_animating(o, ...) NA_CALL(o)
#define rk_footer_set_trigger_percent(o, ...) NA_CALL(o)
#define rk_footer_set_auto_trigger_times(o, ...) NA_CALL(o)
#define rk_footer_set_automatically_refresh(o, ...) NA_CALL(o)
#define rk_footer_set_paging_enabled(o, ...) NA_CALL(o)
#define rk_footer_set_refreshing_title_hidden(o, ...) NA_CALL(o)
#define rk_footer_tap(o) NA_CALL(o)
#define rk_header_set_ignored_bottom_inset(o, ...) NA_CALL(o)
#define rk_header_set_ignored_right_inset(o, ...) NA_CALL(o)
#define rk_header_set_text_width(o, ...) NA_CALL(o)
#define rk_header_set_data_count(o, ...) NA_CALL(o)
#define rk_header_set_arrow_size(o, ...) NA_CALL(o)
#define rk_header_get_arrow_angle(o, ...) NA_CALL(o)
#define rk_header_set_spinner_size(o, ...) NA_CALL(o)
#define rk_header_is_spinner_animating(o, ...) NA_CALL(o)
#define rk_header_set_trigger_percent(o, ...) NA_CALL(o)
#define rk_header_set_auto_trigger_times(o, ...) NA_CALL(o)
#define rk_header_set_automatically_refresh(o, ...) NA_CALL(o)
#define rk_header_set_paging_enabled(o, ...) NA_CALL(o)
#define rk_header_set_refreshing_title_hidden(o, ...) NA_CALL(o)
#define rk_header_end_refreshing_with_no_more_data(o, ...) NA_CALL(o)
#define rk_header_reset_no_more_data(o, ...) NA_CALL(o)
#define rk_header_tap(o) NA_CALL(o)
#define rk_trailer_set_ignored_top_inset(o, ...) NA_CALL(o)
#define rk_trailer_set_ignored_bottom_inset(o, ...) NA_CALL(o)
#define rk_trailer_set_height(o, ...) NA_CALL(o)
#define rk_trailer_set_label_left_inset(o, ...) NA_CALL(o)
#define rk_trailer_set_text_width(o, ...) NA_CALL(o)
#define rk_trailer_set_text_widths(o, ...) NA_CALL(o)
#define rk_trailer_set_visual_sizes(o, ...) NA_CALL(o)
#define rk_trailer_set_utc_offset(o, ...) NA_CALL(o)
#define rk_trailer_set_last_updated_key(o, ...) NA_CALL(o)
#define rk_trailer_set_last_updated_text(o, ...) NA_CALL(o)
#define rk_trailer_get_last_updated_key(o, ...) NA_CALL(o)
#define rk_trailer_get_time_label(o, ...) NA_CALL(o)
#define rk_trailer_set_time_label_hidden(o, ...) NA_CALL(o)
#define rk_trailer_set_images(o, ...) NA_CALL(o)
#define rk_trailer_set_images_with_duration(o, ...) NA_CALL(o)
#define rk_trailer_set_images_with_frame_durations(o, ...) NA_CALL(o)
#define rk_trailer_get_gif(o, ...) NA_CALL(o)
#define rk_trailer_frame_at(o, ...) NA_CALL(o)
#define rk_trailer_set_spinner_size(o, ...) NA_CALL(o)
#define rk_trailer_is_spinner_animating(o, ...) NA_CALL(o)
#define rk_trailer_set_trigger_percent(o, ...) NA_CALL(o)
#define rk_trailer_set_auto_trigger_times(o, ...) NA_CALL(o)
#define rk_trailer_set_automatically_refresh(o, ...) NA_CALL(o)
#define rk_trailer_set_paging_enabled(o, ...) NA_CALL(o)
#define rk_trailer_set_refreshing_title_hidden(o, ...) NA_CALL(o)
#define rk_trailer_end_refreshing_with_no_more_data(o, ...) NA_CALL(o)
#define rk_trailer_reset_no_more_data(o, ...) NA_CALL(o)
#define rk_trailer_tap(o) NA_CALL(o)
#define rk_auto_footer_set_ignored_top_inset(o, ...) NA_CALL(o)
#define rk_auto_footer_set_ignored_right_inset(o, ...) NA_CALL(o)
#define rk_auto_footer_set_text_widths(o, ...) NA_CALL(o)
#define rk_auto_footer_set_visual_sizes(o, ...) NA_CALL(o)
#define rk_auto_footer_set_utc_offset(o, ...) NA_CALL(o)
#define rk_auto_footer_set_last_updated_key(o, ...) NA_CALL(o)
#define rk_auto_footer_set_last_updated_text(o, ...) NA_CALL(o)
#define rk_auto_footer_get_last_updated_key(o, ...) NA_CALL(o)
#define rk_auto_footer_get_time_label(o, ...) NA_CALL(o)
#define rk_auto_footer_set_time_label_hidden(o, ...) NA_CALL(o)
#define rk_auto_footer_set_label_hidden(o, ...) NA_CALL(o)
#define rk_auto_footer_set_data_count(o, ...) NA_CALL(o)
#define rk_auto_footer_set_arrow_size(o, ...) NA_CALL(o)
#define rk_auto_footer_get_arrow_angle(o, ...) NA_CALL(o)

/* The kind's own function `fn` on the object, type-correct for each kind. */
#define KCALL(x, fn, ...)                                                                         \
    ((x)->kind == FOOTER    ? rk_footer_##fn((rk_footer *)(x)->obj, __VA_ARGS__)                  \
     : (x)->kind == HEADER  ? rk_header_##fn((rk_header *)(x)->obj, __VA_ARGS__)                  \
     : (x)->kind == TRAILER ? rk_trailer_##fn((rk_trailer *)(x)->obj, __VA_ARGS__)                \
                            : rk_auto_footer_##fn((rk_auto_footer *)(x)->obj, __VA_ARGS__))
#define KCALL0(x, fn)                                                                             \
    ((x)->kind == FOOTER    ? rk_footer_##fn((rk_footer *)(x)->obj)                               \
     : (x)->kind == HEADER  ? rk_header_##fn((rk_header *)(x)->obj)                               \
     : (x)->kind == TRAILER ? rk_trailer_##fn((rk_trailer *)(x)->obj)                             \
                            : rk_auto_footer_##fn((rk_auto_footer *)(x)->obj))

/* ================================================================================================
 * A kind's world: a context on a fake clock (rkt_fixture), the object with every signal logged, a
 * wall clock and a last-updated entry, a task of its context, a task of another context, a
 * destroyed task, and completion tokens
 * ============================================================================================== */

enum { N_DONE = 4 };
typedef struct kx kx;
typedef struct {
    kx *owner;
    int calls;
    int32_t finished;
} done_token;

struct kx {
    rkt_fixture fx;
    int kind;
    void *obj;
    rk_scroll_metrics m, scratch;
    rkt_clock wall;
    rk_context *ctx2;
    rk_task *task, *foreign_task, *dead_task;
    done_token done[N_DONE];
};

#define DONE_FN(k)                                                                                \
    static void done_##k(rk_##k *o, int32_t finished, void *ud) {                                 \
        done_token *t = ud;                                                                       \
        (void)o;                                                                                  \
        t->calls++;                                                                               \
        t->finished = finished;                                                                   \
    }
DONE_FN(footer)
DONE_FN(header)
DONE_FN(trailer)
DONE_FN(auto_footer)
/* The kind's command `fn` with the completion token `tag`. */
#define KDONE(x, fn, tag)                                                                         \
    ((x)->kind == FOOTER    ? rk_footer_##fn((rk_footer *)(x)->obj, done_footer, &(x)->done[tag]) \
     : (x)->kind == HEADER  ? rk_header_##fn((rk_header *)(x)->obj, done_header, &(x)->done[tag]) \
     : (x)->kind == TRAILER ? rk_trailer_##fn((rk_trailer *)(x)->obj, done_trailer, &(x)->done[tag]) \
                            : rk_auto_footer_##fn((rk_auto_footer *)(x)->obj, done_auto_footer,   \
                                                  &(x)->done[tag]))

/* The footer's and the auto footer's host applies their inset and offset requests (as UIKit
   would) and reports them with the next metrics. */
static void apply_inset(void *o, double bottom, double duration, void *ud) {
    (void)o;
    (void)duration;
    ((kx *)ud)->m.inset_bottom = bottom;
}
static void apply_offset(void *o, double y, double duration, void *ud) {
    (void)o;
    (void)duration;
    ((kx *)ud)->m.offset_y = y;
}

typedef struct step {
    int op;
    double a;
    int32_t b, c;
    const char *s;
} step;

enum {
    S_END,
    S_SCROLL,       /* a: the offset (x for the trailer, y otherwise), b: dragging, c: pan */
    S_ADVANCE,      /* a seconds */
    S_DISPATCH,
    S_VISIBLE,      /* b */
    S_BEGIN,        /* b: 0 no completion, else the token b - 1 */
    S_END_REFRESH,  /* b: as S_BEGIN */
    S_END_NO_MORE,
    S_RESET_NO_MORE,
    S_PAGING,       /* b */
    S_TAP,
    S_DATA_COUNT,   /* b */
    S_TASK_RESUME,
    S_TASK_SUSPEND,
    S_WALL,         /* a seconds on the wall clock */
    S_EXPECT_STATE, /* b */
    S_EXPECT_DONE,  /* b: the token, c: its calls */
    S_TITLE,        /* b state, s */
    S_HEIGHT,       /* a */
    S_UTC,          /* b */
    S_STORE,        /* a: the "news" entry's time */
    S_NUDGE,        /* a: the offset moves by a (x for the trailer, y otherwise) */
    S_INSET_RIGHT,  /* a: inset_right grows by a, and offset_x is b */
    S_IGNORED,      /* a: the kind's ignored inset */
    S_ARROW,        /* a, b */
    S_LANGUAGE,     /* s */
    S_LABEL_HIDDEN, /* b */
    S_TRIGGER,      /* a */
    S_AUTO_TRIGGER, /* b */
    S_EXPECT_GIF,   /* b: the GIF is animating */
    S_EXPECT_UNSEEN, /* s: no such item in the log yet */
};

enum { MAX_STEPS = 24, MAX_STATES = 5 };
typedef struct {
    const char *name;
    int32_t style;
    step steps[MAX_STEPS];
} state_recipe;

typedef struct family {
    const char *name;
    rk_kind kind;
    int horizontal;       /* S_SCROLL and S_NUDGE move offset_x (the trailer) */
    int applies_requests; /* the host applies inset and offset requests */
    size_t layout_size, geometry_size, gif_size;
    rk_scroll_metrics metrics;
    /* How a row's "changed" metrics differ from the host's: every 1.0 field, the offset by dy (or
       set to y when y_set), dragging flipped (drag < 0) or set; with horizontal_too, content_width
       + 9, inset_right + 4, offset_x + dx; pan set when pan >= 0. */
    double dy, y;
    int y_set, drag, horizontal_too, pan;
    double dx;
    state_recipe states[MAX_STATES];
    step next_steps[MAX_STEPS];  /* what the object and its twin do after the bad calls */
    step changes[MAX_STEPS];     /* valid calls the snapshot must see, from `change_state` */
    int change_state;
    step pending[MAX_STEPS];     /* from states[0]: a completion (token 0) left pending */
} family;

#define ST(s) {S_EXPECT_STATE, 0, RK_FOOTER_##s, 0, NULL}
#define SCROLL(y, d, pan) {S_SCROLL, (y), (d), RK_PAN_##pan, NULL}
#define ADVANCE(t) {S_ADVANCE, (t), 0, 0, NULL}
#define DO(op) {S_##op, 0, 0, 0, NULL}
#define DO_B(op, b) {S_##op, 0, (b), 0, NULL}
#define DO_A(op, a) {S_##op, (a), 0, 0, NULL}

static const family families[N_FAMILY] = {
    [FOOTER] = {
        "footer", RK_KIND_FOOTER, 0, 1,
        sizeof(rk_footer_layout), sizeof(rk_footer_geometry), sizeof(rk_footer_gif),
        {.struct_size = sizeof(rk_scroll_metrics), .viewport_width = 375, .viewport_height = 600,
         .content_height = 1000, .inset_top = 64, .offset_y = -64},
        5, 0, 0, -1, 0, -1, 0,
        {{"Idle", 0, {SCROLL(430, 1, NONE)}},
         {"Pulling", 0, {SCROLL(430, 1, NONE), SCROLL(470, 1, NONE), ADVANCE(0.05), ST(PULLING),
                         DO_B(EXPECT_GIF, 1)}},
         /* the trigger is still pending */
         {"Refreshing", 0, {SCROLL(430, 1, NONE), SCROLL(470, 1, NONE), ADVANCE(0.05), SCROLL(468, 0, NONE),
                            ADVANCE(0.1), ST(REFRESHING), {S_EXPECT_UNSEEN, 0, 0, 0, "refreshing; "}}},
         {"NoMoreData", 0, {SCROLL(430, 1, NONE), DO(END_NO_MORE), ST(NO_MORE_DATA)}}},
        {ADVANCE(0.3), SCROLL(300, 0, NONE), ADVANCE(1.0), DO(RESET_NO_MORE), ADVANCE(0.5), SCROLL(470, 1, NONE),
         ADVANCE(0.05), SCROLL(468, 0, NONE), ADVANCE(1.0), DO(END_REFRESH), ADVANCE(1.0)},
        {{S_TITLE, 0, RK_FOOTER_NO_MORE_DATA, 0, "changed"}, DO_A(HEIGHT, 61), DO_A(NUDGE, -3),
         {S_LANGUAGE, 0, 0, 0, "ko"}, DO_A(IGNORED, 5), DO_B(LABEL_HIDDEN, 1)},
        1,
        {DO_B(VISIBLE, 0), DO_B(BEGIN, 2), DO_B(VISIBLE, 1), DO_B(END_REFRESH, 1),
         {S_EXPECT_DONE, 0, 1, 1, NULL}, {S_EXPECT_DONE, 0, 0, 0, NULL}},
    },
    [HEADER] = {
        "header", RK_KIND_HEADER, 0, 0,
        sizeof(rk_header_layout), sizeof(rk_header_geometry), sizeof(rk_footer_gif),
        {.struct_size = sizeof(rk_scroll_metrics), .viewport_width = 375, .viewport_height = 600,
         .content_height = 1200, .inset_top = 64, .inset_bottom = 8, .inset_left = 2, .offset_y = -64,
         .content_width = 375, .inset_right = 3, .offset_x = 1},
        -5, 0, 0, -1, 1, RK_PAN_CANCELLED, 6,
        {{"Idle", RK_HEADER_STYLE_GIF, {SCROLL(-91, 1, BEGAN), ST(IDLE)}},
         {"Pulling", RK_HEADER_STYLE_GIF, {SCROLL(-91, 1, BEGAN), SCROLL(-138, 1, CHANGED), ADVANCE(0.05),
                                           ST(PULLING)}},
         {"Refreshing", RK_HEADER_STYLE_GIF, {SCROLL(-91, 1, BEGAN), SCROLL(-138, 1, CHANGED), ADVANCE(0.05),
                                              SCROLL(-138, 0, ENDED), ADVANCE(0.1), ST(REFRESHING)}},
         {"WillRefresh", RK_HEADER_STYLE_GIF, {SCROLL(-91, 1, BEGAN), DO_B(VISIBLE, 0), DO(BEGIN), DO(DISPATCH),
                                               ST(WILL_REFRESH)}}},
        {ADVANCE(0.3), SCROLL(-148, 1, CHANGED), ADVANCE(0.05), SCROLL(-148, 0, ENDED), ADVANCE(1.0),
         DO_B(VISIBLE, 1), ADVANCE(0.5), DO_A(WALL, 60), DO(END_REFRESH), ADVANCE(1.0), SCROLL(-64, 0, NONE),
         ADVANCE(1.0)},
        {{S_TITLE, 0, RK_FOOTER_WILL_REFRESH, 0, "changed"}, DO_A(HEIGHT, 61), DO_B(UTC, 7200),
         DO_A(STORE, 1.6e9), DO_A(NUDGE, -3), DO_A(IGNORED, 5)},
        1,
        {SCROLL(-138, 1, CHANGED), ADVANCE(0.05), SCROLL(-138, 0, ENDED), ADVANCE(0.1), ADVANCE(1.0),
         DO_B(END_REFRESH, 1), {S_EXPECT_DONE, 0, 0, 0, NULL}},
    },
    [TRAILER] = {
        "trailer", RK_KIND_TRAILER, 1, 0,
        sizeof(rk_trailer_layout), sizeof(rk_trailer_geometry), 0,
        {.struct_size = sizeof(rk_scroll_metrics), .viewport_width = 375, .viewport_height = 600,
         .content_height = 600, .inset_top = 64, .inset_bottom = 8, .inset_left = 4, .offset_y = -64,
         .content_width = 1000, .inset_right = 6, .offset_x = -4},
        -5, 0, 0, -1, 1, RK_PAN_CANCELLED, 40,
        {{"Idle", RK_TRAILER_STYLE_NORMAL, {SCROLL(661, 1, BEGAN), ST(IDLE)}},
         {"Pulling", RK_TRAILER_STYLE_NORMAL, {SCROLL(661, 1, BEGAN), SCROLL(720, 1, CHANGED), ADVANCE(0.05),
                                               ST(PULLING)}},
         {"Refreshing", RK_TRAILER_STYLE_NORMAL, {SCROLL(661, 1, BEGAN), SCROLL(720, 1, CHANGED), ADVANCE(0.05),
                                                  SCROLL(720, 0, ENDED), ADVANCE(0.1), ST(REFRESHING)}},
         {"WillRefresh", RK_TRAILER_STYLE_NORMAL, {SCROLL(661, 1, BEGAN), DO_B(VISIBLE, 0), DO(BEGIN),
                                                   DO(DISPATCH), ST(WILL_REFRESH)}},
         {"Pulling (state style)", RK_TRAILER_STYLE_STATE, {SCROLL(661, 1, BEGAN), SCROLL(720, 1, CHANGED),
                                                            ADVANCE(0.05), ST(PULLING)}}},
        {ADVANCE(0.3), SCROLL(730, 1, CHANGED), ADVANCE(0.05), SCROLL(730, 0, ENDED), ADVANCE(1.0),
         DO_B(VISIBLE, 1), ADVANCE(0.5), DO_B(DATA_COUNT, 10), DO(END_REFRESH), ADVANCE(1.0),
         SCROLL(-4, 0, NONE), ADVANCE(1.0), DO(TASK_RESUME), ADVANCE(0.5), ST(REFRESHING),
         DO_B(DATA_COUNT, 14), DO(TASK_SUSPEND), ADVANCE(1.0), ST(IDLE)},
        {{S_TITLE, 0, RK_FOOTER_WILL_REFRESH, 0, "changed"}, DO_A(IGNORED, 7), {S_ARROW, 11, 12, 0, NULL},
         {S_LANGUAGE, 0, 0, 0, "ko"}, DO_A(NUDGE, 3), {S_INSET_RIGHT, 3, 640, 0, NULL}, DO(TASK_RESUME),
         DO_B(LABEL_HIDDEN, 1)},
        1,
        {SCROLL(720, 1, CHANGED), ADVANCE(0.05), SCROLL(720, 0, ENDED), ADVANCE(0.1), ADVANCE(1.0),
         DO_B(END_REFRESH, 1), {S_EXPECT_DONE, 0, 0, 0, NULL}},
    },
    [AUTO_FOOTER] = {
        "auto footer", RK_KIND_AUTO_FOOTER, 0, 1,
        sizeof(rk_auto_footer_layout), sizeof(rk_auto_footer_geometry), sizeof(rk_footer_gif),
        {.struct_size = sizeof(rk_scroll_metrics), .viewport_width = 375, .viewport_height = 600,
         .content_height = 1000, .inset_top = 64, .inset_left = 2, .offset_y = -64, .content_width = 375,
         .inset_right = 3, .offset_x = 1},
        0, 900, 1, 0, 1, RK_PAN_ENDED, 6,
        {{"Idle", RK_AUTO_FOOTER_STYLE_GIF, {SCROLL(300, 1, BEGAN), SCROLL(430, 1, CHANGED), ST(IDLE)}},
         {"Refreshing", RK_AUTO_FOOTER_STYLE_GIF, {SCROLL(300, 1, BEGAN), SCROLL(430, 1, CHANGED),
                                                   SCROLL(444, 1, CHANGED), ADVANCE(0.05), ST(REFRESHING)}},
         {"Idle with the paging end pending", RK_AUTO_FOOTER_STYLE_GIF,
          {SCROLL(300, 1, BEGAN), SCROLL(430, 1, CHANGED), SCROLL(444, 1, CHANGED), ADVANCE(0.05),
           DO_B(PAGING, 1), DO_B(END_REFRESH, 4), ADVANCE(0.1), ST(IDLE), {S_EXPECT_DONE, 0, 3, 0, NULL}}},
         {"NoMoreData", RK_AUTO_FOOTER_STYLE_GIF, {SCROLL(300, 1, BEGAN), SCROLL(430, 1, CHANGED),
                                                   SCROLL(444, 1, CHANGED), ADVANCE(0.05), DO(END_NO_MORE),
                                                   ST(NO_MORE_DATA)}},
         {"WillRefresh", RK_AUTO_FOOTER_STYLE_GIF, {SCROLL(300, 1, BEGAN), SCROLL(430, 1, CHANGED),
                                                    DO_B(VISIBLE, 0), DO(BEGIN), ST(WILL_REFRESH)}}},
        {ADVANCE(0.5), DO_B(VISIBLE, 1), DO(RESET_NO_MORE), SCROLL(200, 1, BEGAN), SCROLL(444, 1, CHANGED),
         ADVANCE(0.2), DO(END_REFRESH), SCROLL(450, 1, CHANGED), SCROLL(452, 0, ENDED), ADVANCE(1.0),
         DO(END_REFRESH), DO(TAP), ADVANCE(0.3), DO(END_NO_MORE), ADVANCE(1.0)},
        {{S_TITLE, 0, RK_FOOTER_WILL_REFRESH, 0, "changed"}, DO_A(HEIGHT, 61), DO_A(TRIGGER, 0.5),
         DO_B(AUTO_TRIGGER, 5), DO_A(NUDGE, -3), DO_B(PAGING, 1), {S_LANGUAGE, 0, 0, 0, "ru"}, DO_A(IGNORED, 5)},
        0,
        {SCROLL(444, 1, CHANGED), ADVANCE(0.05), DO_B(PAGING, 1), DO_B(END_REFRESH, 1), ADVANCE(0.1), ST(IDLE),
         {S_EXPECT_DONE, 0, 0, 0, NULL}},
    },
};

static int count_states(const family *fam) {
    int n = 0;
    while (n < MAX_STATES && fam->states[n].name != NULL) n++;
    return n;
}

static void push_metrics(kx *x) { CHECK_OK(KCALL(x, set_metrics, &x->m)); }

static rk_footer_state state_of(kx *x) {
    rk_footer_state s = -1;
    CHECK_OK(KCALL(x, get_state, &s));
    return s;
}

static double wall_read(void *ud) { return rkt_clock_read(ud); }

/* The kind's dress: what each world sets on its object before any state (frames, titles, numbers,
   the trailer's binding). */
static void dress(kx *x) {
    rk_image img[8];
    const double durations[3] = {0.1, 0.2, 0.3};
    switch (x->kind) {
    case FOOTER:
        rkt_frames(img, 8, 100, 50, 60);
        CHECK_OK(rk_footer_set_images(x->obj, RK_FOOTER_IDLE, img, 8));
        rkt_frames(img, 3, 200, 50, 50);
        CHECK_OK(rk_footer_set_images(x->obj, RK_FOOTER_PULLING, img, 3));
        CHECK_OK(rk_footer_set_images(x->obj, RK_FOOTER_REFRESHING, img, 3));
        break;
    case HEADER:
        rkt_frames(img, 4, 100, 50, 50);
        CHECK_OK(rk_header_set_images(x->obj, RK_FOOTER_IDLE, img, 4));
        rkt_frames(img, 3, 200, 50, 50);
        CHECK_OK(rk_header_set_images_with_duration(x->obj, RK_FOOTER_PULLING, img, 3, 0.3));
        rkt_frames(img, 3, 300, 50, 50);
        CHECK_OK(rk_header_set_images_with_frame_durations(x->obj, RK_FOOTER_REFRESHING, img, durations, 3));
        rkt_frames(img, 2, 400, 40, 40);
        CHECK_OK(rk_header_set_images(x->obj, RK_FOOTER_WILL_REFRESH, img, 2));
        CHECK_OK(rk_header_set_title(x->obj, RK_FOOTER_IDLE, "pull me"));
        CHECK_OK(rk_header_set_title(x->obj, RK_FOOTER_REFRESHING, "\xe6\x9b\xb4\xe6\x96\xb0\xe4\xb8\xad"));
        CHECK_OK(rk_header_set_last_updated_key(x->obj, "news"));
        CHECK_OK(rk_header_set_utc_offset(x->obj, -3600));
        CHECK_OK(rk_header_set_automatically_change_alpha(x->obj, 1));
        break;
    case TRAILER:
        CHECK_OK(rk_trailer_set_title(x->obj, RK_FOOTER_IDLE, "swipe me"));
        CHECK_OK(rk_trailer_set_title(x->obj, RK_FOOTER_REFRESHING, "\xe8\xa9\xb3\xe6\x83\x85"));
        CHECK_OK(rk_trailer_set_data_count(x->obj, 10));
        CHECK_OK(rk_trailer_set_arrow_size(x->obj, 18, 22));
        CHECK_OK(rk_trailer_set_ignored_right_inset(x->obj, 2));
        CHECK_OK(rk_trailer_set_automatically_change_alpha(x->obj, 1));
        CHECK_OK(rk_trailer_set_refreshing_with_state_of_task(x->obj, x->task));
        break;
    default:
        rkt_frames(img, 4, 100, 50, 30);
        CHECK_OK(rk_auto_footer_set_images(x->obj, RK_FOOTER_IDLE, img, 4));
        rkt_frames(img, 3, 300, 50, 30);
        CHECK_OK(rk_auto_footer_set_images_with_frame_durations(x->obj, RK_FOOTER_REFRESHING, img, durations, 3));
        CHECK_OK(rk_auto_footer_set_title(x->obj, RK_FOOTER_IDLE, "more"));
        CHECK_OK(rk_auto_footer_set_title(x->obj, RK_FOOTER_NO_MORE_DATA, "\xe5\xae\x8c"));
        CHECK_OK(rk_auto_footer_set_auto_trigger_times(x->obj, 2));
        CHECK_OK(rk_auto_footer_set_automatically_change_alpha(x->obj, 1));
        break;
    }
}

static rk_status create_in(kx *x, rk_context *ctx, int32_t style, void **out) {
    switch (x->kind) {
    case FOOTER: return rk_footer_create(ctx, (rk_footer **)out);
    case HEADER: return rk_header_create(ctx, style, (rk_header **)out);
    case TRAILER: return rk_trailer_create(ctx, style, (rk_trailer **)out);
    default: return rk_auto_footer_create(ctx, style, (rk_auto_footer **)out);
    }
}

static void do_step(kx *x, const step *s);

/* A world of kind `kind` in its state `state`. */
static kx *kx_new(int kind, int state) {
    const family *fam = &families[kind];
    kx *x = calloc(1, sizeof *x);
    const step *s;
    int i;
    if (x == NULL) {
        CHECK_MSG(0, "out of memory");
        exit(1);
    }
    x->kind = kind;
    for (i = 0; i < N_DONE; i++) x->done[i].owner = x;
    rkt_fixture_open(&x->fx, 1000.0);
    rkt_clock_init(&x->wall, 1.7e9);
    CHECK_OK(rk_context_set_wall_clock(x->fx.ctx, wall_read, &x->wall));
    CHECK_OK(rk_context_set_last_updated(x->fx.ctx, "news", 1.7e9 - 7200));
    CHECK_OK(rk_context_create(&x->ctx2));
    CHECK_OK(rk_task_create(x->ctx2, &x->foreign_task));
    CHECK_OK(rk_task_create(x->fx.ctx, &x->dead_task));
    CHECK_OK(rk_task_destroy(x->dead_task));
    CHECK_OK(rk_task_create(x->fx.ctx, &x->task));
    CHECK_OK(create_in(x, x->fx.ctx, fam->states[state].style, &x->obj));
    rkt_fixture_watch(&x->fx, x->obj, fam->kind);
    if (fam->applies_requests) {
        CHECK_OK(rk_connect(x->obj, "inset-requested", (rk_callback)apply_inset, x, NULL, NULL));
        CHECK_OK(rk_connect(x->obj, "offset-requested", (rk_callback)apply_offset, x, NULL, NULL));
    }
    x->m = fam->metrics;
    push_metrics(x);
    dress(x);
    rkt_fixture_dispatch(&x->fx);
    RKT_NOTE("%s: making %s", fam->name, fam->states[state].name);
    for (s = fam->states[state].steps; s->op != S_END; s++) do_step(x, s);
    rkt_note[0] = '\0';
    return x;
}

static void kx_free(kx *x) {
    rkt_fixture_close(&x->fx);
    CHECK_OK(rk_context_destroy(x->ctx2));
    free(x);
}

static void do_step(kx *x, const step *s) {
    const family *fam = &families[x->kind];
    rk_status st = RK_OK;
    switch (s->op) {
    case S_SCROLL:
        if (fam->horizontal) x->m.offset_x = s->a;
        else x->m.offset_y = s->a;
        x->m.dragging = s->b;
        x->m.pan = s->c;
        push_metrics(x);
        return;
    case S_ADVANCE: rkt_fixture_advance(&x->fx, s->a); return;
    case S_DISPATCH: rkt_fixture_dispatch(&x->fx); return;
    case S_VISIBLE: st = KCALL(x, set_visible, s->b); break;
    case S_BEGIN:
        st = s->b ? KDONE(x, begin_refreshing, s->b - 1) : KCALL(x, begin_refreshing, NULL, NULL);
        break;
    case S_END_REFRESH:
        st = s->b ? KDONE(x, end_refreshing, s->b - 1) : KCALL(x, end_refreshing, NULL, NULL);
        break;
    case S_END_NO_MORE: st = KCALL(x, end_refreshing_with_no_more_data, NULL, NULL); break;
    case S_RESET_NO_MORE: st = KCALL(x, reset_no_more_data, NULL, NULL); break;
    case S_PAGING: st = KCALL(x, set_paging_enabled, s->b); break;
    case S_TAP: st = KCALL0(x, tap); break;
    case S_DATA_COUNT: st = KCALL(x, set_data_count, s->b); break;
    case S_TASK_RESUME: st = rk_task_resume(x->task); break;
    case S_TASK_SUSPEND: st = rk_task_suspend(x->task); break;
    case S_WALL: rkt_clock_advance(&x->wall, s->a); return;
    case S_EXPECT_STATE: CHECK_EQ_INT(state_of(x), s->b); return;
    case S_EXPECT_DONE:
        CHECK_MSG(x->done[s->b].calls == s->c, "completion %d: %d calls, expected %d", (int)s->b,
                  x->done[s->b].calls, (int)s->c);
        return;
    case S_TITLE: st = KCALL(x, set_title, s->b, s->s); break;
    case S_HEIGHT: st = KCALL(x, set_height, s->a); break;
    case S_UTC: st = KCALL(x, set_utc_offset, s->b); break;
    case S_STORE: st = rk_context_set_last_updated(x->fx.ctx, "news", s->a); break;
    case S_NUDGE:
        if (fam->horizontal) x->m.offset_x += s->a;
        else x->m.offset_y += s->a;
        push_metrics(x);
        return;
    case S_INSET_RIGHT:
        x->m.inset_right += s->a;
        x->m.offset_x = s->b;
        push_metrics(x);
        return;
    case S_IGNORED:
        st = x->kind == HEADER    ? KCALL(x, set_ignored_top_inset, s->a)
             : x->kind == TRAILER ? KCALL(x, set_ignored_right_inset, s->a)
                                  : KCALL(x, set_ignored_bottom_inset, s->a);
        break;
    case S_ARROW: st = KCALL(x, set_arrow_size, s->a, s->b); break;
    case S_LANGUAGE: st = KCALL(x, set_language, s->s); break;
    case S_LABEL_HIDDEN: st = KCALL(x, set_label_hidden, s->b); break;
    case S_TRIGGER: st = KCALL(x, set_trigger_percent, s->a); break;
    case S_AUTO_TRIGGER: st = KCALL(x, set_auto_trigger_times, s->b); break;
    case S_EXPECT_GIF: {
        rk_footer_gif gif;
        memset(&gif, 0, sizeof gif);
        gif.struct_size = sizeof gif;
        CHECK_OK(KCALL(x, get_gif, &gif));
        CHECK_EQ_INT(gif.animating, s->b);
        return;
    }
    case S_EXPECT_UNSEEN:
        CHECK_MSG(strstr(x->fx.log, s->s) == NULL, "%s: \"%s\" in the log: %s", fam->name, s->s, x->fx.log);
        return;
    default: CHECK_MSG(0, "unknown step %d", s->op); return;
    }
    CHECK_MSG(st == RK_OK, "%s: step %d returned %d (%s)", fam->name, s->op, (int)st,
              st == NA ? "the kind has no such function" : rk_status_string(st));
}

/* ================================================================================================
 * The snapshot: every query of the object and its context, as bytes (a kind without a query
 * records NA)
 * ============================================================================================== */

enum { SNAP_BYTES = 8192, SNAP_PARTS = 48 };
typedef struct {
    unsigned char bytes[SNAP_BYTES];
    size_t used, parts;
    const char *what[SNAP_PARTS];
    size_t end[SNAP_PARTS];
} snap;

static void put(snap *s, const char *what, rk_status st, const void *p, size_t n) {
    if (s->parts >= SNAP_PARTS || s->used + sizeof st + n > SNAP_BYTES) {
        CHECK_MSG(0, "snapshot too small for %s", what);
        return;
    }
    memcpy(s->bytes + s->used, &st, sizeof st);
    memcpy(s->bytes + s->used + sizeof st, p, n);
    s->used += sizeof st + n;
    s->what[s->parts] = what;
    s->end[s->parts++] = s->used;
}

static void take(kx *x, snap *s) {
    const family *fam = &families[x->kind];
    union {
        rk_footer_layout fl;
        rk_header_layout hl;
        rk_trailer_layout tl;
        rk_auto_footer_layout al;
        rk_footer_geometry fg;
        rk_header_geometry hg;
        rk_trailer_geometry tg;
        rk_auto_footer_geometry ag;
        rk_footer_gif gif;
        unsigned char bytes[512];
    } u;
    char text[256];
    rk_footer_state state = -1;
    double d = 0;
    int32_t i32 = 0, index = 0;
    uint64_t id = 0;
    uint32_t count = 0;
    rk_task_state ts = 0;
    rk_status st;
    int k;
    memset(s, 0, sizeof *s);
    st = KCALL(x, get_state, &state);
    put(s, "state", st, &state, sizeof state);
    d = 0, st = KCALL(x, get_pulling_percent, &d);
    put(s, "percent", st, &d, sizeof d);
    d = 0, st = KCALL(x, get_alpha, &d);
    put(s, "alpha", st, &d, sizeof d);
    d = 0, st = KCALL(x, get_arrow_angle, &d);
    put(s, "arrow angle", st, &d, sizeof d);
    i32 = 0, st = KCALL(x, is_spinner_animating, &i32);
    put(s, "spinner", st, &i32, sizeof i32);
    memset(&u, 0, sizeof u);
    u.fl.struct_size = (uint32_t)fam->layout_size;
    st = KCALL(x, get_layout, (void *)&u);
    put(s, "layout", st, &u, sizeof u);
    memset(&u, 0, sizeof u);
    u.fg.struct_size = (uint32_t)fam->geometry_size;
    st = KCALL(x, get_geometry, (void *)&u);
    put(s, "geometry", st, &u, sizeof u);
    memset(&u, 0, sizeof u);
    u.gif.struct_size = sizeof u.gif;
    st = KCALL(x, get_gif, &u.gif);
    put(s, "gif", st, &u, sizeof u);
    memset(text, 0, sizeof text);
    st = KCALL(x, get_label, text, sizeof text, NULL);
    put(s, "label", st, text, sizeof text);
    memset(text, 0, sizeof text);
    st = KCALL(x, get_language, text, sizeof text, NULL);
    put(s, "language", st, text, sizeof text);
    memset(text, 0, sizeof text);
    st = KCALL(x, get_time_label, text, sizeof text, NULL);
    put(s, "time label", st, text, sizeof text);
    memset(text, 0, sizeof text);
    st = KCALL(x, get_last_updated_key, text, sizeof text, NULL);
    put(s, "last-updated key", st, text, sizeof text);
    for (k = RK_FOOTER_IDLE; k <= RK_FOOTER_FAILED; k++) {
        memset(text, 0, sizeof text);
        st = KCALL(x, get_title, k, text, sizeof text, NULL);
        put(s, "titles", st, text, sizeof text);
    }
    st = KCALL(x, frame_at, x->fx.clock.now + 0.123, &id, &index);
    put(s, "frame id", st, &id, sizeof id);
    put(s, "frame index", st, &index, sizeof index);
    d = 0, st = rk_context_next_timeout(x->fx.ctx, &d);
    put(s, "next timeout", st, &d, sizeof d);
    st = rk_task_get_state(x->task, &ts);
    put(s, "task", st, &ts, sizeof ts);
    st = rk_task_get_state(x->foreign_task, &ts);
    put(s, "foreign task", st, &ts, sizeof ts);
    d = 0, st = rk_context_get_last_updated(x->fx.ctx, "news", &d);
    put(s, "stored time", st, &d, sizeof d);
    st = rk_context_last_updated_entry(x->fx.ctx, 0, NULL, 0, NULL, NULL, &count);
    put(s, "store count", st, &count, sizeof count);
    {
        int32_t done[2 * N_DONE];
        for (k = 0; k < N_DONE; k++) {
            done[2 * k] = x->done[k].calls;
            done[2 * k + 1] = x->done[k].finished;
        }
        put(s, "completions", RK_OK, done, sizeof done);
    }
}

/* The parts of two snapshots that differ. */
static const char *snap_diff(const snap *a, const snap *b) {
    static char out[512];
    size_t used = 0, p, from = 0;
    out[0] = '\0';
    for (p = 0; p < a->parts && p < b->parts; p++) {
        if (memcmp(a->bytes + from, b->bytes + from, a->end[p] - from) != 0 && used < sizeof out)
            used += (size_t)snprintf(out + used, sizeof out - used, "%s ", a->what[p]);
        from = a->end[p];
    }
    return out;
}

static int same_snap(const snap *a, const snap *b) {
    return a->used == b->used && memcmp(a->bytes, b->bytes, a->used) == 0;
}

/* ================================================================================================
 * The calls, as rows: one table for every kind
 * ============================================================================================== */

enum {
    /* bad calls */
    M_NULL, M_SIZE, M_FIELD, M_DRAG, M_PAN, FLAG, COUNT, LEN, DUR, UTC, IMG, TEXT, COPY, SCALAR_NULL,
    STRUCT, FRAME_AT, CREATE, BIND,
    /* edges and what follows them */
    E_TITLE_LEN, E_M_RESET, E_M_EDIT, E_M_INT, E_M_PUSH, E_M_HOST, E_M_NEWER, E_PERCENT, E_NEWER_LAYOUT,
    E_STORE, E_GEO_D, E_GEO_FINITE, E_GEO_I32, E_STATE, E_END_REFRESH, E_AUTO_TRIGGER, E_CREATE_DESTROY
};
enum { F_VISIBLE, F_HIDDEN, F_INTERACTION, F_LABEL_HIDDEN, F_AUTO_ALPHA, F_TIME_LABEL_HIDDEN, F_AUTO_REFRESH,
       F_PAGING, F_TITLE_HIDDEN };
enum { L_HEIGHT, L_IGN_BOTTOM, L_IGN_TOP, L_IGN_RIGHT, L_LABEL_LEFT, L_TEXT_WIDTH, L_TW_STATE, L_TW_TIME,
       L_VIS0, L_VIS1, L_VIS2, L_VIS3, L_ARROW_W, L_ARROW_H, L_ARROW_BOTH, L_SPIN_W, L_SPIN_H, L_TRIGGER };
/* TEXT: i1 what, i3: 0 s1 (NULL: the over-long one), 1 NULL, 2 the longest valid */
enum { T_TITLE, T_LANGUAGE, T_KEY, T_LU_TEXT };
enum { C_TITLE, C_LANGUAGE, C_LABEL, C_TIME_LABEL, C_KEY };
enum { Q_STATE, Q_PERCENT, Q_ALPHA, Q_ANGLE, Q_SPINNING };
enum { Q_LAYOUT, Q_GEOMETRY, Q_GIF };
/* IMG variants (i3): the images are 3 valid frames, the first 95 tall (a partial application would
   grow the component), but: */
enum { V_VALID, V_NULL, V_MANY, V_FIRST_WIDTH, V_LAST_WIDTH, V_FIRST_HEIGHT, V_LAST_HEIGHT,
       V_DURATIONS_NULL, V_SECOND_DURATION, V_TWO_ZERO_SIZED, V_ONE_ZERO_SIZED, V_NONE, V_MAX_FRAMES };
/* STRUCT sizes (i2) below 0: */
enum { SIZE_NULL_OUT = -1, SIZE_MINUS_1 = -2 };

typedef struct row {
    const char *name;
    int op;
    int32_t i1, i2, i3;
    double d1, d2;
    const char *s1;
    rk_status want[N_FAMILY]; /* footer, header, trailer, auto footer */
} row;

#define W4(w) {w, w, w, w}
#define BAD_ARG RK_ERR_INVALID_ARGUMENT
#define BAD_STATE RK_ERR_INVALID_STATE
#define BAD_HANDLE RK_ERR_INVALID_HANDLE
#define OK RK_OK

static char long_text[RK_MAX_STRING_BYTES + 2], max_text[RK_MAX_STRING_BYTES + 1];
static char long_key[RK_LAST_UPDATED_KEY_MAX + 2], max_key[RK_LAST_UPDATED_KEY_MAX + 1];
static const int64_t counts[] = {-1, INT64_MIN, -((int64_t)1 << 40), 0, INT64_MAX};

static void fill_texts(void) {
    memset(long_text, 'a', RK_MAX_STRING_BYTES + 1);
    long_text[RK_MAX_STRING_BYTES + 1] = '\0';
    memset(max_text, 'b', RK_MAX_STRING_BYTES);
    max_text[RK_MAX_STRING_BYTES] = '\0';
    memset(long_key, 'k', RK_LAST_UPDATED_KEY_MAX + 1);
    long_key[RK_LAST_UPDATED_KEY_MAX + 1] = '\0';
    memset(max_key, 'k', RK_LAST_UPDATED_KEY_MAX);
    max_key[RK_LAST_UPDATED_KEY_MAX] = '\0';
}

/* Metrics that differ from the host's in every field the kind's "changed" names, for a bad field to
   be the only reason of a refusal. */
static rk_scroll_metrics changed(const kx *x) {
    const family *fam = &families[x->kind];
    rk_scroll_metrics m = x->m;
    m.viewport_width += 10;
    m.viewport_height += 10;
    m.content_height += 77;
    m.inset_top += 1;
    m.inset_bottom += 2;
    m.inset_left += 3;
    m.offset_y = fam->y_set ? fam->y : m.offset_y + fam->dy;
    m.dragging = fam->drag < 0 ? !m.dragging : fam->drag;
    if (fam->horizontal_too) {
        m.content_width += 9;
        m.inset_right += 4;
        m.offset_x += fam->dx;
    }
    if (fam->pan >= 0) m.pan = fam->pan;
    return m;
}

static rk_status call_flag(kx *x, int which, int32_t v) {
    switch (which) {
    case F_VISIBLE: return KCALL(x, set_visible, v);
    case F_HIDDEN: return KCALL(x, set_hidden, v);
    case F_INTERACTION: return KCALL(x, set_interaction_enabled, v);
    case F_LABEL_HIDDEN: return KCALL(x, set_label_hidden, v);
    case F_AUTO_ALPHA: return KCALL(x, set_automatically_change_alpha, v);
    case F_TIME_LABEL_HIDDEN: return KCALL(x, set_time_label_hidden, v);
    case F_AUTO_REFRESH: return KCALL(x, set_automatically_refresh, v);
    case F_PAGING: return KCALL(x, set_paging_enabled, v);
    default: return KCALL(x, set_refreshing_title_hidden, v);
    }
}

static rk_status call_length(kx *x, int which, double v) {
    double vis[4] = {15, 40, 20, 20};
    switch (which) {
    case L_HEIGHT: return KCALL(x, set_height, v);
    case L_IGN_BOTTOM: return KCALL(x, set_ignored_bottom_inset, v);
    case L_IGN_TOP: return KCALL(x, set_ignored_top_inset, v);
    case L_IGN_RIGHT: return KCALL(x, set_ignored_right_inset, v);
    case L_LABEL_LEFT: return KCALL(x, set_label_left_inset, v);
    case L_TEXT_WIDTH: return KCALL(x, set_text_width, v);
    case L_TW_STATE: return KCALL(x, set_text_widths, v, 50);
    case L_TW_TIME: return KCALL(x, set_text_widths, 50, v);
    case L_VIS0: case L_VIS1: case L_VIS2: case L_VIS3:
        vis[which - L_VIS0] = v;
        return KCALL(x, set_visual_sizes, vis[0], vis[1], vis[2], vis[3]);
    case L_ARROW_W: return KCALL(x, set_arrow_size, v, 30);
    case L_ARROW_H: return KCALL(x, set_arrow_size, 30, v);
    case L_ARROW_BOTH: return KCALL(x, set_arrow_size, v, v);
    case L_SPIN_W: return KCALL(x, set_spinner_size, v, 20);
    case L_SPIN_H: return KCALL(x, set_spinner_size, 20, v);
    default: return KCALL(x, set_trigger_percent, v);
    }
}

/* Images: i1 = api (0 plain, 1 with duration d2, 2 with frame durations), i2 = state, i3 = variant
   (d1 its value). */
static rk_status call_images(kx *x, const row *r) {
    static rk_image many[RK_FOOTER_MAX_FRAMES + 1];
    static double many_d[RK_FOOTER_MAX_FRAMES + 1];
    rk_image img[3] = {{700, 30, 95}, {701, 30, 30}, {702, 30, 30}};
    double d[3] = {0.1, 0.1, 0.1};
    const rk_image *images = img;
    const double *durations = d;
    uint32_t count = 3, i;
    switch (r->i3) {
    case V_NULL: images = NULL; break;
    case V_MANY:
    case V_MAX_FRAMES:
        for (i = 0; i < RK_FOOTER_MAX_FRAMES + 1; i++) {
            many[i].id = 800 + i;
            many[i].width = many[i].height = r->i3 == V_MANY ? 10 : 1;
            many_d[i] = 0.01;
        }
        if (r->i3 == V_MANY) many[0].height = 95;
        images = many;
        durations = many_d;
        count = r->i3 == V_MANY ? RK_FOOTER_MAX_FRAMES + 1 : RK_FOOTER_MAX_FRAMES;
        break;
    case V_FIRST_WIDTH: img[0].width = r->d1; break;
    case V_LAST_WIDTH: img[2].width = r->d1; break;
    case V_FIRST_HEIGHT: img[0].height = r->d1; break;
    case V_LAST_HEIGHT: img[2].height = r->d1; break;
    case V_DURATIONS_NULL: durations = NULL; break;
    case V_SECOND_DURATION: d[1] = r->d1; break;
    case V_TWO_ZERO_SIZED:
    case V_ONE_ZERO_SIZED:
        for (i = 0; i < 3; i++) img[i].width = img[i].height = 0, d[i] = 0;
        count = r->i3 == V_TWO_ZERO_SIZED ? 2 : 1;
        break;
    case V_NONE:
        images = NULL;
        durations = NULL;
        count = 0;
        break;
    default: break;
    }
    switch (r->i1) {
    case 0: return KCALL(x, set_images, r->i2, images, count);
    case 1: return KCALL(x, set_images_with_duration, r->i2, images, count, r->d2);
    default: return KCALL(x, set_images_with_frame_durations, r->i2, images, durations, count);
    }
}

static rk_status call_text(kx *x, const row *r) {
    const char *text = r->i3 == 1 ? NULL : r->i3 == 2 ? (r->i1 == T_KEY ? max_key : max_text)
                       : r->s1 != NULL ? r->s1 : r->i1 == T_KEY ? long_key : long_text;
    switch (r->i1) {
    case T_TITLE: return KCALL(x, set_title, r->i2, text);
    case T_LANGUAGE: return KCALL(x, set_language, text);
    case T_KEY: return KCALL(x, set_last_updated_key, text);
    default: return KCALL(x, set_last_updated_text, text);
    }
}

/* Copying queries: i3 = 0 a buffer, 1 buf NULL with cap 5, 2 buf NULL with cap SIZE_MAX. Nothing
   may be written on an error. */
static rk_status call_copy(kx *x, const row *r) {
    char buf[64];
    size_t len = 777;
    rk_status st;
    char *b = r->i3 ? NULL : buf;
    size_t cap = r->i3 == 1 ? 5 : r->i3 == 2 ? SIZE_MAX : sizeof buf;
    memset(buf, 'Q', sizeof buf);
    switch (r->i1) {
    case C_TITLE: st = KCALL(x, get_title, r->i2, b, cap, &len); break;
    case C_LANGUAGE: st = KCALL(x, get_language, b, cap, &len); break;
    case C_LABEL: st = KCALL(x, get_label, b, cap, &len); break;
    case C_TIME_LABEL: st = KCALL(x, get_time_label, b, cap, &len); break;
    default: st = KCALL(x, get_last_updated_key, b, cap, &len); break;
    }
    if (st != RK_OK && st != NA) {
        CHECK_EQ_U64(len, 777);
        CHECK(buf[0] == 'Q' && buf[63] == 'Q');
    }
    return st;
}

static rk_status call_scalar_null(kx *x, int which) {
    switch (which) {
    case Q_STATE: return KCALL(x, get_state, NULL);
    case Q_PERCENT: return KCALL(x, get_pulling_percent, NULL);
    case Q_ALPHA: return KCALL(x, get_alpha, NULL);
    case Q_ANGLE: return KCALL(x, get_arrow_angle, NULL);
    default: return KCALL(x, is_spinner_animating, NULL);
    }
}

/* Struct queries: i1 which, i2 the struct_size (or SIZE_NULL_OUT, SIZE_MINUS_1: the kind's size - 1).
   The buffer must be untouched on an error. */
static rk_status call_struct(kx *x, const row *r) {
    const family *fam = &families[x->kind];
    union {
        rk_footer_gif gif;
        unsigned char bytes[512];
    } u, copy;
    size_t full = r->i1 == Q_LAYOUT ? fam->layout_size : r->i1 == Q_GEOMETRY ? fam->geometry_size
                                                                               : sizeof(rk_footer_gif);
    void *out = r->i2 == SIZE_NULL_OUT ? NULL : (void *)&u;
    rk_status st;
    memset(&u, 0x5A, sizeof u);
    u.gif.struct_size = r->i2 == SIZE_MINUS_1 ? (uint32_t)full - 1 : (uint32_t)r->i2;
    copy = u;
    switch (r->i1) {
    case Q_LAYOUT: st = KCALL(x, get_layout, out); break;
    case Q_GEOMETRY: st = KCALL(x, get_geometry, out); break;
    default: st = KCALL(x, get_gif, out); break;
    }
    if (st != RK_OK && st != NA) CHECK_MSG(memcmp(&u, &copy, sizeof u) == 0, "out struct written on an error");
    return st;
}

/* frame_at: d1 = t (from now unless not finite, or d2 = 1: as it is); i1 = 0 both outs, 1 id NULL,
   2 index NULL. */
static rk_status call_frame_at(kx *x, const row *r) {
    uint64_t id = 4242;
    int32_t index = 4242;
    double t = isfinite(r->d1) && r->d2 == 0 ? x->fx.clock.now + r->d1 : r->d1;
    rk_status st = KCALL(x, frame_at, t, r->i1 == 1 ? NULL : &id, r->i1 == 2 ? NULL : &index);
    if (st != RK_OK && st != RK_ERR_NOT_FOUND && st != NA) {
        CHECK_EQ_U64(id, 4242);
        CHECK_EQ_INT(index, 4242);
    }
    return st;
}

/* A second object of the kind in the world's context with style i1 (or out NULL when i2 = 1):
   nothing made, out untouched. */
static rk_status call_create(kx *x, const row *r) {
    void *out = RKT_HANDLE(void, 0x5E5E5E5E5E5E5E5Eull);
    rk_status st = create_in(x, x->fx.ctx, r->i1, r->i2 ? NULL : &out);
    if (st != RK_OK) CHECK(out == RKT_HANDLE(void, 0x5E5E5E5E5E5E5E5Eull));
    return st;
}

/* The task binding with i1: 0 a task of the other context, 1 a destroyed task, 2 the context
   itself, 3 an address that never was a handle (the world's own binding must stay), 4 a Completed
   task of the context, 5 NULL. */
static rk_status call_bind(kx *x, int which) {
    static int not_a_handle;
    rk_task *task = NULL;
    switch (which) {
    case 0: task = x->foreign_task; break;
    case 1: task = x->dead_task; break;
    case 2: task = (rk_task *)(void *)x->fx.ctx; break;
    case 3: task = (rk_task *)(void *)&not_a_handle; break;
    case 4:
        CHECK_OK(rk_task_create(x->fx.ctx, &task));
        CHECK_OK(rk_task_resume(task));
        CHECK_OK(rk_task_complete(task, 0, NULL));
        rkt_fixture_dispatch(&x->fx);
        break;
    default: break;
    }
    return KCALL(x, set_refreshing_with_state_of_task, task);
}

/* A geometry field of the kind's struct, at byte offset `at`. */
static const void *geometry_at(kx *x, int32_t at, unsigned char *buf) {
    memset(buf, 0, 512);
    memcpy(buf, &(uint32_t){(uint32_t)families[x->kind].geometry_size}, sizeof(uint32_t));
    CHECK_OK(KCALL(x, get_geometry, (void *)buf));
    return buf + at;
}

static rk_status call_row(kx *x, const row *r) {
    rk_scroll_metrics m;
    switch (r->op) {
    case M_NULL: return KCALL(x, set_metrics, NULL);
    case M_SIZE:
        m = changed(x);
        m.struct_size = (uint32_t)r->i1;
        if (r->i2 == 1) m.offset_y = NAN;
        if (r->i2 == 2) m.viewport_width = -1;
        return KCALL(x, set_metrics, &m);
    case M_FIELD:
        m = changed(x);
        memcpy((char *)&m + r->i1, &r->d1, sizeof r->d1);
        return KCALL(x, set_metrics, &m);
    case M_DRAG:
        m = changed(x);
        m.dragging = r->i1;
        return KCALL(x, set_metrics, &m);
    case M_PAN:
        m = changed(x);
        m.pan = r->i1;
        return KCALL(x, set_metrics, &m);
    case FLAG: return call_flag(x, r->i1, r->i2);
    case COUNT: return KCALL(x, set_data_count, counts[r->i1]);
    case LEN: return call_length(x, r->i1, r->d1);
    case DUR: return KCALL(x, set_animation_durations, r->d1, r->d2);
    case UTC: return KCALL(x, set_utc_offset, r->i1);
    case IMG: return call_images(x, r);
    case TEXT: return call_text(x, r);
    case COPY: return call_copy(x, r);
    case SCALAR_NULL: return call_scalar_null(x, r->i1);
    case STRUCT: return call_struct(x, r);
    case FRAME_AT: return call_frame_at(x, r);
    case CREATE: return call_create(x, r);
    case BIND: return call_bind(x, r->i1);
    case E_TITLE_LEN: {
        size_t len = 0;
        rk_status st = KCALL(x, get_title, r->i2, NULL, 0, &len);
        if (st == RK_OK) CHECK_EQ_U64(len, RK_MAX_STRING_BYTES);
        return st;
    }
    case E_M_RESET: x->scratch = x->m; return RK_OK;
    case E_M_EDIT: memcpy((char *)&x->scratch + r->i1, &r->d1, sizeof r->d1); return RK_OK;
    case E_M_INT:
        if (r->i1 == 0) x->scratch.dragging = r->i2;
        else if (r->i1 == 1) x->scratch.pan = r->i2;
        else if (r->i1 == 2) x->scratch.struct_size = (uint32_t)r->i2;
        else x->scratch.reserved = (uint32_t)r->i2;
        return RK_OK;
    case E_M_PUSH: return KCALL(x, set_metrics, &x->scratch);
    case E_M_HOST: return KCALL(x, set_metrics, &x->m);
    case E_M_NEWER: {
        struct {
            rk_scroll_metrics m;
            double more[4];
        } newer;
        memset(&newer, 0, sizeof newer);
        newer.m = x->m;
        newer.m.struct_size = sizeof newer;
        newer.more[0] = NAN;
        return KCALL(x, set_metrics, &newer.m);
    }
    case E_PERCENT: {
        double percent = -1;
        rk_status st = KCALL(x, get_pulling_percent, &percent);
        CHECK(isfinite(percent) && percent >= 0);
        return st;
    }
    case E_NEWER_LAYOUT: {
        struct {
            rk_footer_layout l;
            unsigned char more[512];
        } newer;
        rk_status st;
        memset(&newer, 0, sizeof newer);
        newer.l.struct_size = (uint32_t)(families[x->kind].layout_size + 32);
        st = KCALL(x, get_layout, (void *)&newer);
        /* The footer's layout starts with the footer's frame: as wide as the viewport. */
        if (x->kind == FOOTER) CHECK_EQ_BITS(newer.l.footer.width, x->m.viewport_width);
        return st;
    }
    case E_STORE: {
        double t = 0;
        rk_status st = rk_context_set_last_updated(x->fx.ctx, r->s1, r->d1);
        CHECK_OK(rk_context_get_last_updated(x->fx.ctx, r->s1, &t));
        CHECK_EQ_BITS(t, r->d1);
        return st;
    }
    case E_GEO_D: {
        unsigned char buf[512];
        double v;
        memcpy(&v, geometry_at(x, r->i1, buf), sizeof v);
        CHECK_MSG(memcmp(&v, &r->d1, sizeof v) == 0, "geometry at %d: %.17g, expected %.17g", (int)r->i1, v,
                  r->d1);
        return RK_OK;
    }
    case E_GEO_FINITE: {
        unsigned char buf[512];
        double v;
        memcpy(&v, geometry_at(x, r->i1, buf), sizeof v);
        CHECK_MSG(isfinite(v), "geometry at %d: %.17g", (int)r->i1, v);
        return RK_OK;
    }
    case E_GEO_I32: {
        unsigned char buf[512];
        int32_t v;
        memcpy(&v, geometry_at(x, r->i1, buf), sizeof v);
        CHECK_EQ_INT(v, r->i2);
        return RK_OK;
    }
    case E_STATE: CHECK_EQ_INT(state_of(x), r->i1); return RK_OK;
    case E_END_REFRESH: return KCALL(x, end_refreshing, NULL, NULL);
    case E_AUTO_TRIGGER: return KCALL(x, set_auto_trigger_times, r->i1);
    case E_CREATE_DESTROY: {
        void *other = NULL;
        rk_status st = create_in(x, x->fx.ctx, r->i1, &other);
        if (st == RK_OK) {
            void *own = x->obj;
            x->obj = other;
            CHECK_OK(KCALL0(x, destroy));
            x->obj = own;
        }
        return st;
    }
    default: CHECK_MSG(0, "unknown row op %d", r->op); return NA;
    }
}

/* ---- the bad calls ---- */

#define OFF(field) (int)offsetof(rk_scroll_metrics, field)
#define R(name, op, i1, i2, i3, d1, d2, s1, want) {name, op, i1, i2, i3, d1, d2, s1, W4(want)}
#define M4(field)                                                                                 \
    R("set_metrics " #field " NaN", M_FIELD, OFF(field), 0, 0, NAN, 0, NULL, BAD_ARG),            \
    R("set_metrics " #field " +inf", M_FIELD, OFF(field), 0, 0, INFINITY, 0, NULL, BAD_ARG),      \
    R("set_metrics " #field " -inf", M_FIELD, OFF(field), 0, 0, -INFINITY, 0, NULL, BAD_ARG),     \
    R("set_metrics " #field " 1.5e9", M_FIELD, OFF(field), 0, 0, 1.5e9, 0, NULL, BAD_ARG)
#define NEG(field)                                                                                \
    R("set_metrics " #field " -1", M_FIELD, OFF(field), 0, 0, -1, 0, NULL, BAD_ARG),              \
    R("set_metrics " #field " -1e-300", M_FIELD, OFF(field), 0, 0, -1e-300, 0, NULL, BAD_ARG)
#define FAR(field) R("set_metrics " #field " -1.5e9", M_FIELD, OFF(field), 0, 0, -1.5e9, 0, NULL, BAD_ARG)
#define FLAG3(name, which)                                                                        \
    R(name " 2", FLAG, which, 2, 0, 0, 0, NULL, BAD_ARG),                                         \
    R(name " -1", FLAG, which, -1, 0, 0, 0, NULL, BAD_ARG),                                       \
    R(name " INT32_MIN", FLAG, which, INT32_MIN, 0, 0, 0, NULL, BAD_ARG)
#define LEN6(name, which)                                                                         \
    R(name " NaN", LEN, which, 0, 0, NAN, 0, NULL, BAD_ARG),                                      \
    R(name " +inf", LEN, which, 0, 0, INFINITY, 0, NULL, BAD_ARG),                                \
    R(name " -inf", LEN, which, 0, 0, -INFINITY, 0, NULL, BAD_ARG),                               \
    R(name " -1", LEN, which, 0, 0, -1, 0, NULL, BAD_ARG),                                        \
    R(name " -1e-300", LEN, which, 0, 0, -1e-300, 0, NULL, BAD_ARG),                              \
    R(name " 1.5e9", LEN, which, 0, 0, 1.5e9, 0, NULL, BAD_ARG)
/* An images call in every state all the kinds with images take (Idle to WillRefresh). */
#define IMG4(name, api, variant, d1, d2)                                                          \
    R(name " Idle", IMG, api, 1, variant, d1, d2, NULL, BAD_ARG),                                 \
    R(name " Pulling", IMG, api, 2, variant, d1, d2, NULL, BAD_ARG),                              \
    R(name " Refreshing", IMG, api, 3, variant, d1, d2, NULL, BAD_ARG),                           \
    R(name " WillRefresh", IMG, api, 4, variant, d1, d2, NULL, BAD_ARG)
#define IMGS(api, dur)                                                                            \
    R("images api " #api " state 0", IMG, api, 0, V_VALID, 0, dur, NULL, BAD_ARG),                \
    R("images api " #api " state 7", IMG, api, 7, V_VALID, 0, dur, NULL, BAD_ARG),                \
    R("images api " #api " state -1", IMG, api, -1, V_VALID, 0, dur, NULL, BAD_ARG),              \
    {"images api " #api " NoMoreData", IMG, api, 5, V_VALID, 0, dur, NULL, {SKIP, BAD_STATE, SKIP, SKIP}}, \
    IMG4("images api " #api " NULL with count", api, V_NULL, 0, dur),                             \
    IMG4("images api " #api " too many", api, V_MANY, 0, dur),                                    \
    IMG4("images api " #api " first width NaN", api, V_FIRST_WIDTH, NAN, dur),                    \
    IMG4("images api " #api " last width NaN", api, V_LAST_WIDTH, NAN, dur),                      \
    IMG4("images api " #api " last width -1", api, V_LAST_WIDTH, -1, dur),                        \
    IMG4("images api " #api " last width inf", api, V_LAST_WIDTH, INFINITY, dur),                 \
    IMG4("images api " #api " last width 1.5e9", api, V_LAST_WIDTH, 1.5e9, dur),                  \
    IMG4("images api " #api " first height NaN", api, V_FIRST_HEIGHT, NAN, dur),                  \
    IMG4("images api " #api " first height +inf", api, V_FIRST_HEIGHT, INFINITY, dur),            \
    IMG4("images api " #api " first height -1", api, V_FIRST_HEIGHT, -1, dur),                    \
    IMG4("images api " #api " last height NaN", api, V_LAST_HEIGHT, NAN, dur),                    \
    IMG4("images api " #api " last height -inf", api, V_LAST_HEIGHT, -INFINITY, dur)
/* A title in every state every kind has (Idle to WillRefresh). */
#define TITLE4(text)                                                                              \
    R("set_title Idle " #text, TEXT, T_TITLE, 1, 0, 0, 0, text, BAD_ARG),                         \
    R("set_title Pulling " #text, TEXT, T_TITLE, 2, 0, 0, 0, text, BAD_ARG),                      \
    R("set_title Refreshing " #text, TEXT, T_TITLE, 3, 0, 0, 0, text, BAD_ARG),                   \
    R("set_title WillRefresh " #text, TEXT, T_TITLE, 4, 0, 0, 0, text, BAD_ARG)
/* Zero durations where frames animate: the footer's and the header's Pulling and Refreshing; the
   auto footer shows frames in Refreshing only. */
#define ZERO_PULLING {BAD_ARG, BAD_ARG, SKIP, SKIP}
/* NoMoreData: a state of the footer and the auto footer, not of the header or the trailer. */
#define NO_NO_MORE_DATA {SKIP, BAD_STATE, BAD_STATE, SKIP}

static const row bad_rows[] = {
    /* set_metrics */
    R("set_metrics NULL", M_NULL, 0, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size 0", M_SIZE, 0, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size 4", M_SIZE, 4, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size 1.0 - 1", M_SIZE, RK_SCROLL_METRICS_SIZE_1_0 - 1, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size 1.0 + 1", M_SIZE, RK_SCROLL_METRICS_SIZE_1_0 + 1, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size 1.0 + 8 (content_width only)", M_SIZE, RK_SCROLL_METRICS_SIZE_1_0 + 8, 0, 0, 0,
      0, NULL, BAD_ARG),
    R("set_metrics struct_size up to offset_x", M_SIZE, OFF(offset_x), 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size up to pan", M_SIZE, OFF(pan), 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size sizeof - 4", M_SIZE, (int)sizeof(rk_scroll_metrics) - 4, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size sizeof - 1", M_SIZE, (int)sizeof(rk_scroll_metrics) - 1, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size 1.0, offset_y NaN", M_SIZE, RK_SCROLL_METRICS_SIZE_1_0, 1, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics struct_size 1.0, viewport_width -1", M_SIZE, RK_SCROLL_METRICS_SIZE_1_0, 2, 0, 0, 0, NULL,
      BAD_ARG),
    M4(viewport_width), M4(viewport_height), M4(content_height), M4(inset_top), M4(inset_bottom),
    M4(inset_left), M4(offset_y), M4(content_width), M4(inset_right), M4(offset_x),
    NEG(viewport_width), NEG(viewport_height), NEG(content_height), NEG(content_width),
    FAR(inset_top), FAR(inset_bottom), FAR(inset_left), FAR(offset_y), FAR(inset_right), FAR(offset_x),
    R("set_metrics dragging 2", M_DRAG, 2, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics dragging -1", M_DRAG, -1, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics pan 5", M_PAN, 5, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics pan -1", M_PAN, -1, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics pan INT32_MAX", M_PAN, INT32_MAX, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_metrics pan INT32_MIN", M_PAN, INT32_MIN, 0, 0, 0, 0, NULL, BAD_ARG),
    /* flags */
    FLAG3("set_visible", F_VISIBLE), FLAG3("set_hidden", F_HIDDEN),
    FLAG3("set_interaction_enabled", F_INTERACTION), FLAG3("set_label_hidden", F_LABEL_HIDDEN),
    FLAG3("set_automatically_change_alpha", F_AUTO_ALPHA), FLAG3("set_time_label_hidden", F_TIME_LABEL_HIDDEN),
    FLAG3("set_automatically_refresh", F_AUTO_REFRESH), FLAG3("set_paging_enabled", F_PAGING),
    FLAG3("set_refreshing_title_hidden", F_TITLE_HIDDEN),
    /* numbers */
    R("set_data_count -1", COUNT, 0, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_data_count INT64_MIN", COUNT, 1, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_data_count -2^40", COUNT, 2, 0, 0, 0, 0, NULL, BAD_ARG),
    LEN6("set_height", L_HEIGHT),
    R("set_height 0", LEN, L_HEIGHT, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_height -0", LEN, L_HEIGHT, 0, 0, -0.0, 0, NULL, BAD_ARG),
    R("set_height 0.0009", LEN, L_HEIGHT, 0, 0, 0.0009, 0, NULL, BAD_ARG),
    LEN6("set_ignored_bottom_inset", L_IGN_BOTTOM), LEN6("set_ignored_top_inset", L_IGN_TOP),
    LEN6("set_ignored_right_inset", L_IGN_RIGHT), LEN6("set_label_left_inset", L_LABEL_LEFT),
    LEN6("set_text_width", L_TEXT_WIDTH), LEN6("set_text_widths state", L_TW_STATE),
    LEN6("set_text_widths time", L_TW_TIME), LEN6("set_visual_sizes arrow_width", L_VIS0),
    LEN6("set_visual_sizes arrow_height", L_VIS1), LEN6("set_visual_sizes spinner_width", L_VIS2),
    LEN6("set_visual_sizes spinner_height", L_VIS3), LEN6("set_arrow_size width", L_ARROW_W),
    LEN6("set_arrow_size height", L_ARROW_H), LEN6("set_arrow_size both", L_ARROW_BOTH),
    LEN6("set_spinner_size width", L_SPIN_W), LEN6("set_spinner_size height", L_SPIN_H),
    R("set_trigger_percent NaN", LEN, L_TRIGGER, 0, 0, NAN, 0, NULL, BAD_ARG),
    R("set_trigger_percent +inf", LEN, L_TRIGGER, 0, 0, INFINITY, 0, NULL, BAD_ARG),
    R("set_trigger_percent -inf", LEN, L_TRIGGER, 0, 0, -INFINITY, 0, NULL, BAD_ARG),
    R("set_trigger_percent 1.5e9", LEN, L_TRIGGER, 0, 0, 1.5e9, 0, NULL, BAD_ARG),
    R("set_trigger_percent -1.5e9", LEN, L_TRIGGER, 0, 0, -1.5e9, 0, NULL, BAD_ARG),
    R("set_animation_durations NaN,0.2", DUR, 0, 0, 0, NAN, 0.2, NULL, BAD_ARG),
    R("set_animation_durations 0.2,NaN", DUR, 0, 0, 0, 0.2, NAN, NULL, BAD_ARG),
    R("set_animation_durations inf,0.2", DUR, 0, 0, 0, INFINITY, 0.2, NULL, BAD_ARG),
    R("set_animation_durations 0.2,-inf", DUR, 0, 0, 0, 0.2, -INFINITY, NULL, BAD_ARG),
    R("set_animation_durations -0.1,0.2", DUR, 0, 0, 0, -0.1, 0.2, NULL, BAD_ARG),
    R("set_animation_durations 0.2,-0.1", DUR, 0, 0, 0, 0.2, -0.1, NULL, BAD_ARG),
    R("set_animation_durations 2e9,0.2", DUR, 0, 0, 0, 2e9, 0.2, NULL, BAD_ARG),
    R("set_animation_durations 0.2,2e9", DUR, 0, 0, 0, 0.2, 2e9, NULL, BAD_ARG),
    R("set_animation_durations DBL_MAX,DBL_MAX", DUR, 0, 0, 0, DBL_MAX, DBL_MAX, NULL, BAD_ARG),
    R("set_utc_offset 64801", UTC, 64801, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_utc_offset -64801", UTC, -64801, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_utc_offset INT32_MIN", UTC, INT32_MIN, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_utc_offset INT32_MAX", UTC, INT32_MAX, 0, 0, 0, 0, NULL, BAD_ARG),
    /* images */
    IMGS(0, 0), IMGS(1, 0.5), IMGS(2, 0),
    IMG4("images with_duration NaN", 1, V_VALID, 0, NAN),
    IMG4("images with_duration +inf", 1, V_VALID, 0, INFINITY),
    IMG4("images with_duration -0.5", 1, V_VALID, 0, -0.5),
    IMG4("images with_duration 2e9", 1, V_VALID, 0, 2e9),
    {"images with_duration 0 Pulling", IMG, 1, 2, V_VALID, 0, 0, NULL, ZERO_PULLING},
    R("images with_duration 0 Refreshing", IMG, 1, 3, V_VALID, 0, 0, NULL, BAD_ARG),
    IMG4("images frame_durations NULL", 2, V_DURATIONS_NULL, 0, 0),
    IMG4("images frame_durations NaN", 2, V_SECOND_DURATION, NAN, 0),
    IMG4("images frame_durations +inf", 2, V_SECOND_DURATION, INFINITY, 0),
    IMG4("images frame_durations -0.1", 2, V_SECOND_DURATION, -0.1, 0),
    IMG4("images frame_durations 2e9", 2, V_SECOND_DURATION, 2e9, 0),
    {"images frame_durations 0 Pulling", IMG, 2, 2, V_SECOND_DURATION, 0, 0, NULL, ZERO_PULLING},
    R("images frame_durations 0 Refreshing", IMG, 2, 3, V_SECOND_DURATION, 0, 0, NULL, BAD_ARG),
    /* titles, language, the header's key and last-updated text */
    R("set_title state 0", TEXT, T_TITLE, 0, 0, 0, 0, "T", BAD_ARG),
    R("set_title state 7", TEXT, T_TITLE, 7, 0, 0, 0, "T", BAD_ARG),
    R("set_title state -1", TEXT, T_TITLE, -1, 0, 0, 0, "T", BAD_ARG),
    R("set_title state 0 NULL", TEXT, T_TITLE, 0, 1, 0, 0, NULL, BAD_ARG),
    TITLE4("\xff"), TITLE4("abc\xc3"), TITLE4("\xc0\xaf"), TITLE4("\xed\xa0\x80"), TITLE4("\xf4\x90\x80\x80"),
    TITLE4("\x80"), TITLE4("ok\xe2\x82"), TITLE4("\xf8\x88\x80\x80\x80"),
    {"set_title NoMoreData", TEXT, T_TITLE, 5, 0, 0, 0, "T", NO_NO_MORE_DATA},
    {"set_title NoMoreData NULL", TEXT, T_TITLE, 5, 1, 0, 0, NULL, NO_NO_MORE_DATA},
    R("set_title too long", TEXT, T_TITLE, 1, 0, 0, 0, NULL, BAD_ARG),
    R("set_language NULL", TEXT, T_LANGUAGE, 0, 1, 0, 0, NULL, BAD_ARG),
    R("set_language \\xff", TEXT, T_LANGUAGE, 0, 0, 0, 0, "\xff", BAD_ARG),
    R("set_language zh\\xc3", TEXT, T_LANGUAGE, 0, 0, 0, 0, "zh\xc3", BAD_ARG),
    R("set_language overlong", TEXT, T_LANGUAGE, 0, 0, 0, 0, "\xc1\xbf", BAD_ARG),
    R("set_language surrogate", TEXT, T_LANGUAGE, 0, 0, 0, 0, "uk\xed\xa0\x80", BAD_ARG),
    R("set_language too long", TEXT, T_LANGUAGE, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_last_updated_key NULL", TEXT, T_KEY, 0, 1, 0, 0, NULL, BAD_ARG),
    R("set_last_updated_key empty", TEXT, T_KEY, 0, 0, 0, 0, "", BAD_ARG),
    R("set_last_updated_key \\xc0\\xaf", TEXT, T_KEY, 0, 0, 0, 0, "\xc0\xaf", BAD_ARG),
    R("set_last_updated_key surrogate", TEXT, T_KEY, 0, 0, 0, 0, "k\xed\xa0\x80", BAD_ARG),
    R("set_last_updated_key too long", TEXT, T_KEY, 0, 0, 0, 0, NULL, BAD_ARG),
    R("set_last_updated_text \\xff", TEXT, T_LU_TEXT, 0, 0, 0, 0, "\xff", BAD_ARG),
    R("set_last_updated_text truncated", TEXT, T_LU_TEXT, 0, 0, 0, 0, "today\xe2\x82", BAD_ARG),
    R("set_last_updated_text too long", TEXT, T_LU_TEXT, 0, 0, 0, 0, NULL, BAD_ARG),
    /* copying queries */
    R("get_title state 0", COPY, C_TITLE, 0, 0, 0, 0, NULL, BAD_ARG),
    R("get_title state 7", COPY, C_TITLE, 7, 0, 0, 0, NULL, BAD_ARG), /* 6 is Failed since 1.3 */
    R("get_title state -1", COPY, C_TITLE, -1, 0, 0, 0, NULL, BAD_ARG),
    {"get_title NoMoreData", COPY, C_TITLE, 5, 0, 0, 0, NULL, NO_NO_MORE_DATA},
    R("get_title buf NULL cap 5", COPY, C_TITLE, 1, 1, 0, 0, NULL, BAD_ARG),
    R("get_title buf NULL cap SIZE_MAX", COPY, C_TITLE, 2, 2, 0, 0, NULL, BAD_ARG),
    R("get_language buf NULL cap 5", COPY, C_LANGUAGE, 0, 1, 0, 0, NULL, BAD_ARG),
    R("get_language buf NULL cap SIZE_MAX", COPY, C_LANGUAGE, 0, 2, 0, 0, NULL, BAD_ARG),
    R("get_label buf NULL cap 5", COPY, C_LABEL, 0, 1, 0, 0, NULL, BAD_ARG),
    R("get_label buf NULL cap SIZE_MAX", COPY, C_LABEL, 0, 2, 0, 0, NULL, BAD_ARG),
    R("get_time_label buf NULL cap 5", COPY, C_TIME_LABEL, 0, 1, 0, 0, NULL, BAD_ARG),
    R("get_time_label buf NULL cap SIZE_MAX", COPY, C_TIME_LABEL, 0, 2, 0, 0, NULL, BAD_ARG),
    R("get_last_updated_key buf NULL cap 5", COPY, C_KEY, 0, 1, 0, 0, NULL, BAD_ARG),
    R("get_last_updated_key buf NULL cap SIZE_MAX", COPY, C_KEY, 0, 2, 0, 0, NULL, BAD_ARG),
    /* scalar and struct queries */
    R("get_state NULL", SCALAR_NULL, Q_STATE, 0, 0, 0, 0, NULL, BAD_ARG),
    R("get_pulling_percent NULL", SCALAR_NULL, Q_PERCENT, 0, 0, 0, 0, NULL, BAD_ARG),
    R("get_alpha NULL", SCALAR_NULL, Q_ALPHA, 0, 0, 0, 0, NULL, BAD_ARG),
    R("get_arrow_angle NULL", SCALAR_NULL, Q_ANGLE, 0, 0, 0, 0, NULL, BAD_ARG),
    R("is_spinner_animating NULL", SCALAR_NULL, Q_SPINNING, 0, 0, 0, 0, NULL, BAD_ARG),
    R("get_layout NULL", STRUCT, Q_LAYOUT, SIZE_NULL_OUT, 0, 0, 0, NULL, BAD_ARG),
    R("get_layout size 0", STRUCT, Q_LAYOUT, 0, 0, 0, 0, NULL, BAD_ARG),
    R("get_layout size 4", STRUCT, Q_LAYOUT, 4, 0, 0, 0, NULL, BAD_ARG),
    R("get_layout size 8", STRUCT, Q_LAYOUT, 8, 0, 0, 0, NULL, BAD_ARG),
    R("get_layout size - 1", STRUCT, Q_LAYOUT, SIZE_MINUS_1, 0, 0, 0, NULL, BAD_ARG),
    {"get_layout size without the trailer's arrow", STRUCT, Q_LAYOUT, (int)offsetof(rk_trailer_layout, arrow), 0,
     0, 0, NULL, {SKIP, SKIP, BAD_ARG, SKIP}},
    R("get_geometry NULL", STRUCT, Q_GEOMETRY, SIZE_NULL_OUT, 0, 0, 0, NULL, BAD_ARG),
    R("get_geometry size 0", STRUCT, Q_GEOMETRY, 0, 0, 0, 0, NULL, BAD_ARG),
    R("get_geometry size 4", STRUCT, Q_GEOMETRY, 4, 0, 0, 0, NULL, BAD_ARG),
    R("get_geometry size 8", STRUCT, Q_GEOMETRY, 8, 0, 0, 0, NULL, BAD_ARG),
    R("get_geometry size - 1", STRUCT, Q_GEOMETRY, SIZE_MINUS_1, 0, 0, 0, NULL, BAD_ARG),
    {"get_geometry size without the trailer's ignored inset", STRUCT, Q_GEOMETRY,
     (int)offsetof(rk_trailer_geometry, ignored_right_inset), 0, 0, 0, NULL, {SKIP, SKIP, BAD_ARG, SKIP}},
    R("get_gif NULL", STRUCT, Q_GIF, SIZE_NULL_OUT, 0, 0, 0, NULL, BAD_ARG),
    R("get_gif size 0", STRUCT, Q_GIF, 0, 0, 0, 0, NULL, BAD_ARG),
    R("get_gif size 4", STRUCT, Q_GIF, 4, 0, 0, 0, NULL, BAD_ARG),
    R("get_gif size - 1", STRUCT, Q_GIF, SIZE_MINUS_1, 0, 0, 0, NULL, BAD_ARG),
    R("frame_at t NaN", FRAME_AT, 0, 0, 0, NAN, 0, NULL, BAD_ARG),
    R("frame_at t +inf", FRAME_AT, 0, 0, 0, INFINITY, 0, NULL, BAD_ARG),
    R("frame_at t -inf", FRAME_AT, 0, 0, 0, -INFINITY, 0, NULL, BAD_ARG),
    R("frame_at id NULL", FRAME_AT, 1, 0, 0, 0.01, 0, NULL, BAD_ARG),
    R("frame_at index NULL", FRAME_AT, 2, 0, 0, 0.01, 0, NULL, BAD_ARG),
    /* creation in the world's context, and the task binding */
    {"create style 2", CREATE, 2, 0, 0, 0, 0, NULL, {SKIP, BAD_ARG, BAD_ARG, BAD_ARG}},
    {"create style -1", CREATE, -1, 0, 0, 0, 0, NULL, {SKIP, BAD_ARG, BAD_ARG, BAD_ARG}},
    {"create style INT32_MAX", CREATE, INT32_MAX, 0, 0, 0, 0, NULL, {SKIP, BAD_ARG, BAD_ARG, BAD_ARG}},
    R("create out NULL", CREATE, 0, 1, 0, 0, 0, NULL, BAD_ARG),
    R("bind a task of another context", BIND, 0, 0, 0, 0, 0, NULL, BAD_HANDLE),
    R("bind a destroyed task", BIND, 1, 0, 0, 0, 0, NULL, BAD_HANDLE),
    R("bind the context as a task", BIND, 2, 0, 0, 0, 0, NULL, BAD_HANDLE),
    R("bind an address that never was a handle", BIND, 3, 0, 0, 0, 0, NULL, BAD_HANDLE),
};

/* ---- the valid edges, in order on one object in its first state (with what they must refuse
   just past them, and what follows them) ---- */

#define ONLY(k, want) {k == FOOTER ? (want) : SKIP, k == HEADER ? (want) : SKIP, k == TRAILER ? (want) : SKIP, \
                       k == AUTO_FOOTER ? (want) : SKIP}
#define E(name, op, i1, i2, i3, d1, d2, s1) R(name, op, i1, i2, i3, d1, d2, s1, OK)
#define EK(k, name, op, i1, i2, i3, d1, d2, s1, want) {name, op, i1, i2, i3, d1, d2, s1, ONLY(k, want)}
#define GEO(k, type, field) (int)offsetof(type, field)
/* Zero durations: fine where frames never animate (for the auto footer, every state but
   Refreshing), or with one frame. */
#define ZERO_OK(state) {OK, (state) == 5 ? SKIP : OK, SKIP, OK}

static const row edge_rows[] = {
    /* metrics: 1.0's size exactly, whatever the appended fields hold (they are not read) */
    E("metrics: the host's", E_M_RESET, 0, 0, 0, 0, 0, NULL),
    E("metrics: 1.0's size", E_M_INT, 2, RK_SCROLL_METRICS_SIZE_1_0, 0, 0, 0, NULL),
    E("metrics: content_width NaN", E_M_EDIT, OFF(content_width), 0, 0, NAN, 0, NULL),
    E("metrics: inset_right -inf", E_M_EDIT, OFF(inset_right), 0, 0, -INFINITY, 0, NULL),
    E("metrics: offset_x 1e300", E_M_EDIT, OFF(offset_x), 0, 0, 1e300, 0, NULL),
    E("metrics: pan 99", E_M_INT, 1, 99, 0, 0, 0, NULL),
    E("metrics: reserved", E_M_INT, 3, (int32_t)0xFFFFFFFFu, 0, 0, 0, NULL),
    E("metrics: dragging", E_M_INT, 0, 1, 0, 0, 0, NULL),
    EK(HEADER, "metrics: pulled past the trigger", E_M_EDIT, OFF(offset_y), 0, 0, -64 - 54 - 10, 0, NULL, OK),
    EK(AUTO_FOOTER, "metrics: at the line", E_M_EDIT, OFF(offset_y), 0, 0, 444, 0, NULL, OK),
    E("set_metrics 1.0's size", E_M_PUSH, 0, 0, 0, 0, 0, NULL),
    EK(HEADER, "1.0's size: Pulling", E_STATE, RK_FOOTER_PULLING, 0, 0, 0, 0, NULL, OK),
    EK(AUTO_FOOTER, "1.0's size: Refreshing", E_STATE, RK_FOOTER_REFRESHING, 0, 0, 0, 0, NULL, OK),
    EK(AUTO_FOOTER, "end_refreshing", E_END_REFRESH, 0, 0, 0, 0, 0, NULL, OK),
    /* the trailer reads the horizontal fields as 0: V = 375 - 4 - 0 = 371, D = -371 */
    EK(TRAILER, "geometry snapshot_right", E_GEO_D, GEO(TRAILER, rk_trailer_geometry, snapshot_right), 0, 0, 0.0,
       0, NULL, OK),
    EK(TRAILER, "geometry snapshot_left", E_GEO_D, GEO(TRAILER, rk_trailer_geometry, snapshot_left), 0, 0, 4.0, 0,
       NULL, OK),
    EK(TRAILER, "geometry happen_offset", E_GEO_D, GEO(TRAILER, rk_trailer_geometry, happen_offset), 0, 0, -4.0,
       0, NULL, OK),
    EK(TRAILER, "geometry trigger_offset", E_GEO_D, GEO(TRAILER, rk_trailer_geometry, trigger_offset), 0, 0,
       56.0, 0, NULL, OK),
    EK(TRAILER, "offset_x read as 0: short of the trigger", E_STATE, RK_FOOTER_IDLE, 0, 0, 0, 0, NULL, OK),
    EK(TRAILER, "the whole struct again", E_M_HOST, 0, 0, 0, 0, 0, NULL, OK),
    EK(TRAILER, "geometry happen_offset back", E_GEO_D, GEO(TRAILER, rk_trailer_geometry, happen_offset), 0, 0,
       631.0, 0, NULL, OK),
    EK(TRAILER, "geometry trigger_offset back", E_GEO_D, GEO(TRAILER, rk_trailer_geometry, trigger_offset), 0, 0,
       691.0, 0, NULL, OK),
    /* a newer header's larger struct; every pan phase; the appended fields' edges */
    E("set_metrics a newer, larger struct", E_M_NEWER, 0, 0, 0, 0, 0, NULL),
    E("metrics: pan none", E_M_RESET, 0, 0, 0, 0, 0, NULL),
    E("pan none", E_M_PUSH, 0, 0, 0, 0, 0, NULL),
    E("metrics: pan began", E_M_INT, 1, RK_PAN_BEGAN, 0, 0, 0, NULL),
    E("pan began", E_M_PUSH, 0, 0, 0, 0, 0, NULL),
    E("metrics: pan changed", E_M_INT, 1, RK_PAN_CHANGED, 0, 0, 0, NULL),
    E("pan changed", E_M_PUSH, 0, 0, 0, 0, 0, NULL),
    E("metrics: pan ended", E_M_INT, 1, RK_PAN_ENDED, 0, 0, 0, NULL),
    E("pan ended", E_M_PUSH, 0, 0, 0, 0, 0, NULL),
    E("metrics: pan cancelled", E_M_INT, 1, RK_PAN_CANCELLED, 0, 0, 0, NULL),
    E("pan cancelled", E_M_PUSH, 0, 0, 0, 0, 0, NULL),
    E("metrics: edges", E_M_RESET, 0, 0, 0, 0, 0, NULL),
    E("metrics: content_width 0", E_M_EDIT, OFF(content_width), 0, 0, 0, 0, NULL),
    E("metrics: inset_right -1e9", E_M_EDIT, OFF(inset_right), 0, 0, -1e9, 0, NULL),
    E("metrics: offset_x 1e9", E_M_EDIT, OFF(offset_x), 0, 0, 1e9, 0, NULL),
    EK(AUTO_FOOTER, "metrics: content_height 1e9", E_M_EDIT, OFF(content_height), 0, 0, 1e9, 0, NULL, OK),
    EK(AUTO_FOOTER, "metrics: offset_y -1e9", E_M_EDIT, OFF(offset_y), 0, 0, -1e9, 0, NULL, OK),
    E("set_metrics edges", E_M_PUSH, 0, 0, 0, 0, 0, NULL),
    E("metrics: content_width 1e9", E_M_EDIT, OFF(content_width), 0, 0, 1e9, 0, NULL),
    E("metrics: inset_right 1e9", E_M_EDIT, OFF(inset_right), 0, 0, 1e9, 0, NULL),
    E("metrics: offset_x -1e9", E_M_EDIT, OFF(offset_x), 0, 0, -1e9, 0, NULL),
    E("set_metrics other edges", E_M_PUSH, 0, 0, 0, 0, 0, NULL),
    EK(HEADER, "geometry base_top finite", E_GEO_FINITE, GEO(HEADER, rk_header_geometry, base_top), 0, 0, 0, 0,
       NULL, OK),
    EK(HEADER, "geometry trigger_offset finite", E_GEO_FINITE, GEO(HEADER, rk_header_geometry, trigger_offset), 0,
       0, 0, 0, NULL, OK),
    EK(TRAILER, "geometry happen_offset finite", E_GEO_FINITE, GEO(TRAILER, rk_trailer_geometry, happen_offset), 0,
       0, 0, 0, NULL, OK),
    EK(TRAILER, "geometry trigger_offset finite", E_GEO_FINITE, GEO(TRAILER, rk_trailer_geometry, trigger_offset),
       0, 0, 0, 0, NULL, OK),
    EK(TRAILER, "geometry snapshot_right finite", E_GEO_FINITE, GEO(TRAILER, rk_trailer_geometry, snapshot_right),
       0, 0, 0, 0, NULL, OK),
    E("metrics: back to the host's", E_M_HOST, 0, 0, 0, 0, 0, NULL),
    /* the footer's metrics: any insets and offsets within +-1e9, zero sizes */
    EK(FOOTER, "metrics: insets", E_M_RESET, 0, 0, 0, 0, 0, NULL, OK),
    EK(FOOTER, "metrics: inset_top -1e6", E_M_EDIT, OFF(inset_top), 0, 0, -1e6, 0, NULL, OK),
    EK(FOOTER, "metrics: inset_bottom -3", E_M_EDIT, OFF(inset_bottom), 0, 0, -3, 0, NULL, OK),
    EK(FOOTER, "metrics: inset_left -2", E_M_EDIT, OFF(inset_left), 0, 0, -2, 0, NULL, OK),
    EK(FOOTER, "metrics: offset_y -1e300", E_M_EDIT, OFF(offset_y), 0, 0, -1e300, 0, NULL, OK),
    EK(FOOTER, "set_metrics offset_y -1e300", E_M_PUSH, 0, 0, 0, 0, 0, NULL, BAD_ARG),
    EK(FOOTER, "metrics: offset_y -1e9", E_M_EDIT, OFF(offset_y), 0, 0, -1e9, 0, NULL, OK),
    EK(FOOTER, "set_metrics offset_y -1e9", E_M_PUSH, 0, 0, 0, 0, 0, NULL, OK),
    EK(FOOTER, "metrics: offset_y 1e9", E_M_EDIT, OFF(offset_y), 0, 0, 1e9, 0, NULL, OK),
    EK(FOOTER, "metrics: dragging", E_M_INT, 0, 1, 0, 0, 0, NULL, OK),
    EK(FOOTER, "set_metrics offset_y 1e9 dragging", E_M_PUSH, 0, 0, 0, 0, 0, NULL, OK),
    EK(FOOTER, "the percent is finite", E_PERCENT, 0, 0, 0, 0, 0, NULL, OK),
    EK(FOOTER, "metrics: not dragging", E_M_INT, 0, 0, 0, 0, 0, NULL, OK),
    EK(FOOTER, "metrics: offset_y -1e9 again", E_M_EDIT, OFF(offset_y), 0, 0, -1e9, 0, NULL, OK),
    EK(FOOTER, "metrics: viewport_width 0", E_M_EDIT, OFF(viewport_width), 0, 0, 0, 0, NULL, OK),
    EK(FOOTER, "metrics: viewport_height 0", E_M_EDIT, OFF(viewport_height), 0, 0, 0, 0, NULL, OK),
    EK(FOOTER, "metrics: content_height 0", E_M_EDIT, OFF(content_height), 0, 0, 0, 0, NULL, OK),
    EK(FOOTER, "set_metrics zero sizes", E_M_PUSH, 0, 0, 0, 0, 0, NULL, OK),
    E("metrics: the host's again", E_M_HOST, 0, 0, 0, 0, 0, NULL),
    E("get_layout into a newer, larger struct", E_NEWER_LAYOUT, 0, 0, 0, 0, 0, NULL),
    /* heights: [0.001, 1e9] (F5: beyond them the percent could overflow to infinity) */
    E("set_height 1e9", LEN, L_HEIGHT, 0, 0, 1e9, 0, NULL),
    E("set_height 0.001", LEN, L_HEIGHT, 0, 0, 0.001, 0, NULL),
    R("set_height DBL_MIN", LEN, L_HEIGHT, 0, 0, DBL_MIN, 0, NULL, BAD_ARG),
    R("set_height DBL_TRUE_MIN", LEN, L_HEIGHT, 0, 0, DBL_TRUE_MIN, 0, NULL, BAD_ARG),
    R("set_height 0.0009", LEN, L_HEIGHT, 0, 0, 0.0009, 0, NULL, BAD_ARG),
    R("set_height 1.5e9", LEN, L_HEIGHT, 0, 0, 1.5e9, 0, NULL, BAD_ARG),
    E("set_height 44", LEN, L_HEIGHT, 0, 0, 44, 0, NULL),
    /* lengths at 0 and 1e9 */
    E("set_ignored_bottom_inset 1e9", LEN, L_IGN_BOTTOM, 0, 0, 1e9, 0, NULL),
    E("set_ignored_bottom_inset 0", LEN, L_IGN_BOTTOM, 0, 0, 0, 0, NULL),
    E("set_ignored_top_inset 1e9", LEN, L_IGN_TOP, 0, 0, 1e9, 0, NULL),
    E("set_ignored_top_inset 0", LEN, L_IGN_TOP, 0, 0, 0, 0, NULL),
    E("set_ignored_right_inset 1e9", LEN, L_IGN_RIGHT, 0, 0, 1e9, 0, NULL),
    E("set_ignored_right_inset 0", LEN, L_IGN_RIGHT, 0, 0, 0, 0, NULL),
    E("set_label_left_inset 0", LEN, L_LABEL_LEFT, 0, 0, 0, 0, NULL),
    E("set_label_left_inset 1e9", LEN, L_LABEL_LEFT, 0, 0, 1e9, 0, NULL),
    E("set_text_width 1e9", LEN, L_TEXT_WIDTH, 0, 0, 1e9, 0, NULL),
    E("set_text_width 0", LEN, L_TEXT_WIDTH, 0, 0, 0, 0, NULL),
    E("set_text_widths 0, 50", LEN, L_TW_STATE, 0, 0, 0, 0, NULL),
    E("set_text_widths 50, 1e9", LEN, L_TW_TIME, 0, 0, 1e9, 0, NULL),
    E("set_visual_sizes arrow width 0", LEN, L_VIS0, 0, 0, 0, 0, NULL),
    E("set_visual_sizes arrow height 1e9", LEN, L_VIS1, 0, 0, 1e9, 0, NULL),
    E("set_visual_sizes spinner width 1e9", LEN, L_VIS2, 0, 0, 1e9, 0, NULL),
    E("set_visual_sizes spinner height 0", LEN, L_VIS3, 0, 0, 0, 0, NULL),
    E("set_arrow_size 0, 0", LEN, L_ARROW_BOTH, 0, 0, 0, 0, NULL),
    E("set_arrow_size 1e9, 1e9", LEN, L_ARROW_BOTH, 0, 0, 1e9, 0, NULL),
    E("set_arrow_size 30, 1e9", LEN, L_ARROW_H, 0, 0, 1e9, 0, NULL),
    E("set_spinner_size 0, 20", LEN, L_SPIN_W, 0, 0, 0, 0, NULL),
    E("set_spinner_size 20, 1e9", LEN, L_SPIN_H, 0, 0, 1e9, 0, NULL),
    /* trigger percents: any finite value in +-1e9 (F5); budgets: any int32_t */
    E("set_trigger_percent -1e9", LEN, L_TRIGGER, 0, 0, -1e9, 0, NULL),
    E("set_trigger_percent 1e9", LEN, L_TRIGGER, 0, 0, 1e9, 0, NULL),
    E("set_trigger_percent 0", LEN, L_TRIGGER, 0, 0, 0, 0, NULL),
    E("set_trigger_percent -0", LEN, L_TRIGGER, 0, 0, -0.0, 0, NULL),
    E("set_trigger_percent 1", LEN, L_TRIGGER, 0, 0, 1, 0, NULL),
    E("set_auto_trigger_times INT32_MIN", E_AUTO_TRIGGER, INT32_MIN, 0, 0, 0, 0, NULL),
    E("set_auto_trigger_times INT32_MAX", E_AUTO_TRIGGER, INT32_MAX, 0, 0, 0, 0, NULL),
    EK(AUTO_FOOTER, "geometry auto_trigger_times", E_GEO_I32, GEO(AUTO_FOOTER, rk_auto_footer_geometry,
       auto_trigger_times), INT32_MAX, 0, 0, 0, NULL, OK),
    EK(AUTO_FOOTER, "geometry remaining_trigger_times", E_GEO_I32, GEO(AUTO_FOOTER, rk_auto_footer_geometry,
       remaining_trigger_times), INT32_MAX, 0, 0, 0, NULL, OK),
    E("set_auto_trigger_times -1", E_AUTO_TRIGGER, -1, 0, 0, 0, 0, NULL),
    /* durations at 0 and RK_MAX_DELAY_SECONDS; counts at 0 and INT64_MAX; UTC offsets at +-18 h */
    E("set_animation_durations 0, 0", DUR, 0, 0, 0, 0, 0, NULL),
    E("set_animation_durations 0, max", DUR, 0, 0, 0, 0, RK_MAX_DELAY_SECONDS, NULL),
    E("set_animation_durations max, 0", DUR, 0, 0, 0, RK_MAX_DELAY_SECONDS, 0, NULL),
    E("set_animation_durations 0.25, 0.4", DUR, 0, 0, 0, 0.25, 0.4, NULL),
    E("set_data_count 0", COUNT, 3, 0, 0, 0, 0, NULL),
    E("set_data_count INT64_MAX", COUNT, 4, 0, 0, 0, 0, NULL),
    E("set_utc_offset 64800", UTC, 64800, 0, 0, 0, 0, NULL),
    E("set_utc_offset -64800", UTC, -64800, 0, 0, 0, 0, NULL),
    /* images: zero durations where frames never animate, or with one frame; zero-sized images; no
       images; the most frames */
    {"with_duration Idle 2 zero-sized, 0 s", IMG, 1, 1, V_TWO_ZERO_SIZED, 0, 0, NULL, ZERO_OK(1)},
    {"with_duration NoMoreData 2 zero-sized, 0 s", IMG, 1, 5, V_TWO_ZERO_SIZED, 0, 0, NULL, ZERO_OK(5)},
    {"with_duration WillRefresh 2 zero-sized, 0 s", IMG, 1, 4, V_TWO_ZERO_SIZED, 0, 0, NULL, ZERO_OK(4)},
    {"with_duration Pulling 2 zero-sized, 0 s (the auto footer)", IMG, 1, 2, V_TWO_ZERO_SIZED, 0, 0, NULL,
     ONLY(AUTO_FOOTER, OK)},
    E("with_duration Pulling 1 frame, 0 s", IMG, 1, 2, V_ONE_ZERO_SIZED, 0, 0, NULL),
    E("with_duration Refreshing 1 frame, 0 s", IMG, 1, 3, V_ONE_ZERO_SIZED, 0, 0, NULL),
    E("with_duration Pulling 2 frames, max s", IMG, 1, 2, V_TWO_ZERO_SIZED, 0, RK_MAX_DELAY_SECONDS, NULL),
    {"frame_durations Idle 2 frames of 0 s", IMG, 2, 1, V_TWO_ZERO_SIZED, 0, 0, NULL, ZERO_OK(1)},
    {"frame_durations NoMoreData 2 frames of 0 s", IMG, 2, 5, V_TWO_ZERO_SIZED, 0, 0, NULL, ZERO_OK(5)},
    {"frame_durations Pulling 2 frames of 0 s (the auto footer)", IMG, 2, 2, V_TWO_ZERO_SIZED, 0, 0, NULL,
     ONLY(AUTO_FOOTER, OK)},
    E("frame_durations Refreshing 1 frame of 0 s", IMG, 2, 3, V_ONE_ZERO_SIZED, 0, 0, NULL),
    E("set_images Pulling none", IMG, 0, 2, V_NONE, 0, 0, NULL),
    E("set_images Refreshing none", IMG, 0, 3, V_NONE, 0, 0, NULL),
    E("frame_durations Pulling none", IMG, 2, 2, V_NONE, 0, 0, NULL),
    E("frame_durations Idle none", IMG, 2, 1, V_NONE, 0, 0, NULL),
    E("set_images Refreshing the most frames", IMG, 0, 3, V_MAX_FRAMES, 0, 0, NULL),
    /* titles and texts: the longest, empty, NULL where documented */
    E("set_title Pulling the longest", TEXT, T_TITLE, 2, 2, 0, 0, NULL),
    E("get_title Pulling: its length", E_TITLE_LEN, 0, 2, 0, 0, 0, NULL),
    E("set_title Pulling NULL", TEXT, T_TITLE, 2, 1, 0, 0, NULL),
    E("set_title Refreshing empty", TEXT, T_TITLE, 3, 0, 0, 0, ""),
    E("set_title WillRefresh empty", TEXT, T_TITLE, 4, 0, 0, 0, ""),
    E("set_title WillRefresh emoji", TEXT, T_TITLE, 4, 0, 0, 0, "\xf0\x9f\x98\x80"),
    {"set_title NoMoreData empty", TEXT, T_TITLE, 5, 0, 0, 0, "", {OK, SKIP, SKIP, OK}},
    E("set_last_updated_text the longest", TEXT, T_LU_TEXT, 0, 2, 0, 0, NULL),
    E("set_last_updated_text empty", TEXT, T_LU_TEXT, 0, 0, 0, 0, ""),
    E("set_last_updated_text NULL", TEXT, T_LU_TEXT, 0, 1, 0, 0, NULL),
    E("set_language empty", TEXT, T_LANGUAGE, 0, 0, 0, 0, ""),
    E("set_language the longest", TEXT, T_LANGUAGE, 0, 2, 0, 0, NULL),
    E("set_last_updated_key one byte", TEXT, T_KEY, 0, 0, 0, 0, "k"),
    E("set_last_updated_key the longest", TEXT, T_KEY, 0, 2, 0, 0, NULL),
    /* the store at the years 1 and 9999 */
    EK(HEADER, "store the year 1", E_STORE, 0, 0, 0, -62135596800.0, 0, "first", OK),
    EK(HEADER, "store the year 9999", E_STORE, 0, 0, 0, 253402300799.0, 0, "last", OK),
    E("set_last_updated_key first", TEXT, T_KEY, 0, 0, 0, 0, "first"),
    E("set_last_updated_key last", TEXT, T_KEY, 0, 0, 0, 0, "last"),
    /* frame_at any finite time, however far */
    R("frame_at -1e300", FRAME_AT, 0, 0, 0, -1e300, 1, NULL, FOUND_OR_NOT),
    R("frame_at DBL_MAX", FRAME_AT, 0, 0, 0, DBL_MAX, 1, NULL, FOUND_OR_NOT),
    /* the binding: a Completed task of the context binds nothing and is no error; NULL unbinds */
    E("bind a Completed task", BIND, 4, 0, 0, 0, 0, NULL),
    E("bind NULL", BIND, 5, 0, 0, 0, 0, NULL),
    /* both styles by number */
    E("create style 0 and destroy", E_CREATE_DESTROY, 0, 0, 0, 0, 0, NULL),
    E("create style 1 and destroy", E_CREATE_DESTROY, 1, 0, 0, 0, 0, NULL),
};

/* ================================================================================================
 * The cases
 * ============================================================================================== */

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static const char *status_text(rk_status st) {
    return st == NA ? "no such function" : st == SKIP ? "not this kind's row" : rk_status_string(st);
}

/* One bad call in one state: the status and a message; the object, its context and its tasks as
   they were, also after a dispatch; no signal. Returns 1 when the row is one of the kind's. */
static int run_bad_row(kx *x, const row *r, const char *state_name) {
    const char *kind = families[x->kind].name;
    rk_status want = r->want[x->kind], got;
    static snap before, after;
    unsigned long mark;
    if (want == SKIP) return 0;
    RKT_NOTE("%s: %s, in %s", kind, r->name, state_name);
    take(x, &before);
    mark = x->fx.events;
    rk_clear_last_error();
    got = call_row(x, r);
    if (got == NA) return 0;
    CHECK_MSG(got == want, "%s: %s in %s returned %d (%s), expected %d (%s)", kind, r->name, state_name,
              (int)got, status_text(got), (int)want, status_text(want));
    CHECK_MSG(rkt_error_length() > 0, "%s: %s in %s set no last error message", kind, r->name, state_name);
    take(x, &after);
    CHECK_MSG(same_snap(&before, &after), "%s: %s in %s changed: %s", kind, r->name, state_name,
              snap_diff(&before, &after));
    rkt_fixture_dispatch(&x->fx);
    take(x, &after);
    CHECK_MSG(same_snap(&before, &after), "%s: %s in %s changed at the next dispatch: %s", kind, r->name,
              state_name, snap_diff(&before, &after));
    CHECK_MSG(x->fx.events == mark, "%s: %s in %s emitted %lu signal(s): %s", kind, r->name, state_name,
              x->fx.events - mark, x->fx.log);
    return 1;
}

/* Every row in each state of each kind; then the object behaves exactly as a twin that got no bad
   call. Every row is some kind's. */
static void bad_arguments_change_nothing(void) {
    static size_t runs[COUNT_OF(bad_rows)];
    static snap a, b;
    static char log_a[RKT_FIXTURE_LOG];
    int kind, state;
    size_t i, total = 0;
    fill_texts();
    for (kind = 0; kind < N_FAMILY; kind++) {
        const family *fam = &families[kind];
        for (state = 0; state < count_states(fam); state++) {
            const char *name = fam->states[state].name;
            kx *x = kx_new(kind, state), *twin = kx_new(kind, state);
            const step *s;
            for (i = 0; i < COUNT_OF(bad_rows); i++) runs[i] += (size_t)run_bad_row(x, &bad_rows[i], name);
            RKT_NOTE("%s: after the bad calls in %s, the object and its twin agree", fam->name, name);
            take(x, &a);
            take(twin, &b);
            /* The clocks are the same (no bad call moves them), so the snapshots agree too. */
            CHECK_MSG(same_snap(&a, &b), "%s in %s: the object and its twin differ: %s", fam->name, name,
                      snap_diff(&a, &b));
            rkt_fixture_log_reset(&x->fx);
            rkt_fixture_log_reset(&twin->fx);
            for (s = fam->next_steps; s->op != S_END; s++) do_step(x, s);
            for (s = fam->next_steps; s->op != S_END; s++) do_step(twin, s);
            snprintf(log_a, sizeof log_a, "%s", x->fx.log);
            CHECK_MSG(log_a[0] != '\0', "%s: the next steps in %s emitted nothing", fam->name, name);
            CHECK_STR(log_a, twin->fx.log);
            take(x, &a);
            take(twin, &b);
            CHECK_MSG(same_snap(&a, &b), "%s: after the next steps in %s the object and its twin differ: %s",
                      fam->name, name, snap_diff(&a, &b));
            kx_free(x);
            kx_free(twin);
        }
    }
    rkt_note[0] = '\0';
    for (i = 0; i < COUNT_OF(bad_rows); i++) {
        CHECK_MSG(runs[i] > 0, "the row \"%s\" is no kind's", bad_rows[i].name);
        total += runs[i];
    }
    printf("  %zu bad calls from %zu rows\n", total, COUNT_OF(bad_rows));
}

/* The snapshot sees what a valid call changes (so that "unchanged" above means something). */
static void snapshot_sees_changes(void) {
    int kind;
    static snap before, after;
    for (kind = 0; kind < N_FAMILY; kind++) {
        const family *fam = &families[kind];
        kx *x = kx_new(kind, fam->change_state);
        const step *s;
        for (s = fam->changes; s->op != S_END; s++) {
            take(x, &before);
            do_step(x, s);
            take(x, &after);
            RKT_NOTE("%s: change step %d", fam->name, (int)(s - fam->changes));
            CHECK(!same_snap(&before, &after));
            rkt_fixture_dispatch(&x->fx);
        }
        rkt_note[0] = '\0';
        kx_free(x);
    }
}

/* The other side: the valid edges are accepted, in order, on one object of each kind in its first
   state. Every row is some kind's. */
static void edge_values_accepted(void) {
    static size_t runs[COUNT_OF(edge_rows)];
    int kind;
    size_t i;
    fill_texts();
    for (kind = 0; kind < N_FAMILY; kind++) {
        kx *x = kx_new(kind, 0);
        for (i = 0; i < COUNT_OF(edge_rows); i++) {
            const row *r = &edge_rows[i];
            rk_status want = r->want[kind], got;
            if (want == SKIP) continue;
            RKT_NOTE("%s: %s", families[kind].name, r->name);
            got = call_row(x, r);
            if (got == NA) continue;
            runs[i]++;
            if (want == FOUND_OR_NOT)
                CHECK_MSG(got == RK_OK || got == RK_ERR_NOT_FOUND, "returned %d (%s)", (int)got, status_text(got));
            else
                CHECK_MSG(got == want, "returned %d (%s), expected %d (%s)", (int)got, status_text(got), (int)want,
                          status_text(want));
        }
        rkt_note[0] = '\0';
        kx_free(x);
    }
    for (i = 0; i < COUNT_OF(edge_rows); i++) CHECK_MSG(runs[i] > 0, "the edge \"%s\" is no kind's", edge_rows[i].name);
}

/* A destroy with a completion pending (each kind's `pending` steps): the completion once, with 0;
   the handle dead for every call; the task it was bound to reaches nothing; nothing more emitted. */
static void destroy_finishes_pending_completions(void) {
    int kind;
    for (kind = 0; kind < N_FAMILY; kind++) {
        const family *fam = &families[kind];
        kx *x = kx_new(kind, 0);
        const step *s;
        rk_kind k = 0;
        rk_footer_state state = 0;
        rk_status st;
        unsigned long mark;
        RKT_NOTE("%s", fam->name);
        for (s = fam->pending; s->op != S_END; s++) do_step(x, s);
        mark = x->fx.events;
        CHECK_OK(KCALL0(x, destroy));
        CHECK_EQ_INT(x->done[0].calls, 1);
        CHECK_EQ_INT(x->done[0].finished, 0);
        CHECK_RC(rk_object_kind(x->obj, &k), RK_ERR_INVALID_HANDLE);
        CHECK_RC(KCALL(x, get_state, &state), RK_ERR_INVALID_HANDLE);
        CHECK_RC(KDONE(x, end_refreshing, 2), RK_ERR_INVALID_HANDLE);
        CHECK_RC(KCALL(x, set_refreshing_with_state_of_task, x->task), RK_ERR_INVALID_HANDLE);
        st = KCALL0(x, tap);
        if (st != NA) CHECK_RC(KCALL0(x, tap), RK_ERR_INVALID_HANDLE);
        CHECK_OK(rk_task_resume(x->task));
        rkt_fixture_advance(&x->fx, 5.0);
        CHECK_EQ_INT(x->done[0].calls, 1);
        CHECK_EQ_INT(x->done[2].calls, 0);
        CHECK_MSG(x->fx.events == mark, "%lu signal(s) after the destroy: %s", x->fx.events - mark, x->fx.log);
        kx_free(x);
    }
    rkt_note[0] = '\0';
}

/* An attached auto footer's own update is refused (RK_ERR_INVALID_STATE, nothing changed), bad
   metrics first as bad arguments; after a detach its own updates work again. */
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

static void attached_auto_footer_refuses_its_own_updates(void) {
    kx *x = kx_new(AUTO_FOOTER, 0);
    rk_scroll_view *sv = NULL;
    rk_scroll_metrics m = changed(x), vm = x->m;
    relay_log relayed = {0, -1, 0};
    static snap before, after;
    double host = 0;
    CHECK_OK(rk_scroll_view_create(x->fx.ctx, &sv));
    CHECK_OK(rk_connect(sv, "inset-requested", (rk_callback)on_relayed_inset, &relayed, NULL, NULL));
    vm.inset_bottom = 10; /* the scroll view's own inset: the lone footer's 44 is its own host's */
    CHECK_OK(rk_scroll_view_set_metrics(sv, &vm));
    CHECK_OK(rk_auto_footer_set_metrics(x->obj, &x->m)); /* a lone footer: attached already */
    CHECK_NEAR(x->m.inset_bottom, 44, 0);
    /* A lone footer (attached by its own first update) moves: it gives back its 44 to its own host
       through its own signal (not relayed: the scroll view never had it), then asks the scroll
       view for 10 + 44, as any attach does. */
    {
        size_t from = x->fx.log_used;
        const char *gave, *asked;
        CHECK_OK(rk_scroll_view_attach(sv, x->obj));
        gave = strstr(x->fx.log + from, "inset-requested:0@0; ");
        asked = strstr(x->fx.log + from, "inset-requested:54@0; ");
        CHECK_MSG(gave != NULL && asked != NULL && gave < asked, "attach: %s", x->fx.log + from);
        CHECK_EQ_INT(relayed.count, 1);
        CHECK_EQ_INT(relayed.edge, RK_SCROLL_EDGE_BOTTOM);
        CHECK_NEAR(relayed.inset, 54, 0);
        CHECK_OK(rk_scroll_view_get_host_inset(sv, RK_SCROLL_EDGE_BOTTOM, &host));
        CHECK_NEAR(host, 10, 0);
    }
    take(x, &before);
    {
        unsigned long mark = x->fx.events;
        rk_clear_last_error();
        CHECK_RC(rk_auto_footer_set_metrics(x->obj, &m), RK_ERR_INVALID_STATE);
        m.offset_y = NAN;
        CHECK_RC(rk_auto_footer_set_metrics(x->obj, &m), RK_ERR_INVALID_ARGUMENT);
        CHECK_RC(rk_auto_footer_set_metrics(x->obj, NULL), RK_ERR_INVALID_ARGUMENT);
        take(x, &after);
        CHECK_MSG(same_snap(&before, &after), "a refused update changed the footer: %s", snap_diff(&before, &after));
        CHECK_EQ_INT(x->fx.events, mark);
    }
    CHECK_OK(rk_scroll_view_detach(sv, x->obj));
    CHECK_EQ_INT(relayed.count, 2); /* the detach gives back exactly its 44 */
    CHECK_NEAR(relayed.inset, 10, 0);
    CHECK_OK(rk_scroll_view_get_host_inset(sv, RK_SCROLL_EDGE_BOTTOM, &host));
    CHECK_NEAR(host, 10, 0);
    CHECK_OK(rk_scroll_view_destroy(sv));
    CHECK_OK(rk_auto_footer_set_metrics(x->obj, &x->m));
    kx_free(x);
}

static const rkt_case cases[] = {
    RKT_CASE(snapshot_sees_changes),
    RKT_CASE(bad_arguments_change_nothing),
    RKT_CASE(edge_values_accepted),
    RKT_CASE(attached_auto_footer_refuses_its_own_updates),
    RKT_CASE(destroy_finishes_pending_completions),
};

RKT_MAIN(cases)
