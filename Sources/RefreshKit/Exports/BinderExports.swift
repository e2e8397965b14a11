import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// MARK: Tasks

@c @implementation
public func rk_task_create(_ context: OpaquePointer?, _ outTask: UnsafeMutablePointer<OpaquePointer?>?) -> rk_status {
    createObject("rk_task_create", context, outTask, "out_task", .task, TaskObject.self)
}

@c @implementation
public func rk_task_destroy(_ task: OpaquePointer?) -> rk_status {
    destroyObject("rk_task_destroy", task, .task, TaskObject.self)
}

private func transition(
    _ function: StaticString, _ pointer: OpaquePointer?, _ request: TaskRequest,
    errorCode: Int32 = 0, message: String? = nil
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let bits = UInt64(UInt(bitPattern: pointer))
        // The common case asks the object table once; anything it does not find takes the checked
        // path, which words the error (or finds the task after all, and applies there).
        if let context = Handles.requestContext(pointer),
            try runtime({ () throws(RuntimeError) in
                try context.requestTask(bits, request, errorCode: errorCode, message: message)
            })
        {
            return
        }
        let (context, _) = try Handles.task(pointer)
        let applied = try runtime { () throws(RuntimeError) in
            try context.requestTask(bits, request, errorCode: errorCode, message: message)
        }
        guard applied else {
            throw ABIError(.invalidHandle, "task is destroyed, or the value is not a RefreshKit handle")
        }
    }
}

@c @implementation
public func rk_task_resume(_ task: OpaquePointer?) -> rk_status {
    transition("rk_task_resume", task, .resume)
}

@c @implementation
public func rk_task_suspend(_ task: OpaquePointer?) -> rk_status {
    transition("rk_task_suspend", task, .suspend)
}

@c @implementation
public func rk_task_cancel(_ task: OpaquePointer?) -> rk_status {
    transition("rk_task_cancel", task, .cancel)
}

@c @implementation
public func rk_task_complete(_ task: OpaquePointer?, _ errorCode: Int32, _ message: UnsafePointer<CChar>?) -> rk_status
{
    let text: String
    do throws(ABIError) {
        text = try message.map { pointer throws(ABIError) in try BorrowedString(pointer, "message").string } ?? ""
    } catch {
        recordError("rk_task_complete", error)
        return error.status.rawValue
    }
    return transition("rk_task_complete", task, .complete, errorCode: errorCode, message: text)
}

@c @implementation
public func rk_task_get_state(_ task: OpaquePointer?, _ outState: UnsafeMutablePointer<rk_task_state>?) -> rk_status {
    abiCall("rk_task_get_state") { () throws(ABIError) in
        let out = try required(outState, "out_state")
        let (context, found) = try Handles.task(task)
        out.pointee = context.record(of: found).state.rawValue
    }
}

// MARK: Indicators

@c @implementation
public func rk_indicator_create(_ context: OpaquePointer?, _ outIndicator: UnsafeMutablePointer<OpaquePointer?>?)
    -> rk_status
{
    createObject("rk_indicator_create", context, outIndicator, "out_indicator", .indicator, Indicator.self)
}

@c @implementation
public func rk_indicator_destroy(_ indicator: OpaquePointer?) -> rk_status {
    destroyObject("rk_indicator_destroy", indicator, .indicator, Indicator.self)
}

@c @implementation
public func rk_indicator_set_animating_with_state_of_task(_ indicator: OpaquePointer?, _ task: OpaquePointer?)
    -> rk_status
{
    abiCall("rk_indicator_set_animating_with_state_of_task") { () throws(ABIError) in
        let (indicator, task) = try Handles.objectAndTask(
            UnsafeRawPointer(indicator), .indicator, as: Indicator.self, task: task)
        indicator.setBinding(.indicator, to: task)
    }
}

@c @implementation
public func rk_indicator_is_animating(_ indicator: OpaquePointer?, _ outAnimating: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    abiCall("rk_indicator_is_animating") { () throws(ABIError) in
        let out = try required(outAnimating, "out_animating")
        out.pointee = try Handles.object(UnsafeRawPointer(indicator), .indicator, as: Indicator.self).animating ? 1 : 0
    }
}

// MARK: Refresh components bound to a task (B4)

/// One body for every family member's `set_refreshing_with_state_of_task`: both handles checked,
/// then the runtime binds (or unbinds, for a NULL task) and runs the model's command at bind.
private func bindComponent<T: ComponentObject>(
    _ function: StaticString, _ component: OpaquePointer?, _ kind: ObjectKind, _ type: T.Type,
    _ task: OpaquePointer?
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let (component, task) = try Handles.objectAndTask(UnsafeRawPointer(component), kind, as: type, task: task)
        component.setBinding(.footer, to: task)
    }
}

@c @implementation
public func rk_footer_set_refreshing_with_state_of_task(_ footer: OpaquePointer?, _ task: OpaquePointer?) -> rk_status {
    bindComponent("rk_footer_set_refreshing_with_state_of_task", footer, .footer, Footer.self, task)
}

@c @implementation
public func rk_header_set_refreshing_with_state_of_task(_ header: OpaquePointer?, _ task: OpaquePointer?) -> rk_status {
    bindComponent("rk_header_set_refreshing_with_state_of_task", header, .header, Header.self, task)
}

@c @implementation
public func rk_trailer_set_refreshing_with_state_of_task(_ trailer: OpaquePointer?, _ task: OpaquePointer?)
    -> rk_status
{
    bindComponent("rk_trailer_set_refreshing_with_state_of_task", trailer, .trailer, Trailer.self, task)
}

/// rk_follow_task: the kind decides the binding (a component's, failing with RK_FOLLOW_FAILURE,
/// or an indicator's); both handles are checked as the kind's own bind checks them.
@c @implementation
public func rk_follow_task(_ object: UnsafeMutableRawPointer?, _ task: OpaquePointer?, _ flags: UInt32) -> rk_status {
    abiCall("rk_follow_task") { () throws(ABIError) in
        let failure = UInt32(RK_FOLLOW_FAILURE)
        guard flags & ~failure == 0 else {
            throw ABIError(.invalidArgument, "unknown flags 0x\(String(flags, radix: 16)) (RK_FOLLOW_FAILURE is 0x1)")
        }
        let kind = try Handles.resolve(UnsafeRawPointer(object), nil, thread: .any).object.kind
        switch kind {
        case .footer, .header, .autoFooter, .trailer:
            let (component, task) = try Handles.objectAndTask(
                UnsafeRawPointer(object), kind, as: ComponentObject.self, task: task)
            component.setBinding(flags & failure != 0 ? .failingComponent : .footer, to: task)
        case .indicator:
            let (indicator, task) = try Handles.objectAndTask(
                UnsafeRawPointer(object), .indicator, as: Indicator.self, task: task)
            indicator.setBinding(.indicator, to: task)
        default:
            throw ABIError(
                .invalidHandle,
                "handle is a \(kind.name), expected a footer, header, auto footer, trailer or indicator")
        }
    }
}

// MARK: Activity monitor

@c @implementation
public func rk_activity_monitor_set_enabled(_ context: OpaquePointer?, _ enabled: Int32) -> rk_status {
    abiCall("rk_activity_monitor_set_enabled") { () throws(ABIError) in
        let context = try Handles.context(context)
        guard enabled == 0 || enabled == 1 else {
            throw ABIError(.invalidArgument, "enabled must be 0 or 1 (got \(enabled))")
        }
        context.withMonitor { monitor, effects in monitor.setEnabled(enabled == 1, &effects) }
    }
}

@c @implementation
public func rk_activity_monitor_set_delays(_ context: OpaquePointer?, _ activation: Double, _ completion: Double)
    -> rk_status
{
    abiCall("rk_activity_monitor_set_delays") { () throws(ABIError) in
        let context = try Handles.context(context)
        let delays = try checked { () throws(InputError) in
            (try InputRules.duration(activation, "activation"), try InputRules.duration(completion, "completion"))
        }
        context.withMonitor { monitor, _ in monitor.setDelays(unchecked: delays) }
    }
}

@c @implementation
public func rk_activity_monitor_get_info(
    _ context: OpaquePointer?, _ out: UnsafeMutablePointer<rk_activity_monitor_info>?
)
    -> rk_status
{
    abiCall("rk_activity_monitor_get_info") { () throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_activity_monitor_info>.size, "out")
        let monitor = try Handles.context(context).monitor
        out.pointee.enabled = monitor.enabled ? 1 : 0
        out.pointee.state = monitor.state.rawValue
        out.pointee.visible = monitor.visible ? 1 : 0
        out.pointee.active_tasks = Int64(monitor.count)
        out.pointee.activation_delay = monitor.activationDelay
        out.pointee.completion_delay = monitor.completionDelay
    }
}
