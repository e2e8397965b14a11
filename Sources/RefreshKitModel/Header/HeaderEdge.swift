/// MJRefreshHeader's layer: a header above the content, pulled down to refresh. It keeps the scroll
/// metrics, says what a scroll update does to the pull (docs/behaviour/header.md §4), and makes the
/// top inset and offset requests of entering, being in and leaving Refreshing
/// (docs/behaviour/header.md §5), with F8: the header adds a contribution c to the top inset and
/// removes exactly c; the base inset is read live.
public struct HeaderEdge: Sendable, BarEdge {
    public static let defaultHeight = 54.0
    /// A top inset request is made only when the value moves by more than this (FLT_EPSILON, as
    /// the original since 3.7.6: an exact compare looped with large titles, #1029).
    public static let insetEpsilon = Double(Float.ulpOfOne)

    public var metrics = ScrollMetrics()
    /// What the header has added to the top inset (F8), in [0, h]; nothing outside Refreshing.
    public private(set) var added = InsetContribution()
    public var height = HeaderEdge.defaultHeight
    public private(set) var ignoredTopInset = 0.0

    public init() {}

    /// T0: the host's top inset without the header's contribution (reported − c), read from the
    /// metrics the header holds whenever it is needed. The original froze a snapshot while
    /// refreshing; a copy kept here went stale too, while the header was hidden or took no
    /// interaction, and its queries reported an inset the host no longer had.
    @inline(__always)
    public var baseTop: Double { added.base(reported: metrics.insetTop) }

    /// c: what the header has added to the top inset.
    public var contribution: Double { added.amount }

    /// The original's Δ = T0 − t, the amount its exit adds back: always −c here.
    public var insetTopDelta: Double { 0 - contribution }

    @inline(__always)
    public var geometry: HeaderGeometry {
        HeaderGeometry(baseTop: baseTop, headerHeight: height, ignoredTopInset: ignoredTopInset)
    }

    /// Where the header is drawn, in scroll-content coordinates: x = −L, y = −h − gT, width W.
    @inline(__always)
    public var headerRect: FooterRect { frame }

    // MARK: Scroll updates

    /// What the current offset does to the pull in `state`, outside Refreshing
    /// (docs/behaviour/header.md §4): nothing below the happen line; dragging crosses the trigger
    /// line both ways (strict < into Pulling); releasing while Pulling begins; otherwise only a
    /// percent below 1 is kept.
    @inline(__always)
    public func pullReaction(in state: RefreshState) -> PullReaction {
        let geometry = geometry
        let offset = metrics.offset
        guard offset <= geometry.happenOffset else { return PullReaction() }
        let percent = geometry.pullingPercent(offset: offset)
        if metrics.dragging {
            if state.isResting && offset < geometry.triggerOffset {
                return PullReaction(percent: percent, action: .transition(to: .pulling))
            }
            if state == .pulling && offset >= geometry.triggerOffset {
                return PullReaction(percent: percent, action: .transition(to: .idle))
            }
            return PullReaction(percent: percent)
        }
        if state == .pulling { return PullReaction(action: .beginRefreshing) }
        return percent < 1 ? PullReaction(percent: percent) : PullReaction()
    }

    // MARK: Refreshing

    /// Entering Refreshing (docs/behaviour/header.md §5): room for the whole header and the offset
    /// that shows it, both over `duration`, then the inset rule on the requested offset (the
    /// original's synchronous offset event). With a cancelled pan in the update in hand: nothing.
    public mutating func enterRefreshing<E: HeaderEffects>(duration: Double, panCancelled: Bool, _ effects: inout E) {
        guard !panCancelled else { return }
        let base = baseTop
        requestTop(contribution: height, duration: duration, &effects)
        let offset = 0 - (base + height)
        metrics.offset = offset
        effects.emit(.offsetRequested(axis: .vertical, value: offset, duration: duration))
        applyRefreshingRule(&effects)
    }

    /// The refreshing inset rule, on every update while Refreshing: the contribution follows
    /// clamp(−y − T0, 0, h), requested at once (duration 0) when the inset moves by more than
    /// FLT_EPSILON.
    public mutating func applyRefreshingRule<E: HeaderEffects>(_ effects: inout E) {
        requestTop(contribution: geometry.refreshingContribution(offset: metrics.offset), duration: 0, &effects)
    }

    /// Leaving Refreshing (docs/behaviour/header.md §5, with F8): removes exactly what the header
    /// added, over `duration`; an inset change the host made meanwhile survives.
    public mutating func exitRefreshing<E: HeaderEffects>(duration: Double, _ effects: inout E) {
        requestTop(contribution: 0, duration: duration, &effects)
        added.clear()
    }

    /// Requests base + `new` when it moves the top inset by more than FLT_EPSILON; the model takes
    /// it as applied. Otherwise nothing changes, the contribution included: c stays what the header
    /// actually added.
    private mutating func requestTop<E: HeaderEffects>(contribution new: Double, duration: Double, _ effects: inout E) {
        let request = added.request(new, reported: metrics.insetTop)
        guard abs(metrics.insetTop - request.inset) > HeaderEdge.insetEpsilon else { return }
        added.made(request)
        metrics.insetTop = request.inset
        effects.emit(.insetRequested(edge: .top, value: request.inset, duration: duration))
    }

    // MARK: Settings

    public mutating func setIgnoredTopInset(_ inset: Double) {
        ignoredTopInset = inset
    }
}
