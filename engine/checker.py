"""The bid checker's question, shared by ``python -m engine check`` and the browser.

Given the bids so far (text) and a candidate bid, is it legal, why, and what
is the smallest legal bid of each face? The bidders of the history are not
named, so each past bid must be legal for *some* bidder (the palifico player
or not, a single-die opener or not).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from engine.bids import Bid, localized_bid, parse_bid, parse_rules_bid
from engine.errors import EngineError
from engine.legality import BidContext, judge_bid, minimum_raises, minimum_zhai_raises
from engine.modes import moded

_SEPARATORS = re.compile(r"[,，、;；]")
MOST_WORDS_IN_A_BID = 5  # "5 个 3 点"; "twenty one threes" is three


def _is_bid(text: str) -> bool:
    try:
        parse_bid(text)
    except EngineError:
        return False
    return True


def split_bids(text: str) -> Iterator[str]:
    """The bids of a history, one at a time: apart at commas (, ， 、), semicolons or spaces.

    Between separators the words are read as the bid field reads them: each bid is
    the longest run of words that is one (``5 threes 6 threes``, ``5 个 3 6 个 3``,
    ``twenty one threes``); a word that starts no bid stands alone and fails to parse.
    Lazy, so a history read up to its first bad bid costs no more than that.
    """
    for chunk in _SEPARATORS.split(text):
        words = chunk.split()
        while words:
            longest = min(len(words), MOST_WORDS_IN_A_BID)
            size = next((n for n in range(longest, 1, -1) if _is_bid(" ".join(words[:n]))), 1)
            yield " ".join(words[:size])
            words = words[size:]


def read_history(text: str, ctx: BidContext) -> BidContext:
    """``ctx`` after the bids of ``text``; an illegal one raises ``history_illegal``."""
    for index, part in enumerate(split_bids(text), start=1):
        bid = parse_rules_bid(part, ctx.rules, ctx.dice_in_play)
        candidates = [BidContext(ctx.rules, ctx.dice_in_play, ctx.history, ctx.palifico,
                                 owner, 1, ctx.players) for owner in (False, True)]
        verdicts = [judge_bid(c, bid) for c in candidates]
        if not any(v.legal for v in verdicts):
            raise EngineError("history_illegal", index=index, bid=localized_bid(bid),
                              detail=verdicts[0].reasons)
        ctx = ctx.after(bid)
    return ctx


def check_result(ctx: BidContext, bid: Bid) -> dict[str, Any]:
    """The verdict on ``bid`` after ``ctx`` plus each face's minimum raise (the CLI's keys).

    With bid modes (大话骰) ``minimum_raises`` are the 飞 bids (斋 for ones), and two keys
    follow: ``minimum_zhai_raises`` (faces 2–6 in 斋) and the bid's ``mode``."""
    verdict = judge_bid(ctx, bid)
    result: dict[str, Any] = {
        "legal": verdict.legal,
        "reason": verdict.reason,
        "message": verdict.messages,
        "minimum_raises": _written(minimum_raises(ctx)),
    }
    if ctx.rules.bid_modes:
        result["minimum_zhai_raises"] = _written(minimum_zhai_raises(ctx))
        result["mode"] = moded(bid).mode
    return result


def _written(lowest: dict[int, Bid | None]) -> dict[str, str | None]:
    return {str(f): (str(b) if b is not None else None) for f, b in lowest.items()}
