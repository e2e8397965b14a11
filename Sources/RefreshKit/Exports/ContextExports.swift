import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The context's exports (rk_context_*): its loop, clocks and posted work; the timers and the activity
// monitor it owns (rk_timer_*, rk_activity_monitor_*, which name the context); the last-updated
// store and time zone its headers share; reduced motion for all its components.

/// A value of the context: `out` checked first, then the context (from any thread with `anyThread`,
/// for the functions the header marks "Thread: any"), then read.
private func contextQuery<Value>(
    _ function: StaticString, _ context: OpaquePointer?, anyThread: Bool = false,
    _ out: UnsafeMutablePointer<Value>?, _ outName: StaticString, _ read: (Context) -> Value
) -> rk_status {
    abiCall(function) { () throws(ABIError) in
        let out = try required(out, outName)
        out.pointee = read(try Handles.context(context, anyThread: anyThread))
    }
}

// MARK: Lifetime and loop

@c @implementation
public func rk_context_create(_ outContext: UnsafeMutablePointer<OpaquePointer?>?) -> rk_status {
    abiCall("rk_context_create") { () throws(ABIError) in
        let out = try required(outContext, "out_ctx")
        let context = try Context.make()
        out.pointee = OpaquePointer(bitPattern: UInt(context.handle))
    }
}

@c @implementation
public func rk_context_destroy(_ context: OpaquePointer?) -> rk_status {
    abiCall("rk_context_destroy") { () throws(ABIError) in
        let context = try Handles.context(context, destroying: true)
        guard context.callbackDepth == 0 else {
            throw ABIError(.busy, "a callback of this context is running; destroy it after dispatch returns")
        }
        context.destroyContext()
    }
}

@c @implementation
public func rk_context_fd(_ context: OpaquePointer?, _ outFD: UnsafeMutablePointer<Int32>?) -> rk_status {
    contextQuery("rk_context_fd", context, anyThread: true, outFD, "out_fd") { $0.fd }
}

@c @implementation
public func rk_context_dispatch(_ context: OpaquePointer?, _ outRan: UnsafeMutablePointer<UInt32>?) -> rk_status {
    contextCall("rk_context_dispatch", context) { context throws(ABIError) in
        let ran = try runtime { () throws(RuntimeError) in try context.dispatch() }
        outRan?.pointee = ran
    }
}

@c @implementation
public func rk_context_next_timeout(_ context: OpaquePointer?, _ outSeconds: UnsafeMutablePointer<Double>?)
    -> rk_status
{
    contextQuery("rk_context_next_timeout", context, outSeconds, "out_seconds") { $0.nextTimeout() }
}

@c @implementation
public func rk_context_set_wakeup(
    _ context: OpaquePointer?, _ function: rk_wakeup_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    contextCall("rk_context_set_wakeup", context) { context throws(ABIError) in
        context.setWakeup(function.map { WakeupCallback(function: $0, userData: userData) })
    }
}

@c @implementation
public func rk_context_set_clock(
    _ context: OpaquePointer?, _ function: rk_clock_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    contextCall("rk_context_set_clock", context) { context throws(ABIError) in
        context.setClock(function.map { HostClock(function: $0, userData: userData) })
    }
}

@c @implementation
public func rk_context_now(_ context: OpaquePointer?, _ outSeconds: UnsafeMutablePointer<Double>?) -> rk_status {
    contextQuery("rk_context_now", context, outSeconds, "out_seconds") { $0.now() }
}

@c @implementation
public func rk_context_post(
    _ context: OpaquePointer?, _ function: rk_work_fn?,
    _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    abiCall("rk_context_post") { () throws(ABIError) in
        let context = try Handles.context(context, anyThread: true)
        guard let function else { throw ABIError(.invalidArgument, "fn is NULL") }
        guard context.queue.append(.host(WorkCallback(function: function, userData: userData))) else {
            throw ABIError(.invalidHandle, "context is being destroyed")
        }
    }
}

// MARK: Wall clock and last-updated store (F11, F12)

// What the headers stamp and show, and how the host imports and exports it (persistence is the
// host's). Since 1.4 the context's time zone, which shapes the text the headers show.

@c @implementation
public func rk_context_set_wall_clock(
    _ context: OpaquePointer?, _ function: rk_clock_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    contextCall("rk_context_set_wall_clock", context) { context throws(ABIError) in
        context.wallClock = function.map { HostClock(function: $0, userData: userData) }
    }
}

@c @implementation
public func rk_context_set_last_updated(_ context: OpaquePointer?, _ key: UnsafePointer<CChar>?, _ time: Double)
    -> rk_status
{
    contextCall("rk_context_set_last_updated", context) { context throws(ABIError) in
        let key = try storeKey(key)
        let time = try checked { () throws(InputError) in try InputRules.wallTime(time, "time") }
        guard context.lastUpdated.time(for: key) != nil || !context.lastUpdated.isFull else {
            throw ABIError(
                .limit, "the last-updated store holds \(LastUpdatedStore.maximumKeys) keys (RK_LAST_UPDATED_MAX_KEYS)")
        }
        context.lastUpdated.setTime(unchecked: time, for: key)
    }
}

@c @implementation
public func rk_context_get_last_updated(
    _ context: OpaquePointer?, _ key: UnsafePointer<CChar>?, _ outTime: UnsafeMutablePointer<Double>?
) -> rk_status {
    contextCall("rk_context_get_last_updated", context) { context throws(ABIError) in
        let key = try storeKey(key)
        let out = try required(outTime, "out_time")
        guard let time = context.lastUpdated.time(for: key) else {
            throw ABIError(.notFound, "no last-updated time under this key")
        }
        out.pointee = time
    }
}

@c @implementation
public func rk_context_remove_last_updated(_ context: OpaquePointer?, _ key: UnsafePointer<CChar>?) -> rk_status {
    contextCall("rk_context_remove_last_updated", context) { context throws(ABIError) in
        let key = try storeKey(key)
        guard context.lastUpdated.time(for: key) != nil else {
            throw ABIError(.notFound, "no last-updated time under this key")
        }
        context.lastUpdated.removeTime(for: key)
    }
}

@c @implementation
public func rk_context_last_updated_entry(
    _ context: OpaquePointer?, _ index: UInt32, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
    _ outLength: UnsafeMutablePointer<Int>?, _ outTime: UnsafeMutablePointer<Double>?,
    _ outCount: UnsafeMutablePointer<UInt32>?
) -> rk_status {
    contextCall("rk_context_last_updated_entry", context) { context throws(ABIError) in
        let count = try required(outCount, "out_count")
        // Refused arguments first: a refused call writes nothing, out_count included.
        guard buffer != nil || capacity == 0 else { throw ABIError(.invalidArgument, "buf is NULL with cap > 0") }
        let entries = context.lastUpdated.entries
        count.pointee = UInt32(entries.count)
        guard Int(index) < entries.count else {
            throw ABIError(.notFound, "index \(index) is past the store's \(entries.count) entries")
        }
        let entry = entries[Int(index)]
        if buffer != nil || outLength != nil { try copyOut(entry.key, buffer, capacity, outLength) }
        outTime?.pointee = entry.time
    }
}

@c @implementation
public func rk_context_set_utc_offset(_ context: OpaquePointer?, _ seconds: Int32) -> rk_status {
    abiCall("rk_context_set_utc_offset") { () throws(ABIError) in
        let offset = try checked { () throws(InputError) in try InputRules.utcOffset(Int(seconds), "seconds") }
        let context = try Handles.context(context)
        context.utcOffset = offset
        // Every header recomputes, in creation order; a handler may destroy the ones after it.
        let headers = context.objects.objects.compactMap { $0 as? Header }.sorted { $0.sequence < $1.sequence }
        for header in headers where header.alive {
            header.perform { model, effects in model.contextUTCOffsetChanged(&effects) }
        }
    }
}

@c @implementation
public func rk_context_get_utc_offset(_ context: OpaquePointer?, _ outSeconds: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    contextCall("rk_context_get_utc_offset", context) { context throws(ABIError) in
        try required(outSeconds, "out_seconds").pointee = Int32(context.utcOffset)
    }
}

// MARK: Reduced motion (F20, 1.3)

@c @implementation
public func rk_context_set_reduced_motion(_ context: OpaquePointer?, _ enabled: Int32) -> rk_status {
    contextCall("rk_context_set_reduced_motion", context) { context throws(ABIError) in
        context.reducedMotion = try flag(enabled, "enabled")
    }
}

@c @implementation
public func rk_context_get_reduced_motion(_ context: OpaquePointer?, _ outEnabled: UnsafeMutablePointer<Int32>?)
    -> rk_status
{
    contextCall("rk_context_get_reduced_motion", context) { context throws(ABIError) in
        try required(outEnabled, "out_enabled").pointee = context.reducedMotion ? 1 : 0
    }
}

// MARK: Timers

@c @implementation
public func rk_timer_start(
    _ context: OpaquePointer?, _ delay: Double, _ function: rk_work_fn?,
    _ userData: UnsafeMutableRawPointer?, _ outTimer: UnsafeMutablePointer<rk_timer>?
)
    -> rk_status
{
    contextCall("rk_timer_start", context) { context throws(ABIError) in
        guard let function else { throw ABIError(.invalidArgument, "fn is NULL") }
        guard delay.isFinite, delay >= 0, delay <= maxTimerDelay else {
            throw ABIError(
                .invalidArgument,
                "delay_seconds must be finite, >= 0 and <= RK_MAX_DELAY_SECONDS (1e9) (got \(delay))")
        }
        let id = context.startTimer(delay: delay, WorkCallback(function: function, userData: userData))
        outTimer?.pointee = id
    }
}

@c @implementation
public func rk_timer_cancel(_ context: OpaquePointer?, _ timer: rk_timer) -> rk_status {
    contextCall("rk_timer_cancel", context) { context throws(ABIError) in
        guard context.cancelTimer(timer) else {
            throw ABIError(.notFound, "timer \(timer) is not pending (unknown, fired or canceled)")
        }
    }
}

// MARK: Activity monitor

@c @implementation
public func rk_activity_monitor_set_enabled(_ context: OpaquePointer?, _ enabled: Int32) -> rk_status {
    contextCall("rk_activity_monitor_set_enabled", context) { context throws(ABIError) in
        guard enabled == 0 || enabled == 1 else {
            throw ABIError(.invalidArgument, "enabled must be 0 or 1 (got \(enabled))")
        }
        context.withMonitor { monitor, effects in monitor.setEnabled(enabled == 1, &effects) }
    }
}

@c @implementation
public func rk_activity_monitor_set_delays(_ context: OpaquePointer?, _ activation: Double, _ completion: Double)
    -> rk_status
{
    contextCall("rk_activity_monitor_set_delays", context) { context throws(ABIError) in
        let delays = try checked { () throws(InputError) in
            (try InputRules.duration(activation, "activation"), try InputRules.duration(completion, "completion"))
        }
        context.withMonitor { monitor, _ in monitor.setDelays(unchecked: delays) }
    }
}

@c @implementation
public func rk_activity_monitor_get_info(
    _ context: OpaquePointer?, _ out: UnsafeMutablePointer<rk_activity_monitor_info>?
) -> rk_status {
    abiCall("rk_activity_monitor_get_info") { () throws(ABIError) in
        let out = try required(out, "out")
        try structSize(out.pointee.struct_size, atLeast: MemoryLayout<rk_activity_monitor_info>.size, "out")
        let monitor = try Handles.context(context).monitor
        out.pointee.enabled = monitor.enabled ? 1 : 0
        out.pointee.state = monitor.state.rawValue
        out.pointee.visible = monitor.visible ? 1 : 0
        out.pointee.active_tasks = Int64(monitor.count)
        out.pointee.activation_delay = monitor.activationDelay
        out.pointee.completion_delay = monitor.completionDelay
    }
}
