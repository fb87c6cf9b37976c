"""The bid checker's words in the browser (issue 11, "Bid checker wording"), with screenshots.

Issue 11: «"Illegal: Illegal: …" and "不合法：不合法：" in the history message;
"Ones are wild for this bid" said of a bid on ones; Chinese messages mixing "3x3"
and "3个3"; a bid with 斋 is refused as "not a bid" with no word on why».
Screenshots of an illegal verdict at 375 and 1280 px, light and dark, both
languages, land in build/screenshots/.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.browser.axe_support import MATERIAL_SCHEMES, Scheme, scheme_page
from tests.browser.returning import FrontPages, ReturningReader
from tests.browser.support import (
    CHECKER,
    Check,
    fill_check,
    open_checker,
    screenshot_widths,
)

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
UI = json.loads((ROOT / "tutorial" / "widgets" / "ui.json").read_text(encoding="utf-8"))
LABEL = {"en": re.compile(r"\billegal\b", re.IGNORECASE), "zh": re.compile("不合法")}


@pytest.fixture(scope="module")
def checkers(returning: ReturningReader, widget_url: str) -> Iterator[dict[str, Page]]:
    """One ready bid checker per language."""
    with returning.page() as (en, _), returning.page() as (zh, _):
        open_checker(en, widget_url, "en")
        open_checker(zh, widget_url, "zh")
        yield FrontPages(en=en, zh=zh)


def _ui(key: str, lang: str, section: str = "bid-checker") -> str:
    text = UI[section][key][lang]
    assert isinstance(text, str)
    return text


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_illegal_history_is_called_illegal_once(checkers: dict[str, Page], lang: str) -> None:
    """Issue 11: «"Illegal: Illegal: …" and "不合法：不合法：" in the history message»; in
    Chinese the bids read 4个6, not 4x6."""
    page = checkers[lang]
    fill_check(page, Check("wango", 10, "6x6", "5x6 4x6"))
    verdict = page.get_by_test_id("bc-verdict")
    assert verdict.get_attribute("data-error") == "history_illegal"
    text = verdict.inner_text()
    assert len(LABEL[lang].findall(text)) == 1, text
    if lang == "zh":
        assert "4个6" in text and not re.search(r"\dx\d", text), text


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_bid_on_ones_is_not_said_to_have_wild_ones(checkers: dict[str, Page],
                                                     lang: str) -> None:
    """Issue 11: «"Ones are wild for this bid" said of a bid on ones»: a bid on ones gets
    the line that ones count as themselves; a bid on threes keeps the wild line."""
    page = checkers[lang]
    wild = page.get_by_test_id("bc-wild")
    fill_check(page, Check("wango", 10, "3x1", "5x6"))
    assert wild.inner_text() == _ui("wild_self", lang)
    fill_check(page, Check("wango", 10, "6x3", "5x6"))
    assert wild.inner_text() == _ui("wild_on", lang)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_bid_with_zhai_names_the_rule_set_that_has_it(checkers: dict[str, Page],
                                                      lang: str) -> None:
    """Issue 11: «a bid with 斋 is refused as "not a bid" with no word on why»; issue 21:
    «outside `dahua`, 斋/飞 suffixes get a clear message naming the rule set that uses them
    (and no longer the house-rule note)», in the page's language."""
    page = checkers[lang]
    verdict = page.get_by_test_id("bc-verdict")
    fill_check(page, Check("wango", 10, "5个3斋"))
    assert verdict.get_attribute("data-error") == "bid_mode_not_in_rules"
    assert "大话骰" in verdict.inner_text()
    assert _ui("wild_ones", lang, "options") not in verdict.inner_text()
    fill_check(page, Check("wango", 10, "斋5个3"))
    assert verdict.get_attribute("data-error") == "bid_mode_misplaced"
    assert "4个3斋" in verdict.inner_text()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_screenshots_of_an_illegal_verdict_at_phone_and_desktop_width(
        returning: ReturningReader, widget_url: str, lang: str) -> None:
    """Issue 11: «Screenshots at 375 and 1280 in both languages and schemes» of the bid
    checker with a verdict: an illegal one here (the legal one is test_bid_checker's)."""
    schemes: tuple[Scheme, ...] = ("light", "dark")
    for scheme in schemes:
        with scheme_page(returning, scheme, width=1280, height=900) as page:
            open_checker(page, widget_url, lang, "?rules=wango&dice=10&history=4x4&bid=4x2")
            page.wait_for_selector("[data-testid=bc-verdict][data-legal=false]")
            assert page.locator("body").get_attribute("data-md-color-scheme") == (
                MATERIAL_SCHEMES[scheme])
            screenshot_widths(page, CHECKER, f"bid-checker-illegal-{lang}", suffix=f"-{scheme}")
