import CRefreshKitSupport

/// The library version, from the header's macros so the two cannot disagree.
let libraryVersion = UInt32(RK_VERSION_MAJOR) << 16 | UInt32(RK_VERSION_MINOR) << 8 | UInt32(RK_VERSION_PATCH)

@c @implementation
public func rk_version() -> UInt32 {
    libraryVersion
}
