import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

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
