"""One round as a state machine: seats, bids so far, whose turn, legal actions, apply.

A :class:`Round` is immutable; :meth:`Round.apply` returns the next state or
raises :class:`IllegalMove`. Invariants: only the player to act may bid or
challenge; every applied bid is legal in its :class:`BidContext`; a call ends
the round and fixes its :class:`Outcome`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.bids import MAX_QUANTITY, Bid, localized_bid
from engine.legality import (
    BidContext,
    Judgement,
    judge_bid,
    minimum_raises,
    minimum_zhai_raises,
    ones_wild,
)
from engine.messages import PHRASES
from engine.modes import moded
from engine.resolution import Outcome, resolve
from engine.rules import OPEN_STAKE, PRESSURE_USES, STAKE_FACTOR, START_SCORE, Rules

# dudo is also 大话骰's 开; pi (劈) doubles the stake, and its bidder answers with open,
# fanpi (反劈, doubling again: then the 劈 caller answers) or concede (投降).
CALLS: tuple[str, ...] = ("dudo", "calza", "pi", "open", "fanpi", "concede")
PI_ANSWERS: tuple[str, ...] = ("open", "fanpi", "concede")
# The calls after which the round goes on (someone must answer them).
RAISING_CALLS: tuple[str, ...] = ("pi", "fanpi")


def rule_calls(rules: Rules) -> tuple[str, ...]:
    """The calls ``rules`` have, in the engine's order: dudo (开) always, calza when they have it,
    劈 with its answers (open, 投降, and 反劈 when the rules allow it)."""
    has = {"dudo": True, "calza": rules.calza, "pi": rules.pi, "open": rules.pi,
           "fanpi": rules.pi and rules.fanpi, "concede": rules.pi}
    return tuple(call for call in CALLS if has[call])


class IllegalMove(Exception):
    """Raised by :meth:`Round.apply` for a move the rules forbid; carries the judgement."""

    def __init__(self, judgement: Judgement) -> None:
        self.judgement = judgement
        super().__init__(judgement.messages["en"])


@dataclass(frozen=True)
class Seat:
    """A player at the table: name, dice (empty when eliminated), party score and pressure."""

    name: str
    dice: tuple[int, ...]
    score: int = START_SCORE
    pressure_left: int = PRESSURE_USES
    penalties: int = 0

    @property
    def active(self) -> bool:
        """Whether the player still holds dice."""
        return bool(self.dice)


@dataclass(frozen=True)
class Action:
    """A bid (``bid`` set) or a call (``call`` is ``dudo`` or ``calza``), maybe with pressure."""

    player: str
    bid: Bid | None = None
    call: str | None = None
    pressure: bool = False

    def to_json(self) -> dict[str, Any]:
        """The action in the referee's transcript format."""
        data: dict[str, Any] = {"player": self.player}
        if self.bid is not None:
            data["bid"] = str(self.bid)
        else:
            data["call"] = self.call
        if self.pressure:
            data["pressure"] = True
        return data


def next_active(seats: tuple[Seat, ...], index: int) -> int:
    """The first seat after ``index`` (in seating order, wrapping) that still holds dice."""
    for step in range(1, len(seats) + 1):
        candidate = (index + step) % len(seats)
        if seats[candidate].active:
            return candidate
    raise ValueError("no active seat")


@dataclass(frozen=True)
class Round:
    """The state of one round. ``opener`` is a seat index; ``bids`` pairs seats with bids."""

    rules: Rules
    seats: tuple[Seat, ...]
    opener: int
    palifico: str | None = None
    bids: tuple[tuple[int, Bid], ...] = ()
    pressured_by: int | None = None
    outcome: Outcome | None = None
    pi_by: int | None = None
    fanpi: bool = False

    # --- derived state -------------------------------------------------------
    def seat_of(self, name: str) -> int:
        """The seat index of the player called ``name`` (ValueError if absent)."""
        for index, seat in enumerate(self.seats):
            if seat.name == name:
                return index
        raise ValueError(name)

    @property
    def over(self) -> bool:
        """Whether a call has ended the round."""
        return self.outcome is not None

    @property
    def to_act(self) -> int:
        """The seat whose turn it is: the opener, then the next active player after the bidder."""
        if self.pi_by is not None:
            return self.pi_by if self.fanpi else self.bids[-1][0]
        if not self.bids:
            return self.opener
        return next_active(self.seats, self.bids[-1][0])

    @property
    def stake(self) -> int:
        """What the round's loser pays in drinks mode: 1, doubled by 劈, again by 反劈."""
        stake = OPEN_STAKE
        for doubled in (self.pi_by is not None, self.fanpi):
            stake *= STAKE_FACTOR if doubled else 1
        return stake

    @property
    def answers(self) -> tuple[str, ...]:
        """The calls that may answer a pending 劈 (empty when none is pending)."""
        if self.pi_by is None:
            return ()
        if self.fanpi or not self.rules.fanpi:
            return ("open", "concede")
        return PI_ANSWERS

    @property
    def dice_in_play(self) -> int:
        """How many dice are on the table this round."""
        return sum(len(seat.dice) for seat in self.seats)

    @property
    def history(self) -> tuple[Bid, ...]:
        """The bids made so far, in order."""
        return tuple(bid for _, bid in self.bids)

    @property
    def wild(self) -> bool:
        """Whether ones are wild this round (decided by the rules, palifico and the opening)."""
        return ones_wild(self.rules, self.history, self.palifico is not None)

    def bid_context(self, seat: int) -> BidContext:
        """The context in which ``seat`` would make the next bid."""
        return BidContext(
            rules=self.rules,
            dice_in_play=self.dice_in_play,
            history=self.history,
            palifico=self.palifico is not None,
            bidder_is_palifico_owner=self.seats[seat].name == self.palifico,
            bidder_dice=len(self.seats[seat].dice),
            players=sum(1 for s in self.seats if s.active),
        )

    # --- judging -------------------------------------------------------------
    def _judge_call(self, seat: int, call: str) -> Judgement:
        if not self.bids:
            return Judgement(False, "nothing_to_call")
        bidder, standing = self.bids[-1]
        previous = {"previous": localized_bid(standing), "player": self.seats[seat].name}
        if call == "dudo":
            return Judgement(True, "dudo_call", previous)
        if (call == "pi" or call in PI_ANSWERS) and not self.rules.pi:
            return Judgement(False, "pi_not_in_rules")
        if call in PI_ANSWERS:
            if call == "fanpi" and not self.rules.fanpi:
                return Judgement(False, "fanpi_not_in_rules")
            return Judgement(False, "no_pi_to_answer")
        if call == "pi":
            if seat == bidder:
                return Judgement(False, "pi_own_bid")
            return Judgement(True, "pi_call", previous)
        if not self.rules.calza:
            return Judgement(False, "calza_not_in_rules")
        if seat == bidder:
            return Judgement(False, "calza_own_bid")
        return Judgement(True, "calza_call", previous)

    def _turn_judgement(self, seat: int, action: Action) -> Judgement | None:
        free_calza = action.call == "calza" and self.rules.calza_by == "any"
        free_pi = action.call == "pi" and self.rules.pi_by == "any"
        if seat != self.to_act and not (free_calza or free_pi):
            return Judgement(False, "not_your_turn", {
                "player": self.seats[seat].name, "expected": self.seats[self.to_act].name,
            })
        return None

    def pressure_judgement(self, seat: int) -> Judgement | None:
        """Why ``seat`` may not pressure this round, or None if they may."""
        if not self.rules.party:
            return Judgement(False, "pressure_not_in_rules")
        if self.pressured_by is not None:
            return Judgement(False, "pressure_already_applied")
        if self.seats[seat].pressure_left <= 0:
            return Judgement(False, "pressure_used_up", {"player": self.seats[seat].name})
        return None

    def judge(self, action: Action) -> Judgement:
        """Judge ``action`` in this state; its player must be seated (ValueError otherwise)."""
        seat = self.seat_of(action.player)
        if self.over:
            return Judgement(False, "round_over")
        if not self.seats[seat].active:
            return Judgement(False, "player_eliminated", {"player": action.player})
        if self.pi_by is not None:
            return self._judge_answer(seat, action)
        turn = self._turn_judgement(seat, action)
        if action.bid is not None:
            verdict = turn or judge_bid(self.bid_context(seat), action.bid)
        else:
            verdict = self._judge_call(seat, action.call or "")
            if verdict.legal and turn is not None:
                verdict = turn
        if verdict.legal and action.pressure:
            return self.pressure_judgement(seat) or verdict
        return verdict

    def _judge_answer(self, seat: int, action: Action) -> Judgement:
        """After a 劈 only its answers are legal, and only from the player who answers."""
        answerer = self.to_act
        if (action.call == "fanpi" and not self.rules.fanpi and seat == answerer
                and not action.pressure):
            return Judgement(False, "fanpi_not_in_rules")
        if seat != answerer or action.call not in self.answers or action.pressure:
            key = "answers.open_fanpi_concede" if len(self.answers) == 3 else \
                "answers.open_concede"
            # The last call is the 反劈 of the bidder once it is made, else the 劈 itself.
            caller = self.bids[-1][0] if self.fanpi else self.pi_by or 0
            return Judgement(False, "answer_pi_first", {
                "caller": self.seats[caller].name,
                "call": PHRASES["call.fanpi" if self.fanpi else "call.pi"],
                "expected": self.seats[answerer].name, "answers": PHRASES[key],
            })
        # The 劈 caller answers the bidder's 反劈; the bidder answers the 劈.
        return Judgement(True, "fanpi_answer" if self.fanpi else "pi_answer", {
            "player": action.player, "previous": localized_bid(self.bids[-1][1]),
        })

    # --- moving --------------------------------------------------------------
    def apply(self, action: Action, count: int | None = None) -> Round:
        """The state after ``action``; raise :class:`IllegalMove` if the rules forbid it.

        ``count`` is the matching dice a call's reveal found, for dice the engine cannot
        see (:func:`engine.resolution.resolve`).
        """
        verdict = self.judge(action)
        if not verdict.legal:
            raise IllegalMove(verdict)
        return self.after(action, count)

    def after(self, action: Action, count: int | None = None) -> Round:
        """The state after ``action``, which must be one of :meth:`legal_actions` (it is not
        judged again): :meth:`apply` for the judge's play-outs, whose bots move only from
        the legal moves listed, and for which judging each move again cost a tenth of the
        time."""
        seat = self.seat_of(action.player)
        pressured_by = seat if action.pressure else self.pressured_by
        if action.bid is not None:
            bid = moded(action.bid) if self.rules.bid_modes else action.bid
            return replace(self, bids=(*self.bids, (seat, bid)), pressured_by=pressured_by)
        if action.call == "pi":
            return replace(self, pi_by=seat)
        if action.call == "fanpi":
            return replace(self, fanpi=True)
        moved = replace(self, pressured_by=pressured_by)
        return replace(moved, outcome=resolve(moved, seat, action.call or "dudo", count))

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action of ``seat`` (default: the player to act), pressure included.

        Bids go from each face's minimum legal raise up to the dice in play (at
        least the minimum itself, at most ``MAX_QUANTITY``), which covers every
        bid worth making.
        """
        seat = self.to_act if seat is None else seat
        name = self.seats[seat].name
        if self.over or not self.seats[seat].active:
            return []
        legal: list[Action] = []
        if self.pi_by is not None:
            return [Action(name, call=call) for call in self.answers] if seat == self.to_act \
                else []
        if seat == self.to_act:
            # The lowest bids come judged in the bidder's own context (judge_bid): legal for
            # this seat, which is to act, holds dice, and faces no 劈.
            ctx = self.bid_context(seat)
            lowest = [*minimum_raises(ctx).values(), *minimum_zhai_raises(ctx).values()]
            for least in lowest:
                if least is None:
                    continue
                # Every raise rule asks for "at least" a quantity, so once a face's minimum
                # is legal so is each larger quantity of it; the cap is the range's top.
                highest = min(MAX_QUANTITY, max(least.quantity, self.dice_in_play))
                legal.extend(Action(name, bid=Bid(quantity, least.face, least.mode))
                             for quantity in range(least.quantity, highest + 1))
        calls = (Action(name, call=call) for call in CALLS)
        legal.extend(action for action in calls if self.judge(action).legal)
        if self.pressure_judgement(seat) is not None:
            return legal
        return legal + [replace(action, pressure=True) for action in legal]
