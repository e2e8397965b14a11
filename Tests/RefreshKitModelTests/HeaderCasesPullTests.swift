import Testing
@testable import RefreshKitModel

/// The header's scenarios (docs/behaviour/header.md), cases 1–13: the pull, the release, the refreshing inset rule, begin and visibility.
/// Setup HA: W 375, T0 88, h 54 ⇒ happen −88, trigger −142.
@Suite struct HeaderCasesPullTests {
    typealias H = HeaderHarness

    @Test func case01RestStoresPercentZeroAtTheHappenLine() {
        var h = H()
        h.run { m, e in m.setAutomaticallyChangesAlpha(true, &e) }
        h.drag(to: -115, dragging: false)
        #expect(h.model.pullingPercent == 0.5)
        #expect(h.model.alpha == 0.5)
        h.drag(to: -87, dragging: false)  // below the happen line: the percent is kept
        #expect(h.model.pullingPercent == 0.5)
        h.drag(to: -88, dragging: false)  // y == happen passes (≤), unlike the footers
        #expect(h.model.pullingPercent == 0)
        #expect(h.model.alpha == 0)
    }

    @Test func case02HalfwayIsHalfAndIdle() {
        var h = H()
        h.drag(to: -115)
        #expect(h.model.pullingPercent == 0.5)
        #expect(h.model.state == .idle)
        #expect(h.model.labelText == "Pull down to refresh")
    }

    @Test func case03OnTheLineIsStillIdle() {
        var h = H()
        h.drag(to: -142)
        #expect(h.model.pullingPercent == 1)
        #expect(h.model.state == .idle)
    }

    @Test func case04PastTheLinePulls() {
        var h = H()
        h.drag(to: -143)
        #expect(h.model.pullingPercent == 55.0 / 54.0)
        #expect(h.model.state == .pulling)
        #expect(h.model.labelText == "Release to refresh")
        let events = h.take()
        #expect(events.contains(.arrow(angle: -Double.pi + 0.000001, duration: 0.25)))
        #expect(!h.model.arrow.spinnerAnimating)
        #expect(
            events.firstIndex(of: .pullingPercent(55.0 / 54.0))! < events.firstIndex(
                of: .stateChanged(new: .pulling, old: .idle))!)
    }

    @Test func case05DraggingBackToTheLineIsIdle() {
        var h = H()
        h.drag(to: -143)
        _ = h.take()
        h.drag(to: -142)
        #expect(h.model.state == .idle)
        #expect(h.take().contains(.arrow(angle: 0, duration: 0.25)))
        #expect(h.model.labelText == "Pull down to refresh")
    }

    @Test func case06ReleaseRefreshes() {
        var h = H()
        h.drag(to: -143)
        _ = h.take()
        h.drag(to: -160, dragging: false)
        #expect(h.model.pullingPercent == 1)
        #expect(h.model.state == .refreshing)
        #expect(h.model.insetTopDelta == -54)
        #expect(h.model.labelText == "Loading...")
        #expect(!h.model.arrow.arrowVisible)
        #expect(h.model.arrow.spinnerAnimating)
        let events = h.take()
        let state = events.firstIndex(of: .stateChanged(new: .refreshing, old: .pulling))!
        let inset = events.firstIndex(of: .insetRequested(edge: .top, value: 142, duration: 0.25))!
        let offset = events.firstIndex(of: .offsetRequested(axis: .vertical, value: -142, duration: 0.25))!
        let label = events.firstIndex(of: .label("Loading..."))!
        #expect(state < inset && inset < offset && offset < label)
        #expect(!events.contains { $0.isTrigger })
        h.advance(by: 0.25)
        #expect(h.take() == [.refreshing(loadID: 1)])
    }

    @Test func case07ScrollingWhileRefreshingFollowsTheClamp() {
        var h = H()
        h.refreshByDrag()
        _ = h.take()
        h.drag(to: -100)
        #expect(h.take() == [.insetRequested(edge: .top, value: 100, duration: 0)])
        #expect(h.model.insetTopDelta == -12)
        h.drag(to: 200)
        #expect(h.take() == [.insetRequested(edge: .top, value: 88, duration: 0)])
        #expect(h.model.insetTopDelta == 0)
        h.drag(to: -300)
        #expect(h.take() == [.insetRequested(edge: .top, value: 142, duration: 0)])
        #expect(h.model.insetTopDelta == -54)
        #expect(h.model.pullingPercent == 1)
        #expect(h.model.state == .refreshing)
    }

    // F1: the end acts at once (the original waits a main-queue turn). F8/FLT_EPSILON: with
    // nothing added there is nothing to give back, so no inset request at all.
    @Test func case08EndWithNothingAddedKeepsTheInset() {
        var h = H()
        h.refreshByDrag()
        h.drag(to: 200)
        h.advance(by: 0.25)
        _ = h.take()
        h.run { m, e in m.endRefreshing(completion: 7, &e) }
        #expect(h.model.state == .idle)
        #expect(h.effects.store.time(for: LastUpdatedStore.defaultKey) == h.effects.wallStart + 0.25)
        #expect(h.model.metrics.insetTop == 88)
        #expect(h.model.labelText == "Pull down to refresh")
        #expect(h.model.timeText == "Last update: Today 15:30")
        let events = h.take()
        #expect(!events.contains { if case .shared(.insetRequested) = $0 { true } else { false } })
        #expect(events.contains(.arrow(angle: 0, duration: 0)))  // reset at once, still hidden
        #expect(events.contains(.spinnerAlpha(0, duration: 0.4)))
        #expect(events.contains(.endAnimationBegan))
        #expect(h.model.pullingPercent == 1)
        h.advance(by: 0.4)
        #expect(h.model.pullingPercent == 0)
        #expect(
            h.take() == [
                .pullingPercent(0), .spinnerAlpha(1, duration: 0), .spinner(animating: false),
                .arrowVisibility(visible: true), .completion(id: 7, finished: true),
            ])
    }

    @Test func case09EndGivesBackTheHeaderHeight() {
        var h = H()
        h.refreshByDrag()
        _ = h.take()
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        let events = h.take()
        let inset = events.firstIndex(of: .insetRequested(edge: .top, value: 88, duration: 0.4))!
        #expect(inset < events.firstIndex(of: .endAnimationBegan)!)
        h.drag(to: -88, dragging: false)  // the host clamps the offset and reports it
        #expect(h.model.state == .idle)
        #expect(h.model.pullingPercent == 0)
    }

    @Test func case10BeginAtRestSetsThePercentFirst() {
        var h = H()
        h.run { m, e in m.beginRefreshing(completion: nil, &e) }
        #expect(h.model.state == .refreshing)
        let events = h.take()
        #expect(
            events.firstIndex(of: .pullingPercent(1))! < events.firstIndex(
                of: .stateChanged(new: .refreshing, old: .idle))!)
        #expect(events.contains(.insetRequested(edge: .top, value: 142, duration: 0.25)))
        #expect(events.contains(.offsetRequested(axis: .vertical, value: -142, duration: 0.25)))
        // HG shows the last idle frame (⌊10 × 1⌋ capped at 9) before the state changes.
        var g = H.gifSetup()
        g.run { m, e in m.beginRefreshing(completion: nil, &e) }
        let gifEvents = g.take()
        let frame = gifEvents.firstIndex(of: .frameChanged(image: HostImage(id: 109, width: 50, height: 60), index: 9))!
        #expect(frame < gifEvents.firstIndex(of: .stateChanged(new: .refreshing, old: .idle))!)
    }

    @Test func case11NotInAWindowWaitsInWillRefresh() {
        var h = H()
        h.run { m, e in m.setVisible(false, &e) }
        h.run { m, e in m.beginRefreshing(completion: 3, &e) }
        #expect(h.model.state == .willRefresh)
        #expect(h.model.labelText == "")
        let events = h.take()
        #expect(!events.contains { if case .shared(.insetRequested) = $0 { true } else { false } })
        #expect(!events.contains { if case .arrow = $0 { true } else { false } })
        h.run { m, e in m.setVisible(true, &e) }
        #expect(h.model.state == .refreshing)
        let shown = h.take()
        #expect(shown.contains(.insetRequested(edge: .top, value: 142, duration: 0.25)))
        #expect(shown.contains(.offsetRequested(axis: .vertical, value: -142, duration: 0.25)))
        #expect(shown.contains(.spinner(animating: true)))
        #expect(h.model.labelText == "Loading...")
        h.advance(by: 0.25)
        #expect(h.take() == [.refreshing(loadID: 1), .completion(id: 3, finished: true)])
    }

    @Test func case12CancelledPanRefreshesWithoutInsets() {
        var h = H()
        h.drag(to: -143)
        _ = h.take()
        h.drag(to: -160, dragging: false, pan: .cancelled)
        #expect(h.model.state == .refreshing)
        let events = h.take()
        #expect(!events.contains { if case .shared(.insetRequested) = $0 { true } else { false } })
        #expect(!events.contains { if case .shared(.offsetRequested) = $0 { true } else { false } })
        h.advance(by: 0.25)
        #expect(h.take() == [.refreshing(loadID: 1)])
        h.drag(to: -120, dragging: false)
        #expect(h.take() == [.insetRequested(edge: .top, value: 120, duration: 0)])
        #expect(h.model.insetTopDelta == -32)
    }

    // The settled reading: the cancelled pan counts only for the update that carries it.
    @Test func case12ACancelledPanIsNotRemembered() {
        var h = H()
        h.drag(to: -100, dragging: false, pan: .cancelled)
        h.run { m, e in m.beginRefreshing(completion: nil, &e) }
        #expect(h.take().contains(.insetRequested(edge: .top, value: 142, duration: 0.25)))
    }

    @Test func case13IgnoredTopInsetMovesOnlyTheFrame() throws {
        var h = H()
        h.run { m, _ in try m.setIgnoredTopInset(20) }
        #expect(h.model.headerRect == FooterRect(x: 0, y: -74, width: 375, height: 54))
        #expect(h.model.geometry.happenOffset == -88)
        #expect(h.model.geometry.triggerOffset == -142)
        h.drag(to: -108)  // the header's bottom edge just appears
        #expect(abs(h.model.pullingPercent - 20.0 / 54.0) < 1e-12)
        #expect(abs(h.model.pullingPercent - 0.37) < 0.01)
    }
}
