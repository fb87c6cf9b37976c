"""Site fixtures: one strict build of the real docs per session, and a server for it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.site.sitebuild import ROOT, build, serve


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built from the working tree with `mkdocs build --strict` (fails loudly)."""
    site = tmp_path_factory.mktemp("site")
    result = build(ROOT, site)
    if result.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}")
    return site


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """The built site served on 127.0.0.1."""
    with serve(built_site) as url:
        yield url
