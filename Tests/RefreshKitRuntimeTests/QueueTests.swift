import Synchronization
import RefreshKitTestSupport
import Testing
@testable import RefreshKitRuntime

/// Records the notifier's edges so tests can check them against the queue's contents.
final class EdgeLog: Sendable {
    let edges = Mutex<[Bool]>([])
}

struct RecordingNotifier: PendingNotifier {
    let log: EdgeLog
    mutating func pendingChanged(_ pending: Bool) { log.edges.withLock { $0.append(pending) } }
}

@Suite struct RingBufferTests {
    @Test func keepsFIFOOrderAcrossGrowthAndWrapAround() {
        var ring = RingBuffer<Int>()
        var expected: [Int] = []
        var next = 0
        for round in 0..<50 {
            for _ in 0..<(round % 7 + 1) { ring.append(next); expected.append(next); next += 1 }
            for _ in 0..<(round % 5) {
                #expect(ring.removeFirst() == (expected.isEmpty ? nil : expected.removeFirst()))
            }
            #expect(ring.count == expected.count)
        }
        #expect(ring.drain() == expected)
        #expect(ring.isEmpty)
        #expect(ring.removeFirst() == nil)
    }
}

extension RingBufferTests {
    /// Value semantics over shared storage: a copy is independent whichever side changes first,
    /// including growth and removal, and elements (here reference-counted) are neither lost nor
    /// leaked when both copies go away.
    @Test func copiesAreIndependent() {
        final class Token { let value: Int; init(_ value: Int) { self.value = value } }
        weak var watched: Token?
        do {
            var a = RingBuffer<Token>()
            for i in 0..<5 { a.append(Token(i)) }
            watched = a.first
            var b = a
            b.append(Token(5))
            #expect(a.count == 5 && b.count == 6)
            #expect(a.removeFirst()?.value == 0)
            #expect(b.first?.value == 0)
            var c = b
            for i in 6..<40 { c.append(Token(i)) }  // grows while shared
            #expect(b.count == 6)
            #expect(c.drain().map(\.value) == Array(0..<40))
            #expect(b.drain().map(\.value) == Array(0..<6))
            #expect(a.drain().map(\.value) == Array(1..<5))
            #expect(watched == nil)  // every copy of the first token is gone
        }
    }

    @Test func removeFirstIfLeavesARejectedElement() {
        var ring = RingBuffer<Int>()
        #expect(ring.removeFirst(if: { _ in true }) == nil)
        ring.append(3)
        ring.append(4)
        #expect(ring.removeFirst(if: { $0 > 3 }) == nil)
        #expect(ring.count == 2)
        #expect(ring.removeFirst(if: { $0 == 3 }) == 3)
        ring.dropFirst()
        #expect(ring.isEmpty)
    }
}

@Suite struct WorkQueueTests {
    @Test func notifiesOnlyOnEmptyToPendingAndBack() {
        let log = EdgeLog()
        let queue = WorkQueue<Int, RecordingNotifier>(notifier: RecordingNotifier(log: log))
        #expect(queue.append(1))
        #expect(queue.append(2))
        #expect(queue.append(3))
        #expect(log.edges.withLock { $0 } == [true])
        let limit = queue.nextSequence
        #expect(queue.removeFirst(before: limit) == 1)
        #expect(queue.removeFirst(before: limit) == 2)
        #expect(log.edges.withLock { $0 } == [true])
        #expect(queue.removeFirst(before: limit) == 3)
        #expect(log.edges.withLock { $0 } == [true, false])
        #expect(queue.removeFirst(before: limit) == nil)
    }

    @Test func removeFirstStopsAtTheLimit() {
        let queue = WorkQueue<Int, RecordingNotifier>(notifier: RecordingNotifier(log: EdgeLog()))
        _ = queue.append(1)
        let limit = queue.nextSequence
        _ = queue.append(2)
        #expect(queue.removeFirst(before: limit) == 1)
        #expect(queue.removeFirst(before: limit) == nil)
        #expect(!queue.isEmpty)
        #expect(queue.removeFirst(before: queue.nextSequence) == 2)
    }

    @Test func closeDrainsAndRefuses() {
        let log = EdgeLog()
        let queue = WorkQueue<Int, RecordingNotifier>(notifier: RecordingNotifier(log: log))
        _ = queue.append(1)
        _ = queue.append(2)
        #expect(queue.close() == [1, 2])
        #expect(!queue.append(3))
        #expect(queue.isEmpty)
        #expect(log.edges.withLock { $0 } == [true, false])
    }

    @Test func manyProducersEachItemOnceInPerProducerOrder() async {
        let queue = WorkQueue<UInt64, RecordingNotifier>(notifier: RecordingNotifier(log: EdgeLog()))
        let producers = 4
        let perProducer: UInt64 = 5_000
        await withTaskGroup(of: Void.self) { group in
            for p in 0..<producers {
                group.addTask {
                    for i in 0..<perProducer { _ = queue.append(UInt64(p) << 32 | i) }
                }
            }
        }
        var next = Array(repeating: UInt64(0), count: producers)
        var total = 0
        while let item = queue.removeFirst(before: .max) {
            let p = Int(item >> 32)
            #expect(item & 0xFFFF_FFFF == next[p])
            next[p] += 1
            total += 1
        }
        #expect(total == producers * Int(perProducer))
    }
}

@Suite struct TimerQueueTests {
    @Test func firesInDeadlineOrderThenStartOrder() {
        var timers = TimerQueue<String>()
        _ = timers.insert(deadline: 3, payload: "c")
        _ = timers.insert(deadline: 1, payload: "a1")
        _ = timers.insert(deadline: 2, payload: "b")
        _ = timers.insert(deadline: 1, payload: "a2")
        var fired: [String] = []
        while let entry = timers.removeDue(at: 10, before: .max) { fired.append(entry.payload) }
        #expect(fired == ["a1", "a2", "b", "c"])
    }

    @Test func onlyDueTimersFire() {
        var timers = TimerQueue<Int>()
        _ = timers.insert(deadline: 5, payload: 5)
        _ = timers.insert(deadline: 2, payload: 2)
        #expect(timers.removeDue(at: 1.999, before: .max) == nil)
        #expect(timers.removeDue(at: 2, before: .max)?.payload == 2)
        #expect(timers.removeDue(at: 4, before: .max) == nil)
        #expect(timers.earliestDeadline() == 5)
    }

    @Test func canceledTimersNeverFireAndCancelTwiceFails() {
        var timers = TimerQueue<Int>()
        let a = timers.insert(deadline: 1, payload: 1)
        _ = timers.insert(deadline: 2, payload: 2)
        #expect(timers.remove(id: a)?.payload == 1)
        #expect(timers.remove(id: a) == nil)
        #expect(timers.count == 1)
        #expect(timers.earliestDeadline() == 2)
        #expect(timers.removeDue(at: 10, before: .max)?.payload == 2)
        #expect(timers.removeDue(at: 10, before: .max) == nil)
    }

    @Test func theStartLimitHoldsBackLaterTimers() {
        var timers = TimerQueue<Int>()
        _ = timers.insert(deadline: 0, payload: 0)
        let limit = timers.nextSequence
        _ = timers.insert(deadline: 0, payload: 1)
        #expect(timers.removeDue(at: 0, before: limit)?.payload == 0)
        #expect(timers.removeDue(at: 0, before: limit) == nil)
        #expect(timers.removeDue(at: 0, before: timers.nextSequence)?.payload == 1)
    }

    @Test func rebasingKeepsOrderAndRemainingDelays() {
        var timers = TimerQueue<Int>()
        _ = timers.insert(deadline: 100.5, payload: 1)
        _ = timers.insert(deadline: 100.25, payload: 0)
        timers.rebase(from: 100, to: 0, maxDelay: 1e9)
        #expect(timers.earliestDeadline() == 0.25)
        #expect(timers.drain().map(\.payload) == [0, 1])
    }

    /// Readings at opposite ends of the double range: the distance between them overflows, the
    /// remainders do not. An overdue timer stays due; nothing becomes infinite or NaN.
    @Test func rebasingAcrossTheWholeRangeStaysFinite() {
        var timers = TimerQueue<Int>()
        _ = timers.insert(deadline: -1.7e308, payload: 0)  // overdue by far
        _ = timers.insert(deadline: 1.7e308, payload: 1)
        timers.rebase(from: 1.7e308, to: -1.7e308, maxDelay: 1e9)
        let drained = timers.drain()
        #expect(drained.map(\.payload) == [0, 1])
        #expect(drained.allSatisfy { $0.deadline.isFinite && $0.deadline == -1.7e308 })
    }

    /// A NaN deadline is due at once: it can neither block the queue nor be lost.
    @Test func aNaNDeadlineIsDueAtOnce() {
        var timers = TimerQueue<Int>()
        _ = timers.insert(deadline: 5, payload: 1)
        _ = timers.insert(deadline: .nan, payload: 0)
        #expect(timers.earliestDeadline()?.isFinite == true)
        #expect(timers.removeDue(at: 0, before: timers.nextSequence)?.payload == 0)
        #expect(timers.removeDue(at: 5, before: timers.nextSequence)?.payload == 1)
    }

    @Test func randomScheduleMatchesASortedModel() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<20 {
            var timers = TimerQueue<Int>()
            var model: [(deadline: Double, order: Int)] = []
            var canceled = Set<Int>()
            var ids: [UInt64] = []
            for i in 0..<200 {
                let deadline = Double(generator.next() % 50) / 4
                ids.append(timers.insert(deadline: deadline, payload: i))
                model.append((deadline, i))
            }
            for i in 0..<200 where generator.next() % 4 == 0 {
                #expect(timers.remove(id: ids[i]) != nil)
                canceled.insert(i)
            }
            let expected = model.filter { !canceled.contains($0.order) }
                .sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }.map(\.order)
            #expect(timers.drain().map(\.payload) == expected)
        }
    }
}
