"""The glossary lint: a glossary term used before a page explains it links to its entry.

Issue 10, "One vocabulary": "A glossary term used before its definition links to it."
Each entry of ``docs/glossary.md`` (and ``glossary.zh.md``) is a paragraph that starts
with its term in bold and ends with an anchor line, ``{: #standing-bid }``; both languages use
the same anchors. On every other page of the same language, the first use of a term
must be one of:

* a link to its entry (``[standing bid](glossary.md#standing-bid)``, any relative path),
* a link to the page that explains it (the page the entry's own "See" link names), or to
  the section of the same page that does,
* the page's own definition of it (the term in bold, ``**standing bid**``),

and a page that the entry itself names as its explanation is not checked for that term;
nor is a page the reader meets after a page that explains the term (the site's navigation
order). Entries marked ``{: #cup .everyday }`` name words every reader knows (cup, game,
hand); they have an anchor to link to but are not checked.
Only later uses may be plain words. Terms are matched whole (English: ignoring case and a
plural ``s``; Chinese: as written), outside code, directives and headings.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from tutorial.checks.markup import mask_code_spans, prose_lines

GLOSSARY = "glossary"
_ANCHOR = re.compile(r"\{:?\s*#(?P<id>[a-z0-9-]+)(?P<everyday>\s+\.everyday)?\s*\}\s*$")
_BOLD = re.compile(r"\*\*\*?(?P<term>[^*]+?)\*?\*\*")
_LINK = re.compile(r"\[(?P<text>[^\]]*)\]\((?P<target>[^)\s]*)\)")
_DIRECTIVE = re.compile(r"\[\[.*?\]\]")
_HEADING = re.compile(r"^\s*#{1,6}\s")
_CJK = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Term:
    """One glossary entry: its anchor, the words that name it, and the page it points to."""

    anchor: str
    words: tuple[str, ...]
    see: str | None  # the page (relative to docs/) the entry's "See" link names
    line: int


@dataclass(frozen=True)
class Finding:
    """A term's first use on a page that neither links to it nor defines it."""

    line: int
    word: str
    anchor: str


def _names(bold: str, lang: str) -> list[str]:
    """The names one bold span gives: 'Wild ones, aces' → both; '数量、点数' → both."""
    parts = re.split(r"[、,，/]\s*", bold.replace('"', "").replace("“", "").replace("”", ""))
    names = [p.strip(" *.") for p in parts]  # a call keeps its "!": Dudo!, not the game Dudo
    if lang == "en":
        return [n for n in names if n and not _CJK.search(n)]
    return [n for n in names if n and _CJK.search(n)]


def read_glossary(markdown: str, lang: str) -> list[Term]:
    """The entries of a glossary page: paragraphs that start with a bold term and end with
    an anchor. The words are the bold spans before the entry's dash or colon."""
    terms = []
    lines = markdown.split("\n")
    start: int | None = None
    for index, line in enumerate([*lines, ""]):
        if start is None and line.startswith("**"):
            start = index
        if start is not None and not line.strip():
            paragraph = " ".join(lines[start:index])
            anchor = _ANCHOR.search(paragraph)
            if anchor and not anchor.group("everyday"):
                head = re.split(r" — |：", paragraph, maxsplit=1)[0]
                spans = head.split("**")[1::2]
                words = [w for span in spans for w in _names(span.replace("*", ""), lang)]
                see = [m.group("target") for m in _LINK.finditer(paragraph)
                       if m.group("target").endswith(".md") or ".md#" in m.group("target")]
                terms.append(Term(anchor.group("id"), tuple(words),
                                  see[-1].split("#")[0] if see else None, start + 1))
            start = None
    return terms


def _pattern(word: str, lang: str) -> re.Pattern[str]:
    if lang == "en":
        return re.compile(rf"(?<![\w-]){re.escape(word)}(?:s|es)?(?![\w-])", re.IGNORECASE)
    return re.compile(re.escape(word))


def _target_page(page: str, target: str) -> str:
    """A link target of `page` as a path under docs/ (``../glossary.md`` → ``glossary.md``)."""
    path = PurePosixPath(page).parent / target.split("#")[0]
    parts: list[str] = []
    for part in path.parts:
        if part == "..":
            if parts:
                parts.pop()
        elif part != ".":
            parts.append(part)
    return "/".join(parts)


def _glossary_page(lang: str) -> str:
    return f"{GLOSSARY}.zh.md" if lang == "zh" else f"{GLOSSARY}.md"


def _links_to(page: str, line: str, at: int, term: Term) -> bool:
    """Whether the use at `at` is inside a link to the term's entry or to its page."""
    for link in _LINK.finditer(line):
        if link.start() <= at < link.end():
            target = link.group("target")
            if target.startswith("#"):
                return True  # to the section of this page that explains it
            to = _target_page(page, target)
            if to in (f"{GLOSSARY}.md", f"{GLOSSARY}.zh.md"):
                return target.endswith(f"#{term.anchor}")
            return term.see is not None and _stem(to) == _stem(term.see)
    return False


def _stem(page: str) -> str:
    return page.removesuffix(".md").removesuffix(".zh")


@functools.lru_cache(maxsize=8)
def _prose(markdown: str) -> tuple[tuple[int, str, str, tuple[tuple[int, int], ...]], ...]:
    """The page's prose lines, each masked once for every term it is searched for: (line
    index, line, the line with code, directives and link targets blanked, its bold spans)."""
    lines = []
    for index, line in prose_lines(markdown.split("\n")):
        if _HEADING.match(line):
            continue
        masked = _DIRECTIVE.sub(lambda m: " " * len(m.group()), mask_code_spans(line))
        masked = re.sub(r"\]\([^)]*\)", lambda m: "]" + " " * (len(m.group()) - 1), masked)
        bold = tuple((b.start(), b.end()) for b in _BOLD.finditer(masked))
        lines.append((index, line, masked, bold))
    return tuple(lines)


def _uses(markdown: str, term: Term, lang: str) -> list[tuple[int, str, int, str, bool]]:
    """Every use of the term in reading order: (line index, line, column, word, in bold)."""
    patterns = [_pattern(w, lang) for w in term.words]
    found = []
    for index, line, masked, bold in _prose(markdown):
        hits = sorted({(m.start(), m.group()) for p in patterns for m in p.finditer(masked)})
        found += [(index, line, at, word, any(a <= at < b for a, b in bold))
                  for at, word in hits]
    return found


def defines(markdown: str, page: str, term: Term, lang: str) -> bool:
    """Whether the page explains the term: it is the entry's own page, or writes it in bold."""
    if term.see is not None and _stem(page) == _stem(term.see):
        return True
    return any(in_bold for *_, in_bold in _uses(markdown, term, lang))


def find_unlinked_terms(markdown: str, page: str, lang: str, terms: Sequence[Term],
                        known: frozenset[str] = frozenset()) -> list[Finding]:
    """The first use of each term on `page` (relative to docs/) that comes before the page
    explains it and does not link to its entry (or to the page that explains it). Terms in
    `known` (anchors) were explained by a page the reader meets earlier and are not checked."""
    if PurePosixPath(page).name in (f"{GLOSSARY}.md", f"{GLOSSARY}.zh.md"):
        return []
    found = []
    for term in terms:
        if term.anchor in known or (term.see is not None and _stem(page) == _stem(term.see)):
            continue
        uses = _uses(markdown, term, lang)
        if not uses:
            continue
        index, line, at, word, in_bold = uses[0]
        if not in_bold and not _links_to(page, line, at, term):
            found.append(Finding(index + 1, word, term.anchor))
    return sorted(found, key=lambda f: f.line)


def check_pages(pages: Sequence[tuple[str, str]], lang: str,
                glossary: str) -> list[tuple[str, Finding]]:
    """Every unlinked first use on `pages`, given as (path under docs/, Markdown) in the
    order a reader meets them (the site's navigation); a term explained by an earlier page
    counts as known on the pages after it."""
    terms = read_glossary(glossary, lang)
    known: set[str] = set()
    problems = []
    for page, markdown in pages:
        problems += [(page, f) for f in find_unlinked_terms(markdown, page, lang, terms,
                                                           frozenset(known))]
        known |= {t.anchor for t in terms if defines(markdown, page, t, lang)}
    return problems


def nav_pages(nav: Any) -> list[str]:
    """The pages of an MkDocs ``nav`` (titles mapped to paths, sections to lists), in order."""
    found: list[str] = []
    items = nav if isinstance(nav, list) else [nav]
    for item in items:
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            for value in item.values():
                found += [value] if isinstance(value, str) else nav_pages(value)
    return [p for p in found if p.endswith(".md")]


def check_docs(docs_dir: Path, nav: Any, shown: str = "docs") -> list[str]:
    """Every unlinked first use of a glossary term on the pages of `docs_dir`, both
    languages, read in the order of `nav` (pages it does not list come after, by path)."""
    english = nav_pages(nav)
    english += sorted(p.relative_to(docs_dir).as_posix() for p in docs_dir.rglob("*.md")
                      if not p.name.endswith(".zh.md")
                      and p.relative_to(docs_dir).as_posix() not in english)
    problems = []
    for lang in ("en", "zh"):
        names = [p if lang == "en" else p.removesuffix(".md") + ".zh.md" for p in english]
        glossary = docs_dir / _glossary_page(lang)
        if not glossary.exists():
            continue
        pages = [(n, (docs_dir / n).read_text(encoding="utf-8")) for n in names
                 if (docs_dir / n).exists()]
        for page, finding in check_pages(pages, lang, glossary.read_text(encoding="utf-8")):
            problems.append(
                f"{shown}/{page}:{finding.line}: the glossary term {finding.word!r} is used "
                f"before the page explains it: link its first use to its entry, "
                f"[{finding.word}](…/{GLOSSARY}.md#{finding.anchor}), or write it in bold "
                f"where the page explains it")
    return problems
