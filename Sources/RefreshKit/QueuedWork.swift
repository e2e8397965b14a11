import CRefreshKitSupport
import RefreshKitModel

/// Work a host posted, or a timer's callback: called exactly once with finished 1 or 0.
struct WorkCallback: @unchecked Sendable {
    let function: rk_work_fn
    let userData: UnsafeMutableRawPointer?

    func run(finished: Bool) {
        function(userData, finished ? 1 : 0)
    }
}

/// A command accepted off the loop thread for an object, run at dispatch if the object still lives.
struct ObjectCommand: @unchecked Sendable {
    let handle: UInt64
    /// Applies the command to the live object.
    let run: (ObjectBase) -> Void
    /// The object is gone (destroyed, or its context is): release what the command holds.
    let drop: (Context) -> Void
}

/// A task transition on its way to the loop thread's observers.
struct TaskEventRecord: Sendable {
    let task: UInt64
    let event: TaskEvent
    /// The task's transition number: a binding made after it does not see it (B6).
    let sequence: UInt64
    let errorCode: Int32
    // No message: a completion's is kept by its task (TaskObject.Record), so a record is plain data.
}

/// What the loop queue carries.
enum QueuedWork: Sendable {
    case host(WorkCallback)
    case object(ObjectCommand)
    case taskEvent(TaskEventRecord)
    /// Nothing to run: a timer became earlier than every deadline the host knows of, and the queue
    /// turning pending is how the host learns to ask again (the fd and the wakeup, as for work).
    case deadlineMoved
}

/// What a timer does when it fires.
enum TimerAction {
    /// A host timer (rk_timer_start).
    case host(WorkCallback)
    /// An object's own timer, by handle and the object's tag.
    case object(handle: UInt64, tag: Int)
}
