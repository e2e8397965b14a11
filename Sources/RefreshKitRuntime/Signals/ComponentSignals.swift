/// A refresh component's signals (FooterSignal and the others), with the ones the generic object
/// (RefreshComponentObject) emits or watches itself named by their role: the kind's own case of
/// that name answers each.
public protocol ComponentSignalSet: SignalSet {
    /// F20: the kind's "announcement", emitted only while a handler is connected.
    static var announcement: Self { get }
    // The signals every kind has for the shared events (ComponentEvent), each kind's own case.
    static var stateChanged: Self { get }
    static var pullingPercent: Self { get }
    static var insetRequested: Self { get }
    static var offsetRequested: Self { get }
    static var alphaChanged: Self { get }
    static var labelChanged: Self { get }
    static var refreshing: Self { get }
    static var refreshingLoad: Self { get }
    static var loadCancelled: Self { get }
    /// The shared events some kinds do not have: nil where the kind has no such signal (the
    /// trailer has no GIF, the header always shows its GIF view, the back footer has no exit
    /// notice).
    static var gifFrame: Self? { get }
    static var gifShown: Self? { get }
    static var exitBegan: Self? { get }
}

extension ComponentSignalSet {
    public static var gifFrame: Self? { nil }
    public static var gifShown: Self? { nil }
    public static var exitBegan: Self? { nil }
}

/// The signals of a kind whose host may measure its labels: its "measure-text".
public protocol TextMeasuringSignalSet: ComponentSignalSet {
    static var measureText: Self { get }
}

/// The specs the refresh components share (FooterSignal, HeaderSignal, TrailerSignal,
/// AutoFooterSignal), declared once: the same two signals first in every kind (state-changed and
/// pulling-percent, indices 0 and 1), and signals of the same name and signature further on, each
/// kind at its own index. A kind may describe a shared signal in its own words (`summarized`).
enum ComponentSignals {
    static let stateChanged = SignalSpec(
        "state-changed", [SignalParameter("state", .int32), SignalParameter("old_state", .int32)],
        summary:
            "The component went from old_state to state (rk_footer_state numbers, which every component uses). Update what depends on the state; start loads on \"refreshing\", not here: a begin that is superseded never fires it."
    )
    static let pullingPercent = SignalSpec(
        "pulling-percent", [SignalParameter("percent", .double)],
        summary: "How far the pull has gone (1 is the trigger), only when it changes. Redraw what follows the pull."
    )
    static let frameChanged = SignalSpec(
        "frame-changed", [SignalParameter("image_id", .uint64), SignalParameter("index", .int32)],
        summary:
            "The GIF frame to draw: image_id is the id the host gave the image, index its position in the state's frames. Draw that image."
    )
    static let gifVisibility = SignalSpec(
        "gif-visibility", [.flag("visible")],
        summary: "The GIF view is shown (1) or hidden (0). Show or hide it.")
    /// The component's frame; the footer's adds its GIF's (its own spec).
    static let layoutChanged = SignalSpec(
        "layout-changed",
        [
            SignalParameter("x", .double), SignalParameter("y", .double),
            SignalParameter("width", .double), SignalParameter("height", .double),
        ],
        summary:
            "The component's rect in content coordinates changed. Move the component's view there; the parts come from the kind's get_layout."
    )
    /// An inset request, its first parameter named for the kind's edge (top, bottom, right).
    static func insetRequested(_ edge: StaticString, summary: StaticString) -> SignalSpec {
        SignalSpec("inset-requested", timed(edge), summary: summary)
    }
    /// An offset request, its first parameter named for the kind's axis (offset_y, offset_x).
    static func offsetRequested(_ axis: StaticString, summary: StaticString) -> SignalSpec {
        SignalSpec("offset-requested", timed(axis), summary: summary)
    }
    static let alphaChanged = SignalSpec(
        "alpha-changed", timed("alpha"),
        summary: "Fade the component's view to alpha over duration seconds.")
    static let labelChanged = SignalSpec(
        "label-changed", [SignalParameter("text", .string)],
        summary: "The state label's new text (localized; copy it, it lives only during the call). Show it.")
    static let refreshing = SignalSpec(
        "refreshing",
        summary:
            "The trigger: start the host's load here (after the begin animation). It never fires after the component has left Refreshing."
    )
    /// 1.3: the refreshing trigger again, with the id of the load it starts.
    static let refreshingLoad = SignalSpec(
        "refreshing-load", [SignalParameter("load_id", .uint64)],
        summary:
            "Right after \"refreshing\", the same trigger with the id of the load it starts: tag the host's request with it and end that load with the kind's end_load."
    )
    /// 1.3: what a screen reader should say, and how urgently (rk_announcement_priority).
    static let announcement = SignalSpec(
        "announcement", [SignalParameter("text", .string), SignalParameter("priority", .int32)],
        summary:
            "What a screen reader should say, localized, and how urgently (rk_announcement_priority). Emitted only while a handler is connected: pass it to the platform's accessibility service."
    )
    /// 1.5: a load that ended other than by an end naming it.
    static let loadCancelled = SignalSpec(
        "load-cancelled", [SignalParameter("load_id", .uint64), SignalParameter("reason", .int32)],
        summary:
            "The load load_id ended other than by an end naming it (reason: an rk_load_cancel_reason): superseded by a restart, its task canceled, the component detached, destroyed (its last signal), hidden, or canceled by the host. Emitted once per load, never for one that ended or failed, after the state change it caused. Abort the request started for that id."
    )
    static let endAnimationBegan = SignalSpec(
        "end-animation-began",
        summary: "The exit animation from Refreshing started. Stop the host's own refreshing decorations.")
    static let arrowChanged = SignalSpec(
        "arrow-changed", timed("angle"),
        summary: "Normal style: turn the arrow to angle radians over duration seconds.")
    static let spinnerChanged = SignalSpec(
        "spinner-changed", [.flag("animating")],
        summary: "Normal style: start (1) or stop (0) the activity spinner; a stopped spinner is hidden.")
    static let measureText = SignalSpec(
        "measure-text", [SignalParameter("text", .string)], returns: .double,
        summary:
            "Return the label text's width in points, for the layout; without a handler the width the host set is used. Asked whenever the layout depends on it and may have changed (the text, the width, the set width, a handler connected or disconnected: so connecting to a component that has laid out calls it before the connect returns). A handler that changes the text is asked again for the new text, at most 8 times in a row."
    )

    /// A value the host reaches over duration seconds (an inset, an offset, an alpha, an angle),
    /// named for what it is: the parameters of every animated request, a component's or its
    /// scroll view's relay of it.
    static func timed(_ value: StaticString) -> [SignalParameter] {
        [SignalParameter(value, .double), SignalParameter("duration", .double)]
    }
}
