"""The judge's reading of the hidden dice: the exact posterior of the bots at the table.

Source: issue 42, "What to build" item 1: «One model of a position, in the engine: from one
seat's dice, the players' dice counts, the bids and calls so far, the rules and the opponents
at the table, a reading of the hidden dice (what the bids say), calibrated».
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import product

import pytest

from engine.bids import Bid
from engine.bots import BOTS
from engine.bots.chance import policy
from engine.bots.hard import Shared, policy_hard
from engine.counting import count_hands
from engine.game import view_of
from engine.judge.calibration import reliability, self_play_positions
from engine.judge.position import Position
from engine.judge.reading import FLOOR, read
from engine.odds import bid_probability, bid_wild
from engine.round import Action, Round, Seat
from engine.rules import PRESETS


def _brute_force_holds(rules: str, own: tuple[int, ...], other: int, level: str,
                       moves: list[Action], bid: Bid) -> float:
    """P(bid holds | Ana's dice, the moves) by enumerating every ordered roll of Ben's dice,
    each weighed by the chance Ben's bot makes his moves with it (FLOOR mixed in)."""
    held = total = 0.0
    for roll in product(range(1, 7), repeat=other):
        state = Round(PRESETS[rules], (Seat("Ana", own), Seat("Ben", roll)), opener=1)
        weight = 1.0
        for action in moves:
            seat = state.seat_of(action.player)
            if seat == 1:
                view = view_of(state, 1)
                made = policy(BOTS[level], view).get(action, 0.0)
                weight *= (1 - FLOOR) * made + FLOOR / len(view.legal_actions)
            state = state.apply(action)
        total += weight
        wild = bid_wild(bid, state.wild)
        if count_hands((own, roll), bid.face, wild) >= bid.quantity:
            held += weight
    return held / total


@pytest.mark.parametrize(("rules", "level"), [("perudo", "hard"), ("perudo", "normal"),
                                              ("wango", "easy"), ("dahua", "hard")])
def test_the_reading_is_the_exact_posterior_of_the_bot_that_moved(rules: str, level: str) -> None:
    """Issue 42 item 1: «a reading of the hidden dice (what the bids say)»: with Ben, a bot
    of ``level``, having opened, Ana's reading of the chance that each bid holds equals the
    posterior worked out by brute force over all 6**3 rolls of Ben's three dice."""
    own = (1, 3, 3, 5, 6)
    start = Round(PRESETS[rules], (Seat("Ana", own), Seat("Ben", (2, 2, 4))), opener=1)
    opening = BOTS[level](view_of(start, 1), random.Random(3))
    position = Position(start, (opening,), 0, ("hard", level))
    reading = read(position)
    for bid in (Bid(3, 3), Bid(4, 2), Bid(5, 6), Bid(2, 1), Bid(6, 4)):
        if PRESETS[rules].bid_modes:
            bid = replace(bid, mode="zhai" if bid.face == 1 else "fei")
        expected = _brute_force_holds(rules, own, 3, level, [opening], bid)
        assert reading.holds(bid) == pytest.approx(expected, abs=1e-9), (bid, opening)


@pytest.mark.parametrize("rules", ["perudo", "wango", "dudo", "liars-dice"])
def test_before_any_move_the_reading_is_the_exact_odds(rules: str) -> None:
    """Issue 42 item 3: «The exact chance "from your dice alone" may stay as a teaching
    number»: before anyone bids the reading knows nothing more, so its chances are the exact
    odds of engine.odds (spec: "Common core", counting with wild ones)."""
    own = (1, 3, 3, 5, 6)
    seats = (Seat("Ana", own), Seat("Ben", (2,) * 5), Seat("Cai", (4,) * 3))
    position = Position(Round(PRESETS[rules], seats, opener=0), (), 0, ("hard",) * 3)
    reading = read(position)
    for bid in (Bid(4, 3), Bid(2, 1), Bid(7, 6), Bid(3, 5)):
        exact = bid_probability(bid, 8, own, bid_wild(bid, reading.wild))
        assert reading.holds(bid) == pytest.approx(exact, abs=1e-12)


def test_the_hard_bots_policy_is_the_walk_of_its_own_chances() -> None:
    """Issue 42 item 1 (the opponents at the table): the hard bot's policy, computed from its
    plan (policy_hard), equals the walk of every chance its play draws (engine.bots.chance)."""
    start = Round(PRESETS["perudo"], (Seat("Ana", (1, 3, 3, 5, 6)), Seat("Ben", (2, 2, 4, 4, 6)),
                                      Seat("Cai", (6, 6, 1, 2, 5))), opener=0)
    state = start.apply(Action("Ana", bid=Bid(3, 3)))
    for seat in (1,):
        view = view_of(state, seat)
        walked = policy(BOTS["hard"], view)
        planned = policy_hard(view, Shared())
        assert walked.keys() == planned.keys()
        for action, chance in planned.items():
            assert chance == pytest.approx(walked[action], abs=1e-12)


def test_the_reading_beats_your_own_dice_on_self_play() -> None:
    """Issue 42 item 1: «calibrated»: over positions of hard bots' self-play, the reading's
    Brier score is well below that of the odds from one's own dice alone (the full
    reliability tables per preset and level are scripts/bench's)."""
    pairs = list(self_play_positions("perudo", "hard", 3, 4))
    assert len(pairs) > 150
    table = reliability(pairs)
    assert table["brier"] < 0.08
    assert sum(t["positions"] for t in table["tenths"]) == len(pairs)
    assert all(0.0 <= s <= 1.0 for s, _ in pairs)


def test_the_reading_answers_at_least_and_exactly() -> None:
    """Issue 42 item 6: ``holds`` (the standing bid holds: at least its quantity, spec
    "Common core") and, for calza, exactly its quantity: with two twos of her own and two
    hidden dice, ones wild, Ana's 2x2 surely holds, 5x2 cannot, and 3x2 is exact when just one
    hidden die is a two or a one: 2 x 1/3 x 2/3 = 4/9."""
    seats = (Seat("Ana", (2, 2)), Seat("Ben", (1, 1)))
    position = Position(Round(PRESETS["perudo"], seats, opener=0), (), 0, ("hard", "hard"))
    reading = read(position)
    assert reading.holds(Bid(2, 2)) == 1.0
    assert reading.holds(Bid(5, 2)) == 0.0
    assert reading.exact(Bid(3, 2)) == pytest.approx(4 / 9, abs=1e-12)
