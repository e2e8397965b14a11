import RefreshKitModel
import Synchronization

/// A context: the loop (queue, timers, clock), the objects and their connections.
///
/// Everything but `queue` and the `let`s is touched on the loop thread only; the exports check the
/// thread before they reach it. That is what the @unchecked stands on.
public final class Context: @unchecked Sendable {
    public static let maxDispatchDepth = 32

    public let code: HandleCode
    public let handle: UInt64
    /// The loop thread, numbered as the platform numbers threads.
    public let owner: UInt64
    public let fd: Int32
    public let queue: WorkQueue<QueuedWork, LoopNotifier>

    /// The context's own host data (its handle has no slot in `liveHandles`).
    public let ownHostData = Mutex(HostData())

    /// The live objects: the loop thread's lookup, liveness from any thread, the host's data.
    public let objects = ObjectTable<ObjectBase, HostData>(
        capacity: HandleCode.maxObjectSlots - 1, maxGeneration: HandleCode.maxObjectGeneration)
    /// Argument frames for emissions, one per nesting level (see EmissionFrames).
    public var emissionFrames = EmissionFrames()
    private var connections: [UInt64: Connection] = [:]
    private var nextConnectionID: UInt64 = 1
    private var nextObjectSequence: UInt64 = 0
    public var timers = TimerQueue<TimerAction>()
    public var clock: HostClock?
    /// The wall clock headers stamp and compare with (F11, F12); nil: the system's.
    public var wallClock: HostClock?
    /// The last-updated times every header of the context shares (F12).
    public var lastUpdated = LastUpdatedStore()
    /// The time zone of the context's headers that have none of their own, in seconds east of UTC
    /// (checked by the caller).
    public var utcOffset = 0
    /// F20: the host asks for reduced motion (rk_context_set_reduced_motion).
    public var reducedMotion = false
    public var timeLine = TimeLine()
    /// The earliest deadline the host was last told of (by nextTimeout or the end of a dispatch);
    /// +infinity when it was told there is none, or was never told.
    public var announcedDeadline = Double.infinity
    /// Host callbacks running right now (handlers, work, timers, notifies, the clock).
    /// Changed only by callingHost; destroy reads it to refuse a busy context.
    public var callbackDepth = 0
    public var dispatchDepth = 0
    public var destroyed = false

    /// The context as a signal emitter ("task-resumed", "activity-visibility-changed", ...).
    /// Made on first use and kept until the context goes (released in deinit): held unmanaged so
    /// that the context's own emissions borrow it instead of retaining it each time.
    private var signalObjectRef: Unmanaged<ContextObject>?
    public var signalObject: ContextObject {
        if let signalObjectRef { return signalObjectRef.takeUnretainedValue() }
        let made = ContextObject(kind: .context, handle: handle, sequence: .max, context: self)
        signalObjectRef = .passRetained(made)
        return made
    }

    /// Emits one of the context's own signals ("task-resumed", ...). With no signal object yet,
    /// nothing was ever connected: nothing to do.
    @inline(__always)
    public func emitContextSignal(_ signal: ContextSignal, _ fill: (inout SignalArguments) -> Void = { _ in }) {
        signalObjectRef?._withUnsafeGuaranteedRef { object in _ = object.emit(signal, fill) }
    }
    /// Later events and progress reports of tasks whose event was being delivered when a nested
    /// dispatch reached them (see deliver(_:)).
    public var parkedTaskEvents: [TaskWork] = []

    /// The activity monitor (one per context); changed only through withMonitor.
    public var monitorStorage = ActivityMonitor()
    /// The monitor's visibility changes, emitted in order (see withMonitor).
    public var visibilityOrder = OrderedDelivery<Bool>()
    public var monitor: ActivityMonitor { monitorStorage }
    private var monitorTimerIDs: [UInt64?] = Array(repeating: nil, count: ActivityTimer.allCases.count)

    public func setMonitorTimer(_ timer: ActivityTimer, _ id: UInt64) {
        monitorTimerIDs[timer.rawValue] = id
    }

    public func cancelMonitorTimer(_ timer: ActivityTimer) {
        if let id = monitorTimerIDs[timer.rawValue] {
            cancelObjectTimer(id)
            monitorTimerIDs[timer.rawValue] = nil
        }
    }

    func monitorTimerFired(id: UInt64, tag: Int) {
        guard let timer = ActivityTimer(rawValue: tag), monitorTimerIDs[tag] == id else { return }
        monitorTimerIDs[tag] = nil
        withMonitor { monitor, effects in monitor.timerFired(timer, &effects) }
    }

    /// The process's fork count when the context was made: a child process has a higher one.
    public let forkEpoch: UInt64
    /// Set when the loop thread exits (from that thread's exit, so atomic).
    public let orphaned = Atomic<Bool>(false)
    /// The clocks the context reads when the host set none (the ABI layer's system clocks).
    public let systemClock: HostClock
    public let systemWallClock: HostClock
    /// How each kind's signals are called (see SignalCall).
    private let signalCallTables: SignalCallTables
    /// How a header's formatter is called (ContextPlatform.formatterCall).
    let formatterCall: FormatterCall

    /// A context for the loop thread `platform.owner`, with the handle `code`. Registering it is
    /// the caller's (ContextRegistry), as is what the platform's resources need at teardown.
    public init(code: HandleCode, platform: ContextPlatform) {
        self.code = code
        self.handle = code.bits
        self.owner = platform.owner
        self.forkEpoch = platform.forkEpoch
        self.fd = platform.fd
        self.systemClock = platform.monotonicClock
        self.systemWallClock = platform.wallClock
        self.signalCallTables = platform.signalCalls
        self.formatterCall = platform.formatterCall
        self.queue = WorkQueue(
            notifier: LoopNotifier(
                readiness: platform.readiness, fd: platform.fd, contextKey: HandleCode.contextKey(of: code.bits)))
    }

    deinit {
        signalObjectRef?.release()
        emissionFrames.deallocate()
    }

    /// How `kind`'s signals are called; a context exists only when every kind's table is complete.
    public func signalCalls(for kind: ObjectKind) -> UnsafePointer<SignalCall> {
        guard let table = signalCallTables.table(for: kind) else {
            preconditionFailure("a context was made with incomplete signal call tables")
        }
        return table
    }

    /// Runs a host callback, marking the context busy so it cannot be destroyed underneath it.
    @inlinable @inline(__always)
    public func callingHost<R>(_ body: () -> R) -> R {
        callbackDepth &+= 1
        defer { callbackDepth &-= 1 }
        return body()
    }

    // MARK: Objects

    /// Adds an object built by `make` for its handle; throws when the handle table is full.
    public func insert<T: ObjectBase>(
        _ kind: ObjectKind,
        _ make: (_ handle: UInt64, _ sequence: UInt64) -> T
    ) throws(RuntimeError) -> T {
        var made: T?
        let sequence = nextObjectSequence
        let inserted = objects.insert(kind) { slot, generation in
            let handle = HandleCode(
                contextSlot: code.contextSlot,
                contextGeneration: code.contextGeneration,
                objectSlot: slot, objectGeneration: generation
            ).bits
            let object = make(handle, sequence)
            made = object
            return object
        }
        guard inserted != nil, let made else {
            throw RuntimeError(.limit, objectLimitMessage(live: objects.count, capacity: objects.capacity))
        }
        nextObjectSequence += 1
        return made
    }

    /// The live object whose handle is exactly `bits` (kind and context included). Loop thread.
    @inlinable @inline(__always)
    public func lookup(bits: UInt64) -> ObjectBase? {
        objects.lookup(bits)
    }

    /// The live object `bits` names, borrowed: for a call on the loop thread that ends with
    /// `releaseRetiredIfIdle()`. An object destroyed by a host callback during that call stays
    /// allocated in `retired` until then, so the borrow never outlives it.
    @inlinable @inline(__always)
    public func borrow(bits: UInt64) -> Unmanaged<ObjectBase>? {
        objects.borrow(bits)
    }

    /// Objects destroyed while a host callback ran: a library frame below that callback may still
    /// borrow one (see borrow(bits:)). Released when no callback is running any more.
    public private(set) var retired: [ObjectBase] = []

    /// Handler lists replaced while a host callback ran: an emission below it may still read one
    /// in place (ObjectBase.handlerBuffer). Released with the retired objects.
    @usableFromInline var retiredHandlerLists: [ContiguousArray<Connection>] = []
    /// Whether anything is retired: one test on every call's way out.
    @usableFromInline var hasRetired = false

    func retireHandlerList(_ list: ContiguousArray<Connection>) {
        retiredHandlerLists.append(list)
        hasRetired = true
    }

    /// Releases the retired objects and handler lists once no host callback is running (the end
    /// of an outermost call).
    @inlinable @inline(__always)
    public func releaseRetiredIfIdle() {
        if hasRetired, callbackDepth == 0 { releaseRetired() }
    }

    @usableFromInline @inline(never)
    func releaseRetired() {
        hasRetired = false
        retired.removeAll()
        retiredHandlerLists.removeAll()
    }

    /// The kind of a live object of this context, from any thread.
    public func liveKind(_ handle: UInt64) -> ObjectKind? {
        objects.liveKind(handle)
    }

    /// A live object, from any thread (under the table's lock). A method here rather than
    /// `objects.liveObject` at the call site: the table is read as this context's own `let`, so no
    /// caller retains it around the call.
    public func liveObject(_ handle: UInt64) -> ObjectBase? {
        objects.liveObject(handle)
    }

    /// A live task, from any thread.
    public func liveTask(_ handle: UInt64) -> TaskObject? {
        guard let object = objects.liveObject(handle), object.kind == .task else { return nil }
        return unsafeDowncast(object, to: TaskObject.self)
    }

    // MARK: Host data

    /// Stores the host's data for the context (its own handle) or a live object of it, and returns
    /// what it replaces; nil when `handle` names nothing live here. The caller runs the old notify.
    public func exchangeHostData(_ handle: UInt64, _ data: HostData) -> HostData? {
        if handle == self.handle {
            return ownHostData.withLock { stored in
                defer { stored = data }
                return stored
            }
        }
        return objects.exchangeHostData(handle, data).map { $0 ?? HostData() }
    }

    /// The host's data of the context or a live object of it, from any thread; nil when the
    /// handle names nothing live here.
    public func hostData(_ handle: UInt64) -> UnsafeMutableRawPointer?? {
        if handle == self.handle { return .some(ownHostData.withLock { $0.data }) }
        return objects.hostData(handle).map { $0?.data }
    }

    /// Ends host data: its notify, as a host callback.
    public func release(_ data: HostData) {
        guard let notify = data.notify else { return }
        callingHost { notify(data.data) }
    }

    /// Destroys an object: its handle dies first, then its connections end (destroy_notify now for
    /// idle handlers, after the call for running ones), then the object finishes its own work.
    public func destroy(_ object: ObjectBase) {
        object.objectWillDie()
        // A handler of those last signals may have destroyed it already.
        guard object.alive else { return }
        let removed = objects.remove(object.handle)
        let data = removed?.hostData ?? HostData()
        // Inside a host callback, the frame that called the host may be borrowing the object.
        if callbackDepth > 0, let removed {
            retired.append(removed.object)
            hasRetired = true
        }
        object.alive = false
        let ended = endAllConnections(of: object)
        for connection in ended { connection.finishIfIdle(in: self) }
        object.objectWillBeDestroyed()
        // Last, so that the host's record outlives every callback the object could still make.
        release(data)
    }

    public func endAllConnections(of object: ObjectBase) -> [Connection] {
        var ended = object.takeAllHandlers().sorted { $0.id < $1.id }
        for connection in ended {
            connection.active = false
            connections[connection.id] = nil
        }
        ended.removeAll { $0.callDepth > 0 }
        return ended
    }

    // MARK: Connections

    public func connect(
        _ object: ObjectBase, signal: Int, function: @escaping HandlerFunction,
        userData: UnsafeMutableRawPointer?, destroyNotify: NotifyFunction?
    ) -> UInt64 {
        let id = nextConnectionID
        nextConnectionID += 1
        let connection = Connection(
            id: id, signal: signal, function: function, userData: userData,
            destroyNotify: destroyNotify, owner: object)
        // Appending copies the array if an emission holds it, so the emission in progress never
        // sees the new handler.
        object.appendHandler(connection)
        connections[id] = connection
        object.handlersChanged(signal)
        return id
    }

    public func disconnect(_ id: UInt64) -> Bool {
        guard let connection = connections.removeValue(forKey: id) else { return false }
        connection.active = false
        // Held strongly: a handler run by the relayout below may destroy the object.
        let owner: ObjectBase = connection.owner
        owner.removeHandler(connection)
        owner.handlersChanged(connection.signal)
        connection.finishIfIdle(in: self)
        return true
    }
}
