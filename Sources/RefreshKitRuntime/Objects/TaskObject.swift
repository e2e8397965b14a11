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
    }

    /// Guarded by the context's object table lock, not a lock of its own: a worker's request finds
    /// the task and changes its record in one trip through that lock (Context.requestTask).
    nonisolated(unsafe) var record = Record()
    /// Indicators and footers following this task, in bind order (loop thread only).
    public var followers: [ObjectBase] = []
    /// True while one of its events is being delivered (loop thread only): a nested dispatch
    /// parks the task's later events until then (see Context.deliver).
    public var delivering = false

    /// The record as it is now, from any thread.
    public var snapshot: Record { context.objects.locked { record } }

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
            if event == .completed, let message { record.completionMessage = message }
        }
    }

    public override func objectWillBeDestroyed() {
        for follower in followers {
            follower.boundTask = nil
            follower.binding = nil
        }
        followers.removeAll()
        context.withMonitor { monitor, effects in monitor.forget(task: handle, &effects) }
    }
}

extension Context {
    /// Applies a task request from any thread: false, and nothing changed, when `bits` names no
    /// live task of this context (the caller words that error). One trip through the object
    /// table's lock finds the task and changes its record; the event is queued inside it.
    public func requestTask(
        _ bits: UInt64, _ request: TaskRequest, errorCode: Int32 = 0, message: String? = nil
    ) throws(RuntimeError) -> Bool {
        let queue = self.queue
        let outcome: RuntimeError?? = objects.withLive(bits, .task) { object in
            do throws(RuntimeError) {
                try unsafeDowncast(object, to: TaskObject.self).apply(
                    request, errorCode: errorCode, message: message, queue: queue)
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
