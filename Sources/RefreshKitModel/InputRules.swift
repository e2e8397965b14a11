/// A number the model refuses, and why. The C ABI reports it as RK_ERR_INVALID_ARGUMENT with this
/// message.
public struct InputError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The bounds of every number the model takes. Inside them every value the model derives (offsets,
/// percents, layouts, deadlines) stays finite: the fuzzer found +inf from a denormal footer height
/// and from offsets near the largest double.
///
/// The model's public setters check with these rules and change nothing when a value is refused;
/// the C ABI checks with the same rules before it looks up the handle (the header orders its errors
/// so), then calls the `unchecked` form.
public enum InputRules {
    /// The largest length or coordinate, in points.
    public static let maximumLength = 1e9
    /// The smallest footer height.
    public static let minimumHeight = 1e-3
    /// The longest duration or delay, in seconds (the header's RK_MAX_DELAY_SECONDS).
    public static let maximumDuration = 1e9

    /// A coordinate or inset that may be negative: within ±1e9 (NaN is not).
    @inlinable @inline(__always)
    public static func coordinate(_ value: Double, _ name: StaticString) throws(InputError) -> Double {
        guard abs(value) <= maximumLength else { throw coordinateError(value, name) }
        return value
    }

    /// A length: in [0, 1e9].
    @inlinable @inline(__always)
    public static func length(_ value: Double, _ name: StaticString) throws(InputError) -> Double {
        guard value >= 0, value <= maximumLength else { throw lengthError(value, name) }
        return value
    }

    /// A footer height: in [0.001, 1e9].
    @inlinable
    public static func height(_ value: Double, _ name: StaticString) throws(InputError) -> Double {
        try within(minimumHeight...maximumLength, value, "\(name) must be finite, >= 0.001 and <= 1e9 (got \(value))")
    }

    /// A duration or delay: in [0, RK_MAX_DELAY_SECONDS].
    @inlinable
    public static func duration(_ value: Double, _ name: @autoclosure () -> String) throws(InputError) -> Double {
        try within(
            0...maximumDuration, value,
            "\(name()) must be finite, >= 0 and <= RK_MAX_DELAY_SECONDS (1e9) (got \(value))")
    }

    /// A count: >= 0.
    @inlinable
    public static func count(_ value: Int64, _ name: StaticString) throws(InputError) -> Int64 {
        guard value >= 0 else { throw InputError("\(name) must be >= 0 (got \(value))") }
        return value
    }

    /// F19: an item count (>= 0; 0 is "not reported") and the last visible item's index, −1 (none
    /// visible) up to count − 1; with no count reported, −1 or 0 (a zeroed struct). Every scroll
    /// update asks, so the check inlines as compares and branches.
    @inlinable @inline(__always)
    public static func items(count: Int64, lastVisible: Int64) throws(InputError) {
        guard count >= 0 else { throw itemCountError(count) }
        let highest = count == 0 ? 0 : count - 1
        guard lastVisible >= -1, lastVisible <= highest else {
            throw visibleItemError("last_visible_item", lastVisible, highest, count)
        }
    }

    /// 1.5's first visible item: the last one's range.
    public static func items(count: Int64, firstVisible: Int64) throws(InputError) {
        let highest = count == 0 ? 0 : count - 1
        guard firstVisible >= -1, firstVisible <= highest else {
            throw visibleItemError("first_visible_item", firstVisible, highest, count)
        }
    }

    /// A point in time: finite.
    @inlinable
    public static func time(_ value: Double, _ name: StaticString) throws(InputError) -> Double {
        guard value.isFinite else { throw InputError("\(name) must be finite (got \(value))") }
        return value
    }

    /// `value` when `bounds` holds it (never NaN), else the error `message` describes.
    @inlinable @inline(__always)
    static func within(
        _ bounds: ClosedRange<Double>, _ value: Double, _ message: @autoclosure () -> String
    ) throws(InputError) -> Double {
        guard bounds.contains(value) else { throw InputError(message()) }
        return value
    }

    // The messages are built out of line, so the checks inline as a compare and a branch.
    @usableFromInline @inline(never)
    static func coordinateError(_ value: Double, _ name: StaticString) -> InputError {
        InputError("\(name) must be finite and within ±1e9 (got \(value))")
    }

    @usableFromInline @inline(never)
    static func lengthError(_ value: Double, _ name: StaticString) -> InputError {
        InputError("\(name) must be finite, >= 0 and <= 1e9 (got \(value))")
    }

    @usableFromInline @inline(never)
    static func itemCountError(_ count: Int64) -> InputError {
        InputError("item_count must be >= 0 (got \(count))")
    }

    @usableFromInline @inline(never)
    static func visibleItemError(_ name: StaticString, _ index: Int64, _ highest: Int64, _ count: Int64) -> InputError {
        InputError("\(name) must be in -1...\(highest) for item_count \(count) (got \(index))")
    }
}

extension FooterImage {
    /// Refuses a size out of [0, 1e9] (NaN included).
    public func check(_ index: Int) throws(InputError) {
        guard width >= 0, height >= 0, width <= InputRules.maximumLength, height <= InputRules.maximumLength else {
            throw InputError("images[\(index)] size \(width) x \(height) must be finite, >= 0 and <= 1e9")
        }
    }
}

extension GifFrames {
    /// Refuses frames for `state` with a bad size, a duration out of [0, RK_MAX_DELAY_SECONDS], or
    /// a zero duration in frames that animate (a loop of zero length would never advance).
    /// `durations` names the durations in the message.
    public func check(for state: FooterState, durations: String = "frameDurations") throws(InputError) {
        for (index, image) in images.enumerated() { try image.check(index) }
        let animates = GifPlayer.animates(state, count: count)
        for (index, duration) in frameDurations.enumerated() {
            _ = try InputRules.duration(duration, "\(durations)[\(index)]")
            if duration == 0 && animates {
                throw InputError("\(durations)[\(index)] is 0 for frames that animate")
            }
        }
    }

    /// Refuses a whole-loop duration for `count` frames of `state`: out of [0, RK_MAX_DELAY_SECONDS],
    /// or 0 for frames that animate.
    public static func checkLoopDuration(_ duration: Double, count: Int, for state: FooterState) throws(InputError) {
        _ = try InputRules.duration(duration, "duration")
        if duration == 0 && GifPlayer.animates(state, count: count) {
            throw InputError("duration 0 for \(count) frames that animate")
        }
    }
}

extension InputRules {
    /// The earliest wall-clock time: 0001-01-01 00:00:00 UTC, in seconds since 1970.
    public static let earliestWallTime = -62_135_596_800.0
    /// The latest wall-clock time: 9999-12-31 23:59:59 UTC.
    public static let latestWallTime = 253_402_300_799.0
    /// The largest distance of a time zone from UTC, in seconds (18 hours).
    public static let maximumUTCOffset = 64_800

    /// A wall-clock time in seconds since 1970-01-01 UTC: finite, within years 1 to 9999.
    @inlinable
    public static func wallTime(_ value: Double, _ name: StaticString) throws(InputError) -> Double {
        try within(
            earliestWallTime...latestWallTime, value,
            "\(name) must be finite and within years 1 to 9999 UTC (got \(value))")
    }

    /// A time zone's offset from UTC in seconds: within ±18 hours.
    @inlinable
    public static func utcOffset(_ value: Int, _ name: StaticString) throws(InputError) -> Int {
        guard abs(value) <= maximumUTCOffset else {
            throw InputError("\(name) must be within ±64800 seconds (got \(value))")
        }
        return value
    }

    /// The longest store key, in UTF-8 bytes (RK_LAST_UPDATED_KEY_MAX).
    public static let maximumKeyLength = 1024

    /// A store key: not empty, at most maximumKeyLength bytes.
    @inlinable
    public static func key(_ value: String, _ name: StaticString) throws(InputError) -> String {
        guard !value.isEmpty else { throw InputError("\(name) must not be empty") }
        guard value.utf8.count <= maximumKeyLength else {
            throw InputError("\(name) is longer than \(maximumKeyLength) bytes (\(value.utf8.count))")
        }
        return value
    }
}
