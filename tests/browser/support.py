"""Helpers for the real-browser tests: recording a page, driving the bid checker, the CLI.

A bid check is a :class:`Check`; :func:`fill_check` types it into the widget
the way a reader would and :func:`cli_check` asks ``python -m engine check``
for the verdict it must show.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Dialog, Page, Request
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[2]
# Not under test-results/: pytest-playwright empties that folder at every session start.
SCREENSHOTS = ROOT / "build" / "screenshots"
READY_TIMEOUT_MS = 120_000
VERDICT_TIMEOUT_MS = 30_000
CHECKER = "[data-testid=bid-checker]"
PAGES = {"en": "/tools/bid-checker/", "zh": "/zh/tools/bid-checker/"}
# The wait of the tests' in-page loops (drills_support.ANSWER_LOOP, test_walkthrough's
# WALK_LOOP), a JavaScript function (root, what, find, limitMs): a promise of find()'s first
# truthy result, looked for again at each change of `root`'s DOM (a MutationObserver, no
# polling); after `limitMs` it fails, naming `what`.
DOM_UNTIL = """(root, what, find, limitMs) => new Promise((resolve, reject) => {
  const found = find();
  if (found) { resolve(found); return; }
  const watcher = new MutationObserver(() => {
    const hit = find();
    if (hit) { watcher.disconnect(); clearTimeout(timer); resolve(hit); }
  });
  const timer = setTimeout(() => {
    watcher.disconnect();
    reject(new Error(`no ${what} after ${limitMs} ms`));
  }, limitMs);
  watcher.observe(root, { childList: true, subtree: true, attributes: true });
})"""


@dataclass
class Recorder:
    """What a browser context did: every request URL, console errors, page errors, dialogs."""

    requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def attach(self, context: BrowserContext) -> None:
        """Record everything ``context`` requests (workers included)."""
        context.on("request", self._request)

    def detach(self, context: BrowserContext) -> None:
        """Stop recording ``context``'s requests (a context that outlives the test)."""
        context.remove_listener("request", self._request)

    def watch(self, page: Page) -> None:
        """Record ``page``'s console errors, uncaught errors and dialogs (dismissed)."""
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        page.on("dialog", self._dialog)

    def _dialog(self, dialog: Dialog) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def _request(self, request: Request) -> None:
        self.requests.append(request.url)

    def _console(self, message: ConsoleMessage) -> None:
        if message.type != "error":
            return
        where = message.location.get("url", "") if message.location else ""
        self.console_errors.append(f"{message.text} ({where})")

    def foreign(self, origin: str) -> list[str]:
        """Requests to any origin but ``origin``."""
        ours = urlparse(origin)
        return [u for u in self.requests
                if urlparse(u).scheme in ("http", "https", "ws", "wss")
                and urlparse(u).netloc != ours.netloc]


@contextmanager
def recorded_page(browser: Browser, init_script: str | None = None,
                  **context_args: Any) -> Iterator[tuple[Page, Recorder, BrowserContext]]:
    """A fresh context and page whose requests, errors and dialogs are recorded."""
    context = browser.new_context(**context_args)
    if init_script:
        context.add_init_script(init_script)
    recorder = Recorder()
    recorder.attach(context)
    page = context.new_page()
    recorder.watch(page)
    try:
        yield page, recorder, context
    finally:
        # A route handler still running (a service worker's late request) must not raise into
        # the next test once this context is gone.
        context.unroute_all(behavior="ignoreErrors")
        context.close()


@dataclass(frozen=True)
class Check:
    """One bid check as a reader would type it."""

    rules: str
    dice: int
    bid: str
    history: str = ""
    palifico: bool = False
    owner: bool = False
    bidder_dice: int | None = None
    options: tuple[tuple[str, Any], ...] = ()

    def cli_args(self) -> list[str]:
        """The same check as arguments of ``python -m engine check``."""
        args = [self.bid, "--rules", self.rules, "--dice-in-play", str(self.dice),
                "--history", self.history]
        if self.palifico:
            args.append("--palifico")
        if self.owner:
            args.append("--owner")
        if self.bidder_dice is not None:
            args += ["--bidder-dice", str(self.bidder_dice)]
        for name, value in self.options:
            shown = json.dumps(value) if isinstance(value, bool) else value
            args += ["--option", f"{name}={shown}"]
        return args


def cli_check(check: Check) -> dict[str, Any]:
    """The CLI's verdict on ``check`` (``python -m engine check``, as a reader would run it)."""
    done = subprocess.run([sys.executable, "-m", "engine", "check", *check.cli_args()],
                          cwd=ROOT, capture_output=True, text=True, check=True, timeout=60)
    result = json.loads(done.stdout)
    assert isinstance(result, dict)
    return result


# What a widget page shows of its engine when a test's wait for it fails: the widget's
# data-ready and status line, the engine client's state and download, what the engine
# worker said of its start, the page's offline and snapshot marks and its service worker.
WIDGET_STATE = """root => {
  const status = root?.querySelector('.dudo-widget__status');
  const html = document.documentElement.dataset;
  return {
    ready: root?.dataset.ready ?? null,
    status: status ? `${status.dataset.state}: ${status.innerText.trim().slice(0, 200)}` : null,
    engine: globalThis.dudoEngineState ?? null,
    timings: globalThis.dudoEngineTimings ?? null,
    offlineReady: html.offlineReady ?? null,
    snapshot: html.engineSnapshot ?? null,
    serviceWorker: navigator.serviceWorker?.controller?.state ?? null,
    text: root ? root.innerText.trim().slice(0, 300) : null,
  };
}"""


def widget_state(page: Page, root: str) -> dict[str, Any]:
    """What the widget ``root`` (a selector) and its engine show now (:data:`WIDGET_STATE`)."""
    state: dict[str, Any] = page.evaluate(
        f"() => ({WIDGET_STATE})(document.querySelector({json.dumps(root)}))")
    return state


def wait_ready(page: Page, root: str, then: str = "", timeout: float = READY_TIMEOUT_MS) -> None:
    """Wait until the widget ``root`` (a selector) is ready (``data-ready="true"``, and
    ``then``, a selector within it, if given). A wait that fails names the widget's and the
    engine's state (:func:`widget_state`), not only the selector it waited for."""
    try:
        page.wait_for_selector(f'{root}[data-ready="true"] {then}'.rstrip(), timeout=timeout)
    except PlaywrightTimeoutError as error:
        raise AssertionError(f"{root} not ready after {timeout / 1000:g} s at {page.url}: "
                             f"{json.dumps(widget_state(page, root), ensure_ascii=False)}"
                             ) from error


def open_checker(page: Page, base_url: str, lang: str, query: str = "") -> None:
    """Open the bid checker page in ``lang`` and wait until the engine is ready."""
    page.goto(base_url + PAGES[lang] + query)
    wait_ready(page, CHECKER)


def wait_for_verdict(page: Page) -> None:
    """Wait until the verdict shows the answer to the current inputs."""
    page.wait_for_selector("[data-testid=bc-verdict]:not([aria-busy])",
                           timeout=VERDICT_TIMEOUT_MS)


def fill_check(page: Page, check: Check) -> None:
    """Type ``check`` into the widget (every field set, so earlier checks leave nothing)."""
    root = page.locator(CHECKER)
    root.get_by_test_id("bc-rules").select_option(check.rules)
    house = root.locator("details.bid-checker__house")
    if check.options and not house.evaluate("d => d.open"):
        house.locator("summary").click()
    for name, value in check.options:
        control = root.get_by_test_id(f"bc-opt-{name}")
        if isinstance(value, bool):
            control.set_checked(value)
        else:
            control.select_option(str(value))
    root.get_by_test_id("bc-palifico").set_checked(check.palifico)
    if check.palifico:
        root.get_by_test_id("bc-owner").set_checked(check.owner)
    root.get_by_test_id("bc-dice").fill(str(check.dice))
    root.get_by_test_id("bc-history").fill(check.history)
    root.get_by_test_id("bc-bidder-dice").fill(
        "" if check.bidder_dice is None else str(check.bidder_dice))
    root.get_by_test_id("bc-own").fill("")
    root.get_by_test_id("bc-bid").fill(check.bid)
    wait_for_verdict(page)


def shown_minimums(page: Page) -> dict[str, str | None]:
    """The minimum-raise table as the CLI writes it (``{"1": "3x1" | None, ...}``)."""
    cells = page.locator(CHECKER).locator("[data-testid^=bc-min-]")
    result: dict[str, str | None] = {}
    for index in range(cells.count()):
        cell = cells.nth(index)
        face = (cell.get_attribute("data-testid") or "").removeprefix("bc-min-")
        result[face] = cell.get_attribute("data-bid") or None
    return result


def finish_transitions(page: Page) -> None:
    """Finish every running CSS transition and animation of ``page``, so what a test reads or
    shoots is the screen as it settles, not a frame of a fade (Material's header title) or of
    Material's search box growing after a resize."""
    page.evaluate("() => document.getAnimations().forEach(a => a.finish())")


def screenshot_widths(page: Page, selector: str, name: str, suffix: str = "") -> None:
    """Shoot ``selector`` at 1280 and 375 px into ``build/screenshots/NAME-WIDTHSUFFIX.png``,
    checking at each width that the page never scrolls sideways once its transitions are
    finished (:func:`finish_transitions`); the viewport is 1280 px wide again afterwards."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width in (1280, 375):
        page.set_viewport_size({"width": width, "height": 900})
        finish_transitions(page)
        scrolled = page.evaluate("document.documentElement.scrollWidth")
        assert scrolled <= width, f"{name} at {width} px is {scrolled} px wide"
        target = SCREENSHOTS / f"{name}-{width}{suffix}.png"
        page.locator(selector).screenshot(path=str(target), animations="disabled")
        assert target.stat().st_size > 10_000
    page.set_viewport_size({"width": 1280, "height": 900})


def patient(context: BrowserContext) -> BrowserContext:
    """``context`` with the engine's timeout for every navigation and wait (a loaded 2-core
    machine is slow to load pages too)."""
    context.set_default_timeout(READY_TIMEOUT_MS)
    context.set_default_navigation_timeout(READY_TIMEOUT_MS)
    return context
