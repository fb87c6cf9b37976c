"""The ``normal`` bot: sound odds from its own dice, nothing more.

It asks the engine for the exact probability that the standing bid holds,
given its own dice (:func:`engine.bid_probability`), and challenges when that
is below ``THRESHOLD``. Otherwise it makes its most likely legal bid, judged
from its own dice alone; among equally likely bids it takes the highest (so
its opening bid states exactly what it holds of its best face).
"""

from __future__ import annotations

import random

from engine.bots.moves import choices, fallback, own_matches
from engine.bots.tally import at_least, binomial, tails
from engine.game import View
from engine.odds import bid_probability
from engine.round import Action

THRESHOLD = 0.4


def choose_normal(view: View, rng: random.Random) -> Action:
    """The normal bot's move (deterministic: it never needs the rng)."""
    options = choices(view)
    standing = view.standing
    if standing is not None and options.dudo is not None:
        holds = bid_probability(standing, view.unseen, view.own_dice, view.wild)
        if holds < THRESHOLD or not options.bids:
            return options.dudo
    if not options.bids:
        return fallback(view, options)
    own = own_matches(view)
    table = [tails(binomial(view.unseen, face, view.wild), own[face - 1]) for face in range(1, 7)]
    best = options.bids[0]
    best_key = (-1.0, 0, 0)
    for action in options.bids:
        bid = action.bid
        if bid is None:
            continue
        key = (round(at_least(table[bid.face - 1], bid.quantity), 9), bid.quantity, bid.face)
        if key > best_key:
            best, best_key = action, key
    return best
