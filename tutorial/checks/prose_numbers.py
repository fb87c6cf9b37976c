"""The numbers lint: a number in reader prose is a checked claim, code, or a reviewed exception.

Issue 10, "Retellings are claims": every number a page states is either inside a
``[[...]]`` directive (a claim the engine checks, or a bid the engine reads), inside
code, or on the allow-list ``docs/prose-numbers.yml``, where each entry gives a phrase, the
pages it may appear on (optional) and the reason it is not a claim. The lint reads the
page's Markdown outside code, directives, HTML tags, link targets and attribute lists, and
flags:

* digits (``5``, ``2.5``, ``５``), except the number of an ordered-list item and digits
  that end a name (``S1``, a source's code);
* English number words from two up (``two`` … ``twenty``, ``thirty``, ``hundred``); ``one``
  is left alone, it is more often a pronoun than a count;
* Chinese numerals before a measure word (``五颗``, ``两次``, ``十二轮``) and fractions
  (``三分之一``); ``一`` alone is left alone, it is more often "a" than a count, and an
  ordinal (``第二轮``) is not a count, as English ordinals ("the second round") are not.

Faces are not counts: a lone digit 1–6 that no measure word follows (``1 点``, ``叫 1``,
``1 万能``) names a face in Chinese prose and is not flagged.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from tutorial.checks.markup import blank_not_prose, mask_code_spans, prose_lines
from tutorial.checks.yaml_lines import StrictLoader

ALLOW_FILE = "prose-numbers.yml"
ENTRY_KEYS = ("phrase", "reason", "pages", "facts")

_MEASURES = "个颗点次轮分人名位倍局家成种条口"
_EN_WORDS = re.compile(
    r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|"
    r"eighty|ninety|hundred|thousand)\b", re.IGNORECASE)
_ZH_WORDS = re.compile(r"[一二两三四五六七八九十百]+分之[一二三四五六七八九十百]+|"
                       rf"[零两二三四五六七八九十百千]+(?=[{_MEASURES}])|十[一二三四五六七八九]")
_DIGITS = re.compile(r"[0-9０-９]+(?:[.．][0-9０-９]+)?")
_ORDERED_ITEM = re.compile(r"^(\s*)[0-9]+[.)](?=\s)")


class AllowListError(ValueError):
    """The allow-list file cannot be read or an entry is malformed."""


@dataclass(frozen=True)
class Allowed:
    """One reviewed exception: a phrase, where it may appear, and why it is not a claim."""

    phrase: str
    reason: str
    pages: tuple[str, ...] = ()
    facts: tuple[str, ...] = ()
    """Engine facts (`tutorial/checks/engine_facts.py`) that the phrase's numbers state, in
    order: such an entry is not an exception but a claim, checked by `check_facts`."""

    def covers(self, page: str) -> bool:
        return not self.pages or page in self.pages


@dataclass(frozen=True)
class Finding:
    """A number in reader prose that no claim, code or allow-list entry covers."""

    line: int
    number: str
    text: str


def load_allow_list(path: Path) -> list[Allowed]:
    """Read ``docs/prose-numbers.yml``: a list of ``{phrase, reason, pages?}``."""
    if not path.exists():
        return []
    try:
        data: Any = yaml.load(path.read_text(encoding="utf-8"), Loader=StrictLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise AllowListError(f"cannot be read: {error}") from None
    if not isinstance(data, list):
        raise AllowListError("must be a list of {phrase, reason, pages} entries")
    entries = []
    for index, entry in enumerate(data, 1):
        if not isinstance(entry, Mapping) or set(entry) - set(ENTRY_KEYS) or \
                not isinstance(entry.get("phrase"), str) or not entry["phrase"].strip() or \
                not isinstance(entry.get("reason"), str) or not entry["reason"].strip():
            raise AllowListError(f"entry {index} must have a phrase and a reason (and may "
                                 "list pages)")
        pages = entry.get("pages", [])
        if not isinstance(pages, list) or not all(isinstance(p, str) for p in pages):
            raise AllowListError(f"entry {index}: pages must be a list of docs paths")
        facts = entry.get("facts", [])
        if not isinstance(facts, list) or not all(isinstance(f, str) for f in facts):
            raise AllowListError(f"entry {index}: facts must be a list of engine fact names")
        entries.append(Allowed(entry["phrase"], entry["reason"], tuple(pages), tuple(facts)))
    return entries


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _numbers(line: str, lang: str) -> Iterator[tuple[int, int]]:
    """Spans of the numbers the lint reads in one masked line of prose."""
    for match in _DIGITS.finditer(line):
        before = line[match.start() - 1] if match.start() else ""
        if before.isascii() and before.isalpha():
            continue  # part of a name such as S1 (a source's code), not a number
        if lang == "zh" and len(match.group()) == 1 and match.group() in "123456":
            rest = line[match.end():].lstrip()
            if not rest or rest[0] not in _MEASURES + "%％" or rest[0] == "点":
                continue  # a face: 1 点, 叫 1, 5个3's 3
        yield match.span()
    words = _EN_WORDS if lang == "en" else _ZH_WORDS
    for match in words.finditer(line):
        if lang == "zh" and line[:match.start()].endswith("第"):
            continue  # an ordinal (第二轮, 第三次), as "the second round" is in English
        yield match.span()


def find_numbers(markdown: str, lang: str, page: str,
                 allowed: Sequence[Allowed] = ()) -> list[Finding]:
    """Every number in the page's reader prose that nothing covers, in reading order."""
    found = []
    lines = markdown.split("\n")
    for index, line in prose_lines(lines):
        masked = _ORDERED_ITEM.sub(lambda m: m.group(1) + " " * (len(m.group()) - len(
            m.group(1))), mask_code_spans(line))
        masked = blank_not_prose(masked)
        for entry in allowed:
            if entry.covers(page):
                for match in re.finditer(re.escape(entry.phrase), masked):
                    masked = _blank(masked, *match.span())
        for start, end in sorted(set(_numbers(masked, lang))):
            found.append(Finding(index + 1, masked[start:end], line.strip()))
    return found


number_spans = _numbers
"""The spans of the numbers the lint reads in one line of text, for the lints of reader text
written outside the pages (`example_numbers`, `reader_lints`)."""
