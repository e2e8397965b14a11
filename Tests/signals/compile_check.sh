#!/usr/bin/env bash
# The typed connects turn a handler of the wrong type into a compile error (ctest
# typed_signals_compile_<compiler>).
#
#   bash Tests/signals/compile_check.sh C_COMPILER CXX_COMPILER
#
# Compiles Tests/signals/typed_handlers.c as C11 with -Werror=incompatible-pointer-types (and the
# strict warning set) and as C++17: with the right handlers it must compile clean; with each
# RK_WRONG_* case (no parameters, swapped parameter types, another kind's handle, the wrong return
# type, a typed object where a component connect takes void *) it must fail, and fail on the
# handler's type (the diagnostic names the incompatible pointer or conversion), not on anything else.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
cc=${1:?usage: compile_check.sh C_COMPILER CXX_COMPILER}
cxx=${2:?usage: compile_check.sh C_COMPILER CXX_COMPILER}
source=$here/typed_handlers.c
c_flags=(-x c -std=c11 -fsyntax-only -Wall -Wextra -pedantic -Werror -Werror=incompatible-pointer-types)
cxx_flags=(-x c++ -std=c++17 -fsyntax-only -Wall -Wextra -pedantic -Werror -Wold-style-cast
    -Wzero-as-null-pointer-constant)
cases=(RK_WRONG_NO_PARAMETERS RK_WRONG_PARAMETER_TYPES RK_WRONG_OBJECT_TYPE RK_WRONG_RETURN_TYPE
    RK_WRONG_COMPONENT_HANDLER)
status=0

# check LANGUAGE COMPILER FLAGS...: the right handlers compile; every wrong one is an error about it.
check() {
    local language=$1 compiler=$2
    shift 2
    local out
    if out=$("$compiler" "$@" -I"$root/Include" "$source" 2>&1); then
        echo "signals: $language ($compiler): the right handlers compile"
    else
        echo "signals: FAIL: $language ($compiler): the right handlers do not compile:"
        echo "$out" | sed 's/^/    /'
        status=1
    fi
    for case in "${cases[@]}"; do
        if out=$("$compiler" "$@" -D"$case" -I"$root/Include" "$source" 2>&1); then
            echo "signals: FAIL: $language ($compiler): $case compiled: a wrong handler was accepted"
            status=1
        elif grep -qiE 'incompatible (function )?pointer|cannot convert|invalid conversion|no matching|incompatible-pointer-types' <<<"$out"; then
            echo "signals: $language ($compiler): $case is a compile error"
        else
            echo "signals: FAIL: $language ($compiler): $case failed, but not on the handler's type:"
            echo "$out" | sed 's/^/    /'
            status=1
        fi
    done
}

check C "$cc" "${c_flags[@]}"
check C++ "$cxx" "${cxx_flags[@]}"
if ((status == 0)); then echo "signals: ok"; else echo "signals: FAILED"; fi
exit "$status"
