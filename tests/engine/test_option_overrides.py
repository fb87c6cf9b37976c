"""Each rule option does what the spec's option table says when switched on top of a preset."""

from __future__ import annotations

import pytest
from engine_support import illegal_reason, legal_after, outcome

TABLE = {"Ana": "66", "Ben": "146", "Cai": "235"}  # sixes: 2 + 1 + one wild one = 4


@pytest.mark.parametrize("preset", ["wango", "perudo", "liars-dice", "dudo"])
def test_wild_ones_off_counts_a_one_only_as_a_one(preset: str) -> None:
    """spec: Rule options, «`wild_ones` | true/false | ones count as any face (except when
    bidding ones)»: switched off, a one no longer counts for sixes, and 1 is the lowest face."""
    wild = outcome(preset, TABLE, "Ana 4x6, Ben dudo")
    plain = outcome(preset, TABLE, "Ana 4x6, Ben dudo", options={"wild_ones": False})
    assert (wild["wild_ones"], wild["count"], wild["loser"]) == (True, 4, "Ben")
    assert (plain["wild_ones"], plain["count"], plain["loser"]) == (False, 3, "Ana")
    ones = outcome(preset, TABLE, "Ana 1x6, Ben 2x1, Cai dudo", options={"wild_ones": False})
    assert (ones["count"], ones["loser"]) == (1, "Ben")
    assert legal_after(preset, "3x6", "2x1") is True
    assert legal_after(preset, "3x6", "2x1", options={"wild_ones": False}) is False


def test_palifico_owner_may_change_face_switched_on_in_perudo() -> None:
    """spec: Rule options, «`palifico_owner_may_change_face` | true/false | in a palifico round,
    may the palifico player change the locked face»: turned on in perudo, the owner may move
    to a new face with a normal raise; everybody else stays locked."""
    table = {"Eve": "4", "Fay": "12345", "Gus": "66"}
    on = {"palifico_owner_may_change_face": True}
    assert illegal_reason("perudo", table, "Eve 2x4, Fay 3x4, Gus 4x4, Eve 4x5",
                          palifico="Eve") == (3, "face_locked")
    result = outcome("perudo", table, "Eve 2x4, Fay 3x4, Gus 4x4, Eve 4x5, Fay dudo",
                     palifico="Eve", options=on)
    assert (result["bid"], result["count"], result["wild_ones"]) == ("4x5", 1, False)
    assert illegal_reason("perudo", table, "Eve 2x4, Fay 3x5", palifico="Eve",
                          options=on) == (1, "face_locked")


def test_calza_option_adds_or_removes_the_exact_call() -> None:
    """spec: Rule options, «`calza` | true/false | the exact-count call exists»."""
    assert illegal_reason("wango", TABLE, "Ana 4x6, Ben calza") == (1, "calza_not_in_rules")
    added = outcome("wango", TABLE, "Ana 4x6, Ben calza", options={"calza": True})
    assert (added["call"], added["winner"], added["dice_change"]) == ("calza", "Ben", {"Ben": 1})
    assert illegal_reason("liars-dice", TABLE, "Ana 4x6, Ben calza",
                          options={"calza": False}) == (1, "calza_not_in_rules")


@pytest.mark.parametrize(("preset", "reward", "change", "loser", "opener"), [
    ("perudo", "caller_regains", {"Ben": 1}, None, "Ben"),
    ("dudo", "bidder_loses", {"Ana": -1}, "Ana", "Ana"),
    ("liars-dice", "bidder_loses", {"Ana": -1}, "Ana", "Ana"),
])
def test_calza_reward_option_decides_what_a_correct_calza_does(
        preset: str, reward: str, change: dict[str, int], loser: str | None,
        opener: str) -> None:
    """spec: Rule options, «`calza_reward` | `caller_regains` / `bidder_loses` | what a correct
    calza does»."""
    result = outcome(preset, TABLE, "Ana 4x6, Ben calza", options={"calza_reward": reward})
    assert result["count"] == 4 and result["winner"] == "Ben"
    assert (result["dice_change"], result["loser"], result["next_opener"]) == (
        change, loser, opener)


def test_mode_party_on_wango_scores_instead_of_taking_dice() -> None:
    """spec: Rule options, «`mode` | `classic` / `party` | elimination, or WANGO party
    scoring»."""
    table = {"Ana": "66666", "Ben": "14623"}
    classic = outcome("wango", table, "Ana 9x6, Ben dudo")
    party = outcome("wango", table, "Ana 9x6, Ben dudo", options={"mode": "party"})
    assert classic["dice_change"] == {"Ana": -1} and classic["transfer"] is None
    assert party["dice_change"] == {} and party["transfer"] == 1
    assert party["scores_after"] == {"Ana": -1, "Ben": 1}
    assert party["dice_after"] == {"Ana": 5, "Ben": 5}


@pytest.mark.parametrize(("bid", "exact"), [("3x6", False), ("4x6", True), ("5x6", False)])
def test_calza_is_right_only_when_the_count_equals_the_quantity(bid: str, exact: bool) -> None:
    """spec: Calza, «the caller claims the count equals Q exactly»: one more or one fewer die
    than the bid makes the calza wrong."""
    result = outcome("dudo", TABLE, f"Ana {bid}, Ben calza")
    assert result["count"] == 4 and result["bid_holds"] is (bid != "5x6")
    if exact:
        assert (result["winner"], result["loser"], result["dice_change"]) == (
            "Ben", None, {"Ben": 1})
    else:
        assert (result["winner"], result["loser"], result["dice_change"]) == (
            None, "Ben", {"Ben": -1})
