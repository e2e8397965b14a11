/// A growable first-in first-out buffer. Appending and removing at the ends cost O(1) and, once the
/// buffer has grown to its working size, allocate nothing.
///
/// Inlinable so the C layer's queues specialize it: generic code here went through value witness
/// calls for every copy of an element.
public struct RingBuffer<Element> {
    @usableFromInline var storage: [Element?] = []
    @usableFromInline var head = 0
    @usableFromInline var storedCount = 0
    @inlinable public var count: Int { storedCount }

    public init() {}

    @inlinable
    public var isEmpty: Bool { count == 0 }

    @inlinable
    public mutating func append(_ element: consuming Element) {
        if count == storage.count { grow() }
        var tail = head + count
        if tail >= storage.count { tail -= storage.count }
        storage[tail] = element
        storedCount += 1
    }

    @inlinable
    public var first: Element? {
        count == 0 ? nil : storage[head]
    }

    @inlinable
    public mutating func removeFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head += 1
        if head == storage.count { head = 0 }
        storedCount -= 1
        return element
    }

    /// Removes and returns the oldest element if `accept` says so; moves it out rather than copying.
    @inlinable
    public mutating func removeFirst(if accept: (Element) -> Bool) -> Element? {
        guard storedCount > 0, let first = storage[head], accept(first) else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count { head = 0 }
        storedCount -= 1
        return element
    }

    /// Removes the oldest element without returning it (a copy of it cost a retain and a release).
    @inlinable
    public mutating func dropFirst() {
        guard storedCount > 0 else { return }
        storage[head] = nil
        head += 1
        if head == storage.count { head = 0 }
        storedCount -= 1
    }

    /// Removes everything, oldest first.
    public mutating func drain() -> [Element] {
        var all: [Element] = []
        all.reserveCapacity(count)
        while let element = removeFirst() { all.append(element) }
        return all
    }

    @usableFromInline
    mutating func grow() {
        let newCapacity = Swift.max(8, storage.count * 2)
        var grown = [Element?](repeating: nil, count: newCapacity)
        for i in 0..<count {
            var index = head + i
            if index >= storage.count { index -= storage.count }
            grown[i] = storage[index]
        }
        storage = grown
        head = 0
    }
}
extension RingBuffer: Sendable where Element: Sendable {}
