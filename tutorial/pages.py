"""Processing one page: replacing `[[...]]` directives and collecting every problem found.

On a page about some games (``games:`` in its front matter, issue 43), each claim is checked
under every game of the passage it sits in (``tutorial/checks/game_marks.py``), since the
reader of any of them may see it.

Block directives (`[[example ID]]`, `[[odds-table wild|nowild]]`, `[[bot-ladder]]`,
`[[grade-lines]]`, the home page's `[[game-chooser]]`) become
placeholders that `fill_placeholders` swaps for HTML once Markdown has run, so
they work anywhere (lists, admonitions, tabs). Inline claims become their checked value in a
`<span class="claim">` that Markdown cannot re-read as structure (`claim_span`).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from engine.bids import parse_bid
from engine.errors import EngineError
from engine.rules import PRESETS
from tutorial.checks.claims import ClaimError, engine_answer, parse_claim, render, shown_to
from tutorial.checks.game_marks import Marks, find_marks
from tutorial.checks.ladder import LadderError, LadderSource, load_ladder
from tutorial.checks.markup import Directive, replace_directives, unclosed_directives
from tutorial.checks.registry import Registry
from tutorial.render.figure_view import build_view
from tutorial.render.game_lens import chooser
from tutorial.render.grade_lines import grade_rows
from tutorial.render.html import (
    claim_span,
    render_figure,
    render_grade_lines,
    render_ladder,
    render_odds_table,
)
from tutorial.render.ladder_view import build_ladder_view
from tutorial.render.odds_table import odds_table
from tutorial.render.practice_link import walkthrough_href
from tutorial.words.catalogue import bid_words, has_text, text

BLOCKS = ("example", "odds-table", "bot-ladder", "grade-lines", "game-chooser")
_tokens = itertools.count(1)


@dataclass
class PageResult:
    """The rewritten Markdown, its pending HTML blocks, and what went wrong where."""

    markdown: str
    blocks: dict[str, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class PageInfo:
    """The page being processed: shown path, front-matter lines, language, and where the
    practice page is relative to it (figures link to their walkthrough there when known)."""

    path: str
    line_offset: int
    lang: str
    practice: str | None = None
    games: frozenset[str] | None = None


class _Page:
    def __init__(self, info: PageInfo, registry: Registry, ladder: LadderSource | None) -> None:
        self.info = info
        self.registry = registry
        self.ladder_source = ladder
        self.result = PageResult("")
        self.named: set[str] = set()
        self.marks = Marks((), ())

    def where(self, directive: Directive) -> str:
        return f"{self.info.path}:{self.info.line_offset + directive.line}"

    def block(self, html: str) -> str:
        token = f"DUDOBLOCK{next(_tokens):06d}X"
        self.result.blocks[token] = html
        return token

    def directive(self, d: Directive) -> str:
        word = d.body.split(maxsplit=1)[0] if d.body.split() else ""
        if word in BLOCKS:
            if not d.alone:
                self.result.problems.append(
                    f"{self.where(d)}: [[{d.body}]] must stand on a line of its own")
                return f"[[{d.body}]]"
            blocks = {"example": self.example, "odds-table": self.odds, "bot-ladder": self.ladder,
                      "grade-lines": self.grade_lines, "game-chooser": self.game_chooser}
            return blocks[word](d)
        if word == "bid":
            return self.bid(d)
        if word == "preset":
            return self.preset(d)
        return self.claim(d)

    def preset(self, d: Directive) -> str:
        """`[[preset perudo]]`: a rule set by its one display name in the page's language;
        a name glossed at its first mention on the page (大话骰 (Chinese bar dice)) has a
        short form, `preset.NAME.again`, for the later ones."""
        parts = d.body.split()
        capital = parts[2:] == ["cap"]
        if len(parts) - capital != 2 or parts[1] not in PRESETS:
            self.result.problems.append(
                f"{self.where(d)}: write [[preset NAME]] (or [[preset NAME cap]] to start a "
                f"sentence), NAME one of {', '.join(PRESETS)}, not [[{d.body}]]")
            return f"[[{d.body}]]"
        again = f"preset.{parts[1]}.again"
        known = parts[1] in self.named and has_text(self.info.lang, again)
        self.named.add(parts[1])
        name = text(self.info.lang, again if known else f"preset.{parts[1]}")
        return claim_span(name[:1].upper() + name[1:] if capital else name)

    def bid(self, d: Directive) -> str:
        """`[[bid 5x3]]`: a bid the prose mentions, read by the engine and worded in the
        page's language as the figures word it ('five threes', '5个三')."""
        parts = d.body.split()
        try:
            bid = parse_bid(parts[1]) if len(parts) == 2 else None
        except EngineError:
            bid = None
        if bid is None:
            self.result.problems.append(
                f"{self.where(d)}: write [[bid QxF]] with a bid the engine reads, such as "
                f"[[bid 5x3]], not [[{d.body}]]")
            return f"[[{d.body}]]"
        return claim_span(bid_words(self.info.lang, bid.quantity, bid.face, bid.mode))

    def example(self, d: Directive) -> str:
        parts = d.body.split()
        if len(parts) != 2:
            self.result.problems.append(f"{self.where(d)}: write [[example ID]], not [[{d.body}]]")
            return ""
        record = self.registry.record(parts[1])
        if record is None:
            known = ", ".join(self.registry.ids()) or "none"
            self.result.problems.append(
                f"{self.where(d)}: unknown example {parts[1]!r} (no docs/examples/{parts[1]}.yml;"
                f" known: {known})")
            return ""
        self.result.examples.append(parts[1])
        for problem in record.problems:
            self.result.problems.append(f"{record.path} (used at {self.where(d)}): {problem}")
        if record.example is None or record.verdict is None:
            return ""
        view = build_view(record.example, record.verdict, self.info.lang,
                          frozenset(self.named))
        self.named.add(str(record.example.round.get("rules", "wango")))
        if self.info.practice is not None:
            view.walkthrough = walkthrough_href(self.info.practice, record.example.id)
        outcome = record.verdict["outcome"]
        if (self.registry.check and outcome and outcome["count"] is not None
                and view.highlighted != outcome["count"]):
            self.result.problems.append(
                f"{record.path} (used at {self.where(d)}): the figure highlights "
                f"{view.highlighted} dice but the engine counted {outcome['count']}")
        return self.block(render_figure(view))

    def odds(self, d: Directive) -> str:
        parts = d.body.split()
        try:
            if len(parts) != 2:
                raise ValueError("write [[odds-table wild]] or [[odds-table nowild]]")
            table = odds_table(parts[1])
        except ValueError as error:
            self.result.problems.append(f"{self.where(d)}: {error}")
            return ""
        return self.block(render_odds_table(table, self.info.lang))

    def grade_lines(self, d: Directive) -> str:
        if d.body.split() != ["grade-lines"]:
            self.result.problems.append(f"{self.where(d)}: write [[grade-lines]], not [[{d.body}]]")
            return ""
        return self.block(render_grade_lines(grade_rows(), self.info.lang))

    def game_chooser(self, d: Directive) -> str:
        """`[[game-chooser]]`: the home page's "Which game do you play?" (issue 43)."""
        if d.body.split() != ["game-chooser"] or not self.info.path.endswith(
                ("index.md", "index.zh.md")) or "/" in self.info.path.removeprefix("docs/"):
            self.result.problems.append(f"{self.where(d)}: write [[game-chooser]] on a "
                                        f"language's home page (docs/index.md), not [[{d.body}]]")
            return ""
        return self.block(chooser(self.info.lang))

    def ladder(self, d: Directive) -> str:
        source = self.ladder_source
        if d.body.split() != ["bot-ladder"]:
            self.result.problems.append(f"{self.where(d)}: write [[bot-ladder]], not [[{d.body}]]")
            return ""
        if source is None:
            self.result.problems.append(f"{self.where(d)}: this build has no bot ladder file")
            return ""
        try:
            ladder = load_ladder(source.path)
        except LadderError as error:
            self.result.problems.append(f"{source.shown} (used at {self.where(d)}): {error}")
            return ""
        return self.block(render_ladder(build_ladder_view(ladder, self.info.lang)))

    def verdict(self, example_id: str) -> dict[str, Any] | None:
        """The referee's verdict on a worked example, for `outcome` claims."""
        record = self.registry.record(example_id)
        return record.verdict if record is not None and record.example is not None else None

    def claim(self, d: Directive) -> str:
        try:
            claim = parse_claim(d.body)
            if self.info.games is not None:
                claim = shown_to(claim, self.marks.scope_at(self.info.games, d.line, d.start))
            if self.registry.check:
                answer = engine_answer(claim, self.verdict)
                if answer != claim.answer:
                    self.result.problems.append(
                        f"{self.where(d)}: claim [[{d.body}]] is wrong: the engine says {answer}")
            return claim_span(render(claim, self.info.lang))
        except ClaimError as error:
            self.result.problems.append(f"{self.where(d)}: claim [[{d.body}]]: {error}")
            return f"[[{d.body}]]"


def process_page(markdown: str, info: PageInfo, registry: Registry,
                 ladder: LadderSource | None = None) -> PageResult:
    """Rewrite one page's Markdown; nothing is raised, problems are collected."""
    page = _Page(info, registry, ladder)
    page.marks = find_marks(markdown, info.games)
    for line, problem in page.marks.problems:
        page.result.problems.append(f"{info.path}:{info.line_offset + line}: {problem}")
    page.result.markdown = replace_directives(markdown, page.directive)
    for line in unclosed_directives(markdown):
        page.result.problems.append(
            f"{info.path}:{info.line_offset + line}: a [[…]] directive must stay on one line, "
            "but this one is not closed with ]] before the line ends, so it was not checked")
    return page.result


def fill_placeholders(html: str, blocks: dict[str, str]) -> str:
    """Put each block's HTML where its placeholder paragraph ended up."""
    for token, block in blocks.items():
        paragraph = f"<p>{token}</p>"
        html = html.replace(paragraph, block) if paragraph in html else html.replace(token, block)
    return html
