import RefreshKitModel

extension Context {
    /// The monitor's effects: timers go on the loop; visibility changes are collected and emitted
    /// after the monitor has changed, so a handler may call back into it.
    public struct MonitorEffects: ActivityEffects {
        unowned(unsafe) let context: Context
        var changes: [Bool] = []

        public mutating func visibilityChanged(_ visible: Bool) { changes.append(visible) }

        public mutating func startTimer(_ timer: ActivityTimer, delay: Double) {
            context.cancelMonitorTimer(timer)
            context.setMonitorTimer(
                timer, context.startObjectTimer(context.signalObject, tag: timer.rawValue, delay: delay))
        }

        public mutating func cancelTimer(_ timer: ActivityTimer) {
            context.cancelMonitorTimer(timer)
        }
    }

    /// Changes the monitor, then emits its visibility changes in order: one caused by a handler
    /// waits until the change in progress has reached every handler (as the footer's signals do).
    public func withMonitor(_ change: (inout ActivityMonitor, inout MonitorEffects) -> Void) {
        var effects = MonitorEffects(context: self)
        change(&monitorStorage, &effects)
        var first: Bool?
        for visible in effects.changes {
            if let now = visibilityOrder.begin(visible) { first = now }
        }
        guard let first else { return }
        defer { visibilityOrder.finish() }
        emitVisibility(first)
        while let next = visibilityOrder.next() {
            if !destroyed { emitVisibility(next) }
        }
    }

    private func emitVisibility(_ visible: Bool) {
        emitContextSignal(ContextSignal.activityVisibilityChanged) { $0.flag(visible) }
    }
}
