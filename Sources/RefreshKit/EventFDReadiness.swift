import CRefreshKitSupport
import RefreshKitRuntime

/// A context's readiness for its host: the eventfd is readable exactly while the queue is pending,
/// and the host's wakeup runs when it turns pending, in a frame that refuses calls back into the
/// context (`rkshim_wakeup_enter`). Runs under the queue's lock (see PendingNotifier).
final class EventFDReadiness: LoopReadiness {
    let fd: Int32
    /// The context's key (HandleCode.contextKey).
    let contextKey: UInt64

    init(fd: Int32, contextKey: UInt64) {
        self.fd = fd
        self.contextKey = contextKey
    }

    func pendingChanged(_ pending: Bool, wakeup: WakeupCallback?) {
        guard pending else {
            System.reset(fd)
            return
        }
        System.signal(fd)
        guard let wakeup else { return }
        var frame = rkshim_wakeup_frame()
        withUnsafeMutablePointer(to: &frame) { frame in
            let saved = rkshim_wakeup_enter(frame, contextKey)
            wakeup.function(wakeup.userData)
            rkshim_wakeup_leave(saved)
        }
    }
}
