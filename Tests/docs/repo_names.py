"""What the repository declares, for the documentation checks (Tests/docs/check_contributing.py):
Swift declarations under Sources/ (by name, and by the type whose body or extension holds them),
the words of the public header and of the C and Swift code, the version nodes of the linker map,
the ctests the CMake files register, and the module folders of Sources/."""
import os
import re
from pathlib import Path

IDENT = r"[A-Za-z_]\w*"


def strip_comments(text, line_comment):
    """Blanks comments and string literals (keeping newlines), so a name only in a comment or a
    message does not count as declared."""
    pattern = re.compile(r'"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|/\*[\s\S]*?\*/|' + line_comment + r"[^\n]*")

    def blank(match):
        text = match.group(0)
        return '""' if text.startswith('"') else re.sub(r"[^\n]", " ", text)
    return pattern.sub(blank, text)


def words(path):
    """The words of a C or Swift file outside its comments and strings."""
    return re.findall(r"\b\w+\b", strip_comments(path.read_text(encoding="utf-8"), "//"))


class Repository:
    """What the documents may name, read once from the tree."""

    def __init__(self, root):
        self.root = root
        self.swift_index()
        self.c_words = set(words(root / "Include/refreshkit.h"))
        mapfile = (root / "cmake/refreshkit.map").read_text(encoding="utf-8")
        self.versions = set(re.findall(r"^\s*(REFRESHKIT_[\w.]+)\s*\{", mapfile, re.M))
        self.ctests, self.ctest_patterns = registered_ctests(root)
        self.modules = {p.name for p in (root / "Sources").iterdir() if p.is_dir()}
        for path in sorted((root / "Tests/c").glob("*.[ch]")):
            self.source_words.update(words(path))

    def swift_index(self):
        """decls: name -> {file: text}; bodies: type -> the texts of its declarations and
        extensions, each with the names declared in it; alias: typealias -> the type it names."""
        self.decls, self.bodies, self.alias, self.source_words = {}, {}, {}, set()
        for path in sorted((self.root / "Sources").rglob("*")):
            if path.suffix in (".c", ".h", ".modulemap"):
                self.source_words.update(words(path))
            if path.suffix != ".swift":
                continue
            rel = path.relative_to(self.root).as_posix()
            text = strip_comments(path.read_text(encoding="utf-8"), "//")
            self.source_words.update(re.findall(r"\b\w+\b", text))
            for name in declared(text):
                self.decls.setdefault(name, {})[rel] = text
            for m in TYPE_DECL.finditer(text):
                if m.group(1) not in ("typealias", "associatedtype"):
                    body = braced(text, m.end())
                    self.bodies.setdefault(m.group(2).split(".")[-1], []).append((body, declared(body)))
            for name, base in re.findall(rf"\btypealias\s+({IDENT})\s*(?:<[^=]*>)?\s*=\s*({IDENT})", text):
                self.alias[name] = base

    def swift_member(self, owner, member):
        """The bodies of `owner` (or of the type its typealias names) that declare `member`."""
        owner = owner.lstrip(".")
        bodies = self.bodies.get(owner, []) + self.bodies.get(self.alias.get(owner, ""), [])
        return {str(i): body for i, (body, names) in enumerate(bodies) if member in names}

    def ctest_registered(self, name):
        return name in self.ctests or any(p.fullmatch(name) for p in self.ctest_patterns)


def split_top(text):
    """Splits an enum case list at its top-level commas: `a(x, y), b = 2` -> `a(x, y)`, `b = 2`."""
    pieces, depth, current = [], 0, ""
    for char in text:
        depth += char in "([<"
        depth -= char in ")]>"
        if char == "," and depth == 0:
            pieces.append(current)
            current = ""
        else:
            current += char
    return pieces + [current]


TYPE_DECL = re.compile(
    rf"\b(class|struct|enum|protocol|actor|typealias|associatedtype|extension)\s+((?:{IDENT}\.)*{IDENT})")


def declared(text):
    """The names Swift code declares: functions, properties, types, extensions, enum cases."""
    names = set(re.findall(rf"\b(?:func|var|let)\s+({IDENT})", text))
    names.update(m.group(2).split(".")[-1] for m in TYPE_DECL.finditer(text))
    for line in re.findall(r"^\s*(?:indirect\s+)?case\s+(?!let\b|var\b)([A-Za-z_].*)$", text, re.M):
        names.update(m.group(0) for m in (re.match(IDENT, p.strip()) for p in split_top(line)) if m)
    if re.search(r"\binit\s*[(<?!]", text):
        names.add("init")
    return names


def braced(text, position):
    """The text from the first { at or after position to its matching }."""
    start = text.find("{", position)
    if start < 0:
        return ""
    depth = 0
    for index in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return text[start:index + 1]
    return text[start:]


def registered_ctests(root):
    """ctest names from add_test(NAME ...), with ${v} expanded through the foreach or the function
    around it; a name still holding a variable becomes a pattern."""
    texts = {}
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(d for d in subfolders if not d.startswith((".", "build")))
        for name in sorted(files):
            if name == "CMakeLists.txt" or name.endswith(".cmake"):
                path = Path(folder) / name
                texts[path] = re.sub(r"(^|\s)#[^\n]*", r"\1", path.read_text(encoding="utf-8"))
    calls = "\n".join(texts.values())
    names, patterns = set(), []
    for text in texts.values():
        scopes = []
        for m in re.finditer(r"\bforeach\s*\(\s*(\w+)\s+([^)]*)\)(.*?)\bendforeach\b", text, re.S | re.I):
            items = re.sub(r"\bIN\s+LISTS\s+[\w\s]*?(?=\bITEMS\b|$)|\bIN\b|\bITEMS\b", " ", m.group(2))
            scopes.append((m.start(3), m.end(3), m.group(1), items.split()))
        for m in re.finditer(r"\b(function|macro)\s*\(\s*(\w+)\s*([^)]*)\)(.*?)\bend\1\b", text, re.S | re.I):
            params = m.group(3).split()
            for i, param in enumerate(params):
                values = [c[i] for c in (call.split() for call in re.findall(
                    rf"^\s*{m.group(2)}\s*\(([^)]*)\)", calls, re.M)) if len(c) > i]
                scopes.append((m.start(4), m.end(4), param, values))
        for m in re.finditer(r"\badd_test\s*\(\s*NAME\s+([^\s)]+)", text):
            found = [m.group(1)]
            for start, end, var, values in scopes:
                if start <= m.start() < end:
                    found = [f.replace("${%s}" % var, v) for f in found for v in values] if values else found
            for name in found:
                if "${" in name:
                    patterns.append(re.compile(re.sub(r"\\\$\\\{\w+\\\}", r"[\\w-]+", re.escape(name))))
                else:
                    names.add(name)
    return names, patterns
