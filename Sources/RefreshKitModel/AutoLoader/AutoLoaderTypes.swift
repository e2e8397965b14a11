/// Which of MJRefresh's two auto-footer classes: the activity indicator (MJRefreshAutoNormalFooter)
/// or per-state images (MJRefreshAutoGifFooter).
public enum AutoLoaderStyle: Int32, Sendable, CaseIterable {
    case normal = 0
    case gif = 1
}

/// What the auto footer draws beside its label: the indicator, or the GIF.
public enum AutoLoaderVisualLayout: Equatable, Sendable {
    /// The indicator's rect, in footer coordinates.
    case spinner(FooterRect)
    /// The GIF's rect, in footer coordinates, and how the image sits in it.
    case gif(FooterRect, contentMode: FooterContentMode)
}

/// The auto footer's parts, in footer coordinates. The label, the tap target, fills the footer's
/// bounds.
public struct AutoLoaderParts: Equatable, Sendable {
    public var label: FooterRect
    public var visual: AutoLoaderVisualLayout
}

/// Where the host draws the auto footer: its frame, its label and its indicator or GIF.
public typealias AutoLoaderLayout = ComponentLayout<AutoLoaderParts>

/// What the auto footer tells its host, in the order it happens: the events every component has
/// (its inset requests are for the bottom edge, its offset requests, the paging end, vertical), its
/// layout, and its indicator's.
public enum AutoLoaderEvent: ComponentEvents {
    case shared(ComponentEvent)
    case layout(AutoLoaderLayout)
    /// The normal footer's activity indicator starts or stops (stopped, it is hidden).
    case spinner(animating: Bool)

    /// F20: the event under the context's reduced motion (the indicator has no duration).
    public var withoutMotion: Self {
        guard case .shared(let event) = self else { return self }
        return .shared(event.withoutMotion)
    }
}

/// The auto footer's way out: events, timers and the loop's clock, as every component's.
public typealias AutoLoaderEffects = ComponentEffects<AutoLoaderEvent>
