/// Which of MJRefresh's two auto-footer classes: the activity indicator (MJRefreshAutoNormalFooter)
/// or per-state images (MJRefreshAutoGifFooter).
public enum AutoFooterStyle: Int32, Sendable, CaseIterable {
    case normal = 0
    case gif = 1
}

/// What the auto footer draws beside its label: the indicator, or the GIF.
public enum AutoFooterVisualLayout: Equatable, Sendable {
    /// The indicator's rect, in footer coordinates.
    case spinner(FooterRect)
    /// The GIF's rect, in footer coordinates, and how the image sits in it.
    case gif(FooterRect, contentMode: FooterContentMode)
}

/// Where the host draws the auto footer (in scroll-content coordinates) and its parts (in footer
/// coordinates). The label, the tap target, fills the footer's bounds.
public struct AutoFooterLayout: Equatable, Sendable {
    public var footer: FooterRect
    public var label: FooterRect
    public var visual: AutoFooterVisualLayout

    public init(footer: FooterRect, label: FooterRect, visual: AutoFooterVisualLayout) {
        self.footer = footer
        self.label = label
        self.visual = visual
    }
}

/// What the auto footer tells its host, in the order it happens.
public enum AutoFooterEvent: Equatable, Sendable, ComponentEvents {
    case stateChanged(new: RefreshState, old: RefreshState)
    case pullingPercent(Double)
    case alpha(Double, duration: Double)
    case label(String)
    case frameChanged(image: HostImage, index: Int)
    case gifVisibility(visible: Bool)
    case layout(AutoFooterLayout)
    /// An inset request for the footer's edge (always the bottom).
    case insetRequested(edge: ScrollEdge, value: Double, duration: Double)
    /// An offset request on the footer's axis (always vertical): the paging end.
    case offsetRequested(axis: ScrollAxis, value: Double, duration: Double)
    /// The normal footer's activity indicator starts or stops (stopped, it is hidden).
    case spinner(animating: Bool)
    /// The exit from Refreshing began (the original's endRefreshingAnimationBeginAction, which it
    /// called only with paging; F10: on every exit).
    case endAnimationBegan
    /// The load-more trigger, naming the load it starts (F18).
    case refreshing(loadID: UInt64)
    /// A one-shot completion passed with a call, identified by the id the caller gave.
    case completion(id: UInt64, finished: Bool)
    /// F20: what a screen reader should say, and how urgently.
    case announcement(String, priority: AnnouncementPriority)
}

extension AutoFooterEvent {
    /// F20: the event under the context's reduced motion: every request and animation at once.
    public var withoutMotion: Self {
        switch self {
        case .insetRequested(let edge, let value, _): .insetRequested(edge: edge, value: value, duration: 0)
        case .offsetRequested(let axis, let value, _): .offsetRequested(axis: axis, value: value, duration: 0)
        case .alpha(let alpha, _): .alpha(alpha, duration: 0)
        default: self
        }
    }
}

/// The auto footer's way out: events, timers and the loop's clock, as every component's.
public typealias AutoFooterEffects = ComponentEffects<AutoFooterEvent>
