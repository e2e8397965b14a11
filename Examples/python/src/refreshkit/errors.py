"""Exceptions: one class per rk_status error code, and the library-not-found error."""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple, Type

__all__ = [
    "RefreshKitError",
    "InvalidArgumentError",
    "InvalidHandleError",
    "InvalidStateError",
    "StaleLoadError",
    "NotFoundError",
    "WrongThreadError",
    "LimitError",
    "NoMemoryError",
    "VersionError",
    "SystemCallError",
    "BusyError",
    "LibraryNotFoundError",
    "error_class",
]


class RefreshKitError(Exception):
    """A RefreshKit call returned an error status.

    Attributes: ``status`` (the negative rk_status), ``status_name`` (rk_status_string), ``message``
    (rk_last_error_message of the calling thread right after the call) and ``function`` (the C
    function's name, or None when the binding itself refused the call before reaching the library).
    """

    status: int = 0

    def __init__(self, status: int, status_name: str, message: str, function: Optional[str] = None):
        super().__init__(status, status_name, message, function)
        self.status = status
        self.status_name = status_name
        self.message = message
        self.function = function

    def __str__(self) -> str:
        text = self.message or self.status_name
        # The library's messages usually start with the function's name already.
        where = "%s: " % self.function if self.function and not text.startswith(self.function) else ""
        return "%s%s [%s, %d]" % (where, text, self.status_name, self.status)


class InvalidArgumentError(RefreshKitError, ValueError):
    """RK_ERR_INVALID_ARGUMENT (-1)."""

    status = -1


class InvalidHandleError(RefreshKitError):
    """RK_ERR_INVALID_HANDLE (-2): NULL, destroyed, wrong-kind or foreign handle (or a closed wrapper)."""

    status = -2


class InvalidStateError(RefreshKitError):
    """RK_ERR_INVALID_STATE (-3)."""

    status = -3


class StaleLoadError(InvalidStateError):
    """RK_ERR_INVALID_STATE from end_load (1.3, F18): ``load_id`` names a load that is not the
    component's current one (it ended another way, was canceled or superseded, or never started).
    Nothing changed and the completion is never called: the response belongs to a load that is
    over, and the host drops it. ``load_id`` is the id the call named."""

    def __init__(self, status: int, status_name: str, message: str, function: Optional[str] = None,
                 load_id: int = 0):
        super().__init__(status, status_name, message, function)
        self.load_id = load_id


class NotFoundError(RefreshKitError, LookupError):
    """RK_ERR_NOT_FOUND (-4): unknown signal, connection or timer."""

    status = -4


class WrongThreadError(RefreshKitError):
    """RK_ERR_WRONG_THREAD (-5): a loop-thread function called from another thread."""

    status = -5


class LimitError(RefreshKitError):
    """RK_ERR_LIMIT (-6)."""

    status = -6


class NoMemoryError(RefreshKitError, MemoryError):
    """RK_ERR_NO_MEMORY (-7)."""

    status = -7


class VersionError(RefreshKitError):
    """RK_ERR_VERSION (-8)."""

    status = -8


class SystemCallError(RefreshKitError):
    """RK_ERR_SYSTEM (-9): an operating-system or libffi call failed."""

    status = -9


class BusyError(RefreshKitError):
    """RK_ERR_BUSY (-10): e.g. a context destroyed from inside one of its own callbacks."""

    status = -10


_BY_STATUS: Dict[int, Type[RefreshKitError]] = {
    cls.status: cls
    for cls in (
        InvalidArgumentError, InvalidHandleError, InvalidStateError, NotFoundError,
        WrongThreadError, LimitError, NoMemoryError, VersionError, SystemCallError, BusyError,
    )
}


def error_class(status: int) -> Type[RefreshKitError]:
    """The exception class for a status; RefreshKitError itself for codes this binding does not know."""
    return _BY_STATUS.get(status, RefreshKitError)


class LibraryNotFoundError(ImportError):
    """librefreshkit.so.1 could not be found or loaded. ``attempts`` lists (place, why it failed)."""

    def __init__(self, attempts: Sequence[Tuple[str, str]], explicit: bool = False):
        self.attempts: List[Tuple[str, str]] = list(attempts)
        self.explicit = explicit
        lines = ["cannot load librefreshkit.so.1; tried:"]
        lines += ["  - %s: %s" % (place, why) for place, why in self.attempts]
        if explicit:
            lines.append("RK_LIBRARY is set, so nothing else was tried; point it at librefreshkit.so.1 "
                         "or unset it.")
        else:
            lines.append("Install the package as a wheel, which carries the library (pip install "
                         "Examples/python), set RK_LIBRARY=/path/to/librefreshkit.so.1, install "
                         "RefreshKit (cmake --install build), or, in the repository, build it "
                         "(cmake --build build).")
        super().__init__("\n".join(lines))
