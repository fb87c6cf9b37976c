"""Chinese spacing, one convention everywhere (issue 11): a space between Han and Latin/digits.

The convention (recorded in ARCHITECTURE.md): Chinese text puts one space between
a Han character and a Latin letter or an Arabic digit (叫 1、5 颗骰子、WANGO 规则、
60% 的机会), none next to full-width punctuation, and none inside a bid in its
Chinese form, which reads as one unit: 5个3, 4个五, and a 大话骰 bid with its mode,
4个3斋, 4个3飞.

:func:`spacing_problems` finds the places a text breaks it (for tests of pages and
catalogues; a ``{placeholder}`` may stand for Chinese or digits, so only the
template's own letters count). :func:`space_html` applies it to a
rendered Chinese page: the Markdown sources may leave a claim's number or a link's
text against the Chinese around it (``至少[[min …]]个``, ``详见[Calza](…)``), and
the build puts the space in. Only text is touched, never tags, attributes, code,
scripts or a bid; a space is added across inline tags (``详见 <a>Calza</a>``) but
not across block boundaries, into a footnote mark, or around a passage's game label (a
badge the stylesheet sets apart, hidden once the reader has chosen a game).
"""

from __future__ import annotations

import re

HAN = "\u3400-\u9fff"
LATIN = "A-Za-z0-9%"  # a percentage ends its number: 60% 的机会
_FACE = "1-6一二三四五六"
# A bid in Chinese form, with a placeholder for the quantity or the face in catalogues,
# and its 大话骰 mode when it has one (4个3斋).
BID = re.compile(rf"(?:\d+|\{{\w+\}})\s?个\s?(?:[{_FACE}]|\{{\w+\}})[斋飞]?")
_ENDS_WITH_BID = re.compile(rf"(?:{BID.pattern})\s*$")
_STARTS_WITH_BID = re.compile(rf"\s*(?:{BID.pattern})")
_TOUCHING = re.compile(rf"[{HAN}][{LATIN}]|[{LATIN}][{HAN}]")
FULL_WIDTH = "\u3000-\u303f\uff00-\uffef\u201c\u201d\u2018\u2019"
"""Full-width punctuation (，。；：、（）“”…), which takes no space on either side."""
# Spaces a Chinese text must not have: next to full-width punctuation, or between two Han
# characters (where a Markdown or YAML line break leaves one).
_STRAY = re.compile(rf"(?<=[{FULL_WIDTH}])[ \t\n]+(?=\S)|(?<=\S)[ \t\n]+(?=[{FULL_WIDTH}])|"
                    rf"(?<=[{HAN}])[ \t\n]+(?=[{HAN}])")
_PLACEHOLDER = re.compile(r"\{\w*\}")
_GAP = re.compile(rf"(?<=[{HAN}])(?=[{LATIN}])|(?<=[{LATIN}])(?=[{HAN}])")

# Tags whose text is code or not text at all, and tags that end a run of inline text.
_VERBATIM = {"code", "pre", "script", "style", "kbd", "samp", "textarea", "svg", "math"}
_INLINE = {"a", "abbr", "b", "em", "i", "mark", "small", "span", "strong", "u", "q", "cite",
           "dfn", "time", "var", "s", "del", "ins"}
_TAG = re.compile(r"(<!--.*?-->|<[^>]*>)", re.DOTALL)
_TAG_NAME = re.compile(r"</?\s*([A-Za-z][\w-]*)")


def _edge(char: str) -> str:
    """"han", "latin" or "" for one character."""
    return ("han" if re.match(f"[{HAN}]", char) else
            "latin" if re.match(f"[{LATIN}]", char) else "")


def _needs_space(left: str, right: str) -> bool:
    return bool(left and right) and {_edge(left[-1]), _edge(right[0])} == {"han", "latin"}


def spacing_problems(text: str) -> list[str]:
    """Each place in ``text`` where Han touches a Latin letter or digit (a bid's digits
    included, so 叫5个3 is one), shown with a few characters around it."""
    plain = BID.sub(lambda b: "x" + "\u2060个" * (_edge(b.group()[-1]) == "han"), text)
    plain = _PLACEHOLDER.sub("\u2060", plain)
    return [plain[max(0, m.start() - 6):m.end() + 6] for m in _TOUCHING.finditer(plain)]


def stray_spaces(text: str) -> list[str]:
    """Each space in ``text`` next to full-width punctuation or between two Han characters
    (issue 20's audit: «点数就此锁定， Frank»), shown with a few characters around it. The
    spaces on either side of a bid in its Chinese form (叫 2个五 不合法) are the convention."""
    plain = BID.sub(lambda b: "x" * len(b.group()), text)
    return [text[max(0, m.start() - 6):m.end() + 6] for m in _STRAY.finditer(plain)]


def close_gaps(text: str) -> str:
    """``text`` without the spaces Chinese does not take (next to full-width punctuation,
    between two Han characters); the spaces on either side of a bid stay."""
    plain = BID.sub(lambda b: "x" * len(b.group()), text)
    kept, last = [], 0
    for gap in _STRAY.finditer(plain):
        kept.append(text[last:gap.start()])
        last = gap.end()
    return "".join(kept) + text[last:]


def space_text(text: str) -> str:
    """``text`` with a space wherever Han touches a Latin letter or digit, bids kept whole."""
    pieces: list[str] = []
    last = 0
    for bid in BID.finditer(text):
        pieces += [_GAP.sub(" ", text[last:bid.start()]), bid.group()]
        last = bid.end()
    pieces.append(_GAP.sub(" ", text[last:]))
    out = ""
    for piece in pieces:
        if _needs_space(out, piece):
            out += " "
        out += piece
    return out


def _text_parts(html: str) -> tuple[list[str], list[tuple[int, int | None]]]:
    """The page split at its tags, and each text part's index with the index of the text
    part it runs on from (inline tags only between them), or ``None``."""
    parts = _TAG.split(html)
    verbatim = 0
    before: int | None = None
    label = False  # inside a passage's game label (issue 43): a badge set apart by CSS
    texts: list[tuple[int, int | None]] = []
    for index, part in enumerate(parts):
        if index % 2:  # a tag or a comment
            match = _TAG_NAME.match(part)
            name = match.group(1).lower() if match else ""
            if name in _VERBATIM and not part.endswith("/>"):
                verbatim = max(verbatim + (-1 if part.startswith("</") else 1), 0)
            if name not in _INLINE or 'class="game-label"' in part or (label and part == "</span>"):
                label = 'class="game-label"' in part
                before = None
            continue
        if verbatim or not part:
            continue
        texts.append((index, before))
        before = index
    return parts, texts


def text_runs(html: str, blank_parts: bool = True) -> list[str]:
    """The page's text as runs of inline text (a paragraph, a cell, a heading…), without
    code, scripts or tags: what a reader sees together. With ``blank_parts=False`` the
    whitespace between two inline elements (a row of buttons) is left out."""
    parts, texts = _text_parts(html)
    runs: list[str] = []
    for index, before in texts:
        if not blank_parts and not parts[index].strip():
            continue
        if before is None or not runs:
            runs.append(parts[index])
        else:
            runs[-1] += parts[index]
    return runs


def space_html(html: str) -> str:
    """A rendered Chinese page with the spacing convention applied to its text."""
    parts, texts = _text_parts(html)
    runs_on = dict(texts)
    for index, before in texts:
        parts[index] = space_text(close_gaps(parts[index]))
        _close_blank_parts(parts, runs_on, index)
        if before is not None and parts[before] and parts[index].strip() and \
                not _ENDS_WITH_BID.search(parts[before]) and \
                not _STARTS_WITH_BID.match(parts[index]) and \
                _joins_without_space(parts[before].rstrip()[-1:], parts[index].lstrip()[:1]):
            # Han or full-width punctuation on both sides of an inline tag: no space across it
            # (<a>单骰回合</a>或), wherever the Markdown's line break put one.
            parts[before] = parts[before].rstrip(" \t\n")
            parts[index] = parts[index].lstrip(" \t\n")
        if before is not None and _needs_space(parts[before], parts[index]):
            # The space stays outside the inline element: before an opening tag
            # (详见 <a>Calza</a>), after a closing one (<span>3</span> 个).
            if parts[before + 1].startswith("</"):
                parts[index] = " " + parts[index]
            else:
                parts[before] += " "
    return "".join(parts)


def _close_blank_parts(parts: list[str], runs_on: dict[int, int | None], index: int) -> None:
    """Empty the whitespace-only text between two inline elements when the text on either
    side takes no space there (``。</strong> <a>玩法对照</a>``: issue 20's audit)."""
    blanks: list[int] = []
    left = runs_on.get(index)
    while left is not None and not parts[left].strip():
        blanks.append(left)
        left = runs_on.get(left)
    if left is None or not blanks or not parts[index].strip() or \
            _ENDS_WITH_BID.search(parts[left]) or _STARTS_WITH_BID.match(parts[index]):
        return
    if _joins_without_space(parts[left].rstrip()[-1:], parts[index].lstrip()[:1]):
        for blank in blanks:
            parts[blank] = ""
        parts[left] = parts[left].rstrip(" \t\n")
        parts[index] = parts[index].lstrip(" \t\n")


def _joins_without_space(left: str, right: str) -> bool:
    """Whether two characters on either side of an inline tag take no space between them:
    Han against Han, or full-width punctuation on either side."""
    pair = {_edge(left), _edge(right)}
    punctuation = re.compile(f"[{FULL_WIDTH}]")
    return pair == {"han"} or bool(punctuation.match(left) or punctuation.match(right))


def space_page(html: str, lang: str) -> str:
    """``html`` of a page in ``lang`` with its language's spacing (Chinese only has one)."""
    return space_html(html) if lang == "zh" else html
