import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The back footer's exports (rk_footer_*): each converts and checks its arguments, then takes its
// route (Routing.swift) to the model.

// MARK: Component settings

@c @implementation
public func rk_footer_set_animation_disabled(_ footer: OpaquePointer?) -> rk_status {
    FamilyCall("rk_footer_set_animation_disabled", footer, Footer.self).setting(()) {
        model, _, _ in
        model.setAnimationDurations(unchecked: (0, 0))
    }
}

// MARK: Queries

@c @implementation
public func rk_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_layout>?) -> rk_status
{
    FamilyCall("rk_footer_get_layout", footer, Footer.self).fill(out) { model, out in
        let layout = model.reportedLayout
        out.content_mode = layout.parts.contentMode.rawValue
        out.footer = rect(layout.frame)
        out.gif = rect(layout.parts.gif)
    }
}

@c @implementation
public func rk_footer_get_geometry(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_geometry>?)
    -> rk_status
{
    FamilyCall("rk_footer_get_geometry", footer, Footer.self).fill(out) { model, out in
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
