/// The monitor's two one-shot timers.
public enum ActivityTimer: Int, Sendable, CaseIterable {
    case activation = 0
    case completion = 1
}

/// Where the monitor's effects go: the visibility signal and timers on the loop.
public protocol ActivityEffects {
    mutating func visibilityChanged(_ visible: Bool)
    mutating func startTimer(_ timer: ActivityTimer, delay: Double)
    mutating func cancelTimer(_ timer: ActivityTimer)
}

/// Shows network activity after it has lasted `activationDelay` and hides it once nothing has
/// been active for `completionDelay`, so short requests never flicker.
///
/// Unlike the original's bare counter (docs/FIXES.md#b5), it counts each task at most once, between
/// its resume and its suspend, cancel or completion: a task completed without a resume changes
/// nothing, a late or repeated event cannot over- or under-count. Enabling re-evaluates at once.
public struct ActivityMonitor: Sendable {
    public static let defaultActivationDelay = 1.0
    public static let defaultCompletionDelay = 0.17

    public private(set) var enabled = false
    public private(set) var activationDelay = ActivityMonitor.defaultActivationDelay
    public private(set) var completionDelay = ActivityMonitor.defaultCompletionDelay
    public private(set) var state = ActivityState.notActive
    public private(set) var visible = false
    /// The tasks counted as active, by id.
    public private(set) var activeTasks = TaskIDSet()

    public init() {}

    public var count: Int { activeTasks.count }
    private var busy: Bool { !activeTasks.isEmpty }

    /// A task event, seen at dispatch.
    public mutating func observe<E: ActivityEffects>(_ event: TaskEvent, task: UInt64, _ effects: inout E) {
        let changed: Bool
        switch event {
        case .resumed: changed = activeTasks.insert(task)
        case .suspended, .canceled, .completed: changed = activeTasks.remove(task)
        }
        if changed { update(&effects) }
    }

    /// A task went away (destroyed): it is no longer active.
    public mutating func forget<E: ActivityEffects>(task: UInt64, _ effects: inout E) {
        if activeTasks.remove(task) { update(&effects) }
    }

    public mutating func setEnabled<E: ActivityEffects>(_ enabled: Bool, _ effects: inout E) {
        self.enabled = enabled
        if enabled {
            update(&effects)
        } else {
            enter(.notActive, &effects)
        }
    }

    /// New delays apply to timers started from now on.
    /// Refused, nothing changed, with a delay out of [0, RK_MAX_DELAY_SECONDS] (InputRules).
    public mutating func setDelays(activation: Double, completion: Double) throws(InputError) {
        let activation = try InputRules.duration(activation, "activation")
        setDelays(unchecked: (activation, try InputRules.duration(completion, "completion")))
    }

    package mutating func setDelays(unchecked delays: (activation: Double, completion: Double)) {
        let (activation, completion) = delays
        activationDelay = activation
        completionDelay = completion
    }

    public mutating func timerFired<E: ActivityEffects>(_ timer: ActivityTimer, _ effects: inout E) {
        switch timer {
        case .activation:
            guard state == .delayingStart else { return }
            enter(busy ? .active : .notActive, &effects)
        case .completion:
            guard state == .delayingEnd else { return }
            enter(.notActive, &effects)
        }
    }

    private mutating func update<E: ActivityEffects>(_ effects: inout E) {
        guard enabled else { return }
        switch state {
        case .notActive where busy: enter(.delayingStart, &effects)
        case .active where !busy: enter(.delayingEnd, &effects)
        case .delayingEnd where busy: enter(.active, &effects)
        default: break
        }
    }

    private mutating func enter<E: ActivityEffects>(_ new: ActivityState, _ effects: inout E) {
        guard new != state else { return }
        state = new
        switch new {
        case .notActive:
            effects.cancelTimer(.activation)
            effects.cancelTimer(.completion)
            setVisible(false, &effects)
        case .delayingStart:
            effects.startTimer(.activation, delay: activationDelay)
        case .active:
            effects.cancelTimer(.completion)
            setVisible(true, &effects)
        case .delayingEnd:
            effects.cancelTimer(.completion)
            effects.startTimer(.completion, delay: completionDelay)
        }
    }

    private mutating func setVisible<E: ActivityEffects>(_ visible: Bool, _ effects: inout E) {
        guard visible != self.visible else { return }
        self.visible = visible
        effects.visibilityChanged(visible)
    }
}
