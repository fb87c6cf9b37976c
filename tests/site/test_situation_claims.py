"""`[[every …]]` names situations as well as rule sets (issue 20, item 1): a normal round, a
round opened on ones, a palifico round for its owner and for the others."""

from __future__ import annotations

import pytest

from tests.site.sitebuild import ROOT
from tutorial.checks.claims import ClaimError, engine_answer, parse_claim
from tutorial.checks.registry import Registry
from tutorial.pages import PageInfo, process_page


def _page(markdown: str) -> list[str]:
    registry = Registry(ROOT / "docs", ROOT, True)
    return process_page(markdown, PageInfo("docs/page.md", 0, "en"), registry).problems


# The five rule sets of the seeds: under 大话骰 a round cannot open on four fives at the claims'
# table (its opening minimum), so a claim about them names them.
FIVE = "presets=wango,wango-party,perudo,liars-dice,dudo"


def test_every_situation_is_checked_under_each_rule_set_that_has_it() -> None:
    """Issue 20: «`[[every]]` learns situations, not only presets: a normal round, a round
    opened on ones, a palifico round (owner and others)»."""
    assert engine_answer(parse_claim(f"every legal 4x5 3x1 {FIVE} situations=normal = yes")) == "yes"
    assert engine_answer(parse_claim(
        "every legal 4x5 3x1 situations=palifico,palifico-owner = no")) == "no"
    differs = engine_answer(parse_claim(f"every legal 4x5 3x1 {FIVE} situations=all = yes"))
    assert "liars-dice ones-opened no" in differs and "perudo palifico no" in differs
    assert "wango palifico" not in differs  # WANGO has no palifico round to judge


def test_a_round_opened_on_ones_changes_the_rule_only_where_the_rules_say() -> None:
    """Issue 20: «"A raise is judged only against the standing bid…", false under online
    Liar's Dice, where a round opened on ones changes the rule for the whole round»."""
    assert engine_answer(parse_claim("legal 4x5 3x1 ones-opened rules=liars-dice = no")) == "no"
    assert engine_answer(parse_claim("legal 4x5 3x1 ones-opened rules=perudo = yes")) == "yes"
    assert engine_answer(parse_claim("min 1 after 5x6 ones-opened rules=liars-dice = 6")) == "6"


def test_a_palifico_round_opened_on_ones_keeps_bidding_ones() -> None:
    """Issue 20: «in a palifico round a bid on ones can be legal (Perudo round opened on ones;
    the online Liar's Dice palifico player)»."""
    assert engine_answer(parse_claim(
        "every legal 2x1 3x1 presets=perudo,liars-dice situations=palifico = yes")) == "yes"


def test_a_wrong_situation_claim_fails_naming_file_and_line() -> None:
    """Issue 20: «so "legal in every rule set except in a palifico round" is a fact the build
    proves or refuses»; «a wrong page fails with file and line»."""
    claim = f"every legal 4x5 3x1 {FIVE} situations=all = yes"
    problems = _page(f"# Ones\n\nAfter four fives, [[{claim}]].\n")
    assert len(problems) == 1
    assert problems[0].startswith(f"docs/page.md:3: claim [[{claim}]]")
    assert "not the same in every rule set and situation" in problems[0]


@pytest.mark.parametrize("body", [
    "every fact start_dice situations=palifico = 5",
    "every legal 4x5 3x1 situations=tuesday = yes",
    "every legal 4x5 3x1 palifico situations=normal = yes",
    "every legal 4x5 3x1 presets=wango situations=palifico = no",
    "every legal 3x1 situations=a,b situations=c = yes",
])
def test_a_malformed_situation_is_an_error(body: str) -> None:
    """Issue 20: situations go with the kinds judged inside a round, once, by known names."""
    with pytest.raises(ClaimError):
        parse_claim(body)


def test_a_claim_refused_in_one_situation_says_which() -> None:
    """Issue 20: a refusal names the rule set and the situation it happened in (dudo opens on
    ones only from a single die)."""
    with pytest.raises(ClaimError, match="under dudo"):
        engine_answer(parse_claim("every legal 2x1 3x1 situations=all = yes"))
