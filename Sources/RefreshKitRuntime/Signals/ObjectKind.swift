/// The kinds of object a context holds. Raw values are the ABI's rk_kind and never change.
public enum ObjectKind: UInt8, Sendable, CaseIterable {
    case context = 1
    case probe = 2
    case footer = 3
    case task = 4
    case indicator = 5
    case header = 6
    case trailer = 7
    case autoFooter = 8
    case scrollView = 9
    /// B7 (1.3): a progress bar's model, bound to tasks' bytes.
    case progress = 10

    /// The signals each kind declares, in index order. Indices are part of the ABI: only append.
    public var signals: [SignalSpec] {
        switch self {
        case .context:
            return ContextSignals.all
        case .probe:
            return ProbeSignals.all
        case .footer:
            return FooterSignals.all
        case .task:
            return TaskSignals.all
        case .indicator:
            return IndicatorSignals.all
        case .header:
            return HeaderSignals.all
        case .trailer:
            return TrailerSignals.all
        case .autoFooter:
            return AutoFooterSignals.all
        case .scrollView:
            return ScrollViewSignals.all
        case .progress:
            return ProgressSignals.all
        }
    }
}

extension ObjectKind {
    /// The kind as messages name it ("auto footer").
    public var name: String {
        switch self {
        case .context: "context"
        case .probe: "probe"
        case .footer: "footer"
        case .task: "task"
        case .indicator: "indicator"
        case .header: "header"
        case .trailer: "trailer"
        case .autoFooter: "auto footer"
        case .scrollView: "scroll view"
        case .progress: "progress"
        }
    }
}

/// The diagnostic probe's signals: one of every parameter type, and a double return.
public enum ProbeSignals {
    public static let values = 0
    public static let measure = 1
    public static let ping = 2
    public static let pair = 3

    public static let all: [SignalSpec] = [
        SignalSpec(
            "values",
            [
                SignalParameter("pointer", .pointer),
                SignalParameter("i32", .int32),
                SignalParameter("i64", .int64),
                SignalParameter("u64", .uint64),
                SignalParameter("real", .double),
                SignalParameter("text", .string),
            ],
            summary:
                "Emitted by rk_probe_emit_values with exactly its arguments: check that every parameter type arrives intact."
        ),
        SignalSpec(
            "measure",
            [
                SignalParameter("text", .string),
                SignalParameter("size", .double),
            ], returns: .double,
            summary:
                "Emitted by rk_probe_emit_measure: return a double; the value the last handler returns is the call's answer."
        ),
        SignalSpec("ping", summary: "Emitted by rk_probe_emit_ping: a signal without parameters."),
        SignalSpec(
            "pair",
            [
                SignalParameter("first", .int32),
                SignalParameter("second", .int32),
            ],
            summary:
                "Emitted by rk_probe_emit_pair with its two arguments: the shape the benchmarks measure (two int32_t)."
        ),
    ]
}

/// What every refresh component's signal list shares: the same two signals first (the prefix, at
/// the same indices in every kind), and signals of the same name and signature further on, each
/// kind at its own index. Each kind's list is the prefix, then its own signals in index order.
public enum ComponentSignals {
    public static let stateChanged = 0
    public static let pullingPercent = 1

    /// Indices 0 and 1 of every component kind.
    public static let prefix: [SignalSpec] = [
        SignalSpec(
            "state-changed", [SignalParameter("state", .int32), SignalParameter("old_state", .int32)],
            summary:
                "The component went from old_state to state (rk_footer_state numbers, which every component uses). Update what depends on the state; start loads on \"refreshing\", not here: a begin that is superseded never fires it."
        ),
        SignalSpec(
            "pulling-percent", [SignalParameter("percent", .double)],
            summary: "How far the pull has gone (1 is the trigger), only when it changes. Redraw what follows the pull."
        ),
    ]

    static let frameChanged = SignalSpec(
        "frame-changed", [SignalParameter("image_id", .uint64), SignalParameter("index", .int32)],
        summary:
            "The GIF frame to draw: image_id is the id the host gave the image, index its position in the state's frames. Draw that image."
    )
    static let gifVisibility = SignalSpec(
        "gif-visibility", [SignalParameter("visible", .int32)],
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
        SignalSpec(
            "inset-requested", [SignalParameter(edge, .double), SignalParameter("duration", .double)],
            summary: summary)
    }
    /// An offset request, its first parameter named for the kind's axis (offset_y, offset_x).
    static func offsetRequested(_ axis: StaticString, summary: StaticString) -> SignalSpec {
        SignalSpec(
            "offset-requested", [SignalParameter(axis, .double), SignalParameter("duration", .double)],
            summary: summary)
    }
    static let alphaChanged = SignalSpec(
        "alpha-changed", [SignalParameter("alpha", .double), SignalParameter("duration", .double)],
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
    static let endAnimationBegan = SignalSpec(
        "end-animation-began",
        summary: "The exit animation from Refreshing started. Stop the host's own refreshing decorations.")
    static let arrowChanged = SignalSpec(
        "arrow-changed", [SignalParameter("angle", .double), SignalParameter("duration", .double)],
        summary: "Normal style: turn the arrow to angle radians over duration seconds.")
    static let spinnerChanged = SignalSpec(
        "spinner-changed", [SignalParameter("animating", .int32)],
        summary: "Normal style: start (1) or stop (0) the activity spinner; a stopped spinner is hidden.")
    static let measureText = SignalSpec(
        "measure-text", [SignalParameter("text", .string)], returns: .double,
        summary:
            "Return the label text's width in points, for the layout; without a handler the width the host set is used. Asked whenever the layout depends on it and may have changed (the text, the width, the set width, a handler connected or disconnected: so connecting to a component that has laid out calls it before the connect returns). A handler that changes the text is asked again for the new text, at most 8 times in a row."
    )
}

/// The footer's signals (see the header's Footer section). Indices are ABI: only append.
public enum FooterSignals {
    public static let stateChanged = ComponentSignals.stateChanged
    public static let pullingPercent = ComponentSignals.pullingPercent
    public static let frameChanged = 2
    public static let gifVisibility = 3
    public static let layoutChanged = 4
    public static let insetRequested = 5
    public static let offsetRequested = 6
    public static let alphaChanged = 7
    public static let labelChanged = 8
    public static let refreshing = 9
    public static let measureText = 10
    public static let refreshingLoad = 11
    public static let announcement = 12

    public static let all: [SignalSpec] =
        ComponentSignals.prefix + [
            ComponentSignals.frameChanged,
            ComponentSignals.gifVisibility,
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
            ),
            ComponentSignals.insetRequested(
                "bottom",
                summary:
                    "Set the scroll view's bottom inset over duration seconds; the footer reads it back from the next metrics."
            ),
            ComponentSignals.offsetRequested(
                "offset_y", summary: "Set the scroll view's vertical content offset over duration seconds."),
            ComponentSignals.alphaChanged,
            ComponentSignals.labelChanged,
            ComponentSignals.refreshing.summarized(
                "LOAD MORE NOW: the trigger that starts the host's request. Start loads here, not on \"state-changed\" to Refreshing: the state comes first and a begin that is superseded never fires it."
            ),
            ComponentSignals.measureText,
            ComponentSignals.refreshingLoad,
            ComponentSignals.announcement,
        ]
}

/// The context's signals: every task's transitions, and the activity monitor.
public enum ContextSignals {
    public static let taskResumed = 0
    public static let taskSuspended = 1
    public static let taskCanceled = 2
    public static let taskCompleted = 3
    public static let activityVisibilityChanged = 4
    /// B7 (1.3): every task's progress deliveries.
    public static let taskProgress = 5

    public static let all: [SignalSpec] = [
        SignalSpec(
            "task-resumed", [SignalParameter("task", .pointer)],
            summary: "A task of the context (the rk_task *) was resumed, at dispatch on the loop thread."),
        SignalSpec(
            "task-suspended", [SignalParameter("task", .pointer)],
            summary: "A task of the context (the rk_task *) was suspended, at dispatch on the loop thread."),
        SignalSpec(
            "task-canceled", [SignalParameter("task", .pointer)],
            summary: "A task of the context (the rk_task *) was canceled, at dispatch on the loop thread."),
        SignalSpec(
            "task-completed",
            [
                SignalParameter("task", .pointer), SignalParameter("error_code", .int32),
                SignalParameter("message", .string),
            ],
            summary:
                "A task of the context (the rk_task *) completed with error_code (0 is success) and message (empty if none), at dispatch on the loop thread."
        ),
        SignalSpec(
            "activity-visibility-changed", [SignalParameter("visible", .int32)],
            summary:
                "The activity monitor's indicator should be shown (1) or hidden (0): only on a real change. Show or hide the network activity indicator."
        ),
        SignalSpec(
            "task-progress",
            [
                SignalParameter("task", .pointer), SignalParameter("direction", .int32),
                SignalParameter("completed", .int64), SignalParameter("expected", .int64),
            ],
            summary:
                "A task of the context (the rk_task *) reported its bytes in direction (rk_progress_direction), coalesced to the latest value at each dispatch; expected is -1 when unknown."
        ),
    ]
}

/// A task's signals, one per transition (indices follow TaskEvent's raw values), then its progress.
public enum TaskSignals {
    /// B7 (1.3): a delivery of the task's bytes in one direction.
    public static let progress = 4

    public static let all: [SignalSpec] = [
        SignalSpec("resumed", summary: "The task was resumed (delivered at dispatch on the loop thread)."),
        SignalSpec("suspended", summary: "The task was suspended (delivered at dispatch on the loop thread)."),
        SignalSpec("canceled", summary: "The task was canceled; a completion should follow (at dispatch)."),
        SignalSpec(
            "completed", [SignalParameter("error_code", .int32), SignalParameter("message", .string)],
            summary:
                "The task completed with error_code (0 is success) and message (empty if none), at dispatch on the loop thread."
        ),
        SignalSpec(
            "progress",
            [
                SignalParameter("direction", .int32), SignalParameter("completed", .int64),
                SignalParameter("expected", .int64),
            ],
            summary:
                "The task's bytes in direction (rk_progress_direction), as rk_task_set_progress reported them, coalesced to the latest value at each dispatch; expected is -1 when unknown."
        ),
    ]
}

/// A progress's signals (B7, 1.3). Indices are ABI: only append.
public enum ProgressSignals {
    public static let progressChanged = 0
    public static let indeterminateChanged = 1

    public static let all: [SignalSpec] = [
        SignalSpec(
            "progress-changed", [SignalParameter("fraction", .double), SignalParameter("animated", .int32)],
            summary:
                "A new fraction to show, or the fraction on leaving the indeterminate state (after \"indeterminate-changed\" 0); animated is the bind's. Only on a real change."
        ),
        SignalSpec(
            "indeterminate-changed", [SignalParameter("indeterminate", .int32)],
            summary:
                "1 on entering the indeterminate state (the last fraction is kept, for rk_progress_get_fraction), 0 on leaving it. Show or stop the bar's indeterminate animation."
        ),
    ]
}

/// An indicator's signals.
public enum IndicatorSignals {
    public static let startAnimating = 0
    public static let stopAnimating = 1

    public static let all: [SignalSpec] = [
        SignalSpec("start-animating", summary: "The bound tasks started: start the spinner."),
        SignalSpec("stop-animating", summary: "The bound tasks stopped: stop the spinner."),
    ]
}

/// The header's signals (see the header's Header section). Indices are ABI: only append.
public enum HeaderSignals {
    public static let stateChanged = ComponentSignals.stateChanged
    public static let pullingPercent = ComponentSignals.pullingPercent
    public static let frameChanged = 2
    public static let layoutChanged = 3
    public static let insetRequested = 4
    public static let offsetRequested = 5
    public static let alphaChanged = 6
    public static let labelChanged = 7
    public static let timeLabelChanged = 8
    public static let refreshing = 9
    public static let endAnimationBegan = 10
    public static let arrowChanged = 11
    public static let arrowVisibility = 12
    public static let spinnerChanged = 13
    public static let spinnerAlpha = 14
    public static let measureText = 15
    public static let refreshingLoad = 16
    public static let announcement = 17
    /// 1.4: the host's last-updated formatter gave a text the header refused (its reason).
    public static let timeTextRefused = 18

    public static let all: [SignalSpec] =
        ComponentSignals.prefix + [
            ComponentSignals.frameChanged.summarized(
                "GIF style: the GIF frame to draw (image_id as the host gave it, index in the state's frames). A header's GIF view is always shown: it has no \"gif-visibility\"."
            ),
            ComponentSignals.layoutChanged,
            ComponentSignals.insetRequested(
                "top",
                summary:
                    "Set the scroll view's top inset over duration seconds; the header reads it back from the next metrics."
            ),
            ComponentSignals.offsetRequested(
                "offset_y", summary: "Set the scroll view's vertical content offset over duration seconds."),
            ComponentSignals.alphaChanged,
            ComponentSignals.labelChanged.summarized(
                "The state label's new text (localized; copy it, it lives only during the call). Show it."),
            SignalSpec(
                "time-label-changed", [SignalParameter("text", .string)],
                summary: "The last-updated label's new text. Show it."),
            ComponentSignals.refreshing.summarized(
                "REFRESH NOW: start the host's reload here (after the begin animation). It never fires after the header has left Refreshing."
            ),
            ComponentSignals.endAnimationBegan.summarized(
                "The exit animation from Refreshing started, after the inset request that starts it."),
            ComponentSignals.arrowChanged.summarized(
                "Normal style: turn the arrow to angle radians (0 down, -pi + 1e-6 up) over duration seconds."),
            SignalSpec(
                "arrow-visibility", [SignalParameter("visible", .int32)],
                summary: "Normal style: show (1) or hide (0) the arrow."),
            ComponentSignals.spinnerChanged,
            SignalSpec(
                "spinner-alpha", [SignalParameter("alpha", .double), SignalParameter("duration", .double)],
                summary: "Normal style: fade the spinner to alpha over duration seconds."),
            ComponentSignals.measureText.summarized(
                "Return a label text's width in points (both labels use the same font), for the layout; without a handler the widths of rk_header_set_text_widths are used. Asked whenever the layout depends on it and may have changed, as the footer's."
            ),
            ComponentSignals.refreshingLoad,
            ComponentSignals.announcement,
            SignalSpec(
                "time-text-refused", [SignalParameter("reason", .int32)],
                summary:
                    "The host's last-updated formatter gave a text the header refused (reason: RK_TIME_TEXT_*); the built-in text shows instead, told by \"time-label-changed\" next. Fix the formatter."
            ),
        ]
}

/// The trailer's signals (see the header's Trailer section). Indices are ABI: only append.
public enum TrailerSignals {
    public static let stateChanged = ComponentSignals.stateChanged
    public static let pullingPercent = ComponentSignals.pullingPercent
    public static let layoutChanged = 2
    public static let insetRequested = 3
    public static let offsetRequested = 4
    public static let alphaChanged = 5
    public static let labelChanged = 6
    public static let refreshing = 7
    public static let endAnimationBegan = 8
    public static let arrowChanged = 9
    public static let refreshingLoad = 10
    public static let announcement = 11

    public static let all: [SignalSpec] =
        ComponentSignals.prefix + [
            ComponentSignals.layoutChanged,
            ComponentSignals.insetRequested(
                "right",
                summary:
                    "Set the scroll view's right inset over duration seconds; the trailer reads it back from the next metrics."
            ),
            ComponentSignals.offsetRequested(
                "offset_x", summary: "Set the scroll view's horizontal content offset over duration seconds."),
            ComponentSignals.alphaChanged,
            ComponentSignals.labelChanged.summarized(
                "The label's new text (copy it, it lives only during the call). Draw it one glyph per line."),
            ComponentSignals.refreshing.summarized(
                "SHOW THE DETAILS NOW: the trigger (after the begin animation). It never fires after the trailer has left Refreshing."
            ),
            ComponentSignals.endAnimationBegan.summarized(
                "The exit animation from Refreshing started, before the inset request that starts it."),
            ComponentSignals.arrowChanged.summarized(
                "Normal style: turn the arrow to angle radians (0 points left, swipe; pi right, release) over duration seconds."
            ),
            ComponentSignals.refreshingLoad,
            ComponentSignals.announcement,
        ]
}

/// The auto footer's signals (see the header's Auto footer section). Indices are ABI: only append.
public enum AutoFooterSignals {
    public static let stateChanged = ComponentSignals.stateChanged
    public static let pullingPercent = ComponentSignals.pullingPercent
    public static let frameChanged = 2
    public static let gifVisibility = 3
    public static let layoutChanged = 4
    public static let insetRequested = 5
    public static let offsetRequested = 6
    public static let alphaChanged = 7
    public static let labelChanged = 8
    public static let refreshing = 9
    public static let endAnimationBegan = 10
    public static let spinnerChanged = 11
    public static let measureText = 12
    public static let refreshingLoad = 13
    public static let announcement = 14

    public static let all: [SignalSpec] =
        [
            ComponentSignals.prefix[ComponentSignals.stateChanged],
            ComponentSignals.prefix[ComponentSignals.pullingPercent].summarized(
                "0 until the first begin, then 1: an auto footer has no pull to follow."),
        ] + [
            ComponentSignals.frameChanged.summarized(
                "GIF style: the GIF frame to draw (image_id as the host gave it, index in the state's frames)."),
            ComponentSignals.gifVisibility.summarized(
                "GIF style: the GIF view is shown (1, only in Refreshing with Refreshing frames) or hidden (0)."),
            ComponentSignals.layoutChanged,
            ComponentSignals.insetRequested(
                "bottom",
                summary:
                    "Set the scroll view's bottom inset (at attach, hide, show, detach, a height change; duration 0)."),
            ComponentSignals.offsetRequested(
                "offset_y",
                summary: "The paging end: set the scroll view's vertical content offset over duration seconds."),
            ComponentSignals.alphaChanged,
            ComponentSignals.labelChanged.summarized(
                "The label's new text (copy it, it lives only during the call), also the tap target. Show it."),
            ComponentSignals.refreshing.summarized(
                "LOAD MORE NOW: start the host's request here. It never fires after the footer has left Refreshing."),
            ComponentSignals.endAnimationBegan.summarized("Every exit from Refreshing."),
            ComponentSignals.spinnerChanged,
            ComponentSignals.measureText.summarized(
                "Return the label text's width in points, for the layout; without a handler the width set by rk_auto_footer_set_text_width is used. Asked as the footer's is."
            ),
            ComponentSignals.refreshingLoad,
            ComponentSignals.announcement,
        ]
}

/// The scroll view's signals (see the header's Scroll view section): every request of an
/// attached component, naming its edge or axis. Indices are ABI: only append.
public enum ScrollViewSignals {
    public static let insetRequested = 0
    public static let offsetRequested = 1

    public static let all: [SignalSpec] = [
        SignalSpec(
            "inset-requested",
            [
                SignalParameter("component", .pointer), SignalParameter("edge", .int32),
                SignalParameter("inset", .double), SignalParameter("duration", .double),
            ],
            summary:
                "An attached component (its handle) asked for the inset of edge (rk_scroll_edge), after the component's own signal: set that inset over duration seconds."
        ),
        SignalSpec(
            "offset-requested",
            [
                SignalParameter("component", .pointer), SignalParameter("axis", .int32),
                SignalParameter("offset", .double), SignalParameter("duration", .double),
            ],
            summary:
                "An attached component (its handle) asked for the content offset on axis (rk_scroll_axis), after the component's own signal: set that offset over duration seconds."
        ),
    ]
}
