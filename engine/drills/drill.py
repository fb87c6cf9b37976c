"""A drill: a position to show, the answers to offer, and the engine's answer with its reason.

A kind module builds a :class:`Drill` from the rules and a seeded ``random.Random``;
the answer, its reason code and its message always come from the engine's own
functions (legality, counting, the referee), never from arithmetic done here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.drills.pages import PAGES, SECTIONS


@dataclass(frozen=True)
class Drill:
    """One question: ``position`` (referee / bid-checker field names), ``choices`` and the answer.

    ``reason`` is a reason code of :mod:`engine.messages` and ``message`` its text in
    every language; ``outcome`` is the referee's outcome when the position ends in a call.
    """

    kind: str
    position: dict[str, Any]
    choices: tuple[str, ...]
    answer: str
    reason: str
    message: dict[str, str]
    outcome: dict[str, Any] | None = None
    typed: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def question(self) -> dict[str, Any]:
        """The question as the widget shows it (no answer in it)."""
        return {"kind": self.kind, **self.position, "choices": list(self.choices),
                "typed": self.typed}

    def verdict(self) -> dict[str, Any]:
        """The engine's answer, its reason code and message, the page (and section, if
        any) that explains it, and the outcome if any."""
        return {"answer": self.answer, "reason": self.reason, "message": self.message,
                "page": PAGES[self.reason], "section": SECTIONS.get(self.reason),
                "outcome": self.outcome}
