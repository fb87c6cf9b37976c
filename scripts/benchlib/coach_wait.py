"""The coach's wait as the reader sees it (issue 42 item 8: «the coach's numbers on your turn
within 300 ms p95 … compute while the bots play if that helps»).

The practice page asks the judge for your next decision as soon as the last bot's move before
it is known (it is asked ahead, then shown after the table's delay), and, at a reveal, for the
next round's first decision when it is yours. This figure is what is left of the judge's time
when your turn comes: in Debian's Chromium, a game against three hard bots at the normal speed
with the coach on, playing the coach's best move each turn (and reading each reveal for
``READING_S`` seconds before pressing "next"), from the status line saying "your turn" to the
coach's line being filled. Its baseline is the coach's own compute time in the
same Pyodide (the judge speed rows, `judge.speed_rows`).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from scripts.benchlib.browser import LOAD_TIMEOUT_MS, Session, chromium
from scripts.benchlib.report import Row, millis
from scripts.benchlib.stats import median, percentile

PRESETS = ("perudo", "wango-party", "dahua")
SEED = 21
BOTS = 3
TARGET_MS = 300.0
# A reader reads a reveal (the open cups, the count, who pays) before pressing "next": the
# bench waits this long there, as a quick reader would.
READING_S = 2.0
PHASES = ", ".join(f"[data-testid=pr-status][data-phase={p}]"
                   for p in ("your-turn", "reveal", "game-over"))
READY_LINE = "[data-testid=pr-coach-turn][data-ready=true]"


def _start(page: Any, preset: str) -> None:
    root = page.locator("[data-testid=practice]")
    root.get_by_test_id("pr-coach").check()
    root.get_by_test_id("pr-rules").select_option(preset)
    root.get_by_test_id("pr-bots").select_option(str(BOTS))
    root.get_by_test_id("pr-level").select_option("hard")
    root.get_by_test_id("pr-speed").select_option("normal")
    root.get_by_test_id("pr-seed").fill(str(SEED))
    root.get_by_test_id("pr-start").click()


def _play_best(page: Any) -> None:
    """Play the coach's best move (its line carries it as data-best)."""
    best = json.loads(page.get_by_test_id("pr-coach-turn").get_attribute("data-best"))
    root = page.locator("[data-testid=practice]")
    if best.get("call"):
        root.get_by_test_id(f"pr-{best['call']}").first.click()
        return
    quick = root.locator(f"[data-testid=pr-bid-option][data-bid='{best['bid']}']")
    if quick.count():
        quick.click()
        return
    # Not a quick pick: the quantity × face picker holds every legal bid.
    quantity, face = best["bid"].split("x", 1)
    root.get_by_test_id("pr-face").select_option(face)
    root.get_by_test_id("pr-quantity").select_option(quantity)
    root.get_by_test_id("pr-bid").click()


def waits(session: Session, preset: str, turns: int,
          before: list[Any]) -> list[float]:
    """Milliseconds from "your turn" to the coach's line, over ``turns`` of your turns;
    ``before`` gets the move before each of those turns (None for the game's first)."""
    context = session.browser.new_context(viewport={"width": 375, "height": 800})
    found: list[float] = []
    try:
        page = context.new_page()
        page.goto(session.base + "/tools/practice/", timeout=LOAD_TIMEOUT_MS)
        page.wait_for_selector("[data-testid=practice][data-ready=true]", timeout=LOAD_TIMEOUT_MS)
        _start(page, preset)
        while len(found) < turns:
            page.wait_for_selector(PHASES, timeout=LOAD_TIMEOUT_MS)
            phase = page.get_by_test_id("pr-status").get_attribute("data-phase")
            if phase == "game-over":
                break
            if phase == "reveal":
                time.sleep(READING_S)
                page.get_by_test_id("pr-next").click()
                continue
            started = time.monotonic()
            page.wait_for_selector(READY_LINE, timeout=LOAD_TIMEOUT_MS)
            found.append(1000 * (time.monotonic() - started))
            game = json.loads(page.get_by_test_id("pr-status").get_attribute("data-game") or "{}")
            before.append(game["actions"][-1] if game.get("actions") else None)
            _play_best(page)
            page.wait_for_selector(f"{READY_LINE}", state="detached", timeout=LOAD_TIMEOUT_MS)
    finally:
        context.close()
    return found


def rows(site: Path, turns: int, compute: dict[str, float] | None = None) -> list[Row]:
    """One row per preset: the wait's p95 (and median) against the coach's compute time."""
    found: list[Row] = []
    with chromium() as browser:
        session = Session(browser, site)
        try:
            for preset in PRESETS:
                before: list[Any] = []
                seen = waits(session, preset, turns, before)
                p95 = percentile(seen, 0.95)
                own = (compute or {}).get(preset)
                found.append(Row(
                    f"Coach on your turn as seen, {preset} ({len(seen)} turns, hard bots)",
                    figure=f"p95 {millis(p95)}, median {millis(median(seen))}",
                    baseline=f"judge's compute p95 {millis(own)}" if own is not None else "—",
                    ratio=p95 / own if own else None,
                    target=f"≤ {TARGET_MS:.0f} ms p95 (issue 42)", passed=p95 <= TARGET_MS,
                    data={"waits_ms": seen, "after": before}))
        finally:
            session.close()
    return found
