"""The header's enumerations as IntEnums (the numbers never change; they compare equal to ints)."""

from __future__ import annotations

import enum
import typing
from typing import TypeVar, Union

__all__ = [
    "Status", "Kind", "Type", "FooterState", "ContentMode", "TaskState", "ActivityState",
    "HeaderStyle", "PanState", "TrailerStyle", "AutoFooterStyle", "ScrollEdge", "ScrollAxis",
    "FollowFlags", "LoadOutcome", "AnnouncementPriority", "ProgressDirection", "as_enum",
]


class Status(enum.IntEnum):
    OK = 0
    INVALID_ARGUMENT = -1
    INVALID_HANDLE = -2
    INVALID_STATE = -3
    NOT_FOUND = -4
    WRONG_THREAD = -5
    LIMIT = -6
    NO_MEMORY = -7
    VERSION = -8
    SYSTEM = -9
    BUSY = -10


class Kind(enum.IntEnum):
    CONTEXT = 1
    PROBE = 2
    FOOTER = 3
    TASK = 4
    INDICATOR = 5
    HEADER = 6  # 1.2
    TRAILER = 7  # 1.2
    AUTO_FOOTER = 8  # 1.2
    SCROLL_VIEW = 9  # 1.2
    PROGRESS = 10  # 1.3
    AUTO_HEADER = 11  # 1.5


class Type(enum.IntEnum):
    """A signal parameter or return type (rk_type)."""

    VOID = 0
    POINTER = 1
    INT32 = 2
    INT64 = 3
    UINT64 = 4
    DOUBLE = 5
    STRING = 6


class FooterState(enum.IntEnum):
    IDLE = 1
    PULLING = 2
    REFRESHING = 3
    WILL_REFRESH = 4
    NO_MORE_DATA = 5
    FAILED = 6  # 1.3 (F17)


class ContentMode(enum.IntEnum):
    CENTER = 1
    RIGHT = 2


class TaskState(enum.IntEnum):
    RUNNING = 0
    SUSPENDED = 1
    CANCELING = 2
    COMPLETED = 3


class ActivityState(enum.IntEnum):
    NOT_ACTIVE = 0
    DELAYING_START = 1
    ACTIVE = 2
    DELAYING_END = 3


class HeaderStyle(enum.IntEnum):
    """Which of MJRefresh's header classes (1.2)."""

    NORMAL = 0
    GIF = 1


class PanState(enum.IntEnum):
    """The pan gesture's phase in one scroll update (rk_pan_state, 1.2)."""

    NONE = 0
    BEGAN = 1
    CHANGED = 2
    ENDED = 3
    CANCELLED = 4


class LoadStatus(enum.IntEnum):
    """Where one load of a list stands (rk_load_status, 1.5)."""

    NOT_LOADING = 0
    LOADING = 1
    FAILED = 2
    END_REACHED = 3


class TrailerStyle(enum.IntEnum):
    """Which of MJRefresh's trailer classes (1.2)."""

    STATE = 0
    NORMAL = 1


class AutoFooterStyle(enum.IntEnum):
    """Which of MJRefresh's auto footer classes (1.2)."""

    NORMAL = 0
    GIF = 1


class ScrollEdge(enum.IntEnum):
    """An edge of the scroll view, as its inset requests name it (rk_scroll_edge, 1.2)."""

    TOP = 0
    BOTTOM = 1
    RIGHT = 2


class ScrollAxis(enum.IntEnum):
    """An axis of the content offset, as the scroll view's offset requests name it (1.2)."""

    VERTICAL = 0
    HORIZONTAL = 1


class FollowFlags(enum.IntFlag):
    """The flags of rk_follow_task (1.3): how a component follows a task."""

    FAILURE = 1 << 0  # B8: a completion with an error code ends a refreshing component in FAILED


class LoadOutcome(enum.IntEnum):
    """How end_load ends a load (rk_load_outcome, 1.3, F18)."""

    DONE = 0  # to IDLE, as end_refreshing
    NO_MORE_DATA = 1  # to NO_MORE_DATA (the footers only), as end_refreshing_with_no_more_data
    FAILED = 2  # to FAILED with the message (F17), as end_refreshing_with_failure
    CANCELLED = 3


class LoadCancelReason(enum.IntEnum):
    """Why a load ended other than by an end naming it (rk_load_cancel_reason, 1.5)."""

    SUPERSEDED = 0
    TASK_CANCELED = 1
    DETACHED = 2
    DESTROYED = 3
    HOST = 4
    HIDDEN = 5


class AnnouncementPriority(enum.IntEnum):
    """How urgently an "announcement" should be spoken (rk_announcement_priority, 1.3, F20): the
    same three as GTK's GtkAccessibleAnnouncementPriority and a web live region's politeness."""

    LOW = 0  # when the reader is idle: a load began
    MEDIUM = 1  # after what is being read: a load ended, no more data
    HIGH = 2  # at once, interrupting: a load failed
class TimeTextRefusal(enum.IntEnum):
    """Why a header refused its last-updated formatter's text: the reason of "time-text-refused"
    (RK_TIME_TEXT_*, 1.4). The built-in text is shown instead."""

    INVALID_UTF8 = 1  # not valid UTF-8, or a NUL within the length returned
    TOO_LONG = 2  # longer than RK_MAX_STRING_BYTES
    SIZE_CHANGED = 3  # called again with room for the length it asked, it asked for more


class ProgressDirection(enum.IntEnum):
    """Which half of a transfer a progress report is about (rk_progress_direction, 1.3)."""

    UPLOAD = 0
    DOWNLOAD = 1


E = TypeVar("E", bound=enum.IntEnum)


def as_enum(cls: "typing.Type[E]", value: int) -> Union[E, int]:
    """value as a member of cls, or the plain int when a newer library returns a number it lacks."""
    try:
        return cls(value)
    except ValueError:
        return value
