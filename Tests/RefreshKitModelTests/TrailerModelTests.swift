import Testing
@testable import RefreshKitModel

/// The trailer's component behaviour beyond the spec's cases: F1–F7 as the back footer has them
/// (completions, alpha, gating, durations, task bindings, destroy).
@Suite struct TrailerModelTests {
    typealias T = TrailerHarness

    @Test func aNewTrailerIsIdleVisibleAndEnglish() {
        let model = TrailerModel()
        #expect(model.state == .idle && model.pullingPercent == 0 && model.alpha == 1 && model.visible)
        #expect(model.language == .english && model.labelText == "Swipe to view details")
        #expect(model.style == .normal && model.arrowAngle == 0 && model.layout == nil)
        #expect(model.reportedLayout.frame == FooterRect(x: 0, y: 0, width: 60, height: 0))
    }

    @Test func autoAlphaFollowsThePercentAndFadesOnExit() {
        var t = T()
        t.run { m, e in m.setAutomaticallyChangesAlpha(true, &e) }
        #expect(t.model.alpha == 0)
        t.drag(to: 655)
        #expect(t.model.alpha == 0.5)
        t.refreshByDrag()
        #expect(t.model.alpha == 1)
        _ = t.take()
        t.run { m, e in m.endRefreshing(completion: nil, &e) }
        let events = t.take()
        let inset = events.firstIndex(of: .insetRequested(edge: .right, value: 0, duration: 0.4))!
        let alpha = events.firstIndex(of: .alpha(0, duration: 0.4))!
        #expect(events.firstIndex(of: .endAnimationBegan)! < inset && inset < alpha)
    }

    @Test func hiddenTrailersIgnoreTheOffsetButFollowTheContent() {
        var t = T()
        t.run { m, _ in m.setHidden(true) }
        t.drag(to: 700, content: 1200)
        #expect(t.model.state == .idle && t.model.pullingPercent == 0)
        #expect(t.model.layout?.frame.x == 1200)
        t.run { m, _ in m.setHidden(false) }
        t.drag(to: 900)  // happenX 825, triggerX 885 under the new content
        #expect(t.model.state == .pulling)
    }

    @Test func interactionDisabledTrailersIgnoreEverything() {
        var t = T()
        t.run { m, _ in m.setInteractionEnabled(false) }
        t.drag(to: 700, content: 1200)
        #expect(t.take().isEmpty)
        #expect(t.model.state == .idle)
        t.run { m, _ in m.setInteractionEnabled(true) }
        t.drag(to: 1000)
        #expect(t.model.layout?.frame.x == 1200)
        #expect(t.model.pullingPercent == 175.0 / 60.0)
    }

    @Test func durationsAreThoseOfTheCalls() {
        var t = T()
        t.run { m, _ in try m.setAnimationDurations(fast: 0.1, slow: 0.2) }
        t.drag(to: 686)
        #expect(t.take().contains(.arrow(angle: .pi, duration: 0.1)))
        t.drag(to: 690, dragging: false)
        #expect(t.take().contains(.insetRequested(edge: .right, value: 60, duration: 0.1)))
        t.advance(by: 0.1)
        #expect(t.take() == [.refreshing(loadID: 1)])
        t.run { m, e in m.endRefreshing(completion: 5, &e) }
        #expect(t.take().contains(.insetRequested(edge: .right, value: 0, duration: 0.2)))
        t.advance(by: 0.2)
        #expect(t.take() == [.arrow(angle: 0, duration: 0), .pullingPercent(0), .completion(id: 5, finished: true)])
    }

    // F2: an end before the begin animation is over cancels the trigger.
    @Test func anEarlyEndCancelsTheTrigger() {
        var t = T()
        t.run { m, e in m.beginRefreshing(completion: 1, &e) }
        t.advance(by: 0.1)
        t.run { m, e in m.endRefreshing(completion: 2, &e) }
        #expect(t.take().contains(.completion(id: 1, finished: false)))
        t.advance(by: 1)
        let events = t.take()
        #expect(!events.contains { $0.isTrigger })
        #expect(events.contains(.completion(id: 2, finished: true)))
    }

    /// T10 of the footer's table: an end from Pulling or WillRefresh goes to Idle at once, with no
    /// inset change and no exit animation.
    @Test func anEndOutsideRefreshingChangesNoInset() {
        var t = T()
        t.drag(to: 686)
        _ = t.take()
        t.run { m, e in m.endRefreshing(completion: 1, &e) }
        var events = t.take()
        #expect(t.model.state == .idle)
        #expect(events.requests.isEmpty && events.last == .completion(id: 1, finished: true))
        #expect(events.contains(.arrow(angle: 0, duration: 0.25)))
        t.run { m, e in m.setVisible(false, &e) }
        t.run { m, e in m.beginRefreshing(completion: 2, &e) }
        t.run { m, e in m.endRefreshing(completion: 3, &e) }
        events = t.take()
        #expect(t.model.state == .idle)
        #expect(events.requests.isEmpty)
        #expect(events.contains(.completion(id: 2, finished: false)))
        #expect(events.last == .completion(id: 3, finished: true))
        t.advance(by: 1)
        #expect(t.take().isEmpty)
    }

    @Test func aBeginWhileRefreshingEndsItsCompletionUnfinished() {
        var t = T()
        t.run { m, e in m.beginRefreshing(completion: 1, &e) }
        _ = t.take()
        t.run { m, e in m.beginRefreshing(completion: 2, &e) }
        #expect(t.take() == [.completion(id: 2, finished: false)])
        t.advance(by: 0.25)
        #expect(t.take() == [.refreshing(loadID: 1), .completion(id: 1, finished: true)])
    }

    @Test func aTaskBeginsWithoutTheTriggerAndStopsOnlyARefresh() {
        var t = T()
        t.run { m, e in m.apply(.stop, &e) }
        #expect(t.take().isEmpty)
        t.run { m, e in m.apply(.start, &e) }
        #expect(t.model.state == .refreshing)
        t.advance(by: 0.25)
        #expect(!t.take().contains { $0.isTrigger })
        t.run { m, e in m.apply(.stop, &e) }
        #expect(t.model.state == .idle)
    }

    @Test func destroyEndsEverythingPendingUnfinished() {
        var t = T()
        t.run { m, e in m.beginRefreshing(completion: 1, &e) }
        t.advance(by: 0.25)
        t.run { m, e in m.endRefreshing(completion: 2, &e) }
        _ = t.take()
        #expect(t.model.arrow.isSnapPending)
        t.run { m, e in m.cancelAll(&e) }
        #expect(t.take() == [.completion(id: 2, finished: false)])
        #expect(t.effects.timers.isEmpty)
        #expect(!t.model.arrow.isSnapPending)
    }

    @Test func theArrowSizePlacesArrowAndLabel() {
        var t = T()
        t.run { m, e in try m.setArrowSize(width: 30, height: 24, &e) }
        #expect(t.model.layout?.parts.arrow == FooterRect(x: 5, y: 88, width: 30, height: 24))
        #expect(t.model.layout?.parts.label == FooterRect(x: 38, y: 0, width: 14, height: 200))
    }

    /// A host that moves the right inset after the refresh began keeps its change (F8).
    @Test func aHostInsetChangeSurvivesTheEnd() {
        var t = T(right: 10)  // happenX 635, triggerX 695
        t.refreshByDrag(past: 695)
        #expect(t.model.metrics.insetRight == 70)
        t.drag(to: 695, dragging: false, right: 90)  // the host added 20 of its own
        t.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(t.model.metrics.insetRight == 30)
    }
}
