import CRefreshKitSupport

@c @implementation
public func rk_status_string(_ status: rk_status) -> UnsafePointer<CChar>? {
    let name = Status(rawValue: status)?.name ?? "unknown status"
    return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c @implementation
public func rk_last_error_message(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int) -> Int {
    rkshim_copy_error(buffer, capacity)
}

@c @implementation
public func rk_clear_last_error() {
    rkshim_clear_error()
}
