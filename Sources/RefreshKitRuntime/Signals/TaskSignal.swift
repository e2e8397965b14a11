import RefreshKitModel

/// A task's signals, in index order: one per transition, then its progress. Indices are ABI: only
/// append.
public enum TaskSignal: Int, SignalSet {
    case resumed, suspended, canceled, completed
    /// B7 (1.3): a delivery of the task's bytes in one direction.
    case progress

    public var spec: SignalSpec {
        switch self {
        case .resumed:
            SignalSpec("resumed", summary: "The task was resumed (delivered at dispatch on the loop thread).")
        case .suspended:
            SignalSpec("suspended", summary: "The task was suspended (delivered at dispatch on the loop thread).")
        case .canceled:
            SignalSpec("canceled", summary: "The task was canceled; a completion should follow (at dispatch).")
        case .completed:
            SignalSpec(
                "completed", [SignalParameter("error_code", .int32), SignalParameter("message", .string)],
                summary:
                    "The task completed with error_code (0 is success) and message (empty if none), at dispatch on the loop thread."
            )
        case .progress:
            SignalSpec(
                "progress",
                [
                    SignalParameter("direction", .int32), SignalParameter("completed", .int64),
                    SignalParameter("expected", .int64),
                ],
                summary:
                    "The task's bytes in direction (rk_progress_direction), as rk_task_set_progress reported them, coalesced to the latest value at each dispatch; expected is -1 when unknown."
            )
        }
    }
}

extension TaskEvent {
    /// The task's signal that tells this transition, and the context's relay of it for every task
    /// (TaskDelivery emits both, in that order).
    @inlinable
    public var signals: (task: TaskSignal, relay: ContextSignal) {
        switch self {
        case .resumed: (.resumed, .taskResumed)
        case .suspended: (.suspended, .taskSuspended)
        case .canceled: (.canceled, .taskCanceled)
        case .completed: (.completed, .taskCompleted)
        }
    }
}
