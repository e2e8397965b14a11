/// A growable first-in first-out buffer. Appending and removing at the ends cost O(1) and, once the
/// buffer has grown to its working size, allocate nothing.
public struct RingBuffer<Element> {
    private var storage: [Element?] = []
    private var head = 0
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    public mutating func append(_ element: Element) {
        if count == storage.count { grow() }
        var tail = head + count
        if tail >= storage.count { tail -= storage.count }
        storage[tail] = element
        count += 1
    }

    public var first: Element? {
        count == 0 ? nil : storage[head]
    }

    public mutating func removeFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head += 1
        if head == storage.count { head = 0 }
        count -= 1
        return element
    }

    /// Removes everything, oldest first.
    public mutating func drain() -> [Element] {
        var all: [Element] = []
        all.reserveCapacity(count)
        while let element = removeFirst() { all.append(element) }
        return all
    }

    private mutating func grow() {
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
