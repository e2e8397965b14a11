import CRefreshKitSupport
import RefreshKitRuntime

/// A context's readiness for its host: the eventfd is readable exactly while the queue is pending,
/// and the host's wakeup runs when it turns pending, in a frame that refuses calls back into the
/// context (`rkshim_wakeup_enter`). Runs under the queue's lock (see PendingNotifier).
let eventFDReadiness = LoopReadiness(
    markPending: { fd in System.signal(fd) },
    clearPending: { fd in System.reset(fd) },
    callWakeup: { contextKey, function, userData in
        var frame = rkshim_wakeup_frame()
        withUnsafeMutablePointer(to: &frame) { frame in
            let saved = rkshim_wakeup_enter(frame, contextKey)
            function(userData)
            rkshim_wakeup_leave(saved)
        }
    })
