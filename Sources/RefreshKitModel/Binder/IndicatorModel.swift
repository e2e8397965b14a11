/// An activity indicator bound to a task (AFNetworking's activity-indicator category,
/// docs/behaviour/task-binder.md §3): animating exactly while its task runs.
///
/// The binding decides which command a transition gives (`Binding`); the indicator turns every
/// command it is given into a change to tell, even one that leaves it as it was, as the original's
/// startAnimating on an animating indicator does.
public struct IndicatorModel: Sendable {
    public private(set) var animating = false

    public init() {}

    /// What `command` makes of the indicator: start starts; stop and fail stop (an indicator has
    /// no Failed state).
    public mutating func apply(_ command: BindingCommand) -> IndicatorChange {
        switch command {
        case .start:
            animating = true
            return .startAnimating
        case .stop, .cancel, .fail:
            animating = false
            return .stopAnimating
        }
    }

    /// A task transition delivered to the indicator bound by `binding`: the change to tell, or nil
    /// when the binding does not see it (another task's, or made before the bind).
    public mutating func observe(
        _ event: TaskEvent, of task: UInt64, sequence: UInt64, errorCode: Int32, through binding: Binding?
    ) -> IndicatorChange? {
        guard let command = binding?.command(for: event, of: task, sequence: sequence, errorCode: errorCode) else {
            return nil
        }
        return apply(command)
    }
}

/// What an indicator tells its host.
public enum IndicatorChange: Sendable, Equatable {
    case startAnimating
    case stopAnimating
}
