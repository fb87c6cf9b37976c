"""大话骰 drills (issue 21 item 4: «drills (the conversions, opening minimums, who pays how
much) all support `dahua`»; the brief: «legality in both modes (conversions 飞→斋, 斋→飞, 1
above 6), the lowest bid (both modes), the opening minimum, who pays how much (劈/反劈/投降
stakes), counting in both modes … reproducible and neighbour-varied like the others»)."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import pairwise

from engine.drills import Drill, check, drill, topics
from engine.drills.series import shape
from engine.reachable import unreachable, unreachable_bid
from engine.rules import PRESETS, make_rules

DAHUA = PRESETS["dahua"]
SEEDS = 160


@cache
def _series(topic: str) -> tuple[Drill, ...]:
    return tuple(drill(DAHUA, topic, f"d{n}", n % 9) for n in range(SEEDS))


def _reasons(topic: str) -> Counter[str]:
    return Counter(d.reason for d in _series(topic))


def test_dahua_asks_its_own_topics() -> None:
    """spec (大话骰): «Nobody is eliminated» (no dice lost: no ``loser`` topic, ``stakes``
    instead), «Opening minimum (option `opening_minimum`): `players` (default)»; no
    palifico, no party score."""
    assert topics(DAHUA) == ["legality", "lowest", "opening", "counting", "opener", "stakes"]
    plain = make_rules("dahua", {"opening_minimum": "none"})
    assert "opening" not in topics(plain)


def test_dahua_legality_covers_both_conversions_ones_above_six_and_the_opening() -> None:
    """spec: «the 飞 quantity − 1 (never below 1)», «斋 → 飞 … at least 2 × the 斋 quantity»,
    «Face rank: 2 < 3 < 4 < 5 < 6 < 1», «an opening 飞 bid needs at least N + 1 dice»,
    «"飞" on 1 is illegal (`ones_always_zhai`)», «Each action after a 劈 that is not one
    of these answers … is illegal (`answer_pi_first`)»."""
    met = _reasons("legality")
    for reason in ("to_zhai", "zhai_too_few", "to_fei", "fei_too_few", "ones_rank_highest",
                   "opening_minimum_met", "opening_below_minimum", "ones_always_zhai",
                   "answer_pi_first", "no_pi_to_answer"):
        assert met[reason] > 0, reason
    locked = make_rules("dahua", {"zhai_to_fei": "never"})
    assert "zhai_locked" in {drill(locked, "legality", f"z{n}", n).reason for n in range(200)}


def test_dahua_lowest_bids_are_asked_in_both_modes() -> None:
    """spec: «Every bid is a quantity, a face and a mode»; «A bid on 1 is
    always 斋»; the brief: «the lowest bid (both modes)»."""
    modes = Counter((d.position["mode"], d.position["face"] == 1) for d in _series("lowest"))
    assert modes["fei", False] and modes["zhai", False] and modes["zhai", True]
    assert modes["fei", True] == 0
    for d in _series("opening"):
        assert d.position["history"] == [] and d.reason == "opening_minimum_met"
        players = d.position["table_size"]
        assert d.position["dice_in_play"] == 5 * players
        minimum = players + 1 if d.position["mode"] == "fei" else players
        assert d.answer == f"{minimum}x{d.position['face']}" + (
            "z" if d.position["mode"] == "zhai" and d.position["face"] != 1 else "")


def test_dahua_stakes_are_one_two_four_or_half_on_a_concession() -> None:
    """spec: «The round's loser takes the stake as penalty points (drinks): 1, 2, 4, or the
    conceded amount»; «投降 … pays half the stake»."""
    paid = {(d.answer.split(":")[1], (d.outcome or {})["conceded"]) for d in _series("stakes")}
    assert {("1", False), ("2", False), ("4", False), ("1", True), ("2", True)} <= paid
    assert {d.reason for d in _series("stakes")} == {"stake_holds", "stake_fails",
                                                     "stake_conceded"}
    for d in _series("stakes"):
        assert d.answer in d.choices and len(d.choices) >= 3


def test_dahua_counting_in_both_modes() -> None:
    """spec: «飞 counts F plus every 1; 斋 counts F only; a bid on 1 counts ones»."""
    met = _reasons("counting")
    assert met["count_fei"] and met["count_zhai"] and met["count_ones"]
    for d in _series("counting"):
        counted = (d.outcome or {})["count"]
        assert counted is not None and d.answer == str(counted)


def test_dahua_drill_positions_are_reachable() -> None:
    """issue 20 item 4: every position a drill shows is one a game reaches; spec: «every
    player rolls 5 dice every round», penalties only from rounds played."""
    for topic in topics(DAHUA):
        for d in _series(topic):
            position = d.position
            problems = unreachable(position) if "players" in position else \
                unreachable_bid(position)
            assert problems == [], (topic, problems)


def test_unreachable_refuses_dahua_positions_no_game_reaches() -> None:
    """spec: «Nobody is eliminated; every player rolls 5 dice every round»; «A game is
    `rounds` rounds (default 2N)»: three players play 6 rounds, so at most 5 lie before."""
    players = [{"name": n, "dice": [2, 3, 4, 5, 6], "penalties": 0} for n in ("A", "B", "C")]
    assert unreachable({"rules": "dahua", "players": players}) == []
    short = [{**players[0], "dice": [2, 3]}, *players[1:]]
    assert "keeps all 5" in unreachable({"rules": "dahua", "players": short})[0]
    heavy = [{**players[0], "penalties": 7}, {**players[1], "penalties": 12}, players[2]]
    assert "need at least 6 rounds" in unreachable({"rules": "dahua", "players": heavy})[0]
    late = [{**players[0], "penalties": 0}, {**players[1], "penalties": 1}, players[2]]
    assert "opens with no penalties" in unreachable({"rules": "dahua", "players": late})[0]
    opened = {"rules": "dahua", "players": late, "actions": [{"player": "B", "bid": "4x3"}]}
    assert unreachable(opened) == []  # spec: «The round's loser opens the next round»
    assert unreachable_bid({"rules": "dahua", "dice_in_play": 12, "bidder_dice": 2,
                            "history": []}) != []


def test_dahua_series_are_reproducible_and_neighbours_differ() -> None:
    """issue 20 item 4: «A drill link reproduces its series exactly», «a series does not
    repeat the same question shape back to back»."""
    for topic in ("mix", *topics(DAHUA)):
        first = [drill(DAHUA, topic, "r", i) for i in range(24)]
        again = [drill(DAHUA, topic, "r", i).question() for i in range(24)]
        assert [d.question() for d in first] == again
        same = sum(shape(a) == shape(b) for a, b in pairwise(first))
        assert same <= 2, topic


def test_a_typed_dahua_bid_is_read_with_its_mode() -> None:
    """issue 21 item 2: «Everywhere a bid is typed (bid checker, drills, CLI): 4个3, 4个3斋,
    4个3飞, 3个1, 4x3z, 四个三斋»."""
    d = next(d for d in _series("lowest") if d.answer.endswith("z"))
    quantity, face = d.answer[:-1].split("x")
    assert check(d, f"{quantity}个{face}斋")["correct"] is True
    assert check(d, f"{quantity}个{face}飞")["correct"] is False
