/// The back footer's geometry: pure functions of the scroll view's metrics and the inset snapshot.
///
/// Symbols as in docs/behaviour/footer.md §3: H viewport height, C content height,
/// T0/B0 the inset snapshot, h footer height, g ignored bottom inset.
public struct FooterGeometry: Equatable, Sendable, BarGeometry {
    public var viewportHeight: Double
    public var contentHeight: Double
    public var snapshotTop: Double
    public var snapshotBottom: Double
    public var footerHeight: Double
    public var ignoredBottomInset: Double

    public init(
        viewportHeight: Double, contentHeight: Double, snapshotTop: Double, snapshotBottom: Double,
        footerHeight: Double, ignoredBottomInset: Double = 0
    ) {
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.snapshotTop = snapshotTop
        self.snapshotBottom = snapshotBottom
        self.footerHeight = footerHeight
        self.ignoredBottomInset = ignoredBottomInset
    }

    /// V = H − T0 − B0: the height content can be seen in.
    public var visibleHeight: Double { viewportHeight - snapshotTop - snapshotBottom }

    /// D = C − V: positive when the content is taller than the visible area.
    public var overflow: Double { contentHeight - visibleHeight }

    /// The offset at which the footer's top edge reaches the visible bottom.
    public var happenOffset: Double { (overflow > 0 ? overflow : 0) - snapshotTop }

    /// Idle → Pulling needs an offset strictly past this line; Pulling → Idle at or below it.
    public var triggerOffset: Double { happenOffset + footerHeight }

    /// p = (y − happen) / h; meaningful only for y > happen.
    public func pullingPercent(offset: Double) -> Double {
        (offset - happenOffset) / footerHeight
    }

    /// The footer's y: at the content's end, or at the visible bottom when the content is short.
    public var frameY: Double {
        Swift.max(contentHeight + ignoredBottomInset, visibleHeight + ignoredBottomInset)
    }

    /// The gap under short content, between its end and the visible bottom: −D, or 0 when the
    /// content is tall.
    public var gap: Double { overflow < 0 ? -overflow : 0 }

    /// The bottom inset while refreshing: room for the footer, plus the gap under short content.
    public var refreshingBottomInset: Double {
        footerHeight + snapshotBottom + gap
    }

    /// Where the footer is fully visible, its bottom edge on the visible bottom.
    public var refreshingOffset: Double { happenOffset + footerHeight }
}
