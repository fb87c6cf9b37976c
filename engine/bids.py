"""Bids: the ``Bid`` value, and reading and writing bids in English and Chinese.

The canonical text of a bid is ``QxF`` (``5x3`` = five threes). The parser
also reads ``5×3``, ``5 threes``, ``five threes``, ``5个3``, ``五个三`` and
``5个三`` (and singular faces, aces, full-width digits, the Spanish face
names). A 大话骰 bid may carry its mode: ``4x3z`` / 4个3斋 (斋), ``4x3f`` /
4个3飞 (飞); the mode is kept on the :class:`Bid` and judged by the rules
(:func:`engine.modes.normal_bid`). Anything else raises :class:`BidParseError`
with a message in both languages.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.errors import BidParseError
from engine.rules import MAX_DICE_IN_PLAY, Rules

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
# The largest quantity any bid may name, read by the parser and judged by legality alike.
# No count can pass the largest table's dice, but without a cap a bid of all of them on
# ones may still be raised to another face, which takes twice as many and one more.
MAX_QUANTITY = 2 * MAX_DICE_IN_PLAY + 1

_EN_UNITS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "a": 1, "an": 1, "zero": 0,
}
_EN_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}
_EN_FACES = {
    "one": 1, "ones": 1, "ace": 1, "aces": 1, "bala": 1, "balas": 1,
    "two": 2, "twos": 2, "deuce": 2, "deuces": 2, "tonto": 2, "tontos": 2,
    "three": 3, "threes": 3, "trey": 3, "treys": 3, "tren": 3, "trenes": 3,
    "four": 4, "fours": 4, "cuadra": 4, "cuadras": 4,
    "five": 5, "fives": 5, "quina": 5, "quinas": 5,
    "six": 6, "sixes": 6, "cena": 6, "cenas": 6,
}
_ZH_DIGITS = {
    "零": 0, "〇": 0, "一": 1, "幺": 1, "二": 2, "两": 2, "三": 3, "四": 4,
    "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
}
_EN_FACE_NAMES = {1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes"}
_EN_FACE_SINGULAR = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

_DIGITS = re.compile(r"^[0-9]{1,4}$")
_CANONICAL = re.compile(r"^([0-9]{1,4})\s*[x*]\s*([0-9]{1,4})$")
_CHINESE = re.compile(r"^(\S+?)\s*个\s*(\S+?)(?:点)?$")
_ENGLISH = re.compile(r"^([a-z0-9][a-z0-9\- ]*?)\s+([a-z0-9']+)$")


FEI = "fei"
ZHAI = "zhai"
MODES: tuple[str, ...] = (FEI, ZHAI)


@dataclass(frozen=True, order=True)
class Bid:
    """A claim that at least ``quantity`` dice on the table show ``face``.

    ``mode`` is ``""`` for a bid written without one (every Western bid), else ``fei``
    (飞: ones wild) or ``zhai`` (斋: the face only), as 大话骰 bids are made.
    """

    quantity: int
    face: int
    mode: str = ""

    def __str__(self) -> str:
        return f"{self.quantity}x{self.face}{_mark(self, 'z', 'f')}"


def _mark(bid: Bid, zhai: str, fei: str) -> str:
    """The mode's mark as written after a bid: 飞 goes without one and 斋 adds ``zhai``;
    a bid on ones is always 斋 and goes without, so only a typed ``3x1f`` keeps ``fei``."""
    if bid.face == 1:
        return fei if bid.mode == FEI else ""
    return zhai if bid.mode == ZHAI else ""


def format_bid(bid: Bid, lang: str = "code") -> str:
    """Write a bid: ``code`` gives ``5x3``, ``en`` gives ``5 threes``, ``zh`` gives ``5个3``."""
    if lang == "en" and not bid.mode:
        name = _EN_FACE_SINGULAR if bid.quantity == 1 else _EN_FACE_NAMES
        return f"{bid.quantity} {name[bid.face]}"
    if lang == "zh":
        fei = "飞" if bid.mode == FEI else ""
        return f"{bid.quantity}个{bid.face}{_mark(bid, '斋', fei)}"
    if lang == "en" and bid.mode:
        mark = _mark(bid, " zhai", " fei")
        return f"{format_bid(replace(bid, mode=''), 'en')}{mark}"
    return str(bid)


def localized_bid(bid: Bid) -> dict[str, str]:
    """A bid as a message parameter: ``5x3`` in English text, ``5个3`` in Chinese."""
    return {"en": str(bid), "zh": format_bid(bid, "zh")}


def _digits(text: str) -> int | None:
    return int(text) if _DIGITS.match(text) else None


def _english_number(text: str) -> int | None:
    if text[:1].isdigit():
        return _digits(text)
    words = [w for w in re.split(r"[\s\-]+", text) if w]
    if len(words) == 1:
        if words[0] in _EN_UNITS:
            return _EN_UNITS[words[0]]
        return _EN_TENS.get(words[0])
    if len(words) == 2 and words[0] in _EN_TENS and _EN_UNITS.get(words[1], 0) in range(1, 10):
        return _EN_TENS[words[0]] + _EN_UNITS[words[1]]
    return None


def _english_face(word: str) -> int | None:
    word = word.removesuffix("'s").removesuffix("s'")
    if word in _EN_FACES:
        return _EN_FACES[word]
    bare = word.removesuffix("s")
    if bare[:1].isdigit():
        return _digits(bare)
    return _EN_FACES.get(bare)


def _chinese_number(text: str) -> int | None:
    if text[:1].isdigit():
        return _digits(text)
    if len(text) == 1:
        if text == "十":
            return 10
        return _ZH_DIGITS.get(text)
    if "十" in text:
        head, _, tail = text.partition("十")
        if "十" in tail:
            return None
        tens = 1 if head == "" else _ZH_DIGITS.get(head)
        units = 0 if tail == "" else _ZH_DIGITS.get(tail)
        if tens is None or units is None or (units == 0 and tail != ""):
            return None
        return tens * 10 + units
    return None


# Each written form of a bid: its pattern, then how to read its quantity and its face.
_FORMS: tuple[tuple[re.Pattern[str], Callable[[str], int | None],
                    Callable[[str], int | None]], ...] = (
    (_CANONICAL, _digits, _digits),
    (_CHINESE, _chinese_number, _chinese_number),
    (_ENGLISH, _english_number, _english_face),
)


def _split(text: str) -> tuple[int, int] | None:
    for pattern, read_quantity, read_face in _FORMS:
        if match := pattern.match(text):
            quantity, face = read_quantity(match.group(1)), read_face(match.group(2))
            return None if quantity is None or face is None else (quantity, face)
    return None


# 斋 (zhāi, traditional 齋) and 飞 (fēi, 飛) end a 大话骰 bid: 4个3斋, 四个三飞, or in
# Latin letters 4x3z, 4x3f (also "zhai", "fei"). The mark is read off before the bid is.
_MODE_MARKS: tuple[tuple[str, str], ...] = (
    ("斋", ZHAI), ("齋", ZHAI), ("飞", FEI), ("飛", FEI),
    (" zhai", ZHAI), (" fei", FEI), ("zhai", ZHAI), ("fei", FEI), ("z", ZHAI), ("f", FEI),
)


CHINESE_MODE_MARKS: tuple[str, ...] = ("斋", "齋", "飞", "飛")


def _split_mode(normal: str) -> tuple[str, str]:
    """``normal`` without its trailing mode mark, and the mode (``""`` when none)."""
    for mark, mode in _MODE_MARKS:
        if normal.endswith(mark):
            rest = normal.removesuffix(mark).rstrip()
            # A single letter follows digits only (4x3z), so "5 fives" keeps its f.
            if rest and (mark not in ("z", "f") or rest[-1].isdigit()):
                return rest, mode
    return normal, ""


def parse_bid(text: str, dice_in_play: int | None = None) -> Bid:
    """Read a bid written in any accepted form; raise :class:`BidParseError` otherwise.

    ``dice_in_play``, when the table is known, is what a quantity past any table is
    measured against in the error (the reader's table, not the engine's limit).
    """
    if not isinstance(text, str):
        raise BidParseError("bid_unreadable", text=repr(text)[:40])
    normal = unicodedata.normalize("NFKC", text).strip().lower().replace("×", "x")
    normal = re.sub(r"\s+", " ", normal)
    if not normal:
        raise BidParseError("bid_empty")
    parts = _split(normal)
    mode = ""
    if parts is None:
        body, mode = _split_mode(normal)
        parts = _split(body) if mode else None
    shown = text.strip()
    if len(shown) > 40:
        shown = shown[:39] + "…"
    if parts is None:
        misplaced = any(mark in normal for mark in CHINESE_MODE_MARKS)
        raise BidParseError("bid_mode_misplaced" if misplaced else "bid_unreadable", text=shown)
    quantity, face = parts
    if quantity < 1:
        raise BidParseError("bid_quantity_zero", quantity=quantity)
    if quantity > MAX_QUANTITY and dice_in_play is not None:
        raise BidParseError("bid_quantity_past_table", quantity=quantity, dice=dice_in_play)
    if quantity > MAX_QUANTITY:
        raise BidParseError("bid_quantity_out_of_range", quantity=quantity, maximum=MAX_QUANTITY)
    if face not in FACES:
        raise BidParseError("bid_face_out_of_range", face=face)
    return Bid(quantity, face, mode)


def parse_rules_bid(text: str, rules: Rules, dice_in_play: int | None = None) -> Bid:
    """Read a bid typed for ``rules`` (at a table of ``dice_in_play``, when known): as
    :func:`parse_bid`, and a 斋 or 飞 mark is an input error (``bid_mode_not_in_rules``,
    naming 大话骰) unless the rules call bids that way."""
    bid = parse_bid(text, dice_in_play)
    if bid.mode and not rules.bid_modes:
        raise BidParseError("bid_mode_not_in_rules", bid=localized_bid(bid))
    return bid
