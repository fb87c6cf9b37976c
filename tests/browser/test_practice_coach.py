"""The practice coach and the review in a real browser: one judge, the same verdict.

Source: issue 42, "Done when": «the browser tests cover a coached game per preset with the
coach and the review agreeing (data-testid="pr-coach-grade" with data-grade on the coach's
verdict for your last decision and data-decision its 0-based number among your decisions,
present as soon as the decision is made, beside the review's existing
pr-review-decision[data-grade])»; item 3: «the coach on your turn (the best move and why) (…)
the "hard bot would…" line (with its number)». Issue 15: «a coached practice game».
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page

from engine.rules import PRESETS
from tests.browser.practice_support import PRACTICE, op, open_practice, settle, start_game
from tests.browser.returning import ReturningReader
from tests.browser.support import screenshot_widths

DECISIONS = 2  # decisions judged per game: enough for the coach and the review to meet
JUDGED_TIMEOUT_MS = 120_000
# Each preset, the languages taking turns (both across the six), at its smallest table.
CASES = [(preset, "zh" if index % 2 else "en") for index, preset in enumerate(sorted(PRESETS))]


def _game(page: Page) -> dict[str, Any]:
    root = page.locator(PRACTICE)
    game: dict[str, Any] = json.loads(root.get_by_test_id("pr-status").get_attribute("data-game")
                                      or "{}")
    return game


def _play(page: Page, action: dict[str, Any]) -> None:
    """Make ``action`` through the table's own controls: Pressure first if it carries it,
    then the call's button, the bid's quick pick, or the quantity × face picker (a 大话骰
    face comes with its mode: ``3z`` is threes 斋)."""
    root = page.locator(PRACTICE)
    if action.get("pressure"):
        root.get_by_test_id("pr-pressure").click()
    if "call" in action:
        root.get_by_test_id(f"pr-{action['call']}").first.click()
        return
    code = action["bid"]
    button = root.locator(f"[data-testid=pr-bid-option][data-bid='{code}']")
    if button.count():
        button.first.click()
        return
    quantity, kind = code.split("x")
    root.get_by_test_id("pr-face").select_option(kind)
    root.get_by_test_id("pr-quantity").select_option(quantity)
    root.locator(f"[data-testid=pr-bid][data-bid='{code}']").click()


@pytest.mark.parametrize(("preset", "lang"), CASES)
def test_the_coach_and_the_review_give_each_decision_the_same_grade(
        returning: ReturningReader, widget_url: str, preset: str, lang: str) -> None:
    """Issue 42 "Done when": a coached game per preset: on each turn the coach's best move and
    the hard bot's move are the engine's (game_coach in CPython); the reader plays the hard
    bot's move; at once the coach's verdict line names the decision (data-decision) and, when
    judged, its grade, which is CPython's game_judge; the review of the game so far then grades
    each decision as the coach did."""
    with returning.page(width=1280, height=900) as (page, _):
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        open_practice(page, widget_url, lang)
        root = page.locator(PRACTICE)
        root.get_by_test_id("pr-coach").check()
        start_game(page, preset, PRESETS[preset].min_players - 1, "hard", 21)
        coach_grades: list[str] = []
        for _ in range(60):
            phase = settle(page)
            if phase == "game-over" or len(coach_grades) == DECISIONS:
                break
            if phase == "reveal":
                line = root.locator("[data-testid=pr-coach-line][data-ready=true]")
                line.wait_for(timeout=JUDGED_TIMEOUT_MS)
                assert line.get_attribute("data-cause") in {
                    "luck", "mistake", "forced", "likely", "got_away", "missed", "kept", "none"}
                root.get_by_test_id("pr-next").click()
                continue
            turn = root.locator("[data-testid=pr-coach-turn][data-ready=true]")
            turn.wait_for(timeout=JUDGED_TIMEOUT_MS)
            root.locator("[data-testid=pr-coach-panel][data-ready=true]").wait_for()
            game = _game(page)
            advice = op("game_coach", {"game": game, "seat": 0})
            assert json.loads(turn.get_attribute("data-best") or "{}") == advice["best"]["action"]
            hard = root.get_by_test_id("pr-coach-hard")
            assert json.loads(hard.get_attribute("data-action") or "{}") == advice["hard"]["action"]
            assert hard.get_attribute("data-grade") == advice["hard"]["grade"]
            if len(coach_grades) == 1:
                screenshot_widths(page, PRACTICE, f"practice-coach-{preset}-{lang}")
            decision = len(coach_grades)
            _play(page, advice["hard"]["action"])
            verdict = root.locator(f"[data-testid=pr-coach-grade][data-decision='{decision}']")
            verdict.wait_for(state="attached")  # present as soon as the decision is made
            judged = root.locator(f"[data-testid=pr-coach-grade][data-decision='{decision}']"
                                  "[data-ready=true]")
            judged.wait_for(timeout=JUDGED_TIMEOUT_MS)
            record = op("game_judge", {"game": game, "seat": 0, "move": advice["hard"]["action"]})
            assert judged.get_attribute("data-grade") == record["grade"]
            coach_grades.append(record["grade"])
        assert coach_grades, preset
        phase = settle(page)
        while phase == "reveal":  # the review so far is asked for from the table
            root.get_by_test_id("pr-next").click()
            phase = settle(page)
        if phase != "game-over":  # at the game's end it opens by itself
            root.get_by_test_id("pr-review-open").click()
        review = page.locator("[data-testid=pr-review][data-ready=true]")
        review.wait_for(timeout=JUDGED_TIMEOUT_MS)
        shown = review.locator("[data-testid=pr-review-decision]")
        grades = [shown.nth(i).get_attribute("data-grade") for i in range(shown.count())]
        assert grades[: len(coach_grades)] == coach_grades
        assert errors == []
