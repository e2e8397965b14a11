import Testing
@testable import RefreshKitModel

/// The GIF layer on its own: which states animate, the idle frame for a percent (F4), the frame
/// timer, and NoMoreData hiding the GIF.
@Suite struct GifPlayerTests {
    typealias Effects = FooterHarness.Effects

    func player() -> GifPlayer {
        var gif = GifPlayer()
        gif.store(GifFrames(images: FooterHarness.frames(8, height: 60, base: 100), duration: 0.8), for: .idle)
        gif.store(GifFrames(images: FooterHarness.frames(3, height: 30, base: 200), duration: 0.3), for: .pulling)
        gif.store(GifFrames(images: FooterHarness.frames(1, height: 30, base: 300), duration: 0.1), for: .refreshing)
        return gif
    }

    /// rk_*_get_gif's `visible`: the family draws the view (its GIF style) and the player has not
    /// hidden it (NoMoreData). The query reads `isShown` and nothing else.
    @Test func theViewIsShownWhenTheFamilyDrawsItAndItsStateShowsFrames() {
        var e = Effects()
        var drawn = player()
        #expect(drawn.isShown)
        drawn.enter(.noMoreData, percent: 0, &e)
        #expect(!drawn.isShown)
        drawn.enter(.idle, percent: 0, &e)
        #expect(drawn.isShown)
        var undrawn = GifPlayer(drawn: false)
        undrawn.store(GifFrames(images: FooterHarness.frames(2, height: 30, base: 1), duration: 0.2), for: .idle)
        undrawn.enter(.idle, percent: 0, &e)
        #expect(undrawn.visible)
        #expect(!undrawn.isShown)
    }

    @Test func eachFamilyDrawsItsGIFInTheGIFStyleOnly() {
        #expect(FooterModel().gif.isShown)
        #expect(HeaderModel(style: .gif).gif.isShown)
        let normalHeader = HeaderModel(style: .normal)
        #expect(normalHeader.gif.visible && !normalHeader.gif.isShown)
        // Hidden at construction in both styles; a GIF footer's frames for Refreshing show it.
        #expect(!AutoFooterModel(style: .gif).gif.isShown)
        for style in AutoLoaderStyle.allCases {
            var h = AutoFooterHarness(style: style)
            let image = AutoFooterHarness.frames(1, height: 30, base: 7)[0]
            h.run { m, e in try m.setImages(GifFrames(images: [image], duration: 0), for: .refreshing, &e) }
            h.drag(to: 444)
            #expect(h.model.state == .refreshing)
            #expect(h.model.gif.isShown == (style == .gif), "\(style)")
        }
    }

    @Test func onlyPullingAndRefreshingWithTwoFramesAnimate() {
        #expect(GifPlayer.animates(.pulling, count: 2))
        #expect(GifPlayer.animates(.refreshing, count: 5))
        #expect(!GifPlayer.animates(.refreshing, count: 1))
        #expect(!GifPlayer.animates(.idle, count: 8))
        #expect(!GifPlayer.animates(.noMoreData, count: 8))
        #expect(!GifPlayer.animates(.willRefresh, count: 8))
    }

    @Test func theDefaultDurationIsATenthOfASecondAFrame() {
        let frames = GifFrames(defaultDurationFor: FooterHarness.frames(4, height: 10, base: 1))
        #expect(frames.frameDurations == [0.1, 0.1, 0.1, 0.1])
    }

    @Test func idleShowsTheFrameForThePercent() {
        var gif = player()
        var e = Effects()
        gif.showIdleFrame(percent: 0.5, &e)
        #expect(gif.shownFrame?.index == 4)
        #expect(e.events == [.frameChanged(image: FooterImage(id: 104, width: 50, height: 60), index: 4)])
        e.events.removeAll()
        gif.showIdleFrame(percent: 0.5, &e)
        #expect(e.events.isEmpty)
        gif.showIdleFrame(percent: 3, &e)
        #expect(gif.shownFrame?.index == 7)
    }

    @Test func pullingLoopsItsFramesOnTheTimer() {
        var gif = player()
        var e = Effects()
        gif.enter(.pulling, percent: 1, &e)
        #expect(gif.isAnimating)
        #expect(gif.shownFrame?.index == 0)
        #expect(abs((e.timers[.gifFrame] ?? 0) - 0.1) < 1e-12)
        e.clock = 0.1
        gif.frameTimerFired(&e)
        #expect(gif.shownFrame?.index == 1)
        #expect(gif.frame(at: 0.25)?.index == 2)
        #expect(gif.frame(at: 0.35)?.index == 0)
    }

    // F4: entering Idle stops the animation and shows the idle frame for the percent.
    @Test func idleStopsTheAnimation() {
        var gif = player()
        var e = Effects()
        gif.enter(.pulling, percent: 1, &e)
        gif.enter(.idle, percent: 0.25, &e)
        #expect(!gif.isAnimating)
        #expect(e.timers[.gifFrame] == nil)
        #expect(gif.shownFrame?.index == 2)
    }

    @Test func oneFrameIsShownWithoutATimer() {
        var gif = player()
        var e = Effects()
        gif.enter(.refreshing, percent: 1, &e)
        #expect(!gif.isAnimating)
        #expect(gif.shownFrame?.image.id == 300)
        #expect(e.timers[.gifFrame] == nil)
    }

    @Test func noMoreDataHidesTheGIFAndStopsIt() {
        var gif = player()
        var e = Effects()
        gif.enter(.pulling, percent: 1, &e)
        e.events.removeAll()
        gif.enter(.noMoreData, percent: 1, &e)
        #expect(!gif.visible)
        #expect(!gif.isAnimating)
        #expect(e.events == [.gifVisibility(visible: false)])
        gif.enter(.idle, percent: 0, &e)
        #expect(gif.visible)
    }
}
