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
    /// signals that return a double. Allocates nothing and retains nothing: the arguments go in a
    /// prepared frame (EmissionFrames) and the handler list is read in place. Handlers may
    /// connect, disconnect, destroy the object or dispatch while it runs (see rk_connect in the
    /// header): a list changed during a callback is retired to the context, which keeps it and
    /// every connection in it until no callback runs (ObjectBase.handlerBuffer), so the loop reads
    /// the connections without retaining each.
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
        let connections = handlerBuffer(signal)
        // The caller holds this object, and an object never outlives its context: the context
        // needs no retain of its own here.
        return Unmanaged.passUnretained(context)._withUnsafeGuaranteedRef { context in
            context.emit(self, signalCalls + signal, connections, result: result, fill)
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
        _ object: ObjectBase, _ call: UnsafePointer<SignalCall>, _ connections: UnsafeBufferPointer<Connection>,
        result: UnsafeMutablePointer<Double>?, _ fill: (inout SignalArguments) -> Void
    ) -> Bool {
        if let frame = emissionFrames.enter() {
            defer { emissionFrames.leave() }
            return callHandlers(object, call, connections, frame.values, frame.pointers, result: result, fill)
        }
        return emitOnStackFrame(object, call, connections, result: result, fill)
    }

    /// Nested deeper than the prepared frames: a frame built on the stack. Out of line, so the
    /// common emission carries none of it.
    @usableFromInline @inline(never)
    func emitOnStackFrame(
        _ object: ObjectBase, _ call: UnsafePointer<SignalCall>, _ connections: UnsafeBufferPointer<Connection>,
        result: UnsafeMutablePointer<Double>?, _ fill: (inout SignalArguments) -> Void
    ) -> Bool {
        let slots = EmissionFrames.slots
        return withUnsafeTemporaryAllocation(byteCount: EmissionFrames.frameBytes, alignment: 16) { block in
            guard let base = block.baseAddress else { return false }
            let argv = (base + 8 * slots).bindMemory(to: UnsafeMutableRawPointer?.self, capacity: slots)
            for i in 0..<slots { argv[i] = base + 8 * i }
            return callHandlers(object, call, connections, base, argv, result: result, fill)
        }
    }

    @inlinable @inline(__always)
    func callHandlers(
        _ object: ObjectBase, _ call: UnsafePointer<SignalCall>,
        _ connections: UnsafeBufferPointer<Connection>, _ base: UnsafeMutableRawPointer,
        _ argv: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
        result: UnsafeMutablePointer<Double>?,
        _ fill: (inout SignalArguments) -> Void
    ) -> Bool {
        base.storeBytes(of: object.handle, as: UInt64.self)
        var arguments = SignalArguments(base: base)
        fill(&arguments)
        // Wrapping: a signal has 1 to SignalSpec.maxParameters + 2 arguments.
        let userDataOffset = 8 &* (call.pointee.argumentCount &- 1)
        let returned = EmissionFrames.returnSlot(argv)
        var called = false
        // By pointer: the list is not empty (the caller checked), and an index would be
        // bounds-checked on every handler.
        var next = connections.baseAddress.unsafelyUnwrapped
        let end = next + connections.count
        repeat {
            let connection = Unmanaged.passUnretained(next.pointee)
            next += 1
            connection._withUnsafeGuaranteedRef { connection in
                guard connection.active else { return }
                base.storeBytes(
                    of: connection.userData, toByteOffset: userDataOffset,
                    as: UnsafeMutableRawPointer?.self)
                // Wrapping arithmetic: a depth is bounded by the stack, and the overflow
                // checks were a measurable share of an emission.
                connection.callDepth &+= 1
                callingHost { call.pointee.invoke(call.pointee.interface, connection.function, returned, argv) }
                connection.callDepth &-= 1
                called = true
                if call.pointee.returnsDouble { result?.pointee = returned.load(as: Double.self) }
                // Its destroy notify is due only once it is disconnected.
                if !connection.active { connection.finishIfIdle(in: self) }
            }
        } while next != end && object.alive
        return called
    }
}
