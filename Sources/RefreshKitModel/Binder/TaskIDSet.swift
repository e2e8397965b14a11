/// A set of task ids (handle values), for the activity monitor.
///
/// The monitor inserts or removes a task on every resume and suspend, which a Set<UInt64> paid
/// for with a seeded SipHash each time (~130 instructions per task event in the benchmark). Task ids
/// are our own handles, not attacker-chosen keys, so a multiplicative hash is enough. Open
/// addressing with linear probing; removal shifts the following entries back, so there are no
/// tombstones and lookups stay short.
public struct TaskIDSet: Sendable {
    /// 0 marks an empty slot (id 0, never a real handle, is kept aside); the table's size is a
    /// power of two, at most half full.
    private var slots: [UInt64] = []
    private var hasZero = false
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    public func contains(_ id: UInt64) -> Bool {
        if id == 0 { return hasZero }
        guard !slots.isEmpty else { return false }
        var index = home(id)
        while slots[index] != 0 {
            if slots[index] == id { return true }
            index = (index + 1) & (slots.count - 1)
        }
        return false
    }

    /// Adds `id`; false if it was already there.
    @discardableResult
    public mutating func insert(_ id: UInt64) -> Bool {
        if id == 0 {
            defer { hasZero = true }
            if !hasZero { count += 1 }
            return !hasZero
        }
        if 2 * (count + 1) > slots.count { grow() }
        var index = home(id)
        while slots[index] != 0 {
            if slots[index] == id { return false }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = id
        count += 1
        return true
    }

    /// Removes `id`; false if it was not there.
    @discardableResult
    public mutating func remove(_ id: UInt64) -> Bool {
        if id == 0 {
            defer { hasZero = false }
            if hasZero { count -= 1 }
            return hasZero
        }
        guard !slots.isEmpty else { return false }
        let mask = slots.count - 1
        var hole = home(id)
        while slots[hole] != id {
            if slots[hole] == 0 { return false }
            hole = (hole + 1) & mask
        }
        slots[hole] = 0
        count -= 1
        // Shift back every later entry of the run that could live in the hole, so a lookup never
        // stops early at it.
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let wanted = home(slots[next])
            // `next` may move to `hole` unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
            if !stays {
                slots[hole] = slots[next]
                slots[next] = 0
                hole = next
            }
            next = (next + 1) & mask
        }
        return true
    }

    private func home(_ id: UInt64) -> Int {
        // Fibonacci hashing: the top bits of id * 2^64/φ.
        let bits = UInt64(slots.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (id &* 0x9E37_79B9_7F4A_7C15) >> (64 - bits))
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: Swift.max(16, old.count * 2))
        count = hasZero ? 1 : 0
        for id in old where id != 0 { insert(id) }
    }
}
