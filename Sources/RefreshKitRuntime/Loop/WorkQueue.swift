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
    // Inlinable (with the state visible to it) so RefreshKit's queue is specialized for its item
    // type instead of copying items through generic value witnesses.
    /// A struct rather than a tuple: tuples of a generic type are copied through runtime metadata.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let sequence: UInt64
        @usableFromInline let item: Item

        @inlinable
        init(sequence: UInt64, item: consuming Item) {
            self.sequence = sequence
            self.item = item
        }
    }

    @usableFromInline
    struct State: Sendable {
        @usableFromInline var items = RingBuffer<Entry>()
        @usableFromInline var nextSequence: UInt64 = 0
        @usableFromInline var closed = false
        /// How many times the notifier was told "pending": lets a consumer see whether it was.
        @usableFromInline var pendingNotices: UInt64 = 0
        @usableFromInline var notifier: Notifier
    }

    @usableFromInline let state: Mutex<State>

    public init(notifier: Notifier) {
        state = Mutex(State(notifier: notifier))
    }

    /// Appends an item; false when the queue is closed (the item was not taken).
    @inlinable
    public func append(_ item: Item) -> Bool {
        return state.withLock { state in
            guard !state.closed else { return false }
            let wasEmpty = state.items.isEmpty
            state.items.append(Entry(sequence: state.nextSequence, item: item))
            state.nextSequence &+= 1
            if wasEmpty {
                state.pendingNotices &+= 1
                state.notifier.pendingChanged(true)
            }
            return true
        }
    }

    /// Appends an item only if the queue is empty and open; true when it was appended. For a
    /// notice that matters only when nothing else is pending (the pending edge is the message).
    @inlinable
    public func appendIfEmpty(_ item: Item) -> Bool {
        return state.withLock { state in
            guard !state.closed, state.items.isEmpty else { return false }
            state.items.append(Entry(sequence: state.nextSequence, item: item))
            state.nextSequence &+= 1
            state.pendingNotices &+= 1
            state.notifier.pendingChanged(true)
            return true
        }
    }

    /// The sequence number the next appended item will get: a dispatch's upper bound.
    @inlinable
    public var nextSequence: UInt64 {
        state.withLock { $0.nextSequence }
    }

    @inlinable
    public var isEmpty: Bool {
        state.withLock { $0.items.isEmpty }
    }

    /// Removes the oldest item if it was appended before `limit`.
    @inlinable
    public func removeFirst(before limit: UInt64) -> Item? {
        let taken: Item? = state.withLock { state in
            guard let first = state.items.removeFirst(if: { $0.sequence < limit }) else { return nil }
            if state.items.isEmpty { state.notifier.pendingChanged(false) }
            return first.item
        }
        return taken
    }

    /// Removes the oldest item if `matches` accepts it (whatever its sequence number), and says
    /// whether items are still pending: one trip through the lock.
    @inlinable
    public func removeFirstReportingPending(where matches: (borrowing Item) -> Bool) -> Bool {
        state.withLock { state in
            if state.items.removeFirst(if: { matches($0.item) }) != nil, state.items.isEmpty {
                state.notifier.pendingChanged(false)
            }
            return !state.items.isEmpty
        }
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

    /// nextSequence and pendingNotices together, under one lock (what a dispatch starts with).
    @inlinable
    public var dispatchStart: (nextSequence: UInt64, pendingNotices: UInt64) {
        state.withLock { ($0.nextSequence, $0.pendingNotices) }
    }

    /// How many "pending" notices the notifier has had so far.
    @inlinable
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
