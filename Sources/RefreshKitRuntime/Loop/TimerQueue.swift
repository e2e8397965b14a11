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

    /// Adds a timer. A NaN deadline counts as due at once (-infinity is the earliest there is), so a
    /// deadline is always ordered and always comes due.
    public mutating func insert(deadline: Double, payload: Payload) -> UInt64 {
        let deadline = deadline.isNaN ? -Double.greatestFiniteMagnitude : deadline
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
            accept(entry.payload)
        else { return nil }
        // Lazy deletion keeps cancel O(n) search-free of re-heaping; the entry is skipped when it
        // reaches the top.
        canceled.insert(id)
        count -= 1
        return entry
    }

    /// Moves every timer from one time line to another, keeping what remained of its delay at
    /// `before` (an overdue timer stays due; no remainder exceeds `maxDelay`). Computed from the
    /// remainders, not from the distance between the two readings, so that readings at opposite
    /// ends of the double range cannot overflow into an infinite or NaN deadline.
    public mutating func rebase(from before: Double, to after: Double, maxDelay: Double) {
        heap = heap.map { entry in
            let remaining = Swift.min(maxDelay, Swift.max(0, entry.deadline - before))
            return Entry(
                id: entry.id, deadline: after + remaining, sequence: entry.sequence,
                payload: entry.payload)
        }
        // The order is unchanged but for ties the clamping made; rebuild to keep the heap exact.
        let entries = heap
        heap = []
        for entry in entries {
            heap.append(entry)
            siftUp(heap.count - 1)
        }
    }

    /// Removes every pending timer, in deadline order (ties in start order). It takes every entry
    /// whatever its deadline, so no timer can be lost to a deadline no comparison accepts.
    public mutating func drain() -> [Entry] {
        let live = heap.filter { !canceled.contains($0.id) }
        heap.removeAll()
        canceled.removeAll()
        count = 0
        return live.sorted { precedes($0, $1) }
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
