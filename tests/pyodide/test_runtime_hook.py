"""tutorial/assets/runtime.py and tutorial/render/widget_pages.py: the engine runtime and the
widgets in the site, as tutorial/plugin.py calls them.

Issue 4 ("Runtime"): only the Pyodide files pages need are copied, next to the
engine wheel and its lock file; pages without a widget get no loader; widget
HTML comes from autoescaped templates in the page's language.
"""

from __future__ import annotations

import json
import logging
import re
from types import SimpleNamespace
from typing import Any

import pytest

from engine.rules import PRESETS
from tutorial import plugin
from tutorial.assets import runtime, search_on_demand
from tutorial.paths import PYODIDE_FILES
from tutorial.render import widget_pages


def page(lang: str, url: str) -> Any:
    src = "tools/x.zh.md" if lang == "zh" else "tools/x.md"
    return SimpleNamespace(file=SimpleNamespace(locale=lang, src_uri=src), url=url)


def test_a_page_without_a_marker_is_left_alone() -> None:
    """No marker, no loader script, no stylesheet: such a page loads no Pyodide.

    Source: issue 4, "Runtime".
    """
    html = "<h1>Bids</h1><p>data-widget is just text here</p>"
    assert widget_pages.place_widgets(html, "en", "rules/bidding/", "rules/bidding.md") == html


def test_a_marker_becomes_the_widget_in_the_page_language() -> None:
    """The bid checker renders in Chinese on a zh page, with the loader at the right depth.

    Source: issue 4, "Runtime".
    """
    html = '<p>前言</p>\n<div data-widget="bid-checker"></div>\n<p>后记</p>'
    out = widget_pages.place_widgets(html, "zh", "zh/tools/bid-checker/", "tools/x.zh.md")
    assert 'data-testid="bid-checker"' in out and 'data-ready="false"' in out
    assert widget_pages.ui_text("bid-checker", "zh")["rules"] in out
    assert '<script type="module" src="../../../assets/widgets/loader.js"></script>' in out
    assert 'href="../../../assets/widgets/widgets.css"' in out
    for testid in ("bc-rules", "bc-dice", "bc-history", "bc-bid", "bc-verdict"):
        assert f'data-testid="{testid}"' in out
    config = re.search(r'<script type="application/json"[^>]*>(.*?)</script>', out, re.S)
    assert config is not None and json.loads(config.group(1))["lang"] == "zh"


def test_every_preset_and_house_rule_is_offered() -> None:
    """The rule select lists every preset the checker offers (all six: it shows dahua's
    斋/飞); every bid-relevant option has a control.

    Source: issue 4, "Runtime"; issue 21 brief: «A widget picker that would offer dahua
    before the widget supports it must leave it out deliberately (one data list)».
    """
    out = widget_pages.render_widget("bid-checker", "en", "t1")
    for preset in PRESETS:
        offered = f'<option value="{preset}"' in out
        assert offered == (preset in widget_pages.WIDGET_PRESETS), preset
    for option in widget_pages.CHECKER_OPTIONS:
        assert f'data-testid="bc-opt-{option}"' in out


def test_an_unknown_widget_fails_the_strict_build(caplog: pytest.LogCaptureFixture) -> None:
    """A misspelt marker is reported on a mkdocs logger (so --strict fails) and left as is.

    Source: issue 4, "Runtime".
    """
    html = '<div data-widget="bid-chekcer"></div>'
    with caplog.at_level(logging.WARNING, logger="mkdocs.plugins.dudo.widgets"):
        widget_pages.place_widgets(html, "en", "tools/x/", "tools/x.md")
    assert "unknown widget" in caplog.text and "bid-checker" in caplog.text


def test_only_the_runtime_files_pages_need_are_shipped() -> None:
    """Four Pyodide files, the site-local lock, the engine wheel, the widget modules, the
    site's search worker beside Material's own and the search box's input script.

    Source: issue 4, "Runtime".
    """
    files = runtime.runtime_files()
    pyodide = sorted(p.removeprefix("assets/pyodide/") for p in files
                     if p.startswith("assets/pyodide/"))
    assert pyodide[0].startswith("dudo_engine-") and pyodide[0].endswith("-py3-none-any.whl")
    assert pyodide[1] == "pyodide-lock.json"
    assert pyodide[2:] == sorted([*PYODIDE_FILES, "python_stdlib.zip"])
    assert files[runtime.STDLIB] == runtime.STDLIB_BUILD  # the trimmed one (issue 12)
    widgets = {p.removeprefix("assets/widgets/") for p in files if p.startswith("assets/widgets/")}
    assert {"loader.js", "engine-worker.js", "engine-client.js", "bid-checker.js",
            "widgets.css"} <= widgets
    assert {"search-on-demand.js"} <= widgets
    others = [p for p in files if not p.startswith(("assets/pyodide/", "assets/widgets/"))]
    assert sorted(others) == sorted(search_on_demand.ASSETS)
    assert all(files[path] == source for path, source in search_on_demand.ASSETS.items())


def test_a_widget_page_starts_the_engine_first_thing_in_its_head() -> None:
    """Issue 4: Pyodide starts downloading as soon as a page with a widget opens.

    The worker is started by an inline script right after <meta charset>, before any
    stylesheet or script of the page; engine-client.js adopts it. Pages without a
    widget get no worker, so they load no Pyodide (only the manifest and service-worker
    lines every page gets, issue 12).
    """
    widget_page = ('<html><head>\n<meta charset="utf-8">\n<link rel="stylesheet" href="x.css">'
                   '</head><body><section data-widget-root="bid-checker"></section></body></html>')
    out = plugin.BUILD.on_post_page(widget_page, page("zh", "zh/tools/bid-checker/"), None)
    head = out.split("</head>", 1)[0]
    start = head.index('<meta charset="utf-8">') + len('<meta charset="utf-8">')
    assert head[start:].lstrip().startswith("<script>")
    assert head.index("new Worker(") < head.index('<link rel="stylesheet"')
    assert '"../../../assets/widgets/engine-worker.js"' in head
    assert "dudoEarlyWorker" in head
    plain = widget_page.replace('data-widget-root="bid-checker"', "")
    out = plugin.BUILD.on_post_page(plain, page("en", "rules/bidding/"), None)
    assert "new Worker(" not in out and "engine-worker" not in out and "pyodide" not in out
