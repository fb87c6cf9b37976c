"""Grading a decision by its error: the risk taken beyond the safest move open.

The thresholds are measured, not guessed: ``scripts/measure-review-grades`` reviews every
decision of bots of each level playing their own kind (40 seeded three-seat perudo games,
:mod:`engine.review.calibrate`) and prints where their errors fall. Measured (2,648 hard,
2,447 normal, 2,040 easy decisions): the hard bot's errors reach 0.05 on 4.6% of its
decisions (its 95th percentile is 0.044), 0.15 on 0.4%, and never 0.4; the normal bot's
reach 0.15 on 20% and 0.4 on 4.8%; the easy bot's 0.4 on 14%. So: below 0.05 the hard
bot's ordinary play is ``good``; from 0.05 an ``inaccuracy`` (its bolder 5%); from 0.15 a
``mistake`` (what it does fewer than once in 200 decisions, and the normal bot one time in
five); from 0.4 a ``blunder`` (what it never does). ``tests/engine/test_review_grades.py``
re-measures a sample against these lines.
"""

from __future__ import annotations

from collections.abc import Mapping

GRADES: tuple[str, ...] = ("good", "inaccuracy", "mistake", "blunder")

# The smallest error of each grade past "good" (an error is a difference of chances, 0–1).
THRESHOLDS: Mapping[str, float] = {"inaccuracy": 0.05, "mistake": 0.15, "blunder": 0.4}


def grade(error: float) -> str:
    """The grade of a decision whose error is ``error``."""
    found = "good"
    for name in GRADES[1:]:
        if error >= THRESHOLDS[name] - 1e-12:
            found = name
    return found
