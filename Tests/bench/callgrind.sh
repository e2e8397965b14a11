#!/usr/bin/env bash
# Instructions per operation of every rk-bench case, by valgrind's callgrind: the primary figure of
# BENCHMARKS.md (exact, and the same on a busy machine, where nanoseconds are not).
#
#   bash Tests/bench/callgrind.sh [BUILD_DIR] [--only TEXT] [-j JOBS]
#
# Each case runs twice, as `rk-bench --case NAME --n N` with N1 and N2 = 3 x N1, under
# `valgrind --tool=callgrind --instr-atstart=no`: rk-bench switches instrumentation on around the N
# operations only (set-up and warm-up run uninstrumented), and the difference
# (I(N2) - I(N1)) / (N2 - N1) cancels what is paid once per run (thread start, the first pass
# through cold code). Instrumentation is process-wide: for the worker -> loop cases the count is
# every thread's (worker, loop, and for the peer libdispatch's), which is the cost of the event.
# dlopen + first call is rk-bench-load with the library minus rk-bench-load without it.
#
# The worker -> loop cases (binder.*) are not exact even so: whether a burst takes one wakeup or two,
# and whether a futex takes its slow path, varies by a few percent from run to run. They run
# RKB_CALLGRIND_REPEAT times (default 3); the table gives the median and the spread (min-max).
#
# Prints Markdown: the table (Ir/op, heap allocations/op, ratios and differences against the peers)
# and every target of `rk-bench --targets` (docs/ARCHITECTURE.md §5), each met or not, or "not
# measured" when rk-bench has no case for it yet. The library loaded and sized is RKB_LIBRARY when set
# (run.sh sets it to the installed, stripped one), else the build tree's. With RKB_PYTHON set to a
# Python 3 interpreter (run.sh passes the venv's), the asyncio adapter's cases of
# Tests/bench/adapter_asyncio.py are measured too. Exits non-zero if a run fails (not when a target is
# missed).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build_dir="$root/build-bench"
only=""
jobs=${RKB_CALLGRIND_JOBS:-2}
repeat_threaded=${RKB_CALLGRIND_REPEAT:-3}
while (($#)); do
    case $1 in
        --only) only=$2; shift 2 ;;
        -j) jobs=$2; shift 2 ;;
        -h|--help) sed -n '2,25p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) build_dir=$1; shift ;;
    esac
done
bench="$build_dir/Tests/bench/rk-bench"
loader="$build_dir/Tests/bench/rk-bench-load"
if [[ ! -x $bench || ! -x $loader ]]; then
    echo "callgrind.sh: no $bench (build with -DRK_BUILD_BENCHMARKS=ON, or run Tests/bench/run.sh)" >&2
    exit 2
fi
if ! command -v valgrind >/dev/null 2>&1; then
    echo "callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2
    exit 2
fi
library=$(find "$build_dir" -maxdepth 1 -name 'librefreshkit.so.*.*.*' -type f | head -n 1)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Swift's hashing is seeded per process unless told otherwise: the peer's dictionaries would then
# take a different number of probes in each run.
export SWIFT_DETERMINISTIC_HASHING=1

# measure TAG N ARGS...: runs ARGS under callgrind and writes "<Ir> <program output>" to TAG.N.
measure() {
    local tag=$1 n=$2
    shift 2
    local out="$work/$tag.$n"
    if ! valgrind --tool=callgrind --fair-sched=yes --callgrind-out-file="$out.cg" "$@" >"$out.stdout" 2>"$out.stderr"; then
        echo "callgrind.sh: failed: $*" >&2
        tail -n 20 "$out.stderr" >&2
        return 1
    fi
    local ir
    # "totals:" is the whole run's count (with --instr-atstart=no "summary:" may say 0).
    ir=$(sed -nE 's/^totals: *([0-9]+).*/\1/p' "$out.cg" | head -n 1)
    echo "${ir:-0} $(tail -n 1 "$out.stdout")" >"$out"
}

mapfile -t cases < <("$bench" --list)
# The asyncio adapter's cases (Tests/bench/adapter_asyncio.py), when RKB_PYTHON names an interpreter
# (run.sh passes the venv's): Python has no client request to switch instrumentation on, so they
# count from the start; the difference of the two N cancels the interpreter's start and imports.
declare -A python_case=()
python_script=$here/adapter_asyncio.py
if [[ -n ${RKB_PYTHON:-} ]]; then
    mapfile -t python_cases < <(RK_LIBRARY=$library "$RKB_PYTHON" "$python_script" --list)
    if ((${#python_cases[@]} == 0)); then
        echo "callgrind.sh: $RKB_PYTHON $python_script --list listed nothing" >&2
        failed=1
    fi
    for line in "${python_cases[@]}"; do python_case[${line%%$'\t'*}]=1; done
    cases+=("${python_cases[@]}")
fi
declare -a names=()
failed=${failed:-0}
running=0
# launch ARGS...: measure ARGS in the background, at most $jobs at a time.
launch() {
    measure "$@" &
    running=$((running + 1))
    if ((running >= jobs)); then
        wait -n || failed=1
        running=$((running - 1))
    fi
}
for line in "${cases[@]}"; do
    IFS=$'\t' read -r name group n1 peers what <<<"$line"
    if [[ -n $only && $name != *"$only"* && $group != *"$only"* ]]; then continue; fi
    names+=("$name")
    repeats=1
    [[ $name == binder.* ]] && repeats=$repeat_threaded
    for ((r = 1; r <= repeats; r++)); do
        for n in "$n1" $((3 * n1)); do
            if [[ -n ${python_case[$name]:-} ]]; then
                RK_LIBRARY=$library PYTHONHASHSEED=0 launch "$name.$r" "$n" "$RKB_PYTHON" "$python_script" \
                    --case "$name" --n "$n"
            else
                launch "$name.$r" "$n" --instr-atstart=no "$bench" --case "$name" --n "$n"
            fi
        done
    done
done
if [[ -z $only || load == *"$only"* ]]; then
    launch load.none 1 "$loader" --none
    launch load.library 1 "$loader" --no-context "${RKB_LIBRARY:-$library}"
fi
while ((running > 0)); do
    wait -n || failed=1
    running=$((running - 1))
done
wait || failed=1

# name -> Ir/op (the median over the repetitions), its spread, allocs/op
declare -A ir_per_op=() spread_of=() lo_of=() hi_of=() allocs_per_op=() peers_of=() what_of=() group_of=()
for line in "${cases[@]}"; do
    IFS=$'\t' read -r name group n1 peers what <<<"$line"
    peers_of[$name]=$peers
    what_of[$name]=$what
    group_of[$name]=$group
    samples=()
    allocs=""
    for ((r = 1; ; r++)); do
        [[ -f $work/$name.$r.$n1 && -f $work/$name.$r.$((3 * n1)) ]] || break
        read -r i1 rest1 <"$work/$name.$r.$n1"
        read -r i2 rest2 <"$work/$name.$r.$((3 * n1))"
        samples+=("$(awk -v a="$i1" -v b="$i2" -v n="$n1" 'BEGIN { printf "%.1f", (b - a) / (2 * n) }')")
        a1=$(sed -nE 's/.*allocations=([0-9]+).*/\1/p' <<<"$rest1")
        a2=$(sed -nE 's/.*allocations=([0-9]+).*/\1/p' <<<"$rest2")
        if [[ -n $a1 && -n $a2 ]]; then
            allocs=$(awk -v a="$a1" -v b="$a2" -v n="$n1" 'BEGIN { printf "%.2f", (b - a) / (2 * n) }')
        else
            allocs="-" # not counted (the Python cases)
        fi
    done
    ((${#samples[@]})) || continue
    mapfile -t sorted < <(printf '%s\n' "${samples[@]}" | sort -g)
    count=${#sorted[@]}
    ir_per_op[$name]=${sorted[$((count / 2))]}
    lo_of[$name]=${sorted[0]}
    hi_of[$name]=${sorted[$((count - 1))]}
    ((count > 1)) && spread_of[$name]="${sorted[0]}-${sorted[$((count - 1))]}"
    allocs_per_op[$name]=$allocs
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0 && b > 0) printf "%.2f", a / b; else print "-" }'; }
difference() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.0f", a - b }'; }

echo "## callgrind: instructions per operation ((I(3N) - I(N)) / 2N, all threads; binder.*: median of $repeat_threaded, spread min-max)"
group=""
for name in "${names[@]}"; do
    [[ -n ${ir_per_op[$name]:-} ]] || continue
    if [[ ${group_of[$name]} != "$group" ]]; then
        group=${group_of[$name]}
        printf '\n**%s**\n\n| case | what | Ir/op | spread | allocs/op | vs peers |\n|---|---|---:|---:|---:|---|\n' "$group"
    fi
    versus=""
    if [[ ${peers_of[$name]} != "-" ]]; then
        IFS=',' read -ra peer_list <<<"${peers_of[$name]}"
        for peer in "${peer_list[@]}"; do
            [[ -n ${ir_per_op[$peer]:-} ]] || continue
            versus+="${versus:+, }$(ratio "${ir_per_op[$name]}" "${ir_per_op[$peer]}")x ($(difference \
                "${ir_per_op[$name]}" "${ir_per_op[$peer]}")) $peer"
        done
    fi
    spread=${spread_of[$name]:-exact}
    # One run of a Python case: the interpreter's own work varies by a few instructions per op.
    [[ -n ${python_case[$name]:-} && -z ${spread_of[$name]:-} ]] && spread="one run"
    printf '| %s | %s | %s | %s | %s | %s |\n' "$name" "${what_of[$name]}" "${ir_per_op[$name]}" \
        "$spread" "${allocs_per_op[$name]}" "$versus"
done

if [[ -f $work/load.none.1 && -f $work/load.library.1 ]]; then
    read -r base _ <"$work/load.none.1"
    read -r loaded _ <"$work/load.library.1"
    load_ir=$((loaded - base))
    printf '\n**loading**: dlopen + first call (dlsym rk_get_api, rk_get_api, rk_version) of %s: %s instructions\n' \
        "${RKB_LIBRARY:-$library}" "$load_ir"
fi

echo
echo "**Targets (docs/ARCHITECTURE.md §5) by instructions (primary)**"
echo
echo "| target | figure | limit | met |"
echo "|---|---:|---:|---|"
# ratio_range CASE PEER: " (a-b over the repetitions)" for repeated cases, else nothing.
ratio_range() {
    [[ -n ${spread_of[$1]:-} || -n ${spread_of[$2]:-} ]] || return 0
    awk -v lc="${lo_of[$1]}" -v hc="${hi_of[$1]}" -v lp="${lo_of[$2]}" -v hp="${hi_of[$2]}" \
        'BEGIN { printf " (range %.3f-%.3f)", lc / hp, hc / lp }'
}
# verdict MEDIAN_RATIO LOW HIGH RANGE: yes/no by the median; a miss whose range over the repetitions
# reaches the band is said to be within the noise.
verdict() {
    awk -v r="$1" -v lo="$2" -v hi="$3" -v range="$4" 'BEGIN {
        if (r >= lo && r <= hi) { print "yes"; exit }
        if (match(range, /[0-9.]+-[0-9.]+/)) {
            split(substr(range, RSTART, RLENGTH), b, "-")
            if (b[2] + 0 >= lo && b[1] + 0 <= hi) { print "no, within noise (the range reaches the limit)"; exit }
        }
        print "no" }'
}

# A target whose case (or peer) rk-bench does not have is listed as not measured; one left out by
# --only is skipped.
declare -A known=()
for line in "${cases[@]}"; do known[${line%%$'\t'*}]=1; done
while IFS=$'\t' read -r kind name peer limit text; do
    case $kind in
        load)
            if [[ -n ${load_ir:-} ]]; then
                printf '| %s | %s instructions (the milliseconds: rk-bench'"'"'s table) | < %s ms | see the table |\n' \
                    "$text" "$load_ir" "$limit"
            fi
            continue ;;
        size)
            if [[ -z $only || load == *"$only"* ]]; then
                size_file=${RKB_LIBRARY:-$library}
                bytes=$(stat -c %s "$size_file")
                sections=$(readelf -S --wide "$size_file")
                strip_state=stripped
                grep -qE '\s\.(symtab|debug_[a-z_]+|zdebug_[a-z_]+)\s' <<<"$sections" && strip_state="NOT stripped"
                met=$(awk -v b="$bytes" -v l="$limit" -v s="$strip_state" 'BEGIN { print (b <= l && s == "stripped") ? "yes" : "no" }')
                printf '| %s (%s) | %s bytes, %s | <= %.0f bytes, stripped | %s |\n' "$text" "$size_file" "$bytes" \
                    "$strip_state" "$limit" "$met"
            fi
            continue ;;
    esac
    if [[ -z ${known[$name]:-} || ( $peer != "-" && -z ${known[$peer]:-} ) ]]; then
        label=$name
        [[ $peer != "-" ]] && label+=" / $peer"
        printf '| %s (%s) | no such case yet | | not measured |\n' "$text" "$label"
        continue
    fi
    figure=${ir_per_op[$name]:-}
    [[ -n $figure ]] || continue
    case $kind in
        ratio)
            [[ -n ${ir_per_op[$peer]:-} ]] || continue
            r=$(ratio "$figure" "${ir_per_op[$peer]}")
            range=$(ratio_range "$name" "$peer")
            met=no
            [[ $r != "-" ]] && met=$(verdict "$r" 0 "$limit" "$range")
            printf '| %s (%s / %s) | %sx%s (%s / %s Ir) | %sx | %s |\n' "$text" "$name" "$peer" "$r" "$range" \
                "$figure" "${ir_per_op[$peer]}" "$limit" "$met" ;;
        above)
            [[ -n ${ir_per_op[$peer]:-} ]] || continue
            d=$(awk -v a="$figure" -v b="${ir_per_op[$peer]}" 'BEGIN { printf "%.0f", a - b }')
            met=$(awk -v d="$d" -v l="$limit" 'BEGIN { print (d <= l) ? "yes" : "no" }')
            printf '| %s (%s - %s) | +%s (%s - %s Ir) | <= +%s Ir | %s |\n' "$text" "$name" "$peer" "$d" \
                "$figure" "${ir_per_op[$peer]}" "$limit" "$met" ;;
        flat)
            [[ -n ${ir_per_op[$peer]:-} ]] || continue
            r=$(awk -v a="$figure" -v b="${ir_per_op[$peer]}" 'BEGIN { printf "%.3f", a / b }')
            range=$(ratio_range "$name" "$peer")
            met=$(verdict "$r" "$(awk -v l="$limit" 'BEGIN { print 1 - l }')" \
                "$(awk -v l="$limit" 'BEGIN { print 1 + l }')" "$range")
            printf '| %s (%s / %s) | %sx%s (%s / %s Ir) | 1 +/- %s | %s |\n' "$text" "$name" "$peer" "$r" "$range" \
                "$figure" "${ir_per_op[$peer]}" "$limit" "$met" ;;
        noop)
            allocs=${allocs_per_op[$name]}
            met=$(awk -v f="$figure" -v l="$limit" -v a="$allocs" 'BEGIN { print (f < l && a == 0) ? "yes" : "no" }')
            printf '| %s (%s) | %s Ir, %s allocs | < %s Ir, 0 allocs | %s |\n' "$text" "$name" "$figure" "$allocs" \
                "$limit" "$met" ;;
        noalloc)
            allocs=${allocs_per_op[$name]}
            met=$(awk -v a="$allocs" 'BEGIN { print (a == 0) ? "yes" : "no" }')
            printf '| %s (%s) | %s Ir, %s allocs | 0 allocs | %s |\n' "$text" "$name" "$figure" "$allocs" "$met" ;;
        atmost)
            met=$(awk -v f="$figure" -v l="$limit" 'BEGIN { print (f <= l) ? "yes" : "no" }')
            printf '| %s (%s) | %s Ir, %s allocs | <= %s Ir | %s |\n' "$text" "$name" "$figure" \
                "${allocs_per_op[$name]}" "$limit" "$met" ;;
    esac
done < <("$bench" --targets)

if ((failed)); then
    echo "callgrind.sh: some runs failed (see above)" >&2
    exit 1
fi
