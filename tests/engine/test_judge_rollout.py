"""Rollouts play the table's own bots: the judge's shared work never changes a bot's move.

Source: issue 42, "What to build" item 2: «Estimate it by playing the rest of the round out
against the table's actual bots, hidden dice drawn from the reading».
"""

from __future__ import annotations

import copy
import random

import pytest

from engine.bids import FACES, Bid
from engine.bots import BOTS
from engine.bots.hard import Shared as HardShared
from engine.bots.hard import decide_hard
from engine.game import DEFAULT_NAMES, Game, view_of
from engine.judge.position import position_in_game
from engine.judge.position_file import read_position
from engine.judge.reading import read
from engine.judge.rollout import STEADY, StandIn, Table
from engine.judge.verdict import dealt, judge
from engine.round import Action
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


@pytest.mark.parametrize("preset", ["perudo", "dahua", "wango-party"])
def test_the_stand_in_weighs_as_the_hard_bot_on_the_judges_reading(preset: str) -> None:
    """Issue 42 item 2 (the value of a move is what the rest of the round costs): the judged
    seat's later moves in a play-out are the hard bot's weighing of every move, without its
    bluffs, on the judge's reading of the position; the stand-in's plans, shared between
    draws by the legal moves, give the move a fresh plan gives with the same rng."""
    played = play_bots(["hard"] * 3, preset, 9)
    game = Game(PRESETS[preset], list(DEFAULT_NAMES[:3]), 9)
    steps = 0
    for index, action in enumerate(played[:18]):
        if index % 3 == 0:
            seat = game.round.to_act
            position = position_in_game(game, seat, ("hard",) * 3)
            reading = read(position)
            hidden = {wild: [reading.hidden(face, wild) for face in FACES]
                      for wild in (False, True)}
            stand_in = StandIn(seat, hidden.__getitem__)
            table = Table(("hard",) * 3)
            for draw in range(4):
                state = dealt(position.state, reading.draw(random.Random(draw)))
                rng = random.Random(draw + 100)
                while state.outcome is None:
                    if state.to_act == seat:
                        view, key = table.view(state, seat)
                        fresh = HardShared()
                        fresh.hidden = hidden
                        twin = copy.deepcopy(rng)
                        made = stand_in.move(view, key, rng)
                        assert made == decide_hard(view, twin, STEADY, shared=fresh)[0]
                        steps += 1
                    else:
                        made = table.move(state, rng)
                    state = state.apply(made)
        game.apply(action)
    assert steps > 5


def test_a_raise_is_not_valued_by_a_later_blunder_of_the_seat() -> None:
    """Issue 42 item 2 and the learner's pass of 2026-12-07 (Perudo, round 11): You hold 6 5,
    Ben (a normal bot, 3 dice) bids 1 six. Raising to 2 sixes is safe: Ben's usual answer,
    1 one, is a bid the reading puts under 1 % once he makes it, and your later self calls
    it. With the hard bot standing in for you, every move cost a whole die (it raised to
    3 sixes instead), and the coach then called the dudo a free win one turn later."""
    position = read_position({
        "rules": "perudo",
        "players": [{"name": "You", "dice": [6, 5]}, {"name": "Ana", "dice": []},
                    {"name": "Ben", "dice": [1, 2, 3]}],
        "actions": [{"player": "Ben", "bid": "1x6"}],
        "seat": "You", "bots": {"Ana": "normal", "Ben": "normal"}})
    verdict = judge(position, every_move=True)
    raised = verdict.of(Action("You", bid=Bid(2, 6)))
    assert verdict.best.action == raised.action
    assert raised.cost < 0.1
    assert verdict.of(Action("You", call="dudo")).grade == "blunder"
