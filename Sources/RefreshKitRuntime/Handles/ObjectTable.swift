import RefreshKitModel
import Synchronization

/// What an object table stores: anything that knows its own handle.
public protocol TableObject: AnyObject {
    var handle: UInt64 { get }
}

/// A context's live objects by handle: the one table behind the loop thread's hot lookup, every
/// other thread's liveness questions, and the host's data per object.
///
/// The loop thread is the only writer. It changes entries under `lock` and reads them without it
/// (no one else writes, so its reads never race); other threads read under `lock`. That keeps the
/// lookup every loop-thread call starts with down to one load and a compare, with no reference
/// count touched, while a call from another thread can still tell a live handle from a dead one.
///
/// Slots map (slot, generation) pairs to objects. A freed slot's generation is bumped, so every
/// handle that named the old occupant stops matching; a slot whose generation would overflow is
/// retired rather than wrapped, which keeps "a stale handle never matches" exact. Freed slots are
/// reused oldest first, which spreads generations and delays retirement.
public final class ObjectTable<Object: TableObject, HostData>: @unchecked Sendable {
    @usableFromInline
    struct Entry {
        /// The live object's handle; 0 when the slot is free or retired.
        @usableFromInline var handle: UInt64
        /// The generation the slot's next (or current) occupant gets; 0 once retired.
        @usableFromInline var generation: UInt32
        @usableFromInline var kind: ObjectKind
        /// Held retained: the table owns its objects.
        @usableFromInline var object: Unmanaged<Object>?
        @usableFromInline var hostData: HostData?
    }

    @usableFromInline var entries: UnsafeMutablePointer<Entry>?
    /// Slots ever handed out (entries below it are initialized).
    @usableFromInline var used = 0
    private var allocated = 0
    private var freeSlots = RingBuffer<UInt32>()
    @usableFromInline let lock = Mutex(())

    /// The most live objects the table holds.
    public let capacity: Int
    /// The last generation a slot serves before it is retired.
    public let maxGeneration: UInt32
    public private(set) var count = 0
    /// Slots that served their last generation and are never handed out again.
    public private(set) var retired = 0

    public init(capacity: Int, maxGeneration: UInt32) {
        precondition(capacity >= 0 && maxGeneration >= 1)
        self.capacity = capacity
        self.maxGeneration = maxGeneration
    }

    deinit {
        if let entries {
            for slot in 0..<used { entries[slot].object?.release() }
            entries.deinitialize(count: used)
            entries.deallocate()
        }
    }

    // MARK: The loop thread

    /// Stores the object `make` builds for its (slot, generation), of `kind`; nil, and `make` is
    /// not called, when every slot is live or retired. Loop thread.
    public func insert(_ kind: ObjectKind, _ make: (_ slot: UInt32, _ generation: UInt32) -> Object) -> Object? {
        let slot: Int
        if let free = freeSlots.removeFirst() {
            slot = Int(free)
        } else {
            guard used < capacity else { return nil }
            slot = used
            if used == allocated { grow() }
            lock.withLock { _ in
                entries?.advanced(by: used).initialize(
                    to: Entry(handle: 0, generation: 1, kind: kind, object: nil, hostData: nil))
                used += 1
            }
        }
        guard let entries else { return nil }
        let object = make(UInt32(slot), entries[slot].generation)
        lock.withLock { _ in
            entries[slot].handle = object.handle
            entries[slot].kind = kind
            entries[slot].object = .passRetained(object)
            entries[slot].hostData = nil
        }
        count += 1
        return object
    }

    /// The live object whose handle is exactly `bits`, without a retain. Loop thread only.
    @inlinable @inline(__always)
    public func lookup(_ bits: UInt64) -> Object? {
        let slot = Int(HandleCode.objectSlot(of: bits))
        guard slot < used, let entries, entries[slot].handle == bits, let object = entries[slot].object else {
            return nil
        }
        return object.takeUnretainedValue()
    }

    /// The live object whose handle is exactly `bits`, not retained: the caller borrows it for as
    /// long as the table or a longer-lived owner keeps it (see Context.retired). Loop thread only.
    @inlinable @inline(__always)
    public func borrow(_ bits: UInt64) -> Unmanaged<Object>? {
        let slot = Int(HandleCode.objectSlot(of: bits))
        guard slot < used, let entries, entries[slot].handle == bits else { return nil }
        return entries[slot].object
    }

    /// Frees the slot of the live object `bits` names; returns the object and the host data it
    /// carried (the caller ends that data). Loop thread.
    public func remove(_ bits: UInt64) -> (object: Object, hostData: HostData?)? {
        let slot = Int(HandleCode.objectSlot(of: bits))
        guard slot < used, let entries, entries[slot].handle == bits, let object = entries[slot].object else {
            return nil
        }
        // The lock's closure may only return Sendable values: the data goes out through a local.
        nonisolated(unsafe) var hostData: HostData?
        lock.withLock { _ in
            hostData = entries[slot].hostData
            entries[slot].handle = 0
            entries[slot].object = nil
            entries[slot].hostData = nil
            if entries[slot].generation < maxGeneration {
                entries[slot].generation += 1
            } else {
                entries[slot].generation = 0
            }
        }
        count -= 1
        if entries[slot].generation == 0 {
            retired += 1
        } else {
            freeSlots.append(UInt32(slot))
        }
        return (object.takeRetainedValue(), hostData)
    }

    /// Every live object, in slot order. Loop thread.
    public var objects: [Object] {
        guard let entries else { return [] }
        return (0..<used).compactMap { entries[$0].object?.takeUnretainedValue() }
    }

    // MARK: Any thread

    /// The kind of the live object `bits` names.
    @inlinable
    public func liveKind(_ bits: UInt64) -> ObjectKind? {
        read(bits) { $0.kind }
    }

    /// The live object `bits` names, retained for the caller.
    @inlinable
    public func liveObject(_ bits: UInt64) -> Object? {
        read(bits) { $0.object?.takeUnretainedValue() } ?? nil
    }

    /// Runs `body` on the live object `bits` names, of `kind`, under the table's lock, without a
    /// retain: nil, and `body` not run, when `bits` names no live object of that kind. For the one
    /// change other threads make (a task's record, Context.requestTask): under the lock that keeps
    /// the object in the table, it needs neither a reference of its own nor a lock of its own.
    @inlinable
    public func withLive<R>(_ bits: UInt64, _ kind: ObjectKind, _ body: (Object) -> R) -> R? {
        let slot = Int(HandleCode.objectSlot(of: bits))
        nonisolated(unsafe) var result: R?
        lock.withLock { _ in
            guard bits != 0, slot < used, let entries, entries[slot].handle == bits, entries[slot].kind == kind,
                let object = entries[slot].object
            else { return }
            result = object._withUnsafeGuaranteedRef { body($0) }
        }
        return result
    }

    /// Runs `body` under the table's lock (what guards the records `withLive` changes).
    @inlinable
    public func locked<R: Sendable>(_ body: () -> R) -> R {
        lock.withLock { _ in body() }
    }

    /// The host data of the live object `bits` names: nil when it names nothing live, `.some(nil)`
    /// when the object carries none.
    public func hostData(_ bits: UInt64) -> HostData?? {
        read(bits) { $0.hostData }
    }

    /// Replaces the host data of the live object `bits` names and returns what it replaces; nil,
    /// and nothing stored, when `bits` names nothing live.
    public func exchangeHostData(_ bits: UInt64, _ data: HostData?) -> HostData?? {
        let slot = Int(HandleCode.objectSlot(of: bits))
        nonisolated(unsafe) var old: HostData??
        nonisolated(unsafe) let new = data
        lock.withLock { _ in
            guard slot < used, let entries, entries[slot].handle == bits else { return }
            old = .some(entries[slot].hostData)
            entries[slot].hostData = new
        }
        return old
    }

    @inlinable @inline(__always)
    func read<T>(_ bits: UInt64, _ body: (Entry) -> T) -> T? {
        let slot = Int(HandleCode.objectSlot(of: bits))
        nonisolated(unsafe) var result: T?
        lock.withLock { _ in
            guard bits != 0, slot < used, let entries, entries[slot].handle == bits else { return }
            result = body(entries[slot])
        }
        return result
    }

    private func grow() {
        let newSize = Swift.min(capacity, Swift.max(64, allocated * 2))
        let grown = UnsafeMutablePointer<Entry>.allocate(capacity: newSize)
        lock.withLock { _ in
            if let entries {
                grown.moveInitialize(from: entries, count: used)
                entries.deallocate()
            }
            entries = grown
            allocated = newSize
        }
    }
}
