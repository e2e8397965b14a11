import RefreshKitModel
import RefreshKitRuntime

/// The context as an object with signals (the task signals of every task, the monitor).
final class ContextObject: ObjectBase {
    override func timerFired(id: UInt64, tag: Int) {
        context.monitorTimerFired(id: id, tag: tag)
    }
}
