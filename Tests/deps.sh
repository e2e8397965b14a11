# Build dependencies of RefreshKit's CMake build, shared by Tests/all.sh, Examples/demo.sh and
# .ci/run. Source it, then call rk_ensure_deps:
#
#   source Tests/deps.sh && rk_ensure_deps || exit 1
#
# It puts the Swift toolchain on PATH (/opt/swift/usr/bin, or $RK_SWIFT_ROOT/usr/bin) if it is not
# there already, and installs what is missing of cmake, ninja, pkg-config, libffi, a C compiler,
# binutils, luajit, python3, valgrind and GLib's development files (the benchmark's peer) with
# apt-get (Debian/Ubuntu): as root directly, otherwise it says what to install. The
# Swift toolchain itself is never installed here. Sourcing changes no shell options.

# Further hosts' test dependencies: each Tests/deps.d/<name>.sh defines rk_missing_packages_<name>,
# which prints the Debian packages its host's tests need and that are missing, one per line (so a
# host adds its packages without editing this file).
_rk_deps_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/deps.d
for _rk_deps_file in "$_rk_deps_dir"/*.sh; do
    # shellcheck source=/dev/null
    [[ -f $_rk_deps_file ]] && source "$_rk_deps_file"
done
unset _rk_deps_file

# Debian package that provides each missing tool, one per line of output.
rk_missing_packages() {
    command -v cmake >/dev/null 2>&1 || echo cmake
    command -v ninja >/dev/null 2>&1 || echo ninja-build
    command -v pkg-config >/dev/null 2>&1 || echo pkg-config
    if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libffi 2>/dev/null; then
        echo libffi-dev
    fi
    command -v cc >/dev/null 2>&1 || echo gcc
    { command -v readelf && command -v nm; } >/dev/null 2>&1 || echo binutils
    # Host tests: the LuaJIT FFI binding.
    command -v luajit >/dev/null 2>&1 || echo luajit
    command -v python3 >/dev/null 2>&1 || echo python3
    # Memcheck over the C tests and every host.
    command -v valgrind >/dev/null 2>&1 || echo valgrind
    # The benchmark harness (built by the test command for its smoke run): the GLib peer.
    if ! pkg-config --exists gobject-2.0 2>/dev/null || ! command -v glib-genmarshal >/dev/null 2>&1; then
        echo libglib2.0-dev
    fi
    local hook
    for hook in $(compgen -A function rk_missing_packages_); do
        "$hook"
    done
}

# The Python binding's tests need pytest; it comes from PyPI into the python3 on PATH.
# wheel lets the binding's pip-install test build without fetching build tools.
rk_ensure_python_deps() {
    python3 -c 'import pytest, wheel' >/dev/null 2>&1 && return 0
    echo "deps: installing pytest and wheel with pip" >&2
    python3 -m pip install -q pytest wheel </dev/null >&2 ||
        { echo "deps: pip install pytest wheel failed; install them for $(command -v python3)" >&2; return 1; }
}

rk_ensure_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        local root=${RK_SWIFT_ROOT:-/opt/swift}
        if [[ -x $root/usr/bin/swift ]]; then
            export PATH="$root/usr/bin:$PATH"
        else
            echo "deps: no Swift toolchain: 'swift' is not on PATH and $root/usr/bin/swift does not exist." >&2
            echo "deps: install one from swift.org (Swift 6) and put its usr/bin on PATH." >&2
            return 1
        fi
    fi
}

# CMakeLists.txt needs CMake 3.25 (Debian 12's version); older distributions need a newer cmake.
rk_check_cmake_version() {
    local version
    version=$(cmake --version 2>/dev/null | sed -nE '1s/^cmake version ([0-9]+\.[0-9]+).*/\1/p')
    if [[ -z $version ]] || ! printf '3.25\n%s\n' "$version" | sort -C -V; then
        echo "deps: CMake ${version:-(unknown version)} is too old; RefreshKit needs CMake >= 3.25" >&2
        return 1
    fi
}

rk_ensure_deps() {
    rk_ensure_swift || return 1
    local -a missing
    mapfile -t missing < <(rk_missing_packages)
    if ((${#missing[@]} == 0)); then
        rk_check_cmake_version && rk_ensure_python_deps
        return
    fi

    if [[ $(id -u) != 0 ]]; then
        echo "deps: missing build tools; install them as root and re-run:" >&2
        echo "deps:   apt-get update && apt-get install -y ${missing[*]}" >&2
        return 1
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "deps: missing packages ${missing[*]} (Debian names) and no apt-get to install them" >&2
        return 1
    fi
    echo "deps: installing ${missing[*]} with apt-get" >&2
    # Updated once per process tree: a sourcing script may call rk_ensure_deps more than once.
    if [[ -z ${RK_APT_UPDATED:-} ]]; then
        DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 ||
            echo "deps: apt-get update failed; trying the install with the package lists at hand" >&2
        export RK_APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" \
        </dev/null >&2 || { echo "deps: apt-get install ${missing[*]} failed" >&2; return 1; }

    mapfile -t missing < <(rk_missing_packages)
    if ((${#missing[@]} != 0)); then
        echo "deps: still missing after apt-get install: ${missing[*]}" >&2
        return 1
    fi
    rk_check_cmake_version && rk_ensure_python_deps
}
