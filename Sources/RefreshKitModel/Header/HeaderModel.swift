/// MJRefresh's pull-down header, headless: the composition of its layers, as MJRefresh stacks them —
/// the component machine (MJRefreshComponent), the header edge (MJRefreshHeader), the state and
/// time labels (MJRefreshStateHeader), and the arrow and spinner (MJRefreshNormalHeader) or the
/// GIF player (MJRefreshGifHeader).
///
/// Faithful to MJRefresh's header (docs/behaviour/header.md) except the fixes F1–F8, F11, F12,
/// F15 and F16 (docs/FIXES.md). Every effect goes through `HeaderEffects`. The layers hold the
/// rules; this type decides the order they run in, which is the original's order of overridden
/// setters. A header has no NoMoreData.
public struct HeaderModel: Sendable, PullBar, GifComponent {
    public typealias Event = HeaderEvent
    public static var componentKind: ComponentKind { .header }

    public static let defaultHeight = HeaderEdge.defaultHeight
    /// labelLeftInset: 25 for the normal header, 20 for the GIF header.
    public static let normalLabelLeftInset = StateLabel.normalLeftInset
    public static let gifLabelLeftInset = StateLabel.defaultLeftInset

    public let style: HeaderStyle
    public package(set) var component = ComponentMachine()
    public package(set) var edge = HeaderEdge()
    public package(set) var label: StateLabel
    public var announcer = Announcer()
    public internal(set) var timeLabel = LastUpdatedLabel()
    public internal(set) var arrow = ArrowSpinner()
    public package(set) var gif = GifPlayer()
    public package(set) var layoutState = LayoutState<HeaderLayout>()
    /// The labels' widths as last measured (nil: that label was not measured), for their texts,
    /// measurer and header width.
    public package(set) var measured = MeasuredWidths<(state: Double?, time: Double?)>()
    /// Inside a scroll update: the pan state it carries is the one in hand.
    private var updating = false

    public init(style: HeaderStyle = .normal) {
        self.style = style
        gif = GifPlayer(drawn: style == .gif)
        label = StateLabel(family: .header, gif: style == .gif)
    }

    // MARK: Reading the layers

    @inlinable public var baseTop: Double { edge.baseTop }
    @inlinable public var topContribution: Double { edge.contribution }
    @inlinable public var insetTopDelta: Double { edge.insetTopDelta }
    @inlinable public var headerRect: FooterRect { edge.headerRect }
    /// Set when something the layout depends on changed; the host's side then answers
    /// `layoutRequest` (measuring the label if it asks) with `applyLayout`.
    @inlinable public var needsLayout: Bool { layoutState.needsLayout }
    @inlinable public var timeText: String { timeLabel.text }
    @inlinable public var lastUpdatedKey: String { timeLabel.key }

    // MARK: Scroll updates

    /// One scroll update (docs/behaviour/header.md §2; F6: the frame follows every update). Already
    /// checked with InputRules (`setMetrics` checks; the C ABI checks first).
    @_spi(RefreshKitPackage)
    public mutating func takeScrollUpdate<E: HeaderEffects>(_ new: ScrollMetrics, _ effects: inout E) {
        let rect = edge.headerRect
        edge.setMetrics(new)
        if edge.headerRect != rect { invalidateLayout() }
        if timeLabel.recomputeIfStoreChanged(language: language, &effects) { invalidateLayout() }
        // Hidden and interaction-disabled headers get no offset events; the header reads no
        // content-size events and the pan state only when entering Refreshing.
        guard component.interactionEnabled, !component.hidden else { return }
        updating = true
        defer { updating = false }
        if component.state == .refreshing {
            edge.applyRefreshingRule(&effects)
            return
        }
        react(to: edge.pullReaction(in: component.state), &effects)
    }

    // MARK: Commands

    /// A header has no NoMoreData (docs/behaviour/header.md §1): always refused, nothing changed,
    /// the completion not called (the caller keeps it).
    public func endRefreshingWithNoMoreData() throws(StateError) {
        throw StateError("a header has no NoMoreData state")
    }

    // MARK: Timers

    /// The exit animation's end: percent 0, and the normal header shows its arrow again.
    @_spi(RefreshKitPackage)
    public mutating func exitAnimationDidEnd<E: HeaderEffects>(_ effects: inout E) {
        setPullingPercent(0, &effects)
        if style == .normal { arrow.exitAnimationEnded(&effects) }
    }

    // MARK: Transitions

    /// The percent, and in Idle the GIF frame it picks.
    @_spi(RefreshKitPackage)
    public mutating func setPullingPercent<E: HeaderEffects>(_ value: Double, _ effects: inout E) {
        component.setPullingPercent(value, &effects)
        if style == .gif && gif.followsPercent(in: component.state) {
            gif.showIdleFrame(percent: component.pullingPercent, &effects)
        }
    }

    // The state setter's layers (docs/behaviour/header.md §5, §7–§10, RefreshComponent.transition):
    // the edge's insets and offset, the label and time text, the arrow and spinner or the GIF,
    // and a new layout.

    /// docs/behaviour/header.md §5, entering: inset and offset now (none with a cancelled pan), the trigger at the end.
    @_spi(RefreshKitPackage)
    public mutating func refreshingWillBegin<E: HeaderEffects>(_ effects: inout E) {
        let cancelled = updating && edge.metrics.pan == .cancelled
        edge.enterRefreshing(duration: component.fastDuration, panCancelled: cancelled, &effects)
    }

    /// docs/behaviour/header.md §5, leaving: the time stamped (not for a failure, F17: nothing was updated), the inset
    /// given back, then the end action and auto-alpha; percent 0 and the completion when the
    /// animation ends.
    @_spi(RefreshKitPackage)
    public mutating func refreshingDidEnd<E: HeaderEffects>(to new: RefreshState, _ effects: inout E) {
        if new != .failed { timeLabel.stamp(&effects) }
        edge.exitRefreshing(duration: component.slowDuration, &effects)
        effects.emit(.endAnimationBegan)
        component.fadeOutForExit(&effects)
    }

    @_spi(RefreshKitPackage)
    public mutating func showState<E: HeaderEffects>(_ new: RefreshState, from old: RefreshState, _ effects: inout E) {
        _ = label.update(for: new, &effects)
        timeLabel.recompute(language: language, &effects)
        switch style {
        case .normal:
            arrow.enter(new, from: old, fast: component.fastDuration, slow: component.slowDuration, &effects)
        case .gif:
            gif.enter(new, percent: component.pullingPercent, &effects)
        }
        invalidateLayout()
    }
}
