# The Swift toolchain of the instrumented builds, shared by Tests/asan/run.sh, Tests/tsan/run.sh and
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
#   ffi_cflags, ffi_libs   libffi's flags from pkg-config (arrays; the library's shim uses libffi)
# and checks that nm and readelf are there (the scripts check the instrumentation with it). When something is
# missing it calls the caller's die() with what is missing and, for the toolchain, the reason given.
# Each script then checks what only it needs (swift, libdispatch, the libFuzzer runtime, ...).
#
# The instrumented libraries link with the shipping library's link options, read from the one place
# they are written (CMakeLists.txt, `target_link_options(refreshkit PRIVATE ...)`, and the SOVERSION
# CMake derives from the header), so that they test what the shipping library does (dlclose with
# -z nodelete, bind-now, the exports of the version script):
#
#   rk_shipping_link_flags                 sets ship_ld (linker arguments, one per element),
#                                          ship_swift_ld (the same as -Xlinker pairs, for swiftc),
#                                          ship_soname, ship_not_taken (what is left out, and why)
#   rk_check_shipping_link LIB             dies unless LIB shows the marks of those options
#                                          (readelf: SONAME, FLAGS_1 NODELETE/NOW, GNU_RELRO, only
#                                          the version script's exports); prints them
#   rk_check_shipping_link_selftest DIR    proves that check catches a divergence: a small library
#                                          linked with the options passes it, one without -z nodelete
#                                          fails it
#
# An option CMakeLists.txt gains later is taken automatically if it is a linker option
# ("LINKER:..."); one the check does not know fails loudly until it is taught what the option leaves
# in the library, and any other kind of option fails until it is classified here.
# Sourcing changes no shell options and defines only these functions.

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
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libffi ||
        die "pkg-config or libffi is missing (Debian: apt-get install pkg-config libffi-dev)"
    command -v nm >/dev/null 2>&1 || die "nm is missing (Debian: apt-get install binutils)"
    command -v readelf >/dev/null 2>&1 || die "readelf is missing (Debian: apt-get install binutils)"
    read -r -a ffi_cflags <<<"$(pkg-config --cflags libffi)"
    read -r -a ffi_libs <<<"$(pkg-config --libs libffi)"
}

# The value of ${NAME} in CMakeLists.txt: the source directory, or a one-line set(NAME "value").
rk_cmake_value() {
    local name=$1 cmakelists=$2 root=$3 line value
    case $name in
    PROJECT_SOURCE_DIR | CMAKE_SOURCE_DIR | CMAKE_CURRENT_SOURCE_DIR)
        echo "$root"
        return
        ;;
    esac
    line=$(grep -E "^[[:space:]]*set\($name[[:space:]]+\"[^\"]*\"\)" "$cmakelists" | head -1) ||
        die "CMakeLists.txt uses \${$name} in the library's link options, and Tests/sanitizer_toolchain.sh cannot find a one-line set($name \"...\") for it"
    value=${line#*\"}
    value=${value%\"*}
    rk_cmake_expand "$value" "$cmakelists" "$root"
}

# A CMake string with its ${...} references replaced.
rk_cmake_expand() {
    local text=$1 cmakelists=$2 root=$3 name
    while [[ $text =~ \$\{([A-Za-z0-9_]+)\} ]]; do
        name=${BASH_REMATCH[1]}
        text=${text//\$\{$name\}/$(rk_cmake_value "$name" "$cmakelists" "$root")}
    done
    echo "$text"
}

rk_shipping_link_flags() {
    local here root cmakelists block token option major
    here=$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")
    root=$(cd "$here/.." && pwd)
    cmakelists=$root/CMakeLists.txt
    [[ -f $cmakelists ]] || die "no $cmakelists: cannot read the shipping link options"
    # The block from `target_link_options(refreshkit PRIVATE` to its closing parenthesis, comments
    # dropped.
    block=$(awk '
        /^[[:space:]]*target_link_options\(refreshkit[[:space:]]+PRIVATE/ { on = 1; sub(/^[[:space:]]*target_link_options\(refreshkit[[:space:]]+PRIVATE/, "") }
        on { line = $0; sub(/^[[:space:]]*#.*$/, "", line); print line; if (line ~ /\)[[:space:]]*$/) exit }
    ' "$cmakelists")
    [[ -n $block ]] || die "$cmakelists has no target_link_options(refreshkit PRIVATE ...): cannot read the shipping link options"
    block=${block%)*}
    ship_ld=()
    ship_not_taken=()
    while read -r token; do
        [[ -n $token ]] || continue
        token=${token#\"}
        token=${token%\"}
        token=$(rk_cmake_expand "$token" "$cmakelists" "$root")
        case $token in
        -static-stdlib)
            ship_not_taken+=("$token: the instrumented builds link the toolchain's shared Swift runtime (the static one carries its own libdispatch, which TSan's interceptors clash with, and is not built with the sanitizers)") ;;
        -no-toolchain-stdlib-rpath)
            ship_not_taken+=("$token: the shared Swift runtime is found through the toolchain's rpath") ;;
        LINKER:--no-undefined)
            ship_not_taken+=("--no-undefined: a sanitized library leaves the __asan_*, __tsan_*, __ubsan_* and __sanitizer_cov_* symbols to the executable's runtime") ;;
        LINKER:*)
            option=${token#LINKER:}
            IFS=, read -r -a parts <<<"$option"
            ship_ld+=("${parts[@]}") ;;
        *)
            die "CMakeLists.txt links the library with '$token', which Tests/sanitizer_toolchain.sh does not classify: say whether the instrumented builds take it (rk_shipping_link_flags)" ;;
        esac
    done < <(grep -oE '"[^"]*"|[^[:space:]"]+' <<<"$block")
    ((${#ship_ld[@]} > 0)) || die "read no linker option from $cmakelists"
    # CMake's SOVERSION is the project's major version, which CMakeLists.txt reads from the header.
    grep -qE 'SOVERSION[[:space:]]+\$\{PROJECT_VERSION_MAJOR\}' "$cmakelists" ||
        die "$cmakelists no longer sets SOVERSION \${PROJECT_VERSION_MAJOR}: update rk_shipping_link_flags"
    major=$(sed -nE 's/^#define RK_VERSION_MAJOR +([0-9]+).*/\1/p' "$root/Include/refreshkit.h")
    [[ -n $major ]] || die "no RK_VERSION_MAJOR in $root/Include/refreshkit.h"
    ship_soname=librefreshkit.so.$major
    ship_ld+=(-soname "$ship_soname")
    ship_swift_ld=()
    for option in "${ship_ld[@]}"; do ship_swift_ld+=(-Xlinker "$option"); done
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
    name=$(sed -n '/global:/,/local:/p' "${script:?no --version-script in the shipping link options}" |
        grep -oE '[A-Za-z_][A-Za-z0-9_*?]*;' | head -1 | tr -d ';' | tr '*?' 'xx')
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
