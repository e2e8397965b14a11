"""What the generators of Tests/abi share: names in camelCase, and writing a generated file or
checking that it is current (the *_generated ctests run the generators with --check)."""
import difflib
import sys


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
