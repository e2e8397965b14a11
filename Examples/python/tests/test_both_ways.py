"""Lists that load both ways (1.5) through the binding: anchoring rows inserted at either end
(docs/behaviour/scroll-view.md §6). A 700-high viewport over 3000 points of content, insets T 50 and
B 20; the host applies every offset the scroll view asks for."""

import math

import pytest

import refreshkit as rk


@pytest.fixture
def chat(ctx):
    sv = ctx.scroll_view()
    asked = []
    sv.connect("offset-requested", lambda component, axis, offset, duration:
               asked.append((component, axis, offset, duration)))
    m = rk.ScrollMetrics(viewport_width=320, viewport_height=700, content_height=3000,
                         content_width=320, inset_top=50, inset_bottom=20, offset_y=410.25)
    sv.set_metrics(m)
    yield sv, asked
    sv.close()


def test_rows_inserted_above_keep_the_visible_rows_still(chat):
    sv, asked = chat
    sv.content_inserted(rk.ScrollEdge.TOP, 137.5)
    # Asked in the call, by the scroll view itself (no component), at once.
    assert asked == [(None, rk.ScrollAxis.VERTICAL, 547.75, 0.0)]
    assert sv.metrics.offset_y == 547.75 and sv.metrics.content_height == 3137.5


def test_rows_inserted_below_follow_only_a_list_at_its_end(chat):
    sv, asked = chat
    sv.content_inserted(rk.ScrollEdge.BOTTOM, 64)
    assert asked == [] and sv.metrics.content_height == 3064
    sv.set_metrics(sv.metrics, offset_y=3064 + 20 - 700)
    sv.content_inserted(rk.ScrollEdge.BOTTOM, 36)
    assert asked == [(None, rk.ScrollAxis.VERTICAL, 3100 + 20 - 700, 0.0)]


def test_inserted_items_join_the_count_and_move_the_visible_indices(chat):
    sv, asked = chat
    sv.set_metrics(sv.metrics, item_count=60, first_visible_item=8, last_visible_item=21)
    sv.content_inserted(rk.ScrollEdge.TOP, 350, 7)
    m = sv.metrics
    assert (m.item_count, m.first_visible_item, m.last_visible_item) == (67, 15, 28)
    sv.content_inserted(rk.ScrollEdge.BOTTOM, 90, items=3)
    assert sv.metrics.item_count == 70 and sv.metrics.first_visible_item == 15
    for items in (-1, 10**9 + 1):
        with pytest.raises(rk.InvalidArgumentError):
            sv.content_inserted(rk.ScrollEdge.TOP, 10, items)
    assert sv.metrics.item_count == 70


def test_refused_insertions_change_nothing(chat):
    sv, asked = chat
    before = sv.metrics
    for height in (math.nan, math.inf, -1.0, 1.5e9):
        with pytest.raises(rk.InvalidArgumentError):
            sv.content_inserted(rk.ScrollEdge.TOP, height)
    with pytest.raises(rk.InvalidArgumentError):
        sv.content_inserted(rk.ScrollEdge.RIGHT, 10)
    assert sv.metrics == before and asked == []


def test_load_states_are_one_snapshot_told_once_per_change(ctx):
    sv = ctx.scroll_view()
    told = []
    sv.connect("load-states-changed", lambda r, p, a: told.append((r, p, a)))
    sv.set_metrics(rk.ScrollMetrics(viewport_width=320, viewport_height=700, content_height=3000,
                                    content_width=320, inset_top=50, offset_y=100))
    footer = ctx.auto_footer()
    sv.attach(footer)
    assert told == []
    load = footer.begin_load()
    assert told == [(0, 0, 1)]
    states = sv.load_states
    assert states.append == rk.LoadState(rk.LoadStatus.LOADING, load, 0)
    assert states.refresh == states.prepend == rk.LoadState(rk.LoadStatus.NOT_LOADING, 0, 0)
    footer.end_load(load, rk.LoadOutcome.FAILED, "délai")
    assert told[-1] == (0, 0, int(rk.LoadStatus.FAILED))
    assert sv.load_states.append == rk.LoadState(rk.LoadStatus.FAILED, 0, len("délai".encode()))
    assert rk.load_status_name(rk.LoadStatus.END_REACHED) == "end-reached"
    sv.close()


def test_a_cancelled_load_is_told_once_with_its_reason(ctx):
    footer = ctx.auto_footer()
    told = []
    footer.connect("load-cancelled", lambda load_id, reason: told.append((load_id, reason)))
    first = footer.begin_load()
    footer.cancel_load(first)
    assert told == [(first, rk.LoadCancelReason.HOST)] and footer.state is rk.FooterState.IDLE
    with pytest.raises(rk.StaleLoadError):
        footer.cancel_load(first)
    second = footer.begin_load()
    third = footer.restart_load()
    assert third != second and told[-1] == (second, rk.LoadCancelReason.SUPERSEDED)
    footer.end_load(third)
    assert len(told) == 2  # an ended load is never told as cancelled
    assert rk.load_cancel_reason_name(rk.LoadCancelReason.DETACHED) == "detached"
