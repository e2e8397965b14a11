import Testing
@testable import RefreshKitModel

/// F17 in the model, for every member of the family: a load ends in Failed, whose label shows
/// the host's message or the localized Failed title; a retry begins again; Failed is a resting
/// state a new pull leaves; an auto footer in Failed does not load by itself.
@Suite struct FailedStateTests {
    static let english = "Loading failed. Tap to retry"

    // MARK: The back footer

    /// Setup A refreshing by a drag, the trigger fired, the log cleared.
    static func refreshingFooter() -> FooterHarness {
        var h = FooterHarness()
        h.drag(to: 460)
        h.drag(to: 460, dragging: false)
        h.advance(by: 0.25)
        #expect(h.model.state == .refreshing)
        _ = h.take()
        return h
    }

    @Test func aFailedLoadLeavesRefreshingAsAnEndDoesAndShowsTheTitle() {
        var h = Self.refreshingFooter()
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: 7, &e) }
        let events = h.take()
        #expect(h.model.state == .failed)
        #expect(events.first == .stateChanged(new: .failed, old: .refreshing))
        #expect(events.contains(.insetRequested(edge: .bottom, value: 0, duration: 0.4)))  // the exit's inset restore
        #expect(events.contains(.label(Self.english)))
        #expect(!events.contains(.completion(id: 7, finished: true)))  // after the exit animation
        h.advance(by: 0.4)
        #expect(h.take().contains(.completion(id: 7, finished: true)))
        #expect(h.model.label.text == Self.english)
    }

    @Test func theHostsMessageWinsAndChangesInFailed() {
        var h = Self.refreshingFooter()
        h.run { m, e in m.endRefreshingWithFailure(message: "Server unreachable", completion: nil, &e) }
        #expect(h.model.label.text == "Server unreachable")
        _ = h.take()
        // Failed already: the message changes, the completion ends unfinished, no transition.
        h.run { m, e in m.endRefreshingWithFailure(message: "Still unreachable", completion: 3, &e) }
        let events = h.take()
        #expect(events.contains(.label("Still unreachable")))
        #expect(events.contains(.completion(id: 3, finished: false)))
        #expect(!events.contains { if case .shared(.stateChanged) = $0 { true } else { false } })
        // No message: the custom Failed title, else the language's.
        h.run { m, e in m.setTitle("Nope", for: .failed, &e) }
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        #expect(h.model.label.text == "Nope")
        h.run { m, e in m.setTitle(nil, for: .failed, &e) }
        h.run { m, e in m.setLanguage(.simplifiedChinese, &e) }
        #expect(h.model.label.text == "加载失败，点击重试")
    }

    @Test func aRetryBeginsAgainOnlyFromFailed() {
        var h = FooterHarness()
        var began = true
        h.run { m, e in began = m.retry(completion: 1, &e) }
        #expect(!began)
        #expect(h.take() == [.completion(id: 1, finished: false)])
        h = Self.refreshingFooter()
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        h.advance(by: 0.4)
        _ = h.take()
        h.run { m, e in began = m.retry(completion: 2, &e) }
        #expect(began)
        #expect(h.model.state == .refreshing)
        h.advance(by: 0.25)
        let events = h.take()
        #expect(events.contains { $0.isTrigger })
        #expect(events.contains(.completion(id: 2, finished: true)))
    }

    /// Failed rests like Idle: a pull past the trigger leaves it for Pulling (a new load), and a
    /// pull back goes to Idle, whose title replaces the failure's.
    @Test func aNewPullLeavesFailed() {
        var h = Self.refreshingFooter()
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        h.advance(by: 0.4)
        h.drag(to: -64)
        #expect(h.model.state == .failed)
        h.drag(to: 460)
        #expect(h.model.state == .pulling)
        h.drag(to: 420)
        #expect(h.model.state == .idle)
        #expect(h.model.label.text == "Pull up to load more")
    }

    /// The GIF in Failed: its own first frame when it has frames (no loop), else Idle's.
    @Test func theGifShowsFailedsFirstFrameOrIdles() {
        var h = Self.refreshingFooter()
        let idle = FooterHarness.frames(3, height: 30, base: 10)
        let failed = FooterHarness.frames(2, height: 30, base: 90)
        h.run { m, e in try m.setImages(GifFrames(defaultDurationFor: idle), for: .idle, &e) }
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        #expect(h.model.gif.shownFrame?.image == idle[2])  // percent 1 until the exit ends
        h.advance(by: 0.4)
        #expect(h.model.gif.shownFrame?.image == idle[0])  // then 0, as in Idle
        h = Self.refreshingFooter()
        h.run { m, e in try m.setImages(GifFrames(defaultDurationFor: idle), for: .idle, &e) }
        h.run { m, e in try m.setImages(GifFrames(defaultDurationFor: failed), for: .failed, &e) }
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        #expect(h.model.gif.shownFrame?.image == failed[0])
        #expect(!h.model.gif.isAnimating)
    }

    /// B8 in the model: a binding's fail ends a load in progress in Failed with the task's
    /// message, and does nothing to a component that is not loading (as stop).
    @Test func aBindingsFailEndsALoadInProgressOnly() {
        var h = Self.refreshingFooter()
        h.run { m, e in m.apply(.fail(message: "HTTP 500"), &e) }
        #expect(h.model.state == .failed)
        #expect(h.model.label.text == "HTTP 500")
        var idle = FooterHarness()
        idle.run { m, e in m.apply(.fail(message: "HTTP 500"), &e) }
        #expect(idle.model.state == .idle)
        #expect(idle.take().isEmpty)
    }

    // MARK: The auto footer

    @Test func anAutoFooterInFailedWaitsForARetryOrANewDrag() {
        var h = AutoFooterHarness()
        h.drag(to: 450, pan: .began)
        #expect(h.model.state == .refreshing)
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        #expect(h.model.state == .failed)
        #expect(h.model.label.text == Self.english)
        // Past the line, dragging and decelerating: no load while Failed.
        h.drag(to: 460)
        h.drag(to: 470, dragging: false)
        #expect(h.model.state == .failed)
        // A new drag re-arms the rules: Idle, and the offset moving on past the line loads.
        h.drag(to: 470, pan: .began)
        #expect(h.model.state == .idle)
        h.drag(to: 480)
        #expect(h.model.state == .refreshing)
        h.run { m, e in m.endRefreshingWithFailure(message: "offline", completion: nil, &e) }
        #expect(h.model.label.text == "offline")
        // A tap is a retry.
        h.tap()
        #expect(h.model.state == .refreshing)
        #expect(h.takeSignals().contains(.spinner(animating: true)))
    }

    // MARK: The header and the trailer

    @Test func aHeaderFailsRestsAndRetries() {
        var h = HeaderHarness()
        h.refreshByDrag()
        h.advance(by: 0.25)
        #expect(h.model.state == .refreshing)
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        #expect(h.model.state == .failed)
        #expect(h.model.label.text == Self.english)
        h.advance(by: 0.4)
        #expect(h.model.arrow.arrowVisible)
        // A new pull past the line leaves Failed; releasing refreshes again.
        h.drag(to: -143)
        #expect(h.model.state == .pulling)
        h.drag(to: -160, dragging: false)
        #expect(h.model.state == .refreshing)
        h.run { m, e in m.endRefreshingWithFailure(message: nil, completion: nil, &e) }
        var began = false
        h.run { m, e in began = m.retry(completion: nil, &e) }
        #expect(began)
        #expect(h.model.state == .refreshing)
    }

    @Test func aTrailerFailsAndRetries() {
        var h = TrailerHarness()
        h.refreshByDrag()
        h.advance(by: 0.25)
        #expect(h.model.state == .refreshing)
        h.run { m, e in m.endRefreshingWithFailure(message: "no more pages", completion: nil, &e) }
        #expect(h.model.state == .failed)
        #expect(h.model.label.text == "no more pages")
        #expect(h.model.rightContribution == 0)
        var began = false
        h.run { m, e in began = m.retry(completion: nil, &e) }
        #expect(began)
        #expect(h.model.state == .refreshing)
    }

    // MARK: Titles

    /// Every family shows the same Failed title, in each of the six languages.
    @Test func everyFamilyHasTheFailedTitleInEveryLanguage() {
        for family in [TitleFamily.backFooter, .header, .autoFooter, .trailer] {
            for language in FooterLanguage.allCases {
                let title = family.title(for: .failed, in: language)
                #expect(title == language.failedTitle, "\(family) \(language)")
                #expect(title?.isEmpty == false)
            }
        }
        #expect(Set(FooterLanguage.allCases.map(\.failedTitle)).count == FooterLanguage.allCases.count)
    }
}
