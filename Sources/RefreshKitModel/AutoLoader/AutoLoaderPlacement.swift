/// Which edge an auto loader sits at: the one thing the auto footer and the auto header do not
/// share. The rest of MJRefresh's auto-footer layer (the budget, the pan rules, the item-count rule,
/// the tap, the inset it adds while shown) is written once, in AutoLoaderEdge and AutoLoaderModel,
/// and reads its edge's numbers here (docs/behaviour/auto-footer.md, docs/behaviour/auto-header.md).
public protocol AutoLoaderPlacement: Sendable {
    associatedtype Geometry: AutoLoaderGeometry
    /// The kind a loader at this edge is.
    static var componentKind: ComponentKind { get }
    /// Whose built-in titles its label shows.
    static var titleFamily: TitleFamily { get }
    /// The edge's geometry for one update's numbers: gI is the ignored inset on the loader's edge.
    static func geometry(_ metrics: ScrollMetrics, height: Double, ignoredInset: Double, triggerPercent: Double)
        -> Geometry
    /// F19: how many items lie beyond the visible ones toward the loader's edge; nil when the host
    /// reports none.
    static func itemsBeyond(_ metrics: ScrollMetrics) -> Int64?
}

/// MJRefresh's auto footer: loads more at the bottom.
public enum AutoFooterPlacement: AutoLoaderPlacement {
    @inlinable public static var componentKind: ComponentKind { .autoFooter }
    public static var titleFamily: TitleFamily { .autoFooter }

    @inlinable @inline(__always)
    public static func geometry(_ metrics: ScrollMetrics, height: Double, ignoredInset: Double, triggerPercent: Double)
        -> AutoFooterGeometry
    {
        AutoFooterGeometry(
            viewportHeight: metrics.viewportHeight, contentHeight: metrics.contentHeight,
            insetTop: metrics.insetTop, insetBottom: metrics.insetBottom, footerHeight: height,
            ignoredBottomInset: ignoredInset, triggerPercent: triggerPercent)
    }

    /// count − 1 − last: the items under the last visible one.
    @inlinable @inline(__always)
    public static func itemsBeyond(_ metrics: ScrollMetrics) -> Int64? {
        metrics.reportsVisibleItems ? metrics.itemCount - 1 - metrics.lastVisibleItem : nil
    }
}

/// The auto header (1.5): the auto footer's mirror at the top edge, loading older items.
public enum AutoHeaderPlacement: AutoLoaderPlacement {
    @inlinable public static var componentKind: ComponentKind { .autoHeader }
    public static var titleFamily: TitleFamily { .autoHeader }

    public static func geometry(_ metrics: ScrollMetrics, height: Double, ignoredInset: Double, triggerPercent: Double)
        -> AutoHeaderGeometry
    {
        AutoHeaderGeometry(
            viewportHeight: metrics.viewportHeight, contentHeight: metrics.contentHeight,
            insetTop: metrics.insetTop, insetBottom: metrics.insetBottom, headerHeight: height,
            ignoredTopInset: ignoredInset, triggerPercent: triggerPercent)
    }

    /// first: the items above the first visible one. A host that reports no first item (-1, or a
    /// struct from before 1.5) never arrives.
    @inlinable @inline(__always)
    public static func itemsBeyond(_ metrics: ScrollMetrics) -> Int64? {
        metrics.reportsVisibleItems && metrics.firstVisibleItem >= 0 ? metrics.firstVisibleItem : nil
    }
}
