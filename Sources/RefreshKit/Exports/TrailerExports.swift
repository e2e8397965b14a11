import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The trailer's exports (rk_trailer_*): each converts and checks its arguments, then takes its route
// (Routing.swift) to the model.

@inline(__always)
private func trailerState(_ value: rk_footer_state) throws(ABIError) -> RefreshState {
    try stateWithoutNoMoreData(value, Trailer.self)
}

// MARK: Lifetime

@c @implementation
public func rk_trailer_create(
    _ context: OpaquePointer?, _ style: rk_trailer_style, _ outTrailer: UnsafeMutablePointer<OpaquePointer?>?
) -> rk_status {
    guard let style = TrailerStyle(rawValue: style) else {
        recordError("rk_trailer_create", ABIError(.invalidArgument, "unknown trailer style \(style) (0...1)"))
        return Status.invalidArgument.rawValue
    }
    return createObject("rk_trailer_create", context, outTrailer, "out_trailer", .trailer, Trailer.self) { trailer in
        trailer.start(style: style)
    }
}

@c @implementation
public func rk_trailer_destroy(_ trailer: OpaquePointer?) -> rk_status {
    destroyObject("rk_trailer_destroy", trailer, .trailer, Trailer.self)
}

// MARK: Inputs

@c @implementation
public func rk_trailer_set_metrics(_ trailer: OpaquePointer?, _ metrics: UnsafePointer<rk_scroll_metrics>?)
    -> rk_status
{
    componentMetricsCommand("rk_trailer_set_metrics", trailer, Trailer.self, metrics) {
        $0.setMetrics(unchecked: $2, &$1)
    }
}

@c @implementation
public func rk_trailer_set_visible(_ trailer: OpaquePointer?, _ visible: Int32) -> rk_status {
    flagCommand("rk_trailer_set_visible", trailer, Trailer.self, visible, "visible") { $0.setVisible($2, &$1) }
}

@c @implementation
public func rk_trailer_set_hidden(_ trailer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_trailer_set_hidden", trailer, Trailer.self, hidden, "hidden") { model, _, hidden in
        model.setHidden(hidden)
    }
}

@c @implementation
public func rk_trailer_set_interaction_enabled(_ trailer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_trailer_set_interaction_enabled", trailer, Trailer.self, enabled, "enabled") {
        model, _, enabled in model.setInteractionEnabled(enabled)
    }
}

@c @implementation
public func rk_trailer_set_data_count(_ trailer: OpaquePointer?, _ count: Int64) -> rk_status {
    modelCommand(
        "rk_trailer_set_data_count", trailer, Trailer.self,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.count(count, "count") } }
    ) { model, _, count in model.setDataCount(unchecked: count) }
}

@c @implementation
public func rk_trailer_set_ignored_right_inset(_ trailer: OpaquePointer?, _ inset: Double) -> rk_status {
    modelCommand(
        "rk_trailer_set_ignored_right_inset", trailer, Trailer.self,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, effects, inset in model.setIgnoredRightInset(unchecked: inset, &effects) }
}

// MARK: Commands with completions

@c @implementation
public func rk_trailer_begin_refreshing(
    _ trailer: OpaquePointer?, _ completion: rk_trailer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_trailer_begin_refreshing", trailer, Trailer.self, completion, userData) {
        $0.beginRefreshing(completion: $2, &$1)
    }
}

@c @implementation
public func rk_trailer_end_refreshing(
    _ trailer: OpaquePointer?, _ completion: rk_trailer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_trailer_end_refreshing", trailer, Trailer.self, completion, userData) {
        $0.endRefreshing(completion: $2, &$1)
    }
}

// MARK: Failure and retry (F17, 1.3)

@c @implementation
public func rk_trailer_end_refreshing_with_failure(
    _ trailer: OpaquePointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_trailer_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    failureCommand("rk_trailer_end_refreshing_with_failure", trailer, Trailer.self, message, completion, userData) {
        $0.endRefreshingWithFailure(message: $2, completion: $3, &$1)
    }
}

@c @implementation
public func rk_trailer_retry(
    _ trailer: OpaquePointer?, _ completion: rk_trailer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_trailer_retry", trailer, Trailer.self, completion, userData) {
        $0.retry(completion: $2, &$1)
    }
}

// MARK: Loads (F18, 1.3)

@c @implementation
public func rk_trailer_begin_load(
    _ trailer: OpaquePointer?, _ completion: rk_trailer_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ outLoadID: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    beginLoadCommand("rk_trailer_begin_load", trailer, Trailer.self, completion, userData, outLoadID)
}

@c @implementation
public func rk_trailer_end_load(
    _ trailer: OpaquePointer?, _ loadID: UInt64, _ outcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_trailer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    endLoadCommand("rk_trailer_end_load", trailer, Trailer.self, loadID, outcome, message, completion, userData)
}

@c @implementation
public func rk_trailer_get_load_id(_ trailer: OpaquePointer?, _ outLoadID: UnsafeMutablePointer<UInt64>?)
    -> rk_status
{
    loadIDQuery("rk_trailer_get_load_id", trailer, Trailer.self, outLoadID)
}

// MARK: Bound to a task (B4)

@c @implementation
public func rk_trailer_set_refreshing_with_state_of_task(_ trailer: OpaquePointer?, _ task: OpaquePointer?)
    -> rk_status
{
    bindComponent("rk_trailer_set_refreshing_with_state_of_task", trailer, Trailer.self, task)
}

// MARK: Titles and label

@c @implementation
public func rk_trailer_set_title(_ trailer: OpaquePointer?, _ state: rk_footer_state, _ title: UnsafePointer<CChar>?)
    -> rk_status
{
    modelCommand(
        "rk_trailer_set_title", trailer, Trailer.self,
        { () throws(ABIError) in
            (try trailerState(state), try title.map { p throws(ABIError) in try BorrowedString(p, "title").string })
        }
    ) { model, effects, value in model.setTitle(unchecked: value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_trailer_get_title(
    _ trailer: OpaquePointer?, _ state: rk_footer_state, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_trailer_get_title", trailer, Trailer.self, buffer, capacity, outLength) { model throws(ABIError) in
        model.label.titles.title(for: try trailerState(state)) ?? ""
    }
}

@c @implementation
public func rk_trailer_set_language(_ trailer: OpaquePointer?, _ language: UnsafePointer<CChar>?) -> rk_status {
    modelCommand(
        "rk_trailer_set_language", trailer, Trailer.self,
        { () throws(ABIError) in FooterLanguage(tag: try BorrowedString(language, "language").string) }
    ) { model, effects, language in model.setLanguage(language, &effects) }
}

@c @implementation
public func rk_trailer_get_language(
    _ trailer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_trailer_get_language", trailer, Trailer.self, buffer, capacity, outLength) { "\($0.language.tag)" }
}

@c @implementation
public func rk_trailer_get_label(
    _ trailer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_trailer_get_label", trailer, Trailer.self, buffer, capacity, outLength) { $0.labelText }
}

@c @implementation
public func rk_trailer_set_label_hidden(_ trailer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_trailer_set_label_hidden", trailer, Trailer.self, hidden, "hidden") {
        $0.setLabelHidden($2, &$1)
    }
}

@c @implementation
public func rk_trailer_set_arrow_size(_ trailer: OpaquePointer?, _ width: Double, _ height: Double) -> rk_status {
    modelCommand(
        "rk_trailer_set_arrow_size", trailer, Trailer.self,
        { () throws(ABIError) in (try nonNegative(width, "width"), try nonNegative(height, "height")) }
    ) { model, effects, size in model.setArrowSize(unchecked: size, &effects) }
}

// MARK: Component settings

@c @implementation
public func rk_trailer_set_automatically_change_alpha(_ trailer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_trailer_set_automatically_change_alpha", trailer, Trailer.self, enabled, "enabled") {
        $0.setAutomaticallyChangesAlpha($2, &$1)
    }
}

@c @implementation
public func rk_trailer_set_animation_durations(_ trailer: OpaquePointer?, _ fast: Double, _ slow: Double)
    -> rk_status
{
    modelCommand(
        "rk_trailer_set_animation_durations", trailer, Trailer.self,
        { () throws(ABIError) in (try duration(fast, "fast"), try duration(slow, "slow")) }
    ) { model, _, durations in model.setAnimationDurations(unchecked: durations) }
}

// MARK: Queries

@c @implementation
public func rk_trailer_get_state(_ trailer: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_trailer_get_state", trailer, Trailer.self, outState, "out_state") { $0.state.rawValue }
}

@c @implementation
public func rk_trailer_get_pulling_percent(_ trailer: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_trailer_get_pulling_percent", trailer, Trailer.self, outPercent, "out_percent") {
        $0.pullingPercent
    }
}

@c @implementation
public func rk_trailer_get_alpha(_ trailer: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_trailer_get_alpha", trailer, Trailer.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_trailer_get_arrow_angle(_ trailer: OpaquePointer?, _ outAngle: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    query("rk_trailer_get_arrow_angle", trailer, Trailer.self) { trailer throws(ABIError) in
        try required(outAngle, "out_angle").pointee = trailer.model.style == .normal ? trailer.model.arrowAngle : 0
    }
}

@c @implementation
public func rk_trailer_get_layout(_ trailer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_trailer_layout>?)
    -> rk_status
{
    structQuery("rk_trailer_get_layout", trailer, Trailer.self, out) { model, out in
        let layout = model.reportedLayout
        out.has_arrow = layout.parts.arrow == nil ? 0 : 1
        out.trailer = rect(layout.frame)
        out.label = rect(layout.parts.label)
        out.arrow = layout.parts.arrow.map(rect) ?? rk_rect(x: 0, y: 0, width: 0, height: 0)
    }
}

@c @implementation
public func rk_trailer_get_geometry(_ trailer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_trailer_geometry>?)
    -> rk_status
{
    structQuery("rk_trailer_get_geometry", trailer, Trailer.self, out) { model, out in
        let geometry = model.geometry
        out.reserved = 0
        out.width = geometry.trailerWidth
        out.snapshot_left = model.baseLeft
        out.snapshot_right = model.baseRight
        out.happen_offset = geometry.happenOffset
        out.trigger_offset = geometry.triggerOffset
        out.right_contribution = model.rightContribution
        out.ignored_right_inset = model.ignoredRightInset
    }
}
