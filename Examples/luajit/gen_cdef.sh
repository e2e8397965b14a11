#!/bin/sh
# Usage: gen_cdef.sh <c-compiler> <refreshkit.h> <output.lua> [<library path>]
#
# Writes the LuaJIT FFI declarations of RefreshKit, generated from the header itself so they cannot
# drift from it: the header run through the C preprocessor (`cc -E -P`) with its two system includes
# replaced by empty stubs (LuaJIT knows int32_t, size_t, ... already), comments and directives gone
# and constant expressions like RK_SIGNAL_MAX_PARAMS expanded; then the header's integer #defines
# (RK_ABI_MAJOR, RK_VERSION_*, RK_MAX_STRING_BYTES, ...; a negative one may be parenthesized, as
# RK_PROGRESS_UNKNOWN (-1)) as `static const int` declarations, which
# LuaJIT exposes as ffi.C.RK_*. The output is a Lua module that returns the declarations as a string;
# given a library path (the rockspec passes the librefreshkit.so.1 it found), it returns
# {library = <path>, declarations = <string>} instead, which refreshkit.lua loads before searching.
set -eu
cc=$1
header=$2
out=$3
library=${4:-}
case $library in *']==]'*) echo "gen_cdef.sh: the library path contains ']==]'" >&2; exit 1 ;; esac

stubs=$(mktemp -d)
trap 'rm -rf "$stubs"' EXIT
: >"$stubs/stddef.h"
: >"$stubs/stdint.h"

# -nostdinc: only the stubs can be included; a new system include in the header fails loudly here.
decls=$("$cc" -E -P -std=c99 -nostdinc -DRK_NO_TYPED_CONNECTS -I"$stubs" "$header" | grep -v '^[[:space:]]*$' | grep -v '^#')
consts=$("$cc" -E -dM -std=c99 -nostdinc -I"$stubs" "$header" |
    sed -n -e 's/^#define \(RK_[A-Z0-9_]*\) \{1,\}\(-\{0,1\}[0-9]\{1,\}\)$/static const int \1 = \2;/p' \
        -e 's/^#define \(RK_[A-Z0-9_]*\) \{1,\}(\(-[0-9]\{1,\}\))$/static const int \1 = \2;/p' | sort)

case $decls in *']==]'*) echo "gen_cdef.sh: the declarations contain ']==]'" >&2; exit 1 ;; esac
[ -n "$decls" ] || { echo "gen_cdef.sh: no declarations from $header" >&2; exit 1; }

tmp="$out.tmp"
{
    echo "-- Generated from $(basename "$header") by Examples/luajit/gen_cdef.sh. Do not edit: rebuild."
    if [ -n "$library" ]; then
        echo "return {library = [==[$library]==], declarations = [==["
    else
        echo "return [==["
    fi
    printf '%s\n' "$decls"
    printf '%s\n' "$consts"
    if [ -n "$library" ]; then echo "]==]}"; else echo "]==]"; fi
} >"$tmp"
mv "$tmp" "$out"
