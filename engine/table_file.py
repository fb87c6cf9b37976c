"""A table companion's saved game: checking it, replaying it, writing it (issue 24).

A saved game is a JSON object::

    {"kind": "dudo-table", "version": 1, "rules": "perudo", "options": {},
     "players": ["Ana", "Ben", "Cai"], "opener": "Ana",
     "moves": [{"player": "Ana", "bid": "3x4"}, {"player": "Ben", "call": "dudo"},
               {"count": 2}]}

It comes from the browser's storage, a file or a shared link, so it is read as hostile:
its size, nesting, keys, types, names (no control or markup characters) and every move
are checked, and anything wrong raises :class:`TableError` (or another
:class:`EngineError`) with a reason code and its en/zh message. Replaying the moves
through :class:`engine.table.TableGame` judges each one as it was judged when played.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from engine.bids import parse_bid
from engine.echo import has_hidden_characters
from engine.errors import EngineError, TableError
from engine.jsontext import load_json
from engine.messages import phrase, type_name
from engine.round import CALLS, Action
from engine.rules import MAX_DICE_IN_PLAY, Rules, make_rules
from engine.table import Move, TableGame, same_name

__all__ = ["corrected", "new_table", "read_saved", "read_saved_text", "same_name", "saved"]

KIND = "dudo-table"
VERSION = 1
# The most characters of a saved game's text, and of moves: a long real game plays a few
# hundred moves (6 players, 30 dice, a handful of bids a round).
MAX_TEXT = 200_000
MAX_MOVES = 5_000
MAX_NAME = 24
KEYS = ("kind", "version", "rules", "options", "players", "opener", "moves")
MOVE_KEYS = ("player", "bid", "call", "pressure", "count", "leave", "join", "after")
# Markup characters: a name is shown as text, but one holding them was not typed at a table.
_MARKUP = re.compile(r"[<>&]")


def _where(index: int | None = None) -> dict[str, str]:
    field = phrase("field.game")
    if index is None:
        return field
    return phrase("field.move_number", n=index + 1)


def _wrong(where: dict[str, str], expected: str) -> TableError:
    return TableError("field_type", where=where, expected=expected_phrase(expected))


def expected_phrase(kind: str) -> dict[str, str]:
    """What a field should have been, for ``field_type`` messages."""
    if kind == "table_move":
        return phrase("expected.table_move")
    if kind == "names":
        return phrase("expected.names")
    return type_name(kind)


def shown_length(text: str) -> int:
    """How many characters a reader sees in ``text``: the joiners, variation selectors,
    combining marks and skin tones that build one emoji or letter out of several code points
    do not count (four family emoji are four, not 28)."""
    return sum(1 for char in text if unicodedata.category(char) not in ("Cf", "Mn", "Me")
               and not "\U0001f3fb" <= char <= "\U0001f3ff")


def check_name(name: Any) -> str:
    """A player's name as typed at the table: 1 to ``MAX_NAME`` characters as a reader counts
    them (:func:`shown_length`), no control, bidi or markup characters
    (``table_name_invalid`` otherwise)."""
    if not isinstance(name, str):
        raise _wrong(phrase("field.players"), "names")
    text = name.strip()
    if (not same_name(text) or shown_length(text) > MAX_NAME or len(text) > 4 * MAX_NAME
            or has_hidden_characters(text) or _MARKUP.search(text)):
        raise TableError("table_name_invalid", name=text, most=MAX_NAME)
    return text


def check_names(names: Any, rules: Rules) -> list[str]:
    """The players in seating order: names that are valid, different, as many as the rules seat."""
    if not isinstance(names, list):
        raise _wrong(phrase("field.players"), "names")
    if not rules.min_players <= len(names) <= rules.max_players:
        raise TableError("player_count", minimum=rules.min_players,
                         maximum=rules.max_players, count=len(names))
    checked = [check_name(name) for name in names]
    seen: dict[str, str] = {}
    for name in checked:
        if same_name(name) in seen:
            raise TableError("table_duplicate_name", name=seen[same_name(name)])
        seen[same_name(name)] = name
    return checked


def read_move(data: Any, index: int) -> Move:
    """One saved move: ``{"player", "bid"|"call", "pressure"?}``, ``{"count"}``, or between
    rounds ``{"leave": NAME}`` or ``{"join": NAME, "after"?: NAME}``."""
    where = _where(index)
    if not isinstance(data, Mapping) or any(key not in MOVE_KEYS for key in data):
        raise _wrong(where, "table_move")
    kinds = [key for key in ("bid", "call", "count", "leave", "join") if key in data]
    if len(kinds) != 1:
        raise _wrong(where, "table_move")
    if "after" in data and kinds != ["join"]:
        raise _wrong(where, "table_move")
    if kinds == ["leave"]:
        if set(data) != {"leave"}:
            raise _wrong(where, "table_move")
        return Move(leave=check_name(data["leave"]))
    if kinds == ["join"]:
        if not set(data) <= {"join", "after"}:
            raise _wrong(where, "table_move")
        after = data.get("after")
        return Move(join=check_name(data["join"]),
                    after=None if after is None else check_name(after))
    if kinds == ["count"]:
        count = data["count"]
        if set(data) != {"count"} or isinstance(count, bool) or not isinstance(count, int):
            raise _wrong(where, "table_move")
        if not 0 <= count <= MAX_DICE_IN_PLAY:
            raise TableError("invalid_number", where=where, minimum=0,
                             maximum=MAX_DICE_IN_PLAY, value=count)
        return Move(count=count)
    player, pressure = data.get("player"), data.get("pressure", False)
    if not isinstance(player, str) or not isinstance(pressure, bool):
        raise _wrong(where, "table_move")
    if "call" in data:
        if data["call"] not in CALLS:
            raise _wrong(where, "table_move")
        return Move(Action(player, call=data["call"], pressure=pressure))
    if not isinstance(data["bid"], str):
        raise _wrong(where, "table_move")
    try:
        bid = parse_bid(data["bid"])
    except EngineError as error:
        raise TableError("table_move_unreadable", index=index + 1, detail=error.messages) from None
    return Move(Action(player, bid=bid, pressure=pressure))


def _read_rules(data: Mapping[str, Any]) -> Rules:
    options = data.get("options", {})
    if not isinstance(data.get("rules"), str):
        raise _wrong(phrase("field.rules"), "string")
    if not isinstance(options, Mapping):
        raise _wrong(phrase("field.options"), "object")
    return make_rules(data["rules"], options)


def new_table(rules: Rules, names: Any, opener: Any) -> TableGame:
    """A new game: checked names in seating order, ``opener`` one of them."""
    players = check_names(names, rules)
    if not isinstance(opener, str) or opener.strip() not in players:
        raise TableError("unknown_player", where=phrase("field.opener"),
                         name=opener if isinstance(opener, str) else "")
    return TableGame(rules, players, opener.strip())


def read_saved(data: Any) -> TableGame:
    """The game a saved object describes, replayed move by move (raises on anything wrong)."""
    if not isinstance(data, Mapping) or data.get("kind") != KIND:
        raise TableError("table_not_a_game")
    for key in data:
        if key not in KEYS:
            raise TableError("field_unknown", where=str(key))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        # "1" or true: not a number the companion writes, whatever it reads like
        raise TableError("table_version_form", expected=VERSION)
    if version != VERSION:
        raise TableError("table_version", value=str(version)[:20], expected=VERSION)
    table = new_table(_read_rules(data), data.get("players"), data.get("opener"))
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise _wrong(phrase("field.moves"), "list")
    if len(moves) > MAX_MOVES:
        raise TableError("table_too_many_moves", count=len(moves), most=MAX_MOVES)
    for index, item in enumerate(moves):
        move = read_move(item, index)
        try:
            table.play(move)
        except TableError as error:
            raise TableError("table_move_illegal", index=index + 1,
                             detail=error.messages) from None
    return table


def read_saved_text(text: str) -> TableGame:
    """A saved game from JSON text (a file or a link): its size is checked before it is read."""
    if len(text) > MAX_TEXT:
        raise TableError("table_too_large", most=MAX_TEXT)
    return read_saved(load_json(text))


def saved(table: TableGame) -> dict[str, Any]:
    """The saved form of ``table`` (what :func:`read_saved` reads back)."""
    return {"kind": KIND, "version": VERSION, "rules": table.rules.preset,
            "options": table.rules.overrides(), "players": list(table.names),
            "opener": table.opener, "moves": [move.to_json() for move in table.moves]}


def corrected(table: TableGame, round_number: int, count: int) -> tuple[TableGame, dict[str, Any]]:
    """``table`` with round ``round_number``'s count corrected to ``count``, the moves after it
    replayed (issue 44, "Fix a mistake without undoing a night"), and what changed: the rounds
    whose result is not what it was, and the moves that no longer fit the corrected game
    (from the first that the engine refuses: a round now opened by someone else, a player now
    out), set aside with the engine's reason. A round that was not counted, or a count the
    round's dice cannot show, raises :class:`TableError` and changes nothing."""
    finished = len(table.round_ends)
    if not 1 <= round_number <= finished:
        raise TableError("table_no_such_round", round=round_number, last=finished)
    end = table.round_ends[round_number - 1]
    was = table.moves[end].count
    if was is None:
        raise TableError("table_round_not_counted", round=round_number)
    fresh = TableGame(table.rules, table.names, table.opener)
    for move in table.moves[:end]:
        fresh.play(move)
    fresh.play(Move(count=count))  # a count out of range is refused here, before any change
    rest = table.moves[end + 1:]
    set_aside: dict[str, Any] | None = None
    for index, move in enumerate(rest):
        try:
            fresh.play(move)
        except TableError as error:
            set_aside = {"moves": len(rest) - index, "round": fresh.game.round_number,
                         "reason": error.messages}
            break
    def result(outcome: dict[str, Any]) -> dict[str, Any]:
        return {key: value for key, value in outcome.items() if key != "count"}

    before = [result(r["outcome"]) for r in table.game.rounds]
    after = [result(r["outcome"]) for r in fresh.game.rounds]
    changed = [number for number, (old, new) in enumerate(zip(before, after, strict=False), start=1)
               if old != new and number >= round_number]
    # A later count kept as entered but now counted otherwise (a round that became a palifico
    # round: ones no longer wild): the table should count it again.
    recount = [number for number, (old, new) in enumerate(zip(before, after, strict=False), start=1)
               if number > round_number and old.get("wild_ones") != new.get("wild_ones")]
    return fresh, {"round": round_number, "was": was, "count": count, "changed": changed,
                   "set_aside": set_aside, "recount": recount}

