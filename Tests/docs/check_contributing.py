#!/usr/bin/env python3
"""Fails when a contributor document names something the repository does not have.

Every name a document writes in backticks (or as a link target) is classified, and each class is
looked up where it lives:

  path     a/b, x.swift, .swift-format   exists, from the repository root (a link: from the
           document's folder); `#anchor` and a trailing `§N` must name a heading of the .md file
  template <Area>Exports.swift,          a placeholder, only in angle brackets; at least one real
           rk_<kind>_connect_<signal>    file or name must match it (`*`, `…` are refused)
  C        rk_x, RK_X, other snake_case  a word of Include/refreshkit.h outside its comments (a
                                         name not rk_/RK_: also of Sources/ or Tests/c/ code)
  version  REFRESHKIT_1.3                a node of cmake/refreshkit.map
  ctest    a snake_case name next to     registered by a CMakeLists.txt or *.cmake (add_test,
           the word ctest or test        a function or foreach that calls it)
  Swift    Type, name, Type.member,      each part declared under Sources/ (class, struct, enum,
           .case, Type<Param>, f(x:)     protocol, func, var, let, case, typealias, extension);
                                         a member inside a declaration or extension of its Type
                                         (or of the type a typealias names), a label in its
                                         signature
  module   a folder of Sources/          that folder
  command  bash x.sh, python3 y.py, ...  each argument that looks like a path, except build/
                                         products and CAPITAL placeholders

Anything else (prose in backticks, flags, keywords) is unchecked; --verbose lists it. Each missing
name is one line, `file:line: kind `name` not found`. A built-in self-test (also --self-test) runs
first: a made-up document naming a missing path, Swift symbol, C symbol and ctest must fail on
exactly those."""
import argparse
import re
import shlex
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_design_links import anchors  # noqa: E402  (one definition of GitHub's anchors)
from repo_names import IDENT, Repository  # noqa: E402

DOCUMENTS = ["CONTRIBUTING.md", "docs/ARCHITECTURE.md"]
EXTENSIONS = (".swift", ".c", ".h", ".py", ".sh", ".md", ".txt", ".map", ".cmake", ".cpp", ".hpp",
              ".lua", ".json", ".toml", ".yml")
COMMANDS = {"bash", "sh", "python3", "python", "cmake", "ctest", "swift", "swift-format", "ninja",
            "git", "make", "valgrind"}
KEYWORDS = {"if", "else", "guard", "for", "while", "switch", "return", "throw", "throws", "try",
            "final", "class", "struct", "enum", "protocol", "func", "var", "let", "nil", "self",
            "true", "false", "static", "public", "private", "inout", "async", "await", "some", "any",
            "typealias", "extension", "init", "open", "package", "internal", "fileprivate", "mutating",
            "override", "associatedtype"}
SWIFT_NAME = re.compile(rf"^\.?{IDENT}(?:\.{IDENT})*$")
SWIFT_GENERIC = re.compile(r"^([A-Za-z_]\w*[A-Za-z0-9])<([A-Z]\w*(?:,\s*[A-Z]\w*)*)>$")
CALL = re.compile(r"^([\w.?!]+)\((.*)\)$")
SNAKE = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
PLACEHOLDER = re.compile(r"<[^<>\s]+>")
SPAN = re.compile(r"(`+)(.+?)\1", re.S)
LINK = re.compile(r"\[(?:[^\]`]|`[^`]*`)*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^\s*(```|~~~)\s*(\w*)")
TEST_WORDS = {"ctest", "ctest's", "test", "tests"}


def spans(doc_text):
    """(line, text, kind, before, after) for each backticked span and link target outside fences,
    and each line of a shell fence as a command. before/after: the paragraph's words around a span
    (a span may follow a line break)."""
    fence, paragraph = None, []

    def flush(paragraph):
        text, starts = "", []
        for number, line in paragraph:
            starts.append((len(text), number))
            text += line + "\n"

        def line_of(position):
            return max(number for start, number in starts if start <= position)
        for m in SPAN.finditer(text):
            before = SPAN.sub(" X ", text[:m.start()]).split()[-2:]
            after = SPAN.sub(" X ", text[m.end():]).split()[:2]
            yield line_of(m.start()), " ".join(m.group(2).split()), "span", before, after
        for m in LINK.finditer(text):
            yield line_of(m.start()), m.group(1), "link", [], []

    for number, line in enumerate(doc_text.splitlines(), 1):
        opened = FENCE.match(line)
        if fence is not None:
            if opened and not opened.group(2):
                fence = None
            elif fence in ("sh", "bash", "shell", "console") and line.strip():
                yield number, line.strip().removeprefix("$ "), "command", [], []
        elif opened:
            yield from flush(paragraph)
            paragraph, fence = [], opened.group(2)
        elif not line.strip() or line.lstrip().startswith("#"):
            yield from flush(paragraph)
            yield from flush([(number, line)])
            paragraph = []
        else:
            paragraph.append((number, line))
    yield from flush(paragraph)


def path_like(token):
    """A repository path by its shape: a slash, a known extension, or a dotfile like .swift-format."""
    dotfile = re.fullmatch(r"\.\w[\w.]*-[\w.-]+", token)
    return "/" in token or token.endswith(EXTENSIONS) or dotfile is not None


class Checker:
    """One document's names, each classified and looked up in the Repository."""

    def __init__(self, repo, doc):
        self.repo, self.doc = repo, doc
        self.problems, self.unchecked = [], []

    def missing(self, line, kind, name, why="not found"):
        self.problems.append(f"{self.rel()}:{line}: {kind} `{name}` {why}")

    def rel(self):
        try:
            return self.doc.relative_to(self.repo.root).as_posix()
        except ValueError:
            return self.doc.as_posix()

    def run(self, text):
        for line, name, kind, before, after in spans(text):
            if kind == "link":
                self.link(line, name)
            elif kind == "command":
                self.command(line, name)
            else:
                self.span(line, name, before, after)
        # Links are found after the spans of their paragraph: report in line order.
        self.problems.sort(key=lambda problem: int(problem.split(":")[1]))
        return self

    def link(self, line, target):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):
            return
        file_part, _, fragment = target.partition("#")
        dest = (self.doc.parent / file_part).resolve() if file_part else self.doc
        if not dest.exists():
            return self.missing(line, "link", target)
        if fragment and dest.suffix == ".md" and fragment not in anchors(dest):
            self.missing(line, "anchor", target)

    def path(self, line, token, section=None):
        if token.startswith("build/") or re.fullmatch(r"[A-Z][A-Z_]*", token):
            return self.unchecked.append((line, token))
        file_part, _, fragment = token.partition("#")
        if PLACEHOLDER.search(file_part):
            glob = PLACEHOLDER.sub("*", file_part.rstrip("/"))
            if not list(self.repo.root.glob(glob)):
                self.missing(line, "path template", token, "matches nothing")
            return
        if re.search(r"[*…]|\.\.\.", file_part):
            return self.missing(line, "path", token, "has a placeholder outside angle brackets")
        dest = self.repo.root / file_part
        if not dest.exists():
            return self.missing(line, "path", token)
        if fragment and dest.suffix == ".md" and fragment not in anchors(dest):
            self.missing(line, "anchor", token)
        heading = rf"^#+\s+{re.escape(section or '')}[.\s]"
        if section and not re.search(heading, dest.read_text(encoding="utf-8"), re.M):
            self.missing(line, "section", f"{token} §{section}")

    def command(self, line, text):
        try:
            lexer = shlex.shlex(text, posix=True, punctuation_chars=True)
            lexer.whitespace_split = True
            tokens = list(lexer)
        except ValueError:
            return self.unchecked.append((line, text))
        for token in tokens:
            if not token.startswith("-") and path_like(token) and not re.search(r"[|&;]", token):
                self.path(line, token)

    def span(self, line, text, before, after):
        words = text.split()
        if len(words) > 1 and words[0] in COMMANDS:
            return self.command(line, text)
        section = re.fullmatch(r"(\S+) §(\d+(?:\.\d+)*)", text)
        if section and path_like(section.group(1)):
            return self.path(line, section.group(1), section.group(2))
        if path_like(text) and " " not in text:
            return self.path(line, text)
        call = CALL.match(text)
        name, labels = (call.group(1), call.group(2)) if call else (text, "")
        name = name.replace("?", "").replace("!", "")
        if " " in name or name.startswith("@"):
            return self.unchecked.append((line, text))
        if PLACEHOLDER.search(name) and not SWIFT_GENERIC.match(name):
            return self.template(line, name)
        if re.search(r"[*…]|\.\.\.", name):
            return self.missing(line, "name", text, "has a placeholder outside angle brackets")
        if re.fullmatch(r"REFRESHKIT_[\w.]+", name):
            if name not in self.repo.versions:
                self.missing(line, "version node", name)
            return
        if re.fullmatch(r"(rk|RK)_\w+", name):
            if name not in self.repo.c_words:
                self.missing(line, "C symbol", name)
            return
        if SNAKE.match(name):
            near = {w.strip(".,;:()").lower() for w in before[-2:] + after[:2]}
            if near & TEST_WORDS:
                if not self.repo.ctest_registered(name):
                    self.missing(line, "ctest", name)
            elif name not in self.repo.c_words and name not in self.repo.source_words:
                self.missing(line, "C name", name)
            return
        generic = SWIFT_GENERIC.match(name)
        if generic:
            return self.swift_generic(line, generic.group(1), generic.group(2))
        if SWIFT_NAME.match(name) and name not in KEYWORDS:
            return self.swift(line, name, labels)
        self.unchecked.append((line, text))

    def template(self, line, name):
        pattern = re.compile(PLACEHOLDER.sub(lambda m: r"\w+", re.escape(name)))
        if re.match(r"(rk|RK|REFRESHKIT)_", name):
            pool = self.repo.c_words | self.repo.versions
        elif "_" in PLACEHOLDER.sub("", name):
            pool = self.repo.source_words
        else:
            pool = self.repo.decls.keys()
        if not any(pattern.fullmatch(word) for word in pool):
            self.missing(line, "template", name, "matches nothing")

    def swift(self, line, name, labels):
        if name in self.repo.modules:
            return
        parts = name.lstrip(".").split(".")
        if parts[0] not in self.repo.decls:
            return self.missing(line, "Swift symbol", name)
        declared = self.repo.decls[parts[0]]
        for owner, member in zip(parts, parts[1:]):
            # A value's member (`scrollView.relayInset`): its type is not known here, only the name.
            if owner[0].isupper():
                declared = self.repo.swift_member(owner, member)
            else:
                declared = self.repo.decls.get(member)
            if not declared:
                return self.missing(line, "Swift member" if owner[0].isupper() else "Swift symbol", name)
        for label in re.findall(r"(\w+):", labels):
            signature = rf"\bfunc\s+{re.escape(parts[-1])}\b[^{{]*?\b{label}\b(?:\s+\w+)?\s*:"
            if label != "_" and not any(re.search(signature, text) for text in declared.values()):
                return self.missing(line, "Swift label", f"{name}({label}:)")

    def swift_generic(self, line, name, params):
        declared = self.repo.decls.get(name, {})
        first = params.split(",")[0].strip()
        pattern = rf"\b(?:class|struct|enum|protocol)\s+{name}<\s*{first}\b"
        if not any(re.search(pattern, text) for text in declared.values()):
            self.missing(line, "Swift generic", f"{name}<{params}>")


SELF_TEST = """# A made-up document

The contract is `Include/refreshkit.h`; the checks run from `Tests/no_such_folder/gone.sh`.
Objects derive from `NoSuchBaseObject`, exported as `rk_no_such_function`.
Run the `no_such_registered_check` ctest, after `bash Tests/docs/no_such_script.sh build/x`.
`rk_<kind>_no_such_template` and `Handles.noSuchMember` do not exist; `rk_version` and the
`docs_contributing_true` ctest do.
"""
SELF_TEST_WANT = [
    "path `Tests/no_such_folder/gone.sh` not found",
    "Swift symbol `NoSuchBaseObject` not found",
    "C symbol `rk_no_such_function` not found",
    "ctest `no_such_registered_check` not found",
    "path `Tests/docs/no_such_script.sh` not found",
    "template `rk_<kind>_no_such_template` matches nothing",
    "Swift member `Handles.noSuchMember` not found",
]


def self_test(repo):
    """The checker must catch each kind of missing name in a made-up document, and only those."""
    with tempfile.TemporaryDirectory() as folder:
        doc = Path(folder) / "made-up.md"
        doc.write_text(SELF_TEST, encoding="utf-8")
        found = [p.split(": ", 1)[1] for p in Checker(repo, doc).run(SELF_TEST).problems]
    if found != SELF_TEST_WANT:
        print("self-test failed: the made-up document gave\n  " + "\n  ".join(found) +
              "\nexpected\n  " + "\n  ".join(SELF_TEST_WANT))
        return False
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root", nargs="?", type=Path, default=Path(__file__).resolve().parents[2])
    parser.add_argument("documents", nargs="*", default=DOCUMENTS, help="relative to the root")
    parser.add_argument("--verbose", action="store_true", help="also list what is unchecked")
    parser.add_argument("--self-test", action="store_true", help="run only the self-test")
    args = parser.parse_args()
    repo = Repository(args.root.resolve())
    if not self_test(repo):
        return 1
    if args.self_test:
        return 0
    problems = []
    for name in args.documents:
        doc = repo.root / name
        checker = Checker(repo, doc).run(doc.read_text(encoding="utf-8"))
        problems += checker.problems
        if args.verbose:
            for line, text in checker.unchecked:
                print(f"{name}:{line}: unchecked `{text}`")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
