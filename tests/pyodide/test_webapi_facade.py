"""engine.webapi, the JSON facade the browser worker calls (under CPython; parity covers Pyodide).

Issue 4: bad input gets a clear message in the reader's language, never a
traceback; the checker's verdict is the CLI's (issue 2, ``check``); a game
travels as seed + actions and replays identically.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from engine.cli import main as engine_cli
from engine.jsontext import MAX_JSON_DEPTH, json_depth
from engine.webapi import handle


def call(op: str, **args: Any) -> dict[str, Any]:
    envelope = json.loads(handle(op, json.dumps(args, ensure_ascii=False)))
    assert isinstance(envelope, dict)
    return envelope


def cli(*argv: str) -> dict[str, Any]:
    out = io.StringIO()
    assert engine_cli(list(argv), stdout=out, stderr=io.StringIO()) == 0
    result = json.loads(out.getvalue())
    assert isinstance(result, dict)
    return result


@pytest.mark.parametrize(("rules", "history", "bid", "extra"), [
    ("wango", "5x6", "3x1", []),                       # spec: `5x6` -> `3x1`
    ("wango", "3x1", "6x6", []),                       # spec: `3x1` -> `7x6`
    ("perudo", "1x4", "2x5", ["--palifico"]),          # spec: palifico face locked
    ("dudo", "", "2x1", ["--bidder-dice", "1"]),       # spec: single_die_only
    ("wango", "4x4", "4x2", ["--option", "cap_at_dice=false"]),  # spec: `4x2` not a raise
    ("wango", "4 个 4、5 个 6", "3x1", []),             # a history in the bid field's forms
    ("wango", "five sixes", "3 ones", []),
])
def test_check_gives_the_cli_verdict(rules: str, history: str, bid: str,
                                     extra: list[str]) -> None:
    """The widget's ``check`` starts with exactly the CLI's four keys and values.

    Source: issue 4 (bad input); issue 2, ``check``.
    """
    expected = cli("check", bid, "--rules", rules, "--dice-in-play", "20", "--history", history,
                   *extra)
    args: dict[str, Any] = {"rules": rules, "dice_in_play": 20, "history": history, "bid": bid,
                            "palifico": "--palifico" in extra}
    if "--bidder-dice" in extra:
        args["bidder_dice"] = 1
    if "--option" in extra:
        args["options"] = {"cap_at_dice": False}
    result = call("check", **args)["result"]
    assert {key: result[key] for key in expected} == expected


def test_own_dice_give_the_probability_with_the_round_wild_ones() -> None:
    """With own dice the chance the bid holds is the CLI's ``odds`` over the unseen dice.

    Source: issue 4 (bad input); issue 2, ``check``.
    """
    result = call("check", rules="wango", dice_in_play=10, history="", bid="3x3",
                  own="1 3 5")["result"]
    odds = cli("odds", "3x3", "--unseen", "7", "--own", "1 3 5")
    assert result["wild"] is True and result["probability"] == odds["probability"]
    unwild = call("check", rules="liars-dice", dice_in_play=10, history="", bid="2x1",
                  own="1 3 5")["result"]
    assert unwild["wild"] is False


@pytest.mark.parametrize(("args", "code", "field"), [
    ({"bid": "0x7"}, "bid_quantity_zero", "bid"),
    ({"bid": "seven"}, "bid_unreadable", "bid"),
    ({"bid": ""}, "bid_empty", "bid"),
    ({"bid": "5x3", "history": "4x4 3x4"}, "history_illegal", "history"),
    ({"bid": "5x3", "dice_in_play": "0x7"}, "invalid_number", "dice_in_play"),
    ({"bid": "5x3", "own": "1 2 3 4 5 6"}, "invalid_dice_list", "own"),
    ({"bid": "5x3", "rules": "yahtzee"}, "unknown_preset", "rules"),
    ({"bid": "5x3", "options": {"wild_ones": "maybe"}}, "invalid_option_value", "options"),
    ({"bid": "5x3", "owner": True}, "field_type", "owner"),
    # spec: Rule options, «`palifico` | true/false | palifico rounds exist» (none in wango)
    ({"bid": "3x5", "history": "2x4", "palifico": True}, "palifico_round_not_in_rules",
     "palifico"),
])
def test_bad_input_is_an_error_envelope_in_both_languages(args: dict[str, Any], code: str,
                                                          field: str) -> None:
    """Every reader mistake names its field and reads in English and Chinese.

    Source: issue 4 (bad input); issue 2, ``check``.
    """
    envelope = call("check", **{"rules": "wango", "dice_in_play": "10", **args})
    assert envelope["ok"] is False
    error = envelope["error"]
    assert (error["code"], error["field"]) == (code, field)
    assert error["message"]["en"] and error["message"]["zh"]
    assert error["message"]["en"] != error["message"]["zh"]


@pytest.mark.parametrize("typed", ["9007199254740993", "1234567890123456789012345678"])
def test_a_refused_seed_is_quoted_as_typed(typed: str) -> None:
    """Issue 42 item 7: «a 16-digit seed is quoted as typed». A seed past the largest the
    page can carry exactly (2**53 - 1) is refused with the digits the reader typed (a longer
    entry is cut with an ellipsis, never quoted as a shorter number); one within it is
    dealt from exactly that number."""
    error = call("game_new", rules="perudo", players=3, seed=typed, seat=0)["error"]
    assert error["field"] == "seed"
    shown = typed if len(typed) <= 24 else typed[:23] + "…"
    assert f"“{shown}”" in error["message"]["en"] and f"“{shown}”" in error["message"]["zh"]
    dealt = call("game_new", rules="perudo", players=3, seed="9007199254740991", seat=0)
    assert dealt["result"]["game"]["seed"] == 9007199254740991


def test_unknown_operations_and_broken_json_are_errors_not_exceptions() -> None:
    """The worker can pass anything; the facade always answers with an envelope.

    Source: issue 4 (bad input); issue 2, ``check``.
    """
    assert json.loads(handle("no_such_op", "{}"))["error"]["code"] == "field_unknown"
    assert json.loads(handle("check", "{"))["error"]["code"] == "malformed_json"
    assert json.loads(handle("check", "[]"))["error"]["code"] == "field_type"


def test_json_deeper_than_the_limit_is_refused_before_decoding() -> None:
    """Depth is measured on the text, so CPython and Pyodide refuse the same inputs.

    Source: issue 4 (bad input); issue 2, ``check``.
    """
    assert json_depth('{"a": "[[[[", "b": [[1]]}') == 3
    deep = "[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1)
    error = json.loads(handle("odds", deep))["error"]
    assert error["code"] == "malformed_json" and str(MAX_JSON_DEPTH) in error["message"]["zh"]


def test_a_game_replays_from_its_seed_and_actions() -> None:
    """game_new + game_bot + game_act: the state is data, and replaying it gives the same view.

    Source: issue 4 (bad input); issue 2, ``check``.
    """
    game = call("game_new", rules="perudo", players=3, seed=5)["result"]
    for _ in range(6):
        move = call("game_bot", game=game["game"], level="random")["result"]["action"]
        game = call("game_act", game=game["game"], action=move)["result"]
    again = call("game_view", game=game["game"])["result"]
    assert again["view"] == game["view"] and len(game["game"]["actions"]) == 6
    wrong = call("game_act", game=game["game"], action={"player": "Nobody", "call": "dudo"})
    assert wrong["error"]["code"] == "unknown_player"
