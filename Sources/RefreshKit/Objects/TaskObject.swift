import Synchronization
import RefreshKitModel
import RefreshKitRuntime

/// A network task. Its state is the one thing any thread touches, under its own lock; everything
/// else (bindings, signals) belongs to the loop thread.
final class TaskObject: ObjectBase, @unchecked Sendable {
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
    func request(
        _ request: TaskRequest, errorCode: Int32 = 0, message: String? = nil, queue: WorkQueue<QueuedWork, LoopNotifier>
    )
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
                let queued = queue.append(
                    .taskEvent(
                        TaskEventRecord(
                            task: handle, event: event, sequence: sequence, errorCode: errorCode)))
                guard queued else { throw ABIError(.invalidHandle, "the task's context is being destroyed") }
                record.state = state
                record.sequence = sequence
                if event == .completed, let message { record.completionMessage = message }
            }
        }
    }

    override func objectWillBeDestroyed() {
        for follower in followers {
            follower.boundTask = nil
            follower.binding = nil
        }
        followers.removeAll()
        context.withMonitor { monitor, effects in monitor.forget(task: handle, &effects) }
    }
}
