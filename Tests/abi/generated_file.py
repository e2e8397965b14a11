"""What the generators of Tests/abi share: names in camelCase, and writing a generated file or
checking that it is current (the *_generated ctests run the generators with --check)."""
import difflib
import re
import sys

BLOCK = re.compile(r"^enum \{\n(.*?)^\};", re.M | re.S)
CONSTANT = re.compile(r"(?:/\*\*(.*?)\*/\s*)?\b(RK_\w+)\s*=\s*([^,\n]+?)\s*(?:,|\n|$)", re.S)
TYPEDEF = re.compile(r"typedef\s+u?int\d+_t\s+(rk_\w+)\s*;")
ALIAS = re.compile(r"typedef\s+(rk_\w+)\s+(rk_\w+)\s*;")


def camel(name, upper=False):
    """lower_snake (or UPPER_SNAKE) as lowerCamelCase, or UpperCamelCase."""
    words = name.lower().split("_")
    out = "".join(w[:1].upper() + w[1:] for w in words)
    return out if upper else out[:1].lower() + out[1:]


def run(script, what, usage, generate):
    """`script HEADER OUT [--check]`: writes what `generate(header text)` returns, (text, count),
    into OUT, or with --check fails, printing the difference, when OUT is not that text."""
    args = [a for a in sys.argv[1:] if a != "--check"]
    if len(args) != 2:
        print(usage, file=sys.stderr)
        return 2
    header, output = args
    with open(header, encoding="utf-8") as f:
        text, count = generate(f.read())
    if "--check" in sys.argv:
        try:
            with open(output, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = ""
        if current == text:
            print(f"{what}: {output} matches the header ({count})")
            return 0
        print(f"{what}: FAIL: {output} differs from what the header makes; regenerate it with: "
              f"python3 {script} {header} {output}")
        sys.stdout.writelines(difflib.unified_diff(current.splitlines(True), text.splitlines(True), "file", "header"))
        return 1
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{what}: wrote {count} into {output}")
    return 0


def preamble(before):
    """The C type and the documentation of the enum block that follows `before`: the typedef just
    above it (aliases of it aside) and the comment above that, or for a block without a typedef the
    comment just above it."""
    tail, comments = before.rstrip(), []
    while True:
        if tail.endswith("*/"):
            start = tail.rfind("/*")
            comments.append(tail[start + 2:-2])
            tail = tail[:start].rstrip()
            continue
        start = tail.rfind("\n") + 1
        line = tail[start:]
        if ALIAS.fullmatch(line):
            tail, comments = tail[:start].rstrip(), []
            continue
        typedef = TYPEDEF.fullmatch(line)
        if typedef:
            tail = tail[:start].rstrip()
            doc = tail[tail.rfind("/*") + 2:-2] if tail.endswith("*/") else None
            return typedef.group(1), doc
        return None, comments[0] if comments else None


def enum_blocks(header):
    """Every `enum { ... };` block of the header: (its C type or None, its documentation,
    [(constant, value, documentation)])."""
    for m in BLOCK.finditer(header):
        ctype, doc = preamble(header[:m.start()])
        constants = [(c.group(2), c.group(3), c.group(1)) for c in CONSTANT.finditer(m.group(1))]
        if not constants:
            sys.exit(f"cannot read the header's enum block at offset {m.start()}")
        yield ctype, doc, constants


def aliases(header):
    """The header's other names of a type: {alias: type} (rk_footer_state: rk_refresh_state)."""
    return {m.group(2): m.group(1) for m in ALIAS.finditer(header)}
