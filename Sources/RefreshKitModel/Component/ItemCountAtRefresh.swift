/// MJRefreshBackFooter's lastRefreshCount, which the trailer mirrors: N, the host's item (row)
/// count, and N as the last refresh began. An exit re-asserts the offset when items arrived
/// meanwhile (docs/behaviour/footer.md §5, docs/behaviour/trailer.md §4).
public struct ItemCountAtRefresh: Sendable {
    /// N, as the host last set it.
    public private(set) var current: Int64 = 0
    /// N when the last refresh began.
    public private(set) var atRefresh: Int64 = 0

    public init() {}

    public mutating func set(_ count: Int64) {
        current = count
    }

    public mutating func refreshBegan() {
        atRefresh = current
    }

    /// Items arrived (or went) since the last refresh began.
    public var changedSinceRefresh: Bool { current != atRefresh }
}
