"""The measured bot ladder, `docs/data/bot-ladder.json` (written by `scripts/bench-bots`): read
and checked, so that a page never shows figures from a broken or inconsistent file.

Format: ARCHITECTURE.md, "Bot ladder". Every problem raises `LadderError` with a message
that says where in the file it is (`tables[1].levels.hard.ci95: …`).
"""

from __future__ import annotations

import datetime
import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.arena import EVERY_ORDER
from engine.bots import LEVELS
from engine.errors import EngineError
from engine.jsontext import load_json
from engine.rules import make_rules

LADDER_FILE = Path("data") / "bot-ladder.json"
HEADS_UP_TARGET = 0.55  # issue 5: heads-up wango, hard beats normal in at least 55% of games


class LadderError(ValueError):
    """What is wrong with the ladder file, in English for the build log."""


@dataclass(frozen=True)
class LadderSource:
    """Where a build finds the ladder file, and how its messages name it."""

    path: Path
    shown: str


@dataclass(frozen=True)
class LevelResult:
    level: str
    seats: int
    win_rate: float
    ci95: tuple[float, float]


@dataclass(frozen=True)
class Gap:
    higher: str
    lower: str
    difference: float
    ci95: tuple[float, float]
    significant: bool


@dataclass(frozen=True)
class LadderTable:
    """One measured setting: a rule set, a table size, a number of games."""

    id: str
    rules: str
    options: dict[str, Any]
    players: int
    games: int
    seed: int
    levels: list[LevelResult]
    gaps: list[Gap]
    holds: bool
    played: datetime.date
    """When this table's games were played (``--merge`` keeps an older table's date)."""
    every_order: bool = False
    """The seats went through every cyclic order, each rotated (the file's `scoring` says so),
    rather than only rotating."""

    @property
    def heads_up(self) -> bool:
        """Hard against normal at a two-player table, rather than a whole ladder."""
        return self.players == 2 and {r.level for r in self.levels} == {"hard", "normal"}

    def target_met(self) -> bool:
        """Heads-up: hard wins at least 55%. Otherwise each level, strongest first, beats the
        next one with the gap's whole 95% interval above zero (issue 5, "The ladder must hold")."""
        if self.heads_up:
            return next(r for r in self.levels if r.level == "hard").win_rate >= HEADS_UP_TARGET
        ranked = [name for name in LEVELS if name in {r.level for r in self.levels}]
        lows = {(g.higher, g.lower): g.ci95[0] for g in self.gaps}
        return all(lows.get(pair, 0.0) > 0 for pair in itertools.pairwise(ranked))


@dataclass(frozen=True)
class Ladder:
    generated: datetime.date
    seed: int
    tables: list[LadderTable]


def _field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise LadderError(f"{where}: the key {key!r} is missing")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, (int, float))):
        raise LadderError(f"{where}.{key}: {value!r} is not {_kind_name(kind)}")
    return value


NUMBER = (int, float)
# Every key of the file, at each level, with the type it must have (ARCHITECTURE.md,
# "Bot ladder"); a key not listed is an error, so nothing in the file goes unchecked.
TOP_KEYS: Mapping[str, type | tuple[type, ...]] = {
    "generated": str, "seed": int, "games": int, "heads_up_games": int, "holds": bool,
    "tables": list, "move_times": dict, "seconds": NUMBER}
TABLE_KEYS: Mapping[str, type | tuple[type, ...]] = {
    "id": str, "rules": str, "options": dict, "players": int, "games": int, "seed": int,
    "seats": list, "scoring": str, "levels": dict, "ranking": list, "gaps": list,
    "target": str, "holds": bool, "played": str}
LEVEL_KEYS: Mapping[str, type | tuple[type, ...]] = {
    "seats": int, "wins": NUMBER, "win_rate": NUMBER, "ci95": list}
GAP_KEYS: Mapping[str, type | tuple[type, ...]] = {
    "higher": str, "lower": str, "difference": NUMBER, "ci95": list, "significant": bool}


def _keys_and_types(data: Mapping[str, Any], keys: Mapping[str, type | tuple[type, ...]],
                    where: str) -> None:
    """Each key of ``keys`` present with its type, and no other key."""
    unknown = [str(key) for key in data if key not in keys]
    if unknown:
        raise LadderError(f"{where}: unexpected key(s) {', '.join(map(repr, unknown))} "
                          f"(known: {', '.join(keys)})")
    for key, kind in keys.items():
        _field(data, key, kind, where)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {dict: "an object", list: "a list", str: "a string", int: "a whole number",
             bool: "true or false", float: "a number"}
    return names[kind] if isinstance(kind, type) else "a number"


def _fraction(value: Any, where: str, low: float = 0.0) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= 1:
        raise LadderError(f"{where}: {value!r} is not a number from {low:g} to 1")
    return float(value)


def _interval(data: Mapping[str, Any], centre: float, where: str,
              low: float) -> tuple[float, float]:
    pair = _field(data, "ci95", list, where)
    if len(pair) != 2:
        raise LadderError(f"{where}.ci95: {pair!r} is not a [low, high] pair")
    bounds = (_fraction(pair[0], f"{where}.ci95[0]", low),
              _fraction(pair[1], f"{where}.ci95[1]", low))
    if not bounds[0] <= centre <= bounds[1]:
        raise LadderError(f"{where}.ci95: {list(bounds)} does not contain {centre:g}")
    return bounds


def _level(name: str, data: Any, where: str) -> LevelResult:
    if name not in LEVELS:
        raise LadderError(f"{where}: unknown bot level (known: {', '.join(LEVELS)})")
    if not isinstance(data, dict):
        raise LadderError(f"{where}: {data!r} is not an object")
    _keys_and_types(data, LEVEL_KEYS, where)
    rate = _fraction(_field(data, "win_rate", (int, float), where), f"{where}.win_rate")
    seats = _field(data, "seats", int, where)
    return LevelResult(name, seats, rate, _interval(data, rate, where, 0.0))


def _gap(data: Any, levels: Mapping[str, LevelResult], where: str) -> Gap:
    if not isinstance(data, dict):
        raise LadderError(f"{where}: {data!r} is not an object")
    _keys_and_types(data, GAP_KEYS, where)
    higher = _field(data, "higher", str, where)
    lower = _field(data, "lower", str, where)
    for name in (higher, lower):
        if name not in levels:
            raise LadderError(f"{where}: {name!r} is not one of this table's levels")
    difference = _fraction(_field(data, "difference", (int, float), where),
                           f"{where}.difference", -1.0)
    return Gap(higher, lower, difference, _interval(data, difference, where, -1.0),
               _field(data, "significant", bool, where))


def _date(text: str, where: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as error:
        raise LadderError(f"{where}: {text!r} is not a YYYY-MM-DD date") from error


def _table(data: Any, where: str) -> LadderTable:
    if not isinstance(data, dict):
        raise LadderError(f"{where}: {data!r} is not an object")
    _keys_and_types(data, TABLE_KEYS, where)
    rules = _field(data, "rules", str, where)
    options = _field(data, "options", dict, where)
    try:
        make_rules(rules, options)
    except EngineError as error:
        raise LadderError(f"{where}: rules {rules!r} with options {options}: "
                          f"{error.message('en')}") from error
    levels = {name: _level(name, value, f"{where}.levels.{name}")
              for name, value in _field(data, "levels", dict, where).items()}
    if len(levels) < 2:
        raise LadderError(f"{where}.levels: a ladder needs at least two levels")
    gaps = [_gap(g, levels, f"{where}.gaps[{i}]")
            for i, g in enumerate(_field(data, "gaps", list, where))]
    table = LadderTable(
        id=_field(data, "id", str, where), rules=rules, options=options,
        players=_field(data, "players", int, where), games=_field(data, "games", int, where),
        seed=_field(data, "seed", int, where), levels=list(levels.values()), gaps=gaps,
        holds=_field(data, "holds", bool, where),
        played=_date(_field(data, "played", str, where), f"{where}.played"),
        every_order=_field(data, "scoring", str, where).endswith(EVERY_ORDER))
    if table.holds != table.target_met():
        raise LadderError(f"{where}.holds: the file says {str(table.holds).lower()} but its "
                          f"figures say {str(table.target_met()).lower()}")
    return table


def parse_ladder(data: Any) -> Ladder:
    """The ladder from the file's parsed JSON; `LadderError` says what is wrong and where."""
    if not isinstance(data, dict):
        raise LadderError("the file does not hold a JSON object")
    _keys_and_types(data, TOP_KEYS, "ladder")
    date = _date(_field(data, "generated", str, "ladder"), "ladder.generated")
    listed = _field(data, "tables", list, "ladder")
    tables = [_table(t, f"tables[{i}]") for i, t in enumerate(listed)]
    if not tables:
        raise LadderError("ladder.tables: no measured table")
    for i, table in enumerate(tables):
        if table.played > date:
            raise LadderError(f"tables[{i}].played: after the file was generated ({date})")
    if data["holds"] != all(table.holds for table in tables):
        raise LadderError(f"ladder.holds: the file says {str(data['holds']).lower()} but its "
                          "tables say otherwise (it holds when every table holds)")
    return Ladder(date, _field(data, "seed", int, "ladder"), tables)


def load_ladder(path: Path) -> Ladder:
    """Read and check the ladder file at `path`."""
    try:
        source = path.read_text(encoding="utf-8")
    except FileNotFoundError as error:
        raise LadderError("the file is missing (scripts/bench-bots writes it)") from error
    except (OSError, UnicodeDecodeError) as error:
        raise LadderError(f"the file cannot be read: {error}") from error
    try:
        data = load_json(source)
    except EngineError as error:
        detail = error.params.get("detail", {}).get("en", error.message("en"))
        raise LadderError(f"not valid JSON: {detail}") from error
    return parse_ladder(data)
