"""The terms table: one word per concept, per language, in every reader string (issue 43).

``docs/terms.yml`` names each concept a player meets, the site's word for it in English and in
Chinese, and the words that must not stand for it (``avoid``: regular expressions, so that a
word may be avoided alone but kept inside a longer term, as 单骰 is kept in 单骰回合). The
build reads every page's prose (outside code, tags and link targets) and every reader string
written outside the pages, and reports each avoided word with its file and line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from tutorial.checks.markup import blank_not_prose, mask_code_spans, prose_lines
from tutorial.checks.yaml_lines import StrictLoader

TERMS_FILE = "terms.yml"
LANGS = ("en", "zh")


class TermsError(ValueError):
    """The terms table cannot be read, or an entry is malformed."""


@dataclass(frozen=True)
class Term:
    """One concept: its words, and the words that must not stand for it, per language."""

    concept: str
    words: Mapping[str, str]
    avoid: Mapping[str, tuple[re.Pattern[str], ...]]


@dataclass(frozen=True)
class Misuse:
    """An avoided word found in reader text: its line, the word and the term it breaks."""

    line: int
    word: str
    term: Term


def load_terms(path: Path) -> list[Term]:
    """The table at ``path``; raises TermsError naming what is wrong."""
    try:
        data: Any = yaml.load(path.read_text(encoding="utf-8"), Loader=StrictLoader)
    except (OSError, yaml.YAMLError) as error:
        raise TermsError(f"cannot be read: {error}") from None
    if not isinstance(data, list):
        raise TermsError("must be a list of terms")
    terms = []
    for number, entry in enumerate(data, 1):
        if not isinstance(entry, dict) or set(entry) - {"concept", "en", "zh", "avoid"} or \
                not all(isinstance(entry.get(key), str) for key in ("concept", "en", "zh")):
            raise TermsError(f"term {number}: write concept, en, zh (words) and avoid")
        avoid = entry.get("avoid", {})
        if not isinstance(avoid, dict) or set(avoid) - set(LANGS):
            raise TermsError(f"term {number} ({entry['concept']}): avoid is a map of en/zh lists")
        patterns: dict[str, tuple[re.Pattern[str], ...]] = {}
        for lang, words in avoid.items():
            if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
                raise TermsError(f"term {number}: avoid.{lang} must be a list of expressions")
            try:
                patterns[lang] = tuple(re.compile(word, re.IGNORECASE) for word in words)
            except re.error as error:
                raise TermsError(f"term {number}: avoid.{lang}: {error}") from None
            if any(p.search(entry[lang]) for p in patterns[lang]):
                raise TermsError(f"term {number}: its own word {entry[lang]!r} is avoided")
        terms.append(Term(entry["concept"], {lang: entry[lang] for lang in LANGS}, patterns))
    return terms


def misuses(text: str, lang: str, terms: Iterable[Term], line: int = 1) -> list[Misuse]:
    """Each avoided word of ``terms`` in ``text`` (its lines counted from ``line``)."""
    found = []
    for offset, row in enumerate(text.split("\n")):
        for term in terms:
            for pattern in term.avoid.get(lang, ()):
                found += [Misuse(line + offset, m.group(), term) for m in pattern.finditer(row)]
    return found


def page_misuses(markdown: str, lang: str, terms: Iterable[Term]) -> list[Misuse]:
    """Each avoided word in a page's prose (outside code, tags, link targets, directives)."""
    terms = list(terms)
    found = []
    for index, row in prose_lines(markdown.split("\n")):
        found += misuses(blank_not_prose(mask_code_spans(row)), lang, terms, index + 1)
    return found


def problem(where: str, misuse: Misuse, lang: str) -> str:
    """One misuse as a build problem at ``where`` (FILE:LINE)."""
    return (f"{where}: {misuse.word!r} is not this site's word for {misuse.term.concept}: "
            f"write {misuse.term.words[lang]!r} (docs/{TERMS_FILE})")
