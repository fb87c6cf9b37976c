"""大话骰 at the table (issue 24: «in 大话骰 劈/反劈/投降»; issue 21 item 4; spec, 大话骰
"Calls and stakes", "Scoring and rounds"): each call kind played through the facade, the
stake and penalties in the view, the reveal's counting rule by the final bid's mode."""

from __future__ import annotations

import json
from typing import Any

from engine.table_file import read_saved
from engine.webapi import handle

CALL_WORDS = ("dudo", "calza", "pi", "open", "fanpi", "concede")


def call(op: str, **args: Any) -> dict[str, Any]:
    """One facade call, decoded."""
    result: dict[str, Any] = json.loads(handle(op, json.dumps(args, ensure_ascii=False)))
    return result


def play(script: str, names: str = "Ana Ben Cai") -> dict[str, Any]:
    """A dahua game from ``"Ana 4x3, Ben pi, Ana open, =5"`` (``=N``: the reveal's count)."""
    players = names.split()
    answer = call("table_new", rules="dahua", players=players, opener=players[0])
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    for item in filter(None, (part.strip() for part in script.split(","))):
        if item.startswith("="):
            move: dict[str, Any] = {"count": int(item[1:])}
        else:
            player, what = item.split()
            move = {"player": player, "call" if what in CALL_WORDS else "bid": what}
        answer = call("table_move", game=result["game"], move=move)
        assert answer["ok"], (move, answer)
        result = answer["result"]
    return result


def penalties(result: dict[str, Any]) -> dict[str, int]:
    return {seat["name"]: seat["penalties"] for seat in result["view"]["seats"]}


def test_dahua_view_keeps_penalties_and_offers_its_calls() -> None:
    """spec: «(`"call": "dudo"`): only the next player», «劈 … the next player»; issue 24:
    «each seat's dice count (or score / penalties)»."""
    view = play("Ana 4x3")["view"]
    assert view["score_kind"] == "penalties" and view["stake"] == 1 and view["pi"] is None
    assert view["calls"] == {"dudo": ["Ben"], "pi": ["Ben"], "open": [], "fanpi": [],
                             "concede": []}
    assert all(seat["penalties"] == 0 and seat["dice"] == 5 for seat in view["seats"])


def test_dahua_lowest_bids_come_in_both_modes() -> None:
    """spec: «an opening 飞 bid needs at least N + 1 dice, an opening 斋 bid
    (ones included) at least N»; the brief: «quick buttons for the lowest legal bid of each
    face in both modes»."""
    lowest = play("")["view"]["lowest"]
    assert lowest == ["3x1", "4x2", "4x3", "4x4", "4x5", "4x6",
                      "3x2z", "3x3z", "3x4z", "3x5z", "3x6z"]
    after = play("Ana 4x3z")["view"]["lowest"]
    assert "8x2" in after and "4x4z" in after and "4x1" in after


def test_dahua_open_counts_by_the_final_bids_mode() -> None:
    """spec: «飞 counts F plus every 1; 斋 counts F only; a bid on 1 counts ones»; issue 24:
    «the phone asks only for what the table sees … (counting rules shown)»."""
    fei = play("Ana 4x3, Ben dudo")["view"]["pending"]
    zhai = play("Ana 4x3z, Ben dudo")["view"]["pending"]
    ones = play("Ana 3x1, Ben dudo")["view"]["pending"]
    assert (fei["counting"], zhai["counting"], ones["counting"]) == (
        "with_ones", "face_only", "ones_only")


def test_dahua_kai_costs_the_loser_one() -> None:
    """spec: «The bid holds when the count reaches its quantity; the loser is the challenger
    if it holds, else the bidder. Stake 1»; «The round's loser opens the next round»."""
    held = play("Ana 4x3, Ben dudo, =4")
    assert held["outcome"]["loser"] == "Ben" and held["outcome"]["stake"] == 1
    assert penalties(held) == {"Ana": 0, "Ben": 1, "Cai": 0}
    assert held["view"]["opener"] == "Ben" and held["view"]["round_number"] == 2


def test_dahua_pi_goes_to_the_bidder_and_open_pays_two() -> None:
    """spec: «doubles the stake to 2 and the round goes to the bidder, who answers with one of:»,
    «`"call": "open"` (count at stake 2)»; «Each action after a 劈 that is not one of these
    answers, or by the wrong player, is illegal (`answer_pi_first`)»."""
    after_pi = play("Ana 4x3, Ben pi")
    view = after_pi["view"]
    assert view["phase"] == "bidding" and view["stake"] == 2 and view["to_act"] == "Ana"
    assert view["pi"] == {"player": "Ben", "fanpi": False} and view["lowest"] == []
    assert view["calls"] == {"dudo": [], "pi": [], "open": ["Ana"], "fanpi": ["Ana"],
                             "concede": ["Ana"]}
    refused = call("table_move", game=after_pi["game"], move={"player": "Ana", "bid": "5x3"})
    assert refused["error"]["code"] == "answer_pi_first"
    opened = play("Ana 4x3, Ben pi, Ana open, =3")
    assert opened["outcome"]["loser"] == "Ana" and opened["outcome"]["stake"] == 2
    assert penalties(opened) == {"Ana": 2, "Ben": 0, "Cai": 0}


def test_dahua_fanpi_passes_the_answer_back_and_pays_four() -> None:
    """spec: «`"call": "fanpi"` (反劈: stake 4, then counted», «After 反劈 the player who
    called 劈 answers `open` or `concede` (pays 2)»."""
    view = play("Ana 4x3, Ben pi, Ana fanpi")["view"]
    assert view["stake"] == 4 and view["to_act"] == "Ben" and view["pi"]["fanpi"] is True
    assert view["calls"]["open"] == ["Ben"] and view["calls"]["fanpi"] == []
    counted = play("Ana 4x3, Ben pi, Ana fanpi, Ben open, =6")
    assert counted["outcome"]["loser"] == "Ben" and counted["outcome"]["stake"] == 4
    assert penalties(counted)["Ben"] == 4
    conceded = play("Ana 4x3, Ben pi, Ana fanpi, Ben concede")
    assert conceded["outcome"]["conceded"] is True and conceded["outcome"]["count"] is None
    assert penalties(conceded) == {"Ana": 0, "Ben": 2, "Cai": 0}


def test_dahua_concession_asks_no_count() -> None:
    """spec: «`"call": "concede"` (投降: the bidder loses without a count and pays half the
    stake, so 1)»; the brief: «a concession asks no count»."""
    result = play("Ana 4x3, Ben pi, Ana concede")
    assert result["outcome"]["loser"] == "Ana" and result["outcome"]["count"] is None
    assert result["view"]["phase"] == "bidding" and result["view"]["pending"] is None
    assert penalties(result) == {"Ana": 1, "Ben": 0, "Cai": 0}
    assert result["view"]["log"][0]["calls"] == [{"player": "Ben", "call": "pi"},
                                                 {"player": "Ana", "call": "concede"}]


def test_dahua_game_ends_after_its_rounds_with_fewest_penalties_winning() -> None:
    """spec: «A game is `rounds` rounds (default 2N); the players with the fewest penalties
    win, ties share»."""
    result = play("Ana 3x1, Ben dudo, =0, Ana 2x1, Ben dudo, =5, Ben 2x1, Ana dudo, =0, "
                  "Ben 2x1, Ana dudo, =0", names="Ana Ben")
    assert result["view"]["over"] is True and result["view"]["phase"] == "over"
    assert result["view"]["total_rounds"] == 4
    assert result["view"]["winners"] == ["Ana"] and penalties(result) == {"Ana": 1, "Ben": 3}


def test_dahua_saved_game_replays_every_call_kind() -> None:
    """issue 24: «the browser keeps the move list and replays it on reload»; «any step can
    be undone, back to the start»."""
    result = play("Ana 4x3, Ben pi, Ana fanpi, Ben open, =2, Ana 3x1z, Ben pi, Ana concede")
    table = read_saved(result["game"])
    assert [seat.penalties for seat in table.round.seats] == [5, 0, 0]
    shorter = {**result["game"], "moves": result["game"]["moves"][:-1]}
    undone = call("table_load", text=json.dumps(shorter))["result"]["view"]
    assert undone["stake"] == 2 and undone["to_act"] == "Ana" and undone["pi"]["player"] == "Ben"
