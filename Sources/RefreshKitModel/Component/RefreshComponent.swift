/// A member of the refresh family as the commands it shares with the others see it: the layers,
/// changeable, and the family's own steps (RefreshComponentModel's package requirements), which
/// run its layers in the original's order.
///
/// Begin, end, a task binding's commands, visibility's promotion of WillRefresh and the reaction
/// to a pull are one sequence for every member (docs/behaviour/component.md §2, §3);
/// they are written once, here, over what each family supplies. Package-only: the machine changes
/// only through these sequences and the families' setters, never from outside the package.
package protocol RefreshComponent: RefreshComponentModel {
    /// The family's kind: the states it has, its edge and axis, its slot on a scroll view.
    static var componentKind: ComponentKind { get }
    var component: ComponentMachine { get set }
    var edge: Edge { get set }
    var layoutState: LayoutState<Event.Layout> { get set }
    var label: StateLabel { get set }
    /// F20: the announcement layer.
    var announcer: Announcer { get set }
}

extension RefreshComponent {
    /// MJRefreshComponent's state setter: a transition to where the component is changes nothing;
    /// entering Refreshing starts the begin animation (the trigger when it ends), leaving it the
    /// exit animation (percent 0 and the end completion when it ends); the screen reader hears the
    /// new state last, after the label shows it.
    @_spi(RefreshKitPackage)
    public mutating func transition<E: ComponentEffects<Event>>(to new: RefreshState, _ effects: inout E) {
        guard let old = component.enter(new, &effects) else { return }
        if new == .refreshing {
            refreshingWillBegin(&effects)
            component.startBeginAnimation(&effects)
        } else if old == .refreshing {
            refreshingDidEnd(to: new, &effects)
            component.startExitAnimation(&effects)
        }
        showState(new, from: old, &effects)
        announce(from: old, to: new, &effects)
    }

    // A family with a transition of its own (the auto footer) has no steps around the animations.
    @_spi(RefreshKitPackage)
    public mutating func refreshingWillBegin<E: ComponentEffects<Event>>(_ effects: inout E) {}
    @_spi(RefreshKitPackage)
    public mutating func refreshingDidEnd<E: ComponentEffects<Event>>(to new: RefreshState, _ effects: inout E) {}
    @_spi(RefreshKitPackage)
    public mutating func showState<E: ComponentEffects<Event>>(
        _ new: RefreshState, from old: RefreshState, _ effects: inout E
    ) {}

    @discardableResult
    public mutating func begin<E: ComponentEffects<Event>>(
        completion: UInt64?, firesTrigger: Bool, loadID: UInt64?, _ effects: inout E
    ) -> Bool {
        component.setAlpha(1, duration: component.fastDuration, &effects)
        setPullingPercent(1, &effects)
        guard let target = component.beginTarget else {
            component.finish(completion, false, &effects)
            return false
        }
        component.prepareBegin(firesTrigger: firesTrigger, loadID: loadID)
        transition(to: target, &effects)
        component.holdBeginCompletion(completion, target: target, &effects)
        return true
    }

    /// Ends, at once (F1), to `target`: the completion ends unfinished when the component is
    /// already there, waits for an exit animation that started, or ends now, finished.
    package mutating func end<E: ComponentEffects<Event>>(
        to target: RefreshState, completion: UInt64?, _ effects: inout E
    ) {
        guard component.state != target else {
            component.finish(completion, false, &effects)
            return
        }
        transition(to: target, &effects)
        component.holdEndCompletion(completion, &effects)
    }

    public mutating func endRefreshing<E: ComponentEffects<Event>>(completion: UInt64?, _ effects: inout E) {
        end(to: .idle, completion: completion, &effects)
    }

    /// In Failed already only the message changes, and the completion ends unfinished (as an end
    /// to where the component is). From any other state, Refreshing's exit included.
    public mutating func endRefreshingWithFailure<E: ComponentEffects<Event>>(
        message: String?, completion: UInt64?, _ effects: inout E
    ) {
        label.setFailureMessage(message)
        if component.state == .failed { updateLabel(&effects) }
        end(to: .failed, completion: completion, &effects)
    }

    /// F18: whether the component, now, takes an end that names load `id` with `outcome`
    /// (OpenLoads.checkEnd, the one rule), and if not why.
    package func checkEnd(_ id: UInt64, _ outcome: LoadOutcome) throws(LoadEndRefusal) {
        try component.openLoads.checkEnd(id, outcome, for: Self.componentKind)
    }

    /// F18: ends the load named `id` as `outcome` says, if `checkEnd` accepts it. A refused end (a
    /// load that ended, was superseded, or never started; an outcome the family has no state for)
    /// changes nothing: false, and the completion ends unfinished.
    @discardableResult
    package mutating func endLoad<E: ComponentEffects<Event>>(
        _ id: UInt64, _ outcome: LoadOutcome, message: String?, completion: UInt64?, _ effects: inout E
    ) -> Bool {
        guard (try? checkEnd(id, outcome)) != nil else {
            component.finish(completion, false, &effects)
            return false
        }
        if outcome == .failed {
            endRefreshingWithFailure(message: message, completion: completion, &effects)
        } else if outcome == .cancelled {
            cancelLoad(.host, completion: completion, &effects)
        } else {
            end(to: outcome.state, completion: completion, &effects)
        }
        return true
    }

    @discardableResult
    public mutating func retry<E: ComponentEffects<Event>>(completion: UInt64?, _ effects: inout E) -> Bool {
        guard component.state == .failed else {
            component.finish(completion, false, &effects)
            return false
        }
        begin(completion: completion, firesTrigger: true, loadID: nil, &effects)
        return true
    }

    /// 1.5: ends the load under way to Idle, as an end does (its exit animation included), and
    /// tells it as cancelled for `reason`. No load: nothing changes, the completion ends unfinished.
    public mutating func cancelLoad<E: ComponentEffects<Event>>(
        _ reason: LoadCancelReason, completion: UInt64?, _ effects: inout E
    ) {
        guard component.state.isRefreshing else {
            component.finish(completion, false, &effects)
            return
        }
        component.cancelNextEnd(reason)
        end(to: .idle, completion: completion, &effects)
    }

    /// 1.5: a new load replaces the one under way (`superseded`), the state unchanged, its trigger
    /// fired at once unless a task drives it; with no load under way, a begin. True when a load
    /// started.
    @discardableResult
    public mutating func restartLoad<E: ComponentEffects<Event>>(
        completion: UInt64?, firesTrigger: Bool, loadID: UInt64?, _ effects: inout E
    ) -> Bool {
        guard let superseded = component.supersedeLoad(loadID: loadID, &effects) else {
            return begin(completion: completion, firesTrigger: firesTrigger, loadID: loadID, &effects)
        }
        effects.emit(.loadCancelled(superseded))
        // A begin animation still running fires the trigger when it ends, with the new id.
        if firesTrigger && component.state == .refreshing && !component.isBeginAnimationPending {
            effects.emit(.refreshing(loadID: component.loadID))
        }
        component.finish(completion, true, &effects)
        return true
    }

    /// 1.5: the component is being destroyed: a load under way ends, returned for the host to
    /// hear as cancelled (its last signal), and no begin starts another.
    public mutating func close<E: ComponentEffects<Event>>(_ effects: inout E) -> CancelledLoad? {
        component.close(&effects)
    }

    /// What a transition just made tells the host last: a load it cancelled (1.5), which announces
    /// nothing ("Loaded" would be untrue), or else what it says to a screen reader (F20). The last
    /// step of every family's transition (its label already shows the new state).
    package mutating func announce<E: ComponentEffects<Event>>(
        from old: RefreshState, to new: RefreshState, _ effects: inout E
    ) {
        if let load = component.takeCancelledLoad() {
            effects.emit(.loadCancelled(load))
            return
        }
        announcer.transition(
            from: old, to: new, items: reportedItemCount > 0 ? reportedItemCount : nil, label: label.text,
            language: label.titles.language, &effects)
    }

    /// F20: the `activate` input, what a tap or a pull would do: from Idle a load with its
    /// trigger, from Failed a retry. A hidden or interaction-disabled component, and one in any
    /// other state, does nothing. True when it began.
    @discardableResult
    package mutating func activate<E: ComponentEffects<Event>>(_ effects: inout E) -> Bool {
        guard component.interactionEnabled, !component.hidden, component.state.isResting else { return false }
        return begin(completion: nil, firesTrigger: true, loadID: nil, &effects)
    }

    public mutating func apply<E: ComponentEffects<Event>>(_ command: BindingCommand, _ effects: inout E) {
        switch command {
        case .start: begin(completion: nil, firesTrigger: false, loadID: nil, &effects)
        case .stop:
            guard component.state.isRefreshing else { return }
            end(to: .idle, completion: nil, &effects)
        case .cancel:
            cancelLoad(.taskCanceled, completion: nil, &effects)
        case .fail(let message):
            // B8: as stop, a load in progress only; it ends in Failed.
            guard component.state.isRefreshing else { return }
            endRefreshingWithFailure(message: message, completion: nil, &effects)
        }
    }

    public mutating func setVisible<E: ComponentEffects<Event>>(_ visible: Bool, _ effects: inout E) {
        component.setVisible(visible)
        guard visible, component.state == .willRefresh else { return }
        let waiting = component.takeWaitingBeginCompletion()
        transition(to: .refreshing, &effects)
        component.holdBeginCompletion(waiting, target: .refreshing, &effects)
    }
}
