"""The engine throughput workload, run unchanged in CPython and in Pyodide under Node.

Standard library plus `engine` only, so the same file is copied into Pyodide's
file system. `run(config_json)` referees a corpus of round transcripts (JSON
text in, verdict JSON out, as the browser does) and plays seeded bot games,
and returns rates plus a digest of every verdict and winner, so the bench can
check that both sides did exactly the same work.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Sequence
from typing import Any

from engine import Game, make_rules, referee_json
from engine.bots import bot

NAMES = ("Ana", "Ben", "Cai", "Dev", "Eve", "Fei")
CORPUS_TABLES = (("wango", 4), ("wango-party", 3), ("perudo", 5), ("liars-dice", 4), ("dudo", 6))


def play(preset: str, levels: Sequence[str], seed: int) -> Game:
    """One seeded game, one seat per level."""
    game = Game(make_rules(preset, {}), NAMES[: len(levels)], seed)
    game.play([bot(level) for level in levels])
    return game


def make_corpus(games_per_preset: int, seed: int) -> list[str]:
    """Round transcripts (JSON text, no outcome) from random-bot games of every preset."""
    corpus: list[str] = []
    for index, (preset, players) in enumerate(CORPUS_TABLES):
        for game_number in range(games_per_preset):
            game = play(preset, ["random"] * players, seed + 1000 * index + game_number)
            for transcript in game.rounds:
                round_only = {k: v for k, v in transcript.items() if k != "outcome"}
                corpus.append(json.dumps(round_only, ensure_ascii=False))
    return corpus


def referee_rate(corpus: Sequence[str], min_seconds: float) -> dict[str, Any]:
    """Verdicts per second over whole passes of the corpus, for at least `min_seconds`."""
    digest = hashlib.sha256("\n".join(referee_json(text) for text in corpus).encode()).hexdigest()
    done, start = 0, time.perf_counter()
    while True:
        for text in corpus:
            referee_json(text)
        done += len(corpus)
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return {"verdicts": done, "seconds": elapsed, "per_second": done / elapsed,
                    "digest": digest}


def games_rate(preset: str, levels: Sequence[str], seeds: Sequence[int]) -> dict[str, Any]:
    """Whole bot games per second over the given seeds (one seat per level)."""
    winners: list[str] = []
    start = time.perf_counter()
    for seed in seeds:
        winners.append(",".join(play(preset, levels, seed).winners))
    elapsed = time.perf_counter() - start
    return {"games": len(seeds), "seconds": elapsed, "per_second": len(seeds) / elapsed,
            "digest": hashlib.sha256("\n".join(winners).encode()).hexdigest()}


def run(config_json: str) -> str:
    """Run the workload described by `config_json` (keys: corpus, min_seconds, games)."""
    config = json.loads(config_json)
    games = config["games"]
    return json.dumps({
        "referee": referee_rate(config["corpus"], float(config["min_seconds"])),
        "games": games_rate(games["preset"], games["levels"], games["seeds"]),
    })
