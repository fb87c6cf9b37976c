"""Browser-test fixtures: the built site on 127.0.0.1, and pages that record what they did.

The site is built once per session with ``mkdocs build --strict`` (the site
tests' helper), or taken from ``DUDO_SITE=/path/to/site`` when set (e.g. the
output of ./scripts/serve) to save the build. Chromium itself comes from
``browser_type_launch_args`` in tests/conftest.py.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser.support import Recorder
from tests.site.sitebuild import ROOT, build, serve


@pytest.fixture(scope="session")
def widget_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A built site that holds the widgets and the self-hosted runtime."""
    given = os.environ.get("DUDO_SITE")
    if given:
        site = Path(given)
    else:
        site = tmp_path_factory.mktemp("widget-site")
        result = build(ROOT, site)
        if result.returncode != 0:
            pytest.fail(f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}")
    if not (site / "assets" / "pyodide" / "pyodide.asm.wasm").exists():
        pytest.fail(f"{site} has no assets/pyodide/: tutorial/runtime.py did not run")
    return site


@pytest.fixture(scope="session")
def widget_url(widget_site: Path) -> Iterator[str]:
    """The widget site served on 127.0.0.1 (a free port)."""
    with serve(widget_site) as url:
        yield url


@pytest.fixture()
def recorder() -> Recorder:
    """An empty record of requests, console errors, page errors and dialogs."""
    return Recorder()
