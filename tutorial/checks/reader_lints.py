"""The prose lints over reader text written outside the pages (issue 20).

The pages are linted as the build reads them (`tutorial/plugin.py`); this module runs the
same lints once per build over the worked examples' narrative text, the widgets' catalogue
and the engine's messages (`reader_strings`), and words each finding as a problem naming
the file and line an author edits.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tutorial.checks.prose_numbers import Allowed
from tutorial.checks.reader_strings import all_reader_strings
from tutorial.checks.universals import ALLOW_FILE as UNIVERSALS_FILE
from tutorial.checks.universals import Finding, find_universals_in_text


def universal_problem(where: str, finding: Finding) -> str:
    """One universal-statement finding as a build problem, at `where` (FILE:LINE)."""
    return (f"{where}: {finding.word!r} states a rule for every case: name its rule sets or "
            f"situation with a claim ([[every …]], rules=, situations=), qualify it, or list a "
            f"phrase of it in docs/{UNIVERSALS_FILE} with a reason (in: {finding.sentence[:100]})")


def check_reader_strings(root: Path, docs_dir: Path,
                         universals: Sequence[Allowed] = ()) -> list[str]:
    """Every finding of the prose lints in the reader strings outside the pages."""
    problems = []
    for string in all_reader_strings(root, docs_dir):
        for finding in find_universals_in_text(string.text, string.lang, string.line,
                                               string.source, universals):
            problems.append(universal_problem(f"{string.source}:{finding.line}", finding))
    return problems
