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
