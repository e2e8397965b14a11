#!/usr/bin/env python3
"""ctest curl_example: run rk-curl against a fresh rk_http_server and check what it printed.

    python3 test_rk_curl.py PATH/TO/rk-curl [WRAPPER ...]

WRAPPER, if given, is a command that runs rk-curl (valgrind and its options, for instance).

The server serves 3 pages of 10 items and fails page 2 (HTTP 500); /items answers after 0.1 s, so the
page transfers overlap the streams. Checked: the exit status, each transfer's events in order (task
signals and its spinner), the activity monitor's visibility changes, the context-wide completions,
the download's progress bar (B7: drawn at several rising fractions from real transfer progress,
ending at 100%), the footer's failure and retry (F17, F18: a load against /status?code=503 ends Failed
with "HTTP 503: ..." as the label, rk_component_retry's load against a page that works ends Idle), the final "ok" line, and that the server stopped cleanly.
"""

import os
import subprocess
import sys
import tempfile

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
]

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
