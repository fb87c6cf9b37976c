"""Comparing an example's `expect` claims with the referee's verdict."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.errors import TranscriptError
from engine.referee import referee
from tutorial.examples import OUTCOME_KEYS, Example, ExampleError


def judge(example: Example) -> dict[str, Any]:
    """The referee's verdict on the example's round; a malformed round is an ExampleError."""
    try:
        return referee(example.round)
    except TranscriptError as error:
        raise ExampleError(f"round is not a transcript the referee accepts: {error}") from None


def same(a: Any, b: Any) -> bool:
    """Equality that tells booleans from numbers (YAML `1` is not `true`)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def _actual(verdict: Mapping[str, Any], key: str) -> Any:
    if key == "legal":
        return verdict["legal"]
    if key in ("reason", "action"):
        return verdict["error"][key] if verdict["error"] else None
    outcome = verdict["outcome"]
    return outcome.get(key) if outcome else None


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def disagreements(example: Example, verdict: Mapping[str, Any]) -> list[str]:
    """One line per expect claim the engine disagrees with (empty when all hold)."""
    problems: list[str] = []
    if not verdict["legal"] and "legal" not in example.expect:
        problems.append(f"the round is illegal (action {verdict['error']['action']}: "
                        f"{verdict['error']['reason']}) but expect does not say legal: false")
    for key, claimed in example.expect.items():
        actual = _actual(verdict, key)
        if key in OUTCOME_KEYS and verdict["outcome"] is None:
            problems.append(f"expect.{key} = {_shown(claimed)} but the round has no outcome "
                            f"(it is illegal or ends without a call)")
        elif not same(claimed, actual):
            problems.append(f"expect.{key} = {_shown(claimed)} but the engine says "
                            f"{_shown(actual)}")
    return problems
