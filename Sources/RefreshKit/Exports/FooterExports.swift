import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The back footer's exports (rk_footer_*): each converts and checks its arguments, then takes its
// route (Routing.swift) to the model.

// MARK: Lifetime

@c @implementation
public func rk_footer_create(_ context: OpaquePointer?, _ outFooter: UnsafeMutablePointer<OpaquePointer?>?)
    -> rk_status
{
    createObject("rk_footer_create", context, outFooter, "out_footer", .footer, Footer.self)
}

@c @implementation
public func rk_footer_destroy(_ footer: OpaquePointer?) -> rk_status {
    destroyObject("rk_footer_destroy", footer, .footer, Footer.self)
}

// MARK: Inputs

@c @implementation
public func rk_footer_set_metrics(_ footer: OpaquePointer?, _ metrics: UnsafePointer<rk_scroll_metrics>?) -> rk_status {
    componentMetricsCommand("rk_footer_set_metrics", footer, Footer.self, metrics) {
        $0.setMetrics(unchecked: $2, &$1)
    }
}

@c @implementation
public func rk_footer_set_visible(_ footer: OpaquePointer?, _ visible: Int32) -> rk_status {
    flagCommand("rk_footer_set_visible", footer, Footer.self, visible, "visible") { $0.setVisible($2, &$1) }
}

@c @implementation
public func rk_footer_set_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_footer_set_hidden", footer, Footer.self, hidden, "hidden") { model, _, hidden in
        model.setHidden(hidden)
    }
}

@c @implementation
public func rk_footer_set_interaction_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_footer_set_interaction_enabled", footer, Footer.self, enabled, "enabled") { model, _, enabled in
        model.setInteractionEnabled(enabled)
    }
}

@c @implementation
public func rk_footer_set_data_count(_ footer: OpaquePointer?, _ count: Int64) -> rk_status {
    modelCommand(
        "rk_footer_set_data_count", footer, Footer.self,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.count(count, "count") } }
    ) { model, _, count in model.setDataCount(unchecked: count) }
}

@c @implementation
public func rk_footer_set_height(_ footer: OpaquePointer?, _ height: Double) -> rk_status {
    modelCommand(
        "rk_footer_set_height", footer, Footer.self,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.height(height, "height") } }
    ) { model, _, height in model.setHeight(unchecked: height) }
}

@c @implementation
public func rk_footer_set_ignored_bottom_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    modelCommand(
        "rk_footer_set_ignored_bottom_inset", footer, Footer.self,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, _, inset in model.setIgnoredBottomInset(unchecked: inset) }
}

// MARK: Commands with completions

@c @implementation
public func rk_footer_begin_refreshing(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_footer_begin_refreshing", footer, Footer.self, completion, userData) {
        $0.beginRefreshing(completion: $2, &$1)
    }
}

@c @implementation
public func rk_footer_end_refreshing(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_footer_end_refreshing", footer, Footer.self, completion, userData) {
        $0.endRefreshing(completion: $2, &$1)
    }
}

@c @implementation
public func rk_footer_end_refreshing_with_no_more_data(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_footer_end_refreshing_with_no_more_data", footer, Footer.self, completion, userData) {
        $0.endRefreshingWithNoMoreData(completion: $2, &$1)
    }
}

@c @implementation
public func rk_footer_reset_no_more_data(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_footer_reset_no_more_data", footer, Footer.self, completion, userData) {
        $0.resetNoMoreData(completion: $2, &$1)
    }
}

// MARK: Failure and retry (F17, 1.3)

@c @implementation
public func rk_footer_end_refreshing_with_failure(
    _ footer: OpaquePointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    failureCommand("rk_footer_end_refreshing_with_failure", footer, Footer.self, message, completion, userData) {
        $0.endRefreshingWithFailure(message: $2, completion: $3, &$1)
    }
}

@c @implementation
public func rk_footer_retry(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_footer_retry", footer, Footer.self, completion, userData) { $0.retry(completion: $2, &$1) }
}

// MARK: Loads (F18, 1.3)

@c @implementation
public func rk_footer_begin_load(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ outLoadID: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    beginLoadCommand("rk_footer_begin_load", footer, Footer.self, completion, userData, outLoadID)
}

@c @implementation
public func rk_footer_end_load(
    _ footer: OpaquePointer?, _ loadID: UInt64, _ outcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    endLoadCommand("rk_footer_end_load", footer, Footer.self, loadID, outcome, message, completion, userData)
}

@c @implementation
public func rk_footer_get_load_id(_ footer: OpaquePointer?, _ outLoadID: UnsafeMutablePointer<UInt64>?) -> rk_status {
    loadIDQuery("rk_footer_get_load_id", footer, Footer.self, outLoadID)
}

// MARK: Bound to a task (B4)

@c @implementation
public func rk_footer_set_refreshing_with_state_of_task(_ footer: OpaquePointer?, _ task: OpaquePointer?) -> rk_status {
    bindComponent("rk_footer_set_refreshing_with_state_of_task", footer, Footer.self, task)
}

// MARK: GIF

@c @implementation
public func rk_footer_set_images(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32
) -> rk_status {
    framesCommand("rk_footer_set_images", footer, Footer.self, state, .defaultDuration(images, count))
}

@c @implementation
public func rk_footer_set_images_with_duration(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32,
    _ duration: Double
) -> rk_status {
    framesCommand(
        "rk_footer_set_images_with_duration", footer, Footer.self, state, .loop(images, count, duration: duration))
}

@c @implementation
public func rk_footer_set_images_with_frame_durations(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?, _ count: UInt32
) -> rk_status {
    framesCommand(
        "rk_footer_set_images_with_frame_durations", footer, Footer.self, state, .perFrame(images, durations, count))
}

// MARK: Titles and label

@c @implementation
public func rk_footer_set_title(_ footer: OpaquePointer?, _ state: rk_footer_state, _ title: UnsafePointer<CChar>?)
    -> rk_status
{
    modelCommand(
        "rk_footer_set_title", footer, Footer.self,
        { () throws(ABIError) in
            (try footerState(state), try title.map { p throws(ABIError) in try BorrowedString(p, "title").string })
        }
    ) { model, effects, value in model.setTitle(value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_footer_get_title(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_footer_get_title", footer, Footer.self, buffer, capacity, outLength) { model throws(ABIError) in
        model.titles.title(for: try footerState(state)) ?? ""
    }
}

@c @implementation
public func rk_footer_set_language(_ footer: OpaquePointer?, _ language: UnsafePointer<CChar>?) -> rk_status {
    modelCommand(
        "rk_footer_set_language", footer, Footer.self,
        { () throws(ABIError) in FooterLanguage(tag: try BorrowedString(language, "language").string) }
    ) { model, effects, language in model.setLanguage(language, &effects) }
}

@c @implementation
public func rk_footer_get_language(
    _ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_footer_get_language", footer, Footer.self, buffer, capacity, outLength) {
        "\($0.titles.language.tag)"
    }
}

@c @implementation
public func rk_footer_get_label(
    _ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_footer_get_label", footer, Footer.self, buffer, capacity, outLength) { $0.labelText }
}

@c @implementation
public func rk_footer_set_label_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_footer_set_label_hidden", footer, Footer.self, hidden, "hidden") { model, _, hidden in
        model.setLabelHidden(hidden)
    }
}

@c @implementation
public func rk_footer_set_label_left_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    modelCommand(
        "rk_footer_set_label_left_inset", footer, Footer.self,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, _, inset in model.setLabelLeftInset(unchecked: inset) }
}

@c @implementation
public func rk_footer_set_text_width(_ footer: OpaquePointer?, _ width: Double) -> rk_status {
    modelCommand(
        "rk_footer_set_text_width", footer, Footer.self, { () throws(ABIError) in try nonNegative(width, "width") }
    ) { model, _, width in model.setHostTextWidth(unchecked: width) }
}

// MARK: Component settings

@c @implementation
public func rk_footer_set_automatically_change_alpha(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_footer_set_automatically_change_alpha", footer, Footer.self, enabled, "enabled") {
        $0.setAutomaticallyChangesAlpha($2, &$1)
    }
}

@c @implementation
public func rk_footer_set_animation_durations(_ footer: OpaquePointer?, _ fast: Double, _ slow: Double) -> rk_status {
    modelCommand(
        "rk_footer_set_animation_durations", footer, Footer.self,
        { () throws(ABIError) in (try duration(fast, "fast"), try duration(slow, "slow")) }
    ) { model, _, durations in model.setAnimationDurations(unchecked: durations) }
}

@c @implementation
public func rk_footer_set_animation_disabled(_ footer: OpaquePointer?) -> rk_status {
    modelCommand("rk_footer_set_animation_disabled", footer, Footer.self, { () throws(ABIError) in () }) {
        model, _, _ in
        model.setAnimationDurations(unchecked: (0, 0))
    }
}

// MARK: Queries

@c @implementation
public func rk_footer_get_state(_ footer: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_footer_get_state", footer, Footer.self, outState, "out_state") { $0.state.rawValue }
}

@c @implementation
public func rk_footer_get_pulling_percent(_ footer: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_footer_get_pulling_percent", footer, Footer.self, outPercent, "out_percent") {
        $0.pullingPercent
    }
}

@c @implementation
public func rk_footer_get_alpha(_ footer: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_footer_get_alpha", footer, Footer.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_layout>?) -> rk_status
{
    structQuery("rk_footer_get_layout", footer, Footer.self, out) { model, out in
        let layout = model.reportedLayout
        out.content_mode = layout.parts.contentMode.rawValue
        out.footer = rect(layout.frame)
        out.gif = rect(layout.parts.gif)
    }
}

@c @implementation
public func rk_footer_get_geometry(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_geometry>?)
    -> rk_status
{
    structQuery("rk_footer_get_geometry", footer, Footer.self, out) { model, out in
        let geometry = model.geometry
        out.reserved = 0
        out.height = model.height
        out.happen_offset = geometry.happenOffset
        out.trigger_offset = geometry.triggerOffset
        out.bottom_inset = model.metrics.insetBottom
        out.offset_y = model.metrics.offset
        out.bottom_delta = model.lastBottomDelta
    }
}

@c @implementation
public func rk_footer_get_gif(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    gifQuery("rk_footer_get_gif", footer, Footer.self, out)
}

@c @implementation
public func rk_footer_frame_at(
    _ footer: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    frameAtQuery("rk_footer_frame_at", footer, Footer.self, t, outImage, outIndex)
}
