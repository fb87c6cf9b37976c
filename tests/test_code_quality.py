"""The code stays ruff- and mypy-clean (brief: "Types on public functions; ruff and mypy clean").

Both tools run with the settings in pyproject.toml over the whole tree, so a
change that breaks either fails the suite, and CI, like any other test.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, check=False)


def test_ruff_finds_nothing() -> None:
    """Brief: «ruff and mypy clean» — ruff over engine, tutorial, scripts and tests."""
    done = _run("ruff", "check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_finds_nothing() -> None:
    """Brief: «Types on public functions» — mypy --strict over engine, tutorial, scripts, tests."""
    done = _run("mypy")
    assert done.returncode == 0, done.stdout + done.stderr
