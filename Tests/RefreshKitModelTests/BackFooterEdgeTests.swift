import Testing
@testable import RefreshKitModel

/// The back-footer layer on its own: the pull each scroll update gives
/// (docs/behaviour/footer.md §2) and the inset and offset requests of a refresh
/// (docs/behaviour/footer.md §5).
@Suite struct BackFooterEdgeTests {
    typealias Effects = FooterHarness.Effects

    /// Setup A of the spec: tall content (1000 in a 600 viewport), top inset 64, footer 44.
    func edge(offset: Double, dragging: Bool, content: Double = 1000) -> BackFooterEdge {
        var edge = BackFooterEdge()
        _ = edge.setMetrics(
            FooterMetrics(
                viewportWidth: 375, viewportHeight: 600, contentHeight: content,
                insetTop: 64, offset: offset, dragging: dragging))
        edge.snapshotInsets()
        return edge
    }

    @Test func geometryFollowsTheSnapshot() {
        let e = edge(offset: 0, dragging: false)
        // V = 600 - 64 = 536, D = 464, happen = 464 - 64 = 400, trigger = 444.
        #expect(e.geometry.happenOffset == 400)
        #expect(e.geometry.triggerOffset == 444)
        #expect(e.footerRect == FooterRect(x: 0, y: 1000, width: 375, height: 44))
    }

    @Test func belowTheHappenLineNothingHappens() {
        #expect(edge(offset: 400, dragging: true).pullReaction(in: .idle) == .init())
    }

    @Test func draggingCrossesTheTriggerLineBothWays() {
        #expect(edge(offset: 422, dragging: true).pullReaction(in: .idle) == .init(percent: 0.5))
        #expect(edge(offset: 444, dragging: true).pullReaction(in: .idle) == .init(percent: 1))
        #expect(
            edge(offset: 450, dragging: true).pullReaction(in: .idle)
                == .init(percent: 50.0 / 44.0, action: .transition(to: .pulling)))
        #expect(
            edge(offset: 444, dragging: true).pullReaction(in: .pulling)
                == .init(percent: 1, action: .transition(to: .idle)))
        #expect(edge(offset: 450, dragging: true).pullReaction(in: .pulling) == .init(percent: 50.0 / 44.0))
    }

    @Test func releasingWhilePullingBegins() {
        #expect(edge(offset: 450, dragging: false).pullReaction(in: .pulling) == .init(action: .beginRefreshing))
    }

    @Test func notDraggingKeepsOnlyAPercentBelowOne() {
        #expect(edge(offset: 422, dragging: false).pullReaction(in: .idle) == .init(percent: 0.5))
        #expect(edge(offset: 460, dragging: false).pullReaction(in: .idle) == .init())
    }

    @Test func noMoreDataOnlyTracksThePercent() {
        #expect(edge(offset: 450, dragging: true).pullReaction(in: .noMoreData) == .init(percent: 50.0 / 44.0))
        #expect(edge(offset: 450, dragging: false).pullReaction(in: .noMoreData) == .init(percent: 50.0 / 44.0))
    }

    @Test func aRefreshMakesRoomAndTheEndRestoresTheInsetExactly() {
        var e = edge(offset: 444, dragging: false)
        var fx = Effects()
        e.setDataCount(20)
        e.enterRefreshing(duration: 0.25, &fx)
        #expect(
            fx.events == [
                .insetRequested(edge: .bottom, value: 44, duration: 0.25),
                .offsetRequested(axis: .vertical, value: 444, duration: 0.25),
            ])
        #expect(e.lastRefreshCount == 20)
        #expect(e.lastBottomDelta == 44)
        #expect(e.metrics.insetBottom == 44)
        fx.events.removeAll()
        e.restoreInset(duration: 0.4, &fx)
        #expect(fx.events == [.insetRequested(edge: .bottom, value: 0, duration: 0.4)])
        fx.events.removeAll()
        // The same row count: no offset re-assert.
        e.reassertOffsetIfRowsArrived(&fx)
        #expect(fx.events.isEmpty)
    }

    @Test func theRestoreIsSubtractiveWhenTheHostChangedTheInset() {
        var e = edge(offset: 444, dragging: false)
        var fx = Effects()
        e.enterRefreshing(duration: 0.25, &fx)
        var metrics = e.metrics
        metrics.insetBottom = 100
        _ = e.setMetrics(metrics)
        fx.events.removeAll()
        e.restoreInset(duration: 0.4, &fx)
        #expect(fx.events == [.insetRequested(edge: .bottom, value: 56, duration: 0.4)])
    }

    @Test func newRowsUnderTallContentReassertTheOffsetAtOnce() {
        var e = edge(offset: 444, dragging: false)
        var fx = Effects()
        e.enterRefreshing(duration: 0.25, &fx)
        e.setDataCount(40)
        fx.events.removeAll()
        e.reassertOffsetIfRowsArrived(&fx)
        #expect(fx.events == [.offsetRequested(axis: .vertical, value: 444, duration: 0)])
    }

    @Test func theHeightGrowsAndNeverShrinks() {
        var e = BackFooterEdge()
        let grew1 = e.grow(toFit: 30)
        #expect(!grew1)
        let grew2 = e.grow(toFit: 60)
        #expect(grew2)
        #expect(e.height == 60)
        let grew3 = e.grow(toFit: 50)
        #expect(!grew3)
    }
}
