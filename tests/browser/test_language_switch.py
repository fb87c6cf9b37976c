"""The language switcher keeps the tool's state (issue 11, "Language switch keeps state").

Issue 11: «the language switcher drops the tool's state (a shared bid-checker
link or `?walkthrough=` opens blank in the other language)». Material builds the
switcher's links at build time; docs/javascripts/language-state.js gives them the
page's current query string and hash, so following one opens the same state.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.practice_support import WALKTHROUGH, open_practice
from tests.browser.returning import ReturningReader
from tests.browser.support import CHECKER, open_checker, wait_for_verdict, wait_ready

pytestmark = pytest.mark.browser


def switch_language(page: Page, lang: str) -> None:
    """Open the header's language menu and follow the link to ``lang``, as a reader would."""
    page.locator(".md-select").first.hover()
    link = page.locator(f'.md-select__link[hreflang="{lang}"]').first
    link.click()
    page.wait_for_url(f"**/{'zh/' if lang == 'zh' else ''}tools/**")


def test_bid_checker_state_survives_the_switch_both_ways(returning: ReturningReader,
                                                          widget_url: str) -> None:
    """Issue 11, "Language switch keeps state": a check typed on the English page opens
    with the same inputs and verdict on the Chinese page, and back again."""
    with returning.page(width=1280, height=900) as (page, rec):
        open_checker(page, widget_url, "en", "?rules=wango&dice=12&history=5x6")
        root = page.locator(CHECKER)
        root.get_by_test_id("bc-bid").fill("3x1")  # typed after loading: the address changes
        wait_for_verdict(page)
        page.wait_for_function("() => new URL(location.href).searchParams.get('bid') === '3x1'")
        query = page.evaluate("location.search")
        switch_language(page, "zh")
        assert page.url.endswith("/zh/tools/bid-checker/" + query)
        wait_ready(page, CHECKER)
        wait_for_verdict(page)
        assert root.get_by_test_id("bc-bid").input_value() == "3x1"
        assert root.get_by_test_id("bc-history").input_value() == "5x6"
        assert root.get_by_test_id("bc-verdict").get_attribute("data-legal") == "true"
        switch_language(page, "en")
        assert page.url == widget_url + "/tools/bid-checker/" + query
        assert rec.page_errors == []


def test_walkthrough_link_survives_the_switch_both_ways(returning: ReturningReader,
                                                         widget_url: str) -> None:
    """Issue 11, "Language switch keeps state": ?walkthrough=ID#walkthrough on the Chinese
    practice page opens the same example in English, and back again, hash included."""
    state = "?walkthrough=five-sixes-to-three-ones#walkthrough"
    with returning.page(width=1280, height=900) as (page, rec):
        open_practice(page, widget_url, "zh", state)
        for lang, path in (("en", "/tools/practice/"), ("zh", "/zh/tools/practice/")):
            switch_language(page, lang)
            assert page.url == widget_url + path + state
            wait_ready(page, WALKTHROUGH)
            chooser = page.locator(WALKTHROUGH).get_by_test_id("wt-example")
            assert chooser.input_value() == "five-sixes-to-three-ones"
        assert rec.page_errors == []
