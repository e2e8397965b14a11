import Synchronization

/// The process-wide table that turns the context part of a handle into a live context.
///
/// It holds no product state: only which contexts exist. It is the one structure every thread
/// reads (rk_context_post comes from anywhere), so it sits behind a mutex.
public final class ContextRegistry: Sendable {
    public static let shared = ContextRegistry()

    private let table = Mutex(
        HandleTable<Context>(
            capacity: HandleCode.maxContextSlots,
            maxGeneration: HandleCode.maxContextGeneration))

    public enum Registration {
        case registered(Context)
        /// No slot: `live` contexts hold slots, `retired` slots served their last generation.
        case full(live: Int, retired: Int)
    }

    /// Registers the context that `make` builds for its slot.
    public func register(_ make: (_ slot: UInt32, _ generation: UInt32) -> Context) -> Registration {
        table.withLock { table in
            if let context = table.insert(make) { return .registered(context) }
            return .full(live: table.count, retired: table.retired)
        }
    }

    public func lookup(_ code: HandleCode) -> Context? {
        table.withLock { $0.lookup(slot: code.contextSlot, generation: code.contextGeneration) }
    }

    public func unregister(_ code: HandleCode) {
        table.withLock { _ = $0.remove(slot: code.contextSlot, generation: code.contextGeneration) }
    }

    /// A thread is exiting: the contexts it was the loop thread of can run nothing any more.
    public func orphanContexts(ownedBy thread: UInt64) {
        table.withLock { table in
            for context in table.objects where context.owner == thread {
                context.orphaned.store(true, ordering: .releasing)
            }
        }
    }
}
