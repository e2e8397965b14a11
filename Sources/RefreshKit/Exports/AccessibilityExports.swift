import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// F20 (1.3): the accessibility input (rk_activate) and the context's reduced motion. The
// announcements are signals of each family (Objects/*.swift).

@c @implementation
public func rk_activate(_ component: UnsafeMutableRawPointer?) -> rk_status {
    let handle = OpaquePointer(component)
    let kind: ObjectKind
    do throws(ABIError) {
        kind = try Handles.resolve(UnsafeRawPointer(component), nil, thread: .any).object.kind
    } catch {
        recordError("rk_activate", error)
        return error.status.rawValue
    }
    switch kind {
    case .footer: return activate(handle, Footer.self)
    case .header: return activate(handle, Header.self)
    case .autoFooter: return activate(handle, AutoFooter.self)
    case .trailer: return activate(handle, Trailer.self)
    default:
        recordError(
            "rk_activate",
            ABIError(.invalidHandle, "handle is a \(kind.name), expected a footer, header, auto footer or trailer"))
        return Status.invalidHandle.rawValue
    }
}

private func activate<Model: RefreshComponent & ComponentObjectModel>(
    _ handle: OpaquePointer?, _ type: RefreshComponentObject<Model>.Type
) -> rk_status {
    componentCommand("rk_activate", handle, type.objectKind, type, ()) { target, _, _ in
        target.perform { model, effects in model.activate(&effects) }
    }
}

@c @implementation
public func rk_context_set_reduced_motion(_ context: OpaquePointer?, _ enabled: Int32) -> rk_status {
    abiCall("rk_context_set_reduced_motion") { () throws(ABIError) in
        let context = try Handles.context(context)
        context.reducedMotion = try flag(enabled, "enabled")
    }
}

@c @implementation
public func rk_context_get_reduced_motion(_ context: OpaquePointer?, _ outEnabled: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    abiCall("rk_context_get_reduced_motion") { () throws(ABIError) in
        let context = try Handles.context(context)
        try required(outEnabled, "out_enabled").pointee = context.reducedMotion ? 1 : 0
    }
}
