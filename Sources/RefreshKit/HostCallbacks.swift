import CRefreshKitSupport

// The host's pointers and functions a context keeps: its wakeup, its clock, its data per object.

/// The host's wakeup callback and its user data.
struct WakeupCallback: @unchecked Sendable {
    let function: rk_wakeup_fn
    let userData: UnsafeMutableRawPointer?
}

/// One pointer of the host's on an object or a context, and what releases it.
struct HostData: @unchecked Sendable {
    var data: UnsafeMutableRawPointer?
    var notify: rk_destroy_notify?
}

/// The host's clock and its user data.
struct HostClock {
    let function: rk_clock_fn
    let userData: UnsafeMutableRawPointer?
}
