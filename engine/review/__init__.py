"""The review of a finished (or unfinished) practice game: each decision of one player graded
by the risk it took beside the safest move open, and luck told apart from skill.

``risks`` (the chance a move loses at once, by the exact or the hard bot's model),
``decisions`` (one graded decision), ``grades`` (the measured thresholds), ``luck`` (each
resolved round's luck, the words), ``game_review`` (a whole game), ``calibrate`` (the hard
bot's own errors, which the thresholds come from).
"""

from __future__ import annotations

from engine.review.game_review import review_game
from engine.review.grades import GRADES, THRESHOLDS, grade

__all__ = ["GRADES", "THRESHOLDS", "grade", "review_game"]
