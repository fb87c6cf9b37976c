"""A real table's game, driven by moves: the engine never sees the dice (issue 24).

The table companion keeps a game played with real cups on one phone. Its game is an
:class:`engine.game.Game` dealt hidden dice (:data:`engine.counting.HIDDEN_DIE`):
every bid and call is judged by the same :class:`engine.round.Round`, and a call then
waits for the one thing the engine cannot see, the count of matching dice the table
makes at the reveal. That count resolves the call as the referee would (dice lost,
calza, eliminations, palifico rounds, party transfers and pressure, the next opener).

A game is its set-up (rules, players in seating order, first opener) and a list of
moves, each a bid, a call or a count; :meth:`TableGame.play` applies one, so replaying
the list rebuilds the game (undo is the list without its last move).

In 大话骰 (``dahua``) a 劈 or 反劈 raises the stake and passes the turn to the player who
answers, so it is played at once; a 投降 (concession) ends the round with no count; 开, an
``open`` after 劈 and dudo/calza elsewhere wait for the count. Scores are penalties.
:func:`roll_for_seats` is the site's "roll for it": everyone rolls a die, the highest
sits first and opens, ties roll again; :func:`roll_for_opener` rolls for the opener only,
the seats kept (the same table's next game).
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.bids import FACES, Bid
from engine.errors import RulesError, TableError
from engine.game import Game
from engine.legality import Judgement, minimum_raises, minimum_zhai_raises, ones_wild
from engine.messages import phrase
from engine.odds import bid_probability
from engine.resolution import Outcome
from engine.round import RAISING_CALLS, Action, Round, rule_calls
from engine.rules import Rules

SCORE_KINDS = ("dice", "score", "penalties")
# Calls that end a round without a count: a 投降 pays half the stake, nothing is counted.
UNCOUNTED_CALLS: tuple[str, ...] = ("concede",)


@dataclass(frozen=True)
class Move:
    """One step at the table: a bid or a call (``action``), or a reveal's ``count``."""

    action: Action | None = None
    count: int | None = None
    # Between rounds: a player leaves, or one joins (seated after ``after``; None: at the end).
    leave: str | None = None
    join: str | None = None
    after: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The move as a saved game stores it."""
        if self.leave is not None:
            return {"leave": self.leave}
        if self.join is not None:
            return {"join": self.join, **({"after": self.after} if self.after else {})}
        if self.action is None:
            return {"count": self.count}
        return self.action.to_json()


def roll_for_seats(names: Sequence[str], seed: int) -> tuple[list[str], dict[str, list[int]]]:
    """Seats by a roll (docs/rules/setup.md, "Roll for it"): each player rolls a die, the
    highest sits first and opens, the next highest after them; players who tie roll again
    among themselves until one is higher. Returns the seating and every player's rolls."""
    rng = random.Random(seed)
    rolls: dict[str, list[int]] = {name: [] for name in names}

    def order(group: list[str]) -> list[str]:
        rolled = {name: rng.randint(1, 6) for name in group}
        for name in group:
            rolls[name].append(rolled[name])
        seated: list[str] = []
        for face in sorted(set(rolled.values()), reverse=True):
            tied = [name for name in group if rolled[name] == face]
            seated.extend(order(tied) if len(tied) > 1 else tied)
        return seated

    return order(list(names)), rolls


def roll_for_opener(names: Sequence[str], seed: int) -> tuple[str, dict[str, list[int]]]:
    """The first opener by a roll, the seats kept (a new game of the same table): each player
    rolls a die, the highest opens; players who tie for the highest roll again among
    themselves. Returns the opener and every player's rolls."""
    rng = random.Random(seed)
    rolls: dict[str, list[int]] = {name: [] for name in names}
    group = list(names)
    while len(group) > 1:
        rolled = {name: rng.randint(1, 6) for name in group}
        for name in group:
            rolls[name].append(rolled[name])
        best = max(rolled.values())
        group = [name for name in group if rolled[name] == best]
    return group[0], rolls


def score_kind(rules: Rules) -> str:
    """What each seat keeps: ``dice`` (classic), ``score`` (party) or ``penalties`` (drinks)."""
    if rules.drinks:
        return "penalties"
    return "score" if rules.party else "dice"


def counting_rule(wild: bool, face: int) -> str:
    """How the reveal counts a bid on ``face``: ``with_ones`` (wild ones count too),
    ``ones_only`` (a bid on ones) or ``face_only`` (ones are not wild this round)."""
    if face == 1:
        return "ones_only"
    return "with_ones" if wild else "face_only"


def same_name(name: str) -> str:
    """What two names must share to be one player's: the letters a reader tells apart, case
    and invisible characters (a zero-width space, a joiner) aside."""
    text = unicodedata.normalize("NFKC", name)
    return "".join(char for char in text if unicodedata.category(char) != "Cf").casefold()



class TableGame:
    """A game at a real table: seats, bids, calls and the counts the table reports."""

    def __init__(self, rules: Rules, names: Sequence[str], opener: str) -> None:
        self.rules = rules
        self.names = tuple(names)
        self.opener = opener
        self.game = Game(rules, names, seed=0, opener=self.names.index(opener), hidden=True)
        self.pending: Action | None = None
        self.moves: list[Move] = []
        # The seat changes made so far, each with the round it was made before; and the place
        # in ``moves`` of the move that ended each finished round (its count, or a 投降).
        self.changes: list[dict[str, Any]] = []
        self.round_ends: list[int] = []

    @property
    def round(self) -> Round:
        """The round in progress (the next one, laid out, once a call is resolved)."""
        return self.game.round

    @property
    def phase(self) -> str:
        """``bidding``, ``reveal`` (a call waits for its count) or ``over``."""
        if self.game.over:
            return "over"
        return "reveal" if self.pending is not None else "bidding"

    def judge(self, action: Action) -> Judgement:
        """The verdict on a bid or call now, with the engine's reason."""
        if self.phase == "over":
            return Judgement(False, "table_game_over")
        if self.pending is not None:
            return Judgement(False, "table_reveal_pending", {"player": self.pending.player})
        if action.player not in [seat.name for seat in self.round.seats]:  # as seated now
            return Judgement(False, "unknown_player",
                             {"where": phrase("field.action"), "name": action.player})
        return self.round.judge(action)

    def change_seats(self, move: Move) -> None:
        """A player leaves or joins between rounds (:meth:`engine.game.Game.change_seats`):
        refused with a reason while a round is under way, for a name not seated (leaving, or
        the seat a newcomer sits after) or one already seated (joining)."""
        if self.phase != "bidding" or self.game.round_actions:
            raise TableError("table_seats_mid_round")
        seated = [seat.name for seat in self.round.seats]
        for name in (move.leave, move.after):
            if name is not None and name not in seated:
                raise TableError("unknown_player", where=phrase("field.players"), name=name)
        if move.join is not None:
            taken = {same_name(name): name for name in seated}
            if same_name(move.join) in taken:
                raise TableError("table_duplicate_name", name=taken[same_name(move.join)])
        try:
            self.game.change_seats(move.leave, move.join, move.after)
        except RulesError as error:
            raise TableError(error.code, **error.params) from None
        self.changes.append({"round": self.game.round_number, **move.to_json()})
        self.moves.append(move)

    def play(self, move: Move) -> Judgement | Outcome:
        """Apply ``move``; a bid or call returns its verdict, a count (or a 投降, which ends the
        round uncounted) the round's outcome.

        An illegal move raises :class:`TableError` with the engine's reason and changes
        nothing: an illegal bid never becomes the standing bid.
        """
        if move.leave is not None or move.join is not None:
            self.change_seats(move)
            return Judgement(True, "table_seats_changed")
        if move.action is None:
            return self._reveal(move.count)
        verdict = self.judge(move.action)
        if not verdict.legal:
            raise TableError(verdict.reason, **verdict.params)
        call = move.action.call
        if call is not None and call not in RAISING_CALLS and call not in UNCOUNTED_CALLS:
            self.pending = move.action
            self.moves.append(move)
            return verdict
        outcome = self.game.apply(move.action)
        self.moves.append(move)
        if outcome is not None:
            self.round_ends.append(len(self.moves) - 1)
        return outcome if outcome is not None else verdict

    def _reveal(self, count: int | None) -> Outcome:
        if self.pending is None or count is None:
            raise TableError("table_no_call_to_count")
        most = self.count_most()
        if not 0 <= count <= most:
            raise TableError("invalid_number", where=phrase("field.count"), minimum=0,
                             maximum=most, value=count)
        outcome = self.game.apply(self.pending, count)
        assert outcome is not None  # a legal call always ends the round
        self.pending = None
        self.moves.append(Move(count=count))
        self.round_ends.append(len(self.moves) - 1)
        return outcome

    def count_most(self) -> int:
        """The largest count a reveal can show: the dice in play, and with 大话骰's special
        hands (spec: 豹子 count 6, 纯豹 7, from five dice) up to two more per cup."""
        round_ = self.round
        extra = 2 * sum(1 for seat in round_.seats if seat.active) \
            if self.rules.special_hands == "common" else 0
        return round_.dice_in_play + extra

    # --- what the phone shows ---------------------------------------------------
    def lowest_bids(self) -> list[Bid]:
        """The lowest legal bid of each face for the player to act (faces with none left out)."""
        if self.phase != "bidding":
            return []
        round_ = self.round
        seat = round_.to_act
        context = round_.bid_context(seat)
        lowest, zhai = minimum_raises(context), minimum_zhai_raises(context)
        name = round_.seats[seat].name
        candidates = [lowest[face] for face in FACES] + [zhai.get(face) for face in FACES[1:]]
        return [bid for bid in candidates if bid is not None
                and round_.judge(Action(name, bid=bid)).legal]

    def callers(self) -> dict[str, list[str]]:
        """Each call the rules have, and the players who may make it now (empty lists kept)."""
        round_ = self.round
        names = [seat.name for seat in round_.seats]
        return {call: [name for name in names if self.phase == "bidding"
                       and round_.judge(Action(name, call=call)).legal]
                for call in rule_calls(self.rules)}

    def pressurers(self) -> list[str]:
        """The players who may still pressure this round."""
        if self.phase != "bidding":
            return []
        round_ = self.round
        return [seat.name for index, seat in enumerate(round_.seats)
                if seat.active and round_.pressure_judgement(index) is None]

    def odds(self, own: tuple[int, ...]) -> list[dict[str, Any]]:
        """The chance that the standing bid and each lowest legal bid hold, given ``own`` dice
        (every die the player cannot see a fair roll)."""
        round_ = self.round
        history = round_.history
        unseen = round_.dice_in_play - len(own)
        palifico = round_.palifico is not None
        rows = []
        if history:
            rows.append(("standing", history[-1], round_.wild))
        rows += [("raise", bid, ones_wild(self.rules, (*history, bid), palifico))
                 for bid in self.lowest_bids()]
        return [{"kind": kind, "bid": str(bid),
                 "probability": bid_probability(bid, unseen, own, wild=wild)}
                for kind, bid, wild in rows]
