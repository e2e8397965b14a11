/*
 * test_component_generic: the refresh family's functions for any kind (rk_component_*, 1.4).
 *
 * - For each kind (footer, header, auto footer, trailer), one script of calls runs on an object
 *   through its kind's own functions and on a twin through rk_component_*: both give the same
 *   signals in the same order (state, percent, alpha, label, refreshing, load ids) and the same
 *   completions, and the same answers to the queries after (state, percent, alpha, load id, title,
 *   label, language, GIF, frame).
 * - Refusals: a kind that lacks the verb gets RK_ERR_INVALID_STATE naming the kind; a handle that is
 *   not a member of the family gets RK_ERR_INVALID_HANDLE; a bad argument is refused as the kind's
 *   own function refuses it, before the handle; a handle that names no live object (destroyed,
 *   NULL) has no kind, and its refusal names none; a query from another thread gets
 *   RK_ERR_WRONG_THREAD; the message names the rk_component_ function that was called.
 *
 * Log items: "state:NEW<OLD", "percent:P", "alpha:A", "label:TEXT", "refreshing", "load:ID",
 * "done:FINISHED", "q:..." (the queries).
 */
#include "rk_test.h"

#include <stdlib.h>
#include <string.h>

static void on_percent(void *o, double percent, void *ud) {
    (void)o;
    (void)ud;
    rkt_log("percent:%g", percent);
}
static void on_load(void *o, uint64_t id, void *ud) {
    (void)o;
    (void)ud;
    rkt_log("load:%llu", (unsigned long long)id);
}

#define DONE_FN(K, T)                                                                              \
    static void done_##K(T *o, int32_t finished, void *ud) {                                       \
        (void)o;                                                                                   \
        (void)ud;                                                                                  \
        rkt_log("done:%d", (int)finished);                                                         \
    }
DONE_FN(footer, rk_footer)
DONE_FN(header, rk_header)
DONE_FN(auto_footer, rk_auto_footer)
DONE_FN(trailer, rk_trailer)
static void done_any(void *o, int32_t finished, void *ud) {
    (void)o;
    (void)ud;
    rkt_log("done:%d", (int)finished);
}

typedef struct {
    rkt_fixture fx; /* the context on its fake clock (rk_test.h) */
    rk_scroll_metrics m;
} world;

static void world_init(world *w) {
    memset(w, 0, sizeof *w);
    rkt_fixture_open(&w->fx, 1000.0);
    w->m = rkt_metrics_at_rest(1);
}

/* Connects the logger to the signals every member of the family has. */
static void listen(void *o) {
    CHECK_OK(rk_connect(o, "state-changed", (rk_callback)rkt_on_state, NULL, NULL, NULL));
    CHECK_OK(rk_connect(o, "pulling-percent", (rk_callback)on_percent, NULL, NULL, NULL));
    CHECK_OK(rk_connect(o, "alpha-changed", (rk_callback)rkt_on_alpha, NULL, NULL, NULL));
    CHECK_OK(rk_connect(o, "label-changed", (rk_callback)rkt_on_label, NULL, NULL, NULL));
    CHECK_OK(rk_connect(o, "refreshing", (rk_callback)rkt_on_refreshing, NULL, NULL, NULL));
    CHECK_OK(rk_connect(o, "refreshing-load", (rk_callback)on_load, NULL, NULL, NULL));
}

/* Lets every animation of the last call end. */
static void settle(world *w) {
    rkt_clock_advance(&w->fx.clock, 2.0);
    (void)rkt_dispatch(w->fx.ctx);
}

/* One call, through the kind's own function (PER) or the generic one (GEN). */
#define PER(K, verb, o, ...) rk_##K##_##verb((rk_##K *)(o), __VA_ARGS__)
#define GEN(K, verb, o, ...) rk_component_##verb((o), __VA_ARGS__)
#define PER_DONE(K) done_##K
#define GEN_DONE(K) done_any

static const rk_image frames[2] = {{11, 20, 20}, {12, 20, 20}};

/* The verbs every kind has. */
#define SCRIPT(K, CALL, DONE)                                                                      \
    do {                                                                                           \
        rk_load_id id = 0;                                                                         \
        CHECK_OK(CALL(K, set_metrics, o, &w->m));                                                  \
        CHECK_OK(CALL(K, set_title, o, RK_FOOTER_REFRESHING, "working"));                          \
        CHECK_OK(CALL(K, set_title, o, RK_FOOTER_IDLE, NULL));                                     \
        CHECK_OK(CALL(K, set_language, o, "fr"));                                                  \
        CHECK_OK(CALL(K, set_animation_durations, o, 0.1, 0.2));                                   \
        CHECK_OK(CALL(K, set_automatically_change_alpha, o, 1));                                   \
        CHECK_OK(CALL(K, set_interaction_enabled, o, 1));                                          \
        CHECK_OK(CALL(K, set_hidden, o, 0));                                                       \
        CHECK_OK(CALL(K, set_visible, o, 1));                                                      \
        CHECK_OK(CALL(K, begin_refreshing, o, DONE(K), NULL));                                     \
        settle(w);                                                                                 \
        CHECK_OK(CALL(K, end_refreshing_with_failure, o, "oops", DONE(K), NULL));                  \
        settle(w);                                                                                 \
        CHECK_OK(CALL(K, retry, o, DONE(K), NULL));                                                \
        settle(w);                                                                                 \
        CHECK_OK(CALL(K, end_refreshing, o, DONE(K), NULL));                                       \
        settle(w);                                                                                 \
        CHECK_OK(CALL(K, begin_load, o, DONE(K), NULL, &id));                                      \
        settle(w);                                                                                 \
        rkt_log("q:begun:%llu", (unsigned long long)id);                                           \
        CHECK_OK(CALL(K, end_load, o, id, RK_LOAD_FAILED, "again", DONE(K), NULL));                \
        settle(w);                                                                                 \
        CHECK_OK(CALL(K, set_language, o, "en"));                                                  \
    } while (0)

/* The verbs two or three kinds share, per kind: the GIF's frames (footers and header), then the
   no-more-data round trip (footers). */
#define GIF_FRAMES(K, CALL)                                                                        \
    do {                                                                                           \
        CHECK_OK(CALL(K, set_images, o, RK_FOOTER_IDLE, frames, 2));                               \
        CHECK_OK(CALL(K, set_images_with_duration, o, RK_FOOTER_REFRESHING, frames, 2, 0.5));      \
        CHECK_OK(CALL(K, set_images_with_frame_durations, o, RK_FOOTER_PULLING, frames, durations, 2)); \
    } while (0)
#define NO_MORE_DATA(K, CALL, DONE)                                                                \
    do {                                                                                           \
        CHECK_OK(CALL(K, begin_refreshing, o, DONE(K), NULL));                                     \
        settle(w);                                                                                 \
        CHECK_OK(CALL(K, end_refreshing_with_no_more_data, o, DONE(K), NULL));                     \
        settle(w);                                                                                 \
        CHECK_OK(CALL(K, reset_no_more_data, o, DONE(K), NULL));                                   \
        settle(w);                                                                                 \
    } while (0)
/* The back footer's and the auto footer's verbs; MORE: the back footer's own, in their place. */
#define BOTTOM_EDGE(K, CALL, DONE, MORE)                                                           \
    do {                                                                                           \
        CHECK_OK(CALL(K, set_height, o, 50));                                                      \
        CHECK_OK(CALL(K, set_ignored_bottom_inset, o, 3));                                         \
        MORE(K, CALL);                                                                             \
        CHECK_OK(CALL(K, set_label_left_inset, o, 12));                                            \
        CHECK_OK(CALL(K, set_text_width, o, 80));                                                  \
        GIF_FRAMES(K, CALL);                                                                       \
        NO_MORE_DATA(K, CALL, DONE);                                                               \
    } while (0)
#define FOOTER_ONLY(K, CALL)                                                                       \
    do {                                                                                           \
        CHECK_OK(CALL(K, set_data_count, o, 4));                                                   \
        CHECK_OK(CALL(K, set_label_hidden, o, 0));                                                 \
    } while (0)
#define NOTHING_MORE(K, CALL) (void)0
#define EXTRA_footer(K, CALL, DONE) BOTTOM_EDGE(K, CALL, DONE, FOOTER_ONLY)
#define EXTRA_auto_footer(K, CALL, DONE) BOTTOM_EDGE(K, CALL, DONE, NOTHING_MORE)
#define EXTRA_header(K, CALL, DONE)                                                                \
    do {                                                                                           \
        CHECK_OK(CALL(K, set_height, o, 50));                                                      \
        CHECK_OK(CALL(K, set_label_hidden, o, 0));                                                 \
        CHECK_OK(CALL(K, set_label_left_inset, o, 12));                                            \
        GIF_FRAMES(K, CALL);                                                                       \
    } while (0)
#define EXTRA_trailer(K, CALL, DONE)                                                               \
    do {                                                                                           \
        CHECK_OK(CALL(K, set_data_count, o, 4));                                                   \
        CHECK_OK(CALL(K, set_label_hidden, o, 0));                                                 \
    } while (0)

/* The queries every kind answers, logged. */
#define QUERIES(K, CALL)                                                                           \
    do {                                                                                           \
        rk_refresh_state state = 0;                                                                \
        double percent = -1, alpha = -1;                                                           \
        rk_load_id current = 99;                                                                   \
        char text[128];                                                                            \
        size_t length = 0;                                                                         \
        CHECK_OK(CALL(K, get_state, o, &state));                                                   \
        CHECK_OK(CALL(K, get_pulling_percent, o, &percent));                                       \
        CHECK_OK(CALL(K, get_alpha, o, &alpha));                                                   \
        CHECK_OK(CALL(K, get_load_id, o, &current));                                               \
        rkt_log("q:state:%d q:percent:%g q:alpha:%g q:load:%llu", (int)state, percent, alpha,      \
                (unsigned long long)current);                                                      \
        CHECK_OK(CALL(K, get_title, o, RK_FOOTER_REFRESHING, text, sizeof text, &length));         \
        rkt_log("q:title:%s/%zu", text, length);                                                   \
        CHECK_OK(CALL(K, get_label, o, text, sizeof text, &length));                               \
        rkt_log("q:label:%s/%zu", text, length);                                                   \
        CHECK_OK(CALL(K, get_language, o, text, sizeof text, &length));                            \
        rkt_log("q:language:%s/%zu", text, length);                                                \
    } while (0)
#define GIF_QUERIES(K, CALL)                                                                       \
    do {                                                                                           \
        rk_footer_gif gif;                                                                         \
        uint64_t image = 0;                                                                        \
        int32_t index = -1;                                                                        \
        memset(&gif, 0, sizeof gif);                                                               \
        gif.struct_size = sizeof gif;                                                              \
        CHECK_OK(CALL(K, get_gif, o, &gif));                                                       \
        rkt_log("q:gif:%d/%d/%llu", (int)gif.has_frame, (int)gif.index, (unsigned long long)gif.image_id); \
        rkt_log("q:frame:%d", (int)CALL(K, frame_at, o, 1000.0, &image, &index));                  \
    } while (0)

static const double durations[2] = {0.2, 0.3};

/* Runs the script on o through CALL and returns what it logged (the caller frees it). */
#define GQ_footer GIF_QUERIES
#define GQ_header GIF_QUERIES
#define GQ_auto_footer GIF_QUERIES
#define GQ_trailer(K, CALL) (void)0

#define RUN(K, CALL, DONE)                                                                \
    do {                                                                                           \
        rkt_log_reset();                                                                           \
        SCRIPT(K, CALL, DONE);                                                                     \
        EXTRA_##K(K, CALL, DONE);                                                                  \
        QUERIES(K, CALL);                                                                          \
        GQ_##K(K, CALL);                                                                           \
    } while (0)

#define TWINS(K, CREATE)                                                                  \
    static void twins_##K(void) {                                                                  \
        world world_, *w = &world_;                                                                \
        rk_##K *a = NULL, *b = NULL;                                                               \
        void *o;                                                                                   \
        char *expected;                                                                            \
        world_init(w);                                                                             \
        CHECK_OK(CREATE(&a));                                                                      \
        CHECK_OK(CREATE(&b));                                                                      \
        listen(a);                                                                                 \
        listen(b);                                                                                 \
        o = a;                                                                                     \
        RUN(K, PER, PER_DONE);                                                            \
        expected = strdup(rkt_log_text());                                                         \
        CHECK(expected != NULL && strstr(expected, "refreshing") != NULL);                         \
        o = b;                                                                                     \
        RUN(K, GEN, GEN_DONE);                                                            \
        if (expected != NULL) RKT_EXPECT_LOG(expected);                                            \
        free(expected);                                                                            \
        CHECK_OK(rk_component_destroy(b));                                                         \
        CHECK_EQ_INT(rk_component_get_state(b, &(rk_refresh_state){0}), RK_ERR_INVALID_HANDLE);   \
        CHECK_OK(rk_##K##_destroy(a));                                                             \
        CHECK_OK(rk_context_destroy(w->fx.ctx));                                                      \
    }

#define CREATE_footer(out) rk_footer_create(w->fx.ctx, (out))
#define CREATE_header(out) rk_header_create(w->fx.ctx, RK_HEADER_STYLE_GIF, (out))
#define CREATE_auto_footer(out) rk_auto_footer_create(w->fx.ctx, RK_AUTO_FOOTER_STYLE_GIF, (out))
#define CREATE_trailer(out) rk_trailer_create(w->fx.ctx, RK_TRAILER_STYLE_NORMAL, (out))

TWINS(footer, CREATE_footer)
TWINS(header, CREATE_header)
TWINS(auto_footer, CREATE_auto_footer)
TWINS(trailer, CREATE_trailer)

/* The last error names the function called and contains what. */
static void check_message(const char *function, const char *what) {
    char buf[512];
    rk_last_error_message(buf, sizeof buf);
    CHECK_MSG(strncmp(buf, function, strlen(function)) == 0 && buf[strlen(function)] == ':',
              "the message \"%s\" does not name %s", buf, function);
    CHECK_MSG(strstr(buf, what) != NULL, "the message \"%s\" does not say \"%s\"", buf, what);
}

/* A kind without the verb: RK_ERR_INVALID_STATE naming the kind, and nothing happens. */
static void a_kind_without_the_verb_is_refused(void) {
    world world_, *w = &world_;
    rk_header *header = NULL;
    rk_trailer *trailer = NULL;
    rk_auto_footer *af = NULL;
    rk_refresh_state state = 0;
    world_init(w);
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_NORMAL, &header));
    CHECK_OK(rk_trailer_create(w->fx.ctx, RK_TRAILER_STYLE_STATE, &trailer));
    CHECK_OK(rk_auto_footer_create(w->fx.ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &af));
    rkt_log_reset();
    CHECK_OK(rk_component_begin_refreshing(header, done_any, NULL));
    settle(w);
    RKT_EXPECT_LOG("done:1");
    CHECK_EQ_INT(rk_component_end_refreshing_with_no_more_data(header, done_any, NULL), RK_ERR_INVALID_STATE);
    check_message("rk_component_end_refreshing_with_no_more_data", "header");
    CHECK_EQ_INT(rk_component_reset_no_more_data(trailer, done_any, NULL), RK_ERR_INVALID_STATE);
    check_message("rk_component_reset_no_more_data", "trailer");
    CHECK_EQ_INT(rk_component_set_height(trailer, 40), RK_ERR_INVALID_STATE);
    check_message("rk_component_set_height", "trailer");
    CHECK_EQ_INT(rk_component_set_data_count(header, 3), RK_ERR_INVALID_STATE);
    check_message("rk_component_set_data_count", "header");
    CHECK_EQ_INT(rk_component_set_data_count(af, 3), RK_ERR_INVALID_STATE);
    check_message("rk_component_set_data_count", "auto footer");
    CHECK_EQ_INT(rk_component_set_label_hidden(af, 1), RK_ERR_INVALID_STATE);
    CHECK_EQ_INT(rk_component_get_gif(trailer, &(rk_footer_gif){0}), RK_ERR_INVALID_STATE);
    CHECK_EQ_INT(rk_component_frame_at(trailer, 1.0, &(uint64_t){0}, &(int32_t){0}), RK_ERR_INVALID_STATE);
    /* NoMoreData as an outcome or a title stays the kind's own refusal (an argument). */
    CHECK_EQ_INT(rk_component_set_title(header, RK_FOOTER_NO_MORE_DATA, "x"),
                 rk_header_set_title(header, RK_FOOTER_NO_MORE_DATA, "x"));
    check_message("rk_header_set_title", "");
    CHECK_EQ_INT(rk_component_end_load(header, 1, RK_LOAD_NO_MORE_DATA, NULL, done_any, NULL),
                 RK_ERR_INVALID_ARGUMENT);
    check_message("rk_component_end_load", "");
    settle(w);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_component_get_state(header, &state));
    CHECK_EQ_INT(state, RK_FOOTER_REFRESHING);
    CHECK_OK(rk_context_destroy(w->fx.ctx));
}

/* A handle that is not a member of the family: RK_ERR_INVALID_HANDLE. */
static void a_handle_outside_the_family_is_refused(void) {
    world world_, *w = &world_;
    rk_task *task = NULL;
    rk_probe *probe = NULL;
    rk_scroll_view *sv = NULL;
    rk_footer *footer = NULL;
    rk_refresh_state state = 0;
    world_init(w);
    CHECK_OK(rk_task_create(w->fx.ctx, &task));
    CHECK_OK(rk_probe_create(w->fx.ctx, &probe));
    CHECK_OK(rk_scroll_view_create(w->fx.ctx, &sv));
    CHECK_OK(rk_footer_create(w->fx.ctx, &footer));
    rkt_log_reset();
    CHECK_EQ_INT(rk_component_begin_refreshing(task, done_any, NULL), RK_ERR_INVALID_HANDLE);
    check_message("rk_component_begin_refreshing", "task");
    CHECK_EQ_INT(rk_component_set_visible(probe, 1), RK_ERR_INVALID_HANDLE);
    check_message("rk_component_set_visible", "probe");
    CHECK_EQ_INT(rk_component_get_state(sv, &state), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(rk_component_destroy(sv), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(rk_component_set_title(w->fx.ctx, RK_FOOTER_IDLE, "x"), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(rk_component_destroy(NULL), RK_ERR_INVALID_HANDLE);
    check_message("rk_component_destroy", "");
    /* Arguments first, as the kind's own function checks them: a NULL handle with a bad flag. */
    CHECK_EQ_INT(rk_component_set_visible(NULL, 2), RK_ERR_INVALID_ARGUMENT);
    check_message("rk_component_set_visible", "visible");
    CHECK_EQ_INT(rk_component_set_visible(footer, 2), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(rk_component_get_state(footer, NULL), RK_ERR_INVALID_ARGUMENT);
    check_message("rk_component_get_state", "out_state");
    settle(w);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_context_destroy(w->fx.ctx));
}

/* Does the message name a kind of the family? */
static int names_a_kind(const char *message) {
    return strstr(message, "footer") != NULL || strstr(message, "header") != NULL ||
           strstr(message, "trailer") != NULL;
}

/* A handle that names no live object has no kind: its arguments are checked as every kind accepts
   them (NoMoreData passes), then the handle is refused in words that name no kind (a destroyed
   header's handle was once refused as a destroyed footer). */
static void a_dead_handle_names_no_kind(void) {
    world world_, *w = &world_;
    rk_header *header = NULL;
    rk_refresh_state state = 0;
    char buf[512];
    world_init(w);
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_NORMAL, &header));
    CHECK_OK(rk_header_destroy(header));
    CHECK_EQ_INT(rk_component_set_height(header, 44), RK_ERR_INVALID_HANDLE);
    check_message("rk_component_set_height", "object is destroyed");
    rk_last_error_message(buf, sizeof buf);
    CHECK_MSG(!names_a_kind(buf), "the message \"%s\" names a kind", buf);
    CHECK_EQ_INT(rk_component_end_load(header, 1, RK_LOAD_NO_MORE_DATA, NULL, done_any, NULL), RK_ERR_INVALID_HANDLE);
    rk_last_error_message(buf, sizeof buf);
    CHECK_MSG(!names_a_kind(buf), "the message \"%s\" names a kind", buf);
    CHECK_EQ_INT(rk_component_get_state(header, &state), RK_ERR_INVALID_HANDLE);
    check_message("rk_component_get_state", "object is destroyed");
    /* The arguments first, as for a live handle. */
    CHECK_EQ_INT(rk_component_set_height(header, -1.0), RK_ERR_INVALID_ARGUMENT);
    check_message("rk_component_set_height", "height");
    CHECK_EQ_INT(rk_component_set_title(NULL, RK_FOOTER_IDLE, "x"), RK_ERR_INVALID_HANDLE);
    check_message("rk_component_set_title", "object handle is NULL");
    settle(w);
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_context_destroy(w->fx.ctx));
}

static rk_footer *thread_footer;
static rk_status thread_query, thread_command;
static void *from_another_thread(void *arg) {
    rk_refresh_state state;
    (void)arg;
    thread_query = rk_component_get_state(thread_footer, &state);
    thread_command = rk_component_set_title(thread_footer, RK_FOOTER_IDLE, "queued");
    return NULL;
}

/* The kind's thread rules: queries on the loop thread, commands queued from any thread. */
static void thread_rules_are_the_kinds(void) {
    world world_, *w = &world_;
    char text[64];
    world_init(w);
    CHECK_OK(rk_footer_create(w->fx.ctx, &thread_footer));
    RKT_RUN_THREAD(from_another_thread, NULL);
    CHECK_EQ_INT(thread_query, RK_ERR_WRONG_THREAD);
    CHECK_OK(thread_command);
    settle(w);
    CHECK_OK(rk_component_get_title(thread_footer, RK_FOOTER_IDLE, text, sizeof text, NULL));
    CHECK_STR(text, "queued");
    CHECK_OK(rk_context_destroy(w->fx.ctx));
}

static const rkt_case cases[] = {
    RKT_CASE(twins_footer),
    RKT_CASE(twins_header),
    RKT_CASE(twins_auto_footer),
    RKT_CASE(twins_trailer),
    RKT_CASE(a_kind_without_the_verb_is_refused),
    RKT_CASE(a_handle_outside_the_family_is_refused),
    RKT_CASE(a_dead_handle_names_no_kind),
    RKT_CASE(thread_rules_are_the_kinds),
};

RKT_MAIN(cases)
