import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// 1.4: the refresh family's functions for any kind (rk_component_*), and rk_activate. Each resolves
// the handle's kind once and calls that kind's own export, so the two share one route: the same
// argument checks in the same order, the same statuses, thread rules and signals. Only the name in
// the last error changes, to the function the host called.

@c @implementation
public func rk_component_destroy(_ component: UnsafeMutableRawPointer?) -> rk_status {
    forward(
        "rk_component_destroy", component,
        KindExports(rk_footer_destroy, rk_header_destroy, rk_auto_footer_destroy, rk_trailer_destroy)
    ) { $0($1) }
}

@c @implementation
public func rk_component_set_metrics(
    _ component: UnsafeMutableRawPointer?, _ metrics: UnsafePointer<rk_scroll_metrics>?
) -> rk_status {
    forward(
        "rk_component_set_metrics", component,
        KindExports(rk_footer_set_metrics, rk_header_set_metrics, rk_auto_footer_set_metrics, rk_trailer_set_metrics)
    ) { $0($1, metrics) }
}

@c @implementation
public func rk_component_set_visible(_ component: UnsafeMutableRawPointer?, _ visible: Int32) -> rk_status {
    forward(
        "rk_component_set_visible", component,
        KindExports(rk_footer_set_visible, rk_header_set_visible, rk_auto_footer_set_visible, rk_trailer_set_visible)
    ) { $0($1, visible) }
}

@c @implementation
public func rk_component_set_hidden(_ component: UnsafeMutableRawPointer?, _ hidden: Int32) -> rk_status {
    forward(
        "rk_component_set_hidden", component,
        KindExports(rk_footer_set_hidden, rk_header_set_hidden, rk_auto_footer_set_hidden, rk_trailer_set_hidden)
    ) { $0($1, hidden) }
}

@c @implementation
public func rk_component_set_interaction_enabled(_ component: UnsafeMutableRawPointer?, _ enabled: Int32) -> rk_status {
    forward(
        "rk_component_set_interaction_enabled", component,
        KindExports(
            rk_footer_set_interaction_enabled, rk_header_set_interaction_enabled,
            rk_auto_footer_set_interaction_enabled, rk_trailer_set_interaction_enabled)
    ) { $0($1, enabled) }
}

@c @implementation
public func rk_component_set_automatically_change_alpha(_ component: UnsafeMutableRawPointer?, _ enabled: Int32)
    -> rk_status
{
    forward(
        "rk_component_set_automatically_change_alpha", component,
        KindExports(
            rk_footer_set_automatically_change_alpha, rk_header_set_automatically_change_alpha,
            rk_auto_footer_set_automatically_change_alpha, rk_trailer_set_automatically_change_alpha)
    ) { $0($1, enabled) }
}

@c @implementation
public func rk_component_set_animation_durations(_ component: UnsafeMutableRawPointer?, _ fast: Double, _ slow: Double)
    -> rk_status
{
    forward(
        "rk_component_set_animation_durations", component,
        KindExports(
            rk_footer_set_animation_durations, rk_header_set_animation_durations,
            rk_auto_footer_set_animation_durations, rk_trailer_set_animation_durations)
    ) { $0($1, fast, slow) }
}

@c @implementation
public func rk_component_set_height(_ component: UnsafeMutableRawPointer?, _ height: Double) -> rk_status {
    forward(
        "rk_component_set_height", component,
        KindExports(rk_footer_set_height, rk_header_set_height, rk_auto_footer_set_height, nil)
    ) { $0($1, height) }
}

@c @implementation
public func rk_component_set_ignored_bottom_inset(_ component: UnsafeMutableRawPointer?, _ inset: Double) -> rk_status {
    forward(
        "rk_component_set_ignored_bottom_inset", component,
        KindExports(rk_footer_set_ignored_bottom_inset, nil, rk_auto_footer_set_ignored_bottom_inset, nil)
    ) { $0($1, inset) }
}

@c @implementation
public func rk_component_set_data_count(_ component: UnsafeMutableRawPointer?, _ count: Int64) -> rk_status {
    forward(
        "rk_component_set_data_count", component,
        KindExports(rk_footer_set_data_count, nil, nil, rk_trailer_set_data_count)
    ) { $0($1, count) }
}

@c @implementation
public func rk_component_begin_refreshing(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward(
        "rk_component_begin_refreshing", component,
        KindExports(
            rk_footer_begin_refreshing, rk_header_begin_refreshing, rk_auto_footer_begin_refreshing,
            rk_trailer_begin_refreshing)
    ) { $0($1, kindCompletion(completion), userData) }
}

@c @implementation
public func rk_component_end_refreshing(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward(
        "rk_component_end_refreshing", component,
        KindExports(
            rk_footer_end_refreshing, rk_header_end_refreshing, rk_auto_footer_end_refreshing, rk_trailer_end_refreshing
        )
    ) { $0($1, kindCompletion(completion), userData) }
}

@c @implementation
public func rk_component_end_refreshing_with_no_more_data(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward(
        "rk_component_end_refreshing_with_no_more_data", component,
        KindExports(
            rk_footer_end_refreshing_with_no_more_data, nil, rk_auto_footer_end_refreshing_with_no_more_data, nil)
    ) { $0($1, kindCompletion(completion), userData) }
}

@c @implementation
public func rk_component_reset_no_more_data(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward(
        "rk_component_reset_no_more_data", component,
        KindExports(rk_footer_reset_no_more_data, nil, rk_auto_footer_reset_no_more_data, nil)
    ) { $0($1, kindCompletion(completion), userData) }
}

@c @implementation
public func rk_component_end_refreshing_with_failure(
    _ component: UnsafeMutableRawPointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward(
        "rk_component_end_refreshing_with_failure", component,
        KindExports(
            rk_footer_end_refreshing_with_failure, rk_header_end_refreshing_with_failure,
            rk_auto_footer_end_refreshing_with_failure, rk_trailer_end_refreshing_with_failure)
    ) { $0($1, message, kindCompletion(completion), userData) }
}

@c @implementation
public func rk_component_retry(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward(
        "rk_component_retry", component,
        KindExports(rk_footer_retry, rk_header_retry, rk_auto_footer_retry, rk_trailer_retry)
    ) { $0($1, kindCompletion(completion), userData) }
}

@c @implementation
public func rk_component_begin_load(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?, _ outLoadId: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    forward(
        "rk_component_begin_load", component,
        KindExports(rk_footer_begin_load, rk_header_begin_load, rk_auto_footer_begin_load, rk_trailer_begin_load)
    ) { $0($1, kindCompletion(completion), userData, outLoadId) }
}

@c @implementation
public func rk_component_end_load(
    _ component: UnsafeMutableRawPointer?, _ loadId: UInt64, _ outcome: rk_load_outcome,
    _ message: UnsafePointer<CChar>?, _ completion: rk_component_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward(
        "rk_component_end_load", component,
        KindExports(rk_footer_end_load, rk_header_end_load, rk_auto_footer_end_load, rk_trailer_end_load)
    ) { $0($1, loadId, outcome, message, kindCompletion(completion), userData) }
}

@c @implementation
public func rk_component_get_load_id(_ component: UnsafeMutableRawPointer?, _ outLoadId: UnsafeMutablePointer<UInt64>?)
    -> rk_status
{
    forward(
        "rk_component_get_load_id", component,
        KindExports(rk_footer_get_load_id, rk_header_get_load_id, rk_auto_footer_get_load_id, rk_trailer_get_load_id)
    ) { $0($1, outLoadId) }
}

@c @implementation
public func rk_component_set_refreshing_with_state_of_task(
    _ component: UnsafeMutableRawPointer?, _ task: OpaquePointer?
) -> rk_status {
    forward(
        "rk_component_set_refreshing_with_state_of_task", component,
        KindExports(
            rk_footer_set_refreshing_with_state_of_task, rk_header_set_refreshing_with_state_of_task,
            rk_auto_footer_set_refreshing_with_state_of_task, rk_trailer_set_refreshing_with_state_of_task)
    ) { $0($1, task) }
}

@c @implementation
public func rk_component_set_title(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ title: UnsafePointer<CChar>?
) -> rk_status {
    forward(
        "rk_component_set_title", component,
        KindExports(rk_footer_set_title, rk_header_set_title, rk_auto_footer_set_title, rk_trailer_set_title)
    ) { $0($1, state, title) }
}

@c @implementation
public func rk_component_get_title(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ buf: UnsafeMutablePointer<CChar>?, _ cap: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    forward(
        "rk_component_get_title", component,
        KindExports(rk_footer_get_title, rk_header_get_title, rk_auto_footer_get_title, rk_trailer_get_title)
    ) { $0($1, state, buf, cap, outLength) }
}

@c @implementation
public func rk_component_set_language(_ component: UnsafeMutableRawPointer?, _ language: UnsafePointer<CChar>?)
    -> rk_status
{
    forward(
        "rk_component_set_language", component,
        KindExports(
            rk_footer_set_language, rk_header_set_language, rk_auto_footer_set_language, rk_trailer_set_language)
    ) { $0($1, language) }
}

@c @implementation
public func rk_component_get_language(
    _ component: UnsafeMutableRawPointer?, _ buf: UnsafeMutablePointer<CChar>?, _ cap: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    forward(
        "rk_component_get_language", component,
        KindExports(
            rk_footer_get_language, rk_header_get_language, rk_auto_footer_get_language, rk_trailer_get_language)
    ) { $0($1, buf, cap, outLength) }
}

@c @implementation
public func rk_component_get_label(
    _ component: UnsafeMutableRawPointer?, _ buf: UnsafeMutablePointer<CChar>?, _ cap: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    forward(
        "rk_component_get_label", component,
        KindExports(rk_footer_get_label, rk_header_get_label, rk_auto_footer_get_label, rk_trailer_get_label)
    ) { $0($1, buf, cap, outLength) }
}

@c @implementation
public func rk_component_set_label_hidden(_ component: UnsafeMutableRawPointer?, _ hidden: Int32) -> rk_status {
    forward(
        "rk_component_set_label_hidden", component,
        KindExports(rk_footer_set_label_hidden, rk_header_set_label_hidden, nil, rk_trailer_set_label_hidden)
    ) { $0($1, hidden) }
}

@c @implementation
public func rk_component_set_label_left_inset(_ component: UnsafeMutableRawPointer?, _ inset: Double) -> rk_status {
    forward(
        "rk_component_set_label_left_inset", component,
        KindExports(
            rk_footer_set_label_left_inset, rk_header_set_label_left_inset, rk_auto_footer_set_label_left_inset, nil)
    ) { $0($1, inset) }
}

@c @implementation
public func rk_component_set_text_width(_ component: UnsafeMutableRawPointer?, _ width: Double) -> rk_status {
    forward(
        "rk_component_set_text_width", component,
        KindExports(rk_footer_set_text_width, nil, rk_auto_footer_set_text_width, nil)
    ) { $0($1, width) }
}

@c @implementation
public func rk_component_set_images(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ images: UnsafePointer<rk_image>?,
    _ count: UInt32
) -> rk_status {
    forward(
        "rk_component_set_images", component,
        KindExports(rk_footer_set_images, rk_header_set_images, rk_auto_footer_set_images, nil)
    ) { $0($1, state, images, count) }
}

@c @implementation
public func rk_component_set_images_with_duration(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ images: UnsafePointer<rk_image>?,
    _ count: UInt32, _ duration: Double
) -> rk_status {
    forward(
        "rk_component_set_images_with_duration", component,
        KindExports(
            rk_footer_set_images_with_duration, rk_header_set_images_with_duration,
            rk_auto_footer_set_images_with_duration, nil)
    ) { $0($1, state, images, count, duration) }
}

@c @implementation
public func rk_component_set_images_with_frame_durations(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?, _ count: UInt32
) -> rk_status {
    forward(
        "rk_component_set_images_with_frame_durations", component,
        KindExports(
            rk_footer_set_images_with_frame_durations, rk_header_set_images_with_frame_durations,
            rk_auto_footer_set_images_with_frame_durations, nil)
    ) { $0($1, state, images, durations, count) }
}

@c @implementation
public func rk_component_get_gif(_ component: UnsafeMutableRawPointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?)
    -> rk_status
{
    forward(
        "rk_component_get_gif", component,
        KindExports(rk_footer_get_gif, rk_header_get_gif, rk_auto_footer_get_gif, nil)
    ) { $0($1, out) }
}

@c @implementation
public func rk_component_frame_at(
    _ component: UnsafeMutableRawPointer?, _ t: Double, _ outImageId: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    forward(
        "rk_component_frame_at", component,
        KindExports(rk_footer_frame_at, rk_header_frame_at, rk_auto_footer_frame_at, nil)
    ) { $0($1, t, outImageId, outIndex) }
}

@c @implementation
public func rk_component_get_state(
    _ component: UnsafeMutableRawPointer?, _ outState: UnsafeMutablePointer<rk_refresh_state>?
) -> rk_status {
    forward(
        "rk_component_get_state", component,
        KindExports(rk_footer_get_state, rk_header_get_state, rk_auto_footer_get_state, rk_trailer_get_state)
    ) { $0($1, outState) }
}

@c @implementation
public func rk_component_get_pulling_percent(
    _ component: UnsafeMutableRawPointer?, _ outPercent: UnsafeMutablePointer<Double>?
) -> rk_status {
    forward(
        "rk_component_get_pulling_percent", component,
        KindExports(
            rk_footer_get_pulling_percent, rk_header_get_pulling_percent, rk_auto_footer_get_pulling_percent,
            rk_trailer_get_pulling_percent)
    ) { $0($1, outPercent) }
}

@c @implementation
public func rk_component_get_alpha(_ component: UnsafeMutableRawPointer?, _ outAlpha: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    forward(
        "rk_component_get_alpha", component,
        KindExports(rk_footer_get_alpha, rk_header_get_alpha, rk_auto_footer_get_alpha, rk_trailer_get_alpha)
    ) { $0($1, outAlpha) }
}

// MARK: Accessibility (F20, 1.3)

/// rk_activate: the accessibility input, on any member of the family. Its announcements are
/// signals of each kind.
@c @implementation
public func rk_activate(_ component: UnsafeMutableRawPointer?) -> rk_status {
    let handle = OpaquePointer(component)
    let kind: ObjectKind
    do throws(ABIError) {
        kind = try Handles.resolve(UnsafeRawPointer(component), nil, thread: .any).object.kind
    } catch {
        recordError("rk_activate", error)
        return error.status.rawValue
    }
    switch kind {
    case .footer: return activate(handle, Footer.self)
    case .header: return activate(handle, Header.self)
    case .autoFooter: return activate(handle, AutoFooter.self)
    case .trailer: return activate(handle, Trailer.self)
    default:
        recordError(
            "rk_activate",
            ABIError(.invalidHandle, "handle is a \(kind.name), expected a footer, header, auto footer or trailer"))
        return Status.invalidHandle.rawValue
    }
}

private func activate<Model: RefreshComponent & ComponentObjectModel>(
    _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type
) -> rk_status {
    componentCommand("rk_activate", handle, type.objectKind, type, ()) { target, _, _ in
        target.perform { model, effects in model.activate(&effects) }
    }
}
