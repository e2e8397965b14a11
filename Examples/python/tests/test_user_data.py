"""Host data (rk_object_set_user_data / rk_object_get_user_data) and the library's names, through the
binding: any Python object rides on any RefreshKit object, and the binding lets go of it exactly
when the library's destroy notify says so."""

import gc
import sys
import threading
import weakref

import pytest

import refreshkit as rk


class Record:
    """A host record; counts how often it was freed."""

    freed = 0

    def __init__(self, name):
        self.name = name

    def __del__(self):
        Record.freed += 1


@pytest.fixture(autouse=True)
def reset_counter():
    Record.freed = 0
    yield


def make(ctx, kind):
    return ctx if kind == "context" else getattr(ctx, kind)()


KINDS = ["context", "probe", "footer", "task", "indicator", "header", "trailer"]


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_keeps_a_python_object(kind):
    ctx = rk.Context()
    obj = make(ctx, kind)
    assert obj.user_data is None
    record = Record(kind)
    obj.user_data = record
    ref = weakref.ref(record)
    del record
    gc.collect()
    assert obj.user_data is ref() and obj.user_data.name == kind  # kept alive by the binding
    before = ctx._callback_count()
    obj.user_data = Record("second")  # replaced: the first is released during the call
    assert ref() is None and Record.freed == 1
    assert ctx._callback_count() == before
    assert obj.user_data.name == "second"
    del obj.user_data  # None detaches: released now
    assert obj.user_data is None and Record.freed == 2
    obj.set_user_data(Record("third"))
    ctx.close()  # the context's destroy releases whatever is still attached
    assert Record.freed == 3
    assert ctx._callback_count() == 0


def test_setting_the_same_object_again_keeps_it():
    with rk.Context() as ctx:
        footer = ctx.footer()
        record = Record("same")
        footer.user_data = record
        footer.user_data = record  # the old attachment's notify runs; the object itself stays
        assert footer.user_data is record
        assert Record.freed == 0
    del record
    gc.collect()
    assert Record.freed == 1


def test_closing_an_object_releases_its_data_once():
    with rk.Context() as ctx:
        task = ctx.task()
        footer = ctx.footer()
        task.user_data = Record("transfer")
        footer.user_data = Record("list view")
        task.close()
        assert Record.freed == 1
        with pytest.raises(rk.InvalidHandleError):
            task.user_data
        with pytest.raises(rk.InvalidHandleError):
            task.user_data = Record("late")  # refused by the binding: nothing kept
        gc.collect()
        assert Record.freed == 2
        assert footer.user_data.name == "list view"
    assert Record.freed == 3


def test_a_context_wide_handler_finds_the_host_record():
    # The point of host data: "task-completed" names the task; its record needs no map.
    with rk.Context() as ctx:
        done = []
        ctx.connect("task-completed", lambda task, code, message: done.append(
            (task.user_data["url"], code, message)))
        for n in range(3):
            task = ctx.task()
            task.user_data = {"url": "http://127.0.0.1/page/%d" % n}
            task.resume()
            task.complete(0 if n != 1 else 7, "ok" if n != 1 else "HTTP 500")
        ctx.dispatch()
        assert done == [("http://127.0.0.1/page/0", 0, "ok"),
                        ("http://127.0.0.1/page/1", 7, "HTTP 500"),
                        ("http://127.0.0.1/page/2", 0, "ok")]


def test_user_data_reads_from_any_thread_but_is_set_on_the_loop_thread():
    with rk.Context() as ctx:
        task = ctx.task()
        task.user_data = Record("worker's view")
        seen = []
        errors = []

        def worker():
            seen.append(task.user_data.name)
            try:
                task.user_data = Record("from the worker")
            except rk.WrongThreadError as exc:
                errors.append(exc)

        kept = ctx._callback_count()
        thread = threading.Thread(target=worker)
        thread.start()
        thread.join()
        assert seen == ["worker's view"]
        assert len(errors) == 1 and errors[0].function == "rk_object_set_user_data"
        assert ctx._callback_count() == kept  # the refused record was not kept
        del errors[:]  # (the traceback held the refused record)
        gc.collect()
        assert Record.freed == 1
        assert task.user_data.name == "worker's view"


def test_a_finalizer_that_raises_during_the_release_is_reported(monkeypatch):
    class Exploding:
        def __del__(self):
            raise RuntimeError("release failed")

    seen = []
    monkeypatch.setattr(sys, "unraisablehook", seen.append)
    with rk.Context() as ctx:
        probe = ctx.probe()
        probe.user_data = Exploding()
        probe.user_data = None  # the notify runs during this call; __del__ errors never propagate
        assert probe.user_data is None
        assert [str(u.exc_value) for u in seen] == ["release failed"]
        probe.emit_ping()  # nothing left behind


def test_a_foreign_pointer_reads_as_its_address():
    with rk.Context() as ctx:
        footer = ctx.footer()
        lib = rk.load_library().cdll
        assert lib.rk_object_set_user_data(footer.handle, 0x1234, rk._core._NO_DESTROY_NOTIFY) == 0
        assert footer.user_data == 0x1234
        footer.user_data = Record("ours")  # replaces it (no notify for the foreign one)
        assert footer.user_data.name == "ours"


def test_names():
    assert rk.version_string() == "%d.%d.%d" % rk.version()
    assert [rk.kind_name(k) for k in rk.Kind] == ["context", "probe", "footer", "task", "indicator",
                                                  "header", "trailer", "auto-footer", "scroll-view",
                                                  "progress", "auto-header"]
    assert [rk.type_name(t) for t in rk.Type] == ["void", "pointer", "int32", "int64", "uint64",
                                                  "double", "string"]
    assert [rk.footer_state_name(s) for s in rk.FooterState] == [
        "idle", "pulling", "refreshing", "will-refresh", "no-more-data", "failed"]
    assert [rk.task_state_name(s) for s in rk.TaskState] == [
        "running", "suspended", "canceling", "completed"]
    assert [rk.activity_state_name(s) for s in rk.ActivityState] == [
        "not-active", "delaying-start", "active", "delaying-end"]
    assert [rk.content_mode_name(m) for m in rk.ContentMode] == ["center", "right"]
    assert [rk.header_style_name(s) for s in rk.HeaderStyle] == ["normal", "gif"]
    assert [rk.pan_state_name(p) for p in rk.PanState] == [
        "none", "began", "changed", "ended", "cancelled"]
    assert rk.header_style_name(2) == "unknown" and rk.pan_state_name(-1) == "unknown"
    assert [rk.trailer_style_name(s) for s in rk.TrailerStyle] == ["state", "normal"]
    assert rk.trailer_style_name(2) == "unknown"
    assert [rk.auto_footer_style_name(s) for s in rk.AutoFooterStyle] == ["normal", "gif"]
    assert rk.auto_footer_style_name(2) == "unknown" and rk.kind_name(12) == "unknown"
    assert rk.footer_state_name(99) == "unknown" and rk.kind_name(-1) == "unknown"
    with pytest.raises(rk.InvalidArgumentError):
        rk.kind_name(1 << 40)  # does not fit rk_kind: refused by the binding, not wrapped
