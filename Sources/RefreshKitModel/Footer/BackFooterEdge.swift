/// MJRefreshBackFooter's layer: a footer behind the end of the content. It keeps the scroll metrics
/// and the inset snapshot, says what a scroll update does to the pull
/// (docs/behaviour/footer.md §2), and makes the inset and offset requests of entering and leaving
/// Refreshing (docs/behaviour/footer.md §5).
public struct BackFooterEdge: Sendable, FooterEdge, ItemCountingEdge {
    public static let defaultHeight = 44.0

    public var metrics = FooterMetrics()
    /// The inset snapshot (T0, B0): taken on every scroll update outside Refreshing.
    public private(set) var snapshotTop = 0.0
    public private(set) var snapshotBottom = 0.0
    public var height = BackFooterEdge.defaultHeight
    public var ignoredBottomInset = 0.0
    public var itemCount = ItemCountAtRefresh()
    public private(set) var lastBottomDelta = 0.0
    /// The bottom inset when the last refresh began, and the one it asked for: when the host still
    /// has the asked-for inset at the end, the restore is exactly the starting inset, free of the
    /// rounding of B - (Bref - B).
    private var insetBeforeRefresh = 0.0
    private var refreshingInset = 0.0
    /// The refreshing inset is in place: requested on entering Refreshing, not yet given back.
    public private(set) var insetAdded = false

    public init() {}

    /// What one scroll update does to the pull (shared with the other pull edges).
    public typealias PullReaction = RefreshKitModel.PullReaction

    @inline(__always)
    public var geometry: FooterGeometry {
        FooterGeometry(
            viewportHeight: metrics.viewportHeight, contentHeight: metrics.contentHeight,
            snapshotTop: snapshotTop, snapshotBottom: snapshotBottom, footerHeight: height,
            ignoredBottomInset: ignoredBottomInset)
    }

    // MARK: Scroll updates

    /// Snapshots the current insets: outside Refreshing, on every update the footer takes.
    @inline(__always)
    public mutating func snapshotInsets() {
        snapshotTop = metrics.insetTop
        snapshotBottom = metrics.insetBottom
    }

    /// What the current offset does to the pull in `state` (docs/behaviour/footer.md §2,
    /// docs/behaviour/component.md §3): the pull rule down the vertical axis.
    @inline(__always)
    public func pullReaction(in state: FooterState) -> PullReaction {
        let geometry = geometry
        return PullReaction.pastTheEnd(
            offset: metrics.offset, happenOffset: geometry.happenOffset, triggerOffset: geometry.triggerOffset,
            percent: { geometry.pullingPercent(offset: $0) }, dragging: metrics.dragging, state: state)
    }

    // MARK: Refreshing

    /// Entering Refreshing: the data count, then room for the footer and the offset that shows it,
    /// both animated over `duration`. The model takes both requests as applied.
    public mutating func enterRefreshing<E: FooterEffects>(duration: Double, _ effects: inout E) {
        itemCount.refreshBegan()
        let geometry = geometry
        let bottom = geometry.refreshingBottomInset
        lastBottomDelta = bottom - metrics.insetBottom
        insetBeforeRefresh = metrics.insetBottom
        refreshingInset = bottom
        insetAdded = true
        metrics.insetBottom = bottom
        effects.emit(.insetRequested(edge: .bottom, value: bottom, duration: duration))
        let target = geometry.refreshingOffset
        metrics.offset = target
        effects.emit(.offsetRequested(axis: .vertical, value: target, duration: duration))
    }

    /// Leaving Refreshing, first step: the subtractive inset restore, as the original: an inset
    /// change the host made meanwhile survives.
    /// Once given back (at the exit, or at a detach from a scroll view), nothing more is requested.
    public mutating func restoreInset<E: FooterEffects>(duration: Double, _ effects: inout E) {
        guard insetAdded else { return }
        insetAdded = false
        let bottom = metrics.insetBottom == refreshingInset ? insetBeforeRefresh : metrics.insetBottom - lastBottomDelta
        metrics.insetBottom = bottom
        effects.emit(.insetRequested(edge: .bottom, value: bottom, duration: duration))
    }

    /// Leaving Refreshing, last step: when new rows came in under tall content, the offset is
    /// re-asserted at once, outside the exit animation (docs/behaviour/footer.md §5).
    public func reassertOffsetIfRowsArrived<E: FooterEffects>(_ effects: inout E) {
        guard geometry.overflow > 0 && itemCount.changedSinceRefresh else { return }
        effects.emit(.offsetRequested(axis: .vertical, value: metrics.offset, duration: 0))
    }
}
