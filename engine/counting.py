"""Counting the dice that match a bid's face, with or without wild ones, and with
大话骰's special hands (单骰, 豹子, 纯豹) when the rules count them."""

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


HAND_SIZE = 5      # special hands are hands of five dice
LEOPARD = 6        # 豹子: five of one face made up with ones, counted 飞 for that face
PURE_LEOPARD = 7   # 纯豹: five identical dice


def hand_count(hand: tuple[int, ...], face: int, wild: bool, special_hands: str) -> int:
    """How many of one player's dice count toward ``face`` (spec: "Special hands"): with
    ``common``, five different faces count 0, a 豹子 6 for a 飞 bid on its face, a 纯豹 7
    for its face (five ones: for any 飞 bid too); otherwise the dice one by one."""
    if special_hands == "common" and len(hand) == HAND_SIZE:
        faces = set(hand)
        if len(faces) == HAND_SIZE:
            return 0
        if len(faces) == 1:
            (held,) = faces
            if held == face or (held == 1 and wild and face != 1):
                return PURE_LEOPARD
            return 0
        if faces == {1, face} and face != 1 and wild:
            return LEOPARD
    return count_matches(hand, face, wild)


def count_hands(hands: Iterable[Iterable[int]], face: int, wild: bool,
                special_hands: str = "none") -> int:
    """How many dice on the table count toward ``face``, hand by hand."""
    return sum(hand_count(tuple(hand), face, wild, special_hands) for hand in hands)
