/// What a host asks of a task.
public enum TaskRequest: Sendable {
    case resume
    case suspend
    case cancel
    case complete
}

/// A transition a task went through: what its observers are told.
public enum TaskEvent: Int32, Sendable {
    case resumed = 0
    case suspended = 1
    case canceled = 2
    case completed = 3
}

/// The outcome of a request against the state table (docs/FIXES.md#b2).
public enum TaskTransition: Equatable, Sendable {
    /// The state changes; observers get the event.
    case changed(to: TaskState, event: TaskEvent)
    /// The request is already satisfied (resume while Running): success, and nothing to tell.
    case unchanged
    /// Not legal from this state: an error, and nothing to tell.
    case illegal
}

extension TaskState {
    /// The state table: Suspended → Running ↔ Suspended; Running or Suspended → Canceling;
    /// Running or Canceling → Completed; Completed is final.
    public func apply(_ request: TaskRequest) -> TaskTransition {
        switch (self, request) {
        case (.suspended, .resume): .changed(to: .running, event: .resumed)
        case (.running, .resume): .unchanged
        case (.running, .suspend): .changed(to: .suspended, event: .suspended)
        case (.suspended, .suspend): .unchanged
        case (.running, .cancel), (.suspended, .cancel): .changed(to: .canceling, event: .canceled)
        case (.canceling, .cancel): .unchanged
        case (.running, .complete), (.canceling, .complete): .changed(to: .completed, event: .completed)
        case (.canceling, .resume), (.canceling, .suspend), (.suspended, .complete), (.completed, _): .illegal
        }
    }
}
