"""Luck apart from skill: for each resolved round, the chance the reviewed player's move had
of losing, and whether it lost.

A round touches the player when they made the call, or when the call was on their bid and
they lost or could have lost by it. Its luck is ``chance of losing - lost`` (1 if they lost
the round, else 0): positive when the dice favoured them (a risky move that held), negative
when a sound one lost. A loss is put down to a mistake when the move that lost it was
graded ``mistake`` or ``blunder``, else to bad luck.

Under 大话骰's penalty scoring a round touches the player when they were its bidder or its
caller, or answered or called a 劈 on its bid; the chance of losing is then the deciding
move's expected penalty (:mod:`engine.stake_odds`) and what was lost is the penalty points
taken (the stake, or half of it after a 投降), so luck is counted in penalty points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import fsum
from typing import Any

from engine.messages import messages, phrase

MISTAKES: frozenset[str] = frozenset({"mistake", "blunder"})


def _chance_lost(outcome: Mapping[str, Any], name: str, decision: Mapping[str, Any]) -> float:
    """The chance, from ``decision``'s view, that the round's call went against ``name``."""
    if outcome["caller"] == name or outcome["call"] == "dudo":
        return float(decision["risk"])
    # A calza on the player's bid, paid with the bidder's die: lost if the count is exact.
    return float(decision["exact_chance"])


STAKE_MOVES: frozenset[str] = frozenset({"pi", "fanpi", "open", "concede"})


def penalty_taken(outcome: Mapping[str, Any], name: str) -> int:
    """The penalty points ``name`` took in a 大话骰 round (0 for everyone else)."""
    if outcome["loser"] != name:
        return 0
    stake = int(outcome["stake"])
    return stake // 2 if outcome["conceded"] else stake


def round_luck(outcome: Mapping[str, Any], name: str, round_number: int,
               mine: Sequence[Mapping[str, Any]], calza_costs_bidder: bool,
               drinks: bool = False) -> dict[str, Any]:
    """The luck of one resolved round for ``name``, whose decisions in it are ``mine``;
    ``calza_costs_bidder`` says whether a right calza takes a die from the bidder;
    ``drinks``: the round is scored in penalties (大话骰)."""
    if drinks:
        on_my_bid = outcome["bidder"] == name or any(d["action"] in STAKE_MOVES for d in mine)
    else:
        on_my_bid = outcome["bidder"] == name and (outcome["call"] == "dudo"
                                                   or calza_costs_bidder)
    involved = bool(mine) and (outcome["caller"] == name or on_my_bid)
    entry: dict[str, Any] = {
        "round": round_number, "call": outcome["call"], "caller": outcome["caller"],
        "bid": outcome["bid"], "bidder": outcome["bidder"], "count": outcome["count"],
        "bid_holds": outcome["bid_holds"], "involved": involved,
        "lost": outcome["loser"] == name,
        "dice_lost": max(0, -int(outcome["dice_change"].get(name, 0))),
        "decision": None, "chance_lost": None, "luck": 0.0, "cause": None,
    }
    if drinks:
        entry.update(penalty=penalty_taken(outcome, name), stake=outcome["stake"])
    if not involved:
        return entry
    deciding = mine[-1]
    chance = float(deciding["risk"]) if drinks else _chance_lost(outcome, name, deciding)
    taken = entry["penalty"] if drinks else (1.0 if entry["lost"] else 0.0)
    entry.update(decision=deciding["index"], chance_lost=chance, luck=chance - taken)
    if entry["lost"]:
        entry["cause"] = "mistake" if deciding["grade"] in MISTAKES else "luck"
    return entry


def _amount(n: int, party: bool) -> dict[str, str]:
    if party:
        return phrase("rounds.one" if n == 1 else "rounds.many", n=n)
    return phrase("dice.one" if n == 1 else "dice.many", n=n)


def summary(rounds: Sequence[Mapping[str, Any]], errors: Sequence[float],
            party: bool, drinks: bool = False) -> dict[str, str]:
    """The review in words, in every language: what was lost to luck and to mistakes (dice,
    rounds, or in 大话骰 the penalties taken), then the luck and the error total side by side."""
    lost = [r for r in rounds if r["lost"]]

    def weight(entry: Mapping[str, Any]) -> int:
        if drinks:
            return int(entry["penalty"])
        return 1 if party else max(1, int(entry["dice_lost"]))

    to_luck = sum(weight(r) for r in lost if r["cause"] == "luck")
    to_mistakes = sum(weight(r) for r in lost if r["cause"] == "mistake")
    total = to_luck + to_mistakes
    luck = fsum(float(r["luck"]) for r in rounds)  # the same in every Python (see game_review)
    if total == 0:
        head = messages("review_took_none") if drinks else messages(
            "review_lost_none", unit=phrase("unit.rounds" if party else "unit.dice"))
    else:
        if drinks:
            amount = phrase("penalty.one" if total == 1 else "penalty.many", n=total)
            tally, key, luck_key, mistakes_key = (
                "tally.penalties", "review_took", "review_took_luck", "review_took_mistakes")
        else:
            amount = _amount(total, party)
            tally, key, luck_key, mistakes_key = (
                "tally.rounds" if party else "tally.dice", "review_lost", "review_lost_luck",
                "review_lost_mistakes")
        if not to_mistakes:  # one cause alone is named once, never beside a count of 0
            head = messages(luck_key, lost=amount)
        elif not to_luck:
            head = messages(mistakes_key, lost=amount)
        else:
            head = messages(key, lost=amount, luck=phrase(tally, n=to_luck),
                            mistakes=phrase(tally, n=to_mistakes))
    shown_luck = round(luck, 1) + 0.0  # + 0.0 turns a rounded -0.0 into 0.0 ("+0.0")
    tail = messages("review_luck_and_error", luck=f"{shown_luck:+.1f}", error=f"{fsum(errors):.2f}",
                    n=len(errors))
    return {lang: f"{head[lang]} {tail[lang]}" if lang == "en" else f"{head[lang]}{tail[lang]}"
            for lang in head}
