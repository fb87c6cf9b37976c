"""The HTML of "Your game" (issue 43): the reader's game in every page's head, the labels of
the passages marked for some games, the control atop each rules page and the home page's
chooser.

Authors mark passages with ``data-games`` (``tutorial/checks/game_marks.py`` reads the marks
and the build checks their claims per game). Here each marked passage gets the class
``game-only`` and a label naming its games in the page's language, which shows where every
game shows (no JavaScript, or "compare all") and hides once a game is chosen; a phrase that
is a whole list item hands its mark to the item, so a hidden item leaves no empty bullet.
The stylesheet (``docs/stylesheets/dudo.css``) hides a passage whose games leave out
``<html data-game>``; ``docs/javascripts/game-lens.js`` wires the controls.
"""

from __future__ import annotations

import re
from html import escape

from engine.rules import PRESETS
from tutorial.render.html import environment
from tutorial.words.catalogue import has_text, text

STORE = "dudo-game"
ALL = "all"
CHOICES: tuple[str, ...] = (*PRESETS, ALL)
UNSURE = {"en": "perudo", "zh": "dahua"}
"""The game the chooser's "not sure" picks, per language (the one its readers most likely
meet: the boxed game in Europe and the Americas, the bar game in China)."""

_DIV = re.compile(r'<div data-games="(?P<games>[^"]+)">')
_SPAN = re.compile(r'<span data-games="(?P<games>[^"]+)">')
_ITEM = re.compile(r'<li>\s*<span class="game-only" data-games="(?P<games>[^"]+)">'
                   r'(?P<label><span class="game-label">.*?</span>)(?P<body>.*?)</span>\s*</li>',
                   re.S)
_H1_END = re.compile(r"</h1>")
_CHARSET = re.compile(r"<meta charset=[^>]*>", re.IGNORECASE)
_HEAD = re.compile(r"<head[^>]*>", re.IGNORECASE)


def game_name(lang: str, game: str) -> str:
    """A game's short name in ``lang`` (大话骰 unglossed)."""
    key = f"preset.{game}.again"
    return text(lang, key if has_text(lang, key) else f"preset.{game}")


def label(lang: str, games: list[str], phrase: bool = False) -> str:
    """What a passage's label says: the games it is about, or the ones it leaves out when
    that is shorter; a phrase's label (``phrase``), inside a sentence, is the names alone."""
    ordered = [game for game in PRESETS if game in games]
    left_out = [game for game in PRESETS if game not in games]
    sep = text(lang, "fig.list_sep")
    kind = "phrase" if phrase else "for"
    if len(left_out) < len(ordered) and left_out:
        return text(lang, f"lens.{kind}_all_but",
                    names=sep.join(game_name(lang, game) for game in left_out))
    return text(lang, f"lens.{kind}", names=sep.join(game_name(lang, game) for game in ordered))


def head_script(about: frozenset[str] | None = None) -> str:
    """The ``<script>`` every page's head runs first (``game_head.html.j2``); ``about``: the
    games of a page that names some (on it, a reader of another game sees every passage)."""
    return environment().get_template("game_head.html.j2").render(
        games=list(CHOICES), store=STORE,
        about=[game for game in PRESETS if about is not None and game in about])


def add_head_script(html: str, about: frozenset[str] | None = None) -> str:
    """``html`` with :func:`head_script` right after the head's ``<meta charset>`` (which must
    come first), before any stylesheet; a widget page's engine start goes in ahead of it."""
    anchor = _CHARSET.search(html) or _HEAD.search(html)
    if anchor is None:
        return html
    return f"{html[:anchor.end()]}\n{head_script(about)}{html[anchor.end():]}"


def mark_passages(html: str, lang: str) -> str:
    """Each marked passage of a page's content labelled, and whole-item marks on the item."""
    html = _DIV.sub(lambda m: (f'<div class="game-only" data-games="{m["games"]}">'
                               f'<p class="game-label">{_said(lang, m["games"])}'
                               "</p>"), html)
    html = _SPAN.sub(lambda m: (f'<span class="game-only" data-games="{m["games"]}">'
                                '<span class="game-label">'
                                f'{_said(lang, m["games"], phrase=True)}'
                                "</span>"), html)
    return _ITEM.sub(lambda m: (f'<li class="game-only" data-games="{m["games"]}">'
                                f'{m["label"]}{m["body"]}</li>'), html)


def _said(lang: str, games: str, phrase: bool = False) -> str:
    """A passage's label as HTML text (``games``: its ``data-games`` value)."""
    return escape(label(lang, games.split(), phrase=phrase), quote=False)


def lens_control(lang: str, page_games: frozenset[str]) -> str:
    """The "Your game" control for a rules page about ``page_games``."""
    choices = [(game, game_name(lang, game)) for game in PRESETS]
    choices.append((ALL, text(lang, "lens.all")))
    about = [game for game in PRESETS if game in page_games]
    page_name = text(lang, "fig.list_sep").join(game_name(lang, game) for game in about)
    return environment().get_template("game_lens.html.j2").render(
        choices=choices, page_games=about, page_name=page_name,
        words={key: text(lang, f"lens.{key}") for key in ("label", "help", "elsewhere")})


def add_lens_control(html: str, lang: str, page_games: frozenset[str]) -> str:
    """``html`` (a page's content) with the control after its title (at its top if none)."""
    control = lens_control(lang, page_games)
    if _H1_END.search(html):
        return _H1_END.sub(lambda m: f"</h1>\n{control}", html, count=1)
    return f"{control}\n{html}"


def chooser(lang: str) -> str:
    """The home page's "Which game do you play?" (``game_chooser.html.j2``); its link to the
    first rules page is relative to a language's home page, the one place it goes."""
    choices = [(game, game_name(lang, game), text(lang, f"lens.desc.{game}"))
               for game in PRESETS]
    choices.append((ALL, text(lang, "lens.all"), text(lang, "lens.desc.all")))
    return environment().get_template("game_chooser.html.j2").render(
        choices=choices, unsure=UNSURE[lang], rules_href="rules/setup/",
        words={key: text(lang, f"lens.chooser.{key}")
               for key in ("title", "intro", "unsure", "unsure_button", "chosen", "start")})
