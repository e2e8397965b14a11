/// The header's signals (see the header's Header section), in index order. Indices are ABI: only append.
public enum HeaderSignal: Int, TextMeasuringSignalSet {
    case stateChanged, pullingPercent, frameChanged, layoutChanged, insetRequested, offsetRequested, alphaChanged,
        labelChanged, timeLabelChanged, refreshing, endAnimationBegan, arrowChanged, arrowVisibility, spinnerChanged,
        spinnerAlpha, measureText, refreshingLoad, announcement
    /// 1.4: the host's last-updated formatter gave a text the header refused (its reason).
    case timeTextRefused
    /// 1.5.
    case loadCancelled

    public static var gifFrame: Self? { .frameChanged }
    public static var exitBegan: Self? { .endAnimationBegan }

    public var spec: SignalSpec {
        switch self {
        case .stateChanged: ComponentSignals.stateChanged
        case .pullingPercent: ComponentSignals.pullingPercent
        case .frameChanged:
            ComponentSignals.frameChanged.summarized(
                "GIF style: the GIF frame to draw (image_id as the host gave it, index in the state's frames). A header's GIF view is always shown: it has no \"gif-visibility\"."
            )
        case .layoutChanged: ComponentSignals.layoutChanged
        case .insetRequested:
            ComponentSignals.insetRequested(
                "top",
                summary:
                    "Set the scroll view's top inset over duration seconds; the header reads it back from the next metrics."
            )
        case .offsetRequested:
            ComponentSignals.offsetRequested(
                "offset_y", summary: "Set the scroll view's vertical content offset over duration seconds.")
        case .alphaChanged: ComponentSignals.alphaChanged
        case .labelChanged:
            ComponentSignals.labelChanged.summarized(
                "The state label's new text (localized; copy it, it lives only during the call). Show it.")
        case .timeLabelChanged:
            SignalSpec(
                "time-label-changed", [SignalParameter("text", .string)],
                summary: "The last-updated label's new text. Show it.")
        case .refreshing:
            ComponentSignals.refreshing.summarized(
                "REFRESH NOW: start the host's reload here (after the begin animation). It never fires after the header has left Refreshing."
            )
        case .endAnimationBegan:
            ComponentSignals.endAnimationBegan.summarized(
                "The exit animation from Refreshing started, after the inset request that starts it.")
        case .arrowChanged:
            ComponentSignals.arrowChanged.summarized(
                "Normal style: turn the arrow to angle radians (0 down, -pi + 1e-6 up) over duration seconds.")
        case .arrowVisibility:
            SignalSpec(
                "arrow-visibility", [.flag("visible")],
                summary: "Normal style: show (1) or hide (0) the arrow.")
        case .spinnerChanged: ComponentSignals.spinnerChanged
        case .spinnerAlpha:
            SignalSpec(
                "spinner-alpha", ComponentSignals.timed("alpha"),
                summary: "Normal style: fade the spinner to alpha over duration seconds.")
        case .measureText:
            ComponentSignals.measureText.summarized(
                "Return a label text's width in points (both labels use the same font), for the layout; without a handler the widths of rk_header_set_text_widths are used. Asked whenever the layout depends on it and may have changed, as the footer's."
            )
        case .refreshingLoad: ComponentSignals.refreshingLoad
        case .announcement: ComponentSignals.announcement
        case .timeTextRefused:
            SignalSpec(
                "time-text-refused", [SignalParameter("reason", .int32)],
                summary:
                    "The host's last-updated formatter gave a text the header refused (reason: RK_TIME_TEXT_*); the built-in text shows instead, told by \"time-label-changed\" next. Fix the formatter."
            )
        case .loadCancelled: ComponentSignals.loadCancelled
        }
    }
}
