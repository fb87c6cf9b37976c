"""Helpers shared by the engine tests: compact transcripts, a referee shortcut, the spec.

A table is written ``{"Ana": "13356", "Ben": "26", "Cai": ""}`` (seating order,
each die a digit, ``""`` for an eliminated player) and moves as
``"Ana 3x3, Ben 4x3 pressure, Ana dudo"``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine import (
    PRESETS,
    BidContext,
    Judgement,
    judge_bid,
    make_rules,
    minimum_raises,
    parse_bid,
)
from engine.referee import referee

TRANSCRIPTS = Path(__file__).resolve().parents[1] / "data" / "transcripts"
# The five rule sets of the seeds: dice lost, ones wild by the round (spec: "Presets").
# 大话骰 (`dahua`: bid modes, drinks) has its own tests in test_dahua_*.py.
WESTERN_PRESETS: tuple[str, ...] = tuple(
    name for name, rules in PRESETS.items() if not rules.bid_modes and not rules.drinks)


def actions(moves: str) -> list[dict[str, Any]]:
    """Actions of the referee format from ``"Ana 3x3, Ben dudo pressure"``."""
    result: list[dict[str, Any]] = []
    for move in filter(None, (m.strip() for m in moves.split(","))):
        player, what, *flags = move.split()
        action: dict[str, Any] = {"player": player}
        if what in ("dudo", "calza", "pi", "open", "fanpi", "concede"):
            action["call"] = what
        else:
            action["bid"] = what
        if "pressure" in flags:
            action["pressure"] = True
        result.append(action)
    return result


def transcript(rules: str, table: dict[str, str], moves: str = "", *,
               options: dict[str, Any] | None = None, palifico: str | None = None,
               scores: dict[str, int] | None = None,
               pressure_left: dict[str, int] | None = None) -> dict[str, Any]:
    """A referee transcript from a compact table and move list."""
    players: list[dict[str, Any]] = []
    for name, dice in table.items():
        player: dict[str, Any] = {"name": name, "dice": [int(d) for d in dice]}
        if scores is not None:
            player["score"] = scores.get(name, 0)
        if pressure_left is not None and name in pressure_left:
            player["pressure_left"] = pressure_left[name]
        players.append(player)
    data: dict[str, Any] = {"rules": rules}
    if options:
        data["options"] = options
    data["players"] = players
    if palifico is not None:
        data["palifico"] = palifico
    data["actions"] = actions(moves)
    return data


def judge(rules: str, table: dict[str, str], moves: str = "", **extra: Any) -> dict[str, Any]:
    """The referee's verdict on a compact transcript."""
    return referee(transcript(rules, table, moves, **extra))


def outcome(rules: str, table: dict[str, str], moves: str, **extra: Any) -> dict[str, Any]:
    """The outcome of a legal round (fails the test if the round was judged illegal)."""
    verdict = judge(rules, table, moves, **extra)
    assert verdict["legal"], verdict["error"]
    assert verdict["outcome"] is not None
    result: dict[str, Any] = verdict["outcome"]
    return result


def illegal_reason(rules: str, table: dict[str, str], moves: str, **extra: Any) -> tuple[int, str]:
    """The index and reason code of the first illegal action of a round."""
    verdict = judge(rules, table, moves, **extra)
    assert not verdict["legal"], verdict
    assert verdict["outcome"] is None
    error = verdict["error"]
    assert error["message"]["en"] and error["message"]["zh"]
    return error["action"], error["reason"]


def assert_bilingual(messages: dict[str, str]) -> None:
    """Both languages present and non-empty, the Chinese one actually Chinese."""
    assert set(messages) == {"en", "zh"}
    assert messages["en"].strip() and messages["zh"].strip()
    assert any("\u4e00" <= ch <= "\u9fff" for ch in messages["zh"]), messages["zh"]


def verdict_after(preset: str, history: str, bid: str, *, dice: int = 30,
                  palifico: bool = False, owner: bool = False, bidder_dice: int | None = None,
                  options: dict[str, Any] | None = None) -> Judgement:
    """The judgement on ``bid`` after the space-separated ``history`` of bids."""
    ctx = context(preset, history, dice=dice, palifico=palifico, options=options)
    ctx = BidContext(ctx.rules, ctx.dice_in_play, ctx.history, palifico, owner, bidder_dice)
    return judge_bid(ctx, parse_bid(bid))


def context(preset: str, history: str = "", *, dice: int = 30, palifico: bool = False,
            owner: bool = False, bidder_dice: int | None = None,
            options: dict[str, Any] | None = None) -> BidContext:
    """A bid context whose history is the space-separated bids of ``history``."""
    bids = tuple(parse_bid(b) for b in history.split())
    return BidContext(make_rules(preset, options), dice, bids, palifico, owner, bidder_dice)


def legal_after(preset: str, history: str, bid: str, **extra: Any) -> bool:
    """Whether ``bid`` is legal after ``history`` (see :func:`verdict_after`)."""
    return verdict_after(preset, history, bid, **extra).legal


def minimums(preset: str, history: str = "", **extra: Any) -> dict[int, str | None]:
    """The minimum legal bid of each face, as text (``None`` when no bid of it is legal)."""
    lowest = minimum_raises(context(preset, history, **extra))
    return {face: (str(bid) if bid is not None else None) for face, bid in lowest.items()}
