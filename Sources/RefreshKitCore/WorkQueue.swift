import Synchronization

/// Told, under the queue's lock, when the queue turns pending (true) or empty (false).
///
/// Being called under the lock is what lets an edge-triggered notifier (an eventfd) reflect the
/// queue exactly: no producer can slip an item in between the state change and the notification.
public protocol PendingNotifier: Sendable {
    mutating func pendingChanged(_ pending: Bool)
}

/// The multi-producer queue of a context's loop: any thread appends, the loop thread removes.
///
/// Items carry a sequence number so a dispatch can run exactly what was posted before it began,
/// even while a nested dispatch or other producers keep appending.
public final class WorkQueue<Item: Sendable, Notifier: PendingNotifier>: Sendable {
    private struct State: Sendable {
        var items = RingBuffer<(sequence: UInt64, item: Item)>()
        var nextSequence: UInt64 = 0
        var closed = false
        /// How many times the notifier was told "pending": lets a consumer see whether it was.
        var pendingNotices: UInt64 = 0
        var notifier: Notifier
    }

    private let state: Mutex<State>

    public init(notifier: Notifier) {
        state = Mutex(State(notifier: notifier))
    }

    /// Appends an item; false when the queue is closed (the item was not taken).
    public func append(_ item: Item) -> Bool {
        return state.withLock { state in
            guard !state.closed else { return false }
            let wasEmpty = state.items.isEmpty
            state.items.append((state.nextSequence, item))
            state.nextSequence &+= 1
            if wasEmpty {
                state.pendingNotices &+= 1
                state.notifier.pendingChanged(true)
            }
            return true
        }
    }

    /// The sequence number the next appended item will get: a dispatch's upper bound.
    public var nextSequence: UInt64 {
        state.withLock { $0.nextSequence }
    }

    public var isEmpty: Bool {
        state.withLock { $0.items.isEmpty }
    }

    /// Removes the oldest item if it was appended before `limit`.
    public func removeFirst(before limit: UInt64) -> Item? {
        let taken: Item? = state.withLock { state in
            guard let first = state.items.first, first.sequence < limit else { return nil }
            _ = state.items.removeFirst()
            if state.items.isEmpty { state.notifier.pendingChanged(false) }
            return first.item
        }
        return taken
    }

    /// Refuses further items and returns the pending ones, oldest first.
    public func close() -> [Item] {
        let drained: [Item] = state.withLock { state in
            state.closed = true
            let wasPending = !state.items.isEmpty
            let all = state.items.drain().map { $0.item }
            if wasPending { state.notifier.pendingChanged(false) }
            return all
        }
        return drained
    }

    /// How many "pending" notices the notifier has had so far.
    public var pendingNotices: UInt64 {
        state.withLock { $0.pendingNotices }
    }

    /// Tells the notifier again that the queue is pending, if it is and no notice went out since
    /// `since` (work that arrived while the consumer was busy may have caused no empty-to-pending
    /// edge, and a consumer driven only by notices would sleep on it).
    public func renoticeIfPending(since: UInt64) {
        state.withLock { state in
            guard !state.items.isEmpty, state.pendingNotices == since else { return }
            state.pendingNotices &+= 1
            state.notifier.pendingChanged(true)
        }
    }

    /// Runs `body` on the notifier under the lock, so a change is ordered with every append.
    public func withNotifier<R>(_ body: (inout Notifier) -> R) -> R {
        state.withLock { body(&$0.notifier) }
    }
}
