/// The four component kinds a scroll view drives.
public enum ComponentKind: Int32, Sendable, CaseIterable {
    case header = 0
    case backFooter = 1
    case autoFooter = 2
    case trailer = 3

    /// The edge whose inset the kind contributes to (docs/behaviour/scroll-view.md §1).
    public var edge: ScrollEdge {
        switch self {
        case .header: .top
        case .backFooter, .autoFooter: .bottom
        case .trailer: .right
        }
    }

    /// The axis of the kind's offset requests.
    public var axis: ScrollAxis { self == .trailer ? .horizontal : .vertical }

    /// Whether the kind has `state`: NoMoreData is the footers' alone (a header or a trailer has
    /// nothing to run out of). A state the kind lacks is refused wherever a host names one: a title,
    /// frames, a load's outcome.
    public func has(_ state: RefreshState) -> Bool {
        state != .noMoreData || self == .backFooter || self == .autoFooter
    }

    /// Whether a scroll update has the kind react to its content size and pan before any
    /// component takes the offset: the auto footer's frame, previous offset, budget and pan-end
    /// rule. The header reads the pan only as it enters Refreshing, and the back footer's and the
    /// trailer's frames need nothing another component could ask for first, so for them the whole
    /// update is the offset step.
    public var reactsToPan: Bool { self == .autoFooter }

    /// The slot the kind takes on a scroll view: MJRefresh's mj_header, mj_footer and mj_trailer.
    /// Both footers are MJRefreshFooter and share the one footer slot, so a scroll view has at
    /// most one component per edge.
    public var slot: ComponentSlot {
        switch self {
        case .header: .header
        case .backFooter, .autoFooter: .footer
        case .trailer: .trailer
        }
    }
}

/// A place for one component on a scroll view, in the order one update drives them.
public enum ComponentSlot: Int, Sendable, CaseIterable {
    case header = 0
    case footer = 1
    case trailer = 2
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
