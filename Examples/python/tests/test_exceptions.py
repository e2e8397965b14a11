"""Exceptions raised inside Python callbacks: never a crash; raised again by the binding call
that was running on the thread (the one that emitted, dispatch() or close()), after the C call
has returned; extra ones, or ones with no binding call to carry them, go to sys.unraisablehook."""

import sys
import threading

import pytest

import refreshkit as rk
from refreshkit import FooterState


class Boom(Exception):
    pass


@pytest.fixture
def unraisable(monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "unraisablehook", seen.append)
    return seen


def test_a_raising_handler_is_raised_by_the_call_that_emitted(host):
    f = host.footer
    after = []
    f.connect("state-changed", lambda s, old: (_ for _ in ()).throw(Boom("state %d" % s)))
    f.connect("state-changed", lambda s, old: after.append(s))
    with pytest.raises(Boom, match="state 2"):
        host.scroll(450, True)
    # The call itself completed: the footer changed and later handlers still ran.
    assert f.state is FooterState.PULLING
    assert after == [FooterState.PULLING]
    assert "label:Release to load more" in host.seq()
    # The library keeps working.
    with pytest.raises(Boom, match="state 1"):
        host.scroll(430, True)
    assert f.state is FooterState.IDLE


def test_a_raising_handler_during_dispatch_is_raised_by_dispatch(host):
    f = host.footer

    def on_refreshing():
        raise Boom("load more failed")

    f.connect("refreshing", on_refreshing)
    f.begin_refreshing()
    host.clock.advance(0.25)
    with pytest.raises(Boom, match="load more failed"):
        host.ctx.dispatch()
    assert f.state is FooterState.REFRESHING
    assert host.ctx.dispatch() == 0  # nothing left over, nothing re-raised
    f.end_refreshing()
    assert f.state is FooterState.IDLE


def test_a_raising_double_handler_returns_0(host):
    f = host.footer
    host.clock.advance(0)
    kept = host.ctx._callback_count()
    # Connecting "measure-text" lays the footer out at once, which asks the new handler: its
    # exception comes out of connect(), and the connection it would have returned is gone.
    with pytest.raises(ZeroDivisionError):
        f.connect("measure-text", lambda text: 1 / 0)
    assert host.ctx._callback_count() == kept
    asked = []

    def measure(text):  # after the host's handler: the last one counts
        asked.append(text)
        if len(asked) > 1:
            raise ZeroDivisionError("no font")
        return 10.0

    f.connect("measure-text", measure)
    assert asked == ["Pull up to load more"]
    with pytest.raises(ZeroDivisionError):
        f.set_title(FooterState.IDLE, "abcdef")
    assert f.layout.gif.width == 375 / 2 - 20 - 0 / 2


def test_a_double_handler_returning_none_is_a_type_error(ctx):
    probe = ctx.probe()
    conn = probe.connect("measure", lambda text, size: None)
    with pytest.raises(TypeError):
        probe.emit_measure("x", 1.0)
    probe.disconnect(conn)
    probe.connect("measure", lambda text, size: 2)
    assert probe.emit_measure("x", 1.0) == (2.0, True)


def test_several_raising_handlers(ctx, unraisable):
    probe = ctx.probe()
    probe.connect("ping", lambda: (_ for _ in ()).throw(Boom("first")))
    probe.connect("ping", lambda: (_ for _ in ()).throw(ValueError("second")))
    with pytest.raises(Boom, match="first"):
        probe.emit_ping()
    assert len(unraisable) == 1
    assert isinstance(unraisable[0].exc_value, ValueError)


def test_a_raising_completion_is_raised_by_dispatch(host):
    f = host.footer
    f.begin_refreshing(lambda finished: (_ for _ in ()).throw(Boom("completion")))
    host.clock.advance(0.25)
    with pytest.raises(Boom, match="completion"):
        host.ctx.dispatch()
    assert f.state is FooterState.REFRESHING


def test_a_raising_completion_at_close(clock):
    ctx = rk.Context()
    footer = ctx.footer()
    footer.begin_refreshing(lambda finished: (_ for _ in ()).throw(Boom("finished=%d" % finished)))
    with pytest.raises(Boom, match="finished=0"):
        ctx.close()
    assert ctx.closed and footer.closed
    assert ctx._callback_count() == 0


def test_raising_work_and_timers(ctx, clock):
    ran = []
    ctx.post(lambda: (_ for _ in ()).throw(Boom("posted")))
    ctx.post(lambda: ran.append("second"))
    with pytest.raises(Boom, match="posted"):
        ctx.dispatch()
    assert ran == ["second"]  # the rest of the dispatch ran
    ctx.call_later(0.5, lambda: (_ for _ in ()).throw(Boom("timer")))
    clock.advance(0.5)
    with pytest.raises(Boom, match="timer"):
        ctx.dispatch()


def test_a_raising_clock_reads_as_the_previous_time(ctx, clock):
    clock.advance(5.0)
    t0 = ctx.now()
    broken = [True]

    def flaky():
        if broken[0]:
            raise Boom("clock")
        return clock()

    try:
        ctx.set_clock(flaky)  # whether switching reads the new clock is the library's business
    except Boom:
        pass
    with pytest.raises(Boom, match="clock"):
        ctx.now()
    clock.advance(1.0)
    broken[0] = False
    assert ctx.now() >= t0  # never backwards


def test_a_raising_wakeup_is_raised_on_the_posting_thread(ctx):
    ctx.set_wakeup(lambda: (_ for _ in ()).throw(Boom("wakeup")))
    task = ctx.task()
    raised = []

    def worker():
        try:
            task.resume()
        except Boom as exc:
            raised.append(exc)

    t = threading.Thread(target=worker)
    t.start()
    t.join()
    assert [str(e) for e in raised] == ["wakeup"]
    ctx.dispatch()
    assert task.state is rk.TaskState.RUNNING


def test_nested_calls_keep_their_own_exceptions(ctx):
    """A handler's own binding call raises what its nested emission raised; the outer call gets
    only what escaped the outer handler."""
    outer, inner = ctx.probe(), ctx.probe()
    caught = []
    inner.connect("ping", lambda: (_ for _ in ()).throw(Boom("inner")))

    def on_outer():
        try:
            inner.emit_ping()
        except Boom as exc:
            caught.append(str(exc))

    outer.connect("ping", on_outer)
    outer.emit_ping()  # nothing escapes
    assert caught == ["inner"]


def test_deferred_footer_signals_raise_from_the_outer_call(host):
    """A footer call made inside a footer handler emits its signals after those pending from the
    outer call (header, Footer section): their handlers run under the outer call, which raises."""
    f = host.footer
    caught = []

    def on_label(text):
        if text == "inner":
            raise Boom("inner")

    def on_state(state, old):
        try:
            f.set_title(FooterState.PULLING, "inner")
        except Boom as exc:  # never: label-changed comes after this handler returns
            caught.append(exc)

    f.connect("label-changed", on_label)
    f.connect("state-changed", on_state)
    with pytest.raises(Boom, match="inner"):
        host.scroll(450, True)
    assert caught == []
    assert f.label == "inner"


def test_keyboard_interrupt_in_a_handler_is_raised_too(ctx):
    probe = ctx.probe()

    def handler():
        raise KeyboardInterrupt

    probe.connect("ping", handler)
    with pytest.raises(KeyboardInterrupt):
        probe.emit_ping()
    with pytest.raises(KeyboardInterrupt):
        probe.emit_ping()


def test_with_no_binding_call_running_it_goes_to_unraisablehook(ctx, unraisable):
    probe = ctx.probe()
    probe.connect("ping", lambda: (_ for _ in ()).throw(Boom("raw")))
    # A raw C call, not through the binding: no call on this thread can re-raise it.
    status = rk.load_library().cdll.rk_probe_emit_ping(probe.handle)
    assert status == 0
    assert len(unraisable) == 1
    assert isinstance(unraisable[0].exc_value, Boom)


def test_an_error_status_and_a_handler_exception(ctx):
    """Destroying the context from its own handler is refused (BusyError, caught there); the
    library keeps working and the context closes normally afterwards."""
    probe = ctx.probe()
    seen = []

    def handler():
        try:
            ctx.close()
        except rk.BusyError as exc:
            seen.append(exc.status)

    probe.connect("ping", handler)
    probe.emit_ping()
    assert seen == [rk.Status.BUSY]
    assert not ctx.closed
