"""The review of one player's game: every decision judged, every resolved round's luck, and
the whole in words.

:func:`review_game` replays a practice game (rules, names, seed, moves and the bots at the
table: what the practice page keeps) and judges each move of the reviewed seat from that
seat's position just before it (:func:`engine.judge.decision.decision_record`): the judge
reads only the seat's own dice and the moves, so the review is the same whatever the other
cups held; only what each resolved round cost comes from the table. Decisions the page has
already had judged (the coach's, as the game went) may be passed in ``known``: the judge
would give the same records, so they are used as they are.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import fsum
from typing import Any

from engine.game import Game, move_seed
from engine.judge.currency import round_cost, unit, wins_game
from engine.judge.decision import decision_record
from engine.judge.grades import GRADES, SHARES, lines
from engine.judge.memo import Memo
from engine.judge.position import position_in_game
from engine.review.luck import round_luck, summary
from engine.round import Action, Round
from engine.rules import PLAIN_TRANSFER, PRESSURE_TRANSFER, Rules


def _taken(before: Round, outcome: Mapping[str, Any], seat: int) -> int:
    """What the round took from ``seat`` outright: dice lost, party points given, penalties."""
    name = before.seats[seat].name
    if before.rules.drinks:
        return int((outcome["penalties_after"] or {}).get(name, 0)) - before.seats[seat].penalties
    if before.rules.party:
        return max(0, before.seats[seat].score - int((outcome["scores_after"] or {})[name]))
    return max(0, -int(outcome["dice_change"].get(name, 0)))


def _stake(before: Round, ending: Action) -> float:
    """What losing the round outright costs, in the judge's currency (in party mode a pressure
    may come with the call that ends the round, ``ending``)."""
    if before.rules.drinks:
        return float(before.stake)
    if before.rules.party:
        pressured = before.pressured_by is not None or ending.pressure
        return float(PRESSURE_TRANSFER if pressured else PLAIN_TRANSFER)
    return 1.0


def review_game(rules: Rules, names: Sequence[str], seed: int, actions: Sequence[Action],
                seat: int = 0, levels: Sequence[str] | None = None,
                known: Mapping[int, Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """The review of ``names[seat]``'s decisions in the game ``seed`` with ``actions`` played,
    the other seats played by bots of ``levels`` (one per seat; the hard bot by default).

    ``decisions`` lists each move of that player in game order (a decision record each),
    ``rounds`` each resolved round (:func:`engine.review.luck.round_luck`); ``luck`` and
    ``error`` are their totals in the game's currency (``unit``), ``error_rate`` the mean error
    per decision, ``grades`` the count of each grade, ``lines`` the rule set's grade lines and
    ``shares`` where each sits among the hard bot's own errors;
    ``transcripts`` holds the finished rounds (open dice, moves, outcome) for a replay: a round
    still in play is never among them.
    """
    levels = tuple(levels or ("hard",) * len(names))
    known = known or {}
    game = Game(rules, names, seed)
    decisions: list[dict[str, Any]] = []
    rounds: list[dict[str, Any]] = []
    this_round: list[dict[str, Any]] = []
    memo = Memo()
    for index, action in enumerate(actions):
        if action.player == names[seat]:
            record = dict(known[index]) if index in known else decision_record(
                position_in_game(game, seat, levels), action, index=index, memo=memo,
                hard_seed=move_seed(seed, index))
            decisions.append(record)
            this_round.append(record)
        number, before = game.round_number, game.round
        outcome = game.apply(action)
        if outcome is not None:
            data = outcome.to_json()
            rounds.append(round_luck(data, number, this_round, round_cost(before, outcome, seat),
                                     _taken(before, data, seat), _stake(before, action)))
            # an elimination game won in this round: its cost is the game's worth, not dice
            rounds[-1]["won_game"] = wins_game(before, outcome, seat)
            this_round = []
            memo = Memo()
    errors = [float(d["error"]) for d in decisions]
    currency = unit(rules)
    return {
        "player": names[seat],
        "over": game.over,
        "unit": currency,
        "drinks": rules.drinks,
        "decisions": decisions,
        "rounds": rounds,
        # fsum is correctly rounded: the built-in sum of floats rounds differently from
        # Python 3.12 on (compensated), so CPython 3.11 and Pyodide would disagree.
        "luck": fsum(float(r["luck"]) for r in rounds),
        "error": fsum(errors),
        "error_rate": fsum(errors) / len(errors) if errors else 0.0,
        "grades": {g: sum(1 for d in decisions if d["grade"] == g) for g in GRADES},
        "lines": dict(lines(rules)),
        "shares": dict(SHARES),
        "summary": summary(rounds, errors, currency),
        "transcripts": list(game.rounds),
    }
