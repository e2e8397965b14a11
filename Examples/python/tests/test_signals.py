"""Signals: CFUNCTYPEs from introspection, connection order, reentrancy, destroy_notify."""

import ctypes
import weakref

import pytest

import refreshkit as rk
from refreshkit import Type

CTYPE = {Type.POINTER: ctypes.c_void_p, Type.INT32: ctypes.c_int32, Type.INT64: ctypes.c_int64,
         Type.UINT64: ctypes.c_uint64, Type.DOUBLE: ctypes.c_double, Type.STRING: ctypes.c_char_p}


class Handler:
    """A callable that can be weakly referenced and counts its calls."""

    def __init__(self, action=None):
        self.calls = []
        self.action = action

    def __call__(self, *args):
        self.calls.append(args)
        if self.action:
            return self.action(*args)
        return None


@pytest.mark.parametrize("kind", list(rk.Kind))
def test_handler_types_come_from_rk_signal_info(kind):
    infos = rk.signals(kind)
    assert infos, "every kind declares signals"
    for index, info in enumerate(infos):
        assert info.index == index
        assert info.kind == kind
        assert rk.signal_info(kind, info.name) is info
        # The handler type: fn(void *object, params..., void *user_data) -> void or double.
        assert info.cfunctype._argtypes_ == (
            (ctypes.c_void_p,) + tuple(CTYPE[p.type] for p in info.params) + (ctypes.c_void_p,))
        want_ret = None if info.return_type == Type.VOID else ctypes.c_double
        assert info.cfunctype._restype_ is want_ret
        assert info.unsupported is None


def test_unknown_signal_is_not_found(ctx):
    footer = ctx.footer()
    with pytest.raises(rk.NotFoundError) as info:
        footer.connect("no-such-signal", print)
    assert info.value.function == "rk_signal_lookup"
    assert "no-such-signal" in info.value.message
    with pytest.raises(TypeError):
        footer.connect("refreshing", "not callable")
    # A probe signal on a footer: the kinds' signal tables are separate.
    with pytest.raises(rk.NotFoundError):
        footer.connect("ping", print)


def test_handlers_run_in_connection_order(ctx):
    probe = ctx.probe()
    order = []
    for i in range(5):
        probe.connect("ping", lambda i=i: order.append(i))
    probe.emit_ping()
    assert order == [0, 1, 2, 3, 4]


def test_a_handler_that_disconnects_itself(ctx, collect):
    probe = ctx.probe()
    kept = ctx._callback_count()
    conn = {}
    handler = Handler(lambda: probe.disconnect(conn["id"]))
    conn["id"] = probe.connect("ping", handler)
    after = Handler()
    probe.connect("ping", after)
    probe.emit_ping()
    probe.emit_ping()
    assert len(handler.calls) == 1
    assert len(after.calls) == 2
    # Its destroy_notify ran after it returned: the binding let go of it.
    ref = weakref.ref(handler)
    del handler
    collect()
    assert ref() is None
    assert ctx._callback_count() == kept + 1  # only `after`
    with pytest.raises(rk.NotFoundError):
        probe.disconnect(conn["id"])


def test_a_handler_that_disconnects_a_later_one(ctx):
    probe = ctx.probe()
    later = Handler()
    ids = {}
    probe.connect("ping", lambda: probe.disconnect(ids["later"]))
    ids["later"] = probe.connect("ping", later)
    probe.emit_ping()
    assert later.calls == []  # not called again, not even later in this emission


def test_a_handler_connected_during_an_emission_waits_for_the_next(ctx):
    probe = ctx.probe()
    new = Handler()
    first = Handler(lambda: probe.connect("ping", new) if len(first.calls) == 1 else None)
    probe.connect("ping", first)
    probe.emit_ping()
    assert new.calls == []
    probe.emit_ping()
    assert len(new.calls) == 1


def test_a_handler_that_destroys_the_emitting_object(ctx, collect):
    probe = ctx.probe()
    kept = ctx._callback_count()
    second = Handler()
    probe.connect("ping", lambda: probe.close())
    probe.connect("ping", second)
    probe.emit_ping()  # the emission stops; the call still returns its status
    assert probe.closed
    assert second.calls == []
    ref = weakref.ref(second)
    del second
    collect()
    assert ref() is None
    assert ctx._callback_count() == kept


def test_an_object_destroyed_with_handlers_connected_releases_them(ctx, collect):
    footer = ctx.footer()
    kept = ctx._callback_count()
    # (connecting "measure-text" asks it at once: it must answer a number)
    handlers = [Handler(), Handler(), Handler(lambda text: 0.0)]
    refs = [weakref.ref(h) for h in handlers]
    footer.connect("state-changed", handlers[0])
    footer.connect("label-changed", handlers[1])
    footer.connect("measure-text", handlers[2])
    assert ctx._callback_count() == kept + 3
    del handlers
    collect()
    assert all(r() is not None for r in refs)  # kept by the binding while connected
    footer.close()  # destroy_notify for each connection
    collect()
    assert [r() for r in refs] == [None, None, None]
    assert ctx._callback_count() == kept
    with pytest.raises(rk.InvalidHandleError):
        footer.connect("refreshing", print)


def test_disconnect_releases_the_handler(ctx, collect):
    probe = ctx.probe()
    handler = Handler()
    ref = weakref.ref(handler)
    conn = probe.connect("ping", handler)
    assert isinstance(conn, int) and conn != 0
    del handler
    collect()
    probe.emit_ping()
    assert len(ref().calls) == 1
    probe.disconnect(conn)
    collect()
    assert ref() is None
    probe.emit_ping()


def test_connections_are_context_wide_ids(ctx):
    probe, footer = ctx.probe(), ctx.footer()
    a = probe.connect("ping", print)
    b = footer.connect("refreshing", print)
    assert a != b
    ctx.disconnect(a)  # any object of the context (or the context) can end it
    footer.disconnect(b)
    with pytest.raises(rk.NotFoundError):
        ctx.disconnect(b)
