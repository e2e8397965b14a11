// swift-tools-version:6.2
// SwiftPM builds RefreshKit for Swift users and for `swift test`. The shipping C library
// (librefreshkit.so.1 with the Swift runtime linked in statically) is built by CMakeLists.txt,
// because SwiftPM cannot link the standard library statically into a dynamic library.
import PackageDescription

// Warnings are errors in every build (CMakeLists.txt passes -warnings-as-errors too). SwiftPM
// applies warning control to this package's own targets only, never to a package that uses it.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "RefreshKit",
    products: [
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        .library(name: "RefreshKitCore", targets: ["RefreshKitCore"]),
    ],
    targets: [
        // libffi through pkg-config (Debian: libffi-dev).
        .systemLibrary(
            name: "CLibFFI",
            path: "Sources/CLibFFI",
            pkgConfig: "libffi",
            providers: [.apt(["libffi-dev"])]
        ),
        // The public header plus a tiny C shim: libffi's type globals and the per-thread last error.
        .target(
            name: "CRefreshKitSupport",
            dependencies: ["CLibFFI"],
            path: "Sources/CRefreshKitSupport"
        ),
        // The pure model: no C pointers, no libffi, no Foundation.
        .target(
            name: "RefreshKitCore",
            path: "Sources/RefreshKitCore",
            swiftSettings: strict
        ),
        // The C ABI: @c @implementation exports checked against Include/refreshkit.h.
        .target(
            name: "RefreshKit",
            dependencies: ["RefreshKitCore", "CRefreshKitSupport"],
            path: "Sources/RefreshKit",
            swiftSettings: strict
        ),
        .testTarget(
            name: "RefreshKitCoreTests",
            dependencies: ["RefreshKitCore"],
            path: "Tests/RefreshKitCoreTests",
            swiftSettings: strict
        ),
        .testTarget(
            name: "RefreshKitTests",
            dependencies: ["RefreshKit", "CRefreshKitSupport"],
            path: "Tests/RefreshKitTests",
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
