#!/usr/bin/env bash
# Valgrind memcheck over the shipping build: every C test executable of Tests/c and rk-demo.
#
#   bash Tests/valgrind/run.sh [BUILD_DIR [DEMO]]
#
# BUILD_DIR (default build/ at the repository root) is a configured and built CMake build: the
# tests are BUILD_DIR/Tests/c/test_*, linked with the shipping librefreshkit.so.1 (Swift runtime
# inside, exactly what hosts load). DEMO is the rk-demo executable (default
# BUILD_DIR/Examples/rk-demo), or "none" when the build has no examples (RK_BUILD_EXAMPLES=OFF; said
# so in the output). Each runs under
#   valgrind --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=99
#            --track-origins=no
# and the script fails on any memcheck error, any byte definitely or indirectly lost, any test
# failure, or when valgrind cannot run here (it first proves that memcheck catches a planted
# invalid write and a planted leak). It prints a table: executable, seconds, errors, definitely /
# indirectly / possibly lost. ctest runs it as the test "valgrind_memcheck" (Tests/c/CMakeLists.txt).
# The other hosts have their own: plugin_host_valgrind and cpp_host_valgrind (Examples/plugin,
# Examples/cpp), and Tests/valgrind/hosts.sh for the Python and LuaJIT bindings (valgrind_python,
# valgrind_luajit).
#
# What runs, and what does not:
# - Every test_* executable that Tests/c builds (each Tests/c/<area>/test_*.c with a main must have
#   one, or the script fails), all cases, full size, except test_limits' object_slots_exhausted
#   (8,388,607 objects: ~155 s and 4.3 GB under memcheck; it runs natively and under ASan). Not
#   test_noalloc: it interposes malloc & co. to count the library's allocations, which valgrind
#   replaces itself.
# - rk-demo with --timeline --quiet (--quiet alone while rk-demo does not offer --timeline; the
#   script says so), stdin and stdout not a tty.
# - test_reentrancy_matrix with RK_MATRIX_STRIDE=5 (below).
# - Nothing else is trimmed: the slowest executables take, under valgrind on 2 cores, test_loop 20-37 s
#   (post_races_destroy up to 18 s, many_producers 8 s, wakeup_from_other_threads 6 s) and
#   test_binder_stress 18-33 s at its default RK_STRESS_STEPS=200000, test_progress_stress (1.3) ~8 s
#   at its default 150,000 reports per worker; the whole run ~75-90 s. If it grows
#   past ~4 min, run the slowest cases selectively (the tests take case names as arguments,
#   `--list` lists them) or set a smaller RK_STRESS_STEPS below, and say so here.
# - "Possibly lost" is reported but not an error: the Swift runtime's generic-metadata and
#   protocol-conformance caches keep interior pointers to blocks they own for the life of the
#   process (160-192 bytes in 3-4 blocks per executable, all allocated under swift_getGenericMetadata
#   / swift_conformsToProtocol). No suppressions are used.
#
# Environment: RK_STRESS_STEPS and RK_STRESS_SEED go to the stress test as usual; VALGRIND (default
# valgrind on PATH).
set -euo pipefail

script=$(readlink -f "${BASH_SOURCE[0]}")
root=$(cd "$(dirname "$script")/../.." && pwd)
build=${1:-$root/build}
demo=${2:-$build/Examples/rk-demo}
started=$SECONDS

die() {
    echo "valgrind: FAILED: $*" >&2
    exit 1
}
say() { echo "valgrind: $*"; }

[[ -d $build/Tests/c ]] || die "$build/Tests/c does not exist: configure and build first (cmake --build $build)"
build=$(cd "$build" && pwd)
out=$build/valgrind
mkdir -p "$out"
valgrind=${VALGRIND:-$(command -v valgrind || true)}
[[ -n $valgrind && -x $valgrind ]] ||
    die "valgrind is not installed (Debian: apt-get install valgrind): memcheck cannot run"
vg_flags=(--leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=99 --track-origins=no)
cc=${CC:-$(command -v cc || command -v gcc || command -v clang || true)}
[[ -n $cc ]] || die "no C compiler (cc) for the planted-bug check"

# memcheck NAME COMMAND...: runs COMMAND under memcheck; the program's output goes to
# $out/NAME.out, valgrind's to $out/NAME.vg. Sets: status, vg_seconds.
memcheck() {
    local name=$1 t0
    shift
    status=0
    t0=$(date +%s%N)
    "$valgrind" "${vg_flags[@]}" "--log-file=$out/$name.vg" "$@" >"$out/$name.out" 2>&1 </dev/null || status=$?
    vg_seconds=$((($(date +%s%N) - t0) / 100000000))
    vg_seconds="$((vg_seconds / 10)).$((vg_seconds % 10))"
}

# leak BYTES-OR-BLOCKS KIND FILE: "bytes/blocks" of a LEAK SUMMARY line ("0/0" when valgrind says
# that all heap blocks were freed).
leak() {
    local line
    line=$(grep -E "^==[0-9]+== +$1 lost: " "$2" | tail -n1 | tr -d ,) || true
    if [[ -z $line ]]; then
        grep -q "All heap blocks were freed" "$2" && { echo "0/0"; return; }
        echo "?"
        return
    fi
    sed -E 's/.* lost: ([0-9]+) bytes in ([0-9]+) blocks.*/\1\/\2/' <<<"$line"
}
errors_of() {
    local line
    line=$(grep -E "^==[0-9]+== ERROR SUMMARY: " "$1" | tail -n1 | tr -d ,) || true
    [[ -n $line ]] && sed -E 's/.*ERROR SUMMARY: ([0-9]+) errors.*/\1/' <<<"$line" || echo "?"
}

# ---- 1. memcheck must work here: a planted invalid write and a planted leak are reported ----
cat >"$out/planted.c" <<'EOF'
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "overflow") == 0) { /* one byte past an 8-byte block */
        char *volatile p = malloc(8);
        p[8] = 1;
        free(p);
    }
    if (argc > 1 && strcmp(argv[1], "leak") == 0) { /* the only pointer to 64 bytes is dropped */
        void *volatile p = malloc(64);
        p = NULL;
    }
    return 0;
}
EOF
"$cc" -g -O0 "$out/planted.c" -o "$out/planted" || die "$cc cannot build the planted-bug program"
memcheck planted_none "$out/planted"
((status == 0)) || { cat "$out/planted_none.vg" >&2; die "valgrind fails on a clean program (exit $status): memcheck cannot run here"; }
memcheck planted_overflow "$out/planted" overflow
if ((status != 99)) || ! grep -q "Invalid write of size 1" "$out/planted_overflow.vg"; then
    cat "$out/planted_overflow.vg" >&2
    die "memcheck did not report a planted invalid write (exit $status): it cannot run here"
fi
memcheck planted_leak "$out/planted" leak
if ((status != 99)) || [[ $(leak definitely "$out/planted_leak.vg") != 64/1 ]]; then
    cat "$out/planted_leak.vg" >&2
    die "memcheck did not report a planted 64-byte leak (exit $status): it cannot run here"
fi
say "memcheck works (caught a planted invalid write and a planted leak)"

# ---- 2. What to run ----
runs=() # "name|executable|arguments"
# The sources sit in Tests/c/<area>/; every executable is built into $build/Tests/c. Every test_*.c
# below Tests/c must be one the glob finds.
all_sources=$(find "$root/Tests/c" -name 'test_*.c' | wc -l)
globbed=("$root"/Tests/c/*/test_*.c)
((all_sources == ${#globbed[@]})) ||
    die "Tests/c holds $all_sources test_*.c files but Tests/c/*/test_*.c finds ${#globbed[@]}"
for source in "${globbed[@]}"; do
    test=$(basename "$source" .c)
    grep -qE '^RKT_MAIN\(|^int main\(' "$source" || continue # components/test_footer_fixture.c: #included
    if [[ $test == test_noalloc ]]; then
        say "not run: test_noalloc (it interposes malloc, which valgrind replaces itself)"
        continue
    fi
    [[ -x $build/Tests/c/$test ]] || die "$build/Tests/c/$test is missing: build first (cmake --build $build)"
    if [[ $test == test_limits ]]; then
        # Every case but object_slots_exhausted: 8,388,607 objects take ~155 s and 4.3 GB under
        # memcheck (5 s natively, where ctest runs it, and under ASan in the asan test).
        cases=$("$build/Tests/c/$test" --list |
            grep -vx -e object_slots_exhausted -e context_creations_are_not_a_lifetime_cap | tr '\n' ' ')
        [[ -n $cases ]] || die "test_limits --list gave no cases"
        say "test_limits: all cases but object_slots_exhausted and context_creations_are_not_a_lifetime_cap (run natively; the first also under ASan)"
        runs+=("$test|$build/Tests/c/$test|$cases")
        continue
    fi
    runs+=("$test|$build/Tests/c/$test|")
done
((${#runs[@]} >= 30)) || die "found only ${#runs[@]} C test executables in $build/Tests/c"
if [[ $demo == none ]]; then
    say "not run: rk-demo (this build has no examples)"
else
    [[ -x $demo ]] || die "$demo is missing: build the examples, or pass DEMO=none for a build without them"
    if "$demo" --help 2>&1 | grep -q -- '--timeline'; then
        runs+=("rk-demo|$demo|--timeline --quiet")
    else
        say "note: rk-demo offers no --timeline; running it with --quiet only"
        runs+=("rk-demo|$demo|--quiet")
    fi
fi

# ---- 3. Run them ----
failures=()
rows=()
# The reentrancy matrix's 10,292 cells take ~20 min under memcheck (each cell builds a world of
# every kind): one cell in 5 runs here, on diagonals that cover every row and column; ASan (ctest
# asan) and the native run check all of them.
export RK_MATRIX_STRIDE=${RK_MATRIX_STRIDE:-5}
# test_destroy_race at full size makes ~1,250 worlds of every kind, each raced by two threads that
# memcheck runs one at a time (minutes): 20 rounds per mixed case and two turns per function here
# (~13 s); natively, under ASan and under TSan it runs at full size.
export RK_RACE_ROUNDS=${RK_RACE_ROUNDS:-20} RK_RACE_TURNS=${RK_RACE_TURNS:-126}
say "test_destroy_race: RK_RACE_ROUNDS=$RK_RACE_ROUNDS, RK_RACE_TURNS=$RK_RACE_TURNS (full size natively, under ASan and TSan)"
say "test_reentrancy_matrix: one cell in $RK_MATRIX_STRIDE (RK_MATRIX_STRIDE; all of them natively and under ASan)"
for run in "${runs[@]}"; do
    IFS='|' read -r name exe args <<<"$run"
    read -r -a argv <<<"$args"
    memcheck "$name" "$exe" "${argv[@]}"
    vg=$out/$name.vg
    errors=$(errors_of "$vg")
    definite=$(leak definitely "$vg")
    indirect=$(leak indirectly "$vg")
    possible=$(leak possibly "$vg")
    verdict=ok
    if ((status == 99)) || [[ $errors != 0 || $definite != 0/0 || $indirect != 0/0 ]]; then
        verdict=FAIL
        failures+=("$name: memcheck errors $errors, definitely lost $definite, indirectly lost $indirect (exit $status; $vg)")
    elif ((status != 0)); then
        verdict=FAIL
        failures+=("$name exited with $status under valgrind (output: $out/$name.out)")
    fi
    rows+=("$(printf '%-24s %6s s %7s %16s %16s %16s  %s' "$name" "$vg_seconds" "$errors" "$definite" "$indirect" "$possible" "$verdict")")
    say "$name: $verdict ($vg_seconds s)"
done

echo
printf '%-24s %8s %7s %16s %16s %16s  %s\n' executable time errors "definitely lost" "indirectly lost" "possibly lost" result
printf '%-24s %8s %7s %16s %16s %16s\n' "" "" "" "(bytes/blocks)" "(bytes/blocks)" "(bytes/blocks)"
printf '%s\n' "${rows[@]}"
echo
if ((${#failures[@]} > 0)); then
    for failure in "${failures[@]}"; do
        echo "valgrind: $failure" >&2
    done
    for failure in "${failures[@]}"; do
        name=${failure%%[: ]*}
        sed -n '/ERROR SUMMARY\|Invalid\|uninitialised\|definitely lost in\|indirectly lost in/,+25p' \
            "$out/$name.vg" | head -80 >&2
        tail -20 "$out/$name.out" >&2
    done
    die "${#failures[@]} of ${#runs[@]} executables are not clean under memcheck (logs: $out)"
fi
say "passed: ${#runs[@]} executables, no memcheck errors, nothing definitely or indirectly lost ($((SECONDS - started)) s)"
