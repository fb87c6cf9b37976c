"""Search on widget pages, in Chromium: loaded when the reader is about to search, then Material's.

Sources: issue 6 ("Targets": readiness within 1.10x of the bare Pyodide boot, the
bid-checker page within the bare Pyodide bytes + 200 KB); issue 3 (on /zh/, searching
万能 finds the page on wild ones); issue 13 (each language searches its own pages,
including on the widget pages). The widget pages hand Material's search worker to
tutorial/assets/search/worker.js, which starts Material's own worker only when the page asks
for it (tutorial/widgets/search-on-demand.js).

The widget-page tests open their pages as a returning reader (tests/browser/returning.py):
what they check is the page's search, not the runtime's first arrival, and the service
worker passes the index request on, so it is still seen.
"""

from __future__ import annotations

import re
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, Page, Request, Route, expect

from tests.browser.returning import ReturningReader
from tests.browser.support import PAGES, READY_TIMEOUT_MS, open_checker, recorded_page

pytestmark = pytest.mark.browser

MATERIAL_WORKER = re.compile(r"/assets/javascripts/workers/search\.[0-9a-f]+\.min\.js$")
RESULTS = ".md-search-result__item a"


def _search_scripts(requests: list[str]) -> list[str]:
    """Material's worker, its language scripts and the index: what on-demand search defers."""
    paths = [(u, urlparse(u).path) for u in requests]
    return [u for u, path in paths if MATERIAL_WORKER.search(path) or "/javascripts/lunr/" in path
            or path.endswith("/search/search_index.json")]


def _results(page: Page) -> list[str]:
    results = page.locator(RESULTS)
    expect(results.first).to_be_visible(timeout=15_000)
    return [results.nth(i).get_attribute("href") or "" for i in range(results.count())]


@pytest.mark.parametrize(("lang", "query", "target"), [
    ("en", "palifico", r"/palifico/"),
    ("zh", "万能", r"/zh/rules/wild-ones/"),
    ("zh", "calza", r"/zh/calza/"),
])
def test_search_on_a_widget_page_waits_for_the_reader_then_finds_the_page(
        returning: ReturningReader, widget_url: str, lang: str, query: str, target: str) -> None:
    """No search index or scripts while the engine starts; typing a query finds the page,
    and only pages of the page's language.

    Source: issue 6, "Targets"; issue 13, "What to build".
    """
    with returning.page() as (page, recorder):
        open_checker(page, widget_url, lang)
        page.wait_for_load_state("networkidle")
        assert _search_scripts(recorder.requests) == []

        box = page.locator("input.md-search__input")
        box.click()
        box.fill(query)
        box.press("End")  # Material reads the query on keyup once its index is ready
        hrefs = _results(page)
        assert any(re.search(target, href) for href in hrefs), hrefs
        assert all(urlparse(h).path.startswith("/zh/") == (lang == "zh") for h in hrefs), hrefs
        fetched = _search_scripts(recorder.requests)
        assert any(MATERIAL_WORKER.search(u) for u in fetched)
        index = "/zh/search/search_index.json" if lang == "zh" else "/search/search_index.json"
        # A set: the service worker (issue 12) passes the fetch on, and both are recorded.
        assert {urlparse(u).path for u in fetched if u.endswith("search_index.json")} == {index}
        assert recorder.page_errors == [] and recorder.console_errors == []


def test_a_failed_index_download_is_tried_again_when_the_reader_comes_back(
        browser: Browser, widget_url: str) -> None:
    """A network hiccup does not leave search stuck on "Initializing" for the page's life.

    Source: issue 6, "Targets".
    """
    with recorded_page(browser) as (page, recorder, context):
        failures: list[str] = []

        def flaky(route: Route) -> None:
            if not failures:
                failures.append(route.request.url)
                route.abort()
            else:
                route.continue_()

        context.route(lambda url: urlparse(url).path.endswith("/search/search_index.json"), flaky)
        open_checker(page, widget_url, "en")
        box = page.locator("input.md-search__input")
        search_open = page.locator("#__search")
        box.click()
        # Material opens search on focus after a debounce, and Chromium runs input before
        # timers: wait for it to be open, or Escape can arrive first and be ignored.
        expect(search_open).to_be_checked()
        expect(page.locator(".md-search-result__meta")).to_contain_text("Initializing")
        page.keyboard.press("Escape")
        expect(search_open).not_to_be_checked()
        page.locator("h1").click()
        box.click()
        box.fill("palifico")
        box.press("End")
        assert any(re.search(r"/palifico/", href) for href in _results(page))
        assert len(failures) == 1
        assert any("search index could not be loaded" in e for e in recorder.console_errors)


def test_a_search_link_to_a_widget_page_shows_its_results_at_once(returning: ReturningReader,
                                                                   widget_url: str) -> None:
    """Material's ?q= deep link opens search before the page's modules run: still answered.

    Source: issue 6, "Targets".
    """
    with returning.page() as (page, recorder):
        page.goto(f"{widget_url}{PAGES['zh']}?q=质疑")
        hrefs = _results(page)
        assert any(re.search(r"/zh/rules/challenge/", href) for href in hrefs), hrefs
        assert recorder.page_errors == []


@pytest.mark.parametrize("width", [1280, 375])
def test_pointing_at_search_starts_the_index(returning: ReturningReader, widget_url: str,
                                             width: int) -> None:
    """The index starts building on hover, before the click, so results come sooner.

    Source: issue 6, "Targets".
    """
    with returning.page(width=width, height=800) as (page, recorder):
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
    """Elsewhere Material's own worker starts with the page and the index loads at once.

    Source: issue 6, "Targets".
    """
    def worker(request: Request) -> bool:
        return bool(MATERIAL_WORKER.search(request.url))

    def index(request: Request) -> bool:
        return urlparse(request.url).path == "/search/search_index.json"

    with recorded_page(browser) as (page, recorder, context):
        # Waited for as requests, not as a quiet network: a loaded machine can be quiet for a
        # moment before Material's own script starts its worker.
        with context.expect_event("request", worker, timeout=READY_TIMEOUT_MS), \
                context.expect_event("request", index, timeout=READY_TIMEOUT_MS):
            page.goto(widget_url + "/rules/bidding/", wait_until="networkidle")
        assert not any("search-on-demand" in u for u in recorder.requests)


@pytest.mark.parametrize(("worker", "index"), [
    ("../../widgets/loader.js", "../../../search/search_index.json"),
    ("https://example.com/x.js", "../../../search/search_index.json"),
    ("", "../../../search/search_index.json"),
    ("search.a7633da7.min.js", "https://example.com/search/search_index.json"),
    ("search.a7633da7.min.js", "../../../widgets/loader.js"),
])
def test_the_on_demand_worker_loads_only_materials_worker_and_the_index(
        browser: Browser, widget_url: str, worker: str, index: str) -> None:
    """A ?worker= or ?index= other than the build writes is refused, and nothing is loaded.

    Source: issue 6, "Targets".
    """
    with recorded_page(browser) as (page, recorder, _):
        page.goto(widget_url + "/rules/bidding/")
        error = page.evaluate("""([worker, index]) => new Promise(resolve => {
            const url = new URL("/assets/javascripts/workers/search-dudo.js", location.href);
            url.searchParams.set("worker", worker);
            url.searchParams.set("index", index);
            const started = new Worker(url);
            started.onerror = (event) => { event.preventDefault(); resolve(event.message); };
            setTimeout(() => resolve(null), 10000);
        })""", [worker, index])
        assert error is not None and "is not what the build writes" in error
        fetched = [urlparse(u) for u in recorder.requests]
        assert not any(u.path.endswith("/widgets/loader.js") or u.netloc == "example.com"
                       for u in fetched)
