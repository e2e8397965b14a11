/// The argument slots of one emission: 8 bytes per argument, on the stack.
public struct SignalArguments {
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline var offset = 8  // slot 0 is the object's handle

    @inlinable init(base: UnsafeMutableRawPointer) { self.base = base }

    @inlinable public mutating func pointer(_ value: UnsafeRawPointer?) { store(value) }
    @inlinable public mutating func int32(_ value: Int32) { store(value) }
    @inlinable public mutating func int64(_ value: Int64) { store(value) }
    @inlinable public mutating func uint64(_ value: UInt64) { store(value) }
    @inlinable public mutating func double(_ value: Double) { store(value) }
    /// An on/off value (SignalParameter.flag): 1 or 0.
    @inlinable public mutating func flag(_ value: Bool) { int32(value ? 1 : 0) }
    /// A NUL-terminated UTF-8 string that outlives the emission.
    @inlinable public mutating func string(_ value: UnsafePointer<CChar>) { store(UnsafeRawPointer(value)) }

    @inlinable @inline(__always)
    mutating func store<T>(_ value: T) {
        base.storeBytes(of: value, toByteOffset: offset, as: T.self)
        offset += 8
    }
}

extension ObjectBase {
    /// Calls every handler of `signal` in connection order, through the signal's call interface.
    ///
    /// Returns whether any handler ran; `result` receives the last handler's return value for
    /// signals that return a double. Allocates nothing: the arguments go in a prepared frame (EmissionFrames) and
    /// the handler list is a copy-on-write snapshot, so handlers may connect, disconnect, destroy
    /// the object or dispatch while it runs (see rk_connect in the header). The snapshot also keeps
    /// every connection in it alive, which is why the loop reads them without retaining each.
    ///
    /// The signal is a case of its kind's enum (`emit(FooterSignal.stateChanged) { ... }`): inlined,
    /// it is the constant index the case stands for.
    @discardableResult
    @inlinable @inline(__always)
    public final func emit<Signal: SignalSet>(
        _ signal: Signal, result: UnsafeMutablePointer<Double>? = nil,
        _ fill: (inout SignalArguments) -> Void = { _ in }
    ) -> Bool {
        assert(kind.signalSet == Signal.self, "a \(Signal.self) emitted by a \(kind.name)")
        return emit(index: signal.rawValue, result: result, fill)
    }

    @discardableResult
    @inlinable @inline(__always)
    final func emit(
        index signal: Int, result: UnsafeMutablePointer<Double>?, _ fill: (inout SignalArguments) -> Void
    ) -> Bool {
        guard !hasNoHandlers(signal) else { return false }
        let snapshot = handlers(signal)
        // The caller holds this object, and an object never outlives its context: the context
        // needs no retain of its own here.
        return Unmanaged.passUnretained(context)._withUnsafeGuaranteedRef { context in
            context.emit(self, signalCalls[signal], snapshot, result: result, fill)
        }
    }
}

extension Context {
    /// `object.emit(signal, ...)`, for the context's own emissions.
    @discardableResult
    @inlinable @inline(__always)
    public func emit<Signal: SignalSet>(
        _ object: ObjectBase, _ signal: Signal, result: UnsafeMutablePointer<Double>? = nil,
        _ fill: (inout SignalArguments) -> Void = { _ in }
    ) -> Bool {
        object.emit(signal, result: result, fill)
    }

    @inlinable @inline(__always)
    func emit(
        _ object: ObjectBase, _ call: SignalCall, _ snapshot: ContiguousArray<Connection>,
        result: UnsafeMutablePointer<Double>?, _ fill: (inout SignalArguments) -> Void
    ) -> Bool {
        if let frame = emissionFrames.enter() {
            defer { emissionFrames.leave() }
            return callHandlers(object, call, snapshot, frame.values, frame.pointers, result: result, fill)
        }
        // Nested deeper than the prepared frames: build one on the stack.
        let slots = EmissionFrames.slots
        return withUnsafeTemporaryAllocation(byteCount: EmissionFrames.frameBytes, alignment: 16) { block in
            guard let base = block.baseAddress else { return false }
            let argv = (base + 8 * slots).bindMemory(to: UnsafeMutableRawPointer?.self, capacity: slots)
            for i in 0..<slots { argv[i] = base + 8 * i }
            return callHandlers(object, call, snapshot, base, argv, result: result, fill)
        }
    }

    @inlinable @inline(__always)
    func callHandlers(
        _ object: ObjectBase, _ call: SignalCall,
        _ snapshot: ContiguousArray<Connection>, _ base: UnsafeMutableRawPointer,
        _ argv: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
        result: UnsafeMutablePointer<Double>?,
        _ fill: (inout SignalArguments) -> Void
    ) -> Bool {
        base.storeBytes(of: object.handle, as: UInt64.self)
        var arguments = SignalArguments(base: base)
        fill(&arguments)
        let userDataOffset = 8 * (call.argumentCount - 1)
        var returned: Double = 0
        var called = false
        snapshot.withUnsafeBufferPointer { connections in
            for index in connections.indices {
                let connection = Unmanaged.passUnretained(connections[index])
                connection._withUnsafeGuaranteedRef { connection in
                    guard connection.active else { return }
                    base.storeBytes(
                        of: connection.userData, toByteOffset: userDataOffset,
                        as: UnsafeMutableRawPointer?.self)
                    // Wrapping arithmetic: a depth is bounded by the stack, and the overflow
                    // checks were a measurable share of an emission.
                    connection.callDepth &+= 1
                    callingHost { call.invoke(call.interface, connection.function, &returned, argv) }
                    connection.callDepth &-= 1
                    called = true
                    if call.returnsDouble { result?.pointee = returned }
                    connection.finishIfIdle(in: self)
                }
                if !object.alive { break }
            }
        }
        return called
    }
}
