"""Exceptions the engine raises for bad input, each carrying a stable reason code.

Every error names a code from :mod:`engine.messages` plus the parameters its
message needs, so the same error reads naturally in English and in Chinese.
"""

from __future__ import annotations

from typing import Any

from engine.messages import message, messages


class EngineError(ValueError):
    """Base of every error caused by input: a stable code plus message parameters."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message(code, "en", **params))

    @property
    def messages(self) -> dict[str, str]:
        """The error's text in every language, as ``{"en": ..., "zh": ...}``."""
        return messages(self.code, **self.params)

    def message(self, lang: str = "en") -> str:
        """The error's text in one language (``"en"`` or ``"zh"``)."""
        return message(self.code, lang, **self.params)


class BidParseError(EngineError):
    """Text that is not a bid (``0x7``, ``seven``, an empty field…)."""


class RulesError(EngineError):
    """An unknown preset, option or option value, or options that cannot go together."""


class TranscriptError(EngineError):
    """A round transcript the referee cannot judge: its shape, not its moves, is wrong."""


class TableError(EngineError):
    """A table companion's saved game, move or count that cannot be played (``engine.table``)."""
