import RefreshKitModel

/// The runtime side of a progress (B7): which tasks' bytes reach it. The rules (the fraction,
/// completion, what a change tells) are the model's `ProgressModel`; the ABI layer's object owns
/// the model and turns its changes into signals through the hooks below.
public class ProgressFollower: ObjectBase {
    /// The tasks followed, in the order given at bind; each has this object in its
    /// `progressFollowers` (loop thread only).
    public final var followedTasks: [TaskObject] = []

    /// Follows `tasks` (the earlier ones are dropped first, with their queued reports: they no
    /// longer reach this object) and returns what each is now: state, transition number, bytes
    /// and completion code read in one trip through the lock, so no report or completion is lost
    /// or seen twice. An empty list only unfollows.
    public final func follow(_ tasks: [TaskObject], direction: ProgressDirection) -> [ProgressSource] {
        unfollow()
        guard !tasks.isEmpty else { return [] }
        let sources: [ProgressSource] = context.objects.locked {
            tasks.map { task in
                let record = task.record
                return ProgressSource(
                    task: task.handle, state: record.state, sequence: record.sequence,
                    amount: record.amount(direction), completionErrorCode: record.completionErrorCode)
            }
        }
        followedTasks = tasks
        for task in tasks { task.progressFollowers.append(self) }
        return sources
    }

    /// Follows nothing more.
    public final func unfollow() {
        for task in followedTasks { task.progressFollowers.removeAll { $0 === self } }
        followedTasks = []
    }

    /// A followed task's latest bytes in one direction, at dispatch.
    public func progressDelivered(_ amount: TransferAmount, of task: UInt64, direction: ProgressDirection) {}

    /// A followed task's completion, at dispatch.
    public func transitionDelivered(_ record: TaskEventRecord) {}

    /// A followed task is being destroyed: it has already dropped this object from its list.
    public func followedTaskDestroyed(_ task: TaskObject) {
        followedTasks.removeAll { $0 === task }
    }
}
