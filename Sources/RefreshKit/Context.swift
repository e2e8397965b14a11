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

    /// A live handle and its kind, and for a task the task itself: tasks are reported on from any
    /// thread.
    struct LiveHandle: @unchecked Sendable {
        var handle: UInt64 = 0
        var kind: ObjectKind = .context
        var task: Task?
        /// The host's data (rk_object_set_user_data), readable from any thread.
        var hostData = HostData()
    }

    /// The context's own host data (its handle has no slot in `liveHandles`).
    private let ownHostData = Mutex(HostData())

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
    /// The earliest deadline the host was last told of (by nextTimeout or the end of a dispatch);
    /// +infinity when it was told there is none, or was never told.
    private var announcedDeadline = Double.infinity
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

    /// The process's fork count when the context was made: a child process has a higher one.
    let forkEpoch: UInt64 = rkshim_fork_epoch()
    /// Set when the loop thread exits (from that thread's exit, so atomic).
    let orphaned = Atomic<Bool>(false)

    /// Refuses a context that can no longer run anything: its loop thread has exited, or it was
    /// inherited from the parent process across fork().
    func checkUsable() throws(ABIError) {
        if forkEpoch != rkshim_fork_epoch() {
            throw ABIError(.invalidState,
                           "the context was created before fork() in the parent process; a child may not use it")
        }
        if orphaned.load(ordering: .acquiring) {
            throw ABIError(.invalidState,
                           "the context's loop thread has exited; only rk_context_destroy (from any thread) is possible")
        }
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
            Context(code: HandleCode(contextSlot: slot, contextGeneration: generation), fd: fd)
        }
        guard case .registered(let context) = registered else {
            close(fd)
            if case .full(let live, let retired) = registered {
                throw ABIError(.limit, contextLimitMessage(live: live, retired: retired))
            }
            throw ABIError(.limit, "no context slot")
        }
        rkshim_watch_thread_exit(context.owner) { thread in
            ContextRegistry.shared.orphanContexts(ownedBy: thread)
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
            let handle = HandleCode(contextSlot: code.contextSlot,
                                    contextGeneration: code.contextGeneration,
                                    objectSlot: slot, objectGeneration: generation).bits
            let object = make(handle, sequence)
            made = object
            return object
        }
        guard inserted != nil, let made else {
            throw ABIError(.limit, objectLimitMessage(live: objects.count, capacity: objects.capacity))
        }
        nextObjectSequence += 1
        objectIndex.insert(made)
        setLive(made.handle, kind: kind, task: made as? Task)
        return made
    }

    /// The live object whose handle is exactly `bits` (kind and context included).
    @inline(__always)
    func lookup(bits: UInt64) -> ObjectBase? {
        objectIndex.lookup(bits)
    }

    /// Whether a handle names a live object of this context; safe from any thread.
    func isLive(_ handle: UInt64) -> Bool {
        liveKind(handle) != nil
    }

    /// The kind of a live object of this context, from any thread.
    func liveKind(_ handle: UInt64) -> ObjectKind? {
        let slot = Int(HandleCode.objectSlot(of: handle))
        return liveHandles.withLock { slot < $0.count && $0[slot].handle == handle ? $0[slot].kind : nil }
    }

    /// A live task, from any thread.
    func liveTask(_ handle: UInt64) -> Task? {
        let slot = Int(HandleCode.objectSlot(of: handle))
        return liveHandles.withLock { slot < $0.count && $0[slot].handle == handle ? $0[slot].task : nil }
    }

    private func setLive(_ handle: UInt64, kind: ObjectKind, task: Task? = nil) {
        let slot = Int(HandleCode.objectSlot(of: handle))
        liveHandles.withLock { table in
            if table.count <= slot {
                table.append(contentsOf: repeatElement(LiveHandle(), count: slot + 1 - table.count))
            }
            table[slot] = LiveHandle(handle: handle, kind: kind, task: task)
        }
    }

    /// Marks a slot free; returns the host data the object carried, for its notify.
    private func setDead(_ handle: UInt64) -> HostData {
        let slot = Int(HandleCode.objectSlot(of: handle))
        return liveHandles.withLock { table in
            guard slot < table.count, table[slot].handle == handle else { return HostData() }
            let data = table[slot].hostData
            table[slot] = LiveHandle()
            return data
        }
    }

    // MARK: Host data

    /// Stores the host's data for the context (its own handle) or a live object of it, and returns
    /// what it replaces; nil when `handle` names nothing live here. The caller runs the old notify.
    func exchangeHostData(_ handle: UInt64, _ data: HostData) -> HostData? {
        if handle == self.handle {
            return ownHostData.withLock { stored in
                defer { stored = data }
                return stored
            }
        }
        let slot = Int(HandleCode.objectSlot(of: handle))
        return liveHandles.withLock { table in
            guard slot < table.count, table[slot].handle == handle else { return nil }
            defer { table[slot].hostData = data }
            return table[slot].hostData
        }
    }

    /// The host's data of the context or a live object of it, from any thread; nil when the
    /// handle names nothing live here.
    func hostData(_ handle: UInt64) -> UnsafeMutableRawPointer?? {
        if handle == self.handle { return .some(ownHostData.withLock { $0.data }) }
        let slot = Int(HandleCode.objectSlot(of: handle))
        return liveHandles.withLock { table in
            guard slot < table.count, table[slot].handle == handle else { return nil }
            return .some(table[slot].hostData.data)
        }
    }

    /// Ends host data: its notify, as a host callback.
    func release(_ data: HostData) {
        guard let notify = data.notify else { return }
        callingHost { notify(data.data) }
    }

    /// Destroys an object: its handle dies first, then its connections end (destroy_notify now for
    /// idle handlers, after the call for running ones), then the object finishes its own work.
    func destroy(_ object: ObjectBase) {
        let code = HandleCode(bits: object.handle)
        objectIndex.remove(object.handle)
        objects.remove(slot: code.objectSlot, generation: code.objectGeneration)
        let data = setDead(object.handle)
        object.alive = false
        let ended = endAllConnections(of: object)
        for connection in ended { connection.finishIfIdle(in: self) }
        object.objectWillBeDestroyed()
        // Last, so that the host's record outlives every callback the object could still make.
        release(data)
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
        object.handlersChanged(signal)
        return id
    }

    func disconnect(_ id: UInt64) -> Bool {
        guard let connection = connections.removeValue(forKey: id) else { return false }
        connection.active = false
        // Held strongly: a handler run by the relayout below may destroy the object.
        let owner: ObjectBase = connection.owner
        owner.removeHandler(connection)
        owner.handlersChanged(connection.signal)
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
        if before != after {
            timers.rebase(from: before, to: after, maxDelay: maxTimerDelay)
            // What the host was told moves with the timers: it measured a delay, not a reading.
            if announcedDeadline.isFinite {
                announcedDeadline = after + Swift.min(maxTimerDelay, Swift.max(0, announcedDeadline - before))
            }
        }
    }

    /// The deadline `delay` seconds from now. Exports refuse delays outside [0, maxTimerDelay];
    /// a delay the library computes itself (a GIF frame's remainder after a clock change, say) is
    /// clamped into it, so every deadline is finite.
    private func deadline(after delay: Double) -> Double {
        let bounded = delay.isNaN ? 0 : Swift.min(maxTimerDelay, Swift.max(0, delay))
        return now() + bounded
    }

    /// A new timer is due before anything the host was last told of: make the queue pending, so
    /// the fd turns readable and the wakeup runs, and the host asks for the timeout again. During
    /// a dispatch there is nothing to do: its end tells the host (see `dispatch`).
    private func announce(_ deadline: Double) {
        guard dispatchDepth == 0, deadline < announcedDeadline else { return }
        announcedDeadline = deadline
        _ = queue.appendIfEmpty(.deadlineMoved)
    }

    func startTimer(delay: Double, _ callback: WorkCallback) -> UInt64 {
        let due = deadline(after: delay)
        let id = timers.insert(deadline: due, payload: .host(callback))
        announce(due)
        return id
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
        let due = deadline(after: delay)
        let id = timers.insert(deadline: due, payload: .object(handle: object.handle, tag: tag))
        announce(due)
        return id
    }

    func cancelObjectTimer(_ id: UInt64) {
        _ = timers.remove(id: id)
    }

    /// What the host may sleep for; the earliest deadline counts as told from here on.
    func nextTimeout() -> Double {
        let earliest = timers.earliestDeadline()
        announcedDeadline = earliest ?? .infinity
        // The host is being told now: a notice that a deadline moved has done its work.
        let pending = queue.removeFirstReportingPending(where: { item in
            if case .deadlineMoved = item { true } else { false }
        })
        if pending { return 0 }
        guard let earliest else { return -1 }
        // Finite by construction (finite readings, bounded delays); clamped so that it stays so.
        return Swift.min(maxTimerDelay, Swift.max(0, earliest - now()))
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
            if case .deadlineMoved = work { continue }
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
        if dispatchDepth == 1 {
            queue.renoticeIfPending(since: notices)
            // The host asks for the timeout after a dispatch: what is pending now counts as told.
            announcedDeadline = timers.earliestDeadline() ?? .infinity
        }
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
        case .deadlineMoved:
            break
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
        var hostData: [HostData] = []
        hostData.reserveCapacity(everything.count)
        for object in everything {
            let code = HandleCode(bits: object.handle)
            objectIndex.remove(object.handle)
            objects.remove(slot: code.objectSlot, generation: code.objectGeneration)
            hostData.append(setDead(object.handle))
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
            case .taskEvent, .deadlineMoved: break
            }
        }
        for timer in timers.drain() {
            if case .host(let callback) = timer.payload { callingHost { callback.run(finished: false) } }
        }
        // Host data last, objects in creation order, then the context's own.
        for data in hostData { release(data) }
        release(ownHostData.withLock { stored in
            defer { stored = HostData() }
            return stored
        })
        queue.withNotifier { $0.wakeup = nil }
        close(fd)
    }
}
