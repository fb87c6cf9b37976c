"""Reading one facade operation's arguments, with errors that name the field in en and zh.

``Args`` gives typed access to a decoded JSON object (text, flags, bounded
numbers, dice lists, rules); anything it cannot use raises ``ArgumentError``
with the field it came from, so the widget can mark that input and show the
message in the reader's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from engine.bids import Bid, parse_bid, parse_rules_bid
from engine.errors import EngineError
from engine.messages import PHRASES, phrase, type_name
from engine.rules import START_DICE, Rules, make_rules
from engine.typed_input import dice_parts, number_error, read_dice, read_whole_number

T = TypeVar("T")

# What an argument should have been, for ``field_type`` messages (besides JSON types).
EXPECTED: Mapping[str, Mapping[str, str]] = {
    "object": type_name("object"),
    "text": type_name("string"),
    "list": type_name("list"),
    "boolean": type_name("boolean"),
    "owner": phrase("expected.owner"),
    "names": phrase("expected.names"),
    "move": phrase("expected.move"),
    "judged": phrase("expected.judged"),
}


def quoted(text: str, most: int) -> str:
    """``text`` as an error quotes it: whole up to ``most`` characters, else its first ones and
    an ellipsis (so a long entry is never quoted as a different, shorter one)."""
    return text if len(text) <= most else text[:most - 1] + "…"


class ArgumentError(EngineError):
    """An argument the facade cannot use; ``field`` names which one."""

    def __init__(self, code: str, field: str, **params: Any) -> None:
        super().__init__(code, **params)
        self.field = field


def label(field: str) -> dict[str, str]:
    """How ``field`` is named in a reader's message, in every language."""
    if f"field.{field}" in PHRASES:
        return phrase(f"field.{field}")
    return {"en": field, "zh": field}


def wrong_type(field: str, expected: str) -> ArgumentError:
    """The ``field_type`` error for ``field``, which should have been ``EXPECTED[expected]``."""
    return ArgumentError("field_type", field, where=label(field), expected=EXPECTED[expected])


class Args:
    """Typed access to one operation's arguments, with errors that name the field."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, Mapping):
            raise wrong_type("op", "object")
        self.data = data

    def has(self, field: str) -> bool:
        value = self.data.get(field)
        return value is not None and value != ""

    def text(self, field: str, default: str = "") -> str:
        value = self.data.get(field, default)
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise wrong_type(field, "text")
        return str(value)

    def flag(self, field: str) -> bool:
        value = self.data.get(field, False)
        if value is None:
            return False
        if not isinstance(value, bool):
            raise wrong_type(field, "boolean")
        return value

    def number(self, field: str, low: int, high: int) -> int:
        raw = self.data.get(field)
        value = read_whole_number(raw, low, high)
        if value is None:
            shown = "" if raw is None else quoted(str(raw), 24)
            raise ArgumentError(number_error(raw), field, where=label(field), minimum=low,
                                maximum=high, value=shown)
        return value

    def dice(self, field: str, most: int = START_DICE) -> tuple[int, ...]:
        raw = self.data.get(field) or ""
        parts = dice_parts(raw if isinstance(raw, list) else self.text(field))
        dice = read_dice(parts, most)
        if dice is None:
            raise ArgumentError("invalid_dice_list", field, where=label(field), most=most,
                                value=quoted(" ".join(parts), 40))
        return dice

    def indices(self, field: str, high: int, most: int) -> tuple[int, ...]:
        """At most ``most`` whole numbers from 0 to ``high``: a list, or text split at commas."""
        raw = self.data.get(field) or []
        parts = dice_parts(raw if isinstance(raw, list) else self.text(field))
        values = [read_whole_number(part, 0, high) for part in parts]
        if len(values) > most or None in values:
            raise ArgumentError("field_type", field, where=label(field),
                                expected=phrase("expected.indices", most=most))
        return tuple(v for v in values if v is not None)

    def rules(self) -> Rules:
        options = self.data.get("options") or {}
        if not isinstance(options, Mapping):
            raise wrong_type("options", "object")
        try:
            return make_rules(self.text("rules"), options)
        except EngineError as error:
            field = "rules" if error.code == "unknown_preset" else "options"
            raise ArgumentError(error.code, field, **error.params) from None


def with_field(field: str, action: Callable[[], T]) -> T:
    """Run ``action``; an engine error it raises is reported against ``field``."""
    try:
        return action()
    except ArgumentError:
        raise
    except EngineError as error:
        raise ArgumentError(error.code, field, **error.params) from None


def parse(text: str, field: str, rules: Rules | None = None,
          dice_in_play: int | None = None) -> Bid:
    """A bid read from ``text`` at a table of ``dice_in_play`` (if known; for ``rules``, when
    given: a 斋/飞 mark only where the rules have bid modes); a parse error is reported
    against ``field``."""
    if rules is not None:
        return with_field(field, lambda: parse_rules_bid(text, rules, dice_in_play))
    return with_field(field, lambda: parse_bid(text, dice_in_play))
