"""The facade's drill operations: ``drill_topics``, ``drill`` and ``drill_answer``.

A question is named by its rules, topic, series seed and index, and is made
again on every call (no state between calls): ``drill`` returns the position and
the answers to offer (``missed``, the questions the reader missed in this series,
steers a mixed series), ``drill_answer`` judges a reader's answer (a typed bid is
read by the bid parser, its errors in every language) and gives the engine's
answer with its reason. Imported on the first drill call, so the bid checker's
start is unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.drills import MAX_MISSED, MAX_SEED_LENGTH, Drill, check, drill, topics
from engine.webapi.args import Args, with_field

MAX_INDEX = 1_000_000


def _drill(args: Args) -> Drill:
    rules = args.rules()
    seed = args.text("seed")[:MAX_SEED_LENGTH]
    index = args.number("index", 0, MAX_INDEX)
    missed = args.indices("missed", MAX_INDEX, MAX_MISSED)
    return with_field("topic", lambda: drill(rules, args.text("topic"), seed, index, missed))


def drill_topics(data: Any) -> dict[str, Any]:
    """The topics the rules can ask about."""
    return {"topics": topics(Args(data).rules())}


def drill_question(data: Any) -> dict[str, Any]:
    """Question ``index`` of the series ``seed`` on ``topic`` under ``rules``."""
    return _drill(Args(data)).question()


def drill_answer(data: Any) -> dict[str, Any]:
    """Whether ``answer`` is right, with the engine's answer, reason and outcome."""
    args = Args(data)
    question = _drill(args)
    return with_field("answer", lambda: check(question, args.text("answer")))


OPS: Mapping[str, Callable[[Any], dict[str, Any]]] = {
    "drill_topics": drill_topics,
    "drill": drill_question,
    "drill_answer": drill_answer,
}
