"""Every page searches its language's index through the site's worker; widget pages on demand.

Sources: issue 6 ("Targets": readiness at most 1.10x the bare Pyodide boot, the
bid-checker page at most the bare Pyodide bytes + 200 KB), which Material's search
worker building the whole index during Pyodide's compile pushed over; issue 4
("pages without widgets load no Pyodide", so they fetch the index at load as
Material does); issue 13 ("What to build": each language searches its own pages
only, an index per language, including on the widget pages; Chinese queries
segmented the way the index was).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import parse_qsl

import pytest

from tutorial.assets.search_on_demand import (
    SOURCE,
    WORKER_PATH,
    SearchConfigError,
    configure_search,
)
from tutorial.assets.search_index import index_path

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


def defer_search(html: str) -> str:
    """A widget page of the default language."""
    return configure_search(html, "", on_demand=True)


def test_the_search_worker_becomes_the_on_demand_worker_beside_it() -> None:
    """Same directory as Material's worker (named by file name), the index relative to it;
    the form no longer makes Material fetch the index at load; nothing else changes.

    Source: issue 6, "Targets".
    """
    config = {"base": "../..", "search": MATERIAL, "features": ["search.highlight"],
              "translations": {"search.result.placeholder": "输入关键词开始搜索"}}
    html = defer_search(_page(config))
    out = _config(html)
    assert out["search"] == ("../../assets/javascripts/workers/search-dudo.js"
                             "?worker=search.a7633da7.min.js"
                             "&index=../../../search/search_index.json")
    assert {k: v for k, v in out.items() if k != "search"} == {
        k: v for k, v in config.items() if k != "search"}
    assert '<form class="md-search__form">' in html and 'name="search"' not in html
    assert WORKER_PATH.endswith("/workers/search-dudo.js") and SOURCE.is_file()


@pytest.mark.parametrize(("base", "language_base"), [
    ("../..", "../../zh/"), (".", "./zh/"), ("..", "../zh/"),
])
def test_a_chinese_page_searches_the_chinese_index_from_the_chinese_home(
        base: str, language_base: str) -> None:
    """Material reads ``{base}/search/search_index.json`` and resolves results against base:
    on a Chinese page both point into /zh/; its form still fetches the index at load.

    Source: issue 13, "What to build" (each language searches its own pages only).
    """
    config = {"base": base, "search": MATERIAL, "features": []}
    html = configure_search(_page(config), "zh/", on_demand=False)
    out = _config(html)
    assert out["base"] == language_base
    assert out["search"] == ("../../assets/javascripts/workers/search-dudo.js"
                             "?worker=search.a7633da7.min.js")
    assert FORM in html


def test_a_chinese_widget_page_loads_the_chinese_index_on_demand() -> None:
    """The worker is given the Chinese index, relative to the worker's own directory.

    Source: issue 13, "What to build" (including on the widget pages that load search
    on demand).
    """
    config = {"base": "../../..", "search": "../../../assets/javascripts/workers/"
              "search.a7633da7.min.js"}
    out = _config(configure_search(_page(config), "zh/", on_demand=True))
    assert out["base"] == "../../../zh/"
    assert str(out["search"]).endswith("&index=../../../zh/search/search_index.json")


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
    """Every page with a widget defers search; every other page fetches the index at load;
    all use the site's worker and their own language's index.

    Source: issue 6, "Targets"; issue 13, "What to build"; issue 15 adds the drills page
    (`/tools/drills/`) in both languages to the bid checker's and the practice page's, and
    issue 24 the table companion's (`/tools/table/`).
    """
    widget_pages = other_pages = 0
    here = (built_site / WORKER_PATH).parent
    for page in built_site.rglob("index.html"):
        html = page.read_text(encoding="utf-8")
        config = _config(html)
        worker, base = config["search"], config["base"]
        assert isinstance(worker, str) and isinstance(base, str)
        home = "zh/" if page.relative_to(built_site).parts[0] == "zh" else ""
        assert (page.parent / base).resolve() == (built_site / home).resolve(), page
        ours, _, query = worker.partition("?")
        params = dict(parse_qsl(query))
        assert ours.endswith("/" + WORKER_PATH) or ours == WORKER_PATH, page
        assert (here / params["worker"]).is_file(), page
        if "data-widget-root=" in html:
            widget_pages += 1
            assert (here / params["index"]).resolve() == (built_site / index_path(home)).resolve(), page
            assert 'name="search"' not in html, page
        else:
            other_pages += 1
            assert "index" not in params, page
            assert '<form class="md-search__form" name="search">' in html, page
    assert widget_pages == 8 and other_pages >= 30
    assert (built_site / WORKER_PATH).read_bytes() == SOURCE.read_bytes()
