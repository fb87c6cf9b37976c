"""Helpers for the practice-table and walkthrough tests: open the page, play by clicking.

The widget writes the game so far (seed and moves) on ``pr-status[data-game]``;
:func:`engine_state` replays it in CPython through the same JSON facade the
worker runs, so every screen can be compared with the engine's own answer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page, expect

from engine.webapi import handle
from tests.browser.support import wait_ready

PRACTICE = "[data-testid=practice]"
WALKTHROUGH = "[data-testid=walkthrough]"
PRACTICE_PAGES = {"en": "/tools/practice/", "zh": "/zh/tools/practice/"}
MOVE_TIMEOUT_MS = 60_000
SETTLED = ", ".join(
    f'{PRACTICE}[aria-busy="false"] [data-testid=pr-status][data-phase="{phase}"]'
    for phase in ("your-turn", "reveal", "game-over")
) + ", [data-testid=pr-error]:not([hidden])"


def op(name: str, args: dict[str, Any]) -> dict[str, Any]:
    """One webapi operation in CPython; it must succeed."""
    envelope = json.loads(handle(name, json.dumps(args)))
    assert envelope["ok"], envelope
    result = envelope["result"]
    assert isinstance(result, dict)
    return result


def open_practice(page: Page, base_url: str, lang: str, query: str = "") -> None:
    """Open the practice page in ``lang`` and wait until the table can be set up."""
    page.goto(base_url + PRACTICE_PAGES[lang] + query)
    wait_ready(page, PRACTICE)


def open_setup(page: Page) -> None:
    """Bring the set-up form back if a game is on the table (giving that game up if asked)."""
    root = page.locator(PRACTICE)
    if root.get_by_test_id("pr-summary").is_visible():
        root.get_by_test_id("pr-setup-new").click()
        if root.get_by_test_id("pr-confirm").is_visible():
            root.get_by_test_id("pr-discard").click()
    root.get_by_test_id("pr-start").wait_for(state="visible")


def start_game(page: Page, rules: str, bots: int, level: str, seed: int) -> None:
    """Fill in the set-up form and deal."""
    open_setup(page)
    root = page.locator(PRACTICE)
    root.get_by_test_id("pr-rules").select_option(rules)
    root.get_by_test_id("pr-bots").select_option(str(bots))
    root.get_by_test_id("pr-level").select_option(level)
    root.get_by_test_id("pr-speed").select_option("fast")
    root.get_by_test_id("pr-seed").fill(str(seed))
    root.get_by_test_id("pr-start").click()


def settle(page: Page) -> str:
    """Wait until the human has something to do; return the phase (or fail on an error)."""
    page.wait_for_selector(SETTLED, timeout=MOVE_TIMEOUT_MS)
    error = page.locator("[data-testid=pr-error]")
    assert error.is_hidden(), error.inner_text()
    phase = page.locator("[data-testid=pr-status]").get_attribute("data-phase")
    assert phase is not None
    return phase


def advance_to(page: Page, wanted: str) -> None:
    """Play simply (dudo, else the first bid; next after a reveal) until ``wanted`` shows."""
    phase = settle(page)
    while phase != wanted:
        assert phase != "game-over", f"the game ended before {wanted}"
        if phase == "reveal":
            page.get_by_test_id("pr-next").click()
        elif page.get_by_test_id("pr-dudo").count():
            page.get_by_test_id("pr-dudo").click()
        else:
            page.locator("[data-testid=pr-bid-option]").first.click()
        phase = settle(page)


def engine_state(page: Page) -> dict[str, Any]:
    """The engine's state (seat 0's view) for the game the page shows, replayed in CPython."""
    game = json.loads(page.locator("[data-testid=pr-status]").get_attribute("data-game") or "{}")
    return op("game_view", {"game": game, "seat": 0})


def quick_picks(page: Page) -> list[str]:
    """The bids offered as one-press buttons (pr-bid-option), in page order."""
    bids = page.locator(PRACTICE).locator("[data-testid=pr-bid-option]").evaluate_all(
        "buttons => buttons.map(b => b.getAttribute('data-bid') ?? '')")
    return [str(b) for b in bids]


# What a turn offers, read in one call (a loaded machine makes each call to the page slow):
# the quick picks, the picker's faces, its face now and that face's quantities, the calls
# and whether Pressure is offered, as quick_picks / picker_faces / picker_quantities read them.
TURN_VIEW = """root => {
  const all = (selector) => [...root.querySelectorAll(selector)];
  return {
    picks: all("[data-testid=pr-bid-option]").map((b) => b.getAttribute("data-bid") ?? ""),
    faces: all("[data-testid=pr-face] option").map((o) => Number(o.value)),
    face: Number(root.querySelector("[data-testid=pr-face]")?.value),
    quantities: all("[data-testid=pr-quantity] option").map((o) => String(o.dataset.bid)),
    calls: Object.fromEntries(["dudo", "calza"].map(
      (c) => [c, all(`[data-testid=pr-${c}]`).length])),
    pressure: all("[data-testid=pr-pressure]").length,
  };
}"""


def picker_faces(page: Page) -> list[int]:
    """The faces the quantity × face picker offers."""
    values = page.locator(PRACTICE).get_by_test_id("pr-face").locator("option").evaluate_all(
        "options => options.map(o => o.value)")
    return [int(v) for v in values]


def picker_quantities(page: Page) -> list[str]:
    """The bids the picker's quantity list offers for the face chosen now."""
    bids = page.locator(PRACTICE).get_by_test_id("pr-quantity").locator("option").evaluate_all(
        "options => options.map(o => o.dataset.bid)")
    return [str(b) for b in bids]


def picker_bids(page: Page) -> list[str]:
    """Every bid the picker offers: each face in turn, with the quantities listed for it."""
    face = page.locator(PRACTICE).get_by_test_id("pr-face")
    found: list[str] = []
    for value in picker_faces(page):
        face.select_option(str(value))
        expect(face).to_have_value(str(value))
        found += picker_quantities(page)
    return found


def lowest_raises(legal: list[dict[str, Any]]) -> list[str]:
    """The lowest legal bid of each face (faces 1 to 6), from the engine's legal actions."""
    lowest: dict[int, int] = {}
    for action in legal:
        if "bid" in action and not action.get("pressure"):
            quantity, face = (int(x) for x in action["bid"].split("x"))
            lowest[face] = min(quantity, lowest.get(face, quantity))
    return [f"{lowest[face]}x{face}" for face in sorted(lowest)]


@dataclass
class Played:
    """What happened while a game was played to the end."""

    your_turns: int = 0
    reveals: int = 0
    calls_offered: set[str] = field(default_factory=set)
    pressure_offered: bool = False
    finished_early: bool = False
    winners: list[str] = field(default_factory=list)


def play_to_game_over(page: Page, pressure: bool = False, limit: int = 400) -> Played:
    """Play simply until game over: dudo when allowed, else the lowest bid offered first.

    On every turn the quick picks must be the lowest legal bid of each face and the
    quantity × face picker the engine's legal bids (its faces, and the quantities of
    the face it shows); every reveal must highlight exactly the
    dice the engine counted. With ``pressure`` the human presses Pressure once
    when it is offered.
    """
    played = Played()
    root = page.locator(PRACTICE)
    for _ in range(limit):
        phase = settle(page)
        if phase == "game-over":
            played.winners = (root.get_by_test_id("pr-over").get_attribute("data-winners")
                              or "").split(",")
            return played
        if phase == "reveal":
            played.reveals += 1
            check_reveal(page)
            root.get_by_test_id("pr-next").click()
            finish = root.get_by_test_id("pr-finish")
            if finish.count():
                played.finished_early = True
                finish.click()
            continue
        played.your_turns += 1
        state = engine_state(page)
        legal = state["view"]["legal_actions"]
        expected = sorted(a["bid"] for a in legal if "bid" in a and not a.get("pressure"))
        view = root.evaluate(TURN_VIEW)
        assert view["picks"] == lowest_raises(legal)
        assert view["faces"] == sorted({int(b.split("x")[1]) for b in expected})
        on_face = [b for b in expected if int(b.split("x")[1]) == view["face"]]
        assert view["quantities"] == sorted(on_face, key=lambda b: int(b.split("x")[0]))
        calls = {a["call"] for a in legal if "call" in a and not a.get("pressure")}
        played.calls_offered |= calls
        assert view["calls"] == {call: 1 if call in calls else 0 for call in ("dudo", "calza")}
        can_pressure = any(a.get("pressure") for a in legal)
        assert view["pressure"] == (1 if can_pressure else 0)
        if pressure and can_pressure and not played.pressure_offered:
            root.get_by_test_id("pr-pressure").click()
            assert root.get_by_test_id("pr-pressure").get_attribute("aria-pressed") == "true"
        played.pressure_offered |= can_pressure
        if "dudo" in calls:
            root.get_by_test_id("pr-dudo").click()
        else:
            root.locator("[data-testid=pr-bid-option]").first.click()
    raise AssertionError(f"no game over after {limit} steps")


def check_reveal(page: Page) -> None:
    """The reveal shows the engine's outcome: the counted dice are exactly the count."""
    state = engine_state(page)
    outcome = state["last_round"]["outcome"]
    panel = page.locator("[data-testid=pr-reveal]")
    counted = panel.locator(".dp-table svg.dudo-die.is-counted").count()
    assert counted == outcome["count"]
    wild = panel.locator(".dp-table svg.dudo-die.is-wild").count()
    face = int(outcome["bid"].split("x")[1])
    dice = [d for p in state["last_round"]["players"] for d in p["dice"]]
    assert wild == (dice.count(1) if outcome["wild_ones"] and face != 1 else 0)
    assert len(panel.locator(".dp-explain li").all_inner_texts()) >= 3
