#!/usr/bin/env python3
"""The GTK example's test: rk-gtk-app under Xvfb, driven by a real pointer, checked from its pixels.

It starts Xvfb on a free display, then rk-gtk-app (which starts the loopback HTTP server, 4 pages of
20 items, page 3 failing once with HTTP 500). xdotool moves the X pointer: press on the list, drag
it up past its end, let go, as a person with a mouse would (the app's GtkGestureDrag gets real X
events). The app prints what happens ("rk-gtk: ..." lines) and, when asked on its standard input,
snapshots its window to a PNG and describes what it drew.

The script:
  1. pulls page 2, taking screenshots at Idle (mid-pull), Pulling and Refreshing;
  2. pulls page 3, which fails (HTTP 500): the footer goes back to Idle;
  3. pulls page 3 again, pauses the transfer (the task suspends, the footer leaves Refreshing) and
     resumes it (the task resumes, the footer refreshes again without a second load), to success;
  4. pulls page 4 and cancels it; pulls it again: the last page, the footer ends with NoMoreData;
  5. drags once more and takes the NoMoreData screenshot; quits.
Every screenshot is checked by rk-gtk-shot-check (the GIF frame's manifest colour in the GIF rect,
the label's ink inside the text box Pango measured); the printed lines are checked for the GIFs'
per-frame delays (against the manifest), the spinner, the activity monitor and each load's result.
Timeouts are liveness bounds only.

    run_gtk_test.py --app APP --check CHECKER --server SERVER_SCRIPT --python PYTHON
                    --manifest gifs/frames.txt --out SCREENSHOT_DIR
"""

import argparse
import json
import os
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


def describe(app):
    app.send("describe")
    return json.loads(app.wait(r"^rk-gtk: describe (.*)$").group(1))


def shot(app, name, shots):
    app.send(f"shot {name}")
    data = json.loads(app.wait(rf"^rk-gtk: shot (\{{\"name\": \"{name}\".*)$", f"shot {name}").group(1))
    if not data["saved"]:
        raise Failure(f"the app could not save screenshot {name}")
    shots.append(data)
    return data


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

    def drag_until(self, x, y, done, what, limit=40):
        """Moves the pointer up a step at a time, each step waiting (a little) for the footer's
        new pulling percent, until done()."""
        for _ in range(limit):
            if done():
                return y
            y -= STEP
            self.pointer.move(x, y)
            self.app.wait(r"^rk-gtk: percent ", timeout=2.0, required=False)
        if not done():
            raise Failure(f"dragging {limit * STEP} px did not reach {what}")
        return y

    def last_percent(self):
        """The footer's pulling percent since the last grab."""
        values = [line for line in self.app.lines[self.mark:] if line and line.startswith("rk-gtk: percent ")]
        return float(values[-1].split()[-1]) if values else 0.0

    def pull(self):
        """A whole pull-up: past the trigger, let go, until the load starts; returns its page."""
        x, y = self.grab()
        self.drag_until(x, y, lambda: self.app.state == "pulling", "Pulling")
        self.pointer.release()
        self.app.wait(r"^rk-gtk: drag end")
        self.app.wait_state("refreshing", "Refreshing after the release")
        return int(self.app.wait(r"^rk-gtk: load-start page=(\d+)", "the load to start").group(1))


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


def scenario(app, pointer, shots):
    s = Session(app, pointer)
    app.wait(r"^rk-gtk: load-done page=1 code=0 ", "the first page")
    app.wait_state("idle", "Idle after the first page")

    # 1. Page 2, with the Idle, Pulling and Refreshing screenshots.
    x, y = s.grab()
    y = s.drag_until(x, y, lambda: s.last_percent() >= 0.8, "80% pulled")
    if app.state != "idle":
        raise Failure(f"at {s.last_percent():.2f} pulled the footer is {app.state}, not idle")
    shot(app, "idle", shots)
    s.drag_until(x, y, lambda: app.state == "pulling", "Pulling")
    time.sleep(0.2)  # the Pulling GIF animates: let it move on a frame or two
    shot(app, "pulling", shots)
    pointer.release()
    app.wait_state("refreshing", "Refreshing after the release")
    app.wait(r"^rk-gtk: load-start page=2", "the trigger to start page 2")
    shot(app, "refreshing", shots)
    app.wait(r"^rk-gtk: load-done page=2 code=0 rows=40 ", "page 2")
    app.wait_state("idle", "Idle after page 2")

    # 2. Page 3 fails once (HTTP 500): the footer ends, nothing is added.
    if s.pull() != 3:
        raise Failure("the third load is not page 3")
    app.wait(r"^rk-gtk: load-done page=3 code=500 rows=40 ", "page 3 failing with HTTP 500")
    app.wait_state("idle", "Idle after the failure")

    # 3. Page 3 again, paused and resumed on the way.
    if s.pull() != 3:
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
    for what, data, state, gif, title in wrong:
        path = os.path.join(args.out, "wrong.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f)
        done = subprocess.run([args.check, args.manifest, path, state, gif, title], capture_output=True, text=True,
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
                   "--page-size", "20", "--delay", "1.0", "--fail", "3", "--fail-times", "1", "--out", args.out],
                  env)
        app.wait(r"^rk-gtk: ready$", "the window")
        pointer = Pointer(display)
        shots = []
        scenario(app, pointer, shots)
        check_delays(app, args.manifest)
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
            expected_state = {"idle": "idle", "pulling": "pulling", "refreshing": "refreshing",
                              "activity": "refreshing", "nomoredata": "no-more-data"}[data["name"]]
            gif = "none" if expected_state == "no-more-data" else expected_state
            done = subprocess.run([args.check, args.manifest, path, expected_state, gif, TITLES[expected_state]],
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
