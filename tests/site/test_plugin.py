"""tutorial/plugin.py: one object owns a build's state and starts clean at every build.

Issue 16: «A test builds twice in one process and shows the second build reports the
same problems as the first» (mkdocs-static-i18n re-runs every hook once per language,
and `mkdocs serve` rebuilds in the same process).
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config

from tests.site.sitebuild import copy_project

pytestmark = pytest.mark.slow


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def test_a_second_build_in_the_same_process_reports_the_same_problems(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16: the second build of one config reports exactly what the first did, once each:
    a wrong claim at its page line and a broken example that no page uses (the claim is on
    the English page only, a difference the copy's parity exceptions explain)."""
    monkeypatch.setenv("NO_MKDOCS_2_WARNING", "1")
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "rules" / "bidding.md"
    page.write_text(page.read_text(encoding="utf-8") + "\n\nThere are "
                    "[[count 6x6 in 6 6 1 = 9]] sixes.\n", encoding="utf-8")
    (project / "docs" / "parity-exceptions.yml").write_text(
        "- page: rules/bidding.md\n"
        "  difference: \"claim 'count = 9': 1 in English, 0 in Chinese\"\n"
        "  reason: the wrong claim this test adds\n", encoding="utf-8")
    (project / "docs" / "examples" / "zz-broken.yml").write_text(
        "round: {rules: wango}\nexpect: {count: 3}\n", encoding="utf-8")
    collect = _Collect()
    logger = logging.getLogger("mkdocs.plugins.dudo")
    logger.addHandler(collect)
    try:
        config = load_config(str(project / "mkdocs.yml"), site_dir=str(tmp_path / "site"),
                             strict=False)
        reports = []
        for _ in range(2):
            collect.messages.clear()
            build(config)
            reports.append(sorted(collect.messages))
    finally:
        logger.removeHandler(collect)
    first, second = reports
    assert first == second
    assert len(first) == 2
    assert any(m.startswith("docs/rules/bidding.md:") and "the engine says 3" in m
               for m in first)
    assert any(m.startswith("docs/examples/zz-broken.yml (not used by any page)") for m in first)
