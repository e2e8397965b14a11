#!/usr/bin/env python3
"""Generates the typed signal connects and the signal reference of Include/refreshkit.h.

    generate.py LIBRARY HEADER            rewrite HEADER's generated block in place
    generate.py LIBRARY HEADER --check    fail (listing the difference) when the block is stale
    generate.py LIBRARY HEADER --test OUT write OUT, the table of Tests/signals/test_every_connect.c:
                                          one call of every typed connect with a handler of its
                                          exact type (built by ctest at build time, never committed)

The signal tables are the library's (ObjectKind.swift), read the way any host reads them: through
rk_signal_count and rk_signal_info of the built LIBRARY, for every RK_KIND_* the header declares.
From them the generated block holds, for each kind and each of its signals:
  - a handler typedef, rk_<kind>_<signal>_fn, with the signal's exact C signature, the object's own
    handle type first;
  - a static inline rk_<kind>_connect_<signal> that passes such a handler to rk_connect (so a wrong
    handler is a compile error; nothing is exported);
  - for the signals every component kind has with the same name and types,
    rk_component_<signal>_fn and rk_component_connect_<signal> (the component as void *);
  - each with a doc comment carrying the signal's summary (rk_signal_desc.summary: when it is
    emitted and what the host should do), and the page "refreshkit-signals" listing them all.
Fails when a signal has no summary: a signal without documentation is a defect.
The block sits between BEGIN and END below; nothing outside it is touched.
"""
import ctypes
import difflib
import re
import sys
import textwrap

BEGIN = "/* BEGIN GENERATED: typed signal connects (Tests/signals/generate.py; do not edit) */"
END = "/* END GENERATED: typed signal connects */"
MAX_PARAMS = 12
# rk_type -> C type (the header's rk_type enum).
C_TYPES = {0: "void", 1: "void *", 2: "int32_t", 3: "int64_t", 4: "uint64_t", 5: "double", 6: "const char *"}
# The refresh components: the kinds the rk_component_connect_* functions accept.
COMPONENT_KINDS = ("FOOTER", "HEADER", "TRAILER", "AUTO_FOOTER")
# The header's Doxygen group (@defgroup) of each kind: a kind's typed connects and handler types are
# listed on its group's page (HTML and man page, man 3 rk_footer), beside its own functions. Tasks
# and indicators are the binder's; the probe is the signals' diagnostic. A kind not listed stays in
# rk_signal_reference.
GROUPS = {"CONTEXT": "rk_context", "PROBE": "rk_signals", "FOOTER": "rk_footer", "TASK": "rk_binder",
          "INDICATOR": "rk_binder", "HEADER": "rk_header", "TRAILER": "rk_trailer",
          "AUTO_FOOTER": "rk_auto_footer", "SCROLL_VIEW": "rk_scroll_view", "PROGRESS": "rk_progress",
          "AUTO_HEADER": "rk_auto_header"}
COMPONENT_GROUP = "rk_components"
WIDTH = 100


class SignalDesc(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("index", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("return_type", ctypes.c_int32),
        ("param_count", ctypes.c_uint32),
        ("param_types", ctypes.c_int32 * MAX_PARAMS),
        ("param_names", ctypes.c_char_p * MAX_PARAMS),
        ("summary", ctypes.c_char_p),
    ]


class Signal:
    def __init__(self, index, name, return_type, params, summary):
        self.index, self.name, self.return_type = index, name, return_type
        self.params = params  # [(name, rk_type)]
        self.summary = summary

    @property
    def ident(self):
        return self.name.replace("-", "_")

    def shape(self):
        return (self.name, self.return_type, tuple(t for _, t in self.params))


def kinds_of(header_text):
    """(NUMBER, NAME) of every RK_KIND_* the header declares, in number order."""
    found = re.findall(r"^\s+RK_KIND_([A-Z_]+) = (\d+)", header_text, flags=re.M)
    if not found:
        sys.exit("generate.py: no RK_KIND_* in the header")
    return sorted((int(number), name) for name, number in found)


def read_tables(library, kinds):
    lib = ctypes.CDLL(library)
    lib.rk_signal_count.argtypes = [ctypes.c_int32, ctypes.POINTER(ctypes.c_uint32)]
    lib.rk_signal_info.argtypes = [ctypes.c_int32, ctypes.c_uint32, ctypes.POINTER(SignalDesc)]
    tables = {}
    for number, name in kinds:
        count = ctypes.c_uint32()
        if lib.rk_signal_count(number, ctypes.byref(count)) != 0:
            sys.exit(f"generate.py: rk_signal_count(RK_KIND_{name}) failed")
        signals = []
        for index in range(count.value):
            desc = SignalDesc()
            desc.struct_size = ctypes.sizeof(SignalDesc)
            if lib.rk_signal_info(number, index, ctypes.byref(desc)) != 0:
                sys.exit(f"generate.py: rk_signal_info(RK_KIND_{name}, {index}) failed")
            if desc.struct_size < ctypes.sizeof(SignalDesc) or not desc.summary:
                sys.exit(f"generate.py: RK_KIND_{name} signal {index} ({desc.name.decode()}) has no summary: "
                         "document it in its SignalSpec")
            params = [(desc.param_names[i].decode(), desc.param_types[i]) for i in range(desc.param_count)]
            signals.append(Signal(index, desc.name.decode(), desc.return_type, params, desc.summary.decode()))
        tables[name] = signals
    return tables


def c_param(c_type, name):
    return f"{c_type}{name}" if c_type.endswith("*") else f"{c_type} {name}"


def comment(lines_of_text, indent=""):
    """A /** ... */ block of paragraphs, wrapped."""
    out = [indent + "/**"]
    for paragraph in lines_of_text:
        for line in textwrap.wrap(paragraph, WIDTH - len(indent) - 3, break_on_hyphens=False,
                                  break_long_words=False):
            out.append(f"{indent} * {line}")
    out.append(indent + " */")
    return out


def signature(return_type, first_type, first_name, params, name="handler"):
    args = [c_param(first_type, first_name)] + [c_param(C_TYPES[t], n) for n, t in params]
    args.append("void *user_data")
    return f"{C_TYPES[return_type]} {name}({', '.join(args)})"


def wrap_call(head, args, tail, indent):
    """head(arg, arg, ...)tail, the arguments wrapped at WIDTH under the first one."""
    lines, line = [], head + "("
    for i, arg in enumerate(args):
        piece = arg + (", " if i + 1 < len(args) else ")" + tail)
        if len(line) + len(piece.rstrip()) > WIDTH and line.strip() != head + "(":
            lines.append(line.rstrip())
            line = indent
        line += piece
    lines.append(line.rstrip())
    return lines


def emit_connect(out, prefix, first_type, first_name, signal, summary, what, handle_doc, group):
    typedef = f"{prefix}_{signal.ident}_fn"
    function = f"{prefix}_connect_{signal.ident}"
    args = [c_param(first_type, first_name)] + [c_param(C_TYPES[t], n) for n, t in signal.params]
    args.append("void *user_data")
    grouping = [f"@ingroup {group}"] if group else []
    out += comment([f"The handler type of {what}; connect it with {function}."] + grouping)
    head = f"typedef {C_TYPES[signal.return_type]} (*{typedef})"
    out += wrap_call(head, args, ";", " " * len(head + "("))
    out += comment([
        f"Connects handler to {what}, as rk_connect({first_name}, \"{signal.name}\", ...) does, "
        f"with the handler's type checked by the compiler. {handle_doc}",
        f"Emitted: {summary}",
        "Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: "
        "as rk_connect. Thread: loop. Static inline: it calls rk_connect.",
    ] + grouping)
    out.append("static inline rk_status")
    out += wrap_call("    " + function, [c_param(first_type, first_name), f"{typedef} handler",
                                         "void *user_data", "rk_destroy_notify destroy_notify",
                                         "rk_connection *out_connection"], " {", "        ")
    out.append(f"    return rk_connect({first_name}, \"{signal.name}\", RK_SIGNAL_HANDLER_(handler), user_data,")
    out.append("                      destroy_notify, out_connection);")
    out.append("}")
    out.append("")


def shared_signals(tables):
    """The signals every component kind has with the same name and types, in the footer's order."""
    kinds = [tables[k] for k in COMPONENT_KINDS if k in tables]
    shared = []
    for signal in kinds[0]:
        same = [next((s for s in table if s.shape() == signal.shape()), None) for table in kinds]
        if all(same):
            names = [tuple(n for n, _ in s.params) for s in same]
            params = [(names[0][i] if len({n[i] for n in names}) == 1 else "value", t)
                      for i, (_, t) in enumerate(signal.params)]
            shared.append(Signal(signal.index, signal.name, signal.return_type, params, signal.summary))
    return shared


def generate(kinds, tables):
    out = [BEGIN, ""]
    out.append("#ifndef RK_NO_TYPED_CONNECTS")
    # The group the header's banner defines; the page below stays outside it (a page inside a group
    # becomes part of the group's page, and man 7 refreshkit-signals would be lost).
    out += ["/** @addtogroup rk_signal_reference", " * @{", " */", ""]
    out += comment([
        "Casts a typed handler to rk_callback inside the typed connects (C++ has no C cast without "
        "a warning under -Wold-style-cast). Not for use outside this header."])
    out.append("#ifdef __cplusplus")
    out.append("#define RK_SIGNAL_HANDLER_(fn) reinterpret_cast<rk_callback>(fn)")
    out.append("#else")
    out.append("#define RK_SIGNAL_HANDLER_(fn) ((rk_callback)(fn))")
    out.append("#endif")
    out.append("")
    page = ["@page refreshkit-signals RefreshKit signal reference", "",
            "Every signal of every kind, generated from the library's signal tables (rk_signal_info) "
            "by Tests/signals/generate.py. A handler is called on the loop thread as "
            "handler(object, parameters..., user_data); connect it with the typed connect named "
            "below (its handler type is checked by the compiler) or with rk_connect and the signal's "
            "name (for dynamic runtimes). Parameters of type const char * are UTF-8, never NULL and "
            "valid only during the call.", ""]
    for number, name in kinds:
        lower = name.lower()
        handle = f"rk_{lower} *"
        page += [f"@section refreshkit_signals_{lower} rk_{lower} (RK_KIND_{name})", ""]
        if not tables[name]:
            page += ["No signals.", ""]
        for signal in tables[name]:
            emit_connect(out, f"rk_{lower}", handle, lower, signal, signal.summary,
                         f"the \"{signal.name}\" signal of an rk_{lower} (index {signal.index})",
                         f"{lower} is the rk_{lower} *.", GROUPS.get(name))
            page.append(f"- rk_{lower}_connect_{signal.ident}(): the signal \"{signal.name}\" (index "
                        f"{signal.index}), handler "
                        f"`{signature(signal.return_type, handle, lower, signal.params)}`. {signal.summary}")
        page.append("")
    shared = shared_signals(tables)
    page += ["@section refreshkit_signals_component Every component",
             "", "The signals that every component (" + ", ".join(f"rk_{k.lower()}" for k in COMPONENT_KINDS)
             + ") has with the same name and types, connected on any of them as a void *:", ""]
    for signal in shared:
        emit_connect(out, "rk_component", "void *", "component", signal,
                     "as each component kind's (see rk_footer_connect_" + signal.ident + " and the others).",
                     f"the \"{signal.name}\" signal of any component", "component is an rk_footer *, "
                     "rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is refused as by "
                     "rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the signal).",
                     COMPONENT_GROUP)
        page.append(f"- rk_component_connect_{signal.ident}(): the signal \"{signal.name}\", handler "
                    f"`{signature(signal.return_type, 'void *', 'component', signal.params)}`.")
    page.append("")
    out.append("/** @} */")
    out.append("")
    out.append("#endif /* RK_NO_TYPED_CONNECTS */")
    out.append("")
    out.append("/**")
    for paragraph in page:
        if not paragraph:
            out.append(" *")
            continue
        for line in textwrap.wrap(paragraph, WIDTH - 3, break_on_hyphens=False, break_long_words=False,
                                  subsequent_indent="  " if paragraph.startswith("- ") else ""):
            out.append(f" * {line}")
    out.append(" */")
    out.append("")
    out.append(END)
    return "\n".join(out) + "\n"


def generate_test(kinds, tables):
    """C for test_every_connect.c: for each typed connect, a handler of its exact type and a call."""
    out = ["/* Generated by Tests/signals/generate.py --test from the library's signal tables. */", ""]
    entries = []

    def one(prefix, first_type, first_name, signal, kind):
        name = f"{prefix}_connect_{signal.ident}"
        handler = f"h_{prefix}_{signal.ident}"
        args = [c_param(first_type, first_name)] + [c_param(C_TYPES[t], n) for n, t in signal.params]
        out.append(f"static {C_TYPES[signal.return_type]} {handler}({', '.join(args + ['void *user_data'])}) {{")
        for arg in [first_name] + [n for n, _ in signal.params] + ["user_data"]:
            out.append(f"    (void){arg};")
        if signal.return_type != 0:
            out.append("    return 0;")
        out.append("}")
        out.append(f"static rk_status call_{name}(void *object, rk_connection *out) {{")
        out.append(f"    return {name}(({first_type})object, {handler}, NULL, NULL, out);")
        out.append("}")
        entries.append(f'    {{"{name}", "{signal.name}", RK_KIND_{kind}, call_{name}}},')

    for number, name in kinds:
        for signal in tables[name]:
            one(f"rk_{name.lower()}", f"rk_{name.lower()} *", name.lower(), signal, name)
    for signal in shared_signals(tables):
        one("rk_component", "void *", "component", signal, "FOOTER")
    out.append("")
    out.append("static const typed_connect typed_connects[] = {")
    out += entries
    out.append("};")
    return "\n".join(out) + "\n", len(entries)


def main():
    test_out = None
    argv = sys.argv[1:]
    if "--test" in argv:
        at = argv.index("--test")
        if at + 1 >= len(argv):
            sys.exit("generate.py: --test needs an output path")
        test_out = argv[at + 1]
        del argv[at:at + 2]
    args = [a for a in argv if a != "--check"]
    if len(args) != 2:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    library, header = args
    text = open(header, encoding="utf-8").read()
    if text.count(BEGIN) != 1 or text.count(END) != 1:
        sys.exit(f"generate.py: {header} must hold exactly one {BEGIN} ... {END} block")
    start, end = text.index(BEGIN), text.index(END) + len(END) + 1
    kinds = kinds_of(text)
    tables = read_tables(library, kinds)
    if test_out is not None:
        code, count = generate_test(kinds, tables)
        open(test_out, "w", encoding="utf-8").write(code)
        print(f"signals: wrote the calls of {count} typed connects into {test_out}")
        return 0
    block = generate(kinds, tables)
    if "--check" in sys.argv:
        if text[start:end] == block:
            count = block.count("static inline rk_status")
            print(f"signals: the generated block of {header} matches the library's tables ({count} typed connects)")
            return 0
        print(f"signals: FAIL: the generated block of {header} differs from the library's signal tables; "
              "regenerate it with: python3 Tests/signals/generate.py LIBRARY Include/refreshkit.h")
        sys.stdout.writelines(difflib.unified_diff(text[start:end].splitlines(True), block.splitlines(True),
                                                   "header", "tables"))
        return 1
    open(header, "w", encoding="utf-8").write(text[:start] + block + text[end:])
    print(f"signals: wrote {block.count('static inline rk_status')} typed connects into {header}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
