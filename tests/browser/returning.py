"""A returning reader: one warmed browser profile per test worker, a fresh page per test.

A first visit starts Pyodide from nothing, 6.7–7.5 s on a 2-core machine, and a test
in a new context paid that on every page it opened. Most widget tests check what a widget
does, not how the runtime arrives, so they open their pages as a reader who has been here
before: in one browser profile per worker and site that has visited the bid checker once
and waited until the engine's memory snapshot was kept (``html[data-engine-snapshot]``,
issue 23). The site's service worker then serves the runtime, and the engine restores the
snapshot (about 1.5 s): the path a phone at the table takes on every visit after its first.

The profile is a real one on disk (``launch_persistent_context`` in a temporary folder), as
a phone's browser is, not an incognito context (``browser.new_context()``): Chromium keeps
no code cache for an incognito context, so each page there compiled Material's and the
widgets' scripts afresh. Measured on the bid checker and practice pages, a page in the
disk profile costs 3.0 CPU-seconds against 4.1 in an incognito context (most of the
difference is the page's own scripts, 0.4 against 1.0 CPU-s on its main thread).

Each test still gets a page of its own. Before the page opens, the origin's localStorage is
emptied through the DevTools protocol (``Storage.clearDataForOrigin``), and sessionStorage
belongs to the page, so no test sees another's game, drills, coach or table. What stays
shared is what a returning reader's browser keeps: the service worker, its caches and the
snapshot.

The first visit's own path (downloads, the progress bar, the snapshot made and checked,
offline, updates, a runtime that fails) is what test_runtime, test_offline,
test_return_visit_snapshot and test_bad_input check, in fresh contexts of their own.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Literal

from playwright.sync_api import BrowserContext, BrowserType, Page

from tests.browser.support import READY_TIMEOUT_MS, Recorder, wait_ready

WARM_PAGE = "/tools/bid-checker/"
# On a return visit the engine restores its snapshot and runs little Python, yet V8 still
# recompiled Pyodide's hot functions with its optimizing tier on every page (about 1 CPU-s
# of background compiling per page, measured with Chrome's trace: wasm.TopTierCompilation).
# The returning reader's browser keeps the baseline tier: the same wasm and the same results,
# with less compiling (the bid checker and table tests took 6 % less CPU). A first visit,
# in the tests that check one, runs on V8's defaults.
RETURNING_ARGS = ["--js-flags=--liftoff-only"]
# Set once the worker has answered the page's request for a snapshot: "saved" (or "failed",
# which test_return_visit_snapshot reports; these tests then start the usual way).
SNAPSHOT_ANSWERED = "html[data-engine-snapshot]"
WARM_WIDGET = "[data-testid=bid-checker]"


class FrontPages(dict[str, Page]):
    """Pages of one context by language; the page a test takes is brought to the front.

    Chromium gives a tab behind another about one animation frame a second, and
    Playwright's click waits for two frames to see its target stand still: on a page left
    behind, each click took 2 s. A reader acts on the tab in front; so does a test.
    """

    def __getitem__(self, lang: str) -> Page:
        page = super().__getitem__(lang)
        page.bring_to_front()
        return page


class ReturningReader:
    """One test worker's returning reader of the site at ``base_url``: a browser of
    ``browser_type`` launched with ``launch_args`` (pytest-playwright's) on a profile of its
    own, opened when a test first asks for a page."""

    def __init__(self, browser_type: BrowserType, launch_args: dict[str, Any],
                 base_url: str) -> None:
        self.base_url = base_url
        self._browser_type = browser_type
        self._launch_args = launch_args
        self._profile: Path | None = None
        self._context: BrowserContext | None = None

    @property
    def context(self) -> BrowserContext:
        """The profile's context, which has visited the site once and kept the engine's
        snapshot."""
        if self._context is None:
            self._profile = Path(tempfile.mkdtemp(prefix="dudo-returning-"))
            args = [*self._launch_args.get("args", []), *RETURNING_ARGS]
            context = self._browser_type.launch_persistent_context(
                self._profile, **{**self._launch_args, "args": args})
            context.set_default_timeout(READY_TIMEOUT_MS)
            for opened in context.pages:  # the window a profile opens with
                opened.close()
            page = context.new_page()
            page.goto(self.base_url + WARM_PAGE)
            wait_ready(page, WARM_WIDGET)
            page.wait_for_selector(SNAPSHOT_ANSWERED, state="attached")
            page.close()
            context.set_default_timeout(30_000)  # Playwright's own default, as a new context's
            self._context = context
        return self._context

    @contextmanager
    def page(self, width: int = 1280, height: int = 720,
             scheme: Literal["light", "dark"] | None = None,
             ) -> Iterator[tuple[Page, Recorder]]:
        """A new page ``width`` × ``height`` px (a new context's size by default) preferring
        ``scheme``, with the origin's localStorage emptied; its dialogs, console errors,
        uncaught errors and every request of the context while it is open are recorded."""
        context = self.context
        page = context.new_page()
        recorder = Recorder()
        try:
            session = context.new_cdp_session(page)
            session.send("Storage.clearDataForOrigin",
                         {"origin": self.base_url, "storageTypes": "local_storage"})
            session.detach()
            page.set_viewport_size({"width": width, "height": height})
            if scheme:
                page.emulate_media(color_scheme=scheme)
            recorder.attach(context)
            recorder.watch(page)
            yield page, recorder
        finally:
            recorder.detach(context)
            page.close()

    def close(self) -> None:
        """Close the warmed profile's browser (if it was ever opened) and remove the profile."""
        if self._context is not None:
            self._context.close()
            self._context = None
        if self._profile is not None:
            shutil.rmtree(self._profile, ignore_errors=True)
            self._profile = None
