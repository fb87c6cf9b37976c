"""The risk of every move open to one player, read from that player's view only.

A move's risk is the chance it loses at once: a bid, that it fails if called; a dudo,
that the standing bid holds; a calza, that the count is not exact. Two models give the
chances. ``exact``: the engine's exact odds from the player's own dice, every hidden die
independent (:mod:`engine.odds`). ``hard_reading``: the hard bot's reading of the others'
bids (:func:`engine.bots.belief.hidden_counts`), which sharpens the odds once another
player has chosen a face; with no such bid it is the exact model, so :func:`model_of` uses
the reading only when there is something to read. A 大话骰 bid is read in its own mode
(斋 counts its face alone).

Under 大话骰's penalty scoring (``mode: drinks``) a move's risk is its expected penalty
instead (:mod:`engine.stake_odds`): the chance it loses, as above, times the penalty points
it would cost at the stake standing when it is made, so a 劈 risks twice what 开 risks and a
投降 costs half the stake for sure. At stake 1 the two measures agree, so the grades keep
their measured lines; a decision taken at ×2 or ×4 weighs two or four times as much.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.bids import Bid
from engine.bots.belief import hidden_counts, informative_bids
from engine.bots.moves import own_matches
from engine.bots.tally import at_least, tails
from engine.game import View
from engine.odds import bid_probability, bid_wild, exact_probability
from engine.round import Action
from engine.stake_odds import bid_penalty, call_penalty

MODELS: tuple[str, ...] = ("exact", "hard_reading")


@dataclass(frozen=True)
class Chances:
    """How a model answers the two questions a move asks: does a bid hold, is it exact."""

    holds: Callable[[Bid], float]
    exact: Callable[[Bid], float]


def exact_chances(view: View) -> Chances:
    """The exact odds from ``view``'s own dice (every hidden die independent)."""
    unseen, own, wild = view.unseen, view.own_dice, view.wild
    return Chances(lambda bid: bid_probability(bid, unseen, own, bid_wild(bid, wild)),
                   lambda bid: exact_probability(bid, unseen, own, bid_wild(bid, wild)))


Reading = tuple[list[list[float]], tuple[int, ...], list[list[float]]]


def reading_chances(view: View) -> Chances:
    """The hard bot's reading: hidden hands updated by the faces the others bid (counted with
    wild ones or without, as each bid counts)."""
    readings: dict[bool, Reading] = {}

    def reading(bid: Bid) -> Reading:
        wild = bid_wild(bid, view.wild)
        if wild not in readings:
            hidden = hidden_counts(view, infer=True, wild=wild)
            own = own_matches(view, wild)
            readings[wild] = (hidden, own, [tails(dist, own[face - 1])
                                            for face, dist in enumerate(hidden, start=1)])
        return readings[wild]

    def holds(bid: Bid) -> float:
        return at_least(reading(bid)[2][bid.face - 1], bid.quantity)

    def exact(bid: Bid) -> float:
        hidden, own, _ = reading(bid)
        dist = hidden[bid.face - 1]
        index = bid.quantity - own[bid.face - 1]
        return dist[index] if 0 <= index < len(dist) else 0.0

    return Chances(holds, exact)


def model_of(view: View) -> str:
    """The model that grades ``view``: the hard bot's reading once another player chose a face."""
    return "hard_reading" if informative_bids(view) else "exact"


def chances_of(view: View, model: str) -> Chances:
    """The chances of ``model`` for ``view``."""
    return reading_chances(view) if model == "hard_reading" else exact_chances(view)


def move_name(action: Action) -> str:
    """A move's canonical name, pressure aside: the bid (``5x3``), ``dudo`` or ``calza``."""
    return str(action.bid) if action.bid is not None else str(action.call)


def move_risk(view: View, action: Action, chances: Chances) -> float:
    """The chance ``action`` loses at once, or under penalty scoring its expected penalty
    (see the module docstring)."""
    if view.rules.drinks:
        return penalty_risk(view, action, chances)
    if action.bid is not None:
        return 1 - chances.holds(action.bid)
    standing = view.standing
    if standing is None:  # pragma: no cover - a call always follows a bid
        return 1.0
    if action.call == "dudo":
        return chances.holds(standing)
    return 1 - chances.exact(standing)


def penalty_risk(view: View, action: Action, chances: Chances) -> float:
    """The penalty points ``action`` is expected to cost its player in 大话骰."""
    if action.bid is not None:
        return bid_penalty(chances.holds(action.bid))
    standing = view.standing
    if standing is None:  # pragma: no cover - a call always follows a bid
        return float(view.stake)
    bidder = view.bids[-1][0] == view.seat
    return call_penalty(action.call or "dudo", chances.holds(standing), view.stake, bidder)


def option_risks(view: View, chances: Chances) -> dict[str, float]:
    """Every legal move of ``view`` (pressure aside) with its risk, in the engine's order."""
    return {move_name(action): move_risk(view, action, chances)
            for action in view.legal_actions if not action.pressure}
