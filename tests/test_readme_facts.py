"""The README's counts are the data's: worked examples, rule sets, bots, the trimmed library.

Issue 41: «The README's facts are stale: "41 worked examples" (there are 50), "a variants
table of the five rule sets" (six, 大话骰 included) (…) Generate or check its counts from the
data, as the pages' numbers are checked.» Each count the README states is found by its
phrase and compared with what the tree holds; a phrase that disappears fails too, so a
rewrite of the README cannot drop a count silently.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pytest

from engine.bots import LEVELS
from engine.rules import PRESETS
from tutorial.assets.stdlib_trim import SOURCE, measured, members

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _text() -> str:
    return re.sub(r"\s+", " ", README.read_text(encoding="utf-8"))


def _number(word: str) -> int:
    return int(word) if word.isdigit() else WORDS.index(word.lower())


def _stated(pattern: str) -> list[re.Match[str]]:
    found = list(re.finditer(pattern, _text()))
    assert found, f"README.md no longer says {pattern!r}: update this test with it"
    return found


def test_the_readme_counts_every_worked_example() -> None:
    """Issue 41: «"41 worked examples" (there are 50)»: the number is the count of
    docs/examples/*.yml, the worked examples the build renders and checks."""
    examples = len(list((ROOT / "docs" / "examples").glob("*.yml")))
    assert [int(m[1]) for m in _stated(r"\b(\d+) worked examples")] == [examples]


def test_the_readme_counts_every_rule_set() -> None:
    """Issue 41: «"a variants table of the five rule sets" (six, 大话骰 included)»: every
    "N rule sets" is the number of the engine's presets (spec "Presets" and 大话骰)."""
    said = {_number(m[1]) for m in _stated(r"\b(\w+) rule sets\b")}
    assert said == {len(PRESETS)}


def test_the_readme_gives_the_practice_tables_size_and_bot_levels() -> None:
    """Issue 41: the README's counts come from the data: practice seats 1 to (largest table
    − 1) bots, and names every bot level of engine.bots."""
    (seats,) = _stated(r"against (\d+)–(\d+) bots \(([^)]*)\)")
    assert int(seats[1]) == min(r.min_players for r in PRESETS.values()) - 1
    assert int(seats[2]) == max(r.max_players for r in PRESETS.values()) - 1
    assert set(re.split(r", | or ", seats[3])) == set(LEVELS)


@pytest.mark.skipif(not SOURCE.is_file(), reason="needs npm's pyodide (scripts/setup.sh)")
def test_the_readme_counts_the_trimmed_standard_library() -> None:
    """Issue 41: README «Pyodide boots on a trimmed standard library (135 of its 567 files»:
    the kept files (tutorial/assets/stdlib_trim.members) and the files of Pyodide's zip."""
    (said,) = _stated(r"trimmed standard library \((\d+) of its (\d+) files")
    names = zipfile.ZipFile(SOURCE).namelist()
    kept = [n for n in members(measured(), names) if not n.endswith("/")]
    assert (int(said[1]), int(said[2])) == (len(kept), len([n for n in names
                                                            if not n.endswith("/")]))
