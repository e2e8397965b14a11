#!/usr/bin/env python3
"""A small HTTP server for RefreshKit's examples and tests: pages of items and byte streams.

Standard library only; it listens on the loopback interface only. Run it as

    python3 rk_http_server.py --port 0 --port-file FILE [--pages N] [--page-size N]
                              [--delay SECONDS] [--fail PAGE,...] [--fail-times K]
                              [--trickle PIECES] [--trickle-interval SECONDS] [--verbose]

Endpoints (see README.md):
    GET /items?page=N[&delay=S][&trickle=P&trickle_interval=S2]
                                         one page of items as JSON, after the delay, with
                                         Content-Length; trickled: its body in P pieces, S2 s apart
                                         (a transfer whose progress a client can watch)
    GET /bytes?n=N&chunk=C&interval=S    N bytes in chunks of C, S seconds apart, with Content-Length;
                                         a client that closes its connection before the last byte
                                         is noticed at once and recorded
    GET /closed                          those records, as JSON: what each such client had been sent
    GET /health                          "ok"

When it is ready it writes its port to --port-file (atomically: the file appears complete) and prints
"listening on 127.0.0.1:PORT". SIGTERM or SIGINT stop it cleanly (exit status 0).
"""

import argparse
import json
import os
import select
import signal
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

LOOPBACK = ("127.0.0.1", "localhost")
MAX_DELAY = 3600.0
MAX_BYTES = 1 << 30

# The body of /bytes: this pattern, repeated and cut at n bytes, so a client can check what it got.
PATTERN = b"0123456789abcdefghijklmnopqrstuvwxyz"


def pattern_bytes(offset, length):
    """Bytes offset..offset+length of the /bytes body."""
    start = offset % len(PATTERN)
    reps = (start + length) // len(PATTERN) + 1
    return (PATTERN * reps)[start:start + length]


class BadRequest(Exception):
    pass


def _number(query, name, kind, default=None, low=None, high=None):
    values = query.get(name)
    if not values:
        if default is None:
            raise BadRequest(f"missing parameter {name!r}")
        return default
    try:
        value = kind(values[-1])
    except ValueError:
        raise BadRequest(f"parameter {name!r} is not a valid {kind.__name__}: {values[-1]!r}") from None
    if value != value or (low is not None and value < low) or (high is not None and value > high):
        raise BadRequest(f"parameter {name!r} out of range [{low}, {high}]: {values[-1]!r}")
    return value


class Catalogue:
    """The pages the server offers, and how many times each failing page has failed so far."""

    def __init__(self, pages, page_size, delay, fail, fail_times, trickle=1, trickle_interval=0.0):
        self.trickle = trickle
        self.trickle_interval = trickle_interval
        self.pages = pages
        self.page_size = page_size
        self.delay = delay
        self.fail = set(fail)
        self.fail_times = fail_times  # 0: failing pages always fail
        self._failures = {}
        self._lock = threading.Lock()

    def should_fail(self, page):
        if page not in self.fail:
            return False
        with self._lock:
            count = self._failures.get(page, 0)
            if self.fail_times and count >= self.fail_times:
                return False
            self._failures[page] = count + 1
            return True

    def items(self, page):
        first = (page - 1) * self.page_size + 1
        return [f"Item {i}" for i in range(first, first + self.page_size)]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: curl and urllib may reuse a connection
    server_version = "rk_http_server/1.0"

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        if self.server.verbose:
            sys.stderr.write("rk_http_server: %s %s\n" % (self.address_string(), format % args))

    def _send(self, status, content_type, body):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def _send_text(self, status, text):
        self._send(status, "text/plain; charset=utf-8", (text + "\n").encode("utf-8"))

    def do_GET(self):  # noqa: N802 (the base class's name)
        url = urlsplit(self.path)
        query = parse_qs(url.query, keep_blank_values=True)
        try:
            if url.path == "/items":
                self._items(query)
            elif url.path == "/bytes":
                self._bytes(query)
            elif url.path == "/health":
                self._send_text(200, "ok")
            elif url.path == "/closed":
                self._send(200, "application/json", json.dumps({"closed": self.server.closed_requests()}).encode("utf-8"))
            elif url.path == "/status":
                # A request that always fails with the status asked for (a host's failure path).
                code = _number(query, "code", int, default=503, low=400, high=599)
                self._send_text(code, f"the server answers {code} here (asked for by /status)")
            else:
                self._send_text(404, f"no such resource: {url.path}")
        except BadRequest as error:
            self._send_text(400, f"bad request: {error}")
        except (BrokenPipeError, ConnectionResetError):
            # The client went away (a cancelled transfer): nothing to answer.
            self.close_connection = True

    def _items(self, query):
        cat = self.server.catalogue
        page = _number(query, "page", int, low=1, high=1 << 31)
        delay = _number(query, "delay", float, default=cat.delay, low=0.0, high=MAX_DELAY)
        if delay > 0:
            time.sleep(delay)
        if page > cat.pages:
            self._send_text(404, f"page {page} is past the last page ({cat.pages})")
            return
        if cat.should_fail(page):
            self._send_text(500, f"page {page} failed (the server was told to fail it)")
            return
        body = {"page": page, "items": cat.items(page), "last": page == cat.pages}
        pieces = _number(query, "trickle", int, default=cat.trickle, low=1, high=1 << 16)
        interval = _number(query, "trickle_interval", float, default=cat.trickle_interval, low=0.0, high=MAX_DELAY)
        data = json.dumps(body).encode("utf-8")
        if pieces <= 1:
            self._send(200, "application/json", data)
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.flush()
        for i in range(pieces):
            if i and interval > 0:
                time.sleep(interval)
            self.wfile.write(data[len(data) * i // pieces:len(data) * (i + 1) // pieces])
            self.wfile.flush()

    def _bytes(self, query):
        n = _number(query, "n", int, low=0, high=MAX_BYTES)
        chunk = _number(query, "chunk", int, default=max(n, 1), low=1, high=MAX_BYTES)
        interval = _number(query, "interval", float, default=0.0, low=0.0, high=MAX_DELAY)
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(n))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        sent = 0
        try:
            while sent < n:
                if sent and interval > 0 and self._client_closed_within(interval):
                    break
                size = min(chunk, n - sent)
                self.wfile.write(pattern_bytes(sent, size))
                self.wfile.flush()
                sent += size
        except (BrokenPipeError, ConnectionResetError):
            pass
        if sent < n:
            # A host that aborts a transfer it no longer needs shows up here (the curl example's
            # superseded loads): its test reads this record through /closed.
            self.close_connection = True
            self.server.record_closed(self.path, sent, n)

    def _client_closed_within(self, seconds):
        """Waits up to seconds; true when the client closed its connection meanwhile. A client
        sends nothing while its response streams, so the socket turning readable means it left."""
        readable, _, _ = select.select([self.connection], [], [], seconds)
        if not readable:
            return False
        try:
            return self.connection.recv(1, socket.MSG_PEEK) == b""
        except (ConnectionResetError, OSError):
            return True


class Server(ThreadingHTTPServer):
    daemon_threads = True      # a handler sleeping in a delay never holds up the exit
    block_on_close = False
    allow_reuse_address = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._closed = []
        self._closed_lock = threading.Lock()

    def record_closed(self, path, sent, length):
        """A client closed its connection after sent of the length bytes of path's response."""
        with self._closed_lock:
            self._closed.append({"path": path, "sent": sent, "length": length})
        if self.verbose:
            sys.stderr.write(f"rk_http_server: client closed {path} after {sent} of {length} bytes\n")

    def closed_requests(self):
        with self._closed_lock:
            return list(self._closed)


def parse_fail(text):
    pages = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        try:
            page = int(part)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a page number: {part!r}") from None
        if page < 1:
            raise argparse.ArgumentTypeError(f"pages start at 1: {page}")
        pages.append(page)
    return pages


def nonnegative_float(text):
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= value <= MAX_DELAY:
        raise argparse.ArgumentTypeError(f"out of range [0, {MAX_DELAY}]: {text!r}")
    return value


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text!r}")
    return value


def write_port_file(path, port):
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w", encoding="ascii") as f:
        f.write(f"{port}\n")
    os.replace(tmp, path)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Pages of items and byte streams over HTTP, on 127.0.0.1 only.")
    parser.add_argument("--host", default="127.0.0.1", help="127.0.0.1 (or localhost); nothing else is accepted")
    parser.add_argument("--port", type=int, default=0, help="0 (the default) picks a free port")
    parser.add_argument("--port-file", help="write the port here (atomically) once listening")
    parser.add_argument("--pages", type=positive_int, default=3, help="number of pages (default 3)")
    parser.add_argument("--page-size", type=positive_int, default=10, help="items per page (default 10)")
    parser.add_argument("--delay", type=nonnegative_float, default=0.0, help="seconds before each /items answer")
    parser.add_argument("--fail", type=parse_fail, default=[], help="pages answered with HTTP 500, e.g. 2,3")
    parser.add_argument("--fail-times", type=int, default=0,
                        help="each failing page fails this many times, then succeeds (0: always fails)")
    parser.add_argument("--trickle", type=positive_int, default=1,
                        help="send each /items body in this many pieces (default 1: at once)")
    parser.add_argument("--trickle-interval", type=nonnegative_float, default=0.0,
                        help="seconds between the pieces of a trickled body")
    parser.add_argument("--verbose", action="store_true", help="log each request to stderr")
    args = parser.parse_args(argv)
    if args.host not in LOOPBACK:
        parser.error(f"--host must be 127.0.0.1 (this server listens on the loopback interface only): {args.host}")
    if not 0 <= args.port <= 65535:
        parser.error(f"--port out of range: {args.port}")
    if args.fail_times < 0:
        parser.error("--fail-times must be >= 0")

    server = Server(("127.0.0.1", args.port), Handler)
    server.catalogue = Catalogue(args.pages, args.page_size, args.delay, args.fail, args.fail_times,
                                 args.trickle, args.trickle_interval)
    server.verbose = args.verbose
    port = server.server_address[1]

    def stop(signum, frame):
        # shutdown() waits for serve_forever() to return, which runs on this (the main) thread.
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    if args.port_file:
        write_port_file(args.port_file, port)
    print(f"listening on 127.0.0.1:{port}", flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    finally:
        server.server_close()
    if args.verbose:
        sys.stderr.write("rk_http_server: stopped\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
