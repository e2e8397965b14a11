"""What the two HTTP examples share: a scroll view model under a RefreshKit footer, a scripted
finger, and the completion error domain of a Python HTTP host.

The error domain (RefreshKit passes error_code through unchanged; 0 means success, anything else is
the host's own code):
    0              a 200 response
    100..599       the HTTP status of any other response; message "HTTP <status>: <first body line>"
    1000 + errno   a transport failure (1000 + ECONNREFUSED = 1111 on Linux); message: the OSError's
    CANCELLED      the request was cancelled (asyncio cancellation); message "cancelled"
"""

import errno as _errno

import refreshkit as rk

CANCELLED = 1999
TRANSPORT_BASE = 1000


def transport_error(exc: OSError):
    """(error_code, message) for a transport failure."""
    code = exc.errno if isinstance(exc.errno, int) and exc.errno > 0 else _errno.EIO
    return TRANSPORT_BASE + code, (str(exc) or type(exc).__name__)[:200]


def http_error(status: int, body: bytes):
    """(error_code, message) for a response that is not 200."""
    line = body.decode("utf-8", "replace").splitlines()[0] if body else ""
    return status, ("HTTP %d: %s" % (status, line))[:200]


class ListView:
    """A list of rows in a scroll view, 375 x 600 points, and the footer under it. It applies the
    footer's inset and offset requests at once (a real view would animate them) and reports its
    metrics to the footer after every change."""

    ROW_HEIGHT = 50.0

    def __init__(self, footer: rk.Footer, rows: int = 20) -> None:
        self.footer = footer
        self.rows = rows
        self.metrics = rk.ScrollMetrics(viewport_width=375, viewport_height=600,
                                        content_height=rows * self.ROW_HEIGHT)
        footer.connect("inset-requested", self._on_inset)
        footer.connect("offset-requested", self._on_offset)
        self.push()

    def _on_inset(self, bottom, duration):
        self.metrics = self.metrics.replace(inset_bottom=bottom)

    def _on_offset(self, offset_y, duration):
        self.metrics = self.metrics.replace(offset_y=offset_y)

    def push(self) -> None:
        self.metrics = self.metrics.replace(content_height=self.rows * self.ROW_HEIGHT)
        self.footer.set_metrics(self.metrics)

    def add_rows(self, count: int) -> None:
        self.rows += count
        self.push()

    def move(self, offset_y: float, dragging: bool) -> None:
        self.metrics = self.metrics.replace(offset_y=offset_y, dragging=dragging)
        self.push()

    def pull_steps(self):
        """A finger pulling up past the footer's trigger and lifting: (offset_y, dragging) pairs,
        from the end of the list to 6 points past the trigger in four moves, then the release."""
        self.move(self.rows * self.ROW_HEIGHT - self.metrics.viewport_height, False)
        g = self.footer.geometry
        start, target = g.happen_offset, g.trigger_offset + 6
        steps = [(start + (target - start) * i / 4.0, True) for i in range(1, 5)]
        return steps + [(target - 2, False)]


def observe(ctx, footer, summary, say):
    """Logs the footer's states and label and the activity monitor's visibility into summary, as
    both examples report them (the monitor on, with short delays)."""
    ctx.activity_monitor.set_delays(0.05, 0.1)
    ctx.activity_monitor.enabled = True
    footer.connect("state-changed", lambda s, old: summary["footer"].append(
        rk.FooterState(s).name))
    footer.connect("label-changed", lambda text: say("label %r" % text))

    def on_visibility(visible):
        summary["monitor"].append("shown" if visible else "hidden")
        say("network activity %s" % ("shown" if visible else "hidden"))

    ctx.connect("activity-visibility-changed", on_visibility)
