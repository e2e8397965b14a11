/// Rows the host inserted at one end of a vertical list, and the offset that keeps what the user
/// sees where it is (docs/behaviour/scroll-view.md §6).
///
/// Above the visible rows (older messages a chat loaded, a prepend) every row the user sees moves
/// down by the inserted height, so the offset moves with them, at once, and the list does not
/// jump. Below them (a new message at the end of a chat) nothing moves, unless the list rested at
/// its end: then it follows the end, as a chat keeps its newest message in view.
///
/// The items the rows hold, when the host counts them, join the list's item count (F19) and, above
/// the visible rows, move their indices; they are counted per edge, so that a load at one edge
/// does not announce the items that arrived at the other meanwhile.
extension ScrollViewModel {
    /// The host inserted content `height` high, holding `items` items (0: not counted), at `edge`
    /// (top or bottom). Refused, nothing changed, for the right edge, a height outside [0, 1e9],
    /// items outside [0, 1e9], or content or an offset that would leave ±1e9. Returns the offset
    /// the scroll view now asks for (vertical, at once), or nil when the offset stays.
    public mutating func contentInserted(_ edge: ScrollEdge, height: Double, items: Int64) throws(InputError)
        -> Double?
    {
        try Self.checkInsertion(edge, height, items)
        try checkGrowth(height)
        return contentInserted(unchecked: edge, height: height, items: items)
    }

    /// The checks that read no metrics: the edge, the height and the items. The C ABI makes them
    /// before it looks at the scroll view.
    public static func checkInsertion(_ edge: ScrollEdge, _ height: Double, _ items: Int64) throws(InputError) {
        guard edge != .right else {
            throw InputError("content is inserted at the top or the bottom of a vertical list, not the right")
        }
        _ = try InputRules.length(height, "height")
        guard items >= 0, items <= maximumInsertedItems else {
            throw InputError("items must be 0 (not counted) up to 1e9 (got \(items))")
        }
    }

    /// The most items one insertion may hold: a billion rows, beyond any list, and far from
    /// overflowing the counts they join.
    public static var maximumInsertedItems: Int64 { 1_000_000_000 }

    /// Whether the content and the offset stay within the bounds of every coordinate once they
    /// grow by `height`.
    public func checkGrowth(_ height: Double) throws(InputError) {
        guard metrics.contentHeight + height <= InputRules.maximumLength,
            metrics.offset + height <= InputRules.maximumLength
        else {
            throw InputError(
                "inserting \(height) would take the content height or the offset past 1e9 (content height \(metrics.contentHeight), offset \(metrics.offset))"
            )
        }
    }

    /// contentInserted for an insertion already checked (checkInsertion, checkGrowth).
    package mutating func contentInserted(unchecked edge: ScrollEdge, height: Double, items: Int64) -> Double? {
        guard height > 0 || items > 0 else { return nil }
        countItems(items, at: edge)
        var requested: Double?
        if height > 0 {
            let wasAtEnd = metrics.offset >= endRestOffset - Self.restTolerance
            metrics.contentHeight += height
            switch edge {
            case .top:
                requested = metrics.offset + height
            case .bottom where wasAtEnd:
                let end = endRestOffset
                if end != metrics.offset { requested = end }
            case .bottom, .right:
                break
            }
            if let requested { metrics.offset = requested }
        }
        // One pass: every attached component takes the new metrics and hears of the items.
        for slot in slots.indices {
            guard var other = slots[slot] else { continue }
            other.observe(metrics)
            if items > 0 { other.itemsInserted(items, at: edge) }
            slots[slot] = other
        }
        return requested
    }

    /// Items inserted at `edge`, when the host counts the list's items: they join its count, and
    /// above the visible rows they move the visible indices with the rows. (Every attached
    /// component also hears of them: a load at another edge leaves them out of its new items,
    /// Announcer.)
    private mutating func countItems(_ items: Int64, at edge: ScrollEdge) {
        guard items > 0, metrics.itemCount > 0, metrics.itemCount <= Int64.max - items else { return }
        metrics.itemCount += items
        guard edge == .top else { return }
        if metrics.firstVisibleItem >= 0 { metrics.firstVisibleItem += items }
        if metrics.lastVisibleItem >= 0 { metrics.lastVisibleItem += items }
    }

    /// The offset at which the list rests at its end: the content's bottom at the viewport's
    /// bottom inset, or the top rest when the content is shorter than the viewport.
    var endRestOffset: Double {
        max(-metrics.insetTop, metrics.contentHeight + metrics.insetBottom - metrics.viewportHeight)
    }

    /// Half a point: a host that rounds its offset to pixels still rests at the end.
    static var restTolerance: Double { 0.5 }
}
