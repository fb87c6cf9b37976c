"""Offline at the table, and a download bar on a slow connection (issue 12).

Issue 12 asks: «With the network off, a reload of any visited page works, and the bid
checker and practice become ready and give verdicts. A new build invalidates the cache
(versioned by content hash) without a stale mix.» and «While the runtime downloads, each
widget shows a real progress bar (bytes received / expected …), in the page's language».
Each test copies the built site and serves the copy, so a rebuild can change it.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from tests.browser.support import CHECKER, PAGES, READY_TIMEOUT_MS, open_checker, wait_for_verdict
from tests.site.sitebuild import serve
from tutorial.assets import offline
from tutorial.render.widget_pages import ui_text

pytestmark = pytest.mark.browser

OFFLINE_READY = "html[data-offline-ready]"


@pytest.fixture()
def own_site(widget_site: Path, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of the built site, served on its own port (its own service-worker origin)."""
    site = tmp_path / "site"
    shutil.copytree(widget_site, site, ignore=shutil.ignore_patterns("*.br", "*.gz"))
    with serve(site) as url:
        yield site, url


@pytest.fixture()
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh browser context in which service workers may run."""
    made = browser.new_context(service_workers="allow")
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


def _check_a_bid(page: Page, bid: str) -> str:
    page.locator(CHECKER).get_by_test_id("bc-bid").fill(bid)
    wait_for_verdict(page)
    return page.locator(CHECKER).get_by_test_id("bc-verdict").get_attribute("data-legal") or ""


@pytest.mark.parametrize("lang", ["zh"])
def test_a_visited_widget_page_reloads_offline_and_gives_verdicts(
        context: BrowserContext, own_site: tuple[Path, str], lang: str) -> None:
    """Issue 12: «With the network off, a reload of any visited page works, and the bid
    checker and practice become ready and give verdicts». Pages of both languages are
    kept at install, so a page never opened online reads offline too."""
    _, url = own_site
    page = context.new_page()
    _visit_checker_until_kept(page, url, lang)
    online = _check_a_bid(page, "5x3")
    context.set_offline(True)
    page.reload()
    page.wait_for_selector(f'{CHECKER}[data-ready="true"]', timeout=READY_TIMEOUT_MS)
    assert _check_a_bid(page, "5x3") == online != ""
    page.goto(url + "/tools/practice/")  # the other language's, never opened online
    page.wait_for_selector('[data-testid=practice][data-ready="true"]', timeout=READY_TIMEOUT_MS)
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
    offline.write_worker(site)
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
    page.wait_for_selector(f'{CHECKER}[data-ready="true"]', timeout=READY_TIMEOUT_MS)
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
    page.goto(url + PAGES[lang])
    bar = page.locator(f"{CHECKER} .dudo-widget__progress")
    bar.wait_for(state="visible", timeout=READY_TIMEOUT_MS)
    assert bar.get_attribute("aria-label") == ui_text("common", lang)["progress"]
    assert float(bar.evaluate("b => b.max")) == sum(sizes.values())
    page.wait_for_function(
        "s => { const b = document.querySelector(s); return b && b.value > 0; }",
        arg=f"{CHECKER} .dudo-widget__progress", timeout=READY_TIMEOUT_MS)
    page.locator("a.md-header__button.md-logo, .md-nav__link").first.focus()  # page usable
    page.wait_for_selector(f'{CHECKER}[data-ready="true"]', timeout=READY_TIMEOUT_MS)
    assert bar.is_hidden()
