"""Load ids (F18, 1.3) through the binding, for every member of the family: begin_load returns the
id of the load it starts, "refreshing-load" follows "refreshing" with it, load_id reads it, and
end_load(id) ends only the current load; any other id raises StaleLoadError and changes nothing.
The races every peer's bug tracker knows: a double trigger, a slow first response arriving
during the second load, an end after a cancel (a task's and the host's own), and the same from
a worker thread. Footer cases in setup A (trigger 444), as test_footer.py."""

import threading

import pytest

import refreshkit as rk
from refreshkit import FooterState as S
from refreshkit import LoadOutcome

LOAD_KINDS = {"state", "refreshing", "load", "done"}


@pytest.fixture
def loads(host):
    """The footer host, its "refreshing-load" logged as "load:ID"."""
    host.footer.connect("refreshing-load", lambda load_id: host.events.append("load:%d" % load_id))
    return host


def pull(host):
    """A pull past the trigger, released: the footer begins (its trigger comes 0.25 s later)."""
    host.scroll(-64, False)
    host.scroll(460, True)
    host.scroll(460, False)
    assert host.footer.state is S.REFRESHING


def seq(host):
    return host.seq(kinds=LOAD_KINDS)


def stale(call):
    """call() raises StaleLoadError, an InvalidStateError from the library; returns it."""
    with pytest.raises(rk.StaleLoadError) as info:
        call()
    err = info.value
    assert isinstance(err, rk.InvalidStateError)
    assert err.status == rk.Status.INVALID_STATE
    assert err.function and err.function.endswith("_end_load")
    return err


# ---- the footer, on the loop thread ----


def test_a_pull_starts_a_load_that_the_trigger_names(loads):
    f = loads.footer
    assert f.load_id == 0  # no load
    pull(loads)
    assert f.load_id == 1
    seq(loads)
    loads.advance(0.25)
    assert seq(loads) == ["refreshing", "load:1"]  # "refreshing" as ever, then its id
    f.end_load(1, completion=loads.done("end"))
    assert f.state is S.IDLE and f.load_id == 0
    loads.advance(0.4)
    assert seq(loads) == ["state:1<3", "done:end:1"]
    pull(loads)
    assert f.load_id == 2  # the next load has the next id


def test_begin_load_returns_the_id_before_the_trigger(loads):
    f = loads.footer
    load_id = f.begin_load(loads.done("begin"))
    assert isinstance(load_id, int) and load_id == 1 == f.load_id
    assert seq(loads) == ["state:3<1"]
    loads.advance(0.25)
    assert seq(loads) == ["refreshing", "load:1", "done:begin:1"]
    f.end_load(load_id, LoadOutcome.NO_MORE_DATA)
    assert f.state is S.NO_MORE_DATA and f.load_id == 0


def test_a_double_trigger_starts_one_load(loads):
    """A pull and a button at once: one load and one trigger; the second begin's id never
    becomes current, and its response is refused."""
    f = loads.footer
    pull(loads)
    seq(loads)
    calls = []
    second = f.begin_load(calls.append)
    assert second == 2
    assert calls == [False]  # at once: no second begin
    assert f.load_id == 1
    loads.advance(0.25)
    assert seq(loads) == ["refreshing", "load:1"]
    err = stale(lambda: f.end_load(second, completion=calls.append))
    assert err.load_id == second
    assert "load 2 is not the footer's current load (the current load is 1)" in err.message
    assert f.state is S.REFRESHING
    loads.advance(1)
    assert seq(loads) == [] and calls == [False]  # the refused completion is never called
    f.end_load(1)
    assert f.state is S.IDLE


def test_a_slow_first_response_cannot_end_the_second_load(loads):
    """Load 1 timed out (the host ended it), load 2 runs, then 1's response arrives."""
    f = loads.footer
    first = f.begin_load()
    loads.advance(0.25)
    f.end_refreshing()  # the host's timeout
    loads.advance(0.4)
    second = f.begin_load()
    assert second > first
    loads.advance(0.25)
    seq(loads)
    calls = []
    stale(lambda: f.end_load(first, LoadOutcome.FAILED, "timeout", calls.append))
    stale(lambda: f.end_load(first))
    loads.advance(1)
    assert seq(loads) == [] and calls == []
    assert (f.state, f.load_id, f.label) == (S.REFRESHING, second, "Loading...")
    f.end_load(second, completion=loads.done("2"))
    loads.advance(0.4)
    assert seq(loads) == ["state:1<3", "done:2:1"]
    # An id is spent once; 0 is never an id.
    assert "no load is current" in stale(lambda: f.end_load(second)).message
    assert stale(lambda: f.end_load(0)).load_id == 0


def test_an_end_after_a_cancel_is_refused(loads):
    """The task the footer follows is canceled (its load ends with it), then the canceled
    request's response arrives; the same after the host's own cancel, a new load running."""
    f, ctx = loads.footer, loads.ctx
    task = ctx.task()
    task.resume()
    f.follow_task(task, failure=True)
    load_id = f.load_id
    assert load_id == 1  # a task's load has an id too
    loads.advance(0.25)
    seq(loads)
    task.cancel()
    ctx.dispatch()
    assert seq(loads) == ["state:1<3"]
    stale(lambda: f.end_load(load_id, LoadOutcome.FAILED, "canceled"))
    assert f.state is S.IDLE
    f.follow_task(None)
    loads.advance(0.4)
    pull(loads)
    load_id = f.load_id
    f.reset_no_more_data()  # back to Idle: a cancel
    pull(loads)
    seq(loads)
    stale(lambda: f.end_load(load_id))
    assert seq(loads) == []
    assert (f.state, f.load_id) == (S.REFRESHING, load_id + 1)


def test_a_failed_load_shows_its_message_and_a_retry_is_a_new_load(loads):
    f = loads.footer
    load_id = f.begin_load()
    loads.advance(0.25)
    f.end_load(load_id, LoadOutcome.FAILED, "503", loads.done("fail"))
    assert (f.state, f.label, f.load_id) == (S.FAILED, "503", 0)
    seq(loads)
    f.retry()
    assert f.load_id == 2  # a retry is a new load, current at once
    loads.advance(0.25)
    # The retry cuts the failure's exit short (F3), and its trigger names the new load.
    assert seq(loads) == ["done:fail:0", "state:3<6", "refreshing", "load:2"]
    f.end_load(2, LoadOutcome.FAILED)  # no message: the Failed title
    assert f.label == "Loading failed. Tap to retry"


def test_the_refreshing_load_handler_may_end_its_load_at_once(loads):
    """A host that answers from a cache ends the load inside the trigger."""
    f = loads.footer
    f.connect("refreshing-load", lambda load_id: f.end_load(load_id, completion=loads.done("cache")))
    f.begin_load()
    loads.advance(0.25)
    assert f.state is S.IDLE and f.load_id == 0
    loads.advance(0.4)
    assert seq(loads) == ["state:3<1", "refreshing", "load:1", "state:1<3", "done:cache:1"]


# ---- refusals: an exception, nothing changed, no completion kept ----


REFUSED = [
    ("outcome unknown", lambda f, i: f.end_load(i, 4), rk.InvalidArgumentError),
    ("a message outside FAILED", lambda f, i: f.end_load(i, LoadOutcome.DONE, "words"),
     rk.InvalidArgumentError),
    ("invalid UTF-8 message", lambda f, i: f.end_load(i, LoadOutcome.FAILED, b"\xff"),
     rk.InvalidArgumentError),
    ("over-long message", lambda f, i: f.end_load(i, LoadOutcome.FAILED, "x" * 65536),
     rk.InvalidArgumentError),
    ("embedded NUL (binding)", lambda f, i: f.end_load(i, LoadOutcome.FAILED, "a\0b"),
     rk.InvalidArgumentError),
    ("negative id (binding)", lambda f, i: f.end_load(-1), rk.InvalidArgumentError),
    ("id over uint64 (binding)", lambda f, i: f.end_load(1 << 64), rk.InvalidArgumentError),
    ("id of the wrong type", lambda f, i: f.end_load("1"), TypeError),
    ("message of the wrong type", lambda f, i: f.end_load(i, LoadOutcome.FAILED, 42), TypeError),
    ("end completion not callable", lambda f, i: f.end_load(i, completion=42), TypeError),
    ("begin completion not callable", lambda f, i: f.begin_load(42), TypeError),
]


@pytest.mark.parametrize("name,call,error", REFUSED, ids=[c[0] for c in REFUSED])
def test_refused_calls_change_nothing(loads, name, call, error):
    f, ctx = loads.footer, loads.ctx
    load_id = f.begin_load()
    loads.advance(0.25)
    seq(loads)
    kept = ctx._callback_count()
    with pytest.raises(error) as info:
        call(f, load_id)
    assert not isinstance(info.value, rk.StaleLoadError)
    loads.advance(1)
    assert seq(loads) == []
    assert (f.state, f.load_id) == (S.REFRESHING, load_id)
    assert ctx._callback_count() == kept
    f.end_load(load_id)  # the load is still the current one


def test_a_stale_end_keeps_no_completion(loads):
    f, ctx = loads.footer, loads.ctx
    kept = ctx._callback_count()
    stale(lambda: f.end_load(5, completion=lambda finished: None))
    assert ctx._callback_count() == kept


# ---- from a worker thread ----


def in_worker(fn):
    """fn() on another thread: what it returned, or what it raised."""
    result = []

    def run():
        try:
            result.append(fn())
        except BaseException as exc:  # handed back to the test's thread
            result.append(exc)

    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
    return result[0]


def test_load_id_is_a_loop_thread_query(loads):
    err = in_worker(lambda: loads.footer.load_id)
    assert isinstance(err, rk.WrongThreadError)
    assert err.function == "rk_component_get_load_id"


def test_a_workers_begin_and_end_queue_in_order(loads):
    """The id comes back before the begin's dispatch; an end of that load is accepted (a queued
    begin will start it), one of any other id is refused at the call."""
    f, ctx = loads.footer, loads.ctx
    seq(loads)

    def work():
        load_id = f.begin_load(loads.done("wbegin"))
        f.end_load(load_id, completion=loads.done("wend"))
        refused = None
        try:
            f.end_load(load_id + 1, completion=loads.done("never"))
        except rk.StaleLoadError as exc:
            refused = exc
        return load_id, refused

    load_id, refused = in_worker(work)
    assert load_id == 1
    assert isinstance(refused, rk.StaleLoadError) and refused.load_id == 2
    assert seq(loads) == [] and f.load_id == 0  # all queued
    assert ctx.dispatch() == 2
    # The begin ran, then the end of that same load, which cuts the begin animation short (F2).
    assert seq(loads) == ["state:3<1", "done:wbegin:0", "state:1<3"]
    loads.advance(0.4)
    assert seq(loads) == ["done:wend:1"]


def test_an_end_that_turns_stale_before_its_dispatch_changes_nothing(loads):
    """Accepted at the call (its load was current); the loop ends that load another way and starts
    the next before the dispatch: the queued end changes nothing, its completion gets False."""
    f, ctx = loads.footer, loads.ctx
    pull(loads)
    load_id = f.load_id
    assert in_worker(lambda: f.end_load(load_id, completion=loads.done("wend"))) is None
    f.end_refreshing()
    pull(loads)  # the next load, before the dispatch
    seq(loads)
    assert ctx.dispatch() == 1
    assert seq(loads) == ["done:wend:0"]
    assert (f.state, f.load_id) == (S.REFRESHING, load_id + 1)


def test_a_worker_is_told_at_the_call(loads):
    f = loads.footer
    pull(loads)
    f.end_load(1)
    err = in_worker(lambda: f.end_load(1))
    assert isinstance(err, rk.StaleLoadError) and err.load_id == 1


# ---- the other members ----


def test_an_auto_footers_trigger_names_its_load_at_once(ctx):
    sv, f = ctx.scroll_view(), ctx.auto_footer()
    log = []
    f.connect("refreshing", lambda: log.append("refreshing"))
    f.connect("refreshing-load", lambda load_id: log.append("load:%d" % load_id))
    m = rk.ScrollMetrics(viewport_width=375, viewport_height=600, content_height=1000,
                         content_width=375, inset_top=64, offset_y=-64)
    sv.set_metrics(m)
    sv.attach(f)
    sv.set_metrics(m.replace(offset_y=450, dragging=True, pan=rk.PanState.BEGAN))
    assert log == ["refreshing", "load:1"]
    assert f.state is S.REFRESHING and f.load_id == 1
    # A second pass over the line while it loads starts nothing (F9).
    sv.set_metrics(m.replace(offset_y=470, dragging=True, pan=rk.PanState.CHANGED))
    sv.set_metrics(m.replace(offset_y=480, dragging=True, pan=rk.PanState.BEGAN))
    assert log == ["refreshing", "load:1"]
    assert "auto footer's current load" in stale(lambda: f.end_load(2)).message
    f.end_load(1, LoadOutcome.NO_MORE_DATA)
    assert f.state is S.NO_MORE_DATA and f.load_id == 0


def test_a_header_has_no_no_more_data(header_host):
    h = header_host.header
    h.connect("refreshing-load", lambda load_id: header_host.events.append("load:%d" % load_id))
    load_id = h.begin_load()
    assert load_id == 1 == h.load_id  # ids are per component
    with pytest.raises(rk.InvalidArgumentError) as info:
        h.end_load(load_id, LoadOutcome.NO_MORE_DATA)
    assert "a header has no NoMoreData" in info.value.message
    header_host.advance(0.25)
    assert header_host.seq(kinds={"refreshing", "load"}) == ["refreshing", "load:1"]
    stale(lambda: h.end_load(load_id + 1))
    h.end_load(load_id, LoadOutcome.FAILED, "offline")
    assert (h.state, h.label, h.load_id) == (S.FAILED, "offline", 0)


def test_a_header_begun_while_not_visible_keeps_its_id(header_host):
    """WillRefresh to Refreshing is one load."""
    h = header_host.header
    h.set_visible(False)
    load_id = h.begin_load()
    assert h.state is S.WILL_REFRESH and h.load_id == load_id
    h.set_visible(True)
    header_host.advance(0.25)
    assert h.state is S.REFRESHING and h.load_id == load_id
    h.end_load(load_id)
    assert h.state is S.IDLE


def test_a_trailer_ends_its_load_inside_the_trigger(trailer_host):
    t = trailer_host.trailer
    with pytest.raises(rk.InvalidArgumentError):
        t.end_load(t.begin_load(), LoadOutcome.NO_MORE_DATA)  # a trailer has none either
    t.end_load(1)
    trailer_host.advance(1)
    t.connect("refreshing-load", lambda load_id: t.end_load(
        load_id, completion=trailer_host.done("cache")))
    load_id = t.begin_load()
    assert load_id == 2
    trailer_host.seq()
    trailer_host.advance(0.25)
    assert t.state is S.IDLE and t.load_id == 0
    trailer_host.advance(0.4)
    assert "done:cache:1" in trailer_host.seq(kinds={"done"})
    stale(lambda: t.end_load(load_id))
