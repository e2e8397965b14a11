#!/usr/bin/env bash
# The demo command: bash Examples/demo.sh [rk-demo options]
#
# Needs only what the demo needs: the Swift 6.3 toolchain (on PATH, or in /opt/swift), and cmake,
# ninja-build, pkg-config, libffi-dev and gcc, which it installs with apt-get when they are missing
# and it runs as root (naming them first; otherwise it says what to install). No test tools, and
# nothing from PyPI. Then it configures the CMake build in build/ if needed, builds just rk-demo and
# the library it links, showing the build's progress (the full output goes to
# build/demo-build.log, and is shown if the build fails), and runs rk-demo with the given arguments
# from the current directory. Without arguments it then names the other modes' commands
# (rk-demo --auto-footer and --chat; the keys a and m switch to them during the run).
#
# Environment: RK_BUILD_DIR (default build), RK_JOBS (default 2).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${RK_BUILD_DIR:-$root/build}
log=$build_dir/demo-build.log

# shellcheck source=../Tests/deps.sh
source "$root/Tests/deps.sh"
echo "demo: needs Swift $RK_MINIMUM_SWIFT, cmake, ninja-build, pkg-config, libffi-dev and gcc" >&2
rk_ensure_build_deps || exit 1

# build_with_progress COMMAND...: runs a configure or build command with its output in the log,
# and shows what it is doing: on a terminal one status line, updated every second; elsewhere each
# finished step as a line, and a line every 10 s while a long step runs.
build_with_progress() {
    local tty=0 started=$SECONDS last_line="" last_print=$SECONDS status=0
    [[ -t 2 ]] && tty=1
    "$@" >>"$log" 2>&1 &
    local pid=$!
    while kill -0 "$pid" 2>/dev/null; do
        sleep 1
        local line
        # The newest step ninja reported ("[3/7] Building ..."), or CMake's newest "-- ..." line.
        line=$(grep -aE '^\[[0-9]+/[0-9]+\] |^-- ' "$log" 2>/dev/null | grep -v 'Re-checking globbed' | tail -n 1) || true
        # "[4/7] Linking ..." (ninja reports a step when it ends) -> "4/7 done: Linking ...", cut to fit.
        [[ $line =~ ^\[([0-9]+/[0-9]+)\]\ (.*) ]] && line="${BASH_REMATCH[1]} done: ${BASH_REMATCH[2]}"
        line=${line:0:70}
        local elapsed=$((SECONDS - started))
        if ((tty)); then
            printf '\r\033[K  %3ds  %s' "$elapsed" "${line:-starting}" >&2
        elif [[ -n $line && $line != "$last_line" ]]; then
            printf '  %3ds  %s\n' "$elapsed" "$line" >&2
            last_print=$SECONDS
        elif ((SECONDS - last_print >= 10)); then
            # ninja reports a step when it ends: say how many are still to come.
            local to_go=""
            if [[ $line =~ ^([0-9]+)/([0-9]+)\ done ]]; then
                to_go=" ($((BASH_REMATCH[2] - BASH_REMATCH[1])) of ${BASH_REMATCH[2]} steps to go)"
            fi
            printf '  %3ds  ... still working%s\n' "$elapsed" "$to_go" >&2
            last_print=$SECONDS
        fi
        last_line=$line
    done
    wait "$pid" || status=$?
    ((tty)) && printf '\r\033[K' >&2
    return "$status"
}

mkdir -p "$build_dir"
: >"$log"
if [[ ! -f $build_dir/CMakeCache.txt ]]; then
    echo "demo: configuring the build in $build_dir (log: $log)" >&2
    # The demo's build only: no tests registered, no test tools looked for.
    if ! build_with_progress cmake -G Ninja -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release \
        -DRK_BUILD_TESTS=OFF; then
        cat "$log" >&2
        echo "demo: configuring the build failed (output above, also in $log)" >&2
        exit 1
    fi
fi
if [[ -e $build_dir/librefreshkit.so.1 ]]; then
    echo "demo: building rk-demo" >&2
else
    echo "demo: building librefreshkit.so.1 and rk-demo (a first build takes about a minute)" >&2
fi
if ! build_with_progress cmake --build "$build_dir" -j"${RK_JOBS:-2}" --target rk-demo; then
    cat "$log" >&2
    echo "demo: building rk-demo failed (output above, also in $log)" >&2
    exit 1
fi

status=0
"$build_dir/Examples/rk-demo" "$@" || status=$?
# The Quick start's run shows the back footer; the auto footer and the chat are one option (or key) away.
if (($# == 0 && status == 0)); then
    echo "demo: the auto footer (loads as the end comes into view): bash Examples/demo.sh --auto-footer" >&2
    echo "demo: the chat (loads older messages at the top, anchored): bash Examples/demo.sh --chat" >&2
fi
exit "$status"
