"""Bots: one ``choose(view, rng) -> Action`` function per level, looked up by name."""

from __future__ import annotations

from collections.abc import Mapping

from engine.bots.random_bot import choose_random
from engine.errors import EngineError
from engine.game import Chooser

BOTS: Mapping[str, Chooser] = {
    "random": choose_random,
}


def bot(level: str) -> Chooser:
    """The chooser of bot ``level``; raise an error listing the levels otherwise."""
    if level not in BOTS:
        raise EngineError("unknown_bot", level=level, valid=", ".join(BOTS))
    return BOTS[level]
