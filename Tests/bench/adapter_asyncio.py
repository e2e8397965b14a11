"""The asyncio adapter's cost per loop iteration (refreshkit.aio), beside a bare poll loop doing the
same wake in the same run: the Python side of Tests/bench/cases_adapters.c.

    python3 Tests/bench/adapter_asyncio.py [--reps R]     the table (Markdown): interleaved
                                                          repetitions, ns/op median and spread
    python3 Tests/bench/adapter_asyncio.py --case NAME --n N
                                                          one case N times, for callgrind.sh
                                                          (instructions: I(3N) - I(N) over 2N)
    python3 Tests/bench/adapter_asyncio.py --smoke        every case with a tiny N
    python3 Tests/bench/adapter_asyncio.py --list         the cases, as rk-bench --list prints them

The library is $RK_LIBRARY (run.sh and callgrind.sh set it to the one they measure); the binding
comes from Examples/python/src. One operation is one wake of an idle loop: Context.post (the fd
becomes readable), then one loop iteration that sees the fd, dispatches (the work runs and counts)
and learns the next deadline:

    asyncio.poll     the bare loop a Python host would write: next_timeout(), select.poll on the fd,
                     dispatch()
    asyncio.adapter  one iteration of an asyncio event loop (the default selector loop, epoll) with
                     refreshkit.aio attached: loop._run_once(), the body of run_forever() (CPython's
                     BaseEventLoop; there is no public "run one iteration"), which selects, runs the
                     adapter's reader (dispatch, then the deadline re-armed from next_timeout())

The work is the same function on both sides; both pay the binding's ctypes calls. What the adapter
adds is asyncio.adapter minus asyncio.poll.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import select
import statistics
import sys
import time

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, "..", "..", "Examples", "python", "src"))

import refreshkit as rk  # noqa: E402
from refreshkit import aio  # noqa: E402

GROUP = ("loop adapters, Python: one wake of an idle loop (Context.post, then one iteration: the fd, "
         "dispatch(), the next deadline)")


class Case:
    """One case: setup() before, run(n) proves n wakes ran their work, teardown() after."""

    name = ""
    what = ""
    peer = "-"
    n_time = 20000
    n_smoke = 50
    n_callgrind = 2000

    def __init__(self) -> None:
        self.ctx = rk.Context()
        self.fd = self.ctx.fd()
        self.ran = 0

    def work(self) -> None:
        self.ran += 1

    def run(self, n: int) -> None:
        self.ran = 0
        self.iterations(n)
        if self.ran != n:
            raise RuntimeError("%s: %d wakes, %d works ran" % (self.name, n, self.ran))

    def iterations(self, n: int) -> None:
        raise NotImplementedError

    def teardown(self) -> None:
        self.ctx.close()


class BarePoll(Case):
    name = "asyncio.poll"
    what = "bare loop: next_timeout(), select.poll, dispatch()"

    def __init__(self) -> None:
        super().__init__()
        self.poller = select.poll()
        self.poller.register(self.fd, select.POLLIN)

    def iterations(self, n: int) -> None:
        ctx, poller, work = self.ctx, self.poller, self.work
        for _ in range(n):
            ctx.post(work)
            seconds = ctx.next_timeout()
            # Milliseconds rounded up, as the adapters do (no timer here: None, no limit).
            if poller.poll(None if seconds is None else math.ceil(seconds * 1000)):
                ctx.dispatch()


class AsyncioAdapter(Case):
    name = "asyncio.adapter"
    what = "one asyncio loop iteration (_run_once) with refreshkit.aio attached"
    peer = "asyncio.poll"

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        if not hasattr(self.loop, "_run_once"):
            raise RuntimeError("this asyncio loop has no _run_once (CPython's BaseEventLoop)")
        self.source = aio.attach(self.ctx, self.loop)

    def iterations(self, n: int) -> None:
        ctx, loop, work = self.ctx, self.loop, self.work
        for _ in range(n):
            ctx.post(work)
            loop._run_once()

    def teardown(self) -> None:
        self.source.detach()
        self.loop.close()
        super().teardown()


CASES = [BarePoll, AsyncioAdapter]


def find(name: str):
    for case in CASES:
        if case.name == name:
            return case
    raise SystemExit("adapter_asyncio.py: no case named %s (see --list)" % name)


def one(name: str, n: int) -> int:
    case = find(name)()
    try:
        case.run(case.n_smoke)  # warm-up: first calls, the binding's lazily made callbacks
        case.run(n)
    finally:
        case.teardown()
    # As rk-bench --case prints it (no allocation count: Python's allocator is its own).
    print("%s n=%d ops=%d wakeups=0" % (name, n, n))
    return 0


def smoke() -> int:
    failed = 0
    for cls in CASES:
        try:
            case = cls()
            try:
                start = time.perf_counter_ns()
                case.run(cls.n_smoke)
                elapsed = time.perf_counter_ns() - start
            finally:
                case.teardown()
            print("ok   %-32s %10.1f ns/op (n=%d)" % (cls.name, elapsed / cls.n_smoke, cls.n_smoke))
        except Exception as exc:  # report every case, then fail
            print("FAIL %s: %s" % (cls.name, exc))
            failed += 1
    print("%d passed, %d failed" % (len(CASES) - failed, failed))
    return 1 if failed else 0


def table(reps: int) -> int:
    cases = [cls() for cls in CASES]
    samples = {case.name: [] for case in cases}
    try:
        for case in cases:
            case.run(max(case.n_time // 10, 1))
        for rep in range(reps):
            order = cases if rep % 2 == 0 else list(reversed(cases))
            for case in order:
                start = time.perf_counter_ns()
                case.run(case.n_time)
                samples[case.name].append((time.perf_counter_ns() - start) / case.n_time)
    finally:
        for case in cases:
            case.teardown()
    medians = {name: statistics.median(values) for name, values in samples.items()}
    print("**%s** (%s, %d interleaved repetitions)" % (GROUP, sys.version.split()[0], reps))
    print()
    print("| case | what | ns/op median | spread (min-max) | vs peers |")
    print("|---|---|---:|---:|---|")
    for case in cases:
        values = samples[case.name]
        versus = ""
        if case.peer != "-":
            peer = medians[case.peer]
            versus = "%.2fx (%+.0f ns) %s" % (medians[case.name] / peer, medians[case.name] - peer, case.peer)
        print("| %s | %s | %.0f | %.0f-%.0f | %s |" % (case.name, case.what, medians[case.name], min(values),
                                                       max(values), versus))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--case")
    parser.add_argument("--n", type=int)
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    if args.list:
        for case in CASES:
            print("\t".join([case.name, GROUP, str(case.n_callgrind), case.peer, case.what]))
        return 0
    if args.smoke:
        return smoke()
    if args.case:
        if not args.n:
            parser.error("--case needs --n")
        return one(args.case, args.n)
    return table(args.reps)


if __name__ == "__main__":
    sys.exit(main())
