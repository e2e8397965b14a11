import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

@c @implementation
public func rk_context_create(_ outContext: UnsafeMutablePointer<OpaquePointer?>?) -> rk_status {
    abiCall("rk_context_create") { () throws(ABIError) in
        let out = try required(outContext, "out_ctx")
        let context = try Context.make()
        out.pointee = OpaquePointer(bitPattern: UInt(context.handle))
    }
}

@c @implementation
public func rk_context_destroy(_ context: OpaquePointer?) -> rk_status {
    abiCall("rk_context_destroy") { () throws(ABIError) in
        let context = try Handles.context(context, destroying: true)
        guard context.callbackDepth == 0 else {
            throw ABIError(.busy, "a callback of this context is running; destroy it after dispatch returns")
        }
        context.destroyContext()
    }
}

@c @implementation
public func rk_context_fd(_ context: OpaquePointer?, _ outFD: UnsafeMutablePointer<Int32>?) -> rk_status {
    abiCall("rk_context_fd") { () throws(ABIError) in
        let out = try required(outFD, "out_fd")
        out.pointee = try Handles.context(context, anyThread: true).fd
    }
}

@c @implementation
public func rk_context_dispatch(_ context: OpaquePointer?, _ outRan: UnsafeMutablePointer<UInt32>?) -> rk_status {
    abiCall("rk_context_dispatch") { () throws(ABIError) in
        let context = try Handles.context(context)
        let ran = try runtime { () throws(RuntimeError) in try context.dispatch() }
        outRan?.pointee = ran
    }
}

@c @implementation
public func rk_context_next_timeout(_ context: OpaquePointer?, _ outSeconds: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    abiCall("rk_context_next_timeout") { () throws(ABIError) in
        let out = try required(outSeconds, "out_seconds")
        out.pointee = try Handles.context(context).nextTimeout()
    }
}

@c @implementation
public func rk_context_set_wakeup(
    _ context: OpaquePointer?, _ function: rk_wakeup_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    abiCall("rk_context_set_wakeup") { () throws(ABIError) in
        let context = try Handles.context(context)
        context.setWakeup(function.map { WakeupCallback(function: $0, userData: userData) })
    }
}

@c @implementation
public func rk_context_set_clock(
    _ context: OpaquePointer?, _ function: rk_clock_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    abiCall("rk_context_set_clock") { () throws(ABIError) in
        let context = try Handles.context(context)
        context.setClock(function.map { HostClock(function: $0, userData: userData) })
    }
}

@c @implementation
public func rk_context_now(_ context: OpaquePointer?, _ outSeconds: UnsafeMutablePointer<Double>?) -> rk_status {
    abiCall("rk_context_now") { () throws(ABIError) in
        let out = try required(outSeconds, "out_seconds")
        out.pointee = try Handles.context(context).now()
    }
}

@c @implementation
public func rk_context_post(
    _ context: OpaquePointer?, _ function: rk_work_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    abiCall("rk_context_post") { () throws(ABIError) in
        let context = try Handles.context(context, anyThread: true)
        guard let function else { throw ABIError(.invalidArgument, "fn is NULL") }
        guard context.queue.append(.host(WorkCallback(function: function, userData: userData))) else {
            throw ABIError(.invalidHandle, "context is being destroyed")
        }
    }
}

@c @implementation
public func rk_object_kind(_ object: UnsafeRawPointer?, _ outKind: UnsafeMutablePointer<rk_kind>?) -> rk_status {
    abiCall("rk_object_kind") { () throws(ABIError) in
        let out = try required(outKind, "out_kind")
        if object != nil, HandleCode.isContextShaped(UInt64(UInt(bitPattern: object))) {
            _ = try Handles.context(OpaquePointer(object), anyThread: true)
            out.pointee = Int32(ObjectKind.context.rawValue)
        } else {
            out.pointee = Int32(try Handles.liveKind(object).rawValue)
        }
    }
}
