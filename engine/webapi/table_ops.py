"""The facade's table-companion operations: ``table_new``, ``table_load``, ``table_move``,
``table_odds``, ``table_roll`` and ``table_roll_opener`` (issue 24), and ``table_night``,
an evening's standings, and ``table_correct``, an earlier count corrected (issue 44).

The browser keeps a saved game (``engine.table_file``) and sends it with every call; each
call replays it, so the facade keeps no state and undo or a reload is a replay. Every
answer carries the saved game and the ``view`` the phone draws: seats, turn, standing bid,
badges, the stake and each seat's penalties in 大话骰, the lowest legal bid of each face
(in both modes where bids have one), which calls each player may make (the rules'
calls, as data: the widget draws a button per call), the reveal's counting rule and the
round log. Imported on the first table call only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.errors import EngineError, TableError
from engine.game import pressure_left
from engine.resolution import Outcome
from engine.standings import kept_value, ranking, standings
from engine.table import TableGame, counting_rule, roll_for_opener, roll_for_seats, score_kind
from engine.table_file import (
    check_names,
    corrected,
    new_table,
    read_move,
    read_saved,
    read_saved_text,
    same_name,
    saved,
)
from engine.webapi.args import Args, ArgumentError, label, parse, with_field, wrong_type


def _pressured_by(table: TableGame) -> int | None:
    """The seat whose pressure the round carries: on a bid, or on the call waiting for the
    table's count (the engine's round takes that call, and its pressure, only with the count)."""
    round_ = table.round
    if table.pending is not None and table.pending.pressure:
        return round_.seat_of(table.pending.player)
    return round_.pressured_by


def _seats(table: TableGame) -> list[dict[str, Any]]:
    round_ = table.round
    acting = table.phase == "bidding"
    left = pressure_left(round_.seats, _pressured_by(table))
    return [{"name": seat.name, "dice": len(seat.dice), "score": seat.score,
             "penalties": seat.penalties,
             "pressure_left": left[index], "active": seat.active,
             "turn": acting and index == round_.to_act}
            for index, seat in enumerate(round_.seats)]


def _outcome(transcript: Mapping[str, Any]) -> dict[str, Any]:
    """A finished round's outcome as the phone shows it: in drinks mode (大话骰) with
    ``penalty``, what its loser took (the stake, or half of it after a concession)."""
    outcome = dict(transcript["outcome"])
    after = outcome.get("penalties_after")
    if after is not None:
        before = {p["name"]: p.get("penalties", 0) for p in transcript["players"]}
        outcome["penalty"] = after[outcome["loser"]] - before[outcome["loser"]]
    return outcome


def _log(table: TableGame) -> list[dict[str, Any]]:
    rounds = []
    for number, transcript in enumerate(table.game.rounds, start=1):
        actions = transcript["actions"]
        rounds.append({"number": number, "palifico": transcript.get("palifico"),
                       "bids": [a for a in actions if "bid" in a],
                       "calls": [a for a in actions if "call" in a],
                       "outcome": _outcome(transcript)})
    return rounds


def view(table: TableGame) -> dict[str, Any]:
    """Everything the phone shows of ``table`` now."""
    game, round_ = table.game, table.round
    standing = round_.bids[-1] if round_.bids else None
    pending = None
    if table.pending is not None and standing is not None:
        pending = {**table.pending.to_json(), "bid": str(standing[1]),
                   "counting": counting_rule(round_.wild, standing[1].face),
                   "mode": standing[1].mode if table.rules.bid_modes else None,
                   "stake": round_.stake}
    return {
        "phase": table.phase,
        "round_number": game.round_number, "total_rounds": game.total_rounds,
        "score_kind": score_kind(table.rules),
        "bid_modes": table.rules.bid_modes,
        "stake": round_.stake,
        "pi": ({"player": round_.seats[round_.pi_by].name, "fanpi": round_.fanpi}
               if round_.pi_by is not None else None),
        "seats": _seats(table),
        "to_act": round_.seats[round_.to_act].name,
        "opener": round_.seats[round_.opener].name,
        "palifico": round_.palifico,
        "wild": round_.wild,
        "opened_on_ones": bool(round_.bids) and round_.bids[0][1].face == 1,
        "pressured": _pressured_by(table) is not None,
        "dice_in_play": round_.dice_in_play,
        "count_most": table.count_most(),  # the largest count the reveal accepts
        "standing": ({"player": round_.seats[standing[0]].name, "bid": str(standing[1])}
                     if standing is not None else None),
        "bids": [{"player": round_.seats[s].name, "bid": str(b)} for s, b in round_.bids],
        "lowest": [str(bid) for bid in table.lowest_bids()],
        "calls": table.callers(),
        "pressure": table.pressurers(),
        "pending": pending,
        "log": _log(table),
        # players who left or joined, each before the round it names
        "seat_changes": table.changes,
        "over": game.over, "winners": game.winners,
        # At a game's end, every player's place, best first (ties share a place).
        "ranking": [place.to_json() for place in ranking(game)] if game.over else None,
        "ranked_by": kept_value(game),
    }


def _answer(table: TableGame, **extra: Any) -> dict[str, Any]:
    return {"game": saved(table), "view": view(table), **extra}


def _game(data: Mapping[str, Any]) -> TableGame:
    return with_field("game", lambda: read_saved(data.get("game")))


def table_new(data: Any) -> dict[str, Any]:
    """A new game: ``rules`` (+ ``options``), ``players`` in seating order, ``opener``."""
    args = Args(data)
    rules = args.rules()
    table = with_field("players", lambda: new_table(rules, data.get("players"),
                                                    data.get("opener")))
    return _answer(table)


def _roll_args(data: Any) -> tuple[list[str], int]:
    """A roll's checked ``players`` (for ``rules`` + ``options``) and its ``seed``."""
    args = Args(data)
    rules = args.rules()
    names = with_field("players", lambda: check_names(data.get("players"), rules))
    return names, args.number("seed", 0, 2**53 - 1)


def table_roll(data: Any) -> dict[str, Any]:
    """Seats by a roll of one die each (``roll_for_seats``), seeded by ``seed``."""
    names, seed = _roll_args(data)
    order, rolls = roll_for_seats(names, seed)
    return {"players": order, "opener": order[0], "rolls": [rolls[name] for name in order]}


def table_roll_opener(data: Any) -> dict[str, Any]:
    """The opener by a roll among ``players``, who keep their seats (``roll_for_opener``)."""
    names, seed = _roll_args(data)
    opener, rolls = roll_for_opener(names, seed)
    return {"players": names, "opener": opener, "rolls": [rolls[name] for name in names]}


# The most games an evening's standings add up (a long night plays a dozen).
MAX_NIGHT_GAMES = 100


def table_night(data: Any) -> dict[str, Any]:
    """An evening's standings from its finished saved ``games`` (each replayed and checked):
    the measure it is ordered by and one row per player, best first."""
    games = data.get("games") if isinstance(data, Mapping) else None
    if not isinstance(games, list):
        raise wrong_type("games", "list")
    if len(games) > MAX_NIGHT_GAMES:
        raise TableError("table_night_too_many", count=len(games), most=MAX_NIGHT_GAMES)
    finished = []
    for index, item in enumerate(games, start=1):
        try:
            table = read_saved(item)
        except EngineError as error:
            raise TableError("table_night_game", index=index, detail=error.messages) from None
        if not table.game.over:
            raise TableError("table_night_unfinished", index=index)
        finished.append(table.game)
    measure, rows = standings(finished, same_name)
    return {"measure": measure, "games": len(finished),
            "rows": [row.to_json(measure) for row in rows]}


def table_load(data: Any) -> dict[str, Any]:
    """A saved game from JSON ``text`` (a file, a link or the browser's storage)."""
    args = Args(data)
    if not isinstance(data.get("text"), str):
        raise wrong_type("text", "text")
    return _answer(with_field("text", lambda: read_saved_text(args.data["text"])))


def table_move(data: Any) -> dict[str, Any]:
    """Play ``move`` (a bid, a call or a count) in ``game``: the answer has its verdict
    (``judgement``) or, for a count, the call's ``outcome``; an illegal move is an error
    with the engine's reason and the game is unchanged."""
    table = _game(Args(data).data)
    raw = data.get("move")
    if isinstance(raw, Mapping) and isinstance(raw.get("bid"), str):
        # A bid as typed at the table: its own reading error, not a saved move's.
        parse(raw["bid"], "bid")
    move = with_field("move", lambda: read_move(raw, len(table.moves)))
    result = with_field("move", lambda: table.play(move))
    if isinstance(result, Outcome):
        return _answer(table, outcome=_outcome(table.game.rounds[-1]), judgement=None)
    judged = {"legal": result.legal, "reason": result.reason, "message": result.messages}
    return _answer(table, judgement=judged, outcome=None)


def table_correct(data: Any) -> dict[str, Any]:
    """Round ``round``'s count corrected to ``count`` in ``game``, the rest replayed: the
    answer has the corrected game and ``correction``, what changed (engine.table_file
    .corrected)."""
    args = Args(data)
    table = _game(args.data)
    number = args.number("round", 1, 10_000)
    count = args.number("count", 0, 10_000)
    fixed, changes = with_field("count", lambda: corrected(table, number, count))
    return _answer(fixed, correction=changes)


def table_odds(data: Any) -> dict[str, Any]:
    """The chance of the standing bid and of each lowest legal bid, given ``own`` dice."""
    args = Args(data)
    table = _game(args.data)
    seats = {seat.name: len(seat.dice) for seat in table.round.seats}
    player = args.text("player")
    if player not in seats:
        raise ArgumentError("unknown_player", "player", where=label("player"), name=player)
    own = args.dice("own", max(1, seats[player]))
    return {"odds": table.odds(own)}


OPS: Mapping[str, Callable[[Any], dict[str, Any]]] = {
    "table_new": table_new,
    "table_roll": table_roll,
    "table_roll_opener": table_roll_opener,
    "table_night": table_night,
    "table_correct": table_correct,
    "table_load": table_load,
    "table_move": table_move,
    "table_odds": table_odds,
}
