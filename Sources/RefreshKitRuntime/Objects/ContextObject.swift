import RefreshKitModel

/// The context as an object with signals (the task signals of every task, the monitor). Its timers
/// (the monitor's) are the context's own: the loop hands them to `monitorTimerFired` by handle.
public final class ContextObject: ObjectBase {}
