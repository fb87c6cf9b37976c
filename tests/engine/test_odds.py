"""The exact probability that a bid holds (or is exact), checked against brute force."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Bid, bid_probability, count_matches, exact_probability


def _brute(bid: Bid, unseen: int, own: tuple[int, ...], wild: bool, exact: bool) -> float:
    hits = Fraction(0)
    for hidden in itertools.product(range(1, 7), repeat=unseen):
        count = count_matches(own + hidden, bid.face, wild)
        if (count == bid.quantity) if exact else (count >= bid.quantity):
            hits += 1
    return float(hits / 6**unseen)


@settings(max_examples=60, deadline=None)
@given(quantity=st.integers(1, 8), face=st.integers(1, 6), unseen=st.integers(0, 4),
       own=st.lists(st.integers(1, 6), max_size=5).map(tuple), wild=st.booleans())
def test_probability_matches_brute_force_enumeration(
        quantity: int, face: int, unseen: int, own: tuple[int, ...], wild: bool) -> None:
    """issue 2: «the exact probability that a bid holds, given the asker's own dice and the
    number of unseen dice, with wild ones or without»; spec: Common core, «Counting»."""
    bid = Bid(quantity, face)
    assert bid_probability(bid, unseen, own, wild) == _brute(bid, unseen, own, wild, False)
    assert exact_probability(bid, unseen, own, wild) == _brute(bid, unseen, own, wild, True)


@pytest.mark.parametrize(("face", "wild", "chance"), [
    (3, True, 1 / 3), (1, True, 1 / 6), (3, False, 1 / 6), (1, False, 1 / 6),
])
def test_one_unseen_die_matches_with_one_third_or_one_sixth(
        face: int, wild: bool, chance: float) -> None:
    """spec: Common core, «when ones are wild and F is 2..6, count F plus every 1. When F is 1,
    count only ones»."""
    assert bid_probability(Bid(1, face), 1, (), wild) == chance


def test_own_dice_alone_decide_when_nothing_is_unseen() -> None:
    """issue 2: «given the asker's own dice and the number of unseen dice»."""
    assert bid_probability(Bid(3, 3), 0, (1, 3, 3)) == 1.0
    assert bid_probability(Bid(3, 3), 0, (1, 3, 3), wild=False) == 0.0


def test_docs_example_eight_threes_with_twenty_unseen() -> None:
    """ARCHITECTURE: «`[[odds 8x3 unseen=20 own="1 3 3 5 6" = 85%]]`»."""
    assert round(bid_probability(Bid(8, 3), 20, (1, 3, 3, 5, 6)) * 100) == 85


def test_exact_probabilities_of_every_count_sum_to_one() -> None:
    """issue 2: «the exact probability» (a distribution over the possible counts)."""
    total = sum(exact_probability(Bid(q, 4), 10, (4, 1)) for q in range(0, 13))
    assert abs(total - 1) < 1e-12
