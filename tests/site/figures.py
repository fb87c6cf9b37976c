"""A worked example's figure view, built from the docs as the site build builds it."""

from __future__ import annotations

from pathlib import Path

from tutorial.checks.registry import Registry
from tutorial.checks.verdicts import judge
from tutorial.render.figure_view import FigureView, build_view

ROOT = Path(__file__).resolve().parents[2]


def figure_view(example_id: str, lang: str) -> FigureView:
    """The figure of the example ``example_id`` in ``lang``, judged by the engine."""
    record = Registry(ROOT / "docs", ROOT, True).record(example_id)
    assert record is not None and record.example is not None
    return build_view(record.example, judge(record.example), lang)
