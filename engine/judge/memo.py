"""What the judge keeps between positions of one game: work already done, never a result
that could differ.

A review, a benchmark or a browser worker judges many positions of a game in turn; a
:class:`Memo` passed along keeps, by the round and the moves so far, the likelihoods of each
move (:mod:`engine.judge.reading`), each round's table of bots with the views and readings
they made (:mod:`engine.judge.rollout`), and each position's draws with the costs already
played out (:mod:`engine.judge.verdict`). Every entry is a pure function of its key, so a
verdict is the same with a memo or without.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.judge.rollout import Table
    from engine.judge.verdict import Rollouts


class Memo:
    """Work already done (see the module docstring)."""

    def __init__(self) -> None:
        self.likelihoods: dict[Hashable, list[float]] = {}
        self.tables: dict[Hashable, Table] = {}
        self.rollouts: dict[Hashable, Rollouts] = {}
