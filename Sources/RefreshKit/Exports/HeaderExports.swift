import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The header's exports: each converts and checks its arguments, then calls the model (see
// ComponentRouting for how a call reaches the header).

@inline(__always)
private func headerCommand<Value>(
    _ function: StaticString, _ header: OpaquePointer?, _ check: () throws(ABIError) -> Value,
    _ apply: @escaping (inout HeaderModel, inout Header.Effects, Value) -> Void
) -> rk_status {
    checkedComponentCommand(function, header, .header, Header.self, check) { header, value in
        header.perform { model, effects in apply(&model, &effects, value) }
    }
}

@inline(__always)
private func headerCommand(
    _ function: StaticString, _ header: OpaquePointer?,
    _ apply: @escaping (inout HeaderModel, inout Header.Effects) -> Void
) -> rk_status {
    headerCommand(function, header, { () throws(ABIError) in () }) { model, effects, _ in apply(&model, &effects) }
}

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
    componentMetricsCommand("rk_header_set_metrics", header, .header, Header.self, metrics) { header, metrics in
        header.perform { model, effects in model.setMetrics(unchecked: metrics, &effects) }
    }
}

@c @implementation
public func rk_header_set_visible(_ header: OpaquePointer?, _ visible: Int32) -> rk_status {
    headerCommand("rk_header_set_visible", header, { () throws(ABIError) in try flag(visible, "visible") }) {
        $0.setVisible($2, &$1)
    }
}

@c @implementation
public func rk_header_set_hidden(_ header: OpaquePointer?, _ hidden: Int32) -> rk_status {
    headerCommand("rk_header_set_hidden", header, { () throws(ABIError) in try flag(hidden, "hidden") }) {
        model, _, hidden in model.setHidden(hidden)
    }
}

@c @implementation
public func rk_header_set_interaction_enabled(_ header: OpaquePointer?, _ enabled: Int32) -> rk_status {
    headerCommand("rk_header_set_interaction_enabled", header, { () throws(ABIError) in try flag(enabled, "enabled") })
    { model, _, enabled in model.setInteractionEnabled(enabled) }
}

@c @implementation
public func rk_header_set_height(_ header: OpaquePointer?, _ height: Double) -> rk_status {
    headerCommand(
        "rk_header_set_height", header,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.height(height, "height") } }
    ) { model, _, height in model.setHeight(unchecked: height) }
}

@c @implementation
public func rk_header_set_ignored_top_inset(_ header: OpaquePointer?, _ inset: Double) -> rk_status {
    headerCommand("rk_header_set_ignored_top_inset", header, { () throws(ABIError) in try nonNegative(inset, "inset") })
    { model, _, inset in model.setIgnoredTopInset(unchecked: inset) }
}

// MARK: Commands with completions

@c @implementation
public func rk_header_begin_refreshing(
    _ header: OpaquePointer?, _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    componentCommand(
        "rk_header_begin_refreshing", header, .header, Header.self, (), completion: completion, userData: userData
    ) { header, _, id in header.perform { model, effects in model.beginRefreshing(completion: id, &effects) } }
}

@c @implementation
public func rk_header_end_refreshing(
    _ header: OpaquePointer?, _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    componentCommand(
        "rk_header_end_refreshing", header, .header, Header.self, (), completion: completion, userData: userData
    ) { header, _, id in header.perform { model, effects in model.endRefreshing(completion: id, &effects) } }
}

// MARK: GIF

private func setFrames(
    _ function: StaticString, _ header: OpaquePointer?, _ state: rk_footer_state,
    _ build: (RefreshState) throws(ABIError) -> GifFrames
) -> rk_status {
    headerCommand(
        function, header,
        { () throws(ABIError) in
            let target = try headerState(state)
            return (target, try build(target))
        }
    ) { model, effects, value in model.setImages(unchecked: value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_header_set_images(
    _ header: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32
) -> rk_status {
    setFrames("rk_header_set_images", header, state) { _ throws(ABIError) in
        try GifFrameArguments.defaultDuration(images, count)
    }
}

@c @implementation
public func rk_header_set_images_with_duration(
    _ header: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32,
    _ duration: Double
) -> rk_status {
    setFrames("rk_header_set_images_with_duration", header, state) { target throws(ABIError) in
        try GifFrameArguments.loop(images, count, duration: duration, for: target)
    }
}

@c @implementation
public func rk_header_set_images_with_frame_durations(
    _ header: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?, _ count: UInt32
) -> rk_status {
    setFrames("rk_header_set_images_with_frame_durations", header, state) { target throws(ABIError) in
        try GifFrameArguments.perFrame(images, durations, count, for: target)
    }
}

// MARK: Titles and labels

@c @implementation
public func rk_header_set_title(_ header: OpaquePointer?, _ state: rk_footer_state, _ title: UnsafePointer<CChar>?)
    -> rk_status
{
    headerCommand(
        "rk_header_set_title", header,
        { () throws(ABIError) in
            (try headerState(state), try title.map { p throws(ABIError) in try BorrowedString(p, "title").string })
        }
    ) { model, effects, value in model.setTitle(unchecked: value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_header_set_language(_ header: OpaquePointer?, _ language: UnsafePointer<CChar>?) -> rk_status {
    headerCommand(
        "rk_header_set_language", header,
        { () throws(ABIError) in FooterLanguage(tag: try BorrowedString(language, "language").string) }
    ) { model, effects, language in model.setLanguage(language, &effects) }
}

@c @implementation
public func rk_header_set_label_hidden(_ header: OpaquePointer?, _ hidden: Int32) -> rk_status {
    headerCommand("rk_header_set_label_hidden", header, { () throws(ABIError) in try flag(hidden, "hidden") }) {
        model, _, hidden in model.setLabelHidden(hidden)
    }
}

@c @implementation
public func rk_header_set_time_label_hidden(_ header: OpaquePointer?, _ hidden: Int32) -> rk_status {
    headerCommand("rk_header_set_time_label_hidden", header, { () throws(ABIError) in try flag(hidden, "hidden") }) {
        $0.setTimeLabelHidden($2, &$1)
    }
}

@c @implementation
public func rk_header_set_label_left_inset(_ header: OpaquePointer?, _ inset: Double) -> rk_status {
    headerCommand("rk_header_set_label_left_inset", header, { () throws(ABIError) in try nonNegative(inset, "inset") })
    { model, _, inset in model.setLabelLeftInset(unchecked: inset) }
}

@c @implementation
public func rk_header_set_text_widths(_ header: OpaquePointer?, _ stateWidth: Double, _ timeWidth: Double)
    -> rk_status
{
    headerCommand(
        "rk_header_set_text_widths", header,
        { () throws(ABIError) in (try nonNegative(stateWidth, "state_width"), try nonNegative(timeWidth, "time_width"))
        }
    ) { model, _, widths in model.setHostTextWidths(unchecked: widths) }
}

@c @implementation
public func rk_header_set_visual_sizes(
    _ header: OpaquePointer?, _ arrowWidth: Double, _ arrowHeight: Double, _ spinnerWidth: Double,
    _ spinnerHeight: Double
) -> rk_status {
    headerCommand(
        "rk_header_set_visual_sizes", header,
        { () throws(ABIError) in
            (
                (try nonNegative(arrowWidth, "arrow_width"), try nonNegative(arrowHeight, "arrow_height")),
                (try nonNegative(spinnerWidth, "spinner_width"), try nonNegative(spinnerHeight, "spinner_height"))
            )
        }
    ) { model, _, sizes in model.setVisualSizes(unchecked: sizes) }
}

// MARK: Last-updated text

@c @implementation
public func rk_header_set_last_updated_key(_ header: OpaquePointer?, _ key: UnsafePointer<CChar>?) -> rk_status {
    headerCommand("rk_header_set_last_updated_key", header, { () throws(ABIError) in try storeKey(key) }) {
        model, effects, key in model.setLastUpdatedKey(unchecked: key, &effects)
    }
}

@c @implementation
public func rk_header_set_last_updated_text(_ header: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> rk_status {
    headerCommand(
        "rk_header_set_last_updated_text", header,
        { () throws(ABIError) in try text.map { p throws(ABIError) in try BorrowedString(p, "text").string } }
    ) { model, effects, text in model.setLastUpdatedText(text, &effects) }
}

@c @implementation
public func rk_header_set_utc_offset(_ header: OpaquePointer?, _ seconds: Int32) -> rk_status {
    headerCommand(
        "rk_header_set_utc_offset", header,
        { () throws(ABIError) in
            try checked { () throws(InputError) in try InputRules.utcOffset(Int(seconds), "seconds") }
        }
    ) { model, effects, seconds in model.setUTCOffset(unchecked: seconds, &effects) }
}

// MARK: Component settings

@c @implementation
public func rk_header_set_automatically_change_alpha(_ header: OpaquePointer?, _ enabled: Int32) -> rk_status {
    headerCommand(
        "rk_header_set_automatically_change_alpha", header, { () throws(ABIError) in try flag(enabled, "enabled") }
    ) { $0.setAutomaticallyChangesAlpha($2, &$1) }
}

@c @implementation
public func rk_header_set_animation_durations(_ header: OpaquePointer?, _ fast: Double, _ slow: Double) -> rk_status {
    headerCommand(
        "rk_header_set_animation_durations", header,
        { () throws(ABIError) in (try duration(fast, "fast"), try duration(slow, "slow")) }
    ) { model, _, durations in model.setAnimationDurations(unchecked: durations) }
}

/// A last-updated store key: valid UTF-8, InputRules' key rule (not empty, at most
/// RK_LAST_UPDATED_KEY_MAX bytes).
func storeKey(_ key: UnsafePointer<CChar>?) throws(ABIError) -> String {
    let key = try BorrowedString(key, "key").string
    return try checked { () throws(InputError) in try InputRules.key(key, "key") }
}

// MARK: Failure and retry (F17, 1.3)

@c @implementation
public func rk_header_end_refreshing_with_failure(
    _ header: OpaquePointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_header_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    failureCommand("rk_header_end_refreshing_with_failure", header, .header, Header.self, message, completion, userData)
    {
        header, message, id in
        header.perform { model, effects in model.endRefreshingWithFailure(message: message, completion: id, &effects) }
    }
}

@c @implementation
public func rk_header_retry(
    _ header: OpaquePointer?, _ completion: rk_header_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    componentCommand(
        "rk_header_retry", header, .header, Header.self, (), completion: completion, userData: userData
    ) { header, _, id in header.perform { model, effects in model.retry(completion: id, &effects) } }
}
