"""The review of a practice game: each decision of one player judged by the one judge
(:mod:`engine.judge`), and luck told apart from skill in the game's own currency.

``game_review`` (a whole game), ``luck`` (each resolved round's luck and cause, the words).
"""

from __future__ import annotations

from engine.review.game_review import review_game

__all__ = ["review_game"]
