/// A member of the refresh family as the commands it shares with the others see it: the component
/// machine, and the family's own setters, which run its layers in the original's order.
///
/// Begin, end, a task binding's commands, visibility's promotion of WillRefresh and the reaction
/// to a pull are one sequence for every member (docs/behaviour/component.md §2, §3);
/// they are written once, here, over what each family supplies. Package-only: the machine changes
/// only through these sequences and the families' setters, never from outside the package.
package protocol RefreshComponent {
    associatedtype Event: ComponentEvents
    /// The family's kind: the states it has, its edge and axis, its slot on a scroll view.
    static var componentKind: ComponentKind { get }
    var component: ComponentMachine { get set }
    /// The state setter: the machine's `enter`, then the family's layers (edge, label, visuals).
    mutating func transition<E: ComponentEffects<Event>>(to new: RefreshState, _ effects: inout E)
    /// The percent, and what follows it in the family (a GIF's idle frame).
    mutating func setPullingPercent<E: ComponentEffects<Event>>(_ value: Double, _ effects: inout E)
    /// The state label, and showing it anew for the current state (with the family's own rules
    /// and a new layout when its text changed).
    var label: StateLabel { get set }
    mutating func updateLabel<E: ComponentEffects<Event>>(_ effects: inout E)
    /// F20: the announcement layer, and the item count the host reports now (F19's field, 0
    /// when it reports none).
    var announcer: Announcer { get set }
    var reportedItemCount: Int64 { get }
}

extension RefreshComponent {
    /// Begins: alpha to 1, percent 1, then Refreshing, or WillRefresh while not visible; the
    /// completion waits for the begin animation (F3), or ends unfinished when the component is
    /// already there. True when it transitioned. A load that starts gets `loadID` (F18: the id a
    /// host's begin call already returned), or a new one; a begin that finds a load under way
    /// starts none, so the id it names never becomes current.
    @discardableResult
    package mutating func begin<E: ComponentEffects<Event>>(
        completion: UInt64?, firesTrigger: Bool, loadID: UInt64? = nil, _ effects: inout E
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

    /// F17: ends, at once (F1), to Failed, whose label shows `message` (nil: the Failed title).
    /// In Failed already only the message changes, and the completion ends unfinished (as an end
    /// to where the component is). From any other state, Refreshing's exit included.
    package mutating func failLoad<E: ComponentEffects<Event>>(
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
            failLoad(message: message, completion: completion, &effects)
        } else {
            end(to: outcome.state, completion: completion, &effects)
        }
        return true
    }

    /// F17: a retry (a tap, a button, an accessibility action) begins again from Failed, as a
    /// begin with its trigger. In any other state nothing changes and the completion ends
    /// unfinished (false).
    package mutating func retryLoad<E: ComponentEffects<Event>>(completion: UInt64?, _ effects: inout E) -> Bool {
        guard component.state == .failed else {
            component.finish(completion, false, &effects)
            return false
        }
        begin(completion: completion, firesTrigger: true, &effects)
        return true
    }

    /// F20: what the transition just made says to a screen reader; the last step of every
    /// family's transition (its label already shows the new state).
    package mutating func announce<E: ComponentEffects<Event>>(
        from old: RefreshState, to new: RefreshState, _ effects: inout E
    ) {
        let items = reportedItemCount
        announcer.transition(
            from: old, to: new, items: items, label: label.text, language: label.titles.language, &effects)
    }

    /// F20: the `activate` input, what a tap or a pull would do: from Idle a load with its
    /// trigger, from Failed a retry. A hidden or interaction-disabled component, and one in any
    /// other state, does nothing. True when it began.
    @discardableResult
    package mutating func activate<E: ComponentEffects<Event>>(_ effects: inout E) -> Bool {
        guard component.interactionEnabled, !component.hidden, component.state.isResting else { return false }
        return begin(completion: nil, firesTrigger: true, &effects)
    }

    /// What a task binding asks (B4): start begins without the trigger (the task is the load);
    /// stop ends a load in progress, and never moves NoMoreData to Idle.
    package mutating func applyBinding<E: ComponentEffects<Event>>(_ command: BindingCommand, _ effects: inout E) {
        switch command {
        case .start: begin(completion: nil, firesTrigger: false, &effects)
        case .stop:
            guard component.state.isRefreshing else { return }
            end(to: .idle, completion: nil, &effects)
        case .fail(let message):
            // B8: as stop, a load in progress only; it ends in Failed.
            guard component.state.isRefreshing else { return }
            failLoad(message: message, completion: nil, &effects)
        }
    }

    /// Visible means drawn in a window; becoming visible promotes WillRefresh to Refreshing, and
    /// the begin that waited gets its completion from that Refreshing (F3).
    package mutating func updateVisibility<E: ComponentEffects<Event>>(_ visible: Bool, _ effects: inout E) {
        component.setVisible(visible)
        guard visible, component.state == .willRefresh else { return }
        let waiting = component.takeWaitingBeginCompletion()
        transition(to: .refreshing, &effects)
        component.holdBeginCompletion(waiting, target: .refreshing, &effects)
    }

    /// What a pull edge decided for one scroll update: the percent, then a transition or a begin.
    /// Inlined: it runs on every scroll update, and most decide nothing.
    @inline(__always)
    package mutating func react<E: ComponentEffects<Event>>(to reaction: PullReaction, _ effects: inout E) {
        if let percent = reaction.percent { setPullingPercent(percent, &effects) }
        switch reaction.action {
        case .transition(let target)?: transition(to: target, &effects)
        case .beginRefreshing?: begin(completion: nil, firesTrigger: true, &effects)
        case nil: break
        }
    }
}
