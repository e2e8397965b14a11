import Testing
@testable import RefreshKitModel

/// Where an animating GIF changes frame: exactly at the instants its numbers name (no rounded
/// D / n moves a boundary), and the frame timer is due at the very instant `frame(at:)` changes.
@Suite struct GifTimingTests {
    static func images(_ count: Int) -> [HostImage] {
        (0..<count).map { HostImage(id: 100 + UInt64($0), width: 1, height: 1) }
    }

    /// The GIFs the tests walk: the default, loops split evenly, durations per frame.
    static let gifs: [GifFrames] = [
        GifFrames(defaultDurationFor: images(3)),
        GifFrames(defaultDurationFor: images(2)),
        GifFrames(images: images(7), duration: 0.7),
        GifFrames(images: images(5), duration: 0.3),
        GifFrames(images: images(3), duration: 0.3),
        GifFrames(images: images(6), duration: 1),
        GifFrames(images: images(3), frameDurations: [0.1, 0.1, 0.1]),
        GifFrames(images: images(3), frameDurations: [0.1, 0.2, 0.3]),
        GifFrames(images: images(4), frameDurations: [0.05, 0.2, 0.1, 0.15]),
    ]

    /// The first elapsed time of each frame after the first, over two loops, worked out in exact
    /// rational arithmetic (the least double at or past k × D / n): a loop split evenly changes at
    /// the decimals it names, where D / n rounded (0.7 / 7 = 0.09999999999999999) would not.
    @Test func evenBoundariesAreTheExactOnes() {
        let cases: [(GifFrames, [Double])] = [
            // The default, 0.1 s a frame: frame k at k × 0.1 (the double 0.1, a little over 1/10).
            (
                GifFrames(defaultDurationFor: Self.images(3)),
                [0.1, 0.2, 0.30000000000000004, 0.4, 0.5000000000000001, 0.6000000000000001]
            ),
            (
                GifFrames(images: Self.images(7), duration: 0.7),
                [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4]
            ),
            (
                GifFrames(images: Self.images(5), duration: 0.3),
                [0.06, 0.12, 0.18, 0.24, 0.3, 0.36, 0.42, 0.48, 0.54, 0.6]
            ),
            (GifFrames(images: Self.images(3), duration: 0.3), [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]),
        ]
        for (frames, starts) in cases {
            for (k, start) in starts.enumerated() {
                #expect(frames.frameIndex(at: start) == (k + 1) % frames.count, "\(frames.count) frames at \(start)")
                #expect(frames.frameIndex(at: start.nextDown) == k % frames.count, "just before \(start)")
            }
        }
    }

    /// Durations per frame: a frame begins where the durations before it add up (within the loop,
    /// taken modulo exactly).
    @Test func listedBoundariesAreTheSums() {
        let frames = GifFrames(images: Self.images(3), frameDurations: [0.1, 0.2, 0.3])
        let loop = 0.1 + 0.2 + 0.3
        for (index, start) in [(1, 0.1), (2, 0.1 + 0.2), (0, loop)] {
            #expect(frames.frameIndex(at: start) == index, "at \(start)")
            #expect(frames.frameIndex(at: start.nextDown) == (index + 2) % 3, "just before \(start)")
        }
        #expect(frames.frameIndex(at: loop + 0.15) == 1)
        #expect(frames.frameIndex(at: 3 * loop + 0.35) == 2)
    }

    /// The player: its frame timer is due at the first instant at which `frame(at:)` changes,
    /// and the frame it then shows is `frame(at:)`'s, from any start, for every GIF.
    @Test(arguments: [0.0, 1000, 0.05, 123_456.789])
    func theTimerLandsOnEveryBoundary(start: Double) {
        for frames in Self.gifs {
            var gif = GifPlayer()
            gif.store(frames, for: .refreshing)
            var effects = FooterHarness.Effects()
            effects.clock = start
            gif.enter(.refreshing, percent: 1, &effects)
            var shown = [gif.shownFrame?.index ?? -1]
            for _ in 0..<(2 * frames.count + 1) {
                guard let due = effects.timers[.gifFrame] else {
                    Issue.record("no frame timer after \(shown)")
                    break
                }
                #expect(gif.frame(at: due.nextDown)?.index == gif.shownFrame?.index, "just before \(due - start)")
                #expect(gif.frame(at: due)?.index != gif.shownFrame?.index, "at \(due - start)")
                effects.clock = due
                effects.timers[.gifFrame] = nil
                gif.frameTimerFired(&effects)
                #expect(gif.shownFrame?.index == gif.frame(at: due)?.index)
                shown.append(gif.shownFrame?.index ?? -1)
            }
            #expect(shown == (0...(2 * frames.count + 1)).map { $0 % frames.count }, "\(frames.count) frames")
        }
    }

    /// On the clock, frame k shows from start + b_k as a host adds them: a host that moves its
    /// clock from the start by a boundary sees the new frame there, whatever the start (100 + 0.1
    /// rounds below 100.1 exactly, yet it is where the host's 0.1 s GIF turns).
    @Test(arguments: [0.0, 100, 1000, 0.05, 123_456.789])
    func theHostsOwnSumsReachTheBoundaries(start: Double) {
        let gifs: [(GifFrames, [Double])] = [
            (GifFrames(defaultDurationFor: Self.images(3)), [0.1, 0.2, 0.30000000000000004, 0.4]),
            (GifFrames(images: Self.images(7), duration: 0.7), [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]),
        ]
        for (frames, boundaries) in gifs {
            var gif = GifPlayer()
            gif.store(frames, for: .refreshing)
            var effects = FooterHarness.Effects()
            effects.clock = start
            gif.enter(.refreshing, percent: 1, &effects)
            #expect(effects.timers[.gifFrame] == start + boundaries[0])
            for (k, boundary) in boundaries.enumerated() {
                #expect(gif.frame(at: start + boundary)?.index == (k + 1) % frames.count, "\(start) + \(boundary)")
                #expect(gif.frame(at: (start + boundary).nextDown)?.index == k % frames.count)
            }
        }
    }

    /// A dispatch that comes late shows the frame for its own time and aims at the boundary after it.
    @Test func aLateTimerCatchesUp() {
        var gif = GifPlayer()
        gif.store(GifFrames(images: Self.images(7), duration: 0.7), for: .refreshing)
        var effects = FooterHarness.Effects()
        gif.enter(.refreshing, percent: 1, &effects)
        effects.clock = 0.35
        gif.frameTimerFired(&effects)
        #expect(gif.shownFrame?.index == 3)
        #expect(effects.timers[.gifFrame] == 0.4)
    }

    /// Times far outside what a clock gives, and durations far below any frame rate, neither hang
    /// nor trap: the frame stays in range, and past `maximumFrames` the animation holds still.
    @Test func extremeTimesAndDurations() {
        let gifs = [
            GifFrames(images: Self.images(2), duration: 0x1p-1074),
            GifFrames(images: Self.images(3), frameDurations: [0x1p-1074, 0x1p-1074, 1e-300]),
            GifFrames(images: Self.images(3), duration: 1e9),
            GifFrames(images: Self.images(4), frameDurations: [1e9, 1, 2, 3]),
        ]
        for frames in gifs {
            for elapsed in [-1e300, 0, 0x1p-1074, 0x1p-1063, 1, 1e300, .greatestFiniteMagnitude, .infinity, .nan] {
                let index = frames.frameIndex(at: elapsed)
                #expect(index >= 0 && index < frames.count, "\(elapsed)")
            }
            for now in [-1e300, 0, 1, 1e300, .greatestFiniteMagnitude] {
                if let next = frames.timing.nextChange(after: now, start: 0) {
                    #expect(next > now && next.isFinite)
                }
            }
        }
        #expect(GifFrames(images: Self.images(2), duration: 0x1p-1074).timing.nextChange(after: 1, start: 0) == nil)
    }
}
