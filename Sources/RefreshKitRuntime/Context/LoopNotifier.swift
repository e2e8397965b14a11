/// How a context tells its host that work is pending, as the ABI layer gives it: the file
/// descriptor the host polls, made readable exactly while the queue is pending, and the host's
/// wakeup called in a frame that refuses calls back into the context. Plain function pointers, so
/// the queue's notifier costs no reference count and no dynamic dispatch.
public struct LoopReadiness: @unchecked Sendable {
    /// Makes `fd` readable.
    public let markPending: @convention(c) (_ fd: Int32) -> Void
    /// Makes `fd` unreadable.
    public let clearPending: @convention(c) (_ fd: Int32) -> Void
    /// Calls the wakeup (`function(userData)`) for the context whose key is `contextKey`.
    public let callWakeup:
        @convention(c) (_ contextKey: UInt64, _ function: NotifyFunction, _ userData: UnsafeMutableRawPointer?) -> Void

    public init(
        markPending: @convention(c) (Int32) -> Void, clearPending: @convention(c) (Int32) -> Void,
        callWakeup: @convention(c) (UInt64, NotifyFunction, UnsafeMutableRawPointer?) -> Void
    ) {
        self.markPending = markPending
        self.clearPending = clearPending
        self.callWakeup = callWakeup
    }
}

/// The queue's notifier: the readiness with its fd and context key, and the wakeup the host set
/// (changed under the queue's lock). Runs under the queue's lock (see PendingNotifier).
public struct LoopNotifier: PendingNotifier {
    public let readiness: LoopReadiness
    public let fd: Int32
    public let contextKey: UInt64
    public var wakeup: WakeupCallback?

    public init(readiness: LoopReadiness, fd: Int32, contextKey: UInt64) {
        self.readiness = readiness
        self.fd = fd
        self.contextKey = contextKey
    }

    @inlinable
    public mutating func pendingChanged(_ pending: Bool) {
        guard pending else {
            readiness.clearPending(fd)
            return
        }
        readiness.markPending(fd)
        if let wakeup { readiness.callWakeup(contextKey, wakeup.function, wakeup.userData) }
    }
}
