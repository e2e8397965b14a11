/// The last-updated times: key → wall-clock time (F12). The context owns one and every header of
/// the context reads and writes it through HeaderEffects; the host reads, writes, exports and
/// imports it (persistence is the host's). Headers that keep the default key share one time, as
/// in the original (#226).
public struct LastUpdatedStore: Equatable, Sendable {
    /// The original's key, shared by every header that keeps it.
    public static let defaultKey = "MJRefreshHeaderLastUpdatedTimeKey"

    private var times: [String: Double] = [:]
    /// Grows with every write or removal: a header asks whether the store changed by comparing
    /// it, so a scroll update looks nothing up in an unchanged store.
    public private(set) var generation: UInt64 = 0

    public init() {}

    /// Two stores are equal when they hold the same times, however they got there.
    public static func == (a: LastUpdatedStore, b: LastUpdatedStore) -> Bool { a.times == b.times }

    public func time(for key: String) -> Double? {
        times[key]
    }

    /// The most keys a store holds (RK_LAST_UPDATED_MAX_KEYS).
    public static let maximumKeys = 4096

    /// Stores a time. Refused, nothing changed, with a key InputRules refuses, a time outside
    /// InputRules.wallTime's range, or a new key in a full store.
    public mutating func setTime(_ time: Double, for key: String) throws(InputError) {
        let key = try InputRules.key(key, "key")
        let time = try InputRules.wallTime(time, "time")
        guard setTime(unchecked: time, for: key) else {
            throw InputError("the store holds \(LastUpdatedStore.maximumKeys) keys, its most")
        }
    }

    /// Stores a checked time; false, nothing changed, for a new key in a full store (a header's
    /// stamp is then dropped).
    @discardableResult
    package mutating func setTime(unchecked time: Double, for key: String) -> Bool {
        guard times[key] != nil || times.count < LastUpdatedStore.maximumKeys else { return false }
        times[key] = time
        generation &+= 1
        return true
    }

    public var isFull: Bool { times.count >= LastUpdatedStore.maximumKeys }

    public mutating func removeTime(for key: String) {
        times[key] = nil
        generation &+= 1
    }

    public var count: Int { times.count }

    /// Every entry, sorted by key: what a host exports.
    public var entries: [(key: String, time: Double)] {
        times.sorted { $0.key < $1.key }.map { (key: $0.key, time: $0.value) }
    }
}
