/// The scroll view's signals (see the header's Scroll view section), in index order: every request
/// of an attached component, naming its edge or axis. Indices are ABI: only append.
public enum ScrollViewSignal: Int, SignalSet {
    case insetRequested, offsetRequested

    public var spec: SignalSpec {
        switch self {
        case .insetRequested:
            Self.relay(
                "inset-requested", "edge", "inset",
                summary:
                    "An attached component (its handle) asked for the inset of edge (rk_scroll_edge), after the component's own signal: set that inset over duration seconds."
            )
        case .offsetRequested:
            Self.relay(
                "offset-requested", "axis", "offset",
                summary:
                    "An attached component (its handle) asked for the content offset on axis (rk_scroll_axis), after the component's own signal: set that offset over duration seconds."
            )
        }
    }

    /// A component's request as the scroll view tells it: the component, its edge or axis (the
    /// enum named `place`), then the request's own value and duration.
    private static func relay(
        _ name: StaticString, _ place: StaticString, _ value: StaticString, summary: StaticString
    ) -> SignalSpec {
        SignalSpec(
            name,
            [SignalParameter("component", .pointer), SignalParameter(place, .int32)] + ComponentSignals.timed(value),
            summary: summary)
    }
}
