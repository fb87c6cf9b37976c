"""Helpers for the search tests: the query set, and running a query through Material's search box.

The query set is ``tests/data/search_queries.yml`` (issue 13): per language, queries a
learner would type, each with the page that must be among the first three results.
:func:`run_query` types one query into the open search box of a page and returns the
result links in order, once Material has shown the results of that query.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlparse

import yaml
from playwright.sync_api import Page, expect

QUERIES = Path(__file__).resolve().parents[1] / "data" / "search_queries.yml"
HOMES = {"en": "/", "zh": "/zh/"}
BOX = "input.md-search__input"
META = ".md-search-result__meta"
# Material lists one group per page; the group's first link is the page or its best section.
GROUP_LINKS = ".md-search-result__item > .md-search-result__link:first-child"
RESULT_TIMEOUT_MS = 15_000


@dataclass(frozen=True)
class Query:
    """One query of the set and the page (relative to the language's home) it must find."""

    lang: str
    text: str
    page: str


def load_queries() -> dict[str, list[Query]]:
    """The query set, by language."""
    data = yaml.safe_load(QUERIES.read_text(encoding="utf-8"))
    return {lang: [Query(lang, str(item["query"]), str(item["page"])) for item in items]
            for lang, items in data.items()}


def page_of(href: str, lang: str) -> str:
    """A result link's page, relative to ``lang``'s home; other-language pages keep a ``../``."""
    path = urlparse(href).path
    home = HOMES[lang]
    if lang == "en" and path.startswith(HOMES["zh"]):
        return "../" + path
    if not path.startswith(home):
        return "../" + path
    return path[len(home):]


def open_search(page: Page) -> str:
    """Open the search box and wait for the worker to be ready; the placeholder text it shows."""
    placeholder = str(page.evaluate(
        "JSON.parse(document.getElementById('__config').textContent)"
        ".translations['search.result.placeholder']"))
    page.locator(BOX).click()
    # Material shows "Initializing search" until its worker is ready, then the placeholder.
    expect(page.locator(META)).to_have_text(placeholder, timeout=RESULT_TIMEOUT_MS)
    return placeholder


def run_query(page: Page, text: str, placeholder: str) -> list[str]:
    """Type ``text`` into the search box (clearing it first); the result groups' links, in order."""
    box, meta = page.locator(BOX), page.locator(META)
    box.fill("")
    box.press("End")  # Material reads the box on keyup
    expect(meta).to_have_text(placeholder, timeout=RESULT_TIMEOUT_MS)
    box.fill(text)
    box.press("End")
    expect(meta).not_to_have_text(placeholder, timeout=RESULT_TIMEOUT_MS)
    links = page.locator(GROUP_LINKS)
    return [links.nth(i).get_attribute("href") or "" for i in range(links.count())]
