import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The auto footer's exports (rk_auto_footer_*): each converts and checks its arguments, then takes
// its route (Routing.swift) to the model.

// MARK: Lifetime

@c @implementation
public func rk_auto_footer_create(
    _ context: OpaquePointer?, _ style: rk_auto_footer_style, _ outFooter: UnsafeMutablePointer<OpaquePointer?>?
) -> rk_status {
    guard let style = AutoFooterStyle(rawValue: style) else {
        recordError("rk_auto_footer_create", ABIError(.invalidArgument, "unknown auto footer style \(style) (0...1)"))
        return Status.invalidArgument.rawValue
    }
    return createObject("rk_auto_footer_create", context, outFooter, "out_auto_footer", .autoFooter, AutoFooter.self) {
        $0.start(style: style)
    }
}

@c @implementation
public func rk_auto_footer_destroy(_ footer: OpaquePointer?) -> rk_status {
    destroyObject("rk_auto_footer_destroy", footer, .autoFooter, AutoFooter.self)
}

// MARK: Inputs

@c @implementation
public func rk_auto_footer_set_metrics(_ footer: OpaquePointer?, _ metrics: UnsafePointer<rk_scroll_metrics>?)
    -> rk_status
{
    componentMetricsCommand("rk_auto_footer_set_metrics", footer, AutoFooter.self, metrics) {
        $0.updateAlone(unchecked: $2, &$1)
    }
}

@c @implementation
public func rk_auto_footer_set_visible(_ footer: OpaquePointer?, _ visible: Int32) -> rk_status {
    flagCommand("rk_auto_footer_set_visible", footer, AutoFooter.self, visible, "visible") { $0.setVisible($2, &$1) }
}

@c @implementation
public func rk_auto_footer_set_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_auto_footer_set_hidden", footer, AutoFooter.self, hidden, "hidden") { $0.setHidden($2, &$1) }
}

@c @implementation
public func rk_auto_footer_set_interaction_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_auto_footer_set_interaction_enabled", footer, AutoFooter.self, enabled, "enabled") {
        model, _, enabled in model.setInteractionEnabled(enabled)
    }
}

@c @implementation
public func rk_auto_footer_set_height(_ footer: OpaquePointer?, _ height: Double) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_height", footer, AutoFooter.self,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.height(height, "height") } }
    ) { model, effects, height in model.setHeight(unchecked: height, &effects) }
}

@c @implementation
public func rk_auto_footer_set_ignored_bottom_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_ignored_bottom_inset", footer, AutoFooter.self,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, _, inset in model.setIgnoredBottomInset(unchecked: inset) }
}

@c @implementation
public func rk_auto_footer_set_trigger_percent(_ footer: OpaquePointer?, _ percent: Double) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_trigger_percent", footer, AutoFooter.self,
        { () throws(ABIError) in try finite(percent, "percent") }
    ) { model, _, percent in model.setTriggerPercent(unchecked: percent) }
}

@c @implementation
public func rk_auto_footer_set_automatically_refresh(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_auto_footer_set_automatically_refresh", footer, AutoFooter.self, enabled, "enabled") {
        model, _, enabled in model.setAutomaticallyRefresh(enabled)
    }
}

@c @implementation
public func rk_auto_footer_set_auto_trigger_times(_ footer: OpaquePointer?, _ times: Int32) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_auto_trigger_times", footer, AutoFooter.self, { () throws(ABIError) in Int(times) }
    ) { model, _, times in model.setAutoTriggerTimes(times) }
}

@c @implementation
public func rk_auto_footer_set_prefetch_items(_ footer: OpaquePointer?, _ items: Int64) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_prefetch_items", footer, AutoFooter.self,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.count(items, "items") } }
    ) { model, _, items in model.setPrefetchDistance(unchecked: items) }
}

@c @implementation
public func rk_auto_footer_set_paging_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_auto_footer_set_paging_enabled", footer, AutoFooter.self, enabled, "enabled") {
        model, _, enabled in model.setPagingEnabled(enabled)
    }
}

// MARK: Commands

@c @implementation
public func rk_auto_footer_tap(_ footer: OpaquePointer?) -> rk_status {
    modelCommand("rk_auto_footer_tap", footer, AutoFooter.self, { () throws(ABIError) in () }) { model, effects, _ in
        model.tap(&effects)
    }
}

@c @implementation
public func rk_auto_footer_begin_refreshing(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_auto_footer_begin_refreshing", footer, AutoFooter.self, completion, userData) {
        $0.beginRefreshing(completion: $2, &$1)
    }
}

@c @implementation
public func rk_auto_footer_end_refreshing(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_auto_footer_end_refreshing", footer, AutoFooter.self, completion, userData) {
        $0.endRefreshing(completion: $2, &$1)
    }
}

@c @implementation
public func rk_auto_footer_end_refreshing_with_no_more_data(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand(
        "rk_auto_footer_end_refreshing_with_no_more_data", footer, AutoFooter.self, completion, userData
    ) { $0.endRefreshingWithNoMoreData(completion: $2, &$1) }
}

@c @implementation
public func rk_auto_footer_reset_no_more_data(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_auto_footer_reset_no_more_data", footer, AutoFooter.self, completion, userData) {
        $0.resetNoMoreData(completion: $2, &$1)
    }
}

// MARK: Failure and retry (F17, 1.3)

@c @implementation
public func rk_auto_footer_end_refreshing_with_failure(
    _ footer: OpaquePointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_auto_footer_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    failureCommand(
        "rk_auto_footer_end_refreshing_with_failure", footer, AutoFooter.self, message, completion, userData
    ) { $0.endRefreshingWithFailure(message: $2, completion: $3, &$1) }
}

@c @implementation
public func rk_auto_footer_retry(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_auto_footer_retry", footer, AutoFooter.self, completion, userData) {
        $0.retry(completion: $2, &$1)
    }
}

// MARK: Loads (F18, 1.3)

@c @implementation
public func rk_auto_footer_begin_load(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ outLoadID: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    beginLoadCommand("rk_auto_footer_begin_load", footer, AutoFooter.self, completion, userData, outLoadID)
}

@c @implementation
public func rk_auto_footer_end_load(
    _ footer: OpaquePointer?, _ loadID: UInt64, _ outcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    endLoadCommand("rk_auto_footer_end_load", footer, AutoFooter.self, loadID, outcome, message, completion, userData)
}

@c @implementation
public func rk_auto_footer_get_load_id(_ footer: OpaquePointer?, _ outLoadID: UnsafeMutablePointer<UInt64>?)
    -> rk_status
{
    loadIDQuery("rk_auto_footer_get_load_id", footer, AutoFooter.self, outLoadID)
}

// MARK: Bound to a task (B4)

@c @implementation
public func rk_auto_footer_set_refreshing_with_state_of_task(_ footer: OpaquePointer?, _ task: OpaquePointer?)
    -> rk_status
{
    bindComponent("rk_auto_footer_set_refreshing_with_state_of_task", footer, AutoFooter.self, task)
}

// MARK: GIF

@c @implementation
public func rk_auto_footer_set_images(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32
) -> rk_status {
    framesCommand("rk_auto_footer_set_images", footer, AutoFooter.self, state, .defaultDuration(images, count))
}

@c @implementation
public func rk_auto_footer_set_images_with_duration(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32,
    _ duration: Double
) -> rk_status {
    framesCommand(
        "rk_auto_footer_set_images_with_duration", footer, AutoFooter.self, state,
        .loop(images, count, duration: duration))
}

@c @implementation
public func rk_auto_footer_set_images_with_frame_durations(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?, _ count: UInt32
) -> rk_status {
    framesCommand(
        "rk_auto_footer_set_images_with_frame_durations", footer, AutoFooter.self, state,
        .perFrame(images, durations, count))
}

// MARK: Titles and label

@c @implementation
public func rk_auto_footer_set_title(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ title: UnsafePointer<CChar>?
) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_title", footer, AutoFooter.self,
        { () throws(ABIError) in
            (try footerState(state), try title.map { p throws(ABIError) in try BorrowedString(p, "title").string })
        }
    ) { model, effects, value in model.setTitle(value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_auto_footer_set_language(_ footer: OpaquePointer?, _ language: UnsafePointer<CChar>?) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_language", footer, AutoFooter.self,
        { () throws(ABIError) in FooterLanguage(tag: try BorrowedString(language, "language").string) }
    ) { model, effects, language in model.setLanguage(language, &effects) }
}

@c @implementation
public func rk_auto_footer_set_refreshing_title_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_auto_footer_set_refreshing_title_hidden", footer, AutoFooter.self, hidden, "hidden") {
        model, _, hidden in model.setRefreshingTitleHidden(hidden)
    }
}

@c @implementation
public func rk_auto_footer_set_label_left_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_label_left_inset", footer, AutoFooter.self,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, _, inset in model.setLabelLeftInset(unchecked: inset) }
}

@c @implementation
public func rk_auto_footer_set_text_width(_ footer: OpaquePointer?, _ width: Double) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_text_width", footer, AutoFooter.self,
        { () throws(ABIError) in try nonNegative(width, "width") }
    ) { model, _, width in model.setHostTextWidth(unchecked: width) }
}

@c @implementation
public func rk_auto_footer_set_spinner_size(_ footer: OpaquePointer?, _ width: Double, _ height: Double) -> rk_status {
    modelCommand(
        "rk_auto_footer_set_spinner_size", footer, AutoFooter.self,
        { () throws(ABIError) in (try nonNegative(width, "width"), try nonNegative(height, "height")) }
    ) { model, _, size in try? model.setSpinnerSize(width: size.0, height: size.1) }
}

// MARK: Component settings

@c @implementation
public func rk_auto_footer_set_automatically_change_alpha(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_auto_footer_set_automatically_change_alpha", footer, AutoFooter.self, enabled, "enabled") {
        $0.setAutomaticallyChangesAlpha($2, &$1)
    }
}

@c @implementation
public func rk_auto_footer_set_animation_durations(_ footer: OpaquePointer?, _ fast: Double, _ slow: Double)
    -> rk_status
{
    modelCommand(
        "rk_auto_footer_set_animation_durations", footer, AutoFooter.self,
        { () throws(ABIError) in (try duration(fast, "fast"), try duration(slow, "slow")) }
    ) { model, _, durations in model.setAnimationDurations(unchecked: durations) }
}

// MARK: Queries

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

@c @implementation
public func rk_auto_footer_get_title(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_auto_footer_get_title", footer, AutoFooter.self, buffer, capacity, outLength) {
        model throws(ABIError) in
        model.label.titles.title(for: try footerState(state)) ?? ""
    }
}

@c @implementation
public func rk_auto_footer_get_language(
    _ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_auto_footer_get_language", footer, AutoFooter.self, buffer, capacity, outLength) {
        "\($0.language.tag)"
    }
}

@c @implementation
public func rk_auto_footer_get_label(
    _ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_auto_footer_get_label", footer, AutoFooter.self, buffer, capacity, outLength) { $0.labelText }
}

@c @implementation
public func rk_auto_footer_get_state(_ footer: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_auto_footer_get_state", footer, AutoFooter.self, outState, "out_state") {
        $0.state.rawValue
    }
}

@c @implementation
public func rk_auto_footer_get_pulling_percent(_ footer: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_auto_footer_get_pulling_percent", footer, AutoFooter.self, outPercent, "out_percent") {
        $0.pullingPercent
    }
}

@c @implementation
public func rk_auto_footer_get_alpha(_ footer: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_auto_footer_get_alpha", footer, AutoFooter.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_auto_footer_is_spinner_animating(_ footer: OpaquePointer?, _ outAnimating: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    query("rk_auto_footer_is_spinner_animating", footer, AutoFooter.self) { footer throws(ABIError) in
        try required(outAnimating, "out_animating").pointee = footer.model.spinnerAnimating ? 1 : 0
    }
}

@c @implementation
public func rk_auto_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_footer_layout>?)
    -> rk_status
{
    structQuery("rk_auto_footer_get_layout", footer, AutoFooter.self, out) { model, out in
        let layout = model.reportedLayout
        out.style = model.style.rawValue
        out.footer = rect(layout.frame)
        out.label = rect(layout.parts.label)
        out.reserved = 0
        switch layout.parts.visual {
        case .spinner(let spinner):
            out.spinner = rect(spinner)
            out.gif = noRect
            out.content_mode = 0
        case .gif(let gif, let mode):
            out.spinner = noRect
            out.gif = rect(gif)
            out.content_mode = mode.rawValue
        }
    }
}

/// An Int as the geometry's int32 fields carry it (autoTriggerTimes comes from an int32_t).
@inline(__always)
private func int32(_ value: Int) -> Int32 {
    Int32(clamping: value)
}

@c @implementation
public func rk_auto_footer_get_geometry(
    _ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_footer_geometry>?
) -> rk_status {
    structQuery("rk_auto_footer_get_geometry", footer, AutoFooter.self, out) { model, out in
        let geometry = model.geometry
        out.tall = geometry.isTall ? 1 : 0
        out.height = model.height
        out.base_bottom = model.baseBottom
        out.bottom_contribution = model.bottomContribution
        out.trigger_percent = model.triggerPercent
        out.trigger_offset = geometry.triggerOffset
        out.pan_end_offset = geometry.panEndOffset
        out.top_rest_offset = geometry.topRestOffset
        out.ignored_bottom_inset = geometry.ignoredBottomInset
        out.previous_offset = model.edge.previousOffset
        out.attached = model.attached ? 1 : 0
        out.automatically_refresh = model.automaticallyRefresh ? 1 : 0
        out.paging_enabled = model.pagingEnabled ? 1 : 0
        out.auto_trigger_times = int32(model.autoTriggerTimes)
        out.remaining_trigger_times = int32(model.remainingTriggerTimes)
        out.reserved = 0
    }
}

@c @implementation
public func rk_auto_footer_get_gif(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    gifQuery("rk_auto_footer_get_gif", footer, AutoFooter.self, out)
}

@c @implementation
public func rk_auto_footer_frame_at(
    _ footer: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    frameAtQuery("rk_auto_footer_frame_at", footer, AutoFooter.self, t, outImage, outIndex)
}

@c @implementation
public func rk_auto_footer_get_prefetch_items(_ footer: OpaquePointer?, _ outItems: UnsafeMutablePointer<Int64>?)
    -> rk_status
{
    query("rk_auto_footer_get_prefetch_items", footer, AutoFooter.self) { object throws(ABIError) in
        try required(outItems, "out_items").pointee = object.model.prefetchDistance
    }
}
