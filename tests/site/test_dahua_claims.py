"""大话骰 facts as page claims and figures: a 斋 bid counts and is priced without wild ones,
the opening minimum and the 斋 raises are `min` claims, special hands are `count … special`,
and a bid's mode shows in words (brief h21p; issue 21: «odds for 斋 vs 飞 on the strategy page»;
spec spec/rulesets.md "大话骰: the Chinese bar rules (preset `dahua`)")."""

from __future__ import annotations

import pytest

from tutorial.checks.claims import ClaimError, engine_answer, parse_claim, render
from tutorial.words.catalogue import bid_words


@pytest.mark.parametrize(("body", "answer"), [
    # spec "Counting": 斋 counts F only, 飞 counts F plus every 1
    ("count 4x3z in 3 3 1 1 2 = 2", "2"),
    ("count 4x3 in 3 3 1 1 2 rules=dahua = 4", "4"),
    # spec "Opening minimum": three players, 飞 N + 1, 斋 N, ones N
    ("min 3 rules=dahua dice=15 = 4", "4"),
    ("min 3 zhai rules=dahua dice=15 = 3", "3"),
    ("min 1 rules=dahua dice=15 = 3", "3"),
    # spec "飞 → 斋" minus_one and "斋 → 飞" double
    ("min 3 zhai after 4x3 rules=dahua dice=15 = 3", "3"),
    ("min 3 after 3x3z rules=dahua dice=15 = 6", "6"),
    # spec "Special hands" with `common`: 单骰 0, 豹子 6, 纯豹 7
    ("count 5x3 in 1 2 3 4 5 special = 0", "0"),
    ("count 5x3 in 1 3 3 1 3 special = 6", "6"),
    ("count 5x3 in 3 3 3 3 3 special = 7", "7"),
])
def test_dahua_claims_answer_as_the_spec_counts(body: str, answer: str) -> None:
    """Spec "大话骰 … Bids" and "Special hands": each claim's engine answer."""
    assert engine_answer(parse_claim(body)) == answer


def test_zhai_odds_count_only_the_face() -> None:
    """Issue 21: «斋 halves the chance per die: a 斋 bid on 3 counts threes only»."""
    zhai = engine_answer(parse_claim("odds 4x3z unseen=10 = 7%"))
    fei = engine_answer(parse_claim("odds 4x3 unseen=10 = 44%"))
    assert (zhai, fei) == ("7%", "44%")


def test_zhai_flag_needs_rules_with_bid_modes() -> None:
    """Spec: outside `dahua` there are no 斋 bids, so `min … zhai` has no answer."""
    with pytest.raises(ClaimError):
        engine_answer(parse_claim("min 3 zhai = 3"))


def test_special_count_reads_one_hand_of_five() -> None:
    """Spec "Special hands": a special hand is one player's five dice."""
    with pytest.raises(ClaimError):
        engine_answer(parse_claim("count 5x3 in 1 3 3 special = 2"))


def test_a_bid_shows_its_mode_in_words() -> None:
    """Issue 21: «every bid is called 斋 or 飞»; a bid on ones is always 斋 and goes bare."""
    assert bid_words("zh", 4, 3, "zhai") == "4个三斋"
    assert bid_words("en", 4, 3, "zhai") == "four threes zhai"
    assert bid_words("zh", 3, 1, "zhai") == "3个一"
    assert render(parse_claim("likelier 4x3z 4x3 unseen=15 = 4x3"), "zh") == "4个三"
