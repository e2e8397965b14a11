/// The component kinds a scroll view drives.
public enum ComponentKind: Int32, Sendable, CaseIterable {
    case header = 0
    case backFooter = 1
    case autoFooter = 2
    case trailer = 3
    /// 1.5: the auto footer's mirror at the top edge.
    case autoHeader = 4

    /// The edge whose inset the kind contributes to (docs/behaviour/scroll-view.md §1).
    public var edge: ScrollEdge {
        switch self {
        case .header, .autoHeader: .top
        case .backFooter, .autoFooter: .bottom
        case .trailer: .right
        }
    }

    /// The axis of the kind's offset requests.
    public var axis: ScrollAxis { self == .trailer ? .horizontal : .vertical }

    /// Whether the kind has `state`: NoMoreData is the loaders' alone (the footers and the auto
    /// header run out of items; a pull-down header or a trailer has nothing to run out of). A state
    /// the kind lacks is refused wherever a host names one: a title, frames, a load's outcome.
    public func has(_ state: RefreshState) -> Bool {
        state != .noMoreData || self == .backFooter || self == .autoFooter || self == .autoHeader
    }

    /// Whether a scroll update has the kind react to its content size and pan before any
    /// component takes the offset: the auto footer's frame, previous offset, budget and pan-end
    /// rule (the auto header's likewise). The header reads the pan only as it enters Refreshing, and
    /// the back footer's and the trailer's frames need nothing another component could ask for
    /// first, so for them the whole update is the offset step.
    public var reactsToPan: Bool { self == .autoFooter || self == .autoHeader }

    /// The slot the kind takes on a scroll view: MJRefresh's mj_header, mj_footer and mj_trailer,
    /// and 1.5's older-items slot. Both footers are MJRefreshFooter and share the one footer slot;
    /// the auto header has its own, so a list refreshes at the top with a pull-down header and
    /// loads older items with an auto header at once.
    public var slot: ComponentSlot {
        switch self {
        case .header: .header
        case .autoHeader: .older
        case .backFooter, .autoFooter: .footer
        case .trailer: .trailer
        }
    }
}

/// A place for one component on a scroll view, in the order one update drives them.
public enum ComponentSlot: Int, Sendable, CaseIterable {
    case header = 0
    /// 1.5: the auto header's (the load-state snapshot's prepend).
    case older = 1
    case footer = 2
    case trailer = 3
}

/// An attach or detach the scroll view refuses, nothing changed: the C ABI reports it as
/// RK_ERR_INVALID_STATE.
public enum ScrollViewError: Error, Equatable, Sendable {
    /// The slot the component would take already holds a component (a second one of its kind, or
    /// the other footer).
    case slotTaken(ComponentSlot)
    /// The component is attached to a scroll view already (this one or another).
    case alreadyAttached
    /// No component with that id is attached to this scroll view.
    case notAttached
}

extension ScrollMetrics {
    /// The inset on `edge`.
    @inlinable public func inset(_ edge: ScrollEdge) -> Double {
        switch edge {
        case .top: insetTop
        case .bottom: insetBottom
        case .right: insetRight
        }
    }

    @inlinable public mutating func setInset(_ value: Double, _ edge: ScrollEdge) {
        switch edge {
        case .top: insetTop = value
        case .bottom: insetBottom = value
        case .right: insetRight = value
        }
    }

    /// The offset on `axis`.
    @inlinable public func offset(_ axis: ScrollAxis) -> Double {
        axis == .vertical ? offset : offsetX
    }

    @inlinable public mutating func setOffset(_ value: Double, _ axis: ScrollAxis) {
        if axis == .vertical { offset = value } else { offsetX = value }
    }
}
