import RefreshKitModel

// The host's functions and pointers a context keeps: its wakeup, its clocks, its work, its data per
// object. The function types are the C header's typedefs spelled in Swift (the ABI layer passes
// the imported values through unchanged); the runtime calls them and never looks inside.

/// `rk_callback`: a signal handler, called through the signal's prepared interface.
public typealias HandlerFunction = @convention(c) () -> Void
/// `rk_destroy_notify`, and the shape of `rk_wakeup_fn`.
public typealias NotifyFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void
/// `rk_work_fn`: work or a timer, told whether it ran (1) or was dropped (0).
public typealias WorkFunction = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void
/// `rk_completion_fn` and `rk_header_completion_fn` (their first parameter's C types differ, their
/// Swift type does not): a component's one-shot completion, told whether its work finished (1).
public typealias CompletionFunction = @convention(c) (OpaquePointer?, Int32, UnsafeMutableRawPointer?) -> Void
/// `rk_last_updated_formatter`, opaque here: only the platform's `FormatterCall` knows its C types.
public typealias FormatterFunction = UnsafeRawPointer
/// Calls a header's formatter for `request` with the header's handle, a zeroed buffer of
/// `capacity` bytes and the formatter's user data; returns what it returned (size_t, as Int).
public typealias FormatterCall = (
    _ function: FormatterFunction, _ header: OpaquePointer?, _ request: TimeTextRequest,
    _ buffer: UnsafeMutablePointer<CChar>, _ capacity: Int, _ userData: UnsafeMutableRawPointer?
) -> Int
/// `rk_clock_fn`: seconds on the host's time line.
public typealias ClockFunction = @convention(c) (UnsafeMutableRawPointer?) -> Double

/// A function of the host's and the user data it is called with: the shape of every callback the
/// host registers (a wakeup, a clock, work, a completion). The function type says which; what
/// calling it means is said by the typealias below that names it.
public struct HostCallback<Function>: @unchecked Sendable {
    public let function: Function
    public let userData: UnsafeMutableRawPointer?

    public init(function: Function, userData: UnsafeMutableRawPointer?) {
        self.function = function
        self.userData = userData
    }
}

/// The host's wakeup callback and its user data.
public typealias WakeupCallback = HostCallback<NotifyFunction>

/// One pointer of the host's on an object or a context, and what releases it.
public struct HostData: @unchecked Sendable {
    public var data: UnsafeMutableRawPointer?
    public var notify: NotifyFunction?

    public init(data: UnsafeMutableRawPointer? = nil, notify: NotifyFunction? = nil) {
        self.data = data
        self.notify = notify
    }
}

/// A clock and its user data: the host's, or the system's the ABI layer supplies.
public typealias HostClock = HostCallback<ClockFunction>

extension HostCallback where Function == ClockFunction {
    @inline(__always)
    public func read() -> Double { function(userData) }
}

/// Work a host posted, or a timer's callback: called exactly once with finished 1 or 0.
public typealias WorkCallback = HostCallback<WorkFunction>

extension HostCallback where Function == WorkFunction {
    public func run(finished: Bool) {
        function(userData, finished ? 1 : 0)
    }
}

/// A one-shot completion from the host (a component's), called once with finished 1 or 0.
public typealias CompletionCallback = HostCallback<CompletionFunction>
