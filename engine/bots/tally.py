"""Float arithmetic on dice counts: binomial tables, convolution, tails.

Bots need many probabilities per move, so they work in floats (the exact
:func:`engine.odds.bid_probability` counts exactly and is for the referee,
the docs and the ``normal`` bot's single question per move). Tables are
built once at import and are immutable.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.odds import outcomes_with, rolls_of
from engine.rules import MAX_DICE_IN_PLAY

WILD_CHANCE = 1 / 3
PLAIN_CHANCE = 1 / 6


def _binomial(n: int, hits: int) -> tuple[float, ...]:
    # Exact, then rounded once: float ``**`` goes through libm, whose last bit
    # differs between CPython and Pyodide; bots must choose alike on both.
    rolls = rolls_of(n)
    return tuple(outcomes_with(n, k, hits) / rolls for k in range(n + 1))


# Indexed by wild (False: 1 matching face of 6, True: 2), then by n.
_TABLES: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(_binomial(n, hits) for n in range(MAX_DICE_IN_PLAY + 1)) for hits in (1, 2)
)


def face_chance(face: int, wild: bool) -> float:
    """The chance that one hidden die counts toward ``face``."""
    return WILD_CHANCE if wild and face != 1 else PLAIN_CHANCE


def binomial(n: int, face: int, wild: bool) -> tuple[float, ...]:
    """The distribution of matches of ``face`` among ``n`` hidden dice (index = count)."""
    return _TABLES[1 if wild and face != 1 else 0][n]


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
