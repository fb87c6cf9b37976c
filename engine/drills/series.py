"""Which question a drill series asks at an index: the mixed topic, and variety between neighbours.

A series is named by its rules, topic (one of ``TOPICS`` or ``MIX``), seed, and the
questions the reader missed in it (``missed``, indices); nothing else, so a link holding
those reproduces it exactly, whatever a browser has stored.

* **Mixed**: the topic at index ``i`` is drawn from a ``random.Random`` seeded by the series
  and ``i``; each topic the rules can ask weighs 1, plus ``MISS_WEIGHT`` for each question
  of that topic missed among the ``WINDOW`` answered before the previous one. A missed
  topic comes back more often, never as the very next question (that one is already
  fixed when the answer comes), and less once the misses leave the window.
* **Variety**: no two neighbours ask the same thing (:func:`shape`). An even index keeps
  its first draw; an odd index draws again (``ATTEMPTS`` at most) until its shape differs
  from both even neighbours'. Each question thus depends on its neighbours' first draws
  only, not on the whole series before it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from engine.drills.drill import Drill
from engine.rules import Rules

Maker = Callable[[Rules, random.Random], Drill]

MIX = "mix"
WINDOW = 10
MISS_WEIGHT = 2
ATTEMPTS = 12
MAX_MISSED = 200
"""The most missed questions a series remembers (a link holds them all in 2,000 characters)."""


def shape(question: Drill) -> tuple[Any, ...]:
    """What a question asks, without the position it asks it of: two neighbours never share it.

    A bid's legality names the bid ("Is 2 ones a legal bid here?"), a move its kind; the
    lowest (or opening) bid names the face and, in 大话骰, the mode; a finished round the
    call and the bid called; a palifico question the standing bid.
    """
    position = question.position
    if question.kind == "legality" and "move" in position:
        move = position["move"]
        return (question.kind, move.get("call") or "bid", bool(move.get("pressure")))
    if question.kind == "legality":
        return (question.kind, position["bid"])
    if question.kind in ("lowest", "opening"):
        return (question.kind, position["face"], position.get("mode"))
    if question.kind == "palifico":
        return (question.kind, position["history"][-1])
    last = next(a for a in reversed(position["actions"]) if "call" in a)
    bid = (question.outcome or {}).get("bid")
    return (question.kind, last["call"], bid)


def _rng(rules: Rules, topic: str, seed: str, index: int, attempt: int) -> random.Random:
    name = f"{seed}/{rules.preset}/{sorted(rules.overrides().items())}/{topic}/{index}"
    return random.Random(name if attempt == 0 else f"{name}/{attempt}")


def first_draw(rules: Rules, topic: str, make: Maker, seed: str, index: int) -> Drill:
    """The question ``index`` of ``topic`` before any redraw."""
    return make(rules, _rng(rules, topic, seed, index, 0))


def mixed_topics(rules: Rules, names: Sequence[str], seed: str, indices: Collection[int],
                 missed: Collection[int]) -> dict[int, str]:
    """The mixed series' topic at each of ``indices``, adapted to the ``missed`` questions."""
    wanted = sorted(set(indices))
    if not wanted:
        return {}
    known: dict[int, str] = {}
    earlier = sorted(m for m in set(missed) if 0 <= m < wanted[-1] - 1)[-MAX_MISSED:]

    def topic_at(index: int) -> str:
        counts = dict.fromkeys(names, 0)
        for m in earlier:
            if index - 1 - WINDOW <= m <= index - 2:
                counts[known[m]] += 1
        weights = [1 + MISS_WEIGHT * counts[name] for name in names]
        rng = random.Random(f"{seed}/{rules.preset}/{sorted(rules.overrides().items())}"
                            f"/{MIX}/{index}")
        return rng.choices(list(names), weights)[0]

    for m in earlier:
        known[m] = topic_at(m)
    return {index: known.get(index) or topic_at(index) for index in wanted}


def series_drill(rules: Rules, topic: str, makers: Mapping[str, Maker], seed: str,
                 index: int, missed: Collection[int] = ()) -> Drill:
    """Question ``index`` of the series; ``makers`` holds the topics the rules can ask."""
    if topic == MIX:
        neighbours = mixed_topics(rules, list(makers), seed, (index - 1, index, index + 1),
                                  missed)
    else:
        neighbours = {i: topic for i in (index - 1, index, index + 1)}
    own = neighbours[index]
    question = first_draw(rules, own, makers[own], seed, index)
    if index % 2 == 0:
        return question
    around = {shape(first_draw(rules, neighbours[i], makers[neighbours[i]], seed, i))
              for i in (index - 1, index + 1)}
    attempt = 0
    while shape(question) in around and attempt < ATTEMPTS:
        attempt += 1
        question = makers[own](rules, _rng(rules, own, seed, index, attempt))
    return question
