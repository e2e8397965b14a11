/// An auto loader's lines, from one update's numbers. Offsets grow toward the footer's edge and
/// shrink toward the header's: `towardEdge` is +1 at the bottom and −1 at the top, so a rule reads
/// "s·y ≥ s·line" for both (docs/behaviour/auto-header.md §3).
public protocol AutoLoaderGeometry: BarGeometry {
    static var towardEdge: Double { get }
    /// The content fills more than the viewport (the loader's own inset and height not counted).
    var isTall: Bool { get }
    /// Nothing to load beside: the original's empty-list test for its edge.
    var isEmpty: Bool { get }
    /// The offset rule's line.
    var triggerOffset: Double { get }
    /// F13's line: the offset rule loads only on the content's side of it (not in the far edge's
    /// bounce).
    var restOffset: Double { get }
    /// The pan-end rule's line.
    var panEndOffset: Double { get }
}

/// The auto footer's geometry (docs/behaviour/auto-footer.md §3): pure functions of one scroll
/// update's numbers. B is the live bottom inset the host reports, which includes the footer's own
/// contribution while it is shown and attached; r is triggerAutomaticallyRefreshPercent.
public struct AutoFooterGeometry: Equatable, Sendable, AutoLoaderGeometry {
    public var viewportHeight: Double
    public var contentHeight: Double
    public var insetTop: Double
    public var insetBottom: Double
    public var footerHeight: Double
    public var ignoredBottomInset: Double
    public var triggerPercent: Double

    public init(
        viewportHeight: Double, contentHeight: Double, insetTop: Double, insetBottom: Double,
        footerHeight: Double, ignoredBottomInset: Double = 0, triggerPercent: Double = 1
    ) {
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.footerHeight = footerHeight
        self.ignoredBottomInset = ignoredBottomInset
        self.triggerPercent = triggerPercent
    }

    public static var towardEdge: Double { 1 }

    /// Right after the last row, even with short content: C + gB.
    public var frameY: Double { contentHeight + ignoredBottomInset }

    /// The original tests the frame: at 0, an empty list.
    public var isEmpty: Bool { frameY == 0 }

    /// Tall ⇔ T + C > H (the bottom inset and the footer are not counted, as the original).
    public var isTall: Bool { insetTop + contentHeight > viewportHeight }

    /// The offset rule's line: C − H + B − h·(1 − r). r = 1 is the largest offset, r = 0 the
    /// footer's top edge at the bottom of the view, r < 0 earlier, r > 1 only in overscroll.
    public var triggerOffset: Double {
        contentHeight - viewportHeight + insetBottom - footerHeight * (1 - triggerPercent)
    }

    /// The top rest line −T: F13 lets the offset rule load only below it.
    public var topRestOffset: Double { 0 - insetTop }
    public var restOffset: Double { topRestOffset }

    /// The pan-end rule's line, independent of r: tall ⇒ the largest offset C + B − H; short ⇒
    /// −T (any drag that does not end pulled down).
    public var panEndOffset: Double {
        isTall ? contentHeight + insetBottom - viewportHeight : topRestOffset
    }
}

/// The auto header's geometry (docs/behaviour/auto-header.md §3), the footer's mirrored: T is the
/// live top inset, which includes the header's own contribution while it is shown and attached.
public struct AutoHeaderGeometry: Equatable, Sendable, AutoLoaderGeometry {
    public var viewportHeight: Double
    public var contentHeight: Double
    public var insetTop: Double
    public var insetBottom: Double
    public var headerHeight: Double
    public var ignoredTopInset = 0.0
    public var triggerPercent = 1.0

    public static var towardEdge: Double { -1 }

    /// Right above the first row: −h − gT.
    public var frameY: Double { 0 - headerHeight - ignoredTopInset }

    /// No rows: nothing older can be asked for by scrolling.
    public var isEmpty: Bool { contentHeight == 0 }

    /// Tall ⇔ C + B > H (the top inset and the header are not counted: the footer's rule mirrored).
    public var isTall: Bool { contentHeight + insetBottom > viewportHeight }

    /// The offset rule's line: −T + h·(1 − r). r = 1 is the smallest offset (the header wholly in
    /// view), r = 0 the header's bottom edge at the top of the view.
    public var triggerOffset: Double { 0 - insetTop + headerHeight * (1 - triggerPercent) }

    /// The bottom rest line C + B − H: the offset rule loads only above it (not in the bottom
    /// bounce).
    public var bottomRestOffset: Double { contentHeight + insetBottom - viewportHeight }
    public var restOffset: Double { bottomRestOffset }

    /// The pan-end rule's line: −T, for a tall list (its smallest offset) and a short one (a drag
    /// that does not end pulled up) alike.
    public var panEndOffset: Double { 0 - insetTop }
}
