#!/usr/bin/env bash
# Where one rk-bench case's instructions go, per operation: the profile BENCHMARKS.md shows for a
# missed target.
#
#   bash Tests/bench/profile.sh [BUILD_DIR] CASE [--n N] [--top K]
#
# Runs `rk-bench --case CASE --n N` (default N: the case's callgrind N) under
# `valgrind --tool=callgrind --instr-atstart=no`: instrumentation is on around the N operations only,
# as in callgrind.sh. Prints a Markdown table of the K functions (default 25) with the most inclusive
# instructions, each count divided by N: inclusive Ir/op (the function and what it calls) and self
# Ir/op (its own instructions), Swift names demangled (`swift demangle --simplified`). The first
# rows are the harness loop (main, run_checked, the case's run function) and the exported function;
# a worker thread's functions are under start_thread. Unnamed rows (0x...) are in stripped system
# libraries (libffi's internals). One-time costs inside the N operations are divided by N too.
# The callgrind output file is kept in BUILD_DIR/profiles/CASE.cg for callgrind_annotate.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build_dir="$root/build-bench"
name=""
n=""
top=25
while (($#)); do
    case $1 in
        --n) n=$2; shift 2 ;;
        --top) top=$2; shift 2 ;;
        -h|--help) sed -n '2,15p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *)
            if [[ -z $name && -d $1 && -f $1/CMakeCache.txt ]]; then build_dir=$1; else name=$1; fi
            shift ;;
    esac
done
bench="$build_dir/Tests/bench/rk-bench"
[[ -x $bench ]] || { echo "profile.sh: no $bench (build with -DRK_BUILD_BENCHMARKS=ON)" >&2; exit 2; }
[[ -n $name ]] || { echo "usage: profile.sh [BUILD_DIR] CASE [--n N] [--top K]" >&2; exit 2; }
line=$("$bench" --list | awk -F'\t' -v c="$name" '$1 == c')
[[ -n $line ]] || { echo "profile.sh: rk-bench has no case $name (see rk-bench --list)" >&2; exit 2; }
[[ -n $n ]] || n=$(cut -f3 <<<"$line")
command -v valgrind >/dev/null 2>&1 || { echo "profile.sh: valgrind is not installed" >&2; exit 2; }
demangle=(cat)
if command -v swift >/dev/null 2>&1 && swift demangle --help >/dev/null 2>&1; then
    demangle=(swift demangle --simplified)
fi

mkdir -p "$build_dir/profiles"
out="$build_dir/profiles/$name.cg"
export SWIFT_DETERMINISTIC_HASHING=1
if ! valgrind --tool=callgrind --instr-atstart=no --fair-sched=yes --callgrind-out-file="$out" \
    "$bench" --case "$name" --n "$n" >"$out.stdout" 2>"$out.stderr"; then
    echo "profile.sh: the run failed:" >&2
    tail -n 20 "$out.stderr" >&2
    exit 1
fi

# "  1,234 (12.3%)  file:function [object]" -> "count<TAB>function"
rows() {
    callgrind_annotate --inclusive="$1" --threshold=100 "$out" 2>/dev/null |
        sed -nE 's/^ *([0-9,]+) +\([ 0-9.]+%\) +([^ ].*)$/\1\t\2/p' | grep -v 'PROGRAM TOTALS' |
        sed -E 's/\t\?\?\?:/\t/; s/ \[[^]]*\]$//' | tr -d ','
}
declare -A self=()
while IFS=$'\t' read -r count function; do self[$function]=$count; done < <(rows no)

total=$(callgrind_annotate "$out" 2>/dev/null | sed -nE 's/^ *([0-9,]+) +\(100.0%\) +PROGRAM TOTALS.*/\1/p' | tr -d ',')
allocations=$(tail -n 1 "$out.stdout" | sed -nE 's/.*allocations=([0-9]+).*/\1/p')
echo "**profile of $name** ($(cut -f5 <<<"$line")): Ir per operation over N = $n:" \
    "$(awk -v t="${total:-0}" -v n="$n" 'BEGIN { printf "%.1f", t / n }') in all (every thread; each thread's" \
    "functions are under its own root: main, start_thread), $(awk -v a="${allocations:-0}" -v n="$n" 'BEGIN { printf "%.2f", a / n }') allocations"
echo
echo "| inclusive Ir/op | self Ir/op | function |"
echo "|---:|---:|---|"
rows yes | head -n "$top" | while IFS=$'\t' read -r count function; do
    awk -v c="$count" -v s="${self[$function]:-0}" -v n="$n" -v f="$function" \
        'BEGIN { gsub(/\|/, "\\|", f); printf "| %.1f | %.1f | `%s` |\n", c / n, s / n, f }'
done | "${demangle[@]}"
