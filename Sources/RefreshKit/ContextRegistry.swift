import Synchronization
import RefreshKitCore

/// The process-wide table that turns the context part of a handle into a live context.
///
/// It holds no product state: only which contexts exist. It is the one structure every thread
/// reads (rk_context_post comes from anywhere), so it sits behind a mutex.
final class ContextRegistry: Sendable {
    static let shared = ContextRegistry()

    private let table = Mutex(HandleTable<Context>(
        capacity: HandleCode.maxContextSlots,
        maxGeneration: HandleCode.maxContextGeneration))

    /// Registers the context that `make` builds for its slot; nil when the table is full.
    func register(_ make: (_ slot: UInt32, _ generation: UInt32) -> Context) -> Context? {
        table.withLock { $0.insert(make) }
    }

    func lookup(_ code: HandleCode) -> Context? {
        table.withLock { $0.lookup(slot: code.contextSlot, generation: code.contextGeneration) }
    }

    func unregister(_ code: HandleCode) {
        table.withLock { _ = $0.remove(slot: code.contextSlot, generation: code.contextGeneration) }
    }
}
