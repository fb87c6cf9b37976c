"""On pages that hold a widget, Material's search loads when the reader wants to search.

Material fetches the search index (about 50 KB compressed, both languages) on
every page load, and its search worker builds the whole index at once, a few
hundred milliseconds of CPU. On a widget page that is exactly when Pyodide
downloads and compiles its WebAssembly on the same cores. Material lets a site
swap its search worker (``__config.search``, the URL it passes to ``new
Worker``; any worker that speaks its setup/ready/query/result messages will
do). :func:`defer_search` does two things to a widget page:

* ``__config.search`` names a small worker
  (``tutorial/assets/search/on-demand-worker.js``, served at :data:`WORKER_PATH`)
  that, once the page says the reader is about to search
  (``tutorial/widgets/search-on-demand.js``), fetches the index itself,
  imports Material's own worker and hands it the setup message Material
  would have sent. Query and results then go through Material's worker
  unchanged: same index, same results.
* The search form loses its ``name="search"``, which is how Material decides
  to fetch the index on the page's main thread at load.

The one thing given up on these four tool pages: a search result that links
to one of them does not highlight the searched words there (Material's
highlighting reads the index on the main thread).

The small worker lives in Material's worker directory, so Material's own
relative URLs (``../lunr/...``) still resolve; it is told Material's worker by
file name (``?worker=``) and the index by its URL relative to itself
(``?index=``), and ``?suggest=1`` when the ``search.suggest`` feature is on.
"""

from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path, PurePosixPath
from urllib.parse import urlencode

from tutorial.assets.search_index import INDEX

SOURCE = Path(__file__).resolve().parent / "search" / "on-demand-worker.js"
WORKER_PATH = "assets/javascripts/workers/search-on-demand.js"
INDEX_PATH = INDEX.as_posix()
CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.S)
SEARCH_FORM = re.compile(r'(<form class="md-search__form")\s+name="search"(\s*>)')
_SCRIPT_SAFE = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "'": "\\u0027"}


class SearchConfigError(ValueError):
    """The page's Material configuration is not what :func:`defer_search` can rewrite."""


def worker_url(material_worker: str, features: list[str]) -> str:
    """The on-demand worker's URL beside ``material_worker`` (a URL as Material wrote it)."""
    material = PurePosixPath(material_worker)
    if material.parent.name != "workers" or not material.name.endswith(".min.js"):
        raise SearchConfigError(f"Material's search worker is not a script in its workers/ "
                                f"directory: {material_worker!r}")
    query = {"worker": material.name,
             "index": posixpath.relpath(INDEX_PATH, posixpath.dirname(WORKER_PATH))}
    if "search.suggest" in features:
        query["suggest"] = "1"
    return f"{material.parent / PurePosixPath(WORKER_PATH).name}?{urlencode(query, safe='/')}"


def defer_search(html: str) -> str:
    """``html`` with search loaded on demand (see the module doc).

    A page without Material's configuration, or without search, is returned
    unchanged; a configuration or search form this function cannot read
    raises :class:`SearchConfigError`.
    """
    match = CONFIG.search(html)
    if match is None:
        return html
    try:
        config = json.loads(match.group(2))
    except json.JSONDecodeError as error:
        raise SearchConfigError(f"Material's __config is not JSON: {error}") from None
    if not isinstance(config, dict):
        raise SearchConfigError("Material's __config is not a JSON object")
    worker = config.get("search")
    if not worker:
        return html
    if not isinstance(worker, str):
        raise SearchConfigError(f"Material's search worker is not a script URL: {worker!r}")
    features = config.get("features") or []
    config["search"] = worker_url(worker, features if isinstance(features, list) else [])
    text = json.dumps(config, ensure_ascii=False)
    for char, escaped in _SCRIPT_SAFE.items():  # as Jinja's tojson does
        text = text.replace(char, escaped)
    html = f"{html[:match.start(2)]}{text}{html[match.end(2):]}"
    html, forms = SEARCH_FORM.subn(r"\1\2", html)
    if forms != 1:
        raise SearchConfigError(f'expected one <form class="md-search__form" name="search">, '
                                f"found {forms}")
    return html
