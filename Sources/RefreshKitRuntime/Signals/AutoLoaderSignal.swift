import RefreshKitModel

/// An auto loader's signals (see the header's Auto footer and Auto header sections), in index
/// order: the auto footer and the auto header (1.5) have the same signals, each told in its own
/// edge's words. Indices are ABI: only append.
public enum AutoLoaderSignal<Placement: AutoLoaderPlacement>: Int, TextMeasuringSignalSet {
    case stateChanged, pullingPercent, frameChanged, gifVisibility, layoutChanged, insetRequested, offsetRequested,
        alphaChanged, labelChanged, refreshing, endAnimationBegan, spinnerChanged, measureText, refreshingLoad,
        announcement
    /// 1.5.
    case loadCancelled

    public static var gifFrame: Self? { .frameChanged }
    public static var gifShown: Self? { .gifVisibility }
    public static var exitBegan: Self? { .endAnimationBegan }

    /// The auto header's words where they differ from the auto footer's.
    private static var isHeader: Bool { Placement.componentKind == .autoHeader }

    public var spec: SignalSpec {
        switch self {
        case .stateChanged: ComponentSignals.stateChanged
        case .pullingPercent:
            ComponentSignals.pullingPercent.summarized(
                "0 until the first begin, then 1: an auto footer or auto header has no pull to follow.")
        case .frameChanged:
            ComponentSignals.frameChanged.summarized(
                "GIF style: the GIF frame to draw (image_id as the host gave it, index in the state's frames).")
        case .gifVisibility:
            ComponentSignals.gifVisibility.summarized(
                "GIF style: the GIF view is shown (1, only in Refreshing with Refreshing frames) or hidden (0).")
        case .layoutChanged: ComponentSignals.layoutChanged
        case .insetRequested where Self.isHeader:
            ComponentSignals.insetRequested(
                "top",
                summary: "Set the scroll view's top inset (at attach, hide, show, detach, a height change; duration 0)."
            )
        case .insetRequested:
            ComponentSignals.insetRequested(
                "bottom",
                summary:
                    "Set the scroll view's bottom inset (at attach, hide, show, detach, a height change; duration 0).")
        case .offsetRequested where Self.isHeader:
            ComponentSignals.offsetRequested(
                "offset_y",
                summary:
                    "Never emitted by the auto header itself (it does not page); the scroll view's anchoring is the scroll view's signal."
            )
        case .offsetRequested:
            ComponentSignals.offsetRequested(
                "offset_y",
                summary: "The paging end: set the scroll view's vertical content offset over duration seconds.")
        case .alphaChanged: ComponentSignals.alphaChanged
        case .labelChanged:
            ComponentSignals.labelChanged.summarized(
                "The label's new text (copy it, it lives only during the call), also the tap target. Show it.")
        case .refreshing where Self.isHeader:
            ComponentSignals.refreshing.summarized(
                "LOAD OLDER ITEMS NOW: start the host's request here. It never fires after the auto header has left Refreshing."
            )
        case .refreshing:
            ComponentSignals.refreshing.summarized(
                "LOAD MORE NOW: start the host's request here. It never fires after the footer has left Refreshing.")
        case .endAnimationBegan: ComponentSignals.endAnimationBegan.summarized("Every exit from Refreshing.")
        case .spinnerChanged: ComponentSignals.spinnerChanged
        case .measureText where Self.isHeader:
            ComponentSignals.measureText.summarized(
                "Return the label text's width in points, for the layout; without a handler the width set by rk_component_set_text_width is used."
            )
        case .measureText:
            ComponentSignals.measureText.summarized(
                "Return the label text's width in points, for the layout; without a handler the width set by rk_auto_footer_set_text_width is used. Asked as the footer's is."
            )
        case .refreshingLoad: ComponentSignals.refreshingLoad
        case .announcement: ComponentSignals.announcement
        case .loadCancelled: ComponentSignals.loadCancelled
        }
    }
}

/// The auto footer's signals.
public typealias AutoFooterSignal = AutoLoaderSignal<AutoFooterPlacement>
/// The auto header's signals (1.5).
public typealias AutoHeaderSignal = AutoLoaderSignal<AutoHeaderPlacement>
