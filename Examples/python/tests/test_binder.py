"""The task binder through the binding: tasks reported from Python threads and delivered at
dispatch, indicators and footers following tasks, the activity monitor on a fake clock."""

import select
import threading

import pytest

import refreshkit as rk
from refreshkit import ActivityState, FooterState, TaskState


def in_thread(fn):
    """Runs fn on a new Python thread and returns what it raised, or None."""
    raised = []

    def run():
        try:
            fn()
        except BaseException as exc:  # noqa: B902 - reported to the test
            raised.append(exc)

    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
    return raised[0] if raised else None


def readable(fd, timeout=0.0):
    return bool(select.select([fd], [], [], timeout)[0])


def test_indicator_follows_a_task_resumed_from_a_python_thread(ctx):
    task = ctx.task()
    indicator = ctx.indicator()
    events = []
    indicator.connect("start-animating", lambda: events.append(("start", threading.get_ident())))
    indicator.connect("stop-animating", lambda: events.append(("stop", threading.get_ident())))
    task.connect("resumed", lambda: events.append(("resumed", threading.get_ident())))
    loop = threading.get_ident()

    indicator.follow(task)  # Suspended: "stop-animating" at once
    assert events == [("stop", loop)]
    assert indicator.animating is False
    del events[:]

    assert in_thread(task.resume) is None
    assert task.state is TaskState.RUNNING  # the state changes at once...
    assert events == []  # ...the events wait for the loop thread
    assert readable(ctx.fd())
    assert ctx.next_timeout() == 0.0
    ctx.dispatch()
    assert events == [("resumed", loop), ("start", loop)]
    assert indicator.animating is True
    assert not readable(ctx.fd())
    del events[:]

    assert in_thread(lambda: task.complete(0, "done")) is None
    ctx.dispatch()
    assert events == [("stop", loop)]
    assert indicator.animating is False
    assert task.state is TaskState.COMPLETED


def test_task_states_and_illegal_transitions(ctx):
    task = ctx.task()
    assert task.state is TaskState.SUSPENDED
    with pytest.raises(rk.InvalidStateError) as info:
        task.complete()
    assert info.value.function == "rk_task_complete"
    assert info.value.message
    task.resume()
    task.resume()  # no change, no error
    task.cancel()
    assert task.state is TaskState.CANCELING
    with pytest.raises(rk.InvalidStateError):
        task.resume()
    task.complete(-1001, "timed out")
    assert task.state is TaskState.COMPLETED


def test_context_task_signals_map_the_task_back_to_its_object(ctx):
    task = ctx.task()
    seen = []
    ctx.connect("task-resumed", lambda t: seen.append(("resumed", t)))
    ctx.connect("task-completed", lambda t, code, message: seen.append(("completed", t, code, message)))
    worker_error = in_thread(lambda: (task.resume(), task.complete(-1009, "offline ✈")))
    assert worker_error is None
    ctx.dispatch()
    assert seen == [("resumed", task), ("completed", task, -1009, "offline ✈")]
    assert seen[0][1] is task


def test_the_wakeup_runs_on_the_posting_thread(ctx):
    kept = ctx._callback_count()  # the fake clock
    wakeups = []
    ctx.set_wakeup(lambda: wakeups.append(threading.get_ident()))
    task = ctx.task()
    worker = []
    assert in_thread(lambda: (worker.append(threading.get_ident()), task.resume())) is None
    assert wakeups == worker
    ctx.dispatch()
    ctx.set_wakeup(None)
    assert ctx._callback_count() == kept


def test_footer_bound_to_a_task(host):
    ctx, footer = host.ctx, host.footer
    task = ctx.task()
    footer.follow(task)  # Suspended: nothing yet
    assert footer.state is FooterState.IDLE
    assert host.seq() == []
    assert in_thread(task.resume) is None
    assert footer.state is FooterState.IDLE
    ctx.dispatch()
    assert footer.state is FooterState.REFRESHING
    host.advance(0.25)
    # The task is the load: no "refreshing" trigger.
    assert "refreshing" not in host.seq()
    assert in_thread(lambda: task.complete(0, None)) is None
    ctx.dispatch()
    assert footer.state is FooterState.IDLE
    # Unbinding and a completed task bind nothing.
    footer.follow(None)
    footer.follow(task)
    assert footer.state is FooterState.IDLE


def test_footer_follows_a_running_task_at_once(host):
    task = host.ctx.task()
    task.resume()
    host.footer.follow(task)
    assert host.footer.state is FooterState.REFRESHING


def test_activity_monitor_with_delays_on_a_fake_clock(ctx, clock):
    monitor = ctx.activity_monitor
    assert monitor.info == rk.ActivityMonitorInfo(
        enabled=False, state=ActivityState.NOT_ACTIVE, visible=False, active_tasks=0,
        activation_delay=1.0, completion_delay=0.17)
    shown = []
    ctx.connect("activity-visibility-changed", lambda visible: shown.append((clock.now, visible)))
    monitor.enabled = True
    monitor.set_delays(0.5, 0.25)
    task = ctx.task()
    t0 = clock.now
    assert in_thread(task.resume) is None
    ctx.dispatch()
    assert monitor.state is ActivityState.DELAYING_START
    assert monitor.active_tasks == 1
    assert ctx.next_timeout() == pytest.approx(0.5)
    clock.now = t0 + 0.49
    ctx.dispatch()
    assert shown == [] and not monitor.visible
    clock.now = t0 + 0.5
    ctx.dispatch()
    assert shown == [(t0 + 0.5, 1)]
    assert monitor.state is ActivityState.ACTIVE and monitor.visible
    assert in_thread(lambda: task.complete(0)) is None
    t1 = clock.now
    ctx.dispatch()
    assert monitor.state is ActivityState.DELAYING_END
    assert monitor.active_tasks == 0
    clock.now = t1 + 0.25
    ctx.dispatch()
    assert shown == [(t0 + 0.5, 1), (t1 + 0.25, 0)]
    assert monitor.state is ActivityState.NOT_ACTIVE
    monitor.enabled = False
    assert monitor.enabled is False
    with pytest.raises(rk.InvalidArgumentError):
        monitor.set_delays(-1, 0)


def test_activity_monitor_ignores_short_activity(ctx, clock):
    shown = []
    ctx.connect("activity-visibility-changed", shown.append)
    ctx.activity_monitor.enabled = True
    task = ctx.task()
    task.resume()
    ctx.dispatch()
    clock.advance(0.5)
    task.complete()
    ctx.dispatch()
    clock.advance(5)
    ctx.dispatch_until_idle()
    assert shown == []


def test_loop_only_calls_from_another_thread_raise_wrong_thread(ctx):
    kept = ctx._callback_count()
    err = in_thread(ctx.dispatch)
    assert isinstance(err, rk.WrongThreadError)
    assert err.status == rk.Status.WRONG_THREAD
    err = in_thread(ctx.task)
    assert isinstance(err, rk.WrongThreadError)
    footer = ctx.footer()
    assert isinstance(in_thread(lambda: footer.state), rk.WrongThreadError)
    assert isinstance(in_thread(lambda: footer.connect("refreshing", print)), rk.WrongThreadError)
    assert ctx._callback_count() == kept  # the failed connect kept nothing


FAILED_TITLE = "Loading failed. Tap to retry"


def following(host, failure, **kwargs):
    """The footer following a running task through follow_task, refreshing at once (B6)."""
    task = host.ctx.task()
    task.resume()
    host.footer.follow_task(task, failure, **kwargs)
    assert host.footer.state is FooterState.REFRESHING
    host.advance(0.25)
    host.seq()
    return task


def test_follow_task_with_failure_ends_a_failed_load_in_failed(host):
    """B8 (1.3): the completion's error code ends the refresh in Failed, the label its message."""
    task = following(host, failure=True)
    task.complete(7, "Server said no")
    assert host.footer.state is FooterState.REFRESHING  # at dispatch, as every bound transition
    host.ctx.dispatch()
    assert host.footer.state is FooterState.FAILED
    assert host.footer.label == "Server said no"
    assert "state:6<3" in host.seq()


def test_follow_task_failure_without_a_message_shows_the_failed_title(host):
    task = following(host, failure=False, flags=rk.FollowFlags.FAILURE)
    task.complete(7, None)
    host.ctx.dispatch()
    assert (host.footer.state, host.footer.label) == (FooterState.FAILED, FAILED_TITLE)


@pytest.mark.parametrize("failure,code", [(False, 7), (True, 0)])
def test_follow_task_ends_in_idle_without_the_flag_or_an_error(host, failure, code):
    """Without FAILURE a failed task ends the load as in 1.2; a success ends it in Idle either way."""
    task = following(host, failure)
    task.complete(code, "Server said no")
    host.ctx.dispatch()
    assert host.footer.state is FooterState.IDLE
    assert host.footer.label != "Server said no"


def test_follow_task_with_failure_a_cancel_still_ends_in_idle(host):
    task = following(host, failure=True)
    task.cancel()
    host.ctx.dispatch_until_idle()
    assert host.footer.state is FooterState.IDLE


def test_follow_task_refuses_unknown_flags_and_kinds_changing_nothing(host):
    ctx, footer = host.ctx, host.footer
    task = ctx.task()
    task.resume()
    with pytest.raises(rk.InvalidArgumentError):
        footer.follow_task(task, flags=2)
    with pytest.raises(rk.InvalidArgumentError):
        footer.follow_task(None, True, flags=1 << 31)
    with pytest.raises(rk.InvalidArgumentError):
        footer.follow_task(task, flags=-1)  # not a uint32: refused by the binding
    with pytest.raises(TypeError):
        footer.follow_task(task, 1)  # failure is a bool; raw bits go in flags
    with pytest.raises(TypeError):
        footer.follow_task("task")
    assert footer.state is FooterState.IDLE  # nothing was bound
    # A kind that cannot follow, through the raw function (the classes have no such method).
    lib = rk.load_library().cdll
    for obj in (ctx.probe(), ctx.task()):
        assert lib.rk_follow_task(obj._h(), task._h(), 0) == rk.Status.INVALID_HANDLE
    # Unbinding: the later completion no longer ends the footer's load.
    footer.follow_task(task, True)
    assert footer.state is FooterState.REFRESHING
    footer.follow_task(None)
    task.complete(7, "late")
    ctx.dispatch()
    assert footer.state is FooterState.REFRESHING


def test_indicator_follow_task_starts_and_stops(ctx):
    task = ctx.task()
    spinner = ctx.indicator()
    events = []
    spinner.connect("start-animating", lambda: events.append("start"))
    spinner.connect("stop-animating", lambda: events.append("stop"))
    spinner.follow_task(task, True)  # Suspended: stopped at once
    assert (spinner.animating, events) == (False, ["stop"])
    task.resume()
    ctx.dispatch()
    assert (spinner.animating, events) == (True, ["stop", "start"])
    task.complete(7, "Server said no")  # FAILURE does nothing for an indicator: it stops
    ctx.dispatch()
    assert (spinner.animating, events) == (False, ["stop", "start", "stop"])
    with pytest.raises(rk.InvalidArgumentError):
        spinner.follow_task(task, flags=4)
