"""The referee contract: judge one round transcript (spec: "The referee contract").

:func:`referee` takes a transcript (already decoded JSON) and returns the
verdict as a dict; a transcript whose *shape* is wrong raises
:class:`TranscriptError` naming what is wrong. :func:`referee_json` does the
same from and to JSON text, so that CPython and Pyodide can be compared byte
for byte.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.bids import parse_rules_bid
from engine.errors import BidParseError, EngineError, TranscriptError
from engine.jsontext import load_json
from engine.messages import type_name
from engine.round import CALLS, RAISING_CALLS, Action, IllegalMove, Round, Seat
from engine.rules import (
    PRESSURE_TRANSFER,
    PRESSURE_USES,
    STAKE_FACTOR,
    START_DICE,
    START_SCORE,
    Rules,
    game_rounds,
    make_rules,
    party_rounds,
)

TOP_KEYS = ("rules", "options", "players", "palifico", "actions")
INFORMATIVE_KEYS = ("outcome",)
PLAYER_KEYS = ("name", "dice", "score", "pressure_left", "penalties")
ACTION_KEYS = ("player", "bid", "call", "pressure")


def _require(value: Any, kind: str, where: str) -> None:
    checks = {
        "object": lambda v: isinstance(v, Mapping),
        "list": lambda v: isinstance(v, list),
        "string": lambda v: isinstance(v, str),
        "name": lambda v: isinstance(v, str) and v.strip() != "",
        "boolean": lambda v: isinstance(v, bool),
        "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    }
    if not checks[kind](value):
        raise TranscriptError("field_type", where=where, expected=type_name(kind))


def _only_keys(data: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    for key in data:
        if key not in allowed:
            raise TranscriptError("field_unknown", where=f"{where}.{key}" if where else key)


def _shown(value: Any) -> str:
    """A bad value as short JSON text, whatever its type, size or nesting depth."""
    try:
        return json.dumps(value, ensure_ascii=False)[:20]
    except (TypeError, ValueError, RecursionError):
        return "[…]" if isinstance(value, list) else type(value).__name__


def score_bound(players: int) -> int:
    """The largest score a party game of ``players`` can reach: every round pressured, won."""
    return PRESSURE_TRANSFER * party_rounds(players)


def penalty_bound(rules: Rules, players: int) -> int:
    """The most penalties a drinks game of ``players`` can give one player: the largest
    stake (1 doubled by 劈 and 反劈) in every round."""
    return STAKE_FACTOR * STAKE_FACTOR * (game_rounds(rules, players) or 0)


def _read_penalties(data: Mapping[str, Any], rules: Rules, players: int, where: str) -> int:
    if "penalties" not in data:
        return 0
    if not rules.drinks:
        raise TranscriptError("penalties_not_in_rules", where=f"{where}.penalties")
    penalties = data["penalties"]
    _require(penalties, "integer", f"{where}.penalties")
    bound = penalty_bound(rules, players)
    if not 0 <= penalties <= bound:
        raise TranscriptError("invalid_number", where=f"{where}.penalties", minimum=0,
                              maximum=bound, value=penalties)
    return int(penalties)


def _read_seat(index: int, data: Any, rules: Rules, players: int) -> Seat:
    where = f"players[{index}]"
    _require(data, "object", where)
    _only_keys(data, PLAYER_KEYS, where)
    for key in ("name", "dice"):
        if key not in data:
            raise TranscriptError("field_missing", where=f"{where}.{key}")
    _require(data["name"], "name", f"{where}.name")
    _require(data["dice"], "list", f"{where}.dice")
    name = data["name"]
    for position, die in enumerate(data["dice"]):
        if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
            raise TranscriptError("bad_die", where=f"{where}.dice[{position}]",
                                  value=_shown(die))
    if len(data["dice"]) > START_DICE:
        raise TranscriptError("too_many_dice", name=name, count=len(data["dice"]))
    if rules.party and len(data["dice"]) != START_DICE:
        raise TranscriptError("party_needs_five_dice", name=name, count=len(data["dice"]))
    if rules.drinks and len(data["dice"]) != START_DICE:
        raise TranscriptError("drinks_needs_five_dice", name=name, count=len(data["dice"]))
    score = data.get("score", START_SCORE)
    pressure_left = data.get("pressure_left", PRESSURE_USES)
    _require(score, "integer", f"{where}.score")
    _require(pressure_left, "integer", f"{where}.pressure_left")
    bound = score_bound(players)
    if not -bound <= score <= bound:
        raise TranscriptError("invalid_number", where=f"{where}.score", minimum=-bound,
                              maximum=bound, value=score)
    if not 0 <= pressure_left <= PRESSURE_USES:
        raise TranscriptError("invalid_number", where=f"{where}.pressure_left", minimum=0,
                              maximum=PRESSURE_USES, value=pressure_left)
    penalties = _read_penalties(data, rules, players, where)
    return Seat(name=name, dice=tuple(data["dice"]), score=score, pressure_left=pressure_left,
                penalties=penalties)


def _read_rules(transcript: Mapping[str, Any]) -> Rules:
    if "rules" not in transcript:
        raise TranscriptError("field_missing", where="rules")
    _require(transcript["rules"], "string", "rules")
    options = transcript.get("options", {})
    _require(options, "object", "options")
    try:
        return make_rules(transcript["rules"], options)
    except EngineError as error:
        raise TranscriptError(error.code, **error.params) from None


def _read_seats(transcript: Mapping[str, Any], rules: Rules) -> tuple[Seat, ...]:
    if "players" not in transcript:
        raise TranscriptError("field_missing", where="players")
    _require(transcript["players"], "list", "players")
    players = transcript["players"]
    if not rules.min_players <= len(players) <= rules.max_players:
        raise TranscriptError("player_count", minimum=rules.min_players,
                              maximum=rules.max_players, count=len(players))
    seats = tuple(_read_seat(i, data, rules, len(players)) for i, data in enumerate(players))
    names = [seat.name for seat in seats]
    for name in names:
        if names.count(name) > 1:
            raise TranscriptError("duplicate_name", name=name)
    if sum(1 for seat in seats if seat.active) < 2:
        raise TranscriptError("too_few_active_players")
    total = sum(seat.score for seat in seats)
    if rules.party and total != 0:
        raise TranscriptError("party_scores_not_zero_sum", total=total)
    return seats


def _read_palifico(transcript: Mapping[str, Any], rules: Rules,
                   seats: tuple[Seat, ...]) -> str | None:
    owner = transcript.get("palifico")
    if owner is None:
        return None
    _require(owner, "name", "palifico")
    if not rules.palifico:
        raise TranscriptError("palifico_not_in_rules")
    seat = next((s for s in seats if s.name == owner), None)
    if seat is None:
        raise TranscriptError("unknown_player", where="palifico", name=owner)
    if not seat.active:
        raise TranscriptError("palifico_player_eliminated", name=owner)
    return str(owner)


def _read_action(index: int, data: Any, names: set[str], rules: Rules) -> Action:
    where = f"actions[{index}]"
    _require(data, "object", where)
    _only_keys(data, ACTION_KEYS, where)
    if "player" not in data:
        raise TranscriptError("field_missing", where=f"{where}.player")
    _require(data["player"], "name", f"{where}.player")
    if data["player"] not in names:
        raise TranscriptError("unknown_player", where=f"{where}.player", name=data["player"])
    if ("bid" in data) == ("call" in data):
        raise TranscriptError("action_shape", index=index)
    pressure = data.get("pressure", False)
    _require(pressure, "boolean", f"{where}.pressure")
    if "call" in data:
        _require(data["call"], "string", f"{where}.call")
        if data["call"] not in CALLS:
            raise TranscriptError("unknown_call", index=index, value=str(data["call"])[:20],
                                  valid=", ".join(CALLS))
        return Action(data["player"], call=data["call"], pressure=pressure)
    _require(data["bid"], "string", f"{where}.bid")
    try:
        bid = parse_rules_bid(data["bid"], rules)
    except BidParseError as error:
        raise TranscriptError("action_bid_unreadable", index=index, detail=error.messages) from None
    return Action(data["player"], bid=bid, pressure=pressure)


def read_transcript(transcript: Any) -> tuple[Round, list[Action]]:
    """Check a transcript's shape and return its starting round and its actions."""
    _require(transcript, "object", "transcript")
    _only_keys(transcript, TOP_KEYS + INFORMATIVE_KEYS, "")
    rules = _read_rules(transcript)
    seats = _read_seats(transcript, rules)
    palifico = _read_palifico(transcript, rules, seats)
    if "actions" not in transcript:
        raise TranscriptError("field_missing", where="actions")
    _require(transcript["actions"], "list", "actions")
    names = {seat.name for seat in seats}
    actions = [_read_action(i, data, names, rules)
               for i, data in enumerate(transcript["actions"])]
    for index, action in enumerate(actions[:-1]):
        if action.call is not None and action.call not in RAISING_CALLS:
            raise TranscriptError("action_after_call", index=index + 1)
    opener = next(i for i, seat in enumerate(seats) if seat.active)
    if actions:
        opener = next(i for i, seat in enumerate(seats) if seat.name == actions[0].player)
    return Round(rules=rules, seats=seats, opener=opener, palifico=palifico), actions


def judge_round(start: Round, actions: list[Action]) -> dict[str, Any]:
    """Play ``actions`` from ``start`` and return the verdict dict of the contract."""
    state = start
    for index, action in enumerate(actions):
        try:
            state = state.apply(action)
        except IllegalMove as illegal:
            return {
                "legal": False,
                "error": {"action": index, "reason": illegal.judgement.reason,
                          "message": illegal.judgement.messages},
                "outcome": None,
            }
    outcome = state.outcome.to_json() if state.outcome is not None else None
    return {"legal": True, "error": None, "outcome": outcome}


def referee(transcript: Any) -> dict[str, Any]:
    """Judge a round transcript; raise :class:`TranscriptError` if it is malformed."""
    start, actions = read_transcript(transcript)
    return judge_round(start, actions)


def dump_verdict(verdict: Mapping[str, Any]) -> str:
    """The canonical JSON text of a verdict (the same bytes in CPython and Pyodide)."""
    return json.dumps(verdict, ensure_ascii=False)


def referee_json(text: str) -> str:
    """Judge a transcript given as JSON text; return the verdict as JSON text."""
    try:
        transcript = load_json(text)
    except EngineError as error:
        raise TranscriptError(error.code, **error.params) from None
    return dump_verdict(referee(transcript))
