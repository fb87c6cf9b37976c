"""大话骰's moves priced in penalty points: what each move is expected to cost its player.

The coach and the game review both read a 大话骰 decision this way (spec, "大话骰: the
Chinese bar rules", "Calls and stakes"). ``holds`` is the player's chance that the
standing bid holds (``bid_holds`` for a bid of their own); ``stake`` is the stake standing
when they move (1, 2 after a 劈, 4 after a 反劈):

- a bid: the chance it fails, times the stake a plain 开 would count it at (1);
- 开 (``dudo``): the chance the bid holds, times the stake (1);
- 劈 (``pi``): the chance the bid holds, times the doubled stake (the bidder's 反劈 could
  double it again; that choice is the bidder's, so it is left out);
- ``open`` after a 劈 (the bidder) or after a 反劈 (the 劈 caller): the chance the bidder or
  the caller loses the count, times the stake;
- 反劈 (``fanpi``, the bidder): the chance the bid fails, times the doubled stake (the 劈
  caller may then concede, which only helps the bidder, so this is the most it costs);
- 投降 (``concede``): half the stake, for sure, with no count.

Only the player's own penalties count: what another player drinks is not a cost. At stake 1
a call's expected penalty is its chance of losing, the measure the other rule sets use.
"""

from __future__ import annotations

from engine.rules import OPEN_STAKE, STAKE_FACTOR


def bid_penalty(bid_holds: float) -> float:
    """The expected penalty of making a bid that holds with chance ``bid_holds``."""
    return (1 - bid_holds) * OPEN_STAKE


def call_loss_chance(call: str, holds: float, bidder: bool) -> float:
    """The chance ``call`` goes against the player who makes it, for a player who believes the
    standing bid holds with chance ``holds``; ``bidder`` says whether the player made that bid.
    开, 劈 and the 劈 caller's open lose when the bid holds; 反劈 and the bidder's open lose
    when it fails; 投降 is a sure loss."""
    if call == "concede":
        return 1.0
    if call == "fanpi" or (call == "open" and bidder):
        return 1 - holds
    return holds  # 开 (dudo), 劈, or the 劈 caller's open after a 反劈


def call_penalty(call: str, holds: float, stake: int, bidder: bool) -> float:
    """The expected penalty of ``call`` at ``stake`` (see the module docstring): its chance of
    losing times the stake it is counted at, doubled by 劈 and 反劈; 投降 pays half the stake."""
    if call == "concede":
        return stake / STAKE_FACTOR
    at_stake = stake * STAKE_FACTOR if call in ("pi", "fanpi") else stake
    return call_loss_chance(call, holds, bidder) * at_stake
