import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The context's wall clock and last-updated store (F11, F12): what the headers stamp and show, and
// how the host imports and exports it (persistence is the host's). Since 1.4 the context's time
// zone and a header's formatter: how the host shapes the text the headers show.

@c @implementation
public func rk_context_set_wall_clock(
    _ context: OpaquePointer?, _ function: rk_clock_fn?, _ userData: UnsafeMutableRawPointer?
) -> rk_status {
    abiCall("rk_context_set_wall_clock") { () throws(ABIError) in
        try Handles.context(context).wallClock = function.map { HostClock(function: $0, userData: userData) }
    }
}

@c @implementation
public func rk_context_set_last_updated(_ context: OpaquePointer?, _ key: UnsafePointer<CChar>?, _ time: Double)
    -> rk_status
{
    abiCall("rk_context_set_last_updated") { () throws(ABIError) in
        let context = try Handles.context(context)
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
    abiCall("rk_context_get_last_updated") { () throws(ABIError) in
        let context = try Handles.context(context)
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
    abiCall("rk_context_remove_last_updated") { () throws(ABIError) in
        let context = try Handles.context(context)
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
    abiCall("rk_context_last_updated_entry") { () throws(ABIError) in
        let context = try Handles.context(context)
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

// 1.4: the time zone of the context's headers, and a header's formatter.

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
    abiCall("rk_context_get_utc_offset") { () throws(ABIError) in
        let context = try Handles.context(context)
        try required(outSeconds, "out_seconds").pointee = Int32(context.utcOffset)
    }
}

@c @implementation
public func rk_header_set_last_updated_formatter(
    _ header: OpaquePointer?, _ function: rk_last_updated_formatter?, _ userData: UnsafeMutableRawPointer?,
    _ destroyNotify: rk_destroy_notify?
) -> rk_status {
    abiCall("rk_header_set_last_updated_formatter") { () throws(ABIError) in
        guard function != nil || destroyNotify == nil else {
            throw ABIError(.invalidArgument, "destroy_notify without a formatter: fn is NULL")
        }
        try Handles.object(UnsafeRawPointer(header), .header, as: Header.self)
            .setFormatter(function.map { unsafeBitCast($0, to: FormatterFunction.self) }, userData, destroyNotify)
    }
}
