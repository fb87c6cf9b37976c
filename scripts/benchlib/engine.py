"""Engine throughput in CPython and in Pyodide under Node: the same corpus and games both sides."""

from __future__ import annotations

import json
import platform
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from scripts.benchlib import throughput
from scripts.benchlib.report import Row, Unavailable, rate

HERE = Path(__file__).resolve().parent
GAME_TABLE = "wango"
GAME_LEVELS = ("hard", "normal", "easy", "random")  # one seat of each, as in the ladder


def config(corpus_games: int, bot_games: int, min_seconds: float, seed: int) -> dict[str, Any]:
    """The workload both sides run: a referee corpus and seeded bot games."""
    from engine.bots import BOTS

    levels = [level for level in GAME_LEVELS if level in BOTS]
    return {
        "corpus": throughput.make_corpus(corpus_games, seed),
        "min_seconds": min_seconds,
        "games": {"preset": GAME_TABLE, "levels": levels,
                  "seeds": list(range(seed, seed + bot_games))},
    }


def in_cpython(workload: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(throughput.run(json.dumps(workload)))
    result["python"] = platform.python_version()
    return result


def in_pyodide(root: Path, workload: dict[str, Any], timeout: float) -> dict[str, Any]:
    """Run the workload in node_modules/pyodide under Node."""
    node = shutil.which("node")
    if node is None:
        raise Unavailable("node is not installed")
    if not (root / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        raise Unavailable("node_modules/pyodide is missing (npm ci)")
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as handle:
        json.dump(workload, handle)
        handle.flush()
        try:
            done = subprocess.run([node, str(HERE / "pyodide_run.mjs"), str(root), handle.name],
                                  capture_output=True, text=True, timeout=timeout, check=False)
        except subprocess.TimeoutExpired:
            raise Unavailable(f"Pyodide run took over {timeout:.0f} s") from None
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise Unavailable(f"Pyodide run failed: {last}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def rows(root: Path, quick: bool, seed: int = 2026) -> list[Row]:
    """Referee verdicts/s and bot games/s, Pyodide (figure) against CPython (baseline)."""
    workload = config(corpus_games=2 if quick else 8, bot_games=2 if quick else 6,
                      min_seconds=0.5 if quick else 3.0, seed=seed)
    native = in_cpython(workload)
    wasm = in_pyodide(root, workload, timeout=900)
    corpus = len(workload["corpus"])
    levels = ",".join(workload["games"]["levels"])
    out = []
    for key, label, unit in (("referee", f"Referee verdicts/s ({corpus} rounds)", "verdicts"),
                             ("games", f"Bot games/s ({GAME_TABLE}, {levels})", "games")):
        same = native[key]["digest"] == wasm[key]["digest"]
        out.append(Row(
            label,
            figure=f"Pyodide {wasm['python']}: {rate(wasm[key]['per_second'])}",
            baseline=f"CPython {native['python']}: {rate(native[key]['per_second'])}",
            ratio=wasm[key]["per_second"] / native[key]["per_second"],
            target="same results" if same else "same results (DIFFER)",
            passed=same,
            data={"unit": f"{unit}/s", "pyodide": wasm[key], "cpython": native[key],
                  "pyodide_boot_ms": wasm.get("boot_ms")},
        ))
    return out
