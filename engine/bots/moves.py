"""The legal moves of a view, sorted into bids and calls, and small helpers bots share."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.bids import FACES
from engine.counting import count_matches
from engine.game import View
from engine.round import Action


@dataclass(frozen=True)
class Choices:
    """A view's legal moves: plain bids, the calls, and the moves that may carry pressure."""

    bids: tuple[Action, ...]
    dudo: Action | None
    calza: Action | None
    pressurable: frozenset[Action]

    def pressured(self, action: Action) -> Action:
        """``action`` with pressure attached (``action`` itself if pressure is not legal)."""
        return replace(action, pressure=True) if action in self.pressurable else action


def choices(view: View) -> Choices:
    """Sort ``view.legal_actions`` (the engine's list, so every move offered is legal)."""
    bids: list[Action] = []
    dudo = calza = None
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
    return Choices(tuple(bids), dudo, calza, frozenset(pressurable))


def own_matches(view: View) -> tuple[int, ...]:
    """How many of the player's own dice count toward each face (index face - 1)."""
    return tuple(count_matches(view.own_dice, face, view.wild) for face in FACES)


def fallback(view: View, options: Choices) -> Action:
    """A move when a bot finds nothing better: dudo if possible, else the first legal bid."""
    if options.dudo is not None:
        return options.dudo
    if options.bids:
        return options.bids[0]
    return view.legal_actions[0]
