"""大话骰's stakes as a bot weighs them: 开 or 劈, and how to answer a 劈 or a 反劈.

One currency, as the hard bot's: a penalty point the bot takes counts -1, one another
player takes counts ``+share`` (1 heads-up, less at a bigger table). ``holds`` is the
bot's own belief that the standing bid holds; every level passes its own belief (the
normal bot its exact odds, the hard bot its read of the table), so the choices follow the
odds each level already uses.
"""

from __future__ import annotations

from engine.rules import OPEN_STAKE, STAKE_FACTOR

PI_STAKE = OPEN_STAKE * STAKE_FACTOR
FANPI_STAKE = PI_STAKE * STAKE_FACTOR
# What the challenger expects to give up to 反劈 after a 劈 (the bidder answers knowing its
# own dice): a 劈 is worth it only when a plain 开 is worth more than this.
PI_RISK = 0.25


def challenge_value(holds: float, share: float) -> float:
    """The value of 开 on a bid that holds with chance ``holds`` (stake 1)."""
    return OPEN_STAKE * ((1 - holds) * share - holds)


def pi_value(holds: float, share: float) -> float:
    """The value of 劈 instead: the stake doubled, less the risk of a 反劈."""
    return STAKE_FACTOR * challenge_value(holds, share) - PI_RISK


def bidder_answer(holds: float, share: float, fanpi: bool) -> str:
    """The bidder's answer to a 劈: ``open``, ``fanpi`` (when offered) or ``concede``.

    Open pays stake 2 either way; 反劈 doubles it (the caller may then concede, which only
    helps the bidder); conceding costs half of 2."""
    per_point = holds * share - (1 - holds)
    values = {"open": PI_STAKE * per_point, "concede": -PI_STAKE / 2}
    if fanpi:
        values["fanpi"] = FANPI_STAKE * per_point
    return max(values, key=lambda answer: values[answer])


def caller_answer(holds: float, share: float) -> str:
    """The 劈 caller's answer to a 反劈: ``open`` at stake 4, or ``concede`` paying 2."""
    opened = FANPI_STAKE * ((1 - holds) * share - holds)
    return "open" if opened > -FANPI_STAKE / 2 else "concede"
