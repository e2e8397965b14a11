#!/usr/bin/env bash
# ctest release_versions: the version lives in one place, the header's RK_VERSION_* macros, and
# everything else agrees with it:
#   - CHANGELOG.md's newest version heading ("## [X.Y.Z] ...", not counting "## [Unreleased]");
#   - CMake's project version (passed by CMake), and the file name of the library it built;
#   - the check cannot fail silently: a copy of CHANGELOG.md whose newest version is bumped must be
#     refused.
#
#   bash Tests/release/versions.sh PROJECT_VERSION [LIBRARY_FILE]
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
project_version=${1:?usage: versions.sh PROJECT_VERSION [LIBRARY_FILE]}
library=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

header_version() {
    local part value version=""
    for part in MAJOR MINOR PATCH; do
        value=$(sed -nE "s/^#define RK_VERSION_${part} +([0-9]+).*/\1/p" "$1")
        [[ -n $value ]] || { echo "versions: $1 has no '#define RK_VERSION_$part <number>'" >&2; return 1; }
        version=${version:+$version.}$value
    done
    echo "$version"
}

# The first "## [X.Y.Z]" heading; [Unreleased] (no number) does not count.
changelog_version() {
    sed -nE 's/^## \[([0-9]+\.[0-9]+\.[0-9]+)\].*/\1/p' "$1" | head -n 1
}

# agree CHANGELOG: 0 when the header, CMake and this changelog agree; prints what disagrees.
agree() {
    local header changelog status=0
    header=$(header_version "$root/Include/refreshkit.h") || return 1
    changelog=$(changelog_version "$1")
    if [[ -z $changelog ]]; then
        echo "versions: $(basename "$1") has no '## [X.Y.Z]' version heading"
        return 1
    fi
    if [[ $changelog != "$header" ]]; then
        echo "versions: the header is $header but CHANGELOG.md's newest version is $changelog: give $header a" \
            "section ('## [$header] - YYYY-MM-DD', e.g. the [Unreleased] one renamed)"
        status=1
    fi
    if [[ $project_version != "$header" ]]; then
        echo "versions: CMake's project version is $project_version but the header is $header: re-run cmake"
        status=1
    fi
    if [[ -n $library && $(basename "$(readlink -f "$library")") != *".so.$header" ]]; then
        echo "versions: the library $(readlink -f "$library") is not librefreshkit.so.$header"
        status=1
    fi
    ((status == 0)) && echo "versions: header $header = CHANGELOG.md $changelog = CMake $project_version"
    return "$status"
}

agree "$root/CHANGELOG.md" || failed=1

# The planted disagreement: the newest version heading one patch ahead of the header.
newest=$(changelog_version "$root/CHANGELOG.md")
if [[ -n $newest ]]; then
    bumped="${newest%.*}.$((${newest##*.} + 1))"
    sed -E "0,/^## \[$newest\]/s//## [$bumped]/" "$root/CHANGELOG.md" >"$tmp/CHANGELOG.md"
    if agree "$tmp/CHANGELOG.md" >"$tmp/planted.out"; then
        echo "versions: FAIL: a CHANGELOG.md whose newest version is $bumped was accepted"
        failed=1
    else
        echo "versions: a CHANGELOG.md whose newest version is $bumped is refused"
    fi
fi

if ((failed)); then echo "versions: FAILED"; else echo "versions: ok"; fi
exit "$failed"
