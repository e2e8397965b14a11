import Synchronization
import RefreshKitCore

/// A network task. Its state is the one thing any thread touches, under its own lock; everything
/// else (bindings, signals) belongs to the loop thread.
final class Task: ObjectBase, @unchecked Sendable {
    struct Record {
        var state = TaskState.suspended
        /// The number of transitions so far.
        var sequence: UInt64 = 0
        /// The completion's message. Completed is final, so there is at most one; it lives here
        /// rather than in the queued event so that events hold no reference and copy for free.
        var completionMessage = ""
    }

    /// The completion's message, for delivering the completed event (loop thread).
    var completionMessage: String { record.withLock { $0.completionMessage } }

    let record = Mutex(Record())
    /// Indicators and footers following this task, in bind order (loop thread only).
    var followers: [ObjectBase] = []
    /// True while one of its events is being delivered (loop thread only): a nested dispatch
    /// parks the task's later events until then (see Context.deliver).
    var delivering = false

    var snapshot: Record { record.withLock { $0 } }

    /// Applies a request from any thread. The event is queued under the task's lock, so the
    /// queue holds one task's events in the order of its transitions (B2).
    func request(_ request: TaskRequest, errorCode: Int32 = 0, message: String? = nil, queue: WorkQueue<QueuedWork, LoopNotifier>)
        throws(ABIError)
    {
        let handle = self.handle
        try record.withLock { (record: inout Record) throws(ABIError) in
            switch record.state.apply(request) {
            case .unchanged:
                return
            case .illegal:
                throw ABIError(.invalidState, "cannot \(request) a task that is \(record.state)")
            case .changed(let state, let event):
                let sequence = record.sequence + 1
                let queued = queue.append(.taskEvent(TaskEventRecord(
                    task: handle, event: event, sequence: sequence, errorCode: errorCode)))
                guard queued else { throw ABIError(.invalidHandle, "the task's context is being destroyed") }
                record.state = state
                record.sequence = sequence
                if event == .completed, let message { record.completionMessage = message }
            }
        }
    }

    override func objectWillBeDestroyed() {
        for follower in followers { follower.following = nil }
        followers.removeAll()
        context.withMonitor { monitor, effects in monitor.forget(task: handle, &effects) }
    }
}

/// An activity indicator: start and stop, driven by the task it follows.
///
/// Like the footer, it sends a change's signal only after the previous one reached every handler:
/// a handler that rebinds the indicator queues the new signal behind the one in progress, so later
/// handlers never see start and stop in the reverse of the indicator's own order.
final class Indicator: ObjectBase {
    private(set) var animating = false
    private var order = InOrderSignals<Int>()

    func start() {
        animating = true
        send(IndicatorSignals.startAnimating)
    }

    func stop() {
        animating = false
        send(IndicatorSignals.stopAnimating)
    }

    private func send(_ signal: Int) {
        guard let first = order.begin(signal) else { return }
        emit(first)
        while let next = order.next() {
            if alive { emit(next) }
        }
    }

    override func follow(_ event: TaskEvent) {
        if event == .resumed { start() } else { stop() }
    }

    override func objectWillBeDestroyed() {
        unfollow()
    }
}

/// The context as an object with signals (the task signals of every task, the monitor).
final class ContextObject: ObjectBase {
    override func timerFired(id: UInt64, tag: Int) {
        context.monitorTimerFired(id: id, tag: tag)
    }
}

extension ObjectBase {
    /// Starts following a task: the earlier binding is dropped first. Returns the task's state
    /// at bind, read together with its transition number so no event is lost or seen twice.
    func follow(_ task: Task) -> TaskState {
        unfollow()
        let snapshot = task.snapshot
        if snapshot.state != .completed {
            following = task
            followingSince = snapshot.sequence
            task.followers.append(self)
        }
        return snapshot.state
    }

    func unfollow() {
        guard let current = following else { return }
        current.followers.removeAll { $0 === self }
        following = nil
    }
}

extension Context {
    /// Delivers one task transition to its observers, at dispatch (see the header's binder section).
    ///
    /// A handler may dispatch (nested): a later event of the same task must then wait until this
    /// one has reached every observer, or the observers after that handler would see the task's
    /// transitions in reverse order (found by the fuzzer). It is parked and delivered right after.
    func deliver(_ record: TaskEventRecord) {
        // The record's handle is a task's (only tasks queue events), so the kind needs no check.
        guard let found = lookup(bits: record.task) else { return }
        let task = unsafeDowncast(found, to: Task.self)
        if task.delivering {
            parkedTaskEvents.append(record)
            return
        }
        task.delivering = true
        deliverNow(record, task)
        while !parkedTaskEvents.isEmpty,
              let index = parkedTaskEvents.firstIndex(where: { $0.task == record.task }) {
            let parked = parkedTaskEvents.remove(at: index)
            // A handler may have destroyed the task meanwhile: its parked events then go nowhere.
            if task.alive { deliverNow(parked, task) }
        }
        task.delivering = false
    }

    private func deliverNow(_ record: TaskEventRecord, _ task: Task) {
        let signal = Int(record.event.rawValue)
        // A handler may destroy the task: from then on nothing more of this event is delivered (B6).
        if record.event == .completed {
            task.completionMessage.withCString { message in
                emit(task, signal) { $0.int32(record.errorCode); $0.string(message) }
                guard task.alive else { return }
                emitContextSignal(ContextSignals.taskCompleted) { arguments in
                    arguments.pointer(task.handlePointer)
                    arguments.int32(record.errorCode)
                    arguments.string(message)
                }
            }
        } else {
            emit(task, signal)
            if task.alive { emitContextSignal(signal) { $0.pointer(task.handlePointer) } }
        }
        guard task.alive else { return }
        // A copy, so binds and unbinds by handlers change the task's list, not this one; it keeps
        // every follower in it alive while handlers run, so each is borrowed.
        let snapshot = task.followers
        snapshot.withUnsafeBufferPointer { followers in
            for index in followers.indices {
                Unmanaged.passUnretained(followers[index])._withUnsafeGuaranteedRef { follower in
                    guard follower.alive, follower.following === task,
                          record.sequence > follower.followingSince else { return }
                    follower.follow(record.event)
                }
            }
        }
        guard task.alive else { return }
        withMonitor { monitor, effects in monitor.observe(record.event, task: task.handle, &effects) }
    }

    /// The monitor's effects: timers go on the loop; visibility changes are collected and emitted
    /// after the monitor has changed, so a handler may call back into it.
    struct MonitorEffects: ActivityEffects {
        unowned(unsafe) let context: Context
        var changes: [Bool] = []

        mutating func visibilityChanged(_ visible: Bool) { changes.append(visible) }

        mutating func startTimer(_ timer: ActivityTimer, delay: Double) {
            context.cancelMonitorTimer(timer)
            context.setMonitorTimer(timer, context.startObjectTimer(context.signalObject, tag: timer.rawValue, delay: delay))
        }

        mutating func cancelTimer(_ timer: ActivityTimer) {
            context.cancelMonitorTimer(timer)
        }
    }

    /// Changes the monitor, then emits its visibility changes in order: one caused by a handler
    /// waits until the change in progress has reached every handler (as the footer's signals do).
    func withMonitor(_ change: (inout ActivityMonitor, inout MonitorEffects) -> Void) {
        var effects = MonitorEffects(context: self)
        change(&monitorStorage, &effects)
        var first: Bool?
        for visible in effects.changes {
            if let now = visibilityOrder.begin(visible) { first = now }
        }
        guard let first else { return }
        emitVisibility(first)
        while let next = visibilityOrder.next() {
            if !destroyed { emitVisibility(next) }
        }
    }

    private func emitVisibility(_ visible: Bool) {
        emitContextSignal(ContextSignals.activityVisibilityChanged) { $0.int32(visible ? 1 : 0) }
    }
}
