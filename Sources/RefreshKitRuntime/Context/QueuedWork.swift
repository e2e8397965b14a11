import RefreshKitModel

/// A command accepted off the loop thread for an object, run at dispatch if the object still lives.
public struct ObjectCommand: @unchecked Sendable {
    public let handle: UInt64
    /// Applies the command to the live object.
    public let run: (ObjectBase) -> Void
    /// The object is gone (destroyed, or its context is): release what the command holds.
    public let drop: (Context) -> Void

    public init(handle: UInt64, run: @escaping (ObjectBase) -> Void, drop: @escaping (Context) -> Void) {
        self.handle = handle
        self.run = run
        self.drop = drop
    }
}

/// A task transition on its way to the loop thread's observers.
public struct TaskEventRecord: Sendable {
    public let task: UInt64
    public let event: TaskEvent
    /// The task's transition number: a binding made after it does not see it (B6).
    public let sequence: UInt64
    public let errorCode: Int32
    // No message: a completion's is kept by its task (TaskObject.Record), so a record is plain data.
}

/// A task's progress report on its way to the loop thread (B7): only which task and direction. The
/// bytes stay in the task's record, where later reports overwrite them until the delivery takes
/// them, so one queued record carries every report made before its delivery (coalescing).
public struct TaskProgressRecord: Sendable {
    public let task: UInt64
    public let direction: ProgressDirection
}

/// What a task delivers at dispatch, in the order it happened: a transition or a progress report.
public enum TaskWork: Sendable {
    case event(TaskEventRecord)
    case progress(TaskProgressRecord)

    @inline(__always)
    public var task: UInt64 {
        switch self {
        case .event(let record): record.task
        case .progress(let record): record.task
        }
    }
}

/// What the loop queue carries.
public enum QueuedWork: Sendable {
    case host(WorkCallback)
    case object(ObjectCommand)
    case taskEvent(TaskEventRecord)
    /// B7: the latest progress of one task and direction, read from the task at delivery.
    case taskProgress(TaskProgressRecord)
    /// Nothing to run: a timer became earlier than every deadline the host knows of, and the queue
    /// turning pending is how the host learns to ask again (the fd and the wakeup, as for work).
    case deadlineMoved
}

/// What a timer does when it fires.
public enum TimerAction {
    /// A host timer (rk_timer_start).
    case host(WorkCallback)
    /// An object's own timer, by handle and the object's tag.
    case object(handle: UInt64, tag: Int)
}
