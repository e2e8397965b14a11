import Testing
@testable import RefreshKitModel

@Suite struct GifFramesTests {
    @Test func uniformFramesSplitTheDuration() {
        let frames = GifFrames(images: (0..<3).map { FooterImage(id: UInt64($0), width: 1, height: 1) }, duration: 0.3)
        #expect(frames.frameIndex(at: 0) == 0)
        #expect(frames.frameIndex(at: 0.0999) == 0)
        #expect(frames.frameIndex(at: 0.1) == 1)
        #expect(frames.frameIndex(at: 0.25) == 2)
        #expect(frames.frameIndex(at: 0.3) == 0)  // loops
        #expect(frames.frameIndex(at: 3.05) == 0)
    }

    @Test func perFrameDurationsAndProgressAtBoundaries() {
        let images = (0..<4).map { FooterImage(id: UInt64($0), width: 1, height: 1) }
        let frames = GifFrames(images: images, frameDurations: [0.05, 0.2, 0.1, 0.15])
        #expect(frames.loopDuration == 0.5)
        #expect(frames.frameIndex(at: 0.06) == 1)
        #expect(frames.frameIndex(at: 0.3) == 2)
        #expect(frames.frameIndex(at: 0.36) == 3)
        // Walking the boundaries from timer to timer visits every frame in order, forever, even
        // far from zero where the clock's rounding is coarse.
        var t = 1e6
        var seen: [Int] = []
        for _ in 0..<12 {
            seen.append(frames.timing.frameIndex(at: t, start: 1e6))
            let next = frames.timing.nextChange(after: t, start: 1e6)
            #expect(next.map { $0 > t } == true)
            t = next ?? .infinity
        }
        #expect(seen == [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3])
    }

    @Test func percentPicksTheIdleFrame() {
        let eight = GifFrames(images: (0..<8).map { FooterImage(id: UInt64($0), width: 1, height: 1) }, duration: 0.8)
        let cases: [(Double, Int)] = [
            (0, 0), (0.124, 0), (0.125, 1), (0.55, 4), (0.99, 7), (1, 7), (1.3, 7), (-0.5, 0),
        ]
        for (p, index) in cases { #expect(eight.indexForPercent(p) == index, "p = \(p)") }
        let hundred = GifFrames(images: (0..<100).map { FooterImage(id: UInt64($0), width: 1, height: 1) }, duration: 1)
        #expect(hundred.indexForPercent(0.29) == 28)
        let one = GifFrames(images: [FooterImage(id: 1, width: 1, height: 1)], duration: 0.1)
        #expect(one.indexForPercent(0.7) == 0)
    }
}
