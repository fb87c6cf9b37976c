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

from engine.bots.moves import answer_pi, choices, fallback, own_matches, share_of, wild_for
from engine.bots.stakes import challenge_value, pi_value
from engine.bots.tally import at_least, binomial, tails
from engine.game import View
from engine.odds import bid_probability
from engine.round import Action

THRESHOLD = 0.4


def decide_normal(view: View, rng: random.Random) -> tuple[Action, dict[str, Any]]:
    """The normal bot's move and the numbers it chose by (``reason`` names the rule it used).

    ``holds`` is the chance the standing bid holds (None when opening), ``bid_holds`` the
    chance of the bid it makes, both from its own dice; ``threshold`` is its dudo line.
    """
    options = choices(view)
    standing = view.standing
    why: dict[str, Any] = {"reason": "fallback", "holds": None, "bid_holds": None,
                           "threshold": THRESHOLD}
    if standing is not None and options.answers:
        holds = bid_probability(standing, view.unseen, view.own_dice, view.wild)
        why.update(reason="normal_answer", holds=holds)
        return answer_pi(view, options, holds), why
    if standing is not None and options.dudo is not None:
        holds = bid_probability(standing, view.unseen, view.own_dice, view.wild)
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
    tables: dict[bool, list[list[float]]] = {}
    best = options.bids[0]
    best_key = (-1.0, 0, 0)
    for action in options.bids:
        bid = action.bid
        if bid is None:
            continue
        wild = wild_for(view, bid)
        if wild not in tables:
            own = own_matches(view, wild)
            tables[wild] = [tails(binomial(view.unseen, face, wild), own[face - 1])
                            for face in range(1, 7)]
        table = tables[wild]
        key = (round(at_least(table[bid.face - 1], bid.quantity), 9), bid.quantity, bid.face)
        if key > best_key:
            best, best_key = action, key
    why.update(reason="normal_raise", bid_holds=best_key[0])
    return best, why


def choose_normal(view: View, rng: random.Random) -> Action:
    """The normal bot's move (deterministic: it never needs the rng)."""
    return decide_normal(view, rng)[0]
