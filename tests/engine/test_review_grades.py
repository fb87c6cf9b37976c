"""The review's grade lines sit where the bots' own play puts them.

Source: issue 22 («Grades: good, inaccuracy, mistake, blunder, with thresholds chosen (…)
and justified (…) from the bots' own play»; the brief: «measure e.g. the error distribution
of the hard bot's decisions over a few hundred positions; keep the measurement reproducible
in a script or test»). The full measurement is scripts/measure-review-grades (40 games per
level); this re-measures 6 games per level, a few hundred decisions.
"""

from __future__ import annotations

from engine.review import GRADES, THRESHOLDS, grade
from engine.review.calibrate import bot_errors, share_at_least


def test_grades_follow_the_error_lines_in_order() -> None:
    """Issue 22: «good, inaccuracy, mistake, blunder»: each line starts its grade."""
    lines = [0.0, *THRESHOLDS.values()]
    assert lines == sorted(lines)
    for name, line in zip(GRADES, lines, strict=True):
        assert grade(line) == name
    assert grade(THRESHOLDS["inaccuracy"] - 0.001) == "good"


def test_the_hard_bots_own_play_is_good_and_never_a_blunder() -> None:
    """Issue 22: thresholds «justified (…) from the bots' own play»: nine in ten of the hard bot's
    decisions are good, almost none a mistake, none a blunder."""
    errors = bot_errors("hard", 6)
    assert len(errors) > 300
    assert share_at_least(errors, THRESHOLDS["inaccuracy"]) < 0.1
    assert share_at_least(errors, THRESHOLDS["mistake"]) < 0.02
    assert share_at_least(errors, THRESHOLDS["blunder"]) == 0


def test_weaker_bots_make_more_mistakes_and_blunders() -> None:
    """Issue 22: the grade lines («good, inaccuracy, mistake, blunder») separate the levels:
    the normal bot makes mistakes, the easy bot blunders more often than the normal bot."""
    normal, easy = bot_errors("normal", 6), bot_errors("easy", 6)
    assert share_at_least(normal, THRESHOLDS["mistake"]) > 0.05
    assert share_at_least(easy, THRESHOLDS["blunder"]) > share_at_least(
        normal, THRESHOLDS["blunder"])
