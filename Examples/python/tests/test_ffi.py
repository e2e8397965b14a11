"""The raw binding against the contract: every function of Include/refreshkit.h is bound by name
with exactly the argument and return types its prototype says, the structs have the header's
fields and sizes, and the rk_api table points at the same functions."""

import ctypes
import re
from ctypes import (POINTER, c_char, c_char_p, c_double, c_int, c_int32, c_int64, c_size_t,
                    c_uint32, c_uint64, c_void_p)

import pytest

import refreshkit as rk
from refreshkit import _ffi

from conftest import HEADER

if not HEADER.is_file():  # never skip silently: the repository layout is part of this test
    pytest.fail("Include/refreshkit.h not found at %s" % HEADER, pytrace=False)

SOURCE = re.sub(r"/\*.*?\*/", " ", HEADER.read_text(encoding="utf-8"), flags=re.S)

SCALARS = {
    "void": None, "uint32_t": c_uint32, "int32_t": c_int32, "int64_t": c_int64,
    "uint64_t": c_uint64, "double": c_double, "size_t": c_size_t, "int": c_int, "char": c_char,
    "rk_status": c_int32, "rk_kind": c_int32, "rk_type": c_int32, "rk_footer_state": c_int32,
    "rk_refresh_state": c_int32,
    "rk_content_mode": c_int32, "rk_task_state": c_int32, "rk_activity_state": c_int32,
    "rk_header_style": c_int32, "rk_pan_state": c_int32, "rk_trailer_style": c_int32,
    "rk_auto_footer_style": c_int32, "rk_scroll_edge": c_int32, "rk_scroll_axis": c_int32,
    "rk_connection": c_uint64, "rk_timer": c_uint64, "rk_load_id": c_uint64, "rk_load_status": c_int32, "rk_load_cancel_reason": c_int32,
    "rk_load_outcome": c_int32, "rk_announcement_priority": c_int32,
    "rk_progress_direction": c_int32,
    "rk_connection": c_uint64, "rk_timer": c_uint64,
}
HANDLES = {"rk_context": _ffi.rk_context_p, "rk_probe": _ffi.rk_probe_p,
           "rk_footer": _ffi.rk_footer_p, "rk_task": _ffi.rk_task_p,
           "rk_indicator": _ffi.rk_indicator_p, "rk_header": _ffi.rk_header_p,
           "rk_trailer": _ffi.rk_trailer_p, "rk_auto_footer": _ffi.rk_auto_footer_p,
           "rk_scroll_view": _ffi.rk_scroll_view_p, "rk_progress": _ffi.rk_progress_p,
           "rk_auto_header": _ffi.rk_auto_header_p}
STRUCTS = {name: getattr(_ffi, name) for name in (
    "rk_signal_desc", "rk_scroll_metrics", "rk_image", "rk_rect", "rk_footer_layout",
    "rk_footer_geometry", "rk_footer_gif", "rk_activity_monitor_info", "rk_header_layout",
    "rk_header_geometry", "rk_trailer_layout", "rk_trailer_geometry", "rk_auto_footer_layout",
    "rk_auto_footer_geometry", "rk_last_updated_info", "rk_load_state", "rk_load_states",
    "rk_auto_header_layout", "rk_auto_header_geometry", "rk_api")}
CALLBACKS = {name: getattr(_ffi, name) for name in (
    "rk_callback", "rk_destroy_notify", "rk_work_fn", "rk_clock_fn", "rk_wakeup_fn",
    "rk_completion_fn", "rk_header_completion_fn", "rk_trailer_completion_fn",
    "rk_auto_footer_completion_fn", "rk_last_updated_formatter", "rk_component_completion_fn")}


def ctype_of(decl, handles_as_void=False):
    """The ctypes type of a C type such as 'const rk_scroll_metrics *' or 'char *'."""
    decl = " ".join(decl.replace("*", " * ").split())
    stars = decl.count("*")
    is_const_char = decl.startswith("const char")
    base = decl.replace("const", "").replace("*", "").strip()
    if base == "char" and stars == 1:
        return c_char_p if is_const_char else POINTER(c_char)
    if base == "void" and stars >= 1:
        t, stars = c_void_p, stars - 1
    elif base in HANDLES and stars >= 1:
        t, stars = (c_void_p if handles_as_void else HANDLES[base]), stars - 1
    elif base in STRUCTS:
        t = STRUCTS[base]
    elif base in CALLBACKS:
        t = CALLBACKS[base]
    else:
        assert base in SCALARS, "a C type the test does not know: %r" % decl
        t = SCALARS[base]
    for _ in range(stars):
        t = POINTER(t)
    return t


def split_params(params):
    params = params.strip()
    if params in ("", "void"):
        return []
    out = []
    for p in params.split(","):
        p = " ".join(p.split())
        m = re.match(r"^(.*?[\s\*])(\w+)(\[\w+\])?$", p)
        assert m, p
        out.append(m.group(1))
    return out


def header_functions():
    found = {}
    for m in re.finditer(r"^([A-Za-z_][\w \*]*?[\s\*])(rk_\w+)\s*\(([^;{}]*?)\)\s*;", SOURCE,
                         flags=re.M | re.S):
        ret, name, params = m.groups()
        if ret.strip().startswith("typedef"):
            continue
        found[name] = (ctype_of(ret), [ctype_of(p) for p in split_params(params)])
    return found


HEADER_FUNCTIONS = header_functions()


def test_the_header_parses_into_every_function():
    assert len(HEADER_FUNCTIONS) == len(_ffi.API_TABLE_FIELDS) + 1  # the table, and rk_get_api


def test_every_header_function_is_bound_and_nothing_else():
    assert sorted(_ffi.SIGNATURES) == sorted(HEADER_FUNCTIONS)


@pytest.mark.parametrize("name", sorted(HEADER_FUNCTIONS))
def test_exact_signature(name):
    restype, argtypes = HEADER_FUNCTIONS[name]
    assert _ffi.SIGNATURES[name] == (restype, argtypes)
    fn = getattr(rk.load_library().cdll, name)
    assert fn.restype is restype
    assert list(fn.argtypes) == argtypes


@pytest.mark.parametrize("name", sorted(CALLBACKS))
def test_callback_types(name):
    m = re.search(r"typedef\s+([\w \*]+?)\s*\(\s*\*\s*%s\s*\)\s*\(([^)]*)\)\s*;" % name, SOURCE)
    assert m, name
    ret, params = m.groups()
    cb = CALLBACKS[name]
    assert cb._restype_ is ctype_of(ret)
    # Handles reach Python callbacks as plain void * (ints).
    assert list(cb._argtypes_) == [ctype_of(p, handles_as_void=True) for p in split_params(params)]


def struct_fields(name):
    m = re.search(r"typedef struct %s \{(.*?)\} %s;" % (name, name), SOURCE, flags=re.S)
    assert m, name
    fields = []
    for decl in m.group(1).split(";"):
        decl = " ".join(decl.split())
        if not decl:
            continue
        fp = re.search(r"\(\*(\w+)\)", decl)
        fields.append(fp.group(1) if fp else re.match(r".*?(\w+)(\[\w+\])?$", decl).group(1))
    return fields


# sizeof() of each struct as a C compiler lays it out on LP64 (checked with cc against the header).
C_SIZES = {"rk_signal_desc": 176, "rk_scroll_metrics": 120, "rk_image": 24, "rk_rect": 32,
           "rk_footer_layout": 72, "rk_footer_geometry": 56, "rk_footer_gif": 32,
           "rk_activity_monitor_info": 40, "rk_header_layout": 208, "rk_header_geometry": 56,
           "rk_trailer_layout": 104, "rk_trailer_geometry": 64, "rk_auto_footer_layout": 144,
           "rk_auto_footer_geometry": 104, "rk_last_updated_info": 32, "rk_load_state": 24,
           "rk_load_states": 80, "rk_auto_header_layout": 144, "rk_auto_header_geometry": 96,
           "rk_api": 8 + 8 * len(_ffi.API_TABLE_FIELDS)}


@pytest.mark.parametrize("name", sorted(STRUCTS))
def test_struct_layout(name):
    struct = STRUCTS[name]
    assert [f[0] for f in struct._fields_] == struct_fields(name)
    if ctypes.sizeof(c_void_p) == 8:
        assert ctypes.sizeof(struct) == C_SIZES[name]


def test_the_api_table_points_at_the_exported_functions():
    cdll = rk.load_library().cdll
    table = POINTER(_ffi.rk_api)()
    assert cdll.rk_get_api(_ffi.ABI_MAJOR, ctypes.byref(table)) == 0
    api = table.contents
    assert api.struct_size >= ctypes.sizeof(_ffi.rk_api)
    assert api.abi_version >> 16 == _ffi.ABI_MAJOR
    for field in _ffi.API_TABLE_FIELDS:
        exported = ctypes.cast(getattr(cdll, "rk_" + field), c_void_p).value
        assert getattr(api, field) == exported, field
    assert cdll.rk_get_api(_ffi.ABI_MAJOR + 1, ctypes.byref(table)) == rk.Status.VERSION


def test_header_constants_match():
    def define(name):
        return int(re.search(r"#define %s (\d+)" % name, SOURCE).group(1))

    assert define("RK_ABI_MAJOR") == _ffi.ABI_MAJOR
    assert define("RK_SIGNAL_MAX_PARAMS") == _ffi.RK_SIGNAL_MAX_PARAMS
    assert define("RK_MAX_STRING_BYTES") == _ffi.RK_MAX_STRING_BYTES
    assert define("RK_FOOTER_MAX_FRAMES") == _ffi.RK_FOOTER_MAX_FRAMES
    assert define("RK_SCROLL_METRICS_SIZE_1_0") == _ffi.RK_SCROLL_METRICS_SIZE_1_0
    assert define("RK_SCROLL_METRICS_SIZE_1_2") == _ffi.RK_SCROLL_METRICS_SIZE_1_2
    assert define("RK_LAST_UPDATED_KEY_MAX") == _ffi.RK_LAST_UPDATED_KEY_MAX
    assert define("RK_LAST_UPDATED_MAX_KEYS") == _ffi.RK_LAST_UPDATED_MAX_KEYS
    assert define("RK_PROGRESS_MAX_TASKS") == _ffi.RK_PROGRESS_MAX_TASKS
    assert define("RK_LAST_UPDATED_FIRST_CAP") == _ffi.RK_LAST_UPDATED_FIRST_CAP
    assert "#define RK_LAST_UPDATED_BUILT_IN ((size_t)-1)" in HEADER.read_text(encoding="utf-8")
    assert _ffi.RK_LAST_UPDATED_BUILT_IN == (1 << (8 * ctypes.sizeof(c_size_t))) - 1
    assert int(re.search(r"#define RK_PROGRESS_UNKNOWN \((-?\d+)\)", SOURCE).group(1)) == \
        _ffi.RK_PROGRESS_UNKNOWN == rk.PROGRESS_UNKNOWN
    # The 1.0 size is exactly the fields up to offset_y, so the appended ones start there.
    assert _ffi.rk_scroll_metrics.content_width.offset == _ffi.RK_SCROLL_METRICS_SIZE_1_0
    # And the 1.2 size the fields up to reserved, so 1.3's items start there.
    assert _ffi.rk_scroll_metrics.item_count.offset == _ffi.RK_SCROLL_METRICS_SIZE_1_2
    version = tuple(define("RK_VERSION_" + p) for p in ("MAJOR", "MINOR", "PATCH"))
    assert rk.version()[0] == version[0]
    assert rk.__version__ == "%d.%d.%d" % version
    for enum_cls, prefix in ((rk.Status, "RK_ERR_"), (rk.Kind, "RK_KIND_"), (rk.Type, "RK_TYPE_"),
                             (rk.FooterState, "RK_FOOTER_"), (rk.ContentMode, "RK_CONTENT_MODE_"),
                             (rk.TaskState, "RK_TASK_"), (rk.ActivityState, "RK_ACTIVITY_"),
                             (rk.HeaderStyle, "RK_HEADER_STYLE_"), (rk.PanState, "RK_PAN_"),
                             (rk.TrailerStyle, "RK_TRAILER_STYLE_"),
                             (rk.AutoFooterStyle, "RK_AUTO_FOOTER_STYLE_"),
                             (rk.ScrollEdge, "RK_SCROLL_EDGE_"), (rk.ScrollAxis, "RK_SCROLL_AXIS_"),
                             (rk.LoadOutcome, "RK_LOAD_(?!STATUS_|CANCEL_)"),
                             (rk.LoadCancelReason, "RK_LOAD_CANCEL_"),
                             (rk.LoadStatus, "RK_LOAD_STATUS_"),
                             (rk.AnnouncementPriority, "RK_ANNOUNCEMENT_"),
                             (rk.ProgressDirection, "RK_PROGRESS_"),
                             (rk.TimeTextRefusal, "RK_TIME_TEXT_")):
        declared = {m.group(1): int(m.group(2)) for m in re.finditer(
            r"\b%s(\w+) = (-?\d+)" % prefix, SOURCE)}
        if enum_cls is rk.Status:
            declared["OK"] = 0
        assert {m.name: int(m) for m in enum_cls} == declared, enum_cls
    # The flags of rk_follow_task are written as shifts (1.3).
    flags = {m.group(1): 1 << int(m.group(2)) for m in re.finditer(
        r"\bRK_FOLLOW_(\w+) = 1u << (\d+)", SOURCE)}
    assert flags and {m.name: int(m) for m in rk.FollowFlags} == flags
