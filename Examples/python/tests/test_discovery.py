"""Finding librefreshkit.so.1: $RK_LIBRARY, the install prefix (pkg-config, the loader, find_library,
standard lib dirs), the build tree; and an error naming every place tried. Each case runs in a fresh
interpreter, since a process loads the library once."""

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

import refreshkit as rk

from conftest import REPO, SRC

PROBE_SCRIPT = textwrap.dedent("""
    import json, sys
    import refreshkit as rk
    try:
        lib = rk.load_library()
    except rk.LibraryNotFoundError as exc:
        print(json.dumps({"error": str(exc), "attempts": exc.attempts, "explicit": exc.explicit}))
    else:
        with rk.Context() as ctx:
            ctx.footer()
        print(json.dumps({"path": lib.path, "how": lib.how, "version": lib.version,
                          "module": rk.__file__}))
""")


def run(env_changes, package_dir=SRC, cwd=None):
    env = {k: v for k, v in os.environ.items()
           if k not in ("RK_LIBRARY", "PKG_CONFIG_PATH", "LD_LIBRARY_PATH", "PYTHONPATH")}
    env.update({k: v for k, v in env_changes.items() if v is not None})
    env["PYTHONPATH"] = str(package_dir)
    out = subprocess.run([sys.executable, "-c", PROBE_SCRIPT], env=env, cwd=cwd or str(package_dir),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def real_library():
    """The file this test run loaded (RK_LIBRARY, or whatever discovery found)."""
    return os.path.realpath(rk.load_library().path)


def test_rk_library_is_used_when_set(real_library):
    got = run({"RK_LIBRARY": real_library})
    assert got["how"] == "RK_LIBRARY"
    assert os.path.realpath(got["path"]) == real_library


def test_a_bad_rk_library_is_an_error_not_a_fallback(tmp_path):
    missing = str(tmp_path / "nope" / "librefreshkit.so.1")
    got = run({"RK_LIBRARY": missing})
    assert got["explicit"] is True
    assert got["attempts"] == [["RK_LIBRARY: " + missing, "no such file"]]
    assert missing in got["error"] and "RK_LIBRARY" in got["error"]


def test_a_library_that_is_not_refreshkit(tmp_path):
    libc = None
    for candidate in ("/lib/x86_64-linux-gnu/libc.so.6", "/usr/lib/x86_64-linux-gnu/libc.so.6",
                      "/lib64/libc.so.6", "/usr/lib/libc.so.6", "/lib/aarch64-linux-gnu/libc.so.6"):
        if os.path.exists(candidate):
            libc = candidate
            break
    assert libc, "no libc.so.6 found to stand in for a foreign library"
    got = run({"RK_LIBRARY": libc})
    (place, why), = got["attempts"]
    assert "not a complete RefreshKit 1.x" in why and "rk_" in why

    garbage = tmp_path / "librefreshkit.so.1"
    garbage.write_text("not an ELF file")
    got = run({"RK_LIBRARY": str(garbage)})
    assert "cannot be loaded" in got["attempts"][0][1]


def test_pkg_config_libdir_is_tried_first(tmp_path, real_library):
    if shutil.which("pkg-config") is None:
        pytest.fail("pkg-config is needed for this test (apt-get install pkg-config)", pytrace=False)
    libdir = tmp_path / "prefix" / "lib"
    (libdir / "pkgconfig").mkdir(parents=True)
    os.symlink(real_library, str(libdir / "librefreshkit.so.1"))
    (libdir / "pkgconfig" / "refreshkit.pc").write_text(textwrap.dedent("""\
        prefix=%s
        libdir=${prefix}/lib
        Name: RefreshKit
        Description: test
        Version: 1.0.0
        Libs: -L${libdir} -lrefreshkit
        """ % (tmp_path / "prefix")))
    got = run({"PKG_CONFIG_PATH": str(libdir / "pkgconfig")})
    assert got["how"] == "pkg-config libdir"
    assert os.path.realpath(got["path"]) == real_library


def test_the_loader_path_is_tried(tmp_path, real_library):
    os.symlink(real_library, str(tmp_path / "librefreshkit.so.1"))
    got = run({"LD_LIBRARY_PATH": str(tmp_path)})
    # pkg-config may find an installed RefreshKit first on a developer's machine; otherwise the
    # dynamic loader finds it through LD_LIBRARY_PATH.
    assert got.get("how") in ("pkg-config libdir",
                              "dynamic loader search path (LD_LIBRARY_PATH, ld.so.cache)")


def test_the_build_tree_is_found_from_the_package():
    built = REPO / "build" / "librefreshkit.so.1"
    got = run({})
    if "error" in got:
        # Only acceptable when this checkout's library is built elsewhere (RK_BUILD_DIR=...).
        assert not built.exists(), "build/librefreshkit.so.1 exists but was not found:\n" + got["error"]
        assert ["build tree: %s" % built, "no such file"] in got["attempts"]
        return
    # An installed RefreshKit wins over the build tree; without one, build/ above the package.
    assert got["how"] in ("build tree", "pkg-config libdir", "ctypes.util.find_library",
                          "install prefix",
                          "dynamic loader search path (LD_LIBRARY_PATH, ld.so.cache)")
    if got["how"] == "build tree":
        assert os.path.realpath(got["path"]) == os.path.realpath(str(built))


def test_the_error_lists_every_place_tried(tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(str(SRC / "refreshkit"), str(copy / "refreshkit"),
                    ignore=shutil.ignore_patterns("__pycache__"))
    got = run({"PATH": "/nonexistent-bin", "PKG_CONFIG_PATH": str(tmp_path)}, package_dir=copy,
              cwd=str(tmp_path))
    if "error" not in got:  # RefreshKit is installed on this machine: fine, nothing to list
        assert got["how"] != "build tree"
        return
    places = [place for place, _ in got["attempts"]]
    why = dict(got["attempts"])
    assert got["explicit"] is False
    assert why["pkg-config --variable=libdir refreshkit"] == "pkg-config is not installed"
    assert any(p.startswith("dynamic loader") for p in places)
    assert "ctypes.util.find_library('refreshkit')" in places
    prefix = [p for p in places if p.startswith("install prefix: ")]
    assert "install prefix: /usr/local/lib/librefreshkit.so.1" in prefix
    assert "install prefix: /usr/lib/librefreshkit.so.1" in prefix
    build = [p for p in places if p.startswith("build tree: ")]
    assert "build tree: %s" % (copy / "refreshkit" / "build" / "librefreshkit.so.1") in build
    assert "build tree: /build/librefreshkit.so.1" in build
    for place, reason in got["attempts"]:
        assert reason, place
        assert place in got["error"] and reason in got["error"]
    assert "RK_LIBRARY" in got["error"]  # and how to fix it
