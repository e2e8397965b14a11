/// MJRefresh's trailer (swipe past the right edge), headless: the composition of its layers, as
/// MJRefresh stacks them — the component machine (MJRefreshComponent), the trailer edge
/// (MJRefreshTrailer), the state label (MJRefreshStateTrailer) and the arrow (MJRefreshNormalTrailer).
///
/// Faithful to MJRefresh's trailer (docs/behaviour/trailer.md) except the fixes F1–F8, F14 and
/// F15 (docs/FIXES.md). Every effect goes through `TrailerEffects`. The layers hold the rules; this
/// type decides the order they run in, which is the original's order of overridden setters. A
/// trailer has no NoMoreData (docs/behaviour/trailer.md §1).
public struct TrailerModel: Sendable, PullComponent, ItemCounting {
    public typealias Event = TrailerEvent
    public static var componentKind: ComponentKind { .trailer }

    public static let width = TrailerEdge.width

    public let style: TrailerStyle
    public package(set) var component = ComponentMachine()
    public package(set) var edge = TrailerEdge()
    public package(set) var label = StateLabel(family: .trailer)
    public var announcer = Announcer()
    public internal(set) var arrow = TrailerArrow()
    /// The last layout told to the host. The trailer lays out at once (`relayout`), never waiting
    /// for the host, so nothing reads the state's needsLayout.
    public package(set) var layoutState = LayoutState<TrailerLayout>()

    public init(style: TrailerStyle = .normal) {
        self.style = style
    }

    // MARK: Reading the layers

    /// L0, R0: the host's insets as reported now, less the trailer's own contribution.
    @inlinable public var baseLeft: Double { edge.baseLeft }
    @inlinable public var baseRight: Double { edge.baseRight }
    @inlinable public var rightContribution: Double { edge.contribution }
    @inlinable public var ignoredRightInset: Double { edge.ignoredRightInset }
    @inlinable public var trailerRect: FooterRect { edge.trailerRect }
    @inlinable public var arrowAngle: Double { arrow.angle }
    /// What a query reports: the last layout told, or before the first one the layout for the
    /// current metrics.
    public var reportedLayout: TrailerLayout { layout ?? computeLayout() }

    // MARK: Scroll updates

    /// One scroll update (docs/behaviour/trailer.md §3; F6, F14: the geometry follows every update).
    /// Already checked with InputRules (`setMetrics` checks; the C ABI checks first).
    @_spi(RefreshKitPackage)
    public mutating func takeScrollUpdate<E: TrailerEffects>(_ new: ScrollMetrics, _ effects: inout E) {
        // The metrics are kept whatever the trailer does with them: its insets are read from them
        // when it next needs them (a begin from code while hidden, say).
        edge.setMetrics(new)
        // Interaction-disabled trailers ignore every event; hidden ones the offset only. While
        // Refreshing the offset is ignored entirely (docs/behaviour/trailer.md §3).
        guard component.interactionEnabled else { return }
        let tracks = !component.hidden && component.state != .refreshing
        // The layout follows the rect (its other inputs' setters lay out themselves): while the
        // rect is the one the layout was made for, there is nothing to lay out.
        let geometry = edge.geometry
        if layout?.frame != geometry.frame { relayout(&effects) }
        guard tracks else { return }
        react(to: edge.pullReaction(in: component.state, geometry), &effects)
    }

    // MARK: Commands

    /// A trailer has no NoMoreData (docs/behaviour/trailer.md §1; the original reached it only by
    /// assigning the state): always refused, nothing changed, the completion not called (the caller
    /// keeps it).
    public func endRefreshingWithNoMoreData() throws(StateError) {
        throw StateError("a trailer has no NoMoreData state")
    }

    // MARK: Visuals

    /// The arrow's snap back after an end; a trailer has no GIF.
    @_spi(RefreshKitPackage)
    public mutating func visualTimerFired<E: TrailerEffects>(_ timer: ComponentTimer, _ effects: inout E) {
        guard timer == .arrowSnap else { return }
        arrow.snapTimerFired(&effects)
    }

    @_spi(RefreshKitPackage)
    public mutating func stopVisuals<E: TrailerEffects>(_ effects: inout E) {
        arrow.cancelSnap(&effects)
    }

    // MARK: Transitions

    /// The percent: a trailer has no GIF, so nothing else follows it.
    @_spi(RefreshKitPackage)
    public mutating func setPullingPercent<E: TrailerEffects>(_ value: Double, _ effects: inout E) {
        component.setPullingPercent(value, &effects)
    }

    // The state setter's layers (docs/behaviour/trailer.md §3–§6, RefreshComponent.transition): the
    // edge's inset and offset, the label, the arrow.

    /// docs/behaviour/trailer.md §4, entering: count, inset and offset now, the trigger when the animation ends.
    @_spi(RefreshKitPackage)
    public mutating func refreshingWillBegin<E: TrailerEffects>(_ effects: inout E) {
        edge.enterRefreshing(duration: component.fastDuration, &effects)
    }

    /// docs/behaviour/trailer.md §4, leaving: the end action first, the inset given back (F8) and auto-alpha over the exit
    /// animation, the offset re-assert at once when items arrived; percent 0 and the completion
    /// when the animation ends.
    @_spi(RefreshKitPackage)
    public mutating func refreshingDidEnd<E: TrailerEffects>(to new: RefreshState, _ effects: inout E) {
        effects.emit(.endAnimationBegan)
        edge.exitRefreshing(duration: component.slowDuration, &effects)
        component.fadeOutForExit(&effects)
        edge.reassertOffsetIfItemsArrived(&effects)
    }

    /// The trailer's layout does not follow its text: nothing to lay out.
    @_spi(RefreshKitPackage)
    public mutating func showState<E: TrailerEffects>(_ new: RefreshState, from old: RefreshState, _ effects: inout E) {
        _ = label.update(for: new, &effects)
        if style == .normal {
            arrow.enter(new, from: old, fast: component.fastDuration, &effects)
        }
    }

    // MARK: Layout

    func computeLayout() -> TrailerLayout {
        TrailerLayoutRules.layout(
            trailer: edge.trailerRect, style: style, labelShown: !label.hidden, arrow: arrow.size)
    }

    /// Tells the host the layout when it differs from the last one told.
    mutating func relayout<E: TrailerEffects>(_ effects: inout E) {
        layoutState.apply(computeLayout(), &effects)
    }
}
