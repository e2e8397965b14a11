import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

@inline(__always)
private func headerQuery(
    _ function: StaticString, _ header: OpaquePointer?, _ body: (Header) throws(ABIError) -> Void
) -> rk_status {
    componentQuery(function, header, .header, Header.self, body)
}

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

@c @implementation
public func rk_header_get_title(
    _ header: OpaquePointer?, _ state: rk_footer_state, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    headerQuery("rk_header_get_title", header) { header throws(ABIError) in
        let state = try headerState(state)
        try copyOut(header.model.label.titles.title(for: state) ?? "", buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_header_get_language(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    headerQuery("rk_header_get_language", header) { header throws(ABIError) in
        try copyOut("\(header.model.language.tag)", buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_header_get_label(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    headerQuery("rk_header_get_label", header) { header throws(ABIError) in
        try copyOut(header.model.labelText, buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_header_get_time_label(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    headerQuery("rk_header_get_time_label", header) { header throws(ABIError) in
        try copyOut(header.model.timeText, buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_header_get_last_updated_key(
    _ header: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    headerQuery("rk_header_get_last_updated_key", header) { header throws(ABIError) in
        try copyOut(header.model.lastUpdatedKey, buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_header_get_state(_ header: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_header_get_state", header, .header, Header.self, outState, "out_state") { $0.state.rawValue }
}

@c @implementation
public func rk_header_get_pulling_percent(_ header: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_header_get_pulling_percent", header, .header, Header.self, outPercent, "out_percent") {
        $0.pullingPercent
    }
}

@c @implementation
public func rk_header_get_alpha(_ header: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_header_get_alpha", header, .header, Header.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_header_get_layout(_ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_header_layout>?) -> rk_status
{
    headerQuery("rk_header_get_layout", header) { header throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_header_layout>.size, "out")
        let layout = header.model.reportedLayout
        out.pointee.style = header.model.style.rawValue
        out.pointee.header = rect(layout.header)
        out.pointee.state_label = rect(layout.stateLabel)
        out.pointee.time_label = rect(layout.timeLabel)
        out.pointee.reserved = 0
        switch layout.visual {
        case .normal(let arrow, let spinner):
            out.pointee.arrow = rect(arrow)
            out.pointee.spinner = rect(spinner)
            out.pointee.gif = noRect
            out.pointee.content_mode = 0
        case .gif(let gif, let mode):
            out.pointee.arrow = noRect
            out.pointee.spinner = noRect
            out.pointee.gif = rect(gif)
            out.pointee.content_mode = mode.rawValue
        }
    }
}

@c @implementation
public func rk_header_get_geometry(_ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_header_geometry>?)
    -> rk_status
{
    headerQuery("rk_header_get_geometry", header) { header throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_header_geometry>.size, "out")
        let model = header.model
        let geometry = model.geometry
        out.pointee.reserved = 0
        out.pointee.height = model.height
        out.pointee.base_top = model.baseTop
        out.pointee.happen_offset = geometry.happenOffset
        out.pointee.trigger_offset = geometry.triggerOffset
        out.pointee.top_contribution = model.topContribution
        out.pointee.ignored_top_inset = geometry.ignoredTopInset
    }
}

@c @implementation
public func rk_header_get_gif(_ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    headerQuery("rk_header_get_gif", header) { header throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_footer_gif>.size, "out")
        let model = header.model
        out.pointee.visible = model.style == .gif && model.gif.visible ? 1 : 0
        out.pointee.animating = model.isAnimatingGIF ? 1 : 0
        out.pointee.has_frame = model.shownFrame == nil ? 0 : 1
        out.pointee.index = Int32(model.shownFrame?.index ?? 0)
        out.pointee.reserved = 0
        out.pointee.image_id = model.shownFrame?.image.id ?? 0
    }
}

@c @implementation
public func rk_header_frame_at(
    _ header: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    headerQuery("rk_header_frame_at", header) { header throws(ABIError) in
        let t = try checked { () throws(InputError) in try InputRules.time(t, "t") }
        let image = try required(outImage, "out_image_id")
        let index = try required(outIndex, "out_index")
        guard let frame = try? header.model.frame(at: t) else {
            throw ABIError(.notFound, "no GIF frame has been shown yet")
        }
        image.pointee = frame.image.id
        index.pointee = Int32(frame.index)
    }
}
