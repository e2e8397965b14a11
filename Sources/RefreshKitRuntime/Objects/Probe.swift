import RefreshKitModel

/// The diagnostic object: it only emits, so hosts can prove their marshalling of every type.
public final class Probe: ObjectBase {
    @inlinable @inline(__always) public func emitValues(
        pointer: UnsafeRawPointer?, i32: Int32, i64: Int64, u64: UInt64, real: Double,
        text: UnsafePointer<CChar>
    ) {
        emit(ProbeSignal.values) { arguments in
            arguments.pointer(pointer)
            arguments.int32(i32)
            arguments.int64(i64)
            arguments.uint64(u64)
            arguments.double(real)
            arguments.string(text)
        }
    }

    /// The last handler's value, or nil when no handler ran.
    @inlinable @inline(__always) public func emitMeasure(text: UnsafePointer<CChar>, size: Double) -> Double? {
        var value: Double = 0
        let handled = emit(ProbeSignal.measure, result: &value) { arguments in
            arguments.string(text)
            arguments.double(size)
        }
        return handled ? value : nil
    }

    @inlinable @inline(__always) public func emitPair(first: Int32, second: Int32) {
        emit(ProbeSignal.pair) { arguments in
            arguments.int32(first)
            arguments.int32(second)
        }
    }

    @inlinable @inline(__always) public func emitPing() {
        emit(ProbeSignal.ping)
    }
}
