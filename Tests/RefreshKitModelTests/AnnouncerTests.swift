import Testing
@testable import RefreshKitModel

/// F20 in the model: announcements for a load's beginning and end, localized, only while
/// enabled; reduced motion's GIF rule and the events without motion.
@Suite struct AnnouncerTests {
    static func announcements(_ events: [FooterEvent]) -> [String] {
        events.compactMap {
            if case .shared(.announcement(let text, let priority)) = $0 { "\(text)/\(priority.rawValue)" } else { nil }
        }
    }

    @Test func aFootersLoadSpeaksOnlyWhenEnabled() {
        var h = FooterHarness()
        h.drag(to: 460)
        h.drag(to: 460, dragging: false)
        #expect(Self.announcements(h.take()).isEmpty)
        h.run { m, e in m.endRefreshing(completion: nil, &e) }
        h.advance(by: 0.4)
        h.run { m, _ in m.announcer.setEnabled(true) }
        h.drag(to: 460)
        h.drag(to: 460, dragging: false)
        h.run { m, e in m.endRefreshingWithNoMoreData(completion: nil, &e) }
        #expect(Self.announcements(h.take()) == ["Loading/0", "No more data/1"])
    }

    @Test func newItemsAreTheCountsDifference() {
        var a = Announcer()
        a.setEnabled(true)
        var e = FooterHarness.Effects()
        a.transition(from: .idle, to: .refreshing, items: 40, label: "", language: .english, &e)
        a.transition(from: .refreshing, to: .idle, items: 65, label: "", language: .english, &e)
        a.transition(from: .idle, to: .refreshing, items: nil, label: "", language: .korean, &e)  // not reported
        a.transition(from: .refreshing, to: .idle, items: 70, label: "", language: .korean, &e)
        a.transition(from: .idle, to: .refreshing, items: 70, label: "", language: .traditionalChinese, &e)
        a.transition(from: .refreshing, to: .idle, items: 60, label: "", language: .traditionalChinese, &e)  // fewer
        a.transition(from: .refreshing, to: .failed, items: 60, label: "Timeout", language: .english, &e)
        a.transition(from: .pulling, to: .idle, items: 60, label: "", language: .english, &e)  // no load ended
        #expect(
            Self.announcements(e.events) == [
                "Loading/0", "Loaded 25 new items/1", "로딩 중/0", "로딩 완료/1", "正在載入/0", "載入完成/1", "Timeout/2",
            ])
    }

    @Test func everyLanguageHasEveryText() {
        for language in FooterLanguage.allCases {
            #expect(!language.loadingAnnouncement.isEmpty)
            #expect(!language.noMoreDataAnnouncement.isEmpty)
            #expect(language.loadedAnnouncement(newItems: 0) != language.loadedAnnouncement(newItems: 3))
            #expect(language.loadedAnnouncement(newItems: 7).contains("7"))
        }
        #expect(FooterLanguage.english.loadedAnnouncement(newItems: 1) == "Loaded 1 new item")
    }

    @Test func withoutMotionZeroesEveryDurationAndNothingElse() {
        #expect(
            FooterEvent.insetRequested(edge: .bottom, value: 44, duration: 0.25).withoutMotion
                == .insetRequested(edge: .bottom, value: 44, duration: 0))
        #expect(FooterEvent.alpha(0.5, duration: 0.4).withoutMotion == .alpha(0.5, duration: 0))
        #expect(FooterEvent.label("x").withoutMotion == .label("x"))
        #expect(HeaderEvent.arrow(angle: 3, duration: 0.25).withoutMotion == .arrow(angle: 3, duration: 0))
        #expect(HeaderEvent.spinnerAlpha(1, duration: 0.25).withoutMotion == .spinnerAlpha(1, duration: 0))
        #expect(
            TrailerEvent.offsetRequested(axis: .horizontal, value: 9, duration: 0.4).withoutMotion
                == .offsetRequested(axis: .horizontal, value: 9, duration: 0))
        #expect(
            AutoLoaderEvent.insetRequested(edge: .bottom, value: 44, duration: 0.3).withoutMotion
                == .insetRequested(edge: .bottom, value: 44, duration: 0))
    }

    struct ReducedEffects: FooterEffects {
        var events: [FooterEvent] = []
        var timers: [ComponentTimer: Double] = [:]
        mutating func queue(_ event: FooterEvent) { events.append(event) }
        mutating func startTimer(_ timer: ComponentTimer, delay: Double) { timers[timer] = delay }
        mutating func cancelTimer(_ timer: ComponentTimer) { timers[timer] = nil }
        mutating func now() -> Double { 0 }
        mutating func issueLoadID() -> UInt64 { 1 }
        mutating func reducesMotion() -> Bool { true }
    }

    /// F20: the model itself emits every event without motion under reduced motion; the runtime
    /// only queues what it is given (`queue`).
    @Test func underReducedMotionTheModelEmitsEveryEventWithoutMotion() {
        let loading = LoadIDTests.footerLoadingByDrag().model
        var moved = loading
        var moving = FooterHarness.Effects()
        moved.endRefreshing(completion: nil, &moving)
        var stilled = loading
        var still = ReducedEffects()
        stilled.endRefreshing(completion: nil, &still)
        #expect(still.events != moving.events)  // the end asks for motion (its inset request)
        #expect(still.events == moving.events.map(\.withoutMotion))
    }

    @Test func underReducedMotionAGifShowsItsFirstFrameAndStartsNoTimer() {
        var gif = GifPlayer()
        var e = ReducedEffects()
        let frames = GifFrames(images: FooterHarness.frames(3, height: 30, base: 10), duration: 0.3)
        gif.store(frames, for: .refreshing)
        gif.store(frames, for: .idle)
        gif.enter(.refreshing, percent: 1, &e)
        #expect(!gif.isAnimating)
        #expect(e.timers[.gifFrame] == nil)
        #expect(gif.shownFrame?.index == 0)
        gif.showIdleFrame(percent: 0.9, &e)
        #expect(gif.shownFrame?.index == 0)
    }
}
