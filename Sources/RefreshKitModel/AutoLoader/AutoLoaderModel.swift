/// MJRefresh's auto footer, headless, at either end of the list: the composition of its layers, as
/// MJRefresh stacks them — the component machine (MJRefreshComponent), the auto-loading edge
/// (MJRefreshAutoFooter's, AutoLoaderEdge), the state label with tap to load
/// (MJRefreshAutoStateFooter), and the activity indicator (MJRefreshAutoNormalFooter) or the GIF
/// player (MJRefreshAutoGifFooter). `Placement` is the edge: AutoFooterModel loads more at the
/// bottom, AutoHeaderModel (1.5, docs/behaviour/auto-header.md) loads older items at the top; every
/// rule below is both's.
///
/// Faithful to MJRefresh's auto footer (docs/behaviour/auto-footer.md) except the fixes F1–F10 and
/// F13 (docs/FIXES.md). Every effect goes through `AutoLoaderEffects`. Entering Refreshing has no
/// animation: the trigger and the begin completion come in the same call, after the state, label,
/// indicator and GIF (F10). Leaving it emits the state, label, indicator, GIF, the paging offset,
/// end-animation-began, then the end completion (at once, or when the paging animation ends).
public struct AutoLoaderModel<Placement: AutoLoaderPlacement>: Sendable, RefreshFooter, GifComponent {
    public typealias Event = AutoLoaderEvent
    @inlinable public static var componentKind: ComponentKind { Placement.componentKind }

    public static var defaultHeight: Double { AutoLoaderEdge<Placement>.defaultHeight }
    /// labelLeftInset: 25 for the normal footer, 20 for the GIF footer.
    public static var normalLabelLeftInset: Double { StateLabel.normalLeftInset }
    public static var gifLabelLeftInset: Double { StateLabel.defaultLeftInset }

    public let style: AutoLoaderStyle
    public package(set) var component = ComponentMachine()
    public package(set) var edge = AutoLoaderEdge<Placement>()
    public package(set) var label: StateLabel
    public var announcer = Announcer()
    public internal(set) var indicator = ActivityIndicator()
    public package(set) var gif = GifPlayer()
    /// The label shows nothing in Refreshing (docs/behaviour/auto-footer.md §10).
    public internal(set) var refreshingTitleHidden = false
    public package(set) var layoutState = LayoutState<AutoLoaderLayout>()
    /// The label's width as last measured, for its text, measurer and footer width.
    public package(set) var measured = MeasuredWidths<Double>()

    /// A new footer: Idle, English, percent 0, alpha 1, visible, not attached; its GIF stopped and
    /// hidden (told to nobody: this is where every auto footer starts).
    public init(style: AutoLoaderStyle = .normal) {
        self.style = style
        gif = GifPlayer(drawn: style == .gif)
        label = StateLabel(family: Placement.titleFamily, gif: style == .gif)
        var silent = SilentEffects()
        gif.enter(.noMoreData, percent: 0, &silent)
    }

    // MARK: Reading the layers

    /// Set when something the layout depends on changed; the host's side then answers
    /// `layoutRequest` (measuring the label if it asks) with `applyLayout`.
    @inlinable public var needsLayout: Bool { layoutState.needsLayout }
    @inlinable public var attached: Bool { edge.attached }
    /// c: what the bar adds to its edge's inset (the bottom's for a footer, the top's for a header).
    @inlinable public var edgeContribution: Double { edge.contribution }
    @inlinable public var baseInset: Double { edge.baseInset }
    @inlinable public var triggerPercent: Double { edge.triggerPercent }
    @inlinable public var automaticallyRefresh: Bool { edge.automaticallyRefresh }
    @inlinable public var pagingEnabled: Bool { edge.pagingEnabled }
    @inlinable public var autoTriggerTimes: Int { edge.budget.times }
    @inlinable public var remainingTriggerTimes: Int { edge.budget.remaining }
    /// F19: n of the item-count rule (0: off).
    @inlinable public var prefetchDistance: Int64 { edge.prefetch.distance }
    @inlinable public var spinnerAnimating: Bool { indicator.animating }
    // MARK: Attach and scroll updates

    /// Attaches to a scroll view with its current metrics (docs/behaviour/auto-footer.md §2): a
    /// shown footer adds its height to the bottom inset (F8). Refused, nothing changed, for metrics
    /// InputRules refuses.
    public mutating func attach<E: AutoLoaderEffects>(_ metrics: ScrollMetrics, _ effects: inout E)
        throws(InputError)
    {
        try metrics.check()
        attach(unchecked: metrics, &effects)
    }

    package mutating func attach<E: AutoLoaderEffects>(unchecked metrics: ScrollMetrics, _ effects: inout E) {
        edge.attach(metrics)
        edge.syncContribution(shown: !component.hidden, &effects)
        invalidateLayout()
    }

    /// Detaches: exactly what the footer added to the bottom inset is removed (F8).
    public mutating func detach<E: AutoLoaderEffects>(_ effects: inout E) {
        edge.detach()
        edge.syncContribution(shown: !component.hidden, &effects)
    }

    /// One scroll update, in the order of docs/behaviour/scroll-view.md §2: the content size (the
    /// frame, F6), the pan, then the offset. Already checked with InputRules (`setMetrics` checks;
    /// the C ABI checks first).
    @_spi(RefreshKitPackage)
    public mutating func takeScrollUpdate<E: AutoLoaderEffects>(_ new: ScrollMetrics, _ effects: inout E) {
        updateContentSizeAndPan(new, &effects)
        updateOffset(&effects)
    }

    /// The first two steps of a scroll update, on the metrics the host reported: the content size
    /// (the frame follows; the offset the update replaces becomes the previous one), then the
    /// pan (a began refills the budget, an ended asks the pan-end rule, on the offset this update
    /// carries). A scroll view runs them on every component before any takes its offset.
    @inline(__always)
    package mutating func updateContentSizeAndPan<E: AutoLoaderEffects>(_ new: ScrollMetrics, _ effects: inout E) {
        let rect = edge.footerRect
        edge.takeUpdate(new)
        if edge.footerRect != rect { invalidateLayout() }
        // Hidden and interaction-disabled footers take no pan or offset events (the previous
        // offset is still kept).
        guard component.interactionEnabled, !component.hidden else { return }
        switch new.pan {
        case .began:
            edge.panBegan()
            // F17: Failed does not load by itself; a new drag re-arms the rules (from Idle).
            if component.state == .failed { transition(to: .idle, &effects) }
        case .ended where component.state == .idle && edge.panEndAsksForLoad: dragBegin(&effects)
        default: break
        }
    }

    /// The last step of a scroll update: the offset, on the metrics the footer holds now (in a
    /// scroll view, the update with the requests of the components driven before it).
    @inline(__always)
    package mutating func updateOffset<E: AutoLoaderEffects>(_ effects: inout E) {
        guard component.interactionEnabled, !component.hidden else { return }
        // F19 before the pixels: the item-count rule's arrival begins from Idle (one load at a
        // time); while dragging the budget applies (F9), as to every drag-caused load.
        if edge.prefetchArrives(), component.state == .idle {
            if edge.metrics.dragging { dragBegin(&effects) } else { beginRefreshing(completion: nil, &effects) }
        }
        if component.state == .idle, edge.offsetAsksForLoad {
            if edge.metrics.dragging {
                dragBegin(&effects)
            } else {
                // Deceleration: never blocked, never counted (F9, as the original).
                beginRefreshing(completion: nil, &effects)
            }
        }
        // 1.5, last: a viewport the loads have not filled yet asks for the next one.
        if component.state == .idle, edge.fillAsksForLoad(), dragBegin(&effects) { edge.fillBegan() }
    }

    /// The scroll view's metrics after another component's request (its inset or offset, in an
    /// update or outside one): taken as they are, nothing reacts. An offset that moved is one the
    /// footer saw: the one it replaces becomes the previous offset.
    package mutating func observe(_ metrics: ScrollMetrics) {
        let rect = edge.footerRect
        edge.observe(metrics)
        if edge.footerRect != rect { invalidateLayout() }
    }

    /// A begin the drag caused (the offset rule while dragging, the pan-end rule) or the fill rule:
    /// allowed by the budget, and counted when it transitions (F9). True when it began.
    @discardableResult
    private mutating func dragBegin<E: AutoLoaderEffects>(_ effects: inout E) -> Bool {
        guard edge.budget.allowsDragLoad, beginRefreshing(completion: nil, &effects) else { return false }
        edge.consumeBudget()
        return true
    }

    // MARK: Commands

    /// A tap on the label (docs/behaviour/auto-footer.md §9): in Idle, or in Failed (a retry, F17),
    /// on a shown footer that takes interaction, it begins; never blocked, never counted (F9). True
    /// when it began.
    @discardableResult
    public mutating func tap<E: AutoLoaderEffects>(_ effects: inout E) -> Bool {
        guard component.interactionEnabled, !component.hidden, component.state.isResting else { return false }
        return beginRefreshing(completion: nil, &effects)
    }

    /// Hiding a shown footer (docs/behaviour/auto-footer.md §2) ends any load at once (to Idle,
    /// with the exit's signals) and removes its inset contribution; showing it adds the
    /// contribution back. The same value again does nothing.
    public mutating func setHidden<E: AutoLoaderEffects>(_ hidden: Bool, _ effects: inout E) {
        guard hidden != component.hidden else { return }
        component.setHidden(hidden)
        if hidden {
            component.cancelNextEnd(.hidden)
            transition(to: .idle, &effects)
        }
        edge.syncContribution(shown: !hidden, &effects)
        invalidateLayout()
    }

    // MARK: Timers

    /// The paging animation's end: only the end completion follows (the percent stays 1,
    /// docs/behaviour/auto-footer.md §8).
    @_spi(RefreshKitPackage)
    public mutating func exitAnimationDidEnd<E: AutoLoaderEffects>(_ effects: inout E) {}

    // MARK: Transitions

    /// The label's text for the current state, with refreshingTitleHidden.
    @_spi(RefreshKitPackage)
    public mutating func updateLabel<E: AutoLoaderEffects>(_ effects: inout E) {
        let shows = !(refreshingTitleHidden && component.state == .refreshing)
        if label.update(for: component.state, showsTitle: shows, &effects) { invalidateLayout() }
    }

    /// The GIF's per-state behaviour (docs/behaviour/auto-footer.md §11): only Refreshing shows
    /// (and loops) frames, and only when it has some; Idle, NoMoreData and Failed stop and hide it;
    /// the rest leave it.
    mutating func enterGif<E: AutoLoaderEffects>(_ state: RefreshState, _ effects: inout E) {
        switch state {
        case .refreshing: gif.enter(.refreshing, percent: component.pullingPercent, &effects)
        case .idle, .noMoreData, .failed: gif.enter(.noMoreData, percent: 0, &effects)
        case .pulling, .willRefresh: break
        }
    }

    /// The percent: the auto footer's GIF shows only in Refreshing, so nothing else follows it.
    @_spi(RefreshKitPackage)
    public mutating func setPullingPercent<E: AutoLoaderEffects>(_ value: Double, _ effects: inout E) {
        component.setPullingPercent(value, &effects)
    }

    /// The state setter, layer by layer: the component (completions superseded, state told), the
    /// label, the indicator or the GIF, a new layout; then into Refreshing the trigger (the begin
    /// completion follows it, RefreshComponent.begin), or out of it the paging offset and
    /// end-animation-began (F10).
    @_spi(RefreshKitPackage)
    public mutating func transition<E: AutoLoaderEffects>(to new: RefreshState, _ effects: inout E) {
        guard let old = component.enter(new, &effects) else { return }
        if old == .refreshing && new == .idle && !component.cancelsLoad { edge.loadEnded() }
        updateLabel(&effects)
        switch style {
        case .normal: indicator.enter(new, &effects)
        case .gif: enterGif(new, &effects)
        }
        invalidateLayout()
        // F20 with the label, before the trigger (F10's order).
        announce(from: old, to: new, &effects)
        if new == .refreshing {
            component.fireTriggerAtOnce(&effects)
        } else if old == .refreshing {
            if edge.pagingEnabled {
                edge.requestPagingOffset(duration: component.slowDuration, &effects)
                effects.emit(.endAnimationBegan)
                component.startExitAnimation(&effects)
            } else {
                effects.emit(.endAnimationBegan)
            }
        }
    }
}

/// Effects for the one thing done before a footer has a host: hiding its GIF at construction.
private struct SilentEffects: AutoLoaderEffects {
    mutating func queue(_ event: AutoLoaderEvent) {}
    mutating func startTimer(_ timer: ComponentTimer, delay: Double) {}
    mutating func cancelTimer(_ timer: ComponentTimer) {}
    mutating func now() -> Double { 0 }
    mutating func issueLoadID() -> UInt64 { 0 }
}

/// MJRefresh's auto footer: loads more when the content's end comes into view.
public typealias AutoFooterModel = AutoLoaderModel<AutoFooterPlacement>
/// The auto header (1.5): loads older items when the content's start comes into view.
public typealias AutoHeaderModel = AutoLoaderModel<AutoHeaderPlacement>
