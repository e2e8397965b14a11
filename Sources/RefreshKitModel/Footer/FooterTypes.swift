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

/// The back footer's parts, in footer coordinates: its GIF. The label always fills the footer's
/// bounds.
public struct FooterParts: Equatable, Sendable {
    public var gif: FooterRect
    public var contentMode: FooterContentMode
}

/// Where the host draws the back footer: its frame and its GIF.
public typealias FooterLayout = ComponentLayout<FooterParts>

/// The footer's timers: the component's.
public typealias FooterTimer = ComponentTimer

/// What the back footer tells its host, in the order it happens: the events every component has
/// (its inset requests are for the bottom edge, its offset requests vertical) and its layout.
public enum FooterEvent: ComponentEvents {
    case shared(ComponentEvent)
    case layout(FooterLayout)

    /// F20: the event under the context's reduced motion.
    public var withoutMotion: Self {
        guard case .shared(let event) = self else { return self }
        return .shared(event.withoutMotion)
    }
}

/// The back footer's way out: events for the host, timers on the loop, and the loop's clock.
public typealias FooterEffects = ComponentEffects<FooterEvent>
