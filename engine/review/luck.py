"""Luck apart from skill, in the game's own currency, round by round.

A round touches the reviewed player when they made a move in it. Its cost to them is what it
took, as the judge counts it (:func:`engine.judge.currency.round_cost`: dice lost, party
points given, or 大话骰 penalties against the table). The round's luck is what their last move
in it was expected to cost, less that cost: positive when the dice favoured them (a mistake
made before the last move is no luck of the dice). The deciding move, named with the round's
cause and its own expected cost, is the worst move they made in the round if
it was a mistake or a blunder (a concession after a blundered 劈 belongs to the 劈), else
their last move; but when that last move was in a spot where every move was likely to lose,
and an inaccuracy of theirs came before it in the round, the worst such inaccuracy decides
(it made the spot).

A round that cost them is put down to a mistake when the deciding move was one, to a spot
where every move was likely to lose (``forced``: the best move open was expected to cost at
least half of the round's stake, and the move made was graded good), to their own move's
likely outcome when that move (no mistake by its grade) was itself expected to cost at least
half of what the round did cost (``likely``: no luck in a loss the move made likely), to a
move that may have been a mistake (``unsure``: graded milder only because the play-outs could
not settle it, its estimate alone a mistake or a blunder), or else to bad luck. A round with a
mistake that cost nothing is a mistake that got away (``got_away``) when the dice spared
what the move was expected to cost, and otherwise a chance missed (``missed``: the move
risked nothing; the best move was expected to gain, a calza's die or the others' penalties).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import fsum
from typing import Any

from engine.messages import messages, phrase

MISTAKES: frozenset[str] = frozenset({"mistake", "blunder"})
GRADE_ORDER: tuple[str, ...] = ("good", "inaccuracy", "mistake", "blunder")


def deciding(mine: Sequence[Mapping[str, Any]]) -> Mapping[str, Any]:
    """The move that decided a round: the worst mistake or blunder in it, else the last move.

    Between moves that were as bad (the same grade, the same error to the hundredth), the one
    expected to cost more decides, then the later one: after a blunder that risked nothing
    (a raise that was still safe), a blunder that was sure to lose is what lost the round,
    and its luck is nil, not a die of bad luck."""
    worst = max(mine, key=lambda d: (GRADE_ORDER.index(d["grade"]), round(float(d["error"]), 2),
                                     float(d["made"]["cost"]), d["index"]))
    return worst if worst["grade"] in MISTAKES else mine[-1]


def round_luck(outcome: Mapping[str, Any], round_number: int, mine: Sequence[Mapping[str, Any]],
               cost: float, taken: int, stake: float) -> dict[str, Any]:
    """One resolved round for the reviewed player, whose decisions in it are ``mine``; ``cost``
    is what the round cost them in the judge's currency, ``taken`` what they lost outright
    (dice, points given, penalties taken: 0 or more), ``stake`` what losing the round
    outright would have cost (for ``forced``)."""
    entry: dict[str, Any] = {
        "round": round_number, "call": outcome["call"], "caller": outcome["caller"],
        "bid": outcome["bid"], "bidder": outcome["bidder"], "count": outcome["count"],
        "bid_holds": outcome["bid_holds"], "involved": bool(mine), "cost": cost,
        "taken": taken, "decision": None, "expected": None, "luck": 0.0, "cause": None,
        "stake": outcome.get("stake"),  # 大话骰: 1 for a plain 开, 2 after 劈, 4 after 反劈
    }
    if not mine:
        return entry
    decision = deciding(mine)
    if decision["grade"] not in MISTAKES and float(decision["best"]["cost"]) >= stake / 2:
        # A spot where every move was likely to lose, reached after an inaccuracy of one's own
        # (a wild opening too close to call a mistake): the inaccuracy made the spot.
        earlier = [d for d in mine if d["grade"] == "inaccuracy" and d["index"] < decision["index"]]
        if earlier:
            decision = max(earlier, key=lambda d: (round(float(d["error"]), 2),
                                                   float(d["made"]["cost"]), d["index"]))
    expected = float(decision["made"]["cost"])
    # The dice's part is what the last move left to them: what it was expected to cost, less
    # what the round did cost. A mistake after the deciding one (a blundered 开 after a
    # blundered 劈) is then no luck of the dice.
    luck = float(mine[-1]["made"]["cost"]) - cost
    entry.update(decision=decision["index"], expected=expected, luck=luck)
    mistake = decision["grade"] in MISTAKES
    # Graded milder only because the play-outs could not settle it: by its estimate a mistake
    unsure = not mistake and decision["made"].get("leans", "good") in MISTAKES
    if taken > 0:
        if mistake:
            entry["cause"] = "mistake"
        elif decision["grade"] == "good" and float(decision["best"]["cost"]) >= stake / 2:
            # a spot every move was likely to lose, met with a sound move (a worse move there
            # is told by its own likely outcome, below)
            entry["cause"] = "forced"
        elif unsure:
            entry["cause"] = "unsure"
        elif expected >= cost / 2:
            entry["cause"] = "likely"
        else:
            entry["cause"] = "luck"
    elif mistake:
        # Got away: the move risked a loss (it was expected to cost something) and the dice
        # spared it; a move expected to cost nothing or to gain missed a chance, whatever
        # the dice did.
        entry["cause"] = "got_away" if round(expected, 2) > 0 and expected > cost else "missed"
    return entry


def _amount(unit: str, n: int) -> dict[str, str]:
    return phrase(f"{unit}.{'one' if n == 1 else 'many'}", n=n)


def summary(rounds: Sequence[Mapping[str, Any]], errors: Sequence[float],
            unit: str) -> dict[str, str]:
    """The review in words, in every language: what was lost (dice, points or penalties) and
    to what, the mistakes that got away, then the luck and the error total side by side."""
    causes = {cause: sum(int(r["taken"]) for r in rounds if r["cause"] == cause)
              for cause in ("luck", "mistake", "unsure", "forced", "likely")}
    total = sum(causes.values())
    # Party points won count too: a game ended ahead does not read as a loss.
    won = round(fsum(-float(r.get("cost", 0.0)) for r in rounds
                     if float(r.get("cost", 0.0)) < 0)) if unit == "points" else 0
    if total == 0:
        head = (messages("review_points_none_won", won=_amount(unit, won)) if won
                else messages(f"review_{unit}_none"))
    else:
        parts = [phrase(f"review.cause.{cause}", amount=_amount(unit, n))
                 for cause, n in causes.items() if n]
        head = (messages("review_points_lost_won", lost=_amount(unit, total),
                         won=_amount(unit, won), causes=_joined(parts)) if won
                else messages(f"review_{unit}_lost", lost=_amount(unit, total),
                              causes=_joined(parts)))
    got_away = sum(1 for r in rounds if r["cause"] == "got_away")
    luck = round(fsum(float(r["luck"]) for r in rounds), 2) + 0.0  # + 0.0: no "-0.00"
    tail = messages("review_luck_and_error", luck=f"{luck:+.2f}", error=f"{fsum(errors):.2f}",
                    n=len(errors), unit=phrase(f"unit.{unit}"))
    if got_away:
        away = messages("review_got_away", n=got_away)
        tail = {lang: f"{away[lang]} {tail[lang]}" if lang == "en" else f"{away[lang]}{tail[lang]}"
                for lang in tail}
    return {lang: f"{head[lang]} {tail[lang]}" if lang == "en" else f"{head[lang]}{tail[lang]}"
            for lang in head}


def _joined(parts: Sequence[Mapping[str, str]]) -> dict[str, str]:
    """Clauses joined as one list: ``a, b and c`` in English, ``a，b，c`` in Chinese."""
    english = [p["en"] for p in parts]
    sep, last = phrase("list.separator")["en"], phrase("list.last")["en"]
    return {"en": english[0] if len(english) == 1
            else sep.join(english[:-1]) + last + english[-1],
            "zh": "，".join(p["zh"] for p in parts)}
