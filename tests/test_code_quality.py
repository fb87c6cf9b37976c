"""The code stays ruff- and mypy-clean, and every test says where its rule comes from.

Brief: "Types on public functions; ruff and mypy clean". Both tools run with the
settings in pyproject.toml over the whole tree, so a change that breaks either fails
the suite, and CI, like any other test. tests/engine/test_citations.py checks the
engine tests' quotations of the spec and seeds; the checks below cover every folder.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

from tests.source_documents import NOTES, SPEC, needs_source_documents, source_documents

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


SOURCE = re.compile(
    r"\b(spec|seed \d{3}|issue \d+|ARCHITECTURE|README|platform-notes|RFC \d+|brief)\b",
    re.IGNORECASE)
# A quotation from a document in the tree or beside it, as `NAME … «quoted text»`.
QUOTED = re.compile(r"\b(spec|platform-notes|ARCHITECTURE|README)\b[^«»]*?«([^»]+)»", re.DOTALL)
# The project's own documents; the platform notes are outside the tree (tests/source_documents.py).
DOCUMENTS = {"spec": SPEC, "ARCHITECTURE": ROOT / "ARCHITECTURE.md", "README": ROOT / "README.md"}


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _tests() -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                found.append((f"{path.relative_to(ROOT)}::{node.name}",
                              ast.get_docstring(node) or ""))
    return found


def test_every_test_names_the_source_of_its_rule() -> None:
    """Brief: tests «cite the seed or spec line (or issue) they come from»: every test of
    every folder, not only tests/engine, names a spec, seed, issue, ARCHITECTURE/README, the
    platform notes, an RFC or the brief in its docstring."""
    assert [name for name, doc in _tests() if not SOURCE.search(doc)] == []


def _quotations_not_in(documents: dict[str, Path]) -> list[tuple[str, str]]:
    texts = {name: _squash(path.read_text(encoding="utf-8")) for name, path in documents.items()}
    return [(name, quote) for name, doc in _tests() for source, quote in QUOTED.findall(doc)
            if source in texts and _squash(quote) not in texts[source]]


def test_quotations_from_documents_are_verbatim() -> None:
    """A «quotation» of the spec, ARCHITECTURE.md or README.md is in that document word for
    word (line breaks aside), so citations cannot drift from their source."""
    assert _quotations_not_in(DOCUMENTS) == []


@needs_source_documents(*NOTES)
def test_quotations_from_the_platform_notes_are_verbatim() -> None:
    """A «quotation» of the platform notes is in them word for word (line breaks aside).
    Issue 41: the notes are not in the repository, so this test is skipped (one line) when
    tests/source_documents.py cannot find them."""
    assert _quotations_not_in(source_documents(*NOTES)) == []


# "dudo" is also a call, so it counts only where a preset or a rules value is compared.
PRESET_NAME = r"[\"'](?:wango|wango-party|perudo|liars-dice)[\"']"
PRESET_BRANCH = re.compile(
    rf"(?:==|!=|\bis)\s*{PRESET_NAME}|{PRESET_NAME}\s*(?:==|!=)|\bin\s*[(\[{{]\s*{PRESET_NAME}"
    r"|\b(?:preset|rules)\s*(?:==|!=|in\s*[(\[{])")


def test_no_code_branches_on_a_preset_name() -> None:
    """Brief: «rules are data (frozen Rules per preset), not preset branches»: outside
    engine/rules.py no Python, template or widget code compares anything with a preset name."""
    paths = [p for folder in ("engine", "tutorial") for pattern in ("*.py", "*.j2", "*.js")
             for p in sorted((ROOT / folder).rglob(pattern))]
    found = [f"{p.relative_to(ROOT)}:{number}: {line.strip()}" for p in paths
             if p != ROOT / "engine" / "rules.py"
             for number, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if PRESET_BRANCH.search(line)]
    assert found == []


def test_browser_tests_wait_on_conditions_not_timers() -> None:
    """Brief: «browser tests must wait on conditions, never on sleeps» (no wait_for_timeout,
    no time.sleep in tests/browser)."""
    found = [f"{p.name}:{number}" for p in sorted((ROOT / "tests" / "browser").glob("*.py"))
             for number, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\bwait_for_timeout\(|\bsleep\(", line)]
    assert found == []


def test_no_two_test_modules_share_a_name() -> None:
    """README: «./scripts/test» runs every folder in one pytest session, where test modules are
    imported by their bare names (no packages), so two files of one name stop the whole run."""
    names: dict[str, list[str]] = {}
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        names.setdefault(path.name, []).append(path.relative_to(ROOT).as_posix())
    assert {n: p for n, p in names.items() if len(p) > 1} == {}
