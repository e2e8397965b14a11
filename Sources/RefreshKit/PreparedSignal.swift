import CLibFFI
import CRefreshKitSupport
import RefreshKitCore

/// A signal's libffi call interface, prepared once per process and shared by every emission.
///
/// Handlers are called as fn(object, params..., user_data): the cif covers all of them.
final class PreparedSignal: @unchecked Sendable {
    // Immutable after init; libffi only reads the cif during ffi_call.
    let cif: UnsafeMutablePointer<ffi_cif>
    let argumentCount: Int
    let returnsDouble: Bool

    init?(_ spec: SignalSpec) {
        argumentCount = spec.parameters.count + 2
        returnsDouble = spec.returnType == .double
        let types = UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>.allocate(capacity: argumentCount)
        types[0] = rkshim_ffi_type_pointer()
        for (i, parameter) in spec.parameters.enumerated() {
            types[i + 1] = PreparedSignal.ffiType(parameter.type)
        }
        types[argumentCount - 1] = rkshim_ffi_type_pointer()
        cif = .allocate(capacity: 1)
        let returnType = returnsDouble ? rkshim_ffi_type_double() : rkshim_ffi_type_void()
        let status = ffi_prep_cif(cif, FFI_DEFAULT_ABI, UInt32(argumentCount), returnType, types)
        // The cif and types live as long as the process: they are shared by every context.
        guard status == FFI_OK else { return nil }
    }

    static func ffiType(_ type: ValueType) -> UnsafeMutablePointer<ffi_type>? {
        switch type {
        case .void: rkshim_ffi_type_void()
        case .pointer, .string: rkshim_ffi_type_pointer()
        case .int32: rkshim_ffi_type_sint32()
        case .int64: rkshim_ffi_type_sint64()
        case .uint64: rkshim_ffi_type_uint64()
        case .double: rkshim_ffi_type_double()
        }
    }
}

/// Every kind's prepared signals, indexed by kind raw value then signal index. A nil entry means
/// libffi refused to prepare it; contexts are not created then (see Context.make).
let preparedSignals: [[PreparedSignal?]] = {
    var table: [[PreparedSignal?]] = Array(repeating: [], count: 32)
    for kind in ObjectKind.allCases {
        table[Int(kind.rawValue)] = kind.signals.map { PreparedSignal($0) }
    }
    return table
}()

let allSignalsPrepared: Bool = preparedSignals.allSatisfy { $0.allSatisfy { $0 != nil } }
