/// The footer's signals (see the header's Footer section), in index order. Indices are ABI: only append.
public enum FooterSignal: Int, TextMeasuringSignalSet {
    case stateChanged, pullingPercent, frameChanged, gifVisibility, layoutChanged, insetRequested, offsetRequested,
        alphaChanged, labelChanged, refreshing, measureText, refreshingLoad, announcement
    /// 1.5.
    case loadCancelled

    public static var gifFrame: Self? { .frameChanged }
    public static var gifShown: Self? { .gifVisibility }

    public var spec: SignalSpec {
        switch self {
        case .stateChanged: ComponentSignals.stateChanged
        case .pullingPercent: ComponentSignals.pullingPercent
        case .frameChanged: ComponentSignals.frameChanged
        case .gifVisibility: ComponentSignals.gifVisibility
        case .layoutChanged:
            SignalSpec(
                "layout-changed",
                [
                    SignalParameter("x", .double), SignalParameter("y", .double),
                    SignalParameter("width", .double), SignalParameter("height", .double),
                    SignalParameter("gif_x", .double), SignalParameter("gif_y", .double),
                    SignalParameter("gif_width", .double), SignalParameter("gif_height", .double),
                    SignalParameter("content_mode", .int32),
                ],
                summary:
                    "The footer's rect in content coordinates and its GIF's rect in footer coordinates, drawn as content_mode (rk_content_mode) says. Move the views there."
            )
        case .insetRequested:
            ComponentSignals.insetRequested(
                "bottom",
                summary:
                    "Set the scroll view's bottom inset over duration seconds; the footer reads it back from the next metrics."
            )
        case .offsetRequested:
            ComponentSignals.offsetRequested(
                "offset_y", summary: "Set the scroll view's vertical content offset over duration seconds.")
        case .alphaChanged: ComponentSignals.alphaChanged
        case .labelChanged: ComponentSignals.labelChanged
        case .refreshing:
            ComponentSignals.refreshing.summarized(
                "LOAD MORE NOW: the trigger that starts the host's request. Start loads here, not on \"state-changed\" to Refreshing: the state comes first and a begin that is superseded never fires it."
            )
        case .measureText: ComponentSignals.measureText
        case .refreshingLoad: ComponentSignals.refreshingLoad
        case .announcement: ComponentSignals.announcement
        case .loadCancelled: ComponentSignals.loadCancelled
        }
    }
}
