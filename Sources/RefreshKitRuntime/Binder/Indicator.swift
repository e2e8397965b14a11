import RefreshKitModel

/// An activity indicator's object: the model's IndicatorModel, its changes told as
/// "start-animating" and "stop-animating", in order (OrderedDelivery).
public final class Indicator: ObjectBase, OrderedSender {
    public private(set) var model = IndicatorModel()
    var order = OrderedDelivery<IndicatorChange>()

    public var animating: Bool { model.animating }

    public override func run(_ command: BindingCommand) {
        send(model.apply(command))
    }

    /// The task's transition, through the indicator's binding: one step into the model, which
    /// answers the change to tell.
    public override func taskEventDelivered(_ record: TaskEventRecord, from task: TaskObject) {
        guard
            let change = model.observe(
                record.event, of: record.task, sequence: record.sequence, errorCode: record.errorCode,
                through: binding)
        else { return }
        send(change)
    }

    func tell(_ change: IndicatorChange) {
        switch change {
        case .startAnimating: emit(IndicatorSignal.startAnimating)
        case .stopAnimating: emit(IndicatorSignal.stopAnimating)
        }
    }

    public override func objectWillBeDestroyed() {
        unbind()
    }
}
