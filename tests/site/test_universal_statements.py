"""The universal-statement lint (issue 20, item 1): a reader sentence that states a rule with a
universal word is a claim naming its scope, is qualified, or is on the reviewed allow-list."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site.sitebuild import ROOT, build, copy_project
from tutorial.checks.prose_numbers import Allowed, load_allow_list
from tutorial.checks.reader_lints import check_reader_strings
from tutorial.checks.reader_strings import all_reader_strings
from tutorial.checks.universals import ALLOW_FILE, find_universals, find_universals_in_text

WRONG_PAGE = """# Bidding

Some text first.

The other rule sets have no cap, so you may
bid as high as you like. A bid on fours is [[legal 3x3 3x4 = yes]] here.
"""


def test_a_universal_rule_sentence_is_flagged_at_the_line_of_its_word() -> None:
    """Issue 20: «flags a sentence that states a rule with a universal word»; «errors that
    point at the Markdown line» (the audit's «The other rule sets have no cap»)."""
    found = find_universals(WRONG_PAGE, "en", "rules/bidding.md")
    assert [(f.line, f.word) for f in found] == [(5, "The other rule sets")]


@pytest.mark.parametrize(("sentence", "flagged"), [
    ("After four fives, three ones is legal under all of them.", True),
    ("After four fives, three ones is [[every legal 4x5 3x1 = yes]] under all of them.", False),
    ("Only [[preset perudo]] lets the bidder lose a die on a right calza.", False),
    ("In a palifico round every bid must keep the face.", False),
    ("When ones are wild, every one counts for the face bid.", False),
    ("There are only [[count 3x1 in 1 1 6 = 2]] ones, so the bid loses.", False),
    ("The checker lists every face.", False),
    ("Everyone laughs at the table.", False),
    ("No player may ever pass, under any rule set.", True),
])
def test_only_unscoped_universal_rules_are_flagged(sentence: str, flagged: bool) -> None:
    """Issue 20: «unless the sentence holds an `[[every …]]` claim (or a claim naming its
    presets/situation)»; a count ("only two") or a sentence about the tools is no universal
    rule, and a lint that flags too much is as bad as none (the brief)."""
    assert bool(find_universals(f"\n{sentence}\n", "en", "page.md")) is flagged


@pytest.mark.parametrize(("sentence", "flagged"), [
    ("其他玩法没有上限，叫多少都可以。", True),
    ("单骰回合里所有叫点都得叫同一个点数。", False),
    ("哪套规则都[[every legal 4x5 3x1 = yes]]。", False),
    ("桌上只有[[count 3x1 in 1 1 6 = 2]]个 1。", False),
])
def test_chinese_universal_words_are_read_too(sentence: str, flagged: bool) -> None:
    """Issue 20: the lint reads both languages (都, 所有, 任何, 每 …)."""
    assert bool(find_universals(f"\n{sentence}\n", "zh", "page.zh.md")) is flagged


def test_an_allow_list_entry_covers_its_phrase_on_its_pages_only() -> None:
    """Issue 20: «or is on a reviewed allow-list with a reason per entry»."""
    entry = Allowed("have no cap", "testing", ("rules/bidding.md",))
    assert not find_universals(WRONG_PAGE, "en", "rules/bidding.md", [entry])
    assert find_universals(WRONG_PAGE, "en", "faq.md", [entry])


def test_reader_strings_outside_the_pages_are_linted_at_their_file_and_line() -> None:
    """Issue 20: the lint reads «the examples' narrative text, … the widgets' message catalogue
    ui.json and the engine's reader messages»; a finding names the string's line."""
    sources = {s.source for s in all_reader_strings(ROOT, ROOT / "docs")}
    assert {"tutorial/widgets/ui.json", "engine/messages.py"} <= sources
    assert any(s.startswith("docs/examples/") for s in sources)
    found = find_universals_in_text("Any bid may open the round.", "en", 75,
                                    "engine/messages.py")
    assert [(f.line, f.word) for f in found] == [(75, "Any")]


def test_the_site_has_no_unscoped_universal_rule_and_a_short_allow_list() -> None:
    """Issue 20: every reader sentence passes; the allow-list stays short (the brief: «keep the
    list short: fix or qualify sentences rather than allow them»), each entry with a reason."""
    allowed = load_allow_list(ROOT / "docs" / ALLOW_FILE)
    problems = check_reader_strings(ROOT, ROOT / "docs", allowed)
    assert [p for p in problems if "states a rule" in p] == []
    for page in sorted((ROOT / "docs").rglob("*.md")):
        lang = "zh" if page.name.endswith(".zh.md") else "en"
        name = page.relative_to(ROOT / "docs").as_posix()
        assert find_universals(page.read_text(encoding="utf-8"), lang, name, allowed) == []
    assert len(allowed) <= 30 and all(entry.reason.strip() for entry in allowed)


@pytest.mark.slow
def test_a_universal_sentence_fails_the_strict_build_with_file_and_line(
        tmp_path: Path) -> None:
    """Issue 20, «Done when»: «each has a test that shows a wrong page failing with file and
    line», for a page and for an example's narrative."""
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "rules" / "bidding.md"
    lines = page.read_text(encoding="utf-8").split("\n")
    page.write_text("\n".join([*lines, "", "The other rule sets have no cap at all."]) + "\n",
                    encoding="utf-8")
    example = project / "docs" / "examples" / "two-ones-too-few.yml"
    example.write_text(example.read_text(encoding="utf-8").replace(
        "rounds up, not down.", "rounds up, never down."), encoding="utf-8")
    result = build(project, tmp_path / "site")
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert (f"docs/rules/bidding.md:{len(lines) + 2}: 'The other rule sets' states a rule for "
            "every case") in output
    assert "docs/examples/two-ones-too-few.yml:5: 'never' states a rule for every case" in output
