import Testing
@testable import RefreshKitModel

/// The trailer's scenarios (docs/behaviour/trailer.md), cases 1–11: the swipe, the release, Refreshing, the end, the setups TB and TC, gR and
/// the percent rules. Setup TA: W 375, H 200, L0 = R0 = 0, Cw 1000 ⇒ happenX 625, triggerX 685.
@Suite struct TrailerCasesPullTests {
    typealias T = TrailerHarness

    @Test func case01HalfwayIsHalfAndIdle() {
        var t = T()
        t.drag(to: 655)
        #expect(t.model.pullingPercent == 0.5)
        #expect(t.model.state == .idle)
        #expect(t.take() == [.pullingPercent(0.5)])
    }

    @Test func case02OnTheLineIsStillIdle() {
        var t = T()
        t.drag(to: 685)
        #expect(t.model.pullingPercent == 1)
        #expect(t.model.state == .idle)
    }

    @Test func case03PastTheLinePulls() {
        var t = T()
        t.drag(to: 686)
        #expect(t.model.state == .pulling)
        #expect(t.model.pullingPercent == 61.0 / 60.0)
        // F14: the port's English title; the original shows its key "MJRefreshTrailerPullingText".
        #expect(t.model.labelText == "Release to view details")
        #expect(
            t.take() == [
                .pullingPercent(61.0 / 60.0), .stateChanged(new: .pulling, old: .idle),
                .label("Release to view details"), .arrow(angle: .pi, duration: 0.25),
            ])
        #expect(t.model.arrowAngle == .pi)
    }

    @Test func case04ReleaseRefreshes() {
        var t = T()
        t.drag(to: 686)
        _ = t.take()
        t.drag(to: 690, dragging: false)
        #expect(t.model.state == .refreshing)
        #expect(t.model.pullingPercent == 1)
        #expect(t.model.rightContribution == 60)  // the original's Δ
        #expect(t.model.metrics.insetRight == 60)
        #expect(t.model.metrics.offsetX == 685)
        // Refreshing's title is Pulling's: the label does not change, and the arrow stays at π.
        #expect(t.model.labelText == "Release to view details")
        #expect(
            t.take() == [
                .pullingPercent(1), .stateChanged(new: .refreshing, old: .pulling),
                .insetRequested(edge: .right, value: 60, duration: 0.25),
                .offsetRequested(axis: .horizontal, value: 685, duration: 0.25),
            ])
        t.advance(by: 0.2499)
        #expect(t.take().isEmpty)
        t.advance(by: 0.0001)
        #expect(t.take() == [.refreshing(loadID: 1)])
    }

    @Test func case05OffsetEventsWhileRefreshingAreIgnored() {
        var t = T()
        t.refreshByDrag()
        _ = t.take()
        for (x, dragging) in [(0.0, true), (900, true), (700, false), (-50, false), (686, true)] {
            t.drag(to: x, dragging: dragging, right: x == 900 ? 75 : nil)
            #expect(t.model.pullingPercent == 1)
            #expect(t.model.state == .refreshing)
            // The base insets are the host's, read from what it reports (its own 15 under c = 60
            // once it reported 75), never a copy frozen at the refresh's start.
            #expect(t.model.geometry.visibleWidth == 375 - (x == 0 ? 0 : 15))
        }
        #expect(t.take().isEmpty)
    }

    // F1: the end acts at once (the original: next turn). F2/F15: the snap is the arrow's own timer.
    @Test func case06EndWithItemsAppendedReassertsTheOffset() {
        var t = T()
        t.run { m, _ in try m.setDataCount(10) }
        t.refreshByDrag()
        t.advance(by: 0.25)
        _ = t.take()
        t.run { m, _ in try m.setDataCount(20) }
        t.drag(to: 685, dragging: false, content: 1600)
        let relaid = t.take()
        #expect(relaid == [.layout(t.model.reportedLayout)])  // the frame follows Cw (F6)
        #expect(t.model.trailerRect.x == 1600)
        t.run { m, e in m.endRefreshing(completion: 9, &e) }
        #expect(t.model.state == .idle)
        #expect(t.model.labelText == "Swipe to view details")
        #expect(t.model.rightContribution == 0)
        #expect(
            t.take() == [
                .stateChanged(new: .idle, old: .refreshing), .endAnimationBegan,
                .insetRequested(edge: .right, value: 0, duration: 0.4),
                .offsetRequested(axis: .horizontal, value: 685, duration: 0),
                .label("Swipe to view details"),
            ])
        // The arrow turns to π (already there, so nothing is told) and snaps to 0 at +0.25 s.
        t.advance(by: 0.25)
        #expect(t.take() == [.arrow(angle: 0, duration: 0)])
        #expect(t.model.pullingPercent == 1)
        t.advance(by: 0.15)
        #expect(t.take() == [.pullingPercent(0), .completion(id: 9, finished: true)])
    }

    @Test func case06WithoutNewItemsNoReassert() {
        var t = T()
        t.run { m, _ in try m.setDataCount(10) }
        t.refreshByDrag()
        _ = t.take()
        t.run { m, e in m.endRefreshing(completion: nil, &e) }
        let requests = t.take().requests
        #expect(requests == [.insetRequested(edge: .right, value: 0, duration: 0.4)])
    }

    @Test func case07NarrowContentRefreshesIntoTheGap() {
        var t = T(content: 300)
        // D_x = −75 ⇒ happenX 0, triggerX 60, frame x 375.
        #expect(t.model.geometry.happenOffset == 0)
        #expect(t.model.geometry.triggerOffset == 60)
        #expect(t.model.trailerRect == FooterRect(x: 375, y: 0, width: 60, height: 200))
        t.run { m, _ in try m.setDataCount(3) }
        t.refreshByDrag(past: 60)
        #expect(t.model.state == .refreshing)
        #expect(
            t.take().requests == [
                .insetRequested(edge: .right, value: 135, duration: 0.25),
                .offsetRequested(axis: .horizontal, value: 60, duration: 0.25),
            ])
        #expect(t.model.rightContribution == 135)
        t.run { m, _ in try m.setDataCount(30) }  // new items, but D_x < 0: no re-assert
        t.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(t.take().requests == [.insetRequested(edge: .right, value: 0, duration: 0.4)])
        #expect(t.model.metrics.insetRight == 0)
    }

    // F8: the request is the reported 16 plus the contribution 60; the original sets Rref = 76,
    // the same number when nobody else touched the inset.
    @Test func case08InsetsShiftTheLines() {
        var t = T(left: 16, right: 16)
        #expect(t.model.geometry.visibleWidth == 343)
        #expect(t.model.geometry.happenOffset == 641)
        #expect(t.model.geometry.triggerOffset == 701)
        #expect(t.model.trailerRect.x == 1000)
        t.drag(to: 701)
        #expect(t.model.state == .idle)
        t.refreshByDrag(past: 701)
        #expect(
            t.take().requests == [
                .insetRequested(edge: .right, value: 76, duration: 0.25),
                .offsetRequested(axis: .horizontal, value: 701, duration: 0.25),
            ])
        #expect(t.model.rightContribution == 60)
        t.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(t.model.metrics.insetRight == 16)
    }

    @Test func case09IgnoredRightInsetMovesOnlyTheFrame() {
        var t = T(ignoredRight: 10)
        #expect(t.model.trailerRect == FooterRect(x: 1010, y: 0, width: 60, height: 200))
        #expect(t.model.geometry.happenOffset == 625)
        #expect(t.model.geometry.triggerOffset == 685)
        t.drag(to: 685)
        #expect(t.model.state == .idle)
        t.drag(to: 686)
        #expect(t.model.state == .pulling)
        // Setting gR later moves the frame at once (F6).
        t.run { m, e in try m.setIgnoredRightInset(0, &e) }
        #expect(t.model.layout?.frame.x == 1000)
    }

    // RefreshKit changes this case (docs/behaviour/trailer.md §1): a trailer has no NoMoreData, so
    // asking for it is refused and changes nothing (the original let the state be assigned; then
    // x = 800 only stored p = 175/60 with an empty label). From the Idle it stays in, the same drag
    // pulls.
    @Test func case10NoMoreDataIsRefused() {
        var t = T()
        #expect(throws: StateError("a trailer has no NoMoreData state")) { try t.model.endRefreshingWithNoMoreData() }
        #expect(throws: InputError.self) { try t.model.setTitle("none", for: .noMoreData, &t.effects) }
        #expect(t.model.state == .idle)
        #expect(t.take().isEmpty)
        t.drag(to: 800)
        #expect(t.model.pullingPercent == 175.0 / 60.0)
        #expect(t.model.state == .pulling)
        #expect(t.model.labelText == "Release to view details")
    }

    @Test func case11ABounceKeepsOnlyPercentsBelowOne() {
        var t = T()
        t.drag(to: 700, dragging: false)
        #expect(t.model.pullingPercent == 0)
        #expect(t.model.state == .idle)
        #expect(t.take().isEmpty)
        t.drag(to: 670, dragging: false)
        #expect(t.model.pullingPercent == 0.75)
        // At or before the happen line the percent is kept, not reset.
        t.drag(to: 625, dragging: false)
        #expect(t.model.pullingPercent == 0.75)
    }
}
