/// MJRefreshTrailer's layer: a trailer right of the content, swiped past the right edge. It keeps
/// the scroll metrics, says what a scroll update does to the pull (docs/behaviour/trailer.md §3,
/// the back footer's rule with x, w and the right inset), and makes the right inset and horizontal
/// offset requests of entering and leaving Refreshing, with F8: the trailer adds a contribution c
/// to the right inset and removes exactly c.
///
/// The insets its geometry starts from (L0, R0) are read from the metrics it holds, never kept:
/// L0 is the reported left inset and R0 the reported right inset less c. The original snapshotted
/// them on the offset events it took, so an inset the host changed while the trailer was hidden,
/// took no interaction or was refreshing reached neither the next refresh's inset nor its offset.
///
/// F14: the width is 60 from construction and the geometry follows every update (the original used
/// the viewport's width and a stale frame until its first layout pass).
public struct TrailerEdge: Sendable, ItemCountingEdge {
    /// MJRefreshTrailWidth; the original re-applies it at every layout pass, so it is not settable.
    public static let width = 60.0

    public var metrics = ScrollMetrics()
    public private(set) var ignoredRightInset = 0.0
    public var itemCount = ItemCountAtRefresh()
    /// What the trailer has added to the right inset (F8); nothing outside Refreshing.
    public private(set) var added = InsetContribution()

    public init() {}

    /// L0: the host's left inset (the trailer adds nothing on the left).
    @inline(__always)
    public var baseLeft: Double { metrics.insetLeft }

    /// R0: the host's right inset without the trailer's contribution: reported − c.
    @inline(__always)
    public var baseRight: Double { added.base(reported: metrics.insetRight) }

    /// c: what the trailer has added to the right inset.
    public var contribution: Double { added.amount }

    @inline(__always)
    public var geometry: TrailerGeometry {
        TrailerGeometry(
            viewportWidth: metrics.viewportWidth, viewportHeight: metrics.viewportHeight,
            contentWidth: metrics.contentWidth, baseLeft: baseLeft, baseRight: baseRight,
            trailerWidth: TrailerEdge.width, ignoredRightInset: ignoredRightInset)
    }

    /// Where the trailer is drawn, in scroll-content coordinates.
    @inline(__always)
    public var frame: FooterRect { geometry.frame }
    @inline(__always)
    public var trailerRect: FooterRect { frame }

    // MARK: Scroll updates

    /// What the current horizontal offset does to the pull in `state`
    /// (docs/behaviour/component.md §3): the back footer's pull rule along the horizontal axis.
    @inline(__always)
    public func pullReaction(in state: RefreshState) -> PullReaction {
        pullReaction(in: state, geometry)
    }

    /// The same, with the geometry the caller already made for this update (one reading of the
    /// base insets per update).
    @inline(__always)
    public func pullReaction(in state: RefreshState, _ geometry: TrailerGeometry) -> PullReaction {
        PullReaction.pastTheEnd(
            offset: metrics.offsetX, happenOffset: geometry.happenOffset, triggerOffset: geometry.triggerOffset,
            percent: { geometry.pullingPercent(offset: $0) }, dragging: metrics.dragging, state: state)
    }

    // MARK: Refreshing

    /// Entering Refreshing (docs/behaviour/trailer.md §4): the data count, then room for the
    /// trailer (F8: the host's right inset plus c = Rref − R0, both from the insets reported now)
    /// and the offset that shows it, both over `duration`. The model takes both requests as
    /// applied.
    public mutating func enterRefreshing<E: TrailerEffects>(duration: Double, _ effects: inout E) {
        itemCount.refreshBegan()
        let geometry = geometry
        let request = added.request(geometry.refreshingContribution, reported: metrics.insetRight)
        added.made(request)
        metrics.insetRight = request.inset
        effects.emit(.insetRequested(edge: .right, value: request.inset, duration: duration))
        let target = geometry.refreshingOffset
        metrics.offsetX = target
        effects.emit(.offsetRequested(axis: .horizontal, value: target, duration: duration))
    }

    /// Leaving Refreshing (F8): removes exactly what the trailer added, over `duration`; an inset
    /// change the host made meanwhile survives.
    /// Once given back (at the exit, or at a detach from a scroll view), nothing more is requested.
    public mutating func exitRefreshing<E: TrailerEffects>(duration: Double, _ effects: inout E) {
        guard added.isRequested else { return }
        let right = baseRight
        added.clear()
        metrics.insetRight = right
        effects.emit(.insetRequested(edge: .right, value: right, duration: duration))
    }

    /// Leaving Refreshing, last step: when items came in under wide content, the unchanged offset
    /// is re-asserted at once, outside the exit animation (docs/behaviour/trailer.md §4: duration
    /// 0, as the footer's).
    public func reassertOffsetIfItemsArrived<E: TrailerEffects>(_ effects: inout E) {
        guard geometry.overflow > 0 && itemCount.changedSinceRefresh else { return }
        effects.emit(.offsetRequested(axis: .horizontal, value: metrics.offsetX, duration: 0))
    }

    // MARK: Settings

    public mutating func setIgnoredRightInset(_ inset: Double) {
        ignoredRightInset = inset
    }
}
