/// The scroll view's signals (see the header's Scroll view section), in index order: every request
/// of an attached component, naming its edge or axis, and (1.5) the list's load states. Indices
/// are ABI: only append.
public enum ScrollViewSignal: Int, SignalSet {
    case insetRequested, offsetRequested, loadStatesChanged

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
                    "An attached component (its handle) asked for the content offset on axis (rk_scroll_axis), after the component's own signal, or (component NULL, added in 1.5) the scroll view itself keeps the visible rows still after rk_scroll_view_content_inserted: set that offset over duration seconds."
            )
        case .loadStatesChanged:
            SignalSpec(
                "load-states-changed",
                [
                    SignalParameter("refresh", .int32), SignalParameter("prepend", .int32),
                    SignalParameter("append", .int32),
                ],
                summary:
                    "Added in 1.5: the list's load states changed (rk_scroll_view_get_load_states), once per scroll update or command that changed any of them; each argument is an rk_load_status: read the whole snapshot, ids and failure message lengths included, with rk_scroll_view_get_load_states."
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
