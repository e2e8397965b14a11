/*
 * test_destroy_race: every function the header marks "Thread: any", called from worker threads
 * while the loop thread destroys what they name.
 *
 * The header promises that a destroyed handle is refused with RK_ERR_INVALID_HANDLE from any
 * thread, never a crash, and that each accepted completion and posted work item is called exactly
 * once. Each round builds a world (a context; one footer, GIF header, GIF auto footer and trailer;
 * a scroll view with the header and the auto footer attached; a task with a progress and an
 * indicator following it; a probe), starts the workers, which call the "Thread: any" functions in
 * a random order with valid arguments as fast as they can, dispatches for a while, then destroys:
 *
 *   - context_destroy_races_every_any_thread_function: the context with every object still live;
 *   - object_destroy_races_every_any_thread_function: each object on its own, in a random order,
 *     the context last.
 *
 * Every worker call must return RK_OK, RK_ERR_INVALID_STATE (a stale load id, an illegal task
 * transition, a report after the completion) or RK_ERR_INVALID_HANDLE, with a message for each
 * error; a call that began after the destroy of its handle returned must be RK_ERR_INVALID_HANDLE.
 * After each round, every completion and work item accepted from a worker has been called exactly
 * once. Run plain, under valgrind (Tests/valgrind/run.sh), and under AddressSanitizer
 * (Tests/asan/run.sh), where a read of a freed context or object is a report, and under
 * ThreadSanitizer (Tests/tsan/run.sh).
 *
 * The table of calls is checked against the header: the case header_and_table_agree reads
 * Include/refreshkit.h and fails when a function documented "Thread: any" has no entry here, or an
 * entry names a function that is not documented so.
 *
 * Environment: RK_RACE_ROUNDS (rounds of the first two race cases, default 120), RK_RACE_TURNS
 * (turns of each_function_races_the_destroys_alone, default 16 per function), RK_STRESS_SEED
 * (default: time).
 */
#include "rk_test.h"

#include <sched.h>
#include <time.h>

enum { WORKERS = 2, BURST = 48, HAMMER = 3000 };

/* What a wrapper returns when a function without a status answered against its documentation. */
#define NOT_AS_DOCUMENTED ((rk_status)-1000)

/* What a call names, so that a worker knows which destroy it races. */
typedef enum {
    ON_NOTHING,
    ON_CONTEXT,
    ON_FOOTER,
    ON_HEADER,
    ON_AUTO_FOOTER,
    ON_AUTO_HEADER,
    ON_TRAILER,
    ON_SCROLL_VIEW,
    ON_TASK,
    ON_PROGRESS,
    ON_INDICATOR,
    ON_PROBE,
    TARGETS
} target;

typedef struct world {
    rk_context *ctx;
    rk_footer *footer;
    rk_header *header;
    rk_auto_footer *auto_footer;
    rk_auto_header *auto_header;
    rk_trailer *trailer;
    rk_scroll_view *view;
    rk_task *task;
    rk_progress *progress;
    rk_indicator *indicator;
    rk_probe *probe;
    /* Set by the loop thread once the destroy of that target has returned. */
    atomic_int gone[TARGETS];
    atomic_int stop;
    /* Bumped by the loop thread at each dispatch: a worker makes at most BURST calls per tick, so
       the queue it fills stays as short as a host's would (the loop drains it at the next tick). */
    atomic_uint tick;
    /* Set just before the destroys: the workers make HAMMER calls without waiting for ticks and
       say so in `hammering`, so that the destroys run while calls are in flight on both. */
    atomic_int unthrottled;
    atomic_int hammering;
    /* Workers that have made a call begun after the context's destroy had returned: the loop
       thread stops them only then, so that every round meets destroyed handles however the
       scheduler ran the destroys against the hammering (a lock's waiter may well run last). */
    atomic_int met_end;
} world;

/* One accepted completion or work item each; each must be called exactly once. */
static atomic_long accepted_callbacks;
static atomic_long called_callbacks;

static void footer_done(rk_footer *f, int32_t finished, void *u) {
    (void)f, (void)finished, (void)u;
    atomic_fetch_add(&called_callbacks, 1);
}
static void header_done(rk_header *h, int32_t finished, void *u) {
    (void)h, (void)finished, (void)u;
    atomic_fetch_add(&called_callbacks, 1);
}
static void auto_footer_done(rk_auto_footer *a, int32_t finished, void *u) {
    (void)a, (void)finished, (void)u;
    atomic_fetch_add(&called_callbacks, 1);
}
static void trailer_done(rk_trailer *t, int32_t finished, void *u) {
    (void)t, (void)finished, (void)u;
    atomic_fetch_add(&called_callbacks, 1);
}
static void work_done(void *u, int32_t finished) {
    (void)u, (void)finished;
    atomic_fetch_add(&called_callbacks, 1);
}

typedef struct worker {
    world *w;
    uint64_t rng;
    /* The one call this worker makes, or -1 for a random one each time. */
    int only;
    rk_load_id last_load[4];
    long calls, refused_handle;
    int met_end;
} worker;

static uint64_t next_random(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static const rk_image frames[3] = {{1, 20, 20}, {2, 20, 20}, {3, 24, 24}};
static const double frame_durations[3] = {0.1, 0.2, 0.3};

static rk_scroll_metrics metrics(worker *k) {
    rk_scroll_metrics m;
    memset(&m, 0, sizeof m);
    m.struct_size = sizeof m;
    m.dragging = (int32_t)(next_random(&k->rng) & 1);
    m.viewport_width = 320;
    m.viewport_height = 480;
    m.content_height = 900;
    m.content_width = 320;
    m.offset_y = (double)(next_random(&k->rng) % 1200) - 200;
    m.item_count = 30;
    m.last_visible_item = 12;
    return m;
}

/* ---- the calls: one function each, valid arguments ---- */

typedef struct call {
    const char *name;
    target on;
    /* 1 when an accepted call promises one callback (a completion or a work item). */
    int calls_back;
    rk_status (*run)(worker *k);
} call;

#define CALL(fn, tgt, back, ...)                                                                   \
    static rk_status call_##fn(worker *k) {                                                       \
        world *w = k->w;                                                                          \
        (void)w;                                                                                  \
        __VA_ARGS__                                                                               \
    }
#define ENTRY(fn, tgt, back) {#fn, tgt, back, call_##fn}

/* Functions that name no handle: called to show they stay well-behaved beside the destroys. */
CALL(rk_version, ON_NOTHING, 0, { return rk_version() != 0 ? RK_OK : NOT_AS_DOCUMENTED; })
CALL(rk_version_string, ON_NOTHING, 0, { return rk_version_string() != NULL ? RK_OK : NOT_AS_DOCUMENTED; })
CALL(rk_status_string, ON_NOTHING, 0, { return rk_status_string(RK_ERR_INVALID_HANDLE) ? RK_OK : NOT_AS_DOCUMENTED; })
CALL(rk_last_error_message, ON_NOTHING, 0, {
    char buf[64];
    (void)rk_last_error_message(buf, sizeof buf);
    return RK_OK;
})
CALL(rk_clear_last_error, ON_NOTHING, 0, {
    rk_clear_last_error();
    return RK_OK;
})
CALL(rk_context_create, ON_NOTHING, 0, {
    /* A worker may make (and destroy) a context of its own: it becomes that context's loop thread. */
    rk_context *own = NULL;
    rk_status s = rk_context_create(&own);
    if (s == RK_OK) s = rk_context_destroy(own);
    return s;
})
CALL(rk_signal_count, ON_NOTHING, 0, {
    uint32_t n;
    return rk_signal_count(RK_KIND_FOOTER, &n);
})
CALL(rk_signal_info, ON_NOTHING, 0, {
    rk_signal_desc d;
    memset(&d, 0, sizeof d);
    d.struct_size = sizeof d;
    return rk_signal_info(RK_KIND_HEADER, 0, &d);
})
CALL(rk_signal_lookup, ON_NOTHING, 0, {
    uint32_t i;
    return rk_signal_lookup(RK_KIND_TASK, "completed", &i);
})
CALL(rk_progress_direction_name, ON_NOTHING, 0, {
    return rk_progress_direction_name(RK_PROGRESS_DOWNLOAD) ? RK_OK : NOT_AS_DOCUMENTED;
})
CALL(rk_get_api, ON_NOTHING, 0, {
    const rk_api *api;
    return rk_get_api(RK_ABI_MAJOR, &api);
})

/* The context and generic object functions. */
CALL(rk_context_fd, ON_CONTEXT, 0, {
    int fd;
    return rk_context_fd(w->ctx, &fd);
})
CALL(rk_context_post, ON_CONTEXT, 1, { return rk_context_post(w->ctx, work_done, NULL); })
CALL(rk_object_kind, ON_TASK, 0, {
    rk_kind kind;
    return rk_object_kind(w->task, &kind);
})
CALL(rk_object_get_user_data, ON_FOOTER, 0, {
    void *data;
    return rk_object_get_user_data(w->footer, &data);
})
CALL(rk_activate, ON_TRAILER, 0, { return rk_activate(w->trailer); })

/* The tasks. */
CALL(rk_task_resume, ON_TASK, 0, { return rk_task_resume(w->task); })
CALL(rk_task_suspend, ON_TASK, 0, { return rk_task_suspend(w->task); })
CALL(rk_task_cancel, ON_TASK, 0, {
    /* Rarely: a cancel leads to the completion, after which most task calls are refused. */
    return next_random(&k->rng) % 64 == 0 ? rk_task_cancel(w->task) : rk_task_resume(w->task);
})
CALL(rk_task_complete, ON_TASK, 0, {
    return next_random(&k->rng) % 64 == 0 ? rk_task_complete(w->task, 0, "done") : rk_task_suspend(w->task);
})
CALL(rk_task_get_state, ON_TASK, 0, {
    rk_task_state state;
    return rk_task_get_state(w->task, &state);
})
CALL(rk_task_set_progress, ON_TASK, 0, {
    return rk_task_set_progress(w->task, RK_PROGRESS_DOWNLOAD, (int64_t)(next_random(&k->rng) % 1000), 1000);
})
CALL(rk_task_get_progress, ON_TASK, 0, {
    int64_t completed, expected;
    return rk_task_get_progress(w->task, RK_PROGRESS_UPLOAD, &completed, &expected);
})

/* The scroll view. */
CALL(rk_scroll_view_set_metrics, ON_SCROLL_VIEW, 0, {
    rk_scroll_metrics m = metrics(k);
    return rk_scroll_view_set_metrics(w->view, &m);
})
CALL(rk_scroll_view_content_inserted, ON_SCROLL_VIEW, 0, {
    (void)k;
    return rk_scroll_view_content_inserted(w->view, RK_SCROLL_EDGE_TOP, 1.0, 0);
})

/* The four families. F: the family's prefix; H: the world's field; C: its completion; I: its slot in
   worker.last_load. */
#define FAMILY_COMMON(F, H, TGT, C, I)                                                             \
    CALL(F##_set_metrics, TGT, 0, {                                                               \
        rk_scroll_metrics m = metrics(k);                                                         \
        return F##_set_metrics(w->H, &m);                                                         \
    })                                                                                            \
    CALL(F##_set_visible, TGT, 0, { return F##_set_visible(w->H, 1); })                           \
    CALL(F##_set_hidden, TGT, 0, { return F##_set_hidden(w->H, (int32_t)(next_random(&k->rng) & 1)); }) \
    CALL(F##_set_interaction_enabled, TGT, 0, { return F##_set_interaction_enabled(w->H, 1); })   \
    CALL(F##_begin_refreshing, TGT, 1, { return F##_begin_refreshing(w->H, C, NULL); })           \
    CALL(F##_end_refreshing, TGT, 1, { return F##_end_refreshing(w->H, C, NULL); })               \
    CALL(F##_end_refreshing_with_failure, TGT, 1,                                                 \
         { return F##_end_refreshing_with_failure(w->H, "offline", C, NULL); })                   \
    CALL(F##_retry, TGT, 1, { return F##_retry(w->H, C, NULL); })                                 \
    CALL(F##_begin_load, TGT, 1, { return F##_begin_load(w->H, C, NULL, &k->last_load[I]); })     \
    CALL(F##_end_load, TGT, 1,                                                                    \
         { return F##_end_load(w->H, k->last_load[I], RK_LOAD_DONE, NULL, C, NULL); })            \
    CALL(F##_set_title, TGT, 0, { return F##_set_title(w->H, RK_FOOTER_IDLE, "Pull"); })    \
    CALL(F##_set_language, TGT, 0, { return F##_set_language(w->H, "uk"); })                      \
    CALL(F##_set_automatically_change_alpha, TGT, 0,                                              \
         { return F##_set_automatically_change_alpha(w->H, 1); })                                 \
    CALL(F##_set_animation_durations, TGT, 0, { return F##_set_animation_durations(w->H, 0.25, 0.4); })

#define FAMILY_IMAGES(F, H, TGT)                                                                   \
    CALL(F##_set_images, TGT, 0, { return F##_set_images(w->H, RK_FOOTER_REFRESHING, frames, 3); }) \
    CALL(F##_set_images_with_duration, TGT, 0,                                                    \
         { return F##_set_images_with_duration(w->H, RK_FOOTER_IDLE, frames, 2, 0.3); })    \
    CALL(F##_set_images_with_frame_durations, TGT, 0, {                                           \
        return F##_set_images_with_frame_durations(w->H, RK_FOOTER_REFRESHING, frames,      \
                                                   frame_durations, 3);                           \
    })

FAMILY_COMMON(rk_footer, footer, ON_FOOTER, footer_done, 0)
FAMILY_IMAGES(rk_footer, footer, ON_FOOTER)
CALL(rk_footer_set_data_count, ON_FOOTER, 0, { return rk_footer_set_data_count(k->w->footer, 20); })
CALL(rk_footer_set_height, ON_FOOTER, 0, { return rk_footer_set_height(w->footer, 44); })
CALL(rk_footer_set_ignored_bottom_inset, ON_FOOTER, 0, { return rk_footer_set_ignored_bottom_inset(w->footer, 2); })
CALL(rk_footer_end_refreshing_with_no_more_data, ON_FOOTER, 1,
     { return rk_footer_end_refreshing_with_no_more_data(w->footer, footer_done, NULL); })
CALL(rk_footer_reset_no_more_data, ON_FOOTER, 1, { return rk_footer_reset_no_more_data(w->footer, footer_done, NULL); })
CALL(rk_footer_set_label_hidden, ON_FOOTER, 0, { return rk_footer_set_label_hidden(w->footer, 0); })
CALL(rk_footer_set_label_left_inset, ON_FOOTER, 0, { return rk_footer_set_label_left_inset(w->footer, 12); })
CALL(rk_footer_set_text_width, ON_FOOTER, 0, { return rk_footer_set_text_width(w->footer, 90); })
CALL(rk_footer_set_animation_disabled, ON_FOOTER, 0, { return rk_footer_set_animation_disabled(w->footer); })

FAMILY_COMMON(rk_header, header, ON_HEADER, header_done, 1)
FAMILY_IMAGES(rk_header, header, ON_HEADER)
CALL(rk_header_set_height, ON_HEADER, 0, { return rk_header_set_height(w->header, 54); })
CALL(rk_header_set_ignored_top_inset, ON_HEADER, 0, { return rk_header_set_ignored_top_inset(w->header, 1); })
CALL(rk_header_set_label_hidden, ON_HEADER, 0, { return rk_header_set_label_hidden(w->header, 0); })
CALL(rk_header_set_time_label_hidden, ON_HEADER, 0, { return rk_header_set_time_label_hidden(w->header, 0); })
CALL(rk_header_set_label_left_inset, ON_HEADER, 0, { return rk_header_set_label_left_inset(w->header, 10); })
CALL(rk_header_set_text_widths, ON_HEADER, 0, { return rk_header_set_text_widths(w->header, 80, 120); })
CALL(rk_header_set_visual_sizes, ON_HEADER, 0, { return rk_header_set_visual_sizes(w->header, 15, 40, 20, 20); })
CALL(rk_header_set_last_updated_key, ON_HEADER, 0, { return rk_header_set_last_updated_key(w->header, "race"); })
CALL(rk_header_set_last_updated_text, ON_HEADER, 0, { return rk_header_set_last_updated_text(w->header, "just now"); })
CALL(rk_header_set_utc_offset, ON_HEADER, 0, { return rk_header_set_utc_offset(w->header, 3600); })

FAMILY_COMMON(rk_auto_footer, auto_footer, ON_AUTO_FOOTER, auto_footer_done, 2)
FAMILY_IMAGES(rk_auto_footer, auto_footer, ON_AUTO_FOOTER)
CALL(rk_auto_footer_set_height, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_height(w->auto_footer, 44); })
CALL(rk_auto_footer_set_ignored_bottom_inset, ON_AUTO_FOOTER, 0,
     { return rk_auto_footer_set_ignored_bottom_inset(w->auto_footer, 3); })
CALL(rk_auto_footer_set_trigger_percent, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_trigger_percent(w->auto_footer, 0.5); })
CALL(rk_auto_footer_set_automatically_refresh, ON_AUTO_FOOTER, 0,
     { return rk_auto_footer_set_automatically_refresh(w->auto_footer, 1); })
CALL(rk_auto_footer_set_auto_trigger_times, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_auto_trigger_times(w->auto_footer, 2); })
CALL(rk_auto_footer_set_prefetch_items, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_prefetch_items(w->auto_footer, 5); })
CALL(rk_auto_footer_set_paging_enabled, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_paging_enabled(w->auto_footer, 0); })
CALL(rk_auto_footer_tap, ON_AUTO_FOOTER, 0, { return rk_auto_footer_tap(w->auto_footer); })
CALL(rk_auto_footer_end_refreshing_with_no_more_data, ON_AUTO_FOOTER, 1,
     { return rk_auto_footer_end_refreshing_with_no_more_data(w->auto_footer, auto_footer_done, NULL); })
CALL(rk_auto_footer_reset_no_more_data, ON_AUTO_FOOTER, 1,
     { return rk_auto_footer_reset_no_more_data(w->auto_footer, auto_footer_done, NULL); })
CALL(rk_auto_footer_set_refreshing_title_hidden, ON_AUTO_FOOTER, 0,
     { return rk_auto_footer_set_refreshing_title_hidden(w->auto_footer, 0); })
CALL(rk_auto_footer_set_label_left_inset, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_label_left_inset(w->auto_footer, 8); })
CALL(rk_auto_header_set_trigger_percent, ON_AUTO_HEADER, 0, { return rk_auto_header_set_trigger_percent(w->auto_header, 0.5); })
CALL(rk_auto_header_set_automatically_refresh, ON_AUTO_HEADER, 0, { return rk_auto_header_set_automatically_refresh(w->auto_header, 1); })
CALL(rk_auto_header_set_auto_trigger_times, ON_AUTO_HEADER, 0, { return rk_auto_header_set_auto_trigger_times(w->auto_header, 2); })
CALL(rk_auto_header_set_prefetch_items, ON_AUTO_HEADER, 0, { return rk_auto_header_set_prefetch_items(w->auto_header, 5); })
CALL(rk_auto_header_tap, ON_AUTO_HEADER, 0, { return rk_auto_header_tap(w->auto_header); })
CALL(rk_auto_header_set_fills_viewport, ON_AUTO_HEADER, 0, { return rk_auto_header_set_fills_viewport(w->auto_header, 1); })
CALL(rk_auto_footer_set_fills_viewport, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_fills_viewport(w->auto_footer, 0); })
CALL(rk_auto_header_set_refreshing_title_hidden, ON_AUTO_HEADER, 0, { return rk_auto_header_set_refreshing_title_hidden(w->auto_header, 0); })
CALL(rk_auto_header_set_spinner_size, ON_AUTO_HEADER, 0, { return rk_auto_header_set_spinner_size(w->auto_header, 18, 18); })
CALL(rk_auto_footer_set_text_width, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_text_width(w->auto_footer, 100); })
CALL(rk_auto_footer_set_spinner_size, ON_AUTO_FOOTER, 0, { return rk_auto_footer_set_spinner_size(w->auto_footer, 20, 20); })

FAMILY_COMMON(rk_trailer, trailer, ON_TRAILER, trailer_done, 3)
CALL(rk_trailer_set_data_count, ON_TRAILER, 0, { return rk_trailer_set_data_count(w->trailer, 9); })
CALL(rk_trailer_set_ignored_right_inset, ON_TRAILER, 0, { return rk_trailer_set_ignored_right_inset(w->trailer, 4); })
CALL(rk_trailer_set_label_hidden, ON_TRAILER, 0, { return rk_trailer_set_label_hidden(w->trailer, 0); })
CALL(rk_trailer_set_arrow_size, ON_TRAILER, 0, { return rk_trailer_set_arrow_size(w->trailer, 15, 40); })

/* 1.4: the functions for any kind, each on one member of the family (spread over the four); the
   kind's own completion, whose parameter is the same pointer. */
#define ANY(done) ((rk_component_completion_fn)(done))
CALL(rk_component_set_metrics, ON_FOOTER, 0, {
    rk_scroll_metrics m = metrics(k);
    return rk_component_set_metrics(w->footer, &m);
})
CALL(rk_component_set_data_count, ON_FOOTER, 0, { return rk_component_set_data_count(w->footer, 21); })
CALL(rk_component_set_ignored_bottom_inset, ON_FOOTER, 0, { return rk_component_set_ignored_bottom_inset(w->footer, 1); })
CALL(rk_component_end_refreshing_with_no_more_data, ON_FOOTER, 1, { return rk_component_end_refreshing_with_no_more_data(w->footer, ANY(footer_done), NULL); })
CALL(rk_component_reset_no_more_data, ON_FOOTER, 1, { return rk_component_reset_no_more_data(w->footer, ANY(footer_done), NULL); })
CALL(rk_component_set_text_width, ON_FOOTER, 0, { return rk_component_set_text_width(w->footer, 91); })
CALL(rk_component_set_images, ON_FOOTER, 0, { return rk_component_set_images(w->footer, RK_FOOTER_IDLE, frames, 3); })
CALL(rk_component_begin_load, ON_FOOTER, 1, { return rk_component_begin_load(w->footer, ANY(footer_done), NULL, &k->last_load[0]); })
CALL(rk_component_end_load, ON_FOOTER, 1, { return rk_component_end_load(w->footer, k->last_load[0], RK_LOAD_DONE, NULL, ANY(footer_done), NULL); })
CALL(rk_component_restart_load, ON_FOOTER, 1, { return rk_component_restart_load(w->footer, ANY(footer_done), NULL, &k->last_load[0]); })
CALL(rk_component_cancel_load, ON_FOOTER, 0, { return rk_component_cancel_load(w->footer, k->last_load[0]); })
CALL(rk_component_set_title, ON_HEADER, 0, { return rk_component_set_title(w->header, RK_FOOTER_PULLING, "Release"); })
CALL(rk_component_set_language, ON_HEADER, 0, { return rk_component_set_language(w->header, "pl"); })
CALL(rk_component_set_height, ON_HEADER, 0, { return rk_component_set_height(w->header, 56); })
CALL(rk_component_set_label_left_inset, ON_HEADER, 0, { return rk_component_set_label_left_inset(w->header, 11); })
CALL(rk_component_set_images_with_duration, ON_HEADER, 0, { return rk_component_set_images_with_duration(w->header, RK_FOOTER_REFRESHING, frames, 3, 0.3); })
CALL(rk_component_begin_refreshing, ON_HEADER, 1, { return rk_component_begin_refreshing(w->header, ANY(header_done), NULL); })
CALL(rk_component_end_refreshing, ON_HEADER, 1, { return rk_component_end_refreshing(w->header, ANY(header_done), NULL); })
CALL(rk_component_set_visible, ON_AUTO_FOOTER, 0, { return rk_component_set_visible(w->auto_footer, 1); })
CALL(rk_component_set_hidden, ON_AUTO_FOOTER, 0, { return rk_component_set_hidden(w->auto_footer, (int32_t)(next_random(&k->rng) & 1)); })
CALL(rk_component_set_images_with_frame_durations, ON_AUTO_FOOTER, 0, { return rk_component_set_images_with_frame_durations(w->auto_footer, RK_FOOTER_REFRESHING, frames, frame_durations, 3); })
CALL(rk_component_end_refreshing_with_failure, ON_AUTO_FOOTER, 1, { return rk_component_end_refreshing_with_failure(w->auto_footer, "offline", ANY(auto_footer_done), NULL); })
CALL(rk_component_retry, ON_AUTO_FOOTER, 1, { return rk_component_retry(w->auto_footer, ANY(auto_footer_done), NULL); })
CALL(rk_component_set_interaction_enabled, ON_TRAILER, 0, { return rk_component_set_interaction_enabled(w->trailer, 1); })
CALL(rk_component_set_automatically_change_alpha, ON_TRAILER, 0, { return rk_component_set_automatically_change_alpha(w->trailer, 1); })
CALL(rk_component_set_animation_durations, ON_TRAILER, 0, { return rk_component_set_animation_durations(w->trailer, 0.2, 0.35); })
CALL(rk_component_set_label_hidden, ON_TRAILER, 0, { return rk_component_set_label_hidden(w->trailer, 0); })

#define FAMILY_COMMON_ENTRIES(F, TGT)                                                              \
    ENTRY(F##_set_metrics, TGT, 0), ENTRY(F##_set_visible, TGT, 0), ENTRY(F##_set_hidden, TGT, 0), \
        ENTRY(F##_set_interaction_enabled, TGT, 0), ENTRY(F##_begin_refreshing, TGT, 1),          \
        ENTRY(F##_end_refreshing, TGT, 1), ENTRY(F##_end_refreshing_with_failure, TGT, 1),        \
        ENTRY(F##_retry, TGT, 1), ENTRY(F##_begin_load, TGT, 1), ENTRY(F##_end_load, TGT, 1),     \
        ENTRY(F##_set_title, TGT, 0), ENTRY(F##_set_language, TGT, 0),                            \
        ENTRY(F##_set_automatically_change_alpha, TGT, 0), ENTRY(F##_set_animation_durations, TGT, 0)
#define FAMILY_IMAGE_ENTRIES(F, TGT)                                                               \
    ENTRY(F##_set_images, TGT, 0), ENTRY(F##_set_images_with_duration, TGT, 0),                   \
        ENTRY(F##_set_images_with_frame_durations, TGT, 0)

static const call calls[] = {
    ENTRY(rk_version, ON_NOTHING, 0),
    ENTRY(rk_version_string, ON_NOTHING, 0),
    ENTRY(rk_status_string, ON_NOTHING, 0),
    ENTRY(rk_last_error_message, ON_NOTHING, 0),
    ENTRY(rk_clear_last_error, ON_NOTHING, 0),
    ENTRY(rk_context_create, ON_NOTHING, 0),
    ENTRY(rk_signal_count, ON_NOTHING, 0),
    ENTRY(rk_signal_info, ON_NOTHING, 0),
    ENTRY(rk_signal_lookup, ON_NOTHING, 0),
    ENTRY(rk_progress_direction_name, ON_NOTHING, 0),
    ENTRY(rk_get_api, ON_NOTHING, 0),
    ENTRY(rk_context_fd, ON_CONTEXT, 0),
    ENTRY(rk_context_post, ON_CONTEXT, 1),
    ENTRY(rk_object_kind, ON_TASK, 0),
    ENTRY(rk_object_get_user_data, ON_FOOTER, 0),
    ENTRY(rk_activate, ON_TRAILER, 0),
    ENTRY(rk_task_resume, ON_TASK, 0),
    ENTRY(rk_task_suspend, ON_TASK, 0),
    ENTRY(rk_task_cancel, ON_TASK, 0),
    ENTRY(rk_task_complete, ON_TASK, 0),
    ENTRY(rk_task_get_state, ON_TASK, 0),
    ENTRY(rk_task_set_progress, ON_TASK, 0),
    ENTRY(rk_task_get_progress, ON_TASK, 0),
    ENTRY(rk_scroll_view_set_metrics, ON_SCROLL_VIEW, 0),
    ENTRY(rk_scroll_view_content_inserted, ON_SCROLL_VIEW, 0),
    FAMILY_COMMON_ENTRIES(rk_footer, ON_FOOTER),
    FAMILY_IMAGE_ENTRIES(rk_footer, ON_FOOTER),
    ENTRY(rk_footer_set_data_count, ON_FOOTER, 0),
    ENTRY(rk_footer_set_height, ON_FOOTER, 0),
    ENTRY(rk_footer_set_ignored_bottom_inset, ON_FOOTER, 0),
    ENTRY(rk_footer_end_refreshing_with_no_more_data, ON_FOOTER, 1),
    ENTRY(rk_footer_reset_no_more_data, ON_FOOTER, 1),
    ENTRY(rk_footer_set_label_hidden, ON_FOOTER, 0),
    ENTRY(rk_footer_set_label_left_inset, ON_FOOTER, 0),
    ENTRY(rk_footer_set_text_width, ON_FOOTER, 0),
    ENTRY(rk_footer_set_animation_disabled, ON_FOOTER, 0),
    FAMILY_COMMON_ENTRIES(rk_header, ON_HEADER),
    FAMILY_IMAGE_ENTRIES(rk_header, ON_HEADER),
    ENTRY(rk_header_set_height, ON_HEADER, 0),
    ENTRY(rk_header_set_ignored_top_inset, ON_HEADER, 0),
    ENTRY(rk_header_set_label_hidden, ON_HEADER, 0),
    ENTRY(rk_header_set_time_label_hidden, ON_HEADER, 0),
    ENTRY(rk_header_set_label_left_inset, ON_HEADER, 0),
    ENTRY(rk_header_set_text_widths, ON_HEADER, 0),
    ENTRY(rk_header_set_visual_sizes, ON_HEADER, 0),
    ENTRY(rk_header_set_last_updated_key, ON_HEADER, 0),
    ENTRY(rk_header_set_last_updated_text, ON_HEADER, 0),
    ENTRY(rk_header_set_utc_offset, ON_HEADER, 0),
    FAMILY_COMMON_ENTRIES(rk_auto_footer, ON_AUTO_FOOTER),
    FAMILY_IMAGE_ENTRIES(rk_auto_footer, ON_AUTO_FOOTER),
    ENTRY(rk_auto_footer_set_height, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_ignored_bottom_inset, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_trigger_percent, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_automatically_refresh, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_auto_trigger_times, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_prefetch_items, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_paging_enabled, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_tap, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_end_refreshing_with_no_more_data, ON_AUTO_FOOTER, 1),
    ENTRY(rk_auto_footer_reset_no_more_data, ON_AUTO_FOOTER, 1),
    ENTRY(rk_auto_footer_set_refreshing_title_hidden, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_label_left_inset, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_text_width, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_footer_set_spinner_size, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_header_set_trigger_percent, ON_AUTO_HEADER, 0),
    ENTRY(rk_auto_header_set_automatically_refresh, ON_AUTO_HEADER, 0),
    ENTRY(rk_auto_header_set_auto_trigger_times, ON_AUTO_HEADER, 0),
    ENTRY(rk_auto_header_set_prefetch_items, ON_AUTO_HEADER, 0),
    ENTRY(rk_auto_header_tap, ON_AUTO_HEADER, 0),
    ENTRY(rk_auto_header_set_fills_viewport, ON_AUTO_HEADER, 0),
    ENTRY(rk_auto_footer_set_fills_viewport, ON_AUTO_FOOTER, 0),
    ENTRY(rk_auto_header_set_refreshing_title_hidden, ON_AUTO_HEADER, 0),
    ENTRY(rk_auto_header_set_spinner_size, ON_AUTO_HEADER, 0),
    FAMILY_COMMON_ENTRIES(rk_trailer, ON_TRAILER),
    ENTRY(rk_trailer_set_data_count, ON_TRAILER, 0),
    ENTRY(rk_trailer_set_ignored_right_inset, ON_TRAILER, 0),
    ENTRY(rk_trailer_set_label_hidden, ON_TRAILER, 0),
    ENTRY(rk_trailer_set_arrow_size, ON_TRAILER, 0),
    ENTRY(rk_component_set_metrics, ON_FOOTER, 0),
    ENTRY(rk_component_set_data_count, ON_FOOTER, 0),
    ENTRY(rk_component_set_ignored_bottom_inset, ON_FOOTER, 0),
    ENTRY(rk_component_end_refreshing_with_no_more_data, ON_FOOTER, 1),
    ENTRY(rk_component_reset_no_more_data, ON_FOOTER, 1),
    ENTRY(rk_component_set_text_width, ON_FOOTER, 0),
    ENTRY(rk_component_set_images, ON_FOOTER, 0),
    ENTRY(rk_component_begin_load, ON_FOOTER, 1),
    ENTRY(rk_component_end_load, ON_FOOTER, 1),
    ENTRY(rk_component_restart_load, ON_FOOTER, 1),
    ENTRY(rk_component_cancel_load, ON_FOOTER, 0),
    ENTRY(rk_component_set_title, ON_HEADER, 0),
    ENTRY(rk_component_set_language, ON_HEADER, 0),
    ENTRY(rk_component_set_height, ON_HEADER, 0),
    ENTRY(rk_component_set_label_left_inset, ON_HEADER, 0),
    ENTRY(rk_component_set_images_with_duration, ON_HEADER, 0),
    ENTRY(rk_component_begin_refreshing, ON_HEADER, 1),
    ENTRY(rk_component_end_refreshing, ON_HEADER, 1),
    ENTRY(rk_component_set_visible, ON_AUTO_FOOTER, 0),
    ENTRY(rk_component_set_hidden, ON_AUTO_FOOTER, 0),
    ENTRY(rk_component_set_images_with_frame_durations, ON_AUTO_FOOTER, 0),
    ENTRY(rk_component_end_refreshing_with_failure, ON_AUTO_FOOTER, 1),
    ENTRY(rk_component_retry, ON_AUTO_FOOTER, 1),
    ENTRY(rk_component_set_interaction_enabled, ON_TRAILER, 0),
    ENTRY(rk_component_set_automatically_change_alpha, ON_TRAILER, 0),
    ENTRY(rk_component_set_animation_durations, ON_TRAILER, 0),
    ENTRY(rk_component_set_label_hidden, ON_TRAILER, 0),
};
enum { CALLS = sizeof calls / sizeof calls[0] };

/* ---- the workers ---- */

static void *work(void *arg) {
    worker *k = arg;
    world *w = k->w;
    unsigned tick = atomic_load(&w->tick), burst = 0;
    int hammering = 0;
    while (!atomic_load(&w->stop)) {
        const call *c;
        int was_gone, ended;
        rk_status s;
        if (!hammering && atomic_load(&w->unthrottled)) {
            hammering = 1;
            burst = 0;
            atomic_fetch_add(&w->hammering, 1);
        }
        if (hammering && burst >= HAMMER) {
            /* Past the hammer, one call per turn of the scheduler until stopped: the queue grows
               slowly, and a destroy that ran after the hammer is still met by calls. */
            sched_yield();
        }
        if (!hammering && burst == BURST) {
            if (atomic_load(&w->tick) == tick) {
                sched_yield();
                continue;
            }
            tick = atomic_load(&w->tick);
            burst = 0;
        }
        burst++;
        c = &calls[k->only >= 0 ? (size_t)k->only : next_random(&k->rng) % CALLS];
        /* Read before the call: a destroy that had returned by then must be seen by it. */
        ended = atomic_load(&w->gone[ON_CONTEXT]);
        was_gone = c->on != ON_NOTHING && (atomic_load(&w->gone[c->on]) || ended);
        rk_clear_last_error();
        s = c->run(k);
        k->calls++;
        if (s == RK_OK) {
            if (c->calls_back) atomic_fetch_add(&accepted_callbacks, 1);
        } else {
            CHECK_MSG(rkt_error_length() > 0, "%s returned %s with no message", c->name, rk_status_string(s));
        }
        if (s == RK_ERR_INVALID_HANDLE) k->refused_handle++;
        if (ended && !k->met_end) {
            k->met_end = 1;
            atomic_fetch_add(&w->met_end, 1);
        }
        if (was_gone) {
            CHECK_MSG(s == RK_ERR_INVALID_HANDLE, "%s after its handle's destroy returned %s, not invalid handle",
                      c->name, rk_status_string(s));
        } else {
            CHECK_MSG(s == RK_OK || s == RK_ERR_INVALID_STATE || s == RK_ERR_INVALID_HANDLE,
                      "%s returned %s", c->name, rk_status_string(s));
        }
    }
    return NULL;
}

/* ---- the loop thread ---- */

static void build(world *w) {
    memset(w, 0, sizeof *w);
    CHECK_OK(rk_context_create(&w->ctx));
    CHECK_OK(rk_footer_create(w->ctx, &w->footer));
    CHECK_OK(rk_header_create(w->ctx, RK_HEADER_STYLE_GIF, &w->header));
    CHECK_OK(rk_auto_footer_create(w->ctx, RK_AUTO_FOOTER_STYLE_GIF, &w->auto_footer));
    CHECK_OK(rk_trailer_create(w->ctx, RK_TRAILER_STYLE_NORMAL, &w->trailer));
    CHECK_OK(rk_scroll_view_create(w->ctx, &w->view));
    CHECK_OK(rk_scroll_view_attach(w->view, w->header));
    CHECK_OK(rk_scroll_view_attach(w->view, w->auto_footer));
    CHECK_OK(rk_auto_header_create(w->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &w->auto_header));
    CHECK_OK(rk_scroll_view_attach(w->view, w->auto_header));
    CHECK_OK(rk_task_create(w->ctx, &w->task));
    CHECK_OK(rk_progress_create(w->ctx, &w->progress));
    CHECK_OK(rk_progress_set_task(w->progress, w->task, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(rk_indicator_create(w->ctx, &w->indicator));
    CHECK_OK(rk_indicator_set_animating_with_state_of_task(w->indicator, w->task));
    CHECK_OK(rk_probe_create(w->ctx, &w->probe));
    CHECK_OK(rk_object_set_user_data(w->footer, w, NULL));
}

static rk_status destroy_target(world *w, target t) {
    switch (t) {
    case ON_FOOTER: return rk_footer_destroy(w->footer);
    case ON_HEADER: return rk_header_destroy(w->header);
    case ON_AUTO_FOOTER: return rk_auto_footer_destroy(w->auto_footer);
    case ON_AUTO_HEADER: return rk_component_destroy(w->auto_header);
    case ON_TRAILER: return rk_trailer_destroy(w->trailer);
    case ON_SCROLL_VIEW: return rk_scroll_view_destroy(w->view);
    case ON_TASK: return rk_task_destroy(w->task);
    case ON_PROGRESS: return rk_progress_destroy(w->progress);
    case ON_INDICATOR: return rk_indicator_destroy(w->indicator);
    case ON_PROBE: return rk_probe_destroy(w->probe);
    default: return NOT_AS_DOCUMENTED;
    }
}

static unsigned rounds(void) {
    const char *text = getenv("RK_RACE_ROUNDS");
    long n = text ? strtol(text, NULL, 10) : 120;
    return n > 0 ? (unsigned)n : 120u;
}

static uint64_t seed(void) {
    const char *text = getenv("RK_STRESS_SEED");
    return text ? strtoull(text, NULL, 10) : (uint64_t)time(NULL);
}

/* One round: the workers call while the loop dispatches, then the destroys race them. */
static void round_of(uint64_t *rng, int objects_first, int hot, long *calls_made, long *refusals) {
    world w;
    worker workers[WORKERS];
    pthread_t threads[WORKERS];
    int i, dispatches = 2 + (int)(next_random(rng) % 24);
    long before_accepted = atomic_load(&accepted_callbacks);
    long before_called = atomic_load(&called_callbacks);
    build(&w);
    for (i = 0; i < WORKERS; i++) {
        memset(&workers[i], 0, sizeof workers[i]);
        workers[i].w = &w;
        workers[i].rng = next_random(rng);
        workers[i].only = hot >= 0 ? (int)(((size_t)hot * WORKERS + (size_t)i) % CALLS) : -1;
        CHECK(pthread_create(&threads[i], NULL, work, &workers[i]) == 0);
    }
    for (i = 0; i < dispatches; i++) {
        uint32_t ran;
        CHECK_OK(rk_context_dispatch(w.ctx, &ran));
        atomic_fetch_add(&w.tick, 1u);
        if (next_random(rng) & 1) sched_yield();
    }
    /* The destroys race calls in flight: both workers run free from here on. */
    atomic_store(&w.unthrottled, 1);
    for (i = 0; i < 100000 && atomic_load(&w.hammering) < WORKERS; i++) {
        atomic_fetch_add(&w.tick, 1u);
        sched_yield();
    }
    if (objects_first) {
        target order[] = {ON_FOOTER, ON_HEADER,   ON_AUTO_FOOTER, ON_AUTO_HEADER, ON_TRAILER,
                          ON_SCROLL_VIEW, ON_TASK, ON_PROGRESS, ON_INDICATOR, ON_PROBE};
        int n = (int)(sizeof order / sizeof order[0]);
        for (i = n - 1; i > 0; i--) { /* a random order each round */
            int j = (int)(next_random(rng) % (uint64_t)(i + 1));
            target t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (i = 0; i < n; i++) {
            RKT_NOTE("destroying target %d", (int)order[i]);
            CHECK_OK(destroy_target(&w, order[i]));
            atomic_store(&w.gone[order[i]], 1);
            /* No dispatch here: the workers run free now, and a dispatch would drain a queue they
               fill as fast as it drains. The queued commands meet the destroyed objects at the
               context's destroy (each completion then called with finished 0). */
        }
        rkt_note[0] = '\0';
    }
    CHECK_OK(rk_context_destroy(w.ctx));
    atomic_store(&w.gone[ON_CONTEXT], 1);
    /* Let the workers meet the destroyed handles before they stop: a few turns, and at least
       until each has made a call after the destroys. */
    for (i = 0; i < 16 || (i < 10000000 && atomic_load(&w.met_end) < WORKERS); i++) {
        atomic_fetch_add(&w.tick, 1u);
        sched_yield();
    }
    atomic_store(&w.stop, 1);
    for (i = 0; i < WORKERS; i++) {
        CHECK(pthread_join(threads[i], NULL) == 0);
        *calls_made += workers[i].calls;
        *refusals += workers[i].refused_handle;
    }
    CHECK_MSG(atomic_load(&accepted_callbacks) - before_accepted == atomic_load(&called_callbacks) - before_called,
              "every accepted completion and work item is called exactly once (accepted %ld, called %ld)",
              atomic_load(&accepted_callbacks) - before_accepted, atomic_load(&called_callbacks) - before_called);
}

static void run_rounds(int objects_first) {
    uint64_t rng = seed();
    unsigned i, n = rounds();
    long calls_made = 0, refusals = 0;
    printf("  seed %llu (RK_STRESS_SEED), %u rounds (RK_RACE_ROUNDS)\n", (unsigned long long)rng, n);
    for (i = 0; i < n; i++) round_of(&rng, objects_first, -1, &calls_made, &refusals);
    printf("  %ld calls from %d workers, %ld refused as destroyed\n", calls_made, WORKERS, refusals);
    CHECK_MSG(refusals > 0, "the workers met destroyed handles (otherwise nothing raced)");
}

static void context_destroy_races_every_any_thread_function(void) { run_rounds(0); }

static void object_destroy_races_every_any_thread_function(void) { run_rounds(1); }

/* Each worker makes one function's calls only, as fast as it can, through the destroy: a race
   window of a few instructions inside one function is met far more often than among all of them.
   Every function takes its turns against the context's destroy, then against its object's own. */
static void each_function_races_the_destroys_alone(void) {
    uint64_t rng = seed();
    unsigned pass = (CALLS + WORKERS - 1) / WORKERS, turn, turns = 16 * pass;
    long calls_made = 0, refusals = 0;
    const char *text = getenv("RK_RACE_TURNS");
    if (text && strtol(text, NULL, 10) > 0) turns = (unsigned)strtol(text, NULL, 10);
    printf("  seed %llu (RK_STRESS_SEED), %u turns (RK_RACE_TURNS)\n", (unsigned long long)rng, turns);
    for (turn = 0; turn < turns; turn++) {
        round_of(&rng, (int)((turn / pass) & 1), (int)turn, &calls_made, &refusals);
    }
    printf("  %ld calls from %d workers, %ld refused as destroyed\n", calls_made, WORKERS, refusals);
}

/* ---- the table against the header ---- */

static char *read_header(void) {
    /* The header beside this source: Tests/c/abi/../../../Include/refreshkit.h. */
    char path[4096];
    const char *here = __FILE__;
    const char *slash = strrchr(here, '/');
    size_t dir = slash ? (size_t)(slash - here) : 0;
    FILE *file;
    char *text;
    long size;
    snprintf(path, sizeof path, "%.*s%s../../../Include/refreshkit.h", (int)dir, here, slash ? "/" : "");
    file = fopen(path, "rb");
    CHECK_MSG(file != NULL, "open %s", path);
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    size = ftell(file);
    fseek(file, 0, SEEK_SET);
    text = malloc((size_t)size + 1);
    if (text && fread(text, 1, (size_t)size, file) != (size_t)size) {
        free(text);
        text = NULL;
    }
    fclose(file);
    if (text) text[size] = '\0';
    return text;
}

/* The function a doc comment documents: the identifier before the first '(' of the declaration
   that follows it (up to its ';'), when that declaration is a function. A deprecated declaration
   (1.4) begins with RK_DEPRECATED_FOR(replacement), which is skipped. */
static int documented_function(const char *after, const char **name, size_t *length) {
    const char *end, *paren, *start, *first = after + strspn(after, " \n");
    if (strncmp(first, "RK_DEPRECATED_FOR(", 18) == 0 && strchr(first, ')') != NULL) {
        after = strchr(first, ')') + 1;
        first = after + strspn(after, " \n");
    }
    end = strchr(after, ';');
    paren = strchr(after, '(');
    if (!end || !paren || paren > end) return 0;
    if (strncmp(first, "typedef", 7) == 0 || first[0] == '#' || strncmp(first, "/*", 2) == 0) return 0;
    start = paren;
    while (start > after && (start[-1] == '_' || (start[-1] >= 'a' && start[-1] <= 'z') ||
                             (start[-1] >= '0' && start[-1] <= '9')))
        start--;
    if (strncmp(start, "rk_", 3) != 0) return 0;
    *name = start;
    *length = (size_t)(paren - start);
    return 1;
}

/* Every function the header documents "Thread: any", as offsets of their names. */
enum { MAX_DOCUMENTED = 512 };
typedef struct documented_set {
    const char *name[MAX_DOCUMENTED];
    size_t length[MAX_DOCUMENTED];
    size_t count;
} documented_set;

/* Whether a doc comment [start, end) says "Thread: any" (a line break may fall between the words). */
static int says_thread_any(const char *start, const char *end) {
    const char *at;
    for (at = strstr(start, "Thread:"); at && at < end; at = strstr(at + 1, "Thread:")) {
        const char *word = at + 7;
        while (word < end && (*word == ' ' || *word == '\n' || *word == '*')) word++;
        if (word + 3 <= end && strncmp(word, "any", 3) == 0) return 1;
    }
    return 0;
}

static void find_documented(const char *header, documented_set *set) {
    const char *cursor;
    set->count = 0;
    for (cursor = strstr(header, "/**"); cursor; cursor = strstr(cursor, "/**")) {
        const char *close = strstr(cursor, "*/"), *name;
        size_t length;
        if (!close) break;
        if (says_thread_any(cursor, close) && documented_function(close + 2, &name, &length) &&
            set->count < MAX_DOCUMENTED) {
            set->name[set->count] = name;
            set->length[set->count] = length;
            set->count++;
        }
        cursor = close + 2;
    }
}

static int in_table(const char *name, size_t length) {
    size_t i;
    for (i = 0; i < CALLS; i++) {
        if (strlen(calls[i].name) == length && strncmp(calls[i].name, name, length) == 0) return 1;
    }
    return 0;
}

static int in_set(const documented_set *set, const char *name) {
    size_t i;
    for (i = 0; i < set->count; i++) {
        if (strlen(name) == set->length[i] && strncmp(name, set->name[i], set->length[i]) == 0) return 1;
    }
    return 0;
}

static void header_and_table_agree(void) {
    char *header = read_header();
    static documented_set set;
    size_t i;
    if (!header) return;
    find_documented(header, &set);
    for (i = 0; i < set.count; i++) {
        CHECK_MSG(in_table(set.name[i], set.length[i]),
                  "%.*s is documented \"Thread: any\" but has no race entry", (int)set.length[i], set.name[i]);
    }
    for (i = 0; i < CALLS; i++) {
        CHECK_MSG(in_set(&set, calls[i].name),
                  "%s has a race entry but the header does not document it \"Thread: any\"", calls[i].name);
    }
    printf("  %zu functions documented \"Thread: any\", %d race entries\n", set.count, (int)CALLS);
    CHECK_EQ_INT(set.count, CALLS);
    free(header);
}

static const rkt_case cases[] = {
    RKT_CASE(header_and_table_agree),
    RKT_CASE(context_destroy_races_every_any_thread_function),
    RKT_CASE(object_destroy_races_every_any_thread_function),
    RKT_CASE(each_function_races_the_destroys_alone),
};
RKT_MAIN(cases)
