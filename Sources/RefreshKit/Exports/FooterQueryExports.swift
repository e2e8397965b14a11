import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

@c @implementation
public func rk_footer_get_state(_ footer: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_footer_get_state", footer, Footer.self, outState, "out_state") { $0.state.rawValue }
}

@c @implementation
public func rk_footer_get_pulling_percent(_ footer: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_footer_get_pulling_percent", footer, Footer.self, outPercent, "out_percent") {
        $0.pullingPercent
    }
}

@c @implementation
public func rk_footer_get_alpha(_ footer: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_footer_get_alpha", footer, Footer.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_layout>?) -> rk_status
{
    structQuery("rk_footer_get_layout", footer, Footer.self, out) { model, out in
        let layout = model.reportedLayout
        out.content_mode = layout.contentMode.rawValue
        out.footer = rect(layout.footer)
        out.gif = rect(layout.gif)
    }
}

@c @implementation
public func rk_footer_get_geometry(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_geometry>?)
    -> rk_status
{
    structQuery("rk_footer_get_geometry", footer, Footer.self, out) { model, out in
        let geometry = model.geometry
        out.reserved = 0
        out.height = model.height
        out.happen_offset = geometry.happenOffset
        out.trigger_offset = geometry.triggerOffset
        out.bottom_inset = model.metrics.insetBottom
        out.offset_y = model.metrics.offset
        out.bottom_delta = model.lastBottomDelta
    }
}

@c @implementation
public func rk_footer_get_gif(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    gifQuery("rk_footer_get_gif", footer, Footer.self, out)
}

@c @implementation
public func rk_footer_frame_at(
    _ footer: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    frameAtQuery("rk_footer_frame_at", footer, Footer.self, t, outImage, outIndex)
}
