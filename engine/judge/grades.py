"""Grading a move by its error: what it is expected to cost beyond the best move open.

The lines are in each rule set's own currency (:mod:`engine.judge.currency`) and are
measured, not guessed: ``scripts/measure-review-grades`` judges every decision of hard and
normal bots playing their own kind under each preset and prints where their errors fall.
From ``inaccuracy`` a move costs more than the hard bot's bolder choices; from ``mistake``
more than it almost ever gives away; from ``blunder`` more than the normal bot's rare worst.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.rules import Rules

GRADES: tuple[str, ...] = ("good", "inaccuracy", "mistake", "blunder")

# Where each line sits in the hard bot's own errors: the share of its moves that cost less.
SHARES: Mapping[str, float] = {"inaccuracy": 0.5, "mistake": 0.75, "blunder": 0.9}

# The smallest error of each grade past "good", by preset (see the module docstring).
LINES: Mapping[str, Mapping[str, float]] = {
    "wango": {"inaccuracy": 0.05, "mistake": 0.15, "blunder": 0.4},
    "wango-party": {"inaccuracy": 0.1, "mistake": 0.3, "blunder": 0.8},
    "perudo": {"inaccuracy": 0.05, "mistake": 0.15, "blunder": 0.4},
    "liars-dice": {"inaccuracy": 0.05, "mistake": 0.15, "blunder": 0.4},
    "dudo": {"inaccuracy": 0.05, "mistake": 0.15, "blunder": 0.4},
    "dahua": {"inaccuracy": 0.1, "mistake": 0.3, "blunder": 0.8},
}


def lines(rules: Rules) -> Mapping[str, float]:
    """The grade lines of ``rules``' preset."""
    return LINES[rules.preset]


def grade(rules: Rules, error: float) -> str:
    """The grade of a move whose error is ``error`` under ``rules``."""
    found = "good"
    for name in GRADES[1:]:
        if error >= lines(rules)[name] - 1e-12:
            found = name
    return found
