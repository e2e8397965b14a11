"""The GTK test's harness: Xvfb on a free display, rk-gtk-app with its printed lines, the X pointer.

Used by run_gtk_test.py. Timeouts are liveness bounds only.
"""

import os
import re
import select
import shutil
import subprocess
import threading
import time

LIVENESS = 15.0  # seconds for something that takes a fraction of one


class Failure(Exception):
    pass


def need(tool, package):
    path = shutil.which(tool)
    if path is None:
        raise Failure(f"{tool} not found: install the Debian package {package} "
                      f"(bash Tests/all.sh does, through Tests/deps.d/gtk.sh)")
    return path


def start_xvfb():
    """Xvfb on a display it picks itself (-displayfd); returns (process, ":N")."""
    read_end, write_end = os.pipe()
    proc = subprocess.Popen([need("Xvfb", "xvfb"), "-displayfd", str(write_end), "-screen", "0", "1024x768x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write_end,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    deadline = time.monotonic() + LIVENESS
    while not number.endswith(b"\n"):
        ready, _, _ = select.select([read_end], [], [], max(0.0, deadline - time.monotonic()))
        chunk = os.read(read_end, 16) if ready else b""
        if not chunk:
            proc.kill()
            raise Failure("Xvfb did not report a display")
        number += chunk
    os.close(read_end)
    return proc, ":" + number.decode().strip()


class App:
    """rk-gtk-app with its lines collected; wait() finds the next line matching a pattern."""

    def __init__(self, argv, env):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True,
                                     bufsize=1)
        self.lines = []
        self.cursor = 0
        self.state = None
        self.header_state = "idle"  # a header starts Idle (rk_header_create), with no signal
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            line = line.rstrip("\n")
            print(line, flush=True)
            with self.changed:
                match = re.match(r"rk-gtk: state (\S+)", line)
                if match:
                    self.state = match.group(1)
                match = re.match(r"rk-gtk: header-state (\S+)", line)
                if match:
                    self.header_state = match.group(1)
                self.lines.append(line)
                self.changed.notify_all()
        with self.changed:
            self.lines.append(None)  # end of output
            self.changed.notify_all()

    def send(self, command):
        print(f"> {command}", flush=True)
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def wait(self, pattern, what=None, timeout=LIVENESS, required=True):
        """The next line (after the last one waited for) that matches; its match object (None when
        not required and none came in time)."""
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        with self.changed:
            while True:
                while self.cursor < len(self.lines):
                    line = self.lines[self.cursor]
                    self.cursor += 1
                    if line is None:
                        raise Failure(f"the app exited (status {self.proc.wait()}) while waiting for {what or pattern}")
                    match = regex.search(line)
                    if match:
                        return match
                left = deadline - time.monotonic()
                if left <= 0:
                    if not required:
                        return None
                    raise Failure(f"no line matching {what or pattern!r} within {timeout:.0f} s")
                self.changed.wait(left)

    def wait_state(self, state, what=None, component="footer"):
        """Returns once the footer (or the header) is in this state (it may be already)."""
        deadline = time.monotonic() + LIVENESS
        attribute = "header_state" if component == "header" else "state"
        with self.changed:
            while getattr(self, attribute) != state:
                left = deadline - time.monotonic()
                if left <= 0 or (self.lines and self.lines[-1] is None):
                    raise Failure(f"the {component} is {getattr(self, attribute)}, not {state}: {what or ''}")
                self.changed.wait(left)

    def seen(self, pattern):
        return [line for line in self.lines if line is not None and re.search(pattern, line)]


class Pointer:
    def __init__(self, display):
        self.env = dict(os.environ, DISPLAY=display)
        self.xdotool = need("xdotool", "xdotool")
        found = self.run("search", "--sync", "--onlyvisible", "--name", "^RefreshKit GTK$")
        self.window = found.split()[0]

    def run(self, *args):
        done = subprocess.run([self.xdotool, *args], env=self.env, capture_output=True, text=True, timeout=LIVENESS)
        if done.returncode != 0:
            raise Failure(f"xdotool {' '.join(args)} failed: {done.stderr.strip()}")
        return done.stdout

    def move(self, x, y):
        self.run("mousemove", "--window", self.window, str(int(x)), str(int(y)))

    def press(self):
        self.run("mousedown", "1")

    def release(self):
        self.run("mouseup", "1")

    def click(self, rect):
        """A click (press and release of button 1) in the middle of a rect of the app's JSON."""
        self.move(rect["x"] + rect["w"] / 2, rect["y"] + rect["h"] / 2)
        self.press()
        self.release()

    def wheel(self, up, clicks):
        """Turns the mouse wheel (X buttons 4 and 5) by a number of clicks."""
        self.run("click", "--repeat", str(clicks), "--delay", "30", "4" if up else "5")
