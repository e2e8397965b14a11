/*
 * test_api: the version functions and the API table (rk_get_api), through the header and the .so.
 */
#define _GNU_SOURCE /* RTLD_DEFAULT */
#include "rk_test.h"

#include <dlfcn.h>

/* Every field of rk_api, in header order; X(field) names the exported rk_<field>. */
#define RKT_API_FIELDS(X)                                                                         \
    X(version)                                                                                    \
    X(status_string)                                                                              \
    X(last_error_message)                                                                         \
    X(clear_last_error)                                                                           \
    X(object_kind)                                                                                \
    X(context_create)                                                                             \
    X(context_destroy)                                                                            \
    X(context_fd)                                                                                 \
    X(context_dispatch)                                                                           \
    X(context_next_timeout)                                                                       \
    X(context_set_wakeup)                                                                         \
    X(context_set_clock)                                                                          \
    X(context_now)                                                                                \
    X(context_post)                                                                               \
    X(timer_start)                                                                                \
    X(timer_cancel)                                                                               \
    X(signal_count)                                                                               \
    X(signal_info)                                                                                \
    X(signal_lookup)                                                                              \
    X(connect)                                                                                    \
    X(disconnect)                                                                                 \
    X(probe_create)                                                                               \
    X(probe_destroy)                                                                              \
    X(probe_emit_values)                                                                          \
    X(probe_emit_measure)                                                                         \
    X(probe_emit_ping)                                                                            \
    X(footer_create)                                                                              \
    X(footer_destroy)                                                                             \
    X(footer_set_metrics)                                                                         \
    X(footer_set_visible)                                                                         \
    X(footer_set_hidden)                                                                          \
    X(footer_set_interaction_enabled)                                                             \
    X(footer_set_data_count)                                                                      \
    X(footer_set_height)                                                                          \
    X(footer_set_ignored_bottom_inset)                                                            \
    X(footer_begin_refreshing)                                                                    \
    X(footer_end_refreshing)                                                                      \
    X(footer_end_refreshing_with_no_more_data)                                                    \
    X(footer_reset_no_more_data)                                                                  \
    X(footer_set_images)                                                                          \
    X(footer_set_images_with_duration)                                                            \
    X(footer_set_images_with_frame_durations)                                                     \
    X(footer_set_title)                                                                           \
    X(footer_get_title)                                                                           \
    X(footer_set_language)                                                                        \
    X(footer_get_language)                                                                        \
    X(footer_get_label)                                                                           \
    X(footer_set_label_hidden)                                                                    \
    X(footer_set_label_left_inset)                                                                \
    X(footer_set_text_width)                                                                      \
    X(footer_set_automatically_change_alpha)                                                      \
    X(footer_set_animation_durations)                                                             \
    X(footer_set_animation_disabled)                                                              \
    X(footer_get_state)                                                                           \
    X(footer_get_pulling_percent)                                                                 \
    X(footer_get_alpha)                                                                           \
    X(footer_get_layout)                                                                          \
    X(footer_get_geometry)                                                                        \
    X(footer_get_gif)                                                                             \
    X(footer_frame_at)                                                                            \
    X(task_create)                                                                                \
    X(task_destroy)                                                                               \
    X(task_resume)                                                                                \
    X(task_suspend)                                                                               \
    X(task_cancel)                                                                                \
    X(task_complete)                                                                              \
    X(task_get_state)                                                                             \
    X(indicator_create)                                                                           \
    X(indicator_destroy)                                                                          \
    X(indicator_set_animating_with_state_of_task)                                                 \
    X(indicator_is_animating)                                                                     \
    X(footer_set_refreshing_with_state_of_task)                                                   \
    X(activity_monitor_set_enabled)                                                               \
    X(activity_monitor_set_delays)                                                                \
    X(activity_monitor_get_info)                                                                  \
    X(probe_emit_pair)                                                                            \
    X(version_string)                                                                             \
    X(object_set_user_data)                                                                       \
    X(object_get_user_data)                                                                       \
    X(kind_name)                                                                                  \
    X(type_name)                                                                                  \
    X(footer_state_name)                                                                          \
    X(task_state_name)                                                                            \
    X(activity_state_name)                                                                        \
    X(content_mode_name)                                                                          \
    X(header_create)                                                                             \
    X(header_destroy)                                                                            \
    X(header_set_metrics)                                                                        \
    X(header_set_visible)                                                                        \
    X(header_set_hidden)                                                                         \
    X(header_set_interaction_enabled)                                                            \
    X(header_set_height)                                                                         \
    X(header_set_ignored_top_inset)                                                              \
    X(header_begin_refreshing)                                                                   \
    X(header_end_refreshing)                                                                     \
    X(header_set_images)                                                                         \
    X(header_set_images_with_duration)                                                           \
    X(header_set_images_with_frame_durations)                                                    \
    X(header_set_title)                                                                          \
    X(header_get_title)                                                                          \
    X(header_set_language)                                                                       \
    X(header_get_language)                                                                       \
    X(header_get_label)                                                                          \
    X(header_get_time_label)                                                                     \
    X(header_set_label_hidden)                                                                   \
    X(header_set_time_label_hidden)                                                              \
    X(header_set_label_left_inset)                                                               \
    X(header_set_text_widths)                                                                    \
    X(header_set_visual_sizes)                                                                   \
    X(header_set_last_updated_key)                                                               \
    X(header_get_last_updated_key)                                                               \
    X(header_set_last_updated_text)                                                              \
    X(header_set_utc_offset)                                                                     \
    X(header_set_automatically_change_alpha)                                                     \
    X(header_set_animation_durations)                                                            \
    X(header_get_state)                                                                          \
    X(header_get_pulling_percent)                                                                \
    X(header_get_alpha)                                                                          \
    X(header_get_layout)                                                                         \
    X(header_get_geometry)                                                                       \
    X(header_get_gif)                                                                            \
    X(header_frame_at)                                                                           \
    X(header_set_refreshing_with_state_of_task)                                                  \
    X(context_set_wall_clock)                                                                    \
    X(context_set_last_updated)                                                                  \
    X(context_get_last_updated)                                                                  \
    X(context_remove_last_updated)                                                               \
    X(context_last_updated_entry)                                                                \
    X(header_style_name)                                                                         \
    X(pan_state_name)                                                                            \
    X(trailer_create)                                                                            \
    X(trailer_destroy)                                                                           \
    X(trailer_set_metrics)                                                                       \
    X(trailer_set_visible)                                                                       \
    X(trailer_set_hidden)                                                                        \
    X(trailer_set_interaction_enabled)                                                           \
    X(trailer_set_data_count)                                                                    \
    X(trailer_set_ignored_right_inset)                                                           \
    X(trailer_begin_refreshing)                                                                  \
    X(trailer_end_refreshing)                                                                    \
    X(trailer_set_title)                                                                         \
    X(trailer_get_title)                                                                         \
    X(trailer_set_language)                                                                      \
    X(trailer_get_language)                                                                      \
    X(trailer_get_label)                                                                         \
    X(trailer_set_label_hidden)                                                                  \
    X(trailer_set_arrow_size)                                                                    \
    X(trailer_set_automatically_change_alpha)                                                    \
    X(trailer_set_animation_durations)                                                           \
    X(trailer_get_state)                                                                         \
    X(trailer_get_pulling_percent)                                                               \
    X(trailer_get_alpha)                                                                         \
    X(trailer_get_arrow_angle)                                                                   \
    X(trailer_get_layout)                                                                        \
    X(trailer_get_geometry)                                                                      \
    X(trailer_set_refreshing_with_state_of_task)                                                 \
    X(trailer_style_name)                                                                    \
    X(auto_footer_create)                                                                    \
    X(auto_footer_destroy)                                                                   \
    X(auto_footer_set_metrics)                                                               \
    X(auto_footer_set_visible)                                                               \
    X(auto_footer_set_hidden)                                                                \
    X(auto_footer_set_interaction_enabled)                                                   \
    X(auto_footer_set_height)                                                                \
    X(auto_footer_set_ignored_bottom_inset)                                                  \
    X(auto_footer_set_trigger_percent)                                                       \
    X(auto_footer_set_automatically_refresh)                                                 \
    X(auto_footer_set_auto_trigger_times)                                                    \
    X(auto_footer_set_paging_enabled)                                                        \
    X(auto_footer_tap)                                                                       \
    X(auto_footer_begin_refreshing)                                                          \
    X(auto_footer_end_refreshing)                                                            \
    X(auto_footer_end_refreshing_with_no_more_data)                                          \
    X(auto_footer_reset_no_more_data)                                                        \
    X(auto_footer_set_images)                                                                \
    X(auto_footer_set_images_with_duration)                                                  \
    X(auto_footer_set_images_with_frame_durations)                                           \
    X(auto_footer_set_title)                                                                 \
    X(auto_footer_get_title)                                                                 \
    X(auto_footer_set_language)                                                              \
    X(auto_footer_get_language)                                                              \
    X(auto_footer_get_label)                                                                 \
    X(auto_footer_set_refreshing_title_hidden)                                               \
    X(auto_footer_set_label_left_inset)                                                      \
    X(auto_footer_set_text_width)                                                            \
    X(auto_footer_set_spinner_size)                                                          \
    X(auto_footer_set_automatically_change_alpha)                                            \
    X(auto_footer_set_animation_durations)                                                   \
    X(auto_footer_get_state)                                                                 \
    X(auto_footer_get_pulling_percent)                                                       \
    X(auto_footer_get_alpha)                                                                 \
    X(auto_footer_is_spinner_animating)                                                      \
    X(auto_footer_get_layout)                                                                \
    X(auto_footer_get_geometry)                                                              \
    X(auto_footer_get_gif)                                                                   \
    X(auto_footer_frame_at)                                                                  \
    X(auto_footer_set_refreshing_with_state_of_task)                                         \
    X(auto_footer_style_name)                                                                \
    X(scroll_view_create)                                                                    \
    X(scroll_view_destroy)                                                                   \
    X(scroll_view_set_metrics)                                                               \
    X(scroll_view_attach)                                                                    \
    X(scroll_view_detach)                                                                    \
    X(scroll_view_get_component)                                                             \
    X(scroll_view_get_metrics)                                                               \
    X(scroll_view_get_host_inset)                                                            \
    X(footer_end_refreshing_with_failure)                                                     \
    X(footer_retry)                                                                           \
    X(header_end_refreshing_with_failure)                                                     \
    X(header_retry)                                                                           \
    X(auto_footer_end_refreshing_with_failure)                                                \
    X(auto_footer_retry)                                                                      \
    X(trailer_end_refreshing_with_failure)                                                    \
    X(trailer_retry)                                                                          \
    X(follow_task)                                                                           \
    X(footer_begin_load)                                                                     \
    X(footer_end_load)                                                                       \
    X(footer_get_load_id)                                                                    \
    X(header_begin_load)                                                                     \
    X(header_end_load)                                                                       \
    X(header_get_load_id)                                                                    \
    X(auto_footer_begin_load)                                                                \
    X(auto_footer_end_load)                                                                  \
    X(auto_footer_get_load_id)                                                               \
    X(trailer_begin_load)                                                                    \
    X(trailer_end_load)                                                                      \
    X(trailer_get_load_id)                                                                   \
    X(auto_footer_set_prefetch_items)                                                        \
    X(auto_footer_get_prefetch_items)                                                        \
    X(activate)                                                                              \
    X(context_set_reduced_motion)                                                            \
    X(context_get_reduced_motion)                                                            \
    X(task_set_progress)                                                                     \
    X(task_get_progress)                                                                     \
    X(progress_create)                                                                       \
    X(progress_destroy)                                                                      \
    X(progress_set_task)                                                                     \
    X(progress_set_tasks)                                                                    \
    X(progress_get_fraction)                                                                 \
    X(progress_direction_name)                                                               \
    X(header_set_last_updated_formatter)                                                     \
    X(context_set_utc_offset)                                                                \
    X(context_get_utc_offset)                                                                \
    X(component_destroy)                                                                     \
    X(component_set_metrics)                                                                 \
    X(component_set_visible)                                                                 \
    X(component_set_hidden)                                                                  \
    X(component_set_interaction_enabled)                                                     \
    X(component_set_automatically_change_alpha)                                              \
    X(component_set_animation_durations)                                                     \
    X(component_set_height)                                                                  \
    X(component_set_ignored_bottom_inset)                                                    \
    X(component_set_data_count)                                                              \
    X(component_begin_refreshing)                                                            \
    X(component_end_refreshing)                                                              \
    X(component_end_refreshing_with_no_more_data)                                            \
    X(component_reset_no_more_data)                                                          \
    X(component_end_refreshing_with_failure)                                                 \
    X(component_retry)                                                                       \
    X(component_begin_load)                                                                  \
    X(component_end_load)                                                                    \
    X(component_get_load_id)                                                                 \
    X(component_set_refreshing_with_state_of_task)                                           \
    X(component_set_title)                                                                   \
    X(component_get_title)                                                                   \
    X(component_set_language)                                                                \
    X(component_get_language)                                                                \
    X(component_get_label)                                                                   \
    X(component_set_label_hidden)                                                            \
    X(component_set_label_left_inset)                                                        \
    X(component_set_text_width)                                                              \
    X(component_set_images)                                                                  \
    X(component_set_images_with_duration)                                                    \
    X(component_set_images_with_frame_durations)                                             \
    X(component_get_gif)                                                                     \
    X(component_frame_at)                                                                    \
    X(component_get_state)                                                                   \
    X(component_get_pulling_percent)                                                         \
    X(component_get_alpha)                                                                   \
    X(scroll_view_content_inserted)                                                          \
    X(scroll_view_get_load_states)                                                           \
    X(load_status_name)                                                                      \
    X(component_cancel_load)                                                                 \
    X(component_restart_load)                                                                \
    X(load_cancel_reason_name)                                                               \
    X(auto_header_create)                                                                    \
    X(auto_header_set_trigger_percent)                                                       \
    X(auto_header_set_automatically_refresh)                                                 \
    X(auto_header_set_auto_trigger_times)                                                    \
    X(auto_header_set_prefetch_items)                                                        \
    X(auto_header_get_prefetch_items)                                                        \
    X(auto_header_tap)                                                                       \
    X(auto_header_set_refreshing_title_hidden)                                               \
    X(auto_header_set_spinner_size)                                                          \
    X(auto_header_is_spinner_animating)                                                      \
    X(auto_header_get_layout)                                                                \
    X(auto_header_get_geometry)                                                              \
    X(auto_footer_set_fills_viewport)                                                        \
    X(auto_header_set_fills_viewport)

#define RKT_COUNT_FIELD(name) +1
enum { RKT_API_FIELD_COUNT = 0 RKT_API_FIELDS(RKT_COUNT_FIELD) };

static void version_matches_macros(void) {
    uint32_t expected = ((uint32_t)RK_VERSION_MAJOR << 16) | ((uint32_t)RK_VERSION_MINOR << 8) |
                        (uint32_t)RK_VERSION_PATCH;
    CHECK_EQ_U64(rk_version(), expected);
    CHECK_EQ_U64(rk_version() >> 16, RK_VERSION_MAJOR);
    CHECK_EQ_U64((rk_version() >> 8) & 0xFF, RK_VERSION_MINOR);
    CHECK_EQ_U64(rk_version() & 0xFF, RK_VERSION_PATCH);
    /* The ABI major is the library's major (and the SONAME's number). */
    CHECK_EQ_INT(RK_ABI_MAJOR, RK_VERSION_MAJOR);
}

static void version_sets_no_error(void) {
    char buf[64];
    rk_context_create(NULL); /* a failure to leave a message */
    size_t before = rk_last_error_message(buf, sizeof buf);
    CHECK(before > 0);
    (void)rk_version();
    CHECK_EQ_U64(rk_last_error_message(NULL, 0), before);
}

static void get_api_table_header(void) {
    const rk_api *api = NULL;
    CHECK_OK(rk_get_api(RK_ABI_MAJOR, &api));
    CHECK(api != NULL);
    if (api == NULL) return;
    CHECK_EQ_U64(api->struct_size, sizeof(rk_api));
    CHECK_EQ_U64(api->abi_version, ((uint32_t)RK_ABI_MAJOR << 16) | (uint32_t)RK_VERSION_MINOR);
    /* The table is static: asking again gives the same table. */
    {
        const rk_api *again = NULL;
        CHECK_OK(rk_get_api(RK_ABI_MAJOR, &again));
        CHECK(again == api);
    }
    /* The table lists every function but rk_get_api, and nothing else. */
    CHECK_EQ_U64(sizeof(rk_api),
                 offsetof(rk_api, version) + RKT_API_FIELD_COUNT * sizeof(void (*)(void)));
}

/* Every field, read generically over struct_size, is a non-NULL function pointer. */
static void get_api_every_pointer_non_null(void) {
    const rk_api *api = NULL;
    size_t offset;
    CHECK_OK(rk_get_api(RK_ABI_MAJOR, &api));
    if (api == NULL) return;
    for (offset = offsetof(rk_api, version); offset + sizeof(void (*)(void)) <= api->struct_size;
         offset += sizeof(void (*)(void))) {
        void (*fn)(void);
        memcpy(&fn, (const char *)api + offset, sizeof fn);
        CHECK_MSG(fn != NULL, "rk_api field at offset %zu is NULL", offset);
    }
}

/* Each field equals the exported function of the same name: compared with the address the linker
   gives this program, and with what the dynamic linker resolves the name to. The comparison
   api->x == rk_x also fails to compile if the field's type drifts from the function's. */
static void get_api_pointers_are_the_exports(void) {
    const rk_api *api = NULL;
    CHECK_OK(rk_get_api(RK_ABI_MAJOR, &api));
    if (api == NULL) return;
#define RKT_CHECK_FIELD(name)                                                                     \
    do {                                                                                          \
        void *rkt_sym_ = dlsym(RTLD_DEFAULT, "rk_" #name);                                        \
        void (*rkt_field_)(void);                                                                 \
        CHECK_MSG(api->name == rk_##name, "api->" #name " != &rk_" #name);                        \
        CHECK_MSG(rkt_sym_ != NULL, "dlsym(\"rk_" #name "\") found nothing");                     \
        memcpy(&rkt_field_, &api->name, sizeof rkt_field_);                                       \
        CHECK_MSG(rkt_sym_ == NULL || memcmp(&rkt_field_, &rkt_sym_, sizeof rkt_sym_) == 0,       \
                  "api->" #name " is not what dlsym(\"rk_" #name "\") finds");                    \
    } while (0);
    RKT_API_FIELDS(RKT_CHECK_FIELD)
#undef RKT_CHECK_FIELD
    CHECK(dlsym(RTLD_DEFAULT, "rk_get_api") != NULL);
}

/* Calls through the table reach the library (a smoke test of a plugin-loader style host). */
static void get_api_calls_work(void) {
    const rk_api *api = NULL;
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_kind kind = 0;
    uint32_t count = 0;
    CHECK_OK(rk_get_api(RK_ABI_MAJOR, &api));
    if (api == NULL) return;
    CHECK_EQ_U64(api->version(), rk_version());
    CHECK_STR(api->status_string(RK_ERR_BUSY), rk_status_string(RK_ERR_BUSY));
    CHECK_OK(api->context_create(&ctx));
    CHECK_OK(api->probe_create(ctx, &probe));
    CHECK_OK(api->object_kind(probe, &kind));
    CHECK_EQ_INT(kind, RK_KIND_PROBE);
    CHECK_OK(api->signal_count(RK_KIND_PROBE, &count));
    CHECK_EQ_INT(count, 4);
    CHECK_OK(api->probe_emit_ping(probe));
    CHECK_OK(api->probe_destroy(probe));
    CHECK_OK(api->context_destroy(ctx));
    CHECK_RC(api->context_destroy(ctx), RK_ERR_INVALID_HANDLE);
}

static void get_api_unknown_major(void) {
    static const uint32_t majors[] = {0, 2, 3, 999, UINT32_MAX, RK_ABI_MAJOR + 1};
    size_t i;
    for (i = 0; i < sizeof majors / sizeof majors[0]; i++) {
        const rk_api *api = (const rk_api *)(uintptr_t)0x5a5a;
        CHECK_RC(rk_get_api(majors[i], &api), RK_ERR_VERSION);
        /* Out-parameters are untouched on an error. */
        CHECK(api == (const rk_api *)(uintptr_t)0x5a5a);
    }
}

static void get_api_null_out(void) {
    CHECK_RC(rk_get_api(RK_ABI_MAJOR, NULL), RK_ERR_INVALID_ARGUMENT);
    /* A NULL out pointer is an argument error whatever the major. */
    CHECK_MSG(rk_get_api(7, NULL) != RK_OK, "rk_get_api(7, NULL) succeeded");
}

static void *get_api_thread(void *arg) {
    const rk_api *api = NULL;
    CHECK_OK(rk_get_api(RK_ABI_MAJOR, &api));
    CHECK(api == (const rk_api *)arg);
    CHECK_EQ_U64(rk_version(), ((uint32_t)RK_VERSION_MAJOR << 16) | ((uint32_t)RK_VERSION_MINOR << 8) |
                                   (uint32_t)RK_VERSION_PATCH);
    return NULL;
}

/* Thread: any. */
static void get_api_from_other_thread(void) {
    const rk_api *api = NULL;
    CHECK_OK(rk_get_api(RK_ABI_MAJOR, &api));
    RKT_RUN_THREAD(get_api_thread, (void *)(uintptr_t)api);
}

static const rkt_case cases[] = {
    RKT_CASE(version_matches_macros),
    RKT_CASE(version_sets_no_error),
    RKT_CASE(get_api_table_header),
    RKT_CASE(get_api_every_pointer_non_null),
    RKT_CASE(get_api_pointers_are_the_exports),
    RKT_CASE(get_api_calls_work),
    RKT_CASE(get_api_unknown_major),
    RKT_CASE(get_api_null_out),
    RKT_CASE(get_api_from_other_thread),
};

RKT_MAIN(cases)
