/// The trailer's geometry, the horizontal mirror of the back footer's
/// (docs/behaviour/trailer.md §2): pure functions of the scroll view's widths and the host's
/// insets.
///
/// Symbols as in docs/behaviour/trailer.md §2: W viewport width, H viewport height, Cw content
/// width, L0/R0 the host's left/right insets (without the trailer's own contribution), w trailer
/// width, gR ignored right inset.
public struct TrailerGeometry: Equatable, Sendable {
    public var viewportWidth: Double
    public var viewportHeight: Double
    public var contentWidth: Double
    public var baseLeft: Double
    public var baseRight: Double
    public var trailerWidth: Double
    public var ignoredRightInset: Double

    public init(
        viewportWidth: Double, viewportHeight: Double = 0, contentWidth: Double, baseLeft: Double,
        baseRight: Double, trailerWidth: Double, ignoredRightInset: Double = 0
    ) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.contentWidth = contentWidth
        self.baseLeft = baseLeft
        self.baseRight = baseRight
        self.trailerWidth = trailerWidth
        self.ignoredRightInset = ignoredRightInset
    }

    /// The back footer's geometry turned on its side: the trailer's rules are the footer's with
    /// W for H, Cw for C, L0 and R0 for T0 and B0, w for h and gR for gB.
    @inline(__always)
    var alongX: FooterGeometry {
        FooterGeometry(
            viewportHeight: viewportWidth, contentHeight: contentWidth, snapshotTop: baseLeft,
            snapshotBottom: baseRight, footerHeight: trailerWidth, ignoredBottomInset: ignoredRightInset)
    }

    /// V_x = W − L0 − R0: the width content can be seen in.
    public var visibleWidth: Double { alongX.visibleHeight }

    /// D_x = Cw − V_x: positive when the content is wider than the visible area.
    public var overflow: Double { alongX.overflow }

    /// happenX: the offset at which the trailer's left edge reaches the visible right edge.
    public var happenOffset: Double { alongX.happenOffset }

    /// Idle → Pulling needs an offset strictly past this line (p > 1); Pulling → Idle at or before it.
    public var triggerOffset: Double { alongX.triggerOffset }

    /// p = (x − happenX) / w; meaningful only for x > happenX.
    public func pullingPercent(offset: Double) -> Double {
        alongX.pullingPercent(offset: offset)
    }

    /// The trailer's x: at the content's right end, or at the visible right edge when the content
    /// is narrow; gR moves it right without moving a threshold.
    public var frameX: Double { alongX.frameY }

    /// The original's right inset while refreshing: Rref = w + R0 + the gap right of narrow content.
    public var refreshingRightInset: Double { alongX.refreshingBottomInset }

    /// What the trailer adds to the right inset while refreshing (F8): c = Rref − R0.
    public var refreshingContribution: Double { trailerWidth + alongX.gap }

    /// Where the trailer is fully visible, its right edge on the visible right edge.
    public var refreshingOffset: Double { alongX.refreshingOffset }

    /// The trailer rect, in scroll-content coordinates: it spans the content's y 0…H whatever the
    /// vertical insets.
    public var frame: FooterRect {
        FooterRect(x: frameX, y: 0, width: trailerWidth, height: viewportHeight)
    }
}
