/// The pan gesture's phase in one scroll update (UIKit's pan recognizer, as the host sees it).
public enum PanState: Int32, Sendable, CaseIterable {
    case none = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4

    /// Written out, not synthesized: the synthesized one is not inlined into the C layer, whose
    /// every scroll update reads a pan state (a call there cost ~20 instructions of spills).
    @inlinable @inline(__always)
    public init?(rawValue: Int32) {
        switch rawValue {
        case 0: self = .none
        case 1: self = .began
        case 2: self = .changed
        case 3: self = .ended
        case 4: self = .cancelled
        default: return nil
        }
    }
}

/// The edge of the scroll view an inset request is for.
public enum ScrollEdge: Int32, Sendable, CaseIterable {
    case top = 0
    case bottom = 1
    case right = 2
}

/// The axis an offset request moves.
public enum ScrollAxis: Int32, Sendable, CaseIterable {
    case vertical = 0
    case horizontal = 1
}

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
