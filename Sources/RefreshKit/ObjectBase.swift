import RefreshKitCore

/// What every object in a context's handle table shares: identity, liveness and signal handlers.
class ObjectBase {
    let kind: ObjectKind
    let handle: UInt64
    /// Creation order, for destroying a context's objects in the order they were made.
    let sequence: UInt64
    unowned(unsafe) let context: Context
    /// False from the moment its destroy begins; an emission in progress stops at the next handler.
    var alive = true
    /// Handlers per signal index, in connection order.
    var handlers: [[Connection]]
    /// The task this object follows (indicators and footers), and the task's transition number at
    /// bind: only later transitions reach it.
    var following: (task: Task, sequence: UInt64)?

    init(kind: ObjectKind, handle: UInt64, sequence: UInt64, context: Context) {
        self.kind = kind
        self.handle = handle
        self.sequence = sequence
        self.context = context
        self.handlers = Array(repeating: [], count: kind.signals.count)
    }

    var handlePointer: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: UInt(handle)) }

    /// Called by the context while the object is being destroyed, after its handle is invalid and
    /// its connections have ended. Subclasses finish their pending work here.
    func objectWillBeDestroyed() {}

    /// One of the object's own timers fired (see Context.startObjectTimer).
    func timerFired(id: UInt64, tag: Int) {}

    /// A transition of the task this object follows, delivered at dispatch.
    func follow(_ event: TaskEvent) {}
}
