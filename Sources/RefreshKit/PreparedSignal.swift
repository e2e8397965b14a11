import CLibFFI
import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// Every kind's signal calls: a libffi call interface per signal, prepared once per process and
/// shared by every emission, and ffi_call as the function that calls a handler through it.
///
/// Handlers are called as fn(object, params..., user_data): the cif covers all of them. The cifs
/// live in process-lifetime storage: libffi reads a cif only during ffi_call, and it is never freed.
enum PreparedSignals {
    static func calls(for kind: ObjectKind) -> [SignalCall]? {
        var calls: [SignalCall] = []
        for spec in kind.signals {
            guard let call = prepare(spec) else { return nil }
            calls.append(call)
        }
        return calls
    }

    private static func prepare(_ spec: SignalSpec) -> SignalCall? {
        let argumentCount = spec.parameters.count + 2
        let returnsDouble = spec.returnType == .double
        let types = UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>.allocate(capacity: argumentCount)
        types[0] = rkshim_ffi_type_pointer()
        for (i, parameter) in spec.parameters.enumerated() {
            types[i + 1] = ffiType(parameter.type)
        }
        types[argumentCount - 1] = rkshim_ffi_type_pointer()
        let cif = UnsafeMutablePointer<ffi_cif>.allocate(capacity: 1)
        let returnType = returnsDouble ? rkshim_ffi_type_double() : rkshim_ffi_type_void()
        guard ffi_prep_cif(cif, FFI_DEFAULT_ABI, UInt32(argumentCount), returnType, types) == FFI_OK else {
            return nil
        }
        return SignalCall(
            interface: UnsafeMutableRawPointer(cif), invoke: callThroughInterface,
            argumentCount: argumentCount, returnsDouble: returnsDouble)
    }

    private static func ffiType(_ type: ValueType) -> UnsafeMutablePointer<ffi_type>? {
        switch type {
        case .void: rkshim_ffi_type_void()
        case .pointer, .string: rkshim_ffi_type_pointer()
        case .int32: rkshim_ffi_type_sint32()
        case .int64: rkshim_ffi_type_sint64()
        case .uint64: rkshim_ffi_type_uint64()
        case .double: rkshim_ffi_type_double()
        }
    }

    /// ffi_call itself, as the runtime's SignalCall.Invoke: the same C function, its cif parameter
    /// seen as an opaque pointer (pointer types share one representation, so the cast changes no call).
    private static let callThroughInterface: SignalCall.Invoke = {
        let direct:
            @convention(c) (
                UnsafeMutablePointer<ffi_cif>?, (@convention(c) () -> Void)?, UnsafeMutableRawPointer?,
                UnsafeMutablePointer<UnsafeMutableRawPointer?>?
            ) -> Void = ffi_call
        return unsafeBitCast(direct, to: SignalCall.Invoke.self)
    }()
}

/// Every kind's signal calls, built on first use and kept for the life of the process.
let signalCallTables = SignalCallTables(PreparedSignals.calls(for:))

/// False when libffi refused a signal's interface; contexts are not created then (Context.make),
/// so no object ever reads an unprepared entry.
let allSignalsPrepared: Bool = signalCallTables.isComplete
