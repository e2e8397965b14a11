import Testing
@testable import RefreshKitModel

/// The auto footer beyond the original's given/when/then cases: its titles in the six languages
/// (F7), the points docs/behaviour/auto-footer.md settles (§5, §8, §9, §11), the budget's corner
/// values, and its input checks (InputRules).
@Suite struct AutoFooterModelTests {
    typealias H = AutoFooterHarness

    @Test func titlesInEveryLanguage() {
        let idle = [
            "Tap or pull up to load more", "点击或上拉加载更多", "點擊或上拉加載更多", "탭 또는 위로 당겨 로드함",
            "Нажмите или потяните чтобы загрузить еще", "Натисніть або потягніть щоб завантажити ще",
        ]
        let loading = ["Loading...", "正在加载更多的数据...", "正在加載更多的數據...", "로딩중...", "Загрузка...", "Завантаження..."]
        let done = ["No more data", "已经全部加载完毕", "已經全部加載完畢", "더이상 데이터 없음", "Больше нет данных", "Більше немає даних"]
        for (index, language) in FooterLanguage.allCases.enumerated() {
            var h = H()
            h.run { m, e in m.setLanguage(language, &e) }
            #expect(h.model.labelText == idle[index])
            h.begin()
            #expect(h.model.labelText == loading[index])
            h.run { m, e in m.endRefreshingWithNoMoreData(completion: nil, &e) }
            #expect(h.model.labelText == done[index])
            #expect(TitleFamily.autoFooter.title(for: .pulling, in: language) == nil)
            #expect(TitleFamily.autoFooter.title(for: .willRefresh, in: language) == nil)
        }
        #expect(FooterLanguage(tag: "zh-CN") == .simplifiedChinese)
    }

    // F7: a custom title survives a language change, and so does refreshingTitleHidden (the
    // original showed the Refreshing title after a language change).
    @Test func customTitlesAndTheTitleFlagSurviveALanguageChange() {
        var h = H()
        h.run { m, e in m.setTitle("More", for: .idle, &e) }
        #expect(h.model.labelText == "More")
        h.run { m, e in m.setLanguage(.korean, &e) }
        #expect(h.model.labelText == "More")
        h.run { m, _ in m.setRefreshingTitleHidden(true) }
        h.begin()
        #expect(h.model.labelText == "")
        h.run { m, e in m.setLanguage(.russian, &e) }
        #expect(h.model.labelText == "")
    }

    // docs/behaviour/auto-footer.md §8: the begin completion gets 1 even when the handler ends the
    // load inside the trigger. Events are delivered after the call, in order; the handler runs at
    // `.refreshing`.
    @Test func beginCompletionIsFinishedWhenTheHandlerEndsAtOnce() {
        var h = H()
        h.begin(completion: 11)
        let delivered = h.takeSignals()
        let trigger = delivered.firstIndex { $0.isTrigger }!
        #expect(delivered[trigger + 1] == .completion(id: 11, finished: true))
        h.end(completion: 12)  // what the handler does on `.refreshing`
        #expect(h.model.state == .idle)
        #expect(h.takeSignals().suffix(2) == [.endAnimationBegan, .completion(id: 12, finished: true)])
    }

    @Test func aBeginWhileLoadingOrAnEndWhileIdleEndsUnfinished() {
        var h = H()
        h.begin(completion: 1)
        _ = h.take()
        h.begin(completion: 2)
        #expect(h.takeSignals() == [.completion(id: 2, finished: false)])
        h.end()
        _ = h.take()
        h.end(completion: 3)
        #expect(h.takeSignals() == [.completion(id: 3, finished: false)])
    }

    // F2: a new load supersedes the paging animation; its end completion ends unfinished.
    @Test func aNewLoadSupersedesThePagingEnd() {
        var h = H()
        h.run { m, _ in m.setPagingEnabled(true) }
        h.begin()
        h.end(completion: 5)
        _ = h.take()
        h.begin()
        #expect(h.takeSignals().contains(.completion(id: 5, finished: false)))
        h.advance(by: 1)
        #expect(!h.take().contains(.completion(id: 5, finished: true)))
    }

    // docs/behaviour/auto-footer.md §9: a hidden auto footer cannot be tapped; nor can one that
    // takes no interaction.
    @Test func tapsOnlyInIdleOnAShownFooter() {
        var h = H()
        h.run { m, e in m.setHidden(true, &e) }
        h.tap()
        #expect(h.model.state == .idle)
        h.run { m, e in m.setHidden(false, &e) }
        h.run { m, _ in m.setInteractionEnabled(false) }
        h.tap()
        #expect(h.model.state == .idle)
        h.run { m, _ in m.setInteractionEnabled(true) }
        h.run { m, _ in m.setAutoTriggerTimes(0) }
        h.tap()
        #expect(h.model.state == .refreshing)
        #expect(h.model.remainingTriggerTimes == 0)
    }

    // docs/behaviour/auto-footer.md §5: the pan-end rule reads the offset carried by the same
    // update.
    @Test func thePanEndReadsTheOffsetOfItsOwnUpdate() {
        var h = H()
        h.run { m, _ in m.setAutomaticallyRefresh(false) }
        h.drag(to: 300)
        h.lift(at: 444)
        #expect(h.model.state == .refreshing)
        var short = H()
        short.run { m, _ in m.setAutomaticallyRefresh(false) }
        short.drag(to: 450)
        short.lift(at: 443)
        #expect(short.model.state == .idle)
    }

    @Test func budgetsAtOrBelowZeroAllowNoDragLoads() {
        for times in [0, -2, -100] {
            var h = H()
            h.run { m, _ in m.setAutoTriggerTimes(times) }
            h.drag(to: 444, pan: .began)
            h.drag(to: 450)
            h.lift(at: 450)  // the pan-end rule asks, the budget says no
            #expect(h.model.state == .idle)
            h.drag(to: 460, dragging: false)  // deceleration is never budgeted
            #expect(h.model.state == .refreshing)
            #expect(h.model.remainingTriggerTimes == times)
        }
    }

    @Test func detachRemovesExactlyWhatWasAdded() {
        var h = H(bottom: 49)
        #expect(h.model.metrics.insetBottom == 93)
        h.run { m, e in m.detach(&e) }
        #expect(h.takeSignals() == [.insetRequested(edge: .bottom, value: 49, duration: 0)])
        #expect(!h.model.attached)
        h.run { m, e in m.setHidden(true, &e) }
        h.run { m, e in m.setHidden(false, &e) }
        #expect(!h.take().contains(where: H.isInsetRequest))
    }

    @Test func inputsAreCheckedAndChangeNothing() {
        var h = H()
        var bad = h.model.metrics
        bad.offset = .nan
        #expect(throws: InputError.self) { try h.model.setMetrics(bad, &h.effects) }
        #expect(h.model.metrics.offset == -64)
        #expect(throws: InputError.self) { try h.model.setTriggerPercent(.infinity) }
        #expect(h.model.triggerPercent == 1)
        #expect(throws: InputError.self) { try h.model.setHeight(0, &h.effects) }
        #expect(h.model.height == 44)
        #expect(throws: InputError.self) { try h.model.setIgnoredBottomInset(-1) }
        #expect(throws: InputError.self) { try h.model.setAnimationDurations(fast: -1, slow: 0.4) }
        #expect(throws: InputError.self) { try h.model.setSpinnerSize(width: .nan, height: 20) }
        #expect(throws: InputError.self) { _ = try h.model.frame(at: .infinity) }
        #expect(h.take().isEmpty)
        // docs/behaviour/auto-footer.md §11: a zero duration is refused for Refreshing's frames
        // only.
        let two = GifFrames(images: H.frames(2, height: 30, base: 1), duration: 0)
        #expect(throws: InputError.self) { try h.model.setImages(two, for: .refreshing, &h.effects) }
        #expect(h.model.images(for: .refreshing) == nil)
        for state in [RefreshState.idle, .pulling, .noMoreData] {
            #expect(throws: Never.self) { try h.model.setImages(two, for: state, &h.effects) }
        }
    }
}
