#!/bin/sh
# Usage: check_coverage.sh <refreshkit.h> <refreshkit.hpp> <main.cpp>   (ctest: cpp_wrapper_coverage)
#
# Every function the header declares must be used by the C++ wrapper (a call, or a template
# argument such as Object<rk_task, rk_task_destroy>), and every public wrapper must be used by
# main.cpp's checks: the wrapper may not lag behind the header. Prints what is missing. A function
# the header marks RK_DEPRECATED_FOR(replacement) need not be wrapped: its replacement is.
set -eu
header=$1 hpp=$2 main=$3
for f in "$header" "$hpp" "$main"; do
    [ -f "$f" ] || { echo "check_coverage: $f not found" >&2; exit 1; }
done

# Function declarations: lines starting with a type, holding "rk_name(" (as Tests/install does).
functions=$(grep -E '^[A-Za-z]' "$header" | grep -vE '^(typedef|enum|struct)\b' |
    sed -nE 's/^[^(]*\b(rk_[a-z0-9_]+)\(.*/\1/p' | sort -u)
[ -n "$functions" ] || { echo "check_coverage: no function declarations found in $header" >&2; exit 1; }
# The deprecated ones: the declaration on the line after each RK_DEPRECATED_FOR(...).
deprecated=$(awk '/^RK_DEPRECATED_FOR\(/ { getline; if (match($0, /rk_[a-z0-9_]+\(/)) print substr($0, RSTART, RLENGTH - 1) }' "$header" | sort -u)
[ -n "$deprecated" ] || { echo "check_coverage: no RK_DEPRECATED_FOR declarations found in $header" >&2; exit 1; }
functions=$(printf '%s\n' "$functions" | grep -vxF "$deprecated")

# The wrapper's code without comments and string literals (a function only named in a comment or
# an error message does not count).
code=$(sed -e 's://.*$::' -e 's/"\([^"\\]\|\\.\)*"/""/g' "$hpp")
missing=""
count=0
for f in $functions; do
    count=$((count + 1))
    printf '%s\n' "$code" | grep -qE "(^|[^A-Za-z0-9_])$f([^A-Za-z0-9_]|$)" || missing="$missing $f"
done
if [ -n "$missing" ]; then
    echo "check_coverage: FAIL: refreshkit.hpp wraps none of:$missing" >&2
    exit 1
fi

# The kinds: one class per kind (the context and each object kind of the header).
kinds=$(sed -nE 's/^ *RK_KIND_([A-Z_]+) *=.*/\1/p' "$header")
for kind in $kinds; do
    class=$(printf '%s' "$kind" | tr 'A-Z' 'a-z' | sed -E 's/(^|_)([a-z])/\U\2/g')
    printf '%s\n' "$code" | grep -qE "^class $class( *:| *\{)" || missing="$missing $class"
    grep -qE "rk::$class\b|ctx\.$(printf '%s' "$kind" | tr 'A-Z' 'a-z')\(\)" "$main" || missing="$missing (main.cpp: $class)"
done
if [ -n "$missing" ]; then
    echo "check_coverage: FAIL: missing kinds:$missing" >&2
    exit 1
fi
echo "check_coverage: ok: all $count current functions of $(basename "$header") are wrapped ($(printf '%s\n' "$deprecated" | wc -l) deprecated ones need not be), and every kind ($(echo $kinds | tr ' ' ',')) has its class"
