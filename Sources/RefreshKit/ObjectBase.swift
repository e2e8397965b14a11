import RefreshKitModel
import RefreshKitRuntime

/// What every object in a context's handle table shares: identity, liveness and signal handlers.
class ObjectBase: TableObject {
    let kind: ObjectKind
    let handle: UInt64
    /// Creation order, for destroying a context's objects in the order they were made.
    let sequence: UInt64
    unowned(unsafe) let context: Context
    /// False from the moment its destroy begins; an emission in progress stops at the next handler.
    var alive = true
    /// The call interfaces of this kind's signals, by signal index (process-lifetime storage).
    let preparedCalls: UnsafePointer<PreparedCall>
    /// Handlers per signal index, in connection order. Raw storage rather than an array of arrays so
    /// an emission's snapshot costs one retain (of its own list), not two.
    private let handlerLists: UnsafeMutablePointer<ContiguousArray<Connection>>
    let signalCount: Int
    /// The binding of an indicator or a footer (the model's rules), and the task it is bound to,
    /// whose list of bound objects includes this one.
    var binding: Binding?
    var boundTask: TaskObject?

    required init(kind: ObjectKind, handle: UInt64, sequence: UInt64, context: Context) {
        self.kind = kind
        self.handle = handle
        self.sequence = sequence
        self.context = context
        self.preparedCalls = PreparedCall.table(for: kind)
        self.signalCount = kind.signals.count
        self.handlerLists = .allocate(capacity: Swift.max(1, signalCount))
        handlerLists.initialize(repeating: [], count: signalCount)
    }

    deinit {
        handlerLists.deinitialize(count: signalCount)
        handlerLists.deallocate()
    }

    var handlePointer: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: UInt(handle)) }

    /// The handlers of one signal, as a snapshot: later connects and disconnects copy the list.
    @inline(__always)
    func handlers(_ signal: Int) -> ContiguousArray<Connection> { handlerLists[signal] }

    /// Whether `signal` has no handler; reads the list in place, without a snapshot's retain.
    @inline(__always)
    func hasNoHandlers(_ signal: Int) -> Bool { handlerLists[signal].isEmpty }

    func appendHandler(_ connection: Connection) {
        handlerLists[connection.signal].append(connection)
    }

    func removeHandler(_ connection: Connection) {
        handlerLists[connection.signal].removeAll { $0 === connection }
    }

    /// Every handler of every signal, each list emptied.
    func takeAllHandlers() -> [Connection] {
        var all: [Connection] = []
        for signal in 0..<signalCount {
            all.append(contentsOf: handlerLists[signal])
            handlerLists[signal] = []
        }
        return all
    }

    /// Called by the context while the object is being destroyed, after its handle is invalid and
    /// its connections have ended. Subclasses finish their pending work here.
    func objectWillBeDestroyed() {}

    /// A handler of `signal` was connected or disconnected (loop thread, after the change).
    func handlersChanged(_ signal: Int) {}

    /// One of the object's own timers fired (see Context.startObjectTimer).
    func timerFired(id: UInt64, tag: Int) {}

    /// Runs what the object's binding commands: at bind, or for a task transition at dispatch.
    func run(_ command: BindingCommand) {}
}
