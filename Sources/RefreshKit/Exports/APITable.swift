import CRefreshKitSupport

/// The table behind rk_get_api. Each field is assigned a Swift export: the header's field types are
/// imported, so a signature that drifts from the header does not compile.
nonisolated(unsafe) private let apiTable: UnsafeMutablePointer<rk_api> = {
    var api = rk_api()
    api.struct_size = UInt32(MemoryLayout<rk_api>.size)
    api.abi_version = UInt32(RK_ABI_MAJOR) << 16 | UInt32(RK_VERSION_MINOR)
    api.version = rk_version
    api.status_string = rk_status_string
    api.last_error_message = rk_last_error_message
    api.clear_last_error = rk_clear_last_error
    api.object_kind = rk_object_kind
    api.context_create = rk_context_create
    api.context_destroy = rk_context_destroy
    api.context_fd = rk_context_fd
    api.context_dispatch = rk_context_dispatch
    api.context_next_timeout = rk_context_next_timeout
    api.context_set_wakeup = rk_context_set_wakeup
    api.context_set_clock = rk_context_set_clock
    api.context_now = rk_context_now
    api.context_post = rk_context_post
    api.timer_start = rk_timer_start
    api.timer_cancel = rk_timer_cancel
    api.signal_count = rk_signal_count
    api.signal_info = rk_signal_info
    api.signal_lookup = rk_signal_lookup
    api.connect = rk_connect
    api.disconnect = rk_disconnect
    api.probe_create = rk_probe_create
    api.probe_destroy = rk_probe_destroy
    api.probe_emit_values = rk_probe_emit_values
    api.probe_emit_measure = rk_probe_emit_measure
    api.probe_emit_ping = rk_probe_emit_ping
    let table = UnsafeMutablePointer<rk_api>.allocate(capacity: 1)
    table.initialize(to: api)
    return table
}()

@c @implementation
public func rk_get_api(_ abiMajor: UInt32, _ outAPI: UnsafeMutablePointer<UnsafePointer<rk_api>?>?) -> rk_status {
    abiCall("rk_get_api") { () throws(ABIError) in
        let out = try required(outAPI, "out_api")
        guard abiMajor == UInt32(RK_ABI_MAJOR) else {
            throw ABIError(.version, "ABI major \(abiMajor) is not provided (this library provides \(RK_ABI_MAJOR))")
        }
        out.pointee = UnsafePointer(apiTable)
    }
}
