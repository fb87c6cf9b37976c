"""Drill kind ``lowest``: the lowest legal bid on a face after a history (or none at all).

The answer is :func:`engine.legality.minimum_raises`; its reason is the judgement
of that bid (or, when no bid of the face is legal, of the next quantity up).
"""

from __future__ import annotations

import random

from engine.bids import Bid
from engine.drills.drill import Drill
from engine.drills.positions import bid_context, context_position
from engine.legality import judge_bid, minimum_raises
from engine.rules import Rules

KIND = "lowest"
NONE = "none"


def available(rules: Rules) -> bool:
    """Every rule set has raises."""
    return True


def make(rules: Rules, rng: random.Random) -> Drill:
    """The lowest legal bid on one face, with near misses to choose from."""
    palifico = rules.palifico and rng.random() < 0.25
    ctx = bid_context(rng, rules, rng.choice((1, 1, 2, 3)), palifico)
    standing = ctx.standing
    faces = [1, 1, 2, 3, 4, 5, 6]
    if standing is not None:
        faces += [standing.face, 1 if standing.face != 1 else 6]
    face = rng.choice(faces)
    lowest = minimum_raises(ctx)[face]
    if lowest is not None:
        answer, judged = str(lowest), lowest
        near = {Bid(max(1, lowest.quantity - 1), face), Bid(lowest.quantity + 1, face)}
    else:
        judged = Bid((standing.quantity if standing else 0) + 1, face)
        answer = NONE
        near = {judged, Bid(judged.quantity + 1, face)}
    verdict = judge_bid(ctx, judged)
    choices = sorted({str(b) for b in near if str(b) != answer} | {answer},
                     key=lambda c: (c == NONE, int(c.split("x")[0]) if c != NONE else 0))
    if NONE not in choices:
        choices.append(NONE)
    return Drill(KIND, {**context_position(ctx), "face": face}, tuple(choices), answer,
                 verdict.reason, verdict.messages, typed=True)
