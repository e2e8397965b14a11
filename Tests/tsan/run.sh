#!/usr/bin/env bash
# ThreadSanitizer run of RefreshKit's multi-thread tests:
#
#   bash Tests/tsan/run.sh [BUILD_DIR]        (default BUILD_DIR: build-tsan/ at the repository root)
#
# Builds librefreshkit.so.1 with CMake in BUILD_DIR/cmake, configured -DRK_SANITIZE=thread (Swift
# -sanitize=thread, the C shim -fsanitize=thread; CMakeLists.txt, "Sanitizer builds"), and the C tests
# Tests/c/binder/test_binder_stress.c, Tests/c/binder/test_progress_stress.c, Tests/c/loop/test_loop.c,
# Tests/c/abi/test_destroy_race.c and Tests/c/components/test_cancel_stress.c with the
# toolchain's clang -fsanitize=thread,
# then runs them with TSAN_OPTIONS=halt_on_error=1. Exits non-zero, loudly, on any ThreadSanitizer
# report, any test failure, or when ThreadSanitizer cannot run here (it first proves that it catches
# a planted race). It never skips. ctest runs it as the test "tsan" (Tests/c/CMakeLists.txt).
#
# How the TSan build differs from the shipping one, and why:
# - The library is the shipping CMake build (the same targets, sources and RK_SWIFT_FLAGS) as
#   RelWithDebInfo (-g) with -DRK_SANITIZE=thread. CMakeLists.txt ("Sanitizer builds") lists what
#   that changes and why: the sanitizer flags, and a link without --no-undefined (a sanitized shared
#   library leaves the __tsan_* symbols to the executable's runtime) and without -static-stdlib and
#   -no-toolchain-stdlib-rpath: this build links the toolchain's shared Swift runtime, found through
#   its rpath, because the Mutex annotations below interpose the shared runtime's Synchronization
#   functions (a static runtime binds them inside the library, and TSan then reports every
#   contended lock handover as a race), and the static runtime carries its own hidden libdispatch,
#   which clashes with TSan's libdispatch interceptors.
# - Every other link option is the shipping one (the version script, -z relro/now/nodelete,
#   --as-needed, the SONAME), as CMake records them in BUILD_DIR/cmake/refreshkit-link.txt
#   (rk_shipping_link_flags in Tests/sanitizer_toolchain.sh), and the library is checked for their
#   marks with readelf (rk_check_shipping_link).
# - The static TSan runtime of the Swift toolchain's clang intercepts libdispatch, so every TSan
#   executable links libdispatch and libBlocksRuntime from the toolchain.
# - The test executables link Tests/tsan/swift_mutex_annotations.c, which tells TSan about the
#   contended paths of Swift's Mutex (a kernel-handled PI futex it cannot see); without it every
#   contended lock handover is reported as a race. See that file.
#
# Environment: RK_SWIFT_ROOT (default /opt/swift) when swiftc is not on PATH; CMAKE_COMMAND (default
# cmake on PATH); RK_JOBS (default 2); RK_STRESS_STEPS and RK_STRESS_SEED go to the stress test as
# usual; TSAN_OPTIONS is appended to ours. On 2 cores shared with other jobs (load ~6): ~75 s when
# the library must be built (~50 s of it), ~22 s when not.
set -euo pipefail

script=$(readlink -f "${BASH_SOURCE[0]}")
root=$(cd "$(dirname "$script")/../.." && pwd)
out=${1:-$root/build-tsan}
njobs=${RK_JOBS:-2}
started=$SECONDS

die() {
    echo "tsan: FAILED: $*" >&2
    exit 1
}
say() { echo "tsan: $*"; }

# ---- the toolchain ----
# swiftc, toolbin, clang, swiftlib, cmake (Tests/sanitizer_toolchain.sh).
# shellcheck source=Tests/sanitizer_toolchain.sh
source "$root/Tests/sanitizer_toolchain.sh"
rk_sanitizer_toolchain "ThreadSanitizer cannot run"
for lib in libdispatch.so libBlocksRuntime.so libswiftCore.so; do
    [[ -e $swiftlib/$lib ]] || die "$swiftlib/$lib is missing: ThreadSanitizer cannot run"
done

# Every executable with the static TSan runtime needs libdispatch and BlocksRuntime (see above).
tsan_link=(-fsanitize=thread "-L$swiftlib" -Wl,--push-state,--no-as-needed -ldispatch -lBlocksRuntime
    -Wl,--pop-state "-Wl,-rpath,$swiftlib")
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"

mkdir -p "$out/obj" "$out/logs"
out=$(cd "$out" && pwd)
cd "$out/obj"

# runs NAME LOG COMMAND...: runs a program, output to LOG; fails on a non-zero exit or any
# ThreadSanitizer output.
runner=()
run_checked() {
    local name=$1 log=$2 status=0
    shift 2
    "${runner[@]}" "$@" >"$log" 2>&1 || status=$?
    if grep -q "ThreadSanitizer" "$log"; then
        sed -n '/ThreadSanitizer/,$p' "$log" | head -120 >&2
        die "$name: ThreadSanitizer report (exit $status; full log: $log)"
    fi
    if ((status != 0)); then
        tail -40 "$log" >&2
        die "$name exited with $status (full log: $log)"
    fi
}

# ---- 1. TSan must work here: it must catch a planted race, and pass a race-free program ----
cat >planted_race.c <<'EOF'
#include <pthread.h>
static int shared;
static void *writer(void *arg) { shared++; return arg; }
int main(int argc, char **argv) {
    pthread_t thread;
    (void)argv;
    pthread_create(&thread, 0, writer, 0);
    if (argc == 1) shared++; /* racy unless asked not to (argc > 1) */
    pthread_join(thread, 0);
    return 0;
}
EOF
"$clang" -g -O1 planted_race.c -o planted_race "${tsan_link[@]}" -lpthread ||
    die "clang -fsanitize=thread cannot build a program: ThreadSanitizer cannot run"
sanity_status=0
./planted_race >"$out/logs/planted_race.log" 2>&1 || sanity_status=$?
if grep -q "unexpected memory mapping" "$out/logs/planted_race.log" && command -v setarch >/dev/null 2>&1; then
    # Kernels with high mmap randomization break TSan's memory layout; run without ASLR.
    say "TSan needs ASLR off on this kernel: running the tests under setarch -R"
    runner=(setarch "$(uname -m)" -R)
    sanity_status=0
    "${runner[@]}" ./planted_race >"$out/logs/planted_race.log" 2>&1 || sanity_status=$?
fi
if ((sanity_status == 0)) || ! grep -q "WARNING: ThreadSanitizer: data race" "$out/logs/planted_race.log"; then
    cat "$out/logs/planted_race.log" >&2
    die "ThreadSanitizer did not report a planted data race (exit $sanity_status): it cannot run here"
fi
run_checked "race-free control program" "$out/logs/race_free.log" ./planted_race quiet
say "ThreadSanitizer works (it caught the planted race)"

# ---- 2. The library, instrumented, linked as the shipping one ----
# CMake (BUILD_DIR/cmake) rebuilds it when a source, CMakeLists.txt or the toolchain changes. The
# link check must first catch a library linked without -z nodelete.
rk_sanitized_configure thread "$out/cmake" "$out/logs/library_configure.log"
rk_check_shipping_link_selftest "$out/obj/link" "$clang"
t0=$SECONDS
say "library: CMake build in $out/cmake, -DRK_SANITIZE=thread"
rk_sanitized_build "$out/cmake" "$out/logs/library_build.log" "$njobs"
if ((lib_rebuilt)); then say "library built ($((SECONDS - t0)) s)"; else say "library is up to date ($lib)"; fi
lib_symbols=$(nm -D "$lib")
grep -q ' U __tsan_func_entry$' <<<"$lib_symbols" || die "$lib is not instrumented by ThreadSanitizer"
rk_check_shipping_link "$lib"
say "library linked as the shipping one: ${ship_driver[*]:+${ship_driver[*]} }${ship_ld[*]}"

# ---- 3. The tests, instrumented, with the Mutex annotations ----
lock_slow='$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF'
"$clang" -fsanitize=thread -g -O1 -fPIC -Wall -Wextra -Werror -c "$root/Tests/tsan/swift_mutex_annotations.c" \
    -o swift_mutex_annotations.o
sources=(binder/test_binder_stress binder/test_progress_stress loop/test_loop abi/test_destroy_race
    components/test_cancel_stress)
tests=()
for source in "${sources[@]}"; do
    test=${source#*/}
    tests+=("$test")
    "$clang" -fsanitize=thread -g -O1 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -pedantic \
        -I "$root/Include" -I "$root/Tests/c" "$root/Tests/c/$source.c" swift_mutex_annotations.o \
        -o "$out/$test" -rdynamic "-L$libdir" "-l:$ship_soname" "-Wl,-rpath,$libdir" "${tsan_link[@]}" \
        -lpthread -lm -ldl
    grep -qF "T $lock_slow" <<<"$(nm -D "$out/$test")" ||
        die "$test does not export the Mutex annotations ($lock_slow)"
done
if ! grep -qF "U $lock_slow" <<<"$lib_symbols"; then
    say "note: the library no longer calls $lock_slow; the Mutex annotations are unused"
fi

# ---- 4. Run them ----
for test in "${tests[@]}"; do
    t0=$SECONDS
    say "running $test under ThreadSanitizer"
    run_checked "$test" "$out/logs/$test.log" "$out/$test"
    grep -E '^# [0-9]|^# seed|^# transitions|cases' "$out/logs/$test.log" | sed 's/^/tsan:   /'
    say "$test: no ThreadSanitizer report ($((SECONDS - t0)) s)"
done
say "passed: ${tests[*]} are clean under ThreadSanitizer ($((SECONDS - started)) s)"
