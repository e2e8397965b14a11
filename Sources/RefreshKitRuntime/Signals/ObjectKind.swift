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

/// The footer's signals (see the header's Footer section). Indices are ABI: only append.
public enum FooterSignals {
    public static let stateChanged = 0
    public static let pullingPercent = 1
    public static let frameChanged = 2
    public static let gifVisibility = 3
    public static let layoutChanged = 4
    public static let insetRequested = 5
    public static let offsetRequested = 6
    public static let alphaChanged = 7
    public static let labelChanged = 8
    public static let refreshing = 9
    public static let measureText = 10

    public static let all: [SignalSpec] = [
        SignalSpec("state-changed", [SignalParameter("state", .int32), SignalParameter("old_state", .int32)]),
        SignalSpec("pulling-percent", [SignalParameter("percent", .double)]),
        SignalSpec("frame-changed", [SignalParameter("image_id", .uint64), SignalParameter("index", .int32)]),
        SignalSpec("gif-visibility", [SignalParameter("visible", .int32)]),
        SignalSpec(
            "layout-changed",
            [
                SignalParameter("x", .double), SignalParameter("y", .double),
                SignalParameter("width", .double), SignalParameter("height", .double),
                SignalParameter("gif_x", .double), SignalParameter("gif_y", .double),
                SignalParameter("gif_width", .double), SignalParameter("gif_height", .double),
                SignalParameter("content_mode", .int32),
            ]),
        SignalSpec("inset-requested", [SignalParameter("bottom", .double), SignalParameter("duration", .double)]),
        SignalSpec("offset-requested", [SignalParameter("offset_y", .double), SignalParameter("duration", .double)]),
        SignalSpec("alpha-changed", [SignalParameter("alpha", .double), SignalParameter("duration", .double)]),
        SignalSpec("label-changed", [SignalParameter("text", .string)]),
        SignalSpec("refreshing"),
        SignalSpec("measure-text", [SignalParameter("text", .string)], returns: .double),
    ]
}

/// The context's signals: every task's transitions, and the activity monitor.
public enum ContextSignals {
    public static let taskResumed = 0
    public static let taskSuspended = 1
    public static let taskCanceled = 2
    public static let taskCompleted = 3
    public static let activityVisibilityChanged = 4

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
    ]
}

/// A task's signals, one per transition (indices follow TaskEvent's raw values).
public enum TaskSignals {
    public static let all: [SignalSpec] = [
        SignalSpec("resumed"),
        SignalSpec("suspended"),
        SignalSpec("canceled"),
        SignalSpec("completed", [SignalParameter("error_code", .int32), SignalParameter("message", .string)]),
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
    public static let stateChanged = 0
    public static let pullingPercent = 1
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

    public static let all: [SignalSpec] = [
        SignalSpec("state-changed", [SignalParameter("state", .int32), SignalParameter("old_state", .int32)]),
        SignalSpec("pulling-percent", [SignalParameter("percent", .double)]),
        SignalSpec("frame-changed", [SignalParameter("image_id", .uint64), SignalParameter("index", .int32)]),
        SignalSpec(
            "layout-changed",
            [
                SignalParameter("x", .double), SignalParameter("y", .double),
                SignalParameter("width", .double), SignalParameter("height", .double),
            ]),
        SignalSpec("inset-requested", [SignalParameter("top", .double), SignalParameter("duration", .double)]),
        SignalSpec("offset-requested", [SignalParameter("offset_y", .double), SignalParameter("duration", .double)]),
        SignalSpec("alpha-changed", [SignalParameter("alpha", .double), SignalParameter("duration", .double)]),
        SignalSpec("label-changed", [SignalParameter("text", .string)]),
        SignalSpec("time-label-changed", [SignalParameter("text", .string)]),
        SignalSpec("refreshing"),
        SignalSpec("end-animation-began"),
        SignalSpec("arrow-changed", [SignalParameter("angle", .double), SignalParameter("duration", .double)]),
        SignalSpec("arrow-visibility", [SignalParameter("visible", .int32)]),
        SignalSpec("spinner-changed", [SignalParameter("animating", .int32)]),
        SignalSpec("spinner-alpha", [SignalParameter("alpha", .double), SignalParameter("duration", .double)]),
        SignalSpec("measure-text", [SignalParameter("text", .string)], returns: .double),
    ]
}

/// The trailer's signals (see the header's Trailer section). Indices are ABI: only append.
public enum TrailerSignals {
    public static let stateChanged = 0
    public static let pullingPercent = 1
    public static let layoutChanged = 2
    public static let insetRequested = 3
    public static let offsetRequested = 4
    public static let alphaChanged = 5
    public static let labelChanged = 6
    public static let refreshing = 7
    public static let endAnimationBegan = 8
    public static let arrowChanged = 9

    public static let all: [SignalSpec] = [
        SignalSpec("state-changed", [SignalParameter("state", .int32), SignalParameter("old_state", .int32)]),
        SignalSpec("pulling-percent", [SignalParameter("percent", .double)]),
        SignalSpec(
            "layout-changed",
            [
                SignalParameter("x", .double), SignalParameter("y", .double),
                SignalParameter("width", .double), SignalParameter("height", .double),
            ]),
        SignalSpec("inset-requested", [SignalParameter("right", .double), SignalParameter("duration", .double)]),
        SignalSpec("offset-requested", [SignalParameter("offset_x", .double), SignalParameter("duration", .double)]),
        SignalSpec("alpha-changed", [SignalParameter("alpha", .double), SignalParameter("duration", .double)]),
        SignalSpec("label-changed", [SignalParameter("text", .string)]),
        SignalSpec("refreshing"),
        SignalSpec("end-animation-began"),
        SignalSpec("arrow-changed", [SignalParameter("angle", .double), SignalParameter("duration", .double)]),
    ]
}

/// The auto footer's signals (see the header's Auto footer section). Indices are ABI: only append.
public enum AutoFooterSignals {
    public static let stateChanged = 0
    public static let pullingPercent = 1
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

    public static let all: [SignalSpec] = [
        SignalSpec("state-changed", [SignalParameter("state", .int32), SignalParameter("old_state", .int32)]),
        SignalSpec("pulling-percent", [SignalParameter("percent", .double)]),
        SignalSpec("frame-changed", [SignalParameter("image_id", .uint64), SignalParameter("index", .int32)]),
        SignalSpec("gif-visibility", [SignalParameter("visible", .int32)]),
        SignalSpec(
            "layout-changed",
            [
                SignalParameter("x", .double), SignalParameter("y", .double),
                SignalParameter("width", .double), SignalParameter("height", .double),
            ]),
        SignalSpec("inset-requested", [SignalParameter("bottom", .double), SignalParameter("duration", .double)]),
        SignalSpec("offset-requested", [SignalParameter("offset_y", .double), SignalParameter("duration", .double)]),
        SignalSpec("alpha-changed", [SignalParameter("alpha", .double), SignalParameter("duration", .double)]),
        SignalSpec("label-changed", [SignalParameter("text", .string)]),
        SignalSpec("refreshing"),
        SignalSpec("end-animation-began"),
        SignalSpec("spinner-changed", [SignalParameter("animating", .int32)]),
        SignalSpec("measure-text", [SignalParameter("text", .string)], returns: .double),
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
