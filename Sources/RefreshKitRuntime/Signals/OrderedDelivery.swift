/// Sends an object's signals in the order of its changes, when a handler changes the object again.
///
/// The one delivery mechanism of every object that emits (components, indicators, progress bars,
/// the context's activity monitor). A handler may change the object that is emitting (end a
/// refresh, rebind an indicator, turn the monitor off): the change takes effect at once, but its
/// signal waits until the one in progress has reached every handler, or later handlers would see
/// the two in reverse.
///
/// Two ways in, one queue:
///
///     // An object that sends as it changes (indicator, progress, monitor; OrderedSender below):
///     // the usual case, no send in progress, passes straight through without touching the queue.
///     guard let first = order.begin(change) else { return }   // queued behind the send in progress
///     defer { order.finish() }
///     emit(first)
///     while let next = order.next() { if alive { emit(next) } }
///
///     // An object whose model queues events while it changes (components): append, then deliver.
///     order.append(event)                      // inside the change
///     guard order.start() else { return }      // after it; a delivery in progress sends them
///     defer { order.finish() }
///     while let event = order.next() { send(event) }
public struct OrderedDelivery<Event> {
    @usableFromInline var pending = RingBuffer<Event>()
    @usableFromInline var delivering = false

    @inlinable public init() {}

    /// Whether nothing waits to be sent.
    @inlinable public var isEmpty: Bool { pending.isEmpty }

    /// Queues `event`: the delivery in progress, or the next one, sends it.
    @inlinable public mutating func append(_ event: Event) { pending.append(event) }

    /// Starts a delivery with `event`: it comes back to be sent now, or nil when a delivery is in
    /// progress, which sends it after what it has queued.
    @inlinable public mutating func begin(_ event: Event) -> Event? {
        if delivering {
            pending.append(event)
            return nil
        }
        delivering = true
        return event
    }

    /// Starts a delivery of what is queued: false when one is in progress (it sends them).
    @inlinable public mutating func start() -> Bool {
        if delivering { return false }
        delivering = true
        return true
    }

    /// The next event of the delivery in progress, nil when none is queued.
    @inlinable public mutating func next() -> Event? { pending.removeFirst() }

    /// Ends the delivery in progress.
    @inlinable public mutating func finish() { delivering = false }
}

/// An object that sends as it changes (the indicator, the progress): `send` tells each change in
/// order, written once here. A protocol, not a helper object: it adds no field and no allocation
/// to the object (a million indicators pay for each).
protocol OrderedSender: ObjectBase {
    associatedtype Change
    var order: OrderedDelivery<Change> { get set }
    /// Emits the signal that tells `change`.
    func tell(_ change: Change)
}

extension OrderedSender {
    /// Tells `change` now, or after the send in progress when a handler caused it; what is queued
    /// behind a send is dropped once the object is destroyed.
    func send(_ change: Change) {
        guard let first = order.begin(change) else { return }
        defer { order.finish() }
        tell(first)
        while let next = order.next() {
            if alive { tell(next) }
        }
    }
}
