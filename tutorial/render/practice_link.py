"""Where a worked-example figure links to: its walkthrough on the practice page of its language.

The link is relative to the page that shows the figure, so it works under `/zh/` and with
any `site_url`; the practice widget opens `?walkthrough=ID` and scrolls to `#walkthrough`.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from mkdocs.utils import get_relative_url

PRACTICE_PAGE = "tools/practice"
WALKTHROUGH_ANCHOR = "walkthrough"


def practice_url(files: Any, lang: str) -> str | None:
    """The site URL of the practice page in `lang` (mkdocs-static-i18n suffix layout), if built."""
    for name in (f"{PRACTICE_PAGE}.{lang}.md", f"{PRACTICE_PAGE}.md"):
        found = files.get_file_from_path(name)
        if found is not None:
            return str(found.url)
    return None


def relative_practice_url(files: Any, lang: str, page_url: str) -> str | None:
    """The practice page as seen from the page at `page_url` (both site URLs), if built."""
    target = practice_url(files, lang)
    return None if target is None else get_relative_url(target, page_url)


def walkthrough_href(practice: str, example_id: str) -> str:
    """The link that opens `example_id` in the walkthrough, given the practice page's URL."""
    query = urlencode({"walkthrough": example_id})
    return f"{practice}?{query}#{WALKTHROUGH_ANCHOR}"
