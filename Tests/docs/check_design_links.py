#!/usr/bin/env python3
"""Checks the design documents under docs/: every relative markdown link points to a file that
exists, every #anchor to a heading or <a id> that exists, and docs/FIXES.md has a section for each
fix code F1-F20 and B1-B8. Exits 1 and lists the problems otherwise."""
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
CODES = [f"f{n}" for n in range(1, 21)] + [f"b{n}" for n in range(1, 9)]
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
EXPLICIT = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")
FENCE = re.compile(r"^\s*(```|~~~)")


def slug(text):
    """GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*|_(?=\W)|(?<=\W)_", "", text.strip().lower())
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LNM")
    return kept.replace(" ", "-")


def lines_outside_code(path):
    fenced = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield line


def anchors(path):
    found, seen = set(), {}
    for line in lines_outside_code(path):
        found.update(EXPLICIT.findall(line))
        match = HEADING.match(line)
        if match:
            base = slug(match.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found


def main():
    if not DOCS.is_dir():
        print(f"no docs directory at {DOCS}")
        return 1
    problems = []
    cache = {}
    for doc in sorted(DOCS.rglob("*.md")):
        for line in lines_outside_code(doc):
            for target in LINK.findall(re.sub(r"`[^`]*`", "", line)):
                if re.match(r"[a-z][a-z0-9+.-]*:", target):
                    continue  # http:, https:, mailto: and the like are not checked here
                file_part, _, fragment = target.partition("#")
                dest = (doc.parent / file_part).resolve() if file_part else doc
                where = doc.relative_to(ROOT)
                if not dest.exists():
                    problems.append(f"{where}: link to missing file {target}")
                    continue
                if fragment and dest.suffix == ".md":
                    if dest not in cache:
                        cache[dest] = anchors(dest)
                    if fragment not in cache[dest]:
                        problems.append(f"{where}: link to missing anchor {target}")
    fixes = DOCS / "FIXES.md"
    have = anchors(fixes) if fixes.exists() else set()
    problems += [f"docs/FIXES.md: no section for {code.upper()}" for code in CODES if code not in have]
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
