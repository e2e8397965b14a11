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
        .library(name: "RefreshKitModel", targets: ["RefreshKitModel"]),
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
        // The model: the behaviour of the originals as value types; the standard library only.
        .target(
            name: "RefreshKitModel",
            path: "Sources/RefreshKitModel",
            swiftSettings: strict
        ),
        // The runtime: handles and the object table, the context and its loop, objects, signals as
        // data, connections, delivery. Swift types only: no C module, no libffi, no system call.
        .target(
            name: "RefreshKitRuntime",
            dependencies: ["RefreshKitModel"],
            path: "Sources/RefreshKitRuntime",
            swiftSettings: strict
        ),
        // The C ABI: @c @implementation exports checked against Include/refreshkit.h.
        .target(
            name: "RefreshKit",
            dependencies: ["RefreshKitModel", "RefreshKitRuntime", "CRefreshKitSupport"],
            path: "Sources/RefreshKit",
            swiftSettings: strict
        ),
        // A deterministic generator shared by the test targets.
        .target(
            name: "RefreshKitTestSupport",
            path: "Tests/Support",
            swiftSettings: strict
        ),
        .testTarget(
            name: "RefreshKitModelTests",
            dependencies: ["RefreshKitModel", "RefreshKitTestSupport"],
            path: "Tests/RefreshKitModelTests",
            swiftSettings: strict
        ),
        .testTarget(
            name: "RefreshKitRuntimeTests",
            dependencies: ["RefreshKitRuntime", "RefreshKitTestSupport"],
            path: "Tests/RefreshKitRuntimeTests",
            swiftSettings: strict
        ),
        .testTarget(
            name: "RefreshKitTests",
            dependencies: ["RefreshKit", "RefreshKitRuntime", "CRefreshKitSupport"],
            path: "Tests/RefreshKitTests",
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
