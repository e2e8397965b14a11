/// The trailer's parts, in trailer coordinates. The label is a column one glyph wide: the host
/// wraps its text after every glyph, so it reads top to bottom (docs/behaviour/trailer.md §5, §7).
public struct TrailerParts: Equatable, Sendable {
    public var label: FooterRect
    /// The arrow's rect; nil for the state style, which has none.
    public var arrow: FooterRect?
}

/// Where the host draws the trailer: its frame, its label and its arrow.
public typealias TrailerLayout = ComponentLayout<TrailerParts>

/// What the trailer tells its host, in the order it happens: the events every component has (its
/// inset requests are for the right edge, its offset requests horizontal; it has no GIF), its
/// layout, and its arrow's.
public enum TrailerEvent: ComponentEvents {
    case shared(ComponentEvent)
    case layout(TrailerLayout)
    /// The normal trailer's arrow turns to `angle` radians over `duration` (0: it points left, the
    /// way to swipe; π: right, release).
    case arrow(angle: Double, duration: Double)

    /// F20: the event under the context's reduced motion: the arrow turns at once too.
    public var withoutMotion: Self {
        switch self {
        case .shared(let event): .shared(event.withoutMotion)
        case .layout: self
        case .arrow(let angle, _): .arrow(angle: angle, duration: 0)
        }
    }
}

/// The trailer's way out: events, timers (the arrow snap among them) and the loop's clock.
public typealias TrailerEffects = ComponentEffects<TrailerEvent>
