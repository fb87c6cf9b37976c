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
from engine.round import Action
from engine.webapi.args import Args, wrong_type
from engine.webapi.game_ops import _action, _replay, table_levels


def game_review(data: Any) -> dict[str, Any]:
    """The review of ``seat``'s decisions (default 0) in ``game`` so far, finished or not;
    ``judged`` may hold the records ``game_judge`` already gave for some of them (by move
    index): the judge would give the same, so they are used as they are."""
    args = Args(data)
    game, state = _replay(args.data.get("game"))
    seat = args.number("seat", 0, len(state["names"]) - 1) if args.has("seat") else 0
    actions = [_action(item, "game") for item in state["actions"]]
    known = _judged(args.data.get("judged"), actions, state["names"][seat])
    return review_game(game.rules, state["names"], state["seed"], actions, seat,
                       table_levels(state), known)


def _judged(data: Any, actions: list[Action], name: str) -> dict[int, dict[str, Any]]:
    """The records already judged, each checked to be of ``name``'s move at its index."""
    if data is None:
        return {}
    if not isinstance(data, list):
        raise wrong_type("judged", "judged")
    known: dict[int, dict[str, Any]] = {}
    for record in data:
        index = record.get("index") if isinstance(record, dict) else None
        if not isinstance(index, int) or not 0 <= index < len(actions) \
                or actions[index].player != name or "made" not in record:
            raise wrong_type("judged", "judged")
        known[index] = record
    return known


OPS: Mapping[str, Callable[[Any], dict[str, Any]]] = {"game_review": game_review}
