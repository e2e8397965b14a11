import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

@c @implementation
public func rk_footer_get_state(_ footer: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_footer_get_state", footer, .footer, Footer.self, outState, "out_state") { $0.state.rawValue }
}

@c @implementation
public func rk_footer_get_pulling_percent(_ footer: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_footer_get_pulling_percent", footer, .footer, Footer.self, outPercent, "out_percent") {
        $0.pullingPercent
    }
}

@c @implementation
public func rk_footer_get_alpha(_ footer: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_footer_get_alpha", footer, .footer, Footer.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_layout>?) -> rk_status
{
    footerQuery("rk_footer_get_layout", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_footer_layout>.size, "out")
        let layout = footer.model.reportedLayout
        out.pointee.content_mode = layout.contentMode.rawValue
        out.pointee.footer = rect(layout.footer)
        out.pointee.gif = rect(layout.gif)
    }
}

@c @implementation
public func rk_footer_get_geometry(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_geometry>?)
    -> rk_status
{
    footerQuery("rk_footer_get_geometry", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_footer_geometry>.size, "out")
        let model = footer.model
        let geometry = model.geometry
        out.pointee.reserved = 0
        out.pointee.height = model.height
        out.pointee.happen_offset = geometry.happenOffset
        out.pointee.trigger_offset = geometry.triggerOffset
        out.pointee.bottom_inset = model.metrics.insetBottom
        out.pointee.offset_y = model.metrics.offset
        out.pointee.bottom_delta = model.lastBottomDelta
    }
}

@c @implementation
public func rk_footer_get_gif(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    footerQuery("rk_footer_get_gif", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_footer_gif>.size, "out")
        let model = footer.model
        out.pointee.visible = model.gifVisible ? 1 : 0
        out.pointee.animating = model.isAnimatingGIF ? 1 : 0
        out.pointee.has_frame = model.shownFrame == nil ? 0 : 1
        out.pointee.index = Int32(model.shownFrame?.index ?? 0)
        out.pointee.reserved = 0
        out.pointee.image_id = model.shownFrame?.image.id ?? 0
    }
}

@c @implementation
public func rk_footer_frame_at(
    _ footer: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    footerQuery("rk_footer_frame_at", footer) { footer throws(ABIError) in
        // A time, not a length: any finite clock reading.
        let t = try checked { () throws(InputError) in try InputRules.time(t, "t") }
        let image = try required(outImage, "out_image_id")
        let index = try required(outIndex, "out_index")
        guard let frame = footer.model.frame(uncheckedAt: t) else {
            throw ABIError(.notFound, "no GIF frame has been shown yet")
        }
        image.pointee = frame.image.id
        index.pointee = Int32(frame.index)
    }
}
