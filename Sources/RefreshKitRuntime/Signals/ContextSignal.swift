import RefreshKitModel

/// The context's signals, in index order: every task's transitions, and the activity monitor.
/// Indices are ABI: only append.
public enum ContextSignal: Int, SignalSet {
    case taskResumed, taskSuspended, taskCanceled, taskCompleted, activityVisibilityChanged
    /// B7 (1.3): every task's progress deliveries.
    case taskProgress

    /// The signal that tells every task's `event`.
    @inlinable
    public init(every event: TaskEvent) {
        switch event {
        case .resumed: self = .taskResumed
        case .suspended: self = .taskSuspended
        case .canceled: self = .taskCanceled
        case .completed: self = .taskCompleted
        }
    }

    public var spec: SignalSpec {
        switch self {
        case .taskResumed:
            SignalSpec(
                "task-resumed", [SignalParameter("task", .pointer)],
                summary: "A task of the context (the rk_task *) was resumed, at dispatch on the loop thread.")
        case .taskSuspended:
            SignalSpec(
                "task-suspended", [SignalParameter("task", .pointer)],
                summary: "A task of the context (the rk_task *) was suspended, at dispatch on the loop thread.")
        case .taskCanceled:
            SignalSpec(
                "task-canceled", [SignalParameter("task", .pointer)],
                summary: "A task of the context (the rk_task *) was canceled, at dispatch on the loop thread.")
        case .taskCompleted:
            SignalSpec(
                "task-completed",
                [
                    SignalParameter("task", .pointer), SignalParameter("error_code", .int32),
                    SignalParameter("message", .string),
                ],
                summary:
                    "A task of the context (the rk_task *) completed with error_code (0 is success) and message (empty if none), at dispatch on the loop thread."
            )
        case .activityVisibilityChanged:
            SignalSpec(
                "activity-visibility-changed", [SignalParameter("visible", .int32)],
                summary:
                    "The activity monitor's indicator should be shown (1) or hidden (0): only on a real change. Show or hide the network activity indicator."
            )
        case .taskProgress:
            SignalSpec(
                "task-progress",
                [
                    SignalParameter("task", .pointer), SignalParameter("direction", .int32),
                    SignalParameter("completed", .int64), SignalParameter("expected", .int64),
                ],
                summary:
                    "A task of the context (the rk_task *) reported its bytes in direction (rk_progress_direction), coalesced to the latest value at each dispatch; expected is -1 when unknown."
            )
        }
    }
}
