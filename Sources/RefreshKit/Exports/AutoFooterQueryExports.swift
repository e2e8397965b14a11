import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The auto footer's queries (loop thread), and its task binding.

@inline(__always)
private func autoFooterQuery(
    _ function: StaticString, _ footer: OpaquePointer?, _ body: (AutoFooter) throws(ABIError) -> Void
) -> rk_status {
    componentQuery(function, footer, .autoFooter, AutoFooter.self, body)
}

private let noRect = rk_rect(x: 0, y: 0, width: 0, height: 0)

@c @implementation
public func rk_auto_footer_get_title(
    _ footer: OpaquePointer?, _ state: rk_footer_state, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    autoFooterQuery("rk_auto_footer_get_title", footer) { footer throws(ABIError) in
        let state = try footerState(state)
        try copyOut(footer.model.label.titles.title(for: state) ?? "", buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_auto_footer_get_language(
    _ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    autoFooterQuery("rk_auto_footer_get_language", footer) { footer throws(ABIError) in
        try copyOut("\(footer.model.language.tag)", buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_auto_footer_get_label(
    _ footer: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?
) -> rk_status {
    autoFooterQuery("rk_auto_footer_get_label", footer) { footer throws(ABIError) in
        try copyOut(footer.model.labelText, buffer, capacity, outLength)
    }
}

@c @implementation
public func rk_auto_footer_get_state(_ footer: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_footer_state>?)
    -> rk_status
{
    machineQuery("rk_auto_footer_get_state", footer, .autoFooter, AutoFooter.self, outState, "out_state") {
        $0.state.rawValue
    }
}

@c @implementation
public func rk_auto_footer_get_pulling_percent(_ footer: OpaquePointer?, _ outPercent: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    machineQuery("rk_auto_footer_get_pulling_percent", footer, .autoFooter, AutoFooter.self, outPercent, "out_percent")
    { $0.pullingPercent }
}

@c @implementation
public func rk_auto_footer_get_alpha(_ footer: OpaquePointer?, _ outAlpha: UnsafeMutablePointer<Double>?) -> rk_status {
    machineQuery("rk_auto_footer_get_alpha", footer, .autoFooter, AutoFooter.self, outAlpha, "out_alpha") { $0.alpha }
}

@c @implementation
public func rk_auto_footer_is_spinner_animating(_ footer: OpaquePointer?, _ outAnimating: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    autoFooterQuery("rk_auto_footer_is_spinner_animating", footer) { footer throws(ABIError) in
        try required(outAnimating, "out_animating").pointee = footer.model.spinnerAnimating ? 1 : 0
    }
}

@c @implementation
public func rk_auto_footer_get_layout(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_auto_footer_layout>?)
    -> rk_status
{
    autoFooterQuery("rk_auto_footer_get_layout", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_auto_footer_layout>.size, "out")
        let layout = footer.model.reportedLayout
        out.pointee.style = footer.model.style.rawValue
        out.pointee.footer = rect(layout.footer)
        out.pointee.label = rect(layout.label)
        out.pointee.reserved = 0
        switch layout.visual {
        case .spinner(let spinner):
            out.pointee.spinner = rect(spinner)
            out.pointee.gif = noRect
            out.pointee.content_mode = 0
        case .gif(let gif, let mode):
            out.pointee.spinner = noRect
            out.pointee.gif = rect(gif)
            out.pointee.content_mode = mode.rawValue
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
    autoFooterQuery("rk_auto_footer_get_geometry", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_auto_footer_geometry>.size, "out")
        let model = footer.model
        let geometry = model.geometry
        out.pointee.tall = geometry.isTall ? 1 : 0
        out.pointee.height = model.height
        out.pointee.base_bottom = model.baseBottom
        out.pointee.bottom_contribution = model.bottomContribution
        out.pointee.trigger_percent = model.triggerPercent
        out.pointee.trigger_offset = geometry.triggerOffset
        out.pointee.pan_end_offset = geometry.panEndOffset
        out.pointee.top_rest_offset = geometry.topRestOffset
        out.pointee.ignored_bottom_inset = geometry.ignoredBottomInset
        out.pointee.previous_offset = model.edge.previousOffset
        out.pointee.attached = model.attached ? 1 : 0
        out.pointee.automatically_refresh = model.automaticallyRefresh ? 1 : 0
        out.pointee.paging_enabled = model.pagingEnabled ? 1 : 0
        out.pointee.auto_trigger_times = int32(model.autoTriggerTimes)
        out.pointee.remaining_trigger_times = int32(model.remainingTriggerTimes)
        out.pointee.reserved = 0
    }
}

@c @implementation
public func rk_auto_footer_get_gif(_ footer: OpaquePointer?, _ out: UnsafeMutablePointer<rk_footer_gif>?) -> rk_status {
    autoFooterQuery("rk_auto_footer_get_gif", footer) { footer throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_footer_gif>.size, "out")
        let model = footer.model
        out.pointee.visible = model.style == .gif && model.gifVisible ? 1 : 0
        out.pointee.animating = model.isAnimatingGIF ? 1 : 0
        out.pointee.has_frame = model.shownFrame == nil ? 0 : 1
        out.pointee.index = Int32(model.shownFrame?.index ?? 0)
        out.pointee.reserved = 0
        out.pointee.image_id = model.shownFrame?.image.id ?? 0
    }
}

@c @implementation
public func rk_auto_footer_frame_at(
    _ footer: OpaquePointer?, _ t: Double, _ outImage: UnsafeMutablePointer<UInt64>?,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> rk_status {
    autoFooterQuery("rk_auto_footer_frame_at", footer) { footer throws(ABIError) in
        let t = try checked { () throws(InputError) in try InputRules.time(t, "t") }
        let image = try required(outImage, "out_image_id")
        let index = try required(outIndex, "out_index")
        guard let frame = try? footer.model.frame(at: t) else {
            throw ABIError(.notFound, "no GIF frame has been shown yet")
        }
        image.pointee = frame.image.id
        index.pointee = Int32(frame.index)
    }
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
