"""Helpers for the accessibility audit: run axe-core (npm, pinned) in a page and word what fails.

:func:`audit` injects ``node_modules/axe-core/axe.min.js`` with Playwright's
``add_script_tag`` (once per document) and runs it with only the WCAG 2.0 A/AA,
2.1 AA and 2.2 AA rule tags, as issue 11 asks (running transitions are finished first, so the
screen is audited as it settles); every violating node comes back
as one line (page, rule, selector, axe's summary) so a failure names what to fix.
:func:`scheme_page` opens a page that prefers one colour scheme (the tests check that
Material really shows it); :func:`audit_both_schemes` audits one state of a page
in both schemes, switched with Material's palette toggle.

A scheme is colours only: Material's palette and ours (docs/stylesheets/palette.css) set
custom properties under ``[data-md-color-scheme]`` and nothing else
(test_a_scheme_changes_colours_only checks ours), so switching it can change only what
axe's colour rules (:data:`COLOUR_RULES`) find. The second scheme of a state is audited
with those rules alone: about half of axe's time on a page, measured on six built pages.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Literal

import pytest
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.returning import ReturningReader
from tests.browser.support import finish_transitions

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]
# The rules of those tags that read colours: text contrast (1.4.3) and links told apart from
# the text around them by colour alone (1.4.1).
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
# Material's palette: light is its "default" scheme, dark its "slate" one.
MATERIAL_SCHEMES = {"light": "default", "dark": "slate"}
Scheme = Literal["light", "dark"]
SCHEMES: tuple[Scheme, ...] = ("light", "dark")  # the palette's order in mkdocs.yml


def audit(page: Page, where: str, colours_only: bool = False) -> list[str]:
    """Every WCAG A/AA violation axe finds in ``page`` now, one line per node
    (``colours_only``: of :data:`COLOUR_RULES`)."""
    # Audit what settles on screen, not a frame of a fade (Material's header title and
    # back-to-top button fade in).
    finish_transitions(page)
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    run_only = ({"type": "rule", "values": COLOUR_RULES} if colours_only
                else {"type": "tag", "values": TAGS})
    result: dict[str, Any] = page.evaluate(
        """runOnly => axe.run(document, {runOnly, resultTypes: ["violations"]})
              .then(r => ({violations: r.violations.map(v => ({
                  id: v.id, nodes: v.nodes.map(n => ({
                      target: n.target.join(" "), summary: n.failureSummary}))}))}))""",
        run_only)
    return [f"{where}: {v['id']}: {n['target']}: {' '.join(n['summary'].split())}"
            for v in result["violations"] for n in v["nodes"]]


def switch_scheme(page: Page, scheme: Scheme) -> None:
    """Show ``scheme`` with Material's palette toggle, as a reader switches it (the palette
    in mkdocs.yml lists light, then dark: inputs ``__palette_0`` and ``__palette_1``)."""
    index = SCHEMES.index(scheme)
    page.evaluate("i => { const input = document.getElementById(`__palette_${i}`);"
                  " if (!input.checked) input.click(); }", index)
    page.wait_for_function("s => document.body.dataset.mdColorScheme === s",
                           arg=MATERIAL_SCHEMES[scheme])


def audit_both_schemes(page: Page, where: str, first: Scheme = SCHEMES[0]) -> list[str]:
    """:func:`audit` of the page as it is, in ``first`` and then the other scheme (switched
    with :func:`switch_scheme`, so one state of a widget is audited in both; the second with
    the colour rules alone, see the module docstring)."""
    found: list[str] = []
    for index, scheme in enumerate(sorted(SCHEMES, key=lambda scheme: scheme != first)):
        switch_scheme(page, scheme)
        found += audit(page, f"{scheme} {where}", colours_only=index > 0)
    return found


def shown_scheme(page: Page) -> str | None:
    """The colour scheme Material applied to the page's body."""
    return page.locator("body").get_attribute("data-md-color-scheme")


@contextmanager
def scheme_page(returning: ReturningReader, scheme: Scheme, width: int = 1280,
                height: int = 900) -> Iterator[Page]:
    """A returning reader's page that prefers ``scheme`` (Material follows the media query)."""
    with returning.page(width=width, height=height, scheme=scheme) as (page, _):
        yield page


def built_pages(site: Path) -> list[str]:
    """Every HTML page of the built site, as a URL path, in both languages."""
    paths = []
    for html in sorted(site.rglob("*.html")):
        relative = html.relative_to(site).as_posix()
        if relative.startswith("assets/"):
            continue
        paths.append("/" + relative.removesuffix("index.html"))
    return paths


# The phone sweep's reader prefers light, the desktop sweep's dark: between them, every
# page is seen to open in either preferred scheme.
PREFERRED: dict[int, Scheme] = {375: "light", 1280: "dark"}
# A laptop's 1280 x 720: short enough that the sidebar scrolls to the page's own link on the
# pages low in the navigation, under Material's sticky site title (at 900 px it did not,
# and the sweep missed the target-size failures that brought).
HEIGHT = {375: 900, 1280: 720}
SCHEME_TIMEOUT_MS = 30_000  # Material applies the preferred scheme as its script starts (a page
# that boots the engine at once can hold it back for over 10 s on a loaded 2-core machine)


FORGET_PALETTE = ("try { Object.keys(localStorage).filter(k => k.endsWith('.__palette'))"
                  ".forEach(k => localStorage.removeItem(k)); } catch (error) {}")


def _open_as_preferred(page: Page, url: str, scheme: Scheme) -> None:
    """Open ``url`` with no palette choice kept, on a page whose reader prefers ``scheme``,
    and check that Material shows it before anything is toggled. (Material keeps the toggle's
    last choice in localStorage, and that choice would win over the preference.)"""
    if page.url != "about:blank":  # a new page's storage was emptied as it opened
        page.evaluate("() => Object.keys(localStorage).filter(k => k.endsWith('.__palette'))"
                      "  .forEach(k => localStorage.removeItem(k))")
    page.goto(url)
    try:
        page.wait_for_function("s => document.body.dataset.mdColorScheme === s",
                               arg=MATERIAL_SCHEMES[scheme], timeout=SCHEME_TIMEOUT_MS)
    except PlaywrightTimeoutError:
        pytest.fail(f"{url} opens in {shown_scheme(page)}, not the preferred {scheme}")


def sweep_built_pages(returning: ReturningReader, site: Path, url: str, width: int) -> list[str]:
    """Every built page of ``site`` (served at ``url``) at ``width``, each opened in the scheme
    its reader prefers there (``PREFERRED``), audited, switched and audited again; returns
    the violations found."""
    pages = built_pages(site)
    preferred = PREFERRED[width]
    found: list[str] = []
    started = time.monotonic()
    with scheme_page(returning, preferred, width=width, height=HEIGHT[width]) as page:
        # Forget the palette toggle's last choice as each document starts, before Material's
        # script reads it: clearing it from the page before leaving (_open_as_preferred) could
        # race the toggle's own write, and one CI run saw a page open in the toggled scheme.
        page.add_init_script(FORGET_PALETTE)
        for path in pages:
            _open_as_preferred(page, url + path, preferred)
            found += audit_both_schemes(page, f"{width}px {path}", first=preferred)
    print(f"axe: {len(pages)} pages, both schemes, {width}px, {time.monotonic() - started:.1f} s")
    return found
