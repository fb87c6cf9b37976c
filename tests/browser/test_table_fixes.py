"""Fixing a mistake without undoing a night, in a real browser (issue 44, item 5): an earlier
count corrected from the round log, the moves that no longer fit set aside and the
correction undone with "Bring back the previous game"; a player joining between rounds; the
mid-round refusal said in the reader's language; by keyboard, in Chinese at 375 px; axe in
light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.axe_support import Scheme, audit, scheme_page
from tests.browser.returning import ReturningReader
from tests.browser.table_support import bid, call, count, moves, open_table, settled, start, turn
from tests.browser.table_support import phone_page as phone_page  # the page fixture

pytestmark = pytest.mark.browser


def seat_names(page: Page) -> list[str]:
    found: list[str] = page.eval_on_selector_all("[data-testid=tb-seat]",
                                                 "(els) => els.map((e) => e.dataset.name)")
    return found


def test_a_correction_sets_aside_what_no_longer_fits_and_can_be_undone_in_chinese(
        page: Page, widget_url: str) -> None:
    """issue 44: «correct an earlier round's count … with the engine replaying the rest and
    saying what changed»; spec: «The next round is opened by the player who lost dice in the
    resolution»: with round 1 corrected Ana loses, so round 2 as recorded (Ben opening) no
    longer fits and is set aside."""
    open_table(page, widget_url, "zh")
    start(page, "perudo", ["Ana", "Ben", "Cai"], "Ana")
    for spoken, caller_count in (("3x4", 5), ("2x2", 1)):
        bid(page, spoken)
        call(page, "dudo")
        count(page, caller_count)
    assert moves(page) == 6 and turn(page) == "Ben"
    # by keyboard: the log's button opens the form, Enter corrects
    page.focus("[data-testid=tb-correct][data-round='1']")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.testid") == "tb-fix-count"
    page.keyboard.type("x")
    page.keyboard.press("Enter")
    assert "整数" in (page.text_content("[data-testid=tb-fix-error]") or "")
    page.fill("[data-testid=tb-fix-count]", "1")
    page.keyboard.press("Enter")
    settled(page)
    notice = page.text_content("[data-testid=tb-notice]") or ""
    assert "第 1 轮的个数改成了 1（原来是 5）" in notice and "放到一边" in notice, notice
    assert moves(page) == 3 and turn(page) == "Ana"
    # the correction is undone by bringing back the previous game
    page.click("[data-testid=tb-restore]")
    settled(page)
    assert moves(page) == 6 and turn(page) == "Ben"


def test_a_player_joins_between_rounds_and_never_mid_round(page: Page, widget_url: str) -> None:
    """issue 44: «add or remove a player between rounds»; brief: «a clear error in the
    reader's language»."""
    open_table(page, widget_url, "en")
    start(page, "perudo", ["Ana", "Ben"], "Ana")
    page.click("[data-testid=tb-change-seats] summary")
    page.fill("[data-testid=tb-joining]", "Cai")
    page.select_option("[data-testid=tb-join-after]", "Ana")
    page.click("[data-testid=tb-join]")
    settled(page)
    assert seat_names(page) == ["Ana", "Cai", "Ben"]
    assert "Cai joined the table, after Ana" in (page.text_content("[data-testid=tb-notice]") or "")
    page.fill("[data-testid=tb-joining]", "ana")  # the part stays open
    page.click("[data-testid=tb-join]")
    settled(page)
    assert "Ana" in (page.text_content("[data-testid=tb-seats-error]") or "")
    bid(page, "3x4")
    # mid-round the seats cannot change: the part is gone until the round ends
    assert page.locator("[data-testid=tb-change-seats]").is_hidden()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_while_fixing_the_night(returning: ReturningReader, widget_url: str,
                                                 scheme: Scheme) -> None:
    """README: WCAG 2.2 AA, axe-core clean in light and dark at phone width, on every widget
    state: the correction form with its error, and the seat changes open."""
    with scheme_page(returning, scheme, width=375, height=740) as page:
        open_table(page, widget_url, "zh" if scheme == "dark" else "en")
        start(page, "perudo", ["Ana", "Ben"], "Ana")
        bid(page, "3x4")
        call(page, "dudo")
        count(page, 2)
        page.click("[data-testid=tb-correct][data-round='1']")
        page.fill("[data-testid=tb-fix-count]", "99")
        page.click("[data-testid=tb-fix-submit]")
        settled(page)
        page.click("[data-testid=tb-change-seats] summary")
        # from the top: a button half under the sticky header reads as too small to axe
        page.evaluate("window.scrollTo(0, 0)")
        problems = audit(page, "fixing")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        assert problems == []
