"""Finding librefreshkit.so.1: $RK_LIBRARY, the library inside the package (a wheel's), the install
prefix (pkg-config, the loader, find_library, standard lib dirs), the build tree of a source checkout
only; and an error naming every place tried. Each case runs in a fresh interpreter, since a process
loads the library once."""

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


def copy_package(where, library=None):
    """A copy of the package under where/ (as an installed package would be), with library linked
    into it as librefreshkit.so.1 when given (what a wheel carries). Returns the directory to put on
    PYTHONPATH."""
    shutil.copytree(str(SRC / "refreshkit"), str(where / "refreshkit"),
                    ignore=shutil.ignore_patterns("__pycache__", "librefreshkit.so*", "_version.py"))
    if library is not None:
        os.symlink(library, str(where / "refreshkit" / "librefreshkit.so.1"))
    return where


def test_the_library_in_the_package_comes_first(tmp_path, real_library):
    site = copy_package(tmp_path / "site", library=real_library)
    # Even with a pkg-config file that names another library directory, the package's own wins.
    got = run({"PKG_CONFIG_PATH": str(tmp_path)}, package_dir=site, cwd=str(tmp_path))
    assert got["how"] == "package", got
    assert got["path"] == str(site / "refreshkit" / "librefreshkit.so.1")
    assert got["module"] == str(site / "refreshkit" / "__init__.py")


def test_rk_library_overrides_the_package(tmp_path, real_library):
    site = copy_package(tmp_path / "site", library=str(tmp_path / "nowhere.so"))
    got = run({"RK_LIBRARY": real_library}, package_dir=site, cwd=str(tmp_path))
    assert got["how"] == "RK_LIBRARY"
    assert os.path.realpath(got["path"]) == real_library


def test_a_package_outside_a_checkout_never_searches_above_itself(tmp_path, real_library):
    # A library planted in build/ directories above an installed package is never loaded.
    for planted in (tmp_path / "build", tmp_path / "site" / "build"):
        planted.mkdir(parents=True)
        os.symlink(real_library, str(planted / "librefreshkit.so.1"))
    site = copy_package(tmp_path / "site")
    got = run({"PATH": "/nonexistent-bin"}, package_dir=site, cwd=str(tmp_path))
    if "error" not in got:  # RefreshKit is installed on this machine: it must come from there
        assert got["how"] not in ("build tree", "package"), got
        assert not got["path"].startswith(str(tmp_path)), got
        return
    places = [place for place, _ in got["attempts"]]
    assert not [p for p in places if p.startswith("build tree")], places
    assert not [p for p in places if str(tmp_path / "build") in p], places


def test_a_source_checkout_finds_its_build_tree(tmp_path, real_library):
    # The shape of a checkout: <root>/Include/refreshkit.h, <root>/CMakeLists.txt and the package at
    # <root>/Examples/python/src/refreshkit; the library at <root>/build/librefreshkit.so.1.
    root = tmp_path / "checkout"
    (root / "Include").mkdir(parents=True)
    shutil.copy(str(REPO / "Include" / "refreshkit.h"), str(root / "Include" / "refreshkit.h"))
    (root / "CMakeLists.txt").write_text("project(RefreshKit)\n")
    src = copy_package(root / "Examples" / "python" / "src")
    (root / "build").mkdir()
    os.symlink(real_library, str(root / "build" / "librefreshkit.so.1"))
    got = run({"PATH": "/nonexistent-bin"}, package_dir=src, cwd=str(tmp_path))
    assert "error" not in got, got.get("error")
    # An installed RefreshKit wins over the build tree; without one, this checkout's build/.
    assert got["how"] in ("build tree", "ctypes.util.find_library", "install prefix",
                          "dynamic loader search path (LD_LIBRARY_PATH, ld.so.cache)"), got
    if got["how"] == "build tree":
        assert got["path"] == str(root / "build" / "librefreshkit.so.1")


def test_the_error_lists_every_place_tried(tmp_path):
    copy = copy_package(tmp_path / "site")
    got = run({"PATH": "/nonexistent-bin", "PKG_CONFIG_PATH": str(tmp_path)}, package_dir=copy,
              cwd=str(tmp_path))
    if "error" not in got:  # RefreshKit is installed on this machine: fine, nothing to list
        assert got["how"] not in ("build tree", "package")
        return
    places = [place for place, _ in got["attempts"]]
    why = dict(got["attempts"])
    assert got["explicit"] is False
    assert places[0] == "package: %s" % (copy / "refreshkit" / "librefreshkit.so.1")
    assert why[places[0]] == "no such file"
    assert why["pkg-config --variable=libdir refreshkit"] == "pkg-config is not installed"
    assert any(p.startswith("dynamic loader") for p in places)
    assert "ctypes.util.find_library('refreshkit')" in places
    prefix = [p for p in places if p.startswith("install prefix: ")]
    assert "install prefix: /usr/local/lib/librefreshkit.so.1" in prefix
    assert "install prefix: /usr/lib/librefreshkit.so.1" in prefix
    # Not a checkout: no build tree is searched.
    assert not [p for p in places if p.startswith("build tree: ")], places
    for place, reason in got["attempts"]:
        assert reason, place
        assert place in got["error"] and reason in got["error"]
    assert "RK_LIBRARY" in got["error"]  # and how to fix it
