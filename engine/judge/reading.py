"""The judge's reading of a position: what the moves so far say about every hidden hand.

Each opponent's hand is read exactly, as a Bayesian posterior over the hands they may hold
(252 of five dice): the prior chance of each hand, times, for every move that player made in
the round, the chance that their bot level makes that move with that hand. That chance is
the bot's policy, walked from the bot's own code (:func:`engine.bots.chance.policy`), so the
reading knows a bot exactly as it plays. Hands are dealt independently and each move depends
on its player's hand and the public moves alone, so the posterior is a product, one factor
per player. ``FLOOR`` mixes a small share of "any legal move" into every policy: a move no
bot of that level would make (a person at a real table) weakens the reading instead of
ruling every hand out.

What the reading answers: the distribution of hidden matches of each face (ones wild or
not, 大话骰's special hands counted as the rules count them), the chance a bid holds or is
exact, and hands drawn from it for the rollouts (:mod:`engine.judge.rollout`). Calibration
against self-play is measured by ``scripts/bench --only judge``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import accumulate
from math import fsum

from engine.bids import Bid
from engine.bots import BOTS
from engine.bots.chance import policy
from engine.bots.hands import HANDS
from engine.bots.hard import Shared as HardShared
from engine.bots.hard import policy_hard
from engine.bots.normal import Shared as NormalShared
from engine.bots.normal import policy_normal
from engine.bots.tally import convolve
from engine.counting import hand_count
from engine.game import View
from engine.judge.memo import Memo
from engine.judge.position import Position, as_listed
from engine.odds import bid_wild
from engine.round import Action
from engine.rules import Rules

FLOOR = 0.01


Policy = Callable[[View], dict[Action, float]]


def policy_for_decision(level: str) -> Policy:
    """The policy of bot ``level`` for the views of one decision, which differ only in the
    hand held (the hard bot reads the bids once for all of them)."""
    if level == "hard":
        hard = HardShared()
        return lambda view: policy_hard(view, hard)
    if level == "normal":
        normal = NormalShared()
        return lambda view: policy_normal(view, normal)
    choose = BOTS[level]
    return lambda view: policy(choose, view)


@dataclass(frozen=True)
class HandReading:
    """The posterior over one opponent's hands: ``weights[h]`` for ``HANDS[size].dice[h]``."""

    seat: int
    size: int
    weights: tuple[float, ...]

    def matches(self, rules: Rules, face: int, wild: bool) -> list[float]:
        """The distribution of this hand's matches of ``face`` (index = count)."""
        out = [0.0] * 8
        for hand, weight in zip(HANDS[self.size].dice, self.weights, strict=True):
            if weight:
                out[hand_count(hand, face, wild, rules.special_hands)] += weight
        while len(out) > 1 and out[-1] == 0.0:
            out.pop()
        return out

    def expected(self, rules: Rules, face: int, wild: bool) -> float:
        """The expected matches of ``face`` in this hand."""
        return fsum(count * p for count, p in enumerate(self.matches(rules, face, wild)))

    def prior_expected(self, rules: Rules, face: int, wild: bool) -> float:
        """The same before any move was read."""
        prior = HandReading(self.seat, self.size, HANDS[self.size].prior)
        return prior.expected(rules, face, wild)

    def draw(self, rng: random.Random) -> tuple[int, ...]:
        """One hand drawn from the posterior."""
        cumulative = list(accumulate(self.weights))
        (index,) = rng.choices(range(len(self.weights)), cum_weights=cumulative)
        return HANDS[self.size].dice[index]


class Reading:
    """What one seat may believe of the hidden dice in a position (see the module docstring)."""

    def __init__(self, rules: Rules, own_dice: tuple[int, ...], wild: bool,
                 hands: Sequence[HandReading]) -> None:
        self.rules = rules
        self.own_dice = own_dice
        self.wild = wild
        self.hands = tuple(hands)
        self._hidden: dict[tuple[int, bool], list[float]] = {}

    def bid_wild(self, bid: Bid) -> bool:
        """Whether ones count toward ``bid`` (its 大话骰 mode, else the round's wildness)."""
        return bid_wild(bid, self.wild)

    def hidden(self, face: int, wild: bool) -> list[float]:
        """The distribution of the hidden matches of ``face`` (index = count)."""
        key = (face, wild)
        if key not in self._hidden:
            dist = [1.0]
            for hand in self.hands:
                dist = convolve(dist, hand.matches(self.rules, face, wild))
            self._hidden[key] = dist
        return self._hidden[key]

    def own(self, face: int, wild: bool) -> int:
        """The seat's own matches of ``face``."""
        return hand_count(self.own_dice, face, wild, self.rules.special_hands)

    def holds(self, bid: Bid) -> float:
        """The chance ``bid`` holds: the table's matches reach its quantity."""
        wild = self.bid_wild(bid)
        needed = bid.quantity - self.own(bid.face, wild)
        dist = self.hidden(bid.face, wild)
        return min(1.0, fsum(dist[max(0, needed):])) if needed < len(dist) else 0.0

    def exact(self, bid: Bid) -> float:
        """The chance the table's matches are exactly the bid's quantity (a calza)."""
        wild = self.bid_wild(bid)
        needed = bid.quantity - self.own(bid.face, wild)
        dist = self.hidden(bid.face, wild)
        return dist[needed] if 0 <= needed < len(dist) else 0.0

    def expected(self, face: int, wild: bool) -> float:
        """The expected matches of ``face`` on the whole table."""
        return self.own(face, wild) + fsum(k * p for k, p in enumerate(self.hidden(face, wild)))

    def draw(self, rng: random.Random) -> dict[int, tuple[int, ...]]:
        """Every opponent's hand, drawn from the reading (by seat)."""
        return {hand.seat: hand.draw(rng) for hand in self.hands}

    @cached_property
    def hidden_dice(self) -> int:
        """How many dice the seat cannot see."""
        return sum(hand.size for hand in self.hands)


def _likelihoods(position: Position, index: int, seat: int, size: int,
                 memo: Memo) -> list[float]:
    """For each hand of ``size`` dice, the chance ``seat``'s bot level makes move ``index``."""
    key = (position.start, position.actions[: index + 1], position.levels[seat])
    if key not in memo.likelihoods:
        memo.likelihoods[key] = _work_out(position, index, seat, size)
    return memo.likelihoods[key]


def _work_out(position: Position, index: int, seat: int, size: int) -> list[float]:
    state = position.states[index]
    observed = as_listed(state, position.actions[index])
    view = position.view_at(index, seat)
    moves = policy_for_decision(position.levels[seat])
    floor = FLOOR / max(1, len(view.legal_actions))
    return [(1.0 - FLOOR) * moves(replace(view, own_dice=hand)).get(observed, 0.0) + floor
            for hand in HANDS[size].dice]


def read(position: Position, memo: Memo | None = None) -> Reading:
    """The reading of ``position`` for its seat (see the module docstring); ``memo`` keeps
    the work for the next position of the same game."""
    memo = memo or Memo()
    state = position.state
    start = position.start
    sizes = {seat: len(s.dice) for seat, s in enumerate(start.seats)
             if s.active and seat != position.seat}
    weights = {seat: list(HANDS[size].prior) for seat, size in sizes.items()}
    for index, action in enumerate(position.actions):
        seat = start.seat_of(action.player)
        if seat in weights:
            likely = _likelihoods(position, index, seat, sizes[seat], memo)
            weights[seat] = [w * p for w, p in zip(weights[seat], likely, strict=True)]
    hands = []
    for seat, size in sizes.items():
        total = fsum(weights[seat])
        hands.append(HandReading(seat, size, tuple(w / total for w in weights[seat])))
    return Reading(state.rules, start.seats[position.seat].dice, state.wild, hands)
