import RefreshKitModel
import RefreshKitRuntime

/// The diagnostic object: it only emits, so hosts can prove their marshalling of every type.
final class Probe: ObjectBase {
    func emitValues(
        pointer: UnsafeRawPointer?, i32: Int32, i64: Int64, u64: UInt64, real: Double,
        text: BorrowedString
    ) {
        emit(ProbeSignals.values) { arguments in
            arguments.pointer(pointer)
            arguments.int32(i32)
            arguments.int64(i64)
            arguments.uint64(u64)
            arguments.double(real)
            arguments.string(text.pointer)
        }
    }

    /// The last handler's value, or nil when no handler ran.
    func emitMeasure(text: BorrowedString, size: Double) -> Double? {
        var value: Double = 0
        let handled = emit(ProbeSignals.measure, result: &value) { arguments in
            arguments.string(text.pointer)
            arguments.double(size)
        }
        return handled ? value : nil
    }

    func emitPair(first: Int32, second: Int32) {
        emit(ProbeSignals.pair) { arguments in
            arguments.int32(first)
            arguments.int32(second)
        }
    }

    func emitPing() {
        emit(ProbeSignals.ping)
    }
}
