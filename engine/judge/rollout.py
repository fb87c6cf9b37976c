"""Playing the rest of a round out: the table's own bots, on dice drawn from the reading.

A :class:`Table` plays every other seat with its bot level, each move drawn by the bot's
own code with its own chance. The judged seat's later moves are a :class:`StandIn`'s: the
hard bot's weighing of every move, but on the judge's reading of the position instead of
the hard bot's rougher one, and without its bluffs. With the hard bot itself standing in,
a move was valued by a later blunder of the stand-in (a raise that leaves a bid the reading
puts under 1 % unchallenged made every move look like a lost die). Rollouts of one
judgement share the bots' work: the view of each seat at each public point of the round
(its legal moves) and the bot's reading of the bids there are made once, whatever dice the
rollout dealt.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any

from engine.bots import BOTS
from engine.bots.belief import Posteriors
from engine.bots.hard import Shared as HardShared
from engine.bots.hard import Style, decide_hard, evidence_key, moves_of
from engine.bots.moves import Choices
from engine.bots.normal import Shared as NormalShared
from engine.bots.normal import decide_normal
from engine.game import View, view_of
from engine.resolution import Outcome
from engine.round import Action, Round

# The stand-in weighs as the hard bot does and never bluffs: a bluff is a move it rates
# worse, made so that bids do not mirror hands, which a play-out has no use for.
STEADY = Style(bluff=0.0)

# The hidden dice's matches, per wildness, per face (index face - 1), then by count.
Hidden = Callable[[bool], list[list[float]]]


def legal_key(state: Round, seat: int) -> Hashable:
    """What a seat's legal moves depend on (engine.legality, engine.round): the round's first
    bid (the opening's wildness, the opening minimum), the standing bid and its bidder, a 劈
    and its 反劈, and the pressure; the dice, the counts and the rules are the table's."""
    bids = state.bids
    return (seat, bids[0][1] if bids else None, bids[-1] if bids else None, state.pi_by,
            state.fanpi, state.pressured_by)


class Table:
    """The bots of a table, by seat (``levels``), playing rounds out (see the module
    docstring); ``round_number`` and ``total_rounds`` are the game's, for the views.

    Bots' work is kept by what it depends on: each seat's legal moves by :func:`legal_key`,
    the hard bot's reading of the bids by who bid which faces
    (:func:`engine.bots.hard.evidence_key`), each bot's plan for a hand by both."""

    def __init__(self, levels: tuple[str, ...], round_number: int = 1,
                 total_rounds: int | None = None) -> None:
        self.levels = levels
        self.round_number = round_number
        self.total_rounds = total_rounds
        self._legal: dict[Hashable, tuple[Action, ...]] = {}
        self._readings: dict[Hashable, list[list[float]]] = {}
        self._posteriors: Posteriors = {}
        self._hard_moves: dict[Hashable, tuple[Choices, tuple[Any, ...]]] = {}
        self._movers: dict[Hashable, Callable[[View, random.Random], Action]] = {}
        self._evidence: dict[Hashable, Hashable] = {}

    def _mover(self, view: View, key: Hashable, level: str, bids: Hashable,
               ) -> Callable[[View, random.Random], Action]:
        legal = key
        if level == "hard":
            # The evidence a view gives depends on its seat and the bids alone (the dice
            # counts, the palifico and so the wildness are the round's).
            seen = (view.seat, bids)
            evidence = self._evidence.get(seen)
            if evidence is None:
                evidence = self._evidence[seen] = evidence_key(view, view.wild)
            key = (key, evidence)
        if key not in self._movers:
            if level == "hard":
                if legal not in self._hard_moves:
                    self._hard_moves[legal] = moves_of(view)
                hard = HardShared(self._readings, self._posteriors, self._hard_moves[legal])
                self._movers[key] = lambda view, rng: decide_hard(view, rng, shared=hard)[0]
            elif level == "normal":
                normal = NormalShared()
                self._movers[key] = lambda view, rng: decide_normal(view, rng, normal)[0]
            else:
                self._movers[key] = BOTS[level]
        return self._movers[key]

    def view(self, state: Round, seat: int) -> tuple[View, Hashable]:
        """``seat``'s view of ``state`` (its legal moves listed once per :func:`legal_key`),
        and that key."""
        key = legal_key(state, seat)
        legal = self._legal.get(key)
        if legal is None:
            legal = self._legal[key] = tuple(state.legal_actions(seat))
        return view_of(state, seat, self.round_number, self.total_rounds, legal), key

    def move(self, state: Round, rng: random.Random) -> Action:
        """The move of the player to act in ``state``, by their bot level."""
        seat = state.to_act
        view, key = self.view(state, seat)
        return self._mover(view, key, self.levels[seat], state.bids)(view, rng)

    def play_out(self, state: Round, rng: random.Random, stand_in: StandIn | None = None,
                 ) -> Outcome:
        """Play ``state`` to its end and return the outcome (``stand_in`` moves for its
        seat)."""
        while state.outcome is None:
            seat = state.to_act
            if stand_in is not None and seat == stand_in.seat:
                view, key = self.view(state, seat)
                move = stand_in.move(view, key, rng)
            else:
                move = self.move(state, rng)
            state = state.after(move)
        return state.outcome


class StandIn:
    """The judged seat's later moves in the play-outs of one position (see the module
    docstring): the hard bot's plan (:func:`engine.bots.hard.decide_hard`, style
    :data:`STEADY`) on ``hidden``, the judge's reading of the hidden dice at the position."""

    def __init__(self, seat: int, hidden: Hidden) -> None:
        self.seat = seat
        self._hidden = {wild: hidden(wild) for wild in (False, True)}
        self._plans: dict[Hashable, HardShared] = {}

    def move(self, view: View, key: Hashable, rng: random.Random) -> Action:
        """The stand-in's move in ``view``; ``key`` (:func:`legal_key`) is all its plan
        depends on besides the seat's own dice and the round, which a position fixes."""
        shared = self._plans.get(key)
        if shared is None:
            shared = self._plans[key] = HardShared()
            shared.hidden = self._hidden
        return decide_hard(view, rng, STEADY, shared=shared)[0]
