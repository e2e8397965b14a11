/// The last-updated times: key → wall-clock time (F12). The context owns one and every header of
/// the context reads and writes it through HeaderEffects; the host reads, writes, exports and
/// imports it (persistence is the host's). Headers that keep the default key share one time, as
/// in the original (#226).
public struct LastUpdatedStore: Equatable, Sendable {
    /// The original's key, shared by every header that keeps it.
    public static let defaultKey = "MJRefreshHeaderLastUpdatedTimeKey"

    private var times: [String: Double] = [:]

    public init() {}

    public func time(for key: String) -> Double? {
        times[key]
    }

    /// Stores a time. Refused, nothing changed, with an empty key or a time outside
    /// InputRules.wallTime's range.
    public mutating func setTime(_ time: Double, for key: String) throws(InputError) {
        let key = try InputRules.key(key, "key")
        setTime(unchecked: try InputRules.wallTime(time, "time"), for: key)
    }

    package mutating func setTime(unchecked time: Double, for key: String) {
        times[key] = time
    }

    public mutating func removeTime(for key: String) {
        times[key] = nil
    }

    public var count: Int { times.count }

    /// Every entry, sorted by key: what a host exports.
    public var entries: [(key: String, time: Double)] {
        times.sorted { $0.key < $1.key }.map { (key: $0.key, time: $0.value) }
    }
}
