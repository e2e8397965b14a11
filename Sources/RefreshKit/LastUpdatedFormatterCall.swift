import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

/// The runtime's FormatterCall: a header's request as the C struct the host's
/// rk_last_updated_formatter reads, and the call. The runtime keeps the formatter, its budget, the
/// second call with a larger buffer and the checks of the text (Components/LastUpdatedFormatter.swift).
func callLastUpdatedFormatter(
    _ function: FormatterFunction, _ header: OpaquePointer?, _ request: TimeTextRequest,
    _ buffer: UnsafeMutablePointer<CChar>, _ capacity: Int, _ userData: UnsafeMutableRawPointer?
) -> Int {
    var info = rk_last_updated_info()
    info.struct_size = UInt32(MemoryLayout<rk_last_updated_info>.size)
    info.has_time = request.time == nil ? 0 : 1
    info.time = request.time ?? 0
    info.has_now = request.now == nil ? 0 : 1
    info.now = request.now ?? 0
    info.utc_offset = Int32(request.utcOffset)
    let formatter = unsafeBitCast(function, to: rk_last_updated_formatter.self)
    return formatter(header, &info, buffer, capacity, userData)
}
