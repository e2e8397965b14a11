/// F19, RefreshKit's own: prefetch by item count. An auto footer set to prefetch n items asks for
/// a load when the last visible item reaches count − n, whatever the pixels say, so a list of
/// tall or uneven rows loads as early as one of short rows.
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

    /// Whether `metrics` is within `distance` items of the end.
    public func reached(_ metrics: ScrollMetrics) -> Bool {
        distance > 0 && metrics.reportsVisibleItems && metrics.lastVisibleItem >= metrics.itemCount - distance
    }

    /// Takes one update; true when it is an arrival (the condition became true, or its count
    /// changed while it held).
    @inline(__always)
    public mutating func update(_ metrics: ScrollMetrics) -> Bool {
        guard distance > 0 || arrivedAt != nil else { return false }  // off: nothing to keep
        guard reached(metrics) else {
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
