/// A host image: RefreshKit knows its id and size, never its pixels.
public struct HostImage: Equatable, Sendable {
    public var id: UInt64
    public var width: Double
    public var height: Double

    public init(id: UInt64, width: Double, height: Double) {
        self.id = id
        self.width = width
        self.height = height
    }
}

/// The footer's name for a host image.
public typealias FooterImage = HostImage

/// One state's GIF: its frames and how long each is shown when the state animates them.
public struct GifFrames: Equatable, Sendable {
    public let images: [FooterImage]
    /// Seconds each frame is shown, in order.
    public let frameDurations: [Double]
    /// Start time of each frame within one loop, and the loop's length at the end.
    private let boundaries: [Double]

    /// The original's form: one duration for the whole loop, split evenly.
    public init(images: [FooterImage], duration: Double) {
        let each = images.isEmpty ? 0 : duration / Double(images.count)
        self.init(images: images, frameDurations: Array(repeating: each, count: images.count))
    }

    /// The original's default: images.count × 0.1 s for the loop, 0.1 s a frame.
    public init(defaultDurationFor images: [FooterImage]) {
        self.init(images: images, duration: Double(images.count) * GifPlayer.defaultFrameDuration)
    }

    /// One duration per frame, as GIF files carry them.
    /// Frames without a duration (or durations without a frame) are dropped: the two lists pair up.
    public init(images: [FooterImage], frameDurations: [Double]) {
        let count = Swift.min(images.count, frameDurations.count)
        self.images = Array(images.prefix(count))
        self.frameDurations = Array(frameDurations.prefix(count))
        var boundaries: [Double] = [0]
        boundaries.reserveCapacity(images.count + 1)
        for duration in self.frameDurations { boundaries.append((boundaries.last ?? 0) + duration) }
        self.boundaries = boundaries
    }

    public var count: Int { images.count }
    public var isEmpty: Bool { images.isEmpty }
    public var loopDuration: Double { boundaries.last ?? 0 }

    /// Readings this close before a frame boundary count as on it. Timers fire at boundaries, and
    /// the clock's rounding must not leave a frame needing a delay too small to advance time.
    static let boundaryTolerance = 1e-9

    /// The frame shown `elapsed` seconds after the loop started at frame 0.
    public func frameIndex(at elapsed: Double) -> Int {
        guard count > 1, loopDuration > 0 else { return 0 }
        let position = positionInLoop(elapsed + GifFrames.boundaryTolerance)
        // The last boundary not after `position`; binary search keeps long GIFs cheap.
        var low = 0
        var high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if boundaries[mid] <= position { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Seconds from `elapsed` until the frame next changes.
    public func timeToNextFrame(at elapsed: Double) -> Double {
        guard count > 1, loopDuration > 0 else { return .infinity }
        let position = positionInLoop(elapsed + GifFrames.boundaryTolerance)
        let index = frameIndex(at: elapsed)
        return boundaries[index + 1] - position + GifFrames.boundaryTolerance
    }

    private func positionInLoop(_ elapsed: Double) -> Double {
        let position = elapsed.truncatingRemainder(dividingBy: loopDuration)
        return position < 0 ? 0 : position
    }

    /// The idle frame for a pulling percent: ⌊count × p⌋, at most the last frame; p < 0 counts as 0.
    public func indexForPercent(_ percent: Double) -> Int {
        guard count > 0 else { return 0 }
        let scaled = Double(count) * Swift.max(0, percent)
        guard scaled < Double(count) else { return count - 1 }
        return Swift.min(Int(scaled), count - 1)
    }
}
