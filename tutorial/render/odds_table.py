"""Build-time odds tables: P(at least q of n unseen dice match), from `engine.bid_probability`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.bids import Bid
from engine.odds import bid_probability

UNSEEN = range(1, 31)
QUANTITIES = range(1, 11)
KINDS = ("wild", "nowild")


@dataclass(frozen=True)
class Cell:
    text: str
    shade: int


@dataclass(frozen=True)
class OddsTable:
    kind: str
    quantities: list[int]
    rows: list[tuple[int, list[Cell]]]


def cell(probability: float) -> Cell:
    """A probability as a compact percentage plus a shade bucket 0–10."""
    percent = probability * 100
    if probability <= 0:
        shown = "–"
    elif probability >= 1:
        shown = "100"
    elif percent < 0.5:
        shown = "<1"
    elif percent >= 99.5:
        shown = ">99"
    else:
        shown = str(int(percent + 0.5))
    return Cell(shown, min(10, int(probability * 10 + 0.5)))


@cache
def odds_table(kind: str) -> OddsTable:
    """The table for `wild` (a face 2–6 with ones wild) or `nowild` (one face in six)."""
    if kind not in KINDS:
        raise ValueError(f"odds-table takes wild or nowild, not {kind!r}")
    wild = kind == "wild"
    rows = [(n, [cell(bid_probability(Bid(q, 6), n, (), wild)) for q in QUANTITIES])
            for n in UNSEEN]
    return OddsTable(kind, list(QUANTITIES), rows)
