import CRefreshKitSupport

/// The table behind rk_get_api. Each field is assigned a Swift export: the header's field types are
/// imported, so a signature that drifts from the header does not compile.
nonisolated(unsafe) private let apiTable: UnsafeMutablePointer<rk_api> = {
    var api = rk_api()
    api.struct_size = UInt32(MemoryLayout<rk_api>.size)
    api.abi_version = UInt32(RK_ABI_MAJOR) << 16 | UInt32(RK_VERSION_MINOR)
    api.version = rk_version
    api.status_string = rk_status_string
    api.last_error_message = rk_last_error_message
    api.clear_last_error = rk_clear_last_error
    api.object_kind = rk_object_kind
    api.context_create = rk_context_create
    api.context_destroy = rk_context_destroy
    api.context_fd = rk_context_fd
    api.context_dispatch = rk_context_dispatch
    api.context_next_timeout = rk_context_next_timeout
    api.context_set_wakeup = rk_context_set_wakeup
    api.context_set_clock = rk_context_set_clock
    api.context_now = rk_context_now
    api.context_post = rk_context_post
    api.timer_start = rk_timer_start
    api.timer_cancel = rk_timer_cancel
    api.signal_count = rk_signal_count
    api.signal_info = rk_signal_info
    api.signal_lookup = rk_signal_lookup
    api.connect = rk_connect
    api.disconnect = rk_disconnect
    api.probe_create = rk_probe_create
    api.probe_destroy = rk_probe_destroy
    api.probe_emit_values = rk_probe_emit_values
    api.probe_emit_measure = rk_probe_emit_measure
    api.probe_emit_ping = rk_probe_emit_ping
    api.footer_create = rk_footer_create
    api.footer_destroy = rk_footer_destroy
    api.footer_set_metrics = rk_footer_set_metrics
    api.footer_set_visible = rk_footer_set_visible
    api.footer_set_hidden = rk_footer_set_hidden
    api.footer_set_interaction_enabled = rk_footer_set_interaction_enabled
    api.footer_set_data_count = rk_footer_set_data_count
    api.footer_set_height = rk_footer_set_height
    api.footer_set_ignored_bottom_inset = rk_footer_set_ignored_bottom_inset
    api.footer_begin_refreshing = rk_footer_begin_refreshing
    api.footer_end_refreshing = rk_footer_end_refreshing
    api.footer_end_refreshing_with_no_more_data = rk_footer_end_refreshing_with_no_more_data
    api.footer_reset_no_more_data = rk_footer_reset_no_more_data
    api.footer_set_images = rk_footer_set_images
    api.footer_set_images_with_duration = rk_footer_set_images_with_duration
    api.footer_set_images_with_frame_durations = rk_footer_set_images_with_frame_durations
    api.footer_set_title = rk_footer_set_title
    api.footer_get_title = rk_footer_get_title
    api.footer_set_language = rk_footer_set_language
    api.footer_get_language = rk_footer_get_language
    api.footer_get_label = rk_footer_get_label
    api.footer_set_label_hidden = rk_footer_set_label_hidden
    api.footer_set_label_left_inset = rk_footer_set_label_left_inset
    api.footer_set_text_width = rk_footer_set_text_width
    api.footer_set_automatically_change_alpha = rk_footer_set_automatically_change_alpha
    api.footer_set_animation_durations = rk_footer_set_animation_durations
    api.footer_set_animation_disabled = rk_footer_set_animation_disabled
    api.footer_get_state = rk_footer_get_state
    api.footer_get_pulling_percent = rk_footer_get_pulling_percent
    api.footer_get_alpha = rk_footer_get_alpha
    api.footer_get_layout = rk_footer_get_layout
    api.footer_get_geometry = rk_footer_get_geometry
    api.footer_get_gif = rk_footer_get_gif
    api.footer_frame_at = rk_footer_frame_at
    api.task_create = rk_task_create
    api.task_destroy = rk_task_destroy
    api.task_resume = rk_task_resume
    api.task_suspend = rk_task_suspend
    api.task_cancel = rk_task_cancel
    api.task_complete = rk_task_complete
    api.task_get_state = rk_task_get_state
    api.indicator_create = rk_indicator_create
    api.indicator_destroy = rk_indicator_destroy
    api.indicator_set_animating_with_state_of_task = rk_indicator_set_animating_with_state_of_task
    api.indicator_is_animating = rk_indicator_is_animating
    api.footer_set_refreshing_with_state_of_task = rk_footer_set_refreshing_with_state_of_task
    api.activity_monitor_set_enabled = rk_activity_monitor_set_enabled
    api.activity_monitor_set_delays = rk_activity_monitor_set_delays
    api.activity_monitor_get_info = rk_activity_monitor_get_info
    api.probe_emit_pair = rk_probe_emit_pair
    api.version_string = rk_version_string
    api.object_set_user_data = rk_object_set_user_data
    api.object_get_user_data = rk_object_get_user_data
    api.kind_name = rk_kind_name
    api.type_name = rk_type_name
    api.footer_state_name = rk_footer_state_name
    api.task_state_name = rk_task_state_name
    api.activity_state_name = rk_activity_state_name
    api.content_mode_name = rk_content_mode_name
    api.header_create = rk_header_create
    api.header_destroy = rk_header_destroy
    api.header_set_metrics = rk_header_set_metrics
    api.header_set_visible = rk_header_set_visible
    api.header_set_hidden = rk_header_set_hidden
    api.header_set_interaction_enabled = rk_header_set_interaction_enabled
    api.header_set_height = rk_header_set_height
    api.header_set_ignored_top_inset = rk_header_set_ignored_top_inset
    api.header_begin_refreshing = rk_header_begin_refreshing
    api.header_end_refreshing = rk_header_end_refreshing
    api.header_set_images = rk_header_set_images
    api.header_set_images_with_duration = rk_header_set_images_with_duration
    api.header_set_images_with_frame_durations = rk_header_set_images_with_frame_durations
    api.header_set_title = rk_header_set_title
    api.header_get_title = rk_header_get_title
    api.header_set_language = rk_header_set_language
    api.header_get_language = rk_header_get_language
    api.header_get_label = rk_header_get_label
    api.header_get_time_label = rk_header_get_time_label
    api.header_set_label_hidden = rk_header_set_label_hidden
    api.header_set_time_label_hidden = rk_header_set_time_label_hidden
    api.header_set_label_left_inset = rk_header_set_label_left_inset
    api.header_set_text_widths = rk_header_set_text_widths
    api.header_set_visual_sizes = rk_header_set_visual_sizes
    api.header_set_last_updated_key = rk_header_set_last_updated_key
    api.header_get_last_updated_key = rk_header_get_last_updated_key
    api.header_set_last_updated_text = rk_header_set_last_updated_text
    api.header_set_utc_offset = rk_header_set_utc_offset
    api.header_set_automatically_change_alpha = rk_header_set_automatically_change_alpha
    api.header_set_animation_durations = rk_header_set_animation_durations
    api.header_get_state = rk_header_get_state
    api.header_get_pulling_percent = rk_header_get_pulling_percent
    api.header_get_alpha = rk_header_get_alpha
    api.header_get_layout = rk_header_get_layout
    api.header_get_geometry = rk_header_get_geometry
    api.header_get_gif = rk_header_get_gif
    api.header_frame_at = rk_header_frame_at
    api.header_set_refreshing_with_state_of_task = rk_header_set_refreshing_with_state_of_task
    api.context_set_wall_clock = rk_context_set_wall_clock
    api.context_set_last_updated = rk_context_set_last_updated
    api.context_get_last_updated = rk_context_get_last_updated
    api.context_remove_last_updated = rk_context_remove_last_updated
    api.context_last_updated_entry = rk_context_last_updated_entry
    api.header_style_name = rk_header_style_name
    api.pan_state_name = rk_pan_state_name
    let table = UnsafeMutablePointer<rk_api>.allocate(capacity: 1)
    table.initialize(to: api)
    return table
}()

@c @implementation
public func rk_get_api(_ abiMajor: UInt32, _ outAPI: UnsafeMutablePointer<UnsafePointer<rk_api>?>?) -> rk_status {
    abiCall("rk_get_api") { () throws(ABIError) in
        let out = try required(outAPI, "out_api")
        guard abiMajor == UInt32(RK_ABI_MAJOR) else {
            throw ABIError(.version, "ABI major \(abiMajor) is not provided (this library provides \(RK_ABI_MAJOR))")
        }
        out.pointee = UnsafePointer(apiTable)
    }
}
