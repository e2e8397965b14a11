"""RefreshKit for Python: a ctypes binding of librefreshkit.so.1 (Include/refreshkit.h).

    import refreshkit as rk

    with rk.Context() as ctx:
        footer = ctx.footer()
        footer.connect("state-changed", lambda state, old: print(rk.FooterState(state)))
        footer.set_metrics(viewport_width=375, viewport_height=600, content_height=1000,
                           inset_top=64, offset_y=-64)
        ctx.dispatch()

The library is found at the first use (not at import): $RK_LIBRARY, else the one inside this package
(a wheel carries it), else the install prefix, else (only in a source checkout) the repository's
build tree; see refreshkit.load_library and README.md.
"""

from ._core import (
    ActivityMonitor,
    ActivityMonitorInfo,
    AutoFooter,
    AutoFooterGeometry,
    AutoFooterLayout,
    AutoHeader,
    AutoHeaderGeometry,
    AutoHeaderLayout,
    Context,
    FakeClock,
    Footer,
    FooterGeometry,
    FooterGif,
    FooterLayout,
    Header,
    HeaderGeometry,
    HeaderLayout,
    Image,
    Indicator,
    LastUpdatedInfo,
    LoadState,
    LoadStates,
    Param,
    Probe,
    Rect,
    ScrollMetrics,
    ScrollView,
    SignalInfo,
    PROGRESS_UNKNOWN,
    Progress,
    Task,
    Timer,
    Trailer,
    TrailerGeometry,
    TrailerLayout,
    activity_state_name,
    auto_footer_style_name,
    clear_last_error,
    content_mode_name,
    footer_state_name,
    header_style_name,
    kind_name,
    last_error_message,
    live_callbacks,
    pan_state_name,
    load_status_name,
    load_cancel_reason_name,
    progress_direction_name,
    signal_info,
    signals,
    status_string,
    task_state_name,
    trailer_style_name,
    type_name,
    version,
    version_string,
)
from . import _ffi
from ._ffi import ABI_MAJOR, Library, load_library
from .constants import (
    ActivityState, AnnouncementPriority, AutoFooterStyle, ContentMode, FollowFlags, FooterState,
    HeaderStyle, Kind, LoadCancelReason, LoadOutcome, LoadStatus, PanState, ProgressDirection,
    ScrollAxis, ScrollEdge, Status, TaskState, TimeTextRefusal, TrailerStyle, Type,
)
from .errors import (
    BusyError,
    InvalidArgumentError,
    InvalidHandleError,
    InvalidStateError,
    LibraryNotFoundError,
    LimitError,
    NoMemoryError,
    NotFoundError,
    RefreshKitError,
    StaleLoadError,
    SystemCallError,
    VersionError,
    WrongThreadError,
)

try:  # written by the build into a wheel
    from ._version import __version__  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # the source tree: the version is the header's
    __version__ = _ffi.source_version() or "0+unknown"

__all__ = [
    "ABI_MAJOR", "ActivityMonitor", "ActivityMonitorInfo", "ActivityState", "AnnouncementPriority",
    "AutoFooter",
    "AutoFooterGeometry", "AutoFooterLayout", "AutoFooterStyle", "AutoHeader", "AutoHeaderGeometry",
    "AutoHeaderLayout", "BusyError",
    "ContentMode", "Context", "FakeClock", "FollowFlags", "Footer", "FooterGeometry", "FooterGif",
    "FooterLayout", "FooterState", "Header", "HeaderGeometry", "HeaderLayout", "HeaderStyle",
    "Image", "Indicator",
    "InvalidArgumentError", "InvalidHandleError", "InvalidStateError", "Kind", "LastUpdatedInfo",
    "Library", "TimeTextRefusal",
    "LibraryNotFoundError", "LimitError", "LoadCancelReason", "LoadOutcome", "LoadState", "LoadStates", "LoadStatus",
    "NoMemoryError", "NotFoundError",
    "PanState", "Param",
    "Probe", "Rect", "RefreshKitError", "ScrollAxis", "ScrollEdge", "ScrollMetrics", "ScrollView",
    "PROGRESS_UNKNOWN", "Progress", "ProgressDirection", "progress_direction_name",
    "SignalInfo", "StaleLoadError", "Status", "SystemCallError",
    "Task", "TaskState", "Timer", "Trailer", "TrailerGeometry", "TrailerLayout", "TrailerStyle",
    "Type", "VersionError", "WrongThreadError", "activity_state_name", "auto_footer_style_name",
    "clear_last_error",
    "content_mode_name", "footer_state_name", "header_style_name", "kind_name",
    "last_error_message", "live_callbacks", "load_cancel_reason_name", "load_library",
    "load_status_name", "pan_state_name",
    "signal_info",
    "signals", "status_string", "task_state_name", "trailer_style_name", "type_name", "version",
    "version_string",
]
