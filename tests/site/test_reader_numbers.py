"""The numbers lint covers every reader string (issue 20, item 2): the worked examples'
narratives, the widgets' and the engine's messages, number words as well as digits, and
derived numbers (a difference, a lead, shown rates that add up) computed from their data."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.site.sitebuild import ROOT, build, copy_project
from tutorial.checks.example_numbers import find_example_numbers, number_value
from tutorial.checks.examples import Example
from tutorial.checks.ladder import LADDER_FILE, load_ladder
from tutorial.checks.prose_numbers import Allowed, load_allow_list
from tutorial.checks.reader_lints import catalogue_numbers, check_facts, check_reader_strings
from tutorial.checks.reader_strings import example_strings
from tutorial.checks.registry import Registry
from tutorial.render.ladder_view import build_ladder_view, shown_rates


def _record(example_id: str) -> tuple[Example, dict[str, Any]]:
    record = Registry(ROOT / "docs", ROOT, False).record(example_id)
    assert record is not None and record.example is not None and record.verdict is not None
    return record.example, record.verdict


def test_an_example_narrative_number_its_round_does_not_give_is_found_at_its_line() -> None:
    """Issue 20: «The numbers lint covers every reader string (item 2): example narratives …
    number words as well as digits»; «a wrong page fails with file and line»."""
    example, verdict = _record("dice-loss-by-difference")
    assert find_example_numbers(example, verdict, "examples/dice-loss-by-difference.yml") == []
    assert example.note is not None
    note = {**example.note, "en": example.note["en"].replace("three short", "six short")}
    wrong = find_example_numbers(replace(example, note=note), verdict, "x.yml")
    assert [(f.line, f.number) for f in wrong] == [(example.lines[("note", "en")], "six")]


@pytest.mark.parametrize(("token", "value"), [("7", 7), ("seven", 7), ("七", 7), ("两", 2),
                                              ("十二", 12), ("３", 3), ("二点五", None)])
def test_numbers_are_read_back_as_the_catalogue_writes_them(token: str,
                                                             value: float | None) -> None:
    """Issue 20: «number words as well as digits», in both languages."""
    assert number_value(token) == value


def test_a_widget_message_number_is_a_placeholder_a_bid_or_a_checked_fact(
        tmp_path: Path) -> None:
    """Issue 20: «widget messages»; a rule's number in a message is the engine's, not a copy."""
    ui = tmp_path / "tutorial" / "widgets" / "ui.json"
    ui.parent.mkdir(parents=True)
    ui.write_text(json.dumps({"a": {"en": "Type 5x3 or five threes; {n} left.", "zh": "例如 5个3"},
                              "b": {"en": "Pressure makes it worth 4 points.", "zh": "加压"}}),
                  encoding="utf-8")
    problems = [p for p in catalogue_numbers(tmp_path) if p.startswith("tutorial/")]
    assert len(problems) == 1
    assert problems[0].startswith("tutorial/widgets/ui.json:1: the number '4' is not checked")
    assert check_facts([Allowed("worth 4 points", "test", (), ("pressure_points",))]) == [
        "docs/prose-numbers.yml: the phrase 'worth 4 points' states [4.0] but the engine's "
        "pressure_points is [3]"]
    assert check_facts([Allowed("worth 3 points", "test", (), ("pressure_points",))]) == []


def test_the_sites_reader_strings_pass_both_lints() -> None:
    """Issue 20: the lints run over every reader string, and the site passes them."""
    docs = ROOT / "docs"
    numbers = load_allow_list(docs / "prose-numbers.yml")
    universals = load_allow_list(docs / "universal-statements.yml")
    records = Registry(docs, ROOT, False).records()
    assert check_reader_strings(ROOT, docs, universals, numbers, records) == []


def test_shown_rates_add_up_and_a_shown_gap_is_the_difference_of_shown_rates() -> None:
    """Issue 20: «derived numbers (a lead, a difference, a sum of shown percentages) are claims
    computed from the figure/data they describe; shown rates add up (fix the heads-up 79.3% +
    20.8% and the "+13.5" beside 26.5 − 13.1 at their source)»."""
    assert shown_rates([0.7925, 0.2075]) == [Decimal("79.3"), Decimal("20.7")]
    ladder = load_ladder(ROOT / "docs" / LADDER_FILE)
    for lang in ("en", "zh"):
        for table, setting in zip(ladder.tables, build_ladder_view(ladder, lang).settings,
                                  strict=True):
            rates = {row.level: Decimal(row.rate.rstrip("%")) for row in setting.levels}
            wins = sum(r.win_rate for r in table.levels)
            assert sum(rates.values()) == (Decimal(repr(wins)) * 100).quantize(Decimal("0.1"))
            for gap in setting.gaps:
                shown = Decimal(gap.difference.replace("−", "-").lstrip("+"))
                assert shown == rates[gap.higher] - rates[gap.lower]


@pytest.mark.slow
def test_a_wrong_number_in_an_example_note_fails_the_strict_build(tmp_path: Path) -> None:
    """Issue 20, «Done when»: the new lint fails the strict build naming file and line."""
    project = copy_project(tmp_path / "project")
    example = project / "docs" / "examples" / "dice-loss-by-difference.yml"
    example.write_text(example.read_text(encoding="utf-8").replace(
        "three short", "six short"), encoding="utf-8")
    result = build(project, tmp_path / "site")
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert ("docs/examples/dice-loss-by-difference.yml:5: the number 'six' is not checked: "
            "it is not a number this example's round or verdict gives") in output


def test_an_unreadable_example_is_left_to_the_examples_check(tmp_path: Path) -> None:
    """Brief: «a malformed file gets a clear error…, never a traceback»; issue 20: the reader-string
    lints skip an example they cannot read (the examples check reports it at its line)."""
    folder = tmp_path / "docs" / "examples"
    folder.mkdir(parents=True)
    (folder / "bad.yml").write_bytes(b"note: {en: \xff\n")
    (folder / "deep.yml").write_text("note: " + "[" * 60 + "]" * 60 + "\n", encoding="utf-8")
    assert list(example_strings(tmp_path / "docs", tmp_path)) == []
