/// Which of MJRefresh's two trailer classes: the label alone (MJRefreshStateTrailer) or the label
/// with the circled arrow (MJRefreshNormalTrailer). MJRefresh has no GIF trailer.
public enum TrailerStyle: Int32, Sendable, CaseIterable {
    case state = 0
    case normal = 1
}

/// Where the host draws the trailer (in scroll-content coordinates) and its parts (in trailer
/// coordinates). The label is a column one glyph wide: the host wraps its text after every glyph,
/// so it reads top to bottom (docs/behaviour/trailer.md §5, §7).
public struct TrailerLayout: Equatable, Sendable {
    public var trailer: FooterRect
    public var label: FooterRect
    /// The arrow's rect; nil for the state style, which has none.
    public var arrow: FooterRect?

    public init(trailer: FooterRect, label: FooterRect, arrow: FooterRect?) {
        self.trailer = trailer
        self.label = label
        self.arrow = arrow
    }
}

/// What the trailer tells its host, in the order it happens.
public enum TrailerEvent: Equatable, Sendable, ComponentEvents {
    case stateChanged(new: RefreshState, old: RefreshState)
    case pullingPercent(Double)
    case alpha(Double, duration: Double)
    case label(String)
    /// Required of every component's events; never emitted: a trailer has no GIF.
    case frameChanged(image: HostImage, index: Int)
    /// Required of every component's events; never emitted: a trailer has no GIF.
    case gifVisibility(visible: Bool)
    case layout(TrailerLayout)
    /// An inset request for the trailer's edge (always the right).
    case insetRequested(edge: ScrollEdge, value: Double, duration: Double)
    /// An offset request on the trailer's axis (always horizontal).
    case offsetRequested(axis: ScrollAxis, value: Double, duration: Double)
    /// The normal trailer's arrow turns to `angle` radians over `duration` (0: it points left, the
    /// way to swipe; π: right, release).
    case arrow(angle: Double, duration: Double)
    /// The exit animation began (the original's endRefreshingAnimationBeginAction), before the
    /// inset request that starts it.
    case endAnimationBegan
    /// The refreshing trigger (show the details), naming the load it starts (F18).
    case refreshing(loadID: UInt64)
    /// A one-shot completion passed with a call, identified by the id the caller gave.
    case completion(id: UInt64, finished: Bool)
    /// F20: what a screen reader should say, and how urgently.
    case announcement(String, priority: AnnouncementPriority)
}

extension TrailerEvent {
    /// F20: the event under the context's reduced motion: every request and animation at once.
    public var withoutMotion: Self {
        switch self {
        case .insetRequested(let edge, let value, _): .insetRequested(edge: edge, value: value, duration: 0)
        case .offsetRequested(let axis, let value, _): .offsetRequested(axis: axis, value: value, duration: 0)
        case .alpha(let alpha, _): .alpha(alpha, duration: 0)
        case .arrow(let angle, _): .arrow(angle: angle, duration: 0)
        default: self
        }
    }
}

/// The trailer's way out: events, timers (the arrow snap among them) and the loop's clock.
public typealias TrailerEffects = ComponentEffects<TrailerEvent>
