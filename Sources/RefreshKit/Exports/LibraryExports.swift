import CRefreshKitSupport
import RefreshKitModel
import RefreshKitRuntime

// The library's own functions: its version, its statuses and last error, and the names of its
// enums. The table of every function (rk_get_api) is APITable.swift.

// MARK: Version

/// The library version, from the header's macros so the two cannot disagree.
let libraryVersion = UInt32(RK_VERSION_MAJOR) << 16 | UInt32(RK_VERSION_MINOR) << 8 | UInt32(RK_VERSION_PATCH)

@c @implementation
public func rk_version() -> UInt32 {
    libraryVersion
}

/// "major.minor.patch", built once from the same macros.
nonisolated(unsafe) private let versionText: UnsafeMutablePointer<CChar> = {
    let text = "\(RK_VERSION_MAJOR).\(RK_VERSION_MINOR).\(RK_VERSION_PATCH)"
    let bytes = Array(text.utf8CString)
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    storage.initialize(from: bytes, count: bytes.count)
    return storage
}()

@c @implementation
public func rk_version_string() -> UnsafePointer<CChar>? {
    UnsafePointer(versionText)
}

// MARK: Statuses and the last error

@c @implementation
public func rk_status_string(_ status: rk_status) -> UnsafePointer<CChar>? {
    (Status(rawValue: status)?.name ?? "unknown status").cString
}

@c @implementation
public func rk_last_error_message(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int) -> Int {
    rkshim_copy_error(buffer, capacity)
}

@c @implementation
public func rk_clear_last_error() {
    rkshim_clear_error()
}

// MARK: Enum names

@c @implementation
public func rk_kind_name(_ kind: rk_kind) -> UnsafePointer<CChar>? {
    EnumNames.kind(kind).cString
}

@c @implementation
public func rk_type_name(_ type: rk_type) -> UnsafePointer<CChar>? {
    EnumNames.type(type).cString
}

@c @implementation
public func rk_footer_state_name(_ state: rk_footer_state) -> UnsafePointer<CChar>? {
    EnumNames.footerState(state).cString
}

@c @implementation
public func rk_task_state_name(_ state: rk_task_state) -> UnsafePointer<CChar>? {
    EnumNames.taskState(state).cString
}

@c @implementation
public func rk_activity_state_name(_ state: rk_activity_state) -> UnsafePointer<CChar>? {
    EnumNames.activityState(state).cString
}

@c @implementation
public func rk_content_mode_name(_ mode: rk_content_mode) -> UnsafePointer<CChar>? {
    EnumNames.contentMode(mode).cString
}

@c @implementation
public func rk_header_style_name(_ style: rk_header_style) -> UnsafePointer<CChar>? {
    EnumNames.headerStyle(style).cString
}

@c @implementation
public func rk_pan_state_name(_ pan: rk_pan_state) -> UnsafePointer<CChar>? {
    EnumNames.panState(pan).cString
}

@c @implementation
public func rk_trailer_style_name(_ style: rk_trailer_style) -> UnsafePointer<CChar>? {
    EnumNames.trailerStyle(style).cString
}

@c @implementation
public func rk_auto_footer_style_name(_ style: rk_auto_footer_style) -> UnsafePointer<CChar>? {
    EnumNames.autoFooterStyle(style).cString
}

@c @implementation
public func rk_progress_direction_name(_ direction: rk_progress_direction) -> UnsafePointer<CChar>? {
    EnumNames.progressDirection(direction).cString
}

@c @implementation
public func rk_load_status_name(_ status: rk_load_status) -> UnsafePointer<CChar>? {
    EnumNames.loadStatus(status).cString
}

@c @implementation
public func rk_load_cancel_reason_name(_ reason: rk_load_cancel_reason) -> UnsafePointer<CChar>? {
    EnumNames.loadCancelReason(reason).cString
}

extension StaticString {
    /// String literals are NUL-terminated and immortal: safe to hand to C forever.
    var cString: UnsafePointer<CChar> {
        UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
