"""The review and the coach on a 375 px phone: the coach's line with your dice, chances never
rounded to 0% or 100%, and the whole review (with its replay and drills) free of WCAG
violations in light and dark, shot in both languages for the closing note.

Source: issue 22 (item 5): «On a phone, the coach's line for this turn is visible with your
dice and the bids without scrolling (collapsed detail below)»; the brief: «a shown chance is
never "100%"/"0%" unless exact», «axe at 375 px light and dark», «Screenshots of one whole
review at 375 px in both languages into /work/notes/shots/review-*.png».
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from engine.game import DEFAULT_NAMES
from engine.selfplay import play_bots
from tests.browser.axe_support import audit_both_schemes, scheme_page, switch_scheme
from tests.browser.practice_support import (
    PRACTICE,
    PRACTICE_PAGES,
    advance_to,
    op,
    open_practice,
    start_game,
)
from tests.browser.returning import ReturningReader
from tests.browser.test_practice_phone import PHONE, on_screen

pytestmark = pytest.mark.browser
SHOTS = Path("/work/notes/shots")
REVIEW_READY = "[data-testid=pr-review][data-ready=true]"


def test_the_coach_line_shows_with_your_dice_on_a_phone(returning: ReturningReader,
                                                        widget_url: str) -> None:
    """Issue 22: «the coach's line for this turn is visible with your dice and the bids without
    scrolling (collapsed detail below)»: at 375×740 the line, your dice and the status line
    naming the bid to beat are on screen; the detail is folded."""
    with returning.page(width=PHONE["width"], height=PHONE["height"]) as (page, _):
        open_practice(page, widget_url, "en")
        root = page.locator(PRACTICE)
        root.get_by_test_id("pr-coach").check()
        start_game(page, "perudo", bots=3, level="normal", seed=11)
        for _ in range(2):
            advance_to(page, "your-turn")
            line = root.locator("[data-testid=pr-coach-turn][data-ready=true]")
            line.wait_for()
            for target in (line, root.locator("[data-testid=pr-seats] li.is-you svg.dudo-die").last,
                           root.get_by_test_id("pr-status")):
                assert on_screen(page, target)
            assert root.get_by_test_id("pr-coach-panel").get_attribute("open") is None
            root.locator("[data-testid=pr-bid-option]").first.click()


def test_a_chance_shows_as_0_or_100_percent_only_when_exact(returning: ReturningReader,
                                                             widget_url: str) -> None:
    """Brief: «a shown chance is never "100%"/"0%" unless exact»: practice's percent formatter."""
    with returning.page(width=PHONE["width"], height=PHONE["height"]) as (page, _):
        open_practice(page, widget_url, "en")
        shown = page.evaluate("""async () => {
            const site = document.baseURI.replace(/tools\\/practice\\/.*$/, "");
            const m = await import(new URL("assets/widgets/practice-words.js", site).href);
            const text = { "chance.above": ">{p}", "chance.below": "<{p}" };
            const w = m.wordsFor({ lang: "en", text });
            return [0, 0.004, 0.006, 0.5, 0.994, 0.996, 1].map((x) => w.percent(x));
        }""")
        assert shown == ["0%", "<1%", "1%", "50%", "99%", ">99%", "100%"]


def _link_game() -> tuple[dict[str, Any], str]:
    """The first moves of a game (an easy bot in your seat, a normal one against it) and the
    review link of the game so far (short, so each page judges its decisions quickly)."""
    played = play_bots(["easy", "normal"], "perudo", 3)[:14]
    names = list(DEFAULT_NAMES[:2])
    moves = "_".join(f"{names.index(a.player)}-{a.bid or ('d' if a.call == 'dudo' else 'c')}"
                     f"{'!' if a.pressure else ''}" for a in played)
    game = {"rules": "perudo", "options": {}, "names": names, "seed": 3,
            "actions": [a.to_json() for a in played]}
    game["bots"] = {names[1]: "normal"}
    return game, f"?review=1&rules=perudo&seed=3&bots=1&levels=normal&moves={moves}"


def _open_everything(page: Page) -> None:
    """Open the replay (cups open, a step in) and the drills of the review on screen."""
    root = page.locator(PRACTICE)
    root.get_by_test_id("pr-review-replay").click()
    root.get_by_test_id("pr-replay-next").click()
    root.get_by_test_id("pr-replay-cups").click()
    root.locator("details.dp-review-how").evaluate("d => d.open = true")
    root.get_by_test_id("pr-review-drills").click()
    root.get_by_test_id("pr-drill").wait_for()


def test_the_whole_review_has_no_wcag_violations_at_375(returning: ReturningReader,
                                                        widget_url: str) -> None:
    """Brief: «axe at 375 px light and dark»: the review from a link, in both languages, with its
    replay, how it grades and a drill open, audited in the light and the dark scheme (one
    load, switched with Material's palette toggle); and the screenshots of the whole review
    (light)."""
    game, query = _link_game()
    review = op("game_review", {"game": game, "seat": 0})
    mistakes = [{"id": f"shot:{d['index']}", "right": 0,
                 "game": {**game, "actions": game["actions"][: d["index"]]},
                 "decision": {**d, "moves": [m["action"] for m in d["moves"]],
                              "best": d["best"]["action"]}}
                for d in review["decisions"] if d["grade"] in ("mistake", "blunder")]
    assert mistakes, "the easy bot's game has a mistake to drill"
    found: list[str] = []
    with scheme_page(returning, "light", width=375) as page:
        page.add_init_script(
            f"localStorage.setItem('dudo-practice-mistakes', {json.dumps(json.dumps(mistakes))})")
        for lang in ("en", "zh"):
            open_practice(page, widget_url, lang, query)
            page.wait_for_selector(REVIEW_READY, timeout=180_000)
            decisions = page.locator("[data-testid=pr-review-decision]")
            assert decisions.count() == len(review["decisions"])
            switch_scheme(page, "light")
            SHOTS.mkdir(parents=True, exist_ok=True)
            # Material's sticky header would cover the panel's top in a tall element shot.
            page.locator(".md-header").evaluate("h => { h.style.visibility = 'hidden'; }")
            page.locator("details.dp-review-how").evaluate("d => { d.open = true; }")
            page.locator(REVIEW_READY).screenshot(path=str(SHOTS / f"review-{lang}.png"),
                                                  animations="disabled")
            page.locator(".md-header").evaluate("h => { h.style.visibility = ''; }")
            _open_everything(page)
            assert page.evaluate("document.documentElement.scrollWidth") <= 375
            found += audit_both_schemes(page, f"{PRACTICE_PAGES[lang]} review")
    assert found == []
