#!/usr/bin/env python3
"""ctest entry: pip-installs the package into a fresh venv and imports it there with RK_LIBRARY.

The package source is copied to a temporary directory first (pip builds in the source tree and
would leave build/ and *.egg-info behind). The venv sees the system's site-packages
(--system-site-packages) for setuptools. pip runs with --no-deps --no-build-isolation --no-index
when the `wheel` package is importable (setuptools < 70.1 needs it to build a wheel), which needs
no network; otherwise with build isolation, which fetches setuptools and wheel from the index.
"""

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.normpath(os.path.join(HERE, ".."))

CHECK = r"""
import os, sys
import refreshkit as rk
here = os.path.dirname(os.path.abspath(rk.__file__))
assert here.startswith(sys.prefix), ("not imported from the venv", here, sys.prefix)
lib = rk.load_library()
assert lib.how == "RK_LIBRARY", lib
assert os.path.realpath(lib.path) == os.path.realpath(os.environ["RK_LIBRARY"]), lib
with rk.Context() as ctx:
    footer = ctx.footer()
    seen = []
    footer.connect("state-changed", lambda state, old: seen.append((old, state)))
    footer.set_metrics(viewport_width=375, viewport_height=600, content_height=1000,
                       inset_top=64, offset_y=450, dragging=True)
    assert seen == [(rk.FooterState.IDLE, rk.FooterState.PULLING)], seen
print("ok: refreshkit %s from %s, library %s" % (rk.__version__, here, lib))
"""


def run(cmd, **kwargs):
    shown = ["<check script>" if "\n" in part else part for part in cmd]
    print("+ " + " ".join(shown), flush=True)
    return subprocess.call(cmd, **kwargs)


def main() -> int:
    library = os.environ.get("RK_LIBRARY")
    if not library:
        sys.stderr.write("FAIL: set RK_LIBRARY to librefreshkit.so.1 (ctest does)\n")
        return 1
    tmp = tempfile.mkdtemp(prefix="refreshkit-venv-")
    try:
        src = os.path.join(tmp, "refreshkit-src")
        shutil.copytree(PACKAGE, src, ignore=shutil.ignore_patterns(
            "__pycache__", "*.egg-info", "build", ".pytest_cache", "tests", "tools"))
        venv = os.path.join(tmp, "venv")
        if run([sys.executable, "-m", "venv", "--system-site-packages", venv]) != 0:
            sys.stderr.write("FAIL: python3 -m venv failed (Debian: apt-get install python3-venv)\n")
            return 1
        python = os.path.join(venv, "bin", "python")
        has_wheel = subprocess.call([python, "-c", "import setuptools, wheel"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0
        pip = [python, "-m", "pip", "install", "--no-deps", "--disable-pip-version-check"]
        if has_wheel:
            pip += ["--no-build-isolation", "--no-index"]
        else:
            print("note: `wheel` is not installed: building with isolation (needs the package index)")
        if run(pip + [src]) != 0:
            sys.stderr.write(
                "FAIL: pip could not install the package. Offline, install `wheel` next to "
                "setuptools (python3 -m pip install wheel) so the build needs no index.\n")
            return 1
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)
        # Run from an empty directory so nothing but the venv provides `refreshkit`.
        workdir = os.path.join(tmp, "empty")
        os.mkdir(workdir)
        return 1 if run([python, "-c", CHECK], env=env, cwd=workdir) != 0 else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
