"""Counting, and resolving a call: who loses what, elimination, the next opener."""

from __future__ import annotations

import pytest
from engine_support import outcome

from engine import count_matches

# --- counting ----------------------------------------------------------------------


def test_wild_ones_count_toward_faces_two_to_six() -> None:
    """spec: Common core, «when ones are wild and F is 2..6, count F plus every 1»."""
    dice = [1, 1, 3, 3, 3, 6, 2]
    assert count_matches(dice, 3, wild=True) == 5
    assert count_matches(dice, 6, wild=True) == 3
    assert count_matches(dice, 5, wild=True) == 2


def test_a_bid_on_ones_counts_only_ones() -> None:
    """spec: Common core, «When F is 1, count only ones»."""
    assert count_matches([1, 1, 3, 6, 2], 1, wild=True) == 2
    assert count_matches([1, 1, 3, 6, 2], 1, wild=False) == 2


def test_without_wild_ones_count_only_the_face() -> None:
    """spec: Common core, «When ones are not wild, count only F»."""
    assert count_matches([1, 1, 3, 3, 6], 3, wild=False) == 2


# --- dudo -------------------------------------------------------------------------------

TABLE = {"Ana": "13356", "Ben": "26", "Cai": "1445"}


@pytest.mark.parametrize(("bid", "holds"), [("4x5", True), ("5x5", True), ("6x5", False)])
def test_a_bid_counts_the_dice_of_the_whole_table(bid: str, holds: bool) -> None:
    """spec: Common core, «A bid claims *at least* Q dice on the whole table show F»: every
    player's dice count, the bidder's and the caller's included, and more than Q still holds."""
    result = outcome("perudo", {"Ana": "5", "Ben": "552", "Cai": "15", "Dev": ""},
                     f"Ana {bid}, Ben dudo")
    assert result["count"] == 5
    assert result["bid_holds"] is holds
    assert result["loser"] == ("Ben" if holds else "Ana")

def test_dudo_bid_holds_challenger_loses() -> None:
    """spec: Common core, «if count >= Q the bid holds and the challenger loses»."""
    result = outcome("wango", TABLE, "Ana 3x3, Ben 4x3, Cai dudo")
    assert (result["count"], result["bid_holds"]) == (4, True)
    assert (result["loser"], result["winner"]) == ("Cai", "Ben")
    assert result["dice_change"] == {"Cai": -1}


def test_dudo_equality_favours_the_bidder() -> None:
    """spec: Common core, «Equality favours the bidder»; seed 000 line 45: «A bid means at
    least that many, so equality favors the bidder»."""
    result = outcome("wango", TABLE, "Ana 4x3, Ben dudo")
    assert result["count"] == 4 and result["bid_holds"]
    assert result["loser"] == "Ben"


def test_dudo_short_bid_bidder_loses() -> None:
    """spec: Common core, «else the bidder loses»."""
    result = outcome("wango", TABLE, "Ana 5x3, Ben dudo")
    assert not result["bid_holds"]
    assert (result["loser"], result["winner"], result["next_opener"]) == ("Ana", "Ben", "Ana")
    assert result["dice_after"] == {"Ana": 4, "Ben": 2, "Cai": 4}


@pytest.mark.parametrize(("bid", "count", "lost"), [
    ("12x3", 4, 5),  # a shortfall of 8, capped at the 5 dice the bidder holds
    ("9x3", 4, 5),   # the bidder loses the shortfall
    ("7x3", 4, 3),
    ("5x3", 4, 1),
    ("2x3", 4, 2),   # challenger loses the excess
    ("4x3", 4, 1),   # exact count: still at least one die
])
def test_dice_loss_by_difference_at_least_one(bid: str, count: int, lost: int) -> None:
    """spec: Common core, «House rule `dice_loss: difference` (seeds 001, 002): the loser
    loses |Q - count| dice, at least 1, never below 0»."""
    result = outcome("perudo", TABLE, f"Ana {bid}, Ben dudo",
                     options={"dice_loss": "difference"})
    assert result["count"] == count
    loser = result["loser"]
    assert result["dice_change"] == {loser: -lost}


def test_dice_loss_by_difference_never_below_zero() -> None:
    """spec: Common core, «at least 1, never below 0»; seed 001 line 20: «Players lose as many
    dice as the difference between the challenged bid and the actual number of dice»."""
    result = outcome("perudo", TABLE, "Ben 12x3, Cai dudo", options={"dice_loss": "difference"})
    assert result["dice_change"] == {"Ben": -2}
    assert result["dice_after"]["Ben"] == 0
    assert result["eliminated"] == ["Ben"]
    assert result["next_opener"] == "Cai"


def test_classic_dice_loss_is_one_die_whatever_the_difference() -> None:
    """spec: Common core, «the loser of a challenge loses 1 die (option `dice_loss: one`)»."""
    result = outcome("perudo", TABLE, "Ana 12x3, Ben dudo")
    assert result["dice_change"] == {"Ana": -1}


# --- elimination and the next opener ----------------------------------------------------

def test_losing_the_last_die_eliminates() -> None:
    """spec: Common core, «A player with 0 dice is eliminated and never acts again»."""
    result = outcome("wango", {"Ana": "2", "Ben": "33", "Cai": "4"}, "Ana 3x2, Ben dudo")
    assert result["dice_after"] == {"Ana": 0, "Ben": 2, "Cai": 1}
    assert result["eliminated"] == ["Ana"]


def test_next_opener_is_the_loser() -> None:
    """spec: Common core, «The next round is opened by the player who lost dice in the
    resolution»; seed 002 line 67: «the player who lost a die starts the next round»."""
    assert outcome("wango", TABLE, "Ana 2x3, Ben dudo")["next_opener"] == "Ben"
    assert outcome("wango", TABLE, "Ana 9x3, Ben dudo")["next_opener"] == "Ana"


def test_eliminated_loser_passes_the_opening_to_the_next_active_player() -> None:
    """spec: Common core, «if that player was eliminated, by the next active player after
    them in seating order»; seed 004 line 14: «If that player was eliminated, the player to
    their left opens»."""
    table = {"Ana": "4", "Ben": "", "Cai": "", "Dev": "22"}
    result = outcome("wango", table, "Dev 1x6, Ana dudo")
    assert result["loser"] == "Dev"
    result = outcome("wango", table, "Dev 3x2, Ana dudo")
    assert result["eliminated"] == []
    result = outcome("wango", {"Ana": "4", "Ben": "", "Cai": "5", "Dev": "2"},
                     "Ana 2x4, Cai dudo")
    assert result["eliminated"] == ["Ana"]
    assert result["next_opener"] == "Cai"  # Ben, next in seating order, is already out


def test_eliminated_last_seat_wraps_to_the_first_seat() -> None:
    """spec: Common core, «by the next active player after them in seating order»."""
    result = outcome("wango", {"Ana": "44", "Ben": "33", "Cai": "6"}, "Ana 1x6, Ben 2x2, Cai 5x5,"
                     " Ana dudo")
    assert result["eliminated"] == ["Cai"]
    assert result["next_opener"] == "Ana"


# --- calza -----------------------------------------------------------------------------

def test_correct_calza_caller_regains_a_die() -> None:
    """spec: Rule options, «Correct calza with `caller_regains`: the caller gains 1 die»;
    seed 002 line 71: «If the count is exactly equal to the bid, the caller gains one die back»."""
    result = outcome("dudo", {"Carlos": "66", "Diana": "146", "Eve": "235"},
                     "Carlos 4x6, Diana calza")
    assert result["count"] == 4
    assert (result["winner"], result["loser"]) == ("Diana", None)
    assert result["dice_change"] == {"Diana": 1}
    assert result["next_opener"] == "Diana"


def test_correct_calza_at_five_dice_changes_nothing_but_the_caller_opens() -> None:
    """spec: Common core, «after a correct calza with `caller_regains`, by the caller (even at
    5 dice)»; spec: Rule options, «never above 5 (at 5 dice: no change)»."""
    result = outcome("dudo", {"Ana": "66", "Ben": "14623", "Cai": "235"}, "Ana 4x6, Ben calza")
    assert result["winner"] == "Ben" and result["loser"] is None
    assert result["dice_change"] == {}
    assert result["dice_after"] == {"Ana": 2, "Ben": 5, "Cai": 3}
    assert result["next_opener"] == "Ben"


def test_correct_calza_bidder_loses_in_perudo() -> None:
    """spec: Rule options, «With `bidder_loses`: the bidder loses 1 die»."""
    result = outcome("perudo", {"Ana": "66", "Ben": "146", "Cai": "235"}, "Ana 4x6, Ben calza")
    assert (result["winner"], result["loser"]) == ("Ben", "Ana")
    assert result["dice_change"] == {"Ana": -1}
    assert result["next_opener"] == "Ana"


@pytest.mark.parametrize("preset", ["perudo", "liars-dice", "dudo"])
@pytest.mark.parametrize("bid", ["3x6", "5x6"])
def test_wrong_calza_the_caller_loses_one_die(preset: str, bid: str) -> None:
    """spec: Rule options, «Wrong calza: the caller loses 1 die»; seed 002 line 73: «If the
    count is anything other than exactly equal, the caller loses one die»."""
    result = outcome(preset, {"Ana": "66", "Ben": "146", "Cai": "235"}, f"Ana {bid}, Ben calza",
                     options={"dice_loss": "difference"})
    assert (result["winner"], result["loser"]) == (None, "Ben")
    assert result["dice_change"] == {"Ben": -1}
    assert result["next_opener"] == "Ben"


def test_calza_that_eliminates_the_bidder_passes_the_opening_on() -> None:
    """spec: Common core, «if that player was eliminated, by the next active player after them»."""
    result = outcome("perudo", {"Ana": "6", "Ben": "146", "Cai": "235"}, "Ana 3x6, Ben calza")
    assert result["eliminated"] == ["Ana"]
    assert result["next_opener"] == "Ben"


def test_dudo_in_a_ones_opened_round_counts_ones_only_as_ones() -> None:
    """seed 002 line 30: «then ones are not wild for that entire round»."""
    result = outcome("liars-dice", {"Ana": "113", "Ben": "33"}, "Ana 2x1, Ben 3x3, Ana dudo")
    assert result["wild_ones"] is False
    assert result["count"] == 3 and result["bid_holds"]
