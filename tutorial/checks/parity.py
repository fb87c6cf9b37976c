"""EN/ZH parity: a page and its translation state the same things.

Issue 10, "EN/ZH parity": for each page pair (``page.md`` and ``page.zh.md``) the build
compares what can be compared without reading the prose: the worked examples placed, the
claims (by kind and stated answer), the bids mentioned, and the section structure
(headings by level). A difference fails the build unless ``docs/parity-exceptions.yml``
lists it with a reason: ``{page: rules/ones.md, difference: "…", reason: "…"}``, where
``difference`` is the text the check reports.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from tutorial.checks.claims import ClaimError, parse_claim
from tutorial.checks.markup import find_directives, prose_lines
from tutorial.checks.yaml_lines import StrictLoader

EXCEPTIONS_FILE = "parity-exceptions.yml"
_HEADING = re.compile(r"^(#{1,6})\s")


class ParityError(ValueError):
    """The exceptions file cannot be read or an entry is malformed."""


@dataclass(frozen=True)
class PageFacts:
    """What a page states that its translation must state too."""

    examples: Counter[str]
    claims: Counter[str]
    bids: Counter[str]  # bids and presets named by directive
    headings: tuple[int, ...]


def page_facts(markdown: str) -> PageFacts:
    """The comparable content of one page's Markdown."""
    examples: Counter[str] = Counter()
    claims: Counter[str] = Counter()
    bids: Counter[str] = Counter()
    for d in find_directives(markdown):
        words = d.body.split()
        if not words:
            continue
        if words[0] == "example" and len(words) == 2:
            examples[words[1]] += 1
        elif words[0] in ("bid", "preset"):
            bids[" ".join(words[:2])] += 1  # `cap` is English typography, not content
        elif words[0] not in ("odds-table", "bot-ladder"):
            try:
                claim = parse_claim(d.body)
            except ClaimError:
                continue  # the page's own check reports it
            kind = claim.kind.name if claim.universal is None else f"every {claim.kind.name}"
            claims[f"{kind} = {claim.answer}"] += 1
    headings = tuple(len(m.group(1)) for _, line in prose_lines(markdown.split("\n"))
                     if (m := _HEADING.match(line)))
    return PageFacts(examples, claims, bids, headings)


def _counted(label: str, left: Counter[str], right: Counter[str]) -> list[str]:
    found = []
    for item in sorted(set(left) | set(right)):
        if left[item] != right[item]:
            found.append(f"{label} {item!r}: {left[item]} in English, {right[item]} in Chinese")
    return found


def differences(english: str, chinese: str) -> list[str]:
    """What the English page states and the Chinese one does not, or the other way round."""
    en, zh = page_facts(english), page_facts(chinese)
    found = _counted("example", en.examples, zh.examples)
    found += _counted("claim", en.claims, zh.claims)
    found += _counted("bid", en.bids, zh.bids)
    if en.headings != zh.headings:
        found.append(f"sections: headings {list(en.headings)} in English, "
                     f"{list(zh.headings)} in Chinese")
    return found


def load_exceptions(path: Path) -> dict[tuple[str, str], str]:
    """(page, difference) → reason, from ``docs/parity-exceptions.yml``."""
    if not path.exists():
        return {}
    try:
        data: Any = yaml.load(path.read_text(encoding="utf-8"), Loader=StrictLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise ParityError(f"cannot be read: {error}") from None
    if data is None:
        return {}
    if not isinstance(data, list):
        raise ParityError("must be a list of {page, difference, reason} entries")
    out = {}
    for index, entry in enumerate(data, 1):
        if not isinstance(entry, Mapping) or set(entry) != {"page", "difference", "reason"} \
                or not all(isinstance(v, str) and v.strip() for v in entry.values()):
            raise ParityError(f"entry {index} needs exactly page, difference and reason")
        out[(entry["page"], entry["difference"])] = entry["reason"]
    return out


def check_docs(docs_dir: Path, shown: str = "docs") -> list[str]:
    """Every unexplained difference between the page pairs of `docs_dir`, as problems."""
    try:
        exceptions = load_exceptions(docs_dir / EXCEPTIONS_FILE)
    except ParityError as error:
        return [f"{shown}/{EXCEPTIONS_FILE}: {error}"]
    problems = []
    used = set()
    for english in sorted(docs_dir.rglob("*.md")):
        if english.name.endswith(".zh.md"):
            continue
        chinese = english.with_name(english.name.removesuffix(".md") + ".zh.md")
        page = english.relative_to(docs_dir).as_posix()
        if not chinese.exists():
            problems.append(f"{shown}/{page}: has no Chinese page ({chinese.name})")
            continue
        for difference in differences(english.read_text(encoding="utf-8"),
                                      chinese.read_text(encoding="utf-8")):
            if (page, difference) in exceptions:
                used.add((page, difference))
                continue
            problems.append(f"{shown}/{page} and {chinese.name} differ: {difference} (list it "
                            f"in {shown}/{EXCEPTIONS_FILE} with a reason if that is right)")
    problems += [f"{shown}/{EXCEPTIONS_FILE}: the exception for {page} ({difference!r}) no "
                 "longer matches any difference; remove it" for page, difference
                 in sorted(set(exceptions) - used)]
    return problems
