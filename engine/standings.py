"""Who placed where: a finished game's ranking and an evening's standings (issue 44).

A game's ranking follows its mode's rule for the win (spec, "Party mode" and "大话骰"):
party games rank by points, most first; drinks games by penalties, fewest first; in
both, equal values share a place ("ties share the win"), so two players on 3 points
above one on 1 are 1st, 1st and 3rd. An elimination game ranks its winner first and the
others by how long they stayed in: the last one out is 2nd, the first one out last; two
players out in the same round share their place. A ranking's ``value`` is what the mode
keeps: dice left, points or penalties.

An evening's standings add up finished games: games played, games won (a shared first
place is a win for each), and the points (party games) and penalties (drinks games)
summed. They are ordered by the one measure every game of the evening shares: penalties
when every game was a drinks game (fewest first), points when every game was a party
game (most first), else wins (most first). A player is one person across games when
their names are the same to a reader (:func:`engine.table_file.same_name`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.game import Game


@dataclass(frozen=True)
class Place:
    """One player's place in a finished game; ``value`` is what the mode keeps."""

    name: str
    place: int
    value: int
    out_in: int | None = None  # the round an elimination game's player went out in

    def to_json(self) -> dict[str, Any]:
        """The place as the companion shows it."""
        return {"name": self.name, "place": self.place, "value": self.value,
                "out_in": self.out_in}


@dataclass(frozen=True)
class Standing:
    """One player's evening so far."""

    name: str
    place: int
    games: int
    wins: int
    points: int
    penalties: int

    def value(self, measure: str) -> int:
        """The number the evening is ordered by (``wins``, ``points`` or ``penalties``)."""
        return int(getattr(self, measure))

    def to_json(self, measure: str) -> dict[str, Any]:
        """The row as the companion shows it."""
        return {"name": self.name, "place": self.place, "value": self.value(measure),
                "games": self.games, "wins": self.wins, "points": self.points,
                "penalties": self.penalties}


def kept_value(game: Game) -> str:
    """What a game's ranking values are: ``penalties``, ``points`` or ``dice`` (left)."""
    if game.rules.drinks:
        return "penalties"
    return "points" if game.rules.party else "dice"


def _shared_places(keys: Sequence[Any]) -> list[int]:
    """1-based places for rows already sorted by ``keys``: equal keys share the first's place."""
    places: list[int] = []
    for index, key in enumerate(keys):
        places.append(places[-1] if index and key == keys[index - 1] else index + 1)
    return places


def ranking(game: Game) -> list[Place]:
    """The finished ``game``'s places, best first (ValueError while it is still going)."""
    if not game.over:
        raise ValueError("the game is not over")
    seats = game.round.seats
    kept = kept_value(game)
    if kept == "penalties":
        rows = sorted(((seat.name, seat.penalties, seat.penalties) for seat in seats),
                      key=lambda row: row[1])
    elif kept == "points":
        rows = sorted(((seat.name, -seat.score, seat.score) for seat in seats),
                      key=lambda row: row[1])
    else:
        out_in: dict[str, int] = {}
        for number, transcript in enumerate(game.rounds, start=1):
            for name in transcript["outcome"]["eliminated"]:
                out_in[name] = number
        last = len(game.rounds) + 1
        rows = sorted(((seat.name, -out_in.get(seat.name, last), len(seat.dice)) for seat in seats),
                      key=lambda row: row[1])
        places = _shared_places([row[1] for row in rows])
        return [Place(name, place, value, out_in.get(name))
                for (name, _, value), place in zip(rows, places, strict=True)]
    places = _shared_places([row[1] for row in rows])
    return [Place(name, place, value) for (name, _, value), place in zip(rows, places, strict=True)]


_ORDER: dict[str, Callable[[Standing], tuple[int, ...]]] = {
    "penalties": lambda row: (row.penalties, -row.wins),
    "points": lambda row: (-row.points, -row.wins),
    "wins": lambda row: (-row.wins, row.penalties, -row.points),
}


def evening_measure(games: Sequence[Game]) -> str:
    """The measure an evening of ``games`` is ordered by (see the module's docstring)."""
    kinds = {kept_value(game) for game in games}
    if kinds == {"penalties"}:
        return "penalties"
    if kinds == {"points"}:
        return "points"
    return "wins"


def standings(games: Sequence[Game], same: Callable[[str], str]) -> tuple[str, list[Standing]]:
    """The evening's measure and its rows, best first; ``same`` maps a name to what two
    spellings of one player share. Players keep the order they first sat in within a tie."""
    totals: dict[str, dict[str, Any]] = {}
    for game in games:
        kept = kept_value(game)
        for place in ranking(game):
            row = totals.setdefault(same(place.name), {"name": place.name, "games": 0, "wins": 0,
                                                       "points": 0, "penalties": 0})
            row["name"] = place.name  # the latest spelling
            row["games"] += 1
            row["wins"] += place.place == 1
            if kept in ("points", "penalties"):
                row[kept] += place.value
    measure = evening_measure(games)
    rows = [Standing(place=0, **row) for row in totals.values()]
    order = _ORDER[measure]
    rows.sort(key=order)
    places = _shared_places([order(row) for row in rows])
    return measure, [Standing(row.name, place, row.games, row.wins, row.points, row.penalties)
                     for row, place in zip(rows, places, strict=True)]


__all__ = ["Place", "Standing", "evening_measure", "kept_value", "ranking", "standings"]
