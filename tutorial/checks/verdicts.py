"""Comparing an example's `expect` claims with the referee's verdict, naming their lines."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from engine.errors import TranscriptError
from engine.referee import referee
from tutorial.checks.examples import OUTCOME_KEYS, Example, ExampleError


def _culprit(error: TranscriptError, round_: Mapping[str, Any]) -> tuple[object, ...]:
    """Where in the round the referee's complaint points (as far as its parameters tell)."""
    params = error.params
    if isinstance(params.get("where"), str) and params["where"]:
        return tuple(re.findall(r"[^.\[\]]+", params["where"]))
    if "index" in params:
        return ("actions", params["index"])
    if "option" in params:
        return ("options", params["option"])
    players = round_.get("players")
    if "name" in params and isinstance(players, list):
        named = [i for i, p in enumerate(players)
                 if isinstance(p, Mapping) and p.get("name") == params["name"]]
        return ("players", named[-1]) if named else ("players",)
    if error.code == "unknown_preset":
        return ("rules",)
    return ("palifico",) if error.code.startswith("palifico") else ("players",)


def judge(example: Example) -> dict[str, Any]:
    """The referee's verdict on the example's round; a malformed round is an ExampleError."""
    try:
        return referee(example.round)
    except TranscriptError as error:
        line = example.at("round", *_culprit(error, example.round))
        raise ExampleError(f"round is not a transcript the referee accepts: {error}{line}") \
            from None


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
        action = verdict["error"]["action"]
        problems.append(f"the round is illegal (action {action}: {verdict['error']['reason']}) "
                        f"but expect does not say legal: false"
                        f"{example.at('round', 'actions', action)}")
    for key, claimed in example.expect.items():
        actual = _actual(verdict, key)
        line = example.at("expect", key)
        if key in OUTCOME_KEYS and verdict["outcome"] is None:
            problems.append(f"expect.{key} = {_shown(claimed)} but the round has no outcome "
                            f"(it is illegal or ends without a call){line}")
        elif not same(claimed, actual):
            problems.append(f"expect.{key} = {_shown(claimed)} but the engine says "
                            f"{_shown(actual)}{line}")
    return problems
