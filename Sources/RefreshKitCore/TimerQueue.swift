/// Pending one-shot timers ordered by deadline, then by start order.
public struct TimerQueue<Payload> {
    public struct Entry {
        public let id: UInt64
        public let deadline: Double
        public let sequence: UInt64
        public let payload: Payload
    }

    private var heap: [Entry] = []
    private var nextID: UInt64 = 1
    private var nextSequenceNumber: UInt64 = 0
    private var canceled: Set<UInt64> = []
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    /// The sequence number the next timer will get: a dispatch's upper bound.
    public var nextSequence: UInt64 { nextSequenceNumber }

    public mutating func insert(deadline: Double, payload: Payload) -> UInt64 {
        let entry = Entry(id: nextID, deadline: deadline, sequence: nextSequenceNumber, payload: payload)
        nextID += 1
        nextSequenceNumber += 1
        heap.append(entry)
        siftUp(heap.count - 1)
        count += 1
        return entry.id
    }

    /// The earliest live deadline.
    public mutating func earliestDeadline() -> Double? {
        dropCanceledTop()
        return heap.first?.deadline
    }

    /// Removes the earliest timer if it is due at `now` and was started before `limit`.
    public mutating func removeDue(at now: Double, before limit: UInt64) -> Entry? {
        dropCanceledTop()
        guard let top = heap.first, top.deadline <= now, top.sequence < limit else { return nil }
        removeTop()
        count -= 1
        return top
    }

    /// Removes a pending timer by id, if `accept` agrees.
    public mutating func remove(id: UInt64, if accept: (Payload) -> Bool = { _ in true }) -> Entry? {
        guard !canceled.contains(id), let entry = heap.first(where: { $0.id == id }),
              accept(entry.payload) else { return nil }
        // Lazy deletion keeps cancel O(n) search-free of re-heaping; the entry is skipped when it
        // reaches the top.
        canceled.insert(id)
        count -= 1
        return entry
    }

    /// Moves every deadline by the same amount (a clock change keeps remaining delays).
    public mutating func shiftDeadlines(by delta: Double) {
        heap = heap.map { Entry(id: $0.id, deadline: $0.deadline + delta, sequence: $0.sequence, payload: $0.payload) }
    }

    /// Removes every pending timer, in deadline order.
    public mutating func drain() -> [Entry] {
        var all: [Entry] = []
        while let entry = removeDue(at: .infinity, before: .max) { all.append(entry) }
        return all
    }

    private mutating func dropCanceledTop() {
        while let top = heap.first, canceled.contains(top.id) {
            canceled.remove(top.id)
            removeTop()
        }
    }

    private func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.deadline < b.deadline || (a.deadline == b.deadline && a.sequence < b.sequence)
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, precedes(heap[right], heap[smallest]) { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
