#!/usr/bin/env python3
"""ctest entry (python_venv_install): the wheel in a fresh venv, used from /tmp with no environment
variables at all.

    python3 tools/venv_install_test.py BUILD_DIR

1. The wheel python_wheel built (BUILD_DIR/python-pkg/dist, a ctest fixture) is copied to a new
   directory under /tmp, installed there into a fresh venv (no system site-packages, no index),
   and a check script runs with `env -i` (an empty environment: no RK_LIBRARY, PYTHONPATH,
   LD_LIBRARY_PATH, PATH) from an empty directory: the package must come from the venv and load the
   library it carries.
(`pip install Examples/python` is the same build followed by this install; it is not run here so
that the test command compiles the library for Python once, in python_wheel.)
"""

import glob
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
assert here.startswith(sys.prefix + os.sep), ("not imported from the venv", here, sys.prefix)
# (Python itself sets LC_CTYPE when it coerces the C locale, PEP 538.)
assert set(os.environ) <= {"LC_CTYPE"}, ("the environment is not empty", dict(os.environ))
lib = rk.load_library()
assert lib.how == "package", lib
assert lib.path == os.path.join(here, "librefreshkit.so.1"), lib
assert os.path.exists(os.path.join(here, "py.typed"))
assert rk.__version__ == "%d.%d.%d" % lib.version, (rk.__version__, lib.version)
with rk.Context() as ctx:
    footer = ctx.footer()
    seen = []
    footer.connect("state-changed", lambda state, old: seen.append((old, state)))
    footer.set_metrics(viewport_width=375, viewport_height=600, content_height=1000,
                       inset_top=64, offset_y=450, dragging=True)
    assert seen == [(rk.FooterState.IDLE, rk.FooterState.PULLING)], seen
    assert type(seen[0][1]) is rk.FooterState, seen
print("ok: refreshkit %s from %s, %r" % (rk.__version__, here, lib))
"""


def fail(message):
    sys.stderr.write("python_venv_install: FAIL: %s\n" % message)
    sys.exit(1)


def run(cmd, **kwargs):
    shown = ["<check script>" if "\n" in part else part for part in cmd]
    print("+ " + " ".join(shown), flush=True)
    return subprocess.call(cmd, **kwargs)


def fresh_venv(path):
    if run([sys.executable, "-m", "venv", path]) != 0:
        fail("python3 -m venv failed (Debian: apt-get install python3-venv)")
    return os.path.join(path, "bin", "python")


def check(python, tmp, label):
    workdir = os.path.join(tmp, "empty-" + label.replace("/", "-").replace(" ", "-"))
    os.mkdir(workdir)
    # env -i: nothing of this process's environment (ctest sets RK_LIBRARY) reaches the check.
    if run(["/usr/bin/env", "-i", python, "-c", CHECK], cwd=workdir) != 0:
        fail("the package installed from %s does not work from %s (above)" % (label, workdir))


def main():
    if len(sys.argv) != 2:
        fail("usage: venv_install_test.py BUILD_DIR")
    build = os.path.abspath(sys.argv[1])
    root = os.path.join(build, "python-pkg")
    wheels = glob.glob(os.path.join(root, "dist", "*.whl"))
    if len(wheels) != 1:
        fail("no wheel in %s/dist (python_wheel builds it: ctest -R 'python_wheel|python_venv')"
             % root)
    tmp = tempfile.mkdtemp(prefix="refreshkit-venv-", dir="/tmp")
    try:
        wheel = shutil.copy(wheels[0], tmp)
        python = fresh_venv(os.path.join(tmp, "venv-wheel"))
        pip = [python, "-m", "pip", "install", "--disable-pip-version-check", "--no-index",
               "--no-deps"]
        if run(pip + [wheel]) != 0:
            fail("pip install %s failed" % wheel)
        check(python, tmp, "the wheel")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("python_venv_install: PASS (the wheel in a fresh venv, used from /tmp with an empty "
          "environment)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
