/// What the back footer reads of a scroll update: the vertical fields of the family's metrics
/// (it has no use for the content width, the horizontal offset, the right inset or the pan).
public typealias FooterMetrics = ScrollMetrics

public struct FooterRect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// How the GIF view draws its image: at natural size, centered or right-aligned (never scaled).
public enum FooterContentMode: Int32, Sendable {
    case center = 1
    case right = 2
}

/// Where the host draws the footer (in scroll-content coordinates) and its GIF (in footer
/// coordinates). The label always fills the footer's bounds.
public struct FooterLayout: Equatable, Sendable {
    public var footer: FooterRect
    public var gif: FooterRect
    public var contentMode: FooterContentMode

    public init(footer: FooterRect, gif: FooterRect, contentMode: FooterContentMode) {
        self.footer = footer
        self.gif = gif
        self.contentMode = contentMode
    }
}

/// The footer's timers: the component's.
public typealias FooterTimer = ComponentTimer

/// What the footer tells its host, in the order it happens.
public enum FooterEvent: Equatable, Sendable, ComponentEvents {
    case stateChanged(new: FooterState, old: FooterState)
    case pullingPercent(Double)
    case frameChanged(image: FooterImage, index: Int)
    case gifVisibility(visible: Bool)
    case layout(FooterLayout)
    case insetRequested(bottom: Double, duration: Double)
    case offsetRequested(offset: Double, duration: Double)
    case alpha(Double, duration: Double)
    case label(String)
    /// The load-more trigger, naming the load it starts (F18).
    case refreshing(loadID: UInt64)
    /// A one-shot completion passed with a call, identified by the id the caller gave.
    case completion(id: UInt64, finished: Bool)
    /// F20: what a screen reader should say, and how urgently.
    case announcement(String, priority: AnnouncementPriority)
}

extension FooterEvent {
    /// F20: the event under the context's reduced motion: every request and animation at once.
    public var withoutMotion: Self {
        switch self {
        case .insetRequested(let bottom, _): .insetRequested(bottom: bottom, duration: 0)
        case .offsetRequested(let offset, _): .offsetRequested(offset: offset, duration: 0)
        case .alpha(let alpha, _): .alpha(alpha, duration: 0)
        default: self
        }
    }
}

/// The back footer's way out: events for the host, timers on the loop, and the loop's clock.
public typealias FooterEffects = ComponentEffects<FooterEvent>
