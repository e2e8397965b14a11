"""Footer scenarios through the binding, on a fake clock (setup A: H=600, W=375, C=1000, T=64,
h=44, so happen_offset=400 and trigger_offset=444)."""

import math
import threading

import pytest

import refreshkit as rk
from refreshkit import FooterState as S


def test_new_footer_defaults(host):
    f = host.footer
    assert f.state is S.IDLE
    assert f.pulling_percent == 0.0
    assert f.alpha == 1.0
    assert f.geometry == rk.FooterGeometry(height=44.0, happen_offset=400.0, trigger_offset=444.0,
                                           bottom_inset=0.0, offset_y=-64.0, bottom_delta=0.0)
    assert f.label == "Pull up to load more"
    assert f.language == "en"
    # gif width = W/2 - label_left_inset - text_width/2, text width 6 x 20 characters (measure-text).
    layout = f.layout
    assert layout.content_mode is rk.ContentMode.RIGHT
    assert layout.footer == rk.Rect(0.0, 1000.0, 375.0, 44.0)
    assert layout.gif == rk.Rect(0.0, 0.0, 375 / 2 - 20 - 120 / 2, 44.0)
    assert f.gif == rk.FooterGif(visible=True, animating=False, has_frame=False, index=0,
                                 image_id=0)
    assert f.frame_at(host.clock.now) is None
    assert f.kind is rk.Kind.FOOTER


def test_drag_across_the_trigger_and_back(host):
    f = host.footer
    host.scroll(430, True)
    assert f.state is S.IDLE
    assert f.pulling_percent == 30 / 44
    assert host.seq() == ["pct:0.681818"]
    host.scroll(450, True)
    assert f.state is S.PULLING
    assert host.seq() == ["pct:1.13636", "state:2<1", "label:Release to load more"]
    assert f.label == "Release to load more"
    host.scroll(430, True)
    assert f.state is S.IDLE
    assert host.seq() == ["pct:0.681818", "state:1<2", "label:Pull up to load more"]


def test_release_refreshes_and_trigger_fires_after_the_fast_duration(host):
    f = host.footer
    host.scroll(450, True)
    host.seq()
    t0 = host.clock.now
    host.scroll(448, False)  # the finger lifts past the trigger
    assert f.state is S.REFRESHING
    assert host.seq() == ["pct:1", "state:3<2", "inset:44@0.25", "offset:444@0.25",
                          "label:Loading..."]
    g = f.geometry
    assert (g.bottom_inset, g.bottom_delta, g.offset_y) == (44.0, 44.0, 444.0)
    host.push()  # the host reports what it applied: ignored while refreshing
    assert host.seq(kinds=DEFAULT_AND_LAYOUT) == []
    assert host.ctx.next_timeout() == pytest.approx(0.25)
    host.to(t0 + 0.2499)
    assert host.seq() == []
    host.to(t0 + 0.25)
    assert host.seq() == ["refreshing"]
    host.advance(2.0)
    assert host.seq() == []
    assert f.state is S.REFRESHING
    assert host.ctx.next_timeout() is None


DEFAULT_AND_LAYOUT = {"state", "pct", "frame", "gif", "inset", "offset", "alpha", "label",
                      "refreshing", "done", "layout", "measure"}


def refreshing(host):
    """Setup A, refreshing from a drag, trigger fired, host applied the requests."""
    host.scroll(450, True)
    host.scroll(448, False)
    host.advance(0.25)
    assert host.footer.state is S.REFRESHING
    host.push()
    host.seq()
    return host


def test_end_refreshing_restores_the_inset(host):
    f = refreshing(host).footer
    t1 = host.clock.now
    f.end_refreshing(host.done(1))
    assert f.state is S.IDLE  # F1: at once
    assert host.seq() == ["state:1<3", "inset:0@0.4", "label:Pull up to load more"]
    assert f.geometry.bottom_inset == 0.0
    assert f.pulling_percent == 1.0
    host.to(t1 + 0.3999)
    assert host.seq() == []
    host.to(t1 + 0.4)
    assert host.seq() == ["pct:0", "done:1:1"]
    assert f.pulling_percent == 0.0


def test_end_with_new_rows_reasserts_the_offset(host):
    f = host.footer
    f.set_data_count(20)
    refreshing(host)
    f.set_data_count(40)
    host.m = host.m.replace(content_height=1800)
    host.push()
    assert f.layout.footer.y == 1800.0
    host.seq()
    f.end_refreshing()
    assert host.seq() == ["state:1<3", "inset:0@0.4", "offset:444@0",
                          "label:Pull up to load more"]


def test_no_more_data_then_reset(host):
    f = refreshing(host).footer
    t1 = host.clock.now
    f.end_refreshing_with_no_more_data(host.done("nomore"))
    assert f.state is S.NO_MORE_DATA
    assert host.seq() == ["state:5<3", "inset:0@0.4", "label:No more data", "gif:0"]
    assert f.gif.visible is False
    assert f.label == "No more data"
    host.to(t1 + 0.4)
    assert host.seq() == ["pct:0", "done:nomore:1"]
    # Dragging no longer refreshes.
    host.scroll(500, True)
    host.scroll(500, False)
    host.advance(1.0)
    assert f.state is S.NO_MORE_DATA
    assert "refreshing" not in host.seq()
    # Reset: Idle at once, the GIF shown again, the completion called at once with True.
    f.reset_no_more_data(host.done("reset"))
    assert f.state is S.IDLE
    assert host.seq() == ["state:1<5", "label:Pull up to load more", "gif:1", "done:reset:1"]


FAILED_TITLE = "Loading failed. Tap to retry"


def test_failure_ends_the_load_and_retry_begins_again(host):
    """F17 (1.3): the exit of end_refreshing, to Failed, the label showing the message; the
    completion once, when the exit animation ends; retry enters Refreshing as a begin does."""
    f = refreshing(host).footer
    t1 = host.clock.now
    f.end_refreshing_with_failure("boom", host.done("fail"))
    assert f.state is S.FAILED  # F1: at once
    assert host.seq() == ["state:6<3", "inset:0@0.4", "label:boom"]
    assert f.label == "boom"
    assert f.geometry.bottom_inset == 0.0
    host.to(t1 + 0.3999)
    assert host.seq() == []
    host.to(t1 + 0.4)
    assert host.seq() == ["pct:0", "done:fail:1"]
    host.advance(5)
    assert host.seq() == []  # called once
    t2 = host.clock.now
    f.retry(host.done("retry"))
    assert f.state is S.REFRESHING
    assert host.seq() == ["pct:1", "state:3<6", "inset:44@0.25", "offset:444@0.25",
                          "label:Loading..."]
    host.to(t2 + 0.2499)
    assert host.seq() == []
    host.to(t2 + 0.25)
    assert host.seq() == ["refreshing", "done:retry:1"]
    host.advance(5)
    assert host.seq() == []


def test_retry_outside_failed_changes_nothing(host):
    f = host.footer
    calls = []
    f.retry(calls.append)  # from Idle: finished False at once
    assert calls == [False]
    assert f.state is S.IDLE
    assert host.seq() == []
    refreshing(host)
    f.retry(calls.append)  # while refreshing: no second begin, no second "refreshing"
    assert calls == [False, False]
    host.advance(1)
    assert f.state is S.REFRESHING
    assert host.seq() == []


def test_failure_titles_and_leaving_failed(host):
    """No message: the Failed title (the language's, else a custom one). In Failed another failure
    changes only the label (completion False); a drag past the trigger leaves it as from Idle;
    reset_no_more_data returns it to Idle."""
    f = host.footer
    assert rk.footer_state_name(S.FAILED) == "failed"
    assert f.title(S.FAILED) == FAILED_TITLE
    calls = []
    f.end_refreshing_with_failure(completion=calls.append)  # from Idle: at once, True
    assert (f.state, f.label, calls) == (S.FAILED, FAILED_TITLE, [True])
    assert host.seq() == ["state:6<1", "label:" + FAILED_TITLE]
    f.end_refreshing_with_failure("again", calls.append)
    assert (f.state, f.label, calls) == (S.FAILED, "again", [True, False])
    assert host.seq() == ["label:again"]
    f.set_title(S.FAILED, "Try again")
    assert f.title(S.FAILED) == "Try again"
    f.end_refreshing_with_failure(None)
    assert f.label == "Try again"
    host.scroll(450, True)
    assert f.state is S.PULLING
    assert host.seq()[-2:] == ["state:2<6", "label:Release to load more"]
    host.scroll(430, True)
    assert f.state is S.IDLE
    f.end_refreshing_with_failure()
    f.reset_no_more_data(calls.append)
    assert (f.state, calls[-1]) == (S.IDLE, True)


def test_completions_are_called_exactly_once(host):
    f = host.footer
    calls = []
    f.end_refreshing(calls.append)  # from Idle: nothing changes, completion False at once
    assert calls == [False]
    f.begin_refreshing(calls.append)
    f.begin_refreshing(calls.append)  # while refreshing: no transition, False at once
    assert calls == [False, False]
    host.advance(0.25)
    assert calls == [False, False, True]
    assert "refreshing" in host.seq()
    host.advance(5)
    assert len(calls) == 3


def test_superseded_begin_completion_is_false_and_trigger_never_fires(host):
    f = host.footer
    calls = []
    f.begin_refreshing(calls.append)
    f.end_refreshing()  # F2: before the begin animation ended
    assert calls == [False]
    host.advance(1.0)
    assert "refreshing" not in host.seq()


def test_destroying_the_footer_calls_pending_completions_with_false(host):
    f = host.footer
    calls = []
    f.begin_refreshing(calls.append)
    f.close()
    assert calls == [False]
    assert f.closed
    with pytest.raises(rk.InvalidHandleError):
        f.state
    f.close()  # idempotent


def test_gif_frames_and_durations(host):
    f = host.footer
    f.set_images(S.IDLE, [(100 + i, 50, 60) for i in range(8)])
    assert host.seq() == ["frame:100/0"]
    assert f.geometry.height == 60.0  # 60 pt frames grow the footer
    assert f.geometry.trigger_offset == 460.0
    f.set_images(S.PULLING, [rk.Image(200 + i, 50, 50) for i in range(3)], duration=0.3)
    f.set_images(S.REFRESHING, [(300, 30, 30), (301, 30, 30)], frame_durations=[0.1, 0.2])
    host.scroll(430, True)
    assert host.seq() == ["pct:0.5", "frame:104/4"]
    t0 = host.clock.now
    host.scroll(470, True)
    assert f.state is S.PULLING
    assert f.gif.animating is True
    host.to(t0 + 0.11)
    assert host.seq()[-1] == "frame:201/1"
    assert f.frame_at(t0 + 0.25) == (202, 2)
    t1 = host.clock.now
    host.scroll(468, False)
    assert f.state is S.REFRESHING
    assert f.gif.image_id == 300
    assert host.seq(kinds={"frame"}) == ["frame:300/0"]  # the Refreshing animation starts over
    host.to(t1 + 0.11)
    assert host.seq(kinds={"frame"}) == ["frame:301/1"]
    host.to(t1 + 0.31)
    assert host.seq(kinds={"frame"}) == ["frame:300/0"]


def test_titles_and_languages(host):
    f = host.footer
    f.set_title(S.IDLE, "Mehr laden")
    assert f.label == "Mehr laden"
    assert host.seq() == ["label:Mehr laden"]
    f.language = "zh-CN"
    assert f.language == "zh-Hans"
    assert f.title(S.IDLE) == "Mehr laden"  # custom titles survive a language change
    assert f.title(S.NO_MORE_DATA) == "已经全部加载完毕"
    f.set_title(S.IDLE, None)
    assert f.label == f.title(S.IDLE) != "Mehr laden"
    long_title = "é" * 300  # longer than the first buffer the binding tries
    f.set_title(S.PULLING, long_title)
    assert f.title(S.PULLING) == long_title


def test_measure_text_sets_the_gif_width(host):
    f = host.footer
    host.char_width = 10.0
    f.set_title(S.IDLE, "abcd")  # 40 pt
    assert f.layout.gif.width == 375 / 2 - 20 - 40 / 2
    assert "measure:abcd" in host.seq(kinds={"measure"})


def test_commands_from_another_thread_are_applied_at_dispatch(host):
    f = host.footer
    done = []
    worker = threading.Thread(target=lambda: f.begin_refreshing(done.append))
    worker.start()
    worker.join()
    assert f.state is S.IDLE  # queued
    assert host.ctx.next_timeout() == 0.0
    host.ctx.dispatch()
    assert f.state is S.REFRESHING
    host.advance(0.25)
    assert done == [True]


def test_a_failure_from_another_thread_is_applied_at_dispatch(host):
    """The message is copied when queued: the worker's bytes are gone by the dispatch."""
    f = refreshing(host).footer
    done = []

    def work():
        f.end_refreshing_with_failure(bytearray(b"from a worker"), done.append)
        f.retry(done.append)  # queued after the failure: retries at dispatch

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    assert f.state is S.REFRESHING and done == []  # queued
    host.ctx.dispatch()
    assert f.state is S.REFRESHING
    assert "label:from a worker" in host.seq()
    host.advance(0.4)
    assert done == [False, True]  # the retry cut the exit short, as a begin after an end does (F3)


# ---- bad input: an exception, and the footer unchanged ----


def snapshot(host):
    f = host.footer
    return (f.state, f.pulling_percent, f.alpha, f.geometry, f.layout, f.gif, f.label, f.language,
            [f.title(s) for s in S], host.ctx.next_timeout())


BAD_CALLS = [
    ("height NaN", lambda f: f.set_height(math.nan), rk.InvalidArgumentError),
    ("height 0", lambda f: f.set_height(0), rk.InvalidArgumentError),
    ("negative inset", lambda f: f.set_ignored_bottom_inset(-1), rk.InvalidArgumentError),
    ("negative viewport", lambda f: f.set_metrics(viewport_width=-1, viewport_height=600),
     rk.InvalidArgumentError),
    ("infinite offset", lambda f: f.set_metrics(viewport_width=375, viewport_height=600,
                                                content_height=1000, offset_y=math.inf),
     rk.InvalidArgumentError),
    ("dragging 2", lambda f: f.set_metrics(viewport_width=375, dragging=2),
     rk.InvalidArgumentError),
    ("visible 2", lambda f: f.set_visible(2), rk.InvalidArgumentError),
    ("negative data count", lambda f: f.set_data_count(-1), rk.InvalidArgumentError),
    ("unknown state", lambda f: f.set_images(9, [(1, 10, 10)]), rk.InvalidArgumentError),
    ("negative image width", lambda f: f.set_images(S.IDLE, [(1, -10, 10)]),
     rk.InvalidArgumentError),
    ("zero duration, 2 pulling frames",
     lambda f: f.set_images(S.PULLING, [(1, 10, 10), (2, 10, 10)], duration=0),
     rk.InvalidArgumentError),
    ("negative frame duration",
     lambda f: f.set_images(S.REFRESHING, [(1, 10, 10)], frame_durations=[-1]),
     rk.InvalidArgumentError),
    ("durations count mismatch (binding)",
     lambda f: f.set_images(S.REFRESHING, [(1, 10, 10)], frame_durations=[0.1, 0.2]),
     rk.InvalidArgumentError),
    ("too many frames", lambda f: f.set_images(S.IDLE, [(1, 1, 1)] * 4097),
     rk.InvalidArgumentError),
    ("invalid UTF-8 title", lambda f: f.set_title(S.IDLE, b"\xff\xfe"), rk.InvalidArgumentError),
    ("over-long title", lambda f: f.set_title(S.IDLE, "x" * 65536), rk.InvalidArgumentError),
    ("embedded NUL (binding)", lambda f: f.set_title(S.IDLE, "a\0b"), rk.InvalidArgumentError),
    ("unknown title state", lambda f: f.title(0), rk.InvalidArgumentError),
    ("negative durations", lambda f: f.set_animation_durations(-0.1, 0.4),
     rk.InvalidArgumentError),
    ("int32 overflow (binding)", lambda f: f.set_visible(1 << 40), rk.InvalidArgumentError),
    ("a task of the wrong type", lambda f: f.follow(f), TypeError),
    ("invalid UTF-8 failure message", lambda f: f.end_refreshing_with_failure(b"\xff\xfe"),
     rk.InvalidArgumentError),
    ("over-long failure message", lambda f: f.end_refreshing_with_failure("x" * 65536),
     rk.InvalidArgumentError),
    ("embedded NUL failure message (binding)", lambda f: f.end_refreshing_with_failure("a\0b"),
     rk.InvalidArgumentError),
    ("failure message of the wrong type", lambda f: f.end_refreshing_with_failure(42), TypeError),
    ("retry completion not callable", lambda f: f.retry(42), TypeError),
]


@pytest.mark.parametrize("name,call,error", BAD_CALLS, ids=[c[0] for c in BAD_CALLS])
@pytest.mark.parametrize("state", ["idle", "pulling", "refreshing", "no-more-data", "failed"])
def test_bad_input_raises_and_changes_nothing(host, name, call, error, state):
    f = host.footer
    if state == "pulling":
        host.scroll(450, True)
    elif state == "refreshing":
        refreshing(host)
    elif state == "no-more-data":
        f.end_refreshing_with_no_more_data()
    elif state == "failed":
        f.end_refreshing_with_failure("boom")
    before = snapshot(host)
    host.seq(kinds=DEFAULT_AND_LAYOUT)
    with pytest.raises(error) as info:
        call(f)
    if isinstance(info.value, rk.RefreshKitError):
        err = info.value
        assert err.status == rk.Status.INVALID_ARGUMENT
        assert err.status_name == rk.status_string(err.status) == "invalid argument"
        assert err.message  # rk_last_error_message, or the binding's own reason
        assert str(err)
    assert host.seq(kinds=DEFAULT_AND_LAYOUT) == []
    assert snapshot(host) == before


def test_a_refused_failure_never_calls_its_completion(host):
    f = refreshing(host).footer
    calls = []
    kept = host.ctx._callback_count()  # the host's handlers
    with pytest.raises(rk.InvalidArgumentError) as info:
        f.end_refreshing_with_failure(b"\xc0\x80", calls.append)  # overlong NUL: invalid UTF-8
    assert info.value.status == rk.Status.INVALID_ARGUMENT
    assert info.value.function == "rk_component_end_refreshing_with_failure"
    host.advance(1)
    assert calls == []
    assert f.state is S.REFRESHING
    assert host.ctx._callback_count() == kept  # the refused completion was not kept


def test_handlers_get_enum_members(ctx):
    footer = ctx.footer()
    got = []
    footer.connect("state-changed", lambda state, old: got.append(("state", state, old)))
    footer.connect("layout-changed", lambda *values: got.append(("layout", values[-1])))
    footer.set_metrics(viewport_width=375, viewport_height=600, content_height=1000, inset_top=64,
                       offset_y=450, dragging=True)
    states = [entry for entry in got if entry[0] == "state"]
    assert states == [("state", rk.FooterState.PULLING, rk.FooterState.IDLE)]
    _, state, old = states[0]
    assert type(state) is rk.FooterState and type(old) is rk.FooterState
    assert state.name == "PULLING" and old.name == "IDLE"
    modes = [entry[1] for entry in got if entry[0] == "layout"]
    assert modes and all(type(mode) is rk.ContentMode for mode in modes)
    assert modes[-1] is rk.ContentMode.RIGHT
    footer.set_label_hidden(True)
    assert [entry[1] for entry in got if entry[0] == "layout"][-1] is rk.ContentMode.CENTER


def test_other_int_parameters_stay_ints(ctx):
    footer = ctx.footer()
    got = []
    footer.connect("gif-visibility", lambda visible: got.append(visible))
    footer.end_refreshing_with_no_more_data()
    assert got == [0] and type(got[0]) is int
