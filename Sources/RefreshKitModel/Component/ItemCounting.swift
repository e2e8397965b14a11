/// An edge that re-asserts its offset when items arrived during a refresh (the back footer, the
/// trailer): it keeps the host's item count (ItemCountAtRefresh).
public protocol ItemCountingEdge: ComponentEdge {
    var itemCount: ItemCountAtRefresh { get set }
}

extension ItemCountingEdge {
    /// N, as the host last set it.
    @inlinable public var dataCount: Int64 { itemCount.current }
    /// N when the last refresh began.
    @inlinable public var lastRefreshCount: Int64 { itemCount.atRefresh }

    public mutating func setDataCount(_ count: Int64) {
        itemCount.set(count)
    }
}

/// A family whose edge counts items (the back footer, the trailer).
public protocol ItemCountingModel: RefreshComponentModel where Edge: ItemCountingEdge {
    /// N, the host's item count: a refresh that ends with more items than it began with
    /// re-asserts the offset. Refused, nothing changed, below 0 (InputRules).
    mutating func setDataCount(_ count: Int64) throws(InputError)
}

extension ItemCountingModel {
    @inlinable public var dataCount: Int64 { edge.dataCount }
    @inlinable public var lastRefreshCount: Int64 { edge.lastRefreshCount }
}

/// The item count as the package changes it.
package protocol ItemCounting: ItemCountingModel, RefreshComponent {}

extension ItemCounting {
    public mutating func setDataCount(_ count: Int64) throws(InputError) {
        setDataCount(unchecked: try InputRules.count(count, "count"))
    }

    package mutating func setDataCount(unchecked count: Int64) {
        edge.setDataCount(count)
    }
}
