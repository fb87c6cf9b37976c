"""What a round costs one player, in the currency their game is won in.

The judge ranks moves by their expected cost, so the cost must be what the game rewards:

- an elimination game (classic): the dice the player loses in the round (a die won back
  with a right calza counts -1);
- WANGO's party mode: the points the player gives away (points won count negative);
- 大话骰 (drinks): the penalties the player takes, less the mean of what each other player
  takes: the game ranks players by fewest penalties, so making the bidder pay 2 or 4 after a
  劈 is worth as much as not paying yourself.
"""

from __future__ import annotations

from math import fsum

from engine.resolution import Outcome
from engine.round import Round
from engine.rules import Rules

UNITS = {"classic": "dice", "party": "points", "drinks": "penalties"}


def unit(rules: Rules) -> str:
    """The currency's name: ``dice``, ``points`` or ``penalties``."""
    return UNITS[rules.mode]


def round_cost(before: Round, outcome: Outcome, seat: int) -> float:
    """What the round that ended in ``outcome`` cost ``seat`` (see the module docstring)."""
    seats = before.seats
    name = seats[seat].name
    if before.rules.drinks:
        after = outcome.penalties_after or {}
        paid = [after.get(s.name, s.penalties) - s.penalties for s in seats]
        others = [p for index, p in enumerate(paid) if index != seat]
        return paid[seat] - (fsum(others) / len(others) if others else 0.0)
    if before.rules.party:
        scores = outcome.scores_after or {}
        return float(seats[seat].score - scores.get(name, seats[seat].score))
    return float(-outcome.dice_change.get(name, 0))
