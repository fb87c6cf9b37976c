"""What each level does in telling situations (issue 5's description of each level)."""

from __future__ import annotations

import random
from collections import Counter

from bot_support import table, view

from engine import Bid, bid_probability
from engine.bots import bot
from engine.bots.belief import hidden_counts
from engine.bots.normal import THRESHOLD


def mean(dist: list[float]) -> float:
    return sum(k * p for k, p in enumerate(dist))


def test_normal_challenges_a_bid_whose_exact_odds_fall_below_its_threshold() -> None:
    """issue 5: normal «uses the engine's exact probability of the standing bid, given its own
    dice» and «challenges below a threshold»."""
    round_ = table("wango", ["66666", "23456", "23456", "23456"], ["8x5"])
    seen = view(round_)
    assert bid_probability(Bid(8, 5), seen.unseen, seen.own_dice) < THRESHOLD
    assert bot("normal")(seen, random.Random(0)).call == "dudo"


def test_normal_otherwise_raises_to_its_most_likely_legal_bid() -> None:
    """issue 5: normal «otherwise raises to its most likely legal bid» (ties: the highest)."""
    round_ = table("wango", ["23462", "55511"], ["2x3"])
    action = bot("normal")(view(round_), random.Random(0))
    assert action.bid == Bid(5, 5)


def test_easy_opens_on_its_most_plentiful_face() -> None:
    """issue 5: easy «bids mostly from its own dice»."""
    round_ = table("wango", ["33362", "44444"])
    for seed in range(10):
        action = bot("easy")(view(round_), random.Random(seed))
        assert action.bid is not None and action.bid.face == 3


def test_easy_calls_late_where_normal_already_challenges() -> None:
    """issue 5: easy «calls late or at random»: a bid normal doubts, easy mostly lets stand."""
    round_ = table("wango", ["66666", "23456", "23456", "23456"], ["8x5"])
    seen = view(round_)
    assert bot("normal")(seen, random.Random(0)).call == "dudo"
    calls = Counter(bot("easy")(seen, random.Random(seed)).call for seed in range(100))
    assert 0 < calls["dudo"] < 30


def test_hard_updates_its_picture_of_an_opponent_who_keeps_bidding_one_face() -> None:
    """issue 5: hard «infers opponents' dice from their bids: a Bayesian update over each
    opponent's hand, given that opponent's bids this round»."""
    round_ = table("wango", ["55552", "23346", "66666"], ["3x5", "4x6", "5x6", "6x5"])
    seen = view(round_)
    assert seen.seat == 1
    prior = hidden_counts(seen, infer=False)
    inferred = hidden_counts(seen, infer=True)
    assert mean(inferred[4]) > mean(prior[4]) + 0.5
    assert mean(inferred[5]) > mean(prior[5])
    assert inferred[4][0] > 0  # a bidder may be bluffing: no count is ruled out


def test_hard_calls_calza_when_the_exact_count_is_likely_and_the_rules_offer_it() -> None:
    """issue 5: hard «uses calza … when the rules allow them and the odds favour it»; spec:
    «Correct calza with `caller_regains`: the caller gains 1 die»."""
    round_ = table("liars-dice", ["5", "5555"], ["5x5"])
    action = bot("hard")(view(round_), random.Random(0))
    assert action.call == "calza"
    wango = table("wango", ["5", "5555"], ["5x5"])
    assert bot("hard")(view(wango), random.Random(0)).call != "calza"


def test_hard_puts_pressure_on_a_challenge_it_is_sure_of_in_party_mode() -> None:
    """issue 5: hard «uses calza and pressure when the rules allow them and the odds favour
    it»; spec: «A pressured round transfers 3 points instead of 1»."""
    round_ = table("wango-party", ["66666", "23452"], ["9x6"])
    action = bot("hard")(view(round_), random.Random(0))
    assert action.call == "dudo" and action.pressure
    classic = table("wango", ["66666", "23452"], ["9x6"])
    action = bot("hard")(view(classic), random.Random(0))
    assert action.call == "dudo" and not action.pressure


def test_hard_does_not_count_ones_as_wild_in_a_palifico_round() -> None:
    """issue 5: hard «adapts to palifico and ones-opened rounds»; spec: in palifico «ones are
    not wild (1 is the lowest face), and the face is locked»."""
    round_ = table("perudo", ["4", "11111"], ["1x4"], palifico="P1")
    seen = view(round_)
    assert not seen.wild
    action = bot("hard")(seen, random.Random(0))
    assert action.bid is None  # with wild ones 6x4 would be sure; here no raise of 4s is
    assert action.call == "calza"


def test_hard_reads_a_ones_opened_round_without_wild_ones() -> None:
    """issue 5: hard «adapts to palifico and ones-opened rounds»; spec: «if the round's opening
    bid is on ones, ones are not wild for that whole round»."""
    round_ = table("liars-dice", ["11166", "11111"], ["2x1"])
    seen = view(round_)
    assert not seen.wild
    for seed in range(10):
        action = bot("hard")(seen, random.Random(seed))
        assert action.bid is not None and action.bid.face == 1


def test_hard_bluffs_sometimes_so_its_opening_is_not_fixed() -> None:
    """issue 5: hard «bluffs sometimes, so it is not predictable»."""
    round_ = table("wango", ["22346", "55555", "33333", "44444"])
    bids = Counter(bot("hard")(view(round_), random.Random(seed)).bid for seed in range(200))
    top, count = bids.most_common(1)[0]
    assert len(bids) > 1 and count > 100
    assert top is not None and top.face in (2, 6)
