#!/bin/sh
# Usage: check_no_link_symbols.sh <executable> [nm] [readelf]
# Passes when the executable reaches RefreshKit only at run time: no undefined rk_* symbol (the
# one it needs, rk_get_api, comes from dlsym), and no NEEDED entry for librefreshkit.
set -u
exe=$1
nm=${2:-nm}
readelf=${3:-readelf}
[ -n "$nm" ] || nm=nm
[ -n "$readelf" ] || readelf=readelf

undefined=$("$nm" -u -D "$exe") || { echo "FAIL: $nm -u -D $exe failed"; exit 1; }
rk_symbols=$(printf '%s\n' "$undefined" | awk '{print $NF}' | grep '^rk_')
needed=$("$readelf" -d "$exe" | grep NEEDED) || { echo "FAIL: $readelf -d $exe found no NEEDED"; exit 1; }

status=0
if [ -n "$rk_symbols" ]; then
    echo "FAIL: $exe has undefined RefreshKit symbols:"; printf '  %s\n' $rk_symbols; status=1
fi
if printf '%s\n' "$needed" | grep -q 'librefreshkit'; then
    echo "FAIL: $exe is linked with the library:"; printf '%s\n' "$needed" | grep librefreshkit; status=1
fi
# Sanity: it does load something at run time (dlopen and dlsym are undefined here, from libc/libdl).
if ! printf '%s\n' "$undefined" | grep -q 'dlsym'; then
    echo "FAIL: $exe does not call dlsym: is this the plugin host?"; status=1
fi
if [ $status -eq 0 ]; then
    echo "ok: no undefined rk_* symbol and no NEEDED librefreshkit in $exe"
    printf '%s\n' "$needed" | sed 's/^ */  /'
fi
exit $status
