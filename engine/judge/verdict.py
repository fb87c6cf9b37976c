"""The value of every legal move of a position, and its grade: the judge's one answer.

A move's cost is what the rest of the round is expected to cost the seat in the game's own
currency (:mod:`engine.judge.currency`), estimated by rollouts (:mod:`engine.judge.rollout`):
the move is made, and the table's bots play the round out on hidden hands drawn from the
reading (:mod:`engine.judge.reading`), the seat's own later moves made on that reading too
(:class:`engine.judge.rollout.StandIn`). Every move is played out on the same draws (common
random numbers), so the difference between two moves, which is what a grade reads, is far
steadier than either cost alone. A call that ends the round at once needs no draw: the reading
gives the chance of every count, so its cost is exact (:meth:`Rollouts.settled`).

The judge weighs every call and the raises a player would consider (:func:`weighed`). Each
gets ``FIRST`` draws; the ``KEEP`` cheapest go on to ``SAMPLES`` draws (between moves as
cheap there, the calls and the bids nearest the count the reading expects first), and the
cheapest of them is picked. The kept moves are then valued on the next draws, fresh ones, so
a move's error (its cost minus the best move's, draw by draw) is not flattered by the luck
that made the pick look best: ``SAMPLES`` fresh draws, doubled while a kept move's grade is
unsettled (at most ``MOST``), and the best kept move is the cheapest of them there
(:func:`_common_draws`). Every move asked about (the move made, a drill's answer) and the
hard bot's, beside them, is valued on those same draws; a move asked about is the best when
it did better there. So every move shown is valued on one set of draws, the same whichever
move was asked about, and the best move's cost reads the same on every panel. A move is graded
on its error less twice the error's standard error (``spread``), with the lines of the rule
set (:mod:`engine.judge.grades`): an unsettled move gets the milder grade, and ``leans``
says what its error as estimated would get. The other weighed moves are shown with their values
on the first draws.
The draws are seeded by the position itself, so the same position gets the same verdict
from the coach, the review, the drills and the command line.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from math import ceil, floor, fsum, sqrt
from typing import Any

from engine.bids import FACES
from engine.bots.moves import bid_runs, choices
from engine.judge.currency import round_cost, unit
from engine.judge.grades import grade
from engine.judge.memo import Memo
from engine.judge.position import Position, as_listed
from engine.judge.reading import Reading, read
from engine.judge.rollout import StandIn, Table
from engine.odds import bid_probability, bid_wild
from engine.resolution import Outcome
from engine.round import Action, Round
from engine.rules import Rules

FIRST = 4
# The calls after which no one moves again in the round: the count settles it.
ENDING_CALLS = frozenset({"dudo", "calza", "open", "concede"})
# Not calling: a seat's choice when the rules let it call calza out of turn (it may always
# leave the call to others and play on). Not a transcript action: the round goes on as it is.
PLAY_ON = "play_on"
KEEP = 3
SAMPLES = 24
MOST = 96
ROUNDS = 3
STEPS = 2


@dataclass(frozen=True)
class MoveValue:
    """One legal move: its expected cost, its error against the best move (both with their
    standard error), its grade, and the best move's cost on the same draws (``against``:
    the error is ``cost - against``, floored at 0, so a sentence that shows both costs and
    the error adds up). ``fresh``: valued on the fresh draws, as a move asked about is (its
    values and grade are then those a review gives it), not on the draws the best was chosen
    on; ``kept``: one of the ``KEEP`` moves the best was chosen from; ``leans``: the grade
    of the error as estimated, which ``grade`` is milder than when the draws cannot settle
    it (see the module docstring)."""

    action: Action
    cost: float
    cost_spread: float
    error: float
    error_spread: float
    samples: int
    grade: str
    against: float
    fresh: bool = False
    kept: bool = False
    leans: str = "good"


@dataclass(frozen=True)
class Verdict:
    """A judged position: the reading and every legal move, best first."""

    position: Position
    reading: Reading
    moves: tuple[MoveValue, ...]

    @property
    def best(self) -> MoveValue:
        """The best move (the least costly of those carried to ``SAMPLES`` draws), listed
        first."""
        return self.moves[0]

    def to_json(self) -> dict[str, Any]:
        """The verdict as the command line prints it (see :func:`reading_json`)."""
        return {**reading_json(self.position, self.reading),
                "unit": unit(self.position.start.rules),
                "moves": [{"action": move.action.to_json(), "cost": _shown(move.cost),
                           "error": _shown(move.error), "spread": _shown(move.error_spread),
                           "draws": move.samples, "grade": move.grade} for move in self.moves]}

    def of(self, action: Action) -> MoveValue:
        """The value of ``action`` (as the engine lists it among the legal moves)."""
        listed = as_listed(self.position.state, action)
        for move in self.moves:
            if move.action == listed:
                return move
        raise KeyError(f"{action} is not a legal move here")


def said(value: float) -> float:
    """``value`` to the hundredth as the pages say it: from its four decimals (the figure the
    records carry), half up, in whole ten-thousandths (practice-words.js ``cents`` does the
    same), so that a grade read from it agrees with the figure shown."""
    return floor((round(round(value, 4) * 10_000) + 50) / 100) / 100


def _shown(value: float) -> float:
    return round(value, 4) + 0.0  # + 0.0: no "-0.0"


def _chance(value: float) -> float:
    """A chance to four decimals that is 0 or 1 only when it is certain (a bid that may still
    fail is never shown as holding "100%")."""
    shown = _shown(value)
    if shown >= 1.0 and value < 1.0:
        return 0.9999
    if shown <= 0.0 < value:
        return 0.0001
    return shown


def reading_json(position: Position, reading: Reading) -> dict[str, Any]:
    """The seat, and the chance the standing bid holds by the reading (``holds``) and by the
    seat's own dice alone (``exact``, every hidden die a fair roll); both null before the
    first bid."""
    view = position.view
    standing = view.standing
    data: dict[str, Any] = {"seat": view.name, "holds": None, "exact": None}
    if standing is not None:
        data["holds"] = _chance(reading.holds(standing))
        data["exact"] = _chance(bid_probability(standing, view.unseen, view.own_dice,
                                                bid_wild(standing, view.wild)))
    return data


def position_seed(position: Position) -> int:
    """A seed from the position itself (the same in CPython and Pyodide), players by seat,
    not by name: the reader is "You" in one language and "你" in the other."""
    start = position.start
    seats = ";".join(f"{len(s.dice)}:{s.score}:{s.penalties}:{s.pressure_left}"
                     for s in start.seats)
    moves = ";".join(f"{start.seat_of(a.player)}:{a.bid}:{a.call}:{a.pressure}"
                     for a in position.actions)
    palifico = start.seat_of(start.palifico) if start.palifico is not None else None
    text = (f"{position.rules_name}|{start.rules.overrides()}|{seats}|{palifico}|"
            f"{position.seat}:{start.seats[position.seat].dice}|{moves}|"
            f"{position.levels}|{position.round_number}")
    return zlib.crc32(text.encode("utf-8"))


def _outcome(state: Round) -> Outcome:
    """The outcome of a state a call has just ended."""
    if state.outcome is None:  # pragma: no cover - ENDING_CALLS end the round
        raise ValueError("the round goes on")
    return state.outcome


def dealt(state: Round, hands: dict[int, tuple[int, ...]]) -> Round:
    """``state`` with the seats in ``hands`` holding those dice (a rollout's draw)."""
    seats = tuple(replace(seat, dice=hands[index]) if index in hands else seat
                  for index, seat in enumerate(state.seats))
    return replace(state, seats=seats)


class Rollouts:
    """The draws of one judgement and the cost of each move on each draw."""

    def __init__(self, position: Position, reading: Reading, seed: int, table: Table) -> None:
        self.position = position
        self.table = table
        self.reading = reading
        self.seed = seed
        self.deals: list[Round] = []
        self._played: dict[Action, list[float]] = {}
        self._settled: dict[Action, float] = {}
        self.stand_in = StandIn(position.seat, lambda wild: [
            reading.hidden(face, wild) for face in FACES])

    def _deal(self, index: int) -> Round:
        while len(self.deals) <= index:
            rng = random.Random(self.seed * 1_000_003 + len(self.deals))
            self.deals.append(dealt(self.position.state, self.reading.draw(rng)))
        return self.deals[index]

    def settled(self, action: Action) -> float | None:
        """The exact expected cost of a call that ends the round at once (开 or dudo, calza,
        and a 劈's open or concession), else None: the reading gives the chance of every
        count of the standing bid's face, and the count alone settles the round, so such a
        call is valued without drawing hands (a drawn cost would only add noise)."""
        if action.call not in ENDING_CALLS:
            return None
        if action not in self._settled:
            before = self.position.state
            if action.call == "concede":
                chances: list[tuple[int | None, float]] = [(None, 1.0)]
            else:
                standing = before.bids[-1][1]
                wild = self.reading.bid_wild(standing)
                own = self.reading.own(standing.face, wild)
                chances = [(own + hidden, chance) for hidden, chance
                           in enumerate(self.reading.hidden(standing.face, wild)) if chance > 0]
            self._settled[action] = fsum(
                chance * round_cost(before, _outcome(before.after(action, count)),
                                    self.position.seat) for count, chance in chances)
        return self._settled[action]

    def costs(self, action: Action, start: int, stop: int) -> list[float]:
        """The costs of ``action`` on draws ``start`` to ``stop`` (each played out once; a call
        that ends the round costs its exact expected cost on every draw, :meth:`settled`)."""
        costs = self._played.setdefault(action, [])
        seat = self.position.seat
        before = self.position.state
        exact = self.settled(action)
        while len(costs) < stop:
            if exact is not None:
                costs.append(exact)
                continue
            index = len(costs)
            dealt_round = self._deal(index)
            state = dealt_round if action.call == PLAY_ON else dealt_round.after(action)
            rng = random.Random(self.seed * 7_919 + index)
            outcome = state.outcome or self.table.play_out(state, rng, self.stand_in)
            costs.append(round_cost(before, outcome, seat))
        return costs[start:stop]


def _mean_and_spread(values: Sequence[float]) -> tuple[float, float]:
    mean = fsum(values) / len(values)
    if len(values) < 2:
        return mean, 0.0
    variance = fsum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return mean, sqrt(variance / len(values))


def weighed(position: Position, reading: Reading) -> tuple[Action, ...]:
    """The moves the judge weighs in ``position``, in the engine's order: every call, and on
    each face (in each mode) the lowest ``STEPS`` legal raises and the raises within one of
    the expected count; pressure may go with any of them."""
    view = position.view
    wanted: set[Action] = set()
    for run in bid_runs(choices(view)):
        first = run[0].bid
        if first is None:  # pragma: no cover - a run holds bids only
            continue
        expected = reading.expected(first.face, reading.bid_wild(first))
        low, high = floor(expected) - 1, ceil(expected) + 1
        wanted.update(action for step, action in enumerate(run) if action.bid is not None
                      and (step < STEPS or low <= action.bid.quantity <= high))
    return tuple(action for action in view.legal_actions
                 if action.bid is None or replace(action, pressure=False) in wanted)


def choices_of(position: Position) -> tuple[Action, ...]:
    """The seat's legal moves and, when it may only call out of turn (calza, while another
    player is to act), the choice not to: :data:`PLAY_ON`."""
    legal = tuple(position.view.legal_actions)
    if legal and position.state.to_act != position.seat:
        legal += (Action(position.view.name, call=PLAY_ON),)
    return legal


def _off_the_count(reading: Reading, action: Action) -> float:
    """How far a bid's quantity is from the count the reading expects of its face (0 for a
    call), to order moves that cost the same."""
    bid = action.bid
    if bid is None:
        return 0.0
    return abs(bid.quantity - reading.expected(bid.face, reading.bid_wild(bid)))


def _rollouts(position: Position, reading: Reading, memo: Memo) -> Rollouts:
    """The draws of ``position`` (kept in ``memo`` with the round's table of bots)."""
    key = (position.start, position.actions, position.seat, position.levels,
           position.round_number)
    if key not in memo.rollouts:
        round_key = (position.start, position.levels, position.round_number)
        if round_key not in memo.tables:
            memo.tables[round_key] = Table(position.levels, position.round_number,
                                           position.total_rounds)
        memo.rollouts[key] = Rollouts(position, reading, position_seed(position),
                                      memo.tables[round_key])
    return memo.rollouts[key]


def _gaps(rollouts: Rollouts, action: Action, best: Action, draws: int) -> list[float]:
    """Draw by draw, what ``action`` costs over ``best`` on the first ``draws`` draws kept
    for valuing (past the ``SAMPLES`` draws the best was chosen on)."""
    stop = SAMPLES + draws
    return [c - b for c, b in zip(rollouts.costs(action, SAMPLES, stop),
                                  rollouts.costs(best, SAMPLES, stop), strict=True)]


def _refined(rollouts: Rollouts, action: Action, best: Action, rules: Rules) -> int:
    """How many draws ``action``'s grade needs: ``SAMPLES``, doubled while its error, give
    or take twice its standard error, could fall in either of two grades (at most
    ``MOST``)."""
    draws = SAMPLES
    while action != best and draws < MOST:
        error, spread = _mean_and_spread(_gaps(rollouts, action, best, draws))
        if grade(rules, max(0.0, error - 2 * spread)) == grade(rules, error + 2 * spread):
            break
        draws *= 2
    return draws


def _common_draws(rollouts: Rollouts, kept: Sequence[Action], picked: Action,
                  rules: Rules, legal: tuple[Action, ...]) -> tuple[Action, int]:
    """The best of the ``kept`` moves on the fresh draws, and how many fresh draws every move
    shown is valued on. Starting from ``picked`` (chosen on the first draws), the draws grow
    while a kept move's grade against the best is unsettled (:func:`_refined`), and the best
    is the cheapest kept move on those draws, until it stays the same: on the common draws
    no kept move does better than the best, and the count depends on the kept moves alone,
    so the coach, the review and a drill, which ask about different moves, read the best
    move's cost from the same draws."""
    best, draws = picked, SAMPLES
    while True:
        draws = max([draws] + [_refined(rollouts, action, best, rules)
                               for action in kept if action != best])
        means = {action: fsum(rollouts.costs(action, SAMPLES, SAMPLES + draws))
                 for action in kept}
        cheapest = min(kept, key=lambda action: (means[action], action != best,
                                                 legal.index(action)))
        if cheapest == best:
            return best, draws
        best = cheapest


def judge(position: Position, memo: Memo | None = None, asked: Iterable[Action] = (),
          every_move: bool = False) -> Verdict:
    """The weighed moves of ``position`` (:func:`weighed`) and the moves ``asked`` (as a
    review asks for the move made) valued, best first (see the module docstring). The
    ``KEEP`` weighed moves that cost least on the first draws are carried to ``SAMPLES``
    draws, and the cheapest there is picked; the kept moves are then valued on common fresh
    draws (:func:`_common_draws`) and every move asked on the same draws, and the best is the
    cheapest of them there, so no move shown beside the best did better on the same draws.
    ``every_move`` values every legal move so (the command line's ``judge``)."""
    memo = memo or Memo()
    reading = read(position, memo)
    rules = position.start.rules
    legal = choices_of(position)
    rollouts = _rollouts(position, reading, memo)
    candidates = weighed(position, reading) + legal[len(position.view.legal_actions):]
    first = {action: fsum(rollouts.costs(action, 0, FIRST)) for action in candidates}
    # Moves as cheap on the first draws are kept in the order of how near a bid is to what
    # the reading expects the table to show (calls first), not in the engine's listing order
    # (ones first): on an opening many raises cost nothing on a handful of draws.
    off = {action: _off_the_count(reading, action) for action in candidates}
    kept = sorted(candidates, key=lambda action: (first[action], off[action],
                                                  legal.index(action)))[:KEEP]
    chosen = {action: fsum(rollouts.costs(action, 0, SAMPLES)) for action in kept}
    picked = min(kept, key=lambda action: (chosen[action], off[action], legal.index(action)))
    best, common = _common_draws(rollouts, kept, picked, rules, legal)
    contenders = set(kept) | {as_listed(position.state, a) for a in asked}
    if every_move:
        contenders |= set(legal)
    # A move asked about (the move made, a drill's answer) is the best when it did better
    # than the best kept move on the same common draws.
    total = {action: fsum(rollouts.costs(action, SAMPLES, SAMPLES + common))
             for action in contenders}
    best = min(contenders, key=lambda action: (total[action], action != best,
                                               legal.index(action)))
    valued = contenders
    moves = []
    for action in legal:
        if action in valued:
            start, draws = SAMPLES, common
            gaps = _gaps(rollouts, action, best, draws)
        elif action in first:
            # Weighed, not kept nor asked: valued on the first draws (shown, never what a
            # review grades a move made by).
            start, draws = 0, FIRST
            gaps = [c - b for c, b in zip(rollouts.costs(action, 0, draws),
                                          rollouts.costs(best, 0, draws), strict=True)]
        else:
            continue
        error, error_spread = _mean_and_spread(gaps)
        error = max(0.0, error) if action != best else 0.0
        cost, cost_spread = _mean_and_spread(rollouts.costs(action, start, start + draws))
        against = fsum(rollouts.costs(best, start, start + draws)) / draws
        # Graded on the error less twice its standard error: a grade is given only when the
        # draws show it, so an unsettled move gets the milder of the grades it straddles
        # (``leans``: the grade of the error as estimated).
        # Errors are said to the hundredth, and graded as said: 0.4271 is "0.43", on a line
        # at 0.43 (a reader compares the figure shown with the line, not the unrounded one).
        moves.append(MoveValue(action, cost, cost_spread, error, error_spread, draws,
                               grade(rules, said(max(0.0, error - 2 * error_spread))),
                               against, fresh=start == SAMPLES, kept=action in kept,
                               leans=grade(rules, said(error))))
    moves.sort(key=lambda move: (move.action != best, move.error, move.cost,
                                 legal.index(move.action)))
    return Verdict(position, reading, tuple(moves))
