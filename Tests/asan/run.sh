#!/usr/bin/env bash
# AddressSanitizer (+ LeakSanitizer) and UndefinedBehaviorSanitizer run of RefreshKit's C tests, and
# of the SwiftPM unit tests under AddressSanitizer:
#
#   bash Tests/asan/run.sh [BUILD_DIR]        (default BUILD_DIR: build-asan/ at the repository root)
#
# Builds librefreshkit.so.1 with CMake in BUILD_DIR/cmake, configured -DRK_SANITIZE=address (Swift
# -sanitize=address, the C shim -fsanitize=address,undefined; CMakeLists.txt, "Sanitizer builds"),
# then every C test of Tests/c (each Tests/c/<area>/test_*.c with a main) with the toolchain's clang
# -fsanitize=address,undefined -fno-sanitize-recover=all, and runs each with
#   ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=0
#   UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Then `swift test --sanitize=address` in its own scratch directory (BUILD_DIR/spm). Exits non-zero,
# loudly, on any sanitizer report, any test failure, or when the sanitizers cannot run here (it
# first proves that they catch a planted heap overflow, leak and signed overflow, in C and in
# Swift). It never skips. ctest runs it as the test "asan" (Tests/c/CMakeLists.txt).
#
# What is not covered, and why:
# - test_noalloc is not run: it defines malloc & co. to count the library's allocations, which
#   conflicts with ASan's own malloc (the interposition is the point of that test).
# - Swift code gets AddressSanitizer only: swiftc has no UndefinedBehaviorSanitizer for Swift (Swift
#   traps on overflow and bounds errors by itself). UBSan instruments the C shim and the C tests.
# - The SwiftPM run passes --disable-xctest: the unit tests use swift-testing only, and the empty
#   XCTest pass that `swift test` runs first reports XCTest's own objects (XCTestSuiteRun,
#   XCTMainMisc) as leaked at exit. Nothing of RefreshKit is involved; the script fails if a test
#   ever imports XCTest, so that no XCTest test can be left out silently.
#
# How the ASan build differs from the shipping one, and why:
# - The library is the shipping CMake build (the same targets, sources and RK_SWIFT_FLAGS: -O,
#   whole module, cross-module optimization, exclusivity checks off, warnings as errors) as
#   RelWithDebInfo (-g) with -DRK_SANITIZE=address. CMakeLists.txt ("Sanitizer builds") lists what
#   that changes and why: the sanitizer flags, and a link without --no-undefined (a sanitized shared
#   library leaves the __asan_*/__ubsan_* symbols to the executable's runtime).
# - Every other link option is the shipping one (-static-stdlib: the Swift runtime inside the
#   library; the version script, -z relro, -z now, -z nodelete, --as-needed, the SONAME), as CMake
#   records them in BUILD_DIR/cmake/refreshkit-link.txt
#   (rk_shipping_link_flags in Tests/sanitizer_toolchain.sh). The library's dynamic section is
#   checked for their marks (FLAGS_1 NODELETE and NOW, GNU_RELRO, the SONAME, only rk_* exported),
#   and that check first has to catch a small library linked without -z nodelete.
#   Tests/asan/dlopen_cycles.c then opens and closes the library three times, as a plugin host
#   does, and checks that dlclose leaves it loaded.
# - The executables link the static ASan+UBSan runtime of the toolchain's clang, with ld.lld from
#   the toolchain when it has one (gold warns about every ASan runtime symbol).
#
# LeakSanitizer: no suppressions are needed (the Swift runtime's metadata caches stay reachable
# from its globals, so LSan does not report them). If some ever are, put them in
# Tests/asan/lsan.supp, narrowly, for the Swift runtime's own caches only, with a reason for each;
# the script passes that file to LSan when it exists. Never suppress RefreshKit's own frames.
#
# Environment: RK_SWIFT_ROOT (default /opt/swift) when swiftc is not on PATH; CMAKE_COMMAND (default
# cmake on PATH); RK_JOBS (default 2); RK_STRESS_STEPS and RK_STRESS_SEED go to the stress test as
# usual. On 2 cores shared with other jobs (load ~6): ~280 s when everything must be built (library
# ~30-50 s, C tests ~50 s, swift test ~120 s), ~45 s when nothing changed (most of it test_limits
# and test_loop).
set -euo pipefail

script=$(readlink -f "${BASH_SOURCE[0]}")
here=$(dirname "$script")
root=$(cd "$here/../.." && pwd)
out=${1:-$root/build-asan}
njobs=${RK_JOBS:-2}
started=$SECONDS

die() {
    echo "asan: FAILED: $*" >&2
    exit 1
}
say() { echo "asan: $*"; }

# ---- the toolchain ----
# swiftc, toolbin, clang, swiftlib, cmake (Tests/sanitizer_toolchain.sh).
# shellcheck source=Tests/sanitizer_toolchain.sh
source "$root/Tests/sanitizer_toolchain.sh"
rk_sanitizer_toolchain "AddressSanitizer cannot run"
swift=$toolbin/swift
[[ -x $swift ]] || die "no swift next to swiftc ($swift): cannot run the SwiftPM tests"
[[ -e $swiftlib/libswiftCore.so ]] || die "$swiftlib/libswiftCore.so is missing: AddressSanitizer cannot run"
# The toolchain's lld when it has one (clang here defaults to gold, which prints ~300 warnings about
# the ASan runtime's local symbols on every link).
c_ld=() swift_ld=()
if [[ -x $toolbin/ld.lld ]]; then
    c_ld=(-fuse-ld=lld)
    swift_ld=(-use-ld=lld)
fi

san_cflags=(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g -O1)
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
unset LSAN_OPTIONS
if [[ -f $here/lsan.supp ]]; then
    export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=1"
    say "LeakSanitizer suppressions: $here/lsan.supp"
fi

mkdir -p "$out/logs" "$out/sanity" "$out/tests"
out=$(cd "$out" && pwd)

# run_checked NAME LOG COMMAND...: runs a program, output to LOG; fails on a non-zero exit or any
# sanitizer output.
report_pattern='(Address|Leak|UndefinedBehavior)Sanitizer|runtime error:'
run_checked() {
    local name=$1 log=$2 status=0
    shift 2
    "$@" >"$log" 2>&1 </dev/null || status=$?
    if grep -qE "$report_pattern" "$log"; then
        grep -nE -A60 "$report_pattern" "$log" | head -150 >&2
        die "$name: sanitizer report (exit $status; full log: $log)"
    fi
    if ((status != 0)); then
        tail -40 "$log" >&2
        die "$name exited with $status (full log: $log)"
    fi
}

# expect_report NAME PATTERN COMMAND...: the planted bug must be reported (PATTERN) with a non-zero
# exit.
expect_report() {
    local name=$1 pattern=$2 log=$out/logs/planted_$1.log status=0
    shift 2
    "$@" >"$log" 2>&1 </dev/null || status=$?
    if ((status == 0)) || ! grep -qE "$pattern" "$log"; then
        cat "$log" >&2
        die "the sanitizers did not report the planted $name (exit $status, expected /$pattern/): they cannot run here"
    fi
}

# ---- 1. The sanitizers must work here: planted bugs are caught, a clean run passes ----
cd "$out/sanity"
cat >planted.c <<'EOF'
#include <limits.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    const char *what = argc > 1 ? argv[1] : "none";
    if (strcmp(what, "overflow") == 0) { /* one byte past an 8-byte heap block */
        char *volatile p = malloc(8);
        p[8] = 1;
        free(p);
    }
    if (strcmp(what, "leak") == 0) { /* the only pointer to 64 bytes is dropped */
        void *volatile p = malloc(64);
        p = NULL;
    }
    if (strcmp(what, "ubsan") == 0) { /* signed int overflow */
        volatile int x = INT_MAX;
        x = x + argc;
        return x == 0;
    }
    return 0;
}
EOF
cat >planted.swift <<'EOF'
// One element past a 2-element allocation when given an argument.
let p = UnsafeMutablePointer<Int>.allocate(capacity: 2)
p.initialize(repeating: 0, count: 2)
p[CommandLine.arguments.count > 1 ? 2 : 1] = 7
p.deallocate()
EOF
"$clang" "${san_cflags[@]}" "${c_ld[@]}" planted.c -o planted_c ||
    die "clang -fsanitize=address,undefined cannot build a program: the sanitizers cannot run"
"$swiftc" -sanitize=address -Onone -g "${swift_ld[@]}" planted.swift -o planted_swift >"$out/logs/planted_swift_build.log" 2>&1 || {
    cat "$out/logs/planted_swift_build.log" >&2
    die "swiftc -sanitize=address cannot build a program: AddressSanitizer cannot run for Swift"
}
run_checked "clean C control program" "$out/logs/planted_none.log" ./planted_c none
run_checked "clean Swift control program" "$out/logs/planted_swift_none.log" ./planted_swift
expect_report heap_overflow "ERROR: AddressSanitizer: heap-buffer-overflow" ./planted_c overflow
expect_report leak "ERROR: LeakSanitizer: detected memory leaks" ./planted_c leak
expect_report signed_overflow "runtime error: signed integer overflow" ./planted_c ubsan
expect_report swift_heap_overflow "ERROR: AddressSanitizer: heap-buffer-overflow" ./planted_swift overflow
say "the sanitizers work (caught a planted heap overflow in C and in Swift, a leak, a signed overflow)"

# ---- 2. The library, instrumented, linked as the shipping one ----
# CMake (BUILD_DIR/cmake) rebuilds it when a source, CMakeLists.txt or the toolchain changes. The
# link check must first catch a library linked without -z nodelete.
rk_sanitized_configure address "$out/cmake" "$out/logs/library_configure.log"
rk_check_shipping_link_selftest "$out/sanity/link" "$clang"
t0=$SECONDS
say "library: CMake build in $out/cmake, -DRK_SANITIZE=address"
rk_sanitized_build "$out/cmake" "$out/logs/library_build.log" "$njobs"
if ((lib_rebuilt)); then say "library built ($((SECONDS - t0)) s)"; else say "library is up to date ($lib)"; fi
lib_symbols=$(nm -D "$lib")
grep -q ' U __asan_init$' <<<"$lib_symbols" || die "$lib is not instrumented by AddressSanitizer"
grep -q ' U __ubsan_handle_' <<<"$lib_symbols" || die "$lib: the C shim is not instrumented by UBSan"
rk_check_shipping_link "$lib"
say "library linked as the shipping one: ${ship_driver[*]:+${ship_driver[*]} }${ship_ld[*]} (not taken: ${ship_not_taken[*]%%:*})"

# ---- 2b. dlopen and dlclose, as a plugin host does (Tests/asan/dlopen_cycles.c) ----
"$clang" "${san_cflags[@]}" "${c_ld[@]}" -std=c11 -Wall -Wextra -Werror -pedantic -I "$root/Include" \
    "$here/dlopen_cycles.c" -o "$out/tests/dlopen_cycles" -lpthread -ldl >"$out/logs/build_dlopen_cycles.log" 2>&1 || {
    cat "$out/logs/build_dlopen_cycles.log" >&2
    die "Tests/asan/dlopen_cycles.c does not build"
}
run_checked dlopen_cycles "$out/logs/dlopen_cycles.log" "$out/tests/dlopen_cycles" "$lib"
say "dlopen_cycles: clean ($(tail -n1 "$out/logs/dlopen_cycles.log"))"

# ---- 3. The C tests, instrumented ----
# Every Tests/c/<area>/test_*.c with a main (RKT_MAIN); components/test_footer_fixture.c is
# #included by the footer tests, not built on its own. Every test_*.c below Tests/c must be one the
# glob finds (a test in a deeper or new kind of folder would otherwise be left out unnoticed).
tests=()
declare -A test_source=()
for source in "$root"/Tests/c/*/test_*.c; do
    test=$(basename "$source" .c)
    grep -qE '^RKT_MAIN\(|^int main\(' "$source" || continue
    if [[ $test == test_noalloc ]]; then
        say "not run: test_noalloc (it interposes malloc, which conflicts with ASan's allocator)"
        continue
    fi
    tests+=("$test")
    test_source[$test]=$source
done
all_sources=$(find "$root/Tests/c" -name 'test_*.c' | wc -l)
globbed=("$root"/Tests/c/*/test_*.c)
((all_sources == ${#globbed[@]})) ||
    die "Tests/c holds $all_sources test_*.c files but Tests/c/*/test_*.c finds ${#globbed[@]}"
((${#tests[@]} >= 30)) || die "found only ${#tests[@]} C tests in $root/Tests/c/*/ (${tests[*]})"
test_cflags=("${san_cflags[@]}" -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -pedantic)
tests_stamp=$({
    cat "$root"/Tests/c/*/*.c "$root"/Tests/c/*.h "$root/Include/refreshkit.h" "$script"
    echo "$clang ${test_cflags[*]} ${c_ld[*]} ${tests[*]} -L$libdir -l:$ship_soname"
    "$clang" --version 2>&1
} | sha256sum | cut -d' ' -f1)
build_test() {
    "$clang" "${test_cflags[@]}" "${c_ld[@]}" -I "$root/Include" -I "$root/Tests/c" "${test_source[$1]}" \
        -o "$out/tests/$1" "-L$libdir" "-l:$ship_soname" "-Wl,-rpath,$libdir" -lpthread -lm -ldl \
        >"$out/logs/build_$1.log" 2>&1 || {
        cat "$out/logs/build_$1.log" >&2
        return 1
    }
}
if [[ -f $out/tests.stamp && $(cat "$out/tests.stamp") == "$tests_stamp" ]]; then
    say "C tests are up to date"
else
    rm -f "$out/tests.stamp"
    t0=$SECONDS
    say "building ${#tests[@]} C tests with -fsanitize=address,undefined ($njobs at a time)"
    failed=0
    for test in "${tests[@]}"; do
        while (($(jobs -rp | wc -l) >= njobs)); do wait -n || failed=1; done
        build_test "$test" &
    done
    while (($(jobs -rp | wc -l) > 0)); do wait -n || failed=1; done
    wait || failed=1
    ((failed == 0)) || die "a C test does not build with the sanitizers (logs: $out/logs/build_*.log)"
    echo "$tests_stamp" >"$out/tests.stamp"
    say "C tests built ($((SECONDS - t0)) s)"
fi

# ---- 4. Run them ----
for test in "${tests[@]}"; do
    t0=$SECONDS
    args=()
    if [[ $test == test_limits ]]; then
        # ~17 M context create/destroy cycles take a minute natively and far longer instrumented;
        # ctest runs that case natively (every other case of test_limits runs here).
        mapfile -t args < <("$out/tests/$test" --list | grep -vx context_creations_are_not_a_lifetime_cap)
        ((${#args[@]} > 0)) || die "test_limits --list gave no cases"
        say "test_limits: all cases but context_creations_are_not_a_lifetime_cap (run natively by ctest)"
    fi
    run_checked "$test" "$out/logs/$test.log" "$out/tests/$test" "${args[@]}"
    say "$test: clean ($(tail -n1 "$out/logs/$test.log" | sed 's/^.*: //'); $((SECONDS - t0)) s)"
done
say "${#tests[@]} C tests are clean under ASan+LSan+UBSan"

# ---- 5. The SwiftPM unit tests under AddressSanitizer ----
# --sanitize=address instruments every target (the Swift modules and the C shim) and links the ASan
# runtime into the test bundle. Own scratch directory, so the normal .build is left alone.
if grep -rlq --include='*.swift' '^import XCTest' "$root/Tests"; then
    die "a test under Tests/ imports XCTest, but the SwiftPM run passes --disable-xctest (see the top of $script): revisit that"
fi
t0=$SECONDS
say "swift test --sanitize=address (scratch: $out/spm)"
run_checked "swift test --sanitize=address" "$out/logs/swift_test.log" \
    "$swift" test --package-path "$root" --scratch-path "$out/spm" --sanitize=address --disable-xctest -j "$njobs"
grep -qE 'Test run with [0-9]+ tests? .*passed' "$out/logs/swift_test.log" ||
    die "swift test ran no swift-testing tests (log: $out/logs/swift_test.log)"
say "swift test: clean ($(grep -oE 'Test run with [0-9]+ tests? in [0-9]+ suites?' "$out/logs/swift_test.log" | tail -n1); $((SECONDS - t0)) s)"

say "passed: ${#tests[@]} C tests and the SwiftPM tests are clean under the sanitizers ($((SECONDS - started)) s)"
