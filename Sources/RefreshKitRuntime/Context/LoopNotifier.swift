/// How a context tells its host that work is pending: the ABI layer's readiness (an eventfd that is
/// readable exactly while the queue is pending, and the host's wakeup callback called in a frame
/// that refuses calls back into the context). Called under the queue's lock.
public protocol LoopReadiness: AnyObject, Sendable {
    func pendingChanged(_ pending: Bool, wakeup: WakeupCallback?)
}

/// The queue's notifier: the readiness, and the wakeup the host set (changed under the queue's lock).
public struct LoopNotifier: PendingNotifier {
    public let readiness: any LoopReadiness
    public var wakeup: WakeupCallback?

    public init(readiness: any LoopReadiness) {
        self.readiness = readiness
    }

    public mutating func pendingChanged(_ pending: Bool) {
        readiness.pendingChanged(pending, wakeup: wakeup)
    }
}
