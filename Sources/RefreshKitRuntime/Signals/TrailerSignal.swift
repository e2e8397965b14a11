/// The trailer's signals (see the header's Trailer section), in index order. Indices are ABI: only append.
public enum TrailerSignal: Int, ComponentSignalSet {
    case stateChanged, pullingPercent, layoutChanged, insetRequested, offsetRequested, alphaChanged, labelChanged,
        refreshing, endAnimationBegan, arrowChanged, refreshingLoad, announcement
    /// 1.5.
    case loadCancelled

    public static var exitBegan: Self? { .endAnimationBegan }

    public var spec: SignalSpec {
        switch self {
        case .stateChanged: ComponentSignals.stateChanged
        case .pullingPercent: ComponentSignals.pullingPercent
        case .layoutChanged: ComponentSignals.layoutChanged
        case .insetRequested:
            ComponentSignals.insetRequested(
                "right",
                summary:
                    "Set the scroll view's right inset over duration seconds; the trailer reads it back from the next metrics."
            )
        case .offsetRequested:
            ComponentSignals.offsetRequested(
                "offset_x", summary: "Set the scroll view's horizontal content offset over duration seconds.")
        case .alphaChanged: ComponentSignals.alphaChanged
        case .labelChanged:
            ComponentSignals.labelChanged.summarized(
                "The label's new text (copy it, it lives only during the call). Draw it one glyph per line.")
        case .refreshing:
            ComponentSignals.refreshing.summarized(
                "SHOW THE DETAILS NOW: the trigger (after the begin animation). It never fires after the trailer has left Refreshing."
            )
        case .endAnimationBegan:
            ComponentSignals.endAnimationBegan.summarized(
                "The exit animation from Refreshing started, before the inset request that starts it.")
        case .arrowChanged:
            ComponentSignals.arrowChanged.summarized(
                "Normal style: turn the arrow to angle radians (0 points left, swipe; pi right, release) over duration seconds."
            )
        case .refreshingLoad: ComponentSignals.refreshingLoad
        case .announcement: ComponentSignals.announcement
        case .loadCancelled: ComponentSignals.loadCancelled
        }
    }
}
