"""The auto header (1.5, docs/behaviour/auto-header.md) through the binding: on a scroll view beside
a pull-down header it loads older items when the list reaches its top, the scroll view reports the
load as prepend, and the rows that arrive above keep the visible ones still. A 600-high viewport,
top inset 30 (74 with the auto header's 44), bottom inset 10, content 2400."""

import pytest

import refreshkit as rk


def test_a_scroll_to_the_top_loads_older_items_and_the_insertion_is_anchored(ctx):
    sv = ctx.scroll_view()
    header = ctx.header()
    older = ctx.auto_header()
    asked, told = [], []
    sv.connect("offset-requested", lambda component, axis, offset, duration:
               asked.append((component, offset, duration)))
    sv.connect("load-states-changed", lambda r, p, a: told.append((r, p, a)))
    sv.set_metrics(rk.ScrollMetrics(viewport_width=320, viewport_height=600, content_width=320,
                                    content_height=2400, inset_top=30, inset_bottom=10,
                                    offset_y=900))
    sv.attach(header)
    sv.attach(older)
    ctx.dispatch_until_idle()
    assert sv.component(rk.Kind.AUTO_HEADER) is older
    assert sv.metrics.inset_top == 74  # its 44 on the top edge
    assert older.geometry.trigger_offset == -74 and older.geometry.top_contribution == 44

    sv.set_metrics(sv.metrics, offset_y=-74)
    ctx.dispatch_until_idle()
    assert older.state is rk.FooterState.REFRESHING and header.state is rk.FooterState.IDLE
    load = older.load_id
    assert sv.load_states.prepend == rk.LoadState(rk.LoadStatus.LOADING, load, 0)
    assert sv.load_states.refresh.status is rk.LoadStatus.NOT_LOADING
    assert told[-1] == (0, int(rk.LoadStatus.LOADING), 0)

    # 25 older rows of 48 arrive: end the load, then insert them above in the same turn.
    older.end_load(load)
    del asked[:]
    sv.content_inserted(rk.ScrollEdge.TOP, 1200)
    ctx.dispatch_until_idle()
    assert asked == [(None, 1126.0, 0.0)]
    assert (sv.metrics.offset_y, sv.metrics.content_height) == (1126, 3600)
    sv.set_metrics(sv.metrics)  # the host applied it: nothing loads again
    ctx.dispatch_until_idle()
    assert older.state is rk.FooterState.IDLE
    assert sv.load_states.prepend.status is rk.LoadStatus.NOT_LOADING
    sv.close()


def test_its_own_functions_and_what_it_lacks(ctx):
    older = ctx.auto_header(rk.AutoFooterStyle.GIF)
    assert older.kind is rk.Kind.AUTO_HEADER and older.style is rk.AutoFooterStyle.GIF
    assert rk.kind_name(rk.Kind.AUTO_HEADER) == "auto-header"
    assert [s.name for s in rk.AutoHeader.signals()] == [s.name for s in rk.AutoFooter.signals()]
    older.set_trigger_percent(0.25)
    older.set_automatically_refresh(False)
    older.set_auto_trigger_times(3)
    older.prefetch_items = 5
    older.set_refreshing_title_hidden(True)
    older.set_spinner_size(24, 24)
    ctx.dispatch_until_idle()
    g = older.geometry
    assert (g.trigger_percent, g.automatically_refresh, g.auto_trigger_times) == (0.25, False, 3)
    assert older.prefetch_items == 5 and not older.spinner_animating
    assert older.layout.header.height == 44
    with pytest.raises(rk.InvalidArgumentError):
        older.set_prefetch_items(-1)
    for lacking in ("set_ignored_bottom_inset", "set_data_count", "set_label_hidden",
                    "set_paging_enabled"):
        assert not hasattr(older, lacking)
    older.tap()
    ctx.dispatch_until_idle()
    assert older.state is rk.FooterState.REFRESHING
    older.close()


def test_prefetch_counts_the_rows_above_the_first_visible_one(ctx):
    older = ctx.auto_header()
    older.prefetch_items = 5
    m = rk.ScrollMetrics(viewport_width=320, viewport_height=600, content_width=320,
                         content_height=2400, inset_top=30, inset_bottom=10, offset_y=900,
                         item_count=50, last_visible_item=30, first_visible_item=18)
    older.set_metrics(m)
    ctx.dispatch_until_idle()
    assert older.state is rk.FooterState.IDLE
    older.set_metrics(m.replace(offset_y=800, first_visible_item=4))
    ctx.dispatch_until_idle()
    assert older.state is rk.FooterState.REFRESHING
    with pytest.raises(rk.InvalidArgumentError):
        older.set_metrics(m.replace(first_visible_item=50))
    older.close()


def test_a_short_chat_fills_the_viewport_with_older_pages(ctx):
    """Fill the viewport (1.5): a first page of 250 under a 600-high viewport loads older pages,
    one at a time, until the content is taller than the viewport; off, nothing loads."""
    sv = ctx.scroll_view()
    older = ctx.auto_header()
    sv.set_metrics(rk.ScrollMetrics(viewport_width=320, viewport_height=600, content_width=320,
                                    content_height=250, inset_top=30, inset_bottom=10,
                                    offset_y=-30))
    sv.attach(older)
    sv.set_metrics(sv.metrics)
    ctx.dispatch_until_idle()
    assert older.state is rk.FooterState.IDLE  # off by default, as MJRefresh
    older.set_auto_trigger_times(-1)
    older.set_fills_viewport(True)
    pages = 0
    sv.set_metrics(sv.metrics)
    ctx.dispatch_until_idle()
    while older.state is rk.FooterState.REFRESHING and pages < 10:
        pages += 1
        older.end_load(older.load_id)
        sv.content_inserted(rk.ScrollEdge.TOP, 200)
        sv.set_metrics(sv.metrics)
        ctx.dispatch_until_idle()
    assert pages == 2  # 250 and 450 load; at 650 (+ 10 > 600) the screen is full
    assert older.state is rk.FooterState.IDLE
    with pytest.raises(rk.InvalidArgumentError):
        older.set_fills_viewport(2)  # type: ignore[arg-type]
    sv.close()
