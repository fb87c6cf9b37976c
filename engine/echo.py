"""How a message shows back what someone typed: short, and with nothing hidden in it.

A name, a preset or a value taken from input is put into an error message as
at most ``MOST_CHARACTERS`` characters (cut with "…"), with control characters
and the bidirectional-text controls that can reorder a line (U+202E…) written
as visible ``\\u202e`` escapes, so a message never spans lines, never rings a
terminal bell and never shows text in a different order from the one typed.
A whole number longer than ``MOST_DIGITS`` digits is shown by its first digits
and "…": Python cannot write out a number of more than 4300 digits at all.
"""

from __future__ import annotations

import unicodedata

MOST_CHARACTERS = 40
MOST_DIGITS = 20
# Unicode's bidirectional controls (Cf, so not caught by the control-character test):
# marks, embeddings, overrides and isolates.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _visible(char: str) -> str:
    if char in _BIDI or unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp"):
        return f"\\u{ord(char):04x}"
    return char


def has_hidden_characters(text: str) -> bool:
    """Whether ``text`` holds a control or bidirectional character that a message escapes."""
    return any(_visible(char) != char for char in text)


def echo_text(text: str, most: int = MOST_CHARACTERS) -> str:
    """``text`` as a message may show it: hidden characters escaped, at most ``most`` long."""
    pieces = [_visible(char) for char in text[: most + 1]]
    if sum(map(len, pieces)) <= most and len(text) <= most:
        return "".join(pieces)
    shown, length = [], 0
    for piece in pieces:
        if length + len(piece) > most - 1:
            break
        shown.append(piece)
        length += len(piece)
    return "".join(shown) + "…"


def echo_number(value: int) -> str:
    """A whole number as text, its first digits and "…" when it is longer than ``MOST_DIGITS``."""
    sign = "-" if value < 0 else ""
    size = abs(value)
    limit = 10**MOST_DIGITS
    if size < limit:
        return f"{sign}{size}"
    while size >= limit:
        size //= 10 ** max(1, size.bit_length() * 3 // 10 - MOST_DIGITS)
    return f"{sign}{size}…"
