/// Where the frames of an animating GIF begin, as one rule that both the frame timer and a
/// render loop's `frame(at:)` read, so that the frame shown after a timer and the frame reported
/// for the same instant are the same at every instant, boundaries included.
///
/// Frame k (counted on across loops) begins b_k seconds into the animation, where b_k is exact:
/// the least time at or after the boundary the numbers name, found with exact comparisons, never
/// from a rounded quotient such as D / n (7 frames over 0.7 s begin at 0.1, 0.2, …, where
/// 0.7 / 7 rounds to 0.09999999999999999). On the clock, frame k shows from the reading
/// start + b_k, rounded as a host's own arithmetic rounds that sum: a host that advances its clock
/// from the start by 0.1 sees the second frame of a 0.1 s GIF. The frame timer is due at exactly
/// that reading.
public struct GifTiming: Equatable, Sendable {
    public enum Form: Equatable, Sendable {
        /// Frame k begins when elapsed × divisor ≥ k × unit: a loop of `unit` split into `divisor`
        /// frames, or frames of `unit` each with divisor 1.
        case even(unit: Double, divisor: Double)
        /// Frame j of a loop begins when the time into the loop (elapsed modulo the loop, which is
        /// exact) reaches starts[j]; starts[count] is the loop's length.
        case listed(starts: [Double])
    }

    public let count: Int
    public let form: Form

    /// The most frames an animation shows: beyond, it holds its frame (and asks for no timer).
    /// At a millisecond a frame that is some 35,000 years; it keeps the frame arithmetic exact.
    public static let maximumFrames = 1 << 50

    public init(count: Int, form: Form) {
        self.count = count
        self.form = form
    }

    /// Whether the frames change over time at all: two or more, over a loop longer than 0.
    public var animates: Bool {
        guard count > 1 else { return false }
        switch form {
        case .even(let unit, let divisor): return unit > 0 && divisor > 0
        case .listed(let starts): return (starts.last ?? 0) > 0
        }
    }

    /// The frame shown at the clock reading `time` of an animation that started at `start`
    /// (frame 0 before it started).
    public func frameIndex(at time: Double, start: Double) -> Int {
        guard animates else { return 0 }
        return framesShown(at: time, start: start) % count
    }

    /// The first reading after `now` at which the frame shown changes, or nil when it never does.
    public func nextChange(after now: Double, start: Double) -> Double? {
        guard animates else { return nil }
        let shown = framesShown(at: now, start: start)
        guard shown < GifTiming.maximumFrames else { return nil }
        let next = shownFrom(shown + 1, start: start)
        return next.isFinite ? next : nil
    }

    // MARK: The rule

    /// How far a search steps, one representable value at a time, from a rounded estimate; the
    /// estimates are a few units in the last place off at most.
    static let maximumSteps = 64

    /// The reading from which frame `frame` (≥ 1) shows: start + b_k as the host adds them;
    /// +∞ when b_k is beyond every representable time.
    func shownFrom(_ frame: Int, start: Double) -> Double {
        guard let elapsed = elapsedWhenBegun(frame) else { return .infinity }
        return start + elapsed
    }

    /// Frames shown by the reading `time`: the most k whose reading has come (0 before the first),
    /// monotone in `time`, held at `maximumFrames`. The count by elapsed time is the guess; the
    /// readings it may differ from lie within a rounding of `time`, so a short gallop settles it.
    func framesShown(at time: Double, start: Double) -> Int {
        let has = { (frame: Int) in frame == 0 || shownFrom(frame, start: start) <= time }
        var low = Swift.min(framesBegun(at: time - start), GifTiming.maximumFrames)
        var high: Int
        if has(low) {
            // Gallop up to a frame not yet shown (or past the cap).
            var step = 1
            high = low + step
            while high <= GifTiming.maximumFrames, has(high) {
                low = high
                step *= 2
                high = low + step
            }
            high = Swift.min(high, GifTiming.maximumFrames + 1)
        } else {
            // Gallop down to a frame shown (frame 0 always is).
            var step = 1
            high = low
            low = Swift.max(high - step, 0)
            while !has(low) {
                high = low
                step *= 2
                low = Swift.max(high - step, 0)
            }
        }
        // has(low), !has(high) (or high past the cap): the last frame shown lies between.
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if has(mid) { low = mid } else { high = mid }
        }
        return low
    }

    /// Frames begun by `elapsed` seconds: 0 before the first boundary, one more at each; monotone
    /// in `elapsed`, held at `maximumFrames`.
    func framesBegun(at elapsed: Double) -> Int {
        guard elapsed > 0 else { return 0 }
        switch form {
        case .even(let unit, let divisor):
            let estimate = (elapsed * divisor / unit).rounded(.down)
            guard estimate < Double(GifTiming.maximumFrames) else { return GifTiming.maximumFrames }
            // Frame k has begun when k × unit ≤ elapsed × divisor; the estimate is at most a few
            // frames off, and the exact comparison settles it.
            let begun = { (frame: Int) in GifTiming.product(Double(frame), unit, notAbove: elapsed, divisor) }
            var frames = Int(estimate)
            while frames < GifTiming.maximumFrames, begun(frames + 1) { frames += 1 }
            while frames > 0, !begun(frames) { frames -= 1 }
            return frames
        case .listed(let starts):
            let loop = starts[count]
            let into = elapsed.truncatingRemainder(dividingBy: loop)
            // elapsed − into is a whole number of loops, so the rounded quotient is that number.
            let loops = ((elapsed - into) / loop).rounded()
            guard loops < Double(GifTiming.maximumFrames / count) else { return GifTiming.maximumFrames }
            // The last frame whose start is not after `into`; a binary search keeps long GIFs cheap.
            var low = 0
            var high = count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= into { low = mid } else { high = mid - 1 }
            }
            return Swift.min(Int(loops) * count + low, GifTiming.maximumFrames)
        }
    }

    /// b_k: the least elapsed time (representable) by which `frames` frames have begun; nil when
    /// that is beyond every representable time.
    func elapsedWhenBegun(_ frames: Int) -> Double? {
        var elapsed: Double
        switch form {
        case .even(let unit, let divisor):
            elapsed = Double(frames) * unit / divisor
        case .listed(let starts):
            let (loops, frame) = frames.quotientAndRemainder(dividingBy: count)
            elapsed = starts[frame].addingProduct(Double(loops), starts[count])
        }
        guard elapsed.isFinite else { return nil }
        var steps = 0
        while steps < GifTiming.maximumSteps, elapsed > 0, framesBegun(at: elapsed.nextDown) >= frames {
            elapsed = elapsed.nextDown
            steps += 1
        }
        while steps < 2 * GifTiming.maximumSteps, framesBegun(at: elapsed) < frames {
            elapsed = elapsed.nextUp
            steps += 1
        }
        return elapsed.isFinite ? elapsed : nil
    }

    /// a × b ≤ c × d in real arithmetic. Each product is its rounded value plus an error term that
    /// a fused multiply-add gives exactly; rounding keeps order, so unequal rounded products
    /// already decide, and equal ones are decided by their error terms.
    static func product(_ a: Double, _ b: Double, notAbove c: Double, _ d: Double) -> Bool {
        let left = a * b
        let right = c * d
        if left != right { return left < right }
        return (-left).addingProduct(a, b) <= (-right).addingProduct(c, d)
    }
}
