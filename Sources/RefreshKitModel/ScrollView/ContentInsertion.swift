/// Rows the host inserted at one end of a vertical list, and the offset that keeps what the user
/// sees where it is (docs/behaviour/scroll-view.md §6).
///
/// Above the visible rows (older messages a chat loaded, a prepend) every row the user sees moves
/// down by the inserted height, so the offset moves with them, at once, and the list does not
/// jump. Below them (a new message at the end of a chat) nothing moves, unless the list rested at
/// its end: then it follows the end, as a chat keeps its newest message in view.
extension ScrollViewModel {
    /// The host inserted content `height` high at `edge` (top or bottom). Refused, nothing
    /// changed, for the right edge, a height outside [0, 1e9], or content or an offset that would
    /// leave ±1e9. Returns the offset the scroll view now asks for (vertical, at once), or nil
    /// when the offset stays.
    public mutating func contentInserted(_ edge: ScrollEdge, height: Double) throws(InputError) -> Double? {
        try Self.checkInsertion(edge, height)
        try checkGrowth(height)
        return contentInserted(unchecked: edge, height: height)
    }

    /// The checks that read no metrics: the edge and the height. The C ABI makes them before it
    /// looks at the scroll view.
    public static func checkInsertion(_ edge: ScrollEdge, _ height: Double) throws(InputError) {
        guard edge != .right else {
            throw InputError("content is inserted at the top or the bottom of a vertical list, not the right")
        }
        _ = try InputRules.length(height, "height")
    }

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
    package mutating func contentInserted(unchecked edge: ScrollEdge, height: Double) -> Double? {
        guard height > 0 else { return nil }
        let wasAtEnd = metrics.offset >= endRestOffset - Self.restTolerance
        metrics.contentHeight += height
        var requested: Double?
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
        tellEveryComponent()
        return requested
    }

    /// The offset at which the list rests at its end: the content's bottom at the viewport's
    /// bottom inset, or the top rest when the content is shorter than the viewport.
    var endRestOffset: Double {
        max(-metrics.insetTop, metrics.contentHeight + metrics.insetBottom - metrics.viewportHeight)
    }

    /// Half a point: a host that rounds its offset to pixels still rests at the end.
    static var restTolerance: Double { 0.5 }
}
