"""Whole games: a seeded state machine from the first roll to the winners.

Classic games run until one player holds dice; party games run exactly 2N
rounds, drinks games (大话骰) their ``rounds`` (2N by default), fewest penalties
winning. The game rolls the dice, triggers palifico rounds, carries dice,
scores and pressure from round to round, and keeps every finished round as a
referee transcript with its outcome.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.bids import Bid
from engine.counting import HIDDEN_DIE
from engine.errors import RulesError
from engine.legality import BidContext
from engine.resolution import Outcome
from engine.round import Action, Round, Seat, next_active
from engine.rules import START_DICE, Rules, game_rounds

DEFAULT_NAMES: tuple[str, ...] = (
    "Ana", "Ben", "Cai", "Dev", "Eve", "Fei", "Gus", "Hana", "Ivo", "Jun",
)


@dataclass(frozen=True)
class View:
    """What one player may know at their turn: own dice, counts, bids, scores, legal moves."""

    rules: Rules
    seat: int
    names: tuple[str, ...]
    own_dice: tuple[int, ...]
    dice_counts: tuple[int, ...]
    bids: tuple[tuple[int, Bid], ...]
    palifico: str | None
    wild: bool
    scores: tuple[int, ...]
    pressure_left: tuple[int, ...]
    pressured: bool
    legal_actions: tuple[Action, ...]
    round_number: int
    total_rounds: int | None
    penalties: tuple[int, ...] = ()
    stake: int = 1

    @property
    def name(self) -> str:
        """The viewing player's name."""
        return self.names[self.seat]

    @property
    def dice_in_play(self) -> int:
        """All dice on the table."""
        return sum(self.dice_counts)

    @property
    def unseen(self) -> int:
        """Dice on the table that this player cannot see."""
        return self.dice_in_play - len(self.own_dice)

    @property
    def standing(self) -> Bid | None:
        """The bid to beat, or None if this player opens."""
        return self.bids[-1][1] if self.bids else None

    def bid_context(self) -> BidContext:
        """The context of this player's next bid."""
        return BidContext(
            self.rules, self.dice_in_play, tuple(bid for _, bid in self.bids),
            self.palifico is not None, self.palifico == self.name, len(self.own_dice),
        )


def move_seed(seed: int, index: int) -> int:
    """The seed of the randomness of a practice game's move number ``index`` (0-based) in the
    game ``seed``: a bot's move there, and the hard bot's move the judge weighs there."""
    return seed * 7919 + index


def pressure_left(seats: Sequence[Seat], pressured_by: int | None) -> tuple[int, ...]:
    """Each seat's pressure uses left as the table sees them: the pressure of the round (by
    seat ``pressured_by``) is used from the bid or call it is attached to (spec: «each player
    may use pressure twice … attached to their own bid or their own challenge»), though the
    seat's own count only drops when the round is settled."""
    return tuple(s.pressure_left - (1 if pressured_by == i else 0) for i, s in enumerate(seats))


def view_of(round_: Round, seat: int, round_number: int = 1,
            total_rounds: int | None = None,
            legal: tuple[Action, ...] | None = None) -> View:
    """The view of ``seat`` in ``round_`` (other players' dice hidden); ``legal``, when
    given, is the seat's legal moves there, already listed."""
    seats = round_.seats
    return View(
        rules=round_.rules, seat=seat, names=tuple(s.name for s in seats),
        own_dice=seats[seat].dice, dice_counts=tuple(len(s.dice) for s in seats),
        bids=round_.bids, palifico=round_.palifico, wild=round_.wild,
        scores=tuple(s.score for s in seats),
        pressure_left=pressure_left(seats, round_.pressured_by),
        pressured=round_.pressured_by is not None,
        legal_actions=tuple(round_.legal_actions(seat)) if legal is None else legal,
        round_number=round_number, total_rounds=total_rounds,
        penalties=tuple(s.penalties for s in seats), stake=round_.stake,
    )


Chooser = Callable[[View, random.Random], Action]


def round_transcript(round_: Round) -> dict[str, Any]:
    """A round as a referee transcript (with its outcome once it is over)."""
    players: list[dict[str, Any]] = []
    for seat in round_.seats:
        entry: dict[str, Any] = {"name": seat.name, "dice": list(seat.dice)}
        if round_.rules.party:
            entry["score"] = seat.score
            entry["pressure_left"] = seat.pressure_left
        if round_.rules.drinks:
            entry["penalties"] = seat.penalties
        players.append(entry)
    data: dict[str, Any] = {"rules": round_.rules.preset, "options": round_.rules.overrides(),
                            "players": players}
    if round_.palifico is not None:
        data["palifico"] = round_.palifico
    actions = [Action(round_.seats[seat].name, bid=bid) for seat, bid in round_.bids]
    data["actions"] = [action.to_json() for action in actions]
    return data


class Game:
    """A whole game between named players, driven one action at a time."""

    def __init__(self, rules: Rules, names: Sequence[str], seed: int,
                 opener: int | None = None, hidden: bool = False) -> None:
        """A new game; ``opener`` names the first opener's seat (else the seed draws it).

        ``hidden`` deals hidden dice (:data:`HIDDEN_DIE`): a real table's game, whose
        calls are resolved from the count the table reports (:mod:`engine.table`).
        """
        if not rules.min_players <= len(names) <= rules.max_players:
            raise RulesError("player_count", minimum=rules.min_players,
                             maximum=rules.max_players, count=len(names))
        self.rules = rules
        self.seed = seed
        self._dice_rng = random.Random(seed)
        self.total_rounds = game_rounds(rules, len(names))
        self.rounds: list[dict[str, Any]] = []
        self._palifico_used: set[str] = set()
        self._actions: list[Action] = []
        self._hidden = hidden
        if opener is None:
            opener = self._dice_rng.randrange(len(names))
        seats = tuple(Seat(name, ()) for name in names)
        self.round = self._new_round(seats, {name: START_DICE for name in names}, opener, None)

    # --- state ---------------------------------------------------------------
    @property
    def round_number(self) -> int:
        """The number of the round in progress (1-based)."""
        return len(self.rounds) + 1

    @property
    def over(self) -> bool:
        """Whether the game has ended by its mode's rule."""
        if self.total_rounds is not None:
            return len(self.rounds) >= self.total_rounds
        return sum(1 for seat in self.round.seats if seat.active) <= 1

    @property
    def winners(self) -> list[str]:
        """The winners once the game is over (ties share a party or drinks win), else []."""
        if not self.over:
            return []
        seats = self.round.seats
        if self.rules.drinks:
            fewest = min(seat.penalties for seat in seats)
            return [seat.name for seat in seats if seat.penalties == fewest]
        if self.rules.party:
            best = max(seat.score for seat in seats)
            return [seat.name for seat in seats if seat.score == best]
        return [seat.name for seat in seats if seat.active]

    @property
    def round_actions(self) -> tuple[Action, ...]:
        """The moves made so far in the round in progress."""
        return tuple(self._actions)

    def view(self, seat: int | None = None) -> View:
        """The view of ``seat`` (default: the player to act)."""
        seat = self.round.to_act if seat is None else seat
        return view_of(self.round, seat, self.round_number, self.total_rounds)

    # --- moving --------------------------------------------------------------
    def _roll(self, count: int) -> tuple[int, ...]:
        if self._hidden:
            return (HIDDEN_DIE,) * count
        return tuple(self._dice_rng.randint(1, 6) for _ in range(count))

    def _new_round(self, seats: tuple[Seat, ...], dice: dict[str, int], opener: int,
                   palifico: str | None) -> Round:
        rolled = tuple(replace(seat, dice=self._roll(dice[seat.name])) for seat in seats)
        self._actions = []
        return Round(rules=self.rules, seats=rolled, opener=opener, palifico=palifico)

    def apply(self, action: Action, count: int | None = None) -> Outcome | None:
        """Apply one action (IllegalMove if illegal); return the outcome if it ended the round.

        ``count`` is a call's matching dice in a game of hidden dice.
        """
        self.round = self.round.apply(action, count)
        self._actions.append(action)
        outcome = self.round.outcome
        if outcome is None:
            return None
        self._finish_round(outcome)
        return outcome

    def _finish_round(self, outcome: Outcome) -> None:
        finished = self.round
        transcript = round_transcript(replace(finished, bids=(), outcome=None))
        transcript["actions"] = [action.to_json() for action in self._actions]
        transcript["outcome"] = outcome.to_json()
        self.rounds.append(transcript)
        seats = tuple(
            replace(
                seat,
                score=(outcome.scores_after or {}).get(seat.name, seat.score),
                pressure_left=seat.pressure_left - (1 if finished.pressured_by == i else 0),
                penalties=(outcome.penalties_after or {}).get(seat.name, seat.penalties),
            )
            for i, seat in enumerate(finished.seats)
        )
        dice = dict(outcome.dice_after)
        palifico = None
        if self.rules.palifico:
            for seat in seats:
                reduced = dice[seat.name] == 1 and len(seat.dice) > 1
                if reduced and seat.name not in self._palifico_used:
                    self._palifico_used.add(seat.name)
                    palifico = seat.name
        opener = next(i for i, seat in enumerate(seats) if seat.name == outcome.next_opener)
        # After the last round the table is still laid out (a final roll nobody plays),
        # so that ``over``, ``winners`` and the views read the final dice and scores.
        self.round = self._new_round(seats, dice, opener, palifico)

    def change_seats(self, leave: str | None = None, join: str | None = None,
                     after: str | None = None) -> None:
        """Between rounds (no move made in the round to come), the player ``leave`` leaves the
        table or the player ``join`` joins it, seated after ``after`` (at the end when None)
        with a full cup and nothing scored yet (no points, penalties or pressure used).

        The round to come keeps its opener, or, when the opener left, passes to the next
        player holding dice; a palifico round of a player who left is not played. The game
        keeps the number of rounds set at its start. The names are the caller's to check; a
        table left with fewer than two players holding dice, or with more than the rules
        seat, raises ``player_count``."""
        if self._actions or self.over:
            raise ValueError("seats change only between rounds of a game in progress")
        seats = list(self.round.seats)
        names = [seat.name for seat in seats]
        opener = names[self.round.opener]
        palifico = self.round.palifico
        if leave is not None:
            index = names.index(leave)
            if leave == opener:
                ring = seats[index + 1:] + seats[:index]
                opener = next((seat.name for seat in ring if seat.active), opener)
            del seats[index]
            palifico = None if palifico == leave else palifico
        if join is not None:
            where = len(seats) if after is None else [s.name for s in seats].index(after) + 1
            seats.insert(where, Seat(join, ()))  # dealt a full cup below
        active = sum(1 for seat in seats if seat.active or seat.name == join)
        if active < 2:
            raise RulesError("seats_too_few_with_dice", active=active, least=2)
        if len(seats) > self.rules.max_players:
            raise RulesError("player_count", minimum=self.rules.min_players,
                             maximum=self.rules.max_players, count=len(seats))
        dice = {seat.name: len(seat.dice) for seat in seats}
        if join is not None:
            dice[join] = START_DICE
        order = [seat.name for seat in seats]
        self.round = self._new_round(tuple(seats), dice, order.index(opener), palifico)

    def play(self, choosers: Sequence[Chooser], seed: int | None = None,
             max_actions: int = 100_000) -> list[str]:
        """Play to the end with one chooser per seat; return the winners."""
        rngs = [random.Random((self.seed if seed is None else seed) * 7919 + i)
                for i in range(len(choosers))]
        for _ in range(max_actions):
            if self.over:
                return self.winners
            seat = self.round.to_act
            self.apply(choosers[seat](self.view(seat), rngs[seat]))
        raise RuntimeError("game did not end")  # pragma: no cover - bounded by the rules


__all__ = ["DEFAULT_NAMES", "Chooser", "Game", "View", "move_seed", "next_active",
           "round_transcript", "view_of"]
