import Testing
@testable import RefreshKitModel

/// The trailer's scenarios (docs/behaviour/trailer.md), cases 12–17: titles, layout, the geometry at attach, the arrow snap, visibility and
/// an end and a begin in one turn. Setup TA unless stated.
@Suite struct TrailerCasesLabelTests {
    typealias T = TrailerHarness

    // F14 changes this case for en (and ko, ru, uk): the titles are the port's own; the original
    // shows its keys "MJRefreshTrailerIdleText" / "MJRefreshTrailerPullingText".
    @Test func case12TitlesInEnglishAndChinese() {
        var t = T()
        #expect(t.model.labelText == "Swipe to view details")
        t.drag(to: 686)
        #expect(t.model.labelText == "Release to view details")
        t.refreshByDrag()
        #expect(t.model.labelText == "Release to view details")
        t.run { m, e in m.setLanguage(FooterLanguage(tag: "zh-CN"), &e) }  // F7: zh-CN is zh-Hans
        #expect(t.model.labelText == "释放查看图文详情")
        t.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(t.model.labelText == "滑动查看图文详情")
        t.run { m, e in m.setLanguage(.traditionalChinese, &e) }
        #expect(t.model.labelText == "滑動查看圖文詳情")
        // One glyph per line: the label is a 14-pt column as tall as the trailer.
        #expect(t.model.reportedLayout.parts.label.width == 14)
        #expect(t.model.reportedLayout.parts.label.height == 200)
    }

    @Test func case12EveryLanguageHasTrailerTitles() {
        for language in FooterLanguage.allCases {
            let idle = TitleFamily.trailer.title(for: .idle, in: language) ?? ""
            let pulling = TitleFamily.trailer.title(for: .pulling, in: language) ?? ""
            #expect(!idle.isEmpty && !pulling.isEmpty && idle != pulling)
            #expect(!idle.hasPrefix("MJRefresh") && !pulling.hasPrefix("MJRefresh"))
            #expect(TitleFamily.trailer.title(for: .refreshing, in: language) == pulling)
            #expect(TitleFamily.trailer.title(for: .willRefresh, in: language) == nil)
            #expect(TitleFamily.trailer.title(for: .noMoreData, in: language) == nil)
        }
        #expect(TitleFamily.trailer.title(for: .pulling, in: .traditionalChinese) == "釋放查看圖文詳情")
        // The other families' tables are untouched.
        #expect(TitleFamily.backFooter.title(for: .idle, in: .english) == "Pull up to load more")
        #expect(TitleFamily.header.title(for: .idle, in: .english) == "Pull down to refresh")
    }

    @Test func case12CustomTitlesSurviveALanguageChange() {
        var t = T()
        t.run { m, e in try m.setTitle("More →", for: .idle, &e) }
        #expect(t.model.labelText == "More →")
        t.run { m, e in m.setLanguage(.korean, &e) }
        #expect(t.model.labelText == "More →")
        t.drag(to: 686)
        #expect(t.model.labelText == "놓으면 자세히 보기")
        t.run { m, e in try m.setTitle(nil, for: .idle, &e) }
        t.drag(to: 650)
        #expect(t.model.state == .idle)
        #expect(t.model.labelText == "당겨서 자세히 보기")
    }

    @Test func case13NormalTrailerLayout() {
        var t = T()
        let layout = t.model.reportedLayout
        #expect(layout.frame == FooterRect(x: 1000, y: 0, width: 60, height: 200))
        #expect(layout.parts.arrow == FooterRect(x: 5, y: 90, width: 20, height: 20))
        #expect(layout.parts.label == FooterRect(x: 33, y: 0, width: 14, height: 200))
        t.run { m, e in m.setLabelHidden(true, &e) }
        #expect(t.model.layout?.parts.arrow == FooterRect(x: 20, y: 90, width: 20, height: 20))
        #expect(t.take().count == 1)
    }

    // F15 changes this case: the state trailer's label is placed from its centre and size together,
    // so the first layout is already (23, 0, 14, 200); the original's first pass gave (30, 100, 14, 200).
    @Test func case13StateTrailerLayoutIsRightFromTheFirstPass() {
        var t = TrailerHarness(style: .state)
        #expect(
            t.model.layout
                == TrailerLayout(
                    frame: FooterRect(x: 1000, y: 0, width: 60, height: 200),
                    parts: TrailerParts(label: FooterRect(x: 23, y: 0, width: 14, height: 200), arrow: nil)))
        var metrics = t.model.metrics
        metrics.viewportHeight = 300
        t.scroll(metrics)
        #expect(t.model.layout?.parts.label == FooterRect(x: 23, y: 0, width: 14, height: 300))
        // A state trailer has no arrow: its transitions turn nothing.
        t.refreshByDrag()
        t.run { m, e in m.endRefreshing(completion: nil, &e) }
        t.advance(by: 1)
        #expect(t.take().arrowTurns.isEmpty)
    }

    // F14 changes this case: the geometry is computed at the first update (the attach) with w = 60;
    // the original kept frame x = −L and w = W (375) until its first layout, so p was (x − 625)/375.
    @Test func case14GeometryAtAttach() {
        var model = TrailerModel()
        var effects = TrailerHarness.Effects()
        #expect(model.trailerRect.width == 60)
        try? model.setMetrics(
            ScrollMetrics(
                viewportWidth: 375, viewportHeight: 200, contentWidth: 1000, insetLeft: 8, offsetX: -8),
            &effects)
        #expect(model.layout?.frame == FooterRect(x: 1000, y: 0, width: 60, height: 200))
        #expect(effects.events == [.layout(model.reportedLayout)])
        var metrics = model.metrics
        metrics.offsetX = 647  // happenX = 1000 − 367 − 8 = 625
        metrics.dragging = true
        try? model.setMetrics(metrics, &effects)
        #expect(model.pullingPercent == 22.0 / 60.0)
    }

    // F2 changes this case: the new Pulling cancels the snap of the end before it, so the arrow
    // keeps pointing right while Pulling (the original snapped it to 0, the wrong way).
    @Test func case15PullingAgainSoonAfterAnEndKeepsTheArrowRight() {
        var t = T()
        t.refreshByDrag()
        t.advance(by: 0.25)
        t.run { m, e in m.endRefreshing(completion: 4, &e) }
        t.advance(by: 0.1)
        _ = t.take()
        t.drag(to: 700)
        #expect(t.model.state == .pulling)
        let events = t.take()
        #expect(events.arrowTurns.isEmpty)  // already at π
        #expect(events.contains(.completion(id: 4, finished: false)))  // the exit was superseded
        t.advance(by: 1)
        #expect(t.take().arrowTurns.isEmpty)
        #expect(t.model.arrowAngle == .pi)
        #expect(!t.model.arrow.isSnapPending)
    }

    @Test func case15TheSnapAfterAProgrammaticRefreshTurnsRightThenBack() {
        var t = T()
        t.run { m, e in m.beginRefreshing(completion: nil, &e) }
        #expect(t.take().arrowTurns.isEmpty)  // Refreshing leaves the arrow as it is
        t.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(t.take().arrowTurns == [.arrow(angle: .pi, duration: 0.25)])
        t.advance(by: 0.25)
        #expect(t.take().arrowTurns == [.arrow(angle: 0, duration: 0)])
    }

    @Test func case16NotInAWindowWaitsInWillRefresh() {
        var t = T()
        t.run { m, e in m.setVisible(false, &e) }
        t.run { m, e in m.beginRefreshing(completion: 3, &e) }
        #expect(t.model.state == .willRefresh)
        #expect(t.model.labelText == "")
        let events = t.take()
        #expect(events.requests.isEmpty)
        #expect(events.contains(.label("")))
        t.advance(by: 1)
        #expect(t.take().isEmpty)
        t.run { m, e in m.setVisible(true, &e) }
        #expect(t.model.state == .refreshing)
        #expect(t.take().requests.first == .insetRequested(edge: .right, value: 60, duration: 0.25))
        t.advance(by: 0.25)
        #expect(t.take() == [.refreshing(loadID: 1), .completion(id: 3, finished: true)])
    }

    // F1 changes this case: the end acts at once, so an end while Idle does nothing (its completion
    // ends unfinished) and the begin stays: Refreshing with the trigger at +0.25 s while
    // Refreshing. The original went back to Idle next turn and fired the callbacks while Idle.
    @Test func case17EndThenBeginInOneTurn() {
        var t = T()
        t.run { m, e in
            m.endRefreshing(completion: 1, &e)
            m.beginRefreshing(completion: 2, &e)
        }
        #expect(t.model.state == .refreshing)
        #expect(t.model.metrics.insetRight == 60)
        let events = t.take()
        #expect(events.first == .completion(id: 1, finished: false))
        #expect(events.contains(.insetRequested(edge: .right, value: 60, duration: 0.25)))
        t.advance(by: 0.25)
        #expect(t.take() == [.refreshing(loadID: 1), .completion(id: 2, finished: true)])
        #expect(t.model.state == .refreshing)
        #expect(t.model.metrics.insetRight == 60)
    }
}
