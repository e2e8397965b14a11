"""The context and its loop: fd, next_timeout, dispatch, post, timers, clocks, lifetime."""

import select
import threading

import pytest

import refreshkit as rk


def readable(fd):
    return bool(select.select([fd], [], [], 0)[0])


def test_version_matches_the_binding():
    major, minor, patch = rk.version()
    assert major == rk.ABI_MAJOR == int(rk.__version__.split(".")[0])
    lib = rk.load_library()
    assert lib.version == (major, minor, patch)


def test_an_idle_context(ctx):
    assert ctx.dispatch() == 0
    assert ctx.next_timeout() is None
    fd = ctx.fd()
    assert isinstance(fd, int) and fd >= 0
    assert not readable(fd)
    assert ctx.now() == 1000.0
    assert ctx.kind is rk.Kind.CONTEXT


def test_post_and_dispatch(ctx):
    ran = []
    ctx.post(lambda: ran.append(1))
    ctx.post(lambda: ran.append(2))
    assert ran == []
    assert readable(ctx.fd())
    assert ctx.next_timeout() == 0.0
    assert ctx.dispatch() == 2
    assert ran == [1, 2]
    assert not readable(ctx.fd())


def test_post_from_threads_runs_on_the_loop_thread(ctx):
    ran = []
    threads = [threading.Thread(target=lambda i=i: ctx.post(
        lambda: ran.append((i, threading.get_ident())))) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert select.select([ctx.fd()], [], [], 5)[0]
    ctx.dispatch()
    assert sorted(i for i, _ in ran) == [0, 1, 2, 3]
    assert {tid for _, tid in ran} == {threading.get_ident()}


def test_timers_on_a_fake_clock(ctx, clock):
    ran = []
    ctx.call_later(0.5, lambda: ran.append("b"))
    ctx.call_later(0.25, lambda: ran.append("a"))
    canceled = []
    t = ctx.call_later(0.3, lambda: ran.append("never"), on_cancel=lambda: canceled.append(1))
    assert ctx.next_timeout() == pytest.approx(0.25)
    assert t.cancel() is True
    assert canceled == [1]
    assert t.cancel() is False
    clock.advance(0.25)
    assert ctx.next_timeout() == 0.0
    ctx.dispatch()
    assert ran == ["a"]
    clock.advance(1)
    ctx.dispatch()
    assert ran == ["a", "b"]
    with pytest.raises(rk.InvalidArgumentError):
        ctx.call_later(-1, print)
    assert ctx._callback_count() == 1  # the clock only


def test_the_clock_never_goes_backwards(ctx, clock):
    clock.now = 2000.0
    assert ctx.now() == 2000.0
    clock.now = 1500.0
    assert ctx.now() == 2000.0
    ctx.set_clock(None)  # back to CLOCK_MONOTONIC
    assert ctx._callback_count() == 0


def test_close_cancels_pending_work(clock):
    ctx = rk.Context()
    canceled = []
    ctx.post(lambda: None, on_cancel=lambda: canceled.append("post"))
    ctx.call_later(1, lambda: None, on_cancel=lambda: canceled.append("timer"))
    ctx.close()
    assert canceled == ["post", "timer"]
    with pytest.raises(rk.InvalidHandleError):
        ctx.post(print)
    ctx.close()


def test_context_manager():
    with rk.Context() as ctx:
        footer = ctx.footer()
        with ctx.task() as task:
            task.resume()
        assert task.closed and not footer.closed
    assert ctx.closed and footer.closed


def test_two_contexts_are_independent():
    with rk.Context() as a, rk.Context() as b:
        fa = a.footer()
        fb = b.footer()
        task_b = b.task()
        with pytest.raises(rk.InvalidHandleError):
            fa.follow(task_b)  # a task of another context
        a.post(print)
        assert b.dispatch() == 0
        assert fb.state is rk.FooterState.IDLE


def test_object_kinds(ctx):
    for make, kind in ((ctx.probe, rk.Kind.PROBE), (ctx.footer, rk.Kind.FOOTER),
                       (ctx.task, rk.Kind.TASK), (ctx.indicator, rk.Kind.INDICATOR),
                       (ctx.header, rk.Kind.HEADER), (ctx.trailer, rk.Kind.TRAILER)):
        obj = make()
        assert obj.kind is kind
        assert obj.context is ctx
        assert obj in ctx.objects
        assert repr(obj).startswith("<refreshkit.")


def test_errors_carry_status_name_and_message(ctx):
    with pytest.raises(rk.RefreshKitError) as info:
        ctx.disconnect(12345)
    err = info.value
    assert isinstance(err, rk.NotFoundError) and isinstance(err, LookupError)
    assert err.status == -4 and err.status_name == "not found"
    assert err.function == "rk_disconnect"
    assert err.message == rk.last_error_message()
    rk.clear_last_error()
    assert rk.last_error_message() == ""
    assert "not found" in str(err)
    assert rk.status_string(-999) == "unknown status"
    assert rk.errors.error_class(-999) is rk.RefreshKitError


def test_many_threads_posting_while_the_loop_dispatches(ctx):
    kept = ctx._callback_count()
    ran = []
    per_thread = 300
    tasks = [ctx.task() for _ in range(4)]
    started = threading.Barrier(5)

    def worker(n):
        started.wait()
        task = tasks[n]
        for i in range(per_thread):
            ctx.post(lambda n=n, i=i: ran.append((n, i)))
            if i % 2 == 0:
                task.resume()
            else:
                task.suspend()

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    started.wait()
    while any(t.is_alive() for t in threads):
        ctx.dispatch()
    for t in threads:
        t.join()
    ctx.dispatch_until_idle()
    assert len(ran) == 4 * per_thread
    for n in range(4):  # each thread's work in its posting order
        assert [i for m, i in ran if m == n] == list(range(per_thread))
    assert ctx._callback_count() == kept
