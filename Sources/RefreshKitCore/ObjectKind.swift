/// The kinds of object a context holds. Raw values are the ABI's rk_kind and never change.
public enum ObjectKind: UInt8, Sendable, CaseIterable {
    case context = 1
    case probe = 2

    /// The signals each kind declares, in index order. Indices are part of the ABI: only append.
    public var signals: [SignalSpec] {
        switch self {
        case .context:
            return []
        case .probe:
            return ProbeSignals.all
        }
    }
}

/// The diagnostic probe's signals: one of every parameter type, and a double return.
public enum ProbeSignals {
    public static let values = 0
    public static let measure = 1
    public static let ping = 2

    public static let all: [SignalSpec] = [
        SignalSpec("values", [
            SignalParameter("pointer", .pointer),
            SignalParameter("i32", .int32),
            SignalParameter("i64", .int64),
            SignalParameter("u64", .uint64),
            SignalParameter("real", .double),
            SignalParameter("text", .string),
        ]),
        SignalSpec("measure", [
            SignalParameter("text", .string),
            SignalParameter("size", .double),
        ], returns: .double),
        SignalSpec("ping"),
    ]
}
