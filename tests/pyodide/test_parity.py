"""Parity in Pyodide: the engine gives byte-identical answers in CPython and in Pyodide.

Issue 2 ("Parity in Pyodide") and ARCHITECTURE.md ("CPython and Pyodide output
can be compared byte for byte"). One Node process boots Pyodide from
node_modules, installs the engine wheel through the site-local lock file (as
the browser does), and runs the whole corpus of ``corpus.py``; the same runner
runs here under CPython and every answer must match exactly. Pyodide boots on
the site's trimmed ``python_stdlib.zip`` (``tutorial/assets/stdlib_trim.py``, issue 12),
so every op, bot and walkthrough is proven on the standard library the site ships.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import zipfile
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.webapi import OP_MODULES
from tests.pyodide.corpus import ROOT, Case, build_corpus
from tests.pyodide.runner import run_corpus
from tutorial.assets import engine_wheel, stdlib_trim

pytestmark = pytest.mark.pyodide

HERE = Path(__file__).resolve().parent
NODE_TIMEOUT_S = 600


def _require_node() -> str:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed: the Pyodide parity test needs Node 20+")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("node_modules/pyodide is missing: run `npm ci` (./scripts/test does it)")
    return node


@pytest.fixture(scope="session")
def corpus() -> list[Case]:
    return build_corpus()


@pytest.fixture(scope="session")
def answers(corpus: list[Case], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Both runs of the corpus: ``{"cpython": ..., "pyodide": ...}``."""
    node = _require_node()
    built = engine_wheel.build()
    work = tmp_path_factory.mktemp("parity")
    corpus_file, out_file = work / "corpus.json", work / "pyodide.json"
    corpus_file.write_text(json.dumps(corpus, ensure_ascii=False), encoding="utf-8")
    trimmed = stdlib_trim.build(work / "python_stdlib.zip")
    done = subprocess.run(
        [node, str(HERE / "run_in_node.mjs"), str(built.lock), str(HERE / "runner.py"),
         str(corpus_file), str(out_file), str(trimmed), str(stdlib_trim.SOURCE)],
        cwd=ROOT, capture_output=True, text=True, timeout=NODE_TIMEOUT_S, check=False,
    )
    if done.returncode != 0:
        pytest.fail(f"Pyodide under Node failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
    pyodide = json.loads(out_file.read_text(encoding="utf-8"))
    cpython = json.loads(run_corpus(corpus_file.read_text(encoding="utf-8")))
    return {"cpython": cpython, "pyodide": pyodide, "trimmed": trimmed}


def _mismatches(corpus: list[Case], answers: dict[str, Any], kind: str,
                prefix: str = "") -> list[str]:
    report = []
    pairs = zip(corpus, answers["cpython"]["answers"], answers["pyodide"]["answers"], strict=True)
    for case, ours, theirs in pairs:
        if case["kind"] == kind and case["source"].startswith(prefix) and ours != theirs:
            report.append(f"{case['source']}:\n  CPython: {ours[:400]}\n  Pyodide: {theirs[:400]}")
    return report


def test_the_corpus_really_ran_in_pyodide(answers: dict[str, Any]) -> None:
    """The Node run is Pyodide's Python 3.14 on emscripten, not the host interpreter.

    Source: platform-notes: «Pyodide 314.0.7 (npm `pyodide`, latest) runs Python 3.14.2».
    """
    assert answers["pyodide"]["where"] == {"platform": "emscripten", "python": [3, 14, 2]}
    assert answers["cpython"]["where"]["platform"] != "emscripten"


def test_every_op_ran_on_the_trimmed_standard_library(corpus: list[Case],
                                                     answers: dict[str, Any]) -> None:
    """The Pyodide run booted on the site's trimmed zip, which holds under half the files.

    Source: issue 12, «build a trimmed `python_stdlib.zip` from what the engine and its
    web facade actually import». Every op the widgets send is in the corpus, and every
    module the run imported came from the trimmed zip (none from the full one, which
    only the command line's ``play`` cases may reach).
    """
    ops = {case["op"] for case in corpus if case["kind"] == "op"}
    assert ops == set(OP_MODULES)
    kept = set(zipfile.ZipFile(answers["trimmed"]).namelist())
    full = zipfile.ZipFile(stdlib_trim.SOURCE).namelist()
    assert set(answers["pyodide"]["modules"].values()) <= kept
    assert "argparse.py" not in kept and len(kept) < len(full) / 2


def test_corpus_has_at_least_200_transcripts_from_every_source(corpus: list[Case]) -> None:
    """Issue 2: at least 200 transcripts, including the docs' examples and rounds from play."""
    referee = [case for case in corpus if case["kind"] == "referee"]
    sources = Counter(case["source"].split(":")[0] for case in referee)
    assert len(referee) >= 200
    assert sources["example"] >= 1 and sources["play"] >= 100
    assert sources["malformed"] >= 10 and sources["illegal"] >= 5
    assert {case["op"] for case in corpus if case["kind"] == "op"} >= {"check", "odds"}


def test_referee_verdicts_are_byte_identical(corpus: list[Case],
                                             answers: dict[str, Any]) -> None:
    """Spec "The referee contract": every verdict (or malformed-transcript error) matches."""
    deep = "malformed:deep nesting"
    bad = [m for m in _mismatches(corpus, answers, "referee") if not m.startswith(deep)]
    assert not bad, f"{len(bad)} verdicts differ:\n" + "\n".join(bad[:10])


def test_deeply_nested_json_gets_the_same_verdict(corpus: list[Case],
                                                  answers: dict[str, Any]) -> None:
    """A transcript nested 5000 levels deep is judged the same way by both interpreters.

    Source: issue 2, "Parity in Pyodide".
    """
    bad = _mismatches(corpus, answers, "referee", "malformed:deep nesting")
    assert not bad, "\n".join(bad)


def test_check_answers_are_byte_identical(corpus: list[Case], answers: dict[str, Any]) -> None:
    """Legality, reason, messages and minimum raises of ``check`` match exactly.

    Source: issue 2, "Parity in Pyodide".
    """
    bad = _mismatches(corpus, answers, "op", "check")
    assert not bad, f"{len(bad)} checks differ:\n" + "\n".join(bad[:10])


def test_odds_are_byte_identical(corpus: list[Case], answers: dict[str, Any]) -> None:
    """Exact probabilities (fractions rounded once) print the same float text.

    Source: issue 2, "Parity in Pyodide".
    """
    bad = _mismatches(corpus, answers, "op", "odds")
    assert not bad, f"{len(bad)} odds differ:\n" + "\n".join(bad[:10])


def test_seeded_games_are_identical(corpus: list[Case], answers: dict[str, Any]) -> None:
    """``random.seed(n)`` deals the same dice in 3.11 and 3.14, so games replay the same.

    Source: platform-notes: «`random.seed(n)` gives the same sequence on 3.11 and 3.14».
    """
    bad = _mismatches(corpus, answers, "op", "game_")
    assert not bad, "\n".join(bad[:10])


def test_lock_file_pins_the_wheel_sha256() -> None:
    """Issue 4: the site-local lock registers the engine wheel with its SHA-256."""
    built = engine_wheel.build()
    lock = json.loads(built.lock.read_text(encoding="utf-8"))
    entry = lock["packages"][engine_wheel.PACKAGE_NAME]
    assert entry["sha256"] == hashlib.sha256(built.wheel.read_bytes()).hexdigest()
    assert entry["file_name"] == built.wheel.name and entry["imports"] == ["engine"]
    assert lock["info"]["python"].startswith("3.14")
