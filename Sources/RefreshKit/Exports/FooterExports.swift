import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

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
    componentMetricsCommand("rk_footer_set_metrics", footer, .footer, Footer.self, metrics) { footer, metrics in
        footer.perform { model, effects in model.setMetrics(unchecked: metrics, &effects) }
    }
}

@c @implementation
public func rk_footer_set_visible(_ footer: OpaquePointer?, _ visible: Int32) -> rk_status {
    checkedCommand("rk_footer_set_visible", footer, { () throws(ABIError) in try flag(visible, "visible") }) {
        $0.setVisible($2, &$1)
    }
}

@c @implementation
public func rk_footer_set_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    checkedCommand("rk_footer_set_hidden", footer, { () throws(ABIError) in try flag(hidden, "hidden") }) {
        $0.setHidden($2)
    }
}

@c @implementation
public func rk_footer_set_interaction_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    checkedCommand(
        "rk_footer_set_interaction_enabled", footer,
        { () throws(ABIError) in try flag(enabled, "enabled") }
    ) { $0.setInteractionEnabled($2) }
}

@c @implementation
public func rk_footer_set_data_count(_ footer: OpaquePointer?, _ count: Int64) -> rk_status {
    checkedCommand(
        "rk_footer_set_data_count", footer,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.count(count, "count") } }
    ) { $0.setDataCount(unchecked: $2) }
}

@c @implementation
public func rk_footer_set_height(_ footer: OpaquePointer?, _ height: Double) -> rk_status {
    checkedCommand(
        "rk_footer_set_height", footer,
        { () throws(ABIError) in try checked { () throws(InputError) in try InputRules.height(height, "height") } }
    ) { $0.setHeight(unchecked: $2) }
}

@c @implementation
public func rk_footer_set_ignored_bottom_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    checkedCommand(
        "rk_footer_set_ignored_bottom_inset", footer,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { $0.setIgnoredBottomInset(unchecked: $2) }
}

// MARK: Commands with completions

@c @implementation
public func rk_footer_begin_refreshing(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    footerCommand("rk_footer_begin_refreshing", footer, (), completion: completion, userData: userData) {
        footer, _, id in footer.perform { model, effects in model.beginRefreshing(completion: id, &effects) }
    }
}

@c @implementation
public func rk_footer_end_refreshing(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    footerCommand("rk_footer_end_refreshing", footer, (), completion: completion, userData: userData) {
        footer, _, id in footer.perform { model, effects in model.endRefreshing(completion: id, &effects) }
    }
}

@c @implementation
public func rk_footer_end_refreshing_with_no_more_data(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    footerCommand(
        "rk_footer_end_refreshing_with_no_more_data", footer, (), completion: completion,
        userData: userData
    ) { footer, _, id in
        footer.perform { model, effects in model.endRefreshingWithNoMoreData(completion: id, &effects) }
    }
}

@c @implementation
public func rk_footer_reset_no_more_data(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    footerCommand("rk_footer_reset_no_more_data", footer, (), completion: completion, userData: userData) {
        footer, _, id in footer.perform { model, effects in model.resetNoMoreData(completion: id, &effects) }
    }
}

// MARK: Titles and label

@c @implementation
public func rk_footer_set_title(
    _ footer: OpaquePointer?, _ state: rk_footer_state,
    _ title: UnsafePointer<CChar>?
) -> rk_status {
    checkedCommand(
        "rk_footer_set_title", footer,
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
    checkedCommand(
        "rk_footer_set_language", footer,
        { () throws(ABIError) in
            FooterLanguage(tag: try BorrowedString(language, "language").string)
        }
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
    checkedCommand("rk_footer_set_label_hidden", footer, { () throws(ABIError) in try flag(hidden, "hidden") }) {
        $0.setLabelHidden($2)
    }
}

@c @implementation
public func rk_footer_set_label_left_inset(_ footer: OpaquePointer?, _ inset: Double) -> rk_status {
    checkedCommand(
        "rk_footer_set_label_left_inset", footer,
        { () throws(ABIError) in try nonNegative(inset, "inset") }
    ) { $0.setLabelLeftInset(unchecked: $2) }
}

@c @implementation
public func rk_footer_set_text_width(_ footer: OpaquePointer?, _ width: Double) -> rk_status {
    checkedCommand(
        "rk_footer_set_text_width", footer,
        { () throws(ABIError) in try nonNegative(width, "width") }
    ) { $0.setHostTextWidth(unchecked: $2) }
}

@c @implementation
public func rk_footer_set_automatically_change_alpha(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    checkedCommand(
        "rk_footer_set_automatically_change_alpha", footer,
        { () throws(ABIError) in try flag(enabled, "enabled") }
    ) {
        $0.setAutomaticallyChangesAlpha($2, &$1)
    }
}

@c @implementation
public func rk_footer_set_animation_durations(_ footer: OpaquePointer?, _ fast: Double, _ slow: Double) -> rk_status {
    checkedCommand(
        "rk_footer_set_animation_durations", footer,
        { () throws(ABIError) in
            (try duration(fast, "fast"), try duration(slow, "slow"))
        }
    ) { model, _, durations in model.setAnimationDurations(unchecked: durations) }
}

@c @implementation
public func rk_footer_set_animation_disabled(_ footer: OpaquePointer?) -> rk_status {
    footerCommand("rk_footer_set_animation_disabled", footer, ()) { footer, _, _ in
        footer.perform { model, _ in model.setAnimationDurations(unchecked: (0, 0)) }
    }
}

// MARK: Failure and retry (F17, 1.3)

@c @implementation
public func rk_footer_end_refreshing_with_failure(
    _ footer: OpaquePointer?, _ message: UnsafePointer<CChar>?, _ completion: rk_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    failureCommand("rk_footer_end_refreshing_with_failure", footer, .footer, Footer.self, message, completion, userData)
    {
        footer, message, id in
        footer.perform { model, effects in model.endRefreshingWithFailure(message: message, completion: id, &effects) }
    }
}

@c @implementation
public func rk_footer_retry(
    _ footer: OpaquePointer?, _ completion: rk_completion_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    componentCommand(
        "rk_footer_retry", footer, .footer, Footer.self, (), completion: completion, userData: userData
    ) { footer, _, id in footer.perform { model, effects in model.retry(completion: id, &effects) } }
}
