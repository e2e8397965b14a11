/// The header's geometry: pure functions of the top inset it reads, its height and the ignored top
/// inset (docs/behaviour/header.md §3). T0 is the base top inset (what the host's inset is without
/// the header's own contribution, F8), h the header height, gT the ignored top inset.
public struct HeaderGeometry: Equatable, Sendable, BarGeometry {
    public var baseTop: Double
    public var headerHeight: Double
    public var ignoredTopInset: Double

    public init(baseTop: Double, headerHeight: Double, ignoredTopInset: Double = 0) {
        self.baseTop = baseTop
        self.headerHeight = headerHeight
        self.ignoredTopInset = ignoredTopInset
    }

    /// Where the header's bottom edge meets the top of the visible area: −T0.
    public var happenOffset: Double { 0 - baseTop }

    /// Idle → Pulling needs an offset strictly above this line (y < −T0 − h, p > 1); Pulling → Idle
    /// at or below it.
    public var triggerOffset: Double { happenOffset - headerHeight }

    /// p = (−T0 − y) / h; the header computes it only for y ≤ −T0 (at rest too, unlike the footers).
    public func pullingPercent(offset: Double) -> Double {
        (happenOffset - offset) / headerHeight
    }

    /// The header's y: just above the content, moved further up by gT (which moves no threshold).
    public var frameY: Double { 0 - headerHeight - ignoredTopInset }

    /// What the header adds to the top inset while refreshing at offset y (F8):
    /// c = clamp(−y − T0, 0, h): all of h when it is fully pulled into view, the part in view when
    /// partly, nothing once the content scrolled up past the rest line (the section-header rule).
    public func refreshingContribution(offset: Double) -> Double {
        Swift.min(headerHeight, Swift.max(0, happenOffset - offset))
    }

    /// The original's refreshing inset t = clamp(−y, T0, T0 + h) = T0 + c.
    public func refreshingTopInset(offset: Double) -> Double {
        baseTop + refreshingContribution(offset: offset)
    }
}
