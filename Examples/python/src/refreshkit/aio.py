"""RefreshKit in an asyncio event loop.

    import asyncio
    import refreshkit as rk
    from refreshkit import aio

    async def main():
        with rk.Context() as ctx, aio.attach(ctx):      # detached before the context closes
            footer = ctx.footer()
            ...
            footer.begin_refreshing()
            await aio.wait_for_signal(footer, "refreshing", timeout=5)
            ...
            await aio.wait_for_state(footer, rk.FooterState.NO_MORE_DATA, timeout=5)

    asyncio.run(main())

attach() watches the context's fd with loop.add_reader and its next deadline with loop.call_at;
after every dispatch (when the fd is readable, when the deadline comes) the deadline is re-armed
from Context.next_timeout(). Work posted from other threads, task transitions reported from worker
threads and every RefreshKit timer (footer animations, GIF frames, the activity monitor's delays,
Context.call_later) then run in the loop, with no polling. A timer started by a call made from the
loop's other callbacks (footer.begin_refreshing() in a coroutine, say) makes the fd readable when it
is earlier than what the adapter was told (RefreshKit 1.1's deadline rule), so it is never missed.

Threads: attach, detach and the wait helpers on the thread that runs the event loop, which must be
the context's loop thread (the thread that created the context). Other threads report to RefreshKit
(Task.resume/complete, Context.post), never to the adapter. An exception raised by a RefreshKit
callback during the adapter's dispatch goes to loop.call_exception_handler, and the loop goes on.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable, Optional, Tuple, Union

from ._core import Context, Footer, Header, Task, Trailer
from .constants import FooterState, TaskState
from .errors import InvalidHandleError, NotFoundError

__all__ = ["LoopSource", "attach", "wait_for_signal", "wait_for_state"]


class LoopSource:
    """One context attached to one asyncio loop (see attach). A context manager: leaving the
    ``with`` block detaches."""

    def __init__(self, context: Context, loop: Optional[asyncio.AbstractEventLoop] = None) -> None:
        if not isinstance(context, Context):
            raise TypeError("a refreshkit.Context is required")
        if loop is None:
            loop = asyncio.get_running_loop()
        self._context = context
        self._loop = loop
        self._timer: Optional[asyncio.TimerHandle] = None
        self._attached = False
        self.dispatches = 0
        # Both raise on a closed context or on the wrong thread (WrongThreadError), before anything
        # is registered.
        self._fd = context.fd()
        context.next_timeout()
        loop.add_reader(self._fd, self._on_readable)
        self._attached = True
        self._rearm()  # timers started before the attach

    @property
    def context(self) -> Context:
        return self._context

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        return self._loop

    @property
    def attached(self) -> bool:
        return self._attached

    def detach(self) -> None:
        """Stops watching the context (remove_reader, the deadline cancelled). Call it before the
        context's close(), which closes the fd. Idempotent; allowed inside a RefreshKit callback
        that the adapter's dispatch runs."""
        if not self._attached:
            return
        self._attached = False
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._loop.remove_reader(self._fd)

    def __enter__(self) -> "LoopSource":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.detach()

    async def __aenter__(self) -> "LoopSource":
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        self.detach()

    def __repr__(self) -> str:
        return "<refreshkit.aio.LoopSource %s %r>" % (
            "attached to" if self._attached else "detached from", self._context)

    # -- the loop's callbacks --

    def _rearm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if not self._attached:
            return
        timeout = self._context.next_timeout()
        if timeout is not None:
            # A relative delay, so the context's clock must run at real speed (the default
            # CLOCK_MONOTONIC does; a FakeClock does not). If the loop fires the handle a hair
            # early, the dispatch runs nothing and the deadline is re-armed.
            self._timer = self._loop.call_at(self._loop.time() + timeout, self._on_deadline)

    def _dispatch(self) -> None:
        if not self._attached:
            return
        if self._context.closed:
            # Closed while attached (the fd is gone): stop watching, and say so.
            self.detach()
            self._loop.call_exception_handler({
                "message": "refreshkit.aio: the context was closed while attached; detach first",
                "source": self})
            return
        try:
            self.dispatches += 1
            self._context.dispatch()
        except Exception as exc:  # a RefreshKit callback raised: report it, keep the loop going
            self._loop.call_exception_handler({
                "message": "refreshkit.aio: exception in a RefreshKit callback",
                "exception": exc, "source": self})
        finally:
            if self._attached and not self._context.closed:
                self._rearm()

    def _on_readable(self) -> None:
        self._dispatch()

    def _on_deadline(self) -> None:
        self._timer = None
        self._dispatch()


def attach(context: Context, loop: Optional[asyncio.AbstractEventLoop] = None) -> LoopSource:
    """Attaches context to loop (default: the running loop) and returns the LoopSource; detach
    it (or leave its ``with`` block) before closing the context."""
    return LoopSource(context, loop)


def _disconnect(obj: Any, connection: int) -> None:
    try:
        obj.disconnect(connection)
    except (NotFoundError, InvalidHandleError):
        pass  # the object or its context was closed meanwhile: the connection has ended already


async def wait_for_signal(obj: Any, signal: str, *, timeout: Optional[float] = None,
                          predicate: Optional[Callable[..., bool]] = None) -> Tuple[Any, ...]:
    """Waits for the next emission of signal by obj (a Footer, Task, Indicator or Context) whose
    parameters satisfy predicate (default: any), and returns its parameters as a tuple. The
    emission must come from a dispatch: attach obj's context to the running loop first.
    Raises asyncio.TimeoutError after timeout seconds (None: no limit)."""
    loop = asyncio.get_running_loop()
    future: "asyncio.Future[Tuple[Any, ...]]" = loop.create_future()

    def handler(*args: Any) -> None:
        if not future.done() and (predicate is None or predicate(*args)):
            future.set_result(args)

    connection = obj.connect(signal, handler)
    try:
        return await asyncio.wait_for(future, timeout)
    finally:
        _disconnect(obj, connection)


_TASK_SIGNALS = {
    TaskState.RUNNING: "resumed",
    TaskState.SUSPENDED: "suspended",
    TaskState.CANCELING: "canceled",
    TaskState.COMPLETED: "completed",
}


async def wait_for_state(obj: Union[Footer, Header, Trailer, Task],
                         state: Union[FooterState, TaskState, int], *,
                         timeout: Optional[float] = None) -> Union[FooterState, TaskState, int]:
    """Waits until a Footer, a Header, a Trailer or a Task is in state, and returns it (at once if
    it is already).

    A footer's (header's, trailer's) state changes with its "state-changed" signal, so a footer
    already in state returns at once. A task's state changes when the transition is reported (from any thread), but its
    observers (its own signals, bound spinners and footers, the activity monitor) hear of it at the
    next dispatch: this returns only once the transition into state has been delivered, so they have
    all followed it. It waits for the transition's signal ("resumed", "suspended", "canceled",
    "completed"); for a task already in state, for a work item posted now, which the dispatch runs
    after every transition reported before it. Raises asyncio.TimeoutError after timeout seconds
    (None: no limit), asyncio.CancelledError if the context closes while waiting."""
    if isinstance(obj, (Footer, Header, Trailer)):
        wanted = FooterState(state)
        signal, predicate = "state-changed", (lambda new, old: new == wanted)
    elif isinstance(obj, Task):
        wanted = TaskState(state)
        signal, predicate = _TASK_SIGNALS[wanted], None
    else:
        raise TypeError("a refreshkit.Footer, Header, Trailer or Task is required")
    loop = asyncio.get_running_loop()
    future: "asyncio.Future[None]" = loop.create_future()

    def handler(*args: Any) -> None:
        if not future.done() and (predicate is None or predicate(*args)):
            future.set_result(None)

    # Connect before looking: a transition delivered later cannot slip between the two.
    connection = obj.connect(signal, handler)
    try:
        if obj.state == wanted:
            if isinstance(obj, (Footer, Header, Trailer)):
                return wanted
            # Reported already; delivered when a work item posted now runs (queue order).
            obj.context.post(lambda: future.done() or future.set_result(None),
                             lambda: future.done() or future.cancel())
        await asyncio.wait_for(future, timeout)
        return wanted
    finally:
        _disconnect(obj, connection)
