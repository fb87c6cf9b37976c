"""The table companion offline (issue 24: «the game survives a reload, a closed tab and
airplane mode»; «working offline once visited»): a visited table page reloads with the network
off, with its game in progress, and plays on."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext

from tests.browser.table_support import TABLE, bid, call, count, open_table, seats, standing, start
from tests.browser.test_offline import OFFLINE_READY, context

pytestmark = pytest.mark.browser
__all__ = ["context"]  # the offline tests' context: service workers allowed (own_site: conftest.py)


def test_a_game_in_progress_reloads_offline_and_plays_on(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """issue 24: «the game survives a reload, a closed tab and airplane mode (stored in the
    browser)»; issue 12: «With the network off, a reload of any visited page works»."""
    _, url = own_site
    page = context.new_page()
    open_table(page, url, "zh")
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=120_000)
    start(page, "perudo", ["Ana", "Ben"], "Ana")
    assert bid(page, "3x4") == "yes"
    page.close()  # the tab is closed
    context.set_offline(True)
    page = context.new_page()
    page.goto(f"{url}/zh/tools/table/")
    page.wait_for_selector(f"{TABLE}[data-ready=true][data-moves='1']", timeout=120_000)
    assert standing(page) == "3x4"
    call(page, "dudo")
    count(page, 1)
    assert seats(page) == {"Ana": 4, "Ben": 5}
