"""Grading a move by its error: what it is expected to cost beyond the best move open.

The lines are in each rule set's own currency (:mod:`engine.judge.currency`) and are
measured, not guessed: ``scripts/measure-review-grades`` judges every decision of hard bots
playing their own kind (four seats, three seeded games per preset) and puts each line where
a share of the hard bot's own errors stay under (``SHARES``): an ``inaccuracy`` costs more
than half of its moves do beyond the best, a ``mistake`` more than three in four, a
``blunder`` more than nine in ten. Measured on 2026-12-07, after the judged seat's later
moves in the play-outs came to be made on the judge's own reading and the best move came to
be the cheapest of those valued on fresh draws (decisions judged: wango
361, wango-party 214, perudo 343, liars-dice 449, dudo 468, dahua 172). In party mode a
pressured round moves three points, so its lines are wider.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.rules import Rules

GRADES: tuple[str, ...] = ("good", "inaccuracy", "mistake", "blunder")

# Where each line sits in the hard bot's own errors: the share of its moves that cost less.
SHARES: Mapping[str, float] = {"inaccuracy": 0.5, "mistake": 0.75, "blunder": 0.9}

# The smallest error of each grade past "good", by preset (see the module docstring).
LINES: Mapping[str, Mapping[str, float]] = {
    "wango": {"inaccuracy": 0.09, "mistake": 0.27, "blunder": 0.42},
    "wango-party": {"inaccuracy": 0.59, "mistake": 1.62, "blunder": 2.62},
    "perudo": {"inaccuracy": 0.08, "mistake": 0.28, "blunder": 0.5},
    "liars-dice": {"inaccuracy": 0.11, "mistake": 0.32, "blunder": 0.75},
    "dudo": {"inaccuracy": 0.17, "mistake": 0.4, "blunder": 1.01},
    "dahua": {"inaccuracy": 0.15, "mistake": 0.44, "blunder": 0.63},
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
