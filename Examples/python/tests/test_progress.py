"""B7 progress (1.3) through the binding: reports from Python threads coalesce to one delivery per
task and direction, Progress follows one task or several by byte totals, unknown totals are
indeterminate, completion fills a task, refused binds change nothing."""

import threading

import pytest

import refreshkit as rk
from refreshkit import ProgressDirection


def test_reports_from_a_thread_coalesce_to_the_latest(ctx):
    task = ctx.task()
    seen = []
    task.connect("progress", lambda direction, completed, expected:
                 seen.append((direction, completed, expected)))
    ctx.connect("task-progress", lambda t, direction, completed, expected:
                seen.append(("ctx", t is task, completed)))

    def report():
        for n in range(1, 1001):
            task.set_progress(ProgressDirection.DOWNLOAD, n, 1000)

    worker = threading.Thread(target=report)
    worker.start()
    worker.join()
    assert task.progress(ProgressDirection.DOWNLOAD) == (1000, 1000)
    assert seen == []
    assert ctx.dispatch() == 1
    assert seen == [(ProgressDirection.DOWNLOAD, 1000, 1000), ("ctx", True, 1000)]
    assert isinstance(seen[0][0], ProgressDirection)


def test_a_progress_follows_one_direction_of_a_task(ctx):
    task = ctx.task()
    progress = ctx.progress()
    shown = []
    progress.connect("progress-changed", lambda fraction, animated: shown.append((fraction, animated)))
    progress.connect("indeterminate-changed", lambda ind: shown.append(("ind", ind)))
    task.set_progress(ProgressDirection.UPLOAD, 10, 40)
    ctx.dispatch()
    progress.follow(task, ProgressDirection.UPLOAD, animated=True)
    assert shown == [(0.25, 1)]  # at bind, synchronously
    task.set_progress(ProgressDirection.DOWNLOAD, 1, 2)  # the other direction
    task.set_progress(ProgressDirection.UPLOAD, 20)  # unknown total
    ctx.dispatch()
    assert shown == [(0.25, 1), ("ind", 1)]
    assert progress.indeterminate and progress.fraction == 0.25
    task.set_progress(ProgressDirection.UPLOAD, 30, 40)
    ctx.dispatch()
    assert shown[-2:] == [("ind", 0), (0.75, 1)]
    task.resume()
    task.complete(0)
    ctx.dispatch()
    assert shown[-1] == (1.0, 1)
    with pytest.raises(rk.InvalidStateError):
        task.set_progress(ProgressDirection.UPLOAD, 40, 40)


def test_tasks_combine_by_byte_totals_and_a_refused_bind_changes_nothing(ctx):
    a, b = ctx.task(), ctx.task()
    progress = ctx.progress()
    a.set_progress(ProgressDirection.DOWNLOAD, 100, 100)
    b.set_progress(ProgressDirection.DOWNLOAD, 0, 900)
    progress.follow_all([a, b])
    assert progress.fraction == pytest.approx(0.1)
    with pytest.raises(rk.InvalidArgumentError):
        progress.follow_all([b, b])
    other = rk.Context()
    try:
        with pytest.raises(rk.InvalidHandleError):
            progress.follow_all([b, other.task()])
    finally:
        other.close()
    b.set_progress(ProgressDirection.DOWNLOAD, 400, 900)
    ctx.dispatch()
    assert progress.fraction == pytest.approx(0.5)
    progress.follow_all([])
    b.set_progress(ProgressDirection.DOWNLOAD, 900, 900)
    ctx.dispatch()
    assert progress.fraction == pytest.approx(0.5)


def test_bad_reports_raise(ctx):
    task = ctx.task()
    with pytest.raises(rk.InvalidArgumentError):
        task.set_progress(2, 1, 2)
    with pytest.raises(rk.InvalidArgumentError):
        task.set_progress(ProgressDirection.UPLOAD, -1, 2)
    with pytest.raises(rk.InvalidArgumentError):
        task.set_progress(ProgressDirection.UPLOAD, 1, -2)
    with pytest.raises(rk.InvalidArgumentError):
        ctx.progress().follow(task, ProgressDirection.UPLOAD, animated=2)
    assert rk.progress_direction_name(ProgressDirection.DOWNLOAD) == "download"
    assert rk.kind_name(rk.Kind.PROGRESS) == "progress"
