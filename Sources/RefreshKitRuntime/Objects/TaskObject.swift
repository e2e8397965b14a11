import Synchronization
import RefreshKitModel

/// A network task. Its state is the one thing any thread touches, under its own lock; everything
/// else (bindings, signals) belongs to the loop thread.
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

    /// The completion's message, for delivering the completed event (loop thread).
    public var completionMessage: String { record.withLock { $0.completionMessage } }

    public let record = Mutex(Record())
    /// Indicators and footers following this task, in bind order (loop thread only).
    public var followers: [ObjectBase] = []
    /// True while one of its events is being delivered (loop thread only): a nested dispatch
    /// parks the task's later events until then (see Context.deliver).
    public var delivering = false

    public var snapshot: Record { record.withLock { $0 } }

    /// Applies a request from any thread. The event is queued under the task's lock, so the
    /// queue holds one task's events in the order of its transitions (B2).
    public func request(
        _ request: TaskRequest, errorCode: Int32 = 0, message: String? = nil, queue: WorkQueue<QueuedWork, LoopNotifier>
    ) throws(RuntimeError) {
        let handle = self.handle
        try record.withLock { (record: inout Record) throws(RuntimeError) in
            switch record.state.apply(request) {
            case .unchanged:
                return
            case .illegal:
                throw RuntimeError(.invalidState, "cannot \(request) a task that is \(record.state)")
            case .changed(let state, let event):
                let sequence = record.sequence + 1
                let queued = queue.append(
                    .taskEvent(
                        TaskEventRecord(
                            task: handle, event: event, sequence: sequence, errorCode: errorCode)))
                guard queued else { throw RuntimeError(.contextGone, "the task's context is being destroyed") }
                record.state = state
                record.sequence = sequence
                if event == .completed, let message { record.completionMessage = message }
            }
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
