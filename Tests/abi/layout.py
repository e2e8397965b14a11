#!/usr/bin/env python3
"""Prints a C program that reports the layout of every public struct of refreshkit.h.

The structs are read from the header itself, so a field added, removed, moved or retyped shows up
in the output without anyone keeping a list: check.sh compares the program's output with the
committed layouts.txt.
"""
import re
import sys

header = open(sys.argv[1]).read()
# Drop comments so field declarations are clean.
header = re.sub(r"/\*.*?\*/", "", header, flags=re.S)
header = re.sub(r"//[^\n]*", "", header)

structs = re.findall(r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", header, flags=re.S)
print('#include <stddef.h>\n#include <stdio.h>\n#include "refreshkit.h"\nint main(void) {')
for tag, body, name in structs:
    print(f'    printf("struct {name} size %zu align %zu\\n", sizeof({name}), _Alignof({name}));')
    for declaration in [d.strip() for d in body.split(";") if d.strip()]:
        declaration = " ".join(declaration.split())
        pointer = re.match(r".*\(\s*\*\s*(\w+)\s*\)\s*\(.*\)$", declaration)
        if pointer:
            field = pointer.group(1)
        else:
            field = re.match(r".*?(\w+)\s*(\[[^\]]*\])?$", declaration).group(1)
        kind = declaration.replace(field, "@", 1)
        print(f'    printf("  {name}.{field} offset %zu size %zu type {kind}\\n", '
              f'offsetof({name}, {field}), sizeof((({name} *)0)->{field}));')
print("    return 0;\n}")
