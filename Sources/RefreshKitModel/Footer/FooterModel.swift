/// MJRefresh's back GIF footer, headless: the composition of its layers, as MJRefresh stacks them —
/// the component machine (MJRefreshComponent), the back-footer edge (MJRefreshBackFooter), the
/// state label (MJRefreshBackStateFooter), the GIF player (MJRefreshBackGifFooter) and the layout.
///
/// Faithful to MJRefresh's back GIF footer (docs/behaviour/footer.md) except the deliberate fixes
/// F1–F7 (docs/FIXES.md).
/// Every effect goes through `FooterEffects`. The layers hold the rules; this type decides the
/// order they run in, which is the original's order of overridden setters.
public struct FooterModel: Sendable, RefreshComponent, GifComponent {
    public typealias Event = FooterEvent

    public static let defaultHeight = BackFooterEdge.defaultHeight
    public static let defaultFastDuration = ComponentMachine.defaultFastDuration
    public static let defaultSlowDuration = ComponentMachine.defaultSlowDuration
    public static let defaultLabelLeftInset = StateLabel.defaultLeftInset
    public static let defaultFrameDuration = GifPlayer.defaultFrameDuration

    public package(set) var component = ComponentMachine()
    public private(set) var edge = BackFooterEdge()
    public package(set) var label = StateLabel()
    public package(set) var announcer = Announcer()
    public package(set) var gif = GifPlayer()
    public private(set) var contentLayout = ContentLayout()

    public init() {}

    // MARK: Reading the layers

    @inlinable public var snapshotTop: Double { edge.snapshotTop }
    @inlinable public var snapshotBottom: Double { edge.snapshotBottom }
    @inlinable public var height: Double { edge.height }
    @inlinable public var ignoredBottomInset: Double { edge.ignoredBottomInset }
    @inlinable public var dataCount: Int64 { edge.dataCount }
    @inlinable public var lastRefreshCount: Int64 { edge.lastRefreshCount }
    @inlinable public var lastBottomDelta: Double { edge.lastBottomDelta }
    @inlinable public var footerRect: FooterRect { edge.footerRect }
    @inlinable public var titles: FooterTitles { label.titles }
    @inlinable public var textGeneration: UInt64 { label.generation }
    @inlinable public var labelLeftInset: Double { label.leftInset }
    @inlinable public var hostTextWidth: Double { label.hostTextWidth }
    /// The last layout told to the host.
    @inlinable public var layout: FooterLayout? { contentLayout.current }
    /// What a query reports: the last layout, or before the first one a placeholder.
    @inlinable public var reportedLayout: FooterLayout {
        contentLayout.current ?? ContentLayout.placeholder(footer: edge.footerRect, label: label)
    }
    /// Set when something the layout depends on changed; the host's side then answers
    /// `layoutRequest` (measuring the label if it asks) with `applyLayout`.
    @inlinable public var needsLayout: Bool { contentLayout.needsLayout }
    /// Whether the label needs a text width to lay out (visible and not empty).
    @inlinable public var layoutNeedsTextWidth: Bool { label.needsTextWidth }

    // MARK: Scroll updates

    /// One scroll update (docs/behaviour/footer.md §2, with F6: the frame follows every update).
    /// A scroll update. Refused, nothing changed, with a length out of [0, 1e9] or a coordinate out of
    /// ±1e9 (InputRules).
    public mutating func setMetrics<E: FooterEffects>(_ new: FooterMetrics, _ effects: inout E) throws(InputError) {
        try new.check()
        setMetrics(unchecked: new, &effects)
    }

    /// setMetrics for metrics already checked with InputRules (the C ABI checks first).
    package mutating func setMetrics<E: FooterEffects>(unchecked new: FooterMetrics, _ effects: inout E) {
        let old = edge.setMetrics(new)
        guard component.interactionEnabled else { return }
        let tracks = !component.hidden && component.state != .refreshing
        if tracks { edge.snapshotInsets() }
        if old.viewportWidth != new.viewportWidth || old.insetLeft != new.insetLeft
            || contentLayout.current?.footer != edge.footerRect
        {
            contentLayout.invalidate()
        }
        guard tracks else { return }
        react(to: edge.pullReaction(in: component.state), &effects)
    }

    /// The scroll view's metrics after another component's request: taken as they are, nothing
    /// reacts (the snapshot and the pull wait for the next update).
    package mutating func observe(_ metrics: FooterMetrics) {
        _ = edge.setMetrics(metrics)
    }

    // MARK: Commands

    public mutating func endRefreshingWithNoMoreData<E: FooterEffects>(completion: UInt64?, _ effects: inout E) {
        end(to: .noMoreData, completion: completion, &effects)
    }

    /// Back to Idle from any state; from Refreshing it acts like endRefreshing.
    public mutating func resetNoMoreData<E: FooterEffects>(completion: UInt64?, _ effects: inout E) {
        end(to: .idle, completion: completion, &effects)
    }

    /// Gives back the refreshing inset at once (duration 0), the state untouched: a scroll view
    /// detaching the footer mid-refresh (F8); the exit then requests no inset.
    public mutating func withdrawInset<E: FooterEffects>(_ effects: inout E) {
        edge.restoreInset(duration: 0, &effects)
    }

    public mutating func setHidden(_ hidden: Bool) {
        component.setHidden(hidden)
    }

    // The numeric setters: each public one checks with InputRules and changes nothing when it
    // refuses; its `unchecked` form is for values already checked so (the C ABI's).

    public mutating func setDataCount(_ count: Int64) throws(InputError) {
        setDataCount(unchecked: try InputRules.count(count, "count"))
    }

    package mutating func setDataCount(unchecked count: Int64) {
        edge.setDataCount(count)
    }

    public mutating func setIgnoredBottomInset(_ inset: Double) throws(InputError) {
        setIgnoredBottomInset(unchecked: try InputRules.length(inset, "inset"))
    }

    package mutating func setIgnoredBottomInset(unchecked inset: Double) {
        edge.setIgnoredBottomInset(inset)
        contentLayout.invalidate()
    }

    public mutating func setHeight(_ height: Double) throws(InputError) {
        setHeight(unchecked: try InputRules.height(height, "height"))
    }

    package mutating func setHeight(unchecked height: Double) {
        edge.setHeight(height)
        contentLayout.invalidate()
    }

    // MARK: Titles and label

    /// A custom title for a state; nil returns the state to the language's title.
    public mutating func setTitle<E: FooterEffects>(_ title: String?, for state: FooterState, _ effects: inout E) {
        setTitle(unchecked: title, for: state, &effects)
    }

    public mutating func setLabelHidden(_ hidden: Bool) {
        label.setHidden(hidden)
        contentLayout.invalidate()
    }

    public mutating func setLabelLeftInset(_ inset: Double) throws(InputError) {
        setLabelLeftInset(unchecked: try InputRules.length(inset, "inset"))
    }

    package mutating func setLabelLeftInset(unchecked inset: Double) {
        label.setLeftInset(inset)
        contentLayout.invalidate()
    }

    public mutating func setHostTextWidth(_ width: Double) throws(InputError) {
        setHostTextWidth(unchecked: try InputRules.length(width, "width"))
    }

    package mutating func setHostTextWidth(unchecked width: Double) {
        label.setHostTextWidth(width)
        measured.forget()
        contentLayout.invalidate()
    }

    /// Where the text width comes from changed (a measure-text handler was connected or
    /// disconnected): lay out again with the new source.
    public mutating func textWidthSourceChanged() {
        widthSource &+= 1
        contentLayout.invalidate()
    }

    /// Grows whenever the measurer comes or goes (see LayoutRequest.source).
    public private(set) var widthSource: UInt64 = 0
    /// The label's width as last measured, for its text, measurer and footer width.
    @usableFromInline private(set) var measured = MeasuredWidths<Double>()

    package mutating func invalidateLayout() {
        contentLayout.invalidate()
    }

    // MARK: Layout

    /// The layout wanted now, made for the label's current text.
    /// What a measured width is for: this text, this measurer, this footer width.
    @inlinable var measureKey: MeasuredWidths<Double>.Key {
        .init(generation: label.generation, source: widthSource, room: edge.footerRect.width)
    }

    /// A width measured for the same text, measurer and footer width is not asked for again.
    @inlinable public var layoutRequest: LayoutRequest {
        let known = measured.widths(for: measureKey) != nil
        return LayoutRequest(
            generation: label.generation, measuresText: label.needsTextWidth && !known, source: widthSource)
    }

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
        guard request.generation == label.generation, request.source == widthSource else { return false }
        if let measuredWidth { measured.store(measuredWidth, for: measureKey) }
        let reading = measuredWidth ?? measured.widths(for: measureKey)
        let width = ContentLayout.textWidth(measured: reading, fallback: label.hostTextWidth)
        contentLayout.apply(ContentLayout.compute(footer: edge.footerRect, label: label, textWidth: width), &effects)
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
            contentLayout.invalidate()
        }
        guard target == component.state else { return }
        gif.refresh(target, percent: component.pullingPercent, &effects)
    }

    /// The percent, and in Idle the frame it picks.
    package mutating func setPullingPercent<E: FooterEffects>(_ value: Double, _ effects: inout E) {
        component.setPullingPercent(value, &effects)
        if gif.followsPercent(in: component.state) {
            gif.showIdleFrame(percent: component.pullingPercent, &effects)
        }
    }

    // MARK: Transitions

    /// The state setter (docs/behaviour/component.md §2), layer by layer: the component
    /// (completions superseded, state told), the edge's insets and offset, the label, the GIF, and
    /// a new layout.
    package mutating func transition<E: FooterEffects>(to new: FooterState, _ effects: inout E) {
        guard let old = component.enter(new, &effects) else { return }
        if new == .refreshing {
            // Spec 1.4: count, inset and offset now, the trigger when the animation ends.
            edge.enterRefreshing(duration: component.fastDuration, &effects)
            component.startBeginAnimation(&effects)
        } else if old == .refreshing {
            // Spec 1.4: inset restore and auto-alpha in the exit animation, the offset re-assert
            // when new rows came in, percent back to 0 when the animation ends.
            edge.restoreInset(duration: component.slowDuration, &effects)
            if component.automaticallyChangesAlpha {
                component.setAlpha(0, duration: component.slowDuration, &effects)
            }
            edge.reassertOffsetIfRowsArrived(&effects)
            component.startExitAnimation(&effects)
        }
        updateLabel(&effects)
        gif.enter(new, percent: component.pullingPercent, &effects)
        contentLayout.invalidate()
        announce(from: old, to: new, &effects)
    }
}
