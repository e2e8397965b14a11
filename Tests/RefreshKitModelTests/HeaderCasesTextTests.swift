import Testing
@testable import RefreshKitModel

/// The header's scenarios (docs/behaviour/header.md), cases 14–26: the GIF header, the last-updated text, layouts, begin/end in one turn,
/// the host's own inset, and NoMoreData.
@Suite struct HeaderCasesTextTests {
    typealias H = HeaderHarness

    func idleFrame(_ index: Int) -> HeaderEvent {
        .frameChanged(image: HostImage(id: 100 + UInt64(index), width: 50, height: 60), index: index)
    }

    @Test func case14GifFramesFollowThePercent() {
        var h = H.gifSetup()
        #expect(h.model.height == 60)
        #expect(h.model.headerRect.y == -60)
        #expect(h.model.geometry.triggerOffset == -148)
        h.drag(to: -118)
        #expect(h.model.pullingPercent == 0.5)
        #expect(h.model.shownFrame?.index == 5)
        h.drag(to: -148)
        #expect(h.model.pullingPercent == 1)
        #expect(h.model.shownFrame?.index == 9)
        #expect(h.model.state == .idle)
        h.drag(to: -149)
        #expect(h.model.state == .pulling)
        #expect(h.model.isAnimatingGIF)
        #expect(h.model.shownFrame?.image.id == 200)
        h.advance(by: 0.1)
        #expect(h.model.shownFrame?.index == 1)
        h.advance(by: 0.3)
        #expect(h.model.shownFrame?.index == 0)  // the 4-frame loop lasts 0.4 s
    }

    // F4 shows the idle frame for the current percent (1 ⇒ frame 9), which is here the frame
    // the original's last static image happens to be.
    @Test func case15GifEndStopsAndShowsTheIdleFrame() {
        var h = H.gifSetup()
        h.drag(to: -149)
        h.drag(to: -160, dragging: false)
        #expect(h.model.state == .refreshing)
        #expect(h.model.isAnimatingGIF)
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(!h.model.isAnimatingGIF)
        #expect(h.model.shownFrame?.index == 9)
        _ = h.take()
        h.drag(to: -88, dragging: false)
        #expect(h.model.pullingPercent == 0)
        #expect(h.take().contains(idleFrame(0)))
    }

    /// Stores a time, lets the header see it (the next update), and returns the text.
    func text(stored: Double?, language: FooterLanguage = .english, utcOffset: Int = 0) -> String {
        var h = H()
        h.run { m, e in
            m.setLanguage(language, &e)
            try m.setUTCOffset(utcOffset, &e)
        }
        if let stored { try? h.effects.store.setTime(stored, for: LastUpdatedStore.defaultKey) }
        h.drag(to: -88, dragging: false)
        return h.model.timeText
    }

    // F11: "Today" needs the same year, month and day; the original compared the day of the
    // month only and read 2024-10-28 as "Today" on 2024-11-28.
    @Test func case16TimeTextFormats() {
        #expect(text(stored: H.unix(2024, 11, 28, 9, 5)) == "Last update: Today 09:05")
        #expect(text(stored: H.unix(2024, 10, 28, 9, 5)) == "Last update: 10-28 09:05")
        #expect(text(stored: H.unix(2024, 11, 27, 23, 59)) == "Last update: 11-27 23:59")
        #expect(text(stored: H.unix(2023, 11, 27, 8, 0)) == "Last update: 2023-11-27 08:00")
        #expect(text(stored: H.unix(2023, 11, 28, 9, 5)) == "Last update: 2023-11-28 09:05")
        #expect(text(stored: nil) == "Last update: No record")
        #expect(text(stored: H.unix(2024, 11, 28, 9, 5), language: .simplifiedChinese) == "最后更新：今天 09:05")
        #expect(text(stored: nil, language: .simplifiedChinese) == "最后更新：无记录")
        #expect(text(stored: nil, language: .korean) == "마지막 업데이트: 기록 없음")
        // The host's time zone: 23:30 UTC on the 27th is 00:30 on the 28th one hour east, and
        // still the 27th one hour west.
        #expect(text(stored: H.unix(2024, 11, 27, 23, 30), utcOffset: 3_600) == "Last update: Today 00:30")
        #expect(text(stored: H.unix(2024, 11, 27, 23, 30), utcOffset: -3_600) == "Last update: 11-27 22:30")
    }

    // The original's block becomes a host text; the block's date argument is the store's time,
    // which the host reads itself.
    @Test func case17HostTextReplacesTheTimeText() {
        var h = H()
        h.run { m, e in m.setLastUpdatedText("3 min ago", &e) }
        #expect(h.model.timeText == "3 min ago")
        #expect(h.take().contains(.timeLabel("3 min ago")))
        #expect(h.effects.store.time(for: LastUpdatedStore.defaultKey) == nil)
        h.run { m, e in m.beginRefreshing(completion: nil, &e) }
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(h.model.timeText == "3 min ago")
        h.run { m, e in m.setLastUpdatedText(nil, &e) }
        #expect(h.model.timeText == "Last update: Today 15:30")
    }

    @Test func case18DefaultKeyIsShared() {
        var a = H()
        var b = H()
        a.effects.wallStart = H.unix(2024, 11, 28, 9, 5)
        a.run { m, e in m.beginRefreshing(completion: nil, &e) }
        a.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(a.model.timeText == "Last update: Today 09:05")
        b.effects.store = a.effects.store  // one context, one store
        b.drag(to: -143)  // B's next state change
        #expect(b.model.timeText == "Last update: Today 09:05")
    }

    // F7 and F12: the custom title and the custom key survive; the original reverted both.
    @Test func case19CustomKeyAndTitleSurviveALanguageChange() {
        var h = H()
        h.run { m, e in
            try m.setLastUpdatedKey("feed", &e)
            try m.setTitle("Pull me", for: .idle, &e)
            m.setLanguage(.russian, &e)
        }
        #expect(h.model.lastUpdatedKey == "feed")
        #expect(h.model.labelText == "Pull me")
        #expect(h.model.timeText == "Последнее обновление: Нет записи")
        h.run { m, e in m.beginRefreshing(completion: nil, &e) }
        #expect(h.model.labelText == "Загрузка...")
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(h.effects.store.time(for: "feed") != nil)
        #expect(h.effects.store.time(for: LastUpdatedStore.defaultKey) == nil)
        #expect(h.model.timeText == "Последнее обновление: Сегодня 15:30")
    }

    func normalVisual(_ h: H) -> (arrow: FooterRect, spinner: FooterRect)? {
        guard case .normal(let arrow, let spinner)? = h.model.layout?.parts.visual else { return nil }
        return (arrow, spinner)
    }

    // F15: with the state label hidden the time label is laid out (full bounds); the original
    // left it where it was.
    @Test func case20NormalHeaderLayout() {
        var h = H()
        #expect(normalVisual(h)?.arrow == FooterRect(x: 70, y: 7, width: 15, height: 40))
        #expect(normalVisual(h)?.spinner == FooterRect(x: 67.5, y: 17, width: 20, height: 20))
        #expect(h.model.layout?.parts.stateLabel == FooterRect(x: 0, y: 0, width: 375, height: 27))
        #expect(h.model.layout?.parts.timeLabel == FooterRect(x: 0, y: 27, width: 375, height: 27))
        h.run { m, e in m.setTimeLabelHidden(true, &e) }
        #expect(normalVisual(h)?.arrow.x == 92.5 - 7.5)
        #expect(h.model.layout?.parts.stateLabel == FooterRect(x: 0, y: 0, width: 375, height: 54))
        h.run { m, e in
            m.setTimeLabelHidden(false, &e)
            m.setLabelHidden(true)
        }
        #expect(normalVisual(h)?.arrow.x == 187.5 - 7.5)
        #expect(h.model.layout?.parts.timeLabel == FooterRect(x: 0, y: 0, width: 375, height: 54))
    }

    @Test func case21GifHeaderLayout() {
        var h = H(style: .gif)
        #expect(
            h.model.layout?.parts.visual == .gif(FooterRect(x: 0, y: 0, width: 82.5, height: 54), contentMode: .right))
        h.run { m, e in
            m.setLabelHidden(true)
            m.setTimeLabelHidden(true, &e)
        }
        #expect(
            h.model.layout?.parts.visual == .gif(FooterRect(x: 0, y: 0, width: 375, height: 54), contentMode: .center))
    }

    // F1 and F2: the original made the begin a no-op and went Idle a turn later; here the end
    // acts, then the begin starts a new refresh, and the superseded end completion ends unfinished.
    @Test func case22EndThenBeginInOneTurnRefreshesAgain() {
        var h = H()
        h.refreshByDrag()
        h.advance(by: 0.25)
        _ = h.take()
        h.run { m, e in
            m.endRefreshing(completion: 1, &e)
            m.beginRefreshing(completion: 2, &e)
        }
        #expect(h.model.state == .refreshing)
        let events = h.take()
        let back = events.firstIndex(of: .insetRequested(edge: .top, value: 88, duration: 0.4))!
        let again = events.firstIndex(of: .insetRequested(edge: .top, value: 142, duration: 0.25))!
        #expect(back < again)
        #expect(events.contains(.completion(id: 1, finished: false)))
        #expect(h.effects.store.time(for: LastUpdatedStore.defaultKey) != nil)
        h.advance(by: 0.25)
        #expect(h.take() == [.refreshing(loadID: 2), .completion(id: 2, finished: true)])
    }

    // F1 and F2: both act at once, and the refresh trigger of the superseded begin never fires
    // (the original fired it at +0.25 s while Idle).
    @Test func case23BeginThenEndInOneTurnNeverTriggers() {
        var h = H()
        h.run { m, e in
            m.beginRefreshing(completion: 1, &e)
            m.endRefreshing(completion: 2, &e)
        }
        #expect(h.model.state == .idle)
        let events = h.take()
        #expect(events.contains(.insetRequested(edge: .top, value: 142, duration: 0.25)))
        #expect(events.contains(.insetRequested(edge: .top, value: 88, duration: 0.4)))
        #expect(events.contains(.completion(id: 1, finished: false)))
        h.advance(by: 1)
        let later = h.take()
        #expect(!later.contains { $0.isTrigger })
        #expect(later.contains(.completion(id: 2, finished: true)))
    }

    @Test func case24EndInWillRefreshSavesNoDate() {
        var h = H()
        h.run { m, e in
            m.setVisible(false, &e)
            m.beginRefreshing(completion: nil, &e)
        }
        _ = h.take()
        h.run { m, e in m.endRefreshing(completion: 5, &e) }
        #expect(h.model.state == .idle)
        let events = h.take()
        #expect(!events.contains { if case .shared(.insetRequested) = $0 { true } else { false } })
        #expect(events.contains(.completion(id: 5, finished: true)))
        #expect(h.effects.store.count == 0)
    }

    // F8: the original re-applied clamp(−y, 88, 142) over the app's change and restored 88 at the
    // end. Here the host's change moves the base the header reads (reported − c), the header keeps
    // only the part it still needs, and the end gives back exactly that part.
    @Test func case25TheHostsOwnInsetChangeSurvives() {
        var h = H()
        h.refreshByDrag()
        _ = h.take()
        h.drag(to: -142, dragging: false, top: 188)  // the host's base moved from 88 to 134
        #expect(h.model.baseTop == 134)
        #expect(h.model.topContribution == 8)
        #expect(h.take() == [.insetRequested(edge: .top, value: 142, duration: 0)])
        h.drag(to: -300, dragging: false)
        #expect(h.take() == [.insetRequested(edge: .top, value: 188, duration: 0)])
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        #expect(h.take().contains(.insetRequested(edge: .top, value: 134, duration: 0.4)))
        #expect(h.model.metrics.insetTop == 134)
    }

    // docs/behaviour/header.md §1: a header has no NoMoreData; the original let a direct assignment
    // keep the extra inset. Refused, nothing changes.
    @Test func case26NoMoreDataIsRefused() {
        var h = H()
        h.refreshByDrag()
        _ = h.take()
        #expect(throws: StateError.self) { try h.model.endRefreshingWithNoMoreData() }
        #expect(throws: InputError.self) { try h.model.setTitle("x", for: .noMoreData, &h.effects) }
        #expect(throws: InputError.self) {
            try h.model.setImages(
                GifFrames(defaultDurationFor: H.frames(1, height: 10, base: 1)), for: .noMoreData, &h.effects)
        }
        #expect(h.model.state == .refreshing)
        #expect(h.model.metrics.insetTop == 142)
        #expect(h.take().isEmpty)
        #expect(h.model.images(for: .noMoreData) == nil)
    }
}
