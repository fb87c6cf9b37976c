"""Drill series: a link reproduces its series exactly, every position is one a game reaches,
and neighbours never ask the same thing.

Source: issue 20, item 4: «A drill link reproduces its series exactly, in every topic including
Mixed (adapting to misses only from answers given in that series, or not at all when a link is
opened)»; «a series does not repeat the same question shape back to back»; «a test proves all
three».
"""

from __future__ import annotations

import functools
import json
import random
from collections import Counter

import pytest

from engine.drills import MIX, Drill, drill, topics
from engine.drills.series import WINDOW, shape
from engine.reachable import unreachable, unreachable_bid
from engine.rules import PRESETS

SEEDS = [f"s{n}" for n in range(12)]
# The rule sets the drills can ask about (大话骰's drills come later: issue 21, item 4).
DRILLED = [name for name, rules in PRESETS.items() if topics(rules)]
LENGTH = 30


@functools.cache
def _every_drill(preset: str) -> dict[tuple[str, str, int], Drill]:
    """Every question of every topic and seed of ``preset``, made once for the tests below."""
    rules = PRESETS[preset]
    return {(topic, seed, i): drill(rules, topic, seed, i)
            for topic in [MIX, *topics(rules)] for seed in SEEDS for i in range(LENGTH)}


def _series(preset: str, topic: str, seed: str, missed: list[int],
            length: int = LENGTH) -> list[str]:
    rules = PRESETS[preset]
    return [json.dumps(drill(rules, topic, seed, i, missed).question()) for i in range(length)]


@pytest.mark.parametrize("preset", DRILLED)
def test_a_question_depends_only_on_the_series_and_the_misses_before_it(preset: str) -> None:
    """Issue 20: «A drill link reproduces its series exactly … adapting to misses only from
    answers given in that series»: question i is the same whether the engine is told the
    misses up to i or the whole series' misses (a link written later names more), and the
    same on every call, so the link (seed, rules, topic, misses) fixes every question."""
    for seed in SEEDS[:6]:
        picker = random.Random(seed)
        missed = sorted(picker.sample(range(LENGTH), 8))
        whole = _series(preset, MIX, seed, missed)
        assert whole == _series(preset, MIX, seed, missed)
        rules = PRESETS[preset]
        for i in range(LENGTH):
            before = [m for m in missed if m < i]
            assert json.dumps(drill(rules, MIX, seed, i, before).question()) == whole[i]


@pytest.mark.parametrize("preset", DRILLED)
def test_a_single_topic_series_ignores_misses(preset: str) -> None:
    """Issue 20: a link reproduces its series «in every topic»: outside Mixed the misses
    change nothing, so a reader's answers cannot change a one-topic series."""
    for topic in topics(PRESETS[preset]):
        assert _series(preset, topic, "t", [], 8) == _series(preset, topic, "t", [0, 2, 4], 8)


def test_mixed_brings_back_the_topics_missed_in_the_series() -> None:
    """README: «topics missed in a series come back more often», from the misses of this series
    only (issue 20): a reader who misses every legality question gets more of them than
    one who misses none, and the seed alone decides the series of one who misses none."""
    rules = PRESETS["perudo"]
    with_misses, without = Counter[str](), Counter[str]()
    for seed in SEEDS:
        missed: list[int] = []
        for i in range(40):
            asked = drill(rules, MIX, seed, i, missed).kind
            with_misses[asked] += 1
            if asked == "legality":
                missed.append(i)
            without[drill(rules, MIX, seed, i).kind] += 1
    assert with_misses["legality"] > 1.5 * without["legality"]
    assert set(without) == set(topics(rules))


def test_a_miss_changes_nothing_before_the_question_after_next() -> None:
    """Issue 20 (reproducible): a miss at question i weighs only from question i + 2 on
    (question i + 1 is already fixed when the answer comes), and only for WINDOW questions."""
    rules = PRESETS["liars-dice"]
    for seed in SEEDS:
        plain = _series("liars-dice", MIX, seed, [], 24)
        missed = _series("liars-dice", MIX, seed, [5], 24)
        assert plain[:7] == missed[:7]
        far = [drill(rules, MIX, seed, i, [5]).kind for i in range(8 + WINDOW, 24)]
        assert far == [drill(rules, MIX, seed, i).kind for i in range(8 + WINDOW, 24)]


@pytest.mark.parametrize("preset", DRILLED)
def test_no_two_neighbours_ask_the_same_thing(preset: str) -> None:
    """Issue 20: «a series does not repeat the same question shape back to back» («four of
    ten Mixed drills asked the same "Is 2 ones a legal bid here?"»): in every topic and in
    Mixed, over many seeds, no question shares its shape with the one before it."""
    rules = PRESETS[preset]
    made = _every_drill(preset)
    for topic in [MIX, *topics(rules)]:
        for seed in SEEDS:
            shapes = [shape(made[topic, seed, i]) for i in range(LENGTH)]
            repeats = [i for i in range(1, LENGTH) if shapes[i] == shapes[i - 1]]
            assert repeats == [], (topic, seed, repeats)


def _problems(question: Drill) -> list[str]:
    position = question.position
    if "players" in position:
        return unreachable({k: position[k] for k in
                            ("rules", "options", "players", "palifico", "actions")
                            if k in position})
    return unreachable_bid(position)


@pytest.mark.parametrize("preset", DRILLED)
def test_every_drill_position_is_one_a_game_reaches(preset: str) -> None:
    """Issue 20: «every drill position passes the same reachability checks as the worked
    examples» (e.g. «a palifico round opened by someone other than its owner», `--rules
    perudo --topic opener --seed s1 --index 13`): every topic, many seeds, every preset."""
    found = {}
    for where, question in _every_drill(preset).items():
        problems = _problems(question)
        if problems:
            found[where] = problems
    assert found == {}


def test_the_bid_check_refuses_what_no_game_reaches() -> None:
    """Issue 10 («Reachable examples»), applied to bids by issue 20: party hands of five, a
    table besides the bidder, and a palifico round opened by its owner, who bids again only
    after someone else."""
    base = {"rules": "perudo", "options": {}, "dice_in_play": 12, "history": ["2x3"],
            "palifico": False, "owner": False, "bidder_dice": 4}
    assert unreachable_bid(base) == []
    assert unreachable_bid({**base, "dice_in_play": 4}) != []            # nobody else
    assert unreachable_bid({**base, "rules": "wango-party"}) != []       # four dice
    assert unreachable_bid({**base, "rules": "wango-party", "dice_in_play": 15,
                            "bidder_dice": 5}) == []
    palifico = {**base, "palifico": True}
    assert unreachable_bid({**palifico, "history": []}) != []            # opened by another
    assert unreachable_bid(palifico) == []
    owner = {**palifico, "owner": True, "bidder_dice": 1}
    assert unreachable_bid(owner) != []                                  # bids twice at once
    assert unreachable_bid({**owner, "history": []}) == []
    assert unreachable_bid({**owner, "history": ["2x3", "3x3"]}) == []
    assert unreachable_bid({**palifico, "rules": "wango"}) != []         # no palifico rounds
