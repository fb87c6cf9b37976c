"""Whole numbers and dice lists as a person types them, read the same way everywhere.

The command line (``engine/cli.py``) and the browser facade (``engine/webapi``)
both take counts such as "dice in play" and dice lists such as "your dice"
from people. Both read them here and only differ in how they name the field
in the error (a flag such as ``--own``, or a form field in the reader's
language). A reader returns ``None`` for anything it cannot use, so nothing
is ever guessed: ``1_0``, ``+5``, ``٥`` or ``5.0`` are not numbers here, though
Python's ``int()`` would take the first three.
"""

from __future__ import annotations

DIE_FACES = ("1", "2", "3", "4", "5", "6")
MOST_DIGITS = 30  # far past any bound here (2**63 has 19), far below int()'s 4300-digit limit


def read_whole_number(raw: object, low: int, high: int) -> int | None:
    """``raw`` (an int, or ASCII digits with spaces around) if it lies in ``low..high``."""
    value: int | None = None
    if isinstance(raw, int) and not isinstance(raw, bool):
        value = raw
    elif isinstance(raw, str):
        text = raw.strip()
        if text.isascii() and text.isdigit() and len(text.lstrip("0")) <= MOST_DIGITS:
            value = int(text)
    return value if value is not None and low <= value <= high else None


def number_error(raw: object) -> str:
    """The reason code when ``raw`` is not a number: nothing typed yet, or something else."""
    blank = raw is None or (isinstance(raw, str) and not raw.strip())
    return "number_empty" if blank else "invalid_number"


def dice_parts(raw: object) -> list[str]:
    """The pieces of a dice list: list items, or words split at spaces and commas."""
    if isinstance(raw, list):
        return [str(item) for item in raw]
    return str(raw).replace(",", " ").split()


def read_dice(parts: list[str], most: int) -> tuple[int, ...] | None:
    """The dice named by ``parts``, if there are at most ``most`` and each is a face 1-6."""
    if len(parts) > most or not all(part in DIE_FACES for part in parts):
        return None
    return tuple(int(part) for part in parts)
