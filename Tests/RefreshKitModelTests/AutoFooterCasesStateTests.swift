import Testing
@testable import RefreshKitModel

/// The auto footer's scenarios (docs/behaviour/auto-footer.md), cases 14–21 and 23–25: NoMoreData, hidden, insets (F8), paging, the title flag,
/// the GIF, content-size updates, alpha and WillRefresh. Setup FA as in the trigger cases.
@Suite struct AutoFooterCasesStateTests {
    typealias H = AutoFooterHarness

    // F1: resetNoMoreData acts at once (the original: a turn later).
    @Test func case14NoMoreDataTurnsTheRulesOff() {
        for style in AutoLoaderStyle.allCases {
            var h = H(style: style)
            h.drag(to: 444)
            h.run { m, e in m.endRefreshingWithNoMoreData(completion: nil, &e) }
            #expect(h.model.state == .noMoreData)
            #expect(h.model.labelText == "No more data")
            #expect(!h.model.spinnerAnimating)
            #expect(!h.model.gifVisible)
            h.drag(to: 400, pan: .began)
            h.drag(to: 460)
            h.lift(at: 460)
            h.tap()
            #expect(h.model.state == .noMoreData)
            h.begin()
            #expect(h.model.state == .refreshing)
            h.run { m, e in m.endRefreshingWithNoMoreData(completion: nil, &e) }
            h.run { m, e in m.resetNoMoreData(completion: 8, &e) }
            #expect(h.model.state == .idle)
            #expect(h.takeSignals().last == .completion(id: 8, finished: true))
        }
    }

    @Test func case15HidingRemovesTheInset() {
        var h = H()
        h.run { m, e in m.setHidden(true, &e) }
        #expect(h.model.state == .idle)
        #expect(h.model.metrics.insetBottom == 0)
        #expect(h.takeSignals() == [.insetRequested(edge: .bottom, value: 0, duration: 0)])
        h.run { m, e in try m.setIgnoredBottomInset(6) }
        h.run { m, e in m.setHidden(false, &e) }
        #expect(h.model.metrics.insetBottom == 44)
        #expect(h.model.footerRect.y == 1006)
        #expect(h.takeSignals() == [.insetRequested(edge: .bottom, value: 44, duration: 0)])
        h.run { m, e in m.setHidden(false, &e) }
        #expect(h.take().isEmpty)
    }

    // The original ran its sticky end block here; completions are one-shot (F3) and a hide passes
    // none, so the exit shows as end-animation-began (F10).
    @Test func case16HidingEndsALoadAtOnce() {
        var h = H()
        h.drag(to: 444)
        _ = h.take()
        h.run { m, e in m.setHidden(true, &e) }
        #expect(h.model.state == .idle)
        #expect(
            h.takeSignals() == [
                .stateChanged(new: .idle, old: .refreshing), .label("Tap or pull up to load more"),
                .spinner(animating: false), .loadCancelled(CancelledLoad(loadID: 1, reason: .hidden)),  // 1.5
                .endAnimationBegan, .insetRequested(edge: .bottom, value: 0, duration: 0),
            ])
        h.drag(to: 460)  // hidden: no load
        #expect(h.model.state == .idle)
    }

    // F8: the contribution follows h, so hiding removes exactly what was added. The original
    // removed the new h from an inset that held the old one: B = −16.
    @Test func case17GrowingGifHeightIsFollowed() {
        var h = H(style: .gif)
        h.run { m, e in
            try m.setImages(GifFrames(defaultDurationFor: H.frames(3, height: 60, base: 1)), for: .refreshing, &e)
        }
        #expect(h.model.height == 60)
        #expect(h.model.metrics.insetBottom == 60)
        #expect(h.takeSignals() == [.insetRequested(edge: .bottom, value: 60, duration: 0)])
        h.run { m, e in m.setHidden(true, &e) }
        #expect(h.model.metrics.insetBottom == 0)
    }

    // F8: the footer removes its 44 and keeps the host's own 40 (the host reports its 40 beside the
    // footer's 44, B = 84). A host that overwrites the whole inset with 40 erased the footer's part
    // itself; reported − c is then −4 and stays, as the original's #916.
    @Test func case18AHostInsetChangeSurvives() {
        var h = H()
        h.drag(to: -64, bottom: 84)
        #expect(h.model.baseInset == 40)
        h.run { m, e in m.setHidden(true, &e) }
        #expect(h.model.metrics.insetBottom == 40)
        var overwritten = H()
        overwritten.drag(to: -64, bottom: 40)
        overwritten.run { m, e in m.setHidden(true, &e) }
        #expect(overwritten.model.metrics.insetBottom == -4)
    }

    // F1: the end acts at once; the rest is the original's paging end.
    @Test func case19PagingEndsOnThePageBoundary() {
        var h = H()
        h.run { m, _ in m.setPagingEnabled(true) }
        h.drag(to: 444)
        _ = h.take()
        h.end(completion: 19)
        #expect(h.model.state == .idle)
        #expect(
            h.takeSignals() == [
                .stateChanged(new: .idle, old: .refreshing), .label("Tap or pull up to load more"),
                .spinner(animating: false), .offsetRequested(axis: .vertical, value: 400, duration: 0.4),
                .endAnimationBegan,
            ])
        #expect(h.model.metrics.offset == 400)
        h.advance(by: 0.39)
        #expect(h.take().isEmpty)
        h.advance(by: 0.01)
        #expect(h.take() == [.completion(id: 19, finished: true)])
        #expect(h.model.pullingPercent == 1)  // never reset (docs/behaviour/auto-footer.md §8)
        // A tab bar's inset moves the offset too: the whole B.
        var tab = H(bottom: 49)
        tab.run { m, _ in m.setPagingEnabled(true) }
        #expect(tab.model.metrics.insetBottom == 93)
        tab.drag(to: 493)
        tab.end()
        #expect(tab.model.metrics.offset == 400)
    }

    @Test func case20RefreshingTitleHidden() {
        var h = H()
        #expect(h.model.layout?.parts.visual == .spinner(FooterRect(x: 117.5, y: 12, width: 20, height: 20)))
        h.run { m, _ in m.setRefreshingTitleHidden(true) }
        h.drag(to: 444)
        #expect(h.model.labelText == "")
        #expect(h.model.layout?.parts.visual == .spinner(FooterRect(x: 177.5, y: 12, width: 20, height: 20)))
        h.end()
        #expect(h.model.labelText == "Tap or pull up to load more")
        var g = H(style: .gif)
        g.run { m, _ in m.setRefreshingTitleHidden(true) }
        #expect(
            g.model.layout?.parts.visual == .gif(FooterRect(x: 0, y: 0, width: 375, height: 44), contentMode: .center))
        var shown = H(style: .gif)
        shown.drag(to: 444)
        #expect(
            shown.model.layout?.parts.visual
                == .gif(FooterRect(x: 0, y: 0, width: 132.5, height: 44), contentMode: .right))
    }

    @Test func case21GifShowsOnlyRefreshingFrames() {
        var none = H(style: .gif)
        none.drag(to: 444)
        #expect(!none.model.gifVisible)
        #expect(!none.take().contains(.gifVisibility(visible: true)))
        var one = H(style: .gif)
        let image = H.frames(1, height: 30, base: 7)[0]
        one.run { m, e in try m.setImages(GifFrames(images: [image], duration: 0), for: .refreshing, &e) }
        one.drag(to: 444)
        #expect(one.model.gifVisible)
        #expect(!one.model.isAnimatingGIF)
        let shown = one.takeSignals()
        #expect(shown.contains(.gifVisibility(visible: true)))
        #expect(shown.contains(.frameChanged(image: image, index: 0)))
        var many = H(style: .gif)
        many.run { m, e in
            try m.setImages(GifFrames(images: H.frames(4, height: 30, base: 10), duration: 0.4), for: .refreshing, &e)
            try m.setImages(GifFrames(images: H.frames(4, height: 30, base: 20), duration: 0.4), for: .idle, &e)
        }
        many.drag(to: 444)
        #expect(many.model.isAnimatingGIF)
        many.advance(by: 0.1)
        #expect(many.model.shownFrame?.index == 1)
        many.end()
        #expect(!many.model.gifVisible)
        #expect(!many.model.isAnimatingGIF)
        #expect(many.effects.timers[.gifFrame] == nil)
        many.begin()
        many.run { m, e in m.endRefreshingWithNoMoreData(completion: nil, &e) }
        #expect(!many.model.gifVisible)
        #expect(!many.model.isAnimatingGIF)
    }

    @Test func case23ContentSizeMovesOnlyTheFrame() {
        var h = H()
        h.run { m, _ in try m.setIgnoredBottomInset(5) }
        h.drag(to: -64, dragging: false, content: 1800)
        #expect(h.model.footerRect == FooterRect(x: 0, y: 1805, width: 375, height: 44))
        #expect(h.model.state == .idle)
        #expect(h.model.metrics.insetBottom == 44)
        #expect(!h.take().contains(where: H.isInsetRequest))
    }

    @Test func case24AlphaStaysOpaqueAfterTheFirstLoad() {
        var h = H()
        h.run { m, e in m.setAutomaticallyChangesAlpha(true, &e) }
        #expect(h.model.alpha == 0)
        h.begin()
        #expect(h.model.alpha == 1)
        h.end()
        h.drag(to: 100)
        #expect(h.model.pullingPercent == 1)
        #expect(h.model.alpha == 1)
    }

    @Test func case25NotInAWindowWaitsInWillRefresh() {
        var h = H()
        h.run { m, e in m.setVisible(false, &e) }
        h.begin(completion: 25)
        #expect(h.model.state == .willRefresh)
        #expect(h.model.labelText == "")
        #expect(!h.model.spinnerAnimating)
        #expect(!h.take().contains { $0.isTrigger })
        h.run { m, e in m.setVisible(true, &e) }
        #expect(h.model.state == .refreshing)
        #expect(
            h.takeSignals() == [
                .stateChanged(new: .refreshing, old: .willRefresh), .label("Loading..."), .spinner(animating: true),
                .refreshing(loadID: 1), .completion(id: 25, finished: true),
            ])
    }
}
