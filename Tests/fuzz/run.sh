#!/usr/bin/env bash
# libFuzzer run of the RefreshKit C ABI (Tests/fuzz/fuzz_abi.c):
#
#   bash Tests/fuzz/run.sh [SECONDS] [BUILD_DIR]     (defaults: 60, build/fuzz at the repository root)
#
# The long run, for a release or after a change to the footer, binder or signals:
#
#   bash Tests/fuzz/run.sh 3600
#
# Builds librefreshkit.so.1 with CMake in BUILD_DIR/cmake, configured -DRK_SANITIZE=fuzzer (Swift
# -sanitize=address,fuzzer: AddressSanitizer, and libFuzzer's coverage: inline 8-bit counters, PC
# table, comparison tracing; CMakeLists.txt, "Sanitizer builds") and the harness with the
# toolchain's clang -fsanitize=fuzzer,address,undefined, then fuzzes for SECONDS, starting
# from Tests/fuzz/corpus/ copied to a scratch corpus (the tree is never written). Exits non-zero,
# loudly, on any crash, leak, timeout, sanitizer report or harness invariant violation (the
# reproducer is kept in BUILD_DIR/artifacts/; replay it with `BUILD_DIR/fuzz_abi FILE`, traced with
# FUZZ_ABI_TRACE=1), and when the fuzzer cannot be built or cannot find a planted bug: it never
# skips. ctest runs it as the test "fuzz_short" (Tests/c/CMakeLists.txt). Prints executions,
# executions/s and coverage (cov: edges, ft: features) at the end.
#
# How the build differs from the shipping one, and why (as Tests/tsan/run.sh):
# - The library is the shipping CMake build (the same targets, sources and RK_SWIFT_FLAGS) as
#   RelWithDebInfo (-g) with -DRK_SANITIZE=fuzzer. CMakeLists.txt ("Sanitizer builds") lists what
#   that changes and why: the sanitizer and coverage flags; Swift's exclusivity checks stay on (the
#   shipping build turns them off): a violation is a bug; and the shipping link's --no-undefined
#   does not go with a sanitized shared library (the __asan_* and __sanitizer_cov_* symbols come
#   from the fuzzer executable's runtimes).
# - Every other link option is the shipping one (-static-stdlib: the Swift runtime inside the
#   library; the version script, -z relro/now/nodelete, --as-needed, the SONAME), as CMake records
#   them in BUILD_DIR/cmake/refreshkit-link.txt
#   (rk_shipping_link_flags in Tests/sanitizer_toolchain.sh), and the library is checked for their
#   marks with readelf (rk_check_shipping_link).
# - The executable is linked -rdynamic so the library finds libFuzzer's and ASan's symbols.
# Runs longer than 1,800 s are split into fresh fuzzer processes of at most 1,800 s sharing the
# scratch corpus: a process may create at most 268,434,432 contexts (the header's bound), and one
# input creates up to seven (its own and up to six side contexts), so a process stays far from it;
# fresh processes also keep libFuzzer's memory use bounded.
#
# Keeping the corpus: with RK_FUZZ_CORPUS_OUT=DIR, after the last slice the corpus is minimized
# (libFuzzer -merge=1) into DIR, which is emptied first: the named seeds of Tests/fuzz/corpus (the
# generated ones and the regression seeds, every file whose name is not a 40-digit SHA-1), then the
# fewest inputs of the run's corpus (the tree's SHA-1-named inputs included) that keep its coverage,
# named by their SHA-1. RK_FUZZ_CORPUS_OUT=Tests/fuzz/corpus updates the tree's corpus so.
#
# Environment: RK_SWIFT_ROOT (default /opt/swift) when swiftc is not on PATH; CMAKE_COMMAND (default
# cmake on PATH); RK_JOBS (default 2), the library's build jobs; RK_FUZZ_FLAGS, extra
# libFuzzer flags; RK_FUZZ_SLICE, the longest single fuzzer process (default 1800 s);
# RK_FUZZ_CORPUS_OUT (above); ASAN_OPTIONS and UBSAN_OPTIONS are appended to ours. On 2 cores from
# a fresh clone: the library builds in ~35-60 s on a loaded machine (load ~6), so `run.sh 60` (ctest
# fuzz_short) takes ~110-140 s there, ~70 s when the library is up to date; at ~300-1,000 executions/s
# (the issue-11 vocabulary's side contexts and worker threads cost some; a loaded machine halves it).
set -euo pipefail

script=$(readlink -f "${BASH_SOURCE[0]}")
here=$(dirname "$script")
root=$(cd "$here/../.." && pwd)
seconds=${1:-60}
out=${2:-$root/build/fuzz}
njobs=${RK_JOBS:-2}
started=$SECONDS

die() {
    echo "fuzz: FAILED: $*" >&2
    exit 1
}
say() { echo "fuzz: $*"; }

[[ $seconds =~ ^[0-9]+$ ]] && ((seconds > 0)) || die "the time must be a positive number of seconds (got '$seconds')"
if [[ -n ${RK_FUZZ_CORPUS_OUT:-} ]]; then RK_FUZZ_CORPUS_OUT=$(realpath -m "$RK_FUZZ_CORPUS_OUT"); fi

# ---- the toolchain ----
# swiftc, toolbin, clang (it has libFuzzer), swiftlib, cmake (Tests/sanitizer_toolchain.sh).
# shellcheck source=Tests/sanitizer_toolchain.sh
source "$root/Tests/sanitizer_toolchain.sh"
rk_sanitizer_toolchain "the fuzzer cannot be built"
fuzzer_rt=$("$clang" -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)
[[ -f $fuzzer_rt ]] || fuzzer_rt=$("$clang" --print-runtime-dir 2>/dev/null)/libclang_rt.fuzzer.a
[[ -f $fuzzer_rt ]] || die "the toolchain's clang has no libFuzzer runtime (libclang_rt.fuzzer): the fuzzer cannot be built"

export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:${UBSAN_OPTIONS:-}"
# The Swift runtime's own crash backtracer would catch the fatal signals first (and trips ASan while
# it reads memory): leave crashes to ASan and libFuzzer, which save the reproducer.
export SWIFT_BACKTRACE=enable=no
harness_cflags=(-g -O1 -std=gnu11 -Wall -Wextra -Werror -fsanitize=fuzzer,address,undefined
    -fno-sanitize-recover=all -fno-omit-frame-pointer)
exe_link=(-rdynamic "-Wl,-rpath,$swiftlib" -lm)

mkdir -p "$out/obj" "$out/logs" "$out/artifacts"
out=$(cd "$out" && pwd)
cd "$out/obj"

# Any of these in a fuzzer's output is a failure, whatever its exit status.
report_pattern='ERROR: AddressSanitizer|ERROR: LeakSanitizer|ERROR: libFuzzer|runtime error:|INVARIANT VIOLATED|deadly signal|Fatal error|SUMMARY: (Address|Leak|Undefined)'

# ---- 1. The toolchain must work here: a planted bug in Swift, found through Swift coverage ----
# Four nested byte comparisons in Swift guard a heap overflow: libFuzzer finds the input only with
# the Swift code's comparison and edge coverage, and the overflow is reported only if ASan
# instruments Swift. Built at -Onone so the optimizer keeps the bug.
cat >planted.swift <<'EOF'
@_cdecl("rk_fuzz_planted")
public func plantedCheck(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    guard count >= 4 else { return 0 }
    if data[0] == 0x52 {
        if data[1] == 0x4B {
            if data[2] == 0x46 {
                if data[3] == 0x5A {
                    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4)
                    buffer.initialize(repeating: 0, count: 4)
                    let value = buffer[Int(data[3]) - 0x5A + 4] // one past the end
                    buffer.deallocate()
                    return Int32(value)
                }
            }
        }
    }
    return 0
}
EOF
cat >planted_main.c <<'EOF'
#include <stddef.h>
#include <stdint.h>
int32_t rk_fuzz_planted(const uint8_t *data, ptrdiff_t count);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return rk_fuzz_planted(data, (ptrdiff_t)size) == 12345;
}
EOF
"$swiftc" -sanitize=address,fuzzer -Onone -g -parse-as-library -module-name Planted -emit-library \
    planted.swift -o libplanted.so >"$out/logs/planted_build.log" 2>&1 ||
    { cat "$out/logs/planted_build.log" >&2; die "swiftc -sanitize=address,fuzzer cannot build a library"; }
"$clang" "${harness_cflags[@]}" planted_main.c -o planted "-L$PWD" -lplanted "-Wl,-rpath,$PWD" "${exe_link[@]}" \
    >>"$out/logs/planted_build.log" 2>&1 ||
    { cat "$out/logs/planted_build.log" >&2; die "clang -fsanitize=fuzzer,address,undefined cannot link a fuzzer with a Swift library"; }
rm -rf planted_corpus planted_artifacts && mkdir -p planted_corpus planted_artifacts
planted_status=0
./planted -max_total_time=120 -seed=1 -artifact_prefix=planted_artifacts/ planted_corpus \
    >"$out/logs/planted.log" 2>&1 || planted_status=$?
if ((planted_status == 0)) || ! grep -q "ERROR: AddressSanitizer: heap-buffer-overflow" "$out/logs/planted.log" ||
    ! grep -q "plantedCheck\|rk_fuzz_planted" "$out/logs/planted.log"; then
    tail -30 "$out/logs/planted.log" >&2
    die "libFuzzer did not find the bug planted in Swift code (exit $planted_status): coverage or ASan does not reach Swift here"
fi
planted_runs=$(grep -oE '^#[0-9]+' "$out/logs/planted.log" | tail -1 || true)
say "the toolchain works: libFuzzer found the heap overflow planted in Swift after ${planted_runs#\#} runs"

# ---- 2. The library, instrumented, linked as the shipping one ----
# CMake (BUILD_DIR/cmake) rebuilds it when a source, CMakeLists.txt or the toolchain changes. The
# link check must first catch a library linked without -z nodelete.
rk_sanitized_configure fuzzer "$out/cmake" "$out/logs/library_configure.log"
rk_check_shipping_link_selftest "$out/obj/link" "$clang"
t0=$SECONDS
say "library: CMake build in $out/cmake, -DRK_SANITIZE=fuzzer"
rk_sanitized_build "$out/cmake" "$out/logs/library_build.log" "$njobs"
if ((lib_rebuilt)); then say "library built in $((SECONDS - t0)) s"; else say "library is up to date ($lib)"; fi
lib_symbols=$(nm -D "$lib")
grep -q ' U __asan_init$' <<<"$lib_symbols" || die "$lib is not instrumented by AddressSanitizer"
grep -q ' U __sanitizer_cov_8bit_counters_init$' <<<"$lib_symbols" || die "$lib has no libFuzzer coverage counters"
rk_check_shipping_link "$lib"
say "library linked as the shipping one: ${ship_driver[*]:+${ship_driver[*]} }${ship_ld[*]}"

# ---- 3. The harness ----
fuzzer=$out/fuzz_abi
exe_stamp=$({
    cat "$here/fuzz_abi.c" "$root/Include/refreshkit.h"
    sha256sum <"$lib"
    echo "${harness_cflags[*]} ${exe_link[*]} -L$libdir -l:$ship_soname"
} | sha256sum | cut -d' ' -f1)
if [[ -x $fuzzer && -f $out/fuzz_abi.stamp && $(cat "$out/fuzz_abi.stamp") == "$exe_stamp" ]]; then
    say "fuzzer is up to date ($fuzzer)"
else
    rm -f "$out/fuzz_abi.stamp"
    "$clang" "${harness_cflags[@]}" -I "$root/Include" "$here/fuzz_abi.c" -o "$fuzzer" \
        "-L$libdir" "-l:$ship_soname" "-Wl,-rpath,$libdir" "${exe_link[@]}" >"$out/logs/fuzz_abi_build.log" 2>&1 || {
        cat "$out/logs/fuzz_abi_build.log" >&2
        die "the fuzzer (Tests/fuzz/fuzz_abi.c) did not build"
    }
    echo "$exe_stamp" >"$out/fuzz_abi.stamp"
    say "fuzzer built: $fuzzer"
fi

# ---- 4. The seed corpus must pass as is ----
corpus_src=$here/corpus
[[ -d $corpus_src ]] && compgen -G "$corpus_src/*" >/dev/null || die "no seed corpus in $corpus_src"
seed_log=$out/logs/seeds.log
seed_status=0
"$fuzzer" -runs=0 -artifact_prefix="$out/artifacts/" "$corpus_src" >"$seed_log" 2>&1 || seed_status=$?
if ((seed_status != 0)) || grep -qE "$report_pattern" "$seed_log"; then
    sed -n '/INVARIANT VIOLATED\|ERROR:\|runtime error/,$p' "$seed_log" | head -80 >&2
    die "a seed input of $corpus_src fails (exit $seed_status; log: $seed_log)"
fi
modules=$(grep -oE 'Loaded [0-9]+ modules' "$seed_log" | head -1 | grep -oE '[0-9]+' || echo 0)
((modules >= 2)) ||
    die "libFuzzer loaded $modules coverage module(s): the library's coverage does not reach it (log: $seed_log)"
say "the $(find "$corpus_src" -type f | wc -l) seeds pass; coverage from $modules modules (the harness and the library)"

# ---- 5. Known library bugs: their reproducers must still fail strictly, and pass as tolerated ----
# Tests/fuzz/crashes/NAME.bin (or NAME.case.bin) reproduce bugs of the library that fuzz_abi.c
# tolerates by default (see "Known library bugs" there and crashes/README.md), so that fuzzing goes
# on past them. Each is replayed strict for its own bug only (FUZZ_ABI_STRICT=NAME: another bug it
# may also hit stays tolerated). Once a bug is fixed its reproducer passes strictly: this step then fails until the
# tolerance is removed and the reproducer moves to corpus/.
known=0
for repro in "$here"/crashes/*.bin; do
    [[ -e $repro ]] || continue
    name=$(basename "$repro" .bin)
    bug=${name%%.*} # NAME.case.bin: another reproducer of bug NAME
    known=$((known + 1))
    log=$out/logs/known_$name.log
    status=0
    FUZZ_ABI_STRICT=$bug "$fuzzer" -runs=1 "$repro" >"$log" 2>&1 || status=$?
    if ((status == 0)) || ! grep -qE "$report_pattern" "$log"; then
        die "known bug '$name' no longer reproduces: remove its tolerance from fuzz_abi.c, move crashes/$name.bin to corpus/ and its entry out of crashes/README.md"
    fi
    status=0
    "$fuzzer" -runs=1 "$repro" >"$log.tolerated" 2>&1 || status=$?
    if ((status != 0)) || grep -qE "$report_pattern" "$log.tolerated"; then
        sed -n '/INVARIANT VIOLATED\|ERROR: /,$p' "$log.tolerated" | head -40 >&2
        die "the reproducer of known bug '$name' fails even where fuzz_abi.c tolerates it (log: $log.tolerated)"
    fi
    say "KNOWN LIBRARY BUG still present (tolerated while fuzzing): $name -- $(grep -m1 -oE 'INVARIANT VIOLATED.*|Fatal error.*' "$log" | cut -c1-160)"
done

# ---- 6. Fuzz ----
work=$(mktemp -d "$out/run.XXXXXX")
# Removed at the end, unless the run fails: then its corpus stays for a look (and a later run).
trap 'status=$?; if ((status == 0)); then rm -rf "$work"; else echo "fuzz: the run'"'"'s corpus is kept in $work/corpus" >&2; fi' EXIT
cp "$corpus_src"/* "$work/"
mkdir -p "$work/corpus" && mv "$work"/* "$work/corpus/" 2>/dev/null || true
mkdir -p "$work/job"
read -r -a extra_flags <<<"${RK_FUZZ_FLAGS:-}"
rm -f "$out"/logs/fuzz_*.log # an earlier run's slices
remaining=$seconds
slice_max=${RK_FUZZ_SLICE:-1800}
[[ $slice_max =~ ^[0-9]+$ ]] && ((slice_max > 0)) || die "RK_FUZZ_SLICE must be a positive number of seconds"
chunk=0
total_runs=0
last_log=
while ((remaining > 0)); do
    slice=$((remaining > slice_max ? slice_max : remaining))
    remaining=$((remaining - slice))
    chunk=$((chunk + 1))
    log=$out/logs/fuzz_$chunk.log
    say "fuzzing for $slice s (run $chunk; log $log)"
    status=0
    # -jobs=1: one worker process, its output in fuzz-0.log of the working directory.
    # -len_control=40: inputs (op sequences) may grow faster than libFuzzer's default lets them.
    (cd "$work/job" && "$fuzzer" -jobs=1 -max_total_time="$slice" -print_final_stats=1 -max_len=2048 -len_control=40 \
        -timeout=20 -rss_limit_mb=4096 -artifact_prefix="$out/artifacts/" "${extra_flags[@]}" \
        "$work/corpus") >"$out/logs/fuzz_${chunk}_parent.log" 2>&1 || status=$?
    if [[ -f $work/job/fuzz-0.log ]]; then
        mv "$work/job/fuzz-0.log" "$log"
    else
        cp "$out/logs/fuzz_${chunk}_parent.log" "$log"
    fi
    last_log=$log
    if ((status != 0)) || grep -qE "$report_pattern" "$log" "$out/logs/fuzz_${chunk}_parent.log"; then
        sed -n '/INVARIANT VIOLATED\|ERROR: \|runtime error\|deadly signal/,$p' "$log" | head -120 >&2
        artifact=$(grep -oE "Test unit written to [^ ]+" "$log" | tail -1 | sed 's/Test unit written to //' || true)
        echo >&2
        [[ -n $artifact ]] && echo "fuzz: reproducer: $artifact (replay: $fuzzer $artifact; trace: FUZZ_ABI_TRACE=1 $fuzzer $artifact)" >&2
        die "libFuzzer found a failure (exit $status; log: $log)"
    fi
    runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -1)
    [[ -n $runs ]] || { tail -20 "$log" >&2; die "no final stats in $log: the fuzzer did not run to its end"; }
    total_runs=$((total_runs + runs))
done

# ---- 7. The corpus, minimized (RK_FUZZ_CORPUS_OUT) ----
if [[ -n ${RK_FUZZ_CORPUS_OUT:-} ]]; then
    merged=$work/merged
    mkdir -p "$merged"
    for seed in "$corpus_src"/*; do
        [[ $(basename "$seed") =~ ^[0-9a-f]{40}$ ]] || cp "$seed" "$merged/"
    done
    named=$(find "$merged" -type f | wc -l)
    say "minimizing the corpus into $RK_FUZZ_CORPUS_OUT ($named named seeds kept)"
    merge_status=0
    (cd "$work/job" && "$fuzzer" -merge=1 -max_len=2048 -timeout=20 -rss_limit_mb=4096 \
        -artifact_prefix="$out/artifacts/" "$merged" "$work/corpus") >"$out/logs/merge.log" 2>&1 || merge_status=$?
    if ((merge_status != 0)) || grep -qE "$report_pattern" "$out/logs/merge.log"; then
        tail -40 "$out/logs/merge.log" >&2
        die "the corpus merge failed (exit $merge_status; log: $out/logs/merge.log)"
    fi
    rm -rf "$RK_FUZZ_CORPUS_OUT"
    mkdir -p "$RK_FUZZ_CORPUS_OUT"
    cp "$merged"/* "$RK_FUZZ_CORPUS_OUT/"
    say "corpus: $(find "$RK_FUZZ_CORPUS_OUT" -type f | wc -l) inputs, $(du -sh --apparent-size "$RK_FUZZ_CORPUS_OUT" | cut -f1) of data in $RK_FUZZ_CORPUS_OUT"
fi

# ---- 8. Report ----
last=$(grep -E '^#[0-9]+' "$last_log" | tail -1)
cov=$(grep -oE 'cov: [0-9]+' <<<"$last" | grep -oE '[0-9]+' || echo "?")
ft=$(grep -oE 'ft: [0-9]+' <<<"$last" | grep -oE '[0-9]+' || echo "?")
corp=$(grep -oE 'corp: [0-9]+/[0-9]+[a-zA-Z]*' <<<"$last" | sed 's/corp: //' || echo "?")
rate=$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+).*/\1/p' "$last_log" | tail -1)
rss=$(sed -nE 's/^stat::peak_rss_mb: *([0-9]+).*/\1/p' "$last_log" | tail -1)
say "executions: $total_runs in $seconds s (${rate:-?}/s in the last run), peak RSS ${rss:-?} MB"
say "coverage: cov $cov (edges), ft $ft (features), corpus $corp (inputs/bytes)"
((known == 0)) || say "known library bugs tolerated: $known (Tests/fuzz/crashes/README.md); FUZZ_ABI_STRICT=1 turns the tolerance off"
say "passed: no crash, leak, timeout, sanitizer report or invariant violation ($((SECONDS - started)) s in all)"
