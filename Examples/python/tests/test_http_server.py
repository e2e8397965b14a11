"""The local HTTP server the HTTP examples use (Examples/server/rk_http_server.py), tested over real
sockets on 127.0.0.1: pages, failures, byte streams, the port file, and a clean stop on SIGTERM."""

import http.client
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

SERVER_DIR = Path(__file__).resolve().parents[2] / "server"
sys.path.insert(0, str(SERVER_DIR))

import with_server  # noqa: E402
from rk_http_server import pattern_bytes  # noqa: E402


@pytest.fixture
def serve():
    """serve(*options) starts a server; yields its port. Every server is stopped (and must exit 0)."""
    started = []
    workdir = tempfile.TemporaryDirectory(prefix="rk_http_test_")

    def start(*options):
        sub = tempfile.mkdtemp(dir=workdir.name)
        proc, port = with_server.start_server(options, sub)
        started.append(proc)
        return port

    yield start
    statuses = [with_server.stop_server(p) for p in started]
    workdir.cleanup()
    assert statuses == [0] * len(started)


def get(port, path, timeout=20):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path)
        resp = conn.getresponse()
        return resp.status, resp.getheader("Content-Type"), resp.read()
    finally:
        conn.close()


def test_pages_of_items_and_the_last_flag(serve):
    port = serve("--pages", "3", "--page-size", "4")
    pages = []
    for n in (1, 2, 3):
        status, ctype, body = get(port, "/items?page=%d" % n)
        assert (status, ctype) == (200, "application/json")
        pages.append(json.loads(body))
    assert pages[0] == {"page": 1, "items": ["Item 1", "Item 2", "Item 3", "Item 4"], "last": False}
    assert pages[1]["items"] == ["Item 5", "Item 6", "Item 7", "Item 8"] and not pages[1]["last"]
    assert pages[2] == {"page": 3, "items": ["Item 9", "Item 10", "Item 11", "Item 12"], "last": True}


def test_past_the_last_page_is_404_and_bad_queries_are_400(serve):
    port = serve("--pages", "2")
    status, _, body = get(port, "/items?page=3")
    assert status == 404 and b"past the last page" in body
    for path in ("/items", "/items?page=0", "/items?page=x", "/items?page=1&delay=-1",
                 "/bytes", "/bytes?n=10&chunk=0"):
        status, _, body = get(port, path)
        assert status == 400, path
        assert body.startswith(b"bad request: "), path
    assert get(port, "/nothing")[0] == 404
    assert get(port, "/health")[:1] == (200,)


def test_failing_pages_answer_500_with_a_body(serve):
    port = serve("--pages", "3", "--fail", "2,3")
    assert get(port, "/items?page=1")[0] == 200
    for _ in range(2):  # --fail-times 0 (the default): always
        status, ctype, body = get(port, "/items?page=2")
        assert status == 500 and ctype.startswith("text/plain")
        assert body == b"page 2 failed (the server was told to fail it)\n"
    assert get(port, "/items?page=3")[0] == 500


def test_fail_times_lets_a_retry_succeed(serve):
    port = serve("--pages", "2", "--fail", "2", "--fail-times", "2")
    assert [get(port, "/items?page=2")[0] for _ in range(3)] == [500, 500, 200]


def test_the_delay_is_served_and_a_query_delay_overrides_it(serve):
    # Only that an answer comes (no timing assertion): the delay path runs for both forms.
    port = serve("--pages", "1", "--delay", "0.05")
    assert get(port, "/items?page=1")[0] == 200
    assert json.loads(get(port, "/items?page=1&delay=0.01")[2])["page"] == 1


def test_bytes_streams_the_pattern_in_chunks_with_content_length(serve):
    port = serve()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    conn.request("GET", "/bytes?n=1000&chunk=64&interval=0.001")
    resp = conn.getresponse()
    assert resp.status == 200
    assert resp.getheader("Content-Length") == "1000"
    got = b""
    while True:
        piece = resp.read(100)
        if not piece:
            break
        got += piece
    conn.close()
    assert got == pattern_bytes(0, 1000)
    assert got[:40] == b"0123456789abcdefghijklmnopqrstuvwxyz0123"
    assert get(port, "/bytes?n=0")[2] == b""


def test_a_trickled_page_comes_in_pieces_with_its_content_length(serve):
    import time
    port = serve("--pages", "2", "--page-size", "30", "--trickle", "4", "--trickle-interval", "0.05")
    started = time.monotonic()
    status, ctype, body = get(port, "/items?page=2")
    assert time.monotonic() - started >= 0.15  # three intervals between four pieces
    assert (status, ctype) == (200, "application/json")
    assert json.loads(body)["items"][0] == "Item 31"
    # A request's own trickle overrides the server's; 1 sends it at once; 0 is refused.
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    conn.request("GET", "/items?page=1&trickle=3&trickle_interval=0")
    resp = conn.getresponse()
    assert int(resp.getheader("Content-Length")) == len(resp.read()) > 0
    conn.close()
    assert get(port, "/items?page=1&trickle=1")[0] == 200
    assert get(port, "/items?page=1&trickle=0")[0] == 400


def test_a_client_that_leaves_mid_stream_does_not_stop_the_server(serve):
    port = serve()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    conn.request("GET", "/bytes?n=100000&chunk=10&interval=0.01")
    resp = conn.getresponse()
    assert resp.read(10) == pattern_bytes(0, 10)
    conn.close()
    assert get(port, "/items?page=1")[0] == 200


def test_keep_alive_serves_several_requests_on_one_connection(serve):
    port = serve("--pages", "2")
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    try:
        for n in (1, 2, 3):
            conn.request("GET", "/items?page=%d" % n)
            resp = conn.getresponse()
            resp.read()
            assert resp.status == (200 if n < 3 else 404)
    finally:
        conn.close()


def test_port_file_listening_line_and_clean_sigterm_during_a_delay(tmp_path):
    port_file = tmp_path / "port"
    proc = subprocess.Popen([sys.executable, str(SERVER_DIR / "rk_http_server.py"), "--port", "0",
                             "--port-file", str(port_file), "--delay", "30"],
                            stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        port = int(port_file.read_text())
        assert line == "listening on 127.0.0.1:%d\n" % port
        # A request that sleeps in its delay: SIGTERM must still stop the server at once, cleanly.
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
        conn.request("GET", "/items?page=1")
        proc.terminate()
        assert proc.wait(20) == 0
        conn.close()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()


def test_only_the_loopback_interface_is_accepted(tmp_path):
    result = subprocess.run([sys.executable, str(SERVER_DIR / "rk_http_server.py"), "--host", "0.0.0.0",
                             "--port-file", str(tmp_path / "port")],
                            capture_output=True, text=True, timeout=20)
    assert result.returncode == 2
    assert "loopback" in result.stderr
    assert not (tmp_path / "port").exists()


def test_with_server_runs_a_command_against_a_fresh_server():
    script = ("import os, sys, urllib.request;"
              "u = sys.argv[1]; assert u == os.environ['RK_HTTP_URL'];"
              "sys.exit(0 if b'Item 1' in urllib.request.urlopen(u + '/items?page=1').read() else 3)")
    status = subprocess.call([sys.executable, str(SERVER_DIR / "with_server.py"), "--pages", "1", "--",
                              sys.executable, "-c", script, "{url}"], timeout=60)
    assert status == 0
    # The command's own status comes back.
    status = subprocess.call([sys.executable, str(SERVER_DIR / "with_server.py"), "--",
                              sys.executable, "-c", "raise SystemExit(7)"], timeout=60)
    assert status == 7
