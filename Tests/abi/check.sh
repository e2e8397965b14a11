#!/usr/bin/env bash
# The ABI lock: the library's exported symbols and the layout of every public struct (the API table
# included) must match the committed symbols.txt and layouts.txt.
#
#   bash Tests/abi/check.sh LIBRARY [--update]
#
# Every symbol must carry its REFRESHKIT_1.x version node. A removal or a change fails: within the SONAME librefreshkit.so.1 nothing may break. An addition
# also fails, asking for its entry: run with --update after a deliberate, append-only change, and
# commit the new lists with the header.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
library=${1:?usage: check.sh LIBRARY [--update]}
update=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Each symbol with its version node (rk_connect@@REFRESHKIT_1.0): moving a symbol to another node
# breaks programs linked against the old one just as removing it would. The node definitions
# themselves (REFRESHKIT_1.0 ...) are listed too, so a node cannot vanish.
nm -D --defined-only --with-symbol-versions "$library" |
    awk 'NF >= 3 && $2 ~ /^[ABCDGIRSTUVWiuvw]$/ { print $3 }' |
    LC_ALL=C sort -u >"$tmp/symbols.txt"
if grep -v '@@REFRESHKIT_1\.[0-9]*$' "$tmp/symbols.txt" | grep -vx 'REFRESHKIT_1\.[0-9]*' | grep -q .; then
    echo "abi: FAIL: exported symbols without a REFRESHKIT_1.x version node (cmake/refreshkit.map):" >&2
    grep -v '@@REFRESHKIT_1\.[0-9]*$' "$tmp/symbols.txt" | grep -vx 'REFRESHKIT_1\.[0-9]*' | sed 's/^/  /' >&2
    exit 1
fi
python3 "$here/layout.py" "$root/Include/refreshkit.h" >"$tmp/layout.c"
"${CC:-cc}" -std=c11 -I"$root/Include" "$tmp/layout.c" -o "$tmp/layout"
"$tmp/layout" >"$tmp/layouts.txt"

if [[ $update == --update ]]; then
    cp "$tmp/symbols.txt" "$tmp/layouts.txt" "$here/"
    echo "abi: updated symbols.txt ($(wc -l <"$here/symbols.txt") symbols) and layouts.txt"
    exit 0
fi

status=0
LC_ALL=C sort -u "$here/symbols.txt" >"$tmp/locked-symbols.txt"
removed=$(LC_ALL=C comm -23 "$tmp/locked-symbols.txt" "$tmp/symbols.txt")
added=$(LC_ALL=C comm -13 "$tmp/locked-symbols.txt" "$tmp/symbols.txt")
if [[ -n $removed ]]; then
    echo "abi: FAIL: exported symbols removed (a breaking change within librefreshkit.so.1):" >&2
    echo "$removed" | sed 's/^/  /' >&2
    status=1
fi
if [[ -n $added ]]; then
    echo "abi: FAIL: new exported symbols need an entry: review them, then run" >&2
    echo "abi:   bash Tests/abi/check.sh $library --update   and commit Tests/abi/symbols.txt" >&2
    echo "$added" | sed 's/^/  + /' >&2
    status=1
fi
# Layouts: every committed line must still be there unchanged; a struct may only grow at its end,
# so its own size line may change when fields are appended (checked against the new field lines).
while IFS= read -r line; do
    if [[ $line == struct\ * ]]; then
        name=$(awk '{print $2}' <<<"$line")
        grep -q "^struct $name " "$tmp/layouts.txt" || { echo "abi: FAIL: struct $name is gone" >&2; status=1; }
    elif ! grep -qxF -- "$line" "$tmp/layouts.txt"; then
        echo "abi: FAIL: layout changed or field removed: $line" >&2
        status=1
    fi
done <"$here/layouts.txt"
new_fields=$(grep -vxF -f "$here/layouts.txt" "$tmp/layouts.txt" | grep -v '^struct ' || true)
if [[ -n $new_fields ]]; then
    echo "abi: FAIL: new struct fields need an entry (append-only; run --update and commit):" >&2
    echo "$new_fields" | sed 's/^/  + /' >&2
    status=1
fi
if ((status == 0)); then
    echo "abi: ok: $(wc -l <"$tmp/symbols.txt") symbols, $(grep -c '^struct ' "$tmp/layouts.txt") structs," \
        "$(grep -vc '^struct ' "$tmp/layouts.txt") fields match the lock"
fi
exit "$status"
