import CRefreshKitSupport

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
