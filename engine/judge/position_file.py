"""Positions as the command line's ``judge`` reads them: a referee transcript plus a seat.

A position is a round transcript (``rules``, ``options``, ``players`` with their dice,
``actions`` so far: :mod:`engine.referee`'s format) with ``"seat": NAME``, whose decision it
is, and optionally ``"bots": {NAME: level}`` for the other players (each unnamed player is
read as :data:`engine.judge.position.UNKNOWN_LEVEL`). Only the seat's dice are used. A file
holds one position or a list of them. Every fault is a :class:`TranscriptError` naming it:
a bad shape, a move that cannot be played, a round already over, a seat not to act.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.bots import LEVELS
from engine.errors import TranscriptError
from engine.judge.position import Position, table_levels
from engine.referee import read_transcript
from engine.round import IllegalMove, Round

POSITION_KEYS = ("seat", "bots")
MOST_POSITIONS = 1000


def read_position(data: Any, where: str = "") -> Position:
    """One position (see the module docstring); ``where`` prefixes the fields it names."""
    if not isinstance(data, Mapping):
        raise TranscriptError("field_type", where=where or "position", expected="object")
    if "seat" not in data:
        raise TranscriptError("field_missing", where=f"{where}seat")
    seat_name = data["seat"]
    if not isinstance(seat_name, str) or not seat_name:
        raise TranscriptError("field_type", where=f"{where}seat", expected="name")
    bots = data.get("bots", {})
    if not isinstance(bots, Mapping) or not all(isinstance(k, str) for k in bots):
        raise TranscriptError("field_type", where=f"{where}bots", expected="object")
    for level in bots.values():
        if level not in LEVELS:
            raise TranscriptError("unknown_bot", level=str(level)[:20], valid=", ".join(LEVELS))
    start, actions = read_transcript({k: v for k, v in data.items() if k not in POSITION_KEYS})
    names = [seat.name for seat in start.seats]
    if seat_name not in names:
        raise TranscriptError("unknown_player", where=f"{where}seat", name=seat_name)
    for name in bots:
        if name not in names:
            raise TranscriptError("unknown_player", where=f"{where}bots", name=name)
    state = _replayed(start, actions)
    seat = names.index(seat_name)
    if state.over:
        raise TranscriptError("judge_round_over")
    if state.to_act != seat:
        raise TranscriptError("judge_not_to_act", seat=seat_name,
                              expected=state.seats[state.to_act].name)
    return Position(start, tuple(actions), seat, table_levels(names, bots))


def _replayed(start: Round, actions: list[Any]) -> Round:
    state = start
    for index, action in enumerate(actions):
        try:
            state = state.apply(action)
        except IllegalMove as illegal:
            raise TranscriptError("judge_illegal_move", index=index,
                                  detail=illegal.judgement.messages) from None
    return state


def read_positions(data: Any) -> tuple[list[Position], bool]:
    """The positions of a file and whether it held a list (the output then is one too)."""
    if isinstance(data, list):
        if not data:
            raise TranscriptError("judge_no_positions")
        if len(data) > MOST_POSITIONS:
            raise TranscriptError("judge_too_many_positions", most=MOST_POSITIONS,
                                  count=len(data))
        return [read_position(item, f"[{index}].") for index, item in enumerate(data)], True
    return [read_position(data)], False
