"""All worked examples of a build: loaded once, judged once by the referee, checked once."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.reachable import unreachable
from tutorial.checks.examples import Example, ExampleError, example_files, load_example
from tutorial.checks.verdicts import disagreements, judge


def checks_enabled() -> bool:
    """False when DUDO_CHECKS=0: examples and claims render but are not compared."""
    return os.environ.get("DUDO_CHECKS", "1").strip() not in ("0", "false", "no", "off")


@dataclass
class Record:
    """One example file's fate: the example and verdict, or what is wrong with it."""

    path: str
    example: Example | None = None
    verdict: dict[str, Any] | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def usable(self) -> bool:
        return self.example is not None and self.verdict is not None


class Registry:
    """Examples by id, read from `docs/examples/*.yml` and judged on first use."""

    def __init__(self, docs_dir: Path, shown_root: Path, check: bool) -> None:
        self.check = check
        self._files = example_files(docs_dir)
        self._shown_root = shown_root
        self._records: dict[str, Record] = {}

    def ids(self) -> list[str]:
        return list(self._files)

    def _shown(self, path: Path) -> str:
        try:
            return path.resolve().relative_to(self._shown_root.resolve()).as_posix()
        except ValueError:
            return str(path)

    def record(self, example_id: str) -> Record | None:
        """The judged example, or None for an unknown id."""
        if example_id not in self._files:
            return None
        if example_id not in self._records:
            self._records[example_id] = self._judge(self._files[example_id])
        return self._records[example_id]

    def _judge(self, path: Path) -> Record:
        record = Record(self._shown(path))
        try:
            record.example = load_example(path, record.path)
            record.verdict = judge(record.example)
        except ExampleError as error:
            record.problems.append(str(error))
            return record
        if self.check:
            example = record.example
            record.problems.extend(
                f"cannot arise in a real game: {problem}"
                for problem in unreachable(example.round, example.round_number, example.at))
            record.problems.extend(disagreements(example, record.verdict))
        return record

    def records(self) -> list[Record]:
        """Every example of the docs tree, judged."""
        return [r for i in self._files if (r := self.record(i)) is not None]

    def export(self) -> list[dict[str, Any]]:
        """The data the walkthrough widget replays: one entry per usable example."""
        out = []
        for record in self.records():
            if record.example is None or record.verdict is None:
                continue
            ex = record.example
            out.append({
                "id": ex.id, "title": ex.title, "note": ex.note,
                "step_notes": {str(k): v for k, v in sorted(ex.step_notes.items())},
                "round": ex.round, "expect": ex.expect, "verdict": record.verdict,
            })
        return out
