"""Prefetch by item count (F19, 1.3) through the binding: the host reports item_count and
last_visible_item in its ScrollMetrics; an auto footer with prefetch_items = n begins loading when
the last visible item reaches item_count - n, far above the pixel line. The rule is
edge-triggered: once per arrival, again when the count changes while it holds (a short list
filling up, a list that shrank) or after a new pan, never merely because it still holds. Setup FA
(H 600, C 1000, T 64; the pixel line at 444), at rest at y 100."""

import threading

import pytest

import refreshkit as rk
from refreshkit import FooterState as S


class World:
    def __init__(self, ctx, prefetch):
        self.ctx = ctx
        self.af = ctx.auto_footer()
        self.log = []
        self.af.connect("state-changed",
                        lambda new, old: self.log.append("state:%d<%d" % (new, old)))
        self.af.connect("refreshing", lambda: self.log.append("refreshing"))
        self.af.prefetch_items = prefetch
        self.m = rk.ScrollMetrics(viewport_width=375, viewport_height=600, content_height=1000,
                                  content_width=375, inset_top=64, offset_y=100)
        self.af.set_metrics(self.m)
        self.seq()

    def items(self, count, last, dragging=False):
        """One update at y 100 reporting the items; dragging is a pan's change."""
        self.m = self.m.replace(item_count=count, last_visible_item=last, dragging=dragging,
                                pan=rk.PanState.CHANGED if dragging else rk.PanState.NONE)
        self.af.set_metrics(self.m)

    def seq(self):
        out, self.log = self.log, []
        return out


@pytest.fixture
def world(ctx):
    return lambda prefetch: World(ctx, prefetch)


def test_scroll_metrics_report_no_items_by_default():
    m = rk.ScrollMetrics()
    assert (m.item_count, m.last_visible_item) == (0, -1)
    assert m.replace(item_count=3).item_count == 3


def test_the_property_and_refused_values(ctx):
    af = ctx.auto_footer()
    assert af.prefetch_items == 0  # off
    af.prefetch_items = 5
    assert af.prefetch_items == 5
    af.set_prefetch_items(7)
    assert af.prefetch_items == 7
    with pytest.raises(rk.InvalidArgumentError):
        af.prefetch_items = -1
    with pytest.raises(rk.InvalidArgumentError):
        af.prefetch_items = 1 << 63  # not an int64: refused by the binding
    assert af.prefetch_items == 7


def test_an_arrival_loads_once(world):
    w = world(5)
    w.items(100, 93, True)
    w.items(100, 94, True)
    assert w.seq() == []
    w.items(100, 95, True)  # 95 >= 100 - 5: far above the pixel line, it loads
    assert w.seq() == ["state:3<1", "refreshing"]
    w.items(100, 97, True)  # one load at a time
    assert w.seq() == []
    w.af.end_refreshing()
    w.seq()
    # The load brought nothing: still within 5 of the end, the same count: no repeat.
    w.items(100, 98, True)
    w.items(100, 99, False)
    assert w.seq() == []
    assert w.af.state is S.IDLE


def test_a_count_change_loads_again(world):
    w = world(5)
    w.items(100, 96)
    w.af.end_refreshing()
    w.seq()
    w.items(120, 99)  # the page brought 20 rows; the end is still within 5 of the last visible
    assert w.af.state is S.IDLE  # 99 < 120 - 5: not at the end any more
    w.items(120, 116)
    assert w.seq()[-1] == "refreshing"
    w.af.end_refreshing()
    w.seq()
    w.items(121, 117)  # a count change while the condition holds
    assert w.seq() == ["state:3<1", "refreshing"]


def test_a_short_list_fills_up_and_stops(world):
    """A list shorter than the screen: every page that leaves the end visible loads the next."""
    w = world(1)
    loads = 0
    count = 4
    while count < 40:
        w.items(count, count - 1 if count < 12 else 11)  # 12 rows fit on the screen
        if w.af.state is not S.REFRESHING:
            break
        loads += 1
        w.af.end_refreshing()
        count += 4
    assert (loads, count) == (3, 16)  # 4, 8 and 12 rows showed their last; 16 did not


def test_a_shrinking_count_and_a_new_pan_rearm(world):
    w = world(3)
    w.items(50, 48)
    w.af.end_refreshing()
    w.seq()
    w.items(20, 19)  # a refresh replaced the data
    assert w.seq() == ["state:3<1", "refreshing"]
    w.af.end_refreshing()
    w.items(20, 19, True)
    w.seq()
    w.m = w.m.replace(pan=rk.PanState.BEGAN)  # a new drag: the arrival counts again
    w.af.set_metrics(w.m)
    assert w.seq() == ["state:3<1", "refreshing"]


def test_no_prefetch_in_failed_or_no_more_data(world):
    w = world(5)
    w.items(100, 96)
    w.af.end_refreshing_with_failure()
    w.items(110, 108)
    assert w.af.state is S.FAILED
    w.af.end_refreshing_with_no_more_data()
    w.items(120, 119)
    assert w.af.state is S.NO_MORE_DATA


def test_bad_items_are_refused_and_change_nothing(world):
    w = world(5)
    with pytest.raises(rk.InvalidArgumentError):
        w.items(10, 10)  # the last visible item past the end
    with pytest.raises(rk.InvalidArgumentError):
        w.items(-1, -1)
    with pytest.raises(rk.InvalidArgumentError):
        w.items(1 << 63, 0)  # not an int64: refused by the binding
    assert w.seq() == [] and w.af.state is S.IDLE


def test_through_a_scroll_view(world, ctx):
    w = world(2)
    sv = ctx.scroll_view()
    sv.attach(w.af)
    m = w.m.replace(item_count=30, last_visible_item=20)
    sv.set_metrics(m)
    w.seq()
    sv.set_metrics(m.replace(last_visible_item=28))
    assert w.seq() == ["state:3<1", "refreshing"]
    back = sv.metrics
    assert (back.item_count, back.last_visible_item) == (30, 28)


def test_the_setter_from_a_worker_is_queued(world, ctx):
    w = world(0)
    t = threading.Thread(target=lambda: w.af.set_prefetch_items(10))
    t.start()
    t.join()
    assert w.af.prefetch_items == 0
    ctx.dispatch()
    assert w.af.prefetch_items == 10
    w.items(100, 90)
    assert w.af.state is S.REFRESHING
