"""The README's quick start runs as written."""

import re

from conftest import HERE


def test_readme_quick_start_runs(capsys):
    text = (HERE.parent / "README.md").read_text(encoding="utf-8")
    code = re.search(r"## Quick start\n\n```python\n(.*?)```", text, flags=re.S).group(1)
    exec(compile(code, "README.md", "exec"), {})
    out = capsys.readouterr().out.splitlines()
    assert out[:4] == ["IDLE -> PULLING", "PULLING -> REFRESHING", "inset 44.0 0.25", "load more now"]
    assert out[-1] == "ended False"  # the end animation was still running at close


def test_readme_header_snippet_runs(capsys):
    text = (HERE.parent / "README.md").read_text(encoding="utf-8")
    code = re.search(r"## The header \(1\.2\)\n.*?```python\n(.*?)```", text, flags=re.S).group(1)
    exec(compile(code, "README.md", "exec"), {})
    assert capsys.readouterr().out.splitlines() == [
        "IDLE -> PULLING", "PULLING -> REFRESHING", "inset 142.0 0.25", "reload now",
        "REFRESHING -> IDLE", "inset 88.0 0.4", "Last update: Today 15:30",
        "{'MJRefreshHeaderLastUpdatedTimeKey': 1732807800.0}"]


def test_readme_trailer_snippet_runs(capsys):
    text = (HERE.parent / "README.md").read_text(encoding="utf-8")
    code = re.search(r"## The trailer \(1\.2\)\n.*?```python\n(.*?)```", text, flags=re.S).group(1)
    exec(compile(code, "README.md", "exec"), {})
    # docs/behaviour/trailer.md §2-§3, setup TA: trigger 685; the release asks for a right inset of 60 and x 685 over
    # 0.25 s; the end gives the 60 back over 0.4 s.
    assert capsys.readouterr().out.splitlines() == [
        "685.0", "IDLE -> PULLING", "Release to view details", "PULLING -> REFRESHING",
        "inset 60.0 0.25", "offset 685.0 0.25", "show the details now", "REFRESHING -> IDLE",
        "inset 0.0 0.4"]


def test_readme_auto_footer_snippet_runs(capsys):
    text = (HERE.parent / "README.md").read_text(encoding="utf-8")
    code = re.search(r"## The auto footer and the scroll view \(1\.2\)\n.*?```python\n(.*?)```", text,
                     flags=re.S).group(1)
    exec(compile(code, "README.md", "exec"), {})
    # docs/behaviour/auto-footer.md §2, setup FA: attached, the footer asks for the bottom inset 44 (relayed by the scroll
    # view); its line is 444; reaching it while dragging loads.
    assert capsys.readouterr().out.splitlines() == [
        "AutoFooter BOTTOM 44.0", "444.0", "load page 2 now", "No more data"]


def test_readme_load_ids_snippet_runs(capsys):
    text = (HERE.parent / "README.md").read_text(encoding="utf-8")
    code = re.search(r"## Load ids \(1\.3\)\n.*?```python\n(.*?)```", text, flags=re.S).group(1)
    exec(compile(code, "README.md", "exec"), {})
    assert capsys.readouterr().out.splitlines() == [
        "request page, tagged 1", "request page, tagged 2", "dropped the response of load 1",
        "NO_MORE_DATA 0"]


def test_readme_prefetch_and_announcements_snippet_runs(capsys):
    text = (HERE.parent / "README.md").read_text(encoding="utf-8")
    code = re.search(r"## Prefetch and announcements \(1\.3\)\n.*?```python\n(.*?)```", text,
                     flags=re.S).group(1)
    exec(compile(code, "README.md", "exec"), {})
    assert capsys.readouterr().out.splitlines() == [
        "LOW Loading", "load the next page", "MEDIUM Loaded 20 new items", "True IDLE"]
