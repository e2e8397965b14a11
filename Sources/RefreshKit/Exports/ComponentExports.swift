import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// 1.4: the refresh family's functions for any kind (rk_component_*). Each resolves the handle's
// kind once and calls that kind's own export, so the two share one route: the same argument
// checks in the same order, the same statuses, thread rules and signals. Only the name in the
// last error changes, to the function the host called.

/// Calls `body` with the component's kind. A handle that does not resolve (NULL, destroyed, of a
/// destroyed or inherited context) goes to the footer's form, whose checks every kind shares, so
/// that a bad argument is still reported before the bad handle; a live object outside the family
/// is refused here; `body` answers nil for a kind that lacks the verb.
@inline(__always)
func forward(
    _ function: StaticString, _ component: UnsafeMutableRawPointer?,
    _ body: (OpaquePointer?, ObjectKind) -> rk_status?
) -> rk_status {
    let kind: ObjectKind
    let bits = UInt64(UInt(bitPattern: component))
    if let cached = Handles.cachedLoopObject(bits) {
        // The loop thread's common case: its own context's live object, without the registry.
        kind = cached.kind
    } else if component != nil, HandleCode.isContextShaped(bits), Handles.isLiveContext(bits) {
        // A live context is a live object outside the family, refused before the arguments.
        kind = .context
    } else {
        do throws(ABIError) {
            kind = try Handles.resolve(UnsafeRawPointer(component), nil, thread: .any).object.kind
        } catch {
            return renamed(function, body(OpaquePointer(component), .footer) ?? error.status.rawValue)
        }
    }
    switch kind {
    case .footer, .header, .autoFooter, .trailer:
        guard let status = body(OpaquePointer(component), kind) else {
            recordError(function, ABIError(.invalidState, "a \(kind.name) has no \(verb(function))"))
            return Status.invalidState.rawValue
        }
        return renamed(function, status)
    default:
        recordError(
            function,
            ABIError(.invalidHandle, "handle is a \(kind.name), expected a footer, header, auto footer or trailer"))
        return Status.invalidHandle.rawValue
    }
}

/// A refused call left its kind's function name in this thread's last error (a refused call runs
/// no handler, so nothing recorded another error since): put the called function's name there.
private func renamed(_ function: StaticString, _ status: rk_status) -> rk_status {
    guard status != Status.ok.rawValue else { return status }
    let length = rkshim_copy_error(nil, 0)
    var bytes = [CChar](repeating: 0, count: length + 1)
    _ = bytes.withUnsafeMutableBufferPointer { rkshim_copy_error($0.baseAddress, $0.count) }
    let message = String(decoding: bytes.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let colon = message.firstIndex(of: ":"), message[..<colon].hasPrefix("rk_") else { return status }
    var text = "\(function)\(message[colon...])"
    text.withUTF8 { utf8 in
        utf8.withMemoryRebound(to: CChar.self) { chars in rkshim_set_error(chars.baseAddress, chars.count) }
    }
    return status
}

/// "rk_component_set_height" -> "set_height", for the message of a kind that lacks it.
private func verb(_ function: StaticString) -> String {
    String(function.description.dropFirst("rk_component_".count))
}

@c @implementation
public func rk_component_destroy(_ component: UnsafeMutableRawPointer?) -> rk_status {
    forward("rk_component_destroy", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_destroy(handle)
        case .header: rk_header_destroy(handle)
        case .autoFooter: rk_auto_footer_destroy(handle)
        case .trailer: rk_trailer_destroy(handle)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_metrics(
    _ component: UnsafeMutableRawPointer?, _ metrics: UnsafePointer<rk_scroll_metrics>?
) -> rk_status {
    forward("rk_component_set_metrics", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_metrics(handle, metrics)
        case .header: rk_header_set_metrics(handle, metrics)
        case .autoFooter: rk_auto_footer_set_metrics(handle, metrics)
        case .trailer: rk_trailer_set_metrics(handle, metrics)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_visible(_ component: UnsafeMutableRawPointer?, _ visible: Int32) -> rk_status {
    forward("rk_component_set_visible", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_visible(handle, visible)
        case .header: rk_header_set_visible(handle, visible)
        case .autoFooter: rk_auto_footer_set_visible(handle, visible)
        case .trailer: rk_trailer_set_visible(handle, visible)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_hidden(_ component: UnsafeMutableRawPointer?, _ hidden: Int32) -> rk_status {
    forward("rk_component_set_hidden", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_hidden(handle, hidden)
        case .header: rk_header_set_hidden(handle, hidden)
        case .autoFooter: rk_auto_footer_set_hidden(handle, hidden)
        case .trailer: rk_trailer_set_hidden(handle, hidden)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_interaction_enabled(_ component: UnsafeMutableRawPointer?, _ enabled: Int32) -> rk_status {
    forward("rk_component_set_interaction_enabled", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_interaction_enabled(handle, enabled)
        case .header: rk_header_set_interaction_enabled(handle, enabled)
        case .autoFooter: rk_auto_footer_set_interaction_enabled(handle, enabled)
        case .trailer: rk_trailer_set_interaction_enabled(handle, enabled)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_automatically_change_alpha(_ component: UnsafeMutableRawPointer?, _ enabled: Int32)
    -> rk_status
{
    forward("rk_component_set_automatically_change_alpha", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_automatically_change_alpha(handle, enabled)
        case .header: rk_header_set_automatically_change_alpha(handle, enabled)
        case .autoFooter: rk_auto_footer_set_automatically_change_alpha(handle, enabled)
        case .trailer: rk_trailer_set_automatically_change_alpha(handle, enabled)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_animation_durations(_ component: UnsafeMutableRawPointer?, _ fast: Double, _ slow: Double)
    -> rk_status
{
    forward("rk_component_set_animation_durations", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_animation_durations(handle, fast, slow)
        case .header: rk_header_set_animation_durations(handle, fast, slow)
        case .autoFooter: rk_auto_footer_set_animation_durations(handle, fast, slow)
        case .trailer: rk_trailer_set_animation_durations(handle, fast, slow)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_height(_ component: UnsafeMutableRawPointer?, _ height: Double) -> rk_status {
    forward("rk_component_set_height", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_height(handle, height)
        case .header: rk_header_set_height(handle, height)
        case .autoFooter: rk_auto_footer_set_height(handle, height)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_ignored_bottom_inset(_ component: UnsafeMutableRawPointer?, _ inset: Double) -> rk_status {
    forward("rk_component_set_ignored_bottom_inset", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_ignored_bottom_inset(handle, inset)
        case .autoFooter: rk_auto_footer_set_ignored_bottom_inset(handle, inset)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_data_count(_ component: UnsafeMutableRawPointer?, _ count: Int64) -> rk_status {
    forward("rk_component_set_data_count", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_data_count(handle, count)
        case .trailer: rk_trailer_set_data_count(handle, count)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_begin_refreshing(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward("rk_component_begin_refreshing", component) { handle, kind in
        switch kind {
        case .footer:
            rk_footer_begin_refreshing(handle, unsafeBitCast(completion, to: rk_completion_fn?.self), userData)
        case .header:
            rk_header_begin_refreshing(handle, unsafeBitCast(completion, to: rk_header_completion_fn?.self), userData)
        case .autoFooter:
            rk_auto_footer_begin_refreshing(
                handle, unsafeBitCast(completion, to: rk_auto_footer_completion_fn?.self), userData)
        case .trailer:
            rk_trailer_begin_refreshing(handle, unsafeBitCast(completion, to: rk_trailer_completion_fn?.self), userData)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_end_refreshing(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward("rk_component_end_refreshing", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_end_refreshing(handle, unsafeBitCast(completion, to: rk_completion_fn?.self), userData)
        case .header:
            rk_header_end_refreshing(handle, unsafeBitCast(completion, to: rk_header_completion_fn?.self), userData)
        case .autoFooter:
            rk_auto_footer_end_refreshing(
                handle, unsafeBitCast(completion, to: rk_auto_footer_completion_fn?.self), userData)
        case .trailer:
            rk_trailer_end_refreshing(handle, unsafeBitCast(completion, to: rk_trailer_completion_fn?.self), userData)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_end_refreshing_with_no_more_data(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward("rk_component_end_refreshing_with_no_more_data", component) { handle, kind in
        switch kind {
        case .footer:
            rk_footer_end_refreshing_with_no_more_data(
                handle, unsafeBitCast(completion, to: rk_completion_fn?.self), userData)
        case .autoFooter:
            rk_auto_footer_end_refreshing_with_no_more_data(
                handle, unsafeBitCast(completion, to: rk_auto_footer_completion_fn?.self), userData)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_reset_no_more_data(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward("rk_component_reset_no_more_data", component) { handle, kind in
        switch kind {
        case .footer:
            rk_footer_reset_no_more_data(handle, unsafeBitCast(completion, to: rk_completion_fn?.self), userData)
        case .autoFooter:
            rk_auto_footer_reset_no_more_data(
                handle, unsafeBitCast(completion, to: rk_auto_footer_completion_fn?.self), userData)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_end_refreshing_with_failure(
    _ component: UnsafeMutableRawPointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward("rk_component_end_refreshing_with_failure", component) { handle, kind in
        switch kind {
        case .footer:
            rk_footer_end_refreshing_with_failure(
                handle, message, unsafeBitCast(completion, to: rk_completion_fn?.self), userData)
        case .header:
            rk_header_end_refreshing_with_failure(
                handle, message, unsafeBitCast(completion, to: rk_header_completion_fn?.self), userData)
        case .autoFooter:
            rk_auto_footer_end_refreshing_with_failure(
                handle, message, unsafeBitCast(completion, to: rk_auto_footer_completion_fn?.self), userData)
        case .trailer:
            rk_trailer_end_refreshing_with_failure(
                handle, message, unsafeBitCast(completion, to: rk_trailer_completion_fn?.self), userData)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_retry(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward("rk_component_retry", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_retry(handle, unsafeBitCast(completion, to: rk_completion_fn?.self), userData)
        case .header: rk_header_retry(handle, unsafeBitCast(completion, to: rk_header_completion_fn?.self), userData)
        case .autoFooter:
            rk_auto_footer_retry(handle, unsafeBitCast(completion, to: rk_auto_footer_completion_fn?.self), userData)
        case .trailer: rk_trailer_retry(handle, unsafeBitCast(completion, to: rk_trailer_completion_fn?.self), userData)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_begin_load(
    _ component: UnsafeMutableRawPointer?, _ completion: rk_component_completion_fn?,
    _ userData: UnsafeMutableRawPointer?, _ outLoadId: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    forward("rk_component_begin_load", component) { handle, kind in
        switch kind {
        case .footer:
            rk_footer_begin_load(handle, unsafeBitCast(completion, to: rk_completion_fn?.self), userData, outLoadId)
        case .header:
            rk_header_begin_load(
                handle, unsafeBitCast(completion, to: rk_header_completion_fn?.self), userData, outLoadId)
        case .autoFooter:
            rk_auto_footer_begin_load(
                handle, unsafeBitCast(completion, to: rk_auto_footer_completion_fn?.self), userData, outLoadId)
        case .trailer:
            rk_trailer_begin_load(
                handle, unsafeBitCast(completion, to: rk_trailer_completion_fn?.self), userData, outLoadId)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_end_load(
    _ component: UnsafeMutableRawPointer?, _ loadId: UInt64, _ outcome: rk_load_outcome,
    _ message: UnsafePointer<CChar>?, _ completion: rk_component_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    forward("rk_component_end_load", component) { handle, kind in
        switch kind {
        case .footer:
            rk_footer_end_load(
                handle, loadId, outcome, message, unsafeBitCast(completion, to: rk_completion_fn?.self), userData)
        case .header:
            rk_header_end_load(
                handle, loadId, outcome, message, unsafeBitCast(completion, to: rk_header_completion_fn?.self), userData
            )
        case .autoFooter:
            rk_auto_footer_end_load(
                handle, loadId, outcome, message, unsafeBitCast(completion, to: rk_auto_footer_completion_fn?.self),
                userData)
        case .trailer:
            rk_trailer_end_load(
                handle, loadId, outcome, message, unsafeBitCast(completion, to: rk_trailer_completion_fn?.self),
                userData)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_get_load_id(_ component: UnsafeMutableRawPointer?, _ outLoadId: UnsafeMutablePointer<UInt64>?)
    -> rk_status
{
    forward("rk_component_get_load_id", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_get_load_id(handle, outLoadId)
        case .header: rk_header_get_load_id(handle, outLoadId)
        case .autoFooter: rk_auto_footer_get_load_id(handle, outLoadId)
        case .trailer: rk_trailer_get_load_id(handle, outLoadId)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_refreshing_with_state_of_task(
    _ component: UnsafeMutableRawPointer?, _ task: OpaquePointer?
) -> rk_status {
    forward("rk_component_set_refreshing_with_state_of_task", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_refreshing_with_state_of_task(handle, task)
        case .header: rk_header_set_refreshing_with_state_of_task(handle, task)
        case .autoFooter: rk_auto_footer_set_refreshing_with_state_of_task(handle, task)
        case .trailer: rk_trailer_set_refreshing_with_state_of_task(handle, task)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_title(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ title: UnsafePointer<CChar>?
) -> rk_status {
    forward("rk_component_set_title", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_title(handle, state, title)
        case .header: rk_header_set_title(handle, state, title)
        case .autoFooter: rk_auto_footer_set_title(handle, state, title)
        case .trailer: rk_trailer_set_title(handle, state, title)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_get_title(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ buf: UnsafeMutablePointer<CChar>?, _ cap: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    forward("rk_component_get_title", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_get_title(handle, state, buf, cap, outLength)
        case .header: rk_header_get_title(handle, state, buf, cap, outLength)
        case .autoFooter: rk_auto_footer_get_title(handle, state, buf, cap, outLength)
        case .trailer: rk_trailer_get_title(handle, state, buf, cap, outLength)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_language(_ component: UnsafeMutableRawPointer?, _ language: UnsafePointer<CChar>?)
    -> rk_status
{
    forward("rk_component_set_language", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_language(handle, language)
        case .header: rk_header_set_language(handle, language)
        case .autoFooter: rk_auto_footer_set_language(handle, language)
        case .trailer: rk_trailer_set_language(handle, language)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_get_language(
    _ component: UnsafeMutableRawPointer?, _ buf: UnsafeMutablePointer<CChar>?, _ cap: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    forward("rk_component_get_language", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_get_language(handle, buf, cap, outLength)
        case .header: rk_header_get_language(handle, buf, cap, outLength)
        case .autoFooter: rk_auto_footer_get_language(handle, buf, cap, outLength)
        case .trailer: rk_trailer_get_language(handle, buf, cap, outLength)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_get_label(
    _ component: UnsafeMutableRawPointer?, _ buf: UnsafeMutablePointer<CChar>?, _ cap: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    forward("rk_component_get_label", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_get_label(handle, buf, cap, outLength)
        case .header: rk_header_get_label(handle, buf, cap, outLength)
        case .autoFooter: rk_auto_footer_get_label(handle, buf, cap, outLength)
        case .trailer: rk_trailer_get_label(handle, buf, cap, outLength)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_label_hidden(_ component: UnsafeMutableRawPointer?, _ hidden: Int32) -> rk_status {
    forward("rk_component_set_label_hidden", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_label_hidden(handle, hidden)
        case .header: rk_header_set_label_hidden(handle, hidden)
        case .trailer: rk_trailer_set_label_hidden(handle, hidden)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_label_left_inset(_ component: UnsafeMutableRawPointer?, _ inset: Double) -> rk_status {
    forward("rk_component_set_label_left_inset", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_label_left_inset(handle, inset)
        case .header: rk_header_set_label_left_inset(handle, inset)
        case .autoFooter: rk_auto_footer_set_label_left_inset(handle, inset)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_text_width(_ component: UnsafeMutableRawPointer?, _ width: Double) -> rk_status {
    forward("rk_component_set_text_width", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_text_width(handle, width)
        case .autoFooter: rk_auto_footer_set_text_width(handle, width)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_images(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ images: UnsafePointer<rk_image>?,
    _ count: UInt32
) -> rk_status {
    forward("rk_component_set_images", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_images(handle, state, images, count)
        case .header: rk_header_set_images(handle, state, images, count)
        case .autoFooter: rk_auto_footer_set_images(handle, state, images, count)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_images_with_duration(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ images: UnsafePointer<rk_image>?,
    _ count: UInt32, _ duration: Double
) -> rk_status {
    forward("rk_component_set_images_with_duration", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_images_with_duration(handle, state, images, count, duration)
        case .header: rk_header_set_images_with_duration(handle, state, images, count, duration)
        case .autoFooter: rk_auto_footer_set_images_with_duration(handle, state, images, count, duration)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_set_images_with_frame_durations(
    _ component: UnsafeMutableRawPointer?, _ state: rk_refresh_state, _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?, _ count: UInt32
) -> rk_status {
    forward("rk_component_set_images_with_frame_durations", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_set_images_with_frame_durations(handle, state, images, durations, count)
        case .header: rk_header_set_images_with_frame_durations(handle, state, images, durations, count)
        case .autoFooter: rk_auto_footer_set_images_with_frame_durations(handle, state, images, durations, count)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_get_gif(_ component: UnsafeMutableRawPointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?)
    -> rk_status
{
    forward("rk_component_get_gif", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_get_gif(handle, out)
        case .header: rk_header_get_gif(handle, out)
        case .autoFooter: rk_auto_footer_get_gif(handle, out)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_frame_at(
    _ component: UnsafeMutableRawPointer?, _ t: Double, _ outImageId: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    forward("rk_component_frame_at", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_frame_at(handle, t, outImageId, outIndex)
        case .header: rk_header_frame_at(handle, t, outImageId, outIndex)
        case .autoFooter: rk_auto_footer_frame_at(handle, t, outImageId, outIndex)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_get_state(
    _ component: UnsafeMutableRawPointer?, _ outState: UnsafeMutablePointer<rk_refresh_state>?
) -> rk_status {
    forward("rk_component_get_state", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_get_state(handle, outState)
        case .header: rk_header_get_state(handle, outState)
        case .autoFooter: rk_auto_footer_get_state(handle, outState)
        case .trailer: rk_trailer_get_state(handle, outState)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_get_pulling_percent(
    _ component: UnsafeMutableRawPointer?, _ outPercent: UnsafeMutablePointer<Double>?
) -> rk_status {
    forward("rk_component_get_pulling_percent", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_get_pulling_percent(handle, outPercent)
        case .header: rk_header_get_pulling_percent(handle, outPercent)
        case .autoFooter: rk_auto_footer_get_pulling_percent(handle, outPercent)
        case .trailer: rk_trailer_get_pulling_percent(handle, outPercent)
        default: nil
        }
    }
}

@c @implementation
public func rk_component_get_alpha(_ component: UnsafeMutableRawPointer?, _ outAlpha: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    forward("rk_component_get_alpha", component) { handle, kind in
        switch kind {
        case .footer: rk_footer_get_alpha(handle, outAlpha)
        case .header: rk_header_get_alpha(handle, outAlpha)
        case .autoFooter: rk_auto_footer_get_alpha(handle, outAlpha)
        case .trailer: rk_trailer_get_alpha(handle, outAlpha)
        default: nil
        }
    }
}
