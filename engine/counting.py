"""Counting the dice that match a bid's face, with or without wild ones."""

from __future__ import annotations

from collections.abc import Iterable

# A die the engine does not see (a real table's cup, :mod:`engine.table`): it has a
# place on a seat, so the seat's dice count is right, but no face.
HIDDEN_DIE = 0


def matches(die: int, face: int, wild: bool) -> bool:
    """Whether one die counts toward ``face``: the face itself, or a wild one for faces 2–6."""
    return die == face or (wild and face != 1 and die == 1)


def count_matches(dice: Iterable[int], face: int, wild: bool) -> int:
    """How many of ``dice`` count toward ``face`` (spec: "Counting")."""
    return sum(1 for die in dice if matches(die, face, wild))
