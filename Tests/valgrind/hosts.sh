#!/usr/bin/env bash
# Valgrind memcheck over the interpreted example hosts: the Python binding and the LuaJIT binding.
#
#   bash Tests/valgrind/hosts.sh python BUILD_DIR [PYTHON3]
#   bash Tests/valgrind/hosts.sh luajit BUILD_DIR [LUAJIT]
#
# BUILD_DIR is a configured and built CMake build (logs go to BUILD_DIR/valgrind/HOST). The library is
# $RK_LIBRARY when set (ctest sets it to the library just built), else BUILD_DIR/librefreshkit.so.1.
# The interpreter is the argument (CMake passes RK_PYTHON3 / RK_LUAJIT) or python3 / luajit on PATH.
# ctest runs this as "valgrind_python" (Examples/python/CMakeLists.txt) and "valgrind_luajit"
# (Examples/luajit/CMakeLists.txt). The C hosts are covered by Tests/valgrind/run.sh (the C tests and
# rk-demo) and the plugin_host_valgrind / cpp_host_valgrind tests.
#
# What runs under memcheck, in order (one interpreter process each):
#   baseline  the interpreter alone, with only its FFI loaded (python -c 'import ctypes'; luajit:
#             require("ffi") and a loop the JIT compiles): what the interpreter reports on its own.
#   planted   a tiny C shared object, built here, loaded by the same interpreter through its FFI: it
#             leaks 64 bytes, writes one byte past an 8-byte block, and returns a value read from
#             never-written heap memory that the script then branches on. All three must be reported
#             against the planted object, or the script fails: the check below cannot see the library.
#   example   Examples/python/example.py, or Examples/luajit/example.lua.
#   tests     python: the pytest suite Examples/python/tests without test_discovery.py and
#             test_http_server.py (the test server's own tests, which load no RefreshKit) (its cases
#             each start a child interpreter, which valgrind does not follow: nothing of it would be
#             checked), with PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 (the tests need no third-party plugin).
#             luajit: the whole Examples/luajit/tests.lua, JIT on (as users run it).
# Each runs as
#   valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect,possible
#            --leak-resolution=low --num-callers=500 --track-origins=yes --keep-debuginfo=yes
#            --fair-sched=yes --xml=yes
# (python with PYTHONMALLOC=malloc, so that CPython's objects are real malloc blocks memcheck can
# check, not pymalloc arenas). The XML report is read here; the script FAILS when
#   - a memcheck error (invalid read/write/free, uninitialised value, overlap, bad syscall parameter,
#     ...) has a frame of the library -- librefreshkit*.so*, or the planted object -- in its stack,
#     in its "allocated/freed at" stacks, or in the origin stack of an uninitialised value;
#   - an error has a stack valgrind could not unwind to its bottom (main, or the thread's start), so
#     that a library frame cannot be ruled out;
#   - any byte is definitely or indirectly lost, whoever allocated it (none is today: see below);
#   - the program fails (exit status), or valgrind's report is incomplete;
#   - valgrind, the interpreter, pytest or a C compiler is missing (it says what to install).
# Other errors -- no library frame in any of their stacks, each unwound to its bottom: the
# interpreter's own (here all inside libpython, see below) -- are not failures: they are counted in
# the table ("interp errors") and listed by top frames in BUILD_DIR/valgrind/HOST/NAME.tolerated.
#
# Evidence for those rules (valgrind 3.19, Debian 12, x86_64):
# - CPython 3.11.7 as built by pyenv reports uninitialised-value errors with no library loaded at all
#   (`python3 -c pass`: 600+ errors, all in libpython). They are false positives of that build's code
#   for small ints: maybe_small_long() reads the unused first digit of an int normalised to 0
#   (0 * digit, which memcheck cannot prove defined), and the undefined-tagged pointer to the small
#   int 0 is then reported wherever it is used (Py_INCREF, the GC's traversals, ...). Their origin is
#   always _PyLong_New in libpython. Importing pytest's hypothesis plugin also gave "Invalid read of
#   size 32" in glibc's __wmemcmp_avx2_movbe under unicode_compare: the AVX2 routine reads whole
#   vectors, and valgrind 3.19 does not intercept it. Both are the interpreter's own; neither
#   involves RefreshKit. Debian's /usr/bin/python3.11 reports neither (-c pass: 0 errors, all heap
#   blocks freed), but has no pytest. A valgrind suppression cannot say "only when no
#   RefreshKit frame is below" (and these reports appear in any stack), so there is no suppression
#   file: the rule above, with --track-origins, attributes each error instead.
# - No interpreter here loses memory on its own: CPython (PYTHONMALLOC=malloc) and Debian's LuaJIT
#   2.1.0-beta3 report 0 bytes definitely/indirectly lost, so every such byte fails. If an interpreter
#   ever does, add Tests/valgrind/hosts.supp with the narrowest entries (frames of the interpreter's
#   own binary/libraries only, never librefreshkit, one comment per entry saying why) and pass it to
#   valgrind below.
# - Debian's LuaJIT keeps Lua objects in its own mmap'd arenas (it is not built with
#   LUAJIT_USE_SYSMALLOC: 10^5 Lua strings make 2 mallocs), which memcheck sees as plain defined
#   memory: no false reports there, whatever LUAJIT_USE_VALGRIND would add (luajit alone: 0 errors,
#   "all heap blocks were freed", JIT on or off). RefreshKit's own memory is malloc'd and fully
#   checked. The JIT stays on (it is on under valgrind too); -joff is not needed.
# - "Possibly lost" is reported, not an error: CPython's GC objects are reachable only through
#   interior pointers at exit (~80,000 blocks, ~9.5 MB under pytest), and the Swift runtime inside
#   the library keeps interior pointers to its metadata caches (160-192 bytes in 3-4 blocks, as in
#   run.sh). The table shows the library's part (blocks whose allocator was called from it) apart.
#
# Time on 2 cores: python ~95 s (baseline ~4 s, planted ~4 s, example ~8 s, pytest ~76 s, of which
# ~15 s are pytest's startup and the leak check), luajit ~5 s; up to twice that while other jobs
# share the machine. If python grows past ~4 min, pass a subset of the pytest files below and say so
# here.
#
# Environment: RK_LIBRARY (see above), VALGRIND (default valgrind on PATH), CC (the compiler for the
# planted object; default cc).
set -euo pipefail

script=$(readlink -f "${BASH_SOURCE[0]}")
here=$(dirname "$script")
root=$(cd "$here/../.." && pwd)
host=${1:-}
build=${2:-}
interpreter=${3:-}
started=$SECONDS

die() {
    echo "valgrind-${host:-hosts}: FAILED: $*" >&2
    exit 1
}
say() { echo "valgrind-$host: $*"; }

[[ $host == python || $host == luajit ]] || die "usage: $0 python|luajit BUILD_DIR [INTERPRETER]"
[[ -n $build && -d $build ]] || die "BUILD_DIR '$build' does not exist: configure and build first (usage: $0 $host BUILD_DIR)"
build=$(cd "$build" && pwd)
out=$build/valgrind/$host
mkdir -p "$out"

# ---- what is needed; a missing tool is a failure that says what to install ----
valgrind=${VALGRIND:-$(command -v valgrind || true)}
[[ -n $valgrind && -x $valgrind ]] ||
    die "valgrind is not installed (Debian: apt-get install valgrind): memcheck cannot run"
cc=${CC:-$(command -v cc || command -v gcc || command -v clang || true)}
[[ -n $cc ]] || die "no C compiler (cc) for the planted-bug object (Debian: apt-get install gcc)"
library=${RK_LIBRARY:-$build/librefreshkit.so.1}
[[ -f $library ]] || die "the library $library does not exist: build it (cmake --build $build) or set RK_LIBRARY"
library_real=$(readlink -f "$library")
# CMake passes RK_PYTHON3 / RK_LUAJIT, which read "...-NOTFOUND" when the interpreter was not found.
[[ $interpreter == *-NOTFOUND ]] && interpreter=
if [[ $host == python ]]; then
    interpreter=${interpreter:-$(command -v python3 || true)}
    [[ -n $interpreter ]] || die "python3 is not installed (Debian: apt-get install python3 python3-pytest)"
    # A pyenv shim or other wrapper is a shell script: valgrind must run the interpreter itself (it
    # does not follow children), so ask Python for its real executable.
    exe=$("$interpreter" -c 'import sys; print(sys.executable)') || die "$interpreter does not run"
    "$exe" -c 'import pytest' 2>/dev/null ||
        die "pytest is not installed for $exe: $exe -m pip install pytest (or: apt-get install python3-pytest)"
    # pymalloc's arenas would hide CPython's objects from memcheck (and make it report reads of them).
    export PYTHONMALLOC=malloc PYTHONDONTWRITEBYTECODE=1
else
    interpreter=${interpreter:-$(command -v luajit || true)}
    [[ -n $interpreter ]] || die "luajit is not installed (Debian: apt-get install luajit)"
    exe=$(readlink -f "$(command -v "$interpreter")")
    cdef_dir=$build/Examples/luajit
    [[ -f $cdef_dir/refreshkit_cdef.lua ]] ||
        die "$cdef_dir/refreshkit_cdef.lua is missing: build the examples (cmake --build $build)"
    export LUA_PATH="$root/Examples/luajit/?.lua;$cdef_dir/?.lua;;"
fi
# Anything but an ELF executable (a wrapper script) would put the shell, not the interpreter, under
# memcheck, and pass without checking anything.
[[ $(head -c 4 "$exe" | od -An -c | tr -d ' \n') == '177ELF' ]] ||
    die "$exe is not an ELF executable (a wrapper script?): give the interpreter binary itself"
export RK_LIBRARY=$library

# --num-callers=500 (the most valgrind allows): CPython's stacks are 100-200 frames deep, and a
# RefreshKit frame under a Python callback must be seen. --track-origins: an uninitialised value made
# by the library but first used inside the interpreter is attributed to the library.
# --keep-debuginfo: LuaJIT unloads its ffi.load'ed libraries at exit, before the leak check; their
# frames must still be named. --leak-resolution=low: one leak record per allocating function (the
# top 2 frames), not per whole stack, or CPython's ~30,000 "possibly lost" GC objects make a
# gigabyte of XML. --fair-sched=yes: valgrind runs one thread at a time, and with its default lock
# a thread that loops (test_context's dispatch loop against four posting threads, each taking the
# GIL in turn) starves the others: that test took 1-65 s from run to run, <1 s with fair scheduling.
vg_flags=(--tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect,possible
    --leak-resolution=low --num-callers=500 --track-origins=yes --keep-debuginfo=yes --fair-sched=yes
    --xml=yes)
# A frame in one of these objects is a frame of "the library".
planted=$out/librk_planted.so
library_re='/librefreshkit[^/]*\.so[^/]*$'

# memcheck NAME COMMAND...: runs COMMAND under memcheck (program output: NAME.out; valgrind's XML
# report: NAME.xml; valgrind's own messages: NAME.vg). Sets status, vg_seconds.
memcheck() {
    local name=$1 t0
    shift
    status=0
    rm -f "$out/$name".{xml,vg,out,failures,tolerated}
    t0=$(date +%s%N)
    "$valgrind" "${vg_flags[@]}" "--xml-file=$out/$name.xml" "--log-file=$out/$name.vg" "$@" \
        >"$out/$name.out" 2>&1 </dev/null || status=$?
    vg_seconds=$((($(date +%s%N) - t0) / 100000000))
    vg_seconds="$((vg_seconds / 10)).$((vg_seconds % 10))"
}

# examine NAME: reads NAME.xml. Writes NAME.failures (every record that fails, with its stacks) and
# NAME.tolerated (errors inside the interpreter only, by their top frames). Prints one line:
#   complete lib_errors truncated_errors interp_errors def_bytes def_blocks ind_bytes ind_blocks
#   pos_bytes pos_blocks poslib_bytes poslib_blocks planted_leak planted_write planted_uninit
# (the last three: records naming the planted object, for the planted run's proof).
examine() {
    awk -v libpath="$library_real" -v libre="$library_re" -v planted="$planted" \
        -v failures="$out/$1.failures" -v tolerated="$out/$1.tolerated" '
    function value(s) {
        sub(/^[^>]*>/, "", s); sub(/<[^<]*$/, "", s)
        gsub(/&lt;/, "<", s); gsub(/&gt;/, ">", s); gsub(/&quot;/, "\"", s); gsub(/&apos;/, "'\''", s)
        gsub(/&amp;/, "\\&", s)
        return s
    }
    # The bottom of a fully unwound stack: main thread, or a thread started by pthread_create.
    function bottom(f) { return f ~ /^(main|\(below main\)|start_thread|clone3?|__clone3?|_start)$/ }
    /<error>/ { inerr = 1; n++; kind[n] = ""; lib[n] = 0; bylib[n] = 0; pl[n] = 0; whole[n] = 1; top[n] = ""
                bytes[n] = 0; blocks[n] = 0; text[n] = ""; stacks = 0; next }
    inerr && /<unique>/ { uniq[n] = value($0) }
    inerr && /<kind>/ { kind[n] = value($0) }
    inerr && (/<what>/ || /<auxwhat>/ || /<text>/) { text[n] = text[n] "  " value($0) "\n" }
    inerr && /<leakedbytes>/ { bytes[n] = value($0) }
    inerr && /<leakedblocks>/ { blocks[n] = value($0) }
    inerr && /<stack>/ { instack = 1; stacks++; last = ""; depth = 0; caller = 0 }
    inerr && instack && /<frame>/ { fn = "?"; obj = "?"; file = "" }
    inerr && instack && /<obj>/ { obj = value($0) }
    inerr && instack && /<fn>/ { fn = value($0) }
    inerr && instack && /<file>/ { file = value($0) }
    inerr && instack && /<line>/ { file = file ":" value($0) }
    inerr && instack && /<\/frame>/ {
        last = fn
        if (obj == libpath || obj ~ libre || obj == planted) lib[n] = 1
        if (obj == planted) pl[n] = 1
        # A leaked block was allocated by the library when the caller of the allocator is in it.
        if (stacks == 1 && !caller && obj !~ /vgpreload_memcheck/) {
            caller = 1
            if (obj == libpath || obj ~ libre) bylib[n] = 1
        }
        if (stacks == 1 && depth < 4) top[n] = top[n] (depth ? " < " : "") fn
        if (depth++ < 40) text[n] = text[n] "    " fn " (" (file != "" ? file : obj) ")\n"
    }
    inerr && /<\/stack>/ { instack = 0; if (!bottom(last)) whole[n] = 0
                           if (depth > 40) text[n] = text[n] "    ... " depth - 40 " more frames\n" }
    /<\/error>/ { inerr = 0 }
    /<errorcounts>/ { incounts = 1 }
    /<\/errorcounts>/ { incounts = 0 }
    incounts && /<count>/ { c = value($0) }
    incounts && /<unique>/ { count[value($0)] = c }
    /<\/valgrindoutput>/ { complete = 1 }
    END {
        for (i = 1; i <= n; i++) {
            times = (uniq[i] in count) ? count[uniq[i]] : 1
            if (kind[i] ~ /^Leak_/) {
                if (kind[i] == "Leak_DefinitelyLost") { db += bytes[i]; dk += blocks[i] }
                else if (kind[i] == "Leak_IndirectlyLost") { ib += bytes[i]; ik += blocks[i] }
                else if (kind[i] == "Leak_PossiblyLost") {
                    pb += bytes[i]; pk += blocks[i]
                    if (bylib[i]) { plb += bytes[i]; plk += blocks[i] }
                    continue
                } else continue
                if (pl[i] && kind[i] == "Leak_DefinitelyLost" && bytes[i] == 64) pleak++
                verdict = "lost"
            } else if (lib[i]) {
                le += times; verdict = "library"
                if (pl[i] && kind[i] == "InvalidWrite") pwrite++
                if (pl[i] && kind[i] ~ /^Uninit/) puninit++
            } else if (!whole[i]) {
                ue += times; verdict = "stack not unwound to its bottom: a library frame cannot be ruled out"
            } else {
                ie += times
                tol[kind[i] ": " top[i]] += times
                continue
            }
            printf "%s (%s, %d time(s)):\n%s\n", kind[i], verdict, times, text[i] > failures
        }
        for (t in tol) printf "%6d  %s\n", tol[t], t > tolerated
        printf "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", complete, le, ue, ie, db, dk, ib, ik,
            pb, pk, plb, plk, pleak, pwrite, puninit
    }' "$out/$1.xml"
}

# ---- 1. The planted object ----
cat >"$out/planted.c" <<'EOF'
/* Three bugs for the check to catch, each in this object's own frames. */
#include <stdlib.h>
int rk_planted_leak(void) { /* the only pointer to 64 bytes is dropped */
    void *volatile p = malloc(64);
    p = NULL;
    return 0;
}
int rk_planted_overflow(void) { /* one byte past an 8-byte block (lands in valgrind's redzone) */
    char *volatile p = malloc(8);
    p[8] = 1;
    free(p);
    return 0;
}
int rk_planted_uninit(void) { /* a value read from never-written heap memory, for the caller */
    int *volatile p = malloc(sizeof *p);
    int value = *p;
    free(p);
    return value;
}
EOF
"$cc" -g -O0 -shared -fPIC "$out/planted.c" -o "$planted" || die "$cc cannot build the planted-bug object"


# The host's programs: the interpreter alone, the planted bugs, the example, the tests.
if [[ $host == python ]]; then
    cat >"$out/planted.py" <<'EOF'
import ctypes, sys
lib = ctypes.CDLL(sys.argv[1])
lib.rk_planted_leak()
lib.rk_planted_overflow()
if lib.rk_planted_uninit() == 12345:  # branches on the uninitialised value
    print("unlikely")
EOF
    baseline=("$exe" -c "import ctypes")
    planted_run=("$exe" "$out/planted.py" "$planted")
    example=("$exe" "$root/Examples/python/example.py")
    tests=("$exe" -m pytest -q -p no:cacheprovider "$root/Examples/python/tests"
        "--ignore=$root/Examples/python/tests/test_discovery.py"
        # The loopback test server's own tests never load RefreshKit.
        "--ignore=$root/Examples/python/tests/test_http_server.py")
    # No third-party pytest plugins: the tests use none, and loading them dominated the run (the
    # hypothesis plugin: ~50 s of imports and assertion rewriting under memcheck).
    export PYTEST_DISABLE_PLUGIN_AUTOLOAD=1
else
    cat >"$out/planted.lua" <<'EOF'
local ffi = require("ffi")
ffi.cdef[[int rk_planted_leak(void); int rk_planted_overflow(void); int rk_planted_uninit(void);]]
local lib = ffi.load(arg[1])
lib.rk_planted_leak()
lib.rk_planted_overflow()
if lib.rk_planted_uninit() == 12345 then print("unlikely") end -- branches on the uninitialised value
EOF
    # Some allocation, and a loop hot enough for the JIT to compile it.
    baseline=("$exe" -e 'local ffi = require("ffi"); local t = {}; for i = 1, 10000 do t[i] = tostring(i) end')
    planted_run=("$exe" "$out/planted.lua" "$planted")
    example=("$exe" "$root/Examples/luajit/example.lua")
    tests=("$exe" "$root/Examples/luajit/tests.lua")
fi

# verdict NAME: examines NAME's report and adds its table row. Sets: verdict (ok or FAIL), reason,
# and the figures of examine.
rows=()
verdict() {
    local name=$1 summary
    summary=$(examine "$name") || die "cannot read $out/$name.xml"
    read -r complete lib_errors truncated_errors interp_errors def_bytes def_blocks ind_bytes ind_blocks \
        pos_bytes pos_blocks poslib_bytes poslib_blocks planted_leak planted_write planted_uninit <<<"$summary"
    verdict=ok
    reason=
    if ((complete != 1)); then
        verdict=FAIL reason="valgrind's report is incomplete (exit $status; $out/$name.vg)"
    elif ((lib_errors + truncated_errors > 0 || def_bytes + ind_bytes > 0)); then
        verdict=FAIL
        reason="$lib_errors error(s) in the library, $truncated_errors with a truncated stack, $def_bytes bytes definitely and $ind_bytes indirectly lost"
    elif ((status != 0)); then
        verdict=FAIL reason="exited with $status under valgrind (output: $out/$name.out)"
    fi
    rows+=("$(printf '%-9s %7s s %8s %8s %14s %14s %14s %10s  %s' "$name" "$vg_seconds" "$lib_errors" \
        "$((interp_errors + truncated_errors))" "$def_bytes/$def_blocks" "$ind_bytes/$ind_blocks" \
        "$pos_bytes/$pos_blocks" "$poslib_bytes/$poslib_blocks" "$verdict")")
}

# report NAME: prints what failed in NAME.
report() {
    head -c 12000 "$out/$1.failures" >&2 2>/dev/null || true
    echo "--- last lines of the program's output ($out/$1.out):" >&2
    tail -n 20 "$out/$1.out" >&2
}

say "interpreter: $exe; library: $library_real"

# ---- 2. The interpreter alone: its own errors are tolerated (see the top), a leak is not ----
memcheck baseline "${baseline[@]}"
verdict baseline
if [[ $verdict != ok ]]; then
    report baseline
    die "the interpreter alone is not clean under memcheck ($reason); if it loses memory by itself, see \"hosts.supp\" at the top of $script"
fi
say "baseline: the interpreter alone: $interp_errors error(s) of its own, nothing lost ($vg_seconds s)"

# ---- 3. The check must work here: the planted bugs are reported against the planted object ----
memcheck planted "${planted_run[@]}"
verdict planted
if ((status != 0)) || [[ $verdict != FAIL ]] || ((planted_leak < 1 || planted_write < 1 || planted_uninit < 1)); then
    cat "$out/planted.failures" "$out/planted.out" >&2 2>/dev/null || true
    die "memcheck did not catch the planted bugs in $planted (exit $status; leak $planted_leak, invalid write $planted_write, uninitialised value $planted_uninit): the check cannot see a library loaded by $exe"
fi
say "memcheck works with $exe: the planted leak (64 bytes), invalid write and uninitialised value were caught ($vg_seconds s)"

# ---- 4. The example and the tests ----
failed=()
for name in example tests; do
    if [[ $name == example ]]; then argv=("${example[@]}"); else argv=("${tests[@]}"); fi
    say "$name: ${argv[*]}"
    memcheck "$name" "${argv[@]}"
    verdict "$name"
    say "$name: $verdict ($vg_seconds s)"
    [[ $verdict == ok ]] || failed+=("$name: $reason")
    if [[ $name == tests ]]; then
        tail -n 1 "$out/$name.out" | sed "s/^/valgrind-$host:   /"
    fi
done

echo
printf '%-9s %9s %8s %8s %14s %14s %14s %10s  %s\n' run time "library" "interp" "definitely" "indirectly" \
    "possibly" "(library)" result
printf '%-9s %9s %8s %8s %14s %14s %14s %10s\n' "" "" errors errors "lost" "lost" "lost" "possibly"
printf '%s\n' "${rows[@]}"
echo "(lost: bytes/blocks; the planted run must FAIL; interpreter-only errors: $out/*.tolerated)"
echo
if ((${#failed[@]} > 0)); then
    for failure in "${failed[@]}"; do
        echo "valgrind-$host: ${failure}" >&2
        report "${failure%%:*}"
    done
    die "${#failed[@]} run(s) are not clean under memcheck (logs: $out)"
fi
say "passed: the example and the tests load RefreshKit through $host with no memcheck error in the library and nothing definitely or indirectly lost ($((SECONDS - started)) s)"
