#!/usr/bin/env bash
# The one benchmark command (issue 7; the figures of BENCHMARKS.md):
#
#   bash Tests/bench/run.sh [--reps R] [--no-table] [--no-callgrind]
#
# 1. Installs what is missing: the library's build and test tools (Tests/deps.sh: GLib's development
#    files for the GLib peer and glib-genmarshal, libuv1-dev for the libuv adapter's case, valgrind,
#    python3 and its venv module), with apt-get as root; then the test venv (build-bench/venv,
#    rk_ensure_python_venv) whose interpreter runs the asyncio adapter's cases.
# 2. Configures and builds a Release build with the benchmarks in build-bench/ (its own directory:
#    never build/), without the tests and examples, which the benchmarks do not need.
#    Installs its runtime component into build-bench/install (stripped, as `cmake --install` does by
#    default): the loading and size figures are that library's (RKB_LIBRARY).
# 3. Runs rk-bench --smoke and adapter_asyncio.py --smoke (every case must prove its work), then the
#    tables (rk-bench: interleaved repetitions, ns/op median and spread, memory, dlopen;
#    adapter_asyncio.py: the same for the asyncio adapter), then Tests/bench/callgrind.sh
#    (instructions per operation, the primary figure, and every target of docs/ARCHITECTURE.md §5).
# Prints everything and also writes it to build-bench/bench-results.md. On a 2-core machine: under a
# minute to build from scratch, then about 5 minutes (table ~1.5, callgrind ~3.5).
#
# Environment: RKB_BUILD_DIR (default build-bench), RK_JOBS (default 2), RKB_CALLGRIND_JOBS (default 2).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root" || exit 1
build_dir=${RKB_BUILD_DIR:-build-bench}
jobs=${RK_JOBS:-2}
reps=7
table=1
callgrind=1
while (($#)); do
    case $1 in
        --reps) reps=$2; shift 2 ;;
        --no-table) table=0; shift ;;
        --no-callgrind) callgrind=0; shift ;;
        -h|--help) sed -n '2,19p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

# The build tools of the library (Tests/deps.sh: the Swift toolchain on PATH, cmake, ninja,
# pkg-config, libffi, cc, binutils), less the host-test tools the benchmarks do not need, plus the
# benchmarks' own packages.
# shellcheck source=Tests/deps.sh
source "$root/Tests/deps.sh"
rk_ensure_swift || exit 1
mapfile -t missing < <(rk_missing_packages | grep -vxE 'luajit')
pkg-config --exists gobject-2.0 2>/dev/null && command -v glib-genmarshal >/dev/null 2>&1 || missing+=(libglib2.0-dev)
if ((callgrind)) && ! command -v valgrind >/dev/null 2>&1; then missing+=(valgrind); fi
if ((${#missing[@]})); then
    if [[ $(id -u) != 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
        echo "run.sh: missing ${missing[*]}; install as root: apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
    echo "run.sh: installing ${missing[*]} with apt-get" >&2
    if [[ -z ${RK_APT_UPDATED:-} ]]; then
        DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 || echo "run.sh: apt-get update failed; trying anyway" >&2
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null >&2 || exit 1
fi
rk_check_cmake_version || exit 1
# The asyncio adapter's cases run in the test venv's interpreter (Tests/deps.sh), in the build tree.
RK_VENV_PYTHON=
rk_ensure_python_venv "$build_dir" || exit 1
python=$RK_VENV_PYTHON

generator=(-G Ninja)
[[ -f $build_dir/CMakeCache.txt ]] && generator=()
cmake "${generator[@]}" -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release \
    -DRK_BUILD_BENCHMARKS=ON -DRK_BUILD_TESTS=OFF -DRK_BUILD_EXAMPLES=OFF >&2 || exit 1
cmake --build "$build_dir" -j"$jobs" >&2 || exit 1

# The library as a host gets it, for the loading and size figures: `cmake --install` of the runtime
# component, stripped by the install rules (RK_INSTALL_STRIP). The cases themselves run the build
# tree's library (the same code, with its symbol table for profiles).
install_dir=$(cd "$build_dir" && pwd)/install
rm -rf "$install_dir"
cmake --install "$build_dir" --prefix "$install_dir" --component runtime >&2 || exit 1
RKB_LIBRARY=$(find "$install_dir" -name 'librefreshkit.so.*.*.*' -type f | head -n 1)
[[ -n $RKB_LIBRARY ]] || { echo "run.sh: cmake --install put no librefreshkit.so.X.Y.Z under $install_dir" >&2; exit 1; }
export RKB_LIBRARY

results="$build_dir/bench-results.md"
bench="$build_dir/Tests/bench/rk-bench"
library=$(find "$build_dir" -maxdepth 1 -name 'librefreshkit.so.*.*.*' -type f | head -n 1)
started=$SECONDS
{
    echo "# RefreshKit benchmark run, $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo
    echo "## machine"
    echo
    echo "- cpu: $(sed -nE 's/^model name\s*:\s*//p' /proc/cpuinfo | head -n 1), $(nproc) cores"
    echo "- memory: $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)"
    echo "- os: $(sed -nE 's/^PRETTY_NAME="?([^"]*)"?/\1/p' /etc/os-release 2>/dev/null), kernel $(uname -r)"
    echo "- swift: $(swift --version 2>&1 | head -n 1)"
    echo "- compiler: $(cc --version | head -n 1)"
    echo "- libffi $(pkg-config --modversion libffi), glib $(pkg-config --modversion glib-2.0), $(valgrind --version 2>/dev/null || echo 'no valgrind')"
    echo "- commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- Sources 2>/dev/null || echo ' + uncommitted changes in Sources/')"
    echo "- library loaded and sized: $RKB_LIBRARY (cmake --install, stripped); the cases run $library"
    echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg) (other work on the machine makes nanoseconds noisy; instruction counts are not affected)"
    echo
} | tee "$results"

echo "=== smoke: every case, tiny N, each proving its work" >&2
if ! "$bench" --smoke >&2 || ! RK_LIBRARY=$library "$python" "$here/adapter_asyncio.py" --smoke >&2; then
    echo "run.sh: the smoke run failed: a case does not do what it measures" >&2
    exit 1
fi

status=0
if ((table)); then
    echo "=== table: $reps interleaved repetitions" >&2
    "$bench" --reps "$reps" | tee -a "$results"
    ((PIPESTATUS[0] == 0)) || status=1
    echo | tee -a "$results"
    RK_LIBRARY=$library "$python" "$here/adapter_asyncio.py" --reps "$reps" | tee -a "$results"
    ((PIPESTATUS[0] == 0)) || status=1
    echo | tee -a "$results"
fi
if ((callgrind)); then
    echo "=== callgrind: instructions per operation" >&2
    RKB_PYTHON=$python bash "$here/callgrind.sh" "$build_dir" | tee -a "$results"
    ((PIPESTATUS[0] == 0)) || status=1
fi
echo >&2
echo "run.sh: done in $((SECONDS - started)) s after the build; results in $results" >&2
exit "$status"
