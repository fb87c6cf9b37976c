"""Rollouts play the table's own bots: the judge's shared work never changes a bot's move.

Source: issue 42, "What to build" item 2: «Estimate it by playing the rest of the round out
against the table's actual bots, hidden dice drawn from the reading».
"""

from __future__ import annotations

import copy
import random

import pytest

from engine.bots import BOTS
from engine.game import DEFAULT_NAMES, Game, view_of
from engine.judge.position import position_in_game
from engine.judge.reading import read
from engine.judge.rollout import Table
from engine.judge.verdict import dealt
from engine.rules import PRESETS
from engine.selfplay import play_bots

LEVELS = ("hard", "normal", "easy", "random")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_rollout_move_is_the_bots_own_move(preset: str) -> None:
    """Issue 42 item 2: «the table's actual bots»: at every step of rollouts from positions of
    a seeded game, the move the judge's table makes (its work shared by legal moves, readings
    and hands) is the move the seat's bot makes from a fresh view with the same rng, and the
    rng is left in the same state."""
    played = play_bots(list(LEVELS), preset, 5)
    game = Game(PRESETS[preset], list(DEFAULT_NAMES[:4]), 5)
    steps = 0
    for index, action in enumerate(played[:24]):
        if index % 6 == 0:
            position = position_in_game(game, game.round.to_act, LEVELS)
            reading = read(position)
            table = Table(LEVELS)
            for draw in range(4):
                state = dealt(position.state, reading.draw(random.Random(draw)))
                rng = random.Random(draw + 100)
                while state.outcome is None:
                    twin = copy.deepcopy(rng)
                    seat = state.to_act
                    made = table.move(state, rng)
                    assert made == BOTS[LEVELS[seat]](view_of(state, seat), twin)
                    assert rng.getstate() == twin.getstate()
                    state = state.apply(made)
                    steps += 1
        game.apply(action)
    assert steps > 20
