#!/usr/bin/env python3
"""The GTK example's test: rk-gtk-app under Xvfb, driven by a real pointer, checked from its pixels.

It starts Xvfb on a free display, then rk-gtk-app (which starts the loopback HTTP server, 4 pages of
20 items, page 3 failing once with HTTP 500). xdotool moves the X pointer: press on the list, drag
it up past its end, let go, as a person with a mouse would (the app's GtkGestureDrag gets real X
events). The app prints what happens ("rk-gtk: ..." lines) and, when asked on its standard input,
snapshots its window to a PNG and describes what it drew.

The script:
  1. pulls page 2, taking screenshots at Idle (mid-pull), Pulling and Refreshing;
  2. pulls page 3, which fails (HTTP 500): the footer shows Failed with the HTTP 500 message, and a
     click on that label retries it (rk_activate) in step 3;
  3. pulls page 3 again, pauses the transfer (the task suspends, the footer leaves Refreshing) and
     resumes it (the task resumes, the footer refreshes again without a second load), to success;
  4. pulls page 4 and cancels it; pulls it again: the last page, the footer ends with NoMoreData;
  5. drags once more and takes the NoMoreData screenshot;
  (B7) the server trickles each page's body in 12 pieces: during page 2 the header bar's
     GtkProgressBar, driven by an rk_progress bound to the load's task, must rise through several
     steps to 1 (curl's XFERINFOFUNCTION reports the bytes), with a screenshot part-way;
  6. scrolls to the top (a mouse wheel there stops at the top: the header stays hidden) and drags
     the list down past it: the pull-down header (a GIF header), with
     screenshots at Idle (mid-pull), Pulling and Refreshing; let go, its trigger reloads page 1
     (20 rows replace the 80), the header ends with "Last update: Today HH:MM", the footer is no
     longer at NoMoreData, the list at rest at its top (a screenshot with neither the header nor the
     footer in view); the footer loads page 2 again;
  7. the Chat page (a click on its tab): it opens at its end and follows a new message; the wheel
     up to its top loads two pages of older messages, each inserted above with the message first
     in view at the same screen position on the first frame after it (and in the screenshot after);
     leaving the page while a third loads cancels it; a tap and the wheel load the rest, to "No
     older items"; quits.
The header and the footer are attached to one rk_scroll_view that takes every scroll event: the app
prints the scroll view's relays of their inset and offset requests, naming the edge ("scroll-view
inset edge=top ... from=header"), and the pan's phases, and its screenshots' JSON has the metrics
the scroll view holds. The script checks that the header's requests come on the top edge and the
footer's on the bottom, that each component's entering and leaving Refreshing is relayed with its
inset (the footer's 50, the header's 54, back to 0), that each drag is one pan began ... ended, and
that the scroll view's insets and offset are the ones the screenshots show.
Every screenshot is checked by rk-gtk-shot-check (the GIF frame's manifest colour in the GIF rect,
the label's ink inside the text box Pango measured; for the header both its labels); the printed
lines are checked for the GIFs' per-frame delays (against the manifest), the spinner, the activity
monitor and each load's result.
Timeouts are liveness bounds only.

    run_gtk_test.py --app APP --check CHECKER --server SERVER_SCRIPT --python PYTHON
                    --manifest gifs/frames.txt --out SCREENSHOT_DIR
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

from gtk_test_harness import LIVENESS, App, Failure, Pointer, start_xvfb

STEP = 10  # pixels per pointer move

TITLES = {
    "idle": "Pull up to load more",
    "pulling": "Release to load more",
    "refreshing": "Loading...",
    "no-more-data": "No more data",
}

HEADER_TITLES = {
    "idle": "Pull down to refresh",
    "pulling": "Release to refresh",
    "refreshing": "Loading...",
}
NO_RECORD = "Last update: No record"

# Each screenshot: the component it checks, its expected state and GIF.
SHOTS = {
    "idle": ("footer", "idle", "idle"),
    "pulling": ("footer", "pulling", "pulling"),
    "refreshing": ("footer", "refreshing", "refreshing"),
    "progress": ("footer", "refreshing", "refreshing"),
    "activity": ("footer", "refreshing", "refreshing"),
    "nomoredata": ("footer", "no-more-data", "none"),
    "header-idle": ("header", "idle", "header_idle"),
    "header-pulling": ("header", "pulling", "header_pulling"),
    "header-refreshing": ("header", "refreshing", "header_refreshing"),
    "list-idle": ("list", "idle", "none"),
    "chat-open": ("chat", "idle", None),
    **{f"chat-loading-{page}": ("chat", "refreshing", None) for page in (1, 2, 3, 4)},
    **{f"chat-page-{page}": ("chat", "idle", None) for page in (1, 2, 3)},
    "chat-page-4": ("chat", "no-more-data", None),
    "chat-end": ("chat", "no-more-data", None),
}
# The chat's auto header (docs/behaviour/auto-header.md §6).
OLDER_TITLES = {
    "idle": "Tap or pull down to load older items",
    "refreshing": "Loading older items...",
    "no-more-data": "No older items",
}
OLDER_HEIGHT = 44  # RefreshKit's default
LOAD_CANCEL_HOST = 4  # rk_load_cancel_reason
LOAD_STATUS = {"idle": 0, "loading": 1, "failed": 2, "end-reached": 3}
FOOTER_HEIGHT = 50  # list_footer.c's
HEADER_HEIGHT = 54


def checker_args(name, state, gif):
    """The checker's expectations after the manifest and the JSON: state, GIF, label(s)."""
    component = SHOTS[name][0]
    if component == "list":
        return ["rest"]
    if component == "chat":
        # After a prepend the older messages fill the view: the auto header is above it.
        scrolled = name.startswith("chat-page-") or name == "chat-open"
        return ["chat-scrolled" if scrolled else "chat", state, OLDER_TITLES[state]]
    if component == "header":
        return [state, gif, HEADER_TITLES[state], NO_RECORD]
    return [state, gif, TITLES[state]]


def describe(app):
    app.send("describe")
    return json.loads(app.wait(r"^rk-gtk: describe (.*)$").group(1))



def wait_settled(app, what):
    """Waits until the list is at rest: no animation, no drag, no update waiting."""
    deadline = time.monotonic() + LIVENESS
    while not describe(app)["scroll_view"]["list"]["settled"]:
        if time.monotonic() > deadline:
            raise Failure(f"timed out waiting for {what}")
        time.sleep(0.05)

def shot(app, name, shots):
    app.send(f"shot {name}")
    data = json.loads(app.wait(rf"^rk-gtk: shot (\{{\"name\": \"{name}\".*)$", f"shot {name}").group(1))
    if not data["saved"]:
        raise Failure(f"the app could not save screenshot {name}")
    check_scroll_view(data, name)
    shots.append(data)
    return data


def check_scroll_view(data, what):
    """The scroll view holds what the app shows: both components attached, the insets the list has
    (the top inset is the header's, the bottom one the footer's: the host adds none), and once the
    list is settled (no animation, no drag, no update waiting) its offset."""
    if "scroll_view" not in data:
        raise Failure(f"{what}: the app's shot has no scroll view: it does not drive its list through one")
    sv = data["scroll_view"]
    shown = sv["list"]
    if not sv["header"] or not sv["footer"]:
        raise Failure(f"{what}: the header and the footer are not both attached to the scroll view: {sv}")
    if sv["host_inset_top"] != 0 or sv["host_inset_bottom"] != 0:
        raise Failure(f"{what}: the scroll view counts insets of the host's own: {sv}")
    if sv["inset_top"] != shown["inset_top"] or sv["inset_bottom"] != shown["inset_bottom"]:
        raise Failure(f"{what}: the scroll view's insets are not the list's: {sv}")
    if shown["settled"] and sv["offset_y"] != shown["offset_y"]:
        raise Failure(f"{what}: the list is settled, but the scroll view's offset is not the list's: {sv}")


RELAY = re.compile(r"^rk-gtk: scroll-view (inset edge|offset axis)=(\S+) (?:inset|offset)=(\S+) duration=(\S+) "
                   r"from=(\S+)$")


def check_relays(app):
    """From the whole timeline: the header and the footer attached once, before the first load; their
    requests relayed by the scroll view on their own edges; each entry into and exit from
    Refreshing relayed with its inset; each drag one pan."""
    lines = [line for line in app.lines if line is not None]
    attached = [i for i, line in enumerate(lines) if line.startswith("rk-gtk: scroll-view attached")]
    first_load = next(i for i, line in enumerate(lines) if line.startswith("rk-gtk: load-start"))
    if len(attached) != 1 or lines[attached[0]] != "rk-gtk: scroll-view attached header=yes footer=yes" \
            or attached[0] > first_load:
        raise Failure(f"the header and the footer are not attached once, before the first load: {attached}")
    relays = {"header": 0, "footer": 0}
    for line in lines:
        if not line.startswith("rk-gtk: scroll-view inset") and not line.startswith("rk-gtk: scroll-view offset"):
            continue
        match = RELAY.match(line)
        if match is None:
            raise Failure(f"a relay line the test does not read: {line}")
        kind, where, _, _, component = match.groups()
        expected = {"header": "top", "footer": "bottom"}.get(component) if kind == "inset edge" else "vertical"
        if component not in relays or where != expected:
            raise Failure(f"a request relayed on the wrong edge or axis, or from no known component: {line}")
        relays[component] += 1
    # Each change of state into or out of Refreshing: the inset relayed before the next state change.
    for prefix, component, grown in (("rk-gtk: state ", "footer", None),
                                     ("rk-gtk: header-state ", "header", float(HEADER_HEIGHT))):
        edge = "top" if component == "header" else "bottom"
        changes = [i for i, line in enumerate(lines) if line.startswith(prefix)] + [len(lines)]
        entries = exits = 0
        for at, following in zip(changes, changes[1:]):
            state, old = re.match(rf"^{prefix}(\S+) from=(\S+)$", lines[at]).groups()
            if (state == "refreshing") == (old == "refreshing"):
                continue
            insets = [float(m.group(3)) for m in map(RELAY.match, lines[at + 1:following])
                      if m and m.group(1) == "inset edge" and m.group(5) == component]
            if not insets:
                raise Failure(f"the {component} went {old} -> {state} with no {edge} inset relayed: {lines[at]}")
            if state == "refreshing":
                entries += 1
                if insets[0] <= 0 or (grown is not None and insets[0] != grown):
                    raise Failure(f"the {component} refreshes with the {edge} inset {insets[0]}")
            else:
                exits += 1
                if insets[0] != 0:
                    raise Failure(f"the {component} left Refreshing with the {edge} inset {insets[0]}, not 0")
        if entries == 0 or exits == 0:
            raise Failure(f"the {component} never entered and left Refreshing")
        print(f"scroll view: the {component}'s {entries} refreshes relayed on the {edge} edge, "
              f"{exits} ends back to 0 ({relays[component]} requests in all)")
    pans = [line.split()[2] for line in lines if line.startswith("rk-gtk: pan ")]
    drags = [line for line in lines if line.startswith("rk-gtk: drag begin")]
    if pans != ["began", "ended"] * len(drags) or not drags:
        raise Failure(f"the {len(drags)} drags are not each one pan began, then ended: {pans}")
    print(f"scroll view: {len(drags)} drags, each one pan began ... ended")


class Session:
    def __init__(self, app, pointer):
        self.app, self.pointer = app, pointer
        self.mark = 0

    def grab(self):
        """Scrolls to the end (as a wheel would) and presses on the list; returns the press point."""
        self.app.send("scroll-end")
        self.app.wait(r"^rk-gtk: scrolled ")
        self.mark = len(self.app.lines)
        viewport = describe(self.app)["footer"]["viewport"]
        x, y = viewport["x"] + viewport["w"] / 2, viewport["y"] + viewport["h"] * 0.75
        self.pointer.move(x, y)
        self.pointer.press()
        self.app.wait(r"^rk-gtk: drag begin", "the drag to begin")
        return x, y

    def drag_until(self, x, y, done, what, limit=40, down=False):
        """Moves the pointer up (or down) a step at a time, each step waiting (a little) for the
        footer's (or the header's) new pulling percent, until done()."""
        for _ in range(limit):
            if done():
                return y
            y += STEP if down else -STEP
            self.pointer.move(x, y)
            self.app.wait(r"^rk-gtk: header-percent " if down else r"^rk-gtk: percent ", timeout=2.0, required=False)
        if not done():
            raise Failure(f"dragging {limit * STEP} px did not reach {what}")
        return y

    def last_percent(self, prefix="rk-gtk: percent "):
        """The footer's (or with prefix, the header's) pulling percent since the last grab."""
        values = [line for line in self.app.lines[self.mark:] if line and line.startswith(prefix)]
        return float(values[-1].split()[-1]) if values else 0.0

    def grab_top(self):
        """Scrolls to the top (as a wheel would) and presses near the top of the list."""
        self.app.send("scroll-top")
        self.app.wait(r"^rk-gtk: scrolled ")
        self.mark = len(self.app.lines)
        viewport = describe(self.app)["footer"]["viewport"]
        x, y = viewport["x"] + viewport["w"] / 2, viewport["y"] + viewport["h"] * 0.25
        self.pointer.move(x, y)
        self.pointer.press()
        self.app.wait(r"^rk-gtk: drag begin", "the drag to begin")
        return x, y

    def pull(self):
        """A whole pull-up: past the trigger, let go, until the load starts; returns its page."""
        x, y = self.grab()
        self.drag_until(x, y, lambda: self.app.state == "pulling", "Pulling")
        self.pointer.release()
        self.app.wait(r"^rk-gtk: drag end")
        self.app.wait(r"^rk-gtk: pan ended ", "the scroll view told the pan ended")
        self.app.wait_state("refreshing", "Refreshing after the release")
        self.app.wait(rf"^rk-gtk: scroll-view inset edge=bottom inset={FOOTER_HEIGHT}\.0 .* from=footer$",
                      "the footer's bottom inset relayed by the scroll view")
        return int(self.app.wait(r"^rk-gtk: load-start page=(\d+)", "the load to start").group(1))


def wheel_at_top(app, pointer):
    """A mouse wheel scrolls the list, and at its top stops there: the header stays out of view
    (only a drag pulls it). Returns once the wheel has gone down a little and up past the top."""
    viewport = describe(app)["footer"]["viewport"]
    pointer.move(viewport["x"] + viewport["w"] / 2, viewport["y"] + viewport["h"] / 2)
    pointer.wheel(up=False, clicks=3)
    deadline = time.monotonic() + LIVENESS
    while describe(app)["header"]["offset"] <= 0:
        if time.monotonic() > deadline:
            raise Failure("the mouse wheel did not scroll the list")
    pointer.wheel(up=True, clicks=12)
    while describe(app)["header"]["offset"] > 0:
        if time.monotonic() > deadline:
            raise Failure("the mouse wheel did not scroll the list back up")
    time.sleep(0.3)  # any wheel events still on their way
    header = describe(app)["header"]
    if header["offset"] != 0 or header["state"] != "idle" or app.seen(r"^rk-gtk: header-state pulling"):
        raise Failure(f"a wheel past the top must stop at the top, the header idle and hidden: {header}")
    print("wheel: scrolls the list and stops at its top")


def check_progress(lines, what):
    """B7: during a load the bar moved through several fractions from real transfer progress,
    never back, to 1 before the load was done (the last bytes come before the completion)."""
    fractions, done = [], None
    for i, line in enumerate(lines):
        if line is None:
            continue
        match = re.match(r"^rk-gtk: progress fraction=(\S+)$", line)
        if match:
            fractions.append(float(match.group(1)))
        elif line.startswith("rk-gtk: load-done "):
            done = i
            break
    inside = [f for f in fractions if 0 < f < 1]
    if done is None or len(inside) < 3 or fractions != sorted(fractions) or fractions[-1] != 1.0:
        raise Failure(f"{what}: the progress bar went {fractions}, expected several rising steps to 1 "
                      "before the load was done")
    print(f"progress: {what}'s bar rose through {len(inside)} steps between 0 and 1 to 1")


def check_delays(app, manifest):
    expected = {}
    with open(manifest, encoding="ascii") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            state, _, _, delay = line.split()
            expected.setdefault(state, []).append(delay)
    for state, delays in expected.items():
        lines = app.seen(rf"^rk-gtk: gif {state} ")
        if not lines or not lines[0].endswith("delays_ms=" + ",".join(delays)):
            raise Failure(f"the app did not read {state}.gif's own delays {','.join(delays)} ms: {lines}")
    print(f"delays: every frame's delay as the manifest gives it ({len(expected)} GIFs)")


def check_announcements(app):
    """F20: the components' announcements reached GTK's accessibility API (the log line names how:
    gtk_accessible_announce on GTK 4.14+, else the label's accessible description), and GtkSettings'
    gtk-enable-animations was followed as the reduced-motion setting."""
    said = [m.groups() for m in (re.match(r"^rk-gtk: announcement (footer|header) priority=(\d) via=(announce|description) "
                                          r"text=(.*)$", line or "") for line in app.lines) if m]
    if not said:
        raise Failure("no announcement log lines")
    pairs = [(who, int(priority), text) for who, priority, _, text in said]
    wanted = [("footer", 0, "Loading"), ("footer", 2, "HTTP 500: page 3 failed (the server was told to fail it)"),
              ("footer", 1, None), ("header", 0, "Loading"), ("header", 1, None)]
    at = 0
    for who, priority, text in wanted:  # in this order, with others between
        while at < len(pairs) and not (pairs[at][0] == who and pairs[at][1] == priority
                                       and (text is None and pairs[at][2].startswith("Loaded") or pairs[at][2] == text)):
            at += 1
        if at == len(pairs):
            raise Failure(f"no announcement {who} priority={priority} {text or 'Loaded...'} in order; said {pairs}")
        at += 1
    if not app.seen(r"^rk-gtk: reduced-motion [01]$"):
        raise Failure("the app did not report the reduced-motion setting it took from gtk-enable-animations")


def scenario(app, pointer, shots):
    s = Session(app, pointer)
    app.wait(r"^rk-gtk: load-done page=1 code=0 ", "the first page")
    app.wait_state("idle", "Idle after the first page")

    # 1. Page 2, with the Idle, Pulling and Refreshing screenshots.
    x, y = s.grab()
    y = s.drag_until(x, y, lambda: s.last_percent() >= 0.8, "80% pulled")
    if app.state != "idle":
        raise Failure(f"at {s.last_percent():.2f} pulled the footer is {app.state}, not idle")
    if shot(app, "idle", shots)["scroll_view"]["pan"] != "changed" or not shots[-1]["scroll_view"]["dragging"]:
        raise Failure(f"mid-drag the scroll view does not hold a dragging pan: {shots[-1]['scroll_view']}")
    s.drag_until(x, y, lambda: app.state == "pulling", "Pulling")
    time.sleep(0.2)  # the Pulling GIF animates: let it move on a frame or two
    shot(app, "pulling", shots)
    pointer.release()
    app.wait_state("refreshing", "Refreshing after the release")
    app.wait(rf"^rk-gtk: scroll-view inset edge=bottom inset={FOOTER_HEIGHT}\.0 .* from=footer$",
             "the footer's bottom inset relayed by the scroll view")
    app.wait(r"^rk-gtk: load-start page=2", "the trigger to start page 2")
    if shot(app, "refreshing", shots)["scroll_view"]["inset_bottom"] != FOOTER_HEIGHT:
        raise Failure(f"while the footer refreshes the scroll view's bottom inset is not {FOOTER_HEIGHT}: "
                      f"{shots[-1]['scroll_view']}")
    # B7: the page's body trickles in; the header bar's GtkProgressBar follows its bytes.
    mark = len(app.lines)
    while True:
        fraction = float(app.wait(r"^rk-gtk: progress fraction=(\S+)$", "the bar to move").group(1))
        if fraction >= 1:
            raise Failure("the page's bar went to 1 before a screenshot could show it a third full")
        if fraction >= 0.3:  # a third of the page is in: the screenshot shows the bar part-filled
            break
    shot(app, "progress", shots)
    app.wait(r"^rk-gtk: load-done page=2 code=0 rows=40 ", "page 2")
    app.wait_state("idle", "Idle after page 2")
    check_progress(app.lines[mark:], "page 2")

    # 2. Page 3 fails once (HTTP 500): the footer ends, nothing is added.
    if s.pull() != 3:
        raise Failure("the third load is not page 3")
    app.wait(r"^rk-gtk: load-done page=3 code=500 rows=40 ", "page 3 failing with HTTP 500")
    app.wait_state("failed", "Failed after the failure (the footer follows the task with RK_FOLLOW_FAILURE)")
    failed = describe(app)["footer"]
    if not failed["label"].startswith("HTTP 500"):
        raise Failure(f"the failed footer's label is {failed['label']!r}, not the failure's HTTP 500 message")
    app.send("shot failed-footer")  # for a person to look at: the footer with the failure's label
    app.wait(r"^rk-gtk: shot \{\"name\": \"failed-footer\"", "shot failed-footer")

    # 3. Page 3 again, retried by a click on the failure's label (rk_activate), paused and resumed.
    # At rest the failed footer lies below the end of the list (the original's layout): a person
    # pulls it into view a little (not past the trigger) and taps it as the list springs back. On
    # a loaded machine the tap can land after the label left; it is tried again, at most twice.
    def label_in_view():
        shown = describe(app)["footer"]
        rect, viewport = shown["label_rect"], shown["viewport"]
        return rect["y"] + rect["h"] / 2 < viewport["y"] + viewport["h"] - 4
    for attempt in range(3):
        wait_settled(app, "the list to come to rest with the failed footer")
        x, y = s.grab()
        s.drag_until(x, y, label_in_view, "the failed footer's label in view")
        pointer.release()
        app.wait(r"^rk-gtk: drag end")
        if app.state != "failed":
            raise Failure(f"a small pull took the failed footer to {app.state}")
        label = describe(app)["footer"]["label_rect"]
        pointer.move(label["x"] + label["w"] / 2, label["y"] + label["h"] / 2)
        pointer.press()
        pointer.release()
        if app.wait(r"^rk-gtk: footer-activate$", timeout=5, required=False) is not None:
            break
    else:
        raise Failure("no line matching the click on the failed footer's label after three pulls and taps")
    if int(app.wait(r"^rk-gtk: load-start page=(\d+)", "the retry to start").group(1)) != 3:
        raise Failure("the retry is not page 3")
    app.wait(r"^rk-gtk: task resumed page=3")
    app.send("pause")
    app.wait(r"^rk-gtk: task suspended page=3", "the task to suspend")
    app.wait_state("idle", "the footer to leave Refreshing on suspend")
    time.sleep(0.3)
    app.send("resume")
    app.wait(r"^rk-gtk: task resumed page=3", "the task to resume")
    app.wait_state("refreshing", "the footer to refresh again on resume")
    # The activity monitor shows after half a second of activity: a screenshot with it.
    app.wait(r"^rk-gtk: activity visible", "the activity monitor to show")
    if shot(app, "activity", shots)["activity"] is None:
        raise Failure("the activity monitor says visible, but the header bar does not show it")
    app.wait(r"^rk-gtk: load-done page=3 code=0 rows=60 ", "page 3 after the resume")
    if len(app.seen(r"^rk-gtk: load-start page=3$")) != 2:
        raise Failure("the resume started another load (the bound footer must refresh without the trigger)")
    app.wait_state("idle")

    # 4. Page 4 cancelled, then loaded: the last page.
    if s.pull() != 4:
        raise Failure("the fifth load is not page 4")
    app.wait(r"^rk-gtk: task resumed page=4")
    app.send("cancel")
    app.wait(r"^rk-gtk: task canceled page=4", "the task to cancel")
    app.wait(r"^rk-gtk: load-done page=4 code=-1 rows=60 ", "the cancelled page 4")
    app.wait_state("idle")
    if s.pull() != 4:
        raise Failure("the sixth load is not page 4")
    app.wait(r"^rk-gtk: load-done page=4 code=0 rows=80 last=1 ", "the last page")
    app.wait_state("no-more-data", "NoMoreData after the last page")

    # 5. Pulled up once more, the footer shows its NoMoreData label and no GIF.
    x, y = s.grab()
    s.drag_until(x, y, lambda: s.last_percent() >= 1.2, "the footer fully in view")
    shot(app, "nomoredata", shots)
    pointer.release()
    app.wait(r"^rk-gtk: drag end")
    if app.seen(r"^rk-gtk: load-start page=5"):
        raise Failure("a pull in NoMoreData started a load")

    # 6. The header: pulled down past the top and let go, it refreshes; its trigger reloads page 1.
    app.send("scroll-top")
    app.wait(r"^rk-gtk: scrolled ")
    wheel_at_top(app, pointer)
    x, y = s.grab_top()
    top = describe(app)["header"]
    if top["offset"] != 0 or top["inset_top"] != 0:
        raise Failure(f"the list is not at rest at its top: {top}")
    y = s.drag_until(x, y, lambda: s.last_percent("rk-gtk: header-percent ") >= 0.8, "80% pulled down", down=True)
    if app.header_state != "idle":
        raise Failure(f"at {s.last_percent('rk-gtk: header-percent '):.2f} pulled the header is {app.header_state}")
    shot(app, "header-idle", shots)
    s.drag_until(x, y, lambda: app.header_state == "pulling", "the header Pulling", down=True)
    time.sleep(0.2)  # the Pulling GIF animates: let it move on a frame or two
    shot(app, "header-pulling", shots)
    pointer.release()
    app.wait(r"^rk-gtk: drag end")
    app.wait(r"^rk-gtk: pan ended ", "the scroll view told the pan ended")
    app.wait_state("refreshing", "the header Refreshing after the release", component="header")
    app.wait(rf"^rk-gtk: scroll-view inset edge=top inset={HEADER_HEIGHT}\.0 .* from=header$",
             "the header's top inset relayed by the scroll view")
    app.wait(rf"^rk-gtk: scroll-view offset axis=vertical offset=-{HEADER_HEIGHT}\.0 .* from=header$",
             "the header's offset relayed by the scroll view")
    app.wait(r"^rk-gtk: header-refreshing$", "the header's trigger")
    app.wait(r"^rk-gtk: reload-start page=1$", "the reload to start")
    shot(app, "header-refreshing", shots)
    if shots[-1]["header"]["inset_top"] != HEADER_HEIGHT or shots[-1]["scroll_view"]["inset_top"] != HEADER_HEIGHT:
        raise Failure(f"while refreshing the top inset is not the header's {HEADER_HEIGHT}: {shots[-1]['header']}, "
                      f"{shots[-1]['scroll_view']}")
    app.wait(r"^rk-gtk: reload-done page=1 code=0 rows=20 ", "the reload: page 1 replacing the 80 rows")
    app.wait_state("idle", "the header Idle after the reload", component="header")
    app.wait(r"^rk-gtk: header-time Last update: Today \d\d:\d\d$", "the header's last-updated time")
    app.wait_state("idle", "the footer out of NoMoreData after the reload")
    if describe(app)["rows"] != 20:
        raise Failure("the reload did not leave the 20 rows of page 1")
    if len(app.seen(r"^rk-gtk: reload-start ")) != 1:
        raise Failure("one pull down started more than one reload")
    # The header gave its inset back; the content follows it to the top: the list at rest.
    wait_settled(app, "the list to come to rest after the header ended")
    check_announcements(app)
    rest = shot(app, "list-idle", shots)
    sv = rest["scroll_view"]
    if sv["inset_top"] != 0 or sv["inset_bottom"] != 0 or sv["offset_y"] != 0 or rest["rows"] != 20:
        raise Failure(f"at rest after the reload the scroll view is not at the top of 20 rows with no insets: {sv}")
    # The footer loads again after the reload: page 2.
    if s.pull() != 2:
        raise Failure("after the reload the footer does not load page 2")
    app.wait(r"^rk-gtk: load-done page=2 code=0 rows=40 ", "page 2 after the reload")


class Chat:
    """The chat page, driven with the real pointer: its tab, the mouse wheel over its messages."""

    def __init__(self, app, pointer, shots):
        self.app, self.pointer, self.shots = app, pointer, shots

    def describe(self):
        return describe(self.app)

    def settled(self, what):
        deadline = time.monotonic() + LIVENESS
        while True:
            data = self.describe()
            if data["chat"]["settled"]:
                return data["chat"]
            if time.monotonic() > deadline:
                raise Failure(f"timed out waiting for the chat to settle: {what}")
            time.sleep(0.05)

    def show(self, tab):
        self.pointer.click(self.describe()["tabs"][tab])

    def wheel_until_load(self, page, tap=False):
        """Turns the wheel up over the messages until the auto header starts loading page (only a
        real scroll up to the top loads: the offset rule), or with tap clicks its label; returns the
        load's id."""
        chat = self.describe()["chat"]
        if tap:
            self.pointer.click(chat["label_rect"])
            self.app.wait(r"^rk-gtk: chat-older-tap$", "the tap on the auto header's label")
        else:
            viewport = chat["viewport"]
            self.pointer.move(viewport["x"] + viewport["w"] / 2, viewport["y"] + viewport["h"] / 2)
        for _ in range(1 if tap else 40):
            if not tap:
                self.pointer.wheel(up=True, clicks=5)
            match = self.app.wait(r"^rk-gtk: chat-load-start page=(\d+) id=(\d+)$", timeout=0.5 if not tap else LIVENESS,
                                  required=tap)
            if match:
                if int(match.group(1)) != page:
                    raise Failure(f"the auto header loads page {match.group(1)}, expected {page}")
                return int(match.group(2))
        raise Failure(f"200 wheel clicks up did not make the auto header load page {page}")

    def check_states(self, chat, prepend, what):
        states = chat["load_states"]
        if states["prepend"] != LOAD_STATUS[prepend] or states["refresh"] != 0 or states["append"] != 0:
            raise Failure(f"{what}: the chat's load states are {states}, expected prepend {prepend}")

    def load_page(self, page, tap=False):
        """Scrolls to the top, where the auto header loads the page (or taps its label there); the
        first message in view must stay where it was when the older messages are inserted above it."""
        load_id = self.wheel_until_load(page, tap)
        self.app.wait(rf"^rk-gtk: chat-load-states refresh=0 prepend=1 append=0 prepend_id={load_id}$",
                      "the load states to say prepend loading")
        loading = shot(self.app, f"chat-loading-{page}", self.shots)["chat"]
        if loading["state"] != "refreshing" or loading["label"] != OLDER_TITLES["refreshing"] \
                or loading["spinner"] is None or not loading["status"].startswith(f"Older: loading (load {load_id})"):
            raise Failure(f"while page {page} loads the auto header does not show it: {loading}")
        if loading["offset"] != -OLDER_HEIGHT or loading["inset_top"] != OLDER_HEIGHT:
            raise Failure(f"the chat loads older messages away from its top: {loading}")
        self.check_states(loading, "loading", f"page {page} loading")
        first = loading["messages"][0]
        done = self.app.wait(rf"^rk-gtk: chat-load-done page={page} code=0 added=(\d+) count=\d+ last=(\d) ",
                             f"page {page}")
        if int(done.group(1)) != 20:
            raise Failure(f"page {page} did not add its 20 messages: {done.group(0)}")
        # The first frame drawn after the insertion: the message first in view did not move.
        anchor = self.app.wait(r"^rk-gtk: chat-anchor id=(\S+) before=(\S+) after=(\S+) inserted=(\S+) ",
                               "the first frame after the prepend")
        moved = float(anchor.group(3)) - float(anchor.group(2))
        if anchor.group(1) != first["id"] or abs(moved) > 0.5 or float(anchor.group(4)) <= 0:
            raise Failure(f"a prepend moved the first message in view: {anchor.group(0)} (first was {first['id']})")
        self.settled(f"after page {page}")
        # A shot, not a describe: it is taken after the next frame's layout and paint.
        chat = shot(self.app, f"chat-page-{page}", self.shots)["chat"]
        same = [m for m in chat["messages"] if m["id"] == first["id"]]
        if not same or abs(same[0]["rect"]["y"] - first["rect"]["y"]) > 0.5:
            raise Failure(f"after page {page} the message {first['id']} is not where it was "
                          f"({first['rect']}): {same}")
        if chat["scroll_view"]["offset_y"] != chat["offset"] or chat["scroll_view"]["first_visible_item"] != chat["messages"][0]["index"]:
            raise Failure(f"after page {page} the scroll view does not hold the chat's offset and first visible "
                          f"message: {chat}")
        print(f"chat: page {page} inserted {float(anchor.group(4)):.0f} px above; {first['id']} stayed at "
              f"y={first['rect']['y']:.0f}")
        return chat, done.group(2) == "1"


def chat_scenario(app, pointer, shots):
    """The Chat page: it opens at its newest message, follows new ones at the bottom, loads two pages
    of older messages at its top without moving the messages in view, cancels a load when left, and
    ends with "No older items"."""
    chat = Chat(app, pointer, shots)
    chat.show("chat")
    app.wait(r"^rk-gtk: chat-shown$", "the chat page")
    app.wait(rf"^rk-gtk: chat-view inset edge=top inset={OLDER_HEIGHT}\.0 from=older$",
             "the auto header's top inset relayed by the chat's scroll view")
    opened = chat.settled("the chat to open")
    if opened["offset"] != opened["end_offset"] or opened["label"] != OLDER_TITLES["idle"]:
        raise Failure(f"the chat does not open at its newest message with the auto header idle: {opened}")
    chat.check_states(opened, "idle", "the chat opened")
    new = app.wait(r"^rk-gtk: chat-new id=(\S+) ", "a new message at the bottom").group(1)
    app.wait(r"^rk-gtk: chat-view offset offset=\S+ duration=0\.00 from=anchoring$", "the chat to follow it")
    chat.settled("the chat to follow the new message")
    followed = shot(app, "chat-open", shots)["chat"]
    # (another may have come meanwhile: the newest is the last in view)
    if followed["offset"] != followed["end_offset"] or followed["messages"][-1]["index"] != followed["count"] - 1:
        raise Failure(f"the chat at its end did not follow the new message {new}: {followed}")
    print(f"chat: opens at its end and follows the new message {new}")

    chat.load_page(1)
    chat.load_page(2)

    # Leaving the chat while it loads cancels the load and aborts its request.
    load_id = chat.wheel_until_load(3)
    chat.show("list")
    app.wait(r"^rk-gtk: chat-left loading=1$", "the chat left while loading")
    app.wait(rf"^rk-gtk: chat-load-cancelled id={load_id} reason={LOAD_CANCEL_HOST}$", "the load cancelled")
    app.wait(r"^rk-gtk: chat-load-done page=3 code=-1 ", "the request aborted")
    chat.show("chat")
    app.wait(r"^rk-gtk: chat-shown$", "the chat page again")
    back = chat.settled("the chat shown again")
    if back["state"] != "idle" or back["label"] != OLDER_TITLES["idle"]:
        raise Failure(f"after a cancelled load the auto header is not idle: {back}")
    chat.check_states(back, "idle", "after the cancelled load")
    print("chat: leaving it while loading cancelled the load and its request")

    # The rest of the history: page 3 (the cancelled one again; the chat is still at its top, where a
    # person taps the label: the wheel cannot move it up), page 4 the last.
    chat.load_page(3, tap=True)
    end, last = chat.load_page(4)
    if not last:
        raise Failure("page 4 is not the last page")
    viewport = end["viewport"]
    pointer.move(viewport["x"] + viewport["w"] / 2, viewport["y"] + viewport["h"] / 2)
    deadline = time.monotonic() + LIVENESS
    while chat.describe()["chat"]["offset"] > -OLDER_HEIGHT:
        if time.monotonic() > deadline:
            raise Failure("the wheel did not bring the chat back to its top")
        pointer.wheel(up=True, clicks=5)
    chat.settled("the chat at its top")
    final = shot(app, "chat-end", shots)["chat"]
    chat.check_states(final, "end-reached", "at the end of the history")
    if final["label"] != OLDER_TITLES["no-more-data"] or final["state"] != "no-more-data":
        raise Failure(f"after the last page the auto header does not say {OLDER_TITLES['no-more-data']!r}: {final}")
    if app.seen(r"^rk-gtk: chat-load-start page=5"):
        raise Failure("the auto header loaded past the last page")


def reject_wrong(args, shots):
    """The checker must fail where the pixels do not match: other frames, states and labels."""
    by_name = {data["name"]: data for data in shots}
    wrong = []
    refreshing = json.loads(json.dumps(by_name["refreshing"]))
    state, index = refreshing["footer"]["frame"]
    refreshing["footer"]["frame"] = [state, (index + 1) % 4]  # the app drew another frame
    wrong.append(("another refreshing frame", refreshing, "refreshing", "refreshing", TITLES["refreshing"]))
    moved = json.loads(json.dumps(by_name["pulling"]))
    moved["footer"]["gif"]["x"] += 60  # the GIF is not where the app says
    wrong.append(("the GIF elsewhere", moved, "pulling", "pulling", TITLES["pulling"]))
    wrong.append(("the Idle GIF", by_name["pulling"], "pulling", "idle", TITLES["pulling"]))
    wrong.append(("a GIF in NoMoreData", by_name["nomoredata"], "no-more-data", "refreshing", TITLES["no-more-data"]))
    wider = json.loads(json.dumps(by_name["idle"]))
    wider["footer"]["text_width"] = 40  # the text drawn wider than Pango measured
    wrong.append(("a narrower measurement", wider, "idle", "idle", TITLES["idle"]))
    # The header's: another frame, the footer's GIF for its state, a narrower time text, the GIF moved.
    header = json.loads(json.dumps(by_name["header-refreshing"]))
    state, index = header["header"]["frame"]
    header["header"]["frame"] = [state, (index + 1) % 4]
    wrong.append(("another header frame", header, "refreshing", "header_refreshing", HEADER_TITLES["refreshing"],
                  NO_RECORD))
    wrong.append(("the footer's Pulling GIF in the header", by_name["header-pulling"], "pulling", "pulling",
                  HEADER_TITLES["pulling"], NO_RECORD))
    narrow = json.loads(json.dumps(by_name["header-idle"]))
    narrow["header"]["time_width"] = 40
    wrong.append(("a narrower time measurement", narrow, "idle", "header_idle", HEADER_TITLES["idle"], NO_RECORD))
    moved = json.loads(json.dumps(by_name["header-pulling"]))
    moved["header"]["gif"]["x"] += 60
    wrong.append(("the header's GIF elsewhere", moved, "pulling", "header_pulling", HEADER_TITLES["pulling"],
                  NO_RECORD))
    # The list at rest: a shot with the footer (or the header) in view must fail.
    wrong.append(("the footer in view at rest", by_name["activity"], "rest"))
    wrong.append(("the header in view at rest", by_name["header-refreshing"], "rest"))
    # The chat: the end's label while loading; a bubble moved off its colour; the sides swapped.
    wrong.append(("the chat's end label while loading", by_name["chat-loading-2"], "chat", "refreshing",
                  OLDER_TITLES["no-more-data"]))
    moved = json.loads(json.dumps(by_name["chat-page-2"]))
    bubble = moved["chat"]["messages"][1]["rect"]
    bubble["x"] += bubble["w"] / 2 + 40  # half of it where the page's background is
    wrong.append(("a bubble elsewhere", moved, "chat-scrolled", "idle", OLDER_TITLES["idle"]))
    swapped = json.loads(json.dumps(by_name["chat-page-1"]))
    for message in swapped["chat"]["messages"]:
        message["mine"] = not message["mine"]
    wrong.append(("the bubbles' sides swapped", swapped, "chat-scrolled", "idle", OLDER_TITLES["idle"]))
    wrong.append(("the auto header out of view while loading", by_name["chat-loading-1"], "chat-scrolled",
                  "refreshing", OLDER_TITLES["refreshing"]))
    for what, data, *expected in wrong:
        path = os.path.join(args.out, "wrong.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f)
        done = subprocess.run([args.check, args.manifest, path, *expected], capture_output=True, text=True,
                              timeout=LIVENESS)
        if done.returncode == 0:
            raise Failure(f"the checker accepted {what}:\n{done.stdout}")
    os.remove(os.path.join(args.out, "wrong.json"))
    print(f"checker: rejects each of {len(wrong)} wrong expectations")


def main():
    parser = argparse.ArgumentParser()
    for name in ("app", "check", "server", "python", "manifest", "out"):
        parser.add_argument(f"--{name}", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for old in os.listdir(args.out):
        if old.endswith((".png", ".json")):
            os.remove(os.path.join(args.out, old))
    if not os.path.exists(args.server):
        raise Failure(f"the HTTP server {args.server} does not exist")

    xvfb, display = start_xvfb()
    app = None
    try:
        env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", GTK_A11Y="none", NO_AT_BRIDGE="1")
        env.pop("WAYLAND_DISPLAY", None)
        app = App([args.app, "--control", "--server", args.server, "--python", args.python, "--pages", "4",
                   "--page-size", "20", "--delay", "2.0", "--fail", "3", "--fail-times", "1",
                   "--trickle", "12", "--trickle-interval", "0.08", "--chat-interval", "2", "--out", args.out],
                  env)
        app.wait(r"^rk-gtk: ready$", "the window")
        pointer = Pointer(display)
        shots = []
        scenario(app, pointer, shots)
        chat_scenario(app, pointer, shots)
        check_delays(app, args.manifest)
        check_relays(app)
        for needed in (r"^rk-gtk: spinner on", r"^rk-gtk: spinner off", r"^rk-gtk: activity visible",
                       r"^rk-gtk: activity hidden"):
            if not app.seen(needed):
                raise Failure(f"never saw {needed}")
        app.send("quit")
        app.wait(r"^rk-gtk: exit$", "the app to exit")
        status = app.proc.wait(timeout=LIVENESS)
        if status != 0:
            raise Failure(f"the app exited with status {status}")

        failed = 0
        for data in shots:
            path = os.path.join(args.out, data["name"] + ".json")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=1)
            _, expected_state, gif = SHOTS[data["name"]]
            done = subprocess.run([args.check, args.manifest, path, *checker_args(data["name"], expected_state, gif)],
                                  capture_output=True, text=True, timeout=LIVENESS)
            sys.stdout.write(done.stdout + done.stderr)
            failed += done.returncode != 0
        if failed:
            raise Failure(f"{failed} of {len(shots)} screenshots failed their checks (see above; PNGs in {args.out})")
        reject_wrong(args, shots)
        print(f"gtk_app: ok ({len(shots)} screenshots checked in {args.out})")
    finally:
        if app is not None and app.proc.poll() is None:
            app.proc.terminate()  # the app stops its server on SIGTERM (and the kernel, if it dies)
            try:
                app.proc.wait(timeout=LIVENESS)
            except subprocess.TimeoutExpired:
                app.proc.kill()
                app.proc.wait()
        xvfb.terminate()
        xvfb.wait()


if __name__ == "__main__":
    try:
        main()
    except Failure as error:
        print(f"gtk_app: FAILED: {error}", flush=True)
        sys.exit(1)
