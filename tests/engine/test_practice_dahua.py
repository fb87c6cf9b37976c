"""大话骰 in practice (issue 21 item 4: «practice (the 劈 answer buttons, penalties instead of
dice, the coach)»; spec, "大话骰: the Chinese bar rules", "Calls and stakes", "Scoring and
rounds"): the game ops offer the calls the rules allow at each moment, the stake and
penalties travel in the view, and the one judge (issue 42) reads 斋 bids in their mode and
values 劈/反劈/投降/开 in penalties against the table.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.bids import Bid, parse_bid
from engine.judge.decision import decision_record
from engine.judge.position import Position
from engine.judge.reading import read
from engine.review import review_game
from engine.round import Action, Round, Seat
from engine.rules import PRESETS
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


def _position(moves: tuple[tuple[str, str], ...], calls: tuple[tuple[str, str], ...] = (),
              you: tuple[int, ...] = (2, 3, 4, 5, 6)) -> Position:
    """Ana (you) and Ben, hard bots both, after ``moves`` then ``calls``; Ana's decision."""
    start = Round(PRESETS["dahua"], (Seat("Ana", you), Seat("Ben", (1, 2, 2, 3, 6))), opener=0)
    actions = [Action(p, bid=parse_bid(b)) for p, b in moves] + \
        [Action(p, call=c) for p, c in calls]
    return Position(start, tuple(actions), 0, ("hard", "hard"))


def test_the_judge_reads_a_zhai_bid_without_wild_ones() -> None:
    """Spec "Bids": «斋 counts F only»: Ana's two ones do not help a 斋 bid on threes; her own
    count of threes is 1 for 4x3z and 3 for 4x3 (飞)."""
    position = _position((("Ana", "3x3"), ("Ben", "4x3")), you=(1, 1, 3, 5, 6))
    reading = read(position)
    assert reading.own(3, False) == 1 and reading.own(3, True) == 3
    assert reading.holds(Bid(4, 3, "zhai")) < reading.holds(Bid(4, 3, "fei"))


def test_a_pi_costs_the_table_what_it_costs_the_bidder() -> None:
    """Issue 42 item 2: «大话骰 expected penalties relative to the table (what the others pay
    counts)»; spec "Calls and stakes": 劈 «doubles the stake to 2» and 投降 «pays half the
    stake»: heads-up, a 劈 that the bidder concedes costs Ana -1 (Ben pays 1), a 开 on a bid
    that fails costs her -1 too, and each move's cost lies between -4 and 4."""
    record = decision_record(_position((("Ana", "2x1"), ("Ben", "9x6z"))))
    moves = {m["move"]: m for m in record["moves"]}
    assert record["unit"] == "penalties" and record["stake"] == 1
    assert {"dudo", "pi"} <= set(moves)
    assert moves["pi"]["cost"] <= moves["dudo"]["cost"] + 1e-9
    assert all(-4.0 <= m["cost"] <= 4.0 for m in record["moves"])


def test_a_decision_under_a_pi_names_who_called_it_and_the_stake() -> None:
    """Spec "Calls and stakes": «劈 … doubles the stake to 2», and the bidder answers: the
    record of the bidder's decision says who called 劈 on whose bid (a drill of it asks about
    that 劈, not about the bid alone, issue 42 audit); a decision with no 劈 waiting has none."""
    record = decision_record(_position((("Ana", "2x1"), ("Ben", "4x3"), ("Ana", "5x3")),
                                       (("Ben", "pi"),)))
    assert record["stake"] == 2 and record["pi"] == {"by": "Ben", "bidder": "Ana", "fanpi": False}
    assert "pi" not in decision_record(_position((("Ana", "2x1"), ("Ben", "4x3"))))


def test_after_a_fanpi_the_caller_weighs_open_against_concede() -> None:
    """Spec "Calls and stakes": «After 反劈 the player who called 劈 answers open or concede
    (pays 2)»: at stake 4 the judge weighs exactly those two answers."""
    record = decision_record(_position((("Ana", "2x1"), ("Ben", "4x3")),
                                       (("Ana", "pi"), ("Ben", "fanpi"))))
    assert record["stake"] == 4 and record["pi"] == {"by": "Ana", "bidder": "Ben", "fanpi": True}
    assert {m["move"] for m in record["moves"]} == {"open", "concede"}
    concede = next(m for m in record["moves"] if m["move"] == "concede")
    assert concede["cost"] == pytest.approx(2.0)  # heads-up: 2 for you, 0 for Ben


def test_the_review_of_a_finished_pi_fanpi_round_counts_luck_in_penalties() -> None:
    """Spec "Scoring and rounds": «The round's loser takes the stake as penalty points»: the
    reviewed player opened at stake 4 and lost, so the round took 4 penalties, its luck is the
    opening's expected cost less what the round cost, and the summary speaks of penalties."""
    actions = [*PI_FANPI, {"player": "Ana", "call": "fanpi"}, {"player": "You", "call": "open"}]
    review = call("game_review", game={**game(actions), "bots": {"Ana": "normal"}})
    assert [d["action"] for d in review["decisions"]] == ["2x1", "pi", "open"]
    (round_entry,) = review["rounds"]
    assert round_entry["involved"] and round_entry["taken"] == 4
    assert round_entry["cost"] == 4.0  # heads-up: 4 for you, 0 for Ana
    assert "4 penalties" in review["summary"]["en"] and "4 杯" in review["summary"]["zh"]
    assert len(review["transcripts"]) == 1


def test_a_conceded_round_has_no_count_and_costs_half_the_stake() -> None:
    """Spec "Calls and stakes": «投降: the bidder loses without a count and pays half the
    stake, so 1»; the referee's «count is null» after a concession."""
    review = review_game(PRESETS["dahua"], ["You", "Ana"], SEED,
                         [Action("You", bid=parse_bid("2x1")), Action("Ana", bid=parse_bid("4x5")),
                          Action("You", call="pi"), Action("Ana", call="concede")],
                         0, ("hard", "normal"))
    (entry,) = review["rounds"]
    assert entry["count"] is None and entry["taken"] == 0 and entry["cost"] == -1.0
    actions = [{"player": "You", "bid": "2x1"}, {"player": "Ana", "bid": "4x5"},
               {"player": "You", "call": "pi"}]
    assert call("game_view", game=game(actions), seat=0)["view"]["stake"] == 2
