"""Drill kinds about a finished round: ``counting``, ``loser``, ``opener``, ``party`` and
``stakes``.

Each shows a round that ends in a call (its referee transcript) and asks one thing
the referee's outcome answers: how many dice count, who loses and how many dice,
who opens next, a player's party score, who takes how many penalties in 大话骰 (开, or
劈 answered by open, 反劈 or 投降). The answer is read from the outcome and
the reason names which rule decided it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.bids import format_bid, localized_bid, parse_bid
from engine.counting import count_matches
from engine.drills.drill import Drill
from engine.drills.positions import showdown
from engine.messages import messages, phrase
from engine.rules import Rules

NOBODY = "none"


def _dice(n: int) -> dict[str, str]:
    return phrase("dice.one") if n == 1 else phrase("dice.many", n=n)


def _near(answer: int, others: list[int], rng: random.Random, low: int = 0) -> tuple[str, ...]:
    """The answer among up to three plausible wrong numbers, in order."""
    wrong = sorted({n for n in others if n >= low and n != answer})
    picked = rng.sample(wrong, min(3, len(wrong)))
    return tuple(str(n) for n in sorted({answer, *picked}))


def counting(rules: Rules, rng: random.Random) -> Drill:
    """How many dice count for the called bid (wild ones or not; 斋 or 飞)."""
    data, outcome = showdown(rng, rules, counted=True)
    dice = [d for p in data["players"] for d in p["dice"]]
    face = parse_bid(outcome["bid"]).face
    count = outcome["count"]
    real, ones = count_matches(dice, face, False), count_matches(dice, 1, False)
    if face == 1:
        reason, params = "count_ones", {"count": count}
    elif rules.bid_modes and outcome["wild_ones"]:
        reason, params = "count_fei", {"count": count, "real": real, "face": face, "ones": ones}
    elif rules.bid_modes:
        reason, params = "count_zhai", {"count": count, "face": face}
    elif outcome["wild_ones"]:
        reason, params = "count_wild", {"count": count, "real": real, "face": face, "ones": ones}
    else:
        reason, params = "count_unwild", {"count": count, "face": face}
    others = [real, real + ones, count - 1, count + 1, count + 2]
    position = {**data, "dice": dice, "bid": outcome["bid"]}
    return Drill("counting", position, _near(count, others, rng), str(count), reason,
                 messages(reason, **params), outcome)


def _loss_reason(outcome: dict[str, Any]) -> tuple[str, int]:
    """The reason code of who lost a call, and how many dice they lost."""
    loser = outcome["loser"]
    lost = -outcome["dice_change"].get(loser, 0) if loser is not None else 0
    if outcome["call"] == "dudo":
        return ("dudo_bid_holds" if outcome["bid_holds"] else "dudo_bid_fails"), lost
    if loser is None:
        return "calza_right_regains", lost
    if outcome["count"] == parse_bid(outcome["bid"]).quantity:
        return "calza_right_bidder_loses", lost
    return "calza_wrong", lost


def loser(rules: Rules, rng: random.Random) -> Drill:
    """Who loses this dudo or calza, and how many dice (``NAME:N``, or ``none``)."""
    data, outcome = showdown(rng, rules)
    reason, lost = _loss_reason(outcome)
    answer = f"{outcome['loser']}:{lost}" if outcome["loser"] is not None else NOBODY
    counts = {1, lost} if lost else {1}
    if rules.dice_loss == "difference":
        counts |= {1, 2, 3}
    names = [outcome["caller"], outcome["bidder"]]
    options = {f"{name}:{n}" for name in names for n in sorted(counts)} | {answer}
    if outcome["call"] == "calza":
        options.add(NOBODY)
    choices = sorted(options - {answer}, key=lambda c: (c == NOBODY, c))
    picked = sorted({answer, *rng.sample(choices, min(3, len(choices)))},
                    key=lambda c: (c == NOBODY, c))
    params = {"count": outcome["count"], "bid": localized_bid(parse_bid(outcome["bid"])),
              "loser": outcome["loser"], "caller": outcome["caller"], "lost": _dice(lost)}
    return Drill("loser", data, tuple(picked), answer, reason, messages(reason, **params),
                 outcome)


def opener(rules: Rules, rng: random.Random) -> Drill:
    """Who opens the next round."""
    data, outcome = showdown(rng, rules)
    player = outcome["next_opener"]
    if outcome["loser"] is None:
        reason, params = "opener_calza_caller", {"player": player}
    elif outcome["loser"] in outcome["eliminated"]:
        reason, params = "opener_after_out", {"player": player, "out": outcome["loser"]}
    else:
        reason, params = "opener_loser", {"player": player}
    names = tuple(p["name"] for p in data["players"] if p["dice"])
    return Drill("opener", data, names, player, reason, messages(reason, **params), outcome)


def party(rules: Rules, rng: random.Random) -> Drill:
    """One player's party score after a (maybe pressured) round."""
    data, outcome = showdown(rng, rules, calza=False, pressure=0.4)
    names = [p["name"] for p in data["players"]]
    player = rng.choice([outcome["loser"], outcome["winner"], *names])
    before = next(p["score"] for p in data["players"] if p["name"] == player)
    score = outcome["scores_after"][player]
    transfer = outcome["transfer"]
    reason = "party_pressured" if transfer != 1 else "party_plain"
    params = {"loser": outcome["loser"], "winner": outcome["winner"], "transfer": transfer,
              "player": player, "score": score}
    others = [before, before + 1, before - 1, before + 3, before - 3]
    position = {**data, "player": player}
    return Drill("party", position, _near(score, others, rng, low=-99), str(score), reason,
                 messages(reason, **params), outcome)


STAKE_WHY = {1: "stake.kai", 2: "stake.pi", 4: "stake.fanpi"}


def _penalty(n: int) -> dict[str, str]:
    return phrase("penalties.one", n=n) if n == 1 else phrase("penalties.many", n=n)


def stakes(rules: Rules, rng: random.Random) -> Drill:
    """Who takes how many penalties after this 开, 劈, 反劈 or 投降 (``NAME:N``)."""
    data, outcome = showdown(rng, rules)
    loser, stake = outcome["loser"], outcome["stake"]
    before = {p["name"]: p.get("penalties", 0) for p in data["players"]}
    paid = outcome["penalties_after"][loser] - before[loser]
    answer = f"{loser}:{paid}"
    amounts = sorted({stake // 2, stake, 2 * stake, paid} - {0})
    options = {f"{name}:{n}" for name in (loser, outcome["winner"]) for n in amounts}
    wrong = sorted(options - {answer})
    picked = sorted({answer, *rng.sample(wrong, min(3, len(wrong)))})
    params = {"loser": loser, "paid": _penalty(paid),
              "why": phrase(STAKE_WHY[stake], n=stake)}
    if outcome["conceded"]:
        reason = "stake_conceded"
    else:
        reason = "stake_holds" if outcome["bid_holds"] else "stake_fails"
        bid = parse_bid(outcome["bid"])
        # said as players say it ("7 twos zhai"), not as the code "7x2z"
        params.update(count=outcome["count"],
                      bid={**localized_bid(bid), "en": format_bid(bid, "en")})
    return Drill("stakes", data, tuple(picked), answer, reason, messages(reason, **params),
                 outcome)


KINDS: dict[str, tuple[Callable[[Rules], bool], Callable[[Rules, random.Random], Drill]]] = {
    "counting": (lambda rules: True, counting),
    "loser": (lambda rules: not rules.party and not rules.drinks, loser),
    "opener": (lambda rules: True, opener),
    "party": (lambda rules: rules.party, party),
    "stakes": (lambda rules: rules.drinks, stakes),
}
