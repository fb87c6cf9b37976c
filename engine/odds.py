"""The exact probability that a bid holds, from one player's point of view.

The asker sees their own dice; every unseen die matches the bid's face on 2 of
its 6 faces when ones are wild and the face is 2–6, else on 1. The chance is
counted exactly in whole numbers (favourable outcomes out of ``6**unseen``)
and divided once; Python's int / int is correctly rounded, so the float is the
same in CPython and Pyodide, and the same as rounding the exact fraction.
Whole numbers also spare the browser importing :mod:`fractions` at start-up.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

from engine.bids import FACES, FEI, Bid
from engine.counting import count_matches

SIDES = 6


def bid_wild(bid: Bid, wild: bool) -> bool:
    """Whether ones count toward ``bid``: as its own 大话骰 mode says (飞 yes, 斋 no; a bid
    on ones counts ones either way), else ``wild`` for a bid written without one."""
    return bid.mode == FEI if bid.mode else wild


def matching_faces(face: int, wild: bool) -> int:
    """On how many of its six faces one unseen die counts toward ``face`` (2 or 1)."""
    return count_matches(FACES, face, wild)


def outcomes_with(n: int, k: int, hits: int) -> int:
    """How many of the ``6**n`` rolls of ``n`` dice have exactly ``k`` dice on ``hits`` faces."""
    on: int = hits**k  # int ** int is typed Any: exponents here are never negative
    off: int = (SIDES - hits) ** (n - k)
    return comb(n, k) * on * off


def rolls_of(n: int) -> int:
    """How many rolls ``n`` dice have: ``6**n``."""
    rolls: int = SIDES**n
    return rolls


def bid_probability(bid: Bid, unseen: int, own: Sequence[int] = (), wild: bool = True) -> float:
    """The exact probability that ``bid`` holds, given ``own`` dice and ``unseen`` hidden dice."""
    if unseen < 0:
        raise ValueError("unseen must be >= 0")
    needed = bid.quantity - count_matches(own, bid.face, wild)
    if needed <= 0:
        return 1.0
    if needed > unseen:
        return 0.0
    hits = matching_faces(bid.face, wild)
    favourable = sum(outcomes_with(unseen, k, hits) for k in range(needed, unseen + 1))
    return favourable / rolls_of(unseen)


def exact_probability(bid: Bid, unseen: int, own: Sequence[int] = (), wild: bool = True) -> float:
    """The exact probability that the count equals the bid's quantity (a calza is right)."""
    needed = bid.quantity - count_matches(own, bid.face, wild)
    if not 0 <= needed <= unseen:
        return 0.0
    return outcomes_with(unseen, needed, matching_faces(bid.face, wild)) / rolls_of(unseen)


def expected_count(face: int, unseen: int, own: Sequence[int] = (), wild: bool = True) -> float:
    """How many dice are expected to count toward ``face``: own matches plus the unseen
    dice's share (one in three with wild ones for faces 2–6, else one in six)."""
    return count_matches(own, face, wild) + unseen * matching_faces(face, wild) / SIDES
