"""Helpers for the bot tests: rule sets to draw from, tables to set up, checked games."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import strategies as st

from engine import (
    PRESETS,
    Action,
    Game,
    Round,
    Rules,
    Seat,
    View,
    make_rules,
    option_values,
    parse_bid,
    view_of,
)
from engine.bots import BOTS, bot
from engine.errors import RulesError
from engine.round import CALLS

LEVEL_NAMES = tuple(BOTS)
SKIPPED_OPTIONS = ("min_players", "max_players")


@st.composite
def rule_sets(draw: st.DrawFn) -> Rules:
    """A preset, sometimes with random house-rule overrides (inconsistent ones dropped)."""
    preset = draw(st.sampled_from(sorted(PRESETS)))
    overrides = {}
    for name in PRESETS[preset].options():
        if name not in SKIPPED_OPTIONS and draw(st.integers(0, 3)) == 0:
            overrides[name] = draw(st.sampled_from(option_values(name)))
    try:
        return make_rules(preset, overrides)
    except RulesError:
        return make_rules(preset)


def checked_game(rules: Rules, levels: Sequence[str], seed: int) -> Game:
    """Play a whole game, asserting every move a bot picks is one the engine lists as legal."""
    names = [f"P{i + 1}" for i in range(len(levels))]
    game = Game(rules, names, seed)
    rngs = [random.Random(seed * 31 + i) for i in range(len(levels))]
    for _ in range(20_000):
        if game.over:
            return game
        seat = game.round.to_act
        view = game.view(seat)
        action = bot(levels[seat])(view, rngs[seat])
        assert action in view.legal_actions, (levels[seat], action, view)
        game.apply(action)
    raise AssertionError("game did not end")


def table(rules: str, dice: Sequence[str], moves: Sequence[str] = (), opener: int = 0,
          palifico: str | None = None) -> Round:
    """A round from compact dice (``["13356", "26"]`` for P1, P2…) after bids/calls ``moves``."""
    seats = tuple(Seat(f"P{i + 1}", tuple(int(d) for d in hand)) for i, hand in enumerate(dice))
    round_ = Round(make_rules(rules), seats, opener, palifico)
    for move in moves:
        player = round_.seats[round_.to_act].name
        if move in CALLS:
            round_ = round_.apply(Action(player, call=move))
        else:
            round_ = round_.apply(Action(player, bid=parse_bid(move)))
    return round_


def view(round_: Round) -> View:
    """The view of the player to act."""
    return view_of(round_, round_.to_act)
