import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The scroll view's exports (rk_scroll_view_*). A component's own rk_*_set_metrics
// (SetMetrics, FamilyVerbs.swift) is refused while it is attached: its updates come from
// its scroll view.

/// The scroll view and the component of an attach or detach: a live footer, header, auto footer
/// or trailer of the scroll view's context. Both handles are checked before the calling thread,
/// the scroll view's first, as for every call that names two handles (the header's "Handles").
private func attachment(_ scrollView: OpaquePointer?, _ component: UnsafeMutableRawPointer?) throws(ABIError)
    -> (ScrollView, any ScrollMember)
{
    let found = try Handles.resolve(UnsafeRawPointer(scrollView), .scrollView, thread: .any)
    let attaching = try Handles.resolve(UnsafeRawPointer(component), nil, thread: .any)
    let object = attaching.object
    // The contexts the lookups returned and hold, not `object.context`: off the loop thread that
    // unowned reference may name a context another thread has destroyed.
    guard attaching.context === found.context else {
        throw ABIError(.invalidHandle, "component belongs to another context")
    }
    guard let member = object as? any ScrollMember else {
        throw ABIError(
            .invalidHandle, "handle is a \(object.kind.name), expected a footer, header, auto footer or trailer")
    }
    if !found.onLoopThread { try Handles.checkThread(found.context) }
    return (unsafeDowncast(found.object, to: ScrollView.self), member)
}

/// An attach or a detach: both handles checked (attachment), then the change, with the scroll view
/// held for the call.
private func changeMembers(
    _ function: StaticString, _ scrollView: OpaquePointer?, _ component: UnsafeMutableRawPointer?,
    _ change: (ScrollView, any ScrollMember) throws(RuntimeError) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let (view, member) = try attachment(scrollView, component)
        try runtime { () throws(RuntimeError) in
            try withExtendedLifetime(view) { () throws(RuntimeError) in try change(view, member) }
        }
    }
}

@inline(__always)
private func scrollViewQuery(
    _ function: StaticString, _ scrollView: OpaquePointer?, _ body: (ScrollView) throws(ABIError) -> Void
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        try body(try Handles.object(UnsafeRawPointer(scrollView), .scrollView, as: ScrollView.self))
    }
}

// MARK: Updates

@c @implementation
public func rk_scroll_view_set_metrics(_ scrollView: OpaquePointer?, _ metrics: UnsafePointer<rk_scroll_metrics>?)
    -> rk_status
{
    let value: ScrollMetrics
    do throws(ABIError) {
        value = try scrollMetrics(metrics)
    } catch {
        recordError("rk_scroll_view_set_metrics", error)
        return error.status.rawValue
    }
    // The common case first, as a component's update: the loop thread's borrowed scroll view.
    if withBorrowedObject(scrollView, .scrollView, ScrollView.self, { $0.update(value) }) != nil {
        return Status.ok.rawValue
    }
    return abiCall("rk_scroll_view_set_metrics") { () throws(ABIError) in
        switch try Handles.commandTarget(UnsafeRawPointer(scrollView), .scrollView, as: ScrollView.self) {
        case .now(let view):
            withExtendedLifetime(view) { view.update(value) }
        case .queue(let context, let handle, _):
            let command = ObjectCommand(
                handle: handle, run: { object in (object as? ScrollView)?.update(value) }, drop: { _ in })
            guard context.queue.append(.object(command)) else {
                throw ABIError(.invalidHandle, "the scroll view's context is being destroyed")
            }
        }
    }
}

/// 1.5: rows inserted at an edge, anchored (docs/behaviour/scroll-view.md §6). The edge, the
/// height and the items are checked before the handle; the growth past 1e9 against the metrics it meets, at once
/// on the loop thread (refused) or at dispatch (dropped: nothing changes).
@c @implementation
public func rk_scroll_view_content_inserted(
    _ scrollView: OpaquePointer?, _ edge: rk_scroll_edge, _ height: Double, _ items: Int64
) -> rk_status {
    abiCall("rk_scroll_view_content_inserted") { () throws(ABIError) in
        guard let edge = ScrollEdge(rawValue: edge) else {
            throw ABIError(.invalidArgument, "unknown edge \(edge) (0...2)")
        }
        try checked { () throws(InputError) in
            try ScrollViewModel<AttachedComponent>.checkInsertion(edge, height, items)
        }
        switch try Handles.commandTarget(UnsafeRawPointer(scrollView), .scrollView, as: ScrollView.self) {
        case .now(let view):
            try withExtendedLifetime(view) { () throws(ABIError) in
                try checked { () throws(InputError) in try view.contentInserted(edge, height: height, items: items) }
            }
        case .queue(let context, let handle, _):
            let command = ObjectCommand(
                handle: handle,
                run: { object in try? (object as? ScrollView)?.contentInserted(edge, height: height, items: items) },
                drop: { _ in })
            guard context.queue.append(.object(command)) else {
                throw ABIError(.invalidHandle, "the scroll view's context is being destroyed")
            }
        }
    }
}

// MARK: Components

@c @implementation
public func rk_scroll_view_attach(_ scrollView: OpaquePointer?, _ component: UnsafeMutableRawPointer?) -> rk_status {
    changeMembers("rk_scroll_view_attach", scrollView, component) { view, member throws(RuntimeError) in
        try view.attach(member)
    }
}

@c @implementation
public func rk_scroll_view_detach(_ scrollView: OpaquePointer?, _ component: UnsafeMutableRawPointer?) -> rk_status {
    changeMembers("rk_scroll_view_detach", scrollView, component) { view, member throws(RuntimeError) in
        try view.detach(member)
    }
}

@c @implementation
public func rk_scroll_view_get_component(
    _ scrollView: OpaquePointer?, _ kind: rk_kind, _ outComponent: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> rk_status {
    let componentKind: ComponentKind
    switch kind {
    case Int32(RK_KIND_HEADER): componentKind = .header
    case Int32(RK_KIND_FOOTER): componentKind = .backFooter
    case Int32(RK_KIND_AUTO_FOOTER): componentKind = .autoFooter
    case Int32(RK_KIND_AUTO_HEADER): componentKind = .autoHeader
    case Int32(RK_KIND_TRAILER): componentKind = .trailer
    default:
        recordError(
            "rk_scroll_view_get_component",
            ABIError(
                .invalidArgument,
                "kind \(kind) is not a component kind (header, footer, auto footer, auto header, trailer)"))
        return Status.invalidArgument.rawValue
    }
    return scrollViewQuery("rk_scroll_view_get_component", scrollView) { view throws(ABIError) in
        try required(outComponent, "out_component").pointee = view.component(componentKind)?.handlePointer
    }
}

@c @implementation
public func rk_scroll_view_get_metrics(_ scrollView: OpaquePointer?, _ out: UnsafeMutablePointer<rk_scroll_metrics>?)
    -> rk_status
{
    scrollViewQuery("rk_scroll_view_get_metrics", scrollView) { view throws(ABIError) in
        let out = try required(out, "out")
        // 1.2's size exactly, or the whole struct (as a scroll update's).
        let size = Int(out.pointee.struct_size)
        if size != scrollMetricsSize1_2 && size != scrollMetricsSize1_3 {
            try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_scroll_metrics>.size, "out")
        }
        let m = view.model.metrics
        out.pointee.dragging = m.dragging ? 1 : 0
        out.pointee.viewport_width = m.viewportWidth
        out.pointee.viewport_height = m.viewportHeight
        out.pointee.content_height = m.contentHeight
        out.pointee.inset_top = m.insetTop
        out.pointee.inset_bottom = m.insetBottom
        out.pointee.inset_left = m.insetLeft
        out.pointee.offset_y = m.offset
        out.pointee.content_width = m.contentWidth
        out.pointee.inset_right = m.insetRight
        out.pointee.offset_x = m.offsetX
        out.pointee.pan = m.pan.rawValue
        out.pointee.reserved = 0
        // A 1.2 caller's struct ends before the 1.3 fields, a 1.3 caller's before 1.5's: never
        // written past its size.
        guard Int(out.pointee.struct_size) >= scrollMetricsSize1_3 else { return }
        out.pointee.item_count = m.itemCount
        out.pointee.last_visible_item = m.lastVisibleItem
        guard Int(out.pointee.struct_size) >= MemoryLayout<rk_scroll_metrics>.size else { return }
        out.pointee.first_visible_item = m.firstVisibleItem
    }
}

/// 1.5: the list's load states (docs/behaviour/scroll-view.md §7).
@c @implementation
public func rk_scroll_view_get_load_states(_ scrollView: OpaquePointer?, _ out: UnsafeMutablePointer<rk_load_states>?)
    -> rk_status
{
    scrollViewQuery("rk_scroll_view_get_load_states", scrollView) { view throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_load_states>.size, "out")
        let states = view.model.loadStates
        out.pointee.reserved = 0
        out.pointee.refresh = rk_load_state(states.refresh)
        out.pointee.prepend = rk_load_state(states.prepend)
        out.pointee.append = rk_load_state(states.append)
    }
}

extension rk_load_state {
    init(_ state: LoadState) {
        self.init(
            status: state.status.rawValue, reserved: 0, load_id: state.loadID,
            failure_message_length: UInt64(state.failureMessageBytes))
    }
}

@c @implementation
public func rk_scroll_view_get_host_inset(
    _ scrollView: OpaquePointer?, _ edge: rk_scroll_edge, _ outInset: UnsafeMutablePointer<Double>?
) -> rk_status {
    guard let edge = ScrollEdge(rawValue: edge) else {
        recordError("rk_scroll_view_get_host_inset", ABIError(.invalidArgument, "unknown edge \(edge) (0...2)"))
        return Status.invalidArgument.rawValue
    }
    return scrollViewQuery("rk_scroll_view_get_host_inset", scrollView) { view throws(ABIError) in
        try required(outInset, "out_inset").pointee = view.model.hostInset(edge)
    }
}
