/// Slots that map (slot, generation) pairs to live objects.
///
/// A freed slot's generation is bumped, so every handle that named the old occupant stops matching.
/// A slot whose generation would overflow its bit field is retired rather than wrapped: that keeps
/// the "a stale handle never matches" promise exact instead of probable. Freed slots are reused
/// oldest first, which spreads generations and delays retirement.
public struct HandleTable<Object> {
    @usableFromInline
    struct Slot {
        @usableFromInline var generation: UInt32
        @usableFromInline var object: Object?

        @inlinable init(generation: UInt32, object: Object?) {
            self.generation = generation
            self.object = object
        }
    }

    // Visible to inlinable code so lookups specialize in the C layer instead of going through
    // generic metadata on every call.
    @usableFromInline var slots: [Slot] = []
    @usableFromInline var freeSlots = RingBuffer<UInt32>()
    public let capacity: Int
    public let maxGeneration: UInt32
    public private(set) var count = 0
    /// Slots that served their last generation and are never handed out again.
    public private(set) var retired = 0

    public init(capacity: Int, maxGeneration: UInt32) {
        self.capacity = capacity
        self.maxGeneration = maxGeneration
    }

    /// Stores the object that `make` builds for its (slot, generation); nil, and `make` is not
    /// called, when every slot is in use or retired.
    public mutating func insert(_ make: (_ slot: UInt32, _ generation: UInt32) -> Object) -> Object? {
        if let slot = freeSlots.removeFirst() {
            let index = Int(slot)
            let object = make(slot, slots[index].generation)
            slots[index].object = object
            count += 1
            return object
        }
        guard slots.count < capacity else { return nil }
        let object = make(UInt32(slots.count), 1)
        slots.append(Slot(generation: 1, object: object))
        count += 1
        return object
    }

    @inlinable
    public func lookup(slot: UInt32, generation: UInt32) -> Object? {
        let index = Int(slot)
        guard index < slots.count, slots[index].generation == generation else { return nil }
        return slots[index].object
    }

    /// Frees the slot if (slot, generation) names a live object, and returns that object.
    @discardableResult
    public mutating func remove(slot: UInt32, generation: UInt32) -> Object? {
        let index = Int(slot)
        guard index < slots.count, slots[index].generation == generation,
            let object = slots[index].object
        else { return nil }
        slots[index].object = nil
        count -= 1
        if slots[index].generation < maxGeneration {
            slots[index].generation += 1
            freeSlots.append(slot)
        } else {
            // Retired: the slot keeps its last generation and is never handed out again.
            slots[index].generation = 0
            retired += 1
        }
        return object
    }

    /// Every live object in slot order.
    public var objects: [Object] {
        slots.compactMap { $0.object }
    }
}

extension HandleTable: Sendable where Object: Sendable {}

extension HandleTable.Slot: Sendable where Object: Sendable {}
