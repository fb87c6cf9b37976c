"""The practice coach sees only what its player sees, and speaks with the bots' own numbers.

Source: issue 15 ("Coach in practice"): «The coach reads only what the player can see (never
the other cups), and a test proves it (coach output is the same for every assignment of the
hidden dice)»; «what the normal and hard bots would do in your seat, with the reason in words
(from the bot's own numbers, not invented)».
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from itertools import product

import pytest

from engine.bids import Bid
from engine.bots.hard import choose_hard
from engine.bots.normal import THRESHOLD, choose_normal
from engine.coach import advise
from engine.game import view_of
from engine.odds import bid_probability
from engine.round import Action, Round, Seat
from engine.rules import PRESETS


def _round(rules: str, hidden: tuple[tuple[int, ...], ...]) -> Round:
    """Ana (seat 0, dice 1 3 3 5) after Ben's 2x3 and Cai's 3x3; Ben and Cai hold ``hidden``."""
    seats = (Seat("Ana", (1, 3, 3, 5)), Seat("Ben", hidden[0]), Seat("Cai", hidden[1]))
    state = Round(rules=PRESETS[rules], seats=seats, opener=1)
    state = state.apply(Action("Ben", bid=Bid(2, 3)))
    return state.apply(Action("Cai", bid=Bid(3, 3)))


@pytest.mark.parametrize("rules", ["perudo", "wango", "liars-dice"])
def test_the_coach_says_the_same_for_every_assignment_of_the_hidden_dice(rules: str) -> None:
    """Issue 15: «coach output is the same for every assignment of the hidden dice»: Ben's
    two dice and Cai's one die take all 6**3 values; Ana's advice never changes."""
    said = {json.dumps(advise(view_of(_round(rules, ((a, b), (c,))), 0), 7))
            for a, b, c in product(range(1, 7), repeat=3)}
    assert len(said) == 1


def test_the_chances_are_the_engines_exact_odds() -> None:
    """Issue 15: «the exact chance that it holds given your dice (…) and the expected count;
    for each offered bid, its chance»: engine.odds for the standing bid and every bid."""
    view = view_of(_round("perudo", ((2, 2), (6,))), 0)
    advice = advise(view, 7)
    assert advice["probability"] == bid_probability(Bid(3, 3), 3, (1, 3, 3, 5), True)
    assert advice["expected"] == 3 + 3 * 2 / 6
    offered = [a.bid for a in view.legal_actions if a.bid is not None and not a.pressure]
    assert set(advice["bids"]) == {str(b) for b in offered}
    for bid in offered:
        assert advice["bids"][str(bid)] == bid_probability(bid, 3, (1, 3, 3, 5), True)
    assert advice["risks"]["dudo"] == advice["probability"]


# Seeds whose random table reaches Ana's turn (the first 30 of 0-47; in 19, 20, 24, 27, 36,
# 38, 42 and 46 the bots end the round before she plays). Issue 41: a seed that stops reaching
# it fails the test instead of skipping it, so every case tests what it says.
REACH_ANAS_TURN = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23,
                   25, 26, 28, 29, 30, 31, 32, 33)


@pytest.mark.parametrize("seed", REACH_ANAS_TURN)
def test_the_bots_suggestions_are_their_own_moves(seed: int) -> None:
    """Issue 15: «what the normal and hard bots would do in your seat (…) from the bot's own
    numbers»: the move suggested is the move the bot makes with the same rng, and the normal
    bot's reason follows its own threshold. Issue 41: every seed reaches Ana's turn."""
    rng = random.Random(seed)
    rules = PRESETS[rng.choice(list(PRESETS))]
    seats = tuple(Seat(n, tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 5))))
                  for n in ("Ana", "Ben", "Cai")[: max(3, rules.min_players)])
    state = Round(rules=rules, seats=seats, opener=1)
    while state.to_act != 0:
        state = state.apply(choose_normal(view_of(state, state.to_act), rng))
        assert not state.over, f"seed {seed}: the round ended before Ana's turn"
    view = view_of(state, 0)
    advice = advise(view, seed)
    assert advice["bots"]["normal"]["action"] == choose_normal(view, random.Random(seed)).to_json()
    assert advice["bots"]["hard"]["action"] == choose_hard(view, random.Random(seed)).to_json()
    normal = advice["bots"]["normal"]
    if normal["reason"] == "normal_dudo":
        assert normal["holds"] < THRESHOLD


def test_hiding_more_dice_changes_only_what_the_player_can_see() -> None:
    """Issue 15: the coach reads «what the player can see»: a different count of hidden dice
    (which the player sees) does change the chances."""
    one = advise(view_of(_round("perudo", ((2, 2), (6,))), 0), 7)
    more = advise(view_of(replace(_round("perudo", ((2, 2), (6,))), seats=(
        Seat("Ana", (1, 3, 3, 5)), Seat("Ben", (2, 2, 2)), Seat("Cai", (6,)))), 0), 7)
    assert one["expected"] != more["expected"] and one["bids"] != more["bids"]
