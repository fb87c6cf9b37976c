"""The practice coach: what one player's own view says about their options, and what the
normal and hard bots would do in their seat, with the bots' own numbers.

:func:`advise` reads only a :class:`~engine.game.View` (own dice, dice counts, bids), so
its answer cannot depend on the other cups. The chances are exact
(:func:`engine.odds.bid_probability`, :func:`engine.odds.exact_probability`); each move
offered gets a ``risk``, the chance it goes against the player: a bid that does not
hold, a dudo on a bid that does, a calza that is not exact. A 大话骰 bid is priced in its
own mode (斋 counts its face alone); under penalty scoring the advice also carries the
``stake`` and each move's expected penalty (:mod:`engine.stake_odds`), so the coach can say
what a 劈 risks and when 投降 costs less than opening.
"""

from __future__ import annotations

import random
from typing import Any

from engine.bots.hard import decide_hard
from engine.bots.normal import decide_normal
from engine.game import View
from engine.odds import bid_probability, bid_wild, exact_probability, expected_count
from engine.stake_odds import bid_penalty, call_loss_chance, call_penalty


def _bot(action_json: dict[str, Any], why: dict[str, Any]) -> dict[str, Any]:
    return {"action": action_json, **why}


def advise(view: View, rng_seed: int) -> dict[str, Any]:
    """The coach's numbers for ``view``'s player; the hard bot's rng is seeded by ``rng_seed``."""
    standing = view.standing
    unseen, own, wild = view.unseen, view.own_dice, view.wild
    counts_ones = bid_wild(standing, wild) if standing else wild
    holds = bid_probability(standing, unseen, own, counts_ones) if standing else None
    expected = expected_count(standing.face, unseen, own, counts_ones) if standing else None
    bidder = bool(view.bids) and view.bids[-1][0] == view.seat
    bids: dict[str, float] = {}
    risks: dict[str, float] = {}
    penalties: dict[str, float] = {}
    for action in view.legal_actions:
        if action.pressure:
            continue
        if action.bid is not None:
            chance = bid_probability(action.bid, unseen, own, bid_wild(action.bid, wild))
            bids[str(action.bid)] = chance
            risks[str(action.bid)] = 1 - chance
            penalties[str(action.bid)] = bid_penalty(chance)
        elif action.call == "calza" and standing is not None:
            risks["calza"] = 1 - exact_probability(standing, unseen, own, counts_ones)
        elif action.call is not None and holds is not None:
            risks[action.call] = call_loss_chance(action.call, holds, bidder)
            penalties[action.call] = call_penalty(action.call, holds, view.stake, bidder)
    normal_action, normal_why = decide_normal(view, random.Random(rng_seed))
    hard_action, hard_why = decide_hard(view, random.Random(rng_seed))
    return {
        "standing": str(standing) if standing else None,
        "probability": holds,
        "expected": expected,
        "bids": bids,
        "risks": risks,
        "bots": {"normal": _bot(normal_action.to_json(), normal_why),
                 "hard": _bot(hard_action.to_json(), hard_why)},
        **({"stake": view.stake, "penalties": penalties} if view.rules.drinks else {}),
    }
