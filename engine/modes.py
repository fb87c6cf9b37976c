"""大话骰 bid modes as arithmetic: a bid's mode, face rank, and the quantities the
conversions and the opening minimum ask for (spec: "大话骰 … Bids").

Pure functions of a :class:`Rules` object and numbers; :mod:`engine.legality`
turns them into judgements.
"""

from __future__ import annotations

from dataclasses import replace

from engine.bids import FEI, ZHAI, Bid
from engine.rules import Rules


def moded(bid: Bid) -> Bid:
    """``bid`` with its mode spelled out: a bid written without one is 飞, on ones 斋."""
    if bid.mode:
        return bid
    return replace(bid, mode=ZHAI if bid.face == 1 else FEI)


def rank(rules: Rules, face: int) -> int:
    """A face's rank for raises: its value, or above 6 for ones with ``face_rank: ones_high``."""
    return 7 if face == 1 and rules.face_rank == "ones_high" else face


def outranks(rules: Rules, face: int, other: int) -> bool:
    """Whether ``face`` ranks above ``other``."""
    return rank(rules, face) > rank(rules, other)


def mode_minimum(rules: Rules, quantity: int, to_mode: str) -> int | None:
    """The least quantity of a bid in ``to_mode`` after a bid of ``quantity`` in the other
    mode; None when the rules forbid the change (``zhai_to_fei: never``)."""
    if to_mode == ZHAI:
        if rules.fei_to_zhai == "same":
            return quantity
        if rules.fei_to_zhai == "half_plus_one":
            return quantity // 2 + 1
        return max(1, quantity - 1)
    if rules.zhai_to_fei == "never":
        return None
    if rules.zhai_to_fei == "plus_two":
        return quantity + 2
    return 2 * quantity


def opening_minimum(rules: Rules, players: int, mode: str) -> int:
    """The least quantity of an opening bid in ``mode`` with ``players`` at the table:
    with ``opening_minimum: players``, N + 1 for 飞 and N for 斋 (ones included)."""
    if rules.opening_minimum == "none":
        return 1
    return players + 1 if mode == FEI else players
