"""The table companion's game (engine/table.py, engine/table_file.py, webapi table_ops):
a real table's game driven by moves, resolved from the count the table reports."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest
from engine_support import assert_bilingual

from engine import Action, Bid, Game, make_rules
from engine.bots import bot
from engine.errors import TableError
from engine.rules import PRESETS
from engine.table import roll_for_seats
from engine.table_file import (
    MAX_MOVES,
    MAX_NAME,
    MAX_TEXT,
    check_name,
    read_saved,
    read_saved_text,
    saved,
)
from engine.webapi import handle


def call(op: str, **args: Any) -> dict[str, Any]:
    """One facade call, decoded."""
    result: dict[str, Any] = json.loads(handle(op, json.dumps(args, ensure_ascii=False)))
    return result


def moves(script: str) -> list[dict[str, Any]]:
    """Moves from ``"Ana 3x4, Ben dudo pressure, =2"`` (``=N``: the reveal's count)."""
    result: list[dict[str, Any]] = []
    for item in filter(None, (part.strip() for part in script.split(","))):
        if item.startswith("="):
            result.append({"count": int(item[1:])})
            continue
        player, what, *flags = item.split()
        move: dict[str, Any] = {"player": player}
        move["call" if what in ("dudo", "calza") else "bid"] = what
        if "pressure" in flags:
            move["pressure"] = True
        result.append(move)
    return result


def play(rules: str, names: str, script: str, *, opener: str | None = None,
         options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A new game played through the facade move by move; every move must be legal."""
    players = names.split()
    answer = call("table_new", rules=rules, options=options or {}, players=players,
                  opener=opener or players[0])
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    for move in moves(script):
        answer = call("table_move", game=result["game"], move=move)
        assert answer["ok"], (move, answer)
        result = answer["result"]
    return result


def seats(result: dict[str, Any], key: str = "dice") -> dict[str, int]:
    return {seat["name"]: seat[key] for seat in result["view"]["seats"]}


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_round_under_every_preset_is_resolved_from_the_count(preset: str) -> None:
    """issue 24: «the phone asks only for what the table sees: how many dice match the bid
    … The engine then says who loses how much, updates the seats … and names who opens the
    next round»; spec: «The next round is opened by the player who lost dice in the
    resolution»."""
    result = play(preset, "Ana Ben Cai", "Ana 4x5, Ben dudo, =3")
    outcome = result["outcome"]
    assert (outcome["loser"], outcome["winner"], outcome["bid_holds"]) == ("Ana", "Ben", False)
    view = result["view"]
    assert view["round_number"] == 2 and view["opener"] == "Ana" and view["to_act"] == "Ana"
    if PRESETS[preset].party:
        assert seats(result, "score") == {"Ana": -1, "Ben": 1, "Cai": 0}
        assert seats(result) == {"Ana": 5, "Ben": 5, "Cai": 5}
        assert view["score_kind"] == "score"
    elif PRESETS[preset].drinks:
        assert seats(result, "penalties") == {"Ana": 1, "Ben": 0, "Cai": 0}
        assert seats(result) == {"Ana": 5, "Ben": 5, "Cai": 5}
        assert view["score_kind"] == "penalties"
    else:
        assert seats(result) == {"Ana": 4, "Ben": 5, "Cai": 5}
        assert view["score_kind"] == "dice"
    assert [entry["outcome"]["count"] for entry in view["log"]] == [3]


def test_an_illegal_bid_is_refused_and_never_becomes_the_standing_bid() -> None:
    """issue 24: «each is judged at once with the engine's reason; an illegal bid is shown as
    such and does not become the standing bid»."""
    before = play("wango", "Ana Ben", "Ana 5x6")
    answer = call("table_move", game=before["game"], move={"player": "Ben", "bid": "2x1"})
    assert answer["ok"] is False and answer["error"]["code"] == "ones_too_few"
    assert_bilingual(answer["error"]["message"])
    again = call("table_load", text=json.dumps(before["game"]))["result"]
    assert again["view"]["standing"] == {"player": "Ana", "bid": "5x6"}
    typed = call("table_move", game=before["game"], move={"player": "Ben", "bid": "seven"})
    assert typed["error"]["code"] == "bid_unreadable" and typed["error"]["field"] == "bid"
    spoken = call("table_move", game=before["game"], move={"player": "Ben", "bid": "六个六"})
    assert spoken["ok"] and spoken["result"]["view"]["standing"]["bid"] == "6x6"


def test_calza_in_and_out_of_turn_follows_calza_by() -> None:
    """spec: «who may call calza: only the player whose turn it is, or any active player
    except the bidder»; issue 24: «calza (by whoever may call it under the rules)»."""
    anyone = play("liars-dice", "Ana Ben Cai", "Ana 3x4")
    assert anyone["view"]["calls"] == {"dudo": ["Ben"], "calza": ["Ben", "Cai"]}
    done = play("liars-dice", "Ana Ben Cai", "Ana 3x4, Cai calza, =3")
    assert done["outcome"]["caller"] == "Cai" and done["view"]["opener"] == "Cai"
    nextonly = play("perudo", "Ana Ben Cai", "Ana 3x4")
    assert nextonly["view"]["calls"] == {"dudo": ["Ben"], "calza": ["Ben"]}
    refused = call("table_move", game=nextonly["game"], move={"player": "Cai", "call": "calza"})
    assert refused["error"]["code"] == "not_your_turn"
    none = play("wango", "Ana Ben Cai", "Ana 3x4")
    assert none["view"]["calls"] == {"dudo": ["Ben"]}  # no calza button where the rules have none


def test_calza_rewards_follow_the_rules() -> None:
    """spec: «Correct calza with `caller_regains`: the caller gains 1 die, never above 5 (at 5
    dice: no change), and the bidder loses nothing. With `bidder_loses`: the bidder loses 1
    die.»"""
    full = play("liars-dice", "Ana Ben Cai", "Ana 4x5, Ben dudo, =1, Ana 3x2, Ben calza, =3")
    assert full["outcome"]["dice_change"] == {} and full["view"]["opener"] == "Ben"
    assert seats(full) == {"Ana": 4, "Ben": 5, "Cai": 5}
    regained = play("liars-dice", "Ana Ben Cai", "Ana 4x5, Ben dudo, =1, Ana 3x2, Ben 3x3, "
                    "Ana calza, =3")
    assert regained["outcome"]["dice_change"] == {"Ana": 1} and seats(regained)["Ana"] == 5
    loses = play("perudo", "Ana Ben Cai", "Ana 3x2, Ben calza, =3")
    assert loses["outcome"]["dice_change"] == {"Ana": -1} and loses["view"]["opener"] == "Ana"
    wrong = play("perudo", "Ana Ben Cai", "Ana 3x2, Ben calza, =4")
    assert wrong["outcome"]["dice_change"] == {"Ben": -1} and wrong["view"]["opener"] == "Ben"


def test_dice_loss_difference_takes_the_gap() -> None:
    """spec: options, «dice_loss: difference»: the loser loses the difference (at least 1)."""
    result = play("perudo", "Ana Ben Cai", "Ana 7x4, Ben dudo, =4",
                  options={"dice_loss": "difference"})
    assert result["outcome"]["dice_change"] == {"Ana": -3} and seats(result)["Ana"] == 2


def test_a_palifico_round_and_its_owner() -> None:
    """spec: «the first time a player is reduced to exactly one die (by any resolution), the
    next round is that player's palifico round»; issue 24: «whether the round is a palifico
    round»."""
    script = "Ana 9x6, Ben dudo, =0, " * 4
    result = play("perudo", "Ana Ben Cai", script.rstrip(", "))
    view = result["view"]
    assert seats(result)["Ana"] == 1 and view["palifico"] == "Ana" and view["wild"] is False
    assert view["opener"] == "Ana"
    locked = call("table_move", game=play("perudo", "Ana Ben Cai", script + "Ana 1x4")["game"],
                  move={"player": "Ben", "bid": "2x5"})
    assert locked["error"]["code"] == "face_locked"
    after = play("perudo", "Ana Ben Cai", script + "Ana 1x4, Ben dudo, =0")
    assert after["view"]["palifico"] is None and seats(after)["Ana"] == 0
    assert after["outcome"]["eliminated"] == ["Ana"] and after["view"]["opener"] == "Ben"


def test_opened_on_ones_is_reported() -> None:
    """spec: options, «ones_opened_unwild»: a round opened on ones is played without wild ones."""
    result = play("liars-dice", "Ana Ben", "Ana 2x1")
    assert result["view"]["opened_on_ones"] is True and result["view"]["wild"] is False


def test_party_pressure_and_scores_to_the_end() -> None:
    """spec: «N players play exactly 2N rounds», «each player may use pressure twice in the whole
    game», «A pressured round transfers 3 points instead of 1»; issue 24: «whether pressure is
    still available, what the party scores are»."""
    result = play("wango-party", "Ana Ben", "Ana 3x4 pressure, Ben dudo, =5")
    assert result["outcome"]["transfer"] == 3
    assert seats(result, "score") == {"Ana": 3, "Ben": -3}
    assert seats(result, "pressure_left") == {"Ana": 1, "Ben": 2}
    again = play("wango-party", "Ana Ben", "Ana 3x4 pressure, Ben dudo, =5, "
                 "Ben 3x4, Ana dudo pressure, =0, Ben 2x2, Ana dudo, =2")
    assert again["view"]["pressure"] == ["Ben"]
    refused = call("table_move", game=again["game"],
                   move={"player": "Ana", "bid": "2x2", "pressure": True})
    assert refused["error"]["code"] == "pressure_used_up"
    over = play("wango-party", "Ana Ben", "Ana 3x4, Ben dudo, =5, " + "Ben 3x4, Ana dudo, =0, " * 3)
    assert over["view"]["over"] and over["view"]["winners"] == ["Ana"]
    assert over["view"]["phase"] == "over" and len(over["view"]["log"]) == 4
    late = call("table_move", game=over["game"], move={"player": "Ana", "bid": "1x2"})
    assert late["error"]["code"] == "table_game_over"


def test_a_pressure_counts_as_used_from_the_bid_or_call_it_is_attached_to() -> None:
    """spec: «each player may use pressure twice in the whole game, attached to their own bid
    or their own challenge»: the seat shows the use at once, not only after the count (a
    newcomer saw «pressure left: 2» beside a pressured bid)."""
    bidding = play("wango-party", "Ana Ben", "Ana 3x4 pressure")
    assert seats(bidding, "pressure_left") == {"Ana": 1, "Ben": 2}
    counting = play("wango-party", "Ana Ben", "Ana 3x4, Ben dudo pressure")
    assert counting["view"]["phase"] == "reveal" and counting["view"]["pressured"]
    assert seats(counting, "pressure_left") == {"Ana": 2, "Ben": 1}
    settled = play("wango-party", "Ana Ben", "Ana 3x4, Ben dudo pressure, =5")
    assert seats(settled, "pressure_left") == {"Ana": 2, "Ben": 1}


def test_elimination_ends_a_classic_game() -> None:
    """spec: «A player with 0 dice is eliminated and never acts again. The last player holding
    dice wins (elimination modes).»"""
    result = play("wango", "Ana Ben", "Ana 2x6, Ben dudo, =0, " * 5)
    assert result["view"]["over"] and result["view"]["winners"] == ["Ben"]
    three = play("wango", "Ana Ben Cai", "Ana 2x6, Ben dudo, =0, " * 5)
    assert three["view"]["to_act"] == "Ben" and not three["view"]["seats"][0]["active"]


def test_the_reveal_asks_only_for_a_count_in_range() -> None:
    """issue 24: «after a call, the phone asks only for what the table sees»; README: bad
    input gets a clear error in the reader's language."""
    pending = play("perudo", "Ana Ben", "Ana 3x1, Ben dudo")
    view = pending["view"]
    assert view["phase"] == "reveal" and view["pending"]["counting"] == "ones_only"
    assert play("perudo", "Ana Ben", "Ana 3x4, Ben dudo")["view"]["pending"]["counting"] == \
        "with_ones"
    bid = call("table_move", game=pending["game"], move={"player": "Ana", "bid": "4x1"})
    assert bid["error"]["code"] == "table_reveal_pending"
    high = call("table_move", game=pending["game"], move={"count": 11})
    assert high["error"]["code"] == "invalid_number"
    assert_bilingual(high["error"]["message"])
    early = call("table_move", game=play("perudo", "Ana Ben", "")["game"], move={"count": 1})
    assert early["error"]["code"] == "table_no_call_to_count"


def test_undo_is_a_replay_without_the_last_move() -> None:
    """issue 24: «any step can be undone, back to the start»; «the browser keeps the move list
    and replays it»."""
    steps = moves("Ana 3x4, Ben 4x4, Cai dudo, =4, Cai 2x2")
    game = play("perudo", "Ana Ben Cai", "")["game"]
    states = [call("table_load", text=json.dumps(game))["result"]["view"]]
    for move in steps:
        game = call("table_move", game=game, move=move)["result"]["game"]
        states.append(call("table_load", text=json.dumps(game))["result"]["view"])
    for length in range(len(steps), -1, -1):
        shorter = {**game, "moves": game["moves"][:length]}
        assert call("table_load", text=json.dumps(shorter))["result"]["view"] == states[length]


def test_roll_for_seats_seats_the_highest_first_and_rerolls_ties() -> None:
    """issue 24: «or "decide by roll" with the seating rule the site describes» (the setup
    page: the highest roller sits first and opens, ties roll again)."""
    for seed in range(40):
        order, rolls = roll_for_seats(["A", "B", "C", "D", "E", "F"], seed)
        assert sorted(order) == ["A", "B", "C", "D", "E", "F"]
        for first, second in itertools.pairwise(order):
            a, b = rolls[first], rolls[second]
            common = next(i for i in range(min(len(a), len(b))) if a[i] != b[i])
            assert a[common] > b[common]
    answer = call("table_roll", rules="dudo", players=["Ana", "Ben", "Cai"], seed=7)["result"]
    assert answer["opener"] == answer["players"][0]
    table = call("table_new", rules="dudo", players=answer["players"], opener=answer["opener"])
    assert table["result"]["view"]["to_act"] == answer["opener"]


def test_the_table_agrees_with_the_dealt_game() -> None:
    """issue 24: «One state machine. The table's game is the engine's game»: a seeded bot game
    replayed at the table with each reveal's real count ends the same, round for round."""
    rules = make_rules("perudo")
    game = Game(rules, ["Ana", "Ben", "Cai", "Dev"], seed=11)
    game.play([bot("normal")] * 4, seed=3)
    opener = game.rounds[0]["actions"][0]["player"]
    script: list[dict[str, Any]] = []
    for transcript in game.rounds:
        script += transcript["actions"] + [{"count": transcript["outcome"]["count"]}]
    saved_game = {"kind": "dudo-table", "version": 1, "rules": "perudo", "options": {},
                  "players": ["Ana", "Ben", "Cai", "Dev"], "opener": opener, "moves": script}
    table = read_saved(saved_game)
    assert [r["outcome"] for r in table.game.rounds] == [r["outcome"] for r in game.rounds]
    assert table.game.winners == game.winners and saved(table) == saved_game


GOOD = {"kind": "dudo-table", "version": 1, "rules": "perudo", "options": {},
        "players": ["Ana", "Ben"], "opener": "Ana", "moves": [{"player": "Ana", "bid": "3x4"}]}
HOSTILE: list[tuple[str, Any, str]] = [
    ("not json", "{nope", "malformed_json"),
    ("too deep", "[" * 200, "malformed_json"),
    ("too large", json.dumps({**GOOD, "pad": "x" * MAX_TEXT}), "table_too_large"),
    ("another kind", json.dumps({"rules": "perudo"}), "table_not_a_game"),
    ("another version", json.dumps({**GOOD, "version": 2}), "table_version"),
    ("a version of the wrong type", json.dumps({**GOOD, "version": True}), "table_version_form"),
    ("a version written as text", json.dumps({**GOOD, "version": "1"}), "table_version_form"),
    ("an unknown key", json.dumps({**GOOD, "extra": 1}), "field_unknown"),
    ("markup in a name", json.dumps({**GOOD, "players": ["<img src=x>", "Ben"]}),
     "table_name_invalid"),
    ("a control character", json.dumps({**GOOD, "players": ["A\u202eB", "Ben"]}),
     "table_name_invalid"),
    ("a long name", json.dumps({**GOOD, "players": ["x" * 80, "Ben"]}), "table_name_invalid"),
    ("an invisible name", json.dumps({**GOOD, "players": ["\u200b", "Ben"]}),
     "table_name_invalid"),
    ("names of the wrong type", json.dumps({**GOOD, "players": [1, 2]}), "field_type"),
    ("the same name twice", json.dumps({**GOOD, "players": ["Ana", "Ana"]}),
     "table_duplicate_name"),
    ("a name twice but for case", json.dumps({**GOOD, "players": ["Ana", "ana"]}),
     "table_duplicate_name"),
    ("a name twice but for a zero-width space",
     json.dumps({**GOOD, "players": ["Ana", "A\u200bna"]}), "table_duplicate_name"),
    ("too many players", json.dumps({**GOOD, "players": list("ABCDEFG")}), "player_count"),
    ("an opener not seated", json.dumps({**GOOD, "opener": "Zed"}), "unknown_player"),
    ("an unknown preset", json.dumps({**GOOD, "rules": "poker"}), "unknown_preset"),
    ("moves of the wrong type", json.dumps({**GOOD, "moves": {"a": 1}}), "field_type"),
    ("too many moves", json.dumps({**GOOD, "moves": [{}] * (MAX_MOVES + 1)}),
     "table_too_many_moves"),
    ("a move of the wrong shape", json.dumps({**GOOD, "moves": [{"player": "Ana"}]}),
     "field_type"),
    ("a count of the wrong type", json.dumps({**GOOD, "moves": [{"count": "3"}]}), "field_type"),
    ("an unreadable bid", json.dumps({**GOOD, "moves": [{"player": "Ana", "bid": "0x7"}]}),
     "table_move_unreadable"),
    ("an illegal move", json.dumps({**GOOD, "moves": [{"player": "Ben", "bid": "3x4"}]}),
     "table_move_illegal"),
    ("a move after the count is due",
     json.dumps({**GOOD, "moves": moves("Ana 3x4, Ben dudo, Ana 4x4")}), "table_move_illegal"),
]


@pytest.mark.parametrize(("text", "code"), [(t, c) for _, t, c in HOSTILE],
                         ids=[name for name, _, _ in HOSTILE])
def test_a_malformed_or_hostile_saved_game_is_refused_with_a_reason(text: str, code: str) -> None:
    """issue 24: «an imported file or a shared link that is malformed, from another version,
    or hostile (huge, deeply nested, wrong types, names with markup or control characters)
    gets a clear error in the reader's language»."""
    answer = call("table_load", text=text)
    assert answer["ok"] is False and answer["error"]["code"] == code, answer
    assert answer["error"]["field"] == "text"
    assert_bilingual(answer["error"]["message"])
    with pytest.raises(Exception) as raised:
        read_saved_text(text)
    assert getattr(raised.value, "code", None) == code


def test_odds_on_demand_from_own_dice() -> None:
    """issue 24: «a player may enter their own dice privately to see the chance of the
    standing bid and of their options»."""
    game = play("perudo", "Ana Ben", "Ana 3x4")["game"]
    odds = call("table_odds", game=game, player="Ben", own="4 4 4 2 2")["result"]["odds"]
    assert odds[0] == {"kind": "standing", "bid": "3x4", "probability": 1.0}
    lowest = play("perudo", "Ana Ben", "Ana 3x4")["view"]["lowest"]
    assert [row["bid"] for row in odds[1:]] == lowest
    assert {row["kind"] for row in odds[1:]} == {"raise"}
    bad = call("table_odds", game=game, player="Ben", own="7")
    assert bad["error"]["code"] == "invalid_dice_list"


def test_random_bot_games_replay_identically() -> None:
    """issue 24: «reload = replay»: any legal move list saved and read back gives the same
    game (random games under every preset)."""
    rng = random.Random(5)
    for preset in PRESETS:
        game = play(preset, "Ana Ben Cai", "")["game"]
        for _ in range(30):
            view = call("table_load", text=json.dumps(game))["result"]["view"]
            if view["over"]:
                break
            if view["phase"] == "reveal":
                move: dict[str, Any] = {"count": rng.randint(0, view["dice_in_play"])}
            elif view["standing"] and rng.random() < 0.4:
                move = {"player": view["to_act"], "call": "dudo"}
            else:
                move = {"player": view["to_act"], "bid": rng.choice(view["lowest"])}
            game = call("table_move", game=game, move=move)["result"]["game"]
        assert saved(read_saved(game)) == game


def test_hidden_dice_are_never_counted_without_the_table_count() -> None:
    """issue 24: «the count entered at the reveal as the only thing the engine cannot see»: a
    hidden-dice game refuses to resolve a call by counting dice it does not have."""
    game = Game(make_rules("perudo"), ["Ana", "Ben"], seed=0, opener=1, hidden=True)
    assert game.round.to_act == 1 and {d for s in game.round.seats for d in s.dice} == {0}
    game.apply(Action("Ben", bid=Bid(3, 4)))
    with pytest.raises(ValueError, match="count"):
        game.apply(Action("Ana", call="dudo"))
    outcome = game.apply(Action("Ana", call="dudo"), count=3)
    assert outcome is not None and outcome.bid_holds and outcome.loser == "Ana"


def test_a_name_is_as_long_as_a_reader_sees_it() -> None:
    """Issue 44, small items: «four family emoji are "over 24 characters"»: a name's length is
    what a reader sees (an emoji built of joined code points is one), and its limit still
    holds for plain letters."""
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466"
    assert check_name(family * 4) == family * 4
    assert check_name("\U0001f44d\U0001f3fd" * 24) == "\U0001f44d\U0001f3fd" * 24
    with pytest.raises(TableError) as refused:
        check_name("x" * (MAX_NAME + 1))
    assert refused.value.code == "table_name_invalid"
