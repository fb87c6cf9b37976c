"""Shared fixtures: Debian's Chromium for Playwright, and one strict build of the site.

Playwright drives /usr/bin/chromium (playwright install cannot work here). The site is
built once per session with `mkdocs build --strict` (scripts/test starts that build before
pytest and names it in DUDO_SITE_BUILD); set DUDO_SITE=/path/to/site to reuse a build
instead (that skips checking the build itself).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.site.sitebuild import build_once, serve

CHROMIUM = os.environ.get("DUDO_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # Browser features that do work on every window or page a reader never sees here,
    # switched off (Playwright adds its own --disable-features list; Chromium merges the two).
    # The site's pages and workers run exactly as before. Measured on this machine:
    # - the address bar's suggestion popup (two WebUI pages, chrome://omnibox-popup.top-chrome/),
    #   which headless Chromium still builds for every window in a renderer of its own:
    #   0.75 CPU-s a window there and 0.25 in the browser process, about 12 % of a first visit
    #   of the bid checker;
    # - Translate's language detection and client-side phishing detection, which read each
    #   page loaded: 6 % of the CPU of loading every built page twice.
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,Translate",
    "--disable-client-side-phishing-detection",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright launch arguments: Debian's Chromium, headless, with the flags it needs."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium; ./scripts/test does it)")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "headless": True,
        "args": [*CHROMIUM_ARGS, *browser_type_launch_args.get("args", [])],
    }


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built from the working tree with `mkdocs build --strict` (fails loudly).

    Built once per run: under pytest-xdist every worker shares the first worker's build
    (a file lock in the run's common temporary folder), so no worker builds it again.
    """
    given = os.environ.get("DUDO_SITE")
    if given:
        return Path(given)
    started = os.environ.get("DUDO_SITE_BUILD")
    if started:  # scripts/test began this build before pytest: wait for it, or finish it
        site = Path(started)
    else:
        shared = tmp_path_factory.getbasetemp()
        if os.environ.get("PYTEST_XDIST_WORKER"):
            shared = shared.parent  # the folder every worker of this run has in common
        site = shared / "site"
    failed = build_once(site)
    if failed:
        pytest.fail(f"mkdocs build --strict failed:\n{failed}")
    return site


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Test files that need the built site run after those that need none (and the slow
    build tests in between).

    The site's one build (begun by scripts/test before pytest, or by the first worker to
    ask) then runs beside the engine, bot and script tests instead of leaving a worker
    waiting on it. A file counts as a whole (pytest-xdist's ``--dist loadfile`` hands out
    whole files), and the sort is stable, so every worker sees the same order. pytest-xdist
    hands the files out in this order only with ``--no-loadscope-reorder`` (scripts/test
    passes it); by default it hands out the files with the most tests first.
    """
    needs_site = {item.path for item in items if "built_site" in getattr(item, "fixturenames", ())}
    # The slow build tests build copies of the docs tree; one that passes compresses it and
    # takes its turn on the cache of compressed copies after the site's build, which holds
    # the cache while it compresses the wasm: they come between the two.
    builds_copies = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: 2 if item.path in needs_site else int(item.path in builds_copies))


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """The built site served on 127.0.0.1 (a free port)."""
    with serve(built_site) as url:
        yield url
