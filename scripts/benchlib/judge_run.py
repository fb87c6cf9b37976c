"""The judge's timing workload, run alike in CPython and in Pyodide (scripts/benchlib/judge.py).

For each preset: a seeded game of four (the reader, then hard, normal and hard bots), the
reader playing the hard bot's suggestion; at each of its first decisions, the time of
``game_coach`` and of ``game_judge``; then the review with those records and without.
"""

from __future__ import annotations

import json
import time
from typing import Any

from engine.webapi import call


def _ok(op: str, args: dict[str, Any]) -> dict[str, Any]:
    envelope = call(op, args)
    if not envelope.get("ok"):
        raise RuntimeError(f"{op}: {envelope}")
    result: dict[str, Any] = envelope["result"]
    return result


def _one(preset: str, decisions: int) -> dict[str, Any]:
    names = ["You", "Ana", "Ben", "Cai"]
    bots = {"Ana": "hard", "Ben": "normal", "Cai": "hard"}
    game = _ok("game_new", {"rules": preset, "players": names, "seed": 7, "bots": bots})["game"]
    coach: list[float] = []
    judged: list[float] = []
    records = []
    while len(judged) < decisions:
        state = _ok("game_bots", {"game": game, "seat": 0, "moves": 20})
        game = state["game"]
        if state["over"]:
            break
        if state["to_act"] != 0:
            continue
        start = time.perf_counter()
        advice = _ok("game_coach", {"game": game, "seat": 0})
        coach.append(time.perf_counter() - start)
        move = advice["hard"]["action"]
        start = time.perf_counter()
        records.append(_ok("game_judge", {"game": game, "seat": 0, "move": move}))
        judged.append(time.perf_counter() - start)
        played = _ok("game_act", {"game": game, "action": move, "seat": 0})
        game = played["game"]
        if played["over"]:
            break
    start = time.perf_counter()
    _ok("game_review", {"game": game, "seat": 0, "judged": records})
    known = time.perf_counter() - start
    start = time.perf_counter()
    _ok("game_review", {"game": game, "seat": 0})
    fresh = time.perf_counter() - start
    coach.sort()
    judged.sort()
    return {"decisions": len(judged),
            "coach_median_ms": 1000 * coach[len(coach) // 2],
            "coach_p95_ms": 1000 * coach[min(len(coach) - 1, int(0.95 * len(coach)))],
            "judge_median_ms": 1000 * judged[len(judged) // 2],
            "review_known_ms": 1000 * known, "review_fresh_ms": 1000 * fresh}


def run(workload_json: str) -> str:
    """The timings of every preset of the workload, as JSON text."""
    workload = json.loads(workload_json)
    return json.dumps({preset: _one(preset, int(workload["decisions"]))
                       for preset in workload["presets"]})
