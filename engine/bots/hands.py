"""Every hand a player can hold, with its prior chance and its matches per face.

A hand of ``n`` dice is a multiset of faces (252 hands of five dice). For each
hand the table keeps its multinomial prior and how many of its dice count
toward each face with wild ones and without. Built once at import, immutable.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial

from engine.bids import FACES
from engine.rules import START_DICE


@dataclass(frozen=True)
class Hands:
    """All hands of one size: ``dice[h]`` (sorted), ``prior[h]``, ``matches[wild][h][face - 1]``."""

    size: int
    prior: tuple[float, ...]
    matches: tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]
    dice: tuple[tuple[int, ...], ...] = ()


def _build(size: int) -> Hands:
    prior: list[float] = []
    plain: list[tuple[int, ...]] = []
    wild: list[tuple[int, ...]] = []
    hands = tuple(combinations_with_replacement(FACES, size))
    for hand in hands:
        counts = tuple(hand.count(face) for face in FACES)
        ways = factorial(size)
        for count in counts:
            ways //= factorial(count)
        prior.append(ways / 6**size)
        plain.append(counts)
        wild.append((counts[0], *(c + counts[0] for c in counts[1:])))
    return Hands(size, tuple(prior), (tuple(plain), tuple(wild)), hands)


HANDS: tuple[Hands, ...] = tuple(_build(size) for size in range(START_DICE + 1))
