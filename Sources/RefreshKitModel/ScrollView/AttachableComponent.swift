/// What a scroll view needs of a component it drives. The runtime's component objects conform
/// (each carries its model and its own effects, so the scroll view never sees a family's event
/// type); the four models supply the bodies through the extensions below.
///
/// Every component makes inset requests for its own edge only and offset requests on its own axis
/// only, and takes them as applied: `appliedInset` and `appliedOffset` are what it holds after its
/// own requests, which is how the scroll view learns them without reading events. What the scroll
/// view takes it tells every other component at once (`observe`), so the metrics a component
/// holds are always its scroll view's.
public protocol AttachableComponent {
    /// The identity the runtime gives the component (its handle).
    var componentID: UInt64 { get }
    var kind: ComponentKind { get }
    /// The scroll view the component is attached to, if any; kept by the scroll view.
    var attachedTo: UInt64? { get set }
    /// c: what the component adds to its edge's inset now (F8); 0 when it adds nothing.
    var insetContribution: Double { get }
    /// The inset on its edge and the offset on its axis, its own requests applied.
    var appliedInset: Double { get }
    var appliedOffset: Double { get }
    /// Attaching, with the scroll view's current metrics.
    mutating func attach(_ metrics: ScrollMetrics)
    /// Detaching: the component's inset contribution removed at once, its state untouched.
    mutating func detach()
    /// A scroll update's content size and pan, on the metrics the host reported; run on every
    /// component whose kind reacts to them first (`ComponentKind.reactsToPan`) before any takes
    /// the offset.
    mutating func applyContentSizeAndPan(_ update: ScrollMetrics)
    /// A scroll update's offset (for a kind that does not react to the pan, the whole update), on
    /// the scroll view's metrics: the update with every request made since applied.
    mutating func applyOffset(_ metrics: ScrollMetrics)
    /// The scroll view's metrics after another component's request: taken, nothing reacts.
    mutating func observe(_ metrics: ScrollMetrics)
    /// 1.5: the host inserted `items` items at `edge` (rk_scroll_view_content_inserted): counted
    /// for the announcement of a load at another edge (Announcer.itemsInserted), nothing reacts.
    mutating func itemsInserted(_ items: Int64, at edge: ScrollEdge)
    /// The component's load, for the scroll view's load states (LoadStates.swift).
    var loadState: LoadState { get }
}

/// The scroll view's side of a refresh component (what the runtime's component objects call for
/// AttachableComponent) for the families whose whole update is the offset step: attaching and
/// every update are a scroll update the scroll view already checked. The auto footer, whose
/// content size and pan come first, has its own, which a call on its type (and the runtime's
/// conformance) finds before these.
///
/// In the public protocol's extension, not RefreshComponent's, and through `takeScrollUpdate`, a
/// requirement of the public protocol: a scroll update runs in the C layer's module, which can
/// make the family's own update of it (specialize it) only through a public conformance.
extension RefreshComponentModel {
    public mutating func attach<E: ComponentEffects<Event>>(scrollView metrics: ScrollMetrics, _ effects: inout E) {
        takeScrollUpdate(metrics, &effects)
    }

    public mutating func applyContentSizeAndPan<E: ComponentEffects<Event>>(
        scrollUpdate metrics: ScrollMetrics, _ effects: inout E
    ) {}

    public mutating func applyOffset<E: ComponentEffects<Event>>(
        scrollUpdate metrics: ScrollMetrics, _ effects: inout E
    ) {
        takeScrollUpdate(metrics, &effects)
    }
}

extension HeaderModel {
    public var insetContribution: Double { edge.contribution }

    /// Detach (docs/behaviour/scroll-view.md §5, F8): removes exactly the header's contribution, at
    /// once.
    public mutating func detach<E: HeaderEffects>(scrollView effects: inout E) {
        guard edge.contribution != 0 else { return }
        edge.exitRefreshing(duration: 0, &effects)
    }

    /// The header's frame follows the metrics it takes (its base inset read live, F8).
    public mutating func observe(scrollView metrics: ScrollMetrics) {
        let rect = edge.headerRect
        edge.setMetrics(metrics)
        if edge.headerRect != rect { invalidateLayout() }
    }
}

extension FooterModel {
    /// Taken as they are: the snapshot and the pull wait for the next update.
    public mutating func observe(scrollView metrics: ScrollMetrics) {
        edge.setMetrics(metrics)
    }

    /// While the refreshing inset is in place: what entering Refreshing added (lastBottomDelta).
    public var insetContribution: Double { edge.insetAdded ? edge.lastBottomDelta : 0 }

    /// Detach: the refreshing inset given back at once; the exit then requests none.
    public mutating func detach<E: FooterEffects>(scrollView effects: inout E) {
        withdrawInset(&effects)
    }
}

extension AutoLoaderModel {
    public var insetContribution: Double { edge.contribution }

    public mutating func attach<E: AutoLoaderEffects>(scrollView metrics: ScrollMetrics, _ effects: inout E) {
        attach(unchecked: metrics, &effects)
    }

    public mutating func detach<E: AutoLoaderEffects>(scrollView effects: inout E) {
        detach(&effects)
    }

    /// The frame, the previous offset, the budget and the pan-end rule, on the offset the update
    /// carries (not on an offset another component asks for in the same update).
    public mutating func applyContentSizeAndPan<E: AutoLoaderEffects>(
        scrollUpdate metrics: ScrollMetrics, _ effects: inout E
    ) {
        updateContentSizeAndPan(metrics, &effects)
    }

    /// The offset rule, on the scroll view's metrics: the requests of the components driven
    /// before it are in them (the offset the update carried is then the previous one).
    public mutating func applyOffset<E: AutoLoaderEffects>(scrollUpdate metrics: ScrollMetrics, _ effects: inout E) {
        observe(metrics)
        updateOffset(&effects)
    }

    public mutating func observe(scrollView metrics: ScrollMetrics) {
        observe(metrics)
    }
}

extension TrailerModel {
    public var insetContribution: Double { edge.contribution }

    /// Only the vertical offset and the top and bottom insets ever change this way: nothing the
    /// trailer's geometry or layout reads.
    public mutating func observe(scrollView metrics: ScrollMetrics) {
        edge.setMetrics(metrics)
    }

    /// Detach: removes exactly the trailer's contribution, at once; the exit then requests none.
    public mutating func detach<E: TrailerEffects>(scrollView effects: inout E) {
        edge.exitRefreshing(duration: 0, &effects)
    }
}
