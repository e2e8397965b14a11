import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The auto footer's exports (rk_auto_footer_*): each converts and checks its arguments, then takes
// its route (Routing.swift) to the model.

// MARK: The auto footer's own (the rest are the auto loaders' verbs, AutoLoaderVerbs.swift; its create
// is generated, Forwards.swift)

@c @implementation
public func rk_auto_footer_set_paging_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    FamilyCall("rk_auto_footer_set_paging_enabled", footer, AutoFooter.self).settingFlag(enabled, "enabled") {
        model, _, enabled in model.setPagingEnabled(enabled)
    }
}

@c @implementation
public func rk_auto_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_footer_layout>?)
    -> rk_status
{
    GetLayout(out: out).route("rk_auto_footer_get_layout", footer, AutoFooter.self)
}

@c @implementation
public func rk_auto_footer_get_geometry(
    _ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_footer_geometry>?
) -> rk_status {
    FamilyCall("rk_auto_footer_get_geometry", footer, AutoFooter.self).fill(out) { model, out in
        let geometry = model.geometry
        out.tall = geometry.isTall ? 1 : 0
        out.height = model.height
        out.base_bottom = model.baseInset
        out.bottom_contribution = model.edgeContribution
        out.trigger_percent = model.triggerPercent
        out.trigger_offset = geometry.triggerOffset
        out.pan_end_offset = geometry.panEndOffset
        out.top_rest_offset = geometry.topRestOffset
        out.ignored_bottom_inset = geometry.ignoredBottomInset
        out.previous_offset = model.edge.previousOffset
        out.attached = model.attached ? 1 : 0
        out.automatically_refresh = model.automaticallyRefresh ? 1 : 0
        out.paging_enabled = model.pagingEnabled ? 1 : 0
        out.auto_trigger_times = int32(model.autoTriggerTimes)
        out.remaining_trigger_times = int32(model.remainingTriggerTimes)
        out.reserved = 0
    }
}
