import CRefreshKitSupport
import RefreshKitRuntime

// Every kind's create and destroy export is one call to these: the checks, their order and their
// messages are the same for every kind.

/// rk_<kind>_create: a new object of `T` in the context, its handle written to `out` (named
/// `outName` in messages).
func createObject<T: ObjectBase>(
    _ function: StaticString, _ context: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?,
    _ outName: StaticString, _ kind: ObjectKind, _ type: T.Type, _ start: (T) -> Void = { _ in }
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let out = try required(out, outName)
        let context = try Handles.context(context)
        let object = try runtime { () throws(RuntimeError) in
            try context.insert(kind) { handle, sequence in
                T(kind: kind, handle: handle, sequence: sequence, context: context)
            }
        }
        // The host has not seen the handle yet: nothing `start` emits can reach a handler.
        start(object)
        out.pointee = OpaquePointer(bitPattern: UInt(object.handle))
    }
}

/// rk_<kind>_destroy: the object's handle dies, its connections end, then it finishes its work.
func destroyObject<T: ObjectBase>(
    _ function: StaticString, _ pointer: OpaquePointer?, _ kind: ObjectKind, _ type: T.Type
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let object = try Handles.object(UnsafeRawPointer(pointer), kind, as: T.self)
        object.context.destroy(object)
    }
}
