"""refreshkit.aio in real asyncio loops, with contexts on the real monotonic clock.

No test measures time: a timeout of LIVENESS seconds only ends a wait that would hang, and fails it.
The deadline tests are the adapter's reason to exist: a call made from the loop's own callbacks (a
coroutine, a loop.call_later callback) starts a RefreshKit timer and nothing else happens; the
timer must still run. With RefreshKit 1.0 (no deadline wakeup) they fail by their timeout.
"""

import asyncio
import threading

import pytest

import refreshkit as rk
from refreshkit import aio

S = rk.FooterState
LIVENESS = 10.0


def run(coro_fn):
    """Runs coro_fn(ctx, source) in a fresh event loop with a fresh context attached, then checks
    that leaving the with block detached it (the fd is no longer watched)."""
    async def main():
        ctx = rk.Context()
        try:
            with aio.attach(ctx) as source:
                result = await coro_fn(ctx, source)
            assert not source.attached
            assert not asyncio.get_running_loop().remove_reader(ctx.fd())
            return result
        finally:
            ctx.close()
    return asyncio.run(main())


def setup_a(footer, offset_y=-64.0, dragging=False):
    footer.set_metrics(viewport_width=375, viewport_height=600, content_height=1000,
                       inset_top=64, offset_y=offset_y, dragging=dragging)


# ---- the loop ----


def test_work_posted_from_threads_wakes_the_loop():
    async def body(ctx, source):
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        seen = []

        def item(n):
            seen.append(n)
            if len(seen) == 6 and not done.done():
                done.set_result(None)

        def poster(base):
            for i in range(3):
                threading.Event().wait(0.01)  # the loop sleeps in epoll when each arrives
                ctx.post(lambda n=base + i: item(n))

        threads = [threading.Thread(target=poster, args=(b,)) for b in (0, 10)]
        for t in threads:
            t.start()
        await asyncio.wait_for(done, LIVENESS)
        for t in threads:
            t.join()
        # Each thread's items in its posting order.
        assert [n for n in seen if n < 10] == [0, 1, 2]
        assert [n for n in seen if n >= 10] == [10, 11, 12]
        assert source.dispatches >= 1
    run(body)


def test_timers_before_the_attach_and_from_callbacks_run_in_deadline_order():
    async def main():
        ctx = rk.Context()
        try:
            order = []
            loop = asyncio.get_running_loop()
            done = loop.create_future()
            ctx.call_later(0.06, lambda: (order.append("b"),
                                          ctx.call_later(0.005, lambda: (
                                              order.append("c1"),
                                              ctx.call_later(0.01, lambda: (order.append("c2"),
                                                                            done.set_result(None)))))))
            ctx.call_later(0.02, lambda: order.append("a"))
            with aio.attach(ctx):  # arms the loop's timer for the earliest of the two
                await asyncio.wait_for(done, LIVENESS)
            assert order == ["a", "b", "c1", "c2"]
        finally:
            ctx.close()
    asyncio.run(main())


# ---- the deadline cases ----


def test_deadline_begin_refreshing_in_a_coroutine():
    async def body(ctx, source):
        footer = ctx.footer()
        setup_a(footer)
        log = []
        footer.connect("state-changed", lambda s, old: log.append("state:%d<%d" % (s, old)))
        footer.connect("refreshing", lambda: log.append("refreshing"))
        completion = []
        # Straight from this coroutine: starts the 0.25 s begin animation, and nothing else
        # happens in the loop until "refreshing" fires at its end.
        footer.begin_refreshing(completion.append)
        await aio.wait_for_signal(footer, "refreshing", timeout=LIVENESS)
        assert log == ["state:3<1", "refreshing"]
        assert completion == [True]
        assert footer.state is S.REFRESHING
    run(body)


def test_deadline_begin_refreshing_from_a_loop_callback():
    async def body(ctx, source):
        footer = ctx.footer()
        setup_a(footer)
        fired = asyncio.Event()
        footer.connect("refreshing", fired.set)
        asyncio.get_running_loop().call_later(0.01, footer.begin_refreshing)
        await asyncio.wait_for(fired.wait(), LIVENESS)
        assert footer.state is S.REFRESHING
    run(body)


def test_deadline_release_of_a_drag_from_loop_callbacks():
    async def body(ctx, source):
        footer = ctx.footer()
        setup_a(footer)
        log = []
        footer.connect("state-changed", lambda s, old: log.append("state:%d<%d" % (s, old)))
        fired = asyncio.Event()
        footer.connect("refreshing", fired.set)
        loop = asyncio.get_running_loop()
        # The finger, on the loop's timers: drag past the trigger, then lift; then nothing.
        for i, (y, dragging) in enumerate([(300, True), (450, True), (448, False)]):
            loop.call_later(0.005 * (i + 1), lambda y=y, d=dragging: setup_a(footer, y, d))
        await asyncio.wait_for(fired.wait(), LIVENESS)
        assert log == ["state:2<1", "state:3<2"]
    run(body)


def test_deadline_call_later_from_a_loop_callback():
    async def body(ctx, source):
        fired = asyncio.Event()
        asyncio.get_running_loop().call_later(0.01, lambda: ctx.call_later(0.03, fired.set))
        await asyncio.wait_for(fired.wait(), LIVENESS)
    run(body)


# ---- tasks from worker threads, and the wait helpers ----


def test_a_task_reported_from_a_thread_drives_spinner_footer_and_monitor():
    async def body(ctx, source):
        task, spinner, footer = ctx.task(), ctx.indicator(), ctx.footer()
        setup_a(footer)
        log = []
        spinner.connect("start-animating", lambda: log.append("spinner-on"))
        spinner.connect("stop-animating", lambda: log.append("spinner-off"))
        footer.connect("state-changed", lambda s, old: log.append("footer:%d" % s))
        shown = threading.Event()

        def visibility(visible):
            log.append("monitor:%d" % visible)
            if visible:
                shown.set()

        ctx.connect("activity-visibility-changed", visibility)
        ctx.activity_monitor.set_delays(0.02, 0.02)
        ctx.activity_monitor.enabled = True
        spinner.follow(task)
        footer.follow(task)
        del log[:]  # the bind's own "spinner-off"

        def network():
            task.resume()
            shown.wait(LIVENESS)  # the transfer lasts until the monitor has shown: no race
            task.complete(0, None)

        worker = threading.Thread(target=network)
        worker.start()
        # Returns at the dispatch that delivers the resume: every observer has followed.
        await aio.wait_for_signal(spinner, "start-animating", timeout=LIVENESS)
        assert spinner.animating and footer.state is S.REFRESHING
        await aio.wait_for_state(task, rk.TaskState.COMPLETED, timeout=LIVENESS)
        assert not spinner.animating and footer.state is S.IDLE
        await aio.wait_for_signal(ctx, "activity-visibility-changed", timeout=LIVENESS,
                                  predicate=lambda visible: not visible)
        worker.join()
        assert log == ["spinner-on", "footer:3", "monitor:1", "spinner-off", "footer:1",
                       "monitor:0"]
    run(body)


def test_wait_for_state_of_a_task_returns_once_its_observers_have_followed():
    async def body(ctx, source):
        task, spinner = ctx.task(), ctx.indicator()
        log = []
        task.connect("completed", lambda code, message: log.append("completed %d" % code))
        spinner.connect("stop-animating", lambda: log.append("spinner off"))
        spinner.follow(task)
        del log[:]
        # Reported on the loop thread: the state is Completed at once, the delivery comes at the
        # next dispatch. The wait returns after it, not before.
        task.resume()
        task.complete(7, "seven")
        assert task.state is rk.TaskState.COMPLETED and log == []
        assert await aio.wait_for_state(task, rk.TaskState.COMPLETED, timeout=LIVENESS) \
            is rk.TaskState.COMPLETED
        assert log == ["completed 7", "spinner off"]
        assert not spinner.animating
        # Long in that state: returns at the next dispatch.
        assert await aio.wait_for_state(task, rk.TaskState.COMPLETED, timeout=LIVENESS) \
            is rk.TaskState.COMPLETED
        # From another thread.
        other = ctx.task()
        threading.Thread(target=other.resume).start()
        assert await aio.wait_for_state(other, rk.TaskState.RUNNING, timeout=LIVENESS) \
            is rk.TaskState.RUNNING
        threading.Thread(target=other.cancel).start()
        await aio.wait_for_state(other, rk.TaskState.CANCELING, timeout=LIVENESS)
        assert other.state is rk.TaskState.CANCELING
    run(body)


def test_wait_for_signal_returns_the_parameters_of_the_matching_emission():
    async def body(ctx, source):
        task = ctx.task()
        threading.Thread(target=lambda: (task.resume(), task.complete(404, "HTTP 404: gone"))).start()
        code, message = await aio.wait_for_signal(task, "completed", timeout=LIVENESS)
        assert (code, message) == (404, "HTTP 404: gone")
    run(body)


def test_wait_for_state_of_a_footer_until_no_more_data():
    async def body(ctx, source):
        footer = ctx.footer()
        setup_a(footer)
        footer.connect("refreshing", lambda: asyncio.get_running_loop().call_later(
            0.01, footer.end_refreshing_with_no_more_data))
        footer.begin_refreshing()
        assert await aio.wait_for_state(footer, S.NO_MORE_DATA, timeout=LIVENESS) \
            is S.NO_MORE_DATA
        # Already there: at once.
        assert await aio.wait_for_state(footer, S.NO_MORE_DATA, timeout=0) is S.NO_MORE_DATA
    run(body)


def test_a_header_refreshes_and_ends_in_a_real_loop():
    """The header's begin and end animations are RefreshKit timers on the real clock: the adapter
    runs them, and wait_for_state follows a header as it follows a footer."""
    async def body(ctx, source):
        loop = asyncio.get_running_loop()
        header = ctx.header()
        header.set_metrics(viewport_width=375, viewport_height=812, content_height=1500,
                           inset_top=88, offset_y=-88)
        ended = loop.create_future()
        header.connect("refreshing", lambda: loop.call_later(
            0.01, header.end_refreshing, ended.set_result))
        header.begin_refreshing()
        assert await aio.wait_for_state(header, S.REFRESHING, timeout=0) is S.REFRESHING
        assert await aio.wait_for_state(header, S.IDLE, timeout=LIVENESS) is S.IDLE
        assert ctx.last_updated("MJRefreshHeaderLastUpdatedTimeKey") is not None
        assert await asyncio.wait_for(ended, LIVENESS) is True  # the end animation ran to its end
    run(body)


def test_a_trailer_refreshes_and_ends_in_a_real_loop():
    """The trailer's animations are timers on the real clock too; wait_for_state follows it."""
    async def body(ctx, source):
        loop = asyncio.get_running_loop()
        trailer = ctx.trailer()
        trailer.set_metrics(viewport_width=375, viewport_height=200, content_height=200,
                            content_width=1000)
        ended = loop.create_future()
        trailer.connect("refreshing", lambda: loop.call_later(
            0.01, trailer.end_refreshing, ended.set_result))
        trailer.begin_refreshing()
        assert await aio.wait_for_state(trailer, S.REFRESHING, timeout=0) is S.REFRESHING
        assert await aio.wait_for_state(trailer, S.IDLE, timeout=LIVENESS) is S.IDLE
        assert await asyncio.wait_for(ended, LIVENESS) is True  # the end animation ran to its end
    run(body)


def test_a_wait_that_times_out_raises_and_leaves_no_handler():
    async def body(ctx, source):
        footer = ctx.footer()
        before = ctx._callback_count()
        with pytest.raises(asyncio.TimeoutError):
            await aio.wait_for_state(footer, S.REFRESHING, timeout=0.01)
        with pytest.raises(asyncio.TimeoutError):
            await aio.wait_for_signal(footer, "refreshing", timeout=0.01)
        assert ctx._callback_count() == before
        with pytest.raises(TypeError):
            await aio.wait_for_state(ctx, S.IDLE)
    run(body)


def test_a_wait_ends_cleanly_when_its_object_is_closed():
    async def body(ctx, source):
        footer = ctx.footer()
        asyncio.get_running_loop().call_later(0.01, footer.close)
        with pytest.raises(asyncio.TimeoutError):
            await aio.wait_for_signal(footer, "refreshing", timeout=0.2)
    run(body)


# ---- errors, detach ----


def test_an_exception_in_a_callback_goes_to_the_loop_and_the_loop_goes_on():
    async def body(ctx, source):
        loop = asyncio.get_running_loop()
        reported = []
        loop.set_exception_handler(lambda loop, context: reported.append(context))

        def bad():
            raise ValueError("from a handler")

        ctx.post(bad)
        fired = asyncio.Event()
        ctx.post(fired.set)
        await asyncio.wait_for(fired.wait(), LIVENESS)
        assert len(reported) == 1
        assert isinstance(reported[0]["exception"], ValueError)
        assert reported[0]["source"] is source
        # Still attached and working.
        again = asyncio.Event()
        ctx.call_later(0.01, again.set)
        await asyncio.wait_for(again.wait(), LIVENESS)
    run(body)


def test_detach_inside_a_dispatch_stops_watching():
    async def body(ctx, source):
        ran = []
        ctx.post(lambda: (ran.append("detach"), source.detach()))
        while source.attached:
            await asyncio.sleep(0.01)
        ctx.post(lambda: ran.append("late"))
        ctx.call_later(0, lambda: ran.append("late timer"))
        await asyncio.sleep(0.05)  # the fd is readable and a timer due, but no one watches
        assert ran == ["detach"]
        source.detach()  # idempotent
        assert "detached" in repr(source)
        ctx.dispatch()
        assert ran == ["detach", "late", "late timer"]
    run(body)


def test_attach_checks_its_context():
    async def main():
        with pytest.raises(TypeError):
            aio.attach(object())
        closed = rk.Context()
        closed.close()
        with pytest.raises(rk.InvalidHandleError):
            aio.attach(closed)
        # A context belongs to the thread that created it: attaching elsewhere is refused.
        created, release = threading.Event(), threading.Event()
        holder = []

        def owner():
            holder.append(rk.Context())
            created.set()
            release.wait(LIVENESS)
            holder[0].close()  # on its own thread

        t = threading.Thread(target=owner)
        t.start()
        try:
            assert created.wait(LIVENESS)
            with pytest.raises(rk.WrongThreadError):
                aio.attach(holder[0])
            assert not asyncio.get_running_loop().remove_reader(holder[0].fd())  # none was added
        finally:
            release.set()
            t.join()
        assert holder[0].closed
    asyncio.run(main())


def test_two_contexts_in_one_loop():
    async def main():
        with rk.Context() as a, rk.Context() as b, aio.attach(a), aio.attach(b):
            loop = asyncio.get_running_loop()
            ta, tb = a.task(), b.task()
            fa, fb = loop.create_future(), loop.create_future()
            ta.connect("completed", lambda code, message: fa.set_result((code, message)))
            tb.connect("completed", lambda code, message: fb.set_result((code, message)))
            threading.Thread(target=lambda: (ta.resume(), ta.complete(1, "a"))).start()
            threading.Thread(target=lambda: (tb.resume(), tb.complete(2, "b"))).start()
            got = await asyncio.wait_for(asyncio.gather(fa, fb), LIVENESS)
            assert got == [(1, "a"), (2, "b")]
    asyncio.run(main())
