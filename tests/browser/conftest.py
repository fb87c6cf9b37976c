"""Browser-test fixtures: the shared site build (tests/conftest.py) checked for the widgets.

``built_site`` / ``site_url`` build the site once per session with
``mkdocs build --strict`` (or reuse ``DUDO_SITE=/path``); the widget tests
also need the self-hosted runtime that tutorial/assets/runtime.py copies into it.
Chromium itself comes from ``browser_type_launch_args`` in tests/conftest.py.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserType

from tests.browser.returning import ReturningReader
from tests.browser.support import Recorder
from tests.site.sitebuild import serve


@pytest.fixture(scope="session")
def widget_site(built_site: Path) -> Path:
    """The built site, which must hold the widgets and the self-hosted runtime."""
    if not (built_site / "assets" / "pyodide" / "pyodide.asm.wasm").exists():
        pytest.fail(f"{built_site} has no assets/pyodide/: tutorial/assets/runtime.py did not run")
    return built_site


@pytest.fixture(scope="session")
def widget_url(widget_site: Path, site_url: str) -> str:
    """The widget site served on 127.0.0.1."""
    return site_url


@pytest.fixture()
def recorder() -> Recorder:
    """An empty record of requests, console errors, page errors and dialogs."""
    return Recorder()


@pytest.fixture()
def own_site(widget_site: Path, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of the built site served on its own port (its own service-worker origin), so a
    test may rebuild it: the offline and return-visit tests."""
    site = tmp_path / "site"
    shutil.copytree(widget_site, site, ignore=shutil.ignore_patterns("*.br", "*.gz"))
    with serve(site) as url:
        yield site, url


@pytest.fixture(scope="session")
def returning(browser_type: BrowserType, browser_type_launch_args: dict[str, Any],
              widget_url: str) -> Iterator[ReturningReader]:
    """This worker's returning reader of the widget site (tests/browser/returning.py): a
    fresh page per test in a browser profile that already keeps the runtime and the
    engine's snapshot."""
    reader = ReturningReader(browser_type, browser_type_launch_args, widget_url)
    yield reader
    reader.close()
