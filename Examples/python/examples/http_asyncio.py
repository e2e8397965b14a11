#!/usr/bin/env python3
"""Load more in asyncio: HTTP over raw asyncio streams, RefreshKit attached with refreshkit.aio.

    python3 Examples/python/examples/http_asyncio.py http://127.0.0.1:PORT

(a server from Examples/server/rk_http_server.py; with_server.py starts one:
 python3 Examples/server/with_server.py --pages 3 --fail 2 --fail-times 1 -- \
         python3 Examples/python/examples/http_asyncio.py {url})

One thread, one asyncio loop. refreshkit.aio.attach() puts the context in the loop (its fd through
add_reader, its timers through call_at). A scripted finger pulls the list past its end (coroutine
steps calling Footer.set_metrics); the footer's "refreshing" trigger -- fired when the begin
animation ends, not at the state change -- starts the load as an asyncio task. Each load is a
RefreshKit task that a spinner follows: resume() when the request starts, complete(error_code,
message) when the response is in (error codes: listview.py). After the last page the footer shows
"No more data" (awaited with aio.wait_for_state). Then a large download starts and the user cancels
it: asyncio's Task.cancel() becomes task.cancel() and complete(CANCELLED, "cancelled").
"""

import asyncio
import json
import os
import sys
from urllib.parse import urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
try:
    import refreshkit as rk
except ImportError:  # not installed: the package in this source tree
    sys.path.insert(0, os.path.join(HERE, "..", "src"))
    import refreshkit as rk
from refreshkit import aio  # noqa: E402
from listview import CANCELLED, ListView, http_error, observe, transport_error  # noqa: E402

GIVE_UP_SECONDS = 25.0  # a liveness bound for each wait; a normal run takes about 3 s
MAX_PULLS = 10


async def http_get(host, port, path, on_first_bytes=None):
    """GET path over a raw asyncio stream (HTTP/1.0: the server closes after its answer).
    Returns (status, body). on_first_bytes() is called when the first body bytes arrive."""
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(("GET %s HTTP/1.0\r\nHost: %s\r\n\r\n" % (path, host)).encode("ascii"))
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        body = b""
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                return status, body
            if not body and on_first_bytes is not None:
                on_first_bytes()
            body += chunk
    finally:
        writer.close()


async def run(base_url, say=print):
    """Pulls until there is no more data, then cancels a download; returns a summary (dict)."""
    url = urlsplit(base_url)
    host, port = url.hostname, url.port
    summary = {"requests": [], "events": [], "footer": [], "monitor": []}
    loop = asyncio.get_running_loop()
    with rk.Context() as ctx, aio.attach(ctx):
        footer, spinner = ctx.footer(), ctx.indicator()
        view = ListView(footer)
        observe(ctx, footer, summary, say)

        current = {"events": None}  # the request the spinner follows
        spinner.connect("start-animating", lambda: current["events"] is not None and
                        current["events"].append("spinner on"))
        spinner.connect("stop-animating", lambda: current["events"] is not None and
                        current["events"].append("spinner off"))

        def new_task(name):
            """A RefreshKit task for one request, its events logged, the spinner following it."""
            task = ctx.task()
            events = []
            summary["events"].append((name, events))
            task.connect("resumed", lambda: events.append("resumed"))
            task.connect("canceled", lambda: events.append("canceled"))
            task.connect("completed", lambda code, message: events.append(
                "completed %d" % code + (" %r" % message if message else "")))
            current["events"] = None  # the bind's own "stop-animating" is not the request's
            spinner.follow(task)
            current["events"] = events
            return task

        # -- a page: started by the "refreshing" trigger --

        state = {"page": 1, "loads": []}

        async def load_page(page):
            task = new_task("page %d" % page)
            task.resume()
            try:
                status, body = await http_get(host, port, "/items?page=%d" % page)
            except OSError as exc:
                code, message = transport_error(exc)
                status, body = None, b""
            else:
                code, message = (0, None) if status == 200 else http_error(status, body)
            summary["requests"].append((page, code))
            task.complete(code, message)
            if code != 0:
                say("page %d failed: %d %s" % (page, code, message))
                return False, None
            data = json.loads(body.decode("utf-8"))
            view.add_rows(len(data["items"]))
            say("page %d: %d items%s" % (page, len(data["items"]),
                                         ", the last page" if data["last"] else ""))
            state["page"] += 1
            return True, data["last"]

        def on_refreshing():
            say('"refreshing": loading page %d' % state["page"])
            state["loads"].append(asyncio.ensure_future(load_page(state["page"])))

        footer.connect("refreshing", on_refreshing)

        async def pull():
            """The finger: drag past the trigger and lift, one move per frame."""
            for offset_y, dragging in view.pull_steps():
                await asyncio.sleep(0.016)
                view.move(offset_y, dragging)

        async def end(method):
            done = loop.create_future()
            method(lambda finished: done.done() or done.set_result(finished))
            return await asyncio.wait_for(done, GIVE_UP_SECONDS)

        for _ in range(MAX_PULLS):
            loads = len(state["loads"])
            await pull()
            # The release started the begin animation; its end fires "refreshing", which starts
            # the load. Nothing else happens in the loop meanwhile.
            await aio.wait_for_signal(footer, "refreshing", timeout=GIVE_UP_SECONDS)
            assert len(state["loads"]) == loads + 1
            ok, last = await asyncio.wait_for(state["loads"][-1], GIVE_UP_SECONDS)
            if ok and last:
                await end(footer.end_refreshing_with_no_more_data)
                break
            await end(footer.end_refreshing)  # after a failure: pull again (a retry)
        await aio.wait_for_state(footer, rk.FooterState.NO_MORE_DATA, timeout=GIVE_UP_SECONDS)

        # -- a download the user cancels --

        download = new_task("download")
        first_bytes = loop.create_future()

        async def fetch_download():
            download.resume()
            try:
                status, body = await http_get(host, port, "/bytes?n=100000000&chunk=1000&interval=0.05",
                                              lambda: first_bytes.done() or first_bytes.set_result(None))
            except asyncio.CancelledError:
                download.cancel()
                download.complete(CANCELLED, "cancelled")
                raise
            download.complete(*((0, None) if status == 200 else http_error(status, body)))

        job = asyncio.ensure_future(fetch_download())
        await asyncio.wait_for(first_bytes, GIVE_UP_SECONDS)
        say("download started; the user cancels it")
        job.cancel()
        try:
            await job
        except asyncio.CancelledError:
            pass
        # Returns once the completion has reached every observer: the spinner, the monitor.
        await aio.wait_for_state(download, rk.TaskState.COMPLETED, timeout=GIVE_UP_SECONDS)
        assert not spinner.animating
        # The monitor hides after its completion delay, if it had shown for the download.
        if ctx.activity_monitor.visible:
            await aio.wait_for_signal(ctx, "activity-visibility-changed", timeout=GIVE_UP_SECONDS,
                                      predicate=lambda visible: not visible)
        summary["rows"] = view.rows
        summary["state"] = footer.state
    return summary


def main(argv):
    if len(argv) != 2 or not argv[1].startswith("http://127.0.0.1:"):
        sys.stderr.write("usage: http_asyncio.py http://127.0.0.1:PORT\n")
        return 2
    summary = asyncio.run(run(argv[1].rstrip("/"),
                              say=lambda text: print("http_asyncio: " + text, flush=True)))
    print("http_asyncio: requests %s" % " ".join("%d:%d" % r for r in summary["requests"]))
    print("http_asyncio: footer %s" % " > ".join(summary["footer"]))
    for name, events in summary["events"]:
        print("http_asyncio: %s: %s" % (name, " > ".join(events)))
    print("http_asyncio: monitor %s" % " > ".join(summary["monitor"]))
    ok = summary["state"] is rk.FooterState.NO_MORE_DATA and summary["requests"][-1][1] == 0
    print("http_asyncio: %s (%d rows, footer %s, %d page requests, a download cancelled)" % (
        "ok" if ok else "FAILED", summary["rows"], rk.FooterState(summary["state"]).name,
        len(summary["requests"])))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
