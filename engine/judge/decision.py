"""One decision as the coach, the review and the drills show it: the judge's verdict in words'
numbers.

:func:`decision_record` turns a position (and the move made there, if any) into a record: what
the seat knew (own dice, dice counts, the bids), the reading's chance that the standing bid
holds and the chance from the seat's own dice alone (a teaching number, labelled so, never a
verdict), the moves valued best first in the game's currency, the best move, the hard bot's
move in that seat with its value, the grade of the move made, and the fact of the reading that
weighs most (:func:`reading_fact`). Everything comes from :func:`engine.judge.verdict.judge`,
so the coach before the move, the coach after it, the review and a drill of that decision say
the same thing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import fsum
from typing import Any

from engine.bids import Bid
from engine.bots.hard import decide_hard
from engine.judge.currency import unit
from engine.judge.memo import Memo
from engine.judge.position import Position, as_listed
from engine.judge.reading import Reading
from engine.judge.verdict import MoveValue, Verdict, judge, reading_json
from engine.round import Action

# A hand's expected matches of a face must move this far from the prior for the reading to
# name its player: a third of a die, about what one free bid on the face says.
NOTABLE = 0.3


def move_name(action: Action) -> str:
    """A move's short name, pressure aside: the bid (``5x3``) or the call (``dudo``…)."""
    return str(action.bid) if action.bid is not None else str(action.call)


def _value(move: MoveValue) -> dict[str, Any]:
    return {"action": move.action.to_json(), "move": move_name(move.action),
            "cost": round(move.cost, 4) + 0.0, "error": round(move.error, 4) + 0.0,
            "against": round(move.against, 4) + 0.0,
            "spread": round(move.error_spread, 4) + 0.0, "draws": move.samples,
            "grade": move.grade, "leans": move.leans, "fresh": move.fresh, "kept": move.kept}


def _relevant_face(position: Position, moves: Sequence[Action]) -> Bid | None:
    standing = position.view.standing
    if standing is not None:
        return standing
    return next((m.bid for m in moves if m.bid is not None), None)


def reading_fact(position: Position, reading: Reading, bid: Bid | None) -> dict[str, Any]:
    """The fact of the reading that weighs most on ``bid``'s face: the players whose moves
    make them likely to hold more of it (``hold``) or fewer (``lack``) than chance gives, or,
    when no one's moves say much, the count expected on the table (``count``)."""
    if bid is None:
        return {"kind": "none"}
    wild = reading.bid_wild(bid)
    rules = position.start.rules
    names = [seat.name for seat in position.start.seats]
    shifts = [(hand.expected(rules, bid.face, wild) - hand.prior_expected(rules, bid.face, wild),
               names[hand.seat]) for hand in reading.hands]
    hold = [name for shift, name in shifts if shift >= NOTABLE]
    lack = [name for shift, name in shifts if shift <= -NOTABLE]
    # In 大话骰 the count depends on the bid's mode: 斋 counts the face alone, 飞 the ones too.
    counted = ("fei" if wild else "zhai") if rules.bid_modes and bid.face != 1 else None
    base = {"face": bid.face, "mode": bid.mode, "counted": counted,
            "own": reading.own(bid.face, wild),
            "expected": round(reading.expected(bid.face, wild), 2) + 0.0,
            "hidden": reading.hidden_dice}
    if hold:
        return {"kind": "hold", "players": hold, **base}
    if lack:
        return {"kind": "lack", "players": lack, **base}
    return {"kind": "count", **base}


def _hard_move(position: Position, seed: int) -> Action:
    """The move the hard bot would make in the seat, with the game's rng for that move."""
    return decide_hard(position.view, random.Random(seed))[0]


def decision_record(position: Position, made: Action | None = None, *, index: int | None = None,
                    memo: Memo | None = None, hard_seed: int | None = None) -> dict[str, Any]:
    """The record of ``position``'s decision (see the module docstring); ``made`` is the move
    made there (None: the decision is still to come), ``index`` its place in the game's
    moves; with ``hard_seed`` the record adds the hard bot's move in the seat, valued."""
    memo = memo or Memo()
    hard = _hard_move(position, hard_seed) if hard_seed is not None else None
    # The moves the best is chosen from are valued in full, before the move (the coach lists
    # them: each with what it would get once made) and after it alike; the hard bot's move is
    # one of them, in every record of the position (the coach's, the verdict's, the review's
    # and a drill's ask for it with the same seed), so each names the same best, and the move
    # made is the best when it did better than all of them.
    asked = [move for move in (made, hard) if move is not None]
    verdict: Verdict = judge(position, memo, asked)
    view = position.view
    record: dict[str, Any] = {
        "index": index, "round": position.round_number, **reading_json(position, verdict.reading),
        "standing": str(view.standing) if view.standing else None,
        "own_dice": list(view.own_dice), "dice_counts": list(view.dice_counts),
        "bids": [{"player": view.names[s], "bid": str(b)} for s, b in view.bids],
        "wild": view.wild, "palifico": view.palifico, "pressured": view.pressured,
        "unit": unit(position.start.rules),
        "best": _value(verdict.best), "moves": [_value(m) for m in verdict.moves],
        "why": reading_fact(position, verdict.reading,
                            _relevant_face(position, [verdict.best.action, *asked])),
    }
    if position.start.rules.drinks:
        record["stake"] = view.stake
    if view.palifico is not None:  # whether its player may change the face (Liar's Dice)
        record["palifico_free"] = position.start.rules.palifico_owner_may_change_face
    state = position.state
    if state.pi_by is not None:  # 大话骰: a 劈 (or the 反劈 back) waits for this seat's answer
        record["pi"] = {"by": view.names[state.pi_by], "bidder": view.names[state.bids[-1][0]],
                        "fanpi": state.fanpi}
    if hard is not None:
        record["hard"] = _value(verdict.of(hard))
    if made is not None:
        value = verdict.of(made)
        record.update(made=_value(value), action=move_name(as_listed(position.state, made)),
                      pressure=made.pressure, grade=value.grade, error=record["moves"][
                          [m.action for m in verdict.moves].index(value.action)]["error"])
    return record


def error_total(records: Sequence[dict[str, Any]]) -> float:
    """The sum of the errors of the moves made (correctly rounded, the same everywhere)."""
    return fsum(float(r["error"]) for r in records if "error" in r)
