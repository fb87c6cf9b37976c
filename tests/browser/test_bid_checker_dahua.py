"""The bid checker under 大话骰 (preset `dahua`) in real Chromium, in both languages.

Issue 21, task step 5: «the bid checker widget … shows the mode, the reason and minimum
raises in both modes for dahua, with a browser test»; spec, section "大话骰: the Chinese
bar rules (preset `dahua`)", "Bids".
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser import support
from tests.browser.axe_support import Scheme, audit, scheme_page
from tests.browser.returning import ReturningReader
from tests.browser.support import CHECKER, Check, open_checker, wait_for_verdict

pytestmark = pytest.mark.browser
UI = json.loads((Path(__file__).resolve().parents[2] / "tutorial" / "widgets" / "ui.json")
                .read_text(encoding="utf-8"))["bid-checker"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_dahua_check_shows_mode_reason_and_both_modes_minimums(returning: ReturningReader,
                                                               widget_url: str,
                                                               lang: str) -> None:
    """spec: 大话骰 Bids, «飞 → 斋 (option `fei_to_zhai`): the new quantity must be at least
    `minus_one` (default): the 飞 quantity − 1»; «A bid on 1 is always 斋»: after 5 threes
    at a three-player table, 4 threes 斋 is legal; the checker names the mode and gives each
    face's lowest 飞 and 斋 bids, and a minimum's button checks that bid."""
    with returning.page() as (page, recorder):
        open_checker(page, widget_url, lang, "?rules=dahua&dice=15&history=5x3&bid=4x3z")
        wait_for_verdict(page)
        root = page.locator(CHECKER)
        verdict = root.get_by_test_id("bc-verdict")
        expect(verdict).to_have_attribute("data-reason", "to_zhai")
        expect(verdict).to_have_attribute("data-legal", "true")
        wild = root.get_by_test_id("bc-wild")
        expect(wild).to_have_attribute("data-mode", "zhai")
        expect(wild).to_have_text(UI["mode_zhai"][lang])
        expect(root.get_by_test_id("bc-zhai-head")).to_be_visible()
        expect(root.get_by_test_id("bc-lowest-head")).to_have_text(UI["lowest_fei"][lang])
        expect(root.get_by_test_id("bc-min-1")).to_have_attribute("data-bid", "4x1")
        expect(root.get_by_test_id("bc-min-3")).to_have_attribute("data-bid", "6x3")
        expect(root.get_by_test_id("bc-minz-3")).to_have_attribute("data-bid", "4x3z")
        expect(root.get_by_test_id("bc-minz-1")).to_have_text("–")
        shown = "4个2斋" if lang == "zh" else "4x2z"
        root.get_by_test_id("bc-minz-2").get_by_role("button").click()
        wait_for_verdict(page)
        expect(root.get_by_test_id("bc-bid")).to_have_value("4x2z")
        expect(root.get_by_test_id("bc-minz-2").get_by_role("button")).to_have_text(shown)
        support.fill_check(page, Check("dahua", 15, "3个1飞", "5x3"))
        expect(verdict).to_have_attribute("data-reason", "ones_always_zhai")
        expect(verdict).to_have_attribute("data-legal", "false")
        # Refused as 飞, it is still a bid on ones: the line under it says ones count only
        # as ones, not "飞: ones are wild" (a newcomer saw the two contradict).
        expect(wild).to_have_text(UI["wild_self"][lang])
        support.fill_check(page, Check("dahua", 15, "3x3"))
        expect(verdict).to_have_attribute("data-reason", "opening_below_minimum")
        expect(wild).to_have_text(UI["mode_fei"][lang])
        support.fill_check(page, Check("wango", 15, "5x3"))
        expect(root.get_by_test_id("bc-zhai-head")).to_be_hidden()
        expect(root.get_by_test_id("bc-minz-3")).to_be_hidden()
        expect(root.get_by_test_id("bc-lowest-head")).to_have_text(UI["lowest"][lang])
        assert not recorder.page_errors and not recorder.console_errors
        open_checker(page, widget_url, lang, "?rules=dahua&dice=15&history=5x3&bid=4x3z")
        wait_for_verdict(page)
        support.screenshot_widths(page, CHECKER, f"bid-checker-dahua-{lang}")


SCHEMES: tuple[Scheme, ...] = ("light", "dark")


@pytest.mark.parametrize("scheme", SCHEMES)
def test_dahua_check_has_no_wcag_violations(returning: ReturningReader, widget_url: str,
                                            scheme: Scheme) -> None:
    """Issue 11, "WCAG 2.2 AA" (axe-core clean in light and dark) for the checker's dahua
    state of issue 21 (the 斋 column shown), in both languages at 375 px."""
    found: list[str] = []
    with scheme_page(returning, scheme, width=375, height=740) as page:
        for lang in ("en", "zh"):
            open_checker(page, widget_url, lang, "?rules=dahua&dice=15&history=5x3&bid=4x3z")
            wait_for_verdict(page)
            found += audit(page, f"{scheme} {lang} bid checker, dahua")
    assert found == [], "\n".join(found)
