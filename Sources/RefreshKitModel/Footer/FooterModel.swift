/// MJRefresh's back GIF footer, headless: the composition of its layers, as MJRefresh stacks them —
/// the component machine (MJRefreshComponent), the back-footer edge (MJRefreshBackFooter), the
/// state label (MJRefreshBackStateFooter), the GIF player (MJRefreshBackGifFooter) and the layout.
///
/// Faithful to MJRefresh's back GIF footer (docs/behaviour/footer.md) except the deliberate fixes
/// F1–F7 (docs/FIXES.md).
/// Every effect goes through `FooterEffects`. The layers hold the rules; this type decides the
/// order they run in, which is the original's order of overridden setters.
public struct FooterModel: Sendable, RefreshFooter, PullBar, GifComponent, ItemCounting {
    public typealias Event = FooterEvent
    public static var componentKind: ComponentKind { .backFooter }

    public static let defaultHeight = BackFooterEdge.defaultHeight
    public static let defaultFastDuration = ComponentMachine.defaultFastDuration
    public static let defaultSlowDuration = ComponentMachine.defaultSlowDuration
    public static let defaultLabelLeftInset = StateLabel.defaultLeftInset
    public static let defaultFrameDuration = GifPlayer.defaultFrameDuration

    public package(set) var component = ComponentMachine()
    public package(set) var edge = BackFooterEdge()
    public package(set) var label = StateLabel()
    public var announcer = Announcer()
    public package(set) var gif = GifPlayer(drawn: true)
    public package(set) var layoutState = LayoutState<FooterLayout>()
    /// The label's width as last measured, for its text, measurer and footer width.
    public package(set) var measured = MeasuredWidths<Double>()

    public init() {}

    // MARK: Reading the layers

    @inlinable public var snapshotTop: Double { edge.snapshotTop }
    @inlinable public var snapshotBottom: Double { edge.snapshotBottom }
    @inlinable public var lastBottomDelta: Double { edge.lastBottomDelta }
    @inlinable public var titles: FooterTitles { label.titles }
    @inlinable public var textGeneration: UInt64 { label.generation }
    /// What a query reports: the last layout, or before the first one a placeholder.
    @inlinable public var reportedLayout: FooterLayout {
        layoutState.current ?? ContentLayout.placeholder(footer: edge.footerRect, label: label)
    }
    /// Set when something the layout depends on changed; the host's side then answers
    /// `layoutRequest` (measuring the label if it asks) with `applyLayout`.
    @inlinable public var needsLayout: Bool { layoutState.needsLayout }
    /// Whether the label needs a text width to lay out (visible and not empty).
    @inlinable public var layoutNeedsTextWidth: Bool { label.needsTextWidth }

    // MARK: Scroll updates

    /// One scroll update (docs/behaviour/footer.md §2, with F6: the frame follows every update).
    /// Already checked with InputRules (`setMetrics` checks; the C ABI checks first).
    @_spi(RefreshKitPackage)
    public mutating func takeScrollUpdate<E: FooterEffects>(_ new: ScrollMetrics, _ effects: inout E) {
        let old = edge.setMetrics(new)
        guard component.interactionEnabled else { return }
        let tracks = !component.hidden && component.state != .refreshing
        if tracks { edge.snapshotInsets() }
        if old.viewportWidth != new.viewportWidth || old.insetLeft != new.insetLeft
            || layoutState.current?.frame != edge.footerRect
        {
            invalidateLayout()
        }
        guard tracks else { return }
        react(to: edge.pullReaction(in: component.state), &effects)
    }

    // MARK: Commands

    /// Gives back the refreshing inset at once (duration 0), the state untouched: a scroll view
    /// detaching the footer mid-refresh (F8); the exit then requests no inset.
    public mutating func withdrawInset<E: FooterEffects>(_ effects: inout E) {
        edge.restoreInset(duration: 0, &effects)
    }

    // MARK: Layout

    /// Answers a layout request with a measured width (nil: nobody measured now, so the width
    /// measured last for this text and measurer, else the host's set width). Returns false,
    /// changing nothing, when the request is stale: the label's text changed since it was made,
    /// so the width is for other text, or the measurer came or went, so the width is not the
    /// current source's.
    @discardableResult
    public mutating func applyLayout<E: FooterEffects>(
        _ request: LayoutRequest, measuredWidth: Double?,
        _ effects: inout E
    ) -> Bool {
        guard request.generation == label.generation, request.source == measured.source else { return false }
        let width = measured.width(measured: measuredWidth, for: label, room: edge.footerRect.width)
        layoutState.apply(ContentLayout.compute(footer: edge.footerRect, label: label, textWidth: width), &effects)
        return true
    }

    // MARK: GIF

    /// Stores a state's frames. The first image's height grows the footer (never shrinks it). The
    /// frames take effect at once when they belong to the state being shown.
    /// Refused, nothing changed, with an image size out of [0, 1e9], a duration out of
    /// [0, RK_MAX_DELAY_SECONDS] or a zero duration in frames that animate (InputRules).
    public mutating func setImages<E: FooterEffects>(_ frames: GifFrames, for target: FooterState, _ effects: inout E)
        throws(InputError)
    {
        try frames.check(for: target)
        setImages(unchecked: frames, for: target, &effects)
    }

    package mutating func setImages<E: FooterEffects>(
        unchecked frames: GifFrames, for target: FooterState, _ effects: inout E
    ) {
        gif.store(frames, for: target)
        if let first = frames.images.first, edge.grow(toFit: first.height) {
            invalidateLayout()
        }
        guard target == component.state else { return }
        gif.refresh(target, percent: component.pullingPercent, &effects)
    }

    /// The percent, and in Idle the frame it picks.
    @_spi(RefreshKitPackage)
    public mutating func setPullingPercent<E: FooterEffects>(_ value: Double, _ effects: inout E) {
        component.setPullingPercent(value, &effects)
        if gif.followsPercent(in: component.state) {
            gif.showIdleFrame(percent: component.pullingPercent, &effects)
        }
    }

    // MARK: Transitions

    // The state setter's layers (docs/behaviour/component.md §2, RefreshComponent.transition):
    // the edge's insets and offset, the label, the GIF, and a new layout.

    /// docs/behaviour/footer.md §5, entering: count, inset and offset now, the trigger when the animation ends.
    @_spi(RefreshKitPackage)
    public mutating func refreshingWillBegin<E: FooterEffects>(_ effects: inout E) {
        edge.enterRefreshing(duration: component.fastDuration, &effects)
    }

    /// docs/behaviour/footer.md §5, leaving: inset restore and auto-alpha in the exit animation, the offset re-assert when new
    /// rows came in, percent back to 0 when the animation ends.
    @_spi(RefreshKitPackage)
    public mutating func refreshingDidEnd<E: FooterEffects>(to new: FooterState, _ effects: inout E) {
        edge.restoreInset(duration: component.slowDuration, &effects)
        component.fadeOutForExit(&effects)
        edge.reassertOffsetIfRowsArrived(&effects)
    }

    @_spi(RefreshKitPackage)
    public mutating func showState<E: FooterEffects>(_ new: FooterState, from old: FooterState, _ effects: inout E) {
        updateLabel(&effects)
        gif.enter(new, percent: component.pullingPercent, &effects)
        invalidateLayout()
    }
}
