import RefreshKitModel

/// What every object in a context's handle table shares: identity, liveness and signal handlers.
///
/// The kinds' classes derive from it in this module; the ABI layer only reaches them through their
/// package API. The hooks at the end are what a kind overrides.
public class ObjectBase: TableObject {
    public final let kind: ObjectKind
    public final let handle: UInt64
    /// Creation order, for destroying a context's objects in the order they were made.
    public final let sequence: UInt64
    /// Unowned: the context owns its objects. Valid on the loop thread only, where the context cannot
    /// be destroyed while a call runs. Another thread may find the object after the context was
    /// destroyed and freed, so it uses the context its handle lookup returned (`Handles.Resolved`),
    /// which it holds for the whole call, never this.
    public final unowned(unsafe) let context: Context
    /// False from the moment its destroy begins; an emission in progress stops at the next handler.
    public final var alive = true
    /// How this kind's signals are called, by signal index (process-lifetime storage).
    public final let signalCalls: UnsafePointer<SignalCall>
    /// Handlers per signal index, in connection order. Raw storage rather than an array of arrays:
    /// an emission reads its list in place, retaining nothing (see `handlerBuffer`).
    @usableFromInline final let handlerLists: UnsafeMutablePointer<ContiguousArray<Connection>>
    public final let signalCount: Int
    /// The binding of an indicator or a component (the model's rules), and the task it is bound to,
    /// whose list of bound objects includes this one.
    public final var binding: Binding?
    public final var boundTask: TaskObject?

    public required init(kind: ObjectKind, handle: UInt64, sequence: UInt64, context: Context) {
        self.kind = kind
        self.handle = handle
        self.sequence = sequence
        self.context = context
        self.signalCalls = context.signalCalls(for: kind)
        self.signalCount = kind.signals.count
        self.handlerLists = .allocate(capacity: Swift.max(1, signalCount))
        handlerLists.initialize(repeating: [], count: signalCount)
    }

    deinit {
        handlerLists.deinitialize(count: signalCount)
        handlerLists.deallocate()
    }

    public final var handlePointer: UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: UInt(handle))
    }

    /// The handlers of one signal, in place, for an emission: no retain. The storage outlives the
    /// emission even when a handler connects, disconnects or destroys this object meanwhile: a
    /// change made while a host callback runs first retires the list to the context
    /// (`retireHandlers`), which keeps it, and every connection in it, until no callback runs.
    @inlinable @inline(__always)
    public final func handlerBuffer(_ signal: Int) -> UnsafeBufferPointer<Connection> {
        handlerLists[signal].withUnsafeBufferPointer { $0 }
    }

    /// Whether `signal` has no handler; reads the list in place, without a snapshot's retain.
    @inlinable @inline(__always)
    public final func hasNoHandlers(_ signal: Int) -> Bool { handlerLists[signal].isEmpty }

    final func appendHandler(_ connection: Connection) {
        retireHandlers(connection.signal)
        handlerLists[connection.signal].append(connection)
    }

    final func removeHandler(_ connection: Connection) {
        retireHandlers(connection.signal)
        handlerLists[connection.signal].removeAll { $0 === connection }
    }

    /// Every handler of every signal, each list emptied.
    final func takeAllHandlers() -> [Connection] {
        var all: [Connection] = []
        for signal in 0..<signalCount {
            retireHandlers(signal)
            all.append(contentsOf: handlerLists[signal])
            handlerLists[signal] = []
        }
        return all
    }

    /// Before a list changes while a host callback runs: an emission below that callback may be
    /// reading it in place (`handlerBuffer`), so the context keeps it, and the change copies it.
    /// Outside callbacks no emission is running (a list changes only through the host's calls).
    private func retireHandlers(_ signal: Int) {
        guard context.callbackDepth > 0, !handlerLists[signal].isEmpty else { return }
        context.retireHandlerList(handlerLists[signal])
    }

    /// Called by the context while the object is being destroyed, after its handle is invalid and
    /// its connections have ended. Subclasses finish their pending work here.
    public func objectWillBeDestroyed() {}
    /// A destroy is about to begin, the handle and the handlers still alive: the object's last
    /// signals (a component's cancelled load). Its handlers may call anything, this object's
    /// destroy included.
    public func objectWillDie() {}

    /// A handler of `signal` was connected or disconnected (loop thread, after the change).
    public func handlersChanged(_ signal: Int) {}

    /// One of the object's own timers fired (see Context.startObjectTimer).
    public func timerFired(id: UInt64, tag: Int) {}

    /// Runs what the object's binding commands: at bind, or for a task transition at dispatch.
    public func run(_ command: BindingCommand) {}

    /// A transition of the task this object follows, at dispatch: the binding (the model's rule)
    /// decides the command, if the binding sees it. An indicator asks its own model instead.
    public func taskEventDelivered(_ record: TaskEventRecord, from task: TaskObject) {
        guard
            let command = binding?.command(
                for: record.event, of: record.task, sequence: record.sequence, errorCode: record.errorCode,
                message: task.failureMessage)
        else { return }
        run(command)
    }
}
