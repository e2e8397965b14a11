import Synchronization
import RefreshKitModel

/// A network task. Its record is the one thing any thread touches; everything else (bindings,
/// signals) belongs to the loop thread.
public final class TaskObject: ObjectBase, @unchecked Sendable {
    public struct Record: Sendable {
        public init() {}
        public var state = TaskState.suspended
        /// The number of transitions so far.
        public var sequence: UInt64 = 0
        /// The completion's message. Completed is final, so there is at most one; it lives here
        /// rather than in the queued event so that events hold no reference and copy for free.
        public var completionMessage = ""
        /// The completion's error code (B7: a progress bound after the completion reads it).
        public var completionErrorCode: Int32 = 0
        /// The latest bytes reported per direction (B7), by ProgressDirection's raw value.
        public var upload = TransferAmount.none
        public var download = TransferAmount.none
        /// Bit `direction` set while a delivery of that direction is queued: later reports only
        /// overwrite the bytes, so the queued one delivers the latest (coalescing).
        public var progressPending: UInt8 = 0

        public func amount(_ direction: ProgressDirection) -> TransferAmount {
            direction == .upload ? upload : download
        }
    }

    /// Guarded by the context's object table lock, not a lock of its own: a worker's request finds
    /// the task and changes its record in one trip through that lock (Context.requestTask).
    nonisolated(unsafe) var record = Record()
    /// Indicators and footers following this task, in bind order (loop thread only).
    public var followers: [ObjectBase] = []
    /// Progress objects following this task's bytes (B7), in bind order (loop thread only).
    public var progressFollowers: [ProgressFollower] = []
    /// True while one of its events is being delivered (loop thread only): a nested dispatch
    /// parks the task's later events until then (see Context.deliver).
    public var delivering = false

    /// The record as it is now (loop thread: it reaches the lock through the unowned `context`;
    /// another thread asks `Context.record(of:)` on the context it holds).
    public var snapshot: Record { context.record(of: self) }

    /// The completion's message, for delivering the completed event (loop thread).
    public var completionMessage: String { context.objects.locked { record.completionMessage } }
    /// What a failed component shows (B8): the completion's message, nil when it has none.
    public var failureMessage: String? {
        let message = completionMessage
        return message.isEmpty ? nil : message
    }

    /// Applies a request, under the object table's lock (the caller holds it). The event is queued
    /// before the lock is left, so the queue holds one task's events in the order of its
    /// transitions (B2).
    func apply(
        _ request: TaskRequest, errorCode: Int32, message: String?, queue: WorkQueue<QueuedWork, LoopNotifier>
    ) throws(RuntimeError) {
        switch record.state.apply(request) {
        case .unchanged:
            return
        case .illegal:
            throw RuntimeError(.invalidState, "cannot \(request) a task that is \(record.state)")
        case .changed(let state, let event):
            let sequence = record.sequence + 1
            let queued = queue.append(
                .taskEvent(TaskEventRecord(task: handle, event: event, sequence: sequence, errorCode: errorCode)))
            guard queued else { throw RuntimeError(.contextGone, "the task's context is being destroyed") }
            record.state = state
            record.sequence = sequence
            if event == .completed {
                if let message { record.completionMessage = message }
                record.completionErrorCode = errorCode
            }
        }
    }

    /// Records a progress report, under the object table's lock (the caller holds it), and queues
    /// its delivery unless one of the same direction is already queued (B7). Refused once the task
    /// is Completed, so no report is ever delivered after the completion.
    func report(
        _ amount: TransferAmount, _ direction: ProgressDirection, queue: WorkQueue<QueuedWork, LoopNotifier>
    ) throws(RuntimeError) {
        guard record.state != .completed else {
            throw RuntimeError(.invalidState, "cannot report progress of a task that is completed")
        }
        let bit: UInt8 = 1 << UInt8(direction.rawValue)
        if record.progressPending & bit == 0 {
            guard queue.append(.taskProgress(TaskProgressRecord(task: handle, direction: direction))) else {
                throw RuntimeError(.contextGone, "the task's context is being destroyed")
            }
            record.progressPending |= bit
        }
        if direction == .upload { record.upload = amount } else { record.download = amount }
    }

    /// The latest bytes of `direction`, for their delivery: the pending mark is cleared in the
    /// same trip through the lock, so a later report queues again (loop thread).
    func takeProgress(_ direction: ProgressDirection) -> TransferAmount {
        context.objects.locked {
            record.progressPending &= ~(1 << UInt8(direction.rawValue))
            return record.amount(direction)
        }
    }

    public override func objectWillBeDestroyed() {
        for follower in followers {
            follower.boundTask = nil
            follower.binding = nil
        }
        followers.removeAll()
        let progress = progressFollowers
        progressFollowers.removeAll()
        for follower in progress { follower.followedTaskDestroyed(self) }
        context.withMonitor { monitor, effects in monitor.forget(task: handle, &effects) }
    }
}

extension Context {
    /// A task's record as it is now, from any thread. A method of the context, which the caller
    /// holds, rather than of the task: a task reaches its context through an unowned reference,
    /// which is valid only on the loop thread (where the context cannot be destroyed during a call).
    public func record(of task: TaskObject) -> TaskObject.Record {
        objects.locked { task.record }
    }

    /// Applies a task request from any thread: false, and nothing changed, when `bits` names no
    /// live task of this context (the caller words that error). One trip through the object
    /// table's lock finds the task and changes its record; the event is queued inside it.
    public func requestTask(
        _ bits: UInt64, _ request: TaskRequest, errorCode: Int32 = 0, message: String? = nil
    ) throws(RuntimeError) -> Bool {
        let queue = self.queue
        return try withLiveTask(bits) { task throws(RuntimeError) in
            try task.apply(request, errorCode: errorCode, message: message, queue: queue)
        }
    }

    /// Records a progress report from any thread (B7): false, and nothing changed, when `bits`
    /// names no live task of this context. One trip through the object table's lock.
    public func reportProgress(
        _ bits: UInt64, _ direction: ProgressDirection, _ amount: TransferAmount
    ) throws(RuntimeError) -> Bool {
        let queue = self.queue
        return try withLiveTask(bits) { task throws(RuntimeError) in try task.report(amount, direction, queue: queue) }
    }

    /// Runs `change` on the live task `bits` names, under the object table's lock: false when it
    /// names none; what `change` throws is rethrown after the lock is released.
    private func withLiveTask(_ bits: UInt64, _ change: (TaskObject) throws(RuntimeError) -> Void)
        throws(RuntimeError) -> Bool
    {
        let outcome: RuntimeError?? = objects.withLive(bits, .task) { object in
            do throws(RuntimeError) {
                try change(unsafeDowncast(object, to: TaskObject.self))
                return nil
            } catch {
                return error
            }
        }
        guard let outcome else { return false }
        if let error = outcome { throw error }
        return true
    }
}
