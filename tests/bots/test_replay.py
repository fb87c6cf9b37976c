"""Seeded games between bots replay identically (issue 5: «deterministic for a seed»)."""

from __future__ import annotations

import io
import json

import pytest

from engine import Game, make_rules
from engine.bots import bot
from engine.cli import main

LEVELS = ("hard", "normal", "easy", "random")


@pytest.mark.parametrize("preset", ["wango", "liars-dice", "perudo", "wango-party"])
def test_a_seeded_game_between_all_levels_replays_identically(preset: str) -> None:
    """issue 5: «seeded games replay identically»."""
    def play() -> tuple[list[dict[str, object]], list[str]]:
        game = Game(make_rules(preset), ["Ana", "Ben", "Cai", "Dev"], 4242)
        winners = game.play([bot(level) for level in LEVELS])
        return game.rounds, winners

    assert play() == play()


def test_play_from_the_command_line_with_every_level_replays_byte_for_byte() -> None:
    """issue 5: «seeded games replay identically»; issue 2: «`play --rules R --players N --seed S
    [--bots LEVEL,...]` plays one whole game between bots»."""
    argv = ["play", "--rules", "liars-dice", "--players", "4", "--seed", "77",
            "--bots", "hard,normal,easy,random"]
    outputs = []
    for _ in range(2):
        out = io.StringIO()
        assert main(argv, stdout=out, stderr=io.StringIO()) == 0
        outputs.append(out.getvalue())
    assert outputs[0] == outputs[1]
    game = json.loads(outputs[0])
    assert [p["bot"] for p in game["players"]] == list(LEVELS)
    assert len(game["winners"]) == 1
