"""The review of one player's game: every decision graded, every resolved round's luck, and
the whole in words.

:func:`review_game` replays a practice game (rules, names, seed, moves: what the practice
page keeps) and reads, for each move of the reviewed seat, that seat's view just before it.
Nothing else the game knows reaches a decision, so the review is the same whatever the
other cups held; only the outcomes of resolved rounds (what happened) come from the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import fsum
from typing import Any

from engine.game import Game
from engine.review.decisions import decision_of
from engine.review.grades import GRADES, THRESHOLDS
from engine.review.luck import round_luck, summary
from engine.review.risks import chances_of, model_of
from engine.round import Action
from engine.rules import Rules


def _call_chance(game: Game, seat: int, call: str) -> tuple[float, str]:
    """Before a call: the chance, from ``seat``'s view, that the standing bid holds (a dudo)
    or is exact (a calza), and the model that says so."""
    view = game.view(seat)
    model = model_of(view)
    chances = chances_of(view, model)
    standing = view.standing
    if standing is None:  # pragma: no cover - a call always follows a bid
        return 0.0, model
    return (chances.exact(standing) if call == "calza" else chances.holds(standing)), model


def _outcome_chance(before: tuple[float, str] | None,
                    outcome: dict[str, Any]) -> tuple[float | None, str | None]:
    """The chance, as the player saw it just before the call, of what happened: the bid held
    or failed (a dudo, or 大话骰's open after a 劈), the count was exact or not (a calza);
    none after a 投降, which counts nothing."""
    if before is None:  # pragma: no cover - a round ends only on a call
        return None, None
    chance, model = before
    if outcome["call"] == "concede":
        return None, model
    quantity = int(str(outcome["bid"]).split("x")[0])
    happened = outcome["count"] == quantity if outcome["call"] == "calza" \
        else outcome["bid_holds"]
    return (chance if happened else 1 - chance), model


def review_game(rules: Rules, names: Sequence[str], seed: int, actions: Sequence[Action],
                seat: int = 0) -> dict[str, Any]:
    """The review of ``names[seat]``'s decisions in the game ``seed`` with ``actions`` played.

    ``decisions`` lists each move of that player in game order (see
    :func:`engine.review.decisions.decision_of`), ``rounds`` each resolved round's luck
    (:func:`engine.review.luck.round_luck`); ``luck`` and ``error`` are their totals,
    ``error_rate`` the mean error per decision, ``grades`` the count of each grade;
    ``transcripts`` holds the finished rounds (open dice, moves, outcome) for a replay: a
    round still in play is never among them. ``drinks``: the game is scored in penalties
    (大话骰), so each ``risk`` is an expected penalty and each round's ``penalty`` what the
    player took (:mod:`engine.review.risks`, :mod:`engine.review.luck`).
    """
    game = Game(rules, names, seed)
    name = names[seat]
    decisions: list[dict[str, Any]] = []
    rounds: list[dict[str, Any]] = []
    this_round: list[dict[str, Any]] = []
    calza_costs_bidder = rules.calza_reward != "caller_regains"
    for index, action in enumerate(actions):
        if action.player == name:
            decision = decision_of(game.view(seat), action, index)
            decisions.append(decision)
            this_round.append(decision)
        number = game.round_number
        before = _call_chance(game, seat, action.call) if action.call is not None else None
        outcome = game.apply(action)
        if outcome is not None:
            entry = round_luck(outcome.to_json(), name, number, this_round, calza_costs_bidder,
                               rules.drinks)
            entry["chance"], entry["model"] = _outcome_chance(before, outcome.to_json())
            rounds.append(entry)
            this_round = []
    errors = [float(d["error"]) for d in decisions]
    return {
        "player": name,
        "over": game.over,
        "drinks": rules.drinks,
        "decisions": decisions,
        "rounds": rounds,
        # fsum is correctly rounded: the built-in sum of floats rounds differently from
        # Python 3.12 on (compensated), so CPython 3.11 and Pyodide would disagree.
        "luck": fsum(float(r["luck"]) for r in rounds),
        "error": fsum(errors),
        "error_rate": fsum(errors) / len(errors) if errors else 0.0,
        "grades": {g: sum(1 for d in decisions if d["grade"] == g) for g in GRADES},
        "thresholds": dict(THRESHOLDS),
        "summary": summary(rounds, errors, rules.party, rules.drinks),
        "transcripts": list(game.rounds),
    }
