/// The longest delay a timer may have, in seconds (RK_MAX_DELAY_SECONDS): about 31.7 years. Bounded
/// so that a deadline, which is a clock reading plus a delay, is finite for every finite reading.
public let maxTimerDelay: Double = 1e9

/// A clock's readings turned into time that never goes backwards.
///
/// Host clocks can be wrong: a reading that is lower than the last one, NaN or infinite counts as
/// the last reading, so timers never fire early twice or run in a loop on a stuck value.
public struct TimeLine: Sendable {
    public private(set) var last: Double?

    public init() {}

    public mutating func accept(_ reading: Double) -> Double {
        guard reading.isFinite else {
            // With nothing to fall back on, a bad first reading starts the line at 0.
            if last == nil { last = 0 }
            return last ?? 0
        }
        if let previous = last, reading <= previous { return previous }
        last = reading
        return reading
    }
}
