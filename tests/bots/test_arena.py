"""The arena: rotating seats, win rates with 95% intervals, paired gaps, CLI errors (issue 5)."""

from __future__ import annotations

import io
import json
import random
from math import sqrt

import pytest

from engine import make_rules
from engine.arena import Z95, paired_gap, play_game, seating, wilson
from engine.cli import main


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def test_a_short_arena_run_already_ranks_hard_above_random() -> None:
    """issue 5: «a short arena run (about 200 games) already ranks hard above random»."""
    status, out, err = run("arena", "--rules", "wango", "--players", "2", "--games", "200",
                           "--seed", "5", "--seats", "hard,random")
    assert status == 0, err
    report = json.loads(out)
    assert report["games"] == 200 and report["seed"] == 5 and report["rules"] == "wango"
    assert report["ranking"] == ["hard", "random"]
    gap = report["gaps"][0]
    assert (gap["higher"], gap["lower"]) == ("hard", "random")
    assert gap["ci95"][0] > 0 and gap["significant"]
    low, high = report["levels"]["hard"]["ci95"]
    assert low <= report["levels"]["hard"]["win_rate"] <= high


def test_seats_rotate_so_every_level_sits_everywhere_equally() -> None:
    """issue 5: «plays G games, rotating the seats»."""
    seats = ("hard", "normal", "easy", "random")
    placed = {(seat, level): 0 for seat in range(4) for level in seats}
    for index in range(8):
        for seat, level in enumerate(seating(seats, index)):
            placed[seat, level] += 1
    assert set(placed.values()) == {2}


def test_party_mode_splits_a_shared_win_into_fractions_that_sum_to_one() -> None:
    """issue 5 / spec, WANGO party mode: «After round 2N the highest score wins; ties share the
    win» — a k-way shared win scores 1/k to each seat."""
    rules = make_rules("wango-party")
    seats = ("normal", "easy", "hard")
    shared = []
    for index in range(60):
        scores = play_game(rules, seats, 9, index)
        assert sum(scores.values()) == pytest.approx(1)
        if any(0 < score < 1 for score in scores.values()):
            shared.append(scores)
    assert {"normal": 0.5, "easy": 0.0, "hard": 0.5} in shared
    twin = play_game(rules, ("easy", "easy"), 9, 0)
    assert twin == {"easy": pytest.approx(0.5)}


def test_the_report_names_its_scoring_rule_rates_and_intervals() -> None:
    """issue 5: «prints JSON with each level's win rate and a 95% confidence interval»."""
    status, out, _ = run("arena", "--rules", "wango-party", "--players", "3", "--games", "6",
                         "--seed", "1", "--seats", "hard,normal,normal")
    report = json.loads(out)
    assert status == 0 and "1/k" in report["scoring"]
    assert report["levels"]["normal"]["seats"] == 2
    total = sum(v["win_rate"] * v["seats"] for v in report["levels"].values())
    assert total == pytest.approx(1, abs=1e-3)


def test_the_gap_interval_is_the_paired_multinomial_one() -> None:
    """issue 5: «each gap's 95% CI excludes 0» — measured with the paired per-game difference,
    whose variance for one win per game is p_a + p_b - (p_a - p_b)^2."""
    rng = random.Random(3)
    a, b = [], []
    for _ in range(4000):
        winner = rng.choices("abc", weights=(5, 3, 2))[0]
        a.append(1.0 if winner == "a" else 0.0)
        b.append(1.0 if winner == "b" else 0.0)
    gap = paired_gap(a, b)
    pa, pb = sum(a) / len(a), sum(b) / len(b)
    half = Z95 * sqrt((pa + pb - (pa - pb) ** 2) / len(a))
    assert gap["difference"] == pytest.approx(pa - pb, abs=1e-4)
    assert gap["ci95"][1] - gap["difference"] == pytest.approx(half, rel=1e-2)


def test_win_rate_interval_is_wilson() -> None:
    """issue 5: «a 95% confidence interval» for each level's win rate (Wilson score)."""
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)


@pytest.mark.parametrize("argv", [
    ["--players", "4", "--games", "10", "--seed", "1", "--seats", "hard,normal,easy,random"],
    ["--rules", "chess", "--players", "2", "--games", "10", "--seed", "1", "--seats", "hard"],
    ["--rules", "wango", "--players", "9", "--games", "10", "--seed", "1", "--seats", "hard"],
    ["--rules", "wango", "--players", "2", "--games", "0", "--seed", "1", "--seats", "hard"],
    ["--rules", "wango", "--players", "2", "--games", "ten", "--seed", "1", "--seats", "hard"],
    ["--rules", "wango", "--players", "2", "--games", "10", "--seed", "-1", "--seats", "hard"],
    ["--rules", "wango", "--players", "3", "--games", "10", "--seed", "1", "--seats", "hard,easy"],
    ["--rules", "wango", "--players", "2", "--games", "10", "--seed", "1", "--seats", "hard,wise"],
    ["--rules", "wango", "--players", "2", "--games", "10", "--seed", "1", "--seats", "hard",
     "--option", "calza"],
])
def test_bad_arena_arguments_exit_two_with_one_line(argv: list[str]) -> None:
    """issue 5: arena errors, like every CLI error (issue 2): «a one-line error on stderr with
    exit 2 for bad input. Never a traceback»."""
    for lang in ("en", "zh"):
        status, out, err = run("--lang", lang, "arena", *argv)
        assert status == 2 and out == ""
        assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err
