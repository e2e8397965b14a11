import RefreshKitModel

/// A progress bar's model (B7): turns the model's changes into "progress-changed" and
/// "indeterminate-changed".
///
/// Like the indicator, it sends a change's signal only after the previous one reached every
/// handler: a handler that rebinds the progress queues the new signal behind the one in progress.
public final class ProgressObject: ProgressFollower, OrderedSender {
    public private(set) var model = ProgressModel()
    var order = OrderedDelivery<Told>()

    public enum Told {
        case fraction(Double, animated: Bool)
        case indeterminate(Bool)
    }

    /// What a change of the model tells, collected while it changes.
    public struct Effects: ProgressEffects {
        public var told: [Told] = []
        public mutating func fractionChanged(_ fraction: Double, animated: Bool) {
            told.append(.fraction(fraction, animated: animated))
        }
        public mutating func indeterminateChanged(_ indeterminate: Bool) { told.append(.indeterminate(indeterminate)) }
    }

    /// Follows `tasks` (checked by the caller: distinct, at most the limit) and shows them now.
    public func bind(_ tasks: [TaskObject], direction: ProgressDirection, animated: Bool) {
        let sources = follow(tasks, direction: direction)
        guard !sources.isEmpty else {
            model.unbind()
            return
        }
        change { model, effects in model.bind(unchecked: sources, direction: direction, animated: animated, &effects) }
    }

    public override func progressDelivered(_ amount: TransferAmount, of task: UInt64, direction: ProgressDirection) {
        change { model, effects in model.report(amount, of: task, direction: direction, &effects) }
    }

    public override func transitionDelivered(_ record: TaskEventRecord) {
        change { model, effects in
            model.observe(
                record.event, of: record.task, sequence: record.sequence, errorCode: record.errorCode, &effects)
        }
    }

    public override func followedTaskDestroyed(_ task: TaskObject) {
        super.followedTaskDestroyed(task)
        model.forget(task: task.handle)
    }

    public override func objectWillBeDestroyed() {
        unfollow()
        model.unbind()
    }

    private func change(_ body: (inout ProgressModel, inout Effects) -> Void) {
        var effects = Effects()
        body(&model, &effects)
        for told in effects.told where alive { send(told) }
    }

    func tell(_ told: Told) {
        switch told {
        case .fraction(let fraction, let animated):
            emit(ProgressSignal.progressChanged) {
                $0.double(fraction); $0.flag(animated)
            }
        case .indeterminate(let indeterminate):
            emit(ProgressSignal.indeterminateChanged) { $0.flag(indeterminate) }
        }
    }
}
