"""The exact probability that a bid holds, from one player's point of view.

The asker sees their own dice; every unseen die matches the bid's face with
probability 1/3 when ones are wild and the face is 2–6, else 1/6. The sum is
exact (fractions), then rounded once to a float, so CPython and Pyodide agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb

from engine.bids import Bid
from engine.counting import count_matches


def match_chance(face: int, wild: bool) -> Fraction:
    """The chance that one unseen die counts toward ``face``."""
    return Fraction(1, 3) if wild and face != 1 else Fraction(1, 6)


def at_least_exact(needed: int, unseen: int, chance: Fraction) -> Fraction:
    """P(at least ``needed`` successes in ``unseen`` trials of probability ``chance``)."""
    if needed <= 0:
        return Fraction(1)
    if needed > unseen:
        return Fraction(0)
    miss = 1 - chance
    return sum(
        (comb(unseen, k) * chance**k * miss ** (unseen - k) for k in range(needed, unseen + 1)),
        Fraction(0),
    )


def bid_probability(bid: Bid, unseen: int, own: Sequence[int] = (), wild: bool = True) -> float:
    """The exact probability that ``bid`` holds, given ``own`` dice and ``unseen`` hidden dice."""
    if unseen < 0:
        raise ValueError("unseen must be >= 0")
    needed = bid.quantity - count_matches(own, bid.face, wild)
    return float(at_least_exact(needed, unseen, match_chance(bid.face, wild)))


def exact_probability(bid: Bid, unseen: int, own: Sequence[int] = (), wild: bool = True) -> float:
    """The exact probability that the count equals the bid's quantity (a calza is right)."""
    needed = bid.quantity - count_matches(own, bid.face, wild)
    if not 0 <= needed <= unseen:
        return 0.0
    chance = match_chance(bid.face, wild)
    return float(comb(unseen, needed) * chance**needed * (1 - chance) ** (unseen - needed))
