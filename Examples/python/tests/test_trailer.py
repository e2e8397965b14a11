"""The swipe-left trailer (1.2) through the binding, on a fake clock: the trailer's cases (docs/behaviour/trailer.md) that
the C ABI exposes, in its setups (part 3.2): TA (W=375, H=200, Cw=1000, L0=R0=0, so happen 625,
trigger 685, frame (1000, 0, 60, 200)), TB (TA with Cw=300: happen 0, trigger 60, frame x 375) and
TC (TA with L0=R0=16: visible width 343, happen 641, trigger 701). Normal style unless a case says.
Where a deliberate fix (F1-F3, F8, F14, F15) changes the original's outcome, the case says so."""

import ctypes
import math

import pytest

import refreshkit as rk
from refreshkit import FooterState as S
from refreshkit import _ffi

from conftest import TrailerHost

ARROW_RIGHT = "arrow:%.6f@0.25" % math.pi
SWIPE = "Swipe to view details"  # F14: RefreshKit's own English wording
RELEASE = "Release to view details"


def test_new_trailer_defaults(trailer_host):
    """F14: 60 wide and placed from the first update (the original was W wide at x = -L first)."""
    t = trailer_host.trailer
    assert t.kind is rk.Kind.TRAILER
    assert t.style is rk.TrailerStyle.NORMAL
    assert t.state is S.IDLE
    assert (t.pulling_percent, t.alpha, t.arrow_angle) == (0.0, 1.0, 0.0)
    assert t.label == SWIPE
    assert t.language == "en"
    assert t.geometry == rk.TrailerGeometry(width=60.0, snapshot_left=0.0, snapshot_right=0.0,
                                            happen_offset=625.0, trigger_offset=685.0,
                                            right_contribution=0.0, ignored_right_inset=0.0)
    layout = t.layout
    assert layout.has_arrow
    assert layout.trailer == rk.Rect(1000.0, 0.0, 60.0, 200.0)
    assert [s.name for s in t.signals()] == [
        "state-changed", "pulling-percent", "layout-changed", "inset-requested",
        "offset-requested", "alpha-changed", "label-changed", "refreshing", "end-animation-began",
        "arrow-changed", "refreshing-load",  # 1.3 (F18): appended
        "announcement",  # 1.3 (F20): appended
        "load-cancelled"]  # 1.5: appended
    assert [p.name for p in rk.signal_info(rk.Kind.TRAILER, "inset-requested").params] == [
        "right", "duration"]


def test_a_new_trailer_is_60_wide_before_any_update(ctx):
    """Case 14 with F14: no W-wide phase; the geometry holds from creation."""
    t = ctx.trailer(rk.TrailerStyle.STATE)
    assert t.geometry.width == 60.0
    assert t.layout.trailer.width == 60.0


def test_swipe_across_the_trigger_and_back(trailer_host):
    """Cases 1 to 3: p = (x - 625) / 60; Pulling strictly past 685; the arrow turns to pi."""
    host, t = trailer_host, trailer_host.trailer
    host.scroll(655, True)
    assert (t.state, t.pulling_percent) == (S.IDLE, 0.5)
    assert host.seq() == ["pct:0.5"]
    host.scroll(685, True)
    assert (t.state, t.pulling_percent) == (S.IDLE, 1.0)
    assert host.seq() == ["pct:1"]
    host.scroll(686, True)
    assert t.state is S.PULLING and t.pulling_percent == pytest.approx(61 / 60)
    assert host.seq() == ["pct:1.01667", "state:PULLING<IDLE", "label:" + RELEASE, ARROW_RIGHT]
    assert t.arrow_angle == pytest.approx(math.pi)
    host.scroll(700, True)
    assert t.pulling_percent == 1.25
    host.scroll(685, True)
    assert t.state is S.IDLE
    assert host.seq() == ["pct:1.25", "pct:1", "state:IDLE<PULLING", "label:" + SWIPE,
                          "arrow:0.000000@0.25"]


def refreshing(host, x=686):
    """Swiped past the trigger and released (case 4), the begin animation over."""
    host.scroll(x, True)
    host.scroll(x + 4, False)
    host.push()
    host.advance(0.25)
    assert host.trailer.state is S.REFRESHING
    host.seq()
    return host


def test_release_refreshes_and_asks_for_the_inset_and_offset(trailer_host):
    """Case 4: Refreshing, right inset 60 (c = 60), offset 685, both over 0.25 s; the label keeps the
    Pulling title; "refreshing" and the begin completion at +0.25 s."""
    host, t = trailer_host, trailer_host.trailer
    host.scroll(686, True)
    host.seq()
    t0 = host.clock.now
    host.scroll(690, False)
    assert t.state is S.REFRESHING
    assert host.seq() == ["pct:1", "state:REFRESHING<PULLING", "inset:60@0.25", "offset:685@0.25"]
    assert t.label == RELEASE
    assert t.geometry.right_contribution == 60.0
    assert (host.m.inset_right, host.m.offset_x) == (60.0, 685.0)
    host.push()  # the host reports what it applied: nothing changes
    assert host.seq() == []
    host.to(t0 + 0.2499)
    assert host.seq() == []
    host.to(t0 + 0.25)
    assert host.seq() == ["refreshing"]


def test_offsets_are_ignored_while_refreshing(trailer_host):
    """Case 5: p, state and the snapshot stay whatever the offset and dragging."""
    host = refreshing(trailer_host)
    t = host.trailer
    before = (t.state, t.pulling_percent, t.geometry)
    for x, dragging in ((900, True), (0, True), (640, False), (2000, False)):
        host.scroll(x, dragging)
        assert (t.state, t.pulling_percent, t.geometry) == before
    assert host.seq() == []


def test_end_refreshing_gives_the_inset_back(trailer_host):
    """The exit (docs/behaviour/trailer.md §4) with F1 (Idle at once) and F8 (exactly c given back): the end action
    before the inset request, the arrow (already at pi) snapping back to 0 at +0.25 s, p := 0 and
    the completion at +0.4 s; no offset re-assert with the item count unchanged."""
    host = refreshing(trailer_host)
    t = host.trailer
    t1 = host.clock.now
    t.end_refreshing(host.done("end"))
    assert t.state is S.IDLE
    assert host.seq() == ["state:IDLE<REFRESHING", "end-began", "inset:0@0.4", "label:" + SWIPE]
    assert t.geometry.right_contribution == 0.0
    host.push()
    host.to(t1 + 0.2499)
    assert host.seq() == []
    host.to(t1 + 0.25)
    assert host.seq() == ["arrow:0.000000@0"]
    host.to(t1 + 0.3999)
    assert host.seq() == []
    host.to(t1 + 0.4)
    assert host.seq() == ["pct:0", "done:end:1"]
    assert t.pulling_percent == 0.0


def test_failure_gives_the_inset_back_and_retry_refreshes(trailer_host):
    """F17 (1.3): the exit of end_refreshing (F8: exactly c given back), to Failed, the label showing
    the message; the completion once at +0.4 s; retry enters Refreshing as a begin does; from
    Idle it changes nothing (completion False)."""
    host = refreshing(trailer_host)
    t = host.trailer
    t1 = host.clock.now
    t.end_refreshing_with_failure("boom", host.done("fail"))
    assert t.state is S.FAILED
    assert host.seq() == ["state:FAILED<REFRESHING", "end-began", "inset:0@0.4", "label:boom"]
    assert (t.label, t.geometry.right_contribution) == ("boom", 0.0)
    host.push()
    host.to(t1 + 0.3999)
    assert host.seq() == ["arrow:0.000000@0"]
    host.to(t1 + 0.4)
    assert host.seq() == ["pct:0", "done:fail:1"]
    t2 = host.clock.now
    t.retry(host.done("retry"))
    assert t.state is S.REFRESHING
    assert host.seq() == ["pct:1", "state:REFRESHING<FAILED", "inset:60@0.25", "offset:685@0.25",
                          "label:" + RELEASE]
    host.push()
    host.to(t2 + 0.25)
    assert host.seq() == ["refreshing", "done:retry:1"]
    t.end_refreshing_with_failure(None)
    assert t.label == t.title(S.FAILED) == "Loading failed. Tap to retry"
    t.end_refreshing()
    calls = []
    t.retry(calls.append)
    assert (t.state, calls) == (S.IDLE, [False])


def test_more_items_re_assert_the_offset(trailer_host):
    """Case 6: entered with N = 10, ended with N = 20 and Cw = 1600: the offset is asked for again
    where it is (685), at once, after the inset is given back."""
    host, t = trailer_host, trailer_host.trailer
    t.set_data_count(10)
    refreshing(host)
    t.set_data_count(20)
    host.m = host.m.replace(content_width=1600)
    host.push()
    assert t.layout.trailer.x == 1600.0  # the frame follows every update
    host.seq()
    t.end_refreshing()
    assert host.seq(kinds=("state", "end-began", "inset", "offset")) == [
        "state:IDLE<REFRESHING", "end-began", "inset:0@0.4", "offset:685@0"]


def test_a_short_list(ctx, clock):
    """Case 7, setup TB: happen 0, trigger 60; the trailer asks for 135 (60 + 75) and x 60; the end
    gives back all of it and re-asserts nothing (the content is narrower than the view)."""
    host = TrailerHost(ctx, clock, ctx.trailer()).setup(content_width=300)
    t = host.trailer
    g = t.geometry
    assert (g.happen_offset, g.trigger_offset) == (0.0, 60.0)
    assert t.layout.trailer == rk.Rect(375.0, 0.0, 60.0, 200.0)
    t.set_data_count(3)
    host.scroll(61, True)
    assert t.state is S.PULLING
    host.seq()
    host.scroll(61, False)
    assert host.seq(kinds=("state", "inset", "offset")) == [
        "state:REFRESHING<PULLING", "inset:135@0.25", "offset:60@0.25"]
    assert t.geometry.right_contribution == 135.0
    host.push()
    host.advance(0.25)
    t.set_data_count(6)
    host.seq()
    t.end_refreshing()
    assert host.seq(kinds=("inset", "offset")) == ["inset:0@0.4"]


def test_insets_move_the_thresholds(ctx, clock):
    """Case 8, setup TC: happen 641, trigger 701; refreshing asks for 16 + 60 = 76 and x 701, and
    the end gives back exactly 60 (F8)."""
    host = TrailerHost(ctx, clock, ctx.trailer()).setup(inset=16)
    t = host.trailer
    g = t.geometry
    assert (g.snapshot_left, g.snapshot_right) == (16.0, 16.0)
    assert (g.happen_offset, g.trigger_offset) == (641.0, 701.0)
    assert t.layout.trailer.x == 1000.0
    host.scroll(701, True)
    assert t.state is S.IDLE
    host.scroll(702, True)
    assert t.state is S.PULLING
    host.seq()
    host.scroll(702, False)
    assert host.seq(kinds=("inset", "offset")) == ["inset:76@0.25", "offset:701@0.25"]
    assert t.geometry.right_contribution == 60.0
    host.push()
    host.advance(0.25)
    host.seq()
    t.end_refreshing()
    assert host.seq(kinds=("inset",)) == ["inset:16@0.4"]


def test_an_inset_changed_by_another_party_is_kept(trailer_host):
    """F8: the trailer adds and removes exactly its own part of the right inset."""
    host = refreshing(trailer_host)
    t = host.trailer
    host.m = host.m.replace(inset_right=host.m.inset_right + 30)  # someone else adds 30
    host.push()
    t.end_refreshing()
    assert host.seq(kinds=("inset",)) == ["inset:30@0.4"]


def test_ignored_right_inset_moves_the_trailer_not_the_thresholds(trailer_host):
    """Case 9: gR = 10 puts the trailer at x = max(1010, 385) = 1010; happen and trigger stay."""
    t = trailer_host.trailer
    t.set_ignored_right_inset(10)
    assert t.layout.trailer == rk.Rect(1010.0, 0.0, 60.0, 200.0)
    g = t.geometry
    assert (g.happen_offset, g.trigger_offset, g.ignored_right_inset) == (625.0, 685.0, 10.0)


def test_a_bounce_stores_only_percents_below_one(trailer_host):
    """Case 11: not dragging and Idle, x = 700 (p 1.25) is not stored; x = 670 (p 0.75) is."""
    host, t = trailer_host, trailer_host.trailer
    host.scroll(655, True)
    host.seq()
    host.scroll(700, False)
    assert (t.state, t.pulling_percent) == (S.IDLE, 0.5)
    assert host.seq() == []
    host.scroll(670, False)
    assert t.pulling_percent == 0.75
    assert host.seq() == ["pct:0.75"]


def test_titles_in_every_language(trailer_host):
    """Case 12 with F14: the Chinese titles are MJRefresh's, the others RefreshKit's own (the
    original showed its string keys); Refreshing shows the Pulling title; no NoMoreData title."""
    host, t = trailer_host, trailer_host.trailer
    assert (t.title(S.IDLE), t.title(S.PULLING), t.title(S.REFRESHING)) == (SWIPE, RELEASE, RELEASE)
    t.language = "zh-Hans"
    assert t.language == "zh-Hans"
    assert t.label == "滑动查看图文详情"
    assert (t.title(S.PULLING), t.title(S.REFRESHING)) == ("释放查看图文详情", "释放查看图文详情")
    t.set_language("zh-Hant")
    assert t.label == "滑動查看圖文詳情"
    assert t.title(S.PULLING) == "釋放查看圖文詳情"
    for language in ("ko", "ru", "uk"):
        t.set_language(language)
        assert t.label not in ("", "MJRefreshTrailerIdleText")
        assert t.title(S.PULLING) not in ("", "MJRefreshTrailerPullingText")
    t.set_language("en")
    assert host.seq()[-1] == "label:" + SWIPE
    t.set_title(S.IDLE, "More")
    assert t.label == "More" and host.seq() == ["label:More"]  # shown at once
    t.set_title(S.IDLE, None)
    assert t.label == SWIPE
    assert t.title(S.WILL_REFRESH) == ""
    with pytest.raises(rk.InvalidStateError):
        t.set_title(S.NO_MORE_DATA, "none")
    with pytest.raises(rk.InvalidStateError):
        t.title(S.NO_MORE_DATA)
    assert not hasattr(t, "end_refreshing_with_no_more_data")
    assert not hasattr(t, "set_images") and not hasattr(t, "set_height")


def test_normal_layout(trailer_host):
    """Case 13: H = 200: the arrow (5, 90, 20, 20) and the label (33, 0, 14, 200); with the label
    hidden the arrow centres at (20, 90, 20, 20) and the label is not re-centred beside it (spec
    3.5: only a visible label is), so it is where the state style puts it, (23, 0, 14, 200)."""
    t = trailer_host.trailer
    layout = t.layout
    assert layout.arrow == rk.Rect(5.0, 90.0, 20.0, 20.0)
    assert layout.label == rk.Rect(33.0, 0.0, 14.0, 200.0)
    t.set_label_hidden(True)
    layout = t.layout
    assert layout.arrow == rk.Rect(20.0, 90.0, 20.0, 20.0)
    assert layout.label == rk.Rect(23.0, 0.0, 14.0, 200.0)
    t.set_label_hidden(False)
    assert t.layout.label == rk.Rect(33.0, 0.0, 14.0, 200.0)
    t.set_arrow_size(30, 10)
    # docs/behaviour/trailer.md §7: centre (width / 2 + 5, H / 2): 5 from the left edge whatever its size.
    assert t.layout.arrow == rk.Rect(5.0, 95.0, 30.0, 10.0)


def test_state_style_layout(ctx, clock):
    """Case 13 with F15: a StateTrailer's label column is centred at (30, H/2) from the first
    layout: (23, 0, 14, 200), not (30, 100, 14, 200); no arrow, whose angle stays 0."""
    host = TrailerHost(ctx, clock, ctx.trailer(rk.TrailerStyle.STATE)).setup()
    t = host.trailer
    assert t.style is rk.TrailerStyle.STATE
    layout = t.layout
    assert not layout.has_arrow
    assert layout.label == rk.Rect(23.0, 0.0, 14.0, 200.0)
    assert layout.arrow == rk.Rect(0.0, 0.0, 0.0, 0.0)
    host.scroll(686, True)
    assert t.state is S.PULLING and t.arrow_angle == 0.0
    assert "arrow" not in [e.split(":")[0] for e in host.seq()]


def test_a_new_pull_right_after_an_end_keeps_the_arrow(trailer_host):
    """Case 15 with F2 and F15: the snap back to 0 runs only if the trailer is still Idle, so a
    pull into Pulling within 0.25 s of the end keeps the arrow pointing right."""
    host = refreshing(trailer_host)
    t = host.trailer
    t.end_refreshing()
    host.push()
    host.advance(0.1)
    host.scroll(686, True)
    assert t.state is S.PULLING
    host.advance(0.5)
    assert t.arrow_angle == pytest.approx(math.pi)
    assert "arrow:0.000000@0" not in host.seq()


def test_begin_while_not_visible_waits(trailer_host):
    """Case 16: WillRefresh (empty label, no inset) until visible; then Refreshing."""
    host, t = trailer_host, trailer_host.trailer
    t.set_visible(False)
    t.begin_refreshing(host.done("begin"))
    assert (t.state, t.label) == (S.WILL_REFRESH, "")
    assert host.seq(kinds=("state", "inset", "label")) == ["state:WILL_REFRESH<IDLE", "label:"]
    t.set_visible(True)
    assert t.state is S.REFRESHING
    assert host.seq(kinds=("state", "inset", "offset")) == [
        "state:REFRESHING<WILL_REFRESH", "inset:60@0.25", "offset:685@0.25"]
    host.advance(0.25)
    assert host.seq(kinds=("refreshing", "done")) == ["refreshing", "done:begin:1"]


def test_end_then_begin_in_one_turn(trailer_host):
    """Case 17 with F1 and F3: an end while Idle completes at once with finished = 0; the begin
    that follows refreshes (the inset asked for) and its callbacks come at +0.25 s in Refreshing."""
    host, t = trailer_host, trailer_host.trailer
    t.end_refreshing(host.done("idle"))
    assert host.seq() == ["done:idle:0"]
    t.begin_refreshing(host.done("begin"))
    assert t.state is S.REFRESHING
    assert "inset:60@0.25" in host.seq()
    host.push()
    host.advance(0.25)
    assert host.seq() == ["refreshing", "done:begin:1"]
    assert t.state is S.REFRESHING


def test_auto_alpha_follows_the_percent_and_fades_on_exit(trailer_host):
    """docs/behaviour/trailer.md §3-§4: with automaticallyChangeAlpha alpha := p outside Refreshing; the exit asks
    for alpha 0 over 0.4 s."""
    host, t = trailer_host, trailer_host.trailer
    t.set_automatically_change_alpha(True)
    assert t.alpha == 0.0
    host.scroll(655, True)
    assert t.alpha == 0.5
    refreshing(host)
    assert t.alpha == 1.0
    t.end_refreshing()
    assert "alpha:0@0.4" in host.seq()
    assert t.alpha == 0.0


def test_durations(trailer_host):
    host, t = trailer_host, trailer_host.trailer
    t.set_animation_durations(0.1, 0.2)
    host.scroll(686, True)
    assert host.seq()[-1] == "arrow:%.6f@0.1" % math.pi
    host.scroll(686, False)
    assert "inset:60@0.1" in host.seq()


def test_hidden_and_interaction_disabled_trailers_ignore_offsets(trailer_host):
    host, t = trailer_host, trailer_host.trailer
    t.set_hidden(True)
    host.scroll(686, True)
    assert (t.state, t.pulling_percent) == (S.IDLE, 0.0)
    t.set_hidden(False)
    t.set_interaction_enabled(False)
    host.scroll(655, True)
    assert t.pulling_percent == 0.0
    t.set_interaction_enabled(True)
    host.scroll(655, True)
    assert t.pulling_percent == 0.5


@pytest.mark.parametrize("call, error", [
    (lambda t: t.set_metrics(content_width=-1), rk.InvalidArgumentError),
    (lambda t: t.set_metrics(offset_x=math.inf), rk.InvalidArgumentError),
    (lambda t: t.set_visible(2), rk.InvalidArgumentError),
    (lambda t: t.set_data_count(-1), rk.InvalidArgumentError),
    (lambda t: t.set_ignored_right_inset(-1), rk.InvalidArgumentError),
    (lambda t: t.set_arrow_size(0, 2e9), rk.InvalidArgumentError),
    (lambda t: t.set_title(S.IDLE, b"\xff"), rk.InvalidArgumentError),
    (lambda t: t.set_animation_durations(-1, 0.4), rk.InvalidArgumentError),
    (lambda t: t.set_label_hidden(3), rk.InvalidArgumentError),
    (lambda t: t.end_refreshing_with_failure(b"\xff"), rk.InvalidArgumentError),
    (lambda t: t.end_refreshing_with_failure(42), TypeError),
], ids=["width", "offset", "visible", "count", "ignored", "arrow", "title", "durations", "label",
        "failure-utf8", "failure-type"])
def test_bad_input_changes_nothing(trailer_host, call, error):
    t = trailer_host.trailer
    before = (t.state, t.geometry, t.layout, t.label)
    with pytest.raises(error):
        call(t)
    assert (t.state, t.geometry, t.layout, t.label) == before


def test_no_such_style(ctx):
    with pytest.raises(rk.InvalidArgumentError):
        ctx.trailer(2)
    assert ctx.objects == ()


def test_the_metrics_of_1_0_are_accepted(trailer_host):
    """A caller built against 1.0 passes the short struct; the horizontal fields read as 0."""
    t = trailer_host.trailer
    raw = _ffi.rk_scroll_metrics(_ffi.RK_SCROLL_METRICS_SIZE_1_0, 1, 375.0, 200.0, 200.0, 0.0,
                                 0.0, 0.0, 0.0)
    raw.content_width, raw.offset_x = 1000.0, 655.0  # beyond the struct the caller says it has
    lib = rk.load_library().cdll
    assert lib.rk_trailer_set_metrics(t.handle, ctypes.byref(raw)) == 0
    g = t.geometry
    assert (g.happen_offset, g.trigger_offset) == (0.0, 60.0)  # Cw = 0: D = -375
    assert t.pulling_percent == 0.0


def test_trailer_follows_a_task(trailer_host):
    host, t = trailer_host, trailer_host.trailer
    task = host.ctx.task()
    t.follow(task)
    task.resume()
    host.ctx.dispatch()
    assert t.state is S.REFRESHING
    host.push()
    host.advance(0.25)
    task.complete()
    host.ctx.dispatch()
    assert t.state is S.IDLE
    t.follow(None)
    with pytest.raises(TypeError):
        t.follow("task")


def test_trailer_follow_task_with_failure_ends_in_failed(trailer_host):
    """B8 (1.3): as the header, for the trailer; without a message the label is the Failed title."""
    host, t = trailer_host, trailer_host.trailer
    task = host.ctx.task()
    task.resume()
    t.follow_task(task, True)
    assert t.state is S.REFRESHING  # a running task begins at bind (B6)
    host.push()
    host.advance(0.25)
    task.complete(-1)
    host.ctx.dispatch()
    assert (t.state, t.label) == (S.FAILED, t.title(S.FAILED))


def test_close_ends_pending_completions_and_handlers(ctx, clock, collect):
    base = ctx._callback_count()
    host = TrailerHost(ctx, clock, ctx.trailer()).setup()
    with host.trailer as t:
        t.begin_refreshing(host.done("pending"))
        connected = ctx._callback_count()
    assert t.closed
    assert host.events[-1] == "done:pending:0"
    assert ctx._callback_count() < connected
    assert t not in ctx.objects
    with pytest.raises(rk.InvalidHandleError):
        t.begin_refreshing()
    collect()
    assert ctx._callback_count() == base
