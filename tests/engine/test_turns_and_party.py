"""Whose turn it is, who may call, eliminated players, and WANGO party scoring with pressure."""

from __future__ import annotations

import pytest
from engine_support import assert_bilingual, illegal_reason, judge, outcome

from engine import Action, Bid, IllegalMove, Round, Seat, make_rules

TABLE = {"Ana": "13356", "Ben": "26", "Cai": "1445"}
PARTY = {"Ana": "13356", "Ben": "26243", "Cai": "14456"}


# --- turn order ---------------------------------------------------------------------

def test_play_passes_to_the_next_player_in_seating_order() -> None:
    """spec: Common core, «Play passes to the next player still holding dice, in seating order
    (the order of the players list; "left" means next in that order)»."""
    assert judge("wango", TABLE, "Ben 2x2, Cai 3x2, Ana 4x2, Ben dudo")["legal"]
    assert illegal_reason("wango", TABLE, "Ben 2x2, Ana 3x2") == (1, "not_your_turn")


def test_not_your_turn_message_names_both_players() -> None:
    """spec: The referee contract, «`message` has non-empty English and Chinese text»."""
    verdict = judge("wango", TABLE, "Ana 2x2, Cai dudo")
    error = verdict["error"]
    assert error["reason"] == "not_your_turn"
    assert "Ben" in error["message"]["en"] and "Cai" in error["message"]["zh"]


def test_play_skips_eliminated_players() -> None:
    """spec: Common core, «A player with 0 dice is eliminated and never acts again»."""
    table = {"Ana": "13", "Ben": "", "Cai": "14"}
    assert judge("wango", table, "Ana 2x2, Cai 3x2, Ana dudo")["legal"]
    assert illegal_reason("wango", table, "Ana 2x2, Ben 3x2") == (1, "player_eliminated")


def test_an_eliminated_player_cannot_call_spot_on() -> None:
    """seed 002 line 95: «An eliminated player cannot bid, challenge, or call Spot On for the
    rest of the game»."""
    table = {"Ana": "13", "Ben": "", "Cai": "14", "Dev": "5"}
    assert illegal_reason("liars-dice", table, "Ana 2x2, Ben calza") == (1, "player_eliminated")
    assert illegal_reason("liars-dice", table, "Ana 2x2, Ben dudo") == (1, "player_eliminated")


def test_the_opener_must_bid_before_anyone_calls() -> None:
    """spec: Common core, «A player must raise or call»: a call needs a bid to call."""
    assert illegal_reason("perudo", TABLE, "Ana dudo") == (0, "nothing_to_call")
    assert illegal_reason("liars-dice", TABLE, "Ben calza") == (0, "nothing_to_call")


def test_passing_is_never_allowed() -> None:
    """spec: Common core, «A player must raise or call; passing is never allowed»; seed 002
    line 54: «You are never allowed to pass»."""
    rules = make_rules("wango")
    seats = tuple(Seat(n, tuple(int(d) for d in dice)) for n, dice in TABLE.items())
    state = Round(rules, seats, opener=0).apply(Action("Ana", bid=Bid(11, 6)))
    moves = state.legal_actions()
    assert moves  # even after the highest bid, Ben has a move: a call
    assert all(m.bid is not None or m.call in ("dudo", "calza") for m in moves)
    assert illegal_reason("wango", {"Ana": "1", "Ben": "2"}, "Ana 2x6, Ben 3x6") == (
        1, "exceeds_dice_in_play")


def test_a_finished_round_accepts_no_more_moves() -> None:
    """spec: The referee contract, «A call ends the round»."""
    rules = make_rules("wango")
    seats = (Seat("Ana", (1, 2)), Seat("Ben", (3, 4)))
    state = Round(rules, seats, 0).apply(Action("Ana", bid=Bid(1, 2)))
    state = state.apply(Action("Ben", call="dudo"))
    assert state.over and state.legal_actions() == []
    with pytest.raises(IllegalMove) as caught:
        state.apply(Action("Ana", bid=Bid(3, 3)))
    assert caught.value.judgement.reason == "round_over"
    assert_bilingual(caught.value.judgement.messages)


# --- who may call calza ----------------------------------------------------------------

def test_calza_by_next_only_the_player_to_act() -> None:
    """spec: Rule options, «`calza_by` | `next` / `any` | who may call calza: only the player
    whose turn it is»."""
    assert illegal_reason("perudo", TABLE, "Ana 2x3, Cai calza") == (1, "not_your_turn")
    assert judge("perudo", TABLE, "Ana 2x3, Ben calza")["legal"]


def test_calza_by_any_any_active_player_but_the_bidder() -> None:
    """spec: Rule options, «or any active player except the bidder»; seed 002 line 75: «only a
    different player can call it»."""
    result = outcome("liars-dice", TABLE, "Ana 2x3, Ben 3x3, Cai 4x3, Ben calza")
    assert result["caller"] == "Ben" and result["count"] == 4
    assert illegal_reason("liars-dice", TABLE, "Ana 2x3, Ben 3x3, Ben calza") == (
        2, "calza_own_bid")


def test_calza_by_any_does_not_let_others_bid_out_of_turn() -> None:
    """spec: Common core, «Play passes to the next player still holding dice»."""
    assert illegal_reason("liars-dice", TABLE, "Ana 2x3, Cai 3x3") == (1, "not_your_turn")
    assert illegal_reason("liars-dice", TABLE, "Ana 2x3, Cai dudo") == (1, "not_your_turn")


@pytest.mark.parametrize("preset", ["wango", "wango-party"])
def test_wango_has_no_calza(preset: str) -> None:
    """seed 000 line 49: «WANGO caps bids at the remaining dice and omits Palifico and Calza»."""
    table = PARTY if preset == "wango-party" else TABLE
    assert illegal_reason(preset, table, "Ana 2x3, Ben calza") == (1, "calza_not_in_rules")


# --- party scoring ---------------------------------------------------------------------

def test_party_loser_gives_the_winner_one_point() -> None:
    """spec: WANGO party mode, «Each round: the challenge's loser gives the winner 1 point (the
    transfer)»."""
    result = outcome("wango-party", PARTY, "Ana 3x3, Ben 9x3, Cai dudo",
                     scores={"Ana": 2, "Ben": -1, "Cai": -1})
    assert result["transfer"] == 1
    assert result["scores_after"] == {"Ana": 2, "Ben": -2, "Cai": 0}
    assert result["dice_change"] == {}
    assert result["dice_after"] == {"Ana": 5, "Ben": 5, "Cai": 5}
    assert result["next_opener"] == "Ben"


@pytest.mark.parametrize("moves", [
    "Ana 3x3, Ben 9x3 pressure, Cai dudo",
    "Ana 3x3 pressure, Ben 9x3, Cai dudo",
    "Ana 3x3, Ben 9x3, Cai dudo pressure",
])
def test_pressure_makes_the_transfer_three(moves: str) -> None:
    """spec: WANGO party mode, «A pressured round transfers 3 points instead of 1»; seed 000
    line 47: «used with their own bid or challenge to raise the round transfer to three»."""
    result = outcome("wango-party", PARTY, moves)
    assert result["transfer"] == 3
    assert result["scores_after"] == {"Ana": 0, "Ben": -3, "Cai": 3}


def test_pressure_never_stacks() -> None:
    """spec: WANGO party mode, «once a round is pressured, a second pressure in that round is
    rejected as illegal (no use is consumed)»."""
    assert illegal_reason("wango-party", PARTY, "Ana 3x3 pressure, Ben 9x3 pressure") == (
        1, "pressure_already_applied")
    assert illegal_reason("wango-party", PARTY, "Ana 3x3 pressure, Ben 4x3, Cai dudo pressure") \
        == (2, "pressure_already_applied")


def test_pressure_used_up_after_two_uses() -> None:
    """spec: WANGO party mode, «each player may use pressure twice in the whole game»."""
    assert illegal_reason("wango-party", PARTY, "Ana 3x3 pressure",
                          pressure_left={"Ana": 0}) == (0, "pressure_used_up")
    assert judge("wango-party", PARTY, "Ana 3x3 pressure", pressure_left={"Ana": 1})["legal"]


def test_pressure_exists_only_in_party_mode() -> None:
    """seed 000 line 49: «Party mode and pressure are WANGO modes»."""
    assert illegal_reason("wango", TABLE, "Ana 3x3 pressure") == (0, "pressure_not_in_rules")


def test_party_scores_may_go_negative_and_sum_to_zero() -> None:
    """spec: WANGO party mode, «Scores start at 0 and may go negative; the sum of scores stays
    0»."""
    result = outcome("wango-party", PARTY, "Ana 9x6 pressure, Ben dudo")
    assert result["scores_after"] == {"Ana": -3, "Ben": 3, "Cai": 0}
    assert sum(result["scores_after"].values()) == 0


def test_party_dudo_with_pressure_on_a_held_bid() -> None:
    """spec: WANGO party mode, «attached to their own bid or their own challenge»."""
    result = outcome("wango-party", PARTY, "Ana 2x6, Ben dudo pressure")
    assert result["bid_holds"] and result["loser"] == "Ben"
    assert result["transfer"] == 3
    assert result["next_opener"] == "Ben"
