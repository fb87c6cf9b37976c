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
not across block boundaries or into a footnote mark.
"""

from __future__ import annotations

import re

HAN = "\u3400-\u9fff"
LATIN = "A-Za-z0-9%"  # a percentage ends its number: 60% 的机会
_FACE = "1-6一二三四五六"
# A bid in Chinese form, with a placeholder for the quantity or the face in catalogues,
# and its 大话骰 mode when it has one (4个3斋).
BID = re.compile(rf"(?:\d+|\{{\w+\}})\s?个\s?(?:[{_FACE}]|\{{\w+\}})[斋飞]?")
_TOUCHING = re.compile(rf"[{HAN}][{LATIN}]|[{LATIN}][{HAN}]")
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
    texts: list[tuple[int, int | None]] = []
    for index, part in enumerate(parts):
        if index % 2:  # a tag or a comment
            match = _TAG_NAME.match(part)
            name = match.group(1).lower() if match else ""
            if name in _VERBATIM and not part.endswith("/>"):
                verbatim = max(verbatim + (-1 if part.startswith("</") else 1), 0)
            if name not in _INLINE:
                before = None
            continue
        if verbatim or not part:
            continue
        texts.append((index, before))
        before = index
    return parts, texts


def text_runs(html: str) -> list[str]:
    """The page's text as runs of inline text (a paragraph, a cell, a heading…), without
    code, scripts or tags: what a reader sees together."""
    parts, texts = _text_parts(html)
    runs: list[str] = []
    for index, before in texts:
        if before is None or not runs:
            runs.append(parts[index])
        else:
            runs[-1] += parts[index]
    return runs


def space_html(html: str) -> str:
    """A rendered Chinese page with the spacing convention applied to its text."""
    parts, texts = _text_parts(html)
    for index, before in texts:
        parts[index] = space_text(parts[index])
        if before is not None and _needs_space(parts[before], parts[index]):
            # The space stays outside the inline element: before an opening tag
            # (详见 <a>Calza</a>), after a closing one (<span>3</span> 个).
            if parts[before + 1].startswith("</"):
                parts[index] = " " + parts[index]
            else:
                parts[before] += " "
    return "".join(parts)


def space_page(html: str, lang: str) -> str:
    """``html`` of a page in ``lang`` with its language's spacing (Chinese only has one)."""
    return space_html(html) if lang == "zh" else html
