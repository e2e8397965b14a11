import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The functions on an object of any kind (rk_object_*, rk_follow_task): its kind, the host's data,
// and following a task whatever the follower is. A signal's connection is SignalExports.swift.

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

@c @implementation
public func rk_object_set_user_data(
    _ object: UnsafeMutableRawPointer?, _ data: UnsafeMutableRawPointer?,
    _ destroyNotify: rk_destroy_notify?
) -> rk_status {
    abiCall("rk_object_set_user_data") { () throws(ABIError) in
        let bits = UInt64(UInt(bitPattern: object))
        let context =
            HandleCode.isContextShaped(bits) && object != nil
            ? try Handles.context(OpaquePointer(object))
            : try Handles.object(UnsafeRawPointer(object)).context
        guard let old = context.exchangeHostData(bits, HostData(data: data, notify: destroyNotify)) else {
            throw ABIError(.invalidHandle, "object is destroyed, or the value is not a RefreshKit handle")
        }
        context.release(old)
    }
}

@c @implementation
public func rk_object_get_user_data(
    _ object: UnsafeRawPointer?,
    _ outData: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> rk_status {
    abiCall("rk_object_get_user_data") { () throws(ABIError) in
        let out = try required(outData, "out_data")
        let bits = UInt64(UInt(bitPattern: object))
        guard object != nil else { throw ABIError(.invalidHandle, "object handle is NULL") }
        try Handles.checkNotInWakeup(bits)
        guard let context = ContextRegistry.shared.lookup(HandleCode(bits: bits)),
            let data = context.hostData(bits)
        else {
            throw ABIError(.invalidHandle, "object is destroyed, or the value is not a RefreshKit handle")
        }
        try context.checkUsable()
        out.pointee = data
    }
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
        case .footer, .header, .autoFooter, .autoHeader, .trailer:
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
