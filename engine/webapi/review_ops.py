"""The facade's review operation: ``game_review``, the graded decisions and the luck of one
seat's game (engine/review/).

Imported on the first review, like the game operations, so the bid checker's start is
unchanged. The game travels as everywhere else (rules, names, seed, moves); a malformed or
illegal one is refused with the game operations' own errors, in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.review import review_game
from engine.webapi.args import Args
from engine.webapi.game_ops import _action, _replay


def game_review(data: Any) -> dict[str, Any]:
    """The review of ``seat``'s decisions (default 0) in ``game`` so far, finished or not."""
    args = Args(data)
    game, state = _replay(args.data.get("game"))
    seat = args.number("seat", 0, len(state["names"]) - 1) if args.has("seat") else 0
    actions = [_action(item, "game") for item in state["actions"]]
    return review_game(game.rules, state["names"], state["seed"], actions, seat)


OPS: Mapping[str, Callable[[Any], dict[str, Any]]] = {"game_review": game_review}
