#!/usr/bin/env python3
"""ctest entry: `python3 -m pytest -q Examples/python/tests`, failing loudly when pytest is missing.

Run from anywhere; extra arguments go to pytest. A missing pytest is a failure with instructions,
never a skip, and so is a run that collects no test (pytest's exit code 5).
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.normpath(os.path.join(HERE, "..", "tests"))


def main() -> int:
    try:
        import pytest  # noqa: F401
    except ImportError:
        sys.stderr.write(
            "FAIL: pytest is not installed for %s, so the RefreshKit Python tests cannot run.\n"
            "Install it: %s -m pip install pytest   (or: apt-get install python3-pytest)\n"
            % (sys.executable, sys.executable))
        return 1
    if not os.environ.get("RK_LIBRARY"):
        sys.stderr.write("note: RK_LIBRARY is not set; the binding will search for the library\n")
    # -p no:cacheprovider: write no .pytest_cache into the source tree.
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", TESTS] + sys.argv[1:]
    print("+ " + " ".join(cmd), flush=True)
    status = subprocess.call(cmd)
    if status == 5:
        sys.stderr.write("FAIL: pytest collected no test in %s\n" % TESTS)
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
