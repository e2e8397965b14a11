/// Which of MJRefresh's two header classes: the arrow and spinner (MJRefreshNormalHeader) or
/// per-state images (MJRefreshGifHeader).
public enum HeaderStyle: Int32, Sendable, CaseIterable {
    case normal = 0
    case gif = 1
}

/// What the header draws beside its labels: the arrow and spinner, or the GIF.
public enum HeaderVisualLayout: Equatable, Sendable {
    /// The arrow's and the spinner's rects, in header coordinates.
    case normal(arrow: FooterRect, spinner: FooterRect)
    /// The GIF's rect, in header coordinates, and how the image sits in it.
    case gif(FooterRect, contentMode: FooterContentMode)
}

/// Where the host draws the header (in scroll-content coordinates) and its parts (in header
/// coordinates).
public struct HeaderLayout: Equatable, Sendable {
    public var header: FooterRect
    public var stateLabel: FooterRect
    public var timeLabel: FooterRect
    public var visual: HeaderVisualLayout

    public init(header: FooterRect, stateLabel: FooterRect, timeLabel: FooterRect, visual: HeaderVisualLayout) {
        self.header = header
        self.stateLabel = stateLabel
        self.timeLabel = timeLabel
        self.visual = visual
    }
}

/// What the header tells its host, in the order it happens.
public enum HeaderEvent: Equatable, Sendable, ComponentEvents {
    case stateChanged(new: RefreshState, old: RefreshState)
    case pullingPercent(Double)
    case alpha(Double, duration: Double)
    case label(String)
    /// The last-updated text (docs/behaviour/header.md §6).
    case timeLabel(String)
    case frameChanged(image: HostImage, index: Int)
    case gifVisibility(visible: Bool)
    case layout(HeaderLayout)
    /// An inset request for the header's edge (always the top).
    case insetRequested(edge: ScrollEdge, value: Double, duration: Double)
    /// An offset request on the header's axis (always vertical).
    case offsetRequested(axis: ScrollAxis, value: Double, duration: Double)
    /// The normal header's arrow turns to `angle` radians over `duration` (0: down, −π + 1e-6: up).
    case arrow(angle: Double, duration: Double)
    /// The normal header's arrow shown or hidden, or its activity indicator started or stopped
    /// (stopped, it is hidden): `arrowVisibility(visible:)` and `spinner(animating:)` below.
    ///
    /// One case for both parts keeps the enum at 16 payload cases. At 17 its tag no longer fits
    /// the payloads' spare bits and is split between them and an extra byte, which valgrind's
    /// memcheck then reports as an uninitialised read in the delivery loop on every event (the
    /// valgrind_memcheck test is the guard).
    case normalPart(NormalHeaderPart, on: Bool)
    case spinnerAlpha(Double, duration: Double)
    /// The exit animation began (the original's endRefreshingAnimationBeginAction), after the
    /// inset request that starts it.
    case endAnimationBegan
    /// The refresh trigger, naming the load it starts (F18).
    case refreshing(loadID: UInt64)
    /// A one-shot completion passed with a call, identified by the id the caller gave.
    case completion(id: UInt64, finished: Bool)
    /// F20: what a screen reader should say, and how urgently.
    case announcement(String, priority: AnnouncementPriority)
}

/// The normal header's two indicator parts (HeaderEvent.normalPart).
public enum NormalHeaderPart: Equatable, Sendable {
    case arrow
    case spinner
}

extension HeaderEvent {
    /// The normal header's arrow shown or hidden.
    public static func arrowVisibility(visible: Bool) -> Self { .normalPart(.arrow, on: visible) }
    /// The normal header's activity indicator starts or stops (stopped, it is hidden).
    public static func spinner(animating: Bool) -> Self { .normalPart(.spinner, on: animating) }
}

extension HeaderEvent {
    /// F20: the event under the context's reduced motion: every request and animation at once.
    public var withoutMotion: Self {
        switch self {
        case .insetRequested(let edge, let value, _): .insetRequested(edge: edge, value: value, duration: 0)
        case .offsetRequested(let axis, let value, _): .offsetRequested(axis: axis, value: value, duration: 0)
        case .alpha(let alpha, _): .alpha(alpha, duration: 0)
        case .arrow(let angle, _): .arrow(angle: angle, duration: 0)
        case .spinnerAlpha(let alpha, _): .spinnerAlpha(alpha, duration: 0)
        default: self
        }
    }
}

/// The header's way out: events, timers and the loop's clock as every component's, and the wall
/// clock and the context's last-updated store (F12), which only the header reads.
public typealias HeaderEffects = ComponentEffects<HeaderEvent>

/// A request the component cannot honour in its state or kind: the C ABI reports it as
/// RK_ERR_INVALID_STATE with this message.
public struct StateError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
