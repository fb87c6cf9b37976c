"""MkDocs hook (``hooks:`` in mkdocs.yml): the in-browser engine on the pages that use it.

* A page asks for a widget with a line of raw HTML in its Markdown,
  ``<div data-widget="bid-checker"></div>``. The marker is replaced by the
  widget's HTML, rendered at build time from
  ``tutorial/widgets/templates/NAME.html.j2`` in the page's language, plus a
  module script (``assets/widgets/loader.js``) and the widgets' stylesheet
  (``templates/page-assets.j2``).
  Pages without a marker get neither, so they load no Pyodide at all.
* The ``<head>`` of a page with a widget also starts the engine worker from a
  small inline script (``templates/page-head.j2``), so Pyodide starts
  downloading before the rest of the page has even been parsed;
  ``engine-client.js`` adopts that worker.
* Such a page also loads Material's search (index and worker) only when the
  reader is about to search (``tutorial/search_on_demand.py``), not while
  Pyodide compiles.
* After the build, Pyodide's runtime files (from ``node_modules/pyodide``, with
  the standard library trimmed by ``tutorial/stdlib_trim.py``),
  the engine wheel with its site-local ``pyodide-lock.json`` (from
  ``build/wheel``, rebuilt here when the engine changed) and the widgets'
  JS/CSS are copied into ``site/assets/``, with ``assets/pyodide/sizes.json``
  (the byte size of each file the worker downloads, for its progress bar).
  Nothing is fetched from another host.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
import sys
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape  # noqa: E402
from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.utils import get_relative_url  # noqa: E402

from engine.rules import OPTION_NAMES, PRESETS, option_values  # noqa: E402
from tutorial import engine_wheel, search_on_demand, stdlib_trim  # noqa: E402
from tutorial.render import PIPS  # noqa: E402

log = logging.getLogger("mkdocs.plugins.dudo.runtime")

WIDGETS_DIR = ROOT / "tutorial" / "widgets"
TEMPLATES = WIDGETS_DIR / "templates"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
# The only Pyodide files a page needs (no CDN, no other package wheels); the site's
# python_stdlib.zip is the trimmed one (STDLIB).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STDLIB = "assets/pyodide/python_stdlib.zip"
STDLIB_BUILD = ROOT / "build" / "stdlib" / "python_stdlib.zip"
# What the worker downloads through fetch(), whose bytes its progress bar counts.
SIZES = "assets/pyodide/sizes.json"
FETCHED = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
WIDGET_ASSETS = "assets/widgets/"
LOADER = WIDGET_ASSETS + "loader.js"
WORKER = WIDGET_ASSETS + "engine-worker.js"
STYLESHEET = "assets/widgets/widgets.css"
MARKER = re.compile(r'<div data-widget="([^"]*)"\s*>\s*</div>')
# A rendered widget's root, as its template writes it.
WIDGET_ROOT = re.compile(r'data-widget-root="[a-z][a-z-]*"')
# Where the head additions go: first thing in <head>, after <meta charset> if it leads.
HEAD_ANCHOR = re.compile(r"<head>\s*(<meta charset=[^>]*>)?")
# Options that change calls and dice, not which bids are legal (shown with a tag).
CALLS_ONLY = ("calza", "calza_by", "calza_reward", "dice_loss", "mode")
# Table size is not a house rule of a bid: the checker leaves it out.
CHECKER_OPTIONS = tuple(n for n in OPTION_NAMES if n not in ("min_players", "max_players"))


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
        loader=FileSystemLoader([TEMPLATES, ROOT / "tutorial" / "templates"]),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
    )
    env.globals["pips"] = PIPS
    return env


def page_lang(page: Any) -> str:
    """The page's language code (``en`` or ``zh``), from mkdocs-static-i18n."""
    locale = getattr(page.file, "locale", None)
    if isinstance(locale, str) and locale:
        return "zh" if locale.startswith("zh") else "en"
    return "zh" if page.file.src_uri.endswith(".zh.md") else "en"


def widget_context(name: str, lang: str, uid: str) -> dict[str, Any]:
    """What a widget's template needs: text getters, presets, options, its JSON config."""
    common, own = ui_text("common", lang), ui_text(name, lang)
    presets = {p: rules.options() for p, rules in PRESETS.items()}
    options = [(n, list(option_values(n))) for n in CHECKER_OPTIONS]
    config = {
        "lang": lang,
        "text": {**common, **own},
        "presets": presets,
        "presetNames": ui_text("presets", lang),
        "optionNames": ui_text("options", lang),
        "options": [n for n, _ in options],
    }
    return {
        "uid": uid, "lang": lang, "config": config, "presets": presets, "options": options,
        "default_preset": "wango", "default_dice": 10, "default_bid": "",
        "calls_only": CALLS_ONLY,
        "t": lambda key, **params: own[key].format(**params),
        "c": lambda key: common[key],
        "preset_label": lambda preset: ui_text("presets", lang)[preset],
        "option_label": lambda key: ui_text("options", lang)[key],
    }


def render_widget(name: str, lang: str, uid: str) -> str:
    """The widget's HTML in ``lang`` (one block, no blank lines for Markdown's sake)."""
    html = environment().get_template(f"{name}.html.j2").render(
        widget_context(name, lang, uid))
    return "\n".join(line for line in html.splitlines() if line.strip())


def known_widgets() -> set[str]:
    """Widget names that have a template (and so a ``NAME.js`` module)."""
    return {path.name.removesuffix(".html.j2") for path in TEMPLATES.glob("*.html.j2")}


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Swap each widget marker for the widget, and add the loader to that page only."""
    names = MARKER.findall(html)
    if not names:
        return html
    lang, known = page_lang(page), known_widgets()
    counter = iter(range(1, len(names) + 1))

    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in known:
            log.warning(f"{page.file.src_uri}: unknown widget “{name}” "
                        f"(known: {', '.join(sorted(known))})")
            return match.group(0)
        return render_widget(name, lang, f"w{next(counter)}-{name}")

    body = MARKER.sub(replace, html)
    script = get_relative_url(LOADER, page.url)
    style = get_relative_url(STYLESHEET, page.url)
    html = environment().get_template("page-assets.j2").render(
        body=body, script=script, style=style)
    return f"{html}\n"  # Jinja drops the template's last newline


def page_head(page_url: str) -> str:
    """The ``<head>`` addition of a page holding a widget (see the module doc)."""
    html = environment().get_template("page-head.j2").render(
        worker=get_relative_url(WORKER, page_url))
    return "\n".join(line for line in html.splitlines() if line.strip())


def on_post_page(output: str, page: Any, config: Any) -> str:
    """Start the engine from the head of a page that holds a widget, and defer its search.

    Other pages are left alone.
    """
    anchor = HEAD_ANCHOR.search(output)
    if anchor is None or not WIDGET_ROOT.search(output):
        return output
    at = anchor.end()
    try:
        output = search_on_demand.defer_search(output)
    except search_on_demand.SearchConfigError as error:
        raise PluginError(f"{page.file.src_uri}: {error}") from None
    return f"{output[:at]}\n{page_head(page.url)}{output[at:]}"


def _copy(source: Path, target: Path) -> None:
    """Copy one file unless an identical copy (same size and mtime) is already there."""
    if target.exists():
        a, b = source.stat(), target.stat()
        if a.st_size == b.st_size and int(a.st_mtime) == int(b.st_mtime):
            return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def runtime_files() -> dict[str, Path]:
    """Every file the site serves for the engine, keyed by its path under the site."""
    missing = [n for n in PYODIDE_FILES if not (PYODIDE_DIR / n).exists()]
    if missing:
        raise PluginError(f"node_modules/pyodide lacks {', '.join(missing)}: run `npm ci` "
                          "(./scripts/serve and ./scripts/test do it)")
    try:
        built = engine_wheel.build()
    except engine_wheel.WheelError as error:
        raise PluginError(str(error)) from None
    files = {f"assets/pyodide/{n}": PYODIDE_DIR / n for n in PYODIDE_FILES}
    try:
        files[STDLIB] = stdlib_trim.build(STDLIB_BUILD)
    except stdlib_trim.StdlibError as error:
        raise PluginError(str(error)) from None
    files["assets/pyodide/pyodide-lock.json"] = built.lock
    files[f"assets/pyodide/{built.wheel.name}"] = built.wheel
    for path in sorted(WIDGETS_DIR.glob("*.js")) + sorted(WIDGETS_DIR.glob("*.css")):
        files[f"assets/widgets/{path.name}"] = path
    files[search_on_demand.WORKER_PATH] = search_on_demand.SOURCE
    return files


def on_post_build(config: Any) -> None:
    """Copy Pyodide, the engine wheel, its lock file and the widget modules into the site."""
    site = Path(config.site_dir)
    files = runtime_files()
    for relative, source in files.items():
        _copy(source, site / relative)
    sizes = {Path(name).name: path.stat().st_size for name, path in files.items()
             if Path(name).name in FETCHED or name.endswith(".whl")}
    target = site / SIZES
    text = json.dumps(sizes, sort_keys=True)
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
