/// A growable first-in first-out buffer. Appending and removing at the ends cost O(1) and, once the
/// buffer has grown to its working size, allocate nothing.
///
/// Elements live in raw storage and are moved in and out, never wrapped in optionals: the loop
/// queue's profile showed most of an event's cost in optional and element copies made through
/// generic value witnesses. Inlinable, so the C layer's queues specialize it. A value type with
/// copy-on-write storage: a copy shares the storage until either side changes.
public struct RingBuffer<Element> {
    @usableFromInline
    final class Storage {
        @usableFromInline let elements: UnsafeMutablePointer<Element>
        @usableFromInline let capacity: Int
        @usableFromInline var head = 0
        @usableFromInline var count = 0

        @inlinable
        init(capacity: Int) {
            self.capacity = capacity
            elements = .allocate(capacity: capacity)
        }

        /// The slot of the element `offset` places after the oldest.
        @inlinable
        func slot(_ offset: Int) -> Int {
            let index = head + offset
            return index >= capacity ? index - capacity : index
        }

        /// A copy with room for `capacity` elements (at least `count`), oldest first from slot 0.
        @inlinable
        func copy(capacity newCapacity: Int) -> Storage {
            let copy = Storage(capacity: newCapacity)
            for offset in 0..<count { (copy.elements + offset).initialize(to: elements[slot(offset)]) }
            copy.count = count
            return copy
        }

        deinit {
            for offset in 0..<count { (elements + slot(offset)).deinitialize(count: 1) }
            elements.deallocate()
        }
    }

    @usableFromInline var storage: Storage?

    public init() {}

    @inlinable
    public var count: Int { storage?.count ?? 0 }

    @inlinable
    public var isEmpty: Bool { count == 0 }

    @inlinable
    public mutating func append(_ element: consuming Element) {
        // Borrowed, not bound: a local reference to the storage cost a retain and a release.
        let slot = Unmanaged.passUnretained(writableStorage(needingRoom: true))._withUnsafeGuaranteedRef {
            buffer -> UnsafeMutablePointer<Element> in
            defer { buffer.count += 1 }
            return buffer.elements + buffer.slot(buffer.count)
        }
        slot.initialize(to: element)
    }

    @inlinable
    public var first: Element? {
        guard let storage, storage.count > 0 else { return nil }
        return storage.elements[storage.head]
    }

    @inlinable
    public mutating func removeFirst() -> Element? {
        removeFirst(if: { _ in true })
    }

    /// Removes and returns the oldest element if `accept` says so; moves it out rather than copying.
    @inlinable
    public mutating func removeFirst(if accept: (borrowing Element) -> Bool) -> Element? {
        guard firstIsAccepted(accept) else { return nil }
        let buffer = writableStorage(needingRoom: false)
        let element = (buffer.elements + buffer.head).move()
        buffer.head = buffer.slot(1)
        buffer.count -= 1
        return element
    }

    // Its own function so no reference to the storage is alive at the uniqueness check.
    @inlinable
    func firstIsAccepted(_ accept: (borrowing Element) -> Bool) -> Bool {
        guard let storage, storage.count > 0 else { return false }
        return accept(storage.elements[storage.head])
    }

    /// Removes the oldest element without returning it.
    @inlinable
    public mutating func dropFirst() {
        _ = removeFirst()
    }

    /// Removes everything, oldest first.
    public mutating func drain() -> [Element] {
        var all: [Element] = []
        all.reserveCapacity(count)
        while let element = removeFirst() { all.append(element) }
        return all
    }

    /// The storage, unshared, with room for one more element when asked.
    @inlinable
    mutating func writableStorage(needingRoom: Bool) -> Storage {
        if isKnownUniquelyReferenced(&storage), let current = storage,
            !needingRoom || current.count < current.capacity
        {
            return current
        }
        return replaceStorage(needingRoom: needingRoom)
    }

    @usableFromInline
    mutating func replaceStorage(needingRoom: Bool) -> Storage {
        let count = self.count
        let oldCapacity = storage?.capacity ?? 0
        let capacity = needingRoom && count == oldCapacity ? Swift.max(8, oldCapacity * 2) : Swift.max(8, oldCapacity)
        let fresh = storage.map { $0.copy(capacity: capacity) } ?? Storage(capacity: capacity)
        storage = fresh
        return fresh
    }
}

extension RingBuffer: @unchecked Sendable where Element: Sendable {}
