"""Search on widget pages, in Chromium: built when the reader is about to search, then Material's.

Sources: issue 6 ("Targets": readiness within 1.10x of the bare Pyodide boot, the
bid-checker page within the bare Pyodide bytes + 200 KB); issue 3 (on /zh/, searching
万能 finds the page on wild ones). The widget pages hand Material's search worker to
tutorial/search/on-demand-worker.js, which starts Material's own worker only when the
page asks for it (tutorial/widgets/search-on-demand.js).
"""

from __future__ import annotations

import re
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.support import PAGES, READY_TIMEOUT_MS, open_checker, recorded_page

pytestmark = pytest.mark.browser

MATERIAL_WORKER = re.compile(r"/assets/javascripts/workers/search\.[0-9a-f]+\.min\.js$")
RESULTS = ".md-search-result__item a"


def _search_scripts(requests: list[str]) -> list[str]:
    return [u for u in requests if MATERIAL_WORKER.search(u) or "/javascripts/lunr/" in u]


def _results(page: Page) -> list[str]:
    results = page.locator(RESULTS)
    expect(results.first).to_be_visible(timeout=15_000)
    return [results.nth(i).get_attribute("href") or "" for i in range(results.count())]


@pytest.mark.parametrize(("lang", "query", "target"), [
    ("en", "palifico", r"/palifico/"),
    ("zh", "万能", r"/zh/rules/wild-ones/"),
])
def test_search_on_a_widget_page_waits_for_the_reader_then_finds_the_page(
        browser: Browser, widget_url: str, lang: str, query: str, target: str) -> None:
    """No search scripts while the engine starts; typing a query still finds the page."""
    with recorded_page(browser) as (page, recorder, _):
        open_checker(page, widget_url, lang)
        page.wait_for_load_state("networkidle")
        assert _search_scripts(recorder.requests) == []
        assert any(u.endswith("/search/search_index.json") for u in recorder.requests)

        box = page.locator("input.md-search__input")
        box.click()
        box.fill(query)
        box.press("End")  # Material reads the query on keyup once its index is ready
        hrefs = _results(page)
        assert any(re.search(target, href) for href in hrefs), hrefs
        assert any(MATERIAL_WORKER.search(u) for u in _search_scripts(recorder.requests))
        assert recorder.page_errors == [] and recorder.console_errors == []


def test_a_search_link_to_a_widget_page_shows_its_results_at_once(browser: Browser,
                                                                   widget_url: str) -> None:
    """Material's ?q= deep link opens search before the page's modules run: still answered."""
    with recorded_page(browser) as (page, recorder, _):
        page.goto(f"{widget_url}{PAGES['zh']}?q=质疑")
        hrefs = _results(page)
        assert any(re.search(r"/zh/rules/challenge/", href) for href in hrefs), hrefs
        assert recorder.page_errors == []


@pytest.mark.parametrize("width", [1280, 375])
def test_pointing_at_search_starts_the_index(browser: Browser, widget_url: str,
                                             width: int) -> None:
    """The index starts building on hover, before the click, so results come sooner."""
    with recorded_page(browser, viewport={"width": width, "height": 800}) as (page, recorder, _):
        open_checker(page, widget_url, "en")
        assert _search_scripts(recorder.requests) == []
        wide = width > 1000
        page.locator("input.md-search__input" if wide else "label.md-header__button[for=__search]"
                     ).hover()
        page.wait_for_function("document.querySelector('.md-search-result__meta')"
                               ".textContent.trim() === 'Type to start searching'",
                               timeout=READY_TIMEOUT_MS)
        assert _search_scripts(recorder.requests) != []


def test_a_page_without_widgets_builds_its_index_at_once(browser: Browser,
                                                         widget_url: str) -> None:
    """Elsewhere Material's own worker starts with the page, as Material ships it."""
    with recorded_page(browser) as (page, recorder, _):
        page.goto(widget_url + "/rules/bidding/", wait_until="networkidle")
        assert any(MATERIAL_WORKER.search(u) for u in recorder.requests)
        assert not any("search-on-demand" in u for u in recorder.requests)


@pytest.mark.parametrize("name", ["../../widgets/loader.js", "https://example.com/x.js", ""])
def test_the_on_demand_worker_imports_only_materials_worker(browser: Browser, widget_url: str,
                                                            name: str) -> None:
    """A ?worker= that is not Material's worker file beside it is refused, not imported."""
    with recorded_page(browser) as (page, recorder, _):
        page.goto(widget_url + "/rules/bidding/")
        error = page.evaluate("""name => new Promise(resolve => {
            const url = new URL("/assets/javascripts/workers/search-on-demand.js", location.href);
            url.searchParams.set("worker", name);
            const worker = new Worker(url);
            worker.onerror = (event) => { event.preventDefault(); resolve(event.message); };
            setTimeout(() => resolve(null), 10000);
        })""", name)
        assert error is not None and "must name Material's search worker" in error
        fetched = [urlparse(u) for u in recorder.requests]
        assert not any(u.path.endswith("/widgets/loader.js") or u.netloc == "example.com"
                       for u in fetched)
