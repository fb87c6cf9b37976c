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
from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Any

from engine.bots.belief import Posteriors, hidden_counts, informative_bids
from engine.bots.chance import flip
from engine.bots.moves import (
    Choices,
    answer_pi,
    bid_runs,
    choices,
    fallback,
    own_matches,
    share_of,
    wild_for,
)
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


def evidence_key(view: View, wild: bool) -> Hashable:
    """What :func:`engine.bots.belief.hidden_counts` reads of a view: whose dice are hidden,
    who freely bid which faces, and whether ones count."""
    evidence = informative_bids(view)
    return (view.seat, view.dice_counts, tuple(sorted((s, tuple(f)) for s, f in evidence.items())),
            wild)


@dataclass(frozen=True)
class _Group:
    """The legal raises on one face in one mode (a run of the legal moves), with each
    raise's push toward higher quantities (``push * quantity / dice``)."""

    wild: bool
    face: int
    actions: tuple[Action, ...]
    quantities: tuple[int, ...]
    pushes: tuple[float, ...]


# A group's raises scored for one own count of its face: holds, scores, the best's index.
_Scored = tuple[list[float], list[float], int]


class Shared:
    """What the views of one decision share when they differ only in their own dice (the
    hands a player may hold there): the legal moves sorted and grouped, the reading of the
    bids per wildness, the tail tables and the scored raises per face and own count, and
    each hand's plan. ``readings`` may be shared wider, by every decision of a table: the
    reading of the bids depends only on who bid which faces (:func:`evidence_key`)."""

    def __init__(self, readings: dict[Hashable, list[list[float]]] | None = None,
                 posteriors: Posteriors | None = None,
                 moves: tuple[Choices, tuple[_Group, ...]] | None = None) -> None:
        self.readings = readings
        self.posteriors = posteriors
        self.options: Choices | None = moves[0] if moves else None
        self.groups: tuple[_Group, ...] | None = moves[1] if moves else None
        self.hidden: dict[bool, list[list[float]]] = {}
        self.tails: dict[tuple[bool, int, int], list[float]] = {}
        self.scored: dict[tuple[int, int], _Scored] = {}
        self.plans: dict[tuple[int, ...], _Plan] = {}


def moves_of(view: View, style: Style = DEFAULT_STYLE) -> tuple[Choices, tuple[_Group, ...]]:
    """A view's legal moves as the hard bot sorts and groups them (for a :class:`Shared` of
    another decision with the same legal moves)."""
    options = choices(view)
    return options, _groups(view, options, style)


def _groups(view: View, options: Choices, style: Style) -> tuple[_Group, ...]:
    dice = max(1, view.dice_in_play)
    groups = []
    for run in bid_runs(options):
        bids = [action.bid for action in run if action.bid is not None]
        groups.append(_Group(wild_for(view, bids[0]), bids[0].face, tuple(run),
                             tuple(b.quantity for b in bids),
                             tuple(style.push * b.quantity / dice for b in bids)))
    return tuple(groups)


class _Belief:
    """The hidden dice per face, and the tail tables with own dice, for each wildness a
    bid may ask (one in most rounds, both in 大话骰), built when first asked and kept in
    ``shared`` (the hidden dice's reading depends on the bids and the dice counts alone)."""

    def __init__(self, view: View, shared: Shared) -> None:
        self.view = view
        self.shared = shared
        self.own: dict[bool, tuple[int, ...]] = {}

    def hidden(self, wild: bool) -> list[list[float]]:
        shared = self.shared
        if wild not in shared.hidden:
            if shared.readings is None:
                shared.hidden[wild] = hidden_counts(self.view, infer=True, wild=wild)
            else:
                key = evidence_key(self.view, wild)
                if key not in shared.readings:
                    shared.readings[key] = hidden_counts(self.view, True, wild, shared.posteriors)
                shared.hidden[wild] = shared.readings[key]
        return shared.hidden[wild]

    def own_count(self, wild: bool, face: int) -> int:
        if wild not in self.own:
            self.own[wild] = own_matches(self.view, wild)
        return self.own[wild][face - 1]

    def tail(self, wild: bool, face: int) -> list[float]:
        """P(the table's matches of ``face`` >= q), by q, with this player's own dice."""
        own = self.own_count(wild, face)
        key = (wild, face, own)
        known = self.shared.tails
        if key not in known:
            known[key] = tails(self.hidden(wild)[face - 1], own)
        return known[key]

    def scored(self, index: int, group: _Group) -> _Scored:
        """``group``'s raises scored with this player's own count of its face."""
        key = (index, self.own_count(group.wild, group.face))
        known = self.shared.scored
        if key not in known:
            tail = self.tail(group.wild, group.face)
            holds = [at_least(tail, q) for q in group.quantities]
            scores = [h + push for h, push in zip(holds, group.pushes, strict=True)]
            known[key] = (holds, scores, scores.index(max(scores)))
        return known[key]


class _Raises:
    """One hand's raises, group by group (see :class:`_Group`), and the best of them."""

    def __init__(self, groups: tuple[_Group, ...], scored: tuple[_Scored, ...], best: _Raise,
                 slack: float) -> None:
        self.groups = groups
        self.scored = scored
        self.best = best
        self.slack = slack
        self._near: list[_Raise] | None = None

    @property
    def near(self) -> list[_Raise]:
        """The plausible raises on other faces the bot may bluff with instead of the best."""
        if self._near is None:
            line = self.best.score - self.slack
            face = self.best.action.bid.face if self.best.action.bid is not None else 0
            self._near = [
                _Raise(action, holds[i], scores[i])
                for group, (holds, scores, _) in zip(self.groups, self.scored, strict=True)
                if group.face != face
                for i, action in enumerate(group.actions) if scores[i] >= line]
        return self._near


def _raises(view: View, options: Choices, belief: _Belief, style: Style) -> _Raises | None:
    shared = belief.shared
    if shared.groups is None:
        shared.groups = _groups(view, options, style)
    if not shared.groups:
        return None
    scored = tuple(belief.scored(i, group) for i, group in enumerate(shared.groups))
    top, top_i = 0, scored[0][2]
    for index, (_, scores, best_i) in enumerate(scored):
        if scores[best_i] > scored[top][1][top_i]:  # the first of equal scores, as max() does
            top, top_i = index, best_i
    holds, scores, _ = scored[top]
    best = _Raise(shared.groups[top].actions[top_i], holds[top_i], scores[top_i])
    return _Raises(shared.groups, scored, best, style.bluff_slack)


def _pick_raise(raises: _Raises, rng: random.Random, style: Style) -> _Raise:
    """The raise chance picks: now and then (``bluff``) any plausible one on another face."""
    if flip(rng, style.bluff):
        near = raises.near
        if near:
            return rng.choice(near)
    return raises.best


def _pick_chances(raises: _Raises, style: Style) -> list[tuple[_Raise, float]]:
    """Each raise :func:`_pick_raise` may pick, with its chance."""
    near = raises.near
    if not near:
        return [(raises.best, 1.0)]
    return [(raises.best, 1.0 - style.bluff), *((r, style.bluff / len(near)) for r in near)]


def _calza_value(view: View, exact: float, share: float) -> float:
    if view.rules.calza_reward == "caller_regains":
        gain = 1.0 if len(view.own_dice) < START_DICE else 0.0
    else:
        gain = share
    return exact * gain - (1 - exact)


@dataclass(frozen=True)
class _Plan:
    """Everything the hard bot weighs before chance has its say: a move already decided
    (``move``), or the calls' values (the best first of equals in ``best_call``) and the
    raises it may pick from."""

    why: dict[str, Any]
    move: Action | None = None
    values: tuple[tuple[float, Action, str], ...] = ()
    raises: _Raises | None = None
    pressured: frozenset[Action] = frozenset()
    opening: bool = False
    share: float = 1.0

    @property
    def best_call(self) -> tuple[float, Action, str] | None:
        """The call of highest value (the first listed of equals), if any."""
        return max(self.values, key=lambda value: value[0]) if self.values else None


def _plan(view: View, style: Style, shared: Shared) -> _Plan:
    if shared.options is None:
        shared.options = choices(view)
    options = shared.options
    belief = _Belief(view, shared)
    standing = view.standing
    why: dict[str, Any] = {"reason": "fallback", "holds": None, "exact": None,
                           "bid_holds": None, "values": {}, "bluff": False}
    if standing is not None and options.answers:
        holds = at_least(belief.tail(view.wild, standing.face), standing.quantity)
        why.update(reason="hard_answer", holds=holds)
        return _Plan(why, answer_pi(view, options, holds))
    raises = _raises(view, options, belief, style)
    if standing is None:
        if raises is None:
            return _Plan(why, fallback(view, options))
        why["reason"] = "hard_open"
        return _Plan(why, raises=raises, opening=True)
    share = share_of(view)
    holds = at_least(belief.tail(view.wild, standing.face), standing.quantity)
    why["holds"] = holds
    values: list[tuple[float, Action, str]] = []
    if options.dudo is not None:
        values.append((-holds + share * (1 - holds), options.pressured(options.dudo)
                       if holds < style.pressure_call else options.dudo, "dudo"))
    if options.pi is not None:
        values.append((pi_value(holds, share), options.pi, "pi"))
    if options.calza is not None:
        dist = belief.hidden(view.wild)[standing.face - 1]
        index = standing.quantity - belief.own_count(view.wild, standing.face)
        exact = dist[index] if 0 <= index < len(dist) else 0.0
        why["exact"] = exact
        values.append((_calza_value(view, exact, share) - style.calza_margin, options.calza,
                       "calza"))
    if raises is None and not values:
        return _Plan(why, fallback(view, options))
    return _Plan(why, values=tuple(values), raises=raises, pressured=options.pressurable,
                 share=share)


def _choice(plan: _Plan, pick: _Raise | None, style: Style,
            ) -> tuple[Action, str, float | None]:
    """The move of ``plan`` once chance has picked the raise (``None``: none to pick), what
    won (``raise`` or a call's name), and the raise's value against the calls."""
    if plan.move is not None:
        return plan.move, "", None
    best_call = plan.best_call
    if pick is None:
        if best_call is None:  # pragma: no cover - a plan without a move has raises or calls
            raise ValueError("nothing to choose")
        return best_call[1], best_call[2], None
    if plan.opening:
        return pick.action, "raise", None
    risk = style.called * (plan.share * pick.holds - (1 - pick.holds))
    if best_call is not None and risk <= best_call[0]:  # the first of equal values wins
        return best_call[1], best_call[2], risk
    action = pick.action
    if pick.holds >= style.pressure_bid and action in plan.pressured:
        action = replace(action, pressure=True)
    return action, "raise", risk


def _settle(plan: _Plan, pick: _Raise | None, style: Style) -> tuple[Action, dict[str, Any]]:
    """The move of ``plan`` once chance has picked the raise, and the numbers it weighed."""
    action, won, risk = _choice(plan, pick, style)
    why = dict(plan.why)
    if plan.move is not None:
        return action, why
    if pick is not None and plan.raises is not None:
        why.update(bid_holds=pick.holds, bluff=pick is not plan.raises.best)
        if plan.opening:
            return action, why
    values = {name: value for value, _, name in plan.values}
    if risk is not None:
        values["raise"] = risk
    why["values"] = values
    why["reason"] = f"hard_{won}"
    return action, why


def _planned(view: View, style: Style, shared: Shared | None) -> _Plan:
    if shared is None:
        return _plan(view, style, Shared())
    plan = shared.plans.get(view.own_dice)
    if plan is None:
        plan = shared.plans[view.own_dice] = _plan(view, style, shared)
    return plan


def decide_hard(view: View, rng: random.Random, style: Style = DEFAULT_STYLE,
                shared: Shared | None = None) -> tuple[Action, dict[str, Any]]:
    """The hard bot's move and the numbers it weighed (``reason`` names the move it took).

    ``holds`` is its belief that the standing bid holds, ``exact`` that the count is
    exactly the bid (calza), ``bid_holds`` that its best raise holds; ``values`` are the
    scores it compared (one currency: dice, see the module docstring); ``bluff`` says the
    raise was a bluff. Only the rng passed in is used, so a seed replays it. ``shared``
    (see :class:`Shared`) lets the views of one decision share the work their own dice do
    not change.
    """
    plan = _planned(view, style, shared)
    pick = _pick_raise(plan.raises, rng, style) if plan.move is None and plan.raises else None
    return _settle(plan, pick, style)


def choose_hard(view: View, rng: random.Random, style: Style = DEFAULT_STYLE) -> Action:
    """The hard bot's move (only the rng passed in is used, so a seed replays it)."""
    return decide_hard(view, rng, style)[0]


def policy_hard(view: View, shared: Shared | None = None,
                style: Style = DEFAULT_STYLE) -> dict[Action, float]:
    """Every move the hard bot may make in ``view``, with its chance: the moves of
    :func:`decide_hard` for each raise chance may pick (:func:`_pick_chances`)."""
    plan = _planned(view, style, shared)
    if plan.move is not None or plan.raises is None:
        return {_choice(plan, None, style)[0]: 1.0}
    moves: dict[Action, float] = {}
    for pick, chance in _pick_chances(plan.raises, style):
        action = _choice(plan, pick, style)[0]
        moves[action] = moves.get(action, 0.0) + chance
    return moves
