"""WCAG 2.2 AA at desktop width: every built page, measured with axe-core in Chromium.

Issue 11 ("WCAG 2.2 AA"), the desktop half of the sweep of every built page (the phone half
is in test_accessibility.py): a file of its own, so that the two sweeps, the longest browser
tests, run on two workers side by side.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.axe_support import sweep_built_pages
from tests.browser.returning import ReturningReader

pytestmark = pytest.mark.browser


def test_every_built_page_has_no_wcag_violations_at_desktop_width(
        returning: ReturningReader, widget_site: Path, widget_url: str) -> None:
    """Issue 11, "WCAG 2.2 AA": every built page of both languages, in the light and the dark
    scheme, has zero axe violations of the wcag2a/wcag2aa/wcag21aa/wcag22aa tags at desktop
    width, where Material adds the navigation and contents sidebars (issue 41: the
    navigation's links failed target-size there on 10 pages that a sample of pages missed).
    Each page opens in the scheme its reader prefers (dark here), is audited, switched to the
    other scheme with Material's palette toggle and audited again."""
    found = sweep_built_pages(returning, widget_site, widget_url, 1280)
    assert found == [], "\n".join(found)
