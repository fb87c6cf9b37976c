"""The legal moves of a view, sorted into bids and calls, and small helpers bots share."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from engine.bids import FACES, Bid
from engine.bots.stakes import bidder_answer, caller_answer
from engine.game import View
from engine.odds import bid_wild
from engine.round import Action


@dataclass(frozen=True)
class Choices:
    """A view's legal moves: plain bids, the calls, and the moves that may carry pressure;
    in 大话骰 also 劈 and the answers to a 劈 (``answers``, by call)."""

    bids: tuple[Action, ...]
    dudo: Action | None
    calza: Action | None
    pressurable: frozenset[Action]
    pi: Action | None = None
    answers: dict[str, Action] = field(default_factory=dict)

    def pressured(self, action: Action) -> Action:
        """``action`` with pressure attached (``action`` itself if pressure is not legal)."""
        return replace(action, pressure=True) if action in self.pressurable else action


def choices(view: View) -> Choices:
    """Sort ``view.legal_actions`` (the engine's list, so every move offered is legal)."""
    bids: list[Action] = []
    dudo = calza = pi = None
    answers: dict[str, Action] = {}
    pressurable: set[Action] = set()
    for action in view.legal_actions:
        if action.pressure:
            pressurable.add(replace(action, pressure=False))
        elif action.bid is not None:
            bids.append(action)
        elif action.call == "dudo":
            dudo = action
        elif action.call == "calza":
            calza = action
        elif action.call == "pi":
            pi = action
        elif action.call is not None:
            answers[action.call] = action
    return Choices(tuple(bids), dudo, calza, frozenset(pressurable), pi, answers)


def bid_runs(options: Choices) -> list[tuple[Action, ...]]:
    """The legal bids in runs of one face and one mode, in the engine's order (each run goes
    up in quantity from that face's lowest legal bid)."""
    runs: list[list[Action]] = []
    for action in options.bids:
        bid = action.bid
        last = runs[-1][-1].bid if runs else None
        if bid is None:
            continue
        if last is not None and (last.face, last.mode) == (bid.face, bid.mode):
            runs[-1].append(action)
        else:
            runs.append([action])
    return [tuple(run) for run in runs]


def wild_for(view: View, bid: Bid) -> bool:
    """Whether ones count toward ``bid`` in this view: its own mode in 大话骰, else the
    round's wildness."""
    return bid_wild(bid, view.wild)


def share_of(view: View) -> float:
    """What another player's loss is worth to this one: 1 heads-up, less at a bigger table."""
    opponents = sum(1 for seat, n in enumerate(view.dice_counts) if n and seat != view.seat)
    return 1.0 / max(1, opponents)


def answer_pi(view: View, options: Choices, holds: float) -> Action:
    """The answer to a pending 劈 (the bidder) or 反劈 (the 劈 caller), by the bot's own
    belief ``holds`` that the standing bid holds (:mod:`engine.bots.stakes`)."""
    share = share_of(view)
    bidder = bool(view.bids) and view.bids[-1][0] == view.seat
    if bidder:
        answer = bidder_answer(holds, share, "fanpi" in options.answers)
    else:
        answer = caller_answer(holds, share)
    return options.answers.get(answer) or next(iter(options.answers.values()))


def own_matches(view: View, wild: bool | None = None) -> tuple[int, ...]:
    """How many of the player's own dice count toward each face (index face - 1), with
    ones wild as the round says (or as ``wild`` says, for a 大话骰 bid's own mode)."""
    wild = view.wild if wild is None else wild
    dice = view.own_dice
    ones = dice.count(1) if wild else 0  # a wild one counts toward every face but 1
    return (dice.count(1), *(dice.count(face) + ones for face in FACES[1:]))


def fallback(view: View, options: Choices) -> Action:
    """A move when a bot finds nothing better: dudo if possible, else the first legal bid."""
    if options.answers:
        return options.answers.get("open") or next(iter(options.answers.values()))
    if options.dudo is not None:
        return options.dudo
    if options.bids:
        return options.bids[0]
    return view.legal_actions[0]
