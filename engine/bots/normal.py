"""The ``normal`` bot: sound odds from its own dice, nothing more.

It asks the engine for the exact probability that the standing bid holds,
given its own dice (:func:`engine.bid_probability`), and challenges when that
is below ``THRESHOLD``. Otherwise it makes its most likely legal bid, judged
from its own dice alone; among equally likely bids it takes the highest (so
its opening bid states exactly what it holds of its best face). In 大话骰 each
bid is judged in its own mode (斋 or 飞), a challenge is a 劈 when the same odds
say the doubled stake pays, and a 劈 or 反劈 is answered by those odds too.
"""

from __future__ import annotations

import random
from typing import Any

from engine.bids import Bid
from engine.bots.moves import (
    Choices,
    answer_pi,
    bid_runs,
    choices,
    fallback,
    own_matches,
    share_of,
    wild_for,
)
from engine.bots.stakes import challenge_value, pi_value
from engine.bots.tally import at_least, binomial, tails
from engine.counting import count_matches
from engine.game import View
from engine.odds import bid_probability
from engine.round import Action

THRESHOLD = 0.4


class Shared:
    """What the views of one decision share when they differ only in their own dice: the
    legal moves sorted, the chance the standing bid holds and each run's best raise, both
    by the own count of the face that matters."""

    def __init__(self) -> None:
        self.options: Choices | None = None
        self.runs: list[tuple[Action, ...]] | None = None
        self.holds: dict[int, float] = {}
        self.best: dict[tuple[int, int], tuple[tuple[float, int, int], Action]] = {}


def _standing_holds(view: View, standing: Bid, shared: Shared) -> float:
    own = count_matches(view.own_dice, standing.face, view.wild)
    if own not in shared.holds:
        shared.holds[own] = bid_probability(standing, view.unseen, view.own_dice, view.wild)
    return shared.holds[own]


def _best_raise(view: View, shared: Shared) -> tuple[Action, float]:
    """The most likely legal bid from own dice alone (the highest of equally likely ones)."""
    if shared.runs is None:
        shared.runs = bid_runs(shared.options or choices(view))
    owns: dict[bool, tuple[int, ...]] = {}
    best: Action | None = None
    best_key = (-1.0, 0, 0)
    for index, run in enumerate(shared.runs):
        first = run[0].bid
        if first is None:  # pragma: no cover - a run holds bids only
            continue
        wild = wild_for(view, first)
        if wild not in owns:
            owns[wild] = own_matches(view, wild)
        own = owns[wild][first.face - 1]
        if (index, own) not in shared.best:
            tail = tails(binomial(view.unseen, first.face, wild), own)
            keyed = [((round(at_least(tail, a.bid.quantity), 9), a.bid.quantity, a.bid.face), a)
                     for a in run if a.bid is not None]
            shared.best[index, own] = max(keyed, key=lambda pair: pair[0])
        key, action = shared.best[index, own]
        if key > best_key:
            best, best_key = action, key
    if best is None:  # pragma: no cover - the runs hold every legal bid
        raise ValueError("no bid")
    return best, best_key[0]


def decide_normal(view: View, rng: random.Random | None = None,
                  shared: Shared | None = None) -> tuple[Action, dict[str, Any]]:
    """The normal bot's move and the numbers it chose by (``reason`` names the rule it used).

    ``holds`` is the chance the standing bid holds (None when opening), ``bid_holds`` the
    chance of the bid it makes, both from its own dice; ``threshold`` is its dudo line.
    ``shared`` (see :class:`Shared`) lets the views of one decision share what their own
    dice do not change.
    """
    shared = shared or Shared()
    if shared.options is None:
        shared.options = choices(view)
    options = shared.options
    standing = view.standing
    why: dict[str, Any] = {"reason": "fallback", "holds": None, "bid_holds": None,
                           "threshold": THRESHOLD}
    if standing is not None and options.answers:
        holds = _standing_holds(view, standing, shared)
        why.update(reason="normal_answer", holds=holds)
        return answer_pi(view, options, holds), why
    if standing is not None and options.dudo is not None:
        holds = _standing_holds(view, standing, shared)
        why["holds"] = holds
        if holds < THRESHOLD or not options.bids:
            share = share_of(view)
            if options.pi is not None and pi_value(holds, share) > challenge_value(holds, share):
                why["reason"] = "normal_pi"
                return options.pi, why
            why["reason"] = "normal_dudo" if holds < THRESHOLD else "normal_no_bid"
            return options.dudo, why
    if not options.bids:
        return fallback(view, options), why
    best, holds = _best_raise(view, shared)
    why.update(reason="normal_raise", bid_holds=holds)
    return best, why


def choose_normal(view: View, rng: random.Random) -> Action:
    """The normal bot's move (deterministic: it never needs the rng)."""
    return decide_normal(view, rng)[0]


def policy_normal(view: View, shared: Shared | None = None) -> dict[Action, float]:
    """The normal bot's one move in ``view``, at chance 1 (it never draws)."""
    return {decide_normal(view, None, shared)[0]: 1.0}
