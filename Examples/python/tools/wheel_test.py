#!/usr/bin/env python3
"""ctest entry (python_wheel): builds the platform wheel as a user does, and checks what is in it.

    python3 tools/wheel_test.py BUILD_DIR

1. A tools venv in BUILD_DIR/python-pkg/tools-venv (made once) with auditwheel from PyPI.
2. `pip wheel --no-deps Examples/python` with that venv's pip, exactly as a user runs it: pip
   makes its isolated build environment (scikit-build-core from PyPI) and the backend compiles the
   library with CMake in a temporary directory (~1 min on 2 cores; the only compile of the library
   for the Python tests: python_venv_install installs this wheel). A persistent build directory
   would not help: scikit-build-core clears it whenever the isolated environment is new.
3. Checks the wheel: its name (refreshkit-<header version>-py3-none-<platform>.whl), that it holds
   the package's modules, py.typed, _version.py, librefreshkit.so.1 (stripped, SONAME
   librefreshkit.so.1, no libffi or Swift runtime needed, exactly the exports of the build tree's
   library) and the MIT licence in its metadata; and `auditwheel show` agrees with its platform tag.
4. The type hints the wheel ships (py.typed) pass `mypy --strict` (mypy from PyPI, in the tools
   venv): the binding's modules; refreshkit.aio is listed as not checked yet.
5. Leaves the wheel in BUILD_DIR/python-pkg/dist for python_venv_install (a ctest fixture).

Needs network access to PyPI (or a pip cache/mirror) for auditwheel, mypy and scikit-build-core, the
C build's tools (cmake, ninja, a C compiler, libffi-dev, Swift) and binutils (readelf, nm).
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.normpath(os.path.join(HERE, ".."))
REPO = os.path.normpath(os.path.join(PACKAGE, "..", ".."))
SONAME = "librefreshkit.so.1"


def fail(message):
    sys.stderr.write("python_wheel: FAIL: %s\n" % message)
    sys.exit(1)


def run(cmd, **kwargs):
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, universal_newlines=True, **kwargs)


def header_version():
    text = open(os.path.join(REPO, "Include", "refreshkit.h"), encoding="utf-8").read()
    parts = [re.search(r"^#define RK_VERSION_%s +([0-9]+)" % p, text, re.M).group(1)
             for p in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


def tools_venv(root):
    """BUILD_DIR/python-pkg/tools-venv with auditwheel and mypy; made or completed as needed."""
    venv = os.path.join(root, "tools-venv")
    python = os.path.join(venv, "bin", "python")
    if not os.path.exists(python):
        if run([sys.executable, "-m", "venv", venv]).returncode != 0:
            fail("python3 -m venv failed (Debian: apt-get install python3-venv)")
    have = subprocess.call([python, "-c", "import auditwheel, mypy"], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL) == 0
    if not have:
        if run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                "auditwheel", "mypy"]).returncode != 0:
            fail("pip could not install auditwheel and mypy into %s (they come from PyPI: check "
                 "the network or the pip index configuration)" % venv)
    return python


def elf_facts(path):
    dynamic = run(["readelf", "--wide", "--dynamic", path], stdout=subprocess.PIPE,
                  check=True).stdout
    sections = run(["readelf", "--wide", "--section-headers", path], stdout=subprocess.PIPE,
                   check=True).stdout
    soname = re.findall(r"\(SONAME\)\s+Library soname: \[([^\]]+)\]", dynamic)
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)
    return soname, needed, re.search(r"\s\.symtab\s", sections) is not None


def exports(path):
    out = run(["nm", "-D", "--defined-only", path], stdout=subprocess.PIPE, check=True).stdout
    names = set()
    for line in out.splitlines():
        fields = line.split()
        # Global symbols: upper-case types, and u/v/w/i; lower-case others are local.
        if len(fields) >= 3 and re.match(r"^[BCDGIRSTUVWiuvw]$", fields[1]):
            names.add(fields[2].split("@")[0])
    return names


def main():
    if len(sys.argv) != 2:
        fail("usage: wheel_test.py BUILD_DIR")
    build = os.path.abspath(sys.argv[1])
    built_library = os.path.join(build, SONAME)
    if not os.path.exists(built_library):
        fail("%s does not exist: build the library first (cmake --build %s)" % (built_library, build))
    for tool in ("readelf", "nm"):
        if shutil.which(tool) is None:
            fail("%s is not installed (Debian: apt-get install binutils)" % tool)
    root = os.path.join(build, "python-pkg")
    dist = os.path.join(root, "dist")
    os.makedirs(root, exist_ok=True)
    shutil.rmtree(dist, ignore_errors=True)
    python = tools_venv(root)

    env = dict(os.environ)
    env.pop("RK_LIBRARY", None)
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", "2")
    proc = run([python, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
                "-w", dist, PACKAGE], env=env)
    if proc.returncode != 0:
        fail("pip wheel Examples/python failed (above). It needs scikit-build-core from PyPI and "
             "the C build's tools: cmake, ninja, a C compiler, libffi-dev, Swift on PATH")
    wheels = glob.glob(os.path.join(dist, "*.whl"))
    if len(wheels) != 1:
        fail("expected one wheel in %s, found %s" % (dist, wheels))
    wheel = wheels[0]
    name = os.path.basename(wheel)
    version = header_version()
    match = re.match(r"^refreshkit-([^-]+)-py3-none-([a-z0-9_]+)\.whl$", name)
    if not match:
        fail("%s is not named refreshkit-<version>-py3-none-<platform>.whl" % name)
    if match.group(1) != version:
        fail("%s: version %s, the header says %s" % (name, match.group(1), version))
    platform_tag = match.group(2)
    if not re.match(r"^(manylinux_\d+_\d+|linux)_[a-z0-9_]+$", platform_tag):
        fail("%s: %s is not a Linux platform tag (a pure wheel would not carry the library)"
             % (name, platform_tag))

    with zipfile.ZipFile(wheel) as zf, tempfile.TemporaryDirectory() as tmp:
        names = set(zf.namelist())
        modules = {"refreshkit/%s" % f for f in os.listdir(os.path.join(PACKAGE, "src", "refreshkit"))
                   if f.endswith(".py")}
        wanted = modules | {"refreshkit/py.typed", "refreshkit/_version.py",
                            "refreshkit/" + SONAME}
        if os.path.exists(os.path.join(REPO, "LICENSE")):
            wanted.add("refreshkit/LICENSE")
        else:
            print("note: the repository has no LICENSE file yet, so the wheel carries none")
        missing = sorted(wanted - names)
        if missing:
            fail("%s lacks %s" % (name, ", ".join(missing)))
        strays = sorted(n for n in names if not (n.startswith("refreshkit/")
                                                 or n.startswith("refreshkit-%s.dist-info/" % version)))
        if strays:
            fail("%s holds files outside the package: %s" % (name, ", ".join(strays)))
        version_py = zf.read("refreshkit/_version.py").decode("utf-8")
        if '__version__ = "%s"' % version not in version_py:
            fail("refreshkit/_version.py does not say %s:\n%s" % (version, version_py))
        metadata = zf.read("refreshkit-%s.dist-info/METADATA" % version).decode("utf-8")
        if not re.search(r"(?m)^License-Expression: MIT$", metadata):
            fail("METADATA has no 'License-Expression: MIT'")
        wheel_meta = zf.read("refreshkit-%s.dist-info/WHEEL" % version).decode("utf-8")
        if "Root-Is-Purelib: false" not in wheel_meta or \
                "Tag: py3-none-%s" % platform_tag not in wheel_meta:
            fail("the WHEEL file does not describe a py3-none-%s platform wheel:\n%s"
                 % (platform_tag, wheel_meta))
        library = zf.extract("refreshkit/" + SONAME, tmp)
        library_size = os.path.getsize(library)
        soname, needed, has_symtab = elf_facts(library)
        if soname != [SONAME]:
            fail("the wheel's library has SONAME %s, expected %s" % (soname, SONAME))
        bad = [n for n in needed if "ffi" in n or "swift" in n.lower()]
        if bad:
            fail("the wheel's library needs %s: libffi must be linked in (RK_STATIC_LIBFFI) and the "
                 "Swift runtime too" % ", ".join(bad))
        if has_symtab:
            fail("the wheel's library is not stripped (it has a .symtab)")
        ours, reference = exports(library), exports(built_library)
        if ours != reference:
            fail("the wheel's library exports differ from %s: only in the wheel %s, only in the "
                 "build %s" % (built_library, sorted(ours - reference), sorted(reference - ours)))

    auditwheel = os.path.join(os.path.dirname(python), "auditwheel")
    proc = run([auditwheel, "show", wheel], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    print(proc.stdout)
    if proc.returncode != 0:
        fail("auditwheel show failed")
    consistent = re.search(r'is consistent with\s+the following platform tag:\s+"([^"]+)"',
                           proc.stdout)
    if consistent is None:
        fail("auditwheel show did not name a consistent platform tag")
    if platform_tag.startswith("manylinux_") and consistent.group(1) != platform_tag:
        fail("the wheel is tagged %s but auditwheel says its library is consistent with %s"
             % (platform_tag, consistent.group(1)))
    if platform_tag.startswith("linux_"):
        # Honest but not portable: say why the backend did not tag it manylinux.
        fail("the wheel is tagged %s: the backend found the library not manylinux-compatible "
             "(auditwheel: %s); see the build output above" % (platform_tag, consistent.group(1)))
    # The binding's modules. refreshkit.aio (the asyncio adapter) is not checked yet: it does not
    # pass --strict today; add it here once it does.
    src = os.path.join(PACKAGE, "src", "refreshkit")
    checked = [os.path.join(src, m) for m in
               ("__init__.py", "_core.py", "_ffi.py", "constants.py", "errors.py")]
    unchecked = sorted(set(f for f in os.listdir(src) if f.endswith(".py")) -
                       set(os.path.basename(c) for c in checked) - {"aio.py"})
    if unchecked:
        fail("modules the type check does not know: %s (add them to wheel_test.py)" % unchecked)
    print("note: refreshkit/aio.py is not type-checked (it does not pass mypy --strict yet)")
    proc = run([python, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir=/dev/null"]
               + checked)
    if proc.returncode != 0:
        fail("the binding's type hints do not pass mypy --strict (above)")
    print("python_wheel: PASS: %s, %d bytes (library %d bytes stripped, needs %s), exports %d "
          "symbols like the build tree's; mypy --strict clean"
          % (name, os.path.getsize(wheel), library_size, " ".join(needed), len(ours)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
