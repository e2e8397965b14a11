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
        guard value >= minimumHeight, value <= maximumLength else {
            throw InputError("\(name) must be finite, >= 0.001 and <= 1e9 (got \(value))")
        }
        return value
    }

    /// A duration or delay: in [0, RK_MAX_DELAY_SECONDS].
    @inlinable
    public static func duration(_ value: Double, _ name: @autoclosure () -> String) throws(InputError) -> Double {
        guard value >= 0, value <= maximumDuration else {
            throw InputError("\(name()) must be finite, >= 0 and <= RK_MAX_DELAY_SECONDS (1e9) (got \(value))")
        }
        return value
    }

    /// A count: >= 0.
    @inlinable
    public static func count(_ value: Int64, _ name: StaticString) throws(InputError) -> Int64 {
        guard value >= 0 else { throw InputError("\(name) must be >= 0 (got \(value))") }
        return value
    }

    /// A point in time: finite.
    @inlinable
    public static func time(_ value: Double, _ name: StaticString) throws(InputError) -> Double {
        guard value.isFinite else { throw InputError("\(name) must be finite (got \(value))") }
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
}

extension FooterMetrics {
    /// Refuses metrics with a length out of [0, 1e9] or a coordinate out of ±1e9 (NaN included).
    public func check() throws(InputError) {
        _ = try InputRules.length(viewportWidth, "viewportWidth")
        _ = try InputRules.length(viewportHeight, "viewportHeight")
        _ = try InputRules.length(contentHeight, "contentHeight")
        _ = try InputRules.coordinate(insetTop, "insetTop")
        _ = try InputRules.coordinate(insetBottom, "insetBottom")
        _ = try InputRules.coordinate(insetLeft, "insetLeft")
        _ = try InputRules.coordinate(offset, "offset")
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
    /// Refuses frames with a bad size or a duration out of [0, RK_MAX_DELAY_SECONDS].
    public func check() throws(InputError) {
        for (index, image) in images.enumerated() { try image.check(index) }
        for (index, duration) in frameDurations.enumerated() {
            _ = try InputRules.duration(duration, "frameDurations[\(index)]")
        }
    }
}
