/// The diagnostic probe's signals, in index order: one of every parameter type, and a double return.
public enum ProbeSignal: Int, SignalSet {
    case values, measure, ping, pair

    public var spec: SignalSpec {
        switch self {
        case .values:
            SignalSpec(
                "values",
                [
                    SignalParameter("pointer", .pointer),
                    SignalParameter("i32", .int32),
                    SignalParameter("i64", .int64),
                    SignalParameter("u64", .uint64),
                    SignalParameter("real", .double),
                    SignalParameter("text", .string),
                ],
                summary:
                    "Emitted by rk_probe_emit_values with exactly its arguments: check that every parameter type arrives intact."
            )
        case .measure:
            SignalSpec(
                "measure",
                [
                    SignalParameter("text", .string),
                    SignalParameter("size", .double),
                ], returns: .double,
                summary:
                    "Emitted by rk_probe_emit_measure: return a double; the value the last handler returns is the call's answer."
            )
        case .ping: SignalSpec("ping", summary: "Emitted by rk_probe_emit_ping: a signal without parameters.")
        case .pair:
            SignalSpec(
                "pair",
                [
                    SignalParameter("first", .int32),
                    SignalParameter("second", .int32),
                ],
                summary:
                    "Emitted by rk_probe_emit_pair with its two arguments: the shape the benchmarks measure (two int32_t)."
            )
        }
    }
}
