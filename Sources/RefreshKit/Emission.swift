import CLibFFI
import CRefreshKitSupport
import RefreshKitCore

/// The argument slots of one emission: 8 bytes per argument, on the stack.
struct SignalArguments {
    fileprivate let base: UnsafeMutableRawPointer
    fileprivate var offset = 8  // slot 0 is the object's handle

    mutating func pointer(_ value: UnsafeRawPointer?) { store(value) }
    mutating func int32(_ value: Int32) { store(value) }
    mutating func int64(_ value: Int64) { store(value) }
    mutating func uint64(_ value: UInt64) { store(value) }
    mutating func double(_ value: Double) { store(value) }
    /// A NUL-terminated UTF-8 string that outlives the emission.
    mutating func string(_ value: UnsafePointer<CChar>) { store(UnsafeRawPointer(value)) }

    @inline(__always)
    private mutating func store<T>(_ value: T) {
        base.storeBytes(of: value, toByteOffset: offset, as: T.self)
        offset += 8
    }
}

extension Context {
    /// Calls every handler of `signal` on `object` in connection order, through libffi.
    ///
    /// Returns whether any handler ran; `result` receives the last handler's return value for
    /// signals that return a double. Allocates nothing: the argument block lives on the stack and
    /// the handler list is a copy-on-write snapshot, so handlers may connect, disconnect, destroy
    /// the object or dispatch while it runs (see rk_connect in the header).
    @discardableResult
    func emit(_ object: ObjectBase, _ signal: Int, result: UnsafeMutablePointer<Double>? = nil,
              _ fill: (inout SignalArguments) -> Void = { _ in }) -> Bool {
        let snapshot = object.handlers[signal]
        guard !snapshot.isEmpty,
              let prepared = preparedSignals[Int(object.kind.rawValue)][signal] else { return false }
        let count = prepared.argumentCount
        return withUnsafeTemporaryAllocation(byteCount: 8 * (SignalSpec.maxParameters + 2), alignment: 16) { block in
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self,
                                          capacity: SignalSpec.maxParameters + 2) { pointers in
                guard let base = block.baseAddress, let argv = pointers.baseAddress else { return false }
                for i in 0..<count { argv[i] = base + 8 * i }
                base.storeBytes(of: object.handle, as: UInt64.self)
                var arguments = SignalArguments(base: base)
                fill(&arguments)
                let userDataOffset = 8 * (count - 1)
                var returned: Double = 0
                var called = false
                for connection in snapshot {
                    guard connection.active else { continue }
                    base.storeBytes(of: connection.userData, toByteOffset: userDataOffset,
                                    as: UnsafeMutableRawPointer?.self)
                    connection.callDepth += 1
                    callingHost { ffi_call(prepared.cif, connection.function, &returned, argv) }
                    connection.callDepth -= 1
                    called = true
                    if prepared.returnsDouble { result?.pointee = returned }
                    connection.finishIfIdle(in: self)
                    if !object.alive { break }
                }
                return called
            }
        }
    }
}
