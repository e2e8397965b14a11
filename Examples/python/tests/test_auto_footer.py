"""The auto footer and the scroll view (1.2) through the binding, on a fake clock: representative
cases of docs/behaviour/auto-footer.md in its setups (§3): FA: H=600, W=375, T=64, B0=0, C=1000, h=44,
so attached the bottom inset is 44, the footer sits at y 1000, the content is tall and the trigger
and pan-end lines are 444 (r = 1); FB: FA with C=300 (short). The normal style, a budget of one
and a label 70 points wide unless a case says otherwise. Where a deliberate fix (F1, F8-F10, F13)
changes the original's outcome, the case says so. The host double is a scroll view that applies
every request the rk_scroll_view relays (edge- and axis-tagged) to the metrics it reports next."""

import pytest

import refreshkit as rk
from refreshkit import FooterState as S

IDLE_TITLE = "Tap or pull up to load more"


class ScrollHost:
    """A context's scroll view with an auto footer attached: the host applies every relayed
    request to its metrics and logs the footer's signals as short strings."""

    def __init__(self, ctx, clock, style=rk.AutoFooterStyle.NORMAL):
        self.ctx, self.clock = ctx, clock
        self.log = []
        self.relayed = []
        self.m = rk.ScrollMetrics()
        self.sv = ctx.scroll_view()
        self.footer = ctx.auto_footer(style)
        self.footer.set_text_width(70)
        f = self.footer
        f.connect("state-changed",
                  lambda new, old: self.log.append("state:%s<%s" % (new.name, old.name)))
        f.connect("pulling-percent", lambda p: self.log.append("pct:%g" % p))
        f.connect("label-changed", lambda text: self.log.append("label:" + text))
        f.connect("spinner-changed", lambda a: self.log.append("spinner:%d" % a))
        f.connect("refreshing", lambda: self.log.append("refreshing"))
        f.connect("end-animation-began", lambda: self.log.append("end-anim"))
        f.connect("inset-requested", lambda b, d: self.log.append("inset:%g@%g" % (b, d)))
        f.connect("offset-requested", lambda y, d: self.log.append("offset:%g@%g" % (y, d)))
        self.sv.connect("inset-requested", self._on_inset)
        self.sv.connect("offset-requested", self._on_offset)

    def _on_inset(self, component, edge, inset, duration):
        self.relayed.append((component, edge, inset))
        field = {rk.ScrollEdge.TOP: "inset_top", rk.ScrollEdge.BOTTOM: "inset_bottom",
                 rk.ScrollEdge.RIGHT: "inset_right"}[edge]
        self.m = self.m.replace(**{field: inset})

    def _on_offset(self, component, axis, offset, duration):
        self.relayed.append((component, axis, offset))
        field = "offset_y" if axis is rk.ScrollAxis.VERTICAL else "offset_x"
        self.m = self.m.replace(**{field: offset})

    def attach(self, content_height=1000.0, inset_top=64.0, inset_bottom=0.0):
        """The scroll view reports the setup at rest, then the footer attaches; the log empties."""
        self.m = rk.ScrollMetrics(viewport_width=375, viewport_height=600,
                                  content_height=content_height, content_width=375,
                                  inset_top=inset_top, inset_bottom=inset_bottom,
                                  offset_y=-inset_top)
        self.sv.set_metrics(self.m)
        self.sv.attach(self.footer)
        self.seq()

    def scroll(self, y, dragging, pan=rk.PanState.NONE):
        self.m = self.m.replace(offset_y=y, dragging=dragging, pan=pan)
        self.sv.set_metrics(self.m)

    def drag(self, y):
        self.scroll(y, True, rk.PanState.CHANGED)

    def touch(self, y):
        self.scroll(y, True, rk.PanState.BEGAN)

    def lift(self, y):
        self.scroll(y, False, rk.PanState.ENDED)

    def coast(self, y):
        self.scroll(y, False)

    def advance(self, dt):
        self.clock.advance(dt)
        self.ctx.dispatch_until_idle()

    def seq(self):
        out, self.log = self.log, []
        return out


@pytest.fixture
def fa(ctx, clock):
    host = ScrollHost(ctx, clock)
    host.attach()
    return host


def test_new_auto_footer_defaults(ctx):
    f = ctx.auto_footer()
    assert f.kind is rk.Kind.AUTO_FOOTER
    assert f.style is rk.AutoFooterStyle.NORMAL
    assert (f.state, f.pulling_percent, f.alpha, f.spinner_animating) == (S.IDLE, 0.0, 1.0, False)
    assert f.label == IDLE_TITLE
    assert f.language == "en"
    g = f.geometry
    assert (g.height, g.trigger_percent, g.attached, g.automatically_refresh) == (
        44.0, 1.0, False, True)
    assert (g.auto_trigger_times, g.remaining_trigger_times, g.paging_enabled) == (1, 1, False)
    assert [s.name for s in f.signals()] == [
        "state-changed", "pulling-percent", "frame-changed", "gif-visibility", "layout-changed",
        "inset-requested", "offset-requested", "alpha-changed", "label-changed", "refreshing",
        "end-animation-began", "spinner-changed", "measure-text",
        "refreshing-load",  # 1.3 (F18): appended
        "announcement",  # 1.3 (F20): appended
        "load-cancelled"]  # 1.5: appended
    assert [s.name for s in rk.ScrollView.signals()] == ["inset-requested", "offset-requested",
                                                         "load-states-changed"]
    assert [p.name for p in rk.signal_info(rk.Kind.SCROLL_VIEW, "inset-requested").params] == [
        "component", "edge", "inset", "duration"]
    assert rk.auto_footer_style_name(rk.AutoFooterStyle.GIF) == "gif"
    assert (rk.kind_name(rk.Kind.AUTO_FOOTER), rk.kind_name(rk.Kind.SCROLL_VIEW)) == (
        "auto-footer", "scroll-view")
    assert ctx.auto_footer(rk.AutoFooterStyle.GIF).style is rk.AutoFooterStyle.GIF


def test_case_1_reaching_the_line_while_dragging_loads(fa):
    """F10: the state, the label and the spinner come before "refreshing"."""
    g = fa.footer.geometry
    assert fa.m.inset_bottom == 44.0  # the attach's request, applied by the host
    assert (g.trigger_offset, g.pan_end_offset, g.bottom_contribution, g.base_bottom, g.tall) == (
        444.0, 444.0, 44.0, 0.0, True)
    assert fa.relayed[-1] == (fa.footer, rk.ScrollEdge.BOTTOM, 44.0)
    fa.drag(443)
    assert fa.seq() == []
    fa.drag(444)
    assert fa.seq() == ["pct:1", "state:REFRESHING<IDLE", "label:Loading...", "spinner:1",
                        "refreshing"]
    assert fa.footer.spinner_animating
    assert fa.m.inset_bottom == 44.0  # no inset change entering Refreshing
    assert fa.footer.geometry.remaining_trigger_times == 0


def test_case_5_a_new_drag_refills_the_budget(fa):
    """F9: the budget is used when a load begins; a blocked attempt leaves nothing behind; a pan
    that begins refills it."""
    fa.drag(444)
    fa.footer.end_refreshing()
    fa.drag(446)
    fa.lift(444)  # the pan-end rule asks, the budget says no
    assert fa.footer.state is S.IDLE
    fa.touch(440)
    assert fa.footer.geometry.remaining_trigger_times == 1
    fa.drag(445)
    assert fa.footer.state is S.REFRESHING
    assert fa.footer.geometry.remaining_trigger_times == 0


def test_case_6_begin_and_tap_are_never_blocked(fa):
    fa.drag(444)
    fa.footer.end_refreshing()
    fa.drag(446)  # blocked
    assert fa.footer.state is S.IDLE
    done = []
    fa.footer.begin_refreshing(done.append)
    assert (fa.footer.state, done) == (S.REFRESHING, [True])
    fa.footer.end_refreshing()
    fa.seq()
    fa.footer.tap()
    assert fa.seq() == ["state:REFRESHING<IDLE", "label:Loading...", "spinner:1", "refreshing"]


def test_case_10_short_content_loads_on_pan_end(ctx, clock):
    host = ScrollHost(ctx, clock)
    host.attach(content_height=300)
    g = host.footer.geometry
    assert (g.tall, g.pan_end_offset) == (False, -64.0)
    assert host.footer.layout.footer.y == 300.0
    host.drag(-30)
    host.lift(-60)
    assert host.footer.state is S.REFRESHING


def test_case_13_no_auto_load_from_the_top_edge(ctx, clock):
    """F13: a header springing back asks for y = -118, which the auto footer (driven after the
    header in the same update) sees; with r = -2 its line is -128, but it never loads above -T."""
    host = ScrollHost(ctx, clock)
    header = ctx.header()
    host.m = rk.ScrollMetrics(viewport_width=375, viewport_height=600, content_height=560,
                              content_width=375, inset_top=64, offset_y=-64)
    host.sv.set_metrics(host.m)
    host.sv.attach(header)
    host.sv.attach(host.footer)
    assert host.sv.components == (header, host.footer)
    assert host.sv.component(rk.Kind.HEADER) is header
    assert host.sv.component(rk.Kind.FOOTER) is None  # the footer slot holds an auto footer
    host.footer.set_trigger_percent(-2)
    assert host.footer.geometry.trigger_offset == -128.0
    host.drag(-150)
    assert header.state is S.PULLING
    host.coast(-150)  # released: the header refreshes and asks for y = -118, top 118
    assert header.state is S.REFRESHING
    assert (host.m.offset_y, host.m.inset_top) == (-118.0, 118.0)
    assert host.footer.geometry.previous_offset == -150.0
    assert host.footer.geometry.top_rest_offset == -118.0
    assert host.footer.state is S.IDLE
    assert host.sv.host_inset(rk.ScrollEdge.TOP) == 64.0  # F8: 118 minus the header's 54
    header.end_refreshing()
    assert host.m.inset_top == 64.0


def test_case_14_no_more_data_turns_the_rules_off(fa):
    fa.drag(444)
    fa.footer.end_refreshing_with_no_more_data()
    assert (fa.footer.state, fa.footer.label) == (S.NO_MORE_DATA, "No more data")
    fa.touch(400)
    fa.drag(460)
    fa.lift(460)
    fa.footer.tap()
    assert fa.footer.state is S.NO_MORE_DATA
    fa.seq()
    done = []
    fa.footer.reset_no_more_data(done.append)
    assert fa.seq() == ["state:IDLE<NO_MORE_DATA", "label:" + IDLE_TITLE]
    assert done == [True]


FAILED_TITLE = "Loading failed. Tap to retry"


def test_failure_waits_for_a_new_drag_a_tap_or_retry(fa):
    """F17 (1.3): the exit's signals, to Failed, the label showing the message and the spinner
    stopped; in Failed the offset and pan-end rules do not load; retry and a tap begin again (never
    blocked by the budget); a pan that begins returns it to Idle."""
    f = fa.footer
    fa.drag(444)
    fa.seq()
    done = []
    f.end_refreshing_with_failure("boom", done.append)
    assert f.state is S.FAILED
    assert fa.seq() == ["state:FAILED<REFRESHING", "label:boom", "spinner:0", "end-anim"]
    assert (f.label, f.spinner_animating, done) == ("boom", False, [True])
    fa.drag(450)
    fa.lift(450)
    assert f.state is S.FAILED  # no load by itself
    assert fa.seq() == []
    f.retry(done.append)
    assert f.state is S.REFRESHING
    assert fa.seq() == ["state:REFRESHING<FAILED", "label:Loading...", "spinner:1", "refreshing"]
    assert done == [True, True]
    f.end_refreshing_with_failure()
    assert f.label == f.title(S.FAILED) == FAILED_TITLE
    fa.seq()
    f.tap()  # a tap on the label retries too
    assert fa.seq() == ["state:REFRESHING<FAILED", "label:Loading...", "spinner:1", "refreshing"]
    f.end_refreshing_with_failure()
    fa.seq()
    fa.touch(400)
    assert f.state is S.IDLE
    assert fa.seq() == ["state:IDLE<FAILED", "label:" + IDLE_TITLE]
    f.retry(done.append)  # from Idle: nothing
    assert (f.state, done[-1], fa.seq()) == (S.IDLE, False, [])


def test_a_refused_failure_message_changes_nothing(fa):
    f = fa.footer
    fa.drag(444)
    fa.seq()
    done = []
    with pytest.raises(rk.InvalidArgumentError) as info:
        f.end_refreshing_with_failure(b"\xff\xfe", done.append)
    assert info.value.status == rk.Status.INVALID_ARGUMENT
    assert info.value.function == "rk_component_end_refreshing_with_failure"
    with pytest.raises(TypeError):
        f.end_refreshing_with_failure(42)
    with pytest.raises(rk.InvalidArgumentError):
        f.end_refreshing_with_failure("x" * 65536)
    fa.advance(1)
    assert (f.state, done, fa.seq()) == (S.REFRESHING, [], [])


def test_case_18_a_host_inset_change_survives_hiding(fa):
    """F8: hiding gives back exactly the 44 it added (the original: a residue)."""
    fa.m = fa.m.replace(inset_bottom=84)
    fa.coast(-64)
    assert fa.footer.geometry.base_bottom == 40.0
    assert fa.sv.host_inset(rk.ScrollEdge.BOTTOM) == 40.0
    fa.footer.set_hidden(True)
    assert fa.m.inset_bottom == 40.0
    assert fa.sv.metrics.inset_bottom == 40.0


def test_case_19_paging_ends_on_the_page_boundary(fa):
    """F1: the end acts at once; the completion waits for the paging animation."""
    fa.footer.set_paging_enabled(True)
    fa.drag(444)
    fa.seq()
    done = []
    fa.footer.end_refreshing(done.append)
    assert fa.seq() == ["state:IDLE<REFRESHING", "label:" + IDLE_TITLE, "spinner:0",
                        "offset:400@0.4", "end-anim"]
    assert fa.m.offset_y == 400.0
    assert fa.relayed[-1] == (fa.footer, rk.ScrollAxis.VERTICAL, 400.0)
    fa.advance(0.39)
    assert done == []
    fa.advance(0.01)
    assert done == [True]
    assert fa.footer.pulling_percent == 1.0  # never reset (docs/behaviour/auto-footer.md §8)


def test_gif_style_shows_only_refreshing_frames(ctx, clock):
    host = ScrollHost(ctx, clock, rk.AutoFooterStyle.GIF)
    host.attach()
    f = host.footer
    f.set_images(S.IDLE, [(1, 30, 30)])
    f.set_images(S.REFRESHING, [(10, 30, 30), (11, 30, 30)], duration=0.2)
    assert not f.gif.visible and f.frame_at(clock.now) is None
    host.drag(444)
    assert f.gif.visible and f.gif.animating
    assert f.frame_at(clock.now + 0.15) == (11, 1)
    assert f.layout.content_mode is rk.ContentMode.RIGHT
    assert not f.spinner_animating


def test_a_lone_auto_footer_takes_its_own_updates(ctx):
    f = ctx.auto_footer()
    seen = []
    f.connect("inset-requested", lambda b, d: seen.append(b))
    f.set_metrics(viewport_width=375, viewport_height=600, content_height=1000, inset_top=64,
                  offset_y=-64)
    assert f.geometry.attached and seen == [44.0]
    f.set_metrics(viewport_width=375, viewport_height=600, content_height=1000, inset_top=64,
                  inset_bottom=44, offset_y=444, dragging=True, pan=rk.PanState.CHANGED)
    assert f.state is S.REFRESHING


def test_detach_gives_the_inset_back_and_destroying_detaches(fa):
    fa.sv.detach(fa.footer)
    assert fa.m.inset_bottom == 0.0
    assert fa.sv.component(rk.Kind.AUTO_FOOTER) is None
    assert (fa.footer.geometry.attached, fa.footer.geometry.bottom_contribution) == (False, 0.0)
    fa.sv.attach(fa.footer)
    assert fa.m.inset_bottom == 44.0
    fa.footer.close()
    assert fa.m.inset_bottom == 0.0  # the scroll view relays the give-back (F8)
    assert fa.sv.components == ()


def test_bound_to_a_task(fa, ctx):
    task = ctx.task()
    fa.footer.follow(task)
    task.resume()
    ctx.dispatch_until_idle()
    assert fa.footer.state is S.REFRESHING
    assert "refreshing" not in fa.seq()  # B4: the task is the load
    task.complete()
    ctx.dispatch_until_idle()
    assert fa.footer.state is S.IDLE


def test_follow_task_with_failure_ends_in_failed(fa, ctx):
    """B8 (1.3): the auto footer's load ends in Failed with the message; a later tap retries."""
    task = ctx.task()
    fa.footer.follow_task(task, failure=True)
    task.resume()
    ctx.dispatch_until_idle()
    assert fa.footer.state is S.REFRESHING
    task.complete(2, "Offline")
    ctx.dispatch_until_idle()
    assert (fa.footer.state, fa.footer.label) == (S.FAILED, "Offline")
    fa.footer.follow_task(None)
    fa.footer.tap()
    assert fa.footer.state is S.REFRESHING


def test_errors_are_exceptions(fa, ctx):
    f, sv = fa.footer, fa.sv
    with pytest.raises(rk.InvalidStateError):
        f.set_metrics(fa.m)  # attached: its updates come from the scroll view
    with pytest.raises(rk.InvalidStateError):
        sv.attach(f)  # attached already
    with pytest.raises(rk.InvalidStateError):
        sv.attach(ctx.footer())  # the footer slot holds the auto footer
    with pytest.raises(rk.InvalidStateError):
        sv.detach(ctx.header())  # not attached
    with pytest.raises(rk.InvalidArgumentError):
        f.set_trigger_percent(float("nan"))
    with pytest.raises(rk.InvalidArgumentError):
        f.set_height(0)
    with pytest.raises(rk.InvalidArgumentError):
        f.set_animation_durations(-1, 0.4)
    with pytest.raises(rk.InvalidArgumentError):
        f.set_images(S.REFRESHING, [(1, 10, 10), (2, 10, 10)], duration=0)
    with pytest.raises(rk.InvalidArgumentError):
        sv.set_metrics(fa.m, offset_y=float("inf"))
    with pytest.raises(rk.InvalidArgumentError):
        sv.host_inset(7)
    with pytest.raises(rk.InvalidArgumentError):
        sv.component(rk.Kind.TASK)
    with pytest.raises(rk.InvalidArgumentError):
        ctx.auto_footer(5)
    with pytest.raises(TypeError):
        sv.attach(ctx.task())
    other = rk.Context()
    try:
        with pytest.raises(rk.InvalidHandleError):
            sv.attach(other.header())  # another context's component
    finally:
        other.close()
    assert fa.footer.state is S.IDLE and fa.m.inset_bottom == 44.0  # nothing changed
    sv.close()
    with pytest.raises(rk.InvalidHandleError):
        sv.host_inset(rk.ScrollEdge.TOP)
    # The closed scroll view detached the footer: its own "inset-requested" gives the 44 back (the
    # scroll view's handlers had ended by then).
    assert fa.seq()[-1] == "inset:0@0"
    assert fa.footer.geometry.attached is False
