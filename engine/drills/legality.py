"""Drill kind ``legality``: is this move legal, and if not, why?

Two kinds of position: a bid after a history (the bid checker's question, judged
by :func:`engine.legality.judge_bid`) and a move at a table, a call or a pressured
bid (judged by :meth:`engine.round.Round.judge`, as the referee judges it). Under rules
whose bids have a mode (大话骰) a bid is 飞 or 斋, so the conversions, 1 above 6 and the
opening minimum come up, and a move may be 劈 or its answers, sometimes after a 劈.
"""

from __future__ import annotations

import random

from engine.bids import FEI, MAX_QUANTITY, ZHAI, Bid
from engine.drills.drill import Drill
from engine.drills.positions import (
    bid_context,
    context_position,
    opening_seat,
    play_bids,
    seats,
    transcript,
)
from engine.legality import BidContext, judge_bid, minimum_raises, minimum_zhai_raises
from engine.round import RAISING_CALLS, Action, Round, rule_calls
from engine.rules import Rules

KIND = "legality"
CHOICES = ("legal", "illegal")


def available(rules: Rules) -> bool:
    """Every rule set has bids to judge."""
    return True


def candidate(rng: random.Random, ctx_bid: Bid | None, lowest: dict[int, Bid | None],
              dice: int) -> Bid:
    """A bid near the line between legal and illegal: a face's minimum, one less or one more."""
    face = rng.choice((1, 1, 2, 3, 4, 5, 6)) if ctx_bid is None or rng.random() < 0.5 \
        else ctx_bid.face
    if rng.random() < 0.35 and ctx_bid is not None and ctx_bid.face != 1:
        face = 1
    least = lowest.get(face)
    base = least.quantity if least is not None else (ctx_bid.quantity + 1 if ctx_bid else 1)
    if rng.random() < 0.1:
        base = dice + 1
    return Bid(max(1, min(MAX_QUANTITY, base + rng.choice((-1, 0, 0, 1)))), face)


def moded_candidate(rng: random.Random, ctx: BidContext) -> Bid:
    """A 斋 or 飞 bid near a face's minimum in that mode (so across a conversion when the
    standing bid has the other mode); now and then a 飞 bid on ones, which is never legal."""
    mode = rng.choice((FEI, ZHAI))
    lowest = {**minimum_raises(ctx), **minimum_zhai_raises(ctx)} if mode == ZHAI \
        else minimum_raises(ctx)
    bid = candidate(rng, ctx.standing, lowest, ctx.dice_in_play)
    if bid.face == 1:
        return Bid(bid.quantity, 1, FEI if rng.random() < 0.1 else ZHAI)
    return Bid(bid.quantity, bid.face, mode)


def bid_drill(rules: Rules, rng: random.Random) -> Drill:
    """A bid after a history: the bid checker's question."""
    palifico = rules.palifico and rng.random() < 0.3
    ctx = bid_context(rng, rules, rng.choice((0, 1, 1, 2, 3)), palifico)
    if ctx.history and rng.random() < 0.3 and not palifico:
        ones = minimum_raises(ctx)[1]
        if ones is not None:
            ctx = ctx.after(ones, bidder_dice=ctx.bidder_dice)
    if rules.bid_modes:
        bid = moded_candidate(rng, ctx)
    else:
        bid = candidate(rng, ctx.standing, minimum_raises(ctx), ctx.dice_in_play)
    verdict = judge_bid(ctx, bid)
    return Drill(KIND, {**context_position(ctx), "bid": str(bid)}, CHOICES,
                 "legal" if verdict.legal else "illegal", verdict.reason, verdict.messages)


def move_drill(rules: Rules, rng: random.Random) -> Drill:
    """A call or a pressured bid at a table, judged as the referee judges it."""
    table = seats(rng, rules)
    bids = rng.choice((0, 1, 2, 2, 3))
    # Without a bid the transcript cannot name the opener: the referee takes the first seat,
    # so the table starts with a player who may open (after 大话骰 penalties, one who has some).
    opener = opening_seat(rng, table) if bids else 0
    first = next((i for i, seat in enumerate(table) if seat.penalties), 0)
    if not bids and not table[0].penalties:
        table = table[first:] + table[:first]
    start = Round(rules=rules, seats=table, opener=opener)
    state, actions = play_bids(rng, start, bids, pressure=0.3 if rules.party else 0.0)
    for call in RAISING_CALLS if rules.pi else ():  # sometimes a 劈 (and a 反劈) first
        if state.bids and rng.random() < 0.4 and state.judge(
                Action(state.seats[state.to_act].name, call=call)).legal:
            action = Action(state.seats[state.to_act].name, call=call)
            state = state.apply(action)
            actions.append(action)
    mover = state.to_act
    if rng.random() < 0.3 or (state.bids and rng.random() < 0.2):
        mover = rng.choice([i for i, s in enumerate(state.seats) if s.active])
    if state.bids and rng.random() < 0.2:
        mover = state.bids[-1][0]
    name = state.seats[mover].name
    # Only moves of the rules' own game: pressure in party mode, calza where it exists.
    pressure = rules.party and rng.random() < 0.5
    calls = rule_calls(rules)
    if rules.party and rng.random() < 0.25:
        bid = minimum_raises(state.bid_context(mover))
        options = [b for b in bid.values() if b is not None]
        move = Action(name, bid=rng.choice(options), pressure=True) if options else \
            Action(name, call="dudo", pressure=pressure)
    else:
        move = Action(name, call=rng.choice(calls), pressure=pressure)
    verdict = state.judge(move)
    position = transcript(start, actions)
    position["move"] = move.to_json()
    return Drill(KIND, position, CHOICES, "legal" if verdict.legal else "illegal",
                 verdict.reason, verdict.messages)


def make(rules: Rules, rng: random.Random) -> Drill:
    """A legality question: a bid after a history (mostly) or a move at a table."""
    return move_drill(rules, rng) if rng.random() < 0.3 else bid_drill(rules, rng)
