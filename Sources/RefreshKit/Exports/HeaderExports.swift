import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The header's exports (rk_header_*): each converts and checks its arguments, then takes its route
// (Routing.swift) to the model.

// MARK: Lifetime

@c @implementation
public func rk_header_create(
    _ context: OpaquePointer?, _ style: rk_header_style, _ outHeader: UnsafeMutablePointer<OpaquePointer?>?
) -> rk_status {
    guard let style = HeaderStyle(rawValue: style) else {
        recordError("rk_header_create", ABIError(.invalidArgument, "unknown header style \(style) (0...1)"))
        return Status.invalidArgument.rawValue
    }
    return createObject("rk_header_create", context, outHeader, "out_header", .header, Header.self) { header in
        header.start(style: style)
    }
}

@c @implementation
public func rk_header_destroy(_ header: OpaquePointer?) -> rk_status {
    destroyObject("rk_header_destroy", header, .header, Header.self)
}

// MARK: Inputs

@c @implementation
public func rk_header_set_metrics(_ header: OpaquePointer?, _ metrics: UnsafePointer<rk_scroll_metrics>?) -> rk_status {
    componentMetricsCommand("rk_header_set_metrics", header, Header.self, metrics) {
        $0.setMetrics(unchecked: $2, &$1)
    }
}

@c @implementation
public func rk_header_set_visible(_ header: OpaquePointer?, _ visible: Int32) -> rk_status {
    flagCommand("rk_header_set_visible", header, Header.self, visible, "visible") { $0.setVisible($2, &$1) }
}

@c @implementation
public func rk_header_set_hidden(_ header: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_header_set_hidden", header, Header.self, hidden, "hidden") { model, _, hidden in
        model.setHidden(hidden)
    }
}

@c @implementation
public func rk_header_set_interaction_enabled(_ header: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_header_set_interaction_enabled", header, Header.self, enabled, "enabled") { model, _, enabled in
        model.setInteractionEnabled(enabled)
    }
}

@c @implementation
public func rk_header_set_height(_ header: OpaquePointer?, _ height: Double) -> rk_status {
    modelCommand(
        "rk_header_set_height", header, Header.self,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.height(height, "height") } }
    ) { model, _, height in model.setHeight(unchecked: height) }
}

@c @implementation
public func rk_header_set_ignored_top_inset(_ header: OpaquePointer?, _ inset: Double) -> rk_status {
    modelCommand(
        "rk_header_set_ignored_top_inset", header, Header.self,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, _, inset in model.setIgnoredTopInset(unchecked: inset) }
}

// MARK: Commands with completions

@c @implementation
public func rk_header_begin_refreshing(
    _ header: OpaquePointer?, _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_header_begin_refreshing", header, Header.self, completion, userData) {
        $0.beginRefreshing(completion: $2, &$1)
    }
}

@c @implementation
public func rk_header_end_refreshing(
    _ header: OpaquePointer?, _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_header_end_refreshing", header, Header.self, completion, userData) {
        $0.endRefreshing(completion: $2, &$1)
    }
}

// MARK: Failure and retry (F17, 1.3)

@c @implementation
public func rk_header_end_refreshing_with_failure(
    _ header: OpaquePointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_header_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    failureCommand("rk_header_end_refreshing_with_failure", header, Header.self, message, completion, userData) {
        $0.endRefreshingWithFailure(message: $2, completion: $3, &$1)
    }
}

@c @implementation
public func rk_header_retry(
    _ header: OpaquePointer?, _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    completionCommand("rk_header_retry", header, Header.self, completion, userData) { $0.retry(completion: $2, &$1) }
}

// MARK: Loads (F18, 1.3)

@c @implementation
public func rk_header_begin_load(
    _ header: OpaquePointer?, _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    _ outLoadID: UnsafeMutablePointer<UInt64>?
) -> rk_status {
    beginLoadCommand("rk_header_begin_load", header, Header.self, completion, userData, outLoadID)
}

@c @implementation
public func rk_header_end_load(
    _ header: OpaquePointer?, _ loadID: UInt64, _ outcome: Int32, _ message: UnsafePointer<CChar>?,
    _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    endLoadCommand("rk_header_end_load", header, Header.self, loadID, outcome, message, completion, userData)
}

@c @implementation
public func rk_header_get_load_id(_ header: OpaquePointer?, _ outLoadID: UnsafeMutablePointer<UInt64>?) -> rk_status {
    loadIDQuery("rk_header_get_load_id", header, Header.self, outLoadID)
}

// MARK: Bound to a task (B4)

@c @implementation
public func rk_header_set_refreshing_with_state_of_task(_ header: OpaquePointer?, _ task: OpaquePointer?) -> rk_status {
    bindComponent("rk_header_set_refreshing_with_state_of_task", header, Header.self, task)
}

// MARK: GIF

@c @implementation
public func rk_header_set_images(
    _ header: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32
) -> rk_status {
    framesCommand("rk_header_set_images", header, Header.self, state, .defaultDuration(images, count))
}

@c @implementation
public func rk_header_set_images_with_duration(
    _ header: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32,
    _ duration: Double
) -> rk_status {
    framesCommand(
        "rk_header_set_images_with_duration", header, Header.self, state, .loop(images, count, duration: duration))
}

@c @implementation
public func rk_header_set_images_with_frame_durations(
    _ header: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?, _ count: UInt32
) -> rk_status {
    framesCommand(
        "rk_header_set_images_with_frame_durations", header, Header.self, state, .perFrame(images, durations, count))
}

// MARK: Titles and labels

@c @implementation
public func rk_header_set_title(_ header: OpaquePointer?, _ state: rk_footer_state, _ title: UnsafePointer<CChar>?)
    -> rk_status
{
    modelCommand(
        "rk_header_set_title", header, Header.self,
        { () throws(ABIError) in
            (try headerState(state), try title.map { p throws(ABIError) in try BorrowedString(p, "title").string })
        }
    ) { model, effects, value in model.setTitle(unchecked: value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_header_get_title(
    _ header: OpaquePointer?, _ state: rk_footer_state, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_header_get_title", header, Header.self, buffer, capacity, outLength) { model throws(ABIError) in
        model.label.titles.title(for: try headerState(state)) ?? ""
    }
}

@c @implementation
public func rk_header_set_language(_ header: OpaquePointer?, _ language: UnsafePointer<CChar>?) -> rk_status {
    modelCommand(
        "rk_header_set_language", header, Header.self,
        { () throws(ABIError) in FooterLanguage(tag: try BorrowedString(language, "language").string) }
    ) { model, effects, language in model.setLanguage(language, &effects) }
}

@c @implementation
public func rk_header_get_language(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_header_get_language", header, Header.self, buffer, capacity, outLength) { "\($0.language.tag)" }
}

@c @implementation
public func rk_header_get_label(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_header_get_label", header, Header.self, buffer, capacity, outLength) { $0.labelText }
}

@c @implementation
public func rk_header_set_label_hidden(_ header: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_header_set_label_hidden", header, Header.self, hidden, "hidden") { model, _, hidden in
        model.setLabelHidden(hidden)
    }
}

@c @implementation
public func rk_header_set_label_left_inset(_ header: OpaquePointer?, _ inset: Double) -> rk_status {
    modelCommand(
        "rk_header_set_label_left_inset", header, Header.self,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, _, inset in model.setLabelLeftInset(unchecked: inset) }
}

@c @implementation
public func rk_header_set_text_widths(_ header: OpaquePointer?, _ stateWidth: Double, _ timeWidth: Double)
    -> rk_status
{
    modelCommand(
        "rk_header_set_text_widths", header, Header.self,
        { () throws(ABIError) in (try nonNegative(stateWidth, "state_width"), try nonNegative(timeWidth, "time_width"))
        }
    ) { model, _, widths in model.setHostTextWidths(unchecked: widths) }
}

@c @implementation
public func rk_header_set_visual_sizes(
    _ header: OpaquePointer?, _ arrowWidth: Double, _ arrowHeight: Double, _ spinnerWidth: Double,
    _ spinnerHeight: Double
) -> rk_status {
    modelCommand(
        "rk_header_set_visual_sizes", header, Header.self,
        { () throws(ABIError) in
            (
                (try nonNegative(arrowWidth, "arrow_width"), try nonNegative(arrowHeight, "arrow_height")),
                (try nonNegative(spinnerWidth, "spinner_width"), try nonNegative(spinnerHeight, "spinner_height"))
            )
        }
    ) { model, _, sizes in model.setVisualSizes(unchecked: sizes) }
}

// MARK: Time label (F11, F12)

// The last-updated key the header stamps in the context's store, the text it shows, and since 1.4
// its UTC offset and formatter. The store, wall clock and time zone are the context's.

@c @implementation
public func rk_header_set_time_label_hidden(_ header: OpaquePointer?, _ hidden: Int32) -> rk_status {
    flagCommand("rk_header_set_time_label_hidden", header, Header.self, hidden, "hidden") {
        $0.setTimeLabelHidden($2, &$1)
    }
}

@c @implementation
public func rk_header_get_time_label(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_header_get_time_label", header, Header.self, buffer, capacity, outLength) { $0.timeText }
}

@c @implementation
public func rk_header_set_last_updated_key(_ header: OpaquePointer?, _ key: UnsafePointer<CChar>?) -> rk_status {
    modelCommand("rk_header_set_last_updated_key", header, Header.self, { () throws(ABIError) in try storeKey(key) }) {
        model, effects, key in model.setLastUpdatedKey(unchecked: key, &effects)
    }
}

@c @implementation
public func rk_header_get_last_updated_key(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_header_get_last_updated_key", header, Header.self, buffer, capacity, outLength) { $0.lastUpdatedKey }
}

@c @implementation
public func rk_header_set_last_updated_text(_ header: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> rk_status {
    modelCommand(
        "rk_header_set_last_updated_text", header, Header.self,
        { () throws(ABIError) in try text.map { p throws(ABIError) in try BorrowedString(p, "text").string } }
    ) { model, effects, text in model.setLastUpdatedText(text, &effects) }
}

@c @implementation
public func rk_header_set_utc_offset(_ header: OpaquePointer?, _ seconds: Int32) -> rk_status {
    modelCommand(
        "rk_header_set_utc_offset", header, Header.self,
        { () throws(ABIError) in
            try checked { () throws(InputError) in try InputRules.utcOffset(Int(seconds), "seconds") }
        }
    ) { model, effects, seconds in model.setUTCOffset(unchecked: seconds, &effects) }
}

@c @implementation
public func rk_header_set_last_updated_formatter(
    _ header: OpaquePointer?, _ function: rk_last_updated_formatter?, _ userData: UnsafeMutableRawPointer?,
    _ destroyNotify: rk_destroy_notify?
) -> rk_status {
    abiCall("rk_header_set_last_updated_formatter") { () throws(ABIError) in
        guard function != nil || destroyNotify == nil else {
            throw ABIError(.invalidArgument, "destroy_notify without a formatter: fn is NULL")
        }
        try Handles.object(UnsafeRawPointer(header), .header, as: Header.self)
            .setFormatter(function.map { unsafeBitCast($0, to: FormatterFunction.self) }, userData, destroyNotify)
    }
}

// MARK: Component settings

@c @implementation
public func rk_header_set_automatically_change_alpha(_ header: OpaquePointer?, _ enabled: Int32) -> rk_status {
    flagCommand("rk_header_set_automatically_change_alpha", header, Header.self, enabled, "enabled") {
        $0.setAutomaticallyChangesAlpha($2, &$1)
    }
}

@c @implementation
public func rk_header_set_animation_durations(_ header: OpaquePointer?, _ fast: Double, _ slow: Double) -> rk_status {
    modelCommand(
        "rk_header_set_animation_durations", header, Header.self,
        { () throws(ABIError) in (try duration(fast, "fast"), try duration(slow, "slow")) }
    ) { model, _, durations in model.setAnimationDurations(unchecked: durations) }
}

// MARK: Queries

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

@c @implementation
public func rk_header_get_state(_ header: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_header_get_state", header, Header.self, outState, "out_state") { $0.state.rawValue }
}

@c @implementation
public func rk_header_get_pulling_percent(_ header: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_header_get_pulling_percent", header, Header.self, outPercent, "out_percent") {
        $0.pullingPercent
    }
}

@c @implementation
public func rk_header_get_alpha(_ header: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_header_get_alpha", header, Header.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_header_get_layout(_ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_header_layout>?) -> rk_status
{
    structQuery("rk_header_get_layout", header, Header.self, out) { model, out in
        let layout = model.reportedLayout
        out.style = model.style.rawValue
        out.header = rect(layout.frame)
        out.state_label = rect(layout.parts.stateLabel)
        out.time_label = rect(layout.parts.timeLabel)
        out.reserved = 0
        switch layout.parts.visual {
        case .normal(let arrow, let spinner):
            out.arrow = rect(arrow)
            out.spinner = rect(spinner)
            out.gif = noRect
            out.content_mode = 0
        case .gif(let gif, let mode):
            out.arrow = noRect
            out.spinner = noRect
            out.gif = rect(gif)
            out.content_mode = mode.rawValue
        }
    }
}

@c @implementation
public func rk_header_get_geometry(_ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_header_geometry>?)
    -> rk_status
{
    structQuery("rk_header_get_geometry", header, Header.self, out) { model, out in
        let geometry = model.geometry
        out.reserved = 0
        out.height = model.height
        out.base_top = model.baseTop
        out.happen_offset = geometry.happenOffset
        out.trigger_offset = geometry.triggerOffset
        out.top_contribution = model.topContribution
        out.ignored_top_inset = geometry.ignoredTopInset
    }
}

@c @implementation
public func rk_header_get_gif(_ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    gifQuery("rk_header_get_gif", header, Header.self, out)
}

@c @implementation
public func rk_header_frame_at(
    _ header: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    frameAtQuery("rk_header_frame_at", header, Header.self, t, outImage, outIndex)
}
