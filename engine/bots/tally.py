"""Float arithmetic on dice counts: binomial tables, convolution, tails.

Bots need many probabilities per move, so they work in floats (the exact
:func:`engine.odds.bid_probability` counts exactly and is for the referee,
the docs and the ``normal`` bot's single question per move). Tables are
built once at import and are immutable.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.bids import FACES
from engine.odds import matching_faces, outcomes_with, rolls_of
from engine.rules import MAX_DICE_IN_PLAY


def _binomial(n: int, hits: int) -> tuple[float, ...]:
    # Exact, then rounded once: float ``**`` goes through libm, whose last bit
    # differs between CPython and Pyodide; bots must choose alike on both.
    rolls = rolls_of(n)
    return tuple(outcomes_with(n, k, hits) / rolls for k in range(n + 1))


# Indexed by how many faces of a die match (1 or 2), then by n.
_TABLES: Mapping[int, tuple[tuple[float, ...], ...]] = {
    hits: tuple(_binomial(n, hits) for n in range(MAX_DICE_IN_PLAY + 1)) for hits in (1, 2)
}
# The table for each face and wildness, looked up once here rather than on every call.
_TABLE_OF: Mapping[tuple[int, bool], tuple[tuple[float, ...], ...]] = {
    (face, wild): _TABLES[matching_faces(face, wild)] for face in FACES for wild in (False, True)
}


def binomial(n: int, face: int, wild: bool) -> tuple[float, ...]:
    """The distribution of matches of ``face`` among ``n`` hidden dice (index = count)."""
    return _TABLE_OF[face, wild][n]


def convolve(a: Sequence[float], b: Sequence[float]) -> list[float]:
    """The distribution of the sum of two independent counts."""
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x == 0.0:
            continue
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def tails(dist: Sequence[float], shift: int = 0) -> list[float]:
    """``t[q]`` = P(count + shift >= q) for q = 0 … len(dist) + shift (1.0 below ``shift``)."""
    size = len(dist) + shift
    out = [1.0] * (size + 1)
    running = 0.0
    for k in range(len(dist) - 1, -1, -1):
        running += dist[k]
        out[k + shift] = min(1.0, running)
    out[size] = 0.0
    return out


def at_least(tail: Sequence[float], quantity: int) -> float:
    """P(count >= quantity) read from a :func:`tails` table (0 past its end)."""
    if quantity <= 0:
        return 1.0
    return tail[quantity] if quantity < len(tail) else 0.0
