"""Resolving a call: the count, who loses what, elimination, the next opener, party points.

:func:`resolve` turns a round that ends with ``dudo`` or ``calza`` into an
:class:`Outcome` whose ``to_json`` is exactly the referee contract's outcome.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.counting import HIDDEN_DIE, count_hands, count_matches
from engine.modes import moded
from engine.rules import PLAIN_TRANSFER, PRESSURE_TRANSFER, START_DICE

if TYPE_CHECKING:
    from engine.round import Round, Seat


@dataclass(frozen=True)
class Outcome:
    """The result of a call, in the referee contract's terms."""

    call: str
    caller: str
    bid: str
    bidder: str
    wild_ones: bool
    count: int | None
    bid_holds: bool | None
    loser: str | None
    winner: str | None
    dice_change: dict[str, int] = field(default_factory=dict)
    dice_after: dict[str, int] = field(default_factory=dict)
    eliminated: list[str] = field(default_factory=list)
    next_opener: str = ""
    transfer: int | None = None
    scores_after: dict[str, int] | None = None
    stake: int | None = None
    conceded: bool | None = None
    mode: str | None = None
    penalties_after: dict[str, int] | None = None

    def to_json(self) -> dict[str, Any]:
        """The outcome as the referee prints it (keys in the spec's order; the drinks
        mode's ``stake``, ``conceded``, ``mode`` and ``penalties_after`` only in it)."""
        data = {
            "call": self.call, "caller": self.caller, "bid": self.bid, "bidder": self.bidder,
            "wild_ones": self.wild_ones, "count": self.count, "bid_holds": self.bid_holds,
            "loser": self.loser, "winner": self.winner,
            "dice_change": dict(self.dice_change), "dice_after": dict(self.dice_after),
            "eliminated": list(self.eliminated), "next_opener": self.next_opener,
            "transfer": self.transfer,
            "scores_after": dict(self.scores_after) if self.scores_after is not None else None,
        }
        if self.penalties_after is not None:
            data.update(stake=self.stake, conceded=self.conceded, mode=self.mode,
                        penalties_after=dict(self.penalties_after))
        return data


def _dice_lost(round_: Round, loser: Seat, quantity: int, count: int) -> int:
    lost = 1 if round_.rules.dice_loss == "one" else max(1, abs(quantity - count))
    return min(lost, len(loser.dice))


def _opener_after(seats: tuple[Seat, ...], dice_after: dict[str, int], start: int) -> str:
    for step in range(len(seats)):
        seat = seats[(start + step) % len(seats)]
        if dice_after[seat.name] > 0:
            return seat.name
    return seats[start].name


def _seen_dice(seats: tuple[Seat, ...]) -> list[int]:
    """Every die on the table, for a count the engine makes itself (never hidden dice)."""
    dice = [d for seat in seats for d in seat.dice]
    if HIDDEN_DIE in dice:
        raise ValueError("hidden dice need the table's count")
    return dice


def resolve_drinks(round_: Round, caller: int, call: str, count: int | None = None) -> Outcome:
    """Resolve a drinks-mode round (spec: "Calls and stakes", "Scoring and rounds"): the
    loser takes the stake as penalties, or half of it when conceding; nobody loses dice.
    ``count`` is the table's count when the engine cannot see the dice."""
    seats = round_.seats
    bidder, bid = round_.bids[-1]
    wild = round_.wild
    challenger = caller if round_.pi_by is None else round_.pi_by
    holds: bool | None = None
    if call == "concede":
        count = None
        loser, paid = caller, round_.stake // 2
    else:
        if count is None:
            _seen_dice(seats)
            count = count_hands((seat.dice for seat in seats), bid.face, wild,
                                round_.rules.special_hands)
        holds = count >= bid.quantity
        loser, paid = (challenger if holds else bidder), round_.stake
    winner = bidder if loser == challenger else challenger
    penalties = {seat.name: seat.penalties for seat in seats}
    penalties[seats[loser].name] += paid
    return Outcome(
        call=call, caller=seats[caller].name, bid=str(bid), bidder=seats[bidder].name,
        wild_ones=wild, count=count, bid_holds=holds, loser=seats[loser].name,
        winner=seats[winner].name, dice_change={},
        dice_after={seat.name: len(seat.dice) for seat in seats}, eliminated=[],
        next_opener=seats[loser].name, stake=round_.stake, conceded=call == "concede",
        mode=moded(bid).mode, penalties_after=penalties,
    )


def resolve(round_: Round, caller: int, call: str, count: int | None = None) -> Outcome:
    """Resolve ``call`` by seat ``caller`` on the standing bid of ``round_``.

    ``count`` is the number of matching dice when the engine cannot see them (a real
    table's reveal, :mod:`engine.table`); otherwise the dice on the seats are counted.
    """
    if round_.rules.drinks:
        return resolve_drinks(round_, caller, call, count)
    seats = round_.seats
    bidder, bid = round_.bids[-1]
    wild = round_.wild
    if count is None:
        count = count_matches(_seen_dice(seats), bid.face, wild)
    holds = count >= bid.quantity
    change: dict[str, int] = {}
    loser: int | None
    winner: int | None
    if call == "dudo":
        loser, winner = (caller, bidder) if holds else (bidder, caller)
        opener = loser
        if not round_.rules.party:
            change[seats[loser].name] = -_dice_lost(round_, seats[loser], bid.quantity, count)
    elif count == bid.quantity:
        winner = caller
        if round_.rules.calza_reward == "caller_regains":
            loser, opener = None, caller
            if len(seats[caller].dice) < START_DICE:
                change[seats[caller].name] = 1
        else:
            loser = opener = bidder
            change[seats[bidder].name] = -1
    else:
        loser, winner, opener = caller, None, caller
        change[seats[caller].name] = -1
    dice_after = {seat.name: len(seat.dice) + change.get(seat.name, 0) for seat in seats}
    transfer: int | None = None
    scores: dict[str, int] | None = None
    if round_.rules.party and loser is not None and winner is not None:
        transfer = PRESSURE_TRANSFER if round_.pressured_by is not None else PLAIN_TRANSFER
        scores = {seat.name: seat.score for seat in seats}
        scores[seats[loser].name] -= transfer
        scores[seats[winner].name] += transfer
    return Outcome(
        call=call, caller=seats[caller].name, bid=str(bid), bidder=seats[bidder].name,
        wild_ones=wild, count=count, bid_holds=holds,
        loser=seats[loser].name if loser is not None else None,
        winner=seats[winner].name if winner is not None else None,
        dice_change=change, dice_after=dice_after,
        eliminated=[s.name for s in seats if s.dice and dice_after[s.name] == 0],
        next_opener=_opener_after(seats, dice_after, opener),
        transfer=transfer, scores_after=scores,
    )
