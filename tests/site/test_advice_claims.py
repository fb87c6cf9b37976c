"""Advice is checked (issue 20, item 3): the strategy page's decision rules are stated with the
numbers they compare, and each worked example is a claim of the decision the rule gives."""

from __future__ import annotations

import pytest

from tests.site.sitebuild import ROOT
from tutorial.checks.claims import ClaimError, engine_answer, parse_claim, render
from tutorial.checks.registry import Registry
from tutorial.pages import PageInfo, process_page

OWN = 'own="2 4 5 5 6"'


def test_the_call_rule_compares_the_chance_a_call_wins_with_the_raise_holding() -> None:
    """Issue 20: «each decision rule on the strategy page (when to call…) stated with the
    numbers it compares»; the audit: 60% against 79% must say raise (a call wins 40%)."""
    assert engine_answer(parse_claim(f"odds 5x3 unseen=15 {OWN} fails = 40%")) == "40%"
    assert engine_answer(parse_claim(f"decide 5x3 raise=6x5 unseen=15 {OWN} = raise")) == "raise"
    assert engine_answer(parse_claim(f"decide 9x3 raise=9x5 unseen=15 {OWN} = call")) == "call"


def test_the_ones_and_calza_rules_give_their_decisions() -> None:
    """Issue 20: «when to switch to ones, when calza pays»."""
    own = 'own="1 1 3 5 6"'
    assert engine_answer(parse_claim(f"likelier 4x1 9x3 unseen=15 {own} = 4x1")) == "4x1"
    assert engine_answer(parse_claim("decide 5x3 calza unseen=15 = dudo")) == "dudo"
    assert engine_answer(parse_claim('decide 2x3 calza unseen=3 own="3" = calza')) == "calza"
    assert render(parse_claim(f"likelier 4x1 9x3 unseen=15 {own} = 4x1"), "zh") == "4个一"
    assert render(parse_claim("decide 5x3 calza unseen=15 = dudo"), "zh") == "开"


def test_an_example_that_contradicts_its_rule_fails_naming_file_and_line() -> None:
    """Issue 20: «its worked example a claim of the decision the rule gives, so the rule and
    its example cannot disagree»; a wrong page fails with file and line."""
    registry = Registry(ROOT / "docs", ROOT, True)
    page = f"# Strategy\n\nSo call: [[decide 5x3 raise=6x5 unseen=15 {OWN} = call]].\n"
    problems = process_page(page, PageInfo("docs/strategy.md", 0, "en"), registry).problems
    assert problems == [f"docs/strategy.md:3: claim [[decide 5x3 raise=6x5 unseen=15 {OWN} = "
                        "call]] is wrong: the engine says raise"]


@pytest.mark.parametrize("body", [
    f"decide 9x3 raise=6x5 unseen=15 {OWN} = call",  # not a raise over 9x3
    "decide 5x3 unseen=15 = call",
    "odds 5x3 unseen=15 exactly fails = 5%",
    "likelier 4x1 unseen=15 = 4x1",
])
def test_a_malformed_advice_claim_is_an_error(body: str) -> None:
    """Issue 20: an advice claim compares a legal raise, and says what it compares."""
    with pytest.raises(ClaimError):
        engine_answer(parse_claim(body))
