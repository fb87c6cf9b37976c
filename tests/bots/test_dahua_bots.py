"""Bots at every level play 大话骰 (preset `dahua`): only legal moves, 斋 and 飞 bids, 劈
when the odds pay, 反劈 and 投降 when they should.

Source: issue 21, «Bots at every level play it (斋/飞 choices, 劈 when the odds pay, 反劈
and 投降 when they should)»; spec, section "大话骰: the Chinese bar rules", "Calls and
stakes".
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from bot_support import LEVEL_NAMES, checked_game, table, view

from engine import make_rules
from engine.bots import bot
from engine.modes import moded

SMART = ("normal", "hard")


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize(("players", "options"), [
    (2, {}), (4, {}), (6, {"pi_by": "any"}), (3, {"fanpi": False}),
    (3, {"zhai_to_fei": "never", "fei_to_zhai": "half_plus_one"}),
    (3, {"pi": False, "fanpi": False, "opening_minimum": "none", "special_hands": "common"}),
])
def test_every_level_plays_only_legal_dahua_moves(level: str, players: int,
                                                  options: dict[str, Any]) -> None:
    """issue 21: «Bots at every level (random, easy, normal, hard) play it»; spec: 大话骰
    (every option value the bots may meet): each move is one the engine lists as legal, and
    the game lasts its rounds."""
    rules = make_rules("dahua", options)
    for seed in range(3):
        levels = [level, *(LEVEL_NAMES[(i + seed) % 4] for i in range(players - 1))]
        game = checked_game(rules, levels, seed)
        assert len(game.rounds) == 2 * players


def test_smart_bots_bid_in_both_modes_and_call_pi() -> None:
    """issue 21: «斋/飞 choices, 劈 when the odds pay»: over heads-up games the normal and
    hard bots make 飞 and 斋 bids, and the hard bot calls 劈."""
    modes: Counter[tuple[str, str]] = Counter()
    calls: Counter[tuple[str, str]] = Counter()
    for seed in range(30):
        game = checked_game(make_rules("dahua"), ["hard", "normal"], seed)
        for transcript in game.rounds:
            for action in transcript["actions"]:
                who = "hard" if action["player"] == "P1" else "normal"
                if "bid" in action:
                    bid = action["bid"]
                    modes[who, "zhai" if bid.endswith("z") or "x1" in bid else "fei"] += 1
                else:
                    calls[who, action["call"]] += 1
    for level in SMART:
        assert modes[level, "fei"] > 0 and modes[level, "zhai"] > 0, modes
    assert calls["hard", "pi"] > 0, calls


@pytest.mark.parametrize("level", ("easy", *SMART))
def test_pi_on_a_bid_that_cannot_hold(level: str) -> None:
    """spec: 大话骰 Calls and stakes, «**劈** (`"call": "pi"`», «doubles the stake»; issue 21:
    «劈 when the odds pay»: heads-up, 9 threes with no three and no one in hand cannot hold
    (5 hidden dice), so the doubled stake is a sure gain."""
    round_ = table("dahua", ["22456", "33333"], ["9x3"], opener=1)
    action = bot(level)(view(round_), random.Random(1))
    assert action.call == "pi"


@pytest.mark.parametrize("level", ("easy", *SMART))
def test_fanpi_on_a_bid_already_made(level: str) -> None:
    """spec: 大话骰 Calls and stakes, «`"call": "fanpi"` (反劈: stake 4, then counted»; issue
    21: «反劈 … when they should»: the bidder holds five threes, so 5 threes holds whatever
    the hidden dice show and doubling again only wins more."""
    round_ = table("dahua", ["33333", "22456"], ["5x3", "pi"])
    assert round_.to_act == 0
    action = bot(level)(view(round_), random.Random(1))
    assert action.call == "fanpi"


@pytest.mark.parametrize("level", ("easy", *SMART))
def test_concede_a_bid_that_cannot_hold(level: str) -> None:
    """spec: 大话骰 Calls and stakes, «`"call": "concede"` (投降: the bidder loses without a
    count and pays half the stake, so 1)»; issue 21: «投降 when they should»: the bidder of 9
    threes holds none and 5 dice are hidden: opening loses 2 for sure, conceding 1."""
    round_ = table("dahua", ["22456", "11222"], ["9x3", "pi"])
    action = bot(level)(view(round_), random.Random(1))
    assert action.call == "concede"


@pytest.mark.parametrize("level", ("easy", *SMART))
def test_pi_caller_concedes_a_fanpi_on_a_made_bid(level: str) -> None:
    """spec: 大话骰 Calls and stakes, «After 反劈 the player who called 劈 answers `open` or
    `concede` (pays 2)»: the 劈 caller sees 5 threes in its own hand behind a bid of 5
    threes, which holds; conceding costs 2 instead of 4."""
    round_ = table("dahua", ["22456", "33333"], ["5x3", "pi", "fanpi"])
    assert (round_.to_act, round_.stake) == (1, 4)
    action = bot(level)(view(round_), random.Random(1))
    assert action.call == "concede"


def test_bots_answer_only_with_answers() -> None:
    """spec: 大话骰 Calls and stakes, «Each action after a 劈 that is not one of these
    answers, or by the wrong player, is illegal (`answer_pi_first`)»: every level, asked
    after a 劈, picks one of the offered answers."""
    round_ = table("dahua", ["13356", "23441", "33662"], ["4x3", "pi"])
    for level in LEVEL_NAMES:
        action = bot(level)(view(round_), random.Random(3))
        assert action.call in ("open", "fanpi", "concede")
    assert moded(round_.bids[-1][1]).mode == "fei"
