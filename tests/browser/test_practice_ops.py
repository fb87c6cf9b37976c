"""The webapi ops behind the practice table and the walkthrough, in CPython (no browser).

``game_bots`` plays bot moves for every seat but the reader's; ``walk`` judges
a worked example's round move by move. The browser tests drive them through
the worker; these pin their contract where a failure is quick to read.
Spec lines cited are from spec/rulesets.md.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.referee import referee
from engine.webapi import handle
from tests.browser.practice_support import op

NAMES = ["You", "Ana", "Ben"]


def new_game(rules: str = "wango", seed: int = 4) -> dict[str, Any]:
    return op("game_new", {"rules": rules, "players": NAMES, "seed": seed, "seat": 0})


def test_bots_stop_when_it_is_the_readers_turn() -> None:
    """Spec: play passes to the next player in seating order; the bots never move for seat 0."""
    state = new_game()
    for _ in range(40):
        if state["over"]:
            break
        state = op("game_bots", {"game": state["game"], "level": "normal", "seat": 0,
                                 "moves": 50})
        assert all(a["player"] != "You" for a in state["actions"])
        ended = bool(state["actions"]) and "call" in state["actions"][-1]
        assert state["to_act"] == 0 or ended or state["over"]
        if state["to_act"] == 0 and not state["over"] and state["view"]["dice_counts"][0]:
            legal = state["view"]["legal_actions"]
            move = next(a for a in legal if a.get("call") == "dudo") if state["view"]["bids"] \
                else legal[0]
            state = op("game_act", {"game": state["game"], "action": move, "seat": 0})


def test_bot_moves_match_game_bot_move_for_move() -> None:
    """Seeded: game_bots and game_bot choose the same move from the same game.

    Source: issue 4, "Practice".
    """
    state = new_game(seed=9)
    while state["to_act"] == 0:
        state = op("game_act", {"game": state["game"], "seat": 0,
                                "action": state["view"]["legal_actions"][0]})
    single = op("game_bot", {"game": state["game"], "level": "hard"})["action"]
    moved = op("game_bots", {"game": state["game"], "level": "hard", "seat": 0, "moves": 1})
    assert moved["actions"] == [single]


def test_a_call_ends_the_bots_turn_so_the_round_can_be_revealed() -> None:
    """Spec: a call ends the round; the reader sees the reveal before the next round starts."""
    state = new_game("perudo", seed=2)
    for _ in range(200):
        if state["to_act"] == 0:
            bids = state["view"]["bids"]
            move = {"player": "You", "call": "dudo"} if bids else state["view"]["legal_actions"][0]
            state = op("game_act", {"game": state["game"], "action": move, "seat": 0})
            continue
        before = state["view"]["round_number"]
        state = op("game_bots", {"game": state["game"], "level": "easy", "seat": 0,
                                 "moves": 500})
        if state["view"]["round_number"] != before:
            assert "call" in state["actions"][-1]
            assert state["last_round"]["outcome"]["call"] == state["actions"][-1]["call"]
            return
    pytest.fail("no round ended")


def reader_out(seed: int) -> dict[str, Any]:
    """Play a game (the reader always doubts) until the reader is out or the game ends."""
    state = new_game(seed=seed)
    while state["view"]["dice_counts"][0] and not state["over"]:
        if state["to_act"] == 0:
            bids = state["view"]["bids"]
            move = {"player": "You", "call": "dudo"} if bids else state["view"]["legal_actions"][0]
            state = op("game_act", {"game": state["game"], "action": move, "seat": 0})
        else:
            state = op("game_bots", {"game": state["game"], "level": "normal", "seat": 0})
    return state


def test_through_rounds_finishes_a_game_the_reader_is_out_of() -> None:
    """Spec: a player with 0 dice never acts again; the last player holding dice wins."""
    state = next(s for s in map(reader_out, range(1, 30)) if not s["over"])
    assert state["view"]["dice_counts"][0] == 0
    done = op("game_bots", {"game": state["game"], "level": "random", "seat": 0,
                            "moves": 2000, "through_rounds": True})
    assert done["over"] and len(done["winners"]) == 1 and "You" not in done["winners"]
    assert len(done["actions"]) > 1


@pytest.mark.parametrize("transcript", [
    {"rules": "wango", "players": [{"name": "Ana", "dice": [1, 2, 3, 4, 5]},
                                   {"name": "Ben", "dice": [6, 6, 6, 2, 2]}],
     "actions": [{"player": "Ana", "bid": "3x1"}, {"player": "Ben", "bid": "6x6"}]},
    {"rules": "perudo", "players": [{"name": "Ana", "dice": [1, 4]},
                                    {"name": "Ben", "dice": [4, 4, 2]}],
     "palifico": "Ana",
     "actions": [{"player": "Ana", "bid": "1x4"}, {"player": "Ben", "bid": "2x4"},
                 {"player": "Ana", "call": "dudo"}]},
], ids=["3x1-then-6x6-illegal", "palifico-dudo"])
def test_walk_judges_each_move_and_stops_at_the_first_illegal_one(
        transcript: dict[str, Any]) -> None:
    """Spec "referee contract": error.action is the first illegal move; ones -> 2q+1 faces."""
    walked = op("walk", {"transcript": transcript})
    verdict = referee(transcript)
    assert walked["verdict"] == verdict
    steps = walked["steps"]
    if verdict["error"]:
        assert len(steps) == verdict["error"]["action"] + 1
        assert steps[-1]["legal"] is False
        assert steps[-1]["reason"] == verdict["error"]["reason"]
        assert steps[-1]["message"] == verdict["error"]["message"]
    else:
        assert len(steps) == len(transcript["actions"])
    assert all(s["legal"] for s in steps[:-1])
    assert all(s["message"]["en"] and s["message"]["zh"] for s in steps)


def test_walk_refuses_a_malformed_transcript_in_both_languages() -> None:
    """Bad input gets a clear error in the reader's language, never a traceback.

    Source: issue 4, "Practice".
    """
    envelope = json.loads(handle("walk", json.dumps({"transcript": {"rules": "wango"}})))
    assert envelope["ok"] is False
    assert envelope["error"]["field"] == "transcript"
    assert envelope["error"]["message"]["en"] and envelope["error"]["message"]["zh"]
