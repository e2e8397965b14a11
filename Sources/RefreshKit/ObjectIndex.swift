import RefreshKitCore

/// The loop thread's handle-to-object index, in raw storage.
///
/// `Context.objects` owns the objects and hands out slots; this mirrors it so the lookup every
/// loop-thread call starts with reads one entry and touches no reference count (an array lookup
/// retained and released the whole slot array each time). Entries hold their object unretained:
/// the context removes an entry in the same step as it drops the object from `objects`.
struct ObjectIndex {
    private struct Entry {
        var handle: UInt64
        var object: Unmanaged<ObjectBase>?
    }

    private var entries: UnsafeMutablePointer<Entry>?
    private var capacity = 0

    /// The live object whose handle is exactly `bits`, or nil.
    @inline(__always)
    func lookup(_ bits: UInt64) -> ObjectBase? {
        let slot = Int(HandleCode.objectSlot(of: bits))
        guard slot < capacity, let entries, entries[slot].handle == bits,
            let object = entries[slot].object
        else { return nil }
        return object.takeUnretainedValue()
    }

    mutating func insert(_ object: ObjectBase) {
        let slot = Int(HandleCode.objectSlot(of: object.handle))
        if slot >= capacity { grow(toInclude: slot) }
        entries?[slot] = Entry(handle: object.handle, object: .passUnretained(object))
    }

    mutating func remove(_ handle: UInt64) {
        let slot = Int(HandleCode.objectSlot(of: handle))
        guard slot < capacity, let entries, entries[slot].handle == handle else { return }
        entries[slot] = Entry(handle: 0, object: nil)
    }

    /// Frees the storage; the index is empty afterwards.
    mutating func release() {
        entries?.deallocate()
        entries = nil
        capacity = 0
    }

    private mutating func grow(toInclude slot: Int) {
        var newCapacity = Swift.max(64, capacity)
        while newCapacity <= slot { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
        if let entries {
            grown.moveInitialize(from: entries, count: capacity)
            entries.deallocate()
        }
        (grown + capacity).initialize(repeating: Entry(handle: 0, object: nil), count: newCapacity - capacity)
        entries = grown
        capacity = newCapacity
    }
}
