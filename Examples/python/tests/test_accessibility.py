"""Accessibility as output (F20, 1.3) through the binding: every member of the family says what a
screen reader should announce through its "announcement" signal, delivered as (text: str,
priority: AnnouncementPriority), localized, with the number of new items when the host reports
item counts (F19's ScrollMetrics.item_count), and only while a handler listens; activate() is
what a tap or a pull would do; Context.reduced_motion makes every request immediate. Footer
cases in setup A (trigger 444), as test_footer.py."""

import threading

import pytest

import refreshkit as rk
from refreshkit import AnnouncementPriority as P
from refreshkit import FooterState as S

FAILED_TITLE = "Loading failed. Tap to retry"


@pytest.fixture
def said(host):
    """The footer host, its announcements logged as "say:TEXT/PRIORITY" (priority by name)."""

    def on_say(text, priority):
        assert isinstance(text, str) and isinstance(priority, P)
        host.events.append("say:%s/%s" % (text, priority.name))

    host.say_connection = host.footer.connect("announcement", on_say)
    return host


def says(host):
    return host.seq(kinds={"say"})


def pull(host, items=0):
    """A pull past the trigger, released, reporting `items` rows (the last one visible)."""
    last = items - 1 if items > 0 else -1
    host.m = host.m.replace(item_count=items, last_visible_item=last)
    host.scroll(-64, False)
    host.scroll(460, True)
    host.scroll(460, False)
    assert host.footer.state is S.REFRESHING


def report(host, items, last):
    """The page arrived: the host reports its new row count before ending the load."""
    host.m = host.m.replace(item_count=items, last_visible_item=last)
    host.push()


def test_the_signal_is_appended_to_every_kind(ctx):
    expected = {rk.Kind.FOOTER: 12, rk.Kind.HEADER: 17, rk.Kind.TRAILER: 11,
                rk.Kind.AUTO_FOOTER: 14}
    # 1.4 appended "time-text-refused" after the header's; 1.5 "load-cancelled" after every kind's.
    appended_later = {rk.Kind.FOOTER: 1, rk.Kind.HEADER: 2, rk.Kind.TRAILER: 1, rk.Kind.AUTO_FOOTER: 1}
    for kind, index in expected.items():
        info = rk.signal_info(kind, "announcement")
        assert info.index == index and len(rk.signals(kind)) == index + 1 + appended_later.get(kind, 0)
        assert [(p.name, p.type) for p in info.params] == [
            ("text", rk.Type.STRING), ("priority", rk.Type.INT32)]
        assert info.return_type == rk.Type.VOID
    assert [int(p) for p in P] == [0, 1, 2] and P.HIGH.name == "HIGH"


def test_a_load_says_began_loaded_no_more_data_failed(said):
    f = said.footer
    pull(said)
    assert says(said) == ["say:Loading/LOW"]
    f.end_refreshing()
    assert says(said) == ["say:Loaded/MEDIUM"]
    said.advance(0.5)
    pull(said)
    f.end_refreshing_with_no_more_data()
    assert says(said) == ["say:Loading/LOW", "say:No more data/MEDIUM"]
    f.reset_no_more_data()
    said.advance(0.5)
    pull(said)
    f.end_refreshing_with_failure()
    assert says(said) == ["say:Loading/LOW", "say:%s/HIGH" % FAILED_TITLE]
    f.retry()
    f.end_refreshing_with_failure("Server said 503")
    assert says(said) == ["say:Loading/LOW", "say:Server said 503/HIGH"]


def test_the_end_counts_the_new_items(said):
    """The count reported before the end minus the one reported when the load began."""
    f = said.footer
    pull(said, 20)
    report(said, 32, 19)  # 12 rows more
    says(said)
    f.end_refreshing()
    assert says(said) == ["say:Loaded 12 new items/MEDIUM"]
    said.advance(0.5)
    pull(said, 32)
    report(said, 33, 31)
    says(said)
    f.end_load(f.load_id)  # F18's end names its load; the announcement is the same
    assert says(said) == ["say:Loaded 1 new item/MEDIUM"]
    said.advance(0.5)
    # No rows arrived: the end says so without a count.
    pull(said, 33)
    says(said)
    f.end_refreshing()
    assert says(said) == ["say:Loaded/MEDIUM"]


def test_announcements_in_the_components_language(said):
    f = said.footer
    f.language = "ru"
    pull(said, 33)
    report(said, 43, 32)
    says(said)
    f.end_refreshing()
    assert says(said) == ["say:Загружено новых элементов: 10/MEDIUM"]
    said.advance(0.5)
    f.language = "zh-Hans"
    pull(said)
    f.end_refreshing_with_no_more_data()
    assert says(said) == ["say:正在加载/LOW", "say:没有更多数据了/MEDIUM"]


def test_only_while_a_handler_listens(said):
    f = said.footer
    f.disconnect(said.say_connection)
    pull(said)
    f.end_refreshing()
    assert says(said) == []
    said.advance(0.5)
    f.connect("announcement", lambda text, priority: said.events.append("say:%s" % text))
    pull(said)
    assert says(said) == ["say:Loading"]


def test_a_handler_exception_comes_out_of_the_call(said):
    def boom(text, priority):
        raise ValueError("reader bridge down")

    said.footer.connect("announcement", boom)
    with pytest.raises(ValueError, match="reader bridge down"):
        said.footer.begin_refreshing()
    assert said.footer.state is S.REFRESHING  # the handler's failure changes nothing


def test_activate_is_a_tap_or_a_pull(said):
    f = said.footer
    f.activate()
    assert f.state is S.REFRESHING
    assert said.seq(kinds={"state", "say", "refreshing"}) == ["state:3<1", "say:Loading/LOW"]
    said.advance(0.25)
    assert said.seq(kinds={"refreshing"}) == ["refreshing"]
    f.activate()  # loading: nothing
    assert said.seq() == []
    f.end_refreshing_with_failure("offline")
    said.advance(0.5)
    said.seq()
    f.activate()  # Failed: a retry
    assert f.state is S.REFRESHING
    assert said.seq(kinds={"state", "say"}) == ["state:3<6", "say:Loading/LOW"]
    f.end_refreshing_with_no_more_data()
    said.seq()
    f.activate()  # NoMoreData: a tap does nothing
    assert f.state is S.NO_MORE_DATA and said.seq() == []
    f.reset_no_more_data()
    f.set_hidden(True)
    said.seq()
    f.activate()  # hidden: no tap reaches it
    assert f.state is S.IDLE and said.seq() == []


def test_activate_from_a_worker_is_queued(said):
    f = said.footer
    errors = []

    def worker():
        try:
            f.activate()
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    t = threading.Thread(target=worker)
    t.start()
    t.join()
    assert errors == []
    assert f.state is S.IDLE  # queued until the loop dispatches
    said.ctx.dispatch()
    assert f.state is S.REFRESHING
    assert says(said) == ["say:Loading/LOW"]


def test_the_whole_family_announces_and_activates(ctx):
    log = []

    def listen(component, tag):
        def on_say(text, priority):
            log.append("%s:%s/%s" % (tag, text, priority.name))

        component.connect("announcement", on_say)
        return component

    h = listen(ctx.header(), "header")
    t = listen(ctx.trailer(), "trailer")
    af = listen(ctx.auto_footer(), "auto")
    af.connect("refreshing", lambda: log.append("auto:refreshing"))
    h.language = "uk"
    h.activate()
    assert h.state is S.REFRESHING
    h.end_refreshing_with_failure()
    assert log == ["header:Завантаження/LOW",
                   "header:Помилка завантаження. Торкніться, щоб повторити/HIGH"]
    del log[:]
    t.language = "ko"
    t.activate()
    assert t.state is S.REFRESHING
    t.end_refreshing()
    assert log == ["trailer:로딩 중/LOW", "trailer:로딩 완료/MEDIUM"]
    del log[:]
    af.activate()  # the auto footer's tap: its trigger comes at once
    assert log == ["auto:Loading/LOW", "auto:refreshing"]
    af.end_refreshing_with_no_more_data()
    assert log[2:] == ["auto:No more data/MEDIUM"]


def test_activate_refuses_a_closed_component(ctx):
    f = ctx.footer()
    f.close()
    with pytest.raises(rk.InvalidHandleError):
        f.activate()


def test_reduced_motion_property(ctx):
    assert ctx.reduced_motion is False
    ctx.reduced_motion = True
    assert ctx.reduced_motion is True
    with pytest.raises(rk.InvalidArgumentError):
        ctx.set_reduced_motion(2)
    assert ctx.reduced_motion is True  # a refused value changes nothing
    ctx.set_reduced_motion(False)
    assert ctx.reduced_motion is False


IDLE_IMAGES = [(101, 40, 40), (102, 40, 40), (103, 40, 40)]
LOADING_IMAGES = [(201, 40, 40), (202, 40, 40), (203, 40, 40)]


def test_reduced_motion_makes_every_request_immediate(said):
    f = said.footer
    f.set_images(S.IDLE, IDLE_IMAGES)
    f.set_images(S.REFRESHING, LOADING_IMAGES)
    f.set_automatically_change_alpha(True)
    said.ctx.reduced_motion = True
    said.seq()
    said.scroll(430, True)  # a part of the way: Idle's frames would follow the pull
    assert said.seq(kinds={"frame"}) == []
    said.scroll(460, True)
    said.scroll(460, False)
    assert said.seq(kinds={"inset", "frame", "say"}) == [
        "inset:44@0", "frame:201/0", "say:Loading/LOW"]
    said.advance(1.0)
    assert said.seq(kinds={"frame"}) == []  # no frame loop
    f.end_refreshing()
    kinds = said.seq(kinds={"inset", "alpha", "offset"})
    assert kinds and all(e.endswith("@0") for e in kinds), kinds
    said.advance(0.5)
    # Off again: the next load animates.
    said.ctx.reduced_motion = False
    said.scroll(-64, False)
    said.seq()
    said.scroll(460, True)
    said.scroll(460, False)
    assert "inset:44@0.25" in said.seq(kinds={"inset"})
    said.advance(0.1)
    assert "frame:202/1" in said.seq(kinds={"frame"})


def test_reduced_motion_stops_a_running_gif_on_its_first_frame(said):
    said.footer.set_images(S.REFRESHING, LOADING_IMAGES)
    said.scroll(460, True)
    said.scroll(460, False)
    said.advance(0.15)
    said.seq()
    said.ctx.reduced_motion = True
    said.advance(1.0)
    assert said.seq(kinds={"frame"}) == ["frame:201/0"]
