"""MkDocs hook (``hooks:`` in mkdocs.yml): a search index per language, and pages that use it.

mkdocs-static-i18n builds every language into one site and one search index,
``search/search_index.json``, so an English reader searching "calza" got Chinese
pages too. After the last language is built (i18n's ``on_post_build`` runs at
priority -100, this one later), :func:`on_post_build` splits that index: each
language's pages go into an index under that language's home
(``search/search_index.json`` for the default language,
``zh/search/search_index.json`` for Chinese), with locations relative to that
home and lunr's language list cut to that language. :func:`on_post_page` makes
each page search its own language's index through the site's worker
(``tutorial/search_on_demand.py``; on widget pages, on demand).

Material's search plugin writes the index with ASCII escapes, so each Chinese
character (and each zero-width space jieba's segmentation adds) costs six bytes
instead of three; the indexes are written back in UTF-8 with compact separators.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

from tutorial.runtime import WIDGET_ROOT
from tutorial.search_on_demand import SearchConfigError, configure_search, index_path

INDEX = Path("search") / "search_index.json"


def encode(data: dict[str, Any]) -> str:
    """``data`` as JSON in UTF-8 with no optional whitespace."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def language_homes(config: Any) -> dict[str, str]:
    """Each built language's home in the site (``{"en": "", "zh": "zh/"}``), from i18n's config."""
    i18n = config.plugins.get("i18n")
    if i18n is None:
        return {str(config.theme.get("language") or "en"): ""}
    homes = {}
    for language in i18n.config.languages:
        if language.build is False:
            continue
        link = str(language.link or f"/{language.locale}/").strip("/")
        homes[str(language.locale)] = "" if language.default or not link else f"{link}/"
    return homes


def home_of(location: str, homes: dict[str, str]) -> str:
    """The home of the language a site-relative location belongs to (the longest that fits)."""
    fits = [home for home in homes.values() if location.startswith(home)]
    return max(fits, key=len, default="")


def split_index(data: dict[str, Any], homes: dict[str, str]) -> dict[str, dict[str, Any]]:
    """The index of every language, by home: its pages only, located relative to that home."""
    config = data["config"]
    indexes: dict[str, dict[str, Any]] = {}
    for locale, home in homes.items():
        docs = [{**doc, "location": doc["location"][len(home):]} for doc in data["docs"]
                if home_of(doc["location"], homes) == home]
        lang = [code for code in config["lang"] if code == locale]
        indexes[home] = {**data, "config": {**config, "lang": lang or config["lang"]},
                         "docs": docs}
    return indexes


@event_priority(-200)
def on_post_build(config: Any) -> None:
    """Split the site's search index by language once every language is built."""
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return  # a language build inside mkdocs-static-i18n's: the index is not final yet
    site = Path(config.site_dir)
    path = site / INDEX
    if not path.exists():
        return
    data = json.loads(path.read_text(encoding="utf-8"))
    for home, index in split_index(data, language_homes(config)).items():
        target = site / index_path(home)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(encode(index), encoding="utf-8")


def on_post_page(output: str, page: Any, config: Any) -> str:
    """Point the page's search at its language's index (deferred on a page with a widget)."""
    home = home_of(page.url, language_homes(config))
    try:
        return configure_search(output, home, on_demand=bool(WIDGET_ROOT.search(output)))
    except SearchConfigError as error:
        raise PluginError(f"{page.file.src_uri}: {error}") from None
