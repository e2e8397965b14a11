import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

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
public func rk_header_get_time_label(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_header_get_time_label", header, Header.self, buffer, capacity, outLength) { $0.timeText }
}

@c @implementation
public func rk_header_get_last_updated_key(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_header_get_last_updated_key", header, Header.self, buffer, capacity, outLength) { $0.lastUpdatedKey }
}

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
        out.header = rect(layout.header)
        out.state_label = rect(layout.stateLabel)
        out.time_label = rect(layout.timeLabel)
        out.reserved = 0
        switch layout.visual {
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
