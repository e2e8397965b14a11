import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The auto footer's exports (rk_auto_footer_*): each converts and checks its arguments, then takes
// its route (Routing.swift) to the model.

// MARK: Inputs

@c @implementation
public func rk_auto_footer_set_trigger_percent(_ footer: OpaquePointer?, _ percent: Double) -> rk_status {
    FamilyCall("rk_auto_footer_set_trigger_percent", footer, AutoFooter.self).setting(
        try finite(percent, "percent")
    ) { model, _, percent in model.setTriggerPercent(unchecked: percent) }
}

@c @implementation
public func rk_auto_footer_set_automatically_refresh(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    FamilyCall("rk_auto_footer_set_automatically_refresh", footer, AutoFooter.self).settingFlag(enabled, "enabled") {
        model, _, enabled in model.setAutomaticallyRefresh(enabled)
    }
}

@c @implementation
public func rk_auto_footer_set_auto_trigger_times(_ footer: OpaquePointer?, _ times: Int32) -> rk_status {
    FamilyCall("rk_auto_footer_set_auto_trigger_times", footer, AutoFooter.self).setting(
        Int(times)
    ) { model, _, times in model.setAutoTriggerTimes(times) }
}

@c @implementation
public func rk_auto_footer_set_prefetch_items(_ footer: OpaquePointer?, _ items: Int64) -> rk_status {
    FamilyCall("rk_auto_footer_set_prefetch_items", footer, AutoFooter.self).setting(
        try checked { () throws(InputError) in try InputRules.count(items, "items") }
    ) { model, _, items in model.setPrefetchDistance(unchecked: items) }
}

@c @implementation
public func rk_auto_footer_set_paging_enabled(_ footer: OpaquePointer?, _ enabled: Int32) -> rk_status {
    FamilyCall("rk_auto_footer_set_paging_enabled", footer, AutoFooter.self).settingFlag(enabled, "enabled") {
        model, _, enabled in model.setPagingEnabled(enabled)
    }
}

// MARK: Commands

@c @implementation
public func rk_auto_footer_tap(_ footer: OpaquePointer?) -> rk_status {
    FamilyCall("rk_auto_footer_tap", footer, AutoFooter.self).setting(()) {
        model, effects, _ in
        model.tap(&effects)
    }
}

// MARK: Titles and label

@c @implementation
public func rk_auto_footer_set_refreshing_title_hidden(_ footer: OpaquePointer?, _ hidden: Int32) -> rk_status {
    FamilyCall("rk_auto_footer_set_refreshing_title_hidden", footer, AutoFooter.self).settingFlag(hidden, "hidden") {
        model, _, hidden in model.setRefreshingTitleHidden(hidden)
    }
}

@c @implementation
public func rk_auto_footer_set_spinner_size(_ footer: OpaquePointer?, _ width: Double, _ height: Double) -> rk_status {
    FamilyCall("rk_auto_footer_set_spinner_size", footer, AutoFooter.self).setting(
        (try nonNegative(width, "width"), try nonNegative(height, "height"))
    ) { model, _, size in try? model.setSpinnerSize(width: size.0, height: size.1) }
}

// MARK: Queries

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

@c @implementation
public func rk_auto_footer_is_spinner_animating(_ footer: OpaquePointer?, _ outAnimating: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    FamilyCall("rk_auto_footer_is_spinner_animating", footer, AutoFooter.self).query { footer throws(ABIError) in
        try required(outAnimating, "out_animating").pointee = footer.model.spinnerAnimating ? 1 : 0
    }
}

@c @implementation
public func rk_auto_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_footer_layout>?)
    -> rk_status
{
    FamilyCall("rk_auto_footer_get_layout", footer, AutoFooter.self).fill(out) { model, out in
        let layout = model.reportedLayout
        out.style = model.style.rawValue
        out.footer = rect(layout.frame)
        out.label = rect(layout.parts.label)
        out.reserved = 0
        switch layout.parts.visual {
        case .spinner(let spinner):
            out.spinner = rect(spinner)
            out.gif = noRect
            out.content_mode = 0
        case .gif(let gif, let mode):
            out.spinner = noRect
            out.gif = rect(gif)
            out.content_mode = mode.rawValue
        }
    }
}

/// An Int as the geometry's int32 fields carry it (autoTriggerTimes comes from an int32_t).
@inline(__always)
private func int32(_ value: Int) -> Int32 {
    Int32(clamping: value)
}

@c @implementation
public func rk_auto_footer_get_geometry(
    _ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_footer_geometry>?
) -> rk_status {
    FamilyCall("rk_auto_footer_get_geometry", footer, AutoFooter.self).fill(out) { model, out in
        let geometry = model.geometry
        out.tall = geometry.isTall ? 1 : 0
        out.height = model.height
        out.base_bottom = model.baseBottom
        out.bottom_contribution = model.bottomContribution
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

@c @implementation
public func rk_auto_footer_get_prefetch_items(_ footer: OpaquePointer?, _ outItems: UnsafeMutablePointer<Int64>?)
    -> rk_status
{
    FamilyCall("rk_auto_footer_get_prefetch_items", footer, AutoFooter.self).query { object throws(ABIError) in
        try required(outItems, "out_items").pointee = object.model.prefetchDistance
    }
}
