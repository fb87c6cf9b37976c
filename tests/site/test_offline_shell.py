"""What a page loads is kept for offline: every script and stylesheet the built pages name.

Issue 12: «With the network off, a reload of any visited page works»; a newcomer found the
site's own page scripts (`javascripts/language-state.js`, `javascripts/scroll-regions.js`,
from `extra_javascript`) missing offline right after a first visit: the service worker's
install-time list (``offline.build_info``'s shell) held only ``assets/`` and
``stylesheets/``. Here every ``<script src>`` and ``<link rel=stylesheet>`` of every built
page, in both languages, must be in the worker's shell (kept at install) or its runtime
(kept once a widget page has started the engine).
"""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from tutorial.assets import offline


class _Loads(HTMLParser):
    """The URLs of a page's scripts and stylesheets, as written."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "script" and found.get("src"):
            self.urls.append(found["src"] or "")
        elif tag == "link" and "stylesheet" in (found.get("rel") or "").split() and found.get("href"):
            self.urls.append(found["href"] or "")


def _loaded_files(site: Path) -> dict[str, set[str]]:
    """Each site file a page loads (a path relative to ``site``) and the pages that load it."""
    loaded: dict[str, set[str]] = {}
    for html in site.rglob("*.html"):
        page = html.relative_to(site).as_posix()
        if page.startswith("assets/"):
            continue
        parser = _Loads()
        parser.feed(html.read_text(encoding="utf-8"))
        base = "https://site.test/" + page
        for url in parser.urls:
            absolute = urlsplit(urljoin(base, url))
            if absolute.netloc != "site.test":
                continue
            loaded.setdefault(absolute.path.lstrip("/"), set()).add(page)
    return loaded


def test_every_script_and_stylesheet_a_page_loads_is_kept_for_offline(built_site: Path) -> None:
    """Issue 12 («a reload of any visited page works» offline): each file a built page loads
    as a script or stylesheet is one the service worker keeps (shell or runtime)."""
    info = offline.build_info(built_site)
    kept = {*info["shell"], *info["runtime"]}  # type: ignore[misc]
    loaded = _loaded_files(built_site)
    assert "javascripts/language-state.js" in loaded and "stylesheets/dudo.css" in loaded
    missing = {path: sorted(pages)[:3] for path, pages in loaded.items() if path not in kept}
    assert missing == {}
