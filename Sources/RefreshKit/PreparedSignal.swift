import CLibFFI
import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// A signal's libffi call interface, prepared once per process and shared by every emission.
///
/// Handlers are called as fn(object, params..., user_data): the cif covers all of them. A plain
/// value in process-lifetime storage, so reading it on the emission path costs no reference count.
struct PreparedCall {
    // libffi only reads the cif during ffi_call; it is never freed.
    let cif: UnsafeMutablePointer<ffi_cif>
    let argumentCount: Int
    let returnsDouble: Bool

    init?(_ spec: SignalSpec) {
        argumentCount = spec.parameters.count + 2
        returnsDouble = spec.returnType == .double
        let types = UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>.allocate(capacity: argumentCount)
        types[0] = rkshim_ffi_type_pointer()
        for (i, parameter) in spec.parameters.enumerated() {
            types[i + 1] = PreparedCall.ffiType(parameter.type)
        }
        types[argumentCount - 1] = rkshim_ffi_type_pointer()
        cif = .allocate(capacity: 1)
        let returnType = returnsDouble ? rkshim_ffi_type_double() : rkshim_ffi_type_void()
        let status = ffi_prep_cif(cif, FFI_DEFAULT_ABI, UInt32(argumentCount), returnType, types)
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

    /// This kind's prepared calls, by signal index. Only asked for once contexts exist, which
    /// `allSignalsPrepared` guarantees were all prepared.
    static func table(for kind: ObjectKind) -> UnsafePointer<PreparedCall> {
        preparedCallTables.tables[Int(kind.rawValue)]
    }
}

/// Every kind's prepared calls, built on first use and kept for the life of the process (they are
/// shared by every context, so they must outlive any of them).
private struct PreparedCallTables: @unchecked Sendable {
    var tables: [UnsafePointer<PreparedCall>]
    var complete = true

    init() {
        let empty = UnsafeMutablePointer<PreparedCall>.allocate(capacity: 1)
        tables = Array(repeating: UnsafePointer(empty), count: 32)
        for kind in ObjectKind.allCases {
            let specs = kind.signals
            let storage = UnsafeMutablePointer<PreparedCall>.allocate(capacity: Swift.max(1, specs.count))
            for (index, spec) in specs.enumerated() {
                guard let call = PreparedCall(spec) else {
                    complete = false
                    continue
                }
                (storage + index).initialize(to: call)
            }
            tables[Int(kind.rawValue)] = UnsafePointer(storage)
        }
    }
}

private let preparedCallTables = PreparedCallTables()

/// False when libffi refused a signal's interface; contexts are not created then (Context.make),
/// so no object ever reads an unprepared entry.
let allSignalsPrepared: Bool = preparedCallTables.complete
