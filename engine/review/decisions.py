"""One decision of a reviewed player: what they knew, the risk they took, the best move open.

:func:`decision_of` reads the player's :class:`~engine.game.View` just before their move,
and nothing else, so a decision cannot depend on dice the player could not see.
"""

from __future__ import annotations

from typing import Any

from engine.game import View
from engine.review.grades import grade
from engine.review.risks import chances_of, model_of, move_name, option_risks
from engine.round import Action


def best_move(risks: dict[str, float]) -> tuple[str, float]:
    """The safest move of ``risks`` (the first listed of equally safe ones)."""
    name = min(risks, key=lambda key: risks[key])
    return name, risks[name]


def decision_of(view: View, action: Action, index: int) -> dict[str, Any]:
    """The review of ``action``, the ``index``-th move of the game, made from ``view``."""
    model = model_of(view)
    chances = chances_of(view, model)
    risks = option_risks(view, chances)
    exact = option_risks(view, chances_of(view, "exact")) if model != "exact" else risks
    name = move_name(action)
    best, best_risk = best_move(risks)
    risk = risks[name]
    error = max(0.0, risk - best_risk)
    return {
        "index": index,
        "round": view.round_number,
        "action": name,
        "pressure": action.pressure,
        "own_dice": list(view.own_dice),
        "dice_counts": list(view.dice_counts),
        "bids": [{"player": view.names[seat], "bid": str(bid)} for seat, bid in view.bids],
        "wild": view.wild,
        "palifico": view.palifico,
        "model": model,
        "risk": risk,
        "exact_risk": exact[name],
        "best": best,
        "best_risk": best_risk,
        "error": error,
        "grade": grade(error),
        "options": risks,
        # For a bid: the chance the count is exactly it (a calza on it would be right).
        "exact_chance": chances.exact(action.bid) if action.bid is not None else None,
    }
