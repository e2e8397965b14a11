/// The scroll view's signals (see the header's Scroll view section), in index order: every request
/// of an attached component, naming its edge or axis. Indices are ABI: only append.
public enum ScrollViewSignal: Int, SignalSet {
    case insetRequested, offsetRequested

    public var spec: SignalSpec {
        switch self {
        case .insetRequested:
            SignalSpec(
                "inset-requested",
                [
                    SignalParameter("component", .pointer), SignalParameter("edge", .int32),
                    SignalParameter("inset", .double), SignalParameter("duration", .double),
                ],
                summary:
                    "An attached component (its handle) asked for the inset of edge (rk_scroll_edge), after the component's own signal: set that inset over duration seconds."
            )
        case .offsetRequested:
            SignalSpec(
                "offset-requested",
                [
                    SignalParameter("component", .pointer), SignalParameter("axis", .int32),
                    SignalParameter("offset", .double), SignalParameter("duration", .double),
                ],
                summary:
                    "An attached component (its handle) asked for the content offset on axis (rk_scroll_axis), after the component's own signal, or (component NULL, added in 1.5) the scroll view itself keeps the visible rows still after rk_scroll_view_content_inserted: set that offset over duration seconds."
            )
        }
    }
}
