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

// MARK: Static names

extension StaticString {
    /// String literals are NUL-terminated and immortal: safe to hand to C forever.
    var cString: UnsafePointer<CChar> {
        UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
}

/// An enum value's name as rk_<enum>_name answers it (Forwards.swift, generated from the header).
func enumName(_ name: StaticString) -> UnsafePointer<CChar>? {
    name.cString
}
