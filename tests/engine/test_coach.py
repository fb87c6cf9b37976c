"""The practice coach speaks with the one judge: the best move, the reading, the hard bot's move
valued, and the chance from your dice alone only as a labelled teaching number.

Source: issue 42, "What to build" item 3: «Everything reads that one model: the coach on your
turn (the best move and why), its line after the reveal, the "hard bot would…" line (with its
number), the review's grades, luck and safest move, and the drills' judging. The exact chance
"from your dice alone" may stay as a teaching number, labelled so, but no verdict uses it.»
Issue 15: «coach output is the same for every assignment of the hidden dice».
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.bids import Bid, parse_bid
from engine.bots.hard import choose_hard
from engine.game import Game
from engine.judge.decision import decision_record
from engine.judge.grades import GRADES
from engine.judge.position import Position
from engine.odds import bid_probability, bid_wild
from engine.round import Action, Round, Seat
from engine.rules import PRESETS
from engine.selfplay import play_bots
from engine.webapi import handle


def call(op: str, **args: Any) -> dict[str, Any]:
    """One facade call's envelope."""
    answer: dict[str, Any] = json.loads(handle(op, json.dumps(args)))
    return answer


def _game_at_your_turn(preset: str, seed: int) -> dict[str, Any]:
    """A seeded game of four (the reader, then three hard bots) at the reader's first turn."""
    names = ["You", "Ana", "Ben", "Cai"]
    bots = {name: "hard" for name in names[1:]}
    state = call("game_new", rules=preset, players=names, seed=seed, seat=0, bots=bots)["result"]
    result: dict[str, Any] = call("game_bots", game=state["game"], seat=0, moves=20)["result"]
    return result


@pytest.mark.parametrize("preset", ["perudo", "dahua"])
def test_the_coach_gives_the_judges_record_and_the_hard_bots_move(preset: str) -> None:
    """Issue 42 item 3: «the coach on your turn (the best move and why) (…) the "hard bot
    would…" line (with its number)»: the coach's record is the judge's record of the position
    (the same best move and values), and its hard bot move is the move the hard bot makes in
    that seat with the rng ``game_bot`` would give it, valued by the same judge."""
    state = _game_at_your_turn(preset, 4)
    coach = call("game_coach", game=state["game"], seat=0)["result"]
    game = Game(PRESETS[preset], state["game"]["names"], state["game"]["seed"])
    for action in state["game"]["actions"]:
        game.apply(Action(action["player"], bid=parse_bid(action["bid"]) if "bid" in action
                          else None, call=action.get("call")))
    view = game.view(0)
    seed = state["game"]["seed"] * 7919 + len(state["game"]["actions"])
    assert coach["hard"]["action"] == choose_hard(view, random.Random(seed)).to_json()
    assert coach["best"]["error"] == 0.0 and coach["moves"][0] == coach["best"]
    assert coach["unit"] == ("penalties" if preset == "dahua" else "dice")
    assert coach["why"]["kind"] in {"hold", "lack", "count", "none"}


@pytest.mark.parametrize("preset", ["perudo", "wango-party", "dahua"])
def test_the_moves_the_coach_lists_get_the_same_verdict_once_made(preset: str) -> None:
    """Issue 42 item 3, learner's pass (both languages): the coach listed moves at "0.00 more"
    that the verdict then graded a mistake, because they were valued on the few play-outs the
    best was chosen on. The moves it lists (``fresh``: the best and those it was chosen from,
    valued in full) carry exactly the cost, error and grade the verdict gives each once made."""
    state = _game_at_your_turn(preset, 4)
    coach = call("game_coach", game=state["game"], seat=0)["result"]
    listed = [m for m in coach["moves"] if m["kept"] and m["fresh"]]
    assert listed[0] == coach["best"] and len(listed) >= 2
    for move in listed:
        made = call("game_judge", game=state["game"], seat=0, move=move["action"])["result"]
        assert made["best"]["action"] == coach["best"]["action"]
        assert (made["made"]["cost"], made["made"]["error"], made["made"]["grade"]) == \
            (move["cost"], move["error"], move["grade"]), move["action"]


def test_the_chance_from_your_dice_alone_is_the_exact_odds_and_labelled() -> None:
    """Issue 42 item 3: «The exact chance "from your dice alone" may stay as a teaching number,
    labelled so»: ``exact`` and each bid's ``bids_alone`` are engine.odds' exact chances (spec
    "Common core", counting), apart from ``holds``, the reading's chance."""
    state = _game_at_your_turn("perudo", 4)
    coach = call("game_coach", game=state["game"], seat=0)["result"]
    own, unseen = tuple(coach["own_dice"]), sum(coach["dice_counts"]) - len(coach["own_dice"])
    standing = parse_bid(coach["standing"]) if coach["standing"] else None
    if standing is not None:
        assert coach["exact"] == round(bid_probability(standing, unseen, own,
                                                       bid_wild(standing, coach["wild"])), 4)
    for code, chance in coach["bids_alone"].items():
        bid = parse_bid(code)
        assert chance == bid_probability(bid, unseen, own, bid_wild(bid, coach["wild"]))


@pytest.mark.parametrize("rules", ["perudo", "wango", "liars-dice"])
def test_the_coach_says_the_same_for_every_assignment_of_the_hidden_dice(rules: str) -> None:
    """Issue 15: «coach output is the same for every assignment of the hidden dice»; issue 42
    item 6: «only that seat's dice are used»: Ben's and Cai's dice take several values and the
    judge's record of Ana's decision never changes."""
    said = set()
    for ben, cai in (((2, 2), (6,)), ((1, 1), (3,)), ((5, 6), (1,))):
        seats = (Seat("Ana", (1, 3, 3, 5)), Seat("Ben", ben), Seat("Cai", cai))
        start = Round(PRESETS[rules], seats, opener=1)
        moves = (Action("Ben", bid=Bid(2, 3)), Action("Cai", bid=Bid(3, 3)))
        said.add(json.dumps(decision_record(Position(start, moves, 0, ("hard",) * 3))))
    assert len(said) == 1


def test_the_coach_speaks_only_on_its_seats_turn_in_both_languages() -> None:
    """Issue 42 item 3 (the coach on your turn); brief: «a clear error in the reader's
    language»: asking for the coach when another player is to act is refused in en and zh."""
    played = play_bots(["hard", "hard"], "perudo", 2)
    names = ["Ana", "Ben"]
    game = {"rules": "perudo", "options": {}, "names": names, "seed": 2,
            "actions": [a.to_json() for a in played[:1]]}
    moved = names.index(played[0].player)  # not to act: the other player is
    answer = call("game_coach", game=game, seat=moved)
    assert not answer["ok"] and answer["error"]["field"] == "seat"
    assert answer["error"]["message"]["en"] and "教练" in answer["error"]["message"]["zh"]


def test_a_calza_out_of_turn_is_judged_and_a_bid_out_of_turn_refused() -> None:
    """Spec, online Liar's Dice: a calza may be called by «any player except the bidder», out of
    turn: the judge grades it as the review does (issue 42 audit: the coach's line waited for
    ever); a bid out of turn is refused with the round's own reason, in both languages."""
    names = ["You", "Ana", "Ben"]
    base = {"rules": "liars-dice", "options": {}, "names": names, "seed": 5,
            "bots": {"Ana": "hard", "Ben": "hard"}}
    actions: list[dict[str, Any]] = []
    for quantity in range(1, 4):  # bids of fours in turn until You neither bid last nor act
        state = call("game_view", game={**base, "actions": actions}, seat=0)["result"]
        player = names[state["to_act"]]
        if actions and actions[-1]["player"] != "You" and player != "You":
            break
        actions.append({"player": player, "bid": f"{quantity}x4"})
    game = {**base, "actions": actions}
    assert actions[-1]["player"] != "You" and player != "You"
    answer = call("game_judge", game=game, seat=0, move={"player": "You", "call": "calza"})
    assert answer["ok"], answer
    assert answer["result"]["action"] == "calza" and answer["result"]["grade"] in \
        ("good", "inaccuracy", "mistake", "blunder")
    called = [*actions, {"player": "You", "call": "calza"}]
    review = call("game_review", game={**game, "actions": called}, seat=0)["result"]
    assert review["decisions"][-1]["grade"] == answer["result"]["grade"]
    refused = call("game_judge", game=game, seat=0, move={"player": "You", "bid": "5x4"})
    said = refused["error"]["message"] if not refused["ok"] else {}
    assert said["en"] and said["zh"]



def test_playing_on_instead_of_a_calza_out_of_turn_is_judged_as_an_answer() -> None:
    """Spec (online Liar's Dice): calza out of turn, by anyone but the bidder; the learner's
    pass of 2026-12-07: the review named "play on without calling calza" the best move, and
    "Drill my mistakes" refused that very answer ("The move must be a bid or a call")."""
    game: dict[str, Any] = {"rules": "liars-dice", "seed": 5,
                            "names": ["You", "Ana", "Ben", "Cai"],
                            "bots": {"Ana": "normal", "Ben": "normal", "Cai": "normal"},
                            "actions": []}
    play_on = {"player": "You", "call": "play_on"}
    assert call("game_judge", game=game, seat=0, move=play_on)["ok"] is False
    bot = call("game_bot", game=game)["result"]["action"]
    game = {**game, "actions": [bot]}
    record = call("game_judge", game=game, seat=0, move=play_on)["result"]
    assert {"player": "You", "call": "calza"} in [m["action"] for m in record["moves"]]
    assert record["made"]["action"] == play_on and record["grade"] in GRADES
