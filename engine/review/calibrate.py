"""Where the bots' own decisions fall on the review's scale: the numbers the grade thresholds
come from (``scripts/measure-review-grades`` prints them; a test re-measures a sample).

:func:`bot_errors` plays seeded games in which every seat is a bot of one level (or a
mix, one level per seat) and reviews every seat's decisions with
:func:`engine.review.review_game`, exactly as a practice game is reviewed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bots import bot
from engine.game import DEFAULT_NAMES, Game
from engine.review.game_review import review_game
from engine.round import Action
from engine.rules import PRESETS


def play_bots(levels: Sequence[str], preset: str, seed: int) -> list[Action]:
    """The moves of a seeded game between bots of ``levels`` (one per seat) under ``preset``."""
    names = list(DEFAULT_NAMES[: len(levels)])
    game = Game(PRESETS[preset], names, seed)
    choosers = [bot(level) for level in levels]
    rngs = [random.Random(seed * 7919 + seat) for seat in range(len(levels))]
    played: list[Action] = []
    while not game.over:
        seat = game.round.to_act
        action = choosers[seat](game.view(seat), rngs[seat])
        game.apply(action)
        played.append(action)
    return played


def bot_errors(level: str, games: int, seats: int = 3, preset: str = "perudo",
               first_seed: int = 1) -> list[float]:
    """The error of every decision of ``level`` bots playing one another in ``games`` games."""
    errors: list[float] = []
    names = list(DEFAULT_NAMES[:seats])
    for seed in range(first_seed, first_seed + games):
        played = play_bots([level] * seats, preset, seed)
        for seat in range(seats):
            review = review_game(PRESETS[preset], names, seed, played, seat)
            errors.extend(float(d["error"]) for d in review["decisions"])
    return errors


def share_at_least(errors: Sequence[float], line: float) -> float:
    """The share of ``errors`` at or above ``line``."""
    return sum(1 for e in errors if e >= line - 1e-12) / len(errors) if errors else 0.0


def quantile(errors: Sequence[float], q: float) -> float:
    """The ``q`` quantile of ``errors`` (nearest rank)."""
    ordered = sorted(errors)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0
