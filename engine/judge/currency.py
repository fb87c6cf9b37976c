"""What a round costs one player, in the currency their game is won in.

The judge ranks moves by their expected cost, so the cost must be what the game rewards:

- an elimination game (classic): the dice the player loses in the round (a die won back
  with a right calza counts -1); a round that wins the player the game (the last other
  player loses their last die) counts ``-GAME_WON``, a gain of two dice: more than any round
  can win back, so ending the game is never graded below a calza that only wins a die back;
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
# What winning the game in a round is worth in an elimination game, in dice: one more than
# the most a round can otherwise give (a right calza wins one die back).
GAME_WON = 2.0


def unit(rules: Rules) -> str:
    """The currency's name: ``dice``, ``points`` or ``penalties``."""
    return UNITS[rules.mode]


def wins_game(before: Round, outcome: Outcome, seat: int) -> bool:
    """Whether the round that ended in ``outcome`` won ``seat`` an elimination game: every
    other player is out of dice and ``seat`` is not."""
    if before.rules.mode != "classic" or len(before.seats) < 2:
        return False
    after = outcome.dice_after
    return after.get(before.seats[seat].name, 0) > 0 and all(
        after.get(other.name, 0) == 0 for index, other in enumerate(before.seats) if index != seat)


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
    if wins_game(before, outcome, seat):
        return -GAME_WON
    return float(-outcome.dice_change.get(name, 0))
