#!/usr/bin/env python3
"""Fails when the code, the header, the tests, the examples or the top-level documents cite a
document outside the repository: "spec 2.4", "spec part 6", "DESIGN" (the outside design document;
the word in capitals has no other use here), "../shared/...", "spec/<name>.md" or
"<name>-original.md". The repository's own design is in docs/; cite that (for example
`docs/behaviour/footer.md §3` or `docs/FIXES.md#f8`).

Hits still waiting for their owner are listed in Tests/docs/outside_citations_allowed.txt, one
`path:line content` per line. The check also fails on a list entry that no longer matches a hit, so
the list can only shrink. Exits 1 and lists the problems otherwise."""
import re
import sys
from pathlib import Path

ROOT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
SCANNED = ["Sources", "Include", "Tests", "Examples", "cmake", "README.md", "CONTRIBUTING.md",
           "BENCHMARKS.md", "CMakeLists.txt", "Package.swift", "Doxyfile"]
# Generated inputs and this check's own files (which spell the patterns out).
SKIPPED = {"Tests/fuzz/corpus", "Tests/docs/check_no_outside_citations.py",
           "Tests/docs/outside_citations_allowed.txt"}
ALLOWED = ROOT / "Tests/docs/outside_citations_allowed.txt"
PATTERNS = [
    re.compile(r"\b[Ss]pec \d+(?:\.\d+)*"),        # spec 2.4, Spec 0.2
    re.compile(r"\bspec(?:'s)? part\b"),           # spec part 6.2, the spec's part 5.1
    re.compile(r"\bDESIGN\b"),                     # DESIGN 3.2, DESIGN.md section 6, DESIGN B5
    re.compile(r"\.\./shared\b|/work/shared\b"),   # ../shared/DESIGN.md
    re.compile(r"\bspec/[\w.-]+\.md\b"),           # spec/footer-original.md
    re.compile(r"\b[\w-]+-original\.md\b"),        # footer-original.md section 2
]


def files():
    for name in SCANNED:
        top = ROOT / name
        if top.is_file():
            yield top
        elif top.is_dir():
            for path in sorted(top.rglob("*")):
                rel = path.relative_to(ROOT).as_posix()
                if path.is_file() and not any(rel == s or rel.startswith(s + "/") for s in SKIPPED):
                    yield path


def hits():
    found = []
    for path in files():
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # binary files cite nothing
        rel = path.relative_to(ROOT).as_posix()
        for number, line in enumerate(text.splitlines(), 1):
            if any(p.search(line) for p in PATTERNS):
                found.append((rel, number, line.strip()))
    return found


def allowed():
    entries = []
    if ALLOWED.exists():
        for line in ALLOWED.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                path, _, content = line.partition(":")
                entries.append((path.strip(), content.strip()))
    return entries


def main():
    found = hits()
    allow = allowed()
    keys = set(allow)
    problems = [f"{path}:{number}: cites a document outside the repository (cite docs/ instead): {line}"
                for path, number, line in found if (path, line) not in keys]
    seen = {(path, line) for path, _, line in found}
    problems += [f"{ALLOWED.relative_to(ROOT)}: entry matches no citation any more, remove it: {path}:{content}"
                 for path, content in allow if (path, content) not in seen]
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
