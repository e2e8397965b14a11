import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The header's exports (rk_header_*): each converts and checks its arguments, then takes its route
// (Routing.swift) to the model.

// MARK: Inputs

@c @implementation
public func rk_header_set_ignored_top_inset(_ header: OpaquePointer?, _ inset: Double) -> rk_status {
    FamilyCall("rk_header_set_ignored_top_inset", header, Header.self).setting(
        try nonNegative(inset, "inset")
    ) { model, _, inset in model.setIgnoredTopInset(unchecked: inset) }
}

// MARK: Titles and labels

@c @implementation
public func rk_header_set_text_widths(_ header: OpaquePointer?, _ stateWidth: Double, _ timeWidth: Double)
    -> rk_status
{
    FamilyCall("rk_header_set_text_widths", header, Header.self).setting(
        (try nonNegative(stateWidth, "state_width"), try nonNegative(timeWidth, "time_width"))
    ) { model, _, widths in model.setHostTextWidths(unchecked: widths) }
}

@c @implementation
public func rk_header_set_visual_sizes(
    _ header: OpaquePointer?, _ arrowWidth: Double, _ arrowHeight: Double, _ spinnerWidth: Double,
    _ spinnerHeight: Double
) -> rk_status {
    FamilyCall("rk_header_set_visual_sizes", header, Header.self).setting(
        (
            (try nonNegative(arrowWidth, "arrow_width"), try nonNegative(arrowHeight, "arrow_height")),
            (try nonNegative(spinnerWidth, "spinner_width"), try nonNegative(spinnerHeight, "spinner_height"))
        )
    ) { model, _, sizes in model.setVisualSizes(unchecked: sizes) }
}

// MARK: Time label (F11, F12)

// The last-updated key the header stamps in the context's store, the text it shows, and since 1.4
// its UTC offset and formatter. The store, wall clock and time zone are the context's.

@c @implementation
public func rk_header_set_time_label_hidden(_ header: OpaquePointer?, _ hidden: Int32) -> rk_status {
    FamilyCall("rk_header_set_time_label_hidden", header, Header.self).settingFlag(hidden, "hidden") {
        $0.setTimeLabelHidden($2, &$1)
    }
}

@c @implementation
public func rk_header_get_time_label(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    FamilyCall("rk_header_get_time_label", header, Header.self).text(buffer, capacity, outLength) { $0.timeText }
}

@c @implementation
public func rk_header_set_last_updated_key(_ header: OpaquePointer?, _ key: UnsafePointer<CChar>?) -> rk_status {
    FamilyCall("rk_header_set_last_updated_key", header, Header.self).setting(try storeKey(key)) {
        model, effects, key in model.setLastUpdatedKey(unchecked: key, &effects)
    }
}

@c @implementation
public func rk_header_get_last_updated_key(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    FamilyCall("rk_header_get_last_updated_key", header, Header.self).text(buffer, capacity, outLength) {
        $0.lastUpdatedKey
    }
}

@c @implementation
public func rk_header_set_last_updated_text(_ header: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> rk_status {
    FamilyCall("rk_header_set_last_updated_text", header, Header.self).setting(
        try text.map { p throws(ABIError) in try BorrowedString(p, "text").string }
    ) { model, effects, text in model.setLastUpdatedText(text, &effects) }
}

@c @implementation
public func rk_header_set_utc_offset(_ header: OpaquePointer?, _ seconds: Int32) -> rk_status {
    FamilyCall("rk_header_set_utc_offset", header, Header.self).setting(
        try checked { () throws(InputError) in try InputRules.utcOffset(Int(seconds), "seconds") }
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

// MARK: Queries

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

@c @implementation
public func rk_header_get_layout(_ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_header_layout>?) -> rk_status
{
    FamilyCall("rk_header_get_layout", header, Header.self).fill(out) { model, out in
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
    FamilyCall("rk_header_get_geometry", header, Header.self).fill(out) { model, out in
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
