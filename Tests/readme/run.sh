#!/usr/bin/env bash
# Runs every snippet of README.md marked with a `<!-- readme-test: KIND -->` line right before its
# code fence, so the README's examples cannot rot. KIND says how: c (linked), plugin (dlopen, the
# library's path as argv[1]), cpp, python, luajit. Each must exit 0.
#
#   bash Tests/readme/run.sh BUILD_DIR
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(cd "${1:?usage: run.sh BUILD_DIR}" && pwd)
library="$build/librefreshkit.so.1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[[ -e $library ]] || { echo "readme: no library at $library: build first" >&2; exit 1; }

# Extract: snippet N of kind K goes to $tmp/N.K
python3 - "$root/README.md" "$tmp" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
blocks = re.findall(r"<!-- readme-test: (\w+) -->\n```\w*\n(.*?)```", text, flags=re.S)
for n, (kind, body) in enumerate(blocks, 1):
    open(f"{sys.argv[2]}/{n}.{kind}", "w").write(body)
print(len(blocks), file=open(f"{sys.argv[2]}/count", "w"))
PY
count=$(cat "$tmp/count")
((count > 0)) || { echo "readme: no marked snippets found in README.md" >&2; exit 1; }

# The C snippets compile as the C examples do (Examples/CMakeLists.txt): with the header's deprecation
# marks turned on and a call to a deprecated function an error, so the README teaches none. Defined
# empty, as a snippet that shows the define itself spells it, so that repeating it is no redefinition.
no_deprecated=(-DRK_WARN_DEPRECATED= -Werror=deprecated-declarations)

passed=0 failed=0
for snippet in "$tmp"/*.*; do
    [[ $snippet == */count ]] && continue
    name=$(basename "$snippet")
    kind=${name#*.}
    out="$tmp/$name.out"
    status=0
    case $kind in
        c)
            cc -std=c11 -Wall -Wextra -Werror "${no_deprecated[@]}" -x c -I"$root/Include" "$snippet" -o "$tmp/$name.bin" \
                -L"$build" -lrefreshkit -Wl,-rpath,"$build" -lpthread >"$out" 2>&1 &&
                "$tmp/$name.bin" >>"$out" 2>&1 || status=$?
            ;;
        plugin)
            cc -std=c11 -Wall -Wextra -Werror "${no_deprecated[@]}" -x c -I"$root/Include" "$snippet" -o "$tmp/$name.bin" -ldl \
                >"$out" 2>&1 && "$tmp/$name.bin" "$library" >>"$out" 2>&1 || status=$?
            ;;
        cpp)
            c++ -std=c++17 -Wall -Wextra -Werror -x c++ -I"$root/Include" -I"$root/Examples/cpp" "$snippet" \
                -o "$tmp/$name.bin" -L"$build" -lrefreshkit -Wl,-rpath,"$build" >"$out" 2>&1 &&
                "$tmp/$name.bin" >>"$out" 2>&1 || status=$?
            ;;
        python)
            RK_LIBRARY="$library" PYTHONPATH="$root/Examples/python/src" python3 "$snippet" >"$out" 2>&1 ||
                status=$?
            ;;
        luajit)
            command -v luajit >/dev/null || { echo "readme: luajit is not installed (Debian: luajit)" >&2; exit 1; }
            RK_LIBRARY="$library" LUA_PATH="$root/Examples/luajit/?.lua;$build/Examples/luajit/?.lua;;" \
                luajit "$snippet" >"$out" 2>&1 || status=$?
            ;;
        *)
            echo "readme: unknown snippet kind '$kind'" >"$out"
            status=1
            ;;
    esac
    if ((status == 0)); then
        passed=$((passed + 1))
        echo "ok   $name: $(tail -n 1 "$out")"
    else
        failed=$((failed + 1))
        echo "FAIL $name (exit $status):"
        sed 's/^/    /' "$out"
    fi
done
echo "readme: $passed passed, $failed failed"
((failed == 0))
