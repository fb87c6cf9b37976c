"""The bid checker's question, shared by ``python -m engine check`` and the browser.

Given the bids so far (text) and a candidate bid, is it legal, why, and what
is the smallest legal bid of each face? The bidders of the history are not
named, so each past bid must be legal for *some* bidder (the palifico player
or not, a single-die opener or not).
"""

from __future__ import annotations

from typing import Any

from engine.bids import Bid, parse_bid
from engine.errors import EngineError
from engine.legality import BidContext, judge_bid, minimum_raises


def split_bids(text: str) -> list[str]:
    """The bids of a history written with spaces or commas (ASCII or full-width)."""
    return text.replace(",", " ").replace("，", " ").split()


def read_history(text: str, ctx: BidContext) -> BidContext:
    """``ctx`` after the bids of ``text``; an illegal one raises ``history_illegal``."""
    for index, part in enumerate(split_bids(text), start=1):
        bid = parse_bid(part)
        candidates = [BidContext(ctx.rules, ctx.dice_in_play, ctx.history, ctx.palifico,
                                 owner, 1) for owner in (False, True)]
        verdicts = [judge_bid(c, bid) for c in candidates]
        if not any(v.legal for v in verdicts):
            raise EngineError("history_illegal", index=index, bid=str(bid),
                              detail=verdicts[0].messages)
        ctx = ctx.after(bid)
    return ctx


def check_result(ctx: BidContext, bid: Bid) -> dict[str, Any]:
    """The verdict on ``bid`` after ``ctx`` plus each face's minimum raise (the CLI's keys)."""
    verdict = judge_bid(ctx, bid)
    lowest = minimum_raises(ctx)
    return {
        "legal": verdict.legal,
        "reason": verdict.reason,
        "message": verdict.messages,
        "minimum_raises": {str(f): (str(b) if b is not None else None) for f, b in lowest.items()},
    }
