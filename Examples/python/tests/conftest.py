"""Fixtures for the binding's tests: the package from this source tree, a context on a fake clock,
and a host double for the footer (a scroll view that applies the footer's requests and logs every
signal as a short string, like Tests/c/components/test_footer_fixture.c does)."""

import gc
import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SRC = HERE.parent / "src"
# Test this source tree, not an installed copy.
sys.path.insert(0, str(SRC))

import refreshkit as rk  # noqa: E402

REPO = HERE.parents[2]
HEADER = REPO / "Include" / "refreshkit.h"


@pytest.fixture
def clock():
    return rk.FakeClock(1000.0)


@pytest.fixture
def ctx(clock):
    context = rk.Context()
    context.set_clock(clock)
    yield context
    context.close()
    assert context._callback_count() == 0


# Event kinds the sequences compare by default (layout passes and measuring are checked apart).
DEFAULT_KINDS = {"state", "pct", "frame", "gif", "inset", "offset", "alpha", "label", "refreshing",
                 "done"}


class Host:
    """A scroll view and its footer. Every footer signal appends a string to self.events."""

    def __init__(self, ctx, clock, footer, char_width=6.0):
        self.ctx = ctx
        self.clock = clock
        self.footer = footer
        self.char_width = char_width
        self.apply_requests = True
        self.events = []
        self.mark = 0
        self.m = rk.ScrollMetrics()
        log = self.events.append
        footer.connect("state-changed", lambda s, old: log("state:%d<%d" % (s, old)))
        footer.connect("pulling-percent", lambda p: log("pct:%g" % p))
        footer.connect("frame-changed", lambda image, index: log("frame:%d/%d" % (image, index)))
        footer.connect("gif-visibility", lambda visible: log("gif:%d" % visible))
        footer.connect("layout-changed", lambda *v: log(
            "layout:%g,%g,%g,%g|%g,%g,%g,%g|%d" % v))
        footer.connect("inset-requested", self._on_inset)
        footer.connect("offset-requested", self._on_offset)
        footer.connect("alpha-changed", lambda a, d: log("alpha:%g@%g" % (a, d)))
        footer.connect("label-changed", lambda text: log("label:%s" % text))
        footer.connect("refreshing", lambda: log("refreshing"))
        footer.connect("measure-text", self._on_measure)

    def _on_inset(self, bottom, duration):
        self.events.append("inset:%g@%g" % (bottom, duration))
        if self.apply_requests:
            self.m = self.m.replace(inset_bottom=bottom)

    def _on_offset(self, offset, duration):
        self.events.append("offset:%g@%g" % (offset, duration))
        if self.apply_requests:
            self.m = self.m.replace(offset_y=offset)

    def _on_measure(self, text):
        self.events.append("measure:%s" % text)
        return self.char_width * len(text.encode("utf-8"))

    # -- the scroll view --

    def setup_a(self):
        """Setup A of the spec: H=600, W=375, C=1000, T=64, B=0, at rest (y=-64); log cleared."""
        self.m = rk.ScrollMetrics(viewport_width=375, viewport_height=600, content_height=1000,
                                  inset_top=64, offset_y=-64)
        self.push()
        self.clear()
        return self

    def push(self):
        self.footer.set_metrics(self.m)

    def scroll(self, y, dragging):
        self.m = self.m.replace(offset_y=y, dragging=dragging)
        self.push()

    # -- time --

    def to(self, t):
        self.clock.now = t
        self.ctx.dispatch_until_idle()

    def advance(self, dt):
        self.to(self.clock.now + dt)

    # -- the log --

    def clear(self):
        del self.events[:]
        self.mark = 0

    def seq(self, kinds=DEFAULT_KINDS):
        """The events since the last seq() whose kind is in kinds; moves the mark."""
        out = [e for e in self.events[self.mark:] if e.split(":")[0] in kinds]
        self.mark = len(self.events)
        return out

    def done(self, tag):
        """A completion that logs "done:TAG:FINISHED"."""
        return lambda finished: self.events.append("done:%s:%d" % (tag, finished))


@pytest.fixture
def host(ctx, clock):
    return Host(ctx, clock, ctx.footer()).setup_a()


@pytest.fixture
def collect():
    """gc.collect() enough times for cycles with finalizers to go."""
    def run():
        for _ in range(3):
            gc.collect()
    return run


def pytest_report_header(config):
    try:
        lib = rk.load_library()
    except rk.LibraryNotFoundError as exc:
        return "refreshkit: library NOT FOUND\n%s" % exc
    return "refreshkit: %s (RK_LIBRARY=%s)" % (lib, os.environ.get("RK_LIBRARY", "unset"))


# 2024-11-28 15:30:00 UTC, the spec's "now" for the last-updated cases (part 5.1, case 16).
NOW_2024_11_28_1530 = 1732807800.0


class HeaderHost:
    """A scroll view and its header (setup HA of the spec: H=812, W=375, C=1500, T0=88, h=54).
    Every header signal appends a short string to self.events; the inset and offset requests are
    applied to the metrics of the next update, as a real host does (F8)."""

    def __init__(self, ctx, clock, wall, header):
        self.ctx = ctx
        self.clock = clock
        self.wall = wall
        self.header = header
        self.apply_requests = True
        self.events = []
        self.mark = 0
        self.m = rk.ScrollMetrics()
        log = self.events.append
        header.connect("state-changed", lambda s, old: log("state:%s<%s" % (s.name, old.name)))
        header.connect("pulling-percent", lambda p: log("pct:%g" % p))
        header.connect("frame-changed", lambda image, index: log("frame:%d/%d" % (image, index)))
        header.connect("layout-changed", lambda *v: log("layout:%g,%g,%g,%g" % v))
        header.connect("inset-requested", self._on_inset)
        header.connect("offset-requested", self._on_offset)
        header.connect("alpha-changed", lambda a, d: log("alpha:%g@%g" % (a, d)))
        header.connect("label-changed", lambda text: log("label:%s" % text))
        header.connect("time-label-changed", lambda text: log("time:%s" % text))
        header.connect("refreshing", lambda: log("refreshing"))
        header.connect("end-animation-began", lambda: log("end-began"))
        header.connect("arrow-changed", lambda angle, d: log("arrow:%.6f@%g" % (angle, d)))
        header.connect("arrow-visibility", lambda visible: log("arrow-visible:%d" % visible))
        header.connect("spinner-changed", lambda animating: log("spinner:%d" % animating))
        header.connect("spinner-alpha", lambda a, d: log("spinner-alpha:%g@%g" % (a, d)))

    def _on_inset(self, top, duration):
        self.events.append("inset:%g@%g" % (top, duration))
        if self.apply_requests:
            self.m = self.m.replace(inset_top=top)

    def _on_offset(self, offset, duration):
        self.events.append("offset:%g@%g" % (offset, duration))
        if self.apply_requests:
            self.m = self.m.replace(offset_y=offset)

    def setup_ha(self):
        self.m = rk.ScrollMetrics(viewport_width=375, viewport_height=812, content_height=1500,
                                  inset_top=88, offset_y=-88)
        self.push()
        self.clear()
        return self

    def push(self):
        self.header.set_metrics(self.m)

    def scroll(self, y, dragging, pan=rk.PanState.NONE):
        self.m = self.m.replace(offset_y=y, dragging=dragging, pan=pan)
        self.push()

    def to(self, t):
        self.clock.now = t
        self.ctx.dispatch_until_idle()

    def advance(self, dt):
        self.to(self.clock.now + dt)

    def clear(self):
        del self.events[:]
        self.mark = 0

    def seq(self, kinds=None, skip=("layout",)):
        """The events since the last seq() (of the given kinds, else all but skip); moves the mark."""
        out = [e for e in self.events[self.mark:]
               if (e.split(":")[0] in kinds if kinds else e.split(":")[0] not in skip)]
        self.mark = len(self.events)
        return out

    def done(self, tag):
        return lambda finished: self.events.append("done:%s:%d" % (tag, finished))


@pytest.fixture
def wall():
    return rk.FakeClock(NOW_2024_11_28_1530)


@pytest.fixture
def header_host(ctx, clock, wall):
    ctx.set_wall_clock(wall)
    return HeaderHost(ctx, clock, wall, ctx.header()).setup_ha()


class TrailerHost:
    """A horizontal scroll view and its trailer (setup TA of the spec: W=375, H=200, Cw=1000,
    L0=R0=0, so happen_offset=625 and trigger_offset=685). Every trailer signal appends a short
    string to self.events; the right-inset and horizontal-offset requests are applied to the
    metrics of the next update, as a real host does (F8)."""

    def __init__(self, ctx, clock, trailer):
        self.ctx = ctx
        self.clock = clock
        self.trailer = trailer
        self.apply_requests = True
        self.events = []
        self.mark = 0
        self.m = rk.ScrollMetrics()
        log = self.events.append
        trailer.connect("state-changed", lambda s, old: log("state:%s<%s" % (s.name, old.name)))
        trailer.connect("pulling-percent", lambda p: log("pct:%g" % p))
        trailer.connect("layout-changed", lambda *v: log("layout:%g,%g,%g,%g" % v))
        trailer.connect("inset-requested", self._on_inset)
        trailer.connect("offset-requested", self._on_offset)
        trailer.connect("alpha-changed", lambda a, d: log("alpha:%g@%g" % (a, d)))
        trailer.connect("label-changed", lambda text: log("label:%s" % text))
        trailer.connect("refreshing", lambda: log("refreshing"))
        trailer.connect("end-animation-began", lambda: log("end-began"))
        trailer.connect("arrow-changed", lambda angle, d: log("arrow:%.6f@%g" % (angle, d)))

    def _on_inset(self, right, duration):
        self.events.append("inset:%g@%g" % (right, duration))
        if self.apply_requests:
            self.m = self.m.replace(inset_right=right)

    def _on_offset(self, offset, duration):
        self.events.append("offset:%g@%g" % (offset, duration))
        if self.apply_requests:
            self.m = self.m.replace(offset_x=offset)

    def setup(self, content_width=1000.0, inset=0.0):
        """TA (content_width 1000), TB (300) or TC (inset 16 left and right), at rest (x = 0)."""
        self.m = rk.ScrollMetrics(viewport_width=375, viewport_height=200, content_height=200,
                                  content_width=content_width, inset_left=inset,
                                  inset_right=inset, offset_x=0)
        self.push()
        self.clear()
        return self

    def push(self):
        self.trailer.set_metrics(self.m)

    def scroll(self, x, dragging):
        self.m = self.m.replace(offset_x=x, dragging=dragging)
        self.push()

    def to(self, t):
        self.clock.now = t
        self.ctx.dispatch_until_idle()

    def advance(self, dt):
        self.to(self.clock.now + dt)

    def clear(self):
        del self.events[:]
        self.mark = 0

    def seq(self, kinds=None, skip=("layout",)):
        """The events since the last seq() (of the given kinds, else all but skip); moves the mark."""
        out = [e for e in self.events[self.mark:]
               if (e.split(":")[0] in kinds if kinds else e.split(":")[0] not in skip)]
        self.mark = len(self.events)
        return out

    def done(self, tag):
        return lambda finished: self.events.append("done:%s:%d" % (tag, finished))


@pytest.fixture
def trailer_host(ctx, clock):
    return TrailerHost(ctx, clock, ctx.trailer()).setup()
