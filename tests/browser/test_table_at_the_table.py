"""The table companion at the table (issue 44, item 6): a large-type view of whose turn it is
and the standing bid, the screen kept on while a game is open (the Screen Wake Lock API), and
a QR code of the share link drawn by a library (qrcode-generator, vendored); by keyboard at
375 px, axe in light and dark."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.browser.axe_support import Scheme, audit, scheme_page
from tests.browser.returning import ReturningReader
from tests.browser.table_support import TABLE, bid, call, count, open_table, settled, start
from tests.browser.table_support import phone_page as phone_page  # the page fixture
from tests.table_evening import dealt_at_the_table

pytestmark = pytest.mark.browser

# A stand-in for the browser's wake lock (headless Chromium refuses the real one): it counts
# the locks asked for and released, so the test sees what the page asked of the browser.
FAKE_WAKE_LOCK = """
window.__locks = {asked: 0, released: 0};
Object.defineProperty(navigator, "wakeLock", {configurable: true, value: {
  request: async (kind) => {
    window.__locks.asked += 1;
    const listeners = [];
    return {type: kind, released: false,
      addEventListener: (name, f) => listeners.push(f),
      release: async () => { window.__locks.released += 1; listeners.forEach((f) => f()); }};
  }}});
"""


def test_large_view_and_the_screen_kept_on_while_a_game_is_open(page: Page,
                                                                 widget_url: str) -> None:
    """issue 44: «a large-type view of whose turn it is and the standing bid, that keeps the
    screen on while a game is open (the Screen Wake Lock API where the browser has it)»."""
    page.add_init_script(FAKE_WAKE_LOCK)
    open_table(page, widget_url, "en")
    assert page.get_attribute(TABLE, "data-wake") == "off"
    start(page, "wango", ["Ana", "Ben"], "Ana")
    page.wait_for_selector(f"{TABLE}[data-wake=on]")
    assert page.get_by_test_id("tb-wake").is_visible()
    # by keyboard: the large view's toggle
    page.focus("[data-testid=tb-large]")
    page.keyboard.press("Enter")
    assert page.get_attribute("[data-testid=tb-large]", "aria-pressed") == "true"
    assert page.text_content("[data-testid=tb-big-turn]") == "Ana's turn"
    assert page.text_content("[data-testid=tb-big-bid]") == "No bid yet"
    bid(page, "3x4")
    assert page.text_content("[data-testid=tb-big-turn]") == "Ben's turn"
    assert page.text_content("[data-testid=tb-big-bid]") == "Standing bid: 3 fours"
    size = page.eval_on_selector("[data-testid=tb-big-turn]",
                                 "(e) => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 28  # large type, read across a table
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    call(page, "dudo")
    assert page.text_content("[data-testid=tb-big-turn]") == "Lift the cups and count"
    for left in range(5):
        count(page, 0)
        if left < 4:
            bid(page, "1x6")
            call(page, "dudo")
    assert page.get_attribute(TABLE, "data-phase") == "over"
    # the game is over: the lock is let go
    page.wait_for_selector(f"{TABLE}[data-wake=off]")
    locks = page.evaluate("window.__locks")
    assert locks["asked"] >= 1 and locks["released"] >= 1
    assert page.text_content("[data-testid=tb-big-turn]") == "Game over"


def test_the_share_link_as_a_qr_code_and_a_game_too_long_for_one(page: Page, widget_url: str,
                                                                   tmp_path: Path) -> None:
    """issue 44: «a QR code of the share link so a second phone can follow (drawn by a
    well-kept library, not by hand)»; too long a link for a QR code says so."""
    open_table(page, widget_url, "zh")
    start(page, "perudo", ["Ana", "Ben"], "Ana")
    bid(page, "3x4")
    page.click("[data-testid=tb-share]")
    code = page.locator("[data-testid=tb-qr] svg[role=img]")
    assert code.count() == 1 and "二维码" in (code.get_attribute("aria-label") or "")
    modules = int(code.get_attribute("data-modules") or "0")
    assert modules >= 21 and (modules - 17) % 4 == 0  # a QR code's sizes: 21, 25, … modules
    # the link and its code hold the game as it was: a later move takes them away
    bid(page, "4x4")
    assert page.get_by_test_id("tb-qr").is_hidden()
    assert page.get_by_test_id("tb-share-link").is_hidden()
    saved, _ = dealt_at_the_table("perudo", ["Ana", "Ben", "Cai"], 4)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(saved))
    page.set_input_files("[data-testid=tb-import]", str(path))
    settled(page)
    page.click("[data-testid=tb-link-replace]")
    settled(page)
    page.click("[data-testid=tb-share]")
    assert page.get_by_test_id("tb-qr-too-long").is_visible()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_at_the_table(returning: ReturningReader, widget_url: str,
                                        scheme: Scheme) -> None:
    """README: WCAG 2.2 AA, axe-core clean in light and dark at phone width, on every widget
    state: the large view on, and the share link with its QR code."""
    with scheme_page(returning, scheme, width=375, height=740) as page:
        open_table(page, widget_url, "zh" if scheme == "dark" else "en")
        start(page, "perudo", ["Ana", "Ben"], "Ana")
        bid(page, "3x4")
        page.click("[data-testid=tb-large]")
        page.click("[data-testid=tb-share]")
        page.evaluate("window.scrollTo(0, 0)")
        problems = audit(page, "at the table")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        assert problems == []
