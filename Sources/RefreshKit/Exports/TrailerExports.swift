import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The trailer's exports (rk_trailer_*): each converts and checks its arguments, then takes its route
// (Routing.swift) to the model.

// MARK: Inputs

@c @implementation
public func rk_trailer_set_ignored_right_inset(_ trailer: OpaquePointer?, _ inset: Double) -> rk_status {
    FamilyCall("rk_trailer_set_ignored_right_inset", trailer, Trailer.self).setting(
        try nonNegative(inset, "inset")
    ) { model, effects, inset in model.setIgnoredRightInset(unchecked: inset, &effects) }
}

// MARK: Titles and label

@c @implementation
public func rk_trailer_set_arrow_size(_ trailer: OpaquePointer?, _ width: Double, _ height: Double) -> rk_status {
    FamilyCall("rk_trailer_set_arrow_size", trailer, Trailer.self).setting(
        (try nonNegative(width, "width"), try nonNegative(height, "height"))
    ) { model, effects, size in model.setArrowSize(unchecked: size, &effects) }
}

// MARK: Queries

@c @implementation
public func rk_trailer_get_arrow_angle(_ trailer: OpaquePointer?, _ outAngle: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    FamilyCall("rk_trailer_get_arrow_angle", trailer, Trailer.self).query { trailer throws(ABIError) in
        try required(outAngle, "out_angle").pointee = trailer.model.style == .normal ? trailer.model.arrowAngle : 0
    }
}

@c @implementation
public func rk_trailer_get_layout(_ trailer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_trailer_layout>?)
    -> rk_status
{
    FamilyCall("rk_trailer_get_layout", trailer, Trailer.self).fill(out) { model, out in
        let layout = model.reportedLayout
        out.has_arrow = layout.parts.arrow == nil ? 0 : 1
        out.trailer = rect(layout.frame)
        out.label = rect(layout.parts.label)
        out.arrow = layout.parts.arrow.map(rect) ?? rk_rect(x: 0, y: 0, width: 0, height: 0)
    }
}

@c @implementation
public func rk_trailer_get_geometry(_ trailer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_trailer_geometry>?)
    -> rk_status
{
    FamilyCall("rk_trailer_get_geometry", trailer, Trailer.self).fill(out) { model, out in
        let geometry = model.geometry
        out.reserved = 0
        out.width = geometry.trailerWidth
        out.snapshot_left = model.baseLeft
        out.snapshot_right = model.baseRight
        out.happen_offset = geometry.happenOffset
        out.trigger_offset = geometry.triggerOffset
        out.right_contribution = model.rightContribution
        out.ignored_right_inset = model.ignoredRightInset
    }
}
