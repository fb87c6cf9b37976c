"""Drill kinds ``lowest`` and ``opening``: the lowest legal bid on a face after a history
(or none at all), and the lowest opening bid under an opening minimum (大话骰).

The answer is :func:`engine.legality.minimum_raises` (or, for a 斋 bid under rules whose
bids have a mode, :func:`engine.legality.minimum_zhai_raises`); its reason is the judgement
of that bid (or, when no bid of the face is legal, of the smallest bid the raise rules allow,
which the table's cap refuses, else of the next quantity up).
"""

from __future__ import annotations

import random

from engine.bids import FEI, ZHAI, Bid, localized_bid
from engine.drills.drill import Drill
from engine.drills.positions import bid_context, context_position
from engine.legality import (
    BidContext,
    Judgement,
    judge_bid,
    minimum_raises,
    minimum_zhai_raises,
    smallest_raise,
)
from engine.rules import Rules

KIND = "lowest"
OPENING = "opening"
NONE = "none"


def available(rules: Rules) -> bool:
    """Every rule set has raises."""
    return True


def opening_available(rules: Rules) -> bool:
    """Only rules with an opening minimum have a lowest opening bid worth asking."""
    return rules.opening_minimum != "none"


def _lowest(ctx: BidContext, face: int, mode: str) -> Bid | None:
    if mode == ZHAI and face != 1:
        return minimum_zhai_raises(ctx)[face]
    return minimum_raises(ctx)[face]


def _why_none(ctx: BidContext, face: int, mode: str, next_up: Bid) -> Judgement:
    """Why no bid of ``face`` is legal: the smallest one the raise rules allow names more dice
    than the table's cap lets anyone bid; or (a face the raise rules never allow, such as
    another face in a palifico round) the judgement of the next quantity up."""
    smallest = smallest_raise(ctx, face, mode)
    if smallest is None or ctx.standing is None:
        return judge_bid(ctx, next_up)
    verdict = judge_bid(ctx, smallest)
    if verdict.reason != "exceeds_dice_in_play":
        return verdict
    return Judgement(False, "no_raise_fits_table", {
        "previous": localized_bid(ctx.standing), "bid": localized_bid(smallest),
        "dice": ctx.dice_in_play})


def ask(rules: Rules, rng: random.Random, kind: str, bids: int) -> Drill:
    """The lowest legal bid on one face (in one mode where bids have one) after ``bids``
    bids, with near misses to choose from."""
    palifico = rules.palifico and rng.random() < 0.25
    ctx = bid_context(rng, rules, bids, palifico)
    standing = ctx.standing
    faces = [1, 1, 2, 3, 4, 5, 6]
    if standing is not None:
        faces += [standing.face, 1 if standing.face != 1 else 6]
    face = rng.choice(faces)
    mode = ""
    if rules.bid_modes:
        mode = ZHAI if face == 1 else rng.choice((FEI, ZHAI))
    lowest = _lowest(ctx, face, mode)
    if lowest is not None:
        answer = str(lowest)
        near = {Bid(max(1, lowest.quantity - 1), face, mode),
                Bid(lowest.quantity + 1, face, mode)}
        verdict = judge_bid(ctx, lowest)
    else:
        next_up = Bid((standing.quantity if standing else 0) + 1, face, mode)
        answer = NONE
        near = {next_up, Bid(next_up.quantity + 1, face, mode)}
        verdict = _why_none(ctx, face, mode, next_up)
    choices = sorted({str(b) for b in near if str(b) != answer} | {answer},
                     key=lambda c: (c == NONE, int(c.split("x")[0]) if c != NONE else 0))
    if NONE not in choices:
        choices.append(NONE)
    position = {**context_position(ctx), "face": face}
    if mode:
        position["mode"] = mode
    return Drill(kind, position, tuple(choices), answer, verdict.reason, verdict.messages,
                 typed=True)


def make(rules: Rules, rng: random.Random) -> Drill:
    """The lowest legal bid on one face after one to three bids."""
    return ask(rules, rng, KIND, rng.choice((1, 1, 2, 3)))


def make_opening(rules: Rules, rng: random.Random) -> Drill:
    """The lowest opening bid on one face: nobody has bid yet."""
    return ask(rules, rng, OPENING, 0)
