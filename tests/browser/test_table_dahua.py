"""大话骰 at the table companion in a real browser (issue 24: «in 大话骰 劈/反劈/投降»;
issue 21 item 4; the brief: «a dahua game at the table in Chinese, 劈 → 反劈 → open, a
concession, undo»), and a shared link that asks before replacing a kept game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, ViewportSize

from tests.browser.support import Recorder
from tests.browser.table_support import (
    TABLE,
    bid,
    call,
    count,
    moves,
    open_table,
    seats,
    settled,
    standing,
    start,
    turn,
    undo,
)

pytestmark = pytest.mark.browser
PHONE = ViewportSize(width=375, height=740)


@pytest.fixture()
def page(browser: Browser, recorder: Recorder) -> Iterator[Page]:
    """A phone-sized page whose errors are recorded (and must stay empty)."""
    context = browser.new_context(viewport=PHONE)
    made = context.new_page()
    recorder.watch(made)
    try:
        yield made
    finally:
        context.close()
    assert recorder.page_errors == [] and recorder.console_errors == []


def stake(page: Page) -> int:
    return int(page.get_attribute("[data-testid=tb-stake]", "data-stake") or 0)


def text(page: Page, testid: str) -> str:
    return page.text_content(f"[data-testid={testid}]") or ""


def test_dahua_pi_fanpi_open_a_concession_and_undo_in_chinese(page: Page,
                                                             widget_url: str) -> None:
    """spec (大话骰): «劈 … doubles the stake to 2 and the round goes to the bidder», «反劈:
    stake 4 … After 反劈 the player who called 劈 answers», «斋 counts F only», «投降: the
    bidder loses without a count and pays half the stake»; issue 24: «any step can be
    undone»."""
    open_table(page, widget_url, "zh")
    start(page, "dahua", ["阿娜", "Ben", "Cai"], "阿娜")
    assert seats(page, "penalties") == {"阿娜": 0, "Ben": 0, "Cai": 0} and stake(page) == 1
    quick = page.eval_on_selector_all("[data-testid=tb-quick]",
                                      "(els) => els.map((e) => e.dataset.bid)")
    assert "4x3" in quick and "3x3z" in quick and "3x1" in quick
    assert bid(page, "4个3斋") == "yes" and standing(page) == "4x3z" and turn(page) == "Ben"
    assert "4个3斋" in text(page, "tb-standing")
    assert bid(page, "5x3") == "no" and standing(page) == "4x3z"  # 斋 → 飞 needs double
    call(page, "pi")
    assert turn(page) == "阿娜" and stake(page) == 2 and "劈" in text(page, "tb-status")
    assert page.locator("[data-testid=tb-dudo]").is_disabled()
    call(page, "fanpi")
    assert turn(page) == "Ben" and stake(page) == 4
    assert page.locator("[data-testid=tb-fanpi]").is_disabled()
    call(page, "open")
    assert page.get_attribute("[data-testid=tb-counting]", "data-rule") == "face_only"
    assert "斋" in text(page, "tb-counting")
    count(page, 3)
    assert seats(page, "penalties") == {"阿娜": 4, "Ben": 0, "Cai": 0} and turn(page) == "阿娜"
    assert "罚 4 杯" in text(page, "tb-result") and stake(page) == 1
    assert bid(page, "3个1") == "yes"
    call(page, "pi")
    call(page, "concede")
    assert page.locator("[data-testid=tb-reveal]").is_hidden()
    assert seats(page, "penalties") == {"阿娜": 5, "Ben": 0, "Cai": 0}
    assert "投降" in text(page, "tb-result")
    assert page.locator("[data-testid=tb-log-round]").count() == 2
    undo(page)
    assert seats(page, "penalties")["阿娜"] == 4 and turn(page) == "阿娜" and stake(page) == 2
    undo(page)
    assert standing(page) == "3x1" and turn(page) == "Ben" and stake(page) == 1
    assert page.locator("[data-testid=tb-log-round]").count() == 1


def test_a_shared_link_asks_before_replacing_the_kept_game(page: Page, widget_url: str) -> None:
    """the brief: «opening a shared table link while a game is stored replaces it without
    asking; ask first (as `tb-new` does)»; issue 24: «`tb-new` (asks before discarding)»."""
    open_table(page, widget_url, "en")
    start(page, "perudo", ["Ana", "Ben"], "Ana")
    bid(page, "3x4")
    page.click("[data-testid=tb-share]")
    link = page.input_value("[data-testid=tb-share-link]")
    bid(page, "4x4")
    for answer, kept in (("keep", 2), ("replace", 1)):
        page.goto("about:blank")
        page.goto(link)
        page.wait_for_selector("[data-testid=tb-link-confirm]:not([hidden])", timeout=120_000)
        assert moves(page) == 2 and standing(page) == "4x4"
        page.click(f"[data-testid=tb-link-{answer}]")
        settled(page)
        assert moves(page) == kept and page.locator("[data-testid=tb-link-confirm]").is_hidden()
    assert standing(page) == "3x4" and page.get_attribute(TABLE, "data-phase") == "bidding"
