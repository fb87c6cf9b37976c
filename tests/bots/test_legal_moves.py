"""Every bot level only makes legal moves and reads nothing but its own view (issue 5)."""

from __future__ import annotations

import random

import pytest
from bot_support import LEVEL_NAMES, checked_game, rule_sets, table, view
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import PRESETS, Rules, make_rules
from engine.bots import bot


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_each_level_plays_whole_games_with_legal_moves_only_under_every_preset(
        level: str, preset: str) -> None:
    """issue 5: «each level only makes legal moves under every preset and option»; spec:
    Presets (all five)."""
    rules = make_rules(preset)
    players = max(rules.min_players, 3)
    for seed in (1, 2):
        game = checked_game(rules, [level] * players, seed)
        assert len(game.winners) >= 1


@settings(max_examples=30, deadline=None)
@given(rules=rule_sets(), players=st.integers(2, 4), seed=st.integers(0, 2**32),
       shift=st.integers(0, 3))
def test_mixed_levels_stay_legal_under_random_house_rule_combinations(
        rules: Rules, players: int, seed: int, shift: int) -> None:
    """issue 5: «each level only makes legal moves under every preset and option»; spec: Rule
    options (any combination the engine accepts)."""
    players = max(players, rules.min_players)
    levels = [LEVEL_NAMES[(i + shift) % len(LEVEL_NAMES)] for i in range(players)]
    game = checked_game(rules, levels, seed)
    assert game.over


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_bot_decides_from_its_view_alone_not_from_hidden_dice(level: str) -> None:
    """issue 5: bots read only what the View gives them; spec: «hidden from others». Two tables
    that differ only in the opponents' dice give the same move for the same rng."""
    moves = ["3x4", "4x4"]
    first = table("perudo", ["11111", "66666", "23446"], moves)
    second = table("perudo", ["22222", "35353", "23446"], moves)
    assert view(first) == view(second)
    for seed in range(20):
        one = bot(level)(view(first), random.Random(seed))
        two = bot(level)(view(second), random.Random(seed))
        assert one == two
