"""Garbage collection: nothing RefreshKit can still call is ever freed, and everything is released
once RefreshKit is done with it."""

import gc
import threading
import weakref

import pytest

import refreshkit as rk
from refreshkit import _core


class Callback:
    def __init__(self):
        self.calls = []

    def __call__(self, *args):
        self.calls.append(args)
        return 1.5


def test_collecting_while_connected_keeps_callbacks_working(ctx, collect):
    footer = ctx.footer()
    probe = ctx.probe()
    refs = []
    for name in ("state-changed", "label-changed"):
        cb = Callback()
        refs.append(weakref.ref(cb))
        footer.connect(name, cb)
    cb = Callback()
    refs.append(weakref.ref(cb))
    probe.connect("measure", cb)
    del cb
    collect()
    footer.set_metrics(viewport_width=375, viewport_height=600, content_height=1000,
                       inset_top=64, offset_y=450, dragging=True)
    assert probe.emit_measure("x", 1.0) == (1.5, True)
    assert [len(r().calls) for r in refs] == [1, 1, 1]


def test_a_dropped_wrapper_stays_with_its_context(ctx, collect):
    calls = []
    probe = ctx.probe()
    probe.connect("ping", lambda: calls.append(1))
    handle = probe.handle
    ref = weakref.ref(probe)
    del probe
    collect()
    # The context keeps its objects (as in C): the wrapper and the RefreshKit object live on.
    assert ref() is not None
    assert [o.handle for o in ctx.objects] == [handle]
    ref().emit_ping()
    assert calls == [1]


def test_close_releases_every_reference(collect):
    ctx = rk.Context()
    clock = rk.FakeClock(5.0)
    ctx.set_clock(clock)
    footer = ctx.footer()
    calls = []
    handler = Callback()
    completion = lambda finished: calls.append(("completion", finished))  # noqa: E731
    work = lambda: calls.append(("work",))  # noqa: E731
    cancel = lambda: calls.append(("canceled",))  # noqa: E731
    refs = [weakref.ref(x) for x in (handler, completion, work, cancel, clock)]
    footer.connect("state-changed", handler)
    footer.begin_refreshing(completion)
    ctx.post(work, on_cancel=cancel)
    assert ctx._callback_count() == 4  # clock, handler, completion, work item
    footer_ref = weakref.ref(footer)
    del handler, completion, work, cancel, clock, footer
    collect()
    assert all(r() is not None for r in refs)
    assert footer_ref() is not None  # the context keeps its objects' wrappers
    footer = footer_ref()
    ctx.close()
    # Pending completions end with finished = False; pending work is canceled.
    assert calls == [("completion", False), ("canceled",)]
    assert footer.closed
    assert ctx.objects == ()
    del footer
    collect()
    assert [r() for r in refs] == [None] * 5
    assert footer_ref() is None
    assert ctx._callback_count() == 0


def test_completions_and_work_are_kept_until_called(ctx, clock, collect):
    footer = ctx.footer()
    calls = []
    completion = lambda finished: calls.append(("completion", finished))  # noqa: E731
    work = lambda: calls.append(("work",))  # noqa: E731
    refs = [weakref.ref(completion), weakref.ref(work)]
    footer.begin_refreshing(completion)
    ctx.call_later(0.1, work)
    del completion, work
    collect()
    assert all(r() is not None for r in refs)
    clock.advance(0.25)
    ctx.dispatch_until_idle()
    assert calls == [("work",), ("completion", True)]
    collect()
    assert [r() for r in refs] == [None, None]  # released once called


def test_an_unclosed_context_is_destroyed_when_collected(collect):
    handler = Callback()
    completion = Callback()
    refs = [weakref.ref(handler), weakref.ref(completion)]

    def make():
        ctx = rk.Context()
        footer = ctx.footer()
        footer.connect("state-changed", handler)
        footer.begin_refreshing(completion)
        # A cycle through the handler: context -> keeper -> lambda -> footer -> context.
        footer.connect("label-changed", lambda text: footer.state)
        return weakref.ref(ctx)

    ctx_ref = make()
    del handler
    with pytest.warns(ResourceWarning, match="unclosed"):
        collect()
    assert ctx_ref() is None
    assert refs[1]().calls == [(False,)]
    del completion
    collect()
    assert [r() for r in refs] == [None, None]


def test_a_context_collected_off_its_loop_thread_is_leaked_not_freed(collect):
    leaked_before = len(_core._leaked)
    box = [rk.Context()]
    box[0].probe().connect("ping", Callback())

    def drop():
        with pytest.warns(ResourceWarning):
            box.clear()
            collect()

    worker = threading.Thread(target=drop)
    worker.start()
    worker.join()
    # rk_context_destroy refused (wrong thread): the C context lives on, so its callbacks must
    # too. (A weakref cannot show it: the collector clears weakrefs to a cycle before finalizing.)
    assert len(_core._leaked) == leaked_before + 1
    collect()
    entries = list(_core._leaked[-1].entries.values())
    assert len(entries) == 1
    cfunc, handler = entries[0]
    assert isinstance(handler, Callback)
    assert isinstance(cfunc, rk.signal_info(rk.Kind.PROBE, "ping").cfunctype)


def test_stale_wrappers_after_the_context_closes(ctx):
    footer = ctx.footer()
    task = ctx.task()
    ctx.close()
    assert footer.closed and task.closed and ctx.closed
    with pytest.raises(rk.InvalidHandleError) as info:
        footer.state
    assert info.value.function is None  # refused by the binding: the handle may be reused
    with pytest.raises(rk.InvalidHandleError):
        task.resume()
    with pytest.raises(rk.InvalidHandleError):
        ctx.dispatch()
    footer.close()
    ctx.close()


def test_a_stale_handle_is_rejected_by_the_library(ctx):
    footer = ctx.footer()
    handle = footer.handle
    footer.close()
    lib = rk.load_library().cdll
    state = ctypes_int32()
    assert lib.rk_footer_get_state(handle, state) == rk.Status.INVALID_HANDLE
    assert lib.rk_footer_destroy(handle) == rk.Status.INVALID_HANDLE


def ctypes_int32():
    import ctypes
    return ctypes.byref(ctypes.c_int32())


def test_gc_during_emission_is_harmless(ctx):
    probe = ctx.probe()
    calls = []

    def handler(*args):
        gc.collect()
        calls.append(args)

    probe.connect("values", handler)
    for i in range(20):
        probe.emit_values(None, i, i, i, float(i), "gc %d" % i)
    assert len(calls) == 20
