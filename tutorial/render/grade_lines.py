"""Build-time table of the judge's grade lines, one row per rule set, read from the engine.

The practice page explains grading with ``[[grade-lines]]``: each preset's lines
(``engine.judge.grades.LINES``) in the currency its moves are valued in
(``engine.judge.currency.unit``), so the page can never state a line the review does not use.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.judge.currency import unit
from engine.judge.grades import GRADES, lines
from engine.rules import PRESETS


@dataclass(frozen=True)
class GradeRow:
    preset: str
    unit: str
    lines: tuple[str, ...]


def grade_rows() -> list[GradeRow]:
    """Each preset's grade lines past good, as the review shows them (two decimals)."""
    return [GradeRow(name, unit(rules), tuple(f"{lines(rules)[g]:.2f}" for g in GRADES[1:]))
            for name, rules in PRESETS.items()]
