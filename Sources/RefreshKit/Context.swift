import CRefreshKitSupport
import Glibc
import RefreshKitCore
import Synchronization

/// A context: the loop (queue, timers, clock), the objects and their connections.
///
/// Everything but `queue` and the `let`s is touched on the loop thread only; the exports check the
/// thread before they reach it. That is what the @unchecked stands on.
final class Context: @unchecked Sendable {
    static let maxDispatchDepth = 32

    let code: HandleCode
    let handle: UInt64
    /// The loop thread, as rkshim_thread_id numbers it.
    let owner: UInt64
    let fd: Int32
    let queue: WorkQueue<QueuedWork, LoopNotifier>

    /// Which handles are live, readable from any thread: the handle value per slot, 0 when free.
    /// The loop thread writes it beside `objects`; other threads only ask "is this handle live?",
    /// so a call from the wrong thread can tell a destroyed handle from a live one.
    private let liveHandles = Mutex<[LiveHandle]>([])

    /// A live handle, and for a task the task itself: tasks are reported on from any thread.
    struct LiveHandle: Sendable {
        var handle: UInt64 = 0
        var task: Task?
    }

    private(set) var objects = HandleTable<ObjectBase>(
        capacity: HandleCode.maxObjectSlots - 1, maxGeneration: HandleCode.maxObjectGeneration)
    /// Argument frames for emissions, one per nesting level (see EmissionFrames).
    var emissionFrames = EmissionFrames()
    /// The same objects by handle, for the hot lookup (see ObjectIndex).
    private var objectIndex = ObjectIndex()
    private var connections: [UInt64: Connection] = [:]
    private var nextConnectionID: UInt64 = 1
    private var nextObjectSequence: UInt64 = 0
    private var timers = TimerQueue<TimerAction>()
    private var clock: HostClock?
    private var timeLine = TimeLine()
    /// Host callbacks running right now (handlers, work, timers, notifies, the clock).
    private(set) var callbackDepth = 0
    private var dispatchDepth = 0
    private(set) var destroyed = false

    /// The context as a signal emitter ("task-resumed", "activity-visibility-changed", ...).
    /// Made on first use and kept until the context goes (released in deinit): held unmanaged so
    /// that the context's own emissions borrow it instead of retaining it each time.
    private var signalObjectRef: Unmanaged<ContextObject>?
    var signalObject: ContextObject {
        if let signalObjectRef { return signalObjectRef.takeUnretainedValue() }
        let made = ContextObject(kind: .context, handle: handle, sequence: .max, context: self)
        signalObjectRef = .passRetained(made)
        return made
    }

    /// Emits one of the context's own signals ("task-resumed", ...). With no signal object yet,
    /// nothing was ever connected: nothing to do.
    @inline(__always)
    func emitContextSignal(_ signal: Int, _ fill: (inout SignalArguments) -> Void = { _ in }) {
        signalObjectRef?._withUnsafeGuaranteedRef { object in _ = object.emit(signal, fill) }
    }
    /// Later events of tasks whose event was being delivered when a nested dispatch reached them
    /// (see deliver(_:)).
    var parkedTaskEvents: [TaskEventRecord] = []

    /// The activity monitor (one per context); changed only through withMonitor.
    var monitorStorage = ActivityMonitor()
    /// The monitor's visibility changes, emitted in order (see withMonitor).
    var visibilityOrder = InOrderSignals<Bool>()
    var monitor: ActivityMonitor { monitorStorage }
    private var monitorTimerIDs: [UInt64?] = Array(repeating: nil, count: ActivityTimer.allCases.count)

    func setMonitorTimer(_ timer: ActivityTimer, _ id: UInt64) {
        monitorTimerIDs[timer.rawValue] = id
    }

    func cancelMonitorTimer(_ timer: ActivityTimer) {
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

    private init(code: HandleCode, fd: Int32) {
        self.code = code
        self.handle = code.bits
        self.owner = rkshim_thread_id()
        self.fd = fd
        self.queue = WorkQueue(notifier: LoopNotifier(fd: fd, wakeup: nil,
                                                      contextKey: HandleCode.contextKey(of: code.bits)))
    }

    deinit {
        signalObjectRef?.release()
        objectIndex.release()
        emissionFrames.deallocate()
    }

    /// Creates and registers a context for the calling thread.
    static func make() throws(ABIError) -> Context {
        guard allSignalsPrepared else {
            throw ABIError(.system, "libffi could not prepare the signal call interfaces")
        }
        let fd = rkshim_eventfd_create()
        guard fd >= 0 else {
            throw ABIError(.system, "eventfd failed: \(String(cString: strerror(errno)))")
        }
        let registered = ContextRegistry.shared.register { slot, generation in
            Context(code: HandleCode(kind: ObjectKind.context.rawValue, contextSlot: slot,
                                     contextGeneration: generation), fd: fd)
        }
        guard let context = registered else {
            close(fd)
            throw ABIError(.limit, "too many live contexts (at most \(HandleCode.maxContextSlots))")
        }
        return context
    }

    var isLoopThread: Bool { rkshim_thread_id() == owner }

    /// Runs a host callback, marking the context busy so it cannot be destroyed underneath it.
    @inline(__always)
    func callingHost<R>(_ body: () -> R) -> R {
        callbackDepth &+= 1
        defer { callbackDepth &-= 1 }
        return body()
    }

    // MARK: Objects

    /// Adds an object built by `make` for its handle; throws when the handle table is full.
    func insert<T: ObjectBase>(_ kind: ObjectKind,
                               _ make: (_ handle: UInt64, _ sequence: UInt64) -> T) throws(ABIError) -> T {
        var made: T?
        let sequence = nextObjectSequence
        let inserted = objects.insert { slot, generation in
            let handle = HandleCode(kind: kind.rawValue, contextSlot: code.contextSlot,
                                    contextGeneration: code.contextGeneration,
                                    objectSlot: slot, objectGeneration: generation).bits
            let object = make(handle, sequence)
            made = object
            return object
        }
        guard inserted != nil, let made else {
            let live = objects.count, capacity = objects.capacity
            throw ABIError(.limit, live == capacity
                ? "the context holds the most live objects it can (\(capacity))"
                : "no free handle slot: \(live) live objects; the other \(capacity - live) slots were retired after 4,095 reuses each")
        }
        nextObjectSequence += 1
        objectIndex.insert(made)
        setLive(made.handle, true, task: made as? Task)
        return made
    }

    /// The live object whose handle is exactly `bits` (kind and context included).
    @inline(__always)
    func lookup(bits: UInt64) -> ObjectBase? {
        objectIndex.lookup(bits)
    }

    /// Whether a handle names a live object of this context; safe from any thread.
    func isLive(_ handle: UInt64) -> Bool {
        let slot = Int(HandleCode.objectSlot(of: handle))
        return liveHandles.withLock { slot < $0.count && $0[slot].handle == handle }
    }

    /// A live task, from any thread.
    func liveTask(_ handle: UInt64) -> Task? {
        let slot = Int(HandleCode.objectSlot(of: handle))
        return liveHandles.withLock { slot < $0.count && $0[slot].handle == handle ? $0[slot].task : nil }
    }

    private func setLive(_ handle: UInt64, _ live: Bool, task: Task? = nil) {
        let slot = Int(HandleCode.objectSlot(of: handle))
        liveHandles.withLock { table in
            if table.count <= slot {
                table.append(contentsOf: repeatElement(LiveHandle(), count: slot + 1 - table.count))
            }
            table[slot] = live ? LiveHandle(handle: handle, task: task) : LiveHandle()
        }
    }

    /// Destroys an object: its handle dies first, then its connections end (destroy_notify now for
    /// idle handlers, after the call for running ones), then the object finishes its own work.
    func destroy(_ object: ObjectBase) {
        let code = HandleCode(bits: object.handle)
        objectIndex.remove(object.handle)
        objects.remove(slot: code.objectSlot, generation: code.objectGeneration)
        setLive(object.handle, false)
        object.alive = false
        let ended = endAllConnections(of: object)
        for connection in ended { connection.finishIfIdle(in: self) }
        object.objectWillBeDestroyed()
    }

    private func endAllConnections(of object: ObjectBase) -> [Connection] {
        var ended = object.takeAllHandlers().sorted { $0.id < $1.id }
        for connection in ended {
            connection.active = false
            connections[connection.id] = nil
        }
        ended.removeAll { $0.callDepth > 0 }
        return ended
    }

    // MARK: Connections

    func connect(_ object: ObjectBase, signal: Int, function: rk_callback,
                 userData: UnsafeMutableRawPointer?, destroyNotify: rk_destroy_notify?) -> UInt64 {
        let id = nextConnectionID
        nextConnectionID += 1
        let connection = Connection(id: id, signal: signal, function: function, userData: userData,
                                    destroyNotify: destroyNotify, owner: object)
        // Appending copies the array if an emission holds it, so the emission in progress never
        // sees the new handler.
        object.appendHandler(connection)
        connections[id] = connection
        return id
    }

    func disconnect(_ id: UInt64) -> Bool {
        guard let connection = connections.removeValue(forKey: id) else { return false }
        connection.active = false
        connection.owner.removeHandler(connection)
        connection.finishIfIdle(in: self)
        return true
    }

    // MARK: Time

    func now() -> Double {
        let reading = clock.map { clock in callingHost { clock.function(clock.userData) } }
            ?? monotonicSeconds()
        return timeLine.accept(reading)
    }

    /// Switches clocks; pending timers keep their remaining delays on the new time line.
    func setClock(_ newClock: HostClock?) {
        let before = now()
        clock = newClock
        timeLine = TimeLine()
        let after = now()
        if before != after { timers.shiftDeadlines(by: after - before) }
    }

    func startTimer(delay: Double, _ callback: WorkCallback) -> UInt64 {
        timers.insert(deadline: now() + delay, payload: .host(callback))
    }

    /// Cancels a host timer; an object's timer id is not the host's to cancel.
    func cancelTimer(_ id: UInt64) -> Bool {
        guard let entry = timers.remove(id: id, if: { if case .host = $0 { true } else { false } }),
              case .host(let callback) = entry.payload else { return false }
        callingHost { callback.run(finished: false) }
        return true
    }

    /// An object's timer: at `delay` from now, `object.timerFired(tag)` if it still lives.
    func startObjectTimer(_ object: ObjectBase, tag: Int, delay: Double) -> UInt64 {
        timers.insert(deadline: now() + delay, payload: .object(handle: object.handle, tag: tag))
    }

    func cancelObjectTimer(_ id: UInt64) {
        _ = timers.remove(id: id)
    }

    func nextTimeout() -> Double {
        if !queue.isEmpty { return 0 }
        guard let deadline = timers.earliestDeadline() else { return -1 }
        return Swift.max(0, deadline - now())
    }

    // MARK: Dispatch

    /// Runs the work posted before this call, then the timers due at its start (see the header).
    func dispatch() throws(ABIError) -> UInt32 {
        guard dispatchDepth < Context.maxDispatchDepth else {
            throw ABIError(.limit, "dispatch nested more than \(Context.maxDispatchDepth) levels deep")
        }
        dispatchDepth += 1
        defer { dispatchDepth -= 1 }
        let (workLimit, notices) = queue.dispatchStart
        let timerLimit = timers.nextSequence
        // Only timers need the start time: without one pending, the clock is not read.
        let start = timers.isEmpty ? 0 : now()
        var ran: UInt32 = 0
        while let work = queue.removeFirst(before: workLimit) {
            run(work)
            ran &+= 1
        }
        while let timer = timers.removeDue(at: start, before: timerLimit) {
            switch timer.payload {
            case .host(let callback):
                callingHost { callback.run(finished: true) }
            case .object(let handle, let tag):
                if handle == self.handle {
                    monitorTimerFired(id: timer.id, tag: tag)
                } else if let object = lookup(bits: handle) {
                    object.timerFired(id: timer.id, tag: tag)
                }
            }
            ran &+= 1
        }
        // Work posted while this dispatch ran may have found the queue non-empty and caused no
        // wakeup: tell a push-driven host now, or it would sleep on pending work.
        if dispatchDepth == 1 { queue.renoticeIfPending(since: notices) }
        return ran
    }

    private func run(_ work: consuming QueuedWork) {
        switch consume work {
        case .host(let callback):
            callingHost { callback.run(finished: true) }
        case .object(let command):
            if let object = lookup(bits: command.handle) {
                command.run(object)
            } else {
                command.drop(self)
            }
        case .taskEvent(let record):
            deliver(record)
        }
    }

    func setWakeup(_ wakeup: WakeupCallback?) {
        queue.withNotifier { $0.wakeup = wakeup }
    }

    // MARK: Destroy

    /// Tears the context down in the documented order. The caller has checked the thread and that
    /// no callback of this context is running.
    func destroyContext() {
        destroyed = true
        rkshim_loop_cache_clear(HandleCode.contextKey(of: handle))
        ContextRegistry.shared.unregister(code)
        let pending = queue.close()
        let everything = objects.objects.sorted { $0.sequence < $1.sequence }
        for object in everything {
            let code = HandleCode(bits: object.handle)
            objectIndex.remove(object.handle)
            objects.remove(slot: code.objectSlot, generation: code.objectGeneration)
            setLive(object.handle, false)
            object.alive = false
        }
        objectIndex.release()
        for object in [signalObject] + everything {
            for connection in endAllConnections(of: object) { connection.finishIfIdle(in: self) }
        }
        for object in everything { object.objectWillBeDestroyed() }
        for work in pending {
            switch work {
            case .host(let callback): callingHost { callback.run(finished: false) }
            case .object(let command): command.drop(self)
            case .taskEvent: break
            }
        }
        for timer in timers.drain() {
            if case .host(let callback) = timer.payload { callingHost { callback.run(finished: false) } }
        }
        queue.withNotifier { $0.wakeup = nil }
        close(fd)
    }
}
