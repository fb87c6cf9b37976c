"""Which games a passage of a page is about: the marks authors put on blocks and phrases.

Issue 43 ("Your game"): a reader chooses their game once, and a page then shows only what is
true of it. Authors say which games a passage is about with plain HTML that Markdown keeps:

- a block (paragraphs, a list, a table, a heading and its section):
  ``<div data-games="perudo dudo" markdown>`` on a line of its own, the Markdown, then
  ``</div>`` on a line of its own (Python-Markdown's ``md_in_html``); blocks may nest, an inner
  block naming only games of the outer one;
- a phrase, or a whole list item: ``<span data-games="dahua">…</span>`` within one paragraph.

A page says which games it is about in its front matter (``games: all``, or a list such as
``games: [dahua]``); that is the scope of its unmarked text. :func:`scope_at` gives the games a
position of the page is about: the page's, narrowed by every mark around it. The build checks
each claim there under every one of those games (``tutorial/pages.py``), so a sentence shown to a
reader of one game is true of that game; a page without ``games`` (a tool, the variants page,
which compares the games on purpose) has no lens and its claims are checked as written.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from engine.rules import PRESETS
from tutorial.checks.markup import mask_code_spans, prose_lines

GAMES: tuple[str, ...] = tuple(PRESETS)
_BLOCK_OPEN = re.compile(r'^\s*<div\s+data-games="(?P<games>[^"]*)"\s+markdown(?:="1")?\s*>\s*$')
_BLOCK_CLOSE = re.compile(r"^\s*</div>\s*$")
_OTHER_DIV = re.compile(r"<div\b")
_PHRASE = re.compile(r'<span\s+data-games="(?P<games>[^"]*)"\s*>(?P<body>.*?)</span>', re.S)
_LOOSE = re.compile(r"data-games=")


# How a page names each game in its prose (either language), with the games each name covers:
# a name is foreign to a passage whose readers play none of them.
GAME_NAMES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (re.compile(r"\bWANGO\b|\[\[preset wango(?:-party)?\b"), frozenset({"wango", "wango-party"})),
    (re.compile(r"\bPerudo\b|\[\[preset perudo\b"), frozenset({"perudo"})),
    (re.compile(r"online Liar's Dice|网上 Liar's Dice|\[\[preset liars-dice\b"),
     frozenset({"liars-dice"})),
    (re.compile(r"Chilean Dudo|智利 Dudo|\[\[preset dudo\b"), frozenset({"dudo"})),
    (re.compile(r"大话骰|\[\[preset dahua\b"), frozenset({"dahua"})),
)
ZH_GAME_NAME = re.compile(r"\[\[preset dahua\b")
"""On a Chinese page 大话骰 is also the everyday name of the whole game (吹牛骰): there only
``[[preset dahua]]`` names the rule set."""
POINTER = "variants.md"
"""A line linking to the variants page is the page's pointer to the other games."""


class GameMarkError(ValueError):
    """A page's ``games`` front matter that names no known game."""


@dataclass(frozen=True)
class Mark:
    """One marked passage: its games, and where it starts and ends (1-based lines; columns of
    the line, the end exclusive; a block runs from its opening line to its closing one)."""

    games: frozenset[str]
    line: int
    end_line: int
    start: int = 0
    end: int = 1 << 30


@dataclass(frozen=True)
class Marks:
    """A page's marks and the problems found reading them (``line``, message)."""

    marks: tuple[Mark, ...]
    problems: tuple[tuple[int, str], ...]

    def scope_at(self, page: frozenset[str], line: int, column: int) -> frozenset[str]:
        """The games the position (1-based ``line``, 0-based ``column``) is about."""
        scope = page
        for mark in self.marks:
            after_start = (line, column) >= (mark.line, mark.start)
            before_end = (line, column) < (mark.end_line, mark.end)
            if after_start and before_end:
                scope = scope & mark.games
        return scope


def page_games(meta: Mapping[str, object]) -> frozenset[str] | None:
    """The games of a page's front matter (``games: all`` or a list), None when it has none."""
    value = meta.get("games")
    if value is None:
        return None
    if value == "all":
        return frozenset(GAMES)
    names = value.split() if isinstance(value, str) else value
    if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
        raise GameMarkError(f"games: must be 'all' or a list of {', '.join(GAMES)}, not {value!r}")
    unknown = [name for name in names if name not in PRESETS]
    if unknown:
        raise GameMarkError(f"games: {', '.join(unknown)} is not one of {', '.join(GAMES)}")
    return frozenset(names)


def _games(raw: str) -> tuple[frozenset[str], str | None]:
    """The games a ``data-games`` value names, and what is wrong with it."""
    names = raw.split()
    unknown = [name for name in names if name not in PRESETS]
    if not names:
        return frozenset(), "data-games names no game"
    if unknown:
        return frozenset(), (f"data-games names {', '.join(unknown)}, not one of "
                             f"{', '.join(GAMES)}")
    if len(set(names)) != len(names):
        return frozenset(), f"data-games names a game twice: {raw!r}"
    return frozenset(names), None


def find_marks(markdown: str, page: frozenset[str] | None = None) -> Marks:
    """Every mark of the page outside code, in reading order, with the problems found: a block
    left open or closed twice, a tag written another way than above, a game that is not one,
    a mark naming a game outside the passage around it (or the page's ``page`` games)."""
    lines = markdown.split("\n")
    marks: list[Mark] = []
    problems: list[tuple[int, str]] = []
    open_blocks: list[tuple[int, frozenset[str]]] = []
    others = 0  # <div> blocks of other kinds open (a closing tag may be theirs)

    def enclosing() -> frozenset[str] | None:
        return open_blocks[-1][1] if open_blocks else page

    def nested(games: frozenset[str], number: int) -> None:
        around = enclosing()
        if around is not None and not games <= around:
            problems.append((number, f"a passage marked for {' '.join(sorted(games))} sits in one "
                                     f"about {' '.join(sorted(around))}: no reader would see "
                                     f"{' '.join(sorted(games - around))}"))

    paragraph: list[tuple[int, str]] = []  # (line number, masked line) of the paragraph

    def phrases() -> None:
        """The marked phrases of the paragraph read so far (a phrase may run over lines)."""
        if not paragraph:
            return
        joined = "\n".join(text for _, text in paragraph)
        starts = [0]
        for _, text in paragraph:
            starts.append(starts[-1] + len(text) + 1)

        def at(offset: int) -> tuple[int, int]:
            row = max(i for i, start in enumerate(starts[:-1]) if start <= offset)
            return paragraph[row][0], offset - starts[row]

        found = 0
        for match in _PHRASE.finditer(joined):
            found += 1
            (line, start), (end_line, end) = at(match.start()), at(match.end() - 1)
            games, problem = _games(match.group("games"))
            if problem:
                problems.append((line, problem))
                continue
            nested(games, line)
            marks.append(Mark(games, line, end_line, start, end + 1))
        if len(_LOOSE.findall(joined)) != found:
            problems.append((paragraph[0][0], 'write a marked block as <div data-games="GAMES" '
                                              'markdown> on a line of its own (closed by </div> '
                                              'on its own line), and a marked phrase as <span '
                                              'data-games="GAMES">…</span> within a paragraph'))
        paragraph.clear()

    previous = -1
    for index, line in prose_lines(lines):
        number = index + 1
        masked = mask_code_spans(line)
        if index != previous + 1 or not masked.strip():
            phrases()
        previous = index
        opened = _BLOCK_OPEN.match(masked)
        if opened:
            phrases()
            games, problem = _games(opened.group("games"))
            if problem:
                problems.append((number, problem))
            else:
                nested(games, number)
            open_blocks.append((number, games or (enclosing() or frozenset(GAMES))))
            continue
        if _BLOCK_CLOSE.match(masked):
            phrases()
            if others:
                others -= 1
            elif open_blocks:
                start, games = open_blocks.pop()
                marks.append(Mark(games, start, number))
            continue
        if _OTHER_DIV.search(masked) and "</div>" not in masked and "data-games" not in masked:
            others += 1
        paragraph.append((number, masked))
    phrases()
    for start, _ in open_blocks:
        problems.append((start, "this marked block is never closed with </div> on a line of "
                                "its own"))
    marks.sort(key=lambda mark: (mark.line, mark.start))
    return Marks(tuple(marks), tuple(problems))


def foreign_names(markdown: str, page: frozenset[str], marks: Marks,
                  lang: str = "en") -> list[tuple[int, str]]:
    """Each name of a game (1-based line, the name) in a passage whose readers play none of
    the games it names: a digression into another game, outside the page's one-line pointer
    to the variants page."""
    found = []
    for index, line in prose_lines(markdown.split("\n")):
        masked = mask_code_spans(line)
        if POINTER in masked:
            continue
        for pattern, games in GAME_NAMES:
            if lang == "zh" and games == {"dahua"}:
                pattern = ZH_GAME_NAME
            for match in pattern.finditer(masked):
                if not marks.scope_at(page, index + 1, match.start()) <= games:
                    found.append((index + 1, match.group().removeprefix("[[preset ")))
    return found
