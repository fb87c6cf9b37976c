"""The tools' words say what happens at the table in front of the reader.

Source: issue 20: «a walkthrough tells Ana's dudo "Legal: you may challenge"»; «The drills page
says the caller of a right calza opens next: under Perudo the bidder does».
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from engine.referee import referee
from engine.rules import PRESETS
from engine.webapi import handle

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def _walk(example: str) -> list[dict[str, object]]:
    transcript = yaml.safe_load((EXAMPLES / f"{example}.yml").read_text(encoding="utf-8"))["round"]
    reply = json.loads(handle("walk", json.dumps({"transcript": transcript})))
    assert reply["ok"]
    steps = reply["result"]["steps"]
    assert isinstance(steps, list)
    return steps


@pytest.mark.parametrize(("example", "index"), [("five-threes-bob-loses", -1),
                                              ("calza-bidder-loses", -1),
                                              ("dahua-pi-then-open", 1)])
def test_a_walkthrough_names_the_caller_of_a_legal_call(example: str, index: int) -> None:
    """Issue 20: the walkthrough shows each move's verdict beside the player who made it, so
    a legal call names that player («Ana may challenge»), never the reader («you»); audit en 6,
    item 2: «Legal: you may call 劈 on 4x2» is the 劈's case of the same rule."""
    call = _walk(example)[index]
    message = call["message"]
    assert isinstance(message, dict)
    assert call["reason"] in ("dudo_call", "calza_call", "pi_call")
    assert f"Legal: {call['player']} may " in message["en"]
    assert f"{call['player']} 可以" in message["zh"]
    assert "you" not in message["en"].lower().split()


def test_the_answer_to_a_fanpi_names_the_fanpi() -> None:
    """Audit en 6, item 1: «Legal: Ben answers the 劈 on 4x5» was shown when Ben, who called
    the 劈, answers Ana's 反劈 (spec: «After 反劈 the player who called 劈 answers»)."""
    answer = _walk("dahua-pi-fanpi-open")[-1]
    message = answer["message"]
    assert isinstance(message, dict)
    assert answer["reason"] == "fanpi_answer"
    assert f"Legal: {answer['player']} answers the 反劈 on " in message["en"]
    assert "的反劈" in message["zh"]


@pytest.mark.parametrize(("preset", "opens"), [("perudo", "bidder"), ("liars-dice", "caller"),
                                              ("dudo", "caller")])
def test_after_a_right_calza_the_rule_set_decides_who_opens(preset: str, opens: str) -> None:
    """Issue 20: the drills page says who opens after a right calza per rule set: under
    Perudo the bidder (who loses a die), under Liar's Dice and Dudo the caller (nobody loses
    a die), as the referee decides."""
    assert PRESETS[preset].calza
    players = [{"name": "Ana", "dice": [3, 3, 2]}, {"name": "Ben", "dice": [3, 5, 6]},
               {"name": "Cai", "dice": [4, 4, 6]}]
    actions = [{"player": "Ana", "bid": "3x3"}, {"player": "Ben", "call": "calza"}]
    outcome = referee({"rules": preset, "players": players, "actions": actions})["outcome"]
    assert outcome["count"] == 3
    assert outcome["next_opener"] == outcome[opens]
    lost = {name: change for name, change in outcome["dice_change"].items() if change < 0}
    assert lost == ({"Ana": -1} if opens == "bidder" else {})
