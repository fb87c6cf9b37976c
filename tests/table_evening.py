"""Evenings of real games for the table companion's tests (issue 44): seeded bot games dealt
real dice, kept at the table as saved games (their moves with each reveal's real count), and
what the referee's verdicts on them say each player ends with. Shared by the engine tests of
the standings and the browser test of a whole evening."""

from __future__ import annotations

from typing import Any

from engine import Game, make_rules
from engine.bots import bot
from engine.referee import referee


def dealt_at_the_table(preset: str, names: list[str], seed: int) -> tuple[dict[str, Any], Game]:
    """A seeded bot game with real dice, and the same game kept at the table: its moves with
    each reveal's real count (as test_the_table_agrees_with_the_dealt_game)."""
    game = Game(make_rules(preset), names, seed=seed)
    game.play([bot("normal")] * len(names), seed=seed)
    script: list[dict[str, Any]] = []
    for transcript in game.rounds:
        script += transcript["actions"]
        if transcript["outcome"].get("count") is not None:
            script.append({"count": transcript["outcome"]["count"]})
    saved = {"kind": "dudo-table", "version": 1, "rules": preset, "options": {},
             "players": names, "opener": game.rounds[0]["actions"][0]["player"], "moves": script}
    return saved, game


def refereed_result(game: Game) -> tuple[dict[str, int], list[str]]:
    """What the referee's verdict on the game's last round leaves each player (dice, points or
    penalties) and who wins by the spec's rule for the mode."""
    verdict = referee(game.rounds[-1])
    assert verdict["legal"], verdict
    outcome = verdict["outcome"]
    for key, best in (("penalties_after", min), ("scores_after", max)):
        if outcome.get(key):
            kept = outcome[key]
            return kept, [name for name, value in kept.items() if value == best(kept.values())]
    kept = outcome["dice_after"]
    return kept, [name for name, value in kept.items() if value > 0]
