"""Inline claims: parsing, the engine's answers and rendering (ARCHITECTURE.md claim table).

Rules cited: ../shared/spec/rulesets.md "Common core" and seeds 000/002/004.
"""

from __future__ import annotations

import pytest

from tutorial.claims import ClaimError, engine_answer, parse_claim, render


@pytest.mark.parametrize(("body", "answer"), [
    # seed 000: four sixes plus two ones count as six sixes
    ("count 6x6 in 6 6 6 6 1 1 = 6", "6"),
    ("count 6x6 in 6 6 6 6 1 1 nowild = 6", "4"),
    # spec: when F is 1, count only ones
    ("count 3x1 in 1 1 6 6 = 2", "2"),
    # seed 000: five sixes may become three ones; three ones require seven sixes
    ("min 1 after 5x6 = 3", "3"),
    ("min 6 after 3x1 = 7", "7"),
    # seed 004: after four aces, nine of another face
    ("min 2 after 7x3 4x1 rules=dudo = 9", "9"),
    # seed 001: palifico locks the face (ones not wild)
    ("min 5 after 2x4 rules=perudo palifico = none", "none"),
    # spec: ones -> non-one needs 2q+1
    ("legal 3x1 6x6 = no", "no"),
    ("legal 3x1 7x6 = yes", "yes"),
    # seed 004: four fours -> five twos or four fives, not four twos
    ("legal 4x4 5x2 = yes", "yes"),
    ("legal 4x4 4x5 = yes", "yes"),
    ("legal 4x4 4x2 = no", "no"),
    # spec: cap_at_dice (wango) with dice=N
    ("legal 9x6 dice=8 = no", "no"),
    ("legal 9x6 dice=8 rules=perudo = yes", "yes"),
    # seed 002: "five threes" with four threes and three aces: the challenger loses
    ('loses 5x3 dice="3 3 3 3 1 1 1" = challenger', "challenger"),
    ('loses 7x4 dice="4 4 1 2 3 4 2 5 6 6" = bidder', "bidder"),
    # seeds 001/002 (spec: dice_loss difference): the loser loses |Q - count|, at least 1
    ('lost 7x4 dice="4 4 1 1 2 3 5 6" difference rules=perudo = 3', "3"),
    ('lost 5x3 dice="3 3 3 3 1 1 1 1 2 6" difference = 3', "3"),
    ('lost 6x6 dice="6 6 6 6 1 1 2 3" difference = 1', "1"),
    # spec: dice_loss one (the default) costs one die however far off the bid was
    ('lost 7x4 dice="4 4 1 1 2 3 5 6" = 1', "1"),
    # odds: one unseen die, a face 2-6 with wild ones: 1/3
    ("odds 1x3 unseen=1 = 33%", "33%"),
    ("odds 1x3 unseen=1 = 33.3%", "33.3%"),
    ("odds 1x3 unseen=1 nowild = 17%", "17%"),
    ('odds 2x3 unseen=0 own="3 1" = 100%', "100%"),
])
def test_engine_answers_claims_from_the_sources(body: str, answer: str) -> None:
    """Each claim kind asks the engine; the answers match the seeds and the spec."""
    assert engine_answer(parse_claim(body)) == answer


@pytest.mark.parametrize(("body", "lang", "shown"), [
    ("legal 3x1 6x6 = no", "en", "illegal"),
    ("legal 3x1 6x6 = no", "zh", "不合法"),
    ("legal 5x6 3x1 = yes", "zh", "合法"),
    ('loses 6x6 dice="6 6 6 6 1 1" = challenger', "en", "the challenger"),
    ('loses 6x6 dice="6 6 6 6 1 1" = challenger', "zh", "质疑者"),
    ("min 1 after 5x6 = 3", "zh", "3"),
    ("min 5 after 2x4 rules=perudo palifico = none", "zh", "无"),
    ("odds 1x3 unseen=1 = 33%", "en", "33%"),
])
def test_claims_render_as_plain_text_in_the_page_language(body: str, lang: str,
                                                          shown: str) -> None:
    """A claim renders as plain text in the page's language (its answer, not its syntax).

    Source: ARCHITECTURE.md, the inline claim table.
    """
    assert render(parse_claim(body), lang) == shown


@pytest.mark.parametrize(("body", "message"), [
    ("count 6x6 in 6 6 1", "ends with ' = ANSWER'"),
    ("guess 6x6 = 3", "unknown claim kind 'guess'"),
    ("count 6x6 in 6 7 = 1", "dice faces 1–6"),
    ("legal 3x1 = maybe", "one of yes, no"),
    ("min 1 after 5x6 = three", "whole number"),
    ("odds 4x3 = 50%", "needs the option unseen=N"),
    ("odds 4x3 unseen=20 = about half", "percentage"),
    ("legal 3x1 size=3 = yes", "unknown option size="),
    ('loses 5x3 dice="1 1 = bidder', "No closing quotation"),
    ("legal 3x1 2x1 4x1 = yes", "bid 2x1 (number 2) is itself illegal"),
    ("legal 3x7 = yes", "face"),
    ("legal 3x1 rules=yahtzee = yes", "yahtzee"),
    ("min 7 after 3x1 = 2", "min FACE after BID"),
    ('loses 5x3 dice="3" = bidder', "at least two dice"),
    # spec: Rule options, «`palifico` | true/false | palifico rounds exist» (none in wango)
    ("legal 2x4 3x5 palifico = no", "no palifico"),
    # review of bad input: digits int() cannot read, or reads as something else, and sizes
    # no table has, are refused with the claim's page and line instead of a traceback or a guess
    ("legal 9x6 dice=² = no", "dice= must be a whole number from 2 to 50"),
    ("legal 9x6 dice=٣ = no", "dice= must be a whole number from 2 to 50"),
    ("legal 3x6 dice=0 = no", "dice= must be a whole number from 2 to 50"),
    ("legal 3x6 dice=99999999999999999999 = yes", "dice= must be a whole number"),
    ("legal 2x1 rules=dudo bidder_dice=0 = no", "bidder_dice= must be a whole number from 1 to 5"),
    ("legal 2x1 rules=dudo bidder_dice=9 = no", "bidder_dice= must be a whole number from 1 to 5"),
    ("legal 2x1 rules=dudo dice=3 bidder_dice=4 = no", "from 1 to 3"),
    ("odds 1x3 unseen=5000 = 100%", "unseen= must be a whole number from 0 to 50"),
    ('odds 1x3 unseen=1 own="1 2 3 4 5 6" = 100%', "own= holds at most 5 dice"),
    ("min 1 after 5x6 = ²", "whole number"),
    ("min 1 after 5x6 = ٣", "whole number"),
    ("odds 1x3 unseen=1 = 33.333333333333333333333333333333333%", "percentage"),
    ("odds 1x3 unseen=1 = ٣٣%", "percentage"),
    ("legal 3x1 6x6 owner = no", "owner only goes with palifico"),
    ('lost 5x3 dice="3 3 3 3 1" difference = 1', "at least six dice"),
    ("lost 5x3 difference = 1", "write it as: lost BID"),
])
def test_bad_claims_get_a_clear_error(body: str, message: str) -> None:
    """Bad claims raise ClaimError naming the problem, never another exception.

    Source: ARCHITECTURE.md, the inline claim table.
    """
    with pytest.raises(ClaimError, match=None) as caught:
        engine_answer(parse_claim(body))
    assert message in str(caught.value)
