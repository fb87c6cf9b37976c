"""The ``hard`` bot: reads the table, weighs every move, and bluffs a little.

Its picture of the hidden dice comes from :mod:`engine.bots.belief`: a
Bayesian update of each opponent's hand from the faces that opponent bid this
round, with ones wild or not exactly as the round says (so palifico and
ones-opened rounds are read correctly). It then compares, in one currency
(its own dice lost count -1, a die lost by someone else counts ``+share``,
where ``share`` is 1 heads-up and less at a bigger table):

- dudo: the standing bid fails or holds;
- calza (when the rules offer it): the count is exact or not, with the
  reward the rules give;
- its best raise: someone challenges it with chance ``CALLED``; a raise is
  scored by the chance it holds plus a small push toward higher quantities,
  which leaves less room to the next player.

Now and then (``BLUFF``) it raises on a plausible face that is not its best,
so its bids do not simply mirror its hand. In party mode it adds pressure to
a call or a bid it is very sure of. In 大话骰 each bid is read in its own mode
(斋 or 飞), 劈 is one more move in the same currency (:mod:`engine.bots.stakes`),
and a 劈 or 反劈 is answered from the same belief.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.bots.belief import hidden_counts
from engine.bots.moves import Choices, answer_pi, choices, fallback, own_matches, share_of, wild_for
from engine.bots.stakes import pi_value
from engine.bots.tally import at_least, tails
from engine.game import View
from engine.round import Action
from engine.rules import START_DICE


@dataclass(frozen=True)
class Style:
    """The hard bot's tunable constants (see the module docstring)."""

    called: float = 0.6
    push: float = 0.25
    bluff: float = 0.08
    bluff_slack: float = 0.12
    pressure_call: float = 0.15
    pressure_bid: float = 0.92
    calza_margin: float = 0.05


DEFAULT_STYLE = Style()


@dataclass(frozen=True)
class _Raise:
    action: Action
    holds: float
    score: float


class _Belief:
    """The hidden dice per face, and the tail tables with own dice, for each wildness a
    bid may ask (one in most rounds, both in 大话骰), built when first asked."""

    def __init__(self, view: View) -> None:
        self.view = view
        self.hidden: dict[bool, list[list[float]]] = {}
        self.tables: dict[bool, list[list[float]]] = {}

    def table(self, wild: bool) -> list[list[float]]:
        if wild not in self.tables:
            own = own_matches(self.view, wild)
            self.hidden[wild] = hidden_counts(self.view, infer=True, wild=wild)
            self.tables[wild] = [tails(dist, own[face - 1])
                                 for face, dist in enumerate(self.hidden[wild], start=1)]
        return self.tables[wild]


def _raises(view: View, options: Choices, belief: _Belief, style: Style) -> list[_Raise]:
    dice = max(1, view.dice_in_play)
    out = []
    for action in options.bids:
        bid = action.bid
        if bid is None:
            continue
        holds = at_least(belief.table(wild_for(view, bid))[bid.face - 1], bid.quantity)
        out.append(_Raise(action, holds, holds + style.push * bid.quantity / dice))
    return out


def _pick_raise(raises: list[_Raise], rng: random.Random, style: Style) -> _Raise:
    best = max(raises, key=lambda r: r.score)
    if rng.random() < style.bluff:
        near = [r for r in raises if r is not best and r.score >= best.score - style.bluff_slack
                and r.action.bid is not None and best.action.bid is not None
                and r.action.bid.face != best.action.bid.face]
        if near:
            return rng.choice(near)
    return best


def _calza_value(view: View, exact: float, share: float) -> float:
    if view.rules.calza_reward == "caller_regains":
        gain = 1.0 if len(view.own_dice) < START_DICE else 0.0
    else:
        gain = share
    return exact * gain - (1 - exact)


def decide_hard(view: View, rng: random.Random,
                style: Style = DEFAULT_STYLE) -> tuple[Action, dict[str, Any]]:
    """The hard bot's move and the numbers it weighed (``reason`` names the move it took).

    ``holds`` is its belief that the standing bid holds, ``exact`` that the count is
    exactly the bid (calza), ``bid_holds`` that its best raise holds; ``values`` are the
    scores it compared (one currency: dice, see the module docstring); ``bluff`` says the
    raise was a bluff. Only the rng passed in is used, so a seed replays it.
    """
    options = choices(view)
    own = own_matches(view)
    belief = _Belief(view)
    table = belief.table(view.wild)
    hidden = belief.hidden[view.wild]
    standing = view.standing
    why: dict[str, Any] = {"reason": "fallback", "holds": None, "exact": None,
                           "bid_holds": None, "values": {}, "bluff": False}
    if standing is not None and options.answers:
        holds = at_least(table[standing.face - 1], standing.quantity)
        why.update(reason="hard_answer", holds=holds)
        return answer_pi(view, options, holds), why
    raises = _raises(view, options, belief, style)
    if standing is None:
        if not raises:
            return fallback(view, options), why
        pick = _pick_raise(raises, rng, style)
        why.update(reason="hard_open", bid_holds=pick.holds,
                   bluff=pick is not max(raises, key=lambda r: r.score))
        return pick.action, why
    share = share_of(view)
    holds = at_least(table[standing.face - 1], standing.quantity)
    why["holds"] = holds
    values: list[tuple[float, Action]] = []
    named: dict[int, str] = {}
    if options.dudo is not None:
        values.append((-holds + share * (1 - holds), options.pressured(options.dudo)
                       if holds < style.pressure_call else options.dudo))
        named[len(values) - 1] = "dudo"
    if options.pi is not None:
        values.append((pi_value(holds, share), options.pi))
        named[len(values) - 1] = "pi"
    if options.calza is not None:
        dist = hidden[standing.face - 1]
        index = standing.quantity - own[standing.face - 1]
        exact = dist[index] if 0 <= index < len(dist) else 0.0
        why["exact"] = exact
        values.append((_calza_value(view, exact, share) - style.calza_margin, options.calza))
        named[len(values) - 1] = "calza"
    if raises:
        pick = _pick_raise(raises, rng, style)
        risk = style.called * (share * pick.holds - (1 - pick.holds))
        action = pick.action
        if pick.holds >= style.pressure_bid:
            action = options.pressured(action)
        values.append((risk, action))
        named[len(values) - 1] = "raise"
        why.update(bid_holds=pick.holds, bluff=pick is not max(raises, key=lambda r: r.score))
    if not values:
        return fallback(view, options), why
    chosen = max(range(len(values)), key=lambda i: values[i][0])
    why["values"] = {named[i]: value for i, (value, _) in enumerate(values)}
    why["reason"] = f"hard_{named[chosen]}"
    return values[chosen][1], why


def choose_hard(view: View, rng: random.Random, style: Style = DEFAULT_STYLE) -> Action:
    """The hard bot's move (only the rng passed in is used, so a seed replays it)."""
    return decide_hard(view, rng, style)[0]
