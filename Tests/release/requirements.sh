#!/usr/bin/env bash
# ctest release_requirements: CMake stops at once with a message naming what to install when the
# Swift compiler is missing or older than 6.3, or libffi's development files are missing
# (cmake/requirements.cmake). Each case configures this source tree into a fresh directory:
#   1. a swiftc first on PATH that reports Swift 6.2.3   -> "older than 6.3: install the Swift 6.3 toolchain"
#   2. no swiftc anywhere on PATH                         -> "no Swift compiler ... install the Swift 6.3 toolchain"
#   3. pkg-config that finds no libffi (the real swiftc)  -> "install libffi-dev"
#   4. the Unix Makefiles generator                       -> "configure a new build directory with -G Ninja"
#   5. a swiftc that reports 6.3.0 and libffi present     -> the requirements pass: CMake goes on to
#      project() (it detects the C compiler; the fake swiftc fails later, which is not checked)
#
#   bash Tests/release/requirements.sh [CMAKE [GENERATOR]]
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cmake=${1:-${CMAKE_COMMAND:-cmake}}
generator=${2:-${RK_CMAKE_GENERATOR:-Ninja}}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0 passed=0

# fake_swiftc DIR VERSION: a swiftc that only answers --version.
fake_swiftc() {
    mkdir -p "$1"
    printf '#!/bin/sh\necho "Swift version %s (swift-%s-RELEASE)"\necho "Target: x86_64-unknown-linux-gnu"\n' \
        "$2" "$2" >"$1/swiftc"
    chmod +x "$1/swiftc"
}

# PATH without any directory that holds a swiftc.
path_without_swift() {
    local dir out=""
    local IFS=:
    for dir in $PATH; do
        [[ -n $dir && ! -e $dir/swiftc ]] && out=${out:+$out:}$dir
    done
    echo "$out"
}

# expect NAME [-G GENERATOR] PATTERN|--passes ENV... : configures with env ENV... and checks the output.
expect() {
    local name=$1 mode=stops use_generator=$generator
    shift
    if [[ $1 == -G ]]; then use_generator=$2; shift 2; fi
    local pattern=$1
    shift
    [[ $pattern == --passes ]] && mode=passes pattern="RefreshKit cannot be built on this machine"
    local build=$tmp/build-$name out=$tmp/$name.out
    env "$@" "$cmake" -G "$use_generator" -S "$root" -B "$build" -DRK_BUILD_TESTS=OFF -DRK_BUILD_EXAMPLES=OFF \
        >"$out" 2>&1
    local status=$?
    local squeezed
    squeezed=$(tr -s ' \n' ' ' <"$out") # CMake wraps long messages
    if [[ $mode == stops ]]; then
        if ((status != 0)) && grep -qF -- "$pattern" <<<"$squeezed"; then
            echo "ok   $name: stops with \"$pattern\""
            passed=$((passed + 1))
            return
        fi
        echo "FAIL $name: expected configure to stop with \"$pattern\" (exit $status):"
    else
        if ! grep -qF -- "$pattern" <<<"$squeezed" && grep -qF -- "The C compiler identification" <<<"$squeezed"; then
            echo "ok   $name: the requirements pass and project() runs"
            passed=$((passed + 1))
            return
        fi
        echo "FAIL $name: with a good toolchain, configure should pass the requirements and reach project():"
    fi
    sed 's/^/    /' "$out"
    failed=$((failed + 1))
}

fake_swiftc "$tmp/swift-6.2" 6.2.3
fake_swiftc "$tmp/swift-6.3" 6.3.0
no_swift_path=$(path_without_swift)
mkdir -p "$tmp/no-pc"

expect old_swift "Swift 6.2.3 ($tmp/swift-6.2/swiftc) is older than 6.3: install the Swift 6.3 toolchain" \
    PATH="$tmp/swift-6.2:$PATH" SWIFTC=
expect no_swift "no Swift compiler (swiftc is not on PATH): install the Swift 6.3 toolchain" \
    PATH="$no_swift_path" SWIFTC=
expect no_libffi "libffi's development files are missing (pkg-config finds no libffi.pc): install libffi-dev" \
    PKG_CONFIG_LIBDIR="$tmp/no-pc" PKG_CONFIG_PATH=
expect makefiles -G "Unix Makefiles" "configure a new build directory with -G Ninja"
expect good_toolchain --passes PATH="$tmp/swift-6.3:$PATH" SWIFTC=

echo "release_requirements: $passed passed, $failed failed"
((failed == 0))
