#!/usr/bin/env bash
# The documentation test (ctest docs_reference): the API reference generated from the header's doc
# comments is complete and Doxygen has nothing to warn about.
#
#   bash Tests/docs/check.sh [HEADER]
#
# Runs Doxygen with the repository's Doxyfile on HEADER (default Include/refreshkit.h) into a
# temporary directory, then fails when:
#   - Doxygen printed any warning (undocumented member, doc-comment error, ...): all are listed;
#   - Tests/docs/check_reference.py finds a public declaration without documentation, a declaration
#     Doxygen did not parse, or a function or struct without its man page;
#   - a man page does not format cleanly (groff -man -ww);
#   - the check cannot fail: the same run on a copy of the header with one function's doc comment
#     removed must report that function (a planted defect), and one on a copy with one typed signal
#     connect's signal text removed must report that signal, and one on a copy with one typed
#     connect's @ingroup removed must report that it is missing from its kind's page;
#   - a man page would be installed under a name that is not RefreshKit's (rk_*, RK_*, refreshkit.h);
# Needs doxygen, groff, python3 and cmake; a missing one is a failure that says what to install.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
header=$(readlink -f "${1:-$root/Include/refreshkit.h}")
tmp=$(mktemp -d)
trap '[[ -n ${RK_DOCS_KEEP:-} ]] || rm -rf "$tmp"' EXIT

die() { echo "docs: $*" >&2; exit 1; }
command -v doxygen >/dev/null || die "doxygen is not installed (Debian: apt-get install doxygen)"
command -v groff >/dev/null || die "groff is not installed (Debian: apt-get install groff-base)"
command -v python3 >/dev/null || die "python3 is not installed (Debian: apt-get install python3)"

# run_doxygen HEADER OUT: the repository's configuration, with this run's paths.
run_doxygen() {
    mkdir -p "$2"
    {
        echo "@INCLUDE = $root/Doxyfile"
        echo "INPUT = $1"
        echo "OUTPUT_DIRECTORY = $2"
        echo "WARN_LOGFILE = $2/warnings.log"
    } >"$2/Doxyfile"
    (cd "$root" && doxygen "$2/Doxyfile") >"$2/doxygen.out" 2>&1 ||
        { cat "$2/doxygen.out" >&2; die "doxygen failed on $1"; }
    # As the build does: only RefreshKit's own page names stay.
    "${CMAKE_COMMAND:-cmake}" "-DRK_MAN_DIR=$2/man/man3" -P "$root/cmake/docs_prune_man.cmake" >>"$2/doxygen.out" ||
        die "cmake/docs_prune_man.cmake failed"
}

status=0
run_doxygen "$header" "$tmp/docs"
if [[ -s $tmp/docs/warnings.log ]]; then
    echo "docs: FAIL: Doxygen warned $(wc -l <"$tmp/docs/warnings.log") times:"
    sed "s|^$(dirname "$header")/||" "$tmp/docs/warnings.log"
    status=1
else
    echo "docs: Doxygen printed no warning"
fi

python3 "$here/check_reference.py" "$header" "$tmp/docs" || status=1

pages=0 bad_pages=0
for page in "$tmp"/docs/man/man3/*.3 "$tmp"/docs/man/man7/*.7; do
    head -n 1 "$page" | grep -q '^\.so ' && continue # a link page (MAN_LINKS) to a real one
    pages=$((pages + 1))
    warnings=$(groff -man -ww -z -Tutf8 "$page" 2>&1) || true
    if [[ -n $warnings ]]; then
        echo "docs: FAIL: $(basename "$(dirname "$page")")/$(basename "$page") does not format cleanly:"
        echo "$warnings" | sed 's/^/    /'
        bad_pages=$((bad_pages + 1))
        status=1
    fi
done
((pages > 0)) || { echo "docs: FAIL: no man page was generated"; status=1; }
# Installed into share/man/man3 beside every other package's pages: no generic names (x.3, index.3).
foreign=$(find "$tmp/docs/man" -name '*.[37]' ! -name 'rk_*' ! -name 'RK_*' ! -name 'refreshkit*' -printf '%f ')
[[ -z $foreign ]] || { echo "docs: FAIL: man pages outside RefreshKit's names: $foreign"; status=1; }
echo "docs: $pages man pages formatted, $bad_pages with groff warnings"

# The planted defect: rk_context_create without its doc comment must be reported, by Doxygen and by
# the coverage check.
mkdir -p "$tmp/planted-source"
planted=$tmp/planted-source/$(basename "$header")
python3 - "$header" "$planted" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
declaration = text.index("rk_status rk_context_create(")
start = text.rindex("/**", 0, declaration)
end = text.index("*/", start) + 2
open(sys.argv[2], "w", encoding="utf-8").write(text[:start] + text[end:])
PY
run_doxygen "$planted" "$tmp/planted"
if grep -q 'rk_context_create.*not documented' "$tmp/planted/warnings.log" &&
    ! python3 "$here/check_reference.py" "$planted" "$tmp/planted" >"$tmp/planted/check.out" &&
    grep -q 'function rk_context_create has no documentation' "$tmp/planted/check.out"; then
    echo "docs: the planted undocumented rk_context_create was caught"
else
    echo "docs: FAIL: a copy of the header without rk_context_create's doc comment was not caught"
    status=1
fi

# The planted undocumented signal: rk_footer_connect_frame_changed without its "Emitted:" text (the
# signal's summary) must be reported by the coverage check.
if grep -q 'rk_footer_connect_frame_changed' "$header"; then
    mkdir -p "$tmp/planted-signal-source"
    planted=$tmp/planted-signal-source/$(basename "$header")
    python3 - "$header" "$planted" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
declaration = text.index("static inline rk_status\n    rk_footer_connect_frame_changed(")
start = text.rindex("/**", 0, declaration)
end = text.index("*/", start)
comment = re.sub(r"Emitted:.*?(?=\n \* Errors, ownership)", "Emitted:", text[start:end], flags=re.S)
open(sys.argv[2], "w", encoding="utf-8").write(text[:start] + comment + text[end:])
PY
    run_doxygen "$planted" "$tmp/planted-signal"
    if ! python3 "$here/check_reference.py" "$planted" "$tmp/planted-signal" >"$tmp/planted-signal/check.out" &&
        grep -q 'signal of rk_footer_connect_frame_changed has no documentation' "$tmp/planted-signal/check.out"; then
        echo "docs: the planted undocumented signal (rk_footer_connect_frame_changed) was caught"
    else
        echo "docs: FAIL: a copy of the header without the \"frame-changed\" signal's text was not caught"
        status=1
    fi
fi

# The planted ungrouped connect: rk_footer_connect_frame_changed without its @ingroup would be missing
# from the footer's page (man 3 rk_footer); the coverage check must report it.
if grep -q '@ingroup rk_footer' "$header"; then
    mkdir -p "$tmp/planted-group-source"
    planted=$tmp/planted-group-source/$(basename "$header")
    python3 - "$header" "$planted" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
declaration = text.index("static inline rk_status\n    rk_footer_connect_frame_changed(")
start = text.rindex("/**", 0, declaration)
comment = text[start:declaration].replace(" * @ingroup rk_footer\n", "")
open(sys.argv[2], "w", encoding="utf-8").write(text[:start] + comment + text[declaration:])
PY
    run_doxygen "$planted" "$tmp/planted-group"
    if ! python3 "$here/check_reference.py" "$planted" "$tmp/planted-group" >"$tmp/planted-group/check.out" &&
        grep -q 'rk_footer_connect_frame_changed has no @ingroup' "$tmp/planted-group/check.out"; then
        echo "docs: the planted ungrouped connect (rk_footer_connect_frame_changed) was caught"
    else
        echo "docs: FAIL: a copy of the header with rk_footer_connect_frame_changed outside rk_footer was not caught"
        status=1
    fi
fi

if ((status == 0)); then echo "docs: ok"; else echo "docs: FAILED"; fi
exit "$status"
