"""Chance in a bot's decision: drawn in play, walked through to get the bot's policy.

A bot decides with a :class:`random.Random`: :func:`flip` for "with chance ``p``" and
``rng.choice`` for "any of these, alike". In play the rng draws, exactly as
``rng.random() < p`` and ``rng.choice`` always did, so seeded games replay as before.
:func:`policy` instead runs the same decision function with :class:`Branches`, an rng that
takes every branch in turn, and returns every move the bot may make with its chance: the
bot's policy, read from the one implementation of the bot, which the judge's reading of the
bids uses (:mod:`engine.judge.reading`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, TypeVar

from engine.game import View
from engine.round import Action

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class _Items(Protocol[T_co]):
    """What ``choice`` picks from (a sequence, as :meth:`random.Random.choice` takes)."""

    def __len__(self) -> int: ...

    def __getitem__(self, index: int, /) -> T_co: ...


class Branches(random.Random):
    """An rng that follows a path of branch indices, extending it with first branches, and
    keeps the chance of the path it took (for :func:`policy`)."""

    def __init__(self, path: list[int]) -> None:  # no seed: it never draws
        self.path = path
        self.widths: list[int] = []
        self.chance = 1.0

    def _branch(self, width: int) -> int:
        at = len(self.widths)
        if at == len(self.path):
            self.path.append(0)
        self.widths.append(width)
        return self.path[at]

    def flip(self, p: float) -> bool:
        """True with chance ``p``: branch 0 is true, branch 1 false."""
        if p <= 0.0 or p >= 1.0:
            return p >= 1.0
        taken = self._branch(2) == 0
        self.chance *= p if taken else 1.0 - p
        return taken

    def choice(self, seq: _Items[T]) -> T:
        """Each item in turn, at chance 1/len(seq)."""
        index = self._branch(len(seq))
        self.chance /= len(seq)
        return seq[index]

    def random(self) -> float:
        """Refused: a decision walked by :func:`policy` must draw through :func:`flip`."""
        raise TypeError("a bot draws a chance through engine.bots.chance.flip")

    def advance(self) -> bool:
        """Move to the next path (odometer order); False when every path was taken."""
        path = self.path[: len(self.widths)]
        while path and path[-1] + 1 >= self.widths[len(path) - 1]:
            path.pop()
        if not path:
            return False
        path[-1] += 1
        self.path[:] = path
        return True


def flip(rng: random.Random, p: float) -> bool:
    """True with chance ``p``: ``rng.random() < p`` in play, a branch under :func:`policy`."""
    return rng.flip(p) if isinstance(rng, Branches) else rng.random() < p


def policy(choose: Callable[[View, random.Random], Action], view: View) -> dict[Action, float]:
    """Every move ``choose`` may make in ``view``, with its chance (summing to 1)."""
    path: list[int] = []
    moves: dict[Action, float] = {}
    while True:
        branches = Branches(path)
        action = choose(view, branches)
        moves[action] = moves.get(action, 0.0) + branches.chance
        if not branches.advance():
            return moves
