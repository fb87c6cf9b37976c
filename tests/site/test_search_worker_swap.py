"""Widget pages load search on demand (worker swapped, no index at load); other pages do not.

Sources: issue 6 ("Targets": readiness at most 1.10x the bare Pyodide boot, the
bid-checker page at most the bare Pyodide bytes + 200 KB), which Material's search
worker building the whole index during Pyodide's compile pushed over; issue 4
("pages without widgets load no Pyodide", so they keep Material's search as is).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import parse_qsl

import pytest

from tutorial.assets.search_on_demand import (
    INDEX_PATH,
    SOURCE,
    WORKER_PATH,
    SearchConfigError,
    defer_search,
)

MATERIAL = "../../assets/javascripts/workers/search.a7633da7.min.js"


FORM = '<form class="md-search__form" name="search">'


def _page(config: object, form: str = FORM) -> str:
    text = config if isinstance(config, str) else json.dumps(config).replace("</", "<\\/")
    return (f'<html><body>{form}<input></form><p>x</p>'
            f'<script id="__config" type="application/json">{text}</script></body></html>')


def _config(html: str) -> dict[str, object]:
    found = re.search(r'<script id="__config" type="application/json">(.*?)</script>', html, re.S)
    assert found is not None
    value = json.loads(found.group(1))
    assert isinstance(value, dict)
    return value


def test_the_search_worker_becomes_the_on_demand_worker_beside_it() -> None:
    """Same directory as Material's worker (named by file name), the index relative to it;
    the form no longer makes Material fetch the index at load; nothing else changes.

    Source: issue 6, "Targets".
    """
    config = {"base": "../..", "search": MATERIAL, "features": ["search.highlight"],
              "translations": {"search.result.placeholder": "输入关键词开始搜索"}}
    html = defer_search(_page(config))
    out = _config(html)
    assert out["search"] == ("../../assets/javascripts/workers/search-on-demand.js"
                             "?worker=search.a7633da7.min.js"
                             "&index=../../../search/search_index.json")
    assert {k: v for k, v in out.items() if k != "search"} == {
        k: v for k, v in config.items() if k != "search"}
    assert '<form class="md-search__form">' in html and 'name="search"' not in html
    assert WORKER_PATH.endswith("/workers/search-on-demand.js") and SOURCE.is_file()


def test_suggestions_stay_on_when_the_site_turns_them_on() -> None:
    """Material sends ``options.suggest`` in its setup message; the worker must do the same.

    Source: issue 6, "Targets".
    """
    config = {"search": MATERIAL, "features": ["search.suggest", "search.highlight"]}
    assert str(_config(defer_search(_page(config)))["search"]).endswith("&suggest=1")


def test_the_rewritten_config_stays_safe_inside_a_script_element() -> None:
    """A text holding </script> or quotes cannot end the element early (as Jinja's tojson).

    Source: issue 6, "Targets".
    """
    config = {"search": MATERIAL, "translations": {"x": "</script><b>'&'"}}
    html = defer_search(_page(config))
    assert html.count("</script>") == 1 and "<b>" not in html
    assert _config(html)["translations"] == {"x": "</script><b>'&'"}


@pytest.mark.parametrize("config", [
    {"base": "."},               # search plugin off: no worker to swap
    {"base": ".", "search": ""},
])
def test_a_page_without_search_is_left_alone(config: dict[str, object]) -> None:
    """A page without Material's search config is returned unchanged.

    Source: issue 6, "Targets".
    """
    html = _page(config)
    assert defer_search(html) == html
    assert defer_search("<html><body>no config</body></html>") == "<html><body>no config</body></html>"


@pytest.mark.parametrize(("config", "why"), [
    ("{not json", "not JSON"),
    ("[1, 2]", "not a JSON object"),
    ({"search": 7}, "not a script URL"),
    ({"search": "../../assets/javascripts/search.min.js"}, "workers/ directory"),
    ({"search": "../../assets/javascripts/workers/search.js"}, "workers/ directory"),
])
def test_a_config_it_cannot_read_fails_the_build_with_the_reason(config: object,
                                                                 why: str) -> None:
    """A search config the rewrite cannot read fails the build, saying why.

    Source: issue 6, "Targets".
    """
    with pytest.raises(SearchConfigError, match=why):
        defer_search(_page(config))


def test_a_page_whose_search_form_cannot_be_found_fails_the_build() -> None:
    """Without the form's name gone Material would still fetch the index at load.

    Source: issue 6, "Targets".
    """
    with pytest.raises(SearchConfigError, match="found 0"):
        defer_search(_page({"search": MATERIAL}, form="<form>"))


@pytest.mark.slow
def test_exactly_the_widget_pages_use_the_on_demand_worker(built_site: Path) -> None:
    """Every page with a widget defers search; every other page keeps Material's worker.

    Source: issue 6, "Targets".
    """
    widget_pages = other_pages = 0
    for page in built_site.rglob("index.html"):
        html = page.read_text(encoding="utf-8")
        worker = _config(html)["search"]
        assert isinstance(worker, str)
        if "data-widget-root=" in html:
            widget_pages += 1
            on_demand, _, query = worker.partition("?")
            params = dict(parse_qsl(query))
            assert on_demand.endswith("/" + WORKER_PATH), page
            here = (built_site / WORKER_PATH).parent
            assert (here / params["worker"]).is_file(), page
            assert (here / params["index"]).resolve() == built_site / INDEX_PATH, page
            assert 'name="search"' not in html, page
        else:
            other_pages += 1
            assert re.search(r"/workers/search\.[0-9a-f]+\.min\.js$", worker), page
            assert '<form class="md-search__form" name="search">' in html, page
    assert widget_pages == 4 and other_pages >= 30
    assert (built_site / WORKER_PATH).read_bytes() == SOURCE.read_bytes()
