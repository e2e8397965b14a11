# The Swift toolchain of the instrumented builds, shared by Tests/asan/run.sh, Tests/tsan/run.sh and
# Tests/fuzz/run.sh. Source it, then call rk_sanitizer_toolchain with what cannot run without it:
#
#   source "$root/Tests/sanitizer_toolchain.sh"
#   rk_sanitizer_toolchain "AddressSanitizer cannot run"
#
# It finds swiftc (on PATH, else in $RK_SWIFT_ROOT/usr/bin, default /opt/swift) and sets
#   swiftc      that swiftc
#   toolbin     the toolchain's bin directory (swiftc's real location, symlinks resolved)
#   clang       the toolchain's clang: its sanitizer runtimes and libFuzzer are the ones that match
#               swiftc's instrumentation, which the system's compiler does not promise
#   swiftlib    the toolchain's Swift runtime directory (lib/swift/linux)
#   ffi_cflags, ffi_libs   libffi's flags from pkg-config (arrays; the library's shim uses libffi)
# and checks that nm is there (the scripts check the instrumentation with it). When something is
# missing it calls the caller's die() with what is missing and, for the toolchain, the reason given.
# Each script then checks what only it needs (swift, libdispatch, the libFuzzer runtime, ...).
# Sourcing changes no shell options and defines only this function.

rk_sanitizer_toolchain() {
    local why=$1 swift_root=${RK_SWIFT_ROOT:-/opt/swift}
    swiftc=$(command -v swiftc || true)
    if [[ -z $swiftc && -x $swift_root/usr/bin/swiftc ]]; then
        swiftc=$swift_root/usr/bin/swiftc
    fi
    [[ -n $swiftc ]] || die "no swiftc on PATH and none in $swift_root/usr/bin: $why"
    toolbin=$(dirname "$(readlink -f "$swiftc")")
    clang=$toolbin/clang
    [[ -x $clang ]] || die "no clang next to swiftc ($clang), whose runtimes match swiftc's: $why"
    swiftlib=$(cd "$toolbin/../lib/swift/linux" 2>/dev/null && pwd) ||
        die "no $toolbin/../lib/swift/linux (the Swift runtime): $why"
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libffi ||
        die "pkg-config or libffi is missing (Debian: apt-get install pkg-config libffi-dev)"
    command -v nm >/dev/null 2>&1 || die "nm is missing (Debian: apt-get install binutils)"
    read -r -a ffi_cflags <<<"$(pkg-config --cflags libffi)"
    read -r -a ffi_libs <<<"$(pkg-config --libs libffi)"
}
