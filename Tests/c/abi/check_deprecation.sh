#!/bin/sh
# Usage: check_deprecation.sh <c-compiler> <include-dir> <tests-dir>   (ctest: header_deprecation)
#
# RK_DEPRECATED_FOR is quiet unless the host asks: a call to a deprecated per-kind function compiles
# cleanly without RK_WARN_DEPRECATED and fails with it under -Werror=deprecated-declarations, with a
# message naming its rk_component_ replacement; the replacement compiles cleanly either way.
set -u
cc=$1 include=$2 dir=$3
flags="-std=c11 -fsyntax-only -Wall -Wextra -Werror -pedantic -Werror=deprecated-declarations -I $include"
status=0
fail() { echo "check_deprecation: FAIL: $*" >&2; status=1; }

# shellcheck disable=SC2086
$cc $flags "$dir/deprecated_use.c" || fail "a deprecated call warned without RK_WARN_DEPRECATED"
# shellcheck disable=SC2086
$cc $flags "$dir/component_use.c" || fail "component_use.c does not compile"
# shellcheck disable=SC2086
$cc $flags -DRK_WARN_DEPRECATED "$dir/component_use.c" || fail "rk_component_* warned under RK_WARN_DEPRECATED"
# shellcheck disable=SC2086
out=$($cc $flags -DRK_WARN_DEPRECATED "$dir/deprecated_use.c" 2>&1) &&
    fail "a deprecated call compiled under RK_WARN_DEPRECATED -Werror=deprecated-declarations"
case $out in
*rk_footer_set_title*"use rk_component_set_title"*) ;;
*) fail "the diagnostic does not name the replacement: $out" ;;
esac
[ $status -eq 0 ] && echo "check_deprecation: ok"
exit $status
