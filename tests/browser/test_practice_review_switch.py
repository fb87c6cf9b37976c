"""A practice game in progress survives the language switch, both ways.

Source: issue 22 (item 5): «switching language during a game shows an empty set-up
(switching back brings the game back)» — «A game in progress survives a language switch,
both ways.»
"""

from __future__ import annotations

import json

import pytest

from tests.browser.practice_support import PRACTICE, open_practice, settle, start_game
from tests.browser.returning import ReturningReader
from tests.browser.support import wait_ready
from tests.browser.test_language_switch import switch_language

pytestmark = pytest.mark.browser


def _moves(page_game: str | None) -> list[str]:
    """The moves of a game as the page writes it, the reader's name aside."""
    game = json.loads(page_game or "{}")
    return [json.dumps({**a, "player": game["names"].index(a["player"])}) for a in game["actions"]]


def test_a_game_in_progress_survives_the_language_switch_both_ways(returning: ReturningReader,
                                                                   widget_url: str) -> None:
    """Issue 22: «A game in progress survives a language switch, both ways»: the same seed and
    moves on the Chinese page (the reader renamed 你), and the reader can play on there."""
    with returning.page(width=1280, height=900) as (page, _):
        open_practice(page, widget_url, "en")
        start_game(page, "perudo", 2, "normal", 31)
        assert settle(page) == "your-turn"
        page.locator(PRACTICE).locator("[data-testid=pr-bid-option]").first.click()
        settle(page)
        status = page.locator("[data-testid=pr-status]")
        before = _moves(status.get_attribute("data-game"))
        switch_language(page, "zh")
        wait_ready(page, PRACTICE)
        assert settle(page) in ("your-turn", "reveal")
        zh_game = json.loads(status.get_attribute("data-game") or "{}")
        assert zh_game["names"][0] == "你" and zh_game["seed"] == 31
        assert _moves(status.get_attribute("data-game"))[: len(before)] == before
        if status.get_attribute("data-phase") == "your-turn":
            page.locator(PRACTICE).locator("[data-testid=pr-bid-option]").first.click()
            settle(page)
        played = _moves(status.get_attribute("data-game"))
        switch_language(page, "en")
        wait_ready(page, PRACTICE)
        settle(page)
        back = json.loads(status.get_attribute("data-game") or "{}")
        assert back["names"][0] == "You" and _moves(json.dumps(back))[: len(played)] == played
