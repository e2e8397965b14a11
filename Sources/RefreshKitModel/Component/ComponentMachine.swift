/// MJRefreshComponent's layer of a refresh component: the state, the pulling percent, alpha and
/// visibility, the begin and end animations and their one-shot completions (F2, F3).
///
/// It knows nothing of geometry, titles or frames. The component that composes it (the footer)
/// asks it where a begin or an end goes, moves it with `enter`, and runs its other layers around
/// each transition in the order the original's subclasses do.
public struct ComponentMachine: Sendable {
    public static let defaultFastDuration = 0.25
    public static let defaultSlowDuration = 0.4

    public private(set) var state: RefreshState = .idle
    public private(set) var pullingPercent = 0.0
    public private(set) var alpha = 1.0
    /// Drawn in a window: a begin while not visible waits in WillRefresh.
    public private(set) var visible = true
    /// Hidden and interaction-disabled components ignore scroll updates (see the edge layers).
    public private(set) var hidden = false
    public private(set) var interactionEnabled = true
    public private(set) var fastDuration = ComponentMachine.defaultFastDuration
    public private(set) var slowDuration = ComponentMachine.defaultSlowDuration
    public private(set) var automaticallyChangesAlpha = false
    /// F18: the current load's id, from the begin that starts a load (entering WillRefresh or
    /// Refreshing from a state that is neither) to its end; 0 when no load is current. The
    /// refreshing trigger names it, and an end that names another load changes nothing.
    public private(set) var loadID: UInt64 = 0

    private var beginAnimationPending = false
    private var exitAnimationPending = false
    /// Whether the Refreshing being entered fires the load-more trigger: not when a task drives
    /// the component (B4: the task is the load).
    private var nextRefreshFiresTrigger = true
    private var beginFiresTrigger = true
    /// The id a begin call named for the load it starts (a host's begin returns its id before the
    /// load starts, so the id is chosen by the caller's side); nil: the component issues one.
    private var nextLoadID: UInt64?
    /// The begin completion waiting for the begin animation's end.
    private var beginCompletion: UInt64?
    /// The begin completion of a call made while not visible, waiting for the Refreshing that
    /// visibility brings (F3).
    private var waitingBeginCompletion: UInt64?
    private var endCompletion: UInt64?
    /// 1.5: why the load under way is ending, set by a cancel for the transition it makes.
    private var cancelReason: LoadCancelReason?
    /// 1.5: the load the last transition cancelled, until the family tells it.
    private var cancelled: CancelledLoad?
    /// 1.5: the component is being destroyed: no begin starts a load any more.
    public private(set) var closing = false

    public init() {}

    public var isBeginAnimationPending: Bool { beginAnimationPending }
    public var isExitAnimationPending: Bool { exitAnimationPending }

    // MARK: Where commands go

    /// The state a begin moves to: Refreshing when visible, WillRefresh when not; nil when the
    /// component is already there (the begin is a no-op and its completion ends unfinished).
    public var beginTarget: RefreshState? {
        if closing { return nil }
        if visible { return state == .refreshing ? nil : .refreshing }
        return state.isRefreshing ? nil : .willRefresh
    }

    /// Whether an end to `target` animates: only leaving Refreshing does. Nil when the component is
    /// already in `target` (a no-op).
    public func endAnimates(to target: RefreshState) -> Bool? {
        state == target ? nil : state == .refreshing
    }

    /// Decides, before a begin's transition, whether the Refreshing it leads to fires the trigger.
    /// Only a begin that transitions decides: a no-op one must not undo the promise of the begin
    /// already under way.
    public mutating func prepareBegin(firesTrigger: Bool, loadID: UInt64? = nil) {
        nextRefreshFiresTrigger = firesTrigger
        nextLoadID = loadID
    }

    /// After a begin's transition to `target`: its completion waits for the begin animation, or,
    /// in WillRefresh, for the Refreshing that visibility brings. A component that entered
    /// Refreshing without a begin animation (the auto footer, F10) ends it now, finished: after the
    /// trigger its transition fired.
    public mutating func holdBeginCompletion<E: ComponentEffects>(
        _ completion: UInt64?, target: RefreshState, _ effects: inout E
    ) {
        if target != .refreshing {
            waitingBeginCompletion = completion
        } else if beginAnimationPending {
            beginCompletion = completion
        } else {
            finish(completion, true, &effects)
        }
    }

    /// After an end's transition: its completion waits for the exit animation when one started
    /// (leaving Refreshing; the auto footer's only when paging), else it ends now, finished.
    public mutating func holdEndCompletion<E: ComponentEffects>(_ completion: UInt64?, _ effects: inout E) {
        if exitAnimationPending {
            endCompletion = completion
        } else {
            finish(completion, true, &effects)
        }
    }

    /// The completion of a begin that waited in WillRefresh, taken before visibility's transition
    /// (which would otherwise end it as superseded).
    public mutating func takeWaitingBeginCompletion() -> UInt64? {
        defer { waitingBeginCompletion = nil }
        return waitingBeginCompletion
    }

    // MARK: Transitions

    /// Moves to `new`: same state is a no-op (nil); otherwise the pending completions of the
    /// previous transition end unfinished (F2), the state changes and is told. Returns the old state.
    public mutating func enter<E: ComponentEffects>(_ new: RefreshState, _ effects: inout E) -> RefreshState? {
        let old = state
        guard new != old else { return nil }
        supersedePending(&effects)
        state = new
        updateLoad(from: old, to: new, &effects)
        effects.emit(.stateChanged(new: new, old: old))
        return old
    }

    /// A load starts where refreshing starts, and ends where it stops; WillRefresh → Refreshing is
    /// the same load.
    private mutating func updateLoad<E: ComponentEffects>(
        from old: RefreshState, to new: RefreshState, _ effects: inout E
    ) {
        defer {
            nextLoadID = nil
            cancelReason = nil
        }
        if new.isRefreshing {
            guard !old.isRefreshing else { return }
            loadID = nextLoadID ?? effects.issueLoadID()
        } else if loadID != 0 {
            if let cancelReason { cancelled = CancelledLoad(loadID: loadID, reason: cancelReason) }
            loadID = 0
        } else {
            return
        }
        effects.currentLoadChanged(loadID)
    }

    /// 1.5: the next transition that ends the load under way cancels it, for `reason`.
    public mutating func cancelNextEnd(_ reason: LoadCancelReason) {
        guard state.isRefreshing else { return }
        cancelReason = reason
    }

    /// 1.5: the last transition cancelled a load (not yet told): it ended other than by an end.
    public var cancelsLoad: Bool { cancelled != nil }

    /// 1.5: the load the last transition cancelled, once (the family tells it after the state).
    public mutating func takeCancelledLoad() -> CancelledLoad? {
        defer { cancelled = nil }
        return cancelled
    }

    /// 1.5: a destroy begins: the load under way, if any, ends as cancelled (its id returned, for
    /// the family to tell), and no begin starts another.
    public mutating func close<E: ComponentEffects>(_ effects: inout E) -> CancelledLoad? {
        closing = true
        guard loadID != 0 else { return nil }
        defer {
            loadID = 0
            effects.currentLoadChanged(0)
        }
        return CancelledLoad(loadID: loadID, reason: .destroyed)
    }

    /// 1.5: a restart (`rk_component_restart_load`): the load under way is superseded by a new one,
    /// the state unchanged (the caller fires the new load's trigger). Nil when no load
    /// runs (then the caller begins).
    public mutating func supersedeLoad<E: ComponentEffects>(loadID newID: UInt64?, _ effects: inout E)
        -> CancelledLoad?
    {
        guard loadID != 0, !closing else { return nil }
        let old = CancelledLoad(loadID: loadID, reason: .superseded)
        loadID = newID ?? effects.issueLoadID()
        effects.currentLoadChanged(loadID)
        return old
    }

    /// The loads an end made now may name (F18): the current one alone, as nothing is queued ahead
    /// of an end that runs at once.
    public var openLoads: OpenLoads { OpenLoads(current: loadID) }

    /// The begin animation into Refreshing: the trigger and the begin completion when it ends.
    public mutating func startBeginAnimation<E: ComponentEffects>(_ effects: inout E) {
        beginAnimationPending = true
        beginFiresTrigger = nextRefreshFiresTrigger
        nextRefreshFiresTrigger = true
        effects.startTimer(.beginAnimation, delay: fastDuration)
    }

    /// Refreshing entered without a begin animation (the auto footer, F10): the trigger now, unless
    /// a task drives the component.
    public mutating func fireTriggerAtOnce<E: ComponentEffects>(_ effects: inout E) {
        if nextRefreshFiresTrigger { effects.emit(.refreshing(loadID: loadID)) }
        nextRefreshFiresTrigger = true
    }

    /// With auto-alpha, the exit from Refreshing fades the component out over the exit animation.
    public mutating func fadeOutForExit<E: ComponentEffects>(_ effects: inout E) {
        guard automaticallyChangesAlpha else { return }
        setAlpha(0, duration: slowDuration, &effects)
    }

    /// The exit animation out of Refreshing: percent back to 0 and the end completion when it ends.
    public mutating func startExitAnimation<E: ComponentEffects>(_ effects: inout E) {
        exitAnimationPending = true
        effects.startTimer(.exitAnimation, delay: slowDuration)
    }

    /// The begin animation's timer: the trigger (unless a task drives the component), then the
    /// completion with finished = 1.
    public mutating func beginAnimationEnded<E: ComponentEffects>(_ effects: inout E) {
        guard beginAnimationPending else { return }
        beginAnimationPending = false
        if beginFiresTrigger { effects.emit(.refreshing(loadID: loadID)) }
        finish(beginCompletion, true, &effects)
        beginCompletion = nil
    }

    /// The exit animation's timer: true when it was pending. The composer sets the percent back
    /// to 0 (its layers follow the percent), then calls `finishEnd`.
    public mutating func exitAnimationEnded() -> Bool {
        guard exitAnimationPending else { return false }
        exitAnimationPending = false
        return true
    }

    public mutating func finishEnd<E: ComponentEffects>(_ effects: inout E) {
        finish(endCompletion, true, &effects)
        endCompletion = nil
    }

    /// Ends the pending animations and completions unfinished: a new transition, or a destroy.
    public mutating func supersedePending<E: ComponentEffects>(_ effects: inout E) {
        if beginAnimationPending {
            beginAnimationPending = false
            effects.cancelTimer(.beginAnimation)
        }
        finish(beginCompletion, false, &effects)
        beginCompletion = nil
        if exitAnimationPending {
            exitAnimationPending = false
            effects.cancelTimer(.exitAnimation)
        }
        finish(endCompletion, false, &effects)
        endCompletion = nil
        finish(waitingBeginCompletion, false, &effects)
        waitingBeginCompletion = nil
    }

    /// Tells a one-shot completion how its call ended.
    public func finish<E: ComponentEffects>(_ completion: UInt64?, _ finished: Bool, _ effects: inout E) {
        guard let completion else { return }
        effects.emit(.completion(id: completion, finished: finished))
    }

    // MARK: Percent, alpha, flags

    /// The pulling percent (a negative value counts as 0); with auto-alpha, outside refreshing,
    /// alpha follows it.
    public mutating func setPullingPercent<E: ComponentEffects>(_ value: Double, _ effects: inout E) {
        let percent = Swift.max(0, value)
        if percent != pullingPercent {
            pullingPercent = percent
            effects.emit(.pullingPercent(percent))
        }
        if !state.isRefreshing && automaticallyChangesAlpha {
            setAlpha(percent, duration: 0, &effects)
        }
    }

    /// Alpha, clamped to [0, 1]; told only when it changes.
    public mutating func setAlpha<E: ComponentEffects>(_ value: Double, duration: Double, _ effects: inout E) {
        let clamped = Swift.min(1, Swift.max(0, value))
        guard clamped != alpha else { return }
        alpha = clamped
        effects.emit(.alpha(clamped, duration: duration))
    }

    public mutating func setAutomaticallyChangesAlpha<E: ComponentEffects>(_ enabled: Bool, _ effects: inout E) {
        automaticallyChangesAlpha = enabled
        guard !state.isRefreshing else { return }
        setAlpha(enabled ? pullingPercent : 1, duration: 0, &effects)
    }

    public mutating func setVisible(_ visible: Bool) {
        self.visible = visible
    }

    public mutating func setHidden(_ hidden: Bool) {
        self.hidden = hidden
    }

    public mutating func setInteractionEnabled(_ enabled: Bool) {
        interactionEnabled = enabled
    }

    public mutating func setAnimationDurations(fast: Double, slow: Double) {
        fastDuration = fast
        slowDuration = slow
    }
}
