"""Playing the rest of a round out: the table's own bots, on dice drawn from the reading.

A :class:`Table` plays every seat with its bot level (the judged seat's later moves with
its own entry, the hard bot unless a level is given), each move drawn by the bot's own
code with its own chance. Rollouts of one judgement share the bots' work: the view of each
seat at each public point of the round (its legal moves) and the bot's reading of the bids
there are made once, whatever dice the rollout dealt.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any

from engine.bots import BOTS
from engine.bots.hard import Shared as HardShared
from engine.bots.hard import decide_hard
from engine.bots.normal import Shared as NormalShared
from engine.bots.normal import decide_normal
from engine.game import View, view_of
from engine.resolution import Outcome
from engine.round import Action, Round

# A point of the round as every player sees it: the bids, a 劈 and its 反劈, the pressure.
Public = tuple[int, tuple[tuple[int, Any], ...], int | None, bool, int | None]


def _public(state: Round, seat: int) -> Public:
    return (seat, state.bids, state.pi_by, state.fanpi, state.pressured_by)


class Table:
    """The bots of a table, by seat (``levels``), playing rounds out (see the module
    docstring); ``round_number`` and ``total_rounds`` are the game's, for the views."""

    def __init__(self, levels: tuple[str, ...], round_number: int = 1,
                 total_rounds: int | None = None) -> None:
        self.levels = levels
        self.round_number = round_number
        self.total_rounds = total_rounds
        self._views: dict[Public, View] = {}
        self._readings: dict[Hashable, list[list[float]]] = {}
        self._movers: dict[Public, Callable[[View, random.Random], Action]] = {}

    def _mover(self, key: Public, level: str) -> Callable[[View, random.Random], Action]:
        if key not in self._movers:
            if level == "hard":
                hard = HardShared(self._readings)
                self._movers[key] = lambda view, rng: decide_hard(view, rng, shared=hard)[0]
            elif level == "normal":
                normal = NormalShared()
                self._movers[key] = lambda view, rng: decide_normal(view, rng, normal)[0]
            else:
                self._movers[key] = BOTS[level]
        return self._movers[key]

    def move(self, state: Round, rng: random.Random) -> Action:
        """The move of the player to act in ``state``, by their bot level."""
        seat = state.to_act
        key = _public(state, seat)
        view = self._views.get(key)
        if view is None:
            view = self._views[key] = view_of(state, seat, self.round_number,
                                              self.total_rounds)
        own = state.seats[seat].dice
        if view.own_dice != own:
            view = replace(view, own_dice=own)
        return self._mover(key, self.levels[seat])(view, rng)

    def play_out(self, state: Round, rng: random.Random) -> Outcome:
        """Play ``state`` to its end and return the outcome."""
        while state.outcome is None:
            state = state.apply(self.move(state, rng))
        return state.outcome
