"""A plain clone runs its own tests: nothing reads a file outside the repository but the
source-document comparisons, through their one setting.

Issue 41: «`.ci/run` (or a test it runs) fails if any test needs a file outside the repository
other than through that setting: for example, run the engine tests once from a copy of the tree
with the setting pointed at an empty folder.» The copy is made from the files git knows (as a
clone has them) in a fresh temporary folder, so no ``shared`` folder sits beside it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.source_documents import SETTING

ROOT = Path(__file__).resolve().parents[2]
# The tests run in the copy: every engine test (the spec's citations, its presets table and
# its referee examples among them), and the files that compare quotations with documents. The
# ones needing the built site, or running ruff and mypy over the tree, are left to the suite.
IN_THE_COPY = ("tests/engine", "tests/site/test_sources.py", "tests/test_code_quality.py")
LEFT_TO_THE_SUITE = "not built_site and not ruff and not mypy"
# What a test file would need to read anything beside the engine: files, paths, the
# documents' setting, another test module or the environment.
READS_OUTSIDE = re.compile(r"\bopen\(|read_text|read_bytes|\bPath\b|\bos\.|source_documents"
                           r"|from tests|import tests|subprocess|__file__")
# The engine tests' shared helpers: the one module the engine test files import besides the
# engine and the test libraries (it reads the transcripts under tests/data).
HELPERS = "tests/engine/engine_support.py"


def only_computing() -> list[str]:
    """The engine test files that only compute: none opens a file, names a path, reads the
    environment or imports a test module (only the engine, the test libraries and
    :data:`HELPERS`). The suite runs them; the copy leaves them out, since the folder
    beside the tree cannot change what they do (the engine itself reads no file:
    tests/engine/test_purity.py)."""
    return sorted(name.relative_to(ROOT).as_posix()
                  for name in (ROOT / "tests" / "engine").glob("test_*.py")
                  if not READS_OUTSIDE.search(name.read_text(encoding="utf-8")))
# The tests that compare quotations with the documents outside the repository, by file.
SKIPPED_WITHOUT_DOCUMENTS = {"tests/engine/test_citations.py", "tests/site/test_sources.py",
                             "tests/test_code_quality.py"}
# Names of the folder beside the repository, written as a path (`../shared`, `/ "shared"`).
OUTSIDE_FOLDER = re.compile(r"\.\./shared\b|/\s*[\"']shared[\"']")


def _tracked_files() -> list[str]:
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
        capture_output=True, check=True).stdout.decode("utf-8")
    return [name for name in listed.split("\0") if name and (ROOT / name).is_file()]


def _copy_of_the_tree(target: Path) -> Path:
    for name in _tracked_files():
        destination = target / name
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.write_bytes((ROOT / name).read_bytes())
        destination.chmod((ROOT / name).stat().st_mode)
    return target


def test_only_the_source_documents_module_names_the_folder_beside_the_repository() -> None:
    """Issue 41: «Every other test runs from the repository alone»: no code, test, script or
    configuration names ``../shared`` but tests/source_documents.py, which reads it through
    its setting; the project's documents (README, review/) may mention it to people."""
    allowed = {"tests/source_documents.py", Path(__file__).relative_to(ROOT).as_posix()}
    code = [name for name in _tracked_files()
            if not name.endswith(".md") and name not in allowed]
    found = [f"{name}:{number}: {line.strip()}" for name in code
             for number, line in enumerate((ROOT / name).read_text(
                 encoding="utf-8", errors="replace").splitlines(), 1)
             if OUTSIDE_FOLDER.search(line)]
    assert found == []


def test_the_engine_tests_left_out_of_the_copy_read_nothing_but_the_repository() -> None:
    """Issue 41: the copy leaves out the engine tests that only compute (:func:`only_computing`:
    among them the slowest, the judge's, the review's and the drill series'); the helper
    module they share reads only the repository's own test data, by a path from its own
    place."""
    left_out = only_computing()
    assert {"tests/engine/test_judge_verdict.py", "tests/engine/test_review.py",
            "tests/engine/test_drill_series.py"} <= set(left_out)
    reads = [line.strip() for line in (ROOT / HELPERS).read_text(encoding="utf-8").splitlines()
             if READS_OUTSIDE.search(line) and not line.startswith(("from ", "import "))]
    assert reads == ['TRANSCRIPTS = Path(__file__).resolve().parents[1] / "data" / "transcripts"']


def test_the_engine_tests_pass_in_a_copy_with_no_documents_beside_it(tmp_path: Path) -> None:
    """Issue 41: a copy of the tree (its files as git lists them) in an empty temporary
    folder, with the setting pointed at an empty folder, passes the engine tests and the
    quotation tests; only the three comparisons with the outside documents are skipped, each
    in one line that names the setting."""
    copy = _copy_of_the_tree(tmp_path / "clone" / ROOT.name)
    empty = tmp_path / "no-documents"
    empty.mkdir()
    env = {name: value for name, value in os.environ.items()
           if not name.startswith(("PYTEST_", "DUDO_SITE"))}
    env[SETTING] = str(empty)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", "-q", "-rs",
         "-k", LEFT_TO_THE_SUITE, *(f"--ignore={name}" for name in only_computing()),
         *IN_THE_COPY],
        cwd=copy, env=env, capture_output=True, text=True, timeout=900, check=False)
    report = done.stdout[-4000:] + done.stderr[-2000:]
    assert done.returncode == 0, report
    skipped = re.findall(r"^SKIPPED \[(\d+)\] ([^:]+):\d+: (.*)$", done.stdout, re.MULTILINE)
    assert {(count, path) for count, path, _ in skipped} == \
        {("1", path) for path in SKIPPED_WITHOUT_DOCUMENTS}, report
    assert all(SETTING in reason and str(empty) in reason for _, _, reason in skipped), report
    passed = re.search(r"(\d+) passed", done.stdout)
    assert passed is not None and int(passed[1]) > 1500, report
