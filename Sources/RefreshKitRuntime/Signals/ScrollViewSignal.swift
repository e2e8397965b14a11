/// The scroll view's signals (see the header's Scroll view section), in index order: every request
/// of an attached component, naming its edge or axis. Indices are ABI: only append.
public enum ScrollViewSignal: Int, SignalSet {
    case insetRequested, offsetRequested, loadStatesChanged

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
}
