"""Widget pages: a marker in a page's Markdown becomes its widget, in the page's language.

* A page asks for a widget with a line of raw HTML in its Markdown,
  ``<div data-widget="bid-checker"></div>``. :func:`place_widgets` replaces the
  marker with the widget's HTML, rendered from
  ``tutorial/widgets/templates/NAME.html.j2`` in the page's language, plus a
  module script (``assets/widgets/loader.js``) and the widgets' stylesheet
  (``templates/page-assets.j2``). Pages without a marker get neither, so they
  load no Pyodide at all.
* :func:`add_page_head` puts a small inline script (``templates/page-head.j2``)
  first in the ``<head>`` of a page holding a widget, so the engine worker
  starts downloading Pyodide before the rest of the page is parsed;
  ``engine-client.js`` adopts that worker.
"""

from __future__ import annotations

import json
import logging
import re
from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from mkdocs.utils import get_relative_url

from engine.rules import OPTION_NAMES, PRESETS, option_values
from tutorial.paths import (
    LOADER,
    RENDER_TEMPLATES,
    STYLESHEET,
    WIDGET_TEMPLATES,
    WIDGETS_DIR,
    WORKER,
)
from tutorial.render.html import PIPS
from tutorial.words.catalogue import text

log = logging.getLogger("mkdocs.plugins.dudo.widgets")

MARKER = re.compile(r'<div data-widget="([^"]*)"\s*>\s*</div>')
# A rendered widget's root, as its template writes it.
WIDGET_ROOT = re.compile(r'data-widget-root="[a-z][a-z-]*"')
# Where the head additions go: first thing in <head>, after <meta charset> if it leads.
HEAD_ANCHOR = re.compile(r"<head>\s*(<meta charset=[^>]*>)?")
# Options that change calls and dice, not which bids are legal (shown with a tag).
CALLS_ONLY = ("calza", "calza_by", "calza_reward", "dice_loss", "mode")
# The house rules the bid checker offers (table size is not a house rule of a bid): the
# options of the Western rule sets, in the engine's order (大话骰's own options are not
# controls yet: the checker plays `dahua` as its preset has them).
CHECKER_OPTIONS = OPTION_NAMES[:OPTION_NAMES.index("min_players")]
# 大话骰's house rules, offered at the table companion's set-up for a game of it (issue 44:
# «大话骰's conversions, opening minimum, rounds and special hands»); a Western game is
# offered the bid checker's options.
DAHUA_OPTIONS = ("fei_to_zhai", "zhai_to_fei", "opening_minimum", "pi", "pi_by", "fanpi",
                 "special_hands", "rounds")


@cache
def ui_catalogue() -> dict[str, dict[str, dict[str, str]]]:
    """The widgets' en/zh UI text, by section and key (``tutorial/widgets/ui.json``)."""
    data = json.loads((WIDGETS_DIR / "ui.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def ui_text(section: str, lang: str) -> dict[str, str]:
    """Every text of one catalogue section in one language."""
    return {key: texts[lang] for key, texts in ui_catalogue()[section].items()}


@cache
def environment() -> Environment:
    """Jinja2 for the widget templates (autoescaped; the die macro is shared with figures)."""
    env = Environment(
        loader=FileSystemLoader([WIDGET_TEMPLATES, RENDER_TEMPLATES]),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
    )
    env.globals["pips"] = PIPS
    return env


# The rule sets the widgets offer, in picker order: one list for every widget (the bid
# checker, practice with its walkthrough, the drills and the table companion all play
# 大话骰, `dahua`, issue 21).
WIDGET_PRESETS: tuple[str, ...] = ("wango", "wango-party", "perudo", "liars-dice", "dudo", "dahua")


# Widgets that also use another widget's words: the drills draw rounds as practice does, and
# the table companion announces moves and results in practice's words.
SHARED_TEXT: dict[str, tuple[str, ...]] = {"drills": ("practice",), "table": ("practice",)}


def drills_config() -> dict[str, Any]:
    """The drill topics, and which of them each preset can ask (``engine.drills``)."""
    from engine.drills import TOPICS, topics

    return {"topics": list(TOPICS),
            "topicsByPreset": {p: topics(PRESETS[p]) for p in WIDGET_PRESETS}}


EXTRA_CONFIG = {"drills": drills_config}


def widget_context(name: str, lang: str, uid: str) -> dict[str, Any]:
    """What a widget's template needs: text getters, presets, options, its JSON config."""
    common = ui_text("common", lang)
    own = {key: text for section in (*SHARED_TEXT.get(name, ()), name)
           for key, text in ui_text(section, lang).items()}
    presets = {p: PRESETS[p].options() for p in WIDGET_PRESETS}
    options = [(n, list(option_values(n))) for n in CHECKER_OPTIONS]
    config = {
        "lang": lang,
        "text": {**common, **own},
        "presets": presets,
        "presetNames": {p: text(lang, f"preset.{p}") for p in WIDGET_PRESETS},
        "optionNames": ui_text("options", lang),
        "options": [n for n, _ in options],
        **(EXTRA_CONFIG[name]() if name in EXTRA_CONFIG else {}),
    }
    # The table's house rules: each control shows for the rule sets it belongs to.
    western = [p for p in WIDGET_PRESETS if not PRESETS[p].bid_modes]
    table_options = [(n, list(option_values(n)), western) for n in CHECKER_OPTIONS] + [
        (n, list(option_values(n)), [p for p in WIDGET_PRESETS if PRESETS[p].bid_modes])
        for n in DAHUA_OPTIONS]
    config["tableOptions"] = {n: shown for n, _, shown in table_options}
    return {
        "uid": uid, "lang": lang, "config": config, "presets": presets, "options": options,
        "table_options": table_options,
        "default_preset": "wango", "default_dice": 10, "default_bid": "",
        "calls_only": CALLS_ONLY,
        "t": lambda key, **params: own[key].format(**params),
        "c": lambda key: common[key],
        "preset_label": lambda preset: text(lang, f"preset.{preset}"),
        "option_label": lambda key: ui_text("options", lang)[key],
    }


def render_widget(name: str, lang: str, uid: str) -> str:
    """The widget's HTML in ``lang`` (one block, no blank lines for Markdown's sake)."""
    html = environment().get_template(f"{name}.html.j2").render(
        widget_context(name, lang, uid))
    return "\n".join(line for line in html.splitlines() if line.strip())


def known_widgets() -> set[str]:
    """Widget names that have a template (and so a ``NAME.js`` module)."""
    return {path.name.removesuffix(".html.j2") for path in WIDGET_TEMPLATES.glob("*.html.j2")}


def place_widgets(html: str, lang: str, page_url: str, where: str) -> str:
    """Swap each widget marker for the widget, and add the loader to that page only.

    `where` names the page in a warning about an unknown widget.
    """
    names = MARKER.findall(html)
    if not names:
        return html
    known = known_widgets()
    counter = iter(range(1, len(names) + 1))

    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in known:
            log.warning(f"{where}: unknown widget “{name}” "
                        f"(known: {', '.join(sorted(known))})")
            return match.group(0)
        return render_widget(name, lang, f"w{next(counter)}-{name}")

    body = MARKER.sub(replace, html)
    script = get_relative_url(LOADER, page_url)
    style = get_relative_url(STYLESHEET, page_url)
    html = environment().get_template("page-assets.j2").render(
        body=body, script=script, style=style)
    return f"{html}\n"  # Jinja drops the template's last newline


def page_head(page_url: str) -> str:
    """The ``<head>`` addition of a page holding a widget (see the module doc)."""
    html = environment().get_template("page-head.j2").render(
        worker=get_relative_url(WORKER, page_url))
    return "\n".join(line for line in html.splitlines() if line.strip())


def holds_widget(output: str) -> bool:
    """Whether a finished page has a rendered widget (and so needs the engine)."""
    return HEAD_ANCHOR.search(output) is not None and WIDGET_ROOT.search(output) is not None


def add_page_head(output: str, page_url: str) -> str:
    """The finished page with the engine's start first in its ``<head>`` (see the module doc)."""
    anchor = HEAD_ANCHOR.search(output)
    if anchor is None:
        return output
    at = anchor.end()
    return f"{output[:at]}\n{page_head(page_url)}{output[at:]}"
