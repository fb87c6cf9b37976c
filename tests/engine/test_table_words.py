"""Messages speak of the table in front of the reader, not of the engine's limits.

Source: issue 20, item 4: «messages speak of the table in front of the reader (its dice in
play), not the engine's limits»; «a bad quantity gets "a whole number from 1 to 101" at a
table of 10 dice».
"""

from __future__ import annotations

import json

import pytest

from engine.bids import MAX_QUANTITY, parse_bid
from engine.drills import check, drill
from engine.errors import BidParseError, EngineError
from engine.rules import PRESETS
from engine.webapi import handle


def _error(op: str, args: dict[str, object]) -> dict[str, object]:
    reply = json.loads(handle(op, json.dumps(args)))
    assert reply["ok"] is False
    error = reply["error"]
    assert isinstance(error, dict)
    return error


@pytest.mark.parametrize("bid", ["200x3", "9999x2", "200个3"])
def test_a_quantity_past_any_table_names_the_dice_in_play(bid: str) -> None:
    """Issue 20: at a table of 10 dice the bid checker's error names the 10 dice in play and
    the most that can show there, in both languages, and never the engine's 101; and no
    quantity range to bid in, which only WANGO's cap has (spec: `cap_at_dice`)."""
    error = _error("check", {"rules": "perudo", "dice_in_play": 10, "bid": bid})
    assert error["code"] == "bid_quantity_past_table" and error["field"] == "bid"
    message = error["message"]
    assert isinstance(message, dict)
    assert "10 dice in play" in message["en"] and "at most 10." in message["en"]
    assert "10 颗骰子" in message["zh"] and "最多也只有 10 颗" in message["zh"]
    assert "1 to 10" not in message["en"] and "1 到 10" not in message["zh"]
    assert all(str(MAX_QUANTITY) not in text for text in message.values())


def test_a_quantity_of_nothing_says_a_bid_needs_a_die() -> None:
    """Issue 20: «0x7» is refused for being no quantity at all, with no limit in sight."""
    error = _error("check", {"rules": "wango", "dice_in_play": 10, "bid": "0x7"})
    assert error["code"] == "bid_quantity_zero"
    message = error["message"]
    assert isinstance(message, dict)
    assert all(str(MAX_QUANTITY) not in text for text in message.values())


def test_a_bad_history_bid_and_a_typed_drill_answer_speak_of_their_table() -> None:
    """Issue 20: the same words wherever the table is known: a bid of the history in the
    bid checker, and a typed answer to a drill about a position with its dice in play."""
    error = _error("check", {"rules": "wango", "dice_in_play": 12, "history": "300x4",
                             "bid": "5x5"})
    assert error["code"] == "bid_quantity_past_table" and error["field"] == "history"
    question = next(q for i in range(40)
                    if (q := drill(PRESETS["perudo"], "lowest", "w", i)).typed)
    with pytest.raises(EngineError) as refused:
        check(question, "400x2")
    assert refused.value.code == "bid_quantity_past_table"
    assert refused.value.params["dice"] == question.position["dice_in_play"]


def test_without_a_table_the_parser_keeps_its_own_bound() -> None:
    """Issue 14 (the one largest quantity, ARCHITECTURE: «`MAX_QUANTITY` = 2 × 50 + 1 =
    101»): where no table is known (a bid written on a page) the parser still refuses more
    than its bound, with the bound in the message."""
    with pytest.raises(BidParseError) as refused:
        parse_bid("200x3")
    assert refused.value.code == "bid_quantity_out_of_range"
