"""The Python HTTP examples (Examples/python/examples), run against a real rk_http_server on
127.0.0.1: every page request is a RefreshKit task, reported from worker threads (http_threads) or
from asyncio (http_asyncio). The server fails page 2 once (HTTP 500), so each example retries it.

Checked: the requests and their error codes, each request's events in order (the task's signals and
the spinner that follows it), the footer's states, the rows, and that the activity monitor's changes
alternate and end hidden (whether it shows at all depends on the machine's speed, so not that).
"""

import importlib.util
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import refreshkit as rk

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parent / "examples"
SERVER_DIR = HERE.parents[1] / "server"
sys.path.insert(0, str(SERVER_DIR))
import with_server  # noqa: E402

SERVER_OPTIONS = ["--pages", "3", "--page-size", "10", "--fail", "2", "--fail-times", "1",
                  "--delay", "0.05"]
PAGE_OK = ["resumed", "spinner on", "completed 0", "spinner off"]
PAGE_500 = ["resumed", "spinner on",
            "completed 500 'HTTP 500: page 2 failed (the server was told to fail it)'",
            "spinner off"]
FOOTER = ["PULLING", "REFRESHING", "IDLE"] * 3 + ["PULLING", "REFRESHING", "NO_MORE_DATA"]


def load(name):
    spec = importlib.util.spec_from_file_location("rk_example_" + name, EXAMPLES / (name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def server():
    with tempfile.TemporaryDirectory(prefix="rk_http_examples_") as workdir:
        proc, port = with_server.start_server(SERVER_OPTIONS, workdir)
        try:
            yield "http://127.0.0.1:%d" % port
        finally:
            assert with_server.stop_server(proc) == 0


def check_monitor(changes):
    # Whether it shows for a request depends on how long that request takes on this machine.
    assert changes == ["shown", "hidden"] * (len(changes) // 2)


def test_http_threads_reports_each_request_from_its_worker_thread(server):
    example = load("http_threads")
    lines = []
    summary = example.run(server, say=lines.append)
    assert summary["requests"] == [(1, 0), (2, 500), (2, 0), (3, 0)]
    assert summary["events"] == [PAGE_OK, PAGE_500, PAGE_OK, PAGE_OK]
    assert summary["footer"] == FOOTER
    assert summary["rows"] == 20 + 30
    assert summary["state"] is rk.FooterState.NO_MORE_DATA
    assert summary["label"] == "No more data"
    # Every request was reported by its own worker thread, none by the loop's.
    assert summary["threads"] == ["load-page-1-1", "load-page-2-2", "load-page-2-3", "load-page-3-4"]
    check_monitor(summary["monitor"])
    assert lines.count('"refreshing": loading page 2') == 2


def test_http_asyncio_loads_pages_and_cancels_a_download(server):
    import asyncio
    example = load("http_asyncio")
    lines = []
    summary = asyncio.run(example.run(server, say=lines.append))
    assert summary["requests"] == [(1, 0), (2, 500), (2, 0), (3, 0)]
    assert summary["events"] == [("page 1", PAGE_OK), ("page 2", PAGE_500), ("page 2", PAGE_OK),
                                 ("page 3", PAGE_OK),
                                 ("download", ["resumed", "spinner on", "canceled", "spinner off",
                                               "completed 1999 'cancelled'", "spinner off"])]
    assert summary["footer"] == FOOTER
    assert summary["rows"] == 50
    assert summary["state"] is rk.FooterState.NO_MORE_DATA
    check_monitor(summary["monitor"])
    assert "download started; the user cancels it" in lines


@pytest.mark.parametrize("name", ["http_threads", "http_asyncio"])
def test_the_examples_run_as_programs(name, server):
    result = subprocess.run([sys.executable, str(EXAMPLES / (name + ".py")), server],
                            capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    assert result.returncode == 0, result.stdout + result.stderr
    last = result.stdout.splitlines()[-1]
    assert last.startswith("%s: ok (50 rows, footer NO_MORE_DATA, 4 " % name), last
    assert "%s: requests 1:0 2:500 2:0 3:0" % name in result.stdout


def test_an_example_refuses_a_url_that_is_not_loopback():
    result = subprocess.run([sys.executable, str(EXAMPLES / "http_threads.py"), "http://example.org"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "usage" in result.stderr
