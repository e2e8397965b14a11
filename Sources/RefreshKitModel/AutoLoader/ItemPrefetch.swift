/// F19, RefreshKit's own: prefetch by item count. An auto loader set to prefetch n items asks for
/// a load when fewer than n items lie beyond the visible ones toward its edge (an auto footer: the
/// last visible item reaches count − n; an auto header: the first visible item is below n),
/// whatever the pixels say, so a list of tall or uneven rows loads as early as one of short rows.
///
/// Edge-triggered: it asks once per arrival, when the condition becomes true, or while it holds
/// the count changes (a load that brought items into a short list that still shows its end asks
/// again; a count that shrinks re-arms too). A new pan re-arms it as it refills the trigger budget.
/// It never asks while the condition merely stays true, so a load that brings nothing cannot
/// repeat itself.
public struct ItemPrefetch: Equatable, Sendable {
    /// n: how many items before the end a load begins; 0 is off.
    public private(set) var distance: Int64 = 0
    /// The count of the last update in which the condition held; nil while it does not.
    private var arrivedAt: Int64?

    public init() {}

    public mutating func setDistance(_ items: Int64) {
        distance = items
        arrivedAt = nil
    }

    /// Whether `beyond` items past the visible ones (nil: not reported) are within `distance`.
    public func reached(beyond: Int64?) -> Bool {
        guard distance > 0, let beyond else { return false }
        return beyond < distance
    }

    /// Takes one update, told how many items lie beyond the visible ones toward the loader's edge
    /// (AutoLoaderPlacement.itemsBeyond); true when it is an arrival (the condition became true, or
    /// its count changed while it held).
    @inline(__always)
    public mutating func update<P: AutoLoaderPlacement>(_ metrics: ScrollMetrics, at _: P.Type) -> Bool {
        guard distance > 0 || arrivedAt != nil else { return false }  // off: nothing to keep
        guard reached(beyond: P.itemsBeyond(metrics)) else {
            arrivedAt = nil
            return false
        }
        defer { arrivedAt = metrics.itemCount }
        return arrivedAt != metrics.itemCount
    }

    /// A pan began: the next update where the condition holds is an arrival again.
    public mutating func rearm() {
        arrivedAt = nil
    }
}
