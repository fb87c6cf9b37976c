"""Turning figure views, odds tables and the bot ladder into HTML with the jinja2 templates
(autoescaped)."""

from __future__ import annotations

import html
from functools import cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from engine.judge.grades import GRADES, SHARES
from tutorial.render.figure_view import FigureView
from tutorial.render.grade_lines import GradeRow
from tutorial.render.ladder_view import LadderView
from tutorial.render.odds_table import OddsTable
from tutorial.words.catalogue import text

TEMPLATES = Path(__file__).parent / "templates"

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((10, 10),),
    2: ((5.5, 5.5), (14.5, 14.5)),
    3: ((5.5, 5.5), (10, 10), (14.5, 14.5)),
    4: ((5.5, 5.5), (14.5, 5.5), (5.5, 14.5), (14.5, 14.5)),
    5: ((5.5, 5.5), (14.5, 5.5), (10, 10), (5.5, 14.5), (14.5, 14.5)),
    6: ((5.5, 5), (14.5, 5), (5.5, 10), (14.5, 10), (5.5, 15), (14.5, 15)),
}


@cache
def environment() -> Environment:
    """The jinja2 environment for the build's templates (HTML autoescape always on)."""
    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["pips"] = PIPS
    return env


def _compact(html: str) -> str:
    """Drop blank lines so the HTML stays one block wherever it lands."""
    return "\n".join(line for line in html.splitlines() if line.strip())


def render_figure(view: FigureView) -> str:
    """One worked example as a <figure>."""
    template = environment().get_template("example.html.j2")
    return _compact(template.render(
        v=view, t=lambda key, **params: text(view.lang, key, **params)))


def render_odds_table(table: OddsTable, lang: str) -> str:
    """One odds table as a scrollable <table>."""
    template = environment().get_template("odds_table.html.j2")
    return _compact(template.render(
        table=table, t=lambda key, **params: text(lang, key, **params)))


def render_grade_lines(rows: list[GradeRow], lang: str) -> str:
    """The judge's grade lines of every rule set as one <table>."""
    template = environment().get_template("grade_lines.html.j2")
    shares = {name: f"{round(100 * share)}%" for name, share in SHARES.items()}
    return _compact(template.render(rows=rows, grades=GRADES[1:], shares=shares,
                                    t=lambda key, **params: text(lang, key, **params)))


def render_ladder(view: LadderView) -> str:
    """The measured bot ladder: one pair of tables per setting."""
    template = environment().get_template("bot_ladder.html.j2")
    return _compact(template.render(
        v=view, t=lambda key, **params: text(view.lang, key, **params)))


# ASCII characters that Markdown could read as structure or emphasis inside a claim's text.
_MARKDOWN_SPECIAL = frozenset("\\`*_{}[]()<>#+-.!|~:&\"'=")


def claim_span(value: str) -> str:
    """A checked claim's rendered value as inline HTML Markdown cannot re-read.

    The value sits in a ``<span class="claim">`` (so a number that starts a line can never
    become a list number or a heading), and every character Markdown treats as syntax is
    written as a character reference, so the text shows exactly as rendered.
    """
    body = "".join(f"&#{ord(ch)};" if ch in _MARKDOWN_SPECIAL else html.escape(ch)
                   for ch in value)
    return f'<span class="claim">{body}</span>'
