/// The host's scroll view (docs/behaviour/scroll-view.md): at most one component per slot (header,
/// footer — back or auto —, trailer), one metrics update per scroll event driving every attached
/// component.
///
/// The order of one update, as UIKit tells every observer of one change before the next: the
/// content size and the pan for every component, then the offset for every component, each step
/// in slot order (header, footer, trailer). So an auto footer's pan-end rule reads the offset the
/// update carried, even when the header, driven first, asks for another in its offset step.
///
/// One truth: a component's inset and offset requests are taken as applied at once (as the
/// original writes the scroll view directly), in an update or outside one (a command), and every
/// other attached component is told at once, so a later step, a later command or a later request
/// of any component starts from them. `metrics` is always the host's last update with every
/// request made since applied.
///
/// F8: each component adds and removes only its own contribution; the host's own inset on an edge
/// is the inset minus the contributions of the components on it.
public struct ScrollViewModel<Component: AttachableComponent> {
    public let id: UInt64
    /// The last update with every request made since applied.
    public internal(set) var metrics = ScrollMetrics()
    @usableFromInline var slots: [Component?] = Array(repeating: nil, count: ComponentSlot.allCases.count)
    /// How many attached components react to an update's content size and pan before the offsets
    /// (`ComponentKind.reactsToPan`): with none, an update skips that pass and copies no slot for it.
    private var panReactors = 0

    public init(id: UInt64) {
        self.id = id
    }

    public func component(in slot: ComponentSlot) -> Component? { slots[slot.rawValue] }

    public var components: [Component] { slots.compactMap { $0 } }

    /// The slots in order, empty ones nil: what a scroll update delivers, read by the runtime
    /// without a call back from the model.
    @inlinable public var slotsInOrder: [Component?] { slots }

    /// The sum of the contributions on `edge` of the components attached.
    public func contributions(_ edge: ScrollEdge) -> Double {
        var sum = 0.0
        for case let c? in slots where c.kind.edge == edge { sum += c.insetContribution }
        return sum
    }

    /// The host's own inset on `edge`: the inset without the components' contributions (F8).
    public func hostInset(_ edge: ScrollEdge) -> Double {
        metrics.inset(edge) - contributions(edge)
    }

    /// Attaches `component` with the current metrics. Refused, nothing changed, when its slot is
    /// taken or it is attached anywhere already.
    public mutating func attach(_ component: Component) throws(ScrollViewError) {
        try checkAttach(component)
        let slot = component.kind.slot
        var c = component
        c.attachedTo = id
        c.attach(metrics)
        take(c)
        slots[slot.rawValue] = c
        if c.kind.reactsToPan { panReactors += 1 }
    }

    /// Why `attach(component)` would be refused now, if it would: its slot is taken or it is
    /// attached anywhere already.
    public func checkAttach(_ component: Component) throws(ScrollViewError) {
        guard component.attachedTo == nil else { throw .alreadyAttached }
        let slot = component.kind.slot
        guard slots[slot.rawValue] == nil else { throw .slotTaken(slot) }
    }

    /// Detaches the component with that id and gives it back, its contribution removed (F8), the
    /// others' untouched. Refused, nothing changed, when no such component is attached here.
    @discardableResult
    public mutating func detach(_ componentID: UInt64) throws(ScrollViewError) -> Component {
        guard let slot = slots.firstIndex(where: { $0?.componentID == componentID }), var c = slots[slot] else {
            throw .notAttached
        }
        slots[slot] = nil
        if c.kind.reactsToPan { panReactors -= 1 }
        c.detach()
        take(c)
        c.attachedTo = nil
        return c
    }

    /// One scroll update, driving every attached component in slot order. Refused, nothing
    /// changed, with a length out of [0, 1e9] or a coordinate out of ±1e9 (InputRules).
    public mutating func update(_ new: ScrollMetrics) throws(InputError) {
        try new.check()
        update(unchecked: new)
    }

    /// update for metrics already checked with InputRules (the C ABI checks first).
    package mutating func update(unchecked new: ScrollMetrics) {
        metrics = new
        // Content size and pan: only a kind that reacts to them before the offsets has this step.
        for slot in slots.indices where panReactors > 0 {
            guard var c = slots[slot], c.kind.reactsToPan else { continue }
            slots[slot] = nil
            c.applyContentSizeAndPan(metrics)
            take(c)
            slots[slot] = c
        }
        for slot in slots.indices {
            guard var c = slots[slot] else { continue }
            slots[slot] = nil
            c.applyOffset(metrics)
            take(c)
            slots[slot] = c
        }
    }

    /// Runs `body` on the attached component with that id (a command such as a begin or an end),
    /// then takes its requests as applied. False when no such component is attached here.
    public mutating func withComponent(_ componentID: UInt64, _ body: (inout Component) -> Void) -> Bool {
        guard let slot = slots.firstIndex(where: { $0?.componentID == componentID }), var c = slots[slot] else {
            return false
        }
        slots[slot] = nil
        body(&c)
        take(c)
        slots[slot] = c
        return true
    }

    /// Every attached component takes the metrics as they are now, without reacting (after
    /// another component's request; content the host inserted tells them in its own pass,
    /// ContentInsertion.swift).
    @inline(__always)
    mutating func tellEveryComponent() {
        for slot in slots.indices {
            guard var other = slots[slot] else { continue }
            other.observe(metrics)
            slots[slot] = other
        }
    }

    /// Takes a component's requests as applied (its edge's inset, its axis's offset) and, when
    /// they change the metrics, tells every other attached component at once. The component
    /// itself is out of its slot meanwhile, so it is not told what it asked for.
    @inline(__always)
    private mutating func take(_ c: Component) {
        let inset = c.appliedInset
        let offset = c.appliedOffset
        let edge = c.kind.edge
        let axis = c.kind.axis
        guard inset != metrics.inset(edge) || offset != metrics.offset(axis) else { return }
        metrics.setInset(inset, edge)
        metrics.setOffset(offset, axis)
        tellEveryComponent()
    }
}
