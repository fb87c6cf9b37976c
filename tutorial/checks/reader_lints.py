"""The prose lints over reader text written outside the pages (issue 20).

The pages are linted as the build reads them (`tutorial/plugin.py`); this module runs the
same lints once per build over the worked examples' narrative text, the widgets' catalogue
and the engine's messages (`reader_strings`), and words each finding as a problem naming
the file and line an author edits:

* universal statements (`universals`), in every reader string;
* the terms table (`terms`, issue 43): no word a concept must not be called, in every string;
* numbers: in an example's narrative, each must be one its round and verdict give
  (`example_numbers`); in the widgets' and the engine's messages, each must be a bid shown as
  an input example, or on `docs/prose-numbers.yml`, where an entry with `facts:` is itself
  checked against the engine's value (`check_facts`), so "worth 3 points, not 1" in a
  message is the engine's pressure and plain points, not a copy.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from pathlib import Path

from engine.bids import parse_bid
from engine.errors import EngineError
from engine.rules import make_rules
from tutorial.checks.engine_facts import FACTS, NEEDS_PLAYERS
from tutorial.checks.example_numbers import find_example_numbers, number_value
from tutorial.checks.prose_numbers import ALLOW_FILE as NUMBERS_FILE
from tutorial.checks.prose_numbers import Allowed, number_spans
from tutorial.checks.reader_strings import all_reader_strings, engine_strings, ui_strings
from tutorial.checks.registry import Record
from tutorial.checks.terms import Term, misuses
from tutorial.checks.terms import problem as term_problem
from tutorial.checks.universals import ALLOW_FILE as UNIVERSALS_FILE
from tutorial.checks.universals import Finding, find_universals_in_text

_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
_ANY_NUMBER = re.compile(r"[0-9]+|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten)\b|"
                         r"[零一二两三四五六七八九十]+", re.IGNORECASE)
_FACE_NAME_KEY = re.compile(r"(?:^|\.)face\.[1-6]\.")
_BID_SHAPED = re.compile(
    r"[0-9]+\s*[x×]\s*[0-9]|[0-9]+个[0-9]|[一二两三四五六七八九十]+个[一二三四五六]|"
    r"\b(?:[0-9]+|two|three|four|five|six|seven|eight|nine|ten) "
    r"(?:ones|twos|threes|fours|fives|sixes|aces)\b")


def universal_problem(where: str, finding: Finding) -> str:
    """One universal-statement finding as a build problem, at `where` (FILE:LINE)."""
    return (f"{where}: {finding.word!r} states a rule for every case: name its rule sets or "
            f"situation with a claim ([[every …]], rules=, situations=), qualify it, or list a "
            f"phrase of it in docs/{UNIVERSALS_FILE} with a reason (in: {finding.sentence[:100]})")


def number_problem(where: str, number: str, text: str, why: str) -> str:
    """One unchecked number in reader text as a build problem."""
    return (f"{where}: the number {number!r} is not checked: {why}, or list its phrase in "
            f"docs/{NUMBERS_FILE} with a reason (in: {text[:80]})")


def _blank(text: str, pattern: re.Pattern[str]) -> str:
    return pattern.sub(lambda m: " " * len(m.group()), text)


def _bids_blanked(text: str) -> str:
    """The text with each bid written as an input example (5x3, five threes, 5个3) blanked,
    when the engine reads it as a bid."""
    def blank(match: re.Match[str]) -> str:
        try:
            parse_bid(match.group())
        except EngineError:
            return match.group()
        return " " * len(match.group())
    return _BID_SHAPED.sub(blank, text)


def catalogue_numbers(root: Path, numbers: Sequence[Allowed] = ()) -> list[str]:
    """Numbers in the widgets' and the engine's messages that nothing checks."""
    problems = []
    for string in [*ui_strings(root), *engine_strings(root)]:
        if _FACE_NAME_KEY.search(string.key):
            continue  # a face's name ("six", "六"), not a count
        text = string.text
        for entry in numbers:
            if entry.covers(string.source):
                text = text.replace(entry.phrase, " " * len(entry.phrase))
        text = _bids_blanked(_blank(text, _PLACEHOLDER))
        for start, end in sorted(set(number_spans(text, string.lang))):
            problems.append(number_problem(
                f"{string.source}:{string.line}", text[start:end], string.text,
                "put the engine's value in through a {placeholder}"))
    return problems


def check_facts(numbers: Sequence[Allowed]) -> list[str]:
    """Each allow-list entry with `facts:` states the engine's values, in order."""
    problems = []
    rules = make_rules("wango")
    for entry in numbers:
        if not entry.facts:
            continue
        stated = [number_value(m.group()) for m in _ANY_NUMBER.finditer(entry.phrase)]
        unknown = [f for f in entry.facts if f not in FACTS or f in NEEDS_PLAYERS]
        engine = [FACTS[f](rules, 0) for f in entry.facts if f not in unknown]
        if unknown or stated != engine:
            problems.append(
                f"docs/{NUMBERS_FILE}: the phrase {entry.phrase!r} states "
                f"{[s for s in stated]} but the engine's {', '.join(entry.facts)} "
                f"{'are unknown facts' if unknown else f'is {engine}'}")
    return problems


def check_reader_strings(root: Path, docs_dir: Path, universals: Sequence[Allowed] = (),
                         numbers: Sequence[Allowed] = (),
                         examples: Iterable[Record] = (),
                         terms: Sequence[Term] = ()) -> list[str]:
    """Every finding of the prose lints in the reader strings outside the pages."""
    problems = []
    for string in all_reader_strings(root, docs_dir):
        for finding in find_universals_in_text(string.text, string.lang, string.line,
                                               string.source, universals):
            problems.append(universal_problem(f"{string.source}:{finding.line}", finding))
        for misuse in misuses(string.text, string.lang, terms, string.line):
            problems.append(term_problem(f"{string.source}:{misuse.line}", misuse, string.lang))
    for record in examples:
        if record.example is None or record.verdict is None:
            continue  # the examples check reports what is wrong with it
        page = f"examples/{record.example.id}.yml"
        for number in find_example_numbers(record.example, record.verdict, page, numbers):
            problems.append(number_problem(
                f"{record.path}:{number.line}", number.number, number.text,
                "it is not a number this example's round or verdict gives"))
    return problems + catalogue_numbers(root, numbers) + check_facts(numbers)
