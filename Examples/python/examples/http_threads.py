#!/usr/bin/env python3
"""Load more with urllib in worker threads: each request is a RefreshKit task reported from its thread.

    python3 Examples/python/examples/http_threads.py http://127.0.0.1:PORT

(a server from Examples/server/rk_http_server.py; with_server.py starts one:
 python3 Examples/server/with_server.py --pages 3 --fail 2 --fail-times 1 -- \
         python3 Examples/python/examples/http_threads.py {url})

The main thread runs the loop: a selector on the context's fd, with the timeout from
Context.next_timeout(), then Context.dispatch(). A scripted finger (on RefreshKit timers) pulls the
list past its end; the footer's "refreshing" trigger -- the signal that starts a load, fired when the
begin animation ends, not the state change to Refreshing -- starts a worker thread that reports to
its task: resume() before urlopen, complete(error_code, message) after it (see listview.py for the
error codes). A spinner follows each task, the activity monitor counts them. The task's "completed"
handler runs on the loop thread at dispatch: it adds the rows and ends the footer's refreshing, with
"No more data" after the last page, or pulls again after a failure (a retry).
"""

import json
import os
import selectors
import sys
import threading
import time
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
try:
    import refreshkit as rk
except ImportError:  # not installed: the package in this source tree
    sys.path.insert(0, os.path.join(HERE, "..", "src"))
    import refreshkit as rk
from listview import ListView, http_error, observe, transport_error  # noqa: E402

GIVE_UP_SECONDS = 25.0  # a liveness bound; a normal run takes about 3 s
MAX_PULLS = 10


def fetch(task, url, record):
    """The worker thread: report the request to its task, leave the result in record."""
    task.resume()
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            record["body"] = json.loads(response.read().decode("utf-8"))
        code, message = 0, None
    except urllib.error.HTTPError as exc:
        code, message = http_error(exc.code, exc.read())
    except urllib.error.URLError as exc:
        reason = exc.reason if isinstance(exc.reason, OSError) else OSError(str(exc.reason))
        code, message = transport_error(reason)
    except OSError as exc:
        code, message = transport_error(exc)
    # The record is written before complete(): the handler reads it at the dispatch that
    # delivers this completion, which the context's queue orders after this thread's writes.
    task.complete(code, message)


def run(base_url, say=print):
    """Pulls until there is no more data; returns a summary (dict) of what happened."""
    summary = {"requests": [], "events": [], "footer": [], "monitor": [], "rows": 0,
               "threads": []}
    with rk.Context() as ctx:
        footer, spinner = ctx.footer(), ctx.indicator()
        view = ListView(footer)
        observe(ctx, footer, summary, say)
        state = {"page": 1, "pulls": 0, "done": False, "tasks": []}

        # -- the finger --

        def pull():
            state["pulls"] += 1
            if state["pulls"] > MAX_PULLS:
                raise RuntimeError("still no NoMoreData after %d pulls" % MAX_PULLS)
            for i, (offset_y, dragging) in enumerate(view.pull_steps()):
                ctx.call_later(0.016 * (i + 1), lambda y=offset_y, d=dragging: view.move(y, d))

        # -- a load --

        current = {"record": None}  # the request the spinner follows

        def spinner_log(text):
            if current["record"] is not None:
                current["record"]["events"].append(text)

        spinner.connect("start-animating", lambda: spinner_log("spinner on"))
        spinner.connect("stop-animating", lambda: spinner_log("spinner off"))

        def on_refreshing():
            page = state["page"]
            say('"refreshing": loading page %d' % page)
            task = ctx.task()
            record = {"page": page, "events": []}
            summary["events"].append(record["events"])
            task.connect("resumed", lambda: record["events"].append("resumed"))
            task.connect("completed", lambda code, message: on_completed(record, code, message))
            current["record"] = None  # the bind's own "stop-animating" is not the request's
            spinner.follow(task)
            current["record"] = record
            # The previous request's task is done with: every signal of it was delivered.
            for old in state["tasks"]:
                old.close()
            state["tasks"] = [task]
            url = "%s/items?page=%d" % (base_url, page)

            def worker():
                summary["threads"].append(threading.current_thread().name)
                fetch(task, url, record)

            threading.Thread(target=worker, name="load-page-%d-%d" % (page, state["pulls"])).start()

        def on_completed(record, code, message):  # the loop thread, at dispatch
            record["events"].append("completed %d" % code + (" %r" % message if message else ""))
            summary["requests"].append((record["page"], code))
            if code != 0:
                say("page %d failed: %d %s" % (record["page"], code, message))
                footer.end_refreshing(lambda finished: finished and pull())  # and try again
                return
            body = record["body"]
            view.add_rows(len(body["items"]))
            say("page %d: %d items%s" % (body["page"], len(body["items"]),
                                         ", the last page" if body["last"] else ""))
            state["page"] += 1
            if body["last"]:
                footer.end_refreshing_with_no_more_data(lambda finished: state.update(done=True))
            else:
                footer.end_refreshing(lambda finished: finished and pull())

        footer.connect("refreshing", on_refreshing)

        # -- the loop --
        pull()
        selector = selectors.DefaultSelector()
        selector.register(ctx.fd(), selectors.EVENT_READ)
        give_up = time.monotonic() + GIVE_UP_SECONDS
        try:
            while not (state["done"] and not ctx.activity_monitor.visible
                       and ctx.activity_monitor.state is rk.ActivityState.NOT_ACTIVE):
                left = give_up - time.monotonic()
                if left <= 0:
                    raise RuntimeError("still loading after %g s" % GIVE_UP_SECONDS)
                # Sleep until the fd is readable or the next deadline (None: nothing scheduled).
                timeout = ctx.next_timeout()
                selector.select(left if timeout is None else min(timeout, left))
                ctx.dispatch()
        finally:
            selector.close()
        summary["rows"] = view.rows
        summary["state"] = footer.state
        summary["label"] = footer.label
    return summary


def main(argv):
    if len(argv) != 2 or not argv[1].startswith("http://127.0.0.1:"):
        sys.stderr.write("usage: http_threads.py http://127.0.0.1:PORT\n")
        return 2
    summary = run(argv[1].rstrip("/"), say=lambda text: print("http_threads: " + text, flush=True))
    print("http_threads: requests %s" % " ".join("%d:%d" % r for r in summary["requests"]))
    print("http_threads: footer %s" % " > ".join(summary["footer"]))
    for events in summary["events"]:
        print("http_threads: request: %s" % " > ".join(events))
    print("http_threads: monitor %s" % " > ".join(summary["monitor"]))
    ok = summary["state"] is rk.FooterState.NO_MORE_DATA and summary["requests"][-1][1] == 0
    print("http_threads: %s (%d rows, footer %s, %d requests reported from threads %s)" % (
        "ok" if ok else "FAILED", summary["rows"], rk.FooterState(summary["state"]).name,
        len(summary["requests"]), ", ".join(summary["threads"])))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
