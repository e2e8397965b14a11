import CRefreshKitSupport
import Glibc

/// Every system call the library makes, in one place: the loop's eventfd, the monotonic clock, the
/// thread identity and its exit, and fork().
enum System {
    /// A non-blocking, close-on-exec eventfd, or the error's text.
    static func makeEventFD() -> Result<Int32, SystemError> {
        let fd = rkshim_eventfd_create()
        guard fd >= 0 else { return .failure(SystemError("eventfd failed: \(String(cString: strerror(errno)))")) }
        return .success(fd)
    }

    /// Makes `fd` readable (adds 1 to its counter).
    @inline(__always)
    static func signal(_ fd: Int32) {
        var value: UInt64 = 1
        _ = write(fd, &value, 8)
    }

    /// Makes `fd` unreadable: reading resets the counter to zero.
    @inline(__always)
    static func reset(_ fd: Int32) {
        var value: UInt64 = 0
        _ = read(fd, &value, 8)
    }

    static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// Seconds of CLOCK_MONOTONIC, the default clock of a context.
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// Seconds of CLOCK_REALTIME since 1970-01-01 UTC, the default wall clock of a context.
    static func wallSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// The calling thread's number (never reused while the process lives).
    @inline(__always)
    static var threadID: UInt64 { rkshim_thread_id() }

    /// How many times the process has forked in its ancestry: a child sees a higher number.
    @inline(__always)
    static var forkEpoch: UInt64 { rkshim_fork_epoch() }

    /// Calls `body` with the thread's number when the thread `thread` (the caller) exits.
    static func whenThreadExits(_ thread: UInt64, _ body: @convention(c) (UInt64) -> Void) {
        rkshim_watch_thread_exit(thread, body)
    }
}

/// A system call that failed, with the system's words.
struct SystemError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
