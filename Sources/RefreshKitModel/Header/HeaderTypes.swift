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

/// The header's parts, in header coordinates: its two labels, and its arrow and spinner or its
/// GIF.
public struct HeaderParts: Equatable, Sendable {
    public var stateLabel: FooterRect
    public var timeLabel: FooterRect
    public var visual: HeaderVisualLayout
}

/// Where the host draws the header: its frame and its parts.
public typealias HeaderLayout = ComponentLayout<HeaderParts>

/// What the header tells its host, in the order it happens: the events every component has (its
/// inset requests are for the top edge, its offset requests vertical), its layout, its time label's
/// and the normal header's arrow and activity indicator's.
public enum HeaderEvent: ComponentEvents {
    case shared(ComponentEvent)
    case layout(HeaderLayout)
    /// The last-updated text (docs/behaviour/header.md §6).
    case timeLabel(String)
    /// The arrow turns to `angle` radians over `duration` (0: down, −π + 1e-6: up).
    case arrow(angle: Double, duration: Double)
    case arrowVisibility(visible: Bool)
    /// The activity indicator starts or stops (stopped, it is hidden).
    case spinner(animating: Bool)
    case spinnerAlpha(Double, duration: Double)

    /// F20: the event under the context's reduced motion: the arrow turns and the spinner fades at
    /// once too.
    public var withoutMotion: Self {
        switch self {
        case .shared(let event): .shared(event.withoutMotion)
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
