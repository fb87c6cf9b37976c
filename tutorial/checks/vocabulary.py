"""The vocabulary lint: reader pages speak the players' language, not the project's.

Issue 10, "One vocabulary": words that belong to the project (its referee, transcripts,
rules contract, source numbers, the engine's option keys) stay out of the pages a player
reads. Option keys may appear as ``code`` on the variants page, whose reference table
names them for readers who use the engine or the bid checker's links; nowhere else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.rules import OPTION_NAMES, option_values
from tutorial.checks.markup import blank_not_prose, mask_code_spans, prose_lines

OPTION_KEYS_PAGES = ("variants.md", "variants.zh.md")
"""The pages (under docs/) whose `code` may name option keys."""

# (pattern, what it is) for reader prose outside code; case-insensitive.
PROJECT_WORDS: tuple[tuple[str, str], ...] = (
    (r"\btranscripts?\b", "the referee's input format"),
    (r"\breferee\b", "the engine's referee"),
    (r"\brules contract\b", "the project's specification"),
    (r"\bspec(?:ification)?\b", "the project's specification"),
    (r"\bseeds? \d{3}\b", "a source document's number"),
    (r"\bengine key\b", "an engine name"),
    (r"转录|裁判程序|规则契约|规格书", "the project's own words"),
    (r"种子\s*\d{3}|来源\s*\d{3}", "a source document's number"),
)
_PROJECT = [(re.compile(p, re.IGNORECASE), what) for p, what in PROJECT_WORDS]
_SNAKE = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
_CODE = re.compile(r"(`+)(.+?)\1")


def _engine_words() -> frozenset[str]:
    """Option keys and their snake_case values (``caller_regains``, ``single_die_only``)."""
    values = {str(v) for name in OPTION_NAMES for v in option_values(name)}
    return frozenset(OPTION_NAMES) | frozenset(v for v in values if "_" in v)


@dataclass(frozen=True)
class Finding:
    """A project word on a reader page."""

    line: int
    word: str
    why: str


def find_project_words(markdown: str, page: str) -> list[Finding]:
    """Every project word and misplaced option key in the page (`page` relative to docs/)."""
    keys = _engine_words()
    keys_allowed_in_code = page in OPTION_KEYS_PAGES
    found = []
    for index, line in prose_lines(markdown.split("\n")):
        hits: list[tuple[int, str, str]] = []
        for match in _CODE.finditer(line):
            for word in _SNAKE.finditer(match.group(2)):
                if word.group() in keys and not keys_allowed_in_code:
                    hits.append((match.start(2) + word.start(), word.group(),
                                 "an option key, shown only on the variants page's table"))
        prose = blank_not_prose(mask_code_spans(line))
        hits += [(m.start(), m.group(), "an engine name outside code")
                 for m in _SNAKE.finditer(prose)]
        for pattern, what in _PROJECT:
            hits += [(m.start(), m.group(), what) for m in pattern.finditer(prose)]
        found += [Finding(index + 1, word, why) for _, word, why in sorted(hits)]
    return found
