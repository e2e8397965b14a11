#!/usr/bin/env bash
# The one test command: bash Tests/all.sh
#
# Installs missing build and test tools (Tests/deps.sh: Debian packages with apt-get, after naming
# them), puts the Python test tools (pytest, wheel, the hosts' own) into a virtual environment in the
# build tree (build/venv, never the system Python; its interpreter reaches CMake as -DRK_PYTHON3),
# builds the shipping library with CMake (Release, Ninja) in build/ with the API reference
# (-DRK_BUILD_DOCS=ON), runs the ctest suite there (C tests of the ABI, the bad-input matrix, limits,
# reentrancy, sanitizers, valgrind over the tests and every host, a short fuzz run, examples, the
# install test, the ABI lock, the documentation and release checks, the benchmark harness's smoke
# run), then the SwiftPM unit tests (swift test). Runs every step it can, prints a summary, and exits
# non-zero if any step failed.
#
# Environment: RK_BUILD_DIR (default build), RK_JOBS (default 2), CTEST_PARALLEL_LEVEL (ctest's own),
# RK_SKIP_SWIFT_TEST=1 to leave out `swift test`.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 1
build_dir=${RK_BUILD_DIR:-build}
jobs=${RK_JOBS:-2}

declare -a summary=()
failed=0
started=$SECONDS

# run_step NAME COMMAND...: runs a step, records "PASS/FAIL NAME (seconds)".
run_step() {
    local name=$1 start=$SECONDS status=0
    shift
    echo
    echo "=== $name: $*"
    "$@" || status=$?
    local took=$((SECONDS - start))
    if ((status == 0)); then
        summary+=("PASS  $name (${took}s)")
    else
        summary+=("FAIL  $name (${took}s, exit $status)")
        failed=1
    fi
    return "$status"
}
skip_step() {
    summary+=("SKIP  $1 ($2)")
    failed=1
}
print_summary() {
    echo
    echo "=== summary ($((SECONDS - started))s)"
    printf '  %s\n' "${summary[@]}"
    if ((failed)); then
        echo "=== FAILED"
    else
        echo "=== all passed"
    fi
}

# shellcheck source=Tests/deps.sh
source "$root/Tests/deps.sh"
if ! run_step deps rk_ensure_deps; then
    print_summary
    exit 1
fi
RK_VENV_PYTHON=
if ! run_step "python venv" rk_ensure_python_venv "$build_dir"; then
    print_summary
    exit 1
fi

# A build directory configured earlier keeps its generator (cmake refuses to switch it).
generator=(-G Ninja)
[[ -f $build_dir/CMakeCache.txt ]] && generator=()
# The benchmark harness is built too, for its smoke run (ctest bench_smoke); the benchmarks
# themselves are `bash Tests/bench/run.sh`, outside the test command.
if run_step configure cmake "${generator[@]}" -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release \
    -DRK_BUILD_TESTS=ON -DRK_BUILD_EXAMPLES=ON -DRK_BUILD_DOCS=ON -DRK_BUILD_BENCHMARKS=ON \
    -DRK_PYTHON3="$RK_VENV_PYTHON"; then
    if run_step build cmake --build "$build_dir" -j"$jobs"; then
        # Two tests at a time (RK_JOBS): the suite is a few long single-threaded runs (valgrind,
        # the sanitizer builds, the fuzzer) beside many short ones. Their COST properties start
        # the long ones first on a fresh clone, which has no timing data of its own yet.
        run_step ctest ctest --test-dir "$build_dir" --output-on-failure -j"${CTEST_PARALLEL_LEVEL:-$jobs}"
    else
        skip_step ctest "build failed"
    fi
else
    skip_step build "configure failed"
    skip_step ctest "configure failed"
fi

if [[ ${RK_SKIP_SWIFT_TEST:-0} == 1 ]]; then
    summary+=("SKIP  swift test (RK_SKIP_SWIFT_TEST=1)")
else
    run_step "swift test" swift test -j "$jobs"
fi

print_summary
exit "$failed"
