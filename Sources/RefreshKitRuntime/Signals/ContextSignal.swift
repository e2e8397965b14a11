import RefreshKitModel

/// The context's signals, in index order: every task's transitions, and the activity monitor.
/// Indices are ABI: only append. A task's transition is told by `TaskEvent.signals`.
public enum ContextSignal: Int, SignalSet {
    case taskResumed, taskSuspended, taskCanceled, taskCompleted, activityVisibilityChanged
    /// B7 (1.3): every task's progress deliveries.
    case taskProgress

    public var spec: SignalSpec {
        switch self {
        case .taskResumed:
            Self.relay(
                .resumed, "task-resumed",
                summary: "A task of the context (the rk_task *) was resumed, at dispatch on the loop thread.")
        case .taskSuspended:
            Self.relay(
                .suspended, "task-suspended",
                summary: "A task of the context (the rk_task *) was suspended, at dispatch on the loop thread.")
        case .taskCanceled:
            Self.relay(
                .canceled, "task-canceled",
                summary: "A task of the context (the rk_task *) was canceled, at dispatch on the loop thread.")
        case .taskCompleted:
            Self.relay(
                .completed, "task-completed",
                summary:
                    "A task of the context (the rk_task *) completed with error_code (0 is success) and message (empty if none), at dispatch on the loop thread."
            )
        case .activityVisibilityChanged:
            SignalSpec(
                "activity-visibility-changed", [.flag("visible")],
                summary:
                    "The activity monitor's indicator should be shown (1) or hidden (0): only on a real change. Show or hide the network activity indicator."
            )
        case .taskProgress:
            Self.relay(
                .progress, "task-progress",
                summary:
                    "A task of the context (the rk_task *) reported its bytes in direction (rk_progress_direction), coalesced to the latest value at each dispatch; expected is -1 when unknown."
            )
        }
    }

    /// A task's signal as the context relays it for every task: the task, then the task signal's
    /// own parameters (TaskDelivery emits them so).
    private static func relay(_ signal: TaskSignal, _ name: StaticString, summary: StaticString) -> SignalSpec {
        SignalSpec(name, [SignalParameter("task", .pointer)] + signal.spec.parameters, summary: summary)
    }
}
