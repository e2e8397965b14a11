import CRefreshKitSupport
import Glibc
import RefreshKitCore

/// The host's wakeup callback and its user data.
struct WakeupCallback: @unchecked Sendable {
    let function: rk_wakeup_fn
    let userData: UnsafeMutableRawPointer?
}

/// Makes the context's eventfd readable exactly while the queue is pending, and calls the host's
/// wakeup callback when it turns pending. Runs under the queue's lock (see PendingNotifier).
struct LoopNotifier: PendingNotifier {
    let fd: Int32
    var wakeup: WakeupCallback?

    mutating func pendingChanged(_ pending: Bool) {
        var value: UInt64 = 1
        if pending {
            _ = write(fd, &value, 8)
            if let wakeup { wakeup.function(wakeup.userData) }
        } else {
            // Reading resets the counter to zero: the fd stops being readable.
            _ = read(fd, &value, 8)
        }
    }
}

/// Work a host posted, or a timer's callback: called exactly once with finished 1 or 0.
struct WorkCallback: @unchecked Sendable {
    let function: rk_work_fn
    let userData: UnsafeMutableRawPointer?

    func run(finished: Bool) {
        function(userData, finished ? 1 : 0)
    }
}

/// What the loop queue carries.
enum QueuedWork: Sendable {
    case host(WorkCallback)
}

/// The host's clock and its user data.
struct HostClock {
    let function: rk_clock_fn
    let userData: UnsafeMutableRawPointer?
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
}
