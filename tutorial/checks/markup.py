"""Find `[[...]]` directives in Markdown, skipping fenced code, indented code and inline code."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

_DIRECTIVE = re.compile(r"\[\[(?P<body>[^\[\]\n]+?)\]\]")
_FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_CONTAINER = re.compile(r"^\s*(?:!!!|\?\?\?\+?|===)\s")
_CODE_SPAN = re.compile(r"(?P<ticks>`+)(?:.+?)(?P=ticks)")
# Spans of a line that are not prose: directives, HTML tags, link targets, attribute lists,
# bare URLs.
_NOT_PROSE = re.compile(r"\[\[.*?\]\]|<[^>]*>|\]\([^)]*\)|\{[#.:][^}]*\}|https?://\S+")


@dataclass(frozen=True)
class Directive:
    """One `[[...]]` found in a page; `line` is 1-based within the Markdown given."""

    line: int
    start: int
    end: int
    body: str
    alone: bool


def _mask_code_spans(line: str) -> str:
    """Blank out inline code so that directives shown as code are not processed."""
    return _CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def _prose_lines(lines: list[str]) -> Iterator[tuple[int, str]]:
    """Yield (index, line) for every line that is not inside a code block."""
    fence: str | None = None
    in_container = False
    previous_blank = True
    indented_code = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        if fence is not None:
            if stripped.startswith(fence) and set(stripped) == {fence[0]}:
                fence = None
            previous_blank = False
            continue
        match = _FENCE.match(line)
        if match:
            fence = match.group("fence")
            previous_blank = False
            continue
        if not stripped:
            previous_blank = True
            continue
        indented = line.startswith("    ") or line.startswith("\t")
        if indented and (indented_code or (previous_blank and not in_container)):
            indented_code = True
            previous_blank = False
            continue
        indented_code = False
        if _LIST_ITEM.match(line) or _CONTAINER.match(line):
            in_container = True
        elif not indented:
            in_container = False
        previous_blank = False
        yield index, line


def find_directives(markdown: str) -> list[Directive]:
    """Every directive of the page outside code, in reading order."""
    lines = markdown.split("\n")
    found: list[Directive] = []
    for index, line in _prose_lines(lines):
        masked = _mask_code_spans(line)
        for match in _DIRECTIVE.finditer(masked):
            alone = masked.strip() == match.group(0)
            found.append(Directive(index + 1, match.start(), match.end(),
                                   line[match.start() + 2:match.end() - 2].strip(), alone))
    return found


def unclosed_directives(markdown: str) -> list[int]:
    """The 1-based lines (outside code) where a `[[` opens but the line ends before `]]`:
    a directive broken across lines, which `find_directives` would otherwise never see."""
    found = []
    for index, line in _prose_lines(markdown.split("\n")):
        rest = _DIRECTIVE.sub("", _mask_code_spans(line))
        if "[[" in rest:
            found.append(index + 1)
    return found


def replace_directives(markdown: str, render: Callable[[Directive], str]) -> str:
    """Replace each directive with `render(directive)`, keeping every other character; the
    directives are rendered in reading order (a name glossed at its first mention)."""
    lines = markdown.split("\n")
    by_line: dict[int, list[Directive]] = {}
    for directive in find_directives(markdown):
        by_line.setdefault(directive.line, []).append(directive)
    for number, directives in by_line.items():
        line = lines[number - 1]
        rendered = [render(directive) for directive in directives]
        for directive, html in reversed(list(zip(directives, rendered, strict=True))):
            line = line[:directive.start] + html + line[directive.end:]
        lines[number - 1] = line
    return "\n".join(lines)


def blank_not_prose(line: str) -> str:
    """Blank out what in a line is not prose (directives, tags, link targets, attribute lists,
    URLs), keeping every column where it was, for the lints that read a page's words."""
    return _NOT_PROSE.sub(lambda m: " " * len(m.group()), line)


# The prose walkers, for the lints that read a page's text (`prose_numbers`, `vocabulary`).
prose_lines = _prose_lines
mask_code_spans = _mask_code_spans
