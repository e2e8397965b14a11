/// The auto footer's geometry (docs/behaviour/auto-footer.md §3): pure functions of one scroll
/// update's numbers. B is the live bottom inset the host reports, which includes the footer's own
/// contribution while it is shown and attached; r is triggerAutomaticallyRefreshPercent.
public struct AutoFooterGeometry: Equatable, Sendable, BarGeometry {
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

    /// Right after the last row, even with short content: C + gB.
    public var frameY: Double { contentHeight + ignoredBottomInset }

    /// Tall ⇔ T + C > H (the bottom inset and the footer are not counted, as the original).
    public var isTall: Bool { insetTop + contentHeight > viewportHeight }

    /// The offset rule's line: C − H + B − h·(1 − r). r = 1 is the largest offset, r = 0 the
    /// footer's top edge at the bottom of the view, r < 0 earlier, r > 1 only in overscroll.
    public var triggerOffset: Double {
        contentHeight - viewportHeight + insetBottom - footerHeight * (1 - triggerPercent)
    }

    /// The top rest line −T: F13 lets the offset rule load only below it.
    public var topRestOffset: Double { 0 - insetTop }

    /// The pan-end rule's line, independent of r: tall ⇒ the largest offset C + B − H; short ⇒
    /// −T (any drag that does not end pulled down).
    public var panEndOffset: Double {
        isTall ? contentHeight + insetBottom - viewportHeight : topRestOffset
    }
}
