import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The auto footer's queries (loop thread), and its task binding.

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

@c @implementation
public func rk_auto_footer_get_title(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_auto_footer_get_title", footer, AutoFooter.self, buffer, capacity, outLength) {
        model throws(ABIError) in
        model.label.titles.title(for: try footerState(state)) ?? ""
    }
}

@c @implementation
public func rk_auto_footer_get_language(
    _ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_auto_footer_get_language", footer, AutoFooter.self, buffer, capacity, outLength) {
        "\($0.language.tag)"
    }
}

@c @implementation
public func rk_auto_footer_get_label(
    _ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    textQuery("rk_auto_footer_get_label", footer, AutoFooter.self, buffer, capacity, outLength) { $0.labelText }
}

@c @implementation
public func rk_auto_footer_get_state(_ footer: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_auto_footer_get_state", footer, AutoFooter.self, outState, "out_state") {
        $0.state.rawValue
    }
}

@c @implementation
public func rk_auto_footer_get_pulling_percent(_ footer: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_auto_footer_get_pulling_percent", footer, AutoFooter.self, outPercent, "out_percent") {
        $0.pullingPercent
    }
}

@c @implementation
public func rk_auto_footer_get_alpha(_ footer: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_auto_footer_get_alpha", footer, AutoFooter.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_auto_footer_is_spinner_animating(_ footer: OpaquePointer?, _ outAnimating: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    query("rk_auto_footer_is_spinner_animating", footer, AutoFooter.self) { footer throws(ABIError) in
        try required(outAnimating, "out_animating").pointee = footer.model.spinnerAnimating ? 1 : 0
    }
}

@c @implementation
public func rk_auto_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_footer_layout>?)
    -> rk_status
{
    structQuery("rk_auto_footer_get_layout", footer, AutoFooter.self, out) { model, out in
        let layout = model.reportedLayout
        out.style = model.style.rawValue
        out.footer = rect(layout.footer)
        out.label = rect(layout.label)
        out.reserved = 0
        switch layout.visual {
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
    structQuery("rk_auto_footer_get_geometry", footer, AutoFooter.self, out) { model, out in
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
public func rk_auto_footer_get_gif(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    gifQuery("rk_auto_footer_get_gif", footer, AutoFooter.self, out)
}

@c @implementation
public func rk_auto_footer_frame_at(
    _ footer: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    frameAtQuery("rk_auto_footer_frame_at", footer, AutoFooter.self, t, outImage, outIndex)
}

// MARK: Bound to a task

@c @implementation
public func rk_auto_footer_set_refreshing_with_state_of_task(_ footer: OpaquePointer?, _ task: OpaquePointer?)
    -> rk_status
{
    abiCall("rk_auto_footer_set_refreshing_with_state_of_task") { () throws(ABIError) in
        let (footer, task) = try Handles.objectAndTask(
            UnsafeRawPointer(footer), .autoFooter, as: AutoFooter.self, task: task)
        guard let task else {
            footer.unbind()
            return
        }
        if let command = footer.bind(.footer, to: task) { footer.run(command) }
    }
}

@c @implementation
public func rk_auto_footer_get_prefetch_items(_ footer: OpaquePointer?, _ outItems: UnsafeMutablePointer<Int64>?)
    -> rk_status
{
    query("rk_auto_footer_get_prefetch_items", footer, AutoFooter.self) { object throws(ABIError) in
        try required(outItems, "out_items").pointee = object.model.prefetchDistance
    }
}
