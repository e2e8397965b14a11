import CRefreshKitSupport

/// One handler connected to one signal of one object.
///
/// A class because emission snapshots hold it while handlers may end it: the flags must be shared.
final class Connection {
    let id: UInt64
    let signal: Int
    let function: rk_callback
    let userData: UnsafeMutableRawPointer?
    private let destroyNotify: rk_destroy_notify?
    unowned(unsafe) let owner: ObjectBase

    /// False once disconnected; an emission in progress skips it from then on.
    var active = true
    /// How many emissions are inside this handler right now (nested emissions make it > 1).
    var callDepth = 0
    private var notified = false

    init(
        id: UInt64, signal: Int, function: rk_callback, userData: UnsafeMutableRawPointer?,
        destroyNotify: rk_destroy_notify?, owner: ObjectBase
    ) {
        self.id = id
        self.signal = signal
        self.function = function
        self.userData = userData
        self.destroyNotify = destroyNotify
        self.owner = owner
    }

    /// Runs destroy_notify once the handler is ended and no call of it is running.
    func finishIfIdle(in context: Context) {
        guard !active, callDepth == 0, !notified else { return }
        notified = true
        guard let destroyNotify else { return }
        context.callingHost { destroyNotify(userData) }
    }
}
