"""Seeded games between bots: the moves, to replay, review, judge or measure.

:func:`play_bots` plays a whole game under a preset with one bot level per seat, each seat
drawing from its own rng seeded by the game's seed, and returns its moves; a
:class:`~engine.game.Game` of the same seed replays them exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bots import bot
from engine.game import DEFAULT_NAMES, Game
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
