"""The universal-statement lint: a sentence that states a rule for every case is a claim.

Issue 20, item 1: errors live in the sentences around the claims, and the riskiest are
universal ones ("the other rule sets have no cap", "legal under all of them"). This lint
reads every reader sentence, in both languages, and flags one that states a rule with a
universal word (every, all, any, always, never, only, no other, none, nothing, each; 都,
所有, 任何, 总是, 从不, 只有, 一律, 无论, 每) unless

* the sentence holds a claim that names its scope: an ``[[every …]]`` claim, a claim with
  ``rules=``, ``presets=`` or ``situations=``, a palifico / ones-opened / nowild flag, or a
  ``[[preset …]]`` naming the rule set it speaks of; or
* it sits in a passage marked with the games it speaks of (``data-games``, issue 43); or
* it is on the reviewed allow-list ``docs/universal-statements.yml`` (a phrase of the
  sentence, the pages it may appear on, and the reason it is not a rule for every case).

A sentence "states a rule" when it speaks of the game's moves and outcomes (bids, dice,
faces, ones, rounds, calls, losing, a rule set); a sentence about the site, the browser or
the tools' buttons does not. Sentences are cut at ``. ! ? 。！？`` across the lines of a
paragraph, list item or table cell, and a finding names the Markdown line of its universal
word, as markdown-exec names the line of a failing block.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tutorial.checks.game_marks import find_marks
from tutorial.checks.markup import blank_not_prose, mask_code_spans, prose_lines
from tutorial.checks.prose_numbers import Allowed

ALLOW_FILE = "universal-statements.yml"

UNIVERSAL_WORDS = {
    "en": re.compile(r"\b(?:every|all|any|always|never|only|no other|none|nothing|each|"
                     r"the other (?:rule sets|presets|sources))\b"
                     r"(?!\s+(?:the\s+)?(?:[0-9{]|(?:two|three|four|five|six|seven|eight|nine|"
                     r"ten|a few|one|just)\b))", re.IGNORECASE),
    "zh": re.compile(r"都|所有|任何|总是|从不|一律|无论|每|其他(?:玩法|规则|预设|资料)|"
                     r"只有(?![0-9{一两二三四五六七八九十几\s]|\[\[)"),
}
"""The universal words of each language (issue 20's list, and "the other rule sets", the audit's
first example, which speaks for every rule set but one). "only" before a number ("only
two threes", "只有 {count} 个") says "just so many", a count the numbers lint reads, and is
not a universal."""

IDIOMS = {
    "en": re.compile(r"\b(?:at all|in all|all in all|all the way|any more|each other|"
                     r"one another)\b",
                     re.IGNORECASE),
    "zh": re.compile(r"一点都不|一个[^，。；]{0,4}都(?:不|没)|什么都|怎么写都|到处都是|每行|"
                     r"[0-9两二三四五六七八九十]+\s*[个名位颗][^，。；]{0,4}都"),
}
"""Phrases whose universal word quantifies nothing ("five in all", "not a raise at all")."""

RULE_WORDS = {
    "en": re.compile(r"\b(?:may|must|can(?:not)?|can't|legal|illegal|allowed|allows?|lets?|"
                     r"counts?|needs?|requires?|los(?:e|es)|wins?|opens?|keeps?|gets?|calls?|"
                     r"has no|have no|applies|apply|wild|rule sets?|rules?(?! engine))\b",
                     re.IGNORECASE),
    "zh": re.compile(r"可以|能|许|允许|必须|合法|算|输(?!入)|赢|开口|没有|万能|规则(?!引擎)|玩法"),
}
"""Words that make a sentence state a rule (issue 20: "a sentence that states a rule"): what a
player may or must do, what counts, who loses or opens, a rule set. A sentence with none of
them describes the game or the site, and is not read."""

SCOPE_WORDS = {
    "en": re.compile(r"(?:when|while|because|since) ones are (?:not )?wild|this whole round|"
                     r"(?:with|without) wild ones|palifico|party mode|WANGO|Perudo|Dudo|"
                     r"大话骰|斋|飞|劈|drinking score|mode=drinks|"
                     r"Liar's Dice|this round|these rules|(?:this|that) rule set|house rule|"
                     r"party (?:scores?|games?)|\bS[0-9]\b", re.IGNORECASE),
    "zh": re.compile(r"万能时|1 万能|一万能|单骰|欢乐短局|WANGO|Perudo|Dudo|Liar's Dice|"
                     r"这一轮|这一整轮|本轮|这套规则|叫斋|家规|约定|是万能的|\bS[0-9]\b|大话骰|斋|飞|劈|罚酒"),
}
"""Words that name the situation or the rule set a sentence speaks of ("when ones are wild",
"in a palifico round", a rule set's name, "these rules"): the sentence is qualified, its
universal word ranges over that situation only. "In every rule set" is not a qualifier but
the universal itself: it takes an `[[every …]]` claim."""

SITE_WORDS = {
    "en": re.compile(r"\b(?:engine|browser|checker|widget|site|page|link|address|button|"
                     r"panel|series|seed|tick|bots?|figures?|questions?|rows?|shows?|lists?|phone|"
                     r"review|"
                     r"offers?|appears?|highlighted|marked|shown|options?)\b", re.IGNORECASE),
    "zh": re.compile(r"引擎|浏览器|检查器|本站|网站|页面|链接|按钮|面板|勾选|电脑|手机|复盘|"
                     r"种子|地址|"
                     r"表格|实例|例子|题|第一排|列出|显示|标出|出现"),
}
"""Words of a sentence about the site and its tools rather than about the game."""

_SCOPED_CLAIM = re.compile(
    r"^(?:every\s|preset\s)|\s(?:rules|presets|situations)=|\s(?:palifico|owner|ones-opened|"
    r"nowild)(?=\s|$)")
_DIRECTIVE = re.compile(r"\[\[(?P<body>[^\[\]\n]+?)\]\]")
_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)|(?<=[。！？])")
_BLOCK_START = re.compile(r"^\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|\||!!!|\?\?\?|===|>)")


@dataclass(frozen=True)
class Finding:
    """A universal sentence about the rules that no scoped claim or allow-list entry covers."""

    line: int
    word: str
    sentence: str


@dataclass(frozen=True)
class _Piece:
    """A run of reader text with the line each of its characters comes from."""

    text: str
    lines: tuple[int, ...]


def _blocks(markdown: str) -> Iterator[_Piece]:
    """Paragraphs, list items, headings and table cells of the page's prose, with lines."""
    text: list[str] = []
    lines: list[int] = []
    last = -2

    def flush() -> Iterator[_Piece]:
        if text:
            yield _Piece("".join(text), tuple(lines))
        text.clear()
        lines.clear()

    for index, raw in prose_lines(markdown.split("\n")):
        line = mask_code_spans(raw)
        if index != last + 1 or _BLOCK_START.match(line) or line.lstrip().startswith("#"):
            yield from flush()
        last = index
        cells = line.split("|") if line.lstrip().startswith("|") else [line]
        for number, cell in enumerate(cells):
            if number:
                yield from flush()
            text.append(cell + " ")
            lines.extend([index + 1] * (len(cell) + 1))
        if line.lstrip().startswith(("#", "|")):
            yield from flush()
    yield from flush()


def _sentences(piece: _Piece) -> Iterator[_Piece]:
    """The sentences of a block, each with its characters' lines (directives are not cut)."""
    shielded = _DIRECTIVE.sub(lambda m: "x" * len(m.group()), piece.text)
    start = 0
    for cut in _SENTENCE_END.finditer(shielded):
        if cut.end() > start:
            yield _Piece(piece.text[start:cut.end()], piece.lines[start:cut.end()])
        start = cut.end()
    if piece.text[start:].strip():
        yield _Piece(piece.text[start:], piece.lines[start:])


def _scoped(sentence: str) -> bool:
    if 'data-games="' in sentence:  # a phrase marked with its games (issue 43)
        return True
    return any(_SCOPED_CLAIM.search(m.group("body").strip())
               for m in _DIRECTIVE.finditer(sentence))


def _reader_text(sentence: str) -> str:
    """The sentence as the lint reads its words: tags and link targets blanked, a directive or
a message's `{placeholder}` read as a number (what it most often stands for)."""
    def number(match: re.Match[str]) -> str:
        return "0" + " " * (len(match.group()) - 1)
    sentence = _PLACEHOLDER.sub(number, _DIRECTIVE.sub(number, sentence))
    return blank_not_prose(sentence).replace("[", " ")


def _allowed(sentence: str, page: str, allowed: Sequence[Allowed]) -> bool:
    flat = " ".join(sentence.split())
    return any(entry.covers(page) and entry.phrase in flat for entry in allowed)


def _judge(piece: _Piece, lang: str, page: str, allowed: Sequence[Allowed]) -> Finding | None:
    words = IDIOMS[lang].sub(lambda m: " " * len(m.group()), _reader_text(piece.text))
    universal = UNIVERSAL_WORDS[lang].search(words)
    if universal is None or not RULE_WORDS[lang].search(words) or SITE_WORDS[lang].search(words):
        return None
    if _scoped(piece.text) or SCOPE_WORDS[lang].search(" ".join(words.split())) or \
            _allowed(piece.text, page, allowed):
        return None
    return Finding(piece.lines[universal.start()], universal.group(),
                   " ".join(piece.text.split()))


def find_universals(markdown: str, lang: str, page: str,
                    allowed: Sequence[Allowed] = ()) -> list[Finding]:
    """Every unscoped universal sentence about the rules in a page's Markdown; a sentence in a
    block marked with its games (issue 43, ``tutorial/checks/game_marks.py``) names its scope
    by the mark, and its claims are checked under those games."""
    blocks = [mark for mark in find_marks(markdown).marks if mark.start == 0]
    found = []
    for block in _blocks(markdown):
        for sentence in _sentences(block):
            finding = _judge(sentence, lang, page, allowed)
            if finding is not None and not any(
                    mark.line <= finding.line <= mark.end_line for mark in blocks):
                found.append(finding)
    return found


def find_universals_in_text(text: str, lang: str, line: int, source: str,
                            allowed: Sequence[Allowed] = ()) -> list[Finding]:
    """The same for one reader string written outside the pages (an example's note, a widget
    or engine message) that starts on `line` of `source`."""
    block = _Piece(text, tuple([line] * len(text)))
    return [f for f in (_judge(s, lang, source, allowed) for s in _sentences(block))
            if f is not None]
