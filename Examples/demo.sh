#!/usr/bin/env bash
# The demo command: bash Examples/demo.sh [rk-demo options]
#
# Installs missing build tools (Tests/deps.sh), configures the CMake build in build/ if needed,
# builds just rk-demo and the library it links, and runs it with the given arguments from the
# current directory. Build output goes to build/demo-build.log and is shown only if the build fails.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${RK_BUILD_DIR:-$root/build}
log=$build_dir/demo-build.log

# shellcheck source=../Tests/deps.sh
source "$root/Tests/deps.sh"
rk_ensure_deps || exit 1

mkdir -p "$build_dir"
echo "demo: building rk-demo in $build_dir (log: $log) ..." >&2
if ! {
    if [[ ! -f $build_dir/CMakeCache.txt ]]; then
        cmake -G Ninja -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release
    fi
    cmake --build "$build_dir" -j"${RK_JOBS:-2}" --target rk-demo
} >"$log" 2>&1; then
    cat "$log" >&2
    echo "demo: building rk-demo failed (output above, also in $log)" >&2
    exit 1
fi

exec "$build_dir/Examples/rk-demo" "$@"
