"""Every concrete example the five seed documents give, checked against the engine."""

from __future__ import annotations

import pytest
from engine_support import illegal_reason, judge, legal_after, minimums, outcome

from engine import Game, count_matches, make_rules
from engine.bots import bot

# --- seed 000 / 003: WANGO guide (English and Chinese) --------------------------------


def test_four_sixes_and_two_ones_make_six_sixes() -> None:
    """seed 000 line 39: «Four sixes plus two ones count as six sixes»; seed 003 line 76:
    «例如全桌4个六加2个一,叫六时算6个»."""
    dice = [6, 6, 6, 6, 1, 1, 2, 3, 4, 5]
    assert count_matches(dice, 6, wild=True) == 6
    result = outcome("wango", {"Ana": "66612", "Ben": "61345"}, "Ana 6x6, Ben dudo")
    assert result["count"] == 6 and result["bid_holds"]


def test_the_bid_of_six_sixes_holds_on_four_sixes_and_two_ones() -> None:
    """seed 000 line 54: «The actual count is six, so the bid holds»."""
    result = outcome("wango", {"Ana": "666", "Ben": "611", "Cai": "2345"}, "Ana 6x6, Ben dudo")
    assert result["loser"] == "Ben"


def test_five_sixes_switch_to_three_ones() -> None:
    """seed 000 line 43: «Five sixes may become three ones»; seed 000 line 58: «The minimum is
    three ones»; seed 003 line 88: «5个六可转3个一»."""
    assert minimums("wango", "5x6")[1] == "3x1"
    assert legal_after("wango", "5x6", "3x1")
    assert not legal_after("wango", "5x6", "2x1")


def test_three_ones_need_seven_sixes() -> None:
    """seed 000 line 43: «three ones require at least seven sixes»; seed 003 line 134:
    «至少7个六,且不能超过总骰数»."""
    assert minimums("wango", "3x1")[6] == "7x6"
    assert legal_after("wango", "3x1", "7x6")
    assert not legal_after("wango", "3x1", "6x6")


def test_doubling_alone_is_not_enough() -> None:
    """seed 000 line 63: «Doubling alone is insufficient»; seed 003 line 136:
    «不是简单把数量乘2»."""
    assert not legal_after("wango", "3x1", "6x6")


def test_wango_quantity_cannot_exceed_the_remaining_dice() -> None:
    """seed 000 line 41: «Quantity cannot exceed all remaining dice»; seed 003 line 82:
    «叫数不能超过全桌剩余骰数»."""
    assert illegal_reason("wango", {"Ana": "12", "Ben": "345"}, "Ana 5x2, Ben 6x2") == (
        1, "exceeds_dice_in_play")


def test_wango_equality_favours_the_bidder() -> None:
    """seed 000 line 45: «The challenger wins only when the actual count is lower»; seed 003
    line 94: «恰好相等时叫点者赢»."""
    assert outcome("wango", {"Ana": "33", "Ben": "14"}, "Ana 3x3, Ben dudo")["loser"] == "Ben"
    assert outcome("wango", {"Ana": "33", "Ben": "14"}, "Ana 4x3, Ben dudo")["loser"] == "Ana"


@pytest.mark.parametrize("players", [2, 3, 6])
def test_party_mode_lasts_two_n_rounds(players: int) -> None:
    """seed 000 line 47: «N players play 2N rounds without elimination»; seed 003 line 100:
    «N人共2N轮,无淘汰»."""
    game = Game(make_rules("wango-party"), [f"P{i}" for i in range(players)], seed=players)
    winners = game.play([bot("random")] * players)
    assert len(game.rounds) == 2 * players
    assert winners
    for transcript in game.rounds:
        assert all(len(p["dice"]) == 5 for p in transcript["players"])


def test_party_pressure_raises_the_transfer_to_three() -> None:
    """seed 000 line 47: «Each player has two pressure uses for the whole game, used with their
    own bid or challenge to raise the round transfer to three. Pressure never stacks»."""
    table = {"Ana": "22222", "Ben": "33333"}
    result = outcome("wango-party", table, "Ana 4x2 pressure, Ben dudo")
    assert result["transfer"] == 3 and result["scores_after"] == {"Ana": 3, "Ben": -3}
    assert illegal_reason("wango-party", table, "Ana 4x2 pressure, Ben dudo pressure") == (
        1, "pressure_already_applied")


# --- seed 001: encyclopedia article on Dudo ---------------------------------------------

def test_five_threes_claims_threes_or_aces() -> None:
    """seed 001 line 9: «a bid of "five threes" is a claim that between all players, there are
    at least five dice showing a three or an ace»."""
    result = outcome("perudo", {"Ana": "33", "Ben": "311", "Cai": "26"}, "Ana 5x3, Ben dudo")
    assert result["count"] == 5 and result["bid_holds"]


def test_five_threes_may_become_six_twos() -> None:
    """seed 001 line 10: «a bid may increase from "five threes" to "six twos"»."""
    assert legal_after("perudo", "5x3", "6x2")


def test_five_threes_to_at_least_three_aces() -> None:
    """seed 001 line 11: «if the current bid is "five threes" then the next player would have to
    bid at least three aces»."""
    assert minimums("perudo", "5x3")[1] == "3x1"


def test_three_aces_to_at_least_seven_fours() -> None:
    """seed 001 line 11: «from "three aces", a player wishing to bid fours would have to bid
    "seven fours" or higher»."""
    assert minimums("perudo", "3x1")[4] == "7x4"
    assert not legal_after("perudo", "3x1", "6x4")


def test_call_loser_is_the_previous_player_or_the_caller() -> None:
    """seed 001 line 12: «if the guess is not correct, the previous player loses a die. If it is
    correct, the player who called loses a die»."""
    table = {"Ana": "44", "Ben": "25", "Cai": "6"}
    assert outcome("perudo", table, "Ana 3x4, Ben dudo")["loser"] == "Ana"
    assert outcome("perudo", table, "Ana 2x4, Ben dudo")["loser"] == "Ben"


def test_new_round_starts_with_the_loser_or_the_player_to_their_left() -> None:
    """seed 001 line 12: «a new round starts with the player that lost a die making the first
    bid, or the player to that player's left»."""
    table = {"Ana": "4", "Ben": "25", "Cai": "6"}
    assert outcome("perudo", table, "Ana 2x4, Ben dudo")["next_opener"] == "Ben"
    result = outcome("perudo", table, "Ana 3x4, Ben dudo")
    assert result["eliminated"] == ["Ana"] and result["next_opener"] == "Ben"


def test_palifico_two_fours_next_player_only_raises_quantity_or_calls() -> None:
    """seed 001 line 14: «the player who is down to one die may bid "two fours", and the next
    player's only options are to raise the quantity, or to call»."""
    table = {"Eve": "4", "Frank": "41", "Gus": "66"}
    assert minimums("perudo", "2x4", palifico=True) == {
        1: None, 2: None, 3: None, 4: "3x4", 5: None, 6: None}
    assert judge("perudo", table, "Eve 2x4, Frank 3x4", palifico="Eve")["legal"]
    assert illegal_reason("perudo", table, "Eve 2x4, Frank 2x5", palifico="Eve") == (
        1, "face_locked")
    result = outcome("perudo", table, "Eve 2x4, Frank dudo", palifico="Eve")
    assert result["wild_ones"] is False and result["count"] == 2


def test_dice_loss_penalty_variant() -> None:
    """seed 001 line 20: «Players lose as many dice as the difference between the challenged bid
    and the actual number of dice»."""
    result = outcome("perudo", {"Ana": "44", "Ben": "25123", "Cai": "6"}, "Ana 6x4, Ben dudo",
                     options={"dice_loss": "difference"})
    assert result["count"] == 3 and result["dice_change"] == {"Ana": -2}


# --- seed 002: the "official online" rule book -------------------------------------------

def test_three_threes_and_two_aces_meet_four_threes() -> None:
    """seed 002 line 28: «3 threes (gold) + 2 wild aces (green) = 5 total. The bid of four threes
    is met»."""
    result = outcome("liars-dice", {"Ana": "33311", "Ben": "2456"}, "Ana 4x3, Ben dudo")
    assert result["count"] == 5 and result["bid_holds"]


def test_six_fours_to_three_ones() -> None:
    """seed 002 line 36: «The current bid is "six fours." To switch to ones, you need at least
    ceil(6 / 2) = 3»."""
    assert minimums("liars-dice", "6x4")[1] == "3x1"


def test_three_ones_to_seven_of_any_face() -> None:
    """seed 002 line 39: «The current bid is "three ones." To switch to any non-one face value,
    you need at least 3 × 2 + 1 = 7»."""
    assert minimums("liars-dice", "4x2 3x1") == {
        1: "4x1", 2: "7x2", 3: "7x3", 4: "7x4", 5: "7x5", 6: "7x6"}


@pytest.mark.parametrize(("bid", "legal"), [
    ("3x5", True), ("3x6", True), ("4x2", True), ("5x3", True),
    ("3x3", False), ("2x6", False),
])
def test_three_fours_valid_and_invalid_raises(bid: str, legal: bool) -> None:
    """seed 002 line 53: «Valid raises include "three fives," "three sixes," "four twos," "five
    threes," and so on. "Three threes" or "two sixes" would be invalid»."""
    assert legal_after("liars-dice", "3x4", bid) is legal


def test_five_threes_with_four_threes_and_three_aces_bob_loses() -> None:
    """seed 002 line 66: «4 threes + 3 wild aces = 7 total. Bid of 5 is met — Bob (the
    challenger) loses a die»."""
    table = {"Alice": "33311", "Bob": "3126"}
    result = outcome("liars-dice", table, "Alice 5x3, Bob dudo")
    assert result["count"] == 7 and result["bid_holds"]
    assert result["loser"] == "Bob" and result["dice_change"] == {"Bob": -1}
    assert result["next_opener"] == "Bob"


def test_spot_on_carlos_four_sixes_diana_gains_a_die() -> None:
    """seed 002 line 74: «Carlos bids "four sixes." Diana calls "Spot On!" There are exactly 4
    sixes on the table. Diana is correct and gains a die back»."""
    table = {"Carlos": "662", "Diana": "65", "Eve": "64"}
    result = outcome("liars-dice", table, "Carlos 4x6, Diana calza")
    assert result["count"] == 4
    assert result["winner"] == "Diana" and result["dice_change"] == {"Diana": 1}


def test_spot_on_gains_a_die_up_to_five() -> None:
    """seed 002 line 71: «the caller gains one die back (up to a maximum of 5)»."""
    result = outcome("liars-dice", {"Carlos": "662", "Diana": "61523"}, "Carlos 4x6, Diana calza")
    assert result["winner"] == "Diana" and result["dice_change"] == {}
    assert result["dice_after"]["Diana"] == 5


def test_spot_on_by_the_bidder_is_refused() -> None:
    """seed 002 line 75: «The Spot On call cannot be made by the player who just placed the bid»."""
    table = {"Carlos": "662", "Diana": "65", "Eve": "64"}
    assert illegal_reason("liars-dice", table, "Carlos 4x6, Carlos calza") == (
        1, "calza_own_bid")


def test_eve_palifico_two_fours_frank_three_fours_not_another_face() -> None:
    """seed 002 line 87: «Eve has 1 die, triggering Palifico. She bids "two fours." Frank can bid
    "three fours" or higher but cannot switch faces»."""
    table = {"Eve": "4", "Frank": "44233", "Gus": "55"}
    assert judge("liars-dice", table, "Eve 2x4, Frank 3x4", palifico="Eve")["legal"]
    assert judge("liars-dice", table, "Eve 2x4, Frank 7x4", palifico="Eve")["legal"]
    assert illegal_reason("liars-dice", table, "Eve 2x4, Frank 3x5", palifico="Eve") == (
        1, "face_locked")
    assert illegal_reason("liars-dice", table, "Eve 2x4, Frank 5x1", palifico="Eve") == (
        1, "face_locked")


def test_eve_may_switch_face_on_her_next_turn() -> None:
    """seed 002 line 87: «If Eve gets another turn, she could switch to a different face»."""
    table = {"Eve": "4", "Frank": "44233", "Gus": "55"}
    result = outcome("liars-dice", table, "Eve 2x4, Frank 3x4, Gus 4x4, Eve 4x5, Frank dudo",
                     palifico="Eve")
    assert result["bid"] == "4x5" and result["wild_ones"] is False
    assert result["count"] == 2 and result["loser"] == "Eve"
    assert illegal_reason("liars-dice", table, "Eve 2x4, Frank 3x4, Gus 4x4, Eve 4x5, Frank 5x4",
                          palifico="Eve") == (4, "face_locked")


def test_palifico_aces_are_not_wild() -> None:
    """seed 002 line 82: «Ones are NOT wild. A 1 is just a 1»."""
    result = outcome("liars-dice", {"Eve": "1", "Frank": "11444"}, "Eve 3x4, Frank dudo",
                     palifico="Eve")
    assert result["count"] == 3 and result["wild_ones"] is False


def test_losing_multiple_dice_house_rule() -> None:
    """seed 002 line 107: «the loser of a challenge loses dice equal to the difference between bid
    and actual count»."""
    result = outcome("liars-dice", {"Ana": "44444", "Ben": "11266"}, "Ana 3x2, Ben dudo",
                     options={"dice_loss": "difference"})
    assert result["count"] == 3 and result["dice_change"] == {"Ben": -1}
    result = outcome("liars-dice", {"Ana": "44444", "Ben": "11266"}, "Ana 2x3, Ben dudo",
                     options={"dice_loss": "difference"})
    assert result["count"] == 2 and result["dice_change"] == {"Ben": -1}
    result = outcome("liars-dice", {"Ana": "44444", "Ben": "11266"}, "Ana 9x4, Ben dudo",
                     options={"dice_loss": "difference"})
    assert result["count"] == 7 and result["dice_change"] == {"Ana": -2}


# --- seed 004: Dudo site with Chilean names and calza -------------------------------------

@pytest.mark.parametrize(("bid", "legal"), [("5x2", True), ("4x5", True), ("4x2", False)])
def test_four_fours_to_five_twos_or_four_fives_not_four_twos(bid: str, legal: bool) -> None:
    """seed 004 line 5: «After "four fours" you may bid "five twos" or "four fives", but not
    "four twos"»."""
    assert legal_after("dudo", "4x4", bid) is legal


@pytest.mark.parametrize("dice", ["44444", "44441", "44411", "41111"])
def test_five_fours_made_good_by_fours_and_aces(dice: str) -> None:
    """seed 004 line 7: «a bid of "five fours" is made good by five 4s, or four 4s and an ace,
    or three 4s and two aces»."""
    result = outcome("dudo", {"Ana": dice, "Ben": "23", "Cai": "56"}, "Ana 5x4, Ben dudo")
    assert result["count"] == 5 and result["bid_holds"]


def test_aces_bid_made_good_only_by_aces() -> None:
    """seed 004 line 7: «A bid of aces, however, is only made good by actual aces»."""
    result = outcome("dudo", {"Ana": "44441", "Ben": "23", "Cai": "1"}, "Ana 3x5, Ben 2x1,"
                     " Cai dudo")
    assert result["count"] == 2 and result["bid_holds"]
    result = outcome("dudo", {"Ana": "44441", "Ben": "23", "Cai": "5"}, "Ana 3x5, Ben 2x1,"
                     " Cai dudo")
    assert result["count"] == 1 and not result["bid_holds"]


def test_five_fives_any_mix_of_fives_and_aces() -> None:
    """seed 004 line 18: «"five fives" is made good by five 5s, or any mix of 5s and aces
    totalling five»."""
    for mix in ("55555", "55511", "11111", "15151"):
        assert count_matches([int(d) for d in mix], 5, wild=True) == 5


@pytest.mark.parametrize("history", ["8x3", "7x3"])
def test_eight_or_seven_threes_allow_four_aces(history: str) -> None:
    """seed 004 line 8: «"eight threes" allows "four aces"; so does "seven threes"»; seed 004
    line 19: «after "eight threes" you may bid "four aces"; after "seven threes", "four aces" as
    well»."""
    assert legal_after("dudo", history, "4x1")
    assert minimums("dudo", history)[1] == "4x1"


def test_four_aces_to_five_aces_or_nine_of_a_face() -> None:
    """seed 004 line 9: «after "four aces" the next bid is "five aces" or "nine" of any other
    face»."""
    assert minimums("dudo", "8x3 4x1") == {
        1: "5x1", 2: "9x2", 3: "9x3", 4: "9x4", 5: "9x5", 6: "9x6"}
    assert not legal_after("dudo", "8x3 4x1", "8x6")


def test_after_three_aces_the_minimum_face_bid_is_seven() -> None:
    """seed 004 line 20: «after "three aces" the minimum face bid is "seven"; after "four aces",
    "nine"»."""
    assert minimums("dudo", "6x5 3x1")[2] == "7x2"
    assert minimums("dudo", "8x5 4x1")[2] == "9x2"


def test_dudo_round_opens_on_aces_only_with_a_single_die() -> None:
    """seed 004 line 6: «a round cannot open on aces unless the starter holds a single die»;
    seed 004 line 21: «the opening bid may not be aces unless the opening player holds a single
    die»."""
    table = {"Ana": "23", "Ben": "456", "Cai": "1"}
    assert illegal_reason("dudo", table, "Ana 1x1") == (0, "ones_opening_forbidden")
    assert judge("dudo", {"Cai": "1", "Ana": "23", "Ben": "456"}, "Cai 1x1, Ana 2x1")["legal"]


def test_dudo_challenge_result() -> None:
    """seed 004 line 11: «If there are at least as many as bid, the bid was true and the
    challenger loses a die. If there are fewer, the bid was a bluff and the bidder loses a die»."""
    table = {"Ana": "3", "Ben": "31", "Cai": "256"}
    assert outcome("dudo", table, "Ana 3x3, Ben dudo")["loser"] == "Ben"
    assert outcome("dudo", table, "Ana 4x3, Ben dudo")["loser"] == "Ana"


def test_calza_exact_regains_a_die_wrong_loses_one_bidder_never_loses() -> None:
    """seed 004 line 13: «If the count is exact you win: you regain one lost die (up to five
    again). If you are wrong, you lose a die. The player who made the bid never loses a die to
    a calza, right or wrong»."""
    table = {"Ana": "3", "Ben": "31", "Cai": "256"}
    right = outcome("dudo", table, "Ana 3x3, Ben calza")
    assert right["dice_change"] == {"Ben": 1} and right["winner"] == "Ben"
    wrong = outcome("dudo", table, "Ana 2x3, Ben calza")
    assert wrong["dice_change"] == {"Ben": -1} and wrong["loser"] == "Ben"
    for result in (right, wrong):
        assert "Ana" not in result["dice_change"]


def test_next_round_opened_by_who_lost_or_regained_a_die() -> None:
    """seed 004 line 14: «the next round is opened by the player who lost (or regained) a die.
    If that player was eliminated, the player to their left opens»."""
    table = {"Ana": "3", "Ben": "31", "Cai": "256"}
    assert outcome("dudo", table, "Ana 3x3, Ben calza")["next_opener"] == "Ben"
    result = outcome("dudo", table, "Ana 4x3, Ben dudo")
    assert result["eliminated"] == ["Ana"] and result["next_opener"] == "Ben"
    result = outcome("dudo", {"Ana": "3", "Ben": "31", "Cai": "2"}, "Ben 1x2, Cai 2x3,"
                     " Ana dudo")
    assert result["eliminated"] == ["Ana"] and result["next_opener"] == "Ben"


def test_dudo_plays_from_three_players() -> None:
    """seed 004 line 16: «online tables seat 3 to 6»."""
    rules = make_rules("dudo")
    assert (rules.min_players, rules.max_players) == (3, 6)
