"""The pull-down header (1.2) through the binding, on a fake clock and a fake wall clock: the spec's
part 5.1 cases that the C ABI exposes, in setup HA (H=812, W=375, C=1500, T0=88, h=54, so
happen_offset=-88 and trigger_offset=-142) and HG (HA with a GIF header of 60 pt frames)."""

import ctypes
import math

import pytest

import refreshkit as rk
from refreshkit import FooterState as S
from refreshkit import _ffi

from conftest import NOW_2024_11_28_1530, HeaderHost

ARROW_UP = "arrow:%.6f@0.25" % (-math.pi + 1e-6)
DEFAULT_KEY = "MJRefreshHeaderLastUpdatedTimeKey"


def test_new_header_defaults(header_host):
    h = header_host.header
    assert h.kind is rk.Kind.HEADER
    assert h.style is rk.HeaderStyle.NORMAL
    assert h.state is S.IDLE
    assert (h.pulling_percent, h.alpha) == (0.0, 1.0)
    assert h.label == "Pull down to refresh"
    assert h.time_label == "Last update: No record"
    assert h.language == "en"
    assert h.last_updated_key == DEFAULT_KEY
    assert h.geometry == rk.HeaderGeometry(height=54.0, base_top=88.0, happen_offset=-88.0,
                                           trigger_offset=-142.0, top_contribution=0.0,
                                           ignored_top_inset=0.0)
    layout = h.layout
    assert layout.header == rk.Rect(0.0, -54.0, 375.0, 54.0)
    assert layout.state_label == rk.Rect(0.0, 0.0, 375.0, 27.0)
    assert layout.time_label == rk.Rect(0.0, 27.0, 375.0, 27.0)
    assert (layout.arrow.width, layout.arrow.height) == (15.0, 40.0)
    assert (layout.spinner.width, layout.spinner.height) == (20.0, 20.0)
    assert layout.gif == rk.Rect(0.0, 0.0, 0.0, 0.0)
    assert h.frame_at(header_host.clock.now) is None
    assert [s.name for s in h.signals()] == [
        "state-changed", "pulling-percent", "frame-changed", "layout-changed",
        "inset-requested", "offset-requested", "alpha-changed", "label-changed",
        "time-label-changed", "refreshing", "end-animation-began", "arrow-changed",
        "arrow-visibility", "spinner-changed", "spinner-alpha", "measure-text",
        "refreshing-load",  # 1.3 (F18): appended, the indices before it unchanged
        "announcement",  # 1.3 (F20): appended
        "time-text-refused",  # 1.4: appended
        "load-cancelled"]  # 1.5: appended


def test_pull_across_the_trigger_and_back(header_host):
    """Cases 2 to 5: p = (-T0 - y) / h; Pulling strictly above the trigger; the arrow turns."""
    host, h = header_host, header_host.header
    host.scroll(-115, True)
    assert (h.state, h.pulling_percent) == (S.IDLE, 0.5)
    assert host.seq() == ["pct:0.5"]
    host.scroll(-142, True)
    assert (h.state, h.pulling_percent) == (S.IDLE, 1.0)
    host.scroll(-143, True)
    assert h.state is S.PULLING and h.pulling_percent == pytest.approx(55 / 54)
    assert host.seq() == ["pct:1", "pct:1.01852", "state:PULLING<IDLE", "label:Release to refresh",
                          ARROW_UP]
    host.scroll(-142, True)
    assert h.state is S.IDLE
    assert host.seq() == ["pct:1", "state:IDLE<PULLING", "label:Pull down to refresh",
                          "arrow:0.000000@0.25"]


def refreshing(host):
    """HA, pulled to -160 and released (case 6), the begin animation over, the requests applied."""
    host.scroll(-160, True)
    host.seq()
    host.scroll(-160, False)
    host.push()
    host.advance(0.25)
    assert host.header.state is S.REFRESHING
    return host


def test_release_refreshes_and_asks_for_the_inset(header_host):
    """Case 6: p := 1, Refreshing, top 142 and y -142 over 0.25 s, "refreshing" at +0.25 s."""
    host, h = header_host, header_host.header
    host.scroll(-160, True)
    host.seq()
    t0 = host.clock.now
    host.scroll(-160, False)
    assert h.state is S.REFRESHING
    assert host.seq() == ["pct:1", "state:REFRESHING<PULLING", "inset:142@0.25",
                          "offset:-142@0.25", "label:Loading...", "arrow-visible:0", "spinner:1"]
    assert h.geometry.top_contribution == 54.0
    host.push()  # the host reports what it applied: nothing changes
    assert host.seq() == []
    host.to(t0 + 0.2499)
    assert host.seq() == []
    host.to(t0 + 0.25)
    assert host.seq() == ["refreshing"]


def test_the_refreshing_inset_follows_the_scroll(header_host):
    """Case 7: c = clamp(-y - T0, 0, h), asked for (without animation) only when it moves."""
    host = refreshing(header_host)
    h = host.header
    host.seq()
    for y, top, c in ((-100, 100, 12), (200, 88, 0), (-300, 142, 54)):
        host.scroll(y, False)
        assert host.seq() == ["inset:%d@0" % top]
        assert h.geometry.top_contribution == c
        assert (h.state, h.pulling_percent) == (S.REFRESHING, 1.0)
    host.scroll(-300, False)
    assert host.seq() == []


def test_end_refreshing_gives_the_inset_back_and_stamps_the_time(header_host):
    """Cases 8 and 9 with F1 (Idle at once), F12 (the context's store) and the wall clock."""
    host = refreshing(header_host)
    h, ctx = host.header, host.ctx
    host.seq()
    t1 = host.clock.now
    h.end_refreshing(host.done("end"))
    assert h.state is S.IDLE
    assert host.seq() == ["state:IDLE<REFRESHING", "inset:88@0.4", "end-began",
                          "label:Pull down to refresh", "time:Last update: Today 15:30",
                          "arrow:0.000000@0", "spinner-alpha:0@0.4"]
    assert ctx.last_updated(DEFAULT_KEY) == NOW_2024_11_28_1530
    assert h.geometry.top_contribution == 0.0
    host.to(t1 + 0.3999)
    assert host.seq() == []
    host.to(t1 + 0.4)
    assert host.seq() == ["pct:0", "spinner-alpha:1@0", "spinner:0", "arrow-visible:1",
                          "done:end:1"]


def test_failure_gives_the_inset_back_without_a_stamp_and_retry_refreshes(header_host):
    """F17 (1.3): the exit of end_refreshing, to Failed, the label showing the message; nothing was
    loaded, so the last-updated time is not stamped; the completion once, after the exit; retry
    begins as begin_refreshing does; from Idle it changes nothing (completion False)."""
    host = refreshing(header_host)
    h, ctx = host.header, host.ctx
    host.seq()
    t1 = host.clock.now
    h.end_refreshing_with_failure("boom", host.done("fail"))
    assert h.state is S.FAILED
    assert host.seq() == ["state:FAILED<REFRESHING", "inset:88@0.4", "end-began", "label:boom",
                          "arrow:0.000000@0", "spinner-alpha:0@0.4"]
    assert (h.label, h.time_label) == ("boom", "Last update: No record")
    assert ctx.last_updated(DEFAULT_KEY) is None
    assert h.geometry.top_contribution == 0.0
    host.to(t1 + 0.3999)
    assert host.seq() == []
    host.to(t1 + 0.4)
    assert host.seq() == ["pct:0", "spinner-alpha:1@0", "spinner:0", "arrow-visible:1",
                          "done:fail:1"]
    host.push()
    host.seq()
    t2 = host.clock.now
    h.retry(host.done("retry"))
    assert h.state is S.REFRESHING
    assert host.seq() == ["pct:1", "state:REFRESHING<FAILED", "inset:142@0.25", "offset:-142@0.25",
                          "label:Loading...", "arrow-visible:0", "spinner:1"]
    host.to(t2 + 0.25)
    assert host.seq() == ["refreshing", "done:retry:1"]
    h.end_refreshing_with_failure()
    assert h.label == h.title(S.FAILED) == "Loading failed. Tap to retry"
    h.end_refreshing()  # from Failed: to Idle
    assert h.state is S.IDLE
    calls = []
    h.retry(calls.append)
    assert (h.state, calls) == (S.IDLE, [False])


def test_an_inset_changed_by_another_party_is_kept(header_host):
    """F8 (case 25 fixed): the header adds and removes exactly its own part of the top inset."""
    host = refreshing(header_host)
    h = host.header
    host.seq()
    host.m = host.m.replace(inset_top=host.m.inset_top + 30)  # someone else adds 30
    host.push()
    g = h.geometry
    assert (g.base_top, g.happen_offset, g.trigger_offset) == (118.0, -118.0, -172.0)
    assert g.top_contribution == 24.0  # clamp(142 - 118, 0, 54)
    assert host.seq() == ["inset:142@0"]  # 172 - 54 + 24
    h.end_refreshing()
    assert host.seq()[:2] == ["state:IDLE<REFRESHING", "inset:118@0.4"]  # 142 - 24: the base


def test_a_cancelled_pan_refreshes_without_moving_the_view(header_host):
    """Case 12: Refreshing with no inset or offset request; a later update applies the rule."""
    host, h = header_host, header_host.header
    host.scroll(-150, True)
    host.seq()
    host.scroll(-150, False, pan=rk.PanState.CANCELLED)
    assert h.state is S.REFRESHING
    assert host.seq() == ["pct:1", "state:REFRESHING<PULLING", "label:Loading...",
                          "arrow-visible:0", "spinner:1"]
    assert h.geometry.top_contribution == 0.0
    host.advance(0.25)
    assert host.seq() == ["refreshing"]
    host.scroll(-120, False)
    assert host.seq() == ["inset:120@0"]
    assert h.geometry.top_contribution == 32.0


def test_begin_while_not_visible_waits(header_host):
    """Cases 11 and 24: WillRefresh (empty label, no inset) until visible; ending it stamps nothing."""
    host, h = header_host, header_host.header
    h.set_visible(False)
    h.begin_refreshing(host.done("begin"))
    assert (h.state, h.label) == (S.WILL_REFRESH, "")
    assert host.seq() == ["pct:1", "state:WILL_REFRESH<IDLE", "label:"]
    h.set_visible(True)
    assert h.state is S.REFRESHING
    assert host.seq() == ["state:REFRESHING<WILL_REFRESH", "inset:142@0.25", "offset:-142@0.25",
                          "label:Loading...", "arrow-visible:0", "spinner:1"]
    host.advance(0.25)
    assert host.seq() == ["refreshing", "done:begin:1"]

    h.end_refreshing()
    host.advance(0.4)
    host.ctx.remove_last_updated(DEFAULT_KEY)
    h.set_visible(False)
    h.begin_refreshing()
    h.end_refreshing(host.done("end"))
    assert h.state is S.IDLE
    host.advance(0.4)
    assert host.ctx.last_updated_entries() == {}
    assert host.seq()[-1] == "done:end:1"
    h.end_refreshing(host.done("idle"))  # already Idle: finished = 0, at once
    assert host.seq() == ["done:idle:0"]


def test_end_then_begin_in_one_turn_refreshes_again(header_host):
    """Case 22 with F1: the end is at once, so the begin that follows starts a new refresh; the
    first begin's completion is superseded (F3)."""
    host = refreshing(header_host)
    h = host.header
    h.end_refreshing(host.done("end"))
    h.begin_refreshing(host.done("again"))
    assert h.state is S.REFRESHING
    host.advance(0.4)
    seq = host.seq()
    assert "refreshing" in seq and "done:again:1" in seq
    assert "done:end:0" in seq


def test_ignored_top_inset_moves_the_header_not_the_thresholds(header_host):
    """Case 13: gT = 20 puts the header at y = -74; happen and trigger stay -88 and -142."""
    h = header_host.header
    h.set_ignored_top_inset(20)
    assert h.layout.header.y == -74.0
    g = h.geometry
    assert (g.happen_offset, g.trigger_offset, g.ignored_top_inset) == (-88.0, -142.0, 20.0)


def test_normal_layout_with_text_widths(header_host):
    """Case 20, with F15: the arrow sits left of the widest visible text."""
    h = header_host.header
    h.set_text_widths(140, 170)
    layout = h.layout
    assert layout.arrow == rk.Rect(70.0, 7.0, 15.0, 40.0)
    assert layout.spinner == rk.Rect(67.5, 17.0, 20.0, 20.0)
    h.set_time_label_hidden(True)
    assert h.layout.arrow.x + 7.5 == 92.5
    assert h.layout.state_label == rk.Rect(0.0, 0.0, 375.0, 54.0)
    h.set_time_label_hidden(False)
    h.set_label_hidden(True)
    layout = h.layout
    assert layout.arrow.x + 7.5 == 187.5
    assert layout.time_label == rk.Rect(0.0, 0.0, 375.0, 54.0)  # F15: the full bounds
    h.set_visual_sizes(10, 20, 30, 30)
    layout = h.layout
    assert (layout.arrow.width, layout.arrow.height) == (10.0, 20.0)
    assert layout.spinner == rk.Rect(187.5 - 15, 27.0 - 15, 30.0, 30.0)


def test_a_hidden_label_keeps_the_bounds_and_the_header_sits_at_minus_inset_left(header_host):
    """As the header documents: a hidden label's rect is the bounds (the host does not draw it),
    and the header's x is -inset_left."""
    host, h = header_host, header_host.header
    bounds = rk.Rect(0.0, 0.0, 375.0, 54.0)
    h.set_time_label_hidden(True)
    assert h.layout.time_label == bounds
    h.set_time_label_hidden(False)
    h.set_label_hidden(True)
    assert h.layout.state_label == bounds
    host.m = host.m.replace(inset_left=12)
    host.push()
    assert h.layout.header == rk.Rect(-12.0, -54.0, 375.0, 54.0)


def test_measure_text_gives_the_widths(header_host):
    host, h = header_host, header_host.header
    measured = []

    def measure(text):
        measured.append(text)
        return {"Pull down to refresh": 140.0}.get(text, 170.0)

    h.connect("measure-text", measure)
    assert "Pull down to refresh" in measured and "Last update: No record" in measured
    assert h.layout.arrow.x == 70.0  # as with widths 140 and 170 (case 20)


def test_last_updated_text_formats(header_host):
    """Case 16 with F11 (a calendar-correct Today); the store is read at the next update."""
    host, h, ctx = header_host, header_host.header, header_host.ctx
    for stored, text in ((1732784700.0, "Today 09:05"),      # 2024-11-28 09:05 UTC
                         (1730106300.0, "10-28 09:05"),      # 2024-10-28: not today (F11)
                         (1732751940.0, "11-27 23:59"),
                         (1701072000.0, "2023-11-27 08:00")):
        ctx.set_last_updated(DEFAULT_KEY, stored)
        host.push()
        assert h.time_label == "Last update: " + text
        assert host.seq() == ["time:Last update: " + text]
    assert ctx.remove_last_updated(DEFAULT_KEY)
    host.push()
    assert h.time_label == "Last update: No record"
    h.set_last_updated_text("3 min ago")  # case 17: at once
    assert h.time_label == "3 min ago"
    h.set_last_updated_text(None)
    assert h.time_label == "Last update: No record"


def test_the_time_zone_is_the_hosts(header_host):
    """F11: "Today" and the clock in the UTC offset the host gives."""
    host, h, ctx = header_host, header_host.header, header_host.ctx
    host.wall.now = 1732836600.0  # 2024-11-28 23:30 UTC
    ctx.set_last_updated(DEFAULT_KEY, 1732831200.0)  # 22:00 UTC
    host.push()
    assert h.time_label == "Last update: Today 22:00"
    h.set_utc_offset(2 * 3600)  # 2024-11-29 01:30 and 00:00 local
    assert h.time_label == "Last update: Today 00:00"
    host.wall.now = 1732831200.0 + 23 * 3600  # 2024-11-29 23:00 local: the next day
    h.set_utc_offset(-3600)  # stored 21:00 on the 28th, now 22:00 on the 29th
    assert h.time_label == "Last update: 11-28 21:00"
    with pytest.raises(rk.InvalidArgumentError):
        h.set_utc_offset(18 * 3600 + 1)


def test_a_formatter_makes_the_time_text(header_host):
    """1.4: the host's formatter is asked at once and at every recompute; None is the built-in
    text; a long text takes one Python call; removing it brings the built-in text back."""
    host, h, ctx = header_host, header_host.header, header_host.ctx
    seen = []

    def formatter(info):
        seen.append(info)
        return "updated never" if info.time is None else "updated %d min ago" % (
            (info.now - info.time) // 60)

    before = rk.live_callbacks()
    h.set_last_updated_formatter(formatter)
    assert h.time_label == "updated never"
    assert seen == [rk.LastUpdatedInfo(None, NOW_2024_11_28_1530, 0)]
    assert host.seq(kinds=("time",)) == ["time:updated never"]
    # The end of a refresh stamps the time, and the formatter sees it.
    h.begin_refreshing()
    host.advance(0.25)
    host.wall.now += 180
    h.end_refreshing()
    assert seen[-1].time == seen[-1].now == NOW_2024_11_28_1530 + 180
    assert h.time_label == "updated 0 min ago"
    host.wall.now += 300
    h.language = "ko"
    assert h.time_label == "updated 5 min ago"
    # The context's time zone reaches the formatter of a header without its own.
    ctx.utc_offset = 3600
    assert ctx.utc_offset == 3600
    assert seen[-1].utc_offset == 3600
    # None: the built-in text, in the header's language and time zone.
    calls = len(seen)
    h.set_last_updated_formatter(lambda info: None)
    assert h.time_label == "마지막 업데이트: 오늘 16:33"  # stamped 15:33 UTC
    # A text longer than the library's first buffer: one Python call all the same.
    long_calls = []
    h.set_last_updated_formatter(lambda info: long_calls.append(info) or "x" * 1000)
    assert h.time_label == "x" * 1000
    assert len(long_calls) == 1
    h.set_last_updated_formatter(None)
    assert h.time_label.endswith("16:33")
    assert len(seen) == calls
    assert rk.live_callbacks() == before


def test_a_refused_or_failing_formatter_shows_the_built_in_text(header_host):
    """1.4: invalid UTF-8 is refused ("time-text-refused"); an exception comes out of the call that
    recomputed; a fixed text wins over the formatter."""
    host, h = header_host, header_host.header
    reasons = []
    h.connect("time-text-refused", reasons.append)
    h.set_last_updated_formatter(lambda info: b"\xff")
    assert reasons == [rk.TimeTextRefusal.INVALID_UTF8]
    assert h.time_label == "Last update: No record"

    def failing(info):
        raise ValueError("no text today")

    with pytest.raises(ValueError, match="no text today"):
        h.set_last_updated_formatter(failing)
    assert h.time_label == "Last update: No record"
    h.set_last_updated_formatter(lambda info: "formatted")
    assert h.time_label == "formatted"
    h.set_last_updated_text("fixed")
    assert h.time_label == "fixed"
    h.language = "en"
    assert h.time_label == "fixed"
    h.set_last_updated_text(None)
    assert h.time_label == "formatted"
    with pytest.raises(TypeError):
        h.set_last_updated_formatter("not callable")
    assert h.time_label == "formatted"


def test_the_context_time_zone_and_the_headers_own(ctx, clock, wall):
    """1.4: the context's time zone for every header without one of its own."""
    ctx.set_wall_clock(wall)
    ctx.set_last_updated(DEFAULT_KEY, 1732784700.0)  # 2024-11-28 09:05 UTC
    a, b = ctx.header(), ctx.header()
    b.set_utc_offset(-5 * 3600)
    assert ctx.utc_offset == 0
    ctx.set_utc_offset(9 * 3600)  # Tokyo: 18:05, seen at 00:30 the next day
    assert a.time_label == "Last update: 11-28 18:05"
    assert b.time_label == "Last update: Today 04:05"
    assert ctx.header().time_label == "Last update: 11-28 18:05"
    with pytest.raises(rk.InvalidArgumentError):
        ctx.utc_offset = 18 * 3600 + 1
    assert ctx.utc_offset == 9 * 3600


def test_headers_share_the_default_key_and_a_custom_key_survives_a_language_change(
        ctx, clock, wall):
    """Cases 18 and 19, with F7 and F12."""
    ctx.set_wall_clock(wall)
    a = HeaderHost(ctx, clock, wall, ctx.header()).setup_ha()
    b = HeaderHost(ctx, clock, wall, ctx.header(rk.HeaderStyle.GIF)).setup_ha()
    a.header.begin_refreshing()
    a.advance(0.25)
    a.header.end_refreshing()
    assert a.header.time_label == "Last update: Today 15:30"
    b.push()
    assert b.header.time_label == "Last update: Today 15:30"

    h = b.header
    h.last_updated_key = "feed"
    assert h.time_label == "Last update: No record"
    h.set_title(S.IDLE, "Custom")
    h.language = "ru"
    assert h.last_updated_key == "feed"
    assert h.label == "Custom"
    assert h.title(S.PULLING) == "Отпустите чтобы обновить"
    assert h.time_label == "Последнее обновление: Нет записи"
    h.language = "zh-Hans"
    assert h.time_label == "最后更新：无记录"
    wall.advance(60)
    h.begin_refreshing()
    b.advance(0.25)
    h.end_refreshing()
    assert ctx.last_updated_entries() == {DEFAULT_KEY: NOW_2024_11_28_1530,
                                          "feed": NOW_2024_11_28_1530 + 60}


def test_the_last_updated_store(ctx):
    """F12: the host imports, reads, removes and exports the store; bad keys and times refused."""
    assert ctx.last_updated_entries() == {}
    ctx.set_last_updated("b", 2.0)
    ctx.set_last_updated("a", 1.5)
    ctx.set_last_updated("b", -62135596800.0)  # replaced; year 1 is the earliest
    assert list(ctx.last_updated_entries().items()) == [("a", 1.5), ("b", -62135596800.0)]
    assert ctx.last_updated("a") == 1.5
    assert ctx.last_updated("missing") is None
    assert ctx.remove_last_updated("a") is True
    assert ctx.remove_last_updated("a") is False
    assert ctx.last_updated_entries() == {"b": -62135596800.0}
    ctx.set_last_updated("k" * _ffi.RK_LAST_UPDATED_KEY_MAX, 0.0)
    for key in ("", "k" * (_ffi.RK_LAST_UPDATED_KEY_MAX + 1), b"\xff"):
        with pytest.raises(rk.InvalidArgumentError) as info:
            ctx.set_last_updated(key, 0.0)
        assert info.value.function == "rk_context_set_last_updated"
    for time in (253402300800.0, math.nan, math.inf):
        with pytest.raises(rk.InvalidArgumentError):
            ctx.set_last_updated("t", time)
    with pytest.raises(rk.InvalidArgumentError):
        ctx.last_updated("")
    assert len(ctx.last_updated_entries()) == 2


def test_a_wall_clock_that_raises(ctx, clock):
    def broken():
        raise KeyError("no wall clock")

    base = ctx._callback_count()
    ctx.set_wall_clock(broken)
    with pytest.raises(KeyError):
        ctx.header()  # a new header formats its time text at once, reading the wall clock
    h = ctx.objects[-1]
    assert h.kind is rk.Kind.HEADER and h.state is S.IDLE  # created all the same
    assert h.time_label == "Last update: No record"
    ctx.set_last_updated(DEFAULT_KEY, NOW_2024_11_28_1530)
    with pytest.raises(KeyError):
        h.set_metrics(viewport_width=375, viewport_height=812)  # a NaN reading: no "Today"
    assert h.time_label == "Last update: 2024-11-28 15:30"
    ctx.set_wall_clock(None)  # the system's clock again, and the callable released
    assert ctx._callback_count() == base


def gif_host(ctx, clock, wall):
    """HG: 10 idle frames 60 pt tall (h grows to 60), 4 Pulling and 4 Refreshing frames, 0.4 s."""
    host = HeaderHost(ctx, clock, wall, ctx.header(rk.HeaderStyle.GIF)).setup_ha()
    h = host.header
    h.set_images(S.IDLE, [(100 + i, 60, 60) for i in range(10)])
    h.set_images(S.PULLING, [(200 + i, 60, 60) for i in range(4)], duration=0.4)
    h.set_images(S.REFRESHING, [rk.Image(200 + i, 60, 60) for i in range(4)],
                 frame_durations=[0.1] * 4)
    host.push()
    host.seq()
    return host


def test_gif_header_frames_follow_the_pull(ctx, clock, wall):
    """Cases 14 and 15."""
    host = gif_host(ctx, clock, wall)
    h = host.header
    assert h.style is rk.HeaderStyle.GIF
    assert h.geometry.height == 60.0 and h.geometry.trigger_offset == -148.0
    assert h.layout.header == rk.Rect(0.0, -60.0, 375.0, 60.0)
    host.scroll(-118, True)
    assert host.seq() == ["pct:0.5", "frame:105/5"]
    host.scroll(-148, True)
    assert h.state is S.IDLE and host.seq() == ["pct:1", "frame:109/9"]
    host.scroll(-149, True)
    assert h.state is S.PULLING
    assert host.seq()[-1] == "frame:200/0"
    assert h.gif == rk.FooterGif(visible=True, animating=True, has_frame=True, index=0,
                                 image_id=200)
    host.advance(0.1)
    assert host.seq() == ["frame:201/1"]
    assert h.frame_at(clock.now) == (201, 1)
    host.scroll(-149, False)
    host.push()
    host.advance(0.25)
    h.end_refreshing()
    assert host.seq()[-1] == "frame:109/9"  # the last static image (F4)
    assert not h.gif.animating
    host.scroll(-88, False)  # the host's clamp at the restored inset
    assert host.seq() == ["pct:0", "frame:100/0"]


def test_gif_layout(ctx, clock, wall):
    """Case 21: gif width W/2 - tw/2 - 20, content mode right; both labels hidden: centred."""
    h = HeaderHost(ctx, clock, wall, ctx.header(rk.HeaderStyle.GIF)).setup_ha().header
    h.set_text_widths(140, 170)
    layout = h.layout
    assert layout.gif == rk.Rect(0.0, 0.0, 82.5, 54.0)
    assert layout.content_mode is rk.ContentMode.RIGHT
    assert layout.arrow == layout.spinner == rk.Rect(0.0, 0.0, 0.0, 0.0)
    h.set_label_hidden(True)
    h.set_time_label_hidden(True)
    assert h.layout.gif == rk.Rect(0.0, 0.0, 375.0, 54.0)
    assert h.layout.content_mode is rk.ContentMode.CENTER


def test_a_header_has_no_no_more_data(header_host):
    h = header_host.header
    with pytest.raises(rk.InvalidStateError):
        h.set_title(S.NO_MORE_DATA, "none")
    with pytest.raises(rk.InvalidStateError):
        h.title(S.NO_MORE_DATA)
    with pytest.raises(rk.InvalidStateError):
        h.set_images(S.NO_MORE_DATA, [(1, 10, 10)])
    with pytest.raises(rk.InvalidArgumentError):
        ctx_header = header_host.ctx.header(2)  # no such style
        del ctx_header
    assert not hasattr(h, "end_refreshing_with_no_more_data")


@pytest.mark.parametrize("call, error", [
    (lambda h: h.set_height(0), rk.InvalidArgumentError),
    (lambda h: h.set_ignored_top_inset(-1), rk.InvalidArgumentError),
    (lambda h: h.set_metrics(viewport_width=-1), rk.InvalidArgumentError),
    (lambda h: h.set_metrics(pan=5), rk.InvalidArgumentError),
    (lambda h: h.set_visible(2), rk.InvalidArgumentError),
    (lambda h: h.set_text_widths(-1, 0), rk.InvalidArgumentError),
    (lambda h: h.set_visual_sizes(0, 0, 0, 2e9), rk.InvalidArgumentError),
    (lambda h: h.set_last_updated_key(""), rk.InvalidArgumentError),
    (lambda h: h.set_last_updated_text(b"\xff"), rk.InvalidArgumentError),
    (lambda h: h.set_animation_durations(-1, 0.4), rk.InvalidArgumentError),
    (lambda h: h.set_images(S.PULLING, [(1, 1, 1), (2, 1, 1)], duration=0),
     rk.InvalidArgumentError),
    (lambda h: h.end_refreshing_with_failure(b"\xff"), rk.InvalidArgumentError),
    (lambda h: h.end_refreshing_with_failure(42), TypeError),
], ids=["height", "ignored", "metrics", "pan", "visible", "widths", "sizes", "key", "text",
        "durations", "duration", "failure-utf8", "failure-type"])
def test_bad_input_changes_nothing(header_host, call, error):
    h = header_host.header
    before = (h.state, h.geometry, h.layout, h.label, h.time_label, h.last_updated_key)
    with pytest.raises(error):
        call(h)
    assert (h.state, h.geometry, h.layout, h.label, h.time_label, h.last_updated_key) == before


def test_the_metrics_of_1_0_are_accepted(header_host):
    """A caller built against 1.0 passes the short struct; the appended fields read as 0."""
    h = header_host.header
    raw = _ffi.rk_scroll_metrics(_ffi.RK_SCROLL_METRICS_SIZE_1_0, 1, 375.0, 812.0, 1500.0, 88.0,
                                 0.0, 0.0, -115.0)
    raw.pan = 99  # beyond the struct the caller says it has: never read
    lib = rk.load_library().cdll
    assert lib.rk_header_set_metrics(h.handle, ctypes.byref(raw)) == 0
    assert h.pulling_percent == 0.5
    raw.struct_size = ctypes.sizeof(raw)
    assert lib.rk_header_set_metrics(h.handle, ctypes.byref(raw)) == rk.Status.INVALID_ARGUMENT
    raw.struct_size = _ffi.RK_SCROLL_METRICS_SIZE_1_0 - 8
    assert lib.rk_header_set_metrics(h.handle, ctypes.byref(raw)) == rk.Status.INVALID_ARGUMENT


def test_the_footer_takes_the_appended_fields_too(host):
    host.m = host.m.replace(content_width=375, inset_right=10, offset_x=-5,
                            pan=rk.PanState.CHANGED)
    host.push()
    assert host.footer.geometry.happen_offset == 400.0
    with pytest.raises(rk.InvalidArgumentError):
        host.footer.set_metrics(host.m, pan=-1)


def test_header_follows_a_task(header_host):
    host, h = header_host, header_host.header
    task = host.ctx.task()
    h.follow(task)
    task.resume()
    host.ctx.dispatch()
    assert h.state is S.REFRESHING
    host.push()
    host.advance(0.25)
    task.complete()
    host.ctx.dispatch()
    assert h.state is S.IDLE
    assert host.ctx.last_updated(DEFAULT_KEY) == NOW_2024_11_28_1530
    h.follow(None)
    with pytest.raises(TypeError):
        h.follow("task")


def test_header_follow_task_with_failure_ends_in_failed(header_host):
    """B8 (1.3): a failed completion of the followed task leaves the header in Failed, the label
    showing the completion's message."""
    host, h = header_host, header_host.header
    task = host.ctx.task()
    h.follow_task(task, failure=True)
    task.resume()
    host.ctx.dispatch()
    assert h.state is S.REFRESHING
    host.push()
    host.advance(0.25)
    task.complete(503, "Service unavailable")
    host.ctx.dispatch()
    assert (h.state, h.label) == (S.FAILED, "Service unavailable")


def test_close_ends_pending_completions_and_handlers(ctx, clock, wall, collect):
    ctx.set_wall_clock(wall)
    base = ctx._callback_count()  # the clock and the wall clock
    host = HeaderHost(ctx, clock, wall, ctx.header()).setup_ha()
    with host.header as h:
        h.begin_refreshing(host.done("pending"))
        connected = ctx._callback_count()
    assert h.closed
    assert host.events[-1] == "done:pending:0"
    assert ctx._callback_count() < connected
    assert h not in ctx.objects
    with pytest.raises(rk.InvalidHandleError):
        h.begin_refreshing()
    collect()
    assert ctx._callback_count() == base
