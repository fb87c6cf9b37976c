"""Driving the table companion (issue 24) in a real browser, as a table would: set up, bid,
call, count, undo. Each step waits for the widget to finish its engine call (the root's
``aria-busy`` is set while one runs), never on timers. ``phone_page`` is the ``page``
fixture the table's tests share (imported into each): a phone-sized page whose errors are
recorded."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, ViewportSize

from tests.browser.returning import ReturningReader
from tests.browser.support import Recorder, wait_ready

PHONE = ViewportSize(width=375, height=740)
TABLE = "[data-testid=table]"
TABLE_PAGES = {"en": "/tools/table/", "zh": "/zh/tools/table/"}
STEP_TIMEOUT_MS = 30_000


def settled(page: Page) -> None:
    """Wait until the widget's engine call (if any) has answered and been drawn."""
    page.wait_for_selector(f"{TABLE}[data-ready=true]:not([aria-busy])", state="attached",
                           timeout=STEP_TIMEOUT_MS)


def open_table(page: Page, base_url: str, lang: str, hash_: str = "") -> None:
    """Open the page and wait for the engine and for the set-up or the game to show."""
    page.goto(f"{base_url}{TABLE_PAGES[lang]}{hash_}")
    wait_ready(page, TABLE)
    shown = f"{TABLE} [data-part=setup]:not([hidden]), {TABLE} [data-part=game]:not([hidden])"
    page.wait_for_selector(shown, timeout=STEP_TIMEOUT_MS)
    settled(page)


def start(page: Page, rules: str, players: list[str], opener: str | None = None) -> None:
    """Set up a game: rules, names in seating order, the first opener (None: decide by roll)."""
    page.select_option("[data-testid=tb-rules]", rules)
    page.fill("[data-testid=tb-players]", "\n".join(players))
    page.select_option("[data-testid=tb-opener]", opener or "")
    page.click("[data-testid=tb-start]")
    page.wait_for_selector(f"{TABLE} [data-part=game]:not([hidden])", timeout=STEP_TIMEOUT_MS)
    settled(page)


def bid(page: Page, text: str) -> str:
    """Type a bid and submit it; return the verdict's data-legal (``yes`` or ``no``)."""
    page.fill("[data-testid=tb-bid]", text)
    page.click("[data-testid=tb-bid-submit]")
    settled(page)
    return page.get_attribute("[data-testid=tb-verdict]", "data-legal") or ""


def call(page: Page, name: str, player: str | None = None) -> None:
    """Tap a call's button (``dudo``, ``calza``); pick ``player`` when the phone asks who."""
    page.click(f"[data-testid=tb-{name}]")
    if player is not None and page.locator("[data-testid=tb-caller]").count():
        page.click(f"[data-testid=tb-caller][data-name='{player}']")
    settled(page)


def count(page: Page, value: int | str) -> None:
    """Enter the reveal's count."""
    page.fill("[data-testid=tb-count]", str(value))
    page.click("[data-testid=tb-count-submit]")
    settled(page)


def undo(page: Page) -> None:
    """Undo the last step."""
    page.click("[data-testid=tb-undo]")
    settled(page)


def seats(page: Page, key: str = "dice") -> dict[str, int]:
    """Each seat's ``data-dice`` (or ``data-score``) by name."""
    found: dict[str, Any] = page.eval_on_selector_all(
        "[data-testid=tb-seat]",
        f"(els) => Object.fromEntries(els.map((e) => [e.dataset.name, Number(e.dataset.{key})]))")
    return found


def turn(page: Page) -> str:
    """The name of the seat marked ``data-turn="true"`` ('' when nobody is to act)."""
    names: list[str] = page.eval_on_selector_all(
        "[data-testid=tb-seat][data-turn=true]", "(els) => els.map((e) => e.dataset.name)")
    return names[0] if names else ""


def standing(page: Page) -> str:
    """The standing bid's canonical text ('' before the first bid)."""
    return page.get_attribute("[data-testid=tb-standing]", "data-bid") or ""


def names(page: Page, selector: str) -> list[str]:
    """The ``data-name`` of every element ``selector`` finds, in order."""
    script = "(els) => els.map((e) => e.dataset.name)"
    found: list[str] = page.eval_on_selector_all(selector, script)
    return found


def moves(page: Page) -> int:
    """How many moves the game holds."""
    return int(page.get_attribute(TABLE, "data-moves") or 0)


@pytest.fixture(name="page")
def phone_page(returning: ReturningReader, recorder: Recorder) -> Iterator[Page]:
    """A phone-sized page whose errors are recorded (and must stay empty)."""
    with returning.page(width=PHONE["width"], height=PHONE["height"]) as (made, _):
        recorder.watch(made)
        yield made
    assert recorder.page_errors == [] and recorder.console_errors == []
