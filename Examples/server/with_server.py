#!/usr/bin/env python3
"""Run a command against a fresh rk_http_server on 127.0.0.1, then stop the server.

    python3 with_server.py [SERVER OPTIONS ...] -- COMMAND [ARG ...]

The server options are rk_http_server.py's (--pages, --page-size, --delay, --fail, --fail-times,
--verbose; --port and --port-file are chosen here). In COMMAND's arguments "{port}" and "{url}" are
replaced by the server's port and base URL (http://127.0.0.1:PORT); the environment also gets
RK_HTTP_PORT and RK_HTTP_URL. The exit status is COMMAND's; this fails (status 1, with a reason) when
the server does not start within 20 s or does not exit cleanly on SIGTERM. The server runs with
this interpreter (sys.executable), so the signal reaches Python itself and not a launcher script.
"""

import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SERVER = os.path.join(HERE, "rk_http_server.py")
START_TIMEOUT = 20.0
STOP_TIMEOUT = 10.0


def start_server(options, workdir):
    """Start rk_http_server.py; returns (process, port). Raises RuntimeError when it fails to start."""
    port_file = os.path.join(workdir, "port")
    proc = subprocess.Popen([sys.executable, SERVER, "--host", "127.0.0.1", "--port", "0",
                             "--port-file", port_file] + list(options),
                            stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + START_TIMEOUT
    while not os.path.exists(port_file):
        if proc.poll() is not None:
            raise RuntimeError(f"rk_http_server exited with status {proc.returncode} before listening")
        if time.monotonic() > deadline:
            proc.kill()
            proc.wait()
            raise RuntimeError(f"rk_http_server did not listen within {START_TIMEOUT:g} s")
        time.sleep(0.02)
    with open(port_file, encoding="ascii") as f:
        return proc, int(f.read())


def stop_server(proc):
    """SIGTERM, then wait; returns the exit status (killing it, and returning None, after a timeout)."""
    if proc.poll() is None:
        proc.terminate()
    try:
        return proc.wait(STOP_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return None


def main(argv):
    if "--" not in argv:
        sys.stderr.write(__doc__)
        return 2
    split = argv.index("--")
    options, command = argv[:split], argv[split + 1:]
    if not command:
        sys.stderr.write("with_server.py: no command after --\n")
        return 2
    with tempfile.TemporaryDirectory(prefix="rk_http_") as workdir:
        try:
            proc, port = start_server(options, workdir)
        except RuntimeError as error:
            sys.stderr.write(f"with_server.py: FAIL: {error}\n")
            return 1
        url = f"http://127.0.0.1:{port}"
        env = dict(os.environ, RK_HTTP_PORT=str(port), RK_HTTP_URL=url)
        args = [a.replace("{port}", str(port)).replace("{url}", url) for a in command]
        try:
            status = subprocess.call(args, env=env)
        finally:
            stopped = stop_server(proc)
    if stopped != 0:
        sys.stderr.write(f"with_server.py: FAIL: the server did not exit cleanly on SIGTERM "
                         f"(status {stopped})\n")
        return status or 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
