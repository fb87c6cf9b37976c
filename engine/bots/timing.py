"""How long each bot level takes to choose a move (for benchmarks, never for tests).

:func:`move_times` plays whole seeded games with one level in every seat and
times only the level's ``choose`` calls (the engine builds each view, with its
list of legal moves, before the clock starts; that cost is reported apart).
"""

from __future__ import annotations

import random
from time import perf_counter
from typing import Any

from engine.bots import bot
from engine.game import Game
from engine.rules import make_rules


def _summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {"mean_ms": round(1000 * sum(ordered) / len(ordered), 3),
            "p95_ms": round(1000 * p95, 3), "max_ms": round(1000 * ordered[-1], 3)}


def move_times(level: str, players: int = 6, rules: str = "wango", games: int = 3,
               seed: int = 0) -> dict[str, Any]:
    """Per-move decision time of ``level`` at a ``players`` table, over ``games`` games."""
    chooser = bot(level)
    choose: list[float] = []
    view_build: list[float] = []
    names = [f"P{i + 1}" for i in range(players)]
    for index in range(games):
        game = Game(make_rules(rules), names, seed + index)
        rngs = [random.Random(seed * 7919 + index * 31 + i) for i in range(players)]
        while not game.over:
            seat = game.round.to_act
            start = perf_counter()
            view = game.view(seat)
            middle = perf_counter()
            action = chooser(view, rngs[seat])
            choose.append(perf_counter() - middle)
            view_build.append(middle - start)
            game.apply(action)
    return {"level": level, "players": players, "rules": rules, "moves": len(choose),
            "choose": _summary(choose), "engine_view": _summary(view_build)}
