"""大话骰 in practice (issue 21 item 4: «practice (the 劈 answer buttons, penalties instead of
dice, the coach)»; spec, "大话骰: the Chinese bar rules", "Calls and stakes", "Scoring and
rounds"): the game ops offer the calls the rules allow at each moment, the stake and
penalties travel in the view, the coach prices 斋 bids in their mode and each call by its
expected penalty, and the review grades 劈/反劈/投降/开 by their expected penalty at the stake.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.bids import Bid, parse_bid
from engine.coach import advise
from engine.game import view_of
from engine.odds import bid_probability
from engine.review import review_game
from engine.review.decisions import decision_of
from engine.review.luck import round_luck
from engine.round import Action, Round, Seat
from engine.rules import PRESETS
from engine.stake_odds import bid_penalty, call_penalty
from engine.webapi import handle

# A seeded heads-up game (found by replaying the normal bot): You open 2x1, Ana bids 4x5,
# You 劈, Ana (the normal bot) 反劈s, You open at stake 4.
SEED = 3
PI_FANPI = [{"player": "You", "bid": "2x1"}, {"player": "Ana", "bid": "4x5"},
            {"player": "You", "call": "pi"}]


def call(op: str, **args: Any) -> dict[str, Any]:
    """One facade call's result (the call must succeed)."""
    answer = json.loads(handle(op, json.dumps(args)))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def game(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The seeded heads-up 大话骰 game after ``actions``."""
    return {"rules": "dahua", "options": {}, "names": ["You", "Ana"], "seed": SEED,
            "actions": actions}


def calls_of(state: dict[str, Any]) -> list[str]:
    """The calls the view offers (pressure aside), in the engine's order."""
    return [a["call"] for a in state["view"]["legal_actions"] if "call" in a]


def test_practice_offers_pi_then_the_bidders_answers_and_the_bot_answers_with_fanpi() -> None:
    """Spec "Calls and stakes": «劈 … the round goes to the bidder, who answers with one of
    open, fanpi, concede»; after 反劈 «the player who called 劈 answers open or concede»."""
    before = call("game_view", game=game(PI_FANPI[:2]), seat=0)
    assert before["view"]["score_kind"] == "penalties" and before["view"]["stake"] == 1
    assert calls_of(before) == ["dudo", "pi"] and before["pi"] is None
    after_pi = call("game_act", game=game(PI_FANPI[:2]), seat=0, action=PI_FANPI[2])
    assert after_pi["to_act"] == 1 and after_pi["view"]["stake"] == 2
    assert after_pi["pi"] == {"caller": "You", "fanpi": False}
    bot = call("game_bots", game=after_pi["game"], seat=0, level="normal", moves=5)
    assert bot["actions"] == [{"player": "Ana", "call": "fanpi"}]
    assert bot["to_act"] == 0 and bot["view"]["stake"] == 4
    assert calls_of(bot) == ["open", "concede"] and bot["pi"] == {"caller": "You", "fanpi": True}
    opened = call("game_act", game=bot["game"], seat=0, action={"player": "You", "call": "open"})
    outcome = opened["last_round"]["outcome"]
    assert outcome["stake"] == 4 and outcome["call"] == "open"
    assert opened["view"]["penalties"] == [outcome["penalties_after"][n] for n in ("You", "Ana")]
    assert sorted(opened["view"]["penalties"]) == [0, 4]


def test_a_drinks_game_lasts_its_rounds_and_ranks_by_penalties() -> None:
    """Spec "Scoring and rounds": «A game is rounds rounds (default 2N); the players with the
    fewest penalties win, ties share»."""
    state = call("game_new", rules="dahua", players=["You", "Ana", "Ben"], seed=11, seat=0)
    assert state["view"]["total_rounds"] == 6
    done = state
    while not done["over"]:  # the normal bot plays every seat, the reader's too
        move = call("game_bot", game=done["game"], level="normal")["action"]
        done = call("game_act", game=done["game"], seat=0, action=move)
    view = done["view"]
    fewest = min(view["penalties"])
    assert done["winners"] == [name for name, taken in zip(view["names"], view["penalties"],
                                                           strict=True) if taken == fewest]
    assert len([a for a in done["game"]["actions"] if a.get("call") in ("dudo", "open",
                                                                         "concede")]) == 6


def _round(ana: tuple[int, ...], bids: tuple[tuple[str, str], ...],
           calls: tuple[tuple[str, str], ...] = ()) -> Round:
    """A heads-up 大话骰 round: Ana holds ``ana``, Ben five dice Ana cannot see."""
    state = Round(rules=PRESETS["dahua"], seats=(Seat("Ana", ana), Seat("Ben", (2, 3, 4, 5, 6))),
                  opener=0)
    for player, bid in bids:
        state = state.apply(Action(player, bid=parse_bid(bid)))
    for player, what in calls:
        state = state.apply(Action(player, call=what))
    return state


def test_the_coach_prices_a_zhai_bid_without_wild_ones() -> None:
    """Spec "Bids": «斋 counts F only»: Ana's two ones do not help a 斋 bid on threes, and the
    coach's chance for 4x3z is the exact chance without wild ones."""
    view = view_of(_round((1, 1, 3, 5, 6), (("Ana", "3x3"), ("Ben", "4x3"))), 0)
    advice = advise(view, 1)
    assert advice["bids"]["4x3z"] == bid_probability(Bid(4, 3, "zhai"), 5, view.own_dice, False)
    assert advice["bids"]["5x3"] == bid_probability(Bid(5, 3), 5, view.own_dice, True)
    assert advice["bids"]["4x3z"] < advice["bids"]["5x3"]


def test_the_coach_says_what_a_pi_risks_and_when_conceding_is_cheaper() -> None:
    """Spec "Calls and stakes": «劈 … doubles the stake to 2», «反劈: stake 4», «投降: the
    bidder loses without a count and pays half the stake»."""
    view = view_of(_round((2, 2, 4, 5, 6), (("Ana", "2x1"), ("Ben", "4x3"))), 0)
    advice = advise(view, 1)
    holds = advice["probability"]
    assert advice["stake"] == 1
    assert advice["penalties"]["dudo"] == pytest.approx(holds)
    assert advice["penalties"]["pi"] == pytest.approx(2 * holds)
    after = view_of(_round((2, 2, 4, 5, 6), (("Ana", "2x1"), ("Ben", "4x3")),
                           (("Ana", "pi"), ("Ben", "fanpi"))), 0)
    answer = advise(after, 1)
    assert answer["stake"] == 4 and set(answer["penalties"]) == {"open", "concede"}
    assert answer["penalties"]["open"] == pytest.approx(4 * holds)
    assert answer["penalties"]["concede"] == 2
    assert (answer["penalties"]["concede"] < answer["penalties"]["open"]) == (holds > 0.5)


@pytest.mark.parametrize(("call_name", "bidder", "expected"), [
    ("dudo", False, 0.3), ("pi", False, 0.6), ("open", True, 1.4), ("fanpi", True, 2.8),
    ("concede", True, 1.0), ("open", False, 0.6)])
def test_each_call_is_priced_by_its_expected_penalty_at_the_stake(
        call_name: str, bidder: bool, expected: float) -> None:
    """Spec "Calls and stakes": the loser takes the stake (1, 2 after 劈, 4 after 反劈) or half
    of it after 投降; a bid holding with chance 0.3, at stake 1 (开, 劈) or 2 (the answers)."""
    stake = 1 if call_name in ("dudo", "pi") else 2
    assert call_penalty(call_name, 0.3, stake, bidder) == pytest.approx(expected)
    assert bid_penalty(0.3) == pytest.approx(0.7)


def test_the_review_grades_an_answer_to_pi_by_its_expected_penalty() -> None:
    """Spec "Calls and stakes" (投降 pays half the stake): Ana, the bidder, answers Ben's 劈 on
    an opening 4x6 she holds one of by opening at stake 2; conceding would have cost 1 for
    sure, so opening (expected 2 × the chance the bid fails) is graded against it."""
    state = _round((2, 3, 4, 5, 6), (("Ana", "4x6"),), (("Ben", "pi"),))
    view = view_of(state, 0)
    decision = decision_of(view, Action("Ana", call="open"), 2)
    assert set(decision["options"]) == {"open", "fanpi", "concede"}
    assert decision["options"]["concede"] == 1.0
    assert decision["best"] == "concede"
    assert decision["risk"] == pytest.approx(2 * (1 - bid_probability(Bid(4, 6), 5,
                                                                       view.own_dice, True)))
    assert decision["grade"] == "blunder"


def test_the_review_of_a_finished_pi_fanpi_round_counts_luck_in_penalties() -> None:
    """Spec "Scoring and rounds": «The round's loser takes the stake as penalty points»: the
    reviewed player opened at stake 4 and lost, so the round's luck is the expected penalty of
    that open less the 4 penalties taken, and the summary speaks of penalties."""
    actions = [*PI_FANPI, {"player": "Ana", "call": "fanpi"}, {"player": "You", "call": "open"}]
    review = call("game_review", game=game(actions))
    assert [d["action"] for d in review["decisions"]] == ["2x1", "pi", "open"]
    opened = review["decisions"][-1]
    assert opened["options"]["concede"] == 2.0
    (round_entry,) = review["rounds"]
    assert round_entry["involved"] and round_entry["penalty"] == 4
    assert round_entry["luck"] == pytest.approx(opened["risk"] - 4)
    assert "4 penalties" in review["summary"]["en"] and "4 杯" in review["summary"]["zh"]
    assert len(review["transcripts"]) == 1


def test_a_conceded_round_has_no_count_and_costs_half_the_stake() -> None:
    """Spec "Calls and stakes": «投降: the bidder loses without a count and pays half the
    stake, so 1»; the referee's «count is null» after a concession."""
    actions = [{"player": "You", "bid": "2x1"}, {"player": "Ana", "bid": "4x5"},
               {"player": "You", "call": "pi"}]
    review = review_game(PRESETS["dahua"], ["You", "Ana"], SEED,
                         [Action("You", bid=parse_bid("2x1")), Action("Ana", bid=parse_bid("4x5")),
                          Action("You", call="pi"), Action("Ana", call="concede")])
    (entry,) = review["rounds"]
    assert entry["count"] is None and entry["penalty"] == 0 and not entry["lost"]
    outcome: dict[str, Any] = {
        "loser": "Ana", "caller": "Ana", "bidder": "Ana", "call": "concede", "bid": "4x5",
        "count": None, "bid_holds": None, "dice_change": {}, "stake": 2, "conceded": True}
    mine = [{"index": 2, "action": "pi", "risk": 0.5, "grade": "good"}]
    assert round_luck(outcome, "You", 1, mine, False, drinks=True)["luck"] == 0.5
    assert call("game_view", game=game(actions), seat=0)["view"]["stake"] == 2
