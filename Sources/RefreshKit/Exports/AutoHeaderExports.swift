import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The auto header's exports (rk_auto_header_*, 1.5): its create and the queries whose structs are
// its own. Its setters and commands are the auto loaders' verbs (AutoLoaderVerbs.swift), the rest
// every component's (rk_component_*).

@c @implementation
public func rk_auto_header_create(
    _ context: OpaquePointer?, _ style: rk_auto_footer_style, _ outHeader: UnsafeMutablePointer<OpaquePointer?>?
) -> rk_status {
    createMember("rk_auto_header_create", context, style, outHeader, "out_auto_header", AutoHeader.self)
}

@c @implementation
public func rk_auto_header_get_layout(_ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_header_layout>?)
    -> rk_status
{
    GetLayout(out: out).route("rk_auto_header_get_layout", header, AutoHeader.self)
}

@c @implementation
public func rk_auto_header_get_geometry(
    _ header: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_header_geometry>?
) -> rk_status {
    FamilyCall("rk_auto_header_get_geometry", header, AutoHeader.self).fill(out) { model, out in
        let geometry = model.geometry
        out.tall = geometry.isTall ? 1 : 0
        out.height = model.height
        out.base_top = model.baseInset
        out.top_contribution = model.edgeContribution
        out.trigger_percent = model.triggerPercent
        out.trigger_offset = geometry.triggerOffset
        out.pan_end_offset = geometry.panEndOffset
        out.bottom_rest_offset = geometry.bottomRestOffset
        out.previous_offset = model.edge.previousOffset
        out.attached = model.attached ? 1 : 0
        out.automatically_refresh = model.automaticallyRefresh ? 1 : 0
        out.auto_trigger_times = int32(model.autoTriggerTimes)
        out.remaining_trigger_times = int32(model.remainingTriggerTimes)
        out.reserved = 0
    }
}
