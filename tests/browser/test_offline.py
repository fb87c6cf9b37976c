"""Offline at the table, and a download bar on a slow connection (issue 12).

Issue 12 asks: «With the network off, a reload of any visited page works, and the bid
checker and practice become ready and give verdicts. A new build invalidates the cache
(versioned by content hash) without a stale mix.» and «While the runtime downloads, each
widget shows a real progress bar (bytes received / expected …), in the page's language».
Issue 12 also asks that the worker «caches the site's pages in both languages»; a
reader's first visit keeps only its own language's (README: «the first page a reader
opens in the other language brings that language's pages too»).
Issue 23 asks: «a rebuild reaches the reader on the first reload, with nothing stale mixed
in and nothing the reader had kept offline lost. If a game or a table is in progress, the
page says a new version is ready and applies it when the reader chooses (no lost state)».
Each test copies the built site and serves the copy, so a rebuild can change it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route

from tests.browser.axe_support import Scheme, audit
from tests.browser.practice_support import (
    PRACTICE,
    PRACTICE_PAGES,
    open_practice,
    settle,
    start_game,
)
from tests.browser.support import (
    CHECKER,
    PAGES,
    READY_TIMEOUT_MS,
    open_checker,
    patient,
    wait_for_verdict,
    wait_ready,
)
from tutorial.assets import offline
from tutorial.plugin import offline_words
from tutorial.render.widget_pages import ui_text
from tutorial.words.catalogue import text

pytestmark = pytest.mark.browser

OFFLINE_READY = "html[data-offline-ready]"
# Every URL in every cache of the page's origin.
CACHED_URLS = """async () => {
  const out = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) out.push(request.url);
  }
  return out;
}"""
# True once the origin's caches are exactly `names` (each poll starts the next look).
CACHES_ARE = """names => {
  caches.keys().then((keys) => { window.__dudoCaches = keys.join(" "); });
  return window.__dudoCaches === names.join(" ");
}"""
# Reports data saver on (navigator.connection.saveData), as Chrome's Lite mode does.
DATA_SAVER = """Object.defineProperty(Navigator.prototype, "connection", {
  configurable: true, get: () => ({ saveData: true, effectiveType: "4g" }),
});"""


@pytest.fixture()
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh browser context in which service workers may run, waiting as long for a page
    or an element as for the engine (a loaded 2-core machine is slow to load pages too)."""
    made = patient(browser.new_context(service_workers="allow"))
    try:
        yield made
    finally:
        made.close()


def _visit_checker_until_kept(page: Page, url: str, lang: str) -> str:
    """Open the checker, let the service worker keep the runtime; return the build version."""
    open_checker(page, url, lang)
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=READY_TIMEOUT_MS)
    version = page.evaluate("document.documentElement.dataset.offlineReady")
    assert isinstance(version, str)
    return version


def _pages_kept(page: Page, lang: str) -> None:
    """Wait until the page says the worker has done what it asked for its language."""
    page.wait_for_selector(f'html[data-offline-pages="{lang}"]', state="attached",
                           timeout=READY_TIMEOUT_MS)


def _cached_pages(page: Page, site: Path, url: str) -> set[str]:
    """The site's pages (as ``offline.build_info`` lists them) now in the worker's cache."""
    pages = offline.build_info(site)["pages"]
    assert isinstance(pages, dict)
    every = {f"{url}/{path.removeprefix('./')}": path for lang in pages for path in pages[lang]}
    return {every[u] for u in page.evaluate(CACHED_URLS) if u in every}


def _open_with_data_saver(context: BrowserContext, url: str, paths: tuple[str, ...]) -> Page:
    """A page that reports data saver on, after opening each English page of ``paths``."""
    context.add_init_script(DATA_SAVER)
    page = context.new_page()
    for path in paths:
        page.goto(url + path)
        _pages_kept(page, "en")
    return page


def _language_pages(site: Path, lang: str) -> set[str]:
    pages = offline.build_info(site)["pages"]
    assert isinstance(pages, dict)
    return set(pages[lang])


def _rebuild(site: Path, page_path: str, marker: str) -> None:
    """A new build whose page ``page_path`` (e.g. "tools/practice/") holds ``#marker``."""
    changed = site / page_path / "index.html"
    changed.write_text(changed.read_text(encoding="utf-8").replace(
        "</article>", f'<p id="{marker}">{marker}</p></article>', 1), encoding="utf-8")
    offline.write_worker(site, offline_words())


# The states of the page's service-worker registration: "waiting active" and the like.
WORKER_STATES = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  return ["installing", "waiting", "active"].filter((k) => r?.[k]).join(" ");
}"""


def _check_a_bid(page: Page, bid: str) -> str:
    page.locator(CHECKER).get_by_test_id("bc-bid").fill(bid)
    wait_for_verdict(page)
    return page.locator(CHECKER).get_by_test_id("bc-verdict").get_attribute("data-legal") or ""


@pytest.mark.parametrize("lang", ["zh"])
def test_a_visited_widget_page_reloads_offline_and_gives_verdicts(
        context: BrowserContext, own_site: tuple[Path, str], lang: str) -> None:
    """Issue 12: «With the network off, a reload of any visited page works, and the bid
    checker and practice become ready and give verdicts». The pages of the visited
    page's language are kept, so a page of that language never opened online reads
    offline too."""
    _, url = own_site
    page = context.new_page()
    _visit_checker_until_kept(page, url, lang)
    online = _check_a_bid(page, "5x3")
    context.set_offline(True)
    page.reload()
    wait_ready(page, CHECKER)
    assert _check_a_bid(page, "5x3") == online != ""
    page.goto(url + "/zh/tools/practice/")  # never opened online
    wait_ready(page, PRACTICE)
    page.goto(url + "/zh/rules/bidding/")
    assert page.locator("article h1").inner_text().strip() != ""


def test_a_rebuild_replaces_the_cache_without_a_stale_mix(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """Issue 12: «A new build invalidates the cache (versioned by content hash) without a
    stale mix». A changed page gives a new ``sw.js`` (offline.write_worker, as the
    build's last steps); the next visit installs it, the old build's cache is deleted,
    the page reloads under the new worker and shows the new text, and the runtime is
    kept again."""
    site, url = own_site
    page = context.new_page()
    first = _visit_checker_until_kept(page, url, "en")
    checker = site / PAGES["en"].strip("/") / "index.html"
    checker.write_text(checker.read_text(encoding="utf-8").replace(
        "</article>", '<p id="rebuilt">rebuilt</p></article>', 1), encoding="utf-8")
    offline.write_worker(site, offline_words())
    page.reload()
    page.wait_for_selector("#rebuilt", state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_function(
        "v => document.documentElement.dataset.offlineReady"
        " && document.documentElement.dataset.offlineReady !== v",
        arg=first, timeout=READY_TIMEOUT_MS)
    caches = page.evaluate("caches.keys()")
    second = page.evaluate("document.documentElement.dataset.offlineReady")
    assert caches == [f"dudo-{second}"] and second != first
    context.set_offline(True)
    page.reload()
    wait_ready(page, CHECKER)
    assert page.locator("#rebuilt").count() == 1


@pytest.mark.parametrize("lang", ["zh"])
def test_the_widget_shows_a_download_bar_in_the_page_language(
        context: BrowserContext, own_site: tuple[Path, str], lang: str) -> None:
    """Issue 12: «each widget shows a real progress bar (bytes received / expected …), in
    the page's language, and the rest of the page stays usable». Throttled to 40 Mbit/s
    the runtime takes seconds: the bar shows, labelled in the page's language, its maximum
    is the byte count of sizes.json, and it fills before the engine is ready."""
    site, url = own_site
    sizes = json.loads((site / "assets/pyodide/sizes.json").read_text(encoding="utf-8"))
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 20, "downloadThroughput": 5_000_000,
        "uploadThroughput": 1_000_000})
    # Only the navigation is awaited, not the page's load event: the bar is what this test
    # waits for, with the engine's own time limit (in one CI run on a busy 2-core machine,
    # the throttled page's load event took longer than Playwright's 120 s for a navigation).
    page.goto(url + PAGES[lang], wait_until="commit")
    bar = page.locator(f"{CHECKER} .dudo-widget__progress")
    bar.wait_for(state="visible", timeout=READY_TIMEOUT_MS)
    assert bar.get_attribute("aria-label") == ui_text("common", lang)["progress"]
    assert float(bar.evaluate("b => b.max")) == sum(sizes.values())
    page.wait_for_function(
        "s => { const b = document.querySelector(s); return b && b.value > 0; }",
        arg=f"{CHECKER} .dudo-widget__progress", timeout=READY_TIMEOUT_MS)
    page.locator("a.md-header__button.md-logo, .md-nav__link").first.focus()  # page usable
    wait_ready(page, CHECKER)
    assert bar.is_hidden()


def test_a_first_visit_keeps_its_own_language_and_the_other_once_opened(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """Issue 12: the worker «caches the site's pages in both languages» and «With the
    network off, a reload of any visited page works»; README: «the first page a reader
    opens in the other language brings that language's pages too». A first visit to an
    English page keeps every English page (404 included) and no Chinese one; the first
    Chinese page opened then brings every Chinese page; offline, pages of both languages
    that were never opened read."""
    site, url = own_site
    page = context.new_page()
    page.goto(url + "/rules/bidding/")
    _pages_kept(page, "en")
    english, chinese = _language_pages(site, "en"), _language_pages(site, "zh")
    assert _cached_pages(page, site, url) == english
    page.goto(url + "/zh/faq/")
    _pages_kept(page, "zh")
    assert _cached_pages(page, site, url) == english | chinese
    context.set_offline(True)
    for path in ("/zh/rules/ones/", "/glossary/", "/zh/faq/"):
        page.goto(url + path)
        assert page.locator("article h1").inner_text().strip() != ""
    page.goto(url + "/zh/no-such-page/")
    assert page.locator("html").get_attribute("lang", timeout=READY_TIMEOUT_MS) == "zh"


def test_data_saver_keeps_only_the_pages_opened(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """Issue 12: «Ready fast on a slow phone connection» and «With the network off, a
    reload of any visited page works»; README: «A reader whose browser has data saver on
    (`navigator.connection.saveData`) gets only the pages they open». With data saver
    reported, the worker keeps the two pages opened, and they reload offline."""
    site, url = own_site
    page = _open_with_data_saver(context, url, ("/rules/bidding/", "/faq/"))
    assert _cached_pages(page, site, url) == {"rules/bidding/", "faq/"}
    context.set_offline(True)
    page.goto(url + "/rules/bidding/")
    assert page.locator("article h1").inner_text().strip() != ""


def test_the_worker_waits_for_the_engine_before_caching_anything(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """Issue 12: «Ready fast on a slow phone connection» and the worker «caches the site's
    pages in both languages»; README: «once the page has loaded (on a widget page, once the
    engine is ready) every page of that page's language». With the engine's wasm held back,
    the loaded checker page has registered no worker and the worker has fetched nothing;
    once the wasm is let through, the worker keeps the English pages."""
    _, url = own_site
    held: list[Route] = []
    released: list[bool] = []

    def hold(route: Route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    context.route("**/pyodide.asm.wasm", hold)
    by_worker: list[str] = []
    context.on("request", lambda r: by_worker.append(r.url) if r.service_worker else None)
    page = context.new_page()
    page.goto(url + PAGES["en"], wait_until="load")
    page.wait_for_function("() => document.querySelector('[data-widget-root]') !== null")
    assert page.evaluate("navigator.serviceWorker.getRegistrations()") == []
    if not held:  # the engine worker asks for the wasm once its own imports have run
        context.wait_for_event("request", lambda r: r.url.endswith("/pyodide.asm.wasm"),
                               timeout=READY_TIMEOUT_MS)
    page.wait_for_function("() => true")  # a round trip: lets pending events arrive
    assert held and by_worker == []
    released.append(True)
    for route in held:
        route.continue_()
    wait_ready(page, CHECKER)
    _pages_kept(page, "en")
    assert f"{url}/sw.js" in by_worker and f"{url}/glossary/" in by_worker


def test_a_rebuild_keeps_what_the_reader_had_kept(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """Issue 12: «A new build invalidates the cache (versioned by content hash) without a
    stale mix» and «With the network off, a reload of any visited page works»; README: «A
    reader whose browser has data saver on (`navigator.connection.saveData`) gets only the
    pages they open». The new build's worker fetches again the pages the old cache held
    (here a data-saver reader's two), no more, so a page opened before the rebuild still
    reads offline after it."""
    site, url = own_site
    page = _open_with_data_saver(context, url, ("/faq/", "/rules/bidding/"))
    glossary = site / "glossary" / "index.html"
    glossary.write_text(glossary.read_text(encoding="utf-8").replace(
        "</article>", "<p>rebuilt</p></article>", 1), encoding="utf-8")
    offline.write_worker(site, offline_words())
    version = offline.build_info(site)["version"]
    page.reload()
    page.wait_for_function(CACHES_ARE, arg=[f"dudo-{version}"], timeout=READY_TIMEOUT_MS)
    assert _cached_pages(page, site, url) == {"rules/bidding/", "faq/"}
    context.set_offline(True)
    page.goto(url + "/faq/")
    assert page.locator("article h1").inner_text().strip() != ""


@pytest.mark.parametrize("lang", ["zh"])
def test_a_game_in_progress_holds_an_update_until_the_reader_applies_it(
        context: BrowserContext, own_site: tuple[Path, str], lang: str) -> None:
    """Issue 23: «If a game or a table is in progress, the page says a new version is ready
    and applies it when the reader chooses (no lost state)». With a practice game dealt,
    a new build found by the browser waits: the page stays as it is (no reload, the same
    game) and says, in its language, that a new version is ready; the reader's "update"
    brings the new build in, and the game goes on where it was."""
    site, url = own_site
    page = context.new_page()
    open_practice(page, url, lang)
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=READY_TIMEOUT_MS)
    start_game(page, "wango", 2, "easy", 7)
    settle(page)
    status = page.locator(PRACTICE).get_by_test_id("pr-status")
    game = status.get_attribute("data-game")
    page.evaluate("window.dudoSamePage = true")
    _rebuild(site, PRACTICE_PAGES[lang].strip("/"), "rebuilt")
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    banner = page.locator("[data-dudo-update]")
    banner.wait_for(state="visible", timeout=READY_TIMEOUT_MS)
    assert banner.get_attribute("role") == "status"
    assert text(lang, "update.ready") in banner.inner_text()
    page.wait_for_function(f"async () => (await ({WORKER_STATES})()) === 'waiting active'",
                           timeout=READY_TIMEOUT_MS)
    assert page.evaluate("window.dudoSamePage") is True
    assert page.locator("#rebuilt").count() == 0 and status.get_attribute("data-game") == game
    banner.get_by_role("button", name=text(lang, "update.apply")).click()
    page.wait_for_selector("#rebuilt", state="attached", timeout=READY_TIMEOUT_MS)
    settle(page)
    assert page.locator(PRACTICE).get_by_test_id("pr-status").get_attribute("data-game") == game
    assert page.evaluate(WORKER_STATES) == "active"


def test_an_update_found_while_nothing_is_in_progress_is_applied_at_once(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """Issue 23: «a rebuild reaches the reader on the first reload»: a page holding nothing
    unsaved (here a rules page) that learns of a new build while open takes it without a
    word: it reloads once under the new worker and shows the new page; no old cache is
    left beside the new one."""
    site, url = own_site
    page = context.new_page()
    page.goto(url + "/rules/bidding/")
    _pages_kept(page, "en")
    _rebuild(site, "rules/bidding", "rebuilt")
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector("#rebuilt", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.locator("[data-dudo-update]").count() == 0
    version = offline.build_info(site)["version"]
    page.wait_for_function(CACHES_ARE, arg=[f"dudo-{version}"], timeout=READY_TIMEOUT_MS)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_unsaved_page_offline_says_so_in_its_language_and_lists_what_is_saved(
        browser: Browser, own_site: tuple[Path, str], scheme: Scheme) -> None:
    """Issue 23, item 3: «Offline after visiting one language, every page of the other
    language (the language switch included) is Chrome's "This site can't be reached"…
    answer an unsaved page offline with a page in the reader's language that says what is
    saved and what is not; never the browser's error page». After English pages only,
    offline: a Chinese page answers in Chinese that it is not saved and links the saved
    pages, whose links open offline; the page is axe-clean in light and dark."""
    _, url = own_site
    context = patient(browser.new_context(service_workers="allow", color_scheme=scheme))
    try:
        page = context.new_page()
        page.goto(url + "/rules/bidding/")
        _pages_kept(page, "en")
        context.set_offline(True)
        page.goto(url + "/zh/rules/bidding/")
        assert page.locator("html").get_attribute("lang") == "zh"
        assert page.locator("h1").inner_text() == text("zh", "offline.title")
        assert text("zh", "offline.unsaved") in page.locator("main").inner_text()
        links = page.locator("main li a")
        saved = {link.get_attribute("href") for link in links.all()}
        assert f"{url}/rules/bidding/" in saved and f"{url}/glossary/" in saved
        assert not any("/zh/" in (href or "") for href in saved)
        assert audit(page, f"offline page, {scheme}") == []
        page.locator(f'main a[href="{url}/glossary/"]').click()
        assert page.locator("article h1").inner_text().strip() != ""
    finally:
        context.close()


def test_under_data_saver_an_unopened_page_offline_says_it_is_not_saved(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """Issue 23, item 3 («never the browser's error page») and README's data saver: with
    only the pages opened kept, an English page never opened answers offline in English
    that it is not saved, listing the two pages that are."""
    _, url = own_site
    page = _open_with_data_saver(context, url, ("/rules/bidding/", "/faq/"))
    context.set_offline(True)
    page.goto(url + "/glossary/")
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.locator("h1").inner_text() == text("en", "offline.title")
    assert {link.get_attribute("href") for link in page.locator("main li a").all()} == {
        f"{url}/rules/bidding/", f"{url}/faq/"}
