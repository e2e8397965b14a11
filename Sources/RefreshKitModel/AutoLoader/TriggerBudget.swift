/// The auto footer's trigger budget (autoTriggerTimes, docs/behaviour/auto-footer.md §6) with F9:
/// no residue. A pan that begins refills it in every state; a drag-caused begin that transitions
/// uses one unit; a blocked attempt changes nothing; begins from the host, taps and deceleration
/// never look at it. −1 is unlimited; other values ≤ 0 allow no drag-caused load at all.
public struct TriggerBudget: Equatable, Sendable {
    public static let unlimited = -1
    public static let defaultTimes = 1

    /// n: what a pan's beginning refills the budget to.
    public private(set) var times = TriggerBudget.defaultTimes
    /// k: the drag-caused loads left in this drag.
    public private(set) var remaining = TriggerBudget.defaultTimes

    public init() {}

    /// Sets n, and the budget with it (as the original).
    public mutating func setTimes(_ times: Int) {
        self.times = times
        remaining = times
    }

    /// A pan began: the budget is full again, whatever the state (F9).
    public mutating func panBegan() {
        remaining = times
    }

    /// Whether a drag-caused begin may go ahead.
    public var allowsDragLoad: Bool { remaining == TriggerBudget.unlimited || remaining > 0 }

    /// A drag-caused begin transitioned: one unit less, unless unlimited.
    public mutating func consume() {
        guard remaining > 0 else { return }
        remaining -= 1
    }
}
