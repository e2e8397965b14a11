import Synchronization

/// A component's load ids as threads other than its loop's see them (F18).
///
/// The model decides which load is current; the ledger hands out the ids and keeps what a
/// worker's end must be checked against before it is queued: the current load, and the ids that
/// begins queued from other threads have reserved but not yet run. A worker can then be told at
/// once that its end names a load that is over, rather than learning nothing from a queued no-op.
public final class LoadLedger: Sendable {
    private struct Book {
        var issued: UInt64 = 0
        var current: UInt64 = 0
        /// Reserved by queued begins, in the order they were queued; few at a time (each is a
        /// queued command, which the context's queue bounds).
        var reserved: [UInt64] = []
    }

    private let book = Mutex(Book())

    public init() {}

    /// A new id, never handed out before (ids grow from 1; 2^64 loads are out of reach).
    public func issue() -> UInt64 {
        book.withLock { book in
            book.issued &+= 1
            return book.issued
        }
    }

    /// A new id for a begin queued from another thread: an end naming it is accepted from then
    /// until the begin runs (`settle`).
    public func reserve() -> UInt64 {
        book.withLock { book in
            book.issued &+= 1
            book.reserved.append(book.issued)
            return book.issued
        }
    }

    /// The queued begin that reserved `id` ran (or was dropped): from now only the current load
    /// counts.
    public func settle(_ id: UInt64) {
        book.withLock { book in
            if let index = book.reserved.firstIndex(of: id) { book.reserved.remove(at: index) }
        }
    }

    /// The model's current load (0: none), published after each change.
    public func setCurrent(_ id: UInt64) {
        book.withLock { $0.current = id }
    }

    /// Whether an end naming `id`, made on another thread now, may still find its load current
    /// when it runs: the current load, or one a queued begin will start. nil when it may; else the
    /// current load's id (0: none), for the refusal's message.
    public func staleness(of id: UInt64) -> UInt64? {
        book.withLock { book in
            guard id == 0 || (id != book.current && !book.reserved.contains(id)) else { return nil }
            return book.current
        }
    }
}
