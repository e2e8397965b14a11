/// What the host reports in one scroll update. One metrics call is one scroll event of the original.
public struct FooterMetrics: Equatable, Sendable {
    public var viewportWidth: Double
    public var viewportHeight: Double
    public var contentHeight: Double
    /// The effective insets: what the content is inset by, safe area included.
    public var insetTop: Double
    public var insetBottom: Double
    public var insetLeft: Double
    public var offset: Double
    public var dragging: Bool

    public init(
        viewportWidth: Double = 0, viewportHeight: Double = 0, contentHeight: Double = 0,
        insetTop: Double = 0, insetBottom: Double = 0, insetLeft: Double = 0,
        offset: Double = 0, dragging: Bool = false
    ) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.insetLeft = insetLeft
        self.offset = offset
        self.dragging = dragging
    }
}

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
    /// The load-more trigger.
    case refreshing
    /// A one-shot completion passed with a call, identified by the id the caller gave.
    case completion(id: UInt64, finished: Bool)
}

/// The back footer's way out: events for the host, timers on the loop, and the loop's clock.
public typealias FooterEffects = ComponentEffects<FooterEvent>
