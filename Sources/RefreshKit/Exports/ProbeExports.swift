import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The probe's exports (rk_probe_*): a diagnostic object whose signals use every parameter type, so
// that a host or a binding can prove its marshalling. Its emissions take the path a component's
// commands take: the loop thread's borrowed object first (withBorrowedObject, Routing.swift).

@c @implementation
public func rk_probe_emit_values(
    _ probe: OpaquePointer?, _ pointer: UnsafeMutableRawPointer?, _ i32: Int32,
    _ i64: Int64, _ u64: UInt64, _ real: Double,
    _ text: UnsafePointer<CChar>?
) -> rk_status {
    if let text, let valid = try? BorrowedString(text, "text"),
        withBorrowedObject(
            probe, .probe, Probe.self,
            { $0.emitValues(pointer: pointer, i32: i32, i64: i64, u64: u64, real: real, text: valid.pointer) }) != nil
    {
        return Status.ok.rawValue
    }
    return abiCall("rk_probe_emit_values") { () throws(ABIError) in
        let probe = try Handles.object(UnsafeRawPointer(probe), .probe, as: Probe.self)
        let text = try BorrowedString(text, "text")
        probe.emitValues(pointer: pointer, i32: i32, i64: i64, u64: u64, real: real, text: text.pointer)
    }
}

@c @implementation
public func rk_probe_emit_measure(
    _ probe: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ size: Double,
    _ outValue: UnsafeMutablePointer<Double>?,
    _ outHandled: UnsafeMutablePointer<Int32>?
) -> rk_status {
    abiCall("rk_probe_emit_measure") { () throws(ABIError) in
        let probe = try Handles.object(UnsafeRawPointer(probe), .probe, as: Probe.self)
        let text = try BorrowedString(text, "text")
        let out = try required(outValue, "out_value")
        let value = probe.emitMeasure(text: text.pointer, size: size)
        out.pointee = value ?? 0
        outHandled?.pointee = value == nil ? 0 : 1
    }
}

@c @implementation
public func rk_probe_emit_ping(_ probe: OpaquePointer?) -> rk_status {
    if withBorrowedObject(probe, .probe, Probe.self, { $0.emitPing() }) != nil { return Status.ok.rawValue }
    return abiCall("rk_probe_emit_ping") { () throws(ABIError) in
        let probe = try Handles.object(UnsafeRawPointer(probe), .probe, as: Probe.self)
        probe.emitPing()
    }
}

@c @implementation
public func rk_probe_emit_pair(_ probe: OpaquePointer?, _ first: Int32, _ second: Int32) -> rk_status {
    if withBorrowedObject(probe, .probe, Probe.self, { $0.emitPair(first: first, second: second) }) != nil {
        return Status.ok.rawValue
    }
    return abiCall("rk_probe_emit_pair") { () throws(ABIError) in
        let probe = try Handles.object(UnsafeRawPointer(probe), .probe, as: Probe.self)
        probe.emitPair(first: first, second: second)
    }
}
