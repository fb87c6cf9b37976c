"""A position to judge: one seat's decision in a round, and who else sits at the table.

A :class:`Position` is the round as it was dealt (``start``), the moves made in it so far,
the seat whose decision it is and the bot level of every other seat. Only the seat's own
dice are read from ``start``: the judge's reading replaces every other cup by what the moves
say (:mod:`engine.judge.reading`). :func:`position_in_game` takes one from a
:class:`~engine.game.Game` in progress.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from engine.bots import LEVELS
from engine.errors import EngineError
from engine.game import Game, View, view_of
from engine.modes import moded
from engine.round import Action, Round

# A seat whose level nobody gave (a position from a real table) is read as the hard bot, the
# strongest model of a thinking player the engine has.
UNKNOWN_LEVEL = "hard"


def as_listed(round_: Round, action: Action) -> Action:
    """``action`` as the engine lists it among the legal moves: a 大话骰 bid with its mode
    spelled out (a bare ``4x3`` is 飞)."""
    if action.bid is not None and round_.rules.bid_modes:
        return replace(action, bid=moded(action.bid))
    return action


@dataclass(frozen=True)
class Position:
    """``seat``'s decision after ``actions`` in the round dealt as ``start``; ``levels``
    gives each seat's bot level (the judged seat's entry is not read: its later moves in a
    play-out are the judge's stand-in's, :class:`engine.judge.rollout.StandIn`)."""

    start: Round
    actions: tuple[Action, ...]
    seat: int
    levels: tuple[str, ...]
    round_number: int = 1
    total_rounds: int | None = None

    @cached_property
    def states(self) -> tuple[Round, ...]:
        """The round before each move and after the last (``states[-1]`` is now)."""
        states = [self.start]
        for action in self.actions:
            states.append(states[-1].apply(action))
        return tuple(states)

    @property
    def state(self) -> Round:
        """The round now."""
        return self.states[-1]

    def view_at(self, index: int, seat: int) -> View:
        """What ``seat`` saw before move ``index`` (``len(actions)``: now)."""
        return view_of(self.states[index], seat, self.round_number, self.total_rounds)

    @cached_property
    def view(self) -> View:
        """The judged seat's view now."""
        return self.view_at(len(self.actions), self.seat)

    @property
    def rules_name(self) -> str:
        """The preset the round is played under."""
        return self.start.rules.preset


def table_levels(names: Sequence[str], bots: Mapping[str, str] | None) -> tuple[str, ...]:
    """Each seat's level: ``bots[name]``, else :data:`UNKNOWN_LEVEL` (the judged seat's
    entry is not read, see :class:`Position`)."""
    bots = bots or {}
    for name, level in bots.items():
        if level not in LEVELS:
            raise EngineError("unknown_bot", level=level, valid=", ".join(LEVELS))
        if name not in names:
            raise EngineError("unknown_player", where="bots", name=name)
    return tuple(bots.get(name, UNKNOWN_LEVEL) for name in names)


def position_in_game(game: Game, seat: int, levels: Sequence[str]) -> Position:
    """``seat``'s decision now in ``game`` (its round so far), the other seats played by
    ``levels``."""
    start = replace(game.round, bids=(), pressured_by=None, outcome=None, pi_by=None,
                    fanpi=False)
    return Position(start, tuple(game.round_actions), seat, tuple(levels), game.round_number,
                    game.total_rounds)
