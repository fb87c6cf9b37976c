"""Bots: one ``choose(view, rng) -> Action`` function per level, looked up by name.

Levels, weakest first: ``random`` (uniform over legal moves), ``easy``,
``normal`` and ``hard``; :mod:`engine.arena` measures the ladder.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.bots.easy import choose_easy
from engine.bots.hard import choose_hard
from engine.bots.normal import choose_normal
from engine.bots.random_bot import choose_random
from engine.errors import EngineError
from engine.game import Chooser

BOTS: Mapping[str, Chooser] = {
    "random": choose_random,
    "easy": choose_easy,
    "normal": choose_normal,
    "hard": choose_hard,
}
LEVELS: tuple[str, ...] = ("hard", "normal", "easy", "random")


def bot(level: str) -> Chooser:
    """The chooser of bot ``level``; raise an error listing the levels otherwise."""
    if level not in BOTS:
        raise EngineError("unknown_bot", level=level, valid=", ".join(BOTS))
    return BOTS[level]
