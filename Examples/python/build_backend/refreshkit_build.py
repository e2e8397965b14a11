"""The Python package's build backend: scikit-build-core, plus an honest manylinux platform tag.

scikit-build-core builds the wheel with CMake (the whole RefreshKit project, Release, the library
installed into the package) and tags it ``py3-none-linux_<arch>``: a platform wheel that promises
nothing beyond "built on Linux". This backend then reads what the library in the wheel actually
needs from the system (readelf: its NEEDED libraries and the GLIBC_x.y symbol versions it
references) and, when every NEEDED library is one that all manylinux platforms provide, retags the
wheel ``manylinux_<x>_<y>_<arch>`` for the highest glibc version referenced: the oldest glibc it
runs on. Anything else (an unusual NEEDED library, no readelf) keeps the linux tag and says why.
The tests check the result with ``auditwheel show``.

Every other hook is scikit-build-core's own.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile
from typing import Dict, List, Optional, Tuple

from scikit_build_core.build import *  # noqa: F401,F403  (the PEP 517 hooks)
from scikit_build_core.build import build_wheel as _skbuild_build_wheel

LIBRARY = "refreshkit/librefreshkit.so.1"

# The libraries every manylinux platform provides (PEP 600 / auditwheel's policy, the non-graphics
# part). A library that needs anything else is not retagged.
MANYLINUX_LIBS = {
    "libc.so.6", "libm.so.6", "libdl.so.2", "librt.so.1", "libpthread.so.0", "libutil.so.1",
    "libresolv.so.2", "libnsl.so.1", "libgcc_s.so.1", "libstdc++.so.6", "ld-linux-x86-64.so.2",
    "ld-linux-aarch64.so.1", "ld64.so.2", "ld-linux.so.2",
}


def _say(message: str) -> None:
    sys.stderr.write("refreshkit build: %s\n" % message)
    sys.stderr.flush()


def library_requirements(path: str) -> Tuple[List[str], Optional[Tuple[int, int]]]:
    """(NEEDED libraries, the highest GLIBC_x.y version referenced) of an ELF file, via readelf."""
    out = subprocess.run(["readelf", "--wide", "--dynamic", "--version-info", path],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                         check=True).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)
    versions = [(int(a), int(b)) for a, b in re.findall(r"Name: GLIBC_(\d+)\.(\d+)\b", out)]
    return needed, (max(versions) if versions else None)


def manylinux_tag(path: str, arch: str) -> Tuple[Optional[str], str]:
    """The manylinux platform tag the library at path honestly supports, or (None, why not)."""
    if shutil.which("readelf") is None:
        return None, "readelf (binutils) is not installed"
    try:
        needed, glibc = library_requirements(path)
    except (OSError, subprocess.CalledProcessError) as exc:
        return None, "readelf failed: %s" % exc
    foreign = sorted(set(needed) - MANYLINUX_LIBS)
    if foreign:
        return None, "it needs %s, which manylinux platforms do not all provide" % ", ".join(foreign)
    if glibc is None:
        return None, "it references no GLIBC symbol version"
    return "manylinux_%d_%d_%s" % (glibc[0], glibc[1], arch), ""


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return "sha256=" + digest


def retag(wheel_path: str, platform_tag: str) -> str:
    """Rewrites wheel_path with platform_tag in its name and WHEEL file; returns the new path."""
    directory, name = os.path.split(wheel_path)
    stem = name[: -len(".whl")]
    parts = stem.split("-")
    parts[-1] = platform_tag
    new_path = os.path.join(directory, "-".join(parts) + ".whl")
    with zipfile.ZipFile(wheel_path) as src:
        infos = src.infolist()
        wheel_file = next(i.filename for i in infos if re.match(r"[^/]+\.dist-info/WHEEL$", i.filename))
        record_file = wheel_file[: -len("WHEEL")] + "RECORD"
        wheel_text = src.read(wheel_file).decode("utf-8")
        wheel_text = re.sub(r"(?m)^(Tag: [^-\n]+-[^-\n]+-)\S+$", lambda m: m.group(1) + platform_tag,
                            wheel_text)
        wheel_bytes = wheel_text.encode("utf-8")
        record_lines = []
        for line in src.read(record_file).decode("utf-8").splitlines():
            if line.split(",")[0] == wheel_file:
                line = "%s,%s,%d" % (wheel_file, _record_hash(wheel_bytes), len(wheel_bytes))
            record_lines.append(line)
        record_bytes = ("\n".join(record_lines) + "\n").encode("utf-8")
        replaced: Dict[str, bytes] = {wheel_file: wheel_bytes, record_file: record_bytes}
        tmp = new_path + ".tmp"
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
            for info in infos:
                data = replaced.get(info.filename)
                dst.writestr(info, src.read(info) if data is None else data)
    os.replace(tmp, new_path)
    if new_path != wheel_path:
        os.remove(wheel_path)
    return new_path


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):  # type: ignore
    name = _skbuild_build_wheel(wheel_directory, config_settings, metadata_directory)
    path = os.path.join(wheel_directory, name)
    platform = sysconfig.get_platform()  # "linux-x86_64"
    if not platform.startswith("linux-") or not name.endswith("-linux_%s.whl" % platform[6:]):
        _say("keeping the tag of %s (not a linux_<arch> wheel)" % name)
        return name
    arch = platform[len("linux-"):]
    with zipfile.ZipFile(path) as wheel, tempfile.TemporaryDirectory() as tmp:
        try:
            extracted = wheel.extract(LIBRARY, tmp)
        except KeyError:
            raise RuntimeError("the wheel %s does not contain %s" % (name, LIBRARY))
        tag, why = manylinux_tag(extracted, arch)
    if tag is None:
        _say("keeping the platform tag linux_%s: %s" % (arch, why))
        return name
    new_path = retag(path, tag)
    _say("tagged %s: the library needs glibc %s and only libraries every manylinux system has"
         % (os.path.basename(new_path), tag.split("_")[1] + "." + tag.split("_")[2]))
    return os.path.basename(new_path)
