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
    /// Seconds each frame is shown, in order (a loop split evenly: the loop over the count, rounded;
    /// the frames change where `timing` says, exactly).
    public let frameDurations: [Double]
    /// Where the frames begin: the one rule the frame timer and `frameIndex(at:)` share.
    public let timing: GifTiming

    /// The original's form: one duration for the whole loop, split evenly. Frame k of n begins when
    /// elapsed × n ≥ k × duration, exactly (never at a rounded duration / n).
    public init(images: [FooterImage], duration: Double) {
        let each = images.isEmpty ? 0 : duration / Double(images.count)
        self.images = images
        frameDurations = Array(repeating: each, count: images.count)
        timing = GifTiming(count: images.count, form: .even(unit: duration, divisor: Double(images.count)))
    }

    /// The original's default: images.count × 0.1 s for the loop, 0.1 s a frame (frame k begins at
    /// k × 0.1 s, exactly).
    public init(defaultDurationFor images: [FooterImage]) {
        self.init(
            images: images, frameDurations: Array(repeating: GifPlayer.defaultFrameDuration, count: images.count))
    }

    /// One duration per frame, as GIF files carry them.
    /// Frames without a duration (or durations without a frame) are dropped: the two lists pair up.
    /// Equal durations d are one even rule (frame k begins at k × d, exactly); others begin where
    /// the sum of the durations before them says.
    public init(images: [FooterImage], frameDurations: [Double]) {
        let count = Swift.min(images.count, frameDurations.count)
        self.images = Array(images.prefix(count))
        self.frameDurations = Array(frameDurations.prefix(count))
        if let first = self.frameDurations.first, self.frameDurations.allSatisfy({ $0 == first }) {
            timing = GifTiming(count: count, form: .even(unit: first, divisor: 1))
        } else {
            var starts: [Double] = [0]
            starts.reserveCapacity(count + 1)
            for duration in self.frameDurations { starts.append((starts.last ?? 0) + duration) }
            timing = GifTiming(count: count, form: .listed(starts: starts))
        }
    }

    public var count: Int { images.count }
    public var isEmpty: Bool { images.isEmpty }
    /// The loop's length in seconds (rounded where it is a product or a sum).
    public var loopDuration: Double {
        switch timing.form {
        case .even(let unit, let divisor): Double(count) * unit / divisor
        case .listed(let starts): starts.last ?? 0
        }
    }

    /// The frame shown `elapsed` seconds after the loop started at frame 0 (on a clock that
    /// started at 0; `timing` places the frames on any clock).
    public func frameIndex(at elapsed: Double) -> Int {
        timing.frameIndex(at: elapsed, start: 0)
    }

    /// The idle frame for a pulling percent: ⌊count × p⌋, at most the last frame; p < 0 counts as 0.
    public func indexForPercent(_ percent: Double) -> Int {
        guard count > 0 else { return 0 }
        let scaled = Double(count) * Swift.max(0, percent)
        guard scaled < Double(count) else { return count - 1 }
        return Swift.min(Int(scaled), count - 1)
    }
}
