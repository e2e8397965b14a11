/// 1.5, RefreshKit's own: fill the viewport. A list whose first page is shorter than the viewport
/// has nothing to scroll, so an auto loader's pixel rules never fire. With the option on, after a
/// load ends (and when the loader attaches, the option is set or a pan begins) the next scroll
/// update begins the next load at once while the content is still short (not tall) or the
/// item-count rule's condition holds; one load at a time (from Idle only, so never past NoMoreData
/// or Failed), each taking a unit of the trigger budget as a drag load does (F9), and never again
/// after a load that did not grow the content (docs/behaviour/auto-footer.md §12).
public struct ViewportFill: Equatable, Sendable {
    public private(set) var enabled = false
    /// The next update may begin a load.
    private var armed = false
    /// The content length when the fill's own load began: its end must have grown it.
    private var contentAtBegin: Double?

    public init() {}

    public mutating func setEnabled(_ enabled: Bool) {
        self.enabled = enabled
        armed = enabled
        contentAtBegin = nil
    }

    /// A load ended normally, the loader attached, or a pan began: look again at the next update.
    public mutating func arm() {
        armed = enabled
    }

    /// Whether this update begins a load: armed, the last fill load (if any) grew the content, and
    /// the viewport is not full yet. Whatever it answers, it asks again only when armed anew.
    public mutating func asks(contentLength: Double, isTall: Bool, prefetchReached: Bool) -> Bool {
        guard armed else { return false }
        armed = false
        if let before = contentAtBegin {
            contentAtBegin = nil
            guard contentLength > before else { return false }
        }
        return !isTall || prefetchReached
    }

    /// The fill's load began at this content length.
    public mutating func began(contentLength: Double) {
        contentAtBegin = contentLength
    }
}
