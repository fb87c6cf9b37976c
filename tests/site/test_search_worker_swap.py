"""Widget pages hand Material's search worker over to the on-demand worker; other pages do not.

Sources: issue 6 ("Targets": readiness at most 1.10x the bare Pyodide boot, the
bid-checker page at most the bare Pyodide bytes + 200 KB), which Material's search
worker building the whole index during Pyodide's compile pushed over; issue 4
("pages without widgets load no Pyodide", so they keep Material's search as is).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tutorial.search_on_demand import SOURCE, WORKER_PATH, SearchConfigError, defer_search

MATERIAL = "../../assets/javascripts/workers/search.a7633da7.min.js"


def _page(config: object) -> str:
    text = config if isinstance(config, str) else json.dumps(config).replace("</", "<\\/")
    return (f'<html><body><p>x</p><script id="__config" type="application/json">{text}'
            f'</script></body></html>')


def _config(html: str) -> dict[str, object]:
    found = re.search(r'<script id="__config" type="application/json">(.*?)</script>', html, re.S)
    assert found is not None
    value = json.loads(found.group(1))
    assert isinstance(value, dict)
    return value


def test_the_search_worker_becomes_the_on_demand_worker_beside_it() -> None:
    """Same directory as Material's worker, which is named by file name; nothing else changes."""
    config = {"base": "../..", "search": MATERIAL, "features": ["search.highlight"],
              "translations": {"search.result.placeholder": "输入关键词开始搜索"}}
    out = _config(defer_search(_page(config)))
    assert out["search"] == ("../../assets/javascripts/workers/search-on-demand.js"
                             "?worker=search.a7633da7.min.js")
    assert {k: v for k, v in out.items() if k != "search"} == {
        k: v for k, v in config.items() if k != "search"}
    assert WORKER_PATH.endswith("/workers/search-on-demand.js") and SOURCE.is_file()


def test_the_rewritten_config_stays_safe_inside_a_script_element() -> None:
    """A text holding </script> or quotes cannot end the element early (as Jinja's tojson)."""
    config = {"search": MATERIAL, "translations": {"x": "</script><b>'&'"}}
    html = defer_search(_page(config))
    assert html.count("</script>") == 1 and "<b>" not in html
    assert _config(html)["translations"] == {"x": "</script><b>'&'"}


@pytest.mark.parametrize("config", [
    {"base": "."},               # search plugin off: no worker to swap
    {"base": ".", "search": ""},
])
def test_a_page_without_search_is_left_alone(config: dict[str, object]) -> None:
    html = _page(config)
    assert defer_search(html) == html
    assert defer_search("<html><body>no config</body></html>") == "<html><body>no config</body></html>"


@pytest.mark.parametrize(("config", "why"), [
    ("{not json", "not JSON"),
    ("[1, 2]", "not a JSON object"),
    ({"search": 7}, "not a script URL"),
    ({"search": "../../assets/javascripts/search.min.js"}, "workers/ directory"),
])
def test_a_config_it_cannot_read_fails_the_build_with_the_reason(config: object,
                                                                 why: str) -> None:
    with pytest.raises(SearchConfigError, match=why):
        defer_search(_page(config))


@pytest.mark.slow
def test_exactly_the_widget_pages_use_the_on_demand_worker(built_site: Path) -> None:
    """Every page with a widget defers search; every other page keeps Material's worker."""
    widget_pages = other_pages = 0
    for page in built_site.rglob("index.html"):
        html = page.read_text(encoding="utf-8")
        worker = _config(html)["search"]
        assert isinstance(worker, str)
        if "data-widget-root=" in html:
            widget_pages += 1
            on_demand, _, material = worker.partition("?worker=")
            assert on_demand.endswith("/" + WORKER_PATH), page
            assert (built_site / WORKER_PATH).with_name(material).is_file(), page
        else:
            other_pages += 1
            assert re.search(r"/workers/search\.[0-9a-f]+\.min\.js$", worker), page
    assert widget_pages == 4 and other_pages >= 30
    assert (built_site / WORKER_PATH).read_bytes() == SOURCE.read_bytes()
