import RefreshKitTestSupport
import Testing
@testable import RefreshKitModel

@Suite struct FooterModelTests {
    func gifFooter() -> FooterHarness {
        var h = FooterHarness()
        h.run { m, e in
            try m.setImages(
                GifFrames(images: FooterHarness.frames(8, height: 60, base: 100), duration: 0.8), for: .idle, &e)
            try m.setImages(
                GifFrames(images: FooterHarness.frames(3, height: 30, base: 200), duration: 0.3), for: .pulling, &e)
            try m.setImages(
                GifFrames(images: FooterHarness.frames(3, height: 30, base: 200), duration: 0.3), for: .refreshing, &e)
        }
        _ = h.take()
        return h
    }

    @Test func newFooterIsIdleEnglishVisible() {
        let m = FooterModel()
        #expect(m.state == .idle)
        #expect(m.pullingPercent == 0)
        #expect(m.alpha == 1)
        #expect(m.visible)
        #expect(m.labelText == "Pull up to load more")
        #expect(m.height == 44)
    }

    // Scenario 1–3: height grows with the first image, never shrinks, for any state.
    @Test func heightGrowsToTheFirstImage() {
        var h = FooterHarness()
        h.run { m, e in
            try m.setImages(
                GifFrames(images: FooterHarness.frames(8, height: 60, base: 1), duration: 0.8), for: .idle, &e)
        }
        #expect(h.model.height == 60)
        h.run { m, e in
            try m.setImages(
                GifFrames(images: FooterHarness.frames(3, height: 30, base: 1), duration: 0.3), for: .refreshing, &e)
        }
        #expect(h.model.height == 60)
        h.run { m, e in
            try m.setImages(
                GifFrames(images: [FooterImage(id: 9, width: 10, height: 80)], duration: 0.1), for: .noMoreData, &e)
        }
        #expect(h.model.height == 80)
    }

    // Scenarios 8–12 with the GIF setup G.
    @Test func dragAcrossTheTriggerAndRelease() {
        var h = gifFooter()
        #expect(h.model.height == 60)
        // With h = 60: happen 400, trigger 460.
        h.drag(to: 430)
        #expect(h.model.pullingPercent == 0.5)
        #expect(h.model.shownFrame?.index == 4)
        h.drag(to: 460)
        #expect(h.model.state == .idle)  // strict >
        #expect(h.model.shownFrame?.index == 7)
        _ = h.take()
        h.drag(to: 466)
        #expect(h.model.state == .pulling)
        #expect(h.model.labelText == "Release to load more")
        #expect(h.model.isAnimatingGIF)
        let events = h.take()
        #expect(events.contains(.stateChanged(new: .pulling, old: .idle)))
        h.advance(by: 0.1)
        #expect(h.model.shownFrame?.index == 1)
        // F4: back to Idle stops the animation and shows the idle frame for the percent.
        h.drag(to: 445)
        #expect(h.model.state == .idle)
        #expect(!h.model.isAnimatingGIF)
        #expect(h.model.shownFrame?.index == 6)  // ⌊8 × 45/60⌋
        h.drag(to: 470)
        #expect(h.model.state == .pulling)
        _ = h.take()
        h.drag(to: 468, dragging: false)
        #expect(h.model.state == .refreshing)
        #expect(h.model.pullingPercent == 1)
        #expect(h.model.labelText == "Loading...")
        let refresh = h.take()
        #expect(refresh.contains(.insetRequested(edge: .bottom, value: 60, duration: 0.25)))
        #expect(refresh.contains(.offsetRequested(axis: .vertical, value: 460, duration: 0.25)))
        #expect(!refresh.contains { $0.isTrigger })
        h.advance(by: 0.25)
        #expect(h.take().contains { $0.isTrigger })
    }

    // Scenario 13 and 14.
    @Test func percentIsKeptBelowHappenAndNotStoredAtOrAboveOneWhileBouncing() {
        var h = FooterHarness()
        h.drag(to: 422)
        #expect(h.model.pullingPercent == 0.5)
        h.drag(to: 380)
        #expect(h.model.pullingPercent == 0.5)
        h.drag(to: 430, dragging: false)
        #expect(abs(h.model.pullingPercent - 30.0 / 44.0) < 1e-12)
        h.drag(to: 460, dragging: false)
        #expect(abs(h.model.pullingPercent - 30.0 / 44.0) < 1e-12)
        #expect(h.model.state == .idle)
    }

    // Scenario 16 with F1 (synchronous end) and F3 (one-shot completions).
    @Test func endWithNewRowsReassertsTheOffsetAndRestoresTheInset() {
        var h = FooterHarness()
        h.run { m, _ in try m.setDataCount(20) }
        h.run { m, e in m.beginRefreshing(completion: 1, &e) }
        #expect(h.model.state == .refreshing)
        #expect(h.model.lastBottomDelta == 44)
        h.advance(by: 0.25)
        #expect(h.take().suffix(2) == [.refreshing(loadID: 1), .completion(id: 1, finished: true)])
        var metrics = h.model.metrics
        metrics.contentHeight = 1800
        h.scroll(metrics)
        h.run { m, _ in try m.setDataCount(40) }
        _ = h.take()
        h.run { m, e in m.endRefreshing(completion: 2, &e) }
        #expect(h.model.state == .idle)
        let events = h.take()
        #expect(events.contains(.insetRequested(edge: .bottom, value: 0, duration: 0.4)))
        #expect(events.contains(.offsetRequested(axis: .vertical, value: 444, duration: 0)))
        #expect(!events.contains(.completion(id: 2, finished: true)))
        h.advance(by: 0.4)
        #expect(h.model.pullingPercent == 0)
        #expect(h.take().last == .completion(id: 2, finished: true))
    }

    // Scenario 28 with F2: ending before the begin animation ends cancels the trigger.
    @Test func endingBeforeTheTriggerCancelsIt() {
        var h = FooterHarness()
        h.run { m, e in m.beginRefreshing(completion: 7, &e) }
        h.advance(by: 0.1)
        h.run { m, e in m.endRefreshing(completion: 8, &e) }
        #expect(h.take().contains(.completion(id: 7, finished: false)))
        h.advance(by: 1)
        let later = h.take()
        #expect(!later.contains { $0.isTrigger })
        #expect(later.contains(.completion(id: 8, finished: true)))
    }

    // Scenario 27: not visible → WillRefresh; visibility brings Refreshing and the waiting completion.
    @Test func beginWhileNotVisibleWaitsForVisibility() {
        var h = FooterHarness()
        h.run { m, e in m.setVisible(false, &e) }
        h.run { m, e in m.beginRefreshing(completion: 3, &e) }
        #expect(h.model.state == .willRefresh)
        #expect(h.model.labelText == "")
        #expect(!h.take().contains { if case .shared(.insetRequested) = $0 { true } else { false } })
        h.advance(by: 1)
        #expect(!h.take().contains(.completion(id: 3, finished: true)))
        h.run { m, e in m.setVisible(true, &e) }
        #expect(h.model.state == .refreshing)
        h.advance(by: 0.25)
        #expect(h.take().suffix(2) == [.refreshing(loadID: 1), .completion(id: 3, finished: true)])
    }

    // Scenario 36/37: layout with the label visible and hidden; the width never goes negative.
    @Test func layoutRules() {
        var h = FooterHarness()
        h.run { m, e in
            try m.setImages(
                GifFrames(images: [FooterImage(id: 1, width: 50, height: 60)], duration: 0.1), for: .idle, &e)
        }
        h.textWidth = 120
        h.run { m, _ in try m.setHostTextWidth(120) }
        #expect(h.model.layout?.parts.gif == FooterRect(x: 0, y: 0, width: 107.5, height: 60))
        #expect(h.model.layout?.parts.contentMode == .right)
        h.run { m, _ in m.setLabelHidden(true) }
        #expect(h.model.layout?.parts.gif == FooterRect(x: 0, y: 0, width: 375, height: 60))
        #expect(h.model.layout?.parts.contentMode == .center)
        h.run { m, _ in m.setLabelHidden(false) }
        h.textWidth = 400
        h.run { m, _ in try m.setHostTextWidth(400) }
        #expect(h.model.layout?.parts.gif.width == 0)
    }

    // F7: zh-CN is Simplified; custom titles survive a language change.
    @Test func languagesAndCustomTitles() {
        #expect(FooterLanguage(tag: "zh-CN") == .simplifiedChinese)
        #expect(FooterLanguage(tag: "zh-Hant-TW") == .traditionalChinese)
        #expect(FooterLanguage(tag: "zh_HK") == .traditionalChinese)
        #expect(FooterLanguage(tag: "uk-UA") == .ukrainian)
        #expect(FooterLanguage(tag: "fr") == .english)
        #expect(FooterLanguage(tag: "english") == .english)
        var h = FooterHarness()
        h.run { m, e in m.setTitle("Mehr laden", for: .idle, &e) }
        #expect(h.model.labelText == "Mehr laden")
        h.run { m, e in m.setLanguage(.russian, &e) }
        #expect(h.model.labelText == "Mehr laden")
        #expect(h.model.titles.title(for: .pulling) == "Отпустите чтобы загрузить еще")
        h.run { m, e in m.setTitle(nil, for: .idle, &e) }
        #expect(h.model.labelText == "Потяните чтобы загрузить еще")
    }

    /// Property: random drags and commands keep every invariant.
    @Test func randomSequencesKeepInvariants() {
        var rng = SplitMix(seed: 2024)
        for _ in 0..<200 {
            // Fractional insets: the restore must be exact, not exact up to rounding.
            var h = FooterHarness(
                content: Double(rng.next() % 1500), top: Double(rng.next() % 100) / 3,
                bottom: Double(rng.next() % 40) / 7)
            let idleCount = Int(rng.next() % 12) + 1
            h.run { m, e in
                try m.setImages(
                    GifFrames(
                        images: FooterHarness.frames(idleCount, height: Double(rng.next() % 90), base: 1),
                        duration: 1), for: .idle, &e)
                try m.setImages(
                    GifFrames(images: FooterHarness.frames(4, height: 20, base: 50), duration: 0.4), for: .refreshing,
                    &e)
            }
            var restoredBottom = h.model.metrics.insetBottom
            for _ in 0..<60 {
                let before = h.model.state
                let bottomBefore = h.model.metrics.insetBottom
                let geometry = h.model.geometry
                switch rng.next() % 10 {
                case 0: h.run { m, e in m.beginRefreshing(completion: nil, &e) }
                case 1: h.run { m, e in m.endRefreshing(completion: nil, &e) }
                case 2: h.run { m, e in m.endRefreshingWithNoMoreData(completion: nil, &e) }
                case 3: h.run { m, e in m.resetNoMoreData(completion: nil, &e) }
                case 4: h.advance(by: Double(rng.next() % 50) / 100)
                default:
                    let offset = geometry.happenOffset + Double(Int(rng.next() % 200) - 60)
                    h.drag(to: offset, dragging: rng.next() % 3 != 0)
                    if before == .idle && h.model.state == .pulling {
                        #expect(offset > geometry.triggerOffset)
                    }
                }
                if before != .refreshing && h.model.state == .refreshing {
                    restoredBottom = bottomBefore
                }
                if before == .refreshing && h.model.state != .refreshing {
                    #expect(h.model.metrics.insetBottom == restoredBottom)
                }
                #expect(h.model.pullingPercent >= 0 && h.model.pullingPercent.isFinite)
                #expect(h.model.alpha >= 0 && h.model.alpha <= 1)
                if let shown = h.model.shownFrame {
                    #expect(shown.index >= 0 && shown.index < max(idleCount, 4))
                }
            }
        }
    }
}
