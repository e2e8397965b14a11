/// A progress's signals (B7, 1.3), in index order. Indices are ABI: only append.
public enum ProgressSignal: Int, SignalSet {
    case progressChanged, indeterminateChanged

    public var spec: SignalSpec {
        switch self {
        case .progressChanged:
            SignalSpec(
                "progress-changed", [SignalParameter("fraction", .double), .flag("animated")],
                summary:
                    "A new fraction to show, or the fraction on leaving the indeterminate state (after \"indeterminate-changed\" 0); animated is the bind's. Only on a real change."
            )
        case .indeterminateChanged:
            SignalSpec(
                "indeterminate-changed", [.flag("indeterminate")],
                summary:
                    "1 on entering the indeterminate state (the last fraction is kept, for rk_progress_get_fraction), 0 on leaving it. Show or stop the bar's indeterminate animation."
            )
        }
    }
}
