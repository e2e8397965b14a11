import Testing
@testable import RefreshKitModel

/// The component layer on its own: where begins and ends go, superseded completions (F2), the
/// one-shot completions (F3), the trigger, percent and alpha.
@Suite struct ComponentMachineTests {
    typealias Effects = FooterHarness.Effects

    @Test func newComponentIsIdleVisibleOpaqueAtZero() {
        let c = ComponentMachine()
        #expect(c.state == .idle)
        #expect(c.pullingPercent == 0)
        #expect(c.alpha == 1)
        #expect(c.visible && !c.hidden && c.interactionEnabled)
        #expect(c.fastDuration == 0.25 && c.slowDuration == 0.4)
    }

    @Test func beginGoesToRefreshingWhenVisibleAndWillRefreshWhenNot() {
        var c = ComponentMachine()
        #expect(c.beginTarget == .refreshing)
        c.setVisible(false)
        #expect(c.beginTarget == .willRefresh)
        var e = Effects()
        _ = c.enter(.willRefresh, &e)
        // Already about to refresh: a second begin is a no-op.
        #expect(c.beginTarget == nil)
        c.setVisible(true)
        #expect(c.beginTarget == .refreshing)
        _ = c.enter(.refreshing, &e)
        #expect(c.beginTarget == nil)
    }

    @Test func onlyLeavingRefreshingAnimatesAnEnd() {
        var c = ComponentMachine()
        var e = Effects()
        #expect(c.endAnimates(to: .idle) == nil)
        #expect(c.endAnimates(to: .noMoreData) == false)
        _ = c.enter(.refreshing, &e)
        #expect(c.endAnimates(to: .idle) == true)
        #expect(c.endAnimates(to: .noMoreData) == true)
    }

    @Test func enteringTheSameStateTellsNothing() {
        var c = ComponentMachine()
        var e = Effects()
        let old1 = c.enter(.idle, &e)
        #expect(old1 == nil)
        #expect(e.events.isEmpty)
        let old2 = c.enter(.pulling, &e)
        #expect(old2 == .idle)
        #expect(e.events == [.stateChanged(new: .pulling, old: .idle)])
    }

    @Test func theBeginAnimationFiresTheTriggerThenTheCompletion() {
        var c = ComponentMachine()
        var e = Effects()
        _ = c.enter(.refreshing, &e)
        c.startBeginAnimation(&e)
        c.holdBeginCompletion(5, target: .refreshing, &e)
        #expect(e.timers[.beginAnimation] == 0.25)
        e.events.removeAll()
        c.beginAnimationEnded(&e)
        #expect(e.events == [.refreshing(loadID: 1), .completion(id: 5, finished: true)])
        // Once: a late timer does nothing.
        e.events.removeAll()
        c.beginAnimationEnded(&e)
        #expect(e.events.isEmpty)
    }

    @Test func aTaskDrivenBeginFiresNoTriggerAndANoOpBeginKeepsThePromise() {
        var c = ComponentMachine()
        var e = Effects()
        c.prepareBegin(firesTrigger: false)
        _ = c.enter(.refreshing, &e)
        c.startBeginAnimation(&e)
        e.events.removeAll()
        c.beginAnimationEnded(&e)
        #expect(!e.events.contains { $0.isTrigger })
        // The next Refreshing fires again unless told otherwise.
        _ = c.enter(.idle, &e)
        _ = c.enter(.refreshing, &e)
        c.startBeginAnimation(&e)
        e.events.removeAll()
        c.beginAnimationEnded(&e)
        #expect(e.events == [.refreshing(loadID: 2)])
    }

    // F2: a transition ends the pending completions of the one before it, unfinished.
    @Test func aTransitionSupersedesPendingCompletionsAndTimers() {
        var c = ComponentMachine()
        var e = Effects()
        _ = c.enter(.refreshing, &e)
        c.startBeginAnimation(&e)
        c.holdBeginCompletion(1, target: .refreshing, &e)
        e.events.removeAll()
        _ = c.enter(.idle, &e)
        #expect(e.events == [.completion(id: 1, finished: false), .stateChanged(new: .idle, old: .refreshing)])
        #expect(e.timers[.beginAnimation] == nil)
        #expect(!c.isBeginAnimationPending)
        c.startExitAnimation(&e)
        c.holdEndCompletion(2, &e)
        e.events.removeAll()
        _ = c.enter(.noMoreData, &e)
        #expect(e.events.first == .completion(id: 2, finished: false))
        #expect(e.timers[.exitAnimation] == nil)
        let ended1 = c.exitAnimationEnded()
        #expect(!ended1)
    }

    // The auto footer enters Refreshing with no begin animation (F10): the trigger at once (not for
    // a task-driven begin), then the completion finishes at once; an end with no exit animation
    // finishes its completion at once.
    @Test func refreshingWithoutAnimationsFinishesCompletionsAtOnce() {
        var c = ComponentMachine()
        var e = Effects()
        _ = c.enter(.refreshing, &e)
        e.events.removeAll()
        c.fireTriggerAtOnce(&e)
        c.holdBeginCompletion(3, target: .refreshing, &e)
        #expect(e.events == [.refreshing(loadID: 1), .completion(id: 3, finished: true)])
        #expect(e.timers.isEmpty)
        _ = c.enter(.idle, &e)
        e.events.removeAll()
        c.holdEndCompletion(8, &e)
        #expect(e.events == [.completion(id: 8, finished: true)])
        c.prepareBegin(firesTrigger: false)
        _ = c.enter(.refreshing, &e)
        e.events.removeAll()
        c.fireTriggerAtOnce(&e)
        #expect(e.events.isEmpty)
        _ = c.enter(.idle, &e)
        _ = c.enter(.refreshing, &e)
        e.events.removeAll()
        c.fireTriggerAtOnce(&e)
        #expect(e.events == [.refreshing(loadID: 3)])
    }

    @Test func aWaitingBeginCompletionIsTakenOnce() {
        var c = ComponentMachine()
        var e = Effects()
        c.setVisible(false)
        _ = c.enter(.willRefresh, &e)
        c.holdBeginCompletion(9, target: .willRefresh, &e)
        let taken1 = c.takeWaitingBeginCompletion()
        #expect(taken1 == 9)
        let taken2 = c.takeWaitingBeginCompletion()
        #expect(taken2 == nil)
        e.events.removeAll()
        c.supersedePending(&e)
        #expect(e.events.isEmpty)
    }

    @Test func theExitAnimationEndsOnceThenFinishesTheEnd() {
        var c = ComponentMachine()
        var e = Effects()
        c.startExitAnimation(&e)
        c.holdEndCompletion(4, &e)
        #expect(e.timers[.exitAnimation] == 0.4)
        let ended2 = c.exitAnimationEnded()
        #expect(ended2)
        let ended3 = c.exitAnimationEnded()
        #expect(!ended3)
        c.finishEnd(&e)
        #expect(e.events == [.completion(id: 4, finished: true)])
    }

    // F5: a negative percent clamps to 0, alpha to [0, 1]; each is told only on a change.
    @Test func percentAndAlphaClampAndAreToldOnChange() {
        var c = ComponentMachine()
        var e = Effects()
        c.setPullingPercent(-2, &e)
        #expect(c.pullingPercent == 0)
        #expect(e.events.isEmpty)
        c.setAlpha(3, duration: 0, &e)
        #expect(e.events.isEmpty)
        c.setAlpha(-1, duration: 0.2, &e)
        #expect(c.alpha == 0)
        #expect(e.events == [.alpha(0, duration: 0.2)])
    }

    @Test func autoAlphaFollowsThePercentOutsideRefreshing() {
        var c = ComponentMachine()
        var e = Effects()
        c.setAutomaticallyChangesAlpha(true, &e)
        #expect(c.alpha == 0)
        c.setPullingPercent(0.5, &e)
        #expect(c.alpha == 0.5)
        _ = c.enter(.refreshing, &e)
        c.setPullingPercent(0.75, &e)
        #expect(c.alpha == 0.5)
        c.setAutomaticallyChangesAlpha(false, &e)
        #expect(c.alpha == 0.5)
        _ = c.enter(.idle, &e)
        c.setAutomaticallyChangesAlpha(false, &e)
        #expect(c.alpha == 1)
    }
}
