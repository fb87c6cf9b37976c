"""The review of a practice game: each decision's risk, best move, error and grade; luck apart
from skill; read from the player's own view only.

Source: issue 22 («every decision you made (…) with what you knew then (your dice, the
bids), the chance your move lost at once (a call: that the standing bid holds; a bid: that
it fails if called), the best alternative by the same measure, and the difference as the
decision's error»; «the same review for all assignments of the hidden dice the player could
not see»; «a dudo on a bid that almost surely holds is a blunder; a dudo on a bid that
almost surely fails is good»; «you lost 3 dice: 2 to bad luck, 1 to a mistake»).
"""

from __future__ import annotations

import json
from itertools import product
from math import fsum
from typing import Any

import pytest

from engine.bids import Bid
from engine.game import Game, view_of
from engine.odds import bid_probability
from engine.review import review_game
from engine.review.calibrate import play_bots
from engine.review.decisions import decision_of
from engine.review.luck import round_luck, summary
from engine.round import Action, Round, Seat
from engine.rules import PRESETS
from engine.webapi import handle

DUDO = Action("Ana", call="dudo")


def _round(rules: str, ana: tuple[int, ...], hidden: tuple[tuple[int, ...], ...],
           bids: tuple[tuple[str, Bid], ...], opener: int = 1) -> Round:
    """Ana (seat 0) holding ``ana``, Ben and Cai holding ``hidden``, after ``bids``."""
    seats = (Seat("Ana", ana), Seat("Ben", hidden[0]), Seat("Cai", hidden[1]))
    state = Round(rules=PRESETS[rules], seats=seats, opener=opener)
    for player, bid in bids:
        state = state.apply(Action(player, bid=bid))
    return state


FIVE = (2, 3, 4, 5, 6)


def _hand_made(ana: tuple[int, ...], bid: Bid) -> dict[str, Any]:
    """Ana's dudo on Cai's ``bid`` (Ben opened 1x2), Ben and Cai holding five dice each."""
    state = _round("perudo", ana, (FIVE, FIVE), (("Ben", Bid(1, 2)), ("Cai", bid)))
    return decision_of(view_of(state, 0), DUDO, 2)


def test_a_dudo_on_a_bid_that_almost_surely_holds_is_a_blunder() -> None:
    """Issue 22: «a dudo on a bid that almost surely holds is a blunder»: Ana holds four of
    the five threes Cai bid; one more among ten hidden dice is 98% sure."""
    decision = _hand_made((3, 3, 3, 1, 6), Bid(5, 3))
    assert decision["risk"] > 0.95 and decision["grade"] == "blunder"
    assert decision["exact_risk"] == bid_probability(Bid(5, 3), 10, (3, 3, 3, 1, 6), True)
    assert decision["best"] != "dudo" and decision["best_risk"] < 0.2
    assert decision["error"] == decision["risk"] - decision["best_risk"]


def test_a_dudo_on_a_bid_that_almost_surely_fails_is_good() -> None:
    """Issue 22: «a dudo on a bid that almost surely fails is good»: nine threes with none of
    Ana's and ten hidden dice; every raise is riskier, so dudo is the best move."""
    decision = _hand_made((2, 4, 5, 6, 6), Bid(9, 3))
    assert decision["risk"] < 0.01 and decision["grade"] == "good"
    assert decision["best"] == "dudo" and decision["error"] == 0


def test_the_grading_model_is_named_and_exact_without_evidence() -> None:
    """Issue 22: «say on the page which model graded you»: with no bid by another player the
    exact odds grade; once another player chose a face, the hard bot's reading does."""
    opening = _round("perudo", (1, 3, 3, 5, 6), (FIVE, FIVE), (), opener=0)
    decision = decision_of(view_of(opening, 0), Action("Ana", bid=Bid(3, 3)), 0)
    assert decision["model"] == "exact"
    assert decision["risk"] == 1 - bid_probability(Bid(3, 3), 10, (1, 3, 3, 5, 6), True)
    assert _hand_made((3, 3, 3, 1, 6), Bid(5, 3))["model"] == "hard_reading"


MOVES = [(rules, action) for rules in ("perudo", "wango", "liars-dice")
         for action in (DUDO, Action("Ana", call="calza"), Action("Ana", bid=Bid(4, 3)))
         if action.call != "calza" or PRESETS[rules].calza]


@pytest.mark.parametrize(("rules", "action"), MOVES)
def test_the_review_is_the_same_for_every_assignment_of_the_hidden_dice(
        rules: str, action: Action) -> None:
    """Issue 22: «the same review for all assignments of the hidden dice the player could not
    see»: Ben's two dice and Cai's one die take all 6**3 values; Ana's decision never changes."""
    said = set()
    for a, b, c in product(range(1, 7), repeat=3):
        state = _round(rules, (1, 3, 3, 5), ((a, b), (c,)), (("Ben", Bid(2, 3)),
                                                            ("Cai", Bid(3, 3))))
        said.add(json.dumps(decision_of(view_of(state, 0), action, 2)))
    assert len(said) == 1


def test_a_whole_games_decisions_do_not_read_the_other_cups() -> None:
    """Issue 22: «it only reads the player's view»: a game's decisions are exactly those made
    from the seat's views, and every move of the seat is reviewed, in game order."""
    played = play_bots(["hard", "normal", "easy"], "perudo", 11)
    names = ["Ana", "Ben", "Cai"]
    review = review_game(PRESETS["perudo"], names, 11, played, 1)
    game = Game(PRESETS["perudo"], names, 11)
    expected = []
    for index, action in enumerate(played):
        if action.player == "Ben":
            expected.append(decision_of(game.view(1), action, index))
        game.apply(action)
    assert review["decisions"] == expected and expected
    assert review["over"] and review["player"] == "Ben"
    assert sum(review["grades"].values()) == len(expected)
    assert review["error"] == fsum(d["error"] for d in expected)
    assert review["transcripts"] == game.rounds
    # Issue 22: «for every call that was resolved, the chance the outcome had»
    assert len(review["rounds"]) == len(game.rounds)
    for entry in review["rounds"]:
        assert 0 <= entry["chance"] <= 1 and entry["model"] in ("exact", "hard_reading")


def test_a_review_mid_game_shows_no_dice_of_the_round_in_play() -> None:
    """Issue 22: «on demand mid-game»: the replay gets only finished rounds, so the cups of
    the round in play stay closed; that round's decisions are reviewed, its luck is not."""
    played = play_bots(["hard", "hard"], "perudo", 8)
    first_call = next(i for i, a in enumerate(played) if a.call is not None)
    cut = played[: first_call + 2]  # the first round and a move of the second
    review = review_game(PRESETS["perudo"], ["Ana", "Ben"], 8, cut, 0)
    assert len(review["transcripts"]) == 1 and len(review["rounds"]) == 1
    assert not review["over"]


def _outcome(caller: str, bidder: str, loser: str, call: str = "dudo") -> dict[str, Any]:
    return {"call": call, "caller": caller, "bid": "5x3", "bidder": bidder, "count": 4,
            "bid_holds": False, "loser": loser, "dice_change": {loser: -1}}


def test_a_sound_raise_that_failed_is_bad_luck() -> None:
    """Issue 22: «the chance the outcome had and what happened» and luck «positive when the
    dice favoured you»: a bid with a 10% risk that failed costs 0.9 of luck, put down to luck."""
    mine = [{"index": 4, "risk": 0.1, "grade": "good", "exact_chance": 0.2}]
    entry = round_luck(_outcome("Ben", "Ana", "Ana"), "Ana", 1, mine, False)
    assert entry["involved"] and entry["lost"] and entry["cause"] == "luck"
    assert entry["chance_lost"] == 0.1 and entry["luck"] == pytest.approx(-0.9)
    won = round_luck(_outcome("Ana", "Ben", "Ben"), "Ana", 2,
                     [{"index": 9, "risk": 0.7, "grade": "blunder"}], False)
    assert won["luck"] == pytest.approx(0.7) and won["cause"] is None
    others = round_luck(_outcome("Ben", "Cai", "Cai"), "Ana", 3, mine, False)
    assert not others["involved"] and others["luck"] == 0


def test_the_words_tell_luck_from_mistakes() -> None:
    """Issue 22: «you lost 3 dice: 2 to bad luck, 1 to a mistake», beside the error total."""
    lost: list[dict[str, Any]] = [{"lost": True, "dice_lost": 1, "cause": "luck", "luck": -0.8},
            {"lost": True, "dice_lost": 1, "cause": "luck", "luck": -0.6},
            {"lost": True, "dice_lost": 1, "cause": "mistake", "luck": -0.1},
            {"lost": False, "dice_lost": 0, "cause": None, "luck": 0.0}]
    words = summary(lost, [0.0, 0.5], party=False)
    assert words["en"].startswith("You lost 3 dice: 2 to bad luck, 1 to mistakes.")
    assert "Luck -1.5" in words["en"] and "error total 0.50 (decisions graded: 2)" in words["en"]
    assert words["zh"].startswith("你输了 3 颗骰子：2 颗输在运气，1 颗输在失误。")
    assert summary([], [], party=True)["en"].startswith("You lost no rounds.")


def test_one_cause_alone_is_named_once_and_a_luck_near_zero_has_no_minus_sign() -> None:
    """Issue 22: «you lost 3 dice: 2 to bad luck, 1 to a mistake»; audit pass 11: a count of 0
    read «0 杯是自己失误», and a luck of -0.04 read «Luck -0.0»."""
    luck_only: list[dict[str, Any]] = [
        {"lost": True, "dice_lost": 2, "cause": "luck", "luck": -0.04},
        {"lost": False, "dice_lost": 0, "cause": None, "luck": 0.0}]
    words = summary(luck_only, [0.0], party=False)
    assert words["en"].startswith("You lost 2 dice, to bad luck alone. Luck +0.0 ")
    assert words["zh"].startswith("你输了 2 颗骰子，全是运气不好。运气 +0.0")
    drinks = [{"lost": True, "penalty": 2, "cause": "mistake", "luck": -0.5}]
    words = summary(drinks, [0.6], party=False, drinks=True)
    assert words["en"].startswith("You took 2 penalties, to mistakes alone.")
    assert words["zh"].startswith("你一共罚了 2 杯，全是自己失误。")
    assert "0 杯" not in words["zh"] and " 0 to " not in words["en"]


def test_party_reviews_count_lost_rounds_as_rounds_not_games() -> None:
    """Issue 22: «you lost 3 dice: 2 to bad luck, 1 to a mistake», counted in rounds in party
    mode; audit zh pass 3, item 12: «你输了 2 局» read as two games lost, and the glossary's
    一轮 is a round, 一局 a whole game, so the lost rounds are counted in 轮."""
    lost: list[dict[str, Any]] = [{"lost": True, "dice_lost": 0, "cause": "luck", "luck": -0.8},
            {"lost": True, "dice_lost": 0, "cause": "mistake", "luck": -0.1}]
    words = summary(lost, [0.5], party=True)["zh"]
    assert words.startswith("你输了 2 轮：1 轮输在运气，1 轮输在失误。")
    assert summary([], [], party=True)["zh"].startswith("你没有输掉任何一轮。")


def test_the_review_operation_answers_and_refuses_a_bad_game_in_both_languages() -> None:
    """Issue 22: «Web API op»; preamble: «Bad input (…) gets a clear error in the reader's
    language»: `game_review` returns the review, and a move like 0x7 is refused on `game`."""
    played = play_bots(["hard", "hard"], "perudo", 4)
    game = {"rules": "perudo", "names": ["Ana", "Ben"], "seed": 4,
            "actions": [a.to_json() for a in played]}
    envelope = json.loads(handle("game_review", json.dumps({"game": game, "seat": 1})))
    assert envelope["ok"] and envelope["result"] == json.loads(json.dumps(
        review_game(PRESETS["perudo"], ["Ana", "Ben"], 4, played, 1)))
    game["actions"] = [{"player": "Ana", "bid": "0x7"}]
    refused = json.loads(handle("game_review", json.dumps({"game": game})))
    assert not refused["ok"] and refused["error"]["field"] == "game"
    assert set(refused["error"]["message"]) == {"en", "zh"}
