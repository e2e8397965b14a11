import RefreshKitModel

/// The context as an object with signals (the task signals of every task, the monitor).
public final class ContextObject: ObjectBase {
    public override func timerFired(id: UInt64, tag: Int) {
        context.monitorTimerFired(id: id, tag: tag)
    }
}
