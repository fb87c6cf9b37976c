"""Every engine test names the rule it checks and quotes its source faithfully.

A test docstring cites ``spec: Section, «quoted text»`` or ``seed NNN line L: «quoted
text»``. This test checks that each quote really is in the spec, or on that line of
that seed (whitespace and line breaks of the docstring ignored), so citations cannot
drift from the sources.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from engine_support import SPEC, seed_text

HERE = Path(__file__).resolve().parent
CITATION = re.compile(r"(spec|seed (\d{3})(?: line (\d+))?)[^«]*?«([^»]+)»", re.DOTALL)


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _test_docstrings() -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for path in sorted(HERE.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                found.append((f"{path.name}::{node.name}", ast.get_docstring(node) or ""))
    return found


DOCSTRINGS = _test_docstrings()


@pytest.mark.parametrize(("test", "doc"), DOCSTRINGS, ids=[t for t, _ in DOCSTRINGS])
def test_every_engine_test_cites_its_source(test: str, doc: str) -> None:
    """issue 2: «One test per rule of the spec, named after the rule and citing its seed»; a
    test of a later feature of the engine (drills, coach: issue 15) cites its issue."""
    assert re.search(r"\b(spec|seed \d{3}|issue \d+|ARCHITECTURE)\b", doc, re.IGNORECASE), test


def _quotes() -> list[tuple[str, str, str | None, str | None, str]]:
    quotes = []
    for test, doc in DOCSTRINGS:
        for match in CITATION.finditer(doc):
            quotes.append((test, match[1].split()[0], match[2], match[3], _squash(match[4])))
    return quotes


QUOTES = _quotes()


@pytest.mark.parametrize(("test", "kind", "seed", "line", "quote"), QUOTES,
                         ids=[f"{q[0]}:{q[4][:30]}" for q in QUOTES])
def test_quoted_text_is_in_the_cited_source(
        test: str, kind: str, seed: str | None, line: str | None, quote: str) -> None:
    """issue 2: «citing its seed»: each quotation appears where it says it does."""
    if kind == "spec":
        assert quote in _squash(SPEC.read_text(encoding="utf-8")), (test, quote)
        return
    assert seed is not None
    lines = seed_text(seed).split("\n")
    where = _squash(lines[int(line) - 1]) if line else _squash(" ".join(lines))
    assert quote in where, (test, seed, line, quote)


def test_there_are_many_quotations() -> None:
    """issue 2: «Every concrete example the seeds give» are cited with their words."""
    assert len(QUOTES) >= 100
    assert {q[2] for q in QUOTES if q[1] == "seed"} == {"000", "001", "002", "003", "004"}
