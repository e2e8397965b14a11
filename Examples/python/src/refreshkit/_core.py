"""The Pythonic layer: Context, Probe, Footer, Header, Trailer, Task, Indicator, signals and
callbacks.

Rules this module keeps (README.md explains them for users):

* Every C callback object (a ctypes CFUNCTYPE instance) and every Python callable RefreshKit may
  still call is kept in its context's keeper until RefreshKit says it is done with it: a signal
  handler until the connection's destroy_notify runs, a completion or posted work until it is
  called (exactly once), a clock or wakeup callback until it is replaced or the context is
  destroyed. The C user_data is a "cookie", an integer key into the keeper; the shared trampolines
  for destroy notifies, completions, work, clocks and wakeups are module globals that live forever.
* Exceptions raised by Python callbacks never cross into C: the trampoline catches them, returns a
  default (0.0 for double), and stores them on the calling thread; the binding's call that was
  running on that thread (the one that emitted, or dispatch(), or close()) raises the first one
  once the C call has returned. Further ones, and any raised while no binding call is running on the
  thread, go to sys.unraisablehook.
* Objects belong to their context, as in C: a Context keeps every wrapper it created until that
  object's close() or the context's close(); dropping a Footer does not destroy it. A Context that
  is garbage-collected unclosed is destroyed in __del__ (with a ResourceWarning) when that runs on
  its loop thread; otherwise it is leaked with its keeper, so nothing RefreshKit may call is freed.
"""

from __future__ import annotations

import ctypes
import dataclasses
import itertools
import math
import operator
import threading
import warnings
import weakref
from ctypes import byref, c_double, c_int, c_int32, c_int64, c_uint32, c_uint64, c_void_p
from dataclasses import dataclass
from typing import (
    Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union,
)

from . import _ffi
from ._ffi import load_library
from .constants import (
    ActivityState, AnnouncementPriority, AutoFooterStyle, ContentMode, FollowFlags, FooterState,
    HeaderStyle, Kind, LoadCancelReason, LoadOutcome, LoadStatus, PanState, ProgressDirection, ScrollAxis, ScrollEdge,
    Status,
    TaskState, TimeTextRefusal, TrailerStyle, Type, as_enum,
)
from .errors import (
    InvalidArgumentError, InvalidHandleError, RefreshKitError, StaleLoadError, error_class,
)

__all__ = [
    "Context", "Probe", "Footer", "Header", "Trailer", "Task", "Indicator", "Timer",
    "ActivityMonitor", "ScrollMetrics", "Image", "Rect", "FooterLayout", "FooterGeometry",
    "FooterGif", "HeaderLayout", "HeaderGeometry", "TrailerLayout", "TrailerGeometry",
    "ActivityMonitorInfo", "SignalInfo", "Param", "FakeClock", "signals", "signal_info", "version",
    "version_string", "status_string", "last_error_message", "clear_last_error", "kind_name",
    "type_name", "footer_state_name", "task_state_name", "activity_state_name",
    "content_mode_name", "header_style_name", "load_cancel_reason_name", "load_status_name", "pan_state_name",
    "trailer_style_name",
    "AutoFooter", "AutoFooterLayout", "AutoFooterGeometry", "AutoHeader", "AutoHeaderLayout",
    "AutoHeaderGeometry", "ScrollView", "auto_footer_style_name",
    "Progress", "progress_direction_name", "PROGRESS_UNKNOWN", "LoadState", "LoadStates",
]

#: The expected total of a transfer whose size is not known (RK_PROGRESS_UNKNOWN, 1.3).
PROGRESS_UNKNOWN = -1


def _lib() -> ctypes.CDLL:
    return load_library().cdll


# ---- errors and the exception policy ------------------------------------------------------------


class _ThreadState(threading.local):
    def __init__(self) -> None:
        # One entry per binding call in progress on this thread (innermost last): None, or the
        # list of exceptions its callbacks raised.
        self.frames: List[Optional[List[BaseException]]] = []
        self.unraisable: Optional[BaseException] = None


_tls = _ThreadState()


def _raise_unraisable() -> None:
    exc, _tls.unraisable = _tls.unraisable, None
    if exc is not None:
        raise exc


# Calling this CFUNCTYPE from Python makes ctypes report the exception its Python body raises
# through PyErr_WriteUnraisable, i.e. sys.unraisablehook with a genuine UnraisableHookArgs.
_UNRAISABLE_REPORTER = ctypes.CFUNCTYPE(None)(_raise_unraisable)


def _write_unraisable(exc: BaseException) -> None:
    if hasattr(exc, "add_note"):
        exc.add_note("(raised by a RefreshKit callback while no refreshkit call was running "
                     "on this thread to re-raise it)")
    _tls.unraisable = exc
    _UNRAISABLE_REPORTER()


def _report(exc: BaseException) -> None:
    """Called by trampolines: hand exc to the innermost binding call running on this thread."""
    frames = _tls.frames
    if frames:
        pending = frames[-1]
        if pending is None:
            frames[-1] = [exc]
        else:
            pending.append(exc)
    else:
        _write_unraisable(exc)


def _error(status: int, function: Optional[str]) -> RefreshKitError:
    """The exception for a failed call, with the thread's last error message (read right now)."""
    lib = _lib()
    length = lib.rk_last_error_message(None, 0)
    buf = ctypes.create_string_buffer(length + 1)
    lib.rk_last_error_message(buf, length + 1)
    message = buf.value.decode("utf-8", "replace")
    name = (lib.rk_status_string(status) or b"").decode("utf-8", "replace")
    return error_class(status)(status, name, message, function)


def _binding_error(status: int, message: str) -> RefreshKitError:
    """An error the binding raises itself, without calling the library (function is None)."""
    name = (_lib().rk_status_string(status) or b"").decode("utf-8", "replace")
    return error_class(status)(status, name, message, None)


_Outcome = Tuple[int, Optional[List[BaseException]], Optional[RefreshKitError]]


def _invoke(func: Any, *args: Any) -> _Outcome:
    """Calls a status-returning C function with a frame for the callbacks it runs.

    Returns (status, exceptions raised by callbacks or None, the error for a failed status or None).
    """
    frames = _tls.frames
    frames.append(None)
    try:
        status = func(*args)
    finally:
        pending = frames.pop()
    err = _error(status, func.__name__) if status else None
    return status, pending, err


def _finish(outcome: _Outcome) -> None:
    """Raises what an _invoke outcome calls for: the first callback exception, else the error."""
    status, pending, err = outcome
    if pending:
        first = pending[0]
        for other in pending[1:]:
            _write_unraisable(other)
        if err is not None and hasattr(first, "add_note"):
            first.add_note("(the call that emitted also failed: %s)" % err)
        raise first
    if err is not None:
        raise err


def _call(func: Any, *args: Any) -> None:
    _finish(_invoke(func, *args))


# ---- keeping callbacks alive --------------------------------------------------------------------


class _Keeper:
    """What RefreshKit may still call for one context, by cookie (the C user_data)."""

    __slots__ = ("entries", "__weakref__")

    def __init__(self) -> None:
        self.entries: Dict[int, Any] = {}


_owners: Dict[int, "weakref.ref[_Keeper]"] = {}
_leaked: List[_Keeper] = []  # keepers of contexts that could not be destroyed: kept forever
_next_cookie = itertools.count(1).__next__


def _keep(keeper: _Keeper, entry: Any) -> int:
    cookie = _next_cookie()
    keeper.entries[cookie] = entry
    _owners[cookie] = weakref.ref(keeper)
    return cookie


def _take(cookie: Optional[int]) -> Any:
    if cookie is None:
        return None
    ref = _owners.pop(cookie, None)
    keeper = ref() if ref is not None else None
    return keeper.entries.pop(cookie, None) if keeper is not None else None


def _peek(cookie: Optional[int]) -> Any:
    if cookie is None:
        return None
    ref = _owners.get(cookie)
    keeper = ref() if ref is not None else None
    return keeper.entries.get(cookie) if keeper is not None else None


def live_callbacks() -> int:
    """How many callbacks (connections, completions, work, clocks) the binding keeps alive now."""
    keepers = {id(k): k for k in (r() for r in list(_owners.values())) if k is not None}
    return sum(len(k.entries) for k in keepers.values())


def _on_destroy_notify(user_data: Optional[int]) -> None:
    try:
        _take(user_data)
    except BaseException as exc:  # a __del__ of what was dropped; never into C
        _report(exc)


def _on_completion(footer: Optional[int], finished: int, user_data: Optional[int]) -> None:
    fn = _take(user_data)
    if fn is not None:
        try:
            fn(bool(finished))
        except BaseException as exc:
            _report(exc)


def _on_work(user_data: Optional[int], finished: int) -> None:
    entry = _take(user_data)
    if entry is not None:
        fn, on_cancel = entry
        try:
            if finished:
                fn()
            elif on_cancel is not None:
                on_cancel()
        except BaseException as exc:
            _report(exc)


def _on_clock(user_data: Optional[int]) -> float:
    fn = _peek(user_data)
    if fn is None:
        return math.nan  # counts as the previous reading
    try:
        return float(fn())
    except BaseException as exc:
        _report(exc)
        return math.nan


def _on_wakeup(user_data: Optional[int]) -> None:
    fn = _peek(user_data)
    if fn is not None:
        try:
            fn()
        except BaseException as exc:
            _report(exc)


@dataclass(frozen=True)
class LastUpdatedInfo:
    """What a header's last-updated formatter is given (rk_last_updated_info, 1.4): the stored time
    (seconds since 1970 UTC; None when nothing is stored under the header's key), the wall clock
    at the recompute (None when its reading was unusable), and the time zone the built-in text
    uses (the header's own, else its context's), in seconds east of UTC."""

    time: Optional[float]
    now: Optional[float]
    utc_offset: int


class _Formatter:
    """A header's formatter in the keeper, and a text too long for the library's first buffer,
    kept for the call that follows with room for it (so the Python function runs once)."""

    __slots__ = ("fn", "pending")

    def __init__(self, fn: Callable[[LastUpdatedInfo], Union[str, bytes, None]]) -> None:
        self.fn = fn
        self.pending: Optional[bytes] = None


def _on_format(header: Optional[int], info_p: Any, buf: Any, cap: int, user_data: Optional[int]) -> int:
    entry = _peek(user_data)
    if not isinstance(entry, _Formatter):
        return _ffi.RK_LAST_UPDATED_BUILT_IN
    data, entry.pending = entry.pending, None
    if data is None or len(data) + 1 != cap:
        info = info_p.contents
        try:
            text = entry.fn(LastUpdatedInfo(info.time if info.has_time else None,
                                            info.now if info.has_now else None, info.utc_offset))
        except BaseException as exc:
            _report(exc)  # raised by the call that recomputed; the built-in text meanwhile
            return _ffi.RK_LAST_UPDATED_BUILT_IN
        if text is None:
            return _ffi.RK_LAST_UPDATED_BUILT_IN
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    if len(data) >= cap:
        entry.pending = data
    else:
        ctypes.memmove(buf, data, len(data))
        buf[len(data)] = b"\0"
    return len(data)


class _UserData:
    """A Python object attached to a RefreshKit object (rk_object_set_user_data), in the keeper."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


_DESTROY_NOTIFY = _ffi.rk_destroy_notify(_on_destroy_notify)
_NO_DESTROY_NOTIFY = _ffi.rk_destroy_notify()
_COMPLETION = _ffi.rk_completion_fn(_on_completion)
_WORK = _ffi.rk_work_fn(_on_work)
_CLOCK = _ffi.rk_clock_fn(_on_clock)
_WAKEUP = _ffi.rk_wakeup_fn(_on_wakeup)
_FORMAT = _ffi.rk_last_updated_formatter(_on_format)
_NO_FORMAT = _ffi.rk_last_updated_formatter()
# NULL function pointers (ctypes does not take None for a CFUNCTYPE argument).
_NO_COMPLETION = _ffi.rk_completion_fn()
_COMPONENT_COMPLETION = _ffi.rk_component_completion_fn(_on_completion)
_NO_COMPONENT_COMPLETION = _ffi.rk_component_completion_fn()
_NO_CLOCK = _ffi.rk_clock_fn()
_NO_WAKEUP = _ffi.rk_wakeup_fn()


# ---- argument conversion ------------------------------------------------------------------------

_INT_RANGES = {
    "int32": (-(1 << 31), (1 << 31) - 1),
    "int64": (-(1 << 63), (1 << 63) - 1),
    "uint64": (0, (1 << 64) - 1),
    "uint32": (0, (1 << 32) - 1),
}


def _int(value: Any, ctype: str, what: str) -> int:
    """value as an int in ctype's range (ctypes would silently wrap it)."""
    v = operator.index(value)
    lo, hi = _INT_RANGES[ctype]
    if not lo <= v <= hi:
        raise _binding_error(Status.INVALID_ARGUMENT, "%s: %d does not fit in %s" % (what, v, ctype))
    return v


def _flag(value: Any, what: str) -> int:
    """A 0/1 argument: bools become 0/1; other ints pass through for the library to check."""
    if isinstance(value, bool):
        return int(value)
    return _int(value, "int32", what)


def _cstr(value: Union[str, bytes, None], what: str, allow_none: bool = False) -> Optional[bytes]:
    if value is None:
        if allow_none:
            return None
        raise TypeError("%s: a str is required, not None" % what)
    if isinstance(value, str):
        data = value.encode("utf-8")
    elif isinstance(value, (bytes, bytearray)):
        data = bytes(value)  # passed as is: the library checks UTF-8
    else:
        raise TypeError("%s: str or bytes expected, not %s" % (what, type(value).__name__))
    if b"\0" in data:
        raise _binding_error(Status.INVALID_ARGUMENT, "%s: embedded NUL character" % what)
    return data


def _decode(raw: Optional[bytes]) -> str:
    return raw.decode("utf-8", "replace") if raw is not None else ""


# ---- signal introspection -----------------------------------------------------------------------

_PARAM_CTYPES: Dict[int, Any] = {
    Type.POINTER: c_void_p,
    Type.INT32: c_int32,
    Type.INT64: c_int64,
    Type.UINT64: c_uint64,
    Type.DOUBLE: c_double,
    Type.STRING: ctypes.c_char_p,
}
# Return types: (ctypes type, conversion of the handler's result, default after an exception).
_RETURN_TYPES: Dict[int, Tuple[Any, Optional[Callable[[Any], Any]], Any]] = {
    Type.VOID: (None, None, None),
    Type.DOUBLE: (c_double, float, 0.0),
    Type.INT32: (c_int32, operator.index, 0),
    Type.INT64: (c_int64, operator.index, 0),
    Type.UINT64: (c_uint64, operator.index, 0),
}


@dataclass(frozen=True)
class LoadState:
    """One load of a list (rk_load_state, 1.5): its status, the current load's id (0: none) and the
    length in UTF-8 bytes of the host's failure message."""

    status: Union[LoadStatus, int]
    load_id: int
    failure_message_length: int


@dataclass(frozen=True)
class LoadStates:
    """A list's three loads in one snapshot (rk_load_states, 1.5): the header's refresh, the
    prepend of older items at the top, the footer's append."""

    refresh: LoadState
    prepend: LoadState
    append: LoadState


@dataclass(frozen=True)
class Param:
    name: str
    type: Union[Type, int]


@dataclass(frozen=True)
class SignalInfo:
    """One signal as rk_signal_info describes it; ``cfunctype`` is the handler's ctypes type,
    fn(void *object, params..., void *user_data), or None when a type is unknown to this binding."""

    kind: Union[Kind, int]
    index: int
    name: str
    return_type: Union[Type, int]
    params: Tuple[Param, ...]
    cfunctype: Any = dataclasses.field(default=None, repr=False, compare=False)
    unsupported: Optional[str] = dataclasses.field(default=None, repr=False, compare=False)


_signal_cache: Dict[int, Tuple[SignalInfo, ...]] = {}
_signal_cache_lock = threading.Lock()


def _describe(kind: int, index: int) -> SignalInfo:
    lib = _lib()
    desc = _ffi.rk_signal_desc()
    desc.struct_size = ctypes.sizeof(desc)
    _call(lib.rk_signal_info, kind, index, byref(desc))
    name = _decode(desc.name)
    params = []
    for i in range(desc.param_count):
        pname = desc.param_names[i]
        params.append(Param(_decode(pname) if pname else "arg%d" % i,
                            as_enum(Type, desc.param_types[i])))
    ret = as_enum(Type, desc.return_type)
    unsupported = None
    cfunctype = None
    bad = [p for p in params if p.type not in _PARAM_CTYPES]
    if bad:
        unsupported = "signal %r: parameter %r has type %d, which this binding cannot marshal" % (
            name, bad[0].name, int(bad[0].type))
    elif ret not in _RETURN_TYPES:
        unsupported = "signal %r: return type %d is not supported by this binding" % (name, int(ret))
    else:
        cfunctype = ctypes.CFUNCTYPE(_RETURN_TYPES[ret][0], c_void_p,
                                     *[_PARAM_CTYPES[p.type] for p in params], c_void_p)
    return SignalInfo(as_enum(Kind, kind), desc.index, name, ret, tuple(params), cfunctype,
                      unsupported)


def signals(kind: Union[Kind, int]) -> Tuple[SignalInfo, ...]:
    """Every signal of an object kind, from rk_signal_count / rk_signal_info (cached)."""
    kind = int(kind)
    cached = _signal_cache.get(kind)
    if cached is not None:
        return cached
    with _signal_cache_lock:
        if kind not in _signal_cache:
            count = c_uint32()
            _call(_lib().rk_signal_count, kind, byref(count))
            _signal_cache[kind] = tuple(_describe(kind, i) for i in range(count.value))
        return _signal_cache[kind]


def signal_info(kind: Union[Kind, int], name: Union[str, bytes]) -> SignalInfo:
    """One signal by name (rk_signal_lookup); NotFoundError from the library when there is none."""
    raw = _cstr(name, "signal")
    index = c_uint32()
    _call(_lib().rk_signal_lookup, int(kind), raw, byref(index))
    return signals(kind)[index.value]


# Signal parameters that carry one of the header's enumerations, by (kind, signal, parameter name
# as rk_signal_info reports it): handlers get the IntEnum member (a number this binding does not
# know stays an int). Every other int32 parameter is a plain number or a 0/1 flag.
_ENUM_PARAMS: Dict[Tuple[int, str, str], Any] = {
    (Kind.FOOTER, "state-changed", "state"): FooterState,
    (Kind.FOOTER, "state-changed", "old_state"): FooterState,
    (Kind.FOOTER, "layout-changed", "content_mode"): ContentMode,
    (Kind.HEADER, "state-changed", "state"): FooterState,
    (Kind.HEADER, "state-changed", "old_state"): FooterState,
    (Kind.TRAILER, "state-changed", "state"): FooterState,
    (Kind.TRAILER, "state-changed", "old_state"): FooterState,
    (Kind.AUTO_FOOTER, "state-changed", "state"): FooterState,
    (Kind.AUTO_FOOTER, "state-changed", "old_state"): FooterState,
    (Kind.FOOTER, "announcement", "priority"): AnnouncementPriority,
    (Kind.HEADER, "announcement", "priority"): AnnouncementPriority,
    (Kind.TRAILER, "announcement", "priority"): AnnouncementPriority,
    (Kind.AUTO_FOOTER, "announcement", "priority"): AnnouncementPriority,
    (Kind.AUTO_HEADER, "state-changed", "state"): FooterState,
    (Kind.AUTO_HEADER, "state-changed", "old_state"): FooterState,
    (Kind.AUTO_HEADER, "announcement", "priority"): AnnouncementPriority,
    (Kind.SCROLL_VIEW, "inset-requested", "edge"): ScrollEdge,
    (Kind.SCROLL_VIEW, "offset-requested", "axis"): ScrollAxis,
    (Kind.TASK, "progress", "direction"): ProgressDirection,
    (Kind.CONTEXT, "task-progress", "direction"): ProgressDirection,
    (Kind.HEADER, "time-text-refused", "reason"): TimeTextRefusal,
}


def _enum_converter(cls: Any) -> Callable[[int], Any]:
    members = {int(m): m for m in cls}
    return lambda value: members.get(value, value)


def _make_trampoline(info: SignalInfo, handler: Callable[..., Any],
                     context_ref: "weakref.ref[Context]") -> Any:
    """A CFUNCTYPE instance of the signal's type that calls handler(params...)."""

    def pointer(value: Optional[int]) -> Any:
        ctx = context_ref()
        if ctx is None or value is None:
            return value
        return ctx._objects.get(value, value)

    converters: List[Optional[Callable[[Any], Any]]] = []
    for p in info.params:
        enum_cls = _ENUM_PARAMS.get((int(info.kind), info.name, p.name))
        if p.type == Type.STRING:
            converters.append(_decode)
        elif p.type == Type.POINTER:
            converters.append(pointer)
        elif enum_cls is not None and p.type == Type.INT32:
            converters.append(_enum_converter(enum_cls))
        else:
            converters.append(None)
    count = len(converters)
    plain = all(c is None for c in converters)
    _, convert_result, default = _RETURN_TYPES[info.return_type]

    def trampoline(obj: Optional[int], *args: Any) -> Any:
        try:
            if plain:
                result = handler(*args[:count])
            else:
                result = handler(*[a if c is None else c(a) for c, a in zip(converters, args)])
            return None if convert_result is None else convert_result(result)
        except BaseException as exc:
            _report(exc)
            return default

    return info.cfunctype(trampoline)


# ---- plain functions ----------------------------------------------------------------------------


def version() -> Tuple[int, int, int]:
    """The loaded library's (major, minor, patch)."""
    return load_library().version


def status_string(status: int) -> str:
    return (_lib().rk_status_string(status) or b"").decode("utf-8", "replace")


def last_error_message() -> str:
    """The calling thread's last error message (RefreshKitError.message carries it already)."""
    lib = _lib()
    length = lib.rk_last_error_message(None, 0)
    buf = ctypes.create_string_buffer(length + 1)
    lib.rk_last_error_message(buf, length + 1)
    return buf.value.decode("utf-8", "replace")


def clear_last_error() -> None:
    _lib().rk_clear_last_error()


def version_string() -> str:
    """The loaded library's version as text ("1.2.0"; rk_version_string)."""
    return _decode(_lib().rk_version_string())


def _name(cname: str, value: Any) -> str:
    return _decode(getattr(_lib(), cname)(_int(value, "int32", "value")))


def kind_name(kind: Union[Kind, int]) -> str:
    """The library's name for a kind ("footer"); "unknown" for a number it does not have."""
    return _name("rk_kind_name", kind)


def type_name(type_: Union[Type, int]) -> str:
    """The library's name for a signal parameter type ("int32")."""
    return _name("rk_type_name", type_)


def footer_state_name(state: Union[FooterState, int]) -> str:
    """The library's name for a footer state ("will-refresh")."""
    return _name("rk_footer_state_name", state)


def task_state_name(state: Union[TaskState, int]) -> str:
    """The library's name for a task state ("canceling")."""
    return _name("rk_task_state_name", state)


def progress_direction_name(direction: Union[ProgressDirection, int]) -> str:
    """The library's name for a progress direction ("download"), 1.3."""
    return _name("rk_progress_direction_name", direction)


def activity_state_name(state: Union[ActivityState, int]) -> str:
    """The library's name for an activity monitor state ("delaying-start")."""
    return _name("rk_activity_state_name", state)


def content_mode_name(mode: Union[ContentMode, int]) -> str:
    """The library's name for a content mode ("right")."""
    return _name("rk_content_mode_name", mode)


def header_style_name(style: Union[HeaderStyle, int]) -> str:
    """The library's name for a header style ("gif"; 1.2)."""
    return _name("rk_header_style_name", style)


def pan_state_name(pan: Union[PanState, int]) -> str:
    """The library's name for a pan state ("cancelled"; 1.2)."""
    return _name("rk_pan_state_name", pan)


def load_cancel_reason_name(reason: Union[LoadCancelReason, int]) -> str:
    """The library's name for a cancel reason ("superseded"; 1.5)."""
    return _name("rk_load_cancel_reason_name", reason)


def load_status_name(status: Union[LoadStatus, int]) -> str:
    """The library's name for a load status ("end-reached"; 1.5)."""
    return _name("rk_load_status_name", status)


def trailer_style_name(style: Union[TrailerStyle, int]) -> str:
    """The library's name for a trailer style ("state"; 1.2)."""
    return _name("rk_trailer_style_name", style)


def auto_footer_style_name(style: Union[AutoFooterStyle, int]) -> str:
    """The library's name for an auto footer style ("gif"; 1.2)."""
    return _name("rk_auto_footer_style_name", style)


# ---- value types --------------------------------------------------------------------------------


@dataclass(frozen=True)
class ScrollMetrics:
    """One scroll update (rk_scroll_metrics). ``replace(**changes)`` gives a changed copy.

    content_width, inset_right, offset_x and pan are the fields appended in 1.2 (the trailer reads
    the horizontal ones; the header reads pan when it enters Refreshing). item_count and
    last_visible_item are 1.3's (F19): the rows the list shows (0: not reported) and the index of
    the last one at least partly visible (-1: none; at most item_count - 1). The auto footer's
    prefetch_items reads them, and every component's "announcement" counts the new items of a load
    from them ("Loaded 12 new items": report the new count before ending the load).
    first_visible_item is 1.5's: the index of the first row at least partly visible (-1: none or not
    reported); the auto header's prefetch_items counts the rows above it."""

    viewport_width: float = 0.0
    viewport_height: float = 0.0
    content_height: float = 0.0
    offset_y: float = 0.0
    inset_top: float = 0.0
    inset_bottom: float = 0.0
    inset_left: float = 0.0
    dragging: Union[bool, int] = False
    content_width: float = 0.0
    inset_right: float = 0.0
    offset_x: float = 0.0
    pan: Union[PanState, int] = PanState.NONE
    item_count: int = 0
    last_visible_item: int = -1
    first_visible_item: int = -1

    def replace(self, **changes: Any) -> "ScrollMetrics":
        return dataclasses.replace(self, **changes)


@dataclass(frozen=True)
class Image:
    """A host image: RefreshKit keeps its id and size, never pixels. A (id, width, height) tuple
    works wherever an Image is accepted."""

    id: int
    width: float
    height: float


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class FooterLayout:
    content_mode: Union[ContentMode, int]
    footer: Rect
    gif: Rect


@dataclass(frozen=True)
class FooterGeometry:
    height: float
    happen_offset: float
    trigger_offset: float
    bottom_inset: float
    offset_y: float
    bottom_delta: float


@dataclass(frozen=True)
class FooterGif:
    visible: bool
    animating: bool
    has_frame: bool
    index: int
    image_id: int


@dataclass(frozen=True)
class HeaderLayout:
    """rk_header_layout: the header in content coordinates, its parts in header coordinates."""

    style: Union[HeaderStyle, int]
    header: Rect
    state_label: Rect
    time_label: Rect
    arrow: Rect
    spinner: Rect
    gif: Rect
    content_mode: Union[ContentMode, int]


@dataclass(frozen=True)
class HeaderGeometry:
    """rk_header_geometry: h, the base top inset T0 (F8), the thresholds, what the header adds to
    the top inset now, and gT."""

    height: float
    base_top: float
    happen_offset: float
    trigger_offset: float
    top_contribution: float
    ignored_top_inset: float


@dataclass(frozen=True)
class TrailerLayout:
    """rk_trailer_layout: the trailer in content coordinates, its label column and (normal style)
    arrow in trailer coordinates; has_arrow is False for the state style (arrow is all zero)."""

    has_arrow: bool
    trailer: Rect
    label: Rect
    arrow: Rect


@dataclass(frozen=True)
class TrailerGeometry:
    """rk_trailer_geometry: w, the snapshotted insets L0 and R0, the thresholds, what the trailer
    adds to the right inset now (c, F8), and gR."""

    width: float
    snapshot_left: float
    snapshot_right: float
    happen_offset: float
    trigger_offset: float
    right_contribution: float
    ignored_right_inset: float


@dataclass(frozen=True)
class AutoFooterLayout:
    """rk_auto_footer_layout: the footer in content coordinates, its label (the tap target),
    spinner (normal style) and GIF view (GIF style) in footer coordinates."""

    style: Union[AutoFooterStyle, int]
    footer: Rect
    label: Rect
    spinner: Rect
    gif: Rect
    content_mode: Union[ContentMode, int]


@dataclass(frozen=True)
class AutoFooterGeometry:
    """rk_auto_footer_geometry: the trigger lines and what they are made of, the inset
    contribution (F8) and the trigger budget (F9)."""

    tall: bool
    height: float
    base_bottom: float
    bottom_contribution: float
    trigger_percent: float
    trigger_offset: float
    pan_end_offset: float
    top_rest_offset: float
    ignored_bottom_inset: float
    previous_offset: float
    attached: bool
    automatically_refresh: bool
    paging_enabled: bool
    auto_trigger_times: int
    remaining_trigger_times: int


@dataclass(frozen=True)
class AutoHeaderLayout:
    """rk_auto_header_layout (1.5): the auto header in content coordinates (right above the first
    row), its label (the tap target), spinner (normal style) and GIF view (GIF style) in its own."""

    style: Union[AutoFooterStyle, int]
    header: Rect
    label: Rect
    spinner: Rect
    gif: Rect
    content_mode: Union[ContentMode, int]


@dataclass(frozen=True)
class AutoHeaderGeometry:
    """rk_auto_header_geometry (1.5): the auto footer's geometry at the top edge: the trigger lines,
    the top inset contribution (F8) and the trigger budget (F9)."""

    tall: bool
    height: float
    base_top: float
    top_contribution: float
    trigger_percent: float
    trigger_offset: float
    pan_end_offset: float
    bottom_rest_offset: float
    previous_offset: float
    attached: bool
    automatically_refresh: bool
    auto_trigger_times: int
    remaining_trigger_times: int


@dataclass(frozen=True)
class ActivityMonitorInfo:
    enabled: bool
    state: Union[ActivityState, int]
    visible: bool
    active_tasks: int
    activation_delay: float
    completion_delay: float


class FakeClock:
    """A settable clock for Context.set_clock: deterministic tests and replays."""

    def __init__(self, start: float = 0.0) -> None:
        self.now = float(start)

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now

    def __repr__(self) -> str:
        return "FakeClock(%r)" % self.now


# ---- objects ------------------------------------------------------------------------------------


class _Signals:
    """connect / disconnect, shared by the context and every object."""

    KIND: Kind
    _handle: int
    _closed: bool
    _context: "Context"

    def _h(self) -> int:
        if self._closed:
            raise _binding_error(Status.INVALID_HANDLE, "%s is closed" % type(self).__name__)
        return self._handle

    @classmethod
    def signals(cls) -> Tuple[SignalInfo, ...]:
        """This kind's signals, as the library describes them."""
        return signals(cls.KIND)

    def connect(self, signal: Union[str, bytes], handler: Callable[..., Any]) -> int:
        """Calls handler(params...) on every emission of signal; returns the connection id.

        The handler gets the signal's parameters after the object (strings as str, handles as
        the binding's objects), runs on the loop thread inside dispatch() or the call that
        emitted, and is kept alive until the connection ends (disconnect, or the object's or
        context's close). A "measure"-like signal returning double uses the handler's result.
        """
        if not callable(handler):
            raise TypeError("handler must be callable")
        handle = self._h()
        ctx = self._context
        info = signal_info(self.KIND, signal)
        if info.cfunctype is None:
            raise NotImplementedError(info.unsupported)
        cfunc = _make_trampoline(info, handler, weakref.ref(ctx))
        cookie = _keep(ctx._keeper, (cfunc, handler))
        connection = _ffi.rk_connection()
        outcome = _invoke(_lib().rk_connect, handle, info.name.encode("utf-8"),
                          ctypes.cast(cfunc, _ffi.rk_callback), cookie, _DESTROY_NOTIFY,
                          byref(connection))
        if outcome[0] != 0:
            _take(cookie)  # on failure destroy_notify is never called
        elif outcome[1]:
            # The handler ran during the connect (connecting "measure-text" lays the footer out at
            # once) and raised: the caller never gets the id, so the connection ends as the
            # exception leaves, like a handler that was never connected.
            _invoke(_lib().rk_disconnect, ctx._h(), connection.value)
        _finish(outcome)
        return connection.value

    def disconnect(self, connection: int) -> None:
        """Ends a connection (of any object of this context); NotFoundError if already ended."""
        ctx = self._context
        _call(_lib().rk_disconnect, ctx._h(), _int(connection, "uint64", "connection"))

    # -- host data (rk_object_set_user_data / rk_object_get_user_data) --

    def set_user_data(self, value: Any) -> None:
        """Attaches any Python object to this object or context (None detaches). The binding keeps
        a reference until RefreshKit's destroy notify releases it, exactly once: when it is
        replaced (during this call), or when the object or its context is destroyed. Loop thread."""
        handle = self._h()
        lib = _lib()
        if value is None:
            _call(lib.rk_object_set_user_data, handle, None, _NO_DESTROY_NOTIFY)
            return
        cookie = _keep(self._context._keeper, _UserData(value))
        outcome = _invoke(lib.rk_object_set_user_data, handle, cookie, _DESTROY_NOTIFY)
        if outcome[0] != 0:
            _take(cookie)  # nothing was stored: the notify is never called
        _finish(outcome)

    @property
    def user_data(self) -> Any:
        """The object last attached with set_user_data (or assignment), else None. Readable from
        any thread. A pointer that C code attached to the same handle reads as its address (int)."""
        out = c_void_p()
        _call(_lib().rk_object_get_user_data, self._h(), byref(out))
        if out.value is None:
            return None
        entry = _peek(out.value)
        return entry.value if isinstance(entry, _UserData) else out.value

    @user_data.setter
    def user_data(self, value: Any) -> None:
        self.set_user_data(value)

    @user_data.deleter
    def user_data(self) -> None:
        self.set_user_data(None)

    @property
    def handle(self) -> int:
        """The C handle's value (an int)."""
        return self._handle

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def kind(self) -> Union[Kind, int]:
        """The handle's kind, asked of the library (rk_object_kind)."""
        out = _ffi.rk_kind()
        _call(_lib().rk_object_kind, self._h(), byref(out))
        return as_enum(Kind, out.value)

    def __repr__(self) -> str:
        state = "closed" if self._closed else "0x%x" % self._handle
        return "<refreshkit.%s %s>" % (type(self).__name__, state)


class Timer:
    """A one-shot timer started by Context.call_later."""

    def __init__(self, context: "Context", timer_id: int) -> None:
        self._context = context
        self.id = timer_id

    def cancel(self) -> bool:
        """Cancels it (its on_cancel runs now); False if it already ran or was canceled."""
        outcome = _invoke(_lib().rk_timer_cancel, self._context._h(), self.id)
        if outcome[0] == Status.NOT_FOUND and not outcome[1]:
            return False
        _finish(outcome)
        return True

    def __repr__(self) -> str:
        return "<refreshkit.Timer %d>" % self.id


class Context(_Signals):
    """A RefreshKit context: a loop, a clock and the objects created in it.

    The thread that creates it is its loop thread: the one that must call dispatch() and the
    loop-only methods, and on which every handler, completion, posted work and clock runs. Use it
    as a context manager, or call close(); an unclosed context is destroyed when collected if that
    happens on its loop thread (see the module notes).
    """

    KIND = Kind.CONTEXT

    def __init__(self) -> None:
        self._closed = True  # until created: __del__ and close() then do nothing
        lib = _lib()
        out = _ffi.rk_context_p()
        _call(lib.rk_context_create, byref(out))
        self._handle: int = out.value or 0
        self._context = self
        self._loop_thread = threading.get_ident()
        self._keeper = _Keeper()
        self._objects: Dict[int, "_Object"] = {}
        self._clock_cookie: Optional[int] = None
        self._wakeup_cookie: Optional[int] = None
        self._wall_clock_cookie: Optional[int] = None
        self._monitor: Optional[ActivityMonitor] = None
        self._closed = False

    # -- lifetime --

    def _after_destroy(self) -> None:
        self._closed = True
        for obj in list(self._objects.values()):
            obj._closed = True
        self._objects.clear()
        # Only the clock, wall clock and wakeup entries can remain: RefreshKit released the rest.
        for cookie in list(self._keeper.entries):
            _owners.pop(cookie, None)
        self._keeper.entries.clear()
        self._clock_cookie = self._wakeup_cookie = self._wall_clock_cookie = None

    def close(self) -> None:
        """Destroys the context and every object in it (rk_context_destroy): connections end,
        pending completions and work run with finished = 0. Exceptions their Python callbacks
        raise are raised here, after the context is gone. Idempotent."""
        if self._closed:
            return
        outcome = _invoke(_lib().rk_context_destroy, self._handle)
        if outcome[0] in (Status.OK, Status.INVALID_HANDLE):
            self._after_destroy()
            outcome = (Status.OK, outcome[1], None)
        _finish(outcome)

    def __enter__(self) -> "Context":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            if getattr(self, "_closed", True):
                return
            warnings.warn("unclosed %r" % self, ResourceWarning, source=self)
            # When the context is collected as part of a reference cycle, the garbage collector
            # has already cleared every weak reference to the objects of that cycle, the keeper
            # included: re-arm the cookies so the destroy notifies, completions (finished = 0) and
            # canceled work that rk_context_destroy runs still find their entries.
            keeper_ref = weakref.ref(self._keeper)
            for cookie in self._keeper.entries:
                _owners[cookie] = keeper_ref
            status, pending, _ = _invoke(_lib().rk_context_destroy, self._handle)
            if status in (Status.OK, Status.INVALID_HANDLE):
                self._after_destroy()
            else:
                # Not on the loop thread (or inside its own callback): RefreshKit may still call
                # what the keeper holds, so it must never be freed.
                _leaked.append(self._keeper)
            for exc in pending or ():
                _write_unraisable(exc)
        except BaseException:  # interpreter shutdown: nothing sensible left to do
            pass

    # -- the loop --

    def dispatch(self) -> int:
        """Runs pending work and due timers (rk_context_dispatch); returns how many ran."""
        ran = c_uint32()
        _call(_lib().rk_context_dispatch, self._h(), byref(ran))
        return ran.value

    def dispatch_until_idle(self, max_rounds: int = 1000) -> int:
        """dispatch() until a round runs nothing (e.g. after moving a fake clock); returns the total."""
        total = 0
        for _ in range(max_rounds):
            ran = self.dispatch()
            if ran == 0:
                return total
            total += ran
        raise RuntimeError("dispatch keeps running work after %d rounds" % max_rounds)

    def fd(self) -> int:
        """The context's eventfd, readable while work is pending (owned by the context)."""
        out = c_int()
        _call(_lib().rk_context_fd, self._h(), byref(out))
        return out.value

    def next_timeout(self) -> Optional[float]:
        """Seconds until dispatch() is needed: 0 when work is pending or a timer is due, None when
        nothing is scheduled (rk_context_next_timeout's -1)."""
        out = c_double()
        _call(_lib().rk_context_next_timeout, self._h(), byref(out))
        return None if out.value < 0 else out.value

    def now(self) -> float:
        """The context's current time, as its timers see it."""
        out = c_double()
        _call(_lib().rk_context_now, self._h(), byref(out))
        return out.value

    def set_clock(self, clock: Optional[Callable[[], float]]) -> None:
        """Installs a clock (a callable returning monotonic seconds, e.g. FakeClock), or None for
        CLOCK_MONOTONIC. A clock that raises reads as the previous time; its exception is raised
        by the call that read it."""
        self._install(clock, "rk_context_set_clock", _CLOCK, _NO_CLOCK, "_clock_cookie")

    def set_wall_clock(self, clock: Optional[Callable[[], float]]) -> None:
        """Installs the wall clock the headers stamp and compare with (a callable returning seconds
        since 1970 UTC), or None for the system's real-time clock (F11, F12). A reading that is not
        finite or outside years 1 to 9999 is ignored; a clock that raises reads as NaN (ignored),
        its exception raised by the call that read it."""
        self._install(clock, "rk_context_set_wall_clock", _CLOCK, _NO_CLOCK, "_wall_clock_cookie")

    # -- reduced motion (F20, 1.3) --

    def set_reduced_motion(self, enabled: bool) -> None:
        """The platform's reduced-motion setting for every component of the context (default
        False). While on, every inset, offset, alpha, arrow and spinner request carries duration 0
        and GIFs stay on their state's first frame (a running loop stops at its next frame); the
        state machine's timing is unchanged. Loop thread."""
        _call(_lib().rk_context_set_reduced_motion, self._h(), _flag(enabled, "enabled"))

    @property
    def reduced_motion(self) -> bool:
        """The reduced-motion setting (set_reduced_motion); assign a bool to change it."""
        out = c_int32()
        _call(_lib().rk_context_get_reduced_motion, self._h(), byref(out))
        return bool(out.value)

    @reduced_motion.setter
    def reduced_motion(self, enabled: bool) -> None:
        self.set_reduced_motion(enabled)

    # -- the time zone of the headers (1.4) --

    def set_utc_offset(self, seconds: int) -> None:
        """The time zone of every header of this context that was not given its own
        (Header.set_utc_offset), in seconds east of UTC within +-18 hours (default 0). Those
        headers recompute their time text during this call. Loop thread."""
        _call(_lib().rk_context_set_utc_offset, self._h(), _int(seconds, "int32", "seconds"))

    @property
    def utc_offset(self) -> int:
        """The headers' time zone (set_utc_offset); assign an int to change it."""
        out = c_int32()
        _call(_lib().rk_context_get_utc_offset, self._h(), byref(out))
        return out.value

    @utc_offset.setter
    def utc_offset(self, seconds: int) -> None:
        self.set_utc_offset(seconds)

    # -- the last-updated store (F12): key -> seconds since 1970 UTC --

    def set_last_updated(self, key: Union[str, bytes], time: float) -> None:
        """Stores a last-updated time under key (how a host imports what it persisted)."""
        _call(_lib().rk_context_set_last_updated, self._h(), _cstr(key, "key"), time)

    def last_updated(self, key: Union[str, bytes]) -> Optional[float]:
        """The time stored under key, or None when there is none."""
        out = c_double()
        outcome = _invoke(_lib().rk_context_get_last_updated, self._h(), _cstr(key, "key"),
                          byref(out))
        if outcome[0] == Status.NOT_FOUND and not outcome[1]:
            return None
        _finish(outcome)
        return out.value

    def remove_last_updated(self, key: Union[str, bytes]) -> bool:
        """Removes key's time; False when there was none."""
        outcome = _invoke(_lib().rk_context_remove_last_updated, self._h(), _cstr(key, "key"))
        if outcome[0] == Status.NOT_FOUND and not outcome[1]:
            return False
        _finish(outcome)
        return True

    def last_updated_entries(self) -> Dict[str, float]:
        """The whole store, in key order (how a host exports it for persistence)."""
        func = _lib().rk_context_last_updated_entry
        handle = self._h()
        count = c_uint32()
        out: Dict[str, float] = {}
        index = 0
        cap = _ffi.RK_LAST_UPDATED_KEY_MAX + 1
        while True:
            buf = ctypes.create_string_buffer(cap)
            length = ctypes.c_size_t()
            time = c_double()
            outcome = _invoke(func, handle, index, buf, cap, byref(length), byref(time),
                              byref(count))
            if outcome[0] == Status.NOT_FOUND and not outcome[1]:
                return out
            _finish(outcome)
            if length.value >= cap:  # never for a key the library accepted; read it whole anyway
                cap = length.value + 1
                continue
            out[buf.raw[: length.value].decode("utf-8", "replace")] = time.value
            index += 1
            if index >= count.value:
                return out

    def set_wakeup(self, wakeup: Optional[Callable[[], None]]) -> None:
        """Installs a wakeup callback, or None. It runs on the thread that posts work (any thread)
        and must only wake the loop thread; it must not call into RefreshKit."""
        self._install(wakeup, "rk_context_set_wakeup", _WAKEUP, _NO_WAKEUP, "_wakeup_cookie")

    def _install(self, fn: Optional[Callable[..., Any]], cname: str, trampoline: Any, null: Any,
                 slot: str) -> None:
        func = getattr(_lib(), cname)
        handle = self._h()
        if fn is None:
            outcome = _invoke(func, handle, null, None)
            cookie = None
        else:
            if not callable(fn):
                raise TypeError("a callable or None is required")
            cookie = _keep(self._keeper, fn)
            outcome = _invoke(func, handle, trampoline, cookie)
        if outcome[0] == Status.OK:
            old = getattr(self, slot)
            setattr(self, slot, cookie)
            _take(old)  # never called again once the call has returned
        else:
            _take(cookie)
        _finish(outcome)

    def post(self, fn: Callable[[], None], on_cancel: Optional[Callable[[], None]] = None) -> None:
        """Runs fn() at a later dispatch() on the loop thread. Callable from any thread. If the
        context is closed first, on_cancel() runs instead (during close)."""
        if not callable(fn) or (on_cancel is not None and not callable(on_cancel)):
            raise TypeError("fn and on_cancel must be callable")
        handle = self._h()
        cookie = _keep(self._keeper, (fn, on_cancel))
        outcome = _invoke(_lib().rk_context_post, handle, _WORK, cookie)
        if outcome[0] != 0:
            _take(cookie)
        _finish(outcome)

    def call_later(self, delay: float, fn: Callable[[], None],
                   on_cancel: Optional[Callable[[], None]] = None) -> Timer:
        """Runs fn() at the first dispatch() at or past now() + delay (rk_timer_start)."""
        if not callable(fn) or (on_cancel is not None and not callable(on_cancel)):
            raise TypeError("fn and on_cancel must be callable")
        handle = self._h()
        cookie = _keep(self._keeper, (fn, on_cancel))
        out = _ffi.rk_timer()
        outcome = _invoke(_lib().rk_timer_start, handle, delay, _WORK, cookie, byref(out))
        if outcome[0] != 0:
            _take(cookie)
        _finish(outcome)
        return Timer(self, out.value)

    # -- objects --

    def probe(self) -> "Probe":
        return Probe(self)

    def footer(self) -> "Footer":
        return Footer(self)

    def header(self, style: Union[HeaderStyle, int] = HeaderStyle.NORMAL) -> "Header":
        return Header(self, style)

    def trailer(self, style: Union[TrailerStyle, int] = TrailerStyle.NORMAL) -> "Trailer":
        return Trailer(self, style)

    def auto_footer(self,
                    style: Union[AutoFooterStyle, int] = AutoFooterStyle.NORMAL) -> "AutoFooter":
        return AutoFooter(self, style)

    def auto_header(self,
                    style: Union[AutoFooterStyle, int] = AutoFooterStyle.NORMAL) -> "AutoHeader":
        """An auto header (1.5): loads older items when the start of the content comes into view."""
        return AutoHeader(self, style)

    def scroll_view(self) -> "ScrollView":
        return ScrollView(self)

    def progress(self) -> "Progress":
        """A progress bar's model bound to tasks' bytes (B7, 1.3)."""
        return Progress(self)

    def task(self) -> "Task":
        return Task(self)

    def indicator(self) -> "Indicator":
        return Indicator(self)

    @property
    def objects(self) -> Tuple["_Object", ...]:
        """The live objects created in this context through the binding."""
        return tuple(self._objects.values())

    @property
    def activity_monitor(self) -> "ActivityMonitor":
        if self._monitor is None:
            self._monitor = ActivityMonitor(self)
        return self._monitor

    def _callback_count(self) -> int:
        """How many callbacks this context keeps alive (tests)."""
        return len(self._keeper.entries)


class _Object(_Signals):
    """An object created in a context. The context keeps this wrapper until close()."""

    _CREATE = ""
    _DESTROY = ""
    _HANDLE_TYPE: Any = c_void_p

    def __init__(self, context: Context, *create_args: Any) -> None:
        if not isinstance(context, Context):
            raise TypeError("a refreshkit.Context is required")
        self._closed = True
        out = self._HANDLE_TYPE()
        outcome = _invoke(getattr(_lib(), self._CREATE), context._h(), *create_args, byref(out))
        if outcome[0] == Status.OK:
            # Registered before a callback's exception is raised (a new header reads the wall
            # clock): the object exists and stays the context's, reachable in context.objects.
            self._context = context
            self._handle = out.value
            self._closed = False
            context._objects[self._handle] = self
        _finish(outcome)

    @property
    def context(self) -> Context:
        return self._context

    def close(self) -> None:
        """Destroys the object: its connections end (handlers released), pending completions run
        with finished = False. Idempotent; after the context's close it only marks it closed."""
        if self._closed:
            return
        ctx = self._context
        if ctx._closed:
            self._closed = True
            return
        outcome = _invoke(getattr(_lib(), self._DESTROY), self._handle)
        if outcome[0] in (Status.OK, Status.INVALID_HANDLE):
            self._closed = True
            ctx._objects.pop(self._handle, None)
            outcome = (Status.OK, outcome[1], None)
        _finish(outcome)

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def _get(self, cname: str, ctype: Any) -> Any:
        out = ctype()
        _call(getattr(_lib(), cname), self._h(), byref(out))
        return out.value

    def _get_struct(self, cname: str, struct_type: Any) -> Any:
        out = struct_type()
        out.struct_size = ctypes.sizeof(struct_type)
        _call(getattr(_lib(), cname), self._h(), byref(out))
        return out

    def _get_string(self, cname: str, *leading: Any) -> str:
        func = getattr(_lib(), cname)
        cap = 128
        while True:
            buf = ctypes.create_string_buffer(cap)
            length = ctypes.c_size_t()
            _call(func, self._h(), *leading, buf, cap, byref(length))
            if length.value < cap:
                return buf.raw[: length.value].decode("utf-8", "replace")
            cap = length.value + 1


def _pointer_arg(value: Any) -> Optional[int]:
    """A void * argument: None, an int address, or a binding object (its handle)."""
    if value is None:
        return None
    if isinstance(value, _Signals):
        return value.handle
    return _int(value, "uint64", "pointer") or None


class Probe(_Object):
    """A diagnostic object whose signals carry every parameter type ("values", "measure", "ping")."""

    KIND = Kind.PROBE
    _CREATE = "rk_probe_create"
    _DESTROY = "rk_probe_destroy"
    _HANDLE_TYPE = _ffi.rk_probe_p

    def emit_values(self, pointer: Any, i32: int, i64: int, u64: int, real: float,
                    text: Union[str, bytes]) -> None:
        """Emits "values" (pointer may be None, an int or a binding object)."""
        _call(_lib().rk_probe_emit_values, self._h(), _pointer_arg(pointer),
              _int(i32, "int32", "i32"), _int(i64, "int64", "i64"), _int(u64, "uint64", "u64"),
              real, _cstr(text, "text"))

    def emit_measure(self, text: Union[str, bytes], size: float) -> Tuple[float, bool]:
        """Emits "measure"; returns (the last handler's value, whether a handler ran)."""
        value = c_double()
        handled = c_int32()
        _call(_lib().rk_probe_emit_measure, self._h(), _cstr(text, "text"), size, byref(value),
              byref(handled))
        return value.value, bool(handled.value)

    def emit_ping(self) -> None:
        _call(_lib().rk_probe_emit_ping, self._h())

    def emit_pair(self, first: int, second: int) -> None:
        """Emits "pair" with two int32 values."""
        _call(_lib().rk_probe_emit_pair, self._h(), _int(first, "int32", "first"),
              _int(second, "int32", "second"))


ImageLike = Union[Image, Tuple[int, float, float]]
Completion = Optional[Callable[[bool], None]]


def _metrics_struct(m: "ScrollMetrics") -> Any:
    """The rk_scroll_metrics of a ScrollMetrics, at the full (1.5) size."""
    return _ffi.rk_scroll_metrics(
        ctypes.sizeof(_ffi.rk_scroll_metrics), _flag(m.dragging, "dragging"),
        m.viewport_width, m.viewport_height, m.content_height, m.inset_top, m.inset_bottom,
        m.inset_left, m.offset_y, m.content_width, m.inset_right, m.offset_x,
        _int(m.pan, "int32", "pan"), 0, _int(m.item_count, "int64", "item_count"),
        _int(m.last_visible_item, "int64", "last_visible_item"),
        _int(m.first_visible_item, "int64", "first_visible_item"))


class _Lacking:
    """A verb a kind lacks: reading it raises AttributeError, so hasattr() is False."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __get__(self, obj: Any, owner: Any) -> Any:
        raise AttributeError("%s has no %s" % (owner.__name__, self._name))


class _Component(_Object):
    """Every verb the footer, the header, the trailer and the auto footer share, written once over
    the rk_component_* functions (1.4), which take any of the four. A kind names the verbs it lacks
    in _LACKS (the library would refuse them with InvalidStateError): they are not attributes of
    that kind, so hasattr() and the type checker's view of the class agree with the library."""

    _DESTROY = "rk_component_destroy"
    _LACKS: Tuple[str, ...] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in cls._LACKS:
            setattr(cls, name, _Lacking(name))

    @staticmethod
    def _fn(verb: str) -> Any:
        return getattr(_lib(), "rk_component_" + verb)

    # -- commands (thread: any for begin/end; the rest on the loop thread) --

    def set_metrics(self, metrics: Optional[ScrollMetrics] = None, **fields: Any) -> None:
        """One scroll update: a ScrollMetrics, keyword fields, or a ScrollMetrics with fields
        changed (component.set_metrics(m, offset_y=470, dragging=True))."""
        m = ScrollMetrics(**fields) if metrics is None else metrics.replace(**fields)
        raw = _metrics_struct(m)
        _call(self._fn("set_metrics"), self._h(), byref(raw))

    def set_visible(self, visible: bool) -> None:
        _call(self._fn("set_visible"), self._h(), _flag(visible, "visible"))

    def set_hidden(self, hidden: bool) -> None:
        _call(self._fn("set_hidden"), self._h(), _flag(hidden, "hidden"))

    def set_interaction_enabled(self, enabled: bool) -> None:
        _call(self._fn("set_interaction_enabled"), self._h(), _flag(enabled, "enabled"))

    def _with_completion(self, cname: str, completion: Completion, *args: Any) -> None:
        """Calls rk_component_<cname>(handle, *args, completion, user_data): args are the C arguments between the
        handle and the completion (end_refreshing_with_failure's message)."""
        _finish(self._invoke_with_completion(cname, completion, args))

    def _invoke_with_completion(self, cname: str, completion: Completion, args: Tuple[Any, ...],
                                after: Tuple[Any, ...] = ()) -> _Outcome:
        """rk_component_<cname>(handle, *args, completion, user_data, *after) as an _invoke outcome: after are the
        C arguments behind user_data (begin_load's out_load_id)."""
        func = self._fn(cname)
        handle = self._h()
        if completion is None:
            return _invoke(func, handle, *args, _NO_COMPONENT_COMPLETION, None, *after)
        if not callable(completion):
            raise TypeError("completion must be callable or None")
        cookie = _keep(self._context._keeper, completion)
        outcome = _invoke(func, handle, *args, _COMPONENT_COMPLETION, cookie, *after)
        if outcome[0] != 0:
            _take(cookie)  # on an error the completion is never called
        return outcome

    def begin_refreshing(self, completion: Completion = None) -> None:
        """Begins refreshing; completion(finished: bool) is called exactly once (F3)."""
        self._with_completion("begin_refreshing", completion)

    def end_refreshing(self, completion: Completion = None) -> None:
        self._with_completion("end_refreshing", completion)

    def end_refreshing_with_failure(self, message: Union[str, bytes, None] = None,
                                    completion: Completion = None) -> None:
        """Ends the load as a failure (F17, 1.3): to FooterState.FAILED at once, the label showing
        message, or with None the Failed title ("Loading failed. Tap to retry", localized)."""
        self._with_completion("end_refreshing_with_failure", completion,
                              _cstr(message, "message", allow_none=True))

    def retry(self, completion: Completion = None) -> None:
        """From FAILED, begins refreshing as begin_refreshing does (F17, 1.3); in any other state
        nothing changes and completion(False) is called at once."""
        self._with_completion("retry", completion)

    def activate(self) -> None:
        """The accessibility action (rk_activate, F20, 1.3): what a tap or a pull would do. From
        IDLE it begins a load with its trigger ("refreshing", "refreshing-load"), from FAILED it
        retries; in any other state, hidden or with interaction disabled it does nothing. From
        another thread it is queued (the state that counts is the one at dispatch)."""
        _call(_lib().rk_activate, self._h())

    # -- load ids (F18, 1.3) --

    def begin_load(self, completion: Completion = None) -> int:
        """begin_refreshing that names the load it starts (F18, 1.3): returns the load's id (a
        growing int, never 0) before the begin runs, also from another thread, where the begin is
        queued. Tag the request with it and end it with end_load(id). When a load is already
        under way (REFRESHING or WILL_REFRESH) no second one starts: the returned id never
        becomes current (load_id reads the current one) and completion(False) is called."""
        out = _ffi.rk_load_id()
        _finish(self._invoke_with_completion("begin_load", completion, (),
                                             (byref(out),)))
        return int(out.value)

    def end_load(self, load_id: int, outcome: Union[LoadOutcome, int] = LoadOutcome.DONE,
                 message: Union[str, bytes, None] = None, completion: Completion = None) -> None:
        """Ends the load named load_id, if it is the current one (F18, 1.3), as outcome says:
        LoadOutcome.DONE as end_refreshing, NO_MORE_DATA as end_refreshing_with_no_more_data (the
        footers only: InvalidArgumentError on a header or a trailer), FAILED as
        end_refreshing_with_failure with message (None: the Failed title; message must be None
        for the other outcomes). A load_id that is not current (ended another way, canceled,
        superseded, never started, or 0) raises StaleLoadError (an InvalidStateError): nothing
        changes, completion is never called, and the response can be dropped. From another
        thread the id is checked at the call and again at dispatch, where a load that ended in
        between changes nothing and completion(False) is called."""
        load_id = _int(load_id, "uint64", "load_id")
        args = (load_id, _int(outcome, "int32", "outcome"),
                _cstr(message, "message", allow_none=True))
        status, pending, err = self._invoke_with_completion("end_load", completion,
                                                            args)
        if err is not None and status == Status.INVALID_STATE:
            err = StaleLoadError(err.status, err.status_name, err.message, err.function, load_id)
        _finish((status, pending, err))

    def cancel_load(self, load_id: int) -> None:
        """1.5: cancels the load named load_id: to IDLE as end_load(DONE), but the component emits
        "load-cancelled" (load_id, LoadCancelReason.HOST) instead of announcing a load. A load_id
        that is not current raises StaleLoadError, nothing changed."""
        load_id = _int(load_id, "uint64", "load_id")
        status, pending, err = _invoke(self._fn("cancel_load"), self._h(), load_id)
        if err is not None and status == Status.INVALID_STATE:
            err = StaleLoadError(err.status, err.status_name, err.message, err.function, load_id)
        _finish((status, pending, err))

    def restart_load(self, completion: Completion = None) -> int:
        """1.5: a new load replaces the one under way ("load-cancelled" with
        LoadCancelReason.SUPERSEDED for the old id, then the trigger with the new one), the state
        unchanged; with no load under way, begin_load. Returns the new load's id."""
        out = _ffi.rk_load_id()
        _finish(self._invoke_with_completion("restart_load", completion, (), (byref(out),)))
        return int(out.value)

    @property
    def load_id(self) -> int:
        """The current load's id (F18, 1.3), 0 when none is current (neither REFRESHING nor
        WILL_REFRESH). Loop thread."""
        return int(self._get("rk_component_get_load_id", _ffi.rk_load_id))

    def set_title(self, state: Union[FooterState, int], title: Union[str, bytes, None]) -> None:
        """A custom title for a state; None restores the language's."""
        _call(self._fn("set_title"), self._h(), _int(state, "int32", "state"),
              _cstr(title, "title", allow_none=True))

    def title(self, state: Union[FooterState, int]) -> str:
        """The title shown in a state (custom, else the language's)."""
        return self._get_string("rk_component_get_title", _int(state, "int32", "state"))

    def set_language(self, language: Union[str, bytes]) -> None:
        _call(self._fn("set_language"), self._h(), _cstr(language, "language"))

    @property
    def language(self) -> str:
        """The built-in title table in use ("en", "zh-Hans", ...); assign a language tag to choose."""
        return self._get_string("rk_component_get_language")

    @language.setter
    def language(self, language: Union[str, bytes]) -> None:
        self.set_language(language)

    def set_automatically_change_alpha(self, enabled: bool) -> None:
        _call(self._fn("set_automatically_change_alpha"), self._h(), _flag(enabled, "enabled"))

    def set_animation_durations(self, fast: float, slow: float) -> None:
        _call(self._fn("set_animation_durations"), self._h(), fast, slow)

    def follow(self, task: Optional["Task"]) -> None:
        """Refresh while task runs (rk_component_set_refreshing_with_state_of_task); None unbinds."""
        _call(self._fn("set_refreshing_with_state_of_task"), self._h(), _task_arg(task))

    def follow_task(self, task: Optional["Task"], failure: bool = False, *,
                    flags: Union[FollowFlags, int] = 0) -> None:
        """Refresh while task runs, through rk_follow_task (B8, 1.3); None unbinds. With
        failure=True (FollowFlags.FAILURE) a completion with an error code ends the refresh in
        FooterState.FAILED, the label showing the completion's message (the Failed title without
        one); otherwise, and always after a cancel or a completion with code 0, it ends in IDLE.
        failure=False and flags 0 is follow(task)."""
        _follow_task(self, task, failure, flags)

    # -- queries (loop thread) --

    @property
    def state(self) -> Union[FooterState, int]:
        return as_enum(FooterState, self._get("rk_component_get_state", _ffi.rk_footer_state))

    @property
    def pulling_percent(self) -> float:
        return float(self._get("rk_component_get_pulling_percent", c_double))

    @property
    def alpha(self) -> float:
        return float(self._get("rk_component_get_alpha", c_double))

    @property
    def label(self) -> str:
        return self._get_string("rk_component_get_label")


    def set_label_hidden(self, hidden: bool) -> None:
        _call(self._fn("set_label_hidden"), self._h(), _flag(hidden, "hidden"))


    def set_height(self, height: float) -> None:
        _call(self._fn("set_height"), self._h(), height)

    def set_images(self, state: Union[FooterState, int], images: Iterable[ImageLike],
                   duration: Optional[float] = None,
                   frame_durations: Optional[Sequence[float]] = None) -> None:
        """A state's GIF frames, [(id, width, height), ...] or Images. Without a duration each frame
        shows 0.1 s; duration is the whole loop; frame_durations gives one per frame."""
        items = [i if isinstance(i, Image) else Image(*i) for i in images]
        count = len(items)
        _int(count, "uint32", "image count")
        array = (_ffi.rk_image * count)(
            *[_ffi.rk_image(_int(i.id, "uint64", "image id"), i.width, i.height) for i in items]
        ) if count else None
        st = _int(state, "int32", "state")
        if duration is not None and frame_durations is not None:
            raise TypeError("pass duration or frame_durations, not both")
        if frame_durations is not None:
            durations = list(frame_durations)
            if len(durations) != count:
                raise _binding_error(Status.INVALID_ARGUMENT, "%d frame durations for %d images" % (
                    len(durations), count))
            darray = (c_double * count)(*durations) if count else None
            _call(self._fn("set_images_with_frame_durations"), self._h(), st, array, darray, count)
        elif duration is not None:
            _call(self._fn("set_images_with_duration"), self._h(), st, array, count, duration)
        else:
            _call(self._fn("set_images"), self._h(), st, array, count)

    def set_label_left_inset(self, inset: float) -> None:
        _call(self._fn("set_label_left_inset"), self._h(), inset)

    @property
    def gif(self) -> FooterGif:
        raw = self._get_struct("rk_component_get_gif", _ffi.rk_footer_gif)
        return FooterGif(bool(raw.visible), bool(raw.animating), bool(raw.has_frame), raw.index,
                         raw.image_id)

    def frame_at(self, t: float) -> Optional[Tuple[int, int]]:
        """(image_id, index) shown at time t on the context's clock, or None before any frame."""
        image_id = c_uint64()
        index = c_int32()
        outcome = _invoke(self._fn("frame_at"), self._h(), t, byref(image_id), byref(index))
        if outcome[0] == Status.NOT_FOUND and not outcome[1]:
            return None
        _finish(outcome)
        return image_id.value, index.value


    def set_data_count(self, count: int) -> None:
        """N, the host's item count (footer, trailer): the footer hides while it is 0; a trailer
        whose refresh ends with another count than it began with asks for the offset again."""
        _call(self._fn("set_data_count"), self._h(), _int(count, "int64", "count"))

    def set_ignored_bottom_inset(self, inset: float) -> None:
        """gB (footer, auto footer): moves the footer down without moving a line."""
        _call(self._fn("set_ignored_bottom_inset"), self._h(), inset)

    def end_refreshing_with_no_more_data(self, completion: Completion = None) -> None:
        self._with_completion("end_refreshing_with_no_more_data", completion)

    def reset_no_more_data(self, completion: Completion = None) -> None:
        self._with_completion("reset_no_more_data", completion)

    def set_text_width(self, width: float) -> None:
        """The label text's width while no "measure-text" handler is connected (footer, auto
        footer)."""
        _call(self._fn("set_text_width"), self._h(), width)


class Footer(_Component):
    """A headless "pull up to load more" footer (MJRefresh's back GIF footer).

    Commands are methods (set_metrics, begin_refreshing, ...); queries are properties (state,
    pulling_percent, layout, label, ...). Signals: see Footer.signals() or the header."""

    KIND = Kind.FOOTER
    _CREATE = "rk_footer_create"
    _HANDLE_TYPE = _ffi.rk_footer_p

    def disable_animations(self) -> None:
        _call(_lib().rk_footer_set_animation_disabled, self._h())

    @property
    def layout(self) -> FooterLayout:
        raw = self._get_struct("rk_footer_get_layout", _ffi.rk_footer_layout)
        return FooterLayout(as_enum(ContentMode, raw.content_mode), _rect(raw.footer),
                            _rect(raw.gif))

    @property
    def geometry(self) -> FooterGeometry:
        raw = self._get_struct("rk_footer_get_geometry", _ffi.rk_footer_geometry)
        return FooterGeometry(raw.height, raw.happen_offset, raw.trigger_offset, raw.bottom_inset,
                              raw.offset_y, raw.bottom_delta)


class Header(_Component):
    """A headless "pull down to refresh" header (MJRefresh's normal and GIF headers, 1.2).

    Created by Context.header(style). It has the footer's commands and queries (no NoMoreData),
    plus the last-updated label (time_label, last_updated_key, set_last_updated_text,
    set_utc_offset), the normal style's arrow and spinner sizes, and its own layout and geometry.
    The host applies "inset-requested" (a top inset) to the metrics of its next update (F8)."""

    KIND = Kind.HEADER
    _CREATE = "rk_header_create"
    _HANDLE_TYPE = _ffi.rk_header_p
    _LACKS = ("set_data_count", "set_ignored_bottom_inset", "end_refreshing_with_no_more_data",
              "reset_no_more_data", "set_text_width")

    def __init__(self, context: Context,
                 style: Union[HeaderStyle, int] = HeaderStyle.NORMAL) -> None:
        super().__init__(context, _int(style, "int32", "style"))

    def set_ignored_top_inset(self, inset: float) -> None:
        _call(_lib().rk_header_set_ignored_top_inset, self._h(), inset)

    def set_time_label_hidden(self, hidden: bool) -> None:
        _call(_lib().rk_header_set_time_label_hidden, self._h(), _flag(hidden, "hidden"))

    def set_text_widths(self, state_width: float, time_width: float) -> None:
        """The label widths used while no "measure-text" handler is connected."""
        _call(_lib().rk_header_set_text_widths, self._h(), state_width, time_width)

    def set_visual_sizes(self, arrow_width: float, arrow_height: float, spinner_width: float,
                         spinner_height: float) -> None:
        """The normal style's arrow and spinner sizes (defaults 15 x 40 and 20 x 20)."""
        _call(_lib().rk_header_set_visual_sizes, self._h(), arrow_width, arrow_height,
              spinner_width, spinner_height)

    def set_last_updated_key(self, key: Union[str, bytes]) -> None:
        _call(_lib().rk_header_set_last_updated_key, self._h(), _cstr(key, "key"))

    @property
    def last_updated_key(self) -> str:
        """The key this header reads and stamps in its context's store (F12); assignable."""
        return self._get_string("rk_header_get_last_updated_key")

    @last_updated_key.setter
    def last_updated_key(self, key: Union[str, bytes]) -> None:
        self.set_last_updated_key(key)

    def set_last_updated_text(self, text: Union[str, bytes, None]) -> None:
        """A text shown instead of the formatted time; None returns to the formatted text."""
        _call(_lib().rk_header_set_last_updated_text, self._h(),
              _cstr(text, "text", allow_none=True))

    def set_utc_offset(self, seconds: int) -> None:
        """The time zone of "Today" and the clock, in seconds east of UTC (F11); until it is set,
        the context's (Context.set_utc_offset)."""
        _call(_lib().rk_header_set_utc_offset, self._h(), _int(seconds, "int32", "seconds"))

    def set_last_updated_formatter(
            self, formatter: Optional[Callable[[LastUpdatedInfo], Union[str, bytes, None]]]) -> None:
        """Makes the time label's text with formatter(info) (rk_header_set_last_updated_formatter,
        1.4), or with None the built-in text again. It is called at once, and at every recompute
        of the text while the label is shown and no fixed text is set (a state change, the key,
        the language, a time zone, the label shown again, a new stored time seen by an update),
        on the loop thread, after the signals of the call that recomputed. It returns the text
        (str, or bytes passed as they are), or None for the built-in text; a text the library
        refuses (invalid UTF-8, a NUL, longer than RK_MAX_STRING_BYTES) shows the built-in text
        after a "time-text-refused" signal. An exception shows the built-in text and is raised
        by the call that recomputed. The binding keeps the function until it is replaced or the
        header or context closes. Loop thread."""
        handle = self._h()
        lib = _lib()
        if formatter is None:
            _call(lib.rk_header_set_last_updated_formatter, handle, _NO_FORMAT, None,
                  _NO_DESTROY_NOTIFY)
            return
        if not callable(formatter):
            raise TypeError("formatter must be callable or None")
        cookie = _keep(self._context._keeper, _Formatter(formatter))
        outcome = _invoke(lib.rk_header_set_last_updated_formatter, handle, _FORMAT, cookie,
                          _DESTROY_NOTIFY)
        if outcome[0] != 0:
            _take(cookie)  # nothing was set: the notify is never called
        _finish(outcome)

    @property
    def time_label(self) -> str:
        """The last-updated label's text."""
        return self._get_string("rk_header_get_time_label")

    @property
    def style(self) -> Union[HeaderStyle, int]:
        """The style it was created with, as the library reports it (in the layout)."""
        return self.layout.style

    @property
    def layout(self) -> "HeaderLayout":
        raw = self._get_struct("rk_header_get_layout", _ffi.rk_header_layout)
        return HeaderLayout(as_enum(HeaderStyle, raw.style), _rect(raw.header),
                            _rect(raw.state_label), _rect(raw.time_label), _rect(raw.arrow),
                            _rect(raw.spinner), _rect(raw.gif),
                            as_enum(ContentMode, raw.content_mode))

    @property
    def geometry(self) -> "HeaderGeometry":
        raw = self._get_struct("rk_header_get_geometry", _ffi.rk_header_geometry)
        return HeaderGeometry(raw.height, raw.base_top, raw.happen_offset, raw.trigger_offset,
                              raw.top_contribution, raw.ignored_top_inset)


class Trailer(_Component):
    """A headless "swipe past the right edge to see more" trailer (MJRefresh's state and normal
    trailers, 1.2).

    Created by Context.trailer(style). It has the footer's commands and queries without the GIF
    frames, the height and NoMoreData; it reads the metrics' horizontal fields (content_width,
    offset_x, inset_left, inset_right). The host applies "inset-requested" (a right inset) and
    "offset-requested" (a horizontal offset) to the metrics of its next update (F8). Its label is
    a column one glyph wide; the normal style's arrow turns (arrow_angle, "arrow-changed")."""

    KIND = Kind.TRAILER
    _CREATE = "rk_trailer_create"
    _HANDLE_TYPE = _ffi.rk_trailer_p
    _LACKS = ("set_height", "set_ignored_bottom_inset", "end_refreshing_with_no_more_data",
              "reset_no_more_data", "set_text_width", "set_images", "set_label_left_inset", "gif",
              "frame_at")

    def __init__(self, context: Context,
                 style: Union[TrailerStyle, int] = TrailerStyle.NORMAL) -> None:
        super().__init__(context, _int(style, "int32", "style"))

    def set_ignored_right_inset(self, inset: float) -> None:
        """gR: moves the trailer right without moving a threshold."""
        _call(_lib().rk_trailer_set_ignored_right_inset, self._h(), inset)

    def set_arrow_size(self, width: float, height: float) -> None:
        """The normal style's arrow size (default 20 x 20)."""
        _call(_lib().rk_trailer_set_arrow_size, self._h(), width, height)

    @property
    def arrow_angle(self) -> float:
        """The normal style's arrow angle in radians: 0 points left (swipe), pi right (release)."""
        return float(self._get("rk_trailer_get_arrow_angle", c_double))

    @property
    def style(self) -> Union[TrailerStyle, int]:
        """The style it was created with, as the library reports it (the layout's has_arrow)."""
        return TrailerStyle.NORMAL if self.layout.has_arrow else TrailerStyle.STATE

    @property
    def layout(self) -> "TrailerLayout":
        raw = self._get_struct("rk_trailer_get_layout", _ffi.rk_trailer_layout)
        return TrailerLayout(bool(raw.has_arrow), _rect(raw.trailer), _rect(raw.label),
                             _rect(raw.arrow))

    @property
    def geometry(self) -> "TrailerGeometry":
        raw = self._get_struct("rk_trailer_get_geometry", _ffi.rk_trailer_geometry)
        return TrailerGeometry(raw.width, raw.snapshot_left, raw.snapshot_right,
                               raw.happen_offset, raw.trigger_offset, raw.right_contribution,
                               raw.ignored_right_inset)


class _AutoLoader(_Component):
    """What the auto footer and the auto header (its top-edge mirror, 1.5) share: the trigger
    percent, automatic refresh, the trigger budget, prefetch by item count, taps, the refreshing
    title and the spinner, each through the kind's own rk_<_PREFIX>_* function."""

    _PREFIX: str
    _LACKS: Tuple[str, ...] = ("set_data_count", "set_label_hidden")

    def __init__(self, context: Context,
                 style: Union[AutoFooterStyle, int] = AutoFooterStyle.NORMAL) -> None:
        super().__init__(context, _int(style, "int32", "style"))

    def _own(self, verb: str) -> Any:
        return getattr(_lib(), "rk_%s_%s" % (self._PREFIX, verb))

    def set_trigger_percent(self, percent: float) -> None:
        """r (triggerAutomaticallyRefreshPercent, default 1): negative loads earlier."""
        _call(self._own("set_trigger_percent"), self._h(), percent)

    def set_automatically_refresh(self, enabled: bool) -> None:
        """The offset rule on (default) or off; the pan-end rule and taps stay."""
        _call(self._own("set_automatically_refresh"), self._h(), _flag(enabled, "enabled"))

    def set_auto_trigger_times(self, times: int) -> None:
        """n (autoTriggerTimes, default 1): drag loads per drag; -1 unlimited, other values <= 0
        none (F9)."""
        _call(self._own("set_auto_trigger_times"), self._h(), _int(times, "int32", "times"))

    def set_prefetch_items(self, items: int) -> None:
        """Prefetch by item count (F19): with items > 0 a load begins from IDLE when fewer than
        items rows lie beyond the visible ones on the kind's edge (the auto footer reads
        last_visible_item against item_count, the auto header first_visible_item). It is
        edge-triggered: once per arrival, again only when item_count changes while the condition
        holds (a short list filling up, a list that shrank) or after a new pan (PanState.BEGAN), so
        a page that brings nothing does not repeat itself. While dragging it takes from the trigger
        budget (F9). 0 (the default) turns it off; setting it re-arms the rule. Negative:
        InvalidArgumentError. Thread: any (queued)."""
        _call(self._own("set_prefetch_items"), self._h(), _int(items, "int64", "items"))

    @property
    def prefetch_items(self) -> int:
        """The prefetch distance of set_prefetch_items (0: off); assign to set it. Loop thread."""
        return int(self._get("rk_%s_get_prefetch_items" % self._PREFIX, c_int64))

    @prefetch_items.setter
    def prefetch_items(self, items: int) -> None:
        self.set_prefetch_items(items)

    def tap(self) -> None:
        """A tap on the label: begins refreshing in Idle, or in Failed (a retry, 1.3), never
        counted against the budget."""
        _call(self._own("tap"), self._h())

    def set_refreshing_title_hidden(self, hidden: bool) -> None:
        """refreshingTitleHidden: an empty label in Refreshing, the spinner or GIF centred."""
        _call(self._own("set_refreshing_title_hidden"), self._h(), _flag(hidden, "hidden"))

    def set_fills_viewport(self, enabled: bool) -> None:
        """Fill the viewport (1.5, off by default): after a load ends, begin the next while the
        content is shorter than the viewport, one at a time, each a drag load of the budget."""
        _call(self._own("set_fills_viewport"), self._h(), _flag(enabled, "enabled"))

    def set_spinner_size(self, width: float, height: float) -> None:
        """The normal style's spinner size (default 20 x 20)."""
        _call(self._own("set_spinner_size"), self._h(), width, height)

    @property
    def spinner_animating(self) -> bool:
        """The normal style's spinner animates (always False for the GIF style)."""
        return bool(self._get("rk_%s_is_spinner_animating" % self._PREFIX, c_int32))

    @property
    def style(self) -> Union[AutoFooterStyle, int]:
        """The style it was created with, as the library reports it (in the layout)."""
        return as_enum(AutoFooterStyle, self._raw_layout().style)

    def _raw_layout(self) -> Any:
        layout_type = getattr(_ffi, "rk_%s_layout" % self._PREFIX)
        return self._get_struct("rk_%s_get_layout" % self._PREFIX, layout_type)


class AutoFooter(_AutoLoader):
    """A headless "load more when the end comes into view" footer (MJRefresh's auto normal and auto
    GIF footers, 1.2).

    Created by Context.auto_footer(style). It has the footer's commands and queries (NoMoreData
    included), plus the trigger percent, automatic refresh, the trigger budget, paging, taps and
    refreshingTitleHidden. Alone, its set_metrics attaches it at the first update; on a
    ScrollView, the scroll view's set_metrics drives it and its own set_metrics raises
    InvalidStateError. "refreshing" is the moment to load the next page."""

    KIND = Kind.AUTO_FOOTER
    _CREATE = "rk_auto_footer_create"
    _HANDLE_TYPE = _ffi.rk_auto_footer_p
    _PREFIX = "auto_footer"

    def set_paging_enabled(self, enabled: bool) -> None:
        """The scroll view pages: the end of a load then asks for the offset y - B."""
        _call(_lib().rk_auto_footer_set_paging_enabled, self._h(), _flag(enabled, "enabled"))

    @property
    def layout(self) -> AutoFooterLayout:
        raw = self._raw_layout()
        return AutoFooterLayout(as_enum(AutoFooterStyle, raw.style), _rect(raw.footer),
                                _rect(raw.label), _rect(raw.spinner), _rect(raw.gif),
                                as_enum(ContentMode, raw.content_mode))

    @property
    def geometry(self) -> AutoFooterGeometry:
        raw = self._get_struct("rk_auto_footer_get_geometry", _ffi.rk_auto_footer_geometry)
        return AutoFooterGeometry(bool(raw.tall), raw.height, raw.base_bottom,
                                  raw.bottom_contribution, raw.trigger_percent, raw.trigger_offset,
                                  raw.pan_end_offset, raw.top_rest_offset,
                                  raw.ignored_bottom_inset, raw.previous_offset,
                                  bool(raw.attached), bool(raw.automatically_refresh),
                                  bool(raw.paging_enabled), raw.auto_trigger_times,
                                  raw.remaining_trigger_times)


class AutoHeader(_AutoLoader):
    """The auto footer at the top edge (1.5, docs/behaviour/auto-header.md): it loads older items
    when the start of the content comes into view, for lists that load both ways.

    Created by Context.auto_header(style). It has the auto footer's commands, queries and signals
    (NoMoreData reads "no older items"), without paging and the bottom inset's verb. On a
    ScrollView it takes its own slot beside a pull-down Header, and the scroll view's load states
    report its load as prepend. When older rows arrive, end the load and tell the scroll view with
    content_inserted(ScrollEdge.TOP, height, items), which keeps the visible rows still."""

    KIND = Kind.AUTO_HEADER
    _CREATE = "rk_auto_header_create"
    _HANDLE_TYPE = _ffi.rk_auto_header_p
    _PREFIX = "auto_header"
    _LACKS = _AutoLoader._LACKS + ("set_ignored_bottom_inset",)

    @property
    def layout(self) -> AutoHeaderLayout:
        raw = self._raw_layout()
        return AutoHeaderLayout(as_enum(AutoFooterStyle, raw.style), _rect(raw.header),
                                _rect(raw.label), _rect(raw.spinner), _rect(raw.gif),
                                as_enum(ContentMode, raw.content_mode))

    @property
    def geometry(self) -> AutoHeaderGeometry:
        raw = self._get_struct("rk_auto_header_get_geometry", _ffi.rk_auto_header_geometry)
        return AutoHeaderGeometry(bool(raw.tall), raw.height, raw.base_top, raw.top_contribution,
                                  raw.trigger_percent, raw.trigger_offset, raw.pan_end_offset,
                                  raw.bottom_rest_offset, raw.previous_offset,
                                  bool(raw.attached), bool(raw.automatically_refresh),
                                  raw.auto_trigger_times, raw.remaining_trigger_times)


# The kinds a scroll view holds, each in its slot (rk_scroll_view_get_component).
_SLOT_KINDS = (Kind.HEADER, Kind.AUTO_HEADER, Kind.FOOTER, Kind.AUTO_FOOTER, Kind.TRAILER)


class ScrollView(_Object):
    """The host's scroll view (1.2): one set_metrics per scroll event drives every attached
    component (the header, then the footer or auto footer, then the trailer), each request taken as
    applied for the components after it. Its "inset-requested" and "offset-requested" tell every
    component's request with its edge (ScrollEdge) or axis (ScrollAxis) and the component, so a host
    may apply them in one place. Created by Context.scroll_view()."""

    KIND = Kind.SCROLL_VIEW
    _CREATE = "rk_scroll_view_create"
    _DESTROY = "rk_scroll_view_destroy"
    _HANDLE_TYPE = _ffi.rk_scroll_view_p

    def set_metrics(self, metrics: Optional[ScrollMetrics] = None, **fields: Any) -> None:
        """One scroll update: a ScrollMetrics, keyword fields, or a ScrollMetrics with fields
        changed (scroll_view.set_metrics(m, offset_y=470, dragging=True))."""
        m = ScrollMetrics(**fields) if metrics is None else metrics.replace(**fields)
        raw = _metrics_struct(m)
        _call(_lib().rk_scroll_view_set_metrics, self._h(), byref(raw))

    def attach(self, component: _Component) -> None:
        """Attaches a Footer, Header, AutoFooter, AutoHeader or Trailer with the scroll view's
        metrics."""
        _call(_lib().rk_scroll_view_attach, self._h(), _component_arg(component))

    def detach(self, component: _Component) -> None:
        """Detaches a component: its inset contribution is given back at once (F8)."""
        _call(_lib().rk_scroll_view_detach, self._h(), _component_arg(component))

    def component(self, kind: Union[Kind, int]) -> Optional[Any]:
        """The component attached in kind's slot if it is of that kind, else None (the wrapper this
        binding made for it, or its handle as an int when it was made elsewhere)."""
        out = c_void_p()
        _call(_lib().rk_scroll_view_get_component, self._h(), _int(kind, "int32", "kind"),
              byref(out))
        if out.value is None:
            return None
        return self._context._objects.get(out.value, out.value)

    @property
    def components(self) -> Tuple[Any, ...]:
        """The attached components, in the order an update drives them."""
        found = (self.component(k) for k in _SLOT_KINDS)
        return tuple(c for c in found if c is not None)

    @property
    def metrics(self) -> ScrollMetrics:
        """The last update's metrics with every request made since applied."""
        raw = self._get_struct("rk_scroll_view_get_metrics", _ffi.rk_scroll_metrics)
        return ScrollMetrics(raw.viewport_width, raw.viewport_height, raw.content_height,
                             raw.offset_y, raw.inset_top, raw.inset_bottom, raw.inset_left,
                             bool(raw.dragging), raw.content_width, raw.inset_right, raw.offset_x,
                             as_enum(PanState, raw.pan), raw.item_count, raw.last_visible_item,
                             raw.first_visible_item)

    def host_inset(self, edge: Union[ScrollEdge, int]) -> float:
        """The host's own inset on an edge: the current one minus the components' contributions."""
        out = c_double()
        _call(_lib().rk_scroll_view_get_host_inset, self._h(), _int(edge, "int32", "edge"),
              byref(out))
        return float(out.value)

    @property
    def load_states(self) -> LoadStates:
        """1.5: the list's loads now; "load-states-changed" tells when they change."""
        raw = self._get_struct("rk_scroll_view_get_load_states", _ffi.rk_load_states)

        def one(s: Any) -> LoadState:
            return LoadState(as_enum(LoadStatus, s.status), int(s.load_id), int(s.failure_message_length))

        return LoadStates(one(raw.refresh), one(raw.prepend), one(raw.append))

    def content_inserted(self, edge: Union[ScrollEdge, int], height: float, items: int = 0) -> None:
        """1.5: rows ``height`` high, ``items`` of them (0: not counted), were inserted at ``edge``
        (top or bottom). The scroll view asks, in this call, for the offset that keeps the visible
        rows still: its ``offset-requested`` with ``component`` None, duration 0. Counted items
        join the metrics' ``item_count`` (above the visible rows, their indices too), and a load's
        "Loaded N new items" leaves out those inserted at the other edge meanwhile."""
        _call(_lib().rk_scroll_view_content_inserted, self._h(), _int(edge, "int32", "edge"),
              float(height), _int(items, "int64", "items"))


def _component_arg(component: Any) -> int:
    if not isinstance(component, _Component):
        raise TypeError("a refreshkit Footer, Header, AutoFooter, AutoHeader or Trailer is required")
    return component._h()


def _rect(raw: Any) -> Rect:
    return Rect(raw.x, raw.y, raw.width, raw.height)


def _task_arg(task: Optional["Task"]) -> Optional[int]:
    if task is None:
        return None
    if not isinstance(task, Task):
        raise TypeError("a refreshkit.Task or None is required")
    return task._h()


def _follow_task(obj: _Object, task: Optional["Task"], failure: bool,
                 flags: Union[FollowFlags, int]) -> None:
    """rk_follow_task(obj, task, flags | FAILURE if failure): unknown bits are the library's to
    refuse (InvalidArgumentError), as a kind that cannot follow is (InvalidHandleError)."""
    if not isinstance(failure, bool):
        raise TypeError("failure must be a bool")
    bits = _int(flags, "uint32", "flags") | (FollowFlags.FAILURE if failure else 0)
    _call(_lib().rk_follow_task, obj._h(), _task_arg(task), bits)


class Task(_Object):
    """A network task the host reports on. Its commands may be called from any thread; the
    transitions are delivered to observers at the loop thread's next dispatch()."""

    KIND = Kind.TASK
    _CREATE = "rk_task_create"
    _DESTROY = "rk_task_destroy"
    _HANDLE_TYPE = _ffi.rk_task_p

    def resume(self) -> None:
        _call(_lib().rk_task_resume, self._h())

    def suspend(self) -> None:
        _call(_lib().rk_task_suspend, self._h())

    def cancel(self) -> None:
        _call(_lib().rk_task_cancel, self._h())

    def complete(self, error_code: int = 0, message: Union[str, bytes, None] = None) -> None:
        _call(_lib().rk_task_complete, self._h(), _int(error_code, "int32", "error_code"),
              _cstr(message, "message", allow_none=True))

    @property
    def state(self) -> Union[TaskState, int]:
        return as_enum(TaskState, self._get("rk_task_get_state", _ffi.rk_task_state))

    def set_progress(self, direction: Union[ProgressDirection, int], completed: int,
                     expected: int = PROGRESS_UNKNOWN) -> None:
        """Reports the task's bytes in one direction (rk_task_set_progress, 1.3): from any thread,
        coalesced, delivered at the loop's next dispatch(). expected PROGRESS_UNKNOWN (-1, the
        default) when the total is not known; a Completed task raises InvalidStateError."""
        _call(_lib().rk_task_set_progress, self._h(), _int(direction, "int32", "direction"),
              _int(completed, "int64", "completed"), _int(expected, "int64", "expected"))

    def progress(self, direction: Union[ProgressDirection, int]) -> Tuple[int, int]:
        """The latest (completed, expected) reported for a direction, delivered or not (1.3)."""
        completed, expected = c_int64(), c_int64()
        _call(_lib().rk_task_get_progress, self._h(), _int(direction, "int32", "direction"),
              byref(completed), byref(expected))
        return completed.value, expected.value


class Indicator(_Object):
    """An activity indicator (a spinner) whose start/stop RefreshKit drives."""

    KIND = Kind.INDICATOR
    _CREATE = "rk_indicator_create"
    _DESTROY = "rk_indicator_destroy"
    _HANDLE_TYPE = _ffi.rk_indicator_p

    def follow(self, task: Optional[Task]) -> None:
        """Animate while task runs (rk_indicator_set_animating_with_state_of_task); None unbinds."""
        _call(_lib().rk_indicator_set_animating_with_state_of_task, self._h(), _task_arg(task))

    def follow_task(self, task: Optional[Task], failure: bool = False, *,
                    flags: Union[FollowFlags, int] = 0) -> None:
        """Animate while task runs, through rk_follow_task (1.3); None unbinds. The flags are
        checked as for a component, but an indicator stops at any completion (FAILURE has no
        effect on it)."""
        _follow_task(self, task, failure, flags)

    @property
    def animating(self) -> bool:
        return bool(self._get("rk_indicator_is_animating", c_int32))


class Progress(_Object):
    """A progress bar's model (B7, 1.3; AFNetworking's UIProgressView category): follows one
    direction of one task, or of several combined by their byte totals. Signals:
    "progress-changed"(fraction, animated) and "indeterminate-changed"(indeterminate)."""

    KIND = Kind.PROGRESS
    _CREATE = "rk_progress_create"
    _DESTROY = "rk_progress_destroy"
    _HANDLE_TYPE = _ffi.rk_progress_p

    def follow(self, task: Optional[Task],
               direction: Union[ProgressDirection, int] = ProgressDirection.DOWNLOAD,
               animated: bool = False) -> None:
        """Follows one direction of task (rk_progress_set_task); None unbinds without a signal.
        The task's current bytes are shown at once."""
        _call(_lib().rk_progress_set_task, self._h(), _task_arg(task),
              _int(direction, "int32", "direction"), _flag(animated, "animated"))

    def follow_all(self, tasks: Sequence[Task],
                   direction: Union[ProgressDirection, int] = ProgressDirection.DOWNLOAD,
                   animated: bool = False) -> None:
        """Follows several tasks combined by byte totals (rk_progress_set_tasks); an empty sequence
        unbinds. The whole list is checked first: on an error nothing changes."""
        handles = [_task_arg(task) for task in tasks]
        if any(h is None for h in handles):
            raise TypeError("every element must be a refreshkit.Task")
        array = (_ffi.rk_task_p * len(handles))(*[_ffi.rk_task_p(h) for h in handles])
        _call(_lib().rk_progress_set_tasks, self._h(), array if handles else None, len(handles),
              _int(direction, "int32", "direction"), _flag(animated, "animated"))

    def _state(self) -> Tuple[float, bool]:
        fraction, indeterminate = c_double(), c_int32()
        _call(_lib().rk_progress_get_fraction, self._h(), byref(fraction), byref(indeterminate))
        return fraction.value, bool(indeterminate.value)

    @property
    def fraction(self) -> float:
        """The last fraction shown, in [0, 1] (kept while indeterminate)."""
        return self._state()[0]

    @property
    def indeterminate(self) -> bool:
        return self._state()[1]


class ActivityMonitor:
    """The context's activity monitor (AFNetworkActivityIndicatorManager). Its signal,
    "activity-visibility-changed", is the context's: context.connect(...)."""

    def __init__(self, context: Context) -> None:
        self._context = context

    @property
    def info(self) -> ActivityMonitorInfo:
        raw = _ffi.rk_activity_monitor_info()
        raw.struct_size = ctypes.sizeof(raw)
        _call(_lib().rk_activity_monitor_get_info, self._context._h(), byref(raw))
        return ActivityMonitorInfo(bool(raw.enabled), as_enum(ActivityState, raw.state),
                                   bool(raw.visible), raw.active_tasks, raw.activation_delay,
                                   raw.completion_delay)

    @property
    def enabled(self) -> bool:
        return self.info.enabled

    @enabled.setter
    def enabled(self, enabled: bool) -> None:
        self.set_enabled(enabled)

    def set_enabled(self, enabled: bool) -> None:
        _call(_lib().rk_activity_monitor_set_enabled, self._context._h(), _flag(enabled, "enabled"))

    def set_delays(self, activation: float, completion: float) -> None:
        _call(_lib().rk_activity_monitor_set_delays, self._context._h(), activation, completion)

    @property
    def state(self) -> Union[ActivityState, int]:
        return self.info.state

    @property
    def visible(self) -> bool:
        return self.info.visible

    @property
    def active_tasks(self) -> int:
        return self.info.active_tasks

    def __repr__(self) -> str:
        return "<refreshkit.ActivityMonitor of %r>" % self._context
