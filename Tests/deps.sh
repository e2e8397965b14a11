# Dependencies of RefreshKit's builds, shared by Examples/demo.sh, Tests/all.sh (and so .ci/run) and
# Tests/bench/run.sh. Source it, then call what you need:
#
#   source Tests/deps.sh
#   rk_ensure_build_deps || exit 1        # the library and the demo: nothing more
#   rk_ensure_deps || exit 1              # everything the test command needs (Debian packages)
#   rk_ensure_python_venv BUILD_DIR || exit 1   # the Python test tools, in BUILD_DIR/venv
#
# The Swift toolchain (6.3 or newer) is never installed here: it is put on PATH from /opt/swift/usr/bin
# (or $RK_SWIFT_ROOT/usr/bin) if it is not there already. Missing Debian packages are installed with
# apt-get when running as root, after saying which; otherwise these functions stop and say what to
# install. Python packages are never installed into a system Python: rk_ensure_python_venv makes a
# virtual environment in the build tree (PEP 668). Sourcing changes no shell options.
#
# Further hosts' test dependencies come from Tests/deps.d/<name>.sh (see its README): each may
# define rk_missing_packages_<name> (Debian packages its tests need that are missing, one per line)
# and rk_python_packages_<name> (pip requirements for the test venv, one per line, each optionally
# followed by its import name), so a host adds its packages without editing this file.
_rk_deps_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/deps.d
for _rk_deps_file in "$_rk_deps_dir"/*.sh; do
    # shellcheck source=/dev/null
    [[ -f $_rk_deps_file ]] && source "$_rk_deps_file"
done
unset _rk_deps_file

RK_MINIMUM_SWIFT=6.3

# What the library and the demo need, as the Debian packages that provide what is missing, one per
# line: CMake, Ninja, pkg-config, libffi's development files and a C compiler. (The Swift
# toolchain brings its own clang++ and the C++ runtime it needs; it is checked by rk_ensure_swift.)
rk_missing_build_packages() {
    command -v cmake >/dev/null 2>&1 || echo cmake
    command -v ninja >/dev/null 2>&1 || echo ninja-build
    command -v pkg-config >/dev/null 2>&1 || echo pkg-config
    if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libffi 2>/dev/null; then
        echo libffi-dev
    fi
    command -v cc >/dev/null 2>&1 || echo gcc
}

# What the test command needs on top of the build's, one Debian package per line.
rk_missing_test_packages() {
    command -v c++ >/dev/null 2>&1 || echo g++ # the header compiled as C++17, the C++ host
    { command -v readelf && command -v nm; } >/dev/null 2>&1 || echo binutils
    command -v luajit >/dev/null 2>&1 || echo luajit
    if ! command -v python3 >/dev/null 2>&1; then
        echo python3
        echo python3-venv
    elif ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
        echo python3-venv # Debian splits venv's pip bootstrap out of python3
    fi
    command -v valgrind >/dev/null 2>&1 || echo valgrind
    command -v script >/dev/null 2>&1 || echo bsdutils # a pty for the demo's terminal test
    # The benchmark harness (built by the test command for its smoke run): the GLib peer.
    if ! pkg-config --exists gobject-2.0 2>/dev/null || ! command -v glib-genmarshal >/dev/null 2>&1; then
        echo libglib2.0-dev
    fi
    # The API reference and its test (Tests/docs/check.sh).
    command -v doxygen >/dev/null 2>&1 || echo doxygen
    command -v groff >/dev/null 2>&1 || echo groff-base
    local hook
    for hook in $(compgen -A function rk_missing_packages_); do
        "$hook"
    done
}

# Everything, build and tests, one package per line (kept for scripts that filter it).
rk_missing_packages() {
    rk_missing_build_packages
    rk_missing_test_packages
}

# The Swift compiler's version, such as 6.3.1, or nothing.
rk_swift_version() {
    swiftc --version 2>&1 | sed -nE 's/.*Swift version ([0-9]+(\.[0-9]+)*).*/\1/p' | head -n 1
}

rk_ensure_swift() {
    if ! command -v swiftc >/dev/null 2>&1; then
        local root=${RK_SWIFT_ROOT:-/opt/swift}
        if [[ -x $root/usr/bin/swiftc ]]; then
            export PATH="$root/usr/bin:$PATH"
        else
            echo "deps: no Swift toolchain: 'swiftc' is not on PATH and $root/usr/bin/swiftc does not exist." >&2
            echo "deps: install the Swift $RK_MINIMUM_SWIFT toolchain (or newer) from swift.org and put its" \
                "usr/bin on PATH (or set RK_SWIFT_ROOT to the directory that holds usr/bin)." >&2
            return 1
        fi
    fi
    local version
    version=$(rk_swift_version)
    if [[ -z $version ]] || ! printf '%s\n%s\n' "$RK_MINIMUM_SWIFT" "$version" | sort -C -V; then
        echo "deps: $(command -v swiftc) is Swift ${version:-(unknown version)}; RefreshKit needs Swift" \
            "$RK_MINIMUM_SWIFT or newer: install the Swift $RK_MINIMUM_SWIFT toolchain from swift.org." >&2
        return 1
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

# rk_apt_install WHAT LISTER: installs the packages LISTER prints (if any), saying which first.
rk_apt_install() {
    local what=$1 lister=$2
    local -a missing
    mapfile -t missing < <("$lister" | awk '!seen[$0]++')
    ((${#missing[@]} == 0)) && return 0
    if [[ $(id -u) != 0 ]]; then
        echo "deps: $what needs Debian packages that are missing; install them as root and re-run:" >&2
        echo "deps:   apt-get update && apt-get install -y ${missing[*]}" >&2
        return 1
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "deps: $what needs ${missing[*]} (Debian names) and there is no apt-get to install them" >&2
        return 1
    fi
    echo "deps: $what needs these Debian packages, which are missing: ${missing[*]}" >&2
    echo "deps: installing them with apt-get install ${missing[*]}" >&2
    # Updated once per process tree: a sourcing script may install more than once.
    if [[ -z ${RK_APT_UPDATED:-} ]]; then
        DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 ||
            echo "deps: apt-get update failed; trying the install with the package lists at hand" >&2
        export RK_APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" \
        </dev/null >&2 || { echo "deps: apt-get install ${missing[*]} failed" >&2; return 1; }
    mapfile -t missing < <("$lister")
    if ((${#missing[@]} != 0)); then
        echo "deps: still missing after apt-get install: ${missing[*]}" >&2
        return 1
    fi
}

# The library and the demo: the Swift toolchain, then cmake, ninja-build, pkg-config, libffi-dev, gcc.
rk_ensure_build_deps() {
    rk_ensure_swift || return 1
    rk_apt_install "the build" rk_missing_build_packages || return 1
    rk_check_cmake_version
}

# The test command: the build's dependencies and the test tools (Debian packages; the Python test
# tools come from rk_ensure_python_venv).
rk_ensure_deps() {
    rk_ensure_build_deps || return 1
    rk_apt_install "the test command" rk_missing_test_packages
}

# The pip requirements of the test venv, one per line: the Python binding's test tools and the hooks'.
rk_python_test_packages() {
    echo pytest
    echo wheel # lets the binding's pip-install test build without fetching build tools
    local hook
    for hook in $(compgen -A function rk_python_packages_); do
        "$hook"
    done
}

# rk_ensure_python_venv BUILD_DIR: a virtual environment BUILD_DIR/venv, made from the python3 on
# PATH, with the Python test tools from PyPI; sets RK_VENV_PYTHON to its interpreter (pass it to
# CMake as -DRK_PYTHON3). An existing venv is reused when it has them all; one whose interpreter no
# longer runs is made again.
rk_ensure_python_venv() {
    local build_dir=${1:?usage: rk_ensure_python_venv BUILD_DIR}
    local venv=$build_dir/venv
    local python=$venv/bin/python3
    local -a lines packages modules
    mapfile -t lines < <(rk_python_test_packages | awk 'NF && !seen[$1]++')
    # Each line: a requirement, then optionally its import name (default: the requirement's name
    # with - as _: "auditwheel>=6" imports auditwheel; "pyelftools elftools" imports elftools).
    mapfile -t packages < <(printf '%s\n' "${lines[@]}" | awk '{ print $1 }')
    mapfile -t modules < <(printf '%s\n' "${lines[@]}" |
        awk '{ if (NF > 1) print $2; else { name = $1; sub(/[<>=!~;[].*/, "", name); gsub(/-/, "_", name); print name } }')
    local check="import importlib.util, sys; missing = [m for m in sys.argv[1:] if importlib.util.find_spec(m) is None]; sys.exit(1 if missing else 0)"
    if [[ -x $python ]] && "$python" -c "$check" "${modules[@]}" >/dev/null 2>&1; then
        RK_VENV_PYTHON=$(cd "$venv/bin" && pwd)/python3
        return 0
    fi
    command -v python3 >/dev/null 2>&1 || { echo "deps: no python3 for the test venv" >&2; return 1; }
    mkdir -p "$build_dir"
    if [[ ! -x $python ]] || ! "$python" -c pass >/dev/null 2>&1; then
        echo "deps: making the test venv $venv from $(command -v python3) ($(python3 --version 2>&1))" >&2
        python3 -m venv --clear "$venv" >&2 ||
            { echo "deps: python3 -m venv $venv failed (Debian: apt-get install python3-venv)" >&2; return 1; }
    fi
    echo "deps: installing ${packages[*]} into $venv with pip (not into the system Python)" >&2
    "$python" -m pip install -q --disable-pip-version-check "${packages[@]}" </dev/null >&2 ||
        { echo "deps: pip install ${packages[*]} into $venv failed" >&2; return 1; }
    RK_VENV_PYTHON=$(cd "$venv/bin" && pwd)/python3
}
