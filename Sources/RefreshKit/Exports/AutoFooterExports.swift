import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The auto footer's exports: each converts and checks its arguments, then calls the model (see
// ComponentRouting for how a call reaches the auto footer).

@inline(__always)
private func autoFooterCommand<Value>(
    _ function: StaticString, _ footer: OpaquePointer?, _ check: () throws(ABIError) -> Value,
    _ apply: @escaping (inout AutoFooterModel, inout AutoFooter.Effects, Value) -> Void
) -> rk_status {
    checkedComponentCommand(function, footer, .autoFooter, AutoFooter.self, check) { footer, value in
        footer.perform { model, effects in apply(&model, &effects, value) }
    }
}

@inline(__always)
private func autoFooterFlag(
    _ function: StaticString, _ footer: OpaquePointer?, _ value: Int32, _ name: StaticString,
    _ apply: @escaping (inout AutoFooterModel, inout AutoFooter.Effects, Bool) -> Void
) -> rk_status {
    autoFooterCommand(function, footer, { () throws(ABIError) in try flag(value, name) }, apply)
}

/// A command with a completion (begin, the ends).
@inline(__always)
private func autoFooterCompletionCommand(
    _ function: StaticString, _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?,
    _ userData: UnsafeMutableRawPointer?,
    _ apply: @escaping (inout AutoFooterModel, inout AutoFooter.Effects, UInt64?) -> Void
) -> rk_status {
    componentCommand(
        function, footer, .autoFooter, AutoFooter.self, (), completion: completion, userData: userData
    ) { footer, _, id in footer.perform { model, effects in apply(&model, &effects, id) } }
}

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
    componentMetricsCommand("rk_auto_footer_set_metrics", footer, .autoFooter, AutoFooter.self, metrics) {
        footer, metrics in footer.perform { model, effects in model.updateAlone(unchecked: metrics, &effects) }
    }
}

@c @implementation
public func rk_auto_footer_set_visible(_ footer: OpaquePointer?, _ visible: Int32) -> rk_status {
    autoFooterFlag("rk_auto_footer_set_visible", footer, visible, "visible") { $0.setVisible($2, &$1) }
}

@c @implementation
public func rk_auto_footer_set_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    autoFooterFlag("rk_auto_footer_set_hidden", footer, hidden, "hidden") { $0.setHidden($2, &$1) }
}

@c @implementation
public func rk_auto_footer_set_interaction_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    autoFooterFlag("rk_auto_footer_set_interaction_enabled", footer, enabled, "enabled") { model, _, enabled in
        model.setInteractionEnabled(enabled)
    }
}

@c @implementation
public func rk_auto_footer_set_height(_ footer: OpaquePointer?, _ height: Double) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_height", footer,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.height(height, "height") } }
    ) { model, effects, height in model.setHeight(unchecked: height, &effects) }
}

@c @implementation
public func rk_auto_footer_set_ignored_bottom_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_ignored_bottom_inset", footer, { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, _, inset in model.setIgnoredBottomInset(unchecked: inset) }
}

@c @implementation
public func rk_auto_footer_set_trigger_percent(_ footer: OpaquePointer?, _ percent: Double) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_trigger_percent", footer, { () throws(ABIError) in try finite(percent, "percent") }
    ) { model, _, percent in model.setTriggerPercent(unchecked: percent) }
}

@c @implementation
public func rk_auto_footer_set_automatically_refresh(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    autoFooterFlag("rk_auto_footer_set_automatically_refresh", footer, enabled, "enabled") { model, _, enabled in
        model.setAutomaticallyRefresh(enabled)
    }
}

@c @implementation
public func rk_auto_footer_set_auto_trigger_times(_ footer: OpaquePointer?, _ times: Int32) -> rk_status {
    autoFooterCommand("rk_auto_footer_set_auto_trigger_times", footer, { () throws(ABIError) in Int(times) }) {
        model, _, times in model.setAutoTriggerTimes(times)
    }
}

@c @implementation
public func rk_auto_footer_set_prefetch_items(_ footer: OpaquePointer?, _ items: Int64) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_prefetch_items", footer,
        { () throws(ABIError) in
            try checked { () throws(InputError) in try InputRules.count(items, "items") }
        }
    ) { model, _, items in model.setPrefetchDistance(unchecked: items) }
}

@c @implementation
public func rk_auto_footer_set_paging_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    autoFooterFlag("rk_auto_footer_set_paging_enabled", footer, enabled, "enabled") { model, _, enabled in
        model.setPagingEnabled(enabled)
    }
}

// MARK: Commands

@c @implementation
public func rk_auto_footer_tap(_ footer: OpaquePointer?) -> rk_status {
    autoFooterCommand("rk_auto_footer_tap", footer, { () throws(ABIError) in () }) { model, effects, _ in
        model.tap(&effects)
    }
}

@c @implementation
public func rk_auto_footer_begin_refreshing(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    autoFooterCompletionCommand("rk_auto_footer_begin_refreshing", footer, completion, userData) {
        model, effects, id in model.beginRefreshing(completion: id, &effects)
    }
}

@c @implementation
public func rk_auto_footer_end_refreshing(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    autoFooterCompletionCommand("rk_auto_footer_end_refreshing", footer, completion, userData) {
        model, effects, id in model.endRefreshing(completion: id, &effects)
    }
}

@c @implementation
public func rk_auto_footer_end_refreshing_with_no_more_data(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    autoFooterCompletionCommand("rk_auto_footer_end_refreshing_with_no_more_data", footer, completion, userData) {
        model, effects, id in model.endRefreshingWithNoMoreData(completion: id, &effects)
    }
}

@c @implementation
public func rk_auto_footer_reset_no_more_data(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    autoFooterCompletionCommand("rk_auto_footer_reset_no_more_data", footer, completion, userData) {
        model, effects, id in model.resetNoMoreData(completion: id, &effects)
    }
}

// MARK: GIF

/// The state whose duration rule applies: only Refreshing's frames ever animate
/// (docs/behaviour/auto-footer.md §11).
@inline(__always)
private func durationRuleState(_ state: RefreshState) -> RefreshState {
    state == .refreshing ? .refreshing : .idle
}

private func setFrames(
    _ function: StaticString, _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ build: (RefreshState) throws(ABIError) -> GifFrames
) -> rk_status {
    autoFooterCommand(
        function, footer,
        { () throws(ABIError) in
            let target = try footerState(state)
            return (target, try build(durationRuleState(target)))
        }
    ) { model, effects, value in model.setImages(unchecked: value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_auto_footer_set_images(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32
) -> rk_status {
    setFrames("rk_auto_footer_set_images", footer, state) { _ throws(ABIError) in
        GifFrames(defaultDurationFor: try RefreshKit.images(images, count))
    }
}

@c @implementation
public func rk_auto_footer_set_images_with_duration(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?, _ count: UInt32,
    _ duration: Double
) -> rk_status {
    setFrames("rk_auto_footer_set_images_with_duration", footer, state) { rule throws(ABIError) in
        let copied = try RefreshKit.images(images, count)
        try checked { () throws(InputError) in
            try GifFrames.checkLoopDuration(duration, count: copied.count, for: rule)
        }
        return GifFrames(images: copied, duration: duration)
    }
}

@c @implementation
public func rk_auto_footer_set_images_with_frame_durations(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ images: UnsafePointer<rk_image>?,
    _ durations: UnsafePointer<Double>?, _ count: UInt32
) -> rk_status {
    setFrames("rk_auto_footer_set_images_with_frame_durations", footer, state) { rule throws(ABIError) in
        let copied = try RefreshKit.images(images, count)
        guard copied.isEmpty || durations != nil else {
            throw ABIError(.invalidArgument, "durations is NULL with count \(count)")
        }
        let frames = GifFrames(images: copied, frameDurations: (0..<copied.count).map { durations?[$0] ?? 0 })
        try checked { () throws(InputError) in try frames.check(for: rule, durations: "durations") }
        return frames
    }
}

// MARK: Titles and label

@c @implementation
public func rk_auto_footer_set_title(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ title: UnsafePointer<CChar>?
) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_title", footer,
        { () throws(ABIError) in
            (try footerState(state), try title.map { p throws(ABIError) in try BorrowedString(p, "title").string })
        }
    ) { model, effects, value in model.setTitle(value.1, for: value.0, &effects) }
}

@c @implementation
public func rk_auto_footer_set_language(_ footer: OpaquePointer?, _ language: UnsafePointer<CChar>?) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_language", footer,
        { () throws(ABIError) in FooterLanguage(tag: try BorrowedString(language, "language").string) }
    ) { model, effects, language in model.setLanguage(language, &effects) }
}

@c @implementation
public func rk_auto_footer_set_refreshing_title_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    autoFooterFlag("rk_auto_footer_set_refreshing_title_hidden", footer, hidden, "hidden") { model, _, hidden in
        model.setRefreshingTitleHidden(hidden)
    }
}

@c @implementation
public func rk_auto_footer_set_label_left_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_label_left_inset", footer, { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { model, _, inset in model.setLabelLeftInset(unchecked: inset) }
}

@c @implementation
public func rk_auto_footer_set_text_width(_ footer: OpaquePointer?, _ width: Double) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_text_width", footer, { () throws(ABIError) in try nonNegative(width, "width") }
    ) { model, _, width in model.setHostTextWidth(unchecked: width) }
}

@c @implementation
public func rk_auto_footer_set_spinner_size(_ footer: OpaquePointer?, _ width: Double, _ height: Double) -> rk_status {
    autoFooterCommand(
        "rk_auto_footer_set_spinner_size", footer,
        { () throws(ABIError) in (try nonNegative(width, "width"), try nonNegative(height, "height")) }
    ) { model, _, size in try? model.setSpinnerSize(width: size.0, height: size.1) }
}

// MARK: Component settings

@c @implementation
public func rk_auto_footer_set_automatically_change_alpha(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    autoFooterFlag("rk_auto_footer_set_automatically_change_alpha", footer, enabled, "enabled") {
        $0.setAutomaticallyChangesAlpha($2, &$1)
    }
}

@c @implementation
public func rk_auto_footer_set_animation_durations(_ footer: OpaquePointer?, _ fast: Double, _ slow: Double)
    -> rk_status
{
    autoFooterCommand(
        "rk_auto_footer_set_animation_durations", footer,
        { () throws(ABIError) in (try duration(fast, "fast"), try duration(slow, "slow")) }
    ) { model, _, durations in model.setAnimationDurations(unchecked: durations) }
}

// MARK: Failure and retry (F17, 1.3)

@c @implementation
public func rk_auto_footer_end_refreshing_with_failure(
    _ footer: OpaquePointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_auto_footer_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    failureCommand(
        "rk_auto_footer_end_refreshing_with_failure", footer, .autoFooter, AutoFooter.self, message, completion,
        userData
    ) {
        footer, message, id in
        footer.perform { model, effects in model.endRefreshingWithFailure(message: message, completion: id, &effects) }
    }
}

@c @implementation
public func rk_auto_footer_retry(
    _ footer: OpaquePointer?, _ completion: rk_auto_footer_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    componentCommand(
        "rk_auto_footer_retry", footer, .autoFooter, AutoFooter.self, (), completion: completion, userData: userData
    ) { footer, _, id in footer.perform { model, effects in model.retry(completion: id, &effects) } }
}
