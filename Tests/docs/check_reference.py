#!/usr/bin/env python3
"""Checks the API reference that Doxygen generated from Include/refreshkit.h.

    check_reference.py HEADER DOCS_DIR

DOCS_DIR is Doxygen's OUTPUT_DIRECTORY (with xml/, html/ and man/man3/). Fails, listing each problem
with the header line it is about, when:
  - a public declaration has no documentation: the file itself, a function, a macro, a typedef, an
    enumerator, a struct or one of its fields (what Doxygen saw, read from its XML);
  - a declaration of the header is missing from the XML (Doxygen did not parse it): every function
    prototype, #define RK_* and RK_* enumerator found in the header text must be there, documented;
  - a function has no man page (man3/<function>.3), or a struct none (man3/<struct>.3);
  - a signal has no documentation: a typed connect (rk_<kind>_connect_<signal>, generated into the
    header's static inline block) whose doc comment lacks its "Emitted:" text, the signal's summary;
  - a typed connect is not on its kind's group page (the @ingroup of its doc comment: rk_footer_connect_*
    in rk_footer, rk_component_connect_* in rk_components), or that page (man3/<group>.3 and its HTML
    page) does not show it with its C signatures: the connect's prototype and its handler's typedef;
  - the signal reference (the page refreshkit-signals: man7/refreshkit-signals.7 and its HTML page)
    is missing, or does not list every typed connect;
  - the HTML reference lacks its index or the header's page.
Prints one line per problem and a closing count; exit status 0 only when there is none.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET


def text_of(element):
    """All text inside a description element, whitespace collapsed."""
    if element is None:
        return ""
    return " ".join("".join(element.itertext()).split())


def documented(element):
    return bool(text_of(element.find("briefdescription")) or text_of(element.find("detaileddescription")))


def line_of(element):
    location = element.find("location")
    return location.get("line", "?") if location is not None else "?"


def header_declarations(path):
    """Names the header declares, read from its text (independently of Doxygen's parser)."""
    source = open(path, encoding="utf-8").read()
    # Comments out, so that a name mentioned in prose is not taken for a declaration.
    code = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), source, flags=re.S)
    code = re.sub(r"//[^\n]*", "", code)
    functions, macros, enumerators = {}, {}, {}
    lines = code.split("\n")
    for number, line in enumerate(lines, 1):
        # The generated typed connects: "static inline rk_status" alone, the name on the next line.
        if re.match(r"^static inline rk_status\s*$", line) and number < len(lines):
            match = re.match(r"^\s+(rk_\w+)\s*\(", lines[number])
            if match:
                functions[match.group(1)] = number + 1
        match = re.match(r"^(?!typedef\b)[A-Za-z_][\w \t]*?[\s*](rk_\w+)\s*\(", line)
        if match:
            functions[match.group(1)] = number
        match = re.match(r"^#\s*define\s+(RK_\w+)", line)
        if match:
            macros[match.group(1)] = number
        match = re.match(r"^\s+(RK_[A-Z0-9_]+)\s*=", line)
        if match:
            enumerators[match.group(1)] = number
    return functions, macros, enumerators


def typedef_group(connect):
    """The group a typed connect belongs to: its kind's (rk_footer_connect_* in rk_footer), where the
    header defines one, rk_components for rk_component_connect_*; None for a kind without a group."""
    prefix = connect.split("_connect_")[0]
    return "rk_components" if prefix == "rk_component" else prefix


def kind_pages(header, connects, functions):
    """(connect, group, handler typedef, line) of every typed connect: group is the @ingroup of its
    doc comment (None without one); typedef is None when the header defines a group for the
    connect's kind and the connect is in another one."""
    source = open(header, encoding="utf-8").read()
    groups = set(re.findall(r"@defgroup\s+(\w+)", source))
    found = []
    for connect in connects:
        declaration = source.find(f"static inline rk_status\n    {connect}(")
        if declaration < 0:
            continue
        start = source.rindex("/**", 0, declaration)
        match = re.search(r"@ingroup\s+(\w+)", source[start:declaration])
        group = match.group(1) if match else None
        prefix, signal = connect.split("_connect_")
        expected = typedef_group(connect)
        typedef = f"{prefix}_{signal}_fn"
        if group is not None and expected in groups and group != expected:
            typedef = None
        found.append((connect, group, typedef, functions[connect]))
    return found


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    header, docs = sys.argv[1], sys.argv[2]
    name = os.path.basename(header)
    problems = []

    def problem(line, message):
        problems.append((int(line) if str(line).isdigit() else 0, f"{name}:{line}: {message}"))

    xml_dir = os.path.join(docs, "xml")
    index = ET.parse(os.path.join(xml_dir, "index.xml")).getroot()
    file_refid = None
    struct_refids = []
    for compound in index.findall("compound"):
        if compound.get("kind") == "file" and compound.findtext("name") == name:
            file_refid = compound.get("refid")
        elif compound.get("kind") == "struct":
            struct_refids.append(compound.get("refid"))
    if file_refid is None:
        print(f"docs: Doxygen's XML has no page for {name}: is it the INPUT?", file=sys.stderr)
        return 1

    functions, macros, enumerators = header_declarations(header)
    seen = {}  # name -> (kind, documented)
    file_xml = ET.parse(os.path.join(xml_dir, file_refid + ".xml")).getroot().find("compounddef")
    if not documented(file_xml):
        problem(1, "the file has no documentation block (/** @file ... */): Doxygen then leaves its "
                   "functions out of the reference")
    for member in file_xml.iter("memberdef"):
        kind, member_name = member.get("kind"), member.findtext("name")
        if kind == "enum":
            if not member_name.startswith("@") and not documented(member):
                problem(line_of(member), f"enum {member_name} has no documentation")
            for value in member.findall("enumvalue"):
                value_name = value.findtext("name")
                ok = documented(value)
                seen[value_name] = ("enumerator", ok)
                if not ok:
                    # Enumerators carry no location in the XML: the line is the header text's.
                    problem(enumerators.get(value_name, line_of(member)),
                            f"enumerator {value_name} has no documentation")
            continue
        ok = documented(member)
        seen[member_name] = (kind, ok)
        if not ok:
            problem(line_of(member), f"{kind} {member_name} has no documentation")
        elif kind == "function" and "_connect_" in member_name:
            # A typed connect documents its signal: "Emitted: <when, and what the host does>".
            emitted = re.search(r"Emitted:\s*(.*?)(Errors, ownership|$)",
                                text_of(member.find("detaileddescription")))
            if not emitted or len(emitted.group(1).split()) < 3:
                problem(line_of(member), f"signal of {member_name} has no documentation (its "
                                         "SignalSpec summary, the \"Emitted:\" text)")

    structs = []
    for refid in struct_refids:
        compound = ET.parse(os.path.join(xml_dir, refid + ".xml")).getroot().find("compounddef")
        struct_name = compound.findtext("compoundname")
        structs.append(struct_name)
        if not documented(compound):
            problem(line_of(compound), f"struct {struct_name} has no documentation")
        for member in compound.iter("memberdef"):
            if member.get("kind") == "variable" and not documented(member):
                problem(line_of(member), f"field {struct_name}.{member.findtext('name')} has no documentation")

    for names, kind in ((functions, "function"), (macros, "define"), (enumerators, "enumerator")):
        for declared, line in sorted(names.items(), key=lambda item: item[1]):
            if declared == "REFRESHKIT_H":
                continue
            if declared not in seen:
                problem(line, f"{kind} {declared} is declared but missing from the reference "
                              "(Doxygen did not parse it)")
            elif seen[declared][0] != kind:
                problem(line, f"{declared} is a {kind} in the header but a {seen[declared][0]} to Doxygen")

    man_dir = os.path.join(docs, "man", "man3")
    for page in list(functions) + structs:
        if not os.path.isfile(os.path.join(man_dir, page + ".3")):
            problem(functions.get(page, 0), f"no man page man3/{page}.3")
    if not os.path.isfile(os.path.join(man_dir, name + ".3")):
        problem(1, f"no man page man3/{name}.3")
    connects = [f for f in functions if "_connect_" in f]
    signals_page = os.path.join(docs, "man", "man7", "refreshkit-signals.7")
    if connects and not os.path.isfile(signals_page):
        problem(0, "no man page man7/refreshkit-signals.7 (the signal reference, the header's "
                   "@page refreshkit-signals)")
    elif connects:
        page_text = open(signals_page, encoding="utf-8").read().replace("\\&", "")
        for connect in connects:
            if connect + "()" not in page_text:
                problem(functions[connect], f"the signal reference (refreshkit-signals) does not list {connect}")
    for connect, group, typedef, line in kind_pages(header, connects, functions):
        if group is None:
            problem(line, f"{connect} has no @ingroup: its kind's page would not list it")
            continue
        if typedef is None:
            problem(line, f"{connect} is in group {group}, not its kind's ({typedef_group(connect)})")
            continue
        page = os.path.join(man_dir, group + ".3")
        text = open(page, encoding="utf-8").read() if os.path.isfile(page) else ""
        if not text or text.startswith(".so "):
            problem(line, f"no man page man3/{group}.3 for the group of {connect}")
            continue
        text = re.sub(r"\\f[BIPRC]|\\&", "", text)
        # The C signatures: the handler's typedef (the signal's parameters) and the connect's prototype.
        if f"typedef" not in text or f"(* {typedef}) (" not in text:
            problem(line, f"man3/{group}.3 does not show the handler type {typedef} of {connect}")
        if f"{connect} (" not in text:
            problem(line, f"man3/{group}.3 does not list {connect}")
        html = os.path.join(docs, "html", "group__" + group.replace("_", "__") + ".html")
        if not os.path.isfile(html) or connect not in open(html, encoding="utf-8").read():
            problem(line, f"the HTML page of group {group} does not list {connect}")
    if connects and not os.path.isfile(os.path.join(docs, "html", "refreshkit-signals.html")):
        problem(0, "the HTML reference has no refreshkit-signals.html (the signal reference)")
    for page in ("index.html", file_refid + ".html"):
        if not os.path.isfile(os.path.join(docs, "html", page)):
            problem(0, f"the HTML reference has no {page}")

    for _, message in sorted(problems, key=lambda problem: problem[0]):
        print(message)
    count = len(functions)
    print(f"docs: {count} functions ({len(connects)} typed signal connects), {len(macros)} macros, "
          f"{len(enumerators)} enumerators, {len(structs)} structs checked; {len(problems)} problem{'s' if len(problems) != 1 else ''}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
