#!/bin/sh
# check_exports.sh NM LIBRARY HEADER DRIFT_TEST_SOURCE
#
# The library exports exactly the functions the header declares, and nothing else (the design:
# "Only rk_* symbols are exported"); and test_header_drift.c takes the address of every one of them,
# so adding a function to the header without testing it fails here.
set -eu

nm_tool=$1
library=$2
header=$3
drift_source=$4

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Function declarations start at column 0 with a return type and "rk_name(" (typedefs and rk_api's
# fields do not).
grep -E '^[A-Za-z_][A-Za-z0-9_ ]*[ *]rk_[a-z0-9_]+\(' "$header" | grep -v '^typedef' |
    sed -E 's/.*[ *](rk_[a-z0-9_]+)\(.*/\1/' | sort -u >"$tmp/declared"

# Defined, global dynamic symbols: what another object can bind to. Absolute symbols (A) are
# version-script node names; lower-case t/d/b/r are local symbols, visible in .dynsym but not
# exported.
"$nm_tool" -D --defined-only "$library" | awk 'NF >= 3 && $2 ~ /^[BCDGIRSTUVWiuvw]$/ { print $3 }' |
    sed 's/@.*//' | sort -u >"$tmp/exported"

# Functions test_header_drift.c binds to typed pointers ("= rk_name;").
grep -oE '= rk_[a-z0-9_]+;' "$drift_source" | sed -E 's/= (rk_[a-z0-9_]+);/\1/' | sort -u \
    >"$tmp/drift"

status=0
count=$(wc -l <"$tmp/declared")
if [ "$count" -lt 20 ]; then
    echo "found only $count declarations in $header: the parser is broken" >&2
    status=1
fi

missing=$(comm -23 "$tmp/declared" "$tmp/exported")
if [ -n "$missing" ]; then
    echo "declared in the header but not exported by $library:" >&2
    echo "$missing" | sed 's/^/  /' >&2
    status=1
fi

extra=$(comm -13 "$tmp/declared" "$tmp/exported")
if [ -n "$extra" ]; then
    echo "exported by $library but not declared in the header ($(echo "$extra" | wc -l) symbols):" >&2
    echo "$extra" | head -n 40 | sed 's/^/  /' >&2
    status=1
fi

untested=$(comm -23 "$tmp/declared" "$tmp/drift")
if [ -n "$untested" ]; then
    echo "declared in the header but not bound to a typed pointer in $drift_source:" >&2
    echo "$untested" | sed 's/^/  /' >&2
    status=1
fi

unknown=$(comm -13 "$tmp/declared" "$tmp/drift")
if [ -n "$unknown" ]; then
    echo "bound in $drift_source but not declared in the header:" >&2
    echo "$unknown" | sed 's/^/  /' >&2
    status=1
fi

if [ "$status" -eq 0 ]; then
    echo "check_exports: $count functions declared, exported and bound in the drift test"
fi
exit "$status"
