"""The one judge (issue 42): the reading's calibration on self-play, and its speed.

Calibration: for each preset against the normal and the hard bot, seeded self-play games,
and at each decision facing a bid the reading's chance that the bid holds beside whether it
held (engine.judge.calibration): the reliability table by tenths and the Brier score, with the
Brier score of the chance from one's own dice alone (the old coach's number) as the baseline.
Target: in every tenth with at least 200 positions, observed within five points of stated.

Speed: the coach's record on your turn (`game_coach`), the judge's record of a move
(`game_judge`) and the review of a game with its records known and without, in Pyodide under
Node against CPython, the same seeded game both sides (scripts/benchlib/judge_run.py).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from scripts.benchlib import judge_run
from scripts.benchlib.report import Row, Unavailable, millis

HERE = Path(__file__).resolve().parent
LEVELS = ("normal", "hard")
PLAYERS = 4
TOLERANCE = 0.05
LEAST = 200


def calibration_rows(presets: list[str], games: int) -> list[Row]:
    """One row per preset and level: the reading's Brier score against own dice alone."""
    from engine.judge.calibration import reliability, self_play_positions, worst_gap

    rows = []
    for preset in presets:
        for level in LEVELS:
            pairs = list(self_play_positions(preset, level, PLAYERS, games))
            alone = list(self_play_positions(preset, level, PLAYERS, games, alone=True))
            table, baseline = reliability(pairs), reliability(alone)
            gap = worst_gap(table, LEAST)
            rows.append(Row(
                f"Reading calibration, {preset} vs {level} ({table['positions']} positions)",
                figure=f"Brier {table['brier']:.3f}, worst tenth ±{100 * gap:.1f} pts",
                baseline=f"own dice alone: Brier {baseline['brier']:.3f}",
                ratio=table["brier"] / baseline["brier"] if baseline["brier"] else None,
                target=f"every tenth ≥ {LEAST} positions within ±{100 * TOLERANCE:.0f} pts",
                passed=gap <= TOLERANCE,
                data={"reading": table, "alone": baseline, "games": games}))
    return rows


def speed_rows(root: Path, quick: bool) -> list[Row]:
    """The coach's, the judge's and the review's times, Pyodide against CPython."""
    presets = ["perudo", "dahua", "wango-party"]
    workload: dict[str, Any] = {"presets": presets, "decisions": 6 if quick else 12}
    native = json.loads(judge_run.run(json.dumps(workload)))
    wasm = _in_pyodide(root, workload)
    rows = []
    for preset in presets:
        n, w = native[preset], wasm[preset]
        for key, label, target in (
                ("coach_p95_ms", "coach on your turn, p95", "≤ 300 ms (issue 42)"),
                ("judge_median_ms", "judge a move, median", "—"),
                ("review_known_ms", "review, records known", "—"),
                ("review_fresh_ms", f"review of {w['decisions']} decisions, none known",
                 "≤ 5 s for 30 (issue 42)")):
            passed = None
            if key == "coach_p95_ms":
                passed = w[key] <= 300
            elif key == "review_fresh_ms":
                passed = w[key] * 30 / max(1, w["decisions"]) <= 5000
            rows.append(Row(f"Judge {preset}: {label}", figure=f"Pyodide {millis(w[key])}",
                            baseline=f"CPython {millis(n[key])}", ratio=w[key] / max(1e-9, n[key]),
                            target=target, passed=passed,
                            data={"preset": preset, "key": key, "pyodide": w, "cpython": n}))
    return rows


def _in_pyodide(root: Path, workload: dict[str, Any]) -> dict[str, Any]:
    node = shutil.which("node")
    if node is None:
        raise Unavailable("node is not installed")
    if not (root / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        raise Unavailable("node_modules/pyodide is missing (npm ci)")
    done = subprocess.run([node, str(HERE / "judge_run.mjs"), str(root), json.dumps(workload)],
                          capture_output=True, text=True, timeout=3600, check=False)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise Unavailable(f"Pyodide run failed: {last}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result
