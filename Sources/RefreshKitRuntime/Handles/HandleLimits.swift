/// What a full handle table says: which of its two limits was reached. A table refuses a new entry
/// when every slot is live, or when the slots that are not live have all been retired (each slot
/// serves a bounded number of generations, so that a stale handle never matches a new entry).

/// The message for a context create that found no slot.
public func contextLimitMessage(live: Int, retired: Int) -> String {
    if retired == 0 {
        return "too many live contexts (at most \(grouped(HandleCode.maxContextSlots)))"
    }
    return "no context slot left: \(grouped(live)) live contexts, and the other \(grouped(retired)) slots"
        + " are retired after \(grouped(Int(HandleCode.maxContextGeneration))) contexts each"
        + " (\(grouped(HandleCode.maxContextCreations)) context creations per process)"
}

/// The message for an object create that found no slot in its context.
public func objectLimitMessage(live: Int, capacity: Int) -> String {
    if live >= capacity {
        return "the context holds the most live objects it can (\(grouped(capacity)))"
    }
    return "no free handle slot: \(grouped(live)) live objects, and the other \(grouped(capacity - live)) slots"
        + " are retired after \(grouped(Int(HandleCode.maxObjectGeneration))) objects each"
        + " (\(grouped(HandleCode.maxObjectCreations)) object creations per context)"
}

/// 1234567 as "1,234,567", as the header writes its limits.
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return value < 0 ? "-" + out : out
}
