/// MJRefreshAutoFooter's layer, at either end of the content: a bar right after the last row (an
/// auto footer) or right before the first (an auto header) that loads when that end comes into
/// view. It keeps the scroll metrics and the previous offset, says whether an update's offset
/// (docs/behaviour/auto-footer.md §4) or its pan's end (§5) asks for a load, keeps the trigger
/// budget (§6, F9), and adds its height to its edge's inset while shown and attached, with F8: it
/// remembers the exact amount c it added and removes exactly c; the base is read live. Its edge's
/// numbers are its placement's (AutoLoaderPlacement); the rules read them in the direction of the
/// edge (AutoLoaderGeometry.towardEdge).
public struct AutoLoaderEdge<Placement: AutoLoaderPlacement>: Sendable, FooterEdge {
    public static var defaultHeight: Double { 44 }
    public static var defaultTriggerPercent: Double { 1 }

    public var metrics = ScrollMetrics()
    /// y_prev: the last offset the footer saw before this update's, reported or requested, gated
    /// updates included.
    public private(set) var previousOffset = 0.0
    public var height = 44.0
    /// gB for a footer, gT for a header: moves the bar away from the content without moving a line.
    public var ignoredBottomInset = 0.0
    /// r: where the offset rule's line sits (docs/behaviour/auto-footer.md §3).
    public private(set) var triggerPercent = 1.0
    /// The offset rule is on (the pan-end rule does not look at it).
    public private(set) var automaticallyRefresh = true
    /// The scroll view pages: the end of a load scrolls back by the bottom inset.
    public private(set) var pagingEnabled = false
    public private(set) var budget = TriggerBudget()
    /// F19: the item-count rule.
    public private(set) var prefetch = ItemPrefetch()
    /// 1.5: fill the viewport (off by default, as the original).
    public private(set) var fill = ViewportFill()
    /// Attached to a scroll view: only then does the footer add to its bottom inset.
    public private(set) var attached = false
    /// What the footer has added to the bottom inset (F8): h while shown and attached, else 0.
    public private(set) var added = InsetContribution()

    public init() {}

    @inline(__always)
    public var geometry: Placement.Geometry {
        Placement.geometry(metrics, height: height, ignoredInset: ignoredBottomInset, triggerPercent: triggerPercent)
    }

    /// The edge whose inset the bar adds to.
    @inlinable public var insetEdge: ScrollEdge { Placement.componentKind.edge }

    /// B0 (T0 for a header): the host's inset on the bar's edge without the bar's contribution
    /// (F8: reported − c).
    public var baseInset: Double { added.base(reported: metrics.inset(insetEdge)) }

    /// c: what the bar has added to its edge's inset.
    public var contribution: Double { added.amount }

    // MARK: Scroll updates

    /// Takes one scroll update; the offset it replaces becomes the previous offset.
    @inline(__always)
    public mutating func takeUpdate(_ new: ScrollMetrics) {
        previousOffset = metrics.offset
        metrics = new
    }

    /// Takes the scroll view's metrics after another component's request. Unlike an update, only
    /// an offset that moved replaces the previous offset: telling the same metrics again changes
    /// nothing.
    public mutating func observe(_ new: ScrollMetrics) {
        if new.offset != metrics.offset { previousOffset = metrics.offset }
        metrics = new
    }

    /// docs/behaviour/auto-footer.md §4 with F13, outside the state check: the offset rule is on,
    /// the list is not empty, the content is tall, the offset reached the line while moving toward
    /// the bar, and it is on the content's side of the far rest line. Read toward the edge (s = ±1).
    public var offsetAsksForLoad: Bool {
        let s = Placement.Geometry.towardEdge
        let offset = s * metrics.offset
        // The move toward the bar first: most updates (the same offset, a move away) end here,
        // before the geometry is worked out.
        guard automaticallyRefresh, offset > s * previousOffset else { return false }
        let geometry = geometry
        guard !geometry.isEmpty, geometry.isTall else { return false }
        return offset >= s * geometry.triggerOffset && offset > s * geometry.restOffset
    }

    /// docs/behaviour/auto-footer.md §5, outside the state check: this update's pan ended at or
    /// past the pan-end line (toward the edge), read at the offset the same update carries.
    public var panEndAsksForLoad: Bool {
        let s = Placement.Geometry.towardEdge
        return metrics.pan == .ended && s * metrics.offset >= s * geometry.panEndOffset
    }

    /// F19: this update's item-count arrival (see ItemPrefetch), outside the state check. Inlined:
    /// every scroll update asks, and with the rule off the answer is one comparison.
    @inline(__always)
    public mutating func prefetchArrives() -> Bool {
        prefetch.update(metrics, at: Placement.self)
    }

    /// A pan began: the budget is refilled (F9: in every state), and the item-count rule re-armed.
    public mutating func panBegan() {
        budget.panBegan()
        prefetch.rearm()
        fill.arm()
    }

    /// 1.5: whether this update's content is still short of the viewport (or within the item-count
    /// rule's distance) after a load ended: the fill rule, outside the state and budget checks.
    public mutating func fillAsksForLoad() -> Bool {
        guard fill.enabled else { return false }
        return fill.asks(
            contentLength: metrics.contentHeight, isTall: geometry.isTall,
            prefetchReached: prefetch.reached(beyond: Placement.itemsBeyond(metrics)))
    }

    /// A load ended normally: the fill rule looks at the next update.
    public mutating func loadEnded() {
        fill.arm()
    }

    /// The fill rule's load began.
    public mutating func fillBegan() {
        fill.began(contentLength: metrics.contentHeight)
    }

    public mutating func consumeBudget() {
        budget.consume()
    }

    // MARK: Insets and offsets

    /// Attaching: the first metrics; the contribution follows with `syncContribution`.
    public mutating func attach(_ metrics: ScrollMetrics) {
        self.metrics = metrics
        previousOffset = metrics.offset
        attached = true
        fill.arm()
    }

    public mutating func detach() {
        attached = false
    }

    /// Makes the contribution to its edge's inset what it should be: h while shown and attached,
    /// else 0. A change is requested at once (the original writes the inset directly), as base + c,
    /// and taken as applied.
    public mutating func syncContribution<E: AutoLoaderEffects>(shown: Bool, _ effects: inout E) {
        let wanted = attached && shown ? height : 0
        guard wanted != added.amount else { return }
        let request = added.request(wanted, reported: metrics.inset(insetEdge))
        added.made(request)
        metrics.setInset(request.inset, insetEdge)
        effects.emit(.insetRequested(edge: insetEdge, value: request.inset, duration: 0))
    }

    /// The paging end (the exit of docs/behaviour/auto-footer.md §8): the offset moves back by the
    /// whole current bottom inset over `duration` (a tab bar's inset included, as the original).
    /// Only an auto footer pages (the C ABI offers paging to no other kind).
    public mutating func requestPagingOffset<E: AutoLoaderEffects>(duration: Double, _ effects: inout E) {
        let offset = metrics.offset - metrics.insetBottom
        metrics.offset = offset
        effects.emit(.offsetRequested(axis: .vertical, value: offset, duration: duration))
    }

    // MARK: Settings

    public mutating func setTriggerPercent(_ percent: Double) {
        triggerPercent = percent
    }

    public mutating func setAutomaticallyRefresh(_ enabled: Bool) {
        automaticallyRefresh = enabled
    }

    public mutating func setPagingEnabled(_ enabled: Bool) {
        pagingEnabled = enabled
    }

    public mutating func setPrefetchDistance(_ items: Int64) {
        prefetch.setDistance(items)
    }

    public mutating func setFillsViewport(_ enabled: Bool) {
        fill.setEnabled(enabled)
    }

    public mutating func setTriggerTimes(_ times: Int) {
        budget.setTimes(times)
    }
}

/// The auto footer's edge.
public typealias AutoFooterEdge = AutoLoaderEdge<AutoFooterPlacement>
/// The auto header's edge.
public typealias AutoHeaderEdge = AutoLoaderEdge<AutoHeaderPlacement>
