"""Drill kind ``palifico``: in a palifico round, which face may the next bid name?

Answered by :func:`engine.legality.minimum_raises` in the palifico round: the one
locked face, or ``any`` when the bidder is the palifico player and the rules let
them change it. Asked only of rules that have palifico rounds.
"""

from __future__ import annotations

import random

from engine.bids import FACES, Bid
from engine.drills.drill import Drill
from engine.drills.positions import bid_context, context_position
from engine.legality import judge_bid, minimum_raises
from engine.rules import Rules

KIND = "palifico"
ANY = "any"
NONE = "none"


def available(rules: Rules) -> bool:
    """Only rule sets with palifico rounds."""
    return rules.palifico


def make(rules: Rules, rng: random.Random) -> Drill:
    """Which faces the next bidder may name in a palifico round, and why."""
    ctx = bid_context(rng, rules, rng.choice((1, 1, 2, 3)), palifico=True)
    standing = ctx.standing
    assert standing is not None  # a palifico round's context always holds its opening bid
    faces = [f for f, bid in minimum_raises(ctx).items() if bid is not None]
    answer = ANY if len(faces) > 1 else str(faces[0]) if faces else NONE
    other = rng.choice([f for f in FACES if f != standing.face])
    changed = minimum_raises(ctx)[other] or Bid(standing.quantity + 1, other)
    verdict = judge_bid(ctx, changed)
    choices = [*sorted({str(standing.face), str(other), answer} - {ANY}), ANY]
    if answer == NONE:
        choices.append(NONE)
    return Drill(KIND, context_position(ctx), tuple(choices), answer, verdict.reason,
                 verdict.messages)
