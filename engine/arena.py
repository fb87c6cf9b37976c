"""The arena: many seeded games between bot levels, seats rotating, with win rates and CIs.

Game ``i`` of a run seated with ``seats`` (one level per seat) rotates the
seating by ``i`` places, so every level sits in every position equally often,
and is seeded with :func:`game_seed` so any game can be replayed alone. With
``every_order`` the games also go through every cyclic order of the seats
(who sits after whom), each rotated: in a game where nobody leaves the table
(大话骰's drinks) the seat after a weak player keeps its gifts all game, and
rotation alone would hand that seat to one level every time.

Scoring: a game's winner scores 1. In party mode a win shared by k players
scores 1/k to each. A level's score in a game is the mean over the seats it
holds, so its win rate is the chance that one of its seats wins.

Confidence intervals (95%):

- A level's win rate: the Wilson score interval on the summed scores. For
  0/1 scores it is the usual binomial interval; a fractional score in [0, 1]
  with mean p has variance at most p(1 - p), so the interval stays
  conservative in party mode.
- The gap between two levels: the mean of the per-game *paired* difference
  ``score_a - score_b``, plus or minus 1.96 standard errors of that mean.
  Levels at one table compete for one win, so their scores are negatively
  correlated (multinomial); the paired difference carries that covariance
  (for 0/1 scores its variance is the multinomial
  ``p_a + p_b - (p_a - p_b)^2``), where treating the two rates as
  independent would not.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise, permutations
from math import sqrt
from typing import Any

from engine.bots import bot
from engine.game import Game
from engine.rules import Rules

Z95 = 1.959963984540054
SCORING = ("a game's winner scores 1; in party mode a win shared by k players scores 1/k "
           "to each; a level's win rate is the mean score of its seats")
EVERY_ORDER = "; seats take every cyclic order in turn, each rotated"


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run seeded with ``seed``."""
    return (seed * 1_000_003 + index) % (2**63)


def seating(seats: Sequence[str], index: int, every_order: bool = False) -> tuple[str, ...]:
    """The levels by seat in game ``index``: ``seats`` rotated by ``index`` places (with
    ``every_order``, first put in the cyclic order ``index // len(seats)`` picks)."""
    order = tuple(seats)
    if every_order:
        orders = list(dict.fromkeys((order[0], *rest) for rest in permutations(order[1:])))
        order = orders[index // len(order) % len(orders)]
    shift = index % len(order)
    return order[shift:] + order[:shift]


def levels_of(seats: Sequence[str]) -> tuple[str, ...]:
    """The distinct levels of ``seats``, in their first-seen order."""
    return tuple(dict.fromkeys(seats))


def play_game(rules: Rules, seats: Sequence[str], seed: int, index: int,
              every_order: bool = False) -> dict[str, float]:
    """Play game ``index`` of a run; return each level's score (see the module docstring)."""
    order = seating(seats, index, every_order)
    names = [f"P{i + 1}" for i in range(len(order))]
    game = Game(rules, names, game_seed(seed, index))
    winners = set(game.play([bot(level) for level in order]))
    scores = dict.fromkeys(levels_of(seats), 0.0)
    for name, level in zip(names, order, strict=True):
        if name in winners:
            scores[level] += 1.0 / len(winners) / seats.count(level)
    return scores


def play_games(rules: Rules, seats: Sequence[str], seed: int, start: int,
               stop: int, every_order: bool = False) -> list[dict[str, float]]:
    """Games ``start`` to ``stop - 1`` of a run (a slice, so a run can be split up)."""
    return [play_game(rules, seats, seed, index, every_order) for index in range(start, stop)]


def wilson(successes: float, trials: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (``successes`` may be fractional)."""
    if trials == 0:
        return (0.0, 1.0)
    rate = successes / trials
    z2 = Z95 * Z95
    centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials)
    half = Z95 * sqrt(rate * (1 - rate) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def paired_gap(a: Sequence[float], b: Sequence[float]) -> dict[str, Any]:
    """The mean of ``a - b`` game by game and its 95% interval (see the module docstring)."""
    count = len(a)
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / count if count else 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (count - 1) if count > 1 else 0.0
    half = Z95 * sqrt(var / count) if count else 0.0
    return {"difference": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def summarise(rules: Rules, seats: Sequence[str], seed: int,
              results: Sequence[dict[str, float]], every_order: bool = False) -> dict[str, Any]:
    """The arena's JSON report for the games ``results`` (in game order)."""
    games = len(results)
    levels = levels_of(seats)
    columns = {level: [r[level] for r in results] for level in levels}
    table: dict[str, Any] = {}
    for level in levels:
        wins = sum(columns[level])
        low, high = wilson(wins, games)
        table[level] = {
            "seats": seats.count(level), "wins": round(wins, 4),
            "win_rate": round(wins / games, 4) if games else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
        }
    gaps = []
    for higher, lower in pairwise(levels):
        gap = paired_gap(columns[higher], columns[lower])
        gaps.append({"higher": higher, "lower": lower, **gap,
                     "significant": gap["ci95"][0] > 0})
    ranking = sorted(levels, key=lambda level: -table[level]["win_rate"])
    return {
        "rules": rules.preset, "options": rules.overrides(), "players": len(seats),
        "games": games, "seed": seed, "seats": list(seats),
        "scoring": SCORING + (EVERY_ORDER if every_order else ""),
        "levels": table, "ranking": ranking, "gaps": gaps,
    }


def arena(rules: Rules, seats: Sequence[str], games: int, seed: int,
          every_order: bool = False) -> dict[str, Any]:
    """Play ``games`` games with ``seats`` (rotating; with ``every_order`` through every
    cyclic order too) and report win rates and gaps."""
    for level in seats:
        bot(level)
    results = play_games(rules, seats, seed, 0, games, every_order)
    return summarise(rules, seats, seed, results, every_order)
