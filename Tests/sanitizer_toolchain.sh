# The Swift toolchain and the instrumented library of Tests/asan/run.sh, Tests/tsan/run.sh and
# Tests/fuzz/run.sh. Source it, then call rk_sanitizer_toolchain with what cannot run without it:
#
#   source "$root/Tests/sanitizer_toolchain.sh"
#   rk_sanitizer_toolchain "AddressSanitizer cannot run"
#
# It finds swiftc (on PATH, else in $RK_SWIFT_ROOT/usr/bin, default /opt/swift) and sets
#   swiftc      that swiftc
#   toolbin     the toolchain's bin directory (swiftc's real location, symlinks resolved)
#   clang       the toolchain's clang: its sanitizer runtimes and libFuzzer are the ones that match
#               swiftc's instrumentation, which the system's compiler does not promise
#   swiftlib    the toolchain's Swift runtime directory (lib/swift/linux)
#   cmake       CMake ($CMAKE_COMMAND when set, as ctest passes it, else cmake on PATH)
# and checks that nm and readelf are there (the scripts check the instrumentation with them). When
# something is missing it calls the caller's die() with what is missing and, for the toolchain, the
# reason given. Each script then checks what only it needs (swift, libdispatch, libFuzzer, ...).
#
# The instrumented library is built by CMake, from the same targets, sources and Swift flags as the
# shipping one, with -DRK_SANITIZE=address|thread|fuzzer (CMakeLists.txt, "Sanitizer builds", says
# what that changes and why). The scripts name no source file and no module:
#
#   rk_sanitized_configure SANITIZER DIR LOG   configures DIR (RelWithDebInfo, this toolchain's
#                                              swiftc and clang, the library only), output to LOG,
#                                              then rk_shipping_link_flags
#   rk_sanitized_build DIR LOG JOBS            builds the library there; sets lib (the built
#                                              librefreshkit.so.N), libdir (its directory) and
#                                              lib_rebuilt (1 if it changed, else 0)
#
# It links with the shipping library's link options but those CMakeLists.txt leaves out of a
# sanitizer build (each with its reason), so that it tests what the shipping library does (dlclose
# with -z nodelete, bind-now, the exports of the version script). CMake writes them to
# DIR/refreshkit-link.txt:
#
#   rk_shipping_link_flags FILE            sets ship_ld (linker arguments, one per element),
#                                          ship_driver (swiftc's link options: -static-stdlib,
#                                          -no-toolchain-stdlib-rpath), ship_soname, ship_not_taken
#                                          (what is left out, and why)
#   rk_check_shipping_link LIB             dies unless LIB shows the marks of those options
#                                          (readelf: SONAME, FLAGS_1 NODELETE/NOW, GNU_RELRO, only
#                                          the version script's exports); prints them
#   rk_check_shipping_link_selftest DIR    proves that check catches a divergence: a small library
#                                          linked with the options passes it, one without -z nodelete
#                                          fails it
#
# A linker option ("LINKER:...") CMakeLists.txt gains later is taken automatically; one the check does
# not know fails loudly until it is taught what the option leaves in the library, and any other kind
# of option fails until CMakeLists.txt leaves it out of sanitizer builds (with a reason) or the check
# learns it. Sourcing changes no shell options and defines only these functions.

rk_sanitizer_toolchain() {
    local why=$1 swift_root=${RK_SWIFT_ROOT:-/opt/swift}
    swiftc=$(command -v swiftc || true)
    if [[ -z $swiftc && -x $swift_root/usr/bin/swiftc ]]; then
        swiftc=$swift_root/usr/bin/swiftc
    fi
    [[ -n $swiftc ]] || die "no swiftc on PATH and none in $swift_root/usr/bin: $why"
    toolbin=$(dirname "$(readlink -f "$swiftc")")
    clang=$toolbin/clang
    [[ -x $clang ]] || die "no clang next to swiftc ($clang), whose runtimes match swiftc's: $why"
    swiftlib=$(cd "$toolbin/../lib/swift/linux" 2>/dev/null && pwd) ||
        die "no $toolbin/../lib/swift/linux (the Swift runtime): $why"
    cmake=${CMAKE_COMMAND:-$(command -v cmake || true)}
    [[ -n $cmake && -x $cmake ]] || die "cmake is missing (Debian: apt-get install cmake ninja-build): $why"
    command -v nm >/dev/null 2>&1 || die "nm is missing (Debian: apt-get install binutils)"
    command -v readelf >/dev/null 2>&1 || die "readelf is missing (Debian: apt-get install binutils)"
}

rk_sanitized_configure() {
    local sanitizer=$1 dir=$2 log=$3 root toolchain
    root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
    # Another toolchain at the same path (an upgrade) leaves CMake's cached compiler checks and
    # ninja's outputs looking current: start the directory afresh then.
    toolchain=$("$swiftc" --version 2>&1; "$clang" --version 2>&1)
    if [[ -f $dir/toolchain.txt && $(cat "$dir/toolchain.txt") != "$toolchain" ]]; then
        rm -rf "$dir"
    fi
    mkdir -p "$dir"
    "$cmake" -G Ninja -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRK_SANITIZE="$sanitizer" \
        -DCMAKE_Swift_COMPILER="$swiftc" -DCMAKE_C_COMPILER="$clang" \
        -DRK_BUILD_TESTS=OFF -DRK_BUILD_EXAMPLES=OFF >"$log" 2>&1 || {
        tail -40 "$log" >&2
        die "CMake cannot configure the library with -DRK_SANITIZE=$sanitizer (full log: $log)"
    }
    echo "$toolchain" >"$dir/toolchain.txt"
    rk_shipping_link_flags "$dir/refreshkit-link.txt"
}

rk_sanitized_build() {
    local dir=$1 log=$2 jobs=$3 before=none
    [[ -n ${lib:-} && -f $lib ]] && before=$(sha256sum <"$lib")
    "$cmake" --build "$dir" --target refreshkit -j "$jobs" >"$log" 2>&1 || {
        tail -40 "$log" >&2
        die "the instrumented library did not build (full log: $log)"
    }
    [[ -f $lib ]] || die "CMake built no $lib"
    libdir=$(dirname "$lib")
    lib_rebuilt=1
    [[ $before == "$(sha256sum <"$lib")" ]] && lib_rebuilt=0
    return 0
}

rk_shipping_link_flags() {
    local file=$1 line kind option reason
    local -a parts
    [[ -f $file ]] || die "no $file: CMake did not record the library's link options"
    ship_ld=()
    ship_driver=()
    ship_not_taken=()
    ship_soname=
    lib=
    while IFS= read -r line; do
        [[ -n $line && $line != \#* ]] || continue
        kind=${line%% *}
        option=${line#* }
        case $kind in
        link)
            case $option in
            LINKER:*)
                IFS=, read -r -a parts <<<"${option#LINKER:}"
                ship_ld+=("${parts[@]}") ;;
            -static-stdlib | -no-toolchain-stdlib-rpath) ship_driver+=("$option") ;;
            *)
                die "CMakeLists.txt links the instrumented library with '$option', which Tests/sanitizer_toolchain.sh cannot check: leave it out of sanitizer builds with a reason (RK_SANITIZE_LEAVE_OUT) or teach rk_shipping_link_marks its mark" ;;
            esac ;;
        left-out)
            reason=${option#*$'\t'}
            option=${option%%$'\t'*}
            ship_not_taken+=("${option#LINKER:}: $reason") ;;
        added) ;; # the sanitizer itself
        soname) ship_soname=$option ;;
        library) lib=$option ;;
        *) die "$file: unknown line '$line'" ;;
        esac
    done <"$file"
    ((${#ship_ld[@]} > 0)) || die "read no linker option from $file"
    [[ -n $ship_soname && -n $lib ]] || die "$file names no soname or library"
    ship_ld+=(-soname "$ship_soname")
}

# rk_shipping_link_marks LIB: prints what LIB lacks of the shipping link options, one line each;
# returns 1 if anything. Needs rk_shipping_link_flags first.
rk_shipping_link_marks() {
    local lib=$1 dynamic programs symbols i option missing=0 pattern name ok exports=0
    local -a globals=()
    dynamic=$(readelf -dW "$lib" 2>&1) || { echo "readelf -d $lib failed: $dynamic"; return 1; }
    programs=$(readelf -lW "$lib" 2>&1)
    symbols=$(readelf --dyn-syms -W "$lib" 2>&1)
    for ((i = 0; i < ${#ship_ld[@]}; i++)); do
        option=${ship_ld[i]}
        case $option in
        -z)
            i=$((i + 1))
            case ${ship_ld[i]} in
            nodelete) grep -qE '\(FLAGS_1\).*NODELETE' <<<"$dynamic" ||
                { echo "-z nodelete: no NODELETE in FLAGS_1"; missing=1; } ;;
            now) grep -qE '\(FLAGS_1\).*[[:space:]]NOW|\(FLAGS\).*BIND_NOW' <<<"$dynamic" ||
                { echo "-z now: neither FLAGS_1 NOW nor FLAGS BIND_NOW"; missing=1; } ;;
            relro) grep -qE '^[[:space:]]*GNU_RELRO' <<<"$programs" ||
                { echo "-z relro: no GNU_RELRO segment"; missing=1; } ;;
            *) echo "-z ${ship_ld[i]}: rk_shipping_link_marks does not know what it leaves in a library (teach it)"; missing=1 ;;
            esac ;;
        -soname)
            i=$((i + 1))
            grep -qF "Library soname: [${ship_soname}]" <<<"$dynamic" ||
                { echo "-soname: the SONAME is not $ship_soname ($(grep -F '(SONAME)' <<<"$dynamic" | sed 's/.*: //'))"; missing=1; } ;;
        --version-script=*)
            # Every defined global symbol matches one of the script's global patterns (the version
            # nodes' own ABS symbols aside).
            mapfile -t globals < <(sed -n '/global:/,/local:/p' "${option#--version-script=}" |
                grep -oE '[A-Za-z0-9_*?]+;' | tr -d ';')
            ((${#globals[@]} > 0)) || { echo "$option: no global: patterns in the script"; missing=1; continue; }
            while read -r name; do
                ok=0
                for pattern in "${globals[@]}"; do
                    # shellcheck disable=SC2053 # the pattern is a glob on purpose
                    [[ $name == $pattern ]] && ok=1
                done
                if ((ok)); then exports=$((exports + 1)); else echo "$option: exports $name"; missing=1; fi
            done < <(awk '$5 == "GLOBAL" || $5 == "WEAK" { if ($7 != "UND" && $7 != "ABS" && $8 != "") { n = $8; sub(/@.*/, "", n); print n } }' <<<"$symbols")
            ((exports > 0)) || { echo "$option: exports nothing"; missing=1; } ;;
        --as-needed | --no-undefined) ;; # leave no mark in the library to check
        *) echo "linker option $option: rk_shipping_link_marks does not know what it leaves in a library (teach it)"; missing=1 ;;
        esac
    done
    for option in "${ship_driver[@]}"; do
        case $option in
        -static-stdlib) # the Swift runtime is inside: no libswift*.so needed
            ! grep -qE '\(NEEDED\).*\[libswift[A-Za-z_]*\.so' <<<"$dynamic" ||
                { echo "-static-stdlib: needs $(grep -oE 'libswift[A-Za-z_]*\.so' <<<"$dynamic" | head -1)"; missing=1; } ;;
        -no-toolchain-stdlib-rpath) # no run path into a Swift toolchain
            ! grep -qE '\((RPATH|RUNPATH)\).*lib/swift' <<<"$dynamic" ||
                { echo "-no-toolchain-stdlib-rpath: $(grep -E '\((RPATH|RUNPATH)\)' <<<"$dynamic" | sed 's/.*: //')"; missing=1; } ;;
        esac
    done
    return $missing
}

rk_check_shipping_link() {
    local lib=$1 report
    report=$(rk_shipping_link_marks "$lib") ||
        die "$lib is not linked like the shipping library (CMakeLists.txt): $(tr '\n' ';' <<<"$report")"
}

rk_check_shipping_link_selftest() {
    local dir=$1 cc=$2 report option script name
    local -a wl=() without=()
    mkdir -p "$dir"
    # The small library exports one function the version script exports (its first global entry).
    for option in "${ship_ld[@]}"; do [[ $option == --version-script=* ]] && script=${option#--version-script=}; done
    # One awk that stops at the first name: a pipeline cut short by `head -1` fails with SIGPIPE
    # under pipefail once the map outgrows a pipe write (it did with the 1.2 node).
    name=$(awk '/global:/ { g = 1 } /local:/ { if (g) exit }
                g && match($0, /[A-Za-z_][A-Za-z0-9_*?]*;/) { print substr($0, RSTART, RLENGTH - 1); exit }' \
        "${script:?no --version-script in the shipping link options}" | tr '*?' 'xx')
    [[ -n $name ]] || die "no exported name in $script"
    printf 'int %s(void);\nint %s(void) { return 7; }\n' "$name" "$name" >"$dir/planted_link.c"
    for option in "${ship_ld[@]}"; do wl+=("-Wl,$option"); done
    # The same options with "-z nodelete" left out.
    for ((i = 0; i < ${#ship_ld[@]}; i++)); do
        if [[ ${ship_ld[i]} == -z && ${ship_ld[i + 1]:-} == nodelete ]]; then
            i=$((i + 1))
            continue
        fi
        without+=("-Wl,${ship_ld[i]}")
    done
    "$cc" -shared -fPIC "$dir/planted_link.c" -o "$dir/libplanted_link.so" "${wl[@]}" ||
        die "cannot link a small library with the shipping link options (${ship_ld[*]})"
    "$cc" -shared -fPIC "$dir/planted_link.c" -o "$dir/libplanted_nodelete.so" "${without[@]}" ||
        die "cannot link a small library without -z nodelete"
    report=$(rk_shipping_link_marks "$dir/libplanted_link.so") ||
        die "a small library linked with the shipping options fails the link check: $report"
    if report=$(rk_shipping_link_marks "$dir/libplanted_nodelete.so") || ! grep -q NODELETE <<<"$report"; then
        die "the link check did not notice a library linked without -z nodelete ($report)"
    fi
}
