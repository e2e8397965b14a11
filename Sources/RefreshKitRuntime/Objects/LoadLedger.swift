import RefreshKitModel
import Synchronization

/// A component's load ids as threads other than its loop's see them (F18).
///
/// The model decides which load is current and which ends are accepted (OpenLoads); the ledger
/// hands out the ids and keeps the model's OpenLoads as another thread must see them: the current
/// load, and the ids that begins queued from other threads have reserved but not yet run. A worker
/// can then be told at once that its end names a load that is over, rather than learning nothing
/// from a queued no-op.
public final class LoadLedger: Sendable {
    private struct Book {
        var issued: UInt64 = 0
        var loads = OpenLoads()
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
            book.loads.queueBegin(book.issued)
            return book.issued
        }
    }

    /// The queued begin that reserved `id` ran (or was dropped): from now only the current load
    /// counts.
    public func settle(_ id: UInt64) {
        book.withLock { $0.loads.beginRan(id) }
    }

    /// The model's current load (0: none), published after each change.
    public func setCurrent(_ id: UInt64) {
        book.withLock { $0.loads.setCurrent(id) }
    }

    /// The model's rule (OpenLoads.checkEnd) for an end made on another thread now: accepted when
    /// its load may still be current when it runs (the current load, or one a queued begin will
    /// start).
    /// Asked under the lock: a copy taken out of it shared its queued ids' storage with the next
    /// `reserve`, which may grow it in place (TSan, test_destroy_race).
    public func checkEnd(_ id: UInt64, _ outcome: LoadOutcome, for kind: ComponentKind) throws(LoadEndRefusal) {
        try book.withLock { book throws(LoadEndRefusal) in try book.loads.checkEnd(id, outcome, for: kind) }
    }
}
