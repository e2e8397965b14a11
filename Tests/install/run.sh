#!/usr/bin/env bash
# The install test (ctest name: install). Usage: Tests/install/run.sh BUILD_DIR
#
# Installs BUILD_DIR into a temporary prefix, checks the installed library's ELF facts (SONAME,
# NEEDED without any libswift*, exports = exactly the rk_* functions of the installed header), then
# builds the out-of-tree C program consumer.c twice -- with `pkg-config refreshkit` and with
# find_package(RefreshKit) -- and runs both with only prefix/lib on the library path and nothing of
# the Swift toolchain in the environment. Set RK_KEEP_TMP=1 to keep the temporary directory.
#
# Environment (set by ctest, all optional): CMAKE_COMMAND, RK_CMAKE_GENERATOR, RK_C_COMPILER.
set -euo pipefail
export LC_ALL=C

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
fail() {
    echo "install test: FAIL: $*" >&2
    exit 1
}
step() { echo "== install test: $*"; }

[[ $# -eq 1 ]] || fail "usage: $0 BUILD_DIR"
[[ -f $1/CMakeCache.txt ]] || fail "$1 is not a configured CMake build directory"
build=$(cd "$1" && pwd)
cmake=${CMAKE_COMMAND:-cmake}
generator=${RK_CMAKE_GENERATOR:-Ninja}
cc=${RK_C_COMPILER:-${CC:-cc}}
for tool in "$cmake" "$cc" pkg-config readelf nm; do
    command -v "$tool" >/dev/null || fail "'$tool' not found"
done

work=$(mktemp -d "${TMPDIR:-/tmp}/refreshkit-install-test.XXXXXX")
if [[ ${RK_KEEP_TMP:-0} == 1 ]]; then
    echo "install test: keeping $work"
else
    trap 'rm -rf "$work"' EXIT
fi
prefix=$work/prefix

# --- 1. Install.
step "cmake --install $build --prefix $prefix"
"$cmake" --install "$build" --prefix "$prefix" >"$work/install.log" 2>&1 ||
    { cat "$work/install.log" >&2; fail "cmake --install failed"; }

header=$prefix/include/refreshkit.h
[[ -f $header ]] || fail "include/refreshkit.h was not installed"
version_part() {
    sed -nE "s/^#define RK_VERSION_$1 +([0-9]+).*/\\1/p" "$header"
}
major=$(version_part MAJOR) minor=$(version_part MINOR) patch=$(version_part PATCH)
[[ -n $major && -n $minor && -n $patch ]] || fail "no RK_VERSION_* macros in the installed header"
version=$major.$minor.$patch
lib=$prefix/lib/librefreshkit.so.$version

for file in "$lib" "$prefix/lib/pkgconfig/refreshkit.pc" \
    "$prefix/lib/cmake/RefreshKit/RefreshKitConfig.cmake" \
    "$prefix/lib/cmake/RefreshKit/RefreshKitConfigVersion.cmake" \
    "$prefix/lib/cmake/RefreshKit/RefreshKitTargets.cmake"; do
    [[ -f $file ]] || fail "${file#"$prefix"/} was not installed"
done
[[ ! -L $lib ]] || fail "lib/librefreshkit.so.$version should be the real file, not a symlink"
[[ $(readlink "$prefix/lib/librefreshkit.so.$major") == "librefreshkit.so.$version" ]] ||
    fail "lib/librefreshkit.so.$major should be a symlink to librefreshkit.so.$version"
[[ $(readlink -f "$prefix/lib/librefreshkit.so") == "$(readlink -f "$lib")" ]] ||
    fail "lib/librefreshkit.so should be a symlink chain to librefreshkit.so.$version"
if grep -rlF -e "$build" "$prefix/lib/pkgconfig" "$prefix/lib/cmake"; then
    fail "installed package files (listed above) refer to the build directory $build"
fi

# --- 2. ELF facts of the installed library.
step "readelf -d / nm -D $lib"
dynamic=$(readelf -d "$lib") || fail "readelf -d failed on $lib"
soname=$(sed -nE 's/.*\(SONAME\).*\[(.*)\]/\1/p' <<<"$dynamic")
[[ $soname == "librefreshkit.so.$major" ]] ||
    fail "SONAME is '$soname', expected librefreshkit.so.$major"
needed=$(sed -nE 's/.*\(NEEDED\).*\[(.*)\]/\1/p' <<<"$dynamic")
echo "SONAME $soname; NEEDED: $(tr '\n' ' ' <<<"$needed")"
if grep -i 'swift' <<<"$needed"; then
    fail "the library needs the Swift runtime (above); it must be linked with -static-stdlib"
fi
unexpected=$(grep -vE '^(libc|libm|libdl|libpthread|librt|libstdc\+\+|libgcc_s|libffi)\.so\.[0-9]+$|^ld-linux[-a-z0-9_.]*\.so\.[0-9]+$' <<<"$needed" || true)
[[ -z $unexpected ]] || fail "unexpected NEEDED entries: $unexpected"
if grep -E '\((RPATH|RUNPATH)\)' <<<"$dynamic"; then
    fail "the installed library carries an RPATH/RUNPATH (above)"
fi

# Global symbols only: upper-case types. Lower-case ones (t, d, b) are local symbols that .dynsym
# may list (thread-local or protected) but nothing can bind to; A is a version-script node name.
exports=$(nm -D --defined-only "$lib" | awk 'NF >= 3 && $2 ~ /^[BCDGIRSTUVWiuvw]$/ { print $3 }' |
    sed 's/@.*//' | sort -u)
strays=$(grep -v '^rk_' <<<"$exports" || true)
[[ -z $strays ]] || fail "exported symbols outside rk_* (version script not applied?): $(head -20 <<<"$strays" | tr '\n' ' ')"
declared=$(grep -E '^[A-Za-z]' "$header" | grep -vE '^(typedef|enum|struct)\b' |
    sed -nE 's/^[^(]*\b(rk_[a-z0-9_]+)\(.*/\1/p' | sort -u)
[[ -n $declared ]] || fail "found no function declarations in $header"
missing=$(comm -23 <(echo "$declared") <(echo "$exports"))
[[ -z $missing ]] || fail "functions declared in refreshkit.h but not exported: $(tr '\n' ' ' <<<"$missing")"
extra=$(comm -13 <(echo "$declared") <(echo "$exports"))
[[ -z $extra ]] || fail "exported rk_* symbols not declared in refreshkit.h: $(tr '\n' ' ' <<<"$extra")"
echo "exports: $(wc -l <<<"$exports") symbols, all rk_*, exactly the header's functions"

# Runs a consumer with an environment that has nothing of the Swift toolchain: only prefix/lib on
# the library path and a PATH without the toolchain. Checks that no libswift* gets loaded.
run_consumer() {
    local exe=$1 name output ldd_out status=0
    name=$(basename "$exe")
    [[ -x $exe ]] || fail "$exe was not built"
    if ldd_out=$(env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH="$prefix/lib" ldd "$exe" 2>&1); then
        if grep -iE 'swift|not found' <<<"$ldd_out"; then
            fail "$name resolves Swift libraries or misses libraries (above)"
        fi
    fi
    output=$(env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH="$prefix/lib" "$exe" 2>&1) || status=$?
    echo "$output"
    ((status == 0)) || fail "$name exited with status $status"
    grep -q ' ok ' <<<"$output" || fail "$name did not report success"
}

# --- 3. Consumer through pkg-config.
step "cc consumer.c \$(pkg-config --cflags --libs refreshkit)"
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
pc_flags=$(pkg-config --cflags --libs refreshkit) || fail "pkg-config does not find refreshkit in $PKG_CONFIG_PATH"
pc_version=$(pkg-config --modversion refreshkit)
[[ $pc_version == "$version" ]] || fail "refreshkit.pc says version $pc_version, the header $version"
echo "pkg-config: $pc_flags"
# shellcheck disable=SC2086 # pc_flags is a list of flags
"$cc" -std=c11 -Wall -Wextra -Werror "$here/consumer.c" $pc_flags -o "$work/consumer-pkgconfig" ||
    fail "building consumer.c with pkg-config flags failed"
run_consumer "$work/consumer-pkgconfig"

# --- 4. Consumer through find_package(RefreshKit).
step "find_package(RefreshKit) + RefreshKit::refreshkit"
unset PKG_CONFIG_PATH
"$cmake" -G "$generator" -S "$here/cmake-consumer" -B "$work/cmake-consumer" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
    -DCMAKE_C_FLAGS="-Wall -Wextra -Werror" >"$work/consumer-configure.log" 2>&1 ||
    { cat "$work/consumer-configure.log" >&2; fail "configuring the find_package consumer failed"; }
found_dir=$(sed -nE 's/^RefreshKit_DIR:[A-Z]+=(.*)/\1/p' "$work/cmake-consumer/CMakeCache.txt")
[[ $found_dir == "$prefix/lib/cmake/RefreshKit" ]] ||
    fail "find_package(RefreshKit) found '$found_dir', not the test prefix"
"$cmake" --build "$work/cmake-consumer" >"$work/consumer-build.log" 2>&1 ||
    { cat "$work/consumer-build.log" >&2; fail "building the find_package consumer failed"; }
run_consumer "$work/cmake-consumer/consumer"

echo "install test: PASS (librefreshkit.so.$version, SONAME $soname, pkg-config and find_package consumers ran)"
