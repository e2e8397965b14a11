/// What a task binding tells the object bound to it. An indicator starts or stops animating; a
/// footer begins refreshing (without the load-more trigger: the task is the load) or ends a
/// refresh in progress (B4).
public enum BindingCommand: Equatable, Sendable {
    case start
    case stop
    /// 1.5: the task was canceled: as stop, and a component's load ends as cancelled (its
    /// `load-cancelled`, reason taskCanceled).
    case cancel
    /// B8: the task completed with an error; a component that asked for it enters Failed with
    /// the task's message (nil: the Failed title).
    case fail(message: String?)
}

/// Which kind of object a binding drives: their commands at bind differ (B3, B4).
public enum BindingTarget: Equatable, Sendable {
    /// AFNetworking's activity-indicator category: animating exactly while the task runs.
    case indicator
    /// AFNetworking's refresh-control category applied to the footer.
    case footer
    /// A component that also enters Failed when its task completes with an error (B8, F17): the
    /// footer's rules, and `fail` for a completion whose error code is not 0.
    case failingComponent
}

/// One object's binding to one task: the rules of docs/behaviour/task-binder.md §3–§4 that decide
/// which command an event gives and which events the binding sees.
///
/// A binding is made from the task's state and transition number read together, so that no
/// transition is lost or seen twice: it sees exactly the transitions numbered after `since`, of
/// its own task (B6). A rebind replaces the binding, so the old task's queued events are dropped.
public struct Binding: Equatable, Sendable {
    public let target: BindingTarget
    /// The task's identity (its handle).
    public let task: UInt64
    /// The task's transition number at bind.
    public let since: UInt64

    /// Binds `target` to a task that is in `state` after `sequence` transitions. Returns the
    /// binding (nil for a Completed task: nothing more will come) and the command to run at once.
    public static func bind(_ target: BindingTarget, task: UInt64, state: TaskState, sequence: UInt64)
        -> (binding: Binding?, command: BindingCommand?)
    {
        let binding = state == .completed ? nil : Binding(target: target, task: task, since: sequence)
        return (binding, initialCommand(target, state))
    }

    /// The command at bind: Running starts; for an indicator anything else stops (B3: a Completed
    /// or Canceling task included); for a footer Suspended waits for the resume, Canceling and
    /// Completed end it (B4).
    public static func initialCommand(_ target: BindingTarget, _ state: TaskState) -> BindingCommand? {
        switch (target, state) {
        case (_, .running): .start
        case (.indicator, _): .stop
        case (.footer, .suspended), (.failingComponent, .suspended): nil
        case (.footer, .canceling), (.failingComponent, .canceling): .cancel
        case (.footer, .completed), (.failingComponent, .completed): .stop
        }
    }

    /// The command a delivered transition gives, or nil when this binding must not see it: another
    /// task's, or one made before the bind (B6). Resume starts; suspend, cancel and completion stop
    /// (B3: an indicator stops at cancel too); for a failing component a completion with an error
    /// code other than 0 fails, with the task's message (B8; read only then).
    @inline(__always)
    public func command(
        for event: TaskEvent, of task: UInt64, sequence: UInt64, errorCode: Int32 = 0,
        message: @autoclosure () -> String? = nil
    ) -> BindingCommand? {
        guard task == self.task, sequence > since else { return nil }
        if event == .resumed { return .start }
        if event == .completed && errorCode != 0 && target == .failingComponent { return .fail(message: message()) }
        if event == .canceled && target != .indicator { return .cancel }
        return .stop
    }
}
