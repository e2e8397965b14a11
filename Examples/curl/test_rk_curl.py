#!/usr/bin/env python3
"""ctest curl_example: run rk-curl against a fresh rk_http_server and check what it printed.

    python3 test_rk_curl.py PATH/TO/rk-curl [WRAPPER ...]

WRAPPER, if given, is a command that runs rk-curl (valgrind and its options, for instance).

The server serves 3 pages of 10 items and fails page 2 (HTTP 500); /items answers after 0.1 s, so the
page transfers overlap the streams. Checked: the exit status, each transfer's events in order (task
signals and its spinner), the activity monitor's visibility changes, the context-wide completions,
the download's progress bar (B7: drawn at several rising fractions from real transfer progress,
ending at 100%), the footer's failure and retry (F17, F18: a load against /status?code=503 ends Failed
with "HTTP 503: ..." as the label, rk_component_retry's load against a page that works ends Idle), the
search header's cancelled loads (1.5: a load on an endless stream superseded by
rk_component_restart_load, then one cancelled by rk_component_cancel_load; each "load-cancelled" with
its reason, its transfer aborted, the restart's load ended Idle), the final "ok" line, and that the
server stopped cleanly.

"Aborted" is checked from the server's side: it records every response a client closed its
connection on before the last byte (GET /closed), and exactly the three endless streams must be
there: the user-cancelled transfer and the search's loads 1 and 3, each cut short. A host that
only forgot the load and let its transfer run would leave the stream open, its pump would never
see the search's requests done, and it would fail instead of printing the ok line.
"""

import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "server"))
import with_server  # noqa: E402

EXPECTED = [
    ("page 1", "resumed > spinner on > completed 0 > spinner off"),
    ("page 2", 'resumed > spinner on > completed 500 "HTTP 500: page 2 failed (the server was told '
               'to fail it)" > spinner off'),
    ("page 3", "resumed > spinner on > completed 0 > spinner off"),
    ("paused stream", "resumed > spinner on > suspended > spinner off > resumed > spinner on > "
                      "completed 0 > spinner off"),
    ("cancelled stream", 'resumed > spinner on > canceled > spinner off > completed 1042 "cancelled '
                         'by the user" > spinner off'),
    ("download", "resumed > spinner on > completed 0 > spinner off"),
    ("monitor", "shown > hidden"),
    # F17/F18: the footer's load against /status?code=503 fails, the retry's load succeeds.
    ("footer", "Refreshing > load 1 > Failed > Refreshing > load 2 > Idle"),
    # 1.5: load 1 superseded by a restart (load 2 ends normally), load 3 cancelled by the host.
    ("search", "Refreshing > load 1 > cancelled 1 superseded > load 2 > Idle > Refreshing > load 3 > Idle > "
               "cancelled 3 host"),
]

# The endless streams (GET /bytes, 100,000,000 bytes at 1,000 per 0.05 s): every one must have been
# closed by the client mid-response, and nothing else.
SLOW = "/bytes?n=100000000&chunk=1000&interval=0.05"
CLOSED = [SLOW, SLOW + "&load=1", SLOW + "&load=3"]
# The server notices a close at once; this only bounds the wait for its handler thread's record.
CLOSED_WAIT_SECONDS = 10.0

# What the host printed for the cancelled loads, and the restart's load ending normally.
SEARCH_LINES = [
    "rk-curl: search load 1 cancelled (superseded): transfer aborted after ",
    "rk-curl: search load 2: http://127.0.0.1:%d/items?page=1 -> 0",
    "rk-curl: search load 3 cancelled (host): transfer aborted after ",
]


def closed_by_clients(port, want):
    """The server's record of responses cut short by their client, once it holds `want` (or when
    the wait runs out: the record as it is then)."""
    deadline = time.monotonic() + CLOSED_WAIT_SECONDS
    while True:
        with urllib.request.urlopen("http://127.0.0.1:%d/closed" % port, timeout=10) as reply:
            closed = json.load(reply)["closed"]
        if sorted(c["path"] for c in closed) == sorted(want) or time.monotonic() > deadline:
            return closed
        time.sleep(0.05)

# The footer's label after each load, in this order, between the summary and the ok line.
FOOTER_LABELS = [
    'rk-curl: footer Failed: "HTTP 503: the server answers 503 here (asked for by /status)"',
    'rk-curl: footer Idle: "Pull up to load more"',
]


def main(argv):
    if len(argv) < 2:
        sys.stderr.write("usage: test_rk_curl.py PATH/TO/rk-curl [WRAPPER ...]\n")
        return 2
    binary, wrapper = argv[1], argv[2:]
    with tempfile.TemporaryDirectory(prefix="rk_curl_") as workdir:
        server, port = with_server.start_server(["--pages", "3", "--fail", "2", "--delay", "0.1"], workdir)
        try:
            run = subprocess.run(wrapper + [binary, "http://127.0.0.1:%d" % port, "--verbose"],
                                 capture_output=True, text=True, timeout=240 if wrapper else 50)
            closed = closed_by_clients(port, CLOSED)
        finally:
            stopped = with_server.stop_server(server)
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr)
    problems = []
    if run.returncode != 0:
        problems.append("rk-curl exited with status %d" % run.returncode)
    lines = run.stdout.splitlines()
    results = {}
    for line in lines:
        name, colon, rest = line[len("rk-curl: "):].partition(": ")
        if line.startswith("rk-curl: ") and colon and rest.startswith(" "):  # the padded summary
            results[name.strip()] = rest.strip()
    for name, events in EXPECTED:
        if results.get(name) != events:
            problems.append("%s: printed %r, expected %r" % (name, results.get(name), events))
    # Completion order is the network's, so only the set is fixed.
    completions = set(results.get("task-completed", "").split(" > "))
    want = {"page 1 0", "page 2 500", "page 3 0", "paused stream 0", "cancelled stream 1042", "download 0"}
    if completions != want:
        problems.append("task-completed named %r, expected %r" % (sorted(completions), sorted(want)))
    # The pause happened before the stream ended, and the cancel after some bytes.
    if not any(l.startswith("rk-curl: paused stream paused at ") for l in lines):
        problems.append("no 'paused at' line")
    if not any(l.startswith("rk-curl: cancelled stream cancelled after ") for l in lines):
        problems.append("no 'cancelled after' line")
    # B7: the download's bar was drawn at several fractions, rising, and ended full.
    drawn = [l for l in lines if l.startswith("rk-curl: download progress [")]
    percents = [int(l.rsplit("]", 1)[1].strip().rstrip("%")) for l in drawn]
    if len(drawn) < 4 or percents != sorted(percents) or percents[-1] != 100:
        problems.append("the download bar was drawn at %r, expected several rising steps ending at 100" % percents)
    if not any(l.startswith("rk-curl: download reports: ") for l in lines):
        problems.append("no 'download reports' line")
    # The failing request went to the 503 URL and the retry's to a page that works, in that order.
    order = [l for l in lines if l in FOOTER_LABELS
             or (l.startswith("rk-curl: footer load ") and ("/status?code=503 -> 503" in l or "/items?page=1 -> 0" in l))]
    want_order = ["load 1 503", FOOTER_LABELS[0], "load 2 ok", FOOTER_LABELS[1]]
    got_order = [("load %s 503" % l.split()[3].rstrip(":")) if l.endswith("-> 503")
                 else ("load %s ok" % l.split()[3].rstrip(":")) if l.endswith("-> 0") else l for l in order]
    if got_order != want_order:
        problems.append("the footer's failure and retry printed %r, expected %r" % (got_order, want_order))
    # 1.5: each cancelled load's transfer was aborted, as the host says and as the server saw.
    for want_line in SEARCH_LINES:
        prefix = want_line % port if "%d" in want_line else want_line
        if not any(l.startswith(prefix) for l in lines):
            problems.append("no line starting %r" % prefix)
    paths = sorted(c["path"] for c in closed)
    if paths != sorted(CLOSED):
        problems.append("the server saw clients close %r mid-response, expected %r" % (paths, sorted(CLOSED)))
    for c in closed:
        if not 0 < c["sent"] < c["length"]:
            problems.append("%s was closed after %d of %d bytes, expected mid-response" % (c["path"], c["sent"], c["length"]))
    if not lines or not lines[-1].startswith("rk-curl: ok ("):
        problems.append("the last line is not rk-curl's ok line")
    if stopped != 0:
        problems.append("the test server did not exit cleanly (status %r)" % stopped)
    for p in problems:
        print("test_rk_curl: FAIL: " + p)
    if not problems:
        print("test_rk_curl: ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
