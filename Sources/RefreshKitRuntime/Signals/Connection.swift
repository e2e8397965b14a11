/// One handler connected to one signal of one object.
///
/// A class because emission snapshots hold it while handlers may end it: the flags must be shared.
public final class Connection {
    public let id: UInt64
    public let signal: Int
    public let function: HandlerFunction
    public let userData: UnsafeMutableRawPointer?
    @usableFromInline let destroyNotify: NotifyFunction?
    public unowned(unsafe) let owner: ObjectBase

    /// False once disconnected; an emission in progress skips it from then on.
    public var active = true
    /// How many emissions are inside this handler right now (nested emissions make it > 1).
    public var callDepth = 0
    @usableFromInline var notified = false

    init(
        id: UInt64, signal: Int, function: HandlerFunction, userData: UnsafeMutableRawPointer?,
        destroyNotify: NotifyFunction?, owner: ObjectBase
    ) {
        self.id = id
        self.signal = signal
        self.function = function
        self.userData = userData
        self.destroyNotify = destroyNotify
        self.owner = owner
    }

    /// Runs destroy_notify once the handler is ended and no call of it is running.
    @inlinable
    public func finishIfIdle(in context: Context) {
        guard !active, callDepth == 0, !notified else { return }
        notified = true
        guard let destroyNotify else { return }
        context.callingHost { destroyNotify(userData) }
    }
}
