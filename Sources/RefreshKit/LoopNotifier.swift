import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// Makes the context's eventfd readable exactly while the queue is pending, and calls the host's
/// wakeup callback when it turns pending. Runs under the queue's lock (see PendingNotifier).
struct LoopNotifier: PendingNotifier {
    let fd: Int32
    var wakeup: WakeupCallback?
    /// The context's key (HandleCode.contextKey): calls back into it from the wakeup are refused.
    let contextKey: UInt64

    mutating func pendingChanged(_ pending: Bool) {
        if pending {
            System.signal(fd)
            if let wakeup {
                var frame = rkshim_wakeup_frame()
                withUnsafeMutablePointer(to: &frame) { frame in
                    let saved = rkshim_wakeup_enter(frame, contextKey)
                    wakeup.function(wakeup.userData)
                    rkshim_wakeup_leave(saved)
                }
            }
        } else {
            System.reset(fd)
        }
    }
}
