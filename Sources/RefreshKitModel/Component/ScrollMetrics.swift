/// One scroll update of the host's scroll view, for every family: the footer's metrics with the
/// fields the header, auto footer and trailer also read (content width, horizontal offset, right
/// inset, the pan gesture's phase). One update is one scroll event of the original.
public struct ScrollMetrics: Equatable, Sendable {
    public var viewportWidth: Double
    public var viewportHeight: Double
    public var contentWidth: Double
    public var contentHeight: Double
    /// The effective insets: what the content is inset by, safe area included.
    public var insetTop: Double
    public var insetBottom: Double
    public var insetLeft: Double
    public var insetRight: Double
    public var offsetX: Double
    /// The vertical content offset (y).
    public var offset: Double
    public var dragging: Bool
    public var pan: PanState
    /// F19: the number of items (rows) the list shows; 0 when the host does not report items.
    public var itemCount: Int64
    /// F19: the index of the last item at least partly visible, −1 when none is.
    public var lastVisibleItem: Int64
    /// 1.5: the index of the first item at least partly visible, −1 when none is (or the host
    /// does not say): the auto header's item-count rule counts from it.
    public var firstVisibleItem: Int64
    public init(
        viewportWidth: Double = 0, viewportHeight: Double = 0, contentWidth: Double = 0, contentHeight: Double = 0,
        insetTop: Double = 0, insetBottom: Double = 0, insetLeft: Double = 0, insetRight: Double = 0,
        offsetX: Double = 0, offset: Double = 0, dragging: Bool = false, pan: PanState = .none,
        itemCount: Int64 = 0, lastVisibleItem: Int64 = -1, firstVisibleItem: Int64 = -1
    ) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.insetLeft = insetLeft
        self.insetRight = insetRight
        self.offsetX = offsetX
        self.offset = offset
        self.dragging = dragging
        self.pan = pan
        self.itemCount = itemCount
        self.lastVisibleItem = lastVisibleItem
        self.firstVisibleItem = firstVisibleItem
    }

    /// F19: items are reported (a count above 0) and one of them is visible.
    @inlinable public var reportsVisibleItems: Bool { itemCount > 0 && lastVisibleItem >= 0 }

    /// Refuses metrics with a length out of [0, 1e9] or a coordinate out of ±1e9 (NaN included).
    public func check() throws(InputError) {
        _ = try InputRules.length(viewportWidth, "viewportWidth")
        _ = try InputRules.length(viewportHeight, "viewportHeight")
        _ = try InputRules.length(contentWidth, "contentWidth")
        _ = try InputRules.length(contentHeight, "contentHeight")
        _ = try InputRules.coordinate(insetTop, "insetTop")
        _ = try InputRules.coordinate(insetBottom, "insetBottom")
        _ = try InputRules.coordinate(insetLeft, "insetLeft")
        _ = try InputRules.coordinate(insetRight, "insetRight")
        _ = try InputRules.coordinate(offsetX, "offsetX")
        _ = try InputRules.coordinate(offset, "offset")
        try InputRules.items(count: itemCount, lastVisible: lastVisibleItem)
        try InputRules.items(count: itemCount, firstVisible: firstVisibleItem)
    }
}
