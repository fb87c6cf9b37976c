"""The referee contract field by field: players, defaults, opener, palifico, actions, outcome."""

from __future__ import annotations

import pytest
from engine_support import illegal_reason, judge, outcome, transcript

from engine import TranscriptError
from engine.referee import referee


def test_players_are_seated_in_list_order_and_empty_dice_mean_eliminated() -> None:
    """spec: The referee contract, «`players` in seating order; a player with `[]` dice is
    eliminated (party mode never has eliminated players)»."""
    table = {"Ana": "66", "Ben": "", "Cai": "35"}
    assert illegal_reason("wango", table, "Ana 2x6, Ben 3x6") == (1, "player_eliminated")
    result = outcome("wango", table, "Ana 2x6, Cai 3x6, Ana dudo")
    assert result["dice_after"] == {"Ana": 2, "Ben": 0, "Cai": 1}
    assert result["next_opener"] == "Cai"
    party = transcript("wango-party", {"Ana": "66666", "Ben": "", "Cai": "35123"})
    with pytest.raises(TranscriptError) as caught:
        referee(party)
    assert caught.value.code == "party_needs_five_dice"


def test_party_score_and_pressure_left_default_to_zero_and_two() -> None:
    """spec: The referee contract, «`score` and `pressure_left` only for party mode» and
    «(defaults 0 and 2)»."""
    table = {"Ana": "66666", "Ben": "14623"}
    plain = outcome("wango-party", table, "Ana 9x6, Ben dudo")
    assert plain["scores_after"] == {"Ana": -1, "Ben": 1}
    first = outcome("wango-party", table, "Ana 9x6 pressure, Ben dudo")
    assert first["scores_after"] == {"Ana": -3, "Ben": 3}
    used = outcome("wango-party", table, "Ana 9x6 pressure, Ben dudo",
                   pressure_left={"Ana": 1})
    assert used["transfer"] == 3
    assert illegal_reason("wango-party", table, "Ana 9x6 pressure",
                          pressure_left={"Ana": 0}) == (0, "pressure_used_up")


def test_the_first_actions_player_opens_and_play_goes_on_from_them() -> None:
    """spec: The referee contract, «The first action's player is the round's opener»."""
    table = {"Ana": "66", "Ben": "14", "Cai": "35"}
    assert judge("wango", table, "Cai 1x6, Ana 2x6, Ben 3x6")["legal"] is True
    assert illegal_reason("wango", table, "Cai 1x6, Ben 2x6") == (1, "not_your_turn")


def test_palifico_names_the_player_whose_round_it_is() -> None:
    """spec: The referee contract, «`palifico` (optional): the name of the player whose palifico
    round this is»: only that player may change the face (liars-dice); without the field the
    round is an ordinary one with wild ones."""
    table = {"Eve": "4", "Fay": "12345", "Gus": "66"}
    moves = "Eve 2x4, Fay 3x4, Gus 4x4, Eve 4x5"
    assert judge("liars-dice", table, moves, palifico="Eve")["legal"] is True
    assert illegal_reason("liars-dice", table, moves, palifico="Fay") == (3, "face_locked")
    ordinary = outcome("liars-dice", table, "Eve 2x4, Fay 3x4, Gus dudo")
    palifico = outcome("liars-dice", table, "Eve 2x4, Fay 3x4, Gus dudo", palifico="Eve")
    assert (ordinary["wild_ones"], ordinary["count"]) == (True, 3)
    assert (palifico["wild_ones"], palifico["count"]) == (False, 2)


def test_a_transcripts_palifico_player_is_taken_at_its_word() -> None:
    """spec: The referee contract's example names `"palifico": "Ben"` with Ben holding two
    dice and Ana opening: a single round may start from any position, so the referee
    checks only that the player is at the table (variants page: "A single round handed to
    the referee")."""
    table = {"Ana": "13356", "Ben": "26", "Cai": "1445"}
    verdict = outcome("liars-dice", table, "Ana 3x3, Ben 4x3, Cai dudo", palifico="Ben")
    assert (verdict["wild_ones"], verdict["count"], verdict["loser"]) == (False, 2, "Ben")
    with pytest.raises(TranscriptError) as caught:
        referee(transcript("liars-dice", table, "Ana 3x3", palifico="Zed"))
    assert caught.value.code == "unknown_player"


def test_an_action_is_a_bid_or_a_dudo_or_calza_call() -> None:
    """spec: The referee contract, «An action is `{"player", "bid": "QxF"}` or `{"player",
    "call": "dudo"|"calza"}`»."""
    table = {"Ana": "66", "Ben": "146", "Cai": "235"}
    assert outcome("dudo", table, "Ana 4x6, Ben dudo")["call"] == "dudo"
    assert outcome("dudo", table, "Ana 4x6, Ben calza")["call"] == "calza"
    data = transcript("dudo", table, "Ana 4x6")
    data["actions"].append({"player": "Ben", "call": "pass"})
    with pytest.raises(TranscriptError) as caught:
        referee(data)
    assert caught.value.code == "unknown_call"


@pytest.mark.parametrize(("preset", "bid", "loser", "winner"), [
    ("dudo", "4x6", None, "Ben"),        # correct, caller_regains: nobody lost a die
    ("perudo", "4x6", "Ana", "Ben"),     # correct, bidder_loses: the bidder lost one
    ("dudo", "3x6", "Ben", None),        # wrong: the caller lost one, no winner
])
def test_calza_outcome_names_who_lost_a_die_and_the_caller_if_right(
        preset: str, bid: str, loser: str | None, winner: str | None) -> None:
    """spec: The referee contract, «for a calza, `loser` is whoever lost a die (or null) and
    `winner` the caller if correct (else null)»."""
    result = outcome(preset, {"Ana": "66", "Ben": "146", "Cai": "235"}, f"Ana {bid}, Ben calza")
    assert (result["loser"], result["winner"]) == (loser, winner)
    lost = [name for name, change in result["dice_change"].items() if change < 0]
    assert lost == ([loser] if loser else [])


@pytest.mark.parametrize(("moves", "transfer"), [
    ("Ana 9x6, Ben dudo", 1), ("Ana 9x6 pressure, Ben dudo", 3),
])
def test_party_outcome_has_no_dice_change_a_transfer_and_every_score(
        moves: str, transfer: int) -> None:
    """spec: The referee contract, «In party mode `dice_change` is `{}`, `transfer` is 1 or 3 and
    `scores_after` holds every score»."""
    table = {"Ana": "66666", "Ben": "14623", "Cai": "22222"}
    result = outcome("wango-party", table, moves, scores={"Ana": 2, "Ben": -1, "Cai": -1})
    assert result["dice_change"] == {} and result["transfer"] == transfer
    assert result["scores_after"] == {"Ana": 2 - transfer, "Ben": -1 + transfer, "Cai": -1}
    assert result["eliminated"] == []
