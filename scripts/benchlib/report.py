"""Benchmark rows: a figure next to its baseline, their ratio and target, as a table and JSON."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Row:
    """One line of the table. `missing` set means the piece is not there to measure yet."""

    measure: str
    figure: str = ""
    baseline: str = ""
    ratio: float | None = None
    target: str = "—"
    passed: bool | None = None
    missing: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def result(self) -> str:
        if self.missing is not None:
            return "n/a"
        if self.passed is None:
            return "—"
        return "pass" if self.passed else "FAIL"


class Unavailable(Exception):
    """A piece a figure needs is not built or not working yet (the message says which)."""


def unavailable(measure: str, why: str, target: str = "—") -> Row:
    """A row for a figure that cannot be measured yet, saying why."""
    return Row(measure, figure=f"not available yet: {why}", target=target, missing=why)


def guarded(measure: str, target: str, work: Callable[[], list[Row]]) -> list[Row]:
    """Run one measurement; a failure becomes a row saying what is missing, not a traceback."""
    try:
        return work()
    except Unavailable as error:
        return [unavailable(measure, str(error), target)]


def seconds(value: float) -> str:
    return f"{value:.2f} s" if value >= 1 else f"{value * 1000:.0f} ms"


def millis(value: float) -> str:
    return f"{value:.1f} ms" if value < 100 else f"{value:.0f} ms"


def size(value: float) -> str:
    if value >= 1_000_000:
        return f"{value / 1_000_000:.2f} MB"
    if value >= 1_000:
        return f"{value / 1_000:.1f} KB"
    return f"{value:.0f} B"


def rate(value: float) -> str:
    return f"{value:,.0f}/s" if value >= 100 else f"{value:.1f}/s"


def ratio(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}×"


HEADERS = ("Measure", "Figure", "Baseline (same run)", "Ratio", "Target", "Result")


def cells(row: Row) -> tuple[str, ...]:
    return (row.measure, row.figure, row.baseline or "—", ratio(row.ratio), row.target,
            row.result)


def table(rows: Sequence[Row]) -> str:
    """The rows as an aligned Markdown pipe table."""
    lines = [HEADERS, *(cells(row) for row in rows)]
    widths = [max(len(line[i]) for line in lines) for i in range(len(HEADERS))]

    def render(line: Sequence[str]) -> str:
        return "| " + " | ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)) + " |"

    rule = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([render(lines[0]), rule, *(render(line) for line in lines[1:])])


def write_json(rows: Sequence[Row], path: Path, context: dict[str, Any]) -> None:
    """Write bench.json: the run's context and every row with its raw samples."""
    payload = {**context, "rows": [{**asdict(row), "result": row.result} for row in rows]}
    path.write_text(json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
