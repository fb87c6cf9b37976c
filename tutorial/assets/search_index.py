"""The search index split into one index per language, each written as UTF-8.

mkdocs-static-i18n builds every language into one site and one search index,
``search/search_index.json``, so an English reader searching "calza" got Chinese
pages too. Once the last language is built (the plugin calls
:func:`write_language_indexes` after mkdocs-static-i18n's ``on_post_build``,
which runs at priority -100, has written the final index), that index is split:
each language's pages go into an index under that language's home
(``search/search_index.json`` for the default language,
``zh/search/search_index.json`` for Chinese), with locations relative to that
home and lunr's language list cut to that language. Each page then searches
its own language's index (``search_on_demand.py`` points it there).

Material's search plugin writes the index with ASCII escapes, so each Chinese
character (and each zero-width space jieba's segmentation adds) costs six bytes
instead of three; the indexes are written in UTF-8 with compact separators.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

INDEX_NAME = "search/search_index.json"
INDEX = Path(INDEX_NAME)


def index_path(home: str) -> str:
    """The site-relative index of the language whose home is ``home`` (``""``, ``"zh/"``)."""
    return f"{home}{INDEX_NAME}"


def encode(data: dict[str, Any]) -> str:
    """``data`` as JSON in UTF-8 with no optional whitespace."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def language_homes(config: Any) -> dict[str, str]:
    """Each built language's home in the site (``{"en": "", "zh": "zh/"}``), from i18n's config."""
    i18n = (getattr(config, "plugins", None) or {}).get("i18n")
    if i18n is None:  # one language, at the site's root
        theme = getattr(config, "theme", None)
        return {str((theme.get("language") if theme is not None else None) or "en"): ""}
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


def write_language_indexes(site_dir: Path, homes: dict[str, str]) -> None:
    """Split the site's search index by language (see the module doc), if the build wrote one."""
    path = site_dir / INDEX
    if not path.exists():
        return
    data = json.loads(path.read_text(encoding="utf-8"))
    for home, index in split_index(data, homes).items():
        target = site_dir / index_path(home)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(encode(index), encoding="utf-8")
