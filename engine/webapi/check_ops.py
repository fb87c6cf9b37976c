"""The facade's bid operations: ``rules``, ``check`` and ``odds``.

These are what the bid checker needs, so this module imports only the bid,
rules, legality, odds and checker modules: the round machine, the referee,
the game loop and the bots stay unloaded until an operation of
``referee_ops`` or ``game_ops`` asks for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.checker import check_result, read_history
from engine.legality import BidContext, ones_wild
from engine.odds import bid_probability, bid_wild
from engine.rules import MAX_DICE_IN_PLAY, OPTION_NAMES, PRESETS, START_DICE, option_values
from engine.webapi.args import Args, parse, with_field, wrong_type


def check(data: Any) -> dict[str, Any]:
    """Is ``bid`` legal after ``history``; the minimum raise of each face; its odds.

    The first four keys are exactly ``python -m engine check``'s output. ``wild``
    says whether ones count as wild for this bid, and ``probability`` is the
    chance it holds given ``own`` dice (null without own dice).
    """
    args = Args(data)
    rules = args.rules()
    dice = args.number("dice_in_play", 2, MAX_DICE_IN_PLAY)
    palifico, owner = args.flag("palifico"), args.flag("owner")
    if owner and not palifico:
        raise wrong_type("owner", "owner")
    bidder_dice = (args.number("bidder_dice", 1, min(START_DICE, dice))
                   if args.has("bidder_dice") else None)
    start = with_field("palifico", lambda: BidContext(rules, dice, palifico=palifico))
    ctx = with_field("history", lambda: read_history(args.text("history"), start))
    ctx = BidContext(rules, dice, ctx.history, palifico, owner, bidder_dice)
    bid = parse(args.text("bid"), "bid", rules, dice)
    wild = ones_wild(rules, (*ctx.history, bid), palifico)
    probability = None
    if args.has("own"):
        own = args.dice("own", min(START_DICE, dice))
        probability = bid_probability(bid, dice - len(own), own, wild=wild)
    return {**check_result(ctx, bid), "bid": str(bid), "wild": wild, "probability": probability}


def odds(data: Any) -> dict[str, Any]:
    """``python -m engine odds``: the chance a bid holds given own dice and unseen dice."""
    args = Args(data)
    bid = parse(args.text("bid"), "bid")
    unseen = args.number("unseen", 0, MAX_DICE_IN_PLAY)
    own = args.dice("own")
    wild = bid_wild(bid, args.flag("wild") if "wild" in args.data else True)
    return {"probability": bid_probability(bid, unseen, own, wild=wild)}


def rules_catalogue(data: Any) -> dict[str, Any]:
    """Every preset's options and every option's possible values (to build rule pickers).

    ``bots`` lists the bot levels; the bots are imported here, on the first
    call, because only the practice table asks for this catalogue.
    """
    Args(data)
    from engine.bots import BOTS

    return {
        "presets": {name: rules.options() for name, rules in PRESETS.items()},
        "options": {name: list(option_values(name)) for name in OPTION_NAMES},
        "bots": list(BOTS),
    }


OPS: Mapping[str, Callable[[Any], dict[str, Any]]] = {
    "rules": rules_catalogue,
    "check": check,
    "odds": odds,
}
