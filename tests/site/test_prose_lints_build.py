"""The prose lints and the EN/ZH parity check run in the strict build and fail it, naming the
file and line (issue 10, «Done when»: «each new check has a test that shows a wrong page
failing it with a message naming the file and line»)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site.sitebuild import build, copy_project

pytestmark = pytest.mark.slow


def test_a_bare_number_a_project_word_and_a_drifted_pair_fail_the_strict_build(
        tmp_path: Path) -> None:
    """Issue 10: the numbers lint, the vocabulary lint and the parity check, in one build."""
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "rules" / "bidding.md"
    lines = page.read_text(encoding="utf-8").split("\n")
    added = len(lines) + 2
    page.write_text("\n".join(lines) + "\n\n## One more section\n\nEach player holds "
                    "seven dice, says the referee.\n", encoding="utf-8")
    result = build(project, tmp_path / "site")
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert (f"docs/rules/bidding.md:{added + 2}: the number 'seven' is not checked: make it "
            "a claim") in output
    assert f"docs/rules/bidding.md:{added + 2}: 'referee' is the engine's referee" in output
    assert ("docs/rules/bidding.md and bidding.zh.md differ: sections: headings" in output)
    allow = project / "docs" / "prose-numbers.yml"
    allow.write_text("- {phrase: seven dice, reason: testing}\n", encoding="utf-8")
    output = (lambda r: r.stdout + r.stderr)(build(project, tmp_path / "site2"))
    assert "the number 'seven'" not in output and "'referee'" in output


def test_a_glossary_term_used_before_its_explanation_fails_the_strict_build(
        tmp_path: Path) -> None:
    """Issue 10, "One vocabulary": «A glossary term used before its definition links to it»:
    the setup page, read before the palifico page, names the locked face without a link and
    fails the build at that line; linked to its glossary entry, it passes."""
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "rules" / "setup.md"
    lines = page.read_text(encoding="utf-8").split("\n")
    page.write_text("\n".join([*lines, "", "Some rounds have a locked face."]) + "\n",
                    encoding="utf-8")
    result = build(project, tmp_path / "site")
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert (f"docs/rules/setup.md:{len(lines) + 2}: the glossary term 'locked face' is used "
            "before the page explains it") in output
    page.write_text("\n".join([*lines, "", "Some rounds have a "
                               "[locked face](../glossary.md#locked-face)."]) + "\n",
                    encoding="utf-8")
    result = build(project, tmp_path / "site2")
    assert "the glossary term" not in result.stdout + result.stderr
    assert result.returncode == 0, result.stdout + result.stderr
