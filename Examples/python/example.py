#!/usr/bin/env python3
"""A tiny RefreshKit host in Python: a footer pull-up on a fake clock, printing its timeline.

The "scroll view" is a few numbers; the user drags past the trigger and lets go, the footer asks
for an inset and an offset (which the host applies), fires "refreshing" after the 0.25 s
animation, the host "loads" 20 rows for 1.2 s, and ends the refresh; the second load finds no
more data.

    python3 Examples/python/example.py            (from the repository, after cmake --build build)
    RK_LIBRARY=/path/to/librefreshkit.so.1 python3 example.py
"""

import os
import sys

try:
    import refreshkit as rk
except ImportError:  # run from the repository without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "src"))
    import refreshkit as rk


def main() -> int:
    clock = rk.FakeClock(0.0)
    with rk.Context() as ctx:
        ctx.set_clock(clock)
        footer = ctx.footer()
        view = {"metrics": rk.ScrollMetrics(viewport_width=375, viewport_height=600,
                                            content_height=1000, inset_top=64, offset_y=-64),
                "rows": 20, "loads": 0}

        def say(what: str) -> None:
            print("t=%5.2fs  %s" % (clock.now, what))

        def on_inset(bottom: float, duration: float) -> None:
            say("inset     bottom -> %g over %gs" % (bottom, duration))
            view["metrics"] = view["metrics"].replace(inset_bottom=bottom)

        def on_offset(offset_y: float, duration: float) -> None:
            say("offset    y -> %g over %gs" % (offset_y, duration))
            view["metrics"] = view["metrics"].replace(offset_y=offset_y)

        def on_refreshing() -> None:
            say("refreshing: load more now")
            view["loads"] += 1
            ctx.call_later(1.2, loaded)

        def loaded() -> None:
            if view["loads"] == 1:
                view["rows"] += 20
                say("loaded 20 rows (now %d)" % view["rows"])
                footer.set_data_count(view["rows"])
                view["metrics"] = view["metrics"].replace(content_height=1880)
                footer.set_metrics(view["metrics"])
                footer.end_refreshing(lambda finished: say("end completion (finished=%s)" % finished))
            else:
                say("nothing more to load")
                footer.end_refreshing_with_no_more_data()

        footer.connect("state-changed", lambda state, old: say("state     %s -> %s" % (
            rk.FooterState(old).name, rk.FooterState(state).name)))
        footer.connect("pulling-percent", lambda p: say("percent   %.2f" % p))
        footer.connect("label-changed", lambda text: say("label     %r" % text))
        footer.connect("inset-requested", on_inset)
        footer.connect("offset-requested", on_offset)
        footer.connect("refreshing", on_refreshing)
        footer.set_data_count(view["rows"])

        def scroll(y: float, dragging: bool) -> None:
            view["metrics"] = view["metrics"].replace(offset_y=y, dragging=dragging)
            footer.set_metrics(view["metrics"])

        def run_until(t: float) -> None:
            """Sleep on the fake clock: jump to each timer's deadline and dispatch."""
            while True:
                timeout = ctx.next_timeout()
                if timeout is None or clock.now + timeout > t:
                    break
                clock.now += timeout
                ctx.dispatch()
            clock.now = t

        footer.set_metrics(view["metrics"])
        g = footer.geometry
        say("ready: trigger at offset %g (footer %g pt tall)" % (g.trigger_offset, g.height))
        for y in (420, 440, 452):
            scroll(y, True)
            clock.advance(0.05)
        scroll(450, False)  # the finger lifts past the trigger
        run_until(3.0)

        say("--- the user pulls again")
        top = view["metrics"].content_height - 600 + 44  # happen offset + h for the new content
        scroll(top + 10, True)
        scroll(top + 10, False)
        run_until(6.0)
        say("final state %s, label %r" % (footer.state.name, footer.label))
        assert footer.state is rk.FooterState.NO_MORE_DATA
    return 0


if __name__ == "__main__":
    sys.exit(main())
