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
            ]),
        SignalSpec(
            "measure",
            [
                SignalParameter("text", .string),
                SignalParameter("size", .double),
            ], returns: .double),
        SignalSpec("ping"),
        SignalSpec(
            "pair",
            [
                SignalParameter("first", .int32),
                SignalParameter("second", .int32),
            ]),
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
        SignalSpec("state-changed", [SignalParameter("state", .int32), SignalParameter("old_state", .int32)]),
        SignalSpec("pulling-percent", [SignalParameter("percent", .double)]),
    ]

    static let frameChanged = SignalSpec(
        "frame-changed", [SignalParameter("image_id", .uint64), SignalParameter("index", .int32)])
    static let gifVisibility = SignalSpec("gif-visibility", [SignalParameter("visible", .int32)])
    /// The component's frame; the footer's adds its GIF's (its own spec).
    static let layoutChanged = SignalSpec(
        "layout-changed",
        [
            SignalParameter("x", .double), SignalParameter("y", .double),
            SignalParameter("width", .double), SignalParameter("height", .double),
        ])
    /// An inset request, its first parameter named for the kind's edge (top, bottom, right).
    static func insetRequested(_ edge: StaticString) -> SignalSpec {
        SignalSpec("inset-requested", [SignalParameter(edge, .double), SignalParameter("duration", .double)])
    }
    /// An offset request, its first parameter named for the kind's axis (offset_y, offset_x).
    static func offsetRequested(_ axis: StaticString) -> SignalSpec {
        SignalSpec("offset-requested", [SignalParameter(axis, .double), SignalParameter("duration", .double)])
    }
    static let alphaChanged = SignalSpec(
        "alpha-changed", [SignalParameter("alpha", .double), SignalParameter("duration", .double)])
    static let labelChanged = SignalSpec("label-changed", [SignalParameter("text", .string)])
    static let refreshing = SignalSpec("refreshing")
    /// F18 (1.3): the refreshing trigger again, with the id of the load it starts.
    static let refreshingLoad = SignalSpec("refreshing-load", [SignalParameter("load_id", .uint64)])
    /// F20 (1.3): what a screen reader should say, and how urgently (rk_announcement_priority).
    static let announcement = SignalSpec(
        "announcement", [SignalParameter("text", .string), SignalParameter("priority", .int32)])
    static let endAnimationBegan = SignalSpec("end-animation-began")
    static let arrowChanged = SignalSpec(
        "arrow-changed", [SignalParameter("angle", .double), SignalParameter("duration", .double)])
    static let spinnerChanged = SignalSpec("spinner-changed", [SignalParameter("animating", .int32)])
    static let measureText = SignalSpec("measure-text", [SignalParameter("text", .string)], returns: .double)
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
                ]),
            ComponentSignals.insetRequested("bottom"),
            ComponentSignals.offsetRequested("offset_y"),
            ComponentSignals.alphaChanged,
            ComponentSignals.labelChanged,
            ComponentSignals.refreshing,
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
        SignalSpec("task-resumed", [SignalParameter("task", .pointer)]),
        SignalSpec("task-suspended", [SignalParameter("task", .pointer)]),
        SignalSpec("task-canceled", [SignalParameter("task", .pointer)]),
        SignalSpec(
            "task-completed",
            [
                SignalParameter("task", .pointer), SignalParameter("error_code", .int32),
                SignalParameter("message", .string),
            ]),
        SignalSpec("activity-visibility-changed", [SignalParameter("visible", .int32)]),
        SignalSpec(
            "task-progress",
            [
                SignalParameter("task", .pointer), SignalParameter("direction", .int32),
                SignalParameter("completed", .int64), SignalParameter("expected", .int64),
            ]),
    ]
}

/// A task's signals, one per transition (indices follow TaskEvent's raw values), then its progress.
public enum TaskSignals {
    /// B7 (1.3): a delivery of the task's bytes in one direction.
    public static let progress = 4

    public static let all: [SignalSpec] = [
        SignalSpec("resumed"),
        SignalSpec("suspended"),
        SignalSpec("canceled"),
        SignalSpec("completed", [SignalParameter("error_code", .int32), SignalParameter("message", .string)]),
        SignalSpec(
            "progress",
            [
                SignalParameter("direction", .int32), SignalParameter("completed", .int64),
                SignalParameter("expected", .int64),
            ]),
    ]
}

/// A progress's signals (B7, 1.3). Indices are ABI: only append.
public enum ProgressSignals {
    public static let progressChanged = 0
    public static let indeterminateChanged = 1

    public static let all: [SignalSpec] = [
        SignalSpec("progress-changed", [SignalParameter("fraction", .double), SignalParameter("animated", .int32)]),
        SignalSpec("indeterminate-changed", [SignalParameter("indeterminate", .int32)]),
    ]
}

/// An indicator's signals.
public enum IndicatorSignals {
    public static let startAnimating = 0
    public static let stopAnimating = 1

    public static let all: [SignalSpec] = [
        SignalSpec("start-animating"),
        SignalSpec("stop-animating"),
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
            ComponentSignals.frameChanged,
            ComponentSignals.layoutChanged,
            ComponentSignals.insetRequested("top"),
            ComponentSignals.offsetRequested("offset_y"),
            ComponentSignals.alphaChanged,
            ComponentSignals.labelChanged,
            SignalSpec("time-label-changed", [SignalParameter("text", .string)]),
            ComponentSignals.refreshing,
            ComponentSignals.endAnimationBegan,
            ComponentSignals.arrowChanged,
            SignalSpec("arrow-visibility", [SignalParameter("visible", .int32)]),
            ComponentSignals.spinnerChanged,
            SignalSpec("spinner-alpha", [SignalParameter("alpha", .double), SignalParameter("duration", .double)]),
            ComponentSignals.measureText,
            ComponentSignals.refreshingLoad,
            ComponentSignals.announcement,
            SignalSpec("time-text-refused", [SignalParameter("reason", .int32)]),
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
            ComponentSignals.insetRequested("right"),
            ComponentSignals.offsetRequested("offset_x"),
            ComponentSignals.alphaChanged,
            ComponentSignals.labelChanged,
            ComponentSignals.refreshing,
            ComponentSignals.endAnimationBegan,
            ComponentSignals.arrowChanged,
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
        ComponentSignals.prefix + [
            ComponentSignals.frameChanged,
            ComponentSignals.gifVisibility,
            ComponentSignals.layoutChanged,
            ComponentSignals.insetRequested("bottom"),
            ComponentSignals.offsetRequested("offset_y"),
            ComponentSignals.alphaChanged,
            ComponentSignals.labelChanged,
            ComponentSignals.refreshing,
            ComponentSignals.endAnimationBegan,
            ComponentSignals.spinnerChanged,
            ComponentSignals.measureText,
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
            ]),
        SignalSpec(
            "offset-requested",
            [
                SignalParameter("component", .pointer), SignalParameter("axis", .int32),
                SignalParameter("offset", .double), SignalParameter("duration", .double),
            ]),
    ]
}
