/*
 * test_header_drift: the header and the library agree.
 *
 * - Every function the header declares is assigned to a pointer of exactly its declared type, so a
 *   changed signature fails to compile (-Werror) and a missing export fails to link.
 *   check_exports.sh (a separate ctest) checks that this file lists every function of the header.
 * - The numbers the header promises never change (status codes, kinds, types) and the layout of
 *   the public structs (append-only) are pinned with static assertions.
 * - At run time each pointer is what the dynamic linker resolves the name to, and what the API
 *   table holds.
 */
#define _GNU_SOURCE /* RTLD_DEFAULT */
#include "rk_test.h"

#include <dlfcn.h>
#include <stddef.h>

/* ---- every declared function, with its exact type ---- */

static uint32_t (*const p_rk_version)(void) = rk_version;
static const char *(*const p_rk_status_string)(rk_status) = rk_status_string;
static size_t (*const p_rk_last_error_message)(char *, size_t) = rk_last_error_message;
static void (*const p_rk_clear_last_error)(void) = rk_clear_last_error;
static rk_status (*const p_rk_object_kind)(const void *, rk_kind *) = rk_object_kind;
static rk_status (*const p_rk_context_create)(rk_context **) = rk_context_create;
static rk_status (*const p_rk_context_destroy)(rk_context *) = rk_context_destroy;
static rk_status (*const p_rk_context_fd)(rk_context *, int *) = rk_context_fd;
static rk_status (*const p_rk_context_dispatch)(rk_context *, uint32_t *) = rk_context_dispatch;
static rk_status (*const p_rk_context_next_timeout)(rk_context *, double *) = rk_context_next_timeout;
static rk_status (*const p_rk_context_set_wakeup)(rk_context *, rk_wakeup_fn, void *) = rk_context_set_wakeup;
static rk_status (*const p_rk_context_set_clock)(rk_context *, rk_clock_fn, void *) = rk_context_set_clock;
static rk_status (*const p_rk_context_now)(rk_context *, double *) = rk_context_now;
static rk_status (*const p_rk_context_post)(rk_context *, rk_work_fn, void *) = rk_context_post;
static rk_status (*const p_rk_timer_start)(rk_context *, double, rk_work_fn, void *, rk_timer *) = rk_timer_start;
static rk_status (*const p_rk_timer_cancel)(rk_context *, rk_timer) = rk_timer_cancel;
static rk_status (*const p_rk_signal_count)(rk_kind, uint32_t *) = rk_signal_count;
static rk_status (*const p_rk_signal_info)(rk_kind, uint32_t, rk_signal_desc *) = rk_signal_info;
static rk_status (*const p_rk_signal_lookup)(rk_kind, const char *, uint32_t *) = rk_signal_lookup;
static rk_status (*const p_rk_connect)(void *, const char *, rk_callback, void *, rk_destroy_notify,
                                       rk_connection *) = rk_connect;
static rk_status (*const p_rk_disconnect)(rk_context *, rk_connection) = rk_disconnect;
static rk_status (*const p_rk_probe_create)(rk_context *, rk_probe **) = rk_probe_create;
static rk_status (*const p_rk_probe_destroy)(rk_probe *) = rk_probe_destroy;
static rk_status (*const p_rk_probe_emit_values)(rk_probe *, void *, int32_t, int64_t, uint64_t, double,
                                                 const char *) = rk_probe_emit_values;
static rk_status (*const p_rk_probe_emit_measure)(rk_probe *, const char *, double, double *,
                                                  int32_t *) = rk_probe_emit_measure;
static rk_status (*const p_rk_probe_emit_ping)(rk_probe *) = rk_probe_emit_ping;
static rk_status (*const p_rk_footer_create)(rk_context *ctx, rk_footer **out_footer) = rk_footer_create;
static rk_status (*const p_rk_footer_destroy)(rk_footer *footer) = rk_footer_destroy;
static rk_status (*const p_rk_footer_set_metrics)(rk_footer *footer, const rk_scroll_metrics *metrics) = rk_footer_set_metrics;
static rk_status (*const p_rk_footer_set_visible)(rk_footer *footer, int32_t visible) = rk_footer_set_visible;
static rk_status (*const p_rk_footer_set_hidden)(rk_footer *footer, int32_t hidden) = rk_footer_set_hidden;
static rk_status (*const p_rk_footer_set_interaction_enabled)(rk_footer *footer, int32_t enabled) = rk_footer_set_interaction_enabled;
static rk_status (*const p_rk_footer_set_data_count)(rk_footer *footer, int64_t count) = rk_footer_set_data_count;
static rk_status (*const p_rk_footer_set_height)(rk_footer *footer, double height) = rk_footer_set_height;
static rk_status (*const p_rk_footer_set_ignored_bottom_inset)(rk_footer *footer, double inset) = rk_footer_set_ignored_bottom_inset;
static rk_status (*const p_rk_footer_begin_refreshing)(rk_footer *footer, rk_completion_fn completion, void *user_data) = rk_footer_begin_refreshing;
static rk_status (*const p_rk_footer_end_refreshing)(rk_footer *footer, rk_completion_fn completion, void *user_data) = rk_footer_end_refreshing;
static rk_status (*const p_rk_footer_end_refreshing_with_no_more_data)(rk_footer *footer, rk_completion_fn completion, void *user_data) = rk_footer_end_refreshing_with_no_more_data;
static rk_status (*const p_rk_footer_reset_no_more_data)(rk_footer *footer, rk_completion_fn completion, void *user_data) = rk_footer_reset_no_more_data;
static rk_status (*const p_rk_footer_set_images)(rk_footer *footer, rk_footer_state state, const rk_image *images, uint32_t count) = rk_footer_set_images;
static rk_status (*const p_rk_footer_set_images_with_duration)(rk_footer *footer, rk_footer_state state, const rk_image *images, uint32_t count, double duration) = rk_footer_set_images_with_duration;
static rk_status (*const p_rk_footer_set_images_with_frame_durations)(rk_footer *footer, rk_footer_state state, const rk_image *images, const double *durations, uint32_t count) = rk_footer_set_images_with_frame_durations;
static rk_status (*const p_rk_footer_set_title)(rk_footer *footer, rk_footer_state state, const char *title) = rk_footer_set_title;
static rk_status (*const p_rk_footer_get_title)(rk_footer *footer, rk_footer_state state, char *buf, size_t cap, size_t *out_length) = rk_footer_get_title;
static rk_status (*const p_rk_footer_set_language)(rk_footer *footer, const char *language) = rk_footer_set_language;
static rk_status (*const p_rk_footer_get_language)(rk_footer *footer, char *buf, size_t cap, size_t *out_length) = rk_footer_get_language;
static rk_status (*const p_rk_footer_get_label)(rk_footer *footer, char *buf, size_t cap, size_t *out_length) = rk_footer_get_label;
static rk_status (*const p_rk_footer_set_label_hidden)(rk_footer *footer, int32_t hidden) = rk_footer_set_label_hidden;
static rk_status (*const p_rk_footer_set_label_left_inset)(rk_footer *footer, double inset) = rk_footer_set_label_left_inset;
static rk_status (*const p_rk_footer_set_text_width)(rk_footer *footer, double width) = rk_footer_set_text_width;
static rk_status (*const p_rk_footer_set_automatically_change_alpha)(rk_footer *footer, int32_t enabled) = rk_footer_set_automatically_change_alpha;
static rk_status (*const p_rk_footer_set_animation_durations)(rk_footer *footer, double fast, double slow) = rk_footer_set_animation_durations;
static rk_status (*const p_rk_footer_set_animation_disabled)(rk_footer *footer) = rk_footer_set_animation_disabled;
static rk_status (*const p_rk_footer_get_state)(rk_footer *footer, rk_footer_state *out_state) = rk_footer_get_state;
static rk_status (*const p_rk_footer_get_pulling_percent)(rk_footer *footer, double *out_percent) = rk_footer_get_pulling_percent;
static rk_status (*const p_rk_footer_get_alpha)(rk_footer *footer, double *out_alpha) = rk_footer_get_alpha;
static rk_status (*const p_rk_footer_get_layout)(rk_footer *footer, rk_footer_layout *out) = rk_footer_get_layout;
static rk_status (*const p_rk_footer_get_geometry)(rk_footer *footer, rk_footer_geometry *out) = rk_footer_get_geometry;
static rk_status (*const p_rk_footer_get_gif)(rk_footer *footer, rk_footer_gif *out) = rk_footer_get_gif;
static rk_status (*const p_rk_footer_frame_at)(rk_footer *footer, double t, uint64_t *out_image_id, int32_t *out_index) = rk_footer_frame_at;
static rk_status (*const p_rk_task_create)(rk_context *ctx, rk_task **out_task) = rk_task_create;
static rk_status (*const p_rk_task_destroy)(rk_task *task) = rk_task_destroy;
static rk_status (*const p_rk_task_resume)(rk_task *task) = rk_task_resume;
static rk_status (*const p_rk_task_suspend)(rk_task *task) = rk_task_suspend;
static rk_status (*const p_rk_task_cancel)(rk_task *task) = rk_task_cancel;
static rk_status (*const p_rk_task_complete)(rk_task *task, int32_t error_code, const char *message) = rk_task_complete;
static rk_status (*const p_rk_task_get_state)(rk_task *task, rk_task_state *out_state) = rk_task_get_state;
static rk_status (*const p_rk_indicator_create)(rk_context *ctx, rk_indicator **out_indicator) = rk_indicator_create;
static rk_status (*const p_rk_indicator_destroy)(rk_indicator *indicator) = rk_indicator_destroy;
static rk_status (*const p_rk_indicator_set_animating_with_state_of_task)(rk_indicator *indicator, rk_task *task) = rk_indicator_set_animating_with_state_of_task;
static rk_status (*const p_rk_indicator_is_animating)(rk_indicator *indicator, int32_t *out_animating) = rk_indicator_is_animating;
static rk_status (*const p_rk_footer_set_refreshing_with_state_of_task)(rk_footer *footer, rk_task *task) = rk_footer_set_refreshing_with_state_of_task;
static rk_status (*const p_rk_activity_monitor_set_enabled)(rk_context *ctx, int32_t enabled) = rk_activity_monitor_set_enabled;
static rk_status (*const p_rk_activity_monitor_set_delays)(rk_context *ctx, double activation, double completion) = rk_activity_monitor_set_delays;
static rk_status (*const p_rk_activity_monitor_get_info)(rk_context *ctx, rk_activity_monitor_info *out) = rk_activity_monitor_get_info;
static rk_status (*const p_rk_probe_emit_pair)(rk_probe *, int32_t, int32_t) = rk_probe_emit_pair;
static const char *(*const p_rk_version_string)(void) = rk_version_string;
static rk_status (*const p_rk_object_set_user_data)(void *, void *, rk_destroy_notify) = rk_object_set_user_data;
static rk_status (*const p_rk_object_get_user_data)(const void *, void **) = rk_object_get_user_data;
static const char *(*const p_rk_kind_name)(rk_kind) = rk_kind_name;
static const char *(*const p_rk_type_name)(rk_type) = rk_type_name;
static const char *(*const p_rk_footer_state_name)(rk_footer_state) = rk_footer_state_name;
static const char *(*const p_rk_task_state_name)(rk_task_state) = rk_task_state_name;
static const char *(*const p_rk_activity_state_name)(rk_activity_state) = rk_activity_state_name;
static const char *(*const p_rk_content_mode_name)(rk_content_mode) = rk_content_mode_name;
static rk_status (*const p_rk_header_create)(rk_context *ctx, rk_header_style style, rk_header **out_header) = rk_header_create;
static rk_status (*const p_rk_header_destroy)(rk_header *header) = rk_header_destroy;
static rk_status (*const p_rk_header_set_metrics)(rk_header *header, const rk_scroll_metrics *metrics) = rk_header_set_metrics;
static rk_status (*const p_rk_header_set_visible)(rk_header *header, int32_t visible) = rk_header_set_visible;
static rk_status (*const p_rk_header_set_hidden)(rk_header *header, int32_t hidden) = rk_header_set_hidden;
static rk_status (*const p_rk_header_set_interaction_enabled)(rk_header *header, int32_t enabled) = rk_header_set_interaction_enabled;
static rk_status (*const p_rk_header_set_height)(rk_header *header, double height) = rk_header_set_height;
static rk_status (*const p_rk_header_set_ignored_top_inset)(rk_header *header, double inset) = rk_header_set_ignored_top_inset;
static rk_status (*const p_rk_header_begin_refreshing)(rk_header *header, rk_header_completion_fn completion, void *user_data) = rk_header_begin_refreshing;
static rk_status (*const p_rk_header_end_refreshing)(rk_header *header, rk_header_completion_fn completion, void *user_data) = rk_header_end_refreshing;
static rk_status (*const p_rk_header_set_images)(rk_header *header, rk_footer_state state, const rk_image *images, uint32_t count) = rk_header_set_images;
static rk_status (*const p_rk_header_set_images_with_duration)(rk_header *header, rk_footer_state state, const rk_image *images, uint32_t count, double duration) = rk_header_set_images_with_duration;
static rk_status (*const p_rk_header_set_images_with_frame_durations)(rk_header *header, rk_footer_state state, const rk_image *images, const double *durations, uint32_t count) = rk_header_set_images_with_frame_durations;
static rk_status (*const p_rk_header_set_title)(rk_header *header, rk_footer_state state, const char *title) = rk_header_set_title;
static rk_status (*const p_rk_header_get_title)(rk_header *header, rk_footer_state state, char *buf, size_t cap, size_t *out_length) = rk_header_get_title;
static rk_status (*const p_rk_header_set_language)(rk_header *header, const char *language) = rk_header_set_language;
static rk_status (*const p_rk_header_get_language)(rk_header *header, char *buf, size_t cap, size_t *out_length) = rk_header_get_language;
static rk_status (*const p_rk_header_get_label)(rk_header *header, char *buf, size_t cap, size_t *out_length) = rk_header_get_label;
static rk_status (*const p_rk_header_get_time_label)(rk_header *header, char *buf, size_t cap, size_t *out_length) = rk_header_get_time_label;
static rk_status (*const p_rk_header_set_label_hidden)(rk_header *header, int32_t hidden) = rk_header_set_label_hidden;
static rk_status (*const p_rk_header_set_time_label_hidden)(rk_header *header, int32_t hidden) = rk_header_set_time_label_hidden;
static rk_status (*const p_rk_header_set_label_left_inset)(rk_header *header, double inset) = rk_header_set_label_left_inset;
static rk_status (*const p_rk_header_set_text_widths)(rk_header *header, double state_width, double time_width) = rk_header_set_text_widths;
static rk_status (*const p_rk_header_set_visual_sizes)(rk_header *header, double arrow_width, double arrow_height, double spinner_width, double spinner_height) = rk_header_set_visual_sizes;
static rk_status (*const p_rk_header_set_last_updated_key)(rk_header *header, const char *key) = rk_header_set_last_updated_key;
static rk_status (*const p_rk_header_get_last_updated_key)(rk_header *header, char *buf, size_t cap, size_t *out_length) = rk_header_get_last_updated_key;
static rk_status (*const p_rk_header_set_last_updated_text)(rk_header *header, const char *text) = rk_header_set_last_updated_text;
static rk_status (*const p_rk_header_set_utc_offset)(rk_header *header, int32_t seconds) = rk_header_set_utc_offset;
static rk_status (*const p_rk_header_set_automatically_change_alpha)(rk_header *header, int32_t enabled) = rk_header_set_automatically_change_alpha;
static rk_status (*const p_rk_header_set_animation_durations)(rk_header *header, double fast, double slow) = rk_header_set_animation_durations;
static rk_status (*const p_rk_header_get_state)(rk_header *header, rk_footer_state *out_state) = rk_header_get_state;
static rk_status (*const p_rk_header_get_pulling_percent)(rk_header *header, double *out_percent) = rk_header_get_pulling_percent;
static rk_status (*const p_rk_header_get_alpha)(rk_header *header, double *out_alpha) = rk_header_get_alpha;
static rk_status (*const p_rk_header_get_layout)(rk_header *header, rk_header_layout *out) = rk_header_get_layout;
static rk_status (*const p_rk_header_get_geometry)(rk_header *header, rk_header_geometry *out) = rk_header_get_geometry;
static rk_status (*const p_rk_header_get_gif)(rk_header *header, rk_footer_gif *out) = rk_header_get_gif;
static rk_status (*const p_rk_header_frame_at)(rk_header *header, double t, uint64_t *out_image_id, int32_t *out_index) = rk_header_frame_at;
static rk_status (*const p_rk_header_set_refreshing_with_state_of_task)(rk_header *header, rk_task *task) = rk_header_set_refreshing_with_state_of_task;
static rk_status (*const p_rk_context_set_wall_clock)(rk_context *ctx, rk_clock_fn fn, void *user_data) = rk_context_set_wall_clock;
static rk_status (*const p_rk_context_set_last_updated)(rk_context *ctx, const char *key, double time) = rk_context_set_last_updated;
static rk_status (*const p_rk_context_get_last_updated)(rk_context *ctx, const char *key, double *out_time) = rk_context_get_last_updated;
static rk_status (*const p_rk_context_remove_last_updated)(rk_context *ctx, const char *key) = rk_context_remove_last_updated;
static rk_status (*const p_rk_context_last_updated_entry)(rk_context *ctx, uint32_t index, char *buf, size_t cap, size_t *out_length, double *out_time, uint32_t *out_count) = rk_context_last_updated_entry;
static const char *(*const p_rk_header_style_name)(rk_header_style style) = rk_header_style_name;
static const char *(*const p_rk_pan_state_name)(rk_pan_state pan) = rk_pan_state_name;
static rk_status (*const p_rk_trailer_create)(rk_context *ctx, rk_trailer_style style, rk_trailer **out_trailer) = rk_trailer_create;
static rk_status (*const p_rk_trailer_destroy)(rk_trailer *trailer) = rk_trailer_destroy;
static rk_status (*const p_rk_trailer_set_metrics)(rk_trailer *trailer, const rk_scroll_metrics *metrics) = rk_trailer_set_metrics;
static rk_status (*const p_rk_trailer_set_visible)(rk_trailer *trailer, int32_t visible) = rk_trailer_set_visible;
static rk_status (*const p_rk_trailer_set_hidden)(rk_trailer *trailer, int32_t hidden) = rk_trailer_set_hidden;
static rk_status (*const p_rk_trailer_set_interaction_enabled)(rk_trailer *trailer, int32_t enabled) = rk_trailer_set_interaction_enabled;
static rk_status (*const p_rk_trailer_set_data_count)(rk_trailer *trailer, int64_t count) = rk_trailer_set_data_count;
static rk_status (*const p_rk_trailer_set_ignored_right_inset)(rk_trailer *trailer, double inset) = rk_trailer_set_ignored_right_inset;
static rk_status (*const p_rk_trailer_begin_refreshing)(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data) = rk_trailer_begin_refreshing;
static rk_status (*const p_rk_trailer_end_refreshing)(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data) = rk_trailer_end_refreshing;
static rk_status (*const p_rk_trailer_set_title)(rk_trailer *trailer, rk_footer_state state, const char *title) = rk_trailer_set_title;
static rk_status (*const p_rk_trailer_get_title)(rk_trailer *trailer, rk_footer_state state, char *buf, size_t cap, size_t *out_length) = rk_trailer_get_title;
static rk_status (*const p_rk_trailer_set_language)(rk_trailer *trailer, const char *language) = rk_trailer_set_language;
static rk_status (*const p_rk_trailer_get_language)(rk_trailer *trailer, char *buf, size_t cap, size_t *out_length) = rk_trailer_get_language;
static rk_status (*const p_rk_trailer_get_label)(rk_trailer *trailer, char *buf, size_t cap, size_t *out_length) = rk_trailer_get_label;
static rk_status (*const p_rk_trailer_set_label_hidden)(rk_trailer *trailer, int32_t hidden) = rk_trailer_set_label_hidden;
static rk_status (*const p_rk_trailer_set_arrow_size)(rk_trailer *trailer, double width, double height) = rk_trailer_set_arrow_size;
static rk_status (*const p_rk_trailer_set_automatically_change_alpha)(rk_trailer *trailer, int32_t enabled) = rk_trailer_set_automatically_change_alpha;
static rk_status (*const p_rk_trailer_set_animation_durations)(rk_trailer *trailer, double fast, double slow) = rk_trailer_set_animation_durations;
static rk_status (*const p_rk_trailer_get_state)(rk_trailer *trailer, rk_footer_state *out_state) = rk_trailer_get_state;
static rk_status (*const p_rk_trailer_get_pulling_percent)(rk_trailer *trailer, double *out_percent) = rk_trailer_get_pulling_percent;
static rk_status (*const p_rk_trailer_get_alpha)(rk_trailer *trailer, double *out_alpha) = rk_trailer_get_alpha;
static rk_status (*const p_rk_trailer_get_arrow_angle)(rk_trailer *trailer, double *out_angle) = rk_trailer_get_arrow_angle;
static rk_status (*const p_rk_trailer_get_layout)(rk_trailer *trailer, rk_trailer_layout *out) = rk_trailer_get_layout;
static rk_status (*const p_rk_trailer_get_geometry)(rk_trailer *trailer, rk_trailer_geometry *out) = rk_trailer_get_geometry;
static rk_status (*const p_rk_trailer_set_refreshing_with_state_of_task)(rk_trailer *trailer, rk_task *task) = rk_trailer_set_refreshing_with_state_of_task;
static const char *(*const p_rk_trailer_style_name)(rk_trailer_style style) = rk_trailer_style_name;
static rk_status (*const p_rk_auto_footer_create)(rk_context *ctx, rk_auto_footer_style style, rk_auto_footer **out_auto_footer) = rk_auto_footer_create;
static rk_status (*const p_rk_auto_footer_destroy)(rk_auto_footer *auto_footer) = rk_auto_footer_destroy;
static rk_status (*const p_rk_auto_footer_set_metrics)(rk_auto_footer *auto_footer, const rk_scroll_metrics *metrics) = rk_auto_footer_set_metrics;
static rk_status (*const p_rk_auto_footer_set_visible)(rk_auto_footer *auto_footer, int32_t visible) = rk_auto_footer_set_visible;
static rk_status (*const p_rk_auto_footer_set_hidden)(rk_auto_footer *auto_footer, int32_t hidden) = rk_auto_footer_set_hidden;
static rk_status (*const p_rk_auto_footer_set_interaction_enabled)(rk_auto_footer *auto_footer, int32_t enabled) = rk_auto_footer_set_interaction_enabled;
static rk_status (*const p_rk_auto_footer_set_height)(rk_auto_footer *auto_footer, double height) = rk_auto_footer_set_height;
static rk_status (*const p_rk_auto_footer_set_ignored_bottom_inset)(rk_auto_footer *auto_footer, double inset) = rk_auto_footer_set_ignored_bottom_inset;
static rk_status (*const p_rk_auto_footer_set_trigger_percent)(rk_auto_footer *auto_footer, double percent) = rk_auto_footer_set_trigger_percent;
static rk_status (*const p_rk_auto_footer_set_automatically_refresh)(rk_auto_footer *auto_footer, int32_t enabled) = rk_auto_footer_set_automatically_refresh;
static rk_status (*const p_rk_auto_footer_set_auto_trigger_times)(rk_auto_footer *auto_footer, int32_t times) = rk_auto_footer_set_auto_trigger_times;
static rk_status (*const p_rk_auto_footer_set_paging_enabled)(rk_auto_footer *auto_footer, int32_t enabled) = rk_auto_footer_set_paging_enabled;
static rk_status (*const p_rk_auto_footer_tap)(rk_auto_footer *auto_footer) = rk_auto_footer_tap;
static rk_status (*const p_rk_auto_footer_begin_refreshing)(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) = rk_auto_footer_begin_refreshing;
static rk_status (*const p_rk_auto_footer_end_refreshing)(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) = rk_auto_footer_end_refreshing;
static rk_status (*const p_rk_auto_footer_end_refreshing_with_no_more_data)(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) = rk_auto_footer_end_refreshing_with_no_more_data;
static rk_status (*const p_rk_auto_footer_reset_no_more_data)(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) = rk_auto_footer_reset_no_more_data;
static rk_status (*const p_rk_auto_footer_set_images)(rk_auto_footer *auto_footer, rk_footer_state state, const rk_image *images, uint32_t count) = rk_auto_footer_set_images;
static rk_status (*const p_rk_auto_footer_set_images_with_duration)(rk_auto_footer *auto_footer, rk_footer_state state, const rk_image *images, uint32_t count, double duration) = rk_auto_footer_set_images_with_duration;
static rk_status (*const p_rk_auto_footer_set_images_with_frame_durations)(rk_auto_footer *auto_footer, rk_footer_state state, const rk_image *images, const double *durations, uint32_t count) = rk_auto_footer_set_images_with_frame_durations;
static rk_status (*const p_rk_auto_footer_set_title)(rk_auto_footer *auto_footer, rk_footer_state state, const char *title) = rk_auto_footer_set_title;
static rk_status (*const p_rk_auto_footer_get_title)(rk_auto_footer *auto_footer, rk_footer_state state, char *buf, size_t cap, size_t *out_length) = rk_auto_footer_get_title;
static rk_status (*const p_rk_auto_footer_set_language)(rk_auto_footer *auto_footer, const char *language) = rk_auto_footer_set_language;
static rk_status (*const p_rk_auto_footer_get_language)(rk_auto_footer *auto_footer, char *buf, size_t cap, size_t *out_length) = rk_auto_footer_get_language;
static rk_status (*const p_rk_auto_footer_get_label)(rk_auto_footer *auto_footer, char *buf, size_t cap, size_t *out_length) = rk_auto_footer_get_label;
static rk_status (*const p_rk_auto_footer_set_refreshing_title_hidden)(rk_auto_footer *auto_footer, int32_t hidden) = rk_auto_footer_set_refreshing_title_hidden;
static rk_status (*const p_rk_auto_footer_set_label_left_inset)(rk_auto_footer *auto_footer, double inset) = rk_auto_footer_set_label_left_inset;
static rk_status (*const p_rk_auto_footer_set_text_width)(rk_auto_footer *auto_footer, double width) = rk_auto_footer_set_text_width;
static rk_status (*const p_rk_auto_footer_set_spinner_size)(rk_auto_footer *auto_footer, double width, double height) = rk_auto_footer_set_spinner_size;
static rk_status (*const p_rk_auto_footer_set_automatically_change_alpha)(rk_auto_footer *auto_footer, int32_t enabled) = rk_auto_footer_set_automatically_change_alpha;
static rk_status (*const p_rk_auto_footer_set_animation_durations)(rk_auto_footer *auto_footer, double fast, double slow) = rk_auto_footer_set_animation_durations;
static rk_status (*const p_rk_auto_footer_get_state)(rk_auto_footer *auto_footer, rk_footer_state *out_state) = rk_auto_footer_get_state;
static rk_status (*const p_rk_auto_footer_get_pulling_percent)(rk_auto_footer *auto_footer, double *out_percent) = rk_auto_footer_get_pulling_percent;
static rk_status (*const p_rk_auto_footer_get_alpha)(rk_auto_footer *auto_footer, double *out_alpha) = rk_auto_footer_get_alpha;
static rk_status (*const p_rk_auto_footer_is_spinner_animating)(rk_auto_footer *auto_footer, int32_t *out_animating) = rk_auto_footer_is_spinner_animating;
static rk_status (*const p_rk_auto_footer_get_layout)(rk_auto_footer *auto_footer, rk_auto_footer_layout *out) = rk_auto_footer_get_layout;
static rk_status (*const p_rk_auto_footer_get_geometry)(rk_auto_footer *auto_footer, rk_auto_footer_geometry *out) = rk_auto_footer_get_geometry;
static rk_status (*const p_rk_auto_footer_get_gif)(rk_auto_footer *auto_footer, rk_footer_gif *out) = rk_auto_footer_get_gif;
static rk_status (*const p_rk_auto_footer_frame_at)(rk_auto_footer *auto_footer, double t, uint64_t *out_image_id, int32_t *out_index) = rk_auto_footer_frame_at;
static rk_status (*const p_rk_auto_footer_set_refreshing_with_state_of_task)(rk_auto_footer *auto_footer, rk_task *task) = rk_auto_footer_set_refreshing_with_state_of_task;
static const char *(*const p_rk_auto_footer_style_name)(rk_auto_footer_style style) = rk_auto_footer_style_name;
static rk_status (*const p_rk_scroll_view_create)(rk_context *ctx, rk_scroll_view **out_scroll_view) = rk_scroll_view_create;
static rk_status (*const p_rk_scroll_view_destroy)(rk_scroll_view *scroll_view) = rk_scroll_view_destroy;
static rk_status (*const p_rk_scroll_view_set_metrics)(rk_scroll_view *scroll_view, const rk_scroll_metrics *metrics) = rk_scroll_view_set_metrics;
static rk_status (*const p_rk_scroll_view_attach)(rk_scroll_view *scroll_view, void *component) = rk_scroll_view_attach;
static rk_status (*const p_rk_scroll_view_detach)(rk_scroll_view *scroll_view, void *component) = rk_scroll_view_detach;
static rk_status (*const p_rk_scroll_view_get_component)(rk_scroll_view *scroll_view, rk_kind kind, void **out_component) = rk_scroll_view_get_component;
static rk_status (*const p_rk_scroll_view_get_metrics)(rk_scroll_view *scroll_view, rk_scroll_metrics *out) = rk_scroll_view_get_metrics;
static rk_status (*const p_rk_scroll_view_get_host_inset)(rk_scroll_view *scroll_view, rk_scroll_edge edge, double *out_inset) = rk_scroll_view_get_host_inset;
/* 1.3 */
static rk_status (*const p_rk_footer_end_refreshing_with_failure)(rk_footer *footer, const char *message, rk_completion_fn completion, void *user_data) = rk_footer_end_refreshing_with_failure;
static rk_status (*const p_rk_footer_retry)(rk_footer *footer, rk_completion_fn completion, void *user_data) = rk_footer_retry;
static rk_status (*const p_rk_header_end_refreshing_with_failure)(rk_header *header, const char *message, rk_header_completion_fn completion, void *user_data) = rk_header_end_refreshing_with_failure;
static rk_status (*const p_rk_header_retry)(rk_header *header, rk_header_completion_fn completion, void *user_data) = rk_header_retry;
static rk_status (*const p_rk_auto_footer_end_refreshing_with_failure)(rk_auto_footer *auto_footer, const char *message, rk_auto_footer_completion_fn completion, void *user_data) = rk_auto_footer_end_refreshing_with_failure;
static rk_status (*const p_rk_auto_footer_retry)(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) = rk_auto_footer_retry;
static rk_status (*const p_rk_trailer_end_refreshing_with_failure)(rk_trailer *trailer, const char *message, rk_trailer_completion_fn completion, void *user_data) = rk_trailer_end_refreshing_with_failure;
static rk_status (*const p_rk_trailer_retry)(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data) = rk_trailer_retry;
static rk_status (*const p_rk_follow_task)(void *object, rk_task *task, uint32_t flags) = rk_follow_task;
static rk_status (*const p_rk_footer_begin_load)(rk_footer *footer, rk_completion_fn completion, void *user_data, rk_load_id *out_load_id) = rk_footer_begin_load;
static rk_status (*const p_rk_footer_end_load)(rk_footer *footer, rk_load_id load_id, rk_load_outcome outcome, const char *message, rk_completion_fn completion, void *user_data) = rk_footer_end_load;
static rk_status (*const p_rk_footer_get_load_id)(rk_footer *footer, rk_load_id *out_load_id) = rk_footer_get_load_id;
static rk_status (*const p_rk_header_begin_load)(rk_header *header, rk_header_completion_fn completion, void *user_data, rk_load_id *out_load_id) = rk_header_begin_load;
static rk_status (*const p_rk_header_end_load)(rk_header *header, rk_load_id load_id, rk_load_outcome outcome, const char *message, rk_header_completion_fn completion, void *user_data) = rk_header_end_load;
static rk_status (*const p_rk_header_get_load_id)(rk_header *header, rk_load_id *out_load_id) = rk_header_get_load_id;
static rk_status (*const p_rk_auto_footer_begin_load)(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data, rk_load_id *out_load_id) = rk_auto_footer_begin_load;
static rk_status (*const p_rk_auto_footer_end_load)(rk_auto_footer *auto_footer, rk_load_id load_id, rk_load_outcome outcome, const char *message, rk_auto_footer_completion_fn completion, void *user_data) = rk_auto_footer_end_load;
static rk_status (*const p_rk_auto_footer_get_load_id)(rk_auto_footer *auto_footer, rk_load_id *out_load_id) = rk_auto_footer_get_load_id;
static rk_status (*const p_rk_trailer_begin_load)(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data, rk_load_id *out_load_id) = rk_trailer_begin_load;
static rk_status (*const p_rk_trailer_end_load)(rk_trailer *trailer, rk_load_id load_id, rk_load_outcome outcome, const char *message, rk_trailer_completion_fn completion, void *user_data) = rk_trailer_end_load;
static rk_status (*const p_rk_trailer_get_load_id)(rk_trailer *trailer, rk_load_id *out_load_id) = rk_trailer_get_load_id;
static rk_status (*const p_rk_auto_footer_set_prefetch_items)(rk_auto_footer *auto_footer, int64_t items) = rk_auto_footer_set_prefetch_items;
static rk_status (*const p_rk_auto_footer_get_prefetch_items)(rk_auto_footer *auto_footer, int64_t *out_items) = rk_auto_footer_get_prefetch_items;
static rk_status (*const p_rk_activate)(void *component) = rk_activate;
static rk_status (*const p_rk_context_set_reduced_motion)(rk_context *ctx, int32_t enabled) = rk_context_set_reduced_motion;
static rk_status (*const p_rk_context_get_reduced_motion)(rk_context *ctx, int32_t *out_enabled) = rk_context_get_reduced_motion;
/* B7 progress (1.3, issue 16) */
static rk_status (*const p_rk_task_set_progress)(rk_task *task, rk_progress_direction direction, int64_t completed, int64_t expected) = rk_task_set_progress;
static rk_status (*const p_rk_task_get_progress)(rk_task *task, rk_progress_direction direction, int64_t *out_completed, int64_t *out_expected) = rk_task_get_progress;
static rk_status (*const p_rk_progress_create)(rk_context *ctx, rk_progress **out_progress) = rk_progress_create;
static rk_status (*const p_rk_progress_destroy)(rk_progress *progress) = rk_progress_destroy;
static rk_status (*const p_rk_progress_set_task)(rk_progress *progress, rk_task *task, rk_progress_direction direction, int32_t animated) = rk_progress_set_task;
static rk_status (*const p_rk_progress_set_tasks)(rk_progress *progress, rk_task *const *tasks, size_t count, rk_progress_direction direction, int32_t animated) = rk_progress_set_tasks;
static rk_status (*const p_rk_progress_get_fraction)(rk_progress *progress, double *out_fraction, int32_t *out_indeterminate) = rk_progress_get_fraction;
static const char *(*const p_rk_progress_direction_name)(rk_progress_direction direction) = rk_progress_direction_name;
/* 1.4: the header's last-updated formatter and the context's time zone */
static rk_status (*const p_rk_header_set_last_updated_formatter)(rk_header *header, rk_last_updated_formatter fn, void *user_data, rk_destroy_notify destroy_notify) = rk_header_set_last_updated_formatter;
static rk_status (*const p_rk_context_set_utc_offset)(rk_context *ctx, int32_t seconds) = rk_context_set_utc_offset;
static rk_status (*const p_rk_context_get_utc_offset)(rk_context *ctx, int32_t *out_seconds) = rk_context_get_utc_offset;
/* 1.4: the refresh family's functions for any kind */
static rk_status (*const p_rk_component_destroy)(void *component) = rk_component_destroy;
static rk_status (*const p_rk_component_set_metrics)(void *component, const rk_scroll_metrics *metrics) = rk_component_set_metrics;
static rk_status (*const p_rk_component_set_visible)(void *component, int32_t visible) = rk_component_set_visible;
static rk_status (*const p_rk_component_set_hidden)(void *component, int32_t hidden) = rk_component_set_hidden;
static rk_status (*const p_rk_component_set_interaction_enabled)(void *component, int32_t enabled) = rk_component_set_interaction_enabled;
static rk_status (*const p_rk_component_set_automatically_change_alpha)(void *component, int32_t enabled) = rk_component_set_automatically_change_alpha;
static rk_status (*const p_rk_component_set_animation_durations)(void *component, double fast, double slow) = rk_component_set_animation_durations;
static rk_status (*const p_rk_component_set_height)(void *component, double height) = rk_component_set_height;
static rk_status (*const p_rk_component_set_ignored_bottom_inset)(void *component, double inset) = rk_component_set_ignored_bottom_inset;
static rk_status (*const p_rk_component_set_data_count)(void *component, int64_t count) = rk_component_set_data_count;
static rk_status (*const p_rk_component_begin_refreshing)(void *component, rk_component_completion_fn completion, void *user_data) = rk_component_begin_refreshing;
static rk_status (*const p_rk_component_end_refreshing)(void *component, rk_component_completion_fn completion, void *user_data) = rk_component_end_refreshing;
static rk_status (*const p_rk_component_end_refreshing_with_no_more_data)(void *component, rk_component_completion_fn completion, void *user_data) = rk_component_end_refreshing_with_no_more_data;
static rk_status (*const p_rk_component_reset_no_more_data)(void *component, rk_component_completion_fn completion, void *user_data) = rk_component_reset_no_more_data;
static rk_status (*const p_rk_component_end_refreshing_with_failure)(void *component, const char *message, rk_component_completion_fn completion, void *user_data) = rk_component_end_refreshing_with_failure;
static rk_status (*const p_rk_component_retry)(void *component, rk_component_completion_fn completion, void *user_data) = rk_component_retry;
static rk_status (*const p_rk_component_begin_load)(void *component, rk_component_completion_fn completion, void *user_data, rk_load_id *out_load_id) = rk_component_begin_load;
static rk_status (*const p_rk_component_end_load)(void *component, rk_load_id load_id, rk_load_outcome outcome, const char *message, rk_component_completion_fn completion, void *user_data) = rk_component_end_load;
static rk_status (*const p_rk_component_get_load_id)(void *component, rk_load_id *out_load_id) = rk_component_get_load_id;
static rk_status (*const p_rk_component_set_refreshing_with_state_of_task)(void *component, rk_task *task) = rk_component_set_refreshing_with_state_of_task;
static rk_status (*const p_rk_component_set_title)(void *component, rk_refresh_state state, const char *title) = rk_component_set_title;
static rk_status (*const p_rk_component_get_title)(void *component, rk_refresh_state state, char *buf, size_t cap, size_t *out_length) = rk_component_get_title;
static rk_status (*const p_rk_component_set_language)(void *component, const char *language) = rk_component_set_language;
static rk_status (*const p_rk_component_get_language)(void *component, char *buf, size_t cap, size_t *out_length) = rk_component_get_language;
static rk_status (*const p_rk_component_get_label)(void *component, char *buf, size_t cap, size_t *out_length) = rk_component_get_label;
static rk_status (*const p_rk_component_set_label_hidden)(void *component, int32_t hidden) = rk_component_set_label_hidden;
static rk_status (*const p_rk_component_set_label_left_inset)(void *component, double inset) = rk_component_set_label_left_inset;
static rk_status (*const p_rk_component_set_text_width)(void *component, double width) = rk_component_set_text_width;
static rk_status (*const p_rk_component_set_images)(void *component, rk_refresh_state state, const rk_image *images, uint32_t count) = rk_component_set_images;
static rk_status (*const p_rk_component_set_images_with_duration)(void *component, rk_refresh_state state, const rk_image *images, uint32_t count, double duration) = rk_component_set_images_with_duration;
static rk_status (*const p_rk_component_set_images_with_frame_durations)(void *component, rk_refresh_state state, const rk_image *images, const double *durations, uint32_t count) = rk_component_set_images_with_frame_durations;
static rk_status (*const p_rk_component_get_gif)(void *component, rk_footer_gif *out) = rk_component_get_gif;
static rk_status (*const p_rk_component_frame_at)(void *component, double t, uint64_t *out_image_id, int32_t *out_index) = rk_component_frame_at;
static rk_status (*const p_rk_component_get_state)(void *component, rk_refresh_state *out_state) = rk_component_get_state;
static rk_status (*const p_rk_component_get_pulling_percent)(void *component, double *out_percent) = rk_component_get_pulling_percent;
static rk_status (*const p_rk_component_get_alpha)(void *component, double *out_alpha) = rk_component_get_alpha;
/* 1.5 */
static rk_status (*const p_rk_scroll_view_content_inserted)(rk_scroll_view *scroll_view, rk_scroll_edge edge, double height, int64_t items) = rk_scroll_view_content_inserted;
static rk_status (*const p_rk_scroll_view_get_load_states)(rk_scroll_view *scroll_view, rk_load_states *out) = rk_scroll_view_get_load_states;
static const char *(*const p_rk_load_status_name)(rk_load_status status) = rk_load_status_name;
static rk_status (*const p_rk_component_cancel_load)(void *component, rk_load_id load_id) = rk_component_cancel_load;
static rk_status (*const p_rk_component_restart_load)(void *component, rk_component_completion_fn completion, void *user_data, rk_load_id *out_load_id) = rk_component_restart_load;
static const char *(*const p_rk_load_cancel_reason_name)(rk_load_cancel_reason reason) = rk_load_cancel_reason_name;
static rk_status (*const p_rk_auto_header_create)(rk_context *ctx, rk_auto_footer_style style, rk_auto_header **out_auto_header) = rk_auto_header_create;
static rk_status (*const p_rk_auto_header_set_trigger_percent)(rk_auto_header *auto_header, double percent) = rk_auto_header_set_trigger_percent;
static rk_status (*const p_rk_auto_header_set_automatically_refresh)(rk_auto_header *auto_header, int32_t enabled) = rk_auto_header_set_automatically_refresh;
static rk_status (*const p_rk_auto_header_set_auto_trigger_times)(rk_auto_header *auto_header, int32_t times) = rk_auto_header_set_auto_trigger_times;
static rk_status (*const p_rk_auto_header_set_prefetch_items)(rk_auto_header *auto_header, int64_t items) = rk_auto_header_set_prefetch_items;
static rk_status (*const p_rk_auto_header_get_prefetch_items)(rk_auto_header *auto_header, int64_t *out_items) = rk_auto_header_get_prefetch_items;
static rk_status (*const p_rk_auto_header_tap)(rk_auto_header *auto_header) = rk_auto_header_tap;
static rk_status (*const p_rk_auto_header_set_refreshing_title_hidden)(rk_auto_header *auto_header, int32_t hidden) = rk_auto_header_set_refreshing_title_hidden;
static rk_status (*const p_rk_auto_header_set_spinner_size)(rk_auto_header *auto_header, double width, double height) = rk_auto_header_set_spinner_size;
static rk_status (*const p_rk_auto_header_is_spinner_animating)(rk_auto_header *auto_header, int32_t *out_animating) = rk_auto_header_is_spinner_animating;
static rk_status (*const p_rk_auto_header_get_layout)(rk_auto_header *auto_header, rk_auto_header_layout *out) = rk_auto_header_get_layout;
static rk_status (*const p_rk_auto_header_get_geometry)(rk_auto_header *auto_header, rk_auto_header_geometry *out) = rk_auto_header_get_geometry;
static rk_status (*const p_rk_auto_footer_set_fills_viewport)(rk_auto_footer *auto_footer, int32_t enabled) = rk_auto_footer_set_fills_viewport;
static rk_status (*const p_rk_auto_header_set_fills_viewport)(rk_auto_header *auto_header, int32_t enabled) = rk_auto_header_set_fills_viewport;
/* The formatter's exact type. */
_Static_assert(_Generic((rk_last_updated_formatter)0,
                        size_t (*)(rk_header *, const rk_last_updated_info *, char *, size_t, void *): 1,
                        default: 0),
               "rk_last_updated_formatter keeps its signature");
static rk_status (*const p_rk_get_api)(uint32_t, const rk_api **) = rk_get_api;

typedef void (*rkt_any_fn)(void);

typedef struct {
    const char *name;
    rkt_any_fn address;
} rkt_export;

#define E(name) { #name, (rkt_any_fn)p_##name }
static const rkt_export exports[] = {
    E(rk_version),           E(rk_status_string),     E(rk_last_error_message),
    E(rk_clear_last_error),  E(rk_object_kind),       E(rk_context_create),
    E(rk_context_destroy),   E(rk_context_fd),        E(rk_context_dispatch),
    E(rk_context_next_timeout), E(rk_context_set_wakeup), E(rk_context_set_clock),
    E(rk_context_now),       E(rk_context_post),      E(rk_timer_start),
    E(rk_timer_cancel),      E(rk_signal_count),      E(rk_signal_info),
    E(rk_signal_lookup),     E(rk_connect),           E(rk_disconnect),
    E(rk_probe_create),      E(rk_probe_destroy),     E(rk_probe_emit_values),
    E(rk_probe_emit_measure), E(rk_probe_emit_ping),  E(rk_get_api),
    E(rk_footer_create),
    E(rk_footer_destroy),
    E(rk_footer_set_metrics),
    E(rk_footer_set_visible),
    E(rk_footer_set_hidden),
    E(rk_footer_set_interaction_enabled),
    E(rk_footer_set_data_count),
    E(rk_footer_set_height),
    E(rk_footer_set_ignored_bottom_inset),
    E(rk_footer_begin_refreshing),
    E(rk_footer_end_refreshing),
    E(rk_footer_end_refreshing_with_no_more_data),
    E(rk_footer_reset_no_more_data),
    E(rk_footer_set_images),
    E(rk_footer_set_images_with_duration),
    E(rk_footer_set_images_with_frame_durations),
    E(rk_footer_set_title),
    E(rk_footer_get_title),
    E(rk_footer_set_language),
    E(rk_footer_get_language),
    E(rk_footer_get_label),
    E(rk_footer_set_label_hidden),
    E(rk_footer_set_label_left_inset),
    E(rk_footer_set_text_width),
    E(rk_footer_set_automatically_change_alpha),
    E(rk_footer_set_animation_durations),
    E(rk_footer_set_animation_disabled),
    E(rk_footer_get_state),
    E(rk_footer_get_pulling_percent),
    E(rk_footer_get_alpha),
    E(rk_footer_get_layout),
    E(rk_footer_get_geometry),
    E(rk_footer_get_gif),
    E(rk_footer_frame_at),
    E(rk_task_create),
    E(rk_task_destroy),
    E(rk_task_resume),
    E(rk_task_suspend),
    E(rk_task_cancel),
    E(rk_task_complete),
    E(rk_task_get_state),
    E(rk_indicator_create),
    E(rk_indicator_destroy),
    E(rk_indicator_set_animating_with_state_of_task),
    E(rk_indicator_is_animating),
    E(rk_footer_set_refreshing_with_state_of_task),
    E(rk_activity_monitor_set_enabled),
    E(rk_activity_monitor_set_delays),
    E(rk_activity_monitor_get_info),
    E(rk_probe_emit_pair),
    E(rk_version_string),
    E(rk_object_set_user_data),
    E(rk_object_get_user_data),
    E(rk_kind_name),
    E(rk_type_name),
    E(rk_footer_state_name),
    E(rk_task_state_name),
    E(rk_activity_state_name),
    E(rk_content_mode_name),
    E(rk_header_create),
    E(rk_header_destroy),
    E(rk_header_set_metrics),
    E(rk_header_set_visible),
    E(rk_header_set_hidden),
    E(rk_header_set_interaction_enabled),
    E(rk_header_set_height),
    E(rk_header_set_ignored_top_inset),
    E(rk_header_begin_refreshing),
    E(rk_header_end_refreshing),
    E(rk_header_set_images),
    E(rk_header_set_images_with_duration),
    E(rk_header_set_images_with_frame_durations),
    E(rk_header_set_title),
    E(rk_header_get_title),
    E(rk_header_set_language),
    E(rk_header_get_language),
    E(rk_header_get_label),
    E(rk_header_get_time_label),
    E(rk_header_set_label_hidden),
    E(rk_header_set_time_label_hidden),
    E(rk_header_set_label_left_inset),
    E(rk_header_set_text_widths),
    E(rk_header_set_visual_sizes),
    E(rk_header_set_last_updated_key),
    E(rk_header_get_last_updated_key),
    E(rk_header_set_last_updated_text),
    E(rk_header_set_utc_offset),
    E(rk_header_set_automatically_change_alpha),
    E(rk_header_set_animation_durations),
    E(rk_header_get_state),
    E(rk_header_get_pulling_percent),
    E(rk_header_get_alpha),
    E(rk_header_get_layout),
    E(rk_header_get_geometry),
    E(rk_header_get_gif),
    E(rk_header_frame_at),
    E(rk_header_set_refreshing_with_state_of_task),
    E(rk_context_set_wall_clock),
    E(rk_context_set_last_updated),
    E(rk_context_get_last_updated),
    E(rk_context_remove_last_updated),
    E(rk_context_last_updated_entry),
    E(rk_header_style_name),
    E(rk_pan_state_name),
    E(rk_trailer_create),
    E(rk_trailer_destroy),
    E(rk_trailer_set_metrics),
    E(rk_trailer_set_visible),
    E(rk_trailer_set_hidden),
    E(rk_trailer_set_interaction_enabled),
    E(rk_trailer_set_data_count),
    E(rk_trailer_set_ignored_right_inset),
    E(rk_trailer_begin_refreshing),
    E(rk_trailer_end_refreshing),
    E(rk_trailer_set_title),
    E(rk_trailer_get_title),
    E(rk_trailer_set_language),
    E(rk_trailer_get_language),
    E(rk_trailer_get_label),
    E(rk_trailer_set_label_hidden),
    E(rk_trailer_set_arrow_size),
    E(rk_trailer_set_automatically_change_alpha),
    E(rk_trailer_set_animation_durations),
    E(rk_trailer_get_state),
    E(rk_trailer_get_pulling_percent),
    E(rk_trailer_get_alpha),
    E(rk_trailer_get_arrow_angle),
    E(rk_trailer_get_layout),
    E(rk_trailer_get_geometry),
    E(rk_trailer_set_refreshing_with_state_of_task),
    E(rk_trailer_style_name),
    E(rk_auto_footer_create),
    E(rk_auto_footer_destroy),
    E(rk_auto_footer_set_metrics),
    E(rk_auto_footer_set_visible),
    E(rk_auto_footer_set_hidden),
    E(rk_auto_footer_set_interaction_enabled),
    E(rk_auto_footer_set_height),
    E(rk_auto_footer_set_ignored_bottom_inset),
    E(rk_auto_footer_set_trigger_percent),
    E(rk_auto_footer_set_automatically_refresh),
    E(rk_auto_footer_set_auto_trigger_times),
    E(rk_auto_footer_set_paging_enabled),
    E(rk_auto_footer_tap),
    E(rk_auto_footer_begin_refreshing),
    E(rk_auto_footer_end_refreshing),
    E(rk_auto_footer_end_refreshing_with_no_more_data),
    E(rk_auto_footer_reset_no_more_data),
    E(rk_auto_footer_set_images),
    E(rk_auto_footer_set_images_with_duration),
    E(rk_auto_footer_set_images_with_frame_durations),
    E(rk_auto_footer_set_title),
    E(rk_auto_footer_get_title),
    E(rk_auto_footer_set_language),
    E(rk_auto_footer_get_language),
    E(rk_auto_footer_get_label),
    E(rk_auto_footer_set_refreshing_title_hidden),
    E(rk_auto_footer_set_label_left_inset),
    E(rk_auto_footer_set_text_width),
    E(rk_auto_footer_set_spinner_size),
    E(rk_auto_footer_set_automatically_change_alpha),
    E(rk_auto_footer_set_animation_durations),
    E(rk_auto_footer_get_state),
    E(rk_auto_footer_get_pulling_percent),
    E(rk_auto_footer_get_alpha),
    E(rk_auto_footer_is_spinner_animating),
    E(rk_auto_footer_get_layout),
    E(rk_auto_footer_get_geometry),
    E(rk_auto_footer_get_gif),
    E(rk_auto_footer_frame_at),
    E(rk_auto_footer_set_refreshing_with_state_of_task),
    E(rk_auto_footer_style_name),
    E(rk_scroll_view_create),
    E(rk_scroll_view_destroy),
    E(rk_scroll_view_set_metrics),
    E(rk_scroll_view_attach),
    E(rk_scroll_view_detach),
    E(rk_scroll_view_get_component),
    E(rk_scroll_view_get_metrics),
    E(rk_scroll_view_get_host_inset),
    E(rk_footer_end_refreshing_with_failure),
    E(rk_footer_retry),
    E(rk_header_end_refreshing_with_failure),
    E(rk_header_retry),
    E(rk_auto_footer_end_refreshing_with_failure),
    E(rk_auto_footer_retry),
    E(rk_trailer_end_refreshing_with_failure),
    E(rk_trailer_retry),
    E(rk_follow_task),
    E(rk_footer_begin_load),
    E(rk_footer_end_load),
    E(rk_footer_get_load_id),
    E(rk_header_begin_load),
    E(rk_header_end_load),
    E(rk_header_get_load_id),
    E(rk_auto_footer_begin_load),
    E(rk_auto_footer_end_load),
    E(rk_auto_footer_get_load_id),
    E(rk_trailer_begin_load),
    E(rk_trailer_end_load),
    E(rk_trailer_get_load_id),
    E(rk_auto_footer_set_prefetch_items),
    E(rk_auto_footer_get_prefetch_items),
    E(rk_activate),
    E(rk_context_set_reduced_motion),
    E(rk_context_get_reduced_motion),
    /* B7 progress (1.3, issue 16) */
    E(rk_task_set_progress),
    E(rk_task_get_progress),
    E(rk_progress_create),
    E(rk_progress_destroy),
    E(rk_progress_set_task),
    E(rk_progress_set_tasks),
    E(rk_progress_get_fraction),
    E(rk_progress_direction_name),
    /* 1.4 */
    E(rk_header_set_last_updated_formatter),
    E(rk_context_set_utc_offset),
    E(rk_context_get_utc_offset),
    E(rk_component_destroy),
    E(rk_component_set_metrics),
    E(rk_component_set_visible),
    E(rk_component_set_hidden),
    E(rk_component_set_interaction_enabled),
    E(rk_component_set_automatically_change_alpha),
    E(rk_component_set_animation_durations),
    E(rk_component_set_height),
    E(rk_component_set_ignored_bottom_inset),
    E(rk_component_set_data_count),
    E(rk_component_begin_refreshing),
    E(rk_component_end_refreshing),
    E(rk_component_end_refreshing_with_no_more_data),
    E(rk_component_reset_no_more_data),
    E(rk_component_end_refreshing_with_failure),
    E(rk_component_retry),
    E(rk_component_begin_load),
    E(rk_component_end_load),
    E(rk_component_get_load_id),
    E(rk_component_set_refreshing_with_state_of_task),
    E(rk_component_set_title),
    E(rk_component_get_title),
    E(rk_component_set_language),
    E(rk_component_get_language),
    E(rk_component_get_label),
    E(rk_component_set_label_hidden),
    E(rk_component_set_label_left_inset),
    E(rk_component_set_text_width),
    E(rk_component_set_images),
    E(rk_component_set_images_with_duration),
    E(rk_component_set_images_with_frame_durations),
    E(rk_component_get_gif),
    E(rk_component_frame_at),
    E(rk_component_get_state),
    E(rk_component_get_pulling_percent),
    E(rk_component_get_alpha),
    E(rk_scroll_view_content_inserted),
    E(rk_scroll_view_get_load_states),
    E(rk_load_status_name),
    E(rk_component_cancel_load),
    E(rk_component_restart_load),
    E(rk_load_cancel_reason_name),
    E(rk_auto_header_create),
    E(rk_auto_header_set_trigger_percent),
    E(rk_auto_header_set_automatically_refresh),
    E(rk_auto_header_set_auto_trigger_times),
    E(rk_auto_header_set_prefetch_items),
    E(rk_auto_header_get_prefetch_items),
    E(rk_auto_header_tap),
    E(rk_auto_header_set_refreshing_title_hidden),
    E(rk_auto_header_set_spinner_size),
    E(rk_auto_header_is_spinner_animating),
    E(rk_auto_header_get_layout),
    E(rk_auto_header_get_geometry),
    E(rk_auto_footer_set_fills_viewport),
    E(rk_auto_header_set_fills_viewport),
};
#undef E

/* ---- numbers that never change ---- */

_Static_assert(RK_VERSION_MAJOR == 1 && RK_ABI_MAJOR == 1, "the SONAME is librefreshkit.so.1");

_Static_assert(RK_OK == 0, "status numbers are stable");
_Static_assert(RK_ERR_INVALID_ARGUMENT == -1, "status numbers are stable");
_Static_assert(RK_ERR_INVALID_HANDLE == -2, "status numbers are stable");
_Static_assert(RK_ERR_INVALID_STATE == -3, "status numbers are stable");
_Static_assert(RK_ERR_NOT_FOUND == -4, "status numbers are stable");
_Static_assert(RK_ERR_WRONG_THREAD == -5, "status numbers are stable");
_Static_assert(RK_ERR_LIMIT == -6, "status numbers are stable");
_Static_assert(RK_ERR_NO_MEMORY == -7, "status numbers are stable");
_Static_assert(RK_ERR_VERSION == -8, "status numbers are stable");
_Static_assert(RK_ERR_SYSTEM == -9, "status numbers are stable");
_Static_assert(RK_ERR_BUSY == -10, "status numbers are stable");

_Static_assert(RK_KIND_CONTEXT == 1 && RK_KIND_PROBE == 2, "kind numbers are stable");
_Static_assert(RK_KIND_HEADER == 6, "kind numbers are stable");
_Static_assert(RK_KIND_TRAILER == 7 && RK_KIND_AUTO_FOOTER == 8 && RK_KIND_SCROLL_VIEW == 9, "kind numbers are stable");
_Static_assert(RK_AUTO_FOOTER_STYLE_NORMAL == 0 && RK_AUTO_FOOTER_STYLE_GIF == 1, "style numbers are stable");
_Static_assert(RK_SCROLL_EDGE_TOP == 0 && RK_SCROLL_EDGE_BOTTOM == 1 && RK_SCROLL_EDGE_RIGHT == 2, "edge numbers are stable");
_Static_assert(RK_SCROLL_AXIS_VERTICAL == 0 && RK_SCROLL_AXIS_HORIZONTAL == 1, "axis numbers are stable");
_Static_assert(offsetof(rk_auto_footer_layout, struct_size) == 0 && offsetof(rk_auto_footer_geometry, struct_size) == 0,
               "growable structs begin with struct_size");
_Static_assert(sizeof(rk_auto_footer_layout) == 8 + 4 * sizeof(rk_rect) + 8, "rk_auto_footer_layout has no hidden padding");
_Static_assert(sizeof(rk_auto_footer_geometry) == 8 + 9 * sizeof(double) + 6 * 4, "rk_auto_footer_geometry has no hidden padding");
_Static_assert(RK_SCROLL_METRICS_SIZE_1_0 == offsetof(rk_scroll_metrics, content_width), "1.0 metrics end at offset_y");

_Static_assert(RK_TYPE_VOID == 0 && RK_TYPE_POINTER == 1 && RK_TYPE_INT32 == 2 &&
                   RK_TYPE_INT64 == 3 && RK_TYPE_UINT64 == 4 && RK_TYPE_DOUBLE == 5 &&
                   RK_TYPE_STRING == 6,
               "type numbers are stable");
_Static_assert(RK_SIGNAL_MAX_PARAMS == 12, "rk_signal_desc's arrays have 12 entries");

/* Fixed-width types, as the header promises. */
_Static_assert(sizeof(rk_status) == 4 && (rk_status)-1 < 0, "rk_status is int32_t");
_Static_assert(sizeof(rk_kind) == 4 && sizeof(rk_type) == 4, "rk_kind and rk_type are int32_t");
_Static_assert(sizeof(rk_connection) == 8 && (rk_connection)-1 > 0, "rk_connection is uint64_t");
_Static_assert(sizeof(rk_timer) == 8 && (rk_timer)-1 > 0, "rk_timer is uint64_t");

/* ---- struct layouts: fields only appended ---- */

#define FNPTR sizeof(void (*)(void))
#define API_AT(field, index) \
    _Static_assert(offsetof(rk_api, field) == offsetof(rk_api, version) + (index) * FNPTR, \
                   "rk_api field " #field " keeps its place")

_Static_assert(offsetof(rk_api, struct_size) == 0, "rk_api begins with struct_size");
_Static_assert(offsetof(rk_api, abi_version) == 4, "rk_api: abi_version follows struct_size");
_Static_assert(offsetof(rk_api, version) == 8, "rk_api: the functions follow");
API_AT(version, 0);
API_AT(status_string, 1);
API_AT(last_error_message, 2);
API_AT(clear_last_error, 3);
API_AT(object_kind, 4);
API_AT(context_create, 5);
API_AT(context_destroy, 6);
API_AT(context_fd, 7);
API_AT(context_dispatch, 8);
API_AT(context_next_timeout, 9);
API_AT(context_set_wakeup, 10);
API_AT(context_set_clock, 11);
API_AT(context_now, 12);
API_AT(context_post, 13);
API_AT(timer_start, 14);
API_AT(timer_cancel, 15);
API_AT(signal_count, 16);
API_AT(signal_info, 17);
API_AT(signal_lookup, 18);
API_AT(connect, 19);
API_AT(disconnect, 20);
API_AT(probe_create, 21);
API_AT(probe_destroy, 22);
API_AT(probe_emit_values, 23);
API_AT(probe_emit_measure, 24);
API_AT(probe_emit_ping, 25);
API_AT(footer_create, 26);
API_AT(footer_destroy, 27);
API_AT(footer_set_metrics, 28);
API_AT(footer_set_visible, 29);
API_AT(footer_set_hidden, 30);
API_AT(footer_set_interaction_enabled, 31);
API_AT(footer_set_data_count, 32);
API_AT(footer_set_height, 33);
API_AT(footer_set_ignored_bottom_inset, 34);
API_AT(footer_begin_refreshing, 35);
API_AT(footer_end_refreshing, 36);
API_AT(footer_end_refreshing_with_no_more_data, 37);
API_AT(footer_reset_no_more_data, 38);
API_AT(footer_set_images, 39);
API_AT(footer_set_images_with_duration, 40);
API_AT(footer_set_images_with_frame_durations, 41);
API_AT(footer_set_title, 42);
API_AT(footer_get_title, 43);
API_AT(footer_set_language, 44);
API_AT(footer_get_language, 45);
API_AT(footer_get_label, 46);
API_AT(footer_set_label_hidden, 47);
API_AT(footer_set_label_left_inset, 48);
API_AT(footer_set_text_width, 49);
API_AT(footer_set_automatically_change_alpha, 50);
API_AT(footer_set_animation_durations, 51);
API_AT(footer_set_animation_disabled, 52);
API_AT(footer_get_state, 53);
API_AT(footer_get_pulling_percent, 54);
API_AT(footer_get_alpha, 55);
API_AT(footer_get_layout, 56);
API_AT(footer_get_geometry, 57);
API_AT(footer_get_gif, 58);
API_AT(footer_frame_at, 59);
API_AT(task_create, 60);
API_AT(task_destroy, 61);
API_AT(task_resume, 62);
API_AT(task_suspend, 63);
API_AT(task_cancel, 64);
API_AT(task_complete, 65);
API_AT(task_get_state, 66);
API_AT(indicator_create, 67);
API_AT(indicator_destroy, 68);
API_AT(indicator_set_animating_with_state_of_task, 69);
API_AT(indicator_is_animating, 70);
API_AT(footer_set_refreshing_with_state_of_task, 71);
API_AT(activity_monitor_set_enabled, 72);
API_AT(activity_monitor_set_delays, 73);
API_AT(activity_monitor_get_info, 74);
API_AT(probe_emit_pair, 75);
/* ABI 1.0 ends here; a newer minor may only append (then update this assertion and add its fields). */
API_AT(version_string, 76);
API_AT(object_set_user_data, 77);
API_AT(object_get_user_data, 78);
API_AT(kind_name, 79);
API_AT(type_name, 80);
API_AT(footer_state_name, 81);
API_AT(task_state_name, 82);
API_AT(activity_state_name, 83);
API_AT(content_mode_name, 84);
/* ABI 1.1 ends here. */
API_AT(header_create, 85);
API_AT(header_destroy, 86);
API_AT(header_set_metrics, 87);
API_AT(header_set_visible, 88);
API_AT(header_set_hidden, 89);
API_AT(header_set_interaction_enabled, 90);
API_AT(header_set_height, 91);
API_AT(header_set_ignored_top_inset, 92);
API_AT(header_begin_refreshing, 93);
API_AT(header_end_refreshing, 94);
API_AT(header_set_images, 95);
API_AT(header_set_images_with_duration, 96);
API_AT(header_set_images_with_frame_durations, 97);
API_AT(header_set_title, 98);
API_AT(header_get_title, 99);
API_AT(header_set_language, 100);
API_AT(header_get_language, 101);
API_AT(header_get_label, 102);
API_AT(header_get_time_label, 103);
API_AT(header_set_label_hidden, 104);
API_AT(header_set_time_label_hidden, 105);
API_AT(header_set_label_left_inset, 106);
API_AT(header_set_text_widths, 107);
API_AT(header_set_visual_sizes, 108);
API_AT(header_set_last_updated_key, 109);
API_AT(header_get_last_updated_key, 110);
API_AT(header_set_last_updated_text, 111);
API_AT(header_set_utc_offset, 112);
API_AT(header_set_automatically_change_alpha, 113);
API_AT(header_set_animation_durations, 114);
API_AT(header_get_state, 115);
API_AT(header_get_pulling_percent, 116);
API_AT(header_get_alpha, 117);
API_AT(header_get_layout, 118);
API_AT(header_get_geometry, 119);
API_AT(header_get_gif, 120);
API_AT(header_frame_at, 121);
API_AT(header_set_refreshing_with_state_of_task, 122);
API_AT(context_set_wall_clock, 123);
API_AT(context_set_last_updated, 124);
API_AT(context_get_last_updated, 125);
API_AT(context_remove_last_updated, 126);
API_AT(context_last_updated_entry, 127);
API_AT(header_style_name, 128);
API_AT(pan_state_name, 129);
API_AT(trailer_create, 130);
API_AT(trailer_destroy, 131);
API_AT(trailer_set_metrics, 132);
API_AT(trailer_set_visible, 133);
API_AT(trailer_set_hidden, 134);
API_AT(trailer_set_interaction_enabled, 135);
API_AT(trailer_set_data_count, 136);
API_AT(trailer_set_ignored_right_inset, 137);
API_AT(trailer_begin_refreshing, 138);
API_AT(trailer_end_refreshing, 139);
API_AT(trailer_set_title, 140);
API_AT(trailer_get_title, 141);
API_AT(trailer_set_language, 142);
API_AT(trailer_get_language, 143);
API_AT(trailer_get_label, 144);
API_AT(trailer_set_label_hidden, 145);
API_AT(trailer_set_arrow_size, 146);
API_AT(trailer_set_automatically_change_alpha, 147);
API_AT(trailer_set_animation_durations, 148);
API_AT(trailer_get_state, 149);
API_AT(trailer_get_pulling_percent, 150);
API_AT(trailer_get_alpha, 151);
API_AT(trailer_get_arrow_angle, 152);
API_AT(trailer_get_layout, 153);
API_AT(trailer_get_geometry, 154);
API_AT(trailer_set_refreshing_with_state_of_task, 155);
API_AT(trailer_style_name, 156);
API_AT(auto_footer_create, 157);
API_AT(auto_footer_destroy, 158);
API_AT(auto_footer_set_metrics, 159);
API_AT(auto_footer_set_visible, 160);
API_AT(auto_footer_set_hidden, 161);
API_AT(auto_footer_set_interaction_enabled, 162);
API_AT(auto_footer_set_height, 163);
API_AT(auto_footer_set_ignored_bottom_inset, 164);
API_AT(auto_footer_set_trigger_percent, 165);
API_AT(auto_footer_set_automatically_refresh, 166);
API_AT(auto_footer_set_auto_trigger_times, 167);
API_AT(auto_footer_set_paging_enabled, 168);
API_AT(auto_footer_tap, 169);
API_AT(auto_footer_begin_refreshing, 170);
API_AT(auto_footer_end_refreshing, 171);
API_AT(auto_footer_end_refreshing_with_no_more_data, 172);
API_AT(auto_footer_reset_no_more_data, 173);
API_AT(auto_footer_set_images, 174);
API_AT(auto_footer_set_images_with_duration, 175);
API_AT(auto_footer_set_images_with_frame_durations, 176);
API_AT(auto_footer_set_title, 177);
API_AT(auto_footer_get_title, 178);
API_AT(auto_footer_set_language, 179);
API_AT(auto_footer_get_language, 180);
API_AT(auto_footer_get_label, 181);
API_AT(auto_footer_set_refreshing_title_hidden, 182);
API_AT(auto_footer_set_label_left_inset, 183);
API_AT(auto_footer_set_text_width, 184);
API_AT(auto_footer_set_spinner_size, 185);
API_AT(auto_footer_set_automatically_change_alpha, 186);
API_AT(auto_footer_set_animation_durations, 187);
API_AT(auto_footer_get_state, 188);
API_AT(auto_footer_get_pulling_percent, 189);
API_AT(auto_footer_get_alpha, 190);
API_AT(auto_footer_is_spinner_animating, 191);
API_AT(auto_footer_get_layout, 192);
API_AT(auto_footer_get_geometry, 193);
API_AT(auto_footer_get_gif, 194);
API_AT(auto_footer_frame_at, 195);
API_AT(auto_footer_set_refreshing_with_state_of_task, 196);
API_AT(auto_footer_style_name, 197);
API_AT(scroll_view_create, 198);
API_AT(scroll_view_destroy, 199);
API_AT(scroll_view_set_metrics, 200);
API_AT(scroll_view_attach, 201);
API_AT(scroll_view_detach, 202);
API_AT(scroll_view_get_component, 203);
API_AT(scroll_view_get_metrics, 204);
API_AT(scroll_view_get_host_inset, 205);
/* ABI 1.2 ends here. */
API_AT(footer_end_refreshing_with_failure, 206);
API_AT(footer_retry, 207);
API_AT(header_end_refreshing_with_failure, 208);
API_AT(header_retry, 209);
API_AT(auto_footer_end_refreshing_with_failure, 210);
API_AT(auto_footer_retry, 211);
API_AT(trailer_end_refreshing_with_failure, 212);
API_AT(trailer_retry, 213);
API_AT(follow_task, 214);
API_AT(footer_begin_load, 215);
API_AT(footer_end_load, 216);
API_AT(footer_get_load_id, 217);
API_AT(header_begin_load, 218);
API_AT(header_end_load, 219);
API_AT(header_get_load_id, 220);
API_AT(auto_footer_begin_load, 221);
API_AT(auto_footer_end_load, 222);
API_AT(auto_footer_get_load_id, 223);
API_AT(trailer_begin_load, 224);
API_AT(trailer_end_load, 225);
API_AT(trailer_get_load_id, 226);
API_AT(auto_footer_set_prefetch_items, 227);
API_AT(auto_footer_get_prefetch_items, 228);
API_AT(activate, 229);
API_AT(context_set_reduced_motion, 230);
API_AT(context_get_reduced_motion, 231);
/* B7 progress (1.3, issue 16) */
API_AT(task_set_progress, 232);
API_AT(task_get_progress, 233);
API_AT(progress_create, 234);
API_AT(progress_destroy, 235);
API_AT(progress_set_task, 236);
API_AT(progress_set_tasks, 237);
API_AT(progress_get_fraction, 238);
API_AT(progress_direction_name, 239);
/* ABI 1.3 ends here. */
API_AT(header_set_last_updated_formatter, 240);
API_AT(context_set_utc_offset, 241);
API_AT(context_get_utc_offset, 242);
API_AT(component_destroy, 243);
API_AT(component_set_metrics, 244);
API_AT(component_set_visible, 245);
API_AT(component_set_hidden, 246);
API_AT(component_set_interaction_enabled, 247);
API_AT(component_set_automatically_change_alpha, 248);
API_AT(component_set_animation_durations, 249);
API_AT(component_set_height, 250);
API_AT(component_set_ignored_bottom_inset, 251);
API_AT(component_set_data_count, 252);
API_AT(component_begin_refreshing, 253);
API_AT(component_end_refreshing, 254);
API_AT(component_end_refreshing_with_no_more_data, 255);
API_AT(component_reset_no_more_data, 256);
API_AT(component_end_refreshing_with_failure, 257);
API_AT(component_retry, 258);
API_AT(component_begin_load, 259);
API_AT(component_end_load, 260);
API_AT(component_get_load_id, 261);
API_AT(component_set_refreshing_with_state_of_task, 262);
API_AT(component_set_title, 263);
API_AT(component_get_title, 264);
API_AT(component_set_language, 265);
API_AT(component_get_language, 266);
API_AT(component_get_label, 267);
API_AT(component_set_label_hidden, 268);
API_AT(component_set_label_left_inset, 269);
API_AT(component_set_text_width, 270);
API_AT(component_set_images, 271);
API_AT(component_set_images_with_duration, 272);
API_AT(component_set_images_with_frame_durations, 273);
API_AT(component_get_gif, 274);
API_AT(component_frame_at, 275);
API_AT(component_get_state, 276);
API_AT(component_get_pulling_percent, 277);
API_AT(component_get_alpha, 278);
/* ABI 1.4 ends here. */
API_AT(scroll_view_content_inserted, 279);
API_AT(scroll_view_get_load_states, 280);
API_AT(load_status_name, 281);
API_AT(component_cancel_load, 282);
API_AT(component_restart_load, 283);
API_AT(load_cancel_reason_name, 284);
API_AT(auto_header_create, 285);
API_AT(auto_header_set_trigger_percent, 286);
API_AT(auto_header_set_automatically_refresh, 287);
API_AT(auto_header_set_auto_trigger_times, 288);
API_AT(auto_header_set_prefetch_items, 289);
API_AT(auto_header_get_prefetch_items, 290);
API_AT(auto_header_tap, 291);
API_AT(auto_header_set_refreshing_title_hidden, 292);
API_AT(auto_header_set_spinner_size, 293);
API_AT(auto_header_is_spinner_animating, 294);
API_AT(auto_header_get_layout, 295);
API_AT(auto_header_get_geometry, 296);
API_AT(auto_footer_set_fills_viewport, 297);
API_AT(auto_header_set_fills_viewport, 298);
/* ABI 1.5 ends here. */
_Static_assert(sizeof(rk_api) == offsetof(rk_api, version) + 299 * FNPTR, "rk_api 1.5 has 299 functions");
_Static_assert(RK_LOAD_CANCELLED == 3 && RK_LOAD_CANCEL_SUPERSEDED == 0 && RK_LOAD_CANCEL_HIDDEN == 5,
               "load cancel values are stable");
_Static_assert(sizeof(rk_load_states) == 80 && offsetof(rk_load_states, append) == 56, "rk_load_states 1.5");
_Static_assert(RK_LOAD_STATUS_NOT_LOADING == 0 && RK_LOAD_STATUS_END_REACHED == 3, "load status values are stable");
_Static_assert(RK_KIND_PROGRESS == 10 && RK_KIND_AUTO_HEADER == 11, "kind numbers are stable");
_Static_assert(RK_PROGRESS_UPLOAD == 0 && RK_PROGRESS_DOWNLOAD == 1 && RK_PROGRESS_UNKNOWN == -1,
               "progress numbers are stable");
_Static_assert(RK_FOLLOW_FAILURE == 1, "flag values are stable");
_Static_assert(RK_FOOTER_FAILED == 6, "state numbers are stable");
_Static_assert(RK_LOAD_DONE == 0 && RK_LOAD_NO_MORE_DATA == 1 && RK_LOAD_FAILED == 2, "outcome values are stable");
_Static_assert(sizeof(rk_load_id) == 8, "load ids are 64-bit");
_Static_assert(RK_SCROLL_METRICS_SIZE_1_2 == offsetof(rk_scroll_metrics, item_count), "1.2's metrics end before 1.3's fields");
_Static_assert(RK_SCROLL_METRICS_SIZE_1_3 == offsetof(rk_scroll_metrics, first_visible_item), "1.3's metrics end before 1.5's field");
_Static_assert(sizeof(rk_scroll_metrics) == 120, "rk_scroll_metrics 1.5 is 120 bytes");
_Static_assert(RK_ANNOUNCEMENT_LOW == 0 && RK_ANNOUNCEMENT_MEDIUM == 1 && RK_ANNOUNCEMENT_HIGH == 2, "priorities are stable");
/* 1.4 */
_Static_assert(RK_TIME_TEXT_INVALID_UTF8 == 1 && RK_TIME_TEXT_TOO_LONG == 2 && RK_TIME_TEXT_SIZE_CHANGED == 3,
               "refusal reasons are stable");
_Static_assert(RK_LAST_UPDATED_BUILT_IN == SIZE_MAX && RK_LAST_UPDATED_FIRST_CAP == 256, "formatter constants are stable");
_Static_assert(offsetof(rk_last_updated_info, struct_size) == 0, "rk_last_updated_info begins with struct_size");
_Static_assert(offsetof(rk_last_updated_info, has_time) == 4 && offsetof(rk_last_updated_info, time) == 8 &&
                   offsetof(rk_last_updated_info, has_now) == 16 && offsetof(rk_last_updated_info, utc_offset) == 20 &&
                   offsetof(rk_last_updated_info, now) == 24,
               "rk_last_updated_info layout");
_Static_assert(sizeof(rk_last_updated_info) == 32, "rk_last_updated_info 1.4 is 32 bytes, no hidden padding");

_Static_assert(offsetof(rk_signal_desc, struct_size) == 0, "rk_signal_desc begins with struct_size");
_Static_assert(offsetof(rk_signal_desc, index) == 4, "rk_signal_desc layout");
_Static_assert(offsetof(rk_signal_desc, name) == 8, "rk_signal_desc layout");
_Static_assert(offsetof(rk_signal_desc, return_type) == 8 + sizeof(const char *), "rk_signal_desc layout");
_Static_assert(offsetof(rk_signal_desc, param_count) == offsetof(rk_signal_desc, return_type) + 4,
               "rk_signal_desc layout");
_Static_assert(offsetof(rk_signal_desc, param_types) == offsetof(rk_signal_desc, param_count) + 4,
               "rk_signal_desc layout");
_Static_assert(offsetof(rk_signal_desc, param_names) % sizeof(const char *) == 0 &&
                   offsetof(rk_signal_desc, param_names) >=
                       offsetof(rk_signal_desc, param_types) + RK_SIGNAL_MAX_PARAMS * sizeof(rk_type),
               "rk_signal_desc layout");

/* ---- run time ---- */

static void every_export_resolves_to_itself(void) {
    size_t i;
    for (i = 0; i < sizeof exports / sizeof exports[0]; i++) {
        void *sym = dlsym(RTLD_DEFAULT, exports[i].name);
        CHECK_MSG(sym != NULL, "dlsym(\"%s\") found nothing", exports[i].name);
        CHECK_MSG(sym == NULL || memcmp(&sym, &exports[i].address, sizeof sym) == 0,
                  "%s: the linked address is not the one dlsym finds", exports[i].name);
    }
    CHECK_EQ_INT(sizeof exports / sizeof exports[0], 300); /* 86 in 1.1, 121 more in 1.2, 34 in 1.3, 39 in 1.4, 20 in 1.5 */
}

static void every_export_is_in_the_api_table(void) {
    const rk_api *api = NULL;
    size_t i, offset, found;
    CHECK_OK(p_rk_get_api(RK_ABI_MAJOR, &api));
    if (api == NULL) return;
    /* Every table field is one of the header's functions, each at most once, and every function but
       rk_get_api is in the table. */
    found = 0;
    for (i = 0; i < sizeof exports / sizeof exports[0]; i++) {
        size_t hits = 0;
        for (offset = offsetof(rk_api, version); offset + FNPTR <= api->struct_size; offset += FNPTR) {
            rkt_any_fn field;
            memcpy(&field, (const char *)api + offset, sizeof field);
            if (field == exports[i].address) hits++;
        }
        if (strcmp(exports[i].name, "rk_get_api") == 0) {
            CHECK_MSG(hits == 0, "rk_get_api is in its own table");
        } else {
            CHECK_MSG(hits == 1, "%s is %zu times in the API table", exports[i].name, hits);
            found += hits;
        }
    }
    CHECK_EQ_U64(found, (api->struct_size - offsetof(rk_api, version)) / FNPTR);
}

/* The pointers are callable with their declared types (a call per signature shape). */
static void typed_pointers_are_callable(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    double value = -1;
    int32_t handled = -1;
    char buf[8];
    CHECK_EQ_U64(p_rk_version(), rk_version());
    CHECK_STR(p_rk_status_string(RK_OK), rk_status_string(RK_OK));
    p_rk_clear_last_error();
    CHECK_EQ_U64(p_rk_last_error_message(buf, sizeof buf), 0);
    CHECK_OK(p_rk_context_create(&ctx));
    CHECK_OK(p_rk_probe_create(ctx, &probe));
    CHECK_OK(p_rk_probe_emit_values(probe, NULL, INT32_MIN, INT64_MIN, UINT64_MAX, -1.5, "x"));
    CHECK_OK(p_rk_probe_emit_measure(probe, "x", 2.0, &value, &handled));
    CHECK_EQ_BITS(value, 0.0);
    CHECK_EQ_INT(handled, 0);
    CHECK_OK(p_rk_probe_emit_ping(probe));
    CHECK_OK(p_rk_probe_destroy(probe));
    CHECK_OK(p_rk_context_destroy(ctx));
    /* Keep every pointer used, whatever this test calls. */
    CHECK(p_rk_object_kind != NULL && p_rk_context_fd != NULL && p_rk_context_dispatch != NULL &&
          p_rk_context_next_timeout != NULL && p_rk_context_set_wakeup != NULL &&
          p_rk_context_set_clock != NULL && p_rk_context_now != NULL && p_rk_context_post != NULL &&
          p_rk_timer_start != NULL && p_rk_timer_cancel != NULL && p_rk_signal_count != NULL &&
          p_rk_signal_info != NULL && p_rk_signal_lookup != NULL && p_rk_connect != NULL &&
          p_rk_disconnect != NULL);
}

static const rkt_case cases[] = {
    RKT_CASE(every_export_resolves_to_itself),
    RKT_CASE(every_export_is_in_the_api_table),
    RKT_CASE(typed_pointers_are_callable),
};

RKT_MAIN(cases)
